//! Chunks: the library's and editor's UI state, chunk usage counts, the edit that deletes a chunk, and a
//! small cache of chunk thumbnails for the library.

use crate::actions::ViewLayer;
use crate::commands::Edit;
use egui::{TextureHandle, TextureOptions};
use formats::{Chunk, Level, Solidity};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// What a left click on the chunk editor's blocks does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChunkTool {
    /// Paint the selected tile (drag to paint several blocks).
    #[default]
    Paint,
    /// Select the block for the inspector.
    Select,
    /// Make the clicked block's tile the selected tile.
    Pick,
}

/// The solidity painted blocks get. Defaults to solid from all sides, the common case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PaintSolidity(pub Solidity);

impl Default for PaintSolidity {
    fn default() -> Self {
        PaintSolidity(Solidity::All)
    }
}

/// Chunk library and chunk editor state that is not the level.
#[derive(Clone, Debug, Default)]
pub struct ChunksUi {
    pub view: ViewLayer,
    pub tool: ChunkTool,
    pub solidity: PaintSolidity,
    /// The block shown in the inspector (index into the chunk's blocks).
    pub block: Option<usize>,
    /// The current paint drag's merge key.
    pub stroke: Option<u64>,
    /// The "Go to chunk" box.
    pub search: String,
    pub scroll_to_selected: bool,
    /// A used chunk the user asked to delete: waiting for "Delete and empty its cells".
    pub confirm_delete: Option<usize>,
    /// The last refused edit or other notice.
    pub message: Option<String>,
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

/// "used by 12 layout cells" / "not used in the layout".
pub fn usage_text(cells: usize) -> String {
    match cells {
        0 => "not used in the layout".to_string(),
        1 => "used by 1 layout cell".to_string(),
        n => format!("used by {n} layout cells"),
    }
}

/// The edit that deletes chunk `index`: layout cells naming it become empty, cells naming a higher chunk are
/// renumbered one down (the chunks after it shift), then the chunk is removed — one undoable group.
pub fn delete_chunk_edit(level: &Level, index: usize) -> Edit {
    let removed = u16::try_from(index).unwrap_or(u16::MAX);
    let mut layout = level.layout.clone();
    let mut changed = false;
    for row in 0..layout.height() {
        for col in 0..layout.width() {
            let new = match layout.get(col, row) {
                Some(c) if c == removed => None,
                Some(c) if c > removed => Some(c - 1),
                other => other,
            };
            if new != layout.get(col, row) {
                layout.set(col, row, new);
                changed = true;
            }
        }
    }
    let mut edits = Vec::new();
    if changed {
        edits.push(Edit::SetLayout { layout });
    }
    edits.push(Edit::RemoveChunk { index });
    Edit::Group(edits)
}

/// Library thumbnails, one texture per chunk, re-rendered only when the chunk or the tiles change.
#[derive(Clone, Default)]
pub struct ThumbCache {
    tiles_key: u64,
    textures: HashMap<usize, (u64, TextureHandle)>,
}

fn hash_of(value: &impl Hash) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut h);
    h.finish()
}

impl ThumbCache {
    /// Call once per frame before `texture`: drops everything when the tiles changed.
    pub fn sync(&mut self, level: &Level) {
        let key = hash_of(&(&level.tiles, level.chunk_size));
        if key != self.tiles_key {
            self.tiles_key = key;
            self.textures.clear();
        }
    }

    /// The thumbnail of chunk `index` (both layers, SonLVL colours), rendered on first use.
    pub fn texture(&mut self, ctx: &egui::Context, level: &Level, index: usize) -> Option<egui::TextureId> {
        let chunk: &Chunk = level.chunks.get(index)?;
        let key = hash_of(chunk);
        if let Some((k, tex)) = self.textures.get(&index)
            && *k == key
        {
            return Some(tex.id());
        }
        let scale = (level.chunk_size.pixels() as usize / 64).max(1);
        let image = crate::canvas::thumbs::render(level, chunk, ViewLayer::Both, scale);
        let tex = ctx.load_texture(format!("chunk-library-{index}"), image, TextureOptions::NEAREST);
        let id = tex.id();
        self.textures.insert(index, (key, tex));
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::ChunkSize;

    #[test]
    fn deleting_a_chunk_empties_its_cells_and_shifts_higher_indices() {
        let mut level = Level::new("c", ChunkSize::Px128, 3, 1);
        level.chunks = vec![Chunk::empty(ChunkSize::Px128); 3];
        level.layout.set(0, 0, Some(0));
        level.layout.set(1, 0, Some(1));
        level.layout.set(2, 0, Some(2));
        assert_eq!(chunk_usage(&level), [1, 1, 1]);
        let original = level.clone();
        let (undo, _) = delete_chunk_edit(&level, 1).apply(&mut level).unwrap();
        assert_eq!(level.chunks.len(), 2);
        assert_eq!(level.layout.cells(), [Some(0), None, Some(1)]);
        undo.apply(&mut level).unwrap();
        assert_eq!(level, original);
        assert_eq!(usage_text(0), "not used in the layout");
        assert_eq!(usage_text(3), "used by 3 layout cells");
    }
}
