//! Writes a level into one level of a SonLVL project (Sonic 2, `version=S2`; Sonic 3 & Knuckles, `version=S3K`,
//! is planned by [`super::sonlvl_s3k`] with the same checks and written the same way): every file its section names —
//! the Kosinski chunk table, layout and collision indexes, the collision arrays and angle map, the object and
//! ring layouts and the start position (see [`WRITTEN_KEYS`]) — and, when the level has its own art
//! (`Level::art_edits`), the `tiles=`, `blocks=` and `palette=` files it changes ([`super::sonlvl_art`]).
//! A Sonic 1 project's level (`version=S1`) goes through the same steps with its own files and encoder
//! (`sonlvl/sonic1.rs`, [`super::s1`]).
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

mod sonic1;

/// The INI keys of the files written, in the order they are written and reported.
pub const WRITTEN_KEYS: [&str; 10] =
    ["colarr1", "colarr2", "angles", "colind1", "colind2", "chunks", "layout", "startpos", "objects", "rings"];

/// The keys a section's export writes: Sonic 1's for a `version=S1` level, else Sonic 2's.
pub fn written_keys(project: &Project, section: &str) -> &'static [&'static str] {
    if is_sonic1(project, section) { &sonic1::WRITTEN_KEYS } else { &WRITTEN_KEYS }
}

