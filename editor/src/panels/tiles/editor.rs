//! The tile editor window: paint the height array, edit widths, angle and flags.
//!
//! Heights follow the SPG "Solid Tiles" page: a positive height is a column rising from the tile's bottom, a
//! negative one hangs from its top; widths are the same per row. The angle byte runs clockwise from a flat
//! floor; SPG degrees = (256 - angle) × 1.40625; 0xFF flags the tile (snap to the nearest 90°).

use super::TilesPanel;
use crate::command::{Commands, Context};
use crate::widgets::palette;
use crate::widgets::tile_shape::{angle_direction, column_runs, paint_tile};
use egui::{Color32, PointerButton, Rect, Role, Sense, Stroke, WidgetInfo, pos2, vec2};
use formats::{Angle, SolidTile};
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::history::MergeKey;
use studio_core::usage::TileUsage;

/// Screen points per tile pixel in the painter.
const PIXEL: f32 = 16.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);
/// The shape in the level view's colours (solid from all sides: black on the sky blue), as the tile library's
/// thumbnails and the level draw it.
fn shape_colour() -> Color32 {
    palette::solidity_colour(formats::Solidity::All)
}
const ANGLE_LINE: Color32 = Color32::from_rgb(0xFF, 0x60, 0x20);

/// The tile editor window, when open.
pub(super) fn window(panel: &mut TilesPanel, egui_ctx: &egui::Context, ctx: &Context, out: &mut Commands) {
    if !ctx.editing.tile_editor_open {
        return;
    }
    let mut open = true;
    egui::Window::new("Tile editor")
        .id(egui::Id::unique("tile_editor_window"))
        .open(&mut open)
        .resizable(false)
        .default_pos([270.0, 60.0])
        .show(egui_ctx, |ui| body(panel, ui, ctx, out));
    if !open {
        out.change(Change::TileEditorOpen(false));
        panel.stroke = None;
    }
}

/// Queues tile `index` replaced by `tile` (nothing when unchanged); `merge` joins one drag's edits into one undo
/// step.
fn set_tile(
    panel: &mut TilesPanel,
    ctx: &Context,
    out: &mut Commands,
    label: &str,
    merge: Option<MergeKey>,
    index: usize,
    tile: SolidTile,
) {
    if ctx.doc.level().tiles.get(index) == Some(&tile) {
        return;
    }
    panel.angle_error = None;
    out.edit(EditCommand::new(label, Origin::Tiles, Edit::SetTile { index, tile }).merging(merge));
}

fn body(panel: &mut TilesPanel, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
    let count = ctx.doc.level().tiles.len();
    if count == 0 {
        ui.label("The level has no tiles. Add one in the Tiles tab.");
        return;
    }
    // The core keeps the selection valid after each command; read defensively all the same.
    let index = ctx.editing.tile.min(count - 1);
    ui.horizontal(|ui| {
        if ui.add_enabled(index > 0, egui::Button::new("<")).on_hover_text("Previous tile").clicked() {
            out.change(Change::Tile(index - 1));
        }
        let mut wanted = index;
        ui.add(egui::DragValue::new(&mut wanted).range(0..=count - 1).prefix("Tile "));
        if wanted != index {
            out.change(Change::Tile(wanted));
        }
        if ui.add_enabled(index + 1 < count, egui::Button::new(">")).on_hover_text("Next tile").clicked() {
            out.change(Change::Tile(index + 1));
        }
        ui.label(format!("of {count}"));
    });
    let usage = TileUsage::of(ctx.doc.level());
    let Some(tile) = ctx.doc.level().tiles.get(index).cloned() else { return };
    let shared = usage.chunks.get(index).is_some_and(|&n| n > 1) || usage.blocks.get(index).is_some_and(|&n| n > 1);
    let text = format!("Tile {index} is {}", usage.text(index));
    if shared {
        ui.colored_label(WARN, format!("{text}: every edit here changes all of them."));
    } else {
        ui.label(text);
    }

    ui.horizontal(|ui| {
        painter(panel, ui, ctx, out, index, &tile);
        ui.vertical(|ui| {
            ui.label("Flipped in a block:");
            for (label, x, y) in [("X flip", true, false), ("Y flip", false, true), ("XY flip", true, true)] {
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(vec2(48.0, 48.0), Sense::hover());
                    ui.painter().rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
                    paint_tile(ui.painter(), rect, &tile, x, y, shape_colour());
                    let angle = if tile.is_flagged() { Angle(tile.angle) } else { Angle(tile.angle).flipped(x, y) };
                    ui.label(format!("{label}\n{}", angle.label()));
                });
            }
        });
    });
    ui.label("Left-drag: height from the floor · right-drag: hanging from the top · Shift-drag: clear");
    let mut derive = !panel.keep_widths;
    ui.checkbox(&mut derive, "Derive widths while painting heights");
    panel.keep_widths = !derive;

    arrays(panel, ui, ctx, out, index, &tile);
    angle(panel, ui, ctx, out, index, &tile);

    ui.separator();
    let lints = tile.lint();
    if lints.is_empty() {
        ui.label("No problems found.");
    }
    for lint in &lints {
        ui.colored_label(WARN, format!("! {lint}"));
    }
    if let Some(msg) = panel.notice(ctx) {
        ui.colored_label(ui.visuals().error_fg_color, msg);
    }
}

