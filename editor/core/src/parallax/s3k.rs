//! Sonic 3 & Knuckles' background scroll (skdisasm `s3.asm`'s `*_BackgroundEvent` normal routines): each zone's
//! `*_Deform` fills `HScroll_table` with the background's columns and sets `Camera_Y_pos_BG_copy`, then
//! `ApplyDeformation` lays the table's entries down the screen by the zone's band heights
//! (`*_BGDeformArray`). One function per routine, each citing it.

use super::{Deformation, LINES, Lines};

/// s3.asm `ApplyDeformation`: the screen's lines from the background's row `bg_y` (`Camera_Y_pos_BG_copy`)
/// down a zone's band heights (a height with bit 15 set is a band of one entry a line); each band's lines take
/// its `HScroll_table` entry (`table`, in order). The bands above `bg_y` are skipped (`sub.w` until it goes
/// negative: a negative `bg_y` stretches the first band); `$7FFF` ends the array with one band past the screen.
fn apply_deformation(bg_y: i16, bands: &[u16], table: &[i16]) -> Lines {
    let mut lines = Lines::new();
    for column in band_columns(bg_y, bands, table, LINES) {
        lines.put(i32::from(column), 1);
    }
    lines
}

/// [`apply_deformation`]'s columns of `count` lines from the background's row `bg_y` (`ApplyDeformation3`,
/// `ApplyFGandBGDeformation`'s: a part of the screen).
fn band_columns(bg_y: i16, bands: &[u16], table: &[i16], count: usize) -> Vec<i16> {
    let mut columns = Vec::with_capacity(count);
    let mut above = Some(bg_y);
    let mut entry = 0;
    for &band in bands {
        let (per_line, height) = (band & 0x8000 != 0, (band & 0x7FFF) as i16);
        let (skip, lines) = match above {
            Some(y) => {
                let rest = y.wrapping_sub(height);
                if rest >= 0 {
                    // Wholly above the screen's top.
                    above = Some(rest);
                    entry += if per_line { height as usize } else { 1 };
                    continue;
                }
                above = None;
                // The band's lines from row `y` in (a per-line band's entries from there: `add.w d0,d2`; a
                // negative `bg_y` would read before them, here from the band's first).
                (height.wrapping_add(rest).max(0) as usize, usize::from(rest.unsigned_abs()))
            }
            None => (0, height as usize),
        };
        let lines = lines.min(count - columns.len());
        if per_line {
            // Past the table the game reads on in RAM; here 0.
            columns.extend((entry + skip..entry + skip + lines).map(|i| table.get(i).copied().unwrap_or(0)));
            entry += height as usize;
        } else {
            columns.extend(std::iter::repeat_n(table[entry], lines));
            entry += 1;
        }
        if columns.len() == count {
            break;
        }
    }
    columns
}

/// The high word of a 16.16 (`swap` then `move.w`).
fn high(value: i32) -> i16 {
    (value >> 16) as i16
}

/// s3.asm `HCZ2_BGDeformArray`: the band heights of Hydrocity 2's background.
const HCZ2_BANDS: [u16; 23] =
    [8, 8, 0x90, 0x10, 8, 0x30, 0x18, 8, 8, 0xA8, 0x30, 0x18, 8, 8, 0xA8, 0x30, 0x18, 8, 8, 0xB0, 0x10, 8, 0x7FFF];

/// s3.asm `HCZ2_BGDeformIndex`: groups of `HScroll_table` entries (byte offsets / 2) given one column, the
/// first group's at x/2, each next group's x/16 less.
const HCZ2_GROUPS: [&[usize]; 7] =
    [&[5, 10, 15, 22], &[6, 11, 16], &[0, 4, 7, 12, 17, 21], &[1, 8, 13, 18], &[9, 14], &[3, 20], &[2, 19]];

