//! Caterkiller, Marble's and Scrap Brain's caterpillar (s1disasm `_incObj/78 Caterkiller.asm`, REV01: `Cat_Main`,
//! `Cat_Head` with `.wait` / `loc_16B02`, `Cat_BodySeg1`, `Cat_BodySeg2`, `Cat_ChkGone`, the fragments
//! `loc_16C96` / `loc_16CC0`; `_anim/Caterkiller.asm`).
//!
//! Loaded, the head falls (`ObjectFall`) until `ObjFloorDist` finds it in the floor, then places three body
//! segments $C px apart behind it (in the first free slots after its own, `FindNextFreeObj`), each one
//! following the one before it. The head waits 8 frames, then crawls in 16-frame steps that alternate: one where
//! it stands (X Speed 0) and the segments bunch up (each one's speed its parent's plus −$40), one where it moves
//! at $C0 and they stretch out (plus $40). Each time its pixel x changes it follows the floor (a distance in
//! [−8, $C), else it turns round, the turn written as $80) and records the step in a 16-byte ring; each segment
//! replays its parent's ring from 4 entries further on, so the body climbs where the head climbed, and turns
//! where it turned. Touch: the head is an enemy of size $B; a segment is special $CB (`React_Caterkiller`:
//! touching one hurts and breaks it). A broken segment breaks its parent, and a segment whose parent breaks
//! breaks too: the pieces fly off (X Speed ∓$200/∓$180/±$180/±$200 by routine, Y Speed −$400) bouncing on the
//! floor until off screen. Destroyed (an explosion in the head's slot) or out of range, the head takes its
//! segments with it one frame later (the game's own lingering segment).

use crate::objects::id;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::id::EXPLOSION;

use super::Sonic1;

/// `obColType`: the head an enemy of size $B, the segments special $CB.
pub const HEAD_COLLISION: u8 = 0xB;
pub const BODY_COLLISION: u8 = 0xCB;
/// `obHeight`, `obWidth`, `obActWid`.
pub const Y_RADIUS: u8 = 7;
pub const X_RADIUS: u8 = 8;
pub const WIDTH_PIXELS: u8 = 8;
/// The segments' spacing (`moveq #$C,d5`).
pub const SPACING: i32 = 0xC;
/// `.move`: the head's speed and the segments' inertia in a moving step.
pub const SPEED: i16 = -0xC0;
pub const INERTIA: i16 = 0x40;
/// A step's length (`move.b #$10,objoff_2A`) and the wait between steps (7, counted down past 0).
pub const STEP: u8 = 0x10;
pub const WAIT: u8 = 7;
/// `.loc_16B70`: the floor followed while its distance is in [−8, $C).
pub const FLOOR_ABOVE: i32 = -8;
pub const FLOOR_BELOW: i32 = 0xC;
/// The turn written into the ring.
pub const TURN: u8 = 0x80;
/// `Cat_FragSpeed`, by routine (2 head, 4–8 segments).
pub const FRAG_SPEED: [i16; 4] = [-0x200, -0x180, 0x180, 0x200];
/// The pieces' Y Speed.
pub const FRAG_JUMP: i16 = -0x400;

/// Routines (`Cat_Index`).
const HEAD: u8 = 2;
const BODY_SEG2: u8 = 6;
const DELETE: u8 = 0xA;
const FRAGMENT: u8 = 0xC;

/// `obStatus` bit 7: broken (`React_Caterkiller`, `React_Enemy`).
const BROKEN: u8 = 0x80;

/// `Ani_Cat`: the mouth and body frames by `obAngle & $7F` ($FF: the animation's end).
const ANI: [u8; 128] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4,
    5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0xFF, 7, 7, 0xFF, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1,
    1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0, 0, 0xFF,
];

/// A head's or a segment's own data.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Caterkiller {
    /// `objoff_2A`: the step's frames left (a byte, counted down past 0).
    pub time: u8,
    /// `objoff_2B`: bit 4 which step comes next, bit 7 the animation runs.
    pub flags: u8,
    /// `obInertia`: the segments' share of the speed.
    pub inertia: i16,
    /// `obAngle`: the animation's position.
    pub angle: u8,
    /// The low byte of `cat_parent`: where in the ring the next step goes.
    pub index: u8,
    /// `objoff_2C`–`objoff_3B`: the ring of floor steps (a 17th byte: `cat_parent`'s, which REV01's turn can
    /// clear by writing one past the ring).
    pub ring: [u8; 17],
    /// The slot of the object this segment follows (`cat_parent`); the head's is its own.
    pub parent: u16,
}

