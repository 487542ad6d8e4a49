//! Floating blocks (Spring Yard, Star Light) and Labyrinth's large doors (s1disasm `_incObj/56 Floating Blocks
//! and Doors.asm`: `FBlock_Main`, `FBlock_Action` and its `.type00`–`.type0D`).
//!
//! Subtype bits 4–6 pick the size (`FBlock_Var`) and the mapping frame; bits 0–3 the movement: 0 none, 1–4
//! side to side or up and down with oscillators 2 and 7 ($40 / $80 px), 8–$B round a square with oscillators
//! 10–13; a subtype with bit 7 is a door on switch `f_switch + (subtype & $F)`: it starts as type 5 (frame 7:
//! type $C), placed its full height (twice its half height; $80 for type $C) below (right of) its place, and
//! once the switch is pressed moves 2 px a frame to its place (types 5, $C), remembering in its respawn entry
//! that it opened; type 6 / $D moves back while bit 7 of the switch is set. Type 7 slides right $380 px once
//! switch $F is pressed. In Labyrinth 1 the door on switch 3 keeps the wind tunnels off while the player is
//! left of it and closed. Solid while on screen (`SolidObject`, half width + $B, half height, half height +
//! 1), deleted out of range of its original x (`DeleteObject`: its respawn entry keeps it loaded).
//!
//! Not modelled: REV01's subtype $37 (the Scrap Brain block that stays moved, `f_obj56`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};
use formats::level::LevelEvents;

/// `FBlock_Var`: (half width, half height) by subtype bits 4–6.
pub const SIZES: [(u8, u8); 8] =
    [(0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A), (0x10, 0x27), (0x10, 0x10), (8, 0x20), (0x40, 0x10)];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FloatBlock {
    /// `fb_origX`, `fb_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
    /// `fb_height`: how far the door is from its place (a word).
    pub height: i16,
    /// `fb_type`: the door's switch number.
    pub switch: u8,
    /// `objoff_38`: the door is moving.
    pub moving: bool,
}

fn labyrinth(level: LevelEvents) -> bool {
    matches!(level, LevelEvents::Lz1 | LevelEvents::Lz2 | LevelEvents::Lz3 | LevelEvents::Sbz3)
}

