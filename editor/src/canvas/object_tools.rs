//! Objects and layer switchers in the level view: the Select, Place object and Place switcher tools. Click to
//! select (Shift adds or removes), drag a selected item to move the selection (with snapping), drag from empty
//! space for a marquee; the place tools insert the brush object or a default switcher and select it. The Select
//! tool also drags the START marker: one "Set player start" step, snapped (`studio_core::operations::objects::snap_start`)
//! unless Shift is held.
//!
//! The level logic (hit testing, the marquee's selection, the move and place edits) is in
//! `studio_core::operations::objects`; this file turns pointer input into commands and draws the highlights.
//! Every edit is queued (the app applies it after the frame) and the edits of one drag share a stroke key, so a
//! move is one undo step.

use crate::command::{Commands, Context};
use crate::widgets::camera::{Camera, level_pixel};
use crate::widgets::palette;
use egui::{Color32, Key, Painter, Rect, Response, Stroke, Vec2, vec2};
use engine::objects::object_size;
use formats::ObjectPlacement;
use formats::level::Point;
use studio_core::command::EditCommand;
use studio_core::edit::Edit;
use studio_core::editing::{Change, Origin, Selection, Tool};
use studio_core::history::MergeKey;
use studio_core::operations::objects::{
    Hit, default_switcher, hit_test, marquee_selection, move_edit, snap, snap_start,
};
use studio_core::start;

/// A drag in progress in the level view.
#[derive(Clone, Debug, PartialEq)]
pub enum Drag {
    /// Moving the selection: where each moved item started.
    Move {
        /// Every move edit of this drag merges into one undo step.
        key: MergeKey,
        /// Level position where the button went down.
        start: Vec2,
        /// Original position of the item that was grabbed (snapping applies to it; the rest keep their offsets).
        anchor: (i32, i32),
        objects: Vec<(usize, i32, i32)>,
        switcher: Option<(usize, i32, i32)>,
    },
    /// Moving the player start.
    Start {
        /// Every edit of this drag merges into one undo step.
        key: MergeKey,
        /// Level position where the button went down.
        start: Vec2,
        /// Where the start was when the drag began.
        anchor: Point,
    },
    /// A selection rectangle, in level coordinates.
    Marquee {
        start: Vec2,
        current: Vec2,
        /// What the marquee adds to: the selection when the press was made (empty unless Shift was held).
        /// Kept here because the press's own selection change is applied only after its frame.
        base: Selection,
    },
}

/// The object and switcher tools' state between frames.
#[derive(Clone, Debug, Default)]
pub struct ObjectTools {
    pub drag: Option<Drag>,
    /// The level pixel under the pointer while an object tool is active (where Paste puts objects).
    pub pointer_level: Option<(i32, i32)>,
    /// Shift is held: a dragged start is not snapped.
    pub free: bool,
}

impl ObjectTools {
    /// Handles this frame's pointer input for `Tool::Select`, `PlaceObject` and `PlaceSwitcher`.
    pub fn handle(
        &mut self,
        ui: &egui::Ui,
        view: Rect,
        response: &Response,
        camera: &Camera,
        ctx: &Context,
        out: &mut Commands,
    ) {
        self.pointer_level = response.hover_pos().map(|p| level_pixel(camera.to_level(view, p)));
        let (pressed, released, down, shift, pos, space) = ui.input(|i| {
            (
                i.pointer.primary_pressed(),
                i.pointer.primary_released(),
                i.pointer.primary_down(),
                i.modifiers.shift,
                i.pointer.interact_pos(),
                i.key_down(Key::Space),
            )
        });
        let level_pos = pos.map(|p| camera.to_level(view, p));
        self.free = shift;
        if ctx.editing.tool == Tool::Select
            && self.drag.is_none()
            && level_pos.is_some_and(|at| on_start(at, camera, ctx))
            && response.hovered()
        {
            ui.ctx().set_cursor_icon(egui::CursorIcon::Grab);
        }
        if pressed
            && !space
            // `hovered`, not `contains_pointer`: a tool bar or window drawn over the view takes its own clicks.
            && response.hovered()
            && let Some(at) = level_pos
        {
            self.press(at, shift, camera, ctx, out);
        }
        if let Some(at) = level_pos {
            self.drag_to(at, ctx, out);
        }
        if released || !down {
            self.finish(ctx, out);
        }
    }

