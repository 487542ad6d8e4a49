//! Labyrinth's platforms on a conveyor belt (s1disasm `_incObj/63 LZ Conveyor.asm`: `LabyrinthConvey`,
//! `LCon_Main`, `loc_12460`/`LCon_MakePtfms`, `loc_124B2`, `loc_124C2`, `loc_124DE`, `sub_12502`,
//! `LCon_ChangeDir`, `LCon_Data`; the platform lists `objpos/lz1pf1.bin`–`lz3pf2.bin`; `PlatformObject`,
//! `ExitPlatform`, `MvSonicOnPtfm2`).
//!
//! A placed subtype $80 + n is the belt's loader: unless belt n is loaded already (`v_obj63` bit), it becomes
//! the first platform of list n (`ObjPosLZPlatform_Index[n & 7]`: x, y, subtype each) and the others take
//! the first free slots; it neither moves nor unloads that frame. A subtype $7F is a wheel (its frame turns
//! every 4 frames, unloaded out of range). Any other subtype is a platform: bits 4–7 pick the belt's path
//! (`LCon_Data`: its unloading x and its corners), bits 0–3 the corner it heads for first. It moves at $100
//! subpixels a frame along the longer axis towards the corner, the other axis in proportion (`LCon_ChangeDir`:
//! the quotient negated, its remainder the subpixel), and on reaching it heads for the next (backwards once
//! Labyrinth 3's switch `f_switch+$E` has reversed the belts: `f_conveyrev`). The player lands on it as on
//! Sonic 1's platforms (`PlatformObject`, half width $10, top 8 px up) and rides it (`ExitPlatform`,
//! `MvSonicOnPtfm2`: 9 px + his height above its y). Out of range of the path's x it is deleted (the loader
//! platform clearing its belt's bit); in Labyrinth 3, not when it is just one $80 block left of the range.

use super::Sonic1;
use super::platform::{CARRY_HEIGHT, exit_platform};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::context::out_of_range;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::TOP_HEIGHT;
use formats::level::LevelEvents;

/// `obActWid`: the platform's half width.
pub const WIDTH_PIXELS: u8 = 0x10;
/// The speed along the longer axis.
pub const SPEED: i16 = 0x100;
/// The wheel's subtype.
pub const WHEEL: u8 = 0x7F;

/// `LCon_Data`: each path's unloading x and its corners.
pub const PATHS: [(u16, &[(u16, u16)]); 6] = [
    (0x1070, &[(0x1078, 0x21A), (0x10BE, 0x260), (0x10BE, 0x393), (0x108C, 0x3C5), (0x1022, 0x390), (0x1022, 0x244)]),
    (0x1280, &[(0x127E, 0x280), (0x12CE, 0x2D0), (0x12CE, 0x46E), (0x1232, 0x420), (0x1232, 0x2CC)]),
    (0xD68, &[(0xD22, 0x482), (0xD22, 0x5DE), (0xDAE, 0x5DE), (0xDAE, 0x482)]),
    (0xDA0, &[(0xD62, 0x3A2), (0xDEE, 0x3A2), (0xDEE, 0x4DE), (0xD62, 0x4DE)]),
    (0xD00, &[(0xCAC, 0x242), (0xDDE, 0x242), (0xDDE, 0x3DE), (0xC52, 0x3DE), (0xC52, 0x29C)]),
    (0x1300, &[(0x1252, 0x20A), (0x13DE, 0x20A), (0x13DE, 0x2BE), (0x1252, 0x2BE)]),
];

