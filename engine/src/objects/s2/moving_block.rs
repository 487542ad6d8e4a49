//! Chemical Plant's square block (s2disasm `Obj6B`: `Obj6B_Init`, `Obj6B_Main`, `Obj6B_Types`).
//!
//! Subtype `.fff mmmm`: `f` the size (`Obj6B_Properties`: 0 is 64 x 24 px, `width_pixels` 32 and `y_radius`
//! 12; 1 is 32 x 32; the game's levels use no other row — the rows past the table read code bytes, taken as
//! row 0 here), `m` the movement, run before colliding. While on screen the block is solid on every side
//! (`SolidObject`: half width `width_pixels` + $B, half height `y_radius`, + 1 on the ground); it unloads by
//! its start x (`MarkObjGone2`). Movements:
//! - 0 still; 1, 2 side to side (x = start − oscillator 2's high byte, range $40, or oscillator 7's, range
//!   $80; X-flipped: range − byte); 3, 4 up and down the same way;
//! - 5 bobs (y = start + oscillator 0's byte / 2) until stood on, then 6: sinks with gravity 8 until below the
//!   camera's bottom limit + 224, then still;
//! - 7 waits to be stood on, then descends: acceleration 8 until its Y Speed is $2A8, then −8 until it stops
//!   (its y wraps at $800);
//! - 8–11 the stair blocks: round a square of radius $10, $30, $50, $70 (oscillators 10–13), the side taken
//!   from the block's flips and advanced each time the oscillator turns (its speed 0).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING};
use crate::objects::runtime::solid::SolidBox;

/// `Obj6B_Properties`: `width_pixels`, `y_radius`, mapping frame.
pub const PROPERTIES: [(u8, u8, u8); 2] = [(32, 12, 1), (16, 16, 0)];
/// Movement 6's gravity and movement 7's acceleration.
pub const SINK_GRAVITY: i16 = 8;
pub const DESCEND_ACCEL: i8 = 8;
/// Movement 7 turns its acceleration round at this speed.
pub const DESCEND_TURN: i16 = 0x2A8;
/// The stair blocks' radii (movements 8–11).
pub const STAIR_RADII: [u16; 4] = [0x10, 0x30, 0x50, 0x70];

/// `Obj6B`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MovingBlock {
    /// `obj6B_x_origin`, `obj6B_y_origin`.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `obj6B_base_flip`: the flip bits the stair blocks count their sides with.
    pub base_flip: u8,
    /// `obj6B_acceleration` (movement 7).
    pub acceleration: i8,
}

pub fn run(c: &mut Common, s: &mut MovingBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    let old_x = c.pixel_x() as i16;
    movement(c, s, cx);
    if c.on_screen {
        let h = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x,
        };
        cx.solid_object(c, b);
    }
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

fn init(c: &mut Common, s: &mut MovingBlock, cx: &ObjCtx) {
    c.routine = 2;
    let row = usize::from((c.subtype >> 4) & 7);
    let (width, y_radius, frame) = PROPERTIES.get(row).copied().unwrap_or(PROPERTIES[0]);
    (c.width_pixels, c.y_radius, c.mapping_frame) = (width, y_radius, frame);
    c.explicit_height = true;
    s.x_origin = c.pixel_x() as u16;
    s.y_origin = c.pixel_y() as u16;
    s.base_flip = c.status & 3;
    if let Some(stair) = (c.subtype & 0xF).checked_sub(8).filter(|&k| k < 4) {
        // A stair block whose oscillator goes down at the start begins on the next side.
        if (cx.world.game.oscillation.get(10 + usize::from(stair)).1 as i16) < 0 {
            s.base_flip ^= 1;
        }
    }
}

fn movement(c: &mut Common, s: &mut MovingBlock, cx: &mut ObjCtx) {
    let osc = &cx.world.game.oscillation;
    let m = c.subtype & 0xF;
    let flipped = |byte: u8, range: u16| if c.x_flip { range.wrapping_sub(u16::from(byte)) } else { u16::from(byte) };
    match m {
        1 | 2 => {
            let d0 = if m == 1 { flipped(osc.byte(8), 0x40) } else { flipped(osc.byte(0x1C), 0x80) };
            set_pixel(&mut c.x, s.x_origin.wrapping_sub(d0));
        }
        3 | 4 => {
            let d0 = if m == 3 { flipped(osc.byte(8), 0x40) } else { flipped(osc.byte(0x1C), 0x80) };
            set_pixel(&mut c.y, s.y_origin.wrapping_sub(d0));
        }
        5 => {
            set_pixel(&mut c.y, s.y_origin.wrapping_add(u16::from(osc.byte(0) >> 1)));
            if c.status & (STANDING | P2_STANDING) != 0 {
                c.subtype += 1;
            }
        }
        6 => {
            c.y = c.y.wrapping_add(i32::from(c.y_vel));
            c.y_vel = c.y_vel.wrapping_add(SINK_GRAVITY);
            let limit = cx.world.env.bounds.bottom as u16;
            if limit < c.pixel_y() as u16 {
                c.subtype = 0;
            }
        }
        7 => {
            if s.acceleration == 0 {
                if c.status & (STANDING | P2_STANDING) == 0 {
                    return;
                }
                s.acceleration = DESCEND_ACCEL;
            }
            c.object_move();
            c.y = ((c.pixel_y() & 0x7FF) << 8) | (c.y & 0xFF);
            if c.y_vel == DESCEND_TURN {
                s.acceleration = s.acceleration.wrapping_neg();
            }
            c.y_vel = c.y_vel.wrapping_add(i16::from(s.acceleration));
            if c.y_vel == 0 {
                c.subtype = 0;
            }
        }
        8..=11 => stair(c, s, cx, usize::from(m - 8)),
        _ => {}
    }
}

/// `Obj6B_Stair`: along one side of the square, the side from `base_flip` (0 left to right along the top,
/// 1 top to bottom on the right, 2 right to left along the bottom, 3 bottom to top on the left).
fn stair(c: &mut Common, s: &mut MovingBlock, cx: &ObjCtx, k: usize) {
    let (value, speed) = cx.world.game.oscillation.get(10 + k);
    let byte = value >> 8;
    let d0 = if k == 0 { byte >> 1 } else { byte };
    let d1 = STAIR_RADII[k];
    if speed == 0 {
        s.base_flip = s.base_flip.wrapping_add(1) & 3;
    }
    let (xo, yo) = (s.x_origin, s.y_origin);
    let (x, y) = match s.base_flip & 3 {
        0 => (d0.wrapping_sub(d1).wrapping_add(xo), yo.wrapping_sub(d1)),
        1 => (xo.wrapping_add(d1), d1.wrapping_sub(1).wrapping_sub(d0).wrapping_add(yo)),
        2 => (d1.wrapping_sub(1).wrapping_sub(d0).wrapping_add(xo), yo.wrapping_add(d1)),
        _ => (xo.wrapping_sub(d1), d0.wrapping_sub(d1).wrapping_add(yo)),
    };
    set_pixel(&mut c.x, x);
    set_pixel(&mut c.y, y);
}

impl crate::objects::runtime::object::ObjKind for MovingBlock {
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
        "square block"
    }
}
