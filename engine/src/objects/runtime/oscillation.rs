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

/// One step of oscillator `i` from (value, speed, going down) (`OscillateNumDo`): going up the speed grows by
/// the step, going down it shrinks; the value moves by the new speed; the direction is then "down" exactly when
/// the value's high byte is at or above the limit (going up it turns there; going down it keeps on until below).
const fn step(i: usize, value: u16, speed: u16, down: bool) -> (u16, u16, bool) {
    let (step, limit) = STEP_LIMIT[i];
    let speed = if down { speed.wrapping_sub(step) } else { speed.wrapping_add(step) };
    let value = value.wrapping_add(speed);
    (value, speed, (value >> 8) as u8 >= limit)
}

/// Longest period of the sixteen (oscillators 14 and 15: 508 frames); every period is at most this.
const MAX_PERIOD: usize = 512;

/// Every oscillator's (value, speed) for each frame of its period, and the period's length: each one comes
/// back to its `Osc_Data` state after 88 to 508 frames (no lead-in), so the state after `n` updates is entry
/// `n % period` and `OscillateNumDo` only has to count frames.
const CYCLES: ([[(u16, u16); MAX_PERIOD]; OSCILLATORS], [u16; OSCILLATORS]) = {
    let mut table = [[(0u16, 0u16); MAX_PERIOD]; OSCILLATORS];
    let mut periods = [0u16; OSCILLATORS];
    let mut i = 0;
    while i < OSCILLATORS {
        let (mut value, mut speed) = INITIAL[i];
        let mut down = INITIAL_CONTROL & (1 << (OSCILLATORS - 1 - i)) != 0;
        let mut n = 0;
        loop {
            assert!(n < MAX_PERIOD, "an oscillator's period is longer than MAX_PERIOD");
            table[i][n] = (value, speed);
            (value, speed, down) = step(i, value, speed, down);
            n += 1;
            let back = value == INITIAL[i].0 && speed == INITIAL[i].1;
            if back && down == (INITIAL_CONTROL & (1 << (OSCILLATORS - 1 - i)) != 0) {
                break;
            }
        }
        periods[i] = n as u16;
        i += 1;
    }
    (table, periods)
};

/// `Oscillating_Numbers`: how many frames the oscillators have run since `OscillateNumInit`. Their values,
/// speeds and direction bits are a function of that count (see [`CYCLES`]), computed when an object reads
/// them — which spares the sixteen updates on every frame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Oscillation {
    frames: u64,
}

impl Oscillation {
    /// `OscillateNumDo`: one frame of every oscillator.
    #[inline]
    pub fn update(&mut self) {
        self.frames += 1;
    }

    /// Oscillator `i`'s value and speed now (`Oscillating_Data`: value word, then speed word); (0, 0) past the
    /// sixteenth.
    pub fn get(&self, i: usize) -> (u16, u16) {
        match CYCLES.1.get(i) {
            Some(&period) => CYCLES.0[i][(self.frames % u64::from(period)) as usize],
            None => (0, 0),
        }
    }

    /// Every oscillator's value and speed.
    pub fn data(&self) -> [(u16, u16); OSCILLATORS] {
        std::array::from_fn(|i| self.get(i))
    }

    /// `Oscillation_Control`: one bit per oscillator, set while it goes down (its value's high byte at or above
    /// its limit); oscillator 0 is bit 15.
    pub fn control(&self) -> u16 {
        (0..OSCILLATORS)
            .filter(|&i| (self.get(i).0 >> 8) as u8 >= STEP_LIMIT[i].1)
            .fold(0, |bits, i| bits | 1 << (OSCILLATORS - 1 - i))
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
        if offset / 4 >= OSCILLATORS {
            return 0;
        }
        let (value, speed) = self.get(offset / 4);
        let word = if offset & 2 == 0 { value } else { speed };
        if offset & 1 == 0 { (word >> 8) as u8 } else { word as u8 }
    }

    /// Oscillator `i`'s value.
    pub fn value(&self, i: usize) -> u16 {
        self.get(i).0
    }
}
