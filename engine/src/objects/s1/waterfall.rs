//! Labyrinth's waterfalls and splashes (s1disasm `_incObj/65 Waterfalls.asm`: `WFall_Main`, `WFall_Animate`,
//! `WFall_ChkDel`, `WFall_OnWater`, `loc_12B36`; `_anim/Waterfalls.asm`).
//!
//! The subtype's low digit is the frame (width $18). Type $x9 is the splash, animated (`Ani_WFall`: frames 9,
//! $A, $B, 6 frames each) in front of Sonic; with bit 6 ($49) it follows the water, 16 px above the surface
//! (`v_waterpos1`) every frame; with bit 5 ($A9) its priority bit follows Labyrinth 3's switched layout byte
//! (drawing only: not modelled). Every kind unloads by `RememberState`. Bit 7 of the subtype is the art's
//! priority (drawing only).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x18;
/// The splash's frame (`cmpi.b #9,d0`), how far above the water it sits.
pub const SPLASH: u8 = 9;
pub const ABOVE_WATER: i32 = 0x10;

/// `Ani_WFall`.
pub const ANIMATIONS: [&[u8]; 1] = [&[5, 9, 0xA, 0xB, 0xFF]];

/// The routines (`WFall_Index`).
pub mod routine {
    pub const ANIMATE: u8 = 2;
    pub const STILL: u8 = 4;
    pub const ON_WATER: u8 = 6;
    pub const LZ3: u8 = 8;
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = routine::STILL;
            c.width_pixels = WIDTH_PIXELS;
            c.mapping_frame = c.subtype & 0xF;
            if c.mapping_frame == SPLASH {
                c.routine = routine::ANIMATE;
                if c.subtype & 0x40 != 0 {
                    c.routine = routine::ON_WATER;
                }
                if c.subtype & 0x20 != 0 {
                    c.routine = routine::LZ3;
                }
                animate_sprite(c, &ANIMATIONS);
            }
        }
        routine::ANIMATE | routine::LZ3 => animate_sprite(c, &ANIMATIONS),
        routine::ON_WATER => {
            // `WFall_OnWater`: a word move of the surface less $10 (no water: the engine leaves it where it is).
            let surface = cx.world.game.water.surface;
            if surface != i32::MAX {
                c.y = i32::from((surface - ABOVE_WATER) as u16) << 8 | (c.y & 0xFF);
            }
            animate_sprite(c, &ANIMATIONS);
        }
        _ => {}
    }
    cx.mark_gone(c);
}
