//! Sonic 2's level data formats, as the game reads them (s2disasm `s2.asm`). Pure functions on bytes; the
//! SonLVL importer (`sonlvl::sonic2`) finds the files and reports problems per file.

use crate::chunk::{Block, Chunk, LayerCell, Solidity};
use crate::level::{Bounds, Layout, Point};
use crate::object::s2::{self, S2Record};
use crate::object::{ObjectKind, ObjectPlacement};
use crate::switcher::LayerSwitcher;
use crate::tile::SolidTile;

/// Screen size in pixels: the camera position plus this is the far edge of what it shows.
pub const SCREEN_WIDTH: i32 = 320;
pub const SCREEN_HEIGHT: i32 = 224;

/// Collision shapes in `Collision array - Vertical.bin` / `- Horizontal.bin`, 16 bytes each.
pub const SHAPE_COUNT: usize = 256;
pub const COLLISION_ARRAY_BYTES: usize = SHAPE_COUNT * 16;
/// `Curve and resistance mapping.bin`: one angle byte per shape.
pub const ANGLE_MAP_BYTES: usize = SHAPE_COUNT;
/// A 128x128 chunk: 8x8 big-endian words (`Find_Tile`: chunk id × 0x80).
pub const CHUNK_BYTES: usize = 128;
/// The chunk table in RAM holds 256 chunks (`Chunk_Table`, 0x8000 bytes); a layout byte can name no more.
pub const MAX_CHUNKS: usize = 256;
/// The layout: 16 rows of 256 bytes, foreground chunk ids in bytes 0–127 of a row, background in 128–255
/// (`Find_Tile`: row = (2·y) & 0xF00, column = (x / 128) & 0x7F).
pub const LAYOUT_WIDTH: usize = 128;
pub const LAYOUT_HEIGHT: usize = 16;
pub const LAYOUT_ROW_BYTES: usize = 256;
pub const LAYOUT_BYTES: usize = LAYOUT_HEIGHT * LAYOUT_ROW_BYTES;
/// Object id of the plane switcher (`Obj03`).
pub const PLANE_SWITCHER_ID: u8 = 0x03;
/// Rings in a ring-layout row or column are this far apart (`RingsMgr_NextRingInRow`: x += 0x18).
pub const RING_SPACING: i32 = 0x18;

/// The camera's limits when a level starts: `Camera_Min_X_pos`, `Camera_Max_X_pos`, `Camera_Min_Y_pos`,
/// `Camera_Max_Y_pos` from s2.asm's `LevelSize` table (read by `LevelSizeLoad`). Level events
/// (`LevEvents_*`) move them later in some acts (EHZ 2's boss arena, …); that is not modelled here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CameraLimits {
    pub min_x: i32,
    pub max_x: i32,
    pub min_y: i32,
    pub max_y: i32,
}

impl CameraLimits {
    /// The area the camera can show: the player is stopped at its left/right edges and dies below its bottom
    /// (`../shared/SPEC-NOTES.md` "Level boundaries": left = min x, right = max x + 320, bottom = max y + 224).
    pub const fn to_bounds(self) -> Bounds {
        Bounds {
            left: self.min_x,
            top: self.min_y,
            right: self.max_x + SCREEN_WIDTH,
            bottom: self.max_y + SCREEN_HEIGHT,
        }
    }
}

