//! The title card shown within a level (skdisasm s3.asm `Obj_TitleCard` with `$3E` set: an act 1's level results
//! become it at their end, `loc_2CFD4`, and show act 2's card), which says when act 2 may start
//! (`End_of_level_flag`).
//!
//! - `Obj_TitleCardInit`: its art into the Kosinski module queue ([`KOSM`]: one module each), `$2E` 90.
//! - `Obj_TitleCardCreate`, once `Kos_modules_left` is 0: its four elements after it (`ObjArray_TtlCard`,
//!   [`ELEMENTS`]; `$30` counts them), which run that frame too.
//! - The elements slide in (`Obj_TitleCardElement`: x −$10 a frame to their place; the red banner,
//!   `Obj_TitleCardRedBanner`: y +$10), each move setting the card's `$34`; `Obj_TitleCardWait` waits for a frame
//!   with none (it clears `$34` and waits one frame more), then (in a level) the rings and the air (30) are reset and
//!   the timer runs again.
//! - `Obj_TitleCardWait2`: 90 frames, then `$32` counts up a frame while elements are left: each leaves once `$32`
//!   reaches its delay (`$28`: x +$20 a frame; the banner y −$20) and goes the first frame after one it was drawn
//!   off screen (`Render_Sprites`: screen coordinates, `width_pixels` across, `height_pixels` up and down).
//!   With none left, `End_of_level_flag` is set and the card goes.
//!
//! Not run: the art, the music (`Restore_LevelMusic`), the enemies' art (`LoadEnemyArt`), the timer's reset (the
//! engine keeps no timer of its own: the results read the level frame counter).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};

/// The size words of `Obj_TitleCardInit`'s art (skdisasm's `.kosm` files): `Title Card Red ACT`, `Title Card
/// Number 2` (act 2; `Number 1` is also $200) and Hydrocity's name (`Levels/HCZ/KosinskiM Art/Title Card.kosm`).
pub const KOSM: [u16; 3] = [0x7A0, 0x200, 0x4E0];
/// `move.w #90,$2E(a0)`.
pub const WAIT: u16 = 90;

/// One element of the card: `$46` (its place), x, y (screen + $80), `$28` (its delay leaving), `width_pixels`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Element {
    pub place: u16,
    pub x: u16,
    pub y: u16,
    pub delay: u8,
    pub width: u8,
    /// `Obj_TitleCardRedBanner` (moves in y, `height_pixels` $70).
    pub banner: bool,
    /// `render_flags` bit 7 from the last `Render_Sprites`.
    pub on_screen: bool,
    pub alive: bool,
}

const fn element(place: u16, x: u16, y: u16, width: u8, delay: u8, banner: bool) -> Element {
    Element { place, x, y, delay, width, banner, on_screen: false, alive: true }
}

/// `ObjArray_TtlCard`: the zone's name, "ZONE", the act number (`Obj_TitleCardAct`: every zone but Sky Sanctuary
/// and Doomsday), the red banner.
pub const ELEMENTS: [Element; 4] = [
    element(0x120, 0x260, 0xE0, 0x80, 3, false),
    element(0x17C, 0x2FC, 0x100, 0x24, 5, false),
    element(0x184, 0x344, 0x120, 0x1C, 7, false),
    element(0xC0, 0xE0, 0x10, 0, 1, true),
];
/// The red banner's `height_pixels`.
pub const BANNER_HEIGHT: u16 = 0x70;

/// `Obj_TitleCard`'s routines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    #[default]
    Init,
    Create,
    Wait,
    Wait2,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TitleCard {
    pub phase: Phase,
    /// `$2E`, `$30` (elements left), `$32` (frames since they started leaving), `$34` (an element moved).
    pub wait: u16,
    pub left: u16,
    pub leaving: u16,
    pub moved: bool,
    /// Its elements, in their slots' order (created by `Obj_TitleCardCreate`).
    pub elements: Vec<Element>,
}

/// `Render_Sprites`' test for a multi-draw sprite in screen coordinates (x and y + $80).
pub fn on_screen(e: &Element) -> bool {
    let (x, y) = (e.x.wrapping_sub(0x80) as i16, e.y.wrapping_sub(0x80) as i16);
    let (w, h) = (i16::from(e.width), if e.banner { BANNER_HEIGHT as i16 } else { 0 });
    x.wrapping_add(w) >= 0 && x.wrapping_sub(w) < 320 && y.wrapping_add(h) >= 0 && y.wrapping_sub(h) < 224
}

/// `Obj_TitleCardElement` / `Obj_TitleCardRedBanner` for one element (`leaving`: the card's `$32`); false once
/// it has gone.
fn run_element(e: &mut Element, leaving: u16, moved: &mut bool, left: &mut u16) -> bool {
    if leaving != 0 {
        if !e.on_screen {
            *left -= 1;
            return false;
        }
        if leaving as u8 >= e.delay {
            if e.banner {
                e.y = e.y.wrapping_sub(0x20);
            } else {
                e.x = e.x.wrapping_add(0x20);
            }
        }
    } else if e.banner && e.y != e.place {
        e.y = e.y.wrapping_add(0x10);
        *moved = true;
    } else if !e.banner && e.x != e.place {
        e.x = e.x.wrapping_sub(0x10);
        *moved = true;
    }
    e.on_screen = on_screen(e);
    true
}

