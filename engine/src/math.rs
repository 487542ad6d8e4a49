//! Numbers the games use: positions in pixels plus an 8-bit subpixel, speeds in 1/256 px per frame, the one-byte angle,
//! and the games' sine and arctangent tables (`../shared/SPEC-NOTES.md` "Units and conventions", "Tables").
//!
//! Everything on the simulation path is integer arithmetic, so a frame gives bit-identical results on every machine. No
//! floating point here ([`Angle::degrees`], in `formats`, is a display helper for the UI).

mod tables;

pub use tables::{ATAN_TABLE, SINE_TABLE};

/// A speed (X Speed, Y Speed, Ground Speed) in 1/256 px per frame: 0x600 = 6 px per frame, 12 = 0.046875.
///
/// The games keep speeds in 16-bit words; `i32` here so intermediate sums never overflow. Where the games
/// truncate to a word (for example [`calc_angle`]'s inputs), the caller casts with `as i16`, which truncates
/// exactly like the 68000 does.
pub type Speed = i32;

/// The high byte of a 16-bit speed as the 68000 reads it with a byte access (`move.b x_vel(a0),d0`):
/// `speed >> 8`, arithmetic, so -0x80 reads as -1. S2's ground snap compares against this (`mvabs.b`).
pub const fn speed_high_byte(speed: Speed) -> i8 {
    (speed >> 8) as i8
}

/// The pixel word of a raw position in 1/256 px (`move.w x_pos,…`): its whole pixels, as the games' 16 bits.
pub const fn px(v: i32) -> i16 {
    (v >> 8) as i16
}

/// `move.w …,x_pos`: sets a raw position's pixel word, keeping its subpixel byte.
pub fn set_px(v: &mut i32, pixels: i16) {
    *v = (i32::from(pixels) << 8) | (*v & 0xFF);
}

/// `addi.w …,x_pos`: moves a raw position by whole pixels, keeping its subpixel byte.
pub fn add_px(v: &mut i32, pixels: i16) {
    *v = v.wrapping_add(i32::from(pixels) << 8);
}

/// One axis of a position (X Position or Y Position): pixel plus 8-bit subpixel, stored as 1/256 px.
///
/// The Mega Drive stores 16.16, but speeds only ever touch the high byte of the subpixel word, so pixel + 1/256 is
/// exact (`../shared/SPEC-NOTES.md` "Units and conventions"). Collisions read [`Position::pixel`] only; snapping to a
/// surface moves the pixel and keeps the subpixel ([`Position::add_pixels`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position(i32);

impl Position {
    /// A position from its raw value in 1/256 px.
    pub const fn from_raw(raw: i32) -> Self {
        Position(raw)
    }
    /// A whole pixel with subpixel 0.
    pub const fn from_pixel(pixel: i32) -> Self {
        Position(pixel << 8)
    }
    /// A pixel and a subpixel (0..=255, in 1/256 px).
    pub const fn new(pixel: i32, subpixel: u8) -> Self {
        Position((pixel << 8) | subpixel as i32)
    }
    /// The raw value in 1/256 px.
    pub const fn raw(self) -> i32 {
        self.0
    }
    /// The whole pixel the sensors read: the floor of the position (`raw >> 8`, also for negative positions).
    pub const fn pixel(self) -> i32 {
        self.0 >> 8
    }
    /// The subpixel, 0..=255 (1/256 px), always counted rightwards/downwards from [`Position::pixel`].
    pub const fn subpixel(self) -> u8 {
        (self.0 & 0xFF) as u8
    }
    /// Moving: the position plus one frame of `speed` (SPG "Main Game Loop": position += speed).
    pub const fn add_speed(self, speed: Speed) -> Self {
        Position(self.0.wrapping_add(speed))
    }
    /// Moves by whole pixels and keeps the subpixel, as a snap to a surface does (`add.w d1,y_pos(a0)`).
    pub const fn add_pixels(self, pixels: i32) -> Self {
        Position(self.0.wrapping_add(pixels << 8))
    }
    /// Sets the whole pixel and keeps the subpixel.
    pub const fn with_pixel(self, pixel: i32) -> Self {
        Position::new(pixel, self.subpixel())
    }
}

