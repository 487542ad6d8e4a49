//! Angel Island's transition floor (`Obj_AIZTransitionFloor`, made by `AIZ1BGE_FireTransition` at background
//! y $190): while act 2's chunks decompress into the chunk table (`Queue_Kos` to `RAM_start`), act 1's layout
//! reads half-written chunks, so a floor at ($2FB0, $3A0) holds the players.
//!
//! The combined game's routine differs from skdisasm s3.asm's (`SolidObjectFull2`, half width $A0 + $B): it is
//! solid from the top only (`SolidObjectTop`: `d1` $A0 either side, `d3` $10 high, top $390; `height_pixels`
//! $10), as sonic3k.asm's `Obj_AIZTransitionFloor` shows. So a player lands on it only when his feet + 4 are 1
//! to 16 px below its top (`PlatformObject_ChkYRange`'s `bhi` / `cmpi.w #-$10,d0` `blo`): Tails standing at y
//! $37F lands at once, but Sonic standing still at y $379 (feet + 4 exactly at the top, `d0` 0) does not —
//! he lands only once the ground under him gives way (OpenGGF's `s3k/aiz1_to_hcz_fullrun`, frame $153B: act 2's
//! chunks written over act 1's under him). Standing on it a player rides at its top − `y_radius`
//! (`MvSonicOnPtfm`). Once the act is 2 (`Current_act`, [`super::aiz_fire`]'s `AIZ1BGE_Finish`) it moves to
//! x $7FFF — the players standing on it fall off, in the air — and is deleted the next frame
//! (`Delete_Current_Sprite`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};

/// Where `AIZ1BGE_FireTransition` makes it.
pub const SPAWN: (i32, i32) = (0x2FB0, 0x3A0);
/// `SolidObjectTop`'s half width (`d1`).
pub const HALF_WIDTH: i16 = 0xA0;
/// `SolidObjectTop`'s height (`d3`): the top is at y − $10.
pub const HEIGHT: i16 = 0x10;
/// The x it moves to once the act is 2.
pub const GONE_X: i32 = 0x7FFF;

/// The floor's state: whether it has moved away (`Delete_Current_Sprite` next).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizTransitionFloor {
    pub leaving: bool,
}

impl ObjKind for AizTransitionFloor {
    const READS_ON_SCREEN: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        if s.leaving {
            c.delete();
            return None;
        }
        if cx.world.game.events.aiz.act2 {
            c.x = GONE_X << 8;
            s.leaving = true;
        }
        c.status |= crate::objects::runtime::object::NO_BALANCING;
        let x = c.pixel_x() as i16;
        cx.platform_object(c, HALF_WIDTH, HEIGHT, x);
        None
    }

    fn name(&self) -> &'static str {
        "AIZ transition floor"
    }
}
