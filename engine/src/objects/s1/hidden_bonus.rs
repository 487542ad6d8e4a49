//! The hidden points at the end of an act (s1disasm `_incObj/7D Hidden Bonuses.asm`: `Bonus_Main`,
//! `Bonus_Display`).
//!
//! Hidden, it waits for the player's centre within 16 px of its own across and along (`Bonus_Main`; not once
//! the giant ring has been taken: `f_bigring`); then it scores its points (`AddPoints` of `.points` by subtype:
//! 1 10,000, 2 1,000, 3 10 — the game's table has 1 where 10 was meant, so the "100" sprite gives 10) and
//! shows them (its frame is its subtype) for 120 frames (`bonus_timelen` 119 counted down past 0;
//! `sfx_Bonus` is not played: the engine has no sound). Out of range it is deleted by `DeleteObject`, not
//! `RememberState`: a respawn entry it loaded with (Scrap Brain 1's) stays set, and it never loads again.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::s1::giant_ring::BigRing;

/// `obActWid`, `bonus_timelen`.
pub const WIDTH_PIXELS: u8 = 0x10;
pub const SHOWN: i16 = 119;
/// `.points` (the not-fixed table), as `AddPoints` counts them: tens of points.
pub const POINTS: [u16; 4] = [0, 1000, 100, 1];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HiddenBonus {
    /// `bonus_timelen`: frames left shown (a word, counted down past 0).
    pub time: i16,
}

pub fn run(c: &mut Common, s: &mut HiddenBonus, cx: &mut ObjCtx) {
    if c.routine == 0 {
        let player = &*cx.world.player;
        let found = near(player.pixel_x(), c.pixel_x()) && near(player.pixel_y(), c.pixel_y());
        if found && cx.world.game.big_ring == BigRing::None {
            c.routine = 2;
            c.width_pixels = WIDTH_PIXELS;
            c.mapping_frame = c.subtype;
            s.time = SHOWN;
            cx.world.game.score = cx.world.game.score.wrapping_add(points(c.subtype));
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

/// The points a subtype scores: `.points` (a word table the subtype doubled indexes: subtypes past 3 read the
/// code after it, which the engine reads as none) times 10 (`AddPoints`).
pub fn points(subtype: u8) -> u32 {
    POINTS.get(usize::from(subtype)).map_or(0, |&p| u32::from(p) * 10)
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

    #[test]
    fn points_by_subtype_as_the_game_table() {
        assert_eq!(points(1), 10_000);
        assert_eq!(points(2), 1_000);
        // The game's bug: 1 in place of 10.
        assert_eq!(points(3), 10);
        assert_eq!(points(0), 0);
    }
}
