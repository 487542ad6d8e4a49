//! Super forms in a running world: the transformation rules and the ring drain on the real ring count (the SPG text
//! `../shared/seeds/000_8b7d5507bec9bb3b.txt` "Super Speeds": 50 rings, "Ring Countdown": one ring every 60 frames;
//! s2disasm `Sonic_CheckGoSuper`, `Sonic_Super`, `Sonic_RevertToNormal`, `PalCycle_SuperSonic`; skdisasm `s3.asm`
//! `Sonic_CheckTransform`). Flat ground from y 640 on a 1280 × 1024 level.

use crate::support;
use engine::player::Player;
use engine::player::moves::{Ability, SUPER_DRAIN_FRAMES, TRANSFORM_FRAMES};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Level, ProfileId};

const J: Buttons = Buttons::JUMP;

fn level(profile: ProfileId) -> Level {
    let mut level = support::flat_level(10);
    level.profile = profile;
    level.bounds.bottom = 1 << 20;
    level
}

/// A world with `rings` and `emeralds`, the character in the air after a jump, falling slowly (Y Speed 0,
/// where the games test for a second press).
fn airborne(profile: ProfileId, character: Character, rings: u16, emeralds: u8) -> World {
    let mut p = Player::standing(character, 300, 300);
    p.air = true;
    p.jumping = true;
    let mut w = World::with_player(&level(profile), p);
    w.objects.game.rings = rings;
    w.set_emeralds(emeralds);
    w
}

/// Super Speeds: "50 rings" (and the 7 emeralds): a second press of jump in the air transforms (Sonic 3).
#[test]
fn pressing_jump_in_the_air_with_50_rings_and_7_emeralds_transforms() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 50, 7);
    w.step(J);
    assert!(w.player.super_form);
    assert_eq!(w.player.object_control, 0x81, "held still while transforming");
    assert_eq!(w.player.super_drain, SUPER_DRAIN_FRAMES - 1, "the transforming frame counts");
    assert_eq!(w.player.ability, Ability::None, "the transformation is not a used jump move");
}

#[test]
fn forty_nine_rings_or_six_emeralds_give_the_insta_shield_instead() {
    for (rings, emeralds) in [(49, 7), (50, 6), (999, 0)] {
        let mut w = airborne(ProfileId::S3K, Character::Sonic, rings, emeralds);
        w.step(J);
        assert!(!w.player.super_form, "{rings} rings, {emeralds} emeralds");
        assert!(matches!(w.player.ability, Ability::InstaShield { .. }));
    }
}

#[test]
fn no_super_form_where_the_move_set_has_none() {
    for profile in [ProfileId::S1, ProfileId::CD] {
        let mut w = airborne(profile, Character::Sonic, 50, 7);
        for _ in 0..60 {
            w.step(J);
        }
        assert!(!w.player.super_form, "{profile:?}");
    }
}

#[test]
fn no_transformation_after_the_act_timer_stopped() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 50, 7);
    w.objects.game.timer_stopped = true;
    w.step(J);
    assert!(!w.player.super_form);
}

/// Sonic 2 has no second press: Sonic turns Super at the top of a jump (`Sonic_JumpHeight`: Y Speed's high
/// byte 0), whatever the buttons.
#[test]
fn sonic_2_transforms_at_the_top_of_a_jump() {
    let mut p = Player::standing(Character::Sonic, 300, 620);
    (p.width_radius, p.height_radius) = (9, 19);
    let mut w = World::with_player(&level(ProfileId::S2), p);
    let y0 = w.player.y;
    assert_eq!(w.player.pixel_y() + 19, 639);
    w.objects.game.rings = 50;
    w.set_emeralds(7);
    w.step(J);
    assert_eq!(w.player.y_speed, -0x680);
    let mut frames = 0;
    while !w.player.super_form {
        w.step(J);
        frames += 1;
        assert!(frames < 60);
    }
    // Y Speed at the check on the n-th frame in the air is −0x680 + 0x38·(n − 1): its high byte is 0 first at
    // n = 31 (0x10); gravity then makes it 0x48.
    assert_eq!(frames, 31);
    assert_eq!(w.player.y_speed, 0x48);
    assert!(w.player.y < y0);
    // A jump without the rings does not.
    let mut w = World::with_player(&level(ProfileId::S2), Player::standing(Character::Sonic, 300, 620));
    w.objects.game.rings = 49;
    w.set_emeralds(7);
    for _ in 0..80 {
        w.step(J);
    }
    assert!(!w.player.super_form);
}

