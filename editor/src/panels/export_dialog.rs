//! File → Export to SonLVL project…: choose the project's `.ini` (file dialog or typed path) and the project
//! level to write — the one the level was imported from (`Level::source`), else one picked from the project's
//! levels — see what the export would do, then write (`formats::export::sonlvl`).
//!
//! What it would do is shown before anything is written: each file changed, created or unchanged, the notes,
//! the other levels of the project that use a file that would change (with how many of their blocks would read
//! another collision shape: the GUI twin of the CLI's `--allow-shared` is a checkbox), or every limit of the
//! game the level breaks (then nothing can be written). Listing the levels, planning (encoding, compressing,
//! reading every other level's files) and writing run on a background thread, as in the import dialog; Cancel
//! abandons a listing or a plan, never a write under way.

use super::import_dialog::Job;
use formats::Level;
use formats::export::sonlvl::{self, Change, ExportError, Plan, PlannedFile};
use formats::import::sonlvl::{LevelEntry, list_levels};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Why there is no plan to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanProblem {
    /// The level does not fit the game's files (`ExportError::Refused`): one line per violation, level path and
    /// limit.
    Refused(Vec<String>),
    /// The project cannot be read, has no such level or stores it in formats the exporter does not write.
    Failed(String),
}

/// Lists a project's levels (the error as shown to the user).
pub type ListFn = Arc<dyn Fn(&Path) -> Result<Vec<formats::import::LevelEntry>, String> + Send + Sync>;
/// Works out what exporting the level into a section of a project would write; reads only.
pub type PlanFn = Arc<dyn Fn(&Path, &str, &Level) -> Result<Plan, PlanProblem> + Send + Sync>;
/// Writes a plan's changed files; the paths written, or the error as shown to the user.
pub type WriteFn = Arc<dyn Fn(&Plan) -> Result<Vec<PathBuf>, String> + Send + Sync>;

/// What the dialog runs off the UI thread: the SonLVL exporter (tests may put stand-ins here).
#[derive(Clone)]
pub struct Work {
    pub list: ListFn,
    pub plan: PlanFn,
    pub write: WriteFn,
}

impl Default for Work {
    fn default() -> Self {
        Work {
            list: Arc::new(|ini| list_levels(ini).map_err(|e| e.to_string())),
            plan: Arc::new(|ini, section, level| {
                sonlvl::plan(ini, section, level).map_err(|e| match e {
                    ExportError::Refused { violations, .. } => {
                        PlanProblem::Refused(violations.iter().map(ToString::to_string).collect())
                    }
                    other => PlanProblem::Failed(other.to_string()),
                })
            }),
            write: Arc::new(|plan| sonlvl::write(plan).map_err(|e| e.to_string())),
        }
    }
}

impl std::fmt::Debug for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Work")
    }
}

/// Frames drawn at once after a listing or plan arrives (see `ExportDialog::settle`).
const SETTLE_FRAMES: u8 = 8;

/// The work under way.
#[derive(Debug)]
enum Pending {
    Listing { job: Job<Result<Vec<LevelEntry>, String>>, ini: PathBuf },
    Planning { job: Job<Result<Plan, PlanProblem>>, section: String },
    Writing { job: Job<Result<Vec<PathBuf>, String>> },
}

/// The dialog's state.
#[derive(Debug)]
pub struct ExportDialog {
    /// The level as it was when the dialog opened: what is planned and written (the dialog is modal, so the
    /// document cannot change meanwhile).
    level: Arc<Level>,
    /// The project file's path as typed.
    pub ini_text: String,
    /// The levels of the project last listed (from `listed_from`).
    pub levels: Vec<LevelEntry>,
    listed_from: Option<PathBuf>,
    /// Why the project could not be listed, or the section the level came from is not in it.
    pub list_error: Option<String>,
    /// Index into `levels`.
    pub selected: Option<usize>,
    /// What exporting into the selected level would do, once planned.
    pub plan: Option<Result<Plan, PlanProblem>>,
    /// "Also change files other levels use" is ticked (reset with every new plan).
    pub allow_shared: bool,
    /// List the typed project on the next frame (a path was set or chosen in a file dialog).
    list_pending: bool,
    focus_pending: bool,
    /// Frames still to draw at once after new content arrived: the scroll areas take their size from the frame
    /// before, so the dialog settles over a few frames, and must not wait for the mouse to move.
    settle: u8,
    pending: Option<Pending>,
    /// What the background threads run.
    pub work: Work,
    /// The level's own file, if saved: a plan that would write onto it is refused.
    pub level_file: Option<PathBuf>,
    /// Save in project mode: the section written and the document revision planned. The dialog then writes
    /// as soon as the plan changes only this level's files (or shared files the user already allowed for this
    /// level, `allowed`), and is seen only when it must ask or refuse.
    save: Option<(String, u64)>,
    /// Other levels' (section, INI key) pairs this save may change without asking again.
    allowed: super::project::Allowed,
}

