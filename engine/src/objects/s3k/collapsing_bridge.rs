//! Marble Garden's and Hydrocity's collapsing bridges (skdisasm s3.asm `Obj_CollapsingBridge` with
//! `Current_zone` 2: `loc_1E06E`, with `Current_zone` 1: `loc_1DFD4`; both then `loc_1E150`, Hydrocity's
//! subtype bit 7 `loc_1E2E8`; the collapse `CollapsingPtfmHandlePlayerAndSmash`,
//! `ObjPlatformCollapse_SmashObject`; the pieces `Obj_PlatformCollapseWait`,
//! `Obj_PlatformCollapseWaitHandlePlayer`, `Check_CollapsePlayerRelease`; the tables `byte_1E0CC`/`off_1E0D8`
//! (Marble Garden) and `byte_1E03E`/`off_1E04E` (Hydrocity); the piece counts from the zones'
//! `Map - Collapsing Bridge.asm`).
//!
//! The subtype's low nibble sets the delay ($10 × n + 8 frames), its high nibble the size (its row of
//! [`MGZ_SIZES`] or [`HCZ_SIZES`]): a top (`SolidObjectTop` $10 high, its half width from the row) whose
//! collapse has as many pieces as the row's wait table. Once a player has stood on it the delay counts down one
//! a frame, whether he stays or not — tested before this frame's `SolidObjectTop`; the frame it is 0 it breaks
//! instead of being stood on: it becomes the first of its pieces (its mapping frame plus one; for a row whose
//! subtype has bit 7 — all but Hydrocity's row 2 — plus two with the other wait table and `status` bit 0
//! flipped when the player standing on it is left of its centre), the others taken from the free slots after
//! its own (`AllocateObjectAfterCurrent`: they run that frame too), all at its position, each with its own wait;
//! its respawn entry is let go (it may load again).
//! A piece counts its wait down, then falls (`MoveSprite`) and is deleted the first frame it falls while off
//! screen (`Render_Sprites`' test with the row's `height_pixels`). The piece that was the bridge is no longer
//! solid: a player standing on it keeps standing (his y stays) until he leaves its width, leaves the ground, or
//! the column under him has fallen (`Check_CollapsePlayerRelease`); it unloads out of range.
//!
//! Hydrocity's subtype bit 7 (`loc_1E2E8`, act 1's four bridges under Blastoids): `$40` = the low nibble, the
//! size from bits 4–6, the delay 8. Standing on it starts nothing: from its second frame (its first runs
//! `loc_1E150`) it waits for `Level_trigger_array` + `$40` (the level's switches, set by the Blastoid above
//! it, [`super::blastoid`]); the frame it finds it set it counts as stood on and drops its respawn entry
//! (`clr.w respawn_addr`: it never loads again), and 8 frames later collapses as the others.
//! Marble Garden's high nibble 2 (`loc_1E1C2`) is another object, not run here.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::objects::s3k::{HYDROCITY, MARBLE_GARDEN};
use crate::player::Player;

/// `SolidObjectTop`'s height (`d3`).
pub const HEIGHT: i16 = 0x10;

/// `loc_1E150`: the routine of a bridge that starts when stood on.
pub const ROUTINE_STOOD_ON: u8 = 2;
/// `loc_1E2E8`: the routine of Hydrocity's bridge that starts when its `Level_trigger_array` flag is set.
pub const ROUTINE_TRIGGERED: u8 = 4;
/// `loc_1E2E8`: the delay of a triggered bridge (its low nibble is the flag: `andi.b #$70,d0`, then
/// 0 × $10 + 8).
pub const TRIGGERED_DELAY: u8 = 8;

/// One row of a zone's size table: `width_pixels`, `height_pixels`, `mapping_frame`, `subtype` (bit 7: the
/// collapse runs the way of the player standing on it), and the pieces' waits (`$30`, and `$34` when mirrored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub width: u8,
    pub height: u8,
    pub frame: u8,
    pub subtype: u8,
    pub waits: &'static [u8],
    pub mirrored: &'static [u8],
}

const fn size(b: [u8; 4], waits: &'static [u8], mirrored: &'static [u8]) -> Size {
    Size { width: b[0], height: b[1], frame: b[2], subtype: b[3], waits, mirrored }
}

