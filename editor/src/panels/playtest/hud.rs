//! The HUD under the level view: the player's variables in SPG terms (positions as pixel:subpixel, speeds in hex
//! and px/frame, the Ground Angle in hex and SPG degrees, mode, state, layer, control lock) and the live plot.

use super::{fixed_width, mono_width};
use egui::{RichText, vec2};
use studio_core::playtest::session::{PlaySession, frames_text, position_text, speed_text};

/// The widest values of the HUD's two value columns: each column is this wide whatever it shows, so the
/// columns and the plot beside them never move while the numbers change.
const LEFT_VALUES: &str = "airborne (last: right wall)";
const RIGHT_VALUES: &str = "-0x8000 (-128.000)";

/// The HUD and plot of the running play-test; `sensor_hover` is the sensor under the pointer, as text.
pub fn show(ui: &mut egui::Ui, session: &PlaySession, sensor_hover: Option<&str>) {
    let Some(play) = &session.play else { return };
    let p = &play.world.player;
    let (left, right) = (mono_width(ui, LEFT_VALUES), mono_width(ui, RIGHT_VALUES));
    ui.horizontal_top(|ui| {
        let grid = egui::Grid::new("playtest_hud")
            .num_columns(4)
            .min_col_width(70.0)
            .spacing(vec2(12.0, 2.0))
            .striped(true)
            .show(ui, |ui| {
                let mode = play.report.mode.map_or("—", |m| m.name());
                let game = &play.world.objects.game;
                let looped = play.world.profile.loop_routine && !play.world.terrain.loops().is_empty();
                let priority = if p.high_priority { "H" } else { "L" };
                let rows: [(&str, String, &str, String); 8] = [
                    ("X Position", position_text(p.x), "X Speed", speed_text(p.x_speed)),
                    ("Y Position", position_text(p.y), "Y Speed", speed_text(p.y_speed)),
                    ("Ground Angle", formats::Angle(p.angle).label(), "Ground Speed", speed_text(p.ground_speed)),
                    (
                        "Mode",
                        if p.air { format!("airborne (last: {mode})") } else { mode.to_string() },
                        "State",
                        if play.world.is_loading() {
                            "reloading the level".to_string()
                        } else {
                            format!(
                                "{}{}",
                                if p.air { "in the air" } else { "grounded" },
                                if p.rolling { ", rolling" } else { "" }
                            )
                        },
                    ),
                    (
                        // Sonic 1's loop flag is the engine's layer B (`engine::player::loops`).
                        if looped { "Loop flag / priority" } else { "Layer / priority" },
                        if looped {
                            format!("{} / {}", if p.loop_flag() { "on" } else { "off" }, priority)
                        } else {
                            format!("{:?} / {}", p.layer, priority)
                        },
                        "Control lock",
                        frames_text(u64::from(p.control_lock)),
                    ),
                    ("Rings", game.rings.to_string(), "Invulnerable", frames_text(u64::from(p.invulnerable))),
                    // Issue #15: the move in progress (gliding, climbing, flight time, …) and the power-ups.
                    ("Move", p.move_text(), "Power-ups", p.power_up_text()),
                    ("Player 2", player2_text(play), "Emeralds", emeralds_text(game)),
                ];
                let radii = format!("{}, {}", p.width_radius, p.height_radius);
                let last = ("Frame", play.frame().to_string(), "Radii (w, h)", radii);
                for (a, av, b, bv) in rows.into_iter().chain([last]) {
                    ui.label(RichText::new(a).weak());
                    fixed_width(ui, RichText::new(av), left);
                    ui.label(RichText::new(b).weak());
                    fixed_width(ui, RichText::new(bv), right);
                    ui.end_row();
                }
            });
        // A line as tall as the grid: a separator would take all the height the panel offers, and the line
        // under it would then grow the panel every frame.
        let (line, _) = ui.allocate_exact_size(vec2(12.0, grid.response.rect.height()), egui::Sense::hover());
        ui.painter().vline(line.center().x, line.y_range(), ui.visuals().widgets.noninteractive.bg_stroke);
        super::plot::show(ui, &session.history);
    });
    // The line is always there, so the HUD's height does not change as the pointer crosses a sensor.
    match sensor_hover {
        Some(text) => ui.label(text),
        None => ui.weak("Point at a sensor line for its distance, angle and tile"),
    };
}

/// Player 2 in a few words: where he is and who drives him ("412, 600 CPU follow", "—" without him).
fn player2_text(play: &studio_core::playtest::PlayTest) -> String {
    use engine::player::sidekick::CpuRoutine;
    let Some(second) = &play.world.second else { return "—".to_string() };
    let p = &second.player;
    let who = match &second.cpu {
        None => "pad 2",
        Some(cpu) if cpu.control_counter != 0 => "pad 2 (CPU off)",
        Some(cpu) => match cpu.routine {
            CpuRoutine::Normal => "CPU follow",
            CpuRoutine::Flying => "CPU fly in",
            CpuRoutine::Spawning => "CPU gone",
            CpuRoutine::Panic => "CPU spindash",
            CpuRoutine::Waiting => "CPU held",
        },
    };
    format!("{}, {} {who}", p.pixel_x(), p.pixel_y())
}

/// The Chaos Emeralds, and the Super Emeralds when there are any ("7 + 7 Super").
fn emeralds_text(game: &engine::objects::runtime::game::GameState) -> String {
    if game.super_emeralds == 0 {
        game.emeralds.to_string()
    } else {
        format!("{} + {} Super", game.emeralds, game.super_emeralds)
    }
}
