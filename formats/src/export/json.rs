//! The whole level as JSON, for engines that do not read RON: the same structure as the level file (so `import
//! json` gives back exactly the level that was exported), described by a JSON Schema ([`schema`]) that the
//! repository publishes as `formats/schema/level.schema.json` (a test keeps the two equal).
//!
//! Reading checks what loading a level file checks: the size cap, UTF-8, the version and `validate`.

use crate::level::{CURRENT_VERSION, Level};
use crate::ron_file::{LoadError, SaveError};
use std::path::Path;

/// The level as pretty-printed JSON (two-space indents, `\n` line ends, a final newline).
pub fn to_json(level: &Level) -> Result<String, String> {
    let mut text = serde_json::to_string_pretty(level).map_err(|e| e.to_string())?;
    text.push('\n');
    Ok(text)
}

/// Reads a level from JSON text: syntax errors with line and column, the version, then `validate`.
pub fn from_json(text: &str) -> Result<Level, LoadError> {
    let syntax = |e: serde_json::Error| {
        if e.is_eof() && text.trim().is_empty() {
            return LoadError::Syntax { line: 1, column: 1, message: crate::ron_file::EMPTY.to_string() };
        }
        let message = e.to_string();
        // serde_json appends " at line L column C"; the position is given separately.
        let message = message.split(" at line ").next().unwrap_or(&message).to_string();
        LoadError::Syntax { line: e.line().max(1), column: e.column().max(1), message }
    };
    #[derive(serde::Deserialize)]
    struct Version {
        version: u32,
    }
    let version: Version = serde_json::from_str(text).map_err(syntax)?;
    if version.version != CURRENT_VERSION {
        return Err(LoadError::UnsupportedVersion { found: version.version, supported: CURRENT_VERSION });
    }
    let level: Level = serde_json::from_str(text).map_err(syntax)?;
    let problems = crate::validate::validate(&level);
    if problems.is_empty() { Ok(level) } else { Err(LoadError::Invalid(problems)) }
}

/// Loads a JSON level file (through the bounded reader, with the level files' size cap).
pub fn load(path: &Path) -> Result<Level, LoadError> {
    let text =
        crate::read::read_text_bounded(path, crate::limits::MAX_FILE_BYTES, "level files").map_err(|e| match e {
            crate::read::ReadError::Io(source) => LoadError::Io { path: path.display().to_string(), source },
            other => LoadError::Read(other),
        })?;
    from_json(&text)
}

/// Saves a level as JSON, atomically, keeping the previous file as `NAME.bak` (as level saves do). An invalid
/// level is refused.
pub fn save(path: &Path, level: &Level) -> Result<(), SaveError> {
    let problems = crate::validate::validate(level);
    if !problems.is_empty() {
        return Err(SaveError::Invalid(problems));
    }
    let text = to_json(level).map_err(SaveError::Serialize)?;
    crate::atomic::write(path, text.as_bytes(), crate::atomic::Backup::Keep)
        .map_err(|source| SaveError::Io { path: path.display().to_string(), source })
}

/// The JSON Schema of a level file in JSON (draft 2020-12), pretty-printed with a final newline: what
/// `formats/schema/level.schema.json` holds.
pub fn schema() -> String {
    let schema = schemars::schema_for!(Level);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}
