//! Chemical Plant's moving platform (s2disasm `Obj19`: `Obj19_Init`, `Obj19_Main`, `Obj19_Move` and its
//! `Obj19_MoveRoutine1`–`8`).
//!
//! Subtype `ssss mmmm`: `s` picks the size (`Obj19_SubtypeProperties`: `width_pixels` $20, $18, $40, $20
//! with their mapping frame), `m` the movement, which the platform runs before colliding (a jump-through
//! platform, `PlatformObject`: half width `width_pixels`, top $11 above the centre, carrying the player by its
//! move):
//! - 0, 1: side to side, x = start x − oscillator 2's (0) or 3's (1) high byte (X-flipped: − (range − byte),
//!   ranges $40 and $60);
//! - 2: up and down, y = start y − oscillator 7's byte (flipped: range $80 − byte);
//! - 3: still until stood on, then 4;
//! - 4: falls toward 96 px above its start and swings about that point (speed ±8 a frame toward it) until
//!   its speed is 0 again, then 5 (still); 6 and 7 swing the same way for ever (7 starts $C0 px higher, as
//!   does an X-flipped 3);
//! - 8–11 and 12–15: round a circle, from oscillators 14 and 15 (−$40 each), its quadrant from bits 0–1, the
//!   second set going the other way.
//!
//! It is deleted without forgetting its respawn entry when its start x is out of range (as `Obj74`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::object::set_pixel;

/// `Obj19_SubtypeProperties`: `width_pixels` and mapping frame by the subtype's high nibble.
pub const SIZES: [(u8, u8); 4] = [(0x20, 0), (0x18, 1), (0x40, 2), (0x20, 3)];
/// How far above its start a platform of movement 4, 6 or 7 swings about.
pub const SWING_CENTRE: u16 = 0x60;
/// The swing's acceleration toward the centre.
pub const SWING_ACCEL: i16 = 8;
/// Movement 7 (and an X-flipped 3) start this much higher.
pub const RAISED: i32 = 0xC0;
/// The platform's top above its centre.
const TOP: i16 = 0x11;

/// `Obj19`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CpzPlatform {
    /// `objoff_30`, `objoff_32`: the start position (pixels).
    pub x_origin: u16,
    pub y_origin: u16,
}

pub fn run(c: &mut Common, s: &mut CpzPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (width, frame) = SIZES[usize::from((c.subtype >> 4) & 3)];
        c.width_pixels = width;
        c.mapping_frame = frame;
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
        c.subtype &= 0xF;
        if (c.subtype == 3 && c.x_flip) || c.subtype == 7 {
            c.y = c.y.wrapping_sub(RAISED << 8);
        }
    }
    let old_x = c.pixel_x() as i16;
    movement(c, s, cx);
    cx.platform_object(c, i16::from(c.width_pixels), TOP, old_x);
    if cx.out_of_range(i32::from(s.x_origin)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Obj19_Move`: the movement by the subtype.
fn movement(c: &mut Common, s: &CpzPlatform, cx: &mut ObjCtx) {
    let osc = &cx.world.game.oscillation;
    let m = c.subtype & 0xF;
    match m {
        0 | 1 => {
            let (byte, range) = if m == 0 { (osc.byte(8), 0x40) } else { (osc.byte(0xC), 0x60) };
            let d0 = flipped(c, byte, range);
            set_pixel(&mut c.x, s.x_origin.wrapping_sub(d0));
        }
        2 => {
            let d0 = flipped(c, osc.byte(0x1C), 0x80);
            set_pixel(&mut c.y, s.y_origin.wrapping_sub(d0));
        }
        3 if c.status & (crate::objects::runtime::object::STANDING | crate::objects::runtime::object::P2_STANDING)
            != 0 =>
        {
            c.subtype += 1
        }
        4 | 6 | 7 => {
            c.object_move();
            let above = s.y_origin.wrapping_sub(SWING_CENTRE);
            let accel = if above >= c.pixel_y() as u16 { SWING_ACCEL } else { -SWING_ACCEL };
            c.y_vel = c.y_vel.wrapping_add(accel);
            if m == 4 && c.y_vel == 0 {
                c.subtype += 1;
            }
        }
        8..=15 => {
            let mut d1 = i16::from(osc.byte(0x38).wrapping_sub(0x40) as i8);
            let mut d2 = i16::from(osc.byte(0x3C).wrapping_sub(0x40) as i8);
            // The table index is the subtype doubled: its bit 2 is the subtype's bit 1, bit 1 its bit 0.
            if m & 2 != 0 {
                d1 = d1.wrapping_neg();
                d2 = d2.wrapping_neg();
            }
            if m & 1 != 0 {
                d1 = d1.wrapping_neg();
                std::mem::swap(&mut d1, &mut d2);
            }
            if m >= 12 {
                d1 = d1.wrapping_neg();
            }
            set_pixel(&mut c.x, s.x_origin.wrapping_add(d1 as u16));
            set_pixel(&mut c.y, s.y_origin.wrapping_add(d2 as u16));
        }
        _ => {}
    }
}

/// `Obj19_MoveRoutine2_Part2`'s flip: the byte, or `range − byte` when X-flipped.
fn flipped(c: &Common, byte: u8, range: u16) -> u16 {
    let d0 = u16::from(byte);
    if c.x_flip { range.wrapping_sub(d0) } else { d0 }
}

impl crate::objects::runtime::object::ObjKind for CpzPlatform {
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
        "platform"
    }
}
