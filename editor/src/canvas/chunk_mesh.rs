//! One textured mesh per chunk, in the chunk's own pixel coordinates, cached until the document changes.
//! Each frame the meshes of the visible layout cells are copied, moved and scaled into one mesh (one draw call).

use crate::widgets::atlas;
use crate::widgets::palette::{LAYER_B_OVERLAY, solidity_colour};
use egui::epaint::Vertex;
use egui::{Color32, Mesh, Pos2, Rect, TextureId, pos2};
use formats::{Chunk, Layer, LayerCell, Level, Solidity};
use std::collections::HashMap;
use studio_core::view::ViewLayer;

/// The (cell, colour) pairs to draw for a block in a view.
fn cells_to_draw(a: LayerCell, b: LayerCell, view: ViewLayer) -> [Option<(LayerCell, Color32)>; 2] {
    let own = |cell: LayerCell| Some((cell, solidity_colour(cell.solidity)));
    match view {
        ViewLayer::A => [own(a), None],
        ViewLayer::B => [own(b), None],
        ViewLayer::Both => [own(a), if a == b { None } else { Some((b, LAYER_B_OVERLAY)) }],
    }
}

/// The mesh of one chunk for a view, in chunk pixels (0..chunk size).
pub fn build(level: &Level, chunk: &Chunk, view: ViewLayer, atlas_size: [usize; 2], texture: TextureId) -> Mesh {
    let mut mesh = Mesh::with_texture(texture);
    let n = level.chunk_size.blocks_per_side();
    // `take` keeps a chunk with too many blocks (an invalid file formats let through) from drawing outside.
    for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
        let (col, row) = ((i % n) as f32, (i / n) as f32);
        let rect = Rect::from_min_size(pos2(col * 16.0, row * 16.0), egui::vec2(16.0, 16.0));
        for (cell, colour) in cells_to_draw(block.a, block.b, view).into_iter().flatten() {
            if cell.solidity == Solidity::NotSolid {
                continue;
            }
            let Some(tile) = level.tiles.get(cell.tile as usize) else { continue };
            if atlas::is_empty(tile) {
                continue;
            }
            let uv = atlas::tile_uv(cell.tile as usize, atlas_size, block.x_flip, block.y_flip);
            // A mirrored uv rectangle mirrors the tile: add_rect_with_uv takes its corners as given.
            mesh.add_rect_with_uv(rect, uv, colour);
        }
    }
    mesh
}

/// Appends `src` (in chunk pixels) to `dst`, scaled by `zoom` and moved so that chunk pixel (0, 0) is at `origin`.
pub fn append_placed(dst: &mut Mesh, src: &Mesh, origin: Pos2, zoom: f32) {
    let base = dst.vertices.len() as u32;
    dst.indices.extend(src.indices.iter().map(|i| i + base));
    dst.vertices.extend(src.vertices.iter().map(|v| Vertex { pos: origin + v.pos.to_vec2() * zoom, ..*v }));
}

/// Chunk meshes, built on first use and kept until the chunk (or a tile it uses) changes.
#[derive(Default)]
pub struct ChunkMeshCache {
    meshes: HashMap<(u16, ViewLayer), Mesh>,
}

impl ChunkMeshCache {
    /// Forgets every mesh (the tile set or the chunk list changed shape).
    pub fn clear(&mut self) {
        self.meshes.clear();
    }

    /// Forgets the meshes of these chunks (their blocks, or tiles they use, changed).
    pub fn invalidate(&mut self, chunks: &[usize]) {
        for &c in chunks {
            for view in <ViewLayer as strum::IntoEnumIterator>::iter() {
                if let Ok(c) = u16::try_from(c) {
                    self.meshes.remove(&(c, view));
                }
            }
        }
    }

    /// The mesh of chunk `index`, building it if needed; None when the level has no such chunk.
    pub fn get(
        &mut self,
        level: &Level,
        index: u16,
        view: ViewLayer,
        atlas_size: [usize; 2],
        texture: TextureId,
    ) -> Option<&Mesh> {
        let chunk = level.chunks.get(index as usize)?;
        Some(self.meshes.entry((index, view)).or_insert_with(|| build(level, chunk, view, atlas_size, texture)))
    }

    /// Number of meshes built so far (for tests and the debug readout).
    pub fn len(&self) -> usize {
        self.meshes.len()
    }
    pub fn is_empty(&self) -> bool {
        self.meshes.is_empty()
    }
}

