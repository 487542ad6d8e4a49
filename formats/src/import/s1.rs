//! Sonic 1's level data formats, as the game reads them (s1disasm `sonic.asm`, `_incObj/sub FindNearestTile.asm`,
//! `_incObj/sub FindFloor.asm`, `_inc/LevelSizeLoad & BgScrollSpeed.asm`). Pure functions on bytes; the SonLVL
//! importer (`sonlvl::sonic1`) finds the files and reports problems per file.

use crate::chunk::{Block, Chunk, LayerCell, Solidity};
use crate::level::{Bounds, Layout, LevelEvents};
use crate::loops::{LoopChunk, LoopTrigger, Loops};
use crate::object::{BadnikKind, MonitorContents, ObjectKind, ObjectPlacement};

/// A 256x256 chunk: 16x16 big-endian words (`FindNearestTile`: (chunk number − 1) × 0x200).
pub const CHUNK_BYTES: usize = 512;
/// The layout in RAM (`v_lvllayout`) has 8 rows of 0x80 bytes, the foreground in the first 0x40 of each
/// (`FindNearestTile`: row = (y / 2) & 0x380, column = (x / 256) & 0x7F).
pub const MAX_LAYOUT_WIDTH: usize = 0x40;
pub const MAX_LAYOUT_HEIGHT: usize = 8;
/// A chunk word's collision block id (`FindFloor`: `andi.w #$7FF`).
pub const BLOCK_MASK: u16 = 0x7FF;
/// Object records: x word, y word, id byte, subtype byte (`OPL_MakeItem`).
pub const OBJECT_RECORD_BYTES: usize = 6;
/// Object id of the ring group (`Rings`, object 25).
pub const RING_ID: u8 = 0x25;

/// A sentence when a layout file is shorter than its header says (the Ending's `levels/ending.bin`: 32 bytes
/// for 15 x 3 chunks): `LevelLayoutLoad2` reads on into whatever follows it in the ROM, which is not level
/// data, so [`layout`] imports those cells empty.
pub fn short_layout(data: &[u8]) -> Option<String> {
    let [w, h, rest @ ..] = data else { return None };
    let (width, height) = (usize::from(*w) + 1, usize::from(*h) + 1);
    (rest.len() < width * height).then(|| {
        format!(
            "{} bytes where the header says {width} x {height} chunks ({} bytes): the game reads on into the \
             data after it in the ROM (not level data); the {} cells past the file's end are imported empty",
            data.len(),
            2 + width * height,
            width * height - rest.len()
        )
    })
}

/// The uncompressed layout (`levels/*.bin`): a byte of width − 1, a byte of height − 1, then the rows. Each
/// byte is a chunk number: 0 is empty, 1–0x7F the chunk number + 1 (`subq.b #1`), and bit 7 marks a loop
/// chunk (`FindNearestTile`'s `.specialtile`): its low 7 bits are the chunk number + 1 of the version used
/// while the loop flag is clear. Returns the layout (cell = chunk index) and the cells' loop chunks. Cells
/// past the end of a file shorter than its header says are empty.
pub fn layout(data: &[u8]) -> Result<(Layout, Vec<u16>), String> {
    let [w, h, rest @ ..] = data else {
        return Err(format!("{} bytes: too short for the 2-byte header (width − 1, height − 1)", data.len()));
    };
    let (width, height) = (*w as usize + 1, *h as usize + 1);
    if width > MAX_LAYOUT_WIDTH || height > MAX_LAYOUT_HEIGHT {
        return Err(format!(
            "the header says {width} x {height} chunks; Sonic 1's layout holds at most {MAX_LAYOUT_WIDTH} x \
             {MAX_LAYOUT_HEIGHT}"
        ));
    }
    let mut out = Layout::new(width, height);
    let mut loops = Vec::new();
    // A file shorter than its header says is read as the game reads it: `LevelLayoutLoad2` copies width ×
    // height bytes whatever follows. The Ending's layout (`levels/ending.bin`, 32 bytes for 15 x 3) is the one
    // real case: its third row is the ROM's next data (`byte_6A320`'s four zeros, then the giant ring's art),
    // not level data, so the cells past the file's end are imported empty.
    for (i, &b) in rest.iter().take(width * height).enumerate() {
        let number = b & 0x7F;
        let cell = (number != 0).then(|| u16::from(number) - 1);
        if b & 0x80 != 0
            && let Some(c) = cell
            && !loops.contains(&c)
        {
            loops.push(c);
        }
        out.set(i % width, i / width, cell);
    }
    Ok((out, loops))
}

