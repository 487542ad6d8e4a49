//! File → New level: a level ready to play at once. One solid full tile, one chunk whose bottom two block
//! rows use it on both layers, that chunk across the layout's bottom row, and the start standing on it near
//! the left edge — so Play runs on ground from the first frame, and painting starts from a floor.

use crate::start::{RADII, standing_y};
use engine::Terrain;
use formats::level::Point;
use formats::{Block, Chunk, ChunkSize, LayerCell, Level, ProfileId, SolidTile, Solidity};

/// The floor's thickness in block rows (32 px: deeper than the 14 px a standing player may sink).
pub const FLOOR_ROWS: usize = 2;
/// The start's x: Emerald Hill 1's (s2disasm `startpos/EHZ_1.bin`: $60, $28F), clear of the left bound.
pub const START_X: i32 = 96;

/// The tile, chunk and layout of a new level, with the start standing on the floor (see the module doc).
pub fn new_level(name: &str, chunk_size: ChunkSize, width: usize, height: usize, profile: ProfileId) -> Level {
    let mut level = Level::new(name, chunk_size, width, height);
    level.profile = profile;
    level.tiles.push(SolidTile::FULL);
    let solid = LayerCell { tile: 1, solidity: Solidity::All };
    let mut chunk = Chunk::empty(chunk_size);
    let side = chunk_size.blocks_per_side();
    for row in side - FLOOR_ROWS..side {
        for col in 0..side {
            if let Some(b) = chunk.block_mut(chunk_size, col, row) {
                *b = Block { a: solid, b: solid, ..Block::EMPTY };
            }
        }
    }
    level.chunks.push(chunk);
    let bottom = height.saturating_sub(1);
    for col in 0..width {
        level.layout.set(col, bottom, Some(0));
    }
    let x = START_X.min(level.pixel_size().0 / 2);
    let floor_top = level.pixel_size().1 - FLOOR_ROWS as i32 * 16;
    let y = standing_y(&Terrain::from_level(&level), x, 0).unwrap_or(floor_top - 1 - RADII.1);
    level.player_start = Point { x, y };
    level
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Character, World};
    use formats::inputs::Buttons;

    #[test]
    fn a_new_level_has_a_floor_and_the_start_stands_on_it() {
        for size in [ChunkSize::Px128, ChunkSize::Px256] {
            let level = new_level("New", size, 4, 3, ProfileId::S2);
            assert!(formats::validate::validate(&level).is_empty());
            let floor_top = 3 * size.pixels() - 32;
            assert_eq!(level.player_start, Point { x: START_X, y: floor_top - 20 }, "{size:?}");
            assert!(crate::lint::lint(&level).is_empty(), "{:?}", crate::lint::lint(&level));
        }
    }

    /// The engine's own verdict: grounded on the first frame, not moved by settling, running right with Right
    /// (a second from rest at acceleration 0.046875: about 84 px).
    #[test]
    fn a_new_level_plays_grounded_and_runs_right() {
        for profile in [ProfileId::S1, ProfileId::S2, ProfileId::S3K] {
            let level = new_level("Play", ChunkSize::Px128, 8, 4, profile);
            let mut world = World::start(&level, Character::Sonic, false);
            assert_eq!((world.player.pixel_x(), world.player.pixel_y()), (START_X, level.player_start.y));
            world.step(Buttons::RIGHT);
            assert!(!world.player.air, "{profile:?}: grounded on frame 1");
            assert_eq!(world.player.pixel_y(), level.player_start.y);
            for _ in 0..59 {
                world.step(Buttons::RIGHT);
            }
            assert!(!world.player.air);
            assert!(world.player.pixel_x() > START_X + 60, "{profile:?}: ran to x {}", world.player.pixel_x());
            assert_eq!(world.player.pixel_y(), level.player_start.y, "{profile:?}: on the floor all the way");
        }
    }
}
