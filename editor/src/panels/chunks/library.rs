//! The chunk library: every chunk as a thumbnail with its usage count.

use super::chunks_state::{ThumbCache, chunk_usage, delete_chunk_edit, usage_text};
use super::tile_library::apply;
use crate::actions::Action;
use crate::canvas::palette;
use crate::commands::Edit;
use crate::document::Document;
use crate::editing::Editing;
use egui::{Color32, FontId, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::Chunk;

/// One library cell: a 56-point thumbnail and a line of text under it.
const CELL: egui::Vec2 = vec2(62.0, 78.0);
const THUMB: f32 = 56.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// Adds `chunk` after the last chunk and makes it the brush (appending keeps the layout's references valid).
fn append(doc: &mut Document, editing: &mut Editing, label: &str, chunk: Chunk) {
    let index = doc.level().chunks.len();
    if apply(doc, &mut editing.chunks_ui.message, label, Edit::InsertChunk { index, chunk }) {
        select(editing, index);
        editing.chunks_ui.scroll_to_selected = true;
    }
}

fn select(editing: &mut Editing, index: usize) {
    editing.chunk = u16::try_from(index).ok();
    editing.edited_chunk = index;
}

/// Deletes chunk `index` (its layout cells emptied, higher chunks renumbered) and keeps the brush valid.
pub(crate) fn delete(doc: &mut Document, editing: &mut Editing, index: usize) {
    let edit = delete_chunk_edit(doc.level(), index);
    if apply(doc, &mut editing.chunks_ui.message, &format!("Delete chunk {index}"), edit) {
        let count = doc.level().chunks.len();
        editing.edited_chunk = editing.edited_chunk.min(count.saturating_sub(1));
        editing.chunk = match editing.chunk {
            Some(c) if usize::from(c) == index => None,
            Some(c) if usize::from(c) > index => Some(c - 1),
            other => other,
        };
        editing.chunks_ui.confirm_delete = None;
        editing.chunks_ui.block = None;
        if count == 0 {
            editing.chunk_editor_open = false;
        }
    }
}

/// The Chunks tab of the left panel.
pub fn show(ui: &mut egui::Ui, doc: &mut Document, editing: &mut Editing, actions: &mut Vec<Action>) {
    let _ = actions;
    let count = doc.level().chunks.len();
    let usage = chunk_usage(doc.level());
    let current = editing.edited_chunk;
    ui.horizontal_wrapped(|ui| {
        if ui.button("New chunk").on_hover_text("Add an empty chunk after the last one").clicked() {
            append(doc, editing, "New chunk", Chunk::empty(doc.level().chunk_size));
        }
        let selected = doc.level().chunks.get(current).cloned();
        if ui.add_enabled(selected.is_some(), egui::Button::new("Duplicate chunk")).clicked()
            && let Some(chunk) = selected
        {
            append(doc, editing, "Duplicate chunk", chunk);
        }
        if ui.add_enabled(current < count, egui::Button::new("Delete chunk")).clicked() {
            if usage[current] == 0 {
                delete(doc, editing, current);
            } else {
                editing.chunks_ui.confirm_delete = Some(current);
            }
        }
        if ui.add_enabled(current < count, egui::Button::new("Edit chunk…")).clicked() {
            editing.chunk_editor_open = true;
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Go to chunk");
        let resp =
            ui.add(egui::TextEdit::singleline(&mut editing.chunks_ui.search).desired_width(50.0)).labelled_by(label.id);
        let wanted = editing.chunks_ui.search.trim().trim_start_matches('#').parse::<usize>().ok();
        if resp.changed()
            && let Some(i) = wanted.filter(|i| *i < count)
        {
            select(editing, i);
            editing.chunks_ui.scroll_to_selected = true;
        }
        if wanted.is_some_and(|i| i >= count) {
            ui.colored_label(WARN, format!("only {count}"));
        }
    });
    ui.horizontal(|ui| {
        let brush = match editing.chunk {
            Some(c) => format!("Brush: chunk {c}"),
            None => "Brush: empty (erases)".to_string(),
        };
        ui.label(brush);
        if ui.button("Empty brush").on_hover_text("Paint empty layout cells").clicked() {
            editing.chunk = None;
        }
    });
    if let Some(index) = editing.chunks_ui.confirm_delete.filter(|i| *i < count) {
        egui::Frame::group(ui.style()).stroke(Stroke::new(1.0, WARN)).show(ui, |ui| {
            ui.colored_label(WARN, format!("Chunk {index} is {}.", usage_text(usage[index])));
            ui.label("Deleting empties those cells; chunks after it are renumbered one down.");
            ui.horizontal(|ui| {
                if ui.button("Delete and empty its cells").clicked() {
                    delete(doc, editing, index);
                }
                if ui.button("Cancel").clicked() {
                    editing.chunks_ui.confirm_delete = None;
                }
            });
        });
    }
    if let Some(msg) = &editing.chunks_ui.message {
        ui.colored_label(ui.visuals().error_fg_color, msg);
    }
    ui.separator();
    if count == 0 {
        ui.label("The level has no chunks yet.");
        return;
    }

    let cache_id = egui::Id::unique("chunk_library_thumbs");
    let mut cache: ThumbCache = ui.data_mut(|d| d.get_temp(cache_id)).unwrap_or_default();
    cache.sync(doc.level());
    let columns = ((ui.available_width() / (CELL.x + ui.spacing().item_spacing.x)).floor() as usize).max(1);
    let rows = count.div_ceil(columns);
    let row_step = CELL.y + ui.spacing().item_spacing.y;
    let mut area = egui::ScrollArea::vertical().auto_shrink(false).id_salt("chunk_library");
    if editing.chunks_ui.scroll_to_selected {
        editing.chunks_ui.scroll_to_selected = false;
        let row = editing.edited_chunk / columns;
        area = area.vertical_scroll_offset((row as f32 * row_step - row_step).max(0.0));
    }
    area.show_rows(ui, CELL.y, rows, |ui, range| {
        for row in range {
            ui.horizontal(|ui| {
                for index in row * columns..((row + 1) * columns).min(count) {
                    cell(ui, doc, editing, &mut cache, usage.get(index).copied().unwrap_or(0), index);
                }
            });
        }
    });
    ui.data_mut(|d| d.insert_temp(cache_id, cache));
}

/// One thumbnail: click makes it the layout brush, double-click opens the chunk editor.
fn cell(ui: &mut egui::Ui, doc: &Document, editing: &mut Editing, cache: &mut ThumbCache, used: usize, index: usize) {
    let brush = editing.chunk.map(usize::from) == Some(index);
    let (rect, resp) = ui.allocate_exact_size(CELL, Sense::click());
    resp.widget_info(|| WidgetInfo::selected(Role::Button, true, brush, format!("Chunk {index}")));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        if brush {
            painter.rect_filled(rect, 3.0, ui.visuals().selection.bg_fill);
        } else if resp.hovered() {
            painter.rect_filled(rect, 3.0, ui.visuals().widgets.hovered.weak_bg_fill);
        }
        let thumb = Rect::from_min_size(pos2(rect.center().x - THUMB / 2.0, rect.top() + 3.0), vec2(THUMB, THUMB));
        painter.rect_filled(thumb, 0.0, palette::LEVEL_BACKGROUND);
        if let Some(tex) = cache.texture(ui.ctx(), doc.level(), index) {
            let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
            painter.image(tex, thumb, uv, Color32::WHITE);
        }
        let edited = editing.edited_chunk == index && editing.chunk_editor_open;
        let stroke =
            if edited { Stroke::new(2.0, palette::HOVER) } else { Stroke::new(1.0, ui.visuals().weak_text_color()) };
        painter.rect_stroke(thumb, 0.0, stroke, StrokeKind::Outside);
        let font = FontId::proportional(10.0);
        let label = if used == 0 { format!("#{index} unused") } else { format!("#{index} ×{used}") };
        painter.text(
            pos2(rect.center().x, thumb.bottom() + 4.0),
            egui::Align2::CENTER_TOP,
            label,
            font,
            ui.visuals().text_color(),
        );
    }
    let resp = resp.on_hover_text(format!(
        "Chunk {index}: {}\nClick: paint it in the level · double-click: edit",
        usage_text(used)
    ));
    if resp.clicked() {
        select(editing, index);
    }
    if resp.double_clicked() {
        select(editing, index);
        editing.chunk_editor_open = true;
    }
}