/// The first block (chunks in order, then blocks) whose layer A or B uses tile `index` and has art: its art
/// id (see [`crate::widgets::level_art::first_block_arts`]).
pub fn first_block_art(level: &formats::Level, index: usize) -> Option<u16> {
    crate::widgets::level_art::first_block_arts(level).get(index).copied().flatten()
}

/// Draws the art of the first block using tile `index` into `rect`; false when there is none.
fn block_art(
    panel: &mut TilesPanel,
    egui_ctx: &egui::Context,
    ctx: &Context,
    index: usize,
    painter: &egui::Painter,
    rect: Rect,
) -> bool {
    let Some(art) = panel.art.art.clone() else { return false };
    let Some(id) = first_block_art(ctx.doc.level(), index) else { return false };
    let texture = match &panel.block_art {
        Some(super::BlockArt(cached, texture))
            if *cached == id && panel.block_art_of.as_ref().is_some_and(|a| std::sync::Arc::ptr_eq(a, &art)) =>
        {
            texture
        }
        _ => {
            let image = art.block_image(id, false, false, formats::art::Plane::Both);
            let colours = egui::ColorImage::from_rgba_unmultiplied([16, 16], image.as_bytes());
            let texture = egui_ctx.load_texture("tile-editor-block-art", colours, egui::TextureOptions::NEAREST);
            panel.block_art_of = Some(art);
            &panel.block_art.insert(super::BlockArt(id, texture)).1
        }
    };
    painter.image(texture.id(), rect, Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)), Color32::WHITE);
    true
}

