//! Chemical Plant Zone's objects, checked against s2disasm's routines (each object's file cites them): the
//! exact speeds, timers and sizes the disassembly gives. On a flat test level (floor top at y 640, Sonic
//! standing at y 620).

use crate::support::reference::{self, Act};
use crate::support::{self, run, run_until, sonic};
use engine::objects::{id, runtime::object::Obj};
use engine::objects::{s2::barrier, s2::breakable_block, s2::speed_booster, s2::tipping_floor};
use engine::player::Pose;
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

/// A flat level 16 chunks wide with these objects (kind, x, y, X-flipped).
fn level(objects: &[(ObjectKind, i32, i32, bool)]) -> Level {
    let chunks = 16;
    let mut level = support::flat_level(chunks);
    for (kind, x, y, x_flip) in objects {
        level.objects.push(ObjectPlacement { kind: kind.clone(), x: *x, y: *y, x_flip: *x_flip, ..Default::default() });
    }
    level
}

fn world(objects: &[(ObjectKind, i32, i32, bool)], player: Player) -> World {
    World::with_player(&level(objects), player)
}

fn objects(w: &World, object_id: u8) -> Vec<&Obj> {
    w.objects.slots.iter().map(|(_, o)| o).filter(|o| o.common.id == object_id).collect()
}

fn object(w: &World, object_id: u8) -> &Obj {
    objects(w, object_id).into_iter().next().expect("object loaded")
}

// ---------------------------------------------------------------------------------------------------------
// Speed booster (`Obj1B`)
// ---------------------------------------------------------------------------------------------------------

/// A grounded player on the pad gets $1000 (X speed and Ground Speed), faces right and is locked for 15 frames.
#[test]
fn booster_gives_1000_and_a_15_frame_lock() {
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: false }, 400, STAND_Y, false)], sonic(395, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| w.player.x_speed != 0);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (0x1000, 0x1000));
    assert_eq!(w.player.control_lock, speed_booster::CONTROL_LOCK);
    assert!(!w.player.facing_left);
}

/// Subtype bit 1 gives $A00; an X-flipped pad pushes left and turns the player round.
#[test]
fn a_flipped_slow_booster_gives_minus_a00_facing_left() {
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: true }, 400, STAND_Y, true)], sonic(405, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| w.player.x_speed != 0);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (-0xA00, -0xA00));
    assert!(w.player.facing_left);
}

/// Only grounded players within 16 px of its centre both ways are boosted.
#[test]
fn booster_ignores_players_in_the_air_or_out_of_its_square() {
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: false }, 400, STAND_Y, false)], sonic(383, STAND_Y));
    run(&mut w, 4, Buttons::NONE);
    assert_eq!(w.player.x_speed, 0, "17 px to its left");
    let mut p = sonic(400, STAND_Y - 40);
    p.air = true;
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: false }, 400, STAND_Y - 40, false)], p);
    w.step(Buttons::NONE);
    assert_eq!(w.player.x_speed, 0, "in the air");
}

/// A player already at $1000 or more its way keeps his speed (here $1100 less friction $C).
#[test]
fn booster_leaves_a_faster_player_alone() {
    let mut p = sonic(390, STAND_Y);
    (p.x_speed, p.ground_speed) = (0x1100, 0x1100);
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: false }, 420, STAND_Y, false)], p);
    w.step(Buttons::NONE);
    assert_eq!(w.player.pixel_x(), 390 + 0x10F4 / 256);
    assert_eq!(w.player.x_speed, 0x10F4);
    assert_eq!(w.player.control_lock, 0);
}

// ---------------------------------------------------------------------------------------------------------
// One-way barrier (`Obj2D`)
// ---------------------------------------------------------------------------------------------------------

const GATE_X: i32 = 600;
const GATE_Y: i32 = FLOOR - 32;

fn gate_y(w: &World) -> i32 {
    object(w, id::BARRIER).common.pixel_y()
}

/// From its open side (up to $200 px before it) the gate rises 8 px a frame to $40 px, and the player walks
/// through.
#[test]
fn barrier_opens_8_px_a_frame_for_a_player_on_its_open_side() {
    let mut w = world(&[(ObjectKind::OneWayBarrier { frame: 0 }, GATE_X, GATE_Y, false)], sonic(GATE_X - 100, STAND_Y));
    let first = run_until(&mut w, 4, Buttons::NONE, |w| gate_y(w) != GATE_Y);
    assert_eq!(gate_y(&w), GATE_Y - 8);
    let rises: Vec<i32> = (0..8)
        .map(|_| {
            w.step(Buttons::NONE);
            gate_y(&w)
        })
        .collect();
    assert_eq!(rises, [-16, -24, -32, -40, -48, -56, -64, -64].map(|d| GATE_Y + d), "from frame {first}");
    // He walks through; $18 px past it, the gate starts closing, 8 px a frame (he brakes meanwhile).
    run_until(&mut w, 150, Buttons::RIGHT, |w| w.player.pixel_x() >= GATE_X + 0x18);
    assert_eq!(gate_y(&w), GATE_Y - 0x40 + 8, "closing from the frame he is $18 px past it");
    let closing: Vec<i32> = (0..7)
        .map(|_| {
            w.step(Buttons::LEFT);
            gate_y(&w)
        })
        .collect();
    assert_eq!(closing, [-48, -40, -32, -24, -16, -8, 0].map(|d| GATE_Y + d));
    assert_eq!(barrier::RISE_MAX, 0x40);
}

/// From the other side it stays shut and solid: the player pushes against it.
#[test]
fn barrier_stays_shut_and_solid_from_its_closed_side() {
    let mut w = world(&[(ObjectKind::OneWayBarrier { frame: 0 }, GATE_X, GATE_Y, false)], sonic(GATE_X + 60, STAND_Y));
    run(&mut w, 90, Buttons::LEFT);
    assert_eq!(gate_y(&w), GATE_Y);
    // Stopped at the gate's solid half width (8 + $B: its own 8 and the player's push radius).
    assert_eq!(w.player.pixel_x(), GATE_X + 8 + 0xB);
    assert!(w.player.pushing);
}

