//! Play-testing inside the editor, driven through the UI with egui_kittest: starting, holding keys, pause / step /
//! step back, edits reaching the simulation, Esc, and the editor shortcuts that must stay off while playing.
//! Every frame count is exact: the app runs with a fixed display step of one game frame (`PlayUi::fixed_dt`).

use crate::support;

use crate::support::{frames, test_level};
use editor::StudioApp;
use editor::widgets::camera::pixel_centre;
use egui::{Key, Modifiers, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use studio_core::edit::Edit;
use studio_core::view::ViewLayer;

/// The test level with the start on the floor of layout row 1: the floor's top is y 224 and Sonic's Height
/// Radius is 19, so he stands at y 205.
fn level() -> Level {
    let mut level = test_level("Play");
    level.player_start = formats::Point { x: 64, y: 205 };
    level
}

fn harness() -> Harness<'static, StudioApp> {
    support::playtest_harness(level())
}

use crate::support::click;

fn player(h: &Harness<'static, StudioApp>) -> Player {
    h.state().playtest.play.as_ref().expect("playing").world.player.clone()
}

fn headless(level: &Level, inputs: &[Buttons]) -> World {
    let start = level.player_start;
    let mut world = World::with_player(level, Player::standing(Character::Sonic, start.x, start.y));
    for &b in inputs {
        world.step(b);
    }
    world
}

#[test]
fn holding_right_in_the_editor_equals_the_headless_engine() {
    let mut h = harness();
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    let play = h.state().playtest.play.as_ref().expect("the Play button starts a play-test");
    let first = play.frame();
    assert!(first <= 1, "at most one frame per display frame");
    frames(&mut h, 45 - first as usize);
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert_eq!(play.frame(), 45, "one game frame per display frame at 60 Hz");
    assert_eq!(play.recording, vec![Buttons::RIGHT; 45]);
    let world = headless(&level(), &[Buttons::RIGHT; 45]);
    assert_eq!(play.world.player, world.player);
    // 45 frames of acceleration 0x0C from rest: Ground Speed 45 × 12 = 540 = 0x21C.
    assert_eq!(play.world.player.ground_speed, 0x21C);
    assert!(!play.world.player.air);
    // The HUD shows it in SPG terms.
    assert_eq!(h.get_all_by_label("0x021C (2.109)").count(), 2, "Ground Speed and X Speed");
    // The level view follows the game camera: its 320x224 rectangle is centred in the view.
    let app = h.state();
    let play = app.playtest.play.as_ref().expect("playing");
    let view = app.canvas.view_rect;
    let centre = app.canvas.camera.to_level(view, view.center());
    let expected = vec2(play.camera.x as f32 + 160.0, play.camera.y as f32 + 112.0);
    assert!((centre - expected).length() < 0.01, "view centre {centre:?}, game camera centre {expected:?}");
    h.key_up(Key::ArrowRight);
}

#[test]
fn pause_step_and_step_back_return_to_the_same_states() {
    let mut h = harness();
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 20);
    h.get_by_label("Pause").click();
    h.step();
    let paused_at = h.state().playtest.play.as_ref().expect("playing").frame();
    frames(&mut h, 5);
    assert_eq!(h.state().playtest.play.as_ref().expect("playing").frame(), paused_at, "paused: no frames run");
    let mut states = vec![player(&h)];
    for _ in 0..3 {
        h.get_by_label("Step").click();
        h.step();
        states.push(player(&h));
    }
    assert_eq!(h.state().playtest.play.as_ref().expect("playing").frame(), paused_at + 3);
    assert_eq!(states[3], headless(&level(), &vec![Buttons::RIGHT; paused_at as usize + 3]).player);
    for back in (0..3).rev() {
        h.get_by_label("Step back").click();
        h.step();
        assert_eq!(player(&h), states[back], "step back to frame {}", paused_at + back as u64);
    }
    // Stepping forward again with the same keys replays the same states.
    h.get_by_label("Step").click();
    h.step();
    assert_eq!(player(&h), states[1]);
    h.key_up(Key::ArrowRight);
}

#[test]
fn an_edit_during_a_pause_changes_the_next_frame() {
    let mut h = harness();
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 3);
    h.get_by_label("Pause").click();
    h.step();
    let before = player(&h);
    assert!(!before.air, "standing on the floor");
    // Remove the floor under the player (layout cell 0, 1) while paused.
    h.state_mut().document.apply("Erase cell", Edit::SetCell { col: 0, row: 1, chunk: None }).expect("edit");
    h.step();
    h.get_by_label("Step").click();
    h.step();
    let after = player(&h);
    let mut edited = level();
    edited.layout.set(0, 1, None);
    let mut expected = World::with_player(&edited, before.clone());
    expected.step(Buttons::NONE);
    assert_eq!(after, expected.player);
    assert!(after.air, "with the floor gone the player falls");
    // The unedited level would have kept him standing.
    let mut unedited = World::with_player(&level(), before);
    unedited.step(Buttons::NONE);
    assert!(!unedited.player.air);
}

