//! Green Hill's collapsing ledge (s1disasm `_incObj/1A Collapsing Ledge (part 1).asm`: `Ledge_Main`,
//! `Ledge_Touch`, `Ledge_Collapse`, `Ledge_WalkOff`, `Ledge_Display`, `Ledge_TimeZero`; in `sonic.asm`
//! `Ledge_Fragment` with `CFlo_Data1`, `SlopeObject`, `SlopeObject2`, `ExitPlatform`, `Ledge_SlopeData`; SPG
//! "Solid Objects": sloped objects).
//!
//! A jump-through platform $30 px either side of its x whose top follows [`HEIGHTS`] (one height per 2 px from
//! the left, mirrored when flipped: `SlopeObject`). Landing on it (Sonic 1's `PlatformObject` moves the object
//! to its next routine) starts the collapse: the delay (7) counts down one a frame from the next frame, and
//! on the 8th frame after the landing the ledge breaks into 25 fragments — itself and 24 new objects in the
//! first free slots, all at its position, each with its own wait ([`FRAGMENT_WAITS`]); a fragment counts its
//! wait down, then falls (`ObjectFall`) and is deleted the first frame it falls while off screen. Walking
//! off does not stop the countdown (the collapse flag stays set), landing again continues it.
//!
//! Stood on (`Ledge_WalkOff`), `ExitPlatform` lets him leave (in the air or outside its $60 px; he is no
//! longer on an object, not put in the air) and `SlopeObject2` sets him on the slope's height under him. The
//! piece that was the ledge (the first fragment, wait $1C) keeps carrying him while he stays on it; the frame
//! its wait runs out it lets go of him (his on-object and pushing bits cleared, again without putting him in
//! the air) and from the next frame it falls. The ledge itself unloads out of range (`RememberState`); the
//! fragments do not.

use super::{Sonic1, remember_state};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{Contact, platform_chk_y_range, standing};

/// `Ledge_SlopeData` (`misc/GHZ Collapsing Ledge Heightmap.bin`): the top's height above the ledge's y every
/// 2 px from its left edge: $20 for 16 px, then rising 1 px every 4 px to $30, flat for the last 20 px.
pub const HEIGHTS: [u8; 48] = {
    let mut t = [0u8; 48];
    let mut i = 0;
    while i < 48 {
        let h = if i < 8 { 0x20 } else { 0x21 + (i - 8) / 2 };
        t[i] = if h > 0x30 { 0x30 } else { h as u8 };
        i += 1;
    }
    t
};

/// `d1` of `SlopeObject` and `ExitPlatform`: half its width.
pub const HALF_WIDTH: i16 = 0x30;
/// `ledge_timedelay` at the start: frames between the first frame after the landing and the collapse.
pub const DELAY: u8 = 7;
/// `obActWid` (the ledge's and every fragment's) and `obHeight` (the ledge's: its visibility test's height).
pub const WIDTH_PIXELS: u8 = 0x64;
pub const HEIGHT: u8 = 0x38;
/// The fragments `Ledge_Fragment` makes (`moveq #$18,d1` with `dbf`): the ledge and 24 more.
pub const FRAGMENTS: usize = 0x19;
/// `CFlo_Data1`: each fragment's wait before it falls, in the order they are made (the first is the ledge).
pub const FRAGMENT_WAITS: [u8; FRAGMENTS] = [
    0x1C, 0x18, 0x14, 0x10, 0x1A, 0x16, 0x12, 0xE, 0xA, 6, 0x18, 0x14, 0x10, 0xC, 8, 4, 0x16, 0x12, 0xE, 0xA, 6, 2,
    0x14, 0x10, 0xC,
];

/// Routines (`Ledge_Index`).
pub const TOUCH: u8 = 2;
pub const COLLAPSE: u8 = 4;
pub const FRAGMENT: u8 = 6;
pub const DELETE: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ledge {
    /// `ledge_timedelay`: the collapse delay, then a fragment's wait.
    pub time_delay: u8,
    /// `ledge_collapse_flag`: the countdown runs (and, on the fragment that was the ledge, the player is on it).
    pub collapsing: bool,
    /// A fragment's mapping piece (its index in the order they were made).
    pub piece: u8,
}

pub fn run(c: &mut Common, s: &mut Ledge, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = TOUCH;
            s.time_delay = DELAY;
            c.width_pixels = WIDTH_PIXELS;
            c.mapping_frame = c.subtype;
            c.y_radius = HEIGHT;
            c.explicit_height = true;
            touch(c, s, cx);
        }
        TOUCH => touch(c, s, cx),
        COLLAPSE => {
            // Landing on another object takes the player off this one (`loc_74AE`: its routine back to 2).
            if !standing(c, cx.world.player) {
                c.routine = TOUCH;
                return touch(c, s, cx);
            }
            if s.time_delay == 0 {
                return fragment(c, s, cx);
            }
            s.collapsing = true;
            s.time_delay -= 1;
            walk_off(c, cx);
            remember_state(c, cx);
        }
        FRAGMENT => display(c, s, cx),
        _ => c.delete(),
    }
}

