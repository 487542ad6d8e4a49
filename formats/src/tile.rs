//! Solid tiles: the 16x16 collision shapes the sensors read (SPG "Solid Tiles", Height Array / Width Array).

use crate::angle::Angle;
use serde::{Deserialize, Serialize};

/// Side length of a solid tile in pixels.
pub const TILE_SIZE: i32 = 16;

/// The angle byte that marks a tile as "flagged" (SPG "Flagged Tiles"): the player snaps its angle to the
/// nearest multiple of 0x40 instead of using the tile's angle. Any odd angle behaves so in the games
/// (`Sonic_Angle` tests bit 0); 0xFF is the value the data uses.
pub const FLAGGED_ANGLE: u8 = Angle::FLAGGED.0;

/// How far (in angle-byte steps, 256 per turn) a tile's angle may differ from `SolidTile::derived_angle`
/// before `lint` reports it. Calibrated on the real data in `../shared/reference`: every even (non-flagged)
/// angle of Sonic 1's and Sonic 2's 256 collision shapes is within 0x10 of the derived one, except the four
/// full squares both games give special angles (shapes 251–254).
pub const ANGLE_TOLERANCE: u8 = 0x10;

/// One 16x16 solid tile.
///
/// `heights[x]` is the solid height of column `x`: positive = solid from the bottom up, negative = hanging
/// from the top down (|h| pixels), 0 = empty, 16 = full
/// (`../shared/SPEC-NOTES.md` "Sensors against solid tiles").
/// `widths[y]` is the same shape measured per row for horizontal sensors: positive = solid from the right
/// edge leftwards, negative = solid from the left edge rightwards (Sonic 2's `ColArrayHorizontal` and
/// Sonic 1's "Collision Array (Rotated)" convention).
/// Both arrays are stored: the games store them separately, and hand-tuned tiles must round-trip exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SolidTile {
    pub heights: [i8; 16],
    pub widths: [i8; 16],
    /// Angle byte, 256 per turn, clockwise; odd (in practice `FLAGGED_ANGLE`, 0xFF) = flagged.
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

    /// True when the angle byte is odd: the games then ignore it and snap the player's angle to the nearest
    /// multiple of 0x40 (SPG "Flagged Tiles"; `Sonic_Angle` tests bit 0).
    pub fn is_flagged(&self) -> bool {
        Angle(self.angle).is_flagged()
    }

    /// Whether pixel (x, y) of the tile (0..16, y down) is solid according to the height array.
    /// Heights beyond ±16 count as full (`lint` reports them).
    pub fn is_solid_by_heights(&self, x: usize, y: usize) -> bool {
        solid_along(self.heights[x & 15], y & 15)
    }

    /// Whether pixel (x, y) of the tile (0..16, y down) is solid according to the width array.
    /// Widths beyond ±16 count as full (`lint` reports them).
    pub fn is_solid_by_widths(&self, x: usize, y: usize) -> bool {
        solid_along(self.widths[y & 15], x & 15)
    }

    /// The width array that describes the same shape as the height array (the editor's "derive widths").
    ///
    /// Each row's width counts the solid pixels of that row. A row that is solid at the right edge is
    /// positive (solid from the right, the common case for floors), one that is solid only at the left edge is
    /// negative. A row whose solid pixels are not contiguous with an edge cannot be represented and yields
    /// its count anyway (`lint` reports it).
    pub fn derived_widths(&self) -> [i8; 16] {
        let mut widths = [0i8; 16];
        for (y, w) in widths.iter_mut().enumerate() {
            let count = (0..16).filter(|&x| self.is_solid_by_heights(x, y)).count() as i8;
            *w = if count == 16 || self.is_solid_by_heights(15, y) { count } else { -count };
        }
        widths
    }

    /// The height array that describes the same shape as the width array (the editor's "derive heights"):
    /// a column solid at the bottom edge is positive, one solid only at the top edge is negative (hanging).
    /// A column whose solid pixels are not contiguous with an edge yields its count (`lint` reports it).
    pub fn derived_heights(&self) -> [i8; 16] {
        let mut heights = [0i8; 16];
        for (x, h) in heights.iter_mut().enumerate() {
            let count = (0..16).filter(|&y| self.is_solid_by_widths(x, y)).count() as i8;
            *h = if count == 16 || self.is_solid_by_widths(x, 15) { count } else { -count };
        }
        heights
    }

    /// The angle the shape suggests (the editor's "calculate angle"), as an angle byte: clockwise, 0x00 flat
    /// floor, 0x20 a 45° floor descending to the right, 0xE0 one rising to the right, 0x80 a flat ceiling.
    ///
    /// The surface is the run of partly filled columns (full and empty columns are the flat ground around
    /// the slope); its angle is that of the line from the first to the last of them. A run of one column
    /// takes in its neighbours, whose surface lies at the tile's edge. Shapes made mostly of hanging
    /// (negative) columns are ceilings: their surface is the underside, walked right to left, so a flat one
    /// is 0x80. The result is always even (odd angles are flagged). This reproduces the angles of the games'
    /// own tiles (see `ANGLE_TOLERANCE`). Authoring help, not simulation, so it may use floating point.
    pub fn derived_angle(&self) -> u8 {
        angle_from_heights(&self.heights)
    }

    /// Everything doubtful about the tile, for the editor's tile lint (empty = nothing to report).
    pub fn lint(&self) -> Vec<TileLint> {
        lint(self)
    }
}

