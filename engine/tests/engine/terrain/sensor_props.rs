//! Property tests: on random small terrains, every sensor result (a) lies in −32..=31 and (b) agrees with
//! a brute-force pixel scan of the same terrain within the same two-tile window, except in the two cases
//! where the games themselves do not scan pixels (see `reference`).

use crate::support::grid::{self, add_tile, grid_level, put};
use engine::sensor::{Direction, SolidBit, sense};
use engine::terrain::Terrain;
use formats::{Block, ChunkSize, Layer, LayerCell, Level, SolidTile, Solidity};
use proptest::prelude::*;

/// Tiles whose shape both arrays describe exactly: monotone height arrays of one sign, so every row is
/// also solid from one edge and the derived width array is exact.
fn tile_strategy() -> impl Strategy<Value = SolidTile> {
    (prop::collection::vec(0i8..=16, 16), any::<bool>(), any::<bool>(), 0usize..8, any::<u8>()).prop_map(
        |(mut hs, descending, hanging, kind, angle)| {
            match kind {
                0 => hs = vec![16; 16],
                1 => hs = vec![hs[0]; 16],
                _ => hs.sort_unstable(),
            }
            if descending {
                hs.reverse();
            }
            let mut heights = [0i8; 16];
            for (h, v) in heights.iter_mut().zip(&hs) {
                *h = if hanging { -*v } else { *v };
            }
            SolidTile { angle, ..SolidTile::from_heights(heights) }
        },
    )
}

fn solidity_strategy() -> impl Strategy<Value = Solidity> {
    prop_oneof![
        1 => Just(Solidity::NotSolid),
        1 => Just(Solidity::Top),
        1 => Just(Solidity::LeftRightBottom),
        3 => Just(Solidity::All),
    ]
}

/// Mostly real tiles; sometimes tile 0 ("no tile") or one past the end of the tile set.
fn cell_strategy(tiles: usize) -> impl Strategy<Value = LayerCell> {
    let n = tiles as u16;
    let tile = prop_oneof![8 => 1..=n, 1 => Just(0), 1 => Just(n + 1)];
    (tile, solidity_strategy()).prop_map(|(tile, solidity)| LayerCell { tile, solidity })
}

/// A 3 x 2 level of 128 px chunks, one cell empty, with random blocks in the 5 x 5 blocks at the corner
/// of four chunks (tile 0 is "no tile"; tile `len` does not exist).
fn level_strategy() -> impl Strategy<Value = Level> {
    prop::collection::vec(tile_strategy(), 1..6).prop_flat_map(|tiles| {
        let n = tiles.len();
        let block = (cell_strategy(n), cell_strategy(n), any::<bool>(), any::<bool>())
            .prop_map(|(a, b, x_flip, y_flip)| Block { a, b, x_flip, y_flip, art: None });
        (Just(tiles), prop::collection::vec(block, 25)).prop_map(|(tiles, blocks)| {
            let mut level = grid_level(ChunkSize::Px128, 3, 2);
            level.layout.set(2, 1, None);
            for t in tiles {
                add_tile(&mut level, t);
            }
            for (i, b) in blocks.into_iter().enumerate() {
                put(&mut level, 6 + i % 5, 6 + i / 5, b);
            }
            // A few blocks where the layout cell is empty (they must read as empty).
            let edge = blocks_edge(&level);
            put(&mut level, 17, 9, edge);
            level
        })
    })
}

fn blocks_edge(level: &Level) -> Block {
    let cell = LayerCell { tile: (level.tiles.len() - 1) as u16, solidity: Solidity::All };
    Block { a: cell, b: cell, x_flip: false, y_flip: false, art: None }
}

/// Whether pixel (x, y) is solid for this layer and bit, built from the height arrays with the block flips
/// (never from the width arrays, which the sensors use for walls).
fn solid(level: &Level, layer: Layer, bit: SolidBit, x: i32, y: i32) -> bool {
    let (w, h) = level.pixel_size();
    if x < 0 || y < 0 || x >= w || y >= h {
        return false;
    }
    let px = level.chunk_size.pixels();
    let Some(chunk) = level.layout.get((x / px) as usize, (y / px) as usize) else {
        return false;
    };
    let Some(chunk) = level.chunks.get(usize::from(chunk)) else {
        return false;
    };
    let Some(block) = chunk.block(level.chunk_size, ((x % px) / 16) as usize, ((y % px) / 16) as usize) else {
        return false;
    };
    let cell = block.layer(layer);
    let seen = match bit {
        SolidBit::Top => cell.solidity.is_top_solid(),
        SolidBit::LeftRightBottom => cell.solidity.is_lrb_solid(),
    };
    if !seen || cell.tile == 0 {
        return false;
    }
    let Some(tile) = level.tiles.get(usize::from(cell.tile)) else {
        return false;
    };
    let tx = if block.x_flip { 15 - (x & 15) } else { x & 15 };
    let ty = if block.y_flip { 15 - (y & 15) } else { y & 15 };
    tile.is_solid_by_heights(tx as usize, ty as usize)
}

