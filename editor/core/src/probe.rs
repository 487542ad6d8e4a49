//! What is under a level position: chunk, block, tile, and the angle a sensor would read there.

use crate::view::ViewLayer;
use formats::{Angle, Block, Layer, LayerCell, Level, SolidTile, Solidity};

/// The layout cell, block and pixel under a level position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// Level pixel.
    pub x: i32,
    pub y: i32,
    /// Layout cell (chunk column and row).
    pub chunk_col: usize,
    pub chunk_row: usize,
    /// The chunk index the layout names there (None: empty cell).
    pub chunk: Option<u16>,
    /// Block column and row inside the chunk.
    pub block_col: usize,
    pub block_row: usize,
    /// The block (None: empty cell, or a chunk the level lacks).
    pub block: Option<Block>,
}

/// What is at level pixel (x, y); None outside the chunk layout.
pub fn probe(level: &Level, x: i32, y: i32) -> Option<Probe> {
    if x < 0 || y < 0 {
        return None;
    }
    let chunk_px = level.chunk_size.pixels();
    let (chunk_col, chunk_row) = ((x / chunk_px) as usize, (y / chunk_px) as usize);
    if chunk_col >= level.layout.width() || chunk_row >= level.layout.height() {
        return None;
    }
    let (block_col, block_row) = (((x % chunk_px) / 16) as usize, ((y % chunk_px) / 16) as usize);
    let chunk = level.layout.get(chunk_col, chunk_row);
    let block = chunk
        .and_then(|c| level.chunks.get(c as usize))
        .and_then(|c| c.block(level.chunk_size, block_col, block_row))
        .copied();
    Some(Probe { x, y, chunk_col, chunk_row, chunk, block_col, block_row, block })
}

/// Short solidity names, as the level file spells them.
pub fn solidity_name(solidity: Solidity) -> &'static str {
    match solidity {
        Solidity::NotSolid => "not solid",
        Solidity::Top => "Top",
        Solidity::LeftRightBottom => "LeftRightBottom",
        Solidity::All => "All",
    }
}

/// One layer's cell under the cursor, as the status bar writes it:
/// `A: tile 2 · All · angle 0xE0 (45°)`, with `, flipped: 0x20 (315°)` when the block's flips change it.
pub fn layer_text(level: &Level, block: &Block, layer: Layer) -> String {
    let name = match layer {
        Layer::A => "A",
        Layer::B => "B",
    };
    let cell: LayerCell = *block.layer(layer);
    if cell.solidity == Solidity::NotSolid {
        return format!("{name}: not solid");
    }
    let Some(tile) = level.tiles.get(cell.tile as usize) else {
        return format!("{name}: tile {} (missing)", cell.tile);
    };
    let mut text =
        format!("{name}: tile {} · {} · angle {}", cell.tile, solidity_name(cell.solidity), Angle(tile.angle).label());
    let flipped = Angle(tile.angle).flipped(block.x_flip, block.y_flip);
    if !tile.is_flagged() && flipped != Angle(tile.angle) {
        text.push_str(&format!(", flipped: {}", flipped.label()));
    }
    text
}

/// The status bar's pieces for a probe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatusText {
    /// `x 1234, y 567`
    pub position: String,
    /// `chunk 9, 4 = #12` / `chunk 9, 4 = empty` / `chunk 9, 4 = #40 (missing)`
    pub chunk: String,
    /// `block 3, 5` plus `(x-flip)` / `(y-flip)` / `(x+y-flip)`
    pub block: String,
    /// One entry per layer the view shows (see [`layer_text`]).
    pub layers: Vec<String>,
}