/// The alternate of a loop chunk (by chunk index): the next chunk, except Star Light's $28 (chunk number
/// $29), whose alternate is chunk $50 (`FindNearestTile`: `cmpi.w #$29` → `move.w #$51`).
pub const fn loop_alternate(chunk: u16) -> u16 {
    if chunk + 2 == 0x29 { 0x50 } else { chunk + 1 }
}

/// `LoopTileNums` by zone (the section name's zone): two loop chunks, two roll tunnel chunks, as layout
/// bytes ($7F: none — no zone's layout uses chunk number $7F).
fn loop_tile_numbers(section: &str) -> Option<[u8; 4]> {
    let zone = section.trim();
    let table: [(&str, [u8; 4]); 2] =
        [("Green Hill Zone", [0xB5, 0x7F, 0x1F, 0x20]), ("Star Light Zone", [0xAA, 0xB4, 0x7F, 0x7F])];
    table.iter().find(|(z, _)| zone.starts_with(z)).map(|(_, n)| *n)
}

/// The level's loops: every loop chunk the layout marks, each with its alternate, and the zone's trigger and
/// tunnel chunks (`LoopTileNums`; `Sonic_Loops` runs only in Green Hill and Star Light).
pub fn loops(section: &str, marked: &[u16]) -> Loops {
    let numbers = loop_tile_numbers(section);
    let index = |byte: u8| (byte & 0x7F != 0x7F && byte & 0x7F != 0).then(|| u16::from(byte & 0x7F) - 1);
    let trigger = |chunk: u16| match numbers {
        Some([l1, ..]) if l1 & 0x80 != 0 && index(l1) == Some(chunk) => LoopTrigger::Loop,
        Some([_, l2, ..]) if l2 & 0x80 != 0 && index(l2) == Some(chunk) => LoopTrigger::LoopGrounded,
        _ => LoopTrigger::None,
    };
    let chunks =
        marked.iter().map(|&c| LoopChunk { chunk: c, alternate: loop_alternate(c), trigger: trigger(c) }).collect();
    // A tunnel is compared with the layout byte as it is (`cmp.b`): only unmarked bytes can match it here.
    let tunnels = match numbers {
        Some([_, _, r1, r2]) => [r1, r2].into_iter().filter(|b| b & 0x80 == 0).filter_map(index).collect(),
        None => Vec::new(),
    };
    Loops { chunks, tunnels }
}

/// Decodes one chunk word: bits 0–10 block id (the collision index entry), 11 X-flip, 12 Y-flip, 13 solid to
/// floor sensors (`FindFloor` with d5 = $D), 14 solid to walls and ceilings (d5 = $E). Sonic 1 has one
/// collision path: both of our layers get the same cell. A block id past the collision index gives shape 0,
/// as the game would read whatever follows the index; the importer reports such blocks.
pub fn decode_chunk_word(word: u16, index: &[u8]) -> Block {
    let block = word & BLOCK_MASK;
    let bit = |n: u16| word & (1 << n) != 0;
    let cell = LayerCell {
        tile: index.get(block as usize).map_or(0, |&s| u16::from(s)),
        solidity: Solidity::from_bits(bit(13), bit(14)),
    };
    Block { a: cell, b: cell, x_flip: bit(11), y_flip: bit(12), art: Some(block) }
}

