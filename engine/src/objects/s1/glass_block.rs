//! Marble's large green glass blocks (s1disasm `_incObj/30 MZ Large Green Glass Blocks.asm`: `Glass_Main`,
//! `Glass_Block012`, `Glass_Reflect012`, `Glass_Block34`, `Glass_Reflect34`, `Glass_Types`, `Glass_Type00`–`04`).
//!
//! The block loads its reflection (the shine drawn over it) into the first free slot after its own
//! (`FindNextFreeObj`). The block is solid (`SolidObject`, $2B wide, $48/$49 high for types 0–2 — and on its
//! first frame whatever its type — $38/$39 for types 3 and 4) and moves up from where it was placed by: type 0
//! nothing; 1 the oscillator byte `v_oscillate+$12`; 2 $40 less it; 3 (tall column) a distance that starts at
//! $90 and, from the second time Sonic lands on it, drops by 1 a frame for $10 frames ($40 when at $40) after a
//! $A-frame wait; 4 a distance from $90 down by 2 a frame once its switch (`f_switch` + subtype bits 4–7) is
//! pressed. The reflection (subtype + 8) copies the block's distance and moves the same way, or for types 1 and
//! 2 half as far plus $20, and for 3 and 4 with the oscillator less $10 under the block's y. Both are deleted out
//! of range.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, SolidBox, solid_object_s1, standing_as};

use super::Sonic1;

/// `SolidObject`'s d1, and d2/d3 for types 0–2 and 3–4.
pub const HALF_WIDTH: i16 = 0x2B;
pub const TALL: (i16, i16) = (0x48, 0x49);
pub const SHORT: (i16, i16) = (0x38, 0x39);
/// `move.w #$90,glass_dist(a0)`.
pub const START_DIST: u16 = 0x90;
/// `v_oscillate+$12`: oscillator 4's value, high byte (offset $10 past the control word).
const OSC_BYTE: usize = 0x10;

/// Routines (`Glass_Index`).
const BLOCK012: u8 = 2;
const REFLECT012: u8 = 4;
const BLOCK34: u8 = 6;
const REFLECT34: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GlassBlock {
    /// `objoff_30`: the y it moves from.
    pub orig_y: i32,
    /// `glass_dist`.
    pub dist: u16,
    /// `objoff_34`, `objoff_35`, `objoff_36`, `objoff_38`: type 3's landing flags, drop left and wait.
    pub landed: u8,
    pub landed_before: u8,
    pub drop: u16,
    pub wait: u8,
    /// `glass_parent`: the block's slot (a reflection's).
    pub parent: u16,
}