/// `LevelSize` rows (xstart, xend, ystart, yend) for the levels SonLVL.ini names, by section name.
const LEVEL_SIZES: &[(&str, [i32; 4])] = &[
    ("Emerald Hill Zone Act 1", [0, 0x29A0, 0, 0x320]),
    ("Emerald Hill Zone Act 2", [0, 0x2940, 0, 0x420]),
    ("Chemical Plant Zone Act 1", [0, 0x2780, 0, 0x720]),
    ("Chemical Plant Zone Act 2", [0, 0x2A80, 0, 0x720]),
    ("Aquatic Ruin Zone Act 1", [0, 0x28C0, 0x200, 0x600]),
    ("Aquatic Ruin Zone Act 2", [0, 0x3FFF, 0x180, 0x710]),
    ("Casino Night Zone Act 1", [0, 0x27A0, 0, 0x720]),
    ("Casino Night Zone Act 2", [0, 0x2A80, 0, 0x720]),
    ("Hill Top Zone Act 1", [0, 0x2800, 0, 0x720]),
    ("Hill Top Zone Act 2", [0, 0x3280, 0, 0x720]),
    ("Mystic Cave Zone Act 1", [0, 0x2380, 0x3C0, 0x720]),
    ("Mystic Cave Zone Act 2", [0, 0x3FFF, 0x60, 0x720]),
    ("Oil Ocean Zone Act 1", [0, 0x2F80, 0, 0x680]),
    ("Oil Ocean Zone Act 2", [0, 0x2D00, 0, 0x680]),
    ("Metropolis Zone Act 1", [0, 0x2280, -0x100, 0x800]),
    ("Metropolis Zone Act 2", [0, 0x1E80, -0x100, 0x800]),
    ("Metropolis Zone Act 3", [0, 0x2A80, -0x100, 0x800]),
    ("Sky Chase Zone", [0, 0x3FFF, 0, 0]),
    ("Wing Fortress Zone", [0, 0x3FFF, 0, 0x720]),
    ("Death Egg Zone", [0, 0x1000, 0xC8, 0xC8]),
];

/// The camera limits of a level, by its SonLVL section name. A category prefix (`2 Player\\…`, SonLVL's
/// menu path) is ignored: two-player acts load the same `LevelSize` row. `None` for unknown names.
pub fn camera_limits(section: &str) -> Option<CameraLimits> {
    let name = section.rsplit('\\').next().unwrap_or(section).trim();
    LEVEL_SIZES.iter().find(|(n, _)| *n == name).map(|(_, [min_x, max_x, min_y, max_y])| CameraLimits {
        min_x: *min_x,
        max_x: *max_x,
        min_y: *min_y,
        max_y: *max_y,
    })
}

/// The 256 collision shapes: heights from the vertical array, widths from the horizontal array, angles from
/// the angle map. Tile index = Sonic 2's collision index. Inputs shorter than the full tables give fewer
/// tiles (the importer checks the sizes first).
pub fn solid_tiles(vertical: &[u8], horizontal: &[u8], angles: &[u8]) -> Vec<SolidTile> {
    let signed = |c: &[u8]| -> [i8; 16] { std::array::from_fn(|i| c[i] as i8) };
    vertical
        .chunks_exact(16)
        .zip(horizontal.chunks_exact(16))
        .zip(angles)
        .take(SHAPE_COUNT)
        .map(|((v, h), &angle)| SolidTile { heights: signed(v), widths: signed(h), angle })
        .collect()
}

/// Why a chunk word cannot be imported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockError {
    /// The word is solid on a path whose collision index has no entry for its block id.
    PrimaryIndexTooShort {
        block: u16,
    },
    SecondaryIndexTooShort {
        block: u16,
    },
}

/// Decodes one chunk word: bits 0–9 block id, 10 X-flip, 11 Y-flip, 12/13 path A top/LRB solid, 14/15
/// path B top/LRB solid. Each path's tile is the block's entry in that path's collision index
/// (`FindFloor`: `Collision_addr` is the primary or secondary index by the player's layer).
///
/// A path that is not solid is never looked up by the game, so a block id beyond its index then gives tile 0.
pub fn decode_chunk_word(word: u16, primary: &[u8], secondary: &[u8]) -> Result<Block, BlockError> {
    let block = word & 0x3FF;
    let bit = |n: u16| word & (1 << n) != 0;
    let cell = |index: &[u8], solidity: Solidity, err: BlockError| -> Result<LayerCell, BlockError> {
        match index.get(block as usize) {
            Some(&shape) => Ok(LayerCell { tile: shape as u16, solidity }),
            None if solidity == Solidity::NotSolid => Ok(LayerCell { tile: 0, solidity }),
            None => Err(err),
        }
    };
    Ok(Block {
        a: cell(primary, Solidity::from_bits(bit(12), bit(13)), BlockError::PrimaryIndexTooShort { block })?,
        b: cell(secondary, Solidity::from_bits(bit(14), bit(15)), BlockError::SecondaryIndexTooShort { block })?,
        x_flip: bit(10),
        y_flip: bit(11),
        art: Some(block),
    })
}