/// The brute-force sensor: (distance, block of the surface pixel), or `None` for the two cases where the
/// games judge a neighbour tile by the anchor's offset instead of scanning it (S2 `FindFloor2`/`FindWall2`
/// with a negative height): a regression into a tile whose column hangs from the far side with the offset
/// inside that hang, and an extension into a tile whose column hangs from the near side with the offset
/// beyond it. `tests/sensors.rs` pins both cases with exact values.
///
/// Positions along the direction are `u`, with the anchor tile at u = 0..15 and the anchor at u = o; the
/// window is u = −16..=31 (one tile back, one tile further).
fn reference(
    level: &Level,
    layer: Layer,
    bit: SolidBit,
    d: Direction,
    x: i32,
    y: i32,
) -> Option<(i32, Option<(i32, i32)>)> {
    let (dx, dy) = d.step();
    let o = match d {
        Direction::Down => y & 15,
        Direction::Up => 15 - (y & 15),
        Direction::Right => x & 15,
        Direction::Left => 15 - (x & 15),
    };
    let pixel = |u: i32| (x + dx * (u - o), y + dy * (u - o));
    let at = |u: i32| {
        let (px, py) = pixel(u);
        solid(level, layer, bit, px, py)
    };
    let block = |u: i32| {
        let (px, py) = pixel(u);
        (px & !15, py & !15)
    };
    // Solid pixels counted from a tile's near edge (u0) while contiguous, and whether its far edge is solid.
    let hang = |u0: i32| ((u0..u0 + 16).take_while(|&u| at(u)).count() as i32, at(u0 + 15));
    if at(o) {
        let mut u = o;
        while u > -16 && at(u - 1) {
            u -= 1;
        }
        // The run reaching the anchor tile's near edge is exactly when the game regresses.
        if u <= 0 {
            let (n, far) = hang(-16);
            if n > 0 && !far && o < n {
                return None;
            }
        }
        Some((-(o - u + 1), Some(block(u))))
    } else {
        let mut u = o + 1;
        while u <= 31 && !at(u) {
            u += 1;
        }
        if u >= 16 {
            let (n, far) = hang(16);
            if n > 0 && !far && o >= n {
                return None;
            }
        }
        let hit = if u <= 31 { Some(block(u)) } else { None };
        Some((u - o - 1, hit))
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn sensors_agree_with_a_pixel_scan(
        level in level_strategy(),
        anchors in prop::collection::vec((88i32..184, 88i32..184), 24),
    ) {
        let terrain = Terrain::from_level(&level);
        for (x, y) in anchors {
            for d in Direction::ALL {
                for layer in Layer::BOTH {
                    for bit in [SolidBit::Top, SolidBit::LeftRightBottom] {
                        let r = sense(&terrain, layer, bit, d, x, y);
                        prop_assert!((-32..=31).contains(&r.distance), "{:?}", r);
                        if let Some((distance, hit)) = reference(&level, layer, bit, d, x, y) {
                            prop_assert_eq!(r.distance, distance, "{:?} {:?} {:?} at ({}, {})", d, layer, bit, x, y);
                            prop_assert_eq!(r.hit.map(|h| (h.block_x, h.block_y)), hit, "{:?} at ({}, {})", d, x, y);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn results_stay_in_range_anywhere(
        level in level_strategy(),
        anchors in prop::collection::vec((-40i32..440, -40i32..300), 32),
    ) {
        let terrain = Terrain::from_level(&level);
        for (x, y) in anchors {
            for d in Direction::ALL {
                let r = sense(&terrain, Layer::A, d.default_solid_bit(), d, x, y);
                prop_assert!((-32..=31).contains(&r.distance), "{:?}", r);
                prop_assert_eq!((r.x, r.y, r.direction), (x, y, d));
                if !r.found() {
                    prop_assert!((16..=31).contains(&r.distance), "{:?}", r);
                }
            }
        }
    }
}

#[test]
fn the_reference_skips_only_the_documented_cases() {
    // A full tile above an anchor tile hanging 6 px: a pixel scan and the game agree everywhere.
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let hang = add_tile(&mut level, SolidTile::from_heights([-6; 16]));
    let full = add_tile(&mut level, SolidTile::FULL);
    put(&mut level, 2, 3, grid::both(hang, Solidity::All));
    put(&mut level, 2, 2, grid::both(full, Solidity::All));
    for y in 48..64 {
        let r = reference(&level, Layer::A, SolidBit::Top, Direction::Down, 40, y);
        assert!(r.is_some(), "y = {y}");
    }
    // Extension into the hanging tile from the empty tile above it (move the hang down one tile): the
    // game counts it as empty when the offset is 6 or more.
    put(&mut level, 2, 2, Block::EMPTY);
    let skipped: Vec<i32> =
        (32..48).filter(|&y| reference(&level, Layer::A, SolidBit::Top, Direction::Down, 40, y).is_none()).collect();
    assert_eq!(skipped, (38..48).collect::<Vec<_>>());
}
