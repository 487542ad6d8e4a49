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
