//! The explosion of a boss, a bomb or a cannonball (s1disasm `_incObj/24, 27 & 3F Explosions.asm`:
//! `ExplosionBomb`, `ExBom_Main`, then `ExItem_Animate`).
//!
//! Its first frame sets it up (no hitbox, not drawn yet); then it shows mapping frame 0 for 7 frames and the
//! next ones for 8 (`obTimeFrame` 7, counted past 0) and is deleted when the 6th would start: 41 frames in
//! all, wherever the camera is. It only holds a slot; nothing touches it.

use super::Sonic1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// `obActWid`; the first frame's time (the others' and the end are Sonic 2's explosion's).
pub const WIDTH_PIXELS: u8 = 0xC;
pub const FRAME_TIME: u8 = 7;

/// A new explosion (routine 0) at pixel (x, y).
pub fn spawned(x: i32, y: i32) -> Obj {
    Obj { common: Common::new(id::SONIC1, 0, x, y, false, false), state: State::Sonic1(Sonic1::ExplosionBomb) }
}

/// `ExplosionBomb`: routine 0 `ExBom_Main`, 2 `ExItem_Animate`.
pub fn run(c: &mut Common, _cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = 0;
        c.width_pixels = WIDTH_PIXELS;
        c.anim_frame_duration = FRAME_TIME;
        c.mapping_frame = 0;
        return;
    }
    // `ExItem_Animate`: Sonic 2's `Obj27_Main` to the byte.
    crate::objects::s2::explosion::animate(c);
}
