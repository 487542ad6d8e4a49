//! The grid view: the 64×64 layout as it is stored (SPG: the stage "doesn't really rotate"), 24 layout pixels a
//! block. Paint with a left click or drag, Alt+click picks, the Fill tool drags a rectangle, the start marker
//! drags with any tool; the wheel zooms around the pointer, a middle or right drag pans. While playing, the
//! grid shows the running stage (collected rings gone), the player's 24×24 box, the block touched and gravity.

use super::blocks::{self, Placement};
use super::{GridViewState, SsCommand, SsOverlays, SsTool};
use crate::widgets::camera::Camera;
use egui::{Color32, Painter, PointerButton, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, vec2};
use formats::special_stage::SIZE;
use studio_core::history::MergeKey;
use studio_core::special_stage::document::{player_centre, start_from_centre};
use studio_core::special_stage::{SsDocument, SsEdit, SsPlay};

/// Layout pixels across the grid: 64 blocks of 24.
pub const GRID_PIXELS: f32 = (SIZE * 24) as f32;
const WHEEL_ZOOM_PER_POINT: f32 = std::f32::consts::LN_2 / 3.0 / 40.0;

/// A left drag in progress.
#[derive(Clone, Debug, PartialEq)]
pub enum Drag {
    /// Painting: the stroke's undo key and the last cell painted.
    Paint { key: MergeKey, last: (usize, usize) },
    /// A rectangle from the cell pressed to the cell under the pointer.
    Fill { from: (usize, usize), to: (usize, usize) },
    /// Moving the start: the stroke's key and the grab point's offset from the player's centre.
    Start { key: MergeKey, grab: Vec2 },
}

/// What the grid view reads.
pub struct Inputs<'a> {
    pub doc: &'a SsDocument,
    pub play: Option<&'a SsPlay>,
    pub tool: SsTool,
    pub brush: u8,
    pub overlays: SsOverlays,
}

/// The layout cell at a layout position, if inside the grid.
pub fn cell_at(pos: Vec2) -> Option<(usize, usize)> {
    let (c, r) = ((pos.x / 24.0).floor(), (pos.y / 24.0).floor());
    let inside = |v: f32| (0.0..SIZE as f32).contains(&v);
    (inside(c) && inside(r)).then_some((r as usize, c as usize))
}

/// The screen centre of a layout cell (what a test clicks).
pub fn cell_centre(camera: &Camera, view: Rect, row: usize, column: usize) -> Pos2 {
    camera.to_screen(view, vec2(column as f32 * 24.0 + 12.0, row as f32 * 24.0 + 12.0))
}

/// The part of the layout to fit into the view: the blocks and the start, a block of margin around them (the
/// disassembly's stages use a corner of the 64×64 layout); the whole layout when it is empty.
pub fn used_area(doc: &SsDocument) -> (Vec2, Vec2) {
    let stage = doc.stage();
    let (sx, sy) = player_centre(stage.start.x, stage.start.y);
    let mut min = vec2(sx as f32 - 12.0, sy as f32 - 12.0);
    let mut max = min + Vec2::splat(24.0);
    let mut any = false;
    for (i, &id) in stage.layout.iter().enumerate() {
        if id != 0 {
            let p = vec2((i % SIZE) as f32 * 24.0, (i / SIZE) as f32 * 24.0);
            min = min.min(p);
            max = max.max(p + Vec2::splat(24.0));
            any = true;
        }
    }
    if !any {
        return (Vec2::ZERO, Vec2::splat(GRID_PIXELS));
    }
    (min - Vec2::splat(24.0), max + Vec2::splat(24.0))
}

/// The cells of the straight line from `a` to `b` (both included), so a fast stroke leaves no gaps.
fn line(a: (usize, usize), b: (usize, usize)) -> Vec<(usize, usize)> {
    let (dr, dc) = (b.0 as i64 - a.0 as i64, b.1 as i64 - a.1 as i64);
    let n = dr.abs().max(dc.abs());
    (1..=n)
        .map(|i| {
            let r = a.0 as i64 + (dr * i + dr.signum() * n / 2) / n.max(1);
            let c = a.1 as i64 + (dc * i + dc.signum() * n / 2) / n.max(1);
            (r as usize, c as usize)
        })
        .collect()
}

