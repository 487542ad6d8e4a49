//! Hill Top's (and Mystic Cave 2's) lava: an invisible object whose touch hurts (s2disasm `Obj31`:
//! `Obj31_Init`, `Obj31_Main`, `Obj31_CollisionFlagsBySubtype`).
//!
//! Its subtype picks its `collision_flags` — $96, $94, $95: hurting, `Touch_Sizes` $16, $14, $15 (the larger
//! subtypes read past the table: taken as 0, no touch here). It is never drawn (its on-screen flag stays set
//! from its init: `render_flags` is written with it, a bug the disassembly notes) and is deleted out of range
//! by its x without freeing its respawn entry (`DeleteObject`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `ObjID_LavaMarker`.
pub const ID: u8 = 0x31;
/// `Obj31_CollisionFlagsBySubtype`.
pub const COLLISION_FLAGS: [u8; 3] = [0x96, 0x94, 0x95];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LavaMarker;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = COLLISION_FLAGS.get(usize::from(c.subtype)).copied().unwrap_or(0);
        c.on_screen = true;
        c.width_pixels = 0x80;
        c.mapping_frame = c.subtype;
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
        return;
    }
    // Nothing changes until the coarse camera moves.
    cx.slots.sleep_current(c.collision_flags != 0);
}

impl crate::objects::runtime::object::ObjKind for LavaMarker {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "lava"
    }
}
