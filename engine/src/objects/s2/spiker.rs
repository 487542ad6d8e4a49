//! Hill Top's Spiker, the drill badnik, and the drill it throws (s2disasm `Obj92`: `Obj92_Init`, `loc_36F3C`,
//! `loc_36F68`, `loc_36F90`, `loc_3703E`; `Obj93`: `Obj93_Init`, `loc_37028`).
//!
//! A badnik (`Obj92_SubObjData`: `collision_flags` $12, half width $10) that walks at $80/256 px a frame for
//! $41 frames, waits $11, turns and walks back (it starts facing the other way from its placement flip). While
//! on screen and with its drill, a player (the nearer) less than $20 px either side of it and $80 above or
//! below makes it stop: 8 frames later the drill (`Obj93`, in the first free slot after it; hurts:
//! `collision_flags` $92) flies off up at $200/256 px a frame (down when the Spiker is Y-flipped), deleted once
//! off screen, and the Spiker goes on where it was without it.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::orientation_to_player::distances_to_player;

/// Object ids (`ObjID_Spiker`, `ObjID_SpikerDrill`).
pub const SPIKER_ID: u8 = 0x92;
pub const DRILL_ID: u8 = 0x93;
/// `Obj92_Index`.
pub const WALK: u8 = 2;
pub const WAIT: u8 = 4;
pub const THROW: u8 = 6;
/// `Obj92_SubObjData`'s `collision_flags` (an enemy, `Touch_Sizes` $12); the drill's adds the hurt bit.
pub const COLLISION: u8 = 0x12;
pub const DRILL_COLLISION: u8 = 0x80 | COLLISION;
/// Frames of walking and waiting (the counters start at $40 and $10 and end below 0).
pub const WALK_TIME: u8 = 0x40;
pub const WAIT_TIME: u8 = 0x10;
pub const SPEED: i16 = 0x80;
/// The drill's Y Speed (`move.b d1,y_vel`: 2 in the high byte).
pub const DRILL_SPEED: i16 = 0x200;
/// `Ani_obj92`: with the drill, without.
const SCRIPTS: [&[u8]; 2] = [&[9, 0, 1, 0xFF], &[9, 2, 3, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spiker {
    /// `objoff_2A`: the walk's or the wait's countdown.
    pub timer: u8,
    /// `objoff_2B`: the drill was thrown.
    pub thrown: bool,
    /// `objoff_2E`: the throw's countdown; `objoff_2F`: the routine to go back to.
    pub throw_timer: u8,
    pub back_to: u8,
}

pub fn run(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if c.id == DRILL_ID {
        drill(c, cx);
        return;
    }
    match c.routine {
        0 => {
            c.routine = WALK;
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            s.timer = WALK_TIME;
            c.x_vel = SPEED;
            c.x_flip = !c.x_flip;
        }
        WALK => {
            if !sees_player(c, s, cx) {
                s.timer = s.timer.wrapping_sub(1);
                if (s.timer as i8) < 0 {
                    c.routine = WAIT;
                    s.timer = WAIT_TIME;
                    cx.mark_gone(c);
                    return;
                }
            }
            c.object_move();
            animate_sprite(c, &SCRIPTS);
            cx.mark_gone(c);
        }
        WAIT => {
            if !sees_player(c, s, cx) {
                s.timer = s.timer.wrapping_sub(1);
                if (s.timer as i8) < 0 {
                    c.routine = WALK;
                    s.timer = WALK_TIME;
                    c.x_vel = c.x_vel.wrapping_neg();
                    c.x_flip = !c.x_flip;
                }
            }
            cx.mark_gone(c);
        }
        _ => throw(c, s, cx),
    }
}

/// `loc_3703E`: with its drill and on screen, a player near enough starts the throw.
fn sees_player(c: &mut Common, s: &mut Spiker, cx: &ObjCtx) -> bool {
    if s.thrown || !c.on_screen {
        return false;
    }
    let (dx, dy) = distances_to_player(c, cx);
    if dx.wrapping_add(0x20) >= 0x40 || dy.wrapping_add(0x80) >= 0x100 {
        return false;
    }
    s.back_to = c.routine;
    c.routine = THROW;
    s.throw_timer = 0x10;
    true
}

/// `loc_36F90`: 8 frames, then the drill.
fn throw(c: &mut Common, s: &mut Spiker, cx: &mut ObjCtx) {
    if s.throw_timer != 8 {
        s.throw_timer = s.throw_timer.wrapping_sub(1);
        cx.mark_gone(c);
        return;
    }
    let mut drill = Common::new(DRILL_ID, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    drill.mapping_frame = 4;
    if cx.spawn_after(Obj { common: drill, state: State::for_id(DRILL_ID) }).is_some() {
        s.thrown = true;
        c.mapping_frame = 2;
        c.anim = 1;
    }
    c.routine = s.back_to;
    cx.mark_gone(c);
}

/// `Obj93`: flies off; deleted once off screen.
fn drill(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = DRILL_COLLISION;
        c.on_screen = true;
        c.y_vel = if c.y_flip { DRILL_SPEED } else { -DRILL_SPEED };
        return;
    }
    if !c.on_screen {
        c.delete();
        return;
    }
    c.x_flip = !c.x_flip;
    c.object_move();
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Spiker {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (c.id, c.routine) {
            (DRILL_ID, _) => "drill",
            (_, WAIT) => "waiting",
            (_, THROW) => "throwing",
            _ => "walking",
        }
    }

    fn name(&self) -> &'static str {
        "Spiker"
    }
}
