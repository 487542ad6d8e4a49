//! The level view's camera: which level pixel is at the view's top-left corner, and how many screen points one
//! level pixel covers. Pure arithmetic, so hovering and zooming are testable without a window.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Zoom limits: 1/32 shows a 1024-chunk-wide level on a laptop screen, 32 shows single pixels of a tile.
pub const MIN_ZOOM: f32 = 1.0 / 32.0;
pub const MAX_ZOOM: f32 = 32.0;
/// Zoom steps per doubling: a zoom-in/zoom-out step and one mouse-wheel notch change the zoom by 2^(1/3) ≈ 1.26,
/// so every step looks the same size and 25 %, 50 %, 100 % and 200 % are steps on the way.
pub const STEPS_PER_DOUBLING: f32 = 3.0;

/// The zoom `steps` ladder steps (2^(1/3) each) above (positive) or below (negative) `zoom`: from a zoom between
/// two rungs the first step lands on the next rung in that direction.
pub fn zoom_step(zoom: f32, steps: i32) -> f32 {
    if !zoom.is_finite() || zoom <= 0.0 || steps == 0 {
        return zoom;
    }
    let rung = zoom.log2() * STEPS_PER_DOUBLING;
    // A zoom a rounding error away from a rung counts as on it.
    let base = if steps > 0 { (rung + 1e-3).floor() } else { (rung - 1e-3).ceil() };
    2f32.powf((base + steps as f32) / STEPS_PER_DOUBLING).clamp(MIN_ZOOM, MAX_ZOOM)
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// Level pixel at the view's top-left corner.
    pub offset: Vec2,
    /// Screen points per level pixel.
    pub zoom: f32,
}

impl Default for Camera {
    fn default() -> Self {
        Camera { offset: Vec2::ZERO, zoom: 1.0 }
    }
}

impl Camera {
    /// Screen position of a level position.
    pub fn to_screen(&self, view: Rect, level: Vec2) -> Pos2 {
        view.min + (level - self.offset) * self.zoom
    }

    /// Level position under a screen position.
    pub fn to_level(&self, view: Rect, screen: Pos2) -> Vec2 {
        self.offset + (screen - view.min) / self.zoom
    }

    /// The screen rectangle of a level rectangle given by its corners.
    pub fn rect_to_screen(&self, view: Rect, min: Vec2, max: Vec2) -> Rect {
        Rect::from_min_max(self.to_screen(view, min), self.to_screen(view, max))
    }

    /// The part of the level the view shows, as (min, max) level positions.
    pub fn visible_level_rect(&self, view: Rect) -> (Vec2, Vec2) {
        (self.to_level(view, view.min), self.to_level(view, view.max))
    }

    /// Multiplies the zoom by `factor`, keeping the level point under `anchor` (a screen position) in place.
    pub fn zoom_around(&mut self, view: Rect, anchor: Pos2, factor: f32) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let fixed = self.to_level(view, anchor);
        self.zoom = (self.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        self.offset = fixed - (anchor - view.min) / self.zoom;
    }

    /// Sets the zoom to exactly `zoom` (clamped), keeping the level point at the view's centre in place.
    pub fn set_zoom_centred(&mut self, view: Rect, zoom: f32) {
        if !zoom.is_finite() {
            return;
        }
        let centre = self.to_level(view, view.center());
        self.zoom = zoom.clamp(MIN_ZOOM, MAX_ZOOM);
        self.offset = centre - (view.center() - view.min) / self.zoom;
    }

    /// Zoom and offset that show the whole `size` (level pixels, from the origin) centred, with a margin.
    pub fn fit(&mut self, view: Rect, size: Vec2) {
        self.fit_rect(view, Vec2::ZERO, size, MAX_ZOOM);
    }

    /// Zoom (at most `max_zoom`) and offset that show the level rectangle `min`..`max` centred, with a margin.
    pub fn fit_rect(&mut self, view: Rect, min: Vec2, max: Vec2, max_zoom: f32) {
        let margin = 24.0;
        let avail = (view.size() - vec2(2.0 * margin, 2.0 * margin)).max(vec2(1.0, 1.0));
        let size = (max - min).max(vec2(1.0, 1.0));
        self.zoom = (avail.x / size.x).min(avail.y / size.y).min(max_zoom).clamp(MIN_ZOOM, MAX_ZOOM);
        self.centre_on(view, (min + max) / 2.0);
    }

    /// Puts level position `centre` at the view's centre, keeping the zoom.
    pub fn centre_on(&mut self, view: Rect, centre: Vec2) {
        self.offset = centre - view.size() / (2.0 * self.zoom);
    }

    /// Moves the view as little as possible so that it stays inside the level rectangle `min`..`max` on each
    /// axis where the view is smaller than it, and centres the rectangle on each axis where it is not.
    pub fn keep_inside(&mut self, view: Rect, min: Vec2, max: Vec2) {
        let shown = view.size() / self.zoom;
        for axis in 0..2 {
            self.offset[axis] = if shown[axis] >= max[axis] - min[axis] {
                (min[axis] + max[axis] - shown[axis]) / 2.0
            } else {
                self.offset[axis].clamp(min[axis], max[axis] - shown[axis])
            };
        }
    }

