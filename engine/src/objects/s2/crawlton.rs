//! Mystic Cave's Crawlton, the snake badnik that lunges from its hole (s2disasm `Obj9E`: `Obj9E_Init`,
//! `loc_37E42` … `loc_37EFC`, `loc_37F74`).
//!
//! The head (`Obj9E_SubObjData`: `collision_flags` $B, half width $80) spawns its body in the first free slot
//! (the same id, state $A: drawn at the head, deleted once the head is gone). It waits until the nearer player
//! (`Obj_GetOrientationToPlayer`) is within $80 px either way on both axes; then it faces him and takes a
//! speed of (his offset × 8) & $FF00 on each axis, waits $11 frames, lunges for $1B frames (`ObjectMove`),
//! holds $20, comes back for $1B, holds $20, and watches again.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::orientation_to_player::distances_to_player;

/// `ObjID_Crawlton`.
pub const ID: u8 = 0x9E;
/// `Obj9E_Index` (its state byte, `objoff_3B`).
pub const WATCH: u8 = 2;
pub const AIM: u8 = 4;
pub const MOVE: u8 = 6;
pub const HOLD: u8 = 8;
pub const BODY: u8 = 0xA;
/// `collision_flags`: an enemy, `Touch_Sizes` $B.
pub const COLLISION: u8 = 0x0B;
/// How near a player wakes it (either axis).
pub const REACH: u16 = 0x80;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Crawlton {
    /// `objoff_3B`: the state.
    pub state: u8,
    /// `objoff_3A`: the state's countdown; `objoff_39`: the state after the move.
    pub timer: u8,
    pub after_move: u8,
    /// The body's head (`parent`).
    pub parent: Option<usize>,
}

pub fn run(c: &mut Common, s: &mut Crawlton, cx: &mut ObjCtx) {
    match s.state {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x80;
            c.collision_flags = COLLISION;
            c.y_radius = 0x80;
            s.state = WATCH;
            // `loc_37F74`: the body.
            let mut body = Common::new(ID, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
            body.width_pixels = 0x80;
            let state = Crawlton { state: BODY, parent: Some(cx.current()), ..Default::default() };
            cx.spawn(Obj { common: body, state: State::Crawlton(state) });
            return;
        }
        WATCH => {
            let (d2, d3) = distances_to_player(c, cx);
            if d2.wrapping_add(REACH) < 0x100 && d3.wrapping_add(REACH) < 0x100 {
                s.state = AIM;
                s.timer = 0x10;
                c.x_flip = (d2 as i16) < 0;
                c.x_vel = (d2.wrapping_neg() << 3 & 0xFF00) as i16;
                c.y_vel = (d3.wrapping_neg() << 3 & 0xFF00) as i16;
            }
        }
        AIM => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                s.state = MOVE;
                s.after_move = HOLD;
                s.timer = 0x1C;
            }
        }
        MOVE => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer != 0 {
                c.object_move();
            } else {
                s.state = s.after_move;
                s.timer = 0x20;
            }
        }
        HOLD => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                s.state = MOVE;
                s.after_move = WATCH;
                s.timer = 0x1C;
                c.x_vel = c.x_vel.wrapping_neg();
                c.y_vel = c.y_vel.wrapping_neg();
            }
        }
        _ => {
            body(c, s, cx);
            return;
        }
    }
    cx.mark_gone(c);
}

/// `loc_37EFC`: the body follows the head; deleted once the head's slot holds something else.
fn body(c: &mut Common, s: &Crawlton, cx: &mut ObjCtx) {
    let head = s.parent.and_then(|i| cx.slots.get(i)).filter(|o| o.common.id == ID);
    let Some(head) = head else {
        c.delete();
        return;
    };
    (c.x, c.y, c.x_flip) = (head.common.x, head.common.y, head.common.x_flip);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Crawlton {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.state {
            BODY => "body",
            WATCH => "watching",
            MOVE => "lunging",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "Crawlton"
    }
}
