//! Scrap Brain's stompers and sliding doors (s1disasm `_incObj/6B SBZ Stomper and Door.asm`: `ScrapStomp`,
//! `Sto_Main`, `Sto_Action`, `.type00`–`.type05`, `Sto_Var`).
//!
//! The subtype's bits 4–6 pick a `Sto_Var` entry (half width, height, travel, type; the entry is also the
//! mapping frame). A subtype below $80 runs type subtype & $F; one of $80 or more is a switch-driven object:
//! it runs the entry's type, waits on switch subtype & $F (`f_switch`), and forgets it was loaded
//! (`bclr #7` of its respawn entry, so it loads again). Types: 1 a door sliding left 2 px a frame (right when
//! x-flipped) by its travel once the switch is pressed, then type 2: after $B4 frames it slides back, then
//! type 1 again; 3 and 4 stompers coming down 8 px a frame by their travel after $3C frames (type 3 pulls
//! back 1 px a frame, type 4 waits $3C frames and pulls back 8 px a frame; y-flipped ones go up); 5 the big
//! door that, once its switch is pressed, slides down-left (1 px left, half a pixel down a frame) until x $980.
//! While drawn on screen it is solid (`SolidObject`: half width + $B, height / height + 1, against its x
//! before the move). Out of range of its placed x it is deleted — not forgotten: a stomper or door that is
//! not switch-driven does not load again. (Scrap Brain 3's one-door rule, `v_obj6B`, is not modelled.)

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `Sto_Var`: half width, height, travel, type.
pub const VARIANTS: [(u8, u8, u8, u8); 5] =
    [(0x40, 0xC, 0x80, 1), (0x1C, 0x20, 0x38, 3), (0x1C, 0x20, 0x40, 4), (0x1C, 0x20, 0x60, 4), (0x80, 0x40, 0, 5)];
/// `move.w #$B4,objoff_36(a0)`: how long an opened door stays open.
pub const OPEN_TIME: i16 = 0xB4;
/// `move.w #$3C,objoff_36(a0)`: a stomper's wait.
pub const STOMP_WAIT: i16 = 0x3C;
/// The x at which the big door stops (`cmpi.w #$980,obX(a0)`).
pub const BIG_DOOR_END: u16 = 0x980;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ScrapStomp {
    /// `sto_origX`, `sto_origY`: where it was placed (the big door moves its x along).
    pub orig_x: u16,
    pub orig_y: u16,
    /// `objoff_3C`: the travel; `objoff_3A`: how far it has gone.
    pub travel: u16,
    pub offset: u16,
    /// `objoff_36`: the wait.
    pub timer: i16,
    /// `sto_active`.
    pub active: bool,
    /// `objoff_3E`: the switch.
    pub switch: u8,
}

/// The `Sto_Var` entry a subtype picks (`lsr.w #2`, `andi.w #$1C`: bits 4–6).
pub fn variant(subtype: u8) -> usize {
    usize::from((subtype >> 4) & 7)
}

