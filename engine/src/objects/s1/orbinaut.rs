//! Orbinaut, the badnik ringed by four spiked orbs (Labyrinth, Star Light, Scrap Brain; s1disasm
//! `_incObj/60 Orbinaut.asm`: `Orb_Main`, `Orb_ChkSonic`, `Orb_Display`, `Orb_ChkDel`, `Orb_MoveOrb`,
//! `Orb_ChkDel2`; `_anim/Orbinaut.asm`).
//!
//! Loaded, it puts its four orbs in the next free slots after it (angles 0, $40, $80, $C0; each hurts,
//! `obColType` $98) and counts them; its own hitbox is an enemy's of size $B. Its X Speed is −$40 (+$40 when
//! its status bit 0 is set) and its orbs turn 1 angle step a frame (−1 then). Subtype 0 stands still
//! (`Orb_ChkSonic`): the player within $A0 px across and $50 px up or down angers it (animation 1: frame 1 for
//! 16 frames, then frame 2 held). Subtype 2 moves (`Orb_Display`). Each orb circles 16 px from it (`CalcSine`'s
//! cosine and sine, `asr #4`); while the Orbinaut shows frame 2, the orb reaching angle $40 (right under it)
//! is fired at ∓$200 across (the Orbinaut's facing), moves until off screen, and the count drops — the last
//! one sends the Orbinaut to its next routine (standing: moving; moving: `Orb_MoveOrb` on itself, which
//! deletes it: its parent pointer is 0 and the byte there is not the Orbinaut's id). Out of range it clears
//! its respawn entry and deletes its orbs still circling (`DeleteChild`) and itself; an orb whose Orbinaut is
//! gone (destroyed: an explosion in its slot) deletes itself.

use super::Sonic1;
use crate::math::{cos, sin};
use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// `obColType` of the Orbinaut (an enemy of size $B) and of its orbs (hurt, size $18).
pub const COLLISION: u8 = 0xB;
pub const ORB_COLLISION: u8 = 0x98;
/// `obActWid` of the Orbinaut and of an orb.
pub const WIDTH_PIXELS: u8 = 0xC;
pub const ORB_WIDTH_PIXELS: u8 = 8;
/// Its speed, a fired orb's.
pub const SPEED: i16 = -0x40;
pub const ORB_SPEED: i16 = -0x200;
/// `Orb_ChkSonic`'s reach.
pub const SEE_ACROSS: u16 = 0xA0;
pub const SEE_UPDOWN: u16 = 0x50;

/// Routines (`Orb_Index`).
const WATCH: u8 = 2;
const MOVE: u8 = 4;
const ORB: u8 = 6;
const FIRED: u8 = 8;
/// The frame an angry Orbinaut fires at (`cmpi.b #2,obFrame(a1)`), the angle an orb is fired from.
const FIRING_FRAME: u8 = 2;
const FIRING_ANGLE: u8 = 0x40;
/// `Ani_Orb`: still; angry (frame 1, then 2 held: `afBack 1`).
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[0xF, 1, 2, 0xFE, 1]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Orbinaut {
    /// `objoff_37`: orbs still circling; `objoff_38`–`objoff_3B`: their slots.
    pub count: u8,
    pub orbs: [u16; 4],
    /// `objoff_36`: the orbs' turn a frame (±1).
    pub turn: i8,
    /// An orb's `orb_parent` (the Orbinaut's slot) and `obAngle`.
    pub parent: Option<usize>,
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, s, cx),
        WATCH => {
            watch(c, cx);
            animate_sprite(c, &SCRIPTS);
            check_delete(c, s, cx);
        }
        MOVE => {
            c.object_move();
            check_delete(c, s, cx);
        }
        ORB => orb(c, s, cx),
        FIRED if s.parent.is_some() => {
            c.object_move();
            if c.on_screen {
                c.display();
            } else {
                c.delete();
            }
        }
        // The Orbinaut itself sent to `Orb_MoveOrb` once its last orb was fired: deleted.
        _ => c.delete(),
    }
}

