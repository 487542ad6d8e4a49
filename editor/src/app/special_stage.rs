//! The special-stage mode of the app (`crate::special_stage`): entering it (File → New special stage / Open
//! special stage…, a special stage on the command line, dropped, or picked from the recent files), its frame
//! (keys, the play-test at 60 Hz, the editor's panels) and its file verbs (dialogs, the unsaved-changes prompt,
//! atomic saves). The level stays open underneath: Close special stage goes back to it.

use super::StudioApp;
use crate::command::Command;
use crate::command::play_keys::PlayKeys;
use crate::files::{DialogPurpose, DialogRequest};
use crate::panels::windows::{self, ErrorReport, UnsavedChoice};
use crate::special_stage::{SpecialStageEditor, SsCommand, SsTool};
use egui::{Key, KeyboardShortcut, Modifiers};
use formats::special_stage::StageId;
use std::path::{Path, PathBuf};
use studio_core::special_stage::{SsDocument, is_special_stage_file};

impl StudioApp {
    /// Whether a file is a special stage (opened in the special-stage editor) rather than a level.
    pub fn is_special_stage(path: &Path) -> bool {
        is_special_stage_file(path)
    }

    /// Shows `doc` in the special-stage editor (entering the mode, or replacing the open stage).
    pub fn show_special_stage(&mut self, doc: SsDocument) {
        match &mut self.special_stage {
            Some(editor) => editor.replace(doc),
            None => self.special_stage = Some(SpecialStageEditor::new(doc)),
        }
    }

    /// Opens a special stage file in the special-stage editor; on failure shows why and keeps what was open.
    pub fn open_special_stage(&mut self, path: &Path) -> bool {
        match SsDocument::open(path) {
            Ok(doc) => {
                self.show_special_stage(doc);
                self.notice = Some(format!("Opened special stage {}", path.display()));
                let _ = self.session.recent.add(path);
                true
            }
            Err(message) => {
                self.errors.push(ErrorReport {
                    title: "Could not open the special stage".to_string(),
                    lines: vec![message],
                    note: "What was open is unchanged.".to_string(),
                });
                false
            }
        }
    }

    /// A disassembly folder was chosen: its stage is picked in the special-stage editor.
    pub(super) fn special_stage_folder_chosen(&mut self, dir: &Path) {
        if !dir.join("sslayout").is_dir() {
            self.errors.push(ErrorReport {
                title: "Not a Sonic 1 disassembly".to_string(),
                lines: vec![format!("{} has no sslayout folder (s1disasm keeps the stages there)", dir.display())],
                note: "Pick the disassembly's top folder.".to_string(),
            });
            return;
        }
        if self.special_stage.is_none() {
            self.show_special_stage(SsDocument::untitled());
        }
        if let Some(editor) = &mut self.special_stage {
            editor.picker = Some(dir.to_path_buf());
        }
    }

    /// Saves the open special stage to `path`; on failure shows why (the file on disk is untouched then).
    pub(super) fn save_special_stage_to(&mut self, path: &Path) -> bool {
        let Some(editor) = &mut self.special_stage else { return false };
        match editor.doc.save_as(path) {
            Ok(()) => {
                self.notice = Some(format!("Saved {}", path.display()));
                let _ = self.session.recent.add(path);
                true
            }
            Err(message) => {
                self.errors.push(ErrorReport {
                    title: format!("Could not save {}", path.display()),
                    lines: vec![message],
                    note: "Nothing was written; the file on disk is unchanged.".to_string(),
                });
                false
            }
        }
    }

    fn special_stage_dialog(&mut self, purpose: DialogPurpose) {
        let editor = self.special_stage.as_ref();
        let directory = editor.and_then(|e| e.doc.path()).and_then(Path::parent).map(Path::to_path_buf);
        let file_name = (purpose == DialogPurpose::SaveSpecialStageAs)
            .then(|| editor.map(|e| e.doc.file_name()).unwrap_or_else(|| "special_stage.ron".to_string()));
        self.dialogs.request(DialogRequest { purpose, directory, file_name });
    }