/// The transformation holds him still for 36 frames counting the transforming one (`PalCycle_SuperSonic`:
/// 16 frames, then 6 palette steps 4 frames apart, then `obj_control` is cleared); he moves on the 37th.
#[test]
fn the_transformation_holds_him_for_36_frames() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 60, 7);
    w.step(J);
    let (x, y) = (w.player.x, w.player.y);
    for frame in 1..TRANSFORM_FRAMES {
        assert_eq!(w.player.object_control, 0x81, "frame {frame}");
        w.step(Buttons::RIGHT);
        assert_eq!((w.player.x, w.player.y), (x, y), "frame {frame}");
    }
    assert_eq!(w.player.object_control, 0);
    w.step(Buttons::RIGHT);
    assert_ne!(w.player.y, y, "falls again");
}

/// Ring Countdown: "drained of 1 Ring every 60 steps", from the real ring count.
#[test]
fn super_drains_one_ring_every_60_frames_from_the_ring_count() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 52, 7);
    w.step(J);
    assert!(w.player.super_form);
    // The transforming frame already counted one of the 60.
    for _ in 1..SUPER_DRAIN_FRAMES {
        assert_eq!(w.rings(), 52);
        w.step(Buttons::NONE);
    }
    assert_eq!(w.rings(), 51);
    for _ in 0..SUPER_DRAIN_FRAMES {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.rings(), 50);
}

/// At 0 rings he turns back (`Sonic_Super` → `Sonic_RevertToNormal`), on the frame the count reaches 0; his
/// invincibility (`invincibility_timer` 1) ends on the next frame whose counter is a multiple of 8
/// (`Sonic_ChkInvin`).
#[test]
fn super_turns_back_when_the_rings_run_out() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 50, 7);
    w.step(J);
    w.objects.game.rings = 1;
    for _ in 1..SUPER_DRAIN_FRAMES - 1 {
        w.step(Buttons::NONE);
        assert!(w.player.super_form);
    }
    w.step(Buttons::NONE);
    assert_eq!(w.rings(), 0);
    assert!(!w.player.super_form);
    assert_eq!((w.player.top_speed(), w.player.acceleration(), w.player.deceleration()), (0x600, 0xC, 0x80));
    assert_eq!(w.player.invincibility, 1);
    let mut frames = 0;
    while w.player.invincibility != 0 {
        w.step(Buttons::NONE);
        frames += 1;
    }
    assert!((1..=8).contains(&frames));
    assert_eq!(w.objects.game.frame_counter & 7, 0);
}

#[test]
fn super_turns_back_when_the_act_ends() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 80, 7);
    w.step(J);
    w.objects.game.timer_stopped = true;
    w.step(Buttons::NONE);
    assert!(!w.player.super_form);
    assert_eq!(w.player.object_control, 0, "the transformation's hold ends too");
}

/// Knuckles turns Super on the press instead of gliding; with too few rings he glides.
#[test]
fn knuckles_transforms_before_gliding() {
    let mut w = airborne(ProfileId::S3K, Character::Knuckles, 50, 7);
    w.step(J);
    assert!(w.player.super_form);
    assert_eq!(w.player.ability, Ability::None);
    let mut w = airborne(ProfileId::S3K, Character::Knuckles, 49, 7);
    w.step(J);
    assert!(matches!(w.player.ability, Ability::Glide { .. }));
}

#[test]
fn emeralds_survive_a_restart_and_snapshots_restore_the_super_state() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 50, 7);
    let snap = w.snapshot();
    w.step(J);
    for _ in 0..70 {
        w.step(Buttons::RIGHT);
    }
    let later = w.snapshot();
    let after: Vec<_> = (0..100).map(|_| (w.step(Buttons::RIGHT), w.player.clone(), w.rings()).1).collect();
    w.restore(&later);
    let again: Vec<_> = (0..100).map(|_| (w.step(Buttons::RIGHT), w.player.clone(), w.rings()).1).collect();
    assert_eq!(after, again);
    w.restore(&snap);
    assert!(!w.player.super_form);
    w.restart(Player::standing(Character::Sonic, 300, 620));
    assert_eq!(w.objects.game.emeralds, 7);
}

/// A Hyper Sonic in the air, past his transformation's hold.
fn hyper(left: bool) -> World {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 100, 7);
    w.player.transform_hyper();
    w.player.object_control = 0;
    w.player.transform_frames = 0;
    w.player.facing_left = left;
    w
}

