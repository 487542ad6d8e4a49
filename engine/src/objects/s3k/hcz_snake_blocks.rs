//! Hydrocity 2's snake blocks (skdisasm s3.asm `Obj_HCZSnakeBlocks`, S3K id $67: its init, the frame
//! `loc_2461A` and the move `sub_24666`): solid $20 px blocks, placed five to a snake with subtypes $16 apart,
//! each running round the sides of a $80 px square centred on where it was placed.
//!
//! Subtype `dppp pppp`: `p` the starting angle, `d` the direction (clear: the angle grows by 1 a frame, set:
//! it falls by 1). The block's status byte as loaded (bit 0 the x flip, bit 1 the y flip) is its starting side
//! (`$2E`, 0–3: top, right, bottom, left, clockwise). Each frame the angle steps; at its wrap (to 0 growing,
//! past 0 falling) the side steps the same way. The angle, held at $80 while below it (the first half of each
//! side is a wait at the side's first corner), runs the block along the side by cos(angle) / 4: from −$40 to
//! +$40 along it, $40 out from the centre. Then it is solid all round (`SolidObjectFull`, $10 + $B by $10,
//! given its x after the move: a standing player is not carried across) and unloads by its placed x.

use crate::math::cos;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;

/// `width_pixels`, `height_pixels`: $10 each.
pub const HALF: i16 = 0x10;
/// `move.w #$40,d2`: how far out from the centre each side runs.
pub const OUT: i16 = 0x40;

/// The block's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczSnakeBlocks {
    /// `$30`, `$34`: where it was placed (the square's centre).
    pub home_x: i16,
    pub home_y: i16,
    /// `$2E`: its side of the square (bits 0–1).
    pub side: u8,
    /// `angle`.
    pub angle: u8,
    /// `$40`: 1 or −1 a frame.
    pub step: i8,
}

/// `sub_24666`: one frame's step of the angle and side, then the block's offset from its centre.
pub fn step(s: &mut HczSnakeBlocks) -> (i16, i16) {
    if s.step < 0 {
        // `add.b d0,angle(a0)` / `bcs`: adding $FF carries unless the angle was 0.
        let (a, carry) = s.angle.overflowing_add(s.step as u8);
        s.angle = a;
        if !carry {
            s.side = s.side.wrapping_sub(1) & 3;
        }
    } else {
        s.angle = s.angle.wrapping_add(s.step as u8);
        if s.angle == 0 {
            s.side = (s.side + 1) & 3;
        }
    }
    offset(s.side, s.angle)
}

/// `loc_246B2`: the block's offset (x, y) from its centre on `side` at `angle` (held at $80 below it).
pub fn offset(side: u8, angle: u8) -> (i16, i16) {
    let along = cos(angle.max(0x80)) >> 2;
    match side & 3 {
        0 => (along, -OUT),
        1 => (OUT, along),
        2 => (-along, OUT),
        _ => (-OUT, -along),
    }
}

pub fn run(c: &mut Common, s: &mut HczSnakeBlocks, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (HALF as u8, HALF as u8, true);
        c.mapping_frame = 1;
        (s.home_x, s.home_y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        s.side = u8::from(c.x_flip) | (u8::from(c.y_flip) << 1);
        s.step = if c.subtype & 0x80 != 0 { -1 } else { 1 };
        s.angle = c.subtype & 0x7F;
    }
    let (dx, dy) = step(s);
    let x = s.home_x.wrapping_add(dx);
    set_pixel(&mut c.x, x);
    set_pixel(&mut c.y, s.home_y.wrapping_add(dy));
    let b = SolidBox { half_width: HALF + 0xB, half_height_air: HALF, half_height_ground: HALF + 1, old_x: x };
    cx.solid_object(c, b);
    cx.mark_gone_at(c, i32::from(s.home_x));
}

impl crate::objects::runtime::object::ObjKind for HczSnakeBlocks {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.side & 3 {
            0 => "top side",
            1 => "right side",
            2 => "bottom side",
            _ => "left side",
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity snake block"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_246B2`: below $80 the angle is held at $80 (cos −$100, /4 = −$40: the side's first corner);
    /// at $C0 (cos 0) the side's middle; side 0 is $40 above the centre, side 1 $40 right of it, side 2 runs
    /// back (−cos), side 3 up.
    #[test]
    fn the_offset_by_side_and_angle() {
        assert_eq!(offset(0, 0x00), (-0x40, -0x40));
        assert_eq!(offset(0, 0x80), (-0x40, -0x40));
        assert_eq!(offset(0, 0xC0), (0, -0x40));
        assert_eq!(offset(1, 0x80), (0x40, -0x40));
        assert_eq!(offset(2, 0x80), (0x40, 0x40));
        assert_eq!(offset(3, 0x80), (-0x40, 0x40));
        assert_eq!(offset(3, 0xC0), (-0x40, 0));
    }

    /// `sub_24666`: growing, the side steps when the angle wraps to 0; falling (subtype bit 7), when it goes
    /// from 0 to $FF (`bcs` not taken).
    #[test]
    fn the_side_steps_at_the_wrap() {
        let mut s = HczSnakeBlocks { angle: 0xFF, step: 1, ..Default::default() };
        step(&mut s);
        assert_eq!((s.angle, s.side), (0, 1));
        step(&mut s);
        assert_eq!((s.angle, s.side), (1, 1));
        let mut s = HczSnakeBlocks { angle: 1, step: -1, side: 0, ..Default::default() };
        step(&mut s);
        assert_eq!((s.angle, s.side), (0, 0));
        step(&mut s);
        assert_eq!((s.angle, s.side), (0xFF, 3));
    }
}