/// s3.asm `HCZ2_Deform` (`HCZ2BGE_Normal`, after the moving wall): the background's rows at the camera's y/4
/// (`asr.w #2`); its columns in seven speeds from x/2 down by x/16 (16.16 `asr.l #1`, step `asr.l #3` of
/// that), placed by `HCZ2_BGDeformIndex`, laid down `HCZ2_BGDeformArray` by `ApplyDeformation`.
pub(super) fn hydrocity_2(x: i32, y: i32) -> Deformation {
    let bg_y = (y as i16) >> 2;
    let mut column = (i32::from(x as i16) << 16) >> 1;
    let step = column >> 3;
    let mut table = [0i16; 23];
    for group in HCZ2_GROUPS {
        for &entry in group {
            table[entry] = high(column);
        }
        column = column.wrapping_sub(step);
    }
    Deformation { top: i32::from(bg_y), left: apply_deformation(bg_y, &HCZ2_BANDS, &table).left }
}

/// s3.asm `HCZ1_BGDeformArray`: 13 bands (the sky's and the cave's layers), then 192 lines of one entry each
/// (`$80C0`: the water's surface and the water), then one band past the screen.
const HCZ1_BANDS: [u16; 15] = [0x40, 8, 8, 5, 5, 6, 0xF0, 6, 5, 5, 8, 8, 0x30, 0x80C0, 0x7FFF];

/// s3.asm `HCZ1_Deform` (`HCZ1BGE_Normal`): the background's rows follow the camera's y at 1/4 around the
/// water line's equilibrium (`(y − $610) asr 2 + $190`); `d2 = (y − $610) asr 2 − (y − $610)` is where the
/// background's water line is against the screen's. The 13 upper bands are x/4 down by x/32 and back up
/// (entries 0–12: x/4, …, x/4 − 6·x/32, …, x/4); of the 192 per-line entries, the 96 above the water line
/// (13–108) take x/4 and the 96 below (109–204) x/4 − 6·x/32, the last entry (205) too. With `d2` non-zero
/// the lines beyond are a gradient from x down by x/128 a line (`asr.l #7`), toward the water line from its
/// far side, and the `|d2|` lines at the water line (when `|d2| < $60`) are chosen from the gradient by
/// `HCZ_WaterlineScroll_Data` — a binary table of the disassembly's that is not modelled here: those lines keep
/// the gradient's own entry.
pub(super) fn hydrocity_1(x: i32, y: i32) -> Deformation {
    let d0 = (y as i16).wrapping_sub(0x610);
    let quarter = d0 >> 2;
    let bg_y = quarter.wrapping_add(0x190);
    let d2 = quarter.wrapping_sub(d0);
    let bg_x = i32::from(x as i16) << 16;
    let mut table = [0i16; 206];
    if d2 != 0 {
        let step = bg_x >> 7;
        let gradient = (0..96).map(|k| high(bg_x.wrapping_sub(step.wrapping_mul(k))));
        if d2 <= -0x60 {
            // `loc_3C442`: forward from entry 13.
            for (k, column) in gradient.enumerate() {
                table[13 + k] = column;
            }
        } else {
            // `loc_3C45E`: backward from entry 204.
            for (k, column) in gradient.enumerate() {
                table[204 - k] = column;
            }
        }
    }
    let (quarter_x, step) = (bg_x >> 2, bg_x >> 5);
    let d3 = high(quarter_x);
    for k in 0..6 {
        let column = high(quarter_x.wrapping_sub(step.wrapping_mul(k)));
        (table[k as usize], table[12 - k as usize]) = (column, column);
    }
    let d4 = high(quarter_x.wrapping_sub(step.wrapping_mul(6)));
    (table[6], table[205]) = (d4, d4);
    if d2 < 0 {
        // The water line above the screen's: below it x/4 − 6·x/32; above it, `$60 + d2` lines of x/4.
        table[109..205].fill(d4);
        if let Ok(count) = usize::try_from(0x60 + i32::from(d2)) {
            table[13..13 + count].fill(d3);
        }
    } else {
        table[13..109].fill(d3);
        if let Ok(count) = usize::try_from(0x60 - i32::from(d2)) {
            table[205 - count..205].fill(d4);
        }
    }
    Deformation { top: i32::from(bg_y), left: apply_deformation(bg_y, &HCZ1_BANDS, &table).left }
}

