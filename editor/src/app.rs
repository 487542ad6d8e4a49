//! The editor app: owns the document, the editing state, the play-test and the panels; lays out the panels
//! for one frame with a read-only [`Context`] and a [`Commands`] queue, then applies the queue (`apply`, the
//! one place where commands take effect). The keyboard's commands are applied before the play-test advances
//! (a key acts on the frame it is pressed in, as in the game); the panels' after the frame is drawn.

use crate::canvas::LevelCanvas;
use crate::command::{Command, Commands, Context, KeyContext};
use crate::files::{DialogOutcome, DialogPurpose, DialogRequest, FileDialogs, NativeDialogs, load_error_lines};
use crate::panels::chunks::ChunksPanel;
use crate::panels::inspector::Inspector;
use crate::panels::playtest::PlayPanel;
use crate::panels::tiles::TilesPanel;
use crate::panels::windows::{ErrorReport, PathPrompt};
use crate::panels::{level_info, menu_bar, object_palette, status_bar, view_options, windows};
use formats::Level;
use formats::ron_file::SaveError;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use studio_core::Document;
use studio_core::editing::{Editing, LeftTab};
use studio_core::playtest::session::PlaySession;
use studio_core::view::ViewSettings;

pub mod apply;
pub mod export;
pub mod giant_ring;
pub mod play;
pub mod project;
pub mod session;
pub mod special_stage;

/// The panels' own state (each panel owns its UI state; the app only holds them).
#[derive(Default)]
pub struct Panels {
    pub tiles: TilesPanel,
    pub chunks: ChunksPanel,
    pub inspector: Inspector,
    pub play: PlayPanel,
    pub problems: crate::panels::problems::ProblemsPanel,
    pub art: crate::panels::art::ArtPanel,
}

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
    /// The next act's notice while the view draws that act ([`PlaySession::next_act_notice`]): taken out of
    /// the status bar again when the view is back on the document (Stop, or a seek before the swap).
    next_act_notice: Option<String>,
    /// New level, import, unsaved-changes prompt, recent files, autosave (see `session`).
    pub session: session::Session,
    /// The play-test controller: the running play-test, if any, and its options, plot, replays.
    pub playtest: PlaySession,
    pub panels: Panels,
    /// Gamepads for play-tests, opened on first use (a no-op without the `gamepad` feature).
    pub gamepad: crate::input::gamepad::Gamepad,
    /// Launched without a file: the level offered over the sample (see `offer_last_level`).
    pub reopen_offer: Option<PathBuf>,
    /// Centre the level view here once this frame's view rectangle is known (after Stop: the HUD closes and
    /// the view grows).
    centre_after_layout: Option<(f32, f32)>,
    title_sent: String,
    /// The special-stage editor, while it is open (a mode of its own: the level stays open underneath).
    pub special_stage: Option<crate::special_stage::SpecialStageEditor>,
    /// The document revision seen last frame: a revision the document no longer knows means another document
    /// (opened, new, imported, restored), which starts with a fresh brush and view.
    seen_document: u64,
}

impl StudioApp {
    pub fn new(document: Document, dialogs: Box<dyn FileDialogs>) -> Self {
        let mut editing = Editing::default();
        editing.open_document(document.level());
        let seen_document = document.revision();
        StudioApp {
            document,
            settings: ViewSettings::default(),
            canvas: LevelCanvas::default(),
            editing,
            dialogs,
            errors: Vec::new(),
            path_prompt: None,
            notice: None,
            next_act_notice: None,
            session: session::Session::default(),
            playtest: PlaySession::default(),
            panels: Panels::default(),
            gamepad: crate::input::gamepad::Gamepad::default(),
            reopen_offer: None,
            centre_after_layout: None,
            title_sent: String::new(),
            special_stage: None,
            seen_document,
        }
    }

    /// What the level view and the panels show: the user's view settings, with the player's collision layer
    /// while a play-test follows it.
    pub fn shown_view(&self) -> ViewSettings {
        ViewSettings { layer: self.playtest.followed_layer().unwrap_or(self.settings.layer), ..self.settings }
    }

