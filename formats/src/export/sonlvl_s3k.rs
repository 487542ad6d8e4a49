//! The export plan for a Sonic 3 & Knuckles level of a SonLVL project (`version=S3K`): the same steps and
//! refusals as Sonic 2's ([`super::sonlvl::plan`]) over Sonic 3 & Knuckles' files — `colarr1`, `colarr2`,
//! `angles`, `colind`, each file of `chunks` (primary and secondary, joined with `|`: the table is cut back
//! at the primary's length, the secondary taking the rest), `layout`, `startpos` (Sonic's, the first entry),
//! `objects` and `rings`. Unchanged files are never written; the others must read as what their key says;
//! other sections naming a changed file are listed with how many of the blocks their layout shows would read
//! another collision shape.
//!
//! A Sonic & Knuckles Collection project (`version=SKC`) is planned alike: its files are read into Sonic 3 &
//! Knuckles' byte order and written back in SKC's ([`crate::import::skc`]), so an unedited level writes
//! nothing and an edited one keeps the project's order, whichever project the level came from.

use super::Violation;
use super::s3k::{self as enc, Base};
use super::sonlvl::{Change, ExportError, Plan, PlannedFile, SharedLevel, check_targets, identity, is_text};
use crate::import::skc::{self, Kind};
use crate::import::sonlvl::{FileEntry, Project};
use crate::import::{kosinski, read_limited, s2 as read2, s3k as read};
use crate::level::Level;
use crate::limits::MAX_IMPORT_FILE_BYTES;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The INI keys written, in order (`chunks` once for each of its files).
const KEYS: [&str; 9] = ["colarr1", "colarr2", "angles", "colind", "chunks", "layout", "startpos", "objects", "rings"];

/// The files the section names for the written keys, in [`KEYS`] order.
pub(super) fn targets(project: &Project, section: &str) -> Vec<(&'static str, PathBuf)> {
    let mut out = Vec::new();
    for f in project.level_files(section) {
        if !KEYS.contains(&f.key) {
            continue;
        }
        match f.entry {
            FileEntry::Path(p) => out.push((f.key, p)),
            FileEntry::Paths(ps) => out.extend(ps.into_iter().map(|p| (f.key, p))),
            _ => {}
        }
    }
    out.sort_by_key(|(k, _)| KEYS.iter().position(|x| x == k));
    out
}

fn is_kosinski(key: &str) -> bool {
    key == "chunks"
}

/// How a key's file is stored: what SKC keeps in its own byte order ([`skc::Kind`]), for the project's
/// collision index entry size; `None` for bytes kept alike (and every file of an S3K project).
#[derive(Clone, Copy)]
struct Order {
    skc: bool,
    colind_entry: u8,
}

impl Order {
    fn kind(self, key: &str) -> Option<Kind> {
        if !self.skc {
            return None;
        }
        match key {
            "layout" => Some(Kind::Layout),
            "colind" if self.colind_entry == 2 => Some(Kind::CollisionWords),
            "objects" => Some(Kind::Objects),
            "rings" => Some(Kind::Rings),
            "startpos" => Some(Kind::StartPosition),
            _ => None,
        }
    }

    /// A file's bytes as stored, from Sonic 3 & Knuckles' order (chunk files compressed).
    fn stored(self, key: &str, raw: &[u8]) -> Result<Vec<u8>, String> {
        match self.kind(key) {
            _ if is_kosinski(key) => Ok(kosinski::compress(raw)),
            Some(kind) => skc::from_s3k(kind, raw),
            None => Ok(raw.to_vec()),
        }
    }
}

/// A file's content (decompressed for chunk files, in Sonic 3 & Knuckles' byte order), read once each;
/// `Ok(None)` when it does not exist.
struct Files {
    cache: HashMap<PathBuf, Result<Option<Vec<u8>>, String>>,
    order: Order,
}

impl Files {
    fn get(&mut self, path: &Path, key: &str) -> Result<Option<Vec<u8>>, String> {
        let order = self.order;
        self.cache
            .entry(path.to_path_buf())
            .or_insert_with(|| {
                if !path.exists() {
                    return Ok(None);
                }
                let bytes = read_limited(path, MAX_IMPORT_FILE_BYTES, "imported files")?;
                match order.kind(key) {
                    _ if is_kosinski(key) => kosinski::decompress(&bytes).map(Some).map_err(|e| e.to_string()),
                    Some(kind) => skc::to_s3k(kind, &bytes).map(Some),
                    None => Ok(Some(bytes)),
                }
            })
            .clone()
    }
}

