//! Tails' flight (SPG "Special Abilities": Flying; skdisasm `s3.asm` `Tails_Test_For_Flight`,
//! `Tails_FlyingSwimming`, `Tails_Move_FlySwim`).

use super::Ability;
use crate::player::{Ctx, Input, Player, Pose};
use crate::report::SensorSink;

/// Gravity while flying: 0.03125 (SPG "Flying": 8 subpixels; `addi.w #8,y_vel`).
pub const FLIGHT_GRAVITY: i16 = 8;
/// Gravity while the lift is on: −0.125 (SPG "Flying": −32 subpixels; `subi.w #$20,y_vel`).
pub const FLIGHT_LIFT: i16 = -0x20;
/// The lift lasts until Y Speed is below −1 (SPG "Flying"; `cmpi.w #-$100,y_vel`).
pub const FLIGHT_LIFT_UNTIL: i16 = -0x100;
/// …or at most this many frames (`double_jump_flag` counts from 2 to $20). The seed is silent; this limit is
/// also what keeps Tails from being stuck under a ceiling, the problem the seed's note works around.
pub const FLIGHT_LIFT_FRAMES: u8 = 0x20 - 2;
/// Tails can fly for 480 frames before getting tired (SPG "Flying"; the game's `double_jump_property` is
/// 8*60/2 counted down on every other frame).
pub const FLIGHT_FRAMES: u16 = 480;

impl Player {
    /// `Tails_Test_For_Flight`: uncurl (the centre moves up by the radius difference) and start flying; the
    /// rest of this frame is a normal air frame.
    pub(super) fn start_flight(&mut self) {
        if self.rolling {
            let curled = self.height_radius;
            let (w, h) = self.character.standing_radii();
            self.rolling = false;
            self.width_radius = w;
            self.height_radius = h;
            self.y = self.y.wrapping_sub(((h as i32) - (curled as i32)) << 8);
        }
        self.roll_jump = false;
        self.pose = Pose::Walk;
        self.ability = Ability::Flight { lift: 0, timer: FLIGHT_FRAMES };
    }

    /// `Tails_FlyingSwimming`: the flight's gravity and lift, air control with drag, level bounds, moving
    /// (no other gravity), the air angle and the air collision. Landing ends the flight.
    pub(super) fn flight_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        let Ability::Flight { mut lift, mut timer } = self.ability else { return };
        timer = timer.saturating_sub(1);
        if lift != 0 {
            // Lifting: −0x20 a frame until Y Speed < −0x100 or the lift has run its frames.
            if self.y_speed < FLIGHT_LIFT_UNTIL {
                lift = 0;
            } else {
                self.y_speed = self.y_speed.wrapping_add(FLIGHT_LIFT);
                lift += 1;
                if lift == FLIGHT_LIFT_FRAMES + 2 {
                    lift = 0;
                }
            }
        } else {
            // A press starts the lift (from the next frame) unless already rising faster than 1 or tired.
            if input.pressed.jump() && self.y_speed >= FLIGHT_LIFT_UNTIL && timer != 0 {
                lift = 2;
            }
            self.y_speed = self.y_speed.wrapping_add(FLIGHT_GRAVITY);
        }
        // Never above the top of the camera's range + 16 while rising.
        if (self.y >> 8) <= ctx.bounds.top + 16 && self.y_speed < 0 {
            self.y_speed = 0;
        }
        self.ability = Ability::Flight { lift, timer };
        self.air_control(ctx, input);
        self.level_bound(ctx);
        self.object_move();
        self.jump_angle();
        self.air_collision(ctx, sink);
    }
}

/// The flying attack's slice above Tails: the angle from him to the object, as byte angles 160..=223
/// (SPG "Flying Attack": 135° to 46°, a quarter turn straight above).
pub const FLYING_ATTACK_ANGLES: std::ops::RangeInclusive<u8> = 160..=223;

impl Player {
    /// Whether touching an object at pixel (x, y) attacks it because of a move: Tails' tails while flying
    /// when it is in the slice above him (SPG "Flying Attack"), Knuckles any time he glides or slides (SPG
    /// "Gliding Attack").
    pub fn move_attacks(&self, x: i32, y: i32) -> bool {
        match self.ability {
            Ability::Flight { .. } => {
                let dx = (x - self.pixel_x()) as i16;
                let dy = (y - self.pixel_y()) as i16;
                FLYING_ATTACK_ANGLES.contains(&crate::math::calc_angle(dx, dy))
            }
            Ability::Glide { .. } | Ability::Slide => true,
            _ => false,
        }
    }
}
