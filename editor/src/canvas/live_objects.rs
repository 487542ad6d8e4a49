//! Objects as the engine has them during a play-test: rings that are still there (collected ones vanish, a
//! sparkle while they go), every loaded object at its live position drawn with its placement's symbol,
//! objects other objects spawned (spilled rings, explosions, shots, monitor icons) as small markers, and the
//! placements not loaded right now faded — plus, with the boxes overlay, each object's hitbox and solid box
//! as the engine last used them. Nothing here computes physics: it reads `engine::World`.

use crate::widgets::camera::Camera;
use crate::widgets::{object_symbol, palette};
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke, vec2};
use engine::objects::object::{Obj, id};
use engine::objects::rings::RingState;
use engine::objects::touch::touch_size;
use formats::ObjectPlacement;
use formats::object::ObjectKind;
use studio_core::playtest::PlayTest;

/// Draws the level's objects in their live state.
pub fn paint(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest, objects: &[ObjectPlacement]) {
    let world = &play.world;
    let live = &world.objects;
    // Which placements are loaded (drawn live) and which rings are gone.
    let mut loaded = vec![false; objects.len()];
    for (_, obj) in live.slots.iter() {
        if let Some(i) = obj.common.placement.map(|i| i as usize).filter(|&i| i < loaded.len()) {
            loaded[i] = true;
        }
    }
    let mut ring_state = vec![None; objects.len()];
    for (i, &placement) in live.rings.placements.iter().enumerate() {
        if let (Some(slot), Some(state)) = (ring_state.get_mut(placement), live.rings.states.get(i)) {
            *slot = Some(*state);
        }
    }
    let faded = painter.clone().with_layer_id(painter.layer_id());
    for (i, o) in objects.iter().enumerate() {
        match (&o.kind, ring_state[i]) {
            (ObjectKind::Ring, Some(RingState::Present)) => object_symbol::object(painter, camera, view, o),
            (ObjectKind::Ring, Some(RingState::Sparkle { frame, .. })) => {
                sparkle(painter, camera, view, o.x, o.y, frame)
            }
            (ObjectKind::Ring, _) => {}
            _ if loaded[i] => {}
            _ => {
                // Not loaded now: the object exists only when the camera comes near (faded).
                let mut p = faded.clone();
                p.set_opacity(0.3);
                object_symbol::object(&p, camera, view, o);
            }
        }
    }
    for (_, obj) in live.slots.iter() {
        let c = &obj.common;
        match c.placement.and_then(|i| objects.get(i as usize)) {
            Some(o) => {
                let at = ObjectPlacement { x: c.pixel_x(), y: c.pixel_y(), ..o.clone() };
                object_symbol::object(painter, camera, view, &at);
                state_label(painter, camera, view, obj);
            }
            None => spawned(painter, camera, view, obj),
        }
    }
}

/// A collected ring's sparkle (frames 4–7 of the ring's animation).
fn sparkle(painter: &Painter, camera: &Camera, view: Rect, x: i32, y: i32, frame: u8) {
    let centre = camera.to_screen(view, vec2(x as f32, y as f32));
    let r = (8.0 - f32::from(frame.saturating_sub(4)) * 1.5) * camera.zoom;
    let stroke = Stroke::new(1.0, palette::RING);
    painter.line_segment([centre - vec2(r, 0.0), centre + vec2(r, 0.0)], stroke);
    painter.line_segment([centre - vec2(0.0, r), centre + vec2(0.0, r)], stroke);
}

/// Objects spawned by other objects: spilled rings as rings, the rest as a small labelled dot.
fn spawned(painter: &Painter, camera: &Camera, view: Rect, obj: &Obj) {
    let c = &obj.common;
    let centre = camera.to_screen(view, vec2(c.pixel_x() as f32, c.pixel_y() as f32));
    if !view.expand(32.0).contains(centre) {
        return;
    }
    let z = camera.zoom.max(0.25);
    let (colour, label) = match c.id {
        id::LOST_RINGS => (palette::RING, ""),
        id::EXPLOSION => (Color32::from_rgb(0xFF, 0x90, 0x30), "explosion"),
        id::MONITOR_CONTENTS => (Color32::from_rgb(0x80, 0xC0, 0xFF), "item"),
        _ => (Color32::from_rgb(0xE0, 0x60, 0x60), "shot"),
    };
    if c.id == id::LOST_RINGS {
        painter.circle_stroke(centre, 7.0 * z, Stroke::new((2.0 * z).clamp(1.0, 3.0), colour));
        return;
    }
    painter.circle_filled(centre, (4.0 * z).max(2.0), colour);
    if camera.zoom >= object_symbol::LABEL_ZOOM * 2.0 {
        painter.text(centre + vec2(0.0, 6.0 * z), Align2::CENTER_TOP, label, FontId::proportional(10.0), colour);
    }
}

/// A word on the state of a loaded object where it shows (a broken monitor, a defeated badnik's explosion).
fn state_label(painter: &Painter, camera: &Camera, view: Rect, obj: &Obj) {
    let c = &obj.common;
    if camera.zoom < object_symbol::LABEL_ZOOM * 2.0 {
        return;
    }
    let text = engine::objects::object::state_name(obj);
    if text.is_empty() {
        return;
    }
    let centre = camera.to_screen(view, vec2(c.pixel_x() as f32, c.pixel_y() as f32));
    painter.text(
        centre - vec2(0.0, (f32::from(c.y_radius.max(8)) + 4.0) * camera.zoom),
        Align2::CENTER_BOTTOM,
        text,
        FontId::proportional(10.0),
        Color32::from_white_alpha(220),
    );
}

/// Each loaded object's hitbox (magenta, from its `collision_flags`) and the box its solid routine tests the
/// player's centre against (green: the object's half width `d1` already grown by the Push Radius + 1, its
/// half height grown by the player's Height Radius, raised 4 px — SPG "Solid Objects").
pub fn boxes(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest) {
    let world = &play.world;
    let h = i32::from(world.player.height_radius);
    let to_rect = |x0: i32, y0: i32, x1: i32, y1: i32| {
        camera.rect_to_screen(view, vec2(x0 as f32, y0 as f32), vec2(x1 as f32 + 1.0, y1 as f32 + 1.0))
    };
    for (_, obj) in world.objects.slots.iter() {
        let c = &obj.common;
        let (x, y) = (c.pixel_x(), c.pixel_y());
        if c.collision_flags != 0 {
            let (w, hh) = touch_size(c.collision_flags);
            let stroke = Stroke::new(1.0, Color32::from_rgb(0xFF, 0x60, 0xFF));
            painter.rect_stroke(to_rect(x - w, y - hh, x + w, y + hh), 0.0, stroke, egui::StrokeKind::Middle);
        }
        if let Some(b) = c.solid_box {
            let (d1, d2) = (i32::from(b.half_width), i32::from(b.half_height_air) + h);
            let stroke = Stroke::new(1.0, Color32::from_rgb(0x40, 0xE0, 0x90));
            painter.rect_stroke(to_rect(x - d1, y - d2 - 4, x + d1, y + d2 - 4), 0.0, stroke, egui::StrokeKind::Middle);
        }
    }
}
