//! The floating platform of Angel Island, Hydrocity and Marble Garden (skdisasm s3.asm `Obj_FloatingPlatform`,
//! S3K id $51: the init with its table `byte_243F0`, the frame `loc_244EA`, the movements of
//! `FloatingPlatformIndex` — `Platform_Stationary`, `Platform_Horizontal64`/`128` (`sub_23ED4`),
//! `Platform_Vertical64`/`128` (`loc_23F02`), `Platform_DiagonalUp`/`Down`, `Platform_Rising`,
//! `Platform_Square32`/`96`/`160`/`224` (`loc_241AE`), `Platform_Horizontal256`).
//!
//! Subtype `-sss mmmm`: `s` (bits 4–6) the size row of `byte_243F0` (half width, half height: $20×$20, $18×$C,
//! $20×$14), `m` the movement. Solid on top only (`SolidObjectTop`: half width `width_pixels`, height
//! `height_pixels` plus 1), and only while it was on screen; it moves before the test, carrying who stands on it from its x
//! before the move. It unloads (its respawn entry freed) when its x as placed (+$100 for the 256 px one) is more
//! than $280 ($380) from the coarse camera.
//!
//! The movements follow the level's oscillators (`Oscillating_table`, [`crate::objects::runtime::oscillation`]),
//! mirrored by the x flip: 64 or 128 px along x, y or both (oscillators 2 and 7); around a square of 32, 96, 160
//! or 224 px (oscillators 10 to 13, a side per half swing, starting a side later when the oscillator goes down as
//! it loads); 256 px along x on its own speed (±4 a frame); sinking 4 px under a player (`Platform_Stationary`,
//! the sine of an angle growing 4 a frame to $40); rising once stood on (`Platform_Rising`: up at 8/256 px a
//! frame² until $80 above its start, stopped by a ceiling; a player standing on it who ends up in a wall dies).

use crate::math::{px, set_px, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING, State};
use crate::player::Player;
use crate::sensor::{Direction, SolidBit, scan};
use crate::terrain::Terrain;

/// `byte_243F0`: half width, half height by size row (all mapping frame 0).
pub const SIZES: [(u8, u8); 3] = [(0x20, 0x20), (0x18, 0xC), (0x20, 0x14)];
/// The movements (`FloatingPlatformIndex`), by the subtype's low nibble.
pub const STATIONARY: u8 = 0;
pub const HORIZONTAL_64: u8 = 1;
pub const HORIZONTAL_128: u8 = 2;
pub const VERTICAL_64: u8 = 3;
pub const VERTICAL_128: u8 = 4;
pub const DIAGONAL_UP: u8 = 5;
pub const DIAGONAL_DOWN: u8 = 6;
pub const RISING: u8 = 7;
pub const SQUARE_32: u8 = 8;
pub const SQUARE_224: u8 = 11;
pub const HORIZONTAL_256: u8 = 12;
/// The unloading range (`$42`), and the 256 px one's.
pub const RANGE: u16 = 0x280;
pub const RANGE_256: u16 = 0x380;
/// `Platform_Rising`: its `y_radius` once stood on, its acceleration, how far above its start it accelerates.
pub const RISING_RADIUS: u8 = 0xC;
pub const RISING_ACCELERATION: i16 = 8;
pub const RISING_REACH: u16 = 0x80;

/// The platform's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FloatingPlatform {
    /// `$30`, `$34`: where it was placed.
    pub home_x: i16,
    pub home_y: i16,
    /// `$2E`: the status byte it loaded with (bit 0 the x flip), then the square's side (bits 0–1).
    pub side: u8,
    /// `$42`, `$44`: the unloading range and the x it is tested at.
    pub range: u16,
    pub unload_x: i16,
    /// `$3A`: the sinking angle (stationary).
    pub sink: u8,
    /// `$3C`: rising (`Platform_Rising`), or swinging back (`Platform_Horizontal256`).
    pub flag: bool,
    /// `$36`, `$40`: the 256 px one's offset (its high byte the pixels) and speed.
    pub offset: u16,
    pub speed: u16,
    /// `height_pixels` (its `y_radius` is the rising one's ceiling probe).
    pub height: u8,
}

/// The size row of a subtype (`lsr.w #2` / `andi.w #$1C`: bits 4–6; rows past the table's 3 read its code).
pub fn size(subtype: u8) -> usize {
    usize::from((subtype >> 4) & 7) % SIZES.len()
}

