//! Chemical Plant's tipping floor, a section of pipe that drops the player (s2disasm `Obj0B`: `Obj0B_Init`,
//! `loc_20104`, `loc_20112`, `loc_2013C`, `Ani_obj0B`).
//!
//! Subtype `dddd tttt`. It waits until the vertical-interrupt counter's low byte plus `(t + 1) × 16` is 0 mod
//! 256 (so floors with the same `t` move together), then cycles for ever: it tips away (animation 0: mapping
//! frames 0 to 4, 8 frames each, holding 4) while a counter runs `(d + 1) × 16 − 1` frames, then comes back
//! (animation 1: frames 4 to 0, holding 0) for 128 frames, and so on. On mapping frame 0 it is a jump-through
//! platform (`PlatformObject`, half width 16, top $11 above its centre); on any other frame it is not solid,
//! and a player standing on it is dropped (off the object, in the air).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{P1, P2, Who, standing_as};
use crate::objects::s2::lost_rings::vint_runcount;
use crate::player::Player;

/// Routines (`Obj0B_Index`).
pub const WAITING: u8 = 2;
pub const CYCLING: u8 = 4;
/// Frames the floor stays back (animation 1) before tipping again: the counter's reload $7F, counted to −1.
pub const BACK_FRAMES: u16 = 0x80;
/// `Ani_obj0B`: tipping away, coming back.
pub const SCRIPTS: [&[u8]; 2] = [&[7, 0, 1, 2, 3, 4, 0xFE, 1], &[7, 4, 3, 2, 1, 0, 0xFE, 1]];
/// The platform's top above its centre.
const TOP: i16 = 0x11;

/// `Obj0B`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TippingFloor {
    /// `obj0B_duration_current`, `obj0B_duration_initial`.
    pub duration: i16,
    pub duration_initial: i16,
    /// `obj0B_delay`: `(t + 1) × 16`.
    pub delay: u8,
}

pub fn run(c: &mut Common, s: &mut TippingFloor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = WAITING;
        c.width_pixels = 0x10;
        s.duration_initial = (i16::from(c.subtype) & 0xF0) + 0x10 - 1;
        s.duration = s.duration_initial;
        s.delay = ((c.subtype & 0xF) + 1) << 4;
    }
    if c.routine == WAITING && (vint_runcount(cx.world.game) as u8).wrapping_add(s.delay) == 0 {
        c.routine = CYCLING;
    }
    if c.routine == CYCLING {
        s.duration -= 1;
        if s.duration < 0 {
            s.duration = if c.anim != 0 { s.duration_initial } else { (BACK_FRAMES - 1) as i16 };
            c.anim ^= 1;
        }
        animate_sprite(c, &SCRIPTS);
    }
    if c.mapping_frame == 0 {
        cx.platform_object(c, i16::from(c.width_pixels), TOP, c.pixel_x() as i16);
    } else {
        drop(c, cx.world.player, P1);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            drop(c, p2, P2);
        }
    }
    cx.mark_gone(c);
}

/// A player standing on it while it is tipped drops: off the object, in the air.
fn drop(c: &mut Common, p: &mut Player, who: Who) {
    if standing_as(c, p, who) {
        c.status &= !who.standing;
        p.on_object = false;
        p.air = true;
    }
}

impl crate::objects::runtime::object::ObjKind for TippingFloor {
    const READS_ON_SCREEN: bool = false;

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
        "tipping floor"
    }
}