/// The 16x16 height painter: the shape, width mismatches in red, the angle as a line.
fn painter(
    panel: &mut TilesPanel,
    ui: &mut egui::Ui,
    ctx: &Context,
    out: &mut Commands,
    index: usize,
    tile: &SolidTile,
) {
    let (rect, resp) = ui.allocate_exact_size(vec2(16.0 * PIXEL, 16.0 * PIXEL), Sense::click_and_drag());
    resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Tile height painter"));
    let pixel_at = |p: egui::Pos2| {
        let col = ((p.x - rect.left()) / PIXEL).floor().clamp(0.0, 15.0) as usize;
        let row = ((p.y - rect.top()) / PIXEL).floor().clamp(0.0, 15.0) as usize;
        (col, row)
    };
    let (secondary, shift) = ui.input(|i| (i.pointer.button_down(PointerButton::Secondary), i.modifiers.shift));
    let value_at = |row: usize, secondary: bool| -> i8 {
        if shift {
            0
        } else if secondary {
            -(row as i8 + 1)
        } else {
            16 - row as i8
        }
    };
    let pressed = resp.is_pointer_button_down_on();
    let mut painted = None;
    let clicked = resp.clicked() || resp.secondary_clicked();
    if (pressed || clicked)
        && let Some(p) = resp.interact_pointer_pos()
    {
        let (col, row) = pixel_at(p);
        let value = value_at(row, secondary || resp.secondary_clicked());
        let (key, from) = match panel.stroke {
            Some((key, last_col, last_value)) if pressed => (key, Some((last_col, last_value))),
            _ => (MergeKey::new_stroke(), None),
        };
        let mut new = tile.clone();
        // Fill the columns a fast drag skipped, interpolating the value.
        let (lo, hi) = from.map_or((col, col), |(c, _)| (c.min(col), c.max(col)));
        for c in lo..=hi {
            new.heights[c] = match from {
                Some((fc, fv)) if fc != col => {
                    let t = (c as f32 - fc as f32) / (col as f32 - fc as f32);
                    (f32::from(fv) + t * f32::from(value - fv)).round() as i8
                }
                _ => value,
            };
        }
        if !panel.keep_widths {
            new.widths = new.derived_widths();
        }
        set_tile(panel, ctx, out, "Paint heights", Some(key), index, new.clone());
        panel.stroke = if pressed { Some((key, col, value)) } else { None };
        // The edit is applied after this frame: show the painted shape already.
        painted = Some(new);
    } else if !pressed {
        panel.stroke = None;
    }

    let tile = painted.as_ref().unwrap_or(tile);
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
    // The art of the first block that uses this tile, to trace (as the level view's Terrain switch says).
    let art_drawn = ctx.view.terrain.shows_art() && block_art(panel, ui.ctx(), ctx, index, &painter, rect);
    let tint = crate::widgets::level_art::collision_tint(art_drawn, ctx.view.collision_opacity);
    if !art_drawn || ctx.view.terrain.shows_collision() {
        paint_tile(&painter, rect, tile, false, false, shape_colour().gamma_multiply(tint.a() as f32 / 255.0));
    }
    // Pixels the widths see differently from the heights (the lint explains which rows).
    for y in 0..16 {
        for x in 0..16 {
            if tile.is_solid_by_heights(x, y) != tile.is_solid_by_widths(x, y) {
                let min = pos2(rect.left() + x as f32 * PIXEL, rect.top() + y as f32 * PIXEL);
                let r = Rect::from_min_size(min, vec2(PIXEL, PIXEL)).shrink(4.0);
                painter.rect_filled(r, 0.0, Color32::from_rgba_unmultiplied(0xFF, 0x30, 0x30, 0xC0));
            }
        }
    }
    let grid = Stroke::new(1.0, Color32::from_rgba_unmultiplied(0x80, 0x80, 0x80, 0x50));
    for i in 1..16 {
        let d = i as f32 * PIXEL;
        painter.vline(rect.left() + d, rect.y_range(), grid);
        painter.hline(rect.x_range(), rect.top() + d, grid);
    }
    if Angle(tile.angle) == Angle::FLAGGED {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "flagged",
            egui::FontId::proportional(18.0),
            ANGLE_LINE,
        );
    } else {
        let d = angle_direction(tile.angle) * 7.5 * PIXEL;
        painter.line_segment([rect.center() - d, rect.center() + d], Stroke::new(2.5, ANGLE_LINE));
    }
    if let Some(p) = resp.hover_pos() {
        let (col, row) = pixel_at(p);
        let runs = column_runs(tile, false, false);
        let outline =
            Rect::from_min_size(pos2(rect.left() + col as f32 * PIXEL, rect.top()), vec2(PIXEL, 16.0 * PIXEL));
        painter.rect_stroke(outline, 0.0, Stroke::new(1.0, palette::HOVER), egui::StrokeKind::Inside);
        let (top, bottom) = runs[col];
        resp.on_hover_text(format!(
            "column {col}: height {} (solid rows {top}..{bottom}) · row {row}: width {}",
            tile.heights[col], tile.widths[row]
        ));
    }
}

