//! The background's parallax as the games scroll it: for each of the screen's 224 lines, which column of the
//! background (plane B) is at the screen's left edge, and which background row is at the screen's top — what
//! a zone's `SwScrl_*` (Sonic 2) routine writes into `Horiz_Scroll_Buf` and `Vscroll_Factor_BG` each frame.
//! The play-test's game view draws the background through it; zones without a table here keep the plain
//! background (the layout at level scale, no parallax).

use formats::level::LevelEvents;

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

/// The background scroll of the level's zone; `None` for a zone with no table here.
pub fn deformation(events: LevelEvents, scroll: Scroll) -> Option<Deformation> {
    match events {
        LevelEvents::Ehz1 | LevelEvents::Ehz2 => Some(emerald_hill(scroll.camera.0, scroll.frame)),
        LevelEvents::Ghz1 | LevelEvents::Ghz2 | LevelEvents::Ghz3 => Some(green_hill(scroll)),
        _ => None,
    }
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

    fn at(camera: (i32, i32), frame: u64) -> Scroll {
        Scroll { camera, start: (0, 0), frame }
    }

    #[test]
    fn green_hill_bands_follow_deform_ghz() {
        // Started at camera x 0x40; now at x 0x440 (moved 1024), y 0x200 (rows shifted by 0x20 − 0x10 = 16),
        // 100 frames on.
        let scroll = Scroll { camera: (0x440, 0x200), start: (0x40, 0x3B0), frame: 100 };
        let d = deformation(LevelEvents::Ghz1, scroll).expect("Green Hill has a table");
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
        let high = deformation(LevelEvents::Ghz2, Scroll { camera: (0x40, 0x500), ..scroll }).expect("table");
        assert_eq!(high.top, 0);
        assert_eq!(high.bands()[0].1, 32);
    }

    #[test]
    fn emerald_hill_bands_follow_sw_scrl_ehz() {
        // Camera at x 0x1000 (4096): d2 = −4096.
        let d = deformation(LevelEvents::Ehz1, at((0x1000, 0x300), 0)).expect("Emerald Hill has a table");
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
        let d8 = deformation(LevelEvents::Ehz1, at((0x1000, 0x300), 8)).expect("table");
        assert_eq!(d8.left[80], 64 - 3);
        // Bands: the still sky first, then the clouds.
        assert_eq!(d.bands()[0..2], [(0, 22, 0), (22, 58, 64)]);
        // Other zones: no table.
        assert!(deformation(LevelEvents::Cpz1, at((0, 0), 0)).is_none());
    }
}
