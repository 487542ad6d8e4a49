//! Under water (SPG "Underwater" in "Characters"; s2disasm `Sonic_Water`, `Obj01_MdAir`'s reduced gravity,
//! `Sonic_Jump`, `Sonic_JumpHeight`, `Obj01_Hurt`). Only where the level has a water height
//! (`Level::water_height`): below it (his centre's y greater than the surface's) the running constants are
//! the water's, gravity is $10, the jump $380 and its release −$200. Entering halves X Speed and quarters Y
//! Speed; leaving doubles Y Speed (not while hurt), capped at −$1000 upwards. Sonic 3 & Knuckles differs
//! ([`WaterCrossing::Sonic3`], by the profile): an object holding the player keeps his speeds, and leaving
//! doubles Y Speed only from −$400 up.
//!
//! The air countdown and drowning are in `drowning.rs`.

use super::Player;
use crate::character::Character;
use crate::profile::WaterCrossing;

/// The water's top speed, acceleration (also friction, twice in the air) and deceleration (`Sonic_Water`:
/// $300, 6, $40; SPG: 3, 0.0234375, 0.125).
pub const WATER_CONSTANTS: (i16, i16, i16) = (0x300, 6, 0x40);
/// Super Sonic's under water ($500, $18, $80).
pub const SUPER_WATER_CONSTANTS: (i16, i16, i16) = (0x500, 0x18, 0x80);
/// Gravity under water: the normal $38 less $28 (`subi.w #$28,y_vel(a0)` after `ObjectMoveAndFall`).
pub const WATER_GRAVITY_CUT: i16 = 0x28;
/// The jump under water ($380; Knuckles $300) and the variable jump height's cap (−$200).
pub const WATER_JUMP: i16 = 0x380;
pub const WATER_JUMP_KNUCKLES: i16 = 0x300;
pub const WATER_JUMP_RELEASE: i16 = -0x200;
/// Leaving the water doubles Y Speed, at most this fast upwards.
pub const WATER_EXIT_CAP: i16 = -0x1000;
/// Sonic 3 doubles it only from this up (s3.asm `Sonic_OutWater`: `cmpi.w #-$400,d0`).
pub const WATER_EXIT_DOUBLES_FROM: i16 = -0x400;

impl Player {
    /// The water's (top speed, acceleration, deceleration), Super or not.
    pub(super) fn water_constants(&self) -> (i16, i16, i16) {
        if self.super_form { SUPER_WATER_CONSTANTS } else { WATER_CONSTANTS }
    }

    /// The initial jump speed under water.
    pub(super) fn water_jump(&self) -> i16 {
        if self.character == Character::Knuckles { WATER_JUMP_KNUCKLES } else { WATER_JUMP }
    }

    /// `Sonic_Water`, once a frame after the player's routine: entering or leaving the water at `surface`
    /// (a level pixel row). Entering also ends the speed shoes (SPG "Super Speeds": "the underwater variables
    /// override them completely … the Super Fast Shoes stay gone").
    pub(super) fn water(&mut self, surface: i32, crossing: WaterCrossing) {
        let below = self.pixel_y() > surface;
        if below == self.underwater {
            return;
        }
        self.underwater = below;
        // `ResumeMusic` on entering and leaving: the air is full again.
        self.breathe();
        // Sonic 3: an object holding the player keeps his speeds.
        let held = crossing == WaterCrossing::Sonic3 && self.object_control != 0;
        if below {
            self.speed_shoes = 0;
            if !held {
                self.x_speed >>= 1;
                self.y_speed >>= 2;
            }
        } else {
            let doubles = match crossing {
                WaterCrossing::Genesis => true,
                WaterCrossing::Sonic3 => !held && self.y_speed >= WATER_EXIT_DOUBLES_FROM,
            };
            if self.routine != super::Routine::Hurt && doubles {
                self.y_speed = self.y_speed.wrapping_shl(1);
            }
            if self.y_speed != 0 && self.y_speed <= WATER_EXIT_CAP {
                self.y_speed = WATER_EXIT_CAP;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    fn leaving(y_speed: i16, crossing: WaterCrossing) -> i16 {
        let mut p = Player::standing(Character::Sonic, 0x100, 0x100);
        p.underwater = true;
        p.y_speed = y_speed;
        p.water(0x200, crossing);
        assert!(!p.underwater);
        p.y_speed
    }

    /// s2disasm `Obj01_OutWater` doubles every Y Speed; s3.asm `Sonic_OutWater` only from −$400 up
    /// (−$500 stays −$500; −$300 becomes −$600).
    #[test]
    fn sonic_3_doubles_slow_exits_only() {
        assert_eq!(leaving(-0x500, WaterCrossing::Genesis), -0xA00);
        assert_eq!(leaving(-0x500, WaterCrossing::Sonic3), -0x500);
        assert_eq!(leaving(-0x300, WaterCrossing::Sonic3), -0x600);
        assert_eq!(leaving(-0x400, WaterCrossing::Sonic3), -0x800);
        assert_eq!(leaving(-0x900, WaterCrossing::Genesis), -0x1000);
    }

    /// s3.asm `loc_11F88`: under an object's control, entering keeps the speeds.
    #[test]
    fn sonic_3_keeps_a_held_players_speeds() {
        let mut p = Player::standing(Character::Sonic, 0x100, 0x300);
        (p.x_speed, p.y_speed, p.object_control) = (0x400, 0x400, 0x81);
        p.water(0x200, WaterCrossing::Sonic3);
        assert!(p.underwater);
        assert_eq!((p.x_speed, p.y_speed), (0x400, 0x400));
        let mut q = Player::standing(Character::Sonic, 0x100, 0x300);
        (q.x_speed, q.y_speed, q.object_control) = (0x400, 0x400, 0x81);
        q.water(0x200, WaterCrossing::Genesis);
        assert_eq!((q.x_speed, q.y_speed), (0x200, 0x100));
    }
}
