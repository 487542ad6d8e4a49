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
    /// Drag to draw a shape (`Editing::shape`): slope, curve, S-curve, quarter pipe or loop.
    Shape,
}

/// The tabs of the left panel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LeftTab {
    #[default]
    View,
    Tiles,
    Chunks,
    Objects,
    /// The open SonLVL project's levels (project mode; shown only while a project is open).
    Project,
    /// The level's art: the 16x16 block, 8x8 pattern and palette editors.
    Art,
}

/// The editors of the Art tab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ArtTab {
    #[default]
    Blocks,
    Patterns,
    Palette,
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
    /// The Art tab's block, pattern and palette editors.
    Art,
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
    /// The chunk brush for layout painting; `None` paints empty cells (erases). A new document starts with its
    /// first chunk that has terrain ([`first_solid_chunk`]), never with the eraser: the eraser is chosen.
    pub chunk: Option<u16>,
    /// The last chunk the brush held before the eraser was chosen: what leaving the eraser goes back to.
    pub last_chunk: Option<u16>,
    /// The chunk the chunk editor edits.
    pub edited_chunk: usize,
    pub chunk_editor_open: bool,
    pub paint_layers: PaintLayers,
    /// What the shape tool draws.
    pub shape: crate::shape::ShapeKind,

    /// What the chunk editor's "Paint block" tool and the level view's Alt+click pick: a whole chunk cell (its
    /// art block, flips and both layers' collision).
    pub block_brush: formats::Block,

    // --- art (the Art tab's editors) ---
    pub art_tab: ArtTab,
    /// The 16x16 art block the block editor edits.
    pub art_block: u16,
    /// The chunk cell (chunk, block index) the block editor was opened from: the cell a "make a copy"
    /// repoints, and whose collision is drawn over the block.
    pub art_block_cell: Option<(usize, usize)>,
    /// The 8x8 pattern the pattern editor edits.
    pub pattern: u16,
    /// The palette entry (line × 16 + colour) the palette editor edits, and the pattern editor paints with.
    pub palette_entry: u8,

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
    /// The chunk editor's block brush (a whole chunk cell).
    BlockBrush(formats::Block),
    ArtTab(ArtTab),
    /// The art block the block editor edits, and the chunk cell it was opened from.
    ArtBlock {
        id: u16,
        cell: Option<(usize, usize)>,
    },
    /// The pattern the pattern editor edits.
    Pattern(u16),
    /// The palette entry the palette editor edits (line × 16 + colour).
    PaletteEntry(u8),
    ShapeKind(crate::shape::ShapeKind),
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
            Change::ChunkBrush(chunk) => {
                if chunk.is_none() && self.chunk.is_some() {
                    self.last_chunk = self.chunk;
                }
                self.chunk = chunk;
            }
            Change::EditedChunk(chunk) => self.edited_chunk = chunk,
            Change::ChunkEditorOpen(open) => self.chunk_editor_open = open,
            Change::PaintLayers(layers) => self.paint_layers = layers,
            Change::BlockBrush(block) => self.block_brush = block,
            Change::ArtTab(tab) => self.art_tab = tab,
            Change::ArtBlock { id, cell } => {
                self.art_block = id;
                self.art_block_cell = cell;
            }
            Change::Pattern(index) => self.pattern = index,
            Change::PaletteEntry(index) => self.palette_entry = index.min(63),
            Change::ShapeKind(kind) => self.shape = kind,
            Change::ObjectBrush(kind) => self.object_brush = kind,
            Change::Selection(selection) => self.selection = selection,
            Change::Clipboard(objects) => self.clipboard = objects,
            Change::Snap(grid) => self.snap = grid,
            Change::ShowAllBoxes(all) => self.show_all_boxes = all,
            Change::PlayHereArmed(armed) => self.play_here_armed = armed,
        }
    }

    /// The editing state for a document just opened (or created, imported, restored): the brush is the first
    /// chunk with terrain rather than the eraser, so a first click paints ground instead of punching a hole;
    /// selections and indices are fitted to the level.
    pub fn open_document(&mut self, level: &formats::Level) {
        self.chunk = first_solid_chunk(level);
        self.last_chunk = None;
        self.selection.clear();
        self.fit_to(level);
    }

    /// What leaving the eraser goes back to: the chunk used before it, else the level's first chunk with terrain.
    pub fn brush_after_eraser(&self, level: &formats::Level) -> Option<u16> {
        self.last_chunk.filter(|&c| usize::from(c) < level.chunks.len()).or_else(|| first_solid_chunk(level))
    }

    /// Keeps every index valid for `level` after a change of the level (a deleted tile, chunk or object, an
    /// undo): selections past the end are dropped, the selected tile and edited chunk clamped.
    pub fn fit_to(&mut self, level: &formats::Level) {
        self.tile = self.tile.min(level.tiles.len().saturating_sub(1));
        self.edited_chunk = self.edited_chunk.min(level.chunks.len().saturating_sub(1));
        if self.chunk.is_some_and(|c| usize::from(c) >= level.chunks.len()) {
            // The brush chunk is gone (an undone "New chunk"): back to terrain, not to the eraser.
            self.chunk = first_solid_chunk(level);
        }
        if self.last_chunk.is_some_and(|c| usize::from(c) >= level.chunks.len()) {
            self.last_chunk = None;
        }
        if self.art_block_cell.is_some_and(|(c, b)| {
            level.chunks.get(c).is_none_or(|c| c.blocks.get(b).is_none_or(|b| b.art != Some(self.art_block)))
        }) {
            self.art_block_cell = None;
        }
        let objects = level.objects.len();
        self.selection.objects.retain(|&i| i < objects);
        if self.selection.switcher.is_some_and(|i| i >= level.switchers.len()) {
            self.selection.switcher = None;
        }
    }
}

