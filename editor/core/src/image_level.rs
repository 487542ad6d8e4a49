//! A level made from an image: its art ([`formats::image_art`]: patterns, blocks and palette, the
//! level's own [`ArtEdits`] with no other source) and its collision, derived from the image's opaque pixels.
//!
//! Collision, per distinct 16x16 block (SPG "Solid Tiles": Height Array, Width Array, Flagged Tiles):
//! - a block whose shape hangs from its top edge (more opaque pixels on the top row than on the bottom one) is
//!   a ceiling: each column's height is negative, down to its lowest opaque pixel; any other block is a floor:
//!   each column is solid from its highest opaque pixel down;
//! - a height array whose rows no width can describe (a tuft of grass, a notch) is made monotone, changing
//!   the fewest pixels (the report counts these blocks); the width array is then derived from it, so both
//!   describe one shape;
//! - the angle is the games' arctangent (`engine::calc_angle`, s2disasm `CalcAngle`) of the surface from its
//!   first to its last partly solid column, as [`formats::SolidTile::derived_angle`] measures it; a block with
//!   no partly solid column (a full square, a wall) cannot show an angle and is flagged ($FF), as is one whose
//!   angle the shape does not bear out ([`crate::shape`]'s rule), so the tile lint agrees with every tile.
//!
//! Two ways to lay it out ([`ImageMode`]): the image as a tileset (its distinct blocks in reading order, a row
//! of them under every [`TILESET_ROOM`] empty block rows — room for the player to stand on each and try it — in
//! chunks, one row of them in the layout) or as the whole level (chunks cut from the image, duplicates merged,
//! the layout as the image shows them).

use crate::shape::{direction_angle, finish_tile};
use formats::art::RgbaImage;
use formats::art_edits::{ArtEdits, PatternPixels};
use formats::chunk::{Block, Chunk, ChunkSize, LayerCell, Solidity};
use formats::image_art::{self, ImageArt, QuantiseReport};
use formats::{Level, Point, SolidTile};
use std::collections::HashMap;

/// Empty block rows above each row of a tileset's blocks: 48 px, room for the player (38 px tall standing,
/// Sonic's `y_radius` 19) to stand on the blocks below.
pub const TILESET_ROOM: usize = 3;

/// How the image is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ImageMode {
    /// A tileset: its distinct blocks packed into chunks to build a level with.
    #[default]
    Tileset,
    /// The whole level, as drawn.
    Level,
}

impl ImageMode {
    pub const ALL: [ImageMode; 2] = [ImageMode::Tileset, ImageMode::Level];
    pub fn label(self) -> &'static str {
        match self {
            ImageMode::Tileset => "Tileset (blocks to build with)",
            ImageMode::Level => "Whole level (laid out as drawn)",
        }
    }
}

/// What was made, and what the image lost on the way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImageReport {
    pub quantise: QuantiseReport,
    /// Distinct 8x8 patterns (the blank one included) and 16x16 blocks (the blank one included).
    pub patterns: usize,
    pub blocks: usize,
    /// Solid tiles (the empty tile 0 included) and chunks made.
    pub tiles: usize,
    pub chunks: usize,
    /// Blocks whose shape no height and width array could hold as drawn (collision made monotone).
    pub simplified: usize,
    /// Tiles flagged (angle $FF): full squares, walls, slivers.
    pub flagged: usize,
}

impl ImageReport {
    /// One short line for the status bar: what was made and what the picture lost.
    pub fn summary(&self) -> String {
        let q = &self.quantise;
        format!(
            "{} patterns, {} blocks, {} tiles, {} chunks; {} colours ({} rounded, {} lost); {} tiles flagged, {} smoothed",
            self.patterns,
            self.blocks,
            self.tiles,
            self.chunks,
            q.colours_in,
            q.colours_rounded,
            q.colours_lost,
            self.flagged,
            self.simplified
        )
    }

    /// A few lines for the CLI.
    pub fn lines(&self) -> Vec<String> {
        vec![
            format!(
                "{} pattern(s), {} block(s), {} solid tile(s), {} chunk(s) (duplicates and flipped duplicates merged)",
                self.patterns, self.blocks, self.tiles, self.chunks
            ),
            format!("colours: {}", self.quantise.summary()),
            format!(
                "collision: {} tile(s) flagged (no slope to take an angle from); {} block(s) simplified (rows no width array can hold)",
                self.flagged, self.simplified
            ),
        ]
    }
}

/// A level made from an image.
#[derive(Clone, Debug)]
pub struct ImageLevel {
    pub level: Level,
    pub report: ImageReport,
}

