//! Super forms (SPG "Super Speeds": Super/Hyper Sonic, Super Tails, Super/Hyper Knuckles, Ring Countdown;
//! skdisasm `s3.asm` `Sonic_CheckTransform`, `Sonic_Transform`, `Sonic_Super`).

use crate::character::Character;
use crate::player::Player;

/// Transforming needs 50 rings (and the 7 emeralds) (`Sonic_CheckTransform`).
pub const SUPER_RINGS: u16 = 50;
/// One ring is drained every 60 frames (SPG "Ring Countdown").
pub const SUPER_DRAIN_FRAMES: u16 = 60;

/// Super Sonic's top speed, acceleration and deceleration (SPG "Super Speeds": 10, 0.1875, 1;
/// `Sonic_Transform`: $A00, $30, $100).
pub const SUPER_SONIC: (i16, i16, i16) = (0xA00, 0x30, 0x100);
/// Super Tails' and Super/Hyper Knuckles' (SPG "Super Speeds": 8, 0.09375, 0.75).
pub const SUPER_OTHERS: (i16, i16, i16) = (0x800, 0x18, 0xC0);
/// Super Sonic's initial jump speed: 8 (SPG "Super Speeds"; Knuckles keeps his).
pub const SUPER_JUMP: i16 = 0x800;

impl Player {
    /// The Super form's (top speed, acceleration, deceleration).
    pub fn super_constants(&self) -> (i16, i16, i16) {
        if self.character == Character::Sonic { SUPER_SONIC } else { SUPER_OTHERS }
    }

    /// Becomes Super if the rings and emeralds allow it (`Sonic_CheckTransform`): returns whether it did.
    /// Invincible while Super (`Status_Invincible`), the drain timer starts at 60.
    pub fn try_transform(&mut self, rings: u16, emeralds: u8) -> bool {
        if self.super_form || emeralds < 7 || rings < SUPER_RINGS {
            return false;
        }
        self.super_form = true;
        self.super_drain = SUPER_DRAIN_FRAMES;
        true
    }

    /// The ring countdown, once a frame: every 60 frames one ring goes; with none left he turns back.
    /// (`Sonic_Super` counts 61 frames because of a `bpl` where `bhi` was meant; the SPG's 60 is used.)
    pub fn super_tick(&mut self, rings: &mut u16) {
        if !self.super_form {
            return;
        }
        self.super_drain = self.super_drain.saturating_sub(1);
        if self.super_drain != 0 {
            return;
        }
        self.super_drain = SUPER_DRAIN_FRAMES;
        if *rings == 0 {
            self.super_form = false;
            return;
        }
        *rings -= 1;
    }
}