    /// The special-stage mode's frame: the same order as the level editor's (files, keys, the game frame, the
    /// panels, then the panels' commands).
    pub(super) fn special_stage_frame(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // Quitting with unsaved special-stage changes asks first.
        let close_asked = ctx.input(|i| i.viewport().close_requested())
            && self.special_stage.as_ref().is_some_and(|e| e.doc.is_dirty())
            && !self.session.close_confirmed;
        if close_asked {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            if let Some(editor) = &mut self.special_stage {
                editor.confirm = Some(SsCommand::Close);
                editor.quit_after_close = true;
            }
        }
        self.poll_dialogs();
        // The level's own quit prompt waits until the special stage is closed.
        if !close_asked {
            self.session_frame(&ctx);
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw.dropped_files.iter().map(|f| f.path().to_path_buf()).filter(|p| !p.as_os_str().is_empty()).collect()
        });
        let mut out = Vec::new();
        if let Some(path) = dropped.first() {
            if Self::is_special_stage(path) {
                out.push(SsCommand::OpenFile(path.clone()));
            } else {
                self.errors.push(ErrorReport {
                    title: "Not a special stage".to_string(),
                    lines: vec![format!("{} is not a special stage file", path.display())],
                    note: "Close the special stage (File menu) to open levels.".to_string(),
                });
            }
        }
        self.special_stage_keys(&ctx, &mut out);
        for command in out.drain(..) {
            self.apply_special(&ctx, command, false);
        }
        if self.special_stage.is_none() {
            return;
        }
        let typing = ctx.egui_wants_keyboard_input() || self.is_special_modal();
        let bindings = &self.panels.play.controls.bindings;
        let keys = if typing { formats::inputs::Buttons::NONE } else { ctx.input(|i| bindings.buttons(i)) };
        let seconds = self.playtest.fixed_dt.unwrap_or_else(|| ctx.input(|i| f64::from(i.stable_dt)));
        let running = match &mut self.special_stage {
            Some(editor) => {
                let held = if editor.play.is_some() {
                    crate::input::bindings::held_with_gamepad(keys, &mut self.gamepad)
                } else {
                    keys
                };
                editor.advance(seconds, held)
            }
            None => false,
        };
        if running {
            ctx.request_repaint();
        }
        if self.giant_ring_return() {
            ctx.request_repaint();
            return;
        }
        let notice = self.notice.clone();
        // Commands the unsaved-changes prompt let through.
        let mut approved = Vec::new();
        if let Some(editor) = &mut self.special_stage {
            editor.show(ui, &mut out, notice.as_deref());
            if let Some(dir) = editor.picker.clone()
                && let Some(command) = stage_picker(&ctx, &dir)
            {
                out.push(command);
            }
            if let Some(pending) = &editor.confirm {
                let doing = match pending {
                    SsCommand::Close => "closing it",
                    SsCommand::New => "starting a new one",
                    _ => "opening another",
                };
                if let Some(choice) = windows::unsaved_prompt(&ctx, &editor.doc.file_name(), doing) {
                    let pending = editor.confirm.take();
                    match (choice, pending) {
                        (UnsavedChoice::Discard, Some(command)) => approved.push(command),
                        (UnsavedChoice::Save, Some(command)) => {
                            out.push(SsCommand::Save);
                            // Without a file yet, Save asks where first; the user then repeats the command.
                            if editor.doc.path().is_some() {
                                approved.push(command);
                            }
                        }
                        _ => editor.quit_after_close = false,
                    }
                }
            }
        }
        windows::errors(&ctx, &mut self.errors);
        if let Some((purpose, path)) = windows::path_prompt(&ctx, &mut self.path_prompt) {
            self.finish_file_choice(purpose, &path);
        }
        self.session_windows(&ctx);
        if !out.is_empty() {
            ctx.request_repaint();
        }
        for command in out {
            self.apply_special(&ctx, command, false);
        }
        for command in approved {
            self.apply_special(&ctx, command, true);
        }
        if let Some(title) = self.special_stage.as_ref().map(|e| e.doc.window_title())
            && title != self.title_sent
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title_sent = title;
        }
    }

    fn is_special_modal(&self) -> bool {
        self.session.is_modal()
            || self.path_prompt.is_some()
            || self.special_stage.as_ref().is_some_and(|e| e.confirm.is_some() || e.picker.is_some())
    }

    /// The special-stage editor's keys: Ctrl+Z/Y undo and redo, Ctrl+S save, Ctrl+O open, Ctrl+N new, B and R
    /// pick the tools, F fits the grid, and the level play-test's keys as bound (P, Enter, `.`, `,`,
    /// Shift+`,`, Esc).
    fn special_stage_keys(&self, ctx: &egui::Context, out: &mut Vec<SsCommand>) {
        if ctx.egui_wants_keyboard_input() || self.is_special_modal() {
            return;
        }
        let Some(editor) = &self.special_stage else { return };
        let running = editor.play.as_ref().is_some_and(|p| !p.paused);
        let keys = PlayKeys::current(ctx);
        let cmd = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND, key));
        let cmd_shift = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, key));
        let plain = |key| (!running).then_some(KeyboardShortcut::new(Modifiers::NONE, key));
        // More modifiers first: egui matches Shift loosely.
        let mut table = vec![
            (cmd_shift(Key::Z), SsCommand::Redo),
            (cmd_shift(Key::S), SsCommand::SaveAs),
            (cmd(Key::Z), SsCommand::Undo),
            (cmd(Key::Y), SsCommand::Redo),
            (cmd(Key::S), SsCommand::Save),
            (cmd(Key::O), SsCommand::Open),
            (cmd(Key::N), SsCommand::New),
            (keys.effective(&Command::RewindSecond), SsCommand::RewindSecond),
            (keys.effective(&Command::PlayFromStart), SsCommand::Play),
            (keys.effective(&Command::PauseResume), SsCommand::PauseResume),
            (keys.effective(&Command::StepForward), SsCommand::Step),
            (keys.effective(&Command::StepBack), SsCommand::StepBack),
            (keys.effective(&Command::StopPlay).filter(|_| editor.play.is_some()), SsCommand::Stop),
            (plain(Key::B), SsCommand::Tool(SsTool::Paint)),
            (plain(Key::R), SsCommand::Tool(SsTool::Fill)),
            (plain(Key::F), SsCommand::FitGrid),
        ];
        table.sort_by_key(|(s, _)| std::cmp::Reverse(s.map_or(0, |s| crate::command::modifier_count(s.modifiers))));
        ctx.input_mut(|i| {
            for (shortcut, command) in table {
                if shortcut.is_some_and(|s| i.consume_shortcut(&s)) {
                    out.push(command);
                }
            }
        });
    }

    /// Applies a special-stage command: the file verbs here (after the unsaved-changes prompt when `confirmed`
    /// is false and the stage has unsaved changes), the rest in the editor.
    pub fn apply_special(&mut self, ctx: &egui::Context, command: SsCommand, confirmed: bool) {
        let Some(editor) = &mut self.special_stage else { return };
        let guarded = matches!(
            command,
            SsCommand::New | SsCommand::Open | SsCommand::OpenFolder | SsCommand::Close | SsCommand::OpenFile(_)
        ) || matches!(&command, SsCommand::OpenStage(..));
        if guarded && !confirmed && editor.doc.is_dirty() && editor.confirm.is_none() {
            editor.confirm = Some(command);
            return;
        }
        match command {
            SsCommand::New => {
                self.show_special_stage(SsDocument::untitled());
                self.notice = Some("New special stage".to_string());
            }
            SsCommand::Open => self.special_stage_dialog(DialogPurpose::OpenSpecialStage),
            SsCommand::OpenFolder => self.special_stage_dialog(DialogPurpose::OpenDisassemblyFolder),
            SsCommand::OpenFile(path) => {
                self.open_special_stage(&path);
            }
            SsCommand::OpenStage(dir, id) => {
                editor.picker = None;
                match SsDocument::open_disassembly(&dir, id) {
                    Ok(doc) => {
                        self.show_special_stage(doc);
                        self.notice = Some(format!("Opened special stage {} of {}", stage_name(id), dir.display()));
                    }
                    Err(message) => self.errors.push(ErrorReport {
                        title: format!("Could not read special stage {}", stage_name(id)),
                        lines: vec![message],
                        note: "What was open is unchanged.".to_string(),
                    }),
                }
            }
            SsCommand::Save => match editor.doc.path().map(Path::to_path_buf) {
                Some(path) => {
                    self.save_special_stage_to(&path);
                }
                None => self.special_stage_dialog(DialogPurpose::SaveSpecialStageAs),
            },
            SsCommand::SaveAs => self.special_stage_dialog(DialogPurpose::SaveSpecialStageAs),
            SsCommand::Close => {
                let quit = editor.quit_after_close;
                self.special_stage = None;
                self.title_sent.clear();
                self.notice = Some("Closed the special stage".to_string());
                if quit {
                    // The window's close request that asked about the special stage goes on (the level's
                    // own prompt follows if it has unsaved changes).
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                }
            }
            other => {
                if let Some(message) = editor.apply(other) {
                    self.notice = Some(message);
                }
            }
        }
    }
}

fn stage_name(id: StageId) -> String {
    format!("{}{}", id.stage, if id.jp1 { " (JP1)" } else { "" })
}

/// Which stage of a disassembly folder to open: one button per layout the folder has (`S1SSEdit.ini`'s eight).
fn stage_picker(ctx: &egui::Context, dir: &Path) -> Option<SsCommand> {
    let mut chosen = None;
    let modal = egui::Modal::new(egui::Id::unique("ss_stage_picker")).show(ctx, |ui| {
        ui.heading("Open special stage");
        ui.label(dir.display().to_string());
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            for id in StageId::ALL {
                let exists = dir.join(id.layout_path()).is_file();
                let label = format!("Stage {}", stage_name(id));
                if ui.add_enabled(exists, egui::Button::new(label)).clicked() {
                    chosen = Some(SsCommand::OpenStage(dir.to_path_buf(), id));
                }
            }
        });
        ui.add_space(6.0);
        if ui.button("Cancel").clicked() {
            chosen = Some(SsCommand::CancelPicker);
        }
    });
    if modal.should_close() && chosen.is_none() {
        chosen = Some(SsCommand::CancelPicker);
    }
    chosen
}