    fn press(&mut self, at: Vec2, shift: bool, camera: &Camera, ctx: &Context, out: &mut Commands) {
        let editing = ctx.editing;
        let level = ctx.doc.level();
        let (x, y) = level_pixel(at);
        match editing.tool {
            Tool::PlaceObject => {
                let object = ObjectPlacement {
                    kind: editing.object_brush.clone(),
                    x: snap(x, editing.snap),
                    y: snap(y, editing.snap),
                    ..ObjectPlacement::default()
                };
                let index = level.objects.len();
                let label = format!("Place {}", object.kind.name());
                out.edit(
                    EditCommand::new(label, Origin::Objects, Edit::InsertObject { index, object })
                        .then(Change::Selection(Selection { objects: vec![index], switcher: None })),
                );
            }
            Tool::PlaceSwitcher => {
                let switcher = default_switcher(snap(x, editing.snap), snap(y, editing.snap));
                let index = level.switchers.len();
                out.edit(
                    EditCommand::new("Place layer switcher", Origin::Objects, Edit::InsertSwitcher { index, switcher })
                        .then(Change::Selection(Selection { objects: Vec::new(), switcher: Some(index) })),
                );
            }
            Tool::Select => {
                if on_start(at, camera, ctx) {
                    let anchor = level.player_start;
                    self.drag = Some(Drag::Start { key: MergeKey::new_stroke(), start: at, anchor });
                    return;
                }
                let slop = 4.0 / camera.zoom;
                let mut sel = editing.selection.clone();
                let anchor = match hit_test(level, at.x, at.y, slop) {
                    None => {
                        if !shift {
                            sel.clear();
                        }
                        select(ctx, out, &sel);
                        self.drag = Some(Drag::Marquee { start: at, current: at, base: sel });
                        return;
                    }
                    Some(Hit::Object(i)) => {
                        let already = sel.objects.contains(&i);
                        if shift {
                            if already {
                                sel.objects.retain(|&o| o != i);
                                select(ctx, out, &sel);
                                return;
                            }
                            sel.objects.push(i);
                        } else if !already {
                            sel.clear();
                            sel.objects.push(i);
                        }
                        let Some(o) = level.objects.get(i) else { return };
                        (o.x, o.y)
                    }
                    Some(Hit::Switcher(i)) => {
                        let already = sel.switcher == Some(i);
                        if shift {
                            if already {
                                sel.switcher = None;
                                select(ctx, out, &sel);
                                return;
                            }
                            sel.switcher = Some(i);
                        } else if !already {
                            sel.clear();
                            sel.switcher = Some(i);
                        }
                        let Some(s) = level.switchers.get(i) else { return };
                        (s.x, s.y)
                    }
                };
                select(ctx, out, &sel);
                // The drag moves the selection as it is after this press, not as `ctx` still shows it.
                let objects = sel.objects.iter().filter_map(|&i| level.objects.get(i).map(|o| (i, o.x, o.y))).collect();
                let switcher = sel.switcher.and_then(|i| level.switchers.get(i).map(|s| (i, s.x, s.y)));
                self.drag = Some(Drag::Move { key: MergeKey::new_stroke(), start: at, anchor, objects, switcher });
            }
            Tool::PaintChunk | Tool::RectFill | Tool::PickChunk | Tool::Shape => {}
        }
    }

