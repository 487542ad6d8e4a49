//! SonLVL projects: the `SonLVL.ini` that ships with the sonicretro disassemblies names, per level, the
//! files the game loads. This module reads a Sonic 2 project (`version=S2`) and builds a [`Level`].
//!
//! The INI is parsed here rather than with a crate: SonLVL's files have a global section before the first
//! header, section names with spaces and backslashes (`[2 Player\\Emerald Hill Zone Act 1]`, kept verbatim,
//! no escape processing), the same keys in every section, and section order matters for listing levels.
//! Lines are `[section]`, `key=value`, blank, or comments starting with `;` or `#`.
//!
//! What is imported from a level section (keys fall back to the global section, as `colarr1` etc. live there):
//! `chunks`, `layout` (foreground only), `colind1`/`colind2` (path A/B; `colind2` absent = same as
//! `colind1`, as Sonic 2 does for MCZ, OOZ and MTZ), `colarr1`, `colarr2`, `angles`, `startpos`, `objects`
//! (plane switchers become [`crate::LayerSwitcher`]s, the rest typed kinds, `crate::object::s2::from_record`),
//! `rings` (each ring an `ObjectKind::Ring`), `waterheight` (hex, as SonLVL writes it). Sonic 1 projects
//! (`version=S1`) are read by [`super::sonlvl_s1`]. Art, block mappings and
//! palettes are not imported: the level names the project and section as its `art` ([`crate::art`]).

use super::{FileProblem, ImportError, kosinski, read_limited, s2};
use crate::chunk::ChunkSize;
use crate::level::{ArtSource, Bounds, CURRENT_VERSION, Level, LevelEvents, LevelSource, ProfileId, SourceFormat};
use crate::limits::{MAX_IMPORT_FILE_BYTES, MAX_INI_BYTES};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The INI keys naming the files a level is imported from, in the order they are read (and reported), and
/// whether a level needs them (`colind2` absent means "same as `colind1`"; objects and rings are optional).
pub const FILE_KEYS: [(&str, bool); 10] = [
    ("colarr1", true),
    ("colarr2", true),
    ("angles", true),
    ("colind1", true),
    ("colind2", false),
    ("chunks", true),
    ("layout", true),
    ("startpos", true),
    ("objects", false),
    ("rings", false),
];

/// A level a project offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelEntry {
    /// The section name, exactly as written between the brackets: pass it to [`import`].
    pub section: String,
    /// The `displayname` key if present, else the section name.
    pub display_name: String,
}

/// The levels of a SonLVL project, in file order (a section repeated in the file is listed once).
pub fn list_levels(ini_path: &Path) -> Result<Vec<LevelEntry>, ImportError> {
    Ok(Project::load(ini_path)?.levels())
}

/// Imports one level of a Sonic 2 SonLVL project. `section` is the INI section name, e.g.
/// `"Emerald Hill Zone Act 1"` (see [`list_levels`]).
///
/// Every file is checked before giving up, and the error lists each missing or malformed one. The level has
/// profile S2, 128x128 chunks, the 256 collision shapes as its tile set (tile index = Sonic 2 collision
/// index, tile 0 is the empty shape), one chunk per entry of the chunk table, the 128x16 foreground layout,
/// bounds from s2.asm's `LevelSize` table (see [`s2::camera_limits`]; unknown levels: the layout's size).
pub fn import(ini_path: &Path, section: &str) -> Result<Level, ImportError> {
    Project::load(ini_path)?.import(section)
}

/// What a level's INI entry for one of its files says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileEntry {
    /// No such key in the section or the global part.
    Absent,
    /// The entry cannot be used (several files, offsets, no name); the message says why.
    Unusable(String),
    /// The file it names, relative paths resolved against the INI's folder.
    Path(PathBuf),
}

/// One file a level is imported from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelFile {
    /// The INI key (`chunks`, `colind1`, …; see [`FILE_KEYS`]).
    pub key: &'static str,
    pub required: bool,
    pub entry: FileEntry,
}

/// A level of a project and which of its files are missing (see [`Project::levels_with_files`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelStatus {
    pub level: LevelEntry,
    /// Keys whose file is required but has no entry, has an unusable entry, or names no regular file; in
    /// [`FILE_KEYS`] order. Empty when everything is there.
    pub missing: Vec<&'static str>,
}

