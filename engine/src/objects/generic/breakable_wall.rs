//! The breakable wall (SPG "Breakable Blocks and Rocks": a solid the player destroys; s1disasm `Obj3C`,
//! `Smash_Solid`, for how): a 32 x 64 solid (`SolidObject` d1 = $1B, d2 = d3 = $20). It remembers the player's
//! X Speed before the collision; when he pushes against it while rolling at $480 (4.5 px/frame) or more, it
//! breaks: his X Speed is given back, he moves 4 px right (4 px left when he is left of it), Ground Speed =
//! X Speed, and neither he nor the wall is pushing. The broken wall is no longer solid (its fragments are
//! scenery) and comes back when it unloads and loads again (`RememberState` forgets it).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, PUSHING};
use crate::objects::runtime::solid::{SolidBox, solid_object};
use crate::player::Pose;

/// The speed that breaks it.
pub const BREAK_SPEED: i16 = 0x480;

/// The breakable wall's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BreakableWall;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.y_radius = 0x20;
        c.explicit_height = true;
    }
    if c.routine == 2 {
        let speed = cx.world.player.x_speed;
        let b =
            SolidBox { half_width: 0x1B, half_height_air: 0x20, half_height_ground: 0x20, old_x: (c.x >> 8) as i16 };
        solid_object(c, cx.world.player, b);
        let p = &mut *cx.world.player;
        if c.status & PUSHING != 0 && p.pose == Pose::Roll && speed.unsigned_abs() >= BREAK_SPEED as u16 {
            p.x_speed = speed;
            p.x = p.x.wrapping_add(4 << 8);
            if c.pixel_x() as u16 >= p.pixel_x() as u16 {
                p.x = p.x.wrapping_sub(8 << 8);
            }
            p.ground_speed = p.x_speed;
            c.status &= !PUSHING;
            p.pushing = false;
            c.routine = 4;
            c.mapping_frame = 1;
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for BreakableWall {
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
        if c.routine >= 4 { "broken" } else { "" }
    }

    fn name(&self) -> &'static str {
        "breakable wall"
    }
}
