//! Sonic 2's level data formats written from a level: the inverse of [`crate::import::s2`]. Pure functions on
//! bytes; [`super::sonlvl`] finds the files and writes them.
//!
//! What a level does not describe is taken from the files the project holds now ([`Base`]): the background half
//! of the layout, the collision index entries of blocks no chunk uses, the collision shapes the level has no
//! tile for, where in the object file each record sits and how the ring file groups rings into rows and
//! columns. An imported level exported unchanged therefore gives back exactly the bytes it was read from.
//!
//! Every limit of the game is checked first and every violation reported ([`encode`] returns all of them).

use super::Violation;
use crate::chunk::{Block, Chunk, ChunkSize, Solidity};
use crate::import::s2::{self as read, CHUNK_BYTES, LAYOUT_BYTES, SHAPE_COUNT};
use crate::level::{Level, SourceFormat};
use crate::object::{ObjectKind, ObjectPlacement, s2 as obj};
use crate::switcher::LayerSwitcher;
use std::collections::{HashMap, HashSet, VecDeque};

/// Sonic 2 has room for this many 16x16 blocks: `Block_Table` ($C00 words, 8 bytes a block) and each collision
/// index buffer (`Primary_Collision`, `Secondary_Collision`: $300 bytes).
pub const MAX_BLOCKS: usize = 0x300;
/// Rings a ring layout may expand to: `Ring_Positions` is $600 bytes of 6-byte entries, the first left blank
/// and the end marker (4 bytes) after the last ring (`RingsManager_Setup`).
pub const MAX_RINGS: usize = (0x600 - 6 - 4) / 6;
/// Largest x of an object record: x = $FFFF marks the layout's ends (`ObjectLayoutBoundary`).
pub const MAX_OBJECT_X: i32 = 0xFFFE;
/// Object and ring records keep y in 12 bits (the other 4 are flags).
pub const MAX_RECORD_Y: i32 = 0xFFF;
/// Ring records end the list when x has bit 15 set.
pub const MAX_RING_X: i32 = 0x7FFF;

/// What the project's files hold now, decompressed; `None` for a file that does not exist yet or cannot be
/// read (then the level alone decides, and what it does not describe is zero).
#[derive(Clone, Debug, Default)]
pub struct Base {
    pub colarr1: Option<Vec<u8>>,
    pub colarr2: Option<Vec<u8>>,
    pub angles: Option<Vec<u8>>,
    pub colind1: Option<Vec<u8>>,
    pub colind2: Option<Vec<u8>>,
    pub layout: Option<Vec<u8>>,
    pub objects: Option<Vec<u8>>,
    pub rings: Option<Vec<u8>>,
    /// Collision shapes some level of the project reads (index = shape id, [`SHAPE_COUNT`] entries or fewer):
    /// the only shapes a level that was not imported from this game may not take for its new tiles.
    pub shapes_in_use: Vec<bool>,
}

/// The files of one Sonic 2 level, uncompressed (the Kosinski ones are compressed when written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct S2Files {
    /// `Collision array - Vertical.bin`: 256 height arrays.
    pub colarr1: Vec<u8>,
    /// `Collision array - Horizontal.bin`: 256 width arrays.
    pub colarr2: Vec<u8>,
    /// `Curve and resistance mapping.bin`: 256 angle bytes.
    pub angles: Vec<u8>,
    /// The primary collision index (path A): one shape id per block id.
    pub colind1: Vec<u8>,
    /// The secondary index (path B); `None` when the level has one index for both paths.
    pub colind2: Option<Vec<u8>>,
    /// The chunk table: 64 big-endian words per chunk.
    pub chunks: Vec<u8>,
    /// 16 rows of 128 foreground and 128 background chunk ids.
    pub layout: Vec<u8>,
    pub objects: Vec<u8>,
    pub rings: Vec<u8>,
    pub startpos: Vec<u8>,
    /// Which collision shape each tile became (`None`: no solid block uses the tile, so it is not written).
    pub tile_shapes: Vec<Option<u8>>,
    /// What the user should know that is no refusal (block ids given out, tiles left out).
    pub notes: Vec<String>,
}

