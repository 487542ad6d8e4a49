//! Marble Zone's bricks (s1disasm `_incObj/46 MZ Bricks.asm`: `Brick_Main`, `Brick_Action`, `Brick_Type00`–
//! `Brick_Type04`): a `SolidObject` box $1B × $10 (jumping) / $11 (walking), tested only while drawn on screen
//! the frame before; out of range it is deleted. Subtype bits 0–2 pick the motion: 0 still; 1 bobs with
//! oscillator byte $16 (bit 3 of the subtype: the other way); 2 bobs like 1 until Sonic is within $90 px
//! horizontally, then falls (3); 3 falls (gravity $18) to the floor below (`ObjFloorDist`) and then bobs with
//! oscillator byte $12 / 8 (4) when that floor is lava (REV01: a block from $16A, the terrain's art id), else
//! stays there (0).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `SolidObject`'s d1, d2, d3.
pub const BOX: (i16, i16, i16) = (0x1B, 0x10, 0x11);
/// `v_oscillate+$16` and `+$12` (the oscillators' bytes follow a control word: `byte` offsets $14 and $10).
const BOB_BYTE: usize = 0x14;
const SETTLED_BYTE: usize = 0x10;

/// The brick's own data: its y before bobbing (`brick_origY`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Brick {
    pub orig_y: i32,
}

pub fn run(c: &mut Common, s: &mut Brick, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Brick_Main`.
        c.routine = 2;
        c.y_radius = 0xF;
        c.x_radius = 0xF;
        c.width_pixels = 0x10;
        s.orig_y = c.pixel_y();
    }
    if c.on_screen {
        motion(c, s, cx);
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.2,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    }
    cx.mark_gone(c);
    // Still (type 0, or settled off lava) and its box already kept: until the player comes within it its runs
    // find him outside (or skip him off screen) and change nothing.
    if !matches!(c.subtype & 7, 1..=4) && c.solid_box.is_some() {
        cx.nap(c, BOX.0 as u16, BOX.2 as u16);
    }
}

fn motion(c: &mut Common, s: &mut Brick, cx: &mut ObjCtx) {
    match c.subtype & 7 {
        1 => bob(c, s, cx),
        2 => {
            // Sonic within $90 px: it falls from the next frame (this one still bobs).
            let d = (cx.world.player.pixel_x() - c.pixel_x()) as i16;
            if d.unsigned_abs() < 0x90 {
                c.subtype = 3;
            }
            bob(c, s, cx);
        }
        3 => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(0x18);
            let (d1, lava) = super::push_block::floor(c, cx);
            if d1 < 0 {
                c.y = (c.pixel_y() + d1) << 8 | (c.y & 0xFF);
                c.y_vel = 0;
                s.orig_y = c.pixel_y();
                // REV01: on lava (a block from $16A) it bobs, else it stays.
                c.subtype = if lava { 4 } else { 0 };
            }
        }
        4 => {
            let d0 = i32::from(cx.world.game.oscillation.byte(SETTLED_BYTE) >> 3);
            set_y(c, s.orig_y - d0);
        }
        _ => {}
    }
}

/// `Brick_Type01`: y = the original y − oscillator byte $16 (bit 3 of the subtype: − ($10 − it)).
fn bob(c: &mut Common, s: &Brick, cx: &ObjCtx) {
    let mut d0 = i32::from(cx.world.game.oscillation.byte(BOB_BYTE));
    if c.subtype & 8 != 0 {
        d0 = 0x10 - d0;
    }
    set_y(c, s.orig_y - d0);
}

fn set_y(c: &mut Common, y: i32) {
    c.y = (y << 8) | (c.y & 0xFF);
}
