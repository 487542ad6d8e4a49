//! The tile library: every solid tile as a thumbnail with its index, angle and usage count.

use super::tiles_state::{TileUsage, delete_tile_edit, paint_tile};
use crate::actions::Action;
use crate::canvas::palette;
use crate::commands::Edit;
use crate::document::Document;
use crate::editing::Editing;
use egui::{Color32, FontId, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::SolidTile;

/// One library cell: a 32-point thumbnail and two lines of small text under it.
const CELL: egui::Vec2 = vec2(58.0, 62.0);
const THUMB: f32 = 32.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// Applies an edit as one undo step; a refusal becomes the library's message instead of a panic.
pub(crate) fn apply(doc: &mut Document, message: &mut Option<String>, label: &str, edit: Edit) -> bool {
    match doc.apply(label, edit) {
        Ok(_) => {
            *message = None;
            true
        }
        Err(e) => {
            *message = Some(format!("{label}: {e}"));
            false
        }
    }
}

/// Adds `tile` after the last tile and selects it (appending keeps every existing reference valid).
fn append(doc: &mut Document, editing: &mut Editing, label: &str, tile: SolidTile) {
    let index = doc.level().tiles.len();
    if apply(doc, &mut editing.tiles_ui.message, label, Edit::InsertTile { index, tile }) {
        editing.tile = index;
        editing.tiles_ui.scroll_to_selected = true;
    }
}

/// Deletes tile `index` with its references remapped (see [`delete_tile_edit`]) and keeps a valid selection.
pub(crate) fn delete(doc: &mut Document, editing: &mut Editing, index: usize) {
    let edit = delete_tile_edit(doc.level(), index);
    if apply(doc, &mut editing.tiles_ui.message, &format!("Delete tile {index}"), edit) {
        editing.tile = editing.tile.min(doc.level().tiles.len().saturating_sub(1));
        editing.tiles_ui.confirm_delete = None;
    }
}

/// The Tiles tab of the left panel.
pub fn show(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, actions: &mut Vec<Action>) {
    let _ = actions;
    let count = doc.level().tiles.len();
    let usage = TileUsage::of(doc.level());
    ui.horizontal_wrapped(|ui| {
        if ui.button("New tile").on_hover_text("Add an empty tile after the last one").clicked() {
            append(doc, editing, "New tile", SolidTile::EMPTY);
        }
        let selected = doc.level().tiles.get(editing.tile).cloned();
        if ui.add_enabled(selected.is_some(), egui::Button::new("Duplicate tile")).clicked()
            && let Some(tile) = selected
        {
            append(doc, editing, "Duplicate tile", tile);
        }
        if ui.add_enabled(editing.tile < count, egui::Button::new("Delete tile")).clicked() {
            if usage.cells(editing.tile) == 0 {
                delete(doc, editing, editing.tile);
            } else {
                editing.tiles_ui.confirm_delete = Some(editing.tile);
            }
        }
        if ui.add_enabled(editing.tile < count, egui::Button::new("Edit tile…")).clicked() {
            editing.tile_editor_open = true;
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Go to tile");
        let resp =
            ui.add(egui::TextEdit::singleline(&mut editing.tiles_ui.search).desired_width(50.0)).labelled_by(label.id);
        let wanted = editing.tiles_ui.search.trim().trim_start_matches('#').parse::<usize>().ok();
        if resp.changed()
            && let Some(i) = wanted.filter(|i| *i < count)
        {
            editing.tile = i;
            editing.tiles_ui.scroll_to_selected = true;
        }
        if wanted.is_some_and(|i| i >= count) {
            ui.colored_label(WARN, format!("only {count}"));
        }
    });
    confirm_delete(ui, doc, editing, &usage);
    if let Some(msg) = &editing.tiles_ui.message {
        ui.colored_label(ui.visuals().error_fg_color, msg);
    }
    if let Some(tile) = doc.level().tiles.get(editing.tile) {
        ui.label(format!(
            "Tile {} · angle {} · {}",
            editing.tile,
            crate::canvas::probe::angle_text(tile.angle),
            usage.text(editing.tile)
        ));
    }
    ui.separator();
    if count == 0 {
        ui.label("The level has no tiles yet.");
        return;
    }

    let columns = ((ui.available_width() / (CELL.x + ui.spacing().item_spacing.x)).floor() as usize).max(1);
    let rows = count.div_ceil(columns);
    let row_step = CELL.y + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::vertical().auto_shrink(false).id_salt("tile_library");
    if editing.tiles_ui.scroll_to_selected {
        editing.tiles_ui.scroll_to_selected = false;
        let row = editing.tile / columns;
        area = area.vertical_scroll_offset((row as f32 * row_step - 2.0 * row_step).max(0.0));
    }
    area.show_rows(ui, CELL.y, rows, |ui, range| {
        for row in range {
            ui.horizontal(|ui| {
                for index in row * columns..((row + 1) * columns).min(count) {
                    cell(ui, doc, editing, &usage, index);
                }
            });
        }
    });
}

/// One thumbnail: click selects, double-click opens the tile editor.
fn cell(ui: &mut egui::Ui, doc: &Document, editing: &mut Editing, usage: &TileUsage, index: usize) {
    let Some(tile) = doc.level().tiles.get(index) else { return };
    let selected = editing.tile == index;
    let (rect, resp) = ui.allocate_exact_size(CELL, Sense::click());
    let lints = tile.lint();
    resp.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, format!("Tile {index}")));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        if selected {
            painter.rect_filled(rect, 3.0, ui.visuals().selection.bg_fill);
        } else if resp.hovered() {
            painter.rect_filled(rect, 3.0, ui.visuals().widgets.hovered.weak_bg_fill);
        }
        let thumb = Rect::from_min_size(pos2(rect.center().x - THUMB / 2.0, rect.top() + 2.0), vec2(THUMB, THUMB));
        painter.rect_filled(thumb, 0.0, palette::LEVEL_BACKGROUND);
        paint_tile(&painter, thumb, tile, false, false, palette::solidity_colour(formats::Solidity::All));
        if !lints.is_empty() {
            painter.circle_filled(thumb.right_top() + vec2(-3.0, 3.0), 3.5, WARN);
        }
        painter.rect_stroke(thumb, 0.0, Stroke::new(1.0, ui.visuals().weak_text_color()), StrokeKind::Outside);
        let text = ui.visuals().text_color();
        let font = FontId::proportional(10.0);
        let angle =
            if tile.angle == formats::tile::FLAGGED_ANGLE { "FF!".to_string() } else { format!("{:02X}", tile.angle) };
        painter.text(
            pos2(rect.center().x, thumb.bottom() + 2.0),
            egui::Align2::CENTER_TOP,
            format!("#{index} {angle}"),
            font.clone(),
            text,
        );
        let (a, b) = (usage.a[index], usage.b[index]);
        let used = if a + b == 0 { "unused".to_string() } else { format!("A{a} B{b}") };
        painter.text(
            pos2(rect.center().x, thumb.bottom() + 14.0),
            egui::Align2::CENTER_TOP,
            used,
            font,
            ui.visuals().weak_text_color(),
        );
    }
    let resp = resp.on_hover_ui(|ui| {
        ui.label(format!("Tile {index} · angle {}", crate::canvas::probe::angle_text(tile.angle)));
        ui.label(usage.text(index));
        for lint in &lints {
            ui.colored_label(WARN, format!("! {lint}"));
        }
        ui.label("Double-click to edit");
    });
    if resp.clicked() {
        editing.tile = index;
    }
    if resp.double_clicked() {
        editing.tile = index;
        editing.tile_editor_open = true;
    }
}

/// The "this tile is in use" question, when a used tile's Delete was pressed.
fn confirm_delete(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, usage: &TileUsage) {
    let Some(index) = editing.tiles_ui.confirm_delete else { return };
    if index >= doc.level().tiles.len() {
        editing.tiles_ui.confirm_delete = None;
        return;
    }
    egui::Frame::group(ui.style()).stroke(Stroke::new(1.0, WARN)).show(ui, |ui| {
        ui.colored_label(WARN, format!("Tile {index} is {}.", usage.text(index)));
        if index == 0 {
            ui.label("Tile 0 is what deleted tiles are remapped to, so a used tile 0 cannot be deleted.");
            if ui.button("OK").clicked() {
                editing.tiles_ui.confirm_delete = None;
            }
            return;
        }
        ui.label("Deleting points those cells at tile 0; tiles after it are renumbered one down.");
        ui.horizontal(|ui| {
            if ui.button("Delete and remap to tile 0").clicked() {
                delete(doc, editing, index);
            }
            if ui.button("Cancel").clicked() {
                editing.tiles_ui.confirm_delete = None;
            }
        });
    });
}