/// The angle byte lives in `formats` (the level data and the editor use it too); the engine's tables and
/// sensors work on its raw `u8`.
pub use formats::angle::Angle;

/// Sine of an angle byte, scaled by 256 (S2 `CalcSine`, d0): 0x40 → 256, 0x20 → 181, 0x93 → −117.
pub const fn sin(angle: u8) -> i16 {
    SINE_TABLE[angle as usize]
}

/// Cosine of an angle byte, scaled by 256 (S2 `CalcSine`, d1): the sine table read 0x40 further on.
pub const fn cos(angle: u8) -> i16 {
    SINE_TABLE[angle as usize + 0x40]
}

/// The angle byte of the vector (x, y), y down (S2 `CalcAngle`, Sonic 1 `CalcAngle`).
///
/// If |y| < |x| the angle is `ATAN[|y|·256/|x|]`, else `0x40 − ATAN[|x|·256/|y|]`; then x < 0 mirrors it
/// to `0x80 − a` and y < 0 to `0x100 − a`; (0, 0) gives 0x40 (`../shared/SPEC-NOTES.md` "Tables"). The inputs are the
/// 16-bit words the game passes (usually X Speed and Y Speed); |−32768| is taken unsigned, as `divu` does.
pub const fn calc_angle(x: i16, y: i16) -> u8 {
    if x == 0 && y == 0 {
        return 0x40;
    }
    let ax = x.unsigned_abs() as u32;
    let ay = y.unsigned_abs() as u32;
    let mut a: u8 = if ay < ax {
        ATAN_TABLE[((ay << 8) / ax) as usize]
    } else {
        0x40u8.wrapping_sub(ATAN_TABLE[((ax << 8) / ay) as usize])
    };
    if x < 0 {
        a = 0x80u8.wrapping_sub(a);
    }
    if y < 0 {
        a = a.wrapping_neg();
    }
    a
}

/// The first index at which [`ATAN_TABLE`] reaches 0x20 (45°): below it every entry is smaller.
const ATAN_DIAGONAL: u32 = 250;
const _: () = assert!(ATAN_TABLE[ATAN_DIAGONAL as usize - 1] < 0x20 && ATAN_TABLE[ATAN_DIAGONAL as usize] == 0x20);

/// `(calc_angle(x, y) − 0x20) & 0xC0`: which quarter of the circle a speed points into, as
/// `Sonic_DoLevelCollision` picks its tests (0x00 mostly down, 0x40 left, 0x80 up, 0xC0 right).
///
/// Without the division: the quarter only depends on the signs and on whether [`calc_angle`]'s table angle
/// (before the mirroring) is below, at or above 0x20, and `ATAN[⌊256·a/b⌋] < 0x20` exactly when
/// `256·a < 250·b`. The 45° angles go the way the mirroring sends 0x20, as in the game.
pub const fn calc_angle_quadrant(x: i16, y: i16) -> u8 {
    let ax = x.unsigned_abs() as u32;
    let ay = y.unsigned_abs() as u32;
    // Table angle below 0x20 (more across than along y), or above it; (0, 0) is neither (0x40 → 0x00).
    let below = ay < ax && (ay << 8) < ATAN_DIAGONAL * ax;
    let above = ay >= ax && (ax << 8) < ATAN_DIAGONAL * ay;
    match (x < 0, y < 0) {
        (false, false) => {
            if below {
                0xC0
            } else {
                0x00
            }
        }
        (true, false) => {
            if above {
                0x00
            } else {
                0x40
            }
        }
        (false, true) => {
            if above {
                0x80
            } else {
                0xC0
            }
        }
        (true, true) => {
            if below {
                0x40
            } else {
                0x80
            }
        }
    }
}
