//! Every user verb of the editor as a value: menus, shortcuts, tool-bar buttons, play-test controls and level
//! edits all become a [`Command`] queued in [`Commands`] during the frame; the app applies the queue after the
//! frame in one place (`app::apply`). Panels and tools get a read-only [`Context`] and the queue, never
//! `&mut` app state.
//!
//! One table says each verb's label, tooltip, shortcut and the context the shortcut works in; menus, the key
//! handler and the F1 help are all derived from it.

pub mod play_keys;
use egui::{Key, KeyboardShortcut, Modifiers};
use studio_core::Document;
use studio_core::command::{Command as CoreCommand, EditCommand};
use studio_core::edit::Edit;
use studio_core::editing::{Change, Editing, Origin, Tool};
use studio_core::playtest::memory::PlayOverlays;
use studio_core::playtest::session::PlaySession;
use studio_core::view::{ViewLayer, ViewSettings};

/// What a panel or tool reads while it draws: everything borrowed, nothing mutable.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    pub doc: &'a Document,
    pub editing: &'a Editing,
    pub view: &'a ViewSettings,
    pub playtest: &'a PlaySession,
}

/// The play-test's options the play bar sets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayOptions {
    pub character: engine::Character,
    pub overlays: PlayOverlays,
    pub hud: bool,
    pub free_camera: bool,
    /// Show the collision layer the player is on.
    pub follow_layer: bool,
    /// Play with every badnik removed.
    pub no_badniks: bool,
    /// Player 2: off, CPU Tails, or Tails on the second key set.
    pub player2: studio_core::playtest::session::Player2,
    /// Play with the 7 Chaos Emeralds (Super forms with 50 rings).
    pub emeralds: bool,
    /// Play with the 7 Super Emeralds (the Hyper forms where the profile has them).
    pub super_emeralds: bool,
}

/// A user verb.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    // --- File ---
    /// File → New level…: the new-level dialog (after the unsaved-changes prompt).
    New,
    /// File → Open Recent: entry `n` of the recent-files list, newest first.
    OpenRecent(usize),
    /// The start-up offer (launched without a file): open the level worked on last time.
    ReopenLastLevel,
    /// Close the start-up offer and keep the sample.
    DismissReopen,
    /// File → Open SonLVL project…: work inside a project (project mode), its levels listed in the Project tab.
    OpenProject,
    /// Project tab: open this level of the open project (after the unsaved-changes prompt).
    OpenProjectLevel(String),
    /// Project tab: list the project's levels again.
    RefreshProject,
    /// Project tab: leave project mode (the open level stays open).
    CloseProject,
    /// File → Import SonLVL project…
    ImportSonLvl,
    /// File → Import image…: a PNG made into a new level's art and collision.
    ImportImage,
    /// File → Export to SonLVL project…: write the level back into a project's files.
    ExportSonLvl,
    /// File → Export JSON…: the whole level as JSON, for other engines.
    ExportJson,
    Open,
    OpenPath,
    /// File → New special stage: the special-stage editor on an empty stage (the level stays open).
    NewSpecialStage,
    /// File → Open special stage…: a `.ron` special stage or a disassembly's `sslayout/N.eni`.
    OpenSpecialStage,
    /// File → Open special stage from s1disasm…: a disassembly folder, then stage 1–6.
    OpenSpecialStageFolder,
    Save,
    SaveAs,
    Quit,
    // --- Edit ---
    Undo,
    Redo,
    Delete,
    Copy,
    Paste,
    Duplicate,
    AlignToGround,
    // --- View ---
    ShowLayer(ViewLayer),
    ToggleChunkGrid,
    ToggleBlockGrid,
    /// Everything the View tab sets at once.
    SetView(ViewSettings),
    /// Fit the level's bounds (the area the game camera can show) into the view.
    FitLevel,
    /// Fit the selected objects and switcher into the view.
    ZoomToSelection,
    ZoomOneToOne,
    ZoomIn,
    ZoomOut,
    // --- Layout ---
    /// Resize the layout to width x height chunks (one undo step; the view then fits the level again).
    ResizeLayout(usize, usize),
    // --- Tools ---
    /// Choose the level view's tool (tool bar buttons and V/B/R/I/O/L).
    SetTool(Tool),
    // --- Play-test ---
    /// P: play from the level's start.
    PlayFromStart,
    /// Shift+P: play from the point under the pointer, or arm "Play from here" (the next click in the view).
    PlayFromPointer,
    /// Play from a level pixel (a "Play from here" click, the right-click menu).
    PlayAt(i32, i32),
    /// Play as Sonic 1's credits demo N (1–8) starts (the play bar's "Credits demo" menu).
    PlayCreditsDemo(u8),
    /// Esc: stop the play-test (and disarm "Play from here").
    StopPlay,
    /// Enter (the pad's Start): pause or resume.
    PauseResume,
    /// `.`: one frame forward.
    StepForward,
    /// `,`: one frame back.
    StepBack,
    /// Shift+`,` (`<`): back one second (60 frames) of the kept history.
    RewindSecond,
    /// Rewind or replay to a frame.
    Seek(u64),
    SetSpeed(f64),
    SetPlayOptions(PlayOptions),
    /// The play bar's "Give power-up" menu: give player 1 a shield, invincibility or speed shoes, as a monitor would.
    GivePowerUp(studio_core::playtest::PowerUp),
    SetReplayPath(String),
    /// The movie frame a BizHawk movie (`.bk2`) replay starts at.
    SetReplayFrom(u64),
    SaveReplay,
    LoadReplay,
    CompareReplay,
    // --- Level ---
    /// Level → Problems…: the lint, clean-up and bot sweep window.
    ShowProblems,
    /// Level → Run bot sweep: run it now and show its heat map (opens the Problems window).
    RunSweep,
    /// Centre the level view on a level pixel (a problem or a sweep hot spot was clicked).
    GoTo(i32, i32),
    // --- Help ---
    /// Help → Keyboard shortcuts (every command's shortcut, and the mouse controls).
    ShowShortcuts,
    /// Esc while the shortcuts window is open (and nothing is playing).
    CloseShortcuts,
    /// Help → User guide: the README, shown in the app.
    ShowGuide,
    /// Help → About: version and the licences of the crates it is built from.
    ShowAbout,
    // --- The level and the editing state ---
    Core(CoreCommand),
}

