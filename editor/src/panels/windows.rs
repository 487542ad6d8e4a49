//! Floating windows: error reports, the typed-path prompt (when no file dialog is available), and the controls.

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
    let (title, button) = match p.purpose {
        DialogPurpose::Open => ("Open level", "Open"),
        DialogPurpose::SaveAs => ("Save level as", "Save"),
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
            ui.label("Path of the level file (.ron):");
            let edit =
                ui.add(egui::TextEdit::singleline(&mut p.text).desired_width(420.0).hint_text("levels/my_level.ron"));
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

/// The controls, for Help → Controls….
pub fn controls(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("Controls").open(open).collapsible(false).resizable(false).show(ctx, |ui| {
        egui::Grid::new("controls_grid").num_columns(2).spacing([16.0, 4.0]).show(ui, |ui| {
            for (key, what) in [
                ("Mouse wheel, Ctrl+wheel", "Zoom around the cursor"),
                ("Middle or right drag", "Pan"),
                ("Space + left drag", "Pan"),
                ("F", "Fit the level in the view"),
                ("1", "Zoom 1:1"),
                ("Q / W / E", "Show layer A / layer B / both"),
                ("G / Shift+G", "Chunk grid / block grid"),
                ("Ctrl+O / Ctrl+Shift+O", "Open / open by typed path"),
                ("Ctrl+S / Ctrl+Shift+S", "Save / save as"),
            ] {
                ui.monospace(key);
                ui.label(what);
                ui.end_row();
            }
        });
    });
}