/// Encodes a level as Sonic 2's files, keeping from `base` what the level does not describe. `one_index`: the
/// level has no secondary collision index (SonLVL's `colind2` absent: path B reads the primary one, as in
/// Mystic Cave, Oil Ocean and Metropolis).
///
/// Nothing is returned unless every limit holds; then every violation is listed, each with its level path.
pub fn encode(level: &Level, base: &Base, one_index: bool) -> Result<S2Files, Vec<Violation>> {
    let mut v = Vec::new();
    let mut notes = Vec::new();
    for p in crate::validate::validate(level) {
        v.push(Violation::new(p.path.clone(), p.message.clone()));
    }
    if !v.is_empty() {
        return Err(v);
    }
    if level.chunk_size != ChunkSize::Px128 {
        v.push(Violation::new("chunk_size", "Sonic 2 chunks are 128x128 px (Px128)"));
    }
    let tile_shapes = tile_shapes(level, base, &mut v, &mut notes);
    let (colarr1, colarr2, angles) =
        super::collision_arrays(level, [&base.colarr1, &base.colarr2, &base.angles], &tile_shapes);
    let blocks = if level.chunk_size == ChunkSize::Px128 {
        block_ids(level, base, one_index, &tile_shapes, &mut v, &mut notes)
    } else {
        None
    };
    let (chunk_map, table) = chunk_table(level, &mut v);
    let layout = layout(level, base, &chunk_map, &mut v);
    let objects = objects(level, base, &mut v);
    let rings = rings(level, base, &mut v);
    let startpos = super::start_position(level, "Sonic 2", &mut v);
    let Some(blocks) = blocks else { return Err(v) };
    if !v.is_empty() {
        return Err(v);
    }
    let mut chunks = Vec::with_capacity(table.len() * CHUNK_BYTES);
    for source in &table {
        match source {
            None => chunks.extend([0u8; CHUNK_BYTES]),
            Some(c) => {
                for (b, block) in level.chunks[*c].blocks.iter().enumerate() {
                    chunks.extend(chunk_word(block, blocks.ids[*c][b]).to_be_bytes());
                }
            }
        }
    }
    Ok(S2Files {
        colarr1,
        colarr2,
        angles,
        colind1: blocks.colind1,
        colind2: blocks.colind2,
        chunks,
        layout,
        objects,
        rings,
        startpos,
        tile_shapes,
        notes,
    })
}

/// A chunk word: bits 0–9 block id, 10 X-flip, 11 Y-flip, 12/13 path A top/LRB solid, 14/15 path B (the
/// inverse of [`read::decode_chunk_word`]).
pub fn chunk_word(block: &Block, id: u16) -> u16 {
    let solid = |s: Solidity, shift: u16| (s.is_top_solid() as u16) << shift | (s.is_lrb_solid() as u16) << (shift + 1);
    (id & 0x3FF)
        | (block.x_flip as u16) << 10
        | (block.y_flip as u16) << 11
        | solid(block.a.solidity, 12)
        | solid(block.b.solidity, 14)
}

/// The subtype and X-flip of Sonic 2's plane switcher (`Obj03`) for a layer switcher: the inverse of
/// [`LayerSwitcher::from_s2_subtype`]
/// (`../shared/SPEC-NOTES.md` "Layer switchers as Sonic 2 stores them").
pub fn switcher_subtype(s: &LayerSwitcher) -> (u8, bool) {
    s.s2_subtype()
}

/// A 6-byte object record: x, then y with flags (bit 15 respawn, 14 Y-flip, 13 X-flip, 12 two-player slot),
/// then id and subtype (the inverse of [`read::object_records`]).
pub fn object_record(x: u16, y: u16, rec: &obj::S2Record) -> [u8; 6] {
    let w = (y & 0x0FFF)
        | (rec.respawn as u16) << 15
        | (rec.y_flip as u16) << 14
        | (rec.x_flip as u16) << 13
        | (rec.two_player_any_slot as u16) << 12;
    let [x0, x1] = x.to_be_bytes();
    let [w0, w1] = w.to_be_bytes();
    [x0, x1, w0, w1, rec.id, rec.subtype]
}

fn switcher_record(s: &LayerSwitcher) -> [u8; 6] {
    let (subtype, x_flip) = switcher_subtype(s);
    let rec = obj::S2Record { id: read::PLANE_SWITCHER_ID, subtype, x_flip, ..Default::default() };
    object_record(s.x as u16, s.y as u16, &rec)
}

