//! Exact sensor results (SPG "Solid Tiles", `../shared/SPEC-NOTES.md` "Sensors against solid tiles", S2
//! `FindFloor`, `FindFloor2`, `FindWall`, `FindWall2`).

use crate::support::grid::{add_tile, both, flipped, grid_level, on, put, tile, wall_tile};
use engine::sensor::{ANGLE_BUFFER_START, Direction, SensorHit, SolidBit, sense};
use engine::terrain::Terrain;
use formats::{ChunkSize, Layer, Level, SolidTile, Solidity};

// ---------------------------------------------------------------------------------------------------------
// Every branch of the distance rules at every in-tile offset, in all four directions.
// ---------------------------------------------------------------------------------------------------------

/// A tile whose every column (row, for horizontal sensors) has height `k` *as seen by a sensor pointing
/// `d`*: Up sees heights negated (S2's `d6 = $800`), Left sees widths negated (`d6 = $400`).
fn uniform_tile(d: Direction, k: i8, angle: u8) -> SolidTile {
    match d {
        Direction::Down => SolidTile { heights: [k; 16], widths: [0; 16], angle },
        Direction::Up => SolidTile { heights: [-k; 16], widths: [0; 16], angle },
        Direction::Right => wall_tile([k; 16], angle),
        Direction::Left => wall_tile([-k; 16], angle),
    }
}

const ANGLE_BEHIND: u8 = 0x10;
const ANGLE_ANCHOR: u8 = 0x20;
const ANGLE_AHEAD: u8 = 0x30;

/// The anchor tile is block (2, 3) of a one-chunk level; "behind" is one tile against the direction
/// (where regression looks), "ahead" one tile along it (where extension looks).
const ANCHOR_BLOCK: (i32, i32) = (2, 3);

struct Scenario {
    name: &'static str,
    behind: Option<i8>,
    anchor: Option<i8>,
    ahead: Option<i8>,
    /// Distance for in-tile offset o = 0..15 counted along the direction.
    distance: [i32; 16],
    /// Per offset: which tile the hit is in ('b' behind, 'a' anchor, 'f' further/ahead, '-' none).
    hit: &'static str,
    /// Per offset: which tile wrote the angle last (same letters; '-' = none visited).
    angle: &'static str,
}

