//! Sonic's Super Peel Out (SPG "Special Abilities": Super Peel Out; Sonic CD and Mania).

use super::Ability;
use crate::player::{Ctx, Input, Player, Pose};
use crate::report::SensorSink;

/// Frames of charging before the dash is ready (SPG "Super Peel Out": 30).
pub const PEEL_OUT_FRAMES: u8 = 30;
/// The launch speed (SPG "Super Peel Out": 12).
pub const PEEL_OUT_SPEED: i16 = 0xC00;

impl Player {
    /// Looking up and pressing jump starts the charge (checked where the spindash is, before the jump).
    pub(crate) fn peel_out_check(&mut self, ctx: &Ctx, input: Input) -> bool {
        if !ctx.profile.moves.peel_out
            || self.character != crate::character::Character::Sonic
            || self.pose != Pose::LookUp
            || !input.held.up()
            || !input.pressed.jump()
        {
            return false;
        }
        self.ability = Ability::PeelOut { frames: 0 };
        true
    }

    /// Charging: Sonic stays put; releasing Up after 30 frames launches him at 12, earlier does nothing.
    pub(super) fn peel_out_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        let Ability::PeelOut { frames } = self.ability else { return };
        if input.held.up() {
            self.ability = Ability::PeelOut { frames: frames.saturating_add(1).min(PEEL_OUT_FRAMES) };
        } else {
            self.ability = Ability::None;
            self.pose = Pose::Walk;
            if frames >= PEEL_OUT_FRAMES {
                self.ground_speed = if self.facing_left { -PEEL_OUT_SPEED } else { PEEL_OUT_SPEED };
            }
        }
        self.level_bound(ctx);
        self.angle_pos(ctx, sink);
    }
}
