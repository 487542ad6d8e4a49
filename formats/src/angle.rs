//! The angle byte the games use for surfaces and the player (SPG "Angles", "Converting Hex Angles";
//! `../shared/SPEC-NOTES.md` "Units and conventions"), with everything the engine and the editor need to know about it:
//! flips, flagging, quadrants and the SPG's degrees.
//!
//! Integer methods are exact and may be used on the simulation path; the `f64` ones are display helpers.

use serde::{Deserialize, Serialize};
use std::fmt;

/// An angle byte: 256 steps per turn, increasing clockwise on screen (y grows downwards). 0x00 flat floor,
/// 0x40 SPG "left wall", 0x80 ceiling, 0xC0 SPG "right wall"
/// (`../shared/SPEC-NOTES.md` "Units and conventions").
///
/// `Display` prints the hex byte the SPG quotes (`0xE8`); [`Angle::degrees`] gives the SPG's degrees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Angle(pub u8);

impl Angle {
    /// The value the games' tile data uses for a flagged tile (SPG "Flagged Tiles").
    pub const FLAGGED: Angle = Angle(0xFF);

    /// Any odd angle is "flagged" in the games (`Sonic_Angle` tests bit 0): the player snaps to the nearest
    /// multiple of 0x40 instead. 0xFF is the value the tile data uses; the sensors' buffers start at 0x03.
    #[inline]
    pub const fn is_flagged(self) -> bool {
        self.0 & 1 != 0
    }

    /// The angle a sensor reads from a tile placed with these flips: X-flip negates it, Y-flip makes it
    /// 0x80 − angle; both orders give the same byte (S2 `FindFloor`: `neg.b`, `addi.b #$40; neg.b; subi.b #$40`).
    #[inline]
    pub const fn flipped(self, x_flip: bool, y_flip: bool) -> Angle {
        let mut a = self.0;
        if x_flip {
            a = a.wrapping_neg();
        }
        if y_flip {
            a = 0x80u8.wrapping_sub(a);
        }
        Angle(a)
    }

    /// The shorter way round between two angles, 0..=0x80 steps (tile lint's tolerance check).
    #[inline]
    pub const fn distance(self, other: Angle) -> u8 {
        let d = self.0.wrapping_sub(other.0);
        if d < d.wrapping_neg() { d } else { d.wrapping_neg() }
    }

    /// The nearest multiple of 0x40, a tie (0x20, 0x60, …) going clockwise: `(angle + 0x20) & 0xC0`. The
    /// quadrant S2's movement code tests (`Sonic_Move`'s skid and push checks, `Sonic_SlopeRepel`,
    /// `CalcRoomOverHead`).
    #[inline]
    pub const fn quadrant(self) -> Angle {
        Angle(self.0.wrapping_add(0x20) & 0xC0)
    }

    /// The ground mode's quadrant with `AnglePos`'s asymmetric rounding: floor 0xE0..=0x20, left wall
    /// 0x21..=0x5F, ceiling 0x60..=0xA0, right wall 0xA1..=0xDF, so the 45° angles count as floor or ceiling
    /// (SPG "360 Degree Collision"; s2disasm `AnglePos`, research §4.3). This picks which way the ground
    /// sensors point.
    #[inline]
    pub const fn ground_mode(self) -> Angle {
        let a = self.0;
        let rounded = if (a.wrapping_add(0x20) as i8) < 0 {
            let d = if (a as i8) < 0 { a.wrapping_sub(1) } else { a };
            d.wrapping_add(0x20)
        } else {
            let d = if (a as i8) < 0 { a.wrapping_add(1) } else { a };
            d.wrapping_add(0x1F)
        };
        Angle(rounded & 0xC0)
    }

    /// SPG degrees (counter-clockwise, 0 = flat floor): (256 − hex) × 1.40625, with 360 wrapped to 0
    /// (SPG "Converting Hex Angles"). 0x20 → 315, 0x40 → 270, 0xE8 → 33.75. UI only: never simulate with it.
    pub fn degrees(self) -> f64 {
        if self.0 == 0 { 0.0 } else { f64::from(256 - u16::from(self.0)) * 1.40625 }
    }

    /// [`Angle::degrees`] as −180..=180, so that a slope just past flat plots near 0 rather than near 360
    /// (the play-test graph): 0x10 → −22.5, 0xF0 → 22.5, 0x80 → 180.
    pub fn signed_degrees(self) -> f64 {
        let d = self.degrees();
        if d > 180.0 { d - 360.0 } else { d }
    }

