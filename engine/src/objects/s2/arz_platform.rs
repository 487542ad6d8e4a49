//! Aquatic Ruin's platforms and pillars that sink, fall or float (s2disasm `Obj82`: `Obj82_Init`,
//! `Obj82_Main`, `Obj82_Properties`, `Obj82_Types`: `loc_2A36A` (wait to fall), `loc_2A392` (fall),
//! `loc_2A3B6` (rise), `loc_2A3D8` (pushed), `loc_2A3EC` (float on the water), `loc_2A432` (the sink)).
//!
//! Subtype bits 4–6 pick the size (`Obj82_Properties`: 0 a platform, half width $20, half height 8; 1 a
//! pillar, $1C × $30 — the game's, not the fixed $32), bits 0–3 the behaviour: 0 still; 1 and 3 fall $1E
//! frames after a player first stands on it (with gravity 8, `ObjectMove` first, until its bottom meets the
//! floor: then still); 4 rises (−8 a frame) to the ceiling; 5 falls once pushed from the side; 7 follows the
//! water's surface, 2 px a frame at most (below it, up; above it, down). A platform of type 1–6 also sinks under a player: its angle steps 4
//! a frame towards $40 while one stands on it (back to 0 when none does) and its y is the placed y plus
//! `sin(angle) × $400 >> 16` (0–4 px) — until it starts to fall. It is solid (`SolidObject`: half width + $B,
//! half height, + 1 on the ground) only while on screen, and unloads by its placed x (`MarkObjGone2`).

use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::{ceiling_distance, floor_distance};
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::{Contact, P1, P2, SolidBox, solid_object_as};

/// `Obj82_Properties`: (`width_pixels`, `y_radius`) by size; the mapping frame is the size.
pub const PROPERTIES: [(u8, u8); 4] = [(0x20, 8), (0x1C, 0x30), (0x10, 0x10), (0x10, 0x10)];
/// Behaviours (`Obj82_Types`).
pub const STILL: u8 = 0;
pub const WAIT_TO_FALL: u8 = 1;
pub const FALL: u8 = 2;
pub const RISE: u8 = 4;
pub const PUSHED: u8 = 5;
pub const FLOAT: u8 = 7;
/// The wait after the first stand, the fall's and rise's acceleration, the sink's angle step and limit.
pub const FALL_WAIT: u16 = 0x1E;
pub const GRAVITY: i16 = 8;
pub const SINK_STEP: u8 = 4;
pub const SINK_ANGLE: u8 = 0x40;

/// `Obj82`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArzPlatform {
    /// `objoff_34`, `objoff_30`: the placed x and y.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `objoff_36`: frames left before the fall.
    pub wait: u16,
    /// `objoff_38`: it sinks under a player.
    pub sinks: bool,
    /// `objoff_3E`: the sink's angle.
    pub angle: u8,
    /// `objoff_3F`: the players pushing it from the side this frame (bit 0 player 1, bit 1 the sidekick).
    pub pushed: u8,
}

pub fn run(c: &mut Common, s: &mut ArzPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let size = (c.subtype >> 4) & 7;
        let (width, y_radius) = PROPERTIES[usize::from(size & 3)];
        c.width_pixels = width;
        c.y_radius = y_radius;
        c.mapping_frame = size;
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
        let kind = c.subtype & 0xF;
        s.sinks = kind != 0 && kind != FLOAT;
        c.subtype = kind;
    }
    let old_x = c.pixel_x() as i16;
    behave(c, s, cx);
    if c.on_screen {
        let h = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x,
        };
        let mut pushed = 0;
        if solid_object_as(c, cx.world.player, b, P1) == Contact::Side {
            pushed |= 1;
        }
        if let Some(p2) = cx.sidekick_on_screen()
            && solid_object_as(c, p2, b, P2) == Contact::Side
        {
            pushed |= 2;
        }
        s.pushed = pushed;
        sink(c, s);
    }
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

/// `Obj82_Types`, by the subtype's low nibble.
fn behave(c: &mut Common, s: &mut ArzPlatform, cx: &mut ObjCtx) {
    match c.subtype {
        1 | 3 => {
            if s.wait == 0 {
                if c.status & (P1.standing | P2.standing) != 0 {
                    s.wait = FALL_WAIT;
                }
            } else {
                s.wait -= 1;
                if s.wait == 0 {
                    c.subtype += 1;
                    s.sinks = false;
                }
            }
        }
        2 | 6 => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                add_y(c, d1 + 1);
                c.y_vel = 0;
                c.subtype = STILL;
            }
        }
        RISE => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_sub(GRAVITY);
            let d1 = ceiling_distance(c, cx);
            if d1 < 0 {
                add_y(c, -d1);
                c.y_vel = 0;
                c.subtype = STILL;
            }
        }
        PUSHED if s.pushed & 3 != 0 => {
            c.subtype += 1;
            s.sinks = false;
        }
        FLOAT => {
            let (water, y) = (cx.world.env.water_level as u16, c.pixel_y() as u16);
            let d0 = water.wrapping_sub(y) as i16;
            if water < y {
                // `bcc` not taken: above it, up by at most 2 (`cmpi.w #-2; bge`, signed).
                add_y(c, i32::from(if d0 >= -2 { d0 } else { -2 }));
                let d1 = ceiling_distance(c, cx);
                if d1 < 0 {
                    add_y(c, -d1);
                }
            } else if water != y {
                // `cmpi.w #2; ble`, signed.
                add_y(c, i32::from(if d0 <= 2 { d0 } else { 2 }));
                let d1 = floor_distance(c, cx);
                if d1 < 0 {
                    add_y(c, d1 + 1);
                }
            }
        }
        _ => {}
    }
}

/// `loc_2A432`: the sink under a standing player (and back up once none stands on it).
fn sink(c: &mut Common, s: &mut ArzPlatform) {
    if !s.sinks {
        return;
    }
    if c.status & (P1.standing | P2.standing) != 0 {
        if s.angle == SINK_ANGLE {
            return;
        }
        s.angle += SINK_STEP;
    } else {
        if s.angle == 0 {
            return;
        }
        s.angle -= SINK_STEP;
    }
    set_pixel(&mut c.y, sink_depth(s.angle).wrapping_add(s.y_origin as i16));
}

/// How far the sink has taken it at this angle: `sin × $400`, the high word.
pub fn sink_depth(angle: u8) -> i16 {
    ((i32::from(sin(angle)) * 0x400) >> 16) as i16
}

fn add_y(c: &mut Common, d: i32) {
    let y = (c.pixel_y() + d) as i16;
    set_pixel(&mut c.y, y);
}

impl crate::objects::runtime::object::ObjKind for ArzPlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.subtype {
            1 | 3 if self.wait != 0 => "about to fall",
            2 | 6 => "falling",
            RISE => "rising",
            FLOAT => "floating",
            _ => "still",
        }
    }

    fn name(&self) -> &'static str {
        "ARZ platform"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sin × $400 >> 16`: 4 px at $40, 2 at $20 (181 × $400 = $2D400), 1 at $14, 0 at 0.
    #[test]
    fn sinks_up_to_4_px() {
        assert_eq!(sink_depth(0x40), 4);
        assert_eq!(sink_depth(0), 0);
        assert_eq!(sink_depth(0x14), 1);
        assert_eq!(sink_depth(0x20), 2);
    }
}
