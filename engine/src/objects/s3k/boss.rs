//! What Sonic 3's bosses share after a hit (s3.asm: each boss's hit check — `loc_46E80` for Angel Island's
//! miniboss, `sub_47A20` for its end boss, `loc_48AAC` and the end boss's for Hydrocity's — is the same code
//! over its own `$20(a0)`, then `BossDefeated_StopTimer` at the last hit).

use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::Common;

/// `$20(a0)`: the frames a hit flashes a boss, untouchable.
pub const FLASH: u8 = 0x20;
/// `BossDefeated`: 100 (×10) points.
pub const DEFEAT_POINTS: u32 = 1000;

/// A hit's flash: `$20(a0)` set to [`FLASH`] on the hit's first frame (`bset #6,status(a0)`: the palette
/// flash) and counted down. True on the frame it runs out, status bit 6 cleared: the boss is touchable again.
pub fn flash(c: &mut Common, flash: &mut u8) -> bool {
    if *flash == 0 {
        *flash = FLASH;
        c.status |= 0x40;
    }
    *flash -= 1;
    if *flash == 0 {
        c.status &= !0x40;
        return true;
    }
    false
}

/// `BossDefeated_StopTimer`: the level timer stopped and [`DEFEAT_POINTS`] scored.
pub fn defeated(game: &mut GameState) {
    game.timer_stopped = true;
    game.score = game.score.wrapping_add(DEFEAT_POINTS);
}
