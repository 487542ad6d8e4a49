//! Right panel: facts about the level and the player start's fields, and the tile under the cursor drawn large
//! with its height array.

use crate::command::Commands;
use crate::widgets::{atlas, palette};
use egui::{Color32, RichText, Sense, Stroke, TextureId, vec2};
use formats::level::Point;
use formats::validate::limits;
use formats::{Block, ChunkSize, Layer, Level};
use studio_core::Document;
use studio_core::command::EditCommand;
use studio_core::editing::Origin;
use studio_core::history::MergeKey;
use studio_core::probe::{self, Probe};
use studio_core::start;
use studio_core::view::ViewLayer;
use studio_core::view::ViewSettings;

fn row(ui: &mut egui::Ui, key: &str, value: impl Into<String>) {
    ui.label(RichText::new(key).weak());
    ui.label(value.into());
    ui.end_row();
}

/// The level's facts (name, file, sizes, counts) and the player start's fields. The right panel shows them right
/// after the inspector: the first thing a newcomer sees is the level.
pub fn facts(ui: &mut egui::Ui, doc: &Document, out: &mut Commands) {
    let level = doc.level();
    ui.add_space(4.0);
    ui.heading("Level");
    egui::Grid::new("level_facts").num_columns(2).spacing([12.0, 4.0]).show(ui, |ui| {
        row(ui, "Name", level.name.clone());
        row(ui, "File", doc.file_label());
        row(ui, "Physics", level.profile.cli_name().to_uppercase());
        let chunk = match level.chunk_size {
            ChunkSize::Px128 => "128 × 128 px",
            ChunkSize::Px256 => "256 × 256 px",
        };
        row(ui, "Chunks", chunk);
        let (w, h) = level.pixel_size();
        row(ui, "Layout", format!("{} × {} chunks", level.layout.width(), level.layout.height()));
        row(ui, "Size", format!("{w} × {h} px"));
        row(ui, "Tiles", format!("{}", level.tiles.len()));
        row(ui, "Chunk defs", format!("{}", level.chunks.len()));
        let b = level.bounds;
        row(ui, "Bounds", format!("{}, {} – {}, {}", b.left, b.top, b.right, b.bottom));
        ui.label(RichText::new("Start").weak());
        start_fields(ui, level, out);
        ui.end_row();
        if level.knuckles_start.is_some() || level.profile == formats::ProfileId::S3K {
            ui.label(RichText::new("Knuckles start").weak());
            knuckles_fields(ui, level, out);
            ui.end_row();
        }
        row(ui, "Water", level.water_height.map_or("none".to_string(), |y| format!("y {y}")));
        row(ui, "Switchers", format!("{}", level.switchers.len()));
        row(ui, "Objects", format!("{}", level.objects.len()));
    });
    if !level.objects.is_empty() {
        ui.add(egui::Label::new(RichText::new(object_summary(level)).weak()).wrap());
    }
}

/// The player start's X and Y: each typed value is one "Set player start" step, and so is each drag of a
/// number (its edits merge, the drag's key kept in egui's memory between frames).
/// The fields stay inside the level's bounds, where `formats::validate` wants the start.
fn start_fields(ui: &mut egui::Ui, level: &Level, out: &mut Commands) {
    let start = level.player_start;
    let (mut x, mut y) = (start.x, start.y);
    let b = level.bounds;
    let (x_range, y_range) = if b.left < b.right && b.top < b.bottom {
        (b.left..=b.right - 1, b.top..=b.bottom - 1)
    } else {
        let any = -limits::MAX_COORDINATE..=limits::MAX_COORDINATE;
        (any.clone(), any)
    };
    let (mut changed, mut dragging, mut drag_started) = (false, false, false);
    ui.horizontal(|ui| {
        for (label, value, range) in [("X", &mut x, x_range), ("Y", &mut y, y_range)] {
            let label = ui.label(label);
            let r = ui.add(egui::DragValue::new(value).range(range)).labelled_by(label.id);
            changed |= r.changed();
            dragging |= r.dragged();
            drag_started |= r.drag_started();
        }
    });
    let to = Point { x, y };
    if !changed || to == start {
        return;
    }
    let key = drag_key(ui, "start_fields_drag", dragging, drag_started);
    if let Some(edit) = start::set_start(level, to) {
        out.edit(EditCommand::new(start::LABEL, Origin::Level, edit).merging(key));
    }
}

/// The merge key of a number being dragged: one for the whole drag (kept in egui's memory between frames), so
/// that its edits make one undo step; `None` for a typed value.
fn drag_key(ui: &egui::Ui, name: &str, dragging: bool, drag_started: bool) -> Option<MergeKey> {
    if !dragging {
        return None;
    }
    let id = egui::Id::unique(name);
    let key = match ui.data(|d| d.get_temp::<MergeKey>(id)) {
        Some(k) if !drag_started => k,
        _ => MergeKey::new_stroke(),
    };
    ui.data_mut(|d| d.insert_temp(id, key));
    Some(key)
}

