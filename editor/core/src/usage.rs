//! How often tiles and chunks are used: shown in the libraries and menus, asked before a delete.

use formats::{Layer, Level, Solidity};

/// How often each tile is used by solid block cells. Not-solid cells are not counted: they have no
/// collision, and every empty block names tile 0 that way.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TileUsage {
    /// Per tile: solid layer-A cells, solid layer-B cells.
    pub a: Vec<usize>,
    pub b: Vec<usize>,
    /// Per tile: blocks using it on either layer, and chunks containing such a block.
    pub blocks: Vec<usize>,
    pub chunks: Vec<usize>,
}

impl TileUsage {
    pub fn of(level: &Level) -> Self {
        let n = level.tiles.len();
        let mut usage = TileUsage { a: vec![0; n], b: vec![0; n], blocks: vec![0; n], chunks: vec![0; n] };
        let mut in_chunk = vec![false; n];
        for chunk in &level.chunks {
            in_chunk.iter_mut().for_each(|f| *f = false);
            for block in &chunk.blocks {
                let mut counted = None;
                for layer in Layer::BOTH {
                    let cell = block.layer(layer);
                    let t = cell.tile as usize;
                    if cell.solidity == Solidity::NotSolid || t >= n {
                        continue;
                    }
                    match layer {
                        Layer::A => usage.a[t] += 1,
                        Layer::B => usage.b[t] += 1,
                    }
                    if counted != Some(t) {
                        usage.blocks[t] += 1;
                        counted = Some(t);
                    }
                    in_chunk[t] = true;
                }
            }
            for (t, used) in in_chunk.iter().enumerate() {
                if *used {
                    usage.chunks[t] += 1;
                }
            }
        }
        usage
    }

    /// Solid cells (A + B) naming `tile`.
    pub fn cells(&self, tile: usize) -> usize {
        self.a.get(tile).copied().unwrap_or(0) + self.b.get(tile).copied().unwrap_or(0)
    }

    /// "used by 37 blocks in 12 chunks (A 30, B 20)", or "not used by any chunk".
    pub fn text(&self, tile: usize) -> String {
        let blocks = self.blocks.get(tile).copied().unwrap_or(0);
        if blocks == 0 {
            return "not used by any chunk".to_string();
        }
        let chunks = self.chunks.get(tile).copied().unwrap_or(0);
        format!(
            "used by {blocks} block{} in {chunks} chunk{} (A {}, B {})",
            plural(blocks),
            plural(chunks),
            self.a[tile],
            self.b[tile]
        )
    }
}

pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Layout cells naming each chunk.
pub fn chunk_usage(level: &Level) -> Vec<usize> {
    let mut usage = vec![0; level.chunks.len()];
    for c in level.layout.cells().iter().flatten() {
        if let Some(n) = usage.get_mut(*c as usize) {
            *n += 1;
        }
    }
    usage
}

/// Chunk cells naming each 16x16 art block (`Block::art`), for ids `0..count` (the art's blocks; ids past
/// the art are not counted).
pub fn art_block_usage(level: &Level, count: usize) -> Vec<usize> {
    let mut usage = vec![0; count];
    for id in level.chunks.iter().flat_map(|c| &c.blocks).filter_map(|b| b.art) {
        if let Some(n) = usage.get_mut(usize::from(id)) {
            *n += 1;
        }
    }
    usage
}

/// Block quarters naming each 8x8 pattern, for patterns `0..art.pattern_count()` (a block's mapping names
/// four patterns; see `formats::art`).
pub fn pattern_usage(art: &formats::art::LevelArt) -> Vec<usize> {
    let mut usage = vec![0; art.pattern_count()];
    for id in 0..art.block_count().min(usize::from(u16::MAX)) {
        for word in art.block_mapping(id as u16).into_iter().flatten() {
            if let Some(n) = usage.get_mut(word.pattern()) {
                *n += 1;
            }
        }
    }
    usage
}

