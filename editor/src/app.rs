//! The editor app: owns the document, the view state and the dialogs; lays out the panels; applies actions.

use crate::actions::Action;
use crate::canvas::{LevelCanvas, ViewSettings, object_tools};
use crate::document::Document;
use crate::editing::{Editing, LeftTab};
use crate::files::{DialogOutcome, DialogPurpose, DialogRequest, FileDialogs, NativeDialogs, load_error_lines};
use crate::panels::windows::{ErrorReport, PathPrompt};
use crate::panels::{
    chunk_editor, chunk_library, inspector, level_info, menu_bar, object_palette, playtest_panel, status_bar,
    tile_editor, tile_library, view_options, windows,
};
use formats::Level;
use formats::ron_file::SaveError;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub mod session;

/// Zoom factor of the zoom-in / zoom-out buttons.
const ZOOM_STEP: f32 = 1.25;

/// The editor.
pub struct StudioApp {
    pub document: Document,
    pub settings: ViewSettings,
    pub canvas: LevelCanvas,
    /// Tool, selections, brushes, open editor windows.
    pub editing: Editing,
    dialogs: Box<dyn FileDialogs>,
    /// Errors shown in windows until closed.
    pub errors: Vec<ErrorReport>,
    /// The typed-path prompt, when open.
    pub path_prompt: Option<PathPrompt>,
    /// Last file operation's result, shown in the status bar ("Saved levels/a.ron").
    pub notice: Option<String>,
    /// New level, import, unsaved-changes prompt, recent files, autosave (see `session`).
    pub session: session::Session,
    /// The running play-test, if any, and its UI state (panels::playtest_panel).
    pub play: Option<crate::playtest::PlayTest>,
    pub play_ui: playtest_panel::PlayUi,
    /// Gamepads for play-tests, opened on first use (a no-op without the `gamepad` feature).
    pub gamepad: crate::playtest::gamepad::Gamepad,
    title_sent: String,
}

impl StudioApp {
    pub fn new(document: Document, dialogs: Box<dyn FileDialogs>) -> Self {
        StudioApp {
            document,
            settings: ViewSettings::default(),
            canvas: LevelCanvas::default(),
            editing: Editing::default(),
            dialogs,
            errors: Vec::new(),
            path_prompt: None,
            notice: None,
            session: session::Session::default(),
            play: None,
            play_ui: playtest_panel::PlayUi::default(),
            gamepad: crate::playtest::gamepad::Gamepad::default(),
            title_sent: String::new(),
        }
    }

    /// The window title for the current document.
    pub fn window_title(&self) -> String {
        self.document.window_title()
    }

