//! Spring Yard's lamp (s1disasm `_incObj/12 Light.asm`: `Light_Main`, `Light_Animate`): its six frames in
//! turn, each shown 8 frames (`obTimeFrame` counted down past 0, reset to 7); drawn, width $10, and deleted out
//! of range by `DeleteObject` (a respawn entry stays set).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obActWid`; the frames (`cmpi.b #6,obFrame`) and each one's time less 1.
pub const WIDTH_PIXELS: u8 = 0x10;
pub const FRAMES: u8 = 6;
pub const FRAME_TIME: u8 = 7;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
    }
    // `obTimeFrame`.
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = FRAME_TIME;
        c.mapping_frame = c.mapping_frame.wrapping_add(1);
        if c.mapping_frame >= FRAMES {
            c.mapping_frame = 0;
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}
