//! The giant ring at the end of an act (s1disasm `_incObj/4B Giant Ring.asm`: `GRing_Main`, `GRing_Animate`),
//! as far as the object slots go.
//!
//! Until it has been drawn on screen (`tst.b obRender(a0)`: `BuildSprites`' flag) it is drawn and unloaded out
//! of range (`GRing_Animate`). Once on screen: with all six emeralds it deletes itself; with fewer than 50 rings
//! it returns at once every frame — never drawn again, never range-tested: it holds its slot for the rest of
//! the act, and the camera coming back loads the layout's ring again beside it. With 50 rings it goes on to
//! `GRing_Animate` for good. Its touch ($52) and the flash and special stage it leads to are not modelled.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x40;
/// `cmpi.w #50,(v_rings)`, `cmpi.b #6,(v_emeralds)`.
pub const RINGS: u16 = 50;
pub const EMERALDS: u8 = 6;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.width_pixels = WIDTH_PIXELS;
        if c.on_screen {
            if cx.world.game.emeralds == EMERALDS {
                c.delete();
                return;
            }
            if cx.world.game.rings < RINGS {
                return;
            }
            c.routine = 2;
        }
    }
    // `GRing_Animate`: `DeleteObject` out of range (its respawn entry, if any, stays set).
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}
