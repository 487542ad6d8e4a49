//! The chunk editor window: paint blocks from the tile library into layer A, B or both.
//!
//! Each block names one tile per collision layer with that layer's solidity, and flips the tile for both
//! layers (SonLVL's chunk editor and the S2 chunk format: path 0 = A, path 1 = B). Solidity colours follow
//! SonLVL's collision view (`widgets::palette`).

use super::{ChunkTool, ChunksPanel, PaintSolidity};
use crate::command::{Commands, Context};
use crate::widgets::palette::{self, LAYER_B_OVERLAY, solidity_colour};
use crate::widgets::tile_shape::paint_tile;
use egui::{Color32, PointerButton, Rect, Role, Sense, Stroke, StrokeKind, WidgetInfo, pos2, vec2};
use formats::{Angle, Block, Layer, LayerCell, Solidity};
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin, PaintLayers};
use studio_core::history::MergeKey;
use studio_core::usage::{chunk_usage, usage_text};
use studio_core::view::ViewLayer;

const WARN: Color32 = Color32::from_rgb(0xFF, 0xA0, 0x30);

/// The solidity choices, named as a level designer reads them.
pub const SOLIDITIES: [(Solidity, &str); 4] = [
    (Solidity::NotSolid, "Not solid"),
    (Solidity::Top, "Top only"),
    (Solidity::LeftRightBottom, "Left/right/bottom"),
    (Solidity::All, "All sides"),
];

fn solidity_label(s: Solidity) -> &'static str {
    SOLIDITIES.iter().find(|(v, _)| *v == s).map_or("?", |(_, n)| n)
}

/// One layer of a block as text: `A: tile 2 · All sides · angle 0xE0 (45°), flipped: 0x20 (315°)` — the angle a
/// sensor reads through the block's flips
/// (`../shared/SPEC-NOTES.md` "Sensors against solid tiles").
pub fn cell_text(level: &formats::Level, block: &Block, layer: Layer) -> String {
    let name = if layer == Layer::A { "A" } else { "B" };
    let cell = *block.layer(layer);
    if cell.solidity == Solidity::NotSolid {
        return format!("{name}: not solid (tile {})", cell.tile);
    }
    let Some(tile) = level.tiles.get(usize::from(cell.tile)) else {
        return format!("{name}: tile {} (missing)", cell.tile);
    };
    let mut text =
        format!("{name}: tile {} · {} · angle {}", cell.tile, solidity_label(cell.solidity), Angle(tile.angle).label());
    let flipped = Angle(tile.angle).flipped(block.x_flip, block.y_flip);
    if !tile.is_flagged() && flipped != Angle(tile.angle) {
        text.push_str(&format!(", flipped: {}", flipped.label()));
    }
    text
}

/// Screen points per block in the chunk editor (`n` blocks per side): 40, or 24 for 256-pixel chunks.
fn block_points(n: usize) -> f32 {
    if n > 8 { 24.0 } else { 40.0 }
}

/// The layers a brush stroke writes.
fn painted_layers(p: PaintLayers) -> &'static [Layer] {
    match p {
        PaintLayers::A => &[Layer::A],
        PaintLayers::B => &[Layer::B],
        PaintLayers::Both => &Layer::BOTH,
    }
}

impl ChunksPanel {
    /// The chunk editor window, when `editing.chunk_editor_open`.
    pub fn editor_window(&mut self, egui_ctx: &egui::Context, ctx: &Context, out: &mut Commands) {
        if !ctx.editing.chunk_editor_open {
            return;
        }
        let mut open = true;
        egui::Window::new("Chunk editor")
            .id(egui::Id::unique("chunk_editor_window"))
            .open(&mut open)
            .resizable(false)
            // Right of the left panel (350 points wide when it opens): its Art tab is edited beside this window.
            .default_pos([360.0, 80.0])
            .show(egui_ctx, |ui| self.body(ui, ctx, out));
        if !open {
            out.change(Change::ChunkEditorOpen(false));
            self.stroke = None;
        }
    }

