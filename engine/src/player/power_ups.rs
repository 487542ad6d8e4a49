//! Power-ups carried by the player: the shield, invincibility and speed shoes a monitor gives (SPG "Game
//! Objects": Monitors; s2disasm `Obj2E`'s `super_shoes`, `shield_monitor`, `invincible_monitor`, and
//! `Sonic_Display`, which counts the timers down and ends them).
//!
//! The games keep the running constants in RAM (`Sonic_top_speed`, `Sonic_acceleration`,
//! `Sonic_deceleration`): the shoes monitor writes the fast set and `Sonic_Display` writes the normal set back
//! on the frame the shoes' timer runs out. They are the fast set exactly while the timer is non-zero, so here
//! they are read from the timer.

use super::Player;
use crate::character::constants::{ACCELERATION, DECELERATION, TOP_SPEED};

/// How long invincibility and speed shoes last: 20 seconds (`20*60`).
pub const POWER_UP_FRAMES: u16 = 20 * 60;
/// The speed shoes' top speed, acceleration and deceleration (`super_shoes`: $C00, $18, $80).
pub const SPEED_SHOES_TOP_SPEED: i16 = 0xC00;
pub const SPEED_SHOES_ACCELERATION: i16 = 0x18;
pub const SPEED_SHOES_DECELERATION: i16 = 0x80;

impl Player {
    /// `Sonic_top_speed`: what running and air control accelerate up to.
    pub fn top_speed(&self) -> i16 {
        if self.underwater {
            self.water_constants().0
        } else if self.super_form {
            self.super_constants().0
        } else if self.speed_shoes != 0 {
            SPEED_SHOES_TOP_SPEED
        } else {
            TOP_SPEED
        }
    }

    /// `Sonic_acceleration`: also the ground friction, twice it in the air, half of it rolling.
    pub fn acceleration(&self) -> i16 {
        if self.underwater {
            self.water_constants().1
        } else if self.super_form {
            self.super_constants().1
        } else if self.speed_shoes != 0 {
            SPEED_SHOES_ACCELERATION
        } else {
            ACCELERATION
        }
    }

    /// Ground friction: the acceleration, except that the Super forms keep the normal 0.046875 (SPG "Super
    /// Speeds": friction "unchanged" for every Super form; the shoes' friction is their acceleration).
    pub fn friction(&self) -> i16 {
        if self.super_form && !self.underwater { crate::character::constants::FRICTION } else { self.acceleration() }
    }

    /// `Sonic_deceleration`: braking against the motion on the ground (the shoes leave it at $80).
    pub fn deceleration(&self) -> i16 {
        if self.underwater {
            self.water_constants().2
        } else if self.super_form {
            self.super_constants().2
        } else if self.speed_shoes != 0 {
            SPEED_SHOES_DECELERATION
        } else {
            DECELERATION
        }
    }

    /// `super_shoes`: 20 seconds of the fast constants (a second monitor restarts the timer).
    pub fn give_speed_shoes(&mut self) {
        self.speed_shoes = POWER_UP_FRAMES;
    }

    /// `invincible_monitor`: 20 seconds in which nothing hurts and everything touched is attacked.
    pub fn give_invincibility(&mut self) {
        self.invincibility = POWER_UP_FRAMES;
    }

    /// `shield_monitor`: the next hit only takes the shield.
    pub fn give_shield(&mut self) {
        self.shield = true;
        self.element = super::Element::None;
    }

    /// `Sonic_Display`'s countdowns: invincibility, then the speed shoes, one frame each; at 0 the power-up
    /// ends (for the shoes that is the normal constants coming back, see [`Player::top_speed`]). Only the
    /// normal routine runs it, so the timers stop while the player is hurt.
    /// `tick`: the frames taken off (1; S3K's 8 every 8th frame, [`crate::profile::Profile::power_up_eighths`]).
    pub(super) fn power_up_timers(&mut self, tick: u16) {
        self.invincibility = self.invincibility.saturating_sub(tick);
        self.speed_shoes = self.speed_shoes.saturating_sub(tick);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    #[test]
    fn shoes_set_the_fast_constants_until_the_timer_runs_out() {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        assert_eq!((p.top_speed(), p.acceleration(), p.deceleration()), (0x600, 0xC, 0x80));
        p.give_speed_shoes();
        assert_eq!((p.top_speed(), p.acceleration(), p.deceleration()), (0xC00, 0x18, 0x80));
        for _ in 0..POWER_UP_FRAMES - 1 {
            p.power_up_timers(1);
        }
        assert_eq!(p.speed_shoes, 1);
        assert_eq!(p.top_speed(), 0xC00);
        p.power_up_timers(1);
        assert_eq!((p.top_speed(), p.acceleration(), p.deceleration()), (0x600, 0xC, 0x80));
        p.power_up_timers(1);
        assert_eq!(p.speed_shoes, 0);
    }

    /// S3K (s3.asm `Sonic_ChkShoes`): the byte timer of (20 × 60) / 8 loses 1 on frames whose
    /// `Level_frame_counter` is a multiple of 8, so the shoes got on frame 3 end on frame 1200 (its 150th such
    /// frame), not 1203; the ticks here are 8 frames' worth on those frames, none between.
    #[test]
    fn s3k_shoes_count_down_on_every_eighth_frame() {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        p.give_speed_shoes();
        let mut ended = None;
        for frame in 4u16..1300 {
            p.power_up_timers(if frame & 7 == 0 { 8 } else { 0 });
            if ended.is_none() && p.speed_shoes == 0 {
                ended = Some(frame);
            }
        }
        assert_eq!(ended, Some(1200));
        assert_eq!(POWER_UP_FRAMES / 8, (20 * 60) / 8);
    }

    #[test]
    fn invincibility_lasts_1200_frames_and_the_shield_stays() {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        p.give_invincibility();
        p.give_shield();
        for _ in 0..1199 {
            p.power_up_timers(1);
        }
        assert_eq!(p.invincibility, 1);
        p.power_up_timers(1);
        assert_eq!(p.invincibility, 0);
        assert!(p.shield);
    }
}