/// Why a key's current file does not read as what the key says.
fn kind_problem(key: &str, data: &[u8], colind_entry: u8) -> Option<String> {
    if is_text(data) {
        return Some("it is text".to_string());
    }
    match key {
        "colarr1" | "colarr2" => (data.len() < read2::COLLISION_ARRAY_BYTES)
            .then(|| format!("{} bytes, fewer than {}", data.len(), read2::COLLISION_ARRAY_BYTES)),
        "angles" => (data.len() < read2::ANGLE_MAP_BYTES)
            .then(|| format!("{} bytes, fewer than {}", data.len(), read2::ANGLE_MAP_BYTES)),
        "colind" => read::collision_index(data, colind_entry).err(),
        "chunks" => (!data.len().is_multiple_of(read2::CHUNK_BYTES))
            .then(|| format!("{} bytes is not a whole number of 128-byte chunks", data.len())),
        "layout" => read::layout(data).err(),
        "startpos" => read2::start_position(data).err(),
        "objects" => read::object_records(data).err(),
        _ => read::rings(data).err(),
    }
}

/// What a level's collision reads where its layout shows chunks: per shown block and path, the solidity and
/// the shape's bytes. `None` when its files cannot be read.
fn shown_shapes(get: &mut dyn FnMut(&str) -> Option<Vec<u8>>, entry: u8) -> Option<Vec<Vec<u8>>> {
    let (chunks, colind, layout) = (get("chunks")?, get("colind")?, get("layout")?);
    let (c1, c2, angles) = (get("colarr1")?, get("colarr2")?, get("angles")?);
    let (a, b) = read::collision_index(&colind, entry).ok()?;
    let layout = read::layout(&layout).ok()?;
    let mut used = [false; 256];
    for id in layout.foreground.cells().iter().flatten() {
        used[(*id as usize).min(255)] = true;
    }
    let mut out = Vec::new();
    for (chunk, _) in used.iter().enumerate().filter(|(_, u)| **u) {
        for block in 0..64 {
            let at = chunk * 128 + block * 2;
            let Some(w) = chunks.get(at..at + 2) else { continue };
            let word = u16::from_be_bytes([w[0], w[1]]);
            let id = (word & 0x3FF) as usize;
            let mut v = Vec::new();
            for (solid, index) in [((word >> 12) & 3, &a), ((word >> 14) & 3, &b)] {
                v.push(solid as u8);
                if solid != 0 {
                    let s = index.get(id).copied().unwrap_or(0) as usize;
                    v.extend(c1.get(s * 16..s * 16 + 16).unwrap_or_default());
                    v.extend(c2.get(s * 16..s * 16 + 16).unwrap_or_default());
                    v.extend(angles.get(s..s + 1).unwrap_or_default());
                }
            }
            out.push(v);
        }
    }
    Some(out)
}

