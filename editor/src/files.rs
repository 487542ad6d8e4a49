//! File dialogs behind a trait (so tests can script them), and the text of load errors.
//!
//! Native dialogs (rfd, XDG desktop portal) run on their own thread: a modal dialog on the UI thread would freeze
//! the window. On a machine with neither a portal nor zenity rfd returns "no file" at once; that is reported as
//! [`DialogOutcome::Unavailable`] so the app can offer a typed path instead.

use formats::ron_file::LoadError;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::{Duration, Instant};

/// What a dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    Open,
    SaveAs,
    /// Pick a SonLVL project file (`SonLVL.ini`) to import a level from.
    ImportProject,
    /// Pick a PNG to make a level from.
    ImportImage,
    /// Pick a SonLVL project file to work in (project mode).
    OpenProject,
    /// Pick a SonLVL project file to export the level into.
    ExportProject,
    /// Choose where to save the level as JSON.
    ExportJson,
    /// Pick a special stage (`.ron`, or a disassembly's `sslayout/N.eni`) for the special-stage editor.
    OpenSpecialStage,
    /// Choose where to save the special stage (`.ron`).
    SaveSpecialStageAs,
    /// Pick a Sonic 1 disassembly folder to open one of its special stages.
    OpenDisassemblyFolder,
}

/// A dialog to show: its purpose and where to start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DialogRequest {
    pub purpose: DialogPurpose,
    /// Folder to start in.
    pub directory: Option<PathBuf>,
    /// File name to propose (save dialogs).
    pub file_name: Option<String>,
}

/// How a dialog ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialogOutcome {
    Picked(PathBuf),
    Cancelled,
    /// No dialog could be shown (no portal, no zenity): ask for a typed path instead.
    Unavailable,
}

/// Shows file dialogs without blocking the UI: `request` starts one, `poll` returns its outcome once it is done.
pub trait FileDialogs {
    /// Starts a dialog. Ignored while another one is open (returns false then).
    fn request(&mut self, request: DialogRequest) -> bool;
    /// The outcome of the open dialog, once the user has answered.
    fn poll(&mut self) -> Option<(DialogPurpose, DialogOutcome)>;
    /// True while a dialog is open.
    fn is_open(&self) -> bool;
}

/// A dialog that answers faster than this never reached the screen (rfd reports a missing portal as "no file").
const UNAVAILABLE_WITHIN: Duration = Duration::from_millis(250);

/// rfd's native dialogs, each on a worker thread.
pub struct NativeDialogs {
    ctx: egui::Context,
    pending: Option<(DialogPurpose, Receiver<DialogOutcome>)>,
}

impl NativeDialogs {
    /// `ctx` is woken when a dialog closes, so its outcome is handled without waiting for input.
    pub fn new(ctx: egui::Context) -> Self {
        NativeDialogs { ctx, pending: None }
    }
}

impl FileDialogs for NativeDialogs {
    fn request(&mut self, request: DialogRequest) -> bool {
        if self.pending.is_some() {
            return false;
        }
        let (tx, rx): (Sender<DialogOutcome>, Receiver<DialogOutcome>) = channel();
        let ctx = self.ctx.clone();
        let purpose = request.purpose;
        let spawned = std::thread::Builder::new().name("file-dialog".into()).spawn(move || {
            let mut dialog = match request.purpose {
                DialogPurpose::ImportProject | DialogPurpose::ExportProject | DialogPurpose::OpenProject => {
                    rfd::FileDialog::new().add_filter("SonLVL project", &["ini"])
                }
                DialogPurpose::ExportJson => rfd::FileDialog::new().add_filter("JSON level", &["json"]),
                DialogPurpose::ImportImage => rfd::FileDialog::new().add_filter("PNG image", &["png"]),
                DialogPurpose::Open | DialogPurpose::SaveAs => {
                    rfd::FileDialog::new().add_filter("SPG Studio level", &["ron"])
                }
                DialogPurpose::OpenSpecialStage => {
                    rfd::FileDialog::new().add_filter("Special stage (.ron, disassembly .eni)", &["ron", "eni"])
                }
                DialogPurpose::SaveSpecialStageAs => rfd::FileDialog::new().add_filter("Special stage", &["ron"]),
                DialogPurpose::OpenDisassemblyFolder => rfd::FileDialog::new(),
            };
            if let Some(dir) = &request.directory {
                dialog = dialog.set_directory(dir);
            }
            if let Some(name) = &request.file_name {
                dialog = dialog.set_file_name(name);
            }
            let started = Instant::now();
            let picked = match request.purpose {
                DialogPurpose::Open
                | DialogPurpose::ImportProject
                | DialogPurpose::ImportImage
                | DialogPurpose::ExportProject
                | DialogPurpose::OpenProject
                | DialogPurpose::OpenSpecialStage => dialog.pick_file(),
                DialogPurpose::OpenDisassemblyFolder => dialog.pick_folder(),
                DialogPurpose::SaveAs | DialogPurpose::ExportJson | DialogPurpose::SaveSpecialStageAs => {
                    dialog.save_file()
                }
            };
            let outcome = match picked {
                Some(path) => DialogOutcome::Picked(path),
                None if started.elapsed() < UNAVAILABLE_WITHIN => DialogOutcome::Unavailable,
                None => DialogOutcome::Cancelled,
            };
            // The receiver is gone only if the app has quit; nothing to report then.
            let _ = tx.send(outcome);
            ctx.request_repaint();
        });
        match spawned {
            Ok(_) => {
                self.pending = Some((purpose, rx));
                true
            }
            Err(_) => {
                // No thread, no dialog: let the app fall back to a typed path.
                let (tx, rx) = channel();
                let _ = tx.send(DialogOutcome::Unavailable);
                self.pending = Some((purpose, rx));
                true
            }
        }
    }

