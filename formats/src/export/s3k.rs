//! Sonic 3 & Knuckles' level data formats written from a level: the inverse of [`crate::import::s3k`] (and of
//! the Sonic 2 decoders it shares). Pure functions on bytes; [`super::sonlvl_s3k`] finds the files and writes
//! them.
//!
//! What a level does not describe is taken from the files the project holds now ([`Base`]): the layout's
//! header, row pointers and background rows (the foreground cells are written in place: the layout keeps its
//! size), the collision index entries of blocks no solid cell uses, the shapes past the 256th (Sonic 3 alone's
//! arrays hold 512), the order of object and ring records when the level holds the same ones, the markers
//! around them. An imported level exported unchanged therefore gives back exactly the bytes it was read from.
//!
//! Only levels imported from a Sonic 3 & Knuckles project are written (their tiles are the game's 256
//! collision shapes and their blocks name the game's block ids); every limit is checked first and every
//! violation reported.

use super::Violation;
use super::s2::{chunk_word, switcher_subtype};
use crate::chunk::Solidity;
use crate::import::s2::{self as read2, ANGLE_MAP_BYTES, CHUNK_BYTES, COLLISION_ARRAY_BYTES, SHAPE_COUNT};
use crate::import::s3k as read;
use crate::import::sonlvl::layout_copy::LayoutCopy;
use crate::level::{Layout, Level, SourceFormat};
use crate::object::ObjectKind;
use crate::object::s3k::{self as obj, S3kRecord};

/// What the project's files hold now (decompressed chunks); an export needs each of them.
#[derive(Clone, Debug, Default)]
pub struct Base {
    pub colarr1: Vec<u8>,
    pub colarr2: Vec<u8>,
    pub angles: Vec<u8>,
    pub colind: Vec<u8>,
    /// `colindsz`: 1 or 2.
    pub colind_entry: u8,
    pub layout: Vec<u8>,
    pub objects: Option<Vec<u8>>,
    pub rings: Option<Vec<u8>>,
    /// The section's `layoutcopy`: the layout is written as option A (see
    /// [`crate::import::sonlvl::layout_copy`]).
    pub layout_copy: Option<LayoutCopy>,
}

/// The files of one level, uncompressed (the chunk table is split and compressed by the caller).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct S3kFiles {
    pub colarr1: Vec<u8>,
    pub colarr2: Vec<u8>,
    pub angles: Vec<u8>,
    pub colind: Vec<u8>,
    /// 64 big-endian words a chunk.
    pub chunks: Vec<u8>,
    pub layout: Vec<u8>,
    pub startpos: Vec<u8>,
    /// Knuckles' start file, when the level has his own start (`Level::knuckles_start`).
    pub knuckles_startpos: Option<Vec<u8>>,
    pub objects: Vec<u8>,
    pub rings: Vec<u8>,
}

/// Encodes a level as Sonic 3 & Knuckles' files over `base`; every violation when it does not fit.
pub fn encode(level: &Level, base: &Base) -> Result<S3kFiles, Vec<Violation>> {
    let mut v: Vec<Violation> =
        crate::validate::validate(level).into_iter().map(|p| Violation::new(p.path.clone(), p.message)).collect();
    if !v.is_empty() {
        return Err(v);
    }
    if level.source.as_ref().map(|s| s.format) != Some(SourceFormat::SonLvlS3K) {
        v.push(Violation::new(
            "source",
            "only a level imported from a Sonic 3 & Knuckles project is written into one (its tiles are the game's \
             collision shapes and its blocks the game's block ids)",
        ));
    }
    if level.tiles.len() != SHAPE_COUNT {
        v.push(Violation::new("tiles", format!("{} tiles: the game has {SHAPE_COUNT} shapes", level.tiles.len())));
    }
    if level.chunks.len() > read2::MAX_CHUNKS {
        v.push(Violation::new(
            "chunks",
            format!("{} chunks: a layout byte names at most {}", level.chunks.len(), read2::MAX_CHUNKS),
        ));
    }
    if !v.is_empty() {
        return Err(v);
    }
    let (colarr1, colarr2, angles) = collision_arrays(level, base);
    let colind = collision_index(level, base, &mut v);
    let chunks = chunk_table(level, &mut v);
    let layout = layout(level, base, &mut v);
    let startpos = super::start_position(level, "Sonic 3 & Knuckles", &mut v);
    let knuckles_startpos =
        level.knuckles_start.map(|p| super::start_position_file(p, "knuckles_start", "Sonic 3 & Knuckles", &mut v));
    let objects = objects(level, base, &mut v);
    let rings = rings(level, base, &mut v);
    if !v.is_empty() {
        return Err(v);
    }
    Ok(S3kFiles { colarr1, colarr2, angles, colind, chunks, layout, startpos, knuckles_startpos, objects, rings })
}