/// Angel Island's lines split at the water line (`above`: `Water_level − Camera_Y_pos_copy`), as
/// `AIZ2_ApplyDeform` and `AIZ1_ApplyDeformWater` lay them: above it the bands from `bg_y`, each line moved by
/// `dry` (`AIZ2_ALZ_BGDeformDelta` from word `(frame asr 1 + 2·bg_y) & $1F`; act 1 none); below, the bands
/// again from the row behind the water line (`above + bg_y`), each line moved by `AIZ1_WaterBGDeformDelta`
/// from word `(frame asr 1 + 2·row) & $3F` (`ApplyFGandBGDeformation`: the column minus the delta). The water
/// at or above the screen's top: all lines under it (act 1's `ApplyDeformation3` with no lines above is not
/// followed: here the same).
fn split_at_water(bg_y: i16, bands: &[u16], table: &[i16], above: i16, dry: Option<&[i16; 32]>, frame: u64) -> Lines {
    let counter = (frame as u16 as i16) >> 1;
    let phase = |row: i16| counter.wrapping_add(row).wrapping_add(row) as u16 as usize >> 1;
    let dry_lines = if above <= 0 { 0 } else { (above as usize).min(LINES) };
    let mut lines = Lines::new();
    let columns = band_columns(bg_y, bands, table, dry_lines);
    for (k, column) in columns.into_iter().enumerate() {
        let delta = dry.map_or(0, |dry| dry[(phase(bg_y) + k) & 0x1F]);
        lines.put(i32::from(column.wrapping_sub(delta)), 1);
    }
    if dry_lines < LINES {
        let row = if dry_lines == 0 { bg_y } else { above.wrapping_add(bg_y) };
        let columns = band_columns(row, bands, table, LINES - dry_lines);
        for (k, column) in columns.into_iter().enumerate() {
            lines.put(i32::from(column.wrapping_sub(AIZ_WATER_BG_DELTA[(phase(row) + k) & 0x3F])), 1);
        }
    }
    lines
}

/// s3.asm `AIZ1_DeformArray`: Angel Island 1's bands (the clouds, the sky, 13 lines of one entry each — the
/// sea's horizon — and the island's layers), from `HScroll_table+$008` (entry 4).
const AIZ1_BANDS: [u16; 14] = [0xD0, 0x20, 0x30, 0x30, 0x10, 0x10, 0x10, 0x800D, 0xF, 6, 0xE, 0x50, 0x20, 0x7FFF];

/// s3.asm `AIZ1_Deform` and `AIZ1_ApplyDeformWater` (`AIZ1BGE_Normal`): the rows at the camera's y/2; with
/// `X = (x − $1300)/32` (16.16): the island's layers (entries 24–29) 14X, 16X, 18X, 20X, 18X, 16X (7/16 to
/// 5/8 of `x − $1300`); the clouds (entries 9 down to 4) `X/2 + k·X + (k+1)·C`, `C` the drift `HScroll_table+$3C` gains
/// $2000 a frame (from 0 at the run's start here); entry 10 X; the horizon's lines (11–23) X + (k+1)·X/8.
/// Under the water line the bands start again with the ripple ([`split_at_water`]). The foreground's own
/// ripple under water (`AIZ1_WaterFGDeformDelta`) is not modelled.
pub(super) fn angel_island_1(x: i32, y: i32, water: Option<i32>, frame: u64) -> Deformation {
    let bg_y = (y as i16) >> 1;
    let base = (i32::from((x as i16).wrapping_sub(0x1300)) << 16) >> 5;
    let mut table = [0i16; 30];
    let step = base.wrapping_mul(2);
    let mut d0 = step.wrapping_mul(7);
    table[24] = high(d0);
    for entries in [&[2usize, 25, 29][..], &[26, 28], &[27]] {
        d0 = d0.wrapping_add(step);
        for &entry in entries {
            table[entry] = high(d0);
        }
    }
    table[10] = high(base);
    let drift = (frame as u32).wrapping_mul(0x2000) as i32;
    let mut d0 = base >> 1;
    for entry in (4..10).rev() {
        d0 = d0.wrapping_add(drift);
        table[entry] = high(d0);
        d0 = d0.wrapping_add(base);
    }
    let mut d0 = base;
    for entry in &mut table[11..24] {
        d0 = d0.wrapping_add(base >> 3);
        *entry = high(d0);
    }
    let above = water.map_or(i16::MAX, |water| (water as i16).wrapping_sub(y as i16));
    let lines = split_at_water(bg_y, &AIZ1_BANDS, &table[4..], above, None, frame);
    Deformation { top: i32::from(bg_y), left: lines.left }
}

