//! Everything "across the editor" that outlives one edit: new level and SonLVL import, the unsaved-changes
//! prompt before the level is replaced or the window closes, the recent-files list, and autosave with
//! crash recovery. A child module of `app` so it can reach the app's dialogs and document directly.

use super::StudioApp;
use crate::files::{DialogPurpose, load_error_lines};
use crate::panels::import_dialog::{self, ImportDialog, ImportRequest};
use crate::panels::new_level::{self, NewLevelDialog};
use crate::panels::windows::{self, ErrorReport, UnsavedChoice};
use crate::recent::RecentFiles;
use crate::recovery::{AUTOSAVE_INTERVAL, ProjectOrigin, Recovered, RecoveryStore, escaped_text};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};
use studio_core::Document;

/// What to do once the unsaved changes are dealt with (saved or discarded).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Show the new-level dialog.
    NewLevel,
    /// Show the open dialog.
    OpenDialog,
    /// Ask for a path to open.
    OpenPathPrompt,
    /// Open this file (recent files, a dropped file).
    OpenFile(PathBuf),
    /// Show the SonLVL import dialog.
    Import,
    /// Show the image import dialog.
    ImportImage,
    /// Read this level of the open project (project mode) and make it the document.
    OpenProjectLevel(String),
    /// Close the window.
    Quit,
}

impl Next {
    /// How the unsaved-changes prompt names it ("Save them before …?").
    fn doing(&self) -> &'static str {
        match self {
            Next::NewLevel => "creating a new level",
            Next::OpenDialog | Next::OpenPathPrompt | Next::OpenFile(_) => "opening another level",
            Next::Import | Next::ImportImage => "importing a level",
            Next::OpenProjectLevel(_) => "opening another level of the project",
            Next::Quit => "quitting",
        }
    }
}

/// The state behind the session features (owned by [`StudioApp`]).
#[derive(Debug)]
pub struct Session {
    /// File → Open Recent.
    pub recent: RecentFiles,
    /// This instance's recovery slot (None: no autosave, as in tests that do not ask for it).
    recovery: Option<RecoveryStore>,
    /// Slots of instances that ended without a clean exit, newest first, offered one after the other until
    /// the user restores one or discards them.
    pub pending_recovery: Vec<Recovered>,
    /// How often unsaved changes are autosaved (tests shorten it).
    pub autosave_interval: Duration,
    /// When the recovery file was last written, or the document last had no unsaved changes.
    last_autosave: Instant,
    /// The document revision last autosaved.
    autosaved_revision: Option<u64>,
    /// The unsaved-changes prompt, with what happens after it.
    pub unsaved_prompt: Option<Next>,
    /// What to do once the Save As dialog the prompt opened has saved.
    after_save: Option<Next>,
    pub new_level: Option<NewLevelDialog>,
    pub import: Option<ImportDialog>,
    /// File → Import image…
    pub image_import: Option<crate::panels::image_import::ImageImportDialog>,
    /// File → Export to SonLVL project…
    pub export: Option<crate::panels::export_dialog::ExportDialog>,
    /// The SonLVL project last imported from or exported to: the export dialog starts with it.
    pub last_project: Option<PathBuf>,
    /// Project mode: the SonLVL project whose levels the Project tab lists.
    pub project: Option<crate::panels::project::OpenProject>,
    /// The window's context (from the first frame on): background work asks it for a frame when done.
    pub(super) ctx: Option<egui::Context>,
    /// Help → Keyboard shortcuts is open.
    pub show_shortcuts: bool,
    /// Help → User guide and About.
    pub guide: crate::panels::guide::Guide,
    /// The user agreed to close the window (a close request goes through then).
    pub close_confirmed: bool,
    /// Send the close command on the next frame.
    quit_now: bool,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            recent: RecentFiles::default(),
            recovery: None,
            pending_recovery: Vec::new(),
            autosave_interval: AUTOSAVE_INTERVAL,
            last_autosave: Instant::now(),
            autosaved_revision: None,
            unsaved_prompt: None,
            after_save: None,
            new_level: None,
            import: None,
            image_import: None,
            export: None,
            last_project: None,
            project: None,
            ctx: None,
            show_shortcuts: false,
            guide: Default::default(),
            close_confirmed: false,
            quit_now: false,
        }
    }
}