/// The solid tile of a 16x16 block from its opaque pixels (row-major); None when it has none. The flag says
/// whether the shape had to be simplified.
pub fn tile_from_mask(mask: &[bool; 256]) -> Option<(SolidTile, bool)> {
    if !mask.iter().any(|&m| m) {
        return None;
    }
    let row = |y: usize| (0..16).filter(|&x| mask[y * 16 + x]).count();
    let hanging = row(0) > row(15);
    // Magnitudes: how far each column is solid from the tile's floor (or, hanging, its ceiling).
    let drawn: [i32; 16] = std::array::from_fn(|x| {
        let column = |y: usize| mask[y * 16 + x];
        if hanging {
            (0..16).rev().find(|&y| column(y)).map_or(0, |y| y as i32 + 1)
        } else {
            (0..16).find(|&y| column(y)).map_or(0, |y| 16 - y as i32)
        }
    });
    let representable = |m: &[i32; 16]| {
        (1..=16).all(|k| {
            let count = m.iter().filter(|&&v| v >= k).count();
            count == 0 || m[..count].iter().all(|&v| v >= k) || m[16 - count..].iter().all(|&v| v >= k)
        })
    };
    let mut magnitudes = drawn;
    let simplified = !representable(&drawn);
    if simplified {
        // The four monotone envelopes (running max or min, from either side): each is representable.
        let run = |from_left: bool, max: bool| -> [i32; 16] {
            let mut out = drawn;
            let mut acc = if max { 0 } else { 16 };
            let order: Vec<usize> = if from_left { (0..16).collect() } else { (0..16).rev().collect() };
            for x in order {
                acc = if max { acc.max(drawn[x]) } else { acc.min(drawn[x]) };
                out[x] = acc;
            }
            out
        };
        let cost = |m: &[i32; 16]| m.iter().zip(&drawn).map(|(a, b)| (a - b).abs()).sum::<i32>();
        let candidates = [run(true, false), run(false, false), run(true, true), run(false, true)];
        if let Some(best) = candidates.iter().min_by_key(|m| cost(m)) {
            magnitudes = *best;
        }
    }
    let heights: [i8; 16] = std::array::from_fn(|x| if hanging { -magnitudes[x] } else { magnitudes[x] } as i8);
    let widths = SolidTile { heights, widths: [0; 16], angle: 0 }.derived_widths();
    // The surface (y down) per column: a floor's top, a ceiling's underside.
    let surface = |x: usize| if hanging { magnitudes[x] } else { 16 - magnitudes[x] };
    let partial: Vec<usize> = (0..16).filter(|&x| (1..16).contains(&magnitudes[x])).collect();
    let angle = match (partial.first(), partial.last()) {
        (Some(&first), Some(&last)) => {
            let (x0, x1) = if first == last { (first.saturating_sub(1), (last + 1).min(15)) } else { (first, last) };
            let (dx, dy) = ((x1 - x0) as f64, f64::from(surface(x1) - surface(x0)));
            // Floors are walked left to right; a ceiling's underside right to left.
            if hanging { direction_angle(-dx, -dy) } else { direction_angle(dx, dy) }
        }
        _ => formats::tile::FLAGGED_ANGLE,
    };
    Some((finish_tile(heights, widths, angle), simplified))
}

/// The image's art as a level's own art (no other source): every pattern and block, the colours of the lines
/// used.
pub fn art_edits(art: &ImageArt) -> ArtEdits {
    let mut edits = ArtEdits::default();
    for (i, p) in art.patterns.iter().enumerate() {
        edits.patterns.insert(i as u16, PatternPixels(*p));
    }
    for (i, b) in art.blocks.iter().enumerate() {
        edits.blocks.insert(i as u16, *b);
    }
    for line in 0..4 {
        let entries = &art.palette[line * 16..line * 16 + 16];
        if entries[1..].iter().any(|&c| c != 0) {
            for (i, &c) in entries.iter().enumerate() {
                edits.palette.insert((line * 16 + i) as u8, c);
            }
        }
    }
    edits
}

