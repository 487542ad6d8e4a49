//! Sonic 2's background scroll (s2disasm `SwScrl_*`, one-player paths): one function per zone's routine, each
//! citing it.

use super::{Deformation, LINES, Lines, Scroll, bg_position, divs_w};

/// `TempArray_LayerDef`'s ripple start: it counts down once every 8 frames (`Vint_runcount+3 & 7 == 0`, from
/// 0), `& $1F`.
fn ripple_start(frame: u64) -> usize {
    ((frame / 8) as i64).wrapping_neg() as usize & 0x1F
}

/// s2disasm `SwScrl_CPZ` (one player): the background in rows of 16 lines (`(Camera_BG_Y_pos & $3F0) / 16`
/// is the top one): rows 0–17 at `Camera_BG_X_pos` (1/8 of the camera: `InitCam_CPZ` starts it at x/8, each
/// frame adds the move `asl #5`), row 18 the same rippling (`SwScrl_RippleData`, 16 lines from
/// `TempArray_LayerDef & $1F`, moving every 8 frames), the rows below at `Camera_BG2_X_pos` (1/2: x/2, `asl
/// #7`). The background's rows follow the camera's y at 1/4 (`Camera_BG_Y_pos`: y/4, `asl #6`).
pub(super) fn chemical_plant(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll) -> Deformation {
    let bg_x = bg_position(((x0 as u16) >> 3) as i16, x - x0, 256 << 5);
    let bg2_x = bg_position(((x0 as u16) >> 1) as i16, x - x0, 256 << 7);
    let bg_y = bg_position(((y0 as u16) >> 2) as i16, y - y0, 256 << 6);
    let ripple = &RIPPLE[ripple_start(frame)..];
    let mut lines = Lines::new();
    let mut row = ((bg_y as u16 & 0x3F0) >> 4) as u8;
    let mut count = 16 - (bg_y as u16 & 0xF) as usize;
    while !lines.full() {
        match row.cmp(&18) {
            std::cmp::Ordering::Less => lines.put(i32::from(bg_x), count),
            std::cmp::Ordering::Greater => lines.put(i32::from(bg2_x), count),
            std::cmp::Ordering::Equal => {
                for &r in &ripple[..count] {
                    lines.put(-i32::from(bg_x.wrapping_neg().wrapping_add(i16::from(r))), 1);
                }
            }
        }
        row = row.wrapping_add(1);
        count = 16;
    }
    Deformation { top: i32::from(bg_y), left: lines.left }
}

/// Aquatic Ruin's and Mystic Cave's 16.16 step of x/10: `(x · 16 divs 10) << 12`.
fn tenth(x: i32) -> i32 {
    i32::from(divs_w(i32::from(x as i16) << 4, 10)) << 12
}

/// The screen's lines of a table of background rows (heights from the background's top, and their columns),
/// from the row at background row `top`, as `SwScrl_ARZ`/`SwScrl_MCZ` find it (`sub.w` until it borrows).
/// Past the table's end the game reads on past it; here the table starts over.
fn table_rows(top: u16, rows: &[(u16, i16)]) -> Lines {
    let total: u16 = rows.iter().map(|&(height, _)| height).sum();
    let mut above = top % total;
    let mut first = 0;
    while above >= rows[first].0 {
        above -= rows[first].0;
        first += 1;
    }
    let mut lines = Lines::new();
    lines.put(i32::from(rows[first].1), usize::from(rows[first].0 - above));
    for &(height, column) in rows.iter().cycle().skip(first + 1) {
        if lines.full() {
            break;
        }
        lines.put(i32::from(column), usize::from(height));
    }
    lines
}

