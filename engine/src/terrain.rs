//! The level's solid terrain flattened for constant-time lookups by the sensors (SPG "Solid Tiles",
//! "Solid Terrain": layout → chunk → 16x16 block → solid tile).
//!
//! The shape mirrors the games' own lookup (S2 `Find_Tile`): the layout holds a chunk number per cell, each
//! chunk holds its blocks, and a block names a tile plus its flips and solidity. Here each chunk's blocks
//! are packed into one `u32` per block and layer, both layers side by side, and everything is cut into
//! 128-pixel squares (a 256-pixel chunk is four of them, in four layout cells), so a lookup is a compare,
//! two checked array reads with constant shifts and masks, and no allocation. Editing a chunk re-packs just
//! that chunk, wherever it is used in the layout.

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
/// Bits 22–31: the block's art id (the game's 16×16 block number, `Block::art`, its low 10 bits), which some
/// objects test (Sonic 1's pushable block riding lava: `andi.w #$3FF` of the chunk word `FindFloor` stopped on).
const ART_SHIFT: u32 = 22;

/// log2 of the side of the squares the terrain is cut into (128 pixels, 8 × 8 blocks).
const SQUARE_SHIFT: u32 = 7;
/// Blocks per square.
const SQUARE_BLOCKS: u32 = 64;
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
    /// Layout size in chunks.
    width: usize,
    height: usize,
    /// Row length of `layout` in squares (`width` × squares per chunk side).
    cols: usize,
    /// `cols` × 128: pixel columns at or past it (and negative ones, huge when cast) are outside.
    x_limit: u32,
    /// Applied to a pixel row before the layout is read: all ones, or the game's layout height minus 1 where
    /// the layout wraps vertically ([`Terrain::wrapping_rows`]).
    y_mask: u32,
    /// The wrap height asked for, kept so that a rebuild after an edit applies it to the edited level (which
    /// may have grown past it).
    wrap_height: Option<u32>,
    /// Per 128-pixel square of the layout, row by row: where its blocks start in `blocks` — 0 = no chunk
    /// (the first square of `blocks` is all empty), else (chunk index + 1) × blocks per chunk plus the
    /// square's place in its chunk (0, 64, 128 or 192 for the four squares of a 256-pixel chunk). A row past
    /// the bottom (or a negative y, huge when cast) falls outside it.
    layout: Vec<u32>,
    /// Packed blocks, both layers of a block side by side: `block_count` per chunk slot, slot 0 empty;
    /// within a slot one run of 64 per 128-pixel square (row-major squares, 8 × 8 blocks row-major).
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
        let cols = width << (chunk_shift - SQUARE_SHIFT);
        let mut terrain = Terrain {
            chunk_size: level.chunk_size,
            chunk_shift,
            side_shift,
            width,
            height: level.layout.height(),
            cols,
            x_limit: u32::try_from(cols << SQUARE_SHIFT).unwrap_or(u32::MAX),
            y_mask: u32::MAX,
            wrap_height: None,
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
        terrain.layout = vec![0; terrain.height * terrain.squares_per_side() * cols];
        for row in 0..terrain.height {
            for col in 0..width {
                terrain.set_layout_cell(level, col, row);
            }
        }
        terrain
    }

    /// The terrain with its layout read as the game reads it: rows wrapping every `height` pixels (a power of
    /// two; `None`: no wrap). Sonic 1's `FindNearestTile` takes the layout row from the y bits `$700` (8 rows
    /// of 256 px, rows past the level's empty), so something falling below the level meets its top rows
    /// again (s1disasm `_incObj/sub FindNearestTile.asm`: `lsr.w #1,d0`, `andi.w #$380,d0`). A level taller
    /// than that (made in the editor: the game's cannot be) does not wrap.
    pub fn wrapping_rows(mut self, height: Option<u32>) -> Self {
        self.wrap_height = height;
        self.y_mask = match height {
            Some(h) if h.is_power_of_two() && self.pixel_size().1 <= i64::from(h) => h - 1,
            _ => u32::MAX,
        };
        self
    }

    /// 128-pixel squares per chunk side (1 or 2).
    fn squares_per_side(&self) -> usize {
        1 << (self.chunk_shift - SQUARE_SHIFT)
    }

    /// Writes the squares of layout cell (col, row) from the level.
    fn set_layout_cell(&mut self, level: &Level, col: usize, row: usize) {
        self.write_cell(col, row, level.layout.get(col, row));
    }

    /// Puts `chunk` (`None`: empty) in layout cell (col, row) while the level runs, as a game's level event
    /// writes its layout (s1disasm `_inc/DynamicLevelEvents.asm` `DLE_LZ3`: switch $F's chunk 7). A cell
    /// outside the layout, or a chunk the level lacks (read as empty), changes nothing else.
    pub fn place_chunk(&mut self, col: usize, row: usize, chunk: Option<u16>) {
        if col < self.width && row < self.height {
            self.write_cell(col, row, chunk);
        }
    }

    fn write_cell(&mut self, col: usize, row: usize, chunk: Option<u16>) {
        let base = match chunk {
            Some(c) if usize::from(c) < self.chunk_count() => (u32::from(c) + 1) << (2 * self.side_shift),
            _ => 0,
        };
        let k = self.squares_per_side();
        for qy in 0..k {
            for qx in 0..k {
                let square = if base == 0 { 0 } else { base + ((qy * k + qx) as u32) * SQUARE_BLOCKS };
                self.layout[(row * k + qy) * self.cols + col * k + qx] = square;
            }
        }
    }

    fn pack_chunk(&mut self, index: usize, chunk: &Chunk) {
        let n = self.chunk_size.block_count();
        let side = self.chunk_size.blocks_per_side();
        let base = (index + 1) * n;
        // A chunk with fewer blocks than its size has reads as empty past its end.
        let blocks = chunk.blocks.iter().copied().chain(std::iter::repeat(Block::EMPTY)).take(n);
        for (i, block) in blocks.enumerate() {
            let (bx, by) = (i % side, i / side);
            // Square (bx / 8, by / 8) of the chunk, block (bx % 8, by % 8) within it.
            let square = (by / 8) * (side / 8) + bx / 8;
            let at = base + square * SQUARE_BLOCKS as usize + (by % 8) * 8 + bx % 8;
            let art = u32::from(block.art.unwrap_or(0) & 0x3FF) << ART_SHIFT;
            let pack = |cell: &formats::LayerCell| {
                LayerBlock { tile: cell.tile, solidity: cell.solidity, x_flip: block.x_flip, y_flip: block.y_flip }
                    .pack()
                    | art
            };
            self.blocks[at] = [pack(&block.a), pack(&block.b)];
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
        // Squares of one chunk hold its base plus less than one chunk's blocks, so the shift drops them.
        (self.square_at(x, y)? >> (2 * self.side_shift)).checked_sub(1).map(|c| c as u16)
    }

    /// What `layout` holds for the square containing pixel (x, y); `None` outside the level.
    fn square_at(&self, x: i32, y: i32) -> Option<u32> {
        let (x, y) = (x as u32, y as u32 & self.y_mask);
        if x >= self.x_limit {
            return None;
        }
        self.layout.get((y >> SQUARE_SHIFT) as usize * self.cols + (x >> SQUARE_SHIFT) as usize).copied()
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
            *self = Terrain::from_level(level).wrapping_rows(self.wrap_height);
            return;
        }
        if col < self.width && row < self.height {
            self.set_layout_cell(level, col, row);
        }
    }

    /// Re-packs one chunk after the editor changed its blocks; every layout cell using it sees the change.
    /// Falls back to a full rebuild when the level's structure changed (for example a chunk was added).
    pub fn refresh_chunk(&mut self, level: &Level, index: usize) {
        if !self.same_structure(level) {
            *self = Terrain::from_level(level).wrapping_rows(self.wrap_height);
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

    /// Where the blocks of the square holding pixel (x, y) start (what `layout` holds), 0 — the empty
    /// square — outside the level. Pixels of one square share it, so a sensor reading a neighbour in the
    /// same square reuses it (see [`same_square`]).
    #[inline]
    pub(crate) fn square_base(&self, x: i32, y: i32) -> u32 {
        // Negative coordinates become huge when cast: x fails the compare, y lands past the layout's end
        // (the index is computed in usize, so it cannot wrap back in).
        self.square_at(x, y).unwrap_or(0)
    }

    /// The packed block word at pixel (x, y) of the square starting at `base` ([`Terrain::square_base`]).
    #[inline]
    pub(crate) fn packed_in(&self, base: u32, layer: Layer, x: i32, y: i32) -> u32 {
        // Block (x / 16 % 8, y / 16 % 8) of the square: row × 8 + column.
        let block = ((y as u32 & 0x70) >> 1) | ((x as u32 & 0x70) >> 4);
        self.blocks[(base + block) as usize][layer_index(layer)]
    }

    /// The block a collision layer has at level pixel (x, y); `None` outside the level or in an empty
    /// layout cell. Constant time, no allocation.
    pub fn block_at(&self, layer: Layer, x: i32, y: i32) -> Option<LayerBlock> {
        match self.square_at(x, y) {
            None | Some(0) => None,
            Some(base) => Some(LayerBlock::unpack(self.packed_in(base, layer, x, y))),
        }
    }

    /// The game's 16×16 block number (`Block::art`, low 10 bits; 0 for blocks made in the editor) at level
    /// pixel (x, y); `None` outside the level or in an empty layout cell.
    pub fn art_at(&self, x: i32, y: i32) -> Option<u16> {
        match self.square_at(x, y) {
            None | Some(0) => None,
            Some(base) => Some((self.packed_in(base, Layer::A, x, y) >> ART_SHIFT) as u16),
        }
    }
}

/// Whether pixels (x0, y0) and (x1, y1) lie in the same 128-pixel square, so have the same
/// [`Terrain::square_base`].
#[inline(always)]
pub(crate) const fn same_square(x0: i32, y0: i32, x1: i32, y1: i32) -> bool {
    ((x0 ^ x1) | (y0 ^ y1)) as u32 >> SQUARE_SHIFT == 0
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