/// `Ledge_Touch`: the countdown (once started) and, at 0, the collapse; else `SlopeObject`: the player lands on
/// the slope (the routine moves on to `Ledge_Collapse`).
fn touch(c: &mut Common, s: &mut Ledge, cx: &mut ObjCtx) {
    if s.collapsing {
        if s.time_delay == 0 {
            s.collapsing = false;
            return fragment(c, s, cx);
        }
        s.time_delay -= 1;
    }
    if slope_object(c, cx) == Contact::Top {
        c.routine = COLLAPSE;
    }
    remember_state(c, cx);
}

/// `SlopeObject` (d1 = $30): a player falling (Y Speed ≥ 0) within its width lands when his feet are 1–16 px
/// below the slope's height at his x.
fn slope_object(c: &mut Common, cx: &mut ObjCtx) -> Contact {
    let p = &mut *cx.world.player;
    if p.y_speed < 0 {
        return Contact::None;
    }
    let d1 = HALF_WIDTH;
    let mut d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if d0 < 0 || d0 >= 2 * d1 {
        return Contact::None;
    }
    if c.x_flip {
        d0 = (!d0).wrapping_add(2 * d1);
    }
    let h = i16::from(HEIGHTS[(d0 as u16 >> 1) as usize % HEIGHTS.len()]);
    platform_chk_y_range(c, p, ((c.y >> 8) as i16).wrapping_sub(h))
}

/// `Ledge_WalkOff`: `ExitPlatform` (in the air or outside its width he is no longer on it, not put in the air;
/// the ledge back to `Ledge_Touch`), then `SlopeObject2`: a player on an object stands on the slope's height
/// under his x.
fn walk_off(c: &mut Common, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let d1 = HALF_WIDTH;
    let d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if p.air || d0 < 0 || d0 >= 2 * d1 {
        p.on_object = false;
        c.status &= !STANDING;
        c.routine = TOUCH;
    }
    if !p.on_object {
        return;
    }
    // `lsr.w #1` of the unsigned offset, mirrored as `not` + $30 when flipped (`SlopeObject2`).
    let mut i = (d0 as u16) >> 1;
    if c.x_flip {
        i = (!i).wrapping_add(d1 as u16);
    }
    let h = i32::from(HEIGHTS.get(usize::from(i)).copied().unwrap_or(0));
    let y = (c.y >> 8) - h - i32::from(p.height_radius);
    p.y = (i32::from(y as i16) << 8) | (p.y & 0xFF);
}

/// `Ledge_Fragment` / `loc_847A`: the ledge becomes the first of 25 fragments (mapping frame + 2), the others
/// take the first free slots (those after the ledge run this frame); each gets its wait from [`FRAGMENT_WAITS`]
/// and the ledge's position, width, flip and on-screen flag. Fewer when the slots run out.
fn fragment(c: &mut Common, s: &mut Ledge, cx: &mut ObjCtx) {
    c.mapping_frame = c.mapping_frame.wrapping_add(2);
    c.routine = FRAGMENT;
    s.time_delay = FRAGMENT_WAITS[0];
    s.piece = 0;
    for (k, &wait) in FRAGMENT_WAITS.iter().enumerate().skip(1) {
        let piece = Ledge { time_delay: wait, collapsing: false, piece: k as u8 };
        if !spawn_fragment(c, cx, true, Sonic1::Ledge(piece)) {
            break;
        }
    }
    c.display();
}

/// One fragment of `loc_8486` (`sonic.asm`), the fragment maker the collapsing ledge and the collapsing floors
/// ([`super::collapse_floor`]) share: a copy of the object (position, width, mapping frame, flips, on-screen
/// flag) in the first free slot, routine [`FRAGMENT`], with `state`; one in a slot before the object's is drawn
/// at once (`DisplaySprite1`: it does not run this frame). False when no slot is free.
pub(super) fn spawn_fragment(c: &Common, cx: &mut ObjCtx, explicit_height: bool, state: Sonic1) -> bool {
    let mut f = Common::new(c.id, 0, 0, 0, c.x_flip, c.y_flip);
    f.x = c.x & !0xFF;
    f.y = c.y & !0xFF;
    f.routine = FRAGMENT;
    f.width_pixels = c.width_pixels;
    f.mapping_frame = c.mapping_frame;
    f.explicit_height = explicit_height;
    f.on_screen = c.on_screen;
    match cx.spawn(Obj { common: f, state: State::Sonic1(state) }) {
        Some(i) if i < cx.current() => {
            if let Some(o) = cx.slots.get_mut(i) {
                o.common.display();
            }
            true
        }
        Some(_) => true,
        None => false,
    }
}

/// `Ledge_Display`: a fragment waits (the one carrying the player keeps him on the slope and drops him when
/// its wait runs out), then falls (`Ledge_TimeZero`).
fn display(c: &mut Common, s: &mut Ledge, cx: &mut ObjCtx) {
    if s.time_delay == 0 {
        c.object_move_and_fall();
        c.display();
        if !c.on_screen {
            c.delete();
        }
        return;
    }
    s.time_delay -= 1;
    if !s.collapsing {
        c.display();
        return;
    }
    walk_off(c, cx);
    let p = &mut *cx.world.player;
    if p.on_object {
        if s.time_delay != 0 {
            return;
        }
        // `bclr #3` and `bclr #5`: off the object, not pushing (his animation restarts: not modelled).
        p.on_object = false;
        p.pushing = false;
        c.status &= !STANDING;
    }
    s.collapsing = false;
    c.routine = FRAGMENT;
}
