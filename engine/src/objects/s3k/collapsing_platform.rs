//! The collapsing ledge of Angel Island and Icecap (skdisasm s3.asm `Obj_CollapsingPlatform`, S3K id $04:
//! `loc_1DE40`, `loc_1DEB2`, `sub_1DED4`, the pieces `ObjPlatformCollapse_CreateFragments`,
//! `ObjPlatformCollapse_SmashObject`, `loc_1DEEC`, `loc_1DF00`, `sub_1DF18`, `loc_1DF3C`; the slopes
//! `byte_1E658`, `byte_1E698`, the waits `byte_1E49C`, `byte_1E4BA`; the piece counts from
//! `Map - Collapsing Platform.asm` and Icecap's `Map - Collapsing Bridge.asm`).
//!
//! A top-solid ledge whose top follows a slope (`SolidObjectTopSloped2`: half width `width_pixels`, the top
//! `y` − the slope's byte per 2 px, mirrored by the x flip): Angel Island's $3C px either side, Icecap's $30.
//! Its subtype is its mapping frame. Once a player has stood on it, it waits 7 frames (counted down before
//! this frame's solid test, whether he stays or not), then breaks instead of being stood on: it becomes the
//! first of its pieces (the mapping frame 2 on: 24 pieces in Angel Island), the others taken from the free
//! slots after it (they run this frame too), all at its position, each with its own wait (`byte_1E49C`); its
//! respawn entry is let go. A piece counts its wait down, then falls (`MoveSprite`, gravity $38) and is deleted
//! the first frame it falls off screen. The piece that was the ledge stays solid until its wait is over,
//! then drops who stands on it (in the air, no longer pushing). The ledge unloads out of range
//! (`Sprite_OnScreen_Test`, its respawn entry freed).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::Player;

/// `byte_1E658`: Angel Island's slope (a height per 2 px from the left edge).
pub const SLOPE: [u8; 64] = [
    0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F,
    0x1F, 0x1F, 0x1F, 0x1E, 0x1E, 0x1D, 0x1D, 0x1C, 0x1C, 0x1B, 0x1B, 0x1A, 0x1A, 0x19, 0x19, 0x18, 0x18, 0x17, 0x17,
    0x16, 0x16, 0x15, 0x15, 0x14, 0x14, 0x13, 0x13, 0x12, 0x12, 0x11, 0x11, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE, 0xE, 0xE,
    0xE, 0xE, 0xE, 0xE, 0xE, 0xE,
];
/// `byte_1E698`: Icecap's.
pub const ICZ_SLOPE: [u8; 48] = [
    0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x2F, 0x2F, 0x2F, 0x2F, 0x2F, 0x2F, 0x2F,
    0x2F, 0x2F, 0x2F, 0x2F, 0x2F, 0x2E, 0x2E, 0x2E, 0x2E, 0x2E, 0x2E, 0x2E, 0x2E, 0x2D, 0x2D, 0x2D, 0x2D, 0x2D, 0x2D,
    0x2D, 0x2D, 0x2D, 0x2D, 0x2D, 0x2D, 0x2D, 0x2C, 0x2B, 0x2A,
];
/// `byte_1E49C`: the pieces' waits (Angel Island).
pub const WAITS: [u8; 30] = [
    0x30, 0x2C, 0x28, 0x24, 0x20, 0x1C, 0x2E, 0x2A, 0x26, 0x22, 0x1E, 0x1A, 0x2C, 0x28, 0x24, 0x20, 0x1C, 0x18, 0x2A,
    0x26, 0x22, 0x1E, 0x1A, 0x16, 0x28, 0x24, 0x20, 0x1C, 0x18, 0x14,
];
/// `byte_1E4BA`: Icecap's.
pub const ICZ_WAITS: [u8; 32] = [
    0x30, 0x2C, 0x28, 0x24, 0x20, 0x1C, 0x2E, 0x2A, 0x26, 0x22, 0x1E, 0x1A, 0x2C, 0x28, 0x24, 0x20, 0x1C, 0x18, 0x2A,
    0x26, 0x22, 0x1E, 0x1A, 0x16, 0x28, 0x24, 0x20, 0x1C, 0x18, 0x14, 0x12, 0x10,
];
/// The pieces of each mapping frame: Angel Island's (both acts' mappings) and Icecap's.
pub const PIECES: [u8; 4] = [0xC, 0xC, 0x18, 0x18];
pub const ICZ_PIECES: [u8; 6] = [0x10, 0x20, 0x20, 0x16, 0x2C, 0x2C];
/// `move.b #7,$38(a0)`: the frames between the first stand and the collapse.
pub const DELAY: u8 = 7;
/// `Current_zone` of Icecap.
pub const ICECAP: u8 = 5;

/// The ledge's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapsingPlatform {
    /// `$38`: the delay, then a piece's wait.
    pub delay: u8,
    /// `$3A`: a player has stood on it (on a piece: it is the one that was the ledge).
    pub stood_on: bool,
    /// Broken: a piece (`loc_1DEEC`).
    pub piece: bool,
    /// Icecap's (`cmpi.b #5,(Current_zone).w`).
    pub icecap: bool,
}

