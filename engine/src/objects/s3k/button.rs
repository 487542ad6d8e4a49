//! The floor button (skdisasm s3.asm `Obj_Button`, S3K id $33: `loc_2BB90`, the top-solid kind `loc_2BBFE`)
//! that sets one of the level's switches (`Level_trigger_array`, [`crate::objects::runtime::game::GameState::switches`]).
//!
//! Subtype `-bla ssss`: `s` the switch; `b` (bit 6) sets its bit 7 instead of bit 0; `l` (bit 4) latches (stepping
//! off leaves it set); `a` (bit 5) top-solid only (`SolidObjectTop`, $10 either side, `d3` 6), else solid all
//! round (`SolidObjectFull`, $1B by 4). Placed 4 px lower than its record. Only while on screen (`render_flags`
//! bit 7) is it solid and read: stood on, the bit is set (frame 1); otherwise cleared unless latching (frame 0).
//! It unloads out of range. (In competition mode it is something else, not run here.)

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Button;

/// The switch's index and the bit a button of `subtype` sets.
pub fn switch_bit(subtype: u8) -> (usize, u8) {
    (usize::from(subtype & 0xF), if subtype & 0x40 != 0 { 0x80 } else { 1 })
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.y = c.y.wrapping_add(4 << 8);
    }
    if c.on_screen {
        let x = c.pixel_x() as i16;
        if c.subtype & 0x20 != 0 {
            cx.platform_object(c, 0x10, 6, x);
        } else {
            cx.solid_object(c, SolidBox { half_width: 0x1B, half_height_air: 4, half_height_ground: 5, old_x: x });
        }
        c.mapping_frame = 0;
        let (i, bit) = switch_bit(c.subtype);
        let switch = &mut cx.world.game.switches[i];
        if c.status & (STANDING | P2_STANDING) != 0 {
            *switch |= bit;
            c.mapping_frame = 1;
        } else if c.subtype & 0x10 == 0 {
            *switch &= !bit;
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Button {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.mapping_frame == 1 { "pressed" } else { "up" }
    }

    fn name(&self) -> &'static str {
        "button"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `Obj_Button`: subtype $20 (Hydrocity 1's, top-solid) sets bit 0 of switch 0; $45 bit 7 of 5.
    #[test]
    fn switch_by_subtype() {
        assert_eq!(super::switch_bit(0x20), (0, 1));
        assert_eq!(super::switch_bit(0x45), (5, 0x80));
    }
}
