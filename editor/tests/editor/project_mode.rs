//! Project mode, driven through the UI: File → Open SonLVL project… lists the project's levels in the Project
//! tab (with what each lacks); a click opens one (no unsaved changes: it is what the project holds); an edit
//! and Ctrl+S write it back into the project (the export's checks and .bak files, no dialog when only this
//! level's files change); opening the level again shows the edit. Switching with unsaved changes asks first
//! and Save there saves into the project; an edit of files other levels use waits in the save dialog for the
//! checkbox; Save As… keeps a level file; the project is in Open Recent and a `.ini` opens as a project.
#![allow(clippy::unwrap_used)]

use crate::support;
use support::run_until;

use editor::StudioApp;
use editor::command::Command;
use editor::files::{DialogOutcome, ScriptedDialogs};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use formats::{ObjectPlacement, SolidTile};
use std::path::{Path, PathBuf};
use studio_core::command::{Command as CoreCommand, EditCommand};
use studio_core::edit::{Edit, Properties};
use studio_core::editing::{LeftTab, Origin};
use support::projects::{SMALL_SECTION, s2disasm_copy, small_sonlvl_project, snapshot};

type H = Harness<'static, StudioApp>;

const EHZ1: &str = "Emerald Hill Zone Act 1";
const EHZ2: &str = "Emerald Hill Zone Act 2";

/// The small project with a second level ("Other Zone") on the same terrain with its own start position.
fn two_level_project(dir: &Path, extra: &str) -> PathBuf {
    std::fs::write(dir.join("start2.bin"), [0x00, 0x80, 0x02, 0x00]).unwrap();
    let other = "[Other Zone]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\n\
                 startpos=start2.bin:Sonic:Level Start\n";
    small_sonlvl_project(dir, &format!("{other}{extra}"))
}

/// The editor on the sample with file dialogs answering `outcomes` in turn, recent files kept in `state`.
fn app(outcomes: Vec<DialogOutcome>, state: &Path) -> H {
    let document = editor::Document::new(support::test_level("Before"), None);
    let app =
        StudioApp::new(document, Box::new(ScriptedDialogs::new(outcomes))).with_state_dir(Some(state.to_path_buf()));
    let mut h = support::app_harness(app);
    h.run();
    h
}

/// The open document's project section, if it is a project level.
fn open_section(app: &StudioApp) -> Option<String> {
    app.document.project_level().map(|p| p.section.clone())
}

/// Clicks a level in the Project tab and waits until it is open.
fn open_level(h: &mut H, label: &str, section: &str) {
    h.get_by_label(label).click();
    h.run();
    run_until(h, section, |app| open_section(app).as_deref() == Some(section) && !app.session.is_modal());
}

/// File → Open SonLVL project… (the scripted dialog picks the project).
fn open_project_from_menu(h: &mut H) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, "File").click();
    h.run();
    h.get_by_label_contains("Open SonLVL project…").click();
    h.run();
    h.run();
}

fn press_save(h: &mut H) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
}

fn edit(h: &mut H, label: &str, edit: Edit) {
    let edit = EditCommand::new(label, Origin::Level, edit);
    h.state_mut().apply(&egui::Context::default(), Command::Core(CoreCommand::edit(edit)));
    h.run();
}

