//! The special-stage editor (Sonic 1's rotating maze) driven through the UI with egui_kittest: reached from the
//! File menu, painting from the palette with undo and redo, filling a rectangle, dragging the start, playing
//! (the engine's integers, frame for frame, pause, step, step back), saving and reopening.

use crate::support::{self, click, frames, test_level};
use editor::StudioApp;
use editor::files::{DialogOutcome, ScriptedDialogs};
use editor::special_stage::{SpecialStageEditor, grid_view};
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::special_stage::SpecialStage as Engine;
use formats::inputs::Buttons;
use formats::special_stage::{self as ss, StageId};
use std::path::PathBuf;

/// The editor on the test level, play-tests stepping one game frame per display frame, dialogs answering
/// `outcomes` in turn.
fn harness(outcomes: Vec<DialogOutcome>) -> Harness<'static, StudioApp> {
    let mut app =
        StudioApp::new(editor::Document::new(test_level("Level"), None), Box::new(ScriptedDialogs::new(outcomes)));
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    let mut h = support::app_harness(app);
    h.run();
    h
}

fn file_menu(h: &mut Harness<'static, StudioApp>, item: &str) {
    h.get_by_role_and_label(Role::Button, "File").click();
    h.run();
    h.get_by_label_contains(item).click();
    h.run();
}

fn editor<'a>(h: &'a Harness<'static, StudioApp>) -> &'a SpecialStageEditor {
    h.state().special_stage.as_ref().expect("the special-stage editor is open")
}

/// The screen centre of a layout cell in the grid view.
fn cell(h: &Harness<'static, StudioApp>, row: usize, column: usize) -> Pos2 {
    let grid = &editor(h).grid;
    grid_view::cell_centre(&grid.camera, grid.rect, row, column)
}

