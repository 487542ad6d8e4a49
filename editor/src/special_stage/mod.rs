//! The special-stage editor: Sonic 1's rotating-maze stages (SPG "Special Stages: Rotating Maze") as a mode of
//! the app of its own, reached from File → New special stage / Open special stage…. A palette of the block
//! kinds ([`blocks`], [`palette`]), the 64×64 grid to paint on ([`grid_view`]), the stage as the player sees it,
//! turned around the player by the stage angle ([`rotated_view`]), and a play-test with pause, step and rewind
//! plus overlays (gravity, the block touched, the angle and the player's numbers; [`bars`]).
//!
//! Like the level editor, the panels read the document and queue [`SsCommand`]s; the app applies them
//! (`app::special_stage`), and every change of the stage is an [`SsEdit`] through the document's undo history.
//! The document, the edits and the play-test are `studio_core::special_stage`.

pub mod bars;
pub mod blocks;
pub mod grid_view;
pub mod palette;
pub mod rotated_view;

use formats::inputs::Buttons;
use formats::special_stage::StageId;
use std::path::PathBuf;
use studio_core::history::MergeKey;
use studio_core::special_stage::{SsDocument, SsEdit, SsPlay};

/// What a left drag in the grid does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SsTool {
    /// Paint the brush block (Alt+click picks the block under the pointer).
    #[default]
    Paint,
    /// Drag a rectangle to fill with the brush block.
    Fill,
    /// Click or drag to put the player's start there.
    Start,
}

impl SsTool {
    pub const ALL: [SsTool; 3] = [SsTool::Paint, SsTool::Fill, SsTool::Start];

    pub fn label(self) -> &'static str {
        match self {
            SsTool::Paint => "Paint",
            SsTool::Fill => "Fill rectangle",
            SsTool::Start => "Move start",
        }
    }

    pub fn tooltip(self) -> &'static str {
        match self {
            SsTool::Paint => "Click or drag to paint the brush block; Alt+click picks a block (B)",
            SsTool::Fill => "Drag a rectangle to fill with the brush block (R)",
            SsTool::Start => "Click or drag to move the player's start (the start marker drags with any tool)",
        }
    }
}

/// What the views draw over the stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SsOverlays {
    /// The direction of gravity (the snapped stage angle) as an arrow from the player.
    pub gravity: bool,
    /// The solid block the player touched this frame, outlined.
    pub touched: bool,
    /// The stage angle and the player's speed and position over the rotated view.
    pub numbers: bool,
    /// Lines between blocks in the grid view.
    pub grid_lines: bool,
}

impl Default for SsOverlays {
    fn default() -> Self {
        SsOverlays { gravity: true, touched: true, numbers: true, grid_lines: true }
    }
}

/// A user verb of the special-stage editor.
#[derive(Clone, Debug, PartialEq)]
pub enum SsCommand {
    /// File → New special stage (after the unsaved-changes prompt).
    New,
    /// File → Open special stage…: a `.ron` special stage or a disassembly layout `.eni`.
    Open,
    /// File → Open from s1disasm folder…: pick the folder, then the stage.
    OpenFolder,
    /// Open a special stage file (dropped, or from the command line).
    OpenFile(PathBuf),
    /// Open stage `id` of a disassembly folder.
    OpenStage(PathBuf, StageId),
    /// Close the stage picker.
    CancelPicker,
    Save,
    SaveAs,
    /// File → Close special stage: back to the level editor.
    Close,
    Undo,
    Redo,
    /// Edit → Clear stage: every block empty.
    Clear,
    /// A change of the stage, as one undo step (merged with the previous one of the same drag).
    Edit {
        label: &'static str,
        merge: Option<MergeKey>,
        edit: SsEdit,
    },
    Brush(u8),
    Tool(SsTool),
    Overlays(SsOverlays),
    /// Fit the stage (its blocks and start) into the grid view.
    FitGrid,
    /// Play from the start (restarts a play-test).
    Play,
    Stop,
    PauseResume,
    Step,
    StepBack,
    RewindSecond,
    Seek(u32),
}

/// The grid view's camera and drag (view state: not part of the document).
#[derive(Clone, Debug)]
pub struct GridViewState {
    pub camera: crate::widgets::camera::Camera,
    /// Fit the grid into the view on the next frame (a stage was opened).
    pub fit_pending: bool,
    /// The grid view's rectangle last frame.
    pub rect: egui::Rect,
    /// The layout (row, column) under the pointer.
    pub hover: Option<(usize, usize)>,
    pub drag: Option<grid_view::Drag>,
}

impl Default for GridViewState {
    fn default() -> Self {
        GridViewState {
            camera: crate::widgets::camera::Camera::default(),
            fit_pending: true,
            rect: egui::Rect::NOTHING,
            hover: None,
            drag: None,
        }
    }
}

/// The special-stage editor's state.
pub struct SpecialStageEditor {
    pub doc: SsDocument,
    pub play: Option<SsPlay>,
    /// The document revision the play-test has seen (an edit while playing reaches the running stage).
    pub seen_revision: u64,
    /// The block the Paint and Fill tools put down.
    pub brush: u8,
    pub tool: SsTool,
    pub overlays: SsOverlays,
    pub grid: GridViewState,
    /// The rotated view's rectangle last frame.
    pub rotated_rect: egui::Rect,
    /// The command waiting for the unsaved-changes prompt.
    pub confirm: Option<SsCommand>,
    /// A disassembly folder whose stage is being picked.
    pub picker: Option<PathBuf>,
    /// The buttons held this frame.
    pub held: Buttons,
    /// The window asked to close: closing the stage (after the prompt) closes the window too.
    pub quit_after_close: bool,
    /// The stage was entered through a Sonic 1 giant ring in the level's play-test: when it ends, the level's
    /// play-test starts again (`app::giant_ring`).
    pub from_giant_ring: bool,
}