    /// Moves the view by a screen-space drag delta.
    pub fn pan(&mut self, screen_delta: Vec2) {
        self.offset -= screen_delta / self.zoom;
    }
}

/// Level position as whole pixels (floor), the way the games read positions.
pub fn level_pixel(level: Vec2) -> (i32, i32) {
    (level.x.floor() as i32, level.y.floor() as i32)
}

/// The screen position of the centre of level pixel (x, y): what a test hovers to probe that pixel.
pub fn pixel_centre(camera: &Camera, view: Rect, x: i32, y: i32) -> Pos2 {
    camera.to_screen(view, vec2(x as f32 + 0.5, y as f32 + 0.5))
}

/// A rectangle used before the first frame has laid out the view.
pub const PLACEHOLDER_VIEW: Rect = Rect { min: pos2(0.0, 0.0), max: pos2(800.0, 600.0) };

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: Rect = Rect { min: pos2(100.0, 50.0), max: pos2(900.0, 650.0) };

    #[test]
    fn level_and_screen_positions_map_both_ways() {
        let cam = Camera { offset: vec2(64.0, 32.0), zoom: 2.0 };
        assert_eq!(cam.to_screen(VIEW, vec2(64.0, 32.0)), pos2(100.0, 50.0));
        assert_eq!(cam.to_screen(VIEW, vec2(100.0, 40.0)), pos2(172.0, 66.0));
        assert_eq!(cam.to_level(VIEW, pos2(172.0, 66.0)), vec2(100.0, 40.0));
        assert_eq!(level_pixel(cam.to_level(VIEW, pixel_centre(&cam, VIEW, 77, 91))), (77, 91));
    }

    #[test]
    fn zooming_keeps_the_point_under_the_cursor() {
        let mut cam = Camera { offset: vec2(10.0, 20.0), zoom: 1.0 };
        let anchor = pos2(300.0, 250.0);
        let before = cam.to_level(VIEW, anchor);
        cam.zoom_around(VIEW, anchor, 2.0);
        assert_eq!(cam.zoom, 2.0);
        assert_eq!(cam.to_level(VIEW, anchor), before);
        cam.zoom_around(VIEW, anchor, 1000.0);
        assert_eq!(cam.zoom, MAX_ZOOM);
        assert_eq!(cam.to_level(VIEW, anchor), before);
    }

    #[test]
    fn fit_centres_the_level_and_one_to_one_keeps_the_centre() {
        let mut cam = Camera::default();
        // 800 x 600 view, 24-point margins: 752 / 4096 is the limiting ratio.
        cam.fit(VIEW, vec2(4096.0, 1024.0));
        assert_eq!(cam.zoom, 752.0 / 4096.0);
        assert_eq!(cam.to_level(VIEW, VIEW.center()), vec2(2048.0, 512.0));
        cam.set_zoom_centred(VIEW, 1.0);
        assert_eq!(cam.zoom, 1.0);
        assert_eq!(cam.to_level(VIEW, VIEW.center()), vec2(2048.0, 512.0));
    }

    #[test]
    fn zoom_steps_are_proportional_and_land_on_powers_of_two() {
        let close = |a: f32, b: f32| (a - b).abs() < 1e-5;
        assert!(close(zoom_step(1.0, 1), 2f32.powf(1.0 / 3.0)));
        assert!(close(zoom_step(1.0, 3), 2.0));
        assert!(close(zoom_step(1.0, -6), 0.25));
        // Between rungs: the first step goes to the next rung.
        assert!(close(zoom_step(1.1, -1), 1.0));
        assert!(close(zoom_step(0.9, 1), 1.0));
        assert!(close(zoom_step(zoom_step(0.37, 1), -1), zoom_step(0.37, 1) / 2f32.powf(1.0 / 3.0)));
        assert_eq!(zoom_step(MAX_ZOOM, 1), MAX_ZOOM);
        assert_eq!(zoom_step(MIN_ZOOM, -1), MIN_ZOOM);
    }

    #[test]
    fn keeping_inside_moves_the_view_back_over_the_rectangle() {
        let mut cam = Camera { offset: vec2(-300.0, 50.0), zoom: 1.0 };
        // 800 x 600 view over a 4000 x 400 rectangle: x clamps to its left edge, y centres the short rectangle.
        cam.keep_inside(VIEW, vec2(0.0, 0.0), vec2(4000.0, 400.0));
        assert_eq!(cam.offset, vec2(0.0, -100.0));
        cam.offset.x = 3900.0;
        cam.keep_inside(VIEW, vec2(0.0, 0.0), vec2(4000.0, 400.0));
        assert_eq!(cam.offset.x, 3200.0);
    }

    #[test]
    fn panning_moves_the_level_with_the_pointer() {
        let mut cam = Camera { offset: vec2(0.0, 0.0), zoom: 4.0 };
        cam.pan(vec2(40.0, -8.0));
        assert_eq!(cam.offset, vec2(-10.0, 2.0));
    }
}
