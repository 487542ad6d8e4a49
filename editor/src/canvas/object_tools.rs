//! Objects and layer switchers in the level view: select, multi-select, move (with snapping), place, delete,
//! copy and paste, align to the ground below.
//!
//! Every change goes through `Document::apply` as an `Edit` (a multi-object change is one `Edit::Group`), and a
//! mouse drag merges into one undo step with the stroke key taken when the drag starts.

use super::camera::{Camera, level_pixel};
use super::palette;
use crate::commands::{Edit, EditError};
use crate::document::Document;
use crate::editing::{Editing, Tool};
use egui::{Color32, Key, Painter, Rect, Response, Stroke, Vec2, vec2};
use formats::object::{BadnikKind, ObjectKind, SpringDirection};
use formats::{LayerSwitcher, ObjectPlacement};

/// An object's collision sizes in pixels, as radii from its centre (SPG "Basics": Width Radius and Height
/// Radius; a box is `2 * radius + 1` pixels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectSize {
    /// The solid size (what the player pushes against and stands on), or the object's own size for objects
    /// that are not solid. Its bottom, `y + height_radius`, is what "Align to ground" rests on the floor.
    pub width_radius: i32,
    pub height_radius: i32,
    /// The hitbox the player's hitbox touches (SPG "Hitboxes"), for objects that have one.
    pub hitbox: Option<(i32, i32)>,
    /// Whether the object is solid (the main box is a solid box, not just its size).
    pub solid: bool,
}

/// The sizes of each kind. From the SPG ("Hitboxes": rings' radius 8 and hitbox 6; "Item Monitors": 15 x 15
/// solid, Sonic 3: 14 x 16; "Game Enemies": Motobug 8 x 14 with a 20 x 16 hitbox, Chopper 12 x 16 hitbox, Buzz
/// Bomber 24 x 12 hitbox, Crabmeat 8 x 16 with a 16 x 16 hitbox). Where the SPG gives none the Sonic 2
/// disassembly's values are used: springs (Obj41) 16 x 8 (8 x 16 sideways), spikes (Obj36) 8 per spike by 16,
/// push block 16 x 16, bumper hitbox 8 x 8, star post hitbox 8 x 32, bridge logs 8 x 8 each.
pub fn object_size(kind: &ObjectKind) -> ObjectSize {
    let solid = |w, h| ObjectSize { width_radius: w, height_radius: h, hitbox: None, solid: true };
    let item = |w, h, hit| ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false };
    match kind {
        ObjectKind::Ring => item(8, 8, (6, 6)),
        ObjectKind::Spring { direction, .. } => match direction {
            SpringDirection::Left | SpringDirection::Right => solid(8, 16),
            SpringDirection::Up | SpringDirection::Down => solid(16, 8),
            SpringDirection::DiagonalUp | SpringDirection::DiagonalDown => solid(16, 16),
        },
        ObjectKind::Monitor { .. } => solid(15, 15),
        ObjectKind::Spikes { direction, count, .. } => {
            let n = i32::from((*count).max(1));
            match direction {
                formats::object::Direction::Up | formats::object::Direction::Down => solid(8 * n, 16),
                formats::object::Direction::Left | formats::object::Direction::Right => solid(16, 8 * n),
            }
        }
        ObjectKind::Platform { width, .. } => {
            ObjectSize { width_radius: i32::from(*width).max(2) / 2, height_radius: 8, hitbox: None, solid: true }
        }
        ObjectKind::PushableBlock => solid(16, 16),
        ObjectKind::Bridge { logs } => {
            ObjectSize { width_radius: 8 * i32::from((*logs).max(1)), height_radius: 8, hitbox: None, solid: true }
        }
        ObjectKind::Checkpoint { .. } => item(8, 24, (8, 32)),
        ObjectKind::Bumper => item(16, 16, (8, 8)),
        ObjectKind::Badnik { kind } => {
            let (w, h, hit) = match kind {
                BadnikKind::Motobug => (8, 14, (20, 16)),
                BadnikKind::Chopper => (12, 16, (12, 16)),
                BadnikKind::BuzzBomber | BadnikKind::Buzzer => (24, 12, (24, 12)),
                BadnikKind::Crabmeat => (8, 16, (16, 16)),
                BadnikKind::Newtron | BadnikKind::Coconuts | BadnikKind::Masher => (8, 16, (12, 16)),
            };
            ObjectSize { width_radius: w, height_radius: h, hitbox: Some(hit), solid: false }
        }
        ObjectKind::Other { .. } => ObjectSize { width_radius: 8, height_radius: 8, hitbox: None, solid: false },
    }
}

