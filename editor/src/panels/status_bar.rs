//! Bottom bar: position, chunk, block and tile under the cursor, the tile's angle; on the right the zoom,
//! the active tool, whether there are unsaved changes, and the last file operation's result.

use formats::Level;
use studio_core::editing::Tool;
use studio_core::probe::{Probe, status_text};
use studio_core::view::ViewLayer;

/// The right-hand side of the status bar.
#[derive(Clone, Copy, Debug)]
pub struct Session<'a> {
    pub zoom: f32,
    pub tool: Tool,
    pub dirty: bool,
    /// The last file operation's result ("Saved levels/a.ron").
    pub notice: Option<&'a str>,
}

pub fn show(ui: &mut egui::Ui, level: &Level, hover: Option<&Probe>, view: ViewLayer, session: Session<'_>) {
    // The right-hand side is laid out first, so a long notice shortens the hint on the left (elided with …)
    // instead of being drawn over it.
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        ui.monospace(format!("{:.0} %", session.zoom * 100.0));
        ui.separator();
        ui.label(crate::command::Command::SetTool(session.tool).label());
        if session.dirty {
            ui.separator();
            ui.colored_label(ui.visuals().warn_fg_color, "Unsaved changes");
        }
        if let Some(notice) = session.notice {
            ui.separator();
            ui.label(notice);
        }
        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| match hover {
            Some(p) => {
                let text = status_text(level, p, view);
                ui.add(egui::Label::new(egui::RichText::new(text.position).monospace()).truncate());
                ui.separator();
                ui.add(egui::Label::new(text.chunk).truncate());
                ui.separator();
                ui.add(egui::Label::new(text.block).truncate());
                for layer in text.layers {
                    ui.separator();
                    ui.add(egui::Label::new(layer).truncate());
                }
            }
            None => {
                let hint = "Wheel: zoom · Middle drag or Space+drag: pan · Right click: edit in place · F: fit · \
                            Q/W/E: layer A/B/both · F1: all shortcuts";
                ui.add(egui::Label::new(egui::RichText::new(hint).weak()).truncate());
            }
        });
    });
}
