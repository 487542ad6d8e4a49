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
        self.reset_on_floor_part2();
        self.air = true;
        let (y_speed, x_speed) = if self.underwater { HURT_WATER_SPEEDS } else { HURT_SPEEDS };
        self.y_speed = y_speed;
        self.x_speed = if self.pixel_x() < source_x { -x_speed } else { x_speed };
        self.ground_speed = 0;
        self.pose = Pose::Hurt;
        self.invulnerable = INVULNERABLE_FRAMES;
    }

    /// Kills the player: it jumps up (Y Speed −7) and falls through everything.
    pub fn kill(&mut self) {
        if self.routine == Routine::Dead {
            return;
        }
        self.routine = Routine::Dead;
        self.end_ability();
        self.reset_on_floor_part2();
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
