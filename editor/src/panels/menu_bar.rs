//! The menu bar: File, Edit, View, Help.

use crate::actions::{Action, ViewLayer};
use crate::canvas::ViewSettings;
use crate::commands::History;
use egui::Button;
use std::path::PathBuf;

fn item(ui: &mut egui::Ui, action: Action, actions: &mut Vec<Action>) {
    let button = Button::new(action.label()).shortcut_text(action.shortcut_text(ui.ctx()));
    if ui.add(button).clicked() {
        actions.push(action);
    }
}

fn check_item(ui: &mut egui::Ui, checked: bool, action: Action, actions: &mut Vec<Action>) {
    let button = Button::selectable(checked, action.label()).shortcut_text(action.shortcut_text(ui.ctx()));
    if ui.add(button).clicked() {
        actions.push(action);
    }
}

/// File → Open Recent: newest first, file name with its folder beside it (hover: the full path).
fn recent_menu(ui: &mut egui::Ui, recent: &[PathBuf], actions: &mut Vec<Action>) {
    ui.add_enabled_ui(!recent.is_empty(), |ui| {
        ui.menu_button("Open Recent", |ui| {
            for (i, path) in recent.iter().enumerate() {
                let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into());
                let folder = path.parent().map(|p| p.display().to_string()).unwrap_or_default();
                let button = Button::new(name).shortcut_text(folder);
                if ui.add(button).on_hover_text(path.display().to_string()).clicked() {
                    actions.push(Action::OpenRecent(i));
                }
            }
        });
    });
}

pub fn show(
    ui: &mut egui::Ui,
    settings: &ViewSettings,
    history: &History,
    recent: &[PathBuf],
    actions: &mut Vec<Action>,
) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            item(ui, Action::New, actions);
            item(ui, Action::Open, actions);
            recent_menu(ui, recent, actions);
            item(ui, Action::OpenPath, actions);
            ui.separator();
            item(ui, Action::ImportSonLvl, actions);
            ui.separator();
            item(ui, Action::Save, actions);
            item(ui, Action::SaveAs, actions);
            ui.separator();
            item(ui, Action::Quit, actions);
        });
        ui.menu_button("Edit", |ui| {
            let undo = history.undo_label().map_or_else(|| "Undo".to_string(), |l| format!("Undo {l}"));
            let redo = history.redo_label().map_or_else(|| "Redo".to_string(), |l| format!("Redo {l}"));
            for (action, label, enabled) in
                [(Action::Undo, undo, history.can_undo()), (Action::Redo, redo, history.can_redo())]
            {
                let button = Button::new(label).shortcut_text(action.shortcut_text(ui.ctx()));
                if ui.add_enabled(enabled, button).clicked() {
                    actions.push(action);
                }
            }
        });
        ui.menu_button("View", |ui| {
            for layer in [ViewLayer::A, ViewLayer::B, ViewLayer::Both] {
                check_item(ui, settings.layer == layer, Action::ShowLayer(layer), actions);
            }
            ui.separator();
            check_item(ui, settings.chunk_grid, Action::ToggleChunkGrid, actions);
            check_item(ui, settings.block_grid, Action::ToggleBlockGrid, actions);
            ui.separator();
            item(ui, Action::FitLevel, actions);
            item(ui, Action::ZoomOneToOne, actions);
        });
        ui.menu_button("Help", |ui| {
            item(ui, Action::ShowShortcuts, actions);
        });
    });
}