    /// SPG degrees as short exact text: "45°", "1.40625°", "315°" (every angle byte is a multiple of
    /// 1.40625 = 45/32, so five decimals are always exact).
    pub fn degrees_text(self) -> String {
        let text = format!("{:.5}", self.degrees());
        let text = text.trim_end_matches('0').trim_end_matches('.');
        format!("{text}°")
    }

    /// "0xE0 (45°)", or "0xFF (flagged)" for [`Angle::FLAGGED`] (SPG "Flagged Tiles"). Other odd angles show
    /// their degrees: they are flagged too, but the tile lint reports them as likely mistakes.
    pub fn label(self) -> String {
        if self == Angle::FLAGGED { format!("{self} (flagged)") } else { format!("{self} ({})", self.degrees_text()) }
    }

    /// The nearest angle byte to SPG degrees, the inverse of [`Angle::degrees`]: (256 − round(deg / 1.40625))
    /// mod 256. Any input is accepted: NaN gives 0x00, infinities wrap like huge numbers.
    pub fn from_degrees(deg: f64) -> Angle {
        // `as` saturates (NaN → 0); 256 − steps ≡ −steps (mod 256), which cannot overflow.
        let steps = (deg / 1.40625).round() as i64;
        Angle((steps.rem_euclid(256) as u8).wrapping_neg())
    }

    /// The unit vector along a surface at this angle in screen space (y down), walking it left to right on
    /// a floor: SPG degrees count counter-clockwise, so 0xE0 (45°) rises to the right. For drawing.
    pub fn direction(self) -> (f64, f64) {
        let rad = self.degrees().to_radians();
        (rad.cos(), -rad.sin())
    }
}

impl From<u8> for Angle {
    fn from(byte: u8) -> Self {
        Angle(byte)
    }
}

impl From<Angle> for u8 {
    fn from(angle: Angle) -> Self {
        angle.0
    }
}

impl fmt::Display for Angle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x{:02X}", self.0)
    }
}

impl fmt::UpperHex for Angle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