const SCENARIOS: &[Scenario] = &[
    Scenario {
        name: "0 < h < 16 in the anchor tile: 15 - (h + o)",
        behind: Some(16),
        anchor: Some(5),
        ahead: Some(16),
        distance: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1, -2, -3, -4, -5],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "h = 1",
        behind: None,
        anchor: Some(1),
        ahead: None,
        distance: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, -1],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "h = 15",
        behind: None,
        anchor: Some(15),
        ahead: None,
        distance: [0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "h = 16, nothing behind: regression finds no tile, -1 - o",
        behind: None,
        anchor: Some(16),
        ahead: None,
        distance: [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "h = 16, an empty column behind: same distance, but the tile behind writes its angle",
        behind: Some(0),
        anchor: Some(16),
        ahead: None,
        distance: [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "bbbbbbbbbbbbbbbb",
    },
    Scenario {
        name: "h = 16, surface 7 behind: 15 - (7 + o) - 16",
        behind: Some(7),
        anchor: Some(16),
        ahead: None,
        distance: [-8, -9, -10, -11, -12, -13, -14, -15, -16, -17, -18, -19, -20, -21, -22, -23],
        hit: "bbbbbbbbbbbbbbbb",
        angle: "bbbbbbbbbbbbbbbb",
    },
    Scenario {
        name: "h = 16, full behind: the deepest values, down to -32",
        behind: Some(16),
        anchor: Some(16),
        ahead: None,
        distance: [-17, -18, -19, -20, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32],
        hit: "bbbbbbbbbbbbbbbb",
        angle: "bbbbbbbbbbbbbbbb",
    },
    Scenario {
        name: "h = 16, hanging -6 behind: full when o lies inside it, else empty",
        behind: Some(-6),
        anchor: Some(16),
        ahead: None,
        distance: [-17, -18, -19, -20, -21, -22, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16],
        hit: "bbbbbbaaaaaaaaaa",
        angle: "bbbbbbbbbbbbbbbb",
    },
    Scenario {
        name: "hanging -16 in the anchor tile is always inside: regression",
        behind: None,
        anchor: Some(-16),
        ahead: Some(5),
        distance: [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, -16],
        hit: "aaaaaaaaaaaaaaaa",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "hanging -6 in the anchor tile: regression inside it, extension beyond it",
        behind: Some(7),
        anchor: Some(-6),
        ahead: Some(5),
        distance: [-8, -9, -10, -11, -12, -13, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11],
        hit: "bbbbbbffffffffff",
        angle: "bbbbbbffffffffff",
    },
    Scenario {
        name: "empty column, surface 5 ahead: 15 - (5 + o) + 16 (a hit can be 16..30)",
        behind: Some(16),
        anchor: Some(0),
        ahead: Some(5),
        distance: [26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11],
        hit: "ffffffffffffffff",
        angle: "ffffffffffffffff",
    },
    Scenario {
        name: "no anchor tile, surface 5 ahead",
        behind: None,
        anchor: None,
        ahead: Some(5),
        distance: [26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11],
        hit: "ffffffffffffffff",
        angle: "ffffffffffffffff",
    },
    Scenario {
        name: "no anchor tile, full ahead: 15 - o",
        behind: None,
        anchor: None,
        ahead: Some(16),
        distance: [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
        hit: "ffffffffffffffff",
        angle: "ffffffffffffffff",
    },
    Scenario {
        name: "empty column, nothing ahead: 31 - o, nothing found, the anchor tile's angle stays",
        behind: None,
        anchor: Some(0),
        ahead: None,
        distance: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
        hit: "----------------",
        angle: "aaaaaaaaaaaaaaaa",
    },
    Scenario {
        name: "nothing at all: 31 - o and no angle",
        behind: Some(16),
        anchor: None,
        ahead: None,
        distance: [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
        hit: "----------------",
        angle: "----------------",
    },
    Scenario {
        name: "hanging -6 ahead: full when o lies inside it (15 - o), else nothing (31 - o)",
        behind: None,
        anchor: None,
        ahead: Some(-6),
        distance: [15, 14, 13, 12, 11, 10, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
        hit: "ffffff----------",
        angle: "ffffffffffffffff",
    },
];

/// Block coordinates of the anchor tile's neighbour `k` tiles along `d`.
fn along(d: Direction, k: i32) -> (usize, usize) {
    let (dx, dy) = d.step();
    ((ANCHOR_BLOCK.0 + dx * k) as usize, (ANCHOR_BLOCK.1 + dy * k) as usize)
}

/// The anchor pixel whose offset along `d` into the anchor tile is `o` (5 px into the tile across).
fn anchor(d: Direction, o: i32) -> (i32, i32) {
    let (bx, by) = (ANCHOR_BLOCK.0 * 16, ANCHOR_BLOCK.1 * 16);
    match d {
        Direction::Down => (bx + 5, by + o),
        Direction::Up => (bx + 5, by + 15 - o),
        Direction::Right => (bx + o, by + 5),
        Direction::Left => (bx + 15 - o, by + 5),
    }
}

fn scenario_level(d: Direction, s: &Scenario) -> Level {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let bit = d.default_solid_bit();
    let solidity = match bit {
        SolidBit::Top => Solidity::Top,
        SolidBit::LeftRightBottom => Solidity::LeftRightBottom,
    };
    for (k, h, angle) in [(-1, s.behind, ANGLE_BEHIND), (0, s.anchor, ANGLE_ANCHOR), (1, s.ahead, ANGLE_AHEAD)] {
        if let Some(h) = h {
            let t = add_tile(&mut level, uniform_tile(d, h, angle));
            let (bx, by) = along(d, k);
            put(&mut level, bx, by, both(t, solidity));
        }
    }
    level
}

#[test]
fn distance_rules_at_every_offset_in_every_direction() {
    for s in SCENARIOS {
        for d in Direction::ALL {
            let level = scenario_level(d, s);
            let terrain = Terrain::from_level(&level);
            for o in 0..16 {
                let (x, y) = anchor(d, o);
                let r = sense(&terrain, Layer::A, d.default_solid_bit(), d, x, y);
                let at = o as usize;
                let ctx = format!("{} | {d:?} o={o}", s.name);
                assert_eq!(r.distance, s.distance[at], "{ctx}");
                let which = |c: u8| match c {
                    b'b' => Some(-1),
                    b'a' => Some(0),
                    b'f' => Some(1),
                    _ => None,
                };
                let expected_hit = which(s.hit.as_bytes()[at]).map(|k| {
                    let (bx, by) = along(d, k);
                    (bx as i32 * 16, by as i32 * 16)
                });
                assert_eq!(r.hit.map(|h| (h.block_x, h.block_y)), expected_hit, "hit: {ctx}");
                let expected_angle = which(s.angle.as_bytes()[at]).map(|k| match k {
                    -1 => ANGLE_BEHIND,
                    0 => ANGLE_ANCHOR,
                    _ => ANGLE_AHEAD,
                });
                assert_eq!(r.angle, expected_angle, "angle: {ctx}");
                assert_eq!((r.x, r.y, r.direction), (x, y, d));
                assert_eq!(r.found(), r.hit.is_some());
                assert!((-32..=31).contains(&r.distance), "{ctx}");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// The SPG's worked examples.
// ---------------------------------------------------------------------------------------------------------

/// SPG "Height Masks": height array 0 0 1 2 2 3 4 5 5 6 6 7 8 9 9 9, angle 33.75° ($E8).
const SPG_MASK: [i8; 16] = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9];

/// A flat floor whose top pixel row is y = 736 ($2E0), 1024 px wide.
fn flat_floor_at_736() -> Level {
    let mut level = grid_level(ChunkSize::Px128, 8, 7);
    let full = add_tile(&mut level, SolidTile::FULL);
    for bx in 0..64 {
        put(&mut level, bx, 736 / 16, both(full, Solidity::All));
        put(&mut level, bx, 736 / 16 + 1, both(full, Solidity::All));
    }
    level
}

#[test]
fn spg_standing_20_px_above_the_ground() {
    // "Assuming the ground level to be at a Y position of 736 ($02E0), while standing Sonic is atop it at a
    // ypos of 716 ($02CC)": sensors A/B at ypos + 19 (Body Height Radius) touch the floor, distance 0.
    let terrain = Terrain::from_level(&flat_floor_at_736());
    for x in [716 - 9, 716 + 9, 300] {
        let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, 716 + 19);
        assert_eq!(r.distance, 0);
        assert_eq!(r.angle, Some(0x00));
        assert_eq!(r.surface_pixel(), (x, 736));
    }
    // One pixel lower he is 1 px inside; one higher, 1 px above.
    assert_eq!(sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 300, 717 + 19).distance, -1);
    assert_eq!(sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 300, 715 + 19).distance, 1);
    // The extension reaches 16 px below the feet, so a floor up to 16 px down is still reported.
    assert_eq!(sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 300, 736 - 16).distance, 15);
    let far = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 300, 736 - 17);
    assert_eq!((far.distance, far.found()), (16, false));
}

#[test]
fn spg_wall_left_side_at_704_and_right_side_at_831() {
    // "Assuming the wall's left side to be at an X position of 704 ($02C0), Sonic cannot get closer than an
    // xpos of 693 ($02B5). Assuming the wall's right side to be at an X position of 831 ($033F), Sonic cannot
    // get closer than an xpos of 842 ($034A)": Push Radius 10, so sensor F at xpos + 10 and E at xpos - 10
    // read distance 0 there.
    let mut level = grid_level(ChunkSize::Px128, 8, 2);
    let full = add_tile(&mut level, SolidTile::FULL);
    for by in 0..16 {
        for bx in 704 / 16..=831 / 16 {
            put(&mut level, bx, by, both(full, Solidity::All));
        }
    }
    let terrain = Terrain::from_level(&level);
    let y = 100;
    let f = sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, 693 + 10, y);
    assert_eq!(f.distance, 0);
    assert_eq!(f.hit, Some(SensorHit { tile: full, block_x: 704, block_y: 96 }));
    assert_eq!(sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, 694 + 10, y).distance, -1);
    assert_eq!(sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, 692 + 10, y).distance, 1);
    let e = sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, 842 - 10, y);
    assert_eq!(e.distance, 0);
    assert_eq!(e.hit, Some(SensorHit { tile: full, block_x: 816, block_y: 96 }));
    assert_eq!(e.surface_pixel(), (831, y));
    assert_eq!(sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, 841 - 10, y).distance, -1);
    assert_eq!(sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, 843 - 10, y).distance, 1);
}

