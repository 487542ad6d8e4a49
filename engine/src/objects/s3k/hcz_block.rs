//! Hydrocity's solid block (skdisasm s3.asm `Obj_HCZBlock`, S3K id $40: its init with `byte_1CFEA`, the frame
//! `loc_1D02A`).
//!
//! Subtype 0–3: its mapping frame and size — `width_pixels` $10, $20, $30 or $40 by `height_pixels` $10 (a
//! row of 1 to 4 blocks of 32 px). Solid on every side, on screen or not (`SolidObjectFull2`: half width
//! `width_pixels` + $B, half height $10, + 1 on the ground, both players). It unloads out of range, its
//! respawn entry let go (`Sprite_OnScreen_Test`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::SolidBox;

/// `byte_1CFEA`: (`width_pixels`, `height_pixels`) by subtype.
pub const SIZES: [(u8, u8); 4] = [(0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10)];

/// The block keeps no state of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczBlock;

/// The size of a subtype (past the table, its last row: no placement has one).
pub fn size(subtype: u8) -> (u8, u8) {
    SIZES[usize::from(subtype).min(SIZES.len() - 1)]
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.mapping_frame = c.subtype;
        (c.width_pixels, c.y_radius) = size(c.subtype);
        c.explicit_height = true;
    }
    let (w, h) = (i16::from(c.width_pixels), i16::from(c.y_radius));
    let b = SolidBox { half_width: w + 0xB, half_height_air: h, half_height_ground: h + 1, old_x: c.pixel_x() as i16 };
    cx.solid_object_always(c, b);
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for HczBlock {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "Hydrocity block"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `byte_1CFEA`: subtype 0 is $10 by $10 (one 32 px block), 3 is $40 by $10.
    #[test]
    fn sizes_by_subtype() {
        assert_eq!(super::size(0), (0x10, 0x10));
        assert_eq!(super::size(3), (0x40, 0x10));
    }
}