/// A drag in progress in the level view.
#[derive(Clone, Debug, PartialEq)]
pub enum Drag {
    /// Moving the selection: where each moved item started.
    Move {
        key: u64,
        /// Level position where the button went down.
        start: Vec2,
        /// Original position of the item that was grabbed (snapping applies to it; the rest keep their offsets).
        anchor: (i32, i32),
        objects: Vec<(usize, i32, i32)>,
        switcher: Option<(usize, i32, i32)>,
    },
    /// A selection rectangle, in level coordinates.
    Marquee { start: Vec2, current: Vec2, additive: bool },
}

/// Rounds to the nearest multiple of the snap grid.
pub fn snap(value: i32, grid: Option<i32>) -> i32 {
    match grid {
        Some(g) if g > 1 => (value + g / 2).div_euclid(g) * g,
        _ => value,
    }
}

/// A newly placed layer switcher: vertical, radius 64, layer A on the left and B on the right, low priority.
pub fn default_switcher(x: i32, y: i32) -> LayerSwitcher {
    let mut s = LayerSwitcher { x, y, ..LayerSwitcher::default() };
    s.right_or_bottom.layer = formats::Layer::B;
    s
}

/// What is under a level position: the topmost object (drawn last), else a switcher whose line passes within
/// `slop` level pixels.
enum Hit {
    Object(usize),
    Switcher(usize),
}

fn hit_test(doc: &Document, p: Vec2, slop: f32) -> Option<Hit> {
    let level = doc.level();
    for (i, o) in level.objects.iter().enumerate().rev() {
        let s = object_size(&o.kind);
        let (w, h) = (s.width_radius as f32 + slop.min(8.0), s.height_radius as f32 + slop.min(8.0));
        if (p.x - o.x as f32).abs() <= w && (p.y - o.y as f32).abs() <= h {
            return Some(Hit::Object(i));
        }
    }
    for (i, s) in level.switchers.iter().enumerate().rev() {
        let r = s.radius.pixels() as f32;
        let (along, across) = match s.orientation {
            formats::switcher::Orientation::Vertical => (p.y - s.y as f32, p.x - s.x as f32),
            formats::switcher::Orientation::Horizontal => (p.x - s.x as f32, p.y - s.y as f32),
        };
        if along.abs() <= r && across.abs() <= slop.max(3.0) {
            return Some(Hit::Switcher(i));
        }
    }
    None
}

/// Handles this frame's pointer and keyboard input for `Tool::Select`, `PlaceObject` and `PlaceSwitcher`.
pub fn handle(
    ui: &egui::Ui,
    view: Rect,
    response: &Response,
    camera: &Camera,
    doc: &mut Document,
    editing: &mut Editing,
) {
    editing.pointer_level = response.hover_pos().map(|p| level_pixel(camera.to_level(view, p)));
    let (pressed, released, shift, pos, space) = ui.input(|i| {
        (
            i.pointer.primary_pressed(),
            i.pointer.primary_released(),
            i.modifiers.shift,
            i.pointer.interact_pos(),
            i.key_down(Key::Space),
        )
    });
    let level_pos = pos.map(|p| camera.to_level(view, p));
    if pressed
        && !space
        // `hovered`, not `contains_pointer`: a tool bar or window drawn over the view takes its own clicks.
        && response.hovered()
        && let Some(at) = level_pos
    {
        press(at, shift, camera, doc, editing);
    }
    if let Some(at) = level_pos {
        drag_to(at, doc, editing);
    }
    if released || !ui.input(|i| i.pointer.primary_down()) {
        finish(doc, editing);
    }
}

