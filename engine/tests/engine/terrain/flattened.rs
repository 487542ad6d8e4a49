//! The flattened terrain: lookups, edges, and patching after edits.

use crate::support::grid::{add_tile, both, flipped, grid_level, on, put, tile};
use engine::sensor::{Direction, SolidBit, sense};
use engine::terrain::{LayerBlock, Terrain, TileShape};
use formats::{Block, Chunk, ChunkSize, Layer, LayerCell, SolidTile, Solidity};

#[test]
fn block_lookup_per_layer_with_flips() {
    let mut level = grid_level(ChunkSize::Px128, 2, 2);
    let t = add_tile(&mut level, tile([3; 16], 0x10));
    let mut block = flipped(on(Layer::A, t, Solidity::Top), true, false);
    *block.layer_mut(Layer::B) = LayerCell { tile: 0, solidity: Solidity::LeftRightBottom };
    put(&mut level, 9, 10, block); // chunk (1, 1), block (1, 2)
    let terrain = Terrain::from_level(&level);
    for (x, y) in [(144, 160), (159, 175), (150, 170)] {
        assert_eq!(
            terrain.block_at(Layer::A, x, y),
            Some(LayerBlock { tile: t, solidity: Solidity::Top, x_flip: true, y_flip: false })
        );
        assert_eq!(
            terrain.block_at(Layer::B, x, y),
            Some(LayerBlock { tile: 0, solidity: Solidity::LeftRightBottom, x_flip: true, y_flip: false })
        );
    }
    assert_eq!(terrain.block_at(Layer::A, 143, 160), Some(LayerBlock::default()));
    assert_eq!(terrain.block_at(Layer::A, 160, 160), Some(LayerBlock::default()));
    // Outside: negative, and past the right/bottom edges (256 x 256 px).
    for (x, y) in [(-1, 0), (0, -1), (256, 0), (0, 256), (i32::MIN, i32::MAX), (i32::MAX, 0)] {
        assert_eq!(terrain.block_at(Layer::A, x, y), None, "({x}, {y})");
    }
    assert_eq!(terrain.block_at(Layer::A, 255, 255), Some(LayerBlock::default()));
    assert_eq!(terrain.pixel_size(), (256, 256));
    assert_eq!(terrain.size_in_chunks(), (2, 2));
    assert_eq!(terrain.chunk_size(), ChunkSize::Px128);
    assert_eq!(terrain.tile_count(), 2);
    assert_eq!(terrain.tile(t), Some(&TileShape { heights: [3; 16], widths: tile([3; 16], 0).widths, angle: 0x10 }));
    assert_eq!(terrain.tile(2), None);
}

#[test]
fn empty_layout_cells_have_no_blocks() {
    let mut level = grid_level(ChunkSize::Px256, 2, 1);
    level.layout.set(1, 0, None);
    let terrain = Terrain::from_level(&level);
    assert_eq!(terrain.block_at(Layer::A, 255, 10), Some(LayerBlock::default()));
    assert_eq!(terrain.block_at(Layer::A, 256, 10), None);
    assert_eq!(terrain.pixel_size(), (512, 256));
}

#[test]
fn a_short_chunk_reads_its_missing_blocks_as_empty() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let t = add_tile(&mut level, SolidTile::FULL);
    level.chunks[0] = Chunk { blocks: vec![both(t, Solidity::All); 3] };
    let terrain = Terrain::from_level(&level);
    assert_eq!(terrain.block_at(Layer::A, 32, 0).map(|b| b.tile), Some(t));
    assert_eq!(terrain.block_at(Layer::A, 48, 0).map(|b| b.tile), Some(0));
}

fn floor_distance(terrain: &Terrain, x: i32) -> i32 {
    sense(terrain, Layer::A, SolidBit::Top, Direction::Down, x, 48).distance
}

#[test]
fn refresh_chunk_updates_every_cell_that_uses_it() {
    // Two layout cells share chunk 0.
    let mut level = grid_level(ChunkSize::Px128, 2, 1);
    level.layout.set(1, 0, Some(0));
    let t = add_tile(&mut level, tile([4; 16], 0));
    let mut terrain = Terrain::from_level(&level);
    assert_eq!(floor_distance(&terrain, 5), 31);
    assert_eq!(floor_distance(&terrain, 133), 31);
    put(&mut level, 0, 3, both(t, Solidity::All));
    assert_eq!(floor_distance(&terrain, 5), 31, "not refreshed yet");
    terrain.refresh_chunk(&level, 0);
    assert_eq!(floor_distance(&terrain, 5), 11);
    assert_eq!(floor_distance(&terrain, 133), 11);
    assert_eq!(terrain, Terrain::from_level(&level));
}

