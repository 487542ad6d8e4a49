//! The platforms sliding back and forth over Chemical Plant's liquid (s2disasm `Obj7A`: `Obj7A_Init`,
//! `Obj7A_Main`, `Obj7A_SubObject`, `loc_294F4`, `loc_2953E`).
//!
//! Subtype 0, 6, $C or $12 picks a row of `Obj7A_Properties`: one or two platforms (the second made after the
//! first, `AllocateObjectAfterCurrent`), each 48 px wide (`width_pixels` $18), a jump-through platform 8 px
//! above its centre (`PlatformObject`), sliding 1 px a frame between the start x ∓ the row's range and
//! turning at the ends; each platform starts offset from the start x by the row's offsets. With two, the
//! second turns both round when they meet (their edges touch). Subtype $C's first platform starts going left.
//! The first platform stays while either end of the range is in range, then deletes both (forgetting its
//! respawn entry).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// Routines (`Obj7A_Index`).
pub const FIRST: u8 = 2;
pub const SECOND: u8 = 4;
/// `Obj7A_Properties`: platforms, range either side of the start x, the first's and the second's offsets.
pub const PROPERTIES: [(u8, u16, i16, i16); 4] =
    [(1, 0x68, -0x68, 0), (2, 0xA8, -0xB0, 0x40), (2, 0xE8, -0x80, 0x80), (1, 0x68, 0x67, 0)];
/// Half width, and the top above the centre.
pub const HALF_WIDTH: u8 = 0x18;
const TOP: i16 = 8;

/// `Obj7A`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SidewaysPlatform {
    /// `objoff_3C`: the other platform's slot (`None`: it is alone).
    pub partner: Option<usize>,
    /// `objoff_32`, `objoff_34`: the ends of the slide.
    pub min_x: u16,
    pub max_x: u16,
    /// `objoff_36`: going left.
    pub left: bool,
}

pub fn run(c: &mut Common, s: &mut SidewaysPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    match c.routine {
        FIRST => {
            slide(c, s, cx);
            if cx.out_of_range(i32::from(s.min_x as i16)) && cx.out_of_range(i32::from(s.max_x as i16)) {
                if let Some(o) = s.partner.and_then(|i| cx.slots.get_mut(i)) {
                    o.common.delete();
                }
                if let Some(i) = c.respawn {
                    cx.world.env.respawn.forget(i);
                }
                c.delete();
            } else {
                c.display();
            }
        }
        _ => {
            slide(c, s, cx);
            // `loc_2953E`: meeting the first platform turns both round.
            if let Some(Obj { common: other, state: State::SidewaysPlatform(o) }) =
                s.partner.and_then(|i| cx.slots.get_mut(i))
                && (c.pixel_x() as u16).wrapping_sub(0x18) == (other.pixel_x() as u16).wrapping_add(0x18)
            {
                s.left = !s.left;
                o.left = !o.left;
            }
            c.display();
        }
    }
}

fn add_pixels(c: &mut Common, dx: i16) {
    c.x = (i32::from((c.pixel_x() as i16).wrapping_add(dx)) << 8) | (c.x & 0xFF);
}

/// `Obj7A_Init`: the platforms, their range and start offsets (then the first runs on into `Obj7A_Main`).
fn init(c: &mut Common, s: &mut SidewaysPlatform, cx: &mut ObjCtx) {
    c.routine = FIRST;
    c.width_pixels = HALF_WIDTH;
    let (count, range, first_dx, second_dx) = PROPERTIES[usize::from(c.subtype / 6).min(3)];
    let x = c.pixel_x() as u16;
    let (min_x, max_x) = (x.wrapping_sub(range), x.wrapping_add(range));
    *s = SidewaysPlatform { partner: None, min_x, max_x, left: c.subtype == 0xC };
    add_pixels(c, first_dx);
    if count == 1 {
        add_pixels(c, second_dx);
        return;
    }
    let mut second = Common::new(c.id, c.subtype, i32::from(x as i16), c.pixel_y(), c.x_flip, c.y_flip);
    second.routine = SECOND;
    second.width_pixels = HALF_WIDTH;
    add_pixels(&mut second, second_dx);
    let me = cx.current();
    let state = SidewaysPlatform { partner: Some(me), min_x, max_x, left: false };
    s.partner = cx.spawn_after(Obj { common: second, state: State::SidewaysPlatform(state) });
}

/// `loc_294F4`: 1 px a frame toward the current end, turning there; then the platform collision.
fn slide(c: &mut Common, s: &mut SidewaysPlatform, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    let x = if s.left { (old_x as u16).wrapping_sub(1) } else { (old_x as u16).wrapping_add(1) };
    if s.left && x == s.min_x {
        s.left = false;
    } else if !s.left && x == s.max_x {
        s.left = true;
    }
    c.x = (i32::from(x as i16) << 8) | (c.x & 0xFF);
    cx.platform_object(c, i16::from(c.width_pixels), TOP, old_x);
}

impl crate::objects::runtime::object::ObjKind for SidewaysPlatform {
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
        "platform"
    }
}