/// Decodes a chunk table (a whole number of 128-byte chunks). The error names the first bad word and how
/// many there are.
pub fn decode_chunks(data: &[u8], primary: &[u8], secondary: &[u8]) -> Result<Vec<Chunk>, String> {
    let mut first_error = None;
    let mut errors = 0usize;
    let chunks = data
        .chunks_exact(CHUNK_BYTES)
        .enumerate()
        .map(|(c, bytes)| {
            let blocks = bytes
                .chunks_exact(2)
                .enumerate()
                .map(|(b, w)| {
                    let word = u16::from_be_bytes([w[0], w[1]]);
                    decode_chunk_word(word, primary, secondary).unwrap_or_else(|e| {
                        errors += 1;
                        first_error.get_or_insert((c, b, word, e));
                        Block::EMPTY
                    })
                })
                .collect();
            Chunk { blocks }
        })
        .collect::<Vec<_>>();
    match first_error {
        None => Ok(chunks),
        Some((c, b, word, e)) => {
            let (path, len, block) = match e {
                BlockError::PrimaryIndexTooShort { block } => ("primary (path A)", primary.len(), block),
                BlockError::SecondaryIndexTooShort { block } => ("secondary (path B)", secondary.len(), block),
            };
            Err(format!(
                "{errors} solid block(s) have no entry in the {path} collision index ({len} entries); the first is \
                 chunk {c} block {b} (word {word:#06X}, block id {block})"
            ))
        }
    }
}

/// The foreground half of a layout (`LAYOUT_BYTES` bytes) as a 128x16 grid; every byte is a chunk id,
/// 0 included (chunk 0 is Sonic 2's empty chunk, kept as an ordinary chunk so nothing is lost).
pub fn foreground_layout(data: &[u8]) -> Layout {
    let mut layout = Layout::new(LAYOUT_WIDTH, LAYOUT_HEIGHT);
    for (row, bytes) in data.chunks_exact(LAYOUT_ROW_BYTES).take(LAYOUT_HEIGHT).enumerate() {
        for (col, &id) in bytes[..LAYOUT_WIDTH].iter().enumerate() {
            layout.set(col, row, Some(id as u16));
        }
    }
    layout
}

/// The background half of a layout: each 256-byte row's second 128 bytes (s2disasm `Level_Layout`: the
/// foreground and background rows interleave), as a 128x16 grid of chunk ids; chunk 0, Sonic 2's empty
/// chunk, as an empty cell (only drawn, never edited, so nothing is lost).
pub fn background_layout(data: &[u8]) -> Layout {
    let mut layout = Layout::new(LAYOUT_WIDTH, LAYOUT_HEIGHT);
    for (row, bytes) in data.chunks_exact(LAYOUT_ROW_BYTES).take(LAYOUT_HEIGHT).enumerate() {
        for (col, &id) in bytes[LAYOUT_WIDTH..].iter().enumerate() {
            layout.set(col, row, (id != 0).then_some(id as u16));
        }
    }
    layout
}

/// The player's start position: x and y as big-endian words (`startpos/*.bin`, read by `LevelSizeLoad`).
pub fn start_position(data: &[u8]) -> Result<Point, String> {
    match data {
        [x0, x1, y0, y1] => {
            Ok(Point { x: u16::from_be_bytes([*x0, *x1]) as i32, y: u16::from_be_bytes([*y0, *y1]) as i32 })
        }
        _ if data.len() < 4 => Err(format!(
            "the file ends at byte {}: expected 4 bytes (the x and y words); it may be cut short",
            data.len()
        )),
        _ => Err(format!("{} bytes: expected exactly 4 (the x and y words)", data.len())),
    }
}

/// One 6-byte object placement record as `ChkLoadObj` reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectRecord {
    /// Where the record starts in the file, in bytes (for messages).
    pub offset: usize,
    pub x: u16,
    /// Bits 0–11 of the second word.
    pub y: u16,
    /// Bit 15: the object gets a respawn-table entry (remembers being destroyed).
    pub respawn: bool,
    /// Bit 13 / 14: render flags X-flip / Y-flip (`rol.w #3` into `render_flags`).
    pub x_flip: bool,
    pub y_flip: bool,
    /// Bit 12: in two-player mode, load into any free slot (`ChkLoadObj_2P`).
    pub two_player_any_slot: bool,
    pub id: u8,
    pub subtype: u8,
}