/// What the user asked for, or what finished.
#[derive(Debug)]
pub enum ExportRequest {
    /// Show a file dialog for the `.ini`.
    Browse,
    /// The plan's files were written (the paths), or the error says which were written before it failed. The
    /// dialog has closed. `saved`: the document revision written, when this was a save into the project.
    Written { plan: Box<Plan>, result: Result<Vec<PathBuf>, String>, saved: Option<u64> },
}

impl ExportDialog {
    /// A dialog exporting `level`.
    pub fn new(level: Level) -> Self {
        Self::with_work(level, Work::default())
    }

    /// A dialog exporting `level` whose listing, planning and writing run `work`.
    pub fn with_work(level: Level, work: Work) -> Self {
        ExportDialog {
            level: Arc::new(level),
            ini_text: String::new(),
            levels: Vec::new(),
            listed_from: None,
            list_error: None,
            selected: None,
            plan: None,
            allow_shared: false,
            list_pending: false,
            focus_pending: true,
            settle: 0,
            pending: None,
            work,
            level_file: None,
            save: None,
            allowed: Default::default(),
        }
    }

    /// Makes this dialog Save for a level of a project: it writes into `section` (whatever level the project
    /// lists first) the document as it is at `revision`, without asking when only this level's files change.
    pub fn save_into(&mut self, section: String, revision: u64, allowed: super::project::Allowed) {
        self.save = Some((section, revision));
        self.allowed = allowed;
    }

    /// True for the save form (project mode's Save).
    pub fn is_save(&self) -> bool {
        self.save.is_some()
    }

    /// The level being exported.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// Sets the project path; its levels are listed (and the level's own section planned) from the next frame.
    pub fn set_project(&mut self, path: &Path) {
        self.ini_text = path.display().to_string();
        self.list_pending = true;
    }

    /// True while a listing, plan or write runs (or a listing is about to start).
    pub fn is_busy(&self) -> bool {
        self.list_pending || self.pending.is_some()
    }

    /// True while the files are being written: the dialog cannot be cancelled then.
    pub fn is_writing(&self) -> bool {
        matches!(self.pending, Some(Pending::Writing { .. }))
    }

    /// The section a level is written into: the selected one of the listed levels.
    pub fn section(&self) -> Option<&str> {
        self.selected.and_then(|i| self.levels.get(i)).map(|e| e.section.as_str())
    }

    /// Whether Export would write now: a plan with files to write, shared files allowed if there are any.
    pub fn can_export(&self) -> bool {
        !self.is_busy()
            && matches!(&self.plan, Some(Ok(plan))
                if plan.changed().next().is_some() && (plan.shared.is_empty() || self.allow_shared))
    }

    /// Starts listing the levels of the typed project (an earlier listing or plan is abandoned).
    fn list(&mut self, ctx: &egui::Context) {
        let ini = PathBuf::from(self.ini_text.trim());
        self.selected = None;
        self.levels.clear();
        self.list_error = None;
        self.listed_from = None;
        self.plan = None;
        let list = Arc::clone(&self.work.list);
        let path = ini.clone();
        match Job::spawn(ctx, "sonlvl-export-list", move || list(&path)) {
            Ok(job) => self.pending = Some(Pending::Listing { job, ini }),
            Err(err) => {
                self.pending = None;
                self.list_error = Some(format!("Cannot list the levels: {err}"));
            }
        }
    }

