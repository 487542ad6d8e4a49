//! What a play-test draws over the level view: the game's 320×224 view, the sensors A–F as in the SPG's
//! pictures, the player's boxes, a speed-coloured trail and the predicted jump arc. Everything drawn comes from
//! the engine (the last frame's `FrameReport`, the player, a cloned `World` for the arc): nothing here
//! computes physics.

use crate::widgets::camera::Camera;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, vec2};
use engine::player::probe::{Axis, SensorId};
use formats::inputs::Buttons;
use strum::IntoEnumIterator;
use studio_core::playtest::PlayTest;
use studio_core::playtest::memory::{JumpArc, OverlayMemory, PlayOverlays};

/// The SPG's sensor colours (its pictures: A green, B cyan, C blue, D yellow, E pink, F red); the centre
/// balance check is white.
pub fn sensor_colour(id: SensorId) -> Color32 {
    match id {
        SensorId::A => Color32::from_rgb(0x00, 0xF0, 0x00),
        SensorId::B => Color32::from_rgb(0x38, 0xFF, 0xA2),
        SensorId::C => Color32::from_rgb(0x00, 0xAE, 0xEF),
        SensorId::D => Color32::from_rgb(0xFF, 0xF2, 0x38),
        SensorId::E => Color32::from_rgb(0xFF, 0x38, 0xFF),
        SensorId::F => Color32::from_rgb(0xFF, 0x54, 0x54),
        SensorId::Centre => Color32::from_gray(0xE0),
    }
}

/// The unit step of a sensor's scan direction, in level pixels.
fn axis_step(axis: Axis) -> Vec2 {
    match axis {
        Axis::Down => vec2(0.0, 1.0),
        Axis::Up => vec2(0.0, -1.0),
        Axis::Left => vec2(-1.0, 0.0),
        Axis::Right => vec2(1.0, 0.0),
    }
}

