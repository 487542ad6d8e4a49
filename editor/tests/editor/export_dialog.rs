//! File → Export to SonLVL project… on a temporary copy of `../shared/reference/s2disasm`: EHZ1
//! imported, a tile edited through the app's commands, the dialog opened from the File menu with the project
//! picked in the (scripted) file dialog; it names the other levels that use the collision arrays and keeps
//! Export off until "Also change files other levels use" is ticked; the export writes the files (with .bak),
//! re-importing gives the edit back, and the undo history is untouched. Exporting again says there is nothing to
//! write; a level that does not fit is refused with its violations and nothing is written.
#![allow(clippy::unwrap_used)]

use crate::support;
use support::run_until;

use editor::Document;
use editor::StudioApp;
use editor::command::Command;
use editor::files::{DialogOutcome, ScriptedDialogs};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use formats::{Level, SolidTile};
use std::path::{Path, PathBuf};
use studio_core::command::{Command as CoreCommand, EditCommand};
use studio_core::edit::Edit;
use studio_core::editing::Origin;

type H = Harness<'static, StudioApp>;

const EHZ1: &str = "Emerald Hill Zone Act 1";

use support::projects::{s2disasm_copy as project, snapshot};

/// The app with `level` open (imported, unsaved) and file dialogs that answer `outcomes` in turn.
fn app(level: Level, outcomes: Vec<DialogOutcome>) -> H {
    let app = StudioApp::new(Document::new_unsaved(level, None), Box::new(ScriptedDialogs::new(outcomes)));
    let mut h = support::app_harness(app);
    h.run();
    h
}

/// The plan shown, once planning is done (the dialog asks for the frames it needs to settle: no extra runs).
fn planned(h: &mut H) {
    run_until(h, "the plan", |app| app.session.export.as_ref().is_some_and(|d| d.plan.is_some() && !d.is_busy()));
}

/// The tile most used by EHZ1's blocks (a collision shape every Sonic 2 zone reads from the shared arrays).
fn most_used_tile(level: &Level) -> usize {
    let mut count = vec![0usize; level.tiles.len()];
    for chunk in &level.chunks {
        for block in &chunk.blocks {
            for cell in [block.a, block.b] {
                if cell.tile != 0 {
                    count[cell.tile as usize] += 1;
                }
            }
        }
    }
    (0..count.len()).max_by_key(|&i| count[i]).unwrap()
}

