//! The layout tools in the level view: paint chunks, rectangle fill, pick a chunk; right-click edit in place.
//!
//! Every change is queued as an edit with one merge key per mouse drag, so a whole paint stroke (or a rectangle
//! fill) is one undo step; the edits themselves come from `studio_core::operations::layout`.

use crate::command::{Command, Commands, Context};
use crate::widgets::camera::{Camera, level_pixel};
use egui::{Color32, Painter, Rect, Response, Stroke, StrokeKind, Vec2, vec2};
use formats::Level;
use formats::level::Point;
use studio_core::command::EditCommand;
use studio_core::editing::{Change, Origin, Tool};
use studio_core::history::MergeKey;
use studio_core::operations::layout::{self, brush_text, line_cells, rect_cells};
use studio_core::probe::probe;
use studio_core::start;
use studio_core::usage::{TileUsage, chunk_usage};
use studio_core::view::ViewLayer;

/// What a right click landed on, remembered while its menu is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuTarget {
    pub col: usize,
    pub row: usize,
    /// The chunk in that cell and how many layout cells use it.
    pub chunk: Option<(u16, usize)>,
    /// The tile of the block under the pointer on the layer in view, and how many blocks use it.
    pub tile: Option<(u16, usize)>,
    /// The level pixel that was clicked ("Play from here" drops the player there).
    pub at: (i32, i32),
    /// Where "Set player start here" puts the start: standing on the floor under the click when the view shows
    /// where he would stand, else at the click (`studio_core::start::start_at_click`).
    pub start: Point,
}

/// What the held mouse button is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Press {
    /// A paint stroke: its edits merge into one undo step.
    Stroke(MergeKey),
    /// A press that picked a chunk, or that Escape cancelled: it does nothing more until released.
    Swallowed,
}

/// The layout tools' state between frames.
#[derive(Clone, Debug, Default)]
pub struct ToolState {
    /// The press in progress (None: no button held).
    stroke: Option<Press>,
    /// The last cell this stroke painted, to fill the cells between two frames' pointer positions.
    last_cell: Option<(usize, usize)>,
    /// Rectangle fill: the cell the drag began on and the cell under the pointer now.
    rect: Option<((usize, usize), (usize, usize))>,
    /// The right-click menu's target.
    pub menu: Option<MenuTarget>,
    /// Why the last resize was refused (shown in the tool bar until the next resize).
    pub error: Option<String>,
    /// The resize dialog's fields (text, so half-typed numbers survive).
    pub resize_width: String,
    pub resize_height: String,
}

/// The layout cell under a screen position, or None outside the layout.
pub fn cell_at(level: &Level, camera: &Camera, view: Rect, pos: egui::Pos2) -> Option<(usize, usize)> {
    let p = camera.to_level(view, pos);
    let chunk_px = level.chunk_size.pixels() as f32;
    let (c, r) = ((p.x / chunk_px).floor(), (p.y / chunk_px).floor());
    if c < 0.0 || r < 0.0 || c >= level.layout.width() as f32 || r >= level.layout.height() as f32 {
        return None;
    }
    Some((c as usize, r as usize))
}

/// The layout cell nearest a screen position (clamped into the layout); None for an empty layout.
fn clamped_cell_at(level: &Level, camera: &Camera, view: Rect, pos: egui::Pos2) -> Option<(usize, usize)> {
    let (w, h) = (level.layout.width(), level.layout.height());
    if w == 0 || h == 0 {
        return None;
    }
    let p = camera.to_level(view, pos);
    let chunk_px = level.chunk_size.pixels() as f32;
    let c = (p.x / chunk_px).floor().clamp(0.0, (w - 1) as f32) as usize;
    let r = (p.y / chunk_px).floor().clamp(0.0, (h - 1) as f32) as usize;
    Some((c, r))
}

