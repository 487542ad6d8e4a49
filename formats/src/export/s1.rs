//! Sonic 1's level data formats written from a level: the inverse of [`crate::import::s1`]. Pure functions on
//! bytes; `sonlvl/sonic1.rs` finds the project's files and writes them.
//!
//! What a level does not describe is taken from the files the project holds now ([`Base`]): the collision
//! index entries and shapes no block of the level reads, bit 15 of chunk words, the loop marks of cells whose
//! chunk is unchanged, the bytes a layout file has past (or lacks before) its header's size, where each object
//! record sits and which id byte it has (bit 7: a respawn entry), how rings are grouped into ring objects, and
//! the end marker. An imported level exported unchanged therefore gives back exactly the bytes it was read from.
//!
//! Every limit of the game is checked first and every violation reported ([`encode`] returns all of them).

use super::Violation;
use crate::chunk::{Block, ChunkSize, Solidity};
use crate::import::s1::{self as read, BLOCK_MASK, CHUNK_BYTES, MAX_LAYOUT_HEIGHT, MAX_LAYOUT_WIDTH, RING_ID};
use crate::import::s2::SHAPE_COUNT;
use crate::level::{Level, SourceFormat};
use crate::object::{BadnikKind, MonitorContents, ObjectKind, ObjectPlacement};
use crate::tile::SolidTile;
use std::collections::{HashMap, VecDeque};

/// Chunks the game has room for: `v_256x256` is $52 chunks of $200 bytes (s1disasm `Variables.asm`).
pub const MAX_CHUNKS: usize = 0x52;
/// 16x16 blocks the game has room for: `v_16x16` is $1800 bytes, 8 a block (s1disasm `Variables.asm`).
pub const MAX_BLOCKS: usize = 0x300;
/// Largest x of an object record: x = $FFFF ends the layout (`ObjPosLoad`'s `OPL_Next`).
pub const MAX_OBJECT_X: i32 = 0xFFFE;
/// Object records keep y in 12 bits (bits 14 and 15 are the flips).
pub const MAX_RECORD_Y: i32 = 0xFFF;
/// Rings a ring object holds at most (`Ring_Main`: subtype bits 0–2 + 1, 7 counting as 6).
pub const MAX_RING_GROUP: usize = 7;
/// The id byte of a new record: bit 7 gives it a respawn-table entry (`OPL_MakeItem`), as every ring object,
/// monitor and badnik of the disassembly's layouts has (so a broken monitor or collected ring stays gone).
const REMEMBER: u8 = 0x80;

/// What the project's files hold now, decompressed; `None` for a file that does not exist yet or cannot be
/// read (then the level alone decides, and what it does not describe is zero).
#[derive(Clone, Debug, Default)]
pub struct Base {
    pub colarr1: Option<Vec<u8>>,
    pub colarr2: Option<Vec<u8>>,
    pub angles: Option<Vec<u8>>,
    pub colind: Option<Vec<u8>>,
    pub chunks: Option<Vec<u8>>,
    pub layout: Option<Vec<u8>>,
    pub objects: Option<Vec<u8>>,
    /// Collision shapes some level of the project reads (index = shape id): the only shapes a level that was
    /// not imported from this game may not take for its new tiles.
    pub shapes_in_use: Vec<bool>,
}

/// The files of one Sonic 1 level, uncompressed (the chunk table is Kosinski-compressed when written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct S1Files {
    /// `Collision Array (Normal).bin`: 256 height arrays (every zone's).
    pub colarr1: Vec<u8>,
    /// `Collision Array (Rotated).bin`: 256 width arrays.
    pub colarr2: Vec<u8>,
    /// `Angle Map.bin`: 256 angle bytes.
    pub angles: Vec<u8>,
    /// The zone's collision index (`collide/GHZ.bin`): one shape id per block id.
    pub colind: Vec<u8>,
    /// The zone's chunk table (`map256/*.kos`): 256 big-endian words a chunk.
    pub chunks: Vec<u8>,
    /// `levels/*.bin`: width − 1, height − 1, the rows.
    pub fglayout: Vec<u8>,
    pub startpos: Vec<u8>,
    /// `objpos/*.bin`: 6-byte records, rings as ring objects, then the end marker.
    pub objects: Vec<u8>,
    /// Which collision shape each tile became (`None`: no solid block uses the tile, so it is not written).
    pub tile_shapes: Vec<Option<u8>>,
    /// What the user should know that is no refusal.
    pub notes: Vec<String>,
}