#[test]
fn spg_ledge_right_edge_at_2655() {
    // "Assuming the right edge of the ledge to be an X position of 2655 ($0A5F) … He'll fall off at an xpos
    // of 2665 ($0A69) (edge pixel+10) when both sensors find nothing": sensor A at xpos - 9 still finds the
    // ledge at xpos 2664 and nothing at 2665.
    let mut level = grid_level(ChunkSize::Px128, 24, 2);
    let full = add_tile(&mut level, SolidTile::FULL);
    for bx in 0..=2655 / 16 {
        put(&mut level, bx, 10, both(full, Solidity::All));
    }
    let terrain = Terrain::from_level(&level);
    let feet = 160 - 1;
    let a = |xpos: i32| sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, xpos - 9, feet);
    assert_eq!((a(2664).distance, a(2664).found()), (0, true));
    assert_eq!((a(2665).distance, a(2665).found()), (31 - (feet & 15), false));
    assert_eq!(a(2665).distance, 16);
}

#[test]
fn spg_height_mask_example_and_its_flips() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let t = add_tile(&mut level, tile(SPG_MASK, 0xE8));
    for (bx, x_flip, y_flip) in [(1, false, false), (3, true, false), (5, false, true), (7, true, true)] {
        put(&mut level, bx, 3, flipped(both(t, Solidity::All), x_flip, y_flip));
    }
    let terrain = Terrain::from_level(&level);
    let down = |x: i32, y: i32| sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, y);
    let up = |x: i32, y: i32| sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Up, x, y);

    // No flip: "subtract the tile's X position from the sensor's X position" = column 11, height 7.
    let r = down(16 + 11, 48);
    assert_eq!((r.distance, r.angle), (15 - 7, Some(0xE8)));
    assert_eq!(down(16 + 11, 48 + 9).distance, -1); // the top solid pixel of column 11 is row 9
    assert_eq!(down(16, 48).distance, 31); // column 0 is empty, nothing below
    assert_eq!(down(16 + 15, 48 + 6).distance, 0); // column 15, height 9: top pixel row 7

    // X-flip: column !11 & 15 = 4, height 2; the angle negated: 0x100 - 0xE8 = 0x18.
    let r = down(48 + 11, 48);
    assert_eq!((r.distance, r.angle), (15 - 2, Some(0x18)));
    assert_eq!(down(48 + 15, 48).distance, 31); // column !15 = 0 is empty
    assert_eq!(down(48, 48).distance, 15 - 9);

    // Y-flip: heights negated (hanging from the top), the angle 0x80 - 0xE8 = 0x98. Column 11 hangs 7 px:
    // a downward sensor inside it regresses (nothing above: -1 - o), below it extends (nothing below).
    let r = down(80 + 11, 48);
    assert_eq!((r.distance, r.angle), (-1, Some(0x98)));
    assert_eq!(down(80 + 11, 48 + 6).distance, -7);
    assert_eq!(down(80 + 11, 48 + 7).distance, 31 - 7);

    // Both flips: column 4 hanging 2 px, angle 0x80 + 0xE8 = 0x68.
    let r = down(112 + 11, 48 + 1);
    assert_eq!((r.distance, r.angle), (-2, Some(0x68)));
    assert_eq!(down(112 + 11, 48 + 2).distance, 31 - 2);

    // Upward sensors read the same tiles with the Y-flip test inverted. Unflipped, column 11 is solid in rows
    // 9..15: from row 15 (o = 0) the sensor is 1 px inside; from row 8 (o = 7) 8 free px + an empty tile.
    let r = up(16 + 11, 48 + 15);
    assert_eq!((r.distance, r.angle), (-1, Some(0xE8)));
    assert_eq!(up(16 + 11, 48 + 8).distance, 24);
    // Y-flipped it is a ceiling: rows 0..6 of column 11 are solid; from row 15, 8 free pixels.
    let r = up(80 + 11, 48 + 15);
    assert_eq!((r.distance, r.angle), (8, Some(0x98)));
    assert_eq!(up(80 + 11, 48 + 7).distance, 0);
    assert_eq!(up(80 + 11, 48 + 6).distance, -1);
    // Both flips: column 4 (height 2) hangs from the top; angle 0x68.
    let r = up(112 + 11, 48 + 15);
    assert_eq!((r.distance, r.angle), (13, Some(0x68)));
}

