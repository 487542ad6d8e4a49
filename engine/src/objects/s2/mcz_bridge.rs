//! Mystic Cave's log bridge that a vine switch opens (s2disasm `Obj77`: `Obj77_Init`, `Obj77_Main`,
//! `Obj77_DropCharacters`, `Ani_obj77`).
//!
//! Solid (`SolidObject`: half width $4B, half height 8, + 1 on the ground) only while its animation shows
//! frame 0, the bridge closed. It starts on its closing animation (`Ani_obj77_Close`: frames 4 down to 0, 4
//! frames each, then 0 for good), so it becomes solid on its 17th frame. When the flag its subtype names is set
//! (`ButtonVine_Trigger`, bit 0) it opens once (`Ani_obj77_Open`: 0 up to 4, then 4): any player standing on
//! it is let go (his `on_object` cleared, the object's standing bits too) and falls through. It unloads by its
//! x (`MarkObjGone`).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;

/// `ObjID_MCZBridge`.
pub const ID: u8 = 0x77;
/// The solid box while closed.
pub const HALF_WIDTH: i16 = 0x4B;
pub const HALF_HEIGHT: i16 = 8;
/// `Ani_obj77`: closing (anim 0) and opening (anim 1).
const SCRIPTS: [&[u8]; 2] = [&[3, 4, 3, 2, 1, 0, 0xFE, 1], &[3, 0, 1, 2, 3, 4, 0xFE, 1]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MczBridge {
    /// `objoff_34`: its flag was seen (it opens only once).
    pub opened: bool,
}

pub fn run(c: &mut Common, s: &mut MczBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x80;
    }
    if !s.opened && cx.world.game.switches.get(usize::from(c.subtype)).copied().unwrap_or(0) & 1 != 0 {
        s.opened = true;
        c.anim ^= 1;
    }
    animate_sprite(c, &SCRIPTS);
    if c.mapping_frame == 0 {
        let b = SolidBox {
            half_width: HALF_WIDTH,
            half_height_air: HALF_HEIGHT,
            half_height_ground: HALF_HEIGHT + 1,
            old_x: c.pixel_x() as i16,
        };
        cx.solid_object(c, b);
    } else {
        // `Obj77_DropCharacters`.
        if c.status & STANDING != 0 {
            cx.world.player.on_object = false;
        }
        if c.status & P2_STANDING != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
        {
            p2.on_object = false;
        }
        c.status &= !(STANDING | P2_STANDING);
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for MczBridge {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.mapping_frame == 0 { "closed" } else { "open" }
    }

    fn name(&self) -> &'static str {
        "Mystic Cave bridge"
    }
}
