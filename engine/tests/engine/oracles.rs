//! The exact numbers of the SPG and `../shared/SPEC-NOTES.md`, on the sample level "Proving Grounds" (flat ground
//! from x 0 to 704 at y 640, the SPG's wall at 704..831, its ledge with the edge at 2655; see
//! `formats/examples/make_sample_level.rs`).

use crate::support;
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;

const SAMPLE: &str = include_str!("../../../sample_levels/proving_grounds.ron");

fn level() -> Level {
    formats::ron_file::from_ron_str(SAMPLE).expect("sample level loads")
}

/// A world with Sonic standing on the flat ground at pixel x (feet on y 640).
fn world_at(x: i32) -> World {
    World::with_player(&level(), Player::standing(Character::Sonic, x, 620))
}

/// A flat level: ground from y 640 down, `chunks` x 8 chunks of 128 px, no walls.
fn flat_world(chunks: usize, x: i32) -> World {
    let level = support::flat_level(chunks);
    World::with_player(&level, Player::standing(Character::Sonic, x, 620))
}

fn run(world: &mut World, frames: usize, buttons: Buttons) {
    for _ in 0..frames {
        world.step(buttons);
    }
}

#[test]
fn standing_still_stays_put() {
    let mut w = world_at(96);
    run(&mut w, 60, Buttons::NONE);
    let p = &w.player;
    assert_eq!((p.x, p.y, p.x_speed, p.y_speed, p.ground_speed, p.air), (96 << 8, 620 << 8, 0, 0, 0, false));
}

#[test]
fn top_speed_after_128_frames_and_387_px() {
    let mut w = world_at(100);
    for n in 1..=128 {
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.ground_speed, (12 * n).min(0x600) as i16, "frame {n}");
    }
    assert_eq!(w.player.x - (100 << 8), 99072, "387 px exactly");
    run(&mut w, 10, Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 0x600);
}

#[test]
fn friction_stops_from_top_speed_in_128_frames() {
    let mut w = world_at(100);
    w.player.ground_speed = 0x600;
    let start = w.player.x;
    let mut frames = 0;
    while w.player.ground_speed != 0 {
        w.step(Buttons::NONE);
        frames += 1;
    }
    assert_eq!(frames, 128);
    // Σ 12k for k = 0..127 = 97536 subpixels = 381 px.
    assert_eq!(w.player.x - start, 97536);
}

#[test]
fn braking_from_0x600_reaches_zero_and_from_0x5dc_flips_to_minus_0x80() {
    let mut w = world_at(100);
    w.player.ground_speed = 0x600;
    let mut seen = Vec::new();
    for _ in 0..13 {
        w.step(Buttons::LEFT);
        seen.push(w.player.ground_speed);
    }
    assert_eq!(&seen[..12], &[0x580, 0x500, 0x480, 0x400, 0x380, 0x300, 0x280, 0x200, 0x180, 0x100, 0x80, 0]);
    assert_eq!(seen[12], -0xC);
    let mut w = world_at(100);
    w.player.ground_speed = 0x5DC;
    run(&mut w, 11, Buttons::LEFT);
    assert_eq!(w.player.ground_speed, 0x5C);
    w.step(Buttons::LEFT);
    assert_eq!(w.player.ground_speed, -0x80);
}

#[test]
fn held_jump_apex_after_30_frames_at_99_84375_px_and_lands_after_61() {
    let mut w = world_at(100);
    let feet_before = w.player.y + (19 << 8);
    w.step(Buttons::JUMP);
    let p = &w.player;
    assert!(p.air && p.rolling);
    assert_eq!((p.y_speed, p.height_radius, p.y), (-0x680, 14, (620 + 5) << 8), "press frame does not move");
    let curled_centre = p.y;
    let mut highest = curled_centre;
    let mut apex_frame = 0;
    let mut air_frames = 0;
    while w.player.air {
        w.step(Buttons::JUMP);
        air_frames += 1;
        if w.player.y < highest {
            highest = w.player.y;
            apex_frame = air_frames;
        }
        assert!(air_frames < 100, "never landed");
    }
    assert_eq!(apex_frame, 30);
    assert_eq!(curled_centre - highest, 25560, "99.84375 px");
    assert_eq!(air_frames, 61);
    let p = &w.player;
    assert_eq!((p.rolling, p.height_radius, (p.y + (19 << 8)) >> 8), (false, 19, feet_before >> 8));
    assert_eq!(p.y & 0xFF, 0xD0, "landing keeps the subpixel");
}

