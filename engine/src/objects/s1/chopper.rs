//! Chopper, Green Hill's piranha jumping out of the water and from under the bridges (SPG "Game Enemies":
//! Chopper; s1disasm `_incObj/2B Chopper.asm`: `Chop_Main`, `Chop_ChgSpeed`, `_anim/Chopper.asm`).
//!
//! Sonic 2's Masher (`Obj5C`) is this object with other jump speeds, so the code is shared
//! ([`crate::objects::s2::masher::hop`]): it jumps at −7 px per frame from where it was placed, with gravity $18,
//! and jumps again at −7 each time it falls back to that height; above `start − $C0` it snaps fast, lower it
//! snaps slowly rising and stays closed falling. Hitbox touch size 9, an enemy; `RememberState`.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::s2::masher::{Masher, hop};

/// `Chop_Main` / `Chop_ChgSpeed`: `move.w #-$700,obVelY`, the first jump and every one after.
pub const JUMP: i16 = -0x700;

pub fn run(c: &mut Common, s: &mut Masher, cx: &mut ObjCtx) {
    hop(c, s, cx, JUMP, JUMP);
}