    /// Queues `value` for block `block` of chunk `chunk`, unless it is already there.
    fn set_block(
        &mut self,
        ctx: &Context,
        out: &mut Commands,
        label: &str,
        merge: Option<MergeKey>,
        (chunk, block): (usize, usize),
        value: Block,
    ) {
        let current = ctx.doc.level().chunks.get(chunk).and_then(|c| c.blocks.get(block));
        if current == Some(&value) {
            return;
        }
        out.edit(EditCommand::new(label, Origin::Chunks, Edit::SetBlock { chunk, block, value }).merging(merge));
        self.notice = None;
    }

    fn body(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands) {
        let level = ctx.doc.level();
        let count = level.chunks.len();
        if count == 0 {
            ui.label("The level has no chunks. Add one in the Chunks tab.");
            return;
        }
        // The chunk shown; the rest of this frame already edits the one the user navigated to.
        let before = ctx.editing.edited_chunk.min(count - 1);
        let mut index = before;
        ui.horizontal(|ui| {
            if ui.add_enabled(index > 0, egui::Button::new("<")).on_hover_text("Previous chunk").clicked() {
                index -= 1;
            }
            ui.add(egui::DragValue::new(&mut index).range(0..=count - 1).prefix("Chunk "));
            if ui.add_enabled(index + 1 < count, egui::Button::new(">")).on_hover_text("Next chunk").clicked() {
                index += 1;
            }
            ui.label(format!("of {count}"));
        });
        if index != before {
            out.change(Change::EditedChunk(index));
            self.block = None;
        }
        let used = chunk_usage(level).get(index).copied().unwrap_or(0);
        let text = format!("Chunk {index} is {}", usage_text(used));
        if used > 1 {
            ui.colored_label(WARN, format!("{text}: every edit here changes all of them."));
        } else {
            ui.label(text);
        }
        self.loop_versions(ui, ctx, out, index);

        ui.horizontal(|ui| {
            ui.label("View");
            let view = &mut self.view;
            ui.selectable_value(view, ViewLayer::A, "View A");
            ui.selectable_value(view, ViewLayer::B, "View B");
            ui.selectable_value(view, ViewLayer::Both, "View both");
            ui.separator();
            ui.label("Paint into");
            let mut layers = ctx.editing.paint_layers;
            ui.selectable_value(&mut layers, PaintLayers::A, "Paint A");
            ui.selectable_value(&mut layers, PaintLayers::B, "Paint B");
            ui.selectable_value(&mut layers, PaintLayers::Both, "Paint both");
            if layers != ctx.editing.paint_layers {
                out.change(Change::PaintLayers(layers));
            }
        });
        ui.horizontal(|ui| {
            ui.label("Tool");
            let tool = &mut self.tool;
            ui.selectable_value(tool, ChunkTool::Paint, "Paint tile")
                .on_hover_text("Left-drag paints the selected tile");
            ui.selectable_value(tool, ChunkTool::Select, "Select block").on_hover_text("Click a block to inspect it");
            ui.selectable_value(tool, ChunkTool::Pick, "Pick tile").on_hover_text("Click a block to select its tile");
            ui.selectable_value(tool, ChunkTool::PaintBlock, "Paint block")
                .on_hover_text("Left-drag paints the block brush: an art block with its flips and collision");
            if *tool == ChunkTool::PaintBlock {
                return;
            }
            ui.separator();
            let tiles = level.tiles.len();
            let mut tile = ctx.editing.tile;
            ui.add(egui::DragValue::new(&mut tile).range(0..=tiles.saturating_sub(1)).prefix("Tile "));
            if tile != ctx.editing.tile {
                out.change(Change::Tile(tile));
            }
            let (rect, _) = ui.allocate_exact_size(vec2(20.0, 20.0), Sense::hover());
            ui.painter().rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
            if let Some(t) = level.tiles.get(tile) {
                paint_tile(ui.painter(), rect, t, false, false, solidity_colour(Solidity::All));
            }
            let PaintSolidity(solidity) = &mut self.solidity;
            egui::ComboBox::from_label("solidity").selected_text(solidity_label(*solidity)).show_ui(ui, |ui| {
                for (value, name) in SOLIDITIES {
                    ui.selectable_value(solidity, value, name);
                }
            });
        });

        if self.tool == ChunkTool::PaintBlock {
            self.block_brush_controls(ui, ctx, out);
        }
        ui.horizontal_top(|ui| {
            let n = level.chunk_size.blocks_per_side();
            let height = n as f32 * block_points(n);
            if self.tool == ChunkTool::PaintBlock {
                self.block_strip(ui, ctx, out, height);
            } else {
                self.tile_strip(ui, ctx, out, height);
            }
            // A line as tall as the blocks (a separator would take the window's whole height, growing it).
            let (line, _) = ui.allocate_exact_size(vec2(8.0, height), Sense::hover());
            ui.painter().vline(line.center().x, line.y_range(), ui.visuals().widgets.noninteractive.bg_stroke);
            self.blocks(ui, ctx, out, index);
            ui.vertical(|ui| {
                ui.set_min_width(330.0);
                self.inspector(ui, ctx, out, index);
            });
        });
        ui.label("Left: use the tool · right-click: inspect a block · Alt+click: pick its tile and whole block");
        self.messages(ui, ctx);
    }

