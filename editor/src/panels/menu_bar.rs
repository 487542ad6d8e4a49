//! The menu bar: File, Edit, View, Level, Help.

use crate::command::{Command, Commands, Context};
use egui::Button;
use std::path::PathBuf;
use strum::IntoEnumIterator;
use studio_core::view::ViewLayer;

fn item(ui: &mut egui::Ui, command: Command, out: &mut Commands) {
    let button = Button::new(command.label()).shortcut_text(command.shortcut_text(ui.ctx()));
    if ui.add(button).on_hover_text(command.entry().tooltip).clicked() {
        out.push(command);
    }
}

fn check_item(ui: &mut egui::Ui, checked: bool, command: Command, out: &mut Commands) {
    let button = Button::selectable(checked, command.label()).shortcut_text(command.shortcut_text(ui.ctx()));
    if ui.add(button).on_hover_text(command.entry().tooltip).clicked() {
        out.push(command);
    }
}

/// File → Open Recent: newest first, file name with its folder beside it (hover: the full path); SonLVL
/// projects (opened in project mode) are marked as such.
fn recent_menu(ui: &mut egui::Ui, recent: &[PathBuf], out: &mut Commands) {
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        ui.menu_button("Open Recent", |ui| {
            for (i, path) in recent.iter().enumerate() {
                let mut name: String =
                    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into());
                if crate::panels::project::is_project_file(path) {
                    name.push_str(" (SonLVL project)");
                }
                let folder = path.parent().map(|p| p.display().to_string()).unwrap_or_default();
                let button = Button::new(name).shortcut_text(folder);
                if ui.add(button).on_hover_text(path.display().to_string()).clicked() {
                    out.push(Command::OpenRecent(i));
                }
            }
        });
    });
}

/// The menu bar; every item is a command from the command table (label, shortcut, tooltip).
pub fn show(ui: &mut egui::Ui, ctx: &Context, recent: &[PathBuf], out: &mut Commands) {
    let (settings, history) = (ctx.view, ctx.doc.history());
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            item(ui, Command::New, out);
            item(ui, Command::Open, out);
            recent_menu(ui, recent, out);
            item(ui, Command::OpenPath, out);
            ui.separator();
            item(ui, Command::OpenProject, out);
            item(ui, Command::ImportSonLvl, out);
            item(ui, Command::ImportImage, out);
            item(ui, Command::ExportSonLvl, out);
            item(ui, Command::ExportJson, out);
            ui.separator();
            item(ui, Command::NewSpecialStage, out);
            item(ui, Command::OpenSpecialStage, out);
            item(ui, Command::OpenSpecialStageFolder, out);
            ui.separator();
            item(ui, Command::Save, out);
            item(ui, Command::SaveAs, out);
            ui.separator();
            item(ui, Command::Quit, out);
        });
        ui.menu_button("Edit", |ui| {
            let undo = history.undo_label().map_or_else(|| "Undo".to_string(), |l| format!("Undo {l}"));
            let redo = history.redo_label().map_or_else(|| "Redo".to_string(), |l| format!("Redo {l}"));
            for (command, label, enabled) in
                [(Command::Undo, undo, history.can_undo()), (Command::Redo, redo, history.can_redo())]
            {
                let button = Button::new(label).shortcut_text(command.shortcut_text(ui.ctx()));
                if ui.add_enabled(enabled, button).clicked() {
                    out.push(command);
                }
            }
        });
        ui.menu_button("View", |ui| {
            for layer in ViewLayer::iter() {
                check_item(ui, settings.layer == layer, Command::ShowLayer(layer), out);
            }
            ui.separator();
            check_item(ui, settings.chunk_grid, Command::ToggleChunkGrid, out);
            check_item(ui, settings.block_grid, Command::ToggleBlockGrid, out);
            ui.separator();
            item(ui, Command::FitLevel, out);
            item(ui, Command::ZoomToSelection, out);
            item(ui, Command::ZoomOneToOne, out);
            item(ui, Command::ZoomIn, out);
            item(ui, Command::ZoomOut, out);
        });
        ui.menu_button("Level", |ui| {
            item(ui, Command::ShowProblems, out);
            item(ui, Command::RunSweep, out);
        });
        ui.menu_button("Help", |ui| {
            item(ui, Command::ShowGuide, out);
            item(ui, Command::ShowShortcuts, out);
            ui.separator();
            item(ui, Command::ShowAbout, out);
        });
    });
}
