//! The fan (SPG "Fans": Star Light's fans shift the player's X Position each frame by how far from the fan he is,
//! leaving his speeds alone; s1disasm `Obj5D`, `Fan_Delay`, for the numbers): unless always on (subtype bit 1) it is
//! off for 120 frames and on for 180 in turn, starting off (it switches on its first frame). On, it reaches a player
//! whose centre is from $50 px behind to $A0 px in front of it and from $60 px above to $10 px below it; with d = the
//! distance in front less $50 (negative behind, where d = −2 − 2d instead), the push is ((d + $60), negated when facing
//! left, its low byte negated) / 16 px a frame — 10 px at the fan, fading to 0 at the edges of its reach — away from
//! the fan (towards it with subtype bit 0). Faces left, right when X-flipped.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `fan_time` after switching: off for 2 s, on for 3 s.
pub const OFF_FRAMES: u16 = 120;
pub const ON_FRAMES: u16 = 180;

/// Subtype bits: pull (bit 0), always on (bit 1).
pub const PULL: u8 = 1;
pub const ALWAYS_ON: u8 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fan {
    /// `fan_time` (counts down; a new switch below 0) and `fan_switch` (true: off).
    pub time: i16,
    pub off: bool,
}

pub fn run(c: &mut Common, s: &mut Fan, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
    }
    if c.subtype & ALWAYS_ON == 0 {
        s.time -= 1;
        if s.time < 0 {
            s.off = !s.off;
            s.time = if s.off { OFF_FRAMES } else { ON_FRAMES } as i16;
        }
    }
    if !s.off {
        blow(c, cx);
    }
    cx.mark_gone(c);
}

/// `Fan_Delay.blow`: the push.
fn blow(c: &Common, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let facing_right = c.x_flip;
    let mut d0 = (p.pixel_x() - c.pixel_x()) as u16;
    if !facing_right {
        d0 = d0.wrapping_neg();
    }
    d0 = d0.wrapping_add(0x50);
    if d0 >= 0xF0 {
        return;
    }
    let d1 = (p.pixel_y() as u16).wrapping_add(0x60).wrapping_sub(c.pixel_y() as u16);
    if (p.pixel_y() as u16).wrapping_add(0x60) < c.pixel_y() as u16 || d1 >= 0x70 {
        return;
    }
    let (diff, borrow) = d0.overflowing_sub(0x50);
    d0 = if borrow { (!diff).wrapping_add(!diff) } else { diff };
    d0 = d0.wrapping_add(0x60);
    if !facing_right {
        d0 = d0.wrapping_neg();
    }
    let low = (d0 as u8).wrapping_neg();
    d0 = (d0 & 0xFF00) | u16::from(low);
    let mut push = (d0 as i16) >> 4;
    if c.subtype & PULL != 0 {
        push = push.wrapping_neg();
    }
    p.x = p.x.wrapping_add(i32::from(push) << 8);
}

impl crate::objects::runtime::object::ObjKind for Fan {
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
        "fan"
    }
}
