//! Sonic 1's background scroll (s1disasm `_inc/DeformLayers (JP1).asm`, REV01): one function per zone's
//! `Deform_*` routine, each citing it.

use super::{Deformation, LINES, Lines, Scroll, bg_position, divs_w};

/// s1disasm `Bg_Scroll_X`: the screen in 16-line blocks of `v_bgscroll_buffer`'s scroll values from `first`,
/// the top block `row & $F` lines in. Past the buffer's end the game reads on; here its last value goes on.
fn s1_blocks(buffer: &[i16], first: usize, row: i16) -> [i32; LINES] {
    let mut lines = Lines::new();
    let mut count = 16 - (row & 0xF) as usize;
    for block in first.. {
        if lines.full() {
            break;
        }
        lines.put(-i32::from(buffer[block.min(buffer.len() - 1)]), count);
        count = 16;
    }
    lines.left
}

/// Sonic 1's buffer runs from a 16.16 accumulator: `count` scroll values from `from`, `step` apart.
fn s1_run(buffer: &mut Vec<i16>, from: i16, step: i32, count: usize) {
    let from = i32::from(from as u16) << 16;
    buffer.extend((0..count as i32).map(|k| (from.wrapping_add(step.wrapping_mul(k)) >> 16) as i16));
}

/// s1disasm `Deform_MZ` (REV01): the background rows at `$200 + max(y − $1C8, 0) · 3/4` (not stateful), the
/// blocks from `(rows − $200) & $1F0 / 16` (at most 16): 5 of clouds from 1/2 of the camera (a 16.16 step of
/// `((−x/4 + x) · 8 divs 5) << 12`, from `−x asr 1`), 2 of mountains at 1/4 (`BGScroll_Block3`, $4000 a
/// pixel), 9 of bushes and buildings at 1/2 (`BGScroll_Block2`, $8000), 16 of the dungeon at 3/4
/// (`BGScroll_Block1`, $C000). The three positions start at the camera's start (`BgScrollSpeed`).
pub(super) fn marble(Scroll { camera: (x, y), start: (x0, _), .. }: Scroll) -> Deformation {
    let moved = x - x0;
    let interior = bg_position(x0 as i16, moved, 0xC000);
    let bushes = bg_position(x0 as i16, moved, 0x8000);
    let mountains = bg_position(x0 as i16, moved, 0x4000);
    let mut rows: i16 = 0x200;
    if let Some(below) = (y as u16).checked_sub(0x1C8) {
        rows = rows.wrapping_add((below as i16).wrapping_mul(3) >> 2);
    }
    let d2 = (x as i16).wrapping_neg();
    let step = i32::from(divs_w(i32::from((d2 >> 2).wrapping_sub(d2)) << 3, 5)) << 12;
    let mut buffer = Vec::with_capacity(32);
    s1_run(&mut buffer, d2 >> 1, step, 5);
    buffer.extend([mountains.wrapping_neg(); 2]);
    buffer.extend([bushes.wrapping_neg(); 9]);
    buffer.extend([interior.wrapping_neg(); 16]);
    let below = (rows.wrapping_sub(0x200) as u16).min(0x100);
    let first = usize::from((below & 0x1F0) >> 4);
    Deformation { top: i32::from(rows), left: s1_blocks(&buffer, first, rows.wrapping_sub(0x200)) }
}

/// s1disasm `Deform_SYZ` (REV01): the background rows at 3/16 of the camera's y (`BgScroll_SYZ`: `y · 48 >>
/// 8 + 1` at the start, `Bg_Scroll_Y` adds the moves · $3000), the blocks from `(rows & $1F0) / 16`: 8 of
/// clouds from 1/2 of the camera (a 16.16 step of `(−x/8 + x) << 12`), 5 of mountains at 1/8, 6 of buildings
/// at 1/4, then 14 of bushes from 1/2 (a 16.16 step of `((−x + x/2) · 16 divs 14) << 12`).
pub(super) fn spring_yard(Scroll { camera: (x, y), start: (_, y0), .. }: Scroll) -> Deformation {
    let rows = bg_position(((((y0 as u16 as i32) * 48) >> 8) + 1) as i16, y - y0, 0x3000);
    let d2 = (x as i16).wrapping_neg();
    let clouds = i32::from(divs_w(i32::from((d2 >> 3).wrapping_sub(d2)) << 3, 8)) << 12;
    let bushes = i32::from(divs_w(i32::from(d2.wrapping_sub(d2 >> 1)) << 4, 0xE)) << 12;
    let mut buffer = Vec::with_capacity(33);
    s1_run(&mut buffer, d2 >> 1, clouds, 8);
    buffer.extend([d2 >> 3; 5]);
    buffer.extend([d2 >> 2; 6]);
    s1_run(&mut buffer, d2 >> 1, bushes, 14);
    let first = usize::from((rows as u16 & 0x1F0) >> 4);
    Deformation { top: i32::from(rows), left: s1_blocks(&buffer, first, rows) }
}

