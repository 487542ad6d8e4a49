//! Scrap Brain's trapdoors (s1disasm `_incObj/69 SBZ Spinning Platforms.asm`: `Spin_Main`, `Spin_Trapdoor`;
//! `_anim/SBZ Spinning Platforms.asm`): its timer counts (subtype & $F) × 60 down past 0, then the door
//! switches between opening and closing (`bchg #0,obAnim`: `.trapopen` frames 0, 1, 2 and `.trapclose` 2, 1, 0, 4 frames each, holding the
//! last); while it shows frame 0 (closed) it is a `SolidObject` $4B × $C/$D, and otherwise a player standing
//! on it is let go (his standing bit cleared, not put in the air). Unloaded out of range (`RememberState`).
//!
//! A subtype with bit 7 set is a small spinning platform (`Spin_Spinner`): on frames whose level frame counter
//! (`v_framecount`) has no bit of ((subtype & $70) + $10) × 4 − 1 set it arms; armed, its timer counts
//! (subtype & $F) × 6 down past 0, then it flips once (`bchg #0,obAnim` between the two identical spin
//! scripts: the spin restarts) and disarms. The spin (`.spin1`, 2 frames a frame, frame bytes with flip bits,
//! Sonic 1's `AnimateSprite`) ends holding frame 0; on frame 0 it is a `SolidObject` $1B × 7/8, otherwise a
//! standing player is let go as from the door.

use crate::objects::runtime::animate::{animate_sprite, animate_sprite_s1};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1, standing};

/// `SolidObject`'s d1, d2, d3 while closed.
pub const BOX: (i16, i16, i16) = (0x4B, 0xC, 0xD);
/// The spinning platform's `SolidObject` d1, d2, d3 on frame 0.
pub const SPINNER_BOX: (i16, i16, i16) = (0x1B, 7, 8);
/// `Ani_Spin`: the trapdoor's scripts and the spinner's two (`afBack 1`: hold the last frame).
const SPIN: &[u8] = &[1, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xFE, 1];
const ANI_SPIN: [&[u8]; 4] = [&[3, 0, 1, 2, 0xFE, 1], &[3, 2, 1, 0, 0xFE, 1], SPIN, SPIN];
/// The spinner's routine.
const SPINNER: u8 = 4;

/// The door's timers (`spin_timer`, `spin_timelen`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Trapdoor {
    pub timer: i16,
    pub period: i16,
    /// The spinner's `objoff_36` (the frame counter's bits that must be clear to arm it) and `objoff_34`
    /// (armed).
    pub mask: u16,
    pub armed: bool,
}

/// `Spin_Main` for a spinner: (subtype & $F) × 6 and ((subtype & $70) + $10) × 4 − 1.
pub fn spinner_times(subtype: u8) -> (i16, u16) {
    (i16::from(subtype & 0xF) * 6, ((u16::from(subtype & 0x70) + 0x10) << 2) - 1)
}

pub fn run(c: &mut Common, s: &mut Trapdoor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x80;
        s.period = i16::from(c.subtype & 0xF) * 0x3C;
        if c.subtype & 0x80 != 0 {
            c.routine = SPINNER;
            c.width_pixels = 0x10;
            c.anim = 2;
            (s.period, s.mask) = spinner_times(c.subtype);
            s.timer = s.period;
        }
    }
    if c.routine == SPINNER {
        spinner(c, s, cx);
        return;
    }
    s.timer -= 1;
    if s.timer < 0 {
        s.timer = s.period;
        c.anim ^= 1;
    }
    animate_sprite(c, &ANI_SPIN);
    if c.mapping_frame == 0 {
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.2,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    } else if standing(c, cx.world.player) {
        cx.world.player.on_object = false;
        c.status &= !STANDING;
    }
    cx.mark_gone(c);
}

/// `Spin_Spinner`: arms on the frame counter, flips when its timer runs out, solid on frame 0.
fn spinner(c: &mut Common, s: &mut Trapdoor, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & s.mask == 0 {
        s.armed = true;
    }
    if s.armed {
        s.timer -= 1;
        if s.timer < 0 {
            s.timer = s.period;
            s.armed = false;
            c.anim ^= 1;
        }
    }
    animate_sprite_s1(c, &ANI_SPIN);
    if c.mapping_frame == 0 {
        let b = SolidBox {
            half_width: SPINNER_BOX.0,
            half_height_air: SPINNER_BOX.1,
            half_height_ground: SPINNER_BOX.2,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    } else if standing(c, cx.world.player) {
        cx.world.player.on_object = false;
        c.status &= !STANDING;
    }
    cx.mark_gone(c);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's spinners $80–$83: no wait, armed every $40 frames.
    #[test]
    fn spinner_subtypes() {
        assert_eq!(spinner_times(0x80), (0, 0x3F));
        assert_eq!(spinner_times(0x93), (0x12, 0x7F));
    }
}