#[test]
fn escape_stops_and_centres_the_view_on_the_player() {
    let mut h = harness();
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 30);
    // kittest runs one display frame per queued event: release the key in its own frame first.
    h.key_up(Key::ArrowRight);
    h.step();
    let p = player(&h);
    h.key_press(Key::Escape);
    h.step();
    let app = h.state();
    assert!(app.playtest.play.is_none());
    let view = app.canvas.view_rect;
    let centre = app.canvas.camera.to_level(view, view.center());
    let expected = vec2(p.pixel_x() as f32, p.pixel_y() as f32);
    assert!((centre - expected).length() < 0.01, "view centre {centre:?}, player {expected:?}");
}

#[test]
fn playing_turns_plain_key_shortcuts_off_and_pausing_turns_them_back_on() {
    let mut h = harness();
    h.key_press(Key::P);
    h.step();
    assert!(h.state().playtest.play.is_some(), "P plays from the level's start");
    assert_eq!(player(&h).pixel_x(), 64);
    h.key_press(Key::W);
    h.step();
    assert_eq!(h.state().settings.layer, ViewLayer::A, "W is not Layer B while playing");
    h.get_by_label("Pause").click();
    h.step();
    h.key_press(Key::W);
    h.step();
    assert_eq!(h.state().settings.layer, ViewLayer::B, "editor shortcuts work while paused");
}

#[test]
fn play_from_here_drops_the_chosen_character_where_clicked() {
    let mut h = harness();
    h.get_by_label("Knuckles").click();
    h.run();
    h.get_by_label("Play from here").click();
    h.run();
    assert!(h.state().editing.play_here_armed);
    let revision = h.state().document.revision();
    let (camera, view) = (h.state().canvas.camera, h.state().canvas.view_rect);
    click(&mut h, pixel_centre(&camera, view, 300, 150));
    assert_eq!(
        h.state().playtest.started,
        (Character::Knuckles, Some((300, 150)), false),
        "the click starts a play-test there"
    );
    h.step();
    let play = h.state().playtest.play.as_ref().expect("the click starts a play-test");
    assert_eq!(play.world.player.character, Character::Knuckles);
    assert_eq!(play.frame(), 1, "dropped in, then one frame ran");
    let expected = {
        let mut w = World::with_player(&level(), Player::standing(Character::Knuckles, 300, 150));
        w.step(Buttons::NONE);
        w.player
    };
    assert_eq!(play.world.player, expected);
    assert!(!h.state().editing.play_here_armed);
    assert_eq!(h.state().document.revision(), revision, "the click edited nothing");
    // Shift+P over the view drops the player under the pointer at once (no display time passes here, so the
    // play-test stays at frame 0 whatever frames the key events take).
    h.state_mut().playtest.fixed_dt = Some(0.0);
    h.key_press(Key::Escape);
    h.step();
    let (camera, view) = (h.state().canvas.camera, h.state().canvas.view_rect);
    h.hover_at(pixel_centre(&camera, view, 200, 180));
    h.step();
    h.key_press_modifiers(Modifiers::SHIFT, Key::P);
    h.step();
    let play = h.state().playtest.play.as_ref().expect("Shift+P starts a play-test");
    assert_eq!(play.frame(), 0);
    assert_eq!((play.world.player.pixel_x(), play.world.player.pixel_y()), (200, 180));
}

#[test]
fn a_saved_replay_loads_and_plays_back_the_same_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("run.inputs");
    let mut h = harness();
    h.state_mut().playtest.replay_path = path.display().to_string();
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 20);
    h.key_up(Key::ArrowRight);
    h.step();
    frames(&mut h, 9);
    h.get_by_label("Pause").click();
    h.step();
    let recorded = h.state().playtest.play.as_ref().expect("playing").recording.clone();
    let end = player(&h);
    h.get_by_label("Save replay").click();
    h.step();
    let text = std::fs::read_to_string(&path).expect("replay written");
    assert_eq!(text, formats::inputs::InputScript::from_frames(&recorded).to_text());
    h.key_press(Key::Escape);
    h.step();
    assert!(h.state().playtest.play.is_none());
    // Load it: a new play-test from the same start plays the recorded buttons back, whatever is held.
    h.get_by_label("Replay…").click();
    h.run();
    h.get_by_label("Load replay").click();
    h.step();
    let play = h.state().playtest.play.as_ref().expect("loading a replay starts a play-test");
    assert!(play.playback);
    let start = play.frame();
    frames(&mut h, recorded.len() - start as usize);
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert_eq!(play.frame(), recorded.len() as u64);
    assert_eq!(play.world.player, end);
    assert_eq!(play.world.player, headless(&level(), &recorded).player);
}