/// Size of an object placement record.
pub const OBJECT_RECORD_BYTES: usize = 6;
/// Ring layout records are 4 bytes; the end marker is one word.
pub const RING_RECORD_BYTES: usize = 4;

/// Parses an object layout file: 6-byte records, sorted by x as `ChkLoadObj` needs. The disassembly's files
/// hold only placements (s2.asm puts the `ObjectLayoutBoundary` records, x = 0xFFFF, around them); a file
/// that includes them is read too: a leading one is skipped, a later one ends the layout.
///
/// A file whose length is not a whole number of records was cut short (or is not an object layout): the
/// error gives the offset of the incomplete record and how many bytes it lacks. Records after an end marker
/// would never be loaded by the game, so they are an error too.
pub fn object_records(data: &[u8]) -> Result<Vec<ObjectRecord>, String> {
    let whole = data.len() - data.len() % OBJECT_RECORD_BYTES;
    if whole != data.len() {
        return Err(format!(
            "the file ends at byte {} inside the object record that starts at byte {whole}: expected {} more \
             byte(s) ({OBJECT_RECORD_BYTES}-byte records); it may be cut short",
            data.len(),
            OBJECT_RECORD_BYTES - (data.len() - whole)
        ));
    }
    let mut records = Vec::new();
    for (i, r) in data.chunks_exact(OBJECT_RECORD_BYTES).enumerate() {
        let offset = i * OBJECT_RECORD_BYTES;
        let x = u16::from_be_bytes([r[0], r[1]]);
        if x == 0xFFFF {
            if offset == 0 {
                continue;
            }
            let after = offset + OBJECT_RECORD_BYTES;
            if let Some(extra) = data[after..].chunks_exact(OBJECT_RECORD_BYTES).position(|r| r[..2] != [0xFF, 0xFF]) {
                return Err(format!(
                    "the object record at byte {} follows the end marker (x = 0xFFFF) at byte {offset}",
                    after + extra * OBJECT_RECORD_BYTES
                ));
            }
            break;
        }
        let w = u16::from_be_bytes([r[2], r[3]]);
        records.push(ObjectRecord {
            offset,
            x,
            y: w & 0x0FFF,
            respawn: w & 0x8000 != 0,
            x_flip: w & 0x2000 != 0,
            y_flip: w & 0x4000 != 0,
            two_player_any_slot: w & 0x1000 != 0,
            id: r[4],
            subtype: r[5],
        });
    }
    Ok(records)
}

/// Splits object records into plane switchers (`Obj03`, decoded by `LayerSwitcher::from_s2_subtype`; its
/// Y-flip does nothing in the game and is dropped) and other placements, typed by
/// [`crate::object::s2::from_record`] (every bit kept: flips, respawn and two-player flags, subtype).
pub fn split_objects(records: &[ObjectRecord]) -> (Vec<LayerSwitcher>, Vec<ObjectPlacement>) {
    let mut switchers = Vec::new();
    let mut objects = Vec::new();
    for r in records {
        let (x, y) = (r.x as i32, r.y as i32);
        if r.id == PLANE_SWITCHER_ID {
            let s = LayerSwitcher::from_s2_subtype(x, y, r.subtype, r.x_flip);
            switchers.push(LayerSwitcher { objects_before: Some(objects.len() as u32), ..s });
        } else {
            let record = S2Record {
                id: r.id,
                subtype: r.subtype,
                x_flip: r.x_flip,
                y_flip: r.y_flip,
                respawn: r.respawn,
                two_player_any_slot: r.two_player_any_slot,
            };
            objects.push(s2::from_record(x, y, record));
        }
    }
    (switchers, objects)
}

