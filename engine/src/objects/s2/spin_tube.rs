//! Chemical Plant's spin tubes (s2disasm `Obj1E`: `Obj1E_Init`, `Obj1E_Main`, `Obj1E_Modes` `loc_225FC`,
//! `loc_2271A`, `loc_227FE`, `loc_2286A`, the speed set-up `loc_22902`, the tables `byte_2266E`,
//! `byte_227BE`; the paths in [`crate::objects::s2::spin_tube_paths`]).
//!
//! A tube entrance watches a box `width` px wide (subtype bits 0–1: $A0, $100, $120) and $80 px tall from its
//! position. A player entering it (not flying) is taken over (`obj_control` $81: his own routine does nothing)
//! and rolled, in the air, along an entrance path at 8 px a frame: each leg's speeds are $800 along the
//! longer axis and the other axis in proportion (the games' `divs.w` quotients), for |longer| / 8 frames,
//! then he is put exactly on the next point. Which path: from the box's last $80 px onward (offset ≥ $80;
//! mirrored for the $100 shape), the way into the tube system, `byte_2266E` of subtype bits 2–5 picks it
//! (the value 2 there alternates with the level timer's seconds), and at its end `byte_227BE` (subtype bits
//! 2–7 plus the path) names a route through the level (negative: travelled backwards) to another entrance,
//! whose object then carries him out; from the box's first $80 px, the way out, the path is by height (the
//! upper half or the lower) and at its end he is released (`obj_control` 0, his y wrapped at $800) and the
//! object waits for him to leave its box. The object stays loaded while it carries someone.
//!
//! The level timer's seconds are modelled as the level frame counter / 60 (the game's timer starts with the
//! level too, after the title card's frames; exact for tubes only up to that offset).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::s2::spin_tube_paths::{ENTRANCES, ROUTES};
use crate::player::moves::Ability;
use crate::player::{Player, Pose};

/// `word_225BC`: the box's width by subtype bits 0–1.
pub const WIDTHS: [u16; 3] = [0xA0, 0x100, 0x120];
/// The box's height.
pub const HEIGHT: u16 = 0x80;
/// The rolling speed along the longer axis.
pub const SPEED: i16 = 0x800;
/// `byte_2266E`: the path from the far side by subtype bits 2–5 (2: alternating with the timer).
pub const FAR_PATH: [u8; 16] = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 2, 0, 1, 2, 1];
/// `byte_227BE`: the route at the end of an entrance path, by (subtype & $FC) + path (paths 2 and 3, the
/// ways out, have none).
pub const ROUTE_TABLE: [i8; 64] = [
    2, 1, 0, 0, -1, 3, 0, 0, 4, -2, 0, 0, -3, -4, 0, 0, -5, -5, 0, 0, 7, 6, 0, 0, -7, -6, 0, 0, 8, 9, 0, 0, -8, -9, 0,
    0, 11, 10, 0, 0, 12, 0, 0, 0, -11, -10, 0, 0, -12, 0, 0, 0, 0, 13, 0, 0, -13, 14, 0, 0, 0, -14, 0, 0,
];

/// Modes (`Obj1E_Modes`).
pub const WATCHING: u8 = 0;
pub const ENTRANCE: u8 = 2;
pub const ROUTE: u8 = 4;
pub const LEAVING: u8 = 6;

/// What the tube is doing with one player (`objoff_2C` for player 1, `objoff_36` for player 2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rider {
    pub mode: u8,
    /// `1(a4)`: the entrance path chosen (0–3), then 4 (a route forwards) or −4 (backwards).
    pub selector: i8,
    /// `2(a4)`: frames left on this leg (the high byte of the leg's `divs.w` quotient), counted to −1.
    pub count: u8,
    /// `4(a4)`: bytes of path left (4 per point).
    pub remaining: i16,
    /// `6(a4)`: the point the leg heads for (an index into the path), and the path (entrance or route number).
    pub next: i16,
    pub path: u8,
}

