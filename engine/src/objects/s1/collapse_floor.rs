//! The collapsing floors of Marble, Star Light and Scrap Brain (s1disasm `_incObj/53 Collapsing Floors.asm`:
//! `CFlo_Main`, `CFlo_Touch`, `CFlo_Collapse`, `CFlo_WalkOff`, `CFlo_Display`, `CFlo_TimeZero`,
//! `CFlo_Fragment`; in `sonic.asm` the fragment maker `loc_8486` shared with the ledge, `CFlo_Data2`,
//! `CFlo_Data3`, `PlatformObject`, `ExitPlatform`, `MvSonicOnPtfm2`).
//!
//! A flat jump-through platform $20 px either side of its x (`PlatformObject`: its top 8 px above its y).
//! Landing on it (`PlatformObject` moves it to `CFlo_Collapse`) starts the countdown (7): while the player
//! stays on it, one a frame, `ExitPlatform` letting him leave (no longer on it, not put in the air; the floor
//! back to `CFlo_Touch`, where the countdown goes on) and `MvSonicOnPtfm2` setting him on its top. At 0 it
//! breaks into 8 fragments: itself and 7 new objects in the first free slots, at its position, each with its
//! wait (`CFlo_Data2`, or `CFlo_Data3` with subtype bit 0). A fragment counts its wait down, then falls
//! (`ObjectFall`), deleted the first frame it falls while off screen. The fragment that was the floor, when it
//! broke under the player, keeps carrying him (`CFlo_WalkOff`) until its wait runs out (then he is let go:
//! his on-object and pushing bits cleared) or he leaves it. The floor unloads out of range
//! (`RememberState`); a fragment only while it carries him. Not modelled: the frame the floor shows with
//! subtype bit 7 (the side the player stands on: drawing only).

use super::platform::CARRY_HEIGHT;
use super::{Sonic1, remember_state};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;

/// `PlatformObject` / `ExitPlatform`'s d1: half its width.
pub const HALF_WIDTH: i16 = 0x20;
/// `cflo_timedelay` at the start, `obActWid`.
pub const DELAY: u8 = 7;
pub const WIDTH_PIXELS: u8 = 0x44;
/// `CFlo_Data2`, `CFlo_Data3`: each fragment's wait, in the order they are made (the first is the floor).
pub const FRAGMENT_WAITS: [u8; 8] = [0x1E, 0x16, 0xE, 6, 0x1A, 0x12, 0xA, 2];
pub const FRAGMENT_WAITS_ALT: [u8; 8] = [0x16, 0x1E, 0x1A, 0x12, 6, 0xE, 0xA, 2];

/// Routines (`CFlo_Index`).
pub const TOUCH: u8 = 2;
pub const COLLAPSE: u8 = 4;
pub const FRAGMENT: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapseFloor {
    /// `cflo_timedelay` (`objoff_38`): the collapse delay, then a fragment's wait.
    pub time_delay: u8,
    /// `cflo_collapse_flag` (`objoff_3A`): the countdown runs (on the fragment that was the floor: it carries
    /// the player).
    pub collapsing: bool,
}

pub fn run(c: &mut Common, s: &mut CollapseFloor, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = TOUCH;
            s.time_delay = DELAY;
            c.width_pixels = WIDTH_PIXELS;
            touch(c, s, cx);
        }
        TOUCH => touch(c, s, cx),
        COLLAPSE => {
            if s.time_delay == 0 {
                // `loc_8458`: the collapse flag stays set (the floor's fragment carries the player).
                return fragment(c, s, cx);
            }
            s.collapsing = true;
            s.time_delay -= 1;
            walk_off(c, cx);
        }
        FRAGMENT => display(c, s, cx),
        _ => c.delete(),
    }
}

/// `CFlo_Touch`: the countdown (once started) and, at 0, the collapse; else `PlatformObject`.
fn touch(c: &mut Common, s: &mut CollapseFloor, cx: &mut ObjCtx) {
    if s.collapsing {
        if s.time_delay == 0 {
            s.collapsing = false;
            return fragment(c, s, cx);
        }
        s.time_delay -= 1;
    }
    platform_object(c, cx.world.player, HALF_WIDTH, TOP_HEIGHT, c.pixel_x() as i16);
    if standing(c, cx.world.player) {
        c.routine = COLLAPSE;
    }
    remember_state(c, cx);
}

/// `CFlo_WalkOff`: `ExitPlatform` (d1 = $20), `MvSonicOnPtfm2` (unconditionally), `RememberState`.
fn walk_off(c: &mut Common, cx: &mut ObjCtx) {
    super::platform::exit_platform_with(c, cx, HALF_WIDTH);
    move_on_platform(c, cx.world.player, CARRY_HEIGHT, c.pixel_x() as i16);
    remember_state(c, cx);
}

/// `loc_8486` with `CFlo_Data2`/`CFlo_Data3`: the floor becomes the first of 8 fragments (mapping frame + 1),
/// the others take the first free slots (those after the floor run this frame; those before are drawn:
/// `DisplaySprite1`).
fn fragment(c: &mut Common, s: &mut CollapseFloor, cx: &mut ObjCtx) {
    let waits = if c.subtype & 1 != 0 { &FRAGMENT_WAITS_ALT } else { &FRAGMENT_WAITS };
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    c.routine = FRAGMENT;
    s.time_delay = waits[0];
    for &wait in &waits[1..] {
        let piece = CollapseFloor { time_delay: wait, collapsing: false };
        if !super::ledge::spawn_fragment(c, cx, false, Sonic1::CollapseFloor(piece)) {
            break;
        }
    }
    c.display();
}

/// `CFlo_Display`: a fragment waits (the one carrying the player keeps him and lets go when its wait runs
/// out), then falls (`CFlo_TimeZero`).
fn display(c: &mut Common, s: &mut CollapseFloor, cx: &mut ObjCtx) {
    if s.time_delay == 0 {
        c.object_move_and_fall();
        c.display();
        if !c.on_screen {
            c.delete();
        }
        return;
    }
    if !s.collapsing {
        s.time_delay -= 1;
        c.display();
        return;
    }
    // `loc_8402`.
    s.time_delay -= 1;
    walk_off(c, cx);
    let p = &mut *cx.world.player;
    if p.on_object {
        if s.time_delay != 0 {
            return;
        }
        p.on_object = false;
        p.pushing = false;
        c.status &= !STANDING;
    }
    s.collapsing = false;
    c.routine = FRAGMENT;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #7,cflo_timedelay(a0)`, `move.b #$44,obActWid(a0)`, `move.w #$20,d1`, `moveq #7,d1`.
        assert_eq!((DELAY, WIDTH_PIXELS, HALF_WIDTH), (7, 0x44, 0x20));
        assert_eq!(FRAGMENT_WAITS.len(), 8);
        // The floor's own fragment waits longest in `CFlo_Data2`; in `CFlo_Data3` the second one does.
        assert_eq!((FRAGMENT_WAITS[0], FRAGMENT_WAITS_ALT[1]), (0x1E, 0x1E));
    }
}