/// The height and width arrays as numbers.
fn arrays(
    panel: &mut TilesPanel,
    ui: &mut egui::Ui,
    ctx: &Context,
    out: &mut Commands,
    index: usize,
    tile: &SolidTile,
) {
    let mut new = tile.clone();
    let mut changed = None;
    egui::Grid::new("tile_arrays").spacing([2.0, 2.0]).show(ui, |ui| {
        ui.label("");
        for i in 0..16 {
            ui.label(egui::RichText::new(i.to_string()).weak().small());
        }
        ui.end_row();
        for (label, field, values) in [("heights", "height", &mut new.heights), ("widths", "width", &mut new.widths)] {
            let label = ui.label(label);
            for (i, v) in values.iter_mut().enumerate() {
                let resp = ui
                    .add(egui::DragValue::new(v).range(-16..=16).clamp_existing_to_range(false).speed(0.2))
                    .labelled_by(label.id);
                if resp.changed() {
                    changed = Some((field, i));
                }
            }
            ui.end_row();
        }
    });
    if let Some((field, i)) = changed {
        let label = if field == "height" { "Edit height" } else { "Edit width" };
        set_tile(panel, ctx, out, label, Some(MergeKey::Field { field, item: index, slot: i }), index, new);
    }
    if ui.button("Derive widths from heights").clicked() {
        let widths = tile.derived_widths();
        set_tile(panel, ctx, out, "Derive widths", None, index, SolidTile { widths, ..tile.clone() });
    }
}

/// The angle as hex, byte and SPG degrees, with "Calculate angle from shape" and the flagged toggle.
fn angle(panel: &mut TilesPanel, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, index: usize, tile: &SolidTile) {
    let mut new_angle = None;
    ui.horizontal(|ui| {
        let label = ui.label("Angle 0x");
        let id = egui::Id::unique("tile_angle_hex");
        let focused = ui.memory(|m| m.has_focus(id));
        if !focused && panel.angle_text_of != Some((index, tile.angle)) {
            panel.angle_text = format!("{:02X}", tile.angle);
            panel.angle_text_of = Some((index, tile.angle));
        }
        let resp = ui.add(egui::TextEdit::singleline(&mut panel.angle_text).id(id).desired_width(28.0).char_limit(2));
        let resp = resp.labelled_by(label.id).on_hover_text("Angle byte in hex (Enter to apply)");
        if resp.lost_focus() {
            match u8::from_str_radix(panel.angle_text.trim(), 16) {
                Ok(a) => new_angle = Some(a),
                Err(_) => {
                    panel.angle_error = Some(format!("\"{}\" is not a hex angle (00–FF)", panel.angle_text));
                    panel.angle_text_of = None;
                }
            }
        }
        let mut byte = tile.angle;
        if ui.add(egui::DragValue::new(&mut byte).prefix("byte ")).changed() {
            new_angle = Some(byte);
        }
        let mut deg = Angle(tile.angle).degrees();
        let resp = ui.add(egui::DragValue::new(&mut deg).range(0.0..=358.59375).speed(1.40625).suffix("°"));
        if resp.on_hover_text("SPG degrees = (256 - angle) × 1.40625").changed() {
            new_angle = Some(Angle::from_degrees(deg).0);
        }
        ui.label(if Angle(tile.angle) == Angle::FLAGGED {
            "flagged".to_string()
        } else {
            Angle(tile.angle).degrees_text()
        });
    });
    ui.horizontal(|ui| {
        let derived = tile.derived_angle();
        if ui
            .button("Calculate angle from shape")
            .on_hover_text(format!("The heights suggest {}", Angle(derived).label()))
            .clicked()
        {
            new_angle = Some(derived);
        }
        let mut flagged = tile.is_flagged();
        if ui
            .checkbox(&mut flagged, "Flagged (0xFF)")
            .on_hover_text("SPG \"Flagged Tiles\": the game snaps to the nearest 90° instead of using the angle")
            .changed()
        {
            new_angle = Some(if flagged { Angle::FLAGGED.0 } else { derived });
        }
    });
    if let Some(angle) = new_angle {
        set_tile(panel, ctx, out, "Set angle", None, index, SolidTile { angle, ..tile.clone() });
    }
}
