//! The shape tool in the level view: press where the shape starts, drag, release to draw it. While dragging
//! the view shows the shape's outline and the blocks it will write (from `studio_core::shape`, the same code
//! that draws it); the release queues one edit, so a whole shape is one undo step. Escape cancels the drag.

use crate::command::{Commands, Context};
use crate::widgets::camera::{Camera, level_pixel};
use egui::{Color32, Painter, Rect, Response, Stroke, StrokeKind, vec2};
use studio_core::command::EditCommand;
use studio_core::editing::Origin;
use studio_core::shape::{Generated, Shape, stamp};

/// The drag in progress and its cached preview.
#[derive(Clone, Debug, Default)]
pub struct ShapeToolState {
    /// Level pixels where the drag began and where the pointer is now.
    drag: Option<((i32, i32), (i32, i32))>,
    /// The shape the preview was generated for, and what it generated.
    preview: Option<(Shape, Generated)>,
    /// Why the last shape was refused (shown over the view until the next drag).
    pub error: Option<String>,
}

impl ShapeToolState {
    /// The shape being dragged, if any.
    pub fn shape(&self, ctx: &Context) -> Option<Shape> {
        self.drag.map(|(a, b)| ctx.editing.shape.from_drag(a, b))
    }
}

/// Handles this frame's pointer input for `Tool::Shape`.
pub fn handle(
    ui: &egui::Ui,
    view: Rect,
    response: &Response,
    camera: &Camera,
    ctx: &Context,
    state: &mut ShapeToolState,
    out: &mut Commands,
) {
    let (escape, space) = ui.input(|i| (i.key_pressed(egui::Key::Escape), i.key_down(egui::Key::Space)));
    if escape {
        state.drag = None;
        state.preview = None;
    }
    let pointer = response.interact_pointer_pos().or_else(|| response.hover_pos());
    let at = pointer.map(|p| level_pixel(camera.to_level(view, p)));
    if response.drag_started_by(egui::PointerButton::Primary) && !space {
        // The press point, not where the drag was recognised a few pixels later.
        let origin = ui.input(|i| i.pointer.press_origin()).map(|p| level_pixel(camera.to_level(view, p)));
        if let Some(a) = origin.or(at) {
            state.drag = Some((a, at.unwrap_or(a)));
            state.error = None;
        }
    }
    if let (Some((_, b)), Some(p)) = (&mut state.drag, at)
        && response.dragged_by(egui::PointerButton::Primary)
    {
        *b = p;
    }
    if let Some(shape) = state.shape(ctx)
        && state.preview.as_ref().is_none_or(|(s, _)| *s != shape)
    {
        let generated = shape.generate();
        state.preview = Some((shape, generated));
    }
    if response.drag_stopped_by(egui::PointerButton::Primary)
        && let Some(shape) = state.shape(ctx)
    {
        state.drag = None;
        let generated = match state.preview.take() {
            Some((s, g)) if s == shape => g,
            _ => shape.generate(),
        };
        match shape.check().and_then(|()| stamp(ctx.doc.level(), &generated)) {
            Ok(s) => {
                let label = format!("Draw {}", shape.name());
                out.edit(EditCommand::new(label, Origin::Layout, s.edit));
            }
            Err(e) => state.error = Some(format!("Cannot draw the {}: {e}", shape.name())),
        }
    }
}

/// Draws the preview: the blocks the shape writes (layer A blue, layer B orange, both white) and its outline.
pub fn paint(painter: &Painter, view: Rect, camera: &Camera, ctx: &Context, state: &ShapeToolState) {
    let Some(shape) = state.shape(ctx) else {
        if let Some(e) = &state.error {
            painter.text(
                view.left_top() + vec2(8.0, 8.0),
                egui::Align2::LEFT_TOP,
                e,
                egui::FontId::proportional(14.0),
                Color32::from_rgb(0xFF, 0x80, 0x70),
            );
        }
        return;
    };
    if let Some((s, g)) = &state.preview
        && *s == shape
    {
        for row in 0..g.rows {
            for col in 0..g.cols {
                let (a, b) = (g.tile(col, row, formats::Layer::A), g.tile(col, row, formats::Layer::B));
                let colour = match (a.is_some(), b.is_some()) {
                    (false, false) => continue,
                    (true, true) => Color32::from_white_alpha(60),
                    (true, false) => Color32::from_rgba_unmultiplied(0x40, 0xA0, 0xFF, 70),
                    (false, true) => Color32::from_rgba_unmultiplied(0xFF, 0xA0, 0x40, 70),
                };
                let min = vec2((g.x0 + col as i32 * 16) as f32, (g.y0 + row as i32 * 16) as f32);
                painter.rect_filled(camera.rect_to_screen(view, min, min + vec2(16.0, 16.0)), 0.0, colour);
            }
        }
        for s in &g.switchers {
            let r = s.radius.pixels() as f32;
            let (x, y) = (s.x as f32, s.y as f32);
            let line = match s.orientation {
                formats::switcher::Orientation::Vertical => [vec2(x, y - r), vec2(x, y + r)],
                formats::switcher::Orientation::Horizontal => [vec2(x - r, y), vec2(x + r, y)],
            };
            painter.line_segment(line.map(|p| camera.to_screen(view, p)), Stroke::new(2.0, Color32::YELLOW));
        }
        let (w, h) = (g.cols as f32 * 16.0, g.rows as f32 * 16.0);
        let min = vec2(g.x0 as f32, g.y0 as f32);
        let frame = camera.rect_to_screen(view, min, min + vec2(w, h));
        painter.rect_stroke(frame, 0.0, Stroke::new(1.0, Color32::from_white_alpha(90)), StrokeKind::Inside);
        painter.text(
            frame.left_top() - vec2(0.0, 4.0),
            egui::Align2::LEFT_BOTTOM,
            format!("{} · {} blocks", shape.name(), g.block_count()),
            egui::FontId::proportional(13.0),
            Color32::WHITE,
        );
    }
    let points: Vec<egui::Pos2> = shape.outline().iter().map(|&(x, y)| camera.to_screen(view, vec2(x, y))).collect();
    if points.len() > 1 {
        painter.add(egui::Shape::line(points, Stroke::new(2.0, Color32::from_rgb(0x40, 0xFF, 0x90))));
    }
    if let Err(e) = shape.check() {
        painter.text(
            view.left_top() + vec2(8.0, 8.0),
            egui::Align2::LEFT_TOP,
            e,
            egui::FontId::proportional(14.0),
            Color32::from_rgb(0xFF, 0x80, 0x70),
        );
    }
}