#[test]
fn refresh_layout_cell_and_refresh_tile() {
    let mut level = grid_level(ChunkSize::Px128, 2, 1);
    let t = add_tile(&mut level, tile([4; 16], 0));
    put(&mut level, 0, 3, both(t, Solidity::All));
    let mut terrain = Terrain::from_level(&level);
    assert_eq!(floor_distance(&terrain, 133), 31);
    level.layout.set(1, 0, Some(0));
    terrain.refresh_layout_cell(&level, 1, 0);
    assert_eq!(floor_distance(&terrain, 133), 11);
    level.layout.set(1, 0, None);
    terrain.refresh_layout_cell(&level, 1, 0);
    assert_eq!(floor_distance(&terrain, 133), 31);
    assert_eq!(terrain.block_at(Layer::A, 133, 48), None);

    level.tiles[usize::from(t)] = tile([9; 16], 0x08);
    terrain.refresh_tile(&level, usize::from(t));
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 5, 48);
    assert_eq!((r.distance, r.angle), (6, Some(0x08)));
    assert_eq!(terrain, Terrain::from_level(&level));
}

#[test]
fn structural_edits_rebuild() {
    let mut level = grid_level(ChunkSize::Px128, 1, 1);
    let mut terrain = Terrain::from_level(&level);
    // A new tile at the end of the set.
    let t = add_tile(&mut level, tile([2; 16], 0));
    terrain.refresh_tile(&level, usize::from(t));
    assert_eq!(terrain.tile_count(), 2);
    // A new chunk, placed in a resized layout.
    let mut chunk = Chunk::empty(ChunkSize::Px128);
    chunk.blocks[3 * 8] = Block { a: LayerCell { tile: t, solidity: Solidity::All }, ..Block::EMPTY };
    level.chunks.push(chunk);
    level.layout.resize(2, 1);
    level.layout.set(1, 0, Some(1));
    terrain.refresh_layout_cell(&level, 1, 0);
    assert_eq!(floor_distance(&terrain, 130), 13);
    assert_eq!(terrain, Terrain::from_level(&level));
    // Changing the chunk size.
    level.chunk_size = ChunkSize::Px256;
    level.chunks = vec![Chunk::empty(ChunkSize::Px256); 2];
    terrain.refresh_chunk(&level, 0);
    assert_eq!(terrain.chunk_size(), ChunkSize::Px256);
    assert_eq!(terrain, Terrain::from_level(&level));
}

#[test]
fn layouts_of_any_width_read_back_cell_by_cell() {
    // The layout's rows are padded to a power of two inside `Terrain`: a width of 3 must still read the
    // right chunk in every cell, nothing past the right edge, and refresh the right cell on later rows.
    let mut level = grid_level(ChunkSize::Px256, 3, 2);
    let t = add_tile(&mut level, tile([4; 16], 0x10));
    // Chunk (cx, cy) gets a block in column cx + 4 * cy, row 3.
    for (cx, cy) in [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)] {
        put(&mut level, cx * 16 + cx + 4 * cy, cy * 16 + 3, flipped(both(t, Solidity::All), cy == 1, cy == 1));
    }
    let mut terrain = Terrain::from_level(&level);
    for (cx, cy) in [(0i32, 0i32), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)] {
        let (x, y) = (cx * 256 + (cx + 4 * cy) * 16 + 5, cy * 256 + 48);
        assert_eq!(terrain.chunk_at(x, y), Some((cy * 3 + cx) as u16), "({cx}, {cy})");
        assert_eq!(terrain.block_at(Layer::A, x, y).map(|b| b.tile), Some(t), "({cx}, {cy})");
        assert_eq!(terrain.block_at(Layer::A, x + 16, y).map(|b| b.tile), Some(0), "({cx}, {cy})");
        let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, y - 16);
        // Extension into the block; flipped (cy = 1) its column hangs from the top and holds the anchor's
        // offset 0 (−1 − 0 + 16), and its angle is 0x80 − (−0x10) = 0x90.
        let expected = if cy == 0 { (27, Some(0x10)) } else { (15, Some(0x90)) };
        assert_eq!((r.distance, r.angle), expected, "({cx}, {cy})");
    }
    for (x, y) in [(768, 0), (1023, 300), (1024, 0), (0, 512), (-1, 300)] {
        assert_eq!(terrain.block_at(Layer::A, x, y), None, "({x}, {y})");
        assert_eq!(terrain.chunk_at(x, y), None, "({x}, {y})");
        let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, x, y);
        assert_eq!((r.distance, r.angle), (31 - (y & 15), None), "({x}, {y})");
    }
    level.layout.set(2, 1, Some(0));
    terrain.refresh_layout_cell(&level, 2, 1);
    assert_eq!(terrain.chunk_at(2 * 256, 256), Some(0));
    assert_eq!(terrain.chunk_at(2 * 256, 0), Some(2));
    assert_eq!(terrain, Terrain::from_level(&level));
    level.tiles[usize::from(t)] = tile([4; 16], 0x20);
    terrain.refresh_tile(&level, usize::from(t));
    let r = sense(&terrain, Layer::A, SolidBit::Top, Direction::Down, 4 * 16 + 5, 256 + 32);
    assert_eq!(r.angle, Some(0xA0), "the refreshed tile's flipped angle");
    assert_eq!(terrain, Terrain::from_level(&level));
}

