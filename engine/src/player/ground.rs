//! Running on the ground: acceleration, deceleration with the turnaround quirk, friction, top speed, Ground
//! Speed to X/Y Speed, and the wall check in front (SPG "Running"; s2disasm `Sonic_Move`, `Sonic_MoveLeft`,
//! `Sonic_MoveRight`, `Obj01_UpdateSpeedOnGround`, `Obj01_Traction`, `Obj01_CheckWallsOnGround`).

use super::{Ctx, Input, Player, Pose};
use crate::character::Character;
#[cfg(test)]
use crate::character::constants::{ACCELERATION, TOP_SPEED};
use crate::math::{cos, sin};
use crate::profile::{ObjectBalance, OverTop};
use crate::report::SensorSink;
use formats::Angle;

/// Frames Up/Down must be held before the camera pans (Sonic 2's look delay, 0x78).
const LOOK_DELAY: u16 = 0x78;

impl Player {
    /// `Sonic_Move`: input, the standing-still poses (balance, look up, duck), friction, then speeds from
    /// Ground Speed and the wall check in front.
    pub(super) fn ground_move(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        if self.water_slide {
            // Sonic 1's `Sonic_Move` on a water slide: straight to the speeds (`loc_12FEE`).
            self.speeds_from_ground_speed();
            self.check_walls_on_ground(ctx, sink);
            return;
        }
        let mut look = false;
        if self.control_lock == 0 {
            if input.held.left() {
                self.move_left(ctx);
            }
            if input.held.right() {
                self.move_right(ctx);
            }
            if Angle(self.angle).quadrant().0 == 0 && self.ground_speed == 0 {
                self.pushing = false;
                self.pose = Pose::Wait;
                if self.on_object {
                    self.balance_on_object(ctx);
                } else {
                    self.balance(ctx, sink);
                }
                if !matches!(self.pose, Pose::Balance | Pose::BalanceFar) {
                    if input.held.up() {
                        self.pose = Pose::LookUp;
                        look = true;
                    } else if input.held.down() {
                        self.pose = Pose::Duck;
                        look = true;
                    }
                }
            }
        }
        self.look_delay = if look { (self.look_delay + 1).min(LOOK_DELAY) } else { 0 };
        // Friction (the acceleration) when neither Left nor Right is held (whatever the control lock).
        let friction = self.friction();
        if !input.held.left() && !input.held.right() && self.ground_speed != 0 {
            self.ground_speed = if self.ground_speed > 0 {
                (self.ground_speed - friction).max(0)
            } else {
                (self.ground_speed + friction).min(0)
            };
        }
        self.speeds_from_ground_speed();
        self.check_walls_on_ground(ctx, sink);
    }

    /// X Speed and Y Speed from Ground Speed along the surface (SPG "Slope Physics": Moving Along Slopes).
    pub(super) fn speeds_from_ground_speed(&mut self) {
        let g = self.ground_speed as i32;
        self.x_speed = ((g * cos(self.angle) as i32) >> 8) as i16;
        self.y_speed = ((g * sin(self.angle) as i32) >> 8) as i16;
    }

    /// `Sonic_MoveLeft`: accelerate left, or brake if moving right (turnaround quirk: crossing 0 gives −0x80).
    fn move_left(&mut self, ctx: &Ctx) {
        let g = self.ground_speed;
        let decel = self.deceleration();
        if g > 0 {
            // Sonic_TurnLeft: `sub.w d4,d0; bcc` — an unsigned borrow means the result crossed 0.
            let braked = if g < decel { -0x80 } else { g - decel };
            self.ground_speed = braked;
            if Angle(self.angle).quadrant().0 == 0 && skid_word(braked) >= 0x400 {
                self.pose = Pose::Skid;
                self.facing_left = false;
                if ctx.profile.skid_dust {
                    self.skid_dust.start(self.breath.air);
                }
            }
            return;
        }
        if !self.facing_left {
            // `bset #Status_Facing`, `bclr #Status_Push`, `move.b #1,prev_anim(a0)`.
            self.facing_left = true;
            self.pushing = false;
            self.animation.restart = true;
        }
        self.ground_speed =
            accelerate(g.wrapping_neg(), self.acceleration(), self.top_speed(), ctx.profile.ground_over_top)
                .wrapping_neg();
        self.pose = Pose::Walk;
    }

