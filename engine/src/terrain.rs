//! The level's solid terrain flattened for constant-time lookups by the sensors (SPG "Solid Tiles",
//! "Solid Terrain": layout → chunk → 16x16 block → solid tile).
//!
//! The shape mirrors the games' own lookup (S2 `Find_Tile`): the layout holds a chunk number per cell, each
//! chunk holds its blocks, and a block names a tile plus its flips and solidity. Here each chunk's blocks
//! are packed into one `u32` per block and layer, so a lookup is a bounds check and two array reads, with
//! no allocation. Editing a chunk re-packs just that chunk, wherever it is used in the layout.

use formats::loops::Loops;
use formats::{Block, Chunk, ChunkSize, Layer, Level, SolidTile, Solidity};

/// The tile index that means "no collision shape" (S2/S1 collision id 0). The games skip such blocks
/// before reading anything, so they are never visited by a sensor and never write an angle. `Level::new`
/// puts the empty tile there.
pub const NO_TILE: u16 = 0;

// Packed block word: bits 0–15 tile, 16 top-solid, 17 left/right/bottom-solid, 18 x-flip, 19 y-flip.
const TOP_SOLID: u32 = 1 << 16;
const LRB_SOLID: u32 = 1 << 17;
const X_FLIP: u32 = 1 << 18;
const Y_FLIP: u32 = 1 << 19;

/// What a collision layer holds at one block, as a sensor sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LayerBlock {
    pub tile: u16,
    pub solidity: Solidity,
    pub x_flip: bool,
    pub y_flip: bool,
}

impl LayerBlock {
    const fn pack(self) -> u32 {
        let mut w = self.tile as u32;
        if self.solidity.is_top_solid() {
            w |= TOP_SOLID;
        }
        if self.solidity.is_lrb_solid() {
            w |= LRB_SOLID;
        }
        if self.x_flip {
            w |= X_FLIP;
        }
        if self.y_flip {
            w |= Y_FLIP;
        }
        w
    }

    const fn unpack(w: u32) -> Self {
        LayerBlock {
            tile: w as u16,
            solidity: Solidity::from_bits(w & TOP_SOLID != 0, w & LRB_SOLID != 0),
            x_flip: w & X_FLIP != 0,
            y_flip: w & Y_FLIP != 0,
        }
    }
}

/// The collision data of one solid tile: the height array (vertical sensors), the width array (horizontal
/// sensors) and the angle byte, exactly as stored in the level (S2 `ColArrayVertical`,
/// `ColArrayHorizontal`, `ColCurveMap`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileShape {
    pub heights: [i8; 16],
    pub widths: [i8; 16],
    pub angle: u8,
}

impl From<&SolidTile> for TileShape {
    fn from(t: &SolidTile) -> Self {
        TileShape { heights: t.heights, widths: t.widths, angle: t.angle }
    }
}

/// The level's terrain, ready for the sensors. Build it with [`Terrain::from_level`]; after an edit, call
/// the matching `refresh_*` method with the edited level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Terrain {
    chunk_size: ChunkSize,
    /// log2 of the chunk side in pixels (7 or 8).
    chunk_shift: u32,
    /// log2 of the blocks per chunk side (3 or 4).
    side_shift: u32,
    width: usize,
    height: usize,
    /// Per layout cell: where its chunk's blocks start in `blocks` — 0 = no chunk (slot 0 of `blocks` is an
    /// all-empty chunk), else (chunk index + 1) × blocks per chunk.
    layout: Vec<u32>,
    /// Per layer: packed blocks, `block_count` per chunk slot, slot 0 empty.
    blocks: [Vec<u32>; 2],
    tiles: Vec<TileShape>,
    /// Sonic 1's loop chunks and roll tunnels. Layer B of a loop chunk holds its alternate's layer A, so a
    /// player on layer B (Sonic 1's loop flag, `crate::player::loops`) collides with the alternate there.
    loops: Loops,
}

const fn layer_index(layer: Layer) -> usize {
    match layer {
        Layer::A => 0,
        Layer::B => 1,
    }
}