/// Whether the level's `version=` (or the project's) is Sonic 1's.
fn is_sonic1(project: &Project, section: &str) -> bool {
    project.entry(section, "version").is_some_and(|v| v.trim().eq_ignore_ascii_case("S1"))
}

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
        if self.keys.iter().all(|k| super::sonlvl_art::is_art_key(k)) {
            return write!(f, "[{section}] uses {keys}: it would be drawn with the changed art");
        }
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
    /// Refuses a plan that would write onto `level_file`, the level being exported (an INI key may name it).
    pub fn check_not_onto(&self, level_file: &Path) -> Result<(), ExportError> {
        let problems: Vec<Violation> = self
            .files
            .iter()
            .filter(|f| crate::read::same_file(&f.path, level_file))
            .map(|f| {
                Violation::new(
                    format!("{} ({})", f.path.display(), f.key),
                    format!("is the level file being exported ({}): an export never writes it", level_file.display()),
                )
            })
            .collect();
        if problems.is_empty() { Ok(()) } else { Err(ExportError::Unsafe { section: self.section.clone(), problems }) }
    }

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
    /// The project names files an export must not write (two keys naming one file, a file outside the project's
    /// folder or the project file itself, a file that does not read as what its key says, a folder that is
    /// missing): each with its INI key and why.
    #[error(
        "cannot export to [{}]: {} file(s) cannot be written safely, nothing was written:\n{}",
        crate::read::printable(section),
        problems.len(),
        problems.iter().map(|v| format!("  {v}")).collect::<Vec<_>>().join("\n")
    )]
    Unsafe { section: String, problems: Vec<Violation> },
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
/// paths written. Whatever can be checked is checked before the first write (each file's folder exists and
/// takes a new file, no symbolic link leads nowhere), so that a refusal leaves the project as it was rather
/// than with some of its files written.
pub fn write(plan: &Plan) -> Result<Vec<PathBuf>, ExportError> {
    let mut problems = Vec::new();
    let mut folders = Vec::new();
    for f in plan.changed() {
        match write_target(&f.path) {
            Ok(target) => {
                let dir = target.parent().map(Path::to_path_buf).unwrap_or_default();
                if !folders.contains(&dir) {
                    folders.push(dir);
                }
            }
            Err(message) => problems.push(Violation::new(format!("{} ({})", f.path.display(), f.key), message)),
        }
    }
    for dir in &folders {
        // A file created and removed at once: the only sure test that the folder takes new files.
        if let Err(e) = tempfile::Builder::new().prefix(".spg-studio-export.").tempfile_in(dir) {
            problems
                .push(Violation::new(dir.display().to_string(), format!("cannot create a file in this folder: {e}")));
        }
    }
    if !problems.is_empty() {
        return Err(ExportError::Unsafe { section: plan.section.clone(), problems });
    }
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
pub(super) fn identity(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Refuses an export whose section names `level_file`, the level being exported, for a file it writes (its
/// text would be replaced by the game's records). Checked before [`plan`], so that this, not the file's kind,
/// is what the refusal says; a project that cannot be read is left for [`plan`] to report.
pub fn check_level_file(ini: &Path, section: &str, level_file: &Path) -> Result<(), ExportError> {
    let Ok(project) = Project::load(ini) else { return Ok(()) };
    let ini_name = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into_owned());
    let targets: Vec<(&'static str, PathBuf)> = if project.is_s3k(section) {
        super::sonlvl_s3k::targets(&project, section)
    } else {
        let paths = section_paths(&project, section);
        written_keys(&project, section).iter().filter_map(|k| paths.get(k).map(|p| (*k, p.clone()))).collect()
    };
    let problems: Vec<Violation> = targets
        .iter()
        .map(|(key, p)| (key, p))
        .filter(|(_, p)| crate::read::same_file(p, level_file))
        .map(|(key, p)| {
            Violation::new(
                format!("{ini_name} ({key})"),
                format!("{} is the level file being exported: an export never writes it", p.display()),
            )
        })
        .collect();
    if problems.is_empty() { Ok(()) } else { Err(ExportError::Unsafe { section: section.to_string(), problems }) }
}

/// The name of the folder the sonicretro disassemblies keep their `SonLVL.ini` in; its entries start `../`.
const INI_FOLDER: &str = "SonLVL INI Files";

/// The folder an export writes in, symbolic links resolved: the project file's folder, or its parent when that
/// folder is the disassemblies' `SonLVL INI Files` (`../shared/reference/s2disasm/SonLVL INI Files/SonLVL.ini`
/// names `../level/objects/EHZ_1.bin`).
pub fn project_folder(ini: &Path) -> std::io::Result<PathBuf> {
    let ini = std::fs::canonicalize(ini)?;
    let dir = ini.parent().map(Path::to_path_buf).unwrap_or_default();
    let in_ini_folder = dir.file_name().is_some_and(|n| n.to_string_lossy().eq_ignore_ascii_case(INI_FOLDER));
    Ok(match dir.parent() {
        Some(parent) if in_ini_folder => parent.to_path_buf(),
        _ => dir,
    })
}

/// The file writing `path` replaces or creates, as [`atomic::write`] finds it (a symbolic link followed, the
/// folder resolved), or why nothing can be written there.
fn write_target(path: &Path) -> Result<PathBuf, String> {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => match std::fs::canonicalize(path) {
            Ok(target) if target.is_file() => Ok(target),
            Ok(target) => Err(format!("a symbolic link to {}, which is not a regular file", target.display())),
            Err(_) => {
                let to = std::fs::read_link(path).map(|p| p.display().to_string()).unwrap_or_default();
                Err(format!("a symbolic link to {to}, which does not exist"))
            }
        },
        Ok(meta) if !meta.is_file() => Err("not a regular file".to_string()),
        Ok(_) => std::fs::canonicalize(path).map_err(|e| format!("cannot resolve: {e}")),
        Err(e) if matches!(e.kind(), std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory) => {
            let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
                return Err("names no file".to_string());
            };
            let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
            match std::fs::canonicalize(dir) {
                Ok(d) if d.is_dir() => Ok(d.join(name)),
                Ok(d) => Err(format!("{} is not a folder", d.display())),
                Err(_) => Err(format!("its folder {} does not exist", dir.display())),
            }
        }
        Err(e) => Err(format!("cannot look it up: {e}")),
    }
}

