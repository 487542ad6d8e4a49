//! Sensors against solid tiles (SPG "Solid Tiles": Sensors, Height Masks, Sensor Regression & Extension;
//! `../shared/SPEC-NOTES.md` "Sensors against solid tiles" and "Details that decide frame-exactness").
//!
//! One sensor reads the tile under its anchor pixel and at most one neighbour along its direction, exactly
//! as S2's `FindFloor`/`FindFloor2` (vertical) and `FindWall`/`FindWall2` (horizontal) do; Sonic 1's
//! routines of the same names have the same logic. The four directions are one routine seen in four
//! frames: the games point a sensor up or left by flipping the in-tile offset (`eori.w #$F`), stepping the
//! other way (`a3 = −16`) and inverting the flip test of the height/width (`d6`), and so does [`sense`].
//!
//! ## The distance
//! The number of free pixels between the anchor and the surface along the sensor's direction: 0 = the
//! anchor touches the surface (the next pixel is solid), negative = the anchor is that many pixels inside
//! it (move back by −distance to stand on it). With `o` the anchor's offset into its tile counted along the
//! direction (y & 15 for Down, 15 − (y & 15) for Up, likewise x for Right/Left) and `h` the column's
//! height (row's width for Left/Right) after flips:
//! - 0 < h < 16: `15 − (h + o)`;
//! - h = 16, or a hanging (negative) h with the anchor inside it: regression, the neighbour one tile back
//!   is read and 16 subtracted; if that one has no surface, the result is `−1 − o` (the first tile's edge);
//! - h = 0, no tile, or a hanging h with the anchor beyond it: extension, the neighbour one tile further is
//!   read and 16 added; if that one has no surface either, the result is `31 − o`.
//!
//! A neighbour is read with the anchor's own offset `o` (S2 `FindFloor2`): positive h gives
//! `15 − (h + o)`, a hanging h counts as full (`−1 − o`) when `o` lies inside it and as empty otherwise.
//!
//! With heights and widths in −16..=16 (what the games and the validator allow) the distance lies in
//! **−32..=31**; `31 − o` (16..=31) is the only "nothing found" value, but a surface found in the extension
//! tile can also give 16..=30, so use [`SensorResult::hit`] to tell them apart.

use crate::terrain::{Terrain, packed, same_square};
use formats::Layer;

/// Which way a sensor points. Down: floor sensors A/B on the floor; Up: ceiling sensors C/D; Left/Right:
/// push sensors E/F (and A/B in the wall modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, strum::EnumIter)]
pub enum Direction {
    Down,
    Up,
    Left,
    Right,
}

impl Direction {
    /// Every direction in declaration order (a test checks it against `Direction::iter()`); an array because
    /// the benchmarks index it.
    pub const ALL: [Direction; 4] = [Direction::Down, Direction::Up, Direction::Left, Direction::Right];

    /// The unit step along the direction, in pixels (x, y), y down.
    pub const fn step(self) -> (i32, i32) {
        match self {
            Direction::Down => (0, 1),
            Direction::Up => (0, -1),
            Direction::Left => (-1, 0),
            Direction::Right => (1, 0),
        }
    }

    /// Whether the sensor reads height arrays (Down/Up) rather than width arrays (Left/Right).
    pub const fn is_vertical(self) -> bool {
        matches!(self, Direction::Down | Direction::Up)
    }

    /// The solidity bit S2 tests for a sensor of this direction in the usual case: floor checks test the
    /// top-solid bit, everything else the left/right/bottom bit. Note that S2's `AnglePos` tests the
    /// top-solid bit in all four ground modes (walking on walls and ceilings follows the floor), so the
    /// ground-following code passes [`SolidBit::Top`] whatever the direction.
    pub const fn default_solid_bit(self) -> SolidBit {
        match self {
            Direction::Down => SolidBit::Top,
            _ => SolidBit::LeftRightBottom,
        }
    }
}

