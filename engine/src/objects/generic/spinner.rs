//! The spinner (SPG "Spinners": Chemical Plant's black spinners set the player's X Speed to 16 px/frame unless
//! he is already faster). Where the seed is silent it follows s2disasm's speed booster `Obj1B_Main` and
//! `Obj1B_GiveBoost`: a grounded player whose centre is within $10 px of it either way, not already going
//! $1000 or faster its way, gets X Speed $1000 to the right (left when X-flipped), faces that way, cannot
//! turn for $F frames, Ground Speed = X Speed, and stops pushing.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, PUSHING};

/// The boost (SPG: 16 px/frame).
pub const SPEED: i16 = 0x1000;
/// `move_lock` after a boost.
pub const CONTROL_LOCK: u16 = 0xF;
/// Half size of the zone around it.
pub const REACH: i32 = 0x10;

/// The spinner's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spinner;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
    }
    let p = &mut *cx.world.player;
    let inside = |v: i32, centre: i32| ((v - (centre - REACH)) as u16) < (2 * REACH) as u16;
    if !p.air && inside(p.pixel_x(), c.pixel_x()) && inside(p.pixel_y(), c.pixel_y()) {
        let along = if c.x_flip { p.x_speed.wrapping_neg() } else { p.x_speed };
        if along < SPEED {
            p.x_speed = if c.x_flip { -SPEED } else { SPEED };
            p.facing_left = c.x_flip;
            p.control_lock = CONTROL_LOCK;
            p.ground_speed = p.x_speed;
            c.status &= !PUSHING;
            p.pushing = false;
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Spinner {
    #[inline(always)]
    fn run(
        _s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "spinner"
    }
}
