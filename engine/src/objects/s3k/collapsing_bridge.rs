//! Marble Garden's collapsing bridge (skdisasm s3.asm `Obj_CollapsingBridge` with `Current_zone` 2:
//! `loc_1E06E`, `loc_1E150`; the collapse `CollapsingPtfmHandlePlayerAndSmash`,
//! `ObjPlatformCollapse_SmashObject`; the pieces `Obj_PlatformCollapseWait`,
//! `Obj_PlatformCollapseWaitHandlePlayer`, `Check_CollapsePlayerRelease`; the tables `byte_1E0CC`,
//! `off_1E0D8`; the piece counts from `Map - Collapsing Bridge.asm`).
//!
//! The subtype's low nibble sets the delay ($10 × n + 8 frames), its high nibble (0 or 1) the size: a top
//! ($40 or $30 px either side, `SolidObjectTop` $10 high) of 32 or 24 pieces. Once a player has stood on it the
//! delay counts down one a frame, whether he stays or not — tested before this frame's `SolidObjectTop`; the
//! frame it is 0 it breaks instead of being stood on: it becomes the first of its pieces (its mapping frame
//! plus one, or plus two and mirrored with the other wait table when the player standing on it is left of its
//! centre), the others taken from the free slots after its own (`AllocateObjectAfterCurrent`: they run that
//! frame too), all at its position, each with its own wait; its respawn entry is let go (it may load again).
//! A piece counts its wait down, then falls (`MoveSprite`) and is deleted the first frame it falls while off
//! screen. The piece that was the bridge is no longer solid: a player standing on it keeps standing (his y
//! stays) until he leaves its width, leaves the ground, or the column under him has fallen
//! (`Check_CollapsePlayerRelease`); it unloads out of range. High nibble 2 (`loc_1E1C2`) is another object, not run here.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::Player;

/// `SolidObjectTop`'s height (`d3`).
pub const HEIGHT: i16 = 0x10;

/// `byte_1E0CC` by the subtype's high nibble: half width, mapping frame, and the pieces' waits
/// (`off_1E0D8`: `byte_1E58F`/`byte_1E5AF` for frame 0's 32 pieces, `byte_1E5CF`/`byte_1E5E7` for frame 3's
/// 24; the second of each pair when mirrored).
pub const SIZES: [(u8, u8, &[u8], &[u8]); 2] =
    [(0x40, 0, &WAITS_32, &WAITS_32_MIRRORED), (0x30, 3, &WAITS_24, &WAITS_24_MIRRORED)];

/// `byte_1E58F`.
pub const WAITS_32: [u8; 32] = [
    0x40, 0x38, 0x30, 0x28, 0x20, 0x18, 0x10, 8, 0x3E, 0x36, 0x2E, 0x26, 0x1E, 0x16, 0xE, 6, 0x3C, 0x34, 0x2C, 0x24,
    0x1C, 0x14, 0xC, 4, 0x3A, 0x32, 0x2A, 0x22, 0x1A, 0x12, 0xA, 2,
];
/// `byte_1E5AF`.
pub const WAITS_32_MIRRORED: [u8; 32] = [
    0x40, 8, 0x10, 0x18, 0x20, 0x28, 0x30, 0x38, 6, 0xE, 0x16, 0x1E, 0x26, 0x2E, 0x36, 0x3E, 4, 0xC, 0x14, 0x1C, 0x24,
    0x2C, 0x34, 0x3C, 2, 0xA, 0x12, 0x1A, 0x22, 0x2A, 0x32, 0x3A,
];
/// `byte_1E5CF`.
pub const WAITS_24: [u8; 24] = [
    0x30, 0x28, 0x20, 0x18, 0x10, 8, 0x2E, 0x26, 0x1E, 0x16, 0xE, 6, 0x2C, 0x24, 0x1C, 0x14, 0xC, 4, 0x2A, 0x22, 0x1A,
    0x12, 0xA, 2,
];
/// `byte_1E5E7`.
pub const WAITS_24_MIRRORED: [u8; 24] = [
    0x30, 8, 0x10, 0x18, 0x20, 0x28, 6, 0xE, 0x16, 0x1E, 0x26, 0x2E, 4, 0xC, 0x14, 0x1C, 0x24, 0x2C, 2, 0xA, 0x12,
    0x1A, 0x22, 0x2A,
];

/// Whether a Marble Garden bridge of this subtype runs here (high nibble 0 or 1).
pub fn runs(subtype: u8) -> bool {
    usize::from(subtype >> 4) < SIZES.len()
}

/// The bridge's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapsingBridge {
    /// `$38`: the delay before the collapse, then a piece's wait.
    pub delay: u8,
    /// `$3A`: a player has stood on it (on a piece: it is the one that was the bridge).
    pub stood_on: bool,
    /// Broken: a piece (`Obj_PlatformCollapseWait`).
    pub piece: bool,
    /// The size's row of [`SIZES`] (`$30`, read by the release test even when mirrored).
    pub size: u8,
}