/// Encodes a level as Sonic 1's files, keeping from `base` what the level does not describe; `section` is the
/// level's INI section (its zone decides the loops the game derives, `LoopTileNums`).
///
/// Nothing is returned unless every limit holds; then every violation is listed, each with its level path.
pub fn encode(level: &Level, base: &Base, section: &str) -> Result<S1Files, Vec<Violation>> {
    let mut v: Vec<Violation> =
        crate::validate::validate(level).iter().map(|p| Violation::new(p.path.clone(), p.message.clone())).collect();
    if !v.is_empty() {
        return Err(v);
    }
    let mut notes = Vec::new();
    if level.chunk_size != ChunkSize::Px256 {
        v.push(Violation::new("chunk_size", "Sonic 1 chunks are 256x256 px (Px256)"));
        return Err(v);
    }
    for (i, s) in level.switchers.iter().enumerate() {
        v.push(Violation::new(
            format!("switchers[{i}]"),
            format!(
                "a layer switcher at ({}, {}): Sonic 1 has one collision path and no plane switcher object",
                s.x, s.y
            ),
        ));
    }
    if level.chunks.len() > MAX_CHUNKS {
        v.push(Violation::new(
            format!("chunks[{MAX_CHUNKS}]"),
            format!("{} chunks: Sonic 1 has room for {MAX_CHUNKS} 256x256 chunks (v_256x256)", level.chunks.len()),
        ));
    }
    let tile_shapes = tile_shapes(level, base, &mut v, &mut notes);
    let (colarr1, colarr2, angles) =
        super::collision_arrays(level, [&base.colarr1, &base.colarr2, &base.angles], &tile_shapes);
    let (ids, colind) = block_ids(level, base, &tile_shapes, &mut v, &mut notes);
    let fglayout = layout(level, base, section, &mut v, &mut notes);
    let objects = objects(level, base, &mut v);
    let startpos = super::start_position(level, "Sonic 1", &mut v);
    if !v.is_empty() {
        return Err(v);
    }
    let mut chunks = Vec::with_capacity(level.chunks.len() * CHUNK_BYTES);
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (b, block) in chunk.blocks.iter().enumerate() {
            let at = c * CHUNK_BYTES + b * 2;
            let old = base.chunks.as_ref().and_then(|d| d.get(at..at + 2)).map(|w| u16::from_be_bytes([w[0], w[1]]));
            let word = chunk_word(block, ids[c][b]);
            // Bit 15 is read by no routine (`FindFloor` masks $7FF, the flips and solidity are bits 11–14).
            let word = match old {
                Some(o) if o & 0x7FFF == word => o,
                _ => word,
            };
            chunks.extend(word.to_be_bytes());
        }
    }
    Ok(S1Files { colarr1, colarr2, angles, colind, chunks, fglayout, startpos, objects, tile_shapes, notes })
}

/// A chunk word: bits 0–10 block id, 11 X-flip, 12 Y-flip, 13 solid to floor sensors, 14 solid to walls and
/// ceilings (the inverse of [`read::decode_chunk_word`]; Sonic 1 has one path, layer A's).
pub fn chunk_word(block: &Block, id: u16) -> u16 {
    (id & BLOCK_MASK)
        | u16::from(block.x_flip) << 11
        | u16::from(block.y_flip) << 12
        | u16::from(block.a.solidity.is_top_solid()) << 13
        | u16::from(block.a.solidity.is_lrb_solid()) << 14
}