impl Terrain {
    /// Flattens a level. Never fails: chunk numbers past the level's chunks read as empty cells, missing
    /// blocks of a short chunk as empty blocks, and tile numbers past the tile set as "no tile".
    pub fn from_level(level: &Level) -> Self {
        let (chunk_shift, side_shift) = match level.chunk_size {
            ChunkSize::Px128 => (7, 3),
            ChunkSize::Px256 => (8, 4),
        };
        let mut terrain = Terrain {
            chunk_size: level.chunk_size,
            chunk_shift,
            side_shift,
            width: level.layout.width(),
            height: level.layout.height(),
            layout: Vec::new(),
            blocks: [Vec::new(), Vec::new()],
            tiles: level.tiles.iter().map(TileShape::from).collect(),
            loops: level.loops.clone(),
        };
        let n = level.chunk_size.block_count();
        for layer in &mut terrain.blocks {
            layer.resize((level.chunks.len() + 1) * n, 0);
        }
        for (i, chunk) in level.chunks.iter().enumerate() {
            terrain.pack_chunk(i, chunk);
        }
        terrain.pack_loop_alternates(level);
        let chunk_count = level.chunks.len();
        terrain.layout = level.layout.cells().iter().map(|c| terrain.layout_offset(*c, chunk_count)).collect();
        terrain
    }

    /// What `layout` holds for a cell showing `cell`.
    fn layout_offset(&self, cell: Option<u16>, chunk_count: usize) -> u32 {
        match cell {
            Some(c) if usize::from(c) < chunk_count => (u32::from(c) + 1) << (2 * self.side_shift),
            _ => 0,
        }
    }

    fn pack_chunk(&mut self, index: usize, chunk: &Chunk) {
        let n = self.chunk_size.block_count();
        let base = (index + 1) * n;
        // A chunk with fewer blocks than its size has reads as empty past its end.
        let blocks = chunk.blocks.iter().copied().chain(std::iter::repeat(Block::EMPTY)).take(n);
        let [a, b] = &mut self.blocks;
        for ((block, slot_a), slot_b) in blocks.zip(&mut a[base..base + n]).zip(&mut b[base..base + n]) {
            let pack = |cell: &formats::LayerCell| {
                LayerBlock { tile: cell.tile, solidity: cell.solidity, x_flip: block.x_flip, y_flip: block.y_flip }
                    .pack()
            };
            *slot_a = pack(&block.a);
            *slot_b = pack(&block.b);
        }
    }

    /// Sonic 1's loops: layer B of each loop chunk becomes its alternate's layer A (`FindNearestTile` reads
    /// the alternate while the loop flag is set). A loop naming a chunk the level lacks is ignored.
    fn pack_loop_alternates(&mut self, level: &Level) {
        let n = self.chunk_size.block_count();
        for l in &level.loops.chunks {
            let (c, alt) = (usize::from(l.chunk), usize::from(l.alternate));
            if c >= level.chunks.len() || alt >= level.chunks.len() {
                continue;
            }
            let (dst, src) = ((c + 1) * n, (alt + 1) * n);
            let [a, b] = &mut self.blocks;
            b[dst..dst + n].copy_from_slice(&a[src..src + n]);
        }
    }

    /// Sonic 1's loop chunks and roll tunnels, as the level had them.
    pub fn loops(&self) -> &Loops {
        &self.loops
    }

    /// The chunk placed in the layout cell holding pixel (x, y) (`Sonic_Loops` reads the layout byte under
    /// the player's centre); `None` outside the level or in an empty cell.
    pub fn chunk_at(&self, x: i32, y: i32) -> Option<u16> {
        let cx = (x as u32 >> self.chunk_shift) as usize;
        let cy = (y as u32 >> self.chunk_shift) as usize;
        if x < 0 || y < 0 || cx >= self.width || cy >= self.height {
            return None;
        }
        (self.layout[cy * self.width + cx] >> (2 * self.side_shift)).checked_sub(1).map(|c| c as u16)
    }

    /// True when `level` still has the structure this terrain was built for (chunk size and layout size).
    fn same_structure(&self, level: &Level) -> bool {
        self.chunk_size == level.chunk_size
            && self.width == level.layout.width()
            && self.height == level.layout.height()
            && self.chunk_count() == level.chunks.len()
            && self.loops == level.loops
    }

    /// Re-reads one layout cell after the editor changed it. Falls back to a full rebuild when the level's
    /// structure (chunk size, layout size, number of chunks) changed.
    pub fn refresh_layout_cell(&mut self, level: &Level, col: usize, row: usize) {
        if !self.same_structure(level) {
            *self = Terrain::from_level(level);
            return;
        }
        if col < self.width && row < self.height {
            self.layout[row * self.width + col] = self.layout_offset(level.layout.get(col, row), self.chunk_count());
        }
    }