#[test]
fn a_small_project_opens_switches_edits_saves_in_place_and_reopens_with_the_edit() {
    let dir = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    // A second level using the same files, and a third that names a chunks file that is not there.
    let ini =
        two_level_project(dir.path(), "[Broken Zone]\nchunks=nowhere.kos\nlayout=layout.kos\ncolind1=index.kos\n");
    let mut h = app(vec![DialogOutcome::Picked(ini.clone())], state.path());

    open_project_from_menu(&mut h);
    assert_eq!(h.state().editing.tab, LeftTab::Project);
    h.get_by_label("SonLVL project: SonLVL.ini");
    h.get_by_label("Broken Zone — missing chunks, startpos");
    assert_eq!(h.state().document.level().name, "Before", "opening a project opens no level yet");

    open_level(&mut h, SMALL_SECTION, SMALL_SECTION);
    assert!(!h.state().document.is_dirty(), "a level read from the project has no unsaved changes");
    assert_eq!(h.state().window_title(), format!("SPG Studio — {SMALL_SECTION} — SonLVL.ini [{SMALL_SECTION}]"));

    // An edit of this level's own file (its start position), then Ctrl+S: written at once, no dialog stays.
    let mut properties = Properties::of(h.state().document.level());
    properties.player_start.x += 32;
    let moved = properties.player_start;
    edit(&mut h, "Move start", Edit::SetProperties(Box::new(properties)));
    assert!(h.state().document.is_dirty());
    press_save(&mut h);
    run_until(&mut h, "the save", |app| app.session.export.is_none());
    assert!(!h.state().document.is_dirty());
    let notice = h.state().notice.clone().unwrap();
    assert_eq!(
        notice,
        format!("Saved into SonLVL.ini [{SMALL_SECTION}]: wrote start.bin (previous versions kept as .bak)")
    );
    assert!(dir.path().join("start.bin.bak").is_file());
    assert_eq!(formats::import::sonlvl::import(&ini, SMALL_SECTION).unwrap().player_start, moved);
    // Saving again with nothing changed writes nothing.
    let before = snapshot(dir.path());
    press_save(&mut h);
    run_until(&mut h, "the second save", |app| app.session.export.is_none());
    assert_eq!(snapshot(dir.path()), before);

    // Switch to the other level (clean: no prompt), then back: the edit is there.
    open_level(&mut h, "Other Zone", "Other Zone");
    open_level(&mut h, SMALL_SECTION, SMALL_SECTION);
    assert_eq!(h.state().document.level().player_start, moved);

    // The broken level says why it cannot be opened; the open level stays.
    h.get_by_label("Broken Zone — missing chunks, startpos").click();
    run_until(&mut h, "the error", |app| !app.errors.is_empty());
    assert_eq!(h.state().errors[0].title, "Could not open [Broken Zone]");
    assert_eq!(open_section(h.state()).as_deref(), Some(SMALL_SECTION));

    // The project is in Open Recent, marked as a project.
    assert_eq!(h.state().session.recent.paths()[0], std::path::absolute(&ini).unwrap());
}

#[test]
fn switching_with_unsaved_changes_asks_and_save_writes_into_the_project_first() {
    let dir = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    let ini = two_level_project(dir.path(), "");
    let mut h = app(vec![], state.path());
    assert!(h.state_mut().open_project(&ini));
    h.run();
    open_level(&mut h, SMALL_SECTION, SMALL_SECTION);
    let mut properties = Properties::of(h.state().document.level());
    properties.player_start.x += 16;
    let moved = properties.player_start;
    edit(&mut h, "Move start", Edit::SetProperties(Box::new(properties)));

    h.get_by_label("Other Zone").click();
    h.run();
    h.get_by_label_contains("opening another level of the project");
    h.get_by_label("Save").click();
    run_until(&mut h, "the save and the switch", |app| open_section(app).as_deref() == Some("Other Zone"));
    assert_eq!(formats::import::sonlvl::import(&ini, SMALL_SECTION).unwrap().player_start, moved);
}