pub fn run(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj_CollapsingBridge` → `loc_1E06E`, falling through to `loc_1E150`.
        c.routine = 2;
        s.size = c.subtype >> 4;
        s.delay = (c.subtype & 0xF).wrapping_mul(0x10).wrapping_add(8);
        let (width, frame, _, _) = SIZES[usize::from(s.size) % SIZES.len()];
        c.width_pixels = width;
        c.mapping_frame = frame;
        // (Every size's subtype becomes $80: the side of the player decides the way it collapses.)
        c.subtype = 0x80;
    }
    if s.piece {
        return piece(c, s, cx);
    }
    if s.stood_on {
        if s.delay == 0 {
            return smash(c, s, cx);
        }
        s.delay -= 1;
    }
    if cx.any_standing(c) {
        s.stood_on = true;
    }
    let x = c.pixel_x() as i16;
    cx.platform_object(c, i16::from(c.width_pixels), HEIGHT, x);
    cx.mark_gone(c);
}

/// `loc_1E150`'s collapse and `ObjPlatformCollapse_SmashObject`.
fn smash(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    let (_, _, waits, mirrored) = SIZES[usize::from(s.size) % SIZES.len()];
    let mut table = waits;
    // `move.b status(a0),d0` / `andi.b #8,d0`: player 1's x if he stands on it, else player 2's.
    let p1 = solid::standing_as(c, cx.world.player, P1);
    let p2 = cx.world.sidekick.as_deref().is_some_and(|p| solid::standing_as(c, p, P2));
    let standing_x = if p1 {
        Some(cx.world.player.pixel_x())
    } else if p2 {
        cx.world.sidekick.as_deref().map(|p| p.pixel_x())
    } else {
        None
    };
    if let Some(px) = standing_x
        && (px as u16) < (c.pixel_x() as u16)
    {
        table = mirrored;
        c.x_flip = !c.x_flip;
        c.mapping_frame = c.mapping_frame.wrapping_add(1);
    }
    // `CollapsingPtfmHandlePlayerAndSmash`: the next frame's pieces.
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    s.piece = true;
    s.delay = table[0];
    for &wait in &table[1..] {
        let mut f = Common::new(c.id, 0x80, 0, 0, c.x_flip, c.y_flip);
        f.x = c.x & !0xFF;
        f.y = c.y & !0xFF;
        f.routine = 2;
        f.width_pixels = c.width_pixels;
        f.mapping_frame = c.mapping_frame;
        f.on_screen = c.on_screen;
        let piece = CollapsingBridge { delay: wait, stood_on: false, piece: true, size: s.size };
        if cx.spawn_after(Obj { common: f, state: State::Sonic3k(Sonic3k::CollapsingBridge(piece)) }).is_none() {
            break;
        }
    }
    c.display();
    // (`bclr #7,(a1)`, `clr.w respawn_addr(a0)`.)
    if let Some(i) = c.respawn.take() {
        cx.world.env.respawn.forget(i);
    }
}

/// `Obj_PlatformCollapseWait`.
fn piece(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    if s.delay == 0 {
        // `Obj_PlatformCollapseFall`.
        c.object_move_and_fall();
        if c.on_screen {
            c.display();
        } else {
            c.delete();
        }
        return;
    }
    s.delay -= 1;
    if !s.stood_on {
        c.display();
        return;
    }
    // `Obj_PlatformCollapseWaitHandlePlayer`.
    let waits = SIZES[usize::from(s.size) % SIZES.len()].2;
    let width = i16::from(c.width_pixels);
    release(c, cx.world.player, P1, s.delay, waits, width);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        release(c, p2, P2, s.delay, waits, width);
    }
    cx.mark_gone(c);
}

/// `Check_CollapsePlayerRelease`: a player standing on the broken bridge lets go once in the air, outside its
/// width, or where the piece under him has started to fall (its wait, the first's less his column's, reached).
fn release(c: &mut Common, p: &mut Player, who: Who, delay: u8, waits: &[u8], width: i16) {
    if c.status & who.standing == 0 {
        return;
    }
    let mut d0 = (p.pixel_x() as i16).wrapping_sub(c.pixel_x() as i16).wrapping_add(width);
    if !p.air && d0 >= 0 && (d0 as u16) < (2 * width) as u16 {
        if c.x_flip {
            d0 = (2 * width).wrapping_sub(d0);
        }
        let column = usize::from((d0 as u16) >> 4);
        let fallen = waits[0].wrapping_sub(waits.get(column).copied().unwrap_or(0));
        if delay > fallen {
            return;
        }
    }
    c.status &= !who.standing;
    p.on_object = false;
    p.pushing = false;
    p.air = true;
}

impl crate::objects::runtime::object::ObjKind for CollapsingBridge {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match (self.piece, self.stood_on) {
            (true, _) if self.delay == 0 => "falling",
            (true, _) => "piece",
            (false, true) => "collapsing",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "collapsing bridge"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_1E06E`: subtype $12 waits $28 frames, is $30 px either side and mapping frame 3, whose
    /// collapse (frame 4) has $18 pieces (`Map - Collapsing Bridge.asm`), one wait each (`byte_1E5CF`); $02
    /// waits $28 frames too; frame 0's collapse has $20 pieces.
    #[test]
    fn the_tables_are_s3_asm_s() {
        assert_eq!((0x12u8 & 0xF) * 0x10 + 8, 0x28);
        assert_eq!((SIZES[1].0, SIZES[1].1, SIZES[1].2.len(), SIZES[1].3.len()), (0x30, 3, 0x18, 0x18));
        assert_eq!((SIZES[0].0, SIZES[0].1, SIZES[0].2.len(), SIZES[0].3.len()), (0x40, 0, 0x20, 0x20));
        assert_eq!((WAITS_24[0], WAITS_24[23], WAITS_24_MIRRORED[1]), (0x30, 2, 8));
        assert!(runs(0x12) && runs(0x02) && !runs(0x20));
    }
}