/// `ObjPos_LZ1pf1` … `ObjPos_LZ3pf2` (`objpos/lz*pf*.bin`): each belt's platforms (x, y, subtype).
pub const BELTS: [&[(u16, u16, u8)]; 6] = [
    &[
        (0x1078, 0x21A, 0x00),
        (0x10BE, 0x291, 0x02),
        (0x10BE, 0x307, 0x02),
        (0x10BE, 0x37E, 0x02),
        (0x105C, 0x390, 0x04),
        (0x1022, 0x352, 0x05),
        (0x1022, 0x2DB, 0x05),
        (0x1022, 0x265, 0x05),
    ],
    &[
        (0x127E, 0x280, 0x10),
        (0x12CE, 0x305, 0x12),
        (0x12CE, 0x38A, 0x12),
        (0x12CE, 0x40F, 0x12),
        (0x12A7, 0x46E, 0x13),
        (0x1232, 0x40F, 0x14),
        (0x1232, 0x38A, 0x14),
        (0x1232, 0x305, 0x14),
    ],
    &[
        (0xD22, 0x483, 0x21),
        (0xD9C, 0x482, 0x20),
        (0xDAE, 0x4EA, 0x23),
        (0xDAE, 0x564, 0x23),
        (0xDAE, 0x5DD, 0x23),
        (0xD34, 0x5DE, 0x22),
        (0xD22, 0x576, 0x21),
        (0xD22, 0x4FC, 0x21),
    ],
    &[
        (0xD62, 0x3A2, 0x30),
        (0xDD4, 0x3A2, 0x31),
        (0xDEE, 0x3FA, 0x32),
        (0xDEE, 0x46C, 0x32),
        (0xDEE, 0x4DD, 0x32),
        (0xD7C, 0x4DE, 0x33),
        (0xD62, 0x486, 0x30),
        (0xD62, 0x414, 0x30),
    ],
    &[
        (0xCAD, 0x242, 0x41),
        (0xD2D, 0x242, 0x41),
        (0xDAC, 0x242, 0x41),
        (0xDDE, 0x28F, 0x42),
        (0xDDE, 0x30E, 0x42),
        (0xDDE, 0x38D, 0x42),
        (0xDB0, 0x3DE, 0x43),
        (0xD31, 0x3DE, 0x43),
        (0xCB2, 0x3DE, 0x43),
        (0xC52, 0x3BF, 0x44),
        (0xC52, 0x340, 0x44),
        (0xC52, 0x2C1, 0x44),
    ],
    &[
        (0x1252, 0x20A, 0x50),
        (0x12D2, 0x20A, 0x51),
        (0x1352, 0x20A, 0x51),
        (0x13D2, 0x20A, 0x51),
        (0x13DE, 0x27E, 0x52),
        (0x139E, 0x2BE, 0x53),
        (0x131E, 0x2BE, 0x53),
        (0x129E, 0x2BE, 0x53),
        (0x1252, 0x28A, 0x50),
    ],
];

/// Routines (`LCon_Index`): a platform not stood on, stood on, a wheel.
const PLATFORM: u8 = 2;
const STOOD_ON: u8 = 4;
const WHEEL_ROUTINE: u8 = 6;

/// The belts' shared state: `v_obj63` (bit n: belt n is loaded) and `f_conveyrev`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Belts {
    pub loaded: u128,
    pub reversed: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LzConveyor {
    /// `objoff_2F`: the loader's subtype ($80 + n), kept by the platform it became.
    pub loader: u8,
    /// `objoff_30`: the x the platform unloads by.
    pub unload_x: u16,
    /// `objoff_3C`: its path (an index into [`PATHS`]).
    pub path: u8,
    /// `objoff_38`, `objoff_39`: the corner it heads for and the path's length (bytes, 4 a corner).
    pub index: u8,
    pub length: u8,
    /// `objoff_3A`: the step (4, or −4 reversed); `objoff_3B`: it has reversed.
    pub step: i8,
    pub reversed: bool,
    /// `objoff_34`, `objoff_36`: the corner.
    pub target_x: u16,
    pub target_y: u16,
}

pub fn run(c: &mut Common, s: &mut LzConveyor, cx: &mut ObjCtx) {
    match c.routine {
        0 if c.subtype & 0x80 != 0 => {
            load_belt(c, s, cx);
            return;
        }
        0 if c.subtype == WHEEL => {
            c.routine = WHEEL_ROUTINE;
            c.width_pixels = WIDTH_PIXELS;
            wheel(c, cx);
            return;
        }
        0 => {
            init(c, s, cx);
            platform(c, s, cx);
        }
        PLATFORM => platform(c, s, cx),
        STOOD_ON => {
            exit_platform(c, cx);
            let old_x = (c.x >> 8) as i16;
            step(c, s, cx);
            move_on_platform(c, cx.world.player, CARRY_HEIGHT, old_x);
        }
        WHEEL_ROUTINE => {
            wheel(c, cx);
            return;
        }
        _ => {}
    }
    chk_del(c, s, cx);
}

