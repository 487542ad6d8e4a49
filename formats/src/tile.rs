//! Solid tiles: the 16x16 collision shapes the sensors read (SPG "Solid Tiles", Height Array / Width Array).

use serde::{Deserialize, Serialize};

/// Side length of a solid tile in pixels.
pub const TILE_SIZE: i32 = 16;

/// The angle byte that marks a tile as "flagged" (SPG "Flagged Tiles"): the player snaps its angle to the
/// nearest multiple of 0x40 instead of using the tile's angle. Any odd angle behaves so in the games; 0xFF is
/// the value the data uses.
pub const FLAGGED_ANGLE: u8 = 0xFF;

/// One 16x16 solid tile.
///
/// `heights[x]` is the solid height of column `x`: positive = solid from the bottom up, negative = hanging
/// from the top down (|h| pixels), 0 = empty, 16 = full (SPEC-NOTES "Sensors against solid tiles").
/// `widths[y]` is the same shape measured per row for horizontal sensors: positive = solid from the right
/// edge leftwards, negative = solid from the left edge rightwards (Sonic 2's `ColArrayHorizontal` convention).
/// Both arrays are stored: the games store them separately, and hand-tuned tiles must round-trip exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SolidTile {
    pub heights: [i8; 16],
    pub widths: [i8; 16],
    /// Angle byte, 256 per turn, clockwise; `FLAGGED_ANGLE` (0xFF) = flagged.
    pub angle: u8,
}

impl Default for SolidTile {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl SolidTile {
    /// A tile with no solid pixels.
    pub const EMPTY: SolidTile = SolidTile { heights: [0; 16], widths: [0; 16], angle: 0 };
    /// A fully solid 16x16 block with a flat (0x00) angle.
    pub const FULL: SolidTile = SolidTile { heights: [16; 16], widths: [16; 16], angle: 0 };

    /// Builds a tile from its height array, deriving the width array and the angle from the shape.
    pub fn from_heights(heights: [i8; 16]) -> Self {
        let mut tile = SolidTile { heights, widths: [0; 16], angle: 0 };
        tile.widths = tile.derived_widths();
        tile.angle = tile.derived_angle();
        tile
    }

    /// True when the angle byte is the flagged value (SPG "Flagged Tiles").
    pub fn is_flagged(&self) -> bool {
        self.angle == FLAGGED_ANGLE
    }

    /// Whether pixel (x, y) of the tile (0..16, y down) is solid according to the height array.
    pub fn is_solid_by_heights(&self, x: usize, y: usize) -> bool {
        let h = self.heights[x & 15] as i32;
        let y = y as i32 & 15;
        if h > 0 {
            y >= TILE_SIZE - h.min(16)
        } else if h < 0 {
            y < (-h).min(16)
        } else {
            false
        }
    }

    /// The width array that describes the same shape as the height array (the editor's "derive widths").
    ///
    /// Each row's width counts the solid pixels of that row. A row that is solid at the right edge is
    /// positive (solid from the right, the common case for floors), one that is solid only at the left edge is
    /// negative. A row whose solid pixels are not contiguous with an edge cannot be represented and yields
    /// its count anyway (the lint in `lint` reports it).
    pub fn derived_widths(&self) -> [i8; 16] {
        let mut widths = [0i8; 16];
        for (y, w) in widths.iter_mut().enumerate() {
            let count = (0..16).filter(|&x| self.is_solid_by_heights(x, y)).count() as i8;
            if count == 0 || count == 16 {
                *w = count;
            } else if self.is_solid_by_heights(15, y) {
                *w = count;
            } else {
                *w = -count;
            }
        }
        widths
    }

    /// The angle the shape suggests (the editor's "calculate angle"): the direction of the surface between
    /// the tile's outermost non-empty columns, as an angle byte (clockwise, 0 = flat floor, 0x80 = flat
    /// ceiling). This is authoring help, not simulation, so it may use floating point.
    pub fn derived_angle(&self) -> u8 {
        angle_from_heights(&self.heights)
    }
}

/// Fits the surface of a height array and returns its angle byte (see `SolidTile::derived_angle`).
fn angle_from_heights(heights: &[i8; 16]) -> u8 {
    let cols: Vec<(usize, i32)> =
        heights.iter().enumerate().filter(|(_, h)| **h != 0).map(|(x, h)| (x, *h as i32)).collect();
    let (Some(&(x0, h0)), Some(&(x1, h1))) = (cols.first(), cols.last()) else {
        return 0;
    };
    let hanging = h0 < 0 && h1 < 0;
    if x0 == x1 {
        return if hanging { 0x80 } else { 0 };
    }
    // Surface y (down) at each end: floors have their surface at 16 - h, hanging shapes at |h|.
    let (y0, y1) = if hanging { (-h0, -h1) } else { (16 - h0, 16 - h1) };
    let dx = (x1 - x0) as f64;
    let dy = (y1 - y0) as f64;
    // Floors: walking right along +x; hanging shapes: the surface faces down, walked right-to-left.
    let (vx, vy) = if hanging { (-dx, -dy) } else { (dx, dy) };
    let turns = vy.atan2(vx) / std::f64::consts::TAU;
    ((turns * 256.0).round() as i64).rem_euclid(256) as u8
}
