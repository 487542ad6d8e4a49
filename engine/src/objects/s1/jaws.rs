//! Jaws, Labyrinth's piranha (s1disasm `_incObj/2C Jaws.asm`: `Jaws_Main`, `Jaws_Turn`; `_anim/Jaws.asm`).
//!
//! It swims at $40 subpixels a frame — left, or right when placed x-flipped — and turns round every
//! subtype × 64 frames (the timer counts down through −1 from subtype × 64 − 1: the first turn comes
//! subtype × 64 frames after it loads, the later ones every subtype × 64 + 1). Touch: an enemy of size $A.
//! Unloaded out of range (`RememberState`).

use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obColType`: an enemy of touch size $A.
pub const COLLISION: u8 = 0xA;
/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x10;
/// `move.w #-$40,obVelX(a0)`.
pub const SPEED: i16 = 0x40;
/// `Ani_Jaws`: frames 0–3, 8 frames each.
const ANI_JAWS: [&[u8]; 1] = [&[7, 0, 1, 2, 3, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Jaws {
    /// `jaws_timecount`: frames to the next turn (a word, counted down through −1).
    pub time: i16,
    /// `jaws_timedelay`: subtype × 64 − 1, what the count starts again from.
    pub delay: i16,
}

/// The turn delay a subtype gives (`lsl.w #6`, `subq.w #1`).
pub fn delay(subtype: u8) -> i16 {
    (i16::from(subtype) << 6).wrapping_sub(1)
}

pub fn run(c: &mut Common, s: &mut Jaws, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Jaws_Main`.
        c.routine = 2;
        c.collision_flags = COLLISION;
        c.width_pixels = WIDTH_PIXELS;
        s.delay = delay(c.subtype);
        s.time = s.delay;
        c.x_vel = if c.status & 1 != 0 { SPEED } else { -SPEED };
    }
    // `Jaws_Turn`.
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        s.time = s.delay;
        c.x_vel = c.x_vel.wrapping_neg();
        c.status ^= 1;
        c.prev_anim = 1;
    }
    animate_sprite(c, &ANI_JAWS);
    c.object_move();
    remember_state(c, cx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Labyrinth 1's first Jaws (subtype $C): the count starts at $C × 64 − 1 = $2FF.
    #[test]
    fn subtype_gives_the_turn_delay() {
        assert_eq!(delay(0xC), 0x2FF);
        assert_eq!(delay(6), 0x17F);
        assert_eq!(delay(0), -1);
    }
}
