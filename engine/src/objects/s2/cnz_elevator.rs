//! Casino Night's elevator (s2disasm `ObjD5`: `ObjD5_Init`, `ObjD5_Main`, `loc_2BA9C`, `loc_2BAB6`,
//! `loc_2BAEE`, `loc_2BB08`; `PlatformObjectD5`).
//!
//! A platform (half width $10, half height 9) that starts subtype × 4 px above its placed y (below when
//! X-flipped) at subpixel $80. Stood on, it accelerates by 8 towards its placed y until its speed is 0 again —
//! at the same distance on the other side — and stops there; when nobody stands on it any more it goes back the
//! same way, as no platform while it does. `PlatformObjectD5` is `PlatformObject` except that a player standing
//! on another object does not land on it.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::{P1, P2, Who, platform_object_as, standing_as};
use crate::player::Player;

/// `objoff_34`: waiting at the start, going, waiting at the end, going back.
pub const WAIT: u16 = 0;
pub const GO: u16 = 2;
pub const WAIT_END: u16 = 4;
pub const GO_BACK: u16 = 6;
/// The acceleration towards the placed y.
pub const ACCEL: i16 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzElevator {
    /// `objoff_32`: the placed y.
    pub y_origin: u16,
    /// `objoff_34`.
    pub state: u16,
}

pub fn run(c: &mut Common, s: &mut CnzElevator, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        s.y_origin = c.pixel_y() as u16;
        c.y = (c.y & !0xFF) | 0x80;
        let d0 = i32::from(c.subtype) * 4;
        c.y -= d0 << 8;
        if c.x_flip {
            c.y += (2 * d0) << 8;
        }
    }
    c.object_move();
    let stood_on = c.status & (STANDING | P2_STANDING) != 0;
    match s.state {
        WAIT if stood_on => s.state = GO,
        GO => travel(c, s, WAIT_END, false),
        WAIT_END if !stood_on => s.state = GO_BACK,
        GO_BACK => travel(c, s, WAIT, true),
        _ => {}
    }
    if s.state < GO_BACK {
        platform(c, cx.world.player, P1);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            platform(c, p2, P2);
        }
    }
    cx.mark_gone(c);
}

/// `loc_2BAB6` / `loc_2BB08`: towards the placed y (`bhs`: up while it is at or above it); at speed 0, put at
/// subtype × 4 px past it — below going (above when X-flipped), above going back.
fn travel(c: &mut Common, s: &mut CnzElevator, next: u16, back: bool) {
    let accel = if s.y_origin >= c.pixel_y() as u16 { ACCEL } else { -ACCEL };
    c.y_vel = c.y_vel.wrapping_add(accel);
    if c.y_vel != 0 {
        return;
    }
    s.state = next;
    let d0 = u16::from(c.subtype) * 4;
    let mut y = s.y_origin.wrapping_sub(d0);
    if c.x_flip == back {
        y = y.wrapping_add(2 * d0);
    }
    c.y = (i32::from(y as i16) << 8) | (c.y & 0xFF);
}

/// `PlatformObjectD5` for one player.
fn platform(c: &mut Common, p: &mut Player, who: Who) {
    if !standing_as(c, p, who) && p.on_object {
        return;
    }
    platform_object_as(c, p, 0x10, 9, c.pixel_x() as i16, who);
}

impl crate::objects::runtime::object::ObjKind for CnzElevator {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "elevator"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Subtype $28: from $A0 px above its placed y to $A0 px below, stopping there with speed 0.
    #[test]
    fn going_it_stops_as_far_past_its_placed_y_as_it_started_before_it() {
        let mut c = Common::new(0xD5, 0x28, 0xD30, 0x5E8, false, false);
        c.y = (0x5E8 - 0xA0) << 8 | 0x80;
        c.y_vel = 0;
        let mut s = CnzElevator { y_origin: 0x5E8, state: GO };
        let mut frames = 0;
        while s.state == GO && frames < 1000 {
            c.object_move();
            travel(&mut c, &mut s, WAIT_END, false);
            frames += 1;
        }
        assert_eq!(s.state, WAIT_END);
        assert_eq!(c.pixel_y(), 0x5E8 + 0xA0);
        assert_eq!(c.y_vel, 0);
    }
}
