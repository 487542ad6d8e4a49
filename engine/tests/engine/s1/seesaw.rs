//! Star Light's seesaw and its spiked ball (s1disasm `_incObj/5E Seesaw.asm`) as the exact integers of the
//! disassembly, on a flat Sonic 1 test level: the ball's rest on the low end, its launch by where the player lands
//! (`See_MoveSpike`: −$818/$114, −$AF0/$CC, −$E00/$A0), its flight (`See_SpikeFall`: gravity $38, twice while no
//! higher than $2F px above the seesaw) and the throw when it lands on the raised end under a standing player
//! (`See_Spring`).

use crate::support;
use engine::objects::runtime::object::{Common, Obj, STANDING, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::seesaw::{self, RESTING_HEIGHTS, Seesaw, routine};
use engine::player::Pose;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Bounds, Point, ProfileId};

const X: i32 = 0x400;
const Y: i32 = 0x3C0;

/// A flat Sonic 1 level (floor at y $400) with a seesaw of `subtype` at (X, Y) in the first slot and the player
/// `dx` px from its x, high above it, falling at `y_speed`.
fn world(subtype: u8, flipped: bool, dx: i32, y_speed: i16) -> World {
    let mut level = support::solid_rows(24, 12, 8..12);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0xC00, bottom: 0x400 + 224 };
    level.player_start = Point { x: X + dx, y: 0x300 };
    let mut w = World::new(&level, Character::Sonic);
    let c = Common::new(engine::objects::s1::id::SONIC1, subtype, X, Y, flipped, false);
    let obj = Obj { common: c, state: State::Sonic1(Sonic1::Seesaw(Seesaw::default())) };
    assert_eq!(w.objects.slots.allocate(obj, 0, None), Some(0));
    w.player.air = true;
    w.player.y_speed = y_speed;
    w
}

fn seesaw_of(w: &World) -> (&Common, &Seesaw) {
    match w.objects.slots.get(0) {
        Some(Obj { common, state: State::Sonic1(Sonic1::Seesaw(s)) }) => (common, s),
        other => panic!("slot 0: {:?}", other.map(|o| &o.state)),
    }
}

fn ball(w: &World) -> &Common {
    match w.objects.slots.get(1) {
        Some(Obj { common, state: State::Sonic1(Sonic1::Seesaw(s)) }) if s.parent == Some(0) => common,
        other => panic!("slot 1: {:?}", other.map(|o| &o.state)),
    }
}

/// Runs frames until the seesaw is stood on; the frames it took.
fn land(w: &mut World) -> usize {
    for n in 1..200 {
        w.step(Buttons::NONE);
        if seesaw_of(w).0.routine == routine::STOOD_ON {
            return n;
        }
    }
    panic!("the player never landed");
}

/// The ball's flight from its launch, as `See_SpikeFall` moves it: (x, y) in 1/256 px and Y Speed after each
/// frame, until it lands at `rest_y` (its resting height on the end it comes down on).
fn flight(mut x: i32, mut y: i32, vx: i16, mut vy: i16, rest_y: i32) -> Vec<(i32, i32, i16)> {
    let fall = |x: &mut i32, y: &mut i32, vy: &mut i16| {
        *x += i32::from(vx);
        *y += i32::from(*vy);
        *vy += 0x38;
    };
    let mut out = Vec::new();
    loop {
        if vy < 0 {
            fall(&mut x, &mut y, &mut vy);
            if Y - 0x2F <= y >> 8 {
                fall(&mut x, &mut y, &mut vy);
            }
        } else {
            fall(&mut x, &mut y, &mut vy);
            if rest_y <= y >> 8 {
                out.push((x, y, vy));
                return out;
            }
        }
        out.push((x, y, vy));
    }
}

/// `See_Main` + `See_Spikeball`: subtype 0 makes the ball in the next slot, $28 px right, resting on the low end
/// (frame 0: y − 8); placed flipped, frame 2 and the ball $28 px left (also low: `See_Speeds[4]`). Other subtypes
/// have no ball.
#[test]
fn the_ball_rests_on_the_low_end() {
    assert_eq!(RESTING_HEIGHTS, [-8, -0x1C, -0x2F, -0x1C, -8]);
    let mut w = world(0, false, -0x100, 0);
    w.step(Buttons::NONE);
    let (c, s) = seesaw_of(&w);
    assert_eq!((c.mapping_frame, s.frame, s.orig_x), (0, 0, X));
    let b = ball(&w);
    assert_eq!((b.x, b.y, b.collision_flags, b.routine), ((X + 0x28) << 8, (Y - 8) << 8, 0x8B, routine::BALL_REST));
    let mut w = world(0, true, -0x100, 0);
    w.step(Buttons::NONE);
    assert_eq!((seesaw_of(&w).0.mapping_frame, seesaw_of(&w).0.x_flip), (2, true));
    assert_eq!((ball(&w).x, ball(&w).y), ((X - 0x28) << 8, (Y - 8) << 8));
    let mut w = world(1, false, -0x100, 0);
    w.step(Buttons::NONE);
    assert!(w.objects.slots.get(1).is_none(), "subtype 1: no ball");
}

