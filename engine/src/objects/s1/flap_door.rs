//! Labyrinth's flapping door (s1disasm `_incObj/0C Flapping Door.asm`: `Flap_Main`, `Flap_OpenClose`;
//! `_anim/Flapping Door.asm`), at the end of a wind tunnel.
//!
//! Every subtype × 60 frames it starts opening or closing (`bchg #0,obAnim`; the first change on its first
//! frame: closing), its animation stepping through frames 0 (closed), 1, 2 (open) every 4 frames. Each frame it
//! lets the wind tunnels blow (`f_wtunnelallow` cleared); while closed, with the player left of it, it stops
//! them again and is solid (`SolidObject`, $13 × $20 / $21).

use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `Ani_Flap`: 0 opening, 1 closing (3 + 1 frames each, then `afBack` 1: the last frame stays).
const SCRIPTS: [&[u8]; 2] = [&[3, 0, 1, 2, 0xFE, 1], &[3, 2, 1, 0, 0xFE, 1]];
/// The solid box: d1 = $13, d2 = $20, d3 = $21.
pub const BOX: (i16, i16, i16) = (0x13, 0x20, 0x21);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FlapDoor {
    /// `flap_time`: subtype × 60.
    pub period: i16,
    /// `flap_wait`: frames to the next change (a word, counted down past 0).
    pub wait: i16,
}

pub fn run(c: &mut Common, s: &mut FlapDoor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x28;
        s.period = i16::from(c.subtype).wrapping_mul(60);
    }
    s.wait = s.wait.wrapping_sub(1);
    if s.wait < 0 {
        s.wait = s.period;
        c.anim ^= 1;
    }
    animate_sprite(c, &SCRIPTS);
    cx.world.game.water.tunnels_off = false;
    if c.mapping_frame == 0 && (cx.world.player.pixel_x() as u16) < c.pixel_x() as u16 {
        cx.world.game.water.tunnels_off = true;
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.2,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    }
    remember_state(c, cx);
}
