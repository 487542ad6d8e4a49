//! How each special-stage block id looks and is named in the editor: a colour and a shape drawn with egui
//! shapes (squares, circles, diamonds, letters), turned by any angle for the rotated view. Names follow the
//! disassembly's art (`ArtTile_SS_*` in s1disasm `Constants.asm`, `SS_MapIndex` in `_inc/Special Stage
//! Mappings & VRAM Pointers.asm`) and the SPG ("Special Stages: Rotating Maze").

use egui::epaint::TextShape;
use egui::{Color32, FontId, Painter, Pos2, Shape, Stroke, Vec2, pos2};
use formats::special_stage::SsBlock;

/// The blocks the palette offers, in its order: empty, the four wall colours, the special blocks, the zone
/// blocks, rings and emeralds, ghost blocks. (The touched-animation frames are not painted by hand; Alt+click
/// picks any id from the grid.)
pub const PALETTE: [u8; 32] = [
    0x00, 0x01, 0x0A, 0x13, 0x1C, // empty, walls
    0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, // bumper, W, GOAL, 1-up, UP, DOWN, R, red and white
    0x2D, 0x2E, 0x2F, 0x30, // glass
    0x34, 0x35, 0x36, 0x37, 0x38, 0x39, // zone blocks
    0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F, 0x40, // ring, emeralds
    0x41, 0x4A, // ghost block and its switch
];

/// The wall colours (palette lines 1–4) and the emeralds' (in `SS_MapIndex` order).
const WALLS: [Color32; 4] = [
    Color32::from_rgb(0x40, 0x70, 0xE0),
    Color32::from_rgb(0x30, 0xB0, 0x50),
    Color32::from_rgb(0xE0, 0xA0, 0x20),
    Color32::from_rgb(0xB0, 0x50, 0xD0),
];
const EMERALDS: [Color32; 6] = [
    Color32::from_rgb(0x30, 0x60, 0xFF),
    Color32::from_rgb(0xFF, 0xE0, 0x20),
    Color32::from_rgb(0xFF, 0x70, 0xC0),
    Color32::from_rgb(0x20, 0xD0, 0x40),
    Color32::from_rgb(0xFF, 0x50, 0x20),
    Color32::from_rgb(0xD0, 0xD0, 0xE0),
];
const RING: Color32 = Color32::from_rgb(0xFF, 0xD0, 0x00);

/// The name of a block id, as the palette, tooltips and the status bar show it.
pub fn name(id: u8) -> String {
    match SsBlock::from_id(id) {
        SsBlock::Empty => "Empty".into(),
        SsBlock::Wall { colour, index: 0 } => format!("Wall {}", colour + 1),
        SsBlock::Wall { colour, index } => format!("Wall {} (frame {})", colour + 1, index + 1),
        SsBlock::Bumper => "Bumper".into(),
        SsBlock::WBlock => "W block".into(),
        SsBlock::Goal => "GOAL".into(),
        SsBlock::ExtraLife => "1-up".into(),
        SsBlock::Up => "UP".into(),
        SsBlock::Down => "DOWN".into(),
        SsBlock::Reverse => "R (reverse)".into(),
        SsBlock::RedWhite => "Red and white block".into(),
        SsBlock::Glass { hits: 0 } => "Glass".into(),
        SsBlock::Glass { hits } => format!("Glass ({hits} hit{})", if hits == 1 { "" } else { "s" }),
        SsBlock::ReverseFlash => "R (flashing)".into(),
        SsBlock::BumperHit { frame } => format!("Bumper (hit, frame {})", frame + 1),
        SsBlock::Zone { zone } => format!("Zone {zone}"),
        SsBlock::Ring => "Ring".into(),
        SsBlock::Emerald { emerald } => format!("Emerald {}", emerald + 1),
        SsBlock::Ghost => "Ghost block".into(),
        SsBlock::RingSparkle { frame } => format!("Ring sparkle (frame {})", frame + 1),
        SsBlock::Sparkle { frame } => format!("Sparkle (frame {})", frame + 1),
        SsBlock::GhostSwitch => "Ghost switch".into(),
        SsBlock::GlassHit { frame } => format!("Glass (hit, frame {})", frame + 1),
        SsBlock::Other(id) => format!("Unknown {id:02X}"),
    }
}

