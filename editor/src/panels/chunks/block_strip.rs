//! The "Paint block" tool's strip and brush: the level's 16x16 art blocks drawn from the art (find one by
//! number), and the block brush — a whole chunk cell: art block, X/Y flip, and the collision of layers A and B.
//! Choosing an art block brings the collision it usually has in this level along
//! (`studio_core::operations::art::usual_collision`); each layer can be set by hand or left as the painted cell
//! has it.

use super::ChunksPanel;
use super::editor::SOLIDITIES;
use crate::command::{Commands, Context};
use crate::widgets::art_grid::{Grid, flipped_uv};
use egui::{Color32, Rect, Sense, vec2};
use formats::{Block, Layer, LayerCell};
use studio_core::editing::Change;
use studio_core::operations::art::usual_collision;
use studio_core::usage::{art_block_usage, cells_text};

/// The brush for art block `id`: its usual collision (none when no cell uses it), the brush's flips.
pub fn brush_for(level: &formats::Level, brush: Block, id: u16) -> Block {
    let (a, b) = usual_collision(level, id).unwrap_or((LayerCell::EMPTY, LayerCell::EMPTY));
    Block { art: Some(id), a, b, ..brush }
}

impl ChunksPanel {
    /// The strip of art blocks, `height` points tall, in the tile strip's place.
    pub(super) fn block_strip(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, height: f32) {
        let level = ctx.doc.level();
        let count = self.art.art.as_ref().map_or(0, |a| a.block_count());
        let usage = art_block_usage(level, count);
        let brush = ctx.editing.block_brush;
        let art = &self.art;
        let grid = Grid {
            what: "Art block",
            id_salt: "chunk_editor_art_blocks",
            count,
            selected: brush.art.map(usize::from),
            thumb: 28.0,
            columns: 3,
            height: height - 30.0,
        };
        let mut draw = |painter: &egui::Painter, rect: Rect, index: usize| {
            if let Some((texture, uv)) = art.block_uv(index as u16) {
                painter.image(texture, rect, uv, Color32::WHITE);
            }
        };
        let hover = |i: usize| {
            format!("Art block {i}: {}\nClick: paint with it", cells_text(usage.get(i).copied().unwrap_or(0)))
        };
        if let Some(id) = grid.show(ui, &mut self.block_grid, &mut draw, &hover) {
            out.change(Change::BlockBrush(brush_for(level, brush, id as u16)));
        }
    }

    /// The block brush's controls (the row under the tools while "Paint block" is the tool).
    pub(super) fn block_brush_controls(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let level = ctx.doc.level();
        let brush = ctx.editing.block_brush;
        let mut new = brush;
        let count = self.art.art.as_ref().map_or(0, |a| a.block_count());
        ui.horizontal(|ui| {
            ui.label("Brush");
            let (rect, _) = ui.allocate_exact_size(vec2(24.0, 24.0), Sense::hover());
            ui.painter().rect_filled(rect, 0.0, crate::widgets::palette::LEVEL_BACKGROUND);
            if let Some((texture, uv)) = brush.art.and_then(|id| self.art.block_uv(id)) {
                ui.painter().image(texture, rect, flipped_uv(uv, brush.x_flip, brush.y_flip), Color32::WHITE);
            }
            let mut has_art = brush.art.is_some();
            ui.checkbox(&mut has_art, "art").on_hover_text("Without art the cell draws nothing (collision only)");
            let mut id = usize::from(brush.art.unwrap_or(0));
            let resp = ui.add_enabled(
                has_art,
                egui::DragValue::new(&mut id).range(0..=count.saturating_sub(1)).prefix("block "),
            );
            if has_art != brush.art.is_some() || resp.changed() {
                new = if has_art { brush_for(level, brush, id as u16) } else { Block { art: None, ..brush } };
            }
            ui.checkbox(&mut new.x_flip, "X flip");
            ui.checkbox(&mut new.y_flip, "Y flip");
            if ui
                .add_enabled(brush.art.is_some(), egui::Button::new("Usual collision"))
                .on_hover_text("The collision this art block has most often in this level")
                .clicked()
                && let Some(id) = brush.art
            {
                new = brush_for(level, brush, id);
            }
        });
        let tiles = level.tiles.len();
        ui.horizontal(|ui| {
            for (i, layer) in Layer::BOTH.into_iter().enumerate() {
                let name = if layer == Layer::A { "A" } else { "B" };
                let mut paint = !self.keep_collision[i];
                let toggle = ui
                    .checkbox(&mut paint, format!("Collision {name}"))
                    .on_hover_text(format!("Off: painting leaves the cell's layer {name} as it is"));
                self.keep_collision[i] = !paint;
                let cell = new.layer_mut(layer);
                let mut t = usize::from(cell.tile);
                ui.add_enabled_ui(paint, |ui| {
                    let drag = egui::DragValue::new(&mut t).range(0..=tiles.saturating_sub(1)).prefix("tile ");
                    if ui.add(drag).labelled_by(toggle.id).changed() {
                        cell.tile = u16::try_from(t).unwrap_or(cell.tile);
                    }
                    let solidity = SOLIDITIES.iter().find(|(v, _)| *v == cell.solidity).map_or("?", |(_, n)| *n);
                    egui::ComboBox::from_id_salt(("block_brush_solidity", name))
                        .selected_text(solidity)
                        .show_ui(ui, |ui| {
                            for (value, text) in SOLIDITIES {
                                ui.selectable_value(&mut cell.solidity, value, text);
                            }
                        })
                        .response
                        .labelled_by(toggle.id);
                });
                if i == 0 {
                    ui.separator();
                }
            }
        });
        if new != brush {
            out.change(Change::BlockBrush(new));
        }
    }
}
