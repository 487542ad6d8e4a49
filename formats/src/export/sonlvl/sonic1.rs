//! [`super::plan`] for Sonic 1 projects (`version=S1`): the files of [`WRITTEN_KEYS`], encoded by
//! [`crate::export::s1::encode`] over the project's current files. The same steps and refusals as Sonic 2's
//! plan; what differs is the files (the collision index and the layout are uncompressed, only the chunk table is
//! Kosinski) and how another level's blocks are read (Sonic 1's chunk words and 256x256 chunks): a zone's
//! acts share its chunks and collision index, and every level the collision arrays.

use super::{Change, ExportError, Files, Plan, PlannedFile, SharedLevel, Violation, check_targets, identity};
use crate::export::s1::{self as enc, Base, S1Files};
use crate::import::kosinski;
use crate::import::s1 as read;
use crate::import::s2::{ANGLE_MAP_BYTES, COLLISION_ARRAY_BYTES, SHAPE_COUNT};
use crate::import::sonlvl::{FileEntry, Project};
use crate::level::Level;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The INI keys of the files written, in the order they are written and reported.
pub const WRITTEN_KEYS: [&str; 8] =
    ["colarr1", "colarr2", "angles", "colind", "chunks", "fglayout", "startpos", "objects"];

/// Whether a key's file is Kosinski-compressed.
fn is_kosinski(key: &str) -> bool {
    key == "chunks"
}

/// What a key's file holds, for messages.
fn kind_name(key: &str) -> &'static str {
    match key {
        "colarr1" | "colarr2" => "a collision array",
        "angles" => "an angle map",
        "colind" => "a collision index",
        "chunks" => "a chunk table",
        "fglayout" => "a layout",
        "startpos" => "a start position",
        _ => "an object layout",
    }
}

/// Why the current content of a key's file is not what the key says, as the importer reads it.
fn kind_problem(key: &str, data: &[u8]) -> Option<String> {
    if super::is_text(data) {
        return Some("it is text".to_string());
    }
    let exact = |n: usize| (data.len() != n).then(|| format!("{} bytes, where it has {n}", data.len()));
    match key {
        "colarr1" | "colarr2" => exact(COLLISION_ARRAY_BYTES),
        "angles" => exact(ANGLE_MAP_BYTES),
        "colind" => data.is_empty().then(|| "it is empty".to_string()),
        "chunks" => (data.is_empty() || !data.len().is_multiple_of(read::CHUNK_BYTES))
            .then(|| format!("{} bytes is not a whole number of {}-byte chunks", data.len(), read::CHUNK_BYTES)),
        "fglayout" => read::layout(data).err(),
        "startpos" => crate::import::s2::start_position(data).err(),
        _ => read::object_records(data).err(),
    }
}

/// Another level's files, decompressed.
#[derive(Clone, Default)]
struct OtherLevel {
    chunks: Option<Vec<u8>>,
    colind: Option<Vec<u8>>,
    layout: Option<Vec<u8>>,
}

type Arrays = (Option<Vec<u8>>, Option<Vec<u8>>, Option<Vec<u8>>);