/// The height, width and angle arrays: the level's 256 tiles over the base (whose shapes past the 256th stay).
fn collision_arrays(level: &Level, base: &Base) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let mut heights = base.colarr1.clone();
    let mut widths = base.colarr2.clone();
    let mut angles = base.angles.clone();
    heights.resize(heights.len().max(COLLISION_ARRAY_BYTES), 0);
    widths.resize(widths.len().max(COLLISION_ARRAY_BYTES), 0);
    angles.resize(angles.len().max(ANGLE_MAP_BYTES), 0);
    for (i, t) in level.tiles.iter().enumerate() {
        for c in 0..16 {
            heights[i * 16 + c] = t.heights[c] as u8;
            widths[i * 16 + c] = t.widths[c] as u8;
        }
        angles[i] = t.angle;
    }
    (heights, widths, angles)
}

/// The collision index: each block id a solid cell uses gets that cell's shape on that path; the others keep
/// the base's. One block id has one shape a path: two solid cells disagreeing is a violation.
fn collision_index(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let (mut a, mut b) = match read::collision_index(&base.colind, base.colind_entry) {
        Ok(pair) => pair,
        Err(message) => {
            v.push(Violation::new("colind", message));
            return Vec::new();
        }
    };
    let entries = a.len();
    let mut set: [Vec<Option<(usize, usize, u16)>>; 2] = [vec![None; entries], vec![None; entries]];
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (i, block) in chunk.blocks.iter().enumerate() {
            for (path, cell) in [(0, block.a), (1, block.b)] {
                if cell.solidity == Solidity::NotSolid {
                    continue;
                }
                let at = format!("chunks[{c}].blocks[{i}]");
                let Some(id) = block.art else {
                    v.push(Violation::new(at, "a solid block needs a block id (art) to be written"));
                    continue;
                };
                let id = id as usize;
                if id >= entries {
                    v.push(Violation::new(at, format!("block id {id}: the collision index has {entries} entries")));
                    continue;
                }
                match set[path][id] {
                    Some((c0, i0, tile)) if tile != cell.tile => v.push(Violation::new(
                        at,
                        format!(
                            "block id {id} reads shape {} on path {} here but shape {tile} in chunks[{c0}].blocks[{i0}]: \
                             the game keeps one shape per block id and path",
                            cell.tile,
                            ["A", "B"][path]
                        ),
                    )),
                    Some(_) => {}
                    None => set[path][id] = Some((c, i, cell.tile)),
                }
            }
        }
    }
    for (index, set) in [(&mut a, &set[0]), (&mut b, &set[1])] {
        for (entry, s) in index.iter_mut().zip(set) {
            if let Some((_, _, tile)) = s {
                *entry = *tile as u8;
            }
        }
    }
    match base.colind_entry {
        1 => a.iter().zip(&b).flat_map(|(&x, &y)| [x, y]).collect(),
        _ => a.iter().chain(&b).flat_map(|&x| [0, x]).collect(),
    }
}