/// Where each written key's file may not be written: outside the project's folder, onto the project file, onto
/// another written key's file (the second write would replace the first, its `.bak` holding the first write and
/// the original lost), into a missing folder or through a link that leads nowhere.
pub(super) fn check_targets(ini: &Path, ini_name: &str, targets: &[(&'static str, PathBuf)]) -> Vec<Violation> {
    let mut problems = Vec::new();
    let root = project_folder(ini);
    let ini_file = std::fs::canonicalize(ini).ok();
    let mut seen: Vec<(&'static str, PathBuf, &Path)> = Vec::new();
    for (key, path) in targets {
        let key = *key;
        let label = format!("{ini_name} ({key})");
        let shown = path.display();
        let target = match write_target(path) {
            Ok(t) => t,
            Err(message) => {
                problems.push(Violation::new(label, format!("{shown}: {message}")));
                continue;
            }
        };
        let message = if ini_file.as_ref() == Some(&target) {
            Some(format!("{shown} is the project file itself: an export never writes it"))
        } else if let Some((other, _, _)) =
            seen.iter().find(|(_, t, p)| *t == target || crate::read::same_file(p, path))
        {
            Some(format!(
                "{shown} is also the {other}= file: writing both would keep only the second; give each key its own file"
            ))
        } else {
            match &root {
                Ok(root) if !target.starts_with(root) => Some(format!(
                    "{shown} is outside the project's folder {}: an export writes only inside it",
                    root.display()
                )),
                Ok(_) => None,
                Err(e) => Some(format!("cannot resolve the project's folder: {e}")),
            }
        };
        if let Some(message) = message {
            problems.push(Violation::new(label, message));
        }
        seen.push((key, target, path));
    }
    problems
}

/// What a key's file holds, for messages.
fn kind_name(key: &str) -> &'static str {
    match key {
        "colarr1" | "colarr2" => "a collision array",
        "angles" => "an angle map",
        "colind1" | "colind2" => "a collision index",
        "chunks" => "a chunk table",
        "layout" => "a layout",
        "startpos" => "a start position",
        "objects" => "an object layout",
        _ => "a ring layout",
    }
}

/// Whether bytes are plainly text (UTF-8, lines, no other control characters): no file of the game is.
pub(super) fn is_text(bytes: &[u8]) -> bool {
    std::str::from_utf8(bytes)
        .is_ok_and(|t| t.contains('\n') && t.chars().all(|c| !c.is_control() || matches!(c, '\n' | '\r' | '\t')))
}

/// Why the current content of a key's file (decompressed for Kosinski keys) is not what the key says, as the
/// importer reads it; a file about to be replaced must be one.
fn kind_problem(key: &str, data: &[u8]) -> Option<String> {
    if is_text(data) {
        return Some("it is text".to_string());
    }
    let exact = |n: usize| (data.len() != n).then(|| format!("{} bytes, where it has {n}", data.len()));
    match key {
        "colarr1" | "colarr2" => exact(read::COLLISION_ARRAY_BYTES),
        "angles" => exact(read::ANGLE_MAP_BYTES),
        "colind1" | "colind2" => data.is_empty().then(|| "it is empty".to_string()),
        "chunks" => (data.is_empty() || !data.len().is_multiple_of(read::CHUNK_BYTES))
            .then(|| format!("{} bytes is not a whole number of {}-byte chunks", data.len(), read::CHUNK_BYTES)),
        "layout" => exact(read::LAYOUT_BYTES),
        "startpos" => read::start_position(data).err(),
        "objects" => read::object_records(data).err(),
        _ => read::rings(data).err(),
    }
}

/// Works out what exporting `level` into `section` of the project `ini` would write; reads only.
pub fn plan(ini: &Path, section: &str, level: &Level) -> Result<Plan, ExportError> {
    let project = Project::load(ini)?;
    if project.is_s3k(section) {
        return super::sonlvl_s3k::plan(&project, section, level);
    }
    project.check_format(section)?;
    if is_sonic1(&project, section) {
        return sonic1::plan(&project, ini, section, level);
    }
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
    let targets: Vec<(&'static str, PathBuf)> =
        WRITTEN_KEYS.iter().filter_map(|k| paths.get(k).map(|p| (*k, p.clone()))).collect();
    let unsafe_files = check_targets(ini, &ini_name, &targets);
    if !unsafe_files.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: unsafe_files });
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
    // Levels naming the same files read the same shapes and are told the same: each set of files is read
    // and weighed once, whatever the number of sections naming it (a project of 150,000 sections sharing the
    // global files took 90 s and 5.9 GB).
    let mut others: Vec<(Vec<String>, HashMap<&'static str, PathBuf>)> = Vec::new();
    let mut group_of: HashMap<Vec<(&'static str, PathBuf)>, usize> = HashMap::new();
    for l in project.levels().into_iter().filter(|l| l.section != section) {
        let p = section_paths(&project, &l.section);
        let mut key: Vec<(&'static str, PathBuf)> = p.iter().map(|(k, path)| (*k, path.clone())).collect();
        key.sort();
        match group_of.get(&key) {
            Some(&i) => others[i].0.push(l.section),
            None => {
                group_of.insert(key, others.len());
                others.push((vec![l.section], p));
            }
        }
    }
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
    for (names, p) in &others {
        let mut get = |key: &str| p.get(key).and_then(|path| files.get(path, is_kosinski(key)).ok().flatten());
        let data = OtherLevel {
            chunks: get("chunks"),
            colind1: get("colind1"),
            colind2: if p.contains_key("colind2") { get("colind2") } else { None },
            layout: get("layout"),
        };
        mark(&data.chunks, &data.colind1, &data.colind2);
        other_data.push((names.clone(), data));
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

    // The level's own art, laid over the art files it changes (nothing when it has none).
    let art = super::sonlvl_art::plan(&project, section, &level.art_edits).map_err(refused)?;
    let art_problems = check_art_targets(ini, &ini_name, &art, &planned);
    if !art_problems.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: art_problems });
    }

    // A file replaced must be what its key says: the key may name the wrong file.
    let mut wrong_kind = Vec::new();
    for f in planned.iter().filter(|f| f.change != Change::Unchanged) {
        let problem = match files.get(&f.path, is_kosinski(f.key)) {
            Ok(Some(data)) => kind_problem(f.key, &data),
            Ok(None) => None,
            Err(message) => Some(message),
        };
        if let Some(why) = problem {
            wrong_kind.push(Violation::new(
                format!("{} ({})", f.path.display(), f.key),
                format!("the file there does not read as {} ({why}): refusing to replace it", kind_name(f.key)),
            ));
        }
    }
    if !wrong_kind.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: wrong_kind });
    }

    let art_changed: HashSet<PathBuf> =
        art.iter().filter(|f| f.change != Change::Unchanged).map(|f| identity(&f.path)).collect();
    planned.extend(art);

    // Other levels using a changed file.
    let changed: HashSet<PathBuf> =
        planned.iter().filter(|f| f.change != Change::Unchanged).filter_map(|f| ours.get(f.key).cloned()).collect();
    let mut shared = Vec::new();
    if !changed.is_empty() || !art_changed.is_empty() {
        let old_arrays = (base.colarr1.clone(), base.colarr2.clone(), base.angles.clone());
        for ((names, p), (_, data)) in others.iter().zip(&other_data) {
            let mut keys: Vec<&'static str> = WRITTEN_KEYS
                .iter()
                .copied()
                .filter(|k| p.get(k).is_some_and(|path| changed.contains(&identity(path))))
                .collect();
            if keys.is_empty() {
                // Only art files, if any: the other level draws differently, its collision is the same.
                for name in names {
                    let art_keys = shared_art_keys(&project, name, &art_changed);
                    if !art_keys.is_empty() {
                        shared.push(SharedLevel {
                            section: name.clone(),
                            keys: art_keys,
                            blocks_changed: 0,
                            blocks: 0,
                        });
                    }
                }
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
            for name in names {
                let mut keys = keys.clone();
                keys.extend(shared_art_keys(&project, name, &art_changed));
                shared.push(SharedLevel { section: name.clone(), keys, blocks_changed, blocks });
            }
        }
    }
    // In the project's order.
    let order: HashMap<String, usize> = project.levels().into_iter().enumerate().map(|(i, l)| (l.section, i)).collect();
    shared.sort_by_key(|s| order.get(&s.section).copied().unwrap_or(usize::MAX));
    let mut notes = new.notes.clone();
    notes.extend(ignored_notes(level, &new));
    Ok(Plan { ini: ini.to_path_buf(), section: section.to_string(), files: planned, shared, notes })
}