/// Handles this frame's pointer input for the layout tools (`Tool::PaintChunk`, `RectFill`, `PickChunk`).
pub fn handle(
    ui: &egui::Ui,
    view: Rect,
    response: &Response,
    camera: &Camera,
    ctx: &Context,
    state: &mut ToolState,
    out: &mut Commands,
) {
    let (level, editing) = (ctx.doc.level(), ctx.editing);
    let (primary_down, alt, space, escape) = ui.input(|i| {
        (i.pointer.primary_down(), i.modifiers.alt, i.key_down(egui::Key::Space), i.key_pressed(egui::Key::Escape))
    });
    // The button went down on the view this frame or earlier (not on a panel or the minimap).
    let held = primary_down && response.is_pointer_button_down_on() && !space;
    // A press and release inside one frame (a fast click) is never "held": egui still reports the click.
    let clicked = response.clicked_by(egui::PointerButton::Primary) && !space;
    let pointer = response.interact_pointer_pos().or_else(|| response.hover_pos());

    // Alt+click with the paint tools picks, as in most paint programs.
    let picking = editing.tool == Tool::PickChunk || (alt && editing.tool == Tool::PaintChunk);
    if picking {
        if (held || clicked)
            && state.stroke.is_none()
            && let Some(cell) = pointer.and_then(|p| cell_at(level, camera, view, p))
        {
            out.change(Change::ChunkBrush(level.layout.get(cell.0, cell.1)));
            if editing.tool == Tool::PickChunk {
                out.change(Change::Tool(Tool::PaintChunk));
            }
            // Swallow the rest of this press so it does not paint once the tool switched.
            state.stroke = Some(Press::Swallowed);
        }
        if !held {
            state.stroke = None;
        }
        return;
    }

    match editing.tool {
        Tool::PaintChunk => {
            if !held && !clicked {
                state.stroke = None;
                state.last_cell = None;
                return;
            }
            let key = match state.stroke {
                Some(Press::Stroke(k)) => k,
                // A press that started as a pick paints nothing until released.
                Some(Press::Swallowed) => return,
                None => {
                    let k = MergeKey::new_stroke();
                    state.stroke = Some(Press::Stroke(k));
                    k
                }
            };
            let Some(cell) = pointer.and_then(|p| cell_at(level, camera, view, p)) else {
                state.last_cell = None;
                return;
            };
            let cells = match state.last_cell {
                Some(last) if last != cell => line_cells(last, cell),
                Some(_) => Vec::new(),
                None => vec![cell],
            };
            state.last_cell = Some(cell);
            let brush = editing.chunk;
            if let Some(edit) = layout::paint_cells(level, cells, brush) {
                let label = layout::paint_label(brush, false);
                out.edit(EditCommand::new(label, Origin::Layout, edit).merging(Some(key)));
            }
            if !held {
                state.stroke = None;
                state.last_cell = None;
            }
        }
        Tool::RectFill => {
            if escape {
                state.rect = None;
            }
            if held {
                if let Some(cell) = pointer.and_then(|p| clamped_cell_at(level, camera, view, p)) {
                    match &mut state.rect {
                        Some((_, end)) => *end = cell,
                        None if state.stroke.is_none() => state.rect = Some((cell, cell)),
                        None => {}
                    }
                }
                // Marks the press as seen, so Escape + still holding does not start a new rectangle.
                state.stroke.get_or_insert(Press::Swallowed);
            } else {
                let was_pressed = state.stroke.take().is_some();
                if let Some((a, b)) = state.rect.take() {
                    fill_rect(ctx, a, b, out);
                } else if clicked
                    && !was_pressed
                    && let Some(cell) = pointer.and_then(|p| cell_at(level, camera, view, p))
                {
                    fill_rect(ctx, cell, cell, out);
                }
            }
        }
        _ => {}
    }
}

/// Fills the rectangle between two cells with the brush, as one undo step.
pub fn fill_rect(ctx: &Context, a: (usize, usize), b: (usize, usize), out: &mut Commands) {
    let brush = ctx.editing.chunk;
    if let Some(edit) = layout::paint_cells(ctx.doc.level(), rect_cells(a, b), brush) {
        out.edit(EditCommand::new(layout::paint_label(brush, true), Origin::Layout, edit));
    }
}

/// The right-click menu target at a screen position: the cell, its chunk and use count, and the tile of the
/// block under the pointer on the layer in view (layer A for "both").
pub fn menu_target(
    level: &Level,
    camera: &Camera,
    view: Rect,
    pos: egui::Pos2,
    layer: ViewLayer,
) -> Option<MenuTarget> {
    let (col, row) = cell_at(level, camera, view, pos)?;
    let chunk_index = level.layout.get(col, row);
    // The same counts the Chunks and Tiles tabs show.
    let chunk = chunk_index.map(|c| (c, chunk_usage(level).get(c as usize).copied().unwrap_or(0)));
    let (x, y) = level_pixel(camera.to_level(view, pos));
    let tile = probe(level, x, y)
        .and_then(|p| p.block)
        .map(|b| b.layer(super::chunk_mesh::primary_layer(layer)).tile)
        .filter(|&t| t != 0 && (t as usize) < level.tiles.len())
        .map(|t| (t, TileUsage::of(level).blocks.get(t as usize).copied().unwrap_or(0)));
    // The lowest the start may land: the bottom of what the view shows.
    let lowest = camera.visible_level_rect(view).1.y.floor() as i32;
    let start = start::start_at_click(level, x, y, lowest);
    Some(MenuTarget { col, row, chunk, tile, at: (x, y), start })
}