    /// Sonic 1's loop chunks (`Level.loops`): for a loop chunk or its alternate, both versions — the chunk
    /// placed in the layout (drawn, and collided with while the player's loop flag is clear) and its alternate
    /// (collided with while the flag is set) — as buttons that edit either, and which one the collision uses
    /// now: the play-test's loop flag, or the normal version outside a play-test. Roll tunnels say so.
    fn loop_versions(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, index: usize) {
        let loops = &ctx.doc.level().loops;
        let entry = loops.chunks.iter().find(|c| usize::from(c.chunk) == index || usize::from(c.alternate) == index);
        if let Some(l) = entry {
            ui.horizontal(|ui| {
                ui.label("Loop chunk");
                for (chunk, name, hover) in [
                    (l.chunk, "Normal", "Placed in the layout: drawn, and collided with while the loop flag is clear"),
                    (l.alternate, "Alternate", "Collided with in the loop chunk's place while the loop flag is set"),
                ] {
                    let chunk = usize::from(chunk);
                    let resp =
                        ui.selectable_label(chunk == index, format!("{name}: chunk {chunk}")).on_hover_text(hover);
                    if resp.clicked() && chunk != index && chunk < ctx.doc.level().chunks.len() {
                        out.change(Change::EditedChunk(chunk));
                        self.block = None;
                    }
                }
            });
            let trigger = match l.trigger {
                formats::loops::LoopTrigger::None => "nothing here switches the flag",
                formats::loops::LoopTrigger::Loop => "this chunk sets and clears the flag",
                formats::loops::LoopTrigger::LoopGrounded => "this chunk sets and clears the flag (cleared in the air)",
            };
            let flag = ctx.playtest.play.as_ref().map(|p| p.world.player.loop_flag());
            let active = match flag {
                Some(true) => {
                    format!("Active now: the alternate (chunk {}) — the player's loop flag is set", l.alternate)
                }
                Some(false) => format!("Active now: the normal version (chunk {}) — the loop flag is clear", l.chunk),
                None => {
                    format!("Active: the normal version (chunk {}) while the loop flag is clear; {trigger}", l.chunk)
                }
            };
            ui.label(active);
        }
        if loops.is_tunnel(index as u16) {
            ui.label("Roll tunnel: a player whose centre is in this chunk rolls");
        }
    }

