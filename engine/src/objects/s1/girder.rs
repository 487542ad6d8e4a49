//! Scrap Brain's large girder block (s1disasm `_incObj/70 Girder Block.asm`: `Gird_Main`, `Gird_Action`,
//! `Gird_ChgMove` and its `.settings`).
//!
//! It moves round a loop of four legs — right $100 subpixels a frame for $60 frames, down $100 for $30,
//! left $100 and up $40 for $60, up $100 for $18 — pausing 7 frames before each (the first leg's pause
//! counts from its first frame). While on screen it is solid ($60 + $B across, $18 / $19 high:
//! `SolidObject`, against where it was); out of range of where it was placed it is deleted.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `obActWid`, `obHeight`.
pub const WIDTH_PIXELS: u8 = 0x60;
pub const HEIGHT: u8 = 0x18;
/// `.settings`: X Speed, Y Speed, frames.
pub const LEGS: [(i16, i16, u16); 4] = [(0x100, 0, 0x60), (0, 0x100, 0x30), (-0x100, -0x40, 0x60), (0, -0x100, 0x18)];
/// `move.w #7,gird_delay(a0)`.
pub const DELAY: u16 = 7;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Girder {
    /// `gird_origX`: the x it unloads by.
    pub orig_x: i16,
    /// `gird_time`: frames left of this leg.
    pub time: u16,
    /// `gird_set`: the next leg × 8.
    pub set: u8,
    /// `gird_delay`: frames left of the pause.
    pub delay: u16,
}

pub fn run(c: &mut Common, s: &mut Girder, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
        c.y_radius = HEIGHT;
        s.orig_x = c.pixel_x() as i16;
        change_move(c, s);
    }
    let old_x = c.pixel_x() as i16;
    let moving = if s.delay == 0 {
        true
    } else {
        s.delay -= 1;
        s.delay == 0
    };
    if moving {
        c.object_move();
        s.time = s.time.wrapping_sub(1);
        if s.time == 0 {
            change_move(c, s);
        }
    }
    if c.on_screen {
        let h = i16::from(HEIGHT);
        let b = SolidBox {
            half_width: i16::from(WIDTH_PIXELS) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x,
        };
        solid_object_s1(c, cx.world.player, b);
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Gird_ChgMove`: the next leg's speeds and length, and the pause before it.
fn change_move(c: &mut Common, s: &mut Girder) {
    let (x_vel, y_vel, time) = LEGS[usize::from((s.set & 0x18) >> 3)];
    c.x_vel = x_vel;
    c.y_vel = y_vel;
    s.time = time;
    s.set = s.set.wrapping_add(8);
    s.delay = DELAY;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The legs come round after four: `andi.w #$18` of the set byte.
    #[test]
    fn legs_loop() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        let mut s = Girder::default();
        for leg in [0, 1, 2, 3, 0] {
            change_move(&mut c, &mut s);
            assert_eq!((c.x_vel, c.y_vel, s.time, s.delay), (LEGS[leg].0, LEGS[leg].1, LEGS[leg].2, DELAY));
        }
    }
}