    /// Starts planning the export into level `index` of the listed project (an earlier plan is abandoned).
    fn start_plan(&mut self, ctx: &egui::Context, index: usize) {
        let (Some(entry), Some(ini)) = (self.levels.get(index), self.listed_from.clone()) else { return };
        let section = entry.section.clone();
        self.selected = Some(index);
        self.plan = None;
        self.allow_shared = false;
        let (plan, level, name) = (Arc::clone(&self.work.plan), Arc::clone(&self.level), section.clone());
        match Job::spawn(ctx, "sonlvl-export-plan", move || plan(&ini, &name, &level)) {
            Ok(job) => self.pending = Some(Pending::Planning { job, section }),
            Err(err) => {
                self.pending = None;
                self.plan = Some(Err(PlanProblem::Failed(format!("Cannot plan the export: {err}"))));
            }
        }
    }

    /// Starts writing the plan's changed files.
    fn start_write(&mut self, ctx: &egui::Context) {
        let Some(Ok(plan)) = &self.plan else { return };
        let (write, plan) = (Arc::clone(&self.work.write), plan.clone());
        match Job::spawn(ctx, "sonlvl-export-write", move || write(&plan)) {
            Ok(job) => self.pending = Some(Pending::Writing { job }),
            Err(err) => self.plan = Some(Err(PlanProblem::Failed(format!("Cannot write: {err}")))),
        }
    }

    /// Takes in a finished listing or plan (a listing starts the plan of the level's own section); returns a
    /// finished write.
    fn poll(&mut self, ctx: &egui::Context) -> Option<ExportRequest> {
        match self.pending.as_ref()? {
            Pending::Listing { job, ini } => {
                let result = job.poll()?;
                self.listed_from = Some(ini.clone());
                self.pending = None;
                self.settle = SETTLE_FRAMES;
                match result {
                    Ok(Ok(levels)) => {
                        self.levels = levels;
                        self.list_error = self.levels.is_empty().then(|| "The project lists no levels.".to_string());
                        let own = match &self.save {
                            Some((section, _)) => Some(section.clone()),
                            None => self.level.source.as_ref().map(|s| s.section.clone()),
                        };
                        let found = own.as_ref().and_then(|s| self.levels.iter().position(|e| e.section == *s));
                        match (own, found) {
                            (_, Some(index)) => self.start_plan(ctx, index),
                            (Some(own), None) if !self.levels.is_empty() => {
                                self.list_error = Some(format!(
                                    "The level was imported from [{}], which this project does not list: choose \
                                     the level to write.",
                                    formats::read::printable(&own)
                                ));
                            }
                            _ => {}
                        }
                    }
                    Ok(Err(err)) => self.list_error = Some(err),
                    Err(()) => self.list_error = Some("Listing the levels stopped unexpectedly.".to_string()),
                }
                None
            }
            Pending::Planning { job, .. } => {
                let result = job.poll()?;
                self.pending = None;
                self.settle = SETTLE_FRAMES;
                let level_file = self.level_file.clone();
                self.plan = Some(match result {
                    Ok(Ok(plan)) => match level_file.map(|f| plan.check_not_onto(&f)) {
                        Some(Err(e)) => Err(PlanProblem::Failed(e.to_string())),
                        _ => Ok(plan),
                    },
                    Ok(problem) => problem,
                    Err(()) => Err(PlanProblem::Failed("Planning the export stopped unexpectedly.".to_string())),
                });
                // A save goes on by itself unless it must ask (shared files) or cannot (a refusal).
                if let (Some((_, revision)), Some(Ok(plan))) = (&self.save, &self.plan)
                    && plan
                        .shared
                        .iter()
                        .all(|s| s.keys.iter().all(|&k| self.allowed.contains(&(s.section.clone(), k))))
                {
                    self.allow_shared = true;
                    if plan.changed().next().is_none() {
                        let saved = Some(*revision);
                        let plan = Box::new(plan.clone());
                        return Some(ExportRequest::Written { plan, result: Ok(Vec::new()), saved });
                    }
                    self.start_write(ctx);
                }
                None
            }
            Pending::Writing { job } => {
                let result = job.poll()?;
                self.pending = None;
                let result = result.unwrap_or_else(|()| Err("Writing stopped unexpectedly.".to_string()));
                let plan = match self.plan.take() {
                    Some(Ok(plan)) => plan,
                    // A write starts only from a plan, and nothing replaces it while the write runs.
                    _ => return None,
                };
                let saved = self.save.as_ref().map(|(_, revision)| *revision);
                Some(ExportRequest::Written { plan: Box::new(plan), result, saved })
            }
        }
    }