/// Whether `command` acts on the level the view draws (an edit, a selection, a brush picked from it, a level
/// pixel): dropped while the view draws a play-test's next act, which is never edited.
pub fn about_the_drawn_level(command: &Command) -> bool {
    use studio_core::editing::Change;
    match command {
        Command::PlayAt(..) | Command::GoTo(..) => true,
        Command::Core(CoreCommand::Change(
            Change::Tool(_)
            | Change::ShapeKind(_)
            | Change::Snap(_)
            | Change::ShowAllBoxes(_)
            | Change::PlayHereArmed(_),
        )) => false,
        Command::Core(_) => true,
        _ => false,
    }
}

/// When a shortcut works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// Always (unless a text field has the keyboard). Shortcuts with Ctrl/Cmd, F1, the play-test keys.
    Always,
    /// While editing: not while a play-test runs unpaused, when the keyboard belongs to the player.
    Editing,
    /// While a play-test exists or "Play from here" is armed.
    Playing,
    /// While the keyboard shortcuts window is open and nothing is playing: a play-test takes Esc first.
    HelpOpen,
}

/// Where the keyboard is and what is open when a shortcut is pressed: what decides which scopes work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KeyContext {
    /// A play-test runs unpaused: plain keys belong to the player.
    pub running: bool,
    /// A play-test exists (running or paused), or "Play from here" is armed.
    pub playing: bool,
    /// The keyboard shortcuts window (F1) is open.
    pub help_open: bool,
}

impl KeyContext {
    /// Every context the editor can be in (a running play-test is also playing): the shortcut-clash test checks
    /// each.
    pub fn all() -> impl Iterator<Item = KeyContext> {
        (0..8u8)
            .map(|bits| KeyContext { running: bits & 1 != 0, playing: bits & 2 != 0, help_open: bits & 4 != 0 })
            .filter(|c| c.playing || !c.running)
    }
}

