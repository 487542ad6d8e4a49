//! Objects and layer switchers drawn as symbols (the level view, the object palette): a spring is a coloured
//! plate with an arrow, a monitor a box with its letter, a switcher the orange line with its sides' layers.

use super::camera::Camera;
use super::palette;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2, pos2, vec2};
use formats::object::{ObjectKind, ObjectPlacement, SpringColour, SpringDirection};
use formats::switcher::{LayerSwitcher, Orientation};

/// Below this zoom, text labels are left out (they would cover the level).
pub const LABEL_ZOOM: f32 = 0.45;
/// Text smaller than this many points is left out: it could not be read and would only cover the level.
pub const MIN_TEXT_POINTS: f32 = 9.0;
/// Below this zoom the level view draws objects as dots, one per cluster of nearby objects
/// ([`object_dots`]): their symbols would be a few points across and swamp the terrain.
pub const DOT_ZOOM: f32 = 0.2;
/// Objects closer than this many screen points share one dot.
pub const CLUSTER_POINTS: f32 = 12.0;

/// The colour an object kind reads as from afar (its symbol's main colour).
pub fn kind_colour(kind: &ObjectKind) -> Color32 {
    match kind {
        ObjectKind::Ring => palette::RING,
        ObjectKind::Spring { colour: SpringColour::Red, .. } => Color32::from_rgb(0xE0, 0x30, 0x30),
        ObjectKind::Spring { .. } => Color32::from_rgb(0xF0, 0xD0, 0x20),
        ObjectKind::Monitor { .. } | ObjectKind::Spikes { .. } => Color32::from_gray(0xD0),
        ObjectKind::Platform { .. } | ObjectKind::Bridge { .. } => Color32::from_rgb(0xA0, 0x70, 0x40),
        ObjectKind::PushableBlock => Color32::from_rgb(0x70, 0x70, 0x90),
        ObjectKind::Checkpoint { .. } | ObjectKind::Bumper => Color32::from_rgb(0x30, 0x60, 0xFF),
        ObjectKind::Badnik { .. } => palette::BADNIK,
        ObjectKind::Other { .. }
        | ObjectKind::Sonic1 { .. }
        | ObjectKind::Sonic2 { .. }
        | ObjectKind::Sonic3k { .. } => palette::OBJECT,
        ObjectKind::FloatingPlatform { .. }
        | ObjectKind::CpzPlatform { .. }
        | ObjectKind::SidewaysPlatform { .. }
        | ObjectKind::TippingFloor { .. } => Color32::from_rgb(0xA0, 0x70, 0x40),
        ObjectKind::MovingBlock { .. }
        | ObjectKind::Staircase { .. }
        | ObjectKind::BreakableBlock
        | ObjectKind::OneWayBarrier { .. } => Color32::from_rgb(0x70, 0x70, 0x90),
        ObjectKind::PressureSpring { .. } => Color32::from_rgb(0xE0, 0x30, 0x30),
        ObjectKind::PipeExitSpring { .. } | ObjectKind::SpeedBooster { .. } => Color32::from_rgb(0xF0, 0xD0, 0x20),
        ObjectKind::BlueBalls { .. } => Color32::from_rgb(0x30, 0x60, 0xFF),
        ObjectKind::Signpost | ObjectKind::EggPrison | ObjectKind::Capsule => Color32::from_rgb(0x30, 0x60, 0xFF),
        // The generic objects (SPG "Game Objects").
        ObjectKind::SpringCap | ObjectKind::SpringRamp | ObjectKind::Cannon => Color32::from_rgb(0xE0, 0x30, 0x30),
        ObjectKind::Seesaw { .. } | ObjectKind::Flipper => Color32::from_rgb(0xA0, 0x70, 0x40),
        ObjectKind::Fan { .. } | ObjectKind::Conveyor { .. } | ObjectKind::Spinner => Color32::from_gray(0xB0),
        ObjectKind::Balloon => Color32::from_rgb(0x30, 0x60, 0xFF),
        ObjectKind::BreakableWall => Color32::from_rgb(0x70, 0x70, 0x90),
        ObjectKind::Spiral { .. }
        | ObjectKind::SpinTube { .. }
        | ObjectKind::InvisibleBlock { .. }
        | ObjectKind::Decoration { .. }
        | ObjectKind::Waterfall { .. } => Color32::from_gray(0xB0),
        ObjectKind::AirBubbles { .. } => Color32::from_rgb(0x80, 0xC0, 0xFF),
    }
}