/// Which collision shape each tile is written as. An imported level's tiles are the game's shapes, index for
/// index. Another level's tiles take the shape that is identical to them, or else a shape no level of the
/// project reads (tile 0, the empty tile, is always shape 0); tiles no solid block uses are left out.
fn tile_shapes(level: &Level, base: &Base, v: &mut Vec<Violation>, notes: &mut Vec<String>) -> Vec<Option<u8>> {
    let imported = level.source.as_ref().is_some_and(|s| s.format == SourceFormat::SonLvlS2);
    if imported {
        if level.tiles.len() > SHAPE_COUNT {
            v.push(Violation::new(
                format!("tiles[{SHAPE_COUNT}]"),
                format!(
                    "{} tiles: Sonic 2's collision arrays hold {SHAPE_COUNT} shapes, shared by every zone (shape ids \
                     are one byte in the collision indexes)",
                    level.tiles.len()
                ),
            ));
        }
        return (0..level.tiles.len()).map(|i| u8::try_from(i).ok()).collect();
    }
    let mut used = vec![false; level.tiles.len()];
    for block in level.chunks.iter().flat_map(|c| &c.blocks) {
        for cell in [&block.a, &block.b] {
            if cell.solidity != Solidity::NotSolid
                && let Some(u) = used.get_mut(cell.tile as usize)
            {
                *u = true;
            }
        }
    }
    let shape_of = |s: usize| -> Option<crate::tile::SolidTile> {
        let h = base.colarr1.as_ref()?.get(s * 16..s * 16 + 16)?;
        let w = base.colarr2.as_ref()?.get(s * 16..s * 16 + 16)?;
        let angle = *base.angles.as_ref()?.get(s)?;
        Some(crate::tile::SolidTile {
            heights: std::array::from_fn(|i| h[i] as i8),
            widths: std::array::from_fn(|i| w[i] as i8),
            angle,
        })
    };
    let existing: Vec<Option<crate::tile::SolidTile>> = (0..SHAPE_COUNT).map(shape_of).collect();
    let mut taken = vec![false; SHAPE_COUNT];
    let mut out = vec![None; level.tiles.len()];
    let (mut matched, mut allocated, mut unused) = (0, 0, 0);
    for (i, tile) in level.tiles.iter().enumerate() {
        if i == 0 {
            out[0] = Some(0);
            continue;
        }
        if !used[i] {
            unused += 1;
            continue;
        }
        if let Some(s) = (1..SHAPE_COUNT).find(|&s| existing[s].as_ref() == Some(tile)) {
            out[i] = Some(s as u8);
            matched += 1;
            continue;
        }
        let in_use = |s: usize| base.shapes_in_use.get(s).copied().unwrap_or(false);
        match (1..SHAPE_COUNT).find(|&s| !in_use(s) && !taken[s]) {
            Some(s) => {
                taken[s] = true;
                out[i] = Some(s as u8);
                allocated += 1;
            }
            None => v.push(Violation::new(
                format!("tiles[{i}]"),
                format!(
                    "no collision shape is left for this tile: Sonic 2's {SHAPE_COUNT} shapes are shared by every \
                     zone, and every one that is not identical to a tile of this level is read by some level of \
                     the project"
                ),
            )),
        }
    }
    notes.push(format!(
        "the level was not imported from this game: {matched} tile(s) are identical to the game's shapes, \
         {allocated} took shapes no level reads, {unused} no solid block uses were left out"
    ));
    out
}

/// Block ids for every block and the collision indexes they need.
struct BlockIds {
    /// `ids[chunk][block]`.
    ids: Vec<Vec<u16>>,
    colind1: Vec<u8>,
    colind2: Option<Vec<u8>>,
}

