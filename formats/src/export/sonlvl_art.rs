//! Writes a level's own art ([`crate::art_edits::ArtEdits`]) back into the files a SonLVL section reads its
//! art from: `tiles=` (8x8 patterns, in `tilecmp`), `blocks=` (16x16 mappings, in `blockcmp`) and `palette=`
//! (`file:source:destination:length` parts, uncompressed), and the water palette's parts (`paletteN=Water|parts`,
//! [`crate::art::water_entry`]) for the level's own water colours. [`crate::art::load_sonlvl`] reads the same entries
//! the same way, so a written file reads back as the edited art.
//!
//! Each file is rebuilt as what it holds now with the edits that fall in its range laid over: a part whose
//! bytes (decompressed) do not change is not written, so an unedited level writes nothing and a pattern edit
//! touches only the tiles part holding that pattern. Art added past the last part goes to the last part; an
//! index that falls between parts, or a palette entry no part loads, is refused (no file holds it). Animated
//! patterns (`animtilesN=`) are laid over the tiles when the game runs (s2disasm `Dynamic_Normal`): they are
//! not part of `tiles=` and are never written into it.

use super::Violation;
use super::sonlvl::{Change, PlannedFile};
use crate::art::{
    BLOCK_MAPPING_BYTES, MAX_BLOCKS, MAX_PATTERNS, PATTERN_BYTES, art_compression, parse_number, read_decompressed,
    split_offset,
};
use crate::art_edits::ArtEdits;
use crate::import::sonlvl::Project;
use crate::import::{enigma, kosinski, nemesis};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The INI keys of the art files, in the order they are planned.
pub const ART_KEYS: [&str; 3] = ["tiles", "blocks", "palette"];

/// Edited units (patterns or block mappings) by index, as the bytes a file holds.
type Entries = BTreeMap<usize, Vec<u8>>;

/// One part of a `tiles=` or `blocks=` entry: its file, where in the art it loads (bytes) and its content.
struct Part {
    path: PathBuf,
    offset: usize,
    old: Vec<u8>,
    new: Vec<u8>,
}

/// Whether `key` names one of a section's art files (an [`ART_KEYS`] key or a water palette's).
pub fn is_art_key(key: &str) -> bool {
    ART_KEYS.contains(&key) || crate::art::WATER_KEYS.contains(&key)
}

/// The files of a section's art entries (every part of `tiles=`, `blocks=`, `palette=` and the water
/// palette's), resolved against the project's folder: what another level shares with the one exported.
pub fn art_paths(project: &Project, section: &str) -> Vec<(&'static str, PathBuf)> {
    let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
    let mut out = Vec::new();
    if let Some((key, parts)) = crate::art::water_entry(project, section) {
        for part in parts.split('|') {
            let file = part.split(':').next().unwrap_or(part);
            if !file.is_empty() {
                out.push((key, dir.join(file)));
            }
        }
    }
    for key in ART_KEYS {
        let Some(entry) = project.entry(section, key) else { continue };
        for part in entry.split('|') {
            let file = if key == "palette" {
                part.split(':').next().unwrap_or(part)
            } else {
                split_offset(part).map_or(part, |(f, _)| f)
            };
            if !file.is_empty() {
                out.push((key, dir.join(file)));
            }
        }
    }
    out
}

