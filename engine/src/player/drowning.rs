//! The air countdown and drowning (SPG "Underwater"; s2disasm `Obj0A_Countdown`, `Obj0A_ReduceAir`,
//! `Obj0A_PlayerHasDrowned`, `ResumeMusic`; skdisasm `s3.asm` `AirCountdown_Countdown`, which adds the bubble
//! shield's exemption, and `Player_ResetAirTimer`).
//!
//! The games keep the countdown in a separate object (`Sonic_BreathingBubbles`, after the player in the
//! object list): its clock runs only while the player is under water and keeps its phase between dives; each
//! time it wraps (every 60 frames) the air left is read, warned about, and reduced by one. Reading 0 drowns
//! him. The bubbles it spawns (and the frame the number bubble appears, a random 8 to 23 frames later) are
//! decoration and not modelled; the warnings are reported on the frame of the tick ([`Player::air_event`]).

use super::{Player, Pose, Routine};

/// Full air: 30 seconds (`move.b #30,air_left`; `ResumeMusic`, `Player_ResetAirTimer`).
pub const AIR_FULL: u8 = 30;
/// The countdown's clock: one tick every 60 frames (`move.w #60-1,obj0a_timer`).
pub const AIR_TICK_FRAMES: i16 = 60;
/// Air readings at which the warning chime sounds (`cmpi.w #25/#20/#15`).
pub const AIR_DING: [u8; 3] = [25, 20, 15];
/// At this reading the drowning music starts and the numbers begin (`cmpi.w #12,d0`).
pub const AIR_COUNTDOWN: u8 = 12;
/// A number every other tick (subtype $81: `obj0a_seconds_between_numbers` = 1, counted down through −1).
pub const AIR_NUMBER_PERIOD: i8 = 1;
/// Frames the drowned player sinks before he counts as dead (`move.w #60*2,obj0a_time_until_freeze`).
pub const DROWN_FRAMES: u8 = 120;
/// Gravity while sinking (`Obj0A_PlayerHasDrowned`: `ObjectMove`, then `addi.w #$10,y_vel`).
pub const DROWN_GRAVITY: i16 = 0x10;

/// The countdown's state (the player's `air_left` and the countdown object's timers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Breath {
    /// Seconds of air left (`air_left`).
    pub air: u8,
    /// The 60-frame clock (`obj0a_timer`): 0 at first, so the first frame under water already ticks.
    pub clock: i16,
    /// The numbers' clock (`obj0a_seconds_between_numbers_timer`), which also keeps its phase.
    pub numbers: i8,
    /// Frames left of sinking after drowning (`obj0a_time_until_freeze`; 0 when not drowned).
    pub sinking: u8,
}

impl Default for Breath {
    fn default() -> Self {
        Breath { air: AIR_FULL, clock: 0, numbers: 0, sinking: 0 }
    }
}

/// What a countdown tick announces (sounds and the number bubble; the physics only acts on drowning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AirEvent {
    /// The warning chime (`SndID_WaterWarning`, `sfx_AirDing`) at 25, 20 and 15.
    Ding,
    /// At 12 and below: the drowning music (from 12), and every other tick a bubble with this number
    /// (5 down to 0: half the air left after the tick).
    Countdown { number: Option<u8> },
    /// Out of air: he stops, drowns and sinks for 120 frames.
    Drowned,
}

impl Player {
    /// Refills the air (`ResumeMusic` on entering and leaving the water, a big air bubble; the S3K bubble shield
    /// monitor calls `Player_ResetAirTimer`).
    pub fn breathe(&mut self) {
        self.breath.air = AIR_FULL;
    }

    /// `Obj0A_Countdown`, once a frame after the player's routine (from its object slot). Sinking after
    /// drowning comes first; otherwise nothing happens when dead, above water, or (S3K) with the bubble shield.
    pub(super) fn air_countdown(&mut self) {
        if self.breath.sinking != 0 {
            self.breath.sinking -= 1;
            if self.breath.sinking == 0 {
                // The countdown sets routine 6 directly: he falls out of sight with the speed he sank with.
                self.routine = Routine::Dead;
            } else {
                self.object_move();
                self.y_speed = self.y_speed.wrapping_add(DROWN_GRAVITY);
            }
            return;
        }
        if matches!(self.routine, Routine::Dead | Routine::Gone) || !self.underwater {
            return;
        }
        if self.shield && self.element == super::Element::Bubble {
            return;
        }
        self.breath.clock -= 1;
        if self.breath.clock >= 0 {
            return;
        }
        self.breath.clock = AIR_TICK_FRAMES - 1;
        let read = self.breath.air;
        if read <= AIR_COUNTDOWN {
            self.breath.numbers -= 1;
            if self.breath.numbers < 0 {
                self.breath.numbers = AIR_NUMBER_PERIOD;
            }
        }
        match self.breath.air.checked_sub(1) {
            Some(left) => self.breath.air = left,
            None => self.drown(),
        }
    }

    /// `Obj0A_ReduceAir` out of air: controls locked and objects ignore him (`obj_control` $81), air refilled by
    /// `ResumeMusic`, uncurled, in the air, drawn in front, all speeds 0, the drowning pose.
    fn drown(&mut self) {
        self.object_control = 0x81;
        self.breathe();
        self.end_ability();
        self.reset_on_floor_part2();
        self.air = true;
        self.high_priority = true;
        self.x_speed = 0;
        self.y_speed = 0;
        self.ground_speed = 0;
        self.pose = Pose::Drown;
        self.breath.sinking = DROWN_FRAMES;
    }

    /// What this frame's countdown tick announced, if it ticked (derived from the state the tick leaves: the
    /// clock just reset to 59 under water, or the sinking just started).
    pub fn air_event(&self) -> Option<AirEvent> {
        let b = &self.breath;
        if b.sinking == DROWN_FRAMES {
            return Some(AirEvent::Drowned);
        }
        if !self.underwater || b.sinking != 0 || b.clock != AIR_TICK_FRAMES - 1 {
            return None;
        }
        let read = b.air + 1;
        if AIR_DING.contains(&read) {
            Some(AirEvent::Ding)
        } else if read <= AIR_COUNTDOWN {
            let number = (b.numbers == AIR_NUMBER_PERIOD).then_some(b.air / 2);
            Some(AirEvent::Countdown { number })
        } else {
            None
        }
    }

    /// Drowned and sinking (`obj0a_time_until_freeze` running).
    pub fn drowning(&self) -> bool {
        self.breath.sinking != 0
    }
}
