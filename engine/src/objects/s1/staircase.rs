//! Star Light's staircase blocks (s1disasm `_incObj/5B Staircase.asm`: `Stair_Main`, `Stair_Move`,
//! `Stair_Solid`, `Stair_Type00`–`Stair_Type02`).
//!
//! The placed block makes itself the first of four 32 px blocks in a row ($20 px apart, rightwards) and the
//! other three in the next free slots after it (routine 4: they only stand solid). Each block stands at its
//! start y plus one of four offset bytes the first block (the parent) keeps: the block `i` from the left reads
//! byte `i` (byte `3 − i` when the parent is x-flipped). The parent's subtype (bits 0–2) moves them:
//! type 0 waits for the player to stand on any block, then after 30 frames becomes type 1; type 1 (and 3)
//! counts byte 0 up to $80, one a frame, bytes 1–3 following at 3/4, 1/2 and 1/4 of it (the blocks sink
//! into a staircase); type 2 waits for a block to be hit from below or landed on (`SolidObject` returning
//! d4 < 0 while the player does not stand on it), then shakes (bytes 0/1 alternating every 4 frames) for
//! 60 frames and becomes type 3. Each block is solid (`SolidObject`: half width $10 + $B, half heights $10
//! and $11) and deleted when its parent's place is out of range (`out_of_range.w DeleteObject,stair_origX`).
//! A landing on a block by a player who stood on another object writes the flag into that object instead
//! (`Solid_ResetFloor` overwrites `a2`), so walking onto the staircase from another object counts the next
//! frame.

use super::Sonic1;
use crate::objects::id;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, Obj, STANDING, State};
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object_s1};

/// `obActWid`; the blocks' spacing.
pub const WIDTH_PIXELS: u8 = 0x10;
pub const SPACING: i32 = 0x20;
/// `SolidObject`'s half heights (d2, d3) and the width it adds to `obActWid`.
pub const HALF_HEIGHT_AIR: i16 = 0x10;
pub const HALF_HEIGHT_GROUND: i16 = 0x11;
pub const EXTRA_WIDTH: i16 = 0xB;
/// Type 0's wait after the player stood on it, type 2's shaking.
pub const STAND_WAIT: u16 = 0x1E;
pub const SHAKE_TIME: u16 = 0x3C;
/// Type 1's full sink.
pub const SINK: u8 = 0x80;

/// Routines (`Stair_Index`).
const MOVE: u8 = 2;
const SOLID: u8 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Staircase {
    /// `stair_origX`, `stair_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
    /// `objoff_37`: which of the parent's offset bytes this block reads (0–3).
    pub index: u8,
    /// `stair_parent`: the parent's slot (`None`: this is the parent).
    pub parent: Option<usize>,
    /// The parent's `objoff_34` (timer), `objoff_36` (set to d4 < 0 by a block's contact, 1 while the player
    /// stands on one) and `objoff_38`–`objoff_3B` (the offsets).
    pub timer: u16,
    pub touched: u8,
    pub offsets: [u8; 4],
}

pub fn run(c: &mut Common, s: &mut Staircase, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    if c.routine == MOVE {
        match c.subtype & 7 {
            0 => type0(c, s),
            2 => type2(c, s),
            1 | 3 => sink(s),
            _ => {}
        }
    }
    solid(c, s, cx);
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
        if settled(c, s, cx) {
            // Unloaded by the first block's x: the wake box is centred there and reaches past the last block.
            let reach_x = 3 * SPACING as u16 + u16::from(WIDTH_PIXELS) + EXTRA_WIDTH as u16;
            cx.nap_at(c, i32::from(s.orig_x), reach_x, HALF_HEIGHT_GROUND as u16);
        }
    }
}

/// Whether the staircase stands still until the player touches it: its parent (the first block) waiting
/// untouched (type 0 or 2, no timer running) or sunk all the way (type 1 or 3 at [`SINK`]), so no block's
/// offset changes. A napping block then changes nothing while the player is away: only a contact starts the
/// parent's timer, and in waiting every block stands within a pixel of the others' height, so a player who
/// touches one is inside every block's wake box (each reaches over the whole row).
fn settled(c: &Common, s: &Staircase, cx: &ObjCtx) -> bool {
    let (subtype, parent) = match s.parent {
        None => (c.subtype, s),
        Some(p) => match cx.slots.get(p) {
            Some(Obj { common, state: State::Sonic1(Sonic1::Staircase(parent)) }) => (common.subtype, parent),
            _ => return false,
        },
    };
    match subtype & 7 {
        0 => parent.timer == 0 && parent.touched != 1,
        2 => parent.timer == 0 && parent.touched & 0x80 == 0,
        1 | 3 => parent.offsets[0] == SINK,
        _ => true,
    }
}

/// `Stair_Main`: this block and three more to its right.
fn init(c: &mut Common, s: &mut Staircase, cx: &mut ObjCtx) {
    c.routine = MOVE;
    c.width_pixels = WIDTH_PIXELS;
    let flipped = c.status & 1 != 0;
    let (x, y) = (c.pixel_x(), c.pixel_y());
    s.orig_x = x as u16;
    s.orig_y = y as u16;
    s.index = if flipped { 3 } else { 0 };
    let me = cx.current();
    for k in 1..4 {
        let mut block = Common::new(id::SONIC1, c.subtype, x + SPACING * k, y, false, false);
        block.status = 0;
        block.routine = SOLID;
        block.width_pixels = WIDTH_PIXELS;
        let index = if flipped { 3 - k as u8 } else { k as u8 };
        let state = Staircase { orig_x: x as u16, orig_y: y as u16, index, parent: Some(me), ..Default::default() };
        if cx.spawn_after(Obj { common: block, state: State::Sonic1(Sonic1::Staircase(state)) }).is_none() {
            break;
        }
    }
}

