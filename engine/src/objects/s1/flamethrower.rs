//! Scrap Brain's flamethrowers (s1disasm `_incObj/6D Flamethrower.asm`: `Flame_Main`, `Flame_Action`,
//! `Flame_ChkDel`; `_anim/Flamethrower.asm`).
//!
//! It flames for (subtype & $F0) × 2 frames, then pauses for (subtype & $F) × $20, and so on, starting with
//! the flame; the flame grows (`Ani_Flame`: frames 0–$A, then 2–$A again) and shrinks back while it pauses.
//! Only on its full frame ($A; $15 for the valve, placed y-flipped) does it hurt (`obColType` $A3: harmful,
//! size $23). Out of range it is deleted.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obColType` on the hurting frame: harmful, size $23.
pub const COLLISION: u8 = 0xA3;
/// The hurting frame: the pipe's, the valve's.
pub const PIPE_HOT: u8 = 0xA;
pub const VALVE_HOT: u8 = 0x15;
/// `Ani_Flame`: the pipe's flame growing and shrinking, the valve's.
const ANI_FLAME: [&[u8]; 4] = [
    &[3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xA, 0xFE, 2],
    &[0, 9, 7, 5, 3, 1, 0, 0xFE, 1],
    &[3, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0xFE, 2],
    &[0, 0x14, 0x12, 0x11, 0xF, 0xD, 0xB, 0xFE, 1],
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flamethrower {
    /// `objoff_30`: frames left of the flame or the pause (a word, counted down past 0).
    pub time: i16,
    /// `objoff_32`, `objoff_34`: the flame's and the pause's length.
    pub flame: i16,
    pub pause: i16,
    /// `objoff_36`: the hurting frame.
    pub hot: u8,
}

/// The flame's and the pause's lengths a subtype gives.
pub fn times(subtype: u8) -> (i16, i16) {
    (i16::from(subtype & 0xF0) * 2, i16::from(subtype & 0xF) << 5)
}

pub fn run(c: &mut Common, s: &mut Flamethrower, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0xC;
        (s.flame, s.pause) = times(c.subtype);
        s.time = s.flame;
        s.hot = PIPE_HOT;
        if c.status & 2 != 0 {
            c.anim = 2;
            s.hot = VALVE_HOT;
        }
    }
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        s.time = s.pause;
        let was = c.anim & 1 != 0;
        c.anim ^= 1;
        if was {
            s.time = s.flame;
        }
    }
    animate_sprite(c, &ANI_FLAME);
    c.collision_flags = if c.mapping_frame == s.hot { COLLISION } else { 0 };
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's $43: 128 frames of flame, 96 of pause.
    #[test]
    fn subtype_gives_the_times() {
        assert_eq!(times(0x43), (0x80, 0x60));
        assert_eq!(times(0xF0), (0x1E0, 0));
    }
}