#[test]
fn an_edited_tile_goes_back_into_the_project_after_the_shared_files_are_allowed() {
    let Some((dir, ini)) = project() else { return };
    let level = formats::import::sonlvl::import(&ini, EHZ1).unwrap();
    let index = most_used_tile(&level);
    let mut h = app(level, vec![DialogOutcome::Picked(ini.clone())]);

    // The edit, through the app's commands as the tile editor sends it.
    let mut tile = SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    tile.angle = 0xE0;
    let edit = EditCommand::new("Edit tile", Origin::Tiles, Edit::SetTile { index, tile: tile.clone() });
    h.state_mut().apply(&egui::Context::default(), Command::Core(CoreCommand::edit(edit)));
    h.run();
    assert_eq!(h.state().document.level().tiles[index], tile);

    // File → Export to SonLVL project…, Browse… picks the project; the level's own section is planned.
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Export to SonLVL project…").click();
    h.run();
    assert!(h.state().session.export.is_some());
    assert!(h.get_by_label("Export").accesskit_node().is_disabled());
    h.get_by_label("Browse…").click();
    h.run();
    planned(&mut h);
    let dialog = h.state().session.export.as_ref().unwrap();
    assert_eq!(dialog.section(), Some(EHZ1));
    let plan = dialog.plan.as_ref().unwrap().as_ref().unwrap();
    let changed: Vec<&str> = plan.changed().map(|f| f.key).collect();
    assert!(changed.contains(&"colarr1") && changed.contains(&"colarr2") && changed.contains(&"angles"), "{changed:?}");
    assert!(!plan.shared.is_empty());
    assert_eq!(h.state().session.export.as_ref().unwrap().ini_text, ini.display().to_string());

    // The shared files are named, with what changes for the other levels, and Export waits for the checkbox.
    h.get_by_label_contains(" other level(s) of the project use files this export changes:");
    h.get_by_label_contains("[Chemical Plant Zone Act 1] uses colarr1, colarr2, angles:");
    h.get_by_label("Collision array - Vertical.bin (colarr1): will be written (the old file kept as .bak)");
    assert!(h.get_by_label("Export").accesskit_node().is_disabled());
    let before = snapshot(dir.path());
    h.get_by_label("Also change files other levels use").click();
    h.run();
    assert!(h.state().session.export.as_ref().unwrap().allow_shared);
    assert!(!h.get_by_label("Export").accesskit_node().is_disabled());
    h.get_by_label("Export").click();
    run_until(&mut h, "the write", |app| app.session.export.is_none());

    // Written, each with a .bak of the file it replaced; the status bar lists them.
    let notice = h.state().notice.clone().unwrap();
    assert!(notice.starts_with(&format!("Exported to [{EHZ1}]: wrote Collision array - Vertical.bin, ")));
    assert!(notice.ends_with(" (.bak kept)"), "{notice}");
    let collision = dir.path().join("collision");
    let bak = std::fs::read(collision.join("Collision array - Vertical.bin.bak")).unwrap();
    let old = before.iter().find(|(p, _)| p.ends_with("collision/Collision array - Vertical.bin")).unwrap();
    assert_eq!(bak, old.1);
    // Exporting is no edit: one undo step (the tile), the document still unsaved.
    assert_eq!(h.state().document.history().undo_label(), Some("Edit tile"));
    assert!(h.state().document.is_dirty());

    // Re-importing gives the edit back.
    let again = formats::import::sonlvl::import(&ini, EHZ1).unwrap();
    assert_eq!(again.tiles[index], tile);

    // Exporting again: the project is remembered, and there is nothing to write.
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Export to SonLVL project…").click();
    h.run();
    planned(&mut h);
    h.get_by_label(&format!("Nothing to write: every file of [{EHZ1}] already holds this level."));
    assert!(h.query_by_label_contains("of the project use files").is_none());
    assert!(h.get_by_label("Export").accesskit_node().is_disabled());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().session.export.is_none());
}

#[test]
fn a_level_that_does_not_fit_is_refused_and_nothing_is_written() {
    let Some((dir, ini)) = project() else { return };
    let mut level = formats::import::sonlvl::import(&ini, EHZ1).unwrap();
    while level.chunks.len() <= 300 {
        level.chunks.push(level.chunks[1].clone());
    }
    let chunks = level.chunks.len();
    let before = snapshot(dir.path());
    let mut h = app(level, vec![]);
    h.state_mut().session.export =
        Some(editor::panels::export_dialog::ExportDialog::new(h.state().document.level().clone()));
    h.state_mut().session.export.as_mut().unwrap().set_project(&ini);
    planned(&mut h);
    h.get_by_label(&format!("The level does not fit [{EHZ1}]: 1 problem(s); nothing will be written."));
    h.get_by_label(&format!(
        "chunks[256]: Sonic 2 layouts store chunk ids in one byte: at most 256 chunks, this level has {chunks}"
    ));
    assert!(h.get_by_label("Export").accesskit_node().is_disabled());
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn the_export_json_menu_item_saves_the_level_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("level.json");
    let level = support::test_level("Json");
    let mut h = app(level.clone(), vec![DialogOutcome::Picked(path.clone())]);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Export JSON…").click();
    h.run();
    h.run();
    assert_eq!(formats::export::json::load(&path).unwrap(), level);
    assert_eq!(h.state().notice.as_deref(), Some(format!("Exported {} as JSON", path.display()).as_str()));
}