    /// "Listing levels… 2 s" while work runs.
    fn progress(&self) -> Option<String> {
        match self.pending.as_ref()? {
            Pending::Listing { job, .. } => Some(format!("Listing levels… {} s", job.seconds())),
            Pending::Planning { job, section } => Some(format!(
                "Working out what exporting to [{}] would change… {} s",
                formats::read::printable(section),
                job.seconds()
            )),
            Pending::Writing { job } => Some(format!("Writing… {} s", job.seconds())),
        }
    }
}

/// A file's name for the lists (the full path is the hover text).
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}

/// One planned file's row: what happens to it, its name and its INI key.
fn file_row(ui: &mut egui::Ui, f: &PlannedFile) {
    let what = match f.change {
        Change::Changed => "will be written (the old file kept as .bak)",
        Change::New => "will be created",
        Change::Unchanged => "unchanged",
    };
    ui.label(format!("{} ({}): {what}", file_name(&f.path), f.key)).on_hover_text(f.path.display().to_string());
}

/// The plan: files to write, other levels that share them, notes, unchanged files.
fn plan_view(ui: &mut egui::Ui, plan: &Plan) {
    let section = formats::read::printable(&plan.section);
    let changed: Vec<&PlannedFile> = plan.changed().collect();
    if changed.is_empty() {
        ui.label(format!("Nothing to write: every file of [{section}] already holds this level."));
    } else {
        ui.label(format!("Exporting to [{section}] writes {} file(s):", changed.len()));
        for f in &changed {
            file_row(ui, f);
        }
    }
    if !plan.shared.is_empty() {
        ui.add_space(4.0);
        let warn = ui.visuals().warn_fg_color;
        ui.colored_label(
            warn,
            format!("{} other level(s) of the project use files this export changes:", plan.shared.len()),
        );
        for s in &plan.shared {
            ui.label(format!("  {s}"));
        }
    }
    if !plan.notes.is_empty() {
        ui.add_space(4.0);
        for n in &plan.notes {
            ui.label(format!("Note: {n}"));
        }
    }
    let unchanged: Vec<&PlannedFile> = plan.files.iter().filter(|f| f.change == Change::Unchanged).collect();
    if !unchanged.is_empty() {
        egui::CollapsingHeader::new(format!("{} file(s) unchanged, not written", unchanged.len()))
            .id_salt("export_unchanged")
            .show(ui, |ui| {
                for f in unchanged {
                    file_row(ui, f);
                }
            });
    }
}

