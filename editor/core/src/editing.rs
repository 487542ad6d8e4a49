//! What the user is doing, shared by the panels and the level view: the active tool, the selections, the
//! brushes, which editor windows are open. View-only state (layers, grids) is in `view::ViewSettings`; the
//! level itself is only in the `Document` and changes only through its edits.

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

/// Where the user acted, so that a refused edit is reported there (the tile editor, the inspector, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The tile library and the tile editor.
    Tiles,
    /// The chunk library and the chunk editor.
    Chunks,
    /// The layout tools and the tool bar.
    Layout,
    /// Object and switcher tools, the inspector.
    Objects,
    /// Level properties and everything else.
    Level,
}

/// The last refusal per origin, shown beside the control that caused it until the next edit from there
/// succeeds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refusals {
    messages: Vec<(Origin, String)>,
}

impl Refusals {
    pub fn get(&self, origin: Origin) -> Option<&str> {
        self.messages.iter().find(|(o, _)| *o == origin).map(|(_, m)| m.as_str())
    }
    pub fn set(&mut self, origin: Origin, message: String) {
        self.clear(origin);
        self.messages.push((origin, message));
    }
    pub fn clear(&mut self, origin: Origin) {
        self.messages.retain(|(o, _)| *o != origin);
    }
}

/// Everything about the current editing session that is not the level and that more than one panel reads.
/// Panels read it; it changes only through commands (the app applies them after each frame). A panel's own
/// UI state (search text, pending confirmation, drag in progress) lives in the panel.
#[derive(Clone, Debug, Default)]
pub struct Editing {
    pub tool: Tool,
    pub tab: LeftTab,

    // --- tiles (tile library and tile editor) ---
    /// The selected tile: the tile editor edits it and the chunk editor paints with it.
    pub tile: usize,
    pub tile_editor_open: bool,

    // --- chunks (chunk library and chunk editor) ---
    /// The chunk brush for layout painting; `None` paints empty cells (erases).
    pub chunk: Option<u16>,
    /// The chunk the chunk editor edits.
    pub edited_chunk: usize,
    pub chunk_editor_open: bool,
    pub paint_layers: PaintLayers,

    // --- level view: objects and switchers ---
    pub object_brush: ObjectKind,
    pub selection: Selection,
    pub clipboard: Vec<ObjectPlacement>,
    /// Snap placed and moved objects to this grid (pixels); `None` = free.
    pub snap: Option<i32>,
    /// The level pixel under the pointer in the level view (where Paste puts objects).
    pub pointer_level: Option<(i32, i32)>,
    /// Draw every object's solid box and hitbox, not only the selected ones'.
    pub show_all_boxes: bool,

    // --- play-test ---
    /// "Play from here" is armed: the next left click in the level view starts a play-test there.
    pub play_here_armed: bool,

    /// Why the last edit from each place was refused.
    pub refusals: Refusals,
}

/// A change of the editing state (not the level): what panels and tools ask for when the user selects, picks,
/// switches tools or opens an editor. Applied by [`crate::command::apply`] with the level's edits, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    Tool(Tool),
    Tab(LeftTab),
    /// Select a tile (the tile editor edits it, the chunk editor paints with it).
    Tile(usize),
    TileEditorOpen(bool),
    /// The layout brush (`None`: the eraser).
    ChunkBrush(Option<u16>),
    /// The chunk the chunk editor edits.
    EditedChunk(usize),
    ChunkEditorOpen(bool),
    PaintLayers(PaintLayers),
    ObjectBrush(ObjectKind),
    Selection(Selection),
    Clipboard(Vec<ObjectPlacement>),
    Snap(Option<i32>),
    ShowAllBoxes(bool),
    PlayHereArmed(bool),
}

impl Editing {
    /// Applies one change.
    pub fn change(&mut self, change: Change) {
        match change {
            Change::Tool(tool) => self.tool = tool,
            Change::Tab(tab) => self.tab = tab,
            Change::Tile(tile) => self.tile = tile,
            Change::TileEditorOpen(open) => self.tile_editor_open = open,
            Change::ChunkBrush(chunk) => self.chunk = chunk,
            Change::EditedChunk(chunk) => self.edited_chunk = chunk,
            Change::ChunkEditorOpen(open) => self.chunk_editor_open = open,
            Change::PaintLayers(layers) => self.paint_layers = layers,
            Change::ObjectBrush(kind) => self.object_brush = kind,
            Change::Selection(selection) => self.selection = selection,
            Change::Clipboard(objects) => self.clipboard = objects,
            Change::Snap(grid) => self.snap = grid,
            Change::ShowAllBoxes(all) => self.show_all_boxes = all,
            Change::PlayHereArmed(armed) => self.play_here_armed = armed,
        }
    }

    /// Keeps every index valid for `level` after a change of the level (a deleted tile, chunk or object, an
    /// undo): selections past the end are dropped, the selected tile and edited chunk clamped.
    pub fn fit_to(&mut self, level: &formats::Level) {
        self.tile = self.tile.min(level.tiles.len().saturating_sub(1));
        self.edited_chunk = self.edited_chunk.min(level.chunks.len().saturating_sub(1));
        let objects = level.objects.len();
        self.selection.objects.retain(|&i| i < objects);
        if self.selection.switcher.is_some_and(|i| i >= level.switchers.len()) {
            self.selection.switcher = None;
        }
    }
}
