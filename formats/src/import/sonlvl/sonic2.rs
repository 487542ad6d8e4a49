//! Sonic 2 projects (`version=S2`, the Sonic 2 disassembly's `SonLVL.ini`): levels with profile S2 and
//! 128x128 chunks.
//!
//! What is read from a level section (keys fall back to the global part, as `colarr1` etc. live there):
//! `colarr1`, `colarr2`, `angles`, `colind1` / `colind2` (path A / B, Kosinski; `colind2` absent = same as
//! `colind1`, as Sonic 2 does for MCZ, OOZ and MTZ), `chunks` (Kosinski, 128 bytes a chunk), `layout`
//! (Kosinski, foreground only), `startpos`, `objects` (plane switchers become [`crate::LayerSwitcher`]s, the
//! rest typed kinds, `crate::object::s2::from_record`), `rings` (each ring an `ObjectKind::Ring`),
//! `waterheight` (hex, as SonLVL writes it). The byte formats are decoded by [`crate::import::s2`]; the camera
//! limits come from s2.asm's `LevelSize` table ([`s2::camera_limits`]).

use super::{Ctx, FileSpec, Files, Game, Placements, Storage, Terrain, check_collision_indexes, hex_water_height};
use crate::chunk::ChunkSize;
use crate::import::s2;
use crate::level::{Bounds, LevelEvents, ProfileId, SourceFormat};

/// Sonic 2's SonLVL formats.
pub(super) struct Sonic2;