/// The art keys (`tiles`, `blocks`, `palette`) of `section` that name a file in `changed`, each once.
fn shared_art_keys(project: &Project, section: &str, changed: &HashSet<PathBuf>) -> Vec<&'static str> {
    let mut keys = Vec::new();
    if changed.is_empty() {
        return keys;
    }
    for (key, path) in super::sonlvl_art::art_paths(project, section) {
        if changed.contains(&identity(&path)) && !keys.contains(&key) {
            keys.push(key);
        }
    }
    keys
}

/// Where the art files the export changes may not be written (as [`check_targets`] for the other keys):
/// outside the project's folder, onto the project file or a file another key writes, through a link that
/// leads nowhere.
fn check_art_targets(ini: &Path, ini_name: &str, art: &[PlannedFile], planned: &[PlannedFile]) -> Vec<Violation> {
    let mut problems = Vec::new();
    let root = project_folder(ini);
    let ini_file = std::fs::canonicalize(ini).ok();
    for f in art.iter().filter(|f| f.change != Change::Unchanged) {
        let label = format!("{ini_name} ({})", f.key);
        let shown = f.path.display();
        let target = match write_target(&f.path) {
            Ok(t) => t,
            Err(message) => {
                problems.push(Violation::new(label, format!("{shown}: {message}")));
                continue;
            }
        };
        let message = if ini_file.as_ref() == Some(&target) {
            Some(format!("{shown} is the project file itself: an export never writes it"))
        } else if let Some(other) = planned.iter().find(|p| crate::read::same_file(&p.path, &f.path)) {
            Some(format!("{shown} is also the {}= file: give each key its own file", other.key))
        } else {
            match &root {
                Ok(root) if !target.starts_with(root) => Some(format!(
                    "{shown} is outside the project's folder {}: an export writes only inside it",
                    root.display()
                )),
                Ok(_) => None,
                Err(e) => Some(format!("cannot resolve the project's folder: {e}")),
            }
        };
        if let Some(message) = message {
            problems.push(Violation::new(label, message));
        }
    }
    problems
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::import::kosinski::compress;

    const SECTION: &str = "Test Zone Act 1";

    /// The default `[Test Zone Act 1]` entries of [`project`] (one Sonic 2 level, as `editor/tests/cli_export.rs`
    /// builds it).
    const ENTRIES: [(&str, &str); 10] = [
        ("colarr1", "vertical.bin"),
        ("colarr2", "horizontal.bin"),
        ("angles", "angles.bin"),
        ("chunks", "chunks.kos"),
        ("layout", "layout.kos"),
        ("colind1", "index.kos"),
        ("colind2", ""),
        ("startpos", "start.bin:Sonic:Level Start"),
        ("objects", "objects.bin"),
        ("rings", "rings.bin"),
    ];

    /// Writes the files of a one-level project into `dir` and an INI with the entries, `changes` replacing
    /// some (an empty value leaves the key out). Returns the INI's path.
    fn project(dir: &Path, changes: &[(&str, &str)]) -> PathBuf {
        let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
        let mut heights = vec![0u8; 4096];
        heights[16..32].fill(16);
        write("vertical.bin", &heights);
        write("horizontal.bin", &heights);
        write("angles.bin", &[0u8; 256]);
        write("index.kos", &compress(&[0, 1]));
        let mut chunks = vec![0u8; 128];
        chunks.extend([0x30, 0x01].repeat(64));
        write("chunks.kos", &compress(&chunks));
        let mut layout = vec![0u8; 4096];
        layout[10 * 256..10 * 256 + 128].fill(1);
        write("layout.kos", &compress(&layout));
        write("start.bin", &[0x00, 0x60, 0x02, 0x00]);
        write("objects.bin", &[0x01, 0x00, 0x02, 0x40, 0x41, 0x02]);
        write("rings.bin", &[0x01, 0x00, 0x22, 0x00, 0xFF, 0xFF]);
        let ini = dir.join("SonLVL.ini");
        let mut text = format!("version=S2\n[{SECTION}]\n");
        for (key, value) in ENTRIES {
            let value = changes.iter().find(|(k, _)| *k == key).map_or(value, |(_, v)| v);
            if !value.is_empty() {
                text.push_str(&format!("{key}={value}\n"));
            }
        }
        std::fs::write(&ini, text).unwrap();
        ini
    }

    /// The project's level with its objects, rings and layout moved: exporting writes several files.
    fn edited(ini: &Path) -> Level {
        let mut level = crate::import::sonlvl::import(ini, SECTION).unwrap();
        for o in &mut level.objects {
            o.x += 16;
        }
        level.layout.set(0, 0, Some(1));
        level
    }

    /// Every file in `dir` (recursively) with its bytes, to show that nothing was written.
    fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                out.extend(snapshot(&path));
            } else if meta.is_file() {
                out.push((path.clone(), std::fs::read(&path).unwrap()));
            }
        }
        out.sort();
        out
    }

    /// Plans and writes as the CLI does; the refusal's message.
    fn refused(ini: &Path, level: &Level) -> String {
        let dir = ini.parent().unwrap().to_path_buf();
        let before = snapshot(&dir);
        let result = plan(ini, SECTION, level).and_then(|p| write(&p).map(|_| p));
        let message = match result {
            Ok(_) => panic!("exported, where it must refuse"),
            Err(e) => e.to_string(),
        };
        assert!(matches!(plan(ini, SECTION, level), Err(ExportError::Unsafe { .. })), "{message}");
        assert_eq!(snapshot(&dir), before, "nothing is written: {message}");
        message
    }

    #[test]
    fn the_fixture_exports() {
        let dir = tempfile::tempdir().unwrap();
        let ini = project(dir.path(), &[]);
        let plan = plan(&ini, SECTION, &edited(&ini)).unwrap();
        assert_eq!(write(&plan).unwrap().len(), 3, "{:?}", plan.describe(false));
    }

    #[test]
    fn two_keys_naming_one_file_are_refused_with_both_keys() {
        let dir = tempfile::tempdir().unwrap();
        let ini = project(dir.path(), &[]);
        let level = edited(&ini);
        project(dir.path(), &[("colind2", "index.kos")]);
        let message = refused(&ini, &level);
        assert!(message.contains("SonLVL.ini (colind2)") && message.contains("is also the colind1= file"), "{message}");
        project(dir.path(), &[("rings", "./objects.bin")]);
        let message = refused(&ini, &level);
        assert!(message.contains("SonLVL.ini (rings)") && message.contains("is also the objects= file"), "{message}");
        #[cfg(unix)]
        {
            std::fs::hard_link(dir.path().join("objects.bin"), dir.path().join("same.bin")).unwrap();
            project(dir.path(), &[("rings", "same.bin")]);
            assert!(refused(&ini, &level).contains("is also the objects= file"));
        }
    }

    #[test]
    fn writes_outside_the_project_or_onto_its_file_are_refused() {
        let outer = tempfile::tempdir().unwrap();
        let dir = outer.path().join("project");
        let elsewhere = outer.path().join("elsewhere");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::create_dir_all(&elsewhere).unwrap();
        std::fs::write(elsewhere.join("objects.bin"), [0x01, 0x00, 0x02, 0x40, 0x41, 0x02]).unwrap();
        let ini = project(&dir, &[]);
        let level = edited(&ini);
        let absolute = elsewhere.join("objects.bin").display().to_string();
        for value in [absolute.as_str(), "../elsewhere/objects.bin", "../../../../../../../../tmp/spg-outside.bin"] {
            project(&dir, &[("objects", value)]);
            let message = refused(&ini, &level);
            assert!(
                message.contains("SonLVL.ini (objects)") && message.contains("outside the project's folder"),
                "{message}"
            );
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(elsewhere.join("objects.bin"), dir.join("link.bin")).unwrap();
            project(&dir, &[("objects", "link.bin")]);
            assert!(refused(&ini, &level).contains("outside the project's folder"));
        }
        project(&dir, &[("objects", "SonLVL.ini")]);
        let message = refused(&ini, &level);
        assert!(message.contains("SonLVL.ini (objects)") && message.contains("the project file itself"), "{message}");
    }

    #[test]
    fn the_disassemblies_ini_folder_writes_into_its_parent() {
        let outer = tempfile::tempdir().unwrap();
        let dir = outer.path().join("s2disasm");
        std::fs::create_dir_all(dir.join("SonLVL INI Files")).unwrap();
        let ini = project(&dir, &[]);
        let level = edited(&ini);
        let inner = dir.join("SonLVL INI Files/SonLVL.ini");
        let text = std::fs::read_to_string(&ini).unwrap().replace("=", "=../");
        std::fs::write(&inner, text.replace("=../S2", "=S2")).unwrap();
        assert_eq!(project_folder(&inner).unwrap(), std::fs::canonicalize(&dir).unwrap());
        assert!(plan(&inner, SECTION, &level).is_ok());
        std::fs::write(&inner, std::fs::read_to_string(&inner).unwrap().replace("=../objects", "=../../objects"))
            .unwrap();
        let before = snapshot(outer.path());
        let message = plan(&inner, SECTION, &level).unwrap_err().to_string();
        assert!(message.contains("outside the project's folder"), "{message}");
        assert_eq!(snapshot(outer.path()), before);
    }

    #[test]
    fn a_file_replaced_must_read_as_what_its_key_says() {
        let dir = tempfile::tempdir().unwrap();
        let ini = project(dir.path(), &[]);
        let level = edited(&ini);
        // Two 6-byte "records" of text.
        std::fs::write(dir.path().join("notes.txt"), "hello\nworld\n").unwrap();
        project(dir.path(), &[("objects", "notes.txt")]);
        let message = refused(&ini, &level);
        assert!(
            message.contains("notes.txt (objects): the file there does not read as an object layout (it is text)"),
            "{message}"
        );
        // Not Kosinski data: the chunk table used to be replaced anyway.
        std::fs::write(dir.path().join("chunks.kos"), [0u8; 7]).unwrap();
        project(dir.path(), &[]);
        std::fs::write(dir.path().join("chunks.kos"), [0xFFu8; 7]).unwrap();
        let mut level = level;
        level.chunks[1].blocks[0].x_flip = true;
        let message = refused(&ini, &level);
        assert!(message.contains("chunks.kos (chunks): the file there does not read as a chunk table"), "{message}");
    }

    #[test]
    fn what_would_stop_the_write_half_way_is_found_before_the_first_write() {
        let dir = tempfile::tempdir().unwrap();
        let ini = project(dir.path(), &[]);
        let level = edited(&ini);
        // A symbolic link to nothing: the layout was written, then the objects failed.
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path().join("gone.bin"), dir.path().join("dangling.bin")).unwrap();
            project(dir.path(), &[("objects", "dangling.bin")]);
            let message = refused(&ini, &level);
            assert!(message.contains("dangling.bin: a symbolic link to"), "{message}");
            assert!(message.contains("which does not exist"), "{message}");
        }
        project(dir.path(), &[("objects", "missing/objects.bin")]);
        let message = refused(&ini, &level);
        assert!(message.contains("SonLVL.ini (objects)") && message.contains("does not exist"), "{message}");
        project(dir.path(), &[("objects", "index.kos/objects.bin")]);
        assert!(refused(&ini, &level).contains("is not a folder"));

        // The folder goes between planning and writing: still nothing written.
        std::fs::create_dir(dir.path().join("objs")).unwrap();
        std::fs::copy(dir.path().join("objects.bin"), dir.path().join("objs/objects.bin")).unwrap();
        project(dir.path(), &[("objects", "objs/objects.bin")]);
        let plan = plan(&ini, SECTION, &level).unwrap();
        assert_eq!(plan.changed().count(), 3);
        std::fs::remove_dir_all(dir.path().join("objs")).unwrap();
        let before = snapshot(dir.path());
        let e = write(&plan).unwrap_err();
        assert!(matches!(e, ExportError::Unsafe { .. }), "{e}");
        assert!(e.to_string().contains("does not exist"), "{e}");
        assert_eq!(snapshot(dir.path()), before);
    }

    #[test]
    fn a_plan_onto_the_level_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let ini = project(dir.path(), &[]);
        let level = edited(&ini);
        let level_file = dir.path().join("level.ron");
        std::fs::write(&level_file, [0x01, 0x00, 0x02, 0x40, 0x41, 0x02]).unwrap();
        project(dir.path(), &[("objects", "level.ron")]);
        let plan = plan(&ini, SECTION, &level).unwrap();
        let message = plan.check_not_onto(&level_file).unwrap_err().to_string();
        assert!(message.contains("level.ron (objects): is the level file being exported"), "{message}");
        assert!(plan.check_not_onto(&dir.path().join("other.ron")).is_ok());
        let message = check_level_file(&ini, SECTION, &level_file).unwrap_err().to_string();
        assert!(
            message.contains("SonLVL.ini (objects): ") && message.contains("level.ron is the level file"),
            "{message}"
        );
        assert!(check_level_file(&ini, SECTION, &dir.path().join("other.ron")).is_ok());
    }
}
