//! Mystic Cave's Flasher, the firefly badnik that lights up (s2disasm `ObjA3`: `loc_3875A` … `loc_3888E`,
//! `word_38810`, `byte_38820`, `Ani_objA3_a/b/c`).
//!
//! A badnik (`ObjA3_SubObjData`: `collision_flags` 6, half width $10) that waits $40 frames, then flies:
//! X Speed −$100, Y Speed $40, and each frame $2 (the drift, `objoff_2E`) added to X Speed. A counter of its
//! flying frames, kept over its whole life (`objoff_2A`), passes the thresholds of `word_38810` one by one; at
//! each, the row of `byte_38820` after it may turn the drift round and reverse Y Speed. After $80 frames of
//! flight it stops and lights up: harmful ($80 set in `collision_flags`) while it flickers (`Ani_objA3_a`, 32
//! frames), glows for $80 frames (`Ani_objA3_b`), dims (`Ani_objA3_c`, 7 frames), then is an enemy again and
//! flies on for $80 frames, and so on. It faces the way it moves; it unloads by its x (`MarkObjGone_P1`).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `ObjID_Flasher`.
pub const ID: u8 = 0xA3;
/// `ObjA3_Index`.
pub const WAIT: u8 = 2;
pub const FLY: u8 = 4;
pub const FLICKER: u8 = 6;
pub const GLOW: u8 = 8;
pub const DIM: u8 = 0xA;
pub const DIMMED: u8 = 0xC;
/// `collision_flags`: an enemy, `Touch_Sizes` 6; while lit, `HURT` is set too.
pub const COLLISION: u8 = 6;
pub const HURT: u8 = 0x80;
/// The wait before it first flies, and each phase's length (`objoff_30`).
pub const FIRST_WAIT: i16 = 0x40;
pub const PHASE: i16 = 0x80;
/// Its speeds when it starts flying, and its drift.
pub const START_SPEEDS: (i16, i16) = (-0x100, 0x40);
pub const DRIFT: i16 = 2;

/// `word_38810` (big-endian words) followed by `byte_38820`, as they lie in the ROM: the thresholds are read
/// as words from the first, the turns as byte pairs from the second, both at the same offset (`objoff_2C`),
/// and past the eighth threshold the words come from the turns' bytes.
const TABLES: [u8; 34] = [
    0x01, 0x00, 0x01, 0xA0, 0x02, 0x08, 0x02, 0x85, 0x03, 0x00, 0x03, 0x40, 0x03, 0x90, 0x04, 0x40, // word_38810
    0xF0, 0, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1, // byte_38820
];
const TURNS: usize = 16;

const FLICKER_SCRIPT: [&[u8]; 1] =
    [&[0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 2, 3, 4, 0xFC]];
const GLOW_SCRIPT: [&[u8]; 1] = [&[0, 2, 0, 3, 0, 4, 0, 3, 0, 0xFF]];
const DIM_SCRIPT: [&[u8]; 1] = [&[3, 4, 3, 2, 1, 0, 0xFC]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flasher {
    /// `objoff_2A`: the first wait, then the flying frames counted.
    pub count: u16,
    /// `objoff_2C`: the byte offset of the current threshold.
    pub row: u16,
    /// `objoff_2E`: added to X Speed each flying frame.
    pub drift: i16,
    /// `objoff_30`: the phase's frames left.
    pub timer: i16,
}

fn byte(i: usize) -> u8 {
    TABLES.get(i).copied().unwrap_or(0)
}

pub fn run(c: &mut Common, s: &mut Flasher, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `LoadSubObject`.
            c.routine = WAIT;
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            s.count = FIRST_WAIT as u16;
            return;
        }
        WAIT => {
            s.count = s.count.wrapping_sub(1);
            if (s.count as i16) < 0 {
                c.routine = FLY;
                (c.x_vel, c.y_vel) = START_SPEEDS;
                s.drift = DRIFT;
                s.count = 0;
                s.timer = PHASE;
            }
        }
        FLY => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.routine = FLICKER;
                s.timer = PHASE;
                c.collision_flags |= HURT;
            } else if !fly(c, s) {
                c.delete();
                return;
            }
        }
        FLICKER => {
            animate_sprite(c, &FLICKER_SCRIPT);
            if c.routine != FLICKER {
                clear_animation(c);
                c.mapping_frame = 3;
            }
        }
        GLOW => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.routine = DIM;
                clear_animation(c);
            } else {
                animate_sprite(c, &GLOW_SCRIPT);
            }
        }
        DIM => animate_sprite(c, &DIM_SCRIPT),
        _ => {
            c.routine = FLY;
            s.timer = PHASE;
            c.collision_flags &= !HURT;
            clear_animation(c);
        }
    }
    cx.mark_gone(c);
}

/// `loc_38794` past its timer: faces the way it moves, counts the frame, takes the next row's turns at each
/// threshold, drifts and moves. False when its count has gone negative (`bmi.w JmpTo65_DeleteObject`).
fn fly(c: &mut Common, s: &mut Flasher) -> bool {
    if (s.count as i16) < 0 {
        return false;
    }
    let facing_right = c.x_vel >= 0;
    c.x_flip = facing_right;
    c.status = (c.status & !1) | u8::from(facing_right);
    s.count = s.count.wrapping_add(1);
    let at = usize::from(s.row);
    let threshold = u16::from_be_bytes([byte(at), byte(at + 1)]);
    if s.count >= threshold {
        s.row = s.row.wrapping_add(2);
        let at = TURNS + usize::from(s.row);
        if byte(at) != 0 {
            s.drift = s.drift.wrapping_neg();
        }
        if byte(at + 1) != 0 {
            c.y_vel = c.y_vel.wrapping_neg();
        }
    }
    c.x_vel = c.x_vel.wrapping_add(s.drift);
    c.object_move();
    true
}

/// `clr.l mapping_frame(a0)`, `clr.w anim_frame_duration(a0)`.
fn clear_animation(c: &mut Common) {
    (c.mapping_frame, c.anim_frame, c.anim, c.prev_anim, c.anim_frame_duration) = (0, 0, 0, 0, 0);
}

impl crate::objects::runtime::object::ObjKind for Flasher {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            WAIT => "waiting",
            FLY => "flying",
            _ => "lit",
        }
    }

    fn name(&self) -> &'static str {
        "Flasher"
    }
}
