//! Sonic 3 & Knuckles' level data formats, as skdisasm stores them and its SonLVL projects name them
//! (`../shared/research/s3k-formats.md`). Pure byte decoders; [`super::sonlvl`]'s `sonic3k.rs` finds the
//! files. What Sonic 3 & Knuckles shares with Sonic 2 is read by [`super::s2`]: the chunk words (bits 0–9
//! block, 10/11 flips, 12–13 path A and 14–15 path B solidity: s3.asm `FindFloor`), the height, width and
//! angle arrays, the start position (two words) and the 6-byte object records.
//!
//! - The layout (s3.asm `Load_Level` copies it to `Level_layout_header`, RAM $FFFF8000): four words —
//!   foreground width, background width, foreground height, background height, in chunks — then 32 pairs of
//!   row pointers (foreground row, background row), RAM addresses whose base $8000 is the file's first byte;
//!   each row is one chunk id a byte (`Find_Tile_FG`: the row pointer at `8(a1,(y>>5)&mask)`, plus x>>7). The
//!   rows follow, foreground then background, where the pointers say.
//! - The collision index (`LoadSolids`), one file for both paths: Sonic 3's zones (SonLVL `colindsz=2`) keep
//!   $300 words for path A then $300 for path B, the shape in each word's low byte; Sonic & Knuckles' zones
//!   (`colindsz=1`) interleave bytes: path A, path B, path A, … a block each.
//! - The ring layout (`Load_Rings`): 4-byte records, x then y; the files start with an all-zero record (the
//!   game's start marker) and end with the word $FFFF.

use super::s2::{self, CameraLimits};
use crate::level::Layout;
use crate::object::ObjectPlacement;

/// The camera's limits when a level starts, by SonLVL section (`Sonic 3\\Marble Garden Zone Act 1`): s3.asm
/// `Get_LevelSizeStart`'s `LevelSizes` rows (xstart, xend, ystart, yend) for Sonic 3's zones. A top limit of
/// −$100 marks a level that wraps vertically (`Camera_min_Y_pos`: the player's y is masked with
/// `Screen_Y_wrap_value`, Marble Garden 1, Icecap 1). Angel Island 1's intro starts Sonic with the left limit
/// at 0 (`loc_1A38C`). Level events move the limits later; that is not modelled here.
pub fn camera_limits(section: &str) -> Option<CameraLimits> {
    let name = section.rsplit('\\').next().unwrap_or(section).trim();
    let [min_x, max_x, min_y, max_y] = LEVEL_SIZES.iter().find(|(n, _)| n.eq_ignore_ascii_case(name))?.1;
    Some(CameraLimits { min_x, max_x, min_y, max_y })
}

const LEVEL_SIZES: &[(&str, [i32; 4])] = &[
    ("Angel Island Zone Act 1 Intro", [0, 0x6000, 0, 0x390]),
    ("Angel Island Zone Act 1", [0x1308, 0x6000, 0, 0x390]),
    ("Angel Island Zone Act 2", [0, 0x4640, 0, 0x590]),
    ("Hydrocity Zone Act 1", [0, 0x6000, 0, 0x1000]),
    ("Hydrocity Zone Act 2", [0, 0x6000, 0, 0x1000]),
    ("Marble Garden Zone Act 1", [0, 0x6000, -0x100, 0x1000]),
    ("Marble Garden Zone Act 2", [0, 0x6000, 0, 0x1000]),
    ("Carnival Night Zone Act 1", [0, 0x6000, 0, 0xB20]),
    ("Carnival Night Zone Act 2", [0, 0x6000, 0, 0x1000]),
    ("Icecap Zone Act 1", [0, 0x7000, -0x100, 0x800]),
    ("Icecap Zone Act 2", [0, 0x7000, 0, 0xB20]),
    ("Launch Base Zone Act 1", [0, 0x6000, 0, 0x1000]),
    ("Launch Base Zone Act 2", [0, 0x6000, 0, 0x1000]),
];

/// Bytes before the layout's rows: the four size words and 32 pairs of row pointers.
pub const LAYOUT_HEADER_BYTES: usize = 8 + 32 * 4;
/// The RAM address of the layout's first byte: row pointers count from it.
pub const LAYOUT_BASE: usize = 0x8000;
/// Row pointer pairs in the header: at most this many rows in each plane.
pub const MAX_LAYOUT_ROWS: usize = 32;

/// A decoded layout: both planes, and where each row sits in the file (for writing it back in place).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct S3kLayout {
    pub foreground: Layout,
    pub background: Layout,
    /// The byte offset in the file of each foreground row.
    pub foreground_rows: Vec<usize>,
    pub background_rows: Vec<usize>,
}