/// Which of a block's two solidity bits a sensor tests (S2 `top_solid_bit` / `lrb_solid_bit`, `d5`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SolidBit {
    /// Top-solid: floors and jump-through ledges.
    Top,
    /// Left/right/bottom-solid: walls and ceilings.
    LeftRightBottom,
}

/// Where the sensor's surface is (present when the sensor found a surface within its two-tile window).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SensorHit {
    /// The tile whose column (row) gave the surface.
    pub tile: u16,
    /// Level pixel coordinates of the top-left corner of that tile's block.
    pub block_x: i32,
    pub block_y: i32,
}

/// What one sensor reports: everything the player code needs and the editor overlay draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SensorResult {
    /// The anchor pixel (level pixels) the sensor was cast from.
    pub x: i32,
    pub y: i32,
    pub direction: Direction,
    /// Free pixels to the surface along `direction` (see the module docs): 0 touching, negative inside.
    pub distance: i32,
    /// The angle byte written by the last solid tile the sensor visited, with that block's flips applied
    /// (S2 writes it to the angle buffer `(a4)`). `None` when no tile was visited: the buffer keeps what it
    /// held (0x03 at the start of the ground check, see [`ANGLE_BUFFER_START`]). A tile is visited when its
    /// block has the tested solidity bit and a tile other than [`NO_TILE`](crate::terrain::NO_TILE); it
    /// writes its angle even when its column is empty and the scan moves on, so the angle need not belong to
    /// the tile in `hit`.
    pub angle: Option<u8>,
    /// The surface found, if any.
    pub hit: Option<SensorHit>,
}

/// The value S2's `AnglePos` writes to both ground-sensor angle buffers before the sensors run: odd, so
/// "flagged" when no tile overwrites it (`../shared/SPEC-NOTES.md` "Details that decide frame-exactness").
pub const ANGLE_BUFFER_START: u8 = 0x03;

impl SensorResult {
    /// Whether a surface was found within the two-tile window.
    pub const fn found(&self) -> bool {
        self.hit.is_some()
    }

    /// The tile whose surface was found.
    pub fn tile(&self) -> Option<u16> {
        self.hit.map(|h| h.tile)
    }

    /// The angle buffer after this sensor ran, given what it held before (S2: `move.b …,(a4)` per visited
    /// tile): `self.angle`, or `before` when no tile was visited.
    pub fn angle_or(&self, before: u8) -> u8 {
        match self.angle {
            Some(a) => a,
            None => before,
        }
    }

    /// The pixel the distance points at: the first solid pixel when `distance` ≥ 0 (the anchor moved by
    /// distance + 1), the last solid pixel of the surface when inside. For drawing the sensor line.
    pub const fn surface_pixel(&self) -> (i32, i32) {
        let (dx, dy) = self.direction.step();
        let n = self.distance.wrapping_add(1);
        (self.x.wrapping_add(dx.wrapping_mul(n)), self.y.wrapping_add(dy.wrapping_mul(n)))
    }
}

/// One tile read: what `FindFloor2`/`FindWall2` and the first step of `FindFloor`/`FindWall` compute.
#[derive(Clone, Copy)]
struct Read {
    /// Height (width) of the anchor's column (row) after the block's flips and the direction's inversion.
    h: i32,
    tile: u16,
}

/// A direction as the games parametrise it, with plain flags rather than a `match` so that mixing
/// directions from query to query costs no mispredicted jumps.
#[derive(Clone, Copy)]
struct Frame {
    /// Height arrays (Down/Up) rather than width arrays (Left/Right).
    vertical: bool,
    /// Up/Left: the in-tile offset is mirrored (`eori.w #$F`) and the height/width's flip test inverted
    /// (`d6 = $800` / `$400`).
    reverse: bool,
}

impl Frame {
    #[inline(always)]
    const fn of(direction: Direction) -> Self {
        Frame {
            vertical: matches!(direction, Direction::Down | Direction::Up),
            reverse: matches!(direction, Direction::Up | Direction::Left),
        }
    }
}

