//! Scenery (s1disasm `_incObj/1C Scenery.asm`: `Scen_Main`, `Scen_ChkDel`): Star Light's lava-ball
//! launcher stands (subtypes 0–2) and Green Hill's bridge stump (3). Each takes its frame and width from
//! `Scen_Values` (no touch), then is drawn and deleted out of range by `DeleteObject` — not `RememberState`:
//! a respawn entry it loaded with stays set, and it never loads again.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `Scen_Values`: (frame, `obActWid`) by subtype. A subtype past 3 reads the code after the table in the
/// game; the engine takes the first entry.
pub const VALUES: [(u8, u8); 4] = [(0, 8), (0, 8), (0, 8), (1, 0x10)];

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let (frame, width) = VALUES.get(usize::from(c.subtype)).copied().unwrap_or(VALUES[0]);
        c.mapping_frame = frame;
        c.width_pixels = width;
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}
