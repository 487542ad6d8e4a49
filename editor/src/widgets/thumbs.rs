//! Chunk thumbnails for zoomed-out views: when a block covers only a few screen points, each visible layout
//! cell is one textured quad showing its chunk shrunk 4:1 (or more), instead of one quad per block. This keeps
//! a whole Sonic 2 act (or a hostile 65,536-cell file) at a few thousand vertices per frame.
//!
//! Thumbnails live in one atlas texture and are rendered on the CPU on first use, each written into its cell of
//! the texture with `set_partial`, so a level with thousands of chunks only pays for the ones it shows.

use super::palette::{LAYER_B_OVERLAY, solidity_colour};
use egui::{Color32, ColorImage, Rect, TextureHandle, TextureOptions, pos2};
use formats::{Chunk, LayerCell, Level, Solidity};
use std::collections::HashMap;
use studio_core::document::{Changes, Document};
use studio_core::view::ViewLayer;

/// Switch to thumbnails once a 16-pixel block is smaller than this many screen points.
pub const BLOCK_POINTS_THRESHOLD: f32 = 4.0;

/// The colour of level pixel (x, y) of a chunk in a view (premultiplied alpha; transparent where nothing).
fn pixel_colour(level: &Level, chunk: &Chunk, view: ViewLayer, x: usize, y: usize) -> Color32 {
    let Some(block) = chunk.block(level.chunk_size, x / 16, y / 16) else { return Color32::TRANSPARENT };
    let (tx, ty) = (x % 16, y % 16);
    let (tx, ty) = (if block.x_flip { 15 - tx } else { tx }, if block.y_flip { 15 - ty } else { ty });
    let solid = |cell: LayerCell| {
        cell.solidity != Solidity::NotSolid
            && level.tiles.get(cell.tile as usize).is_some_and(|t| t.is_solid_by_heights(tx, ty))
    };
    let own = |cell: LayerCell| if solid(cell) { solidity_colour(cell.solidity) } else { Color32::TRANSPARENT };
    match view {
        ViewLayer::A => own(block.a),
        ViewLayer::B => own(block.b),
        ViewLayer::Both => {
            let a = own(block.a);
            if block.a != block.b && solid(block.b) { a.blend(LAYER_B_OVERLAY) } else { a }
        }
    }
}

/// A chunk shrunk by `scale`: each thumbnail pixel averages the `scale` x `scale` level pixels it covers
/// (premultiplied colours average correctly, so a 1-pixel platform stays visible as a faint line).
pub fn render(level: &Level, chunk: &Chunk, view: ViewLayer, scale: usize) -> ColorImage {
    let chunk_px = level.chunk_size.pixels() as usize;
    let side = chunk_px / scale;
    let samples = (scale * scale) as u32;
    let mut pixels = Vec::with_capacity(side * side);
    for ty in 0..side {
        for tx in 0..side {
            let mut sum = [0u32; 4];
            for y in ty * scale..(ty + 1) * scale {
                for x in tx * scale..(tx + 1) * scale {
                    let c = pixel_colour(level, chunk, view, x, y);
                    for (s, v) in sum.iter_mut().zip(c.to_array()) {
                        *s += v as u32;
                    }
                }
            }
            let [r, g, b, a] = sum.map(|s| (s / samples) as u8);
            pixels.push(Color32::from_rgba_premultiplied(r, g, b, a));
        }
    }
    ColorImage::new([side, side], pixels)
}

/// Thumbnail atlas layout: `columns` cells of `side` pixels per row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub scale: usize,
    pub side: usize,
    pub columns: usize,
    pub size: [usize; 2],
}

/// The smallest shrink factor (4, 8, 16 …) whose atlas for `chunk_count` chunks fits in `max_side` pixels.
pub fn layout(chunk_px: usize, chunk_count: usize, max_side: usize) -> Layout {
    let count = chunk_count.max(1);
    let columns = (count as f64).sqrt().ceil() as usize;
    let rows = count.div_ceil(columns);
    let mut scale = 4;
    while scale < chunk_px && columns.max(rows) * (chunk_px / scale) > max_side {
        scale *= 2;
    }
    let side = (chunk_px / scale).max(1);
    Layout { scale, side, columns, size: [columns * side, rows * side] }
}

fn options() -> TextureOptions {
    TextureOptions { magnification: egui::TextureFilter::Linear, ..TextureOptions::LINEAR }
}

/// The thumbnail atlas of one view layer. Thumbnails are rendered on first use and re-rendered only for the
/// chunks `invalidate` names, so painting the layout never re-renders a thumbnail.
#[derive(Default)]
pub struct ChunkThumbs {
    view: Option<ViewLayer>,
    texture: Option<TextureHandle>,
    layout: Option<Layout>,
    built: Vec<bool>,
    /// Each chunk's texture rectangle, computed once per atlas (the terrain loop asks for one per visible
    /// cell every frame: no divisions there).
    uvs: Vec<Rect>,
}

impl ChunkThumbs {
    /// Starts a blank atlas when there is none yet, when the view layer changed or when the number of chunks
    /// no longer matches (`reset` forces it after structural edits).
    pub fn sync(&mut self, ctx: &egui::Context, level: &Level, view: ViewLayer) {
        if self.view == Some(view) && self.built.len() == level.chunks.len() && self.texture.is_some() {
            return;
        }
        let max_side = ctx.input(|i| i.max_texture_side).max(256);
        let l = layout(level.chunk_size.pixels() as usize, level.chunks.len(), max_side);
        let blank = ColorImage::filled(l.size, Color32::TRANSPARENT);
        match &mut self.texture {
            Some(t) => t.set(blank, options()),
            None => self.texture = Some(ctx.load_texture("chunk-thumbnails", blank, options())),
        }
        self.layout = Some(l);
        self.built = vec![false; level.chunks.len()];
        let (w, h) = (l.size[0] as f32, l.size[1] as f32);
        self.uvs = (0..level.chunks.len())
            .map(|i| {
                let (cx, cy) = ((i % l.columns) * l.side, (i / l.columns) * l.side);
                Rect::from_min_max(
                    pos2(cx as f32 / w, cy as f32 / h),
                    pos2((cx + l.side) as f32 / w, (cy + l.side) as f32 / h),
                )
            })
            .collect();
        self.view = Some(view);
    }