/// The chunk table: every chunk's 64 words (Sonic 2's bits).
fn chunk_table(level: &Level, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut out = Vec::with_capacity(level.chunks.len() * CHUNK_BYTES);
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (i, block) in chunk.blocks.iter().enumerate() {
            let id = block.art.unwrap_or(0);
            if id > 0x3FF {
                v.push(Violation::new(format!("chunks[{c}].blocks[{i}].art"), "a chunk word holds block ids 0–1023"));
            }
            out.extend(chunk_word(block, id).to_be_bytes());
        }
    }
    out
}

/// The base layout with the foreground cells written in place (the header decides the size).
fn layout(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let decoded = match read::layout(&base.layout) {
        Ok(l) => l,
        Err(message) => {
            v.push(Violation::new("layout", format!("the project's layout cannot be read: {message}")));
            return Vec::new();
        }
    };
    let (w, h) = (decoded.foreground.width(), decoded.foreground.height());
    if (level.layout.width(), level.layout.height()) != (w, h) {
        v.push(Violation::new(
            "layout",
            format!(
                "{} x {} chunks: the project's layout is {w} x {h} (its header and row pointers are kept; resize it in \
                 the project)",
                level.layout.width(),
                level.layout.height()
            ),
        ));
        return Vec::new();
    }
    let Some(foreground) = stored_option(level, base, &decoded.foreground, v) else { return Vec::new() };
    let mut out = base.layout.clone();
    for (row, &at) in decoded.foreground_rows.iter().enumerate() {
        for col in 0..w {
            let id = foreground.get(col, row).unwrap_or(0);
            if id > 0xFF {
                v.push(Violation::new(format!("layout[{col}, {row}]"), "a layout byte names chunks 0–255"));
            }
            out[at + col] = id as u8;
        }
    }
    out
}

/// The foreground as the file stores it: a level showing SonLVL's alternative layout gets option A back, and
/// option A's copies follow edits, as SonLVL saves ([`LayoutCopy::store_a`], [`LayoutCopy::keep_copies`]).
/// `original`: the project's foreground now.
fn stored_option(level: &Level, base: &Base, original: &Layout, v: &mut Vec<Violation>) -> Option<Layout> {
    let mut foreground = level.layout.clone();
    let shown = level.source.as_ref().and_then(|s| s.layout_option.as_deref());
    let Some(copy) = &base.layout_copy else {
        if let Some(name) = shown {
            v.push(Violation::new(
                "source.layout_option",
                format!(
                    "the level shows the alternative layout '{}', but the project's section has no layoutcopy= to \
                     store it back by",
                    crate::read::excerpt(name)
                ),
            ));
            return None;
        }
        return Some(foreground);
    };
    if let Err(message) = copy.check(original.width(), original.height()) {
        v.push(Violation::new("layout", message));
        return None;
    }
    match shown.map(|name| (name, copy.is_b(name))) {
        None | Some((_, Some(false))) => copy.keep_copies(&mut foreground, original),
        Some((_, Some(true))) => copy.store_a(&mut foreground, original),
        Some((name, None)) => {
            v.push(Violation::new(
                "source.layout_option",
                format!(
                    "the level shows the alternative layout '{}'; the project's layoutcopy= offers '{}' and '{}'",
                    crate::read::excerpt(name),
                    crate::read::printable(&copy.option_a),
                    crate::read::printable(&copy.option_b)
                ),
            ));
            return None;
        }
    }
    Some(foreground)
}

/// A 6-byte record (x; y with bit 15 "load at any y", 14 Y-flip, 13 X-flip, 12; id; subtype).
fn record(x: i32, y: i32, r: &S3kRecord) -> [u8; 6] {
    let w = (y as u16 & 0x0FFF)
        | (r.load_at_any_y as u16) << 15
        | (r.y_flip as u16) << 14
        | (r.x_flip as u16) << 13
        | (r.bit12 as u16) << 12;
    let [x0, x1] = (x as u16).to_be_bytes();
    let [w0, w1] = w.to_be_bytes();
    [x0, x1, w0, w1, r.id, r.subtype]
}

