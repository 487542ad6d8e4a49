//! Star Light's platforms that move when stood on, and the maker of the rising ones (s1disasm
//! `_incObj/59 SLZ Elevators.asm`: `Elev_Main`, `Elev_Platform`, `Elev_Action`, `Elev_Types` with `.type00`–
//! `.type09`, `Elev_Move`, `Elev_MakeMulti`).
//!
//! Subtype bits 0–3 pick the distance and the movement (`Elev_Var2`): a platform ($28 px half wide,
//! `PlatformObject`) waits for the player to stand on it (odd types), then moves up (2), down (4), up-right at
//! half the rise (6) or down-left (8): its speed grows by $10 a frame up to $800 until it has gone the
//! distance, then falls by $10 a frame, and it stops (type 0) once it has gone twice the distance. Type 9 (the
//! made ones) rises $C0 px twice over and then is deleted, dropping a player who stood on it. Stood on
//! (`Elev_Action`), `ExitPlatform` first lets him leave, then it moves and `MvSonicOnPtfm2` carries him. A
//! subtype with bit 7 is a maker (`Elev_MakeMulti`): every (subtype & $7F) × 6 frames it puts a type-9
//! elevator (subtype $E) at its place in the first free slot. Deleted when its place is out of range
//! (`DeleteObject`).

use super::Sonic1;
use super::platform::{CARRY_HEIGHT, STOOD_ON, exit_platform};
use crate::objects::id;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;

/// `Elev_Var1` followed by `Elev_Var2` as they lie in the ROM: (width, frame) by subtype bits 4–7 (only the
/// first pair is meant; other high nibbles read on into `Elev_Var2`), then (distance / 4, type) by bits 0–3
/// (`formats::object::s1::ELEV_VAR`, which the inspector's words read too).
pub const VAR1: [(u8, u8); 16] = formats::object::s1::ELEV_VAR;
/// `Elev_Var2`: (distance / 4, type) by subtype bits 0–3 (15, past the table in the game, is taken as 14).
pub fn var2(subtype: u8) -> (u8, u8) {
    VAR1.get(usize::from(subtype & 0xF) + 1).copied().unwrap_or(VAR1[15])
}
/// `Elev_Move`: the speed's step and its top.
pub const ACCEL: u16 = 0x10;
pub const TOP_SPEED: u16 = 0x800;
/// The subtype a maker gives the elevators it makes.
pub const MADE_SUBTYPE: u8 = 0xE;

/// Routines (`Elev_Index`).
const PLATFORM: u8 = 2;
const MAKER: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Elevator {
    /// `elev_origX`, `elev_origY`.
    pub orig_x: u16,
    pub orig_y: u16,
    /// `elev_dist` (`objoff_3C`): the distance (a maker: its countdown) and `objoff_3E` (a maker's period).
    pub dist: u16,
    pub period: u16,
    /// `objoff_34`: how far it has moved (16.16); `objoff_38`: its speed; `objoff_3A`: slowing down.
    pub moved: u32,
    pub speed: u16,
    pub slowing: bool,
}

pub fn run(c: &mut Common, s: &mut Elevator, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = PLATFORM;
        if c.subtype & 0x80 != 0 {
            // A maker: `addq.l #4,sp` skips the range check and the drawing this frame.
            c.routine = MAKER;
            s.dist = u16::from(c.subtype & 0x7F) * 6;
            s.period = s.dist;
            return;
        }
        let (width, frame) = VAR1[usize::from((c.subtype >> 4) & 0xF)];
        c.width_pixels = width;
        c.mapping_frame = frame;
        let (dist, kind) = var2(c.subtype);
        s.dist = u16::from(dist) << 2;
        c.subtype = kind;
        s.orig_x = c.pixel_x() as u16;
        s.orig_y = c.pixel_y() as u16;
    }
    let w = i16::from(c.width_pixels);
    match c.routine {
        MAKER => {
            make(c, s, cx);
            return;
        }
        STOOD_ON => {
            exit_platform(c, cx);
            let old_x = c.pixel_x() as i16;
            movement(c, s, cx);
            if !c.deleted {
                move_on_platform(c, cx.world.player, CARRY_HEIGHT, old_x);
            }
        }
        _ => {
            platform_object(c, cx.world.player, w, TOP_HEIGHT, c.pixel_x() as i16);
            if standing(c, cx.world.player) {
                c.routine = STOOD_ON;
            }
            movement(c, s, cx);
        }
    }
    if c.deleted {
        return;
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
    } else {
        c.display();
    }
}

