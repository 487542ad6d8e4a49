//! Everything "across the editor" that outlives one edit: new level and SonLVL import, the unsaved-changes
//! prompt before the level is replaced or the window closes, the recent-files list, and autosave with
//! crash recovery. A child module of `app` so it can reach the app's dialogs and document directly.

use super::StudioApp;
use crate::files::{DialogPurpose, load_error_lines};
use crate::panels::import_dialog::{self, ImportDialog, ImportRequest};
use crate::panels::new_level::{self, NewLevelDialog};
use crate::panels::windows::{self, ErrorReport, UnsavedChoice};
use crate::recent::RecentFiles;
use crate::recovery::{AUTOSAVE_INTERVAL, Recovered, RecoveryStore};
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
    /// Close the window.
    Quit,
}

impl Next {
    /// How the unsaved-changes prompt names it ("Save them before …?").
    fn doing(&self) -> &'static str {
        match self {
            Next::NewLevel => "creating a new level",
            Next::OpenDialog | Next::OpenPathPrompt | Next::OpenFile(_) => "opening another level",
            Next::Import => "importing a level",
            Next::Quit => "quitting",
        }
    }
}

/// The state behind the session features (owned by [`StudioApp`]).
#[derive(Debug)]
pub struct Session {
    /// File → Open Recent.
    pub recent: RecentFiles,
    /// Where autosaves go (None: no autosave, as in tests that do not ask for it).
    recovery: Option<RecoveryStore>,
    /// A recovery file from an earlier run, until the user restores or discards it.
    pub pending_recovery: Option<Recovered>,
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
    /// Help → Keyboard shortcuts is open.
    pub show_shortcuts: bool,
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
            pending_recovery: None,
            autosave_interval: AUTOSAVE_INTERVAL,
            last_autosave: Instant::now(),
            autosaved_revision: None,
            unsaved_prompt: None,
            after_save: None,
            new_level: None,
            import: None,
            show_shortcuts: false,
            close_confirmed: false,
            quit_now: false,
        }
    }
}

impl Session {
    /// True while a modal dialog of the session is up (keyboard shortcuts must not change the level then).
    pub fn is_modal(&self) -> bool {
        self.unsaved_prompt.is_some()
            || self.pending_recovery.is_some()
            || self.new_level.is_some()
            || self.import.is_some()
    }

    /// The recovery file's path, when autosave is on.
    pub fn recovery_path(&self) -> Option<PathBuf> {
        self.recovery.as_ref().map(RecoveryStore::level_path)
    }

    /// Removes the recovery file, unless it is an earlier run's that the user has not answered about yet.
    fn clear_recovery(&mut self) {
        if self.pending_recovery.is_none()
            && let Some(store) = &self.recovery
        {
            store.clear();
        }
        self.autosaved_revision = None;
    }
}

