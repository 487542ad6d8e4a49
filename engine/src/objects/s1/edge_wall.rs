//! Green Hill's edge walls (s1disasm `_incObj/44 GHZ Edge Walls.asm`: `Edge_Main`, `Edge_Solid`,
//! `Edge_Display`, and its own solid routine `Obj44_SolidWall` / `Obj44_SolidWall2` in `sonic.asm`).
//!
//! Subtype bit 4 set: scenery only. Otherwise a wall $13 px either side of its x and $28 + the player's
//! `obHeight` above and below its y — tested whatever is on screen, not while the player is dead or under
//! object control. Inside it, the smaller penetration decides: across, a player moving into the wall is put back
//! out and his X Speed and Ground Speed zeroed, and on the ground he pushes it; along y, only a player rising
//! into its bottom half is put back below and stopped (its top is not solid). Leaving it clears the pushing.
//! Unloaded out of range (`out_of_range` with `DeleteObject`).

use crate::math::px;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, PUSHING};
use crate::player::{Player, Pose, Routine};

/// `Edge_Solid`: d1 = $13 across, d2 = $28 (plus the player's height) along y.
pub const HALF_WIDTH: i16 = 0x13;
pub const HALF_HEIGHT: i16 = 0x28;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        c.mapping_frame = c.subtype & !0x10;
        if c.subtype & 0x10 != 0 {
            c.routine = 4;
        }
    }
    if c.routine == 2 {
        solid_wall(c, cx.world.player);
    }
    cx.mark_gone(c);
}

/// What `Obj44_SolidWall2` found: nothing, a contact across (with the signed penetration `d0`: positive from
/// the left) or along y (with `d3`: negative in the bottom half).
enum Wall {
    None,
    Across(i16),
    Along(i16),
}

/// `Obj44_SolidWall2`.
fn test(c: &Common, p: &Player) -> Wall {
    let d1 = HALF_WIDTH;
    let d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || (d0 as u16) > (2 * d1) as u16 {
        return Wall::None;
    }
    let d2 = HALF_HEIGHT.wrapping_add(i16::from(p.height_radius as i8));
    let mut d3 = px(p.y).wrapping_sub(px(c.y)).wrapping_add(d2);
    let d4 = d2.wrapping_mul(2);
    if d3 < 0 || (d3 as u16) >= d4 as u16 {
        return Wall::None;
    }
    if p.object_control & 0x80 != 0 || p.routine as u8 >= Routine::Dead as u8 {
        return Wall::None;
    }
    let mut d0 = d0;
    let mut d5 = d0;
    if (d1 as u16) < d0 as u16 {
        d0 = d0.wrapping_sub(2 * d1);
        d5 = d0.wrapping_neg();
    }
    let mut v = d3;
    if (d2 as u16) < d3 as u16 {
        d3 = d3.wrapping_sub(d4);
        v = d3.wrapping_neg();
    }
    if (d5 as u16) > v as u16 { Wall::Along(d3) } else { Wall::Across(d0) }
}

/// `Obj44_SolidWall`.
fn solid_wall(c: &mut Common, p: &mut Player) {
    match test(c, p) {
        Wall::None => {
            if c.status & PUSHING != 0 {
                // `move.w #id_Run,obAnim(a1)`: the word write leaves the walking animation.
                p.pose = Pose::Walk;
                release(c, p);
            }
        }
        Wall::Along(d3) => {
            if p.y_speed < 0 && d3 < 0 {
                p.y = p.y.wrapping_sub(i32::from(d3) << 8);
                p.y_speed = 0;
            }
        }
        Wall::Across(d0) => {
            let into = (d0 < 0 && p.x_speed < 0) || (d0 > 0 && p.x_speed >= 0);
            if into {
                p.x = p.x.wrapping_sub(i32::from(d0) << 8);
                p.ground_speed = 0;
                p.x_speed = 0;
            }
            if p.air {
                release(c, p);
            } else {
                p.pushing = true;
                c.status |= PUSHING;
            }
        }
    }
}

fn release(c: &mut Common, p: &mut Player) {
    c.status &= !PUSHING;
    p.pushing = false;
}