impl Caterkiller {
    /// `move.b d1,objoff_2C(a0,d0.w)` with d0 up to $10: the 17th byte is `cat_parent`'s low byte, the index.
    fn write(&mut self, i: u8, v: u8) {
        if i == 0x10 {
            self.index = v;
        } else {
            self.ring[usize::from(i & 0xF)] = v;
        }
    }
}

/// One frame (`Caterkiller`): routine 0 `Cat_Main`, 2 `Cat_Head`, 4/8 `Cat_BodySeg1`, 6 `Cat_BodySeg2`, $A
/// `Cat_Delete`, $C the pieces.
pub fn run(c: &mut Common, s: &mut Caterkiller, cx: &mut ObjCtx) {
    match c.routine {
        0 => main(c, s, cx),
        HEAD => head(c, s, cx),
        4 | BODY_SEG2 | 8 => body(c, s, cx),
        FRAGMENT => fall_apart(c, cx),
        _ => c.delete(),
    }
}

/// `Cat_Main`: falls until in the floor; there, places the segments and starts as the head the same frame.
fn main(c: &mut Common, s: &mut Caterkiller, cx: &mut ObjCtx) {
    c.y_radius = Y_RADIUS;
    c.x_radius = X_RADIUS;
    c.object_move_and_fall();
    let d1 = floor_distance(c, cx);
    if d1 >= 0 {
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    c.y_vel = 0;
    c.routine = HEAD;
    c.width_pixels = WIDTH_PIXELS;
    c.collision_flags = HEAD_COLLISION;
    c.status = (c.status & !3) | u8::from(c.x_flip) | (u8::from(c.y_flip) << 1);
    let step = if c.status & 1 != 0 { -SPACING } else { SPACING };
    let mut x = c.pixel_x();
    let mut parent = cx.current() as u16;
    for k in 0..3u8 {
        x += step;
        let mut seg = Common::new(id::SONIC1, 0, x, c.pixel_y(), c.x_flip, c.y_flip);
        seg.y = c.y;
        seg.status = c.status;
        seg.routine = 4 + 2 * k;
        seg.width_pixels = WIDTH_PIXELS;
        seg.collision_flags = BODY_COLLISION;
        seg.mapping_frame = 8;
        let state = Caterkiller { parent, index: 4 + 4 * k, ..Default::default() };
        match cx.spawn_after(Obj { common: seg, state: State::Sonic1(Sonic1::Caterkiller(state)) }) {
            Some(i) => parent = i as u16,
            // REV01: `bne.w Cat_ChkGone` — no slot left, the head unloads.
            None => return gone(c, cx),
        }
    }
    s.time = WAIT;
    s.index = 0;
    s.parent = cx.current() as u16;
    head(c, s, cx);
}

/// `Cat_Head`: broken, it flies apart; else it crawls, animates and unloads out of range.
fn head(c: &mut Common, s: &mut Caterkiller, cx: &mut ObjCtx) {
    if c.status & BROKEN != 0 {
        return break_up(c, cx);
    }
    if c.routine_secondary == 0 {
        wait(c, s);
    }
    if c.routine_secondary != 0 {
        crawl(c, s, cx);
    }
    if s.flags & 0x80 != 0 {
        let f = ANI[usize::from(s.angle & 0x7F)];
        s.angle = s.angle.wrapping_add(4);
        if f == 0xFF {
            s.flags &= !0x80;
        } else {
            c.mapping_frame = f + (s.flags & 0x10);
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        gone(c, cx);
    } else {
        c.display();
    }
}

/// `Cat_ChkGone`: forgets it was loaded and deletes itself next frame (its segments see routine $A first).
fn gone(c: &mut Common, cx: &mut ObjCtx) {
    if let Some(i) = c.respawn {
        cx.world.env.respawn.forget(i);
    }
    c.routine = DELETE;
}

/// `.wait`: at the end of the wait a step starts, alternately standing (X Speed 0, the segments' inertia
/// −$40) and moving (−$C0, +$40); it crawls from the same frame.
fn wait(c: &mut Common, s: &mut Caterkiller) {
    s.time = s.time.wrapping_sub(1);
    if (s.time as i8) >= 0 {
        return;
    }
    c.routine_secondary = 2;
    s.time = STEP;
    c.x_vel = SPEED;
    s.inertia = INERTIA;
    let was = s.flags & 0x10 != 0;
    s.flags ^= 0x10;
    if !was {
        c.x_vel = 0;
        s.inertia = -INERTIA;
    }
    s.flags |= 0x80;
}

/// `loc_16B02` (REV01): moves; each new pixel x it follows the floor, recording the step, or turns round.
fn crawl(c: &mut Common, s: &mut Caterkiller, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if (s.time as i8) < 0 {
        // `.loc_16B5E`.
        c.routine_secondary = 0;
        s.time = WAIT;
        c.x_vel = 0;
        s.inertia = 0;
        return;
    }
    if c.x_vel == 0 {
        return;
    }
    let old = c.pixel_x();
    c.x = c.x.wrapping_add(i32::from(facing(c, c.x_vel)));
    if c.pixel_x() == old {
        return;
    }
    let d1 = floor_distance(c, cx);
    if !(FLOOR_ABOVE..FLOOR_BELOW).contains(&d1) {
        // `.loc_16B70`.
        s.ring[usize::from(s.index & 0xF)] = TURN;
        turn(c, s, true);
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    let i = s.index;
    s.index = (i + 1) & 0xF;
    s.write(i, d1 as u8);
}

/// The speed the way it faces (`btst #0,obStatus; neg.w d0`).
fn facing(c: &Common, v: i16) -> i16 {
    if c.status & 1 != 0 { v.wrapping_neg() } else { v }
}

/// REV01's turn: the subpixel word negated; facing right with a subpixel left, one pixel back and one ring
/// entry skipped (cleared) — for a segment only while it moves at −$C0 (`step_back`). Then it turns and the
/// index moves on.
fn turn(c: &mut Common, s: &mut Caterkiller, step_back: bool) {
    let sub = c.x & 0xFF;
    c.x = (c.x & !0xFF) | (sub.wrapping_neg() & 0xFF);
    if sub != 0 && c.status & 1 != 0 && step_back {
        c.x = c.x.wrapping_sub(0x100);
        s.index = s.index.wrapping_add(1);
        let i = s.index;
        s.write(i, 0);
    }
    c.status ^= 1;
    c.x_flip = c.status & 1 != 0;
    s.index = s.index.wrapping_add(1) & 0xF;
}

/// `Cat_BodySeg2` (the animated segment) and `Cat_BodySeg1`: a segment follows its parent's step, speed and
/// ring; it breaks when touched or when its parent breaks, and goes when its parent goes.
fn body(c: &mut Common, s: &mut Caterkiller, cx: &mut ObjCtx) {
    let Some(parent) = cx.slots.get(usize::from(s.parent)) else {
        c.routine = DELETE;
        return;
    };
    let (p_id, p_routine, p_2nd, p_vel) =
        (parent.common.id, parent.common.routine, parent.common.routine_secondary, parent.common.x_vel);
    let p = match &parent.state {
        State::Sonic1(Sonic1::Caterkiller(p)) => Some((p.flags, p.inertia, p.ring)),
        _ => None,
    };
    if c.routine == BODY_SEG2
        && let Some((flags, _, _)) = p
    {
        s.flags = flags;
        if flags & 0x80 != 0 {
            let i = usize::from(s.angle & 0x7F);
            s.angle = s.angle.wrapping_add(4);
            if ANI.get(i + 4).is_some_and(|&f| f & 0x80 != 0) {
                s.angle = s.angle.wrapping_add(4);
            }
            c.mapping_frame = ANI[i].wrapping_add(8);
        }
    }
    if c.status & BROKEN != 0 {
        // `loc_16C90`: the parent breaks too.
        if let Some(o) = cx.slots.get_mut(usize::from(s.parent)) {
            o.common.status |= BROKEN;
        }
        return break_up(c, cx);
    }
    if let Some((flags, inertia, ring)) = p {
        s.flags = flags;
        c.routine_secondary = p_2nd;
        if p_2nd != 0 {
            s.inertia = inertia;
            c.x_vel = p_vel.wrapping_add(s.inertia);
            let old = c.pixel_x();
            c.x = c.x.wrapping_add(i32::from(facing(c, c.x_vel)));
            if c.pixel_x() != old {
                let i = s.index;
                let d1 = ring[usize::from(i & 0xF)];
                if d1 == TURN {
                    s.write(i, d1);
                    turn(c, s, c.x_vel == SPEED);
                } else {
                    c.y = c.y.wrapping_add(i32::from(d1 as i8) << 8);
                    s.index = (i + 1) & 0xF;
                    s.write(i, d1);
                }
            }
        }
    }
    // `loc_16C64`.
    if p_routine == FRAGMENT {
        if let Some(o) = cx.slots.get_mut(usize::from(s.parent)) {
            o.common.status |= BROKEN;
        }
        return break_up(c, cx);
    }
    if p_id == EXPLOSION || p_routine == DELETE {
        c.routine = DELETE;
        return;
    }
    c.display();
}

/// `loc_16C96`: flies apart, away by its routine, up at $400, and falls from this frame on.
fn break_up(c: &mut Common, cx: &mut ObjCtx) {
    let v = FRAG_SPEED[usize::from((c.routine / 2).clamp(1, 4) - 1)];
    c.x_vel = facing(c, v);
    c.y_vel = FRAG_JUMP;
    c.routine = FRAGMENT;
    c.mapping_frame &= 0xF8;
    fall_apart(c, cx);
}

/// `loc_16CC0`: a piece falls, bouncing at $400 off the floor, until it is off screen.
fn fall_apart(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move_and_fall();
    if c.y_vel >= 0 {
        let d1 = floor_distance(c, cx);
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = FRAG_JUMP;
        }
    }
    if c.on_screen {
        c.display();
    } else {
        gone(c, cx);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `.move`: the first step stands (X Speed 0, inertia −$40), the next moves at −$C0 with +$40; each
    /// step is $10 frames, the wait 7 (counted past 0).
    #[test]
    fn steps_alternate_standing_and_moving() {
        let mut c = Common::default();
        let mut s = Caterkiller { time: 0, ..Default::default() };
        wait(&mut c, &mut s);
        assert_eq!((c.routine_secondary, s.time, c.x_vel, s.inertia, s.flags), (2, 0x10, 0, -0x40, 0x90));
        c.routine_secondary = 0;
        s.time = 0;
        wait(&mut c, &mut s);
        assert_eq!((c.x_vel, s.inertia, s.flags), (-0xC0, 0x40, 0x80));
    }

    /// REV01's turn negates the subpixel word; facing right with a subpixel, it steps back a pixel and skips
    /// a ring entry.
    #[test]
    fn the_turn_negates_the_subpixel() {
        let mut c = Common { x: 0x42040, status: 0, ..Default::default() };
        let mut s = Caterkiller { index: 3, ..Default::default() };
        turn(&mut c, &mut s, true);
        assert_eq!((c.x, c.status, s.index), (0x420C0, 1, 4));
        let mut s = Caterkiller { index: 0xF, ring: [9; 17], ..Default::default() };
        turn(&mut c, &mut s, true);
        // Facing right (status bit 0) with subpixel $C0: x − 1 px, subpixel $40, index 16 → the 17th byte is
        // the index itself, cleared, then moved on to 1.
        assert_eq!((c.x, c.status, s.index), (0x41F40, 0, 1));
    }

    /// `Cat_FragSpeed`: the head flies back at $200, the last segment forward at $200, mirrored when flipped.
    #[test]
    fn pieces_fly_by_routine() {
        assert_eq!(FRAG_SPEED[usize::from(HEAD / 2 - 1)], -0x200);
        assert_eq!(FRAG_SPEED[3], 0x200);
        assert_eq!(facing(&Common { status: 1, ..Default::default() }, -0x180), 0x180);
    }
}
