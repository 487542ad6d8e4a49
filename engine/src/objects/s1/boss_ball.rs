//! Eggman's wrecking ball in Green Hill (s1disasm `_incObj/48 Eggman's Swinging Ball.asm`: `GBall_Main`,
//! `GBall_MakeLinks`, `GBall_MakeBall`, `GBall_Base`, `GBall_Display2`, `sub_17C2A`, `loc_17C68`,
//! `GBall_ChkVanish`; `Obj48_Move` and `Swing_Move2` in `_incObj/15 Swinging Platforms (part 2).asm`).
//!
//! The ship ([`super::ghz_boss`]) loads it at its origin once it reaches the arena's centre. Its first frame
//! makes the chain: itself (the anchor, distance 0), then 5 objects in the next free slots after it
//! (`FindNextFreeObj`; the first failure stops): 4 chain links and, last, the ball — hitbox $81 (it hurts;
//! size 1: 20 × 20). Each frame the anchor sits at the ship's drawn position, lowered by 1 px a frame up to
//! 32 px (`objoff_32`), and places every member at its distance along the swing angle ([`swing_position`]).
//! While the chain unrolls (the anchor's routine 2) each member's distance grows 1 px a frame to 0, $10, $20,
//! $30, $40 and, for the ball, $60, hanging straight down (angle $40); once the ball is out and the ship is
//! moving, the swing starts (routine 4): the angle (a word, `obAngle`, from $4080) changes by a speed
//! (`objoff_3E`) going from −$200 up to $200 and back by 8 a frame (`Obj48_Move`).
//!
//! When the ship is beaten (its status bit 7) the anchor and the links become boss explosions in their slots;
//! the ball loses its hitbox, explodes like the ship (`BossDefeated`) while its distance counts down past 0
//! (97 frames), then becomes an explosion too. The ball's mapping frame flickers every frame
//! (`GBall_ChkVanish`); the anchor's alternates every 8 frames.

use super::swing::swing_position;
use super::{Sonic1, ghz_boss};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, NO_BALANCING, Obj, State},
};

/// `obRoutine`s: the anchor unrolling the chain, the anchor swinging, a link, the ball.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const ANCHOR: u8 = 2;
    pub const SWINGING: u8 = 4;
    pub const LINK: u8 = 6;
    pub const BALL: u8 = 8;
}

/// The chain's members (the anchor, 4 links, the ball) and each one's distance from the anchor
/// (`GBall_PosData`).
pub const MEMBERS: usize = 6;
pub const DISTANCES: [u8; MEMBERS] = [0, 0x10, 0x20, 0x30, 0x40, 0x60];
/// The ball's hitbox: hurts, size 1 (20 × 20).
pub const BALL_COLLISION: u8 = 0x81;
/// `obActWid` of every member.
pub const WIDTH_PIXELS: u8 = 8;
/// The angle word and the swing speed it starts with; the speed's limit and step.
pub const START_ANGLE: u16 = 0x4080;
pub const SWING_LIMIT: i16 = 0x200;
pub const SWING_STEP: i16 = 8;
/// How far the anchor drops below the ship (1 px a frame).
pub const DROP: u16 = 0x20;

/// One member of the chain (which one: `routine`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BossBall {
    /// `objoff_34`: the ship's slot.
    pub ship: Option<usize>,
    /// `objoff_3C`: the distance from the anchor (the ball's also its countdown once the ship is beaten).
    pub distance: u8,
    /// The anchor's: the members' slots (`obSubtype`'s list; the first is the anchor) and how many.
    pub members: [u8; MEMBERS],
    pub count: u8,
    /// `objoff_32`: how far the anchor hangs below the ship.
    pub drop: u16,
    /// `objoff_3A`, `objoff_38`: where the anchor is (pixel words).
    pub anchor_x: i16,
    pub anchor_y: i16,
    /// `obAngle` (a word: the angle is its high byte), `objoff_3E` the speed, `objoff_3D` swinging back.
    pub angle: u16,
    pub speed: i16,
    pub swinging_back: bool,
    /// `obAniFrame`: the anchor's mapping frame alternates when this wraps.
    pub frame_counter: u8,
}

/// The anchor as the ship loads it (routine 0) at pixel (x, y), linked to the ship in slot `ship`.
pub fn spawned(ship: usize, x: i16, y: i16) -> Obj {
    let common = Common::new(id::SONIC1, 0, i32::from(x), i32::from(y), false, false);
    let state = BossBall { ship: Some(ship), ..Default::default() };
    Obj { common, state: State::Sonic1(Sonic1::BossBall(state)) }
}

/// `BossBall`. Returns true when the object becomes a boss explosion (`id_ExplosionBomb`, routine 0).
pub fn run(c: &mut Common, s: &mut BossBall, cx: &mut ObjCtx) -> bool {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            false
        }
        routine::ANCHOR | routine::SWINGING => anchor(c, s, cx),
        routine::LINK => {
            c.display();
            ship_beaten(cx, s.ship)
        }
        routine::BALL => ball(c, s, cx),
        _ => false,
    }
}

/// The ship's `ob2ndRout`, position (pixel words) and status; zeros when its slot no longer holds it.
fn ship_of(cx: &ObjCtx, ship: Option<usize>) -> (u8, i16, i16, u8) {
    let (step, x, y, status) = ghz_boss::ship_of(cx, ship);
    (step, (x >> 8) as i16, (y >> 8) as i16, status)
}

fn ship_beaten(cx: &ObjCtx, ship: Option<usize>) -> bool {
    ship_of(cx, ship).3 & NO_BALANCING != 0
}