/// Reads the block at (x, y) of the square starting at `base` ([`Terrain::square_base`]): `None` when the
/// sensor skips it without visiting (no tested solidity bit, no tile, outside the level). Writes the
/// visited tile's angle to `angle`.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn read(
    terrain: &Terrain,
    base: u32,
    layer: Layer,
    bit: SolidBit,
    f: Frame,
    x: i32,
    y: i32,
    angle: &mut Option<u8>,
) -> Option<Read> {
    let w = terrain.packed_in(base, layer, x, y);
    // The tested solidity bit, set only for a tile other than `NO_TILE`.
    let visible = match bit {
        SolidBit::Top => packed::VISIBLE_TOP,
        SolidBit::LeftRightBottom => packed::VISIBLE_LRB,
    };
    if w & visible == 0 {
        return None;
    }
    let tile = packed::tile(w);
    let t = terrain.sensor_tile(tile)?;
    let (x_flip, y_flip) = (packed::x_flip(w), packed::y_flip(w));
    // The angle's flips, applied where the tile is read (`Angle::flipped`: X-flip negates it, Y-flip makes it
    // 0x80 − angle), looked up from the tile's four flipped angles.
    *angle = Some(t.angles[packed::flips(w)]);
    let shape = &t.shape;
    // Vertical: X-flip reads column `!x & 15`, Y-flip negates the height (inverted for Up).
    // Horizontal: Y-flip reads row `!y & 15`, X-flip negates the width (inverted for Left).
    let (across, flip_across, flip_along, array) =
        if f.vertical { (x, x_flip, y_flip, &shape.heights) } else { (y, y_flip, x_flip, &shape.widths) };
    let index = ((if flip_across { !across } else { across }) & 15) as usize;
    let h = i32::from(array[index]);
    Some(Read { h: if flip_along != f.reverse { -h } else { h }, tile })
}

/// The neighbour read (S2 `FindFloor2` / `FindWall2`): distance within that tile for the anchor's offset
/// `o`, and the surface if it has one.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn find2(
    terrain: &Terrain,
    base: u32,
    layer: Layer,
    bit: SolidBit,
    f: Frame,
    x: i32,
    y: i32,
    o: i32,
    angle: &mut Option<u8>,
) -> (i32, Option<(u16, i32, i32)>) {
    match read(terrain, base, layer, bit, f, x, y, angle) {
        Some(r) if r.h > 0 => (15 - (r.h + o), Some((r.tile, x, y))),
        // A hanging shape counts as full when the offset lies inside it (`not.w d1` = −1 − o).
        Some(r) if r.h < 0 && o + r.h < 0 => (-1 - o, Some((r.tile, x, y))),
        _ => (15 - o, None),
    }
}

/// Casts one sensor from the anchor pixel (x, y) on a collision layer (S2 `FindFloor` for Down/Up,
/// `FindWall` for Right/Left, with the callers' conventions for Up and Left: `eori.w #$F`, `a3 = −$10`,
/// `d6 = $800`/`$400`). Constant time: at most two block lookups, no allocation.
///
/// Coordinates outside the level read as empty blocks (the games wrap instead; levels here do not).
/// Any `i32` anchor is accepted; the neighbour tile's coordinate wraps rather than overflowing.
#[inline]
pub fn sense(terrain: &Terrain, layer: Layer, bit: SolidBit, direction: Direction, x: i32, y: i32) -> SensorResult {
    // One copy per direction, so that each copy's flips and steps are constants.
    match direction {
        Direction::Down => sense_towards::<0>(terrain, layer, bit, x, y),
        Direction::Up => sense_towards::<1>(terrain, layer, bit, x, y),
        Direction::Left => sense_towards::<2>(terrain, layer, bit, x, y),
        Direction::Right => sense_towards::<3>(terrain, layer, bit, x, y),
    }
}

/// [`sense`] for `Direction::ALL[D]`.
fn sense_towards<const D: usize>(terrain: &Terrain, layer: Layer, bit: SolidBit, x: i32, y: i32) -> SensorResult {
    let c = cast::<D>(terrain, layer, bit, x, y);
    let hit = c.hit.map(|(tile, hx, hy)| SensorHit { tile, block_x: hx & !15, block_y: hy & !15 });
    SensorResult { x, y, direction: Direction::ALL[D], distance: c.distance, angle: c.angle, hit }
}

