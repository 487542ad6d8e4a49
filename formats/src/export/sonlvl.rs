//! Writes a level into one level of a SonLVL project (Sonic 2, `version=S2`): every file its section names —
//! the Kosinski chunk table, layout and collision indexes, the collision arrays and angle map, the object and
//! ring layouts and the start position (see [`WRITTEN_KEYS`]).
//!
//! Exporting is two steps. [`plan`] reads the project, encodes the level ([`super::s2::encode`], which refuses
//! with every violated limit and writes nothing), compares each file with what is on disk (decompressed for
//! Kosinski files, so an unchanged file is never rewritten) and finds the other levels of the project that use
//! a file that would change, counting how many of their blocks would read a different collision shape.
//! [`write`] then writes the changed files, each atomically with a `.bak` of the previous one
//! ([`crate::atomic`]). [`export`] does both, refusing to touch files other levels share unless allowed.

use super::Violation;
use super::s2::{self as enc, Base, S2Files};
use crate::atomic::{self, Backup};
use crate::import::sonlvl::{FileEntry, Project};
use crate::import::{ImportError, kosinski, read_limited, s2 as read};
use crate::level::Level;
use crate::limits::MAX_IMPORT_FILE_BYTES;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The INI keys of the files written, in the order they are written and reported.
pub const WRITTEN_KEYS: [&str; 10] =
    ["colarr1", "colarr2", "angles", "colind1", "colind2", "chunks", "layout", "startpos", "objects", "rings"];

/// Whether a key's file is Kosinski-compressed.
fn is_kosinski(key: &str) -> bool {
    matches!(key, "colind1" | "colind2" | "chunks" | "layout")
}

/// What exporting does to one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Same content as on disk (decompressed, for Kosinski files): not written.
    Unchanged,
    /// Different content: written, the old file kept as `NAME.bak`.
    Changed,
    /// No such file yet: created.
    New,
}

/// One file of the level's section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedFile {
    /// The INI key naming it.
    pub key: &'static str,
    pub path: PathBuf,
    /// The file's new bytes (compressed for Kosinski files; for an unchanged file, what is on disk).
    pub bytes: Vec<u8>,
    /// Its uncompressed size (the same as `bytes` for files that are not Kosinski).
    pub raw_len: usize,
    pub change: Change,
}

/// Another level of the project that uses files the export changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedLevel {
    pub section: String,
    /// The INI keys of the changed files it uses.
    pub keys: Vec<&'static str>,
    /// Blocks of the chunks its layout shows that would read another collision shape or solidity afterwards.
    pub blocks_changed: usize,
    /// All blocks of the chunks its layout shows.
    pub blocks: usize,
}

impl std::fmt::Display for SharedLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (section, keys) = (crate::read::printable(&self.section), self.keys.join(", "));
        if self.blocks == 0 {
            return write!(
                f,
                "[{section}] uses {keys} (its layout or chunks cannot be read: its blocks were not counted)"
            );
        }
        write!(
            f,
            "[{section}] uses {keys}: {} of the {} blocks its layout shows would read another collision shape",
            self.blocks_changed, self.blocks
        )
    }
}

/// What exporting a level would do, file by file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub ini: PathBuf,
    pub section: String,
    /// Every file of the section the export handles, in [`WRITTEN_KEYS`] order.
    pub files: Vec<PlannedFile>,
    /// Other levels that use a changed file (empty when no shared file changes).
    pub shared: Vec<SharedLevel>,
    /// What the user should know that is no refusal.
    pub notes: Vec<String>,
}

impl Plan {
    /// The files that would be written.
    pub fn changed(&self) -> impl Iterator<Item = &PlannedFile> {
        self.files.iter().filter(|f| f.change != Change::Unchanged)
    }

