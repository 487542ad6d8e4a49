//! Casino Night's bumpers drawn in the level's art (s2disasm `SpecialCNZBumpers`, `Check_CNZ_bumpers` and its
//! handlers `loc_17586` … `loc_177A4`, `loc_175EA`): not objects, a list of (type, x, y) the level has
//! ([`formats::level::Level::bumpers`]).
//!
//! After the camera moves each frame the game keeps a window on the list (`SpecialCNZBumpers`): from the first
//! record whose x is at least the camera's x − 8 (1 at least) to the first at least $150 further, each end
//! walked forwards and back from where it was, as the records come in the file. In `TouchResponse`, before the
//! objects, a player (whose objects do not ignore him) is checked against the window's bumpers: his box (x − 9,
//! $12 wide; y − (y radius − 3), twice that tall) against the bumper's (by type: $20 × $20 either side for
//! types 0 and 2, $40 × 8 for 4 and 6, 8 × $40 for 8 and $A). The first one hit throws him by its type: at a
//! flat $A00 out of a face he is well off, or else his velocity's angle mirrored about the face's (`d3`),
//! clamped to that angle when more than $38 off it, at $A00 — then he is in the air, neither roll-jumping,
//! pushing nor jumping.

use crate::character::Character;
use crate::math::{calc_angle, cos, sin};
use crate::player::{Player, Pose};
use formats::level::LayoutBumper;

/// `byte_17558`: each type's half width and half height.
const SIZES: [(u16, u16); 6] = [(0x20, 0x20), (0x20, 0x20), (0x40, 8), (0x40, 8), (8, 0x40), (8, 0x40)];
/// The throw's speed.
pub const SPEED: i16 = 0xA00;
/// The window's reach right of its start.
pub const WINDOW: u16 = 0x150;

/// `CNZ_Visible_bumpers_start`/`_end`: the window on the level's list (indexes; `None` before
/// `SpecialCNZBumpers_Init`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Window {
    pub range: Option<(usize, usize)>,
}

/// A record's x; before the first, 0 (what the game reads there), past the last, the end marker $FFFF.
fn x_at(list: &[LayoutBumper], i: usize) -> u16 {
    list.get(i).map_or(0xFFFF, |b| b.x)
}

fn prev_x(list: &[LayoutBumper], i: usize) -> u16 {
    i.checked_sub(1).map_or(0, |j| x_at(list, j))
}

/// Walks `i` forwards past the records left of `d4`, then back while the one before is not left of it.
fn walk(list: &[LayoutBumper], mut i: usize, d4: u16) -> usize {
    while d4 > x_at(list, i) {
        i += 1;
    }
    while i > 0 && d4 <= prev_x(list, i) {
        i -= 1;
    }
    i
}

impl Window {
    /// `SpecialCNZBumpers` with the camera's x (nothing without bumpers).
    pub fn update(&mut self, list: &[LayoutBumper], camera_x: u16) {
        if list.is_empty() {
            return;
        }
        let d4 = match camera_x.checked_sub(8) {
            Some(d) if d > 0 => d,
            _ => 1,
        };
        let (start, end) = match self.range {
            // `SpecialCNZBumpers_Init`: only forwards, from the list's start.
            None => {
                let mut start = 0;
                while d4 > x_at(list, start) {
                    start += 1;
                }
                let mut end = start;
                while d4.wrapping_add(WINDOW) > x_at(list, end) {
                    end += 1;
                }
                (start, end)
            }
            Some((start, end)) => (walk(list, start, d4), walk(list, end, d4.wrapping_add(WINDOW))),
        };
        self.range = Some((start, end));
    }

    /// `Check_CNZ_bumpers` for one player. (Inlined, so that a level without bumpers, every level but Casino
    /// Night's, pays one test at each call: the window is empty.)
    #[inline(always)]
    pub fn check(&self, list: &[LayoutBumper], p: &mut Player) {
        if let Some((start, end)) = self.range
            && start < end
        {
            self.check_window(list, p, start, end);
        }
    }

    /// [`Window::check`] with a window of bumpers `start..end`.
    fn check_window(&self, list: &[LayoutBumper], p: &mut Player, start: usize, end: usize) {
        if p.object_control & 0x80 != 0 {
            return;
        }
        let d2 = (p.pixel_x() as u16).wrapping_sub(9);
        let mut d5 = u16::from(p.height_radius.wrapping_sub(3));
        let mut d3 = (p.pixel_y() as u16).wrapping_sub(d5);
        // Sonic's ducking frame (mapping frame $4D), as `TouchResponse` has it.
        if p.pose == Pose::Duck && p.character == Character::Sonic {
            d3 = d3.wrapping_add(0xC);
            d5 = 0xA;
        }
        let (d4, d5) = (0x12u16, d5.wrapping_mul(2));
        for b in list.iter().take(end).skip(start) {
            let (hw, hh) = SIZES[usize::from((b.kind & 0xE) >> 1)];
            if overlaps(b.x.wrapping_sub(hw), d2, hw, d4) && overlaps(b.y.wrapping_sub(hh), d3, hh, d5) {
                throw(b, p);
                return;
            }
        }
    }
}

/// The games' box test: the bumper's edge `edge` against the player's `from`, `size` wide (`bcc`/`bhi`, or
/// past it by at most twice the half size, `bcs`).
fn overlaps(edge: u16, from: u16, half: u16, size: u16) -> bool {
    match edge.checked_sub(from) {
        Some(d) => d <= size,
        None => u32::from(edge.wrapping_sub(from)) + u32::from(2 * half) > 0xFFFF,
    }
}