/// s2disasm `SwScrl_WFZ_Normal_Array` and `SwScrl_WFZ_Transition_Array` (the fixed-bugs-off tables): segments
/// of the background as (lines, `TempArray_LayerDef` offset): 0 and 4 the background's x (its static parts and
/// Eggman's ship), 8, $C and $10 the large, medium and small clouds.
const WFZ_CLOUDS: [(u16, u8); 3] = [(0x20, 8), (0x30, 0xC), (0x30, 0x10)];
const WFZ_EDGE: [(u16, u8); 3] = [(0xC0, 0), (0xC0, 0), (0x80, 0)];

/// s2disasm `SwScrl_WFZ`: the background's segments from `Camera_BG_Y_pos & $7FF` (`.seg_loop`), the static
/// parts and the ship at `Camera_BG_X_pos`, the clouds drifting by themselves at 1/2, 1/4 and 1/8 px a frame
/// (`addi.l #$8000/$4000/$2000`: the game does not add the camera's moves — the fixed-bugs-off path), counted
/// here from the run's start; past camera x $2700 the transition table (Eggman's ship rows). The background
/// camera is the camera itself while `LevEvents_WFZ_Routine2` runs (the act's normal part: `ScrollBG` with no
/// offset); the offsets its later routines script for the ending are not modelled.
pub(super) fn wing_fortress(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
    let cloud = |per_frame: u64| ((frame.wrapping_mul(per_frame)) >> 16) as i16;
    let value = |offset: u8| match offset {
        8 => cloud(0x8000),
        0xC => cloud(0x4000),
        0x10 => cloud(0x2000),
        _ => x as i16,
    };
    let mut table: Vec<(u16, u8)> = WFZ_EDGE.to_vec();
    if (x as u16) >= 0x2700 {
        for _ in 0..7 {
            table.extend(WFZ_CLOUDS);
        }
        table.extend([(0x80, 4), (0x80, 4)]);
        for _ in 0..3 {
            table.extend(WFZ_CLOUDS);
        }
    } else {
        for _ in 0..11 {
            table.extend(WFZ_CLOUDS);
        }
    }
    table.extend(WFZ_EDGE);
    let rows: Vec<(u16, i16)> = table.iter().map(|&(lines, offset)| (lines, value(offset))).collect();
    let top = (y as u16) & 0x7FF;
    Deformation { top: i32::from(y as u16), left: table_rows(top, &rows).left }
}

/// s2disasm `SwScrl_DEZ`'s star speeds: how many pixels rows 1–23 and 26–28 of `TempArray_LayerDef` move a frame
/// (`addq.w #N,(a2)+`); row 24 moves 1 and row 25 is half of it (`lsr.w #1`).
const DEZ_STARS: [u16; 23] = [3, 2, 4, 1, 2, 4, 3, 4, 2, 6, 3, 4, 1, 2, 4, 3, 2, 3, 4, 1, 3, 4, 2];
const DEZ_STARS_LOW: [u16; 3] = [3, 2, 4];

/// s2disasm `SwScrl_DEZ` (the fixed-bugs-off path): the background in the 36 rows of `SwScrl_DEZ_RowHeights`
/// (128 lines of empty space, 28 rows of stars 8 lines each, the edge of Earth in 3, 5, 8 and 16 lines, then 3
/// × 128 of sky), found from `Camera_BG_Y_pos` — the camera's y, 1:1 (`InitCameraValues` and
/// `SetHorizVertiScrollFlagsBG` with the camera's moves `<< 8`). The empty space and the sky scroll with the
/// camera's x; the stars drift by themselves at their own speeds from the level's start (`TempArray_LayerDef`,
/// counted here from the run's start); Earth's rows at 5/8, 6/8 and 7/8 of row 24's count (16.16, `lsr.l #3`) and
/// its last row at 1 a frame. Past the table's end the game reads on past it; here the table starts over. The
/// final boss's screen shake is not modelled.
pub(super) fn death_egg(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
    let n = frame as u16;
    let mut value = [0i16; 36];
    value[0] = x as i16;
    for (i, speed) in DEZ_STARS.iter().enumerate() {
        value[1 + i] = n.wrapping_mul(*speed) as i16;
    }
    value[24] = n as i16;
    value[25] = (n >> 1) as i16;
    for (i, speed) in DEZ_STARS_LOW.iter().enumerate() {
        value[26 + i] = n.wrapping_mul(*speed) as i16;
    }
    let eighth = (u32::from(n) << 16) >> 3;
    let earth = |k: u32| ((u32::from(n) << 16).wrapping_sub(eighth * k) >> 16) as i16;
    (value[29], value[30], value[31]) = (earth(3), earth(2), earth(1));
    value[32] = n as i16;
    value[33..].fill(x as i16);
    let mut heights = [8u16; 36];
    heights[0] = 128;
    heights[29..33].copy_from_slice(&[3, 5, 8, 16]);
    heights[33..].fill(128);
    let rows: Vec<(u16, i16)> = heights.iter().copied().zip(value).collect();
    let top = y as u16;
    Deformation { top: i32::from(top), left: table_rows(top, &rows).left }
}

