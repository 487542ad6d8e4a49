//! Getting hurt and dying (SPG "Getting Hit"; s2disasm `HurtCharacter`, `Obj01_Hurt`, `Sonic_HurtStop`,
//! `KillCharacter`, `Obj01_Dead`).

use super::{Ctx, Player, Pose, Routine};
use crate::character::constants::{GRAVITY, HURT_GRAVITY, INVULNERABLE_FRAMES};
use crate::profile::DeathRule;
use crate::report::SensorSink;

/// Sonic 1's `GameOver`: the Y Speed that, with `ObjectFall`'s gravity, leaves him still (`move.w #-$38`).
pub const GAME_OVER_Y_SPEED: i16 = -0x38;

/// The knock-back's Y Speed and X Speed away from the hazard (`HurtCharacter`: −$400, $200).
pub const HURT_SPEEDS: (i16, i16) = (-0x400, 0x200);
/// Under water (`btst #status.player.underwater`: −$200, $100; the same in skdisasm).
pub const HURT_WATER_SPEEDS: (i16, i16) = (-0x200, 0x100);

impl Player {
    /// Knocks the player back from a hazard at `source_x`: Y Speed −4, X Speed 2 away from it (under water −2
    /// and 1: `HurtCharacter`'s "bounce slower"), Ground Speed 0, 120 invulnerable frames. (Ring loss and
    /// shields belong to the objects that call this.)
    pub fn hurt(&mut self, source_x: i32) {
        if self.routine != Routine::Normal || self.invulnerable > 0 {
            return;
        }
        self.knock_back(source_x);
    }

    /// The knock-back itself (`HurtCharacter` / Sonic 1's `HurtSonic` past its callers' checks): Sonic 1's
    /// spikes call it while the player still blinks.
    pub fn knock_back(&mut self, source_x: i32) {
        self.routine = Routine::Hurt;
        self.end_ability();
        self.touch_floor_when_hit();
        self.air = true;
        let (y_speed, x_speed) = if self.underwater { HURT_WATER_SPEEDS } else { HURT_SPEEDS };
        self.y_speed = y_speed;
        self.x_speed = if self.pixel_x() < source_x { -x_speed } else { x_speed };
        self.ground_speed = 0;
        self.pose = Pose::Hurt;
        self.invulnerable = INVULNERABLE_FRAMES;
    }

    /// What `HurtCharacter` and `Kill_Character` do to the player's body before the knock-back: Sonic 1's and 2's
    /// `Sonic_ResetOnFloor_Part2` (uncurl if curled, clear the air flags) — and the standing radii whether
    /// curled or not, as Sonic 3 & Knuckles' `Player_TouchFloor` (s3.asm, which both call) sets
    /// `default_y_radius`/`default_x_radius` unconditionally. Sonic 1 and 2 leave an uncurled player only
    /// his standing radii, so this changes nothing there; in Sonic 3 a player hurt while Marble Garden's
    /// spinning top holds him (Height Radius his standing one + $18, `loc_3450A`) falls with $13 again, not
    /// landing $18 px above the floor (`s3k/mgz` $1D47).
    fn touch_floor_when_hit(&mut self) {
        self.reset_on_floor_part2();
        (self.width_radius, self.height_radius) = self.character.standing_radii();
    }

    /// Kills the player: it jumps up (Y Speed −7) and falls through everything.
    pub fn kill(&mut self) {
        if self.routine == Routine::Dead {
            return;
        }
        self.routine = Routine::Dead;
        self.end_ability();
        self.touch_floor_when_hit();
        self.air = true;
        self.y_speed = -0x700;
        self.x_speed = 0;
        self.ground_speed = 0;
        self.clear_spindash_flag();
        self.pose = Pose::Death;
    }

    /// `Obj01_Hurt`: move, hurt gravity, land (back to normal, still invulnerable), then the level bounds.
    pub(super) fn mode_hurt(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        self.object_move();
        self.y_speed = self.y_speed.wrapping_add(HURT_GRAVITY);
        if self.underwater {
            // `Obj01_Hurt`: $30 less $20 under water.
            self.y_speed = self.y_speed.wrapping_sub(0x20);
        }
        self.wrap_y(ctx);
        if self.pixel_y() > ctx.bounds.bottom {
            self.kill();
            return;
        }
        self.air_collision(ctx, sink);
        if !self.air {
            self.x_speed = 0;
            self.y_speed = 0;
            self.ground_speed = 0;
            self.routine = Routine::Normal;
            self.invulnerable = INVULNERABLE_FRAMES;
            self.clear_spindash_flag();
            self.pose = Pose::Walk;
        }
        self.level_bound(ctx);
    }

    /// `Obj01_Dead`: falls with normal gravity, no collision, until 256 px below the camera's lowest position
    /// (`CheckGameOver`: `Camera_Max_Y_pos + $100`; our bottom bound is that camera limit + 224), then gone.
    /// Sonic 1's `GameOver` also sets Y Speed to −$38 and lets `ObjectFall` run that frame: he moves up
    /// $38 subpixels and stops (`DeathRule::Sonic1`).
    pub(super) fn mode_dead(&mut self, ctx: &Ctx) {
        if self.pixel_y() > ctx.bounds.bottom - 224 + 0x100 {
            self.routine = Routine::Gone;
            if !matches!(ctx.profile.death, DeathRule::Sonic1(_)) {
                return;
            }
            self.y_speed = GAME_OVER_Y_SPEED;
        }
        self.object_move();
        self.y_speed = self.y_speed.wrapping_add(GRAVITY);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    /// s3.asm `HurtCharacter` and `Kill_Character` call `Player_TouchFloor`: the standing radii back whether
    /// curled or not. Sonic held by Marble Garden's spinning top (Height Radius $13 + $18 = $2B, `loc_3450A`) is
    /// hurt with $13 and is not moved; a curled one still uncurls (Tails 1 px up).
    #[test]
    fn a_hit_gives_back_the_standing_radii() {
        let mut p = Player::standing(Character::Sonic, 0x1A76, 0x92A);
        p.air = true;
        p.height_radius = 0x13 + 0x18;
        p.hurt(0x1A60);
        assert_eq!((p.width_radius, p.height_radius, p.y), (9, 0x13, 0x92A << 8));
        assert_eq!((p.routine, p.x_speed, p.y_speed), (Routine::Hurt, 0x200, -0x400));
        let mut p = Player::standing(Character::Sonic, 0x1A76, 0x92A);
        p.height_radius = 0x2B;
        p.kill();
        assert_eq!((p.width_radius, p.height_radius, p.routine), (9, 0x13, Routine::Dead));
        let mut p = Player::standing(Character::Tails, 0x1A76, 0x92A);
        p.curl();
        let y = p.y;
        p.hurt(0x1A60);
        assert_eq!((p.width_radius, p.height_radius, p.y, p.rolling), (9, 0xF, y - (1 << 8), false));
    }
}