impl CollapsingPlatform {
    fn slope(&self) -> &'static [u8] {
        if self.icecap { &ICZ_SLOPE } else { &SLOPE }
    }
}

pub fn run(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj_CollapsingPlatform`, `loc_1DE8E` (`icecap` is set when it loads: [`super::entry`]'s zone).
        c.routine = 2;
        (c.width_pixels, c.y_radius) = if s.icecap { (0x30, 0x30) } else { (0x3C, 0x20) };
        c.explicit_height = true;
        s.delay = DELAY;
        c.mapping_frame = c.subtype;
        c.status |= 0x80;
    }
    if s.piece {
        return piece(c, s, cx);
    }
    // `loc_1DEB2`.
    if s.stood_on {
        if s.delay == 0 {
            return smash(c, s, cx);
        }
        s.delay -= 1;
    }
    if c.status & (STANDING | P2_STANDING) != 0 {
        s.stood_on = true;
    }
    solid(c, s, cx);
}

/// `sub_1DED4`: `SolidObjectTopSloped2`, then `Sprite_OnScreen_Test`.
fn solid(c: &mut Common, s: &CollapsingPlatform, cx: &mut ObjCtx) {
    let x = c.pixel_x() as i16;
    cx.sloped_platform(c, i16::from(c.width_pixels), x, s.slope());
    cx.mark_gone(c);
}

/// `ObjPlatformCollapse_CreateFragments`.
fn smash(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    c.mapping_frame = c.mapping_frame.wrapping_add(2);
    let (counts, waits): (&[u8], &[u8]) = if s.icecap { (&ICZ_PIECES, &ICZ_WAITS) } else { (&PIECES, &WAITS) };
    let count = usize::from(counts.get(usize::from(c.mapping_frame)).copied().unwrap_or(0));
    s.piece = true;
    s.delay = waits[0];
    for n in 1..count {
        let mut f = Common::new(c.id, c.subtype, 0, 0, c.x_flip, c.y_flip);
        (f.x, f.y) = (c.x & !0xFF, c.y & !0xFF);
        f.routine = 2;
        (f.width_pixels, f.y_radius, f.explicit_height) = (c.width_pixels, c.y_radius, true);
        f.mapping_frame = c.mapping_frame;
        f.on_screen = c.on_screen;
        let state = CollapsingPlatform {
            delay: waits.get(n).copied().unwrap_or(0),
            stood_on: false,
            piece: true,
            icecap: s.icecap,
        };
        if cx.spawn_after(Obj { common: f, state: State::Sonic3k(Sonic3k::CollapsingLedge(state)) }).is_none() {
            break;
        }
    }
    c.display();
    if let Some(i) = c.respawn.take() {
        cx.world.env.respawn.forget(i);
    }
}

/// `loc_1DEEC`: a piece.
fn piece(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    if s.delay == 0 {
        // `loc_1DF3C`.
        c.object_move_and_fall();
        if c.on_screen {
            c.display();
        } else {
            c.delete();
        }
        return;
    }
    if !s.stood_on {
        s.delay -= 1;
        c.display();
        return;
    }
    // `loc_1DF00`: the piece that was the ledge.
    solid(c, s, cx);
    s.delay -= 1;
    if s.delay == 0 {
        release(c, cx.world.player, STANDING);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            release(c, p2, P2_STANDING);
        }
    }
}

/// `sub_1DF18`.
fn release(c: &mut Common, p: &mut Player, standing: u8) {
    if c.status & standing == 0 {
        return;
    }
    c.status &= !standing;
    p.on_object = false;
    p.pushing = false;
    p.air = true;
}

impl crate::objects::runtime::object::ObjKind for CollapsingPlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    /// The layout entry's second parameter is the level's `Current_zone` + 1 ([`super::entry`]).
    fn make(_id: u8, _subtype: u8, params: [u16; 2]) -> State {
        CollapsingPlatform { icecap: params[1] == u16::from(ICECAP) + 1, ..Default::default() }.into()
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
        "collapsing ledge"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_1DE40`: $3C px either side, so 60 of `byte_1E658`'s 64 heights are read; Angel Island's
    /// broken frames (2, 3) have $18 pieces, each with a wait; Icecap's slope covers its $30 either side.
    #[test]
    fn the_tables_fit() {
        assert!(SLOPE.len() >= 0x3C && ICZ_SLOPE.len() == 0x30);
        assert!(usize::from(PIECES[2]) <= WAITS.len() && usize::from(ICZ_PIECES[2]) <= ICZ_WAITS.len());
        // Sonic at x $1D38 on the ledge at ($1D70, $3F2): 4 px in from its left edge, height $1F: his centre
        // ($13 above his feet) at $3C0, as `s3k/aiz1_to_hcz_fullrun` has it at frame $A67.
        let d0: usize = 0x1D38 + 0x3C - 0x1D70;
        assert_eq!(0x3F2 - i32::from(SLOPE[d0 / 2]) - 0x13, 0x3C0);
    }
}
