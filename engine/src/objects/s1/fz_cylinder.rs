//! The Final Zone's crushing cylinders (s1disasm `_incObj/84 FZ Eggman's Cylinders.asm`: `EggmanCylinder_Main`,
//! `loc_1A4CE`, `loc_1A4EA`, `loc_1A57E`, `loc_1A598`, `loc_1A5D4`, `loc_1A604`, `loc_1A646`).
//!
//! The boss ([`super::fz_boss`]) makes four: subtypes 0 and 2 in the floor at x $24D0 and $2550 (y $620), 4
//! and 6 in the ceiling at x $2490 and $2510 (y $4C0, drawn upside down). Each is solid ($2B × $60 / $61) and
//! drawn; its y is its base plus a 16.16 offset. Idle, the offset is 0. Started by the boss (`objoff_29`) it
//! crushes out — a floor cylinder up, a ceiling one down — at 1/2 px a frame for its first $10 px, then
//! 3 1/2 px a frame, to $A0 px; then goes back at 2 px a frame (1 px once the boss has no hits left, exploding:
//! `BossDefeated`), and at its base tells the boss (`objoff_32` − 1). The one holding Eggman (`objoff_30` < 0)
//! carries him: his x is its x, his y its y − $A (floor) or + $E (ceiling). Deleted once the player is $140 px
//! or more right of it and it is off screen. Not modelled: the art (its frames follow the offset).

use super::{Sonic1, fz_boss, ghz_boss::boss_defeated};
use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

use fz_boss::{BOSS_FZ_X, BOSS_FZ_Y};
/// `EggmanCylinder_PosData`, by subtype / 2.
pub const POSITIONS: [(u16, u16); 4] = [
    (BOSS_FZ_X + 0x80, BOSS_FZ_Y + 0x110),
    (BOSS_FZ_X + 0x100, BOSS_FZ_Y + 0x110),
    (BOSS_FZ_X + 0x40, BOSS_FZ_Y - 0x50),
    (BOSS_FZ_X + 0xC0, BOSS_FZ_Y - 0x50),
];
/// How far out it goes (px), where it speeds up, its speeds (16.16 a frame).
pub const REACH: i16 = 0xA0;
pub const SLOW_PART: i16 = 0x10;
pub const SLOW: i32 = 0x8000;
pub const FAST_EXTRA: i32 = 0x28000;
pub const BACK: i32 = 0x20000;

/// `EggmanCylinder_Index`.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const IDLE: u8 = 2;
    pub const ACTIVE: u8 = 4;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FzCylinder {
    /// `objoff_34`: the boss's slot.
    pub parent: Option<u8>,
    /// `objoff_29`: going out (set by the boss, cleared at full reach).
    pub out: bool,
    /// `objoff_30` < 0: it holds Eggman.
    pub holds: bool,
    /// `objoff_38`, `objoff_3C`: the base y and the offset, 16.16.
    pub base_y: i32,
    pub offset: i32,
}

/// A cylinder as the boss makes it (routine 0).
pub fn spawned(parent: Option<u8>, subtype: u8) -> Obj {
    let common = Common { id: super::id::SONIC1, subtype, ..Default::default() };
    Obj { common, state: State::Sonic1(Sonic1::FzCylinder(FzCylinder { parent, ..Default::default() })) }
}

/// What the boss writes when it picks the cylinder (`objoff_29` = ±1, `objoff_30` = −1 or 0).
pub fn start(obj: &mut Obj, holds: bool) {
    if let State::Sonic1(Sonic1::FzCylinder(s)) = &mut obj.state {
        s.out = true;
        s.holds = holds;
    }
}

/// Subtypes 0 and 2 are in the floor (`cmpi.b #2,obSubtype(a0)`: signed).
fn in_floor(c: &Common) -> bool {
    c.subtype as i8 <= 2
}

/// `EggmanCylinder`.
pub fn run(c: &mut Common, s: &mut FzCylinder, cx: &mut ObjCtx) {
    if c.routine == routine::MAIN {
        let (x, y) = POSITIONS[usize::from(c.subtype >> 1) & 3];
        c.on_screen = true;
        c.explicit_height = true;
        c.x = i32::from(x) << 8;
        c.y = i32::from(y) << 8;
        s.base_y = i32::from(y) << 16;
        c.x_radius = 0x60;
        c.width_pixels = 0x20;
        c.y_radius = 0x60;
        c.routine = routine::IDLE;
    }
    if c.routine == routine::IDLE {
        if !in_floor(c) {
            c.y_flip = true;
        }
        s.offset = 0;
        if s.out {
            c.routine = routine::ACTIVE;
        }
    } else if c.routine == routine::ACTIVE {
        if c.subtype & 4 == 0 { floor(c, s, cx) } else { ceiling(c, s, cx) }
    }
    place(c, s, cx);
}

