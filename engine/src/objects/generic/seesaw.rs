//! The seesaw (SPG "SeeSaws": a sloped jump-through platform, Width Radius 48 and Height Radius 8, with the
//! height arrays the seed gives for sloping down to the right, reversed for the left, and a flat one; its
//! spike ball a hurting 8 x 8 hitbox). Where the seed is silent it follows s1disasm's `Obj5E`:
//!
//! - The seesaw (`See_Slope`, `See_Slope2`, `See_ChkSide`, `See_ChgFrame`): frame 0 slopes down to the right,
//!   2 down to the left (the array mirrored), 1 is flat (every height $15). Standing on it, the side he is on
//!   becomes the target (left of its centre: 2; right: 0; within 8 px: 1); each frame the frame steps once
//!   towards the target, also after he leaves. It remembers his Y Speed the frame before he lands.
//! - The spike ball (`See_Spikeball`, `See_MoveSpike`, `See_SpikeFall`; subtype 0 only), starting $28 px to the
//!   right (left when X-flipped) of the centre: at rest it sits at the centre's y plus −8, −$1C or −$2F
//!   (`See_Speeds`, by the seesaw's frame and its side). When the seesaw's target differs from the ball's side,
//!   it is thrown towards the other side: one step (to flat) Y Speed −$818 and X Speed $114; two steps −$AF0
//!   and $CC, or −$E00 and $A0 when the player landed at $A00 or faster. It falls with gravity $38 (twice while
//!   more than $2F px below the centre's y and rising) and lands at the resting height on the other side:
//!   that side becomes the target, and a player standing on the seesaw is thrown up with the ball's Y Speed,
//!   in the spring pose.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::solid::{sloped_platform, standing};
use crate::objects::runtime::touch::HURT;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, STANDING, State},
};
use crate::player::{Pose, Routine};

/// The seed's array sloping down to the right (s1disasm `misc/slzssaw1.bin`).
pub const SLOPE: [u8; 48] = [
    36, 36, 38, 40, 42, 44, 42, 40, 38, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
    16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 2, 2, 2,
];
/// The flat array (`misc/slzssaw2.bin`: every height $15; the seed's copy is illegible).
pub const FLAT: [u8; 48] = [0x15; 48];
/// Half width (`move.w #$30,d1`).
pub const HALF_WIDTH: i16 = 0x30;
/// `See_Speeds`: the ball's resting height above the centre by seesaw frame (+2 on the left side).
pub const BALL_HEIGHTS: [i16; 5] = [-8, -0x1C, -0x2F, -0x1C, -8];
/// The ball's hitbox: hurts, `Touch_Sizes` $B (8 x 8).
pub const BALL_COLLISION: u8 = HURT | 0x0B;
/// The throws: (Y Speed, X Speed away from its side) for one step, two, two after a landing at $A00 or more.
pub const THROW_ONE: (i16, i16) = (-0x818, 0x114);
pub const THROW_TWO: (i16, i16) = (-0xAF0, 0xCC);
pub const THROW_HARD: (i16, i16) = (-0xE00, 0xA0);
pub const HARD_LANDING: i16 = 0xA00;
const GRAVITY: i16 = 0x38;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seesaw {
    /// `see_frame`: the frame it tips towards.
    pub target: u8,
    /// `see_speed`: the player's Y Speed before he landed.
    pub landing_speed: i16,
    pub x_origin: i32,
}

/// The spike ball (`Obj5E` routines 6–$A), in its own slot.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ball {
    /// The seesaw's slot and its centre.
    pub parent: usize,
    pub x_origin: i16,
    pub y_origin: i16,
    /// `see_frame`: the side it rests on (0 right, 2 left).
    pub side: u8,
    pub flying: bool,
}

pub fn run(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x30;
        s.x_origin = c.x;
        if c.subtype == 0 {
            let mut ball = Common::new(id::SEESAW_BALL, 0, c.pixel_x(), c.pixel_y(), c.x_flip, false);
            ball.status = c.status;
            let parent = cx.current();
            let state = State::SeesawBall(Ball { parent, ..Default::default() });
            cx.spawn_after(Obj { common: ball, state });
        }
        if c.x_flip {
            c.mapping_frame = 2;
        }
        s.target = c.mapping_frame;
    }
    if standing(c, cx.world.player) {
        let dx = (c.pixel_x() - cx.world.player.pixel_x()) as i16;
        let side = if dx.unsigned_abs() < 8 {
            1
        } else if dx >= 0 {
            2
        } else {
            0
        };
        change_frame(c, s, side);
    } else {
        change_frame(c, s, s.target);
        s.landing_speed = cx.world.player.y_speed;
    }
    let slope: &[u8] = if c.mapping_frame & 1 != 0 { &FLAT } else { &SLOPE };
    // Frame 2 is frame 0 drawn flipped: the array read mirrored.
    c.x_flip = c.mapping_frame & 2 != 0;
    sloped_platform(c, cx.world.player, HALF_WIDTH, (c.x >> 8) as i16, slope);
    cx.mark_gone_at(c, s.x_origin >> 8);
}

