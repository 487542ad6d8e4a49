//! Validation of a parsed level: every problem with a path to it, and size limits that keep hostile files
//! from making the program allocate gigabytes or hang.

/// Hard limits on what a level may contain. Generous for real levels (Sonic 2's largest act is 128x16 chunks
/// of 128 px, 256 chunks, 256 tiles), small enough that nothing a file says can exhaust memory.
pub mod limits {
    /// Largest level file read, in bytes.
    pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
    /// Layout cells per side.
    pub const MAX_LAYOUT_SIDE: usize = 1024;
    /// Layout cells in all.
    pub const MAX_LAYOUT_CELLS: usize = 1 << 16;
    pub const MAX_TILES: usize = 4096;
    pub const MAX_CHUNKS: usize = 4096;
    pub const MAX_OBJECTS: usize = 65_536;
    pub const MAX_SWITCHERS: usize = 4096;
    /// Longest level name, in bytes.
    pub const MAX_NAME_BYTES: usize = 256;
    /// Coordinates (positions, bounds, water) must lie within ±this many pixels.
    pub const MAX_COORDINATE: i32 = 1 << 20;
}

use crate::level::Level;

/// One problem found in a level, with the path to the offending value
/// (`chunks[3].blocks[5].a.tile: 900 out of range (tile set has 256 tiles)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub path: String,
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Every problem in the level; empty when it is valid.
pub fn validate(level: &Level) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (b, block) in chunk.blocks.iter().enumerate() {
            for (name, cell) in [("a", &block.a), ("b", &block.b)] {
                if cell.solidity != crate::Solidity::NotSolid && cell.tile as usize >= level.tiles.len() {
                    problems.push(Problem {
                        path: format!("chunks[{c}].blocks[{b}].{name}.tile"),
                        message: format!("{} out of range (tile set has {} tiles)", cell.tile, level.tiles.len()),
                    });
                }
            }
        }
    }
    problems
}
