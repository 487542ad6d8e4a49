//! Star Light's fans (s1disasm `_incObj/5D Fan.asm`: `Fan_Main`, `Fan_Delay`).
//!
//! Subtype bit 1 keeps the fan on; otherwise it blows for 180 frames and rests for 120 (`fan_time`, starting
//! at 0: off after the first frame… by `bchg #0,fan_switch`). While on, a player within $A0 px in front of it
//! (the side its status bit 0 faces; up to $50 px behind it) and from $60 px above its y to $10 below is
//! pushed (his x, the pixel word, changed after he moved): by `d0 / 16` px, where `d0` grows from $60 at $50 px
//! away to about $100 near it (`not.w` + `add.w`), with the `neg.b` only on its low byte as the game has it.
//! Subtype bit 0 turns the push round (the fan pulls). Drawn, then deleted out of range (`DeleteObject`, which
//! does not clear its respawn entry).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x10;
/// `Fan_Delay`'s on and off times.
pub const ON_TIME: i16 = 180;
pub const OFF_TIME: i16 = 120;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Fan {
    /// `fan_time` (a word counted down past 0).
    pub time: i16,
    /// `fan_switch` bit 0: the fan is off.
    pub off: bool,
}

pub fn run(c: &mut Common, s: &mut Fan, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
    }
    if c.subtype & 2 == 0 {
        s.time = s.time.wrapping_sub(1);
        if s.time < 0 {
            s.time = OFF_TIME;
            let was_off = s.off;
            s.off = !s.off;
            if was_off {
                s.time = ON_TIME;
            }
        }
    }
    if !s.off {
        let p = &mut *cx.world.player;
        if let Some(push) = push(c, p.pixel_x() as u16, p.pixel_y() as u16) {
            p.x = p.x.wrapping_add(i32::from(push) << 8);
        }
        animate(c);
    }
    c.display();
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// `.blow`: how many px the fan moves a player at (x, y), if he is in its reach.
pub fn push(c: &Common, x: u16, y: u16) -> Option<i16> {
    let right = c.status & 1 != 0;
    let mut d0 = x.wrapping_sub(c.pixel_x() as u16);
    if !right {
        d0 = d0.wrapping_neg();
    }
    d0 = d0.wrapping_add(0x50);
    if d0 >= 0xF0 {
        return None;
    }
    let (d1, below) = y.wrapping_add(0x60).overflowing_sub(c.pixel_y() as u16);
    if below || d1 >= 0x70 {
        return None;
    }
    let (near, borrow) = d0.overflowing_sub(0x50);
    d0 = near;
    if borrow {
        d0 = !d0;
        d0 = d0.wrapping_add(d0);
    }
    d0 = d0.wrapping_add(0x60);
    if !right {
        d0 = d0.wrapping_neg();
    }
    // `neg.b d0`: the low byte only.
    d0 = (d0 & 0xFF00) | u16::from((d0 as u8).wrapping_neg());
    let mut d0 = (d0 as i16) >> 4;
    if c.subtype & 1 != 0 {
        d0 = d0.wrapping_neg();
    }
    Some(d0)
}

/// `.animate`: frames 0–2 (2–4 with subtype bit 0), one a frame.
fn animate(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return;
    }
    c.anim_frame_duration = 0;
    c.anim_frame = c.anim_frame.wrapping_add(1);
    if c.anim_frame >= 3 {
        c.anim_frame = 0;
    }
    c.mapping_frame = c.anim_frame + if c.subtype & 1 != 0 { 2 } else { 0 };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::id;

    fn fan(right: bool, subtype: u8) -> Common {
        Common::new(id::SONIC1, subtype, 0x100, 0x100, right, false)
    }

    #[test]
    fn pushes_away_harder_near() {
        // Facing left, the player $20 px to its left: $20 + $60 = $80, negated $FF80, `neg.b` → $FF80, asr 4 → −8.
        assert_eq!(push(&fan(false, 0), 0xE0, 0x100), Some(-8));
        // $60 px away: $60 + $60 = $C0 → $FF40, `neg.b` → $FFC0 → −4; at the fan: $60 → $FFA0 → $FF60 → −10.
        assert_eq!(push(&fan(false, 0), 0xA0, 0x100), Some(-4));
        assert_eq!(push(&fan(false, 0), 0x100, 0x100), Some(-10));
        // $20 px behind it: $30 − $50 borrows, `not.w` → $1F, doubled $3E, + $60 = $9E → $FF62 → $FF9E → −7.
        assert_eq!(push(&fan(false, 0), 0x120, 0x100), Some(-7));
        // Facing right, $20 px to its right: $80, `neg.b` → $0080 → 8; at $9F px: $FF → $0001 → 0.
        assert_eq!(push(&fan(true, 0), 0x120, 0x100), Some(8));
        assert_eq!(push(&fan(true, 0), 0x19F, 0x100), Some(0));
        // Subtype bit 0 pulls.
        assert_eq!(push(&fan(true, 1), 0x120, 0x100), Some(-8));
    }

    #[test]
    fn reach() {
        assert_eq!(push(&fan(false, 0), 0x100 - 0xA0, 0x100), None);
        assert_eq!(push(&fan(false, 0), 0x100, 0x100 + 0x10), None);
        assert_eq!(push(&fan(false, 0), 0x100, 0x100 - 0x61), None);
        assert!(push(&fan(false, 0), 0x100, 0x100 - 0x60).is_some());
    }
}