impl Scope {
    /// Whether shortcuts of this scope work in `context`.
    pub fn active_in(self, context: KeyContext) -> bool {
        match self {
            Scope::Always => true,
            Scope::Editing => !context.running,
            Scope::Playing => context.playing,
            Scope::HelpOpen => context.help_open && !context.playing,
        }
    }
}

/// The sections of the F1 help and the menus, in display order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, strum::EnumIter)]
pub enum Section {
    File,
    Edit,
    View,
    Tools,
    PlayTest,
    Help,
}

impl Section {
    pub fn name(self) -> &'static str {
        match self {
            Section::File => "File",
            Section::Edit => "Edit",
            Section::View => "View",
            Section::Tools => "Tools",
            Section::PlayTest => "Play-test",
            Section::Help => "Help",
        }
    }
}

const fn key(modifiers: Modifiers, key: Key) -> Option<KeyboardShortcut> {
    Some(KeyboardShortcut::new(modifiers, key))
}
const CMD: Modifiers = Modifiers::COMMAND;
const NONE: Modifiers = Modifiers::NONE;
const SHIFT: Modifiers = Modifiers::SHIFT;
const CMD_SHIFT: Modifiers = Modifiers { shift: true, ..Modifiers::COMMAND };

/// One row of the command table.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub label: &'static str,
    pub tooltip: &'static str,
    pub section: Section,
    pub shortcut: Option<KeyboardShortcut>,
    /// A second shortcut (Redo: Ctrl+Y, as on Windows and in SonLVL; Delete: Backspace).
    pub alternate: Option<KeyboardShortcut>,
    pub scope: Scope,
}

impl Command {
    /// Commands that have a keyboard shortcut, in display order (the F1 help lists them this way, section by
    /// section). The key handler checks them in [`Command::in_check_order`].
    pub const WITH_SHORTCUTS: [Command; 39] = [
        Command::New,
        Command::Open,
        Command::OpenPath,
        Command::Save,
        Command::SaveAs,
        Command::Quit,
        Command::Undo,
        Command::Redo,
        Command::Copy,
        Command::Paste,
        Command::Duplicate,
        Command::Delete,
        Command::AlignToGround,
        Command::ShowLayer(ViewLayer::A),
        Command::ShowLayer(ViewLayer::B),
        Command::ShowLayer(ViewLayer::Both),
        Command::ToggleChunkGrid,
        Command::ToggleBlockGrid,
        Command::FitLevel,
        Command::ZoomToSelection,
        Command::ZoomOneToOne,
        Command::ZoomIn,
        Command::ZoomOut,
        Command::SetTool(Tool::Select),
        Command::SetTool(Tool::PaintChunk),
        Command::SetTool(Tool::RectFill),
        Command::SetTool(Tool::PickChunk),
        Command::SetTool(Tool::PlaceObject),
        Command::SetTool(Tool::PlaceSwitcher),
        Command::SetTool(Tool::Shape),
        Command::PlayFromStart,
        Command::PlayFromPointer,
        Command::StopPlay,
        Command::PauseResume,
        Command::StepForward,
        Command::StepBack,
        Command::RewindSecond,
        Command::ShowShortcuts,
        Command::CloseShortcuts,
    ];

