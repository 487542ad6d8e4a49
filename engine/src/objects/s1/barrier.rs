//! The invisible solid barriers (s1disasm `_incObj/71 Invisible Barriers.asm`: `Invis_Main`, `Invis_Solid`):
//! never drawn, solid while its centre is on screen (`ChkObjectVisible`), with `SolidObject71` (Sonic 1's
//! `SolidObject` without the drawn-on-screen test). Subtype bits 4–7 give its half width ((n + 1) × 8, + $B) and
//! bits 0–3 its half height ((n + 1) × 8; + 1 walking). Deleted out of range.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_71};

/// `Invis_Main`: the half width and height of a subtype.
pub fn size(subtype: u8) -> (u8, u8) {
    // Word arithmetic in the game: subtype $Fx is $80 wide.
    (((u16::from(subtype & 0xF0) + 0x10) >> 1) as u8, ((subtype & 0xF) + 1) << 3)
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (w, h) = size(c.subtype);
        c.width_pixels = w;
        c.y_radius = h;
    }
    let cam = cx.world.env.camera;
    let (dx, dy) = (c.pixel_x() - cam.x, c.pixel_y() - cam.y);
    if (0..320).contains(&dx) && (0..224).contains(&dy) {
        let h = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x: c.pixel_x() as i16,
        };
        solid_object_71(c, cx.world.player, b);
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    /// Subtype $31 (Marble 1's): $20 px half width, $10 half height.
    #[test]
    fn sizes() {
        assert_eq!(super::size(0x31), (0x20, 0x10));
        assert_eq!(super::size(0x00), (8, 8));
        assert_eq!(super::size(0xFF), (0x80, 0x80));
    }
}