/// X-flipped, it opens for a player on its right.
#[test]
fn a_flipped_barrier_opens_from_the_right() {
    let mut w = world(&[(ObjectKind::OneWayBarrier { frame: 0 }, GATE_X, GATE_Y, true)], sonic(GATE_X + 100, STAND_Y));
    run(&mut w, 12, Buttons::NONE);
    assert_eq!(gate_y(&w), GATE_Y - 0x40);
    let mut w = world(&[(ObjectKind::OneWayBarrier { frame: 0 }, GATE_X, GATE_Y, true)], sonic(GATE_X - 100, STAND_Y));
    run(&mut w, 12, Buttons::NONE);
    assert_eq!(gate_y(&w), GATE_Y);
}

// ---------------------------------------------------------------------------------------------------------
// Invisible block (`Obj74`)
// ---------------------------------------------------------------------------------------------------------

/// 3 blocks wide and 1 high (subtype $20): `width_pixels` ((2 × 16 + 16) / 2) $18, `y_radius` 8; solid, never
/// drawn.
#[test]
fn invisible_block_is_solid_and_never_drawn() {
    let kind = ObjectKind::InvisibleBlock { width: 3, height: 1 };
    let mut w = world(&[(kind, 500, FLOOR - 8, false)], sonic(400, STAND_Y));
    run(&mut w, 120, Buttons::RIGHT);
    let block = &object(&w, id::INVISIBLE_BLOCK).common;
    assert_eq!((block.subtype, block.width_pixels, block.y_radius), (0x20, 0x18, 8));
    assert!(!block.displayed);
    // Stopped by its left side ($18 + $B from its centre).
    assert!(w.player.pixel_x() <= 500 - 0x23, "x {}", w.player.pixel_x());
    assert!(w.player.pushing);
}

// ---------------------------------------------------------------------------------------------------------
// Breakable block (`Obj32`)
// ---------------------------------------------------------------------------------------------------------

const BLOCK_Y: i32 = FLOOR - 16;

fn falling_onto_block(curled: bool) -> World {
    let mut p = sonic(400, BLOCK_Y - 60);
    p.air = true;
    p.y_speed = 0x200;
    if curled {
        p.rolling = true;
        p.pose = Pose::Roll;
        (p.width_radius, p.height_radius) = Character::Sonic.curled_radii();
    } else {
        p.pose = Pose::Spring;
    }
    world(&[(ObjectKind::BreakableBlock, 400, BLOCK_Y, false)], p)
}

/// Landing on it curled breaks it: the player bounces at −$300, still curled; 4 fragments fly off at the
/// disassembly's speeds and 100 points show.
#[test]
fn breakable_block_breaks_under_a_curled_player() {
    let mut w = falling_onto_block(true);
    let score = w.objects.game.score;
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.y_speed < 0);
    assert_eq!(w.player.y_speed, breakable_block::BOUNCE);
    assert!(w.player.air && w.player.rolling && !w.player.on_object);
    assert_eq!(w.player.pose, Pose::Roll);
    let pieces = objects(&w, id::BREAKABLE_BLOCK);
    assert_eq!(pieces.len(), 4);
    // Each moved once with its speed and fell by $18.
    let speeds: Vec<(i16, i16)> = pieces.iter().map(|o| (o.common.x_vel, o.common.y_vel)).collect();
    let expected: Vec<(i16, i16)> =
        breakable_block::FRAGMENT_SPEEDS.iter().map(|&(x, y)| (x, y + breakable_block::FRAGMENT_GRAVITY)).collect();
    assert_eq!(speeds, expected);
    assert!(pieces.iter().all(|o| o.common.routine == breakable_block::FRAGMENT));
    assert_eq!(objects(&w, engine::objects::s2::explosion::POINTS_ID).len(), 1);
    assert_eq!(w.objects.game.score, score + 100);
}

/// Landing on it uncurled (the spring pose) only stands on it.
#[test]
fn breakable_block_holds_an_uncurled_player() {
    let mut w = falling_onto_block(false);
    run(&mut w, 60, Buttons::NONE);
    assert!(w.player.on_object && !w.player.air);
    // On its top: the ground half height $11 above its centre, plus his Height Radius.
    assert_eq!(w.player.pixel_y(), BLOCK_Y - 0x11 - 19);
    let block = object(&w, id::BREAKABLE_BLOCK);
    assert_eq!(block.common.routine, 2);
    assert_eq!(objects(&w, id::BREAKABLE_BLOCK).len(), 1);
}

// ---------------------------------------------------------------------------------------------------------
// Tipping floor (`Obj0B`)
// ---------------------------------------------------------------------------------------------------------

/// Delay 0, duration 0: it starts on the frame the vertical-interrupt counter's low byte + 16 is 0; then
/// tips away (frame 0 for 8 frames, 1 for 7) until its counter runs out 15 frames in, comes back (4, 3, 2, 1
/// for 8 frames each), lies flat until 128 frames after that, and tips again for 16 frames (a 144-frame
/// cycle). On frame 1 the player standing on it drops.
#[test]
fn tipping_floor_cycles_and_drops_the_player() {
    let y = FLOOR - 60;
    let mut p = sonic(400, y - 0x11 - 19 - 4);
    p.air = true;
    let mut w = world(&[(ObjectKind::TippingFloor { delay: 0, duration: 0 }, 400, y, false)], p);
    let floor = |w: &World| object(w, id::TIPPING_FLOOR).common.clone();
    let t0 = run_until(&mut w, 300, Buttons::NONE, |w| floor(w).routine == tipping_floor::CYCLING);
    assert_eq!((engine::objects::s2::lost_rings::vint_runcount(&w.objects.game) as u8).wrapping_add(16), 0);
    assert!(w.player.on_object, "landed on it while it waited (frame {t0})");
    let mut frames = vec![floor(&w).mapping_frame];
    let mut dropped_at = None;
    for k in 1..160 {
        w.step(Buttons::NONE);
        frames.push(floor(&w).mapping_frame);
        if dropped_at.is_none() && w.player.air {
            dropped_at = Some(k);
        }
    }
    let expected = |k: usize| match k {
        0..8 => 0,
        8..15 => 1,
        15..47 => 4 - (k - 15) / 8,
        47..143 => 0,
        143..151 => 0,
        151..159 => 1,
        _ => 4,
    } as u8;
    let want: Vec<u8> = (0..160).map(expected).collect();
    assert_eq!(frames, want);
    assert_eq!(dropped_at, Some(8));
}

