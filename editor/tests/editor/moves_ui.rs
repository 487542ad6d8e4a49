//! The move sets through the UI (egui_kittest): picking Knuckles in the play bar and gliding with the keyboard; the
//! picker lists the profile's moves and the HUD shows the move in progress.

use crate::support;

use crate::support::{frames, test_level};
use editor::StudioApp;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::player::Ability;
use engine::{Character, World};
use formats::{Level, ProfileId};

/// The shared test level (floor top at y 224, open sky above) under the Sonic 3 & Knuckles profile.
fn level() -> Level {
    let mut level = test_level("Moves");
    level.player_start = formats::Point { x: 64, y: 205 };
    level.profile = ProfileId::S3K;
    level
}

fn harness() -> Harness<'static, StudioApp> {
    support::playtest_harness(level())
}

#[test]
fn picking_knuckles_and_gliding_through_the_ui() {
    let mut h = harness();
    h.get_by_label("Knuckles").click();
    h.step();
    assert_eq!(h.state().playtest.character, Character::Knuckles);
    h.get_by_label("Play from start").click();
    h.step();
    // Jump, rise holding the button until the variable jump height stops capping, let go, press again: glide.
    h.key_down(Key::Z);
    frames(&mut h, 14);
    h.key_up(Key::Z);
    h.step();
    h.key_down(Key::Z);
    frames(&mut h, 10);
    let play = h.state().playtest.play.as_ref().expect("playing");
    let p = &play.world.player;
    assert!(matches!(p.ability, Ability::Glide { .. }), "gliding: {p:?}");
    assert_eq!((p.width_radius, p.height_radius), (10, 10), "the gliding size");
    assert!(p.x_speed > 0x400, "accelerating from 4: {:#x}", p.x_speed);
    // The same inputs headless give the same state.
    // (The play-test starts from the level's start settled on the floor, as `World::new` does.)
    let mut world = World::new(&level(), Character::Knuckles);
    for &b in &play.recording {
        world.step(b);
    }
    assert_eq!(&world.player, p);
    // The HUD names the move with the glide speed.
    let text = p.move_text();
    assert!(text.starts_with("gliding"));
    assert_eq!(h.get_all_by_label(&text).count(), 1, "HUD shows {text}");
    h.key_up(Key::Z);
}