#[test]
fn horizontal_sensors_read_the_width_array_with_flips() {
    // Widths derived from the SPG mask: rows 7..15 are 3 4 5 7 9 10 11 13 14 px wide from the right edge.
    let mask = tile(SPG_MASK, 0xE8);
    assert_eq!(mask.widths, [0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14]);
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let t = add_tile(&mut level, mask);
    for (by, x_flip, y_flip) in [(1, false, false), (3, true, false), (5, false, true), (7, true, true)] {
        put(&mut level, 3, by, flipped(both(t, Solidity::All), x_flip, y_flip));
    }
    let terrain = Terrain::from_level(&level);
    let right = |x: i32, y: i32| sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, x, y);
    let left = |x: i32, y: i32| sense(&terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, x, y);

    // No flip, row 12 (width 10): from the tile's left edge (o = 0) 15 - 10 = 5 free pixels.
    let r = right(48, 16 + 12);
    assert_eq!((r.distance, r.angle), (5, Some(0xE8)));
    // From the block on the left (x = 40, o = 8): the anchor tile is empty, extension: 15 - (10 + 8) + 16.
    assert_eq!(right(40, 16 + 12).distance, 13);
    // Quirk (S2 FindWall2): a left sensor at x = 64 extends into this tile, whose row 12 is solid from the
    // side the sensor comes from ("hanging" in the Left frame). The neighbour is judged with the anchor's
    // own offset o = 15, which is not inside the 10 px, so it counts as empty although pixel 63 is solid.
    let r = left(64, 16 + 12);
    assert_eq!((r.distance, r.found(), r.angle), (31 - 15, false, Some(0xE8)));
    // Inside it (x = 60, o = 3): the row hangs 10 px from the right in the Left frame; o inside → full,
    // regression to the empty block at x = 64: -1 - 3.
    assert_eq!(left(60, 16 + 12).distance, -4);
    // Past it (x = 53, o = 10): beyond the 10 px, extension to x = 37, empty: 31 - 10.
    assert_eq!(left(53, 16 + 12).distance, 21);

    // X-flip: the row is solid from the left edge; angle 0x18. Right sees it as hanging: o = 0 inside → -1.
    let r = right(48, 48 + 12);
    assert_eq!((r.distance, r.angle), (-1, Some(0x18)));
    assert_eq!(right(48 + 10, 48 + 12).distance, 31 - 10);
    // Left sees it as a floor of 10: from x = 63 (o = 0), 5 free pixels.
    assert_eq!(left(63, 48 + 12).distance, 5);

    // Y-flip: row !12 & 15 = 3 → width 0 … use row 4 → !4 & 15 = 11, width 9; angle 0x98.
    let r = right(48, 80 + 4);
    assert_eq!((r.distance, r.angle), (15 - 9, Some(0x98)));
    assert_eq!(right(48, 80 + 12).distance, 31); // row 3 is empty, and so is x = 64..79

    // Both flips: row 11 from the left edge (9 px), angle 0x68: Left from x = 63 sees 15 - 9 free pixels.
    let r = left(63, 112 + 4);
    assert_eq!((r.distance, r.angle), (6, Some(0x68)));
}