// ---------------------------------------------------------------------------------------------------------
// Moving platform (`Obj19`)
// ---------------------------------------------------------------------------------------------------------

/// Movement 0: x = start x − oscillator 2's high byte (as it was when objects ran), carrying the player.
#[test]
fn cpz_platform_follows_oscillator_2_and_carries_the_player() {
    use formats::object::s2::CpzPlatformMotion;
    let y = FLOOR - 60;
    let mut p = sonic(400, y - 0x11 - 19 - 2);
    p.air = true;
    let kind = ObjectKind::CpzPlatform { motion: CpzPlatformMotion::from_bits(0), frame: 0 };
    let mut w = world(&[(kind, 400, y, false)], p);
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.on_object);
    for _ in 0..120 {
        let osc = w.objects.game.oscillation.clone();
        let (px, ox) = (w.player.pixel_x(), object(&w, id::CPZ_PLATFORM).common.pixel_x());
        w.step(Buttons::NONE);
        let platform = object(&w, id::CPZ_PLATFORM).common.pixel_x();
        assert_eq!(platform, 400 - i32::from(osc.byte(8)));
        assert_eq!(w.player.pixel_x() - px, platform - ox, "carried");
    }
    assert_eq!(object(&w, id::CPZ_PLATFORM).common.width_pixels, 0x20);
}

/// Movement 3 waits until stood on, then (as 4) swings about 96 px above its start: its Y Speed grows by −8
/// a frame while below that point.
#[test]
fn cpz_platform_3_starts_swinging_once_stood_on() {
    use formats::object::s2::CpzPlatformMotion;
    let y = FLOOR - 60;
    let mut p = sonic(400, y - 0x11 - 19 - 2);
    p.air = true;
    let kind = ObjectKind::CpzPlatform { motion: CpzPlatformMotion::from_bits(3), frame: 1 };
    let mut w = world(&[(kind, 400, y, false)], p);
    run_until(&mut w, 30, Buttons::NONE, |w| object(w, id::CPZ_PLATFORM).common.subtype == 4);
    let speeds: Vec<i16> = (0..4)
        .map(|_| {
            w.step(Buttons::NONE);
            object(&w, id::CPZ_PLATFORM).common.y_vel
        })
        .collect();
    assert_eq!(speeds, [-8, -16, -24, -32]);
    assert_eq!(object(&w, id::CPZ_PLATFORM).common.width_pixels, 0x18);
    assert!(w.player.on_object, "carried up");
}

// ---------------------------------------------------------------------------------------------------------
// Pipe exit spring (`Obj7B`)
// ---------------------------------------------------------------------------------------------------------

fn pipe_spring(weak: bool) -> ObjectKind {
    ObjectKind::PipeExitSpring { twirl: false, weak, layer: Default::default(), kill_transverse: false }
}

/// Landing on it launches at −$1000 (weak: −$A80), 4 px lower first, in the spring pose; it shows frame 3 for
/// 2 frames (the script's frame, then its switch back to animation 0, which shows on the frame after).
#[test]
fn pipe_exit_spring_launches_at_1000_or_a80() {
    for (weak, speed) in [(false, -0x1000), (true, -0xA80)] {
        let y = FLOOR - 8;
        let mut p = sonic(400, y - 0x10 - 19 - 8);
        p.air = true;
        let mut w = world(&[(pipe_spring(weak), 400, y, false)], p);
        run_until(&mut w, 30, Buttons::NONE, |w| w.player.y_speed < 0);
        assert_eq!(w.player.y_speed, speed);
        assert!(w.player.air && !w.player.on_object);
        assert_eq!(w.player.pose, Pose::Spring);
        assert_eq!(object(&w, id::PIPE_EXIT_SPRING).common.mapping_frame, 3);
        let next: Vec<u8> = (0..2)
            .map(|_| {
                w.step(Buttons::NONE);
                object(&w, id::PIPE_EXIT_SPRING).common.mapping_frame
            })
            .collect();
        assert_eq!(next, [3, 0]);
    }
}

/// A player in the pipe below it opens it: frames 1, 2, 2, 2, 4 for 6 frames each (the last one more, as the
/// script switches back), then closed (0); it is not solid on frame 1.
#[test]
fn pipe_exit_spring_opens_for_a_player_below() {
    let mut w = world(&[(pipe_spring(false), 400, STAND_Y - 0x20, false)], sonic(400, STAND_Y));
    let spring = |w: &World| object(w, id::PIPE_EXIT_SPRING).common.mapping_frame;
    run_until(&mut w, 4, Buttons::NONE, |w| spring(w) == 1);
    let mut frames = vec![1];
    for _ in 0..31 {
        // Out from under it, so that it does not open again.
        w.player.x = 300 << 8;
        w.step(Buttons::NONE);
        frames.push(spring(&w));
    }
    let want: Vec<u8> = [1, 2, 2, 2, 4].iter().flat_map(|&f| [f; 6]).chain([4, 0]).collect();
    assert_eq!(frames, want);
}

// ---------------------------------------------------------------------------------------------------------
// Square block (`Obj6B`) and staircase (`Obj78`)
// ---------------------------------------------------------------------------------------------------------

/// Movement 1: x = start − oscillator 2's high byte; the 64 x 24 block (`width_pixels` 32, `y_radius` 12).
#[test]
fn moving_block_follows_oscillator_2() {
    use formats::object::s2::MovingBlockMotion;
    let kind = ObjectKind::MovingBlock { motion: MovingBlockMotion::from_bits(1), frame: 0 };
    let mut w = world(&[(kind, 400, FLOOR - 100, false)], sonic(300, STAND_Y));
    w.step(Buttons::NONE);
    for _ in 0..100 {
        let osc = w.objects.game.oscillation.clone();
        w.step(Buttons::NONE);
        assert_eq!(object(&w, id::MOVING_BLOCK).common.pixel_x(), 400 - i32::from(osc.byte(8)));
    }
    let c = &object(&w, id::MOVING_BLOCK).common;
    assert_eq!((c.width_pixels, c.y_radius, c.mapping_frame), (32, 12, 1));
}

