//! Air control, air drag and the air angle (SPG "Air State"; s2disasm `Sonic_ChgJumpDir`,
//! `Sonic_JumpPeakDecelerate`, `Sonic_JumpAngle`).

use super::{Ctx, Input, Player};
use crate::profile::OverTop;

impl Player {
    /// Air acceleration (twice the ground acceleration) with the profile's cap, then air drag. A roll-jump
    /// has no air control, but drag still applies.
    pub(super) fn air_control(&mut self, ctx: &Ctx, input: Input) {
        if !self.roll_jump {
            // `Sonic_ChgJumpDir`: twice the current acceleration, up to the current top speed.
            let step = self.acceleration() * 2;
            let top = self.top_speed();
            let keep = ctx.profile.air_over_top == OverTop::Keep;
            let mut x = self.x_speed;
            if input.held.left() {
                self.facing_left = true;
                let sped = x.wrapping_sub(step);
                x = if sped > -top {
                    sped
                } else if keep && x <= -top {
                    x
                } else {
                    -top
                };
            }
            if input.held.right() {
                self.facing_left = false;
                let sped = x.wrapping_add(step);
                x = if sped < top {
                    sped
                } else if keep && x >= top {
                    x
                } else {
                    top
                };
            }
            self.x_speed = x;
        }
        // Air drag near the top of a jump: −0x400 ≤ Y Speed < 0 (an unsigned compare in the original).
        if (-0x400..0).contains(&self.y_speed) {
            let drag = self.x_speed >> 5;
            if drag != 0 {
                self.x_speed = self.x_speed.wrapping_sub(drag);
            }
        }
    }

    /// Returns the angle towards 0 by 2 per frame while airborne.
    pub(super) fn jump_angle(&mut self) {
        let a = self.angle;
        self.angle = if a == 0 {
            0
        } else if (a as i8) > 0 {
            a.saturating_sub(2)
        } else {
            a.checked_add(2).unwrap_or(0)
        };
    }
}
