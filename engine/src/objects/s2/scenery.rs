//! Scenery: bridge stakes, Hill Top's zip-line posts and rope ends, waterfalls and oilfalls (s2disasm `Obj1C`:
//! `Obj1C_Init`, `Obj1C_InitData`, `Obj1C_Radii`).
//!
//! A sprite only: its subtype picks its mapping frame, its `width_pixels` and (for a few) the height its on-screen
//! test uses (`render_flags.explicit_height`); it is drawn while near the camera and unloads by its x
//! (`MarkObjGone`). It holds its slot like any other object (Hill Top has 16 and 35 of them).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `Obj1C_InitData`: per subtype, the mapping frame and `width_pixels`.
pub const INIT_DATA: [(u8, u8); 21] = [
    (0, 4),
    (1, 4),
    (1, 4),
    (2, 0x10),
    (3, 8),
    (4, 8),
    (1, 0x20),
    (0, 8),
    (1, 8),
    (0, 4),
    (0, 4),
    (1, 4),
    (2, 4),
    (3, 4),
    (4, 4),
    (5, 4),
    (0, 0x18),
    (1, 0x18),
    (2, 8),
    (3, 8),
    (4, 8),
];
/// `Obj1C_Radii`: the explicit heights (0: none; the game's, not the fixed 40 of the zip-line posts).
pub const RADII: [u8; 21] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x30, 0x40, 0x60, 0, 0, 0x30, 0x40, 0x50];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Scenery;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let i = usize::from(c.subtype);
        let (frame, width) = INIT_DATA.get(i).copied().unwrap_or((0, 0x10));
        c.mapping_frame = frame;
        c.width_pixels = width;
        let radius = RADII.get(i).copied().unwrap_or(0);
        if radius != 0 {
            c.y_radius = radius;
            c.explicit_height = true;
        }
    }
    cx.mark_gone(c);
    if !c.deleted {
        // Until the coarse camera moves its next runs would only display it again.
        cx.slots.sleep_current(false);
    }
}

impl crate::objects::runtime::object::ObjKind for Scenery {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "scenery"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hill Top's subtypes: 4 and 5 the zip-line's posts (frames 3, 4, 8 wide), 7 and 8 the rope ends.
    #[test]
    fn hill_top_subtypes() {
        assert_eq!(INIT_DATA[4], (3, 8));
        assert_eq!(INIT_DATA[5], (4, 8));
        assert_eq!((INIT_DATA[7], INIT_DATA[8]), ((0, 8), (1, 8)));
        assert_eq!(RADII[4], 0);
    }
}
