//! Left panel: which collision layer to show, overlays, zoom, and the colour legend.

use crate::command::{Command, Commands, Context};
use crate::widgets::palette;
use egui::{Color32, RichText, Sense, Stroke, vec2};
use studio_core::view::{TerrainView, ViewLayer, ViewSettings};

/// The View tab: the settings are edited as a copy; a change is one `SetView` command.
pub fn show(ui: &mut egui::Ui, ctx: &Context, zoom: f32, out: &mut Commands) {
    let mut copy = *ctx.view;
    let settings = &mut copy;
    ui.add_space(4.0);
    ui.heading("View");
    ui.add_space(2.0);
    ui.label(RichText::new("Collision layer").strong());
    ui.horizontal(|ui| {
        for (layer, text, tip) in [
            (ViewLayer::A, "Layer A", "Show collision layer A (Q)"),
            (ViewLayer::B, "Layer B", "Show collision layer B (W)"),
            (ViewLayer::Both, "Both layers", "Layer A, with layer B in magenta where it differs (E)"),
        ] {
            if ui.selectable_label(settings.layer == layer, text).on_hover_text(tip).clicked() {
                out.push(Command::ShowLayer(layer));
            }
        }
    });
    if ctx.playtest.followed_layer().is_some() {
        ui.weak("Following the player's layer (the play bar's \"Follow layer\"); choosing one stops it.");
    }

    ui.add_space(8.0);
    terrain_switch(ui, settings);

    ui.add_space(8.0);
    ui.label(RichText::new("Overlays").strong());
    ui.checkbox(&mut settings.chunk_grid, "Chunk grid");
    ui.checkbox(&mut settings.block_grid, "Block grid");
    ui.checkbox(&mut settings.chunk_numbers, "Chunk numbers");
    ui.checkbox(&mut settings.objects, "Objects");
    ui.checkbox(&mut settings.switchers, "Layer switchers");
    ui.checkbox(&mut settings.player_start, "Player start");
    ui.checkbox(&mut settings.bounds, "Level bounds");
    ui.checkbox(&mut settings.angles, "Tile angles").on_hover_text(
        "A line per solid block at its tile's angle (as flipped in the block) once blocks are 10 points wide; \
         the angle byte in hex from 28 points. Flagged tiles are magenta.",
    );
    ui.checkbox(&mut settings.minimap, "Minimap")
        .on_hover_text("Overview of the whole level; click or drag it to move the view");

    ui.add_space(8.0);
    ui.label(RichText::new("Zoom").strong());
    ui.horizontal(|ui| {
        if ui.button("Fit level").on_hover_text(Command::FitLevel.tooltip(ui.ctx())).clicked() {
            out.push(Command::FitLevel);
        }
        if ui.button("1:1").on_hover_text("One level pixel per screen point (1)").clicked() {
            out.push(Command::ZoomOneToOne);
        }
        if ui.button("−").on_hover_text(Command::ZoomOut.tooltip(ui.ctx())).clicked() {
            out.push(Command::ZoomOut);
        }
        if ui.button("+").on_hover_text(Command::ZoomIn.tooltip(ui.ctx())).clicked() {
            out.push(Command::ZoomIn);
        }
    });
    ui.label(format!("Zoom {:.0} %", zoom * 100.0));

    ui.add_space(8.0);
    ui.label(RichText::new("Legend").strong());
    legend_row(ui, palette::solidity_colour(formats::Solidity::All), "Solid from all sides");
    legend_row(ui, palette::solidity_colour(formats::Solidity::Top), "Top only (jump-through)");
    legend_row(ui, palette::solidity_colour(formats::Solidity::LeftRightBottom), "Left, right, bottom only");
    if settings.layer == ViewLayer::Both {
        legend_row(ui, palette::LAYER_B_OVERLAY, "Layer B where it differs");
    }
    legend_line(ui, palette::SWITCHER, "Layer switcher");
    legend_line(ui, palette::BOUNDS, "Level bounds");
    legend_row(ui, palette::PLAYER_START, "Player start");
    if copy != *ctx.view {
        out.push(Command::SetView(copy));
    }
}

fn legend_row(ui: &mut egui::Ui, colour: Color32, text: &str) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(vec2(18.0, 12.0), Sense::hover());
        ui.painter().rect_filled(rect, 2.0, palette::LEVEL_BACKGROUND);
        ui.painter().rect_filled(rect.shrink(2.0), 1.0, colour);
        ui.label(text);
    });
}

fn legend_line(ui: &mut egui::Ui, colour: Color32, text: &str) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(vec2(18.0, 12.0), Sense::hover());
        ui.painter().rect_filled(rect, 2.0, palette::LEVEL_BACKGROUND);
        ui.painter().line_segment([rect.left_center(), rect.right_center()], Stroke::new(3.0, colour));
        ui.label(text);
    });
}

/// Art, collision or both, and how opaque collision is over art (`formats::art`). A level without art shows its
/// collision whatever is chosen.
fn terrain_switch(ui: &mut egui::Ui, settings: &mut ViewSettings) {
    ui.label(RichText::new("Terrain").strong());
    ui.horizontal(|ui| {
        for (terrain, text, tip) in [
            (TerrainView::Art, "Art", "The level's art only (the patterns the game draws)"),
            (TerrainView::Collision, "Collision", "Collision only, as solid-tile silhouettes"),
            (TerrainView::Both, "Art + collision", "Collision drawn over the art at the opacity below"),
        ] {
            if ui.selectable_label(settings.terrain == terrain, text).on_hover_text(tip).clicked() {
                settings.terrain = terrain;
            }
        }
    });
    ui.add_enabled(
        settings.terrain == TerrainView::Both,
        egui::Slider::new(&mut settings.collision_opacity, 0..=100).suffix(" %").text("Collision opacity"),
    );
    ui.checkbox(&mut settings.high_plane_over_player, "High plane over the player").on_hover_text(
        "During a play-test, draw the art's high-priority patterns over the player and objects, as the game does",
    );
    ui.checkbox(&mut settings.background, "Background").on_hover_text(
        "The zone's background layout and art behind the foreground, at level scale from the top-left corner and \
         repeated; in a play-test's game view scrolled band by band as the game does (Emerald Hill, Chemical Plant, \
         Aquatic Ruin, Hill Top, Casino Night, Mystic Cave, Oil Ocean, Metropolis, Wing Fortress, Death Egg; Green Hill, Marble, Spring Yard, \
         Star Light, Labyrinth, Scrap Brain); only for art \
         from a SonLVL project that names a background",
    );
}