    /// One line per file (`written`/`created`/`unchanged`), then the shared levels and the notes.
    pub fn describe(&self, done: bool) -> Vec<String> {
        let mut lines = Vec::new();
        for f in &self.files {
            let what = match (f.change, done) {
                (Change::Unchanged, _) => "unchanged",
                (Change::Changed, true) => "written (previous file kept as .bak)",
                (Change::Changed, false) => "would be written",
                (Change::New, true) => "created",
                (Change::New, false) => "would be created",
            };
            lines.push(format!("{} ({}): {what}", f.path.display(), f.key));
        }
        for s in &self.shared {
            lines.push(format!("shared: {s}"));
        }
        for n in &self.notes {
            lines.push(format!("note: {n}"));
        }
        lines
    }
}

/// Why a level was not exported. Nothing is written in any of these cases but [`ExportError::Write`].
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The project cannot be read, has no such level, or stores it in formats this exporter does not write.
    #[error(transparent)]
    Project(#[from] ImportError),
    /// The level does not fit the game (or the project lacks a file for it): every violation, each with the
    /// level path and the limit.
    #[error(
        "cannot export to [{}]: {} problem(s), nothing was written:\n{}",
        crate::read::printable(section),
        violations.len(),
        violations.iter().map(|v| format!("  {v}")).collect::<Vec<_>>().join("\n")
    )]
    Refused { section: String, violations: Vec<Violation> },
    /// Files other levels use would change, and that was not allowed.
    #[error(
        "exporting to [{}] would change files other levels use; nothing was written:\n{}",
        crate::read::printable(section),
        shared.iter().map(|s| format!("  {s}")).collect::<Vec<_>>().join("\n")
    )]
    Shared { section: String, shared: Vec<SharedLevel> },
    /// A file could not be written; `written` lists the files written before it.
    #[error("{}: cannot write: {source}{}", path.display(), written_note(written))]
    Write { path: PathBuf, written: Vec<PathBuf>, source: std::io::Error },
}

fn written_note(written: &[PathBuf]) -> String {
    if written.is_empty() {
        " (nothing was written)".to_string()
    } else {
        format!(
            " (already written: {})",
            written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", ")
        )
    }
}

/// Plans and writes: refuses when the level does not fit, or when files other levels use would change and
/// `allow_shared` is false; otherwise writes the changed files and returns the plan.
pub fn export(ini: &Path, section: &str, level: &Level, allow_shared: bool) -> Result<Plan, ExportError> {
    let plan = plan(ini, section, level)?;
    if !plan.shared.is_empty() && !allow_shared {
        return Err(ExportError::Shared { section: section.to_string(), shared: plan.shared });
    }
    write(&plan)?;
    Ok(plan)
}

/// Writes the plan's changed files, each atomically, keeping the previous file as `NAME.bak`. Returns the
/// paths written.
pub fn write(plan: &Plan) -> Result<Vec<PathBuf>, ExportError> {
    let mut written = Vec::new();
    for f in plan.changed() {
        if let Err(source) = atomic::write(&f.path, &f.bytes, Backup::Keep) {
            return Err(ExportError::Write { path: f.path.clone(), written, source });
        }
        written.push(f.path.clone());
    }
    Ok(written)
}

/// The decompressed content of project files, read once each.
struct Files {
    cache: HashMap<PathBuf, Result<Option<Vec<u8>>, String>>,
}

impl Files {
    /// The file's content (decompressed for Kosinski keys); `Ok(None)` when it does not exist.
    fn get(&mut self, path: &Path, kosinski_file: bool) -> Result<Option<Vec<u8>>, String> {
        self.cache
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                if !path.exists() {
                    return Ok(None);
                }
                let bytes = read_limited(path, MAX_IMPORT_FILE_BYTES, "imported files")?;
                if kosinski_file {
                    kosinski::decompress(&bytes).map(Some).map_err(|e| e.to_string())
                } else {
                    Ok(Some(bytes))
                }
            })
            .clone()
    }
}

/// The files a section names, by key (only keys with a usable entry).
fn section_paths(project: &Project, section: &str) -> HashMap<&'static str, PathBuf> {
    project
        .level_files(section)
        .into_iter()
        .filter_map(|f| match f.entry {
            FileEntry::Path(p) => Some((f.key, p)),
            _ => None,
        })
        .collect()
}

