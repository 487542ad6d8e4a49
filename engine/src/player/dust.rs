//! The player's reserved dust object as far as the skid goes (s2disasm `Sonic_Dust`/`Tails_Dust`, `Obj08`):
//! the turn-around starts it, `objects::s2::skid_dust` makes the puffs. Kept with the player so that the player
//! does not name the objects.

/// Below this much air (`air_left`, the drowning countdown) no dust is made.
pub const AIR_FOR_DUST: u8 = 12;

/// A player's reserved dust object as far as the skid goes: its routine (6, `Obj08_CheckSkid`, or not) and
/// `obj08_dust_timer`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Emitter {
    /// Routine 6: set by the turn-around that starts the stopping animation.
    pub skidding: bool,
    pub timer: u8,
}

impl Emitter {
    /// `Sonic_TurnLeft`/`Sonic_TurnRight` after the stopping animation starts: `cmpi.b #12,air_left(a0)`, then
    /// `move.b #6,(Sonic_Dust+routine).w`.
    pub fn start(&mut self, air_left: u8) {
        if air_left >= AIR_FOR_DUST {
            self.skidding = true;
        }
    }
}