/// Movement 7: once stood on it descends, accelerating by 8 a frame to $2A8, then slowing by 8 to a stop
/// ($2A8 / 8 × 2 = 170 frames), and stays.
#[test]
fn moving_block_7_descends_when_stood_on_and_stops() {
    use formats::object::s2::MovingBlockMotion;
    let kind = ObjectKind::MovingBlock { motion: MovingBlockMotion::from_bits(7), frame: 1 };
    let y = FLOOR - 400;
    let mut p = sonic(400, y - 17 - 19 - 2);
    p.air = true;
    let mut w = world(&[(kind, 400, y, false)], p);
    run_until(&mut w, 20, Buttons::NONE, |w| w.player.on_object);
    let block = |w: &World| object(w, id::MOVING_BLOCK).common.clone();
    assert_eq!(block(&w).y_vel, 0, "it sees him standing the frame after");
    let mut speeds = Vec::new();
    while block(&w).subtype & 0xF == 7 && speeds.len() < 400 {
        w.step(Buttons::NONE);
        speeds.push(block(&w).y_vel);
    }
    let peak = speeds.iter().copied().max().unwrap_or_default();
    assert_eq!(peak, 0x2A8);
    assert_eq!(speeds.len(), 2 * 0x2A8 / 8 - 1 + 1);
    assert_eq!(*speeds.last().unwrap_or(&1), 0);
    assert_eq!(block(&w).subtype, 0);
}

/// Staircase 1: four blocks 32 px apart; their offsets grow to $80, $60, $40, $20 (¾, ½, ¼ of the first's).
#[test]
fn staircase_sinks_into_steps() {
    use formats::object::s2::StaircaseMotion;
    let kind = ObjectKind::Staircase { motion: StaircaseMotion::from_bits(1) };
    let y = FLOOR - 300;
    let mut w = world(&[(kind, 400, y, false)], sonic(200, STAND_Y));
    run(&mut w, 200, Buttons::NONE);
    let mut blocks: Vec<(i32, i32)> =
        objects(&w, id::STAIRCASE).iter().map(|o| (o.common.pixel_x(), o.common.pixel_y())).collect();
    blocks.sort();
    assert_eq!(blocks, [(400, y + 0x80), (432, y + 0x60), (464, y + 0x40), (496, y + 0x20)]);
}

/// Staircase 0: stood on, it waits 30 frames, then (as 1) sinks 1 px a frame under the first block.
#[test]
fn staircase_0_starts_30_frames_after_being_stood_on() {
    use formats::object::s2::StaircaseMotion;
    let kind = ObjectKind::Staircase { motion: StaircaseMotion::from_bits(0) };
    let y = FLOOR - 200;
    let mut p = sonic(400, y - 0x11 - 19 - 2);
    p.air = true;
    let mut w = world(&[(kind, 400, y, false)], p);
    let first = |w: &World| {
        objects(w, id::STAIRCASE)
            .into_iter()
            .find(|o| o.common.routine == engine::objects::s2::staircase::FIRST)
            .cloned()
    };
    let landed = run_until(&mut w, 20, Buttons::NONE, |w| w.player.on_object);
    let moved = run_until(&mut w, 60, Buttons::NONE, |w| first(w).is_some_and(|o| o.common.pixel_y() != y));
    assert_eq!(first(&w).map(|o| o.common.subtype), Some(1));
    // The landing is seen the frame after (the block reports it after its behaviour ran), 30 frames count
    // down, and the first step down is on the frame after that.
    assert_eq!(moved, 32, "landed on frame {landed}");
}

// ---------------------------------------------------------------------------------------------------------
// Blue balls (`Obj1D`)
// ---------------------------------------------------------------------------------------------------------

/// Two balls (3 frames apart), hazards ($8B). An arc: out at −$480 with gravity $18 and X acceleration $B
/// turning round at the top; back at its start height after 97 moves, 99 px across ($2304 × $B subpixels),
/// then 60 frames still before the next arc (which goes back).
#[test]
fn blue_balls_arc_across_and_wait() {
    let (x, y) = (400, FLOOR - 100);
    let mut w = world(&[(ObjectKind::BlueBalls { balls: 2, straight: false }, x, y, false)], sonic(200, STAND_Y));
    w.step(Buttons::NONE);
    let balls = objects(&w, id::BLUE_BALLS);
    assert_eq!(balls.len(), 2);
    assert!(balls.iter().all(|b| b.common.collision_flags == engine::objects::s2::blue_balls::COLLISION));
    let first = |w: &World| objects(w, id::BLUE_BALLS)[0].common.clone();
    let start = run_until(&mut w, 10, Buttons::NONE, |w| first(w).pixel_y() != y);
    assert_eq!(start, 2, "the frame after it set off (its init frame, then one frame waiting)");
    let mut moves = 1;
    while first(&w).routine == engine::objects::s2::blue_balls::MOVE_ARC {
        w.step(Buttons::NONE);
        moves += 1;
    }
    assert_eq!(moves, 97);
    assert_eq!((first(&w).pixel_x(), first(&w).pixel_y()), (x + 99, y));
    let waited = run_until(&mut w, 100, Buttons::NONE, |w| first(w).pixel_y() != y);
    assert_eq!(waited, 61, "60 frames still, moving on the 61st");
    assert!(first(&w).x_vel <= 0, "the next arc goes back");
}

/// Straight up: at the top it is moved $60 px across; back at its start height it is back at its start x.
#[test]
fn blue_balls_straight_swap_pipes_at_the_top() {
    let (x, y) = (400, FLOOR - 100);
    let mut w = world(&[(ObjectKind::BlueBalls { balls: 1, straight: true }, x, y, false)], sonic(200, STAND_Y));
    let ball = |w: &World| object(w, id::BLUE_BALLS).common.clone();
    run_until(&mut w, 10, Buttons::NONE, |w| ball(w).pixel_y() != y);
    let apex = run_until(&mut w, 60, Buttons::NONE, |w| ball(w).pixel_x() != x);
    assert_eq!(ball(&w).pixel_x(), x + 0x60);
    assert_eq!(apex, 47, "48 moves to the top");
    run_until(&mut w, 60, Buttons::NONE, |w| ball(w).pixel_x() == x);
    assert_eq!(ball(&w).y_vel, engine::objects::s2::blue_balls::JUMP);
}

