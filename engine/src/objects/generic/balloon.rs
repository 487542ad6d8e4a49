//! The balloon (SPG "Balloons": touching one sets the player's Y Speed to −8 px/frame). Where the seed is
//! silent it follows skdisasm's `Obj_CNZBalloon`: a special hitbox (`collision_flags` $D7: 8 x 8); touched, the
//! player goes up in the air, neither roll-jumping nor pushing, and the balloon pops — no longer touchable
//! until it unloads and loads again. (skdisasm's own launch is −$700; the seed's −$800 is used.)

use crate::objects::generic::bumper::COLLISION;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// The launch (SPG: −8 px/frame).
pub const LAUNCH: i16 = -0x800;

/// The balloon's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Balloon;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
    }
    if c.collision_property != 0 && c.routine == 2 {
        c.collision_property = 0;
        c.collision_flags = 0;
        c.routine = 4;
        c.mapping_frame = 1;
        let p = &mut *cx.world.player;
        p.y_speed = LAUNCH;
        p.air = true;
        p.roll_jump = false;
        p.pushing = false;
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Balloon {
    #[inline(always)]
    fn run(
        _s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, cx);
        None
    }

    fn state_name(&self, c: &crate::objects::runtime::object::Common) -> &'static str {
        if c.routine >= 4 { "popped" } else { "" }
    }

    fn name(&self) -> &'static str {
        "balloon"
    }
}