/// `Orb_Main`.
fn init(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    c.collision_flags = COLLISION;
    c.width_pixels = WIDTH_PIXELS;
    let me = cx.current();
    let right = c.status & 1 != 0;
    s.turn = if right { -1 } else { 1 };
    for k in 0..4u8 {
        let mut orb = Common::new(id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
        // A new slot's position is 0 until the orb's first run places it; `Common::new` takes the Orbinaut's
        // (nothing reads it before).
        orb.routine = ORB;
        orb.width_pixels = ORB_WIDTH_PIXELS;
        orb.mapping_frame = 3;
        orb.collision_flags = ORB_COLLISION;
        let state = Orbinaut { parent: Some(me), angle: k.wrapping_mul(0x40), ..Default::default() };
        let Some(slot) = cx.spawn_after(Obj { common: orb, state: State::Sonic1(Sonic1::Orbinaut(state)) }) else {
            break;
        };
        s.orbs[usize::from(s.count)] = slot as u16;
        s.count += 1;
    }
    c.routine = c.subtype.wrapping_add(2);
    c.x_vel = if right { -SPEED } else { SPEED };
}

/// `Orb_ChkSonic`: angered by the player near.
fn watch(c: &mut Common, cx: &ObjCtx) {
    let dist = |p: i32, o: i32| {
        let d = (p as u16).wrapping_sub(o as u16);
        if (p as u16) < (o as u16) { d.wrapping_neg() } else { d }
    };
    let p = &*cx.world.player;
    if dist(p.pixel_x(), c.pixel_x()) < SEE_ACROSS && dist(p.pixel_y(), c.pixel_y()) < SEE_UPDOWN {
        c.anim = 1;
    }
}

/// `Orb_ChkDel`: out of range, its respawn entry cleared, its circling orbs and itself deleted.
fn check_delete(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    if !cx.out_of_range(c.pixel_x()) {
        c.display();
        return;
    }
    if let Some(i) = c.respawn {
        cx.world.env.respawn.forget(i);
    }
    for &slot in &s.orbs[..usize::from(s.count.min(4))] {
        if let Some(o) = cx.slots.get_mut(usize::from(slot)) {
            o.common.delete();
        }
    }
    c.delete();
}

/// `Orb_MoveOrb`: circles its Orbinaut, or is fired from under an angry one.
fn orb(c: &mut Common, s: &mut Orbinaut, cx: &mut ObjCtx) {
    let Some(p) = s.parent else {
        c.delete();
        return;
    };
    let Some(Obj { common: pc, state: State::Sonic1(Sonic1::Orbinaut(ps)) }) = cx.slots.get_mut(p) else {
        c.delete();
        return;
    };
    if ps.parent.is_some() {
        // Another orb in the slot: the Orbinaut is gone.
        c.delete();
        return;
    }
    if pc.mapping_frame == FIRING_FRAME && s.angle == FIRING_ANGLE {
        c.routine = FIRED;
        ps.count = ps.count.wrapping_sub(1);
        if ps.count == 0 {
            pc.routine = pc.routine.wrapping_add(2);
        }
        c.x_vel = if pc.status & 1 != 0 { -ORB_SPEED } else { ORB_SPEED };
        c.display();
        return;
    }
    let x = (cos(s.angle) >> 4).wrapping_add(pc.pixel_x() as i16);
    let y = (sin(s.angle) >> 4).wrapping_add(pc.pixel_y() as i16);
    c.x = (i32::from(x as u16) << 8) | (c.x & 0xFF);
    c.y = (i32::from(y as u16) << 8) | (c.y & 0xFF);
    s.angle = s.angle.wrapping_add(ps.turn as u8);
    c.display();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #$B,obColType(a0)`, `move.b #$98,obColType(a1)`, `move.w #-$40,obVelX(a0)`,
        // `move.w #-$200,obVelX(a0)`, `cmpi.w #$A0,d0`, `cmpi.w #$50,d0`.
        assert_eq!((COLLISION, ORB_COLLISION, SPEED, ORB_SPEED), (0xB, 0x98, -0x40, -0x200));
        assert_eq!((SEE_ACROSS, SEE_UPDOWN), (0xA0, 0x50));
    }

    #[test]
    fn orbs_circle_16_px_out() {
        // `CalcSine` of $40: sine $100, cosine 0 → 16 px below; of $80: 16 px to the left.
        assert_eq!((cos(0x40) >> 4, sin(0x40) >> 4), (0, 16));
        assert_eq!((cos(0x80) >> 4, sin(0x80) >> 4), (-16, 0));
    }

    #[test]
    fn anger_shows_frame_2_after_16_frames() {
        let mut c = Common::new(id::SONIC1, 0, 0, 0, false, false);
        c.anim = 1;
        let mut frames = Vec::new();
        for _ in 0..40 {
            animate_sprite(&mut c, &SCRIPTS);
            frames.push(c.mapping_frame);
        }
        assert_eq!(frames[0], 1);
        assert_eq!(frames[15], 1);
        assert_eq!(frames[16], 2);
        assert_eq!(frames[39], 2);
    }
}
