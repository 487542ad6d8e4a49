//! The generic platforms Sonic 2's `Obj18` cannot hold (other widths, moving ones with a range of their own,
//! collapsing ones): solid from the top only (SPG "Solid Objects": Jump Through Platforms, `PlatformObject`
//! with the platform's half width and its top 8 px above its centre) and carrying the player (SPG "Moving On
//! Platforms").
//!
//! - Horizontal and Vertical swing `range` px either way following the level's oscillator 6 as Emerald Hill's
//!   `Obj18` subtypes 1 and 2 do (s2disasm `Obj18_Move`): offset = (oscillator byte − $40) × range / 64, so a
//!   range of 64 moves exactly like them.
//! - Falling (s2disasm `Obj18_Falling`/`Obj18_Fall`): 30 frames after the player first stands on it, it falls
//!   (gravity $38, `ObjectMoveAndFall`); $20 frames later it drops the player with its Y Speed and stops
//!   being solid; it is removed once past the level's bottom + $40.
//! - Collapsing (s1disasm `Obj53` collapsing floor, the seed being silent): 7 frames (`cflo_timedelay`) after
//!   the player first stands on it, it crumbles; the piece under the player holds another $1E frames
//!   (`CFlo_Data2`'s first delay), then drops him and falls (`ObjectFall`, gravity $38).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// Subtypes (the layout's motion).
pub const STATIC: u8 = 0;
pub const HORIZONTAL: u8 = 1;
pub const VERTICAL: u8 = 2;
pub const FALLING: u8 = 3;
pub const COLLAPSING: u8 = 4;

/// The platform's top above its centre (`PlatformObject` d3, as `Obj18`).
pub const TOP_HEIGHT: i16 = 8;
/// Oscillator 6's high byte in `Oscillating_Data`.
const OSC_ANGLE: usize = 0x18;
/// Falling: frames before the fall, then before the player drops.
pub const FALL_DELAY: u16 = 30;
pub const DROP_DELAY: u16 = 0x20;
/// Collapsing: frames before it crumbles, then before the player drops.
pub const COLLAPSE_DELAY: u16 = 7;
pub const COLLAPSE_HOLD: u16 = 0x1E;
/// Gravity while falling (`ObjectMoveAndFall`, `ObjectFall`).
pub const GRAVITY: i16 = 0x38;

/// Where the platform is in its life.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    #[default]
    Waiting,
    /// Stood on; frames left before it falls or crumbles.
    Triggered(u16),
    /// Falling (or crumbled) and still solid; frames left before the player drops.
    Holding(u16),
    /// Falling, no longer solid.
    Gone,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GenericPlatform {
    /// Half width in px (the placement's width / 2, at least 1) and the swing in px.
    pub half_width: u16,
    pub range: u16,
    pub x_origin: i32,
    pub y_origin: i32,
    pub phase: Phase,
}

impl GenericPlatform {
    pub fn new(params: [u16; 2]) -> Self {
        GenericPlatform { half_width: (params[0] / 2).max(1), range: params[1], ..Default::default() }
    }
}

pub fn run(c: &mut Common, s: &mut GenericPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = s.half_width.min(0xFF) as u8;
        s.x_origin = c.x;
        s.y_origin = c.y;
    }
    let old_x = (c.x >> 8) as i16;
    let swing = cx.world.game.oscillation.byte(OSC_ANGLE).wrapping_sub(0x40) as i8;
    let offset = (i32::from(swing) * i32::from(s.range) / 64) << 8;
    match c.subtype {
        HORIZONTAL => c.x = s.x_origin.wrapping_add(offset),
        VERTICAL => c.y = s.y_origin.wrapping_add(offset),
        FALLING | COLLAPSING => timed(c, s, cx),
        _ => {}
    }
    if s.phase != Phase::Gone {
        cx.platform_object(c, s.half_width as i16, TOP_HEIGHT, old_x);
    }
    if s.phase == Phase::Gone && (cx.world.env.bounds.bottom + 0x40) < c.pixel_y() {
        c.delete();
        return;
    }
    // Unloads by where it was placed (like `Obj18_Despawn`), forgetting its respawn entry.
    cx.mark_gone_at(c, s.x_origin >> 8);
}

/// Falling and collapsing platforms: the countdowns, the fall, the drop.
fn timed(c: &mut Common, s: &mut GenericPlatform, cx: &mut ObjCtx) {
    let falling = c.subtype == FALLING;
    match s.phase {
        Phase::Waiting => {
            if cx.any_standing(c) {
                s.phase = Phase::Triggered(if falling { FALL_DELAY } else { COLLAPSE_DELAY });
            }
        }
        Phase::Triggered(n) => {
            s.phase = if n > 1 {
                Phase::Triggered(n - 1)
            } else {
                Phase::Holding(if falling { DROP_DELAY } else { COLLAPSE_HOLD })
            };
        }
        Phase::Holding(n) => {
            if falling {
                fall(c);
            }
            if n > 1 {
                s.phase = Phase::Holding(n - 1);
            } else {
                let y_vel = c.y_vel;
                cx.drop_standing(c, y_vel);
                s.phase = Phase::Gone;
            }
        }
        Phase::Gone => fall(c),
    }
}

fn fall(c: &mut Common) {
    c.y = c.y.wrapping_add(i32::from(c.y_vel));
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
}

impl crate::objects::runtime::object::ObjKind for GenericPlatform {
    /// A zero width is 64 px.
    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> crate::objects::runtime::object::State {
        let width = if params[0] == 0 { 64 } else { params[0] };
        crate::objects::runtime::object::State::GenericPlatform(GenericPlatform::new([width, params[1]]))
    }

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
        "platform"
    }
}
