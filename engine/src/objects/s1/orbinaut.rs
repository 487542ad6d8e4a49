//! Orbinaut, the spiked-orb badnik of Labyrinth, Star Light and Scrap Brain (s1disasm `_incObj/60 Orbinaut.asm`:
//! `Orb_Main`, `Orb_ChkSonic`, `Orb_Display`, `Orb_ChkDel`, `Orb_MoveOrb`, `Orb_ChkDel2`; `_anim/Orbinaut.asm`).
//!
//! It puts four spiked orbs in the next free slots after its own (`FindNextFreeObj`), a quarter turn apart,
//! circling it 16 px out (`CalcSine` / 16) one angle step a frame — backwards when it is placed x-flipped.
//! Subtype 0 stays put and turns angry once Sonic is within $A0 px across and $50 up or down (`Ani_Orb`:
//! frame 1, then 2, held); subtype 2 drifts at $40 subpixels a frame (left, right x-flipped). An angry
//! Orbinaut fires each orb as it passes straight below it (angle $40) at $200 across (the way it faces);
//! the last one fired, it starts to drift. Fired orbs fly on and are deleted off screen; orbs whose Orbinaut
//! is gone delete themselves. Touch: the Orbinaut an enemy of size $B, the orbs harmful ($98). Out of range
//! it deletes its orbs (the first as many as it has left) and itself, and may load again.

use super::Sonic1;
use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// `obColType`: the Orbinaut (an enemy of size $B) and its orbs (harmful, size $18).
pub const COLLISION: u8 = 0xB;
pub const ORB_COLLISION: u8 = 0x98;
/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0xC;
pub const ORB_WIDTH_PIXELS: u8 = 8;
/// The drift and a fired orb's speed.
pub const DRIFT: i16 = 0x40;
pub const FIRE: i16 = 0x200;
/// `Orb_ChkSonic`: Sonic within $A0 across and $50 up or down.
pub const SEE_ACROSS: u16 = 0xA0;
pub const SEE_UPDOWN: u16 = 0x50;
/// `Ani_Orb`: still; angry (frame 1, then 2 held: `afBack` 1).
const ANI_ORB: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[0xF, 1, 2, 0xFE, 1]];

/// Routines (`Orb_Index`).
const WATCH: u8 = 2;
const DRIFTING: u8 = 4;
const ORB: u8 = 6;
const FIRED: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Orbinaut {
    /// `objoff_37`: orbs not fired yet; then their slots (`objoff_38` on).
    pub count: u8,
    pub orbs: [u8; 4],
    /// `objoff_36`: the orbs' angle step (1, or −1 x-flipped).
    pub step: i8,
    /// An orb: `orb_parent`, its Orbinaut's slot; its angle (`obAngle`).
    pub parent: u8,
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    match c.routine {
        0 => main(c, s, cx),
        WATCH => {
            watch(c, cx);
            animate_sprite(c, &ANI_ORB);
            chk_del(c, s, cx);
        }
        DRIFTING => {
            c.object_move();
            chk_del(c, s, cx);
        }
        ORB => move_orb(c, s, cx),
        FIRED => {
            c.object_move();
            if c.on_screen {
                c.display();
            } else {
                c.delete();
            }
        }
        _ => c.delete(),
    }
}

/// `Orb_Main`: the four orbs, the turn's way, the routine by subtype, the drift's way; not drawn this frame.
fn main(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    c.collision_flags = COLLISION;
    c.width_pixels = WIDTH_PIXELS;
    let me = cx.current() as u8;
    let mut angle = 0u8;
    for _ in 0..4 {
        let mut orb = Common::new(c.id, 0, 0, 0, false, false);
        orb.routine = ORB;
        orb.width_pixels = ORB_WIDTH_PIXELS;
        orb.mapping_frame = 3;
        orb.collision_flags = ORB_COLLISION;
        let state = Orbinaut { parent: me, angle, ..Default::default() };
        let Some(i) = cx.spawn_after(Obj { common: orb, state: State::Sonic1(Sonic1::Orbinaut(state)) }) else {
            break;
        };
        s.orbs[usize::from(s.count)] = i as u8;
        s.count += 1;
        angle = angle.wrapping_add(0x40);
    }
    let flipped = c.status & 1 != 0;
    s.step = if flipped { -1 } else { 1 };
    c.routine = c.subtype.wrapping_add(2);
    c.x_vel = if flipped { DRIFT } else { -DRIFT };
}

/// `Orb_ChkSonic`: angry once Sonic is near.
fn watch(c: &mut Common, cx: &ObjCtx) {
    let p = &*cx.world.player;
    let across = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16) as i16;
    let updown = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16) as i16;
    if across.unsigned_abs() < SEE_ACROSS && updown.unsigned_abs() < SEE_UPDOWN {
        c.anim = 1;
    }
}

/// `Orb_ChkDel`: out of range, its orbs (the first `count` listed) and itself go (it may load again).
fn chk_del(c: &mut Common, s: &Orbinaut, cx: &mut ObjCtx) {
    if !cx.out_of_range(c.pixel_x()) {
        c.display();
        return;
    }
    for &i in s.orbs.iter().take(usize::from(s.count)) {
        if let Some(o) = cx.slots.get_mut(usize::from(i))
            && matches!(o.state, State::Sonic1(Sonic1::Orbinaut(_)))
        {
            o.common.delete();
        }
    }
    cx.mark_gone(c);
}

/// `Orb_MoveOrb`: an orb circles its Orbinaut, or is fired from below an angry one.
fn move_orb(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    let Some(parent) = cx.slots.get_mut(usize::from(s.parent)) else {
        c.delete();
        return;
    };
    let State::Sonic1(Sonic1::Orbinaut(p)) = &mut parent.state else {
        c.delete();
        return;
    };
    let pc = &mut parent.common;
    if pc.mapping_frame == 2 && s.angle == 0x40 {
        c.routine = FIRED;
        p.count = p.count.wrapping_sub(1);
        if p.count == 0 {
            pc.routine = pc.routine.wrapping_add(2);
        }
        c.x_vel = if pc.status & 1 != 0 { FIRE } else { -FIRE };
        c.display();
        return;
    }
    let x = (cos(s.angle) >> 4).wrapping_add(pc.pixel_x() as i16);
    let y = (sin(s.angle) >> 4).wrapping_add(pc.pixel_y() as i16);
    c.x = (i32::from(x) << 8) | (c.x & 0xFF);
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
    s.angle = s.angle.wrapping_add(p.step as u8);
    c.display();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The orbs circle 16 px out: `CalcSine` ($100 at a quarter turn) shifted right 4.
    #[test]
    fn orbs_circle_16_px_out() {
        assert_eq!((cos(0) >> 4, sin(0) >> 4), (16, 0));
        assert_eq!((cos(0x40) >> 4, sin(0x40) >> 4), (0, 16));
        assert_eq!((cos(0x80) >> 4, sin(0xC0) >> 4), (-16, -16));
    }
}