// ---------------------------------------------------------------------------------------------------------
// Spiny (`ObjA5`, `ObjA6`)
// ---------------------------------------------------------------------------------------------------------

fn spiny(wall: bool) -> ObjectKind {
    use formats::object::BadnikKind;
    ObjectKind::Badnik { kind: if wall { BadnikKind::SpinyOnWall } else { BadnikKind::Spiny } }
}

/// It crawls left at $40 subpixels a frame and turns round on its 256th crawling frame (its turn counter
/// starts at 0).
#[test]
fn spiny_crawls_and_turns_every_256_frames() {
    let mut w = world(&[(spiny(false), 400, STAND_Y, false)], sonic(100, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| !objects(w, id::SPINY).is_empty());
    let c = |w: &World| object(w, id::SPINY).common.clone();
    assert_eq!((c(&w).x_vel, c(&w).collision_flags), (-0x40, engine::objects::s2::spiny::COLLISION));
    run(&mut w, 255, Buttons::NONE);
    assert_eq!(c(&w).x, (400 << 8) - 255 * 0x40);
    w.step(Buttons::NONE);
    assert_eq!(c(&w).x_vel, 0x40);
    assert_eq!(c(&w).x, (400 << 8) - 254 * 0x40);
}

/// After its $80-frame cool-down, a player within $60 px stops it (frame 2); $14 frames later it fires a
/// shot up at −$300 and $100 toward him, which falls with gravity $20; $28 frames after stopping it crawls on.
#[test]
fn spiny_fires_at_a_near_player() {
    let mut w = world(&[(spiny(false), 400, STAND_Y, false)], sonic(440, STAND_Y));
    let c = |w: &World| object(w, id::SPINY).common.clone();
    let stopped = run_until(&mut w, 200, Buttons::NONE, |w| {
        objects(w, id::SPINY).first().is_some_and(|o| o.common.routine == engine::objects::s2::spiny::ATTACK)
    });
    assert_eq!(c(&w).mapping_frame, 2);
    let fired = run_until(&mut w, 40, Buttons::NONE, |w| !objects(w, 0x98).is_empty());
    assert_eq!(fired, 0x28 - 0x14);
    let shot = object(&w, 0x98).common.clone();
    assert_eq!((shot.x_vel, shot.y_vel, shot.collision_flags), (0x100, -0x300, 0x98));
    w.step(Buttons::NONE);
    let moved = object(&w, 0x98).common.clone();
    assert_eq!((moved.y_vel, moved.y - shot.y, moved.x - shot.x), (-0x2E0, -0x2E0, 0x100));
    let resumed = run_until(&mut w, 40, Buttons::NONE, |w| c(w).routine == engine::objects::s2::spiny::CRAWL);
    assert_eq!(fired + 1 + resumed, 0x29, "stopped on frame {stopped}");
}

/// On a wall it crawls up and fires straight out at $300.
#[test]
fn wall_spiny_fires_straight_out() {
    let mut w = world(&[(spiny(true), 400, STAND_Y - 40, false)], sonic(440, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| !objects(w, id::SPINY_ON_WALL).is_empty());
    assert_eq!(object(&w, id::SPINY_ON_WALL).common.y_vel, -0x40);
    run_until(&mut w, 200, Buttons::NONE, |w| !objects(w, 0x98).is_empty());
    let shot = object(&w, 0x98).common.clone();
    assert_eq!((shot.x_vel, shot.y_vel), (0x300, 0));
    assert_eq!(object(&w, id::SPINY_ON_WALL).common.mapping_frame, 5);
}

// ---------------------------------------------------------------------------------------------------------
// Sideways platforms (`Obj7A`)
// ---------------------------------------------------------------------------------------------------------

/// Setup 0: one platform starting $68 px left of its start x, sliding right 1 px a frame to $68 px right of
/// it, and back.
#[test]
fn sideways_platform_slides_between_its_ends() {
    let y = FLOOR - 100;
    let mut w = world(&[(ObjectKind::SidewaysPlatform { setup: 0 }, 600, y, false)], sonic(600, STAND_Y));
    let xs = |w: &World| objects(w, id::SIDEWAYS_PLATFORM).iter().map(|o| o.common.pixel_x()).collect::<Vec<_>>();
    run_until(&mut w, 4, Buttons::NONE, |w| !xs(w).is_empty());
    assert_eq!(xs(&w), [600 - 0x68 + 1], "it slid once on its first frame");
    run(&mut w, 2 * 0x68 - 1, Buttons::NONE);
    assert_eq!(xs(&w), [600 + 0x68]);
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(xs(&w), [600 + 0x68 - 10]);
}

/// Setup 6: two platforms ($B0 left and $40 right of the start); when their edges meet both turn round.
#[test]
fn two_sideways_platforms_bounce_off_each_other() {
    let y = FLOOR - 100;
    let mut w = world(&[(ObjectKind::SidewaysPlatform { setup: 6 }, 600, y, false)], sonic(600, STAND_Y));
    let xs = |w: &World| objects(w, id::SIDEWAYS_PLATFORM).iter().map(|o| o.common.pixel_x()).collect::<Vec<_>>();
    run_until(&mut w, 4, Buttons::NONE, |w| !xs(w).is_empty());
    // Both slid once on that frame (the first runs on from its init, the second runs after it).
    assert_eq!(xs(&w), [600 - 0xB0 + 1, 600 + 0x40 + 1]);
    // Both go right; the second reaches the end ($A8 right of the start) and turns, and they meet.
    let met = run_until(&mut w, 400, Buttons::NONE, |w| {
        let x = xs(w);
        x[1] - x[0] == 0x30
    });
    let x = xs(&w);
    w.step(Buttons::NONE);
    let after = xs(&w);
    assert_eq!(after, [x[0] - 1, x[1] + 1], "turned round on meeting (frame {met})");
}

// ---------------------------------------------------------------------------------------------------------
// Pressure spring (`Obj40`)
// ---------------------------------------------------------------------------------------------------------

/// Stood on $34 px from its low end: thrown at −4 − 3 px/frame (`byte_26550`[$34] = 3), twirling (Ground
/// Speed 1, the walking pose) and put on layer B by its subtype.
#[test]
fn pressure_spring_throws_twirls_and_sets_the_layer() {
    use formats::object::SpringLayer;
    let kind = ObjectKind::PressureSpring { twirl: true, fewer_flips: false, layer: SpringLayer::B };
    let (x, y) = (400, FLOOR - 8);
    let mut p = sonic(x + 0x18, y - 0x18 - 19 - 6);
    p.air = true;
    let mut w = world(&[(kind, x, y, false)], p);
    run_until(&mut w, 30, Buttons::NONE, |w| w.player.y_speed < -0x100);
    assert_eq!(w.player.y_speed, -0x700);
    assert_eq!(w.player.layer, formats::Layer::B);
    assert_eq!((w.player.pose, w.player.ground_speed), (Pose::Walk, 1));
    assert!(w.player.air);
}

// ---------------------------------------------------------------------------------------------------------
// Spin tubes (`Obj1E`)
// ---------------------------------------------------------------------------------------------------------

/// Walking into the lower half of a $A0-wide tube box from its near side takes entrance path 2: he is put on
/// its first point (16, 112 from the tube), under object control, curled (the roll animation), in the air; the first leg (to 17,
/// 99) is y-major: Y Speed −$800, X Speed $10000 / (13 × 32) = 157, for 416 >> 8 = 1 frame and then he is
/// put on the next point. At the path's end (no route for this subtype) he is released there.
#[test]
fn spin_tube_carries_the_player_along_its_entrance_path() {
    use engine::objects::s2::spin_tube::{self, ENTRANCE, LEAVING};
    use engine::objects::s2::spin_tube_paths::ENTRANCES;
    let (ox, oy) = (400, STAND_Y - 0x50);
    let kind = ObjectKind::SpinTube { entrance: 0, route: 0 };
    let mut w = world(&[(kind, ox, oy, false)], sonic(ox - 3, STAND_Y));
    let rider = |w: &World| match &object(w, id::SPIN_TUBE).state {
        engine::objects::runtime::object::State::SpinTube(t) => t.riders[0],
        _ => unreachable!(),
    };
    run_until(&mut w, 60, Buttons::RIGHT, |w| w.player.object_control != 0);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (ox + 16, oy + 112));
    // Curled is the roll animation only: `Obj1E` sets `anim`, not the status's rolling bit (the trace suite's
    // Chemical Plant recording shows it clear in the tube).
    assert_eq!((w.player.object_control, w.player.air, w.player.pose), (0x81, true, Pose::Roll));
    assert!(!w.player.rolling);
    assert_eq!((w.player.x_speed, w.player.y_speed), (157, -0x800));
    assert_eq!((rider(&w).mode, rider(&w).count, rider(&w).selector), (ENTRANCE, 1, 2));
    let x0 = w.player.x;
    w.step(Buttons::NONE);
    assert_eq!(w.player.x - x0, 157, "one frame at its speeds");
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (ox + 17, oy + 99), "put on the next point");
    run_until(&mut w, 400, Buttons::NONE, |w| w.player.object_control == 0);
    let &(lx, ly) = ENTRANCES[2].last().unwrap_or(&(0, 0));
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (ox + i32::from(lx), (oy + i32::from(ly)) & 0x7FF));
    assert_eq!(rider(&w).mode, LEAVING);
    assert_eq!(spin_tube::SPEED, 0x800);
}