pub fn show(ui: &mut egui::Ui, rect: Rect, state: &mut GridViewState, inputs: Inputs, out: &mut Vec<SsCommand>) {
    state.rect = rect;
    if state.fit_pending && rect.width() > 50.0 {
        let (min, max) = used_area(inputs.doc);
        state.camera.fit_rect(rect, min, max, 4.0);
        state.fit_pending = false;
    }
    let response = ui.interact(rect, egui::Id::unique("ss_grid_view"), Sense::click_and_drag());
    navigate(ui, &response, rect, &mut state.camera);
    let pointer = response.hover_pos();
    state.hover = pointer.and_then(|p| cell_at(state.camera.to_level(rect, p)));
    edit(ui, rect, state, &inputs, pointer, out);

    let painter = ui.painter_at(rect);
    paint(&painter, rect, state, &inputs);
}

/// Wheel zoom around the pointer, middle or right drag pans.
fn navigate(ui: &egui::Ui, response: &egui::Response, rect: Rect, camera: &mut Camera) {
    if response.dragged_by(PointerButton::Middle) || response.dragged_by(PointerButton::Secondary) {
        camera.pan(response.drag_delta());
    }
    if let Some(pointer) = response.hover_pos() {
        let (scroll, zoom) = ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta()));
        let factor = zoom * (scroll.y * WHEEL_ZOOM_PER_POINT).exp();
        if factor != 1.0 {
            camera.zoom_around(rect, pointer, factor);
        }
        if scroll.x != 0.0 {
            camera.pan(vec2(scroll.x, 0.0));
        }
    }
}

/// Left button: press starts a drag (paint, fill, start) or picks with Alt; held continues it; release ends it.
fn edit(
    ui: &egui::Ui,
    rect: Rect,
    state: &mut GridViewState,
    inputs: &Inputs,
    pointer: Option<Pos2>,
    out: &mut Vec<SsCommand>,
) {
    let (pressed, down, released, alt, shift) = ui.input(|i| {
        (
            i.pointer.button_pressed(PointerButton::Primary),
            i.pointer.button_down(PointerButton::Primary),
            i.pointer.button_released(PointerButton::Primary),
            i.modifiers.alt,
            i.modifiers.shift,
        )
    });
    let stage = inputs.doc.stage();
    let level = pointer.map(|p| state.camera.to_level(rect, p));
    let cell = level.and_then(cell_at);
    let start = {
        let (x, y) = player_centre(stage.start.x, stage.start.y);
        vec2(x as f32, y as f32)
    };
    // Moving the start: whole pixels, or the centre of a block with Shift.
    let start_edit = |centre: Vec2, shift: bool| {
        let s = if shift {
            let (r, c) = cell_at(centre).unwrap_or((0, 0));
            studio_core::special_stage::document::start_at_cell(r as u16, c as u16)
        } else {
            start_from_centre(centre.x.round() as i32, centre.y.round() as i32)
        };
        SsEdit::SetStart(s)
    };
    if pressed && let (Some(level), Some(p)) = (level, pointer) {
        if !rect.contains(p) {
            return;
        }
        let on_start = (level - start).abs().max_elem() <= 12.0;
        if alt {
            if let Some((r, c)) = cell {
                out.push(SsCommand::Brush(stage.id(r, c)));
            }
        } else if on_start || inputs.tool == SsTool::Start {
            let key = MergeKey::new_stroke();
            let grab = if on_start { level - start } else { Vec2::ZERO };
            if !on_start {
                let edit = start_edit(level, shift);
                out.push(SsCommand::Edit { label: "Move start", merge: Some(key), edit });
            }
            state.drag = Some(Drag::Start { key, grab });
        } else if let Some(cell) = cell {
            match inputs.tool {
                SsTool::Paint => {
                    let key = MergeKey::new_stroke();
                    paint_cells(&[cell], key, inputs, out);
                    state.drag = Some(Drag::Paint { key, last: cell });
                }
                SsTool::Fill => state.drag = Some(Drag::Fill { from: cell, to: cell }),
                SsTool::Start => {}
            }
        }
        return;
    }
    if down {
        match &mut state.drag {
            Some(Drag::Paint { key, last }) => {
                if let Some(cell) = cell.filter(|c| c != last) {
                    paint_cells(&line(*last, cell), *key, inputs, out);
                    *last = cell;
                }
            }
            Some(Drag::Fill { to, .. }) => {
                if let Some(level) = level {
                    let clamp = |v: f32| (v / 24.0).floor().clamp(0.0, (SIZE - 1) as f32) as usize;
                    *to = (clamp(level.y), clamp(level.x));
                }
            }
            Some(Drag::Start { key, grab }) => {
                if let Some(level) = level {
                    let edit = start_edit(level - *grab, shift);
                    if edit != SsEdit::SetStart(stage.start) {
                        out.push(SsCommand::Edit { label: "Move start", merge: Some(*key), edit });
                    }
                }
            }
            None => {}
        }
    }
    if (released || !down)
        && let Some(Drag::Fill { from, to }) = state.drag.take()
    {
        out.push(SsCommand::Edit {
            label: "Fill rectangle",
            merge: None,
            edit: SsEdit::Fill { from, to, id: inputs.brush },
        });
    }
}