/// s3.asm `AIZ1_IntroDeformArray`: the intro's bands (from `HScroll_table+$028`, entry 20): $3E0 lines, 35 of 4,
/// one past the screen.
fn aiz1_intro_bands() -> [u16; 37] {
    let mut bands = [4u16; 37];
    (bands[0], bands[36]) = (0x3E0, 0x7FFF);
    bands
}

/// s3.asm `AIZ1_IntroDeform` (`AIZ1BGE_Intro`): the rows at the camera's y; the columns from x/2 (`asr.w`; the
/// camera's x — `Events_fg_1` when negative is not modelled): from $580 on all at x/2, else the first band at
/// x/2 and the sea's 36 bands of 4 lines ever faster, `(x/2 − $580)·(1 + (k+1)/32) + $580` (16.16).
pub(super) fn angel_island_1_intro(x: i32, y: i32) -> Deformation {
    let half = (x as i16) >> 1;
    let mut table = [half; 37];
    if half < 0x580 {
        let d0 = i32::from(half.wrapping_sub(0x580)) << 16;
        let step = d0 >> 5;
        for (k, entry) in table[1..].iter_mut().enumerate() {
            *entry = high(d0.wrapping_add(step.wrapping_mul(k as i32 + 1))).wrapping_add(0x580);
        }
    }
    let bg_y = y as i16;
    Deformation { top: i32::from(bg_y), left: apply_deformation(bg_y, &aiz1_intro_bands(), &table).left }
}

/// The fire that burns Angel Island 1 into act 2 (`AIZ1BGE_FireTransition` … `AIZ1BGE_Finish`,
/// `AIZ2BGE_FireRedraw`, `AIZ2BGE_WaitFire`): `PlainDeformation` at the background camera `AIZTrans_WavyFlame`
/// sets, x `$1000 + (counter & $60)` (`_unkEE8E` gains 6 a frame: counted here from the run's start), y the
/// fire's rise (`AIZ1_FireRise`: the engine's `Camera_Y_pos_BG_copy`). The flames' per-column vertical wave
/// (`AIZ_FlameVScroll`) is not modelled.
pub(super) fn angel_island_fire(bg_y: u16, frame: u64) -> Deformation {
    let x = 0x1000 + ((frame as u16).wrapping_mul(6) & 0x60);
    Deformation { top: i32::from(bg_y as i16), left: [i32::from(x); LINES] }
}

/// s3.asm `AIZ2_BGDeformArray`: the band heights of Angel Island 2's background.
const AIZ2_BANDS: [u16; 25] = [
    0x10, 0x20, 0x38, 0x58, 0x28, 0x40, 0x38, 0x18, 0x18, 0x90, 0x48, 0x10, 0x18, 0x20, 0x38, 0x58, 0x28, 0x40, 0x38,
    0x18, 0x18, 0x90, 0x48, 0x10, 0x7FFF,
];