/// A parsed SonLVL project file.
pub struct Project {
    path: PathBuf,
    ini: Ini,
}

impl Project {
    /// Reads a project file (at most [`MAX_INI_BYTES`]; bytes that are not UTF-8 are replaced, as SonLVL's
    /// own reader does).
    pub fn load(ini_path: &Path) -> Result<Project, ImportError> {
        let bytes = read_limited(ini_path, MAX_INI_BYTES, "SonLVL project files")
            .map_err(|message| ImportError::Project { path: ini_path.to_path_buf(), message })?;
        Project::parse(ini_path, &String::from_utf8_lossy(&bytes))
    }

    /// Parses a project's text; `ini_path` is where relative file names start from and what errors name.
    /// Linear in the text's length, whatever the number of sections.
    pub fn parse(ini_path: &Path, text: &str) -> Result<Project, ImportError> {
        let ini = Ini::parse(text).map_err(|(line, message)| ImportError::Project {
            path: ini_path.to_path_buf(),
            message: format!("line {line}: {message}"),
        })?;
        Ok(Project { path: ini_path.to_path_buf(), ini })
    }

    /// The levels, in file order (a section repeated in the file is listed once).
    pub fn levels(&self) -> Vec<LevelEntry> {
        self.ini
            .sections
            .iter()
            .map(|(section, _)| LevelEntry {
                display_name: self.ini.get_in(section, "displayname").unwrap_or(section).to_string(),
                section: section.clone(),
            })
            .collect()
    }

    /// The files a level is imported from, in [`FILE_KEYS`] order (the section need not exist: then only
    /// the global entries count).
    pub fn level_files(&self, section: &str) -> Vec<LevelFile> {
        let dir = ini_dir(&self.path);
        self.file_keys(section)
            .iter()
            .map(|&(key, required)| {
                let entry = match self.ini.get(section, key) {
                    None => FileEntry::Absent,
                    Some(value) => match entry_path(value, key == "startpos") {
                        Ok(p) => FileEntry::Path(dir.join(p)),
                        Err(message) => FileEntry::Unusable(format!("{key}={}: {message}", excerpt(value))),
                    },
                };
                LevelFile { key, required, entry }
            })
            .collect()
    }

    /// Every level with the files it is missing. Each distinct path is looked up once, so a project whose
    /// levels share files (the collision arrays, usually all of them) costs one look-up per file.
    pub fn levels_with_files(&self) -> Vec<LevelStatus> {
        let mut present: HashMap<PathBuf, bool> = HashMap::new();
        self.levels()
            .into_iter()
            .map(|level| {
                let missing = self
                    .level_files(&level.section)
                    .into_iter()
                    .filter(|f| match &f.entry {
                        FileEntry::Absent => f.required,
                        FileEntry::Unusable(_) => true,
                        FileEntry::Path(p) => !*present
                            .entry(p.clone())
                            .or_insert_with(|| std::fs::metadata(p).is_ok_and(|m| m.is_file())),
                    })
                    .map(|f| f.key)
                    .collect();
                LevelStatus { level, missing }
            })
            .collect()
    }

