//! Airborne terrain collision: which sensors run depends on the direction of motion; walls push out,
//! ceilings stop or catch, floors land with the speed conversion (SPG "Slope Collision": While Airborne,
//! "Slope Physics": Landing on the Ground; s2disasm `Sonic_DoLevelCollision`, `Sonic_ResetOnFloor`).

use super::probe::SolidBit;
use super::{Ctx, Player, Pose};
use crate::math::calc_angle_quadrant;
use crate::profile::AirSides;
use crate::report::SensorSink;

impl Player {
    pub(super) fn air_collision(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        let quadrant = calc_angle_quadrant(self.x_speed, self.y_speed);
        match quadrant {
            // Mostly left: left wall, else ceiling, else floor (only if falling); in Sonic 3 the ceiling
            // and floor after the wall too (`Player_HitLeftWall`), a deep ceiling being a wall.
            0x40 => {
                let d = self.left_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
                if d < 0 {
                    self.x = self.x.wrapping_sub((d as i32) << 8);
                    self.x_speed = 0;
                    self.ground_speed = self.y_speed;
                }
                if d >= 0 || ctx.profile.air_sides == AirSides::CeilingAndFloorFollow {
                    self.ceiling_then_floor(ctx, sink, true);
                }
            }
            // Mostly right: the mirror (`loc_12FCC`: no deep-ceiling test).
            0xC0 => {
                let d = self.right_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
                if d < 0 {
                    self.x = self.x.wrapping_add((d as i32) << 8);
                    self.x_speed = 0;
                    self.ground_speed = self.y_speed;
                }
                if d >= 0 || ctx.profile.air_sides == AirSides::CeilingAndFloorFollow {
                    self.ceiling_then_floor(ctx, sink, false);
                }
            }
            // Mostly up: both walls, then the ceiling (catching onto steep ceilings).
            0x80 => {
                self.push_out_of_walls(ctx, sink);
                let (d, _, angle) = self.ceiling_distance(ctx, sink);
                if d < 0 {
                    self.y = self.y.wrapping_sub((d as i32) << 8);
                    if angle.wrapping_add(0x20) & 0x40 == 0 {
                        self.y_speed = 0;
                    } else {
                        self.angle = angle;
                        self.reset_on_floor(ctx.profile.landing_lift_by_radius);
                        self.ground_speed = if (angle as i8) < 0 { self.y_speed.wrapping_neg() } else { self.y_speed };
                    }
                }
            }
            // Mostly down: both walls, then the floor with the landing speed conversion.
            _ => {
                self.push_out_of_walls(ctx, sink);
                let (d, other, angle) = self.floor_distance(ctx, sink);
                if d >= 0 {
                    return;
                }
                // Land only if one of the sensors is within (Y Speed high byte + 8) of the surface.
                let reach = ((self.y_speed >> 8) as i8).wrapping_add(8).wrapping_neg();
                if (d as i8) < reach && (other as i8) < reach {
                    return;
                }
                self.y = self.y.wrapping_add((d as i32) << 8);
                self.angle = angle;
                self.reset_on_floor(ctx.profile.landing_lift_by_radius);
                if angle.wrapping_add(0x20) & 0x40 != 0 {
                    // Steep: all of Y Speed (capped) becomes Ground Speed.
                    self.x_speed = 0;
                    self.y_speed = self.y_speed.min(0xFC0);
                } else if angle.wrapping_add(0x10) & 0x20 != 0 {
                    // Slope: half of Y Speed.
                    self.y_speed >>= 1;
                } else {
                    // Flat: X Speed carries on.
                    self.y_speed = 0;
                    self.ground_speed = self.x_speed;
                    return;
                }
                self.ground_speed = if (angle as i8) < 0 { self.y_speed.wrapping_neg() } else { self.y_speed };
            }
        }
    }

    /// Both push sensors: out of the left wall, then out of the right wall.
    fn push_out_of_walls(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        let d = self.left_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
        if d < 0 {
            self.x = self.x.wrapping_sub((d as i32) << 8);
            self.x_speed = 0;
        }
        let d = self.right_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
        if d < 0 {
            self.x = self.x.wrapping_add((d as i32) << 8);
            self.x_speed = 0;
        }
    }