/// `GBall_Main`: the chain — the anchor, then up to 5 links in the next free slots after it; the last member
/// made becomes the ball.
fn init(c: &mut Common, s: &mut BossBall, cx: &mut ObjCtx) {
    c.routine = routine::ANCHOR;
    s.angle = START_ANGLE;
    s.speed = -SWING_LIMIT;
    c.width_pixels = WIDTH_PIXELS;
    let me = cx.current();
    s.members[0] = me as u8;
    s.count = 1;
    let mut last = None;
    for _ in 1..MEMBERS {
        let common = Common {
            id: id::SONIC1,
            routine: routine::LINK,
            x: c.x & !0xFF,
            y: c.y & !0xFF,
            width_pixels: WIDTH_PIXELS,
            mapping_frame: 1,
            ..Default::default()
        };
        let state = BossBall { ship: s.ship, ..Default::default() };
        let Some(i) = cx.spawn_after(Obj { common, state: State::Sonic1(Sonic1::BossBall(state)) }) else { break };
        s.members[usize::from(s.count)] = i as u8;
        s.count += 1;
        last = Some(i);
    }
    // `GBall_MakeBall`: the last member (the anchor itself when no link could be made).
    let ball = match last.and_then(|i| cx.slots.get_mut(i)) {
        Some(obj) => &mut obj.common,
        None => &mut *c,
    };
    ball.routine = routine::BALL;
    ball.mapping_frame = 1;
    ball.collision_flags = BALL_COLLISION;
}

/// Runs `f` on chain member `k` (the anchor's own state for itself).
fn with_member<R>(
    c: &mut Common,
    s: &mut BossBall,
    cx: &mut ObjCtx,
    k: usize,
    f: impl FnOnce(&mut Common, &mut BossBall) -> R,
) -> Option<R> {
    let i = usize::from(s.members[k]);
    if i == cx.current() {
        return Some(f(c, s));
    }
    match cx.slots.get_mut(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::BossBall(m)) }) => Some(f(common, m)),
        _ => None,
    }
}

/// `GBall_Base` (routine 2: the chain unrolls, hanging straight down) and `GBall_Display2` (routine 4: it
/// swings).
fn anchor(c: &mut Common, s: &mut BossBall, cx: &mut ObjCtx) -> bool {
    let swinging = c.routine == routine::SWINGING;
    if !swinging {
        // Each member's distance grows towards its own; when the last one's is reached while the ship
        // moves, the swing starts (next frame).
        let mut last_out = false;
        for (k, &target) in DISTANCES.iter().enumerate().take(usize::from(s.count)) {
            last_out = with_member(c, s, cx, k, |_, m| {
                if m.distance != target {
                    m.distance = m.distance.wrapping_add(1);
                }
                m.distance == target
            })
            .unwrap_or(false);
        }
        if last_out && ship_of(cx, s.ship).0 == ghz_boss::step::MOVE {
            c.routine = routine::SWINGING;
        }
        if s.drop != DROP {
            s.drop += 1;
        }
    }
    let beaten = follow_ship(c, s, cx);
    if swinging {
        obj48_move(s);
    }
    swing_move2(c, s, cx, (s.angle >> 8) as u8);
    c.display();
    beaten
}

/// `sub_17C2A`: the anchor's frame alternates every 8 frames; it sits at the ship's position, `drop` px
/// lower, with the ship's status. Returns whether the ship is beaten (the anchor becomes an explosion).
fn follow_ship(c: &mut Common, s: &mut BossBall, cx: &ObjCtx) -> bool {
    let (frame, carry) = s.frame_counter.overflowing_add(0x20);
    s.frame_counter = frame;
    if carry {
        c.mapping_frame ^= 1;
    }
    let (_, x, y, status) = ship_of(cx, s.ship);
    s.anchor_x = x;
    s.anchor_y = y.wrapping_add(s.drop as i16);
    c.status = status;
    status & NO_BALANCING != 0
}

/// `Obj48_Move`: the swing speed goes up by 8 a frame to $200, then down to −$200, and so on; the angle word
/// moves by it.
pub fn obj48_move(s: &mut BossBall) {
    if !s.swinging_back {
        s.speed = s.speed.wrapping_add(SWING_STEP);
        s.angle = s.angle.wrapping_add(s.speed as u16);
        if s.speed == SWING_LIMIT {
            s.swinging_back = true;
        }
    } else {
        s.speed = s.speed.wrapping_sub(SWING_STEP);
        s.angle = s.angle.wrapping_add(s.speed as u16);
        if s.speed == -SWING_LIMIT {
            s.swinging_back = false;
        }
    }
}

/// `Swing_Move2`: every member (the anchor too) at its distance along `angle` from the anchor point.
fn swing_move2(c: &mut Common, s: &mut BossBall, cx: &mut ObjCtx, angle: u8) {
    let (ax, ay) = (s.anchor_x, s.anchor_y);
    for k in 0..usize::from(s.count) {
        with_member(c, s, cx, k, |mc, m| {
            let (x, y) = swing_position(angle, ax, ay, m.distance);
            mc.y = (i32::from(y) << 8) | (mc.y & 0xFF);
            mc.x = (i32::from(x) << 8) | (mc.x & 0xFF);
        });
    }
}

/// `GBall_ChkVanish`: the frame flickers; once the ship is beaten, no hitbox, explosions, and after the
/// countdown (the distance, past 0) an explosion itself.
fn ball(c: &mut Common, s: &mut BossBall, cx: &mut ObjCtx) -> bool {
    c.mapping_frame = u8::from(c.mapping_frame == 0);
    let mut becomes_explosion = false;
    if ship_beaten(cx, s.ship) {
        c.collision_flags = 0;
        ghz_boss::boss_defeated(c, cx);
        s.distance = s.distance.wrapping_sub(1);
        becomes_explosion = (s.distance as i8) < 0;
    }
    c.display();
    becomes_explosion
}
