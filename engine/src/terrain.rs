//! The level's solid terrain flattened for constant-time lookups by the sensors (SPG "Solid Tiles",
//! "Solid Terrain": layout → chunk → 16x16 block → solid tile).
//!
//! The shape mirrors the games' own lookup (S2 `Find_Tile`): the layout holds a chunk number per cell, each
//! chunk holds its blocks, and a block names a tile plus its flips and solidity. Here each chunk's blocks
//! are packed into one `u32` per block and layer, both layers side by side, and the layout's rows are padded
//! to a power of two, so a lookup is a shift test, two checked array reads and no allocation. Editing a
//! chunk re-packs just that chunk, wherever it is used in the layout.

use formats::loops::Loops;
use formats::{Block, Chunk, ChunkSize, Layer, Level, SolidTile, Solidity};

/// The tile index that means "no collision shape" (S2/S1 collision id 0). The games skip such blocks
/// before reading anything, so they are never visited by a sensor and never write an angle. `Level::new`
/// puts the empty tile there.
pub const NO_TILE: u16 = 0;

// Packed block word: bits 0–15 tile, 16 top-solid, 17 left/right/bottom-solid, 18 x-flip, 19 y-flip,
// 20/21 the solidity bits again but only when the tile is not `NO_TILE`, so that a sensor decides whether
// it visits a block with one test.
const TOP_SOLID: u32 = 1 << 16;
const LRB_SOLID: u32 = 1 << 17;
const X_FLIP: u32 = 1 << 18;
const Y_FLIP: u32 = 1 << 19;
const FLIP_SHIFT: u32 = 18;
const VISIBLE_SHIFT: u32 = 4;

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
        if self.tile != NO_TILE {
            w |= (w & (TOP_SOLID | LRB_SOLID)) << VISIBLE_SHIFT;
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

/// A tile as the sensors read it: its shape and its angle under each of the four flip combinations
/// (`Angle::flipped`, indexed by [`packed::flips`]), so that a read looks the angle up instead of
/// negating it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SensorTile {
    pub shape: TileShape,
    pub angles: [u8; 4],
}

