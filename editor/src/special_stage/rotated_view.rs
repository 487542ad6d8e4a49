//! The stage as the player sees it: the game's 320×224 screen centred on the player (`SS_FixCamera`: camera =
//! player − (0xA0, 0x70)), every block turned around the player by the snapped stage angle (SPG "Rotation
//! Illusion"; s1disasm `SS_ShowLayout`). The turn is the one that makes gravity — (sin a, cos a) in the grid,
//! `Obj09_Fall` — point straight down on the screen: a grid vector (x, y) is drawn at
//! (x·cos a − y·sin a, x·sin a + y·cos a). Before a play-test it shows the start, upright.

use super::SsOverlays;
use super::blocks::{self, Placement};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, vec2};
use formats::special_stage::SIZE;
use studio_core::special_stage::document::player_centre;
use studio_core::special_stage::{SsDocument, SsPlay};

/// The game's screen in pixels.
const SCREEN: Vec2 = vec2(320.0, 224.0);

/// What the rotated view shows: the player's centre (layout pixels), the snapped angle byte and the layout.
pub fn view_of<'a>(doc: &'a SsDocument, play: Option<&'a SsPlay>) -> ((f32, f32), u8, &'a [u8]) {
    match play {
        Some(play) => {
            let s = &play.stage;
            let (x, y) = player_centre(s.player.x_pixel(), s.player.y_pixel());
            ((x as f32, y as f32), s.rotation.snapped(), s.grid.layout())
        }
        None => {
            let start = doc.stage().start;
            let (x, y) = player_centre(start.x, start.y);
            ((x as f32, y as f32), 0, &doc.stage().layout)
        }
    }
}

/// A grid vector turned by the angle byte `angle` (256 a turn) as the game draws it.
pub fn turn(v: Vec2, angle: u8) -> Vec2 {
    let a = f32::from(angle) * std::f32::consts::TAU / 256.0;
    let (sin, cos) = a.sin_cos();
    vec2(v.x * cos - v.y * sin, v.x * sin + v.y * cos)
}

pub fn show(ui: &egui::Ui, rect: Rect, doc: &SsDocument, play: Option<&SsPlay>, overlays: SsOverlays) {
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::from_rgb(0x18, 0x18, 0x1C));
    let scale = (rect.width() / SCREEN.x).min(rect.height() / SCREEN.y).max(0.1);
    let screen = Rect::from_center_size(rect.center(), SCREEN * scale);
    let painter = painter.with_clip_rect(screen);
    painter.rect_filled(screen, 0.0, Color32::from_rgb(0x06, 0x06, 0x30));
    let ((px, py), angle, layout) = view_of(doc, play);
    let centre = screen.center();
    let x_axis = turn(vec2(scale, 0.0), angle);
    let y_axis = turn(vec2(0.0, scale), angle);
    // Blocks within the screen's half-diagonal (plus a block) of the player.
    let reach = SCREEN.length() / 2.0 + 24.0;
    let near = |p: f32| {
        let first = ((p - reach) / 24.0).floor().max(0.0) as usize;
        let last = (((p + reach) / 24.0).ceil().max(0.0) as usize).min(SIZE);
        first..last
    };
    let at = |r: usize, c: usize| {
        let d = vec2(c as f32 * 24.0 + 12.0 - px, r as f32 * 24.0 + 12.0 - py);
        Placement { centre: centre + x_axis * d.x + y_axis * d.y, x_axis, y_axis }
    };
    for r in near(py) {
        for c in near(px) {
            let id = layout.get(r * SIZE + c).copied().unwrap_or(0);
            if id != 0 {
                blocks::draw(&painter, id, at(r, c));
            }
        }
    }
    // The player: a ball on the centre of the screen.
    painter.circle(centre, 12.0 * scale, Color32::from_rgb(0x20, 0x50, 0xF0), Stroke::new(1.5, Color32::WHITE));
    let Some(play) = play else {
        painter.text(
            screen.left_top() + vec2(8.0, 8.0),
            Align2::LEFT_TOP,
            "The start, upright: press P to play",
            FontId::proportional(14.0),
            Color32::from_gray(200),
        );
        return;
    };
    let s = &play.stage;
    if overlays.touched && s.player.touched != 0 {
        let cell = s.player.touched_cell;
        let (r, c) = ((cell / 0x80).wrapping_sub(0x20), (cell % 0x80).wrapping_sub(0x20));
        if r < SIZE && c < SIZE {
            let p = at(r, c);
            let corners: Vec<Pos2> = [(-12.0, -12.0), (12.0, -12.0), (12.0, 12.0), (-12.0, 12.0)]
                .iter()
                .map(|&(u, v)| p.centre + p.x_axis * u + p.y_axis * v)
                .collect();
            painter.add(egui::Shape::closed_line(corners, Stroke::new(3.0, Color32::RED)));
        }
    }
    if overlays.gravity {
        // Gravity in the grid is (sin a, cos a); turned, it points down the screen.
        let a = f32::from(s.rotation.snapped()) * std::f32::consts::TAU / 256.0;
        let down = turn(vec2(a.sin(), a.cos()), s.rotation.snapped());
        arrow(&painter, centre, down * 40.0 * scale, Color32::WHITE);
    }
    painter.rect_stroke(screen, 0.0, Stroke::new(1.0, Color32::from_gray(90)), StrokeKind::Outside);
    if overlays.numbers {
        let text = numbers(play);
        let font = FontId::monospace(13.0);
        let galley = painter.layout_no_wrap(text, font, Color32::WHITE);
        let box_rect = Rect::from_min_size(screen.left_top() + vec2(6.0, 6.0), galley.size() + vec2(10.0, 8.0));
        painter.rect_filled(box_rect, 4.0, Color32::from_black_alpha(170));
        painter.galley(box_rect.min + vec2(5.0, 4.0), galley, Color32::WHITE);
    }
}