impl fmt::LowerHex for Angle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_and_text() {
        assert!(Angle(0xFF).is_flagged());
        assert!(Angle(0x03).is_flagged());
        assert!(!Angle(0xE8).is_flagged());
        assert_eq!(Angle(0xE8).to_string(), "0xE8");
        assert_eq!(Angle(0x03).to_string(), "0x03");
        assert_eq!(format!("{:02x}", Angle(0xAB)), "ab");
        assert_eq!(format!("{:02X}", Angle(0xAB)), "AB");
        assert_eq!(u8::from(Angle::from(0x12)), 0x12);
    }

    #[test]
    fn flips_change_the_angle_as_findfloor_does() {
        assert_eq!(Angle(0xE0).flipped(false, false), Angle(0xE0));
        assert_eq!(Angle(0xE0).flipped(true, false), Angle(0x20));
        assert_eq!(Angle(0xE0).flipped(false, true), Angle(0xA0));
        assert_eq!(Angle(0xE0).flipped(true, true), Angle(0x60));
        assert_eq!(Angle(0x00).flipped(false, true), Angle(0x80));
        assert_eq!(Angle(0x00).flipped(true, false), Angle(0x00));
        // Both orders of the two flips give the same byte.
        for a in 0..=255u8 {
            assert_eq!(Angle(a).flipped(true, true), Angle(a).flipped(false, true).flipped(true, false));
        }
    }

    #[test]
    fn distance_is_the_shorter_way_round() {
        assert_eq!(Angle(0x00).distance(Angle(0x00)), 0);
        assert_eq!(Angle(0xF0).distance(Angle(0x10)), 0x20);
        assert_eq!(Angle(0x10).distance(Angle(0xF0)), 0x20);
        assert_eq!(Angle(0x00).distance(Angle(0x80)), 0x80);
        assert_eq!(Angle(0xE0).distance(Angle(0xCE)), 0x12);
        assert_eq!(Angle(0x01).distance(Angle(0x82)), 0x7F);
    }

    #[test]
    fn quadrants() {
        let q = |a: u8| Angle(a).quadrant().0;
        assert_eq!(
            [q(0x00), q(0x1F), q(0x20), q(0x5F), q(0x60), q(0x9F), q(0xA0)],
            [0, 0, 0x40, 0x40, 0x80, 0x80, 0xC0]
        );
        assert_eq!([q(0xDF), q(0xE0), q(0xFF)], [0xC0, 0x00, 0x00]);
        let m = |a: u8| Angle(a).ground_mode().0;
        assert_eq!(
            [m(0x00), m(0x20), m(0x21), m(0x5F), m(0x60), m(0xA0), m(0xA1)],
            [0, 0, 0x40, 0x40, 0x80, 0x80, 0xC0]
        );
        assert_eq!([m(0xDF), m(0xE0), m(0xFF)], [0xC0, 0x00, 0x00]);
        // The ranges the doc comment names, for every byte.
        for a in 0..=255u8 {
            let expected = match a {
                0xE0..=0xFF | 0x00..=0x20 => 0x00,
                0x21..=0x5F => 0x40,
                0x60..=0xA0 => 0x80,
                _ => 0xC0,
            };
            assert_eq!(m(a), expected, "{a:#04X}");
        }
    }

    #[test]
    fn spg_degrees() {
        assert_eq!(Angle(0x20).degrees(), 315.0);
        assert_eq!(Angle(0x40).degrees(), 270.0);
        assert_eq!(Angle(0x80).degrees(), 180.0);
        assert_eq!(Angle(0xC0).degrees(), 90.0);
        assert_eq!(Angle(0xE8).degrees(), 33.75); // SPG "Height Masks" example tile
        assert_eq!(Angle(0x00).degrees(), 0.0);
        assert_eq!(Angle(0xFF).degrees(), 1.40625);
        assert_eq!(Angle(0x00).signed_degrees(), 0.0);
        assert_eq!(Angle(0xF0).signed_degrees(), 22.5);
        assert_eq!(Angle(0x10).signed_degrees(), -22.5);
        assert_eq!(Angle(0x80).signed_degrees(), 180.0);
        assert_eq!(Angle(0x7F).signed_degrees(), -178.59375);
    }

    #[test]
    fn degree_and_label_text() {
        let t = |a: u8| Angle(a).degrees_text();
        assert_eq!([t(0x00), t(0xE0), t(0xFF), t(0x20)], ["0°", "45°", "1.40625°", "315°"]);
        assert_eq!([t(0x40), t(0x80), t(0xC0), t(0x12), t(0xFE)], ["270°", "180°", "90°", "334.6875°", "2.8125°"]);
        assert_eq!(Angle(0xE0).label(), "0xE0 (45°)");
        assert_eq!(Angle(0xFF).label(), "0xFF (flagged)");
        assert_eq!(Angle(0x03).label(), "0x03 (355.78125°)");
        assert_eq!(Angle(0x00).label(), "0x00 (0°)");
    }

    #[test]
    fn degrees_round_trip_to_angle_bytes() {
        for a in 0..=255u8 {
            assert_eq!(Angle::from_degrees(Angle(a).degrees()), Angle(a));
        }
        assert_eq!(Angle::from_degrees(45.0), Angle(0xE0));
        assert_eq!(Angle::from_degrees(90.0), Angle(0xC0));
        assert_eq!(Angle::from_degrees(360.0), Angle(0x00));
        assert_eq!(Angle::from_degrees(-45.0), Angle(0x20));
        // Nearest byte: 0.7 steps rounds to 1, 0.7 degrees (0.498 steps) to 0.
        assert_eq!(Angle::from_degrees(1.0), Angle(0xFF));
        assert_eq!(Angle::from_degrees(0.7), Angle(0x00));
        assert_eq!(Angle::from_degrees(f64::NAN), Angle(0x00));
        assert_eq!(Angle::from_degrees(f64::INFINITY), Angle(0x01));
        assert_eq!(Angle::from_degrees(f64::NEG_INFINITY), Angle(0x00));
    }

    #[test]
    fn directions_follow_spg_degrees() {
        let close = |(x, y): (f64, f64), (ex, ey): (f64, f64)| (x - ex).abs() < 1e-12 && (y - ey).abs() < 1e-12;
        let s = std::f64::consts::FRAC_1_SQRT_2;
        assert_eq!(Angle(0x00).direction(), (1.0, 0.0));
        assert!(close(Angle(0xE0).direction(), (s, -s)), "45°: rising to the right (screen y goes up)");
        assert!(close(Angle(0x20).direction(), (s, s)), "315°: falling to the right");
        assert!(close(Angle(0xC0).direction(), (0.0, -1.0)), "90°: a right-hand wall, drawn vertically");
    }

    #[test]
    fn serialises_as_the_plain_byte() {
        assert_eq!(ron::to_string(&Angle(0xE0)).ok().as_deref(), Some("224"));
        assert_eq!(ron::from_str::<Angle>("255").ok(), Some(Angle::FLAGGED));
    }
}