// ---------------------------------------------------------------------------------------------------------
// Solidity per layer, and the angle buffer.
// ---------------------------------------------------------------------------------------------------------

#[test]
fn top_only_blocks_are_seen_by_floor_checks_only_and_layers_are_separate() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let full = add_tile(&mut level, SolidTile { angle: 0x04, ..SolidTile::FULL });
    // Block (2, 3): layer A top-only, layer B left/right/bottom only.
    let mut block = on(Layer::A, full, Solidity::Top);
    *block.layer_mut(Layer::B) = formats::LayerCell { tile: full, solidity: Solidity::LeftRightBottom };
    put(&mut level, 2, 3, block);
    // Block (5, 3): solid on both bits, layer B only.
    put(&mut level, 5, 3, on(Layer::B, full, Solidity::All));
    let terrain = Terrain::from_level(&level);
    let s = |layer, bit, d, x, y| sense(&terrain, layer, bit, d, x, y);

    // Floor check (top bit) from 1 px above block (2, 3): layer A sees it, layer B does not.
    assert_eq!(s(Layer::A, SolidBit::Top, Direction::Down, 40, 47).distance, 0);
    assert_eq!(s(Layer::B, SolidBit::Top, Direction::Down, 40, 47).distance, 31 - 15);
    // Ceiling check (lrb bit) from 1 px below: layer B sees it, layer A (top-only) does not.
    let r = s(Layer::B, SolidBit::LeftRightBottom, Direction::Up, 40, 64);
    assert_eq!((r.distance, r.angle), (0, Some(0x04)));
    let r = s(Layer::A, SolidBit::LeftRightBottom, Direction::Up, 40, 64);
    assert_eq!((r.distance, r.angle, r.found()), (16, None, false));
    // Walls (lrb bit): same split.
    assert_eq!(s(Layer::B, SolidBit::LeftRightBottom, Direction::Right, 31, 50).distance, 0);
    assert_eq!(s(Layer::A, SolidBit::LeftRightBottom, Direction::Right, 31, 50).distance, 16);
    assert_eq!(s(Layer::B, SolidBit::LeftRightBottom, Direction::Left, 48, 50).distance, 0);
    assert_eq!(s(Layer::A, SolidBit::LeftRightBottom, Direction::Left, 48, 50).distance, 16);
    // Ground-following in the wall modes tests the top bit whatever the direction (S2 AnglePos).
    assert_eq!(s(Layer::A, SolidBit::Top, Direction::Right, 31, 50).distance, 0);
    // Solidity::All on layer B only: seen by every check on B, none on A.
    for d in Direction::ALL {
        let (x, y) = match d {
            Direction::Down => (85, 47),
            Direction::Up => (85, 64),
            Direction::Right => (79, 50),
            Direction::Left => (96, 50),
        };
        for bit in [SolidBit::Top, SolidBit::LeftRightBottom] {
            assert_eq!(s(Layer::B, bit, d, x, y).distance, 0, "{d:?} {bit:?}");
            assert!(!s(Layer::A, bit, d, x, y).found(), "{d:?} {bit:?}");
        }
    }
    assert_eq!(Direction::Down.default_solid_bit(), SolidBit::Top);
    for d in [Direction::Up, Direction::Left, Direction::Right] {
        assert_eq!(d.default_solid_bit(), SolidBit::LeftRightBottom);
    }
}