/// s1disasm `Deform_SLZ` (REV01): the background rows at 1/2 of the camera's y (`BgScroll_SLZ`: `y/2 + $C0`
/// at the start, `Bg_Scroll_Y` adds the moves · $8000), the blocks from `((rows − $C0) & $3F0) / 16`: 28 of
/// stars from the camera (a 16.16 step of `((−x/8 + x) · 16 divs $1C) << 12`), 5 of distant buildings at
/// 3/16, 5 of closer ones at 1/4, 30 of the bottom at 1/2.
pub(super) fn star_light(Scroll { camera: (x, y), start: (_, y0), .. }: Scroll) -> Deformation {
    let rows = bg_position((((y0 as u16) >> 1) + 0xC0) as i16, y - y0, 0x8000);
    let d2 = (x as i16).wrapping_neg();
    let stars = i32::from(divs_w(i32::from((d2 >> 3).wrapping_sub(d2)) << 4, 0x1C)) << 12;
    let mut buffer = Vec::with_capacity(68);
    s1_run(&mut buffer, d2, stars, 28);
    buffer.extend([(d2 >> 3).wrapping_add(d2 >> 3 >> 1); 5]);
    buffer.extend([d2 >> 2; 5]);
    buffer.extend([d2 >> 1; 30]);
    let first = usize::from((rows.wrapping_sub(0xC0) as u16 & 0x3F0) >> 4);
    Deformation { top: i32::from(rows), left: s1_blocks(&buffer, first, rows) }
}

/// s1disasm `Drown_WobbleData` (REV01): the background's line offsets under Labyrinth's water.
const WOBBLE: [i8; 128] = [
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -2, -2, -2,
    -2, -2, -3, -3, -3, -3, -3, -3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
];

/// s1disasm `Deform_LZ` (REV01): the whole background at 1/2 of the camera's moves from the camera's start
/// (`BGScroll_XY`, $8000 a pixel; `BgScrollSpeed` starts it at the camera's x), its rows at 1/2 of the
/// camera's y (`BgScroll_LZ`: y/2 at the start); the lines below the water's surface wobble by
/// `Drown_WobbleData` (256 bytes, the REV01 table twice) from `(v_lz_deform's high byte + rows + line) & $FF`,
/// `v_lz_deform` adding $80 a frame (here from 0 at frame 0). The surface is the level's water height: the
/// game's moving water (`DynWater_LZ*`, `v_waterpos1`) is not in [`Scroll`].
pub(super) fn labyrinth(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll, water: Option<i32>) -> Deformation {
    let bg_x = bg_position(x0 as i16, x - x0, 0x8000);
    let rows = bg_position(((y0 as u16) >> 1) as i16, y - y0, 0x8000);
    let deform = ((frame as u16).wrapping_mul(0x80) >> 8) as u8;
    let mut wobble = deform.wrapping_add(rows as u8);
    let mut left = [0i32; LINES];
    for (line, slot) in left.iter_mut().enumerate() {
        let under = water.is_some_and(|water| (y as i16).wrapping_add(line as i16) >= water as i16);
        let offset = if under { i16::from(WOBBLE[usize::from(wobble) & 0x7F]) } else { 0 };
        *slot = -i32::from(bg_x.wrapping_neg().wrapping_add(offset));
        wobble = wobble.wrapping_add(1);
    }
    Deformation { top: i32::from(rows), left }
}