    /// Chunk `index`'s blocks drawn large; painting, picking and selecting.
    fn blocks(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, index: usize) {
        let level = ctx.doc.level();
        let size = level.chunk_size;
        let n = size.blocks_per_side();
        let cell = block_points(n);
        let (rect, resp) = ui.allocate_exact_size(vec2(n as f32 * cell, n as f32 * cell), Sense::click_and_drag());
        resp.widget_info(|| WidgetInfo::labeled(Role::Canvas, true, "Chunk blocks"));
        let block_at = |p: egui::Pos2| {
            let col = ((p.x - rect.left()) / cell).floor();
            let row = ((p.y - rect.top()) / cell).floor();
            (col >= 0.0 && row >= 0.0 && (col as usize) < n && (row as usize) < n)
                .then(|| row as usize * n + col as usize)
        };
        let alt = ui.input(|i| i.modifiers.alt);

        if resp.secondary_clicked()
            && let Some(b) = resp.interact_pointer_pos().and_then(block_at)
        {
            self.block = Some(b);
        }
        let primary = ui.input(|i| i.pointer.button_down(PointerButton::Primary));
        let pressed = resp.is_pointer_button_down_on() && primary;
        let tool = if alt { ChunkTool::Pick } else { self.tool };
        match tool {
            ChunkTool::Paint | ChunkTool::PaintBlock if pressed || resp.clicked() => {
                if let Some(b) = resp.interact_pointer_pos().and_then(block_at) {
                    let key = match self.stroke {
                        Some(key) if pressed => key,
                        _ => MergeKey::new_stroke(),
                    };
                    self.stroke = pressed.then_some(key);
                    self.block = Some(b);
                    if tool == ChunkTool::PaintBlock {
                        self.paint_block(ctx, out, key, index, b);
                    } else {
                        self.paint(ctx, out, key, index, b);
                    }
                }
            }
            ChunkTool::Select | ChunkTool::Pick if resp.clicked() => {
                if let Some(b) = resp.interact_pointer_pos().and_then(block_at) {
                    self.block = Some(b);
                    if tool == ChunkTool::Pick
                        && let Some(block) = level.chunks.get(index).and_then(|c| c.blocks.get(b))
                    {
                        let cell = match self.view {
                            ViewLayer::B => block.b,
                            _ if block.a.solidity == Solidity::NotSolid && block.b.solidity != Solidity::NotSolid => {
                                block.b
                            }
                            _ => block.a,
                        };
                        out.change(Change::Tile(usize::from(cell.tile)));
                        // The whole cell too: the block brush (art, flips, collision).
                        out.change(Change::BlockBrush(*block));
                    }
                }
            }
            _ => {}
        }
        if !pressed {
            self.stroke = None;
        }

        let Some(chunk) = level.chunks.get(index) else { return };
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
        // The chunk's art under its collision, as the level view's Terrain switch says.
        let art_drawn = ctx.view.terrain.shows_art() && self.art.is_ready();
        if art_drawn {
            self.art.paint_chunk(&painter, rect, index);
        }
        let collision = !art_drawn || ctx.view.terrain.shows_collision();
        let tint = crate::widgets::level_art::collision_tint(art_drawn, ctx.view.collision_opacity);
        let draw = |brect: Rect, block: &Block, cell: LayerCell, colour: Color32| {
            if collision
                && cell.solidity != Solidity::NotSolid
                && let Some(tile) = level.tiles.get(usize::from(cell.tile))
            {
                paint_tile(
                    &painter,
                    brect,
                    tile,
                    block.x_flip,
                    block.y_flip,
                    colour.gamma_multiply(tint.a() as f32 / 255.0),
                );
            }
        };
        for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
            let min = pos2(rect.left() + (i % n) as f32 * cell, rect.top() + (i / n) as f32 * cell);
            let brect = Rect::from_min_size(min, vec2(cell, cell));
            match self.view {
                ViewLayer::A => draw(brect, block, block.a, solidity_colour(block.a.solidity)),
                ViewLayer::B => draw(brect, block, block.b, solidity_colour(block.b.solidity)),
                ViewLayer::Both => {
                    draw(brect, block, block.a, solidity_colour(block.a.solidity));
                    if block.a != block.b {
                        draw(brect, block, block.b, LAYER_B_OVERLAY);
                    }
                }
            }
        }
        let grid = Stroke::new(1.0, palette::CHUNK_GRID);
        for i in 1..n {
            let d = i as f32 * cell;
            painter.vline(rect.left() + d, rect.y_range(), grid);
            painter.hline(rect.x_range(), rect.top() + d, grid);
        }
        let block_rect = |b: usize| {
            Rect::from_min_size(
                pos2(rect.left() + (b % n) as f32 * cell, rect.top() + (b / n) as f32 * cell),
                vec2(cell, cell),
            )
        };
        if let Some(b) = self.block.filter(|b| *b < n * n) {
            painter.rect_stroke(block_rect(b), 0.0, Stroke::new(2.0, palette::SWITCHER), StrokeKind::Inside);
        }
        if let Some(b) = resp.hover_pos().and_then(block_at) {
            painter.rect_stroke(block_rect(b), 0.0, Stroke::new(1.0, palette::HOVER), StrokeKind::Inside);
            if let Some(block) = chunk.blocks.get(b) {
                let text = format!(
                    "block {}, {} · {}{}{}\n{}\n{}",
                    b % n,
                    b / n,
                    block.art.map_or("no art".to_string(), |id| format!("art block {id}")),
                    if block.x_flip { " · X flip" } else { "" },
                    if block.y_flip { " · Y flip" } else { "" },
                    cell_text(level, block, Layer::A),
                    cell_text(level, block, Layer::B)
                );
                resp.on_hover_text(text);
            }
        }
    }

    /// Paints the selected tile with the paint solidity into the chosen layers of block `b` of chunk `chunk`,
    /// keeping its flips.
    fn paint(&mut self, ctx: &Context, out: &mut Commands, key: MergeKey, chunk: usize, b: usize) {
        let level = ctx.doc.level();
        let Some(block) = level.chunks.get(chunk).and_then(|c| c.blocks.get(b)).copied() else {
            return;
        };
        let selected = ctx.editing.tile;
        let Ok(tile) = u16::try_from(selected) else { return };
        if selected >= level.tiles.len() {
            self.notice = Some(format!("Tile {selected} does not exist; pick a tile first"));
            return;
        }
        let mut value = block;
        for layer in painted_layers(ctx.editing.paint_layers) {
            *value.layer_mut(*layer) = LayerCell { tile, solidity: self.solidity.0 };
        }
        self.set_block(ctx, out, "Paint block", Some(key), (chunk, b), value);
    }

    /// Paints the block brush into block `b` of chunk `chunk`: its art and flips, and the collision of each
    /// layer not kept.
    fn paint_block(&mut self, ctx: &Context, out: &mut Commands, key: MergeKey, chunk: usize, b: usize) {
        let level = ctx.doc.level();
        let Some(block) = level.chunks.get(chunk).and_then(|c| c.blocks.get(b)).copied() else {
            return;
        };
        let brush = ctx.editing.block_brush;
        let mut value = Block { art: brush.art, x_flip: brush.x_flip, y_flip: brush.y_flip, ..block };
        for (i, layer) in Layer::BOTH.into_iter().enumerate() {
            if !self.keep_collision[i] {
                *value.layer_mut(layer) = *brush.layer(layer);
            }
        }
        self.set_block(ctx, out, "Paint block", Some(key), (chunk, b), value);
    }

    /// Flips and per-layer tile and solidity of the inspected block of chunk `index`.
    fn inspector(&mut self, ui: &mut egui::Ui, ctx: &Context, out: &mut Commands, index: usize) {
        let level = ctx.doc.level();
        let n = level.chunk_size.blocks_per_side();
        let Some(b) = self.block else {
            ui.weak("Right-click a block to inspect it.");
            return;
        };
        let Some(block) = level.chunks.get(index).and_then(|c| c.blocks.get(b)).copied() else {
            self.block = None;
            return;
        };
        let mut new = block;
        let mut label = None;
        ui.horizontal(|ui| {
            ui.strong(format!("Block {}, {}", b % n, b / n));
            let x = ui.checkbox(&mut new.x_flip, "X flip").changed();
            let y = ui.checkbox(&mut new.y_flip, "Y flip").changed();
            if x || y {
                label = Some("Flip block");
            }
        });
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(vec2(24.0, 24.0), Sense::hover());
            ui.painter().rect_filled(rect, 0.0, palette::LEVEL_BACKGROUND);
            if let Some((texture, uv)) = block.art.and_then(|id| self.art.block_uv(id)) {
                let uv = crate::widgets::art_grid::flipped_uv(uv, block.x_flip, block.y_flip);
                ui.painter().image(texture, rect, uv, Color32::WHITE);
            }
            let count = self.art.art.as_ref().map_or(0, |a| a.block_count());
            let mut has_art = block.art.is_some();
            let art_label = ui.label("Art");
            if ui.checkbox(&mut has_art, "").labelled_by(art_label.id).changed() {
                new.art = has_art.then_some(0);
                label = Some("Set block art");
            }
            let mut id = usize::from(block.art.unwrap_or(0));
            let drag = egui::DragValue::new(&mut id)
                .range(0..=count.saturating_sub(1))
                .clamp_existing_to_range(false)
                .prefix("art block ");
            if ui.add_enabled(has_art, drag).labelled_by(art_label.id).changed() {
                new.art = u16::try_from(id).ok();
                label = Some("Set block art");
            }
            if ui
                .add_enabled(block.art.is_some(), egui::Button::new("Edit art…"))
                .on_hover_text("Edit this 16x16 art block in the Art tab's block editor")
                .clicked()
                && let Some(id) = block.art
            {
                out.change(Change::ArtBlock { id, cell: Some((index, b)) });
                out.change(Change::ArtTab(studio_core::editing::ArtTab::Blocks));
                out.change(Change::Tab(studio_core::editing::LeftTab::Art));
            }
            if ui.button("Use as brush").on_hover_text("Paint this whole block with the Paint block tool").clicked() {
                out.change(Change::BlockBrush(block));
                self.tool = ChunkTool::PaintBlock;
            }
        });
        let tiles = level.tiles.len();
        egui::Grid::new("chunk_block_inspector").num_columns(4).show(ui, |ui| {
            for layer in Layer::BOTH {
                let name = if layer == Layer::A { "A" } else { "B" };
                let row_label = ui.label(format!("Layer {name}"));
                let cell = new.layer_mut(layer);
                let mut t = usize::from(cell.tile);
                let resp = ui.add(
                    egui::DragValue::new(&mut t)
                        .range(0..=tiles.saturating_sub(1))
                        .clamp_existing_to_range(false)
                        .prefix("tile "),
                );
                if resp.labelled_by(row_label.id).changed() {
                    cell.tile = u16::try_from(t).unwrap_or(cell.tile);
                    label = Some("Set block tile");
                }
                egui::ComboBox::from_id_salt(("chunk_block_solidity", name))
                    .selected_text(solidity_label(cell.solidity))
                    .show_ui(ui, |ui| {
                        for (value, text) in SOLIDITIES {
                            if ui.selectable_value(&mut cell.solidity, value, text).changed() {
                                label = Some("Set solidity");
                            }
                        }
                    })
                    .response
                    .labelled_by(row_label.id);
                if ui.button("Use as brush").on_hover_text(format!("Select tile {}", cell.tile)).clicked() {
                    out.change(Change::Tile(usize::from(cell.tile)));
                }
                ui.end_row();
            }
        });
        ui.horizontal(|ui| {
            if ui.button("Copy A to B").clicked() {
                new.b = new.a;
                label = Some("Copy layer A to B");
            }
            if ui.button("Copy B to A").clicked() {
                new.a = new.b;
                label = Some("Copy layer B to A");
            }
        });
        ui.label(cell_text(level, &block, Layer::A));
        ui.label(cell_text(level, &block, Layer::B));
        if let Some(label) = label {
            self.set_block(ctx, out, label, None, (index, b), new);
        }
    }
}
