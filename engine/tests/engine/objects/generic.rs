//! Oracle tests for the SPG's generic game objects: bumpers, pushable blocks, moving / falling / collapsing
//! platforms, spring caps, fans, conveyors, spinners, balloons, cannons and breakable walls — each number from its
//! section in the SPG text `../shared/seeds/000_8b7d5507bec9bb3b.txt` ("Game Objects", "Springs and Bumpers",
//! "Solid Objects") or, where it is silent, the disassembly routine the object's file cites. On a flat test level
//! (floor top at y 640, Sonic standing at y 620).

use crate::support::{self, object, run, sonic};
use engine::objects::{
    generic::balloon, generic::breakable_wall, generic::bumper, generic::cannon, generic::fan,
    generic::generic_platform, generic::pushable_block,
};
use engine::objects::{generic::spinner, generic::spring_cap};
use engine::objects::{id, runtime::object::State};
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement, PlatformMotion};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

/// A flat level 16 chunks wide, floor at y 640 except in the chunk columns `gaps`, with these objects.
fn level_with_gaps(objects: &[(ObjectKind, i32, i32, bool)], gaps: &[usize]) -> Level {
    let mut level = support::flat_level(16);
    support::clear(&mut level, gaps.iter().copied(), 5..7);
    for (kind, x, y, x_flip) in objects {
        level.objects.push(ObjectPlacement { kind: kind.clone(), x: *x, y: *y, x_flip: *x_flip, ..Default::default() });
    }
    level
}

fn world(objects: &[(ObjectKind, i32, i32, bool)], player: Player) -> World {
    World::with_player(&level_with_gaps(objects, &[]), player)
}

// ---------------------------------------------------------------------------------------------------------
// Bumpers (SPG "Springs and Bumpers"; s1disasm `Obj47`)
// ---------------------------------------------------------------------------------------------------------

/// Touching a bumper from its left throws the player straight left at 7 px/frame (angle 0: cos 256 × −$700 /
/// 256), in the air, and scores 10.
#[test]
fn bumper_throws_the_player_away_at_7_px_per_frame() {
    let mut w = world(&[(ObjectKind::Bumper, 400, STAND_Y, false)], sonic(400 - 12, STAND_Y));
    let score = w.objects.game.score;
    // Its first frame sets its hitbox; the player touches it on the second.
    w.step(Buttons::NONE);
    assert_eq!(w.player.x_speed, 0);
    w.step(Buttons::NONE);
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x700, 0));
    assert!(w.player.air);
    assert_eq!(w.objects.game.score, score + bumper::POINTS);
    assert_eq!(object(&w, id::BUMPER).common.collision_flags, 0xD7);
}

/// The player straight below it (angle $C0: sin −256) is thrown straight down at +$700.
#[test]
fn bumper_bounces_along_the_line_between_centres() {
    let mut w = world(&[(ObjectKind::Bumper, 400, STAND_Y - 20, false)], sonic(400, STAND_Y));
    run(&mut w, 2, Buttons::NONE);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, 0x700));
}

/// Only the first 10 hits of a bumper score (`cmpi.b #$8A`).
#[test]
fn bumper_scores_only_ten_hits() {
    let mut w = world(&[(ObjectKind::Bumper, 400, STAND_Y, false)], sonic(400 - 12, STAND_Y));
    let start = w.objects.game.score;
    for _ in 0..15 {
        w.player = sonic(400 - 12, STAND_Y);
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.score, start + 10 * bumper::POINTS);
}

// ---------------------------------------------------------------------------------------------------------
// Pushable blocks (SPG "Solid Objects": Pushable Blocks; "Game Objects": Pushable Blocks)
// ---------------------------------------------------------------------------------------------------------

