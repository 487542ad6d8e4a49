//! Sonic 3 & Knuckles projects (`version=S3K`: skdisasm's `SonLVL.ini`, `SonLVL - S3.ini`, `SonLVL -
//! S&K.ini`): levels with profile S3K and 128x128 chunks.
//!
//! What is read from a level section (keys fall back to the global part): `colarr1`, `colarr2`, `angles`
//! (Sonic 3 alone's hold 512 shapes; the first 256 are read), `tiles` and `blocks` (primary and secondary
//! art joined with `|`: only checked to be there, [`crate::art`] draws them), `colind` (both paths in one
//! uncompressed file, `colindsz` 1 or 2 bytes an entry: [`s3k::collision_index`]), `chunks` (Kosinski, 128
//! bytes a chunk, Sonic 2's words), `layout` (uncompressed, with its row-pointer header: [`s3k::layout`]; the
//! foreground becomes the level's layout), `startpos` (the first entry: Sonic's; the one labelled `Knuckles`:
//! `Level::knuckles_start`), `objects` (path swappers become [`crate::LayerSwitcher`]s, the rest [`crate::object::s3k`]'s kinds),
//! `rings` ([`s3k::rings`]) and `waterheight` (hexadecimal). `layoutcopy` (SonLVL's alternative layouts, AIZ's
//! "Tree Ride"): the layout as stored unless the other option is asked for ([`super::layout_copy`]). The level spans its whole layout (the game's
//! `LevelSizes` are not read).
//!
//! Sonic & Knuckles Collection projects (`version=SKC`, [`SKC`]) are the same game's data with its words
//! little-endian: the layout, the word collision index, the object, ring and start files are turned into
//! Sonic 3 & Knuckles' byte order ([`crate::import::skc`]) and decoded as above; the level remembers the order
//! (`LevelSource::skc`).

use super::ini::entry_path;
use super::{Ctx, FileSpec, Files, Game, Placements, Project, Storage, Terrain, excerpt, hex_water_height};
use crate::LayerSwitcher;
use crate::chunk::ChunkSize;
use crate::import::skc::{self, Kind};
use crate::import::{s2, s3k};
use crate::level::{Bounds, LevelEvents, ProfileId, SourceFormat};
use crate::object::s3k::{self as obj, S3kRecord};
use std::path::PathBuf;

/// Sonic 3 & Knuckles' SonLVL formats, in the Mega Drive's byte order or (`skc`) the PC port's.
pub(super) struct Sonic3k {
    skc: bool,
}

/// `version=S3K`.
pub(super) const S3K: Sonic3k = Sonic3k { skc: false };
/// `version=SKC`: Sonic & Knuckles Collection's byte orders.
pub(super) const SKC: Sonic3k = Sonic3k { skc: true };

impl Sonic3k {
    /// A file's bytes in Sonic 3 & Knuckles' order (converted from SKC's when the project is SKC's); a file
    /// that cannot be is a problem at its key.
    fn native(&self, ctx: &mut Ctx, files: &Files, key: &'static str, kind: Kind) -> Option<(PathBuf, Vec<u8>)> {
        let (path, data) = files.get(key)?;
        if !self.skc {
            return Some((path.clone(), data.clone()));
        }
        match skc::to_s3k(kind, data) {
            Ok(data) => Some((path.clone(), data)),
            Err(message) => {
                ctx.problem(path, key, message);
                None
            }
        }
    }
}

