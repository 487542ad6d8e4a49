//! Sensor throughput on a generated level of 128 x 16 chunks (128 px): hills of varied slopes, a ceiling
//! band of Y-flipped tiles, and walls. Each benchmark casts 10,000 sensors at pseudo-random positions
//! spread over the level (cache-cold), except `walk_all_directions`, which follows a player-like path.
//!
//! `cargo bench -p engine --bench sensors -- --warm-up-time 1 --measurement-time 3`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use engine::sensor::{Direction, SolidBit, sense};
use engine::terrain::Terrain;
use formats::{Block, Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
use std::hint::black_box;

const QUERIES: usize = 10_000;

/// xorshift32: deterministic pseudo-random numbers without a dependency.
struct Rng(u32);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0
    }
}

/// Ramp tiles rising by `rise` px over 16 columns, starting at `base` (0..16), for rises 0..=16.
fn ramp(base: i32, rise: i32) -> SolidTile {
    let mut heights = [0i8; 16];
    for (x, h) in heights.iter_mut().enumerate() {
        *h = (base + (rise * (x as i32 + 1)) / 16).clamp(0, 16) as i8;
    }
    SolidTile::from_heights(heights)
}

fn generated_level() -> Level {
    const W: usize = 128;
    const H: usize = 16;
    let mut level = Level::new("bench", ChunkSize::Px128, W, H);
    let full = 1u16;
    level.tiles.push(SolidTile::FULL);
    // Tiles 2.. : ramps with every rise 1..=16 from several bases.
    let mut ramps = Vec::new();
    for base in [0, 4, 8, 12] {
        for rise in 1..=16 {
            level.tiles.push(ramp(base, rise));
            ramps.push((level.tiles.len() - 1) as u16);
        }
    }
    let cols = W * 8;
    let rows = H * 8;
    let mut grid = vec![Block::EMPTY; cols * rows];
    let mut rng = Rng(0x1234_5678);
    // A surface that wanders between block rows 40 and 110, a ceiling band near the top, and some walls.
    let mut surface = 80i32;
    for bx in 0..cols {
        surface = (surface + (rng.next() % 3) as i32 - 1).clamp(40, 110);
        let slope = ramps[(rng.next() as usize) % ramps.len()];
        let (x_flip, descending) = (rng.next() & 1 == 1, rng.next().is_multiple_of(4));
        for by in 0..rows {
            let y = by as i32;
            let cell = |tile| LayerCell { tile, solidity: Solidity::All };
            let top_only = |tile| LayerCell { tile, solidity: Solidity::Top };
            let block = if y == surface {
                Some(Block {
                    a: cell(slope),
                    b: top_only(slope),
                    x_flip: x_flip ^ descending,
                    y_flip: false,
                    art: None,
                })
            } else if y > surface || (bx % 64 < 2 && y > surface - 6) || (8..12).contains(&y) {
                // Ground below the surface, a wall every 64 blocks, and the ceiling band.
                Some(Block { a: cell(full), b: cell(full), x_flip: false, y_flip: false, art: None })
            } else if y == 12 {
                Some(Block { a: cell(slope), b: cell(slope), x_flip, y_flip: true, art: None })
            } else {
                None
            };
            if let Some(b) = block {
                grid[by * cols + bx] = b;
            }
        }
    }
    for cy in 0..H {
        for cx in 0..W {
            let mut chunk = Chunk::empty(ChunkSize::Px128);
            for row in 0..8 {
                for col in 0..8 {
                    chunk.blocks[row * 8 + col] = grid[(cy * 8 + row) * cols + cx * 8 + col];
                }
            }
            level.chunks.push(chunk);
            level.layout.set(cx, cy, Some((level.chunks.len() - 1) as u16));
        }
    }
    level
}

fn positions(terrain: &Terrain) -> Vec<(i32, i32)> {
    let (w, h) = terrain.pixel_size();
    let mut rng = Rng(0x9E37_79B9);
    (0..QUERIES).map(|_| ((rng.next() as i64 % w) as i32, (rng.next() as i64 % h) as i32)).collect()
}

fn walk(terrain: &Terrain) -> Vec<(i32, i32)> {
    let (w, h) = terrain.pixel_size();
    let mut rng = Rng(0x0BAD_F00D);
    let (mut x, mut y) = (100i32, 600i32);
    (0..QUERIES)
        .map(|_| {
            x = (x + (rng.next() % 7) as i32 - 1).rem_euclid(w as i32);
            y = (y + (rng.next() % 9) as i32 - 4).clamp(0, h as i32 - 1);
            (x, y)
        })
        .collect()
}

fn bench_sensors(c: &mut Criterion) {
    let level = generated_level();
    let terrain = Terrain::from_level(&level);
    let points = positions(&terrain);
    let mut group = c.benchmark_group("sensors_10k");
    group.throughput(Throughput::Elements(QUERIES as u64));
    for d in Direction::ALL {
        group.bench_function(format!("{d:?}"), |b| {
            b.iter(|| {
                let mut sum = 0i32;
                for &(x, y) in &points {
                    let r = sense(black_box(&terrain), formats::Layer::A, d.default_solid_bit(), d, x, y);
                    sum = sum.wrapping_add(r.distance).wrapping_add(i32::from(r.angle.unwrap_or(3)));
                }
                black_box(sum)
            })
        });
    }
    group.bench_function("mixed_layers_and_bits", |b| {
        b.iter(|| {
            let mut sum = 0i32;
            for (i, &(x, y)) in points.iter().enumerate() {
                let d = Direction::ALL[i & 3];
                let layer = if i & 4 == 0 { formats::Layer::A } else { formats::Layer::B };
                let bit = if i & 8 == 0 { SolidBit::Top } else { SolidBit::LeftRightBottom };
                let r = sense(black_box(&terrain), layer, bit, d, x, y);
                sum = sum.wrapping_add(r.distance);
            }
            black_box(sum)
        })
    });
    // Player-like access: a path that moves a few pixels per query, so the blocks stay in cache.
    let walk = walk(&terrain);
    group.bench_function("walk_all_directions", |b| {
        b.iter(|| {
            let mut sum = 0i32;
            for (i, &(x, y)) in walk.iter().enumerate() {
                let d = Direction::ALL[i & 3];
                let r = sense(black_box(&terrain), formats::Layer::A, d.default_solid_bit(), d, x, y);
                sum = sum.wrapping_add(r.distance);
            }
            black_box(sum)
        })
    });
    group.finish();

    c.bench_function("terrain_from_level_128x16", |b| b.iter(|| Terrain::from_level(black_box(&level))));
}

criterion_group!(benches, bench_sensors);
criterion_main!(benches);
