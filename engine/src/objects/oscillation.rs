//! The level-wide oscillators (s2disasm `OscillateNumInit`, `OscillateNumDo`, `Oscillating_Numbers`): sixteen
//! values that swing back and forth every frame and that moving platforms and other objects read to move in
//! step with each other (Emerald Hill's platforms, `Obj18`, follow oscillator 6 or 3).
//!
//! Each oscillator has a 16-bit value and a 16-bit speed. Going up, the speed grows by the oscillator's
//! step each frame and is added to the value; once the value's high byte reaches the oscillator's limit it
//! turns round: the speed shrinks by the step each frame until the high byte is below the limit again. The
//! value therefore swings around `limit << 8`. `Oscillation_Control` holds one direction bit per oscillator
//! (oscillator 0 is bit 15, oscillator 15 bit 0; set = going down).
//!
//! `OscillateNumInit` runs once when the level loads (the [`Default`] here); `OscillateNumDo` once per frame in
//! `Level_MainLoop` after `RingsManager` and before `BuildSprites`, and not while the player is dead.

use crate::player::{Player, Routine};

/// Number of oscillators.
pub const OSCILLATORS: usize = 16;

/// `Osc_Data`: the direction bits the level starts with.
pub const INITIAL_CONTROL: u16 = 0b0000_0000_0111_1101;

/// `Osc_Data`: each oscillator's value and speed when the level starts.
pub const INITIAL: [(u16, u16); OSCILLATORS] = [
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x0080, 0),
    (0x3848, 0xEE),
    (0x2080, 0xB4),
    (0x3080, 0x10E),
    (0x5080, 0x1C2),
    (0x7080, 0x276),
    (0x0080, 0),
    (0x4000, 0xFE),
];

/// `Osc_Data2`: each oscillator's step (added to or taken from its speed every frame) and limit (compared
/// with the value's high byte).
pub const STEP_LIMIT: [(u16, u8); OSCILLATORS] = [
    (2, 0x10),
    (2, 0x18),
    (2, 0x20),
    (2, 0x30),
    (4, 0x20),
    (8, 0x08),
    (8, 0x40),
    (4, 0x40),
    (2, 0x38),
    (2, 0x38),
    (2, 0x20),
    (3, 0x30),
    (5, 0x50),
    (7, 0x70),
    (2, 0x40),
    (2, 0x40),
];

/// [`STEP_LIMIT`]'s steps as additions to a word holding the speed in its high half, going up and going down,
/// and its limits.
const STEP_UP: [u32; OSCILLATORS] = {
    let mut out = [0; OSCILLATORS];
    let mut i = 0;
    while i < OSCILLATORS {
        out[i] = (STEP_LIMIT[i].0 as u32) << 16;
        i += 1;
    }
    out
};
const STEP_DOWN: [u32; OSCILLATORS] = {
    let mut out = [0; OSCILLATORS];
    let mut i = 0;
    while i < OSCILLATORS {
        out[i] = (STEP_LIMIT[i].0.wrapping_neg() as u32) << 16;
        i += 1;
    }
    out
};
/// Each oscillator's bit in `Oscillation_Control`.
const BITS: [u32; OSCILLATORS] = {
    let mut out = [0; OSCILLATORS];
    let mut i = 0;
    while i < OSCILLATORS {
        out[i] = 1 << (OSCILLATORS - 1 - i);
        i += 1;
    }
    out
};
const LIMITS: [u32; OSCILLATORS] = {
    let mut out = [0; OSCILLATORS];
    let mut i = 0;
    while i < OSCILLATORS {
        out[i] = STEP_LIMIT[i].1 as u32;
        i += 1;
    }
    out
};

/// `Oscillating_Numbers`: the direction bits and every oscillator's value and speed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Oscillation {
    /// `Oscillation_Control`.
    pub control: u16,
    /// Value and speed of each oscillator (`Oscillating_Data`: value word, then speed word).
    pub data: [(u16, u16); OSCILLATORS],
}

impl Default for Oscillation {
    /// `OscillateNumInit`.
    fn default() -> Self {
        Oscillation { control: INITIAL_CONTROL, data: INITIAL }
    }
}

impl Oscillation {
    /// `OscillateNumDo`: one frame of every oscillator. Either way the direction bit ends up set exactly when
    /// the limit is at or below the value's high byte (going up it is set then; going down it is cleared
    /// otherwise), so the update needs no branch.
    pub fn update(&mut self) {
        // Each oscillator as one 32-bit word (speed in the high half, value in the low half) and the same
        // operations, without branches, for all sixteen: the loop compiles to a few vector instructions.
        let control = u32::from(self.control);
        let mut words = [0u32; OSCILLATORS];
        for (w, &(value, speed)) in words.iter_mut().zip(&self.data) {
            *w = u32::from(value) | (u32::from(speed) << 16);
        }
        let mut bits = 0u32;
        for i in 0..OSCILLATORS {
            // All masks rather than branches: −1 going down, 0 going up.
            let down = 0u32.wrapping_sub(u32::from(control & BITS[i] != 0));
            let step = STEP_UP[i] ^ ((STEP_UP[i] ^ STEP_DOWN[i]) & down);
            let w = words[i].wrapping_add(step);
            let value = (w & 0xFFFF).wrapping_add(w >> 16) & 0xFFFF;
            words[i] = (w & 0xFFFF_0000) | value;
            // The high byte at or above the limit: their difference is not negative.
            let up = ((value >> 8).wrapping_sub(LIMITS[i]) >> 31) ^ 1;
            bits |= BITS[i] & 0u32.wrapping_sub(up);
        }
        self.control = bits as u16;
        for (d, &w) in self.data.iter_mut().zip(&words) {
            *d = (w as u16, (w >> 16) as u16);
        }
    }

    /// `OscillateNumDo` as `Level_MainLoop` calls it: skipped while the player is dead or gone (routine 6 and
    /// above; the check is for one-player mode).
    pub fn update_unless_dead(&mut self, player: &Player) {
        if !matches!(player.routine, Routine::Dead | Routine::Gone) {
            self.update();
        }
    }

    /// A byte of `Oscillating_Data` as objects read it (`move.b Oscillating_Data+offset`): offset `4 * i` is
    /// oscillator `i`'s value high byte, `4 * i + 1` its low byte, `4 * i + 2` and `+ 3` its speed.
    pub fn byte(&self, offset: usize) -> u8 {
        let Some(&(value, speed)) = self.data.get(offset / 4) else { return 0 };
        let word = if offset & 2 == 0 { value } else { speed };
        if offset & 1 == 0 { (word >> 8) as u8 } else { word as u8 }
    }

    /// Oscillator `i`'s value.
    pub fn value(&self, i: usize) -> u16 {
        self.data.get(i).map_or(0, |d| d.0)
    }
}
