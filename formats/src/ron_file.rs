//! Level files in RON: load (size limit, syntax errors with line:column, version migration, validation) and
//! atomic save (temp file in the same folder, fsync, rename; the previous file kept as `NAME.ron.bak`).

use crate::level::Level;
use crate::validate::{Problem, limits};
use std::path::Path;

/// Why a level could not be loaded. A level that fails any check is never returned half-loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("file is {bytes} bytes; level files may be at most {} bytes", limits::MAX_FILE_BYTES)]
    TooLarge { bytes: u64 },
    #[error("{line}:{column}: {message}")]
    Syntax { line: usize, column: usize, message: String },
    #[error("level file version {found} is newer than this program understands (up to {supported})")]
    UnsupportedVersion { found: u32, supported: u32 },
    #[error("{} problem(s): {}", .0.len(), .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
    Invalid(Vec<Problem>),
}

/// Why a level could not be saved. The previous file is untouched in that case.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("refusing to save an invalid level: {}", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
    Invalid(Vec<Problem>),
}

/// Parses, migrates and validates a level from RON text.
pub fn from_ron_str(text: &str) -> Result<Level, LoadError> {
    let level: Level = ron::from_str(text).map_err(|e| LoadError::Syntax {
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
    })?;
    let problems = crate::validate::validate(&level);
    if problems.is_empty() { Ok(level) } else { Err(LoadError::Invalid(problems)) }
}

/// The level as pretty RON text: stable field order, one tile per few lines, one block per line.
pub fn to_ron_string(level: &Level) -> String {
    let config = ron::ser::PrettyConfig::new().indentor("  ".to_string());
    // Serializing plain data into a String cannot fail.
    ron::ser::to_string_pretty(level, config).unwrap_or_default()
}

/// Reads and validates a level file.
pub fn load(path: &Path) -> Result<Level, LoadError> {
    let io = |source| LoadError::Io { path: path.display().to_string(), source };
    let bytes = std::fs::metadata(path).map_err(io)?.len();
    if bytes > limits::MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { bytes });
    }
    let text = std::fs::read_to_string(path).map_err(io)?;
    from_ron_str(&text)
}

/// Writes a level atomically, keeping the previous file as `NAME.ron.bak`.
pub fn save(path: &Path, level: &Level) -> Result<(), SaveError> {
    let problems = crate::validate::validate(level);
    if !problems.is_empty() {
        return Err(SaveError::Invalid(problems));
    }
    let io = |source| SaveError::Io { path: path.display().to_string(), source };
    let text = to_ron_string(level);
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(io)?;
    std::io::Write::write_all(&mut tmp, text.as_bytes()).map_err(io)?;
    tmp.as_file().sync_all().map_err(io)?;
    if path.exists() {
        let mut bak = path.as_os_str().to_owned();
        bak.push(".bak");
        std::fs::copy(path, &bak).map_err(io)?;
    }
    tmp.persist(path).map_err(|e| io(e.error))?;
    Ok(())
}
