//! The bosses' hit flash: what Emerald Hill's and Chemical Plant's bosses do after a hit (s2disasm `Obj56`'s
//! `loc_2F4A6`, `Obj5D_Main_Pos_and_Collision`), and Sonic 1's Green Hill boss in the same shape (s1disasm
//! `_incObj/3D Boss - Green Hill (part 1).asm`, `loc_177E6`). `Touch_Enemy_Part2` (Sonic 1's `React_Boss`)
//! clears the hitbox when the player hits the boss; the boss then flashes, untouchable, and takes its hitbox
//! back at the end of the flash.

use crate::objects::runtime::object::Common;

/// What the hit flash leaves in palette line 2, entry 1 (`Normal_palette_line2+2`): each frame of the
/// flash turns a non-black colour black and black white.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FlashColour {
    /// The level's colour (never flashed).
    #[default]
    Level,
    Black,
    White,
}

/// One frame of the hit flash, for a boss whose hitbox (`collision_flags`) is `collision` when it can be hit:
/// nothing while the hitbox is set; cleared (a hit), the flash starts (`timer` set to `frames`, the boss's
/// `objoff_3E`), the palette entry toggles each frame, and on the flash's last frame the hitbox comes back.
/// Returns whether it came back this frame.
#[inline]
pub fn hit_flash(c: &mut Common, timer: &mut u8, colour: &mut FlashColour, frames: u8, collision: u8) -> bool {
    if c.collision_flags != 0 {
        return false;
    }
    if *timer == 0 {
        *timer = frames;
    }
    *colour = if *colour == FlashColour::Black { FlashColour::White } else { FlashColour::Black };
    *timer -= 1;
    if *timer == 0 {
        c.collision_flags = collision;
        return true;
    }
    false
}