/// `Obj1E`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpinTube {
    /// `objoff_2A`: the box's width.
    pub width: u16,
    pub riders: [Rider; 2],
}

pub fn run(c: &mut Common, s: &mut SpinTube, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.width = WIDTHS.get(usize::from(c.subtype & 3)).copied().unwrap_or(0xA0);
    }
    let seconds = cx.world.game.frame_counter / 60;
    // `Obj1E_Main`: player 1 (`objoff_2C`), then the sidekick (`objoff_36`).
    let mut rider = s.riders[0];
    ride(c, s.width, &mut rider, cx.world.player, seconds);
    s.riders[0] = rider;
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let mut rider = s.riders[1];
        ride(c, s.width, &mut rider, p2, seconds);
        s.riders[1] = rider;
    }
    if s.riders.iter().all(|r| r.mode == WATCHING) {
        // `MarkObjGone3`: not drawn; deleted (and forgotten) out of range.
        if cx.out_of_range(c.pixel_x()) {
            if let Some(i) = c.respawn {
                cx.world.env.respawn.forget(i);
            }
            c.delete();
        }
    }
}

/// One player's mode.
fn ride(c: &Common, width: u16, r: &mut Rider, p: &mut Player, seconds: u16) {
    let (ox, oy) = (c.pixel_x() as i16, c.pixel_y() as i16);
    let dx = (p.pixel_x() as u16).wrapping_sub(ox as u16);
    let dy = (p.pixel_y() as u16).wrapping_sub(oy as u16);
    match r.mode {
        WATCHING => {
            if dx >= width || dy >= HEIGHT || matches!(p.ability, Ability::Flight { .. }) {
                return;
            }
            let (shape, d0) = match width {
                0xA0 => (0, dx),
                0x120 => (8, dx),
                _ => (4, 0x100u16.wrapping_sub(dx)),
            };
            let selector = if d0 >= 0x80 {
                match FAR_PATH[usize::from((c.subtype >> 2) & 0xF)] {
                    2 => (seconds & 1) as u8,
                    v => v,
                }
            } else if dy >= 0x40 {
                2
            } else {
                3
            };
            r.selector = selector as i8;
            r.path = (selector + shape) & 0xF;
            let points = ENTRANCES.get(usize::from(r.path)).copied().unwrap_or(&[]);
            let (Some(&(x0, y0)), Some(&(x1, y1))) = (points.first(), points.get(1)) else { return };
            r.remaining = 4 * points.len() as i16 - 4;
            place(p, ox.wrapping_add(x0), oy.wrapping_add(y0));
            r.next = 1;
            r.mode = ENTRANCE;
            p.object_control = 0x81;
            p.pose = Pose::Roll;
            p.ground_speed = SPEED;
            (p.x_speed, p.y_speed) = (0, 0);
            p.pushing = false;
            p.air = true;
            p.jumping = false;
            p.high_priority = false;
            aim(r, p, ox.wrapping_add(x1), oy.wrapping_add(y1));
        }
        ENTRANCE | ROUTE => {
            r.count = r.count.wrapping_sub(1);
            if (r.count as i8) >= 0 {
                p.x = p.x.wrapping_add(i32::from(p.x_speed));
                p.y = p.y.wrapping_add(i32::from(p.y_speed));
                return;
            }
            let entrance = r.mode == ENTRANCE;
            let (bx, by) = if entrance { (ox, oy) } else { (0, 0) };
            let table: &[&[(i16, i16)]] = if entrance { &ENTRANCES } else { &ROUTES };
            let points = table.get(usize::from(r.path)).copied().unwrap_or(&[]);
            let point = |i: i16| points.get(i as usize).copied().unwrap_or_default();
            let (x, y) = point(r.next);
            place(p, bx.wrapping_add(x), by.wrapping_add(y));
            r.next += if r.selector < 0 { -1 } else { 1 };
            r.remaining -= 4;
            if r.remaining != 0 {
                let (x, y) = point(r.next);
                aim(r, p, bx.wrapping_add(x), by.wrapping_add(y));
                return;
            }
            if !entrance {
                // `loc_22858`: the route's end is another tube's entrance, which takes him on.
                wrap_y(p);
                r.mode = WATCHING;
                return;
            }
            // `loc_22784`: after a way in (paths 0 and 1) a route may follow.
            let route = if (r.selector as u8) < 4 {
                let i = usize::from(c.subtype & 0xFC) + r.selector as usize;
                r.selector = 4;
                ROUTE_TABLE.get(i).copied().unwrap_or(0)
            } else {
                0
            };
            if route == 0 {
                wrap_y(p);
                r.mode = LEAVING;
                p.object_control = 0;
                return;
            }
            start_route(r, p, route);
        }
        _ => {
            if dx >= width || dy >= HEIGHT {
                r.mode = WATCHING;
            }
        }
    }
}