    fn drag_to(&mut self, at: Vec2, ctx: &Context, out: &mut Commands) {
        let Some(drag) = &mut self.drag else { return };
        match drag {
            Drag::Marquee { current, .. } => *current = at,
            Drag::Start { key, start, anchor } => {
                let delta = at - *start;
                let to = Point { x: anchor.x + delta.x.round() as i32, y: anchor.y + delta.y.round() as i32 };
                // Not moved (a click, or back where it began): where it was, unsnapped.
                let to = if self.free || to == *anchor { to } else { snap_start(to, ctx.editing.snap) };
                if let Some(edit) = start::set_start(ctx.doc.level(), to) {
                    out.edit(EditCommand::new(start::LABEL, Origin::Level, edit).merging(Some(*key)));
                }
            }
            Drag::Move { key, start, anchor, objects, switcher } => {
                let delta = at - *start;
                let (dx, dy) = (delta.x.round() as i32, delta.y.round() as i32);
                let grid = ctx.editing.snap;
                let dx = snap(anchor.0 + dx, grid) - anchor.0;
                let dy = snap(anchor.1 + dy, grid) - anchor.1;
                if let Some((label, edit)) = move_edit(ctx.doc.level(), objects, *switcher, (dx, dy)) {
                    out.edit(EditCommand::new(label, Origin::Objects, edit).merging(Some(*key)));
                }
            }
        }
    }

    fn finish(&mut self, ctx: &Context, out: &mut Commands) {
        let Some(drag) = self.drag.take() else { return };
        if let Drag::Marquee { start, current, base } = drag {
            let selection = marquee_selection(ctx.doc.level(), (start.x, start.y), (current.x, current.y), &base);
            out.change(Change::Selection(selection));
        }
    }

    /// Draws selection highlights, collision boxes and the marquee.
    pub fn paint(&self, painter: &Painter, view: Rect, camera: &Camera, ctx: &Context) {
        let level = ctx.doc.level();
        let editing = ctx.editing;
        let boxes = |o: &ObjectPlacement, strong: bool| {
            let s = object_size(&o.kind);
            let c = vec2(o.x as f32, o.y as f32);
            let solid = Stroke::new(if strong { 1.5 } else { 1.0 }, Color32::from_rgb(0x40, 0xFF, 0x80));
            let r = camera.rect_to_screen(
                view,
                c - vec2(s.width_radius as f32, s.height_radius as f32),
                c + vec2(s.width_radius as f32 + 1.0, s.height_radius as f32 + 1.0),
            );
            if s.solid || strong {
                painter.rect_stroke(r, 0.0, solid, egui::StrokeKind::Middle);
            }
            if let Some((w, h)) = s.hitbox {
                let hr =
                    camera.rect_to_screen(view, c - vec2(w as f32, h as f32), c + vec2(w as f32 + 1.0, h as f32 + 1.0));
                painter.rect_stroke(
                    hr,
                    0.0,
                    Stroke::new(1.0, Color32::from_rgb(0xFF, 0x60, 0xFF)),
                    egui::StrokeKind::Middle,
                );
            }
        };
        if editing.show_all_boxes {
            for o in &level.objects {
                boxes(o, false);
            }
        }
        for &i in &editing.selection.objects {
            let Some(o) = level.objects.get(i) else { continue };
            boxes(o, true);
            let s = object_size(&o.kind);
            let c = vec2(o.x as f32, o.y as f32);
            let pad = vec2(s.width_radius as f32, s.height_radius as f32) + Vec2::splat(3.0 / camera.zoom.min(1.0));
            let r = camera.rect_to_screen(view, c - pad, c + pad + Vec2::splat(1.0));
            painter.rect_stroke(r.expand(3.0), 3.0, Stroke::new(2.0, palette::HOVER), egui::StrokeKind::Outside);
        }
        if let Some(s) = editing.selection.switcher.and_then(|i| level.switchers.get(i)) {
            let r = s.radius.pixels() as f32;
            let c = vec2(s.x as f32, s.y as f32);
            let half = match s.orientation {
                // Around the trigger band `object_symbol::switcher` draws (8 px either side of the line).
                formats::switcher::Orientation::Vertical => vec2(8.0, r),
                formats::switcher::Orientation::Horizontal => vec2(r, 8.0),
            };
            let rect = camera.rect_to_screen(view, c - half, c + half);
            painter.rect_stroke(rect.expand(4.0), 3.0, Stroke::new(2.0, palette::HOVER), egui::StrokeKind::Outside);
        }
        if let Some(Drag::Start { .. }) = &self.drag {
            // Where the dragged start is, beside the marker.
            let p = level.player_start;
            let (w, _) = start::RADII;
            let at = camera.to_screen(view, vec2((p.x + w + 2) as f32, p.y as f32));
            painter.text(
                at + vec2(4.0, 0.0),
                egui::Align2::LEFT_CENTER,
                format!("{}, {}", p.x, p.y),
                egui::FontId::proportional(13.0),
                Color32::WHITE,
            );
        }
        if let Some(Drag::Marquee { start, current, .. }) = &self.drag {
            let r = Rect::from_two_pos(camera.to_screen(view, *start), camera.to_screen(view, *current));
            painter.rect_filled(r, 0.0, palette::HOVER.gamma_multiply(0.12));
            painter.rect_stroke(r, 0.0, Stroke::new(1.0, palette::HOVER), egui::StrokeKind::Middle);
        }
    }
}