pub fn run(c: &mut Common, s: &mut FloatBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    let old_x = c.pixel_x() as i16;
    match c.subtype & 0xF {
        1 => oscillate(c, s, cx, 0x40, 2, false),
        2 => oscillate(c, s, cx, 0x80, 7, false),
        3 => oscillate(c, s, cx, 0x40, 2, true),
        4 => oscillate(c, s, cx, 0x80, 7, true),
        5 => open(c, s, cx, false),
        6 => close(c, s, cx, false),
        7 => slide(c, s, cx),
        8 => square(c, s, cx, 0x10, 10, true),
        9 => square(c, s, cx, 0x30, 11, false),
        0xA => square(c, s, cx, 0x50, 12, false),
        0xB => square(c, s, cx, 0x70, 13, false),
        0xC => open(c, s, cx, true),
        0xD => close(c, s, cx, true),
        _ => {}
    }
    if c.on_screen {
        let half_height = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: half_height,
            half_height_ground: half_height + 1,
            old_x,
        };
        solid_object_s1(c, cx.world.player, b);
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `FBlock_Main`.
fn init(c: &mut Common, s: &mut FloatBlock, cx: &mut ObjCtx) {
    c.routine = 2;
    let size = usize::from((c.subtype >> 4) & 7);
    let (width, height) = SIZES[size];
    c.width_pixels = width;
    c.y_radius = height;
    c.mapping_frame = size as u8;
    (s.orig_x, s.orig_y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    s.height = i16::from(height) * 2;
    let kind = c.subtype & 0xF;
    if !labyrinth(cx.world.game.level) && kind >= 8 {
        // The square movers start the other way round while their oscillator's speed is negative.
        let (_, speed) = cx.world.game.oscillation.get(10 + usize::from(kind - 8));
        if (speed as i16) < 0 {
            c.status ^= 1;
        }
    }
    if c.subtype & 0x80 == 0 {
        return;
    }
    s.switch = kind;
    c.subtype = 5;
    if c.mapping_frame == 7 {
        c.subtype = 0xC;
        s.height = 0x80;
    }
    if let Some(i) = c.respawn {
        let respawn = &mut cx.world.env.respawn;
        respawn.forget(i);
        if respawn.get(i) & 1 != 0 {
            c.subtype += 1;
            s.height = 0;
        }
    }
}

/// `.type01`–`.type04`: `distance` px with oscillator `osc`'s high byte, across or (`vertical`) up and down.
fn oscillate(c: &mut Common, s: &FloatBlock, cx: &ObjCtx, distance: i32, osc: usize, vertical: bool) {
    let mut d0 = i32::from(cx.world.game.oscillation.byte(4 * osc));
    if c.status & 1 != 0 {
        d0 = distance - d0;
    }
    if vertical {
        set_pixel_y(c, i32::from(s.orig_y) - d0);
    } else {
        set_pixel_x(c, i32::from(s.orig_x) - d0);
    }
}

/// `.type05` (and `.type0C`, `across`): waits for the switch's bit 0, then closes the gap 2 px a frame; at its
/// place it becomes the next type and its respawn entry remembers (bit 0).
fn open(c: &mut Common, s: &mut FloatBlock, cx: &mut ObjCtx, across: bool) {
    let switch = cx.world.game.switches[usize::from(s.switch & 0xF)];
    if !s.moving {
        let lz1_tunnel_door = !across && cx.world.game.level == LevelEvents::Lz1 && s.switch == 3;
        if lz1_tunnel_door {
            let left = (cx.world.player.pixel_x() as u16) < c.pixel_x() as u16;
            cx.world.game.water.tunnels_off = left;
        }
        if switch & 1 != 0 {
            if lz1_tunnel_door {
                cx.world.game.water.tunnels_off = false;
            }
            s.moving = true;
        }
    }
    if s.moving {
        if s.height == 0 {
            c.subtype += 1;
            s.moving = false;
            if let Some(i) = c.respawn {
                cx.world.env.respawn.set_bits(i, 1);
            }
        } else {
            s.height -= 2;
        }
    }
    place(c, s, across);
}

/// `.type06` (and `.type0D`, `across`): waits for the switch's bit 7, then moves back out 2 px a frame to its
/// full height ($80 across); there it becomes the previous type and its respawn entry forgets bit 0.
fn close(c: &mut Common, s: &mut FloatBlock, cx: &mut ObjCtx, across: bool) {
    if !s.moving && cx.world.game.switches[usize::from(s.switch & 0xF)] & 0x80 != 0 {
        s.moving = true;
    }
    if s.moving {
        let full = if across { 0x80 } else { i16::from(c.y_radius) * 2 };
        if s.height == full {
            c.subtype -= 1;
            s.moving = false;
            if let Some(i) = c.respawn {
                let respawn = &mut cx.world.env.respawn;
                let kept = respawn.get(i) & 0x7E;
                respawn.set_hits(i, kept);
            }
        } else {
            s.height += 2;
        }
    }
    place(c, s, across);
}

/// The door's position: its place plus the height, down (or right; flipped: up, or left from $80).
fn place(c: &mut Common, s: &FloatBlock, across: bool) {
    let mut d0 = i32::from(s.height);
    if c.status & 1 != 0 {
        d0 = -d0;
        if across {
            d0 += 0x80;
        }
    }
    if across {
        set_pixel_x(c, i32::from(s.orig_x) + d0);
    } else {
        set_pixel_y(c, i32::from(s.orig_y) + d0);
    }
}

/// `.type07`: once switch $F is pressed, 1 px right a frame for $380 frames, then type 0.
fn slide(c: &mut Common, s: &mut FloatBlock, cx: &ObjCtx) {
    if !s.moving {
        if cx.world.game.switches[0xF] == 0 {
            return;
        }
        s.moving = true;
        s.height = 0;
    }
    set_pixel_x(c, c.pixel_x() + 1);
    s.orig_x = c.pixel_x() as u16;
    s.height += 1;
    if s.height == 0x380 {
        s.moving = false;
        c.subtype = 0;
    }
}

/// `.type08`–`.type0B`: round a square of side 2 × `d1`, a side per quarter of oscillator `osc`'s swing
/// (status bits 0–1, counted on when its speed is 0); type 8 halves the oscillator.
fn square(c: &mut Common, s: &FloatBlock, cx: &ObjCtx, d1: i32, osc: usize, halve: bool) {
    let (value, speed) = cx.world.game.oscillation.get(osc);
    let mut d0 = i32::from((value >> 8) as u8);
    if halve {
        d0 >>= 1;
    }
    if speed == 0 {
        c.status = c.status.wrapping_add(1) & 3;
    }
    let (ox, oy) = (i32::from(s.orig_x), i32::from(s.orig_y));
    match c.status & 3 {
        0 => {
            set_pixel_x(c, d0 - d1 + ox);
            set_pixel_y(c, oy - d1);
        }
        1 => {
            set_pixel_y(c, -(d0 - (d1 - 1)) + oy);
            set_pixel_x(c, d1 + ox);
        }
        2 => {
            set_pixel_x(c, -(d0 - (d1 - 1)) + ox);
            set_pixel_y(c, d1 + oy);
        }
        _ => {
            set_pixel_y(c, d0 - d1 + oy);
            set_pixel_x(c, -d1 + ox);
        }
    }
}

/// `move.w d1,obX(a0)`: the pixel word, the subpixels kept.
fn set_pixel_x(c: &mut Common, x: i32) {
    c.x = (i32::from(x as u16) << 8) | (c.x & 0xFF);
}

fn set_pixel_y(c: &mut Common, y: i32) {
    c.y = (i32::from(y as u16) << 8) | (c.y & 0xFF);
}