/// One dot of [`object_dots`]: where, how many objects, and the colour of the kind most of them are.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dot {
    pub centre: Pos2,
    pub count: usize,
    pub colour: Color32,
}

/// One cluster cell being gathered: the sum of its objects' screen positions, their number, and how many of
/// them read as each colour.
type Cell = (Vec2, usize, Vec<(Color32, usize)>);

/// The objects in view, clustered on a grid of [`CLUSTER_POINTS`] screen cells: one dot per occupied cell, at
/// the mean position of its objects, coloured as most of them.
pub fn cluster(camera: &Camera, view: Rect, objects: &[ObjectPlacement]) -> Vec<Dot> {
    let mut cells: std::collections::HashMap<(i32, i32), Cell> = std::collections::HashMap::new();
    let visible = view.expand(CLUSTER_POINTS);
    for o in objects {
        let p = camera.to_screen(view, vec2(o.x as f32, o.y as f32));
        if !visible.contains(p) {
            continue;
        }
        let key = ((p.x / CLUSTER_POINTS).floor() as i32, (p.y / CLUSTER_POINTS).floor() as i32);
        let (sum, count, colours) = cells.entry(key).or_insert((Vec2::ZERO, 0, Vec::new()));
        *sum += p.to_vec2();
        *count += 1;
        let colour = kind_colour(&o.kind);
        match colours.iter_mut().find(|(c, _)| *c == colour) {
            Some((_, n)) => *n += 1,
            None => colours.push((colour, 1)),
        }
    }
    let mut dots: Vec<((i32, i32), Dot)> = cells
        .into_iter()
        .map(|(key, (sum, count, colours))| {
            let colour = colours.iter().max_by_key(|(_, n)| *n).map_or(palette::OBJECT, |(c, _)| *c);
            (key, Dot { centre: (sum / count as f32).to_pos2(), count, colour })
        })
        .collect();
    // Deterministic drawing order (the map's is not).
    dots.sort_by_key(|(key, _)| (key.1, key.0));
    dots.into_iter().map(|(_, d)| d).collect()
}

/// Objects as dots for a zoomed-out view: one small dot per cluster, a little larger the more objects it
/// stands for, never a label.
pub fn object_dots(painter: &Painter, camera: &Camera, view: Rect, objects: &[ObjectPlacement]) {
    let outline = Stroke::new(0.75, Color32::from_black_alpha(0xA0));
    for dot in cluster(camera, view, objects) {
        // 3 points across for one object, a point more per doubling, at most 6.
        let radius = 1.5 + 0.5 * (dot.count.min(8) as f32).log2();
        painter.circle(dot.centre, radius, dot.colour, outline);
    }
}

fn layer_name(layer: formats::Layer) -> &'static str {
    match layer {
        formats::Layer::A => "A",
        formats::Layer::B => "B",
    }
}