/// Makes a level named `name` from an image (sides multiples of 16).
pub fn level_from_image(image: &RgbaImage, mode: ImageMode, name: &str) -> Result<ImageLevel, String> {
    let art = image_art::image_art(image)?;
    let mut report = ImageReport {
        quantise: art.report.clone(),
        patterns: art.patterns.len(),
        blocks: art.blocks.len(),
        ..ImageReport::default()
    };
    // Solid tiles, one per distinct shape.
    let mut tiles = vec![SolidTile::EMPTY];
    let mut tile_ids: HashMap<SolidTile, u16> = HashMap::new();
    let mut block_tile = vec![0u16; art.blocks.len()];
    for (id, slot) in block_tile.iter_mut().enumerate().skip(1) {
        let Some((tile, simplified)) = tile_from_mask(&art.block_mask(id as u16)) else { continue };
        report.simplified += usize::from(simplified);
        *slot = *tile_ids.entry(tile.clone()).or_insert_with(|| {
            tiles.push(tile);
            (tiles.len() - 1) as u16
        });
    }
    report.flagged = tiles.iter().skip(1).filter(|t| t.is_flagged()).count();
    report.tiles = tiles.len();
    if tiles.len() > formats::limits::MAX_TILES {
        return Err(format!("{} solid tiles: at most {}", tiles.len(), formats::limits::MAX_TILES));
    }
    let block = |r: image_art::BlockRef| {
        let tile = block_tile[usize::from(r.block)];
        let solidity = if tile == 0 { Solidity::NotSolid } else { Solidity::All };
        let cell = LayerCell { tile, solidity };
        Block { a: cell, b: cell, x_flip: r.x_flip, y_flip: r.y_flip, art: Some(r.block) }
    };
    let size = ChunkSize::Px128;
    let n = size.blocks_per_side();
    let (grid, columns, rows): (Vec<Option<image_art::BlockRef>>, usize, usize) = match mode {
        ImageMode::Level => (art.cells.clone(), art.columns, art.rows),
        ImageMode::Tileset => {
            // Distinct blocks in reading order, n to a row, each row under `TILESET_ROOM` empty ones.
            let mut seen = vec![false; art.blocks.len()];
            let mut order = Vec::new();
            for r in art.cells.iter().flatten() {
                if !std::mem::replace(&mut seen[usize::from(r.block)], true) {
                    order.push(image_art::BlockRef { block: r.block, x_flip: false, y_flip: false });
                }
            }
            let stride = TILESET_ROOM + 1;
            let rows = order.len().div_ceil(n).max(1) * stride;
            let mut grid = vec![None; n * rows];
            for (i, r) in order.into_iter().enumerate() {
                grid[((i / n) * stride + TILESET_ROOM) * n + i % n] = Some(r);
            }
            (grid, n, rows)
        }
    };
    let (chunk_cols, chunk_rows) = (columns.div_ceil(n), rows.div_ceil(n));
    let (width, height) = match mode {
        ImageMode::Level => (chunk_cols, chunk_rows),
        ImageMode::Tileset => (chunk_cols * chunk_rows, 1),
    };
    if width > formats::limits::MAX_LAYOUT_SIDE || height > formats::limits::MAX_LAYOUT_SIDE {
        return Err(format!("{width} x {height} chunks: at most {} per side", formats::limits::MAX_LAYOUT_SIDE));
    }
    let mut level = Level::new(name, size, width.max(1), height.max(1));
    let mut chunk_ids: HashMap<Vec<Block>, u16> = HashMap::new();
    for cy in 0..chunk_rows {
        for cx in 0..chunk_cols {
            let blocks: Vec<Block> = (0..n * n)
                .map(|i| {
                    let (bx, by) = (cx * n + i % n, cy * n + i / n);
                    if bx >= columns || by >= rows {
                        return Block::EMPTY;
                    }
                    grid.get(by * columns + bx).copied().flatten().map_or(Block::EMPTY, block)
                })
                .collect();
            if blocks.iter().all(|b| *b == Block::EMPTY) {
                continue;
            }
            let next = level.chunks.len() as u16;
            let id = *chunk_ids.entry(blocks.clone()).or_insert(next);
            if id == next {
                level.chunks.push(Chunk { blocks });
            }
            let (col, row) = match mode {
                ImageMode::Level => (cx, cy),
                ImageMode::Tileset => (cy * chunk_cols + cx, 0),
            };
            level.layout.set(col, row, Some(id));
        }
    }
    if level.chunks.len() > formats::limits::MAX_CHUNKS {
        return Err(format!("{} chunks: at most {}", level.chunks.len(), formats::limits::MAX_CHUNKS));
    }
    report.chunks = level.chunks.len();
    level.tiles = tiles;
    level.art = None;
    level.art_edits = art_edits(&art);
    level.player_start = start_point(&level);
    Ok(ImageLevel { level, report })
}

/// Where the player starts: above the first ground from the left with room to stand on it (else the level's
/// top-left corner).
fn start_point(level: &Level) -> Point {
    let (w, h) = level.pixel_size();
    let px = level.chunk_size.pixels();
    let n = level.chunk_size.blocks_per_side();
    let solid = |x: i32, y: i32| -> bool {
        let Some(chunk) =
            level.layout.get((x / px) as usize, (y / px) as usize).and_then(|c| level.chunks.get(usize::from(c)))
        else {
            return false;
        };
        let Some(b) = chunk.blocks.get(((y % px) / 16) as usize * n + ((x % px) / 16) as usize) else { return false };
        let Some(tile) = level.tiles.get(usize::from(b.a.tile)).filter(|_| b.a.tile != 0) else { return false };
        let (tx, ty) = ((x % 16) as usize, (y % 16) as usize);
        tile.is_solid_by_heights(if b.x_flip { 15 - tx } else { tx }, if b.y_flip { 15 - ty } else { ty })
    };
    for x in (24..w - 8).step_by(8) {
        let mut clear = 0;
        for y in 0..h {
            if solid(x, y) {
                if clear >= 48 {
                    return Point { x, y: y - 20 };
                }
                clear = 0;
            } else {
                clear += 1;
            }
        }
    }
    Point { x: 64, y: 64 }
}

#[cfg(test)]
mod tests;