/// The frame order of a ride (s2disasm `Obj1E`; the tube runs in its slot, after the players' own routines):
/// - capture (`loc_225FC`): Sonic at x 399.00 walking right at $100 with Right held accelerates to $10C and
///   moves to 400.0C on his own; then the tube sees him in its box (x − 400 = 0 < $A0, y − 540 = $50 ≥ $40:
///   entrance path 2) and in the same frame puts him on its first point (416, 652; his subpixels kept), sets
///   `obj_control` $81, Ground Speed $800 and the air bit, and aims at (417, 639): Y-major, Y Speed −$800,
///   quotient (−13 << 16) / −$800 = $1A0, X Speed (1 << 16) / $1A0 = 157, count $01. His rolling status bit is
///   not set (`anim` only): he stays at his standing radii.
/// - the next frame (`loc_2271A`): count 1 → 0, he moves by his speeds (x 416.A9, y 644);
/// - the next: count → −1, he is put on (417, 639) and aimed at (423, 630): X Speed (6 << 16) / $120 = 1365.
/// - the last leg, (544, 652) → (544, 556): X Speed 0, Y Speed −$800, count $0C: twelve moves to y 556, then
///   on the frame the count runs out he is put on the last point and released (`loc_227A6`: `obj_control` 0,
///   the box's mode 6) without moving; only the frame after does his own air routine move him
///   (y 556 − 8 = 548, Y Speed −$800 + $38).
#[test]
fn spin_tube_captures_after_his_move_and_releases_before_his_next() {
    let (ox, oy) = (400, STAND_Y - 0x50);
    let kind = ObjectKind::SpinTube { entrance: 0, route: 0 };
    let mut p = Player::standing(Character::Sonic, ox - 1, STAND_Y);
    (p.x_speed, p.ground_speed) = (0x100, 0x100);
    let mut w = world(&[(kind, ox, oy, false)], p);
    w.step(Buttons::RIGHT);
    let p = &w.player;
    assert_eq!((p.x, p.y), (((ox + 16) << 8) | 0x0C, (oy + 112) << 8), "captured after his own move");
    assert_eq!((p.object_control, p.air, p.rolling, p.height_radius), (0x81, true, false, 19));
    assert_eq!((p.x_speed, p.y_speed, p.ground_speed), (157, -0x800, 0x800));
    w.step(Buttons::NONE);
    assert_eq!((w.player.x, w.player.y), (((ox + 16) << 8) | 0xA9, (oy + 104) << 8), "moved by his speeds");
    w.step(Buttons::NONE);
    assert_eq!((w.player.x, w.player.y), (((ox + 17) << 8) | 0xA9, (oy + 99) << 8), "put on the next point");
    assert_eq!((w.player.x_speed, w.player.y_speed), (1365, -0x800));
    // On to the last leg, up from (544, 652).
    let started = run_until(&mut w, 400, Buttons::NONE, |w| w.player.pixel_x() == ox + 144 && w.player.y_speed < 0);
    assert!(started < 400);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (ox + 144, oy + 112));
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, -0x800));
    for i in 1..=12 {
        w.step(Buttons::NONE);
        assert_eq!((w.player.pixel_y(), w.player.object_control), (oy + 112 - 8 * i, 0x81), "move {i}");
    }
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (ox + 144, oy + 16), "put on the last point");
    assert_eq!((w.player.object_control, w.player.x_speed, w.player.y_speed), (0, 0, -0x800), "released");
    w.step(Buttons::NONE);
    assert_eq!((w.player.pixel_y(), w.player.y_speed), (oy + 8, -0x800 + 0x38), "his own move, the frame after");
    assert!(w.player.air && !w.player.rolling);
}

