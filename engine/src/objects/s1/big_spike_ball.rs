//! Spring Yard's giant spiked balls (s1disasm `_incObj/58 Big Spiked Ball.asm`: `BBall_Main`, `BBall_Move`
//! with `.type00`–`.type03`).
//!
//! A hurting ball (`obColType` $86). Subtype bits 0–2 move it: 0 stays; 1 across and 2 up and down, with
//! oscillator 3's high byte (`v_oscillate+$E`) taken from its place (x-flipped: $60 − it across, $80 − it up
//! and down); 3 round a circle of radius $50 about its place, its angle word (starting at $00/$40/$80/$C0 by
//! its status bits 0–1: `ror.b #2`) turned each frame by the subtype's high nibble, sign-extended, times 8.
//! Deleted when its place is out of range (`DeleteObject`: its respawn entry stays set).

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::object::set_pixel;

/// `obColType` (hurt, size 6), `obActWid`, the circle's radius.
pub const COLLISION: u8 = 0x86;
pub const WIDTH_PIXELS: u8 = 0x18;
pub const RADIUS: i32 = 0x50;
/// `v_oscillate+$E`: oscillator 3's high byte.
const OSCILLATOR_BYTE: usize = 0xC;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BigSpikeBall {
    /// `bball_origX`, `bball_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
    /// `bball_speed`: the circle's turn a frame (a word added to the angle word).
    pub speed: i16,
    /// `obAngle` and the byte after it, as the word `.type03` adds to.
    pub angle: u16,
}

pub fn run(c: &mut Common, s: &mut BigSpikeBall, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
        s.orig_x = c.pixel_x() as u16;
        s.orig_y = c.pixel_y() as u16;
        c.collision_flags = COLLISION;
        s.speed = i16::from((c.subtype & 0xF0) as i8) << 3;
        s.angle = u16::from(c.status.rotate_right(2) & 0xC0) << 8;
    }
    let osc = || u16::from(cx.world.game.oscillation.byte(OSCILLATOR_BYTE));
    let flipped = c.status & 1 != 0;
    match c.subtype & 7 {
        1 => {
            let d0 = if flipped { osc().wrapping_neg().wrapping_add(0x60) } else { osc() };
            set_pixel(&mut c.x, s.orig_x.wrapping_sub(d0));
        }
        2 => {
            let d0 = if flipped { osc().wrapping_neg().wrapping_add(0x80) } else { osc() };
            set_pixel(&mut c.y, s.orig_y.wrapping_sub(d0));
        }
        3 => {
            s.angle = s.angle.wrapping_add(s.speed as u16);
            let (x, y) = circle(s);
            set_pixel(&mut c.x, x);
            set_pixel(&mut c.y, y);
        }
        _ => {}
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `.type03`'s place: its centre plus (cos, sin) × $50 / 256.
fn circle(s: &BigSpikeBall) -> (u16, u16) {
    let a = (s.angle >> 8) as u8;
    let y = (RADIUS * i32::from(sin(a))) >> 8;
    let x = (RADIUS * i32::from(cos(a))) >> 8;
    (s.orig_x.wrapping_add(x as u16), s.orig_y.wrapping_add(y as u16))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #$86,obColType(a0)`, `move.b #$18,obActWid(a0)`, `move.b #$50,bball_radius(a0)`.
        assert_eq!((COLLISION, WIDTH_PIXELS, RADIUS), (0x86, 0x18, 0x50));
    }

    #[test]
    fn circles_at_radius_0x50() {
        let mut s = BigSpikeBall { orig_x: 0x100, orig_y: 0x100, speed: 0, angle: 0 };
        assert_eq!(circle(&s), (0x150, 0x100));
        s.angle = 0x4000;
        assert_eq!(circle(&s), (0x100, 0x150));
        s.angle = 0x8000;
        assert_eq!(circle(&s), (0xB0, 0x100));
        // Subtype $F3: speed −$10 × 8 = −$80 a frame (half an angle step).
        assert_eq!(i16::from((0xF3u8 & 0xF0) as i8) << 3, -0x80);
    }
}