fn drag(h: &mut Harness<'static, StudioApp>, from: Pos2, to: Pos2) {
    h.event(Event::PointerMoved(from));
    h.step();
    h.event(Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.step();
    let mid = from + (to - from) / 2.0;
    h.event(Event::PointerMoved(mid));
    h.step();
    h.event(Event::PointerMoved(to));
    h.step();
    h.event(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.step();
    h.run();
}

fn disassembly() -> Option<PathBuf> {
    let dir = formats::reference::shared_dir()?.join("reference/s1disasm-full");
    dir.is_dir().then_some(dir)
}

#[test]
fn paint_from_the_palette_then_undo_and_redo() {
    let mut h = harness(vec![]);
    file_menu(&mut h, "New special stage");
    assert_eq!(editor(&h).doc.stage(), studio_core::special_stage::SsDocument::untitled().stage());
    h.get_by_label("Block Ring").click();
    h.run();
    assert_eq!(editor(&h).brush, 0x3A);
    let at = cell(&h, 30, 30);
    click(&mut h, at);
    h.run();
    assert_eq!(editor(&h).doc.stage().id(30, 30), 0x3A);
    assert!(editor(&h).doc.is_dirty());
    // A stroke across three cells is one undo step.
    h.get_by_label("Block Bumper").click();
    h.run();
    let (a, b) = (cell(&h, 27, 26), cell(&h, 27, 28));
    drag(&mut h, a, b);
    let stage = editor(&h).doc.stage().clone();
    assert_eq!((stage.id(27, 26), stage.id(27, 27), stage.id(27, 28)), (0x25, 0x25, 0x25));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!((editor(&h).doc.stage().id(27, 27), editor(&h).doc.stage().id(30, 30)), (0, 0x3A));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(editor(&h).doc.stage(), studio_core::special_stage::SsDocument::untitled().stage());
    assert!(!editor(&h).doc.is_dirty(), "undone back to the new stage");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(editor(&h).doc.stage(), &stage);
    // Alt+click picks the block under the pointer.
    let at = cell(&h, 24, 24);
    h.event(Event::PointerMoved(at));
    h.step();
    h.event(Event::ModifiersChanged(Modifiers::ALT));
    h.event(Event::PointerButton { pos: at, button: PointerButton::Primary, pressed: true, modifiers: Modifiers::ALT });
    h.step();
    h.event(Event::PointerButton {
        pos: at,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::ALT,
    });
    h.event(Event::ModifiersChanged(Modifiers::NONE));
    h.run();
    assert_eq!(editor(&h).brush, 0x01, "the wall's id");
    assert_eq!(editor(&h).doc.stage(), &stage, "picking changes nothing");
}

#[test]
fn fill_a_rectangle_and_drag_the_start() {
    let mut h = harness(vec![]);
    file_menu(&mut h, "New special stage");
    h.get_by_label("Block GOAL").click();
    h.get_by_label("Fill rectangle").click();
    h.run();
    let (a, b) = (cell(&h, 28, 33), cell(&h, 26, 30));
    drag(&mut h, a, b);
    let stage = editor(&h).doc.stage();
    let filled: Vec<(usize, usize)> =
        (0..64).flat_map(|r| (0..64).map(move |c| (r, c))).filter(|&(r, c)| stage.id(r, c) == 0x27).collect();
    let mut expected: Vec<(usize, usize)> = (26..=28).flat_map(|r| (30..=33).map(move |c| (r, c))).collect();
    expected.push((38, 35));
    expected.sort();
    assert_eq!(filled, expected, "3 × 4 blocks, and the stage's own GOAL");
    assert_eq!(editor(&h).doc.history().undo_label(), Some("Fill rectangle"));

    // The start marker drags with any tool, one undo step; Shift puts it on a block's centre.
    let before = editor(&h).doc.stage().start;
    let (a, b) = (cell(&h, 37, 31), cell(&h, 35, 29));
    drag(&mut h, a, b);
    let start = editor(&h).doc.stage().start;
    assert_eq!((start.x, start.y), (before.x - 48, before.y - 48));
    assert_eq!(engine::special_stage::Grid::item_cell(start.x, start.y), engine::special_stage::Grid::cell_of(35, 29));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(editor(&h).doc.stage().start, before);
    assert_eq!(editor(&h).doc.history().undo_label(), Some("Fill rectangle"));
}

#[test]
fn play_stage_1_from_the_disassembly_frame_for_frame() {
    let Some(dir) = disassembly() else { return };
    let mut h = harness(vec![DialogOutcome::Picked(dir.clone())]);
    file_menu(&mut h, "Open special stage from s1disasm");
    h.get_by_label("Stage 1").click();
    h.run();
    let stage = ss::read_from_disassembly(&dir, StageId { stage: 1, jp1: false }).expect("stage 1");
    assert_eq!(editor(&h).doc.stage(), &stage);
    assert!(!editor(&h).doc.is_dirty());

    h.key_press(Key::P);
    h.step();
    let first = editor(&h).play.as_ref().expect("P plays").frame();
    assert!(first <= 4, "one game frame per display frame");
    frames(&mut h, 120 - first as usize);
    let play = editor(&h).play.as_ref().expect("playing");
    assert_eq!(play.frame(), 120);
    let mut headless = Engine::new(&stage);
    let mut states = vec![headless.clone()];
    for _ in 0..120 {
        headless.step(Buttons::NONE);
        states.push(headless.clone());
    }
    assert_eq!(play.stage, headless);
    // The engine's own test numbers (engine/tests/engine/special_stage.rs, stage 1 without input): the player
    // fell from the start, took the first ring on frame 35 and touched R (0x2B) on frame 114.
    assert_eq!((states[1].player.y, states[1].player.y_speed), (0x2E0_2A00, 42));
    assert_eq!((states[34].rings, states[35].rings), (0, 1));
    assert_eq!((states[113].rotation.speed, states[114].rotation.speed), (0x40, -0x40));
    assert_eq!(play.stage.rotation.speed, -0x40);
    assert!(play.stage.player.y > u32::from(stage.start.y) << 16, "the player fell");
    // The overlay shows the angle in the rotated view.
    h.get_by_label_contains("Stage angle");

    // Pause, step, step back.
    h.key_press(Key::Enter);
    h.run();
    let paused_at = editor(&h).play.as_ref().expect("playing").frame();
    assert!(editor(&h).play.as_ref().expect("playing").paused);
    frames(&mut h, 5);
    assert_eq!(editor(&h).play.as_ref().expect("playing").frame(), paused_at);
    h.key_press(Key::Period);
    h.run();
    assert_eq!(editor(&h).play.as_ref().expect("playing").frame(), paused_at + 1);
    for _ in 0..3 {
        h.key_press(Key::Comma);
        h.run();
    }
    let play = editor(&h).play.as_ref().expect("playing");
    assert_eq!(play.frame(), paused_at - 2);
    assert_eq!(play.stage, states[(paused_at - 2) as usize], "rewound exactly");
    h.key_press(Key::Escape);
    h.run();
    assert!(editor(&h).play.is_none(), "Esc stops");
}

#[test]
fn save_as_and_reopen_give_the_same_stage() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("maze.ron");
    let mut h = harness(vec![DialogOutcome::Picked(path.clone()), DialogOutcome::Picked(path.clone())]);
    file_menu(&mut h, "New special stage");
    h.get_by_label("Block Emerald 3").click();
    h.run();
    let at = cell(&h, 31, 33);
    click(&mut h, at);
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    h.run();
    assert!(!editor(&h).doc.is_dirty(), "saved");
    assert_eq!(editor(&h).doc.path(), Some(path.as_path()));
    let saved = editor(&h).doc.stage().clone();
    assert_eq!(saved.id(31, 33), 0x3D);
    let text = std::fs::read_to_string(&path).expect("written");
    assert_eq!(ss::SpecialStage::from_ron(&text).expect("reads back"), saved);
    // Close, then open it again through the File menu of the level editor.
    file_menu(&mut h, "Close special stage");
    assert!(h.state().special_stage.is_none());
    file_menu(&mut h, "Open special stage…");
    h.run();
    assert_eq!(editor(&h).doc.stage(), &saved);
    // A special stage opened as a file (the command line, a dropped file, recent files) goes to the editor too;
    // a level file does not.
    let mut app = support::opened(test_level("Level"));
    assert!(app.open_path(&path));
    assert_eq!(app.special_stage.as_ref().map(|e| e.doc.stage()), Some(&saved));
    assert!(!StudioApp::is_special_stage(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../sample_levels/objects.ron"
    ))));
}

#[test]
fn unsaved_changes_are_asked_about_before_closing() {
    let mut h = harness(vec![]);
    file_menu(&mut h, "New special stage");
    let at = cell(&h, 30, 30);
    click(&mut h, at);
    assert!(editor(&h).doc.is_dirty());
    file_menu(&mut h, "Close special stage");
    assert!(h.state().special_stage.is_some(), "asks first");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.state().special_stage.is_some());
    file_menu(&mut h, "Close special stage");
    h.get_by_label("Discard").click();
    h.run();
    assert!(h.state().special_stage.is_none(), "closed: the level editor is back");
    h.get_by_role_and_label(Role::Button, "Level");
}
