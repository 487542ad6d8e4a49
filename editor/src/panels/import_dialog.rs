//! File → Import SonLVL project…: choose the project's `.ini` (file dialog or typed path), pick one of its
//! levels, import it (through the importer seam, [`formats::import::SONLVL`]) as a new, not yet saved document.
//!
//! Listing the levels and importing one read files that may be large, slow (a network folder) or hostile, so
//! both run on a background thread and the dialog says what it is waiting for ("Listing levels… 2 s"); the
//! window keeps drawing and Cancel abandons the work (its result is dropped when it arrives).

use formats::Level;
use formats::import::{Importer, LevelStatus, SONLVL};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// Lists a project's levels with the files each lacks (the error as shown to the user).
pub type ListFn = Arc<dyn Fn(&Path) -> Result<Vec<LevelStatus>, String> + Send + Sync>;
/// Imports one level of a project, showing the alternative layout named if any (the error's lines as shown to
/// the user).
pub type ImportFn = Arc<dyn Fn(&Path, &str, Option<&str>) -> Result<Level, Vec<String>> + Send + Sync>;

/// What the dialog runs off the UI thread: the SonLVL importer (tests put slow stand-ins here).
#[derive(Clone)]
pub struct Work {
    pub list: ListFn,
    pub import: ImportFn,
}

impl Work {
    /// The importer's own listing and import.
    pub fn of(importer: Importer) -> Self {
        Work {
            list: Arc::new(move |ini| importer.list_levels_with_files(ini).map_err(|e| e.to_string())),
            import: Arc::new(move |ini, section, option| {
                importer
                    .import_option(ini, section, option)
                    .map_err(|e| e.to_string().lines().map(str::to_string).collect())
            }),
        }
    }
}

impl Default for Work {
    fn default() -> Self {
        Work::of(SONLVL)
    }
}

impl std::fmt::Debug for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Work")
    }
}

/// A result coming from a background thread (also the export dialog's).
#[derive(Debug)]
pub(crate) struct Job<T> {
    result: Receiver<T>,
    started: Instant,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a new thread, which asks for a frame when it is done.
    pub(crate) fn spawn(
        ctx: &egui::Context,
        name: &str,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> std::io::Result<Self> {
        let (tx, rx) = std::sync::mpsc::channel();
        let ctx = ctx.clone();
        std::thread::Builder::new().name(name.to_string()).spawn(move || {
            // The receiver is gone when the user cancelled: nobody wants the result then.
            let _ = tx.send(work());
            ctx.request_repaint();
        })?;
        Ok(Job { result: rx, started: Instant::now() })
    }

    /// The result once it is there; `Err` when the thread ended without one (it panicked).
    pub(crate) fn poll(&self) -> Option<Result<T, ()>> {
        match self.result.try_recv() {
            Ok(value) => Some(Ok(value)),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(())),
        }
    }

    pub(crate) fn seconds(&self) -> u64 {
        self.started.elapsed().as_secs()
    }
}

/// The work under way.
#[derive(Debug)]
enum Pending {
    Listing { job: Job<Result<Vec<LevelStatus>, String>>, ini: PathBuf },
    Importing { job: Job<Result<Level, Vec<String>>>, ini: PathBuf, section: String },
}

/// The dialog's state.
#[derive(Debug, Default)]
pub struct ImportDialog {
    /// The project file's path as typed.
    pub ini_text: String,
    /// The levels of the project last listed (from `listed_from`).
    pub levels: Vec<LevelStatus>,
    listed_from: Option<PathBuf>,
    /// Why the project could not be listed.
    pub list_error: Option<String>,
    /// Index into `levels`.
    pub selected: Option<usize>,
    /// Index into the selected level's `layout_options` (0: the layout as stored).
    pub layout_option: usize,
    /// Put the keyboard focus in the path field on the next frame.
    focus_pending: bool,
    /// List the typed project on the next frame (a path was chosen in a file dialog).
    list_pending: bool,
    pending: Option<Pending>,
    /// What the background threads run.
    pub work: Work,
}