/// Sonic 1's layout rows wrap every $800 px (s1disasm `FindNearestTile`: `andi.w #$380` of y / 2): below the
/// level, and above it, the level's rows are read again.
#[test]
fn wrapping_rows_read_the_layout_again_every_wrap_height() {
    let mut level = grid_level(ChunkSize::Px128, 2, 2);
    let t = add_tile(&mut level, tile([3; 16], 0x10));
    put(&mut level, 9, 10, on(Layer::A, t, Solidity::Top)); // chunk (1, 1), block (1, 2): y 160–175
    let plain = Terrain::from_level(&level);
    let wrapped = Terrain::from_level(&level).wrapping_rows(Some(0x800));
    let solid = Some(LayerBlock { tile: t, solidity: Solidity::Top, x_flip: false, y_flip: false });
    assert_eq!(plain.block_at(Layer::A, 150, 160 + 0x800), None);
    assert_eq!(wrapped.block_at(Layer::A, 150, 160), solid);
    assert_eq!(wrapped.block_at(Layer::A, 150, 160 + 0x800), solid);
    assert_eq!(wrapped.block_at(Layer::A, 150, 160 - 0x800), solid);
    // Rows between the level's bottom and the wrap are empty; columns do not wrap.
    assert_eq!(wrapped.block_at(Layer::A, 150, 0x400), None);
    assert_eq!(wrapped.block_at(Layer::A, 150 + 0x800, 160), None);
    // A level taller than the wrap (256 px here, wrapping every 128) is read as it is.
    let tall = Terrain::from_level(&level).wrapping_rows(Some(0x80));
    assert_eq!(tall.block_at(Layer::A, 150, 160), solid);
    assert_eq!(tall.block_at(Layer::A, 150, 160 - 0x80), Some(LayerBlock::default()));
    // An edit that rebuilds the terrain (a chunk added) keeps the wrap asked for, judged on the edited level.
    let mut wrapped = wrapped;
    level.chunks.push(level.chunks[0].clone());
    wrapped.refresh_chunk(&level, level.chunks.len() - 1);
    assert_eq!(wrapped.block_at(Layer::A, 150, 160 + 0x800), solid);
    let mut tall = tall;
    tall.refresh_chunk(&level, level.chunks.len() - 1);
    assert_eq!(tall.block_at(Layer::A, 150, 160 - 0x80), Some(LayerBlock::default()));
    // A level that grows past the wrap height stops wrapping: 256 px wrapping every 256, then 384 px tall.
    let mut grown = Terrain::from_level(&level).wrapping_rows(Some(0x100));
    assert_eq!(grown.block_at(Layer::A, 150, 160 + 0x100), solid);
    level.layout.resize(2, 3);
    grown.refresh_layout_cell(&level, 0, 2);
    assert_eq!(grown.block_at(Layer::A, 150, 160 + 0x100), None, "384 px tall: read as it is");
}