/// Marble Garden's `byte_1E0CC` and `off_1E0D8` by the subtype's high nibble (`byte_1E58F`/`byte_1E5AF` for
/// frame 0's 32 pieces, `byte_1E5CF`/`byte_1E5E7` for frame 3's 24). Its row 2 is `loc_1E1C2`'s, not run.
pub const MGZ_SIZES: [Size; 2] = [
    size([0x40, 0x20, 0, 0x80], &WAITS_32, &WAITS_32_MIRRORED),
    size([0x30, 0x20, 3, 0x80], &WAITS_24, &WAITS_24_MIRRORED),
];

/// Hydrocity's `byte_1E03E` and `off_1E04E` by the subtype's high nibble (bits 4–6 with bit 7):
/// `byte_1E508`/`byte_1E518` for frame 0 (collapsing as frame 1 or 2: $10 pieces), `byte_1E528`/`byte_1E53C`
/// for frame 3 (4 or 5: $14), `byte_1E550` for frame 6 (never mirrored: subtype 0; 7: $F), `byte_1E55F`/
/// `byte_1E577` for frame 9 (10 or 11: $18).
pub const HCZ_SIZES: [Size; 4] = [
    size([0x40, 0x10, 0, 0x80], &HCZ_WAITS_16, &HCZ_WAITS_16_MIRRORED),
    size([0x50, 0x10, 3, 0x80], &HCZ_WAITS_20, &HCZ_WAITS_20_MIRRORED),
    size([0x40, 0x10, 6, 0], &HCZ_WAITS_15, &HCZ_WAITS_15),
    size([0x50, 0x20, 9, 0x80], &HCZ_WAITS_24, &HCZ_WAITS_24_MIRRORED),
];

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
/// `byte_1E508`.
pub const HCZ_WAITS_16: [u8; 16] = [0x20, 0x1C, 0x18, 0x14, 0x10, 0xC, 8, 4, 0x1E, 0x1A, 0x16, 0x12, 0xE, 0xA, 6, 2];
/// `byte_1E518`.
pub const HCZ_WAITS_16_MIRRORED: [u8; 16] =
    [0x20, 4, 8, 0xC, 0x10, 0x14, 0x18, 0x1C, 2, 6, 0xA, 0xE, 0x12, 0x16, 0x1A, 0x1E];
/// `byte_1E528`.
pub const HCZ_WAITS_20: [u8; 20] =
    [0x28, 0x24, 0x20, 0x1C, 0x18, 0x14, 0x10, 0xC, 8, 4, 0x26, 0x22, 0x1E, 0x1A, 0x16, 0x12, 0xE, 0xA, 6, 2];
/// `byte_1E53C`.
pub const HCZ_WAITS_20_MIRRORED: [u8; 20] =
    [0x28, 4, 8, 0xC, 0x10, 0x14, 0x18, 0x1C, 0x20, 0x24, 2, 6, 0xA, 0xE, 0x12, 0x16, 0x1A, 0x1E, 0x22, 0x26];
/// `byte_1E550` (both of frame 6's tables).
pub const HCZ_WAITS_15: [u8; 15] = [0x1C, 4, 8, 0xC, 0x10, 0x14, 0x18, 2, 6, 0xA, 0xE, 0x12, 0x16, 0x1A, 0x1E];
/// `byte_1E55F`.
pub const HCZ_WAITS_24: [u8; 24] = [
    0x30, 0x2A, 0x24, 0x1E, 0x18, 0x12, 0xC, 6, 0x2E, 0x28, 0x22, 0x1C, 0x16, 0x10, 0xA, 4, 0x2C, 0x26, 0x20, 0x1A,
    0x14, 0xE, 8, 2,
];
/// `byte_1E577`.
pub const HCZ_WAITS_24_MIRRORED: [u8; 24] = [
    0x30, 6, 0xC, 0x12, 0x18, 0x1E, 0x24, 0x2A, 4, 0xA, 0x10, 0x16, 0x1C, 0x22, 0x28, 0x2E, 2, 8, 0xE, 0x14, 0x1A,
    0x20, 0x26, 0x2C,
];

/// The zone's size table: Hydrocity's or Marble Garden's.
pub fn sizes(hydrocity: bool) -> &'static [Size] {
    if hydrocity { &HCZ_SIZES } else { &MGZ_SIZES }
}

