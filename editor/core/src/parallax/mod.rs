//! The background's parallax as the games scroll it: for each of the screen's 224 lines, which column of the
//! background (plane B) is at the screen's left edge, and which background row is at the screen's top — what
//! a zone's `SwScrl_*` (Sonic 2), `Deform_*` (Sonic 1) or `*_Deform` (Sonic 3 & Knuckles) routine writes into
//! `Horiz_Scroll_Buf` and `Vscroll_Factor_BG` (`v_hscrolltablebuffer`, `v_bgscrposy_vdp`, S3K's
//! `H_scroll_buffer` and `Camera_Y_pos_BG_copy`) each frame.
//! The play-test's game view draws the background through it; zones without a table here keep the plain
//! background (the layout at level scale, no parallax).

mod s1;
mod s2;
mod s3k;

use engine::objects::runtime::level_events;
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
    act_deformation(level, level.events, scroll, 0, level.water_height)
}

/// [`deformation`] for the act whose events run now (`events`: Hydrocity 1 goes on as act 2), with Sonic 3 &
/// Knuckles' screen shake (`Screen_shake_offset`, already in the camera's y) and water line.
fn act_deformation(
    level: &Level,
    events: LevelEvents,
    scroll: Scroll,
    shake: i16,
    water: Option<i32>,
) -> Option<Deformation> {
    let format = level.source.as_ref().map(|source| source.format);
    let (is_s1, is_s2) = (format == Some(SourceFormat::SonLvlS1), format == Some(SourceFormat::SonLvlS2));
    let is_s3k = format == Some(SourceFormat::SonLvlS3K);
    match events {
        LevelEvents::Aiz1Intro => Some(s3k::angel_island_1_intro(scroll.camera.0, scroll.camera.1)),
        // SonLVL's `Sonic 3\\Angel Island Zone Act 1` (the act without its intro).
        LevelEvents::None if is_s3k && section(level).ends_with("Angel Island Zone Act 1") => {
            Some(s3k::angel_island_1(scroll.camera.0, scroll.camera.1, water, scroll.frame))
        }
        LevelEvents::Aiz2 => Some(s3k::angel_island_2(scroll.camera.0, scroll.camera.1, shake, water, scroll.frame)),
        LevelEvents::Hcz1 => Some(s3k::hydrocity_1(scroll.camera.0, scroll.camera.1)),
        LevelEvents::Hcz2 => Some(s3k::hydrocity_2(scroll.camera.0, scroll.camera.1)),
        LevelEvents::Ehz1 | LevelEvents::Ehz2 => Some(s2::emerald_hill(scroll.camera.0, scroll.frame)),
        LevelEvents::Ghz1 | LevelEvents::Ghz2 | LevelEvents::Ghz3 => Some(s1::green_hill(scroll)),
        LevelEvents::Cpz1 | LevelEvents::Cpz2 => Some(s2::chemical_plant(scroll)),
        LevelEvents::Arz1 => Some(s2::aquatic_ruin(scroll, false)),
        LevelEvents::Arz2 => Some(s2::aquatic_ruin(scroll, true)),
        LevelEvents::Htz1 | LevelEvents::Htz2 => Some(s2::hill_top(scroll)),
        LevelEvents::Cnz1 | LevelEvents::Cnz2 => Some(s2::casino_night(scroll)),
        LevelEvents::Mcz1 => Some(s2::mystic_cave(scroll, false)),
        LevelEvents::Mcz2 => Some(s2::mystic_cave(scroll, true)),
        LevelEvents::Ooz1 | LevelEvents::Ooz2 => Some(s2::oil_ocean(scroll)),
        LevelEvents::Dez => Some(s2::death_egg(scroll)),
        LevelEvents::Wfz => Some(s2::wing_fortress(scroll)),
        LevelEvents::None if is_s2 && section(level).starts_with("Metropolis Zone") => Some(s2::metropolis(scroll)),
        LevelEvents::Mz1 | LevelEvents::Mz2 | LevelEvents::Mz3 => Some(s1::marble(scroll)),
        LevelEvents::Lz1 | LevelEvents::Lz2 | LevelEvents::Lz3 | LevelEvents::Sbz3 => {
            Some(s1::labyrinth(scroll, level.water_height))
        }
        LevelEvents::Syz1 | LevelEvents::Syz2 | LevelEvents::Syz3 => Some(s1::spring_yard(scroll)),
        LevelEvents::Slz1 | LevelEvents::Slz2 | LevelEvents::Slz3 => Some(s1::star_light(scroll)),
        LevelEvents::Sbz1 => Some(s1::scrap_brain(scroll)),
        LevelEvents::Sbz2 => Some(s1::scrap_brain_2(scroll)),
        // Levels imported before these zones had events variants.
        LevelEvents::None if is_s1 => match section(level) {
            name if name.starts_with("Spring Yard Zone") => Some(s1::spring_yard(scroll)),
            name if name.starts_with("Star Light Zone") => Some(s1::star_light(scroll)),
            "Scrap Brain Zone Act 1" => Some(s1::scrap_brain(scroll)),
            "Scrap Brain Zone Act 2" => Some(s1::scrap_brain_2(scroll)),
            _ => None,
        },
        _ => None,
    }
}