/// Each push moves block and player 1 px, X Speed 0, Ground Speed 0.25 px/frame ($40); pushes come every 2–3
/// frames, typically 3 (the SPG's "Upon Contact").
#[test]
fn pushable_block_moves_one_pixel_per_contact() {
    let block_y = FLOOR - 16;
    let mut w = world(&[(ObjectKind::PushableBlock, 500, block_y, false)], sonic(440, STAND_Y));
    let mut last_x = 500;
    let mut last_frame = None;
    let mut pushes = 0;
    let mut gaps = Vec::new();
    for frame in 0..400 {
        let before_player = w.player.pixel_x();
        w.step(Buttons::RIGHT);
        let bx = object(&w, id::PUSHABLE_BLOCK).common.pixel_x();
        if bx != last_x {
            assert_eq!(bx, last_x + 1, "one pixel per push");
            assert_eq!(w.player.x_speed, 0);
            assert_eq!(w.player.ground_speed, pushable_block::PUSH_GROUND_SPEED);
            // He moved with it: still touching its side.
            assert!(w.player.pixel_x() < bx && before_player < bx);
            if let Some(f) = last_frame {
                let gap = frame - f;
                gaps.push(gap);
            }
            last_frame = Some(frame);
            last_x = bx;
            pushes += 1;
        }
    }
    assert!(pushes > 100, "{pushes} pushes");
    // After the first (he arrives at walking speed), a push every 2–3 frames, typically 3.
    assert!(gaps[1..].iter().all(|g| (2..=3).contains(g)), "a push every 2-3 frames: {gaps:?}");
    let threes = gaps.iter().filter(|&&g| g == 3).count();
    assert!(threes > 4 * gaps.iter().filter(|&&g| g == 2).count(), "typically 3: {gaps:?}");
}

/// Pushed over a ledge, it slides 4 px/frame for 16 px, then falls and lands on the floor below.
#[test]
fn pushable_block_slides_16_px_over_a_ledge_then_falls() {
    // Chunk column 5 (x 640..768) is a pit whose floor is at y 896; the block's right side ends at 640.
    let block_y = FLOOR - 16;
    let level = level_with_gaps(&[(ObjectKind::PushableBlock, 640 - 16, block_y, false)], &[5, 6]);
    let mut w = World::with_player(&level, sonic(560, STAND_Y));
    let mut frames = 0;
    while !matches!(pushable(&w).1.phase, pushable_block::Phase::Sliding(_)) {
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 600, "never slid");
    }
    let (c, _) = pushable(&w);
    let (x0, y0) = (c.pixel_x(), c.pixel_y());
    assert_eq!(c.x_vel, pushable_block::SLIDE_SPEED);
    for i in 1..=4 {
        w.step(Buttons::NONE);
        assert_eq!(pushable(&w).0.pixel_x(), x0 + 4 * i);
        assert_eq!(pushable(&w).0.pixel_y(), y0);
    }
    assert_eq!(pushable(&w).1.phase, pushable_block::Phase::Falling);
    run(&mut w, 120, Buttons::NONE);
    let (c, s) = pushable(&w);
    assert_eq!(s.phase, pushable_block::Phase::Resting);
    assert_eq!(c.pixel_x(), x0 + 16);
    // Landed: its bottom (y + $F) one above the pit's floor at y 896.
    assert_eq!(c.pixel_y() + 15, 896 - 1);
}

fn pushable(w: &World) -> (&engine::objects::runtime::object::Common, &pushable_block::PushableBlock) {
    let o = object(w, id::PUSHABLE_BLOCK);
    match &o.state {
        State::PushableBlock(s) => (&o.common, s),
        _ => panic!("not a pushable block"),
    }
}

// ---------------------------------------------------------------------------------------------------------
// Platforms (SPG "Solid Objects": Jump Through Platforms, Moving On Platforms)
// ---------------------------------------------------------------------------------------------------------

fn platform(w: &World) -> (&engine::objects::runtime::object::Common, &generic_platform::GenericPlatform) {
    let o = object(w, id::GENERIC_PLATFORM);
    match &o.state {
        State::GenericPlatform(s) => (&o.common, s),
        _ => panic!("not a generic platform"),
    }
}

/// A horizontal platform with range 32 sits at origin + (oscillator 6's byte − $40) × 32 / 64, every frame.
#[test]
fn moving_platform_follows_oscillator_6_scaled_by_its_range() {
    let kind = ObjectKind::Platform { motion: PlatformMotion::Horizontal, width: 96, range: 32 };
    let mut w = world(&[(kind, 600, 500, false)], sonic(200, STAND_Y));
    for _ in 0..300 {
        // The oscillators advance after the objects ran: the platform reads the byte of the frame before.
        let b = w.objects.game.oscillation.byte(0x18);
        w.step(Buttons::NONE);
        let (c, s) = platform(&w);
        assert_eq!(s.half_width, 48);
        assert_eq!(c.pixel_x(), 600 + i32::from(b.wrapping_sub(0x40) as i8) * 32 / 64);
    }
}