/// Landing on the high end (left of the seesaw's x by 8 px or more) turns it from the next frame one frame a
/// frame to frame 2 and flings the ball at −$AF0 up and $CC left (towards the other end) — −$E00 and $A0 after a landing at Y Speed
/// $A00 or more; in the middle (within 8 px) −$818 and $114. Then the flight, frame by frame; it comes down on
/// the left end, which the player holds low: the seesaw does not turn, nobody is thrown.
#[test]
fn the_ball_is_flung_by_where_the_player_lands() {
    for (dx, y_speed, (vy, vx)) in [
        (-0x20, 0x400, seesaw::LAUNCH_FAR),
        (-0x20, 0x9C7, seesaw::LAUNCH_FAR),
        (-0x20, 0x9C8, seesaw::LAUNCH_HARD),
        (-7, 0x400, seesaw::LAUNCH_NEAR),
        (7, 0x400, seesaw::LAUNCH_NEAR),
    ] {
        let mut w = world(0, false, dx, y_speed);
        // Held at its speed until it lands (no gravity: the landing speed is the one given).
        w.player.object_control = 0;
        let mut landed = None;
        for _ in 0..200 {
            w.player.y_speed = y_speed;
            w.step(Buttons::NONE);
            if seesaw_of(&w).0.routine == routine::STOOD_ON {
                landed = Some(());
                break;
            }
        }
        assert!(landed.is_some(), "dx {dx}: landed");
        // The player moves first: his Y Speed with this frame's gravity.
        assert_eq!(seesaw_of(&w).1.speed, y_speed + 0x38, "see_speed is his landing speed");
        assert_eq!((seesaw_of(&w).0.mapping_frame, ball(&w).routine), (0, routine::BALL_REST), "the landing frame");
        w.step(Buttons::NONE);
        let side = if dx.abs() < 8 { 1 } else { 2 };
        assert_eq!((seesaw_of(&w).0.mapping_frame, seesaw_of(&w).1.frame), (1, side), "one frame a frame");
        // `See_ChkSide` runs the next frame; the ball after the seesaw: launched then, its first flight frame run.
        let b = ball(&w);
        assert_eq!(b.routine, routine::BALL_FLY, "dx {dx} speed {y_speed:#X}");
        let expected = flight((X + 0x28) << 8, (Y - 8) << 8, vx, vy, 0);
        assert_eq!((b.x, b.y, b.y_vel, b.x_vel), (expected[0].0, expected[0].1, expected[0].2, vx), "dx {dx}");
    }
}

/// The whole flight after a landing on the high end, frame by frame, and the throw: the player, moved to the
/// right end once the ball has passed over the seesaw, turns it back to frame 0 (right end low), so the ball comes
/// down on the raised left end (y − $2F): the seesaw's side becomes 2, and as that turns it under him he is thrown
/// at the ball's Y Speed negated, in the air with the spring pose. The next frame the seesaw turns towards 2 (frame
/// 1) and the ball rests on its left end at y − $1C (`See_Speeds` by the seesaw's frame).
#[test]
fn the_ball_throws_the_player_from_the_other_end() {
    let mut w = world(0, false, -0x20, 0x400);
    land(&mut w);
    w.step(Buttons::NONE);
    let b = ball(&w);
    let (x0, y0) = (b.x, b.y);
    // Recompute from the launch (the first frame already run).
    let start = flight((X + 0x28) << 8, (Y - 8) << 8, seesaw::LAUNCH_FAR.1, seesaw::LAUNCH_FAR.0, 0);
    assert_eq!((x0, y0), (start[0].0, start[0].1));
    let mut path = vec![(b.x, b.y, b.y_vel)];
    // Once the ball has passed over the seesaw's x, the player to the right end: he stands there, and from the
    // next frame the seesaw turns (frames 2 → 1 → 0).
    while ball(&w).x >> 8 >= X - 4 {
        w.step(Buttons::NONE);
        let b = ball(&w);
        path.push((b.x, b.y, b.y_vel));
    }
    w.player.x = (X + 0x20) << 8;
    let mut thrown = None;
    for n in 0..300 {
        w.step(Buttons::NONE);
        let b = ball(&w);
        if b.routine == routine::BALL_REST {
            thrown = Some((n, w.player.y_speed, w.player.air, w.player.pose));
            break;
        }
        assert_eq!(seesaw_of(&w).0.routine, routine::STOOD_ON, "he stays on it");
        path.push((b.x, b.y, b.y_vel));
    }
    let (_, vy, air, pose) = thrown.expect("the ball landed");
    // The ball lands on the left end of frame 0 (its high end: y − $2F), in the flight `See_SpikeFall` gives.
    let expected = flight((X + 0x28) << 8, (Y - 8) << 8, seesaw::LAUNCH_FAR.1, seesaw::LAUNCH_FAR.0, Y - 0x2F);
    assert_eq!(&path[..], &expected[..path.len()]);
    let landing = expected[path.len()];
    assert!(landing.0 >> 8 < X, "it came down left of the seesaw");
    assert_eq!(vy, landing.2.wrapping_neg(), "thrown at the ball's Y Speed");
    assert!(air);
    assert_eq!(pose, Pose::Spring);
    let (c, s) = seesaw_of(&w);
    assert_eq!((c.routine, s.frame, c.status & STANDING), (routine::SLOPE, 2, 0));
    let b = ball(&w);
    assert_eq!((b.x_vel, b.y_vel), (0, 0));
    w.step(Buttons::NONE);
    assert_eq!(seesaw_of(&w).0.mapping_frame, 1);
    assert_eq!((ball(&w).x, ball(&w).y), ((X - 0x28) << 8, (Y - 0x1C) << 8));
}