/// Trail colour for a speed: blue at rest through green and yellow to red at 12 px/frame and beyond.
pub fn speed_colour(x_speed: i16, y_speed: i16) -> Color32 {
    let speed = (x_speed as f32).hypot(y_speed as f32) / 256.0;
    let t = (speed / 12.0).clamp(0.0, 1.0);
    let stops = [(0x30, 0x60, 0xFF), (0x20, 0xE0, 0x60), (0xFF, 0xE0, 0x20), (0xFF, 0x30, 0x30)];
    let scaled = t * (stops.len() - 1) as f32;
    let i = (scaled.floor() as usize).min(stops.len() - 2);
    let f = scaled - i as f32;
    let mix = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * f).round() as u8;
    let (a, b) = (stops[i], stops[i + 1]);
    Color32::from_rgb(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// Screen position of the centre of level pixel (x, y).
fn px(camera: &Camera, view: Rect, x: i32, y: i32) -> Pos2 {
    camera.to_screen(view, vec2(x as f32 + 0.5, y as f32 + 0.5))
}

/// A level-pixel box (inclusive pixel bounds) as a screen rectangle.
fn pixel_box(camera: &Camera, view: Rect, x0: i32, y0: i32, x1: i32, y1: i32) -> Rect {
    camera.rect_to_screen(view, vec2(x0 as f32, y0 as f32), vec2(x1 as f32 + 1.0, y1 as f32 + 1.0))
}

/// The game camera's rectangle on screen (top-left in level pixels).
pub fn game_rect(camera: &Camera, view: Rect, top_left: (i32, i32)) -> Rect {
    let (x, y) = top_left;
    let w = engine::camera::SCREEN_WIDTH;
    let h = engine::camera::SCREEN_HEIGHT;
    camera.rect_to_screen(view, vec2(x as f32, y as f32), vec2((x + w) as f32, (y + h) as f32))
}

/// The game camera's rectangle (top-left in level pixels).
pub fn game_view(painter: &Painter, camera: &Camera, view: Rect, top_left: (i32, i32)) {
    let rect = game_rect(camera, view, top_left);
    painter.rect_stroke(rect, 0.0, Stroke::new(2.0, Color32::from_rgb(0xF0, 0xF0, 0xF0)), egui::StrokeKind::Outside);
    painter.text(
        rect.left_top() + vec2(4.0, 2.0),
        Align2::LEFT_TOP,
        "game view 320×224",
        FontId::proportional(11.0),
        Color32::from_rgba_unmultiplied(0xF0, 0xF0, 0xF0, 0xB0),
    );
}

/// The player without a sprite (Knuckles, whose art the project lacks, or a level without SonLVL art): a
/// rounded box the size of his width and height radii, in his colour, with a notch on the side he faces.
pub fn player_shape(painter: &Painter, camera: &Camera, view: Rect, p: &engine::player::Player) {
    let (x, y) = (p.pixel_x(), p.pixel_y());
    let (w, h) = (p.width_radius as i32, p.height_radius as i32);
    let r = pixel_box(camera, view, x - w, y - h, x + w, y + h);
    let fill = match p.character {
        engine::Character::Sonic => Color32::from_rgb(0x20, 0x50, 0xD0),
        engine::Character::Tails => Color32::from_rgb(0xF0, 0x90, 0x20),
        engine::Character::Knuckles => Color32::from_rgb(0xD0, 0x20, 0x30),
    };
    let rounding = (r.width().min(r.height()) * 0.45).min(12.0);
    painter.rect_filled(r, rounding, fill);
    painter.rect_stroke(r, rounding, Stroke::new(1.5, Color32::from_gray(0x10)), egui::StrokeKind::Inside);
    let side = if p.facing_left { -1.0 } else { 1.0 };
    let eye = r.center() + vec2(side * r.width() * 0.22, -r.height() * 0.22);
    painter.circle_filled(eye, (r.width() * 0.12).clamp(1.0, 4.0), Color32::WHITE);
}

/// Each player's boxes: player 1's, and player 2's (labelled "P2") when there is one.
pub fn boxes(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest) {
    player_boxes(painter, camera, view, &play.world.player, None);
    if let Some(second) = &play.world.second {
        player_boxes(painter, camera, view, &second.player, Some("P2"));
    }
}

/// The pose's size box (Width/Height Radius: standing, curled, gliding 10 × 10, climbing…, labelled with the
/// pose when it is a move's), push radius (±10 px) and hitbox (x ± 8, y ± (Height Radius − 3), or the
/// insta-shield's 24 × 24 while it lasts).
fn player_boxes(painter: &Painter, camera: &Camera, view: Rect, p: &engine::Player, tag: Option<&str>) {
    let (x, y) = (p.pixel_x(), p.pixel_y());
    let (w, h) = (p.width_radius as i32, p.height_radius as i32);
    let size = pixel_box(camera, view, x - w, y - h, x + w, y + h);
    painter.rect_stroke(size, 0.0, Stroke::new(1.5, Color32::from_rgb(0xFF, 0xFF, 0xFF)), egui::StrokeKind::Middle);
    let pose = p.ability.label();
    let label = match (tag, pose.is_empty()) {
        (Some(tag), true) => Some(tag.to_string()),
        (Some(tag), false) => Some(format!("{tag} {pose} {w}×{h}")),
        (None, false) => Some(format!("{pose} {w}×{h}")),
        (None, true) => None,
    };
    if let Some(label) = label {
        let colour = Color32::from_rgba_unmultiplied(0xFF, 0xFF, 0xFF, 0xC0);
        painter.text(
            size.center_top() - vec2(0.0, 2.0),
            Align2::CENTER_BOTTOM,
            label,
            FontId::proportional(10.0),
            colour,
        );
    }
    let (hw, hh) = match p.insta_shield_hitbox() {
        Some((iw, ih)) => (i32::from(iw), i32::from(ih)),
        None => (8, (h - 3).max(0)),
    };
    let hit = pixel_box(camera, view, x - hw, y - hh, x + hw, y + hh);
    painter.rect_filled(hit, 0.0, Color32::from_rgba_unmultiplied(0xFF, 0x40, 0x40, 0x30));
    painter.rect_stroke(hit, 0.0, Stroke::new(1.0, Color32::from_rgb(0xFF, 0x60, 0x60)), egui::StrokeKind::Middle);
    let push = Stroke::new(1.5, Color32::from_rgb(0xFF, 0x90, 0x20));
    painter.line_segment([px(camera, view, x - 10, y), px(camera, view, x + 10, y)], push);
    for end in [x - 10, x + 10] {
        let c = px(camera, view, end, y);
        painter.line_segment([c - vec2(0.0, 4.0), c + vec2(0.0, 4.0)], push);
    }
    painter.circle_filled(px(camera, view, x, y), 2.5, Color32::WHITE);
}

/// Past positions, each segment coloured by the speed after that frame.
pub fn trail(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest) {
    let mut previous: Option<Pos2> = None;
    for t in &play.trail {
        let here = px(camera, view, t.x, t.y);
        if let Some(before) = previous {
            painter.line_segment([before, here], Stroke::new(3.0, speed_colour(t.x_speed, t.y_speed)));
        }
        previous = Some(here);
    }
}

/// The predicted jump as a dotted white line.
pub fn jump_arc(painter: &Painter, camera: &Camera, view: Rect, points: &[(i32, i32)]) {
    let screen: Vec<Pos2> = points.iter().map(|&(x, y)| px(camera, view, x, y)).collect();
    painter.extend(Shape::dashed_line(&screen, Stroke::new(2.0, Color32::from_rgb(0xFF, 0xFF, 0xFF)), 6.0, 4.0));
    if let Some(&last) = screen.last() {
        painter.circle_stroke(last, 4.0, Stroke::new(1.5, Color32::WHITE));
    }
}

/// The sensor lines, the winning ground sensor ringed, and the hover read-out. Returns the hover text.
pub fn sensors(
    painter: &Painter,
    camera: &Camera,
    view: Rect,
    play: &PlayTest,
    memory: &OverlayMemory,
    pointer: Option<Pos2>,
) -> Option<String> {
    let p = &play.world.player;
    let (px_now, py_now) = (p.pixel_x(), p.pixel_y());
    let mut hover: Option<(f32, String)> = None;
    for id in SensorId::iter() {
        let Some(kept) = memory.reading(id) else { continue };
        let active = kept.frame == play.frame() && play.report.last(id).is_some();
        let r = kept.reading;
        // Inactive sensors are drawn where they sat relative to the player when last used.
        let (dx, dy) = if active { (0, 0) } else { (px_now - kept.player.0, py_now - kept.player.1) };
        let anchor = vec2((r.x + dx) as f32 + 0.5, (r.y + dy) as f32 + 0.5);
        let reach = (r.distance as f32).clamp(-32.0, 32.0);
        let surface = anchor + axis_step(r.axis) * reach;
        let (a, s) = (camera.to_screen(view, anchor), camera.to_screen(view, surface));
        let colour = sensor_colour(id);
        let colour = if active { colour } else { colour.gamma_multiply(0.3) };
        painter.line_segment([a, s], Stroke::new(if active { 2.0 } else { 1.0 }, colour));
        painter.circle_filled(a, if active { 3.0 } else { 2.0 }, colour);
        if active && r.distance.abs() < 32 {
            // The surface point found.
            painter.rect_filled(Rect::from_center_size(s, vec2(5.0, 5.0)), 0.0, colour);
        }
        if active && play.report.winner == Some(id) {
            painter.circle_stroke(a, 6.0, Stroke::new(2.0, Color32::WHITE));
        }
        if active && id != SensorId::Centre {
            painter.text(a + vec2(-4.0, -4.0), Align2::RIGHT_BOTTOM, id.name(), FontId::monospace(11.0), colour);
        }
        if let Some(pointer) = pointer {
            let d = distance_to_segment(pointer, a, s);
            if d <= 6.0 && hover.as_ref().is_none_or(|(best, _)| d < *best) {
                let tile = r.tile.map_or_else(|| "none".to_string(), |t| t.to_string());
                let state = if active { "" } else { " (inactive this frame)" };
                let text = format!(
                    "Sensor {}{state}: distance {}, angle 0x{:02X} ({}), tile {tile}",
                    id.name(),
                    r.distance,
                    r.angle,
                    formats::Angle(r.angle).degrees_text()
                );
                hover = Some((d, text));
            }
        }
    }
    let text = hover.map(|(_, t)| t);
    if let (Some(text), Some(pointer)) = (&text, pointer) {
        let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(13.0), Color32::WHITE);
        let rect = Rect::from_min_size(pointer + vec2(14.0, 14.0), galley.size()).expand(4.0);
        painter.rect_filled(rect, 3.0, Color32::from_black_alpha(0xD0));
        painter.galley(rect.min + vec2(4.0, 4.0), galley, Color32::WHITE);
    }
    text
}

fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let len2 = ab.length_sq();
    let t = if len2 == 0.0 { 0.0 } else { ((p - a).dot(ab) / len2).clamp(0.0, 1.0) };
    (p - (a + ab * t)).length()
}

/// The mode label's text: "floor, sensor A won", "air".
pub fn mode_text(play: &PlayTest) -> String {
    let mode = play.report.mode.map_or("—", |m| m.name());
    let winner = play.report.winner.map_or(String::new(), |w| format!(", sensor {} won", w.name()));
    let state = if play.world.player.air { "air" } else { mode };
    format!("{state}{winner}")
}

/// Where the mode label goes: in the game view's top-left corner under its caption (where the game draws its
/// own HUD, away from the player and the rings around him), or the level view's corner without the game view.
pub fn mode_label_rect(camera: &Camera, view: Rect, game_camera: Option<(i32, i32)>, size: Vec2) -> Rect {
    let corner = match game_camera {
        Some(top_left) => game_rect(camera, view, top_left).left_top() + vec2(4.0, 18.0),
        None => view.left_top() + vec2(8.0, 8.0),
    };
    Rect::from_min_size(corner, size + vec2(8.0, 4.0))
}

/// The current ground mode and sensor winner as a tag on a dark background (see [`mode_label_rect`]).
pub fn mode_label(painter: &Painter, camera: &Camera, view: Rect, play: &PlayTest, game_camera: Option<(i32, i32)>) {
    let galley = painter.layout_no_wrap(mode_text(play), FontId::proportional(12.0), Color32::WHITE);
    let rect = mode_label_rect(camera, view, game_camera, galley.size());
    painter.rect_filled(rect, 3.0, Color32::from_black_alpha(0xB0));
    painter.galley(rect.min + vec2(4.0, 2.0), galley, Color32::WHITE);
}