/// Whether pixel `along` (0..16) of a column (height value) or row (width value) is solid.
/// Positive values are solid from the far end (bottom / right), negative ones from the near end (top / left).
fn solid_along(value: i8, along: usize) -> bool {
    let v = i32::from(value).clamp(-TILE_SIZE, TILE_SIZE);
    let along = along as i32;
    if v > 0 { along >= TILE_SIZE - v } else { along < -v }
}

/// Fits the surface of a height array and returns its angle byte (see `SolidTile::derived_angle`).
fn angle_from_heights(heights: &[i8; 16]) -> u8 {
    let partial = |h: i8| h != 0 && (-15..=15).contains(&h);
    let hanging_cols = heights.iter().filter(|h| partial(**h) && **h < 0).count();
    let floor_cols = heights.iter().filter(|h| partial(**h) && **h > 0).count();
    let hanging = hanging_cols > floor_cols;
    // Surface y (down) per column: the top of floors (empty = 16, the tile's bottom), the underside of
    // hanging shapes (empty = 0, the tile's top). The other kind of column reaches the far edge.
    let surface: Vec<i32> = heights
        .iter()
        .map(|&h| {
            let h = i32::from(h).clamp(-TILE_SIZE, TILE_SIZE);
            match (hanging, h) {
                (false, 0) => TILE_SIZE,
                (false, h) if h > 0 => TILE_SIZE - h,
                (false, _) => 0,
                (true, 0) => 0,
                (true, h) if h < 0 => -h,
                (true, _) => TILE_SIZE,
            }
        })
        .collect();
    let run: Vec<usize> = (0..16).filter(|&x| surface[x] > 0 && surface[x] < TILE_SIZE).collect();
    let (Some(&first), Some(&last)) = (run.first(), run.last()) else {
        return if hanging { 0x80 } else { 0 };
    };
    let (x0, x1) = if first == last { (first.saturating_sub(1), (last + 1).min(15)) } else { (first, last) };
    let dx = (x1 - x0) as f64;
    let dy = f64::from(surface[x1] - surface[x0]);
    // Floors are walked left to right; the underside of a ceiling faces down and is walked right to left.
    let (vx, vy) = if hanging { (-dx, -dy) } else { (dx, dy) };
    let turns = vy.atan2(vx) / std::f64::consts::TAU;
    // Rounded to an even byte: odd angles mean "flagged" to the games.
    (((turns * 128.0).round() as i64) * 2).rem_euclid(256) as u8
}

