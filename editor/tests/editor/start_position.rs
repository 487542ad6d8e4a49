//! The player start, driven through the whole app with egui_kittest: dragged on the canvas with the Select tool
//! (snapped, Shift free, one undo step), "Set player start here" in the right-click menu (standing on the floor
//! under the click), the X and Y fields of the level panel; and a new level (Ctrl+N) that plays on its floor at
//! once.

use crate::support;

use crate::support::{frames, test_level};
use editor::StudioApp;
use editor::widgets::camera::{Camera, pixel_centre};
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::level::Point;

/// The test level (floor top y 224 in layout row 1: Sonic stands at y 204) at one level pixel per point, the level's
/// origin at the view's corner.
fn harness() -> Harness<'static, StudioApp> {
    at_one_to_one(support::app_harness(support::opened(test_level("Start"))))
}

fn at_one_to_one(mut h: Harness<'static, StudioApp>) -> Harness<'static, StudioApp> {
    h.run();
    h.state_mut().canvas.camera = Camera { offset: Vec2::ZERO, zoom: 1.0 };
    h.state_mut().canvas.release_fit();
    h.run();
    h
}

fn at(h: &Harness<'_, StudioApp>, x: i32, y: i32) -> egui::Pos2 {
    let app = h.state();
    pixel_centre(&app.canvas.camera, app.canvas.view_rect, x, y)
}

fn start(h: &Harness<'_, StudioApp>) -> Point {
    h.state().document.level().player_start
}

fn undo_label(h: &Harness<'_, StudioApp>) -> Option<String> {
    h.state().document.history().undo_label().map(str::to_string)
}

/// Drags with the left button from one level pixel to another in a few steps, with `modifiers` held.
fn drag_level(h: &mut Harness<'_, StudioApp>, from: (i32, i32), to: (i32, i32), modifiers: Modifiers) {
    let (a, b) = (at(h, from.0, from.1), at(h, to.0, to.1));
    h.event(Event::ModifiersChanged(modifiers));
    h.hover_at(a);
    h.run();
    h.event(Event::PointerButton { pos: a, button: PointerButton::Primary, pressed: true, modifiers });
    h.run();
    for t in [0.25, 0.5, 1.0] {
        h.hover_at(a + (b - a) * t);
        h.run();
    }
    h.event(Event::PointerButton { pos: b, button: PointerButton::Primary, pressed: false, modifiers });
    h.event(Event::ModifiersChanged(Modifiers::NONE));
    h.run();
}

fn undo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
}

fn redo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
}

#[test]
fn dragging_start_moves_it_snapped_as_one_undo_step() {
    let mut h = harness();
    h.state_mut().editing.snap = Some(16);
    let before = h.state().document.level().clone();
    assert_eq!(start(&h), Point { x: 64, y: 64 });
    // Grabbed by its label, above the box: x 64 + 66 = 130 snaps to 128; the feet row 64 + 56 + 20 = 140 snaps to
    // 144, so y 124.
    drag_level(&mut h, (64, 40), (130, 96), Modifiers::NONE);
    assert_eq!(start(&h), Point { x: 128, y: 124 });
    assert_eq!(undo_label(&h).as_deref(), Some("Set player start"));
    assert!(h.state().editing.selection.is_empty(), "no marquee selected anything");
    h.get_by_role_and_label(Role::Button, "Edit").click();
    h.run();
    h.get_by_label_contains("Undo Set player start");
    h.key_press(Key::Escape);
    h.run();
    undo(&mut h);
    assert_eq!(h.state().document.level(), &before, "the whole drag is one step");
    redo(&mut h);
    assert_eq!(start(&h), Point { x: 128, y: 124 });

    // Shift: free, to the pixel.
    drag_level(&mut h, (128, 124), (161, 153), Modifiers::SHIFT);
    assert_eq!(start(&h), Point { x: 161, y: 153 });
    undo(&mut h);
    assert_eq!(start(&h), Point { x: 128, y: 124 });

    // A drag from empty space is still a marquee: the start stays.
    drag_level(&mut h, (300, 20), (340, 60), Modifiers::NONE);
    assert_eq!(start(&h), Point { x: 128, y: 124 });
}