#[test]
fn not_solid_blocks_and_tile_zero_are_never_visited() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    // Even if someone draws into tile 0, it stays S2's "no collision" id and is skipped.
    level.tiles[0] = SolidTile { angle: 0x22, ..SolidTile::FULL };
    let full = add_tile(&mut level, SolidTile { angle: 0x0C, ..SolidTile::FULL });
    put(&mut level, 2, 3, both(0, Solidity::All));
    put(&mut level, 2, 4, both(full, Solidity::All));
    put(&mut level, 4, 3, both(full, Solidity::NotSolid));
    let terrain = Terrain::from_level(&level);
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 40, 48);
    assert_eq!((r.distance, r.angle, r.tile()), (15, Some(0x0C), Some(full)));
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 72, 48);
    assert_eq!((r.distance, r.angle, r.tile()), (31, None, None));
}

#[test]
fn the_angle_buffer_keeps_its_value_when_no_tile_is_visited() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let empty = add_tile(&mut level, SolidTile { angle: 0x40, ..SolidTile::EMPTY });
    put(&mut level, 2, 3, both(empty, Solidity::All));
    let terrain = Terrain::from_level(&level);
    // Nothing visited: the buffer keeps 0x03 ("flagged", so the player snaps its angle).
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 8, 8);
    assert_eq!(r.angle_or(ANGLE_BUFFER_START), 0x03);
    // An empty shape is still visited: it writes 0x40 although nothing was found.
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 40, 50);
    assert_eq!((r.angle_or(ANGLE_BUFFER_START), r.found(), r.distance), (0x40, false, 31 - 2));
}

