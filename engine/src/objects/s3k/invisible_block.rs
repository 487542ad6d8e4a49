//! The invisible solid block (skdisasm s3.asm `Obj_InvisibleBlock`, `loc_1C834`, `loc_1C778`): Sonic 2's `Obj74`
//! ([`crate::objects::s2::invisible_block`]) with Sonic 3's unloading.
//!
//! Subtype `wwww hhhh`: `width_pixels` = (w + 1) × 8, `height_pixels` = (h + 1) × 8. Solid on every side, on
//! screen or not (`SolidObjectFull2`: half width `width_pixels` + $B, half height `height_pixels`, + 1 on the
//! ground), for both players. Never drawn (but in debug mode). Out of range it lets its respawn entry go
//! (`loc_1C778`: `bclr #7`), so it loads again — Sonic 2's keeps it.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::s2::invisible_block::{Unload, run_unloading};

/// The invisible block's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct InvisibleBlock;

/// `width_pixels` and `height_pixels` of a subtype (Sonic 2's).
pub use crate::objects::s2::invisible_block::size;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    run_unloading(c, cx, Unload::ForgetRespawn);
}

impl crate::objects::runtime::object::ObjKind for InvisibleBlock {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(
        _s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "invisible block"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `Obj_InvisibleBlock`: subtype $21 is `(($20 + $10) >> 1)` = $18 wide and `(1 + 1) << 3` = $10 high;
    /// $71 (Marble Garden's at ($2C0, $8F0)) $40 by $10.
    #[test]
    fn sizes_by_subtype() {
        assert_eq!(super::size(0x21), (0x18, 0x10));
        assert_eq!(super::size(0x71), (0x40, 0x10));
    }
}
