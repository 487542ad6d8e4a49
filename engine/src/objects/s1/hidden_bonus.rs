//! The hidden points at the end of an act (s1disasm `_incObj/7D Hidden Bonuses.asm`: `Bonus_Main`,
//! `Bonus_Display`), as far as the object slots go.
//!
//! Hidden, it waits for the player's centre within 16 px of its own across and along (`Bonus_Main`); then it
//! shows its points for 120 frames (`bonus_timelen` 119 counted down past 0; the points themselves, which
//! only the score reads, are not added). Out of range it is deleted by `DeleteObject`, not `RememberState`: a
//! respawn entry it loaded with (Scrap Brain 1's) stays set, and it never loads again.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obActWid`, `bonus_timelen`.
pub const WIDTH_PIXELS: u8 = 0x10;
pub const SHOWN: i16 = 119;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HiddenBonus {
    /// `bonus_timelen`: frames left shown (a word, counted down past 0).
    pub time: i16,
}

pub fn run(c: &mut Common, s: &mut HiddenBonus, cx: &mut ObjCtx) {
    if c.routine == 0 {
        let player = &*cx.world.player;
        if near(player.pixel_x(), c.pixel_x()) && near(player.pixel_y(), c.pixel_y()) {
            c.routine = 2;
            c.width_pixels = WIDTH_PIXELS;
            c.mapping_frame = c.subtype;
            s.time = SHOWN;
        }
        // `.chkdel`: not drawn this frame either way.
        if cx.out_of_range(c.pixel_x()) {
            c.delete();
        }
        return;
    }
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 || cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Bonus_Main`'s test: the player's coordinate minus its own plus $10 below $20 (words, unsigned).
pub fn near(player: i32, own: i32) -> bool {
    (player as u16).wrapping_sub(own as u16).wrapping_add(0x10) < 0x20
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn found_within_16_px() {
        assert!(near(0x1000 - 0x10, 0x1000));
        assert!(near(0x1000 + 0xF, 0x1000));
        assert!(!near(0x1000 + 0x10, 0x1000));
        assert!(!near(0x1000 - 0x11, 0x1000));
    }
}