/// `loc_1DFD4`/`loc_1E06E`: the size row of a subtype (Hydrocity's bit 7 is the trigger's, not the size's:
/// `andi.b #$70,d0`).
pub fn row(hydrocity: bool, subtype: u8) -> usize {
    let high = if hydrocity && subtype & 0x80 != 0 { subtype & 0x70 } else { subtype & 0xF0 };
    usize::from(high >> 4)
}

/// Whether a bridge of this subtype runs in zone `zone` (`Current_zone`): Marble Garden's high nibble 0 or 1,
/// Hydrocity's rows 0–3 (subtypes $00–$3F and $80–$BF).
pub fn runs(zone: Option<u8>, subtype: u8) -> bool {
    match zone {
        Some(MARBLE_GARDEN) => row(false, subtype) < MGZ_SIZES.len(),
        Some(HYDROCITY) => row(true, subtype) < HCZ_SIZES.len(),
        _ => false,
    }
}

/// The bridge's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapsingBridge {
    /// `$38`: the delay before the collapse, then a piece's wait.
    pub delay: u8,
    /// `$3A`: a player has stood on it, or its flag was set (on a piece: it is the one that was the bridge).
    pub stood_on: bool,
    /// Broken: a piece (`Obj_PlatformCollapseWait`).
    pub piece: bool,
    /// The size's row of [`sizes`] (`$30`, read by the release test even when mirrored).
    pub size: u8,
    /// `Current_zone` 1 (the layout entry's zone): Hydrocity's tables.
    pub hydrocity: bool,
    /// `$40`: Hydrocity's subtype bit 7, the `Level_trigger_array` flag it waits for (`loc_1E2E8`).
    pub trigger: u8,
}

impl CollapsingBridge {
    /// The bridge's row of its zone's table.
    pub fn row(&self) -> &'static Size {
        let sizes = sizes(self.hydrocity);
        &sizes[usize::from(self.size) % sizes.len()]
    }
}

/// `Obj_CollapsingBridge`'s init for the zone (`loc_1DFD4` or `loc_1E06E`).
fn init(c: &mut Common, s: &mut CollapsingBridge) {
    c.routine = ROUTINE_STOOD_ON;
    let mut subtype = c.subtype;
    if s.hydrocity && subtype & 0x80 != 0 {
        s.trigger = subtype & 0xF;
        c.routine = ROUTINE_TRIGGERED;
        subtype &= 0x70;
    }
    s.size = row(s.hydrocity, subtype) as u8;
    s.delay = (subtype & 0xF).wrapping_mul(0x10).wrapping_add(8);
    let r = s.row();
    c.width_pixels = r.width;
    // `height_pixels`: Sonic 3's on-screen test reads it.
    (c.y_radius, c.explicit_height) = (r.height, true);
    c.mapping_frame = r.frame;
    c.subtype = r.subtype;
}

pub fn run(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // (`loc_1E2E8` is set as its routine, but this first frame falls through to `loc_1E150`.)
        init(c, s);
    } else if s.piece {
        return piece(c, s, cx);
    } else if c.routine == ROUTINE_TRIGGERED {
        return triggered(c, s, cx);
    }
    // `loc_1E150`.
    if s.stood_on {
        if s.delay == 0 {
            return smash(c, s, cx);
        }
        s.delay -= 1;
    }
    if cx.any_standing(c) {
        s.stood_on = true;
    }
    top(c, cx);
}

/// `loc_1E1AA`: `SolidObjectTop`, `Sprite_OnScreen_Test`.
fn top(c: &mut Common, cx: &mut ObjCtx) {
    let x = c.pixel_x() as i16;
    cx.platform_object(c, i16::from(c.width_pixels), HEIGHT, x);
    cx.mark_gone(c);
}

/// `loc_1E2E8`: as `loc_1E150`, but started by its `Level_trigger_array` flag instead of a player.
fn triggered(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    if s.stood_on {
        if s.delay == 0 {
            return smash(c, s, cx);
        }
        s.delay -= 1;
    }
    if cx.world.game.switches[usize::from(s.trigger & 0xF)] != 0 {
        s.stood_on = true;
        // `clr.w respawn_addr(a0)`: its entry stays loaded (it never comes back).
        c.respawn = None;
    }
    top(c, cx);
}

