//! Level files in RON: load (size limit, syntax errors with line:column, version migration, validation) and
//! atomic save (temp file in the same folder, fsync, rename; the previous file kept as `NAME.ron.bak`).
//!
//! The text is written for people and for diffs: fields in a fixed order, a tile's height and width arrays one
//! line each, one block per line, one layout row per line, `\n` line ends and a final newline on every
//! platform.

use crate::level::{CURRENT_VERSION, Level};
use crate::limits;
use crate::validate::Problem;
use serde::Deserialize;
use std::io::Read;
use std::path::Path;

/// Why a level could not be loaded. A level that fails any check is never returned half-loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read. Text that is not UTF-8 is reported here too, with
    /// `std::io::ErrorKind::InvalidData`.
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("file is {bytes} bytes; level files may be at most {} bytes", limits::MAX_FILE_BYTES)]
    TooLarge { bytes: u64 },
    /// The text is not a level: bad RON, a value of the wrong type, a missing or unknown field, a layout
    /// row that does not parse. `line` and `column` are 1-based; columns count characters, not bytes.
    #[error("{line}:{column}: {message}")]
    Syntax { line: usize, column: usize, message: String },
    #[error("level file version {found} is newer than this program understands (up to {supported})")]
    UnsupportedVersion { found: u32, supported: u32 },
    /// The level parsed but breaks the rules of `validate::validate`; every problem is listed.
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
    /// The RON serializer failed (it has no reason to for a valid level; kept so that a failure can never
    /// turn into an empty file on disk).
    #[error("cannot write the level as RON: {0}")]
    Serialize(String),
}

/// RON settings for reading: the nesting limit keeps hostile input from overflowing the stack.
fn ron_options() -> ron::Options {
    ron::Options::default().with_recursion_limit(limits::MAX_NESTING)
}

/// A RON error at the place a reader would look: ron's span starts where the parser stood before the
/// offending value, often on the whitespace in front of it, so the position moves on to the value itself
/// (never past the span's end). Running out of text is reported where the text ends.
fn syntax_error(text: &str, e: ron::error::SpannedError) -> LoadError {
    let ron::error::Span { start, end } = e.span;
    let at = if e.code == ron::Error::Eof { end } else { skip_whitespace(text, start, end) };
    LoadError::Syntax { line: at.line, column: at.col, message: e.code.to_string() }
}

/// Moves `from` forward over whitespace, stopping at the first other character or at `limit`.
fn skip_whitespace(text: &str, from: ron::error::Position, limit: ron::error::Position) -> ron::error::Position {
    let (mut line, mut col) = (1, 1);
    let mut chars = text.chars();
    // Walk to `from` (positions are 1-based, columns count characters).
    while (line, col) < (from.line, from.col) {
        match chars.next() {
            Some('\n') => (line, col) = (line + 1, 1),
            Some(_) => col += 1,
            None => return from,
        }
    }
    for c in chars {
        if !c.is_whitespace() || (line, col) >= (limit.line, limit.col) {
            break;
        }
        if c == '\n' {
            (line, col) = (line + 1, 1);
        } else {
            col += 1;
        }
    }
    ron::error::Position { line, col }
}

/// Parses, migrates and validates a level from RON text.
///
/// The text is first read as the current version, the common case. When that fails or the file says it
/// is another version, only its `version` field is read and the text is parsed as that version and migrated
/// up (`migrate`); a version newer than `CURRENT_VERSION` is refused before any of its other fields can
/// cause confusing errors.
pub fn from_ron_str(text: &str) -> Result<Level, LoadError> {
    // Editors on Windows may start the file with a byte order mark; it is not part of the RON.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let version = match ron_options().from_str::<Level>(text) {
        Ok(level) if level.version == CURRENT_VERSION => return checked(level),
        Ok(level) => level.version,
        Err(e) => match probe_version(text) {
            Some(version) if version != CURRENT_VERSION => version,
            _ => return Err(syntax_error(text, e)),
        },
    };
    checked(migrate::from_version(text, version)?)
}

fn checked(level: Level) -> Result<Level, LoadError> {
    let problems = crate::validate::validate(&level);
    if problems.is_empty() { Ok(level) } else { Err(LoadError::Invalid(problems)) }
}

/// Reads only the `version` field of a level, whatever the rest holds (other fields are skipped unparsed
/// into types, so a newer file's unknown fields do not matter).
fn probe_version(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    #[serde(rename = "Level")]
    struct VersionProbe {
        #[serde(default, deserialize_with = "some_u32")]
        version: Option<u32>,
    }
    fn some_u32<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
        u32::deserialize(d).map(Some)
    }
    ron_options().from_str::<VersionProbe>(text).ok()?.version
}

