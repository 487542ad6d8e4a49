//! Casino Night's big block that swings back and forth (s2disasm `ObjD4`: `ObjD4_Init`, `ObjD4_Main`,
//! `ObjD4_Horizontal`, `ObjD4_Vertical`).
//!
//! It starts $60 px to the left of where it is placed (right when X-flipped; subtype 2: above, below when
//! Y-flipped) at subpixel $80 and accelerates by 4 towards its placed position every frame, so it swings through
//! it and $60 px beyond, for ever. Solid on every side for both players (`SolidObject`: half width $2B, half
//! height $20, $21 on the ground), after moving; it unloads by its placed x (`MarkObjGone2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::SolidBox;

/// The acceleration towards the placed position.
pub const ACCEL: i16 = 4;
/// How far from its placed position it starts.
pub const REACH: i32 = 0x60;
/// Subtype 2: up and down.
pub const VERTICAL: u8 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzBigBlock {
    /// `objoff_30`, `objoff_32`: the placed position.
    pub x_origin: u16,
    pub y_origin: u16,
}

pub fn run(c: &mut Common, s: &mut CnzBigBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s);
    }
    let old_x = c.pixel_x() as i16;
    // `ObjD4_Horizontal` / `ObjD4_Vertical`: `bhi` — towards the origin while it is above the position.
    if c.subtype == VERTICAL {
        c.y_vel = c.y_vel.wrapping_add(if s.y_origin > c.pixel_y() as u16 { ACCEL } else { -ACCEL });
    } else {
        c.x_vel = c.x_vel.wrapping_add(if s.x_origin > c.pixel_x() as u16 { ACCEL } else { -ACCEL });
    }
    c.object_move();
    let b = SolidBox { half_width: 0x2B, half_height_air: 0x20, half_height_ground: 0x21, old_x };
    cx.solid_object(c, b);
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

/// `ObjD4_Init`.
fn init(c: &mut Common, s: &mut CnzBigBlock) {
    c.routine = 2;
    c.width_pixels = 0x20;
    s.x_origin = c.pixel_x() as u16;
    s.y_origin = c.pixel_y() as u16;
    // `move.w #$8000,x_sub(a0)` and `y_sub`.
    c.x = (c.x & !0xFF) | 0x80;
    c.y = (c.y & !0xFF) | 0x80;
    if c.subtype == 0 {
        c.x -= REACH << 8;
        if c.x_flip {
            c.x += (2 * REACH) << 8;
        }
    } else {
        c.y -= REACH << 8;
        if c.y_flip {
            c.y += (2 * REACH) << 8;
        }
    }
}

impl crate::objects::runtime::object::ObjKind for CnzBigBlock {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "big block"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// It starts $60 px before its placed x and comes back there with the speed it left with.
    #[test]
    fn a_horizontal_block_swings_through_its_placed_position_to_the_other_side() {
        let mut c = Common::new(0xD4, 0, 0x760, 0x680, false, false);
        let mut s = CnzBigBlock::default();
        init(&mut c, &mut s);
        assert_eq!((c.pixel_x(), c.x & 0xFF), (0x700, 0x80));
        let mut max_x = 0;
        for _ in 0..400 {
            c.x_vel = c.x_vel.wrapping_add(if s.x_origin > c.pixel_x() as u16 { ACCEL } else { -ACCEL });
            c.object_move();
            max_x = max_x.max(c.pixel_x());
        }
        assert!((0x7BE..=0x7C2).contains(&max_x), "about $60 px past its origin: {max_x:#X}");
    }
}
