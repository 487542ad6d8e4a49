//! Under water (SPG "Underwater" in "Characters"; s2disasm `Sonic_Water`, `Obj01_MdAir`'s reduced gravity,
//! `Sonic_Jump`, `Sonic_JumpHeight`, `Obj01_Hurt`). Only where the level has a water height
//! (`Level::water_height`): below it (his centre's y greater than the surface's) the running constants are
//! the water's, gravity is $10, the jump $380 and its release −$200. Entering halves X Speed and quarters Y
//! Speed; leaving doubles Y Speed (not while hurt), capped at −$1000 upwards.
//!
//! The air countdown and drowning are in `drowning.rs`.

use super::Player;
use crate::character::Character;

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
    pub(super) fn water(&mut self, surface: i32) {
        let below = self.pixel_y() > surface;
        if below == self.underwater {
            return;
        }
        self.underwater = below;
        // `ResumeMusic` on entering and leaving: the air is full again.
        self.breathe();
        if below {
            self.speed_shoes = 0;
            self.x_speed >>= 1;
            self.y_speed >>= 2;
        } else {
            if self.routine != super::Routine::Hurt {
                self.y_speed = self.y_speed.wrapping_shl(1);
            }
            if self.y_speed != 0 && self.y_speed <= WATER_EXIT_CAP {
                self.y_speed = WATER_EXIT_CAP;
            }
        }
    }
}