    /// The INI keys naming a level's files: [`FILE_KEYS`] for Sonic 2 projects, [`super::sonlvl_s1::FILE_KEYS`]
    /// for Sonic 1 ones (`version=S1`).
    pub fn file_keys(&self, section: &str) -> &'static [(&'static str, bool)] {
        match self.ini.get(section, "version") {
            Some(v) if v.eq_ignore_ascii_case("S1") => &super::sonlvl_s1::FILE_KEYS,
            _ => &FILE_KEYS,
        }
    }

    /// The project file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A key of a level's section, else of the global part (as the importer reads them).
    pub fn entry(&self, section: &str, key: &str) -> Option<&str> {
        self.ini.get(section, key)
    }

    /// A key of the global part only (before the first section).
    pub fn global_entry(&self, key: &str) -> Option<&str> {
        self.ini.global.iter().rfind(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A key of a level's section only (no fall-back to the global part).
    pub fn section_entry(&self, section: &str, key: &str) -> Option<&str> {
        self.ini.get_in(section, key)
    }

    /// Checks that the project has the level and stores it in Sonic 2's own formats (`version=S2`, Kosinski,
    /// S2 layouts): what the importer reads and the exporter writes.
    pub fn check_format(&self, section: &str) -> Result<(), ImportError> {
        check_format(&self.ini, &self.path, section)
    }

    /// Imports one level (see [`import`]).
    pub fn import(&self, section: &str) -> Result<Level, ImportError> {
        import_level(&self.ini, &self.path, section)
    }
}

/// Whether the project has the level and stores it in the formats read (and written) here: Sonic 2's own.
fn check_format(ini: &Ini, ini_path: &Path, section: &str) -> Result<(), ImportError> {
    let project_error = |message: String| ImportError::Project { path: ini_path.to_path_buf(), message };
    if !ini.index.contains_key(section) {
        return Err(ImportError::NoSuchLevel {
            ini: ini_path.to_path_buf(),
            section: section.to_string(),
            available: ini.sections.iter().map(|(s, _)| s.clone()).collect(),
        });
    }
    match ini.get(section, "version") {
        Some(v) if v.eq_ignore_ascii_case("S2") => {}
        Some(v) => {
            let v = excerpt(v);
            return Err(project_error(format!(
                "version={v}: only Sonic 1 and Sonic 2 projects (version=S1, version=S2) are imported, and only \
                 Sonic 2 ones are exported"
            )));
        }
        None => return Err(project_error("no version= entry; expected version=S2".to_string())),
    }
    // SonLVL lets a project override the formats; only Sonic 2's own (Kosinski, S2 layouts) are read here.
    for (key, wanted) in [
        ("chunkcmp", "Kosinski"),
        ("layoutcmp", "Kosinski"),
        ("colindcmp", "Kosinski"),
        ("chunkfmt", "S2"),
        ("layoutfmt", "S2"),
        ("colindfmt", "S2"),
    ] {
        if let Some(v) = ini.get(section, key)
            && !v.eq_ignore_ascii_case(wanted)
        {
            let v = excerpt(v);
            return Err(project_error(format!("[{section}] {key}={v}: only {key}={wanted} is supported")));
        }
    }
    Ok(())
}

fn import_level(ini: &Ini, ini_path: &Path, section: &str) -> Result<Level, ImportError> {
    if ini.index.contains_key(section) && ini.get(section, "version").is_some_and(|v| v.eq_ignore_ascii_case("S1")) {
        return super::sonlvl_s1::import_level(ini, ini_path, section);
    }
    check_format(ini, ini_path, section)?;

    let mut ctx = Ctx { ini, ini_path, section, dir: ini_dir(ini_path), problems: Vec::new(), paths: HashMap::new() };

    let vertical = ctx.raw("colarr1", true, Some(s2::COLLISION_ARRAY_BYTES));
    let horizontal = ctx.raw("colarr2", true, Some(s2::COLLISION_ARRAY_BYTES));
    let angles = ctx.raw("angles", true, Some(s2::ANGLE_MAP_BYTES));
    let primary = ctx.kosinski("colind1", true);
    let has_secondary = ctx.has("colind2");
    let secondary = if has_secondary { ctx.kosinski("colind2", true) } else { primary.clone() };
    let chunk_table = ctx.kosinski("chunks", true);
    let layout_bytes = ctx.kosinski("layout", true);
    let start = ctx.raw("startpos", true, None);
    let object_bytes = ctx.raw("objects", false, None);
    let ring_bytes = ctx.raw("rings", false, None);

    for (key, data) in [("colind1", &primary), ("colind2", &secondary)] {
        if let Some((path, d)) = data
            && d.is_empty()
            && (key == "colind1" || has_secondary)
        {
            ctx.problem(path, key, "collision index is empty".to_string());
        }
    }
    let chunk_count = chunk_table.as_ref().and_then(|(path, data)| {
        let count = data.len() / s2::CHUNK_BYTES;
        let message = if !data.len().is_multiple_of(s2::CHUNK_BYTES) {
            format!("{} bytes is not a whole number of {}-byte chunks", data.len(), s2::CHUNK_BYTES)
        } else if count == 0 {
            "no chunks".to_string()
        } else if count > s2::MAX_CHUNKS {
            format!("{count} chunks; Sonic 2's chunk table holds at most {}", s2::MAX_CHUNKS)
        } else {
            return Some(count);
        };
        ctx.problem(path, "chunks", message);
        None
    });
    let layout = layout_bytes.as_ref().and_then(|(path, data)| {
        if data.len() != s2::LAYOUT_BYTES {
            let message = format!(
                "decompresses to {} bytes; a Sonic 2 layout is {} rows of {} bytes = {}",
                data.len(),
                s2::LAYOUT_HEIGHT,
                s2::LAYOUT_ROW_BYTES,
                s2::LAYOUT_BYTES
            );
            ctx.problem(path, "layout", message);
            return None;
        }
        let layout = s2::foreground_layout(data);
        if let Some(count) = chunk_count {
            let bad: Vec<(usize, u16)> = layout
                .cells()
                .iter()
                .enumerate()
                .filter_map(|(i, c)| c.filter(|&id| id as usize >= count).map(|id| (i, id)))
                .collect();
            if let Some(&(i, id)) = bad.first() {
                let (col, row) = (i % s2::LAYOUT_WIDTH, i / s2::LAYOUT_WIDTH);
                let message = format!(
                    "{} foreground cell(s) name a chunk beyond the {count} in the chunk table; the first is column \
                     {col}, row {row}: chunk {id}",
                    bad.len()
                );
                ctx.problem(path, "layout", message);
                return None;
            }
        }
        Some(layout)
    });
    let chunks = match (&chunk_table, &primary, &secondary, chunk_count) {
        (Some((path, table)), Some((_, p)), Some((_, s)), Some(_)) => match s2::decode_chunks(table, p, s) {
            Ok(chunks) => Some(chunks),
            Err(message) => {
                ctx.problem(path, "chunks", message);
                None
            }
        },
        _ => None,
    };
    let player_start = start.and_then(|(path, data)| match s2::start_position(&data) {
        Ok(p) => Some(p),
        Err(message) => {
            ctx.problem(&path, "startpos", message);
            None
        }
    });
    let mut object_offsets = Vec::new();
    let (switchers, mut objects) = match object_bytes {
        None => (Vec::new(), Vec::new()),
        Some((path, data)) => match s2::object_records(&data) {
            Ok(records) => {
                let placed = records.iter().filter(|r| r.id != s2::PLANE_SWITCHER_ID);
                object_offsets = placed.map(|r| r.offset).collect();
                s2::split_objects(&records)
            }
            Err(message) => {
                ctx.problem(&path, "objects", message);
                (Vec::new(), Vec::new())
            }
        },
    };
    if let Some((path, data)) = ring_bytes {
        match s2::rings(&data) {
            Ok(rings) => objects.extend(rings),
            Err(message) => ctx.problem(&path, "rings", message),
        }
    }
    let water_height = match ctx.ini.get(section, "waterheight") {
        None => None,
        Some(v) => match i32::from_str_radix(v.trim_start_matches("0x").trim_start_matches("0X"), 16) {
            Ok(h) => Some(h),
            Err(_) => {
                let v = excerpt(v);
                ctx.problem_at_key("waterheight", format!("waterheight={v} is not a hexadecimal number"));
                None
            }
        },
    };

    let tiles = match (&vertical, &horizontal, &angles) {
        (Some((_, v)), Some((_, h)), Some((_, a))) => Some(s2::solid_tiles(v, h, a)),
        _ => None,
    };
    let problems = std::mem::take(&mut ctx.problems);
    let (Some(tiles), Some(chunks), Some(layout), Some(player_start), true) =
        (tiles, chunks, layout, player_start, problems.is_empty())
    else {
        return Err(ImportError::Files { section: section.to_string(), problems });
    };

    let bounds = match s2::camera_limits(section) {
        Some(limits) => limits.to_bounds(),
        None => {
            let px = ChunkSize::Px128.pixels();
            Bounds { left: 0, top: 0, right: layout.width() as i32 * px, bottom: layout.height() as i32 * px }
        }
    };
    // The object layout's placements come first in `objects`, the rings after them.
    let from_objects_file = object_offsets.len();
    let level = Level {
        version: CURRENT_VERSION,
        name: ini.get_in(section, "displayname").unwrap_or(section).to_string(),
        profile: ProfileId::S2,
        chunk_size: ChunkSize::Px128,
        player_start,
        bounds,
        water_height,
        events: level_events(section),
        source: Some(LevelSource { format: SourceFormat::SonLvlS2, section: section.to_string() }),
        // The art stays in the project: the level names it (`crate::art`). The CLI makes the path relative to
        // the level file it writes.
        art: ini.get(section, "tiles").map(|_| ArtSource::SonLvl {
            project: ini_path.to_string_lossy().into_owned(),
            section: section.to_string(),
        }),
        moves: None,
        tiles,
        chunks,
        layout,
        switchers,
        objects,
        loops: Default::default(),
    };
    let invalid = crate::validate::validate(&level);
    if invalid.is_empty() {
        return Ok(level);
    }
    // Each problem is reported against the file (and INI key) its value came from.
    let rings = level.objects.len() - from_objects_file;
    for p in invalid {
        let (key, detail) = source_of(&p.path, from_objects_file, rings, &object_offsets);
        let message = match detail {
            Some(d) => format!("{d}: {p}"),
            None => p.to_string(),
        };
        match ctx.paths.get(key).cloned() {
            Some(path) => ctx.problem(&path, key, message),
            None => ctx.problem_at_key(key, message),
        }
    }
    Err(ImportError::Files { section: section.to_string(), problems: ctx.problems })
}

/// The INI key whose file (or entry) a problem of the imported level comes from, and where in that file when
/// that is known. `objects[i]` below `from_objects_file` came from the object layout (whose placements start
/// at `object_offsets`), the rest from the ring layout.
fn source_of(
    path: &str,
    from_objects_file: usize,
    rings: usize,
    object_offsets: &[usize],
) -> (&'static str, Option<String>) {
    // `field[index]` → ("field", index).
    let indexed = |prefix: &str| -> Option<usize> {
        let rest = path.strip_prefix(prefix)?.strip_prefix('[')?;
        rest[..rest.find(']')?].parse().ok()
    };
    let root = path.split(['.', '[']).next().unwrap_or(path);
    match root {
        "name" => ("displayname", None),
        "player_start" => ("startpos", None),
        "water_height" => ("waterheight", None),
        "bounds" | "layout" => ("layout", None),
        "chunks" => ("chunks", None),
        "switchers" => ("objects", None),
        "tiles" => {
            let tile = indexed("tiles");
            let column = path.rsplit('[').next().and_then(|r| r.trim_end_matches(']').parse::<usize>().ok());
            let key = if path.contains(".widths[") { "colarr2" } else { "colarr1" };
            match (tile, column, path.contains("s[")) {
                (Some(t), Some(c), true) => (key, Some(format!("byte {}", t * 16 + c))),
                _ => (key, None),
            }
        }
        "objects" => match indexed("objects") {
            Some(i) if i < from_objects_file => {
                ("objects", object_offsets.get(i).map(|o| format!("record at byte {o}")))
            }
            Some(i) => ("rings", Some(format!("ring {}", i - from_objects_file))),
            None if rings > 0 => ("rings", None),
            None => ("objects", None),
        },
        _ => ("layout", None),
    }
}

/// The game level's scripted events, by its one-player section name (`Current_ZoneAndAct` picks them in the
/// game). Two-player sections (`2 Player\\…`) get none: the engine has no two-player mode.
pub(crate) fn level_events(section: &str) -> LevelEvents {
    match section.trim() {
        "Emerald Hill Zone Act 1" => LevelEvents::Ehz1,
        "Emerald Hill Zone Act 2" => LevelEvents::Ehz2,
        "Chemical Plant Zone Act 1" => LevelEvents::Cpz1,
        "Chemical Plant Zone Act 2" => LevelEvents::Cpz2,
        "Aquatic Ruin Zone Act 1" => LevelEvents::Arz1,
        "Aquatic Ruin Zone Act 2" => LevelEvents::Arz2,
        _ => LevelEvents::None,
    }
}

/// The folder relative paths in the INI start from.
pub(super) fn ini_dir(ini_path: &Path) -> PathBuf {
    match ini_path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Collects file problems while loading one level.
pub(super) struct Ctx<'a> {
    pub(super) ini: &'a Ini,
    pub(super) ini_path: &'a Path,
    pub(super) section: &'a str,
    pub(super) dir: PathBuf,
    pub(super) problems: Vec<FileProblem>,
    /// The file each key named.
    pub(super) paths: HashMap<&'static str, PathBuf>,
}

impl Ctx<'_> {
    pub(super) fn problem(&mut self, path: &Path, key: &str, message: String) {
        self.problems.push(FileProblem { key: key.to_string(), path: path.to_path_buf(), message });
    }

    pub(super) fn problem_at_key(&mut self, key: &str, message: String) {
        self.problems.push(FileProblem { key: key.to_string(), path: self.ini_path.to_path_buf(), message });
    }

    fn has(&self, key: &str) -> bool {
        self.ini.get(self.section, key).is_some()
    }

    /// The file a key names. `startpos` may carry SonLVL labels after the path (`file.bin:Sonic:Level
    /// Start`); other keys must name exactly one file.
    pub(super) fn path(&mut self, key: &'static str, required: bool) -> Option<PathBuf> {
        let Some(value) = self.ini.get(self.section, key) else {
            if required {
                let section = self.section;
                self.problem_at_key(key, format!("[{section}] has no {key}= entry"));
            }
            return None;
        };
        match entry_path(value, key == "startpos") {
            Ok(p) => {
                let path = self.dir.join(p);
                self.paths.insert(key, path.clone());
                Some(path)
            }
            Err(message) => {
                self.problem_at_key(key, format!("{key}={}: {message}", excerpt(value)));
                None
            }
        }
    }

    /// Reads a plain file, optionally of an exact size.
    pub(super) fn raw(
        &mut self,
        key: &'static str,
        required: bool,
        exact: Option<usize>,
    ) -> Option<(PathBuf, Vec<u8>)> {
        let path = self.path(key, required)?;
        match read_limited(&path, MAX_IMPORT_FILE_BYTES, "imported files") {
            Ok(data) => match exact {
                Some(n) if data.len() != n => {
                    self.problem(&path, key, format!("{} bytes; expected exactly {n}", data.len()));
                    None
                }
                _ => Some((path, data)),
            },
            Err(message) => {
                self.problem(&path, key, message);
                None
            }
        }
    }

    /// Reads and decompresses a Kosinski file.
    pub(super) fn kosinski(&mut self, key: &'static str, required: bool) -> Option<(PathBuf, Vec<u8>)> {
        let (path, data) = self.raw(key, required, None)?;
        match kosinski::decompress(&data) {
            Ok(out) => Some((path, out)),
            Err(e) => {
                self.problem(&path, key, e.to_string());
                None
            }
        }
    }
}

