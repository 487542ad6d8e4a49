//! The burning grass on Marble's sinking platforms (s1disasm `_incObj/35 Burning Grass.asm`: `GFire_Main`,
//! `loc_B238`, `GFire_Move`; `_anim/Burning Grass.asm`), lit by `LGrass_Type05` ([`super::large_grass`]).
//!
//! The first flame (subtype 0), lit $40 px left of the platform, runs right 1 px a frame along the platform's
//! heightmap (its y: the platform's y where it was placed + 5 − the height under it + the platform's sink), and
//! drops a flame that stays (subtype 1) each time its x + 8 is a multiple of 16, until $80 px on; it stops
//! $84 px on. Every flame hurts ($8B: touch size $B) and follows the platform's sink, which the platform writes
//! into each (`objoff_3C`); the platform puts them out (deletes them) once it is off screen.

use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

use super::Sonic1;
use super::large_grass::SHAPES;

/// `obColType`: hurts, touch size $B.
pub const COLLISION: u8 = 0x8B;
/// `Ani_GFire`.
const SCRIPTS: [&[u8]; 1] = [&[5, 0, 0x20, 1, 0x21, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrassFire {
    /// `gfire_origX` (`objoff_2A`).
    pub orig_x: i32,
    /// `objoff_2C`: the y it stands on without the sink (the first flame's: before the height under it).
    pub base_y: i32,
    /// `objoff_3C`: the platform's sink, written by the platform.
    pub sink: i32,
    /// `objoff_30`: the platform's heightmap (an index into [`SHAPES`]).
    pub shape: u8,
    /// `objoff_38`: the platform's slot, where new flames are listed.
    pub platform: u16,
}

pub fn run(c: &mut Common, s: &mut GrassFire, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = if c.subtype != 0 { 4 } else { 2 };
        s.orig_x = c.pixel_x();
        c.collision_flags = COLLISION;
        c.width_pixels = 8;
    }
    if c.routine == 2 {
        run_along(c, s, cx);
    } else {
        set_y(c, s.base_y + s.sink);
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    c.display();
}

fn set_y(c: &mut Common, y: i32) {
    c.y = (y << 8) | (c.y & 0xFF);
}

/// `loc_B238`: along the heightmap; a staying flame every 16 px.
fn run_along(c: &mut Common, s: &mut GrassFire, cx: &mut ObjCtx) {
    let d1 = c.pixel_x() - s.orig_x + 0xC;
    let heights = SHAPES[usize::from(s.shape)].0;
    let h = i32::from(heights.get((d1 as usize) >> 1).copied().unwrap_or(0));
    let d2 = s.base_y - h;
    set_y(c, d2 + s.sink);
    if d1 >= 0x84 {
        return;
    }
    c.x = c.x.wrapping_add(0x100);
    if d1 >= 0x80 || (c.x.wrapping_add(0x800) & 0xFFF) != 0 {
        return;
    }
    let mut f = Common::new(id::SONIC1, 1, c.pixel_x(), c.pixel_y(), false, false);
    f.x = c.x;
    let st = GrassFire { base_y: d2, sink: s.sink, shape: s.shape, platform: s.platform, ..Default::default() };
    if let Some(i) = cx.spawn_after(Obj { common: f, state: State::Sonic1(Sonic1::GrassFire(st)) }) {
        list(cx, s.platform, i as u16);
    }
}

/// `sub_B09C`: lists a flame in its platform's `objoff_36` list.
pub fn list(cx: &mut ObjCtx, platform: u16, flame: u16) {
    if let Some(Obj { state: State::Sonic1(Sonic1::LargeGrass(p)), .. }) = cx.slots.get_mut(usize::from(platform)) {
        p.add_flame(flame);
    }
}

#[cfg(test)]
mod tests {
    /// A staying flame is dropped when the running one's x + 8 is a multiple of 16 (`addi.l #$80000`,
    /// `andi.l #$FFFFF` on the 16.16 x: the subpixel word must be 0 too).
    #[test]
    fn flames_every_16_px() {
        let drops = |x: i32| (x.wrapping_add(0x800) & 0xFFF) == 0;
        assert!(drops(0x3F8 << 8));
        assert!(!drops(0x3F9 << 8));
        assert!(!drops((0x3F8 << 8) | 0x40));
    }
}