    /// After a horizontal wall test: ceiling, else (when falling) floor — landing flat. `left`: moving left,
    /// where Sonic 3 takes a ceiling $14 px deep or more for a wall (`loc_12F2E`: `neg.w d1`, `cmpi.w #$14,d1`,
    /// `bhs.s`: the right wall's test instead of the push down).
    fn ceiling_then_floor(&mut self, ctx: &Ctx, sink: &mut impl SensorSink, left: bool) {
        let (d, _, _) = self.ceiling_distance(ctx, sink);
        if left && ctx.profile.air_sides == AirSides::CeilingAndFloorFollow && d <= -0x14 {
            let d = self.right_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
            if d < 0 {
                self.x = self.x.wrapping_add((d as i32) << 8);
                self.x_speed = 0;
            }
            return;
        }
        if d < 0 {
            self.y = self.y.wrapping_sub((d as i32) << 8);
            if self.y_speed < 0 {
                self.y_speed = 0;
            }
            return;
        }
        if self.y_speed < 0 {
            return;
        }
        let (d, _, angle) = self.floor_distance(ctx, sink);
        if d < 0 {
            self.y = self.y.wrapping_add((d as i32) << 8);
            self.angle = angle;
            self.reset_on_floor(ctx.profile.landing_lift_by_radius);
            self.y_speed = 0;
            self.ground_speed = self.x_speed;
        }
    }

    /// `Sonic_ResetOnFloor`: landing uncurls a curled player and clears the air flags (`by_radius`: as
    /// Sonic 3 & Knuckles' `Player_TouchFloor` lifts him, [`Player::uncurl_by_radius`]).
    pub(super) fn reset_on_floor(&mut self, by_radius: bool) {
        if self.pinball {
            // `Sonic_ResetOnFloor_Part3`: still curled, only the air flags cleared.
            self.air = false;
            self.pushing = false;
            self.roll_jump = false;
            self.jumping = false;
            self.ability_on_landing();
            return;
        }
        if by_radius {
            self.uncurl_by_radius();
        }
        self.pose = Pose::Walk;
        self.reset_on_floor_part2();
    }

    /// Sonic 3 & Knuckles' `Player_TouchFloor` (s3.asm; `Tails_TouchFloor` the same): the player takes his
    /// standing radii back (`default_y_radius`, `default_x_radius`), curled or not; a curled one moves by what
    /// his Height Radius was over the standing one — 5 px up from a jump's curled $E, none after a roll-jump,
    /// which kept the standing $13 ([`crate::profile::Profile::landing_lift_by_radius`]). One landing uncurled
    /// with a smaller radius is not moved, and stands that much into the floor until his next ground frame
    /// lifts him (`s3k/mgz` $98F: CPU Tails, $E tall, lands at y $C64 and is at $C63 a frame later).
    pub(crate) fn uncurl_by_radius(&mut self) {
        let (w, h) = self.character.standing_radii();
        let radius = self.height_radius;
        self.width_radius = w;
        self.height_radius = h;
        if !self.rolling {
            return;
        }
        let lift = i32::from(radius) - i32::from(h);
        self.rolling = false;
        self.y = self.y.wrapping_add(lift << 8);
        self.pose = Pose::Walk;
    }

    /// `Sonic_ResetOnFloor_Part2`: uncurl (standing radii, centre up by the difference) and clear the air,
    /// push, roll-jump and jump flags.
    pub(crate) fn reset_on_floor_part2(&mut self) {
        if self.rolling {
            self.uncurl();
        }
        self.air = false;
        self.pushing = false;
        self.roll_jump = false;
        self.jumping = false;
        self.ability_on_landing();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    /// s3.asm `Player_TouchFloor`: landing from a jump (curled, Height Radius $E) lifts Sonic 5 px to his
    /// standing $13; from a roll-jump (curled with the standing $13 kept) not at all. Tails ($F over $E): 1 px.
    #[test]
    fn sonic_3_lands_by_the_radius_he_had() {
        let mut p = Player::standing(Character::Sonic, 0xC46, 0xD45);
        p.curl();
        let y = p.y;
        p.uncurl_by_radius();
        assert_eq!((p.y, p.height_radius, p.rolling), (y - (5 << 8), 0x13, false));
        let mut p = Player::standing(Character::Sonic, 0xC46, 0xD40);
        p.rolling = true;
        p.uncurl_by_radius();
        assert_eq!((p.y, p.height_radius, p.pose), (0xD40 << 8, 0x13, Pose::Walk));
        let mut p = Player::standing(Character::Tails, 0xC46, 0xD45);
        p.curl();
        let y = p.y;
        p.uncurl_by_radius();
        assert_eq!(p.y, y - (1 << 8));
        // Uncurled with the curled radii: the standing ones back, not moved.
        let mut p = Player::standing(Character::Tails, 0xA4A, 0xC64);
        (p.height_radius, p.width_radius) = (0xE, 7);
        p.uncurl_by_radius();
        assert_eq!((p.y, p.height_radius, p.width_radius), (0xC64 << 8, 0xF, 9));
    }
}
