//! The block editor: a 16x16 art block's four 8x8 patterns (pattern, X/Y flip, palette line and priority per
//! quarter) with the collision of a chunk cell drawn over it, and the level's blocks to choose from. A block
//! used by more than one chunk cell asks, before its first edit, whether the edit goes everywhere or to a copy
//! for the cell the editor was opened from (as the tile editor warns for shared tiles).

use super::ArtPanel;
use crate::command::{Commands, Context};
use crate::widgets::art_grid::Grid;
use crate::widgets::palette::{self, LAYER_B_OVERLAY, solidity_colour};
use crate::widgets::tile_shape::paint_tile;
use egui::{Color32, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::art::PatternWord;
use formats::{LayerCell, Solidity};
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin};
use studio_core::history::MergeKey;
use studio_core::operations::art::{block_words, copy_block, usual_collision};
use studio_core::usage::{art_block_usage, cells_text};

/// Screen points per block pixel in the editor.
const PIXEL: f32 = 10.0;
const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);
const QUARTERS: [&str; 4] = ["Top left", "Top right", "Bottom left", "Bottom right"];
/// The quarters' row labels in the editor's table (the names above as their tooltips).
const SHORT: [&str; 4] = ["TL", "TR", "BL", "BR"];

/// A pattern word from its parts.
pub fn word(pattern: u16, line: u16, x_flip: bool, y_flip: bool, priority: bool) -> u16 {
    (pattern & 0x07FF)
        | (line & 3) << 13
        | u16::from(y_flip) << 12
        | u16::from(x_flip) << 11
        | u16::from(priority) << 15
}