impl Session {
    /// True while a modal dialog of the session is up (keyboard shortcuts must not change the level then).
    pub fn is_modal(&self) -> bool {
        self.unsaved_prompt.is_some()
            || !self.pending_recovery.is_empty()
            || self.new_level.is_some()
            || self.import.is_some()
            || self.export.is_some()
            || self.is_opening_project_level()
    }

    /// True while a level of the open project is being read: a modal window says so (an edit made meanwhile
    /// would be lost when the level read replaces the document).
    pub fn is_opening_project_level(&self) -> bool {
        self.project.as_ref().is_some_and(|p| p.opening().is_some())
    }

    /// This instance's recovery slot file, once it has autosaved.
    pub fn recovery_path(&self) -> Option<PathBuf> {
        self.recovery.as_ref().and_then(RecoveryStore::own_path)
    }

    /// Empties this instance's slot: its level was saved or replaced. Other instances' slots are never touched.
    pub(super) fn clear_recovery(&mut self) {
        if let Some(store) = &mut self.recovery {
            store.clear();
        }
        self.autosaved_revision = None;
    }

    /// A clean exit: this instance's slot and lock go; nothing of it is offered as a crash.
    fn release_recovery(&mut self) {
        if let Some(store) = &mut self.recovery {
            store.release();
        }
        self.autosaved_revision = None;
    }
}

