//! Scrap Brain's invisible solid barriers (s1disasm `_incObj/71 Invisible Barriers.asm`: `Invis_Main`,
//! `Invis_Solid`; `ChkObjectVisible`, `SolidObject71`).
//!
//! Subtype bits 4–7 give the half width ((n + 1) × 8), bits 0–3 the half height ((n + 1) × 8). Never drawn
//! (outside debug mode), it is solid while its centre is on screen (`ChkObjectVisible`: 0–319 px across and
//! 0–223 px down from the camera) — `SolidObject71`, half width + $B, half height, + 1 on the ground — and
//! deleted out of range. It naps while no player is near ([`ObjCtx::nap`]).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_71};

/// The half width and half height a subtype gives.
pub fn size(subtype: u8) -> (u8, u8) {
    // Word arithmetic (`andi.w`, `addi.w`, `lsr.w`): $F0 gives $80.
    let width = ((u16::from(subtype & 0xF0) + 0x10) >> 1) as u8;
    (width, ((subtype & 0xF) + 1) << 3)
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (w, h) = size(c.subtype);
        c.width_pixels = w;
        c.y_radius = h;
    }
    let h = i16::from(c.y_radius);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: h,
        half_height_ground: h + 1,
        old_x: c.pixel_x() as i16,
    };
    // The box the editor draws, whether or not it was on screen when it last ran (it naps).
    c.solid_box = Some(b);
    if super::chk_object_visible(c, cx) {
        solid_object_71(c, cx.world.player, b);
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        // Until a player comes near, its runs would test him against its box and find him outside.
        cx.nap(c, u16::from(c.width_pixels) + 0xB, u16::from(c.y_radius) + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain's $17: $10 px either side, $40 up and down; $00 the smallest, 8 × 8.
    #[test]
    fn subtype_gives_the_size() {
        assert_eq!(size(0x17), (0x10, 0x40));
        assert_eq!(size(0), (8, 8));
        assert_eq!(size(0xF3), (0x80, 0x20));
    }
}
