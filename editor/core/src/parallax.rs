//! The background's parallax as the games scroll it: for each of the screen's 224 lines, which column of the
//! background (plane B) is at the screen's left edge, and which background row is at the screen's top — what
//! a zone's `SwScrl_*` (Sonic 2) or `Deform_*` (Sonic 1) routine writes into `Horiz_Scroll_Buf` and
//! `Vscroll_Factor_BG` (`v_hscrolltablebuffer`, `v_bgscrposy_vdp`) each frame.
//! The play-test's game view draws the background through it; zones without a table here keep the plain
//! background (the layout at level scale, no parallax).

use formats::Level;
use formats::level::{LevelEvents, SourceFormat};

/// Screen lines (the Mega Drive's H40 picture is 224 lines tall).
pub const LINES: usize = 224;

/// One frame's background scroll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deformation {
    /// The background row at the screen's top line (`Vscroll_Factor_BG`).
    pub top: i32,
    /// Per screen line, the background column at the screen's left edge (the negated plane B scroll of
    /// `Horiz_Scroll_Buf`).
    pub left: [i32; LINES],
}

impl Deformation {
    /// Consecutive lines with the same column, as (first line, line count, column): what to draw as one strip.
    pub fn bands(&self) -> Vec<(usize, usize, i32)> {
        let mut bands: Vec<(usize, usize, i32)> = Vec::new();
        for (line, &left) in self.left.iter().enumerate() {
            match bands.last_mut() {
                Some((_, count, column)) if *column == left => *count += 1,
                _ => bands.push((line, 1, left)),
            }
        }
        bands
    }
}

/// Where and when the background is scrolled: the camera's top-left now, where the camera started (Sonic 1's
/// background positions add up the camera's moves from there: `BgScrollSpeed`), and the frames since the start
/// (Emerald Hill's ripple moves every 8 frames, Green Hill's clouds drift by themselves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scroll {
    pub camera: (i32, i32),
    pub start: (i32, i32),
    pub frame: u64,
}

/// The background scroll of the level's zone (its events, else its source's section name); `None` for a zone
/// with no table here.
pub fn deformation(level: &Level, scroll: Scroll) -> Option<Deformation> {
    let format = level.source.as_ref().map(|source| source.format);
    let (is_s1, is_s2) = (format == Some(SourceFormat::SonLvlS1), format == Some(SourceFormat::SonLvlS2));
    match level.events {
        LevelEvents::Ehz1 | LevelEvents::Ehz2 => Some(emerald_hill(scroll.camera.0, scroll.frame)),
        LevelEvents::Ghz1 | LevelEvents::Ghz2 | LevelEvents::Ghz3 => Some(green_hill(scroll)),
        LevelEvents::Cpz1 | LevelEvents::Cpz2 => Some(chemical_plant(scroll)),
        LevelEvents::Arz1 => Some(aquatic_ruin(scroll, false)),
        LevelEvents::Arz2 => Some(aquatic_ruin(scroll, true)),
        LevelEvents::Htz1 | LevelEvents::Htz2 => Some(hill_top(scroll)),
        LevelEvents::Cnz1 | LevelEvents::Cnz2 => Some(casino_night(scroll)),
        LevelEvents::Mcz1 => Some(mystic_cave(scroll, false)),
        LevelEvents::Mcz2 => Some(mystic_cave(scroll, true)),
        LevelEvents::Ooz1 | LevelEvents::Ooz2 => Some(oil_ocean(scroll)),
        LevelEvents::Dez => Some(death_egg(scroll)),
        LevelEvents::Wfz => Some(wing_fortress(scroll)),
        LevelEvents::None if is_s2 && section(level).starts_with("Metropolis Zone") => Some(metropolis(scroll)),
        LevelEvents::Mz1 | LevelEvents::Mz2 | LevelEvents::Mz3 => Some(marble(scroll)),
        LevelEvents::Lz1 | LevelEvents::Lz2 | LevelEvents::Lz3 | LevelEvents::Sbz3 => {
            Some(labyrinth(scroll, level.water_height))
        }
        LevelEvents::None if is_s1 => match section(level) {
            name if name.starts_with("Spring Yard Zone") => Some(spring_yard(scroll)),
            name if name.starts_with("Star Light Zone") => Some(star_light(scroll)),
            "Scrap Brain Zone Act 1" => Some(scrap_brain(scroll)),
            "Scrap Brain Zone Act 2" => Some(scrap_brain_2(scroll)),
            _ => None,
        },
        _ => None,
    }
}

