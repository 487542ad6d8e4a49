//! Exporters: a level written back into a game's files, and into JSON for other engines.
//!
//! - [`s1`]: Sonic 1's binary formats from a level (256x256 chunk words, collision index and arrays, layout with
//!   its header and loop marks, object layout with rings as ring objects, start position), over the project's
//!   current files so that an unchanged level gives back the same bytes.
//! - [`s2`]: Sonic 2's binary formats from a level (chunk words, collision indexes and arrays, layout, object,
//!   ring and start-position files), checking every limit of the game first.
//! - [`sonlvl`]: writes a level into one level of a SonLVL project (`SonLVL.ini`), only the files that change,
//!   each atomically with a `.bak`, after saying which other levels of the project share them.
//! - [`s3k`]: Sonic 3 & Knuckles' formats from a level imported from its project (collision index of either
//!   size, chunk words, the layout's foreground written in place, object, ring and start files); [`sonlvl`]
//!   writes them into the project too.
//! - [`json`]: the whole level as JSON with a published JSON Schema, and back.

pub mod json;
pub mod s1;
pub mod s2;
pub mod s3k;
pub mod sonlvl;
pub mod sonlvl_art;
mod sonlvl_s3k;

/// One way a level does not fit a game's files: where in the level (`chunks[300]`, `objects[12].y`) and which
/// limit of the game it breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The level path, as `validate` and `check` spell them.
    pub path: String,
    pub message: String,
}

impl Violation {
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        Violation { path: path.into(), message: message.into() }
    }
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// The start position file of every game: x and y words, big-endian (s2disasm `Level_Start_Pos`, s1disasm's
/// `startpos/*.bin`, skdisasm's). `game` names the game in the violation.
pub(crate) fn start_position(level: &crate::level::Level, game: &str, v: &mut Vec<Violation>) -> Vec<u8> {
    start_position_file(level.player_start, "player_start", game, v)
}

/// A start position's file (`field`: the level's field, in the violation).
pub(crate) fn start_position_file(p: crate::level::Point, field: &str, game: &str, v: &mut Vec<Violation>) -> Vec<u8> {
    for (axis, value) in [("x", p.x), ("y", p.y)] {
        if !(0..=0xFFFF).contains(&value) {
            v.push(Violation::new(
                format!("{field}.{axis}"),
                format!("{value}: {game} start positions are words (0..=65535)"),
            ));
        }
    }
    [(p.x as u16).to_be_bytes(), (p.y as u16).to_be_bytes()].concat()
}

/// Sets one collision index entry, growing the index with zeros when it is shorter.
pub(crate) fn set_index_entry(index: &mut Vec<u8>, id: u16, shape: u8) {
    let id = usize::from(id);
    if index.len() <= id {
        index.resize(id + 1, 0);
    }
    index[id] = shape;
}

/// The collision arrays and angle map of Sonic 1 and 2 (the same files): `base`'s (the project's current
/// heights, widths and angles; zeros where missing or of another size) with every written tile in its shape's
/// place.
pub(crate) fn collision_arrays(
    level: &crate::level::Level,
    base: [&Option<Vec<u8>>; 3],
    shapes: &[Option<u8>],
) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    use crate::import::s2::{ANGLE_MAP_BYTES, COLLISION_ARRAY_BYTES};
    let sized = |b: &Option<Vec<u8>>, n: usize| match b {
        Some(d) if d.len() == n => d.clone(),
        _ => vec![0; n],
    };
    let mut v = sized(base[0], COLLISION_ARRAY_BYTES);
    let mut h = sized(base[1], COLLISION_ARRAY_BYTES);
    let mut a = sized(base[2], ANGLE_MAP_BYTES);
    for (tile, shape) in level.tiles.iter().zip(shapes) {
        let Some(s) = shape.map(usize::from) else { continue };
        for i in 0..16 {
            v[s * 16 + i] = tile.heights[i] as u8;
            h[s * 16 + i] = tile.widths[i] as u8;
        }
        a[s] = tile.angle;
    }
    (v, h, a)
}
