//! Sonic 3's still decorations (skdisasm s3.asm `Obj_StillSprite`, S3K id $2F, `word_2B31A`, `loc_2B314`): Angel
//! Island 2's bridge posts, rope ties and waterfall strips, Hydrocity's waterfalls, tube bends and bridge posts,
//! Marble Garden's signposts, Launch Base's girders — one sprite each, frame `subtype` of `Map_StillSprites`.
//!
//! Its first frame sets `width_pixels` and `height_pixels` by subtype ([`SIZES`]) and runs on into
//! `Sprite_OnScreen_Test`: drawn while in range, deleted out of it letting its respawn entry go (it loads again
//! when the camera comes back). No touch, not solid; it only takes its slot.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `word_2B31A`: (`width_pixels`, `height_pixels`) of each subtype (its mapping frame).
pub const SIZES: [(u8, u8); 0x18] = [
    (0x0C, 0x0C), // 0 AIZ2 bridge post
    (0x10, 0x08), // 1 AIZ2 large rope twist tie
    (0x08, 0x04), // 2 AIZ2 rope twist tie
    (0x08, 0x08), // 3 AIZ2 tie top
    (0x08, 0x20), // 4 AIZ2 waterfall
    (0x0C, 0x0C), // 5 AIZ2 bridge post (other palette)
    (0x40, 0x40), // 6 HCZ waterfall 128 × 128
    (0x40, 0x20), // 7 HCZ waterfall 128 × 64
    (0x40, 0x10), // 8 HCZ waterfall 128 × 32
    (0x40, 0x40), // 9 HCZ waterfall staggered down
    (0x40, 0x60), // A HCZ waterfall staggered up
    (0x10, 0x18), // B MGZ signpost left
    (0x10, 0x18), // C MGZ signpost right
    (0x10, 0x18), // D MGZ signpost up
    (0x10, 0x18), // E MGZ signpost down
    (0x08, 0x30), // F HCZ2 tube bend 1
    (0x30, 0x18), // 10 HCZ2 tube bend 2
    (0x0C, 0x10), // 11 HCZ2 tube bend 3
    (0x20, 0x34), // 12 HCZ2 tube crossover
    (0x04, 0x10), // 13 HCZ2 bridge post
    (0x08, 0x08), // 14 LBZ cup elevator pole top
    (0x10, 0x40), // 15 LBZ steel girder, low priority
    (0x10, 0x80), // 16 LBZ large steel girder
    (0x10, 0x40), // 17 LBZ steel girder, high priority
];

/// The size of a subtype; past the table the game reads the code after it, which no layout places.
pub fn size(subtype: u8) -> (u8, u8) {
    SIZES.get(usize::from(subtype)).copied().unwrap_or((0x10, 0x10))
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StillSprite;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.mapping_frame = c.subtype;
        (c.width_pixels, c.y_radius) = size(c.subtype);
        c.explicit_height = true;
    }
    cx.mark_gone(c);
    if !c.deleted {
        // Nothing changes until the coarse camera moves: `Sprite_OnScreen_Test` would only draw it again.
        cx.slots.sleep_current(false);
    }
}

impl crate::objects::runtime::object::ObjKind for StillSprite {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "still sprite"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_2B31A` (6 bytes a subtype: art, priority, width, height): Angel Island 2's bridge post (0)
    /// $C × $C, its waterfall strip (4) 8 × $20, Hydrocity's staggered-up waterfall (A) $40 × $60, Hydrocity 2's
    /// first tube bend (F) 8 × $30, its crossover ($12) $20 × $34 and bridge post ($13) 4 × $10, the last entry
    /// ($17) $10 × $40.
    #[test]
    fn sizes_by_subtype() {
        assert_eq!(size(0), (0x0C, 0x0C));
        assert_eq!(size(4), (0x08, 0x20));
        assert_eq!(size(0x0A), (0x40, 0x60));
        assert_eq!(size(0x0F), (0x08, 0x30));
        assert_eq!(size(0x12), (0x20, 0x34));
        assert_eq!(size(0x13), (0x04, 0x10));
        assert_eq!(size(0x17), (0x10, 0x40));
    }
}