/// What the user asked for, or what finished.
#[derive(Debug)]
pub enum ImportRequest {
    /// Show a file dialog for the `.ini`.
    Browse,
    /// The import of `section` of `ini` finished: the level, or the error's lines. The dialog has closed.
    Imported { ini: PathBuf, section: String, result: Result<Box<Level>, Vec<String>> },
}

impl ImportDialog {
    /// An empty dialog, ready for typing the project's path.
    pub fn new() -> Self {
        ImportDialog { focus_pending: true, ..ImportDialog::default() }
    }

    /// An empty dialog whose listing and import run `work` (tests: slow stand-ins).
    pub fn with_work(work: Work) -> Self {
        ImportDialog { work, ..ImportDialog::new() }
    }

    /// Sets the project path; its levels are listed from the next frame on.
    pub fn set_project(&mut self, path: &Path) {
        self.ini_text = path.display().to_string();
        self.list_pending = true;
    }

    /// True while a listing or an import runs.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// True while the levels are being listed (or are about to be: a path was just chosen).
    pub fn is_listing(&self) -> bool {
        self.list_pending || matches!(self.pending, Some(Pending::Listing { .. }))
    }

    /// Starts listing the levels of the typed project (an earlier listing or import is abandoned).
    fn list(&mut self, ctx: &egui::Context) {
        let ini = PathBuf::from(self.ini_text.trim());
        self.selected = None;
        self.levels.clear();
        self.list_error = None;
        self.listed_from = None;
        let list = Arc::clone(&self.work.list);
        let path = ini.clone();
        match Job::spawn(ctx, "sonlvl-list", move || list(&path)) {
            Ok(job) => self.pending = Some(Pending::Listing { job, ini }),
            Err(err) => {
                self.pending = None;
                self.list_error = Some(format!("Cannot list the levels: {err}"));
            }
        }
    }

    /// Starts importing `section` of `ini`, showing the alternative layout `option` if any.
    fn start_import(&mut self, ctx: &egui::Context, ini: PathBuf, section: String, option: Option<String>) {
        let import = Arc::clone(&self.work.import);
        let (path, name) = (ini.clone(), section.clone());
        match Job::spawn(ctx, "sonlvl-import", move || import(&path, &name, option.as_deref())) {
            Ok(job) => self.pending = Some(Pending::Importing { job, ini, section }),
            Err(err) => self.list_error = Some(format!("Cannot import: {err}")),
        }
    }

    /// Takes in a finished listing; returns a finished import.
    fn poll(&mut self) -> Option<ImportRequest> {
        match self.pending.as_ref()? {
            Pending::Listing { job, ini } => {
                let result = job.poll()?;
                self.listed_from = Some(ini.clone());
                match result {
                    Ok(Ok(levels)) => {
                        self.list_error = levels.is_empty().then(|| "The project lists no levels.".to_string());
                        self.selected = (!levels.is_empty()).then_some(0);
                        self.levels = levels;
                    }
                    Ok(Err(err)) => self.list_error = Some(err),
                    Err(()) => self.list_error = Some("Listing the levels stopped unexpectedly.".to_string()),
                }
                self.pending = None;
                None
            }
            Pending::Importing { job, ini, section } => {
                let result = match job.poll()? {
                    Ok(result) => result.map(Box::new),
                    Err(()) => Err(vec!["The import stopped unexpectedly.".to_string()]),
                };
                let request = ImportRequest::Imported { ini: ini.clone(), section: section.clone(), result };
                self.pending = None;
                Some(request)
            }
        }
    }

    /// "Listing levels… 2 s" while work runs.
    fn progress(&self) -> Option<String> {
        match self.pending.as_ref()? {
            Pending::Listing { job, .. } => Some(format!("Listing levels… {} s", job.seconds())),
            Pending::Importing { job, section, .. } => Some(format!("Importing {section}… {} s", job.seconds())),
        }
    }
}

