//! What Sonic 1's bosses share: the 16.16 origin the ship flies by (`_incObj/sub BossMove.asm`), the pieces its
//! `Boss*_Main` makes in the next free slots, and the escape's right limit opening 2 px a frame
//! (`BGHZ_Escape`, `BossMarble_ShipEscape`, `BossSpringYard_Escape`, `BossStarLight_Escape`, the Labyrinth boss's
//! `loc_17F1E`).

use super::Sonic1;
use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// A boss ship's origin (`objoff_30`, `objoff_38`: 16.16 pixels): where `BossMove` moves it and it is drawn from.
pub trait BossOrigin {
    fn origin(&mut self) -> (&mut i32, &mut i32);
}

/// `BossMove`: the speeds (1/256 px) added to the 16.16 origin.
#[inline]
pub fn boss_move(c: &Common, s: &mut impl BossOrigin) {
    let (x, y) = s.origin();
    *x = x.wrapping_add(i32::from(c.x_vel) << 8);
    *y = y.wrapping_add(i32::from(c.y_vel) << 8);
}

/// The loop of `Boss*_Main`: each `(routine, animation)` of `parts` a new object (`width` px wide) in the next free
/// slot after the ship, at `(x, y)` (subpixels), its state made by `piece` from the ship's slot; the first failure
/// stops.
pub fn spawn_parts(
    cx: &mut ObjCtx,
    (x, y): (i32, i32),
    width: u8,
    parts: &[(u8, u8)],
    piece: impl Fn(usize) -> Sonic1,
) {
    let me = cx.current();
    for &(routine, anim) in parts {
        let common = Common { id: super::id::SONIC1, routine, x, y, width_pixels: width, anim, ..Default::default() };
        if cx.spawn_after(Obj { common, state: State::Sonic1(piece(me)) }).is_none() {
            break;
        }
    }
}

/// The escape's right limit: opened 2 px a frame until the camera's maximum x reaches `end`; from then on the ship
/// is deleted once off screen (`true`: deleted).
pub fn escape_limit(c: &mut Common, cx: &mut ObjCtx, end: u16) -> bool {
    let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
    if max_x < end {
        cx.world.env.bounds.right = i32::from(max_x.wrapping_add(2)) + SCREEN_WIDTH;
        return false;
    }
    if c.on_screen {
        return false;
    }
    c.delete();
    true
}
