//! Emerald Hill's twisting spiral pathway, the corkscrew (s2disasm `Obj06`: `Obj06_Init`, `Obj06_Spiral`,
//! `Obj06_Spiral_CharacterFallsOff`, `Obj06_Spiral_MoveCharacter`, `Obj06_ChkDel`; SPG "Solid Objects": an
//! object the player stands on moves him).
//!
//! An invisible object 0x1A0 px wide (`width_pixels` 0xD0 each side). A grounded player running into it from
//! either end — his centre 0xC0–0xD0 px from its centre, on the side he comes from (0xB0–0xC0 when he is
//! standing on another object, such as the spiral before it), and 16 to 63 px below its centre — stands on it
//! (`RideObject_SetRide`). From then on, each frame, he stays on it only while his Ground Speed is at least 6
//! px a frame, he is on the ground and within its width; the spiral sets his y from its height table
//! ([`HEIGHTS`], one entry per px across: from 32 px below its centre to 37 above and back) and his flip angle
//! (the 3D tumble his sprite shows, [`flip_angle`]). Otherwise he falls off: no longer on an object (not put in
//! the air: the floor below takes him), its standing bit cleared, his flips reset.
//!
//! Subtype bit 7 would make it Metropolis's rotating cylinder (`Obj06_Cylinder`), not modelled: it only
//! unloads. It unloads when out of range, never drawn, keeping its respawn entry (`Obj06_ChkDel`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{ride, standing};

/// Routines (`Obj06_Index`).
pub const SPIRAL: u8 = 2;
pub const CYLINDER: u8 = 4;

/// `width_pixels`: half the spiral's width.
pub const HALF_WIDTH: i16 = 0xD0;
/// The player stays on the spiral while his Ground Speed's magnitude is at least this.
pub const MIN_SPEED: u16 = 0x600;
/// His centre's distance from the spiral's centre that puts him on it: 0xC0..=0xD0, or 0xB0..=0xC0 when he
/// stands on another object.
pub const ENTRY_NEAR: i16 = 0xC0;
pub const ENTRY_FAR: i16 = 0xD0;
pub const HANDOVER_NEAR: i16 = 0xB0;
/// He must be 16 to 63 px below the spiral's centre to get on.
pub const ENTRY_TOP: i16 = 0x10;
pub const ENTRY_HEIGHT: u16 = 0x30;
/// The player's `flip_speed` after falling off (his `flips_remaining` becomes 0).
pub const FALL_OFF_FLIP_SPEED: u8 = 4;

/// `Obj06_CosineTable`: the player's y below the spiral's centre (for a standing height radius of 19) at
/// each px across it from its left end.
pub const HEIGHTS: [i8; 0x1A0] = [
    32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
    32, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30, 30, 30, 30, 29, 29, 29, 29,
    29, 28, 28, 28, 28, 27, 27, 27, 27, 26, 26, 26, 25, 25, 25, 24, 24, 24, 23, 23, 22, 22, 21, 21, 20, 20, 19, 18, 18,
    17, 16, 16, 15, 14, 14, 13, 12, 12, 11, 10, 10, 9, 8, 8, 7, 6, 6, 5, 4, 4, 3, 2, 2, 1, 0, -1, -2, -2, -3, -4, -4,
    -5, -6, -7, -7, -8, -9, -9, -10, -10, -11, -11, -12, -12, -13, -14, -14, -15, -15, -16, -16, -17, -17, -18, -18,
    -19, -19, -19, -20, -21, -21, -22, -22, -23, -23, -24, -24, -25, -25, -26, -26, -27, -27, -28, -28, -28, -29, -29,
    -30, -30, -30, -31, -31, -31, -32, -32, -32, -33, -33, -33, -33, -34, -34, -34, -35, -35, -35, -35, -35, -35, -35,
    -35, -36, -36, -36, -36, -36, -36, -36, -36, -36, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37,
    -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -37, -36, -36, -36, -36, -36, -36, -36,
    -35, -35, -35, -35, -35, -35, -35, -35, -34, -34, -34, -33, -33, -33, -33, -32, -32, -32, -31, -31, -31, -30, -30,
    -30, -29, -29, -28, -28, -28, -27, -27, -26, -26, -25, -25, -24, -24, -23, -23, -22, -22, -21, -21, -20, -19, -19,
    -18, -18, -17, -16, -16, -15, -14, -14, -13, -12, -11, -11, -10, -9, -8, -7, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2,
    3, 4, 5, 6, 7, 8, 8, 9, 10, 10, 11, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22,
    22, 23, 23, 24, 24, 24, 25, 25, 25, 25, 26, 26, 26, 26, 27, 27, 27, 27, 28, 28, 28, 28, 28, 28, 29, 29, 29, 29, 29,
    29, 29, 30, 30, 30, 30, 30, 30, 30, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
    32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
];

