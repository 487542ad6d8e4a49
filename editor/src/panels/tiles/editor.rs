//! The tile editor window: paint the height array, edit widths, angle and flags.
//!
//! Heights follow the SPG "Solid Tiles" page: a positive height is a column rising from the tile's bottom, a
//! negative one hangs from its top; widths are the same per row. The angle byte runs clockwise from a flat
//! floor; SPG degrees = (256 - angle) × 1.40625; 0xFF flags the tile (snap to the nearest 90°).

use super::tiles_state::{TileUsage, angle_direction, column_runs, paint_tile};
use crate::actions::Action;
use crate::canvas::palette;
use crate::canvas::probe::{angle_text, degrees_text, flipped_angle, spg_degrees};
use crate::commands::Edit;
use crate::document::Document;
use crate::editing::Editing;
use egui::{Color32, PointerButton, Rect, Role, Sense, Stroke, WidgetInfo, pos2, vec2};
use formats::SolidTile;
use formats::tile::FLAGGED_ANGLE;

/// Screen points per tile pixel in the painter.
const PIXEL: f32 = 16.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);
const SHAPE: Color32 = Color32::from_rgb(0xD8, 0xD8, 0xD8);
const ANGLE_LINE: Color32 = Color32::from_rgb(0xFF, 0x60, 0x20);

/// The tile editor window, when open.
pub fn window(ctx: &egui::Context, doc: &mut Document, editing: &mut Editing, actions: &mut Vec<Action>) {
    let _ = actions;
    if !editing.tile_editor_open {
        return;
    }
    let mut open = true;
    egui::Window::new("Tile editor")
        .id(egui::Id::unique("tile_editor_window"))
        .open(&mut open)
        .resizable(false)
        .default_pos([270.0, 60.0])
        .show(ctx, |ui| body(ui, doc, editing));
    if !open {
        editing.tile_editor_open = false;
        editing.tiles_ui.stroke = None;
    }
}

/// Replaces the selected tile (no-op when unchanged); `merge` joins one drag's edits into one undo step.
fn set_tile(doc: &mut Document, editing: &mut Editing, label: &str, merge: Option<u64>, tile: SolidTile) {
    let index = editing.tile;
    if doc.level().tiles.get(index) == Some(&tile) {
        return;
    }
    match doc.apply_merging(label, merge, Edit::SetTile { index, tile }) {
        Ok(_) => editing.tiles_ui.message = None,
        Err(e) => editing.tiles_ui.message = Some(format!("{label}: {e}")),
    }
}

/// A stable merge key for "the same field edited again" (DragValue drags), outside the stroke counter's range.
fn field_key(field: &str, index: usize, slot: usize) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (field, index, slot).hash(&mut h);
    h.finish() | 1 << 63
}

fn body(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing) {
    let count = doc.level().tiles.len();
    if count == 0 {
        ui.label("The level has no tiles. Add one in the Tiles tab.");
        return;
    }
    editing.tile = editing.tile.min(count - 1);
    ui.horizontal(|ui| {
        if ui.add_enabled(editing.tile > 0, egui::Button::new("<")).on_hover_text("Previous tile").clicked() {
            editing.tile -= 1;
        }
        let mut index = editing.tile;
        ui.add(egui::DragValue::new(&mut index).range(0..=count - 1).prefix("Tile "));
        editing.tile = index;
        if ui.add_enabled(editing.tile + 1 < count, egui::Button::new(">")).on_hover_text("Next tile").clicked() {
            editing.tile += 1;
        }
        ui.label(format!("of {count}"));
    });
    let usage = TileUsage::of(doc.level());
    let index = editing.tile;
    let shared = usage.chunks[index] > 1 || usage.blocks[index] > 1;
    let text = format!("Tile {index} is {}", usage.text(index));
    if shared {
        ui.colored_label(WARN, format!("{text}: every edit here changes all of them."));
    } else {
        ui.label(text);
    }
    let Some(tile) = doc.level().tiles.get(index).cloned() else { return };

    ui.horizontal(|ui| {
        painter(ui, doc, editing, &tile);
        ui.vertical(|ui| {
            ui.label("Flipped in a block:");
            for (label, x, y) in [("X flip", true, false), ("Y flip", false, true), ("XY flip", true, true)] {
                ui.horizontal(|ui| {
                    let (rect, _) = ui.allocate_exact_size(vec2(48.0, 48.0), Sense::hover());
                    ui.painter().rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
                    paint_tile(ui.painter(), rect, &tile, x, y, SHAPE);
                    let angle = if tile.is_flagged() { tile.angle } else { flipped_angle(tile.angle, x, y) };
                    ui.label(format!("{label}\n{}", angle_text(angle)));
                });
            }
        });
    });
    ui.label("Left-drag: height from the floor · right-drag: hanging from the top · Shift-drag: clear");
    let mut derive = !editing.tiles_ui.keep_widths;
    ui.checkbox(&mut derive, "Derive widths while painting heights");
    editing.tiles_ui.keep_widths = !derive;

    arrays(ui, doc, editing, &tile);
    angle(ui, doc, editing, &tile);

    ui.separator();
    let lints = tile.lint();
    if lints.is_empty() {
        ui.label("No problems found.");
    }
    for lint in &lints {
        ui.colored_label(WARN, format!("! {lint}"));
    }
    if let Some(msg) = &editing.tiles_ui.message {
        ui.colored_label(ui.visuals().error_fg_color, msg);
    }
}

