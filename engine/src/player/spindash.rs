//! The spindash (SPG "Special Abilities": Spindash; s2disasm `Sonic_CheckSpindash`, `Sonic_UpdateSpindash`,
//! `Sonic_ChargingSpindash`, `SpindashSpeeds`).

use super::{Ctx, Input, Player, Pose};
use crate::profile::SpindashRule;
use crate::report::SensorSink;

/// Each press adds this much charge, up to `MAX_CHARGE`.
const CHARGE_PER_PRESS: u16 = 0x200;
const MAX_CHARGE: u16 = 0x800;

impl Player {
    /// Starts, charges or releases a spindash. Returns true when it handled the frame: then only the level
    /// bounds and the ground sensors run, and the player does not move (`addq.l #4,sp`).
    pub(super) fn spindash_check(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) -> bool {
        if ctx.profile.spindash == SpindashRule::None {
            return false;
        }
        match self.spindash {
            None => {
                if self.pose != Pose::Duck || !input.pressed.jump() {
                    return false;
                }
                self.pose = Pose::Spindash;
                self.spindash = Some(0);
            }
            Some(charge) if input.held.down() => {
                let mut charge = charge - (charge >> 5);
                if input.pressed.jump() {
                    charge = (charge + CHARGE_PER_PRESS).min(MAX_CHARGE);
                }
                self.spindash = Some(charge);
            }
            Some(charge) => {
                // Release: 0x800 + 0x80 per whole 0x100 of charge, in the facing direction.
                self.curl();
                self.clear_spindash_flag();
                let speed = 0x800 + (charge >> 8) as i16 * 0x80;
                self.ground_speed = if self.facing_left { -speed } else { speed };
                // The camera lags behind for up to 32 frames, less the faster the dash (S2's formula); not in
                // Sonic CD (`Profile::spindash_lag`).
                if ctx.profile.spindash_lag {
                    self.scroll_delay = 0x2000 - (((speed - 0x800) as u16).wrapping_mul(2) & 0x1F00);
                }
            }
        }
        self.level_bound(ctx);
        self.angle_pos(ctx, sink);
        if ctx.background.is_some() {
            // (S3K's spindash paths end as its grounded modes: `loc_12B6E`, `loc_12C9E`.)
            self.background_squeeze(ctx, sink);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charge_sequence_matches_the_oracle() {
        // Presses on alternating frames 1, 3, 5, 7, 9 give counters 0x200, 0x3E1, 0x5A4, 0x74C, 0x800.
        let mut c: u16 = 0;
        let mut seen = Vec::new();
        for frame in 1..=9 {
            c -= c >> 5;
            if frame % 2 == 1 {
                c = (c + CHARGE_PER_PRESS).min(MAX_CHARGE);
                seen.push(c);
            }
        }
        assert_eq!(seen, vec![0x200, 0x3E1, 0x5A4, 0x74C, 0x800]);
    }
}