/// s2disasm `SwScrl_ARZ_RowHeights`: the background's 16 rows, from its top.
const ARZ_ROWS: [u16; 16] = [176, 112, 48, 96, 21, 12, 14, 6, 12, 31, 48, 192, 240, 240, 240, 240];

/// s2disasm `SwScrl_ARZ` (one player): the background in 16 rows of `SwScrl_ARZ_RowHeights`; rows 0–2 (the
/// leaves) and 11–15 at `Camera_BG_X_pos`, row 3 at x/10 (a 16.16 step `d` of `(x·16 divs 10) << 12`), rows
/// 4–9 at 3d … 8d and row 10 at 9d (the ruins' pillars, nearer and faster). `Camera_BG_X_pos` follows
/// `Camera_ARZ_BG_X_pos`, 281/256 of the camera (`InitCam_ARZ`: `x · $119 >> 8`, then the move `muls #281`
/// each frame), at most 16 px a frame (`SetHorizScrollFlagsBG_ARZ`, path-dependent): here it is that position
/// itself, which the game's falls behind while the camera moves 15 px a frame or more, catching up at up to 16
/// px a frame after. The rows follow the camera's y 1:1 in act 1
/// (from y − $180) and at 1/2 in act 2 (from (y − $E0) / 2). Where `Camera_BG_Y_pos` is past the table's
/// 1728 rows, the game reads past its tables; here those rows scroll at `Camera_BG_X_pos`. The boss's screen
/// shaking is not modelled.
pub(super) fn aquatic_ruin(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll, act2: bool) -> Deformation {
    let start_x = ((i32::from(x0 as i16) * 0x119) >> 8) as i16;
    let bg_x = bg_position(start_x, x - x0, 256 * 281);
    let bg_y = if act2 {
        bg_position(((y0 as i16).wrapping_sub(0xE0) as u16 >> 1) as i16, y - y0, 256 << 7)
    } else {
        bg_position((y0 as i16).wrapping_sub(0x180), y - y0, 256 << 8)
    };
    let step = tenth(x);
    let mut speeds = [bg_x; 16];
    speeds[3] = (step >> 16) as i16;
    for (k, speed) in speeds[4..=10].iter_mut().enumerate() {
        *speed = (step.wrapping_mul(k as i32 + 3) >> 16) as i16;
    }
    // The row at the screen's top and how many of its lines show (`sub.w` until it borrows).
    let mut above = bg_y as u16;
    let mut row = 0;
    while row < ARZ_ROWS.len() && above >= ARZ_ROWS[row] {
        above -= ARZ_ROWS[row];
        row += 1;
    }
    let mut lines = Lines::new();
    if row < ARZ_ROWS.len() {
        lines.put(i32::from(speeds[row]), usize::from(ARZ_ROWS[row] - above));
        for (&height, &speed) in ARZ_ROWS.iter().zip(&speeds).skip(row + 1) {
            lines.put(i32::from(speed), usize::from(height));
        }
    }
    let rest = LINES.saturating_sub(lines.line);
    lines.put(i32::from(bg_x), rest);
    Deformation { top: i32::from(bg_y), left: lines.left }
}