/// The highest block ids a chunk table uses: of any block, and of a block solid on some side (only those are
/// looked up in the collision index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HighestBlocks {
    pub any: u16,
    pub solid: Option<u16>,
}

/// Decodes a chunk table (a whole number of 512-byte chunks); also returns the highest block ids used.
pub fn decode_chunks(data: &[u8], index: &[u8]) -> (Vec<Chunk>, HighestBlocks) {
    let mut highest = HighestBlocks::default();
    let chunks = data
        .chunks_exact(CHUNK_BYTES)
        .map(|bytes| Chunk {
            blocks: bytes
                .chunks_exact(2)
                .map(|w| {
                    let word = u16::from_be_bytes([w[0], w[1]]);
                    let block = word & BLOCK_MASK;
                    highest.any = highest.any.max(block);
                    if word & 0x6000 != 0 {
                        highest.solid = Some(highest.solid.map_or(block, |h| h.max(block)));
                    }
                    decode_chunk_word(word, index)
                })
                .collect(),
        })
        .collect();
    (chunks, highest)
}

/// The camera's limits when a level starts (`LevelSizeArray`: left, right, top, bottom) by section name,
/// as [`Bounds`] (the player is stopped 16 px inside the left limit and dies below bottom + 224).
pub fn bounds(section: &str) -> Option<Bounds> {
    let rows: [(&str, [i32; 4]); 18] = [
        ("Green Hill Zone Act 1", [0, 0x24BF, 0, 0x300]),
        ("Green Hill Zone Act 2", [0, 0x1EBF, 0, 0x300]),
        ("Green Hill Zone Act 3", [0, 0x2960, 0, 0x300]),
        ("Labyrinth Zone Act 1", [0, 0x19BF, 0, 0x530]),
        ("Labyrinth Zone Act 2", [0, 0x10AF, 0, 0x720]),
        // The game's top limit is $FF00: the act wraps vertically (not modelled), so the layout's top here.
        ("Labyrinth Zone Act 3", [0, 0x202F, 0, 0x800]),
        ("Scrap Brain Zone Act 1", [0, 0x21C0, 0, 0x720]),
        // The game's top limit is $FF00, as in Labyrinth 3.
        ("Scrap Brain Zone Act 2", [0, 0x1E40, 0, 0x800]),
        ("Scrap Brain Zone Act 3", [0, 0x20BF, 0, 0x720]),
        ("Star Light Zone Act 1", [0, 0x1FBF, 0, 0x640]),
        ("Star Light Zone Act 2", [0, 0x1FBF, 0, 0x640]),
        ("Star Light Zone Act 3", [0, 0x2000, 0, 0x6C0]),
        ("Spring Yard Zone Act 1", [0, 0x22C0, 0, 0x420]),
        ("Spring Yard Zone Act 2", [0, 0x28C0, 0, 0x520]),
        ("Spring Yard Zone Act 3", [0, 0x2C00, 0, 0x620]),
        ("Marble Zone Act 1", [0, 0x17BF, 0, 0x1D0]),
        ("Marble Zone Act 2", [0, 0x17BF, 0, 0x520]),
        ("Marble Zone Act 3", [0, 0x1800, 0, 0x720]),
    ];
    let name = section.trim();
    rows.iter().find(|(n, _)| *n == name).map(|(_, [left, right, top, bottom])| Bounds {
        left: *left,
        top: *top,
        right: right + super::s2::SCREEN_WIDTH,
        bottom: bottom + super::s2::SCREEN_HEIGHT,
    })
}

