//! Small levels for the engine's tests: every layout cell gets its own chunk, so a block can be set at
//! any block coordinate.
#![allow(dead_code)]

use formats::{Block, ChunkSize, Layer, LayerCell, Level, SolidTile, Solidity};

/// A level of `w` x `h` chunks where cell (cx, cy) uses chunk `cy * w + cx`, all empty, with only the
/// empty tile 0.
pub fn grid_level(chunk_size: ChunkSize, w: usize, h: usize) -> Level {
    let mut level = Level::new("test", chunk_size, w, h);
    level.chunks = (0..w * h).map(|_| formats::Chunk::empty(chunk_size)).collect();
    for cy in 0..h {
        for cx in 0..w {
            level.layout.set(cx, cy, Some((cy * w + cx) as u16));
        }
    }
    level
}

/// Adds a tile and returns its index.
pub fn add_tile(level: &mut Level, tile: SolidTile) -> u16 {
    level.tiles.push(tile);
    (level.tiles.len() - 1) as u16
}

/// A tile from its height array (widths derived) with an explicit angle.
pub fn tile(heights: [i8; 16], angle: u8) -> SolidTile {
    SolidTile { angle, ..SolidTile::from_heights(heights) }
}

/// A tile with an explicit width array (heights unused by horizontal sensors) and angle.
pub fn wall_tile(widths: [i8; 16], angle: u8) -> SolidTile {
    SolidTile { heights: [0; 16], widths, angle }
}

/// Sets the block at block coordinates (bx, by) of a `grid_level`.
pub fn put(level: &mut Level, bx: usize, by: usize, block: Block) {
    let n = level.chunk_size.blocks_per_side();
    let w = level.layout.width();
    let chunk = (by / n) * w + bx / n;
    let size = level.chunk_size;
    if let Some(b) = level.chunks[chunk].block_mut(size, bx % n, by % n) {
        *b = block;
    }
}

/// A block with the same tile and solidity on both layers.
pub fn both(tile: u16, solidity: Solidity) -> Block {
    let cell = LayerCell { tile, solidity };
    Block { a: cell, b: cell, x_flip: false, y_flip: false, art: None }
}

/// A block with the tile on one layer only.
pub fn on(layer: Layer, tile: u16, solidity: Solidity) -> Block {
    let mut block = Block::EMPTY;
    *block.layer_mut(layer) = LayerCell { tile, solidity };
    block
}

/// The same block with flips set.
pub fn flipped(mut block: Block, x_flip: bool, y_flip: bool) -> Block {
    block.x_flip = x_flip;
    block.y_flip = y_flip;
    block
}