/// `loc_12460`: the loader becomes its belt's first platform and makes the others (`FindFreeObj`: a list
/// entry waits for a free slot); a belt already loaded is not loaded twice.
fn load_belt(c: &mut Common, s: &mut LzConveyor, cx: &mut ObjCtx) {
    s.loader = c.subtype;
    let n = c.subtype & 0x7F;
    let belts = &mut cx.world.game.lz_belts;
    let bit = 1u128 << n;
    if belts.loaded & bit != 0 {
        c.delete();
        return;
    }
    belts.loaded |= bit;
    let list = BELTS[usize::from(n & 7) % BELTS.len()];
    let mut entries = list.iter();
    if let Some(&(x, y, subtype)) = entries.next() {
        c.x = i32::from(x) << 8;
        c.y = i32::from(y) << 8;
        c.subtype = subtype;
    }
    let mut next = entries.next();
    for _ in 1..list.len() {
        let Some(&(x, y, subtype)) = next else { break };
        let platform = Common::new(c.id, subtype, i32::from(x), i32::from(y), false, false);
        let state = State::Sonic1(Sonic1::LzConveyor(LzConveyor::default()));
        if cx.spawn(Obj { common: platform, state }).is_some() {
            next = entries.next();
        }
    }
}

/// `loc_123E2`: the platform's path, the corner it heads for (the next one, reversed belts), its speeds.
fn init(c: &mut Common, s: &mut LzConveyor, cx: &mut ObjCtx) {
    c.routine = PLATFORM;
    c.width_pixels = WIDTH_PIXELS;
    c.mapping_frame = 4;
    let path = usize::from(c.subtype >> 4) % PATHS.len();
    let (unload_x, corners) = PATHS[path];
    s.path = path as u8;
    s.unload_x = unload_x;
    s.length = (corners.len() * 4) as u8;
    s.index = (c.subtype & 0xF) << 2;
    s.step = 4;
    if cx.world.game.lz_belts.reversed {
        s.reversed = true;
        s.step = -4;
        s.index = next_index(s);
    }
    set_target(s);
    change_dir(c, s);
}

/// The corner after the current one along the step (`loc_12534`: past the end back to 0, below 0 to the last).
fn next_index(s: &LzConveyor) -> u8 {
    next_corner(s.index, s.step, s.length)
}

/// The corner index after `index` along `step` on a path `length` bytes long (Scrap Brain's `loc_16424` too).
pub fn next_corner(index: u8, step: i8, length: u8) -> u8 {
    let d1 = index.wrapping_add(step as u8);
    if d1 < length {
        d1
    } else if (d1 as i8) < 0 {
        length.wrapping_sub(4)
    } else {
        0
    }
}

fn set_target(s: &mut LzConveyor) {
    let corners = PATHS[usize::from(s.path)].1;
    let (x, y) = corners.get(usize::from(s.index / 4)).copied().unwrap_or((0, 0));
    s.target_x = x;
    s.target_y = y;
}

/// `loc_124B2`: the landing (`PlatformObject`, against where it is), then the move.
fn platform(c: &mut Common, s: &mut LzConveyor, cx: &mut ObjCtx) {
    let w = i16::from(c.width_pixels);
    platform_object(c, cx.world.player, w, TOP_HEIGHT, (c.x >> 8) as i16);
    if standing(c, cx.world.player) {
        c.routine = STOOD_ON;
    }
    step(c, s, cx);
}

/// `sub_12502`: Labyrinth 3's switch reverses the belts (each platform once, heading back at once); at its
/// corner it heads for the next; then it moves.
fn step(c: &mut Common, s: &mut LzConveyor, cx: &mut ObjCtx) {
    let reverse = cx.world.game.switches[0xE] != 0 && !s.reversed;
    if reverse {
        s.reversed = true;
        cx.world.game.lz_belts.reversed = true;
        s.step = s.step.wrapping_neg();
    }
    if reverse || (c.pixel_x() as u16 == s.target_x && c.pixel_y() as u16 == s.target_y) {
        s.index = next_index(s);
        set_target(s);
        change_dir(c, s);
    }
    c.object_move();
}

/// `LCon_ChangeDir`: $100 subpixels a frame along the axis with the longer way to the corner (the y axis
/// when equal), the other axis the way × $100 / the longer way (`divs`, negated); the remainder's high byte
/// is that axis' subpixel, the longer axis' subpixel 0.
pub fn change_dir(c: &mut Common, s: &LzConveyor) {
    change_dir_to(c, s.target_x, s.target_y);
}

