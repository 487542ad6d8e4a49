//! Hill Top's Rexon, the lava snake badnik (s2disasm `Obj94`/`Obj96`: `Obj94_Init`, `Obj94_WaitForPlayer`,
//! `Obj94_CheckTurnAround`, `Obj94_CreateHead`, `Obj94_SolidCollision`; its neck and head `Obj97`:
//! `Obj97_Init` … `Obj97_DeathDrop`, `Obj97_CheckHeadIsAlive`, `Obj97_FireProjectile`, `loc_3758A`,
//! `Obj97_Oscillate`; its shot is `Obj98` with subtype $10).
//!
//! The body (solid, no touch) creeps at $20/256 px a frame, turning every $81 frames, until the nearer player
//! is within $60 px left or $A0 right: it stops, faces him and sets up five segments (`AllocateObject`), four
//! neck balls that hurt (`collision_flags` $8B) and the head (`$0B`, killable). They rise, then sway, each
//! one placing the next (`byte_376A8`); the head spits a shot every $80 frames. Once the head's slot holds
//! something else (it was destroyed), each neck ball falls away.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s2::orientation_to_player::orientation_to_player;
use crate::objects::s2::projectile::projectile;

/// Object ids (`ObjID_Rexon`, `ObjID_Rexon2`, `ObjID_RexonHead`).
pub const REXON_ID: u8 = 0x94;
pub const REXON2_ID: u8 = 0x96;
pub const HEAD_ID: u8 = 0x97;
/// `Obj94_Index`.
pub const WAIT_FOR_PLAYER: u8 = 2;
pub const POST_CREATE_HEAD: u8 = 6;
/// `Obj97_Index`.
pub const INITIAL_WAIT: u8 = 2;
pub const RAISE_HEAD: u8 = 4;
pub const NORMAL: u8 = 6;
pub const DEATH_DROP: u8 = 8;
/// The head's touch (an enemy, size $B); the neck's adds the hurt bit.
pub const HEAD_COLLISION: u8 = 0x0B;
pub const NECK_COLLISION: u8 = 0x80 | HEAD_COLLISION;
/// `Obj94_SubObjData2`: the shot's width and touch (hurts, size $18).
pub const SHOT_COLLISION: u8 = 0x98;
/// The segments' index (`objoff_2E`) of the head.
const HEAD_INDEX: u8 = 8;
/// `byte_3744E`: the waits before rising and the rise's length, by index / 2.
const WAITS: [u8; 6] = [0x1E, 0x18, 0x12, 0x0C, 6, 0];
/// `byte_374BE`, the sway's starting phase by index / 2; the head reads the byte after the table, the first of
/// `Obj97_Normal`'s code (`bsr.w` = $61xx).
const PHASES: [u8; 5] = [0x24, 0x20, 0x1C, 0x1A, 0x61];
/// `word_37528`: each segment's X Speed as it falls away.
const DROP_SPEEDS: [i16; 5] = [0x80, -0x100, 0x100, -0x80, 0x80];
/// `byte_376A8`: the next segment's offset (x, y) by the sway's angle in a quarter turn.
const OFFSETS: [(i8, i8); 32] = [
    (0xF, 0),
    (0xF, -1),
    (0xF, -1),
    (0xF, -2),
    (0xF, -3),
    (0xF, -4),
    (0xE, -4),
    (0xE, -5),
    (0xE, -6),
    (0xE, -6),
    (0xD, -7),
    (0xD, -8),
    (0xC, -8),
    (0xC, -9),
    (0xC, -10),
    (0xB, -10),
    (0xB, -11),
    (0xA, -11),
    (0xA, -12),
    (9, -12),
    (8, -12),
    (8, -13),
    (7, -13),
    (6, -14),
    (6, -14),
    (5, -14),
    (4, -14),
    (4, -15),
    (3, -15),
    (2, -15),
    (1, -15),
    (1, -15),
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rexon {
    /// `objoff_2A`: the body's turn countdown; a segment's wait, rise or shot countdown.
    pub timer: u8,
    /// The segments' slots (the body's `objoff_2C` list; `None` where `AllocateObject` found none).
    pub segments: [Option<usize>; 5],
    /// A segment's index (`objoff_2E`: 0, 2, … 8 for the head).
    pub index: u8,
    /// `objoff_30`: the next segment, which this one places; `objoff_32`: the head.
    pub next: Option<usize>,
    pub head: Option<usize>,
    /// `objoff_2B`: the sway's angle; `objoff_38`: its step (±1); `objoff_39`: the frame counter.
    pub angle: u8,
    pub step: u8,
    pub count: u8,
    /// This is the head's shot (`Obj98`).
    pub shot: bool,
}

pub fn run(c: &mut Common, s: &mut Rexon, cx: &mut ObjCtx) {
    if s.shot {
        if projectile(c, 4, SHOT_COLLISION, 0) {
            cx.mark_gone(c);
        }
        return;
    }
    if c.id == HEAD_ID {
        segment(c, s, cx);
        return;
    }
    match c.routine {
        0 => {
            c.routine = WAIT_FOR_PLAYER;
            c.width_pixels = 0x10;
            c.mapping_frame = 2;
            c.x_vel = -0x20;
            s.timer = 0x80;
        }
        WAIT_FOR_PLAYER => {
            let (right, d2) = orientation_to_player(c, cx);
            if d2.wrapping_add(0x60) < 0x100 {
                create_head(c, s, cx, right);
            }
            let old_x = c.pixel_x() as i16;
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                s.timer = 0x80;
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
            }
            c.object_move();
            cx.solid_object(c, SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x11, old_x });
            cx.mark_gone(c);
        }
        4 => {
            let (right, d2) = orientation_to_player(c, cx);
            if d2.wrapping_add(0x60) < 0x100 {
                create_head(c, s, cx, right);
            }
            solid(c, cx);
            cx.mark_gone(c);
        }
        _ => {
            solid(c, cx);
            cx.mark_gone(c);
        }
    }
}