    /// `Sonic_MoveRight`: the mirror of `move_left`.
    fn move_right(&mut self, ctx: &Ctx) {
        let g = self.ground_speed;
        let decel = self.deceleration();
        if g < 0 {
            // Sonic_TurnRight: `add.w d4,d0; bcc` — the carry is set for −0x80..−1, so exactly −0x80 gives
            // +0x80 (braking left from +0x80 gives 0: the quirk is asymmetric).
            let braked = if g >= -decel { 0x80 } else { g + decel };
            self.ground_speed = braked;
            if Angle(self.angle).quadrant().0 == 0 && skid_word(braked) <= -0x400 {
                self.pose = Pose::Skid;
                self.facing_left = true;
                if ctx.profile.skid_dust {
                    self.skid_dust.start(self.breath.air);
                }
            }
            return;
        }
        if self.facing_left {
            self.facing_left = false;
            self.pushing = false;
            self.animation.restart = true;
        }
        self.ground_speed = accelerate(g, self.acceleration(), self.top_speed(), ctx.profile.ground_over_top);
        self.pose = Pose::Walk;
    }

    /// Balance on the edge of the object he stands on (`Sonic_Move`, `Tails_Move`: the object's
    /// `width_pixels`, see [`ObjectBalance`]).
    fn balance_on_object(&mut self, ctx: &Ctx) {
        let Some(o) = ctx.stood_on else { return };
        if o.no_balancing {
            return;
        }
        let w = i16::from(o.width);
        let d1 = w.wrapping_add(self.pixel_x() as i16).wrapping_sub(o.x);
        if ctx.profile.object_balance == ObjectBalance::Near4 || self.character == Character::Tails {
            let right = w.wrapping_mul(2).wrapping_sub(4);
            if d1 < 4 {
                self.pose = Pose::Balance;
                self.facing_left = true;
            } else if d1 >= right {
                self.pose = Pose::Balance;
                self.facing_left = false;
            }
            return;
        }
        let right = w.wrapping_mul(2).wrapping_sub(2);
        if d1 < 2 {
            self.pose = Pose::Balance;
            if d1 < -4 {
                self.pose = Pose::BalanceFar;
                self.facing_left = true;
            }
        } else if d1 >= right {
            self.pose = Pose::Balance;
            if d1 >= right.wrapping_add(6) {
                self.pose = Pose::BalanceFar;
                self.facing_left = false;
            }
        }
    }

    /// Balance detection while standing still on flat ground (SPG "Balancing"; `Sonic_Balance`): the floor
    /// under the centre is more than 12 px away and one foot's sensor found nothing last frame.
    fn balance(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        if self.floor_edge_distance(ctx, self.pixel_x(), sink) < 0x0C {
            return;
        }
        // The angle buffers keep 3 where a foot found nothing (`next_tilt` right, `tilt` left).
        let (edge_right, offset) = if self.tilt_right == 3 {
            (true, -6)
        } else if self.tilt_left == 3 {
            (false, 6)
        } else {
            return;
        };
        let far = self.floor_edge_distance(ctx, self.pixel_x() + offset, sink) >= 0x0C;
        self.pose = if far { Pose::BalanceFar } else { Pose::Balance };
        if far {
            // Far over the edge the player turns to face away from it.
            self.facing_left = !edge_right;
        }
    }