#[test]
fn set_player_start_here_stands_on_the_floor_under_the_click() {
    // Real frame times: a right click opens the menu when press and release are close in time.
    let mut h = at_one_to_one(support::realtime_harness(support::opened(test_level("Start"))));
    let p = at(&h, 200, 100);
    for pressed in [true, false] {
        h.event(Event::PointerMoved(p));
        h.event(Event::PointerButton { pos: p, button: PointerButton::Secondary, pressed, modifiers: Modifiers::NONE });
        h.run_steps(6);
    }
    // The floor's top row is y 224: the feet (y + 19) on row 223.
    h.get_by_label("Set player start here (200, 204)").click();
    h.run_steps(6);
    assert_eq!(start(&h), Point { x: 200, y: 204 });
    assert_eq!(undo_label(&h).as_deref(), Some("Set player start"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run_steps(6);
    assert_eq!(start(&h), Point { x: 64, y: 64 });
}

#[test]
fn the_level_panel_fields_set_the_start() {
    let mut h = harness();
    h.get_by_role_and_label(Role::SpinButton, "X").set_value_accesskit(300.0);
    h.run();
    assert_eq!(start(&h), Point { x: 300, y: 64 });
    h.get_by_role_and_label(Role::SpinButton, "Y").set_value_accesskit(204.0);
    h.run();
    assert_eq!(start(&h), Point { x: 300, y: 204 });
    assert_eq!(undo_label(&h).as_deref(), Some("Set player start"));
    undo(&mut h);
    assert_eq!(start(&h), Point { x: 300, y: 64 }, "each change is its own step");
    undo(&mut h);
    assert_eq!(start(&h), Point { x: 64, y: 64 });
    redo(&mut h);
    assert_eq!(start(&h), Point { x: 300, y: 64 });
}

#[test]
fn a_new_level_plays_on_its_floor_at_once() {
    let mut app = support::opened(test_level("Old"));
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    let mut h = support::app_harness(app);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Create").click();
    h.run();
    let level = h.state().document.level().clone();
    assert_eq!(level.name, "Untitled");
    // 16 x 8 chunks of 128 px: the floor's top row is y 1024 - 32.
    assert_eq!(level.player_start, Point { x: 96, y: 1024 - 32 - 20 });
    assert!(studio_core::lint::lint(&level).is_empty(), "{:?}", studio_core::lint::lint(&level));

    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(!play.world.player.air, "grounded on the first frame");
    assert_eq!(play.world.player.pixel_y(), level.player_start.y);
    frames(&mut h, 60);
    let player = &h.state().playtest.play.as_ref().expect("playing").world.player;
    assert!(!player.air, "still on the floor");
    assert_eq!(player.pixel_y(), level.player_start.y);
    assert!(player.pixel_x() > 96 + 60, "ran right to x {}", player.pixel_x());
    h.key_up(Key::ArrowRight);
}

/// An S3K level's panel offers Knuckles a start of his own ("Own start…", at the player start), which the ×
/// takes away again; each is one "Set Knuckles' start" step, and the level view marks it "KNUCKLES".
#[test]
fn knuckles_gets_and_loses_his_own_start_in_the_level_panel() {
    let mut level = test_level("Start");
    level.profile = formats::ProfileId::S3K;
    let mut h = at_one_to_one(support::app_harness(support::opened(level)));
    let knuckles = |h: &Harness<'_, StudioApp>| h.state().document.level().knuckles_start;
    assert_eq!(knuckles(&h), None);
    h.get_by_label("Own start…").click();
    h.run();
    assert_eq!(knuckles(&h), Some(Point { x: 64, y: 64 }));
    assert_eq!(undo_label(&h).as_deref(), Some("Set Knuckles' start"));
    h.get_by_label("×").click();
    h.run();
    assert_eq!(knuckles(&h), None);
    undo(&mut h);
    assert_eq!(knuckles(&h), Some(Point { x: 64, y: 64 }));
    undo(&mut h);
    assert_eq!(knuckles(&h), None);
    assert_eq!(start(&h), Point { x: 64, y: 64 }, "the player start stays");
}