/// s3.asm `AIZ2_BGDeformMake`: groups of the bands' entries (byte offsets / 2 from `HScroll_table+$1C0`), the
/// first group's at x/2, each next group's 3·x/64 more.
const AIZ2_GROUPS: [&[usize]; 7] =
    [&[9, 21], &[8, 10, 20, 22], &[7, 11, 19, 23], &[0, 6, 12, 18, 24], &[1, 5, 13, 17], &[2, 4, 14, 16], &[3, 15]];

/// s3.asm `AIZ2_ALZ_BGDeformDelta`: a line's shimmer above the water (the table repeats every 32 words).
const AIZ2_BG_DELTA: [i16; 32] =
    [-2, 1, 2, 2, -1, 2, 2, 1, 2, -1, -2, -2, -2, 1, -1, -1, -1, 0, -2, 0, 0, 0, -2, 0, -2, 2, 0, -2, 2, 2, -1, -2];

/// s3.asm `AIZ1_WaterBGDeformDelta` (read on into `LBZ_WaterWaveArray2`: the words repeat every 64): a line's
/// ripple under the water.
const AIZ_WATER_BG_DELTA: [i16; 64] = [
    0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 1, 1,
    1, 0, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, -1, -2, -2, -1, 0, 2, 2, 2, 2, 0,
];

