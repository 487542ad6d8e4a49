//! Levels made from small synthetic images: exact counts after merging, exact slope collision, the report's
//! numbers, the tile lint, redrawing (proptest), and a whole-level image played.

use super::*;
use crate::lint::{Check, lint};
use engine::{Character, World};
use formats::art::{LevelArt, Plane, render_level};
use formats::inputs::Buttons;
use proptest::prelude::*;

const GRASS: [u8; 4] = [0, 200, 0, 255];
const DIRT: [u8; 4] = [128, 64, 0, 255];
const NONE: [u8; 4] = [0; 4];

/// The blocks of the test tileset, as functions of (x, y) in the block.
fn floor(x: usize, y: usize) -> [u8; 4] {
    let _ = x;
    match y {
        8 => GRASS,
        9.. => DIRT,
        _ => NONE,
    }
}
fn slope(x: usize, y: usize) -> [u8; 4] {
    if y + x >= 15 { DIRT } else { NONE }
}
fn quarter(x: usize, y: usize) -> [u8; 4] {
    let (fx, fy) = (x as f64 + 0.5, y as f64 + 0.5);
    if fx * fx + fy * fy >= 256.0 { DIRT } else { NONE }
}

/// 8 x 2 blocks: the top row empty; the bottom row a floor, a slope, the slope mirrored, a loop quarter, the
/// floor upside down, the slope turned round, nothing, the floor again.
fn tileset() -> RgbaImage {
    let mut img = RgbaImage::new(128, 32);
    for y in 16..32 {
        for x in 0..128 {
            let (b, px, py) = (x / 16, x % 16, y - 16);
            img.pixels[y * 128 + x] = match b {
                0 | 7 => floor(px, py),
                1 => slope(px, py),
                2 => slope(15 - px, py),
                3 => quarter(px, py),
                4 => floor(px, 15 - py),
                5 => slope(15 - px, 15 - py),
                _ => NONE,
            };
        }
    }
    img
}

#[test]
fn a_tileset_merges_duplicates_and_flipped_duplicates() {
    let made = level_from_image(&tileset(), ImageMode::Level, "test").unwrap();
    let r = &made.report;
    // Patterns: blank, the floor's lower half (one row of grass), the slope's triangle (its top-right and
    // bottom-left quarters are the same), full dirt, and the quarter's three partial quarters.
    assert_eq!(r.patterns, 7, "{r:?}");
    // Blocks: blank, floor, slope, quarter; every copy is one of them mirrored.
    assert_eq!(r.blocks, 4, "{r:?}");
    assert_eq!(r.tiles, 4, "empty, floor, slope, quarter");
    assert_eq!(r.chunks, 1);
    assert_eq!((r.quantise.colours_in, r.quantise.colours_rounded, r.quantise.lines_used), (2, 2, 1));
    assert_eq!((r.quantise.cells_lossy, r.quantise.colours_lost, r.simplified), (0, 0, 0));
    let chunk = &made.level.chunks[0];
    let refs: Vec<_> = chunk.blocks[8..16].iter().map(|b| (b.art, b.x_flip, b.y_flip)).collect();
    assert_eq!(
        refs,
        [
            (Some(1), false, false),
            (Some(2), false, false),
            (Some(2), true, false),
            (Some(3), false, false),
            (Some(1), false, true),
            (Some(2), true, true),
            (None, false, false),
            (Some(1), false, false),
        ]
    );
    // The colours avoid line 0 (the player's).
    assert!(made.level.art_edits.palette.keys().all(|&i| (16..32).contains(&i)), "{:?}", made.level.art_edits.palette);
}

#[test]
fn slope_floor_and_quarter_collision() {
    let made = level_from_image(&tileset(), ImageMode::Level, "test").unwrap();
    let tile_of = |i: usize| &made.level.tiles[usize::from(made.level.chunks[0].blocks[8 + i].a.tile)];
    let slope = tile_of(1);
    assert_eq!(slope.heights, std::array::from_fn(|x| x as i8 + 1));
    assert_eq!(slope.widths, std::array::from_fn(|y| y as i8 + 1));
    assert_eq!(slope.angle, 0xE0, "45° rising to the right, by CalcAngle");
    let floor = tile_of(0);
    assert_eq!((floor.heights, floor.angle), ([8; 16], 0x00));
    let quarter = tile_of(3);
    assert_eq!(quarter.heights[0], 0);
    assert_eq!(quarter.heights[15], 12);
    assert!(!quarter.is_flagged() && (0xC0..0xF0).contains(&quarter.angle), "{:#X}", quarter.angle);
    assert_eq!(made.level.chunks[0].blocks[8].a.solidity, Solidity::All);
}

#[test]
fn the_lint_finds_no_tile_problem_in_made_levels() {
    // The tileset, and shapes that need flagging or simplifying: a tuft on a floor, a full square, a wall,
    // a thin sliver, a hanging blob, a notch.
    let mut img = tileset();
    let extra: [fn(usize, usize) -> bool; 6] = [
        |x, y| y >= 10 || (y >= 6 && (6..9).contains(&x)),
        |_, _| true,
        |x, _| x < 5,
        |x, y| y >= 14 && x >= 13,
        |x, y| y < 3 + x / 4,
        |x, y| y >= 8 && !(5..8).contains(&x),
    ];
    for (i, f) in extra.iter().enumerate() {
        for y in 0..16 {
            for x in 0..16 {
                img.pixels[y * 128 + i * 16 + x] = if f(x, y) { DIRT } else { NONE };
            }
        }
    }
    let made = level_from_image(&img, ImageMode::Level, "test").unwrap();
    assert!(made.report.simplified >= 2, "{:?}", made.report);
    assert!(made.report.flagged >= 2, "{:?}", made.report);
    for (i, t) in made.level.tiles.iter().enumerate() {
        assert!(t.lint().is_empty(), "tile {i}: {:?} {t:?}", t.lint());
    }
    let tile_problems: Vec<_> = lint(&made.level).into_iter().filter(|p| p.check == Check::Tile).collect();
    assert!(tile_problems.is_empty(), "{tile_problems:?}");
}