/// `Obj94_SolidCollision`.
fn solid(c: &mut Common, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    cx.solid_object(c, SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 8, old_x });
}

/// `Obj94_CreateHead`: stops, faces the player, and loads the five segments into the first free slots.
fn create_head(c: &mut Common, s: &mut Rexon, cx: &mut ObjCtx, right: bool) {
    c.routine = POST_CREATE_HEAD;
    c.x_flip = right;
    c.x_vel = 0;
    c.y_vel = 0;
    // Each segment's `Obj97_Init` reads the list on its first frame; the list is complete by then
    // (they run after the body, this frame or the next).
    let mut slots = [None; 5];
    for (i, slot) in slots.iter_mut().enumerate() {
        let seg = Common::new(HEAD_ID, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
        let state = Rexon { index: 2 * i as u8, ..Default::default() };
        *slot = cx.spawn(Obj { common: seg, state: State::Rexon(state) });
        if slot.is_none() {
            break;
        }
    }
    s.segments = slots;
    for i in 0..5 {
        let Some(slot) = slots[i] else { break };
        if let Some(State::Rexon(r)) = cx.slots.get_mut(slot).map(|o| &mut o.state) {
            r.next = slots.get(i + 1).copied().flatten();
            r.head = slots[4];
        }
    }
}

/// `Obj97`: one segment of the neck, or the head.
fn segment(c: &mut Common, s: &mut Rexon, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = INITIAL_WAIT;
            c.width_pixels = 8;
            let dx = if c.x_flip { 0x28 } else { -0x18 };
            c.x = c.x.wrapping_add(dx << 8);
            c.y = c.y.wrapping_add(0x10 << 8);
            s.step = 1;
            c.collision_flags = HEAD_COLLISION;
            if s.index != HEAD_INDEX {
                c.mapping_frame = 1;
                c.collision_flags = NECK_COLLISION;
            } else {
                s.next = None;
            }
            let half = s.index / 2;
            s.timer = WAITS[usize::from(half)];
            s.count = half;
        }
        INITIAL_WAIT => {
            check_head_alive(c, s, cx);
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                c.routine = RAISE_HEAD;
                c.x_vel = -0x120;
                c.y_vel = -0x200;
                s.timer = WAITS[usize::from((HEAD_INDEX - s.index) / 2)];
            }
            cx.mark_gone(c);
        }
        RAISE_HEAD => {
            check_head_alive(c, s, cx);
            c.x_vel = c.x_vel.wrapping_add(0x10);
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                c.routine = NORMAL;
                c.x_vel = 0;
                c.y_vel = 0;
                s.timer = 0x20;
                s.angle = PHASES[usize::from(s.index / 2)];
            } else {
                c.object_move();
            }
            cx.mark_gone(c);
        }
        NORMAL => {
            check_head_alive(c, s, cx);
            if s.index == HEAD_INDEX {
                s.timer = s.timer.wrapping_sub(1);
                if (s.timer as i8) < 0 {
                    fire(c, s, cx);
                }
            }
            s.count = s.count.wrapping_add(1);
            if s.count & 3 == 0 {
                sway(s);
                place_next(c, s, cx);
            }
            cx.mark_gone(c);
        }
        _ => {
            let limit = cx.world.env.bounds.bottom as u16;
            if limit < c.pixel_y() as u16 {
                c.delete();
                return;
            }
            c.object_move_and_fall();
            cx.mark_gone(c);
        }
    }
}