/// Whether a level position is on the START marker (drawn while not playing, when the view shows it), its
/// label included.
fn on_start(at: Vec2, camera: &Camera, ctx: &Context) -> bool {
    let slop = 3.0 / camera.zoom;
    let label = 16.0 / camera.zoom;
    ctx.view.player_start
        && ctx.playtest.play.is_none()
        && start::hit(ctx.doc.level().player_start, at.x, at.y, slop, label)
}

/// Queues `selection` when it differs from the current one.
fn select(ctx: &Context, out: &mut Commands, selection: &Selection) {
    if *selection != ctx.editing.selection {
        out.change(Change::Selection(selection.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::Command;
    use formats::object::{MonitorContents, ObjectKind};
    use studio_core::Document;
    use studio_core::editing::Editing;
    use studio_core::playtest::session::PlaySession;
    use studio_core::view::ViewSettings;

    const CAMERA: Camera = Camera { offset: Vec2::ZERO, zoom: 1.0 };

    fn ring(x: i32, y: i32) -> ObjectPlacement {
        ObjectPlacement { kind: ObjectKind::Ring, x, y, ..ObjectPlacement::default() }
    }

    fn document(objects: Vec<ObjectPlacement>) -> Document {
        let mut level = formats::Level::new("Objects", formats::ChunkSize::Px128, 4, 2);
        // The START marker out of the way of the presses below (a press on it drags the start).
        level.player_start = Point { x: 480, y: 200 };
        level.objects = objects;
        Document::new(level, None)
    }

    /// One frame: `f` queues commands from a read-only context, then they are applied as the app does.
    fn frame(doc: &mut Document, editing: &mut Editing, f: impl FnOnce(&Context, &mut Commands)) {
        let (view, playtest) = (ViewSettings::default(), PlaySession::default());
        let mut out = Commands::default();
        f(&Context { doc, editing, view: &view, playtest: &playtest }, &mut out);
        for command in out.take() {
            match command {
                Command::Core(command) => {
                    studio_core::command::apply(doc, editing, command);
                }
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    #[test]
    fn placing_snaps_the_brush_object_and_selects_it() {
        let mut doc = document(vec![ring(10, 10)]);
        let monitor = ObjectKind::Monitor { contents: MonitorContents::Shield };
        let mut editing =
            Editing { tool: Tool::PlaceObject, object_brush: monitor.clone(), snap: Some(16), ..Editing::default() };
        let mut tools = ObjectTools::default();
        frame(&mut doc, &mut editing, |ctx, out| tools.press(vec2(301.3, 119.6), false, &CAMERA, ctx, out));
        assert_eq!(doc.level().objects[1], ObjectPlacement { kind: monitor, x: 304, y: 112, ..Default::default() });
        assert_eq!(editing.selection, Selection { objects: vec![1], switcher: None });
        assert_eq!(doc.history().undo_label(), Some("Place monitor"));

        editing.tool = Tool::PlaceSwitcher;
        frame(&mut doc, &mut editing, |ctx, out| tools.press(vec2(40.0, 50.0), false, &CAMERA, ctx, out));
        assert_eq!(doc.level().switchers, vec![default_switcher(48, 48)]);
        assert_eq!(editing.selection, Selection { objects: vec![], switcher: Some(0) });
    }

    #[test]
    fn shift_press_then_drag_moves_the_new_selection_as_one_undo_step() {
        let mut doc = document(vec![ring(100, 100), ring(140, 100), ring(180, 100)]);
        let start = doc.level().clone();
        let mut editing = Editing::default();
        editing.selection.objects = vec![0];
        let mut tools = ObjectTools::default();
        // The press adds ring 1; the same frame's drag already moves both (the selection change is still queued).
        frame(&mut doc, &mut editing, |ctx, out| {
            tools.press(vec2(140.5, 100.5), true, &CAMERA, ctx, out);
            tools.drag_to(vec2(143.5, 98.5), ctx, out);
        });
        for at in [vec2(150.5, 95.5), vec2(160.5, 90.5)] {
            frame(&mut doc, &mut editing, |ctx, out| tools.drag_to(at, ctx, out));
        }
        frame(&mut doc, &mut editing, |ctx, out| tools.finish(ctx, out));
        assert_eq!(doc.level().objects, vec![ring(120, 90), ring(160, 90), ring(180, 100)]);
        assert_eq!(editing.selection.objects, vec![0, 1]);
        assert_eq!(tools.drag, None);
        doc.undo();
        assert_eq!(doc.level(), &start, "the whole drag is one step");
    }

    #[test]
    fn shift_marquee_adds_to_the_selection_and_plain_marquee_replaces_it() {
        let mut doc = document(vec![ring(100, 100), ring(140, 100), ring(180, 100)]);
        let mut editing = Editing::default();
        editing.selection.objects = vec![2];
        let mut tools = ObjectTools::default();
        // Press, drag and release in one frame: the marquee adds to the selection as it was at the press.
        frame(&mut doc, &mut editing, |ctx, out| {
            tools.press(vec2(70.0, 70.0), true, &CAMERA, ctx, out);
            tools.drag_to(vec2(120.0, 110.0), ctx, out);
            tools.finish(ctx, out);
        });
        assert_eq!(editing.selection.objects, vec![2, 0]);
        frame(&mut doc, &mut editing, |ctx, out| tools.press(vec2(125.0, 75.0), false, &CAMERA, ctx, out));
        assert!(editing.selection.is_empty(), "a plain press in empty space clears the selection");
        frame(&mut doc, &mut editing, |ctx, out| tools.drag_to(vec2(150.0, 110.0), ctx, out));
        frame(&mut doc, &mut editing, |ctx, out| tools.finish(ctx, out));
        assert_eq!(editing.selection.objects, vec![1]);
    }

    #[test]
    fn shift_click_on_a_selected_object_deselects_it_without_a_drag() {
        let mut doc = document(vec![ring(100, 100), ring(140, 100)]);
        let mut editing = Editing::default();
        editing.selection.objects = vec![0, 1];
        let mut tools = ObjectTools::default();
        frame(&mut doc, &mut editing, |ctx, out| tools.press(vec2(100.5, 100.5), true, &CAMERA, ctx, out));
        assert_eq!(editing.selection.objects, vec![1]);
        assert_eq!(tools.drag, None);
    }
}
