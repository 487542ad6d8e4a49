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
