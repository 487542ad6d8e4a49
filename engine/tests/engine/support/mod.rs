//! What the engine's tests share: small levels (flat ground, a block grid, levels cut from pixels), the
//! object bench and the reference levels imported once per test binary.

pub mod bench;
pub mod grid;
pub mod pixels;
pub mod reference;
pub mod trace;

use engine::camera::Camera;
use engine::objects::runtime::object::Obj;
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::{Block, Bounds, Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};
use std::ops::Range;

/// A level of `cols` x `rows` chunks of 128 px whose chunk 0 is solid (the full tile, both layers), laid
/// in the chunk rows `solid` of every column: the ground most tests stand on.
pub fn solid_rows(cols: usize, rows: usize, solid: Range<usize>) -> Level {
    let mut level = Level::new("flat", ChunkSize::Px128, cols, rows);
    level.tiles.push(SolidTile::FULL);
    let full = LayerCell { tile: 1, solidity: Solidity::All };
    level.chunks.push(Chunk { blocks: vec![Block { a: full, b: full, ..Block::EMPTY }; 64] });
    for col in 0..cols {
        for row in solid.clone() {
            level.layout.set(col, row, Some(0));
        }
    }
    level
}

/// Flat ground from y 640 down (chunk rows 5–7 of 8), `cols` chunks wide: a player standing on it has his
/// centre at y 620.
pub fn flat_level(cols: usize) -> Level {
    solid_rows(cols, 8, 5..8)
}

/// Empties the layout cells of chunk columns `cols` in chunk rows `rows`: gaps in the ground.
pub fn clear(level: &mut Level, cols: impl IntoIterator<Item = usize>, rows: Range<usize>) {
    for col in cols {
        for row in rows.clone() {
            level.layout.set(col, row, None);
        }
    }
}

/// Sonic standing with his centre at (x, y).
pub fn sonic(x: i32, y: i32) -> Player {
    Player::standing(Character::Sonic, x, y)
}

/// Sonic falling from (x, y) with 5 rings.
pub fn falling_sonic(level: &Level, x: i32, y: i32) -> World {
    let mut p = sonic(x, y);
    p.air = true;
    let mut w = World::with_player(level, p);
    w.objects.game.rings = 5;
    w
}

/// Steps `w` for `frames` frames holding `buttons`.
pub fn run(w: &mut World, frames: usize, buttons: Buttons) {
    for _ in 0..frames {
        w.step(buttons);
    }
}

/// Steps `world` for `n` frames with no buttons.
pub fn steps(world: &mut World, n: usize) {
    run(world, n, Buttons::NONE);
}

/// The frame (from 1) after which `done` first holds, stepping with `buttons` held; panics after `limit`.
pub fn run_until(w: &mut World, limit: usize, buttons: Buttons, done: impl Fn(&World) -> bool) -> usize {
    for f in 1..=limit {
        w.step(buttons);
        if done(w) {
            return f;
        }
    }
    panic!("not reached in {limit} frames");
}

/// The first loaded object with this id.
/// Left or Right towards pixel column `x` (nothing within 2 px of it): how the tests walk a player to an object.
pub fn towards(w: &World, x: i32) -> Buttons {
    let d = x - w.player.pixel_x();
    if d > 2 {
        Buttons::RIGHT
    } else if d < -2 {
        Buttons::LEFT
    } else {
        Buttons::NONE
    }
}

pub fn object(w: &World, object_id: u8) -> &Obj {
    w.objects.slots.iter().map(|(_, o)| o).find(|o| o.common.id == object_id).expect("object loaded")
}

/// How many slots hold an object with this id.
pub fn count_id(world: &World, id: u8) -> usize {
    world.objects.slots.iter().filter(|(_, o)| o.common.id == id).count()
}

/// A camera at (x, y) (top-left corner).
pub fn cam(x: i32, y: i32) -> Camera {
    let big = Bounds { left: 0, top: 0, right: 0x8000, bottom: 0x1000 };
    let mut c = Camera::new(&sonic(x + 160, y + 96), &big);
    c.x = x;
    c.y = y;
    c
}