/// On the real Chemical Plant 1: dropped into the far strip of the first $A0-wide tube box with a route, the
/// player is carried along the route to another tube, which carries him out along its exit path: he is
/// released on the last point of one of that tube's entrance paths (as placed in the level). (This tube's
/// route comes back round to itself: he goes far away and is let out next to where he went in.)
#[test]
fn spin_tubes_connect_through_their_routes_in_cpz1() {
    use engine::objects::s2::spin_tube::{ROUTE_TABLE, WIDTHS};
    use engine::objects::s2::spin_tube_paths::ENTRANCES;
    use formats::object::s2;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Cpz1);
    let tubes: Vec<(i32, i32, u8)> = level
        .objects
        .iter()
        .filter_map(|p| {
            let r = s2::to_record(p)?;
            (r.id == id::SPIN_TUBE).then_some((p.x, p.y, r.subtype))
        })
        .collect();
    assert_eq!(tubes.len(), 9);
    let &(x, y, subtype) =
        tubes.iter().find(|t| t.2 & 3 == 0 && ROUTE_TABLE[usize::from(t.2 & 0xFC)] != 0).expect("a tube with a route");
    let width = i32::from(WIDTHS[usize::from(subtype & 3)]);
    assert!(width > 0x20);
    let mut p = Player::standing(Character::Sonic, x + 0x88, y + 0x50);
    p.air = true;
    let mut w = World::with_player(level, p);
    run_until(&mut w, 10, Buttons::NONE, |w| w.player.object_control != 0);
    let mut farthest = 0;
    let mut frames = 0;
    while w.player.object_control != 0 && frames < 2000 {
        w.step(Buttons::NONE);
        frames += 1;
        farthest = farthest.max((w.player.pixel_x() - x).abs() + (w.player.pixel_y() - y).abs());
    }
    let (px, py) = (w.player.pixel_x(), w.player.pixel_y());
    assert_eq!(w.player.object_control, 0, "released");
    assert!(farthest > 0x400, "carried along a route: {farthest} px at most, {frames} frames");
    let on_an_exit = tubes.iter().any(|&(tx, ty, _)| {
        ENTRANCES.iter().any(|path| {
            path.last().is_some_and(|&(ex, ey)| (tx + i32::from(ex), (ty + i32::from(ey)) & 0x7FF) == (px, py))
        })
    });
    assert!(on_an_exit, "released at ({px}, {py}), not on a tube's exit");
}

// ---------------------------------------------------------------------------------------------------------
// Grabber (`ObjA7`–`ObjAA`)
// ---------------------------------------------------------------------------------------------------------

fn grabber() -> ObjectKind {
    ObjectKind::Badnik { kind: formats::object::BadnikKind::Grabber }
}

fn body(w: &World) -> Option<engine::objects::runtime::object::Obj> {
    objects(w, id::GRABBER).into_iter().next().cloned()
}

/// Alone it patrols left at $40 subpixels a frame with its legs 16 px below, turning after 256 frames.
#[test]
fn grabber_patrols_and_turns() {
    let (x, y) = (400, STAND_Y - 100);
    let mut w = world(&[(grabber(), x, y, false)], sonic(100, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| body(w).is_some());
    w.step(Buttons::NONE);
    let b = body(&w).map(|o| o.common).unwrap_or_default();
    assert_eq!((b.x_vel, b.collision_flags), (-0x40, engine::objects::s2::grabber::BODY_COLLISION));
    let legs = object(&w, engine::objects::s2::grabber::LEGS).common.clone();
    assert_eq!(
        (legs.pixel_y() - b.pixel_y(), legs.collision_flags),
        (16, engine::objects::s2::grabber::LEGS_COLLISION)
    );
    let turned = run_until(&mut w, 300, Buttons::NONE, |w| body(w).is_some_and(|o| o.common.x_vel > 0));
    assert_eq!(turned, 255, "256 patrol frames, the first one above");
}

/// A player below: it stops 17 frames, drops at 2 px a frame; its legs grab him (pinned to them, under object
/// control); it climbs back; left alone it blinks faster and faster and 136 frames after the grab becomes an
/// explosion that lets him go.
#[test]
fn grabber_grabs_and_explodes_after_136_frames() {
    let (x, y) = (400, STAND_Y - 100);
    let mut w = world(&[(grabber(), x, y, false)], sonic(x, STAND_Y));
    run_until(&mut w, 4, Buttons::NONE, |w| body(w).is_some());
    let stopped = run_until(&mut w, 4, Buttons::NONE, |w| body(w).is_some_and(|o| o.common.routine_secondary == 2));
    let dropping = run_until(&mut w, 40, Buttons::NONE, |w| body(w).is_some_and(|o| o.common.y_vel == 0x200));
    assert_eq!(dropping, 17, "paused 17 frames (stopped on frame {stopped})");
    run_until(&mut w, 60, Buttons::NONE, |w| w.player.object_control == 0x81);
    let legs = object(&w, engine::objects::s2::grabber::LEGS).common.clone();
    let held = run_until(&mut w, 4, Buttons::NONE, |w| body(w).is_some_and(|o| o.common.routine_secondary == 6));
    assert_eq!(held, 1);
    assert!(body(&w).is_some_and(|o| o.common.y_vel < 0), "climbing back");
    let legs_now = object(&w, engine::objects::s2::grabber::LEGS).common.clone();
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (legs_now.pixel_x(), legs_now.pixel_y()));
    assert!(legs.pixel_y() >= legs_now.pixel_y());
    let exploded = run_until(&mut w, 200, Buttons::NONE, |w| body(w).is_none());
    assert_eq!(held + exploded, 136);
    assert_eq!(w.player.object_control, 0);
    assert!(w.player.air);
    assert_eq!(objects(&w, id::EXPLOSION).len(), 1);
}

