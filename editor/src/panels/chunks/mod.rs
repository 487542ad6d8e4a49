//! Chunks: the chunk library (the Chunks tab) and the chunk editor window, and the UI state they own.

pub mod block_strip;
pub mod editor;
pub mod library;
pub mod tile_strip;

use crate::widgets::level_art::ArtHandles;
use crate::widgets::thumbs::ThumbCache;
use formats::Solidity;
use studio_core::history::MergeKey;
use studio_core::view::ViewLayer;

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
    /// Paint the block brush (`Editing::block_brush`): an art block with its flips and collision (drag to
    /// paint several).
    PaintBlock,
}

/// The solidity painted blocks get. Defaults to solid from all sides, the common case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PaintSolidity(pub Solidity);

impl Default for PaintSolidity {
    fn default() -> Self {
        PaintSolidity(Solidity::All)
    }
}

/// The chunk library and the chunk editor, with the UI state that is theirs alone. The level and the shared
/// editing state (brush, edited chunk, selected tile, paint layers) are read from the `Context` and changed
/// through queued commands; refused edits are shown from `editing.refusals` (`Origin::Chunks`).
#[derive(Clone, Default)]
pub struct ChunksPanel {
    /// The layer(s) the chunk editor shows.
    pub view: ViewLayer,
    pub tool: ChunkTool,
    pub solidity: PaintSolidity,
    /// The block shown in the inspector (index into the chunk's blocks).
    pub block: Option<usize>,
    /// The current paint drag's merge key, while the button is held.
    pub stroke: Option<MergeKey>,
    /// The "Go to chunk" box.
    pub search: String,
    /// Scroll the library to the edited chunk next frame (after "Go to chunk" or adding a chunk).
    pub scroll_to_selected: bool,
    /// A used chunk the user asked to delete: waiting for "Delete and empty its cells".
    pub confirm_delete: Option<usize>,
    /// The library's thumbnails, kept across frames.
    pub thumbs: ThumbCache,
    /// The chunk editor's tile strip: its "Find" box, and the selected tile it last scrolled to.
    pub tile_search: String,
    pub strip_tile: Option<usize>,
    /// The level's art (set by the app each frame from the level view).
    pub art: ArtHandles,
    /// The art block strip (the "Paint block" tool's picker).
    pub block_grid: crate::widgets::art_grid::GridState,
    /// Per layer (A, B): the block brush leaves the painted cell's collision on that layer as it is.
    pub keep_collision: [bool; 2],
    /// Each tile's first block art id (the tile strip's art), kept across frames.
    pub art_ids: crate::widgets::level_art::TileArtIds,
    /// A paint the editor could not even queue (no tile to paint with): not an edit refusal, so it is not in
    /// `editing.refusals`. Cleared when the panel next queues an edit.
    notice: Option<String>,
}
