//! Sonic 1 SonLVL projects (`version=S1`, the Sonic 1 disassembly's `SonLVL.ini`): builds a [`Level`] with
//! profile S1 and 256x256 chunks.
//!
//! What is read from a level section (keys fall back to the global part): `colarr1` / `colarr2` (the normal
//! and rotated collision arrays: heights and widths), `angles` (the angle map), `colind` (the one collision
//! index: a shape per block id, uncompressed), `blocks` (the Enigma-compressed 16x16 block mappings: only
//! counted, to check the chunks name existing blocks), `chunks` (Kosinski, 512 bytes a chunk), `fglayout`
//! (uncompressed, with its size header; loop chunks marked by bit 7), `startpos` (the first entry) and
//! `objects` (`objpos`; rings are objects in Sonic 1: see [`s1::placements`]). Loop and roll-tunnel chunks come
//! from the layout's marks and the zone's `LoopTileNums` row ([`s1::loops`]); the camera limits from
//! `LevelSizeArray` ([`s1::bounds`]); the level events (Green Hill's `DLE_GHZ1`–`3`) from the section name
//! ([`s1::level_events`]).

use super::sonlvl::{Ctx, Ini, excerpt, ini_dir};
use super::{ImportError, enigma, s1, s2};
use crate::chunk::ChunkSize;
use crate::level::{ArtSource, Bounds, CURRENT_VERSION, Level, LevelSource, ProfileId, SourceFormat};
use std::collections::HashMap;
use std::path::Path;

/// The INI keys naming a Sonic 1 level's files, in the order they are read, and whether a level needs them.
pub const FILE_KEYS: [(&str, bool); 9] = [
    ("colarr1", true),
    ("colarr2", true),
    ("angles", true),
    ("colind", true),
    ("blocks", true),
    ("chunks", true),
    ("fglayout", true),
    ("startpos", true),
    ("objects", false),
];