#[test]
fn save_as_keeps_a_level_file_and_a_project_file_opens_as_a_project() {
    let dir = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    let ini = small_sonlvl_project(dir.path(), "");
    let ron = dir.path().join("copy.ron");
    let mut h = app(vec![DialogOutcome::Picked(ron.clone())], state.path());
    // A .ini given as a file to open (command line, Open Recent, a dropped file) opens the project.
    assert!(h.state_mut().open_path(&ini));
    h.run();
    open_level(&mut h, SMALL_SECTION, SMALL_SECTION);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    h.run();
    assert_eq!(h.state().document.path(), Some(ron.as_path()));
    assert!(h.state().document.project_level().is_none(), "Save now writes the level file");
    let before = snapshot(dir.path());
    let mut properties = Properties::of(h.state().document.level());
    properties.player_start.x += 16;
    edit(&mut h, "Move start", Edit::SetProperties(Box::new(properties)));
    press_save(&mut h);
    assert!(h.state().session.export.is_none());
    let after = snapshot(dir.path());
    let changed: Vec<String> = after
        .iter()
        .filter(|f| !before.contains(f))
        .map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(changed, ["copy.ron", "copy.ron.bak"]);
    // Close project: the tab goes, the level stays.
    h.get_by_label("Close project").click();
    h.run();
    assert!(h.state().session.project.is_none());
    assert_ne!(h.state().editing.tab, LeftTab::Project);
}

/// The real thing: a copy of the Sonic 2 disassembly's project.
#[test]
fn emerald_hill_saved_into_a_copy_of_the_disassembly() {
    let Some((dir, ini)) = s2disasm_copy() else { return };
    let state = tempfile::tempdir().unwrap();
    let mut h = app(vec![DialogOutcome::Picked(ini.clone())], state.path());
    open_project_from_menu(&mut h);
    open_level(&mut h, EHZ1, EHZ1);
    open_level(&mut h, EHZ2, EHZ2);
    open_level(&mut h, EHZ1, EHZ1);

    // An object moved: EHZ1's objects file, which SonLVL's INI also gives the 2-player Emerald Hill: Save asks
    // once, naming that level; once allowed, later saves of the level write without asking.
    let mut object: ObjectPlacement = h.state().document.level().objects[3].clone();
    object.x += 16;
    edit(&mut h, "Move object", Edit::SetObject { index: 3, object: object.clone() });
    press_save(&mut h);
    run_until(&mut h, "the plan", |app| app.session.export.as_ref().is_some_and(|d| d.plan.is_some() && !d.is_busy()));
    h.get_by_label("Save into SonLVL project");
    h.get_by_label_contains("Player\\\\Emerald Hill Zone Act 1] uses objects");
    assert!(h.get_by_label("Save").accesskit_node().is_disabled());
    h.get_by_label("Also change files other levels use").click();
    h.run();
    h.get_by_label("Save").click();
    run_until(&mut h, "the save", |app| app.session.export.is_none());
    assert!(!h.state().document.is_dirty());
    assert_eq!(
        h.state().notice.as_deref(),
        Some("Saved into SonLVL.ini [Emerald Hill Zone Act 1]: wrote EHZ_1.bin (previous versions kept as .bak)")
    );
    assert!(dir.path().join("level/objects/EHZ_1.bin.bak").is_file());
    object.x += 16;
    edit(&mut h, "Move object", Edit::SetObject { index: 3, object: object.clone() });
    press_save(&mut h);
    run_until(&mut h, "the second save", |app| app.session.export.is_none() && !app.document.is_dirty());
    open_level(&mut h, EHZ2, EHZ2);
    open_level(&mut h, EHZ1, EHZ1);
    assert_eq!(h.state().document.level().objects[3], object);

    // A collision tile every zone reads: Save stops in the save dialog and waits for the checkbox.
    let mut tile = SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    tile.angle = 0xE0;
    edit(&mut h, "Edit tile", Edit::SetTile { index: 20, tile });
    let before = snapshot(dir.path());
    press_save(&mut h);
    run_until(&mut h, "the plan", |app| app.session.export.as_ref().is_some_and(|d| d.plan.is_some() && !d.is_busy()));
    h.get_by_label("Save into SonLVL project");
    h.get_by_label_contains(" other level(s) of the project use files this export changes:");
    assert!(h.get_by_label("Save").accesskit_node().is_disabled());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().document.is_dirty());
    assert_eq!(snapshot(dir.path()), before, "nothing written");
}