/// The files of a Sonic 3 & Knuckles level, in the order read; objects and rings are optional.
const FILES: [FileSpec; 11] = [
    FileSpec::new("colarr1", true, Storage::AtLeast(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("colarr2", true, Storage::AtLeast(s2::COLLISION_ARRAY_BYTES)),
    FileSpec::new("angles", true, Storage::AtLeast(s2::ANGLE_MAP_BYTES)),
    FileSpec::new("tiles", true, Storage::Present),
    FileSpec::new("blocks", true, Storage::Present),
    FileSpec::new("colind", true, Storage::Raw),
    FileSpec::new("chunks", true, Storage::KosinskiJoined),
    FileSpec::new("layout", true, Storage::Raw),
    FileSpec::new("startpos", true, Storage::Raw),
    FileSpec::new("objects", false, Storage::Raw),
    FileSpec::new("rings", false, Storage::Raw),
];

impl Game for Sonic3k {
    fn version(&self) -> &'static str {
        if self.skc { "SKC" } else { "S3K" }
    }

    fn name(&self) -> &'static str {
        if self.skc { "Sonic & Knuckles Collection" } else { "Sonic 3 & Knuckles" }
    }

    fn skc(&self) -> bool {
        self.skc
    }

    fn profile(&self) -> ProfileId {
        ProfileId::S3K
    }

    fn chunk_size(&self) -> ChunkSize {
        ChunkSize::Px128
    }

    fn source_format(&self) -> SourceFormat {
        SourceFormat::SonLvlS3K
    }

    fn files(&self) -> &'static [FileSpec] {
        &FILES
    }

    fn formats(&self) -> &'static [(&'static str, &'static str)] {
        &[("chunkcmp", "Kosinski"), ("layoutcmp", "Uncompressed"), ("colindcmp", "Uncompressed")]
    }

    fn formats_note(&self) -> &'static str {
        if self.skc { " for Sonic & Knuckles Collection" } else { " for Sonic 3 & Knuckles" }
    }

    fn terrain(&self, ctx: &mut Ctx, files: &Files) -> Option<Terrain> {
        let size = files.get("colind").and_then(|_| entry_size(ctx));
        // Byte-pair entries are bytes in either order; word entries are SKC's words.
        let colind = match size {
            Some(2) => self.native(ctx, files, "colind", Kind::CollisionWords),
            Some(_) => files.get("colind").cloned(),
            None => None,
        };
        let indexes = colind.zip(size).and_then(|((path, data), size)| match s3k::collision_index(&data, size) {
            Ok(indexes) => Some(indexes),
            Err(message) => {
                ctx.problem(&path, "colind", message);
                None
            }
        });
        let chunk_table = files.get("chunks");
        let chunk_count = chunk_table.and_then(|(path, data)| {
            let count = data.len() / s2::CHUNK_BYTES;
            let message = if !data.len().is_multiple_of(s2::CHUNK_BYTES) {
                format!("{} bytes is not a whole number of {}-byte chunks", data.len(), s2::CHUNK_BYTES)
            } else if count == 0 {
                "no chunks".to_string()
            } else if count > s2::MAX_CHUNKS {
                format!("{count} chunks; a layout byte names at most {}", s2::MAX_CHUNKS)
            } else {
                return Some(count);
            };
            ctx.problem(path, "chunks", message);
            None
        });
        let layout = self.native(ctx, files, "layout", Kind::Layout).and_then(|(path, data)| {
            let layout = match s3k::layout(&data) {
                Ok(l) => l.foreground,
                Err(message) => {
                    ctx.problem(&path, "layout", message);
                    return None;
                }
            };
            if let Some(count) = chunk_count {
                let width = layout.width();
                let bad: Vec<(usize, u16)> = layout
                    .cells()
                    .iter()
                    .enumerate()
                    .filter_map(|(i, c)| c.filter(|&id| id as usize >= count).map(|id| (i, id)))
                    .collect();
                if let Some(&(i, id)) = bad.first() {
                    let message = format!(
                        "{} foreground cell(s) name a chunk beyond the {count} in the chunk table; the first is \
                         column {}, row {}: chunk {id}",
                        bad.len(),
                        i % width,
                        i / width
                    );
                    ctx.problem(&path, "layout", message);
                    return None;
                }
            }
            Some(layout)
        });
        let chunks = match (chunk_table, indexes, chunk_count) {
            (Some((path, table)), Some((a, b)), Some(_)) => match s2::decode_chunks(table, &a, &b) {
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
        let mut placements = Placements::default();
        let s3_only = ctx.ini_path.file_name().is_some_and(|n| n.eq_ignore_ascii_case("SonLVL - S3.ini"));
        let set = obj::S3kSet::of_section(ctx.section, s3_only);
        if let Some((path, data)) = self.native(ctx, files, "objects", Kind::Objects) {
            match s3k::object_records(&data) {
                Ok((records, _)) => {
                    for r in &records {
                        let rec = record(r);
                        match switcher(r) {
                            Some(s) => placements
                                .switchers
                                .push(LayerSwitcher { objects_before: Some(placements.objects.len() as u32), ..s }),
                            None => {
                                placements.object_offsets.push(r.offset);
                                placements.objects.push(obj::from_record(r.x as i32, r.y as i32, rec, set));
                            }
                        }
                    }
                }
                Err(message) => ctx.problem(&path, "objects", message),
            }
        }
        if let Some((path, data)) = self.native(ctx, files, "rings", Kind::Rings) {
            match s3k::rings(&data) {
                Ok(layout) => placements.objects.extend(layout.rings),
                Err(message) => ctx.problem(&path, "rings", message),
            }
        }
        placements
    }

    /// `waterheight`: hexadecimal, as SonLVL writes it (skdisasm `StartingWaterHeights.bin`).
    fn water_height(&self, ctx: &mut Ctx) -> Option<i32> {
        hex_water_height(ctx)
    }

    fn camera_bounds(&self, section: &str) -> Option<Bounds> {
        s3k::camera_limits(section).map(|limits| limits.to_bounds())
    }

    fn events(&self, section: &str) -> LevelEvents {
        // The intro section is the act as the game starts it from a new game (`Obj_AIZPlaneIntro`).
        let name = section.rsplit('\\').next().unwrap_or(section).trim();
        let is = |n: &str| name.eq_ignore_ascii_case(n);
        if is("Angel Island Zone Act 1 Intro") {
            LevelEvents::Aiz1Intro
        } else if is("Angel Island Zone Act 2") {
            LevelEvents::Aiz2
        } else if is("Hydrocity Zone Act 1") {
            LevelEvents::Hcz1
        } else if is("Hydrocity Zone Act 2") {
            LevelEvents::Hcz2
        } else if is("Marble Garden Zone Act 1") {
            LevelEvents::Mgz1
        } else {
            LevelEvents::None
        }
    }

    fn source_of(&self, path: &str, object_offsets: &[usize], _rings: usize) -> (&'static str, Option<String>) {
        let root = path.split(['.', '[']).next().unwrap_or(path);
        match root {
            "name" => ("displayname", None),
            "player_start" => ("startpos", None),
            "water_height" => ("waterheight", None),
            "chunks" => ("chunks", None),
            "switchers" => ("objects", None),
            "tiles" => (if path.contains(".widths[") { "colarr2" } else { "colarr1" }, None),
            "objects" => {
                let index = path.strip_prefix("objects[").and_then(|r| r.split(']').next()?.parse::<usize>().ok());
                match index {
                    Some(i) if i < object_offsets.len() => {
                        ("objects", Some(format!("record at byte {}", object_offsets[i])))
                    }
                    Some(i) => ("rings", Some(format!("ring {}", i - object_offsets.len()))),
                    None => ("objects", None),
                }
            }
            _ => ("layout", None),
        }
    }
}

/// `colindsz`: 1 (the default, byte pairs) or 2 (words).
fn entry_size(ctx: &mut Ctx) -> Option<u8> {
    let Some(v) = ctx.ini.get(ctx.section, "colindsz") else { return Some(1) };
    match v.trim() {
        "1" => Some(1),
        "2" => Some(2),
        _ => {
            let v = excerpt(v);
            ctx.problem_at_key("colindsz", format!("colindsz={v}: a collision index entry is 1 or 2 bytes"));
            None
        }
    }
}

/// The record's fields as Sonic 3 & Knuckles reads them.
fn record(r: &s2::ObjectRecord) -> S3kRecord {
    S3kRecord {
        id: r.id,
        subtype: r.subtype,
        x_flip: r.x_flip,
        y_flip: r.y_flip,
        load_at_any_y: r.respawn,
        bit12: r.two_player_any_slot,
    }
}

/// A path swapper (`Obj_PathSwap`, whose subtype and X-flip are Sonic 2's `Obj03`'s) as a layer switcher,
/// when writing it back gives the same record (no Y-flip or flag bit the switcher cannot hold).
fn switcher(r: &s2::ObjectRecord) -> Option<LayerSwitcher> {
    if r.id != obj::id::PATH_SWAP || r.y_flip || r.respawn || r.two_player_any_slot {
        return None;
    }
    let s = LayerSwitcher::from_s2_subtype(r.x as i32, r.y as i32, r.subtype, r.x_flip);
    (s.s2_subtype() == (r.subtype, r.x_flip)).then_some(s)
}

/// What the level leaves of the section: start positions other than Sonic's and Knuckles' (the level has those
/// two: `player_start`, `knuckles_start`; others stay in their files) and SonLVL's `layoutcopy` variants.
pub(super) fn notes(project: &Project, section: &str) -> Vec<String> {
    let mut notes = Vec::new();
    let dir = super::ini_dir(project.path());
    if let Some(entry) = project.entry(section, "startpos") {
        for part in entry.split('|').skip(1) {
            let who = part.split(':').nth(1).unwrap_or("another character");
            if who.trim().eq_ignore_ascii_case("Knuckles") {
                continue;
            }
            let start = entry_path(part, true)
                .and_then(|p| super::lookup::find(&dir.join(p)))
                .ok()
                .and_then(|p| std::fs::read(p).ok())
                .map(|d| if project.is_skc(section) { skc::swap_pairs(&d) } else { d })
                .and_then(|d| s2::start_position(&d).ok());
            let at = start.map(|p| format!(" ({}, {})", p.x, p.y)).unwrap_or_default();
            notes.push(format!(
                "startpos: the level starts where Sonic does; the start of {}{at} stays in the project",
                crate::read::printable(who)
            ));
        }
    }
    match project.layout_copy(section) {
        Ok(Some(copy)) => notes.push(format!(
            "layoutcopy=: the layout shows '{}' as the file stores it; --layout-option '{}' imports the other",
            crate::read::printable(&copy.option_a),
            crate::read::printable(&copy.option_b)
        )),
        Ok(None) => {}
        Err(message) => notes.push(format!("{message}: the layout is the file as stored")),
    }
    notes
}
