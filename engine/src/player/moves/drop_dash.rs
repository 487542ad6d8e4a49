//! Sonic's Drop Dash (Sonic Mania; the seed names it but gives no numbers: Mania's `Player.c`, the drop dash
//! state and its release on landing).

use super::Ability;
use crate::player::{Input, Player};

/// Frames jump must be held after the second press before the dash is charged (Mania: 20).
pub const DROP_DASH_CHARGE_FRAMES: u8 = 20;
/// Release speed and the most it may reach (Mania: 8 and 12).
pub const DROP_DASH_SPEED: i16 = 0x800;
pub const DROP_DASH_MAX: i16 = 0xC00;

impl Player {
    /// On the frame he lands: a charged dash with jump still held sends him rolling — a quarter of the landing
    /// speed plus 8 (at most 12) when he was moving the way he faces, 8 flat on level ground when moving the
    /// other way, else half the landing speed plus 8. Otherwise the dash is lost.
    pub(super) fn drop_dash_release(&mut self, frames: u8, input: Input) {
        self.ability = Ability::None;
        if frames < DROP_DASH_CHARGE_FRAMES || !input.held.jump() {
            return;
        }
        let sign: i16 = if self.facing_left { -1 } else { 1 };
        let g = self.ground_speed;
        let forwards = if self.facing_left { self.x_speed <= 0 } else { self.x_speed >= 0 };
        let speed = if forwards {
            ((g >> 2) + sign * DROP_DASH_SPEED).clamp(-DROP_DASH_MAX, DROP_DASH_MAX)
        } else if self.angle == 0 {
            sign * DROP_DASH_SPEED
        } else {
            (g >> 1) + sign * DROP_DASH_SPEED
        };
        self.ground_speed = speed;
        if !self.rolling {
            self.curl();
        }
    }
}
