//! The editor's UI driven headless with egui_kittest (no window, no GPU): view switches, the status bar, and
//! file errors through scripted dialogs.

use crate::support;

use crate::support::test_level;
use editor::Document;
use editor::StudioApp;
use editor::files::{DialogOutcome, DialogPurpose, ScriptedDialogs, load_error_lines};
use editor::widgets::camera::{Camera, pixel_centre};
use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use studio_core::view::ViewLayer;

fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    support::app_harness(app)
}

fn app_with(name: &str, outcomes: Vec<DialogOutcome>) -> StudioApp {
    StudioApp::new(Document::new(test_level(name), None), Box::new(ScriptedDialogs::new(outcomes)))
}

#[test]
fn layer_buttons_switch_the_view() {
    let mut h = harness(app_with("Layers", vec![]));
    h.run();
    assert_eq!(h.state().settings.layer, ViewLayer::A);
    h.get_by_label("Layer B").click();
    h.run();
    assert_eq!(h.state().settings.layer, ViewLayer::B);
    h.get_by_label("Both layers").click();
    h.run();
    assert_eq!(h.state().settings.layer, ViewLayer::Both);
    h.get_by_label("Layer A").click();
    h.run();
    assert_eq!(h.state().settings.layer, ViewLayer::A);
    // The SonLVL-style keys do the same.
    h.key_press(Key::W);
    h.run();
    assert_eq!(h.state().settings.layer, ViewLayer::B);
}

#[test]
fn status_bar_shows_the_tile_under_the_pointer() {
    let mut h = harness(app_with("Hover", vec![]));
    h.run();
    let view = h.state().canvas.view_rect;
    let camera = Camera { offset: Vec2::ZERO, zoom: 2.0 };
    h.state_mut().canvas.camera = camera;
    h.state_mut().canvas.release_fit();
    // Pixel (37, 165): layout cell (0, 1) = chunk 0, block (2, 2) = the slope on A, top-only full tile on B.
    h.hover_at(pixel_centre(&camera, view, 37, 165));
    h.run();
    h.get_by_label("x 37, y 165");
    h.get_by_label("chunk 0, 1 = #0");
    h.get_by_label("block 2, 2");
    assert_eq!(h.get_all_by_label("A: tile 2 · All · angle 0xE0 (45°)").count(), 2, "status bar and inspector");
    assert!(h.query_by_label("B: tile 1 · Top · angle 0x00 (0°)").is_none());

    h.get_by_label("Both layers").click();
    h.hover_at(pixel_centre(&camera, view, 37, 165));
    h.run();
    assert_eq!(h.get_all_by_label("B: tile 1 · Top · angle 0x00 (0°)").count(), 2);

    // Above the layout's first row: an empty cell.
    h.hover_at(pixel_centre(&camera, view, 300, 20));
    h.run();
    h.get_by_label("x 300, y 20");
    h.get_by_label("chunk 2, 0 = empty");
}

#[test]
fn opening_a_broken_file_shows_the_error_and_keeps_the_level() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.ron");
    let text = "(\n  version: 1,\n  name: \"Broken\",\n  tiles: [oops],\n";
    std::fs::write(&broken, text).unwrap();
    let expected = load_error_lines(&broken.display().to_string(), &formats::ron_file::load(&broken).unwrap_err());
    assert!(expected[0].starts_with(&format!("{}:4:", broken.display())), "{expected:?}");

    let mut h = harness(app_with("Keep me", vec![DialogOutcome::Picked(broken.clone())]));
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Open…").click();
    h.run();

    assert_eq!(h.state().document.level().name, "Keep me");
    assert_eq!(h.state().errors.len(), 1);
    assert_eq!(h.state().errors[0].title, "Could not open broken.ron");
    assert_eq!(h.state().errors[0].lines, expected);
    h.get_by_label("Could not open broken.ron");
    h.get_by_label(&expected[0]);
    h.get_by_label("OK").click();
    h.run();
    assert!(h.state().errors.is_empty());
    assert_eq!(h.state().document.level().name, "Keep me");
}

#[test]
fn without_a_file_dialog_a_typed_path_opens_the_level() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typed.ron");
    formats::ron_file::save(&path, &test_level("Typed")).unwrap();

    let mut h = harness(app_with("Before", vec![DialogOutcome::Unavailable]));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    let prompt = h.state().path_prompt.clone().unwrap();
    assert_eq!(prompt.purpose, DialogPurpose::Open);
    h.get_by_label_contains("No file dialog is available here");
    h.get_by_role(egui::accesskit::Role::TextInput).type_text(&path.display().to_string());
    h.run();
    h.get_by_label("Open").click();
    h.run();
    assert!(h.state().path_prompt.is_none());
    assert_eq!(h.state().document.level().name, "Typed");
    assert_eq!(h.state().document.path(), Some(path.as_path()));
    assert_eq!(h.state().window_title(), "SPG Studio — Typed — typed.ron");
}

#[test]
fn save_as_writes_the_file_and_clears_the_dirty_mark() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saved.ron");
    let mut h = harness(app_with("Unsaved", vec![DialogOutcome::Picked(path.clone())]));
    rename(&mut h.state_mut().document, "Edited");
    h.run();
    assert_eq!(h.state().window_title(), "SPG Studio — Edited — not saved yet *");
    // Save with no path yet asks where to save.
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert_eq!(h.state().window_title(), "SPG Studio — Edited — saved.ron");
    assert_eq!(formats::ron_file::load(&path).unwrap().name, "Edited");
    assert_eq!(h.state().notice.as_deref(), Some(format!("Saved {}", path.display()).as_str()));
}

#[test]
fn a_failed_save_shows_why_and_keeps_the_document() {
    let dir = tempfile::tempdir().unwrap();
    let nowhere = dir.path().join("no such folder").join("level.ron");
    let mut h = harness(app_with("Unsaved", vec![DialogOutcome::Picked(nowhere.clone())]));
    rename(&mut h.state_mut().document, "Edited");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    assert_eq!(h.state().errors.len(), 1);
    assert_eq!(h.state().errors[0].title, format!("Could not save {}", nowhere.display()));
    assert_eq!(h.state().errors[0].lines.len(), 1);
    assert!(h.state().errors[0].lines[0].starts_with(&nowhere.display().to_string()), "{:?}", h.state().errors);
    h.get_by_label("Nothing was written; the file on disk is unchanged.");
    assert!(h.state().document.is_dirty());
    assert_eq!(h.state().document.path(), None);
    assert!(!nowhere.exists());
}

/// Renames the level through the document's undoable edit path.
fn rename(doc: &mut editor::Document, name: &str) {
    let props = studio_core::edit::Properties { name: name.into(), ..studio_core::edit::Properties::of(doc.level()) };
    doc.apply("Rename", studio_core::edit::Edit::SetProperties(Box::new(props))).expect("rename applies");
}
