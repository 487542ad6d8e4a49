//! Spring Yard's and Star Light's floating blocks (s1disasm `_incObj/56 Floating Blocks and Doors.asm`:
//! `FBlock_Main`, `FBlock_Action`): a `SolidObject` box of half width `obActWid` + $B and half height
//! `obHeight` ($+1 walking), its size from `FBlock_Var` by subtype bits 4–6, tested only while drawn on
//! screen the frame before, with the x it had before moving; out of range (by its placed x) it is deleted.
//! Motion by subtype bits 0–3: 0 still; 1 and 2 side to side, 3 and 4 up and down, over $40 px
//! (`v_oscillate+$A`) or $80 px (`v_oscillate+$1E`), the other way when flipped (status bit 0). The other
//! motions (the switch-driven ones, 5 onwards) and the doors (bit 7) are not modelled: drawn and unloaded
//! like an unmodelled object, not solid.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `FBlock_Var`: half width and half height by subtype bits 4–6.
pub const SIZES: [(u8, u8); 8] =
    [(0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A), (0x10, 0x27), (0x10, 0x10), (8, 0x20), (0x40, 0x10)];
/// `v_oscillate+$A` and `+$1E` (the oscillators' bytes follow a control word: `byte` offsets 8 and $1C).
const SMALL_BYTE: usize = 0x8;
const LARGE_BYTE: usize = 0x1C;

/// Where the block was placed (`fb_origX`, `fb_origY`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FloatingBlock {
    pub orig_x: i32,
    pub orig_y: i32,
}

pub fn run(c: &mut Common, s: &mut FloatingBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (w, h) = SIZES[usize::from((c.subtype >> 4) & 7)];
        c.width_pixels = w;
        c.y_radius = h;
        s.orig_x = c.pixel_x();
        s.orig_y = c.pixel_y();
    }
    if c.subtype & 0x80 != 0 || c.subtype & 0xF > 4 {
        // Not modelled: drawn and unloaded only.
        cx.mark_gone(c);
        return;
    }
    let old_x = c.pixel_x() as i16;
    let flipped = c.status & 1 != 0;
    let osc = |byte, distance: i32| {
        let d0 = i32::from(cx.world.game.oscillation.byte(byte));
        if flipped { distance - d0 } else { d0 }
    };
    match c.subtype & 0xF {
        1 => set_px_x(c, s.orig_x - osc(SMALL_BYTE, 0x40)),
        2 => set_px_x(c, s.orig_x - osc(LARGE_BYTE, 0x80)),
        3 => set_px_y(c, s.orig_y - osc(SMALL_BYTE, 0x40)),
        4 => set_px_y(c, s.orig_y - osc(LARGE_BYTE, 0x80)),
        _ => {}
    }
    if c.on_screen {
        let d1 = i16::from(c.width_pixels) + 0xB;
        let d2 = i16::from(c.y_radius);
        let b = SolidBox { half_width: d1, half_height_air: d2, half_height_ground: d2 + 1, old_x };
        solid_object_s1(c, cx.world.player, b);
    }
    cx.mark_gone_at(c, s.orig_x);
}

fn set_px_x(c: &mut Common, x: i32) {
    c.x = (x << 8) | (c.x & 0xFF);
}

fn set_px_y(c: &mut Common, y: i32) {
    c.y = (y << 8) | (c.y & 0xFF);
}
