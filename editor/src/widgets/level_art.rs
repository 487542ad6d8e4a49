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
    /// Chunk size in pixels the atlases were built with.
    pub chunk_px: usize,
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
        let px = self.chunk_px;
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

    /// Draws chunk `chunk`'s art (both planes) into `rect`.
    pub fn paint_chunk(&self, painter: &Painter, rect: Rect, chunk: usize) {
        for plane in 0..self.planes.len() {
            if let Some((texture, uv)) = self.chunk_uv(plane, chunk) {
                painter.image(texture, rect, uv, Color32::WHITE);
            }
        }
    }
}

/// The collision colour over art: the view's collision opacity (percent) when art is drawn under it.
pub fn collision_tint(art_drawn: bool, opacity: u8) -> Color32 {
    if art_drawn { Color32::from_white_alpha((u16::from(opacity.min(100)) * 255 / 100) as u8) } else { Color32::WHITE }
}
