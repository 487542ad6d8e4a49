//! The invisible solid block (s2disasm `Obj74`: `Obj74_Init`, `Obj74_Main`).
//!
//! Both players collide with it (player 2 after player 1, with his own standing bits).
//!
//! Subtype `wwww hhhh`: `width_pixels` = (w + 1) × 8, `y_radius` = (h + 1) × 8. Solid on every side, on screen
//! or not (`SolidObject_Always`: half width `width_pixels` + $B, half height `y_radius`, `y_radius` + 1 on the
//! ground). Never drawn (Sonic 2 REV01; REV00 drew it in debug mode). Deleted without forgetting its respawn
//! entry once its x is out of range (`cmpi.w #$280` on the coarse x).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::SolidBox;

/// The invisible block's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct InvisibleBlock;

/// `width_pixels` and `y_radius` of a subtype.
pub fn size(subtype: u8) -> (u8, u8) {
    ((((u16::from(subtype) & 0xF0) + 0x10) >> 1) as u8, ((subtype & 0xF) + 1) << 3)
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    run_unloading(c, cx, Unload::KeepRespawn);
}

/// What the block does with its respawn entry as it goes out of range: Sonic 2's keeps it (it never loads
/// again), Sonic 3's lets it go (skdisasm `loc_1C778`: `bclr #7`, [`crate::objects::s3k::invisible_block`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unload {
    KeepRespawn,
    ForgetRespawn,
}

/// The block's routine with the game's unloading rule.
pub fn run_unloading(c: &mut Common, cx: &mut ObjCtx, unload: Unload) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius) = size(c.subtype);
    }
    let h = i16::from(c.y_radius);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: h,
        half_height_ground: h + 1,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object_always(c, b);
    if cx.out_of_range(c.pixel_x()) {
        if unload == Unload::ForgetRespawn
            && let Some(i) = c.respawn
        {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
        return;
    }
    // Until a player comes within reach of its box its runs change nothing.
    cx.nap(c, u16::from(c.width_pixels) + 0xB, u16::from(c.y_radius) + 1);
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
