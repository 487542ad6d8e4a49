//! Green Hill's purple rock (s1disasm `_incObj/3B Purple Rock.asm`: `Rock_Main`, `Rock_Solid`): a `SolidObject`
//! box $1B × $10 that does nothing else; drawn, unloaded out of range (`out_of_range` with `DeleteObject`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `Rock_Solid`: d1 = $1B, d2 = d3 = $10.
pub const BOX: (i16, i16) = (0x1B, 0x10);

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x13;
    }
    let b = SolidBox { half_width: BOX.0, half_height_air: BOX.1, half_height_ground: BOX.1, old_x: (c.x >> 8) as i16 };
    solid_object_s1(c, cx.world.player, b);
    cx.mark_gone(c);
}