/// The small synthetic project with a second level using the same files (no ../shared needed).
fn small_project(dir: &Path) -> PathBuf {
    support::projects::small_sonlvl_project(dir, support::projects::OTHER_ZONE)
}

#[test]
fn a_level_not_from_the_project_is_written_into_the_level_picked() {
    let dir = tempfile::tempdir().unwrap();
    let ini = small_project(dir.path());
    let mut level = formats::import::sonlvl::import(&ini, "Test Zone Act 1").unwrap();
    // A level made elsewhere: no source, and a moved start position.
    level.source = None;
    level.player_start.x += 16;
    let mut h = app(level, vec![]);
    h.state_mut().apply(&egui::Context::default(), Command::ExportSonLvl);
    h.run();
    h.get_by_label(&format!("SonLVL project file (.ini) — {}:", formats::import::sonlvl::game_names()));
    h.get_by_role(egui::accesskit::Role::TextInput).type_text(&ini.display().to_string());
    h.run();
    h.get_by_label("List levels").click();
    run_until(&mut h, "the listing", |app| app.session.export.as_ref().is_some_and(|d| !d.is_busy()));
    h.run();
    // Nothing is chosen for the user: no plan until a level is picked.
    let dialog = h.state().session.export.as_ref().unwrap();
    assert_eq!((dialog.levels.len(), dialog.selected, dialog.plan.is_some()), (2, None, false));
    assert!(h.get_by_label("Export").accesskit_node().is_disabled());
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Test Zone Act 1").click();
    planned(&mut h);
    h.get_by_label("Exporting to [Test Zone Act 1] writes 1 file(s):");
    h.get_by_label("start.bin (startpos): will be written (the old file kept as .bak)");
    // The start position is the level's own file: no other level is concerned, no checkbox.
    assert!(h.query_by_label("Also change files other levels use").is_none());
    h.get_by_label("Export").click();
    run_until(&mut h, "the write", |app| app.session.export.is_none());
    assert_eq!(h.state().notice.as_deref(), Some("Exported to [Test Zone Act 1]: wrote start.bin (.bak kept)"));
    assert_eq!(std::fs::read(dir.path().join("start.bin")).unwrap(), [0x00, 0x70, 0x02, 0x00]);
    assert_eq!(std::fs::read(dir.path().join("start.bin.bak")).unwrap(), [0x00, 0x60, 0x02, 0x00]);
}

/// A palette colour edited through the app's commands: the dialog lists the palette file it writes (only the
/// zone's, not Sonic's line), and the export writes it back.
#[test]
fn the_dialog_lists_the_art_files_it_writes() {
    let Some((_dir, ini)) = support::projects::s2disasm_copy_with_art() else { return };
    let level = formats::import::sonlvl::import(&ini, EHZ1).unwrap();
    let mut h = app(level, vec![DialogOutcome::Picked(ini.clone())]);
    let edit =
        EditCommand::new("Edit colour", Origin::Tiles, Edit::SetPaletteColour { index: 20, colour: Some(0x0E0E) });
    h.state_mut().apply(&egui::Context::default(), Command::Core(CoreCommand::edit(edit)));
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Export to SonLVL project…").click();
    h.run();
    h.get_by_label("Browse…").click();
    h.run();
    planned(&mut h);
    h.get_by_label("EHZ.bin (palette): will be written (the old file kept as .bak)");
    h.get_by_label_contains("[Emerald Hill Zone Act 2] uses palette: it would be drawn with the changed art");
    h.get_by_label("Also change files other levels use").click();
    h.run();
    h.get_by_label("Export").click();
    run_until(&mut h, "the write", |app| app.session.export.is_none());
    let again = formats::import::sonlvl::import(&ini, EHZ1).unwrap();
    let art = formats::art::load(&again, None).unwrap().unwrap();
    assert_eq!(art.palette_word(20), Some(0x0E0E));
}
