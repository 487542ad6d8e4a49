//! Marble's large grass-covered platforms (s1disasm `_incObj/2F MZ Large Grassy Platforms.asm`: `LGrass_Main`,
//! `LGrass_Action`, `LGrass_Types`, `LGrass_Type00`–`LGrass_Type05`, `LGrass_ChkDel`; the heightmaps
//! `misc/mz_pfm1.bin`–`mz_pfm3.bin`).
//!
//! Subtype bits 4–6 pick the shape — 0 the wide hill (frame 0, $40 px half width), 1 the wide ramp (frame 1),
//! 2 the narrow block (frame 2, $20 px) — and bits 0–3 the motion: 0 still; 1–4 bob by oscillator bytes
//! `v_oscillate+2`, `+6`, `+$A`, `+$E` over $20, $30, $40, $60 px (bit 3: the other way); 5 sinks while stood on
//! and rises again (`CalcSine` of an angle going up 4 a frame to $40 while stood on, down 2 else, / 16). The top
//! follows the heightmap (`SolidObject2F`: solid all round, half height $20, $30 for the narrow block); a player
//! on it is kept on the heightmap's height under him (`ExitPlatform`, `SlopeObject2`). Half sunk (angle $20),
//! type 5's grass catches fire ([`super::grass_fire`]); the flames follow the sink and are put out once the
//! platform is off screen. Drawn before its range test, which reads the x it was placed at.

use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{P1, SolidBox, solid_object_2f, standing_as};

/// `LGrass_Data`: the heightmap, mapping frame and half width of each shape.
pub const SHAPES: [(&[u8], u8, u8); 3] = [(&PFM1, 0, 0x40), (&PFM3, 1, 0x40), (&PFM2, 2, 0x20)];

/// `misc/mz_pfm1.bin`: the hill.
pub const PFM1: [u8; 76] = [
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25,
    0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30,
    0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30, 0x2F, 0x2E, 0x2D, 0x2C, 0x2B, 0x2A, 0x29, 0x28, 0x27, 0x26,
    0x25, 0x24, 0x23, 0x22, 0x21, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20,
];
/// `misc/mz_pfm2.bin`: the narrow block (flat).
pub const PFM2: [u8; 44] = [0x30; 44];
/// `misc/mz_pfm3.bin`: the ramp.
pub const PFM3: [u8; 76] = [
    0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x2D,
    0x2E, 0x2F, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F, 0x40,
    0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x3F, 0x3E,
    0x3D, 0x3C, 0x3B, 0x3A, 0x39, 0x38, 0x37, 0x36, 0x35, 0x34, 0x33, 0x32, 0x31, 0x30, 0x30, 0x30, 0x30, 0x30, 0x30,
];

/// `LGrass_Type01`–`04`: the oscillator (`v_oscillate+2 + 4k`, its byte at offset 4k) and the range.
const BOBS: [(usize, i32); 4] = [(0, 0x20), (4, 0x30), (8, 0x40), (0xC, 0x60)];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LargeGrass {
    /// `lgrass_origX`, `lgrass_origY`.
    pub orig_x: i32,
    pub orig_y: i32,
    /// Which of [`SHAPES`].
    pub shape: u8,
    /// `objoff_34`: type 5's sinking angle.
    pub sink: u8,
    /// `objoff_35`: type 5's grass is alight; `objoff_36`–: the flames' slots (count, then the slots).
    pub lit: bool,
    pub flame_count: u8,
    pub flames: [u16; 16],
}

impl LargeGrass {
    /// `sub_B09C`: lists a flame.
    pub fn add_flame(&mut self, slot: u16) {
        if let Some(f) = self.flames.get_mut(usize::from(self.flame_count)) {
            *f = slot;
            self.flame_count += 1;
        }
    }
}