/// The relative path in an INI file entry. SonLVL entries can list several files (`a|b`) or add
/// `:offset` / `:label` parts; only a single file is accepted here, with labels allowed where SonLVL uses them.
fn entry_path(value: &str, labels_allowed: bool) -> Result<String, String> {
    // SonLVL lists several start positions (`level.bin:Sonic:Level Start|demo.bin:Sonic:Credits Demo 1`); the
    // first is the level's own.
    let value = if labels_allowed { value.split('|').next().unwrap_or(value) } else { value };
    if value.contains('|') {
        return Err("several files joined with '|' are not supported here".to_string());
    }
    // A colon at index 1 after a letter is a Windows drive (`C:\…`), not a separator.
    let b = value.as_bytes();
    let start = if b.len() > 1 && b[1] == b':' && b[0].is_ascii_alphabetic() { 2 } else { 0 };
    let path = match value[start..].find(':') {
        Some(i) if labels_allowed => &value[..start + i],
        Some(_) => return Err("extra ':…' parts (offsets) are not supported here".to_string()),
        None => value,
    };
    let path = path.trim();
    if path.is_empty() {
        return Err("no file name".to_string());
    }
    // SonLVL runs on Windows; its projects may use backslashes.
    Ok(path.replace('\\', "/"))
}