// ---------------------------------------------------------------------------------------------------------
// Outside the level.
// ---------------------------------------------------------------------------------------------------------

#[test]
fn outside_the_level_reads_as_empty() {
    let mut level = grid_level(ChunkSize::Px128, 2, 1);
    let full = add_tile(&mut level, SolidTile::FULL);
    for bx in 0..16 {
        for by in 0..8 {
            put(&mut level, bx, by, both(full, Solidity::All));
        }
    }
    let terrain = Terrain::from_level(&level);
    let s = |d: Direction, x: i32, y: i32| sense(&terrain, Layer::A, d.default_solid_bit(), d, x, y);
    // Left of, right of, and more than a tile above and below a completely solid 256 x 128 level.
    assert_eq!(s(Direction::Down, -1, 50).distance, 31 - 2);
    assert_eq!(s(Direction::Down, 256, 50).distance, 31 - 2);
    let r = s(Direction::Up, 50, 144);
    assert_eq!((r.distance, r.found(), r.angle), (31 - 15, false, None));
    let r = s(Direction::Down, 50, -17);
    assert_eq!((r.distance, r.found(), r.angle), (31 - 15, false, None));
    // Approaching the level from outside finds its edge.
    assert_eq!(s(Direction::Down, 50, -1).distance, 0);
    assert_eq!(s(Direction::Up, 50, 128).distance, 0);
    assert_eq!(s(Direction::Right, -1, 50).distance, 0);
    assert_eq!(s(Direction::Left, 256, 50).distance, 0);
    assert_eq!(s(Direction::Up, 50, 128).tile(), Some(full));
    // Regression out of the top of the level: the block above counts as empty, -1 - o.
    let r = s(Direction::Down, 50, 5);
    assert_eq!((r.distance, r.hit.map(|h| (h.block_x, h.block_y))), (-6, Some((48, 0))));
    // Extreme anchors do not overflow.
    for d in Direction::ALL {
        for (x, y) in [(i32::MIN, i32::MIN), (i32::MAX, i32::MAX), (i32::MIN, 50), (50, i32::MAX)] {
            let r = s(d, x, y);
            assert!(!r.found());
            assert_eq!(r.angle, None);
        }
    }
}

#[test]
fn empty_layout_cells_missing_chunks_and_missing_tiles_read_as_empty() {
    let mut level = grid_level(ChunkSize::Px128, 3, 1);
    let full = add_tile(&mut level, SolidTile::FULL);
    for bx in 0..24 {
        put(&mut level, bx, 4, both(full, Solidity::All));
    }
    level.layout.set(1, 0, None);
    level.layout.set(2, 0, Some(999));
    put(&mut level, 3, 4, both(77, Solidity::All));
    let terrain = Terrain::from_level(&level);
    let s = |x: i32| sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, 63);
    assert_eq!(s(10).distance, 0);
    assert_eq!((s(50).distance, s(50).angle), (16, None)); // tile 77 does not exist
    assert_eq!(s(130).distance, 16);
    assert_eq!(s(260).distance, 16);
}

#[test]
fn sonic_1_chunks_of_256_px() {
    let mut level = grid_level(ChunkSize::Px256, 2, 2);
    let t = add_tile(&mut level, tile([4; 16], 0x00));
    put(&mut level, 17, 31, both(t, Solidity::All)); // chunk (1, 1), block (1, 15)
    put(&mut level, 15, 16, both(t, Solidity::All)); // chunk (0, 1), block (15, 0)
    let terrain = Terrain::from_level(&level);
    let s = |x: i32, y: i32| sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, y);
    let r = s(17 * 16 + 3, 31 * 16);
    assert_eq!((r.distance, r.hit), (11, Some(SensorHit { tile: t, block_x: 272, block_y: 496 })));
    assert_eq!(s(15 * 16, 16 * 16 - 16).distance, 16 + 11);
}