/// Gives every block a block id and fills the collision indexes so that each block reads its tiles' shapes.
///
/// A block keeps its art id when the index entries can say what every solid use of that id needs. Sonic 2 gives
/// a block one shape per path, so when uses disagree the entry keeps its current value if some use needs it (else
/// takes the value most uses need), and the other uses get ids of their own, as do blocks made in the editor.
/// New ids are the smallest no chunk uses; their art is whatever the block mappings hold there.
fn block_ids(
    level: &Level,
    base: &Base,
    one_index: bool,
    shapes: &[Option<u8>],
    v: &mut Vec<Violation>,
    notes: &mut Vec<String>,
) -> Option<BlockIds> {
    let mut idx: [Vec<u8>; 2] = [base.colind1.clone().unwrap_or_default(), base.colind2.clone().unwrap_or_default()];
    // Which index a path reads.
    let which = |path: usize| if one_index { 0 } else { path };
    let need = |block: &Block| -> [Option<u8>; 2] {
        [&block.a, &block.b].map(|c| {
            if c.solidity == Solidity::NotSolid { None } else { shapes.get(c.tile as usize).copied().flatten() }
        })
    };
    let before = v.len();
    // Per (index, id): each needed shape with how many uses need it, in first-use order.
    let mut wants: HashMap<(usize, u16), Vec<(u8, usize)>> = HashMap::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (b, block) in chunk.blocks.iter().enumerate() {
            let n = need(block);
            if one_index
                && let [Some(x), Some(y)] = n
                && x != y
            {
                v.push(Violation::new(
                    format!("chunks[{c}].blocks[{b}]"),
                    format!(
                        "layer A reads shape {x} and layer B shape {y}, but this level has one collision index for \
                         both layers (no colind2), so a block reads the same shape on both"
                    ),
                ));
            }
            let Some(id) = block.art else { continue };
            if id as usize >= MAX_BLOCKS {
                v.push(Violation::new(
                    format!("chunks[{c}].blocks[{b}].art"),
                    format!("block id {id}: Sonic 2 has room for {MAX_BLOCKS} 16x16 blocks (Block_Table)"),
                ));
                continue;
            }
            for (path, shape) in n.iter().enumerate() {
                if let Some(s) = shape {
                    let list = wants.entry((which(path), id)).or_default();
                    match list.iter_mut().find(|(x, _)| x == s) {
                        Some((_, count)) => *count += 1,
                        None => list.push((*s, 1)),
                    }
                }
            }
        }
    }
    if v.len() > before {
        return None;
    }
    // The entry each (index, id) gets.
    let mut chosen: HashMap<(usize, u16), u8> = HashMap::new();
    for (&(i, id), list) in &wants {
        let current = idx[i].get(id as usize).copied();
        let pick = match current.filter(|cur| list.iter().any(|(s, _)| s == cur)) {
            Some(cur) => cur,
            // Most uses; ties go to the first use.
            None => list.iter().rev().max_by_key(|(_, n)| *n).map_or(0, |(s, _)| *s),
        };
        chosen.insert((i, id), pick);
    }
    // Keep each art id whose chosen entries serve the block; the rest get new ids.
    let mut ids: Vec<Vec<u16>> = Vec::with_capacity(level.chunks.len());
    let mut in_use: HashSet<u16> = HashSet::new();
    let mut homeless: Vec<(usize, usize)> = Vec::new();
    let mut split = Vec::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        let mut row = Vec::with_capacity(chunk.blocks.len());
        for (b, block) in chunk.blocks.iter().enumerate() {
            let n = need(block);
            let fits = |id: u16| {
                n.iter().enumerate().all(|(path, s)| s.is_none_or(|s| chosen.get(&(which(path), id)) == Some(&s)))
            };
            match block.art {
                Some(id) if fits(id) => {
                    in_use.insert(id);
                    row.push(id);
                }
                Some(id) => {
                    split.push((c, b, id));
                    homeless.push((c, b));
                    row.push(0);
                }
                None if n == [None, None] => row.push(0),
                None => {
                    homeless.push((c, b));
                    row.push(0);
                }
            }
        }
        ids.push(row);
    }
    for (&(i, id), &s) in &chosen {
        super::set_index_entry(&mut idx[i], id, s);
    }
    // New ids, one per distinct need.
    let mut given: HashMap<[Option<u8>; 2], u16> = HashMap::new();
    let mut next = 1u16;
    let mut new_ids = Vec::new();
    for &(c, b) in &homeless {
        let n = need(&level.chunks[c].blocks[b]);
        let id = match given.get(&n) {
            Some(&id) => id,
            None => {
                while in_use.contains(&next) {
                    next += 1;
                }
                if next as usize >= MAX_BLOCKS {
                    v.push(Violation::new(
                        format!("chunks[{c}].blocks[{b}]"),
                        format!(
                            "no block id is left for this block's collision: Sonic 2 has room for {MAX_BLOCKS} \
                             16x16 blocks and a block reads one shape per layer"
                        ),
                    ));
                    return None;
                }
                let id = next;
                in_use.insert(id);
                given.insert(n, id);
                new_ids.push(id);
                for (path, s) in n.iter().enumerate() {
                    if let Some(s) = s {
                        super::set_index_entry(&mut idx[which(path)], id, *s);
                    }
                }
                id
            }
        };
        ids[c][b] = id;
    }
    for (c, b, id) in &split {
        notes.push(format!(
            "chunks[{c}].blocks[{b}]: block {id:#05X} reads other shapes elsewhere in the level (Sonic 2 gives a \
             block one shape per layer), so this one got block {:#05X}, which shows the art the block mappings \
             hold there",
            ids[*c][*b]
        ));
    }
    let made = homeless.len() - split.len();
    if made > 0 {
        notes.push(format!(
            "{made} block(s) made in the editor got new block ids ({}); they show the art the block mappings hold \
             there",
            new_ids.iter().map(|id| format!("{id:#05X}")).collect::<Vec<_>>().join(", ")
        ));
    }
    let [colind1, colind2] = idx;
    Some(BlockIds { ids, colind1, colind2: (!one_index).then_some(colind2) })
}

