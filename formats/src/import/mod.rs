//! Importers for level data from the original games' disassemblies.
//!
//! - [`kosinski`]: the Kosinski decompressor (and a simple compressor) the Mega Drive games use.
//! - [`s2`]: Sonic 2's binary formats (chunks, layout, collision, object and ring layouts, level sizes).
//! - [`nemesis`], [`enigma`], [`palette`]: the art formats (Nemesis-compressed patterns, Enigma-compressed
//!   block mappings, Mega Drive palettes), for drawing levels and objects as the games do.
//! - [`s1`]: Sonic 1's binary formats (256x256 chunks, the layout with its header, object records, loops).
//! - [`sonlvl`]: reads a SonLVL project (`SonLVL.ini`) and builds a [`crate::Level`] from one of its levels;
//!   [`sonlvl_s1`] does it for Sonic 1 projects.

mod bit_writer;
pub mod enigma;
pub mod kosinski;
pub mod nemesis;
pub mod palette;
pub mod s1;
pub mod s2;
pub mod sonlvl;
pub mod sonlvl_s1;

use std::path::{Path, PathBuf};

/// One problem with one input file: which file, which INI key named it, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileProblem {
    /// The INI key that names the file (`chunks`, `layout`, `colind1`, …).
    pub key: String,
    /// The file (for a missing or malformed INI entry: the INI itself).
    pub path: PathBuf,
    pub message: String,
}

impl std::fmt::Display for FileProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.path.display(), self.key, self.message)
    }
}

/// Why a level could not be imported. Every file problem found is reported at once, never just the first.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The project file itself is unreadable, not an INI, or describes a game this importer does not read.
    #[error("{}: {message}", path.display())]
    Project { path: PathBuf, message: String },
    #[error(
        "{}: no level [{}]; the levels are: {}",
        ini.display(),
        crate::read::excerpt(section),
        some_of(available)
    )]
    NoSuchLevel { ini: PathBuf, section: String, available: Vec<String> },
    /// Files named by the level are missing or malformed, or what they hold does not form a valid level
    /// (`validate::validate`); one entry per problem, each naming its file and INI key.
    #[error(
        "cannot import [{section}]: {} problem(s):\n{}",
        problems.len(),
        problems.iter().map(|p| format!("  {p}")).collect::<Vec<_>>().join("\n")
    )]
    Files { section: String, problems: Vec<FileProblem> },
}

/// The first few names of a list, and how many more there are: a project may have thousands of levels.
fn some_of(names: &[String]) -> String {
    const SHOWN: usize = 30;
    let mut text = names.iter().take(SHOWN).map(|n| crate::read::printable(n)).collect::<Vec<_>>().join(", ");
    if names.len() > SHOWN {
        text.push_str(&format!(" and {} more", names.len() - SHOWN));
    }
    text
}

/// Largest input file read by an importer (see [`crate::limits::MAX_IMPORT_FILE_BYTES`]).
pub const MAX_INPUT_BYTES: u64 = crate::limits::MAX_IMPORT_FILE_BYTES;

/// Reads a whole file of at most `cap` bytes through the bounded reader; the message says plainly what went
/// wrong ("file not found", "larger than 1048576 bytes, the limit for imported files", …).
pub(crate) fn read_limited(path: &Path, cap: u64, what: &str) -> Result<Vec<u8>, String> {
    crate::read::read_bounded(path, cap, what).map_err(|e| match e.io_kind() {
        Some(std::io::ErrorKind::NotFound) => "file not found".to_string(),
        _ => e.to_string(),
    })
}