impl SpecialStageEditor {
    pub fn new(doc: SsDocument) -> Self {
        SpecialStageEditor {
            seen_revision: doc.revision(),
            doc,
            play: None,
            brush: 0x01,
            tool: SsTool::Paint,
            overlays: SsOverlays::default(),
            grid: GridViewState::default(),
            rotated_rect: egui::Rect::NOTHING,
            confirm: None,
            picker: None,
            held: Buttons::NONE,
            quit_after_close: false,
            from_giant_ring: false,
        }
    }

    /// Another stage replaces the open one: no play-test, the grid fits the view.
    pub fn replace(&mut self, doc: SsDocument) {
        self.seen_revision = doc.revision();
        self.doc = doc;
        self.play = None;
        self.from_giant_ring = false;
        self.grid.fit_pending = true;
        self.grid.drag = None;
    }

    /// Applies the commands that stay inside the editor (edits, undo, tools, the play-test); returns an error
    /// message for a refused edit. File commands are the app's.
    pub fn apply(&mut self, command: SsCommand) -> Option<String> {
        match command {
            SsCommand::Edit { label, merge, edit } => {
                return self.doc.apply(label, merge, &edit).err().map(|e| format!("{label}: {e}"));
            }
            SsCommand::Clear => {
                return self.doc.apply("Clear stage", None, &SsEdit::Clear).err().map(|e| e.to_string());
            }
            SsCommand::Undo => {
                self.doc.undo();
            }
            SsCommand::Redo => {
                self.doc.redo();
            }
            SsCommand::Brush(id) => self.brush = id,
            SsCommand::Tool(tool) => self.tool = tool,
            SsCommand::Overlays(overlays) => self.overlays = overlays,
            SsCommand::FitGrid => self.grid.fit_pending = true,
            SsCommand::Play => {
                self.play = Some(SsPlay::new(self.doc.stage()));
                self.seen_revision = self.doc.revision();
            }
            SsCommand::Stop => self.play = None,
            SsCommand::PauseResume => {
                if let Some(play) = &mut self.play {
                    play.paused = !play.paused;
                } else {
                    self.apply(SsCommand::Play);
                }
            }
            SsCommand::Step => match &mut self.play {
                Some(play) => {
                    play.paused = true;
                    play.step(self.held);
                }
                None => {
                    let mut play = SsPlay::new(self.doc.stage());
                    play.paused = true;
                    self.play = Some(play);
                    self.seen_revision = self.doc.revision();
                }
            },
            SsCommand::StepBack => {
                if let Some(play) = &mut self.play {
                    play.step_back();
                }
            }
            SsCommand::RewindSecond => {
                if let Some(play) = &mut self.play {
                    play.rewind_second();
                }
            }
            SsCommand::Seek(frame) => {
                if let Some(play) = &mut self.play {
                    play.seek(frame);
                }
            }
            SsCommand::CancelPicker => self.picker = None,
            SsCommand::New
            | SsCommand::Open
            | SsCommand::OpenFolder
            | SsCommand::OpenStage(..)
            | SsCommand::OpenFile(_)
            | SsCommand::Save
            | SsCommand::SaveAs
            | SsCommand::Close => {}
        }
        None
    }

    /// Once a display frame: an edit reaches the running stage, then the play-test advances `seconds` at 60 Hz
    /// with `held`. True while it runs (the window keeps repainting).
    pub fn advance(&mut self, seconds: f64, held: Buttons) -> bool {
        self.held = held;
        let Some(play) = &mut self.play else { return false };
        if self.doc.revision() != self.seen_revision {
            play.stage_changed(self.doc.stage());
            self.seen_revision = self.doc.revision();
        }
        play.update(seconds, held);
        !play.paused
    }

    /// Lays out the special-stage editor for one frame (inside the app's frame), queueing commands.
    pub fn show(&mut self, ui: &mut egui::Ui, out: &mut Vec<SsCommand>, notice: Option<&str>) {
        egui::Panel::top("ss_menu_bar").show(ui, |ui| bars::menu_bar(ui, self, out));
        egui::Panel::top("ss_play_bar").show(ui, |ui| bars::play_bar(ui, self, out));
        egui::Panel::bottom("ss_status_bar").show(ui, |ui| bars::status_bar(ui, self, notice));
        egui::Panel::left("ss_palette").resizable(true).default_size(290.0).min_size(200.0).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("ss_palette_scroll").show(ui, |ui| palette::show(ui, self, out));
        });
        egui::Panel::right("ss_info").default_size(260.0).min_size(220.0).show(ui, |ui| {
            egui::ScrollArea::vertical().id_salt("ss_info_scroll").show(ui, |ui| bars::info(ui, self, out));
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let full = ui.available_rect_before_wrap();
            // The grid on the left, the player's view on the right.
            let split = full.min.x + full.width() * 0.5;
            let grid_rect = egui::Rect::from_min_max(full.min, egui::pos2(split - 4.0, full.max.y));
            let rotated_rect = egui::Rect::from_min_max(egui::pos2(split + 4.0, full.min.y), full.max);
            let SpecialStageEditor { doc, play, grid, tool, brush, overlays, .. } = self;
            grid_view::show(
                ui,
                grid_rect,
                grid,
                grid_view::Inputs { doc, play: play.as_ref(), tool: *tool, brush: *brush, overlays: *overlays },
                out,
            );
            self.rotated_rect = rotated_rect;
            rotated_view::show(ui, rotated_rect, &self.doc, self.play.as_ref(), self.overlays);
            ui.allocate_rect(full, egui::Sense::hover());
        });
    }
}
