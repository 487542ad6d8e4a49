//! The names of the player's sensors and ground modes (SPG "Solid Tiles": Sensors; "Slope Collision": 360 Degree
//! Collision). Kept apart from the player so that the frame report (`report`) can name them without
//! depending on the player code that fills it in.

use formats::Angle;

/// The SPG's sensor names: A/B the ground sensors (left/right foot), C/D the ceiling sensors (left/right),
/// E/F the push sensors (left/right), plus the centre check Sonic 2 uses for balancing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumIter)]
pub enum SensorId {
    A,
    B,
    C,
    D,
    E,
    F,
    /// `ChkFloorEdge`: straight down from the centre (balance detection).
    Centre,
}

impl SensorId {
    /// Every sensor in declaration order (a test checks it against `SensorId::iter()`), kept as an array
    /// because the editor indexes its colours with a sensor's position here.
    pub const ALL: [SensorId; 7] =
        [SensorId::A, SensorId::B, SensorId::C, SensorId::D, SensorId::E, SensorId::F, SensorId::Centre];

    /// Which angle buffer the games' routines give this sensor: the left foot (A) and left ceiling sensor (C)
    /// write `Secondary_Angle`, every other check `Primary_Angle`.
    pub const fn uses_primary_buffer(self) -> bool {
        !matches!(self, SensorId::A | SensorId::C)
    }

    pub fn name(self) -> &'static str {
        match self {
            SensorId::A => "A",
            SensorId::B => "B",
            SensorId::C => "C",
            SensorId::D => "D",
            SensorId::E => "E",
            SensorId::F => "F",
            SensorId::Centre => "centre",
        }
    }
}

/// The ground mode the player is in, by name (SPG "360 Degree Collision").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumIter)]
pub enum Mode {
    Floor,
    RightWall,
    Ceiling,
    LeftWall,
}

impl Mode {
    /// The mode for a ground angle, with `AnglePos`'s rounding ([`Angle::ground_mode`]; `../shared/SPEC-NOTES.md`
    /// "Ground modes from the angle").
    pub fn from_angle(angle: u8) -> Mode {
        match Angle(angle).ground_mode() {
            Angle(0x00) => Mode::Floor,
            Angle(0x40) => Mode::LeftWall,
            Angle(0x80) => Mode::Ceiling,
            _ => Mode::RightWall,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Mode::Floor => "floor",
            Mode::RightWall => "right wall",
            Mode::Ceiling => "ceiling",
            Mode::LeftWall => "left wall",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn all_lists_every_sensor_in_order() {
        assert_eq!(SensorId::ALL.to_vec(), SensorId::iter().collect::<Vec<_>>());
    }

    #[test]
    fn modes_from_angles() {
        let modes: Vec<Mode> = [0x00, 0x20, 0x21, 0x5F, 0x60, 0xA0, 0xA1, 0xDF, 0xE0].map(Mode::from_angle).to_vec();
        use Mode::*;
        assert_eq!(modes, [Floor, Floor, LeftWall, LeftWall, Ceiling, Ceiling, RightWall, RightWall, Floor]);
    }
}
