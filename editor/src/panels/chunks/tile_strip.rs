//! The tile strip beside the chunk editor's blocks: every tile as a small thumbnail with its index, and a box
//! to find one by number, so the tile to paint is picked where it is painted (as in SonLVL's chunk editor)
//! instead of in the Tiles tab, which would close the Chunks tab.

use super::ChunksPanel;
use crate::command::{Commands, Context};
use crate::widgets::level_art::TileArt;
use crate::widgets::tile_shape::tile_cell;
use egui::{Color32, FontId, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::Angle;
use studio_core::editing::Change;

/// One strip cell: a 28-point thumbnail and its index under it.
const CELL: egui::Vec2 = vec2(36.0, 42.0);
const THUMB: f32 = 28.0;
/// Thumbnails per row.
const COLUMNS: usize = 3;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

impl ChunksPanel {
    /// The strip, `height` points tall (the blocks' height).
    pub(super) fn tile_strip(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, height: f32) {
        let level = ctx.doc.level();
        let count = level.tiles.len();
        let selected = ctx.editing.tile;
        let width = COLUMNS as f32 * (CELL.x + ui.spacing().item_spacing.x);
        ui.vertical(|ui| {
            ui.set_width(width);
            ui.horizontal(|ui| {
                let label = ui.label("Find");
                let field =
                    egui::TextEdit::singleline(&mut self.tile_search).desired_width(width - 40.0).hint_text("tile #");
                let resp = ui.add(field).labelled_by(label.id).on_hover_text("Type a tile's number to select it");
                let wanted = self.tile_search.trim().trim_start_matches('#').parse::<usize>().ok();
                if resp.changed()
                    && let Some(i) = wanted.filter(|i| *i < count)
                {
                    out.change(Change::Tile(i));
                }
                if wanted.is_some_and(|i| i >= count) {
                    ui.colored_label(WARN, format!("only {count}"));
                }
            });
            // Scroll to the selected tile whenever it changes (found, picked from a block, chosen elsewhere).
            let rows = count.div_ceil(COLUMNS);
            let row_step = CELL.y + ui.spacing().item_spacing.y;
            let mut area = egui::ScrollArea::vertical()
                .id_salt("chunk_editor_tiles")
                .max_height(height)
                .auto_shrink([false, false]);
            if self.strip_tile != Some(selected) {
                self.strip_tile = Some(selected);
                let row = selected.min(count.saturating_sub(1)) / COLUMNS;
                let shown = (height / row_step).floor().max(1.0);
                let top = row as f32 - ((shown - 1.0) / 2.0).floor();
                area = area.vertical_scroll_offset((top * row_step).max(0.0));
            }
            self.art_ids.sync(ctx.doc);
            area.show_rows(ui, CELL.y, rows, |ui, range| {
                for row in range {
                    ui.horizontal(|ui| {
                        for index in row * COLUMNS..((row + 1) * COLUMNS).min(count) {
                            let art = TileArt::for_tile(&self.art, self.art_ids.ids(), index, ctx.view);
                            cell(ui, ctx, out, index, art);
                        }
                    });
                }
            });
        });
    }
}

/// One thumbnail (with its first block's art, as the tile library): a click makes it the tile the chunk
/// editor paints.
fn cell(ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, index: usize, art: TileArt) {
    let Some(tile) = ctx.doc.level().tiles.get(index) else { return };
    let selected = ctx.editing.tile == index;
    let (rect, resp) = ui.allocate_exact_size(CELL, Sense::click());
    resp.widget_info(|| WidgetInfo::selected(Role::Button, true, selected, format!("Paint tile {index}")));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        let thumb = tile_cell(ui, &painter, rect, &resp, tile, selected, THUMB, art);
        painter.rect_stroke(thumb, 0.0, Stroke::new(1.0, ui.visuals().weak_text_color()), StrokeKind::Outside);
        painter.text(
            pos2(rect.center().x, thumb.bottom() + 1.0),
            egui::Align2::CENTER_TOP,
            format!("{index}"),
            FontId::proportional(10.0),
            ui.visuals().text_color(),
        );
    }
    let resp = resp.on_hover_text(format!("Tile {index} · angle {}\nClick: paint with it", Angle(tile.angle).label()));
    if resp.clicked() {
        out.change(Change::Tile(index));
    }
}