/// s2disasm `SwScrl_HTZ` (one player): from the top, 128 lines (the hills) at 1/8 of the camera, then 96 of
/// clouds at speeds from the scroll `delta = −x − clouds` (the clouds' counter, `TempArray_LayerDef+$22`,
/// adds 4 a frame; here from 0 at frame 0): a 16.16 accumulator from `delta asr 4` (fraction dropped) steps
/// `((delta/2 − delta/16) · 256 divs 112) · 256` — 17 steps before the screen's first cloud line (those are
/// the cloud art's `TempArray_LayerDef` words), then 4× steps between bands of 3, 5, 7, 8, 10, 15 and 3 × 16
/// lines. The background does not scroll vertically (`Camera_BG_Y_pos` stays 0); the earthquake's background
/// (`HTZ_Screen_Shake`, moved by the level's events) is [`super::in_play`]'s.
pub(super) fn hill_top(Scroll { camera: (x, _), frame, .. }: Scroll) -> Deformation {
    let d2 = (x as i16).wrapping_neg();
    let mut lines = Lines::new();
    lines.put(-i32::from(d2 >> 3), 128);
    let delta = d2.wrapping_sub((frame as u16).wrapping_mul(4) as i16);
    let sixteenth = delta >> 4;
    let d0 = i32::from((delta >> 1).wrapping_sub(sixteenth));
    let step = i32::from(divs_w(d0 << 8, 112)) << 8;
    let mut acc = i32::from(sixteenth) << 16;
    acc = acc.wrapping_add(step.wrapping_mul(17));
    for (steps, count) in [(0, 3), (4, 5), (4, 7), (8, 8), (8, 10), (12, 15), (12, 16), (16, 16), (16, 16)] {
        acc = acc.wrapping_add(step.wrapping_mul(steps));
        lines.put(-i32::from((acc >> 16) as i16), count);
    }
    Deformation { top: 0, left: lines.left }
}

/// s2disasm `SwScrl_CNZ` (one player): the background in rows of `SwScrl_CNZ_RowHeights` at columns from
/// `SwScrl_CNZ_GenerateScrollValues`: rows 0–6 (16 lines each) from the camera's x down by `(x/8 − x) / 8` a row
/// (16.16 step `(x asr 3 − x) << 13`), row 7 at x/16, row 8 (16 lines) at x/16 rippling (`SwScrl_RippleData`
/// from `−(Vint_runcount / 8) & $1F`), row 9 (240 lines) at x/8. The rows follow the camera's y at 1/64
/// (`Camera_BG_Y_pos = y lsr 6`); the search for the top row passes over row 8 (its height byte is 0), and
/// below row 9 the game reads past its table (here row 9 goes on).
pub(super) fn casino_night(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
    let bg_y = (y as u16) >> 6;
    let x = x as i16;
    let step = i32::from((x >> 3).wrapping_sub(x)) << 13;
    let mut speeds = [0i16; 10];
    for (k, speed) in speeds[..7].iter_mut().enumerate() {
        *speed = ((i32::from(x as u16) << 16).wrapping_add(step.wrapping_mul(k as i32)) >> 16) as i16;
    }
    speeds[7] = x >> 4;
    speeds[8] = x >> 4;
    speeds[9] = x >> 3;
    // The top row: rows 0–7 are 16 lines; then (row 8 passed over) row 9.
    let (mut row, mut count) = if bg_y < 128 {
        (usize::from(bg_y / 16), usize::from(16 - bg_y % 16))
    } else {
        (9, usize::from(240u16.saturating_sub(bg_y - 128)).max(1))
    };
    let mut lines = Lines::new();
    while !lines.full() {
        if row == 8 {
            for &r in &RIPPLE[ripple_start(frame)..][..16] {
                lines.put(-i32::from(speeds[8].wrapping_neg().wrapping_add(i16::from(r))), 1);
            }
        } else {
            lines.put(i32::from(speeds[row]), count);
        }
        row = (row + 1).min(9);
        count = if row == 9 { 240 } else { 16 };
    }
    Deformation { top: i32::from(bg_y), left: lines.left }
}