    /// [`Command::WITH_SHORTCUTS`] in the order the key handler checks them: shortcuts with more modifiers
    /// first, because egui matches Shift and Alt loosely (Ctrl+Shift+S would also trigger Ctrl+S, Shift+P P).
    /// Sorted once: the key handler asks every frame.
    pub fn in_check_order() -> &'static [Command] {
        static ORDER: std::sync::LazyLock<Vec<Command>> = std::sync::LazyLock::new(|| {
            let mut list = Command::WITH_SHORTCUTS.to_vec();
            list.sort_by_key(|c| std::cmp::Reverse(c.shortcut().map_or(0, |s| modifier_count(s.modifiers))));
            list
        });
        &ORDER
    }

    /// Label, tooltip, section, shortcuts and scope. Q/W/E pick the collision view as in SonLVL (there: off /
    /// path 1 / path 2).
    pub fn entry(&self) -> Entry {
        let e = |label, tooltip, section, shortcut, scope| Entry {
            label,
            tooltip,
            section,
            shortcut,
            alternate: None,
            scope,
        };
        use Scope::{Always, Editing, HelpOpen, Playing};
        use Section::*;
        match self {
            Command::New => e(
                "New level…",
                "Start a new level: a floor to stand on, the start on it",
                File,
                key(CMD, Key::N),
                Always,
            ),
            Command::OpenRecent(_) => e("Open recent file", "Open a recently used level", File, None, Always),
            Command::ReopenLastLevel => {
                e("Reopen last level", "Open the level you worked on last time", File, None, Always)
            }
            Command::DismissReopen => e("Dismiss", "Keep the sample level open", File, None, Always),
            Command::OpenProject => e(
                "Open SonLVL project…",
                "Work inside a SonLVL project: its levels in the Project tab, Save writes into the project",
                File,
                None,
                Always,
            ),
            Command::OpenProjectLevel(_) => {
                e("Open project level", "Open this level of the project", File, None, Always)
            }
            Command::RefreshProject => {
                e("Reload list", "List the project's levels again (files added or removed since)", File, None, Always)
            }
            Command::CloseProject => {
                e("Close project", "Leave project mode (the open level stays open)", File, None, Always)
            }
            Command::ImportSonLvl => {
                e("Import SonLVL project…", "Import a level of a SonLVL project (Sonic 2)", File, None, Always)
            }
            Command::ImportImage => e(
                "Import image…",
                "Make a new level from a PNG: Mega Drive art, merged blocks and collision from its opaque pixels",
                File,
                None,
                Always,
            ),
            Command::ExportSonLvl => e(
                "Export to SonLVL project…",
                "Write the level back into a level of a SonLVL project (Sonic 2), showing what changes first",
                File,
                None,
                Always,
            ),
            Command::ExportJson => e(
                "Export JSON…",
                "Save the whole level as JSON for other engines (schema in the README)",
                File,
                None,
                Always,
            ),
            Command::Open => e("Open…", "Open a level file", File, key(CMD, Key::O), Always),
            Command::NewSpecialStage => e(
                "New special stage",
                "Edit a new Sonic 1 special stage (rotating maze) in the special-stage editor",
                File,
                None,
                Always,
            ),
            Command::OpenSpecialStage => e(
                "Open special stage…",
                "Open a Sonic 1 special stage (.ron, or a disassembly's sslayout/N.eni) in the special-stage editor",
                File,
                None,
                Always,
            ),
            Command::OpenSpecialStageFolder => e(
                "Open special stage from s1disasm…",
                "Pick a Sonic 1 disassembly folder, then one of its special stages 1–6",
                File,
                None,
                Always,
            ),
            Command::OpenPath => {
                e("Open by path…", "Type the path of a level to open", File, key(CMD_SHIFT, Key::O), Always)
            }
            Command::Save => e(
                "Save",
                "Save the level (atomically, keeping a .bak); a project level is written into its project",
                File,
                key(CMD, Key::S),
                Always,
            ),
            Command::SaveAs => e(
                "Save As…",
                "Save the level as a level file (.ron) under another name (also a project level)",
                File,
                key(CMD_SHIFT, Key::S),
                Always,
            ),
            Command::Quit => e("Quit", "Close SPG Studio", File, key(CMD, Key::Q), Always),
            Command::Undo => e("Undo", "Undo the last edit", Edit, key(CMD, Key::Z), Always),
            Command::Redo => Entry {
                alternate: key(CMD, Key::Y),
                ..e("Redo", "Redo the last undone edit", Edit, key(CMD_SHIFT, Key::Z), Always)
            },
            Command::Delete => Entry {
                alternate: key(NONE, Key::Backspace),
                ..e("Delete", "Delete the selected objects and switcher", Edit, key(NONE, Key::Delete), Editing)
            },
            Command::Copy => e("Copy", "Copy the selected objects", Edit, key(CMD, Key::C), Always),
            Command::Paste => e("Paste", "Paste objects at the pointer", Edit, key(CMD, Key::V), Always),
            Command::Duplicate => e("Duplicate", "Copy and paste the selection offset", Edit, key(CMD, Key::D), Always),
            Command::AlignToGround => {
                e("Align to ground", "Rest the selected objects on the floor below", Edit, key(NONE, Key::End), Editing)
            }
            Command::ShowLayer(ViewLayer::A) => {
                e("Layer A", "Show collision layer A", View, key(NONE, Key::Q), Editing)
            }
            Command::ShowLayer(ViewLayer::B) => {
                e("Layer B", "Show collision layer B", View, key(NONE, Key::W), Editing)
            }
            Command::ShowLayer(ViewLayer::Both) => {
                e("Both layers", "Layer A, and B where it differs", View, key(NONE, Key::E), Editing)
            }
            Command::ToggleChunkGrid => e("Chunk grid", "Lines between chunks", View, key(NONE, Key::G), Editing),
            Command::ToggleBlockGrid => e("Block grid", "Lines between blocks", View, key(SHIFT, Key::G), Editing),
            Command::SetView(_) => e("View options", "What the level view shows", View, None, Always),
            Command::FitLevel => {
                e("Fit level", "Fit the level's bounds into the view", View, key(NONE, Key::F), Editing)
            }
            Command::ZoomToSelection => e(
                "Zoom to selection",
                "Fit the selected objects and switcher into the view",
                View,
                key(SHIFT, Key::F),
                Editing,
            ),
            Command::ZoomOneToOne => {
                e("Zoom 1:1", "One level pixel per screen point", View, key(NONE, Key::Num1), Editing)
            }
            Command::ZoomIn => Entry {
                alternate: key(NONE, Key::Plus),
                ..e("Zoom in", "Zoom in one step around the view's centre", View, key(NONE, Key::Equals), Editing)
            },
            Command::ZoomOut => {
                e("Zoom out", "Zoom out one step around the view's centre", View, key(NONE, Key::Minus), Editing)
            }
            Command::ResizeLayout(..) => {
                e("Resize layout", "Resize the layout, keeping its top-left part", Edit, None, Always)
            }
            Command::SetTool(tool) => {
                let (label, tooltip, k) = match tool {
                    Tool::Select => ("Select tool", "Select, move and delete objects and switchers", Key::V),
                    Tool::PaintChunk => {
                        ("Paint chunks tool", "Click or drag to paint the brush chunk (Alt+click picks)", Key::B)
                    }
                    Tool::RectFill => ("Fill rectangle tool", "Drag a rectangle to fill with the brush chunk", Key::R),
                    Tool::PickChunk => ("Pick chunk tool", "Click a layout cell to make its chunk the brush", Key::I),
                    Tool::PlaceObject => ("Place object tool", "Click to place the object brush", Key::O),
                    Tool::PlaceSwitcher => ("Place switcher tool", "Click to place a layer switcher", Key::L),
                    Tool::Shape => ("Shape tool", "Drag to draw a slope, curve, S-curve, quarter pipe or loop", Key::H),
                };
                e(label, tooltip, Tools, key(NONE, k), Editing)
            }
            Command::PlayFromStart => e(
                "Play from start",
                "Play from the level's start (restarts a play-test)",
                PlayTest,
                key(NONE, Key::P),
                Always,
            ),
            Command::PlayFromPointer => e(
                "Play from here",
                "Play from the point under the cursor, or click in the level view to drop the player there",
                PlayTest,
                key(SHIFT, Key::P),
                Always,
            ),
            Command::PlayAt(..) => e("Play from here", "Play from this point", PlayTest, None, Always),
            Command::PlayCreditsDemo(..) => e(
                "Play credits demo",
                "Start where Sonic 1's credits demo starts, with its lamppost state",
                PlayTest,
                None,
                Always,
            ),
            Command::StopPlay => {
                e("Stop", "Back to editing, centred on the player", PlayTest, key(NONE, Key::Escape), Playing)
            }
            Command::PauseResume => {
                e("Pause", "Pause or resume the play-test", PlayTest, key(NONE, Key::Enter), Playing)
            }
            Command::StepForward => e(
                "Step",
                "One frame forward with the keys held now (pauses)",
                PlayTest,
                key(NONE, Key::Period),
                Playing,
            ),
            Command::StepBack => e("Step back", "One frame back (pauses)", PlayTest, key(NONE, Key::Comma), Playing),
            Command::RewindSecond => e(
                "Rewind a second",
                "Back 60 frames of the kept history (pauses)",
                PlayTest,
                key(SHIFT, Key::Comma),
                Playing,
            ),
            Command::Seek(_) => e("Rewind", "Rewind: drag to any kept frame", PlayTest, None, Always),
            Command::SetSpeed(_) => e("Speed", "Simulation speed", PlayTest, None, Always),
            Command::SetPlayOptions(_) => {
                e("Play-test options", "Character, overlays, HUD, camera, followed layer", PlayTest, None, Always)
            }
            Command::GivePowerUp(_) => e(
                "Give power-up",
                "Give player 1 a shield, invincibility or speed shoes, as a monitor would (drawn as his game draws it)",
                PlayTest,
                None,
                Always,
            ),
            Command::SetReplayPath(_) => e(
                "Replay file",
                "Replay file (.inputs: one line per run of frames, as `spg-studio sim` reads)",
                PlayTest,
                None,
                Always,
            ),
            Command::SetReplayFrom(_) => e(
                "From movie frame",
                "The frame of the BizHawk movie where the level starts: it becomes the replay's first frame",
                PlayTest,
                None,
                Always,
            ),
            Command::SaveReplay => {
                e("Save replay", "Write this run's inputs to the replay file", PlayTest, None, Always)
            }
            Command::LoadReplay => {
                e("Load replay", "Replay an .inputs file from the same start", PlayTest, None, Always)
            }
            Command::CompareReplay => e(
                "Compare",
                "Re-run the saved or loaded replay on the level as it is now: where does it first differ?",
                PlayTest,
                None,
                Always,
            ),
            Command::ShowShortcuts => {
                e("Keyboard shortcuts…", "Every shortcut and mouse control", Help, key(NONE, Key::F1), Always)
            }
            Command::CloseShortcuts => e(
                "Close the shortcuts window",
                "Close the keyboard shortcuts window (a running play-test takes Esc first)",
                Help,
                key(NONE, Key::Escape),
                HelpOpen,
            ),
            Command::ShowGuide => e("User guide", "The user guide (the README), in a window", Help, None, Always),
            Command::ShowAbout => e("About SPG Studio", "Version and the licences of the crates", Help, None, Always),
            Command::ShowProblems => e(
                "Problems…",
                "The level lint (seams, angles, switchers, objects in the ground, unused tiles and chunks), clean-up and bot sweep",
                Edit,
                None,
                Always,
            ),
            Command::RunSweep => e(
                "Run bot sweep",
                "Run scripted bots from many start points and show where they get stuck, die or go too fast",
                Edit,
                None,
                Always,
            ),
            Command::GoTo(..) => e("Go there", "Centre the level view on this point", View, None, Always),
            Command::Core(_) => e("Edit", "Change the level or the selection", Edit, None, Always),
        }
    }

    /// The label used in menus and buttons.
    pub fn label(&self) -> &'static str {
        self.entry().label
    }

    /// The command table's own shortcut (the default for the play-test keys, which the user may rebind: see
    /// [`Command::shortcut_in`]).
    pub fn shortcut(&self) -> Option<KeyboardShortcut> {
        self.entry().shortcut
    }

    /// The shortcut in effect: a play-test key's binding from the Controls window (`command::play_keys`), else
    /// the table's.
    pub fn shortcut_in(&self, ctx: &egui::Context) -> Option<KeyboardShortcut> {
        match crate::command::play_keys::PlayKeys::current(ctx).get(self) {
            Some(bound) => bound,
            None => self.shortcut(),
        }
    }

    /// The shortcut as text for menus ("Ctrl+O").
    pub fn shortcut_text(&self, ctx: &egui::Context) -> String {
        self.shortcut_in(ctx).map(|s| ctx.format_shortcut(&s)).unwrap_or_default()
    }

    /// The tooltip, with the shortcut after it when there is one: "Fit the whole level into the view (F)".
    pub fn tooltip(&self, ctx: &egui::Context) -> String {
        let entry = self.entry();
        match self.shortcut_in(ctx) {
            Some(s) => format!("{} ({})", entry.tooltip, ctx.format_shortcut(&s)),
            None => entry.tooltip.to_string(),
        }
    }
}

