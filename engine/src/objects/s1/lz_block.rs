//! Labyrinth's blocks (s1disasm `_incObj/61 LZ Blocks.asm`: `LBlk_Main`, `LBlk_Action` with `.type00`–
//! `.type07`, `loc_12180`; `ObjFloorDist`, `ObjHitCeiling`).
//!
//! Subtype bits 4–6 pick the size (`LBlk_Var`: $10 × $10, $20 × $C, $10 × $10, $10 × $10) and the frame;
//! bits 0–3 the behaviour: 0 still; 1 and 3 wait 30 frames once stood on, then fall (2) or rise (4) — at 8
//! subpixels a frame more each frame — until the floor or ceiling stops them (then still); 5 falls (6) once
//! pushed from the side; 7 follows the water level, 2 px a frame at most, stopped by the floor or ceiling.
//! While on screen it is solid (`SolidObject`: half width + $B, half height, + 1 on the ground). A block that
//! moves has not been touched yet (types other than 0 and 7) sinks up to 4 px under the player standing on it
//! (`loc_12180`: a sine of an angle stepping 4 a frame towards $40, back to 0 when he leaves). Out of range of
//! its placed x it is deleted (the layout gives it no respawn entry).

use super::obj_floor_dist;
use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::ceiling_distance;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object_s1};

/// `LBlk_Var`: (half width, half height) by subtype bits 4–5.
pub const SIZES: [(u8, u8); 4] = [(0x10, 0x10), (0x20, 0xC), (0x10, 0x10), (0x10, 0x10)];
/// `move.w #30,lblk_time(a0)`.
pub const WAIT: u16 = 30;
/// The fall's and the rise's acceleration (`addq.w #8` / `subq.w #8`).
pub const ACCELERATION: i16 = 8;
/// `loc_12180`: the sink's angle steps and its depth (`muls.w #$400`, `swap`: 4 px at $40).
pub const SINK_STEP: u8 = 4;
pub const SINK_ANGLE: u8 = 0x40;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LzBlock {
    /// `lblk_origX`, `lblk_origY`.
    pub orig_x: i16,
    pub orig_y: i16,
    /// `lblk_time`: frames left before a stood-on block moves.
    pub time: u16,
    /// `lblk_untouched`: it sinks under the player.
    pub untouched: bool,
    /// `objoff_3E`: the sink's angle.
    pub sink: u8,
    /// `objoff_3F`: `SolidObject`'s `d4` last frame (1: pushed from the side).
    pub contact: i8,
}

/// The size and frame a subtype gives (`lsr.w #3`, `andi.w #$E`).
pub fn size(subtype: u8) -> ((u8, u8), u8) {
    let i = usize::from((subtype >> 4) & 3);
    (SIZES[i], i as u8)
}

pub fn run(c: &mut Common, s: &mut LzBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `LBlk_Main`.
        c.routine = 2;
        let ((width, height), frame) = size(c.subtype);
        c.width_pixels = width;
        c.y_radius = height;
        c.mapping_frame = frame;
        s.orig_x = c.pixel_x() as i16;
        s.orig_y = c.pixel_y() as i16;
        s.untouched = !matches!(c.subtype & 0xF, 0 | 7);
    }
    let old_x = c.pixel_x() as i16;
    behave(c, s, cx);
    let h = i16::from(c.y_radius);
    let b =
        SolidBox { half_width: i16::from(c.width_pixels) + 0xB, half_height_air: h, half_height_ground: h + 1, old_x };
    // `tst.b obRender(a0)`: solid only while drawn.
    if c.on_screen {
        s.contact = match solid_object_s1(c, cx.world.player, b) {
            Contact::None => 0,
            Contact::Side => 1,
            Contact::Top | Contact::Bottom => -1,
        };
        sink(c, s);
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
        // At rest — still, or waiting untouched to be stood on or pushed, not sunk, its last contact none and the
        // box it tests kept — its runs change nothing until the player comes within that box.
        let waiting = match c.subtype & 0xF {
            0 | 5 => true,
            1 | 3 => s.time == 0,
            _ => false,
        };
        if waiting && s.contact == 0 && s.sink == 0 && c.solid_box == Some(b) {
            cx.nap(c, b.half_width as u16, b.half_height_ground as u16);
        }
    }
}

/// `LBlk_Action`'s `.index` by subtype bits 0–3.
fn behave(c: &mut Common, s: &mut LzBlock, cx: &mut ObjCtx) {
    match c.subtype & 0xF {
        1 | 3 => {
            if s.time != 0 {
                s.time -= 1;
                if s.time == 0 {
                    c.subtype = c.subtype.wrapping_add(1);
                    s.untouched = false;
                }
            } else if c.player_standing() {
                s.time = WAIT;
            }
        }
        2 | 6 => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(ACCELERATION);
            let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
            if d1 < 0 {
                add_y(c, d1 + 1);
                c.y_vel = 0;
                c.subtype = 0;
            }
        }
        4 => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_sub(ACCELERATION);
            let d1 = ceiling_distance(c, cx);
            if d1 < 0 {
                add_y(c, -d1);
                c.y_vel = 0;
                c.subtype = 0;
            }
        }
        5 if s.contact == 1 => {
            c.subtype = c.subtype.wrapping_add(1);
            s.untouched = false;
        }
        7 => follow_water(c, cx),
        _ => {}
    }
}

/// `.type07`: towards the water level, 2 px a frame at most.
fn follow_water(c: &mut Common, cx: &mut ObjCtx) {
    let d0 = (cx.world.env.water_level as u16).wrapping_sub(c.pixel_y() as u16) as i16;
    if d0 == 0 {
        return;
    }
    if (cx.world.env.water_level as u16) > c.pixel_y() as u16 {
        // `.fall07`: the block is above the water.
        add_y(c, i32::from(d0.min(2)));
        let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
        if d1 < 0 {
            add_y(c, d1 + 1);
        }
    } else {
        add_y(c, i32::from(d0.max(-2)));
        let d1 = ceiling_distance(c, cx);
        if d1 < 0 {
            add_y(c, -d1);
        }
    }
}

/// `loc_12180`: an untouched block sinks under the player standing on it and rises back after.
fn sink(c: &mut Common, s: &mut LzBlock) {
    if !s.untouched {
        return;
    }
    if c.player_standing() {
        if s.sink == SINK_ANGLE {
            return;
        }
        s.sink += SINK_STEP;
    } else {
        if s.sink == 0 {
            return;
        }
        s.sink -= SINK_STEP;
    }
    let y = s.orig_y.wrapping_add(sink_depth(s.sink));
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
}

/// The sink for an angle (`CalcSine`, `muls.w #$400`, `swap`).
pub fn sink_depth(angle: u8) -> i16 {
    ((i32::from(sin(angle)) * 0x400) >> 16) as i16
}

/// `add.w d1,obY(a0)`: whole pixels, the subpixel kept.
fn add_y(c: &mut Common, d: i32) {
    c.y = c.y.wrapping_add(d << 8);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Labyrinth 1's blocks: subtype $30 is a $10 × $10 block (frame 3), $13 a $20 × $C one (frame 1); the
    /// sink is 4 px at its full angle $40, 2 at $20 ($B5 × $400 >> 16).
    #[test]
    fn sizes_and_sink() {
        assert_eq!(size(0x30), ((0x10, 0x10), 3));
        assert_eq!(size(0x13), ((0x20, 0xC), 1));
        assert_eq!(sink_depth(0x40), 4);
        assert_eq!(sink_depth(0), 0);
        assert_eq!(sink_depth(0x20), 2);
    }
}
