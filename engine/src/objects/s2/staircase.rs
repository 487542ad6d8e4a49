//! Chemical Plant's four-block staircase (s2disasm `Obj78`: `Obj78_Init`, `Obj78_Main`, `loc_29280`,
//! `Obj78_Types`).
//!
//! The object makes three more blocks after itself (`AllocateObjectAfterCurrent`), each 32 px right of the
//! last, all solid (`SolidObject`: half width $10 + $B, half height $10, $11 on the ground). The first block
//! keeps a vertical offset per block; each block sits at its start y plus its offset (an X-flipped staircase
//! numbers its blocks from the right). Every block reports the sides it was touched on to the first one
//! (`objoff_2E`, never cleared). Subtype bits 0–2 pick the behaviour:
//! - 0, 4: once stood on, 30 frames later it moves (subtype + 1);
//! - 2, 6: once hit from below, it shakes for 60 frames (alternate blocks 1 px down, switching every 4
//!   frames), then moves;
//! - 1, 3: the offsets grow by 1 a frame up to $80 for the first block and ¾, ½, ¼ of that for the others
//!   (the blocks sink into a staircase); 5, 7: the same upwards, to −$80.
//!
//! All four unload by the first block's start x (`MarkObjGone2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, solid_object_as};

/// Routines (`Obj78_Index`): the first block, the others.
pub const FIRST: u8 = 2;
pub const OTHER: u8 = 4;
/// Frames from being stood on to moving, and of the shaking.
pub const STAND_DELAY: u16 = 0x1E;
pub const SHAKE_FRAMES: u16 = 60;
/// The first block's furthest offset.
pub const MAX_OFFSET: i16 = 0x80;
/// Touch bits (`SolidObject`'s `d6` high word): player 1 and 2 below, on top.
const TOUCH_BOTTOM: u8 = 0x0C;
const TOUCH_TOP: u8 = 0x30;

/// `Obj78`'s fields. The first block holds the offsets, timer and touches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Staircase {
    /// `objoff_3C`: the first block's slot (`None` for the first block itself).
    pub first: Option<usize>,
    /// `objoff_2F`: which of the first block's offsets this block reads (0–3).
    pub index: u8,
    /// `objoff_30`, `objoff_32`: the first block's start x; this block's start y.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `objoff_34`–`objoff_3A` (first block): each block's offset.
    pub offsets: [i16; 4],
    /// `objoff_2C` (first block): the timer.
    pub timer: u16,
    /// `objoff_2E` (first block): the touch bits all the blocks report.
    pub touched: u8,
}

pub fn run(c: &mut Common, s: &mut Staircase, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    if c.routine == FIRST {
        behaviour(c, s);
    }
    let offset = match s.first {
        None => s.offsets[usize::from(s.index & 3)],
        Some(i) => match cx.slots.get(i) {
            Some(Obj { state: State::Staircase(first), .. }) => first.offsets[usize::from(s.index & 3)],
            _ => 0,
        },
    };
    c.y = (i32::from(offset.wrapping_add(s.y_origin as i16)) << 8) | (c.y & 0xFF);
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: 0x10,
        half_height_ground: 0x11,
        old_x: c.pixel_x() as i16,
    };
    // Player 1's touches in bits 0, 2, 4; the sidekick's (when on screen) in bits 1, 3, 5.
    let bits = |contact: Contact| match contact {
        Contact::Top => 0x10,
        Contact::Bottom => 0x04,
        Contact::Side => 0x01,
        Contact::None => 0,
    };
    let mut touched = bits(solid_object_as(c, cx.world.player, b, P1));
    if let Some(p2) = cx.sidekick_on_screen() {
        touched |= bits(solid_object_as(c, p2, b, P2)) << 1;
    }
    match s.first {
        None => s.touched |= touched,
        Some(i) => {
            if let Some(Obj { state: State::Staircase(first), .. }) = cx.slots.get_mut(i) {
                first.touched |= touched;
            }
        }
    }
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

/// `Obj78_Init`: this block and three more to its right.
fn init(c: &mut Common, s: &mut Staircase, cx: &mut ObjCtx) {
    c.routine = FIRST;
    c.width_pixels = 0x10;
    let (mut index, step): (u8, u8) = if c.x_flip { (3, 0xFF) } else { (0, 1) };
    let x = c.pixel_x();
    s.index = index;
    s.x_origin = x as u16;
    s.y_origin = c.pixel_y() as u16;
    let me = cx.current();
    for k in 1..4 {
        index = index.wrapping_add(step);
        let mut block = Common::new(c.id, c.subtype, x + 0x20 * k, c.pixel_y(), c.x_flip, c.y_flip);
        block.routine = OTHER;
        block.width_pixels = 0x10;
        let state =
            Staircase { first: Some(me), index, x_origin: s.x_origin, y_origin: s.y_origin, ..Default::default() };
        if cx.spawn_after(Obj { common: block, state: State::Staircase(state) }).is_none() {
            break;
        }
    }
}

/// `Obj78_Types`: the first block's behaviour.
fn behaviour(c: &mut Common, s: &mut Staircase) {
    match c.subtype & 7 {
        0 | 4 => {
            wait(c, s, TOUCH_TOP, STAND_DELAY);
        }
        2 | 6 => {
            if wait(c, s, TOUCH_BOTTOM, SHAKE_FRAMES) && s.timer != 0 {
                let b = i16::from(((s.timer as u8) >> 2) & 1);
                s.offsets = [b, b ^ 1, b, b ^ 1];
            }
        }
        1 | 3 => spread(s, 1),
        _ => spread(s, -1),
    }
}

/// Waits for a touch (`mask`), then counts `frames` down and moves on (subtype + 1). True while counting
/// (and the count is not over).
fn wait(c: &mut Common, s: &mut Staircase, mask: u8, frames: u16) -> bool {
    if s.timer == 0 {
        if s.touched & mask != 0 {
            s.timer = frames;
        }
        return false;
    }
    s.timer -= 1;
    if s.timer == 0 {
        c.subtype = c.subtype.wrapping_add(1);
        return false;
    }
    true
}

/// `loc_29334` / `loc_2935E`: the first offset one step further (to ±$80) and the others ¾, ½ and ¼ of it
/// (16.16 halvings, rounding toward −∞).
fn spread(s: &mut Staircase, step: i16) {
    if s.offsets[0] == MAX_OFFSET * step {
        return;
    }
    s.offsets[0] += step;
    let d = i32::from(s.offsets[0]) << 16;
    let (half, quarter) = (d >> 1, d >> 2);
    s.offsets[1] = ((half + quarter) >> 16) as i16;
    s.offsets[2] = (half >> 16) as i16;
    s.offsets[3] = (quarter >> 16) as i16;
}

impl crate::objects::runtime::object::ObjKind for Staircase {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "staircase"
    }
}
