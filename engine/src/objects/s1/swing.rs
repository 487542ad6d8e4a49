//! The chain of a swinging object (s1disasm `Swing_Move2` in `_incObj/15 Swinging Platforms (part 2).asm`,
//! shared by the swinging platforms `Obj15` and Eggman's wrecking ball `Obj48`): each member of the chain hangs
//! at its distance from the anchor along the angle — y = anchor y + distance × sine / 256, x = anchor x +
//! distance × cosine / 256 (`CalcSine`, `muls`, `asr.l #8`), written as pixel words.

use crate::math::{cos, sin};

/// Where a member `distance` px from the anchor (`anchor_x`, `anchor_y`: `objoff_3A`, `objoff_38`) hangs at
/// `angle` (`obAngle`'s high byte): (x, y) pixel words.
pub fn swing_position(angle: u8, anchor_x: i16, anchor_y: i16, distance: u8) -> (i16, i16) {
    let d = i32::from(distance);
    let dy = (d * i32::from(sin(angle))) >> 8;
    let dx = (d * i32::from(cos(angle))) >> 8;
    (anchor_x.wrapping_add(dx as i16), anchor_y.wrapping_add(dy as i16))
}

/// `Swing_Move`: the swinging platforms' (`Obj15`) angle — the oscillating byte `oscillation`
/// (`v_oscillate+$1A`) as it is, or mirrored about $40 ($80 − it) for an x-flipped chain (status bit 0).
pub fn swing_angle(oscillation: u8, x_flipped: bool) -> u8 {
    if x_flipped { 0x80u8.wrapping_sub(oscillation) } else { oscillation }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_hang_along_the_angle() {
        assert_eq!(swing_position(0x40, 100, 200, 0x60), (100, 200 + 0x60));
        assert_eq!(swing_position(0, 100, 200, 0x10), (100 + 0x10, 200));
        assert_eq!(swing_position(0xC0, 100, 200, 0x20), (100, 200 - 0x20));
        assert_eq!((swing_angle(0x30, false), swing_angle(0x30, true)), (0x30, 0x50));
    }
}
