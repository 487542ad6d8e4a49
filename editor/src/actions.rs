//! Every user action, with its label and keyboard shortcut: menus, buttons and the key handler all use this
//! one list, so a shortcut shown in a menu is the shortcut that works.

use egui::{Key, KeyboardShortcut, Modifiers};

/// Which collision layer(s) the level view shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ViewLayer {
    #[default]
    A,
    B,
    /// Layer A, with layer B drawn over it wherever a block's B cell differs from its A cell.
    Both,
}

/// A user action. Panels return these; the app applies them after the frame's UI is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// File → New level…: the new-level dialog (after the unsaved-changes prompt).
    New,
    /// File → Open Recent: entry `n` of the recent-files list, newest first.
    OpenRecent(usize),
    /// File → Import SonLVL project…
    ImportSonLvl,
    Open,
    OpenPath,
    Save,
    SaveAs,
    Quit,
    Undo,
    Redo,
    ShowLayer(ViewLayer),
    ToggleChunkGrid,
    ToggleBlockGrid,
    FitLevel,
    ZoomOneToOne,
    ZoomIn,
    ZoomOut,
    /// Help → Keyboard shortcuts (every action's shortcut, and the mouse controls).
    ShowShortcuts,
    /// Choose the level view's tool (tool bar buttons and V/B/R/I/O/L).
    SetTool(crate::editing::Tool),
    /// Objects and switchers (canvas::object_tools): delete, copy, paste, duplicate the selection, rest it on
    /// the floor below.
    Delete,
    Copy,
    Paste,
    Duplicate,
    AlignToGround,
}

impl Action {
    /// Actions that have a keyboard shortcut, in the order they are checked each frame: shortcuts with more
    /// modifiers first, because egui matches Shift and Alt loosely (Ctrl+Shift+S would also trigger Ctrl+S).
    pub const WITH_SHORTCUTS: [Action; 27] = [
        Action::OpenPath,
        Action::SaveAs,
        Action::New,
        Action::ShowShortcuts,
        Action::Redo,
        Action::Undo,
        Action::Open,
        Action::Save,
        Action::Quit,
        Action::Copy,
        Action::Paste,
        Action::Duplicate,
        Action::Delete,
        Action::AlignToGround,
        Action::ToggleBlockGrid,
        Action::ToggleChunkGrid,
        Action::ShowLayer(ViewLayer::A),
        Action::ShowLayer(ViewLayer::B),
        Action::ShowLayer(ViewLayer::Both),
        Action::FitLevel,
        Action::ZoomOneToOne,
        Action::SetTool(crate::editing::Tool::Select),
        Action::SetTool(crate::editing::Tool::PaintChunk),
        Action::SetTool(crate::editing::Tool::RectFill),
        Action::SetTool(crate::editing::Tool::PickChunk),
        Action::SetTool(crate::editing::Tool::PlaceObject),
        Action::SetTool(crate::editing::Tool::PlaceSwitcher),
    ];

    /// The label used in menus and buttons.
    pub fn label(self) -> &'static str {
        match self {
            Action::New => "New level…",
            Action::OpenRecent(_) => "Open recent file",
            Action::ImportSonLvl => "Import SonLVL project…",
            Action::Open => "Open…",
            Action::OpenPath => "Open by path…",
            Action::Save => "Save",
            Action::SaveAs => "Save As…",
            Action::Quit => "Quit",
            Action::Undo => "Undo",
            Action::Redo => "Redo",
            Action::ShowLayer(ViewLayer::A) => "Layer A",
            Action::ShowLayer(ViewLayer::B) => "Layer B",
            Action::ShowLayer(ViewLayer::Both) => "Both layers",
            Action::ToggleChunkGrid => "Chunk grid",
            Action::ToggleBlockGrid => "Block grid",
            Action::FitLevel => "Fit level",
            Action::ZoomOneToOne => "Zoom 1:1",
            Action::ZoomIn => "Zoom in",
            Action::ZoomOut => "Zoom out",
            Action::ShowShortcuts => "Keyboard shortcuts…",
            Action::Delete => "Delete",
            Action::Copy => "Copy",
            Action::Paste => "Paste",
            Action::Duplicate => "Duplicate",
            Action::AlignToGround => "Align to ground",
            Action::SetTool(tool) => match tool {
                crate::editing::Tool::Select => "Select tool",
                crate::editing::Tool::PaintChunk => "Paint chunks tool",
                crate::editing::Tool::RectFill => "Fill rectangle tool",
                crate::editing::Tool::PickChunk => "Pick chunk tool",
                crate::editing::Tool::PlaceObject => "Place object tool",
                crate::editing::Tool::PlaceSwitcher => "Place switcher tool",
            },
        }
    }

    /// The keyboard shortcut. Q/W/E pick the collision view as in SonLVL (there: off / path 1 / path 2).
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let cmd = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND, key));
        let plain = |key| Some(KeyboardShortcut::new(Modifiers::NONE, key));
        match self {
            Action::New => cmd(Key::N),
            Action::ShowShortcuts => plain(Key::F1),
            Action::OpenRecent(_) | Action::ImportSonLvl => None,
            Action::Open => cmd(Key::O),
            Action::OpenPath => Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::O)),
            Action::Save => cmd(Key::S),
            Action::SaveAs => Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S)),
            Action::Quit => cmd(Key::Q),
            Action::Undo => cmd(Key::Z),
            Action::Redo => Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z)),
            Action::ShowLayer(ViewLayer::A) => plain(Key::Q),
            Action::ShowLayer(ViewLayer::B) => plain(Key::W),
            Action::ShowLayer(ViewLayer::Both) => plain(Key::E),
            Action::ToggleChunkGrid => plain(Key::G),
            Action::ToggleBlockGrid => Some(KeyboardShortcut::new(Modifiers::SHIFT, Key::G)),
            Action::FitLevel => plain(Key::F),
            Action::ZoomOneToOne => plain(Key::Num1),
            Action::ZoomIn | Action::ZoomOut => None,
            Action::Delete => plain(Key::Delete),
            Action::Copy => cmd(Key::C),
            Action::Paste => cmd(Key::V),
            Action::Duplicate => cmd(Key::D),
            Action::AlignToGround => plain(Key::End),
            Action::SetTool(tool) => plain(match tool {
                crate::editing::Tool::Select => Key::V,
                crate::editing::Tool::PaintChunk => Key::B,
                crate::editing::Tool::RectFill => Key::R,
                crate::editing::Tool::PickChunk => Key::I,
                crate::editing::Tool::PlaceObject => Key::O,
                crate::editing::Tool::PlaceSwitcher => Key::L,
            }),
        }
    }

    /// A second shortcut some actions also answer to (Redo: Ctrl+Y, as on Windows and in SonLVL).
    pub fn alternate_shortcut(self) -> Option<KeyboardShortcut> {
        match self {
            Action::Redo => Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::Y)),
            Action::Delete => Some(KeyboardShortcut::new(Modifiers::NONE, Key::Backspace)),
            _ => None,
        }
    }

    /// The shortcut as text for menus ("Ctrl+O").
    pub fn shortcut_text(self, ctx: &egui::Context) -> String {
        self.shortcut().map(|s| ctx.format_shortcut(&s)).unwrap_or_default()
    }
}
