//! The level art as the panels draw it (chunk library and chunk editor, tile editor, minimap): the canvas'
//! chunk atlases (one per priority plane) and the art itself, handed out each frame by the level view
//! (`canvas::art_layer`), which owns and updates them.

use egui::{Color32, Painter, Rect, TextureId, pos2};
use formats::art::LevelArt;
use std::sync::Arc;

/// Read-only handles to the level's art.
#[derive(Clone, Debug, Default)]
pub struct ArtHandles {
    pub art: Option<Arc<LevelArt>>,
    /// Each plane's chunk atlas (low first): texture and size in pixels.
    pub planes: Vec<(TextureId, [usize; 2])>,
    /// Every block's art (both planes), `BLOCK_COLUMNS` a row: texture and size in pixels.
    pub blocks: Option<(TextureId, [usize; 2])>,
    /// The underwater palette the level's project names (None when it names none).
    pub water: Option<Arc<[[u8; 3]; formats::art::PALETTE_COLOURS]>>,
    /// Chunk size in pixels the atlases were built with.
    pub chunk_px: usize,
    /// A chunk's cell in the atlases (the chunk size, or less when the atlas had to shrink to fit the GPU).
    pub cell_px: usize,
    /// Chunks per atlas row.
    pub columns: usize,
}

impl ArtHandles {
    /// Whether there is art to draw.
    pub fn is_ready(&self) -> bool {
        !self.planes.is_empty() && self.chunk_px > 0 && self.columns > 0
    }

    /// The texture and uv rectangle of chunk `chunk` in plane `plane` (None beyond the atlas).
    pub fn chunk_uv(&self, plane: usize, chunk: usize) -> Option<(TextureId, Rect)> {
        let &(texture, [w, h]) = self.planes.get(plane)?;
        let px = self.cell_px;
        if self.columns == 0 || px == 0 {
            return None;
        }
        let (x, y) = ((chunk % self.columns) * px, (chunk / self.columns) * px);
        if x + px > w || y + px > h {
            return None;
        }
        let (w, h) = (w as f32, h as f32);
        Some((
            texture,
            Rect::from_min_max(pos2(x as f32 / w, y as f32 / h), pos2((x + px) as f32 / w, (y + px) as f32 / h)),
        ))
    }

    /// The texture and uv rectangle of block `id`'s art (None without art or beyond it).
    pub fn block_uv(&self, id: u16) -> Option<(TextureId, Rect)> {
        let (texture, [w, h]) = self.blocks?;
        let id = usize::from(id);
        let (x, y) = ((id % BLOCK_COLUMNS) * 16, (id / BLOCK_COLUMNS) * 16);
        if id >= self.art.as_ref()?.block_count() || x + 16 > w || y + 16 > h {
            return None;
        }
        let (w, h) = (w as f32, h as f32);
        Some((
            texture,
            Rect::from_min_max(pos2(x as f32 / w, y as f32 / h), pos2((x + 16) as f32 / w, (y + 16) as f32 / h)),
        ))
    }

    /// Draws chunk `chunk`'s art (both planes) into `rect`.
    pub fn paint_chunk(&self, painter: &Painter, rect: Rect, chunk: usize) {
        for plane in 0..self.planes.len() {
            if let Some((texture, uv)) = self.chunk_uv(plane, chunk) {
                painter.image(texture, rect, uv, Color32::WHITE);
            }
        }
    }
}

/// Blocks per row of the block atlas (as `canvas::art_layer` builds it).
pub const BLOCK_COLUMNS: usize = 32;

/// For each collision tile, the art id of the first block (chunks in order, then blocks) whose layer A or B
/// uses it as a solid tile: the art SonLVL shows with a block's collision, for thumbnails and the tile editor.
/// A block's flips mirror its art and its tile alike, so the unflipped art lines up with the unflipped tile.
pub fn first_block_arts(level: &formats::Level) -> Vec<Option<u16>> {
    let mut ids = vec![None; level.tiles.len()];
    for b in level.chunks.iter().flat_map(|c| &c.blocks) {
        let Some(art) = b.art else { continue };
        for cell in [b.a, b.b] {
            if cell.solidity != formats::Solidity::NotSolid
                && let Some(slot @ None) = ids.get_mut(usize::from(cell.tile))
            {
                *slot = Some(art);
            }
        }
    }
    ids
}

/// [`first_block_arts`] kept across frames: recomputed only when the document's revision moves.
#[derive(Clone, Debug, Default)]
pub struct TileArtIds {
    revision: Option<u64>,
    ids: Vec<Option<u16>>,
}

impl TileArtIds {
    /// Recomputes the ids if `doc` changed since the last call.
    pub fn sync(&mut self, doc: &studio_core::Document) {
        if self.revision != Some(doc.revision()) {
            self.revision = Some(doc.revision());
            self.ids = first_block_arts(doc.level());
        }
    }

    /// The ids as of the last [`Self::sync`], by tile index.
    pub fn ids(&self) -> &[Option<u16>] {
        &self.ids
    }
}

/// How a tile thumbnail shows art: the block art behind it, whether the collision is drawn, its opacity.
#[derive(Clone, Copy, Debug, Default)]
pub struct TileArt {
    pub block: Option<(TextureId, Rect)>,
    pub show_collision: bool,
    /// Collision opacity over art, percent.
    pub opacity: u8,
}

impl TileArt {
    /// The art of tile `index` as the view's Terrain switch says (collision only without art).
    pub fn for_tile(
        handles: &ArtHandles,
        ids: &[Option<u16>],
        index: usize,
        view: &studio_core::view::ViewSettings,
    ) -> Self {
        let block = if view.terrain.shows_art() {
            ids.get(index).copied().flatten().and_then(|id| handles.block_uv(id))
        } else {
            None
        };
        TileArt { block, show_collision: view.terrain.shows_collision(), opacity: view.collision_opacity }
    }
}

/// The collision colour over art: the view's collision opacity (percent) when art is drawn under it.
pub fn collision_tint(art_drawn: bool, opacity: u8) -> Color32 {
    if art_drawn { Color32::from_white_alpha((u16::from(opacity.min(100)) * 255 / 100) as u8) } else { Color32::WHITE }
}