/// The image as the art draws it: each opaque pixel rounded to the Mega Drive's colours.
fn rounded(img: &RgbaImage) -> Vec<[u8; 4]> {
    img.pixels
        .iter()
        .map(|&[r, g, b, a]| {
            if a < 128 {
                return [0; 4];
            }
            let [r, g, b] = formats::import::palette::colour_to_rgb(formats::import::palette::rgb_to_colour([r, g, b]));
            [r, g, b, 255]
        })
        .collect()
}

fn redraw(level: &Level) -> RgbaImage {
    let art = LevelArt::with_edits(None, &level.art_edits).expect("art");
    let (w, h) = level.pixel_size();
    render_level(&art, level, Plane::Both, (0, 0, w as usize, h as usize))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any small image with at most 15 colours comes back exactly (up to rounding), in either mode's art;
    /// any image at all never panics and makes only tiles the lint accepts.
    #[test]
    fn made_art_redraws_the_image(
        w in 1usize..4, h in 1usize..3,
        colours in proptest::collection::vec(any::<[u8; 3]>(), 1..15),
        picks in proptest::collection::vec((any::<u8>(), any::<u8>()), 48 * 32),
        wild in proptest::collection::vec(any::<[u8; 4]>(), 16 * 16),
    ) {
        let (w, h) = (w * 16, h * 16);
        let mut img = RgbaImage::new(w, h);
        for (i, p) in img.pixels.iter_mut().enumerate() {
            let (c, a) = picks[i];
            let [r, g, b] = colours[usize::from(c) % colours.len()];
            *p = [r, g, b, if a < 100 { 0 } else { 255 }];
        }
        let made = level_from_image(&img, ImageMode::Level, "p").unwrap();
        prop_assert_eq!(made.report.quantise.colours_lost, 0);
        let drawn = redraw(&made.level);
        let (lw, _) = made.level.pixel_size();
        let want = rounded(&img);
        for y in 0..h {
            for x in 0..w {
                prop_assert_eq!(drawn.pixels[y * lw as usize + x], want[y * w + x], "({}, {})", x, y);
            }
        }
        for t in &made.level.tiles {
            prop_assert!(t.lint().is_empty(), "{:?}", t);
        }
        let wild = RgbaImage { width: 16, height: 16, pixels: wild };
        for mode in ImageMode::ALL {
            let made = level_from_image(&wild, mode, "w").unwrap();
            for t in &made.level.tiles {
                prop_assert!(t.lint().is_empty(), "{:?}", t);
            }
        }
    }
}

#[test]
fn a_whole_level_image_plays() {
    // 1024 x 256: sky, then ground whose top is at y 192 with a gentle rise of 16 px over 64 px in the
    // middle (a plateau after it), dirt below.
    let (w, h) = (1024usize, 256usize);
    let top = |x: usize| -> usize {
        match x {
            0..512 => 192,
            512..576 => 192 - (x - 512) / 4,
            _ => 176,
        }
    };
    let mut img = RgbaImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let t = top(x);
            img.pixels[y * w + x] = if y == t {
                GRASS
            } else if y > t {
                DIRT
            } else {
                NONE
            };
        }
    }
    let made = level_from_image(&img, ImageMode::Level, "plays").unwrap();
    let level = &made.level;
    assert_eq!((level.layout.width(), level.layout.height()), (8, 2));
    assert_eq!(level.player_start.x, 24);
    assert_eq!(level.player_start.y, 192 - 20);
    let mut world = World::new(level, Character::Sonic);
    let mut landed = false;
    for _ in 0..600 {
        world.step(Buttons::RIGHT);
        landed |= !world.player.air;
        if world.player.pixel_x() > 700 {
            break;
        }
    }
    assert!(landed, "the player never landed");
    assert!(!world.player.air, "still on the ground after running");
    assert!(world.player.pixel_x() > 600, "ran right over the rise: at {}", world.player.pixel_x());
    assert_eq!(world.player.pixel_y(), 176 - 20, "on the plateau");
}

#[test]
fn a_tileset_has_room_above_each_row_of_blocks_and_plays() {
    let made = level_from_image(&tileset(), ImageMode::Tileset, "tiles").unwrap();
    let level = &made.level;
    // The test tileset's distinct blocks fit one row of 8: it sits under 3 empty block rows (48 px).
    assert_eq!((level.layout.width(), level.layout.height()), (1, 1));
    let blocks = &level.chunks[0].blocks;
    assert!(blocks[..3 * 8].iter().all(|b| b.art.is_none()), "the rows above are empty");
    assert!(blocks[3 * 8].art.is_some(), "the first block starts row 4");
    // x 24 is over the second block, the slope (height x + 1: 9 px at its x 8): the start stands on it.
    assert_eq!((level.player_start.x, level.player_start.y), (24, 3 * 16 + (16 - 9) - 20));
    let mut world = World::new(level, Character::Sonic);
    world.step(Buttons::NONE);
    assert!(!world.player.air, "standing on the first block on frame 1");
}