/// Decodes a layout file (see the module docs). Every cell is kept, chunk 0 included (the empty chunk, as
/// Sonic 2's). The error names the first row whose pointer leads outside the file.
pub fn layout(data: &[u8]) -> Result<S3kLayout, String> {
    if data.len() < LAYOUT_HEADER_BYTES {
        return Err(format!(
            "{} bytes: a layout starts with {LAYOUT_HEADER_BYTES} bytes of sizes and row pointers",
            data.len()
        ));
    }
    let word = |at: usize| u16::from_be_bytes([data[at], data[at + 1]]) as usize;
    let (fg_w, bg_w, fg_h, bg_h) = (word(0), word(2), word(4), word(6));
    if fg_w == 0 || fg_h == 0 {
        return Err(format!("the foreground is {fg_w} x {fg_h} chunks: it must have at least one"));
    }
    for (plane, h) in [("foreground", fg_h), ("background", bg_h)] {
        if h > MAX_LAYOUT_ROWS {
            return Err(format!("the {plane} is {h} rows high; the header has pointers for {MAX_LAYOUT_ROWS}"));
        }
    }
    let rows = |plane: &str, w: usize, h: usize, pair: usize| -> Result<Vec<usize>, String> {
        (0..h)
            .map(|row| {
                let pointer = word(8 + row * 4 + pair * 2);
                let at = pointer.checked_sub(LAYOUT_BASE).filter(|at| at + w <= data.len());
                at.ok_or_else(|| {
                    format!(
                        "{plane} row {row}: its pointer {pointer:#06X} leads outside the file ({} bytes from \
                         {LAYOUT_BASE:#06X}, rows of {w})",
                        data.len()
                    )
                })
            })
            .collect()
    };
    let foreground_rows = rows("foreground", fg_w, fg_h, 0)?;
    let background_rows = rows("background", bg_w, bg_h, 1)?;
    let grid = |w: usize, starts: &[usize]| {
        let mut layout = Layout::new(w, starts.len());
        for (row, &at) in starts.iter().enumerate() {
            for (col, &id) in data[at..at + w].iter().enumerate() {
                layout.set(col, row, Some(id as u16));
            }
        }
        layout
    };
    Ok(S3kLayout {
        foreground: grid(fg_w, &foreground_rows),
        background: grid(bg_w, &background_rows),
        foreground_rows,
        background_rows,
    })
}

/// The two paths' collision indexes (a shape id per block id), from a `colindsz=1` (interleaved bytes) or
/// `colindsz=2` (path A's words, then path B's) file.
pub fn collision_index(data: &[u8], entry_size: u8) -> Result<(Vec<u8>, Vec<u8>), String> {
    match entry_size {
        1 => {
            if data.is_empty() || !data.len().is_multiple_of(2) {
                return Err(format!("{} bytes: expected byte pairs (path A, path B), at least one", data.len()));
            }
            Ok((data.iter().step_by(2).copied().collect(), data.iter().skip(1).step_by(2).copied().collect()))
        }
        2 => {
            if data.is_empty() || !data.len().is_multiple_of(4) {
                return Err(format!(
                    "{} bytes: expected path A's words then as many of path B's, at least one each",
                    data.len()
                ));
            }
            if let Some(i) = data.iter().step_by(2).position(|&high| high != 0) {
                return Err(format!(
                    "the word at byte {} is {:#06X}: shapes are 0–255 (the high byte must be 0)",
                    i * 2,
                    u16::from_be_bytes([data[i * 2], data[i * 2 + 1]])
                ));
            }
            let low: Vec<u8> = data.iter().skip(1).step_by(2).copied().collect();
            let (a, b) = low.split_at(low.len() / 2);
            Ok((a.to_vec(), b.to_vec()))
        }
        n => Err(format!("colindsz={n}: a collision index entry is 1 or 2 bytes")),
    }
}

/// Reads an object layout: Sonic 2's 6-byte records ([`s2::object_records`]) up to the end marker (x =
/// $FFFF), or to the end of the file. Returns them and where the end marker starts (the file's length without
/// one): the bytes from there on (the marker and any padding, `Pachinko/Object Pos/1.bin` has four zero bytes
/// more) are never read by the game.
pub fn object_records(data: &[u8]) -> Result<(Vec<s2::ObjectRecord>, usize), String> {
    let end = data.chunks(s2::OBJECT_RECORD_BYTES).position(|r| r.len() >= 2 && r[..2] == [0xFF, 0xFF]);
    let end = end.map_or(data.len(), |i| i * s2::OBJECT_RECORD_BYTES);
    Ok((s2::object_records(&data[..end])?, end))
}