/// Paints the brush into the cells that do not hold it yet, as part of stroke `key`.
fn paint_cells(cells: &[(usize, usize)], key: MergeKey, inputs: &Inputs, out: &mut Vec<SsCommand>) {
    for &(row, column) in cells {
        if inputs.doc.stage().id(row, column) != inputs.brush {
            let edit = SsEdit::Paint { row, column, id: inputs.brush };
            out.push(SsCommand::Edit { label: "Paint blocks", merge: Some(key), edit });
        }
    }
}

fn paint(painter: &Painter, rect: Rect, state: &GridViewState, inputs: &Inputs) {
    let camera = &state.camera;
    painter.rect_filled(rect, 0.0, Color32::from_rgb(0x18, 0x18, 0x1C));
    let grid = camera.rect_to_screen(rect, Vec2::ZERO, Vec2::splat(GRID_PIXELS));
    painter.rect_filled(grid, 0.0, Color32::from_rgb(0x06, 0x06, 0x30));
    let block = 24.0 * camera.zoom;
    // The blocks shown: the running stage's while playing (collected rings gone, UP turned to DOWN …).
    let layout: &[u8] = match inputs.play {
        Some(play) => play.stage.grid.layout(),
        None => &inputs.doc.stage().layout,
    };
    let (min, max) = camera.visible_level_rect(rect);
    let range = |a: f32, b: f32| {
        let first = (a / 24.0).floor().max(0.0) as usize;
        let last = ((b / 24.0).ceil().max(0.0) as usize).min(SIZE);
        first..last
    };
    for r in range(min.y, max.y) {
        for c in range(min.x, max.x) {
            let id = layout.get(r * SIZE + c).copied().unwrap_or(0);
            if id != 0 {
                blocks::draw(painter, id, Placement::square(cell_centre(camera, rect, r, c), block));
            }
        }
    }
    if inputs.overlays.grid_lines && block >= 8.0 {
        let stroke = Stroke::new(1.0, Color32::from_white_alpha(14));
        for i in 0..=SIZE {
            let v = i as f32 * 24.0;
            let a = camera.to_screen(rect, vec2(v, 0.0));
            let b = camera.to_screen(rect, vec2(v, GRID_PIXELS));
            painter.line_segment([a, b], stroke);
            let a = camera.to_screen(rect, vec2(0.0, v));
            let b = camera.to_screen(rect, vec2(GRID_PIXELS, v));
            painter.line_segment([a, b], stroke);
        }
    }
    painter.rect_stroke(grid, 0.0, Stroke::new(1.0, Color32::from_gray(90)), StrokeKind::Outside);
    let cell_rect = |r: usize, c: usize| {
        camera.rect_to_screen(
            rect,
            vec2(c as f32 * 24.0, r as f32 * 24.0),
            vec2(c as f32 * 24.0 + 24.0, r as f32 * 24.0 + 24.0),
        )
    };
    // The start: a 24×24 box where the player's box starts, marked S.
    let stage = inputs.doc.stage();
    let (sx, sy) = player_centre(stage.start.x, stage.start.y);
    let start_box =
        camera.rect_to_screen(rect, vec2(sx as f32 - 12.0, sy as f32 - 12.0), vec2(sx as f32 + 12.0, sy as f32 + 12.0));
    painter.rect_stroke(start_box, 2.0, Stroke::new(2.0, Color32::from_rgb(0xFF, 0xE0, 0x40)), StrokeKind::Middle);
    painter.text(
        start_box.center(),
        egui::Align2::CENTER_CENTER,
        "S",
        egui::FontId::proportional((block * 0.5).clamp(8.0, 24.0)),
        Color32::from_rgb(0xFF, 0xE0, 0x40),
    );
    if let Some(play) = inputs.play {
        let s = &play.stage;
        let (px, py) = player_centre(s.player.x_pixel(), s.player.y_pixel());
        let centre = camera.to_screen(rect, vec2(px as f32, py as f32));
        painter.circle(
            centre,
            12.0 * camera.zoom,
            Color32::from_rgb(0x20, 0x50, 0xF0),
            Stroke::new(1.5, Color32::WHITE),
        );
        if inputs.overlays.touched && s.player.touched != 0 {
            let cell = s.player.touched_cell;
            let (r, c) = ((cell / 0x80).wrapping_sub(0x20), (cell % 0x80).wrapping_sub(0x20));
            painter.rect_stroke(cell_rect(r, c), 0.0, Stroke::new(3.0, Color32::RED), StrokeKind::Inside);
        }
        if inputs.overlays.gravity {
            let a = f32::from(s.rotation.snapped()) * std::f32::consts::TAU / 256.0;
            let dir = vec2(a.sin(), a.cos());
            super::rotated_view::arrow(painter, centre, dir * 40.0 * camera.zoom.max(0.5), Color32::WHITE);
        }
    }
    if let Some(Drag::Fill { from, to }) = &state.drag {
        let (r0, r1) = (from.0.min(to.0), from.0.max(to.0));
        let (c0, c1) = (from.1.min(to.1), from.1.max(to.1));
        let area = cell_rect(r0, c0).union(cell_rect(r1, c1));
        painter.rect_filled(area, 0.0, Color32::from_rgba_unmultiplied(0xFF, 0xFF, 0xFF, 40));
        painter.rect_stroke(area, 0.0, Stroke::new(2.0, Color32::WHITE), StrokeKind::Inside);
    } else if let Some((r, c)) = state.hover {
        painter.rect_stroke(cell_rect(r, c), 0.0, Stroke::new(1.5, Color32::from_white_alpha(160)), StrokeKind::Inside);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strokes_fill_the_cells_between_two_pointer_positions() {
        assert_eq!(line((0, 0), (0, 3)), vec![(0, 1), (0, 2), (0, 3)]);
        assert_eq!(line((5, 5), (2, 2)), vec![(4, 4), (3, 3), (2, 2)]);
        assert_eq!(line((1, 1), (1, 1)), vec![]);
        assert_eq!(line((0, 0), (1, 4)).last(), Some(&(1, 4)));
        assert_eq!(cell_at(vec2(24.0 * 63.5, 0.5)), Some((0, 63)));
        assert_eq!(cell_at(vec2(-0.5, 3.0)), None);
    }
}