/// Quotes a value from the INI in a message: escaped and shortened ([`crate::read::excerpt`]).
pub(super) fn excerpt(value: &str) -> String {
    crate::read::excerpt(value)
}

/// A parsed INI: the global entries (before the first header) and the sections in file order, a section
/// repeated in the file merged into its first appearance (its entries appended in file order).
pub(super) struct Ini {
    global: Vec<(String, String)>,
    sections: Vec<(String, Vec<(String, String)>)>,
    /// Section name → index into `sections`, so that parsing and every look-up stay linear.
    index: HashMap<String, usize>,
}

impl Ini {
    fn parse(text: &str) -> Result<Self, (usize, String)> {
        let mut ini = Ini { global: Vec::new(), sections: Vec::new(), index: HashMap::new() };
        let mut current: Option<usize> = None;
        for (n, line) in text.trim_start_matches('\u{feff}').lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with(';') || line.starts_with('#') {
                continue;
            }
            if let Some(rest) = line.strip_prefix('[') {
                let Some(name) = rest.strip_suffix(']') else {
                    return Err((n + 1, "section header without a closing ']'".to_string()));
                };
                let name = name.trim();
                let next = ini.sections.len();
                let at = *ini.index.entry(name.to_string()).or_insert(next);
                if at == next {
                    ini.sections.push((name.to_string(), Vec::new()));
                }
                current = Some(at);
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                return Err((n + 1, format!("expected [section] or key=value, found '{}'", excerpt(line))));
            };
            let entry = (key.trim().to_string(), value.trim().to_string());
            match current {
                Some(at) => ini.sections[at].1.push(entry),
                None => ini.global.push(entry),
            }
        }
        Ok(ini)
    }

    /// Section names in first-appearance order, each once.
    #[cfg(test)]
    fn section_names(&self) -> Vec<&str> {
        self.sections.iter().map(|(name, _)| name.as_str()).collect()
    }

    /// Whether the section exists.
    pub(super) fn has_section(&self, section: &str) -> bool {
        self.index.contains_key(section)
    }

    /// Every section name, in file order.
    pub(super) fn section_list(&self) -> Vec<String> {
        self.sections.iter().map(|(s, _)| s.clone()).collect()
    }

    /// A key of the section only (the last value wins when repeated).
    pub(super) fn get_in(&self, section: &str, key: &str) -> Option<&str> {
        let (_, entries) = &self.sections[*self.index.get(section)?];
        entries.iter().rfind(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A key of the section, else of the global part.
    pub(super) fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.get_in(section, key).or_else(|| self.global.iter().rfind(|(k, _)| k == key).map(|(_, v)| v.as_str()))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn level_events_follow_the_one_player_section_name() {
        assert_eq!(level_events("Emerald Hill Zone Act 1"), LevelEvents::Ehz1);
        assert_eq!(level_events("Emerald Hill Zone Act 2"), LevelEvents::Ehz2);
        assert_eq!(level_events("2 Player\\\\Emerald Hill Zone Act 2"), LevelEvents::None);
        assert_eq!(level_events("Chemical Plant Zone Act 1"), LevelEvents::Cpz1);
        assert_eq!(level_events("Chemical Plant Zone Act 2"), LevelEvents::Cpz2);
        assert_eq!(level_events("Mystic Cave Zone Act 1"), LevelEvents::None);
    }

    #[test]
    fn ini_global_part_sections_and_lookup() {
        let ini = Ini::parse(
            "\u{feff}version=S2\r\ncolarr1=a.bin\n; comment\n[Zone A]\nchunks=x.kos\n\n[2 Player\\\\Zone A]\n\
             displayname=Zone A (2P)\ncolarr1=b.bin\n[Zone A]\nchunks=y.kos\n",
        )
        .unwrap();
        assert_eq!(ini.section_names(), vec!["Zone A", "2 Player\\\\Zone A"]);
        assert_eq!(ini.get("Zone A", "chunks"), Some("y.kos"));
        assert_eq!(ini.get("Zone A", "colarr1"), Some("a.bin"));
        assert_eq!(ini.get("2 Player\\\\Zone A", "colarr1"), Some("b.bin"));
        assert_eq!(ini.get("Zone A", "version"), Some("S2"));
        assert_eq!(ini.get_in("Zone A", "version"), None);
        assert_eq!(
            Ini::parse("[ok]\nnot a pair\n").err(),
            Some((2, "expected [section] or key=value, found 'not a pair'".to_string()))
        );
        assert_eq!(Ini::parse("[open\n").err().map(|e| e.0), Some(1));
    }

    #[test]
    fn entry_paths() {
        assert_eq!(
            entry_path("../startpos/EHZ_1.bin:Sonic:Level Start", true),
            Ok("../startpos/EHZ_1.bin".to_string())
        );
        assert_eq!(entry_path("..\\level\\layout\\EHZ_1.kos", false), Ok("../level/layout/EHZ_1.kos".to_string()));
        assert_eq!(entry_path("C:\\data\\x.bin:Sonic", true), Ok("C:/data/x.bin".to_string()));
        assert!(entry_path("a.kos|b.kos:0x3F80", false).is_err());
        assert!(entry_path("a.kos:0x100", false).is_err());
        assert!(entry_path(" ", false).is_err());
    }
}