impl ArtPanel {
    pub(super) fn blocks(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let level = ctx.doc.level();
        let art = self.art.art.clone();
        let count = art.as_ref().map_or(0, |a| a.block_count());
        let id = ctx.editing.art_block;
        let usage = art_block_usage(level, count.max(usize::from(id) + 1));
        let used = usage.get(usize::from(id)).copied().unwrap_or(0);
        ui.horizontal(|ui| {
            if ui.add_enabled(id > 0, egui::Button::new("<")).on_hover_text("Previous block").clicked() {
                out.change(Change::ArtBlock { id: id - 1, cell: None });
            }
            let mut wanted = usize::from(id);
            ui.add(egui::DragValue::new(&mut wanted).range(0..=count.saturating_sub(1)).prefix("Block "));
            if wanted != usize::from(id) {
                out.change(Change::ArtBlock { id: wanted as u16, cell: None });
            }
            if ui.add_enabled(usize::from(id) + 1 < count, egui::Button::new(">")).on_hover_text("Next block").clicked()
            {
                out.change(Change::ArtBlock { id: id + 1, cell: None });
            }
            ui.label(format!("of {count}"));
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button("New block").on_hover_text("Add an empty block after the last one").clicked() {
                self.append_block(ctx, out, "New block", [0; 4], None);
            }
            if ui.button("Duplicate block").on_hover_text("Add a copy of this block after the last one").clicked() {
                self.append_block(ctx, out, "Duplicate block", block_words(art.as_deref(), id), None);
            }
        });
        let text = format!("Art block {id} is {}", cells_text(used));
        if used > 1 {
            ui.colored_label(WARN, text);
        } else {
            ui.label(text);
        }
        if usize::from(id) >= count {
            ui.weak("This block is past the art's last: add one with New block.");
            return;
        }
        let words = block_words(art.as_deref(), id);
        let cell = ctx.editing.art_block_cell;
        // The collision drawn over it: the cell the editor came from, else the block's usual one.
        let collision = cell
            .and_then(|(c, b)| level.chunks.get(c)?.blocks.get(b).copied())
            .filter(|b| b.art == Some(id))
            .map(|b| (b.a, b.b, "the chunk cell's"))
            .or_else(|| usual_collision(level, id).map(|(a, b)| (a, b, "its usual")));

        let mut new = words;
        let mut label = None;
        // A drag of a number is one undo step; a click is one each.
        let mut dragged = false;
        // The collision over it as the level view's Terrain switch and opacity say.
        let shown = collision.filter(|_| ctx.view.terrain.shows_collision()).map(|(a, b, _)| (a, b));
        let opacity = f32::from(ctx.view.collision_opacity.min(100)) / 100.0;
        ui.horizontal_top(|ui| {
            self.enlarged(ui, &words, shown, level, opacity);
            ui.vertical(|ui| {
                match (cell, collision) {
                    (Some((c, b)), Some((_, _, "the chunk cell's"))) => {
                        let n = level.chunk_size.blocks_per_side();
                        ui.label(format!("Collision of chunk {c}, block {}, {}", b % n, b / n));
                    }
                    (_, Some((_, _, what))) => {
                        ui.label(format!("Collision: {what}"));
                    }
                    _ => {
                        ui.weak("No cell uses it: no collision drawn");
                    }
                }
                ui.label("Click a quarter to choose it; the patterns below set its pattern.");
            });
        });
        egui::Grid::new("block_quarters").num_columns(6).show(ui, |ui| {
            for (q, name) in QUARTERS.iter().enumerate() {
                let w = PatternWord(new[q]);
                let (mut pattern, mut line) = (w.pattern(), w.line());
                let (mut xf, mut yf, mut pri) = (w.x_flip(), w.y_flip(), w.priority());
                let row = ui.selectable_label(self.quarter == q, SHORT[q]).on_hover_text(*name);
                if row.clicked() {
                    self.quarter = q;
                }
                let patterns = art.as_ref().map_or(0, |a| a.pattern_count());
                let range = 0..=patterns.saturating_sub(1).min(2047);
                let number = ui.add(egui::DragValue::new(&mut pattern).range(range).prefix("#")).labelled_by(row.id);
                let mut changed = number.changed();
                changed |= ui.checkbox(&mut xf, "X").on_hover_text("X flip").changed();
                changed |= ui.checkbox(&mut yf, "Y").on_hover_text("Y flip").changed();
                let line_drag =
                    ui.add(egui::DragValue::new(&mut line).range(0..=3).prefix("line ")).labelled_by(row.id);
                changed |= line_drag.changed();
                dragged |= number.changed() || line_drag.changed();
                changed |= ui.checkbox(&mut pri, "prio").on_hover_text("Priority: drawn over the player").changed();
                if changed {
                    new[q] = word(pattern as u16, line as u16, xf, yf, pri);
                    label = Some(format!("Edit block {id} ({})", name.to_lowercase()));
                }
                ui.end_row();
            }
        });
        self.pending_question(ui, ctx, out, id, used);
        ui.separator();
        // The pattern picker for the chosen quarter, drawn with its line.
        let q = self.quarter.min(3);
        let qw = PatternWord(new[q]);
        ui.label(format!("Pattern of the {} quarter (drawn with line {})", QUARTERS[q].to_lowercase(), qw.line()));
        let patterns = art.as_ref().map_or(0, |a| a.pattern_count());
        let grid = Grid {
            what: "Pattern",
            id_salt: "block_editor_patterns",
            count: patterns,
            selected: Some(qw.pattern()),
            thumb: 24.0,
            columns: 8,
            height: 180.0,
        };
        let mut quarter_grid = std::mem::take(&mut self.quarter_grid);
        let line = qw.line();
        let picked = grid.show(
            ui,
            &mut quarter_grid,
            &mut |painter, rect, index| self.paint_pattern(painter, rect, (index, line), (false, false)),
            &|i| format!("Pattern {i}: click to use it in the {} quarter", QUARTERS[q].to_lowercase()),
        );
        self.quarter_grid = quarter_grid;
        if let Some(p) = picked {
            new[q] = word(p as u16, qw.line() as u16, qw.x_flip(), qw.y_flip(), qw.priority());
            label = Some(format!("Set block {id} pattern"));
        }
        ui.separator();
        ui.label("Blocks");
        let grid = Grid {
            what: "Art block",
            id_salt: "block_editor_blocks",
            count,
            selected: Some(usize::from(id)),
            thumb: 28.0,
            columns: 7,
            height: 220.0,
        };
        let handles = self.art.clone();
        let mut draw = |painter: &egui::Painter, rect: Rect, index: usize| {
            if let Some((texture, uv)) = handles.block_uv(index as u16) {
                painter.image(texture, rect, uv, Color32::WHITE);
            }
        };
        let hover = |i: usize| format!("Art block {i}: {}", cells_text(usage.get(i).copied().unwrap_or(0)));
        if let Some(i) = grid.show(ui, &mut self.block_grid, &mut draw, &hover) {
            out.change(Change::ArtBlock { id: i as u16, cell: None });
            self.pending = None;
        }
        if let Some(label) = label
            && new != words
        {
            let merge = dragged.then_some(MergeKey::Field { field: "art block", item: usize::from(id), slot: 0 });
            self.edit_block(out, (id, used), label, new, merge);
        }
    }

