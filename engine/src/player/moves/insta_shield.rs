//! Sonic's Insta-Shield (SPG "Special Abilities": Insta-Shield; skdisasm `s3.asm` `Sonic_InstaShield`).

use super::Ability;
use crate::player::Player;

/// The expanded hitbox: Width and Height Radius 24 (49 × 49) (SPG "Insta-Shield").
pub const INSTA_SHIELD_RADII: (u8, u8) = (24, 24);
/// How long it lasts: 14 frames (SPG "Insta-Shield").
pub const INSTA_SHIELD_FRAMES: u8 = 14;

impl Player {
    /// The hitbox radii objects touch: the insta-shield's while it is on (the hitbox otherwise follows the
    /// objects code: width 8, height radius − 3).
    pub fn insta_shield_hitbox(&self) -> Option<(u8, u8)> {
        matches!(self.ability, Ability::InstaShield { .. }).then_some(INSTA_SHIELD_RADII)
    }

    /// The insta-shield makes Sonic invincible while it lasts (SPG "Insta-Shield").
    pub fn insta_shield_active(&self) -> bool {
        self.insta_shield_hitbox().is_some()
    }
}
