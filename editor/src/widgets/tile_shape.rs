//! A tile's solid shape drawn with a painter (the tile library, the tile editor and the chunk editor).

use egui::{Color32, Painter, Rect, pos2};
use formats::SolidTile;

/// The solid runs of a tile, one per column, as pixel rows `top..bottom` inside the 16x16 tile, with the
/// block's flips applied (SPG "Solid Tiles": a positive height rises from the bottom, a negative one hangs
/// from the top; X-flip mirrors the columns, Y-flip mirrors the rows).
pub fn column_runs(tile: &SolidTile, x_flip: bool, y_flip: bool) -> [(usize, usize); 16] {
    std::array::from_fn(|sx| {
        let tx = if x_flip { 15 - sx } else { sx };
        let h = i32::from(tile.heights[tx]).clamp(-16, 16);
        let (top, bottom) = if h >= 0 { (16 - h, 16) } else { (0, -h) };
        let (top, bottom) = if y_flip { (16 - bottom, 16 - top) } else { (top, bottom) };
        (top as usize, bottom as usize)
    })
}

/// Paints a tile's solid shape into `rect` (a square), one filled rectangle per column.
pub fn paint_tile(painter: &Painter, rect: Rect, tile: &SolidTile, x_flip: bool, y_flip: bool, colour: Color32) {
    let px = rect.width() / 16.0;
    for (x, (top, bottom)) in column_runs(tile, x_flip, y_flip).into_iter().enumerate() {
        if bottom > top {
            let min = pos2(rect.left() + x as f32 * px, rect.top() + top as f32 * px);
            let max = pos2(rect.left() + (x + 1) as f32 * px, rect.top() + bottom as f32 * px);
            painter.rect_filled(Rect::from_min_max(min, max), 0.0, colour);
        }
    }
}

/// Direction of an angle byte on screen (y down): SPG angles run clockwise from a flat floor, 0x40 = a
/// right-hand wall, so the surface line points right and rotates counter-clockwise on screen by the SPG
/// degrees (256 − angle) × 1.40625.
pub fn angle_direction(angle: u8) -> egui::Vec2 {
    let (x, y) = formats::Angle(angle).direction();
    egui::vec2(x as f32, y as f32)
}

/// A tile thumbnail button's background and picture: the cell highlighted when selected or hovered, the
/// art of the first block using the tile (when the view shows art) under the tile's solid shape at the view's
/// collision opacity, on the level's background, framed. Returns the picture's rectangle (callers write
/// under it).
#[allow(clippy::too_many_arguments)]
pub fn tile_cell(
    ui: &egui::Ui,
    painter: &Painter,
    cell: Rect,
    resp: &egui::Response,
    tile: &SolidTile,
    selected: bool,
    side: f32,
    art: super::level_art::TileArt,
) -> Rect {
    if selected {
        painter.rect_filled(cell, 3.0, ui.visuals().selection.bg_fill);
    } else if resp.hovered() {
        painter.rect_filled(cell, 3.0, ui.visuals().widgets.hovered.weak_bg_fill);
    }
    let thumb = Rect::from_min_size(pos2(cell.center().x - side / 2.0, cell.top() + 2.0), egui::vec2(side, side));
    painter.rect_filled(thumb, 0.0, super::palette::LEVEL_BACKGROUND);
    if let Some((texture, uv)) = art.block {
        painter.image(texture, thumb, uv, Color32::WHITE);
    }
    if art.block.is_none() || art.show_collision {
        let tint = super::level_art::collision_tint(art.block.is_some(), art.opacity);
        paint_tile(painter, thumb, tile, false, false, super::palette::solidity_colour(formats::Solidity::All) * tint);
    }
    thumb
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_runs_follow_heights_and_flips() {
        let mut h = [0i8; 16];
        h[0] = 4;
        h[1] = -3;
        let t = SolidTile { heights: h, widths: [0; 16], angle: 0 };
        let r = column_runs(&t, false, false);
        assert_eq!((r[0], r[1], r[2]), ((12, 16), (0, 3), (16, 16)));
        let r = column_runs(&t, true, true);
        assert_eq!((r[15], r[14]), ((0, 4), (13, 16)));
    }

    #[test]
    fn angle_lines_point_along_the_surface() {
        let close = |a: egui::Vec2, b: egui::Vec2| (a - b).length() < 1e-5;
        let s = std::f32::consts::FRAC_1_SQRT_2;
        assert!(close(angle_direction(0x00), egui::vec2(1.0, 0.0)));
        // 0xE0 = 45°: rising to the right (screen y goes up); 0x20 = 315°: falling to the right.
        assert!(close(angle_direction(0xE0), egui::vec2(s, -s)));
        assert!(close(angle_direction(0x20), egui::vec2(s, s)));
        // 0xC0 = 90°: a right-hand wall, drawn vertically.
        assert!(close(angle_direction(0xC0), egui::vec2(0.0, -1.0)));
    }
}