/// s3.asm `AIZ2_Deform` and `AIZ2_ApplyDeform`'s background half (`AIZ2BGE_Normal`): the rows at
/// `(y − shake) asr 1 + shake` (`y` here already shaken: `AIZ2_ScreenEvent` adds `Screen_shake_offset`); the
/// columns in seven speeds from x/2 up by 3·x/64 (`Events_fg_1`: the camera's x, `Adjust_BGDuringLoop` takes
/// the bombership's loops out — not modelled: the camera's x), placed by `AIZ2_BGDeformMake`, laid down
/// `AIZ2_BGDeformArray`. Each line is then moved by a shimmer (`ApplyFGandBGDeformation`: column minus the
/// delta): above the water line (`Water_level`) `AIZ2_ALZ_BGDeformDelta` from word `(frame asr 1 + 2·row) &
/// $1F`, below it the bands start again at the row behind the water line, with `AIZ1_WaterBGDeformDelta` from
/// `& $3F` (`water`: `None` for a level with none). The foreground's own ripple (`AIZ2_FGDeformDelta`) and the bombership's phases are not modelled.
pub(super) fn angel_island_2(x: i32, y: i32, shake: i16, water: Option<i32>, frame: u64) -> Deformation {
    let camera_y = y as i16;
    let bg_y = (camera_y.wrapping_sub(shake) >> 1).wrapping_add(shake);
    let mut column = (i32::from(x as i16) << 16) >> 1;
    let step = (column >> 5).wrapping_mul(3);
    let mut table = [0i16; 25];
    for group in AIZ2_GROUPS {
        for &entry in group {
            table[entry] = high(column);
        }
        column = column.wrapping_add(step);
    }
    let above = water.map_or(i16::MAX, |water| (water as i16).wrapping_sub(camera_y));
    let lines = split_at_water(bg_y, &AIZ2_BANDS, &table, above, Some(&AIZ2_BG_DELTA), frame);
    Deformation { top: i32::from(bg_y), left: lines.left }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hydrocity_2_bands_follow_hcz2_deform() {
        // Camera (0x800, 0x400): rows at 0x100, the first seven bands (0x100 lines) above the screen. Columns
        // x/2 = 0x400 down by x/16 = 0x80: entry 7 is the third group's (0x300), 8 the fourth's, 9 the fifth's,
        // 10 the first's.
        let d = hydrocity_2(0x800, 0x400);
        assert_eq!(d.top, 0x100);
        assert_eq!(d.bands(), [(0, 8, 0x300), (8, 8, 0x280), (16, 168, 0x200), (184, 40, 0x400)]);
        // Near the top (rows at 4): the first band 4 lines in.
        let d = hydrocity_2(0x800, 0x10);
        assert_eq!(d.top, 4);
        assert_eq!(
            d.bands(),
            [(0, 4, 0x300), (4, 8, 0x280), (12, 144, 0x100), (156, 16, 0x180), (172, 8, 0x300), (180, 44, 0x400)]
        );
    }

    #[test]
    fn hydrocity_1_at_the_water_lines_equilibrium() {
        // y = $610: d2 = 0, rows at $190 = 400, 32 lines into the last upper band (368–416): x/4 = 0x200 to the
        // water line at screen line 112, x/4 − 6·x/32 = 0x80 below.
        let d = hydrocity_1(0x800, 0x610);
        assert_eq!(d.top, 0x190);
        assert_eq!(d.bands(), [(0, 112, 0x200), (112, 112, 0x80)]);
    }

    #[test]
    fn hydrocity_1_above_the_water_shows_the_gradient_below() {
        // y = $490: (y − $610) asr 2 = −$60, rows at $130 = 304 (32 lines into the $F0 band), d2 = $120: the
        // lower per-line entries (109–204) are the gradient x − k·x/128 backward from 204; the upper ones x/4.
        let d = hydrocity_1(0x800, 0x490);
        assert_eq!(d.top, 0x130);
        assert_eq!(
            d.bands()[..7],
            [
                (0, 32, 0x80),
                (32, 6, 0xC0),
                (38, 5, 0x100),
                (43, 5, 0x140),
                (48, 8, 0x180),
                (56, 8, 0x1C0),
                (64, 144, 0x200)
            ]
        );
        // Entry 109 = 0x800 − 95 · 0x10, then 0x10 more a line.
        assert_eq!(d.left[208], 0x210);
        assert_eq!(d.left[209], 0x220);
        assert_eq!(d.left[223], 0x300);
    }

    #[test]
    fn angel_island_2_bands_and_shimmer_follow_aiz2_deform() {
        // Camera (0x800, 0x400), no water, frame 0: rows at y/2 = 0x200 = 512, 112 lines into the $90 band
        // (400–544); columns x/2 = 0x400 up by 3·x/64 = 0x60 a group. The shimmer starts at word
        // (0 + 2·512) / 2 & $1F = 0: −2, 1, 2, 2, −1, … subtracted line by line.
        let d = angel_island_2(0x800, 0x400, 0, None, 0);
        assert_eq!(d.top, 0x200);
        assert_eq!(d.left[..5], [0x402, 0x3FF, 0x3FE, 0x3FE, 0x401]);
        // Band 10 (entry 10: the second group, 0x460) from line 32, 72 lines; then 0x4C0, 0x520, 0x580, 0x5E0.
        assert_eq!(d.left[32], 0x460 + 2);
        let unshimmered: Vec<i32> =
            d.left.iter().enumerate().map(|(k, &left)| left + i32::from(AIZ2_BG_DELTA[k & 0x1F])).collect();
        let mut lines = Lines::new();
        for (column, count) in [(0x400, 32), (0x460, 72), (0x4C0, 16), (0x520, 24), (0x580, 32), (0x5E0, 48)] {
            lines.put(column, count);
        }
        assert_eq!(unshimmered, lines.left);
        // Six frames on (`asr.w #1`: 3), one word further.
        assert_eq!(angel_island_2(0x800, 0x400, 0, None, 6).left[0], 0x400 - 1);
        // Shaken 3 px (the camera's y already moved): rows at (0x403 − 3) / 2 + 3.
        assert_eq!(angel_island_2(0x800, 0x403, 3, None, 0).top, 0x203);
    }

    #[test]
    fn angel_island_2_under_the_water_starts_the_bands_again_with_the_ripple() {
        // The water 100 lines down: 100 lines as above (line 99: 0x460 − word 3 = 2); below, the bands again
        // from row 100 + 512 = 612 (4 lines left of band 10, 0x460), the ripple from word (2·612 / 2) & $3F = 36.
        let d = angel_island_2(0x800, 0x400, 0, Some(0x400 + 100), 0);
        assert_eq!(d.left[99], 0x460 - 2);
        assert_eq!(d.left[100..104], [0x460, 0x460, 0x461, 0x461]); // words 36–39: 0, 0, −1, −1
        assert_eq!(d.left[104], 0x4C0 + 1); // word 40, then band 11
        // Wholly under water (the surface above the screen's top): from row 512, word 0 of the ripple.
        let d = angel_island_2(0x800, 0x400, 0, Some(0x300), 0);
        assert_eq!(d.left[..3], [0x400, 0x400, 0x401]);
    }

    #[test]
    fn angel_island_1_bands_follow_aiz1_deform() {
        // x = $1300 + $800: X = $40. Rows at y/2 = $180 = 384: the seven upper bands (384 lines) above the
        // screen; the horizon's 13 lines X + (k+1)·X/8, then the island's layers 14X, 16X, 18X, 20X, 18X, 16X.
        let d = angel_island_1(0x1300 + 0x800, 0x300, None, 0);
        assert_eq!(d.top, 0x180);
        let horizon: Vec<i32> = (1..=13).map(|k| 0x40 + 8 * k).collect();
        assert_eq!(d.left[..13], horizon[..]);
        assert_eq!(
            d.bands()[13..],
            [(13, 15, 0x380), (28, 6, 0x400), (34, 14, 0x480), (48, 80, 0x500), (128, 32, 0x480), (160, 64, 0x400)]
        );
        // At the top, 8 frames on: the clouds X/2 + k·X + (k+1)·C, C = 8 · $2000 = 1 px: entry 4 (k 5) then 5.
        let d = angel_island_1(0x1300 + 0x800, 0, None, 8);
        assert_eq!(d.bands()[..2], [(0, 0xD0, 0x20 + 5 * 0x40 + 6), (0xD0, 0x10, 0x20 + 4 * 0x40 + 5)]);
        // The water 100 lines down: the bands again from row 100 + 384, the ripple from word (2·484 / 2) & $3F = 36.
        let d = angel_island_1(0x1300 + 0x800, 0x300, Some(0x300 + 100), 0);
        assert_eq!(d.left[99], 0x500);
        // Row 484 is band 11's (432–512: 0x500): words 36–39 of the ripple 0, 0, −1, −1.
        assert_eq!(d.left[100..104], [0x500, 0x500, 0x501, 0x501]);
    }

    #[test]
    fn angel_island_1_intro_sea_follows_aiz1_intro_deform() {
        // x = $400: x/2 = $200 < $580: the 36 sea bands from x/2 on by ($200 − $580)/32 = −$1C each.
        // Rows at y = $3E0: the first ($3E0) band just above the screen.
        let d = angel_island_1_intro(0x400, 0x3E0);
        assert_eq!(d.top, 0x3E0);
        let bands = d.bands();
        assert_eq!(bands[0], (0, 4, 0x200 - 0x1C));
        assert_eq!(bands[34], (136, 4, 0x200 - 35 * 0x1C));
        assert_eq!(bands[35], (140, 84, 0x200 - 36 * 0x1C));
        // From x/2 = $580 on, all at x/2.
        assert_eq!(angel_island_1_intro(0xC00, 0x3E0).bands(), [(0, LINES, 0x600)]);
    }

    #[test]
    fn angel_island_fire_is_one_band_at_the_flames_camera() {
        let d = angel_island_fire(0x200, 0);
        assert_eq!((d.top, d.bands()), (0x200, vec![(0, LINES, 0x1000)]));
        // 6 frames: the counter 36, & $60 = $20.
        assert_eq!(angel_island_fire(0x200, 6).left[0], 0x1020);
    }
}