/// `off_1757A`'s handlers (the record's type word picks one).
fn throw(b: &LayoutBumper, p: &mut Player) {
    let (px, py) = (p.pixel_x() as u16, p.pixel_y() as u16);
    let below = py.wrapping_sub(b.y) as i16;
    let above = b.y.wrapping_sub(py) as i16;
    let right = px.wrapping_sub(b.x) as i16;
    let left = b.x.wrapping_sub(px) as i16;
    match b.kind {
        0 | 2 => {
            if below >= 0x20 {
                p.y_speed = SPEED;
            } else if b.kind == 0 && right >= 0x20 {
                p.x_speed = SPEED;
            } else if b.kind == 2 && left >= 0x20 {
                p.x_speed = -SPEED;
            } else {
                let d0 = (if b.kind == 0 { left } else { right }).min(0x20) as u16;
                let top = d0.wrapping_add(b.y).wrapping_sub(8);
                if top >= py.wrapping_add(0xE) {
                    return;
                }
                reflect(p, if b.kind == 0 { 0x20 } else { 0x60 });
            }
        }
        4 | 6 => {
            if b.kind == 4 && below >= 8 {
                p.y_speed = SPEED;
            } else if b.kind == 6 && above >= 8 {
                p.y_speed = -SPEED;
            } else if left >= 0x40 {
                p.x_speed = -SPEED;
            } else if right >= 0x40 {
                p.x_speed = SPEED;
            } else {
                let d3 = match (b.kind, right < 0) {
                    (4, true) => 0x38,
                    (4, false) => 0x48,
                    (_, true) => 0xC8,
                    (_, false) => 0xB8,
                };
                reflect(p, d3);
            }
        }
        8 | 0xA => {
            // Both throw right out of the far vertical side (`loc_1777E`, `loc_177D4` set X Speed, as written).
            let off_side = if b.kind == 8 { right } else { left };
            if off_side >= 8 {
                p.x_speed = SPEED;
            } else if above >= 0x40 {
                p.y_speed = -SPEED;
            } else if below >= 0x40 {
                p.x_speed = SPEED;
            } else {
                let d3 = match (b.kind, below < 0) {
                    (8, true) => 0x08,
                    (8, false) => 0xF8,
                    (_, true) => 0x78,
                    (_, false) => 0x88,
                };
                reflect(p, d3);
            }
        }
        _ => return,
    }
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
}

/// `loc_175EA`: the velocity's angle mirrored about `d3` (`d3` itself when more than $37 off it), at $A00.
fn reflect(p: &mut Player, d3: u16) {
    let angle = u16::from(calc_angle(p.x_speed, p.y_speed));
    // `CalcAngle` gives $100 for a right-and-up velocity of angle 0 (`neg.w` then `addi.w #$100`).
    let angle = if angle == 0 && p.y_speed < 0 { 0x100 } else { angle };
    let off = angle.wrapping_sub(d3);
    let d1 = (off as i16).unsigned_abs();
    let mut d0 = off.wrapping_neg().wrapping_add(d3);
    if d1 as u8 >= 0x38 {
        d0 = d3;
    }
    let a = d0 as u8;
    p.x_speed = ((i32::from(cos(a)) * -i32::from(SPEED)) >> 8) as i16;
    p.y_speed = ((i32::from(sin(a)) * -i32::from(SPEED)) >> 8) as i16;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list() -> Vec<LayoutBumper> {
        [(0xA, 0x410, 0x540), (0, 0x560, 0x520), (0xA, 0x810, 0x400), (4, 0xC40, 0x1E0)]
            .iter()
            .map(|&(kind, x, y)| LayoutBumper { kind, x, y })
            .collect()
    }

    /// `SpecialCNZBumpers`: from the first x ≥ camera − 8 to the first x ≥ camera − 8 + $150, both ends walked
    /// back when the camera goes back.
    #[test]
    fn the_window_follows_the_camera() {
        let mut w = Window::default();
        w.update(&list(), 0x300);
        assert_eq!(w.range, Some((0, 1)));
        w.update(&list(), 0x500);
        assert_eq!(w.range, Some((1, 2)));
        w.update(&list(), 0x700);
        assert_eq!(w.range, Some((2, 3)));
        w.update(&list(), 0x0);
        assert_eq!(w.range, Some((0, 0)));
    }

    /// Type 4 (half sizes $40 and 8): a player 8 px or more below its centre is thrown down at $A00; one level
    /// with it and left of the middle is thrown at angle $38 mirrored about his own (here straight down: $40),
    /// $30, at $A00.
    #[test]
    fn a_wide_bumper_throws_down_or_by_the_mirrored_angle() {
        let list = vec![LayoutBumper { kind: 4, x: 0x400, y: 0x200 }];
        let mut w = Window::default();
        w.update(&list, 0x380);
        let mut p = Player::standing(Character::Sonic, 0x400, 0x208 + 0xE);
        p.air = true;
        w.check(&list, &mut p);
        assert_eq!((p.x_speed, p.y_speed), (0, 0xA00));
        let mut p = Player::standing(Character::Sonic, 0x3F0, 0x200);
        p.air = true;
        p.y_speed = 0x400;
        w.check(&list, &mut p);
        // $38 − ($40 − $38) = $30: cos $30 × −$A00, sin $30 × −$A00.
        assert_eq!(
            (p.x_speed, p.y_speed),
            (((i32::from(cos(0x30)) * -0xA00) >> 8) as i16, ((i32::from(sin(0x30)) * -0xA00) >> 8) as i16)
        );
        assert!(p.air && !p.pushing);
    }
}
