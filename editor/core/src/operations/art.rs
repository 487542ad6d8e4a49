//! Art operations: the edits behind the chunk, block and pattern editors' bigger verbs (the collision a 16x16
//! art block usually has, a copy of a block for one chunk cell, a new or flipped 8x8 pattern). The art is the
//! level's effective art (`formats::art::LevelArt::with_edits`): the source's with the level's own edits.

use crate::edit::Edit;
use formats::art::{LevelArt, MAX_BLOCKS, MAX_PATTERNS, Pattern};
use formats::art_edits::PatternPixels;
use formats::{LayerCell, Level};
use std::collections::HashMap;

/// The collision block `art` usually has in this level: the most common pair of layer-A and layer-B cells
/// (tile and solidity) among the chunk cells using that art block, the first met of equally common ones
/// (chunks in order, then cells); None when no cell uses it. The same art usually has the same shape — the
/// games' collision indexes give one shape per block id (s2disasm `ColCurveMap`, `ColP_*`).
pub fn usual_collision(level: &Level, art: u16) -> Option<(LayerCell, LayerCell)> {
    let mut counts: HashMap<(LayerCell, LayerCell), (usize, usize)> = HashMap::new();
    let cells = level.chunks.iter().flat_map(|c| &c.blocks).filter(|b| b.art == Some(art));
    for (order, b) in cells.enumerate() {
        counts.entry((b.a, b.b)).or_insert((0, order)).0 += 1;
    }
    counts.into_iter().max_by_key(|&(_, (n, first))| (n, std::cmp::Reverse(first))).map(|(pair, _)| pair)
}

/// The four pattern words of art block `id` (zeros past the art).
pub fn block_words(art: Option<&LevelArt>, id: u16) -> [u16; 4] {
    art.and_then(|a| a.block_mapping(id)).map_or([0; 4], |m| m.map(|w| w.0))
}

/// The id a new art block gets: past the art's blocks, the level's own and every id a chunk cell names (a
/// level's chunks may name blocks its art lacks — Emerald Hill's name 500–504 and 753–767 of its 500 — and a
/// new block there would show up in those cells).
pub fn next_block_id(level: &Level, art: Option<&LevelArt>) -> usize {
    let named =
        level.chunks.iter().flat_map(|c| &c.blocks).filter_map(|b| b.art).max().map_or(0, |id| usize::from(id) + 1);
    let own = level.art_edits.blocks.keys().next_back().map_or(0, |k| usize::from(*k) + 1);
    art.map_or(0, LevelArt::block_count).max(own).max(named)
}

/// A copy of art block `id` with `words`, appended as a new block ([`next_block_id`]), and chunk cell `cell`
/// (chunk, block index) repointed to it: "make a copy" when a block used by other cells is edited for one of
/// them. Returns the edit and the new block's id.
pub fn copy_block(
    level: &Level,
    art: Option<&LevelArt>,
    words: [u16; 4],
    cell: Option<(usize, usize)>,
) -> Result<(Edit, u16), String> {
    let new = next_block_id(level, art);
    if new >= MAX_BLOCKS {
        return Err(format!("the art already has the most blocks a chunk can name ({MAX_BLOCKS})"));
    }
    let id = new as u16;
    let mut edits = vec![Edit::SetArtBlock { id, words: Some(words) }];
    if let Some((chunk, b)) = cell {
        let Some(block) = level.chunks.get(chunk).and_then(|c| c.blocks.get(b)) else {
            return Err(format!("chunk {chunk} has no block {b}"));
        };
        edits.push(Edit::SetBlock { chunk, block: b, value: formats::Block { art: Some(id), ..*block } });
    }
    Ok((Edit::Group(edits), id))
}

/// `pixels` appended as a new pattern (after the art's last and any a block names): "duplicate" and "new
/// pattern". Returns the edit and the new pattern's index.
pub fn append_pattern(level: &Level, art: Option<&LevelArt>, pixels: Pattern) -> Result<(Edit, u16), String> {
    // Past the patterns the blocks name too, as for blocks (`next_block_id`).
    let named = art.map_or(0, |a| {
        (0..a.block_count().min(usize::from(u16::MAX)))
            .filter_map(|id| a.block_mapping(id as u16))
            .flatten()
            .map(|w| w.pattern() + 1)
            .max()
            .unwrap_or(0)
    });
    let new = art
        .map_or(0, LevelArt::pattern_count)
        .max(level.art_edits.patterns.keys().next_back().map_or(0, |k| usize::from(*k) + 1))
        .max(named);
    if new >= MAX_PATTERNS {
        return Err(format!("the art already has the most patterns the VDP holds ({MAX_PATTERNS})"));
    }
    let index = new as u16;
    Ok((Edit::SetArtPattern { index, pixels: Some(PatternPixels(pixels)) }, index))
}