/// A layer switcher as the SPG draws them ("Solid Terrain": Layers): the orange threshold line across its radius,
/// the faint band its range test covers (vertical: the line's x, `y - radius <= player y < y + radius`), and on
/// each side the layer (A/B) and priority (L/H) it sets: left/top side first, right/bottom side second.
/// Grounded-only switchers have a dashed line; priority-only ones show only L/H.
pub fn switcher(painter: &Painter, camera: &Camera, view: Rect, s: &LayerSwitcher) {
    let r = s.radius.pixels() as f32;
    let c = vec2(s.x as f32, s.y as f32);
    let (a, b, side_offset) = match s.orientation {
        Orientation::Vertical => (c - vec2(0.0, r), c + vec2(0.0, r), vec2(1.0, 0.0)),
        Orientation::Horizontal => (c - vec2(r, 0.0), c + vec2(r, 0.0), vec2(0.0, 1.0)),
    };
    let (pa, pb) = (camera.to_screen(view, a), camera.to_screen(view, b));
    if !view.intersects(Rect::from_two_pos(pa, pb).expand(40.0)) {
        return;
    }
    // The trigger area: the range along the line, a few pixels either side of it (crossing the line inside the
    // range switches).
    let band = camera.rect_to_screen(view, a - side_offset * 8.0, b + side_offset * 8.0);
    painter.rect_filled(band, 0.0, palette::SWITCHER.gamma_multiply(0.3));
    let z = camera.zoom;
    let line = Stroke::new((3.0 * z).clamp(1.5, 3.0), palette::SWITCHER);
    if s.grounded_only {
        painter.extend(Shape::dashed_line(&[pa, pb], line, 8.0, 5.0));
    } else {
        painter.line_segment([pa, pb], line);
    }
    let end = Stroke::new((2.0 * z).clamp(1.0, 2.0), palette::SWITCHER);
    let tick = side_offset * (5.0 * z).clamp(1.5, 5.0);
    painter.line_segment([pa - tick, pa + tick], end);
    painter.line_segment([pb - tick, pb + tick], end);
    if camera.zoom >= LABEL_ZOOM {
        let centre = camera.to_screen(view, c);
        let font = FontId::monospace(13.0);
        let side = |side: &formats::switcher::SwitcherSide| {
            let priority = if side.high_priority { "H" } else { "L" };
            if s.priority_only { priority.to_string() } else { format!("{} {priority}", layer_name(side.layer)) }
        };
        let align = match s.orientation {
            Orientation::Vertical => (Align2::RIGHT_CENTER, Align2::LEFT_CENTER),
            Orientation::Horizontal => (Align2::CENTER_BOTTOM, Align2::CENTER_TOP),
        };
        let bg = Color32::from_black_alpha(150);
        for (offset, align, text) in [
            (-side_offset * 14.0, align.0, side(&s.left_or_top)),
            (side_offset * 14.0, align.1, side(&s.right_or_bottom)),
        ] {
            let galley = painter.layout_no_wrap(text, font.clone(), palette::SWITCHER);
            let rect = align.anchor_size(centre + offset, galley.size());
            painter.rect_filled(rect.expand(2.0), 2.0, bg);
            painter.galley(rect.min, galley, palette::SWITCHER);
        }
        if s.grounded_only {
            painter.text(
                pa - side_offset * 2.0 - vec2(0.0, 2.0),
                Align2::CENTER_BOTTOM,
                "ground",
                FontId::proportional(10.0),
                palette::SWITCHER,
            );
        }
    }
}