/// `Elev_MakeMulti`: a type-9 elevator every `period` frames; deleted out of range of its own x.
fn make(c: &mut Common, s: &mut Elevator, cx: &mut ObjCtx) {
    s.dist = s.dist.wrapping_sub(1);
    if s.dist == 0 {
        s.dist = s.period;
        let made = Common::new(id::SONIC1, MADE_SUBTYPE, c.pixel_x(), c.pixel_y(), false, false);
        cx.spawn(Obj { common: made, state: State::Sonic1(Sonic1::Elevator(Elevator::default())) });
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// `Elev_Types`.
fn movement(c: &mut Common, s: &mut Elevator, cx: &mut ObjCtx) {
    let set = |v: &mut i32, px: u16| *v = (i32::from(px as i16) << 8) | (*v & 0xFF);
    match c.subtype & 0xF {
        1 | 3 | 5 | 7 if c.routine == STOOD_ON => c.subtype += 1,
        2 => {
            step(c, s);
            set(&mut c.y, s.orig_y.wrapping_sub(pos(s)));
        }
        4 => {
            step(c, s);
            set(&mut c.y, s.orig_y.wrapping_add(pos(s)));
        }
        6 => {
            step(c, s);
            set(&mut c.y, s.orig_y.wrapping_sub(((pos(s) as i16) >> 1) as u16));
            set(&mut c.x, s.orig_x.wrapping_add(pos(s)));
        }
        8 => {
            step(c, s);
            set(&mut c.y, s.orig_y.wrapping_add(((pos(s) as i16) >> 1) as u16));
            set(&mut c.x, s.orig_x.wrapping_sub(pos(s)));
        }
        9 => {
            step(c, s);
            set(&mut c.y, s.orig_y.wrapping_sub(pos(s)));
            if c.subtype == 0 {
                // `.typereset`: a player on it is dropped (in the air, back to his normal routine).
                if c.status & STANDING != 0 {
                    let y_speed = cx.world.player.y_speed;
                    cx.drop_standing(c, y_speed);
                }
                c.delete();
            }
        }
        _ => {}
    }
}

/// The pixel part of `objoff_34`.
fn pos(s: &Elevator) -> u16 {
    (s.moved >> 16) as u16
}

/// `Elev_Move`: speeds up by $10 to $800 until past the distance, then slows by $10 to 0; stops (subtype 0)
/// at exactly twice the distance.
fn step(c: &mut Common, s: &mut Elevator) {
    let mut d0 = s.speed;
    if !s.slowing {
        if d0 < TOP_SPEED {
            d0 += ACCEL;
        }
    } else if d0 != 0 {
        d0 -= ACCEL;
    }
    s.speed = d0;
    s.moved = s.moved.wrapping_add(((i32::from(d0 as i16)) << 8) as u32);
    let at = pos(s);
    if at > s.dist {
        s.slowing = true;
    }
    if at == s.dist.wrapping_mul(2) {
        c.subtype = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_the_disassemblys() {
        // `Elev_Var2`: subtype 0 → ($10, 1), 2 → ($34, 1), $C → ($20, 5), $E → ($30, 9).
        assert_eq!(var2(0), (0x10, 1));
        assert_eq!(var2(2), (0x34, 1));
        assert_eq!(var2(0xC), (0x20, 5));
        assert_eq!(var2(0xE), (0x30, 9));
        assert_eq!(VAR1[0], (0x28, 0));
    }

    #[test]
    fn moves_twice_its_distance_then_stops() {
        let mut c = Common::new(id::SONIC1, 2, 0, 0, false, false);
        let mut s = Elevator { dist: 0x40, ..Default::default() };
        let mut frames = 0;
        while c.subtype != 0 && frames < 1000 {
            step(&mut c, &mut s);
            frames += 1;
        }
        assert_eq!(pos(&s), 0x80);
        assert!(s.slowing);
        assert!(frames < 1000);
    }
}