    /// Re-packs one chunk after the editor changed its blocks; every layout cell using it sees the change.
    /// Falls back to a full rebuild when the level's structure changed (for example a chunk was added).
    pub fn refresh_chunk(&mut self, level: &Level, index: usize) {
        if !self.same_structure(level) {
            *self = Terrain::from_level(level);
            return;
        }
        if let Some(chunk) = level.chunks.get(index) {
            self.pack_chunk(index, chunk);
            if !level.loops.chunks.is_empty() {
                // Every loop chunk takes its layer B from its alternate again (either may be this chunk).
                for l in &level.loops.chunks {
                    if let Some(c) = level.chunks.get(usize::from(l.chunk)) {
                        self.pack_chunk(usize::from(l.chunk), c);
                    }
                }
                self.pack_loop_alternates(level);
            }
        }
    }

    /// Replaces one tile's collision data after the editor changed it. Tiles added or removed at the end
    /// of the tile set are picked up too.
    pub fn refresh_tile(&mut self, level: &Level, index: usize) {
        if self.tiles.len() != level.tiles.len() {
            self.tiles = level.tiles.iter().map(TileShape::from).collect();
        } else if let (Some(dst), Some(src)) = (self.tiles.get_mut(index), level.tiles.get(index)) {
            *dst = TileShape::from(src);
        }
    }

    /// Chunk size of the level this was built from.
    pub fn chunk_size(&self) -> ChunkSize {
        self.chunk_size
    }

    /// Layout size in chunks (width, height).
    pub fn size_in_chunks(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    /// Level size in pixels (width, height).
    pub fn pixel_size(&self) -> (i64, i64) {
        ((self.width as i64) << self.chunk_shift, (self.height as i64) << self.chunk_shift)
    }

    fn chunk_count(&self) -> usize {
        self.blocks[0].len() / self.chunk_size.block_count() - 1
    }

    /// The collision data of a tile; `None` past the end of the tile set.
    #[inline]
    pub fn tile(&self, index: u16) -> Option<&TileShape> {
        self.tiles.get(usize::from(index))
    }

    /// Number of tiles.
    pub fn tile_count(&self) -> usize {
        self.tiles.len()
    }

    /// The packed block word at pixel (x, y), 0 outside the level or in an empty layout cell.
    #[inline]
    pub(crate) fn packed_at(&self, layer: Layer, x: i32, y: i32) -> u32 {
        // Negative coordinates become huge when cast, so one unsigned compare per axis rejects both sides.
        let cx = (x as u32 >> self.chunk_shift) as usize;
        let cy = (y as u32 >> self.chunk_shift) as usize;
        if (x | y) < 0 || cx >= self.width || cy >= self.height {
            return 0;
        }
        let base = self.layout[cy * self.width + cx] as usize;
        let mask = (1usize << self.side_shift) - 1;
        let col = (x as usize >> 4) & mask;
        let row = (y as usize >> 4) & mask;
        self.blocks[layer_index(layer)][base + (row << self.side_shift) + col]
    }

    /// The block a collision layer has at level pixel (x, y); `None` outside the level or in an empty
    /// layout cell. Constant time, no allocation.
    pub fn block_at(&self, layer: Layer, x: i32, y: i32) -> Option<LayerBlock> {
        let cx = (x as u32 >> self.chunk_shift) as usize;
        let cy = (y as u32 >> self.chunk_shift) as usize;
        if x < 0 || y < 0 || cx >= self.width || cy >= self.height || self.layout[cy * self.width + cx] == 0 {
            return None;
        }
        Some(LayerBlock::unpack(self.packed_at(layer, x, y)))
    }
}

/// Decoding helpers for the sensor code (kept next to the packing so the bit layout lives in one file).
pub(crate) mod packed {
    use super::{LRB_SOLID, TOP_SOLID, X_FLIP, Y_FLIP};

    #[inline]
    pub const fn tile(w: u32) -> u16 {
        w as u16
    }
    #[inline]
    pub const fn top_solid(w: u32) -> bool {
        w & TOP_SOLID != 0
    }
    #[inline]
    pub const fn lrb_solid(w: u32) -> bool {
        w & LRB_SOLID != 0
    }
    #[inline]
    pub const fn x_flip(w: u32) -> bool {
        w & X_FLIP != 0
    }
    #[inline]
    pub const fn y_flip(w: u32) -> bool {
        w & Y_FLIP != 0
    }
}