/// The right-click menu of the level view (every tool): edit the chunk or tile in place, pick the chunk, move the
/// player start there, or start a play-test at the clicked point.
pub fn context_menu(
    response: &Response,
    view: Rect,
    camera: &Camera,
    ctx: &Context,
    state: &mut ToolState,
    out: &mut Commands,
) {
    if response.secondary_clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        state.menu = menu_target(ctx.doc.level(), camera, view, pos, ctx.view.layer);
    }
    let Some(target) = state.menu.clone() else { return };
    response.context_menu(|ui| {
        ui.label(egui::RichText::new(format!("Cell {}, {}", target.col, target.row)).weak());
        match target.chunk {
            Some((chunk, uses)) => {
                let cells = if uses == 1 { "cell" } else { "cells" };
                if ui.button(format!("Edit chunk {chunk} (used in {uses} {cells})")).clicked() {
                    out.change(Change::EditedChunk(chunk as usize));
                    out.change(Change::ChunkEditorOpen(true));
                    ui.close();
                }
                if ui.button(format!("Pick chunk {chunk}")).clicked() {
                    out.change(Change::ChunkBrush(Some(chunk)));
                    out.change(Change::Tool(Tool::PaintChunk));
                    ui.close();
                }
            }
            None => {
                if ui.button("Pick eraser (empty cell)").clicked() {
                    out.change(Change::ChunkBrush(None));
                    out.change(Change::Tool(Tool::PaintChunk));
                    ui.close();
                }
            }
        }
        if let Some((tile, uses)) = target.tile {
            let blocks = if uses == 1 { "block" } else { "blocks" };
            if ui.button(format!("Edit tile {tile} (used by {uses} {blocks})")).clicked() {
                out.change(Change::Tile(tile as usize));
                out.change(Change::TileEditorOpen(true));
                ui.close();
            }
        }
        ui.separator();
        let p = target.start;
        let set_start = ui
            .button(format!("Set player start here ({}, {})", p.x, p.y))
            .on_hover_text("Move the start here, standing on the floor under the click when there is one in view");
        if set_start.clicked() {
            if let Some(edit) = start::set_start(ctx.doc.level(), p) {
                out.edit(EditCommand::new(start::LABEL, Origin::Level, edit));
            }
            ui.close();
        }
        if ui.button(format!("Play from here ({}, {})", target.at.0, target.at.1)).clicked() {
            out.push(Command::PlayAt(target.at.0, target.at.1));
            ui.close();
        }
    });
}

/// Draws the tools' previews: the brush cell under the pointer, the rectangle being dragged.
pub fn paint(
    painter: &Painter,
    view: Rect,
    camera: &Camera,
    ctx: &Context,
    state: &ToolState,
    pointer: Option<egui::Pos2>,
) {
    let (level, editing) = (ctx.doc.level(), ctx.editing);
    let chunk_px = level.chunk_size.pixels() as f32;
    let cell_rect = |c: usize, r: usize| {
        let min = vec2(c as f32, r as f32) * chunk_px;
        camera.rect_to_screen(view, min, min + Vec2::splat(chunk_px))
    };
    let colour =
        if editing.chunk.is_some() { Color32::from_rgb(0x40, 0xC0, 0xFF) } else { Color32::from_rgb(0xFF, 0x60, 0x40) };
    match editing.tool {
        Tool::RectFill => {
            if let Some((a, b)) = state.rect {
                let r = cell_rect(a.0.min(b.0), a.1.min(b.1)).union(cell_rect(a.0.max(b.0), a.1.max(b.1)));
                painter.rect_filled(r, 0.0, colour.gamma_multiply(0.25));
                painter.rect_stroke(r, 0.0, Stroke::new(2.0, colour), StrokeKind::Inside);
                let (w, h) = (a.0.abs_diff(b.0) + 1, a.1.abs_diff(b.1) + 1);
                painter.text(
                    r.left_top() + vec2(4.0, 4.0),
                    egui::Align2::LEFT_TOP,
                    format!("{w} x {h} · {}", brush_text(editing.chunk)),
                    egui::FontId::proportional(13.0),
                    Color32::WHITE,
                );
            } else if let Some((c, r)) = pointer.and_then(|p| cell_at(level, camera, view, p)) {
                painter.rect_stroke(cell_rect(c, r), 0.0, Stroke::new(1.5, colour), StrokeKind::Inside);
            }
        }
        Tool::PaintChunk | Tool::PickChunk => {
            if let Some((c, r)) = pointer.and_then(|p| cell_at(level, camera, view, p)) {
                let colour = if editing.tool == Tool::PickChunk { Color32::YELLOW } else { colour };
                painter.rect_stroke(cell_rect(c, r), 0.0, Stroke::new(2.0, colour), StrokeKind::Inside);
            }
        }
        _ => {}
    }
}
