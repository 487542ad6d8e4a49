//! Everything drawn over the terrain: grid, level bounds, water, player start, and the hovered block (objects
//! and switchers are `widgets::object_symbol`). Read-only; each is a handful of shapes, drawn only when on screen.

use crate::widgets::camera::Camera;
use crate::widgets::palette;
use egui::{Align2, Color32, FontId, Painter, Rect, Shape, Stroke, Vec2, vec2};
use formats::Level;

/// Chunk lines always, block lines once blocks are at least 6 points wide; only across the visible layout part.
pub fn grid(painter: &Painter, camera: &Camera, view: Rect, level: &Level, chunks: bool, blocks: bool) {
    let chunk_px = level.chunk_size.pixels() as f32;
    let (w, h) = level.pixel_size();
    let (lmin, lmax) = camera.visible_level_rect(view);
    let x0 = lmin.x.max(0.0);
    let x1 = lmax.x.min(w as f32);
    let y0 = lmin.y.max(0.0);
    let y1 = lmax.y.min(h as f32);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let lines = |step: f32, colour: Color32, skip_every: Option<f32>| {
        let stroke = Stroke::new(1.0, colour);
        let mut x = (x0 / step).floor() * step;
        while x <= x1 {
            if skip_every.is_none_or(|s| x % s != 0.0) {
                painter
                    .line_segment([camera.to_screen(view, vec2(x, y0)), camera.to_screen(view, vec2(x, y1))], stroke);
            }
            x += step;
        }
        let mut y = (y0 / step).floor() * step;
        while y <= y1 {
            if skip_every.is_none_or(|s| y % s != 0.0) {
                painter
                    .line_segment([camera.to_screen(view, vec2(x0, y)), camera.to_screen(view, vec2(x1, y))], stroke);
            }
            y += step;
        }
    };
    if blocks && camera.zoom * 16.0 >= 6.0 {
        lines(16.0, palette::BLOCK_GRID, chunks.then_some(chunk_px));
    }
    if chunks && camera.zoom * chunk_px >= 4.0 {
        lines(chunk_px, palette::CHUNK_GRID, None);
    }
}

/// Chunk numbers in the corner of each visible layout cell, when there is room for them.
pub fn chunk_numbers(painter: &Painter, camera: &Camera, view: Rect, level: &Level) {
    let chunk_px = level.chunk_size.pixels();
    if (chunk_px as f32) * camera.zoom < 48.0 {
        return;
    }
    let (lmin, lmax) = camera.visible_level_rect(view);
    let c0 = (lmin.x / chunk_px as f32).floor().max(0.0) as usize;
    let r0 = (lmin.y / chunk_px as f32).floor().max(0.0) as usize;
    let c1 = ((lmax.x / chunk_px as f32).ceil().max(0.0) as usize).min(level.layout.width());
    let r1 = ((lmax.y / chunk_px as f32).ceil().max(0.0) as usize).min(level.layout.height());
    for row in r0..r1 {
        for col in c0..c1 {
            if let Some(c) = level.layout.get(col, row) {
                let p = camera.to_screen(view, vec2((col as i32 * chunk_px) as f32, (row as i32 * chunk_px) as f32));
                painter.text(
                    p + vec2(3.0, 2.0),
                    Align2::LEFT_TOP,
                    format!("{c}"),
                    FontId::monospace(10.0),
                    Color32::from_white_alpha(110),
                );
            }
        }
    }
}

/// The camera limits as a dashed red rectangle.
pub fn bounds(painter: &Painter, camera: &Camera, view: Rect, level: &Level) {
    let b = level.bounds;
    let r = camera.rect_to_screen(view, vec2(b.left as f32, b.top as f32), vec2(b.right as f32, b.bottom as f32));
    let points = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom(), r.left_top()];
    painter.extend(Shape::dashed_line(&points, Stroke::new(1.5, palette::BOUNDS), 8.0, 5.0));
}

/// Water: everything below the surface line, tinted, with the line itself. `surface`: the level's water
/// height, or during a play-test the engine's current surface (`World::water_level`: bobbing, rising).
pub fn water(painter: &Painter, camera: &Camera, view: Rect, level: &Level, surface: Option<i32>) {
    let Some(wy) = surface else { return };
    let (w, h) = level.pixel_size();
    if wy >= h {
        return;
    }
    let r = camera.rect_to_screen(view, vec2(0.0, wy as f32), vec2(w as f32, h as f32));
    painter.rect_filled(r.intersect(view), 0.0, palette::WATER);
    painter.line_segment([r.left_top(), r.right_top()], Stroke::new(1.5, Color32::from_rgb(0x60, 0xA0, 0xFF)));
}

/// The player start: Sonic's standing hitbox (width radius 9, height radius 19: SPG "Hitboxes") and a label;
/// Knuckles' own start (S3K) beside it the same way, labelled "KNUCKLES".
pub fn player_start(painter: &Painter, camera: &Camera, view: Rect, level: &Level) {
    start_marker(painter, camera, view, level.player_start, "START");
    if let Some(k) = level.knuckles_start.filter(|&k| k != level.player_start) {
        start_marker(painter, camera, view, k, "KNUCKLES");
    }
}

fn start_marker(painter: &Painter, camera: &Camera, view: Rect, at: formats::level::Point, label: &str) {
    let p = vec2(at.x as f32, at.y as f32);
    let r = camera.rect_to_screen(view, p - vec2(9.0, 19.0), p + vec2(10.0, 20.0));
    if !view.intersects(r.expand(60.0)) {
        return;
    }
    let r = if r.width() < 6.0 { Rect::from_center_size(r.center(), vec2(6.0, 12.0)) } else { r };
    painter.rect_filled(r, 2.0, palette::PLAYER_START.gamma_multiply(0.45));
    painter.rect_stroke(r, 2.0, Stroke::new(2.0, palette::PLAYER_START), egui::StrokeKind::Middle);
    let centre = camera.to_screen(view, p + vec2(0.5, 0.5));
    let cross = Stroke::new(1.0, Color32::WHITE);
    painter.line_segment([centre - vec2(4.0, 0.0), centre + vec2(4.0, 0.0)], cross);
    painter.line_segment([centre - vec2(0.0, 4.0), centre + vec2(0.0, 4.0)], cross);
    painter.text(
        r.center_top() - vec2(0.0, 3.0),
        Align2::CENTER_BOTTOM,
        label,
        FontId::proportional(12.0),
        Color32::WHITE,
    );
}

/// Outline of the block under the cursor (and its chunk, faintly).
pub fn hover(painter: &Painter, camera: &Camera, view: Rect, level: &Level, x: i32, y: i32) {
    let chunk_px = level.chunk_size.pixels();
    let (bx, by) = ((x.div_euclid(16) * 16) as f32, (y.div_euclid(16) * 16) as f32);
    let (cx, cy) = ((x.div_euclid(chunk_px) * chunk_px) as f32, (y.div_euclid(chunk_px) * chunk_px) as f32);
    let chunk = camera.rect_to_screen(view, vec2(cx, cy), vec2(cx, cy) + Vec2::splat(chunk_px as f32));
    painter.rect_stroke(chunk, 0.0, Stroke::new(1.0, palette::HOVER.gamma_multiply(0.35)), egui::StrokeKind::Inside);
    let block = camera.rect_to_screen(view, vec2(bx, by), vec2(bx + 16.0, by + 16.0));
    painter.rect_stroke(block, 0.0, Stroke::new(1.5, palette::HOVER), egui::StrokeKind::Outside);
}
