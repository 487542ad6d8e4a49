//! Labyrinth's harpoons (s1disasm `_incObj/16 Harpoon.asm`: `Harp_Main`, `Harp_Move`, `Harp_Wait`;
//! `_anim/Harpoon.asm`).
//!
//! Subtype 0 stabs sideways, 2 up or down (`Ani_Harp`: two frames of 4 out, then wait; two back, then wait).
//! It stabs out, waits 61 frames, draws back, waits 61 frames, and so on. Each frame's touch is harmful, its
//! size growing with the blade (`.types`: $9B–$A0; Sonic 1's sizes 8 × 4 up to $28 × 4 across, 4 × 8 up to
//! 4 × $28 upright). Unloaded out of range (`RememberState`).

use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `.types`: the touch of each frame.
pub const TYPES: [u8; 6] = [0x9B, 0x9C, 0x9D, 0x9E, 0x9F, 0xA0];
/// `move.w #60,harp_time(a0)`.
pub const WAIT: i16 = 60;
/// `Ani_Harp`: sideways out and back, upright out and back (each ending in `afRoutine`).
const ANI_HARP: [&[u8]; 4] = [&[3, 1, 2, 0xFC], &[3, 1, 0, 0xFC], &[3, 4, 5, 0xFC], &[3, 4, 3, 0xFC]];

/// Routines (`Harp_Index`).
const MOVE: u8 = 2;
const WAITING: u8 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Harpoon {
    /// `harp_time`: frames left of the wait (a word, counted down past 0).
    pub time: i16,
}

pub fn run(c: &mut Common, s: &mut Harpoon, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = MOVE;
        c.anim = c.subtype;
        c.width_pixels = 0x14;
        s.time = WAIT;
    }
    match c.routine {
        MOVE => {
            animate_sprite(c, &ANI_HARP);
            c.collision_flags = TYPES.get(usize::from(c.mapping_frame)).copied().unwrap_or(0);
        }
        WAITING => {
            s.time = s.time.wrapping_sub(1);
            if s.time < 0 {
                s.time = WAIT;
                c.routine = MOVE;
                c.anim ^= 1;
            }
        }
        _ => {}
    }
    remember_state(c, cx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Stabbing sideways shows frames 1 and 2 for 4 frames each, then waits: the blade's touch grows from
    /// $9C to $9D.
    #[test]
    fn stabs_then_waits() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        c.routine = MOVE;
        let mut shown = Vec::new();
        while c.routine == MOVE {
            animate_sprite(&mut c, &ANI_HARP);
            shown.push(TYPES[usize::from(c.mapping_frame)]);
        }
        assert_eq!(shown, [0x9C, 0x9C, 0x9C, 0x9C, 0x9D, 0x9D, 0x9D, 0x9D, 0x9D]);
        assert_eq!(c.routine, WAITING);
    }
}
