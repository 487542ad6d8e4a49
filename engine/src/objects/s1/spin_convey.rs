//! Scrap Brain's spinning platforms that ride a conveyor belt (s1disasm `_incObj/6F SBZ Spin Platform Conveyor.asm`:
//! `SpinConvey`, `SpinC_Main`, `loc_16380`/`SpinC_LoadPform`, `loc_163D8`, `loc_16424`, the paths
//! `off_164A6` in `sonic.asm`; the platform lists `objpos/sbz1pf1.bin`–`sbz1pf6.bin`; `_anim/SBZ Spin
//! Platform Conveyor.asm`).
//!
//! Labyrinth's belts ([`super::lz_conveyor`]) with other paths and platforms: a placed subtype $80 + n loads
//! belt n (`ObjPosSBZPlatform_Index[n & $F]`; the same `v_obj63` bits and `f_conveyrev` as Labyrinth's), any
//! other subtype is a platform (bits 4–7 its path, bits 0–3 its first corner) moving at $100 subpixels a frame
//! from corner to corner (`LCon_ChangeDir`). Leaving the first corner it spins (`Ani_SpinConvey` 0: frames
//! with flip bits, Sonic 1's `AnimateSprite` masking them off), reaching the third it rests (animation 1).
//! Only on mapping frame 0 is it solid (`SolidObject`, $1B × 7 / 8, against its x before the move); on any
//! other frame it lets a standing Sonic go (his and its standing bits cleared, not put in the air). Out of
//! range of the path's x it is deleted, a loader platform clearing its belt's bit (the Final Zone's
//! exception, `v_act` 2, is not modelled: no Final Zone is loaded).

use super::Sonic1;
use super::lz_conveyor::{change_dir_to, next_corner};
use crate::objects::runtime::animate::animate_sprite_s1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::context::out_of_range;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, SolidBox, solid_object_s1, standing};

/// `obActWid`: the platform's half width.
pub const WIDTH_PIXELS: u8 = 0x10;
/// `SolidObject`: d1 = $1B, d2 = 7, d3 = 8.
pub const BOX: (i16, i16, i16) = (0x1B, 7, 8);

/// `off_164A6`: each path's unloading x and its four corners.
pub const PATHS: [(u16, [(u16, u16); 4]); 6] = [
    (0xE80, [(0xE14, 0x370), (0xEEF, 0x302), (0xEEF, 0x340), (0xE14, 0x3AE)]),
    (0xF80, [(0xF14, 0x2E0), (0xFEF, 0x272), (0xFEF, 0x2B0), (0xF14, 0x31E)]),
    (0x1080, [(0x1014, 0x270), (0x10EF, 0x202), (0x10EF, 0x240), (0x1014, 0x2AE)]),
    (0xF80, [(0xF14, 0x570), (0xFEF, 0x502), (0xFEF, 0x540), (0xF14, 0x5AE)]),
    (0x1B80, [(0x1B14, 0x670), (0x1BEF, 0x602), (0x1BEF, 0x640), (0x1B14, 0x6AE)]),
    (0x1C80, [(0x1C14, 0x5E0), (0x1CEF, 0x572), (0x1CEF, 0x5B0), (0x1C14, 0x61E)]),
];
/// A path's length in bytes (`objoff_39`: 4 a corner).
const LENGTH: u8 = 0x10;

/// Each belt's eight platforms (x, y, subtype): belt k's are belt 0's moved along by `BELT_ORIGINS[k]` minus
/// belt 0's first, with path k.
const SHAPE: [(u16, u16, u8); 8] = [
    (0x014, 0x070, 0),
    (0x05A, 0x04D, 1),
    (0x0A0, 0x02A, 1),
    (0x0E7, 0x007, 1),
    (0x0EF, 0x040, 2),
    (0x0A9, 0x063, 3),
    (0x063, 0x086, 3),
    (0x01C, 0x0A9, 3),
];
/// `ObjPos_SBZ1pf1`–`pf6`: every list is [`SHAPE`] placed at one origin (checked against the files by a test).
const BELT_ORIGINS: [(u16, u16); 6] =
    [(0xE00, 0x300), (0xF00, 0x270), (0x1000, 0x200), (0xF00, 0x500), (0x1B00, 0x600), (0x1C00, 0x570)];
/// `ObjPosSBZPlatform_Index`: eight entries, the last two lists 1 and 2 again.
const BELT_INDEX: [usize; 8] = [0, 1, 2, 3, 4, 5, 0, 1];

/// Platform `i` of belt list `list` (x, y, subtype).
pub fn belt_platform(list: usize, i: usize) -> (u16, u16, u8) {
    let (ox, oy) = BELT_ORIGINS[list % BELT_ORIGINS.len()];
    let (x, y, corner) = SHAPE[i % SHAPE.len()];
    (ox + x, oy + y, ((list as u8) << 4) | corner)
}

/// The routine after `SpinC_Main`.
const PLATFORM: u8 = 2;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpinConvey {
    /// `objoff_2F`: the loader's subtype ($80 + n), kept by the platform it became.
    pub loader: u8,
    /// `objoff_30`: the x the platform unloads by.
    pub unload_x: u16,
    /// `objoff_3C`: its path (an index into [`PATHS`]).
    pub path: u8,
    /// `objoff_38`: the corner it heads for (bytes, 4 a corner); `objoff_3A`: the step (4, or −4 reversed).
    pub index: u8,
    pub step: i8,
    /// `objoff_34`, `objoff_36`: the corner.
    pub target_x: u16,
    pub target_y: u16,
}