/// `See_ChgFrame`: one step towards `target`.
fn change_frame(c: &mut Common, s: &mut Seesaw, target: u8) {
    let frame = c.mapping_frame;
    if frame != target {
        c.mapping_frame = if frame < target { frame + 1 } else { frame - 1 };
    }
    s.target = target;
}

pub fn run_ball(c: &mut Common, b: &mut Ball, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = BALL_COLLISION;
        c.width_pixels = 0xC;
        b.x_origin = c.pixel_x() as i16;
        b.y_origin = c.pixel_y() as i16;
        c.x = c.x.wrapping_add(0x28 << 8);
        c.mapping_frame = 1;
        if c.status & 1 != 0 {
            c.x = c.x.wrapping_sub(0x50 << 8);
            b.side = 2;
        }
    }
    let Some((frame, target, landing_speed)) = parent(cx, b.parent) else {
        c.delete();
        return;
    };
    let left = c.pixel_x() < i32::from(b.x_origin);
    let rest_y = |frame: u8, left: bool| {
        let i = usize::from(frame) + if left { 2 } else { 0 };
        i32::from(b.y_origin) + i32::from(BALL_HEIGHTS.get(i).copied().unwrap_or(-8))
    };
    if !b.flying {
        let steps = b.side.abs_diff(target);
        if steps == 0 {
            c.y = rest_y(frame, left) << 8;
            let dx = if left { -0x28 } else { 0x28 };
            c.x = (i32::from(b.x_origin) + dx) << 8;
        } else {
            let (vy, vx) = match steps {
                1 => THROW_ONE,
                _ if landing_speed >= HARD_LANDING => THROW_HARD,
                _ => THROW_TWO,
            };
            c.y_vel = vy;
            c.x_vel = if left { vx } else { -vx };
            b.flying = true;
            fly(c, b, cx, frame);
        }
    } else {
        fly(c, b, cx, frame);
    }
    cx.mark_gone_at(c, i32::from(b.x_origin));
}

/// The seesaw's frame, target and remembered landing speed; `None` once it is gone.
fn parent(cx: &ObjCtx, slot: usize) -> Option<(u8, u8, i16)> {
    let o = cx.slots.get(slot)?;
    match &o.state {
        State::Seesaw(s) => Some((o.common.mapping_frame, s.target, s.landing_speed)),
        _ => None,
    }
}

/// `See_SpikeFall`.
fn fly(c: &mut Common, b: &mut Ball, cx: &mut ObjCtx, frame: u8) {
    let fall = |c: &mut Common| {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    };
    if c.y_vel < 0 {
        fall(c);
        if i32::from(b.y_origin) - 0x2F <= c.pixel_y() {
            fall(c);
        }
        return;
    }
    fall(c);
    let left = c.pixel_x() < i32::from(b.x_origin);
    let i = usize::from(frame) + if left { 2 } else { 0 };
    let rest = i32::from(b.y_origin) + i32::from(BALL_HEIGHTS.get(i).copied().unwrap_or(-8));
    if rest > c.pixel_y() {
        return;
    }
    let side = if c.x_vel < 0 { 2 } else { 0 };
    b.side = side;
    let thrown = c.y_vel;
    if let Some(o) = cx.slots.get_mut(b.parent)
        && let State::Seesaw(s) = &mut o.state
    {
        s.target = side;
        if o.common.mapping_frame != side && o.common.status & STANDING != 0 {
            o.common.status &= !STANDING;
            let p = &mut *cx.world.player;
            p.y_speed = thrown.wrapping_neg();
            p.air = true;
            p.on_object = false;
            p.jumping = false;
            p.pose = Pose::Spring;
            p.routine = Routine::Normal;
        }
    }
    c.x_vel = 0;
    c.y_vel = 0;
    b.flying = false;
}

impl crate::objects::runtime::object::ObjKind for Seesaw {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "seesaw"
    }
}

impl crate::objects::runtime::object::ObjKind for Ball {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run_ball(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "spike ball"
    }
}
