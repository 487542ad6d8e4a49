//! Importers for level data from the original games' disassemblies.
//!
//! - [`kosinski`]: the Kosinski decompressor (and a simple compressor) the Mega Drive games use.
//! - [`s2`]: Sonic 2's binary formats (chunks, layout, collision, object and ring layouts, level sizes).
//! - [`sonlvl`]: reads a SonLVL project (`SonLVL.ini`) and builds a [`crate::Level`] from one of its levels.

pub mod kosinski;
pub mod s2;
pub mod sonlvl;

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
    #[error("{}: no level [{section}]; the levels are: {}", ini.display(), available.join(", "))]
    NoSuchLevel { ini: PathBuf, section: String, available: Vec<String> },
    /// Files named by the level are missing or malformed; one entry per problem.
    #[error(
        "cannot import [{section}]: {} problem(s):\n{}",
        problems.len(),
        problems.iter().map(|p| format!("  {p}")).collect::<Vec<_>>().join("\n")
    )]
    Files { section: String, problems: Vec<FileProblem> },
    /// The imported data does not form a valid level (see `validate::validate`).
    #[error(
        "imported level is invalid: {}",
        .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; ")
    )]
    Invalid(Vec<crate::validate::Problem>),
}

/// Largest input file read by an importer. Sonic 2's biggest level file (a compressed chunk table) is
/// about 13 KiB; the limit only keeps a wrong path (a ROM, a video) from being read into memory.
pub const MAX_INPUT_BYTES: u64 = 1 << 20;

/// Reads a whole file of at most `max` bytes; the message says plainly what went wrong.
pub(crate) fn read_limited(path: &Path, max: u64) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let describe = |e: std::io::Error| match e.kind() {
        std::io::ErrorKind::NotFound => "file not found".to_string(),
        _ => e.to_string(),
    };
    let meta = std::fs::metadata(path).map_err(describe)?;
    if !meta.is_file() {
        return Err("not a file".to_string());
    }
    if meta.len() > max {
        return Err(format!("file is {} bytes; at most {max} are read", meta.len()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path).map_err(describe)?.take(max + 1).read_to_end(&mut bytes).map_err(describe)?;
    if bytes.len() as u64 > max {
        return Err(format!("file is more than {max} bytes"));
    }
    Ok(bytes)
}