pub fn run(c: &mut Common, s: &mut GlassBlock, cx: &mut ObjCtx) {
    match c.routine {
        0 => main(c, s, cx),
        BLOCK012 => block(c, s, cx, TALL),
        BLOCK34 => block(c, s, cx, SHORT),
        REFLECT012 | REFLECT34 => {
            if let Some(Obj { common: p, state: State::Sonic1(Sonic1::GlassBlock(b)) }) =
                cx.slots.get(usize::from(s.parent))
            {
                s.dist = b.dist;
                if c.routine == REFLECT34 {
                    s.orig_y = p.pixel_y();
                }
            }
            types(c, s, cx);
        }
        _ => {}
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Glass_Main`: the block and its reflection; then `Glass_Block012` this frame, whatever the type.
fn main(c: &mut Common, s: &mut GlassBlock, cx: &mut ObjCtx) {
    let short = c.subtype >= 3;
    let (routine, reflect, frame, height) =
        if short { (BLOCK34, REFLECT34, 2, 0x38) } else { (BLOCK012, REFLECT012, 0, 0x48) };
    c.routine = routine;
    c.y_radius = height;
    c.explicit_height = true;
    c.width_pixels = 0x20;
    c.mapping_frame = frame;
    s.orig_y = c.pixel_y();
    let mut r = Common::new(c.id, c.subtype.wrapping_add(8) & 0xF, c.pixel_x(), c.pixel_y(), false, false);
    r.y = c.y;
    r.routine = reflect;
    r.width_pixels = 0x10;
    r.mapping_frame = 1;
    let state = GlassBlock { orig_y: c.pixel_y(), parent: cx.current() as u16, ..Default::default() };
    cx.spawn_after(Obj { common: r, state: State::Sonic1(Sonic1::GlassBlock(state)) });
    s.dist = START_DIST;
    block(c, s, cx, TALL);
}

/// `Glass_Block012` / `Glass_Block34`: moves, then `SolidObject`.
fn block(c: &mut Common, s: &mut GlassBlock, cx: &mut ObjCtx, (d2, d3): (i16, i16)) {
    types(c, s, cx);
    let b = SolidBox { half_width: HALF_WIDTH, half_height_air: d2, half_height_ground: d3, old_x: c.pixel_x() as i16 };
    solid_object_s1(c, cx.world.player, b);
}

/// `Glass_Types`: the y from the type.
fn types(c: &mut Common, s: &mut GlassBlock, cx: &mut ObjCtx) {
    let osc = u16::from(cx.world.game.oscillation.byte(OSC_BYTE));
    let d0: u16 = match c.subtype & 7 {
        t @ (1 | 2) => {
            let d0 = if t == 1 { osc } else { 0x40u16.wrapping_sub(osc) };
            if c.subtype & 8 != 0 {
                // `neg.w; add.w d1; lsr.b #1; addi.w #$20`: the shift is the low byte's only.
                let d = 0x40u16.wrapping_sub(d0);
                ((d & 0xFF00) | ((d & 0xFF) >> 1)).wrapping_add(0x20)
            } else {
                d0
            }
        }
        3 if c.subtype & 8 != 0 => osc.wrapping_sub(0x10),
        3 => {
            drop_when_landed(c, s, cx);
            s.dist
        }
        4 if c.subtype & 8 != 0 => osc.wrapping_sub(0x10),
        4 => {
            let pressed = cx.world.game.switches.get(usize::from(c.subtype >> 4)).is_some_and(|&f| f != 0);
            if s.landed == 0 && pressed {
                s.landed = 1;
            }
            if s.landed != 0 && s.dist != 0 {
                s.dist = s.dist.saturating_sub(2);
            }
            s.dist
        }
        _ => 0,
    };
    let y = (s.orig_y as u16).wrapping_sub(d0) as i16;
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
}

/// `Glass_Type03`'s tall column (`loc_B53E`–`loc_B5AA`): the second landing starts a drop.
fn drop_when_landed(c: &mut Common, s: &mut GlassBlock, cx: &mut ObjCtx) {
    if !standing_as(c, cx.world.player, P1) {
        s.landed &= !1;
    } else if s.landed == 0 {
        s.landed = 1;
        let before = s.landed_before & 1 != 0;
        s.landed_before |= 1;
        if before {
            s.landed |= 0x80;
            s.drop = 0x10;
            s.wait = 0xA;
            if s.dist == 0x40 {
                s.drop = 0x40;
            }
        }
    }
    if s.landed & 0x80 == 0 {
        return;
    }
    if s.wait != 0 {
        s.wait -= 1;
        if s.wait != 0 {
            return;
        }
    }
    if s.dist != 0 {
        s.dist -= 1;
        s.drop = s.drop.wrapping_sub(1);
        if s.drop != 0 {
            return;
        }
    }
    s.landed &= !0x80;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Glass_Type02` with subtype bit 3 (the reflection of a type-2 block): $40 − ($40 − osc) = osc, halved
    /// in its low byte, plus $20; the reflection's subtype is the block's + 8, low nibble.
    #[test]
    fn reflection_moves_half_as_far_plus_0x20() {
        let d = 0x40u16.wrapping_sub(0x40u16.wrapping_sub(0x31));
        assert_eq!(((d & 0xFF00) | ((d & 0xFF) >> 1)).wrapping_add(0x20), 0x18 + 0x20);
        assert_eq!((2u8 + 8) & 0xF, 0xA);
        assert_eq!((HALF_WIDTH, TALL, SHORT, START_DIST), (0x2B, (0x48, 0x49), (0x38, 0x39), 0x90));
    }
}
