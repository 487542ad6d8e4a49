//! Scrap Brain's vanishing platforms (s1disasm `_incObj/6C SBZ Vanishing Platforms.asm`: `VanP_Main`,
//! `loc_16068`, `VanP_Vanish`/`VanP_Appear`; `_anim/SBZ Vanishing Platforms.asm`; `PlatformObject`,
//! `ExitPlatform`, `MvSonicOnPtfm2`).
//!
//! Subtype bits 0–3 give the cycle ((n + 1) × $80 frames shown, then 128 gone), bits 4–7 its phase: the
//! platform waits until the level's frame counter minus (bits 4–7 × the cycle + $80) / $100 is a multiple
//! of the cycle + $80, then starts vanishing (`Ani_Van`: frames 0–3, 8 frames each) and appearing in turn.
//! While its frame has bit 1 clear it is a platform Sonic lands on (half width $10, top 8 px up) and rides;
//! gone, it lets him drop.

use super::platform::{CARRY_HEIGHT, exit_platform};
use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;

/// `Ani_Van`: vanishing, appearing (the last frame held).
const ANI_VAN: [&[u8]; 2] = [&[7, 0, 1, 2, 3, 0xFE, 1], &[7, 3, 2, 1, 0, 0xFE, 1]];
/// `move.w #127,vanp_timer(a0)`: how long it stays gone.
pub const GONE: i16 = 127;

/// Routines (`VanP_Index`): not stood on, stood on, waiting for its phase.
const SOLID: u8 = 2;
const STOOD_ON: u8 = 4;
const SYNC: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct VanishPlatform {
    /// `vanp_timer`, `vanp_timelen`: frames left, the time shown.
    pub timer: i16,
    pub shown: i16,
    /// `objoff_36`, `objoff_38`: the phase and the cycle mask.
    pub phase: u16,
    pub mask: u16,
}

/// (time shown − 1, phase, mask) for a subtype (`VanP_Main`).
pub fn timing(subtype: u8) -> (i16, u16, u16) {
    let d1 = (u16::from(subtype & 0xF) + 1) << 7;
    let cycle = d1 + 0x80;
    let phase = ((u32::from(subtype & 0xF0) * u32::from(cycle)) >> 8) as u16;
    (d1 as i16 - 1, phase, cycle - 1)
}

pub fn run(c: &mut Common, s: &mut VanishPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = SYNC;
        c.width_pixels = 0x10;
        let (shown, phase, mask) = timing(c.subtype);
        (s.timer, s.shown, s.phase, s.mask) = (shown, shown, phase, mask);
    }
    if c.routine == SYNC {
        if cx.world.game.frame_counter.wrapping_sub(s.phase) & s.mask != 0 {
            animate_sprite(c, &ANI_VAN);
            remember_state(c, cx);
            return;
        }
        c.routine = SOLID;
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer < 0 {
        s.timer = if c.anim != 0 { s.shown } else { GONE };
        c.anim ^= 1;
    }
    animate_sprite(c, &ANI_VAN);
    let w = i16::from(c.width_pixels);
    if c.mapping_frame & 2 != 0 {
        if c.status & STANDING != 0 {
            cx.world.player.on_object = false;
            c.status &= !STANDING;
            c.routine = SOLID;
        }
    } else if c.routine == SOLID {
        platform_object(c, cx.world.player, w, TOP_HEIGHT, c.pixel_x() as i16);
        if standing(c, cx.world.player) {
            c.routine = STOOD_ON;
        }
    } else {
        exit_platform(c, cx);
        move_on_platform(c, cx.world.player, CARRY_HEIGHT, c.pixel_x() as i16);
    }
    remember_state(c, cx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's $C0: shown $7F + 1 frames, a $100-frame cycle, phase $C0 × $100 / $100 = $C0;
    /// $40: phase $40; $00: none.
    #[test]
    fn subtype_gives_the_timing() {
        assert_eq!(timing(0xC0), (0x7F, 0xC0, 0xFF));
        assert_eq!(timing(0x40), (0x7F, 0x40, 0xFF));
        assert_eq!(timing(0x01), (0xFF, 0, 0x17F));
    }
}