/// An object as a simple symbol in its real size; labelled with its kind when zoomed in enough.
pub fn object(painter: &Painter, camera: &Camera, view: Rect, o: &ObjectPlacement) {
    let c = vec2(o.x as f32, o.y as f32);
    let centre = camera.to_screen(view, c);
    if !view.expand(64.0 * camera.zoom.max(1.0)).contains(centre) {
        return;
    }
    let z = camera.zoom;
    // Never smaller than a few points, so objects stay findable when zoomed out.
    let px = |v: f32| (v * z).max(2.0);
    let rect = |w: f32, h: f32| Rect::from_center_size(centre, vec2(px(w), px(h)));
    let outline = |colour: Color32| Stroke::new((1.5 * z).clamp(1.0, 2.5), colour);
    let label_font = FontId::proportional(11.0);
    let label_below = |painter: &Painter, text: &str, half_height: f32| {
        if z >= LABEL_ZOOM * 2.0 {
            painter.text(
                centre + vec2(0.0, px(half_height) + 2.0),
                Align2::CENTER_TOP,
                text,
                label_font.clone(),
                Color32::from_white_alpha(200),
            );
        }
    };
    match &o.kind {
        ObjectKind::Ring => {
            painter.circle_stroke(centre, px(7.0), Stroke::new((2.5 * z).clamp(1.0, 4.0), palette::RING));
            painter.circle_stroke(
                centre,
                px(4.0),
                Stroke::new((1.0 * z).clamp(0.5, 1.5), Color32::from_rgb(0xFF, 0xF4, 0xA0)),
            );
        }
        ObjectKind::Spring { colour, direction, .. } => {
            let fill = match colour {
                SpringColour::Yellow => Color32::from_rgb(0xF0, 0xD0, 0x20),
                SpringColour::Red => Color32::from_rgb(0xE0, 0x30, 0x30),
            };
            let (w, h, dir) = match direction {
                SpringDirection::Up => (28.0, 16.0, vec2(0.0, -1.0)),
                SpringDirection::Down => (28.0, 16.0, vec2(0.0, 1.0)),
                SpringDirection::Left => (16.0, 28.0, vec2(-1.0, 0.0)),
                SpringDirection::Right => (16.0, 28.0, vec2(1.0, 0.0)),
                SpringDirection::DiagonalUp => (24.0, 24.0, vec2(if o.x_flip { -0.7 } else { 0.7 }, -0.7)),
                SpringDirection::DiagonalDown => (24.0, 24.0, vec2(if o.x_flip { -0.7 } else { 0.7 }, 0.7)),
            };
            painter.rect_filled(rect(w, h), 2.0, fill);
            arrow(painter, centre, dir * px(14.0), (5.0 * z).clamp(1.5, 5.0), Color32::WHITE);
            label_below(painter, "spring", h / 2.0);
        }
        ObjectKind::Monitor { contents } => {
            // 31 x 31: width and height radius 15 (SPG "Item Monitors").
            let r = rect(31.0, 31.0);
            painter.rect_filled(r, 2.0, Color32::from_gray(0x50));
            painter.rect_stroke(r, 2.0, outline(Color32::from_gray(0xE0)), egui::StrokeKind::Middle);
            let screen = Rect::from_min_max(r.min + vec2(px(4.0), px(4.0)), r.max - vec2(px(4.0), px(9.0)));
            painter.rect_filled(screen, 1.0, monitor_colour(*contents));
            if px(14.0) >= MIN_TEXT_POINTS {
                painter.text(
                    centre,
                    Align2::CENTER_CENTER,
                    monitor_letter(*contents),
                    FontId::monospace(px(14.0)),
                    Color32::WHITE,
                );
            }
            label_below(painter, "monitor", 15.0);
        }
        ObjectKind::Spikes { direction, count, .. } => {
            let n = (*count).clamp(1, 16) as f32;
            let (w, h) = match direction {
                formats::object::Direction::Up | formats::object::Direction::Down => (16.0 * n, 16.0),
                _ => (16.0, 16.0 * n),
            };
            spikes(painter, rect(w, h), *direction, n as usize, outline(Color32::from_gray(0xD0)));
            label_below(painter, "spikes", h / 2.0);
        }
        ObjectKind::Platform { width, .. } => {
            let r = rect((*width).max(8) as f32, 16.0);
            painter.rect_filled(r, 1.0, Color32::from_rgb(0x90, 0x60, 0x30));
            painter.line_segment([r.left_top(), r.right_top()], Stroke::new(2.0, Color32::WHITE));
            label_below(painter, "platform", 8.0);
        }
        ObjectKind::PushableBlock => {
            let r = rect(33.0, 33.0);
            painter.rect_filled(r, 1.0, Color32::from_rgb(0x70, 0x70, 0x90));
            let mortar = Stroke::new(1.0, Color32::from_gray(0x40));
            painter.line_segment([r.left_center(), r.right_center()], mortar);
            painter.line_segment([r.center_top(), r.center()], mortar);
            painter.rect_stroke(r, 1.0, outline(Color32::WHITE), egui::StrokeKind::Middle);
            label_below(painter, "block", 16.0);
        }
        ObjectKind::Bridge { logs } => {
            let n = (*logs).max(1) as f32;
            let r = rect(16.0 * n, 8.0);
            let log_w = r.width() / n;
            for i in 0..n as usize {
                let log = Rect::from_min_size(r.min + vec2(i as f32 * log_w, 0.0), vec2(log_w, r.height()));
                painter.rect_filled(log.shrink((0.08 * log_w).min(1.0)), 1.0, Color32::from_rgb(0xA0, 0x70, 0x40));
            }
            label_below(painter, "bridge", 4.0);
        }
        ObjectKind::Checkpoint { index } => {
            let base = centre + vec2(0.0, px(24.0));
            let top = centre - vec2(0.0, px(16.0));
            painter.line_segment([base, top], Stroke::new(px(3.0).min(4.0), Color32::from_gray(0xC0)));
            painter.circle_filled(top, px(6.0), Color32::from_rgb(0x30, 0x60, 0xFF));
            if z >= LABEL_ZOOM {
                painter.text(
                    top - vec2(0.0, px(8.0)),
                    Align2::CENTER_BOTTOM,
                    format!("#{index}"),
                    FontId::proportional(11.0),
                    Color32::WHITE,
                );
            }
        }
        ObjectKind::Bumper => {
            painter.circle_filled(centre, px(16.0), Color32::from_rgb(0x30, 0x50, 0xD0));
            painter.circle_stroke(centre, px(16.0), outline(Color32::from_rgb(0xFF, 0x40, 0x40)));
            painter.circle_filled(centre, px(8.0), Color32::from_rgb(0xFF, 0x40, 0x40));
            label_below(painter, "bumper", 16.0);
        }
        ObjectKind::Badnik { kind } => {
            // Drawn in its own size (Width/Height Radius, SPG "Game Enemies"), facing left unless flipped.
            let size = engine::objects::object_size(&o.kind);
            let (w, h) = (2.0 * size.width_radius as f32 + 1.0, 2.0 * size.height_radius as f32 + 1.0);
            let body = rect(w, h);
            painter.rect_filled(body, px(5.0), palette::BADNIK.gamma_multiply(0.7));
            painter.rect_stroke(body, px(5.0), outline(palette::BADNIK), egui::StrokeKind::Middle);
            let facing = if o.x_flip { 1.0 } else { -1.0 };
            let eye = centre + vec2(facing * px(size.width_radius as f32 * 0.5), -px(size.height_radius as f32 * 0.4));
            painter.circle_filled(eye, px(2.5), Color32::WHITE);
            painter.circle_filled(eye + vec2(facing * px(1.0), 0.0), px(1.2), Color32::BLACK);
            label_below(painter, &format!("{kind:?}"), h / 2.0);
        }
        ObjectKind::Other { id, subtype } => {
            let r = rect(16.0, 16.0);
            painter.rect_stroke(r, 0.0, outline(palette::OBJECT), egui::StrokeKind::Middle);
            if px(12.0) >= MIN_TEXT_POINTS {
                painter.text(centre, Align2::CENTER_CENTER, "?", FontId::monospace(px(12.0)), palette::OBJECT);
            }
            label_below(painter, &format!("obj {id:02X}:{subtype:02X}"), 8.0);
        }
        ObjectKind::Sonic1 { subtype, .. }
        | ObjectKind::Sonic2 { subtype, .. }
        | ObjectKind::Sonic3k { subtype, .. } => {
            // A named object of a game's list: the same box as `Other`, labelled with its name.
            let r = rect(16.0, 16.0);
            painter.rect_stroke(r, 0.0, outline(palette::OBJECT), egui::StrokeKind::Middle);
            if px(12.0) >= MIN_TEXT_POINTS {
                painter.text(centre, Align2::CENTER_CENTER, "◆", FontId::monospace(px(10.0)), palette::OBJECT);
            }
            let title = o.kind.object_title().unwrap_or_default();
            label_below(painter, &format!("{title} · {subtype:02X}"), 8.0);
        }
        ObjectKind::BlueBalls { balls, .. } => {
            // The balls start stacked on the pipe's mouth: one ball, and the count.
            painter.circle_filled(centre, px(8.0), kind_colour(&o.kind));
            painter.circle_stroke(centre, px(8.0), outline(Color32::WHITE));
            label_below(painter, &format!("blue balls ×{balls}"), 8.0);
        }
        ObjectKind::Staircase { .. } => {
            // Four 32 px blocks from its position rightwards (Obj78_Init).
            for i in 0..4 {
                let step = Rect::from_center_size(centre + vec2(px(32.0) * i as f32, 0.0), vec2(px(32.0), px(32.0)));
                painter.rect_filled(step.shrink(0.5), 1.0, kind_colour(&o.kind));
                painter.rect_stroke(step, 1.0, outline(Color32::WHITE), egui::StrokeKind::Middle);
            }
            label_below(painter, "staircase", 16.0);
        }
        ObjectKind::InvisibleBlock { .. } => {
            let size = engine::objects::object_size(&o.kind);
            let r = rect(2.0 * size.width_radius as f32, 2.0 * size.height_radius as f32);
            let stroke = outline(kind_colour(&o.kind));
            let corners = [r.left_top(), r.right_top(), r.right_bottom(), r.left_bottom(), r.left_top()];
            painter.extend(Shape::dashed_line(&corners, stroke, 6.0, 4.0));
            label_below(painter, "invisible block", size.height_radius as f32);
        }
        ObjectKind::PressureSpring { .. } | ObjectKind::PipeExitSpring { .. } => {
            let size = engine::objects::object_size(&o.kind);
            let (w, h) = (2.0 * size.width_radius as f32, 2.0 * size.height_radius as f32);
            painter.rect_filled(rect(w, h), 2.0, kind_colour(&o.kind));
            let dir = match o.kind {
                ObjectKind::PressureSpring { .. } => vec2(if o.x_flip { -0.7 } else { 0.7 }, -0.7),
                _ => vec2(0.0, -1.0),
            };
            arrow(painter, centre, dir * px(14.0), (5.0 * z).clamp(1.5, 5.0), Color32::WHITE);
            label_below(painter, o.kind.name(), h / 2.0);
        }
        ObjectKind::Spiral { .. }
        | ObjectKind::TippingFloor { .. }
        | ObjectKind::Signpost
        | ObjectKind::FloatingPlatform { .. }
        | ObjectKind::CpzPlatform { .. }
        | ObjectKind::SpeedBooster { .. }
        | ObjectKind::Decoration { .. }
        | ObjectKind::SpinTube { .. }
        | ObjectKind::OneWayBarrier { .. }
        | ObjectKind::BreakableBlock
        | ObjectKind::EggPrison
        | ObjectKind::Waterfall { .. }
        | ObjectKind::AirBubbles { .. }
        | ObjectKind::MovingBlock { .. }
        | ObjectKind::SidewaysPlatform { .. }
        | ObjectKind::SpringCap
        | ObjectKind::SpringRamp
        | ObjectKind::Seesaw { .. }
        | ObjectKind::Flipper
        | ObjectKind::Fan { .. }
        | ObjectKind::Conveyor { .. }
        | ObjectKind::Spinner
        | ObjectKind::Balloon
        | ObjectKind::Cannon
        | ObjectKind::BreakableWall
        | ObjectKind::Capsule => {
            // The Sonic 2 scenery, platforms and blocks, and the generic objects: their box in its real size,
            // solid ones filled; an arrow for the ones that push one way.
            let size = engine::objects::object_size(&o.kind);
            let (w, h) = (2.0 * size.width_radius as f32, 2.0 * size.height_radius as f32);
            let r = rect(w, h);
            let colour = kind_colour(&o.kind);
            if size.solid {
                painter.rect_filled(r, 1.0, colour.gamma_multiply(0.8));
                painter.line_segment([r.left_top(), r.right_top()], Stroke::new(2.0, Color32::WHITE));
            } else {
                painter.rect_filled(r, 1.0, colour.gamma_multiply(0.25));
                painter.rect_stroke(r, 1.0, outline(colour), egui::StrokeKind::Middle);
            }
            let pushes = match o.kind {
                ObjectKind::SpeedBooster { .. } | ObjectKind::Spinner => Some(!o.x_flip),
                // Fans blow left unless X-flipped; a conveyor's speed gives its way.
                ObjectKind::Fan { pull, .. } => Some(o.x_flip != pull),
                ObjectKind::Conveyor { speed, .. } if speed != 0 => Some(speed > 0),
                _ => None,
            };
            if let Some(right) = pushes {
                let dir = if right { vec2(1.0, 0.0) } else { vec2(-1.0, 0.0) };
                arrow(painter, centre - dir * px(8.0), dir * px(16.0), (5.0 * z).clamp(1.5, 5.0), Color32::WHITE);
            }
            label_below(painter, o.kind.name(), h / 2.0);
        }
    }
}

