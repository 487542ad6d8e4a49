//! Tiles: the library's and editor's UI state, tile usage counts, the edits that delete a tile, and the
//! painter drawing of a tile's solid shape (shared by the tile library, tile editor and chunk editor).

use crate::commands::Edit;
use egui::{Color32, Painter, Rect, pos2};
use formats::{Layer, Level, SolidTile, Solidity};

/// Tile library and tile editor state that is not the level.
#[derive(Clone, Debug, Default)]
pub struct TilesUi {
    /// The "Go to tile" box.
    pub search: String,
    /// Scroll the library to the selected tile on the next frame.
    pub scroll_to_selected: bool,
    /// A used tile the user asked to delete: waiting for "Delete and remap to tile 0".
    pub confirm_delete: Option<usize>,
    /// The angle's hex text box, and the (tile, angle) it was last filled from.
    pub angle_text: String,
    pub angle_text_of: Option<(usize, u8)>,
    /// Painting heights leaves the widths as they are (otherwise they are derived from the new heights).
    pub keep_widths: bool,
    /// The current height-painting drag: its merge key and the last column/value painted (to fill the columns
    /// a fast drag skipped).
    pub stroke: Option<(u64, usize, i8)>,
    /// The last refused edit or other notice, shown in the library and editor.
    pub message: Option<String>,
}

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

/// The edit that deletes tile `index`: every block cell naming it is remapped to tile 0, every cell naming a
/// higher tile is renumbered one down (the tiles after it shift), then the tile is removed — one group, so
/// one undo restores both the tile and the references.
pub fn delete_tile_edit(level: &Level, index: usize) -> Edit {
    let removed = u16::try_from(index).unwrap_or(u16::MAX);
    let mut edits = Vec::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        let mut remapped = chunk.clone();
        for block in &mut remapped.blocks {
            for layer in Layer::BOTH {
                let cell = block.layer_mut(layer);
                if cell.tile == removed {
                    cell.tile = 0;
                } else if cell.tile > removed {
                    cell.tile -= 1;
                }
            }
        }
        if remapped != *chunk {
            edits.push(Edit::SetChunk { index: c, chunk: remapped });
        }
    }
    edits.push(Edit::RemoveTile { index });
    Edit::Group(edits)
}

/// The solid runs of a tile, one per column, as pixel rows `top..bottom` inside the 16x16 tile, with the
/// block's flips applied (SPG "Solid Tiles": a positive height rises from the bottom, a negative one hangs
/// from the top; X-flip mirrors the columns, Y-flip mirrors the rows).
pub fn column_runs(tile: &SolidTile, x_flip: bool, y_flip: bool) -> [(usize, usize); 16] {
    std::array::from_fn(|sx| {
        let tx = if x_flip { 15 - sx } else { sx };
        let h = i32::from(tile.heights[tx]).clamp(-16, 16);
        let (top, bottom) = if h >= 0 { (16 - h, 16) } else { (0, -h) };
        let (top, bottom) = if y_flip { (16 - bottom, 16 - top) } else { (top, bottom) };
        (top as usize, bottom as usize)
    })
}

/// Paints a tile's solid shape into `rect` (a square), one filled rectangle per column.
pub fn paint_tile(painter: &Painter, rect: Rect, tile: &SolidTile, x_flip: bool, y_flip: bool, colour: Color32) {
    let px = rect.width() / 16.0;
    for (x, (top, bottom)) in column_runs(tile, x_flip, y_flip).into_iter().enumerate() {
        if bottom > top {
            let min = pos2(rect.left() + x as f32 * px, rect.top() + top as f32 * px);
            let max = pos2(rect.left() + (x + 1) as f32 * px, rect.top() + bottom as f32 * px);
            painter.rect_filled(Rect::from_min_max(min, max), 0.0, colour);
        }
    }
}

/// Direction of an angle byte on screen (y down): SPG angles run clockwise from a flat floor, 0x40 = a
/// right-hand wall, so the surface line points right and rotates counter-clockwise on screen by the SPG
/// degrees (256 − angle) × 1.40625.
pub fn angle_direction(angle: u8) -> egui::Vec2 {
    let radians = crate::canvas::probe::spg_degrees(angle).to_radians() as f32;
    egui::vec2(radians.cos(), -radians.sin())
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize, LayerCell};

    fn level() -> Level {
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
    fn deleting_a_tile_remaps_it_to_zero_and_shifts_higher_indices() {
        let mut l = level();
        let (undo, _) = delete_tile_edit(&l, 1).apply(&mut l).unwrap();
        assert_eq!(l.tiles.len(), 2);
        assert_eq!(l.chunks[0].blocks[0].a, LayerCell { tile: 0, solidity: Solidity::All });
        assert_eq!(l.chunks[0].blocks[0].b, LayerCell { tile: 0, solidity: Solidity::Top });
        assert_eq!(l.chunks[0].blocks[1].b, LayerCell { tile: 1, solidity: Solidity::All });
        assert_eq!(l.chunks[0].blocks[2].a, LayerCell { tile: 1, solidity: Solidity::NotSolid });
        assert_eq!(l.chunks[1].blocks[5].a.tile, 0);
        undo.apply(&mut l).unwrap();
        assert_eq!(l, level());
    }

    #[test]
    fn column_runs_follow_heights_and_flips() {
        let mut h = [0i8; 16];
        h[0] = 4;
        h[1] = -3;
        let t = SolidTile { heights: h, widths: [0; 16], angle: 0 };
        let r = column_runs(&t, false, false);
        assert_eq!((r[0], r[1], r[2]), ((12, 16), (0, 3), (16, 16)));
        let r = column_runs(&t, true, true);
        assert_eq!((r[15], r[14]), ((0, 4), (13, 16)));
    }

    #[test]
    fn angle_lines_point_along_the_surface() {
        let d = angle_direction(0xE0); // 45° rising to the right
        assert!((d.x - d.y.abs()).abs() < 1e-6 && d.y < 0.0);
        assert_eq!(angle_direction(0), egui::vec2(1.0, -0.0));
    }
}
