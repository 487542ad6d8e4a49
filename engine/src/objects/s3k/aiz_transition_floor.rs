//! Angel Island's transition floor (skdisasm s3.asm `Obj_AIZTransitionFloor`, made by `AIZ1BGE_FireTransition`
//! at background y $190): while act 2's chunks decompress into the chunk table (`Queue_Kos` to `RAM_start`),
//! act 1's layout reads half-written chunks, so a solid floor at ($2FB0, $3A0) holds the players.
//!
//! Each frame `width_pixels` $A0 and `SolidObjectFull2` (half width $A0 + $B, half height $10 in the air and on
//! the ground) for both players: a player standing still on the ground within its box (S3K's 4-px reach below
//! the top) lands on it, at the top − his `y_radius` − 1, then rides at the top − `y_radius` ($390 − `y_radius`).
//! Once the act is 2 (`Current_act`, [`super::aiz_fire`]'s `AIZ1BGE_Finish`) it moves to x $7F00 — the players
//! standing on it fall off, in the air (`SolidObjectFull2_1P`: `bset #Status_InAir`) — and is deleted the
//! next frame (`Delete_Current_Sprite`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};
use crate::objects::runtime::solid::SolidBox;

/// Where `AIZ1BGE_FireTransition` makes it.
pub const SPAWN: (i32, i32) = (0x2FB0, 0x3A0);
/// `width_pixels`.
pub const WIDTH: u8 = 0xA0;
/// Its half height (`d2`, `d3`).
pub const HALF_HEIGHT: i16 = 0x10;
/// The x it moves to once the act is 2.
pub const GONE_X: i32 = 0x7F00;

/// The floor's state: whether it has moved away (`Delete_Current_Sprite` next).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizTransitionFloor {
    pub leaving: bool,
}

/// The floor's solid box.
pub fn solid_box(c: &Common) -> SolidBox {
    SolidBox {
        half_width: i16::from(WIDTH) + 0xB,
        half_height_air: HALF_HEIGHT,
        half_height_ground: HALF_HEIGHT,
        old_x: c.pixel_x() as i16,
    }
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
        c.width_pixels = WIDTH;
        c.status |= crate::objects::runtime::object::NO_BALANCING;
        cx.solid_object_always(c, solid_box(c));
        None
    }

    fn name(&self) -> &'static str {
        "AIZ transition floor"
    }
}
