//! Casino Night's invisible conveyor belt (s2disasm `Obj72`: `Obj72_Init`, `Obj72_Main`, `Obj72_Action`).
//!
//! An area (subtype bits 0–6 × 16 px either side of it — the byte `lsl.b #4` keeps — and $30 px above and
//! below, $70 with subtype bit 7) that moves each player on the ground inside it 2 px a frame to the right
//! (left when X-flipped). It is not drawn (`MarkObjGone3`: deleted out of range, never displayed).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::player::Player;

/// `objoff_3C`: the half height, and with subtype bit 7.
pub const HALF_HEIGHT: u16 = 0x30;
pub const TALL_HALF_HEIGHT: u16 = 0x70;
/// `objoff_36`: px a frame.
pub const SPEED: i16 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzConveyor {
    /// `objoff_38`: the half width.
    pub half_width: u8,
    /// `objoff_3C`.
    pub half_height: u16,
    /// `objoff_36`.
    pub speed: i16,
}

pub fn run(c: &mut Common, s: &mut CnzConveyor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.half_height = if c.subtype & 0x80 != 0 { TALL_HALF_HEIGHT } else { HALF_HEIGHT };
        s.half_width = (c.subtype & 0x7F) << 4;
        s.speed = if c.x_flip { -SPEED } else { SPEED };
    }
    carry(c, s, cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        carry(c, s, p2);
    }
    // `MarkObjGone3`.
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

/// `Obj72_Action`.
fn carry(c: &Common, s: &CnzConveyor, p: &mut Player) {
    let d2 = u16::from(s.half_width);
    let dx = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(d2);
    if dx >= 2 * d2 {
        return;
    }
    let dy = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16).wrapping_add(s.half_height);
    if dy >= s.half_height || p.air {
        return;
    }
    p.x = p.x.wrapping_add(i32::from(s.speed) << 8);
}

impl crate::objects::runtime::object::ObjKind for CnzConveyor {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "conveyor belt"
    }
}
