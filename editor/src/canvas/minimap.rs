//! The minimap: the whole layout shrunk into a corner of the level view, with the part the view shows outlined.
//! Click or drag in it to move the view there. It draws one quad per layout cell from the level's art (the
//! view's chunk atlases, when the view shows art) or the chunk thumbnails, so it costs the same few thousand
//! vertices at any zoom.

use crate::widgets::camera::Camera;
use crate::widgets::level_art::ArtHandles;
use crate::widgets::thumbs::ChunkThumbs;
use egui::{Color32, Mesh, Painter, Pos2, Rect, Sense, Stroke, StrokeKind, Vec2, pos2, vec2};
use formats::Level;

/// Largest minimap size, as a fraction of the view and in points.
const MAX_FRACTION: f32 = 0.3;
const MAX_WIDTH: f32 = 360.0;
const MAX_HEIGHT: f32 = 160.0;
const MARGIN: f32 = 10.0;
/// The view's outline is never smaller than this, so it stays visible when zoomed far in.
const MIN_MARKER: Vec2 = vec2(10.0, 8.0);
const MAP_BACKGROUND: Color32 = Color32::from_rgb(0x1C, 0x24, 0x34);
const VIEWPORT: Color32 = Color32::from_rgb(0xFF, 0x50, 0x40);

/// The view's outline on the map: the shown part of the level, grown around its centre to at least
/// `MIN_MARKER` and clipped to the map.
pub fn viewport_marker(map: Rect, shown: Rect) -> Rect {
    let size = shown.size().max(MIN_MARKER);
    Rect::from_center_size(shown.center(), size).intersect(map)
}

/// Where the minimap sits in the view (bottom-right corner) for a level of `size` pixels; None when the level
/// or the view is too small to show one.
pub fn rect(view: Rect, size: Vec2) -> Option<Rect> {
    if size.x <= 0.0 || size.y <= 0.0 {
        return None;
    }
    let max = vec2((view.width() * MAX_FRACTION).min(MAX_WIDTH), (view.height() * MAX_FRACTION).min(MAX_HEIGHT));
    let scale = (max.x / size.x).min(max.y / size.y);
    let extent = size * scale;
    if extent.x < 24.0 || extent.y < 8.0 {
        return None;
    }
    let max_corner = view.max - vec2(MARGIN, MARGIN);
    Some(Rect::from_min_max(max_corner - extent, max_corner))
}

/// Level position shown at a minimap point.
pub fn to_level(map: Rect, size: Vec2, pos: Pos2) -> Vec2 {
    let t = ((pos - map.min) / map.size()).clamp(Vec2::ZERO, Vec2::splat(1.0));
    t * size
}

/// Handles clicks and drags in the minimap (call before the tools, so they do not also see the press).
/// Returns the level position to centre the view on when the user clicked or dragged in it this frame.
pub fn interact(ui: &egui::Ui, view: Rect, level: &Level) -> Option<Vec2> {
    let (w, h) = level.pixel_size();
    let size = vec2(w as f32, h as f32);
    let map = rect(view, size)?;
    let response = ui.interact(map, ui.scope_id().with("minimap"), Sense::click_and_drag());
    let pointer = response.interact_pointer_pos()?;
    if response.is_pointer_button_down_on() || response.clicked() {
        return Some(to_level(map, size, pos2(pointer.x, pointer.y)));
    }
    None
}

/// Draws the minimap over the view: the layout from the level's art (when `art` is given) or the chunk
/// thumbnails, and the part the view shows.
pub fn paint(
    painter: &Painter,
    view: Rect,
    camera: &Camera,
    level: &Level,
    thumbs: &mut ChunkThumbs,
    art: Option<&ArtHandles>,
) {
    let (w, h) = level.pixel_size();
    let size = vec2(w as f32, h as f32);
    let Some(map) = rect(view, size) else { return };
    // Darker than the level background, so the map reads as its own panel over the view.
    painter.rect_filled(map.expand(3.0), 3.0, Color32::from_black_alpha(220));
    painter.rect_filled(map, 0.0, MAP_BACKGROUND);

    // One quad per layout cell, from the art's chunk atlases (one mesh per plane) or the chunk thumbnails.
    let chunk_px = level.chunk_size.pixels() as f32;
    let scale = map.width() / size.x;
    let art = art.filter(|a| a.is_ready() && a.chunk_px == chunk_px as usize);
    let planes = art.map_or(1, |a| a.planes.len());
    for plane in 0..planes {
        let texture = match art {
            Some(a) => a.planes[plane].0,
            None => thumbs.texture_id(),
        };
        let mut mesh = Mesh::with_texture(texture);
        for row in 0..level.layout.height() {
            for col in 0..level.layout.width() {
                let Some(index) = level.layout.get(col, row) else { continue };
                let uv = match art {
                    Some(a) => a.chunk_uv(plane, index as usize).map(|(_, uv)| uv),
                    None => thumbs.uv(level, index),
                };
                let Some(uv) = uv else { continue };
                let min = map.min + vec2(col as f32, row as f32) * chunk_px * scale;
                mesh.add_rect_with_uv(Rect::from_min_size(min, Vec2::splat(chunk_px * scale)), uv, Color32::WHITE);
            }
        }
        painter.add(mesh);
    }

    // The part of the level the view shows.
    let (lmin, lmax) = camera.visible_level_rect(view);
    let shown = viewport_marker(map, Rect::from_min_max(map.min + lmin * scale, map.min + lmax * scale));
    if shown.is_positive() {
        painter.rect_filled(shown, 0.0, Color32::from_white_alpha(30));
        painter.rect_stroke(shown.expand(1.0), 0.0, Stroke::new(1.0, Color32::BLACK), StrokeKind::Inside);
        painter.rect_stroke(shown, 0.0, Stroke::new(1.5, VIEWPORT), StrokeKind::Inside);
    }
    painter.rect_stroke(map.expand(3.0), 3.0, Stroke::new(1.0, Color32::from_gray(0x70)), StrokeKind::Inside);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_minimap_keeps_the_level_aspect_in_the_bottom_right_corner() {
        let view = Rect::from_min_max(pos2(0.0, 0.0), pos2(1600.0, 900.0));
        // EHZ1: 16384 x 2048 px, limited by the 360-point width: 360 x 45.
        let map = rect(view, vec2(16384.0, 2048.0)).unwrap();
        assert_eq!(map.max, pos2(1590.0, 890.0));
        assert_eq!(map.size(), vec2(360.0, 45.0));
        assert_eq!(to_level(map, vec2(16384.0, 2048.0), map.center()), vec2(8192.0, 1024.0));
        assert_eq!(to_level(map, vec2(16384.0, 2048.0), map.max + vec2(50.0, 50.0)), vec2(16384.0, 2048.0));
        assert!(rect(Rect::from_min_max(pos2(0.0, 0.0), pos2(60.0, 20.0)), vec2(16384.0, 2048.0)).is_none());
        // A view 4 x 3 points big on the map is drawn 10 x 8, around the same centre.
        let tiny = Rect::from_center_size(map.center(), vec2(4.0, 3.0));
        assert_eq!(viewport_marker(map, tiny), Rect::from_center_size(map.center(), vec2(10.0, 8.0)));
    }
}