/// Drops a player onto a platform at (x, y) and returns the world on the frame he lands.
fn land_on(kind: ObjectKind, x: i32, y: i32) -> World {
    let mut p = sonic(x, y - 60);
    p.air = true;
    let mut w = world(&[(kind, x, y, false)], p);
    let mut frames = 0;
    while !w.player.on_object {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never landed");
    }
    w
}

/// A falling platform falls 30 frames after it is first stood on, and drops the player $20 frames later.
#[test]
fn falling_platform_waits_30_frames_then_drops_the_player_after_32() {
    let kind = ObjectKind::Platform { motion: PlatformMotion::Falling, width: 48, range: 0 };
    let mut w = land_on(kind, 400, 500);
    // The frame after landing sees him standing and starts the 30-frame count.
    w.step(Buttons::NONE);
    for _ in 0..generic_platform::FALL_DELAY - 1 {
        w.step(Buttons::NONE);
        assert_eq!(platform(&w).0.pixel_y(), 500, "still before the fall");
    }
    w.step(Buttons::NONE);
    assert!(matches!(platform(&w).1.phase, generic_platform::Phase::Holding(_)));
    let mut frames = 0;
    while w.player.on_object {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 100);
    }
    assert_eq!(frames, generic_platform::DROP_DELAY as usize);
    assert!(w.player.air);
    assert!(platform(&w).0.pixel_y() > 500);
}

/// A collapsing platform crumbles 7 frames after it is stood on and holds the player $1E more frames.
#[test]
fn collapsing_platform_holds_7_then_30_frames() {
    let kind = ObjectKind::Platform { motion: PlatformMotion::Collapsing, width: 64, range: 0 };
    let mut w = land_on(kind, 400, 500);
    let mut frames = 0;
    while w.player.on_object {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 100);
    }
    // One frame to notice him, then 7 + $1E.
    assert_eq!(frames as u16, 1 + generic_platform::COLLAPSE_DELAY + generic_platform::COLLAPSE_HOLD);
    assert!(w.player.air);
    run(&mut w, 10, Buttons::NONE);
    assert!(platform(&w).0.pixel_y() > 500, "it falls once crumbled");
}

// ---------------------------------------------------------------------------------------------------------
// Spring caps (SPG "Spring Caps")
// ---------------------------------------------------------------------------------------------------------

/// Landing on a spring cap sets Y Speed to −10.5 px/frame (−$A80).
#[test]
fn spring_cap_launches_at_minus_10_5() {
    let mut p = sonic(400, 560);
    p.air = true;
    let mut w = world(&[(ObjectKind::SpringCap, 400, 600, false)], p);
    let mut launched = false;
    for _ in 0..60 {
        w.step(Buttons::NONE);
        if w.player.y_speed == spring_cap::LAUNCH {
            launched = true;
            break;
        }
    }
    assert!(launched, "never launched");
    assert_eq!(spring_cap::LAUNCH, -(10 * 256 + 128));
    assert!(w.player.air);
}

// ---------------------------------------------------------------------------------------------------------
// Fans (SPG "Fans"; s1disasm `Obj5D`)
// ---------------------------------------------------------------------------------------------------------

/// An always-on fan facing left moves a still player 32 px in front of it (0xA0 − 0x20) / 16 = 8 px a frame,
/// leaving his speeds at 0.
#[test]
fn fan_shifts_x_position_only() {
    let kind = ObjectKind::Fan { always_on: true, pull: false };
    let mut w = world(&[(kind, 400, STAND_Y, false)], sonic(400 - 0x20, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_x(), 400 - 0x20 - 8);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (0, 0));
    w.step(Buttons::NONE);
    // 40 px in front: −$78 / 16 rounds down (`asr`) to −8.
    assert_eq!(w.player.pixel_x(), 400 - 0x28 - 8);
}