/// A 6-byte object record: x, y with the flips (bit 14 X, bit 15 Y), the id byte, the subtype (the inverse of
/// [`read::object_records`]).
pub fn object_record(x: u16, y: u16, x_flip: bool, y_flip: bool, id_byte: u8, subtype: u8) -> [u8; 6] {
    let w = (y & 0x0FFF) | u16::from(x_flip) << 14 | u16::from(y_flip) << 15;
    let [x0, x1] = x.to_be_bytes();
    let [w0, w1] = w.to_be_bytes();
    [x0, x1, w0, w1, id_byte, subtype]
}

/// The id byte and subtype a placement other than a ring is stored as (the inverse of [`read::placements`]),
/// or `None` for a kind Sonic 1's layouts have no record for. New monitors and badniks get bit 7 (a respawn
/// entry), as the disassembly's have.
pub fn to_record(o: &ObjectPlacement) -> Option<(u8, u8)> {
    match o.kind {
        ObjectKind::Other { .. } | ObjectKind::Sonic1 { .. } => crate::object::s1::id_byte(&o.kind),
        ObjectKind::Monitor { contents } => {
            let subtype = match contents {
                MonitorContents::ExtraLife => 2,
                MonitorContents::SpeedShoes => 3,
                MonitorContents::Shield => 4,
                MonitorContents::Invincibility => 5,
                MonitorContents::Rings => 6,
                _ => return None,
            };
            Some((0x26 | REMEMBER, subtype))
        }
        ObjectKind::Badnik { kind } => {
            let id = match kind {
                BadnikKind::Motobug => 0x40,
                BadnikKind::Crabmeat => 0x1F,
                BadnikKind::BuzzBomber => 0x22,
                BadnikKind::Chopper => 0x2B,
                _ => return None,
            };
            Some((id | REMEMBER, 0))
        }
        _ => None,
    }
}

/// The subtype of a ring object of `count` rings (1..=7), each `object::s1::RING_STEPS[step]` from the last (`Ring_Main`).
pub fn ring_subtype(count: usize, step: usize) -> u8 {
    ((step as u8 & 0x0F) << 4) | (count.clamp(1, MAX_RING_GROUP) as u8 - 1)
}

/// `Ring_PosData` as steps in pixels, by subtype bits 4–7 (what [`read::ring_positions`] reads).
fn ring_step(step: usize) -> (i32, i32) {
    let (x, y) = read::ring_positions(0, 0, ring_subtype(2, step))[1];
    // The second ring of a group at (0, 0): its offset, wrapped to 16 bits; back to signed.
    (i32::from(x as u16 as i16), i32::from(y as u16 as i16))
}

/// Which collision shape each tile is written as. A level imported from Sonic 1 has the game's shapes as its
/// tiles, index for index. Another level's tiles take the shape identical to them, or else a shape no level of
/// the project reads (tile 0, the empty tile, is always shape 0); tiles no solid block uses are left out.
fn tile_shapes(level: &Level, base: &Base, v: &mut Vec<Violation>, notes: &mut Vec<String>) -> Vec<Option<u8>> {
    let imported = level.source.as_ref().is_some_and(|s| s.format == SourceFormat::SonLvlS1);
    if imported {
        if level.tiles.len() > SHAPE_COUNT {
            v.push(Violation::new(
                format!("tiles[{SHAPE_COUNT}]"),
                format!(
                    "{} tiles: Sonic 1's collision arrays hold {SHAPE_COUNT} shapes, shared by every zone (shape ids \
                     are one byte in the collision index)",
                    level.tiles.len()
                ),
            ));
        }
        return (0..level.tiles.len()).map(|i| u8::try_from(i).ok()).collect();
    }
    let mut used = vec![false; level.tiles.len()];
    for block in level.chunks.iter().flat_map(|c| &c.blocks) {
        if block.a.solidity != Solidity::NotSolid
            && let Some(u) = used.get_mut(block.a.tile as usize)
        {
            *u = true;
        }
    }
    let shape_of = |s: usize| -> Option<SolidTile> {
        let h = base.colarr1.as_ref()?.get(s * 16..s * 16 + 16)?;
        let w = base.colarr2.as_ref()?.get(s * 16..s * 16 + 16)?;
        let angle = *base.angles.as_ref()?.get(s)?;
        Some(SolidTile {
            heights: std::array::from_fn(|i| h[i] as i8),
            widths: std::array::from_fn(|i| w[i] as i8),
            angle,
        })
    };
    let existing: Vec<Option<SolidTile>> = (0..SHAPE_COUNT).map(shape_of).collect();
    let mut taken = vec![false; SHAPE_COUNT];
    let mut out = vec![None; level.tiles.len()];
    let (mut matched, mut allocated, mut unused) = (0, 0, 0);
    for (i, tile) in level.tiles.iter().enumerate() {
        if i == 0 {
            out[0] = Some(0);
        } else if !used[i] {
            unused += 1;
        } else if let Some(s) = (1..SHAPE_COUNT).find(|&s| existing[s].as_ref() == Some(tile)) {
            out[i] = Some(s as u8);
            matched += 1;
        } else {
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
                        "no collision shape is left for this tile: Sonic 1's {SHAPE_COUNT} shapes are shared by \
                         every zone, and every one not identical to a tile of this level is read by some level of \
                         the project"
                    ),
                )),
            }
        }
    }
    notes.push(format!(
        "the level was not imported from Sonic 1: {matched} tile(s) are identical to the game's shapes, \
         {allocated} took shapes no level reads, {unused} no solid block uses were left out"
    ));
    out
}

