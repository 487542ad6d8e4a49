//! Scrap Brain's electrocution orbs (s1disasm `_incObj/6E Electrocuter.asm`: `Elec_Main`, `Elec_Shock`;
//! `_anim/Electrocuter.asm`).
//!
//! Each frame whose level frame counter (`v_framecount`) has no bit of (subtype × $10 − 1) set starts the
//! zap (`Ani_Elec` 1: thirteen frames, then back to the idle animation); only while its fourth mapping
//! frame shows does it hurt (`obColType` $A4: harmful, size $24). Unloaded out of range (`RememberState`).

use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obColType` on the hurting frame: harmful, size $24.
pub const COLLISION: u8 = 0xA4;
/// The hurting mapping frame.
pub const HOT: u8 = 4;
/// `Ani_Elec`: idle, the zap (back to idle: `afChange` 0).
const ANI_ELEC: [&[u8]; 2] = [&[7, 0, 0xFF], &[0, 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 0, 0xFD, 0]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Electrocuter {
    /// `elec_freq` (`objoff_34`): the frame counter's bits that must be clear to zap.
    pub freq: u16,
}

/// `Elec_Main`: subtype × $10 − 1.
pub fn freq(subtype: u8) -> u16 {
    (u16::from(subtype) << 4).wrapping_sub(1)
}

/// `Elec_Shock`'s test: whether the orb starts a zap on this frame counter.
pub fn zaps(frame_counter: u16, freq: u16) -> bool {
    frame_counter & freq == 0
}

pub fn run(c: &mut Common, s: &mut Electrocuter, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x28;
        s.freq = freq(c.subtype);
    }
    if zaps(cx.world.game.frame_counter, s.freq) {
        c.anim = 1;
    }
    animate_sprite(c, &ANI_ELEC);
    c.collision_flags = if c.mapping_frame == HOT { COLLISION } else { 0 };
    remember_state(c, cx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's orbs are subtype 8: a zap every $80 frames.
    #[test]
    fn subtype_gives_the_period() {
        assert_eq!(freq(8), 0x7F);
        assert!(zaps(0x780, freq(8)));
        assert!(!zaps(0x781, freq(8)));
        assert!(!zaps(0x7C0, freq(8)));
    }
}