/// The held player (`ObjA7_GrabCharacter`): the floating animation (`AniIDSonAni_Float`, its clock restarted,
/// the pushing flag cleared), X and Y Speeds cleared but not Ground Speed, still the normal routine (2) and on
/// the ground as he was, `obj_control` $81; pinned to the legs every frame. Let go by the explosion he is put
/// in the air and keeps floating.
#[test]
fn grabber_holds_the_player_floating() {
    let (x, y) = (400, STAND_Y - 100);
    let mut w = world(&[(grabber(), x, y, false)], sonic(x, STAND_Y));
    run_until(&mut w, 80, Buttons::NONE, |w| body(w).is_some_and(|o| o.common.y_vel == 0x200));
    // A Ground Speed the grab does not clear (given back to him every frame, under the Grabber, until he is
    // grabbed).
    let mut grabbed = false;
    for _ in 0..60 {
        w.player.ground_speed = 0x123;
        w.player.x = x << 8;
        w.step(Buttons::NONE);
        if w.player.object_control == 0x81 {
            grabbed = true;
            break;
        }
    }
    assert!(grabbed, "grabbed");
    let p = &w.player;
    assert_eq!(p.pose, Pose::Float);
    assert_eq!((p.x_speed, p.y_speed), (0, 0));
    let ground_speed = p.ground_speed;
    assert_ne!(ground_speed, 0, "Ground Speed is left alone");
    assert_eq!((p.routine, p.air, p.object_control), (engine::player::Routine::Normal, false, 0x81));
    // His next `Sonic_Animate` sees the new animation: the clock restarts and the pushing flag is cleared.
    w.player.pushing = true;
    w.step(Buttons::NONE);
    assert_eq!(w.player.animation.pose, Pose::Float);
    assert!(!w.player.pushing);
    for _ in 0..50 {
        w.step(Buttons::NONE);
        let legs = object(&w, engine::objects::s2::grabber::LEGS).common.clone();
        assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (legs.pixel_x(), legs.pixel_y()));
        assert_eq!((w.player.pose, w.player.air, w.player.ground_speed), (Pose::Float, false, ground_speed));
    }
    run_until(&mut w, 200, Buttons::NONE, |w| body(w).is_none());
    assert_eq!((w.player.object_control, w.player.air, w.player.pose), (0, true, Pose::Float));
}

/// Held, changing direction 4 times within the 32 frames after his first press frees him when the window
/// closes (the body gives up: no hitbox, it stays).
#[test]
fn grabber_lets_go_of_a_struggling_player() {
    let (x, y) = (400, STAND_Y - 100);
    let mut w = world(&[(grabber(), x, y, false)], sonic(x, STAND_Y));
    run_until(&mut w, 80, Buttons::NONE, |w| w.player.object_control == 0x81);
    w.step(Buttons::NONE);
    let mut frames = 0;
    while w.player.object_control != 0 && frames < 100 {
        let b = if (frames / 2) % 2 == 0 { Buttons::LEFT } else { Buttons::RIGHT };
        w.step(b);
        frames += 1;
    }
    assert_eq!(frames, 1 + 32, "freed when the window closes, 32 frames after the first press");
    assert_eq!(w.player.pose, Pose::Walk);
    let b = body(&w).expect("the body stays");
    assert_eq!((b.common.routine_secondary, b.common.collision_flags), (0xA, 0));
}

// ---------------------------------------------------------------------------------------------------------
// Player 2
// ---------------------------------------------------------------------------------------------------------

/// The sidekick (here a second human Tails) meets the Chemical Plant objects too: the booster boosts him, the
/// barrier opens for him, an invisible block holds him up.
#[test]
fn the_sidekick_is_boosted_lets_barriers_open_and_stands_on_blocks() {
    use engine::world::SecondPlayer;
    let p2 = |w: &World| w.second.as_deref().map(|s| s.player.clone()).expect("player 2");
    // Booster: Sonic far away, Tails on the pad.
    let mut w = world(&[(ObjectKind::SpeedBooster { slow: false }, 600, STAND_Y + 4, false)], sonic(300, STAND_Y));
    w.set_second(Some(SecondPlayer::human(Character::Tails, 595, STAND_Y + 4)));
    run_until(&mut w, 4, Buttons::NONE, |w| p2(w).x_speed != 0);
    assert_eq!((p2(&w).x_speed, p2(&w).control_lock), (0x1000, speed_booster::CONTROL_LOCK));
    assert_eq!(w.player.x_speed, 0);
    // Barrier: only Tails is on its open side.
    let mut w = world(&[(ObjectKind::OneWayBarrier { frame: 0 }, GATE_X, GATE_Y, false)], sonic(GATE_X + 200, STAND_Y));
    w.set_second(Some(SecondPlayer::human(Character::Tails, GATE_X - 100, STAND_Y + 4)));
    run(&mut w, 12, Buttons::NONE);
    assert_eq!(gate_y(&w), GATE_Y - 0x40);
    // Invisible block under Tails in the air: he lands on it (his own standing bit, 4).
    let kind = ObjectKind::InvisibleBlock { width: 3, height: 1 };
    let mut w = world(&[(kind, 500, FLOOR - 60, false)], sonic(300, STAND_Y));
    let mut second = SecondPlayer::human(Character::Tails, 500, FLOOR - 60 - 9 - 15 - 4);
    second.player.air = true;
    w.set_second(Some(second));
    run(&mut w, 20, Buttons::NONE);
    assert!(p2(&w).on_object && !p2(&w).air);
    assert_eq!(
        object(&w, id::INVISIBLE_BLOCK).common.status & engine::objects::runtime::object::P2_STANDING,
        engine::objects::runtime::object::P2_STANDING
    );
}
