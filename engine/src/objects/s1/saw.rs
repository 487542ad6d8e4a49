//! Scrap Brain's pizza cutters and ground saws (s1disasm `_incObj/6A Saws and Pizza Cutters.asm`: `Saw_Main`,
//! `Saw_Action` with `.type00`–`.type04`).
//!
//! A hurting saw (`obColType` $A2). Subtype bits 0–2: 0 stays; 1 moves across and 2 up and down with an
//! oscillator's high byte taken from its place (`v_oscillate+$E`, x-flipped $60 − it; `v_oscillate+6`,
//! y-flipped $80 − it), its frame toggling every 3 frames. 3 and 4 are ground saws, harmless and hidden until
//! the player is $C0 px right of it (3) or more than $E0 px left of it (4) within $80 px up or down: then it
//! hurts and runs off at 6 px a frame (right for 3, left for 4), its range x following it.
//!
//! **Slots.** Out of range of its x it is deleted (`DeleteObject`: it has no respawn entry) — but a hidden
//! ground saw whose player test fails on x leaves by `addq.l #4,sp`, skipping the range test: while the
//! player has not passed it, it is never deleted, and the camera moving away and back loads the layout's
//! saw again next to it. Those copies hold slots, which the objects loaded or spawned after them see.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, set_pixel};

/// `obColType`: hurt, size $22.
pub const COLLISION: u8 = 0xA2;
/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0x20;
/// A ground saw's speed once out (`obVelX`).
pub const SPEED: i16 = 0x600;
/// `v_oscillate+$E` and `v_oscillate+6`: oscillators 3's and 1's high bytes.
const ACROSS_BYTE: usize = 0xC;
const UPRIGHT_BYTE: usize = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Saw {
    /// `saw_origX`, `saw_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
    /// `saw_here`: the ground saw is out.
    pub here: bool,
    /// `obTimeFrame`: frames until the frame toggles (counted down past 0).
    pub time_frame: i8,
}

pub fn run(c: &mut Common, s: &mut Saw, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH_PIXELS;
        s.orig_x = c.pixel_x() as u16;
        s.orig_y = c.pixel_y() as u16;
        if c.subtype < 3 {
            c.collision_flags = COLLISION;
        }
    }
    let flipped = c.status & 1 != 0;
    match c.subtype & 7 {
        1 => {
            let osc = u16::from(cx.world.game.oscillation.byte(ACROSS_BYTE));
            let d0 = if flipped { osc.wrapping_neg().wrapping_add(0x60) } else { osc };
            set_pixel(&mut c.x, s.orig_x.wrapping_sub(d0));
            toggle(c, s);
        }
        2 => {
            let osc = u16::from(cx.world.game.oscillation.byte(UPRIGHT_BYTE));
            let d0 = if flipped { osc.wrapping_neg().wrapping_add(0x80) } else { osc };
            set_pixel(&mut c.y, s.orig_y.wrapping_sub(d0));
            toggle(c, s);
        }
        kind @ (3 | 4) => {
            if s.here {
                c.object_move();
                s.orig_x = c.pixel_x() as u16;
                toggle(c, s);
            } else {
                let player = &*cx.world.player;
                let (px, py) = (player.pixel_x() as u16, player.pixel_y() as u16);
                if !passed(kind, px, c.pixel_x() as u16) {
                    // `.nosaw03x` / `.nosaw04x`: `addq.l #4,sp` — no range test, not drawn.
                    return;
                }
                if within_y(py, c.pixel_y() as u16) {
                    s.here = true;
                    c.x_vel = if kind == 3 { SPEED } else { -SPEED };
                    c.collision_flags = COLLISION;
                    c.mapping_frame = 2;
                    return;
                }
            }
        }
        _ => {}
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// Whether the player's x lets a hidden ground saw test his y: `.type03` when he is at least $C0 px right of
/// it (x − $C0 with no borrow, then − its x with no borrow), `.type04` when he is more than $E0 px left of it
/// (x + $E0 − its x borrows).
pub fn passed(kind: u8, player_x: u16, x: u16) -> bool {
    if kind == 3 {
        player_x.checked_sub(0xC0).and_then(|d| d.checked_sub(x)).is_some()
    } else {
        player_x.wrapping_add(0xE0).checked_sub(x).is_none()
    }
}

/// `.nosaw03y`'s test: the saw's y within (player y − $80, player y + $80] (words, unsigned).
fn within_y(player_y: u16, y: u16) -> bool {
    let top = player_y.wrapping_sub(0x80);
    top < y && top.wrapping_add(0x100) >= y
}

/// `obTimeFrame` counted down; past 0 it is 2 again and the frame's bit 0 toggles.
fn toggle(c: &mut Common, s: &mut Saw) {
    s.time_frame = s.time_frame.wrapping_sub(1);
    if s.time_frame < 0 {
        s.time_frame = 2;
        c.mapping_frame ^= 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `.type03` tests y only once the player is $C0 px right of the saw; `.type04` once he is more than $E0
    /// px left of it.
    #[test]
    fn ground_saws_wait_for_the_player_to_pass() {
        assert!(!passed(3, 0xDBF, 0xD00));
        assert!(passed(3, 0xDC0, 0xD00));
        assert!(!passed(3, 0x10, 0));
        assert!(passed(4, 0xC1F, 0xD00));
        assert!(!passed(4, 0xC20, 0xD00));
        assert!(within_y(0x790, 0x7C0));
        assert!(within_y(0x740, 0x7C0));
        assert!(!within_y(0x73F, 0x7C0));
        assert!(!within_y(0x840, 0x7C0));
    }
}