    /// Opens a level file; on failure shows the problems and keeps the current document.
    pub fn open_path(&mut self, path: &Path) -> bool {
        match Document::open(path) {
            Ok(doc) => {
                self.document = doc;
                self.canvas.request_fit();
                self.notice = Some(format!("Opened {}", path.display()));
                self.remember_file(path, false);
                true
            }
            Err(err) => {
                let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into());
                self.errors.push(ErrorReport {
                    title: format!("Could not open {name}"),
                    lines: load_error_lines(&path.display().to_string(), &err),
                    note: "The level that was open is unchanged.".to_string(),
                });
                false
            }
        }
    }

    /// Saves the document to `path`; on failure shows why (the file on disk is untouched then).
    pub fn save_to(&mut self, path: &Path) -> bool {
        match self.document.save_as(path) {
            Ok(()) => {
                self.notice = Some(format!("Saved {}", path.display()));
                self.remember_file(path, true);
                true
            }
            Err(err) => {
                let lines = match &err {
                    SaveError::Invalid(problems) => problems.iter().map(|p| p.to_string()).collect(),
                    _ => vec![err.to_string()],
                };
                self.errors.push(ErrorReport {
                    title: format!("Could not save {}", path.display()),
                    lines,
                    note: "Nothing was written; the file on disk is unchanged.".to_string(),
                });
                false
            }
        }
    }

    fn request_dialog(&mut self, purpose: DialogPurpose) {
        let directory = self.document.path().and_then(Path::parent).map(Path::to_path_buf);
        let file_name = match purpose {
            DialogPurpose::Open | DialogPurpose::ImportProject => None,
            DialogPurpose::SaveAs => Some(self.document.suggested_file_name()),
        };
        self.dialogs.request(DialogRequest { purpose, directory, file_name });
    }

    fn poll_dialogs(&mut self) {
        let Some((purpose, outcome)) = self.dialogs.poll() else { return };
        match outcome {
            DialogOutcome::Picked(path) => self.finish_file_choice(purpose, &path),
            DialogOutcome::Cancelled => {}
            DialogOutcome::Unavailable if purpose == DialogPurpose::ImportProject => self.import_dialog_unavailable(),
            DialogOutcome::Unavailable => {
                let text = self.document.path().map(|p| p.display().to_string()).unwrap_or_default();
                let reason = "No file dialog is available here (it needs an XDG desktop portal or zenity).\n\
                              Type the path instead.";
                self.path_prompt = Some(PathPrompt::new(purpose, text, reason.to_string()));
            }
        }
    }

    fn finish_file_choice(&mut self, purpose: DialogPurpose, path: &Path) {
        match purpose {
            DialogPurpose::Open => {
                self.open_path(path);
            }
            DialogPurpose::SaveAs => {
                let saved = self.save_to(path);
                self.save_as_finished(saved);
            }
            DialogPurpose::ImportProject => self.import_project_chosen(path),
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        let view = self.canvas.view_rect;
        match action {
            Action::New => self.guard(session::Next::NewLevel),
            Action::OpenRecent(index) => self.open_recent(index),
            Action::ImportSonLvl => self.guard(session::Next::Import),
            Action::Open => self.guard(session::Next::OpenDialog),
            Action::OpenPath => self.guard(session::Next::OpenPathPrompt),
            Action::Save => match self.document.path().map(Path::to_path_buf) {
                Some(path) => {
                    self.save_to(&path);
                }
                None => self.request_dialog(DialogPurpose::SaveAs),
            },
            Action::SaveAs => self.request_dialog(DialogPurpose::SaveAs),
            Action::Quit => {
                self.guard(session::Next::Quit);
                // The close command goes out at the start of the next frame.
                ctx.request_repaint();
            }
            Action::Undo => {
                self.document.undo();
            }
            Action::Redo => {
                self.document.redo();
            }
            Action::ShowLayer(layer) => self.settings.layer = layer,
            Action::ToggleChunkGrid => self.settings.chunk_grid = !self.settings.chunk_grid,
            Action::ToggleBlockGrid => self.settings.block_grid = !self.settings.block_grid,
            Action::FitLevel => self.canvas.fit(&self.document),
            Action::ZoomOneToOne | Action::ZoomIn | Action::ZoomOut => {
                let zoom = match action {
                    Action::ZoomIn => self.canvas.camera.zoom * ZOOM_STEP,
                    Action::ZoomOut => self.canvas.camera.zoom / ZOOM_STEP,
                    _ => 1.0,
                };
                self.canvas.camera.set_zoom_centred(view, zoom);
                self.canvas.release_fit();
            }
            Action::ShowShortcuts => self.session.show_shortcuts = true,
            Action::SetTool(tool) => self.editing.tool = tool,
            Action::Delete => object_tools::delete_selection(&mut self.document, &mut self.editing),
            Action::Copy => {
                // Also put text on the system clipboard: the desktop backend only sends Ctrl+V to the app (as a
                // paste event) when the clipboard holds text.
                if let Some(text) = object_tools::copy_selection(&self.document, &mut self.editing) {
                    ctx.copy_text(text);
                }
            }
            Action::Paste => {
                let at = self.editing.pointer_level;
                object_tools::paste(&mut self.document, &mut self.editing, at);
            }
            Action::Duplicate => object_tools::duplicate(&mut self.document, &mut self.editing),
            Action::AlignToGround => object_tools::align_to_ground(&mut self.document, &mut self.editing),
        }
    }

    fn shortcuts(&self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        // Typing a path must not switch layers.
        if ctx.egui_wants_keyboard_input() || self.session.is_modal() {
            return;
        }
        ctx.input_mut(|i| {
            for action in Action::WITH_SHORTCUTS {
                if playtest_panel::blocks_shortcut(self, action.shortcut()) {
                    continue;
                }
                let mut pressed = |s: Option<egui::KeyboardShortcut>| s.is_some_and(|s| i.consume_shortcut(&s));
                if pressed(action.shortcut()) || pressed(action.alternate_shortcut()) {
                    actions.push(action);
                }
            }
            // The desktop backend turns Ctrl+C / Ctrl+V into clipboard events instead of key presses.
            for event in &i.events {
                match event {
                    egui::Event::Copy => actions.push(Action::Copy),
                    egui::Event::Paste(_) => actions.push(Action::Paste),
                    _ => {}
                }
            }
        });
    }

    fn dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw.dropped_files.iter().map(|f| f.path().to_path_buf()).filter(|p| !p.as_os_str().is_empty()).collect()
        });
        if let Some(path) = dropped.first() {
            self.guard(session::Next::OpenFile(path.clone()));
        }
    }

    /// Builds the whole UI for one frame (also what the UI tests drive).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.poll_dialogs();
        self.session_frame(&ctx);
        self.dropped_files(&ctx);
        playtest_panel::frame_start(self, &ctx);
        let mut actions = Vec::new();
        self.shortcuts(&ctx, &mut actions);

        let hover_before = self.canvas.hover;
        let camera_before = self.canvas.camera;

        egui::Panel::top("menu_bar").show(ui, |ui| {
            menu_bar::show(ui, &self.settings, self.document.history(), self.session.recent.paths(), &mut actions)
        });
        egui::Panel::top("playtest_bar").show(ui, |ui| playtest_panel::bar(ui, self));
        egui::Panel::bottom("status_bar").show(ui, |ui| {
            status_bar::show(
                ui,
                self.document.level(),
                self.canvas.hover.as_ref(),
                self.settings.layer,
                status_bar::Session {
                    zoom: self.canvas.camera.zoom,
                    tool: self.editing.tool,
                    dirty: self.document.is_dirty(),
                    notice: self.notice.as_deref(),
                },
            )
        });
        if self.play.is_some() && self.play_ui.hud {
            egui::Panel::bottom("playtest_hud").resizable(true).show(ui, |ui| playtest_panel::hud(ui, self));
        }
        egui::Panel::left("left_panel").resizable(true).default_size(250.0).min_size(230.0).show(ui, |ui| {
            ui.horizontal(|ui| {
                for (tab, label) in [
                    (LeftTab::View, "View"),
                    (LeftTab::Tiles, "Tiles"),
                    (LeftTab::Chunks, "Chunks"),
                    (LeftTab::Objects, "Objects"),
                ] {
                    ui.selectable_value(&mut self.editing.tab, tab, label);
                }
            });
            ui.separator();
            let (doc, editing) = (&mut self.document, &mut self.editing);
            match editing.tab {
                LeftTab::View => view_options::show(ui, &mut self.settings, self.canvas.camera.zoom, &mut actions),
                LeftTab::Tiles => tile_library::show(ui, doc, editing, &mut actions),
                LeftTab::Chunks => chunk_library::show(ui, doc, editing, &mut actions),
                LeftTab::Objects => object_palette::show(ui, doc, editing, &mut actions),
            }
        });
        egui::Panel::right("level_info").default_size(280.0).min_size(220.0).show(ui, |ui| {
            // The inspector (what the user is editing) first, then the level reference; scrolls when both are long.
            egui::ScrollArea::vertical().id_salt("right_panel").show(ui, |ui| {
                inspector::show(ui, &mut self.document, &mut self.editing, &mut actions);
                level_info::show(
                    ui,
                    &self.document,
                    &self.settings,
                    self.canvas.hover.as_ref(),
                    self.canvas.atlas_texture(),
                );
            });
        });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            self.canvas.show(ui, &mut self.document, &self.settings, &mut self.editing);
            playtest_panel::overlays(ui, self);
        });

        windows::errors(&ctx, &mut self.errors);
        if let Some((purpose, path)) = windows::path_prompt(&ctx, &mut self.path_prompt) {
            self.finish_file_choice(purpose, &path);
        }
        self.session_windows(&ctx);
        tile_editor::window(&ctx, &mut self.document, &mut self.editing, &mut actions);
        chunk_editor::window(&ctx, &mut self.document, &mut self.editing, &mut actions);

        for action in actions {
            self.apply(&ctx, action);
        }
        // The panels above were drawn with last frame's hover and zoom; draw again if the view changed them.
        if self.canvas.hover != hover_before || self.canvas.camera != camera_before {
            ctx.request_repaint();
        }
        let title = self.window_title();
        if title != self.title_sent {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title_sent = title;
        }
    }
}