/// Whether a chunk shows nothing and is solid nowhere (what Sonic 2's chunk 0 is: the empty chunk).
fn is_blank(chunk: &Chunk) -> bool {
    chunk.blocks.iter().all(|b| {
        b.a.solidity == Solidity::NotSolid && b.b.solidity == Solidity::NotSolid && matches!(b.art, None | Some(0))
    })
}

/// The chunk table: which level chunk each game chunk is (`None`: an empty chunk put first for the layout's
/// empty cells), and the game chunk id of each level chunk. Sonic 2's layouts name chunks by one byte and show
/// chunk 0 where nothing is; a level whose empty cells cannot be chunk 0 gets an empty chunk 0 and its own chunks
/// one id further on.
fn chunk_table(level: &Level, v: &mut Vec<Violation>) -> (Vec<u8>, Vec<Option<usize>>) {
    let has_empty = level.layout.cells().iter().any(Option::is_none);
    let shift = has_empty && level.chunks.first().is_none_or(|c| !is_blank(c));
    let mut table: Vec<Option<usize>> = Vec::new();
    if shift {
        table.push(None);
    }
    table.extend((0..level.chunks.len()).map(Some));
    if table.len() > read::MAX_CHUNKS {
        let first = read::MAX_CHUNKS - shift as usize;
        let why = if shift { " (chunk 0 is the empty chunk the layout's empty cells need)" } else { "" };
        v.push(Violation::new(
            format!("chunks[{first}]"),
            format!(
                "Sonic 2 layouts store chunk ids in one byte: at most {} chunks{why}, this level has {}",
                read::MAX_CHUNKS - shift as usize,
                level.chunks.len()
            ),
        ));
    }
    let map = (0..level.chunks.len()).map(|c| (c + shift as usize).min(255) as u8).collect();
    (map, table)
}

/// The layout: the level's cells in the foreground half, the base's background half.
fn layout(level: &Level, base: &Base, chunk_map: &[u8], v: &mut Vec<Violation>) -> Vec<u8> {
    let (w, h) = (level.layout.width(), level.layout.height());
    if w > read::LAYOUT_WIDTH || h > read::LAYOUT_HEIGHT {
        v.push(Violation::new(
            "layout",
            format!(
                "{w} x {h} chunks: a Sonic 2 layout is at most {} x {} chunks ({} rows of {} foreground chunk ids)",
                read::LAYOUT_WIDTH,
                read::LAYOUT_HEIGHT,
                read::LAYOUT_HEIGHT,
                read::LAYOUT_WIDTH
            ),
        ));
    }
    let mut out = match &base.layout {
        Some(d) if d.len() == LAYOUT_BYTES => d.clone(),
        _ => vec![0; LAYOUT_BYTES],
    };
    for row in 0..read::LAYOUT_HEIGHT {
        for col in 0..read::LAYOUT_WIDTH {
            let id = level.layout.get(col, row).map_or(0, |c| chunk_map.get(c as usize).copied().unwrap_or(0));
            out[row * read::LAYOUT_ROW_BYTES + col] = id;
        }
    }
    out
}