pub fn run(c: &mut Common, s: &mut FloatingPlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    let old_x = px(c.x);
    movement(c, s, cx);
    if c.on_screen {
        cx.platform_object(c, i16::from(c.width_pixels), i16::from(s.height) + 1, old_x);
    }
    // `loc_2451E`.
    let d0 = ((s.unload_x as u16) & 0xFF80).wrapping_sub(cx.camera_coarse());
    if d0 > s.range {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

/// `Obj_FloatingPlatform` up to `loc_244EA`.
fn init(c: &mut Common, s: &mut FloatingPlatform, cx: &ObjCtx) {
    c.routine = 2;
    let (width, height) = SIZES[size(c.subtype)];
    c.width_pixels = width;
    s.height = height;
    c.mapping_frame = 0;
    // Sonic 3's on-screen test reads `height_pixels`.
    c.explicit_height = true;
    c.y_radius = height;
    (s.home_x, s.home_y) = (px(c.x), px(c.y));
    s.side = c.status;
    s.range = RANGE;
    s.unload_x = s.home_x;
    let movement = c.subtype & 0xF;
    if let Some(square) = movement.checked_sub(SQUARE_32) {
        if square >= 4 {
            s.range = RANGE_256;
            s.unload_x = s.unload_x.wrapping_add(0x100);
        } else if (cx.world.game.oscillation.get(10 + usize::from(square)).1 as i16) < 0 {
            s.side ^= 1;
        }
    }
    c.subtype = movement.wrapping_mul(2);
}

/// The oscillator byte at `Oscillating_table + offset` (the control word first).
fn osc_byte(cx: &ObjCtx, offset: usize) -> i16 {
    i16::from(cx.world.game.oscillation.byte(offset - 2))
}

/// `FloatingPlatformIndex`.
fn movement(c: &mut Common, s: &mut FloatingPlatform, cx: &mut ObjCtx) {
    // `sub_23ED4` and `loc_23F02`: along x or y by `d0`, mirrored within `d1` by the flip.
    let along_x = |c: &mut Common, d0: i16, d1: i16| {
        let d0 = if c.status & 1 != 0 { d1 - d0 } else { d0 };
        set_px(&mut c.x, s.home_x.wrapping_add(d0));
    };
    let along_y = |c: &mut Common, d0: i16, d1: i16| {
        let d0 = if c.status & 1 != 0 { d1 - d0 } else { d0 };
        set_px(&mut c.y, s.home_y.wrapping_sub(d0));
    };
    match c.subtype / 2 {
        STATIONARY => {
            if c.status & (STANDING | P2_STANDING) != 0 {
                if s.sink != 0x40 {
                    s.sink += 4;
                }
            } else if s.sink != 0 {
                s.sink -= 4;
            }
            set_px(&mut c.y, s.home_y.wrapping_add(sin(s.sink) >> 6));
        }
        HORIZONTAL_64 => along_x(c, osc_byte(cx, 0x0A), 64),
        HORIZONTAL_128 => along_x(c, osc_byte(cx, 0x1E), 128),
        VERTICAL_64 => along_y(c, osc_byte(cx, 0x0A), 64),
        VERTICAL_128 => along_y(c, osc_byte(cx, 0x1E), 128),
        DIAGONAL_UP => {
            along_x(c, osc_byte(cx, 0x1E), 128);
            along_y(c, osc_byte(cx, 0x1E) >> 1, 64);
        }
        DIAGONAL_DOWN => {
            along_x(c, 128 - osc_byte(cx, 0x1E), 128);
            along_y(c, osc_byte(cx, 0x1E) >> 1, 64);
        }
        RISING => rising(c, s, cx),
        m @ SQUARE_32..=SQUARE_224 => {
            let i = 10 + usize::from(m - SQUARE_32);
            let (value, speed) = cx.world.game.oscillation.get(i);
            let mut d0 = (value >> 8) as i16;
            if m == SQUARE_32 {
                d0 >>= 1;
            }
            let d1 = [16, 48, 80, 112][usize::from(m - SQUARE_32)];
            square(c, s, d0, d1, speed);
        }
        HORIZONTAL_256 => horizontal_256(c, s),
        // (Subtypes 13 to 15 jump past the table in the game.)
        _ => {}
    }
}

/// `loc_241AE`: a side of the square per half swing of the oscillator (its speed 0 turns to the next).
fn square(c: &mut Common, s: &mut FloatingPlatform, d0: i16, d1: i16, speed: u16) {
    if speed == 0 {
        s.side = (s.side.wrapping_add(1)) & 3;
    }
    let (x, y) = match s.side & 3 {
        0 => (s.home_x + d0 - d1, s.home_y - d1),
        1 => (s.home_x + d1, s.home_y - (d0 - (d1 - 1))),
        2 => (s.home_x - (d0 - (d1 - 1)), s.home_y + d1),
        _ => (s.home_x - d1, s.home_y + d0 - d1),
    };
    set_px(&mut c.x, x);
    set_px(&mut c.y, y);
}

/// `Platform_Horizontal256`.
fn horizontal_256(c: &mut Common, s: &mut FloatingPlatform) {
    let d2: u8 = 0x7F;
    if !s.flag {
        s.speed = s.speed.wrapping_add(4);
        s.offset = s.offset.wrapping_add(s.speed);
        if (s.offset >> 8) as u8 >= d2 {
            s.flag = true;
        }
    } else {
        s.speed = s.speed.wrapping_sub(4);
        s.offset = s.offset.wrapping_add(s.speed);
        if ((s.offset >> 8) as u8) < d2 {
            s.flag = false;
        }
    }
    let mut d0 = i16::from((s.offset >> 8) as u8);
    if c.status & 1 != 0 {
        d0 = i16::from(d2) - d0;
    }
    set_px(&mut c.x, s.home_x.wrapping_add(d0));
}

/// `Platform_Rising`.
fn rising(c: &mut Common, s: &mut FloatingPlatform, cx: &mut ObjCtx) {
    if !s.flag {
        if c.status & (STANDING | P2_STANDING) != 0 {
            // (`y_radius` $C: here only while it probes the ceiling, the on-screen test reads `y_radius` as
            // `height_pixels`.)
            s.flag = true;
        }
        return;
    }
    c.object_move();
    if (s.home_y as u16).wrapping_sub(RISING_REACH) < (px(c.y) as u16) {
        c.y_vel = c.y_vel.wrapping_sub(RISING_ACCELERATION);
    }
    c.y_radius = RISING_RADIUS;
    let d1 = ground::ceiling_distance(c, cx);
    c.y_radius = s.height;
    if d1 < 0 {
        c.y = c.y.wrapping_sub(d1 << 8);
        s.flag = false;
        c.y_vel = 0;
        return;
    }
    let terrain = cx.world.env.terrain;
    if c.status & STANDING != 0 && in_wall(terrain, cx.world.player) {
        cx.world.player.kill();
    }
    if c.status & P2_STANDING != 0
        && let Some(p) = cx.world.sidekick.as_deref_mut()
        && in_wall(terrain, p)
    {
        p.kill();
    }
}

/// `sub_10BA2`: the player's walls-and-ceilings solidity (`lrb_solid_bit`, on his path) found at or above
/// 4 px over his centre: he is crushed against it.
fn in_wall(terrain: &Terrain, p: &Player) -> bool {
    let (x, y) = (p.pixel_x(), p.pixel_y() - 4);
    scan(terrain, p.layer, SolidBit::LeftRightBottom, Direction::Down, x, y).distance < 0
}

impl crate::objects::runtime::object::ObjKind for FloatingPlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.subtype / 2 {
            STATIONARY => "stationary",
            HORIZONTAL_64 | HORIZONTAL_128 | HORIZONTAL_256 => "moving along x",
            VERTICAL_64 | VERTICAL_128 => "moving along y",
            DIAGONAL_UP | DIAGONAL_DOWN => "moving diagonally",
            RISING if self.flag => "rising",
            RISING => "waiting",
            _ => "moving round a square",
        }
    }

    fn name(&self) -> &'static str {
        "floating platform"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `byte_243F0`: subtype $23 (Angel Island 1's at ($1870, $32A)) is row 2, $20 × $14, moving 64 px
    /// up and down (`Platform_Vertical64`); $24 128 px; $1x $18 × $C.
    #[test]
    fn sizes_by_subtype() {
        assert_eq!(SIZES[size(0x23)], (0x20, 0x14));
        assert_eq!(SIZES[size(0x14)], (0x18, 0xC));
        assert_eq!(SIZES[size(0x07)], (0x20, 0x20));
        assert_eq!((0x23u8 & 0xF, 0x24u8 & 0xF, 0x17u8 & 0xF), (VERTICAL_64, VERTICAL_128, RISING));
    }

    /// `loc_241AE`: the four sides of a 96 px square (d1 48) from its centre ($100, $100), oscillator byte 0
    /// and $60.
    #[test]
    fn the_square_s_sides() {
        let mut c = Common::default();
        let mut s = FloatingPlatform { home_x: 0x100, home_y: 0x100, ..Default::default() };
        let mut at = |side: u8, d0: i16| {
            s.side = side;
            square(&mut c, &mut s, d0, 48, 1);
            (c.pixel_x(), c.pixel_y())
        };
        assert_eq!(at(0, 0), (0x100 - 48, 0x100 - 48));
        assert_eq!(at(0, 0x60), (0x100 + 48, 0x100 - 48));
        assert_eq!(at(1, 0x60), (0x100 + 48, 0x100 - 0x60 + 47));
        assert_eq!(at(2, 0x60), (0x100 - 0x60 + 47, 0x100 + 48));
        assert_eq!(at(3, 0), (0x100 - 48, 0x100 - 48));
    }

    /// `Platform_Horizontal256`: the speed grows 4 a frame until the offset's high byte reaches $7F.
    #[test]
    fn the_256_px_swing() {
        let mut c = Common::default();
        let mut s = FloatingPlatform { home_x: 0x100, ..Default::default() };
        let mut frames = 0;
        while !s.flag {
            horizontal_256(&mut c, &mut s);
            frames += 1;
        }
        // 4·n(n+1)/2 ≥ $7F00 first at n = 127 ($7F00 exactly).
        assert_eq!((frames, s.offset, c.pixel_x()), (127, 0x7F00, 0x17F));
    }
}