/// `Obj06_FlipAngleTable`: the player's flip angle at `offset` px across the spiral (one entry per 8 px): 0 at
/// the ends, then 1, then 0x16 more every 32 px, 1 and 0 again at the other end.
pub const fn flip_angle(offset: u16) -> u8 {
    let i = (offset >> 3) & 0x3F;
    match i {
        0 | 1 | 50.. => 0,
        2 | 3 | 48 | 49 => 1,
        _ => 0x16 * (i / 4) as u8,
    }
}

/// `Obj06`'s own fields: what it last did to the player's tumble (the player has no `flip_angle`,
/// `flips_remaining` or `flip_speed` yet; they would be set there).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Corkscrew {
    /// The flip angle last given to the player while he rode it.
    pub flip_angle: u8,
    /// Set when he fell off: his `flips_remaining` 0 and `flip_speed` 4.
    pub fell_off: bool,
}

fn pixel(v: i32) -> i16 {
    (v >> 8) as i16
}

pub fn run(c: &mut Common, s: &mut Corkscrew, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = SPIRAL;
        c.width_pixels = HALF_WIDTH as u8;
        if c.subtype & 0x80 != 0 {
            c.routine = CYLINDER;
        }
    }
    if c.routine == SPIRAL {
        spiral(c, s, cx);
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// `Obj06_Spiral` for the player.
fn spiral(c: &mut Common, s: &mut Corkscrew, cx: &mut ObjCtx) {
    if standing(c, cx.world.player) {
        carry(c, s, cx);
        return;
    }
    let p = &mut *cx.world.player;
    if p.air {
        return;
    }
    let dx = pixel(p.x).wrapping_sub(pixel(c.x));
    let (near, far) = if p.on_object { (HANDOVER_NEAR, ENTRY_NEAR) } else { (ENTRY_NEAR, ENTRY_FAR) };
    let in_range = if p.x_speed < 0 { (near..=far).contains(&dx) } else { (-far..=-near).contains(&dx) };
    if !in_range {
        return;
    }
    let dy = pixel(p.y).wrapping_sub(pixel(c.y)).wrapping_sub(ENTRY_TOP);
    if dy as u16 >= ENTRY_HEIGHT {
        return;
    }
    if !p.on_object && p.object_control != 0 {
        return;
    }
    ride(c, p);
}

/// `Obj06_Spiral` with the player on it: he falls off when too slow, in the air or past either end; else
/// `Obj06_Spiral_MoveCharacter` sets his y and flip angle.
fn carry(c: &mut Common, s: &mut Corkscrew, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let offset = pixel(p.x).wrapping_sub(pixel(c.x)).wrapping_add(HALF_WIDTH);
    if p.ground_speed.unsigned_abs() < MIN_SPEED || p.air || offset < 0 || offset as u16 >= 2 * HALF_WIDTH as u16 {
        p.on_object = false;
        c.status &= !STANDING;
        s.fell_off = true;
        return;
    }
    if !p.on_object {
        return;
    }
    let height = i16::from(HEIGHTS[offset as usize]);
    let lift = i16::from(p.height_radius) - 0x13;
    set_pixel(&mut p.y, pixel(c.y).wrapping_add(height).wrapping_sub(lift));
    s.flip_angle = flip_angle(offset as u16);
    s.fell_off = false;
}

impl crate::objects::runtime::object::ObjKind for Corkscrew {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "corkscrew"
    }
}