/// The section name of the level's source (`Spring Yard Zone Act 1`), for zones with no events variant.
fn section(level: &Level) -> &str {
    level.source.as_ref().map_or("", |source| source.section.as_str())
}

/// Screen lines filled from the top, band by band; lines past the screen's bottom are dropped.
struct Lines {
    left: [i32; LINES],
    line: usize,
}

impl Lines {
    fn new() -> Self {
        Lines { left: [0; LINES], line: 0 }
    }

    /// `count` lines at the background column `column`.
    fn put(&mut self, column: i32, count: usize) {
        let end = (self.line + count).min(LINES);
        self.left[self.line.min(LINES)..end].fill(column);
        self.line += count;
    }

    fn full(&self) -> bool {
        self.line >= LINES
    }
}

/// A background position's pixel (Sonic 2's `Camera_BG_X_pos` etc., Sonic 1's `v_bgscreenposx` etc., 16.16):
/// the start's pixel plus, each frame, the camera's move (`Camera_X_pos_diff`, `v_scrshiftx`: whole pixels in
/// 8.8) times `per_px` (16.16 a pixel). A sum of per-frame moves with nothing rounded per frame, so exactly
/// the start plus the camera's whole move times the factor — unless the camera jumps 128 px or more in one
/// frame (the 8.8 word overflows) or, in Sonic 1's vertically wrapping levels, the rows are masked with $3FF
/// on a wrap; neither is modelled.
fn bg_position(start: i16, moved: i32, per_px: i32) -> i16 {
    ((i32::from(start) << 16).wrapping_add(moved.wrapping_mul(per_px)) >> 16) as i16
}

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
fn chemical_plant(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll) -> Deformation {
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

/// `divs.w`'s result word (then `ext.l`): the quotient, truncated toward zero; on overflow the 68000 leaves
/// the dividend.
fn divs_w(dividend: i32, divisor: i32) -> i16 {
    let quotient = dividend / divisor;
    i16::try_from(quotient).unwrap_or(dividend as i16)
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
fn wing_fortress(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
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
fn death_egg(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
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
fn aquatic_ruin(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll, act2: bool) -> Deformation {
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
/// (`HTZ_Screen_Shake`, moved by the level's events) is not modelled.
fn hill_top(Scroll { camera: (x, _), frame, .. }: Scroll) -> Deformation {
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
fn casino_night(Scroll { camera: (x, y), frame, .. }: Scroll) -> Deformation {
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
fn mystic_cave(Scroll { camera: (x, y), .. }: Scroll, act2: bool) -> Deformation {
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
fn oil_ocean(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll) -> Deformation {
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
fn metropolis(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
    let bg_x = bg_position((x0 as i16) >> 3, x - x0, 256 << 5);
    let bg_y = bg_position((y0 as i16) >> 2, y - y0, 256 << 6);
    Deformation { top: i32::from(bg_y), left: [i32::from(bg_x); LINES] }
}

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
fn marble(Scroll { camera: (x, y), start: (x0, _), .. }: Scroll) -> Deformation {
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
fn spring_yard(Scroll { camera: (x, y), start: (_, y0), .. }: Scroll) -> Deformation {
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
fn star_light(Scroll { camera: (x, y), start: (_, y0), .. }: Scroll) -> Deformation {
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
fn labyrinth(Scroll { camera: (x, y), start: (x0, y0), frame }: Scroll, water: Option<i32>) -> Deformation {
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
fn scrap_brain(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
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
fn scrap_brain_2(Scroll { camera: (x, y), start: (x0, y0), .. }: Scroll) -> Deformation {
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
fn green_hill(Scroll { camera: (x, y), start, frame }: Scroll) -> Deformation {
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

/// s2disasm `SwScrl_RippleData`: the water's line offsets, read 21 at a time from a moving start.
const RIPPLE: [i8; 66] = [
    1, 2, 1, 3, 1, 2, 2, 1, 2, 3, 1, 2, 1, 2, 0, 0, 2, 0, 3, 2, 2, 3, 2, 2, 1, 3, 0, 0, 1, 0, 1, 3, 1, 2, 1, 3, 1, 2,
    2, 1, 2, 3, 1, 2, 1, 2, 0, 0, 2, 0, 3, 2, 2, 3, 2, 2, 1, 3, 0, 0, 1, 0, 1, 3, 1, 2,
];

/// s2disasm `SwScrl_EHZ` (one player): from the top, 22 lines of still sky, 58 of clouds at 1/64 of the
/// camera, 21 of water rippling around them, 11 still, 16 lines at 1/16 and 16 at 3/32, then 78 lines of
/// ground whose speed grows line by line from 1/8 towards 1/2 (a 16.16 step of `((x/2 − x/8) · 256 / 48) ·
/// 256`, added once a line for 15 lines, twice every 2 lines for 18, three times every 3 lines for 45). The
/// routine writes 222 lines; the last 2 keep the buffer's cleared 0. The background does not scroll
/// vertically in Emerald Hill (`Camera_BG_Y_pos` stays 0).
fn emerald_hill(camera_x: i32, frame: u64) -> Deformation {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn level(events: LevelEvents) -> Level {
        Level { events, ..Level::new("zone", formats::ChunkSize::Px128, 1, 1) }
    }

    fn at(camera: (i32, i32), frame: u64) -> Scroll {
        Scroll { camera, start: (0, 0), frame }
    }

    #[test]
    fn green_hill_bands_follow_deform_ghz() {
        // Started at camera x 0x40; now at x 0x440 (moved 1024), y 0x200 (rows shifted by 0x20 − 0x10 = 16),
        // 100 frames on.
        let scroll = Scroll { camera: (0x440, 0x200), start: (0x40, 0x3B0), frame: 100 };
        let d = deformation(&level(LevelEvents::Ghz1), scroll).expect("Green Hill has a table");
        assert_eq!(d.top, 16);
        let (mountains, hills) = (0x40 + 384, 0x40 + 512); // 1024 · 3/8, 1024 · 1/2
        assert_eq!(d.left[0..16], [100 + mountains; 16]); // the upper cloud: 32 − 16 lines
        assert_eq!(d.left[16..32], [75 + mountains; 16]); // 100 · 3/4
        assert_eq!(d.left[32..48], [50 + mountains; 16]);
        assert_eq!(d.left[48..96], [mountains; 48]);
        assert_eq!(d.left[96..136], [hills; 40]);
        // The water from the hills towards the camera: step ((0x440 − 0x240) · 256 / $68) · 256 = 4.92 px.
        let step = ((0x200 << 8) / 0x68) << 8;
        assert_eq!(d.left[136], hills);
        assert_eq!(d.left[137], hills + (step >> 16));
        assert_eq!(d.left[223], hills + ((87 * step) >> 16));
        // High up the rows do not shift: the upper cloud gets its 32 lines.
        let high = deformation(&level(LevelEvents::Ghz2), Scroll { camera: (0x40, 0x500), ..scroll }).expect("table");
        assert_eq!(high.top, 0);
        assert_eq!(high.bands()[0].1, 32);
    }

    #[test]
    fn wing_fortress_segments_follow_sw_scrl_wfz() {
        let level = level(LevelEvents::Wfz);
        // Background y $1F0: 16 lines of the first $200 static lines left, then the cloud rows; 64 frames on.
        let scroll = Scroll { camera: (0x1000, 0x1F0), start: (0x1000, 0x1F0), frame: 64 };
        let d = deformation(&level, scroll).expect("Wing Fortress has a table");
        assert_eq!(d.top, 0x1F0);
        assert_eq!(d.bands()[..5], [(0, 16, 0x1000), (16, 32, 32), (48, 48, 16), (96, 48, 8), (144, 32, 32)]);
        // Past x $2700 the transition table: after 7 cloud groups, Eggman's ship rows at the background's x.
        let ship = 0x200 + 7 * 0x80;
        let d = deformation(&level, Scroll { camera: (0x2800, ship), ..scroll }).expect("table");
        assert_eq!(d.bands()[0], (0, 224, 0x2800));
    }

    #[test]
    fn death_egg_rows_follow_sw_scrl_dez() {
        let level = level(LevelEvents::Dez);
        // Camera y $80: the screen's top is the first star row; 80 frames on.
        let scroll = Scroll { camera: (0x300, 0x80), start: (0x300, 0x80), frame: 80 };
        let d = deformation(&level, scroll).expect("Death Egg has a table");
        assert_eq!(d.top, 0x80);
        assert_eq!(d.left[0..8], [240; 8]); // row 1: 3 px a frame
        assert_eq!(d.left[8..16], [160; 8]); // row 2: 2
        assert_eq!(d.left[72..80], [480; 8]); // row 10: 6
        assert_eq!(d.left[184..192], [80; 8]); // row 24: 1 a frame
        assert_eq!(d.left[192..200], [40; 8]); // row 25: half of it
        // Lower: rows 27 and 28, then Earth from row 24's count (5/8, 6/8, 7/8 of 80, then 1 a frame), then the
        // sky with the camera's x.
        let d = deformation(&level, Scroll { camera: (0x300, 336), ..scroll }).expect("table");
        assert_eq!(
            d.bands()[..7],
            [(0, 8, 160), (8, 8, 320), (16, 3, 50), (19, 5, 60), (24, 8, 70), (32, 16, 80), (48, 176, 0x300)]
        );
    }

    #[test]
    fn emerald_hill_bands_follow_sw_scrl_ehz() {
        // Camera at x 0x1000 (4096): d2 = −4096.
        let d = deformation(&level(LevelEvents::Ehz1), at((0x1000, 0x300), 0)).expect("Emerald Hill has a table");
        assert_eq!(d.top, 0);
        assert_eq!(d.left[0..22], [0; 22]);
        assert_eq!(d.left[22..80], [64; 58]); // 4096 / 64
        // The water: clouds' column minus the ripple (start 0 on frame 0: 1, 2, 1, 3 …).
        assert_eq!(d.left[80..84], [63, 62, 63, 61]);
        assert_eq!(d.left[101..112], [0; 11]);
        assert_eq!(d.left[112..128], [256; 16]); // 4096 / 16
        assert_eq!(d.left[128..144], [384; 16]); // 4096 · 3/32
        // The ground: from 4096 / 8 = 512, step ((−2048 + 512) · 256 / 48) · 256 = −8192 · 256 (−32 px a line).
        assert_eq!(d.left[144..147], [512, 544, 576]);
        assert_eq!(d.left[158], 512 + 14 * 32);
        assert_eq!(d.left[159..161], [512 + 15 * 32, 512 + 15 * 32]);
        assert_eq!(d.left[221], d.left[219]);
        assert_eq!(d.left[222..], [0, 0]);
        // Frame 8: the ripple's start moves back one (`subq.w #1`, & $1F = 31).
        let d8 = deformation(&level(LevelEvents::Ehz1), at((0x1000, 0x300), 8)).expect("table");
        assert_eq!(d8.left[80], 64 - 3);
        // Bands: the still sky first, then the clouds.
        assert_eq!(d.bands()[0..2], [(0, 22, 0), (22, 58, 64)]);
        // Other zones: no table.
        assert!(deformation(&level(LevelEvents::Scz), at((0, 0), 0)).is_none());
    }

    #[test]
    fn chemical_plant_rows_follow_sw_scrl_cpz() {
        // Started at (0x100, 0x400): BG x/8 = 0x20, BG2 x/2 = 0x80, BG y/4 = 0x100. Now at (0x900, 0x420).
        let scroll = Scroll { camera: (0x900, 0x420), start: (0x100, 0x400), frame: 0 };
        let d = deformation(&level(LevelEvents::Cpz2), scroll).expect("Chemical Plant has a table");
        assert_eq!(d.top, 0x108); // 0x100 + 0x20 / 4: row 16, 8 lines in
        assert_eq!(d.left[0..24], [288; 24]); // rows 16-17 at 0x20 + 0x800 / 8
        // Row 18 ripples: 288 − 1, 2, 1, 3 … (`SwScrl_RippleData` from 0).
        assert_eq!(d.left[24..28], [287, 286, 287, 285]);
        assert_eq!(d.left[37..40], [286, 288, 288]); // the data's 13th to 16th: 2, 0, 0
        assert_eq!(d.left[40..], [1152; 184]); // rows 19-: 0x80 + 0x800 / 2
        // A 16.16 position: 1 px more of camera is 1/8 px of background, not yet a pixel.
        let d = deformation(&level(LevelEvents::Cpz1), Scroll { camera: (0x901, 0x420), ..scroll }).expect("table");
        assert_eq!(d.left[0], 288);
    }

    #[test]
    fn aquatic_ruin_rows_follow_sw_scrl_arz() {
        // Act 2, started at (0x200, 0x400): BG x = 0x200 · $119 >> 8 = 562, BG y = (0x400 − $E0) / 2 = 400.
        // Now at (0x1000, 0x401): BG x = 562 + 0xE00 · 281 / 256 = 4496, BG y = 400 + 1/2 = 400.
        let scroll = Scroll { camera: (0x1000, 0x401), start: (0x200, 0x400), frame: 0 };
        let d = deformation(&level(LevelEvents::Arz2), scroll).expect("Aquatic Ruin has a table");
        assert_eq!(d.top, 400);
        // x · 16 / 10 = 6553 sixteenths: row 3 at 409, rows 4-10 at 3 … 9 times it.
        let bands = [(0, 32, 409), (32, 21, 1228), (53, 12, 1638), (65, 14, 2047), (79, 6, 2457)];
        assert_eq!(d.bands()[0..5], bands);
        let bands = [(85, 12, 2866), (97, 31, 3276), (128, 48, 3686), (176, 48, 4496)];
        assert_eq!(d.bands()[5..], bands);
        // Act 1: BG y = y − $180 (1:1): 896 is 128 lines into row 12 (from 768), at BG x.
        let d = deformation(&level(LevelEvents::Arz1), Scroll { camera: (0x1000, 0x500), ..scroll }).expect("table");
        assert_eq!(d.top, 896);
        assert_eq!(d.bands(), [(0, 224, 4496)]);
    }

    #[test]
    fn hill_top_clouds_follow_sw_scrl_htz() {
        // Camera x 0x1000, frame 10 (the clouds' counter at 40): delta = −4096 − 40 = −4136, the accumulator from
        // −4136 asr 4 = −259, step ((−2068 + 259) · 256 divs 112 = −4134) · 256.
        let d = deformation(&level(LevelEvents::Htz1), at((0x1000, 0x400), 10)).expect("Hill Top has a table");
        assert_eq!(d.top, 0);
        let bands = [(0, 128, 512), (128, 3, 534), (131, 5, 599), (136, 7, 663), (143, 8, 792), (151, 10, 922)];
        assert_eq!(d.bands()[0..6], bands);
        assert_eq!(d.bands()[6..], [(161, 15, 1115), (176, 16, 1309), (192, 16, 1568), (208, 16, 1826)]);
    }

    #[test]
    fn casino_night_rows_follow_sw_scrl_cnz() {
        // Camera (0x1000, 0x400): BG y = 0x400 lsr 6 = 16, so row 0 is above the screen; rows step
        // (512 − 4096) << 13 = −448 px from 4096.
        let d = deformation(&level(LevelEvents::Cnz1), at((0x1000, 0x400), 0)).expect("Casino Night has a table");
        assert_eq!(d.top, 16);
        let bands = [(0, 16, 3648), (16, 16, 3200), (32, 16, 2752), (48, 16, 2304), (64, 16, 1856), (80, 16, 1408)];
        assert_eq!(d.bands()[0..6], bands);
        assert_eq!(d.left[96..112], [256; 16]); // row 7 at x/16
        assert_eq!(d.left[112..116], [255, 254, 255, 253]); // row 8 rippling around x/16
        assert_eq!(d.left[128..], [512; 96]); // row 9 at x/8
    }

    #[test]
    fn mystic_cave_rows_follow_sw_scrl_mcz() {
        // Act 1, camera (0x1000, 0x500): BG y = 1280 divu 3 − 320 = 106, 10 lines into row 7 (from 96); x/10 in
        // sixteenths 6553, so k · 6553 / 16: 409, 2047, 2866, 3276, 3686.
        let d = deformation(&level(LevelEvents::Mcz1), at((0x1000, 0x500), 0)).expect("Mystic Cave has a table");
        assert_eq!(d.top, 106);
        let bands = [(0, 38, 409), (38, 13, 2047), (51, 19, 2866), (70, 32, 3276), (102, 64, 3686)];
        assert_eq!(d.bands()[0..5], bands);
        assert_eq!(d.bands()[5..], [(166, 32, 3276), (198, 19, 2866), (217, 7, 2047)]);
        // Act 2: 1280 divu 6 − 16 = 197.
        let d = deformation(&level(LevelEvents::Mcz2), at((0x1000, 0x500), 0)).expect("table");
        assert_eq!(d.top, 197);
    }

    #[test]
    fn oil_ocean_bands_follow_sw_scrl_ooz() {
        // Started at (0x200, 0x300): BG x 0, BG y 0x300 / 8 + $50 = 176. Now at (0x1000, 0x380): BG x 0xE00 / 8 =
        // 448, BG y 176 + 0x80 / 8 = 192, so the factory has 48 + (192 − 80) = 160 lines.
        let scroll = Scroll { camera: (0x1000, 0x380), start: (0x200, 0x300), frame: 0 };
        let d = deformation(&level(LevelEvents::Ooz1), scroll).expect("Oil Ocean has a table");
        assert_eq!(d.top, 192);
        assert_eq!(d.left[64..], [448; 160]);
        assert_eq!(d.left[56..64], [56; 8]); // 448 / 8
        assert_eq!(d.left[48..56], [28; 8]); // 448 / 16
        assert_eq!(d.left[40..48], [112; 8]); // 448 / 4
        assert_eq!(d.left[33..40], [28; 7]);
        // The sun, from the bottom up: −1, −2, −1, −3 (`SwScrl_RippleData` from 0), its top line the 33rd: −1.
        assert_eq!(d.left[29..33], [-3, -1, -2, -1]);
        assert_eq!(d.left[0], -1);
        // BG y at $50: 48 lines of factory, the clouds and sun, and 72 of sky on top.
        let d = deformation(&level(LevelEvents::Ooz2), Scroll { camera: (0x1000, 0), start: (0x200, 0), frame: 0 })
            .expect("table");
        assert_eq!(d.top, 0x50);
        assert_eq!(d.bands()[0], (0, 72, 448));
        assert_eq!(d.left[176..], [448; 48]);
    }

    #[test]
    fn metropolis_follows_sw_scrl_mtz() {
        // Identified by its source's section. Started at (0x100, 0x200): BG (0x20, 0x80); now at (0x900, 0x300).
        let mut metropolis = level(LevelEvents::None);
        metropolis.source = Some(formats::level::LevelSource {
            format: SourceFormat::SonLvlS2,
            section: "Metropolis Zone Act 2".into(),
        });
        let scroll = Scroll { camera: (0x900, 0x300), start: (0x100, 0x200), frame: 0 };
        let d = deformation(&metropolis, scroll).expect("Metropolis has a table");
        assert_eq!(d.top, 0x80 + 0x40);
        assert_eq!(d.bands(), [(0, 224, 0x20 + 0x100)]);
        // The section of a Sonic 1 project is not Metropolis.
        metropolis.source.as_mut().expect("source").format = SourceFormat::SonLvlS1;
        assert!(deformation(&metropolis, scroll).is_none());
    }

    fn imported(format: SourceFormat, section: &str) -> Level {
        let source = formats::level::LevelSource { format, section: section.into() };
        Level { source: Some(source), ..level(LevelEvents::None) }
    }

    #[test]
    fn marble_blocks_follow_deform_mz() {
        // Started at x 0x100; now at (0x900, 0x300): the dungeon at 0x100 + 0x800 · 3/4 = 1792, the bushes at
        // 0x100 + 0x800 / 2 = 1280; rows $200 + (0x300 − $1C8) · 3 / 4 = 746, block 14, 10 lines in.
        let scroll = Scroll { camera: (0x900, 0x300), start: (0x100, 0x300), frame: 0 };
        let d = deformation(&level(LevelEvents::Mz1), scroll).expect("Marble has a table");
        assert_eq!(d.top, 746);
        assert_eq!(d.bands(), [(0, 22, 1280), (22, 202, 1792)]);
        // Higher up the rows stay at $200: the clouds from 2304 / 2 = 1152, a step of ((−576 + 2304) · 8 divs 5 =
        // 2764) << 12, 172.75 px a block; the mountains at 0x100 + 0x800 / 4 = 768.
        let d = deformation(&level(LevelEvents::Mz2), Scroll { camera: (0x900, 0x100), ..scroll }).expect("table");
        assert_eq!(d.top, 0x200);
        let bands = [(0, 16, 1152), (16, 16, 980), (32, 16, 807), (48, 16, 634), (64, 16, 461), (80, 32, 768)];
        assert_eq!(d.bands()[..6], bands);
        assert_eq!(d.bands()[6..], [(112, 112, 1280)]);
    }

    #[test]
    fn spring_yard_blocks_follow_deform_syz() {
        // Started at y 0x300: rows 0x300 · 48 >> 8 + 1 = 145; now at (0x1000, 0x340): 145 + 64 · 3/16 = 157, block
        // 9, 13 lines in. Mountains at 4096 / 8, buildings at 4096 / 4, then the bushes from 2048, a step of
        // ((−4096 + 2048) · 16 divs 14 = −2340) << 12.
        let scroll = Scroll { camera: (0x1000, 0x340), start: (0x200, 0x300), frame: 0 };
        let d = deformation(&imported(SourceFormat::SonLvlS1, "Spring Yard Zone Act 2"), scroll).expect("table");
        assert_eq!(d.top, 157);
        let bands = [(0, 51, 512), (51, 96, 1024), (147, 16, 2048), (163, 16, 2195), (179, 16, 2341)];
        assert_eq!(d.bands()[..5], bands);
        assert_eq!(d.bands()[5..], [(195, 16, 2487), (211, 13, 2633)]);
        // A Sonic 2 project's section of that name is not Sonic 1's.
        assert!(deformation(&imported(SourceFormat::SonLvlS2, "Spring Yard Zone Act 2"), scroll).is_none());
    }

    #[test]
    fn star_light_blocks_follow_deform_slz() {
        // Started at y 0x200: rows 0x200 / 2 + $C0 = 448; now at (0x800, 0x220): 464, block (464 − $C0) / 16 = 17.
        // The stars from 2048, a step of ((−256 + 2048) · 16 divs $1C = 1024) << 12, 64 px a block; then the distant
        // buildings at 2048 · 3/16.
        let scroll = Scroll { camera: (0x800, 0x220), start: (0x100, 0x200), frame: 0 };
        let d = deformation(&imported(SourceFormat::SonLvlS1, "Star Light Zone Act 1"), scroll).expect("table");
        assert_eq!(d.top, 464);
        let bands: Vec<_> = (0..11).map(|k| (k * 16, 16, 2048 - (17 + k as i32) * 64)).collect();
        assert_eq!(d.bands()[..11], bands[..]);
        assert_eq!(d.bands()[11..], [(176, 48, 384)]);
    }

    #[test]
    fn labyrinth_wobbles_under_the_water_as_deform_lz() {
        // Started at (0x100, 0x380): BG x 0x100 + 0x800 / 2 = 1280, rows 0x1C0 + 0x80 / 2 = 512. Frame 5:
        // v_lz_deform = $280, high byte 2. Water at 0x480: line 128 is the first below it.
        let scroll = Scroll { camera: (0x900, 0x400), start: (0x100, 0x380), frame: 5 };
        let mut lz = level(LevelEvents::Lz1);
        lz.water_height = Some(0x480);
        let d = deformation(&lz, scroll).expect("Labyrinth has a table");
        assert_eq!(d.top, 512);
        assert_eq!(d.left[..128], [1280; 128]);
        // Line i's wobble is Drown_WobbleData[(2 + 512 + i) & $FF]: line 134 → 8 (+1), line 200 → 202 (−2).
        assert_eq!(d.left[128], 1280);
        assert_eq!(d.left[134], 1279);
        assert_eq!(d.left[200], 1282);
        // No water: no wobble.
        let d = deformation(&level(LevelEvents::Sbz3), scroll).expect("table");
        assert_eq!(d.bands(), [(0, 224, 1280)]);
    }

    #[test]
    fn scrap_brain_blocks_follow_deform_sbz() {
        // Act 1. Started at (0x100, 0x280): rows (0x280 & $7F8) / 8 + 1 = 81; now at (0x900, 0x300): 81 + 0x80 / 8 =
        // 97, block 6, 1 line in: the brown buildings at 0x100 + 0x800 / 4, the upper black ones at 3/8.
        let scroll = Scroll { camera: (0x900, 0x300), start: (0x100, 0x280), frame: 0 };
        let d = deformation(&imported(SourceFormat::SonLvlS1, "Scrap Brain Zone Act 1"), scroll).expect("table");
        assert_eq!(d.top, 97);
        assert_eq!(d.bands(), [(0, 127, 768), (127, 97, 1024)]);
        // Act 2: the whole background at 0x100 + 0x800 / 4.
        let d = deformation(&imported(SourceFormat::SonLvlS1, "Scrap Brain Zone Act 2"), scroll).expect("table");
        assert_eq!(d.top, 97);
        assert_eq!(d.bands(), [(0, 224, 768)]);
    }
}