/// What touching the block does (the palette's tooltips; `Obj09_ChkItems`, `Obj09_ChkItems2`).
pub fn effect(id: u8) -> &'static str {
    match SsBlock::from_id(id) {
        SsBlock::Empty => "Nothing: paint it to erase",
        SsBlock::Wall { .. } => "Solid wall",
        SsBlock::Bumper => "Bounces the player away at 0x700",
        SsBlock::WBlock => "Solid, no effect",
        SsBlock::Goal => "Ends the stage",
        SsBlock::ExtraLife => "Not solid: collected for an extra life",
        SsBlock::Up => "Doubles the rotation speed, then turns into DOWN",
        SsBlock::Down => "Halves the rotation speed, then turns into UP",
        SsBlock::Reverse => "Reverses the rotation",
        SsBlock::RedWhite => "Solid; ghost blocks become it",
        SsBlock::Glass { .. } => "Solid; breaks on the fourth touch",
        SsBlock::Zone { .. } => "Solid zone block",
        SsBlock::Ring => "Not solid: collected (50 rings: a continue)",
        SsBlock::Emerald { .. } => "Not solid: the Chaos Emerald; ends the stage",
        SsBlock::Ghost => "Not solid until the player passes it and touches the ghost switch",
        SsBlock::GhostSwitch => "Not solid: after passing ghost blocks, makes them solid",
        SsBlock::Other(id) if SsBlock::is_solid_id(id) => "Solid, never drawn by the game",
        _ => "An animation frame of a touched block",
    }
}

/// The block's main colour (the palette swatch and the grid at small zoom); `None` for empty.
pub fn colour(id: u8) -> Option<Color32> {
    Some(match SsBlock::from_id(id) {
        SsBlock::Empty => return None,
        SsBlock::Wall { colour, index } => {
            let c = WALLS[usize::from(colour % 4)];
            // The nine ids of a colour a little apart, so the grid shows which is which.
            let f = 1.0 - f32::from(index) * 0.04;
            Color32::from_rgb((f32::from(c.r()) * f) as u8, (f32::from(c.g()) * f) as u8, (f32::from(c.b()) * f) as u8)
        }
        SsBlock::Bumper | SsBlock::BumperHit { .. } => Color32::from_rgb(0x50, 0x90, 0xFF),
        SsBlock::WBlock => Color32::from_rgb(0x90, 0x90, 0x98),
        SsBlock::Goal => Color32::from_rgb(0xE8, 0xE8, 0xF0),
        SsBlock::ExtraLife => Color32::from_rgb(0x30, 0x50, 0xC0),
        SsBlock::Up | SsBlock::Down => Color32::from_rgb(0x40, 0xB0, 0xB0),
        SsBlock::Reverse | SsBlock::ReverseFlash => Color32::from_rgb(0xE0, 0x40, 0x40),
        SsBlock::RedWhite => Color32::from_rgb(0xD0, 0x20, 0x20),
        SsBlock::Glass { hits } => Color32::from_rgba_unmultiplied(0x90, 0xE0, 0xFF, 200 - hits * 40),
        SsBlock::GlassHit { .. } => Color32::from_rgba_unmultiplied(0xFF, 0xFF, 0xFF, 120),
        SsBlock::Zone { .. } => Color32::from_rgb(0x70, 0x60, 0x50),
        SsBlock::Ring | SsBlock::RingSparkle { .. } => RING,
        SsBlock::Emerald { emerald } => EMERALDS[usize::from(emerald % 6)],
        SsBlock::Sparkle { .. } => Color32::WHITE,
        SsBlock::Ghost => Color32::from_rgba_unmultiplied(0xC0, 0xC0, 0xC0, 90),
        SsBlock::GhostSwitch => Color32::from_rgb(0x80, 0x80, 0x80),
        SsBlock::Other(_) => Color32::from_rgb(0x40, 0x40, 0x40),
    })
}

/// The letters drawn on a block (none for walls, rings, emeralds).
fn letters(id: u8) -> Option<String> {
    Some(match SsBlock::from_id(id) {
        SsBlock::WBlock => "W".into(),
        SsBlock::Goal => "GOAL".into(),
        SsBlock::ExtraLife => "1UP".into(),
        SsBlock::Up => "UP".into(),
        SsBlock::Down => "DOWN".into(),
        SsBlock::Reverse | SsBlock::ReverseFlash => "R".into(),
        SsBlock::Zone { zone } => zone.to_string(),
        SsBlock::GhostSwitch => "S".into(),
        SsBlock::Other(id) => format!("{id:02X}"),
        _ => return None,
    })
}

/// Where a block lies on the screen: its centre, the screen vectors of one block pixel along the layout's x
/// and y (the rotated view turns them), and the screen size of a block pixel.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    pub centre: Pos2,
    pub x_axis: Vec2,
    pub y_axis: Vec2,
}

impl Placement {
    /// A block of the unrotated grid: `size` screen points a side.
    pub fn square(centre: Pos2, size: f32) -> Self {
        Placement { centre, x_axis: Vec2::new(size / 24.0, 0.0), y_axis: Vec2::new(0.0, size / 24.0) }
    }

    /// The point `(u, v)` block pixels from the centre (−12..12 covers the block).
    fn at(&self, u: f32, v: f32) -> Pos2 {
        self.centre + self.x_axis * u + self.y_axis * v
    }

    /// The corners of the block's square, shrunk by `inset` block pixels.
    fn corners(&self, inset: f32) -> Vec<Pos2> {
        let h = 12.0 - inset;
        vec![self.at(-h, -h), self.at(h, -h), self.at(h, h), self.at(-h, h)]
    }

