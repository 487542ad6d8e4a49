//! Sonic & Knuckles Collection's byte orders (SonLVL `version=SKC`): the PC port keeps Sonic 3 & Knuckles'
//! level data with its words little-endian. Pure byte conversions between a project file in SKC's order and
//! the same file in Sonic 3 & Knuckles' (what [`super::s3k`] and [`crate::export::s3k`] read and write), so
//! that an SKC level is decoded and encoded by the S3K code and only the byte order differs.
//!
//! Where SKC differs, as SonLVL reads it (`../shared/research/s3k-formats.md`; SonLVL `SonLVLAPI/LevelData.cs`
//! sets `littleendian` for `EngineVersion.SKC`, which every `ByteConverter` word follows):
//! - the layout (`SKC/Layout.cs`): the header's size words and row pointers are little-endian and each row
//!   byte is read at its offset XOR 1 — the whole file is S3K's with every byte pair swapped. SonLVL's writer
//!   cannot write an odd number of row bytes (`l[i ^ 1]` runs past the end), so an odd-length file is refused;
//! - the collision index with 2-byte entries (`colindsz=2`): little-endian words (byte-pair entries are bytes
//!   in either order);
//! - object records (`S3K/Object.cs`): x and the y/flags word little-endian, then the id and subtype bytes;
//! - ring records (`S3K/Ring.cs`) and start positions: their x and y words little-endian;
//! - palettes (`DataTypes.cs` `SonLVLColor.MDColor`): little-endian words of 4-bit channels, red in bits 0–3,
//!   green 4–7, blue 8–11 (the Mega Drive's 3-bit channels sit in bits 1–3 of each nibble);
//! - moduled Kosinski art (`.kosm`, SonLVL's `KosinskiM`): the size word before the modules is little-endian.
//!
//! Blocks and chunks stay big-endian (SonLVL clears `littleendian` around reading and writing them:
//! `LoadLevelBlocks`, `LoadLevelChunks`), as do the Kosinski streams, the height and angle arrays and
//! uncompressed animated art (bytes).
//!
//! Every conversion but the layout's is its own inverse and accepts any bytes: a trailing byte without its
//! pair stays where it is, for the S3K decoder to refuse with its own message.

use super::palette::{self, PaletteError};

/// A file whose words SKC stores in its own order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `layout=`: every byte pair swapped; the length must be even.
    Layout,
    /// `colind=` with `colindsz=2`: words.
    CollisionWords,
    /// `objects=`: 6-byte records, their first two words.
    Objects,
    /// `rings=`: 4-byte records of two words (and the markers, words too).
    Rings,
    /// `startpos=`: the x and y words.
    StartPosition,
}

/// A file's bytes in Sonic 3 & Knuckles' order, from SKC's.
pub fn to_s3k(kind: Kind, data: &[u8]) -> Result<Vec<u8>, String> {
    match kind {
        Kind::Layout if !data.len().is_multiple_of(2) => Err(format!(
            "{} bytes: a Sonic & Knuckles Collection layout stores its bytes in swapped pairs (SonLVL's \
             SKC/Layout.cs), so its length is even",
            data.len()
        )),
        Kind::Layout | Kind::CollisionWords | Kind::Rings | Kind::StartPosition => Ok(swap_pairs(data)),
        Kind::Objects => Ok(swap_object_words(data)),
    }
}

/// A file's bytes in SKC's order, from Sonic 3 & Knuckles' (the inverse of [`to_s3k`]).
pub fn from_s3k(kind: Kind, data: &[u8]) -> Result<Vec<u8>, String> {
    to_s3k(kind, data)
}

/// Every byte pair swapped (a last odd byte stays).
pub fn swap_pairs(data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    for pair in out.chunks_exact_mut(2) {
        pair.swap(0, 1);
    }
    out
}