impl From<&SolidTile> for SensorTile {
    fn from(t: &SolidTile) -> Self {
        let a = formats::Angle(t.angle);
        let angles = [0, 1, 2, 3].map(|f| a.flipped(f & 1 != 0, f & 2 != 0).0);
        SensorTile { shape: TileShape::from(t), angles }
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
    /// Chunk side in pixels − 1, and the same without the in-block bits: a pixel's block within its chunk
    /// is `((y & row_mask) >> (4 − side_shift)) | ((x & chunk_mask) >> 4)`.
    chunk_mask: u32,
    row_mask: u32,
    width: usize,
    height: usize,
    /// log2 of the padded layout row length (`width` rounded up to a power of two): a pixel column is
    /// inside the padded layout when `x >> (chunk_shift + stride_shift)` is 0, which also rejects negative
    /// x, and the cell index is `cy << stride_shift | cx`.
    stride_shift: u32,
    /// Per layout cell, rows padded to `1 << stride_shift` cells: where its chunk's blocks start in
    /// `blocks` — 0 = no chunk (slot 0 of `blocks` is an all-empty chunk, and so are the padding cells),
    /// else (chunk index + 1) × blocks per chunk. Its length is the padded row length × `height`, so a
    /// row past the bottom (or a negative y, huge when cast) falls outside it.
    layout: Vec<u32>,
    /// Packed blocks, both layers of a block side by side, `block_count` per chunk slot, slot 0 empty.
    blocks: Vec<[u32; 2]>,
    tiles: Vec<SensorTile>,
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
        let width = level.layout.width();
        let stride_shift = width.next_power_of_two().trailing_zeros();
        let chunk_mask = (1u32 << chunk_shift) - 1;
        let mut terrain = Terrain {
            chunk_size: level.chunk_size,
            chunk_shift,
            side_shift,
            chunk_mask,
            row_mask: chunk_mask & !15,
            width,
            height: level.layout.height(),
            stride_shift,
            layout: Vec::new(),
            blocks: Vec::new(),
            tiles: level.tiles.iter().map(SensorTile::from).collect(),
            loops: level.loops.clone(),
        };
        let n = level.chunk_size.block_count();
        terrain.blocks.resize((level.chunks.len() + 1) * n, [0; 2]);
        for (i, chunk) in level.chunks.iter().enumerate() {
            terrain.pack_chunk(i, chunk);
        }
        terrain.pack_loop_alternates(level);
        let chunk_count = level.chunks.len();
        terrain.layout = vec![0; terrain.height << terrain.stride_shift];
        for row in 0..terrain.height {
            for col in 0..width {
                let cell = terrain.layout_offset(level.layout.get(col, row), chunk_count);
                terrain.layout[(row << terrain.stride_shift) | col] = cell;
            }
        }
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
        for (block, slot) in blocks.zip(&mut self.blocks[base..base + n]) {
            let pack = |cell: &formats::LayerCell| {
                LayerBlock { tile: cell.tile, solidity: cell.solidity, x_flip: block.x_flip, y_flip: block.y_flip }
                    .pack()
            };
            *slot = [pack(&block.a), pack(&block.b)];
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
            for i in 0..n {
                self.blocks[dst + i][1] = self.blocks[src + i][0];
            }
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
        (self.layout[(cy << self.stride_shift) | cx] >> (2 * self.side_shift)).checked_sub(1).map(|c| c as u16)
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
            let cell = self.layout_offset(level.layout.get(col, row), self.chunk_count());
            self.layout[(row << self.stride_shift) | col] = cell;
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
            self.tiles = level.tiles.iter().map(SensorTile::from).collect();
        } else if let (Some(dst), Some(src)) = (self.tiles.get_mut(index), level.tiles.get(index)) {
            *dst = SensorTile::from(src);
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
        self.blocks.len() / self.chunk_size.block_count() - 1
    }

    /// The collision data of a tile; `None` past the end of the tile set.
    #[inline]
    pub fn tile(&self, index: u16) -> Option<&TileShape> {
        self.tiles.get(usize::from(index)).map(|t| &t.shape)
    }

    /// [`Terrain::tile`] with its flipped angles, for the sensors.
    #[inline]
    pub(crate) fn sensor_tile(&self, index: u16) -> Option<&SensorTile> {
        self.tiles.get(usize::from(index))
    }

    /// Number of tiles.
    pub fn tile_count(&self) -> usize {
        self.tiles.len()
    }

    /// The packed block word at pixel (x, y), 0 outside the level or in an empty layout cell.
    #[inline]
    pub(crate) fn packed_at(&self, layer: Layer, x: i32, y: i32) -> u32 {
        // Negative coordinates become huge when cast: x fails the shift test, y lands past the layout's end
        // (computed in usize, so it cannot wrap back in). Padding cells and cells past the level's width
        // inside the padded row hold slot 0, the empty chunk.
        let (x, y) = (x as u32, y as u32);
        if x >> (self.chunk_shift + self.stride_shift) != 0 {
            return 0;
        }
        let cell = ((y >> self.chunk_shift) as usize) << self.stride_shift | (x >> self.chunk_shift) as usize;
        let Some(&base) = self.layout.get(cell) else {
            return 0;
        };
        let block = ((y & self.row_mask) >> (4 - self.side_shift)) | ((x & self.chunk_mask) >> 4);
        self.blocks[(base + block) as usize][layer_index(layer)]
    }

    /// The block a collision layer has at level pixel (x, y); `None` outside the level or in an empty
    /// layout cell. Constant time, no allocation.
    pub fn block_at(&self, layer: Layer, x: i32, y: i32) -> Option<LayerBlock> {
        let cx = (x as u32 >> self.chunk_shift) as usize;
        let cy = (y as u32 >> self.chunk_shift) as usize;
        if x < 0 || y < 0 || cx >= self.width || cy >= self.height || self.layout[(cy << self.stride_shift) | cx] == 0 {
            return None;
        }
        Some(LayerBlock::unpack(self.packed_at(layer, x, y)))
    }
}

/// Decoding helpers for the sensor code (kept next to the packing so the bit layout lives in one file).
pub(crate) mod packed {
    use super::{FLIP_SHIFT, LRB_SOLID, TOP_SOLID, VISIBLE_SHIFT, X_FLIP, Y_FLIP};

    /// Set when a sensor testing the top-solid (left/right/bottom-solid) bit visits the block: the bit is
    /// set and the tile is not `NO_TILE`.
    pub const VISIBLE_TOP: u32 = TOP_SOLID << VISIBLE_SHIFT;
    pub const VISIBLE_LRB: u32 = LRB_SOLID << VISIBLE_SHIFT;

    /// The block's flips as an index into `SensorTile::angles`: bit 0 X-flip, bit 1 Y-flip.
    #[inline]
    pub const fn flips(w: u32) -> usize {
        ((w >> FLIP_SHIFT) & 3) as usize
    }

    #[inline]
    pub const fn tile(w: u32) -> u16 {
        w as u16
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