/// The game level's scripted events (`DynamicLevelEvents`: `DLE_GHZ1`–`DLE_GHZ3`, `DLE_MZ1`–`DLE_MZ3`, …) by section
/// name.
pub fn level_events(section: &str) -> LevelEvents {
    match section.trim() {
        "Green Hill Zone Act 1" => LevelEvents::Ghz1,
        "Green Hill Zone Act 2" => LevelEvents::Ghz2,
        "Green Hill Zone Act 3" => LevelEvents::Ghz3,
        "Labyrinth Zone Act 1" => LevelEvents::Lz1,
        "Labyrinth Zone Act 2" => LevelEvents::Lz2,
        "Labyrinth Zone Act 3" => LevelEvents::Lz3,
        "Scrap Brain Zone Act 3" => LevelEvents::Sbz3,
        "Marble Zone Act 1" => LevelEvents::Mz1,
        "Marble Zone Act 2" => LevelEvents::Mz2,
        "Marble Zone Act 3" => LevelEvents::Mz3,
        "Spring Yard Zone Act 1" => LevelEvents::Syz1,
        "Spring Yard Zone Act 2" => LevelEvents::Syz2,
        "Spring Yard Zone Act 3" => LevelEvents::Syz3,
        "Star Light Zone Act 1" => LevelEvents::Slz1,
        "Star Light Zone Act 2" => LevelEvents::Slz2,
        "Star Light Zone Act 3" => LevelEvents::Slz3,
        "Scrap Brain Zone Act 1" => LevelEvents::Sbz1,
        "Scrap Brain Zone Act 2" => LevelEvents::Sbz2,
        "Final Zone" => LevelEvents::Fz,
        _ => LevelEvents::None,
    }
}

/// One object record as `OPL_MakeItem` reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectRecord {
    /// Where the record starts in the file, in bytes (for messages).
    pub offset: usize,
    pub x: u16,
    /// Bits 0–11 of the second word.
    pub y: u16,
    /// Bits 14 / 15 of the y word (`rol.w #2` into the render flags: bit 0 X-flip, bit 1 Y-flip).
    pub x_flip: bool,
    pub y_flip: bool,
    /// The id byte as stored: bit 7 gives the object a respawn-table entry, bits 0–6 are the object id.
    pub id_byte: u8,
    pub subtype: u8,
}

impl ObjectRecord {
    pub const fn id(&self) -> u8 {
        self.id_byte & 0x7F
    }
}

/// Parses an object layout: 6-byte records until the end marker (x = $FFFF; the files end with
/// `$FFFF, 0, 0`). A file that stops before the marker or inside a record was cut short.
pub fn object_records(data: &[u8]) -> Result<Vec<ObjectRecord>, String> {
    let mut records = Vec::new();
    let mut at = 0;
    loop {
        let Some(r) = data.get(at..at + OBJECT_RECORD_BYTES) else {
            if data.get(at..at + 2) == Some(&[0xFF, 0xFF]) {
                return Ok(records);
            }
            return Err(format!(
                "the file ends at byte {} without the end marker (x = $FFFF) after the record at byte {at}; it \
                 may be cut short",
                data.len()
            ));
        };
        let x = u16::from_be_bytes([r[0], r[1]]);
        if x == 0xFFFF {
            return Ok(records);
        }
        let w = u16::from_be_bytes([r[2], r[3]]);
        records.push(ObjectRecord {
            offset: at,
            x,
            y: w & 0x0FFF,
            x_flip: w & 0x4000 != 0,
            y_flip: w & 0x8000 != 0,
            id_byte: r[4],
            subtype: r[5],
        });
        at += OBJECT_RECORD_BYTES;
    }
}

/// How many rings a ring group of this subtype holds: (subtype & 7) + 1, 7 counting as 6 (`Ring_Main`).
pub fn ring_count(subtype: u8) -> usize {
    (subtype & 7).min(6) as usize + 1
}

