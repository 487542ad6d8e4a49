//! Angel Island 2's embers (skdisasm s3.asm `Obj_AnimatedStillSprite`, S3K id $30, `word_2B6B6`,
//! `loc_2B6A4`, `Ani_AnimatedStillSprites`): the 373 fires still burning in the act's scorched jungle (SonLVL's
//! "Short Ember" and "Tall Ember").
//!
//! Its first frame sets `anim` = subtype and 8 × $C (`width_pixels`, `height_pixels`; both subtypes) and runs on
//! into its routine: each frame `Animate_Sprite` (script 0: frames 0–4, script 1: frames 5–8, each shown 4
//! frames, looping) and `Sprite_OnScreen_Test` (drawn in range, deleted out of it letting its respawn entry go).
//! No touch, not solid.

use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `word_2B6B6`: `width_pixels`, `height_pixels` (the same for both subtypes).
pub const SIZE: (u8, u8) = (8, 0x0C);

/// `Ani_AnimatedStillSprites`: `byte_2B6C6` (the short ember) and `byte_2B6CD` (the tall one).
pub const SCRIPTS: [&[u8]; 2] = [&[3, 0, 1, 2, 3, 4, 0xFF], &[3, 5, 6, 7, 8, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnimatedStillSprite;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.anim = c.subtype;
        (c.width_pixels, c.y_radius) = SIZE;
        c.explicit_height = true;
    }
    // Only the two scripts exist; a larger subtype would read past them (no layout places one).
    if usize::from(c.anim) < SCRIPTS.len() {
        animate_sprite_with_flips(c, &SCRIPTS);
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for AnimatedStillSprite {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "animated still sprite"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `byte_2B6C6`: duration 3 — a new frame every 4th `Animate_Sprite` — over frames 0–4, looping
    /// (the first call shows frame 0); `byte_2B6CD` over 5–8.
    #[test]
    fn scripts_step_every_fourth_frame_and_loop() {
        let mut c = Common { anim: 0, ..Default::default() };
        let frames: Vec<u8> = (0..24)
            .map(|_| {
                animate_sprite_with_flips(&mut c, &SCRIPTS);
                c.mapping_frame
            })
            .collect();
        assert_eq!(&frames[..8], &[0, 0, 0, 0, 1, 1, 1, 1]);
        assert_eq!(frames[16], 4);
        assert_eq!(frames[20], 0, "after frame 4 the script loops");
        let mut c = Common { anim: 1, ..Default::default() };
        let frames: Vec<u8> = (0..17)
            .map(|_| {
                animate_sprite_with_flips(&mut c, &SCRIPTS);
                c.mapping_frame
            })
            .collect();
        assert_eq!((frames[0], frames[4], frames[12], frames[16]), (5, 6, 8, 5));
        assert_eq!(SIZE, (8, 0x0C));
    }
}