/// s2disasm `SwScrl_MCZ_RowHeights`: the background's 24 rows, from its top (512 lines).
const MCZ_ROWS: [u16; 24] = [37, 23, 18, 7, 7, 2, 2, 48, 13, 19, 32, 64, 32, 19, 13, 48, 2, 2, 7, 7, 32, 18, 23, 37];

/// Which multiple of x/10 each of `SwScrl_MCZ_RowHeights`' rows scrolls at.
const MCZ_SPEEDS: [i32; 24] = [9, 8, 7, 5, 4, 3, 2, 1, 5, 7, 8, 9, 8, 7, 5, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/// s2disasm `SwScrl_MCZ` (one player): the background in 24 rows of `SwScrl_MCZ_RowHeights`, each at a
/// multiple k of x/10 (16.16 step `(x · 16 divs 10) << 12`, k = 9 at the top and bottom, 1 in the middle).
/// The rows follow the camera's y (not stateful): `y divu 3 − 320` in act 1, `y divu 6 − 16` in act 2. Where
/// the rows are outside the table's 512 lines (above its top, or below its end), the game reads past its
/// table; here the table repeats. The boss's screen shaking is not modelled.
pub(super) fn mystic_cave(Scroll { camera: (x, y), .. }: Scroll, act2: bool) -> Deformation {
    let bg_y = if act2 { (y as u16 / 6).wrapping_sub(16) } else { (y as u16 / 3).wrapping_sub(320) };
    let step = tenth(x);
    let rows = MCZ_ROWS.iter().zip(MCZ_SPEEDS).map(|(&height, k)| (height, (step.wrapping_mul(k) >> 16) as i16));
    let lines = table_rows(bg_y, &rows.collect::<Vec<_>>());
    Deformation { top: i32::from(bg_y as i16), left: lines.left }
}

/// s2disasm `SwScrl_OOZ` (one player), filled from the screen's bottom up: the factory at `Camera_BG_X_pos`
/// (48 lines plus the rows `Camera_BG_Y_pos` is past $50, up to the whole screen), clouds of 8 lines at 1/8,
/// 1/16 and 1/4 of it and 7 at 1/16, the sun's 33 lines of heat haze not scrolling with the camera
/// (`SwScrl_RippleData` from `TempArray_LayerDef & $1F`, moving every 8 frames), clouds of 8 lines at 1/8,
/// 1/16, 1/4, 1/16, 1/8, then 72 lines of sky at `Camera_BG_X_pos`. `Camera_BG_X_pos` is 1/8 of the camera's
/// move from the start (`InitCam_OOZ` clears it; `asl #5` a frame), `Camera_BG_Y_pos` y/8 + $50 at the start,
/// then 1/8 of the camera's moves.
pub(super) fn oil_ocean(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll) -> Deformation {
    let bg_x = bg_position(0, x - x0, 256 << 5);
    let bg_y = bg_position(((y0 as u16 >> 3) + 0x50) as i16, y - y0, 256 << 5);
    let d7 = bg_x.wrapping_neg();
    let extra = (bg_y as u16).saturating_sub(80).min(176);
    // Scroll values from the bottom line up.
    let mut up: Vec<i16> = Vec::with_capacity(LINES);
    let mut band = |value: i16, count: usize| up.extend(std::iter::repeat_n(value, count));
    band(d7, 48 + usize::from(extra));
    let (fast, medium, slow) = (d7 >> 2, d7 >> 3, d7 >> 4);
    for value in [medium, slow, fast] {
        band(value, 8);
    }
    band(slow, 7);
    for &r in &RIPPLE[ripple_start(frame)..][..33] {
        band(i16::from(r), 1);
    }
    for value in [medium, slow, fast, slow, medium] {
        band(value, 8);
    }
    band(d7, 72);
    let mut left = [0i32; LINES];
    for (slot, value) in left.iter_mut().rev().zip(up) {
        *slot = -i32::from(value);
    }
    Deformation { top: i32::from(bg_y), left }
}

/// s2disasm `SwScrl_MTZ` (as `SwScrl_Minimal`): the whole background at `Camera_BG_X_pos`, 1/8 of the
/// camera (`InitCam_Std`: x asr 3, then the move `asl #5` a frame), its rows at `Camera_BG_Y_pos`, 1/4 of the
/// camera's y (y asr 2, `asl #6`).
pub(super) fn metropolis(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
    let bg_x = bg_position((x0 as i16) >> 3, x - x0, 256 << 5);
    let bg_y = bg_position((y0 as i16) >> 2, y - y0, 256 << 6);
    Deformation { top: i32::from(bg_y), left: [i32::from(bg_x); LINES] }
}

// s2disasm `SwScrl_RippleData`: the water's line offsets, read 21 at a time from a moving start (the engine's
// table, which the screen shake reads too).
use engine::objects::runtime::level_events::RIPPLE;

/// s2disasm `SwScrl_EHZ` (one player): from the top, 22 lines of still sky, 58 of clouds at 1/64 of the
/// camera, 21 of water rippling around them, 11 still, 16 lines at 1/16 and 16 at 3/32, then 78 lines of
/// ground whose speed grows line by line from 1/8 towards 1/2 (a 16.16 step of `((x/2 − x/8) · 256 / 48) ·
/// 256`, added once a line for 15 lines, twice every 2 lines for 18, three times every 3 lines for 45). The
/// routine writes 222 lines; the last 2 keep the buffer's cleared 0. The background does not scroll
/// vertically in Emerald Hill (`Camera_BG_Y_pos` stays 0).
pub(super) fn emerald_hill(camera_x: i32, frame: u64) -> Deformation {
    // Word arithmetic as the 68000 does it: d2 = −Camera_X_pos.
    let d2 = (camera_x as i16).wrapping_neg();
    let mut scroll = [0i16; LINES];
    let mut line = 0;
    let mut put = |value: i16, count: usize| {
        for slot in scroll.iter_mut().skip(line).take(count) {
            *slot = value;
        }
        line += count;
    };
    put(0, 22);
    let clouds = d2 >> 6;
    put(clouds, 58);
    // `TempArray_LayerDef` counts down once every 8 frames (`Vint_runcount+3 & 7 == 0`, from 0).
    let start = ((frame / 8) as i64).wrapping_neg() as usize & 0x1F;
    for &r in &RIPPLE[start..start + 21] {
        put(clouds.wrapping_add(i16::from(r)), 1);
    }
    put(0, 11);
    put(d2 >> 4, 16);
    put((d2 >> 4).wrapping_add((d2 >> 4) >> 1), 16);
    let diff = i32::from((d2 >> 1).wrapping_sub(d2 >> 3));
    // divs.w: the quotient truncates toward zero; then ext.l and asl.l #8.
    let step = i32::from(((diff << 8) / 0x30) as i16) << 8;
    let mut acc = i32::from(d2 >> 3) << 16;
    for (lines, per) in [(15, 1), (18, 2), (45, 3)] {
        for _ in 0..lines / per {
            put((acc >> 16) as i16, per);
            acc = acc.wrapping_add(step * per as i32);
        }
    }
    debug_assert_eq!(line, 222);
    Deformation { top: 0, left: scroll.map(|v| -i32::from(v)) }
}