/// The status bar text for what is under the cursor.
pub fn status_text(level: &Level, probe: &Probe, view: ViewLayer) -> StatusText {
    let position = format!("x {}, y {}", probe.x, probe.y);
    let cell = format!("chunk {}, {}", probe.chunk_col, probe.chunk_row);
    let chunk = match probe.chunk {
        None => format!("{cell} = empty"),
        Some(c) if (c as usize) < level.chunks.len() => format!("{cell} = #{c}"),
        Some(c) => format!("{cell} = #{c} (missing)"),
    };
    let mut block = format!("block {}, {}", probe.block_col, probe.block_row);
    let mut layers = Vec::new();
    if let Some(b) = &probe.block {
        match (b.x_flip, b.y_flip) {
            (true, true) => block.push_str(" (x+y-flip)"),
            (true, false) => block.push_str(" (x-flip)"),
            (false, true) => block.push_str(" (y-flip)"),
            (false, false) => {}
        }
        let shown: &[Layer] = match view {
            ViewLayer::A => &[Layer::A],
            ViewLayer::B => &[Layer::B],
            ViewLayer::Both => &[Layer::A, Layer::B],
        };
        layers = shown.iter().map(|&l| layer_text(level, b, l)).collect();
    }
    StatusText { position, chunk, block, layers }
}

/// The height a downward sensor reads in the probed column of a tile placed with these flips
/// (X-flip reads column 15 − x, Y-flip negates the height:
/// `../shared/SPEC-NOTES.md` "Sensors against solid tiles").
pub fn column_height(tile: &SolidTile, x_in_tile: usize, x_flip: bool, y_flip: bool) -> i8 {
    let col = if x_flip { 15 - (x_in_tile & 15) } else { x_in_tile & 15 };
    let h = tile.heights[col];
    if y_flip { h.saturating_neg() } else { h }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize};

    fn level() -> Level {
        let mut level = Level::new("probe", ChunkSize::Px128, 2, 1);
        level.tiles.push(SolidTile::FULL);
        let mut slope = SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
        slope.angle = 0xE0;
        level.tiles.push(slope);
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        if let Some(b) = chunk.block_mut(ChunkSize::Px128, 2, 7) {
            b.a = LayerCell { tile: 2, solidity: Solidity::All };
            b.b = LayerCell { tile: 1, solidity: Solidity::Top };
            b.x_flip = true;
        }
        level.chunks.push(chunk);
        level.layout.set(1, 0, Some(0));
        level
    }

    #[test]
    fn probe_finds_chunk_block_and_tile() {
        let level = level();
        // Chunk cell 1 starts at x 128; block (2, 7) covers x 160..176, y 112..128.
        let p = probe(&level, 165, 120).unwrap();
        assert_eq!((p.chunk_col, p.chunk_row, p.chunk, p.block_col, p.block_row), (1, 0, Some(0), 2, 7));
        let text = status_text(&level, &p, ViewLayer::Both);
        assert_eq!(text.position, "x 165, y 120");
        assert_eq!(text.chunk, "chunk 1, 0 = #0");
        assert_eq!(text.block, "block 2, 7 (x-flip)");
        assert_eq!(
            text.layers,
            vec![
                "A: tile 2 · All · angle 0xE0 (45°), flipped: 0x20 (315°)".to_string(),
                "B: tile 1 · Top · angle 0x00 (0°)".to_string(),
            ]
        );
        // Column 165 & 15 = 5, x-flipped: column 10 of the slope, height 11.
        assert_eq!(column_height(&level.tiles[2], 5, true, false), 11);
        assert_eq!(column_height(&level.tiles[2], 5, true, true), -11);
    }

    #[test]
    fn probe_outside_the_layout_or_in_an_empty_cell() {
        let level = level();
        assert_eq!(probe(&level, -1, 0), None);
        assert_eq!(probe(&level, 256, 0), None);
        assert_eq!(probe(&level, 0, 128), None);
        let p = probe(&level, 5, 5).unwrap();
        assert_eq!((p.chunk, p.block), (None, None));
        let text = status_text(&level, &p, ViewLayer::A);
        assert_eq!(text.chunk, "chunk 0, 0 = empty");
        assert!(text.layers.is_empty());
    }
}
