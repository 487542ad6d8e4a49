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
    Open,
    OpenPath,
    Save,
    SaveAs,
    Quit,
    ShowLayer(ViewLayer),
    ToggleChunkGrid,
    ToggleBlockGrid,
    FitLevel,
    ZoomOneToOne,
    ZoomIn,
    ZoomOut,
    ShowControls,
}

impl Action {
    /// Actions that have a keyboard shortcut, in the order they are checked each frame: shortcuts with more
    /// modifiers first, because egui matches Shift and Alt loosely (Ctrl+Shift+S would also trigger Ctrl+S).
    pub const WITH_SHORTCUTS: [Action; 12] = [
        Action::OpenPath,
        Action::SaveAs,
        Action::Open,
        Action::Save,
        Action::Quit,
        Action::ToggleBlockGrid,
        Action::ToggleChunkGrid,
        Action::ShowLayer(ViewLayer::A),
        Action::ShowLayer(ViewLayer::B),
        Action::ShowLayer(ViewLayer::Both),
        Action::FitLevel,
        Action::ZoomOneToOne,
    ];

    /// The label used in menus and buttons.
    pub fn label(self) -> &'static str {
        match self {
            Action::Open => "Open…",
            Action::OpenPath => "Open by path…",
            Action::Save => "Save",
            Action::SaveAs => "Save As…",
            Action::Quit => "Quit",
            Action::ShowLayer(ViewLayer::A) => "Layer A",
            Action::ShowLayer(ViewLayer::B) => "Layer B",
            Action::ShowLayer(ViewLayer::Both) => "Both layers",
            Action::ToggleChunkGrid => "Chunk grid",
            Action::ToggleBlockGrid => "Block grid",
            Action::FitLevel => "Fit level",
            Action::ZoomOneToOne => "Zoom 1:1",
            Action::ZoomIn => "Zoom in",
            Action::ZoomOut => "Zoom out",
            Action::ShowControls => "Controls…",
        }
    }

    /// The keyboard shortcut. Q/W/E pick the collision view as in SonLVL (there: off / path 1 / path 2).
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let cmd = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND, key));
        let plain = |key| Some(KeyboardShortcut::new(Modifiers::NONE, key));
        match self {
            Action::Open => cmd(Key::O),
            Action::OpenPath => Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::O)),
            Action::Save => cmd(Key::S),
            Action::SaveAs => Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S)),
            Action::Quit => cmd(Key::Q),
            Action::ShowLayer(ViewLayer::A) => plain(Key::Q),
            Action::ShowLayer(ViewLayer::B) => plain(Key::W),
            Action::ShowLayer(ViewLayer::Both) => plain(Key::E),
            Action::ToggleChunkGrid => plain(Key::G),
            Action::ToggleBlockGrid => Some(KeyboardShortcut::new(Modifiers::SHIFT, Key::G)),
            Action::FitLevel => plain(Key::F),
            Action::ZoomOneToOne => plain(Key::Num1),
            Action::ZoomIn | Action::ZoomOut | Action::ShowControls => None,
        }
    }

    /// The shortcut as text for menus ("Ctrl+O").
    pub fn shortcut_text(self, ctx: &egui::Context) -> String {
        self.shortcut().map(|s| ctx.format_shortcut(&s)).unwrap_or_default()
    }
}