/// Older file versions and the steps that bring each one up to the current version.
///
/// Each old version has its own struct (only the parts that changed; the rest reuses today's types) and a
/// function turning it into the next version. To change the format: bump `CURRENT_VERSION`, move today's
/// `Level` fields that change into a `vN` struct here, add `vN_to_vN+1`, and extend `from_version`'s chain.
pub mod migrate {
    use super::{LoadError, ron_options, syntax_error};
    use crate::chunk::{Chunk, ChunkSize};
    use crate::level::{Bounds, CURRENT_VERSION, Layout, Level, Point, ProfileId};
    use crate::object::ObjectPlacement;
    use crate::switcher::LayerSwitcher;
    use crate::tile::SolidTile;
    use serde::Deserialize;

    /// Version 0, the first sketches of the format: no `profile` and no `chunk_size`, because every level
    /// was a Sonic 2 level with 128 px chunks.
    #[derive(Deserialize)]
    #[serde(rename = "Level", deny_unknown_fields)]
    pub struct V0 {
        pub version: u32,
        pub name: String,
        pub player_start: Point,
        pub bounds: Bounds,
        #[serde(default)]
        pub water_height: Option<i32>,
        pub tiles: Vec<SolidTile>,
        pub chunks: Vec<Chunk>,
        pub layout: Layout,
        #[serde(default)]
        pub switchers: Vec<LayerSwitcher>,
        #[serde(default)]
        pub objects: Vec<ObjectPlacement>,
    }

    /// Version 0 → 1: name the game and the chunk size that version 0 implied (Sonic 2, 128 px).
    pub fn v0_to_v1(v0: V0) -> Level {
        Level {
            version: 1,
            name: v0.name,
            profile: ProfileId::S2,
            chunk_size: ChunkSize::Px128,
            player_start: v0.player_start,
            bounds: v0.bounds,
            water_height: v0.water_height,
            tiles: v0.tiles,
            chunks: v0.chunks,
            layout: v0.layout,
            switchers: v0.switchers,
            objects: v0.objects,
        }
    }

    /// Parses `text` as file version `version` and migrates it to the current version.
    pub fn from_version(text: &str, version: u32) -> Result<Level, LoadError> {
        match version {
            0 => Ok(v0_to_v1(ron_options().from_str::<V0>(text).map_err(|e| syntax_error(text, e))?)),
            CURRENT_VERSION => ron_options().from_str::<Level>(text).map_err(|e| syntax_error(text, e)),
            found => Err(LoadError::UnsupportedVersion { found, supported: CURRENT_VERSION }),
        }
    }
}

/// The level as pretty RON text: stable field order, a tile's arrays one line each, one block per line, one
/// layout row per line, `\n` line ends, a final newline.
pub fn to_ron_string(level: &Level) -> String {
    // Plain data serializes without error (`try_to_ron_string` only fails on a serializer bug), and `save`
    // uses the fallible form so that such a bug could never write an empty file.
    try_to_ron_string(level).unwrap_or_default()
}

fn try_to_ron_string(level: &Level) -> Result<String, ron::Error> {
    let config = ron::ser::PrettyConfig::new().indentor("  ".to_string()).new_line("\n".to_string());
    let mut text = ron::ser::to_string_pretty(level, config)?;
    text.push('\n');
    Ok(text)
}

/// Reads and validates a level file. At most `limits::MAX_FILE_BYTES` are read, whatever the file system
/// says about the file's size (pipes and growing files report none or a wrong one).
pub fn load(path: &Path) -> Result<Level, LoadError> {
    let io = |source| LoadError::Io { path: path.display().to_string(), source };
    let file = std::fs::File::open(path).map_err(io)?;
    let declared = file.metadata().map_err(io)?.len();
    if declared > limits::MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { bytes: declared });
    }
    let mut bytes = Vec::with_capacity(declared as usize);
    file.take(limits::MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > limits::MAX_FILE_BYTES {
        return Err(LoadError::TooLarge { bytes: bytes.len() as u64 });
    }
    let text = String::from_utf8(bytes).map_err(|e| io(std::io::Error::new(std::io::ErrorKind::InvalidData, e)))?;
    from_ron_str(&text)
}

/// Writes a level atomically, keeping the previous file as `NAME.ron.bak`.
///
/// The new text goes to a temporary file in the same folder, is flushed to disk, and only then replaces the
/// level by a rename, so a crash or a full disk leaves either the old or the new file, never half of one.
/// Before the rename the old file is copied (the same way) to `NAME.ron.bak`. On any error the level file
/// is untouched. A symbolic link is followed: the file it points at is replaced, the link stays. The new file
/// keeps the old one's permissions.
pub fn save(path: &Path, level: &Level) -> Result<(), SaveError> {
    let problems = crate::validate::validate(level);
    if !problems.is_empty() {
        return Err(SaveError::Invalid(problems));
    }
    let text = try_to_ron_string(level).map_err(|e| SaveError::Serialize(e.to_string()))?;
    write_atomically(path, text.as_bytes())
}

pub use crate::atomic::backup_path;

fn write_atomically(path: &Path, contents: &[u8]) -> Result<(), SaveError> {
    crate::atomic::write(path, contents, crate::atomic::Backup::Keep)
        .map_err(|source| SaveError::Io { path: path.display().to_string(), source })
}
