//! Green Hill's spiked log helix (s1disasm `_incObj/17 Spiked Pole Helix.asm`: `Hel_Main`, `Hel_Build`,
//! `Hel_Action`, `Hel_RotateSpikes`, `Hel_ChkDel`, `Hel_DelAll`, `Hel_Display`; `SynchroAnimate`'s `Sync1`; SPG
//! "Hitboxes": hurt objects like the spikes on the log).
//!
//! One object per spike, 16 px apart: the subtype is the number of spikes, centred (roughly) on the placed
//! object, which is the spike at its own x; the others are new objects in the first free slots, from the
//! leftmost. Each spike's start frame is its place counted from the left (mod 8). Every frame each shows
//! frame (`v_ani0_frame` + its start frame) mod 8 — `v_ani0_frame` steps down one every 12 frames
//! ([`crate::objects::runtime::game::Synchro`]), so the twist travels right — and only frame 0, the spike pointing
//! straight up, hurts: touch $84 (a hurt object, `Touch_Sizes` entry 4: 4 px across, $10 up and down), else
//! none. Out of range the centre spike deletes the others and itself.

use super::Sonic1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// The spikes the game can list (`objoff_29`–`objoff_3D`: 21 bytes before the start frame at `objoff_3E`).
pub const MAX_SPIKES: usize = 21;
/// `obColType` of the upright spike (frame 0).
pub const COLLISION: u8 = 0x84;
/// `obActWid` of every spike.
pub const WIDTH_PIXELS: u8 = 8;
/// Routines (`Hel_Index`): the centre spike 2, the others 8 (`Hel_Display`).
pub const CENTRE: u8 = 2;
pub const SPIKE: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Helix {
    /// `hel_frame`: the spike's start frame.
    pub start_frame: u8,
    /// The centre spike's `obSubtype` after `Hel_Main`: the spikes made, itself included.
    pub count: u8,
    /// The other spikes' slots, from the left (`objoff_29` on).
    pub children: [u8; MAX_SPIKES - 1],
}

pub fn run(c: &mut Common, s: &mut Helix, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            init(c, s, cx);
            centre(c, s, cx);
        }
        CENTRE => centre(c, s, cx),
        SPIKE => {
            rotate(c, s, cx);
            c.display();
        }
        _ => c.delete(),
    }
}

/// `Hel_Main`: the spikes left of the centre one and after it, 16 px apart, from the leftmost (x − subtype / 2
/// × 16), numbered 0, 1, … (mod 8) in that order, the centre one included.
fn init(c: &mut Common, s: &mut Helix, cx: &mut ObjCtx) {
    c.routine = CENTRE;
    c.width_pixels = WIDTH_PIXELS;
    let n = usize::from(c.subtype).min(MAX_SPIKES);
    c.subtype = 0;
    let x = c.pixel_x() as i16;
    let mut d3 = x.wrapping_sub((n as i16 >> 1) << 4);
    let mut frame = 0u8;
    for listed in 0..n.saturating_sub(1) {
        let mut spike = Common::new(c.id, 0, i32::from(d3), c.pixel_y(), false, false);
        spike.routine = SPIKE;
        spike.width_pixels = WIDTH_PIXELS;
        let state = Helix { start_frame: frame, ..Default::default() };
        let Some(i) = cx.spawn(Obj { common: spike, state: State::Sonic1(Sonic1::Helix(state)) }) else {
            break;
        };
        if let Some(slot) = s.children.get_mut(listed) {
            *slot = i as u8;
        }
        s.count += 1;
        frame = (frame + 1) & 7;
        d3 = d3.wrapping_add(0x10);
        if d3 == x {
            s.start_frame = frame;
            frame = (frame + 1) & 7;
            d3 = d3.wrapping_add(0x10);
            s.count += 1;
        }
    }
}

/// `Hel_Action`: the centre spike turns, is drawn, and out of range deletes the spikes it listed (all but the
/// last entry of `count` − 1, which is every other spike) and itself.
fn centre(c: &mut Common, s: &mut Helix, cx: &mut ObjCtx) {
    rotate(c, s, cx);
    c.display();
    if !cx.out_of_range(c.pixel_x()) {
        return;
    }
    let others = usize::from(s.count).saturating_sub(1);
    for &i in s.children.iter().take(others) {
        if let Some(o) = cx.slots.get_mut(usize::from(i)) {
            o.common.delete();
        }
    }
    c.delete();
}

/// `Hel_RotateSpikes`: frame (`v_ani0_frame` + start frame) mod 8; harmful only on frame 0.
fn rotate(c: &mut Common, s: &Helix, cx: &ObjCtx) {
    let frame = cx.world.game.synchro.frame.wrapping_add(s.start_frame) & 7;
    c.mapping_frame = frame;
    c.collision_flags = if frame == 0 { COLLISION } else { 0 };
}