/// A file's identity for "is this the same file": the canonical path when it exists, else the path as given.
fn identity(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Works out what exporting `level` into `section` of the project `ini` would write; reads only.
pub fn plan(ini: &Path, section: &str, level: &Level) -> Result<Plan, ExportError> {
    let project = Project::load(ini)?;
    project.check_format(section)?;
    let refused = |violations: Vec<Violation>| ExportError::Refused { section: section.to_string(), violations };
    let ini_name = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into_owned());

    let paths = section_paths(&project, section);
    let mut problems = Vec::new();
    for f in project.level_files(section) {
        if let FileEntry::Unusable(message) = &f.entry
            && WRITTEN_KEYS.contains(&f.key)
        {
            problems.push(Violation::new(format!("{ini_name} ({})", f.key), message.clone()));
        }
    }
    for key in ["colarr1", "colarr2", "angles", "colind1", "chunks", "layout", "startpos"] {
        if !paths.contains_key(key) && problems.iter().all(|p| !p.path.ends_with(&format!("({key})"))) {
            problems.push(Violation::new(
                format!("{ini_name} ({key})"),
                format!("[{}] names no {key}= file to write", crate::read::printable(section)),
            ));
        }
    }
    let has_rings = level.objects.iter().any(|o| o.kind == crate::object::ObjectKind::Ring);
    let has_objects =
        !level.switchers.is_empty() || level.objects.iter().any(|o| o.kind != crate::object::ObjectKind::Ring);
    for (key, needed, what) in [("objects", has_objects, "objects and switchers"), ("rings", has_rings, "rings")] {
        if needed && !paths.contains_key(key) {
            problems.push(Violation::new(
                format!("{ini_name} ({key})"),
                format!("the level has {what} but [{}] names no {key}= file", crate::read::printable(section)),
            ));
        }
    }
    if !problems.is_empty() {
        return Err(refused(problems));
    }
    let one_index = project.entry(section, "colind2").is_none();

    // What the project holds now.
    let mut files = Files { cache: HashMap::new() };
    let base_of = |key: &str, files: &mut Files, problems: &mut Vec<Violation>| -> Option<Vec<u8>> {
        let path = paths.get(key)?;
        match files.get(path, is_kosinski(key)) {
            Ok(data) => data,
            Err(message) => {
                problems.push(Violation::new(
                    format!("{} ({key})", path.display()),
                    format!("cannot read the current file, whose other parts must be kept: {message}"),
                ));
                None
            }
        }
    };
    let mut base = Base {
        colarr1: base_of("colarr1", &mut files, &mut problems),
        colarr2: base_of("colarr2", &mut files, &mut problems),
        angles: base_of("angles", &mut files, &mut problems),
        colind1: base_of("colind1", &mut files, &mut problems),
        colind2: if one_index { None } else { base_of("colind2", &mut files, &mut problems) },
        layout: base_of("layout", &mut files, &mut problems),
        objects: base_of("objects", &mut files, &mut problems),
        rings: base_of("rings", &mut files, &mut problems),
        shapes_in_use: Vec::new(),
    };
    if !problems.is_empty() {
        return Err(refused(problems));
    }
    let old_chunks = paths.get("chunks").and_then(|p| files.get(p, true).ok().flatten());

    // The other levels and the shapes they read now.
    let ours: HashMap<&'static str, PathBuf> = paths.iter().map(|(k, p)| (*k, identity(p))).collect();
    let others: Vec<(String, HashMap<&'static str, PathBuf>)> = project
        .levels()
        .into_iter()
        .filter(|l| l.section != section)
        .map(|l| {
            let p = section_paths(&project, &l.section);
            (l.section, p)
        })
        .collect();
    let mut in_use = vec![false; read::SHAPE_COUNT];
    let mut mark = |data: &Option<Vec<u8>>, idx1: &Option<Vec<u8>>, idx2: &Option<Vec<u8>>| {
        let (Some(chunks), Some(i1)) = (data, idx1) else { return };
        let i2 = idx2.as_ref().unwrap_or(i1);
        for w in chunks.chunks_exact(2) {
            let word = u16::from_be_bytes([w[0], w[1]]);
            let id = (word & 0x3FF) as usize;
            for (solid, index) in [(word & 0x3000 != 0, i1), (word & 0xC000 != 0, i2)] {
                if solid && let Some(&s) = index.get(id) {
                    in_use[s as usize] = true;
                }
            }
        }
    };
    let mut other_data = Vec::new();
    for (name, p) in &others {
        let mut get = |key: &str| p.get(key).and_then(|path| files.get(path, is_kosinski(key)).ok().flatten());
        let data = OtherLevel {
            chunks: get("chunks"),
            colind1: get("colind1"),
            colind2: if p.contains_key("colind2") { get("colind2") } else { None },
            layout: get("layout"),
        };
        mark(&data.chunks, &data.colind1, &data.colind2);
        other_data.push((name.clone(), data));
    }
    mark(&old_chunks, &base.colind1, &base.colind2);
    base.shapes_in_use = in_use;

    let new = enc::encode(level, &base, one_index).map_err(refused)?;

    // Each file: new content against the old.
    let mut planned = Vec::new();
    for key in WRITTEN_KEYS {
        let Some(path) = paths.get(key) else { continue };
        let raw: &[u8] = match key {
            "colarr1" => &new.colarr1,
            "colarr2" => &new.colarr2,
            "angles" => &new.angles,
            "colind1" => &new.colind1,
            "colind2" => match &new.colind2 {
                Some(c) => c,
                None => continue,
            },
            "chunks" => &new.chunks,
            "layout" => &new.layout,
            "startpos" => &new.startpos,
            "objects" => &new.objects,
            _ => &new.rings,
        };
        let old = files.get(path, is_kosinski(key)).ok().flatten();
        let change = match &old {
            None => Change::New,
            Some(o) if o.as_slice() == raw => Change::Unchanged,
            Some(_) => Change::Changed,
        };
        let bytes = match change {
            Change::Unchanged => std::fs::read(path).unwrap_or_default(),
            _ if is_kosinski(key) => kosinski::compress(raw),
            _ => raw.to_vec(),
        };
        planned.push(PlannedFile { key, path: path.clone(), bytes, raw_len: raw.len(), change });
    }

    // Other levels using a changed file.
    let changed: HashSet<PathBuf> =
        planned.iter().filter(|f| f.change != Change::Unchanged).filter_map(|f| ours.get(f.key).cloned()).collect();
    let mut shared = Vec::new();
    if !changed.is_empty() {
        let old_arrays = (base.colarr1.clone(), base.colarr2.clone(), base.angles.clone());
        for ((name, p), (_, data)) in others.iter().zip(&other_data) {
            let mut keys: Vec<&'static str> = WRITTEN_KEYS
                .iter()
                .copied()
                .filter(|k| p.get(k).is_some_and(|path| changed.contains(&identity(path))))
                .collect();
            if keys.is_empty() {
                continue;
            }
            keys.dedup();
            let same = |key: &str| p.get(key).is_some_and(|path| ours.get(key).is_some_and(|o| *o == identity(path)));
            let after = OtherLevel {
                chunks: if same("chunks") { Some(new.chunks.clone()) } else { data.chunks.clone() },
                colind1: if same("colind1") { Some(new.colind1.clone()) } else { data.colind1.clone() },
                colind2: if !p.contains_key("colind2") {
                    None
                } else if same("colind2") {
                    new.colind2.clone()
                } else {
                    data.colind2.clone()
                },
                layout: if same("layout") { Some(new.layout.clone()) } else { data.layout.clone() },
            };
            let same_arrays =
                |key: &str| p.get(key).is_some_and(|path| ours.get(key).is_some_and(|o| *o == identity(path)));
            let new_arrays = (
                if same_arrays("colarr1") { Some(new.colarr1.clone()) } else { old_arrays.0.clone() },
                if same_arrays("colarr2") { Some(new.colarr2.clone()) } else { old_arrays.1.clone() },
                if same_arrays("angles") { Some(new.angles.clone()) } else { old_arrays.2.clone() },
            );
            let (blocks_changed, blocks) = changed_blocks(data, &old_arrays, &after, &new_arrays);
            shared.push(SharedLevel { section: name.clone(), keys, blocks_changed, blocks });
        }
    }
    let mut notes = new.notes.clone();
    notes.extend(ignored_notes(level, &new));
    Ok(Plan { ini: ini.to_path_buf(), section: section.to_string(), files: planned, shared, notes })
}

/// What the files cannot hold that the level has, as notes (the INI holds the water height; s2.asm the
/// camera bounds).
fn ignored_notes(level: &Level, _files: &S2Files) -> Vec<String> {
    let mut notes = Vec::new();
    if level.water_height.is_some() {
        notes.push("water_height is not written: SonLVL keeps it in the INI (waterheight=) and s2.asm in its water height table".to_string());
    }
    notes
}

/// Another level's files, decompressed.
struct OtherLevel {
    chunks: Option<Vec<u8>>,
    colind1: Option<Vec<u8>>,
    colind2: Option<Vec<u8>>,
    layout: Option<Vec<u8>>,
}

type Arrays = (Option<Vec<u8>>, Option<Vec<u8>>, Option<Vec<u8>>);

/// How many blocks of the chunks a level's foreground layout shows read another collision shape (or are solid
/// differently) after the export, of how many.
fn changed_blocks(before: &OtherLevel, old: &Arrays, after: &OtherLevel, new: &Arrays) -> (usize, usize) {
    let Some(layout) = after.layout.as_ref().or(before.layout.as_ref()) else { return (0, 0) };
    let mut used = [false; 256];
    for row in layout.chunks(read::LAYOUT_ROW_BYTES).take(read::LAYOUT_HEIGHT) {
        for &id in row.iter().take(read::LAYOUT_WIDTH) {
            used[id as usize] = true;
        }
    }
    let read_shape = |level: &OtherLevel, arrays: &Arrays, chunk: usize, block: usize| -> [Option<Vec<u8>>; 2] {
        let Some(w) = level.chunks.as_ref().and_then(|c| c.get(chunk * 128 + block * 2..chunk * 128 + block * 2 + 2))
        else {
            return [None, None];
        };
        let word = u16::from_be_bytes([w[0], w[1]]);
        let id = (word & 0x3FF) as usize;
        let i1 = level.colind1.as_ref();
        let i2 = level.colind2.as_ref().or(i1);
        [(word >> 12) & 3, (word >> 14) & 3]
            .into_iter()
            .zip([i1, i2])
            .map(|(solid, index)| {
                if solid == 0 {
                    return None;
                }
                let shape = index.and_then(|i| i.get(id)).copied().unwrap_or(0) as usize;
                let slice = |a: &Option<Vec<u8>>, n: usize| {
                    a.as_ref().and_then(|a| a.get(shape * n..shape * n + n)).map(<[u8]>::to_vec).unwrap_or_default()
                };
                let mut v = vec![solid as u8];
                v.extend(slice(&arrays.0, 16));
                v.extend(slice(&arrays.1, 16));
                v.extend(slice(&arrays.2, 1));
                Some(v)
            })
            .collect::<Vec<_>>()
            .try_into()
            .unwrap_or([None, None])
    };
    let (mut changed, mut total) = (0, 0);
    for (chunk, _) in used.iter().enumerate().filter(|(_, u)| **u) {
        for block in 0..64 {
            total += 1;
            if read_shape(before, old, chunk, block) != read_shape(after, new, chunk, block) {
                changed += 1;
            }
        }
    }
    (changed, total)
}