/// Something doubtful about a solid tile (the editor's tile lint). None of these stop a level from loading:
/// the games' own data has such tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileLint {
    /// `heights[column]` is outside -16..=16; sensors treat it as a full column.
    HeightOutOfRange { column: usize, value: i8 },
    /// `widths[row]` is outside -16..=16; sensors treat it as a full row.
    WidthOutOfRange { row: usize, value: i8 },
    /// These rows of the height-array shape have solid pixels that do not reach the left or right edge in
    /// one piece, so no width value can describe them (a peak, for example).
    RowsNotRepresentable { rows: Vec<usize> },
    /// These columns of the width-array shape have solid pixels that do not reach the top or bottom edge in
    /// one piece, so no height value can describe them.
    ColumnsNotRepresentable { columns: Vec<usize> },
    /// The width array describes another shape than the height array: `rows` rows differ, the first is `row`
    /// (stored `width`, the heights give `derived`). Rows reported as not representable are not counted.
    WidthsDisagree { row: usize, width: i8, derived: i8, rows: usize },
    /// An odd angle other than 0xFF: the games treat every odd angle as flagged, which is rarely meant.
    OddAngle { angle: u8 },
    /// The angle is more than `ANGLE_TOLERANCE` away from the one the shape suggests (only checked when a
    /// column is partly solid: full squares and walls may have any angle).
    AngleDisagrees { angle: u8, derived: u8 },
}

impl std::fmt::Display for TileLint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TileLint::HeightOutOfRange { column, value } => {
                write!(f, "heights[{column}]: {value} outside -16..=16")
            }
            TileLint::WidthOutOfRange { row, value } => write!(f, "widths[{row}]: {value} outside -16..=16"),
            TileLint::RowsNotRepresentable { rows } => write!(
                f,
                "row{} {}: solid pixels that do not reach the left or right edge in one piece; no width describes them",
                if rows.len() == 1 { "" } else { "s" },
                list(rows)
            ),
            TileLint::ColumnsNotRepresentable { columns } => write!(
                f,
                "column{} {}: solid pixels that do not reach the top or bottom edge in one piece; no height describes them",
                if columns.len() == 1 { "" } else { "s" },
                list(columns)
            ),
            TileLint::WidthsDisagree { row, width, derived, rows } => write!(
                f,
                "widths[{row}]: {width} but the heights give {derived} ({rows} row{} disagree{})",
                if *rows == 1 { "" } else { "s" },
                if *rows == 1 { "s" } else { "" }
            ),
            TileLint::OddAngle { angle } => {
                write!(f, "angle: 0x{angle:02X} is odd, so the games treat the tile as flagged")
            }
            TileLint::AngleDisagrees { angle, derived } => {
                write!(f, "angle: 0x{angle:02X} but the shape suggests about 0x{derived:02X}")
            }
        }
    }
}

