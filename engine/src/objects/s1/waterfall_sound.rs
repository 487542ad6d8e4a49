//! Green Hill's waterfall sound (s1disasm `_incObj/49 Waterfall Sound.asm`: `WSnd_Main`, `WSnd_PlaySnd`):
//! never drawn, it would play `sfx_Waterfall` whenever `v_vbla_byte`'s low six bits are 0 (every 64 frames;
//! the engine has no sound, so [`plays`] only tells the frame) and is deleted out of range by `DeleteObject`
//! (a respawn entry stays set).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `andi.b #$3F,d0` / `bne.s`: the sound's frames.
pub fn plays(vbla_byte: u8) -> bool {
    vbla_byte & 0x3F == 0
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_64_frames() {
        let frames: Vec<u8> = (0..=255u8).filter(|&b| super::plays(b)).collect();
        assert_eq!(frames, [0, 0x40, 0x80, 0xC0]);
    }
}
