//! File → Import image… in the editor: the PNG chosen in a file dialog, "Whole level" picked, Import makes a
//! new unsaved level drawn from the picture's own art, the report in the status notice; a picture that is not
//! whole blocks is an error window and the open level stays.

#![allow(clippy::unwrap_used)]

use crate::support::{self, test_level};
use editor::command::Command;
use editor::files::{DialogOutcome, ScriptedDialogs};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

/// A 256 x 128 picture: a floor at y 96 with a ramp.
fn picture() -> formats::art::RgbaImage {
    let (w, h) = (256usize, 128usize);
    let mut img = formats::art::RgbaImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let top = if x < 128 { 96 } else { 96usize.saturating_sub((x - 128) / 2).max(64) };
            img.pixels[y * w + x] = if y < top { [0; 4] } else { [120 + (y % 8) as u8 * 10, 80, 40, 255] };
        }
    }
    img
}

#[test]
fn a_picture_becomes_the_open_level() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("ramp.png");
    formats::png_io::write_rgba(&png, &picture()).unwrap();
    let app = editor::StudioApp::new(
        editor::Document::new(test_level("Before"), None),
        Box::new(ScriptedDialogs::new([DialogOutcome::Picked(png.clone())])),
    );
    let mut h = support::app_harness(app);
    h.run();
    h.state_mut().apply(&egui::Context::default(), Command::ImportImage);
    h.run();
    h.get_by_label("Browse…").click();
    support::run_until(&mut h, "the file dialog", |app| {
        app.session.image_import.as_ref().is_some_and(|d| !d.path_text.is_empty())
    });
    h.get_by_role_and_label(Role::RadioButton, "Whole level (laid out as drawn)").click();
    h.run();
    h.get_by_label("Import").click();
    support::run_until(&mut h, "the image import", |app| app.session.image_import.is_none());
    let app = h.state();
    assert!(app.errors.is_empty(), "{:?}", app.errors);
    let level = app.document.level();
    assert_eq!(level.name, "ramp");
    assert_eq!((level.layout.width(), level.layout.height()), (2, 1));
    assert!(!level.art_edits.is_empty() && level.art.is_none());
    assert!(app.notice.as_deref().is_some_and(|n| n.starts_with("Made a level from ramp.png: ")), "{:?}", app.notice);

    // Not whole blocks: an error, and the level stays.
    formats::png_io::write_rgba(&png, &formats::art::RgbaImage::new(20, 20)).unwrap();
    // (The made level is unsaved: the command would ask first; the dialog is opened as the command does.)
    let mut dialog = editor::panels::image_import::ImageImportDialog::new();
    dialog.set_path(&png);
    h.state_mut().session.image_import = Some(dialog);
    h.run();
    h.get_by_label("Import").click();
    support::run_until(&mut h, "the image import", |app| app.session.image_import.is_none());
    assert_eq!(h.state().document.level().name, "ramp");
    assert_eq!(h.state().errors.len(), 1);
}