/// One frame: `LGrass_Main` (once), then `LGrass_Action`.
pub fn run(c: &mut Common, s: &mut LargeGrass, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.orig_x = c.pixel_x();
        s.orig_y = c.pixel_y();
        // `lsr.w #2; andi.w #$1C`: the shape's entry; past the table the game reads its code, taken as the last.
        s.shape = ((c.subtype >> 4) & 7).min(2);
        let (_, frame, width) = SHAPES[usize::from(s.shape)];
        c.mapping_frame = frame;
        c.width_pixels = width;
        c.subtype &= 0xF;
        c.y_radius = 0x40;
        c.explicit_height = true;
    }
    motion(c, s, cx);
    let (slope, _, width) = SHAPES[usize::from(s.shape)];
    let d1 = i16::from(width) + 0xB;
    if standing_as(c, cx.world.player, P1) {
        // `ExitPlatform`: in the air or off its width he is let go (not put in the air).
        let p = &mut *cx.world.player;
        let d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1);
        if p.air || d0 < 0 || d0 >= 2 * d1 {
            p.on_object = false;
            c.status &= !STANDING;
        } else {
            slope_object2(c, p, d1, slope);
        }
    } else {
        let d2 = if c.mapping_frame == 2 { 0x30 } else { 0x20 };
        let b = SolidBox { half_width: d1, half_height_air: d2, half_height_ground: d2, old_x: px(c.x) };
        solid_object_2f(c, cx.world.player, b, slope);
    }
    c.display();
    if s.lit && !c.on_screen {
        // `LGrass_DelFlames`: off screen, the flames are put out (and it may light again).
        for &i in s.flames.iter().take(usize::from(s.flame_count)) {
            if let Some(o) = cx.slots.get_mut(usize::from(i)) {
                o.common.delete();
            }
        }
        s.flame_count = 0;
        s.lit = false;
        s.sink = 0;
        return;
    }
    if cx.out_of_range(s.orig_x) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

/// `SlopeObject2`: the player stands on the heightmap's height under him (the platform does not move across).
fn slope_object2(c: &Common, p: &mut crate::player::Player, d1: i16, slope: &[u8]) {
    if !p.on_object {
        return;
    }
    let mut i = (px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1) as u16) >> 1;
    if c.x_flip {
        i = (!i).wrapping_add(d1 as u16);
    }
    let h = i16::from(slope.get(usize::from(i)).copied().unwrap_or(0));
    let y = px(c.y).wrapping_sub(h).wrapping_sub(i16::from(p.height_radius));
    set_px(&mut p.y, y);
}

/// `LGrass_Types`: the y for this frame.
fn motion(c: &mut Common, s: &mut LargeGrass, cx: &mut ObjCtx) {
    match c.subtype & 7 {
        t @ 1..=4 => {
            let (byte, range) = BOBS[usize::from(t - 1)];
            let mut d0 = i32::from(cx.world.game.oscillation.byte(byte));
            if c.subtype & 8 != 0 {
                d0 = range - d0;
            }
            set_y(c, s.orig_y - d0);
        }
        5 => {
            // `LGrass_Type05`: sinks while stood on (obSolid), rises else.
            s.sink =
                if c.status & STANDING != 0 { s.sink.saturating_add(4).min(0x40) } else { s.sink.saturating_sub(2) };
            let d1 = i32::from((crate::math::sin(s.sink) as u16) >> 4);
            set_y(c, s.orig_y + d1);
            if s.sink == 0x20 && !s.lit {
                // Half sunk: the grass catches fire $40 px left of its centre (`id_GrassFire`, the first free
                // slot after this one), 5 px below where it was placed.
                s.lit = true;
                let mut f = Common::new(crate::objects::id::SONIC1, 0, c.pixel_x() - 0x40, 0, false, false);
                f.y = 0;
                let me = cx.current() as u16;
                let st = super::grass_fire::GrassFire {
                    base_y: s.orig_y + 5,
                    shape: s.shape,
                    platform: me,
                    ..Default::default()
                };
                let obj = crate::objects::runtime::object::Obj {
                    common: f,
                    state: crate::objects::runtime::object::State::Sonic1(super::Sonic1::GrassFire(st)),
                };
                if let Some(i) = cx.spawn_after(obj) {
                    s.add_flame(i as u16);
                }
            }
            // `loc_B07A`: every flame follows the sink.
            for &i in s.flames.iter().take(usize::from(s.flame_count)) {
                if let Some(crate::objects::runtime::object::Obj {
                    state: crate::objects::runtime::object::State::Sonic1(super::Sonic1::GrassFire(f)),
                    ..
                }) = cx.slots.get_mut(usize::from(i))
                {
                    f.sink = d1;
                }
            }
        }
        _ => {}
    }
}

fn set_y(c: &mut Common, y: i32) {
    c.y = (y << 8) | (c.y & 0xFF);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LGrass_Data`: subtype $29 is the narrow block (frame 2, $20 px) bobbing the other way by oscillator 1
    /// over $20 px; the heightmaps start at $20 (hill, ramp) and $30 (block).
    #[test]
    fn shapes_and_heights_from_the_disassembly() {
        assert_eq!(SHAPES[usize::from((0x29u8 >> 4) & 7)].1, 2);
        assert_eq!(SHAPES[2].2, 0x20);
        assert_eq!((PFM1[0], PFM1[0x16], PFM1[30], PFM3[40], PFM2[0]), (0x20, 0x29, 0x30, 0x40, 0x30));
        assert_eq!(BOBS[0], (0, 0x20));
    }
}
