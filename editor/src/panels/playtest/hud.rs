//! The HUD under the level view: the player's variables in SPG terms (positions as pixel:subpixel, speeds in hex
//! and px/frame, the Ground Angle in hex and SPG degrees, mode, state, layer, control lock) and the live plot.

use egui::{RichText, vec2};
use studio_core::playtest::session::{PlaySession, position_text, speed_text};

/// The HUD and plot of the running play-test; `sensor_hover` is the sensor under the pointer, as text.
pub fn show(ui: &mut egui::Ui, session: &PlaySession, sensor_hover: Option<&str>) {
    let Some(play) = &session.play else { return };
    let p = &play.world.player;
    ui.horizontal_top(|ui| {
        egui::Grid::new("playtest_hud").num_columns(4).min_col_width(70.0).spacing(vec2(12.0, 2.0)).striped(true).show(
            ui,
            |ui| {
                let mode = play.report.mode.map_or("—", |m| m.name());
                let rows: [(&str, String, &str, String); 5] = [
                    ("X Position", position_text(p.x), "X Speed", speed_text(p.x_speed)),
                    ("Y Position", position_text(p.y), "Y Speed", speed_text(p.y_speed)),
                    ("Ground Angle", formats::Angle(p.angle).label(), "Ground Speed", speed_text(p.ground_speed)),
                    (
                        "Mode",
                        if p.air { format!("airborne (last: {mode})") } else { mode.to_string() },
                        "State",
                        format!(
                            "{}{}",
                            if p.air { "in the air" } else { "grounded" },
                            if p.rolling { ", rolling" } else { "" }
                        ),
                    ),
                    (
                        "Layer / priority",
                        format!("{:?} / {}", p.layer, if p.high_priority { "H" } else { "L" }),
                        "Control lock",
                        format!("{} frames", p.control_lock),
                    ),
                ];
                for (a, av, b, bv) in rows {
                    ui.label(RichText::new(a).weak());
                    ui.monospace(av);
                    ui.label(RichText::new(b).weak());
                    ui.monospace(bv);
                    ui.end_row();
                }
                ui.label(RichText::new("Frame").weak());
                ui.monospace(play.frame().to_string());
                ui.label(RichText::new("Radii (w, h)").weak());
                ui.monospace(format!("{}, {}", p.width_radius, p.height_radius));
                ui.end_row();
            },
        );
        ui.separator();
        super::plot::show(ui, &session.history);
    });
    if let Some(text) = sensor_hover {
        ui.label(text);
    }
}
