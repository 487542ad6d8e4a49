//! Casino Night's slot machine (s2disasm `SlotMachine`, run by `LevEvents_CNZ` every frame): one machine for the
//! level, started by a slot-machine cage ([`crate::objects::s2::cnz_cage`], `ObjD6` subtype ≠ 0) catching a player.
//! Its three reels spin at speeds and stop on faces drawn from `Vint_runcount`; when all three stand, the reward is
//! chosen (`SlotMachine_ChooseReward`) and the routine goes idle ($18), which lets the cage pay out and let go.
//!
//! Only the reels' positions are modelled (what decides when they stop), not their art (`SlotMachine_DrawSlot`'s DMA).
//! The game first runs the machine (`SlotMachine_Routine1`, the reels' starting faces from the counter) in the
//! level load's `DeformBgLayer`, some frames before the title card's; the engine, which does not count the load's
//! frames, in the title card's (the counter as on the frame before control). On `s2/cnz` the reels then stop on
//! the frame the recording lets the player go, but the starting faces are not known to be the game's.

use crate::objects::runtime::game::GameState;
use crate::objects::s2::lost_rings::vint_runcount;

/// `SlotMachine_Routine` values (`SlotMachine_JmpTable`).
pub const INIT: u8 = 0;
pub const ROLL_ONCE: u8 = 4;
pub const START: u8 = 8;
pub const ROLL_TWICE: u8 = 0xC;
pub const SPIN: u8 = 0x10;
/// The null routine: idle, the reward chosen.
pub const IDLE: u8 = 0x18;

/// A reel's routine (`SlotMachine_Routine5_JmpTable`): spinning, slowing to its face, settling back, stopped.
const REEL_SPIN: u8 = 0;
const REEL_SLOW: u8 = 4;
const REEL_SETTLE: u8 = 8;
const REEL_STOPPED: u8 = 0xC;

/// `SlotRingRewards`: rings for three of a face (index 2, the Eggman face: −1, spikes).
const RING_REWARDS: [i16; 6] = [30, 25, -1, 150, 10, 20];
/// `SlotTargetValues`: (chance, slot 1's face, slots 2 and 3's faces), until $FF.
const TARGETS: [[u8; 3]; 7] =
    [[8, 3, 0x33], [0x12, 0, 0], [0x12, 1, 0x11], [0x24, 2, 0x22], [0x1E, 4, 0x44], [0x1E, 5, 0x55], [0xFF, 0xF, 0xFF]];
/// `SlotSequence1`, `SlotSequence2`, `SlotSequence3`: each reel's faces in order.
const SEQUENCES: [[u8; 8]; 3] = [[3, 0, 1, 4, 2, 5, 4, 1], [3, 0, 1, 4, 2, 5, 0, 2], [3, 0, 1, 4, 2, 5, 4, 1]];
/// The face that doubles or quadruples a pair, and the bar (2 rings each).
const JACKPOT: u8 = 3;
const BAR: u8 = 5;

/// A reel (`slots_data`): its position word (face index in the high byte, pixel offset in the low), speed
/// (signed, subtracted from the position each time it is drawn) and routine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reel {
    pub position: u16,
    pub speed: i8,
    pub routine: u8,
}

/// `SlotMachineVariables` and `SlotMachineInUse`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SlotMachine {
    /// `slot_rout` (`SlotMachine_Routine`).
    pub routine: u8,
    /// `slot_timer`: draws of the third reel left.
    pub timer: i8,
    /// `slot_index`: the reel drawn next (0, 4, 8).
    pub index: u8,
    /// `slots_targ`: the faces aimed at (slot 1 in bits 8–10, slot 2 in 4–6, slot 3 in 0–2), then the reward
    /// (`SlotMachine_Reward`: rings, negative for spikes).
    pub target: u16,
    pub reels: [Reel; 3],
    /// `SlotMachineInUse`: a cage holds a player for the machine; the others catch nobody.
    pub in_use: bool,
}

impl SlotMachine {
    /// `SlotMachine_Reward`.
    pub fn reward(&self) -> i16 {
        self.target as i16
    }
}

/// `SlotMachine`: one frame of the machine.
pub fn run(game: &mut GameState) {
    let vint = vint_runcount(game);
    let m = &mut game.events.slot_machine;
    match m.routine {
        INIT => init(m, vint),
        ROLL_ONCE => {
            draw(m);
            if m.timer == 0 {
                m.routine = IDLE;
                stop_reels(m);
            }
        }
        START => start(m, vint),
        ROLL_TWICE => {
            draw(m);
            if m.timer == 0 {
                // `SlotMachine_Routine4`: faster, for $C–$1B more rounds.
                for r in &mut m.reels {
                    r.speed = r.speed.wrapping_add(0x30);
                }
                m.timer = ((vint as u8 & 0xF) + 0xC) as i8;
                m.routine = SPIN;
            }
        }
        SPIN => spin(m),
        _ => {}
    }
}

