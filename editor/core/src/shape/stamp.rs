//! Writing a generated shape into a level: one undoable edit that adds only the tiles and chunks the level
//! does not have yet, points the covered layout cells at the new chunks and adds the shape's switchers.

use super::Generated;
use crate::edit::Edit;
use formats::validate::limits;
use formats::{Chunk, Layer, LayerCell, Level, SolidTile, Solidity};
use std::collections::HashMap;

/// What stamping a shape does, before it is applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// The whole change as one undo step.
    pub edit: Edit,
    pub new_tiles: usize,
    pub new_chunks: usize,
    /// Layout cells that now name another chunk.
    pub cells: usize,
    pub switchers: usize,
}

impl Stamp {
    /// "3 tiles, 2 chunks, 4 cells, 3 switchers" (for the status line and the undo label).
    pub fn summary(&self) -> String {
        let n = |count: usize, what: &str| format!("{count} {what}{}", crate::usage::plural(count));
        format!(
            "{} new, {} new, {} changed, {} added",
            n(self.new_tiles, "tile"),
            n(self.new_chunks, "chunk"),
            n(self.cells, "layout cell"),
            n(self.switchers, "switcher")
        )
    }
}

/// The edit that draws `generated` into `level`. Where the shape has a tile on a layer it replaces the
/// block's tile on that layer (solid from all sides); the other layer is kept. Identical tiles and chunks are
/// reused: a shape drawn twice adds nothing the second time. Chunks shared by other cells are never changed
/// in place: a changed cell gets its own (new or reused) chunk. Refused when the shape lies outside the
/// layout or the level would exceed its tile or chunk limits.
pub fn stamp(level: &Level, generated: &Generated) -> Result<Stamp, String> {
    stamp_as(level, generated, Solidity::All)
}

/// [`stamp`] with another solidity for the shape's cells: `Solidity::Top` makes a jump-through platform
/// (SPG "Solid Tiles": top-solid tiles are only seen by floor sensors).
pub fn stamp_as(level: &Level, generated: &Generated, solidity: Solidity) -> Result<Stamp, String> {
    let size = level.chunk_size;
    let (px, n) = (size.pixels(), size.blocks_per_side());
    let (w, h) = (level.layout.width() as i32, level.layout.height() as i32);
    let x1 = generated.x0 + generated.cols as i32 * 16;
    let y1 = generated.y0 + generated.rows as i32 * 16;
    let (c0, r0) = (generated.x0.div_euclid(px).max(0), generated.y0.div_euclid(px).max(0));
    let (c1, r1) = (((x1 + px - 1).div_euclid(px)).min(w), ((y1 + px - 1).div_euclid(px)).min(h));
    if generated.block_count() == 0 {
        return Err("the shape has no solid pixels".to_string());
    }
    if c0 >= c1 || r0 >= r1 {
        return Err("the shape lies outside the layout".to_string());
    }
    let mut tile_ids: HashMap<SolidTile, u16> = HashMap::new();
    for (i, t) in level.tiles.iter().enumerate().rev() {
        tile_ids.insert(t.clone(), i as u16);
    }
    let mut chunk_ids: HashMap<Chunk, u16> = HashMap::new();
    for (i, c) in level.chunks.iter().enumerate().rev() {
        chunk_ids.insert(c.clone(), i as u16);
    }
    let mut new_tiles: Vec<SolidTile> = Vec::new();
    let mut new_chunks: Vec<Chunk> = Vec::new();
    let mut cells = Vec::new();
    for row in r0..r1 {
        for col in c0..c1 {
            let current = level.layout.get(col as usize, row as usize);
            let mut chunk =
                current.and_then(|c| level.chunks.get(usize::from(c))).cloned().unwrap_or_else(|| Chunk::empty(size));
            let mut changed = false;
            for brow in 0..n {
                for bcol in 0..n {
                    let (x, y) = (col * px + bcol as i32 * 16, row * px + brow as i32 * 16);
                    for layer in Layer::BOTH {
                        let Some(tile) = generated.tile_at(layer, x, y) else { continue };
                        let next = (level.tiles.len() + new_tiles.len()) as u16;
                        let id = *tile_ids.entry(tile.clone()).or_insert_with(|| {
                            new_tiles.push(tile.clone());
                            next
                        });
                        if let Some(block) = chunk.block_mut(size, bcol, brow) {
                            let cell = LayerCell { tile: id, solidity };
                            if *block.layer(layer) != cell || block.x_flip || block.y_flip {
                                *block.layer_mut(layer) = cell;
                                // Flips are shared by both layers; the shape's tiles are drawn unflipped.
                                block.x_flip = false;
                                block.y_flip = false;
                                changed = true;
                            }
                        }
                    }
                }
            }
            if !changed {
                continue;
            }
            let next = (level.chunks.len() + new_chunks.len()) as u16;
            let id = *chunk_ids.entry(chunk.clone()).or_insert_with(|| {
                new_chunks.push(chunk);
                next
            });
            if current != Some(id) {
                cells.push((col as usize, row as usize, id));
            }
        }
    }
    if level.tiles.len() + new_tiles.len() > limits::MAX_TILES {
        return Err(format!("the level would have more than {} tiles", limits::MAX_TILES));
    }
    if level.chunks.len() + new_chunks.len() > limits::MAX_CHUNKS {
        return Err(format!("the level would have more than {} chunks", limits::MAX_CHUNKS));
    }
    let switchers: Vec<_> = generated.switchers.iter().filter(|s| !level.switchers.contains(s)).cloned().collect();
    if level.switchers.len() + switchers.len() > limits::MAX_SWITCHERS {
        return Err(format!("the level would have more than {} switchers", limits::MAX_SWITCHERS));
    }
    let (nt, nc, ncells, ns) = (new_tiles.len(), new_chunks.len(), cells.len(), switchers.len());
    let mut edits = Vec::new();
    let base = level.tiles.len();
    edits.extend(new_tiles.into_iter().enumerate().map(|(i, tile)| Edit::InsertTile { index: base + i, tile }));
    let base = level.chunks.len();
    edits.extend(new_chunks.into_iter().enumerate().map(|(i, chunk)| Edit::InsertChunk { index: base + i, chunk }));
    edits.extend(cells.into_iter().map(|(col, row, id)| Edit::SetCell { col, row, chunk: Some(id) }));
    let base = level.switchers.len();
    edits.extend(
        switchers.into_iter().enumerate().map(|(i, switcher)| Edit::InsertSwitcher { index: base + i, switcher }),
    );
    Ok(Stamp { edit: Edit::Group(edits), new_tiles: nt, new_chunks: nc, cells: ncells, switchers: ns })
}