/// Shows the dialog. Clears `dialog` on Cancel and once a write has finished.
pub fn window(ctx: &egui::Context, dialog: &mut Option<ExportDialog>) -> Option<ExportRequest> {
    let d = dialog.as_mut()?;
    if std::mem::take(&mut d.list_pending) {
        d.list(ctx);
    }
    if let Some(finished) = d.poll(ctx) {
        *dialog = None;
        return Some(finished);
    }
    if d.is_busy() {
        // The thread asks for a frame when it is done; this keeps the seconds counting.
        ctx.request_repaint_after(Duration::from_millis(250));
    }
    if d.settle > 0 {
        d.settle -= 1;
        ctx.request_repaint();
    }
    let writing = d.is_writing();
    let mut request = None;
    let mut cancel = false;
    // Anchored by its top edge, as the import dialog: rows already shown stay put when the dialog grows.
    let id = egui::Id::unique("export_dialog");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 80.0));
    let modal = egui::Modal::new(id).area(area).show(ctx, |ui| {
        ui.set_max_width(640.0);
        ui.heading(if d.save.is_some() { "Save into SonLVL project" } else { "Export to SonLVL project" });
        ui.add_space(6.0);
        let name = formats::read::printable(&d.level.name);
        match &d.level.source {
            Some(source) => ui.label(format!(
                "Level \u{201c}{name}\u{201d}, imported from [{}]",
                formats::read::printable(&source.section)
            )),
            None => ui.label(format!("Level \u{201c}{name}\u{201d}")),
        };
        let label = ui.label(format!("SonLVL project file (.ini) — {}:", formats::import::sonlvl::game_names()));
        ui.add_enabled_ui(!writing, |ui| {
            ui.horizontal(|ui| {
                let edit = ui
                    .add(
                        egui::TextEdit::singleline(&mut d.ini_text)
                            .desired_width(360.0)
                            .hint_text("s2disasm/SonLVL INI Files/SonLVL.ini"),
                    )
                    .labelled_by(label.id);
                if std::mem::take(&mut d.focus_pending) && d.ini_text.is_empty() {
                    edit.request_focus();
                }
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui.button("Browse…").clicked() {
                    request = Some(ExportRequest::Browse);
                }
                if ui.add_enabled(!d.ini_text.trim().is_empty(), egui::Button::new("List levels")).clicked()
                    || (entered && !d.ini_text.trim().is_empty())
                {
                    d.list(ui.ctx());
                }
            });
        });
        if let Some(err) = &d.list_error {
            ui.colored_label(ui.visuals().error_fg_color, err);
        }
        if !d.levels.is_empty() {
            ui.separator();
            ui.label("Project level to write:");
            let mut clicked = None;
            egui::ScrollArea::vertical().id_salt("export_levels").max_height(160.0).show(ui, |ui| {
                ui.add_enabled_ui(!writing, |ui| {
                    for (i, entry) in d.levels.iter().enumerate() {
                        let label = if entry.display_name == entry.section {
                            entry.section.clone()
                        } else {
                            format!("{} [{}]", entry.display_name, entry.section)
                        };
                        if ui.selectable_label(d.selected == Some(i), label).clicked() && d.selected != Some(i) {
                            clicked = Some(i);
                        }
                    }
                });
            });
            if let Some(i) = clicked {
                d.start_plan(ui.ctx(), i);
            }
        }
        if let Some(progress) = d.progress() {
            ui.label(progress);
        }
        let section = d.section().map(formats::read::printable).unwrap_or_default();
        if let Some(plan) = &d.plan {
            ui.separator();
            egui::ScrollArea::vertical().id_salt("export_plan").max_height(320.0).show(ui, |ui| match plan {
                Ok(plan) => plan_view(ui, plan),
                Err(PlanProblem::Refused(lines)) => {
                    ui.colored_label(
                        ui.visuals().error_fg_color,
                        format!(
                            "The level does not fit [{section}]: {} problem(s); nothing will be written.",
                            lines.len()
                        ),
                    );
                    for line in lines {
                        ui.monospace(line);
                    }
                }
                Err(PlanProblem::Failed(message)) => {
                    ui.colored_label(ui.visuals().error_fg_color, message);
                }
            });
        }
        if let Some(Ok(plan)) = &d.plan
            && !plan.shared.is_empty()
        {
            // Below the list, however long it is: the box must not scroll out of sight.
            ui.separator();
            let tip = "The collision arrays serve every zone; some zones share chunks and collision indexes";
            ui.add_enabled(!writing, egui::Checkbox::new(&mut d.allow_shared, "Also change files other levels use"))
                .on_hover_text(tip);
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let verb = if d.save.is_some() { "Save" } else { "Export" };
            let export = ui.add_enabled(d.can_export(), egui::Button::new(verb));
            let export = match &d.plan {
                Some(Ok(plan)) if !plan.shared.is_empty() && !d.allow_shared && plan.changed().next().is_some() => {
                    export.on_disabled_hover_text("Tick \u{201c}Also change files other levels use\u{201d} first")
                }
                _ => export,
            };
            if export.clicked() {
                d.start_write(ui.ctx());
            }
            if ui.add_enabled(!writing, egui::Button::new("Cancel")).clicked() {
                cancel = true;
            }
        });
    });
    if (cancel || modal.should_close()) && !writing {
        // Dropping the dialog drops the receiver: a listing or plan still running is abandoned.
        *dialog = None;
    }
    request
}