/// SPG "Super Speeds", Hyper Blast Ability: the second press sets X Speed to 8 the way he faces and Y Speed
/// to 0 (then this frame's gravity, $38); once per jump.
#[test]
fn the_hyper_dash_is_8_the_way_he_faces() {
    use engine::player::moves::HYPER_DASH;
    assert_eq!(HYPER_DASH, 0x800);
    for (left, x) in [(false, 0x800), (true, -0x800)] {
        let mut w = hyper(left);
        w.step(J);
        assert_eq!((w.player.x_speed, w.player.y_speed), (x, 0x38));
        assert_eq!(w.player.ability, Ability::Used);
        // SPG "Flame Shield Lag": the same camera lag as the fire dash, the position record filled with his x
        // at the dash (300), then this frame's position recorded.
        assert_eq!(w.camera.scroll_delay, engine::player::moves::DASH_SCROLL_DELAY - 0x100, "one frame scrolled");
        assert!(w.camera.record[1..].iter().all(|&r| r == 300));
        assert_eq!((w.camera.record[0], w.camera.record_index), ((300 + x / 256) as u16, 1));
        w.step(Buttons::NONE);
        w.step(J);
        assert_eq!(w.player.y_speed, 0x38 * 3, "no second dash");
    }
}

/// Holding Up: Y Speed −8, X Speed 0.
#[test]
fn the_hyper_dash_holding_up_is_straight_up_at_8() {
    let mut w = hyper(false);
    w.player.x_speed = 0x300;
    w.step(J.union(Buttons::UP));
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, -0x800 + 0x38));
}

/// Super (not Hyper) Sonic's press does nothing; turning back ends Hyper too; the Hyper constants are the
/// Super ones (SPG "Super/Hyper Sonic": one table).
#[test]
fn super_sonic_has_no_dash_and_hyper_keeps_the_super_constants() {
    let mut w = hyper(false);
    w.player.hyper = false;
    w.step(J);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, 0x38));
    let mut w = hyper(false);
    assert_eq!((w.player.top_speed(), w.player.acceleration(), w.player.deceleration()), (0xA00, 0x30, 0x100));
    w.player.revert_to_normal();
    assert!(!w.player.hyper);
}

/// S&K `Sonic_CheckTransform`: all 7 Super Emeralds allow the transformation even without the Chaos
/// Emeralds, and `Sonic_Transform`/`Knuckles_Transform` then set the Hyper flag (`Super_Sonic_Knux_flag`
/// −1); 1–6 Super Emeralds (`Emeralds_converted_flag`) allow none; Tails stays Super.
#[test]
fn seven_super_emeralds_give_the_hyper_forms_in_sonic_3() {
    for character in [Character::Sonic, Character::Knuckles] {
        let mut w = airborne(ProfileId::S3K, character, 50, 0);
        w.set_super_emeralds(7);
        w.step(J);
        assert!(w.player.super_form && w.player.hyper, "{character:?}");
        // Without them: Super, not Hyper.
        let mut w = airborne(ProfileId::S3K, character, 50, 7);
        w.step(J);
        assert!(w.player.super_form && !w.player.hyper, "{character:?}");
    }
    let mut w = airborne(ProfileId::S3K, Character::Tails, 50, 7);
    w.set_super_emeralds(7);
    w.step(J);
    assert!(w.player.super_form && !w.player.hyper, "no Hyper Tails");
    // Some emeralds converted: no transformation (the insta-shield instead).
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 50, 7);
    w.set_super_emeralds(3);
    w.step(J);
    assert!(!w.player.super_form);
    assert!(matches!(w.player.ability, Ability::InstaShield { .. }));
    // Mania has no Hyper forms: 7 Super Emeralds transform to Super.
    let mut w = airborne(ProfileId::Mania, Character::Sonic, 50, 0);
    w.set_super_emeralds(7);
    w.step(J);
    assert!(w.player.super_form && !w.player.hyper);
    // The count is kept by a restart, clamped to 7.
    w.set_super_emeralds(9);
    w.restart(Player::standing(Character::Sonic, 300, 300));
    assert_eq!(w.objects.game.super_emeralds, 7);
}

/// Hyper Sonic in play: transformed by the Super Emeralds, his next press in the air is the Hyper dash
/// (X Speed 8 the way he faces).
#[test]
fn hyper_sonic_from_the_super_emeralds_dashes() {
    let mut w = airborne(ProfileId::S3K, Character::Sonic, 60, 0);
    w.set_super_emeralds(7);
    w.step(J);
    assert!(w.player.hyper);
    for _ in 0..TRANSFORM_FRAMES {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.player.object_control, 0);
    w.player.air = true;
    w.player.jumping = true;
    w.player.y_speed = 0;
    w.player.ability = Ability::None;
    w.step(J);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0x800, 0x38), "the dash, then this frame's gravity");
}