/// How many modifier keys a shortcut needs.
pub fn modifier_count(m: Modifiers) -> u8 {
    u8::from(m.shift) + u8::from(m.alt) + u8::from(m.ctrl || m.command || m.mac_cmd)
}

/// The commands queued during one frame, applied in order after it.
#[derive(Debug, Default)]
pub struct Commands {
    queue: Vec<Command>,
}

impl Commands {
    pub fn push(&mut self, command: Command) {
        self.queue.push(command);
    }
    /// A level edit as one undo step, reported at `origin` if refused.
    pub fn edit(&mut self, edit: EditCommand) {
        self.push(Command::Core(CoreCommand::edit(edit)));
    }
    /// A level edit with a label, no merging and nothing after it.
    pub fn simple_edit(&mut self, label: impl Into<String>, origin: Origin, edit: Edit) {
        self.edit(EditCommand::new(label, origin, edit));
    }
    /// A change of the editing state (selection, tool, brush, open editors).
    pub fn change(&mut self, change: Change) {
        self.push(Command::Core(CoreCommand::Change(change)));
    }
    /// Takes the queue (the app applies it).
    pub fn take(&mut self) -> Vec<Command> {
        std::mem::take(&mut self.queue)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two shortcuts clash when one would fire for the other's keys: the same key, and egui's loose matching
    /// (`consume_shortcut` ignores extra Shift/Alt) makes `G` fire for `Shift+G` unless `Shift+G` is checked
    /// first — which `WITH_SHORTCUTS`' order guarantees, so only identical shortcuts clash.
    fn same(a: KeyboardShortcut, b: KeyboardShortcut) -> bool {
        a.logical_key == b.logical_key && a.modifiers.matches_exact(b.modifiers)
    }

    #[test]
    fn no_two_commands_share_a_shortcut_in_the_same_context() {
        let all: Vec<(Command, KeyboardShortcut, Scope)> = Command::WITH_SHORTCUTS
            .iter()
            .flat_map(|c| {
                let e = c.entry();
                [e.shortcut, e.alternate].into_iter().flatten().map(move |s| (c.clone(), s, e.scope))
            })
            .collect();
        for context in KeyContext::all() {
            let active: Vec<_> = all.iter().filter(|(_, _, scope)| scope.active_in(context)).collect();
            for (i, (a, sa, _)) in active.iter().enumerate() {
                for (b, sb, _) in &active[i + 1..] {
                    assert!(a == b || !same(*sa, *sb), "{a:?} and {b:?} share {sa:?} while {context:?}");
                }
            }
        }
    }

    /// Esc means one thing in each context: stop the play-test while one exists (or "Play from here" is armed),
    /// else close the shortcuts window when it is open, else nothing.
    #[test]
    fn esc_stops_a_play_test_before_it_closes_the_help() {
        let esc = |context: KeyContext| -> Vec<Command> {
            Command::WITH_SHORTCUTS
                .into_iter()
                .filter(|c| {
                    c.shortcut().is_some_and(|s| s.logical_key == Key::Escape) && c.entry().scope.active_in(context)
                })
                .collect()
        };
        for context in KeyContext::all() {
            let expected = if context.playing {
                vec![Command::StopPlay]
            } else if context.help_open {
                vec![Command::CloseShortcuts]
            } else {
                vec![]
            };
            assert_eq!(esc(context), expected, "{context:?}");
        }
        assert_eq!(KeyContext::all().count(), 6, "running implies playing");
    }

    #[test]
    fn shortcuts_with_more_modifiers_are_checked_first() {
        let list = Command::in_check_order();
        assert_eq!(list.len(), Command::WITH_SHORTCUTS.len());
        for (i, a) in list.iter().enumerate() {
            for b in &list[i + 1..] {
                let (Some(sa), Some(sb)) = (a.shortcut(), b.shortcut()) else { continue };
                assert!(modifier_count(sa.modifiers) >= modifier_count(sb.modifiers), "{b:?} before {a:?}");
            }
        }
    }

    #[test]
    fn every_command_with_a_shortcut_is_checked_and_has_a_label_and_tooltip() {
        for c in Command::WITH_SHORTCUTS {
            let e = c.entry();
            assert!(e.shortcut.is_some(), "{c:?} is in WITH_SHORTCUTS without a shortcut");
            assert!(!e.label.is_empty() && !e.tooltip.is_empty(), "{c:?}");
        }
    }
}