    /// Launched without a file: the sample is open (what a first run shows), and the newest recent file that
    /// still exists is offered over the level view until it is opened, dismissed, or the sample is edited,
    /// saved or replaced.
    pub fn offer_last_level(&mut self) {
        self.reopen_offer = self.session.recent.paths().iter().find(|p| p.is_file()).cloned();
    }

    /// Another document is open: the brush is its first chunk with terrain and the view shows it as a level
    /// opens (see `LevelCanvas::open_view`). Every path that replaces the document ends here (checked each
    /// frame by [`StudioApp::notice_new_document`]).
    pub fn document_opened(&mut self) {
        self.editing.open_document(self.document.level());
        self.canvas.request_open_view();
    }

    /// Calls [`StudioApp::document_opened`] when the document was replaced since the last frame. A document
    /// answers `Changes::All` for a revision of another document (and for one more than its change log's
    /// length of edits old, which a single frame never makes).
    fn notice_new_document(&mut self) {
        if self.document.changes_since(self.seen_document) == studio_core::document::Changes::All {
            self.document_opened();
            // The offer was about what to open instead of the sample.
            self.reopen_offer = None;
        }
        if self.document.is_dirty() || self.document.path().is_some() {
            self.reopen_offer = None;
        }
        self.seen_document = self.document.revision();
    }

    /// The window title for the current document.
    pub fn window_title(&self) -> String {
        self.document.window_title()
    }