/// [`change_dir`] towards the corner (`target_x`, `target_y`).
pub fn change_dir_to(c: &mut Common, target_x: u16, target_y: u16) {
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let dx = x.wrapping_sub(target_x) as i16;
    let dy = y.wrapping_sub(target_y) as i16;
    let x_vel = if x < target_x { SPEED } else { -SPEED };
    let y_vel = if y < target_y { SPEED } else { -SPEED };
    let (ax, ay) = (dx.unsigned_abs(), dy.unsigned_abs());
    if ay >= ax {
        let (vel, sub) = ratio(dx, ay);
        c.x_vel = vel;
        c.y_vel = y_vel;
        c.x = (c.x & !0xFF) | i32::from(sub);
        c.y &= !0xFF;
    } else {
        let (vel, sub) = ratio(dy, ax);
        c.y_vel = vel;
        c.x_vel = x_vel;
        c.y = (c.y & !0xFF) | i32::from(sub);
        c.x &= !0xFF;
    }
}

/// `ext.l`, `asl.l #8`, `divs.w`, `neg.w`: the negated quotient and the remainder's high byte (0 for no way).
fn ratio(d: i16, by: u16) -> (i16, u8) {
    if d == 0 || by == 0 {
        return (0, 0);
    }
    let dividend = i32::from(d) << 8;
    let divisor = i32::from(by as i16);
    let quotient = (dividend / divisor) as i16;
    let remainder = (dividend % divisor) as u16;
    (quotient.wrapping_neg(), (remainder >> 8) as u8)
}

/// `loc_124DE`: the wheel turns a frame every 4 frames (backwards on reversed belts), then `RememberState`.
fn wheel(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 3 == 0 {
        let d1: u8 = if cx.world.game.lz_belts.reversed { 0xFF } else { 1 };
        c.mapping_frame = c.mapping_frame.wrapping_add(d1) & 3;
    }
    super::remember_state(c, cx);
}

/// The unloading (`out_of_range.s loc_1236A,objoff_30(a0)`): in Labyrinth 3 a platform one $80 block left of
/// the range stays; a loader platform clears its belt's bit.
fn chk_del(c: &mut Common, s: &LzConveyor, cx: &mut ObjCtx) {
    let coarse = cx.camera_coarse();
    if !out_of_range(s.unload_x, coarse) {
        c.display();
        return;
    }
    let d0 = (s.unload_x & 0xFF80).wrapping_sub(coarse);
    if cx.world.game.level == LevelEvents::Lz3 && d0 >= 0xFF80 {
        c.display();
        return;
    }
    if s.loader & 0x80 != 0 {
        cx.world.game.lz_belts.loaded &= !(1u128 << (s.loader & 0x7F));
    }
    c.delete();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LCon_ChangeDir` for Labyrinth 1's second platform ($10BE, $291, subtype 2: heading for ($10BE, $393)):
    /// straight down at $100; for one at ($1078, $21A) heading for ($10BE, $260): $46 across, $46 down, the y
    /// axis leads (equal), x at $100 with no remainder.
    #[test]
    fn heads_for_its_corner() {
        let mut s = LzConveyor { path: 0, length: 0x18, index: 8, step: 4, ..Default::default() };
        set_target(&mut s);
        assert_eq!((s.target_x, s.target_y), (0x10BE, 0x393));
        let mut c = Common::new(0, 2, 0x10BE, 0x291, false, false);
        change_dir(&mut c, &s);
        assert_eq!((c.x_vel, c.y_vel), (0, 0x100));
        s.index = 4;
        set_target(&mut s);
        let mut c = Common::new(0, 0, 0x1078, 0x21A, false, false);
        change_dir(&mut c, &s);
        assert_eq!((c.x_vel, c.y_vel, c.x & 0xFF), (0x100, 0x100, 0));
        // Corners wrap: past the last back to the first; reversed, below the first to the last.
        let s = LzConveyor { length: 0x18, index: 0x14, step: 4, ..Default::default() };
        assert_eq!(next_index(&s), 0);
        let s = LzConveyor { length: 0x18, index: 0, step: -4, ..Default::default() };
        assert_eq!(next_index(&s), 0x14);
    }

    /// The remainder's high byte is the subpixel: $12 × $100 / $40 leaves nothing; −$35 × $100 / $47 is −$BF
    /// and leaves −7 (its high byte $FF).
    #[test]
    fn ratio_keeps_the_remainder() {
        assert_eq!(ratio(0x12, 0x40), (-0x48, 0));
        assert_eq!(ratio(-0x35, 0x47), (0xBF, 0xFF));
    }
}