    /// Forgets everything; the next `sync` starts a blank atlas.
    pub fn reset(&mut self) {
        self.view = None;
    }

    /// Marks these chunks' thumbnails stale; they are re-rendered when next drawn.
    pub fn invalidate(&mut self, chunks: &[usize]) {
        for &c in chunks {
            if let Some(b) = self.built.get_mut(c) {
                *b = false;
            }
        }
    }

    pub fn texture_id(&self) -> egui::TextureId {
        self.texture.as_ref().map(|t| t.id()).unwrap_or_default()
    }

    /// Texture coordinates of chunk `index`'s thumbnail, rendering it first if needed; None for a missing chunk.
    pub fn uv(&mut self, level: &Level, index: u16) -> Option<Rect> {
        let i = index as usize;
        let uv = *self.uvs.get(i)?;
        if !self.built.get(i).copied().unwrap_or(true) {
            let (chunk, l) = (level.chunks.get(i)?, self.layout?);
            let view = self.view.unwrap_or(ViewLayer::A);
            let image = render(level, chunk, view, l.scale);
            if let Some(t) = &mut self.texture {
                let (cx, cy) = ((i % l.columns) * l.side, (i / l.columns) * l.side);
                t.set_partial([cx, cy], image, options());
            }
            self.built[i] = true;
        }
        Some(uv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{ChunkSize, SolidTile};

    #[test]
    fn atlas_layout_grows_the_shrink_factor_to_fit() {
        assert_eq!(layout(128, 15, 2048), Layout { scale: 4, side: 32, columns: 4, size: [128, 128] });
        assert_eq!(layout(128, 4096, 2048), Layout { scale: 4, side: 32, columns: 64, size: [2048, 2048] });
        assert_eq!(layout(256, 4096, 2048), Layout { scale: 8, side: 32, columns: 64, size: [2048, 2048] });
        assert_eq!(layout(128, 0, 2048).size, [32, 32]);
    }

    #[test]
    fn thumbnails_average_coverage() {
        let mut level = Level::new("thumb", ChunkSize::Px128, 1, 1);
        level.tiles.push(SolidTile::FULL);
        // A half-height tile: heights 8 → rows 8..16 solid.
        level.tiles.push(SolidTile::from_heights([8; 16]));
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        chunk.blocks[0].a = LayerCell { tile: 1, solidity: Solidity::Top };
        chunk.blocks[1].a = LayerCell { tile: 2, solidity: Solidity::All };
        chunk.blocks[2].b = LayerCell { tile: 1, solidity: Solidity::All };
        let image = render(&level, &chunk, ViewLayer::A, 4);
        assert_eq!(image.size, [32, 32]);
        // Block 0 (thumb pixels 0..4): fully white.
        assert_eq!(image.pixels[0], Color32::WHITE);
        // Block 1, top half empty, bottom half all-solid.
        assert_eq!(image.pixels[4], Color32::TRANSPARENT);
        assert_eq!(image.pixels[3 * 32 + 4], solidity_colour(Solidity::All));
        // Block 2 is only on B.
        assert_eq!(image.pixels[8], Color32::TRANSPARENT);
        let both = render(&level, &chunk, ViewLayer::Both, 4);
        assert_eq!(both.pixels[8], LAYER_B_OVERLAY);
        // A 16 x 16 shrink of block 1 averages half coverage.
        let coarse = render(&level, &chunk, ViewLayer::A, 16);
        let [_, _, _, a] = coarse.pixels[1].to_array();
        assert_eq!(a, 127);
    }
}

/// Library thumbnails, one texture per chunk, rendered on first use and dropped when the document's change log
/// says their chunk, a tile, or the level's structure changed.
#[derive(Clone, Default)]
pub struct ThumbCache {
    /// The document revision the cache reflects.
    revision: u64,
    textures: HashMap<usize, TextureHandle>,
}

impl ThumbCache {
    /// Call once per frame before `texture`: forgets the thumbnails of whatever changed since last time.
    pub fn sync(&mut self, doc: &Document) {
        match doc.changes_since(self.revision) {
            Changes::None => {}
            Changes::Some(t) if !t.structure && t.tiles.is_empty() => {
                for c in &t.chunks {
                    self.textures.remove(c);
                }
            }
            _ => self.textures.clear(),
        }
        self.revision = doc.revision();
    }

    /// The thumbnail of chunk `index` (both layers, SonLVL colours), rendered on first use.
    pub fn texture(&mut self, ctx: &egui::Context, level: &Level, index: usize) -> Option<egui::TextureId> {
        let chunk = level.chunks.get(index)?;
        if let Some(tex) = self.textures.get(&index) {
            return Some(tex.id());
        }
        let scale = (level.chunk_size.pixels() as usize / 64).max(1);
        let image = render(level, chunk, ViewLayer::Both, scale);
        let tex = ctx.load_texture(format!("chunk-library-{index}"), image, TextureOptions::NEAREST);
        let id = tex.id();
        self.textures.insert(index, tex);
        Some(id)
    }
}