impl eframe::App for StudioApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

/// Opens the editor window with `level` (or the built-in sample). Returns when the window closes.
pub fn run_gui(level: Option<PathBuf>) -> ExitCode {
    let mut startup_errors = Vec::new();
    let sample = || match Document::sample() {
        Ok(doc) => doc,
        // The sample is checked by a test, so this only guards against a broken build.
        Err(_) => Document::new(Level::new("Untitled", formats::ChunkSize::Px128, 8, 4), None),
    };
    let document = match &level {
        None => sample(),
        Some(path) => match Document::open(path) {
            Ok(doc) => doc,
            Err(err) => {
                let lines = load_error_lines(&path.display().to_string(), &err);
                for line in &lines {
                    eprintln!("{line}");
                }
                startup_errors.push(ErrorReport {
                    title: format!("Could not open {}", path.display()),
                    lines,
                    note: "The built-in sample level is open instead.".to_string(),
                });
                sample()
            }
        },
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(document.window_title())
            .with_app_id("spg-studio")
            .with_inner_size([1440.0, 860.0])
            .with_min_inner_size([800.0, 500.0]),
        // Window size and position, and egui's memory (panel sizes), are kept by eframe's persistence
        // under the app name below and restored on the next run.
        persist_window: true,
        ..Default::default()
    };
    let result = eframe::run_native(
        "spg-studio",
        options,
        Box::new(move |cc| {
            let dialogs = Box::new(NativeDialogs::new(cc.egui_ctx.clone()));
            let mut app = StudioApp::new(document, dialogs).with_state_dir(crate::recent::default_state_dir());
            app.errors = startup_errors;
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("spg-studio: cannot open a window: {err}");
            ExitCode::from(1)
        }
    }
}
