//! The cannon (SPG "Cannons": Launch Base's cannons set the player's Y Speed to −12 px/frame when he touches
//! them, within their activation region). Modelled as the seed describes it, with the balloon's touch (a
//! special hitbox, `collision_flags` $D7: 8 x 8; skdisasm's cannon carries the player inside it first, which
//! the seed leaves out): touched, the player goes up in the air at −$C00, neither roll-jumping nor pushing.
//! The cannon stays and fires again.

use crate::objects::generic::bumper::COLLISION;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// The launch (SPG: −12 px/frame).
pub const LAUNCH: i16 = -0xC00;

/// The cannon's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cannon;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
    }
    if c.collision_property != 0 {
        c.collision_property = 0;
        let p = &mut *cx.world.player;
        p.y_speed = LAUNCH;
        p.air = true;
        p.roll_jump = false;
        p.pushing = false;
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Cannon {
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
        "cannon"
    }
}
