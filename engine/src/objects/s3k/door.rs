//! Hydrocity's (and Carnival Night's) doors that open for a player coming (skdisasm s3.asm `Obj_Door`, S3K id
//! $3C, subtypes below $80: its init with `byte_2FAA8`, the frame `loc_2FB18`, the player test `sub_2FBCE`).
//! Subtypes $80 and up, Carnival Night's sliding doors (`loc_2FC2C`), are not run here.
//!
//! Subtype 0 (1): `width_pixels` $10 (8) by `height_pixels` $20. Each frame it looks for a player (not under
//! an object's full control, `object_control` bit 7) within $20 px of its placed y and, across, from $200 px
//! before it up to it (x-flipped: from it to $200 px past; once open, $18 px past it on the other side too):
//! while one is there it rises 8 px a frame up to $40 above where it was placed, else it sinks back the same.
//! Solid on every side (`SolidObjectFull`, `width_pixels` + $B by `height_pixels`); it unloads out of range.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::player::Player;

/// `byte_2FAA8`: (`width_pixels`, `height_pixels`) of subtypes 0 and 1.
pub const SIZES: [(u8, u8); 2] = [(0x10, 0x20), (8, 0x20)];
/// How far it opens, 8 px a frame.
pub const OPEN: u16 = 0x40;
pub const STEP: u16 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Door {
    /// `$30`: how far up it is; `$32`: its placed y.
    pub raised: u16,
    pub home_y: i16,
    /// `$34`, `$36`: the zone's left and right (the open door's widening).
    pub left: i16,
    pub right: i16,
    /// `$38`: a player was in its zone last frame.
    pub seen: bool,
}

/// Whether the runtime runs a door of `subtype` (the sliding ones, $80 and up, not yet).
pub fn runs(subtype: u8) -> bool {
    subtype & 0x80 == 0
}

/// The zone (left, right) a placed door at `x` watches, x-flipped or not.
pub fn zone(x: i16, x_flip: bool) -> (i16, i16) {
    if x_flip { (x - 0x18, x + 0x200) } else { (x - 0x200, x + 0x18) }
}

/// `sub_2FBCE`: `left` ≤ his x (signed) < `right` (unsigned), `top` ≤ his y < `bottom`.
fn in_zone(p: &Player, left: i16, right: i16, top: u16, bottom: u16) -> bool {
    let (x, y) = (p.pixel_x() as i16, p.pixel_y() as u16);
    x >= left && (x as u16) < right as u16 && y >= top && y < bottom && p.object_control & 0x80 == 0
}

pub fn run(c: &mut Common, s: &mut Door, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.mapping_frame = c.subtype;
        (c.width_pixels, c.y_radius) = SIZES[usize::from(c.subtype).min(SIZES.len() - 1)];
        c.explicit_height = true;
        s.home_y = c.pixel_y() as i16;
        (s.left, s.right) = zone(c.pixel_x() as i16, c.x_flip);
    }
    let x = c.pixel_x() as i16;
    let (left, right) = match (c.x_flip, s.seen) {
        (false, false) => (s.left, x),
        (false, true) => (s.left, s.right),
        (true, false) => (x, s.right),
        (true, true) => (s.left, s.right),
    };
    let (top, bottom) = ((s.home_y as u16).wrapping_sub(0x20), (s.home_y as u16).wrapping_add(0x20));
    s.seen = in_zone(cx.world.player, left, right, top, bottom)
        || cx.world.sidekick.as_deref().is_some_and(|p| in_zone(p, left, right, top, bottom));
    let moved = if s.seen {
        s.raised != OPEN && {
            s.raised += STEP;
            true
        }
    } else {
        s.raised != 0 && {
            s.raised -= STEP;
            true
        }
    };
    if moved {
        set_pixel(&mut c.y, s.home_y.wrapping_sub(s.raised as i16));
    }
    let (w, h) = (i16::from(c.width_pixels), i16::from(c.y_radius));
    cx.solid_object(c, SolidBox { half_width: w + 0xB, half_height_air: h, half_height_ground: h + 1, old_x: x });
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Door {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.raised {
            0 => "shut",
            OPEN => "open",
            _ if self.seen => "opening",
            _ => "closing",
        }
    }

    fn name(&self) -> &'static str {
        "door"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Obj_Door`: unflipped the zone runs from $200 before it to $18 past (`$34`, `$36`); x-flipped
    /// (`subi.w #-$1E8` / `addi.w #$1E8`) from $18 before it to $200 past.
    #[test]
    fn the_zone_by_flip() {
        assert_eq!(zone(0x510, false), (0x310, 0x528));
        assert_eq!(zone(0x510, true), (0x4F8, 0x710));
        assert!(runs(0) && runs(1) && !runs(0x80));
    }
}
