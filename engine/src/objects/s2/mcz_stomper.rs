//! Mystic Cave's stomper, the pillar that rises and slams down (s2disasm `Obj2A`: `Obj2A_Init`, `Obj2A_Main`).
//!
//! A block $10 px wide each side (`SolidObject`: d1 $1B, d2 $40, d3 $41) that rises 1 px a frame for $60
//! frames, then drops 8 px a frame back to where it was placed, and again, for ever. It unloads by its x
//! (`MarkObjGone`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::solid::SolidBox;

/// `routine_secondary`: rising, dropping.
pub const RISE: u8 = 0;
pub const DROP: u8 = 2;
/// How high it rises (`objoff_30`), and how fast it drops.
pub const HEIGHT: u16 = 0x60;
pub const DROP_SPEED: u16 = 8;
/// The solid box (d1, d2, d3).
pub const BOX: (i16, i16, i16) = (0x10 + 0xB, 0x40, 0x41);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MczStomper {
    /// `objoff_32`: the placed y.
    pub y_origin: u16,
    /// `objoff_30`: how high it is.
    pub height: u16,
}

pub fn run(c: &mut Common, s: &mut MczStomper, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        s.y_origin = c.pixel_y() as u16;
        c.y_radius = 0x50;
        c.explicit_height = true;
    }
    step(c, s);
    let b =
        SolidBox { half_width: BOX.0, half_height_air: BOX.1, half_height_ground: BOX.2, old_x: c.pixel_x() as i16 };
    cx.solid_object(c, b);
    cx.mark_gone(c);
}

/// `Obj2A_Main`'s move: up 1 px a frame to $60, then down 8 a frame (`subq.w #8; bhi`: to 0 or past it, then
/// rising again).
fn step(c: &mut Common, s: &mut MczStomper) {
    if c.routine_secondary == RISE {
        s.height += 1;
        if s.height == HEIGHT {
            c.routine_secondary = DROP;
        }
    } else if s.height <= DROP_SPEED {
        s.height = 0;
        c.routine_secondary = RISE;
    } else {
        s.height -= DROP_SPEED;
    }
    c.y = (i32::from(s.y_origin.wrapping_sub(s.height) as i16) << 8) | (c.y & 0xFF);
}

impl crate::objects::runtime::object::ObjKind for MczStomper {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "stomper"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Up $60 frames at 1 px, down in 12 frames of 8 px: back where it was placed after $6C frames.
    #[test]
    fn rises_60_then_drops_at_8() {
        let mut c = Common::new(0x2A, 0, 0x310, 0x600, false, false);
        let mut s = MczStomper { y_origin: 0x600, height: 0 };
        for _ in 0..0x60 {
            step(&mut c, &mut s);
        }
        assert_eq!((c.pixel_y(), c.routine_secondary), (0x600 - 0x60, DROP));
        for _ in 0..0xC {
            step(&mut c, &mut s);
        }
        assert_eq!((c.pixel_y(), c.routine_secondary), (0x600, RISE));
    }
}