fn check_xy(path: &str, x: i32, y: i32, max_x: i32, v: &mut Vec<Violation>) {
    if !(0..=max_x).contains(&x) || !(0..=0xFFF).contains(&y) {
        v.push(Violation::new(path, format!("records hold x 0–{max_x} and y 0–4095; this is at ({x}, {y})")));
    }
}

/// Records sorted by x as the game's object and ring managers need; when the level holds exactly the base's
/// records, the base's order.
fn ordered<const N: usize>(mut records: Vec<[u8; N]>, base: &[[u8; N]]) -> Vec<[u8; N]> {
    let (mut a, mut b) = (records.clone(), base.to_vec());
    a.sort_unstable();
    b.sort_unstable();
    if a == b {
        return base.to_vec();
    }
    records.sort_by_key(|r| u16::from_be_bytes([r[0], r[1]]));
    records
}

/// The object layout: switchers (at their place among the objects) and every object but rings, then the base's
/// end marker and padding (`FF FF 00 00 00 00` for a new file).
fn objects(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut records = Vec::new();
    let mut switchers = level.switchers.iter().enumerate().peekable();
    let mut push_switchers = |before: usize, records: &mut Vec<[u8; 6]>, v: &mut Vec<Violation>| {
        while let Some((i, s)) = switchers.next_if(|(_, s)| s.objects_before.is_none_or(|b| b as usize <= before)) {
            check_xy(&format!("switchers[{i}]"), s.x, s.y, 0xFFFE, v);
            let (subtype, x_flip) = switcher_subtype(s);
            let r = S3kRecord { id: obj::id::PATH_SWAP, subtype, x_flip, ..Default::default() };
            records.push(record(s.x, s.y, &r));
        }
    };
    let mut placed = 0;
    for (i, o) in level.objects.iter().enumerate() {
        if o.kind == ObjectKind::Ring {
            continue;
        }
        push_switchers(placed, &mut records, v);
        let path = format!("objects[{i}]");
        check_xy(&path, o.x, o.y, 0xFFFE, v);
        match obj::to_record(o) {
            Some(r) => records.push(record(o.x, o.y, &r)),
            None => v.push(Violation::new(
                format!("{path}.kind"),
                format!("a {} has no Sonic 3 & Knuckles object record here", o.kind.name()),
            )),
        }
        placed += 1;
    }
    push_switchers(usize::MAX, &mut records, v);
    let data = base.objects.as_deref().unwrap_or(&[]);
    let (old, end) = match read::object_records(data) {
        Ok((records, end)) => (records.iter().map(|r| std::array::from_fn(|k| data[r.offset + k])).collect(), end),
        Err(_) => (Vec::new(), data.len()),
    };
    let tail: &[u8] = if base.objects.is_none() { &[0xFF, 0xFF, 0, 0, 0, 0] } else { &data[end..] };
    let mut out: Vec<u8> = ordered(records, &old).concat();
    out.extend(tail);
    out
}

/// The ring layout: the base's start marker (a new file has one), a record a ring, the base's end marker.
fn rings(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut records = Vec::new();
    for (i, o) in level.objects.iter().enumerate().filter(|(_, o)| o.kind == ObjectKind::Ring) {
        check_xy(&format!("objects[{i}]"), o.x, o.y, 0x7FFF, v);
        records.push([(o.x as u16).to_be_bytes(), (o.y as u16).to_be_bytes()].concat().try_into().unwrap_or([0; 4]));
    }
    let old = base.rings.as_deref().and_then(|d| read::rings(d).ok()).unwrap_or(read::RingLayout {
        start_marker: true,
        tail: vec![0xFF, 0xFF],
        ..Default::default()
    });
    let old_records: Vec<[u8; 4]> = old
        .rings
        .iter()
        .map(|r| [(r.x as u16).to_be_bytes(), (r.y as u16).to_be_bytes()].concat().try_into().unwrap_or([0; 4]))
        .collect();
    let mut out = if old.start_marker { vec![0; 4] } else { Vec::new() };
    out.extend(ordered(records, &old_records).concat());
    out.extend(old.tail);
    out
}
