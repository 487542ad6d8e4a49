//! Bottom bar: position, chunk, block and tile under the cursor, the tile's angle, and the zoom.

use crate::actions::ViewLayer;
use crate::canvas::probe::{Probe, status_text};
use formats::Level;

pub fn show(ui: &mut egui::Ui, level: &Level, hover: Option<&Probe>, view: ViewLayer, zoom: f32, notice: Option<&str>) {
    ui.horizontal(|ui| {
        match hover {
            Some(p) => {
                let text = status_text(level, p, view);
                ui.monospace(text.position);
                ui.separator();
                ui.label(text.chunk);
                ui.separator();
                ui.label(text.block);
                for layer in text.layers {
                    ui.separator();
                    ui.label(layer);
                }
            }
            None => {
                ui.weak("Wheel: zoom · Middle/right drag or Space+drag: pan · F: fit · Q/W/E: layer A/B/both");
            }
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.monospace(format!("{:.0} %", zoom * 100.0));
            if let Some(notice) = notice {
                ui.separator();
                ui.label(notice);
            }
        });
    });
}