/// Pulling, X-flipped (facing right), a player $70 in front is drawn in by (0xA0 − 0x70) / 16 = 3 px.
#[test]
fn fan_pulls_with_subtype_bit_0() {
    let kind = ObjectKind::Fan { always_on: true, pull: true };
    let mut w = world(&[(kind, 400, STAND_Y, true)], sonic(400 + 0x70, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_x(), 400 + 0x70 - 3);
}

/// A switching fan is off for its first 120 frames, then on for 180, then off again.
#[test]
fn fan_switches_off_120_on_180() {
    let kind = ObjectKind::Fan { always_on: false, pull: false };
    let mut w = world(&[(kind, 400, STAND_Y, false)], sonic(400 - 0x90, STAND_Y));
    let mut on = Vec::new();
    for _ in 0..420 {
        let x = w.player.pixel_x();
        w.step(Buttons::NONE);
        on.push(w.player.pixel_x() != x);
        w.player.x = (400 - 0x90) << 8;
    }
    let first_on = on.iter().position(|&b| b).expect("switches on");
    let on_frames = on[first_on..].iter().take_while(|&&b| b).count();
    assert_eq!(first_on, fan::OFF_FRAMES as usize + 1);
    assert_eq!(on_frames, fan::ON_FRAMES as usize + 1);
}

// ---------------------------------------------------------------------------------------------------------
// Conveyors (s1disasm `Obj68`)
// ---------------------------------------------------------------------------------------------------------

/// A grounded player on a belt moving 2 px a frame is carried 2 px a frame; one in the air is not.
#[test]
fn conveyor_moves_a_grounded_player_by_its_speed() {
    let kind = ObjectKind::Conveyor { half_width: 64, speed: -2 };
    let mut w = world(&[(kind, 400, STAND_Y + 8, false)], sonic(400, STAND_Y));
    for i in 1..=5 {
        w.step(Buttons::NONE);
        assert_eq!(w.player.pixel_x(), 400 - 2 * i);
    }
    // Beyond its half width: left alone.
    let mut w =
        world(&[(ObjectKind::Conveyor { half_width: 64, speed: 3 }, 400, STAND_Y + 8, false)], sonic(465, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_x(), 465);
}

// ---------------------------------------------------------------------------------------------------------
// Spinners (SPG "Spinners")
// ---------------------------------------------------------------------------------------------------------

/// A spinner sets X Speed to 16 px/frame unless the player is faster.
#[test]
fn spinner_sets_x_speed_16_unless_faster() {
    let mut w = world(&[(ObjectKind::Spinner, 400, STAND_Y, false)], sonic(400, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (spinner::SPEED, spinner::SPEED));
    assert_eq!(spinner::SPEED, 16 * 256);
    assert_eq!(w.player.control_lock, spinner::CONTROL_LOCK);
    // X-flipped: to the left.
    let mut w = world(&[(ObjectKind::Spinner, 400, STAND_Y, true)], sonic(400, STAND_Y));
    w.step(Buttons::NONE);
    assert_eq!(w.player.x_speed, -spinner::SPEED);
    assert!(w.player.facing_left);
}

// ---------------------------------------------------------------------------------------------------------
// Balloons and cannons (SPG "Balloons", "Cannons")
// ---------------------------------------------------------------------------------------------------------

/// Touching a balloon sets Y Speed to −8 px/frame and pops it.
#[test]
fn balloon_lifts_at_minus_8_and_pops() {
    let mut w = world(&[(ObjectKind::Balloon, 400, STAND_Y, false)], sonic(400, STAND_Y));
    run(&mut w, 2, Buttons::NONE);
    assert_eq!(w.player.y_speed, balloon::LAUNCH);
    assert_eq!(balloon::LAUNCH, -8 * 256);
    assert!(w.player.air);
    let b = object(&w, id::BALLOON);
    assert_eq!((b.common.collision_flags, engine::objects::runtime::object::state_name(b)), (0, "popped"));
    // Popped, it lifts no more.
    w.player = sonic(400, STAND_Y);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, 0);
}

/// Touching a cannon sets Y Speed to −12 px/frame; it fires again.
#[test]
fn cannon_launches_at_minus_12() {
    let mut w = world(&[(ObjectKind::Cannon, 400, STAND_Y, false)], sonic(400, STAND_Y));
    run(&mut w, 2, Buttons::NONE);
    assert_eq!(w.player.y_speed, cannon::LAUNCH);
    assert_eq!(cannon::LAUNCH, -12 * 256);
    assert!(w.player.air);
    w.player = sonic(400, STAND_Y);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, cannon::LAUNCH);
}

// ---------------------------------------------------------------------------------------------------------
// Breakable walls (SPG "Breakable Blocks and Rocks"; s1disasm `Obj3C`)
// ---------------------------------------------------------------------------------------------------------

fn rolling(x: i32, speed: i16) -> Player {
    let mut p = sonic(x, STAND_Y + 5);
    p.rolling = true;
    p.pose = engine::player::Pose::Roll;
    let (w, h) = Character::Sonic.curled_radii();
    p.width_radius = w;
    p.height_radius = h;
    p.x_speed = speed;
    p.ground_speed = speed;
    p
}

/// Rolling into it at $480 or more breaks it and keeps the speed; slower, it stops the player. He starts 1 px
/// short of its combined box (its left edge − $1B − 1) so that he reaches it in one frame, after one frame of
/// rolling friction ($6, SPG "Rolling"): $486 arrives at $480.
#[test]
fn breakable_wall_breaks_when_rolled_into_at_4_5_px_per_frame() {
    let wall_y = FLOOR - 32;
    for (speed, breaks) in [(0x486, true), (0x485, false), (0x800, true)] {
        let mut w = world(&[(ObjectKind::BreakableWall, 400, wall_y, false)], rolling(400 - 0x1B - 2, speed));
        w.step(Buttons::NONE);
        w.player = rolling(400 - 0x1B - 2, speed);
        let mut broke = false;
        for _ in 0..30 {
            w.step(Buttons::NONE);
            if engine::objects::runtime::object::state_name(object(&w, id::BREAKABLE_WALL)) == "broken" {
                broke = true;
                break;
            }
        }
        assert_eq!(broke, breaks, "speed {speed:#x}");
        if breaks {
            assert!(w.player.x_speed >= breakable_wall::BREAK_SPEED - 0x20, "the speed is given back");
            assert_eq!(w.player.ground_speed, w.player.x_speed);
            assert!(!w.player.pushing);
        } else {
            assert!(w.player.pixel_x() < 400 - 16);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Flippers (SPG "Flippers"; s2disasm `Obj86`)
// ---------------------------------------------------------------------------------------------------------

/// Landed on, the player is curled and rolls 1 px a frame down it (X Speed = Ground Speed = $100) with his
/// input ignored; a jump press flips him: strength $800 + min(d, $40) × 32 at angle $40 + d / 4.
#[test]
fn flipper_rolls_the_player_then_flips_him() {
    let mut p = sonic(400, 560);
    p.air = true;
    let mut w = world(&[(ObjectKind::Flipper, 400, 600, false)], p);
    let mut frames = 0;
    while !w.player.on_object {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never landed");
    }
    w.step(Buttons::LEFT);
    assert!(w.player.rolling);
    assert_eq!(w.player.object_control, 1);
    for _ in 0..3 {
        let x = w.player.pixel_x();
        w.step(Buttons::LEFT);
        assert_eq!(w.player.pixel_x(), x + 1, "input ignored, 1 px a frame");
        assert_eq!((w.player.x_speed, w.player.ground_speed, w.player.y_speed), (0x100, 0x100, 0));
    }
    let d = (w.player.pixel_x() - 400 + 0x23) as i16;
    w.step(Buttons::JUMP);
    let strength = -(i32::from(d.min(0x40)) * 32 + 0x800);
    let angle = (0x40 + d / 4) as u8;
    assert_eq!(i32::from(w.player.y_speed), (i32::from(engine::sin(angle)) * strength) >> 8);
    assert_eq!(i32::from(w.player.x_speed), (i32::from(engine::cos(angle)) * strength) >> 8);
    assert!(w.player.air);
    assert_eq!(w.player.object_control, 0);
    // The flipper swings: frame 1 for 4 frames, 2 for 4, 1 for 4, then down again.
    let frames: Vec<u8> = (0..14)
        .map(|_| {
            w.step(Buttons::NONE);
            object(&w, id::FLIPPER).common.mapping_frame
        })
        .collect();
    assert!(frames.contains(&2) && frames.last() == Some(&0), "{frames:?}");
}

// ---------------------------------------------------------------------------------------------------------
// Spring ramps (SPG "Spring Ramps"; s2disasm `Obj40`)
// ---------------------------------------------------------------------------------------------------------

/// Standing near its raised end, it presses (frame 1 for 4 frames) and throws him up at −4 px/frame less
/// `byte_26550`[his x − (its x − $1C)].
#[test]
fn spring_ramp_throws_up_at_minus_4_less_the_position_bonus() {
    let mut p = sonic(400 + 0x14, 540);
    p.air = true;
    let mut w = world(&[(ObjectKind::SpringRamp, 400, 600, false)], p);
    let mut frames = 0;
    let mut pressed = false;
    while !(w.player.air && w.player.y_speed < 0) {
        w.step(Buttons::NONE);
        pressed |= object(&w, id::SPRING_RAMP).common.mapping_frame == 1;
        frames += 1;
        assert!(frames < 120, "never thrown");
    }
    assert!(pressed);
    let d = (w.player.pixel_x() - (400 - 0x1C)) as usize;
    let bonus = i16::from(engine::objects::generic::spring_ramp::LAUNCH_BONUS[d]);
    assert_eq!(d, 0x30);
    assert_eq!(bonus, 3);
    assert_eq!(w.player.y_speed, engine::objects::generic::spring_ramp::LAUNCH - bonus * 0x100);
    assert_eq!(w.player.y_speed, -0x700);
    assert_eq!(w.player.pose, engine::player::Pose::Spring);
}

/// `Obj40` runs `SlopedSolid_SingleCharacter` for the sidekick too: Tails lands on it and is thrown like Sonic.
#[test]
fn spring_ramp_throws_the_sidekick_too() {
    use engine::world::SecondPlayer;
    let p2 = |w: &World| w.second.as_deref().map(|s| s.player.clone()).expect("player 2");
    let mut w = world(&[(ObjectKind::SpringRamp, 400, 600, false)], sonic(200, STAND_Y));
    let mut second = SecondPlayer::human(Character::Tails, 400 + 0x14, 540);
    second.player.air = true;
    w.set_second(Some(second));
    let mut frames = 0;
    while !(p2(&w).air && p2(&w).y_speed < 0) {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 120, "never thrown");
    }
    assert_eq!(p2(&w).y_speed, -0x700);
    assert_eq!(p2(&w).pose, engine::player::Pose::Spring);
    assert!(!w.player.air);
}

// ---------------------------------------------------------------------------------------------------------
// Seesaws (SPG "SeeSaws"; s1disasm `Obj5E`)
// ---------------------------------------------------------------------------------------------------------

fn ball(w: &World) -> &engine::objects::runtime::object::Common {
    &object(w, id::SEESAW_BALL).common
}

/// The ball rests on the low end ($28 px right, 8 px up); landing on the high end tips the seesaw and throws
/// the ball (two steps: Y Speed −$AF0, X Speed $CC towards the other side); walking to the other end in time,
/// the player is thrown up when the ball lands.
#[test]
fn seesaw_throws_the_ball_and_the_ball_throws_the_player() {
    let (sx, sy) = (600, 560);
    let mut p = sonic(sx - 0x20, sy - 100);
    p.air = true;
    let mut w = world(&[(ObjectKind::Seesaw { ball: true }, sx, sy, false)], p);
    run(&mut w, 2, Buttons::NONE);
    assert_eq!((ball(&w).pixel_x(), ball(&w).pixel_y()), (sx + 0x28, sy - 8));
    assert_eq!(ball(&w).collision_flags, 0x8B);
    let mut frames = 0;
    while ball(&w).x_vel == 0 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 120, "ball never thrown");
    }
    assert!(w.player.on_object, "landed on the high end");
    assert_eq!(ball(&w).x_vel, -engine::objects::generic::seesaw::THROW_TWO.1);
    // Thrown and moved once, then (still within $2F px of the centre's height) fallen twice.
    assert_eq!(ball(&w).y_vel, engine::objects::generic::seesaw::THROW_TWO.0 + 2 * 0x38);
    // While the ball is high, he moves to the other end (placed there, still standing on it) and waits.
    run(&mut w, 40, Buttons::NONE);
    assert!(w.player.on_object && ball(&w).pixel_y() < sy - 0x80);
    w.player.x = (sx + 0x20) << 8;
    let mut thrown = false;
    for _ in 0..200 {
        w.step(Buttons::NONE);
        if w.player.air && w.player.y_speed < -0x400 {
            thrown = true;
            break;
        }
    }
    assert!(thrown, "the ball's landing throws him");
    assert_eq!(w.player.pose, engine::player::Pose::Spring);
}

/// Without the ball (subtype $FF) nothing is spawned.
#[test]
fn seesaw_without_ball() {
    let mut w = world(&[(ObjectKind::Seesaw { ball: false }, 600, 560, false)], sonic(200, STAND_Y));
    run(&mut w, 3, Buttons::NONE);
    assert!(w.objects.slots.iter().all(|(_, o)| o.common.id != id::SEESAW_BALL));
}

// ---------------------------------------------------------------------------------------------------------
// End-of-act capsules (SPG "End of Level Capsules": Sonic 1's; s1disasm `Obj3E`)
// ---------------------------------------------------------------------------------------------------------

/// Sonic 1's capsule: the switch locks the controls (Right held) and stops the timer; 60 frames later the body
/// opens and 8 animals stand in a row from 28 px left of the centre, 7 px apart, waiting 154, 146, …; more come
/// for 150 frames; when all have gone the act is over.
#[test]
fn sonic1_capsule_explodes_60_frames_then_frees_8_animals_and_ends_the_act() {
    use engine::objects::generic::capsule::{self, Capsule};
    use engine::objects::s2::explosion::ANIMAL_ID;
    let (x, y) = (600, FLOOR - 24);
    let mut p = sonic(x, y - 100);
    p.air = true;
    // An arena: the camera and the player stay near it (a Sonic 1 boss arena locks the screen).
    let mut level = level_with_gaps(&[(ObjectKind::Capsule, x, y, false)], &[]);
    level.bounds.left = 320;
    level.bounds.right = 960;
    let mut w = World::with_player(&level, p);
    let mut frames = 0;
    while !w.objects.game.control_locked {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 120, "never pressed the switch");
    }
    assert!(w.objects.game.timer_stopped);
    assert_eq!(w.objects.game.forced_buttons, Buttons::RIGHT);
    let switch = |w: &World| {
        let o = w
            .objects
            .slots
            .iter()
            .map(|(_, o)| o)
            .find(|o| o.common.routine != capsule::routine::BODY && o.common.id == id::CAPSULE);
        match o.map(|o| (&o.common, &o.state)) {
            Some((c, State::Capsule(s))) => (c.clone(), s.clone()),
            _ => panic!("no switch"),
        }
    };
    let (c, s): (_, Capsule) = switch(&w);
    assert_eq!(c.pixel_y(), y - capsule::SWITCH_ABOVE + capsule::SWITCH_PRESS);
    assert_eq!((c.routine, s.timer), (capsule::routine::EXPLOSIONS, 60));
    for _ in 0..59 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.slots.iter().filter(|(_, o)| o.common.id == ANIMAL_ID).count(), 0);
    w.step(Buttons::NONE);
    let mut animals: Vec<(i32, u16)> = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == ANIMAL_ID)
        .map(|(_, o)| match &o.state {
            State::EggPrison(a) => (o.common.pixel_x(), a.wait),
            _ => panic!("animal state"),
        })
        .collect();
    animals.sort();
    let expected: Vec<(i32, u16)> = (0..8).map(|k| (x - 28 + 7 * k, 154 - 8 * k as u16)).collect();
    assert_eq!(animals, expected);
    let (c, s) = switch(&w);
    assert_eq!((c.routine, s.timer, c.pixel_y()), (capsule::routine::ANIMALS, 150, y - 0x28 + 8 + 0x20));
    let mut ended = None;
    for frame in 1..3000 {
        w.step(Buttons::NONE);
        if w.objects.game.act_clear {
            ended = Some(frame);
            break;
        }
    }
    assert!(ended.expect("the act ends") > 150);
}