    /// The block drawn large: each quarter's pattern with its line and flips, the chosen quarter outlined, high
    /// priority quarters marked, the collision over it (layer A, layer B where it differs).
    fn enlarged(
        &mut self,
        ui: &mut egui::Ui,
        words: &[u16; 4],
        collision: Option<(LayerCell, LayerCell)>,
        level: &formats::Level,
        opacity: f32,
    ) {
        let side = 16.0 * PIXEL;
        let (rect, resp) = ui.allocate_exact_size(vec2(side, side), Sense::click());
        resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Block quarters"));
        if resp.clicked()
            && let Some(p) = resp.interact_pointer_pos()
        {
            let col = usize::from(p.x >= rect.center().x);
            let row = usize::from(p.y >= rect.center().y);
            self.quarter = row * 2 + col;
        }
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
        let half = side / 2.0;
        for (q, &w) in words.iter().enumerate() {
            let w = PatternWord(w);
            let min = pos2(rect.left() + (q % 2) as f32 * half, rect.top() + (q / 2) as f32 * half);
            let quarter = Rect::from_min_size(min, vec2(half, half));
            self.paint_pattern(&painter, quarter, (w.pattern(), w.line()), (w.x_flip(), w.y_flip()));
            if w.priority() {
                painter.text(
                    quarter.left_top() + vec2(3.0, 2.0),
                    egui::Align2::LEFT_TOP,
                    "P",
                    egui::FontId::proportional(11.0),
                    Color32::from_rgb(0xFF, 0xE0, 0x40),
                );
            }
        }
        if let Some((a, b)) = collision {
            for (cell, colour) in [(a, solidity_colour(a.solidity)), (b, LAYER_B_OVERLAY)] {
                if cell.solidity == Solidity::NotSolid || (colour == LAYER_B_OVERLAY && a == b) {
                    continue;
                }
                if let Some(tile) = level.tiles.get(usize::from(cell.tile)) {
                    paint_tile(&painter, rect, tile, false, false, colour.gamma_multiply(opacity));
                }
            }
        }
        let grid = Stroke::new(1.0, palette::CHUNK_GRID);
        painter.vline(rect.center().x, rect.y_range(), grid);
        painter.hline(rect.x_range(), rect.center().y, grid);
        let q = self.quarter.min(3);
        let min = pos2(rect.left() + (q % 2) as f32 * half, rect.top() + (q / 2) as f32 * half);
        painter.rect_stroke(
            Rect::from_min_size(min, vec2(half, half)),
            0.0,
            Stroke::new(2.0, palette::SWITCHER),
            StrokeKind::Inside,
        );
    }

    /// Queues block `id`'s new words, or asks first when other cells use it.
    fn edit_block(
        &mut self,
        out: &mut Commands,
        (id, used): (u16, usize),
        label: String,
        words: [u16; 4],
        merge: Option<MergeKey>,
    ) {
        if used > 1 && self.everywhere != Some(id) {
            self.pending = Some((id, label, words));
            return;
        }
        out.edit(EditCommand::new(label, Origin::Art, Edit::SetArtBlock { id, words: Some(words) }).merging(merge));
    }

    /// The question a pending edit of a shared block waits on.
    fn pending_question(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, id: u16, used: usize) {
        let Some((label, words)) = self.pending.clone().and_then(|(of, l, w)| (of == id).then_some((l, w))) else {
            return;
        };
        let cell = ctx.editing.art_block_cell;
        egui::Frame::group(ui.style()).stroke(Stroke::new(1.0, WARN)).show(ui, |ui| {
            ui.colored_label(WARN, format!("Art block {id} is {}.", cells_text(used)));
            ui.label("Change it everywhere it is used, or in a copy?");
            ui.horizontal_wrapped(|ui| {
                if ui.button("Edit everywhere").on_hover_text("Every cell using this block changes").clicked() {
                    self.everywhere = Some(id);
                    self.pending = None;
                    out.edit(EditCommand::new(
                        label.clone(),
                        Origin::Art,
                        Edit::SetArtBlock { id, words: Some(words) },
                    ));
                }
                let n = ctx.doc.level().chunk_size.blocks_per_side();
                let copy = match cell {
                    Some((c, b)) => format!("Make a copy for chunk {c}, block {}, {}", b % n, b / n),
                    None => "Make a copy (a new block)".to_string(),
                };
                if ui.button(copy).on_hover_text("A new block with this edit; the other cells keep this one").clicked()
                {
                    self.pending = None;
                    self.append_block(ctx, out, &format!("{label} (as a copy)"), words, cell);
                }
                if ui.button("Cancel").clicked() {
                    self.pending = None;
                }
            });
        });
    }

    /// Appends a block with `words` (repointing `cell` to it) and edits it next.
    fn append_block(
        &mut self,
        ctx: &Context,
        out: &mut Commands,
        label: &str,
        words: [u16; 4],
        cell: Option<(usize, usize)>,
    ) {
        match copy_block(ctx.doc.level(), self.art.art.as_deref(), words, cell) {
            Ok((edit, new)) => {
                out.edit(EditCommand::new(label, Origin::Art, edit).then(Change::ArtBlock { id: new, cell }))
            }
            Err(message) => self.notice = Some(message),
        }
    }
}