#[test]
fn tapped_jump_apex_after_19_frames_at_38_59375_px() {
    let mut w = world_at(100);
    w.step(Buttons::JUMP);
    let start = w.player.y;
    let mut highest = start;
    let mut apex = 0;
    let mut frames = 0;
    while w.player.air {
        w.step(Buttons::NONE);
        frames += 1;
        if w.player.y < highest {
            highest = w.player.y;
            apex = frames;
        }
    }
    assert_eq!((apex, start - highest, frames), (19, 9880, 38));
}

#[test]
fn air_drag_sequence_when_jumping_at_top_speed() {
    let mut w = world_at(100);
    w.player.ground_speed = 0x600;
    w.player.x_speed = 0x600;
    w.step(Buttons::RIGHT.union(Buttons::JUMP));
    let mut xs = Vec::new();
    for _ in 0..31 {
        w.step(Buttons::RIGHT.union(Buttons::JUMP));
        xs.push(w.player.x_speed);
    }
    assert!(xs[..12].iter().all(|&x| x == 0x600));
    assert_eq!(
        &xs[12..30],
        &[
            0x5D0, 0x5B9, 0x5A3, 0x58E, 0x579, 0x565, 0x552, 0x53F, 0x52D, 0x51B, 0x50A, 0x4F9, 0x4E9, 0x4D9, 0x4CA,
            0x4BB, 0x4AD, 0x49F
        ]
    );
    assert_eq!(xs[30], 0x4B7);
}

#[test]
fn the_spg_wall_stops_sonic_at_693_and_842() {
    let mut w = world_at(600);
    run(&mut w, 120, Buttons::RIGHT);
    // Pushing: Ground Speed builds up and is cut each time the look-ahead enters the wall; x stays put.
    for _ in 0..60 {
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.pixel_x(), 693);
    }
    assert!(w.player.pushing);
    let mut w = world_at(950);
    run(&mut w, 120, Buttons::LEFT);
    assert_eq!(w.player.pixel_x(), 842);
}

#[test]
fn the_spg_ledge_balance_at_2656_and_fall_at_2665() {
    for (x, balancing) in [(2655, false), (2656, true), (2664, true)] {
        let mut w = world_at(x);
        run(&mut w, 2, Buttons::NONE);
        assert!(!w.player.air, "x {x} still stands");
        assert_eq!(matches!(w.player.pose, Pose::Balance | Pose::BalanceFar), balancing, "x {x}");
    }
    let mut w = world_at(2665);
    w.step(Buttons::NONE);
    assert!(w.player.air, "at 2665 both sensors find nothing");
}

#[test]
fn spindash_release_speeds() {
    // Presses on alternating frames; release right after the n-th press.
    for (presses, speed) in [(1, 0x900), (2, 0x980), (3, 0xA80), (4, 0xB80), (5, 0xC00)] {
        let mut w = world_at(100);
        w.step(Buttons::DOWN);
        w.step(Buttons::DOWN.union(Buttons::JUMP)); // starts the charge (counter 0)
        w.step(Buttons::DOWN);
        for i in 0..presses {
            if i > 0 {
                w.step(Buttons::DOWN);
            }
            w.step(Buttons::DOWN.union(Buttons::JUMP));
        }
        let before = w.player.x;
        w.step(Buttons::NONE);
        assert_eq!(w.player.ground_speed, speed, "{presses} presses");
        assert_eq!(w.player.x, before, "release frame does not move");
        assert!(w.player.rolling);
        w.step(Buttons::NONE);
        assert_eq!(w.player.ground_speed, speed - 6, "friction on the first rolling frame");
    }
}