/// Each 6-byte object record's x and y words swapped; the id and subtype bytes (and a last short record's
/// unpaired bytes) stay.
fn swap_object_words(data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    for record in out.chunks_mut(6) {
        let words = record.len().min(4);
        for word in record[..words].chunks_exact_mut(2) {
            word.swap(0, 1);
        }
    }
    out
}

/// An SKC colour word (4-bit channels, red lowest) as the nearest Mega Drive colour word: each channel's
/// 8-bit value (`n × $11`, as SonLVL shows it) to the nearest of the Mega Drive's 8 levels
/// ([`palette::rgb_to_colour`]). The levels SonLVL writes for Mega Drive colours come back exactly.
pub fn colour_to_md(word: u16) -> u16 {
    let channel = |shift: u32| ((word >> shift) & 0xF) as u8 * 0x11;
    palette::rgb_to_colour([channel(0), channel(4), channel(8)])
}

/// A Mega Drive colour word as SKC stores it: SonLVL's `MDColor` setter for SKC, each 8-bit channel
/// rounded to the nearest 4-bit level (`round(v / $11)`).
pub fn colour_from_md(word: u16) -> u16 {
    let [r, g, b] = palette::colour_to_rgb(word);
    let level = |v: u8| (v as u16 + 8) / 0x11;
    level(r) | level(g) << 4 | level(b) << 8
}

/// The colours of an SKC palette file: little-endian words of 4-bit channels, each as the nearest Mega
/// Drive colour ([`colour_to_md`]). A word with bits above the three channels is refused, as
/// [`palette::parse_palette`] refuses them in a Mega Drive palette.
pub fn parse_palette(bytes: &[u8]) -> Result<Vec<[u8; 3]>, PaletteError> {
    palette::parse_words(bytes, u16::from_le_bytes, |word| {
        (word & 0xF000 == 0).then(|| palette::colour_to_rgb(colour_to_md(word)))
    })
}

/// Moduled Kosinski art with SKC's little-endian size word, as the big-endian one
/// [`super::kosinski::decompress_moduled`] reads (and back: the swap is its own inverse).
pub fn moduled_header_to_s3k(data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    if out.len() >= 2 {
        out.swap(0, 1);
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn pairs_and_records_swap_and_swap_back() {
        assert_eq!(to_s3k(Kind::Rings, &[1, 2, 3, 4, 5]).unwrap(), [2, 1, 4, 3, 5]);
        assert_eq!(to_s3k(Kind::Objects, &[1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap(), [2, 1, 4, 3, 5, 6, 8, 7, 9]);
        assert!(to_s3k(Kind::Layout, &[0; 3]).unwrap_err().contains("even"));
        for kind in [Kind::Layout, Kind::CollisionWords, Kind::Objects, Kind::Rings, Kind::StartPosition] {
            let data: Vec<u8> = (0..24).collect();
            assert_eq!(from_s3k(kind, &to_s3k(kind, &data).unwrap()).unwrap(), data, "{kind:?}");
        }
        assert_eq!(moduled_header_to_s3k(&[0x00, 0x10, 7]), [0x10, 0x00, 7]);
    }

    #[test]
    fn colours_keep_the_mega_drive_levels() {
        // Every Mega Drive colour written as SonLVL writes it for SKC reads back as itself.
        for level in 0..8u16 {
            let md = level << 1 | level << 5 | level << 9;
            assert_eq!(colour_to_md(colour_from_md(md)), md, "{md:#06X}");
        }
        // SonLVL: $0EEE (white) is $0FFF in SKC; $0222 is $0222 (0x24 / 0x11 rounds to 2).
        assert_eq!(colour_from_md(0x0EEE), 0x0FFF);
        assert_eq!(colour_from_md(0x0222), 0x0222);
        assert_eq!(colour_from_md(0x0008), 0x0009);
        assert_eq!(parse_palette(&[0xFF, 0x0F]).unwrap(), [[255, 255, 255]]);
        assert!(parse_palette(&[0, 0x10]).is_err());
        assert!(parse_palette(&[0]).is_err());
    }
}
