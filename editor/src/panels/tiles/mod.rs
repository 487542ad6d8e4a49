//! Tiles: the tile library (a tab of the left panel) and the tile editor window, with the UI state they own.
//! They read the level through a [`Context`] and queue every edit and selection change in [`Commands`].

pub mod editor;
pub mod library;

use crate::command::{Commands, Context};
use studio_core::history::MergeKey;

/// The tile library's and tile editor's own state (not the level, not the shared selection).
#[derive(Clone, Debug, Default)]
pub struct TilesPanel {
    /// The "Go to tile" box.
    pub search: String,
    /// Scroll the library to the selected tile on the next frame (by then the selection change is applied).
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
    pub stroke: Option<(MergeKey, usize, i8)>,
    /// Hex angle text that did not parse. Not an edit, so not a refusal of the core: shown in place of the
    /// refusal until the panel queues its next edit (as the one message line did before).
    pub angle_error: Option<String>,
    /// The level's art (set by the app each frame from the level view).
    pub art: crate::widgets::level_art::ArtHandles,
    /// Each tile's first block art id (the thumbnails' art), kept across frames.
    pub art_ids: crate::widgets::level_art::TileArtIds,
    /// The tile editor's block art texture: the block id, and the art it was drawn from.
    pub block_art: Option<BlockArt>,
    pub block_art_of: Option<std::sync::Arc<formats::art::LevelArt>>,
}

/// The tile editor's block art: the block id and its 16x16 texture.
#[derive(Clone)]
pub struct BlockArt(pub u16, pub egui::TextureHandle);

impl std::fmt::Debug for BlockArt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "BlockArt({})", self.0)
    }
}

impl TilesPanel {
    /// The Tiles tab of the left panel.
    pub fn library(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        library::show(self, ui, ctx, out);
    }

    /// The floating tile editor window, while `ctx.editing.tile_editor_open`.
    pub fn editor_window(&mut self, egui_ctx: &egui::Context, ctx: &Context, out: &mut Commands) {
        editor::window(self, egui_ctx, ctx, out);
    }

    /// The line under the controls: a hex angle that did not parse, else the last refused tile edit.
    fn notice<'a>(&'a self, ctx: &'a Context) -> Option<&'a str> {
        self.angle_error.as_deref().or_else(|| ctx.editing.refusals.get(studio_core::editing::Origin::Tiles))
    }
}