/// Works out what exporting `level` into the Sonic 1 `section` of `project` would write; reads only.
pub(super) fn plan(project: &Project, ini: &Path, section: &str, level: &Level) -> Result<Plan, ExportError> {
    let refused = |violations: Vec<Violation>| ExportError::Refused { section: section.to_string(), violations };
    let ini_name = ini.file_name().map_or_else(|| ini.display().to_string(), |n| n.to_string_lossy().into_owned());
    let paths = super::section_paths(project, section);
    let mut problems = Vec::new();
    for f in project.level_files(section) {
        if let FileEntry::Unusable(message) = &f.entry
            && WRITTEN_KEYS.contains(&f.key)
        {
            problems.push(Violation::new(format!("{ini_name} ({})", f.key), message.clone()));
        }
    }
    let printable = crate::read::printable(section);
    for key in ["colarr1", "colarr2", "angles", "colind", "chunks", "fglayout", "startpos"] {
        if !paths.contains_key(key) && problems.iter().all(|p| !p.path.ends_with(&format!("({key})"))) {
            problems.push(Violation::new(
                format!("{ini_name} ({key})"),
                format!("[{printable}] names no {key}= file to write"),
            ));
        }
    }
    if !level.objects.is_empty() && !paths.contains_key("objects") {
        problems.push(Violation::new(
            format!("{ini_name} (objects)"),
            format!("the level has objects and rings but [{printable}] names no objects= file"),
        ));
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
        colind: base_of("colind", &mut files, &mut problems),
        chunks: base_of("chunks", &mut files, &mut problems),
        layout: base_of("fglayout", &mut files, &mut problems),
        objects: base_of("objects", &mut files, &mut problems),
        shapes_in_use: Vec::new(),
    };
    if !problems.is_empty() {
        return Err(refused(problems));
    }

    // The other levels (each set of files once) and the shapes they read now.
    let ours: HashMap<&'static str, PathBuf> = paths.iter().map(|(k, p)| (*k, identity(p))).collect();
    let mut others: Vec<(Vec<String>, HashMap<&'static str, PathBuf>)> = Vec::new();
    let mut group_of: HashMap<Vec<(&'static str, PathBuf)>, usize> = HashMap::new();
    for l in project.levels().into_iter().filter(|l| l.section != section) {
        let p = super::section_paths(project, &l.section);
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
    let mut in_use = vec![false; SHAPE_COUNT];
    let mut mark = |chunks: &Option<Vec<u8>>, index: &Option<Vec<u8>>| {
        let (Some(chunks), Some(index)) = (chunks, index) else { return };
        for w in chunks.chunks_exact(2) {
            let word = u16::from_be_bytes([w[0], w[1]]);
            if word & 0x6000 != 0
                && let Some(&s) = index.get(usize::from(word & read::BLOCK_MASK))
            {
                in_use[usize::from(s)] = true;
            }
        }
    };
    let mut other_data = Vec::new();
    for (_, p) in &others {
        // Another game's levels in the same project (a `version=` per section) are not read as Sonic 1's.
        let sonic1 = p.contains_key("fglayout") || p.contains_key("colind");
        let mut get = |key: &str| p.get(key).and_then(|path| files.get(path, is_kosinski(key)).ok().flatten());
        let data = if sonic1 {
            OtherLevel { chunks: get("chunks"), colind: get("colind"), layout: get("fglayout") }
        } else {
            OtherLevel::default()
        };
        mark(&data.chunks, &data.colind);
        other_data.push(data);
    }
    mark(&base.chunks, &base.colind);
    base.shapes_in_use = in_use;

    let new = enc::encode(level, &base, section).map_err(refused)?;

    let mut planned = Vec::new();
    for key in WRITTEN_KEYS {
        let Some(path) = paths.get(key) else { continue };
        let raw = raw_of(&new, key);
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

    // The level's own art, laid over the art files it changes (nothing when it has none), as Sonic 2's plan does.
    let art = crate::export::sonlvl_art::plan(project, section, &level.art_edits).map_err(refused)?;
    let art_problems = super::check_art_targets(ini, &ini_name, &art, &planned);
    if !art_problems.is_empty() {
        return Err(ExportError::Unsafe { section: section.to_string(), problems: art_problems });
    }

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
        for ((names, p), data) in others.iter().zip(&other_data) {
            let keys: Vec<&'static str> = WRITTEN_KEYS
                .iter()
                .copied()
                .filter(|k| p.get(k).is_some_and(|path| changed.contains(&identity(path))))
                .collect();
            if keys.is_empty() {
                // Only art files, if any: the other level draws differently, its collision is the same.
                for name in names {
                    let art_keys = super::shared_art_keys(project, name, &art_changed);
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
            let same = |key: &str| p.get(key).is_some_and(|path| ours.get(key).is_some_and(|o| *o == identity(path)));
            let pick = |key: &str, ours: &[u8], theirs: &Option<Vec<u8>>| {
                if same(key) { Some(ours.to_vec()) } else { theirs.clone() }
            };
            let after = OtherLevel {
                chunks: pick("chunks", &new.chunks, &data.chunks),
                colind: pick("colind", &new.colind, &data.colind),
                layout: pick("fglayout", &new.fglayout, &data.layout),
            };
            let new_arrays = (
                pick("colarr1", &new.colarr1, &old_arrays.0),
                pick("colarr2", &new.colarr2, &old_arrays.1),
                pick("angles", &new.angles, &old_arrays.2),
            );
            let (blocks_changed, blocks) = changed_blocks(data, &old_arrays, &after, &new_arrays);
            for name in names {
                let mut keys = keys.clone();
                keys.extend(super::shared_art_keys(project, name, &art_changed));
                shared.push(SharedLevel { section: name.clone(), keys, blocks_changed, blocks });
            }
        }
    }
    let order: HashMap<String, usize> = project.levels().into_iter().enumerate().map(|(i, l)| (l.section, i)).collect();
    shared.sort_by_key(|s| order.get(&s.section).copied().unwrap_or(usize::MAX));
    let mut notes = new.notes.clone();
    if level.water_height.is_some() {
        notes.push(
            "water_height is not written: SonLVL keeps it in the INI (waterheight=) and sonic.asm in its WaterHeight \
             table"
                .to_string(),
        );
    }
    Ok(Plan { ini: ini.to_path_buf(), section: section.to_string(), files: planned, shared, notes })
}

/// The new content of a key's file.
fn raw_of<'a>(new: &'a S1Files, key: &str) -> &'a [u8] {
    match key {
        "colarr1" => &new.colarr1,
        "colarr2" => &new.colarr2,
        "angles" => &new.angles,
        "colind" => &new.colind,
        "chunks" => &new.chunks,
        "fglayout" => &new.fglayout,
        "startpos" => &new.startpos,
        _ => &new.objects,
    }
}

/// How many blocks of the chunks a level's layout shows read another collision shape (or are solid
/// differently) after the export, of how many.
fn changed_blocks(before: &OtherLevel, old: &Arrays, after: &OtherLevel, new: &Arrays) -> (usize, usize) {
    let Some(Ok((layout, _))) = after.layout.as_ref().or(before.layout.as_ref()).map(|l| read::layout(l)) else {
        return (0, 0);
    };
    let mut used: Vec<u16> = layout.cells().iter().flatten().copied().collect();
    used.sort_unstable();
    used.dedup();
    let read_shape = |level: &OtherLevel, arrays: &Arrays, chunk: usize, block: usize| -> Option<Vec<u8>> {
        let at = chunk * read::CHUNK_BYTES + block * 2;
        let w = level.chunks.as_ref()?.get(at..at + 2)?;
        let word = u16::from_be_bytes([w[0], w[1]]);
        let solid = (word >> 13) & 3;
        if solid == 0 {
            return None;
        }
        let shape =
            level.colind.as_ref().and_then(|i| i.get(usize::from(word & read::BLOCK_MASK))).copied().unwrap_or(0);
        let shape = usize::from(shape);
        let slice = |a: &Option<Vec<u8>>, n: usize| {
            a.as_ref().and_then(|a| a.get(shape * n..shape * n + n)).map(<[u8]>::to_vec).unwrap_or_default()
        };
        let mut v = vec![solid as u8];
        v.extend(slice(&arrays.0, 16));
        v.extend(slice(&arrays.1, 16));
        v.extend(slice(&arrays.2, 1));
        Some(v)
    };
    let (mut changed, mut total) = (0, 0);
    for chunk in used {
        for block in 0..read::CHUNK_BYTES / 2 {
            total += 1;
            let chunk = usize::from(chunk);
            if read_shape(before, old, chunk, block) != read_shape(after, new, chunk, block) {
                changed += 1;
            }
        }
    }
    (changed, total)
}
