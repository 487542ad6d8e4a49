//! The editor app: owns the document, the view state and the dialogs; lays out the panels; applies actions.

use crate::actions::Action;
use crate::canvas::{LevelCanvas, ViewSettings};
use crate::document::Document;
use crate::files::{DialogOutcome, DialogPurpose, DialogRequest, FileDialogs, NativeDialogs, load_error_lines};
use crate::panels::windows::{ErrorReport, PathPrompt};
use crate::panels::{level_info, menu_bar, status_bar, view_options, windows};
use formats::Level;
use formats::ron_file::SaveError;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Zoom factor of the zoom-in / zoom-out buttons.
const ZOOM_STEP: f32 = 1.25;

/// The editor.
pub struct StudioApp {
    pub document: Document,
    pub settings: ViewSettings,
    pub canvas: LevelCanvas,
    dialogs: Box<dyn FileDialogs>,
    /// Errors shown in windows until closed.
    pub errors: Vec<ErrorReport>,
    /// The typed-path prompt, when open.
    pub path_prompt: Option<PathPrompt>,
    /// Last file operation's result, shown in the status bar ("Saved levels/a.ron").
    pub notice: Option<String>,
    show_controls: bool,
    title_sent: String,
}

impl StudioApp {
    pub fn new(document: Document, dialogs: Box<dyn FileDialogs>) -> Self {
        StudioApp {
            document,
            settings: ViewSettings::default(),
            canvas: LevelCanvas::default(),
            dialogs,
            errors: Vec::new(),
            path_prompt: None,
            notice: None,
            show_controls: false,
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
            DialogPurpose::Open => None,
            DialogPurpose::SaveAs => Some(self.document.suggested_file_name()),
        };
        self.dialogs.request(DialogRequest { purpose, directory, file_name });
    }

    fn poll_dialogs(&mut self) {
        let Some((purpose, outcome)) = self.dialogs.poll() else { return };
        match outcome {
            DialogOutcome::Picked(path) => self.finish_file_choice(purpose, &path),
            DialogOutcome::Cancelled => {}
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
                self.save_to(path);
            }
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, ctx: &egui::Context, action: Action) {
        let view = self.canvas.view_rect;
        match action {
            Action::Open => self.request_dialog(DialogPurpose::Open),
            Action::OpenPath => {
                self.path_prompt = Some(PathPrompt::new(DialogPurpose::Open, String::new(), String::new()))
            }
            Action::Save => match self.document.path().map(Path::to_path_buf) {
                Some(path) => {
                    self.save_to(&path);
                }
                None => self.request_dialog(DialogPurpose::SaveAs),
            },
            Action::SaveAs => self.request_dialog(DialogPurpose::SaveAs),
            Action::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
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
            Action::ShowControls => self.show_controls = true,
        }
    }

    fn shortcuts(&self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        // Typing a path must not switch layers.
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        ctx.input_mut(|i| {
            for action in Action::WITH_SHORTCUTS {
                if let Some(shortcut) = action.shortcut()
                    && i.consume_shortcut(&shortcut)
                {
                    actions.push(action);
                }
            }
        });
    }

    fn dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw.dropped_files.iter().map(|f| f.path().to_path_buf()).filter(|p| !p.as_os_str().is_empty()).collect()
        });
        if let Some(path) = dropped.first() {
            self.open_path(path);
        }
    }

    /// Builds the whole UI for one frame (also what the UI tests drive).
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.poll_dialogs();
        self.dropped_files(&ctx);
        let mut actions = Vec::new();
        self.shortcuts(&ctx, &mut actions);

        let hover_before = self.canvas.hover;
        let camera_before = self.canvas.camera;

        egui::Panel::top("menu_bar").show(ui, |ui| menu_bar::show(ui, &self.settings, &mut actions));
        egui::Panel::bottom("status_bar").show(ui, |ui| {
            status_bar::show(
                ui,
                self.document.level(),
                self.canvas.hover.as_ref(),
                self.settings.layer,
                self.canvas.camera.zoom,
                self.notice.as_deref(),
            )
        });
        egui::Panel::left("view_options")
            .resizable(false)
            .exact_size(230.0)
            .show(ui, |ui| view_options::show(ui, &mut self.settings, self.canvas.camera.zoom, &mut actions));
        egui::Panel::right("level_info").default_size(280.0).min_size(220.0).show(ui, |ui| {
            level_info::show(
                ui,
                &self.document,
                &self.settings,
                self.canvas.hover.as_ref(),
                self.canvas.atlas_texture(),
            )
        });
        egui::CentralPanel::no_frame().show(ui, |ui| self.canvas.show(ui, &self.document, &self.settings));

        windows::errors(&ctx, &mut self.errors);
        if let Some((purpose, path)) = windows::path_prompt(&ctx, &mut self.path_prompt) {
            self.finish_file_choice(purpose, &path);
        }
        windows::controls(&ctx, &mut self.show_controls);

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
        ..Default::default()
    };
    let result = eframe::run_native(
        "spg-studio",
        options,
        Box::new(move |cc| {
            let dialogs = Box::new(NativeDialogs::new(cc.egui_ctx.clone()));
            let mut app = StudioApp::new(document, dialogs);
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
