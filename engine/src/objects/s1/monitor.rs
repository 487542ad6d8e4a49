//! Sonic 1's monitors where they differ from Sonic 2's (s1disasm `_incObj/26 Monitor.asm`: `Mon_Solid`,
//! `Mon_BreakOpen`; `_incObj/26 Monitor (SolidSides subroutine).asm`: `Mon_SolidSides`; `_incObj/2E Monitor
//! Content Power-Up.asm`; SPG "Game Objects": Monitors). The monitor runs [`crate::objects::s2::monitor`]'s code —
//! the icon (rising at −$300 slowed by $18 a frame for 32 frames, the power-up, 30 more frames shown), the
//! knock from below and its fall, the respawn entry — with these two routines in place of Sonic 2's under
//! the `s1` profile; the contents are chosen by the layout ([`super::monitor_contents`]: static, Eggman, 'S'
//! and goggles do nothing).
//!
//! **Solid sides** (`Mon_SolidSides`, d1 = $1A, d2 = $F): a player within $1A px across (inclusive) and $F +
//! his height along y is touching it — unless his animation is the roll and he is not moving up, when it
//! lets him through for `ReactToItem` to break it. Within the top 16 px (and $13 px of its x: `obActWid` + 4,
//! wider than Sonic 2's landing) he lands: his y moved up by that depth (y = its y − $F − his height; Sonic 2
//! puts him 1 px higher) and he stands on it (`loc_74AE`, second routine 2): while he stays within $1A px on
//! the ground (`ExitPlatform`: leaving does not put him in the air) he is kept $10 px above its y. Otherwise
//! it is a side: moving into it he is put back out, X Speed and Ground Speed 0; on the ground he pushes it.
//!
//! **Breaking** (`Mon_BreakOpen`): unlike Sonic 2's `Obj26_Break`, which puts a player standing on it or
//! pushing it in the air, it leaves the player alone.

use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, PUSHING, STANDING};
use crate::objects::runtime::solid::{ride, standing};
use crate::player::{Player, Pose, Routine};

/// `Mon_SolidSides`' d1 and d2.
pub const HALF_WIDTH: i16 = 0x1A;
pub const HALF_HEIGHT: i16 = 0xF;
/// `MvSonicOnPtfm`'s d3 for a player standing on it.
pub const STAND_HEIGHT: i16 = 0x10;
/// Second routines (`ob2ndRout`): still, stood on, knocked up and falling.
pub const STILL: u8 = 0;
pub const STOOD_ON: u8 = 2;
pub const FALLING: u8 = 4;

/// `Mon_Solid` (routine 2) up to `Mon_Animate`.
pub fn solid(c: &mut Common, cx: &mut ObjCtx) {
    match c.routine_secondary {
        STILL => still(c, cx.world.player),
        STOOD_ON => {
            // Landing on another object took him off this one (`loc_74AE` clears its second routine).
            if !standing(c, cx.world.player) {
                c.routine_secondary = STILL;
                return;
            }
            let p = &mut *cx.world.player;
            let d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(HALF_WIDTH);
            if p.air || !(0..2 * HALF_WIDTH).contains(&d0) {
                p.on_object = false;
                c.status &= !STANDING;
                c.routine_secondary = STILL;
                return;
            }
            if p.object_control & 0x80 == 0 && (p.routine as u8) < Routine::Dead as u8 {
                let y = px(c.y).wrapping_sub(STAND_HEIGHT).wrapping_sub(i16::from(p.height_radius));
                set_px(&mut p.y, y);
            }
        }
        _ => {
            c.object_move_and_fall();
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
                c.routine_secondary = STILL;
            }
        }
    }
}

/// What `Mon_SolidSides` found: nothing, a side (with `d0`: the distance into it, negative from the right), or
/// the top (with `d3`: the depth below its top surface).
enum Sides {
    None,
    Side(i16),
    Top(i16),
}

/// `Mon_SolidSides`.
fn solid_sides(c: &Common, p: &Player) -> Sides {
    let d1 = HALF_WIDTH;
    let mut d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || d0 > 2 * d1 {
        return Sides::None;
    }
    let d2 = HALF_HEIGHT.wrapping_add(i16::from(p.height_radius as i8));
    let d3 = px(p.y).wrapping_sub(px(c.y)).wrapping_add(d2);
    if d3 < 0 || d3 >= 2 * d2 {
        return Sides::None;
    }
    if p.object_control & 0x80 != 0 || p.routine as u8 >= Routine::Dead as u8 {
        return Sides::None;
    }
    if d0 > d1 {
        d0 -= 2 * d1;
    }
    if d3 >= 0x10 {
        return Sides::Side(d0);
    }
    let w = i16::from(c.width_pixels) + 4;
    let x = w.wrapping_add(px(p.x)).wrapping_sub(px(c.x));
    if x < 0 || x >= 2 * w { Sides::Side(d0) } else { Sides::Top(d3) }
}

/// `Mon_Solid`'s `.normal`.
fn still(c: &mut Common, p: &mut Player) {
    let found = solid_sides(c, p);
    let through = p.y_speed >= 0 && p.pose == Pose::Roll;
    match found {
        Sides::None => clear_push(c, p),
        _ if through => clear_push(c, p),
        Sides::Top(d3) => {
            let y = px(p.y).wrapping_sub(d3);
            set_px(&mut p.y, y);
            ride(c, p);
            c.routine_secondary = STOOD_ON;
        }
        Sides::Side(d0) => {
            // Moving into it (or not away from it) he is stopped and put back out.
            let into = if d0 > 0 { p.x_speed >= 0 } else { d0 < 0 && p.x_speed < 0 };
            if into {
                let x = px(p.x).wrapping_sub(d0);
                set_px(&mut p.x, x);
                p.ground_speed = 0;
                p.x_speed = 0;
            }
            if p.air {
                c.status &= !PUSHING;
                p.pushing = false;
            } else {
                c.status |= PUSHING;
                p.pushing = true;
            }
        }
    }
}

/// `loc_A25C`: a player who was pushing it stops (his walking animation restarts).
fn clear_push(c: &mut Common, p: &mut Player) {
    if c.status & PUSHING != 0 {
        p.pose = Pose::Walk;
        p.animation = Default::default();
        c.status &= !PUSHING;
        p.pushing = false;
    }
}