/// "used by 3 chunk cells" / "not used by any chunk".
pub fn cells_text(cells: usize) -> String {
    match cells {
        0 => "not used by any chunk".to_string(),
        n => format!("used by {n} chunk cell{}", plural(n)),
    }
}

/// "used by 12 layout cells" / "not used in the layout".
pub fn usage_text(cells: usize) -> String {
    match cells {
        0 => "not used in the layout".to_string(),
        1 => "used by 1 layout cell".to_string(),
        n => format!("used by {n} layout cells"),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize, LayerCell, SolidTile};

    /// Two chunks using tiles 1 and 2 on both layers, one not-solid cell.
    pub(crate) fn level() -> Level {
        let mut level = Level::new("u", ChunkSize::Px128, 2, 1);
        level.tiles = vec![SolidTile::EMPTY, SolidTile::FULL, SolidTile::from_heights([8; 16])];
        let mut c0 = Chunk::empty(ChunkSize::Px128);
        c0.blocks[0].a = LayerCell { tile: 1, solidity: Solidity::All };
        c0.blocks[0].b = LayerCell { tile: 1, solidity: Solidity::Top };
        c0.blocks[1].b = LayerCell { tile: 2, solidity: Solidity::All };
        c0.blocks[2].a = LayerCell { tile: 2, solidity: Solidity::NotSolid };
        let mut c1 = Chunk::empty(ChunkSize::Px128);
        c1.blocks[5].a = LayerCell { tile: 1, solidity: Solidity::LeftRightBottom };
        level.chunks = vec![c0, c1];
        level
    }

    #[test]
    fn usage_counts_solid_cells_per_layer_blocks_and_chunks() {
        let u = TileUsage::of(&level());
        assert_eq!(u.a, [0, 2, 0]);
        assert_eq!(u.b, [0, 1, 1]);
        assert_eq!(u.blocks, [0, 2, 1]);
        assert_eq!(u.chunks, [0, 2, 1]);
        assert_eq!(u.text(1), "used by 2 blocks in 2 chunks (A 2, B 1)");
        assert_eq!(u.text(2), "used by 1 block in 1 chunk (A 0, B 1)");
        assert_eq!(u.text(0), "not used by any chunk");
    }

    #[test]
    fn art_usage_counts_cells_and_block_quarters() {
        use formats::art::{LevelArt, PatternWord};
        let mut level = level();
        level.chunks[0].blocks[0].art = Some(2);
        level.chunks[0].blocks[3].art = Some(2);
        level.chunks[1].blocks[0].art = Some(0);
        level.chunks[1].blocks[1].art = Some(9);
        assert_eq!(art_block_usage(&level, 3), [1, 0, 2], "id 9 is past the art");
        assert_eq!(cells_text(2), "used by 2 chunk cells");
        assert_eq!(cells_text(0), "not used by any chunk");
        let words = |p: [u16; 4]| p.map(PatternWord);
        let art = LevelArt::from_patterns(
            vec![[0; 64]; 3],
            vec![words([0, 1, 1, 0x0801]), words([0x8001, 7, 0, 0])],
            &[[0; 3]; 64],
        );
        assert_eq!(pattern_usage(&art), [3, 4, 0], "flip and priority bits are not the index; 7 is past the art");
    }

    #[test]
    fn chunk_usage_counts_layout_cells() {
        let mut level = Level::new("c", ChunkSize::Px128, 3, 1);
        level.chunks = vec![Chunk::empty(ChunkSize::Px128); 3];
        level.layout.set(0, 0, Some(0));
        level.layout.set(1, 0, Some(1));
        level.layout.set(2, 0, Some(1));
        assert_eq!(chunk_usage(&level), [1, 2, 0]);
        assert_eq!(usage_text(0), "not used in the layout");
        assert_eq!(usage_text(1), "used by 1 layout cell");
        assert_eq!(usage_text(3), "used by 3 layout cells");
    }
}
