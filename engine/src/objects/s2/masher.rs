//! Masher, the piranha that jumps out of Emerald Hill's water and bridges (SPG "Game Enemies": Badniks;
//! s2disasm `Obj5C`, `Obj5C_Init`, `Obj5C_Main`, `Ani_obj5C`).
//!
//! It jumps at −4 from where it was placed on its first frame, then at −5 each time it falls back to that
//! height, with gravity $18. Its hitbox is the badnik size 9 (12 × 16 half sizes). While it is more than
//! $C0 px above its start its mouth snaps fast; lower, it snaps slowly on the way up and stays closed falling.
//! Like every badnik it is unloaded out of range (`MarkObjGone`) and destroyed by a curled player
//! (touch.rs).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// Hitbox: an enemy of touch size 9.
pub const COLLISION: u8 = 9;
/// The first jump (`Obj5C_Init`), every later one, and gravity (`Obj5C_Main`).
pub const FIRST_JUMP: i16 = -0x400;
pub const JUMP: i16 = -0x500;
pub const GRAVITY: i16 = 0x18;
/// Above `start − $C0` the fast-snapping animation plays.
pub const HIGH: u16 = 0xC0;

/// `Ani_obj5C`: 0 slow snapping, 1 fast snapping, 2 closed.
const SCRIPTS: [&[u8]; 3] = [&[7, 0, 1, 0xFF], &[3, 0, 1, 0xFF], &[7, 0, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Masher {
    /// `Obj5C_initial_y_pos`: where it was placed, the lowest point of its jumps.
    pub start_y: u16,
}

#[inline]
pub fn run(c: &mut Common, s: &mut Masher, cx: &mut ObjCtx) {
    hop(c, s, cx, FIRST_JUMP, JUMP);
}

/// The jumps with their speeds: Sonic 1's Chopper (`_incObj/2B Chopper.asm`, which `Obj5C` copies) jumps at
/// −7 every time (`objects::s1::chopper`).
pub fn hop(c: &mut Common, s: &mut Masher, cx: &mut ObjCtx, first_jump: i16, jump: i16) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = COLLISION;
        c.width_pixels = 0x10;
        c.y_vel = first_jump;
        s.start_y = c.pixel_y() as u16;
    }
    animate_sprite(c, &SCRIPTS);
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    let start = s.start_y;
    if start < c.pixel_y() as u16 {
        // Back at the start height: jump again (the pixel word is set, the subpixel kept).
        c.y = (i32::from(start) << 8) | (c.y & 0xFF);
        c.y_vel = jump;
    }
    c.anim = 1;
    if start.wrapping_sub(HIGH) < c.pixel_y() as u16 {
        c.anim = if c.y_vel >= 0 { 2 } else { 0 };
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Masher {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

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
        "Masher"
    }
}
