//! Rolling: starting a roll, rolling friction and braking, the X Speed clamp, unrolling (SPG "Rolling";
//! s2disasm `Sonic_Roll`, `Sonic_RollSpeed`, `Sonic_RollLeft`/`Right`, `Sonic_SetRollSpeeds`).

use super::{Ctx, Input, Player, Pose};
use crate::character::constants::ROLL_X_SPEED_CAP;
use crate::math::{cos, sin};
use crate::profile::RollStart;
use crate::report::SensorSink;

impl Player {
    /// Curls into a roll: radii shrink and the centre moves down by the difference of the Height Radii, so
    /// the feet stay on the ground.
    pub(crate) fn curl(&mut self) {
        let (_, standing_h) = self.character.standing_radii();
        let (w, h) = self.character.curled_radii();
        self.rolling = true;
        self.width_radius = w;
        self.height_radius = h;
        self.y = self.y.wrapping_add(((standing_h - h) as i32) << 8);
        self.pose = Pose::Roll;
    }

    /// `move.b #0,spindash_flag(a0)`: no spindash charging — and no pinball mode, the same byte in Sonic 2
    /// (s2disasm `s2.constants.asm`: `pinball_mode = spindash_flag`), so whatever ends a charge (its release,
    /// a landing from a hurt, `TailsCPU_Respawn`, a spring's launch) ends a force-roll too.
    pub(crate) fn clear_spindash_flag(&mut self) {
        self.spindash = None;
        self.pinball = false;
        self.pinball_unbraked = false;
    }

    /// Uncurls: standing radii back, the centre moves up by the same difference.
    pub(crate) fn uncurl(&mut self) {
        let (w, h) = self.character.standing_radii();
        let (_, curled_h) = self.character.curled_radii();
        self.rolling = false;
        self.width_radius = w;
        self.height_radius = h;
        self.y = self.y.wrapping_sub(((h - curled_h) as i32) << 8);
        self.pose = Pose::Walk;
    }

    /// `Sonic_Roll`: Down held, no Left/Right, |Ground Speed| ≥ 0x80 — or, in Sonic 3 & Knuckles
    /// ([`RollStart::SlowDuck`], sonic3k.asm `SonicKnux_Roll`, `Tails_Roll`), ≥ 0x100, a slower player ducking
    /// instead (unless on an object) and a ducking one standing up once Down is let go.
    pub(super) fn roll_start(&mut self, ctx: &Ctx, input: Input) {
        // Sonic 1: not on a water slide (`tst.b (f_slidemode).w`).
        if self.water_slide {
            return;
        }
        let speed = self.ground_speed.unsigned_abs();
        let lr = input.held.left() || input.held.right();
        match ctx.profile.roll_start {
            RollStart::Genesis => {
                if speed < 0x80 || lr || !input.held.down() {
                    return;
                }
            }
            RollStart::SlowDuck => {
                if lr {
                    return;
                }
                if !input.held.down() {
                    // `loc_14FAA`: `cmpi.b #8,anim(a0)` … `move.b #0,anim(a0)`.
                    if self.pose == Pose::Duck {
                        self.pose = Pose::Walk;
                    }
                    return;
                }
                if speed < 0x100 {
                    if !self.on_object {
                        self.pose = Pose::Duck;
                    }
                    return;
                }
            }
        }
        if self.rolling {
            return;
        }
        self.curl();
        if self.ground_speed == 0 {
            // Unreachable from the checks above, as in the original.
            self.ground_speed = 0x200;
        }
    }

    /// `Sonic_RollSpeed`: braking against the roll, friction always, unroll at 0 (Sonic 3 & Knuckles: below
    /// $80), then speeds from Ground Speed with X Speed clamped to ±0x1000, then the wall check in front.
    pub(super) fn roll_speed(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        // Half the current acceleration (`asr.w #1`): the shoes double it too.
        let friction = self.acceleration() >> 1;
        let brake = ctx.profile.roll_brake;
        if self.water_slide || (self.pinball && self.pinball_unbraked) {
            // Sonic 1's `Sonic_RollSpeed` on a water slide: straight to the speeds (`loc_131CC`); S3K's with
            // `spin_dash_flag` negative too (`bmi.w loc_12636`).
            self.roll_speeds(ctx, sink);
            return;
        }
        if self.control_lock == 0 {
            if input.held.left() {
                if self.ground_speed > 0 {
                    self.ground_speed = if self.ground_speed < brake { -0x80 } else { self.ground_speed - brake };
                } else {
                    self.facing_left = true;
                }
            }
            if input.held.right() {
                if self.ground_speed < 0 {
                    self.ground_speed = if self.ground_speed >= -brake { 0x80 } else { self.ground_speed + brake };
                } else {
                    self.facing_left = false;
                }
            }
        }
        if self.ground_speed > 0 {
            self.ground_speed = (self.ground_speed - friction).max(0);
        } else if self.ground_speed < 0 {
            self.ground_speed = (self.ground_speed + friction).min(0);
        }
        if self.pinball {
            if self.ground_speed == 0 {
                // `Sonic_KeepRolling`.
                self.ground_speed = if self.facing_left { -0x400 } else { 0x400 };
            }
        } else if self.ground_speed.unsigned_abs() < ctx.profile.roll_stop_below {
            // Sonic 3 & Knuckles from below $80, his Ground Speed kept ([`crate::profile::Profile::roll_stop_below`]).
            self.uncurl();
        }
        self.roll_speeds(ctx, sink);
    }

    /// The end of `Sonic_RollSpeed`: the speeds from Ground Speed, X Speed clamped to ±$1000, the wall check.
    fn roll_speeds(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        let g = self.ground_speed as i32;
        self.y_speed = ((g * sin(self.angle) as i32) >> 8) as i16;
        let x = (g * cos(self.angle) as i32) >> 8;
        self.x_speed = x.clamp(-(ROLL_X_SPEED_CAP as i32), ROLL_X_SPEED_CAP as i32) as i16;
        self.check_walls_on_ground(ctx, sink);
    }
}
