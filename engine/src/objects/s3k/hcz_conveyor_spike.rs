//! The spike balls riding Hydrocity 1's conveyor belts (skdisasm s3.asm `Obj_HCZConveryorSpike`, S3K id $3F:
//! the runs `loc_301DA` and `loc_3022C`, the turns round the belt's ends `loc_301F8` and `loc_30248` by
//! `word_302BE`; the unloading `loc_30280`).
//!
//! Subtype `nnnn`: the belt whose span it rides ([`super::hcz_conveyor_belt::SPANS`]). Unflipped it starts on
//! the top run ($18 px above where it is placed, `angle` $40) moving right 2 px a frame; x-flipped, on the
//! bottom run ($18 below) moving left. Reaching the span's right end it turns down round it (`angle` from $40
//! to 0 by 2 a frame, x and y from `word_302BE` about the end); at the left end up round it (`angle` from $7E to
//! $40). Its first move is on the frame it loads. It hurts a player it touches (`collision_flags` $8B) and unloads as its belt does.

use super::hcz_conveyor_belt::SPANS;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};

/// `move.b #$8B,collision_flags(a0)`: hurts, $C by $C px.
pub const COLLISION: u8 = 0x8B;
/// How far above (below) the placed y the top (bottom) run is.
pub const RUN: i16 = 0x18;
/// `word_302BE`: the turn's x offsets by `angle` / 2; the y offsets are $10 entries on.
pub const TURN: [i16; 80] = [
    0, 2, 4, 6, 9, 0xB, 0xD, 0xF, 0x10, 0x12, 0x13, 0x15, 0x16, 0x16, 0x17, 0x17, //
    0x18, 0x17, 0x17, 0x16, 0x16, 0x15, 0x13, 0x12, 0x10, 0xF, 0xD, 0xB, 9, 6, 4, 2, //
    0, -3, -5, -7, -0xA, -0xC, -0xE, -0x10, -0x11, -0x13, -0x14, -0x16, -0x17, -0x17, -0x18, -0x18, //
    -0x18, -0x18, -0x18, -0x17, -0x17, -0x16, -0x14, -0x13, -0x11, -0x10, -0xE, -0xC, -0xA, -7, -5, -3, //
    0, 2, 4, 6, 9, 0xB, 0xD, 0xF, 0x10, 0x12, 0x13, 0x15, 0x16, 0x16, 0x17, 0x17,
];

/// Where on the belt the spike is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Leg {
    /// `loc_301DA`: the top run, right.
    #[default]
    Top,
    /// `loc_301F8`: round the right end.
    RightEnd,
    /// `loc_3022C`: the bottom run, left.
    Bottom,
    /// `loc_30248`: round the left end.
    LeftEnd,
}

/// The spike's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczConveyorSpike {
    pub leg: Leg,
    /// `$3C`, `$3E`: the belt's span.
    pub span: (u16, u16),
    /// `$30`, `$32`: the end it turns round (x) and its placed y.
    pub pivot_x: i16,
    pub home_y: i16,
    /// `angle` (a word, even, $0–$7E).
    pub angle: u16,
}

/// The turn's offset from its pivot at `angle`.
pub fn turn(angle: u16) -> (i16, i16) {
    let i = usize::from(angle / 2);
    (TURN[i], TURN[i + 0x10])
}

/// One frame's move (`loc_301DA` … `loc_30264`).
pub fn step(s: &mut HczConveyorSpike, x: &mut i16, y: &mut i16) {
    match s.leg {
        Leg::Top | Leg::Bottom => {
            let (dx, end, next) =
                if s.leg == Leg::Top { (2, s.span.1, Leg::RightEnd) } else { (-2, s.span.0, Leg::LeftEnd) };
            *x = x.wrapping_add(dx);
            if *x as u16 == end {
                s.leg = next;
                s.pivot_x = *x;
            }
        }
        Leg::RightEnd | Leg::LeftEnd => {
            s.angle = s.angle.wrapping_sub(2) & 0x7E;
            if s.leg == Leg::RightEnd && s.angle == 0 {
                s.leg = Leg::Bottom;
            } else if s.leg == Leg::LeftEnd && s.angle == 0x40 {
                s.leg = Leg::Top;
            }
            let (dx, dy) = turn(s.angle);
            *x = s.pivot_x.wrapping_add(dx);
            *y = s.home_y.wrapping_add(dy);
        }
    }
}

