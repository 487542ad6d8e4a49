//! Angel Island 1's zip-line peg: the post the slide rope is tied to (skdisasm s3.asm `Obj_AIZ1ZiplinePeg`,
//! `loc_1C424`). A sprite $20 px either side, drawn while in range and unloaded out of it
//! (`Sprite_OnScreen_Test`, from its first frame); no touch, not solid. The rope's ride is the small ride vine
//! ([`super::ride_vine`], subtype $3B at ($2200, $1E0)).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `width_pixels`.
pub const WIDTH: u8 = 0x20;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ZiplinePeg;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    c.width_pixels = WIDTH;
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for ZiplinePeg {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "zip-line peg"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `Obj_AIZ1ZiplinePeg`: `move.b #$20,width_pixels(a0)`.
    #[test]
    fn its_width_is_20() {
        assert_eq!(super::WIDTH, 0x20);
    }
}