/// Checks a position against a record's fields.
fn check_position(path: &str, x: i32, y: i32, max_x: i32, what: &str, v: &mut Vec<Violation>) {
    if !(0..=max_x).contains(&x) {
        v.push(Violation::new(format!("{path}.x"), format!("{x}: Sonic 2 {what} hold x as 0..={max_x}")));
    }
    if !(0..=MAX_RECORD_Y).contains(&y) {
        v.push(Violation::new(
            format!("{path}.y"),
            format!("{y}: Sonic 2 {what} hold y in 12 bits (0..={MAX_RECORD_Y})"),
        ));
    }
}

/// The object layout: a record per switcher and per object other than rings, sorted by x as `ChkLoadObj`
/// needs. Records the base file already holds keep their place (and their bytes: bits a switcher does not
/// model, such as an `Obj03` Y-flip, stay); new ones go after the records of the same x. A boundary record
/// the base file starts or ends with stays.
fn objects(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut records: Vec<[u8; 6]> = Vec::new();
    for (i, s) in level.switchers.iter().enumerate() {
        check_position(&format!("switchers[{i}]"), s.x, s.y, MAX_OBJECT_X, "object records", v);
        records.push(switcher_record(s));
    }
    for (i, o) in level.objects.iter().enumerate() {
        if o.kind == ObjectKind::Ring {
            continue;
        }
        let path = format!("objects[{i}]");
        check_position(&path, o.x, o.y, MAX_OBJECT_X, "object records", v);
        match obj::to_record(o) {
            Some(rec) => records.push(object_record(o.x as u16, o.y as u16, &rec)),
            None => v.push(Violation::new(
                format!("{path}.kind"),
                format!(
                    "a {} like this has no Sonic 2 object record (no object id, or fields its subtype cannot hold)",
                    o.kind.name()
                ),
            )),
        }
    }
    // The base file: its records by canonical form (what this exporter would write for what they decode to).
    let data = base.objects.as_deref().unwrap_or(&[]);
    let whole = &data[..data.len() - data.len() % 6];
    let mut lead: &[u8] = &[];
    let mut body = whole;
    if body.len() >= 6 && body[..2] == [0xFF, 0xFF] {
        (lead, body) = body.split_at(6);
    }
    let end = body.chunks_exact(6).position(|r| r[..2] == [0xFF, 0xFF]).map_or(body.len(), |i| i * 6);
    let (body, tail) = body.split_at(end);
    let mut known: HashMap<[u8; 6], VecDeque<(usize, [u8; 6])>> = HashMap::new();
    if let Ok(parsed) = read::object_records(body) {
        for (rank, r) in parsed.iter().enumerate() {
            let original: [u8; 6] = std::array::from_fn(|k| body[r.offset + k]);
            known.entry(canonical(r)).or_default().push_back((rank, original));
        }
    }
    let mut placed: Vec<(u16, usize, usize, [u8; 6])> = records
        .iter()
        .enumerate()
        .map(|(seq, r)| {
            let x = u16::from_be_bytes([r[0], r[1]]);
            match known.get_mut(r).and_then(VecDeque::pop_front) {
                Some((rank, original)) => (x, rank, seq, original),
                None => (x, usize::MAX, seq, *r),
            }
        })
        .collect();
    placed.sort_by_key(|&(x, rank, seq, _)| (x, rank, seq));
    let mut out = lead.to_vec();
    for (.., r) in placed {
        out.extend(r);
    }
    out.extend(tail);
    out
}

/// What this exporter writes for the switcher or object a record decodes to.
fn canonical(r: &read::ObjectRecord) -> [u8; 6] {
    let (switchers, objects) = read::split_objects(std::slice::from_ref(r));
    if let Some(s) = switchers.first() {
        return switcher_record(s);
    }
    let placement: Option<&ObjectPlacement> = objects.first();
    placement
        .and_then(|p| obj::to_record(p).map(|rec| object_record(p.x as u16, p.y as u16, &rec)))
        .unwrap_or([0xFF; 6])
}