impl StudioApp {
    /// Keeps the recent-files list and the autosave in `dir` (the platform's config folder in the app,
    /// a temporary one in tests), and offers to restore an autosave an earlier run left there.
    pub fn with_state_dir(mut self, dir: Option<PathBuf>) -> Self {
        self.session.recent = RecentFiles::load(dir.as_deref());
        self.session.recovery = dir.map(RecoveryStore::new);
        self.session.pending_recovery = self.session.recovery.as_ref().and_then(RecoveryStore::find);
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
            Next::OpenFile(path) => {
                if !self.open_path(&path) && !path.is_file() {
                    // A recent file that is gone: forget it (the error window says why it failed).
                    let _ = self.session.recent.remove(&path);
                }
            }
            Next::Import => self.session.import = Some(ImportDialog::new()),
            Next::Quit => {
                self.session.clear_recovery();
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

    /// Makes `document` the open one: nothing stays selected, indices fit the new level, the view fits it.
    pub(super) fn replace_document(&mut self, document: Document) {
        self.document = document;
        self.editing.selection.clear();
        self.editing.fit_to(self.document.level());
        self.canvas.request_fit();
        self.session.autosaved_revision = None;
    }

    /// Start of a frame: the window's close button, a confirmed quit, and autosave.
    pub(super) fn session_frame(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) {
            if self.document.is_dirty() && !self.session.close_confirmed {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.guard(Next::Quit);
            } else {
                // A clean exit: nothing to recover next time.
                self.session.clear_recovery();
            }
        }
        if std::mem::take(&mut self.session.quit_now) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        // A Save As the prompt asked for that ended without saving (cancelled, or its typed path cancelled).
        if self.session.after_save.is_some() && !self.dialogs.is_open() && self.path_prompt.is_none() {
            self.session.after_save = None;
        }
        self.autosave(ctx);
    }

    /// Writes the recovery file when the level has had unsaved changes for `autosave_interval`; removes it
    /// when there are none any more (saved, or undone back to the file).
    fn autosave(&mut self, ctx: &egui::Context) {
        let Some(store) = &self.session.recovery else { return };
        if self.session.pending_recovery.is_some() || self.session.close_confirmed {
            // The earlier run's file stays until the user has answered; after a confirmed quit nothing is kept.
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
        match store.write(self.document.level(), self.document.path()) {
            Ok(()) => self.session.autosaved_revision = Some(revision),
            Err(err) => self.notice = Some(format!("Autosave failed: {err}")),
        }
        self.session.last_autosave = Instant::now();
    }

    /// Restores (true) or discards (false) the earlier run's autosave.
    pub fn answer_recovery(&mut self, restore: bool) {
        let Some(found) = self.session.pending_recovery.take() else { return };
        if restore {
            match found.level {
                Ok(level) => {
                    self.replace_document(Document::new_unsaved(level, found.origin));
                    // The file holds exactly this level: keep it (a second crash loses nothing) until a save,
                    // a clean exit or the next autosave replaces it.
                    self.session.autosaved_revision = Some(self.document.revision());
                    self.notice = Some("Restored the autosaved level: save it to keep it".to_string());
                }
                Err(err) => {
                    let label = self.session.recovery_path().map(|p| p.display().to_string()).unwrap_or_default();
                    self.errors.push(ErrorReport {
                        title: "Could not restore the autosave".to_string(),
                        lines: load_error_lines(&label, &err),
                        note: "The level that was open is unchanged.".to_string(),
                    });
                }
            }
        } else if let Some(store) = &self.session.recovery {
            store.clear();
        }
    }

    fn recovery_description(found: &Recovered) -> Vec<String> {
        let mut lines = Vec::new();
        match &found.level {
            Ok(level) => lines.push(format!("Level: {}", level.name)),
            Err(err) => lines.push(format!("It cannot be read: {err}")),
        }
        lines.push(match &found.origin {
            Some(p) => format!("File: {}", p.display()),
            None => "File: never saved".to_string(),
        });
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
        if let Some(found) = &self.session.pending_recovery {
            let lines = Self::recovery_description(found);
            if let Some(restore) = windows::recovery_prompt(ctx, &lines) {
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
            Some(ImportRequest::Import { ini, section }) => self.import_level(&ini, &section),
            None => {}
        }
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
                None => {
                    self.session.after_save = Some(next);
                    self.request_dialog(DialogPurpose::SaveAs);
                }
            },
        }
    }

    fn import_level(&mut self, ini: &Path, section: &str) {
        match formats::import::sonlvl::import(ini, section) {
            Ok(level) => {
                let file = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into());
                self.notice = Some(format!("Imported {section} from {file}"));
                self.replace_document(Document::new_unsaved(level, None));
            }
            Err(err) => self.errors.push(ErrorReport {
                title: format!("Could not import {section}"),
                lines: err.to_string().lines().map(str::to_string).collect(),
                note: "The level that was open is unchanged.".to_string(),
            }),
        }
    }
}