pub fn run(c: &mut Common, s: &mut SpinConvey, cx: &mut ObjCtx) {
    if c.routine == 0 {
        if c.subtype & 0x80 != 0 {
            load_belt(c, s, cx);
            return;
        }
        init(c, s, cx);
    }
    platform(c, s, cx);
    let coarse = cx.camera_coarse();
    if !out_of_range(s.unload_x, coarse) {
        c.display();
        return;
    }
    if s.loader & 0x80 != 0 {
        cx.world.game.lz_belts.loaded &= !(1u128 << (s.loader & 0x7F));
    }
    c.delete();
}

/// `loc_16380`: the loader becomes its belt's first platform and makes the others (`FindFreeObj`: with no free
/// slot an entry is skipped); a belt already loaded is not loaded twice. It neither moves nor unloads that frame.
fn load_belt(c: &mut Common, s: &mut SpinConvey, cx: &mut ObjCtx) {
    s.loader = c.subtype;
    let n = c.subtype & 0x7F;
    let belts = &mut cx.world.game.lz_belts;
    let bit = 1u128 << n;
    if belts.loaded & bit != 0 {
        c.delete();
        return;
    }
    belts.loaded |= bit;
    let list = BELT_INDEX[usize::from(n) & 7];
    let (x, y, subtype) = belt_platform(list, 0);
    c.x = i32::from(x) << 8;
    c.y = i32::from(y) << 8;
    c.subtype = subtype;
    for i in 1..SHAPE.len() {
        let (x, y, subtype) = belt_platform(list, i);
        let platform = Common::new(c.id, subtype, i32::from(x), i32::from(y), false, false);
        let state = State::Sonic1(Sonic1::SpinConvey(SpinConvey::default()));
        let _ = cx.spawn(Obj { common: platform, state });
    }
}

/// `SpinC_Main`: the path, the first corner (the one before it on reversed belts), the animation, the speeds.
fn init(c: &mut Common, s: &mut SpinConvey, cx: &mut ObjCtx) {
    c.routine = PLATFORM;
    c.width_pixels = WIDTH_PIXELS;
    let path = usize::from(c.subtype >> 4) % PATHS.len();
    s.path = path as u8;
    s.unload_x = PATHS[path].0;
    s.index = (c.subtype & 0xF) << 2;
    s.step = 4;
    if cx.world.game.lz_belts.reversed {
        s.step = -4;
        s.index = next_corner(s.index, s.step, LENGTH);
    }
    head_for(c, s);
}

/// The corner at `index`: spinning from the first, resting from the third (`loc_16356`, `loc_16456`).
fn head_for(c: &mut Common, s: &mut SpinConvey) {
    let corners = PATHS[usize::from(s.path) % PATHS.len()].1;
    (s.target_x, s.target_y) = corners.get(usize::from(s.index / 4)).copied().unwrap_or((0, 0));
    if s.index == 0 {
        c.anim = 1;
    }
    if s.index == 8 {
        c.anim = 0;
    }
    change_dir_to(c, s.target_x, s.target_y);
}

/// `loc_163D8`: the animation; on frame 0 the move and `SolidObject`, otherwise a standing Sonic let go, then
/// the move.
fn platform(c: &mut Common, s: &mut SpinConvey, cx: &mut ObjCtx) {
    animate_sprite_s1(c, &ANI_SPIN);
    if c.mapping_frame == 0 {
        let old_x = c.pixel_x() as i16;
        step(c, s);
        let b = SolidBox { half_width: BOX.0, half_height_air: BOX.1, half_height_ground: BOX.2, old_x };
        solid_object_s1(c, cx.world.player, b);
    } else {
        if standing(c, cx.world.player) {
            cx.world.player.on_object = false;
            c.status &= !P1.standing;
        }
        step(c, s);
    }
}

/// `loc_16424`: at its corner it heads for the next; then `SpeedToPos`.
fn step(c: &mut Common, s: &mut SpinConvey) {
    if c.pixel_x() as u16 == s.target_x && c.pixel_y() as u16 == s.target_y {
        s.index = next_corner(s.index, s.step, LENGTH);
        head_for(c, s);
    }
    c.object_move();
}

/// `Ani_SpinConvey`: spinning (the frame byte's bits 5 and 6 flip it), resting.
const ANI_SPIN: [&[u8]; 2] =
    [&[0, 0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0, 0xFF], &[0xF, 0, 0xFF]];

#[cfg(test)]
mod tests {
    use super::*;

    /// The platform lists of `objpos/sbz1pf1.bin`–`pf6.bin`, entry by entry (first and last of each shown here).
    #[test]
    fn belt_lists_match_the_objpos_files() {
        assert_eq!(belt_platform(0, 0), (0xE14, 0x370, 0x00));
        assert_eq!(belt_platform(0, 7), (0xE1C, 0x3A9, 0x03));
        assert_eq!(belt_platform(1, 3), (0xFE7, 0x277, 0x11));
        assert_eq!(belt_platform(2, 4), (0x10EF, 0x240, 0x22));
        assert_eq!(belt_platform(3, 1), (0xF5A, 0x54D, 0x31));
        assert_eq!(belt_platform(4, 6), (0x1B63, 0x686, 0x43));
        assert_eq!(belt_platform(5, 7), (0x1C1C, 0x619, 0x53));
    }

    /// Corners wrap past the fourth to the first; reversed, below the first to the fourth.
    #[test]
    fn corners_wrap() {
        assert_eq!(next_corner(0xC, 4, LENGTH), 0);
        assert_eq!(next_corner(0, -4, LENGTH), 0xC);
    }
}