/// Expands a ring layout (`RingsManager_Setup`): 4-byte records, x word then a word whose bit 15 makes a
/// column (else a row), bits 12–14 the ring count − 1 and bits 0–11 y; rings are `RING_SPACING` apart. A
/// record whose x has bit 15 set ends the list (the files end with the word 0xFFFF); what follows it is never
/// read by the game and is ignored here too.
///
/// The end marker is required: a file that stops without it, or in the middle of a record, was cut short,
/// and the error says at which byte and what was expected there.
pub fn rings(data: &[u8]) -> Result<Vec<ObjectPlacement>, String> {
    let mut out = Vec::new();
    let mut at = 0;
    loop {
        let Some(xb) = data.get(at..at + 2) else {
            let expected = "another 4-byte ring record or the end marker (the word 0xFFFF)";
            return Err(if at == data.len() {
                format!("the file ends at byte {at} without the end marker: expected {expected}; it may be cut short")
            } else {
                format!("the file ends at byte {} in the middle of a word: expected {expected}", data.len())
            });
        };
        let x = u16::from_be_bytes([xb[0], xb[1]]);
        if x & 0x8000 != 0 {
            return Ok(out);
        }
        let Some(wb) = data.get(at + 2..at + 4) else {
            return Err(format!(
                "the file ends at byte {} inside the ring record that starts at byte {at}: expected {} more \
                 byte(s) ({RING_RECORD_BYTES}-byte records); it may be cut short",
                data.len(),
                at + RING_RECORD_BYTES - data.len()
            ));
        };
        let w = u16::from_be_bytes([wb[0], wb[1]]);
        let (column, count, y) = (w & 0x8000 != 0, ((w >> 12) & 7) as i32 + 1, (w & 0x0FFF) as i32);
        for i in 0..count {
            let (dx, dy) = if column { (0, i * RING_SPACING) } else { (i * RING_SPACING, 0) };
            out.push(ObjectPlacement { kind: ObjectKind::Ring, x: x as i32 + dx, y: y + dy, ..Default::default() });
        }
        at += RING_RECORD_BYTES;
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::switcher::{Orientation, SwitcherRadius};

    #[test]
    fn chunk_word_bits() {
        let primary = [0u8, 7, 9];
        let secondary = [0u8, 8, 10];
        // Block 2, X-flip, path A top-solid only, path B all solid.
        let b = decode_chunk_word(0b1101_0100_0000_0010, &primary, &secondary);
        assert_eq!(
            b,
            Ok(Block {
                a: LayerCell { tile: 9, solidity: Solidity::Top },
                b: LayerCell { tile: 10, solidity: Solidity::All },
                x_flip: true,
                y_flip: false,
                art: Some(2),
            })
        );
        // Block 5 is beyond both indexes: fine while not solid, an error once path B is solid.
        assert_eq!(
            decode_chunk_word(0x0805, &primary, &secondary).map(|b| (b.a, b.y_flip)),
            Ok((LayerCell::EMPTY, true))
        );
        assert_eq!(
            decode_chunk_word(0x8005, &primary, &secondary),
            Err(BlockError::SecondaryIndexTooShort { block: 5 })
        );
    }

    #[test]
    fn object_record_bits_and_switchers() {
        // x 0x0100; respawn + X-flip + y 0x2C0; Obj03 subtype 0x91; then a spring.
        let data = [0x01, 0x00, 0xA2, 0xC0, 0x03, 0x91, 0x02, 0x00, 0x50, 0x10, 0x41, 0x02];
        let recs = object_records(&data).unwrap();
        assert_eq!(recs.len(), 2);
        assert_eq!(
            recs[0],
            ObjectRecord {
                offset: 0,
                x: 0x100,
                y: 0x2C0,
                respawn: true,
                x_flip: true,
                y_flip: false,
                two_player_any_slot: false,
                id: 3,
                subtype: 0x91
            }
        );
        let (switchers, objects) = split_objects(&recs);
        assert_eq!(switchers.len(), 1);
        assert_eq!(switchers[0].orientation, Orientation::Vertical);
        assert_eq!(switchers[0].radius, SwitcherRadius::R64);
        assert!(switchers[0].grounded_only && switchers[0].priority_only);
        assert_eq!(
            objects,
            vec![ObjectPlacement {
                kind: ObjectKind::spring(crate::object::SpringColour::Yellow, crate::object::SpringDirection::Up),
                x: 0x200,
                y: 0x010,
                x_flip: false,
                y_flip: true,
                // Bit 12 of 0x5010: not what springs usually have, so kept.
                s2: Some(crate::object::s2::S2Extra {
                    respawn: false,
                    two_player_any_slot: true,
                    unused_subtype_bits: 0,
                    load_at_any_y: false,
                }),
            }]
        );
        assert_eq!(
            object_records(&data[..7]),
            Err("the file ends at byte 7 inside the object record that starts at byte 6: expected 5 more byte(s) \
                 (6-byte records); it may be cut short"
                .to_string())
        );
        // A leading boundary is skipped and a trailing one ends the layout; records after one are refused.
        let boundary = [0xFF, 0xFF, 0, 0, 0, 0];
        let framed = [&boundary[..], &data[6..], &boundary[..], &boundary[..]].concat();
        let recs = object_records(&framed).unwrap();
        assert_eq!(recs.iter().map(|r| (r.offset, r.id)).collect::<Vec<_>>(), vec![(6, 0x41)]);
        let inside = [&data[..6], &boundary[..], &data[6..]].concat();
        assert_eq!(
            object_records(&inside).map(|r| r.len()),
            Err("the object record at byte 12 follows the end marker (x = 0xFFFF) at byte 6".to_string())
        );
    }

    #[test]
    fn start_positions_are_exactly_two_words() {
        assert_eq!(start_position(&[0x00, 0x60, 0x02, 0x8F]), Ok(Point { x: 0x60, y: 0x28F }));
        assert_eq!(
            start_position(&[0x00, 0x60]),
            Err("the file ends at byte 2: expected 4 bytes (the x and y words); it may be cut short".to_string())
        );
        assert_eq!(start_position(&[0; 6]), Err("6 bytes: expected exactly 4 (the x and y words)".to_string()));
    }

    #[test]
    fn ring_rows_and_columns() {
        // Row of 3 at (0x100, 0x200); column of 2 at (0x300, 0x080); end.
        let data = [0x01, 0x00, 0x22, 0x00, 0x03, 0x00, 0x90, 0x80, 0xFF, 0xFF];
        let pos: Vec<(i32, i32)> = rings(&data).unwrap().iter().map(|r| (r.x, r.y)).collect();
        assert_eq!(pos, vec![(0x100, 0x200), (0x118, 0x200), (0x130, 0x200), (0x300, 0x80), (0x300, 0x98)]);
        assert_eq!(
            rings(&data[..6]),
            Err("the file ends at byte 6 inside the ring record that starts at byte 4: expected 2 more byte(s) \
                 (4-byte records); it may be cut short"
                .to_string())
        );
        // Cut on a record boundary: the end marker is missing.
        assert_eq!(
            rings(&data[..8]),
            Err("the file ends at byte 8 without the end marker: expected another 4-byte ring record or the end \
                 marker (the word 0xFFFF); it may be cut short"
                .to_string())
        );
        assert_eq!(
            rings(&data[..9]),
            Err("the file ends at byte 9 in the middle of a word: expected another 4-byte ring record or the end \
                 marker (the word 0xFFFF)"
                .to_string())
        );
        assert_eq!(
            rings(&[]).map(|r| r.len()),
            Err("the file ends at byte 0 without the end marker: expected \
            another 4-byte ring record or the end marker (the word 0xFFFF); it may be cut short"
                .to_string())
        );
        assert_eq!(rings(&[0xFF, 0xFF]).map(|r| r.len()), Ok(0));
    }

    #[test]
    fn camera_limits_by_section_name() {
        let ehz1 = camera_limits("Emerald Hill Zone Act 1").unwrap();
        assert_eq!(ehz1, CameraLimits { min_x: 0, max_x: 0x29A0, min_y: 0, max_y: 0x320 });
        assert_eq!(ehz1.to_bounds(), Bounds { left: 0, top: 0, right: 0x29A0 + 320, bottom: 0x320 + 224 });
        assert_eq!(camera_limits("2 Player\\\\Emerald Hill Zone Act 2").map(|c| c.max_y), Some(0x420));
        assert_eq!(camera_limits("Green Hill Zone Act 1"), None);
    }
}