/// s1disasm `Deform_SBZ` act 1 (REV01): the background rows at 1/8 of the camera's y (`BgScroll_SBZ`: `(y &
/// $7F8) / 8 + 1` at the start, `BGScroll_YRelative` adds the moves · $2000), the blocks from `(rows & $1F0) /
/// 16`: 4 of clouds from 1/4 of the camera (a 16.16 step of `((−x/8 + x/4) · 8 divs 4) << 12`), 10 of distant
/// brown buildings at 1/4 (`BGScroll_Block3`, $4000 a pixel), 7 of upper black buildings at 3/8 (`Block2`,
/// $6000), 11 of lower black ones at 1/2 (`Block1`, $8000), all three from the camera's start.
pub(super) fn scrap_brain(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
    let moved = x - x0;
    let lower = bg_position(x0 as i16, moved, 0x8000);
    let upper = bg_position(x0 as i16, moved, 0x6000);
    let brown = bg_position(x0 as i16, moved, 0x4000);
    let rows = bg_position((((y0 as u16 & 0x7F8) >> 3) + 1) as i16, y - y0, 0x2000);
    let d2 = (x as i16).wrapping_neg() >> 2;
    let clouds = i32::from(divs_w(i32::from((d2 >> 1).wrapping_sub(d2)) << 3, 4)) << 12;
    let mut buffer = Vec::with_capacity(32);
    s1_run(&mut buffer, d2, clouds, 4);
    buffer.extend([brown.wrapping_neg(); 10]);
    buffer.extend([upper.wrapping_neg(); 7]);
    buffer.extend([lower.wrapping_neg(); 11]);
    let first = usize::from((rows as u16 & 0x1F0) >> 4);
    Deformation { top: i32::from(rows), left: s1_blocks(&buffer, first, rows) }
}

/// s1disasm `Deform_SBZ2` (REV01, Scrap Brain act 2): the whole background at 1/4 of the camera's moves from
/// the camera's start (`BGScroll_XY`, $4000 a pixel), its rows at 1/8 of the camera's y (`BgScroll_SBZ`:
/// `(y & $7F8) / 8 + 1` at the start, then $2000 a pixel).
pub(super) fn scrap_brain_2(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
    let bg_x = bg_position(x0 as i16, x - x0, 0x4000);
    let rows = bg_position((((y0 as u16 & 0x7F8) >> 3) + 1) as i16, y - y0, 0x2000);
    Deformation { top: i32::from(rows), left: [i32::from(bg_x); LINES] }
}

/// s1disasm `Deform_GHZ` (REV01, `DeformLayers (JP1).asm`): the background rows shift with the camera's y
/// (`$20 − (y & $7FF) / 32`, at least 0); from the top, the three cloud bands drifting 1, 3/4 and 1/2 px a frame
/// on top of the mountains, the mountains at 3/8 of the camera (`BGScroll_Block3`, $6000 a pixel), the hills
/// and waterfalls at 1/2 (`BGScroll_Block2`, $8000), then the water, speeding up line by line from the hills'
/// scroll towards the camera's (a 16.16 step of `((x − hills) · 256 / $68) · 256`). Both layers start at the
/// camera's start (`BgScrollSpeed`; `BgScroll_GHZ` clears the rest).
pub(super) fn green_hill(Scroll { camera: (x, y), start, frame }: Scroll) -> Deformation {
    let moved = i64::from(x - start.0);
    let word = |v: i64| v as i16;
    let mountains = word(i64::from(start.0) + ((moved * 0x6000) >> 16));
    let hills = word(i64::from(start.0) + ((moved * 0x8000) >> 16));
    let clouds = [frame as i64, (frame as i64 * 0xC000) >> 16, (frame as i64 * 0x8000) >> 16].map(word);
    let top = (0x20 - (((y as u16) & 0x7FF) >> 5) as i32).max(0);
    let mut left = [0i32; LINES];
    let mut line = 0;
    let mut put = |column: i16, count: usize| {
        for slot in left.iter_mut().skip(line).take(count) {
            *slot = i32::from(column);
        }
        line += count;
    };
    put(clouds[0].wrapping_add(mountains), (0x20 - top) as usize);
    put(clouds[1].wrapping_add(mountains), 16);
    put(clouds[2].wrapping_add(mountains), 16);
    put(mountains, 48);
    put(hills, 40);
    let diff = i32::from((x as i16).wrapping_sub(hills));
    let step = i32::from(((diff << 8) / 0x68) as i16) << 8;
    let mut acc = i32::from(hills) << 16;
    for _ in 0..0x48 + top {
        put((acc >> 16) as i16, 1);
        acc = acc.wrapping_add(step);
    }
    debug_assert_eq!(line, LINES);
    Deformation { top, left }
}