#[test]
fn roll_from_0x800_stops_after_342_frames() {
    // Curling costs one frame of walking friction (0x800 -> 0x7F4), then rolling friction is 6 a frame.
    let mut w = flat_world(24, 100);
    w.player.ground_speed = 0x800;
    w.step(Buttons::DOWN);
    assert_eq!((w.player.rolling, w.player.height_radius, w.player.ground_speed), (true, 14, 0x7F4));
    // From 0x800 already rolling: 342 frames, 1361.3359375 px.
    let mut w = flat_world(24, 100);
    w.player.ground_speed = 0x800;
    w.player.rolling = true;
    let start = w.player.x;
    let mut frames = 0;
    while w.player.rolling {
        w.step(Buttons::NONE);
        frames += 1;
    }
    assert_eq!(frames, 342);
    assert_eq!(w.player.x - start, 348502, "1361.3359375 px");
}

#[test]
fn left_level_boundary_stops_at_16() {
    let mut w = world_at(96);
    run(&mut w, 120, Buttons::LEFT);
    let p = &w.player;
    assert_eq!((p.x, p.x_speed), (16 << 8, 0), "x = left + 16, subpixel 0, X Speed 0");
}

#[test]
fn jumping_under_the_ceiling_bumps_the_head() {
    // The sample's lower floor (896) under the ceiling whose underside is 816.
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 3300, 876));
    w.step(Buttons::NONE);
    assert!(!w.player.air);
    w.step(Buttons::JUMP);
    let mut bumped = false;
    for _ in 0..40 {
        let rising = w.player.y_speed < 0;
        w.step(Buttons::JUMP);
        if rising && w.player.y_speed == 0 && w.player.air {
            bumped = true;
            // The head (centre − Height Radius 14) rests on the ceiling's underside.
            assert_eq!(w.player.pixel_y() - 14, 816);
            break;
        }
    }
    assert!(bumped);
}

#[test]
fn knuckles_jumps_lower_and_tails_stands_lower() {
    let lvl = level();
    let mut w = World::with_player(&lvl, Player::standing(Character::Knuckles, 100, 620));
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, -0x600);
    let start = w.player.y;
    let (mut highest, mut apex, mut n) = (start, 0, 0);
    while w.player.air {
        w.step(Buttons::JUMP);
        n += 1;
        if w.player.y < highest {
            highest = w.player.y;
            apex = n;
        }
    }
    assert_eq!((apex, start - highest), (28, 21840), "28 frames, 85.3125 px");
    // Tails' Height Radius is 15: standing on y 640 his centre settles at 624.
    let mut w = World::with_player(&lvl, Player::standing(Character::Tails, 100, 620));
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_y(), 624);
}

#[test]
fn over_top_speed_is_clamped_in_sonic_1_and_kept_in_sonic_2() {
    for (profile, expected) in [(formats::ProfileId::S1, 0x600), (formats::ProfileId::S2, 0x800)] {
        let mut lvl = level();
        lvl.profile = profile;
        let mut w = World::with_player(&lvl, Player::standing(Character::Sonic, 100, 620));
        w.player.ground_speed = 0x800;
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.ground_speed, expected, "{profile:?}");
    }
}

#[test]
fn slope_factor_and_jump_on_the_45_degree_ramp() {
    let mut w = world_at(1150);
    w.player.ground_speed = 0x500;
    let mut guard = 0;
    while w.player.angle != 0xE0 {
        w.step(Buttons::RIGHT);
        guard += 1;
        assert!(guard < 60, "never reached the ramp");
    }
    w.step(Buttons::RIGHT);
    let g = w.player.ground_speed;
    w.step(Buttons::NONE);
    // Walking slope factor at 0xE0 is −23; friction 12.
    assert_eq!(w.player.ground_speed, g - 23 - 12);
    let g = w.player.ground_speed as i32;
    assert_eq!(w.player.x_speed as i32, (g * 181) >> 8);
    assert_eq!(w.player.y_speed as i32, (g * -181) >> 8);
    let (vx, vy) = (w.player.x_speed, w.player.y_speed);
    w.step(Buttons::JUMP);
    // Along the normal: angle − 0x40 = 0xA0, cos = sin = −181: (0x680 · −181) >> 8 = −1177 on each axis.
    assert_eq!((w.player.x_speed, w.player.y_speed), (vx - 1177, vy - 1177));
}

