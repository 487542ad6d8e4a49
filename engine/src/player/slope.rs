//! Slope factor and slipping (SPG "Slope Physics": Slope Momentum, Falling and Slipping Down Slopes;
//! s2disasm `Sonic_SlopeResist`, `Sonic_RollRepel`, `Sonic_SlopeRepel`; S3K `Player_SlopeResist`,
//! `Player_SlopeRepel`).

use super::{Ctx, Player};
use crate::character::constants::{CONTROL_LOCK_FRAMES, SLIP_SPEED};
use crate::math::sin;
use crate::profile::{SlipRule, SlopeAtRest};
use formats::Angle;

/// Slope factor constants: walking, and rolling (uphill it is divided by 4).
const SLOPE_WALK: i32 = 0x20;
const SLOPE_ROLL: i32 = 0x50;

/// True on ceiling angles 0x60..0x9F, where the slope factor is not applied (`addi.b #$60; cmpi.b #$C0; bhs`).
fn on_ceiling(angle: u8) -> bool {
    angle.wrapping_add(0x60) >= 0xC0
}

impl Player {
    /// Walking slope factor: (sin · 0x20) >> 8 added to Ground Speed.
    pub(super) fn slope_resist(&mut self, ctx: &Ctx) {
        if on_ceiling(self.angle) {
            return;
        }
        let factor = ((sin(self.angle) as i32 * SLOPE_WALK) >> 8) as i16;
        if self.ground_speed == 0 {
            match ctx.profile.slope_at_rest {
                SlopeAtRest::Skip => return,
                SlopeAtRest::AtLeast(min) if factor.abs() < min => return,
                SlopeAtRest::AtLeast(_) => {}
            }
        }
        self.ground_speed = self.ground_speed.wrapping_add(factor);
    }

    /// Rolling slope factor: (sin · 0x50) >> 8 downhill, a quarter of it uphill.
    pub(super) fn roll_repel(&mut self) {
        if on_ceiling(self.angle) {
            return;
        }
        let mut factor = (sin(self.angle) as i32 * SLOPE_ROLL) >> 8;
        // Uphill: the factor opposes the motion (g ≥ 0 and factor < 0, or g < 0 and factor ≥ 0... as the
        // original tests `bpl`/`bmi`, a zero factor counts with the positive side).
        let uphill = if self.ground_speed >= 0 { factor < 0 } else { factor >= 0 };
        if uphill {
            factor >>= 2;
        }
        self.ground_speed = self.ground_speed.wrapping_add(factor as i16);
    }

    /// Slipping and falling off walls and ceilings when too slow, and counting down the control lock.
    pub(super) fn slope_repel(&mut self, ctx: &Ctx) {
        if self.control_lock > 0 {
            self.control_lock -= 1;
            return;
        }
        let slow = self.ground_speed.unsigned_abs() < SLIP_SPEED as u16;
        match ctx.profile.slip {
            SlipRule::Classic => {
                if Angle(self.angle).quadrant().0 != 0 && slow {
                    self.ground_speed = 0;
                    self.air = true;
                    self.control_lock = CONTROL_LOCK_FRAMES;
                }
            }
            SlipRule::Sonic3 => {
                if self.angle.wrapping_add(0x18) >= 0x30 && slow {
                    self.control_lock = CONTROL_LOCK_FRAMES;
                    if self.angle.wrapping_add(0x30) >= 0x60 {
                        self.air = true;
                    } else if self.angle < 0x80 {
                        self.ground_speed = self.ground_speed.wrapping_add(0x80);
                    } else {
                        self.ground_speed = self.ground_speed.wrapping_sub(0x80);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;
    use crate::profile::Profile;
    use crate::terrain::Terrain;
    use formats::{ChunkSize, Level, ProfileId};

    /// (air, Ground Speed, control lock) after the slip check at an angle, from rest.
    fn slip(profile: ProfileId, angle: u8) -> (bool, i16, u16) {
        let level = Level::new("empty", ChunkSize::Px128, 1, 1);
        let terrain = Terrain::from_level(&level);
        let profile = Profile::get(profile);
        let ctx = Ctx {
            terrain: &terrain,
            profile: &profile,
            bounds: &level.bounds,
            boss_fight: false,
            fall_exit: false,
            can_transform: false,
            hyper: false,
            water_level: i32::MAX,
            stood_on: None,
            level_frame: 0,
            background: None,
        };
        let mut p = Player::standing(Character::Sonic, 64, 64);
        p.angle = angle;
        p.slope_repel(&ctx);
        (p.air, p.ground_speed, p.control_lock)
    }

    #[test]
    fn slip_rules_per_profile() {
        // Sonic 1/2: 0x20..0xDF falls; 0x1F and 0xE0 stand.
        assert_eq!(slip(ProfileId::S2, 0x1F), (false, 0, 0));
        assert_eq!(slip(ProfileId::S2, 0x20), (true, 0, 30));
        assert_eq!(slip(ProfileId::S2, 0xDF), (true, 0, 30));
        assert_eq!(slip(ProfileId::S2, 0xE0), (false, 0, 0));
        // Sonic 3: 0x18..0xE7 slips; falls only on 0x30..0xCF, else pushed 0x80 downhill.
        assert_eq!(slip(ProfileId::S3K, 0x17), (false, 0, 0));
        assert_eq!(slip(ProfileId::S3K, 0x18), (false, 0x80, 30));
        assert_eq!(slip(ProfileId::S3K, 0x2F), (false, 0x80, 30));
        assert_eq!(slip(ProfileId::S3K, 0x30), (true, 0, 30));
        assert_eq!(slip(ProfileId::S3K, 0xCF), (true, 0, 30));
        assert_eq!(slip(ProfileId::S3K, 0xD0), (false, -0x80, 30));
        assert_eq!(slip(ProfileId::S3K, 0xE7), (false, -0x80, 30));
        assert_eq!(slip(ProfileId::S3K, 0xE8), (false, 0, 0));
    }

    #[test]
    fn slope_factors_match_the_oracle_table() {
        let walk = |a: u8| (sin(a) as i32 * SLOPE_WALK) >> 8;
        let roll = |a: u8| (sin(a) as i32 * SLOPE_ROLL) >> 8;
        assert_eq!([walk(0x08), walk(0x20), walk(0x40), walk(0xE0), walk(0xF0)], [6, 22, 32, -23, -13]);
        assert_eq!([roll(0x20), roll(0x20) >> 2, roll(0xE0), roll(0xE0) >> 2], [56, 14, -57, -15]);
        assert!(on_ceiling(0x60) && on_ceiling(0x9F) && !on_ceiling(0x5F) && !on_ceiling(0xA0));
    }
}
