//! The collapsing platforms of Oil Ocean, Mystic Cave and Aquatic Ruin (s2disasm `Obj1F`: `Obj1F_Init`,
//! `Obj1F_Main`, `sub_10AF8`, `Obj1F_Fragment`, `sub_10B36`, `Obj1F_FragmentFall`, `Obj1F_CreateFragments`,
//! the delay tables `Obj1F_DelayData_EvenSubtype`, `…_OddSubtype`, `Obj1F_OOZ_DelayData`, `Obj1F_MCZ_DelayData`,
//! `Obj1F_ARZ_DelayData`; the mappings `obj1F_a`–`obj1F_d` give the number of pieces).
//!
//! A jump-through platform (`PlatformObject`, half width `width_pixels`, height $10): $44 px either side, $40
//! in Oil Ocean, $20 in Mystic Cave and Aquatic Ruin. Once a player has stood on it, its delay (7) counts down
//! one a frame, whether he stays or not; the frame it is 0 the platform breaks instead of carrying him (no
//! `PlatformObject` that frame): it becomes the first of its pieces (the zone's mapping frame 1: 7 in Oil Ocean,
//! 6 in Mystic Cave, 8 elsewhere), the others taken from the first free slots, all at its position with its
//! width, each with its own wait from the zone's table. A piece counts its wait down, then falls
//! (`ObjectMoveAndFall`) and is deleted the first frame it falls while off screen. The piece that was the
//! platform still carries the players (`PlatformObject`) while it waits; the frame its wait runs out it lets go
//! of every player on an object (his on-object and pushing bits cleared, not put in the air: he falls from the
//! next frame). It unloads out of range (`MarkObjGone`); the falling pieces do not.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::player::Player;
use formats::level::LevelEvents;

/// Routines (`Obj1F_Index`).
pub const MAIN: u8 = 2;
pub const FRAGMENT: u8 = 4;
/// `collapsing_platform_delay_counter` at the start.
pub const DELAY: u8 = 7;
/// `PlatformObject`'s height (`d3`).
pub const HEIGHT: i16 = 0x10;

/// `Obj1F_DelayData_EvenSubtype` / `…_OddSubtype`: the pieces' waits outside the three zones (8 pieces).
pub const EVEN_WAITS: [u8; 8] = [0x1E, 0x16, 0xE, 6, 0x1A, 0x12, 0xA, 2];
pub const ODD_WAITS: [u8; 8] = [0x16, 0x1E, 0x1A, 0x12, 6, 0xE, 0xA, 2];
/// `Obj1F_OOZ_DelayData` (7 pieces), `Obj1F_MCZ_DelayData` (6), `Obj1F_ARZ_DelayData` (8).
pub const OOZ_WAITS: [u8; 7] = [0x1A, 0x12, 0xA, 2, 0x16, 0xE, 6];
pub const MCZ_WAITS: [u8; 6] = [0x1A, 0x16, 0x12, 0xE, 0xA, 2];
pub const ARZ_WAITS: [u8; 8] = [0x16, 0x1A, 0x18, 0x12, 6, 0xE, 0xA, 2];

/// `Obj1F_Init`: its half width and its pieces' waits, by zone (and subtype bit 0 elsewhere).
pub fn zone_data(level: LevelEvents, subtype: u8) -> (u8, &'static [u8]) {
    match level {
        LevelEvents::Ooz1 | LevelEvents::Ooz2 => (0x40, &OOZ_WAITS),
        LevelEvents::Mcz1 | LevelEvents::Mcz2 => (0x20, &MCZ_WAITS),
        LevelEvents::Arz1 | LevelEvents::Arz2 => (0x20, &ARZ_WAITS),
        _ if subtype & 1 != 0 => (0x44, &ODD_WAITS),
        _ => (0x44, &EVEN_WAITS),
    }
}

/// `Obj1F`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CollapsingPlatform {
    /// `collapsing_platform_delay_counter`: the delay before the collapse, then a piece's wait.
    pub delay: u8,
    /// `collapsing_platform_stood_on_flag`: a player has stood on it (on a piece: it is the one that was the
    /// platform).
    pub stood_on: bool,
}

pub fn run(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = MAIN;
            s.delay = DELAY;
            c.width_pixels = zone_data(cx.world.game.level, c.subtype).0;
            main(c, s, cx);
        }
        MAIN => main(c, s, cx),
        _ => fragment(c, s, cx),
    }
}

/// `Obj1F_Main`: the countdown once stood on, the collapse at 0, else the platform.
fn main(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    if s.stood_on {
        if s.delay == 0 {
            return create_fragments(c, s, cx);
        }
        s.delay -= 1;
    }
    if cx.any_standing(c) {
        s.stood_on = true;
    }
    platform(c, cx);
    // Untouched: until a player comes within reach of its top ($10 px of `PlatformObject`'s landing window
    // above it) its runs change nothing.
    if !s.stood_on {
        cx.nap(c, u16::from(c.width_pixels), HEIGHT as u16 + 0x10);
    }
}

/// `sub_10AF8`: `PlatformObject` for both players, then `MarkObjGone`.
fn platform(c: &mut Common, cx: &mut ObjCtx) {
    let x = c.pixel_x() as i16;
    cx.platform_object(c, i16::from(c.width_pixels), HEIGHT, x);
    cx.mark_gone(c);
}

/// `Obj1F_Fragment`: a piece waits (the one that was the platform carrying the players, and letting go of them
/// when its wait runs out), then falls (`Obj1F_FragmentFall`).
fn fragment(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    if s.delay == 0 {
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
    platform(c, cx);
    s.delay -= 1;
    if s.delay != 0 {
        return;
    }
    // `sub_10B36` for player 1, then player 2 (his animation restarts: not modelled).
    let drop = |p: &mut Player| {
        if p.on_object {
            p.on_object = false;
            p.pushing = false;
        }
    };
    drop(cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        drop(p2);
    }
}

/// `Obj1F_CreateFragments`: mapping frame + 1; the platform becomes the first piece and the others take the first
/// free slots (`AllocateObject`), each with the next wait; fewer when the slots run out.
fn create_fragments(c: &mut Common, s: &mut CollapsingPlatform, cx: &mut ObjCtx) {
    let (_, waits) = zone_data(cx.world.game.level, c.subtype);
    c.mapping_frame = c.mapping_frame.wrapping_add(1);
    c.routine = FRAGMENT;
    s.delay = waits[0];
    for &wait in &waits[1..] {
        let mut f = Common::new(c.id, 0, 0, 0, c.x_flip, c.y_flip);
        f.x = c.x & !0xFF;
        f.y = c.y & !0xFF;
        f.routine = FRAGMENT;
        f.width_pixels = c.width_pixels;
        f.y_radius = c.y_radius;
        f.mapping_frame = c.mapping_frame;
        f.on_screen = c.on_screen;
        let piece = CollapsingPlatform { delay: wait, stood_on: false };
        match cx.spawn(Obj { common: f, state: State::CollapsingPlatform(piece) }) {
            // `DisplaySprite2` for the pieces in slots before the platform's (they do not run this frame).
            Some(i) if i < cx.current() => {
                if let Some(o) = cx.slots.get_mut(i) {
                    o.common.display();
                }
            }
            Some(_) => {}
            None => break,
        }
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for CollapsingPlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (c.routine, self.stood_on) {
            (FRAGMENT, _) if self.delay == 0 => "falling",
            (FRAGMENT, _) => "piece",
            (_, true) => "collapsing",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "collapsing platform"
    }
}
