//! What the user is doing, shared by the panels and the level view: the active tool, the selections, the
//! brushes, which editor windows are open. View-only state (layers, grids, zoom) is in `canvas::ViewSettings`;
//! the level itself is only in the `Document` and changes only through its edits.

use formats::ObjectPlacement;
use formats::object::ObjectKind;

/// What a left click in the level view does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Select, move and delete objects and switchers; right-click a block to edit its chunk or tile.
    #[default]
    Select,
    /// Paint the brush chunk into layout cells (drag to paint several).
    PaintChunk,
    /// Drag a rectangle of layout cells to fill with the brush chunk.
    RectFill,
    /// Click a layout cell to make its chunk the brush.
    PickChunk,
    /// Click to place the object brush.
    PlaceObject,
    /// Click to place a layer switcher.
    PlaceSwitcher,
}

/// The tabs of the left panel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LeftTab {
    #[default]
    View,
    Tiles,
    Chunks,
    Objects,
}

/// Which collision layers a chunk-editor brush paints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PaintLayers {
    A,
    B,
    #[default]
    Both,
}

/// The selection in the level view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// Indices into `level.objects`, in selection order.
    pub objects: Vec<usize>,
    /// Index into `level.switchers`.
    pub switcher: Option<usize>,
}

impl Selection {
    pub fn is_empty(&self) -> bool {
        self.objects.is_empty() && self.switcher.is_none()
    }
    pub fn clear(&mut self) {
        self.objects.clear();
        self.switcher = None;
    }
}

/// Everything about the current editing session that is not the level.
#[derive(Clone, Debug, Default)]
pub struct Editing {
    pub tool: Tool,
    pub tab: LeftTab,

    // --- tiles (tile library and tile editor) ---
    /// The selected tile: the tile editor edits it and the chunk editor paints with it.
    pub tile: usize,
    pub tile_editor_open: bool,
    /// Tile library and tile editor UI state (search, pending delete, angle text, messages).
    pub tiles_ui: crate::panels::tiles_state::TilesUi,

    // --- chunks (chunk library and chunk editor) ---
    /// The chunk brush for layout painting; `None` paints empty cells (erases).
    pub chunk: Option<u16>,
    /// The chunk the chunk editor edits.
    pub edited_chunk: usize,
    pub chunk_editor_open: bool,
    pub paint_layers: PaintLayers,
    /// Chunk library and chunk editor UI state (view layer, tool, inspected block, pending delete).
    pub chunks_ui: crate::panels::chunks_state::ChunksUi,

    // --- level view: objects and switchers ---
    pub object_brush: ObjectKind,
    pub selection: Selection,
    pub clipboard: Vec<ObjectPlacement>,
    /// Snap placed and moved objects to this grid (pixels); `None` = free.
    pub snap: Option<i32>,
    /// The object/switcher drag in progress (move or selection rectangle).
    pub object_drag: Option<crate::canvas::object_tools::Drag>,
    /// The level pixel under the pointer in the level view (where Paste puts objects).
    pub pointer_level: Option<(i32, i32)>,
    /// Draw every object's solid box and hitbox, not only the selected ones'.
    pub show_all_boxes: bool,
    /// Merge key of the inspector drag value being dragged (one drag = one undo step).
    pub inspector_stroke: Option<u64>,
    /// The last object or switcher edit's error, shown in the inspector until the next edit succeeds.
    pub object_message: Option<String>,

    // --- play-test (panels::playtest_panel) ---
    /// "Play from here" is armed: the next left click in the level view starts a play-test there.
    pub play_here_armed: bool,
    /// A play-test start the level view asked for (a "Play from here" click), at a level pixel.
    pub play_request: Option<(i32, i32)>,

    /// Increments at the start of every mouse drag; edits of one drag share it as their merge key, so one
    /// undo reverts the whole stroke.
    pub stroke: u64,
}

impl Editing {
    /// Starts a new stroke and returns its merge key.
    pub fn begin_stroke(&mut self) -> u64 {
        self.stroke += 1;
        self.stroke
    }
}