    /// Opens a level file; on failure shows the problems and keeps the current document.
    pub fn open_path(&mut self, path: &Path) -> bool {
        if project::is_project_file(path) {
            return self.open_project(path);
        }
        if Self::is_special_stage(path) {
            return self.open_special_stage(path);
        }
        match Document::open(path) {
            Ok(doc) => {
                self.replace_document(doc);
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
            DialogPurpose::Open
            | DialogPurpose::ImportProject
            | DialogPurpose::ImportImage
            | DialogPurpose::ExportProject
            | DialogPurpose::OpenProject => None,
            DialogPurpose::SaveAs => Some(self.document.suggested_file_name()),
            DialogPurpose::ExportJson => Some(export::json_file_name(&self.document.suggested_file_name())),
            DialogPurpose::OpenSpecialStage
            | DialogPurpose::SaveSpecialStageAs
            | DialogPurpose::OpenDisassemblyFolder => None,
        };
        self.dialogs.request(DialogRequest { purpose, directory, file_name });
    }

    fn poll_dialogs(&mut self) {
        let Some((purpose, outcome)) = self.dialogs.poll() else { return };
        match outcome {
            DialogOutcome::Picked(path) => self.finish_file_choice(purpose, &path),
            DialogOutcome::Cancelled => {}
            DialogOutcome::Unavailable if purpose == DialogPurpose::ImportProject => self.import_dialog_unavailable(),
            DialogOutcome::Unavailable if purpose == DialogPurpose::ImportImage => self.image_dialog_unavailable(),
            DialogOutcome::Unavailable if purpose == DialogPurpose::ExportProject => self.export_dialog_unavailable(),
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
            DialogPurpose::ImportImage => self.image_chosen(path),
            DialogPurpose::OpenProject => {
                self.open_project(path);
            }
            DialogPurpose::ExportProject => self.export_project_chosen(path),
            DialogPurpose::ExportJson => self.export_json_to(path),
            DialogPurpose::OpenSpecialStage => {
                self.open_special_stage(path);
            }
            DialogPurpose::SaveSpecialStageAs => {
                self.save_special_stage_to(path);
            }
            DialogPurpose::OpenDisassemblyFolder => self.special_stage_folder_chosen(path),
        }
    }

    /// The keyboard shortcuts pressed this frame, as commands. Each works in its scope: while a play-test runs
    /// the keyboard belongs to the player (plain-key editor shortcuts are off), and while the Controls window
    /// waits for a key to bind, every key goes to it.
    fn shortcuts(&self, ctx: &egui::Context, out: &mut Commands) {
        // Typing a path must not switch layers.
        if ctx.egui_wants_keyboard_input() || self.session.is_modal() || self.panels.play.controls.capturing.is_some() {
            return;
        }
        let context = KeyContext {
            running: self.playtest.running(),
            playing: self.playtest.play.is_some() || self.editing.play_here_armed,
            help_open: self.session.show_shortcuts,
        };
        // The play-test keys as the user bound them; shortcuts with more modifiers are checked first (egui
        // matches Shift loosely: Shift+, would also trigger ,).
        let play_keys = crate::command::play_keys::PlayKeys::current(ctx);
        let mut table: Vec<(&Command, Option<egui::KeyboardShortcut>, Option<egui::KeyboardShortcut>)> =
            Command::in_check_order().iter().map(|c| (c, play_keys.effective(c), c.entry().alternate)).collect();
        table.sort_by_key(|(_, s, _)| std::cmp::Reverse(s.map_or(0, |s| crate::command::modifier_count(s.modifiers))));
        ctx.input_mut(|i| {
            for (command, main, alternate) in &table {
                if !command.entry().scope.active_in(context) {
                    continue;
                }
                let mut pressed = |s: Option<egui::KeyboardShortcut>| s.is_some_and(|s| i.consume_shortcut(&s));
                if pressed(*main) || pressed(*alternate) {
                    out.push((*command).clone());
                }
            }
            // The desktop backend turns Ctrl+C / Ctrl+V into clipboard events instead of key presses.
            for event in &i.events {
                match event {
                    egui::Event::Copy => out.push(Command::Copy),
                    egui::Event::Paste(_) => out.push(Command::Paste),
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
            // A special stage opens beside the level: no need to ask about the level's changes.
            if Self::is_special_stage(path) {
                self.open_special_stage(path);
            } else {
                self.guard(session::Next::OpenFile(path.clone()));
            }
        }
    }

    /// Builds the whole UI for one frame (also what the UI tests drive), then applies the frame's commands.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if self.special_stage.is_some() {
            self.special_stage_frame(ui);
            return;
        }
        let egui_ctx = ui.ctx().clone();
        self.poll_dialogs();
        self.session_frame(&egui_ctx);
        self.dropped_files(&egui_ctx);
        let mut out = Commands::default();
        self.shortcuts(&egui_ctx, &mut out);
        // Keys act before the game advances: Esc stops on the frame it is pressed, P starts and runs a frame.
        for command in out.take() {
            self.apply(&egui_ctx, command);
        }
        self.play_frame(&egui_ctx);
        self.giant_ring_frame(&egui_ctx);
        if let Some(notice) = self.playtest.next_act_notice(self.document.level()) {
            self.notice = Some(notice.clone());
            self.next_act_notice = Some(notice);
        } else if self.next_act_notice.is_some() && self.playtest.drawn_next_act().is_none() {
            // Only the notice itself goes: a later one ("Saved …") stays.
            if self.notice == self.next_act_notice {
                self.notice = None;
            }
            self.next_act_notice = None;
        }
        self.poll_project(&egui_ctx);
        self.notice_new_document();

        let hover_before = self.canvas.hover;
        let camera_before = self.canvas.camera;
        let view = self.shown_view();
        let cx = Context { doc: &self.document, editing: &self.editing, view: &view, playtest: &self.playtest };
        let recent = self.session.recent.paths();

        egui::Panel::top("menu_bar").show(ui, |ui| menu_bar::show(ui, &cx, recent, &mut out));
        egui::Panel::top("playtest_bar").show(ui, |ui| self.panels.play.bar(ui, &cx, &mut out));
        egui::Panel::bottom("status_bar").show(ui, |ui| {
            status_bar::show(
                ui,
                cx.doc.level(),
                self.canvas.hover.as_ref(),
                cx.view.layer,
                status_bar::Session {
                    zoom: self.canvas.camera.zoom,
                    tool: cx.editing.tool,
                    dirty: cx.doc.is_dirty(),
                    notice: self.notice.as_deref(),
                },
            )
        });
        if cx.playtest.play.is_some() && cx.playtest.hud {
            let hover = self.canvas.sensor_hover.as_deref();
            egui::Panel::bottom("playtest_hud")
                .resizable(true)
                .show(ui, |ui| crate::panels::playtest::hud::show(ui, cx.playtest, hover));
        }
        // The panels draw the level's art from the view's atlases, brought up to date first: the art editors
        // read the art an edit of the last frame made.
        self.canvas.art.sync(&egui_ctx, &self.document);
        let art = self.canvas.art.handles();
        self.panels.chunks.art = art.clone();
        self.panels.art.art = art.clone();
        self.panels.tiles.art = art;
        egui::Panel::left("left_panel").resizable(true).default_size(350.0).min_size(230.0).show(ui, |ui| {
            ui.horizontal(|ui| {
                let project_tab = self.session.project.as_ref().map(|_| (LeftTab::Project, "Project"));
                for (tab, label) in project_tab.into_iter().chain([
                    (LeftTab::View, "View"),
                    (LeftTab::Tiles, "Tiles"),
                    (LeftTab::Chunks, "Chunks"),
                    (LeftTab::Objects, "Objects"),
                    (LeftTab::Art, "Art"),
                ]) {
                    if ui.selectable_label(cx.editing.tab == tab, label).clicked() {
                        out.change(studio_core::editing::Change::Tab(tab));
                    }
                }
            });
            ui.separator();
            // A tab's content never widens the panel (the Objects tab pushed the level view ~80 px right): the
            // panel opens wide enough for the widest tab (the object palette's two columns), what does not fit a
            // narrower panel scrolls sideways, text wraps at the panel's width.
            let width = ui.available_width();
            egui::ScrollArea::horizontal().id_salt("left_tab").auto_shrink([false, true]).show(ui, |ui| {
                ui.set_max_width(width);
                match cx.editing.tab {
                    // Scrolls when the window is short: the play-test HUD under the panels takes height, and the
                    // zoom row at the end was cut off under it.
                    LeftTab::View => {
                        egui::ScrollArea::vertical().id_salt("view_options").show(ui, |ui| {
                            view_options::show(ui, &cx, self.canvas.camera.zoom, &mut out);
                        });
                    }
                    LeftTab::Tiles => self.panels.tiles.library(ui, &cx, &mut out),
                    LeftTab::Chunks => self.panels.chunks.library(ui, &cx, &mut out),
                    LeftTab::Art => self.panels.art.show(ui, &cx, &mut out),
                    LeftTab::Objects => {
                        object_palette::show(ui, &cx, &mut out, self.canvas.art.sprites.names().as_deref())
                    }
                    LeftTab::Project => match &self.session.project {
                        Some(project) => crate::panels::project::show(ui, project, cx.doc.project_level(), &mut out),
                        // Closed: the tab is gone (the next frame shows View).
                        None => {
                            out.change(studio_core::editing::Change::Tab(LeftTab::View));
                        }
                    },
                }
            });
        });
        egui::Panel::right("level_info").default_size(280.0).min_size(220.0).show(ui, |ui| {
            // The inspector (what the user is editing) first, then the level itself, its move set and loops
            // (the first view is the level, not Tails' flight), the tile under the cursor last (its height
            // changes with the pointer); scrolls when they are long.
            egui::ScrollArea::vertical().id_salt("right_panel").show(ui, |ui| {
                self.panels.inspector.names = self.canvas.art.sprites.names();
                self.panels.inspector.show(ui, &cx, &mut out);
                level_info::facts(ui, cx.doc, &mut out);
                crate::panels::level_moves::show(ui, &cx, &mut out);
                crate::panels::level_loops::show(ui, &cx, &mut out);
                level_info::under_cursor(ui, cx.doc, cx.view, self.canvas.hover.as_ref(), self.canvas.atlas_texture());
            });
        });
        egui::CentralPanel::no_frame().show(ui, |ui| {
            if let Some(path) = &self.reopen_offer {
                crate::panels::reopen::show(ui, path, &mut out);
            }
            // From the frame a play-test's level runs into its next act in place (Angel Island 1 into 2), the
            // view draws that act, read-only: what the view's tools would do to it is dropped.
            let next_act = cx.playtest.drawn_next_act();
            self.canvas.draw_next_act(next_act.is_some());
            // (Nothing of the document's selection is in that act.)
            let unselected = next_act.map(|_| Editing { selection: Default::default(), ..cx.editing.clone() });
            let drawn =
                Context { doc: next_act.unwrap_or(cx.doc), editing: unselected.as_ref().unwrap_or(cx.editing), ..cx };
            let mut view_out = Commands::default();
            self.canvas.show(ui, &drawn, &mut view_out);
            for command in view_out.take() {
                if next_act.is_none() || !crate::command::about_the_drawn_level(&command) {
                    out.push(command);
                }
            }
            if let Some((x, y)) = self.centre_after_layout.take() {
                self.canvas.centre_on(x, y);
            }
            self.canvas.play_overlays(ui, &drawn);
            if next_act.is_some() {
                // The panels describe the document's level: nothing under the pointer is its.
                self.canvas.hover = None;
            } else if let Some(sweep) = self.panels.problems.heat_map() {
                let painter = ui.painter_at(self.canvas.view_rect);
                crate::panels::problems::paint_heat_map(&painter, &self.canvas.camera, self.canvas.view_rect, sweep);
            }
            if cx.playtest.play.is_none() {
                self.canvas.forget_next_act();
            } else {
                self.canvas.draw_next_act(false);
            }
        });

        windows::errors(&egui_ctx, &mut self.errors);
        let typed_path = windows::path_prompt(&egui_ctx, &mut self.path_prompt);
        self.panels.tiles.editor_window(&egui_ctx, &cx, &mut out);
        self.panels.chunks.editor_window(&egui_ctx, &cx, &mut out);
        self.panels.problems.window(&egui_ctx, &cx, &mut out);
        if let Some((purpose, path)) = typed_path {
            self.finish_file_choice(purpose, &path);
        }
        self.session_windows(&egui_ctx);

        let commands = out.take();
        if !commands.is_empty() {
            // What the commands changed is drawn next frame: ask for it now.
            egui_ctx.request_repaint();
        }
        for command in commands {
            self.apply(&egui_ctx, command);
        }
        // The panels above were drawn with last frame's hover and zoom; draw again if the view changed them.
        if self.canvas.hover != hover_before || self.canvas.camera != camera_before {
            egui_ctx.request_repaint();
        }
        let title = self.window_title();
        if title != self.title_sent {
            egui_ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
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
    // A project opens in project mode over the sample: its levels are listed, none is read yet.
    let project = level.clone().filter(|p| project::is_project_file(p));
    // A special stage opens in the special-stage editor over the sample level.
    let special = level.clone().filter(|p| project.is_none() && StudioApp::is_special_stage(p));
    let document = match level.as_ref().filter(|_| project.is_none() && special.is_none()) {
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
            .with_app_id(crate::recent::APP_ID)
            .with_inner_size([1440.0, 860.0])
            .with_min_inner_size([800.0, 500.0]),
        // Window size and position, and egui's memory (panel sizes), are kept by eframe's persistence
        // under the app name below and restored on the next run.
        persist_window: true,
        ..Default::default()
    };
    let result = eframe::run_native(
        crate::recent::APP_ID,
        options,
        Box::new(move |cc| {
            let dialogs = Box::new(NativeDialogs::new(cc.egui_ctx.clone()));
            let mut app = StudioApp::new(document, dialogs).with_state_dir(crate::recent::default_state_dir());
            app.errors = startup_errors;
            if let Some(ini) = &project {
                if !app.open_project(ini) {
                    for line in app.errors.iter().flat_map(|e| &e.lines) {
                        eprintln!("{line}");
                    }
                }
            } else if let Some(path) = &special {
                if !app.open_special_stage(path) {
                    for line in app.errors.iter().flat_map(|e| &e.lines) {
                        eprintln!("{line}");
                    }
                }
            } else if level.is_none() {
                app.offer_last_level();
            }
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