/// `loc_1E150`'s collapse and `ObjPlatformCollapse_SmashObject`.
fn smash(c: &mut Common, s: &mut CollapsingBridge, cx: &mut ObjCtx) {
    let r = s.row();
    let mut table = r.waits;
    // `move.b status(a0),d0` / `andi.b #8,d0`: player 1's x if he stands on it, else player 2's.
    let p1 = solid::standing_as(c, cx.world.player, P1);
    let p2 = cx.world.sidekick.as_deref().is_some_and(|p| solid::standing_as(c, p, P2));
    let standing_x = if c.subtype & 0x80 == 0 {
        None
    } else if p1 {
        Some(cx.world.player.pixel_x())
    } else if p2 {
        cx.world.sidekick.as_deref().map(|p| p.pixel_x())
    } else {
        None
    };
    if let Some(px) = standing_x
        && (px as u16) < (c.pixel_x() as u16)
    {
        table = r.mirrored;
        // `bchg #0,status(a0)`: the release test's flip (the sprite's is `render_flags`', unchanged).
        c.status ^= 1;
        c.mapping_frame = c.mapping_frame.wrapping_add(1);
    }
    // `CollapsingPtfmHandlePlayerAndSmash`: the next frame's pieces.
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    s.piece = true;
    s.delay = table[0];
    for &wait in &table[1..] {
        let mut f = Common::new(c.id, c.subtype, 0, 0, c.x_flip, c.y_flip);
        f.x = c.x & !0xFF;
        f.y = c.y & !0xFF;
        f.routine = c.routine;
        f.width_pixels = c.width_pixels;
        (f.y_radius, f.explicit_height) = (c.y_radius, c.explicit_height);
        f.mapping_frame = c.mapping_frame;
        f.on_screen = c.on_screen;
        // (A fresh slot: `$3A` clear.)
        let piece = CollapsingBridge { delay: wait, stood_on: false, piece: true, ..s.clone() };
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
    let waits = s.row().waits;
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
        // `btst #0,status(a0)`.
        if c.status & 1 != 0 {
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

    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> State {
        CollapsingBridge { hydrocity: params[1] == u16::from(HYDROCITY) + 1, ..Default::default() }.into()
    }

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

    /// A bridge of `subtype` after its zone's init: its common and fields.
    fn made(hydrocity: bool, subtype: u8) -> (Common, CollapsingBridge) {
        let mut c = Common::new(0, subtype, 0x5C0, 0x110, false, false);
        let mut s = CollapsingBridge { hydrocity, ..Default::default() };
        init(&mut c, &mut s);
        (c, s)
    }

    /// s3.asm `loc_1E06E`: subtype $12 waits $28 frames, is $30 px either side and mapping frame 3, whose
    /// collapse (frame 4) has $18 pieces (`Map - Collapsing Bridge.asm`), one wait each (`byte_1E5CF`); $02
    /// waits $28 frames too; frame 0's collapse has $20 pieces.
    #[test]
    fn the_tables_are_s3_asm_s() {
        let (c, s) = made(false, 0x12);
        assert_eq!((s.delay, c.width_pixels, c.y_radius, c.mapping_frame, c.subtype), (0x28, 0x30, 0x20, 3, 0x80));
        assert_eq!((s.row().waits.len(), s.row().mirrored.len()), (0x18, 0x18));
        let (c, s) = made(false, 0x02);
        assert_eq!((s.delay, c.width_pixels, c.mapping_frame, s.row().waits.len()), (0x28, 0x40, 0, 0x20));
        assert_eq!((WAITS_24[0], WAITS_24[23], WAITS_24_MIRRORED[1]), (0x30, 2, 8));
        let mgz = Some(MARBLE_GARDEN);
        assert!(runs(mgz, 0x12) && runs(mgz, 0x02) && !runs(mgz, 0x20) && !runs(mgz, 0x81));
    }

    /// s3.asm `loc_1DFD4`, `byte_1E03E`, `off_1E04E` for Hydrocity 1's seven bridges: $31 and $30 are frame 9,
    /// $50 px either side, $20 high ($18 and 8 frames); $11 frame 3, $50 × $10 ($18 frames); $81–$84 frame 0,
    /// $40 × $10, wait for flags 1–4 (`loc_1E2E8`) with the delay 8. The collapses' piece counts are the mappings'
    /// (`Map - Collapsing Bridge.asm`: frames 1/2 $10, 4/5 $14, 7 $F, 10/11 $18), one wait each; row 2 (frame 6,
    /// subtype 0) never mirrors: both its tables are `byte_1E550`.
    #[test]
    fn hydrocity_s_tables_are_s3_asm_s() {
        let (c, s) = made(true, 0x31);
        assert_eq!((s.delay, c.width_pixels, c.y_radius, c.mapping_frame, c.subtype), (0x18, 0x50, 0x20, 9, 0x80));
        assert_eq!((c.routine, s.size), (ROUTINE_STOOD_ON, 3));
        let (c, s) = made(true, 0x30);
        assert_eq!((s.delay, c.width_pixels, c.y_radius, c.mapping_frame), (8, 0x50, 0x20, 9));
        let (c, s) = made(true, 0x11);
        assert_eq!((s.delay, c.width_pixels, c.y_radius, c.mapping_frame), (0x18, 0x50, 0x10, 3));
        for flag in 1..=4 {
            let (c, s) = made(true, 0x80 | flag);
            assert_eq!((c.routine, s.trigger, s.delay, s.size), (ROUTINE_TRIGGERED, flag, TRIGGERED_DELAY, 0));
            assert_eq!((c.width_pixels, c.y_radius, c.mapping_frame, c.subtype), (0x40, 0x10, 0, 0x80));
        }
        let (c, s) = made(true, 0x2F);
        assert_eq!(
            (s.delay, c.mapping_frame, c.subtype, s.row().waits, s.row().mirrored),
            (0xF8, 6, 0, &HCZ_WAITS_15[..], &HCZ_WAITS_15[..])
        );
        let counts: Vec<(usize, usize)> = HCZ_SIZES.iter().map(|r| (r.waits.len(), r.mirrored.len())).collect();
        assert_eq!(counts, [(0x10, 0x10), (0x14, 0x14), (0xF, 0xF), (0x18, 0x18)]);
        for r in &HCZ_SIZES {
            // The mirrored table starts with the same wait (the piece that was the bridge).
            assert_eq!(r.waits[0], r.mirrored[0]);
        }
        let hcz = Some(HYDROCITY);
        for subtype in [0x31, 0x11, 0x81, 0x82, 0x30, 0x83, 0x84] {
            assert!(runs(hcz, subtype), "{subtype:#x}");
        }
        assert!(!runs(hcz, 0x40) && !runs(hcz, 0xC1) && !runs(Some(0), 0x31) && !runs(None, 0x31));
    }

    /// `Check_CollapsePlayerRelease` on Hydrocity's frame 0 (`byte_1E508`): a player in column 3 (x $30–$3F
    /// from its left edge) stays until the delay is $20 − $14 = $C; mirrored (status bit 0) the column counts
    /// from the right edge.
    #[test]
    fn the_release_column_is_the_wait_table_s() {
        let waits = &HCZ_WAITS_16[..];
        let mut p = Player::standing(crate::character::Character::Sonic, 0x5C0 - 0x40 + 0x35, 0x100);
        let (mut c, _) = made(true, 0x81);
        c.slot = 5;
        p.interact = 5;
        p.on_object = true;
        c.status |= P1.standing;
        release(&mut c, &mut p, P1, 0xD, waits, 0x40);
        assert!(c.status & P1.standing != 0 && !p.air, "$D: the column under him still waits");
        release(&mut c, &mut p, P1, 0xC, waits, 0x40);
        assert!(c.status & P1.standing == 0 && p.air && !p.on_object, "$C: it falls");
        // Mirrored: from the right edge, x $35 from the left is $4B from the right: column 4 ($20 − $10 = $10).
        let mut p = Player::standing(crate::character::Character::Sonic, 0x5C0 - 0x40 + 0x35, 0x100);
        c.status |= P1.standing | 1;
        release(&mut c, &mut p, P1, 0x11, waits, 0x40);
        assert!(c.status & P1.standing != 0);
        release(&mut c, &mut p, P1, 0x10, waits, 0x40);
        assert!(c.status & P1.standing == 0);
    }
}
