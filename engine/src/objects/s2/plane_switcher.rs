//! The plane switcher's object (s2disasm `Obj03`: `Obj03_Init`, `Obj03_MainX`, `Obj03_MainY`, `MarkObjGone3`) as
//! far as the object slots go.
//!
//! What a switcher does to the players is [`crate::switchers`]'s (the level's switchers, each with the side it
//! last saw each player on). But in the game each switcher is an object the objects manager loads into a dynamic
//! slot like any other and that deletes itself out of range (`MarkObjGone3`, no respawn entry), so it takes a
//! slot while the camera is near: without it every object loaded after it would take an earlier slot than in
//! the game (the recordings' stood-on slots: Hill Top's zip-line lift, slot $13 behind the switcher at $178).
//! This object is that slot's occupant: it is never drawn and touches nothing.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `ObjID_PlaneSwitcher`.
pub const ID: u8 = super::id::PLANE_SWITCHER;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlaneSwitcher;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj03_Init`: (its side flags are the switcher's own, in `crate::switchers`).
        c.routine = 2;
        c.width_pixels = 0x10;
    }
    // `MarkObjGone3`: deleted once out of range (its record has no respawn entry; S3K's `Obj_PathSwap`'s has,
    // and `Delete_Sprite_If_Not_In_Range` clears its loaded bit).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
        return;
    }
    // Nothing changes until the coarse camera moves.
    cx.slots.sleep_current(false);
}

impl crate::objects::runtime::object::ObjKind for PlaneSwitcher {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "plane switcher"
    }
}