/// Shows the dialog. Clears `dialog` on Cancel and once an import has finished.
pub fn window(ctx: &egui::Context, dialog: &mut Option<ImportDialog>) -> Option<ImportRequest> {
    let d = dialog.as_mut()?;
    if std::mem::take(&mut d.list_pending) {
        d.list(ctx);
    }
    if let Some(finished) = d.poll() {
        *dialog = None;
        return Some(finished);
    }
    if d.is_busy() {
        // The thread asks for a frame when it is done; this keeps the seconds counting.
        ctx.request_repaint_after(Duration::from_millis(250));
    }
    let importing = matches!(d.pending, Some(Pending::Importing { .. }));
    let mut request = None;
    let mut cancel = false;
    // Anchored by its top edge: when the dialog grows (a list, a warning) the rows already shown stay put,
    // so a click lands on the row the user sees.
    let id = egui::Id::unique("import_dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 120.0));
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.heading("Import SonLVL project");
        ui.add_space(6.0);
        let label = ui.label(format!("SonLVL project file (.ini) — {}:", formats::import::sonlvl::game_names()));
        ui.add_enabled_ui(!importing, |ui| {
            ui.horizontal(|ui| {
                let edit = ui
                    .add(
                        egui::TextEdit::singleline(&mut d.ini_text)
                            .desired_width(360.0)
                            .hint_text("s2disasm/SonLVL INI Files/SonLVL.ini"),
                    )
                    .labelled_by(label.id);
                if std::mem::take(&mut d.focus_pending) {
                    edit.request_focus();
                }
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button("Browse…").clicked() {
                    request = Some(ImportRequest::Browse);
                }
                if ui.add_enabled(!d.ini_text.trim().is_empty(), egui::Button::new("List levels")).clicked()
                    || (entered && !d.ini_text.trim().is_empty())
                {
                    d.list(ui.ctx());
                }
            });
        });
        if let Some(progress) = d.progress() {
            ui.label(progress);
        }
        if let Some(err) = &d.list_error {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
        if !d.levels.is_empty() {
            ui.separator();
            ui.label(format!("{} levels — choose one:", d.levels.len()));
            egui::ScrollArea::vertical().max_height(280.0).show(ui, |ui| {
                ui.add_enabled_ui(!importing, |ui| {
                    for (i, status) in d.levels.iter().enumerate() {
                        let entry = &status.level;
                        let name = if entry.display_name == entry.section {
                            entry.section.clone()
                        } else {
                            format!("{} [{}]", entry.display_name, entry.section)
                        };
                        // As `--list` says it: what the level lacks (its import would fail and say so).
                        let label = if status.missing.is_empty() {
                            egui::RichText::new(name)
                        } else {
                            egui::RichText::new(format!("{name} — missing {}", status.missing.join(", ")))
                                .color(ui.visuals().warn_fg_color)
                        };
                        if ui.selectable_label(d.selected == Some(i), label).clicked() && d.selected != Some(i) {
                            d.selected = Some(i);
                            d.layout_option = 0;
                        }
                    }
                });
            });
            // SonLVL's alternative layouts (`layoutcopy`): Angel Island 1's "Tree Ride".
            if let Some(status) = d.selected.and_then(|i| d.levels.get(i))
                && !status.layout_options.is_empty()
            {
                ui.add_enabled_ui(!importing, |ui| {
                    ui.horizontal(|ui| {
                        ui.label("Layout:");
                        for (k, option) in status.layout_options.iter().enumerate() {
                            ui.radio_value(&mut d.layout_option, k, option);
                        }
                    });
                });
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let chosen = d.selected.and_then(|i| d.levels.get(i)).zip(d.listed_from.as_ref());
            let chosen = chosen.map(|(status, ini)| {
                let option = status.layout_options.get(d.layout_option).filter(|_| d.layout_option > 0).cloned();
                (ini.clone(), status.level.section.clone(), option)
            });
            if ui.add_enabled(chosen.is_some() && !d.is_busy(), egui::Button::new("Import")).clicked()
                && let Some((ini, section, option)) = chosen
            {
                d.start_import(ui.ctx(), ini, section, option);
            }
            if ui.button("Cancel").clicked() {
                cancel = true;
            }
        });
    });
    if cancel || modal.should_close() {
        // Dropping the dialog drops the receiver: a listing or import still running is abandoned.
        *dialog = None;
    }
    request
}