/// Which layer a view reads for the status bar and inspector first.
pub fn primary_layer(view: ViewLayer) -> Layer {
    match view {
        ViewLayer::B => Layer::B,
        ViewLayer::A | ViewLayer::Both => Layer::A,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{ChunkSize, SolidTile};

    fn level() -> Level {
        let mut level = Level::new("mesh", ChunkSize::Px128, 1, 1);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        let all = LayerCell { tile: 1, solidity: Solidity::All };
        let top = LayerCell { tile: 1, solidity: Solidity::Top };
        // Block (0, 0): same on both layers. Block (3, 2): A all-solid, B top-only. Block (7, 7): only on B.
        // Block (1, 0): solid but with the empty tile 0, which draws nothing.
        chunk.blocks[0].a = all;
        chunk.blocks[0].b = all;
        chunk.blocks[2 * 8 + 3].a = all;
        chunk.blocks[2 * 8 + 3].b = top;
        chunk.blocks[63].b = top;
        chunk.blocks[1].a = LayerCell { tile: 0, solidity: Solidity::All };
        level.chunks.push(chunk);
        level
    }

    #[test]
    fn one_quad_per_drawn_cell_in_the_solidity_colour() {
        let level = level();
        let a = build(&level, &level.chunks[0], ViewLayer::A, [1152, 18], TextureId::default());
        assert_eq!(a.vertices.len(), 2 * 4);
        assert_eq!(a.indices.len(), 2 * 6);
        assert_eq!(a.vertices[0].pos, pos2(0.0, 0.0));
        assert_eq!(a.vertices[3].pos, pos2(16.0, 16.0));
        assert_eq!(a.vertices[4].pos, pos2(48.0, 32.0));
        assert_eq!(a.vertices[0].color, solidity_colour(Solidity::All));

        let b = build(&level, &level.chunks[0], ViewLayer::B, [1152, 18], TextureId::default());
        assert_eq!(b.vertices.len(), 3 * 4);
        assert_eq!(b.vertices[4].color, solidity_colour(Solidity::Top));

        // Both: A's two cells, plus B's overlay where B differs from A (blocks (3, 2) and (7, 7)).
        let both = build(&level, &level.chunks[0], ViewLayer::Both, [1152, 18], TextureId::default());
        assert_eq!(both.vertices.len(), 4 * 4);
        let overlay: Vec<_> = both.vertices.iter().filter(|v| v.color == LAYER_B_OVERLAY).map(|v| v.pos).collect();
        assert_eq!(overlay.len(), 8);
        assert_eq!(overlay[0], pos2(48.0, 32.0));
        assert_eq!(overlay[4], pos2(112.0, 112.0));
    }

    #[test]
    fn placing_scales_and_moves_a_chunk_mesh() {
        let level = level();
        let src = build(&level, &level.chunks[0], ViewLayer::A, [1152, 18], TextureId::default());
        let mut dst = Mesh::with_texture(TextureId::default());
        append_placed(&mut dst, &src, pos2(10.0, 20.0), 0.5);
        append_placed(&mut dst, &src, pos2(100.0, 20.0), 0.5);
        assert_eq!(dst.vertices.len(), 16);
        assert_eq!(dst.vertices[3].pos, pos2(18.0, 28.0));
        assert_eq!(dst.vertices[8].pos, pos2(100.0, 20.0));
        assert_eq!(&dst.indices[12..18], &[8, 9, 10, 10, 9, 11]);
    }

    #[test]
    fn cache_builds_once_and_forgets_only_invalidated_chunks() {
        let mut level = level();
        level.chunks.push(Chunk::empty(ChunkSize::Px128));
        let mut cache = ChunkMeshCache::default();
        assert!(cache.get(&level, 0, ViewLayer::A, [1152, 18], TextureId::default()).is_some());
        assert!(cache.get(&level, 0, ViewLayer::A, [1152, 18], TextureId::default()).is_some());
        assert!(cache.get(&level, 0, ViewLayer::B, [1152, 18], TextureId::default()).is_some());
        assert!(cache.get(&level, 9, ViewLayer::A, [1152, 18], TextureId::default()).is_none());
        assert!(cache.get(&level, 1, ViewLayer::A, [1152, 18], TextureId::default()).is_some());
        assert_eq!(cache.len(), 3);
        cache.invalidate(&[0]);
        assert_eq!(cache.len(), 1, "chunk 1's mesh is kept");
        cache.clear();
        assert!(cache.is_empty());
    }
}
