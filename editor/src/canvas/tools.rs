//! The layout tools in the level view: paint chunks, rectangle fill, pick a chunk; right-click edit in place.
//!
//! Every change goes through `Document::apply_merging` with one merge key per mouse drag, so a whole paint
//! stroke (or a rectangle fill) is one undo step.

use super::camera::Camera;
use crate::actions::ViewLayer;
use crate::commands::Edit;
use crate::document::Document;
use crate::editing::{Editing, Tool};
use egui::{Color32, Painter, Rect, Response, Stroke, StrokeKind, Vec2, vec2};
use formats::Level;
use formats::level::Layout;
use formats::validate::limits;

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
}

/// The layout tools' state between frames.
#[derive(Clone, Debug, Default)]
pub struct ToolState {
    /// Merge key of the paint stroke in progress (None: no button held).
    stroke: Option<u64>,
    /// The last cell this stroke painted, to fill the cells between two frames' pointer positions.
    last_cell: Option<(usize, usize)>,
    /// Rectangle fill: the cell the drag began on and the cell under the pointer now.
    rect: Option<((usize, usize), (usize, usize))>,
    /// The right-click menu's target.
    pub menu: Option<MenuTarget>,
    /// Why the last layout edit was refused (shown in the tool bar until the next edit).
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

/// The cells on the line from `a` to `b` (Bresenham), both ends included: a fast drag paints every cell it
/// crossed, not only those under the pointer on each frame.
pub fn line_cells(a: (usize, usize), b: (usize, usize)) -> Vec<(usize, usize)> {
    let (mut x, mut y) = (a.0 as i64, a.1 as i64);
    let (x1, y1) = (b.0 as i64, b.1 as i64);
    let (dx, dy) = ((x1 - x).abs(), -(y1 - y).abs());
    let (sx, sy) = (if x < x1 { 1 } else { -1 }, if y < y1 { 1 } else { -1 });
    let mut err = dx + dy;
    let mut out = Vec::new();
    loop {
        out.push((x as usize, y as usize));
        if x == x1 && y == y1 {
            return out;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
    }
}

/// The cells of the rectangle spanned by two corner cells, row by row.
pub fn rect_cells(a: (usize, usize), b: (usize, usize)) -> impl Iterator<Item = (usize, usize)> {
    let (c0, c1) = (a.0.min(b.0), a.0.max(b.0));
    let (r0, r1) = (a.1.min(b.1), a.1.max(b.1));
    (r0..=r1).flat_map(move |r| (c0..=c1).map(move |c| (c, r)))
}

/// The brush as text: "chunk 12" or "eraser".
pub fn brush_text(chunk: Option<u16>) -> String {
    match chunk {
        Some(c) => format!("chunk {c}"),
        None => "eraser".to_string(),
    }
}

/// Handles this frame's pointer input for the layout tools (`Tool::PaintChunk`, `RectFill`, `PickChunk`).
pub fn handle(
    ui: &egui::Ui,
    view: Rect,
    response: &Response,
    camera: &Camera,
    doc: &mut Document,
    editing: &mut Editing,
    state: &mut ToolState,
) {
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
            && let Some(cell) = pointer.and_then(|p| cell_at(doc.level(), camera, view, p))
        {
            editing.chunk = doc.level().layout.get(cell.0, cell.1);
            if editing.tool == Tool::PickChunk {
                editing.tool = Tool::PaintChunk;
            }
            // Swallow the rest of this press so it does not paint once the tool switched.
            state.stroke = Some(0);
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
                Some(k) => k,
                None => {
                    let k = editing.begin_stroke();
                    state.stroke = Some(k);
                    k
                }
            };
            // A press that started as a pick (key 0) paints nothing until released.
            if key == 0 {
                return;
            }
            let Some(cell) = pointer.and_then(|p| cell_at(doc.level(), camera, view, p)) else {
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
            let edits: Vec<Edit> = cells
                .into_iter()
                .filter(|&(c, r)| doc.level().layout.get(c, r) != brush)
                .map(|(col, row)| Edit::SetCell { col, row, chunk: brush })
                .collect();
            if !edits.is_empty() {
                let label = if brush.is_some() { "Paint chunks" } else { "Erase chunks" };
                report(state, doc.apply_merging(label, Some(key), Edit::Group(edits)).map(|_| ()));
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
                if let Some(cell) = pointer.and_then(|p| clamped_cell_at(doc.level(), camera, view, p)) {
                    match &mut state.rect {
                        Some((_, end)) => *end = cell,
                        None if state.stroke.is_none() => state.rect = Some((cell, cell)),
                        None => {}
                    }
                }
                // Marks the press as seen, so Escape + still holding does not start a new rectangle.
                state.stroke.get_or_insert(0);
            } else {
                let was_pressed = state.stroke.take().is_some();
                if let Some((a, b)) = state.rect.take() {
                    fill_rect(doc, editing, state, a, b);
                } else if clicked
                    && !was_pressed
                    && let Some(cell) = pointer.and_then(|p| cell_at(doc.level(), camera, view, p))
                {
                    fill_rect(doc, editing, state, cell, cell);
                }
            }
        }
        _ => {}
    }
}

/// Fills the rectangle between two cells with the brush, as one undo step.
pub fn fill_rect(
    doc: &mut Document,
    editing: &mut Editing,
    state: &mut ToolState,
    a: (usize, usize),
    b: (usize, usize),
) {
    let brush = editing.chunk;
    let edits: Vec<Edit> = rect_cells(a, b)
        .filter(|&(c, r)| doc.level().layout.get(c, r) != brush)
        .map(|(col, row)| Edit::SetCell { col, row, chunk: brush })
        .collect();
    if edits.is_empty() {
        return;
    }
    let label = if brush.is_some() { "Fill rectangle" } else { "Erase rectangle" };
    let key = editing.begin_stroke();
    report(state, doc.apply_merging(label, Some(key), Edit::Group(edits)).map(|_| ()));
}

fn report(state: &mut ToolState, result: Result<(), crate::commands::EditError>) {
    state.error = result.err().map(|e| format!("Refused: {e}"));
}

/// Checks a requested layout size against `formats::validate::limits`.
pub fn check_layout_size(width: usize, height: usize) -> Result<(), String> {
    if width == 0 || height == 0 {
        return Err("The layout needs at least 1 x 1 chunks.".to_string());
    }
    if width > limits::MAX_LAYOUT_SIDE || height > limits::MAX_LAYOUT_SIDE {
        return Err(format!("At most {} chunks per side.", limits::MAX_LAYOUT_SIDE));
    }
    if width * height > limits::MAX_LAYOUT_CELLS {
        return Err(format!("At most {} cells in all ({} requested).", limits::MAX_LAYOUT_CELLS, width * height));
    }
    Ok(())
}

/// Resizes the layout (keeping the top-left part) as one undo step; refuses sizes over the limits.
pub fn resize_layout(doc: &mut Document, width: usize, height: usize) -> Result<(), String> {
    check_layout_size(width, height)?;
    let old = &doc.level().layout;
    if old.width() == width && old.height() == height {
        return Ok(());
    }
    let mut layout: Layout = old.clone();
    layout.resize(width, height);
    doc.apply(&format!("Resize layout to {width} x {height}"), Edit::SetLayout { layout })
        .map(|_| ())
        .map_err(|e| e.to_string())
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
    let chunk =
        chunk_index.map(|c| (c, crate::panels::chunks_state::chunk_usage(level).get(c as usize).copied().unwrap_or(0)));
    let (x, y) = super::camera::level_pixel(camera.to_level(view, pos));
    let tile = super::probe::probe(level, x, y)
        .and_then(|p| p.block)
        .map(|b| b.layer(super::chunk_mesh::primary_layer(layer)).tile)
        .filter(|&t| t != 0 && (t as usize) < level.tiles.len())
        .map(|t| (t, crate::panels::tiles_state::TileUsage::of(level).blocks.get(t as usize).copied().unwrap_or(0)));
    Some(MenuTarget { col, row, chunk, tile, at: (x, y) })
}

/// The right-click menu of the level view (every tool): edit the chunk or tile in place, pick the chunk, or
/// start a play-test at the clicked point.
pub fn context_menu(
    response: &Response,
    view: Rect,
    camera: &Camera,
    doc: &Document,
    layer: ViewLayer,
    editing: &mut Editing,
    state: &mut ToolState,
) {
    if response.secondary_clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        state.menu = menu_target(doc.level(), camera, view, pos, layer);
    }
    let Some(target) = state.menu.clone() else { return };
    response.context_menu(|ui| {
        ui.label(egui::RichText::new(format!("Cell {}, {}", target.col, target.row)).weak());
        match target.chunk {
            Some((chunk, uses)) => {
                let cells = if uses == 1 { "cell" } else { "cells" };
                if ui.button(format!("Edit chunk {chunk} (used in {uses} {cells})")).clicked() {
                    editing.edited_chunk = chunk as usize;
                    editing.chunk_editor_open = true;
                    ui.close();
                }
                if ui.button(format!("Pick chunk {chunk}")).clicked() {
                    editing.chunk = Some(chunk);
                    editing.tool = Tool::PaintChunk;
                    ui.close();
                }
            }
            None => {
                if ui.button("Pick eraser (empty cell)").clicked() {
                    editing.chunk = None;
                    editing.tool = Tool::PaintChunk;
                    ui.close();
                }
            }
        }
        if let Some((tile, uses)) = target.tile {
            let blocks = if uses == 1 { "block" } else { "blocks" };
            if ui.button(format!("Edit tile {tile} (used by {uses} {blocks})")).clicked() {
                editing.tile = tile as usize;
                editing.tile_editor_open = true;
                ui.close();
            }
        }
        ui.separator();
        if ui.button(format!("Play from here ({}, {})", target.at.0, target.at.1)).clicked() {
            editing.play_request = Some(target.at);
            ui.close();
        }
    });
}