/// Works out what exporting `level` into `section` would write; reads only.
pub(super) fn plan(project: &Project, section: &str, level: &Level) -> Result<Plan, ExportError> {
    project.check_format_s3k(section)?;
    let ini = project.path();
    let refused = |violations: Vec<Violation>| ExportError::Refused { section: section.to_string(), violations };
    let ini_name = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into_owned());
    let mut problems = Vec::new();
    for f in project.level_files(section) {
        if let FileEntry::Unusable(message) = &f.entry
            && KEYS.contains(&f.key)
        {
            problems.push(Violation::new(format!("{ini_name} ({})", f.key), message.clone()));
        }
    }
    let mut targets = targets(project, section);
    // Knuckles' own start, a second `startpos` file after Sonic's, when the level has one.
    match level.knuckles_start.map(|_| project.knuckles_start_file(section)) {
        None => {}
        Some(None) => problems.push(Violation::new(
            format!("{ini_name} (startpos)"),
            format!(
                "the level has Knuckles' own start but [{}]'s startpos= has no entry labelled Knuckles",
                crate::read::printable(section)
            ),
        )),
        Some(Some(Err(message))) => {
            problems.push(Violation::new(format!("{ini_name} (startpos)"), format!("Knuckles' entry: {message}")))
        }
        Some(Some(Ok(path))) => {
            let after = targets.iter().rposition(|(k, _)| *k == "startpos").map_or(targets.len(), |i| i + 1);
            targets.insert(after, ("startpos", path));
        }
    }
    let targets = targets;
    let has = |key: &str| targets.iter().any(|(k, _)| *k == key);
    for key in ["colarr1", "colarr2", "angles", "colind", "chunks", "layout", "startpos"] {
        if !has(key) && problems.iter().all(|p| !p.path.ends_with(&format!("({key})"))) {
            problems.push(Violation::new(
                format!("{ini_name} ({key})"),
                format!("[{}] names no {key}= file to write", crate::read::printable(section)),
            ));
        }
    }
    if !level.art_edits.is_empty() {
        // Its patterns are moduled Kosinski (`KosinskiM`), which nothing here writes yet: refused rather than
        // dropped, so the edits stay in the level file.
        problems.push(Violation::new(
            "art_edits",
            "the level's own art (patterns, blocks, palette, water palette) cannot be written into a Sonic 3 & Knuckles project yet",
        ));
    }
    let rings = level.objects.iter().any(|o| o.kind == crate::object::ObjectKind::Ring);
    let others = !level.switchers.is_empty() || level.objects.iter().any(|o| o.kind != crate::object::ObjectKind::Ring);
    for (key, needed, what) in [("objects", others, "objects and switchers"), ("rings", rings, "rings")] {
        if needed && !has(key) {
            problems.push(Violation::new(
                format!("{ini_name} ({key})"),
                format!("the level has {what} but [{}] names no {key}= file", crate::read::printable(section)),
            ));
        }
    }
    let colind_entry = match project.entry(section, "colindsz").map(str::trim) {
        None | Some("1") => 1,
        Some("2") => 2,
        Some(other) => {
            problems.push(Violation::new(format!("{ini_name} (colindsz)"), format!("colindsz={other}: 1 or 2")));
            1
        }
    };
    if !problems.is_empty() {
        return Err(refused(problems));
    }
    let unsafe_files = check_targets(ini, &ini_name, &targets);
    if !unsafe_files.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: unsafe_files });
    }

    // What the project holds now.
    let order = Order { skc: project.is_skc(section), colind_entry };
    let mut files = Files { cache: HashMap::new(), order };
    let mut current = |key: &'static str, path: &Path, problems: &mut Vec<Violation>| -> Option<Vec<u8>> {
        match files.get(path, key) {
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
    let mut single = HashMap::new();
    let mut chunk_parts = Vec::new();
    for (key, path) in &targets {
        let data = current(key, path, &mut problems);
        if *key == "chunks" {
            chunk_parts.push((path.clone(), data));
        } else {
            single.insert(*key, data);
        }
    }
    let needed = |key: &str, problems: &mut Vec<Violation>| -> Vec<u8> {
        match single.get(key).cloned().flatten() {
            Some(d) => d,
            None => {
                if has(key) && matches!(key, "colarr1" | "colarr2" | "angles" | "colind" | "layout") {
                    problems.push(Violation::new(
                        format!("{ini_name} ({key})"),
                        "the file is not there: its header and the parts the level does not describe come from it",
                    ));
                }
                Vec::new()
            }
        }
    };
    let base = Base {
        colarr1: needed("colarr1", &mut problems),
        colarr2: needed("colarr2", &mut problems),
        angles: needed("angles", &mut problems),
        colind: needed("colind", &mut problems),
        colind_entry,
        layout: needed("layout", &mut problems),
        objects: single.get("objects").cloned().flatten(),
        rings: single.get("rings").cloned().flatten(),
        layout_copy: match project.layout_copy(section) {
            Ok(copy) => copy,
            Err(message) => {
                problems.push(Violation::new(format!("{ini_name} (layoutcopy)"), message));
                None
            }
        },
    };
    if !problems.is_empty() {
        return Err(refused(problems));
    }
    let new = enc::encode(level, &base).map_err(refused)?;

    // The chunk table back into its files: each but the last keeps its length.
    let mut chunk_bytes: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    let mut at = 0;
    for (i, (path, old)) in chunk_parts.iter().enumerate() {
        let last = i + 1 == chunk_parts.len();
        let len = if last { new.chunks.len().saturating_sub(at) } else { old.as_ref().map_or(0, Vec::len) };
        if at + len > new.chunks.len() {
            return Err(refused(vec![Violation::new(
                "chunks",
                format!(
                    "{} chunks: the chunk files before the last ({}) hold {} already",
                    level.chunks.len(),
                    path.display(),
                    (at + len) / read2::CHUNK_BYTES
                ),
            )]));
        }
        chunk_bytes.push((path.clone(), new.chunks[at..at + len].to_vec()));
        at += len;
    }

    let mut planned = Vec::new();
    // The new content of each file written, in Sonic 3 & Knuckles' byte order (chunks decompressed).
    let mut new_raw: HashMap<PathBuf, Vec<u8>> = HashMap::new();
    let mut chunk_files = chunk_bytes.into_iter();
    // Sonic's start file first, then Knuckles' (inserted after it above).
    let mut start_files = std::iter::once(new.startpos.clone()).chain(new.knuckles_startpos.clone());
    for (key, path) in &targets {
        let raw: Vec<u8> = match *key {
            "colarr1" => new.colarr1.clone(),
            "colarr2" => new.colarr2.clone(),
            "angles" => new.angles.clone(),
            "colind" => new.colind.clone(),
            "chunks" => chunk_files.next().map(|(_, b)| b).unwrap_or_default(),
            "layout" => new.layout.clone(),
            "startpos" => start_files.next().unwrap_or_default(),
            "objects" => new.objects.clone(),
            _ => new.rings.clone(),
        };
        let old = files.get(path, key).ok().flatten();
        let change = match &old {
            None => Change::New,
            Some(o) if *o == raw => Change::Unchanged,
            Some(_) => Change::Changed,
        };
        let bytes = match change {
            Change::Unchanged => std::fs::read(path).unwrap_or_default(),
            _ => order.stored(key, &raw).map_err(|m| refused(vec![Violation::new(*key, m)]))?,
        };
        if change != Change::Unchanged {
            new_raw.insert(identity(path), raw.clone());
        }
        planned.push(PlannedFile { key, path: path.clone(), bytes, raw_len: raw.len(), change });
    }

    // A file replaced must be what its key says.
    let mut wrong_kind = Vec::new();
    for f in planned.iter().filter(|f| f.change == Change::Changed) {
        let problem = match files.get(&f.path, f.key) {
            Ok(Some(data)) => kind_problem(f.key, &data, colind_entry),
            Ok(None) => None,
            Err(message) => Some(message),
        };
        if let Some(why) = problem {
            wrong_kind.push(Violation::new(
                format!("{} ({})", f.path.display(), f.key),
                format!("the file there does not read as the {} file ({why}): refusing to replace it", f.key),
            ));
        }
    }
    if !wrong_kind.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: wrong_kind });
    }

    // Other sections naming a changed file, and the blocks their layout shows that would read differently.
    let changed = new_raw;
    let mut shared = Vec::new();
    if !changed.is_empty() {
        for l in project.levels().into_iter().filter(|l| l.section != section) {
            let theirs = self::targets(project, &l.section);
            let mut keys: Vec<&'static str> =
                theirs.iter().filter(|(_, p)| changed.contains_key(&identity(p))).map(|(k, _)| *k).collect();
            if keys.is_empty() {
                continue;
            }
            keys.dedup();
            let entry = match project.entry(&l.section, "colindsz").map(str::trim) {
                Some("2") => 2,
                _ => 1,
            };
            let mut content = |after: bool| {
                let mut get = |key: &str| -> Option<Vec<u8>> {
                    let mut whole = Vec::new();
                    for (_, p) in theirs.iter().filter(|(k, _)| *k == key) {
                        match changed.get(&identity(p)).filter(|_| after) {
                            Some(d) => whole.extend(d),
                            None => whole.extend(files.get(p, key).ok().flatten()?),
                        }
                    }
                    Some(whole)
                };
                shown_shapes(&mut get, entry)
            };
            let (before, after) = (content(false), content(true));
            let (blocks_changed, blocks) = match (before, after) {
                (Some(b), Some(a)) => (b.iter().zip(&a).filter(|(x, y)| x != y).count(), b.len()),
                _ => (0, 0),
            };
            shared.push(SharedLevel { section: l.section, keys, blocks_changed, blocks });
        }
    }
    let mut notes = Vec::new();
    if level.water_height.is_some() {
        notes.push("water_height is not written: SonLVL keeps it in the INI (waterheight=)".to_string());
    }
    let written = if level.knuckles_start.is_some() { 2 } else { 1 };
    if project.entry(section, "startpos").is_some_and(|v| v.split('|').count() > written) {
        let which = if written == 2 {
            "Sonic's and Knuckles' start positions are"
        } else {
            "only the first start position (Sonic's) is"
        };
        notes.push(format!("{which} written; the others are kept"));
    }
    Ok(Plan { ini: ini.to_path_buf(), section: section.to_string(), files: planned, shared, notes })
}
