//! Angel Island 1's tree: a tall trunk in front of the level (skdisasm s3.asm `Obj_AIZ1Tree`, `loc_1C3E2`).
//! A sprite 8 px either side (`width_pixels`), drawn while in range and unloaded out of it
//! (`Sprite_OnScreen_Test`, from its first frame); no touch, not solid.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `move.b #8,width_pixels(a0)`.
pub const WIDTH: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Aiz1Tree;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    c.width_pixels = WIDTH;
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Aiz1Tree {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "Angel Island 1 tree"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `Obj_AIZ1Tree`: `move.b #8,width_pixels(a0)`.
    #[test]
    fn its_width_is_8() {
        assert_eq!(super::WIDTH, 8);
    }
}