/// Knuckles' own start (S3K: `Level::knuckles_start`): its X and Y, and the button that gives him one or sends
/// him back to the player start. Each change is one "Set Knuckles' start" step.
fn knuckles_fields(ui: &mut egui::Ui, level: &Level, out: &mut Commands) {
    let mut to = level.knuckles_start;
    let (mut dragging, mut drag_started) = (false, false);
    ui.horizontal(|ui| match &mut to {
        Some(p) => {
            for (label, value) in [("X", &mut p.x), ("Y", &mut p.y)] {
                // Labelled by their hover text, not by the "X"/"Y" beside them (the player start's fields).
                ui.label(label);
                let range = -limits::MAX_COORDINATE..=limits::MAX_COORDINATE;
                let r =
                    ui.add(egui::DragValue::new(value).range(range)).on_hover_text(format!("Knuckles' start {label}"));
                dragging |= r.dragged();
                drag_started |= r.drag_started();
            }
            if ui.small_button("×").on_hover_text("Knuckles starts at the player start").clicked() {
                to = None;
            }
        }
        None => {
            let r = ui.small_button("Own start…").on_hover_text("Give Knuckles a start of his own (S3K)");
            if r.clicked() {
                to = Some(level.player_start);
            }
        }
    });
    if let Some(edit) = start::set_knuckles_start(level, to) {
        let key = drag_key(ui, "knuckles_fields_drag", dragging, drag_started);
        out.edit(EditCommand::new(start::KNUCKLES_LABEL, Origin::Level, edit).merging(key));
    }
}

/// The tile under the cursor, drawn large with its arrays. Last in the right panel: its height changes as the
/// pointer moves, and nothing under it may move (a click aimed at a checkbox would land elsewhere).
pub fn under_cursor(
    ui: &mut egui::Ui,
    doc: &Document,
    settings: &ViewSettings,
    hover: Option<&Probe>,
    atlas_texture: Option<(TextureId, [usize; 2])>,
) {
    ui.add_space(10.0);
    ui.separator();
    ui.heading("Under the cursor");
    match hover {
        None => {
            ui.label(RichText::new("Point at the level to inspect a tile.").weak());
        }
        Some(p) => tile_inspector(ui, doc.level(), p, settings.layer, atlas_texture),
    }
}

/// "5 rings, 1 spring, 116 other objects", in the order the kinds first appear.
pub fn object_summary(level: &Level) -> String {
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    for o in &level.objects {
        let name = o.kind.name();
        match counts.iter_mut().find(|(n, _)| *n == name) {
            Some((_, c)) => *c += 1,
            None => counts.push((name, 1)),
        }
    }
    let parts: Vec<String> = counts.iter().map(|&(n, c)| count_of(c, n)).collect();
    parts.join(", ")
}

/// A count and a noun that agrees with it: "1 spring", "2 springs", "3 spikes" (a noun already ending in s
/// stays as it is).
pub fn count_of(count: usize, noun: &str) -> String {
    if count == 1 || noun.ends_with('s') { format!("{count} {noun}") } else { format!("{count} {noun}s") }
}

fn tile_inspector(
    ui: &mut egui::Ui,
    level: &Level,
    p: &Probe,
    view: ViewLayer,
    atlas_texture: Option<(TextureId, [usize; 2])>,
) {
    let Some(block) = p.block else {
        ui.label(format!("Chunk cell {}, {} is empty.", p.chunk_col, p.chunk_row));
        return;
    };
    let layers: &[Layer] = match view {
        ViewLayer::A => &[Layer::A],
        ViewLayer::B => &[Layer::B],
        ViewLayer::Both => &[Layer::A, Layer::B],
    };
    for &layer in layers {
        ui.add_space(4.0);
        layer_inspector(ui, level, p, &block, layer, atlas_texture);
    }
}

/// One layer's tile at 8x, as placed (flips applied), in its solidity colour, with the probed column marked.
fn layer_inspector(
    ui: &mut egui::Ui,
    level: &Level,
    p: &Probe,
    block: &Block,
    layer: Layer,
    atlas_texture: Option<(TextureId, [usize; 2])>,
) {
    let cell = *block.layer(layer);
    ui.label(probe::layer_text(level, block, layer));
    if cell.solidity == formats::Solidity::NotSolid {
        return;
    }
    let Some(tile) = level.tiles.get(cell.tile as usize) else { return };
    let size = 128.0;
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
    if let Some((texture, atlas_size)) = atlas_texture {
        let uv = atlas::tile_uv(cell.tile as usize, atlas_size, block.x_flip, block.y_flip);
        let mut mesh = egui::Mesh::with_texture(texture);
        // A mirrored uv rectangle mirrors the texture: add_rect_with_uv takes its corners as given.
        mesh.add_rect_with_uv(rect, uv, palette::solidity_colour(cell.solidity));
        painter.add(mesh);
    }
    for i in 1..16 {
        let t = i as f32 * size / 16.0;
        let grid = Stroke::new(1.0, Color32::from_white_alpha(24));
        painter.line_segment([rect.left_top() + vec2(t, 0.0), rect.left_bottom() + vec2(t, 0.0)], grid);
        painter.line_segment([rect.left_top() + vec2(0.0, t), rect.right_top() + vec2(0.0, t)], grid);
    }
    let col = p.x.rem_euclid(16) as f32;
    let column = egui::Rect::from_min_size(rect.min + vec2(col * size / 16.0, 0.0), vec2(size / 16.0, size));
    painter.rect_stroke(column, 0.0, Stroke::new(1.5, palette::HOVER), egui::StrokeKind::Inside);
    painter.rect_stroke(rect, 0.0, Stroke::new(1.0, Color32::from_gray(0x80)), egui::StrokeKind::Outside);

    let h = probe::column_height(tile, p.x.rem_euclid(16) as usize, block.x_flip, block.y_flip);
    ui.label(format!("Column {} height {h} (as placed)", p.x.rem_euclid(16)));
    ui.label(RichText::new(format!("heights {}", join(&tile.heights))).monospace().small());
    ui.label(RichText::new(format!("widths  {}", join(&tile.widths))).monospace().small());
}

fn join(values: &[i8; 16]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
