//! The start-up offer over the level view: launched without a file, the editor opens the built-in sample (what a
//! first run shows) and offers the level worked on last time, one click away.

use crate::command::{Command, Commands};
use egui::RichText;
use std::path::Path;

/// The offer strip for the level at `path`.
pub fn show(ui: &mut egui::Ui, path: &Path, out: &mut Commands) {
    let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into());
    egui::Frame::new().fill(ui.visuals().faint_bg_color).inner_margin(egui::Margin::symmetric(8, 4)).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label("This is the built-in sample level. Last time you worked on");
            ui.label(RichText::new(name).strong()).on_hover_text(path.display().to_string());
            if ui
                .button(Command::ReopenLastLevel.label())
                .on_hover_text(Command::ReopenLastLevel.entry().tooltip)
                .clicked()
            {
                out.push(Command::ReopenLastLevel);
            }
            if ui.button("Dismiss").on_hover_text(Command::DismissReopen.entry().tooltip).clicked() {
                out.push(Command::DismissReopen);
            }
        });
    });
}
