//! Jumping and the variable jump height (SPG "Jumping"; s2disasm `Sonic_Jump`, `Sonic_JumpHeight`,
//! `Sonic_UpVelCap`).

use super::{Ctx, Input, Player, Pose};
use crate::character::constants::JUMP_RELEASE;
use crate::math::{cos, sin};
use crate::profile::SuperTrigger;
use crate::report::SensorSink;

/// A jump needs at least this much room above the head (sensors C/D), in pixels.
const JUMP_HEADROOM: i16 = 6;

impl Player {
    /// Starts a jump when a jump button is pressed and there is room overhead. Returns true when it jumped:
    /// the jump frame ends there, without moving (`addq.l #4,sp`).
    // (Inlined: most frames have no press, and the test is cheaper than the call of the rest.)
    #[inline(always)]
    pub(super) fn jump(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) -> bool {
        input.pressed.jump() && self.jump_pressed(ctx, sink)
    }

    /// The rest of [`Player::jump`], once a jump button is pressed: the headroom check and the take-off.
    #[inline(never)]
    fn jump_pressed(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) -> bool {
        if self.room_over_head(ctx, self.angle.wrapping_add(0x80), sink) < JUMP_HEADROOM {
            return false;
        }
        // Along the surface normal: the jump force rotated by angle − 0x40.
        let force = if self.underwater {
            self.water_jump() as i32
        } else if self.super_form && self.character == crate::character::Character::Sonic {
            super::moves::SUPER_JUMP as i32
        } else {
            self.character.jump_force() as i32
        };
        let normal = self.angle.wrapping_sub(0x40);
        self.x_speed = self.x_speed.wrapping_add(((force * cos(normal) as i32) >> 8) as i16);
        self.y_speed = self.y_speed.wrapping_add(((force * sin(normal) as i32) >> 8) as i16);
        self.air = true;
        self.pushing = false;
        self.jumping = true;
        // Sonic 2 (without fixBugs) resets the radii to standing first; a roll-jump keeps those standing
        // radii while staying curled — the original's quirk, kept for frame-exactness.
        let (w, h) = self.character.standing_radii();
        self.width_radius = w;
        self.height_radius = h;
        if self.rolling {
            self.roll_jump = true;
        } else {
            self.curl();
        }
        self.pose = Pose::Roll;
        true
    }

    /// The variable jump height's cap: −4, under water −2 (`Sonic_JumpHeight`: d1 −$400 or −$200).
    pub(super) fn jump_release(&self) -> i16 {
        if self.underwater { super::water::WATER_JUMP_RELEASE } else { JUMP_RELEASE }
    }

    /// Variable jump height: releasing jump while rising faster than 4 px/frame caps Y Speed at −4
    /// (`Sonic_JumpHeight`); launches that were not jumps cap Y Speed at −0xFC0 (`Sonic_UpVelCap`, S1/S2).
    /// In Sonic 2 the top of a jump (Y Speed's high byte 0) is where Sonic turns Super (`Sonic_CheckGoSuper`).
    pub(super) fn jump_height(&mut self, ctx: &Ctx, input: Input) {
        if self.jumping {
            let release = self.jump_release();
            if self.y_speed < release && !input.held.jump() {
                self.y_speed = release;
            }
            if ctx.can_transform
                && (self.y_speed as u16) >> 8 == 0
                && ctx.profile.super_trigger == SuperTrigger::JumpApex
                && self.character == crate::character::Character::Sonic
            {
                self.transform();
            }
        } else if let Some(cap) = ctx.profile.launch_cap
            && self.y_speed < cap
            && !self.pinball
        {
            self.y_speed = cap;
        }
    }
}