pub fn run(c: &mut Common, s: &mut HczConveyorSpike, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.span = SPANS[usize::from(c.subtype & 0xF)];
        (c.width_pixels, c.y_radius, c.explicit_height) = (0xC, 0xC, true);
        c.collision_flags = COLLISION;
        (s.pivot_x, s.home_y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        if c.x_flip {
            set_pixel(&mut c.y, s.home_y.wrapping_add(RUN));
            s.leg = Leg::Bottom;
        } else {
            set_pixel(&mut c.y, s.home_y.wrapping_sub(RUN));
            s.angle = 0x40;
            s.leg = Leg::Top;
        }
        // Either way its first run follows at once (`loc_301DA` falls through, `bra.w loc_3022C`).
    }
    let (mut x, mut y) = (c.pixel_x() as i16, c.pixel_y() as i16);
    step(s, &mut x, &mut y);
    set_pixel(&mut c.x, x);
    set_pixel(&mut c.y, y);
    unload(c, s, cx);
}

/// `loc_30280`: kept (touchable, drawn) while the coarse camera is within the belt's span, else deleted with
/// its respawn entry let go.
fn unload(c: &mut Common, s: &HczConveyorSpike, cx: &mut ObjCtx) {
    let coarse = cx.camera_coarse();
    if coarse < (s.span.0 & 0xFF80).wrapping_sub(0x280) || coarse > s.span.1 & 0xFF80 {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

impl crate::objects::runtime::object::ObjKind for HczConveyorSpike {
    const MAY_MOVE_PLAYERS: bool = false;
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.leg {
            Leg::Top => "top run",
            Leg::RightEnd => "right end",
            Leg::Bottom => "bottom run",
            Leg::LeftEnd => "left end",
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity conveyor spike"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_302BE`: at `angle` $40 the top of the turn (0, −$18); at 0 its bottom (0, $18); at $20 the
    /// right-most point ($18, 0); at $60 the left-most (−$18, 0).
    #[test]
    fn the_turn_table() {
        assert_eq!(turn(0x40), (0, -0x18));
        assert_eq!(turn(0), (0, 0x18));
        assert_eq!(turn(0x20), (0x18, 0));
        assert_eq!(turn(0x60), (-0x18, 0));
    }

    /// Belt 0 ($B28–$CD8): along the top 2 px a frame to $CD8, then 32 frames round the right end to the bottom
    /// run, back 2 px a frame to $B28, and 32 frames round the left end to the top again.
    #[test]
    fn a_lap_of_the_belt() {
        let mut s = HczConveyorSpike { span: SPANS[0], home_y: 0x3E0, angle: 0x40, ..Default::default() };
        let (mut x, mut y) = (0xCD0_i16, 0x3C8_i16);
        for _ in 0..4 {
            step(&mut s, &mut x, &mut y);
        }
        assert_eq!((s.leg, x, s.pivot_x), (Leg::RightEnd, 0xCD8, 0xCD8));
        for _ in 0..0x20 {
            step(&mut s, &mut x, &mut y);
        }
        assert_eq!((s.leg, x, y), (Leg::Bottom, 0xCD8, 0x3F8));
        step(&mut s, &mut x, &mut y);
        assert_eq!(x, 0xCD6);
        let (mut x, mut y) = (0xB2A_i16, 0x3F8_i16);
        step(&mut s, &mut x, &mut y);
        assert_eq!((s.leg, x), (Leg::LeftEnd, 0xB28));
        for _ in 0..0x20 {
            step(&mut s, &mut x, &mut y);
        }
        assert_eq!((s.leg, x, y), (Leg::Top, 0xB28, 0x3C8));
    }
}
