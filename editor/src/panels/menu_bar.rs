//! The menu bar: File, View, Help.

use crate::actions::{Action, ViewLayer};
use crate::canvas::ViewSettings;
use egui::Button;

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

pub fn show(ui: &mut egui::Ui, settings: &ViewSettings, actions: &mut Vec<Action>) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            item(ui, Action::Open, actions);
            item(ui, Action::OpenPath, actions);
            ui.separator();
            item(ui, Action::Save, actions);
            item(ui, Action::SaveAs, actions);
            ui.separator();
            item(ui, Action::Quit, actions);
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
            item(ui, Action::ShowControls, actions);
        });
    });
}
