//! Sonic 1 projects (`version=S1`, the Sonic 1 disassembly's `SonLVL.ini`): levels with profile S1 and
//! 256x256 chunks.
//!
//! What is read from a level section (keys fall back to the global part): `colarr1` / `colarr2` (the normal
//! and rotated collision arrays: heights and widths), `angles` (the angle map), `colind` (the one collision
//! index: a shape per block id, uncompressed), `blocks` (the Enigma-compressed 16x16 block mappings: only
//! counted, to check the chunks name existing blocks), `chunks` (Kosinski, 512 bytes a chunk), `fglayout`
//! (uncompressed, with its size header; loop chunks marked by bit 7), `startpos` (the first entry) and
//! `objects` (`objpos`; rings are objects in Sonic 1: see [`s1::placements`]). Loop and roll-tunnel chunks come
//! from the layout's marks and the zone's `LoopTileNums` row ([`s1::loops`]); the camera limits from
//! `LevelSizeArray` ([`s1::bounds`]); the level events (Green Hill's `DLE_GHZ1`–`3`, the Labyrinth acts'
//! dynamic water) from the section name ([`s1::level_events`]); `waterheight` (hexadecimal) where the level
//! has water. Values the level's rules refuse are reported against the project (key `level`; the water height
//! against `waterheight`).

use super::{Ctx, FileSpec, Files, Game, Placements, Storage, Terrain, check_collision_indexes, hex_water_height};
use crate::chunk::ChunkSize;
use crate::import::{s1, s2};
use crate::level::{Bounds, LevelEvents, ProfileId, SourceFormat};

/// Sonic 1's SonLVL formats.
pub(super) struct Sonic1;

/// The files of a Sonic 1 level, in the order read; objects are optional.
const FILES: [FileSpec; 9] = [
    FileSpec::new("colarr1", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("colarr2", true, Storage::Exact(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("angles", true, Storage::Exact(s2::ANGLE_MAP_BYTES)),
    FileSpec::new("colind", true, Storage::Raw),
    FileSpec::new("blocks", true, Storage::EnigmaBlocks),
    FileSpec::new("chunks", true, Storage::Kosinski),
    FileSpec::new("fglayout", true, Storage::Raw),
    FileSpec::new("startpos", true, Storage::Raw),
    FileSpec::new("objects", false, Storage::Raw),
];

/// Bytes of one 16x16 block mapping (4 words), as [`Storage::EnigmaBlocks`] hands them over.
const BLOCK_MAPPING_BYTES: usize = 8;

impl Game for Sonic1 {
    fn version(&self) -> &'static str {
        "S1"
    }

    fn name(&self) -> &'static str {
        "Sonic 1"
    }

    fn profile(&self) -> ProfileId {
        ProfileId::S1
    }

    fn chunk_size(&self) -> ChunkSize {
        ChunkSize::Px256
    }

    fn source_format(&self) -> SourceFormat {
        SourceFormat::SonLvlS1
    }

    fn files(&self) -> &'static [FileSpec] {
        &FILES
    }

    fn formats(&self) -> &'static [(&'static str, &'static str)] {
        &[("chunkcmp", "Kosinski"), ("layoutcmp", "Uncompressed"), ("colindcmp", "Uncompressed")]
    }

    fn formats_note(&self) -> &'static str {
        " for Sonic 1"
    }

    fn terrain(&self, ctx: &mut Ctx, files: &Files) -> Option<Terrain> {
        check_collision_indexes(ctx, files, &["colind"]);
        let blocks = files.get("blocks").map(|(path, data)| (path, data.len() / BLOCK_MAPPING_BYTES));
        let chunks = match (files.get("chunks"), files.get("colind")) {
            (Some((path, data)), Some((_, index))) => {
                if data.is_empty() || !data.len().is_multiple_of(s1::CHUNK_BYTES) {
                    let message = format!(
                        "{} bytes is not a whole, nonzero number of {}-byte chunks",
                        data.len(),
                        s1::CHUNK_BYTES
                    );
                    ctx.problem(path, "chunks", message);
                    None
                } else {
                    let (chunks, highest) = s1::decode_chunks(data, index);
                    if let Some((bpath, count)) = blocks
                        && usize::from(highest.any) >= count
                    {
                        let message =
                            format!("the chunks use block {} but the block mappings hold {count} blocks", highest.any);
                        ctx.problem(bpath, "blocks", message);
                    }
                    // Solid blocks past the collision index read whatever follows it in the ROM; they get shape
                    // 0 here. (Green Hill's chunks 45 and 46 have four, 410–422; no Green Hill layout uses them.)
                    Some(chunks)
                }
            }
            _ => None,
        };
        let layout = files.get("fglayout").and_then(|(path, data)| match s1::layout(data) {
            Ok(l) => Some(l),
            Err(message) => {
                ctx.problem(path, "fglayout", message);
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
        let (chunks, (layout, marked)) = (chunks?, layout?);
        Some(Terrain { chunks, layout, loops: s1::loops(ctx.section, &marked) })
    }

    fn objects(&self, ctx: &mut Ctx, files: &Files) -> Placements {
        let objects = match files.get("objects") {
            None => Vec::new(),
            Some((path, data)) => match s1::object_records(data) {
                Ok(records) => records.iter().flat_map(s1::placements).collect(),
                Err(message) => {
                    ctx.problem(path, "objects", message);
                    Vec::new()
                }
            },
        };
        Placements { objects, ..Placements::default() }
    }

    /// `waterheight`: hexadecimal, as SonLVL writes it (the Labyrinth acts and Scrap Brain 3; s1disasm
    /// `WaterHeight`: $B8, $328, $900, $228).
    fn water_height(&self, ctx: &mut Ctx) -> Option<i32> {
        hex_water_height(ctx)
    }

    fn camera_bounds(&self, section: &str) -> Option<Bounds> {
        s1::bounds(section)
    }

    fn events(&self, section: &str) -> LevelEvents {
        s1::level_events(section)
    }

    fn source_of(&self, path: &str, _object_offsets: &[usize], _rings: usize) -> (&'static str, Option<String>) {
        if path == "water_height" { ("waterheight", None) } else { ("level", None) }
    }
}