/// The ring layout: the base file's records whose rings are all still there (in their order, so an unchanged
/// level gives the same bytes), then the other rings in rows of up to 8, `RING_SPACING` apart, then the end
/// marker (and whatever the base file had after it).
fn rings(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut wanted: HashMap<(i32, i32), usize> = HashMap::new();
    let mut order = Vec::new();
    for (i, o) in level.objects.iter().enumerate() {
        if o.kind != ObjectKind::Ring {
            continue;
        }
        check_position(&format!("objects[{i}]"), o.x, o.y, MAX_RING_X, "ring records", v);
        *wanted.entry((o.x, o.y)).or_default() += 1;
        order.push((o.x, o.y));
    }
    if order.len() > MAX_RINGS {
        v.push(Violation::new(
            "objects",
            format!(
                "{} rings: Sonic 2's ring table (Ring_Positions) holds at most {MAX_RINGS} rings a level",
                order.len()
            ),
        ));
    }
    let data = base.rings.as_deref().unwrap_or(&[]);
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(r) = data.get(at..at + 4) {
        let x = u16::from_be_bytes([r[0], r[1]]);
        if x & 0x8000 != 0 {
            break;
        }
        let w = u16::from_be_bytes([r[2], r[3]]);
        let (column, count, y) = (w & 0x8000 != 0, ((w >> 12) & 7) as i32 + 1, (w & 0x0FFF) as i32);
        let rings: Vec<(i32, i32)> =
            (0..count)
                .map(|k| {
                    if column { (x as i32, y + k * read::RING_SPACING) } else { (x as i32 + k * read::RING_SPACING, y) }
                })
                .collect();
        let available = rings.iter().all(|p| wanted.get(p).is_some_and(|&n| n > 0));
        if available {
            for p in &rings {
                if let Some(n) = wanted.get_mut(p) {
                    *n -= 1;
                }
            }
            out.extend_from_slice(r);
        }
        at += 4;
    }
    let tail = match data.get(at..at + 2) {
        Some(t) if t[0] & 0x80 != 0 => &data[at..],
        _ => &[0xFF, 0xFF][..],
    };
    // The rest: rows along x.
    let mut rest = Vec::new();
    for p in order {
        if let Some(n) = wanted.get_mut(&p)
            && *n > 0
        {
            *n -= 1;
            rest.push(p);
        }
    }
    rest.sort_by_key(|&(x, y)| (y, x));
    let mut i = 0;
    while i < rest.len() {
        let (x, y) = rest[i];
        let mut n = 1;
        while n < 8 && i + n < rest.len() && rest[i + n] == (x + n as i32 * read::RING_SPACING, y) {
            n += 1;
        }
        out.extend((x as u16).to_be_bytes());
        out.extend((((n as u16 - 1) << 12) | (y as u16 & 0x0FFF)).to_be_bytes());
        i += n;
    }
    out.extend_from_slice(tail);
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::chunk::LayerCell;

    #[test]
    fn chunk_words_read_back() {
        let primary: Vec<u8> = (0..=255).collect();
        for word in [0u16, 0xA03C, 0x5402, 0x0805, 0xFFFF, 0x3FF] {
            let block = read::decode_chunk_word(word, &primary.repeat(4), &primary.repeat(4)).unwrap();
            assert_eq!(chunk_word(&block, block.art.unwrap()), word, "{word:#06X}");
        }
    }

    #[test]
    fn switcher_subtypes_read_back() {
        for subtype in 0..=255u8 {
            for x_flip in [false, true] {
                let s = LayerSwitcher::from_s2_subtype(0, 0, subtype, x_flip);
                assert_eq!(switcher_subtype(&s), (subtype, x_flip));
            }
        }
    }

    #[test]
    fn new_blocks_get_free_ids_and_index_entries() {
        let mut level = Level::new("t", ChunkSize::Px128, 1, 1);
        level.tiles.push(crate::tile::SolidTile::FULL);
        let mut chunk = Chunk::empty(ChunkSize::Px128);
        chunk.blocks[0] = Block { a: LayerCell { tile: 1, solidity: Solidity::All }, ..Block::EMPTY };
        chunk.blocks[1] = chunk.blocks[0];
        level.chunks.push(chunk);
        level.layout.set(0, 0, Some(0));
        let files = encode(&level, &Base::default(), false).unwrap();
        // The full tile took shape 1 (nothing else is in use); block 1 reads it on path A.
        assert_eq!(files.tile_shapes, vec![Some(0), Some(1)]);
        assert_eq!(files.colind1, vec![0, 1]);
        assert_eq!(&files.chunks[..4], &[0x30, 0x01, 0x30, 0x01]);
        assert_eq!(files.layout[0], 0);
        assert_eq!(files.rings, vec![0xFF, 0xFF]);
        assert_eq!(files.startpos, vec![0, 64, 0, 64]);
    }
}