/// Imports one level of a Sonic 1 project (the caller checked `version=S1`).
pub(super) fn import_level(ini: &Ini, ini_path: &Path, section: &str) -> Result<Level, ImportError> {
    if !ini.has_section(section) {
        return Err(ImportError::NoSuchLevel {
            ini: ini_path.to_path_buf(),
            section: section.to_string(),
            available: ini.section_list(),
        });
    }
    for (key, wanted) in [("chunkcmp", "Kosinski"), ("layoutcmp", "Uncompressed"), ("colindcmp", "Uncompressed")] {
        if let Some(v) = ini.get(section, key)
            && !v.eq_ignore_ascii_case(wanted)
        {
            let v = excerpt(v);
            return Err(ImportError::Project {
                path: ini_path.to_path_buf(),
                message: format!("[{section}] {key}={v}: only {key}={wanted} is supported for Sonic 1"),
            });
        }
    }
    let mut ctx = Ctx { ini, ini_path, section, dir: ini_dir(ini_path), problems: Vec::new(), paths: HashMap::new() };

    let vertical = ctx.raw("colarr1", true, Some(s2::COLLISION_ARRAY_BYTES));
    let horizontal = ctx.raw("colarr2", true, Some(s2::COLLISION_ARRAY_BYTES));
    let angles = ctx.raw("angles", true, Some(s2::ANGLE_MAP_BYTES));
    let index = ctx.raw("colind", true, None);
    let blocks = ctx.raw("blocks", true, None).and_then(|(path, data)| match enigma::decompress(&data) {
        Ok(words) if words.len() % 4 == 0 && !words.is_empty() => Some((path, words.len() / 4)),
        Ok(words) => {
            ctx.problem(&path, "blocks", format!("{} words is not a whole number of 4-word blocks", words.len()));
            None
        }
        Err(e) => {
            ctx.problem(&path, "blocks", e.to_string());
            None
        }
    });
    let chunk_table = ctx.kosinski("chunks", true);
    let layout_bytes = ctx.raw("fglayout", true, None);
    let start = ctx.raw("startpos", true, None);
    let object_bytes = ctx.raw("objects", false, None);

    if let Some((path, d)) = &index
        && d.is_empty()
    {
        ctx.problem(path, "colind", "collision index is empty".to_string());
    }
    let chunks = match (&chunk_table, &index) {
        (Some((path, data)), Some((_, index))) => {
            if data.is_empty() || !data.len().is_multiple_of(s1::CHUNK_BYTES) {
                let message =
                    format!("{} bytes is not a whole, nonzero number of {}-byte chunks", data.len(), s1::CHUNK_BYTES);
                ctx.problem(path, "chunks", message);
                None
            } else {
                let (chunks, highest) = s1::decode_chunks(data, index);
                if let Some((bpath, count)) = &blocks
                    && usize::from(highest.any) >= *count
                {
                    let message =
                        format!("the chunks use block {} but the block mappings hold {count} blocks", highest.any);
                    ctx.problem(bpath, "blocks", message);
                }
                // Solid blocks past the collision index read whatever follows it in the ROM; they get shape 0
                // here. (Green Hill's chunks 45 and 46 have four, 410–422; no Green Hill layout uses them.)
                Some(chunks)
            }
        }
        _ => None,
    };
    let layout = layout_bytes.and_then(|(path, data)| match s1::layout(&data) {
        Ok(l) => Some(l),
        Err(message) => {
            ctx.problem(&path, "fglayout", message);
            None
        }
    });
    if let (Some((layout, _)), Some(chunks)) = (&layout, &chunks)
        && let Some(c) = layout.cells().iter().flatten().find(|&&c| usize::from(c) >= chunks.len())
    {
        let message = format!("the layout uses chunk number {} but the chunk table holds {}", c + 1, chunks.len());
        let path = ctx.paths.get("fglayout").cloned().unwrap_or_default();
        ctx.problem(&path, "fglayout", message);
    }
    let player_start = start.and_then(|(path, data)| match s2::start_position(&data) {
        Ok(p) => Some(p),
        Err(message) => {
            ctx.problem(&path, "startpos", message);
            None
        }
    });
    let objects = match object_bytes {
        None => Vec::new(),
        Some((path, data)) => match s1::object_records(&data) {
            Ok(records) => records.iter().flat_map(s1::placements).collect(),
            Err(message) => {
                ctx.problem(&path, "objects", message);
                Vec::new()
            }
        },
    };
    let tiles = match (&vertical, &horizontal, &angles) {
        (Some((_, v)), Some((_, h)), Some((_, a))) => Some(s2::solid_tiles(v, h, a)),
        _ => None,
    };
    let problems = std::mem::take(&mut ctx.problems);
    let (Some(tiles), Some(chunks), Some((layout, marked)), Some(player_start), true) =
        (tiles, chunks, layout, player_start, problems.is_empty())
    else {
        return Err(ImportError::Files { section: section.to_string(), problems });
    };
    let loops = s1::loops(section, &marked);
    let bounds = s1::bounds(section).unwrap_or_else(|| {
        let px = ChunkSize::Px256.pixels();
        Bounds { left: 0, top: 0, right: layout.width() as i32 * px, bottom: layout.height() as i32 * px }
    });
    let level = Level {
        version: CURRENT_VERSION,
        name: ini.get_in(section, "displayname").unwrap_or(section).to_string(),
        profile: ProfileId::S1,
        chunk_size: ChunkSize::Px256,
        player_start,
        bounds,
        water_height: None,
        events: s1::level_events(section),
        source: Some(LevelSource { format: SourceFormat::SonLvlS1, section: section.to_string() }),
        art: ini.get(section, "tiles").map(|_| ArtSource::SonLvl {
            project: ini_path.to_string_lossy().into_owned(),
            section: section.to_string(),
        }),
        tiles,
        chunks,
        layout,
        switchers: Vec::new(),
        objects,
        loops,
        moves: None,
    };
    let invalid = crate::validate::validate(&level);
    if invalid.is_empty() {
        return Ok(level);
    }
    let problems = invalid
        .into_iter()
        .map(|p| super::FileProblem { key: "level".to_string(), path: ini_path.to_path_buf(), message: p.to_string() })
        .collect();
    Err(ImportError::Files { section: section.to_string(), problems })
}
