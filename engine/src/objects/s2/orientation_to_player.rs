//! `Obj_GetOrientationToPlayer` (s2disasm), the badniks' look at the nearer player: Coconuts
//! ([`super::coconuts`]) faces him, the Spiny ([`super::spiny`]) and the Grabber ([`super::grabber`]) measure
//! how far he is.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `Obj_GetOrientationToPlayer`, the parts its users read: whether the object is left of the nearer player,
/// and the x distance (object − player) as a word. The sidekick's slot holds player 2, or is empty (x 0) with
/// Sonic alone; the game compares the distances either way.
pub fn orientation_to_player(c: &Common, cx: &ObjCtx) -> (bool, u16) {
    let x = c.pixel_x() as u16;
    let to_main = x.wrapping_sub(cx.world.player.pixel_x() as u16);
    let to_sidekick = x.wrapping_sub(cx.world.sidekick.as_deref().map_or(0, |p| p.pixel_x()) as u16);
    let abs = |d: u16| (d as i16).unsigned_abs();
    let d2 = if abs(to_main) <= abs(to_sidekick) { to_main } else { to_sidekick };
    ((d2 as i16) < 0, d2)
}

/// `Obj_GetOrientationToPlayer`'s distances to the nearer player (by x; player 1 on a tie): x (object − player,
/// d2) and y (object − player, d3), as words.
pub fn distances_to_player(c: &Common, cx: &ObjCtx) -> (u16, u16) {
    let x = c.pixel_x() as u16;
    let to_main = x.wrapping_sub(cx.world.player.pixel_x() as u16);
    let sidekick = cx.world.sidekick.as_deref();
    let to_sidekick = x.wrapping_sub(sidekick.map_or(0, |p| p.pixel_x()) as u16);
    let abs = |d: u16| (d as i16).unsigned_abs();
    let y = c.pixel_y() as u16;
    if abs(to_main) <= abs(to_sidekick) {
        (to_main, y.wrapping_sub(cx.world.player.pixel_y() as u16))
    } else {
        (to_sidekick, y.wrapping_sub(sidekick.map_or(0, |p| p.pixel_y()) as u16))
    }
}