/// `loc_22892` / `loc_228C4`: a route, forwards from its first point or backwards from its last.
fn start_route(r: &mut Rider, p: &mut Player, route: i8) {
    r.path = route.unsigned_abs();
    let points = ROUTES.get(usize::from(r.path)).copied().unwrap_or(&[]);
    let n = points.len() as i16;
    r.remaining = 4 * n - 4;
    let (first, next) = if route < 0 {
        r.selector = -4;
        (n - 1, n - 2)
    } else {
        (0, 1)
    };
    let point = |i: i16| points.get(i as usize).copied().unwrap_or_default();
    let (x, y) = point(first);
    place(p, x, y);
    r.next = next;
    let (x, y) = point(next);
    aim(r, p, x, y);
    r.mode = ROUTE;
}

/// Puts the player on a point (his pixel position; subpixels kept, as `move.w` to `x_pos`/`y_pos`).
fn place(p: &mut Player, x: i16, y: i16) {
    p.x = (i32::from(x) << 8) | (p.x & 0xFF);
    p.y = (i32::from(y) << 8) | (p.y & 0xFF);
}

/// `andi.w #$7FF,y_pos(a1)`.
fn wrap_y(p: &mut Player) {
    p.y = ((p.pixel_y() & 0x7FF) << 8) | (p.y & 0xFF);
}

/// `divs.w`: a 32-bit dividend by a 16-bit divisor, the quotient truncated toward 0; on overflow the
/// 68000 leaves the dividend as it was (its low word is what is read).
fn divs(dividend: i32, divisor: i16) -> i16 {
    if divisor == 0 {
        return dividend as i16;
    }
    let q = dividend / i32::from(divisor);
    if q < i32::from(i16::MIN) || q > i32::from(i16::MAX) { dividend as i16 } else { q as i16 }
}

/// `loc_22902`: speeds toward (x, y): $800 along the longer axis (toward it), the other in proportion, and
/// the leg's frames (the high byte of |longer distance × 32|).
fn aim(r: &mut Rider, p: &mut Player, x: i16, y: i16) {
    let dx = x.wrapping_sub(p.pixel_x() as i16);
    let dy = y.wrapping_sub(p.pixel_y() as i16);
    let sx = if dx < 0 { -SPEED } else { SPEED };
    let sy = if dy < 0 { -SPEED } else { SPEED };
    let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
    let shifted = |d: i16| i32::from(d as u16) << 16;
    let frames = if ay >= ax {
        let q1 = divs(shifted(dy), sy);
        p.x_speed = if dx == 0 { 0 } else { divs(shifted(dx), q1) };
        p.y_speed = sy;
        q1
    } else {
        let q0 = divs(shifted(dx), sx);
        p.y_speed = if dy == 0 { 0 } else { divs(shifted(dy), q0) };
        p.x_speed = sx;
        q0
    };
    r.count = (frames.unsigned_abs() >> 8) as u8;
}

impl crate::objects::runtime::object::ObjKind for SpinTube {
    const READS_ON_SCREEN: bool = false;

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
        "spin tube"
    }
}