/// A ring layout's records and what frames them, so that it is written back as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RingLayout {
    pub rings: Vec<ObjectPlacement>,
    /// The file starts with the all-zero record.
    pub start_marker: bool,
    /// The bytes from the end marker on (`FF FF`, or `FF FF FF FF` as SonLVL writes it).
    pub tail: Vec<u8>,
}

/// Reads a ring layout (see the module docs): one `ObjectKind::Ring` a record. A file without the end marker
/// or cut inside a record is an error saying at which byte.
pub fn rings(data: &[u8]) -> Result<RingLayout, String> {
    let start_marker = data.len() >= 4 && data[..4] == [0, 0, 0, 0];
    let mut at = if start_marker { 4 } else { 0 };
    let mut rings = Vec::new();
    loop {
        match data.get(at..at + 2) {
            None => {
                return Err(format!(
                    "the file ends at byte {} without the end marker (x = $FFFF): it may be cut short",
                    data.len()
                ));
            }
            Some([0xFF, 0xFF]) => return Ok(RingLayout { rings, start_marker, tail: data[at..].to_vec() }),
            Some(x) => {
                let x = u16::from_be_bytes([x[0], x[1]]) as i32;
                let Some(y) = data.get(at + 2..at + 4) else {
                    return Err(format!(
                        "the file ends at byte {} inside the ring record that starts at byte {at}",
                        data.len()
                    ));
                };
                let y = u16::from_be_bytes([y[0], y[1]]) as i32;
                rings.push(ObjectPlacement { kind: crate::object::ObjectKind::Ring, x, y, ..Default::default() });
                at += 4;
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn header(fg: (u16, u16), bg: (u16, u16), pointers: &[(u16, u16)]) -> Vec<u8> {
        let mut out = Vec::new();
        for w in [fg.0, bg.0, fg.1, bg.1] {
            out.extend(w.to_be_bytes());
        }
        for i in 0..32 {
            let (a, b) = pointers.get(i).copied().unwrap_or((0, 0));
            out.extend(a.to_be_bytes());
            out.extend(b.to_be_bytes());
        }
        out
    }

    #[test]
    fn layout_rows_follow_their_pointers() {
        // 3x2 foreground, 2x1 background; the second foreground row is stored before the first.
        let mut data = header((3, 2), (2, 1), &[(0x808B, 0x808E), (0x8088, 0)]);
        data.extend([4, 5, 6, 1, 2, 3, 9, 8]);
        let l = layout(&data).unwrap();
        assert_eq!(l.foreground.cells(), [Some(1), Some(2), Some(3), Some(4), Some(5), Some(6)]);
        assert_eq!(l.background.cells(), [Some(9), Some(8)]);
        assert_eq!(l.foreground_rows, [0x8B, 0x88]);
        data.truncate(data.len() - 1);
        assert!(layout(&data).unwrap_err().starts_with("background row 0"), "{:?}", layout(&data));
        assert!(layout(&[0; 10]).is_err());
    }

    #[test]
    fn collision_indexes_in_both_sizes() {
        assert_eq!(collision_index(&[1, 2, 3, 4], 1).unwrap(), (vec![1, 3], vec![2, 4]));
        assert_eq!(collision_index(&[0, 1, 0, 2, 0, 3, 0, 4], 2).unwrap(), (vec![1, 2], vec![3, 4]));
        assert!(collision_index(&[1, 2, 3, 4], 2).unwrap_err().contains("0x0102"));
        assert!(collision_index(&[1], 1).is_err());
        assert!(collision_index(&[1, 2], 3).is_err());
    }

    #[test]
    fn rings_with_and_without_their_markers() {
        let r = rings(&[0, 0, 0, 0, 0x12, 0x34, 0x05, 0x60, 0xFF, 0xFF]).unwrap();
        assert!(r.start_marker);
        assert_eq!((r.rings[0].x, r.rings[0].y, r.rings.len()), (0x1234, 0x560, 1));
        assert_eq!(r.tail, [0xFF, 0xFF]);
        let r = rings(&[0, 0xC0, 0, 0xC0, 0xFF, 0xFF, 0xFF, 0xFF]).unwrap();
        assert!(!r.start_marker);
        assert_eq!(r.tail.len(), 4);
        assert!(rings(&[0, 0, 0, 0, 1, 2]).is_err());
        assert!(rings(&[0, 0, 0, 0, 1, 2, 3, 4]).unwrap_err().contains("end marker"));
    }
}