/// What the play-test's game view shows behind the level: the screen's top-left in level pixels (the camera,
/// moved by the screen shake: [`level_events::shake`], s2disasm `SwScrl_RippleData`) and the background's scroll
/// there. Hill Top's earthquake background (`Screen_Shaking_Flag_HTZ`: `SwScrl_HTZ`'s `HTZ_Screen_Shake`) is one
/// flat band at `Camera_BG_X_pos`, `Camera_BG_Y_pos` as its level events move it, shaken with the planes; the
/// other zones' tables ([`deformation`]) get the shake's y on their top line (`Vscroll_Factor_BG`; Aquatic Ruin's
/// and Mystic Cave's shake their sprites sideways, not their planes). `None` where the zone has no table.
pub fn in_play(level: &Level, play: &crate::playtest::PlayTest) -> Option<((i32, i32), Deformation)> {
    // The act in play (Hydrocity 1's act 2 runs act 2's background: `engine::World::act_events`).
    let events = play.world.act_events();
    let game = &play.world.objects.game;
    let (plane_x, _, y) = level_events::shake(events, game);
    let screen = (play.camera.x + i32::from(plane_x), play.camera.y + i32::from(y));
    let e = &game.events;
    if matches!(events, LevelEvents::Htz1 | LevelEvents::Htz2) && e.shaking_htz {
        let left = i32::from(e.bg_x.wrapping_add(plane_x));
        return Some((screen, Deformation { top: i32::from(e.bg_y.wrapping_add(y)), left: [left; LINES] }));
    }
    if events == LevelEvents::Hcz2 && e.hcz2_wall.moving {
        // Hydrocity 2's moving wall (`HCZ2BGE_WallMove`: `PlainDeformation`): the whole background at the
        // camera the wall moves (`engine::objects::s3k::hcz2_wall`).
        let (bx, by) = e.hcz2_wall.bg_camera;
        let top = i32::from(by as i16) + i32::from(y);
        return Some((screen, Deformation { top, left: [i32::from(bx as i16); LINES] }));
    }
    if matches!(events, LevelEvents::Aiz1Intro | LevelEvents::Aiz2) {
        return Some((screen, angel_island(level, events, play)));
    }
    // Sonic 3 & Knuckles' screen events add the shake to `Camera_Y_pos_copy` before the background's
    // routine reads it; the other games' shake the finished `Vscroll_Factor_BG`.
    let s3k = matches!(events, LevelEvents::Aiz2 | LevelEvents::Hcz1 | LevelEvents::Hcz2);
    let camera = (play.camera.x, play.camera.y + if s3k { i32::from(y) } else { 0 });
    let scroll = Scroll { camera, start: play.start_camera(), frame: play.frame() };
    let water = level.water_height.map(|_| play.world.water_level());
    let mut d = act_deformation(level, events, scroll, y, water)?;
    if !s3k {
        d.top += i32::from(y);
    }
    Some((screen, d))
}