pub fn run(c: &mut Common, s: &mut ScrapStomp, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let n = variant(c.subtype);
        let (width, height, travel, kind) = VARIANTS.get(n).copied().unwrap_or((0, 0, 0, 0));
        c.width_pixels = width;
        c.y_radius = height;
        c.mapping_frame = n as u8;
        s.orig_x = c.pixel_x() as u16;
        s.orig_y = c.pixel_y() as u16;
        s.travel = u16::from(travel);
        if c.subtype & 0x80 != 0 {
            s.switch = c.subtype & 0xF;
            c.subtype = kind;
            c.explicit_height = kind == 5;
            if let Some(i) = c.respawn {
                cx.world.env.respawn.forget(i);
            }
        }
    }
    let old_x = c.pixel_x() as i16;
    match c.subtype & 0xF {
        1 => door_open(c, s, cx),
        2 => door_close(c, s, cx),
        3 => stomp(c, s, false),
        4 => stomp(c, s, true),
        5 => big_door(c, s, cx),
        _ => {}
    }
    if c.on_screen {
        let height = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: height,
            half_height_ground: height + 1,
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

fn switch_pressed(s: &ScrapStomp, cx: &ObjCtx) -> bool {
    cx.world.game.switches.get(usize::from(s.switch)).is_some_and(|f| f & 1 != 0)
}

/// Bit 0 of its respawn entry: the door is open (`bset`/`bclr #0,2(a2,d0.w)`; Scrap Brain 3 reads it).
fn remember_open(c: &Common, cx: &mut ObjCtx, open: bool) {
    if let Some(e) = c.respawn.and_then(|i| cx.world.env.respawn.entries.get_mut(usize::from(i))) {
        *e = if open { *e | 1 } else { *e & !1 };
    }
}

fn set_pixel(v: &mut i32, px: u16) {
    *v = (i32::from(px) << 8) | (*v & 0xFF);
}

/// `.loc_15DC2`, `.loc_15E1E`: the door's x from how far it has slid (x-flipped: the other way, from $80).
fn place_door(c: &mut Common, s: &ScrapStomp) {
    let mut d0 = s.offset;
    if c.status & 1 != 0 {
        d0 = d0.wrapping_neg().wrapping_add(0x80);
    }
    set_pixel(&mut c.x, s.orig_x.wrapping_sub(d0));
}

/// `.type01`: once the switch is pressed the door slides open; fully open, it turns type 2.
fn door_open(c: &mut Common, s: &mut ScrapStomp, cx: &mut ObjCtx) {
    if !s.active && switch_pressed(s, cx) {
        s.active = true;
    }
    if s.active {
        if s.travel == s.offset {
            c.subtype = c.subtype.wrapping_add(1);
            s.timer = OPEN_TIME;
            s.active = false;
            remember_open(c, cx, true);
        } else {
            s.offset = s.offset.wrapping_add(2);
        }
    }
    place_door(c, s);
}

/// `.type02`: after its wait the door slides shut; shut, it turns type 1 again.
fn door_close(c: &mut Common, s: &mut ScrapStomp, cx: &mut ObjCtx) {
    if !s.active {
        s.timer = s.timer.wrapping_sub(1);
        if s.timer == 0 {
            s.active = true;
        }
    }
    if s.active {
        if s.offset == 0 {
            c.subtype = c.subtype.wrapping_sub(1);
            s.active = false;
            remember_open(c, cx, false);
        } else {
            s.offset = s.offset.wrapping_sub(2);
        }
    }
    place_door(c, s);
}

/// `.type03`, `.type04`: the stomper comes down 8 px a frame to its travel after a wait of $3C frames, then
/// pulls back (type 3 at once, 1 px a frame; type 4 after another wait, 8 px a frame); its y is its placed y
/// plus how far it has come (y-flipped: $38 minus that).
fn stomp(c: &mut Common, s: &mut ScrapStomp, waits_down: bool) {
    let back = if waits_down { 8 } else { 1 };
    let mut active = s.active;
    if !active {
        if s.offset != 0 {
            s.offset = s.offset.wrapping_sub(back);
        } else {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                s.timer = STOMP_WAIT;
                s.active = true;
                active = true;
            }
        }
    }
    if active {
        if !waits_down {
            s.offset = s.offset.wrapping_add(8);
            if s.offset == s.travel {
                s.active = false;
            }
        } else if s.offset == s.travel {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                s.timer = STOMP_WAIT;
                s.active = false;
            }
        } else {
            s.offset = s.offset.wrapping_add(8);
        }
    }
    let mut d0 = s.offset;
    if c.status & 1 != 0 {
        d0 = d0.wrapping_neg().wrapping_add(0x38);
    }
    set_pixel(&mut c.y, s.orig_y.wrapping_add(d0));
}

/// `.type05`: once its switch is pressed the big door slides 1 px left and half a pixel down a frame, its
/// placed x following, until x $980.
fn big_door(c: &mut Common, s: &mut ScrapStomp, cx: &mut ObjCtx) {
    if !s.active {
        if !switch_pressed(s, cx) {
            return;
        }
        s.active = true;
        remember_open(c, cx, true);
    }
    c.x = c.x.wrapping_sub(0x100);
    c.y = c.y.wrapping_add(0x80);
    s.orig_x = c.pixel_x() as u16;
    if s.orig_x == BIG_DOOR_END {
        c.subtype = 0;
        s.active = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's placements: $81 a switch door (entry 0: $40 wide, travel $80, type 1), $34 and $24
    /// stompers (entries 3 and 2: type 4, travel $60 and $40).
    #[test]
    fn subtypes_pick_the_variants() {
        assert_eq!(VARIANTS[variant(0x81)], (0x40, 0xC, 0x80, 1));
        assert_eq!(VARIANTS[variant(0x34)], (0x1C, 0x20, 0x60, 4));
        assert_eq!(VARIANTS[variant(0x24)], (0x1C, 0x20, 0x40, 4));
    }

    /// A type 4 stomper: waits, comes down 8 px a frame to its travel, waits $3C frames there, goes back.
    #[test]
    fn stomper_cycle() {
        let mut c = Common::new(0, 0x24, 0x9A0, 0x760, false, false);
        let mut s = ScrapStomp { orig_x: 0x9A0, orig_y: 0x760, travel: 0x40, ..Default::default() };
        stomp(&mut c, &mut s, true);
        // The first frame the wait (0) runs out: it starts and comes down 8 px.
        assert_eq!((s.active, s.offset, c.pixel_y()), (true, 8, 0x768));
        for _ in 0..7 {
            stomp(&mut c, &mut s, true);
        }
        assert_eq!((s.offset, c.pixel_y()), (0x40, 0x7A0));
        for _ in 0..0x3D {
            stomp(&mut c, &mut s, true);
        }
        assert!(!s.active);
        stomp(&mut c, &mut s, true);
        assert_eq!(s.offset, 0x38);
    }
}