/// Sonic 1's level reload after a death (`World::is_loading`): the game view dark, as the game's faded screen,
/// with a caption.
pub fn reloading(painter: &Painter, camera: &Camera, view: Rect, top_left: (i32, i32)) {
    let rect = game_rect(camera, view, top_left);
    painter.rect_filled(rect, 0.0, Color32::from_black_alpha(200));
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        "Reloading the level after the death\n(the game fades to black and shows the title card)",
        egui::FontId::proportional(14.0),
        Color32::WHITE,
    );
}

/// Draws every enabled overlay. Returns the sensor hover text, if any.
#[allow(clippy::too_many_arguments)]
pub fn paint(
    painter: &Painter,
    camera: &Camera,
    view: Rect,
    play: &PlayTest,
    game_camera: (i32, i32),
    overlays: PlayOverlays,
    memory: &OverlayMemory,
    arc: &mut JumpArc,
    revision: u64,
    held: Buttons,
    pointer: Option<Pos2>,
    objects: &[formats::ObjectPlacement],
) -> Option<String> {
    if overlays.game_view {
        game_view(painter, camera, view, game_camera);
    }
    if overlays.trail {
        trail(painter, camera, view, play);
    }
    if overlays.jump_arc {
        let points = arc.points(play, revision, held);
        jump_arc(painter, camera, view, points);
    }
    if overlays.boxes {
        boxes(painter, camera, view, play);
        let _ = objects;
        super::live_objects::boxes(painter, camera, view, play);
    } else {
        // Without the boxes the players still need a marker.
        let p = &play.world.player;
        painter.circle_filled(px(camera, view, p.pixel_x(), p.pixel_y()), 4.0, Color32::WHITE);
        if let Some(second) = &play.world.second {
            let p = &second.player;
            painter.circle_filled(px(camera, view, p.pixel_x(), p.pixel_y()), 4.0, Color32::from_rgb(0xFF, 0xC0, 0x40));
        }
    }
    let hover = if overlays.sensors { sensors(painter, camera, view, play, memory, pointer) } else { None };
    if overlays.sensors {
        mode_label(painter, camera, view, play, overlays.game_view.then_some(game_camera));
    }
    hover
}

#[cfg(test)]
mod tests {
    use super::*;

    use egui::pos2;

    #[test]
    fn speed_colours_run_from_blue_at_rest_to_red_at_speed() {
        assert_eq!(speed_colour(0, 0), Color32::from_rgb(0x30, 0x60, 0xFF));
        assert_eq!(speed_colour(12 * 256, 0), Color32::from_rgb(0xFF, 0x30, 0x30));
        assert_eq!(speed_colour(i16::MIN, 0), Color32::from_rgb(0xFF, 0x30, 0x30));
        assert_eq!(speed_colour(0, 4 * 256), Color32::from_rgb(0x20, 0xE0, 0x60));
    }

    #[test]
    fn the_segment_distance_is_to_the_nearest_point() {
        let (a, b) = (pos2(0.0, 0.0), pos2(10.0, 0.0));
        assert_eq!(distance_to_segment(pos2(5.0, 3.0), a, b), 3.0);
        assert_eq!(distance_to_segment(pos2(14.0, 3.0), a, b), 5.0);
        assert_eq!(distance_to_segment(pos2(1.0, 1.0), a, a), 2.0f32.sqrt());
    }
}