/// The files of a Sonic 2 level, in the order read; `colind2` absent means "same as `colind1`", objects and
/// rings are optional.
const FILES: [FileSpec; 11] = [
    FileSpec::new("colarr1", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("colarr2", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("angles", true, Storage::Exact(s2::ANGLE_MAP_BYTES)),
    FileSpec::new("colind1", true, Storage::Kosinski),
    FileSpec::new("colind2", false, Storage::Kosinski),
    FileSpec::new("chunks", true, Storage::Kosinski),
    FileSpec::new("layout", true, Storage::Kosinski),
    FileSpec::new("startpos", true, Storage::Raw),
    FileSpec::new("objects", false, Storage::Raw),
    FileSpec::new("rings", false, Storage::Raw),
    FileSpec::new("bumpers", false, Storage::Raw),
];

impl Game for Sonic2 {
    fn version(&self) -> &'static str {
        "S2"
    }

    fn name(&self) -> &'static str {
        "Sonic 2"
    }

    fn profile(&self) -> ProfileId {
        ProfileId::S2
    }

    fn chunk_size(&self) -> ChunkSize {
        ChunkSize::Px128
    }

    fn source_format(&self) -> SourceFormat {
        SourceFormat::SonLvlS2
    }

    fn files(&self) -> &'static [FileSpec] {
        &FILES
    }

    /// SonLVL lets a project override the formats; only Sonic 2's own (Kosinski, S2 layouts) are read here.
    fn formats(&self) -> &'static [(&'static str, &'static str)] {
        &[
            ("chunkcmp", "Kosinski"),
            ("layoutcmp", "Kosinski"),
            ("colindcmp", "Kosinski"),
            ("chunkfmt", "S2"),
            ("layoutfmt", "S2"),
            ("colindfmt", "S2"),
        ]
    }

    fn terrain(&self, ctx: &mut Ctx, files: &Files) -> Option<Terrain> {
        check_collision_indexes(ctx, files, &["colind1", "colind2"]);
        let primary = files.get("colind1");
        let secondary = if ctx.has("colind2") { files.get("colind2") } else { primary };
        let chunk_table = files.get("chunks");
        let chunk_count = chunk_table.and_then(|(path, data)| {
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
        let layout = files.get("layout").and_then(|(path, data)| {
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
                        "{} foreground cell(s) name a chunk beyond the {count} in the chunk table; the first is \
                         column {col}, row {row}: chunk {id}",
                        bad.len()
                    );
                    ctx.problem(path, "layout", message);
                    return None;
                }
            }
            Some(layout)
        });
        let chunks = match (chunk_table, primary, secondary, chunk_count) {
            (Some((path, table)), Some((_, p)), Some((_, s)), Some(_)) => match s2::decode_chunks(table, p, s) {
                Ok(chunks) => Some(chunks),
                Err(message) => {
                    ctx.problem(path, "chunks", message);
                    None
                }
            },
            _ => None,
        };
        Some(Terrain { chunks: chunks?, layout: layout?, loops: Default::default() })
    }

    fn objects(&self, ctx: &mut Ctx, files: &Files) -> Placements {
        let mut object_offsets = Vec::new();
        let (switchers, mut objects) = match files.get("objects") {
            None => (Vec::new(), Vec::new()),
            Some((path, data)) => match s2::object_records(data) {
                Ok(records) => {
                    let placed = records.iter().filter(|r| r.id != s2::PLANE_SWITCHER_ID);
                    object_offsets = placed.map(|r| r.offset).collect();
                    s2::split_objects(&records)
                }
                Err(message) => {
                    ctx.problem(path, "objects", message);
                    (Vec::new(), Vec::new())
                }
            },
        };
        if let Some((path, data)) = files.get("rings") {
            match s2::rings(data) {
                Ok(rings) => objects.extend(rings),
                Err(message) => ctx.problem(path, "rings", message),
            }
        }
        Placements { switchers, objects, object_offsets }
    }

    /// `waterheight`: hexadecimal, as SonLVL writes it.
    fn water_height(&self, ctx: &mut Ctx) -> Option<i32> {
        hex_water_height(ctx)
    }

    fn camera_bounds(&self, section: &str) -> Option<Bounds> {
        s2::camera_limits(section).map(|limits| limits.to_bounds())
    }

    fn events(&self, section: &str) -> LevelEvents {
        level_events(section)
    }

    fn source_of(&self, path: &str, object_offsets: &[usize], rings: usize) -> (&'static str, Option<String>) {
        source_of(path, object_offsets.len(), rings, object_offsets)
    }
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
fn level_events(section: &str) -> LevelEvents {
    match section.trim() {
        "Emerald Hill Zone Act 1" => LevelEvents::Ehz1,
        "Emerald Hill Zone Act 2" => LevelEvents::Ehz2,
        "Chemical Plant Zone Act 1" => LevelEvents::Cpz1,
        "Chemical Plant Zone Act 2" => LevelEvents::Cpz2,
        "Aquatic Ruin Zone Act 1" => LevelEvents::Arz1,
        "Aquatic Ruin Zone Act 2" => LevelEvents::Arz2,
        "Casino Night Zone Act 1" => LevelEvents::Cnz1,
        "Casino Night Zone Act 2" => LevelEvents::Cnz2,
        "Hill Top Zone Act 1" => LevelEvents::Htz1,
        "Hill Top Zone Act 2" => LevelEvents::Htz2,
        "Mystic Cave Zone Act 1" => LevelEvents::Mcz1,
        "Mystic Cave Zone Act 2" => LevelEvents::Mcz2,
        "Oil Ocean Zone Act 1" => LevelEvents::Ooz1,
        "Oil Ocean Zone Act 2" => LevelEvents::Ooz2,
        "Sky Chase Zone" => LevelEvents::Scz,
        "Wing Fortress Zone" => LevelEvents::Wfz,
        "Death Egg Zone" => LevelEvents::Dez,
        _ => LevelEvents::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_events_follow_the_one_player_section_name() {
        assert_eq!(level_events("Emerald Hill Zone Act 1"), LevelEvents::Ehz1);
        assert_eq!(level_events("Emerald Hill Zone Act 2"), LevelEvents::Ehz2);
        assert_eq!(level_events("2 Player\\\\Emerald Hill Zone Act 2"), LevelEvents::None);
        assert_eq!(level_events("Chemical Plant Zone Act 1"), LevelEvents::Cpz1);
        assert_eq!(level_events("Chemical Plant Zone Act 2"), LevelEvents::Cpz2);
        assert_eq!(level_events("Mystic Cave Zone Act 1"), LevelEvents::Mcz1);
        assert_eq!(level_events("Hill Top Zone Act 2"), LevelEvents::Htz2);
        assert_eq!(level_events("Casino Night Zone Act 1"), LevelEvents::Cnz1);
        assert_eq!(level_events("Oil Ocean Zone Act 2"), LevelEvents::Ooz2);
        assert_eq!(level_events("Hill Top Zone Act 1"), LevelEvents::Htz1);
        assert_eq!(level_events("Metropolis Zone Act 1"), LevelEvents::None);
        assert_eq!(level_events("Wing Fortress Zone"), LevelEvents::Wfz);
    }

    #[test]
    fn refused_values_are_traced_to_their_file() {
        // Two placements from the object layout (records at bytes 0 and 12), then one ring.
        let offsets = [0, 12];
        assert_eq!(source_of("objects[1].x", 2, 1, &offsets), ("objects", Some("record at byte 12".into())));
        assert_eq!(source_of("objects[2].y", 2, 1, &offsets), ("rings", Some("ring 0".into())));
        assert_eq!(source_of("tiles[2].heights[3]", 2, 1, &offsets), ("colarr1", Some("byte 35".into())));
        assert_eq!(source_of("tiles[0].widths[1]", 2, 1, &offsets), ("colarr2", Some("byte 1".into())));
        assert_eq!(source_of("water_height", 2, 1, &offsets), ("waterheight", None));
        assert_eq!(source_of("objects", 2, 0, &offsets), ("objects", None));
    }
}
