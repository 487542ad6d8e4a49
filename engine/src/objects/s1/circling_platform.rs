//! Star Light's platforms moving in circles (s1disasm `_incObj/5A SLZ Circling Platform.asm`: `Circ_Main`,
//! `Circ_Platform`, `Circ_Action`, `Circ_Types` with `.type00` and `.type04`).
//!
//! A platform 24 px half wide (`PlatformObject`, its top 8 px above its centre) placed at its centre plus
//! (oscillator 8's high byte − $50, oscillator 9's − $50) (`v_oscillate+$22`, `+$26`): subtype bit 0 negates
//! both, bit 1 turns the pair a quarter (x = −y, y = x), bit 2 (`.type04`) mirrors x. Stood on
//! (`Circ_Action`), `ExitPlatform` first lets the player leave, then it moves and `MvSonicOnPtfm2` carries him
//! (its top: y − 9 − his height; moved by its x move). Deleted when its place is out of range (`DeleteObject`).

use super::platform::{CARRY_HEIGHT, STOOD_ON, exit_platform};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::oscillation::Oscillation;
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x18;
/// The circle's centre offset from each oscillator byte.
pub const RADIUS: u8 = 0x50;
/// `v_oscillate+$22` and `+$26`: oscillators 8 and 9's high bytes.
const OSC_X: usize = 0x20;
const OSC_Y: usize = 0x24;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CirclingPlatform {
    /// `circ_origX`, `circ_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
}

pub fn run(c: &mut Common, s: &mut CirclingPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
        s.orig_x = c.pixel_x() as u16;
        s.orig_y = c.pixel_y() as u16;
    }
    let w = i16::from(c.width_pixels);
    if c.routine == STOOD_ON {
        exit_platform(c, cx);
        let old_x = c.pixel_x() as i16;
        place(c, s, &cx.world.game.oscillation);
        move_on_platform(c, cx.world.player, CARRY_HEIGHT, old_x);
    } else {
        platform_object(c, cx.world.player, w, TOP_HEIGHT, c.pixel_x() as i16);
        if standing(c, cx.world.player) {
            c.routine = STOOD_ON;
        }
        place(c, s, &cx.world.game.oscillation);
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Circ_Types`: the platform's place for this frame's oscillators.
fn place(c: &mut Common, s: &CirclingPlatform, osc: &Oscillation) {
    let (x, y) = offset(c.subtype, osc.byte(OSC_X), osc.byte(OSC_Y));
    c.x = (i32::from(s.orig_x.wrapping_add(x as u16) as i16) << 8) | (c.x & 0xFF);
    c.y = (i32::from(s.orig_y.wrapping_add(y as u16) as i16) << 8) | (c.y & 0xFF);
}

/// `.type00` / `.type04`: the offset from the centre for oscillator bytes `a` (x) and `b` (y).
pub fn offset(subtype: u8, a: u8, b: u8) -> (i16, i16) {
    let mut d1 = i16::from(a.wrapping_sub(RADIUS) as i8);
    let mut d2 = i16::from(b.wrapping_sub(RADIUS) as i8);
    if subtype & 1 != 0 {
        d1 = d1.wrapping_neg();
        d2 = d2.wrapping_neg();
    }
    if subtype & 2 != 0 {
        d1 = d1.wrapping_neg();
        std::mem::swap(&mut d1, &mut d2);
    }
    if subtype & 0xC == 4 {
        d1 = d1.wrapping_neg();
    }
    (d1, d2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_platforms_a_quarter_turn_apart() {
        // Oscillator bytes $70 and $50: offsets ($20, 0) for subtype 0, (−$20, 0) for 1, (0, −$20) for 2
        // (x = −$20 negated then swapped), (0, $20) for 3; `.type04` mirrors x.
        assert_eq!(offset(0, 0x70, 0x50), (0x20, 0));
        assert_eq!(offset(1, 0x70, 0x50), (-0x20, 0));
        assert_eq!(offset(2, 0x70, 0x50), (0, -0x20));
        assert_eq!(offset(3, 0x70, 0x50), (0, 0x20));
        assert_eq!(offset(4, 0x70, 0x50), (-0x20, 0));
        // `subi.b #$50` then `ext.w`: a byte below $50 is a negative offset.
        assert_eq!(offset(0, 0x10, 0xA0), (-0x40, 0x50));
    }
}