/// Draws the tools' previews: the brush cell under the pointer, the rectangle being dragged.
pub fn paint(
    painter: &Painter,
    view: Rect,
    camera: &Camera,
    doc: &Document,
    editing: &Editing,
    state: &ToolState,
    pointer: Option<egui::Pos2>,
) {
    let level = doc.level();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_cover_every_crossed_cell() {
        assert_eq!(line_cells((0, 0), (3, 0)), vec![(0, 0), (1, 0), (2, 0), (3, 0)]);
        assert_eq!(line_cells((2, 2), (0, 0)), vec![(2, 2), (1, 1), (0, 0)]);
        assert_eq!(line_cells((0, 0), (5, 1)), vec![(0, 0), (1, 0), (2, 0), (3, 1), (4, 1), (5, 1)]);
        assert_eq!(line_cells((5, 5), (5, 5)), vec![(5, 5)]);
    }

    #[test]
    fn rectangles_span_both_corners_in_any_order() {
        let cells: Vec<_> = rect_cells((2, 1), (1, 2)).collect();
        assert_eq!(cells, vec![(1, 1), (2, 1), (1, 2), (2, 2)]);
    }

    #[test]
    fn layout_sizes_follow_the_format_limits() {
        assert!(check_layout_size(128, 16).is_ok());
        assert!(check_layout_size(1024, 64).is_ok());
        assert!(check_layout_size(0, 4).is_err());
        assert!(check_layout_size(1025, 1).is_err());
        assert!(check_layout_size(1024, 65).is_err(), "65,536 cells at most");
    }
}