/// The monitor screen's colour: blue shields, yellow rings, green life, and so on, as the icons read in-game.
fn monitor_colour(contents: formats::object::MonitorContents) -> Color32 {
    use formats::object::MonitorContents as M;
    match contents {
        M::Rings | M::SuperRing => Color32::from_rgb(0xC0, 0x90, 0x10),
        M::SpeedShoes => Color32::from_rgb(0xC0, 0x30, 0x30),
        M::Shield | M::WaterShield => Color32::from_rgb(0x30, 0x60, 0xD0),
        M::FireShield => Color32::from_rgb(0xE0, 0x60, 0x10),
        M::LightningShield => Color32::from_rgb(0x90, 0x40, 0xD0),
        M::Invincibility => Color32::from_rgb(0xD0, 0xD0, 0x40),
        M::ExtraLife => Color32::from_rgb(0x30, 0xA0, 0x40),
        M::Eggman => Color32::from_rgb(0x90, 0x20, 0x20),
        M::Teleport => Color32::from_rgb(0x20, 0x90, 0x90),
        M::Static | M::Undefined(_) => Color32::from_gray(0x80),
        M::TailsExtraLife => Color32::from_rgb(0xD0, 0x80, 0x20),
        M::QuestionMark => Color32::from_rgb(0x60, 0x60, 0xC0),
    }
}

