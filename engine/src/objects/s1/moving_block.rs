//! The moving platform blocks of Marble, Labyrinth and Scrap Brain (s1disasm `_incObj/52 Moving Blocks.asm`:
//! `MBlock_Main`, `MBlock_Platform`, `MBlock_StandOn`, `MBlock_Move` with `MBlock_Type00`–`MBlock_Type0A`;
//! `PlatformObject`, `ExitPlatform`, `MvSonicOnPtfm2`).
//!
//! A platform (top 8 px above its centre) of half width $10, $20, $20, $40 or $30 by subtype bits 4–6. Not
//! stood on it moves, then lets Sonic land; stood on, `ExitPlatform` lets him go (not put in the air), it
//! moves, and `MvSonicOnPtfm2` sets him on it (its y − 9 − his height) moved by its x move. The motion by
//! subtype bits 0–3: 0 still; 1 across $60 px with `v_oscillate+$E` (status bit 0: the other way); 2 (and 4, 9)
//! waits to be stood on, then 3 moves right 1 px a frame until a wall (then still), 5 the same but then falls
//! ($18 a frame) to the floor; 7 waits for switch 2 to become 4; 8 up and down $80 px with `v_oscillate+$1E`;
//! $A moves 8 px a frame to twice its width away, waits 300 frames, comes back and becomes 9. Deleted out of
//! range of the x it was placed at. (Type 7's stack trick — `addq.l #4,sp`, skipping the landing and the
//! display — is followed for the not-stood-on case only.)

use super::platform::{CARRY_HEIGHT, exit_platform};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

/// `MBlock_Var`: half width and frame by subtype bits 4–6.
pub const SIZES: [(u8, u8); 5] = [(0x10, 0), (0x20, 1), (0x20, 2), (0x40, 3), (0x30, 4)];
/// Oscillator bytes (`v_oscillate+$E`, `+$1E`: offsets $C and $1C past the control word).
const ACROSS_BYTE: usize = 0xC;
const UPDOWN_BYTE: usize = 0x1C;
/// Type $A's wait.
pub const WAIT: u16 = 300;

const PLATFORM: u8 = 2;
const STAND_ON: u8 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MovingBlock {
    /// `mblock_origX`, `mblock_origY`.
    pub orig_x: i32,
    pub orig_y: i32,
    /// `objoff_34`: type $A's wait; `objoff_36`: coming back.
    pub time: u16,
    pub back: bool,
}

pub fn run(c: &mut Common, s: &mut MovingBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = PLATFORM;
        let (w, frame) = SIZES.get(usize::from((c.subtype >> 4) & 0xF)).copied().unwrap_or(SIZES[0]);
        c.width_pixels = w;
        c.mapping_frame = frame;
        s.orig_x = c.pixel_x();
        s.orig_y = c.pixel_y();
        c.subtype &= 0xF;
    }
    let w = i16::from(c.width_pixels);
    if c.routine == STAND_ON {
        // `ExitPlatform` (back to routine 2 when he left), the move, then `MvSonicOnPtfm2` regardless.
        exit_platform(c, cx);
        let old_x = c.pixel_x() as i16;
        movement(c, s, cx);
        move_on_platform(c, cx.world.player, CARRY_HEIGHT, old_x);
    } else {
        if !movement(c, s, cx) {
            if cx.out_of_range(s.orig_x) {
                c.delete();
            }
            return;
        }
        platform_object(c, cx.world.player, w, TOP_HEIGHT, c.pixel_x() as i16);
        if standing(c, cx.world.player) {
            c.routine = STAND_ON;
        }
    }
    if cx.out_of_range(s.orig_x) {
        c.delete();
    } else {
        c.display();
    }
}

/// `MBlock_Move`; false for type 7's early return (`addq.l #4,sp`).
fn movement(c: &mut Common, s: &mut MovingBlock, cx: &mut ObjCtx) -> bool {
    match c.subtype & 0xF {
        1 => {
            let d0 = oscillate(c, cx.world.game.oscillation.byte(ACROSS_BYTE), 0x60);
            c.x = ((s.orig_x - d0) << 8) | (c.x & 0xFF);
        }
        2 | 4 | 9 if c.routine == STAND_ON => c.subtype += 1,
        t @ (3 | 5) => {
            if hits_wall(c, cx) {
                c.subtype = if t == 3 { 0 } else { 6 };
            } else {
                c.x = c.x.wrapping_add(0x100);
                s.orig_x = c.pixel_x();
            }
        }
        6 => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(0x18);
            let d1 = crate::objects::runtime::ground::floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
                c.subtype = 0;
            }
        }
        7 => {
            if cx.world.game.switches[2] != 0 {
                c.subtype -= 3;
            }
            return c.routine == STAND_ON;
        }
        8 => {
            let d0 = oscillate(c, cx.world.game.oscillation.byte(UPDOWN_BYTE), 0x80);
            c.y = ((s.orig_y - d0) << 8) | (c.y & 0xFF);
        }
        0xA => type_a(c, s),
        _ => {}
    }
    true
}

/// The oscillator byte, or (status bit 0) `range` less it.
fn oscillate(c: &Common, byte: u8, range: i32) -> i32 {
    let d0 = i32::from(byte);
    if c.status & 1 != 0 { range - d0 } else { d0 }
}

/// `ObjHitWallRight` at its right edge.
fn hits_wall(c: &Common, cx: &ObjCtx) -> bool {
    let x = c.pixel_x() + i32::from(c.width_pixels);
    sense(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, x, c.pixel_y()).distance < 0
}

/// `MBlock_Type0A`: out 8 px a frame to twice its width, 300 frames there, back, then type 9.
fn type_a(c: &mut Common, s: &mut MovingBlock) {
    let (mut d3, mut d1) = (2 * i32::from(c.width_pixels), 8);
    if c.status & 1 != 0 {
        d3 = -d3;
        d1 = -d1;
    }
    let off = c.pixel_x() - s.orig_x;
    if s.back {
        if off == 0 {
            s.back = false;
            c.subtype -= 1;
        } else {
            c.x = c.x.wrapping_sub(d1 << 8);
        }
        return;
    }
    if off == d3 {
        s.time = s.time.wrapping_sub(1);
        if s.time == 0 {
            s.back = true;
        }
        return;
    }
    c.x = c.x.wrapping_add(d1 << 8);
    s.time = WAIT;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `MBlock_Var`: Marble's subtype $41 is the $30-wide block (frame 4) moving across (type 1).
    #[test]
    fn sizes_from_the_disassembly() {
        assert_eq!(SIZES[usize::from((0x41u8 >> 4) & 0xF)], (0x30, 4));
        assert_eq!(0x41 & 0xF, 1);
        let c = Common { status: 1, ..Default::default() };
        assert_eq!(oscillate(&c, 0x10, 0x60), 0x50);
    }
}