/// `Stair_Type00`: 30 frames after the player stood on a block, type 1.
fn type0(c: &mut Common, s: &mut Staircase) {
    if s.timer == 0 {
        if s.touched == 1 {
            s.timer = STAND_WAIT;
        }
        return;
    }
    s.timer -= 1;
    if s.timer == 0 {
        c.subtype = c.subtype.wrapping_add(1);
    }
}

/// `Stair_Type02`: after a contact (`objoff_36` negative), 60 frames of shaking, then type 3.
fn type2(c: &mut Common, s: &mut Staircase) {
    if s.timer == 0 {
        if s.touched & 0x80 != 0 {
            s.timer = SHAKE_TIME;
        }
        return;
    }
    s.timer -= 1;
    if s.timer == 0 {
        c.subtype = c.subtype.wrapping_add(1);
        return;
    }
    let d0 = ((s.timer as u8) >> 2) & 1;
    s.offsets = [d0, d0 ^ 1, d0, d0 ^ 1];
}

/// `Stair_Type01`: byte 0 counts up to $80; bytes 1–3 are 3/4, 1/2 and 1/4 of it.
fn sink(s: &mut Staircase) {
    if s.offsets[0] == SINK {
        return;
    }
    s.offsets[0] += 1;
    let b = u32::from(s.offsets[0]);
    let d2 = (b << 16) >> 1;
    let d1 = d2 >> 1;
    let d3 = d1 + d2;
    s.offsets[1] = (d3 >> 16) as u8;
    s.offsets[2] = (d2 >> 16) as u8;
    s.offsets[3] = (d1 >> 16) as u8;
}

/// `Stair_Solid`: the block at its start y plus its offset byte; solid; a contact noted in the parent.
fn solid(c: &mut Common, s: &mut Staircase, cx: &mut ObjCtx) {
    let index = usize::from(s.index & 3);
    let offset = match s.parent {
        None => s.offsets[index],
        Some(p) => match cx.slots.get(p) {
            Some(Obj { state: State::Sonic1(Sonic1::Staircase(parent)), .. }) => parent.offsets[index],
            // The parent's slot freed (and cleared) before this block's deletion.
            _ => 0,
        },
    };
    c.y = i32::from(s.orig_y.wrapping_add(u16::from(offset))) << 8;
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + EXTRA_WIDTH,
        half_height_air: HALF_HEIGHT_AIR,
        half_height_ground: HALF_HEIGHT_GROUND,
        old_x: c.pixel_x() as i16,
    };
    let p = &*cx.world.player;
    let (was_on_object, was_on) = (p.on_object, p.interact);
    let contact = solid_object_s1(c, cx.world.player, b);
    let mut touched = None;
    if matches!(contact, Contact::Top | Contact::Bottom) {
        touched = Some(0xFF);
    }
    if c.status & STANDING != 0 {
        touched = Some(1);
    }
    let Some(t) = touched else { return };
    // `Solid_ResetFloor` (a landing) uses a2 for the object the player stood on before, if any: the flag is
    // then written into that object instead of the parent (a player walking from another object onto the
    // staircase starts its countdown a frame late). Only another staircase block's flag is modelled.
    let target = if contact == Contact::Top && was_on_object {
        match usize::from(was_on.wrapping_sub(FIRST_DYNAMIC_SLOT)) {
            i if i == cx.current() => None,
            i => Some(i),
        }
    } else {
        s.parent
    };
    match target {
        None => s.touched = t,
        Some(i) => {
            if let Some(Obj { state: State::Sonic1(Sonic1::Staircase(other)), .. }) = cx.slots.get_mut(i) {
                other.touched = t;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sinking_offsets_follow_byte_0() {
        let mut s = Staircase::default();
        for _ in 0..7 {
            sink(&mut s);
        }
        // b = 7: 3b/4 = 5, b/2 = 3, b/4 = 1 (the `swap`s keep the integer parts).
        assert_eq!(s.offsets, [7, 5, 3, 1]);
        for _ in 0..0x100 {
            sink(&mut s);
        }
        assert_eq!(s.offsets, [0x80, 0x60, 0x40, 0x20]);
    }

    #[test]
    fn type0_waits_30_frames_after_a_stand() {
        let mut c = Common::new(id::SONIC1, 0, 0, 0, false, false);
        let mut s = Staircase { touched: 1, ..Default::default() };
        type0(&mut c, &mut s);
        assert_eq!(s.timer, 0x1E);
        for _ in 0..0x1E {
            type0(&mut c, &mut s);
        }
        assert_eq!(c.subtype, 1);
    }

    #[test]
    fn type2_shakes_then_becomes_type3() {
        let mut c = Common::new(id::SONIC1, 2, 0, 0, false, false);
        let mut s = Staircase { touched: 0xFF, ..Default::default() };
        type2(&mut c, &mut s);
        type2(&mut c, &mut s);
        // Timer $3B: bit 2 of $3B is 0.
        assert_eq!(s.offsets, [0, 1, 0, 1]);
        for _ in 0..0x3B {
            type2(&mut c, &mut s);
        }
        assert_eq!(c.subtype, 3);
    }
}
