//! The buttons of Marble, Spring Yard, Labyrinth and Scrap Brain (s1disasm `_incObj/32 Button.asm`:
//! `But_Main`, `But_Pressed`).
//!
//! Placed 3 px lower than its layout y, it is solid while on screen (`SolidObject`, $1B × 5) and sets switch
//! flag `f_switch + (subtype & $F)` — bit 0, or bit 7 with subtype bit 6 — while the player stands on it,
//! clearing it when he does not. Unloaded out of range. Not modelled: Marble's green blocks pressing it
//! (subtype bit 7, `But_MZBlock`: taken as no block), its frames and sound.

use super::remember_state;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `SolidObject`: d1 = $1B, d2 = d3 = 5.
pub const BOX: (i16, i16) = (0x1B, 5);
/// `addq.w #3,obY`.
pub const DROP: i32 = 3;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.y = c.y.wrapping_add(DROP << 8);
    }
    // `tst.b obRender`: drawn last frame.
    if c.on_screen {
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.1,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
        let flag = &mut cx.world.game.switches[usize::from(c.subtype & 0xF)];
        let bit = if c.subtype & 0x40 != 0 { 0x80 } else { 1 };
        if c.player_standing() {
            *flag |= bit;
        } else {
            *flag &= !bit;
        }
    }
    remember_state(c, cx);
}