#[test]
fn compare_shows_where_a_saved_replay_first_differs_after_an_edit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("run.inputs");
    let mut h = harness();
    h.state_mut().playtest.replay_path = path.display().to_string();
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    // 100 frames of Right from x 64 reach x ~300, across layout cell (1, 1) at x 128..255.
    frames(&mut h, 100);
    h.get_by_label("Pause").click();
    h.step();
    h.get_by_label("Save replay").click();
    // The command applies after the frame of the click; the Compare button appears in the next one.
    h.step();
    h.step();
    h.get_by_label("Compare").click();
    h.step();
    let frames_run = h.state().playtest.play.as_ref().expect("playing").frame();
    assert_eq!(
        h.state().playtest.message.as_deref(),
        Some(format!("Replay unchanged: identical for all {frames_run} frames").as_str())
    );
    // Remove the floor in the run's path (layout cell 1, 1 starts at x 128): the re-run falls there.
    h.state_mut().document.apply("Erase cell", Edit::SetCell { col: 1, row: 1, chunk: None }).expect("edit");
    h.step();
    h.get_by_label("Compare").click();
    h.step();
    let reference = h.state().playtest.reference.clone().expect("pinned");
    let mut edited = level();
    edited.layout.set(1, 1, None);
    let expected = studio_core::playtest::replay::first_divergence(
        &reference.trajectory,
        &studio_core::playtest::session::ReplayReference::record(&edited, reference.started, reference.script.clone())
            .trajectory,
        &edited,
    )
    .expect("the edit changes the run");
    let message = h.state().playtest.message.clone().unwrap_or_default();
    assert_eq!(message, format!("Replay {expected}"));
    assert!(message.starts_with("Replay diverges at frame "), "{message}");
}

#[test]
fn keys_can_be_rebound_in_the_controls_window() {
    let mut h = harness();
    h.get_by_label("Controls…").click();
    h.run();
    h.get_by_label("Add key to Jump (A, B, C)").click();
    h.step();
    h.key_press(Key::W);
    h.step();
    assert!(h.state().panels.play.controls.bindings.jump.contains(&Key::W));
    assert!(h.state().panels.play.controls.capturing.is_none());
    // W now jumps in a play-test.
    h.get_by_label("Controls…").click();
    h.run();
    assert!(!h.state().panels.play.controls.open);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 2);
    h.key_down(Key::W);
    frames(&mut h, 2);
    assert!(player(&h).air, "W held: jumped");
    h.key_up(Key::W);
    h.key_press(Key::Escape);
    h.step();
    // Click the W chip to unbind it.
    h.get_by_label("Controls…").click();
    h.run();
    h.get_by_label("W").click();
    h.step();
    assert!(!h.state().panels.play.controls.bindings.jump.contains(&Key::W));
    h.get_by_label("Reset to defaults").click();
    h.step();
    assert_eq!(h.state().panels.play.controls.bindings, editor::input::bindings::Bindings::default());
}

fn frame_of(h: &Harness<'static, StudioApp>) -> u64 {
    h.state().playtest.play.as_ref().expect("playing").frame()
}

fn paused(h: &Harness<'static, StudioApp>) -> bool {
    h.state().playtest.play.as_ref().expect("playing").paused
}