/// Angel Island as its background event runs it now (`Events_routine_bg`, the engine's
/// [`engine::objects::s3k::aiz_fire::AizState`]): act 1 from its intro — the intro's sea
/// (`AIZ1BGE_Intro`), the island (`AIZ1BGE_Normal`), then the fire; act 2 (from the transition, or an act 2
/// level) — the fire until it dies down, then `AIZ2_Deform` from the camera's travel with the bombership's
/// loops left out (`Events_fg_1`) and its screen shake.
fn angel_island(level: &Level, events: LevelEvents, play: &crate::playtest::PlayTest) -> Deformation {
    use engine::objects::s3k::aiz_fire::bg;
    let aiz = &play.world.objects.game.events.aiz;
    let (x, y, frame) = (play.camera.x, play.camera.y, play.frame());
    let water = level.water_height.map(|_| play.world.water_level());
    if events == LevelEvents::Aiz2 && !aiz.act2 {
        // Before its first events (`AIZ2_BackgroundInit` then starts the travel at the camera's x).
        return s3k::angel_island_2(x, y, 0, water, frame);
    }
    if aiz.act2 {
        if matches!(aiz.bg_routine, bg::AIZ2_FIRE_REDRAW | bg::AIZ2_WAIT_FIRE) {
            return s3k::angel_island_fire(aiz.bg_pixel_y(), frame);
        }
        let shake = aiz.ship.shake_offset;
        let x = i32::from(aiz.ship.bg_travel as i16);
        return s3k::angel_island_2(x, y + i32::from(shake), shake, water, frame);
    }
    match aiz.bg_routine {
        bg::INTRO => s3k::angel_island_1_intro(x, y),
        routine if routine >= bg::FIRE_TRANSITION => s3k::angel_island_fire(aiz.bg_pixel_y(), frame),
        _ => s3k::angel_island_1(x, y, water, frame),
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

/// `divs.w`'s result word (then `ext.l`): the quotient, truncated toward zero; on overflow the 68000 leaves
/// the dividend.
fn divs_w(dividend: i32, divisor: i32) -> i16 {
    let quotient = dividend / divisor;
    i16::try_from(quotient).unwrap_or(dividend as i16)
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
        metropolis.source = Some(formats::level::LevelSource::new(SourceFormat::SonLvlS2, "Metropolis Zone Act 2"));
        let scroll = Scroll { camera: (0x900, 0x300), start: (0x100, 0x200), frame: 0 };
        let d = deformation(&metropolis, scroll).expect("Metropolis has a table");
        assert_eq!(d.top, 0x80 + 0x40);
        assert_eq!(d.bands(), [(0, 224, 0x20 + 0x100)]);
        // The section of a Sonic 1 project is not Metropolis.
        metropolis.source.as_mut().expect("source").format = SourceFormat::SonLvlS1;
        assert!(deformation(&metropolis, scroll).is_none());
    }

    fn imported(format: SourceFormat, section: &str) -> Level {
        let source = formats::level::LevelSource::new(format, section);
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

    /// Angel Island 1 without its intro (no events variant) is found by its section's name.
    #[test]
    fn angel_island_1_section_has_aiz1_deform() {
        let level = imported(SourceFormat::SonLvlS3K, "Sonic 3\\\\Angel Island Zone Act 1");
        let scroll = Scroll { camera: (0x2000, 0x300), start: (0, 0), frame: 4 };
        assert_eq!(deformation(&level, scroll), Some(s3k::angel_island_1(0x2000, 0x300, None, 4)));
    }

    /// A play-test of a small level with `events`, Sonic dropped at (400, 300).
    fn play(events: LevelEvents) -> crate::playtest::PlayTest {
        let mut level = formats::Level::new("zone", formats::ChunkSize::Px128, 64, 16);
        level.events = events;
        crate::playtest::PlayTest::start(&level, engine::Character::Sonic, Some((400, 300)))
    }

    /// Hill Top's earthquake background (`HTZ_Screen_Shake`): one flat band at `Camera_BG_X_pos`,
    /// `Camera_BG_Y_pos`; with `Screen_Shaking_Flag` the planes and the band shake by `SwScrl_RippleData`
    /// (y then x, from `Level_frame_counter` & $3F).
    #[test]
    fn hill_top_earthquake_background_is_flat_and_shakes() {
        let mut p = play(LevelEvents::Htz2);
        let level = Level { events: LevelEvents::Htz2, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let camera = (p.camera.x, p.camera.y);
        // No earthquake: the hills-and-clouds table, unshaken.
        let scroll = Scroll { camera, start: p.start_camera(), frame: p.frame() };
        assert_eq!(in_play(&level, &p), Some((camera, deformation(&level, scroll).expect("table"))));
        let e = &mut p.world.objects.game.events;
        (e.shaking_htz, e.bg_x, e.bg_y) = (true, 0x1500, 0x40);
        let (screen, d) = in_play(&level, &p).expect("the earthquake background");
        assert_eq!((screen, d.top, d.bands()), (camera, 0x40, vec![(0, LINES, 0x1500)]));
        p.world.objects.game.events.shaking = true;
        p.world.objects.game.frame_counter = 0x43; // n = 3: y 3, x 1
        let (screen, d) = in_play(&level, &p).expect("shaking");
        assert_eq!((screen, d.top, d.bands()), ((camera.0 + 1, camera.1 + 3), 0x43, vec![(0, LINES, 0x1501)]));
    }

    /// Mystic Cave's boss shakes the screen: the planes and the background's top line 1–3 px down, the planes'
    /// columns unmoved (only the sprites move sideways, `Camera_X_pos_copy`).
    #[test]
    fn mystic_cave_shake_moves_the_view_down() {
        let mut p = play(LevelEvents::Mcz2);
        let level = Level { events: LevelEvents::Mcz2, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let (camera, still) = in_play(&level, &p).expect("Mystic Cave has a table");
        p.world.objects.game.events.shaking = true;
        p.world.objects.game.frame_counter = 0x10; // n = $10: y 2, x 0
        let (screen, d) = in_play(&level, &p).expect("table");
        assert_eq!((screen, d.top, d.left), ((camera.0, camera.1 + 2), still.top + 2, still.left));
    }

    /// Hydrocity 2's moving wall (`HCZ2BGE_WallMove`: `PlainDeformation`): while the chase is on, one flat band at
    /// the background camera the wall moves (`Camera_X_pos_BG_copy`, `Camera_Y_pos_BG_copy`), both moved by the
    /// screen shake's y (`Screen_shake_offset`); once it is over, the zone's usual background.
    #[test]
    fn hydrocity_2_moving_wall_is_one_band_at_the_walls_camera() {
        let mut p = play(LevelEvents::Hcz2);
        let level = Level { events: LevelEvents::Hcz2, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let camera = (p.camera.x, p.camera.y);
        let wall = &mut p.world.objects.game.events.hcz2_wall;
        (wall.moving, wall.bg_camera, wall.shake_offset) = (true, (0x100u16.wrapping_sub(0x20), 0x300), 2);
        let (screen, d) = in_play(&level, &p).expect("the wall's background");
        assert_eq!((screen, d.top, d.bands()), ((camera.0, camera.1 + 2), 0x302, vec![(0, LINES, 0xE0)]));
        // Over: `HCZ2_Deform` from the shaken camera (`HCZ2_ScreenEvent` adds the shake first).
        p.world.objects.game.events.hcz2_wall.moving = false;
        let scroll = Scroll { camera: (camera.0, camera.1 + 2), start: p.start_camera(), frame: p.frame() };
        assert_eq!(in_play(&level, &p).map(|(_, d)| d), deformation(&level, scroll));
        assert_eq!(deformation(&level, scroll), Some(s3k::hydrocity_2(camera.0, camera.1 + 2)));
    }

    /// Angel Island 2 in play: `AIZ2_Deform` at the camera and the run's frame, the water line the engine's.
    #[test]
    fn angel_island_2_in_play_is_aiz2_deform() {
        let p = play(LevelEvents::Aiz2);
        let mut level = Level { events: LevelEvents::Aiz2, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let camera = (p.camera.x, p.camera.y);
        let dry = s3k::angel_island_2(camera.0, camera.1, 0, None, p.frame());
        assert_eq!(in_play(&level, &p), Some((camera, dry)));
        level.water_height = Some(camera.1 + 50);
        let wet = s3k::angel_island_2(camera.0, camera.1, 0, Some(p.world.water_level()), p.frame());
        assert_eq!(in_play(&level, &p), Some((camera, wet)));
    }

    /// Angel Island 1 from its intro in play: the intro's sea (`AIZ1_IntroDeform`) until the background event
    /// moves on, then `AIZ1_Deform`; the fire's flat band once it burns.
    #[test]
    fn angel_island_1_in_play_follows_its_background_routine() {
        use engine::objects::s3k::aiz_fire::bg;
        let mut p = play(LevelEvents::Aiz1Intro);
        let level = Level { events: LevelEvents::Aiz1Intro, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let camera = (p.camera.x, p.camera.y);
        assert_eq!(in_play(&level, &p), Some((camera, s3k::angel_island_1_intro(camera.0, camera.1))));
        p.world.objects.game.events.aiz.bg_routine = bg::NORMAL;
        assert_eq!(in_play(&level, &p).map(|(_, d)| d), Some(s3k::angel_island_1(camera.0, camera.1, None, p.frame())));
        p.world.objects.game.events.aiz.bg_routine = bg::FIRE_REFRESH;
        let (_, d) = in_play(&level, &p).expect("the fire");
        assert_eq!(d, s3k::angel_island_fire(p.world.objects.game.events.aiz.bg_pixel_y(), p.frame()));
    }

    /// Hydrocity 1 in play: `HCZ1_Deform` at the camera.
    #[test]
    fn hydrocity_1_in_play_is_hcz1_deform() {
        let p = play(LevelEvents::Hcz1);
        let level = Level { events: LevelEvents::Hcz1, ..Level::new("zone", formats::ChunkSize::Px128, 64, 16) };
        let camera = (p.camera.x, p.camera.y);
        assert_eq!(in_play(&level, &p), Some((camera, s3k::hydrocity_1(camera.0, camera.1))));
    }
}