/// `SlotMachine_Routine1`: the reels at faces from the counter, each drawn once.
fn init(m: &mut SlotMachine, vint: u16) {
    let mut seed = vint as u8;
    *m = SlotMachine { in_use: m.in_use, ..SlotMachine::default() };
    for r in &mut m.reels {
        *r = Reel { position: u16::from(seed) << 8 | 8, speed: 8, routine: 0 };
        seed = seed.rotate_right(3);
    }
    m.timer = 1;
    m.routine = ROLL_ONCE;
}

/// `clr.w slotN_speed`: speed and routine.
fn stop_reels(m: &mut SlotMachine) {
    for r in &mut m.reels {
        r.speed = 0;
        r.routine = 0;
    }
}

/// `SlotMachine_Routine3`: speeds $2C–$33 from the counter, two rounds, and the faces to stop on.
fn start(m: &mut SlotMachine, vint: u16) {
    let [hi, lo] = vint.to_be_bytes();
    let speed = |b: u8| ((b & 7).wrapping_sub(4).wrapping_add(0x30)) as i8;
    m.reels[0].speed = speed(lo);
    m.reels[1].speed = speed(lo.rotate_left(4));
    m.reels[2].speed = speed(hi);
    m.timer = 2;
    m.index = 0;
    for r in &mut m.reels {
        r.routine = REEL_SPIN;
    }
    m.routine = ROLL_TWICE;
    let mut d0 = lo.rotate_right(3);
    for t in &TARGETS {
        let (next, borrow) = d0.overflowing_sub(t[0]);
        d0 = next;
        if !borrow {
            continue;
        }
        if t[0] != 0xFF {
            m.target = u16::from(t[1]) << 8 | u16::from(t[2]);
            return;
        }
        break;
    }
    // No listed outcome: faces from the counter (slot 1's indexed by the whole byte, as the game does: past
    // `SlotSequence1` the bytes read are the next sequences' and then `SlotSequence3`'s following data).
    let slot1 = sequence_byte(usize::from(d0));
    let d0 = d0.rotate_right(3);
    let slot2 = SEQUENCES[1][usize::from(d0 & 7)];
    let d0 = d0.rotate_right(3);
    let slot3 = SEQUENCES[2][usize::from(d0 & 7)];
    m.target = u16::from(slot1) << 8 | u16::from(slot2 << 4 | slot3);
}

/// `(SlotSequence1).l,d0.w`: a byte of the three sequences in a row. Past them (d0 up to 116 here) the game reads
/// the ROM that follows them, not modelled: read as face 0.
fn sequence_byte(i: usize) -> u8 {
    SEQUENCES.as_flattened().get(i).copied().unwrap_or(0)
}

/// `SlotMachine_DrawSlot`: the next reel moves by its speed; after the third, a round is counted.
fn draw(m: &mut SlotMachine) {
    let i = usize::from(m.index / 4);
    if i >= 2 {
        m.index = 0;
        m.timer = m.timer.wrapping_sub(1);
    } else {
        m.index += 4;
    }
    if let Some(r) = m.reels.get_mut(i) {
        r.position = r.position.wrapping_sub(i16::from(r.speed) as u16);
    }
}

/// `SlotMachine_Routine5`: draw a reel, then run the next one's routine, until all three stopped.
fn spin(m: &mut SlotMachine) {
    draw(m);
    if m.reels.iter().all(|r| r.routine == REEL_STOPPED) {
        // `SlotMachine_Routine6`.
        stop_reels(m);
        m.timer = 0;
        choose_reward(m);
        m.routine = IDLE;
        return;
    }
    let i = usize::from(m.index / 4).min(2);
    let reel = m.reels[i];
    let seq = &SEQUENCES[i];
    match reel.routine {
        REEL_SPIN => {
            // `SlotMachine_Routine5_1`: the first after the rounds are over, the others after the one before.
            let go = if i == 0 { m.timer < 0 } else { m.reels[i - 1].routine >= REEL_SETTLE };
            if !go {
                return;
            }
            let face = seq[usize::from((reel.position.wrapping_sub(0xA0) >> 8) & 7)];
            if face == target_face(m) {
                m.reels[i].routine = REEL_SLOW;
                m.reels[i].speed = 0x60;
            }
        }
        REEL_SLOW => {
            // `SlotMachine_Routine5_2`.
            let target = target_face(m);
            let face = seq[usize::from((reel.position.wrapping_add(0xF0) & 0x700) >> 8)];
            if face == target {
                // `loc_2C1AE`: back to the face's start and settle there slowly the other way.
                let p = reel.position.wrapping_add(0x80);
                m.reels[i].position = (p & 0x700).wrapping_sub(0x10);
                change_target(m, seq[usize::from((p >> 8) & 7)]);
                m.reels[i].speed = -8;
                m.reels[i].routine = REEL_SETTLE;
                return;
            }
            let r = &mut m.reels[i];
            if r.speed as u8 > 0x20 {
                r.speed = r.speed.wrapping_sub(0xC);
            }
            if r.speed > 0x18 && r.position as u8 <= 0x80 {
                r.speed = r.speed.wrapping_sub(2);
            }
        }
        // `SlotMachine_Routine5_3`.
        REEL_SETTLE if reel.position as u8 == 0 => {
            m.reels[i].speed = 0;
            m.reels[i].routine = REEL_STOPPED;
        }
        _ => {}
    }
}