/// What the player's checks keep of a sensor: [`SensorResult`] without the anchor, the direction and the
/// hit block's position. Small enough to come back in registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scan {
    pub distance: i32,
    pub angle: Option<u8>,
    /// The tile whose surface was found ([`SensorResult::tile`]).
    pub tile: Option<u16>,
}

/// [`sense`] reduced to a [`Scan`], for the per-frame checks: when the caller's direction is a constant
/// the `match` folds away.
#[inline(always)]
pub(crate) fn scan(terrain: &Terrain, layer: Layer, bit: SolidBit, direction: Direction, x: i32, y: i32) -> Scan {
    match direction {
        Direction::Down => scan_towards::<0>(terrain, layer, bit, x, y),
        Direction::Up => scan_towards::<1>(terrain, layer, bit, x, y),
        Direction::Left => scan_towards::<2>(terrain, layer, bit, x, y),
        Direction::Right => scan_towards::<3>(terrain, layer, bit, x, y),
    }
}

/// [`scan`] for `Direction::ALL[D]`.
fn scan_towards<const D: usize>(terrain: &Terrain, layer: Layer, bit: SolidBit, x: i32, y: i32) -> Scan {
    let c = cast::<D>(terrain, layer, bit, x, y);
    Scan { distance: c.distance, angle: c.angle, tile: c.hit.map(|h| h.0) }
}

/// One cast's outcome; `hit` holds the tile and a pixel of its block (the read's coordinates).
struct Cast {
    distance: i32,
    angle: Option<u8>,
    hit: Option<(u16, i32, i32)>,
}

/// The sensor itself, shared by [`sense`] and [`scan`] (each drops what it does not return).
#[inline(always)]
fn cast<const D: usize>(terrain: &Terrain, layer: Layer, bit: SolidBit, x: i32, y: i32) -> Cast {
    let direction = Direction::ALL[D];
    let f = Frame::of(direction);
    // Offset into the tile counted along the direction: the games' `eori.w #$F` for Up and Left.
    let along = if f.vertical { y } else { x };
    let o = (along & 15) ^ if f.reverse { 15 } else { 0 };
    let (sx, sy) = direction.step();
    let (sx, sy) = (sx * 16, sy * 16);

    let mut angle = None;
    let base = terrain.square_base(x, y);
    let first = read(terrain, base, layer, bit, f, x, y, &mut angle);
    // The neighbour's square: usually this one (7 rows or columns of blocks in 8), and then its start is
    // known without the layout lookup.
    let neighbour = |nx: i32, ny: i32| if same_square(x, y, nx, ny) { base } else { terrain.square_base(nx, ny) };
    let h = first.map_or(0, |r| r.h);
    let (distance, hit) = if h > 0 && h != 16 {
        (15 - (h + o), first.map(|r| (r.tile, x, y)))
    } else if h == 16 || (h < 0 && o + h < 0) {
        // Regression: one tile back; with nothing there the surface is this tile's edge.
        let (nx, ny) = (x.wrapping_sub(sx), y.wrapping_sub(sy));
        let (d, hit) = find2(terrain, neighbour(nx, ny), layer, bit, f, nx, ny, o, &mut angle);
        (d - 16, hit.or_else(|| first.map(|r| (r.tile, x, y))))
    } else {
        // Extension: one tile further.
        let (nx, ny) = (x.wrapping_add(sx), y.wrapping_add(sy));
        let (d, hit) = find2(terrain, neighbour(nx, ny), layer, bit, f, nx, ny, o, &mut angle);
        (d + 16, hit)
    };
    Cast { distance, angle, hit }
}

#[cfg(test)]
mod tests {
    use super::*;
    use strum::IntoEnumIterator;

    #[test]
    fn all_lists_every_direction_in_order() {
        assert_eq!(Direction::ALL.to_vec(), Direction::iter().collect::<Vec<_>>());
    }
}
