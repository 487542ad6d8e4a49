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
use std::path::Path;

/// Why a level could not be loaded. A level that fails any check is never returned half-loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The operating system could not read the file (missing, no permission, …).
    #[error("{path}: {source}")]
    Io { path: String, source: std::io::Error },
    /// The file is not something to read as a level: a folder, FIFO or device, larger than
    /// `limits::MAX_FILE_BYTES`, or not UTF-8 (with the offset). The message leaves out the path.
    #[error("{0}")]
    Read(crate::read::ReadError),
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
/// (never past the span's end).
///
/// A file cut short is reported as such, where its text ends: ron would otherwise complain about whatever
/// half-token the cut left (`Unexpected field named `ver``, `Expected opening `(``). The file counts as cut
/// short when brackets or a string are still open at its end and the error lies at or after the last bracket,
/// comma or colon (ron's span starts on it when the value after it is missing), i.e. in the text the cut
/// damaged.
fn syntax_error(text: &str, e: ron::error::SpannedError) -> LoadError {
    let ron::error::Span { start, end } = e.span;
    if text.trim().is_empty() {
        return LoadError::Syntax { line: 1, column: 1, message: EMPTY.to_string() };
    }
    let tail = Tail::scan(text);
    let cut_short =
        e.code == ron::Error::Eof || (tail.unterminated && byte_offset(text, start) + 1 >= tail.last_structural_end);
    if cut_short {
        let at = position_of(text, text.trim_end().len());
        return LoadError::Syntax { line: at.line, column: at.col, message: ENDS_EARLY.to_string() };
    }
    let at = skip_whitespace(text, start, end);
    LoadError::Syntax { line: at.line, column: at.col, message: tidy(&e.code.to_string()) }
}

/// Longest syntax message kept, in characters: the longest of ron's own (a list of the expected fields) fit.
const MAX_MESSAGE_CHARS: usize = 300;

/// ron quotes an unknown identifier whole, however long: a huge one is cut with `…`, and control characters
/// (should ron ever quote a string) are escaped so that a hostile file cannot drive the terminal.
fn tidy(message: &str) -> String {
    let mut out = String::new();
    for (i, c) in message.chars().enumerate() {
        if i == MAX_MESSAGE_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() { out.extend(c.escape_debug()) } else { out.push(c) }
    }
    out
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

/// The message for a file with nothing but whitespace (a save that never happened, `touch`).
pub const EMPTY: &str = "the file is empty";
/// The message for a file cut short.
pub const ENDS_EARLY: &str = "the file ends early (it may have been cut short)";

/// What the end of a RON text leaves open, from a lexical scan (strings, chars, comments and brackets).
struct Tail {
    /// Brackets, a string or a block comment are still open at the end.
    unterminated: bool,
    /// Byte offset just after the last `(`, `)`, `[`, `]`, `{`, `}`, `,` or `:` outside strings and comments.
    last_structural_end: usize,
}

impl Tail {
    fn scan(text: &str) -> Tail {
        let bytes = text.as_bytes();
        let (mut depth, mut last, mut i) = (0usize, 0usize, 0usize);
        let mut open_literal = false;
        while i < bytes.len() {
            match bytes[i] {
                b'"' | b'\'' => {
                    // A string or char literal: skip to its unescaped closing quote.
                    let quote = bytes[i];
                    i += 1;
                    while i < bytes.len() && bytes[i] != quote {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                    open_literal = i >= bytes.len();
                }
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    while i < bytes.len() && bytes[i] != b'\n' {
                        i += 1;
                    }
                }
                b'/' if bytes.get(i + 1) == Some(&b'*') => match text[i + 2..].find("*/") {
                    Some(n) => i += 2 + n + 1,
                    None => {
                        open_literal = true;
                        i = bytes.len();
                    }
                },
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    last = i + 1;
                }
                b')' | b']' | b'}' => {
                    depth = depth.saturating_sub(1);
                    last = i + 1;
                }
                b',' | b':' => last = i + 1,
                _ => {}
            }
            i += 1;
        }
        Tail { unterminated: depth > 0 || open_literal, last_structural_end: last }
    }
}

/// The byte offset of a 1-based (line, column in characters) position; the text's length when past its end.
fn byte_offset(text: &str, at: ron::error::Position) -> usize {
    let (mut line, mut col) = (1, 1);
    for (i, c) in text.char_indices() {
        if (line, col) >= (at.line, at.col) {
            return i;
        }
        if c == '\n' {
            (line, col) = (line + 1, 1);
        } else {
            col += 1;
        }
    }
    text.len()
}

/// The 1-based (line, column in characters) position of a byte offset.
fn position_of(text: &str, offset: usize) -> ron::error::Position {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap_or_default().chars().count() + 1;
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
            knuckles_start: None,
            bounds: v0.bounds,
            water_height: v0.water_height,
            events: Default::default(),
            source: None,
            art: None,
            moves: None,
            tiles: v0.tiles,
            chunks: v0.chunks,
            layout: v0.layout,
            switchers: v0.switchers,
            objects: v0.objects,
            loops: Default::default(),
            bumpers: Vec::new(),
            art_edits: Default::default(),
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

/// Reads and validates a level file, through the bounded reader (`read::read_text_bounded`): at most
/// `limits::MAX_FILE_BYTES`, regular files only, UTF-8.
pub fn load(path: &Path) -> Result<Level, LoadError> {
    let text = crate::read::read_text_bounded(path, limits::MAX_FILE_BYTES, "level files").map_err(|e| match e {
        crate::read::ReadError::Io(source) => LoadError::Io { path: path.display().to_string(), source },
        other => LoadError::Read(other),
    })?;
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
