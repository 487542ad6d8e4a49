//! The live plot beside the HUD: speeds and the ground angle over the last few seconds.

use egui::Color32;
use std::collections::VecDeque;
use studio_core::playtest::session::Sample;

/// Ground Speed, X Speed and Y Speed in px/frame, and the angle in SPG degrees, over the last seconds.
pub fn show(ui: &mut egui::Ui, history: &VecDeque<Sample>) {
    use egui_plot::{Legend, Line, Plot, PlotPoints};
    let series = |f: &dyn Fn(&Sample) -> f64| -> PlotPoints<'static> {
        history.iter().map(|s| [s.frame as f64 / 60.0, f(s)]).collect()
    };
    let width = ui.available_width();
    ui.vertical(|ui| {
        Plot::new("playtest_speeds")
            .height(95.0)
            .width(width)
            .legend(Legend::default())
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            // At least ±4 px/frame, lines every 1, 2 and 4: standing still or running, the axis shows its
            // scale instead of a lone 0.
            .include_y(-4.0)
            .include_y(4.0)
            .y_grid_spacer(egui_plot::uniform_grid_spacer(|_| [1.0, 2.0, 4.0]))
            .y_axis_label("px/frame")
            .show(ui, |plot| {
                plot.line(
                    Line::new("Ground Speed", series(&|s| s.ground_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0xFF, 0xC0, 0x20)),
                );
                plot.line(
                    Line::new("X Speed", series(&|s| s.x_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0x40, 0xA0, 0xFF)),
                );
                plot.line(
                    Line::new("Y Speed", series(&|s| s.y_speed as f64 / 256.0))
                        .color(Color32::from_rgb(0x60, 0xE0, 0x60)),
                );
            });
        Plot::new("playtest_angle")
            .height(70.0)
            .width(width)
            .legend(Legend::default())
            .allow_zoom(false)
            .allow_drag(false)
            .allow_scroll(false)
            .include_y(-90.0)
            .include_y(90.0)
            .y_grid_spacer(egui_plot::uniform_grid_spacer(|_| [15.0, 45.0, 90.0]))
            .y_axis_label("degrees")
            .show(ui, |plot| {
                plot.line(
                    Line::new("Angle (SPG degrees)", series(&|s| formats::Angle(s.angle).signed_degrees()))
                        .color(Color32::from_rgb(0xFF, 0x60, 0xD0)),
                );
            });
    });
}
