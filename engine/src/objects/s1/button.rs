//! The buttons of Marble, Spring Yard, Labyrinth and Scrap Brain (s1disasm `_incObj/32 Button.asm`:
//! `But_Main`, `But_Pressed`).
//!
//! Placed 3 px lower than its layout y, it is solid while on screen (`SolidObject`, $1B × 5) and sets switch
//! flag `f_switch + (subtype & $F)` — bit 0, or bit 7 with subtype bit 6 — while the player stands on it,
//! clearing it when he does not; with subtype bit 7 a pushable block drawn on screen within $20 px across and
//! $18 up or down presses it too (`But_MZBlock`). Unloaded out of range. Not modelled: its
//! frames and sound.

use super::Sonic1;
use super::remember_state;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
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
        let pressed = c.player_standing() || (c.subtype & 0x80 != 0 && block_on(c, cx));
        let flag = &mut cx.world.game.switches[usize::from(c.subtype & 0xF)];
        let bit = if c.subtype & 0x40 != 0 { 0x80 } else { 1 };
        if pressed {
            *flag |= bit;
        } else {
            *flag &= !bit;
        }
    }
    remember_state(c, cx);
}

/// `But_MZBlock`: a pushable block (`id_PushBlock`) drawn on screen whose $10 × $10 box overlaps the area
/// $20 × $10 from (x − $10, y − 8), the overlap test `ReactToItem` makes.
fn block_on(c: &Common, cx: &ObjCtx) -> bool {
    let (d2, d3) = (c.pixel_x() - 0x10, c.pixel_y() - 8);
    let inside = |d: i32, size: i32| (-0x20..=size).contains(&d);
    cx.slots.iter().any(|(_, o)| {
        matches!(o.state, State::Sonic1(Sonic1::PushBlock(_)))
            && o.common.on_screen
            && inside(o.common.pixel_x() - 0x10 - d2, 0x20)
            && inside(o.common.pixel_y() - 0x10 - d3, 0x10)
    })
}