impl StudioApp {
    /// Keeps the recent-files list and the autosave in `dir` (the platform's config folder in the app,
    /// a temporary one in tests), and offers to restore the autosaves of instances that did not exit cleanly
    /// (never those of instances still running).
    pub fn with_state_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.session.recent = RecentFiles::load(dir.as_deref());
        self.session.recovery = dir.as_deref().map(RecoveryStore::new);
        self.session.pending_recovery =
            self.session.recovery.as_ref().map(RecoveryStore::find_orphans).unwrap_or_default();
        self
    }

    /// Runs `next` now if the level has no unsaved changes, else asks first.
    pub(super) fn guard(&mut self, next: Next) {
        if self.document.is_dirty() {
            self.session.unsaved_prompt = Some(next);
        } else {
            self.run_next(next);
        }
    }

    fn run_next(&mut self, next: Next) {
        match next {
            Next::NewLevel => self.session.new_level = Some(NewLevelDialog::default()),
            Next::OpenDialog => self.request_dialog(DialogPurpose::Open),
            Next::OpenPathPrompt => {
                self.path_prompt = Some(windows::PathPrompt::new(DialogPurpose::Open, String::new(), String::new()));
            }
            Next::OpenFile(path) if super::project::is_project_file(&path) => {
                if !self.open_project(&path) && !path.is_file() {
                    let _ = self.session.recent.remove(&path);
                }
            }
            Next::OpenProjectLevel(section) => self.start_opening_project_level(section),
            Next::OpenFile(path) => {
                if !self.open_path(&path) && !path.is_file() {
                    // A recent file that is gone: forget it (the error window says why it failed).
                    let _ = self.session.recent.remove(&path);
                }
            }
            Next::Import => {
                // Prefilled with the project last imported from or exported to (listed at once).
                let mut dialog = ImportDialog::new();
                if let Some(ini) = &self.session.last_project {
                    dialog.set_project(ini);
                }
                self.session.import = Some(dialog);
            }
            Next::ImportImage => {
                self.session.image_import = Some(crate::panels::image_import::ImageImportDialog::new());
            }
            Next::Quit => {
                self.session.release_recovery();
                self.session.close_confirmed = true;
                self.session.quit_now = true;
            }
        }
    }

    /// Opens recent file number `index` (File → Open Recent), asking about unsaved changes first.
    pub(super) fn open_recent(&mut self, index: usize) {
        if let Some(path) = self.session.recent.paths().get(index).cloned() {
            self.guard(Next::OpenFile(path));
        }
    }

    /// A file was opened from or saved to `path`: it heads the recent list; a save also ends the need for
    /// the recovery file.
    pub(super) fn remember_file(&mut self, path: &Path, saved: bool) {
        // The list is a convenience: failing to write it must not get in the way of opening or saving.
        let _ = self.session.recent.add(path);
        if saved {
            self.session.clear_recovery();
        }
    }

    /// The Save As dialog ended; `saved` says whether it saved. Goes on with what the prompt was for.
    pub(super) fn save_as_finished(&mut self, saved: bool) {
        if let Some(next) = self.session.after_save.take()
            && saved
        {
            self.run_next(next);
        }
    }

    /// The project file for the import dialog was picked.
    pub(super) fn import_project_chosen(&mut self, path: &Path) {
        self.session.import.get_or_insert_with(ImportDialog::new).set_project(path);
    }

    /// No file dialog could be shown for the project file: the import dialog's own path field serves instead.
    pub(super) fn import_dialog_unavailable(&mut self) {
        let dialog = self.session.import.get_or_insert_with(ImportDialog::new);
        dialog.list_error = Some("No file dialog is available here: type the project's path instead.".to_string());
    }

    /// The PNG for the image import dialog was picked.
    pub(super) fn image_chosen(&mut self, path: &Path) {
        self.session
            .image_import
            .get_or_insert_with(crate::panels::image_import::ImageImportDialog::new)
            .set_path(path);
    }

    /// No file dialog could be shown for the PNG: the dialog's own path field serves instead.
    pub(super) fn image_dialog_unavailable(&mut self) {
        let dialog = self.session.image_import.get_or_insert_with(crate::panels::image_import::ImageImportDialog::new);
        dialog.error = Some("No file dialog is available here: type the image's path instead.".to_string());
    }

    /// A level was made from a picture: it becomes the (unsaved) document, the report says what changed.
    fn image_imported(&mut self, png: &Path, result: crate::panels::image_import::Made) {
        let file = png.file_name().map_or_else(|| png.display().to_string(), |n| n.to_string_lossy().into());
        match result {
            Ok((level, summary)) => {
                self.notice = Some(format!("Made a level from {file}: {summary}"));
                self.replace_document(Document::new_unsaved(*level, None));
            }
            Err(lines) => self.errors.push(ErrorReport {
                title: format!("Could not import {file}"),
                lines,
                note: "The level that was open is unchanged.".to_string(),
            }),
        }
    }

    /// Makes `document` the open one: nothing stays selected, indices fit the new level, the view fits it.
    /// The old level was saved or discarded, so its autosave goes.
    pub(super) fn replace_document(&mut self, document: Document) {
        self.document = document;
        self.editing.selection.clear();
        self.editing.fit_to(self.document.level());
        self.canvas.request_fit();
        self.session.clear_recovery();
    }

    /// Start of a frame: the window's close button, a confirmed quit, and autosave.
    pub(super) fn session_frame(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) {
            if self.document.is_dirty() && !self.session.close_confirmed {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.guard(Next::Quit);
            } else {
                // A clean exit: nothing of this instance to recover next time.
                self.session.release_recovery();
            }
        }
        if std::mem::take(&mut self.session.quit_now) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if self.session.ctx.is_none() {
            self.session.ctx = Some(ctx.clone());
        }
        // A Save As (or a save into the project) the prompt asked for that ended without saving (cancelled, or
        // its typed path cancelled).
        if self.session.after_save.is_some()
            && !self.dialogs.is_open()
            && self.path_prompt.is_none()
            && self.session.export.is_none()
        {
            self.session.after_save = None;
        }
        self.autosave(ctx);
    }

    /// Writes this instance's recovery slot when the level has had unsaved changes for `autosave_interval`;
    /// empties it when there are none any more (saved, or undone back to the file).
    fn autosave(&mut self, ctx: &egui::Context) {
        if self.session.recovery.is_none() || self.session.close_confirmed {
            // After a confirmed quit nothing is kept.
            return;
        }
        if !self.document.is_dirty() {
            if self.session.autosaved_revision.is_some() {
                self.session.clear_recovery();
            }
            self.session.last_autosave = Instant::now();
            return;
        }
        let revision = self.document.revision();
        if self.session.autosaved_revision == Some(revision) {
            return;
        }
        let elapsed = self.session.last_autosave.elapsed();
        if elapsed < self.session.autosave_interval {
            ctx.request_repaint_after(self.session.autosave_interval - elapsed);
            return;
        }
        if let Err(err) = self.write_autosave() {
            self.notice = Some(format!("Autosave failed: {err}"));
        }
        self.session.last_autosave = Instant::now();
    }

    /// Writes the document into this instance's slot now.
    fn write_autosave(&mut self) -> Result<(), formats::ron_file::SaveError> {
        let Some(store) = &mut self.session.recovery else { return Ok(()) };
        let project =
            self.document.project_level().map(|p| ProjectOrigin { ini: p.ini.clone(), section: p.section.clone() });
        store.write(self.document.level(), self.document.path(), project.as_ref())?;
        self.session.autosaved_revision = Some(self.document.revision());
        Ok(())
    }

    /// Restores (true) or discards (false) the autosave offered now (the first of `pending_recovery`).
    ///
    /// A restored level becomes this instance's unsaved document, with the origin as its path only when that
    /// passed the checks (`recovery::Origin`); it is written to this instance's own slot at once and the dead
    /// slot removed, so a second crash loses nothing. Nothing is written to the origin until the user saves.
    /// The other waiting autosaves are left for the next window (restoring one would replace this level).
    pub fn answer_recovery(&mut self, restore: bool) {
        if self.session.pending_recovery.is_empty() {
            return;
        }
        let found = self.session.pending_recovery.remove(0);
        if !restore {
            found.discard();
            return;
        }
        let level = match &found.level {
            Ok(level) => level.clone(),
            Err(err) => {
                self.errors.push(ErrorReport {
                    title: "Could not restore the autosave".to_string(),
                    lines: load_error_lines(&found.path.display().to_string(), err),
                    note: "The level that was open is unchanged; the autosave is kept until you discard it."
                        .to_string(),
                });
                return;
            }
        };
        let project = found.project.clone();
        self.replace_document(match &project {
            Some(p) => Document::new_unsaved_in_project(level, p.ini.clone(), p.section.clone()),
            None => Document::new_unsaved(level, found.origin.path().map(Path::to_path_buf)),
        });
        // Its project is listed again, as when the level was opened from it.
        if let Some(p) = &project
            && self.session.project.as_ref().is_none_or(|open| open.ini != p.ini)
        {
            self.open_project(&p.ini);
        }
        let mut notice = match self.write_autosave() {
            Ok(()) => {
                found.discard();
                "Restored the autosaved level: save it to keep it".to_string()
            }
            // The dead slot stays (it is offered again next time): the level must not exist only in memory.
            Err(err) => format!("Restored the autosaved level (autosave failed: {err}): save it to keep it"),
        };
        let more = std::mem::take(&mut self.session.pending_recovery).len();
        if more > 0 {
            notice.push_str(&format!("; {more} more autosaved level(s) are offered by the next window you open"));
        }
        self.notice = Some(notice);
    }

    fn recovery_description(found: &Recovered) -> Vec<String> {
        let mut lines = Vec::new();
        match &found.level {
            Ok(level) => lines.push(format!("Level: {}", escaped_text(&level.name))),
            Err(err) => lines.push(format!("It cannot be read: {}", escaped_text(&err.to_string()))),
        }
        lines.push(found.origin.describe());
        if let Some(p) = &found.project {
            lines.push(format!(
                "Project: {} [{}] (Save writes into it)",
                crate::recovery::escaped_path(&p.ini),
                escaped_text(&p.section)
            ));
        } else if found.project_refused {
            lines.push("Project: not used (its file is missing or the autosave's line is damaged)".to_string());
        }
        if let Some(age) = found.modified.and_then(|m| SystemTime::now().duration_since(m).ok()) {
            let minutes = age.as_secs() / 60;
            lines.push(match minutes {
                0 => "Autosaved less than a minute ago".to_string(),
                1..=119 => format!("Autosaved {minutes} min ago"),
                _ => format!("Autosaved {} h ago", minutes / 60),
            });
        }
        lines
    }

    /// The session's windows: recovery offer, unsaved-changes prompt, new level, import, shortcuts.
    pub(super) fn session_windows(&mut self, ctx: &egui::Context) {
        crate::panels::help::window(ctx, &mut self.session.show_shortcuts);
        if let Some((section, seconds)) = self.session.project.as_ref().and_then(|p| p.opening())
            && crate::panels::project::opening_window(ctx, section, seconds)
        {
            self.cancel_opening_project_level();
        }
        crate::panels::guide::windows(ctx, &mut self.session.guide);
        if let Some(found) = self.session.pending_recovery.first() {
            let lines = Self::recovery_description(found);
            if let Some(restore) = windows::recovery_prompt(ctx, &lines, self.session.pending_recovery.len()) {
                self.answer_recovery(restore);
            }
            return;
        }
        if let Some(next) = &self.session.unsaved_prompt {
            let doing = next.doing();
            if let Some(choice) = windows::unsaved_prompt(ctx, &self.document.level().name, doing) {
                self.answer_unsaved(choice);
                ctx.request_repaint();
            }
            return;
        }
        if let Some(level) = new_level::window(ctx, &mut self.session.new_level) {
            self.notice = Some(format!("New level {}", level.name));
            self.replace_document(Document::new(level, None));
        }
        match import_dialog::window(ctx, &mut self.session.import) {
            Some(ImportRequest::Browse) => self.request_dialog(DialogPurpose::ImportProject),
            Some(ImportRequest::Imported { ini, section, result }) => self.imported(&ini, &section, result),
            None => {}
        }
        match crate::panels::image_import::window(ctx, &mut self.session.image_import) {
            Some(crate::panels::image_import::ImageImportRequest::Browse) => {
                self.request_dialog(DialogPurpose::ImportImage)
            }
            Some(crate::panels::image_import::ImageImportRequest::Made { png, result }) => {
                self.image_imported(&png, result)
            }
            None => {}
        }
        self.export_window(ctx);
    }

    /// Acts on the unsaved-changes prompt's answer.
    pub fn answer_unsaved(&mut self, choice: UnsavedChoice) {
        let Some(next) = self.session.unsaved_prompt.take() else { return };
        match choice {
            UnsavedChoice::Cancel => {}
            UnsavedChoice::Discard => self.run_next(next),
            UnsavedChoice::Save => match self.document.path().map(Path::to_path_buf) {
                Some(path) => {
                    if self.save_to(&path) {
                        self.run_next(next);
                    }
                }
                // Saved into its project in the background: goes on once the write succeeds.
                None if self.document.project_level().is_some() => {
                    self.session.after_save = Some(next);
                    self.save_into_project();
                }
                None => {
                    self.session.after_save = Some(next);
                    self.request_dialog(DialogPurpose::SaveAs);
                }
            },
        }
    }

    /// The import dialog's background import finished: the level replaces the document, unsaved.
    fn imported(&mut self, ini: &Path, section: &str, result: Result<Box<formats::Level>, Vec<String>>) {
        match result {
            Ok(level) => {
                let file = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into());
                self.notice = Some(format!("Imported {section} from {file}"));
                self.session.last_project = Some(ini.to_path_buf());
                self.replace_document(Document::new_unsaved(*level, None));
            }
            Err(lines) => {
                // The next File → Import starts from this project again (it forgot the typed path).
                self.session.last_project = Some(ini.to_path_buf());
                self.errors.push(ErrorReport {
                    title: format!("Could not import {section}"),
                    lines,
                    note: "The level that was open is unchanged.".to_string(),
                })
            }
        }
    }
}