fn press(at: Vec2, shift: bool, camera: &Camera, doc: &mut Document, editing: &mut Editing) {
    let (x, y) = level_pixel(at);
    match editing.tool {
        Tool::PlaceObject => {
            let object = ObjectPlacement {
                kind: editing.object_brush.clone(),
                x: snap(x, editing.snap),
                y: snap(y, editing.snap),
                ..ObjectPlacement::default()
            };
            let index = doc.level().objects.len();
            let label = format!("Place {}", object.kind.name());
            if report(editing, doc.apply(&label, Edit::InsertObject { index, object }).map(|_| ())) {
                editing.selection.clear();
                editing.selection.objects.push(index);
            }
        }
        Tool::PlaceSwitcher => {
            let switcher = default_switcher(snap(x, editing.snap), snap(y, editing.snap));
            let index = doc.level().switchers.len();
            if report(editing, doc.apply("Place layer switcher", Edit::InsertSwitcher { index, switcher }).map(|_| ()))
            {
                editing.selection.clear();
                editing.selection.switcher = Some(index);
            }
        }
        Tool::Select => {
            let slop = 4.0 / camera.zoom;
            let hit = hit_test(doc, at, slop);
            let sel = &mut editing.selection;
            let anchor = match hit {
                None => {
                    if !shift {
                        sel.clear();
                    }
                    editing.object_drag = Some(Drag::Marquee { start: at, current: at, additive: shift });
                    return;
                }
                Some(Hit::Object(i)) => {
                    let already = sel.objects.contains(&i);
                    if shift {
                        if already {
                            sel.objects.retain(|&o| o != i);
                            return;
                        }
                        sel.objects.push(i);
                    } else if !already {
                        sel.clear();
                        sel.objects.push(i);
                    }
                    let o = &doc.level().objects[i];
                    (o.x, o.y)
                }
                Some(Hit::Switcher(i)) => {
                    let already = sel.switcher == Some(i);
                    if shift {
                        if already {
                            sel.switcher = None;
                            return;
                        }
                        sel.switcher = Some(i);
                    } else if !already {
                        sel.clear();
                        sel.switcher = Some(i);
                    }
                    let s = &doc.level().switchers[i];
                    (s.x, s.y)
                }
            };
            let level = doc.level();
            let objects = sel.objects.iter().filter_map(|&i| level.objects.get(i).map(|o| (i, o.x, o.y))).collect();
            let switcher = sel.switcher.and_then(|i| level.switchers.get(i).map(|s| (i, s.x, s.y)));
            let key = editing.begin_stroke();
            editing.object_drag = Some(Drag::Move { key, start: at, anchor, objects, switcher });
        }
        _ => {}
    }
}

fn drag_to(at: Vec2, doc: &mut Document, editing: &mut Editing) {
    let Some(drag) = &mut editing.object_drag else { return };
    match drag {
        Drag::Marquee { current, .. } => *current = at,
        Drag::Move { key, start, anchor, objects, switcher } => {
            let delta = at - *start;
            let (dx, dy) = (delta.x.round() as i32, delta.y.round() as i32);
            let dx = snap(anchor.0 + dx, editing.snap) - anchor.0;
            let dy = snap(anchor.1 + dy, editing.snap) - anchor.1;
            let level = doc.level();
            let mut edits = Vec::new();
            for &(i, x, y) in objects.iter() {
                if let Some(o) = level.objects.get(i)
                    && (o.x, o.y) != (x + dx, y + dy)
                {
                    edits.push(Edit::SetObject {
                        index: i,
                        object: ObjectPlacement { x: x + dx, y: y + dy, ..o.clone() },
                    });
                }
            }
            if let Some((i, x, y)) = *switcher
                && let Some(s) = level.switchers.get(i)
                && (s.x, s.y) != (x + dx, y + dy)
            {
                edits.push(Edit::SetSwitcher {
                    index: i,
                    switcher: LayerSwitcher { x: x + dx, y: y + dy, ..s.clone() },
                });
            }
            if edits.is_empty() {
                return;
            }
            let n = objects.len() + usize::from(switcher.is_some());
            let label = if n == 1 && switcher.is_some() { "Move layer switcher" } else { "Move objects" };
            let key = Some(*key);
            let result = doc.apply_merging(label, key, Edit::Group(edits)).map(|_| ());
            report(editing, result);
        }
    }
}

fn finish(doc: &Document, editing: &mut Editing) {
    let Some(drag) = editing.object_drag.take() else { return };
    if let Drag::Marquee { start, current, additive } = drag {
        let r = Rect::from_two_pos(start.to_pos2(), current.to_pos2());
        if !additive {
            editing.selection.clear();
        }
        for (i, o) in doc.level().objects.iter().enumerate() {
            if r.contains(egui::pos2(o.x as f32, o.y as f32)) && !editing.selection.objects.contains(&i) {
                editing.selection.objects.push(i);
            }
        }
        if editing.selection.switcher.is_none() {
            editing.selection.switcher =
                doc.level().switchers.iter().position(|s| r.contains(egui::pos2(s.x as f32, s.y as f32)));
        }
    }
}

/// Shows an edit's error to the user (in the inspector); true when it succeeded.
fn report(editing: &mut Editing, result: Result<(), EditError>) -> bool {
    match result {
        Ok(()) => {
            editing.object_message = None;
            true
        }
        Err(err) => {
            editing.object_message = Some(err.to_string());
            false
        }
    }
}