/// The play-test keys (issue #36): Enter pauses and resumes (the pad's Start), `.` steps, `,` steps back,
/// Shift+`,` rewinds a second, P restarts, Esc stops — each the same as its button, and listed in F1.
#[test]
fn the_play_test_keys_pause_step_rewind_restart_and_stop() {
    let mut h = harness();
    h.key_down(Key::ArrowRight);
    h.key_press(Key::P);
    h.step();
    let n = 99 - frame_of(&h) as usize;
    frames(&mut h, n);
    assert_eq!(frame_of(&h), 99);
    h.key_press(Key::Enter);
    h.step();
    let at = frame_of(&h);
    assert!(paused(&h) && at == 99, "Enter paused on the frame it was pressed: {at}");
    frames(&mut h, 3);
    assert_eq!(frame_of(&h), at, "paused: no frames run");
    h.key_press(Key::Period);
    h.step();
    assert_eq!(frame_of(&h), at + 1, ". steps one frame");
    let stepped = player(&h);
    assert_eq!(stepped, headless(&level(), &vec![Buttons::RIGHT; at as usize + 1]).player);
    h.key_press(Key::Comma);
    h.step();
    assert_eq!(frame_of(&h), at, ", steps back one frame");
    h.key_press_modifiers(Modifiers::SHIFT, Key::Comma);
    h.step();
    assert_eq!(frame_of(&h), at - 60, "Shift+, rewinds a second and does not also step back");
    assert_eq!(player(&h), headless(&level(), &vec![Buttons::RIGHT; at as usize - 60]).player);
    h.key_press_modifiers(Modifiers::SHIFT, Key::Comma);
    h.step();
    assert_eq!(frame_of(&h), 0, "no further back than the oldest kept frame");
    h.key_press(Key::Enter);
    h.step();
    assert!(!paused(&h), "Enter resumes");
    frames(&mut h, 10);
    // P restarts from the start.
    h.key_press(Key::P);
    h.step();
    assert!(frame_of(&h) <= 2, "restarted: frame {}", frame_of(&h));
    h.key_press(Key::Escape);
    h.step();
    assert!(h.state().playtest.play.is_none(), "Esc stops");
    h.key_up(Key::ArrowRight);
    // F1 lists them.
    let ctx = egui::Context::default();
    let rows = editor::panels::help::shortcut_rows(&ctx);
    let keys = [("Pause", "Enter"), ("Step", "Period"), ("Step back", "Comma"), ("Rewind a second", "Shift+Comma")];
    for (label, key) in keys {
        assert!(
            rows.iter().any(|(section, l, k)| *section == "Play-test" && *l == label && k == key),
            "{label} {key}: {rows:?}"
        );
    }
}

/// The play-test keys are rebound in the Controls window like the game buttons: a key does one thing (a game
/// button's key moves), a shortcut the editor uses while playing is refused with the reason, and Esc closes
/// the window.
#[test]
fn play_test_keys_are_rebound_in_the_controls_window() {
    let mut h = harness();
    h.get_by_label("Controls…").click();
    h.run();
    h.get_by_label("Set key for Pause").click();
    h.step();
    h.key_press(Key::Z);
    h.step();
    // Z was a jump key: it now pauses, and jumps no more.
    assert!(!h.state().panels.play.controls.bindings.jump.contains(&Key::Z));
    h.get_by_label("Set key for Step").click();
    h.step();
    h.key_press(Key::F1);
    h.step();
    h.get_by_label("Not bound: F1 is the shortcut of “Keyboard shortcuts…”.");
    // Esc closes the window.
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().panels.play.controls.open);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 5);
    h.key_press(Key::Z);
    h.step();
    assert!(paused(&h), "Z pauses now");
    h.key_press(Key::Enter);
    h.step();
    assert!(paused(&h), "Enter no longer does");
    h.key_press(Key::Escape);
    h.step();
    h.get_by_label("Controls…").click();
    h.run();
    h.get_by_label("Reset to defaults").click();
    h.step();
    let ctx = h.ctx.clone();
    assert_eq!(editor::command::play_keys::PlayKeys::current(&ctx), Default::default());
}

/// The play bar's "Credits demo" menu, on a level imported from Sonic 1's project (s1disasm-full), lists the
/// credits demos that play it; choosing Labyrinth 3's (demo 4) starts where the demo starts, with the lamppost
/// state `EndDemo_LampVar` gives (last lamppost 1, the respawn at $A00, $62C, the bottom limit $800).
#[test]
fn the_credits_demo_menu_starts_as_the_demo_does() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let level = formats::import::sonlvl::import(&ini, "Labyrinth Zone Act 3").unwrap();
    let mut h = support::playtest_harness(level);
    h.get_by_label("Credits demo").click();
    h.run();
    h.get_by_label("Credits demo 4 (2560, 1580)").click();
    h.step();
    let play = h.state().playtest.play.as_ref().expect("the demo's start starts a play-test");
    assert!(play.frame() <= 1);
    assert_eq!((play.world.player.pixel_x(), play.world.player.pixel_y()), (0xA00, 0x62C), "standing there");
    let game = &play.world.objects.game;
    assert_eq!((game.last_star_post, game.respawn_point), (1, Some((0xA00, 0x62C))));
    assert_eq!(play.world.bounds.bottom, 0x800 + 224);
    // A level no credits demo plays lists none.
    let other = formats::import::sonlvl::import(&ini, "Labyrinth Zone Act 1").unwrap();
    let mut h = support::playtest_harness(other);
    h.get_by_label("Credits demo").click();
    h.run();
    assert!(h.query_by_label_contains("No credits demo plays this level").is_some());
    assert!(h.query_by_label("Credits demo 4 (2560, 1580)").is_none());
}