/// The rings of a ring group (`Ring_Main`): (subtype & 7) + 1 rings, 7 counting as 6, each `object::s1::RING_STEPS[subtype >> 4]`
/// from the last. Positions wrap at 16 bits as the game's words do.
pub fn ring_positions(x: u16, y: u16, subtype: u8) -> Vec<(i32, i32)> {
    let count = ring_count(subtype);
    let (dx, dy) = crate::object::s1::RING_STEPS[(subtype >> 4) as usize];
    (0..count)
        .map(|i| {
            let i = i as u16;
            let rx = x.wrapping_add((dx as i16 as u16).wrapping_mul(i));
            let ry = y.wrapping_add((dy as i16 as u16).wrapping_mul(i));
            (i32::from(rx), i32::from(ry))
        })
        .collect()
}

/// The placements a record stands for. Sonic 1 keeps rings as objects, a group of up to 7 per record; our
/// model has one `Ring` per ring (what the editor moves, the engine's ring list collects and Sonic 2's ring
/// layout holds), so a group becomes its rings at the positions `Ring_Main` gives them. Badniks with subtype 0
/// and monitors whose contents Sonic 2 also has become typed kinds; every other id the object list names
/// [`ObjectKind::Sonic1`] ([`crate::object::s1::kind`], keeping an unusual respawn flag), a null one `Other`
/// with the id byte as stored (bit 7 = respawn entry), so nothing is lost.
pub fn placements(r: &ObjectRecord) -> Vec<ObjectPlacement> {
    let placed =
        |kind: ObjectKind, x: i32, y: i32| ObjectPlacement { kind, x, y, x_flip: r.x_flip, y_flip: r.y_flip, s2: None };
    let (x, y) = (i32::from(r.x), i32::from(r.y));
    let badnik = |kind| (r.subtype == 0).then_some(ObjectKind::Badnik { kind });
    let kind = match r.id() {
        RING_ID => {
            return ring_positions(r.x, r.y, r.subtype)
                .into_iter()
                .map(|(x, y)| ObjectPlacement { kind: ObjectKind::Ring, x, y, ..Default::default() })
                .collect();
        }
        0x26 => match r.subtype {
            2 => Some(MonitorContents::ExtraLife),
            3 => Some(MonitorContents::SpeedShoes),
            4 => Some(MonitorContents::Shield),
            5 => Some(MonitorContents::Invincibility),
            6 => Some(MonitorContents::Rings),
            _ => None,
        }
        .map(|contents| ObjectKind::Monitor { contents }),
        0x40 => badnik(BadnikKind::Motobug),
        0x1F => badnik(BadnikKind::Crabmeat),
        0x22 => badnik(BadnikKind::BuzzBomber),
        0x2B => badnik(BadnikKind::Chopper),
        _ => None,
    };
    let kind = kind.unwrap_or_else(|| crate::object::s1::kind(r.id_byte, r.subtype));
    vec![placed(kind, x, y)]
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn layout_header_rows_and_loop_marks() {
        let (l, loops) = layout(&[2, 1, 0, 1, 0xB5, 2, 0x80, 3]).unwrap();
        assert_eq!((l.width(), l.height()), (3, 2));
        assert_eq!(l.cells(), &[None, Some(0), Some(0x34), Some(1), None, Some(2)]);
        assert_eq!(loops, vec![0x34]);
        // Shorter than the header says: the rest reads empty (the Ending's layout, as `LevelLayoutLoad2` reads it).
        let (short, _) = layout(&[2, 1, 0, 2]).unwrap();
        assert_eq!(short.cells(), &[None, Some(1), None, None, None, None]);
        assert!(layout(&[0x40, 0]).unwrap_err().contains("at most 64 x 8"));
        assert!(layout(&[1]).is_err());
    }

    #[test]
    fn green_hill_acts_have_their_level_events() {
        assert_eq!(level_events("Green Hill Zone Act 1"), LevelEvents::Ghz1);
        assert_eq!(level_events("Green Hill Zone Act 2"), LevelEvents::Ghz2);
        assert_eq!(level_events("Green Hill Zone Act 3"), LevelEvents::Ghz3);
        assert_eq!(level_events("Labyrinth Zone Act 1"), LevelEvents::Lz1);
        assert_eq!(level_events("Scrap Brain Zone Act 3"), LevelEvents::Sbz3);
        assert_eq!(level_events("Marble Zone Act 1"), LevelEvents::Mz1);
        assert_eq!(level_events("Marble Zone Act 3"), LevelEvents::Mz3);
        assert_eq!(level_events("Spring Yard Zone Act 1"), LevelEvents::Syz1);
        assert_eq!(level_events("Spring Yard Zone Act 3"), LevelEvents::Syz3);
        assert_eq!(level_events("Star Light Zone Act 2"), LevelEvents::Slz2);
        assert_eq!(level_events("Scrap Brain Zone Act 2"), LevelEvents::Sbz2);
        assert_eq!(level_events("Final Zone"), LevelEvents::Fz);
        assert_eq!(level_events("Ending"), LevelEvents::None);
        // `LevelSizeArray`'s Marble rows: bottom limits $1D0, $520, $720 (+ the screen's 224).
        assert_eq!(bounds("Marble Zone Act 1").map(|b| (b.right, b.bottom)), Some((0x17BF + 320, 0x1D0 + 224)));
        assert_eq!(bounds("Marble Zone Act 3").map(|b| b.bottom), Some(0x720 + 224));
    }

    #[test]
    fn ghz_loops_and_tunnels() {
        let l = loops("Green Hill Zone Act 1", &[0x34]);
        assert_eq!(l.chunks, vec![LoopChunk { chunk: 0x34, alternate: 0x35, trigger: LoopTrigger::Loop }]);
        assert_eq!(l.tunnels, vec![0x1E, 0x1F]);
        assert_eq!(loop_alternate(0x28 - 1), 0x50);
        assert!(loops("Marble Zone Act 1", &[]).is_empty());
    }

    #[test]
    fn chunk_word_bits() {
        let index = [0, 7, 9];
        let b = decode_chunk_word(0x6802 | 0x1000, &index);
        assert_eq!(b.a, LayerCell { tile: 9, solidity: Solidity::All });
        assert_eq!(b.a, b.b);
        assert!(b.x_flip && b.y_flip);
        assert_eq!(b.art, Some(2));
        assert_eq!(decode_chunk_word(0x2001, &index).a.solidity, Solidity::Top);
        assert_eq!(decode_chunk_word(0x4005, &index).a, LayerCell { tile: 0, solidity: Solidity::LeftRightBottom });
    }

    #[test]
    fn ring_groups() {
        assert_eq!(ring_positions(0x100, 0x200, 0x12), vec![(0x100, 0x200), (0x118, 0x200), (0x130, 0x200)]);
        assert_eq!(ring_positions(0x100, 0x200, 0x07).len(), 7);
        assert_eq!(ring_positions(0x100, 0x200, 0x06).len(), 7);
        assert_eq!(ring_positions(0x100, 0x200, 0x90)[0], (0x100, 0x200));
        assert_eq!(ring_positions(0x100, 0x200, 0x91)[1], (0xF0, 0x210));
    }

    #[test]
    fn object_records_and_end_marker() {
        let data = [0x01, 0x44, 0x83, 0x60, 0xA5, 0x12, 0xFF, 0xFF, 0, 0, 0, 0];
        let r = object_records(&data).unwrap();
        assert_eq!(r.len(), 1);
        assert_eq!(
            (r[0].x, r[0].y, r[0].y_flip, r[0].x_flip, r[0].id(), r[0].subtype),
            (0x144, 0x360, true, false, 0x25, 0x12)
        );
        assert!(object_records(&data[..5]).is_err());
        assert!(object_records(&data[..6]).is_err());
        assert_eq!(object_records(&[0xFF, 0xFF]).unwrap(), vec![]);
    }
}
