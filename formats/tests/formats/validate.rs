//! `validate`: every problem, its exact path and message, in file order.

use crate::support::strategies;

use formats::chunk::{Block, Chunk, LayerCell, Solidity};
use formats::level::{Bounds, Layout, Point};
use formats::loops::{LoopChunk, LoopTrigger, Loops};
use formats::object::{ObjectKind, PlatformMotion};
use formats::validate::{Problem, limits, validate};
use formats::{ChunkSize, Level};

fn lines(problems: &[Problem]) -> Vec<String> {
    problems.iter().map(|p| p.to_string()).collect()
}

#[test]
fn full_level_is_valid() {
    assert_eq!(validate(&strategies::full_level()), vec![]);
}

#[test]
fn every_problem_in_file_order() {
    let mut level = strategies::full_level();
    level.version = 3;
    level.name = "x".repeat(300) + "\n";
    level.player_start = Point { x: 2_000_000, y: 0 };
    level.bounds = Bounds { left: 10, top: 5, right: 10, bottom: -(1 << 21) };
    level.water_height = Some(-(1 << 21));
    level.tiles[1].heights[4] = 17;
    level.tiles[2].widths[15] = -20;
    level.chunks[0].blocks.pop();
    level.chunks[1].blocks[5] = Block {
        a: LayerCell { tile: 900, solidity: Solidity::Top },
        // Not solid: the tile is never read, so any index is fine.
        b: LayerCell { tile: 901, solidity: Solidity::NotSolid },
        ..Block::EMPTY
    };
    level.layout.set(2, 1, Some(300));
    level.switchers[0].x = 1 << 21;
    level.objects[3].kind = ObjectKind::spikes(Default::default(), 17, false);
    level.objects[4].kind = ObjectKind::Platform { motion: PlatformMotion::Horizontal, width: 0, range: 2000 };
    level.objects[6].kind = ObjectKind::Bridge { logs: 0 };
    level.objects[10].y = -(1 << 21);
    assert_eq!(
        lines(&validate(&level)),
        [
            "version: 3 is not the current version 1",
            "name: 301 bytes long, at most 256 allowed",
            "name: contains control characters (line breaks, tabs, …)",
            "player_start.x: 2000000 outside ±1048576",
            "bounds.bottom: -2097152 outside ±1048576",
            "bounds: left 10 is not left of right 10",
            "bounds: top 5 is not above bottom -2097152",
            "water_height: -2097152 outside ±1048576",
            "tiles[1].heights[4]: 17 outside -16..=16",
            "tiles[2].widths[15]: -20 outside -16..=16",
            "chunks[0].blocks: 255 blocks, a 256 px chunk has 256",
            "chunks[1].blocks[5].a.tile: 900 out of range (tile set has 4 tiles)",
            "layout.rows[1][2]: chunk 300 does not exist (level has 2 chunks)",
            "switchers[0].x: 2097152 outside ±1048576",
            "objects[3].kind.count: 17 spikes, 1..=16 allowed",
            "objects[4].kind.width: 0 px wide, 1..=1024 allowed",
            "objects[4].kind.range: 2000 px, at most 1024 allowed",
            "objects[6].kind.logs: 0 logs, 1..=64 allowed",
            "objects[10].y: -2097152 outside ±1048576",
        ]
    );
    assert_eq!(validate(&level)[11].path, "chunks[1].blocks[5].a.tile");
}

#[test]
fn player_start_must_be_inside_the_bounds() {
    let mut level = strategies::full_level();
    // Bounds are x 16..768, y -64..512 (half-open: at `bottom` the player dies).
    for (x, y, ok) in [(16, -64, true), (767, 511, true), (15, 0, false), (768, 0, false), (100, 512, false)] {
        level.player_start = Point { x, y };
        let expected: Vec<String> = if ok {
            vec![]
        } else {
            vec![format!("player_start: ({x}, {y}) is outside the bounds (x 16..768, y -64..512)")]
        };
        assert_eq!(lines(&validate(&level)), expected);
    }
}

#[test]
fn counts_and_layout_size_are_limited() {
    let mut level = strategies::full_level();
    level.tiles.resize(limits::MAX_TILES + 1, Default::default());
    level.chunks.resize(limits::MAX_CHUNKS + 1, Chunk::empty(level.chunk_size));
    level.switchers.resize(limits::MAX_SWITCHERS + 1, Default::default());
    level.objects.resize(limits::MAX_OBJECTS + 1, Default::default());
    assert_eq!(
        lines(&validate(&level)),
        [
            "tiles: 4097 tiles, at most 4096 allowed",
            "chunks: 4097 chunks, at most 4096 allowed",
            "switchers: 4097 switchers, at most 4096 allowed",
            "objects: 65537 objects, at most 65536 allowed",
        ]
    );
    let mut level = strategies::full_level();
    level.layout = Layout::new(0, 3);
    assert_eq!(lines(&validate(&level)), ["layout: 0 x 3 chunks; a level needs at least one cell"]);
    level.layout = Layout::new(300, 300);
    assert_eq!(
        lines(&validate(&level)),
        ["layout: 300 x 300 chunks is too large (at most 1024 per side and 65536 cells)"]
    );
}

/// Loop entries name chunks of the level, once each (`formats::loops`).
#[test]
fn loops_name_chunks_in_range_once_each() {
    let mut level = Level::new("l", ChunkSize::Px256, 1, 1);
    level.chunks = vec![Chunk { blocks: vec![Block::EMPTY; 256] }; 2];
    level.loops = Loops {
        chunks: vec![
            LoopChunk { chunk: 0, alternate: 1, trigger: LoopTrigger::Loop },
            LoopChunk { chunk: 0, alternate: 5, trigger: LoopTrigger::None },
        ],
        tunnels: vec![1, 2],
    };
    let problems: Vec<String> = validate(&level).iter().map(|p| p.to_string()).collect();
    assert_eq!(
        problems,
        vec![
            "loops.chunks[1].alternate: 5 out of range (2 chunks)",
            "loops.chunks[1].chunk: chunk 0 has a loop entry already",
            "loops.tunnels[1]: 2 out of range (2 chunks)",
        ]
    );
}