/// Deletes the selected objects and switcher as one step (objects in descending index order, so each index
/// still names the object it named when the selection was made).
pub fn delete_selection(doc: &mut Document, editing: &mut Editing) {
    let mut objects = editing.selection.objects.clone();
    objects.sort_unstable_by(|a, b| b.cmp(a));
    objects.dedup();
    let mut edits: Vec<Edit> = objects.into_iter().map(|index| Edit::RemoveObject { index }).collect();
    if let Some(index) = editing.selection.switcher {
        edits.push(Edit::RemoveSwitcher { index });
    }
    if edits.is_empty() {
        return;
    }
    if report(editing, doc.apply("Delete", Edit::Group(edits)).map(|_| ())) {
        editing.selection.clear();
    }
}

/// Copies the selected objects to the clipboard; returns them as text for the system clipboard (one line per
/// object), or `None` when no object is selected.
pub fn copy_selection(doc: &Document, editing: &mut Editing) -> Option<String> {
    let level = doc.level();
    let copied: Vec<ObjectPlacement> =
        editing.selection.objects.iter().filter_map(|&i| level.objects.get(i).cloned()).collect();
    if copied.is_empty() {
        return None;
    }
    let text = copied.iter().map(|o| format!("{:?} at ({}, {})", o.kind, o.x, o.y)).collect::<Vec<_>>().join("\n");
    editing.clipboard = copied;
    Some(text)
}

/// Offset of a paste or duplicate when there is no pointer position to paste at.
pub const PASTE_OFFSET: i32 = 16;

/// Pastes the clipboard as new objects (one step) and selects them. With a pointer position the first copied
/// object lands there (snapped) and the rest keep their offsets from it; without one, everything is offset by
/// [`PASTE_OFFSET`] pixels.
pub fn paste(doc: &mut Document, editing: &mut Editing, at: Option<(i32, i32)>) {
    let Some(first) = editing.clipboard.first() else { return };
    let (dx, dy) = match at {
        Some((x, y)) => (snap(x, editing.snap) - first.x, snap(y, editing.snap) - first.y),
        None => (PASTE_OFFSET, PASTE_OFFSET),
    };
    let start = doc.level().objects.len();
    let edits = editing
        .clipboard
        .iter()
        .enumerate()
        .map(|(n, o)| Edit::InsertObject {
            index: start + n,
            object: ObjectPlacement { x: o.x + dx, y: o.y + dy, ..o.clone() },
        })
        .collect();
    let count = editing.clipboard.len();
    if report(editing, doc.apply("Paste", Edit::Group(edits)).map(|_| ())) {
        editing.selection.clear();
        editing.selection.objects = (start..start + count).collect();
    }
}

/// Copies the selection and pastes it offset by [`PASTE_OFFSET`] pixels, keeping the clipboard as it was.
pub fn duplicate(doc: &mut Document, editing: &mut Editing) {
    let saved = editing.clipboard.clone();
    editing.clipboard.clear();
    copy_selection(doc, editing);
    if !editing.clipboard.is_empty() {
        paste(doc, editing, None);
    }
    editing.clipboard = saved;
}

/// Where an object with the given centre and height radius comes to rest on the floor below it: the engine's
/// floor sensor (SPG "Solid Tiles": Sensors; objects cast one downward sensor at their bottom centre, "Solid
/// Objects": objects landing on ground) on layer A from `(x, y + height_radius)`, repeated down the level until a
/// surface is found. Returns the new y (bottom pixel one above the surface: distance 0), `None` if there is no
/// floor below.
pub fn ground_below(terrain: &engine::terrain::Terrain, x: i32, y: i32, height_radius: i32) -> Option<i32> {
    use engine::sensor::{Direction, SolidBit, sense};
    let (_, height) = terrain.pixel_size();
    let mut anchor = y + height_radius;
    // Each pass moves the anchor down by at least one tile or onto a surface; a level is at most
    // MAX_LAYOUT_SIDE * 256 px tall, so this bound is never the limiting one in practice.
    for _ in 0..100_000 {
        if i64::from(anchor) > height + 32 {
            return None;
        }
        let r = sense(terrain, formats::Layer::A, SolidBit::Top, Direction::Down, x, anchor);
        match r.hit {
            Some(_) if r.distance == 0 => return Some(anchor - height_radius),
            Some(_) => anchor += r.distance,
            None => anchor = (anchor.div_euclid(16) + 2) * 16,
        }
    }
    None
}