/// The 16x16 height painter: the shape, width mismatches in red, the angle as a line.
fn painter(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, tile: &SolidTile) {
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
    let clicked = resp.clicked() || resp.secondary_clicked();
    if (pressed || clicked)
        && let Some(p) = resp.interact_pointer_pos()
    {
        let (col, row) = pixel_at(p);
        let value = value_at(row, secondary || resp.secondary_clicked());
        let (key, from) = match editing.tiles_ui.stroke {
            Some((key, last_col, last_value)) if pressed => (key, Some((last_col, last_value))),
            _ => (editing.begin_stroke(), None),
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
        if !editing.tiles_ui.keep_widths {
            new.widths = new.derived_widths();
        }
        set_tile(doc, editing, "Paint heights", Some(key), new);
        editing.tiles_ui.stroke = if pressed { Some((key, col, value)) } else { None };
    } else if !pressed {
        editing.tiles_ui.stroke = None;
    }

    let tile = doc.level().tiles.get(editing.tile).cloned().unwrap_or_default();
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::from_gray(0x30));
    paint_tile(&painter, rect, &tile, false, false, SHAPE);
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
    if tile.angle == FLAGGED_ANGLE {
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
        let runs = column_runs(&tile, false, false);
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
fn arrays(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, tile: &SolidTile) {
    let index = editing.tile;
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
        set_tile(doc, editing, label, Some(field_key(field, index, i)), new);
    }
    if ui.button("Derive widths from heights").clicked() {
        let tile = doc.level().tiles.get(index).cloned().unwrap_or_default();
        let widths = tile.derived_widths();
        set_tile(doc, editing, "Derive widths", None, SolidTile { widths, ..tile });
    }
}

/// Degrees → the nearest angle byte: (256 − deg / 1.40625) mod 256.
fn angle_from_degrees(deg: f64) -> u8 {
    let steps = (deg / 1.40625).round() as i64;
    (256 - steps).rem_euclid(256) as u8
}

/// The angle as hex, byte and SPG degrees, with "Calculate angle from shape" and the flagged toggle.
fn angle(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, tile: &SolidTile) {
    let index = editing.tile;
    let ui_state = &mut editing.tiles_ui;
    let mut new_angle = None;
    ui.horizontal(|ui| {
        let label = ui.label("Angle 0x");
        let id = egui::Id::unique("tile_angle_hex");
        let focused = ui.memory(|m| m.has_focus(id));
        if !focused && ui_state.angle_text_of != Some((index, tile.angle)) {
            ui_state.angle_text = format!("{:02X}", tile.angle);
            ui_state.angle_text_of = Some((index, tile.angle));
        }
        let resp =
            ui.add(egui::TextEdit::singleline(&mut ui_state.angle_text).id(id).desired_width(28.0).char_limit(2));
        let resp = resp.labelled_by(label.id).on_hover_text("Angle byte in hex (Enter to apply)");
        if resp.lost_focus() {
            match u8::from_str_radix(ui_state.angle_text.trim(), 16) {
                Ok(a) => new_angle = Some(a),
                Err(_) => {
                    ui_state.message = Some(format!("\"{}\" is not a hex angle (00–FF)", ui_state.angle_text));
                    ui_state.angle_text_of = None;
                }
            }
        }
        let mut byte = tile.angle;
        if ui.add(egui::DragValue::new(&mut byte).prefix("byte ")).changed() {
            new_angle = Some(byte);
        }
        let mut deg = spg_degrees(tile.angle);
        let resp = ui.add(egui::DragValue::new(&mut deg).range(0.0..=358.59375).speed(1.40625).suffix("°"));
        if resp.on_hover_text("SPG degrees = (256 - angle) × 1.40625").changed() {
            new_angle = Some(angle_from_degrees(deg));
        }
        ui.label(if tile.angle == FLAGGED_ANGLE { "flagged".to_string() } else { degrees_text(tile.angle) });
    });
    ui.horizontal(|ui| {
        let derived = tile.derived_angle();
        if ui
            .button("Calculate angle from shape")
            .on_hover_text(format!("The heights suggest {}", angle_text(derived)))
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
            new_angle = Some(if flagged { FLAGGED_ANGLE } else { derived });
        }
    });
    if let Some(angle) = new_angle {
        set_tile(doc, editing, "Set angle", None, SolidTile { angle, ..tile.clone() });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn degrees_round_trip_to_angle_bytes() {
        for a in 0..=255u8 {
            assert_eq!(angle_from_degrees(spg_degrees(a)), a);
        }
        assert_eq!(angle_from_degrees(45.0), 0xE0);
        assert_eq!(angle_from_degrees(90.0), 0xC0);
    }
}
