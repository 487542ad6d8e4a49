//! Chunks: squares of 16x16 blocks that the level layout is made of (SPG "Solid Terrain": Chunks, Layers).

use serde::{Deserialize, Serialize};

/// How big a level's chunks are. Sonic 2 and later use 128x128 chunks; Sonic 1 uses 256x256.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum ChunkSize {
    /// 128x128 px: 8x8 blocks (Sonic 2, 3&K, CD).
    #[default]
    Px128,
    /// 256x256 px: 16x16 blocks (Sonic 1).
    Px256,
}

impl ChunkSize {
    /// Blocks along one side of a chunk.
    pub const fn blocks_per_side(self) -> usize {
        match self {
            ChunkSize::Px128 => 8,
            ChunkSize::Px256 => 16,
        }
    }
    /// Pixels along one side of a chunk.
    pub const fn pixels(self) -> i32 {
        self.blocks_per_side() as i32 * 16
    }
    /// Blocks in one chunk.
    pub const fn block_count(self) -> usize {
        self.blocks_per_side() * self.blocks_per_side()
    }
}

/// Which sides of a block's tile are solid on one collision layer (Sonic 2's two solidity bits per path).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, strum::EnumIter)]
pub enum Solidity {
    /// Not solid at all.
    #[default]
    NotSolid,
    /// Only solid to downward floor checks (jump-through).
    Top,
    /// Solid to walls and ceilings but not to floor checks.
    LeftRightBottom,
    /// Solid from every side.
    All,
}

impl Solidity {
    /// Seen by downward (floor) sensors.
    pub const fn is_top_solid(self) -> bool {
        matches!(self, Solidity::Top | Solidity::All)
    }
    /// Seen by upward and horizontal sensors (ceilings and walls).
    pub const fn is_lrb_solid(self) -> bool {
        matches!(self, Solidity::LeftRightBottom | Solidity::All)
    }
    /// From Sonic 2's bit pair (top-solid bit, left/right/bottom-solid bit).
    pub const fn from_bits(top: bool, lrb: bool) -> Self {
        match (top, lrb) {
            (false, false) => Solidity::NotSolid,
            (true, false) => Solidity::Top,
            (false, true) => Solidity::LeftRightBottom,
            (true, true) => Solidity::All,
        }
    }
}

/// One collision layer's view of a block: which tile and how solid it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LayerCell {
    /// Index into the level's tile set. Only checked when `solidity` is not `None`.
    pub tile: u16,
    pub solidity: Solidity,
}

impl LayerCell {
    pub const EMPTY: LayerCell = LayerCell { tile: 0, solidity: Solidity::NotSolid };
}

/// A 16x16 block inside a chunk: a tile and solidity for collision layer A and layer B, and the block's
/// flips (shared by both layers, as in Sonic 2's chunk words).
///
/// Stored in RON as one compact line: `(a: (tile, Solidity), b: (tile, Solidity), x_flip, y_flip)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "BlockRepr", into = "BlockRepr")]
pub struct Block {
    pub a: LayerCell,
    pub b: LayerCell,
    pub x_flip: bool,
    pub y_flip: bool,
}

impl Block {
    pub const EMPTY: Block = Block { a: LayerCell::EMPTY, b: LayerCell::EMPTY, x_flip: false, y_flip: false };

    /// The cell of a collision layer.
    pub fn layer(&self, layer: Layer) -> &LayerCell {
        match layer {
            Layer::A => &self.a,
            Layer::B => &self.b,
        }
    }
    /// The cell of a collision layer, mutably.
    pub fn layer_mut(&mut self, layer: Layer) -> &mut LayerCell {
        match layer {
            Layer::A => &mut self.a,
            Layer::B => &mut self.b,
        }
    }
}

/// The on-disk shape of a block: a tuple, so the pretty printer keeps it on one line. Named `Block` for serde
/// so that error messages never show the helper's name.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Block")]
struct BlockRepr((u16, Solidity), (u16, Solidity), #[serde(default)] bool, #[serde(default)] bool);

impl From<BlockRepr> for Block {
    fn from(r: BlockRepr) -> Self {
        Block {
            a: LayerCell { tile: r.0.0, solidity: r.0.1 },
            b: LayerCell { tile: r.1.0, solidity: r.1.1 },
            x_flip: r.2,
            y_flip: r.3,
        }
    }
}

impl From<Block> for BlockRepr {
    fn from(b: Block) -> Self {
        BlockRepr((b.a.tile, b.a.solidity), (b.b.tile, b.b.solidity), b.x_flip, b.y_flip)
    }
}

/// A collision layer (SPG "Layers"; Sonic 2's path 0/1, "primary"/"secondary" collision).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, strum::EnumIter,
)]
pub enum Layer {
    #[default]
    A,
    B,
}

impl Layer {
    /// Both layers, A first (a test checks it against `Layer::iter()`): an array so that callers can zip
    /// per-layer arrays with it.
    pub const BOTH: [Layer; 2] = [Layer::A, Layer::B];
}

/// A chunk: `ChunkSize::block_count()` blocks in row-major order (row 0 at the top).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chunk {
    pub blocks: Vec<Block>,
}

impl Chunk {
    /// An empty chunk of the given size.
    pub fn empty(size: ChunkSize) -> Self {
        Chunk { blocks: vec![Block::EMPTY; size.block_count()] }
    }
    /// The block at (column, row), if inside the chunk.
    pub fn block(&self, size: ChunkSize, col: usize, row: usize) -> Option<&Block> {
        let n = size.blocks_per_side();
        if col < n && row < n { self.blocks.get(row * n + col) } else { None }
    }
    /// The block at (column, row), mutably.
    pub fn block_mut(&mut self, size: ChunkSize, col: usize, row: usize) -> Option<&mut Block> {
        let n = size.blocks_per_side();
        if col < n && row < n { self.blocks.get_mut(row * n + col) } else { None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn both_lists_every_layer_a_first() {
        assert_eq!(Layer::BOTH.to_vec(), Layer::iter().collect::<Vec<_>>());
    }
}