/// The art files exporting `edits` into `section` would write, each compared with what is on disk
/// (decompressed); empty when there are no edits. Refuses (every reason, each with the INI key) what cannot be
/// placed or written in the project's compression.
pub fn plan(project: &Project, section: &str, edits: &ArtEdits) -> Result<Vec<PlannedFile>, Vec<Violation>> {
    if edits.is_empty() {
        return Ok(Vec::new());
    }
    let ini_name = project.path().file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let label = |key: &str| format!("{ini_name} ({key})");
    let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
    let mut problems = Vec::new();
    let mut planned = Vec::new();

    let units: [(&'static str, &str, usize, usize, Entries); 2] = [
        (
            "tiles",
            "tilecmp",
            PATTERN_BYTES,
            MAX_PATTERNS,
            edits.patterns.iter().map(|(&i, p)| (usize::from(i), pattern_bytes(&p.0))).collect(),
        ),
        (
            "blocks",
            "blockcmp",
            BLOCK_MAPPING_BYTES,
            MAX_BLOCKS,
            edits
                .blocks
                .iter()
                .map(|(&i, w)| (usize::from(i), w.iter().flat_map(|w| w.to_be_bytes()).collect()))
                .collect(),
        ),
    ];
    for (key, cmp_key, unit, max, entries) in units {
        if entries.is_empty() {
            continue;
        }
        let compression = art_compression(project, section, cmp_key);
        let Some(entry) = project.entry(section, key) else {
            problems.push(Violation::new(
                label(key),
                format!("the level has its own {key} but [{section}] names no {key}= file"),
            ));
            continue;
        };
        match place(&dir, key, entry, &compression, unit, max, &entries) {
            Ok(parts) => {
                for part in parts {
                    match planned_file(key, part, &compression) {
                        Ok(f) => planned.push(f),
                        Err(m) => problems.push(Violation::new(label(key), m)),
                    }
                }
            }
            Err(m) => problems.push(Violation::new(label(key), m)),
        }
    }
    // The dry and the water palette are planned together: a file both name is written once, with both.
    let mut palettes: Vec<(&'static str, &str, &BTreeMap<u8, u16>)> = Vec::new();
    if !edits.palette.is_empty() {
        match project.entry(section, "palette") {
            None => problems.push(Violation::new(
                label("palette"),
                format!("the level has its own palette colours but [{section}] names no palette= file"),
            )),
            Some(entry) => palettes.push(("palette", entry, &edits.palette)),
        }
    }
    if !edits.water_palette.is_empty() {
        match crate::art::water_entry(project, section) {
            None => problems.push(Violation::new(
                label("palette2"),
                format!("the level has its own water colours but [{section}] names no paletteN=Water|… entry"),
            )),
            Some((key, parts)) => palettes.push((key, parts, &edits.water_palette)),
        }
    }
    if !palettes.is_empty() {
        match place_palette(&dir, &palettes) {
            Ok(files) => planned.extend(files),
            Err((key, m)) => problems.push(Violation::new(label(key), m)),
        }
    }
    if problems.is_empty() { Ok(planned) } else { Err(problems) }
}

/// A pattern as the VDP stores it: 4 bits a pixel, the left one in the high nibble.
fn pattern_bytes(pixels: &[u8; 64]) -> Vec<u8> {
    pixels.chunks_exact(2).map(|p| (p[0] & 15) << 4 | (p[1] & 15)).collect()
}

/// Reads the parts of a `tiles=`/`blocks=` entry as [`crate::art::load_sonlvl`] does and lays each entry
/// (index → `unit` bytes) into the last part that loads it (the one the game sees), or past the end of the last
/// part.
fn place(
    dir: &Path,
    key: &str,
    entry: &str,
    compression: &str,
    unit: usize,
    max: usize,
    entries: &Entries,
) -> Result<Vec<Part>, String> {
    let mut parts: Vec<Part> = Vec::new();
    let mut loaded = 0usize;
    for text in entry.split('|') {
        let (file, offset) = split_offset(text)?;
        // Tiles without an offset follow what is loaded so far; blocks start at 0 (as the loader reads them).
        let offset = if file == text && key == "tiles" { loaded } else { offset };
        let path = dir.join(file);
        let old = read_decompressed(&path, compression, key).map_err(|e| e.to_string())?;
        loaded = loaded.max(offset + old.len());
        if parts.iter().any(|p| crate::read::same_file(&p.path, &path)) {
            return Err(format!("{} is named twice in {key}=: its parts cannot be written back", path.display()));
        }
        parts.push(Part { path, offset, new: old.clone(), old });
    }
    let Some(last) = parts.len().checked_sub(1) else { return Err(format!("{key}= names no file")) };
    for (&index, bytes) in entries {
        if index >= max {
            return Err(format!("{key} {index}: at most {max}"));
        }
        let start = index * unit;
        let holds = |p: &Part| p.offset <= start && start + unit <= p.offset + p.old.len().max(p.new.len());
        let holder = match parts.iter().rposition(holds) {
            Some(h) => h,
            // Past the end of the art: the last file grows, if it is the one that ends the art.
            None if start >= loaded && parts[last].offset + parts[last].old.len() == loaded => last,
            None if start >= loaded => {
                return Err(format!(
                    "{key} {index} is past the end of the art, but the last file of {key}= does not end it: no file can hold it"
                ));
            }
            None => return Err(format!("{key} {index} falls between the files of {key}=: no file holds it")),
        };
        let part = &mut parts[holder];
        let at = start - part.offset;
        if part.new.len() < at + unit {
            part.new.resize(at + unit, 0);
        }
        part.new[at..at + unit].copy_from_slice(bytes);
    }
    Ok(parts)
}

/// A part as a planned file: unchanged (its bytes on disk kept) or compressed as the project stores it.
fn planned_file(key: &'static str, part: Part, compression: &str) -> Result<PlannedFile, String> {
    let raw_len = part.new.len();
    if part.new == part.old {
        let bytes = std::fs::read(&part.path).map_err(|e| format!("{}: {e}", part.path.display()))?;
        return Ok(PlannedFile { key, path: part.path, bytes, raw_len, change: Change::Unchanged });
    }
    let bytes = compress(&part.new, compression).map_err(|m| format!("{}: {m}", part.path.display()))?;
    Ok(PlannedFile { key, path: part.path, bytes, raw_len, change: Change::Changed })
}

/// `data` in a SonLVL compression (the ones [`crate::art::load_sonlvl`] reads).
fn compress(data: &[u8], compression: &str) -> Result<Vec<u8>, String> {
    match compression.to_ascii_lowercase().as_str() {
        "kosinski" => Ok(kosinski::compress(data)),
        "nemesis" => nemesis::compress(data).map_err(|e| e.to_string()),
        "enigma" => {
            if !data.len().is_multiple_of(2) {
                return Err(format!("{} bytes are not whole words for Enigma", data.len()));
            }
            let words: Vec<u16> = data.chunks_exact(2).map(|w| u16::from_be_bytes([w[0], w[1]])).collect();
            Ok(enigma::compress_like_original(&words))
        }
        "uncompressed" => Ok(data.to_vec()),
        other => Err(format!("compression '{other}' is not written (Kosinski, Nemesis, Enigma, Uncompressed)")),
    }
}

/// Lays palette edits (each as its INI key, its `file:source:destination:length` parts and the entries) into
/// the parts that load them (the last such part, as the loader's later parts overwrite earlier ones); every
/// file a part names is planned once, under the key that first names it. Refuses with the key at fault.
fn place_palette(
    dir: &Path,
    palettes: &[(&'static str, &str, &BTreeMap<u8, u16>)],
) -> Result<Vec<PlannedFile>, (&'static str, String)> {
    struct PalettePart {
        file: usize,
        source: usize,
        dest: usize,
        len: usize,
    }
    let mut files: Vec<(&'static str, PathBuf, Vec<u8>, Vec<u8>)> = Vec::new();
    for &(key, entry, edits) in palettes {
        let mut parts = Vec::new();
        for text in entry.split('|') {
            let fields: Vec<&str> = text.split(':').collect();
            let (file, numbers) = match fields.as_slice() {
                [file, s, d, l] => (*file, [parse_number(s), parse_number(d), parse_number(l)]),
                [file] => (*file, [Some(0), Some(0), Some(crate::art::PALETTE_COLOURS)]),
                _ => return Err((key, format!("'{text}': expected file:source:destination:length"))),
            };
            let [Some(source), Some(dest), Some(len)] = numbers else {
                return Err((key, format!("'{text}': source, destination and length must be numbers")));
            };
            let path = dir.join(file);
            let index = match files.iter().position(|(_, p, _, _)| crate::read::same_file(p, &path) || *p == path) {
                Some(i) => i,
                None => {
                    let bytes = crate::import::read_limited(&path, crate::import::MAX_INPUT_BYTES, "palette files")
                        .map_err(|m| (key, format!("{}: {m}", path.display())))?;
                    files.push((key, path, bytes.clone(), bytes));
                    files.len() - 1
                }
            };
            parts.push(PalettePart { file: index, source, dest, len });
        }
        for (&entry_index, &word) in edits {
            let e = usize::from(entry_index);
            let Some(part) = parts.iter().rev().find(|p| p.dest <= e && e < p.dest.saturating_add(p.len)) else {
                return Err((
                    key,
                    format!("palette entry {e} (line {}, colour {}) is loaded by no part of {key}=", e / 16, e % 16),
                ));
            };
            let (_, path, _, bytes) = &mut files[part.file];
            let at = (part.source + (e - part.dest)) * 2;
            let Some(slot) = bytes.get_mut(at..at + 2) else {
                return Err((key, format!("palette entry {e}: {} has no colour {}", path.display(), at / 2)));
            };
            slot.copy_from_slice(&word.to_be_bytes());
        }
    }
    Ok(files
        .into_iter()
        .map(|(key, path, old, new)| {
            let raw_len = new.len();
            let change = if old == new { Change::Unchanged } else { Change::Changed };
            PlannedFile { key, path, bytes: new, raw_len, change }
        })
        .collect())
}
