//! The bundled sample level: valid, up to date with its generator, and shaped where the SPG's examples say.

#[allow(dead_code)]
#[path = "../../examples/make_sample_level.rs"]
mod generator;

use formats::{Layer, Level, Solidity};

const SAMPLE: &str = include_str!("../../../sample_levels/proving_grounds.ron");

fn sample() -> Level {
    match formats::ron_file::from_ron_str(SAMPLE) {
        Ok(level) => level,
        Err(e) => panic!("sample level does not load: {e}"),
    }
}

/// Solid according to the height arrays (flips are not used in the sample), on a layer.
fn solid_at(level: &Level, layer: Layer, x: i32, y: i32) -> Option<Solidity> {
    let px = level.chunk_size.pixels();
    let chunk = level.layout.get((x / px) as usize, (y / px) as usize)?;
    let n = level.chunk_size.blocks_per_side();
    let block = level.chunks[chunk as usize].blocks[((y % px) / 16) as usize * n + ((x % px) / 16) as usize];
    let cell = block.layer(layer);
    let tile = &level.tiles[cell.tile as usize];
    (cell.solidity != Solidity::NotSolid && tile.is_solid_by_heights((x & 15) as usize, (y & 15) as usize))
        .then_some(cell.solidity)
}

#[test]
fn committed_file_matches_generator() {
    let generated = formats::ron_file::to_ron_string(&generator::build());
    assert!(
        generated == SAMPLE,
        "sample_levels/proving_grounds.ron is stale: run \
         `cargo run -p formats --example make_sample_level > sample_levels/proving_grounds.ron`"
    );
}

#[test]
fn sample_is_valid_and_shaped_as_documented() {
    let level = sample();
    assert!(formats::validate::validate(&level).is_empty());
    assert_eq!((level.layout.width(), level.layout.height()), (32, 8));
    assert_eq!((level.player_start.x, level.player_start.y), (96, 620));
    for layer in Layer::BOTH {
        // Flat ground: first solid row 640 under the start.
        assert_eq!(solid_at(&level, layer, 96, 639), None);
        assert_eq!(solid_at(&level, layer, 96, 640), Some(Solidity::All));
        // The SPG's wall example: left side 704, right side 831.
        assert_eq!(solid_at(&level, layer, 703, 620), None);
        assert_eq!(solid_at(&level, layer, 704, 620), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 831, 620), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 832, 620), None);
        // The SPG's ledge example: right edge 2655.
        assert_eq!(solid_at(&level, layer, 2655, 640), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 2656, 640), None);
        // Half slope, then 45° up: surface 608 at x 1344, one pixel higher per column after it.
        assert_eq!(solid_at(&level, layer, 1300, 630), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 1300, 629), None);
        assert_eq!(solid_at(&level, layer, 1400, 552), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 1400, 551), None);
        // Ceiling over the lower floor, underside at 816.
        assert_eq!(solid_at(&level, layer, 3300, 815), Some(Solidity::All));
        assert_eq!(solid_at(&level, layer, 3300, 816), None);
        // Jump-through platform.
        assert_eq!(solid_at(&level, layer, 2880, 800), Some(Solidity::Top));
    }
    // The platform that only exists on layer B.
    assert_eq!(solid_at(&level, Layer::A, 3800, 800), None);
    assert_eq!(solid_at(&level, Layer::B, 3800, 800), Some(Solidity::Top));
    // Hanging (negative) heights exist: the ceiling's slanted underside.
    assert!(level.tiles.iter().any(|t| t.heights.iter().any(|h| *h < 0)));
}