fn monitor_letter(contents: formats::object::MonitorContents) -> &'static str {
    use formats::object::MonitorContents as M;
    match contents {
        M::Rings => "R",
        M::SpeedShoes => "S",
        M::Shield | M::FireShield | M::WaterShield | M::LightningShield => "O",
        M::Invincibility => "*",
        M::ExtraLife => "1",
        M::Eggman => "E",
        M::Teleport => "T",
        M::SuperRing => "R",
        M::Static => "~",
        M::TailsExtraLife => "T1",
        M::QuestionMark => "?",
        M::Undefined(_) => "!",
    }
}

/// An arrow from `from` along `vector` with a head `head` points long (scaled with the zoom by the caller).
fn arrow(painter: &Painter, from: Pos2, vector: Vec2, head: f32, colour: Color32) {
    let stroke = Stroke::new((head * 0.4).clamp(1.0, 2.0), colour);
    let tip = from + vector;
    painter.line_segment([from, tip], stroke);
    let back = -vector.normalized() * head;
    let side = vec2(-back.y, back.x) * 0.6;
    painter.line_segment([tip, tip + back + side], stroke);
    painter.line_segment([tip, tip + back - side], stroke);
}

fn spikes(painter: &Painter, r: Rect, direction: formats::object::Direction, n: usize, stroke: Stroke) {
    use formats::object::Direction as D;
    for i in 0..n {
        let f = |t: f32| i as f32 + t;
        let pts: [Pos2; 3] = match direction {
            D::Up | D::Down => {
                let w = r.width() / n as f32;
                let (base_y, tip_y) = if direction == D::Up { (r.bottom(), r.top()) } else { (r.top(), r.bottom()) };
                [
                    pos2(r.left() + f(0.0) * w, base_y),
                    pos2(r.left() + f(0.5) * w, tip_y),
                    pos2(r.left() + f(1.0) * w, base_y),
                ]
            }
            D::Left | D::Right => {
                let h = r.height() / n as f32;
                let (base_x, tip_x) = if direction == D::Left { (r.right(), r.left()) } else { (r.left(), r.right()) };
                [
                    pos2(base_x, r.top() + f(0.0) * h),
                    pos2(tip_x, r.top() + f(0.5) * h),
                    pos2(base_x, r.top() + f(1.0) * h),
                ]
            }
        };
        painter.add(Shape::convex_polygon(pts.to_vec(), Color32::from_gray(0x90), stroke));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(kind: ObjectKind, x: i32, y: i32) -> ObjectPlacement {
        ObjectPlacement { kind, x, y, ..ObjectPlacement::default() }
    }

    #[test]
    fn nearby_objects_share_one_dot_coloured_as_most_of_them() {
        let view = Rect::from_min_size(pos2(0.0, 0.0), vec2(400.0, 300.0));
        // 1/16: a 12-point cell is 192 level pixels.
        let camera = Camera { offset: Vec2::ZERO, zoom: 1.0 / 16.0 };
        let objects = [
            at(ObjectKind::Ring, 16, 16),
            at(ObjectKind::Ring, 48, 16),
            at(ObjectKind::Badnik { kind: Default::default() }, 80, 48),
            at(ObjectKind::Ring, 1000, 1000),
            // Far outside the view: not drawn.
            at(ObjectKind::Ring, 100_000, 16),
        ];
        let dots = cluster(&camera, view, &objects);
        assert_eq!(dots.len(), 2);
        assert_eq!((dots[0].count, dots[0].colour), (3, palette::RING));
        assert!((dots[0].centre - pos2(3.0, 5.0 / 3.0)).length() < 1e-5, "the mean of (1, 1), (3, 1), (5, 3)");
        assert_eq!((dots[1].count, dots[1].centre), (1, pos2(62.5, 62.5)));
    }
}
