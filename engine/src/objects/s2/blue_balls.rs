//! Chemical Plant's jumping blue balls (s2disasm `Obj1D`: `Obj1D_Init`, `Obj1D_Wait`, `Obj1D_MoveArc`,
//! `Obj1D_MoveStraight`).
//!
//! Subtype `s... nnnn`: `n + 1` balls (the object itself and `n` more after it, `AllocateObjectAfterCurrent`),
//! each a hazard (`collision_flags` $8B: hurts, 8 x 8 hitbox) leaving 3 frames after the one before. Each
//! jumps out of the pipe at −$480 with gravity $18:
//! - `s` = 0, the arc: its X Speed grows by $B a frame (−$B when X-flipped), the growth turning round at the
//!   top, so the ball lands in the pipe opposite; back at its start height it waits 60 frames ($3B counted to
//!   −1) and jumps back;
//! - `s` ≠ 0, straight up: at the top it jumps $60 px across (−$60 X-flipped) to the opposite pipe, comes
//!   down there and, back at its start height, reappears at its start x and jumps again at once.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// Routines (`Obj1D_Index`).
pub const WAIT_ARC: u8 = 2;
pub const MOVE_ARC: u8 = 4;
pub const WAIT_STRAIGHT: u8 = 6;
pub const MOVE_STRAIGHT: u8 = 8;
/// The jump, gravity, the arc's X acceleration and the straight jump's offset to the opposite pipe.
pub const JUMP: i16 = -0x480;
pub const GRAVITY: i16 = 0x18;
pub const ARC_ACCEL: i16 = 0xB;
pub const ACROSS: i16 = 0x60;
/// The wait between arcs: $3B, counted down to −1.
pub const WAIT: i16 = 0x3B;
/// Frames between one ball and the next.
pub const STAGGER: i16 = 3;
/// `collision_flags`: hurt, size $B.
pub const COLLISION: u8 = 0x8B;

/// `Obj1D`'s own fields (`blueballs_*`, `objoff_32`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BlueBall {
    pub x_origin: u16,
    pub y_origin: u16,
    /// The jump speed.
    pub jump: i16,
    /// The arc's X acceleration.
    pub x_accel: i16,
    /// The straight jump's offset.
    pub offset: i16,
    /// The wait.
    pub delay: i16,
}

pub fn run(c: &mut Common, s: &mut BlueBall, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, s, cx),
        WAIT_ARC | WAIT_STRAIGHT => {
            s.delay -= 1;
            if s.delay < 0 {
                c.routine += 2;
                s.delay = WAIT;
            }
            cx.mark_gone(c);
        }
        MOVE_ARC => {
            c.object_move();
            c.x_vel = c.x_vel.wrapping_add(s.x_accel);
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            if c.y_vel == 0 {
                s.x_accel = s.x_accel.wrapping_neg();
            }
            if s.y_origin <= c.pixel_y() as u16 {
                c.y_vel = s.jump;
                c.x_vel = 0;
                c.routine = WAIT_ARC;
            }
            cx.mark_gone(c);
        }
        MOVE_STRAIGHT => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            if c.y_vel == 0 {
                set_x(c, s.x_origin.wrapping_add(s.offset as u16));
            }
            if s.y_origin <= c.pixel_y() as u16 {
                c.y_vel = s.jump;
                set_x(c, s.x_origin);
            }
            cx.mark_gone(c);
        }
        _ => c.delete(),
    }
}

fn set_x(c: &mut Common, x: u16) {
    c.x = (i32::from(x as i16) << 8) | (c.x & 0xFF);
}

/// `Obj1D_Init`: this ball and the others, all waiting; nothing else this frame (the others, after it, wait
/// their first frame at once).
fn init(c: &mut Common, s: &mut BlueBall, cx: &mut ObjCtx) {
    let routine = if c.subtype & 0xF0 == 0 { WAIT_ARC } else { WAIT_STRAIGHT };
    let flipped = c.status & 1 != 0;
    let ball = |c: &mut Common, delay: i16| {
        c.routine = routine;
        c.collision_flags = COLLISION;
        c.y_vel = JUMP;
        c.width_pixels = 8;
        BlueBall {
            x_origin: c.pixel_x() as u16,
            y_origin: c.pixel_y() as u16,
            jump: JUMP,
            x_accel: if flipped { -ARC_ACCEL } else { ARC_ACCEL },
            offset: if flipped { -ACROSS } else { ACROSS },
            delay,
        }
    };
    *s = ball(c, 0);
    for k in 1..=i16::from(c.subtype & 0xF) {
        let mut other = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
        let state = ball(&mut other, STAGGER * k);
        if cx.spawn_after(Obj { common: other, state: State::BlueBall(state) }).is_none() {
            break;
        }
    }
}

impl crate::objects::runtime::object::ObjKind for BlueBall {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "blue ball"
    }
}
