//! Test levels built from geometry: a pixel predicate per layer is cut into 16x16 tiles (height and width
//! arrays measured from the pixels, angles from a caller's function), tiles and chunks deduplicated.

#![allow(dead_code)]

use formats::{Block, Chunk, ChunkSize, Layer, LayerCell, Level, SolidTile, Solidity};
use std::collections::HashMap;

/// Height of a column / width of a row from its solid pixels: positive when solid at the far end (bottom or
/// right), negative when solid only at the near end (top or left).
fn extent(solid: impl Fn(usize) -> bool) -> i8 {
    let count = (0..16).filter(|&i| solid(i)).count() as i8;
    if count == 0 || count == 16 || solid(15) { count } else { -count }
}

/// Builds a level of `w` x `h` chunks (128 px). `solid(layer, x, y)` says which pixels are solid (all solid
/// tiles are `Solidity::All`); `angle(layer, tile_x, tile_y, &heights)` gives each non-empty tile's angle.
pub fn level_from_pixels(
    w: usize,
    h: usize,
    solid: impl Fn(Layer, i32, i32) -> bool,
    angle: impl Fn(Layer, i32, i32, &[i8; 16]) -> u8,
) -> Level {
    let size = ChunkSize::Px128;
    let mut level = Level::new("test", size, w, h);
    level.bounds.right = (w * 128) as i32;
    level.bounds.bottom = (h * 128) as i32;
    let mut tiles: HashMap<SolidTile, u16> = HashMap::from([(SolidTile::EMPTY, 0)]);
    let mut chunks: HashMap<Chunk, u16> = HashMap::new();
    let mut cell = |layer: Layer, bx: i32, by: i32| {
        let px = |x: usize, y: usize| solid(layer, bx * 16 + x as i32, by * 16 + y as i32);
        let mut heights = [0i8; 16];
        let mut widths = [0i8; 16];
        for i in 0..16 {
            heights[i] = extent(|y| px(i, y));
            widths[i] = extent(|x| px(x, i));
        }
        if heights == [0; 16] {
            return LayerCell::EMPTY;
        }
        let tile = SolidTile { heights, widths, angle: angle(layer, bx, by, &heights) };
        let next = tiles.len() as u16;
        let id = *tiles.entry(tile.clone()).or_insert_with(|| {
            level.tiles.push(tile);
            next
        });
        LayerCell { tile: id, solidity: Solidity::All }
    };
    for cy in 0..h {
        for cx in 0..w {
            let mut chunk = Chunk::empty(size);
            for row in 0..8 {
                for col in 0..8 {
                    let (bx, by) = (cx as i32 * 8 + col, cy as i32 * 8 + row);
                    chunk.blocks[(row * 8 + col) as usize] =
                        Block { a: cell(Layer::A, bx, by), b: cell(Layer::B, bx, by), ..Block::EMPTY };
                }
            }
            if chunk == Chunk::empty(size) {
                continue;
            }
            let next = chunks.len() as u16;
            let id = *chunks.entry(chunk.clone()).or_insert_with(|| {
                level.chunks.push(chunk);
                next
            });
            level.layout.set(cx, cy, Some(id));
        }
    }
    level
}

/// The angle byte of a floor/ceiling tile from its height array (the formats helper's fit).
pub fn angle_from_heights(heights: &[i8; 16]) -> u8 {
    SolidTile::from_heights(*heights).angle
}

/// The angle byte of a surface whose solid side lies in direction (dx, dy) from the player (y down):
/// travelling with positive Ground Speed means moving along (dy, −dx).
pub fn angle_towards_solid(dx: f64, dy: f64) -> u8 {
    let turns = (-dx).atan2(dy) / std::f64::consts::TAU;
    ((turns * 256.0).round() as i64).rem_euclid(256) as u8
}