/// `loc_1A598`, `loc_1A5D4`: out (up), then back (down) to its base.
fn floor(c: &mut Common, s: &mut FzCylinder, cx: &mut ObjCtx) {
    if s.out {
        if ((s.offset >> 16) as i16) < -SLOW_PART {
            s.offset = s.offset.wrapping_sub(FAST_EXTRA);
        }
        s.offset = s.offset.wrapping_sub(SLOW);
        if ((s.offset >> 16) as i16) > -REACH {
            return;
        }
        s.offset = i32::from(-REACH) << 16;
        s.out = false;
        return;
    }
    if boss_hits(cx, s.parent) == 0 {
        boss_defeated(c, cx);
        s.offset = s.offset.wrapping_sub(0x10000);
    }
    let (sum, carry) = (s.offset as u32).overflowing_add(BACK as u32);
    s.offset = sum as i32;
    if carry {
        home(c, s, cx);
    }
}

/// `loc_1A604`, `loc_1A646`: out (down), then back (up) to its base.
fn ceiling(c: &mut Common, s: &mut FzCylinder, cx: &mut ObjCtx) {
    c.y_flip = true;
    if s.out {
        if ((s.offset >> 16) as i16) >= SLOW_PART {
            s.offset = s.offset.wrapping_add(FAST_EXTRA);
        }
        s.offset = s.offset.wrapping_add(SLOW);
        if ((s.offset >> 16) as i16) < REACH {
            return;
        }
        s.offset = i32::from(REACH) << 16;
        s.out = false;
        return;
    }
    if boss_hits(cx, s.parent) == 0 {
        boss_defeated(c, cx);
        s.offset = s.offset.wrapping_add(0x10000);
    }
    let (diff, borrow) = (s.offset as u32).overflowing_sub(BACK as u32);
    s.offset = diff as i32;
    if borrow {
        home(c, s, cx);
    }
}

/// The boss's hits left (`tst.b obColProp(a1)`; a cleared slot reads 0).
fn boss_hits(cx: &ObjCtx, parent: Option<u8>) -> u8 {
    fz_boss::boss_of(cx, parent).map_or(0, |b| b.4)
}

/// Back at its base: the offset cleared, the boss told (`objoff_32` − 1, `objoff_30` cleared), idle.
fn home(c: &mut Common, s: &mut FzCylinder, cx: &mut ObjCtx) {
    s.offset = 0;
    if let Some((_, boss)) = fz_boss::boss_mut(cx, s.parent) {
        boss.pending = boss.pending.wrapping_sub(1);
        boss.choice = 0;
    }
    c.routine = routine::IDLE;
}

/// `loc_1A4EA`…`loc_1A578`: its y from the base and offset; Eggman carried; solid; its frame; deleted once far
/// behind the player off screen, else drawn.
fn place(c: &mut Common, s: &FzCylinder, cx: &mut ObjCtx) {
    let y = (s.base_y.wrapping_add(s.offset) >> 16) as i16;
    set_px(&mut c.y, y);
    if c.routine == routine::ACTIVE && s.holds {
        let dy: i16 = if in_floor(c) { -0xA } else { 0xE };
        let x = px(c.x);
        if let Some((boss, _)) = fz_boss::boss_mut(cx, s.parent) {
            set_px(&mut boss.y, y.wrapping_add(dy));
            set_px(&mut boss.x, x);
        }
    }
    let x = px(c.x);
    let b = SolidBox { half_width: 0x2B, half_height_air: 0x60, half_height_ground: 0x61, old_x: x };
    solid_object_s1(c, cx.world.player, b);
    c.mapping_frame = frame((s.offset >> 16) as i16);
    let d0 = (cx.world.player.pixel_x() as i16).wrapping_sub(x);
    if d0 >= 0 && d0.wrapping_sub(0x140) >= 0 && !c.on_screen {
        c.delete();
        return;
    }
    c.display();
}

/// `loc_1A524`…`loc_1A55C`: the frame from how far out it is.
pub fn frame(offset: i16) -> u8 {
    let (d1, start): (i16, i16) = if offset >= 0 { (offset, 0x27) } else { (offset.wrapping_neg(), 8) };
    if (d1 as u16) < start as u16 { 0 } else { 1u8.wrapping_add((d1.wrapping_sub(start) >> 4) as u8) }
}
