//! Where an object comes to rest on the floor below it (the editor's "Align to ground"), asked of the same
//! floor sensor the player uses.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::sensor::{Direction, SolidBit, scan, sense};
use crate::terrain::Terrain;
use formats::Layer;

/// Where an object with the given centre and height radius comes to rest on the floor below it: the engine's
/// floor sensor (SPG "Solid Tiles": Sensors; objects cast one downward sensor at their bottom centre, "Solid
/// Objects": objects landing on ground) on layer A from `(x, y + height_radius)`, repeated down the level until a
/// surface is found. Returns the new y (bottom pixel one above the surface: distance 0), `None` if there is no
/// floor below.
pub fn ground_below(terrain: &Terrain, x: i32, y: i32, height_radius: i32) -> Option<i32> {
    let (_, height) = terrain.pixel_size();
    let mut anchor = y.saturating_add(height_radius);
    // Each pass moves the anchor down by at least one tile or onto a surface; a level is at most
    // MAX_LAYOUT_SIDE * 256 px tall, so this bound is never the limiting one in practice.
    for _ in 0..100_000 {
        if i64::from(anchor) > height + 32 {
            return None;
        }
        let r = sense(terrain, Layer::A, SolidBit::Top, Direction::Down, x, anchor);
        match r.hit {
            Some(_) if r.distance == 0 => return Some(anchor.saturating_sub(height_radius)),
            Some(_) => anchor = anchor.saturating_add(r.distance),
            None => anchor = anchor.div_euclid(16).saturating_add(2).saturating_mul(16),
        }
    }
    None
}

/// `ObjCheckFloorDist`: the distance from an object's bottom (y + `y_radius`, sign-extended as `ext.w` does)
/// to the floor below it, on path A.
pub fn floor_distance(c: &Common, cx: &ObjCtx) -> i32 {
    let y = c.pixel_y().wrapping_add(i32::from(c.y_radius as i8));
    // `scan`: the distance without the rest of a `SensorResult`.
    scan(cx.world.env.terrain, Layer::A, SolidBit::Top, Direction::Down, c.pixel_x(), y).distance
}

/// `ObjCheckCeilingDist` (Sonic 1's `ObjHitCeiling`): the distance from an object's top (y − `y_radius`, sign-extended) up to the ceiling
/// above it, on path A's left/right/bottom solidity (`d5` $D).
pub fn ceiling_distance(c: &Common, cx: &ObjCtx) -> i32 {
    let y = c.pixel_y().wrapping_sub(i32::from(c.y_radius as i8));
    scan(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Up, c.pixel_x(), y).distance
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};

    /// One 128 px chunk whose bottom half is solid, in layout cell (0, 1): the floor's top row is y 192.
    fn half_solid_level() -> Level {
        let size = ChunkSize::Px128;
        let mut level = Level::new("Floor", size, 2, 2);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(size);
        for row in 4..8 {
            for col in 0..8 {
                if let Some(b) = chunk.block_mut(size, col, row) {
                    b.a = LayerCell { tile: 1, solidity: Solidity::All };
                }
            }
        }
        level.chunks.push(chunk);
        level.layout.set(0, 1, Some(0));
        level
    }

    #[test]
    fn ground_below_rests_the_bottom_pixel_on_the_floor_from_above_or_inside() {
        let terrain = Terrain::from_level(&half_solid_level());
        // Floor top row at y 128 + 64 = 192: a height radius 15 object rests at y 192 - 1 - 15 = 176.
        for start in [0, 100, 170, 176, 185, 200, 230] {
            assert_eq!(ground_below(&terrain, 40, start, 15), Some(176), "from y {start}");
        }
        // A monitor (height radius 15) and a ring (8) from far above the level.
        assert_eq!(ground_below(&terrain, 127, -500, 8), Some(183));
        // Column 1 of the layout (x 128..256) has no chunk: nothing below.
        assert_eq!(ground_below(&terrain, 200, 0, 15), None);
        // Below the level: nothing.
        assert_eq!(ground_below(&terrain, 40, 300, 15), None);
    }

    #[test]
    fn ground_below_follows_a_slope_and_ignores_layer_b() {
        // One chunk: a 45° slope tile rising to the right at block (1, 2) on layer A, a full block at (3, 2)
        // on layer B only.
        let size = ChunkSize::Px128;
        let mut level = Level::new("Slope", size, 1, 1);
        level.tiles.push(SolidTile::from_heights(std::array::from_fn(|i| i as i8 + 1)));
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(size);
        if let Some(b) = chunk.block_mut(size, 1, 2) {
            b.a = LayerCell { tile: 1, solidity: Solidity::All };
        }
        if let Some(b) = chunk.block_mut(size, 3, 2) {
            b.b = LayerCell { tile: 2, solidity: Solidity::All };
        }
        level.chunks.push(chunk);
        level.layout.set(0, 0, Some(0));
        let terrain = Terrain::from_level(&level);
        // Column x = 16 + c has height c + 1: its top pixel is y 32 + 15 - c; rest one above it.
        assert_eq!(ground_below(&terrain, 16, 0, 8), Some(32 + 15 - 1 - 8));
        assert_eq!(ground_below(&terrain, 31, 0, 8), Some(32 - 1 - 8));
        assert_eq!(ground_below(&terrain, 56, 0, 8), None, "layer B is not read");
    }

    #[test]
    fn extreme_positions_do_not_overflow() {
        let terrain = Terrain::from_level(&half_solid_level());
        assert_eq!(ground_below(&terrain, 40, i32::MAX, i32::MAX), None);
        assert_eq!(ground_below(&terrain, 40, i32::MIN, 15), None);
        assert_eq!(ground_below(&terrain, i32::MIN, 0, i32::MIN), None);
    }
}
