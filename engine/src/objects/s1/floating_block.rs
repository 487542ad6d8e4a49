//! Spring Yard's and Star Light's floating blocks (s1disasm `_incObj/56 Floating Blocks and Doors.asm`:
//! `FBlock_Main`, `FBlock_Action`): a `SolidObject` box of half width `obActWid` + $B and half height
//! `obHeight` ($+1 walking), its size from `FBlock_Var` by subtype bits 4–6, tested only while drawn on
//! screen the frame before; out of range (by its placed x) it is deleted. Only the still block (motion type 0,
//! subtype bits 0–3, not a door: bit 7 clear) is modelled; the moving ones and Labyrinth's doors are drawn and
//! unloaded like an unmodelled object, and not solid.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `FBlock_Var`: half width and half height by subtype bits 4–6.
pub const SIZES: [(u8, u8); 8] =
    [(0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A), (0x10, 0x27), (0x10, 0x10), (8, 0x20), (0x40, 0x10)];

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (w, h) = SIZES[usize::from((c.subtype >> 4) & 7)];
        c.width_pixels = w;
        c.y_radius = h;
    }
    if c.subtype & 0x8F != 0 {
        // Not modelled: drawn and unloaded only.
        cx.mark_gone(c);
        return;
    }
    if c.on_screen {
        let d1 = i16::from(c.width_pixels) + 0xB;
        let d2 = i16::from(c.y_radius);
        let b = SolidBox { half_width: d1, half_height_air: d2, half_height_ground: d2 + 1, old_x: c.pixel_x() as i16 };
        solid_object_s1(c, cx.world.player, b);
    }
    cx.mark_gone(c);
}
