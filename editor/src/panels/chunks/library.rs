//! The chunk library: every chunk as a thumbnail with its usage count.

use super::ChunksPanel;
use crate::command::{Commands, Context};
use crate::widgets::level_art::{ArtHandles, collision_tint};
use crate::widgets::palette;
use crate::widgets::thumbs::ThumbCache;
use egui::{Color32, FontId, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::Chunk;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::operations::chunks::delete_chunk_edit;
use studio_core::usage::{chunk_usage, usage_text};

/// One library cell: a 56-point thumbnail and a line of text under it.
const CELL: egui::Vec2 = vec2(62.0, 78.0);
const THUMB: f32 = 56.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// Makes chunk `index` the layout brush and the edited chunk.
fn select(out: &mut Commands, index: usize) {
    for change in select_changes(index) {
        out.change(change);
    }
}

fn select_changes(index: usize) -> [Change; 2] {
    [Change::ChunkBrush(u16::try_from(index).ok()), Change::EditedChunk(index)]
}

impl ChunksPanel {
    /// Adds `chunk` after the last chunk and, once added, makes it the brush (appending keeps the layout's
    /// references valid).
    fn append(&mut self, ctx: &Context, out: &mut Commands, label: &str, chunk: Chunk) {
        let index = ctx.doc.level().chunks.len();
        let [brush, edited] = select_changes(index);
        out.edit(EditCommand::new(label, Origin::Chunks, Edit::InsertChunk { index, chunk }).then(brush).then(edited));
        self.notice = None;
        self.scroll_to_selected = true;
    }

    /// Deletes chunk `index` (its layout cells emptied, higher chunks renumbered) and, once deleted, keeps the
    /// brush naming the same chunk (the edited chunk is clamped by the core).
    fn delete(&mut self, ctx: &Context, out: &mut Commands, index: usize) {
        let edit = delete_chunk_edit(ctx.doc.level(), index);
        let mut command = EditCommand::new(format!("Delete chunk {index}"), Origin::Chunks, edit);
        let brush = match ctx.editing.chunk {
            Some(c) if usize::from(c) == index => None,
            Some(c) if usize::from(c) > index => Some(c - 1),
            other => other,
        };
        if brush != ctx.editing.chunk {
            command = command.then(Change::ChunkBrush(brush));
        }
        if ctx.doc.level().chunks.len() <= 1 {
            command = command.then(Change::ChunkEditorOpen(false));
        }
        out.edit(command);
        self.notice = None;
        self.confirm_delete = None;
        self.block = None;
    }

    /// The Chunks tab of the left panel.
    pub fn library(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let level = ctx.doc.level();
        let count = level.chunks.len();
        let usage = chunk_usage(level);
        let current = ctx.editing.edited_chunk;
        ui.horizontal_wrapped(|ui| {
            if ui.button("New chunk").on_hover_text("Add an empty chunk after the last one").clicked() {
                self.append(ctx, out, "New chunk", Chunk::empty(level.chunk_size));
            }
            let selected = level.chunks.get(current).cloned();
            if ui.add_enabled(selected.is_some(), egui::Button::new("Duplicate chunk")).clicked()
                && let Some(chunk) = selected
            {
                self.append(ctx, out, "Duplicate chunk", chunk);
            }
            if ui.add_enabled(current < count, egui::Button::new("Delete chunk")).clicked() {
                if usage.get(current).copied().unwrap_or(0) == 0 {
                    self.delete(ctx, out, current);
                } else {
                    self.confirm_delete = Some(current);
                }
            }
            if ui.add_enabled(current < count, egui::Button::new("Edit chunk…")).clicked() {
                out.change(Change::ChunkEditorOpen(true));
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label("Go to chunk");
            let resp = ui.add(egui::TextEdit::singleline(&mut self.search).desired_width(50.0)).labelled_by(label.id);
            let wanted = self.search.trim().trim_start_matches('#').parse::<usize>().ok();
            if resp.changed()
                && let Some(i) = wanted.filter(|i| *i < count)
            {
                select(out, i);
                self.scroll_to_selected = true;
            }
            if wanted.is_some_and(|i| i >= count) {
                ui.colored_label(WARN, format!("only {count}"));
            }
        });
        ui.horizontal(|ui| {
            let brush = match ctx.editing.chunk {
                Some(c) => format!("Brush: chunk {c}"),
                None => "Brush: empty (erases)".to_string(),
            };
            ui.label(brush);
            if ui.button("Empty brush").on_hover_text("Paint empty layout cells").clicked() {
                out.change(Change::ChunkBrush(None));
            }
        });
        if let Some(index) = self.confirm_delete.filter(|i| *i < count) {
            let used = usage.get(index).copied().unwrap_or(0);
            egui::Frame::group(ui.style()).stroke(Stroke::new(1.0, WARN)).show(ui, |ui| {
                ui.colored_label(WARN, format!("Chunk {index} is {}.", usage_text(used)));
                ui.label("Deleting empties those cells; chunks after it are renumbered one down.");
                ui.horizontal(|ui| {
                    if ui.button("Delete and empty its cells").clicked() {
                        self.delete(ctx, out, index);
                    }
                    if ui.button("Cancel").clicked() {
                        self.confirm_delete = None;
                    }
                });
            });
        }
        self.messages(ui, ctx);
        ui.separator();
        if count == 0 {
            ui.label("The level has no chunks yet.");
            return;
        }

        self.thumbs.sync(ctx.doc);
        let columns = ((ui.available_width() / (CELL.x + ui.spacing().item_spacing.x)).floor() as usize).max(1);
        let rows = count.div_ceil(columns);
        let row_step = CELL.y + ui.spacing().item_spacing.y;
        let mut area = egui::ScrollArea::vertical().auto_shrink(false).id_salt("chunk_library");
        if self.scroll_to_selected {
            self.scroll_to_selected = false;
            let row = ctx.editing.edited_chunk / columns;
            area = area.vertical_scroll_offset((row as f32 * row_step - row_step).max(0.0));
        }
        let thumbs = &mut self.thumbs;
        let art = &self.art;
        area.show_rows(ui, CELL.y, rows, |ui, range| {
            for row in range {
                ui.horizontal(|ui| {
                    for index in row * columns..((row + 1) * columns).min(count) {
                        cell(ui, ctx, out, (thumbs, art), usage.get(index).copied().unwrap_or(0), index);
                    }
                });
            }
        });
    }

    /// The last refused chunk edit, and the editor's notice.
    pub(super) fn messages(&self, ui: &mut egui::Ui, ctx: &Context) {
        for msg in [ctx.editing.refusals.get(Origin::Chunks), self.notice.as_deref()].into_iter().flatten() {
            ui.colored_label(ui.visuals().error_fg_color, msg);
        }
    }
}

/// One thumbnail (the chunk's art under its collision, as the level view's Terrain switch says): click makes
/// it the layout brush, double-click opens the chunk editor.
fn cell(
    ui: &mut egui::Ui,
    ctx: &Context,
    out: &mut Commands,
    (thumbs, art): (&mut ThumbCache, &ArtHandles),
    used: usize,
    index: usize,
) {
    let level = ctx.doc.level();
    let brush = ctx.editing.chunk.map(usize::from) == Some(index);
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
        let art_drawn = ctx.view.terrain.shows_art() && art.is_ready();
        if art_drawn {
            art.paint_chunk(&painter, thumb, index);
        }
        if !art_drawn || ctx.view.terrain.shows_collision() {
            let tint = collision_tint(art_drawn, ctx.view.collision_opacity);
            if let Some(tex) = thumbs.texture(ui.ctx(), level, index) {
                let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
                painter.image(tex, thumb, uv, tint);
            }
        }
        let edited = ctx.editing.edited_chunk == index && ctx.editing.chunk_editor_open;
        let stroke =
            if edited { Stroke::new(2.0, palette::HOVER) } else { Stroke::new(1.0, ui.visuals().weak_text_color()) };
        painter.rect_stroke(thumb, 0.0, stroke, StrokeKind::Outside);
        let font = FontId::proportional(10.0);
        let mut label = if used == 0 { format!("#{index} unused") } else { format!("#{index} ×{used}") };
        // Sonic 1's loop chunks and their alternates (`Level.loops`).
        let loops = &level.loops;
        if loops.chunk(index as u16).is_some() {
            label.push_str(" loop");
        } else if loops.chunks.iter().any(|c| usize::from(c.alternate) == index) {
            label.push_str(" alt");
        }
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
        select(out, index);
    }
    if resp.double_clicked() {
        select(out, index);
        out.change(Change::ChunkEditorOpen(true));
    }
}