/// The first chunk with terrain (any solid, non-empty tile on either layer) that the layout uses, else the
/// first chunk with terrain at all: chunk 0 is often the empty chunk (as in Sonic 2), and an imported level's
/// first chunk with terrain may be one its layout never places. `None` when no chunk has terrain.
pub fn first_solid_chunk(level: &formats::Level) -> Option<u16> {
    let solid = |cell: &formats::LayerCell| {
        cell.solidity != formats::Solidity::NotSolid
            && level.tiles.get(usize::from(cell.tile)).is_some_and(|t| t.heights.iter().any(|&h| h != 0))
    };
    let has_terrain = |c: &formats::Chunk| c.blocks.iter().any(|b| solid(&b.a) || solid(&b.b));
    let used = crate::usage::chunk_usage(level);
    let first = |in_layout: bool| {
        level.chunks.iter().enumerate().position(|(i, c)| (!in_layout || used[i] > 0) && has_terrain(c))
    };
    u16::try_from(first(true).or_else(|| first(false))?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};

    /// Chunk 0 empty, chunk 1 only a not-solid full tile, chunk 2 a solid empty tile, chunk 3 a solid full tile.
    fn level() -> Level {
        let size = ChunkSize::Px128;
        let mut level = Level::new("brush", size, 4, 1);
        level.tiles.push(SolidTile::FULL);
        for cell in [
            None,
            Some(LayerCell { tile: 1, solidity: Solidity::NotSolid }),
            Some(LayerCell { tile: 0, solidity: Solidity::All }),
            Some(LayerCell { tile: 1, solidity: Solidity::Top }),
        ] {
            let mut chunk = Chunk::empty(size);
            if let (Some(cell), Some(block)) = (cell, chunk.block_mut(size, 3, 3)) {
                block.b = cell;
            }
            level.chunks.push(chunk);
        }
        level
    }

    #[test]
    fn a_new_document_brushes_with_its_first_chunk_with_terrain() {
        let mut level = level();
        assert_eq!(first_solid_chunk(&level), Some(3));
        // A chunk with terrain that the layout places comes first.
        level.chunks.push(level.chunks[3].clone());
        level.layout.set(0, 0, Some(4));
        assert_eq!(first_solid_chunk(&level), Some(4));
        let mut editing = Editing { chunk: None, last_chunk: Some(9), ..Editing::default() };
        editing.open_document(&level);
        assert_eq!((editing.chunk, editing.last_chunk), (Some(4), None));
        assert_eq!(first_solid_chunk(&Level::new("empty", ChunkSize::Px128, 1, 1)), None);
    }

    #[test]
    fn leaving_the_eraser_returns_to_the_last_chunk() {
        let level = level();
        let mut editing = Editing::default();
        editing.open_document(&level);
        editing.change(Change::ChunkBrush(Some(1)));
        editing.change(Change::ChunkBrush(None));
        assert_eq!(editing.brush_after_eraser(&level), Some(1));
        editing.change(Change::ChunkBrush(None));
        assert_eq!(editing.last_chunk, Some(1), "choosing the eraser twice keeps the chunk before it");
        editing.last_chunk = Some(40);
        assert_eq!(editing.brush_after_eraser(&level), Some(3), "a chunk the level lacks: its first with terrain");
    }
}