#[test]
fn sonic_1_snaps_14_px_down_where_sonic_2_leaves_the_ground() {
    // S2's limit is min(|X Speed high byte| + 4, 14): 4 px at rest. S1's is always 14.
    for (profile, snaps) in [(formats::ProfileId::S1, true), (formats::ProfileId::S2, false)] {
        let mut lvl = level();
        lvl.profile = profile;
        // Floor 8 px below the feet: stands in S1 (snaps down), falls in S2 (limit 4 at rest).
        let mut w = World::with_player(&lvl, Player::standing(Character::Sonic, 100, 612));
        w.step(Buttons::NONE);
        assert_eq!(!w.player.air, snaps, "{profile:?}");
        if snaps {
            assert_eq!(w.player.pixel_y(), 620);
        }
    }
}

#[test]
fn falling_out_of_the_level_kills_and_then_the_player_is_gone() {
    use engine::player::Routine;
    // A level with no terrain at all: the player falls below the bottom bound (1024).
    let mut lvl = level();
    lvl.layout = formats::Layout::new(32, 8);
    let mut w = World::with_player(&lvl, Player::standing(Character::Sonic, 500, 500));
    let mut died_at = None;
    let mut gone_at = None;
    for frame in 1..400 {
        w.step(Buttons::NONE);
        if died_at.is_none() && w.player.routine == Routine::Dead {
            died_at = Some(frame);
            // KillCharacter sets −0x700 inside `Sonic_LevelBound`; the air routine then still moves and adds
            // gravity that frame (the `jmp` returns into `Obj01_MdAir`).
            assert_eq!((w.player.y_speed, w.player.x_speed), (-0x700 + 0x38, 0));
            assert!(w.player.pixel_y() >= 1024 - 7, "died below the bottom bound, then moved up 7 px");
        }
        if gone_at.is_none() && w.player.routine == Routine::Gone {
            gone_at = Some(frame);
            break;
        }
    }
    assert!(died_at.is_some());
    let gone_at = gone_at.expect("gone");
    let y = w.player.y;
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.y, y, "gone: no more movement");
    // `restart_countdown`: 60 frames after he is gone the level restarts, the player at the start, a life less.
    // The frame he went and the step above count: 57 more, then the 60th restarts.
    for _ in 0..engine::world::RESTART_FRAMES - 3 {
        w.step(Buttons::NONE);
        assert_eq!(w.player.routine, Routine::Gone);
    }
    w.step(Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Normal, "restarted {} frames after gone", engine::world::RESTART_FRAMES);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (500, 500));
    assert_eq!((w.objects.game.lives, w.objects.game.deaths, w.rings()), (2, 1, 0));
    assert!(gone_at > 0);
}

#[test]
fn snapshots_restore_exactly_and_resimulate_identically() {
    let mut w = world_at(100);
    let inputs: Vec<Buttons> = (0..300).map(|i| if i % 90 < 60 { Buttons::RIGHT } else { Buttons::JUMP }).collect();
    for &b in &inputs[..100] {
        w.step(b);
    }
    let saved = w.snapshot();
    for &b in &inputs[100..] {
        w.step(b);
    }
    let end = w.snapshot();
    w.restore(&saved);
    assert_eq!(w.frame, 100);
    for &b in &inputs[100..] {
        w.step(b);
    }
    assert_eq!(w.snapshot(), end);
}

#[test]
fn a_long_idle_delays_waking_by_the_blink_animation() {
    // Sonic 2 without fixBugs (`Obj01_MdNormal_Checks`): after ~3 s of idling, a held button first plays the
    // 2-step blink (3 frames without physics); a jump press is never delayed.
    let mut w = world_at(100);
    run(&mut w, 200, Buttons::NONE);
    assert_eq!(w.player.pose, Pose::Wait);
    for frame in 1..=3 {
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.ground_speed, 0, "frame {frame} of the blink: no physics");
    }
    assert_eq!(w.player.pose, Pose::Walk);
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 12);
    // Shortly after stopping there is no delay.
    let mut w = world_at(100);
    run(&mut w, 100, Buttons::NONE);
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 12);
    // A jump press wakes and jumps on the same frame.
    let mut w = world_at(100);
    run(&mut w, 400, Buttons::NONE);
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, -0x680);
}