/// A pattern mirrored left-right and/or top-bottom (its pixels rewritten, not a pattern word's flip bits).
pub fn flip_pattern(pixels: &Pattern, x: bool, y: bool) -> Pattern {
    let mut out = [0u8; 64];
    for (i, p) in out.iter_mut().enumerate() {
        let (px, py) = (i % 8, i / 8);
        let (sx, sy) = (if x { 7 - px } else { px }, if y { 7 - py } else { py });
        *p = pixels[sy * 8 + sx];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::art::PatternWord;
    use formats::{Chunk, ChunkSize, Solidity};

    fn cell(tile: u16, solidity: Solidity) -> LayerCell {
        LayerCell { tile, solidity }
    }

    #[test]
    fn the_usual_collision_is_the_most_common_pair_of_cells_using_the_art() {
        let mut level = Level::new("u", ChunkSize::Px128, 1, 1);
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        let full = (cell(1, Solidity::All), cell(1, Solidity::All));
        let top = (cell(1, Solidity::All), cell(1, Solidity::Top));
        for (i, (a, b)) in [top, full, full, top, top, full].into_iter().enumerate() {
            chunk.blocks[i].a = a;
            chunk.blocks[i].b = b;
            chunk.blocks[i].art = Some(if i < 3 { 5 } else { 6 });
        }
        // Art 7: one each, the first met wins.
        chunk.blocks[10] = formats::Block { a: full.0, b: full.1, art: Some(7), ..Default::default() };
        chunk.blocks[11] = formats::Block { a: top.0, b: top.1, art: Some(7), ..Default::default() };
        level.chunks = vec![chunk];
        assert_eq!(usual_collision(&level, 5), Some(full));
        assert_eq!(usual_collision(&level, 6), Some(top));
        assert_eq!(usual_collision(&level, 7), Some(full));
        assert_eq!(usual_collision(&level, 8), None);
    }

    #[test]
    fn a_copy_is_appended_and_the_cell_repointed() {
        let mut level = Level::new("c", ChunkSize::Px128, 1, 1);
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        chunk.blocks[3].art = Some(0);
        chunk.blocks[3].a = cell(2, Solidity::Top);
        level.chunks = vec![chunk];
        let art = LevelArt::from_patterns(vec![[1; 64]], vec![[PatternWord(0); 4]; 2], &[[0; 3]; 64]);
        let (edit, id) = copy_block(&level, Some(&art), [0, 0x0800, 0, 0], Some((0, 3))).unwrap();
        assert_eq!(id, 2);
        let (undo, _) = edit.apply(&mut level).unwrap();
        assert_eq!(level.art_edits.blocks[&2], [0, 0x0800, 0, 0]);
        assert_eq!(level.chunks[0].blocks[3].art, Some(2));
        assert_eq!(level.chunks[0].blocks[3].a, cell(2, Solidity::Top), "the collision stays");
        undo.apply(&mut level).unwrap();
        assert!(level.art_edits.is_empty() && level.chunks[0].blocks[3].art == Some(0));
        assert!(copy_block(&level, Some(&art), [0; 4], Some((0, 999))).is_err());
        // Without art the first copy is past the blocks the cells name (cell 3 names block 0); a pattern is
        // appended after the edits' last.
        assert_eq!(copy_block(&level, None, [0; 4], None).unwrap().1, 1);
        // A cell naming a block past the art: a new block goes past it too.
        level.chunks[0].blocks[5].art = Some(9);
        assert_eq!(copy_block(&level, Some(&art), [0; 4], None).unwrap().1, 10);
        level.art_edits.patterns.insert(4, PatternPixels([0; 64]));
        assert_eq!(append_pattern(&level, Some(&art), [0; 64]).unwrap().1, 5);
        // A block naming pattern 7 (past the art's): a new pattern goes past it.
        let named = LevelArt::from_patterns(vec![[1; 64]], vec![[PatternWord(7); 4]], &[[0; 3]; 64]);
        assert_eq!(append_pattern(&Level::new("p", ChunkSize::Px128, 1, 1), Some(&named), [0; 64]).unwrap().1, 8);
    }

    #[test]
    fn flipping_rewrites_the_pixels() {
        let mut p = [0u8; 64];
        p[0] = 1; // (0, 0)
        p[8 + 2] = 2; // (2, 1)
        let x = flip_pattern(&p, true, false);
        assert_eq!((x[7], x[8 + 5]), (1, 2));
        let y = flip_pattern(&p, false, true);
        assert_eq!((y[56], y[48 + 2]), (1, 2));
        assert_eq!(flip_pattern(&flip_pattern(&p, true, true), true, true), p);
    }
}