/// Moves each selected object down (or up, when it is inside the ground) so that it rests on the floor below
/// it, as one step. Objects with no floor below stay and are named in the message.
pub fn align_to_ground(doc: &mut Document, editing: &mut Editing) {
    let terrain = engine::terrain::Terrain::from_level(doc.level());
    let mut edits = Vec::new();
    let mut floating = Vec::new();
    for &i in &editing.selection.objects {
        let Some(o) = doc.level().objects.get(i) else { continue };
        match ground_below(&terrain, o.x, o.y, object_size(&o.kind).height_radius) {
            Some(y) if y != o.y => edits.push(Edit::SetObject { index: i, object: ObjectPlacement { y, ..o.clone() } }),
            Some(_) => {}
            None => floating.push(i.to_string()),
        }
    }
    if !edits.is_empty() {
        report(editing, doc.apply("Align to ground", Edit::Group(edits)).map(|_| ()));
    }
    if !floating.is_empty() {
        editing.object_message = Some(format!("No floor below object {}", floating.join(", ")));
    }
}

/// Draws selection highlights, collision boxes and the marquee.
pub fn paint(painter: &Painter, view: Rect, camera: &Camera, doc: &Document, editing: &Editing) {
    let level = doc.level();
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
            // Around the trigger band overlays::switcher draws (8 px either side of the line).
            formats::switcher::Orientation::Vertical => vec2(8.0, r),
            formats::switcher::Orientation::Horizontal => vec2(r, 8.0),
        };
        let rect = camera.rect_to_screen(view, c - half, c + half);
        painter.rect_stroke(rect.expand(4.0), 3.0, Stroke::new(2.0, palette::HOVER), egui::StrokeKind::Outside);
    }
    if let Some(Drag::Marquee { start, current, .. }) = &editing.object_drag {
        let r = Rect::from_two_pos(camera.to_screen(view, *start), camera.to_screen(view, *current));
        painter.rect_filled(r, 0.0, palette::HOVER.gamma_multiply(0.12));
        painter.rect_stroke(r, 0.0, Stroke::new(1.0, palette::HOVER), egui::StrokeKind::Middle);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::object::MonitorContents;

    #[test]
    fn snapping_rounds_to_the_nearest_grid_line_on_both_sides_of_zero() {
        assert_eq!([snap(7, Some(16)), snap(8, Some(16)), snap(23, Some(16)), snap(24, Some(16))], [0, 16, 16, 32]);
        assert_eq!([snap(-8, Some(16)), snap(-9, Some(16)), snap(-3, Some(8)), snap(-5, Some(8))], [0, -16, 0, -8]);
        assert_eq!(snap(-123, None), -123);
    }

    #[test]
    fn sizes_follow_the_spg() {
        let monitor = object_size(&ObjectKind::Monitor { contents: MonitorContents::ExtraLife });
        assert_eq!((monitor.width_radius, monitor.height_radius, monitor.solid), (15, 15, true));
        let ring = object_size(&ObjectKind::Ring);
        assert_eq!((ring.width_radius, ring.height_radius, ring.hitbox), (8, 8, Some((6, 6))));
        let motobug = object_size(&ObjectKind::Badnik { kind: BadnikKind::Motobug });
        assert_eq!((motobug.width_radius, motobug.height_radius, motobug.hitbox), (8, 14, Some((20, 16))));
        let crabmeat = object_size(&ObjectKind::Badnik { kind: BadnikKind::Crabmeat });
        assert_eq!((crabmeat.width_radius, crabmeat.height_radius, crabmeat.hitbox), (8, 16, Some((16, 16))));
    }

    /// One 128 px chunk whose bottom half is solid: the floor's top row is y 64 within each cell of row 0.
    fn half_solid_level() -> formats::Level {
        use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
        let size = ChunkSize::Px128;
        let mut level = Level::new("Floor", size, 2, 2);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(size);
        for row in 4..8 {
            for col in 0..8 {
                if let Some(b) = chunk.block_mut(size, col, row) {
                    b.a = LayerCell { tile: 1, solidity: Solidity::All };
                }
            }
        }
        level.chunks.push(chunk);
        level.layout.set(0, 1, Some(0));
        level
    }

    #[test]
    fn ground_below_rests_the_bottom_pixel_on_the_floor_from_above_or_inside() {
        let level = half_solid_level();
        let terrain = engine::terrain::Terrain::from_level(&level);
        // Floor top row at y 128 + 64 = 192: a height radius 15 object rests at y 192 - 1 - 15 = 176.
        for start in [0, 100, 170, 176, 185, 200, 230] {
            assert_eq!(ground_below(&terrain, 40, start, 15), Some(176), "from y {start}");
        }
        // Column 1 of the layout (x 128..256) has no chunk: nothing below.
        assert_eq!(ground_below(&terrain, 200, 0, 15), None);
    }
}