/// The shape a block's one cell reads (`None`: not solid, or its tile is not written).
fn need(block: &Block, shapes: &[Option<u8>]) -> Option<u8> {
    (block.a.solidity != Solidity::NotSolid).then(|| shapes.get(block.a.tile as usize).copied().flatten()).flatten()
}

/// Block ids for every block (`ids[chunk][block]`) and the collision index they need.
///
/// A block keeps its art id when the index entry can give every solid use of that id the shape it needs (the
/// entry keeps its current value if some use needs it, else takes the value most uses need); the other uses,
/// and solid blocks made in the editor, get ids of their own: the smallest no chunk uses, showing the art the
/// block mappings hold there. A block that is not solid reads the entry too (the importer gives its cell the
/// entry's shape), so a new block that is not solid gets an entry only when it has no art id.
fn block_ids(
    level: &Level,
    base: &Base,
    shapes: &[Option<u8>],
    v: &mut Vec<Violation>,
    notes: &mut Vec<String>,
) -> (Vec<Vec<u16>>, Vec<u8>) {
    let mut index = base.colind.clone().unwrap_or_default();
    // Per id: each needed shape with how many solid uses need it, in first-use order.
    let mut wants: HashMap<u16, Vec<(u8, usize)>> = HashMap::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        for (b, block) in chunk.blocks.iter().enumerate() {
            if block.a != block.b {
                v.push(Violation::new(
                    format!("chunks[{c}].blocks[{b}]"),
                    "layer B differs from layer A: Sonic 1 has one collision path, so both layers of a block must \
                     be the same",
                ));
            }
            let Some(id) = block.art else { continue };
            if usize::from(id) >= MAX_BLOCKS {
                v.push(Violation::new(
                    format!("chunks[{c}].blocks[{b}].art"),
                    format!("block id {id}: Sonic 1 has room for {MAX_BLOCKS} 16x16 blocks (v_16x16)"),
                ));
                continue;
            }
            if let Some(s) = need(block, shapes) {
                let list = wants.entry(id).or_default();
                match list.iter_mut().find(|(x, _)| *x == s) {
                    Some(e) => e.1 += 1,
                    None => list.push((s, 1)),
                }
            }
        }
    }
    let mut chosen: HashMap<u16, u8> = HashMap::new();
    for (&id, list) in &wants {
        let current = index.get(usize::from(id)).copied();
        let pick = match current.filter(|c| list.iter().any(|(s, _)| s == c)) {
            Some(c) => c,
            None => list.iter().fold((0u8, 0usize), |best, &(s, n)| if n > best.1 { (s, n) } else { best }).0,
        };
        chosen.insert(id, pick);
    }
    let mut in_use: std::collections::HashSet<u16> = level
        .chunks
        .iter()
        .flat_map(|c| &c.blocks)
        .filter_map(|b| b.art)
        .filter(|&id| usize::from(id) < MAX_BLOCKS)
        .collect();
    let mut ids = Vec::with_capacity(level.chunks.len());
    let mut homeless = Vec::new();
    let mut split = Vec::new();
    for (c, chunk) in level.chunks.iter().enumerate() {
        let mut row = Vec::with_capacity(chunk.blocks.len());
        for (b, block) in chunk.blocks.iter().enumerate() {
            let n = need(block, shapes);
            match block.art {
                Some(id) if usize::from(id) >= MAX_BLOCKS => row.push(0),
                Some(id) if n.is_none_or(|s| chosen.get(&id) == Some(&s)) => row.push(id),
                Some(id) => {
                    split.push((c, b, id));
                    homeless.push((c, b));
                    row.push(0);
                }
                None if n.is_none() => row.push(0),
                None => {
                    homeless.push((c, b));
                    row.push(0);
                }
            }
        }
        ids.push(row);
    }
    for (&id, &s) in &chosen {
        // A block past the index reads shape 0 (the importer's reading of whatever follows it in the ROM): the
        // index is not grown for it (Green Hill's chunks 45 and 46 have blocks 410–422 of a 410-entry index).
        if s != 0 || usize::from(id) < index.len() {
            super::set_index_entry(&mut index, id, s);
        }
    }
    let mut given: HashMap<u8, u16> = HashMap::new();
    let mut next = 1u16;
    let mut new_ids = Vec::new();
    for &(c, b) in &homeless {
        let Some(s) = need(&level.chunks[c].blocks[b], shapes) else { continue };
        let id = match given.get(&s) {
            Some(&id) => id,
            None => {
                while in_use.contains(&next) {
                    next += 1;
                }
                if usize::from(next) >= MAX_BLOCKS {
                    v.push(Violation::new(
                        format!("chunks[{c}].blocks[{b}]"),
                        format!(
                            "no block id is left for this block's collision: Sonic 1 has room for {MAX_BLOCKS} \
                             16x16 blocks and a block reads one shape"
                        ),
                    ));
                    return (ids, index);
                }
                let id = next;
                in_use.insert(id);
                given.insert(s, id);
                new_ids.push(id);
                super::set_index_entry(&mut index, id, s);
                id
            }
        };
        ids[c][b] = id;
    }
    for (c, b, id) in &split {
        notes.push(format!(
            "chunks[{c}].blocks[{b}]: block {id:#05X} reads another shape elsewhere in the level (Sonic 1 gives a \
             block one shape), so this one got block {:#05X}, which shows the art the block mappings hold there",
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
    (ids, index)
}

/// The layout: the size header and the rows, each cell its chunk number + 1 with bit 7 on loop chunks.
///
/// A cell whose chunk is the one the base file has there keeps the base byte (its loop mark included); a loop
/// chunk of the level no kept byte marks gets every one of its cells marked. A base file shorter than its
/// header says (the Ending's) stays that short when the cells past its end are empty; bytes a base file has
/// past its rows stay.
fn layout(level: &Level, base: &Base, section: &str, v: &mut Vec<Violation>, notes: &mut Vec<String>) -> Vec<u8> {
    let (w, h) = (level.layout.width(), level.layout.height());
    if w == 0 || h == 0 || w > MAX_LAYOUT_WIDTH || h > MAX_LAYOUT_HEIGHT {
        v.push(Violation::new(
            "layout",
            format!(
                "{w} x {h} chunks: a Sonic 1 layout is 1 to {MAX_LAYOUT_WIDTH} chunks wide and 1 to \
                 {MAX_LAYOUT_HEIGHT} high (v_lvllayout: 8 rows of $40 foreground bytes)"
            ),
        ));
        return Vec::new();
    }
    let loop_chunks: Vec<u16> = level.loops.chunks.iter().map(|l| l.chunk).collect();
    let old =
        base.layout.as_deref().filter(|d| d.len() >= 2 && usize::from(d[0]) + 1 == w && usize::from(d[1]) + 1 == h);
    let mut out = vec![(w - 1) as u8, (h - 1) as u8];
    let mut marked = vec![false; loop_chunks.len()];
    for (i, cell) in level.layout.cells().iter().enumerate() {
        let byte = match cell {
            None => 0,
            Some(c) => {
                let number = c + 1;
                if number > 0x7F {
                    v.push(Violation::new(
                        format!("layout[{}][{}]", i / w, i % w),
                        format!("chunk {c}: Sonic 1 layout bytes name chunks 0 to 126 (bit 7 is the loop mark)"),
                    ));
                    continue;
                }
                let kept = old.and_then(|d| d.get(2 + i)).filter(|&&b| u16::from(b & 0x7F) == number);
                match kept {
                    Some(&b) => b,
                    None => number as u8 | if loop_chunks.contains(c) { 0x80 } else { 0 },
                }
            }
        };
        if byte & 0x80 != 0
            && let Some(k) = cell.and_then(|c| loop_chunks.iter().position(|&l| l == c))
        {
            marked[k] = true;
        }
        out.push(byte);
    }
    for (k, &c) in loop_chunks.iter().enumerate() {
        if !marked[k] {
            for (i, cell) in level.layout.cells().iter().enumerate() {
                if *cell == Some(c) {
                    out[2 + i] |= 0x80;
                }
            }
        }
    }
    // Loops the game derives from the marks and the zone (`LoopTileNums`): anything else is not stored.
    let marks: Vec<u16> = {
        let mut m = Vec::new();
        for (i, cell) in level.layout.cells().iter().enumerate() {
            if let Some(c) = cell
                && out.get(2 + i).is_some_and(|b| b & 0x80 != 0)
                && !m.contains(c)
            {
                m.push(*c);
            }
        }
        m
    };
    let derived = read::loops(section, &marks);
    let sorted = |l: &crate::loops::Loops| {
        let mut c = l.chunks.clone();
        c.sort_by_key(|l| l.chunk);
        let mut t = l.tunnels.clone();
        t.sort_unstable();
        (c, t)
    };
    if !level.loops.is_empty() && sorted(&level.loops) != sorted(&derived) {
        notes.push(format!(
            "loops: Sonic 1 stores only which cells are loop chunks (bit 7 of a layout byte); the alternates, \
             triggers and roll tunnels come from the zone's LoopTileNums row, so [{}] reads {} loop chunk(s) and \
             {} tunnel(s) where the level has {} and {}",
            crate::read::printable(section),
            derived.chunks.len(),
            derived.tunnels.len(),
            level.loops.chunks.len(),
            level.loops.tunnels.len()
        ));
    }
    if let Some(d) = old {
        let rows = 2 + w * h;
        if d.len() < rows && out[d.len()..].iter().all(|&b| b == 0) {
            out.truncate(d.len());
        } else if d.len() > rows {
            out.extend_from_slice(&d[rows..]);
        }
    }
    out
}

/// Checks a position against a record's fields.
fn check_position(path: &str, x: i32, y: i32, v: &mut Vec<Violation>) {
    if !(0..=MAX_OBJECT_X).contains(&x) {
        v.push(Violation::new(
            format!("{path}.x"),
            format!("{x}: Sonic 1 object records hold x as 0..={MAX_OBJECT_X}"),
        ));
    }
    if !(0..=MAX_RECORD_Y).contains(&y) {
        v.push(Violation::new(
            format!("{path}.y"),
            format!("{y}: Sonic 1 object records hold y in 12 bits (0..={MAX_RECORD_Y})"),
        ));
    }
}

/// What this exporter writes for the object a record (not a ring object) decodes to.
fn canonical(r: &read::ObjectRecord) -> Option<[u8; 6]> {
    let p = read::placements(r).into_iter().next()?;
    let (id, subtype) = to_record(&p)?;
    Some(object_record(p.x as u16, p.y as u16, p.x_flip, p.y_flip, id, subtype))
}

/// The object layout. Records of the base file whose object is still in the level keep their bytes and their
/// order (ring objects: when all their rings are); new records go in by x (`ObjPosLoad` reads the layout in x
/// order), after base records of the same x. Rings no kept ring object holds are grouped into new ring objects
/// of up to 7 along whichever `Ring_PosData` step makes the longest run. The end marker (and whatever follows
/// it) is the base file's.
fn objects(level: &Level, base: &Base, v: &mut Vec<Violation>) -> Vec<u8> {
    let mut wanted: Vec<[u8; 6]> = Vec::new();
    let mut rings: HashMap<(i32, i32), usize> = HashMap::new();
    let mut ring_order = Vec::new();
    for (i, o) in level.objects.iter().enumerate() {
        if o.kind == ObjectKind::Ring {
            *rings.entry((o.x, o.y)).or_default() += 1;
            ring_order.push((i, o.x, o.y));
            continue;
        }
        let path = format!("objects[{i}]");
        check_position(&path, o.x, o.y, v);
        match to_record(o) {
            Some((id, subtype)) => wanted.push(object_record(o.x as u16, o.y as u16, o.x_flip, o.y_flip, id, subtype)),
            None => v.push(Violation::new(
                format!("{path}.kind"),
                format!(
                    "a {} has no Sonic 1 object record: Sonic 1 levels hold rings, monitors (rings, speed shoes, \
                     shield, invincibility, extra life), Motobugs, Crabmeats, Buzz Bombers, Choppers, Sonic 1's \
                     objects up to id 7F (the layout's 7 bits of id) and objects by id and subtype (Other)",
                    o.kind.name()
                ),
            )),
        }
    }
    // The base file: records up to the end marker, and the marker with what follows.
    let data = base.objects.as_deref().unwrap_or(&[]);
    let end = (0..data.len() / 6 + 1).map(|k| k * 6).find(|&at| data.get(at..at + 2) == Some(&[0xFF, 0xFF][..]));
    let (body, tail) = match end {
        Some(e) => data.split_at(e),
        None => (&[][..], &[0xFF, 0xFF, 0, 0, 0, 0][..]),
    };
    let parsed = read::object_records(data).unwrap_or_default();
    // Kept base records (rank = order in the file) and the queue of each canonical form.
    let mut kept: Vec<(usize, u16, [u8; 6])> = Vec::new();
    let mut known: HashMap<[u8; 6], VecDeque<(usize, [u8; 6])>> = HashMap::new();
    for (rank, r) in parsed.iter().enumerate() {
        let Some(bytes) = body.get(r.offset..r.offset + 6) else { continue };
        let original: [u8; 6] = std::array::from_fn(|k| bytes[k]);
        if r.id() == RING_ID {
            let group = read::ring_positions(r.x, r.y, r.subtype);
            let mut need: HashMap<(i32, i32), usize> = HashMap::new();
            for p in &group {
                *need.entry(*p).or_default() += 1;
            }
            if need.iter().all(|(p, n)| rings.get(p).is_some_and(|have| have >= n)) {
                for p in &group {
                    if let Some(n) = rings.get_mut(p) {
                        *n -= 1;
                    }
                }
                kept.push((rank, r.x, original));
            }
        } else if let Some(c) = canonical(r) {
            known.entry(c).or_default().push_back((rank, original));
        }
    }
    let mut new_records: Vec<(u16, usize, [u8; 6])> = Vec::new();
    for (seq, r) in wanted.iter().enumerate() {
        match known.get_mut(r).and_then(VecDeque::pop_front) {
            Some((rank, original)) => kept.push((rank, u16::from_be_bytes([r[0], r[1]]), original)),
            None => new_records.push((u16::from_be_bytes([r[0], r[1]]), seq, *r)),
        }
    }
    // The rings left over: groups along the longest run.
    let mut rest: Vec<(i32, i32)> = Vec::new();
    for &(i, x, y) in &ring_order {
        if let Some(n) = rings.get_mut(&(x, y))
            && *n > 0
        {
            *n -= 1;
            check_position(&format!("objects[{i}]"), x, y, v);
            rest.push((x, y));
        }
    }
    rest.sort_unstable();
    let mut left: HashMap<(i32, i32), usize> = HashMap::new();
    for p in &rest {
        *left.entry(*p).or_default() += 1;
    }
    let seq0 = wanted.len();
    for (k, &(x, y)) in rest.iter().enumerate() {
        if left.get(&(x, y)).is_none_or(|&n| n == 0) {
            continue;
        }
        let run = |step: usize| {
            let (dx, dy) = ring_step(step);
            let mut taken: HashMap<(i32, i32), usize> = HashMap::new();
            let mut n = 0;
            while n < MAX_RING_GROUP {
                let p = (x + dx * n as i32, y + dy * n as i32);
                let t = taken.entry(p).or_default();
                if left.get(&p).copied().unwrap_or(0) <= *t {
                    break;
                }
                *t += 1;
                n += 1;
            }
            n
        };
        let (step, count) = (0..16).map(|s| (s, run(s))).fold((0, 0), |best, c| if c.1 > best.1 { c } else { best });
        let (dx, dy) = ring_step(step);
        for n in 0..count {
            if let Some(l) = left.get_mut(&(x + dx * n as i32, y + dy * n as i32)) {
                *l -= 1;
            }
        }
        let rec = object_record(x as u16, y as u16, false, false, RING_ID | REMEMBER, ring_subtype(count, step));
        new_records.push((x as u16, seq0 + k, rec));
    }
    kept.sort_by_key(|&(rank, ..)| rank);
    new_records.sort_by_key(|&(x, seq, _)| (x, seq));
    let mut out = Vec::with_capacity(data.len().max(6));
    let mut fresh = new_records.into_iter().peekable();
    for (_, x, r) in kept {
        while let Some((_, _, n)) = fresh.next_if(|&(nx, ..)| nx < x) {
            out.extend(n);
        }
        out.extend(r);
    }
    for (.., n) in fresh {
        out.extend(n);
    }
    out.extend_from_slice(tail);
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::chunk::{Chunk, LayerCell};

    #[test]
    fn chunk_words_read_back() {
        let index: Vec<u8> = (0..=255).cycle().take(0x800).collect();
        for word in [0u16, 0x6802, 0x1805, 0x7FFF, 0x27FF, 0x4001] {
            let block = read::decode_chunk_word(word, &index);
            assert_eq!(chunk_word(&block, block.art.unwrap()), word, "{word:#06X}");
        }
    }

    #[test]
    fn ring_steps_are_the_table() {
        assert_eq!(ring_step(0), (0x10, 0));
        assert_eq!(ring_step(1), (0x18, 0));
        assert_eq!(ring_step(9), (-0x10, 0x10));
        assert_eq!(ring_step(15), (-0x18, 0x10));
    }

    #[test]
    fn a_new_level_exports_with_its_rings_grouped() {
        let mut level = Level::new("t", ChunkSize::Px256, 2, 1);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(ChunkSize::Px256);
        let full = LayerCell { tile: 1, solidity: Solidity::All };
        chunk.blocks[0] = Block { a: full, b: full, ..Block::EMPTY };
        level.chunks.push(chunk);
        level.layout.set(1, 0, Some(0));
        for k in 0..3 {
            level.objects.push(ObjectPlacement { x: 0x100 + 0x18 * k, y: 0x80, ..Default::default() });
        }
        let files = encode(&level, &Base::default(), "Test Zone").unwrap();
        assert_eq!(files.fglayout, vec![1, 0, 0, 1]);
        assert_eq!(files.colind, vec![0, 1]);
        assert_eq!(&files.chunks[..2], &[0x60, 0x01]);
        assert_eq!(files.objects, vec![0x01, 0x00, 0x00, 0x80, 0xA5, 0x12, 0xFF, 0xFF, 0, 0, 0, 0]);
        assert_eq!(files.startpos, vec![0, 64, 0, 64]);
    }
}
