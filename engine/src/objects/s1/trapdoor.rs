//! Scrap Brain's trapdoors (s1disasm `_incObj/69 SBZ Spinning Platforms.asm`: `Spin_Main`, `Spin_Trapdoor`;
//! `_anim/SBZ Spinning Platforms.asm`): its timer counts (subtype & $F) × 60 down past 0, then the door
//! switches between opening and closing (`bchg #0,obAnim`: `.trapopen` frames 0, 1, 2 and `.trapclose` 2, 1, 0, 4 frames each, holding the
//! last); while it shows frame 0 (closed) it is a `SolidObject` $4B × $C/$D, and otherwise a player standing
//! on it is let go (his standing bit cleared, not put in the air). Unloaded out of range (`RememberState`).
//! The spinning platforms (subtype bit 7) are not modelled: drawn and unloaded only.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1, standing};

/// `SolidObject`'s d1, d2, d3 while closed.
pub const BOX: (i16, i16, i16) = (0x4B, 0xC, 0xD);
/// `Ani_Spin`'s trapdoor scripts (`afBack 1`: hold the last frame).
const ANI_SPIN: [&[u8]; 2] = [&[3, 0, 1, 2, 0xFE, 1], &[3, 2, 1, 0, 0xFE, 1]];

/// The door's timers (`spin_timer`, `spin_timelen`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Trapdoor {
    pub timer: i16,
    pub period: i16,
}

pub fn run(c: &mut Common, s: &mut Trapdoor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x80;
        s.period = i16::from(c.subtype & 0xF) * 0x3C;
    }
    if c.subtype & 0x80 != 0 {
        cx.mark_gone(c);
        return;
    }
    s.timer -= 1;
    if s.timer < 0 {
        s.timer = s.period;
        c.anim ^= 1;
    }
    animate_sprite(c, &ANI_SPIN);
    if c.mapping_frame == 0 {
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.2,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    } else if standing(c, cx.world.player) {
        cx.world.player.on_object = false;
        c.status &= !STANDING;
    }
    cx.mark_gone(c);
}