/// The overlay's numbers: the stage angle and rotation speed, the player's position and speeds.
pub fn numbers(play: &SsPlay) -> String {
    let s = &play.stage;
    let r = s.rotation;
    let degrees = f32::from(r.snapped()) * 360.0 / 256.0;
    format!(
        "frame {}\nangle {:04X} (byte {:02X}, snapped {:02X} = {degrees:.1}°)\nrotation {}\nX {:04X}:{:04X}  Y {:04X}:{:04X}\nX speed {}  Y speed {}\nGround Speed {}",
        s.frame,
        r.angle,
        r.byte(),
        r.snapped(),
        signed_hex(r.speed),
        s.player.x >> 16,
        s.player.x & 0xFFFF,
        s.player.y >> 16,
        s.player.y & 0xFFFF,
        signed_hex(s.player.x_speed),
        signed_hex(s.player.y_speed),
        signed_hex(s.player.ground_speed),
    )
}

/// A signed word as hex: "-0x0040".
pub fn signed_hex(v: i16) -> String {
    let sign = if v < 0 { "-" } else { "" };
    format!("{sign}0x{:04X}", v.unsigned_abs())
}

/// An arrow from `from` along `v`.
pub fn arrow(painter: &Painter, from: Pos2, v: Vec2, colour: Color32) {
    let stroke = Stroke::new(2.5, colour);
    let tip = from + v;
    painter.line_segment([from, tip], stroke);
    let back = -v.normalized() * 10.0;
    let side = vec2(-back.y, back.x) * 0.5;
    painter.add(egui::Shape::convex_polygon(vec![tip, tip + back + side, tip + back - side], colour, Stroke::NONE));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gravity_is_drawn_straight_down_at_every_angle() {
        for angle in (0..=255u8).step_by(4) {
            let a = f32::from(angle) * std::f32::consts::TAU / 256.0;
            let down = turn(vec2(a.sin(), a.cos()), angle);
            assert!((down - vec2(0.0, 1.0)).length() < 1e-5, "{angle:#x}: {down:?}");
        }
        // A quarter turn: the grid's x axis is drawn downwards.
        assert!((turn(vec2(1.0, 0.0), 0x40) - vec2(0.0, 1.0)).length() < 1e-5);
    }
}