/// One frame of the card and, after it, its elements: what the frame asks of the level.
pub fn step(s: &mut TitleCard, kos: &mut super::kos_queue::KosQueue) -> Step {
    let mut out = Step::Running;
    match s.phase {
        Phase::Init => {
            KOSM.iter().for_each(|&size| kos.queue_kos_module(size));
            (s.wait, s.leaving) = (WAIT, 0);
            s.phase = Phase::Create;
        }
        Phase::Create => {
            if !kos.modules_pending() {
                s.elements = ELEMENTS.to_vec();
                s.left = ELEMENTS.len() as u16;
                s.phase = Phase::Wait;
            }
        }
        Phase::Wait => {
            if std::mem::take(&mut s.moved) {
                // (`clr.w $34(a0)`: the elements set it again this frame if they move.)
            } else {
                s.phase = Phase::Wait2;
                out = Step::InLevelReset;
            }
        }
        Phase::Wait2 => {
            if s.wait != 0 {
                s.wait -= 1;
            } else if s.left != 0 {
                s.leaving = s.leaving.wrapping_add(1);
            } else {
                return Step::Over;
            }
        }
    }
    let (leaving, mut moved, mut left) = (s.leaving, s.moved, s.left);
    s.elements.retain_mut(|e| run_element(e, leaving, &mut moved, &mut left));
    (s.moved, s.left) = (moved, left);
    out
}

/// What a frame of the card asks of the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Running,
    /// `Obj_TitleCardWait` in a level: the rings and the air reset, the timer on.
    InLevelReset,
    /// `End_of_level_flag`: the card is gone.
    Over,
}

pub fn run(c: &mut Common, s: &mut TitleCard, cx: &mut ObjCtx) {
    match step(s, &mut cx.world.game.events.kos) {
        Step::Running => {}
        Step::InLevelReset => {
            let game = &mut *cx.world.game;
            game.rings = 0;
            game.timer_stopped = false;
            cx.world.player.breath.air = crate::player::drowning::AIR_FULL;
            if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                p2.breath.air = crate::player::drowning::AIR_FULL;
            }
        }
        Step::Over => {
            cx.world.game.title_card_over = true;
            c.delete();
        }
    }
}

impl ObjKind for TitleCard {
    const READS_ON_SCREEN: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.phase {
            Phase::Init | Phase::Create => "loading",
            Phase::Wait => "sliding in",
            Phase::Wait2 if self.leaving == 0 => "showing",
            Phase::Wait2 => "leaving",
        }
    }

    fn name(&self) -> &'static str {
        "title card"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::s3k::kos_queue::KosQueue;

    /// s3.asm `Obj_TitleCard` in a level, the queues run as the level loop does: 3 one-module archives (6 frames),
    /// the elements slide in — the act number last, $1C0 px at $10 a frame: 28 frames —, a frame with no move, the
    /// reset, 90 frames, then they leave and, the last gone, the flag is set: 138 frames in all.
    #[test]
    fn the_card_slides_in_waits_90_frames_and_leaves() {
        let mut s = TitleCard::default();
        let mut kos = KosQueue::default();
        let mut frames = Vec::new();
        for frame in 0..1000 {
            kos.process_decomp();
            let out = step(&mut s, &mut kos);
            kos.process_modules();
            if out != Step::Running {
                frames.push((frame, out));
            }
            if out == Step::Over {
                break;
            }
        }
        // Created on frame 6; the act number moves on frames 6–33; frame 34 clears `$34`, 35 resets.
        assert_eq!(frames[0], (35, Step::InLevelReset));
        // 90 frames of wait (36–125), then `$32` counts from frame 126: the name (delay 3, +$20 from x $120) is
        // drawn off screen at x $240 when `$32` is 11 and goes at 12 (the banner at 7, "ZONE" at 9, the act at 10);
        // the frame after, none left: the flag.
        assert_eq!(frames[1], (126 + 12, Step::Over));
        assert_eq!((s.left, s.elements.len()), (0, 0));
    }

    /// `Render_Sprites`: the name (width $80) at its place x $120 is on screen; at x $240 ($1C0 − $80 = $140
    /// left edge) it is not; the banner at y $C0 is, at y 0 ($70 high: −$80 + $70 < 0) not.
    #[test]
    fn the_on_screen_test() {
        let mut e = ELEMENTS[0];
        e.x = 0x120;
        assert!(on_screen(&e));
        e.x = 0x23F;
        assert!(on_screen(&e));
        e.x = 0x240;
        assert!(!on_screen(&e));
        let mut b = ELEMENTS[3];
        b.y = 0xC0;
        assert!(on_screen(&b));
        b.y = 0;
        assert!(!on_screen(&b));
    }
}