/// Indices as a short list with runs joined: `0-13`, `2, 5, 7-9`.
fn list(indices: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < indices.len() {
        let mut j = i;
        while j + 1 < indices.len() && indices[j + 1] == indices[j] + 1 {
            j += 1;
        }
        parts.push(if j > i + 1 {
            format!("{}-{}", indices[i], indices[j])
        } else if j == i + 1 {
            format!("{}, {}", indices[i], indices[j])
        } else {
            indices[i].to_string()
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// Whether the solid pixels of a line (16 flags) form one run touching the start or the end, or none.
fn representable(line: impl Fn(usize) -> bool) -> bool {
    let count = (0..16).filter(|&i| line(i)).count();
    count == 0 || (0..count).all(&line) || (16 - count..16).all(&line)
}

/// Everything doubtful about a tile, in a fixed order: values out of range, shapes one array cannot
/// describe, arrays that disagree, then the angle (skipped for flagged tiles).
pub fn lint(tile: &SolidTile) -> Vec<TileLint> {
    let mut lints = Vec::new();
    for (column, &value) in tile.heights.iter().enumerate() {
        if !(-16..=16).contains(&value) {
            lints.push(TileLint::HeightOutOfRange { column, value });
        }
    }
    for (row, &value) in tile.widths.iter().enumerate() {
        if !(-16..=16).contains(&value) {
            lints.push(TileLint::WidthOutOfRange { row, value });
        }
    }
    let row_ok: [bool; 16] = std::array::from_fn(|row| representable(|x| tile.is_solid_by_heights(x, row)));
    let rows: Vec<usize> = (0..16).filter(|&row| !row_ok[row]).collect();
    if !rows.is_empty() {
        lints.push(TileLint::RowsNotRepresentable { rows });
    }
    let columns: Vec<usize> = (0..16).filter(|&x| !representable(|y| tile.is_solid_by_widths(x, y))).collect();
    if !columns.is_empty() {
        lints.push(TileLint::ColumnsNotRepresentable { columns });
    }
    let derived = tile.derived_widths();
    let differing: Vec<usize> = (0..16)
        .filter(|&row| {
            row_ok[row] && (0..16).any(|x| tile.is_solid_by_heights(x, row) != tile.is_solid_by_widths(x, row))
        })
        .collect();
    if let Some(&row) = differing.first() {
        lints.push(TileLint::WidthsDisagree {
            row,
            width: tile.widths[row],
            derived: derived[row],
            rows: differing.len(),
        });
    }
    if tile.is_flagged() {
        if tile.angle != FLAGGED_ANGLE {
            lints.push(TileLint::OddAngle { angle: tile.angle });
        }
    } else if tile.heights.iter().any(|&h| h != 0 && (-15..=15).contains(&h)) {
        // Only a height array with a partial column shows a surface to take an angle from. Full squares and
        // walls (columns all full or empty) may carry any angle: both games give four full squares the angles
        // of the loops they sit in (shapes 251-254), and a block under a slope's edge is read with the slope's.
        let derived = tile.derived_angle();
        if Angle(tile.angle).distance(Angle(derived)) > ANGLE_TOLERANCE {
            lints.push(TileLint::AngleDisagrees { angle: tile.angle, derived });
        }
    }
    lints
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn seq(from: i8, step: i8) -> [i8; 16] {
        std::array::from_fn(|i| from + step * i as i8)
    }

    #[test]
    fn ramp_rising_to_the_right() {
        let t = SolidTile::from_heights(seq(1, 1));
        assert_eq!(t.widths, seq(1, 1));
        assert_eq!(t.angle, 0xE0);
        assert_eq!(t.derived_heights(), t.heights);
        assert_eq!(t.lint(), vec![]);
    }

    #[test]
    fn ramp_descending_to_the_right() {
        let t = SolidTile::from_heights(seq(16, -1));
        assert_eq!(t.widths, [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, 16]);
        assert_eq!(t.angle, 0x20);
        assert_eq!(t.derived_heights(), t.heights);
        assert_eq!(t.lint(), vec![]);
    }

    #[test]
    fn hanging_ramps() {
        // Column x hangs x + 1 px: the Y-flip of the rising ramp, so 0x80 − 0xE0 = 0xA0
        // (`../shared/SPEC-NOTES.md` "Sensors against solid tiles", Flips).
        let t = SolidTile::from_heights(seq(-1, -1));
        assert_eq!(t.widths, seq(16, -1));
        assert_eq!(t.angle, 0xA0);
        // The full column comes back as +16 (full is full, whichever way it is measured).
        assert_eq!(t.derived_heights(), [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15, 16]);
        assert_eq!(t.lint(), vec![]);
        // Its mirror: X-flip negates the angle, 0x60.
        let t = SolidTile::from_heights(seq(-16, 1));
        assert_eq!(t.widths, [16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1]);
        assert_eq!(t.angle, 0x60);
        assert_eq!(t.lint(), vec![]);
    }

    #[test]
    fn flat_shapes() {
        assert_eq!(SolidTile::FULL.derived_angle(), 0);
        assert_eq!(SolidTile::EMPTY.derived_angle(), 0);
        assert_eq!(SolidTile::from_heights([8; 16]).angle, 0);
        assert_eq!(SolidTile::from_heights([8; 16]).widths, [0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 16, 16, 16, 16, 16, 16]);
        // A flat ceiling: the underside of a half-height hanging shape.
        assert_eq!(SolidTile::from_heights([-8; 16]).angle, 0x80);
        assert_eq!(SolidTile::from_heights([-8; 16]).widths, [16, 16, 16, 16, 16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0]);
        // Left half full (Sonic 2 shape 15): widths solid from the left edge.
        let wall = SolidTile::from_heights([16, 16, 16, 16, 16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(wall.widths, [-8; 16]);
        assert_eq!(wall.angle, 0);
        assert_eq!(SolidTile::FULL.lint(), vec![]);
        assert_eq!(SolidTile::EMPTY.lint(), vec![]);
    }

    #[test]
    fn angles_of_shallow_and_steep_slopes() {
        // 1 px per 2 columns (Sonic 2 shape 9, stored 0xF0): atan(7/15) = 25.0° → 0xEE.
        assert_eq!(SolidTile::from_heights([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]).angle, 0xEE);
        // One partial column (Sonic 2 shape 30, stored 0xC4): its neighbours join in, atan(16/2) = 82.9° → 0xC6.
        assert_eq!(SolidTile::from_heights([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 16]).angle, 0xC6);
        // A slope that levels off (Sonic 2 shape 22, stored 0xE2): only the partial columns count.
        assert_eq!(
            SolidTile::from_heights([13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16]).angle,
            0xE0
        );
    }

    #[test]
    fn flagged_is_any_odd_angle() {
        let mut t = SolidTile::from_heights(seq(1, 1));
        for (angle, flagged) in [(0xFF, true), (0x21, true), (0x01, true), (0xE0, false), (0x00, false)] {
            t.angle = angle;
            assert_eq!(t.is_flagged(), flagged, "angle {angle:#04X}");
        }
    }

    #[test]
    fn lints_with_exact_messages() {
        let mut t = SolidTile::from_heights(seq(1, 1));
        t.angle = 0x00;
        assert_eq!(t.lint(), vec![TileLint::AngleDisagrees { angle: 0, derived: 0xE0 }]);
        assert_eq!(t.lint()[0].to_string(), "angle: 0x00 but the shape suggests about 0xE0");
        t.angle = 0xE0 + ANGLE_TOLERANCE;
        assert_eq!(t.lint(), vec![]);
        t.angle = 0xE0 - ANGLE_TOLERANCE - 2;
        assert_eq!(t.lint(), vec![TileLint::AngleDisagrees { angle: 0xCE, derived: 0xE0 }]);
        t.angle = 0xFF;
        assert_eq!(t.lint(), vec![]);
        t.angle = 0x21;
        assert_eq!(t.lint(), vec![TileLint::OddAngle { angle: 0x21 }]);
        assert_eq!(t.lint()[0].to_string(), "angle: 0x21 is odd, so the games treat the tile as flagged");

        // Out of range but harmless: a height of 17 and a width of -20 are both read as full.
        let mut t = SolidTile::FULL.clone();
        t.heights[3] = 17;
        t.widths[0] = -20;
        assert_eq!(
            t.lint(),
            vec![TileLint::HeightOutOfRange { column: 3, value: 17 }, TileLint::WidthOutOfRange { row: 0, value: -20 }]
        );
        let texts: Vec<String> = t.lint().iter().map(|l| l.to_string()).collect();
        assert_eq!(texts, ["heights[3]: 17 outside -16..=16", "widths[0]: -20 outside -16..=16"]);

        // A hand-edited width that no longer matches: row 5 is 9 wide instead of 6, which also leaves a gap
        // in columns 7 and 8 (solid in row 5, empty in row 6).
        let mut t = SolidTile::from_heights(seq(1, 1));
        t.widths[5] = 9;
        assert_eq!(
            t.lint(),
            vec![
                TileLint::ColumnsNotRepresentable { columns: vec![7, 8] },
                TileLint::WidthsDisagree { row: 5, width: 9, derived: 6, rows: 1 },
            ]
        );
        let texts: Vec<String> = t.lint().iter().map(|l| l.to_string()).collect();
        assert_eq!(
            texts,
            [
                "columns 7, 8: solid pixels that do not reach the top or bottom edge in one piece; no height describes them",
                "widths[5]: 9 but the heights give 6 (1 row disagrees)",
            ]
        );
    }

    #[test]
    fn a_peak_cannot_be_described_by_widths() {
        // Sonic 2 shape 24 (flagged): rows 0..=13 are solid in the middle only.
        let t = SolidTile {
            heights: [2, 4, 6, 8, 10, 12, 14, 16, 16, 14, 12, 10, 8, 6, 4, 2],
            widths: [2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 14, 14, 16, 16],
            angle: 0xFF,
        };
        assert_eq!(t.lint(), vec![TileLint::RowsNotRepresentable { rows: (0..14).collect() }]);
        assert_eq!(
            t.lint()[0].to_string(),
            "rows 0-13: solid pixels that do not reach the left or right edge in one piece; no width describes them"
        );
        // A width shape with a hole in columns 8 and 9 (rows 0 and 2 solid there, row 1 not).
        let mut w = SolidTile::FULL.clone();
        w.widths[1] = 8;
        assert_eq!(
            w.lint(),
            vec![
                TileLint::ColumnsNotRepresentable { columns: (0..8).collect() },
                TileLint::WidthsDisagree { row: 1, width: 8, derived: 16, rows: 1 },
            ]
        );
        assert_eq!(
            w.lint()[0].to_string(),
            "columns 0-7: solid pixels that do not reach the top or bottom edge in one piece; no height describes them"
        );
        assert_eq!(w.lint()[1].to_string(), "widths[1]: 8 but the heights give 16 (1 row disagrees)");
        assert_eq!(list(&[2, 5, 7, 8, 9, 11, 12]), "2, 5, 7-9, 11, 12");
    }

    fn floor_heights() -> impl Strategy<Value = [i8; 16]> {
        proptest::array::uniform16(0i8..=16)
    }

    proptest! {
        /// X-flip negates the angle, Y-flip (heights negated) makes it 0x80 − angle
        /// (`../shared/SPEC-NOTES.md` "Sensors against solid tiles", Flips).
        #[test]
        fn derived_angle_follows_the_flip_rules(h in floor_heights()) {
            prop_assume!(h.iter().any(|v| (1..16).contains(v)));
            let a = SolidTile::from_heights(h).angle;
            let mut mirrored = h;
            mirrored.reverse();
            prop_assert_eq!(SolidTile::from_heights(mirrored).angle, a.wrapping_neg());
            prop_assert_eq!(SolidTile::from_heights(h.map(|v| -v)).angle, 0x80u8.wrapping_sub(a));
            prop_assert_eq!(a % 2, 0);
        }

        /// Widths derived from heights describe the same pixels, and derive the heights back, whenever every
        /// row can be described at all.
        #[test]
        fn derived_widths_round_trip(h in proptest::array::uniform16(-16i8..=16)) {
            let t = SolidTile::from_heights(h);
            let lints = t.lint();
            if lints.iter().any(|l| matches!(l, TileLint::RowsNotRepresentable { .. })) {
                // The counts then describe another shape; the angle is still the derived one.
                let shape_only = |l: &TileLint| {
                    matches!(l, TileLint::RowsNotRepresentable { .. } | TileLint::ColumnsNotRepresentable { .. }
                        | TileLint::WidthsDisagree { .. })
                };
                prop_assert!(lints.iter().all(shape_only), "{:?}", lints);
            } else {
                prop_assert!(lints.is_empty(), "{:?}", lints);
                prop_assert_eq!(t.derived_heights(), h.map(|v| if v == -16 { 16 } else { v }));
            }
        }
    }
}