    /// Screen points per block pixel.
    fn scale(&self) -> f32 {
        self.x_axis.length()
    }
}

/// Draws block `id` (nothing for empty).
pub fn draw(painter: &Painter, id: u8, at: Placement) {
    let Some(fill) = colour(id) else { return };
    let scale = at.scale();
    let block = SsBlock::from_id(id);
    let thin = Stroke::new((scale * 1.5).clamp(0.5, 2.0), Color32::from_black_alpha(140));
    match block {
        SsBlock::Ring | SsBlock::RingSparkle { .. } => {
            let r = if matches!(block, SsBlock::Ring) { 7.0 } else { 4.0 };
            painter.circle_stroke(at.centre, r * scale, Stroke::new((3.0 * scale).max(1.0), fill));
        }
        SsBlock::Sparkle { .. } => {
            painter.circle_filled(at.centre, 3.0 * scale, fill);
        }
        SsBlock::Bumper | SsBlock::BumperHit { .. } => {
            let r = if matches!(block, SsBlock::Bumper) { 11.0 } else { 9.0 };
            painter.circle_filled(at.centre, r * scale, fill);
            painter.circle_filled(at.centre, 5.0 * scale, Color32::WHITE);
        }
        SsBlock::Emerald { .. } => {
            let d = 10.0;
            let diamond = vec![at.at(0.0, -d), at.at(d, 0.0), at.at(0.0, d), at.at(-d, 0.0)];
            painter.add(Shape::convex_polygon(diamond, fill, thin));
        }
        SsBlock::ExtraLife => {
            painter.circle_filled(at.centre, 11.0 * scale, fill);
        }
        SsBlock::GhostSwitch => {
            painter.add(Shape::convex_polygon(at.corners(6.0), fill, thin));
        }
        SsBlock::RedWhite => {
            painter.add(Shape::convex_polygon(at.corners(0.0), fill, thin));
            painter.add(Shape::convex_polygon(at.corners(6.0), Color32::WHITE, Stroke::NONE));
        }
        SsBlock::Glass { .. } | SsBlock::GlassHit { .. } => {
            painter.add(Shape::convex_polygon(at.corners(1.0), fill, Stroke::new(thin.width, Color32::WHITE)));
            painter.line_segment([at.at(-7.0, 4.0), at.at(4.0, -7.0)], Stroke::new(thin.width, Color32::WHITE));
        }
        SsBlock::Ghost => {
            painter.add(Shape::convex_polygon(at.corners(1.0), fill, Stroke::new(thin.width, Color32::GRAY)));
        }
        _ => {
            painter.add(Shape::convex_polygon(at.corners(0.0), fill, thin));
        }
    }
    if let Some(text) = letters(id) {
        let size = (if text.len() > 2 { 7.0 } else { 12.0 }) * scale;
        if size >= 5.0 {
            let ink = if matches!(block, SsBlock::Goal | SsBlock::WBlock) { Color32::BLACK } else { Color32::WHITE };
            let galley = painter.layout_no_wrap(text, FontId::proportional(size), ink);
            let angle = at.x_axis.y.atan2(at.x_axis.x);
            // The text's top-left corner, placed so its centre is the block's (turned with the block).
            let half = galley.size() / 2.0;
            let offset = at.x_axis.normalized() * half.x + at.y_axis.normalized() * half.y;
            painter.add(TextShape::new(at.centre - offset, galley, ink).with_angle(angle));
        }
    }
}

/// A palette swatch: the block drawn in a `size`-point square.
pub fn swatch(painter: &Painter, id: u8, centre: Pos2, size: f32) {
    painter.rect_filled(
        egui::Rect::from_center_size(centre, Vec2::splat(size)),
        2.0,
        Color32::from_rgb(0x10, 0x10, 0x20),
    );
    if id == 0 {
        let d = size * 0.3;
        let s = Stroke::new(1.5, Color32::from_rgb(0xC0, 0x40, 0x40));
        painter.line_segment([centre + Vec2::splat(-d), centre + Vec2::splat(d)], s);
        painter.line_segment([pos2(centre.x - d, centre.y + d), pos2(centre.x + d, centre.y - d)], s);
    }
    draw(painter, id, Placement::square(centre, size * 0.9));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_palette_block_has_its_own_name_and_is_drawn() {
        let names: std::collections::BTreeSet<String> = PALETTE.iter().map(|&id| name(id)).collect();
        assert_eq!(names.len(), PALETTE.len());
        assert!(PALETTE.iter().skip(1).all(|&id| colour(id).is_some()));
        assert_eq!(
            (name(0x27), name(0x2B), name(0x3B), name(0x0A)),
            ("GOAL".into(), "R (reverse)".into(), "Emerald 1".into(), "Wall 2".into())
        );
    }
}
