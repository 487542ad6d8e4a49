//! The move sets through the UI (egui_kittest), the second part: the level's own move set in the Moves panel
//! (one undo step), player 2 from the play bar (as the game starts, CPU Tails, the second key set), and the 7 emeralds turning Sonic
//! Super.

use crate::support;

use crate::support::{frames, test_level};
use editor::StudioApp;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::Profile;
use formats::{Level, LevelMoves, ProfileId};

fn level(profile: ProfileId) -> Level {
    let mut level = test_level("Moves 2");
    level.player_start = formats::Point { x: 64, y: 205 };
    level.profile = profile;
    level
}

fn harness(profile: ProfileId) -> Harness<'static, StudioApp> {
    support::playtest_harness(level(profile))
}

#[test]
fn the_moves_panel_gives_a_sonic_2_level_the_glide_in_one_undo_step() {
    let mut h = harness(ProfileId::S2);
    assert_eq!(h.state().document.level().moves, None);
    h.get_by_label("This level's own move set").click();
    h.step();
    let profile: LevelMoves = Profile::get(ProfileId::S2).moves.into();
    assert_eq!(h.state().document.level().moves, Some(profile), "starts from the profile's set");
    h.get_by_label("Knuckles: glide, climb").click();
    h.step();
    let moves = h.state().document.level().moves.expect("own set");
    assert!(moves.glide && moves.super_forms && !moves.drop_dash);
    // The play bar's picker lists Knuckles' moves from the level's set now.
    assert!(Profile::for_level(h.state().document.level()).moves.glide);
    h.state_mut().document.undo().expect("undo");
    h.step();
    assert_eq!(h.state().document.level().moves, Some(profile));
    h.state_mut().document.undo().expect("undo");
    assert_eq!(h.state().document.level().moves, None);
}

/// Sonic 2 and S3K start Sonic with CPU Tails, as the games do; Sonic 1 alone; the play bar's "Off" takes
/// him away, in the running play-test too.
#[test]
fn the_play_test_starts_as_the_game_does_and_player_2_off_plays_alone() {
    for (profile, label, tails) in [
        (ProfileId::S2, "Player 2: As the game (CPU Tails)", true),
        (ProfileId::S3K, "Player 2: As the game (CPU Tails)", true),
        (ProfileId::S1, "Player 2: As the game (Off)", false),
    ] {
        let mut h = harness(profile);
        assert_eq!(h.get_all_by_label(label).count(), 1, "{profile:?}");
        h.get_by_label("Play from start").click();
        h.step();
        let play = h.state().playtest.play.as_ref().expect("playing");
        let second = play.world.second.as_ref();
        assert_eq!(second.is_some_and(|s| s.cpu.is_some()), tails, "{profile:?}");
        if tails {
            h.get_by_label(label).click();
            frames(&mut h, 2);
            h.get_by_label("Off").click();
            frames(&mut h, 2);
            let play = h.state().playtest.play.as_ref().expect("playing");
            assert!(play.world.second.is_none(), "Off: Sonic alone");
            h.get_by_label("Play from start").click();
            h.step();
            assert!(h.state().playtest.play.as_ref().is_some_and(|p| p.world.second.is_none()), "and on restart");
        }
    }
    // Tails as player 1 plays alone in Sonic 2 too.
    let mut h = harness(ProfileId::S2);
    h.state_mut().playtest.character = engine::Character::Tails;
    h.run();
    assert_eq!(h.get_all_by_label("Player 2: As the game (Off)").count(), 1);
}

#[test]
fn cpu_tails_follows_in_the_play_test_and_the_second_keys_take_him_over() {
    let mut h = harness(ProfileId::S1);
    h.get_by_label("Player 2: As the game (Off)").click();
    h.run();
    h.get_by_label("CPU Tails").click();
    h.run();
    assert_eq!(h.state().playtest.player2, studio_core::playtest::session::Player2::CpuTails);
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    frames(&mut h, 60);
    h.key_up(Key::ArrowRight);
    let play = h.state().playtest.play.as_ref().expect("playing");
    let second = play.world.second.as_ref().expect("player 2 in the play-test");
    assert_eq!(second.player.character, engine::Character::Tails);
    assert!(second.player.pixel_x() > 70, "Tails followed: {}", second.player.pixel_x());
    let cpu = second.cpu.as_ref().expect("CPU");
    assert_eq!(cpu.control_counter, 0);
    // D on the second key set: the CPU lets go for 10 seconds.
    h.key_down(Key::D);
    frames(&mut h, 2);
    h.key_up(Key::D);
    let play = h.state().playtest.play.as_ref().expect("playing");
    let cpu = play.world.second.as_ref().and_then(|s| s.cpu.as_ref()).expect("CPU");
    assert!(cpu.control_counter > 590);
    assert_eq!(play.recording2.last(), Some(&formats::inputs::Buttons::RIGHT), "pad 2 is recorded");
}

#[test]
fn with_7_emeralds_and_50_rings_sonic_turns_super_in_the_air() {
    let mut h = harness(ProfileId::S3K);
    h.get_by_label("7 emeralds").click();
    h.step();
    assert!(h.state().playtest.emeralds);
    h.get_by_label("Play from start").click();
    h.step();
    h.state_mut().playtest.play.as_mut().expect("playing").world.objects.game.rings = 50;
    h.key_down(Key::Z);
    frames(&mut h, 14);
    h.key_up(Key::Z);
    h.step();
    h.key_down(Key::Z);
    frames(&mut h, 2);
    h.key_up(Key::Z);
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.world.player.super_form, "{:?}", play.world.player);
    assert_eq!(play.world.objects.game.emeralds, 7);
    let text = play.world.player.power_up_text();
    assert!(text.starts_with("Super"), "{text}");
    assert_eq!(h.get_all_by_label(&text).count(), 1, "the HUD shows the drain: {text}");
}

/// The play bar's "7 Super Emeralds": with 50 rings Sonic's transformation in S3K is Hyper.
#[test]
fn with_7_super_emeralds_sonic_turns_hyper() {
    let mut h = harness(ProfileId::S3K);
    h.get_by_label("7 Super Emeralds").click();
    h.step();
    assert!(h.state().playtest.super_emeralds);
    h.get_by_label("Play from start").click();
    h.step();
    h.state_mut().playtest.play.as_mut().expect("playing").world.objects.game.rings = 50;
    h.key_down(Key::Z);
    frames(&mut h, 14);
    h.key_up(Key::Z);
    h.step();
    h.key_down(Key::Z);
    frames(&mut h, 2);
    h.key_up(Key::Z);
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.world.player.super_form && play.world.player.hyper, "{:?}", play.world.player);
    assert_eq!((play.world.objects.game.emeralds, play.world.objects.game.super_emeralds), (0, 7));
    assert_eq!(h.get_all_by_label("0 + 7 Super").count(), 1, "the HUD shows the Super Emeralds");
    // Unticked during play: the count goes back to 0.
    h.get_by_label("7 Super Emeralds").click();
    h.step();
    assert_eq!(h.state().playtest.play.as_ref().expect("playing").world.objects.game.super_emeralds, 0);
}