    fn poll(&mut self) -> Option<(DialogPurpose, DialogOutcome)> {
        let (purpose, rx) = self.pending.as_ref()?;
        let purpose = *purpose;
        let outcome = match rx.try_recv() {
            Ok(outcome) => outcome,
            Err(std::sync::mpsc::TryRecvError::Empty) => return None,
            // The worker died without answering (a panic inside the dialog library): treat as unavailable.
            Err(std::sync::mpsc::TryRecvError::Disconnected) => DialogOutcome::Unavailable,
        };
        self.pending = None;
        Some((purpose, outcome))
    }

    fn is_open(&self) -> bool {
        self.pending.is_some()
    }
}

/// Dialogs that answer from a script, for tests: each request takes the next outcome (Cancelled when empty).
#[derive(Debug, Default)]
pub struct ScriptedDialogs {
    outcomes: VecDeque<DialogOutcome>,
    open: Option<DialogPurpose>,
    /// Every request made, in order.
    pub requests: Vec<DialogRequest>,
}

impl ScriptedDialogs {
    pub fn new(outcomes: impl IntoIterator<Item = DialogOutcome>) -> Self {
        ScriptedDialogs { outcomes: outcomes.into_iter().collect(), open: None, requests: Vec::new() }
    }
}

impl FileDialogs for ScriptedDialogs {
    fn request(&mut self, request: DialogRequest) -> bool {
        if self.open.is_some() {
            return false;
        }
        self.open = Some(request.purpose);
        self.requests.push(request);
        true
    }

    fn poll(&mut self) -> Option<(DialogPurpose, DialogOutcome)> {
        let purpose = self.open.take()?;
        Some((purpose, self.outcomes.pop_front().unwrap_or(DialogOutcome::Cancelled)))
    }

    fn is_open(&self) -> bool {
        self.open.is_some()
    }
}

/// A load error as report lines, the format `spg-studio check` prints and the error window shows:
/// `FILE:LINE:COL: message` (syntax), `FILE: path: message` (each semantic problem), `FILE: message` (the rest).
pub fn load_error_lines(label: &str, err: &LoadError) -> Vec<String> {
    match err {
        LoadError::Syntax { line, column, message } => vec![format!("{label}:{line}:{column}: {message}")],
        LoadError::Invalid(problems) => {
            problems.iter().map(|p| format!("{label}: {}: {}", p.path, p.message)).collect()
        }
        LoadError::Io { source, .. } => vec![format!("{label}: cannot read: {source}")],
        // Read errors (too large, not a regular file, not UTF-8 with its offset), an unsupported version and
        // anything formats adds later: its own message says it all.
        _ => vec![format!("{label}: {err}")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::validate::Problem;

    #[test]
    fn load_errors_read_as_report_lines() {
        let syntax = LoadError::Syntax { line: 3, column: 14, message: "Expected ','".into() };
        assert_eq!(load_error_lines("a.ron", &syntax), vec!["a.ron:3:14: Expected ','"]);
        let invalid = LoadError::Invalid(vec![
            Problem { path: "chunks[0].blocks[1].a.tile".into(), message: "9 out of range".into() },
            Problem { path: "layout".into(), message: "too wide".into() },
        ]);
        assert_eq!(
            load_error_lines("a.ron", &invalid),
            vec!["a.ron: chunks[0].blocks[1].a.tile: 9 out of range", "a.ron: layout: too wide"]
        );
        let missing = LoadError::Io { path: "a.ron".into(), source: std::io::ErrorKind::NotFound.into() };
        assert_eq!(load_error_lines("a.ron", &missing), vec!["a.ron: cannot read: entity not found"]);
    }

    #[test]
    fn scripted_dialogs_answer_one_request_at_a_time() {
        let mut d = ScriptedDialogs::new([DialogOutcome::Picked("x.ron".into())]);
        assert_eq!(d.poll(), None);
        let open = DialogRequest { purpose: DialogPurpose::Open, directory: None, file_name: None };
        assert!(d.request(open.clone()));
        assert!(!d.request(open.clone()));
        assert!(d.is_open());
        assert_eq!(d.poll(), Some((DialogPurpose::Open, DialogOutcome::Picked("x.ron".into()))));
        assert!(d.request(open));
        assert_eq!(d.poll(), Some((DialogPurpose::Open, DialogOutcome::Cancelled)));
        assert_eq!(d.requests.len(), 2);
    }
}