    /// `Obj01_CheckWallsOnGround`: a push sensor looks ahead to where this frame's speed would take the player;
    /// if that is inside a wall, the speed is cut so the player ends up touching it (SPG "Slope Collision": Push
    /// Sensors). Sonic 2 runs it only for angles 0xC0..=0xFF and 0x00..=0x3F — the upper half of the circle is
    /// skipped (`addi.b #$40; bmi`, the original without fixBugs).
    ///
    /// The two early exits are tested inline, so the frames they end (standing, upper half) make no call.
    #[inline(always)]
    pub(super) fn check_walls_on_ground(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        // `object_control` bit 6: an object carries him past walls (s3.asm `loc_123F4`; Angel Island's hollow
        // tree).
        if self.object_control & 0x40 != 0 {
            return;
        }
        if (self.angle.wrapping_add(0x40) as i8) < 0 {
            return;
        }
        if self.ground_speed == 0 {
            return;
        }
        self.push_against_walls_ahead(ctx, sink);
    }

    /// [`Player::check_walls_on_ground`] past its early exits: the look-ahead and the speed cut.
    #[inline(never)]
    fn push_against_walls_ahead(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        let turn: u8 = if self.ground_speed > 0 { 0xC0 } else { 0x40 };
        let direction = self.angle.wrapping_add(turn);
        let distance = self.room_in_front(ctx, direction, sink);
        if distance >= 0 {
            return;
        }
        let push = distance.wrapping_shl(8);
        match direction.wrapping_add(0x20) & 0xC0 {
            0x00 => self.y_speed = self.y_speed.wrapping_add(push),
            // A wall on his left; Sonic 3 & Knuckles' push only facing left (`loc_12460`).
            0x40 => {
                self.x_speed = self.x_speed.wrapping_sub(push);
                self.pushing |= !ctx.profile.push_needs_facing || self.facing_left;
                self.ground_speed = 0;
            }
            0x80 => self.y_speed = self.y_speed.wrapping_sub(push),
            // On his right; Sonic 3 & Knuckles' push only facing right.
            _ => {
                self.x_speed = self.x_speed.wrapping_add(push);
                self.pushing |= !ctx.profile.push_needs_facing || !self.facing_left;
                self.ground_speed = 0;
            }
        }
    }
}

/// The value Sonic 2's skid check really compares: the angle's quadrant (0 on the ground) overwrote the low
/// byte of the braked Ground Speed (`move.b angle(a0),d0` without fixBugs).
fn skid_word(braked: i16) -> i16 {
    braked & !0xFF
}

/// Accelerates a non-negative Ground Speed forward by one frame (`Sonic_MoveRight`'s top-speed logic, with the
/// player's current acceleration `d5` and top speed `d6`): below top speed add acceleration and clamp to top;
/// already at or above top speed, keep it (S2) or clamp it (S1).
fn accelerate(g: i16, acceleration: i16, top: i16, over_top: OverTop) -> i16 {
    let sped = g.wrapping_add(acceleration);
    if sped < top {
        return sped;
    }
    // `sub.w d5,d0; cmp.w d6,d0; bge`: if the speed before accelerating was already at or over the top,
    // Sonic 2 keeps it; otherwise (and always in Sonic 1) it becomes top speed.
    if over_top == OverTop::Keep && g >= top { g } else { top }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn acceleration_reaches_top_speed_and_keeps_over_top_speed_in_s2() {
        let mut g = 0;
        let step = |g, over_top| accelerate(g, ACCELERATION, TOP_SPEED, over_top);
        for _ in 0..128 {
            g = step(g, OverTop::Keep);
        }
        assert_eq!(g, 0x600);
        assert_eq!(step(0x5F8, OverTop::Keep), 0x600);
        assert_eq!(step(0x800, OverTop::Keep), 0x800);
        assert_eq!(step(0x800, OverTop::Clamp), 0x600);
    }

    #[test]
    fn skid_compares_the_high_byte() {
        assert_eq!(skid_word(0x4FF), 0x400);
        assert_eq!(skid_word(0x3FF), 0x300);
        assert_eq!(skid_word(-0x3FF), -0x400);
    }
}