/// `Obj97_CheckHeadIsAlive`: once the head's slot holds another object, fall away.
fn check_head_alive(c: &mut Common, s: &Rexon, cx: &ObjCtx) {
    let alive = match s.head {
        Some(h) if h == cx.current() => true,
        Some(h) => cx.slots.get(h).is_some_and(|o| o.common.id == HEAD_ID),
        None => false,
    };
    if !alive {
        c.routine = DEATH_DROP;
        c.x_vel = DROP_SPEEDS[usize::from(s.index / 2)];
    }
}

/// `Obj97_FireProjectile`: a shot ($100/256 px a frame the way the head faces, $80/256 down) from 16 px ahead.
fn fire(c: &Common, s: &mut Rexon, cx: &mut ObjCtx) {
    s.timer = 0x7F;
    let dx = if c.x_flip { 0x10 } else { -0x10 };
    let mut shot = Common::new(super::id::PROJECTILE, 0x10, c.pixel_x() + dx, c.pixel_y() + 4, false, false);
    shot.mapping_frame = 3;
    shot.x_vel = if c.x_flip { 0x100 } else { -0x100 };
    shot.y_vel = 0x80;
    cx.spawn_after(Obj { common: shot, state: State::Rexon(Rexon { shot: true, ..Default::default() }) });
}

/// `loc_3758A`: the angle steps by ±1 and turns back at $18 and $28.
fn sway(s: &mut Rexon) {
    s.angle = s.angle.wrapping_add(s.step);
    let d = s.angle.wrapping_sub(0x18);
    if s.angle <= 0x18 || d >= 0x10 {
        s.step = s.step.wrapping_neg();
    }
}

/// `Obj97_Oscillate`: the next segment goes to this one's x plus the offset, and to this one's y's low byte
/// plus the offset (only the low byte is written).
fn place_next(c: &Common, s: &Rexon, cx: &mut ObjCtx) {
    let Some(next) = s.next else { return };
    let a = s.angle & 0x7F;
    let (d2, d3) = OFFSETS[usize::from(a & 0x1F)];
    let (d2, d3) = (i16::from(d2), i16::from(d3));
    let (d2, d3) = match (a >> 4) & 6 {
        0 => (d2, d3),
        2 => (d3, d2.wrapping_neg()),
        4 => (d2.wrapping_neg(), d3.wrapping_neg()),
        _ => (d3.wrapping_neg(), d2),
    };
    let x = (c.pixel_x() as i16).wrapping_add(d2);
    let y_low = (c.pixel_y() as u8).wrapping_add(d3 as u8);
    if let Some(o) = cx.slots.get_mut(next) {
        let n = &mut o.common;
        n.x = (i32::from(x) << 8) | (n.x & 0xFF);
        n.y = (n.y & !0xFF00) | (i32::from(y_low) << 8);
    }
}

impl crate::objects::runtime::object::ObjKind for Rexon {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (c.id, c.routine) {
            (HEAD_ID, DEATH_DROP) => "falling away",
            (HEAD_ID, NORMAL) => "swaying",
            (HEAD_ID, _) => "rising",
            (_, WAIT_FOR_PLAYER) => "creeping",
            _ => "raised",
        }
    }

    fn name(&self) -> &'static str {
        if self.shot { "Rexon's shot" } else { "Rexon" }
    }
}