/// `SlotMachine_GetTargetForSlot`: the face the reel at `index` aims at (6 and 7 fold back to 4 and 5).
fn target_face(m: &SlotMachine) -> u8 {
    let face = (m.target >> m.index) as u8 & 7;
    if face > 5 { face - 2 } else { face }
}

/// `SlotMachine_ChangeTarget`: the reel at `index` aims at `face`.
fn change_target(m: &mut SlotMachine, face: u8) {
    let shift = u32::from(m.index);
    let kept = 0xFFF0u16.rotate_left(shift);
    m.target = ((m.target & kept) | (u16::from(face & 0xF) << shift)) & 0x777;
}

/// `SlotMachine_ChooseReward`: three of a face, a pair with the jackpot face (doubled, or quadrupled when the
/// jackpot is the pair), else 2 rings a bar.
fn choose_reward(m: &mut SlotMachine) {
    let [slot1, slot23] = m.target.to_be_bytes();
    let (slot2, slot3) = (slot23 >> 4, slot23 & 0xF);
    let reward = |face: u8| RING_REWARDS.get(usize::from(face)).copied().unwrap_or(0);
    let value = match (slot2 == slot1, slot3 == slot1) {
        (true, true) => Some(reward(slot2)),
        (false, true) if slot3 == JACKPOT => Some(reward(slot2).wrapping_mul(4)),
        (false, true) if slot2 == JACKPOT => Some(reward(slot3).wrapping_mul(2)),
        (true, false) if slot2 == JACKPOT => Some(reward(slot3).wrapping_mul(4)),
        (true, false) if slot3 == JACKPOT => Some(reward(slot2).wrapping_mul(2)),
        _ if slot2 == slot3 && slot1 == JACKPOT => Some(reward(slot2).wrapping_mul(2)),
        _ if slot2 == slot3 && slot2 == JACKPOT => Some(reward(slot1 & 0xF).wrapping_mul(4)),
        _ => None,
    };
    let value = value.unwrap_or_else(|| 2 * [slot1, slot2, slot3].iter().filter(|&&f| f == BAR).count() as i16);
    m.target = value as u16;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_with_the_jackpot_face_doubles_three_of_a_face_pays_its_rings_bars_pay_two_each() {
        let mut m = SlotMachine { target: 0x0131, ..Default::default() };
        choose_reward(&mut m);
        assert_eq!(m.reward(), 25 * 2, "slots 1 and 3 the same, slot 2 the jackpot");
        let mut m = SlotMachine { target: 0x0101, ..Default::default() };
        choose_reward(&mut m);
        assert_eq!(m.reward(), 0, "a pair without the jackpot face pays nothing");
        let mut m = SlotMachine { target: 0x0444, ..Default::default() };
        choose_reward(&mut m);
        assert_eq!(m.reward(), 10);
        let mut m = SlotMachine { target: 0x0550, ..Default::default() };
        choose_reward(&mut m);
        assert_eq!(m.reward(), 4, "two bars");
        let mut m = SlotMachine { target: 0x0012, ..Default::default() };
        choose_reward(&mut m);
        assert_eq!(m.reward(), 0);
    }

    #[test]
    fn the_reels_stop_in_order_on_their_targets_and_the_machine_goes_idle() {
        let mut game = GameState::default();
        run(&mut game);
        for _ in 0..4 {
            run(&mut game);
        }
        assert_eq!(game.events.slot_machine.routine, IDLE);
        game.events.slot_machine.routine = START;
        let mut frames = 0;
        while game.events.slot_machine.routine != IDLE && frames < 2000 {
            run(&mut game);
            game.frame_counter += 1;
            frames += 1;
        }
        assert_eq!(game.events.slot_machine.routine, IDLE);
        assert!(game.events.slot_machine.reels.iter().all(|r| r.position & 0xFF == 0));
    }
}
