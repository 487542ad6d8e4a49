//! Generates `sample_levels/proving_grounds.ron`, SPG Studio's own sample level, from simple geometry:
//! `cargo run -p formats --example make_sample_level > sample_levels/proving_grounds.ron`
//!
//! The features sit where the SPG's worked examples put them, so the physics tests can use this level:
//! flat ground from the start; a wall whose left side is x 704 and right side x 831 ("Solid Tiles": the
//! player stops at 693 / 842); slopes up (27° easing into 45°) and down (27°); a ledge whose right edge is
//! x 2655 (balance at 2656, fall at 2665); a lower floor with a ceiling over it (its left end slanted, so
//! hanging shapes appear); a jump-through platform; a layer switcher and a platform only on layer B.

use formats::chunk::{Block, Chunk, ChunkSize, LayerCell, Solidity};
use formats::level::{Bounds, Level, Point};
use formats::object::{MonitorContents, ObjectKind, ObjectPlacement, SpringColour, SpringDirection};
use formats::switcher::{LayerSwitcher, Orientation, SwitcherRadius, SwitcherSide};
use formats::{Layer, SolidTile};
use std::collections::HashMap;

const WIDTH_CHUNKS: usize = 32;
const HEIGHT_CHUNKS: usize = 8;
const GROUND: i32 = 640;
const LOWER_GROUND: i32 = 896;

/// Surface y of the main ground at column x (first solid row).
fn ground(x: i32) -> i32 {
    match x {
        ..1280 => GROUND,
        // A half slope first: Sonic 2 ignores an angle change of 0x20 or more in one step, so real levels
        // ease into 45° slopes.
        1280..1344 => GROUND - (x - 1280) / 2,
        1344..1568 => GROUND - 32 - (x - 1344),
        1568..1792 => GROUND - 256,
        1792..2304 => GROUND - 256 + (x - 1792) / 2,
        2304..2656 => GROUND,
        _ => LOWER_GROUND,
    }
}

/// What is at pixel (x, y) on a layer: `Some(solidity)` when solid.
fn solid(layer: Layer, x: i32, y: i32) -> Option<Solidity> {
    let wall = (704..832).contains(&x) && y >= GROUND - 64;
    let end_wall = x >= 4000;
    // The ceiling's underside is 816, with a 45° slant at its left end (hanging shapes: negative heights).
    let ceiling_bottom = if x < 3120 { 768 + (x - 3072) } else { 816 };
    let ceiling = (3072..3584).contains(&x) && (768..ceiling_bottom).contains(&y);
    if y >= ground(x) || wall || end_wall || ceiling {
        return Some(Solidity::All);
    }
    let platform = (2816..2944).contains(&x) && (800..816).contains(&y);
    let b_platform = layer == Layer::B && (3712..3904).contains(&x) && (800..816).contains(&y);
    if platform || b_platform { Some(Solidity::Top) } else { None }
}

/// Builds the sample level (also used by `formats/tests/formats/sample_level.rs` to check the committed file).
pub fn build() -> Level {
    let size = ChunkSize::Px128;
    let mut level = Level::new("Proving Grounds", size, WIDTH_CHUNKS, HEIGHT_CHUNKS);
    level.player_start = Point { x: 96, y: GROUND - 20 };
    level.bounds = Bounds { left: 0, top: 0, right: 4096, bottom: 1024 };
    let mut tile_ids: HashMap<SolidTile, u16> = HashMap::from([(SolidTile::EMPTY, 0)]);
    let mut chunk_ids: HashMap<Chunk, u16> = HashMap::new();

    let mut cell = |layer: Layer, bx: i32, by: i32| -> LayerCell {
        let mut heights = [0i8; 16];
        let mut solidity = Solidity::NotSolid;
        for (col, h) in heights.iter_mut().enumerate() {
            let x = bx * 16 + col as i32;
            let rows: Vec<bool> = (0..16).map(|r| solid(layer, x, by * 16 + r).is_some()).collect();
            let count = rows.iter().filter(|s| **s).count() as i8;
            // Shapes here are contiguous with the bottom (floors) or the top (ceilings, platforms).
            *h = if count == 16 || rows[15] { count } else { -count };
            for r in 0..16 {
                if let Some(s) = solid(layer, x, by * 16 + r) {
                    solidity = s;
                }
            }
        }
        if heights == [0; 16] {
            return LayerCell::EMPTY;
        }
        let tile = SolidTile::from_heights(heights);
        let next = tile_ids.len() as u16;
        let id = *tile_ids.entry(tile.clone()).or_insert_with(|| {
            level.tiles.push(tile);
            next
        });
        LayerCell { tile: id, solidity }
    };

    let n = size.blocks_per_side() as i32;
    for cy in 0..HEIGHT_CHUNKS {
        for cx in 0..WIDTH_CHUNKS {
            let mut chunk = Chunk::empty(size);
            for row in 0..n {
                for col in 0..n {
                    let (bx, by) = (cx as i32 * n + col, cy as i32 * n + row);
                    let block = Block { a: cell(Layer::A, bx, by), b: cell(Layer::B, bx, by), ..Block::EMPTY };
                    chunk.blocks[(row * n + col) as usize] = block;
                }
            }
            if chunk == Chunk::empty(size) {
                continue;
            }
            let next = chunk_ids.len() as u16;
            let id = *chunk_ids.entry(chunk.clone()).or_insert_with(|| {
                level.chunks.push(chunk);
                next
            });
            level.layout.set(cx, cy, Some(id));
        }
    }

    level.switchers.push(LayerSwitcher {
        x: 2560,
        y: GROUND - 64,
        orientation: Orientation::Vertical,
        radius: SwitcherRadius::R64,
        left_or_top: SwitcherSide { layer: Layer::A, high_priority: false },
        right_or_bottom: SwitcherSide { layer: Layer::B, high_priority: false },
        grounded_only: false,
        priority_only: false,
        objects_before: None,
    });
    let place = |kind, x, y| ObjectPlacement { kind, x, y, ..ObjectPlacement::default() };
    for i in 0..5 {
        level.objects.push(place(ObjectKind::Ring, 320 + i * 24, GROUND - 48));
    }
    level.objects.push(place(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up), 1000, GROUND - 8));
    level.objects.push(place(ObjectKind::Monitor { contents: MonitorContents::Rings }, 1664, GROUND - 256 - 16));
    level.objects.push(place(ObjectKind::Checkpoint { index: 1 }, 2200, GROUND - 24));

    level
}

fn main() {
    print!("{}", formats::ron_file::to_ron_string(&build()));
}
