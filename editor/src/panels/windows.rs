//! Floating windows: error reports, the typed-path prompt (when no file dialog is available), the
//! unsaved-changes prompt and the offer to restore autosaved work.

use crate::files::DialogPurpose;
use std::path::PathBuf;

/// An error to show until the user closes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ErrorReport {
    pub title: String,
    pub lines: Vec<String>,
    /// What happened to the user's work ("The level that was open is unchanged.").
    pub note: String,
}

/// Asks for a path as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathPrompt {
    pub purpose: DialogPurpose,
    pub text: String,
    /// Why we ask (e.g. no file dialog available); empty when the user chose "Open by path…".
    pub reason: String,
    /// Put the keyboard focus in the text field on the next frame (so the user can type at once).
    focus_pending: bool,
}

impl PathPrompt {
    pub fn new(purpose: DialogPurpose, text: String, reason: String) -> Self {
        PathPrompt { purpose, text, reason, focus_pending: true }
    }
}

/// Shows every error report; removes the ones the user closes.
pub fn errors(ctx: &egui::Context, errors: &mut Vec<ErrorReport>) {
    // Enter or Esc closes the newest error (the one on top), as OK does.
    if !errors.is_empty()
        && !ctx.egui_wants_keyboard_input()
        && ctx.input_mut(|i| {
            i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
                || i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)
        })
    {
        errors.pop();
    }
    let mut closed = Vec::new();
    for (i, report) in errors.iter().enumerate() {
        let mut open = true;
        egui::Window::new(report.title.as_str())
            .id(egui::Id::unique(("error_report", i)))
            .collapsible(false)
            .resizable(true)
            .default_width(520.0)
            .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 30.0 * i as f32))
            .open(&mut open)
            .show(ctx, |ui| {
                egui::ScrollArea::vertical().max_height(300.0).show(ui, |ui| {
                    for line in &report.lines {
                        ui.monospace(line);
                    }
                });
                ui.add_space(6.0);
                if !report.note.is_empty() {
                    ui.label(&report.note);
                }
                if ui.button("OK").clicked() {
                    closed.push(i);
                }
            });
        if !open {
            closed.push(i);
        }
    }
    for i in closed.into_iter().rev() {
        if i < errors.len() {
            errors.remove(i);
        }
    }
}

/// Shows the path prompt; returns the path once the user confirms it. Clears `prompt` when done or cancelled.
pub fn path_prompt(ctx: &egui::Context, prompt: &mut Option<PathPrompt>) -> Option<(DialogPurpose, PathBuf)> {
    let p = prompt.as_mut()?;
    let (title, button, what, hint) = match p.purpose {
        DialogPurpose::Open => ("Open level", "Open", "Path of the level file (.ron):", "levels/my_level.ron"),
        DialogPurpose::SaveAs => ("Save level as", "Save", "Path of the level file (.ron):", "levels/my_level.ron"),
        DialogPurpose::ExportJson => ("Export JSON", "Export", "Path of the JSON file:", "levels/my_level.json"),
        DialogPurpose::OpenSpecialStage => (
            "Open special stage",
            "Open",
            "Path of the special stage (.ron, or a disassembly's sslayout/N.eni):",
            "special_stage.ron",
        ),
        DialogPurpose::SaveSpecialStageAs => {
            ("Save special stage as", "Save", "Path of the special stage file (.ron):", "special_stage.ron")
        }
        DialogPurpose::OpenDisassemblyFolder => {
            ("Open special stage", "Choose", "Path of the Sonic 1 disassembly folder:", "s1disasm")
        }
        DialogPurpose::ExportProject => (
            "Export to SonLVL project",
            "Choose",
            "Path of the SonLVL project (.ini):",
            "s2disasm/SonLVL INI Files/SonLVL.ini",
        ),
        DialogPurpose::OpenProject => (
            "Open SonLVL project",
            "Open",
            "Path of the SonLVL project (.ini):",
            "s2disasm/SonLVL INI Files/SonLVL.ini",
        ),
        DialogPurpose::ImportImage => ("Import image", "Choose", "Path of the PNG:", "art/tileset.png"),
        DialogPurpose::ImportProject => (
            "Import SonLVL project",
            "Choose",
            "Path of the SonLVL project (.ini):",
            "s2disasm/SonLVL INI Files/SonLVL.ini",
        ),
    };
    let mut result = None;
    let mut cancel = false;
    egui::Window::new(title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            if !p.reason.is_empty() {
                ui.label(&p.reason);
            }
            ui.label(what);
            let edit = ui.add(egui::TextEdit::singleline(&mut p.text).desired_width(420.0).hint_text(hint));
            if std::mem::take(&mut p.focus_pending) {
                edit.request_focus();
            }
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.horizontal(|ui| {
                let path = p.text.trim();
                if (ui.add_enabled(!path.is_empty(), egui::Button::new(button)).clicked() || entered)
                    && !path.is_empty()
                {
                    result = Some((p.purpose, PathBuf::from(path)));
                }
                if ui.button("Cancel").clicked() {
                    cancel = true;
                }
            });
        });
    if result.is_some() || cancel {
        *prompt = None;
    }
    result
}

/// The user's answer to the unsaved-changes prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnsavedChoice {
    /// Save the level, then go on.
    Save,
    /// Go on and lose the changes.
    Discard,
    /// Do nothing.
    Cancel,
}

/// Asks what to do with unsaved changes before `doing` ("opening another level", "quitting"). Returns the
/// answer once a button is pressed (Escape or the window's close button: Cancel).
pub fn unsaved_prompt(ctx: &egui::Context, level_name: &str, doing: &str) -> Option<UnsavedChoice> {
    let mut choice = None;
    // Modal: the level behind must not change while the user decides what happens to it.
    let modal = egui::Modal::new(egui::Id::unique("unsaved_prompt")).show(ctx, |ui| {
        ui.heading("Unsaved changes");
        ui.add_space(6.0);
        ui.label(format!("\u{201c}{level_name}\u{201d} has unsaved changes."));
        ui.label(format!("Save them before {doing}?"));
        ui.add_space(6.0);
        // Enter saves (the default button), Esc cancels.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() || enter {
                choice = Some(UnsavedChoice::Save);
            }
            if ui.button("Discard").clicked() {
                choice = Some(UnsavedChoice::Discard);
            }
            if ui.button("Cancel").clicked() {
                choice = Some(UnsavedChoice::Cancel);
            }
        });
    });
    if modal.should_close() {
        choice = choice.or(Some(UnsavedChoice::Cancel));
    }
    choice
}

/// Offers to restore work that a window which did not close cleanly autosaved; `waiting` autosaves are waiting
/// (this one included). `description` is already escaped for display. Returns `Some(true)` for Restore,
/// `Some(false)` for Discard.
pub fn recovery_prompt(ctx: &egui::Context, description: &[String], waiting: usize) -> Option<bool> {
    let mut choice = None;
    egui::Modal::new(egui::Id::unique("recovery_prompt")).show(ctx, |ui| {
        ui.heading("Restore unsaved work?");
        ui.add_space(6.0);
        ui.label("A window of SPG Studio did not close cleanly. Its unsaved changes were autosaved:");
        for line in description {
            ui.monospace(line);
        }
        if waiting > 1 {
            ui.label(format!("The newest of {waiting} autosaves: Discard shows the next one."));
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui.button("Restore").clicked() {
                choice = Some(true);
            }
            if ui.button("Discard").clicked() {
                choice = Some(false);
            }
        });
    });
    choice
}
