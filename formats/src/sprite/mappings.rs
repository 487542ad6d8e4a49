//! Sprite mappings and dynamic pattern load cues, read from the disassemblies' macro text ([`super::asm`]),
//! and a frame composed into an RGBA image as the VDP draws sprites.
//!
//! Facts used (s2disasm `mappings/MapMacros.asm`, Sonic 2's format; the VDP's sprite table):
//! - A piece is `width` x `height` patterns (1–4 each), its top-left corner at (`xpos`, `ypos`) from the
//!   object's position; `ypos` is stored as a signed byte, `xpos` as a word. Its pattern word is
//!   priority << 15 | line << 13 | y-flip << 12 | x-flip << 11, plus the first pattern.
//! - A piece's patterns run down each column first, then across.
//! - A flipped piece mirrors its whole rectangle; an object flipped on screen mirrors each piece's position
//!   about its own position (x → −x − width) and toggles the piece's flip (s2disasm `DrawSprite_Loop`).
//! - Of overlapping pieces the first in the frame is in front.
//! - A DPLC entry is (tiles − 1) << 12 | offset: load `tiles` patterns from art pattern `offset`; a frame's
//!   entries are loaded one after the other, and its pieces number the patterns so loaded (s2disasm
//!   `LoadSonicDynPLC`).

use super::asm::{self, AsmError, Item};
use crate::art::{Pattern, PatternWord, RgbaImage};
use std::collections::HashMap;

/// One piece of a sprite frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpritePiece {
    /// Left edge relative to the object's x.
    pub x: i16,
    /// Top edge relative to the object's y.
    pub y: i8,
    /// Width in patterns (1–4).
    pub width: u8,
    /// Height in patterns (1–4).
    pub height: u8,
    /// The first pattern, line, flips and priority.
    pub word: PatternWord,
}

/// A frame: its pieces, front first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpriteFrame {
    pub pieces: Vec<SpritePiece>,
}

/// A mapping file's frames, in table order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpriteMappings {
    pub frames: Vec<SpriteFrame>,
}

/// One DPLC entry: load `count` patterns starting at art pattern `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DplcEntry {
    /// 1–16.
    pub count: u8,
    /// 0–4095.
    pub offset: u16,
}

/// A DPLC file's frames, in table order (parallel to the mappings' frames).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dplc {
    pub frames: Vec<Vec<DplcEntry>>,
}

impl SpritePiece {
    /// The piece the `spritePiece` macro's arguments make (each field masked as the macro masks it).
    pub fn from_args([x, y, w, h, tile, xflip, yflip, pal, pri]: [i64; 9]) -> Self {
        let flags = ((pri & 1) << 15) | ((pal & 3) << 13) | ((yflip & 1) << 12) | ((xflip & 1) << 11);
        SpritePiece {
            x: x as i16,
            y: (y & 0xFF) as u8 as i8,
            width: ((w - 1) & 3) as u8 + 1,
            height: ((h - 1) & 3) as u8 + 1,
            word: PatternWord(flags.wrapping_add(tile) as u16),
        }
    }
}

/// The most frames a mapping or DPLC table may list: the games' largest (Sonic's mappings) have a few hundred.
pub const MAX_FRAMES: usize = 1024;
/// The most pieces (or cues) one frame may have: the VDP draws 80 sprites a line, and no frame of the games
/// has more than about a hundred. A hostile file's 300,000-piece frame is refused instead of composed.
pub const MAX_PIECES: usize = 1024;

fn frames_of<T>(file: &asm::MacroFile, each: impl Fn(&Item) -> Option<T>) -> Result<Vec<Vec<T>>, AsmError> {
    if file.table.len() > MAX_FRAMES {
        let message = format!("the table lists {} frames; at most {MAX_FRAMES} are read", file.table.len());
        return Err(AsmError { line: 0, message });
    }
    file.table
        .iter()
        .map(|label| {
            // An entry pointing into a block (s1disasm `_maps/Spiked Pole Helix.asm`: `byte_7E2C+2`, "a nasty
            // hack to render the sprite invisible by pointing at a random 00 byte") is read as the empty frame
            // the game draws there.
            if let Some((base, offset)) = label.split_once('+')
                && file.blocks.contains_key(base.trim())
                && asm::eval(offset, &|_| None).is_ok_and(|n| n > 0)
            {
                return Ok(Vec::new());
            }
            let items = file.blocks.get(label).ok_or_else(|| AsmError {
                line: 0,
                message: format!("the table names '{label}', which has no block"),
            })?;
            if items.len() > MAX_PIECES {
                let message = format!("'{label}' has {} pieces; at most {MAX_PIECES} are read", items.len());
                return Err(AsmError { line: 0, message });
            }
            Ok(items.iter().filter_map(&each).collect())
        })
        .collect()
}

fn piece(item: &Item) -> Option<SpritePiece> {
    match item {
        Item::Piece(args) => Some(SpritePiece::from_args(*args)),
        Item::Dplc(_) => None,
    }
}

/// The data-line reading ([`asm::parse_data_labelled`]) of a file the macro reader refused with
/// `macro_error`. A file refused at a data line (`dc.w`, `dc.b`) is data lines: then the data reader's own error
/// is the one that says what is wrong (HCZ's `Map - Water Splash.asm` names a `Frame_237C86` it lacks); any
/// other file keeps the macro reader's error.
fn as_data(text: &str, macro_error: AsmError) -> Result<(Vec<u8>, HashMap<String, i64>), AsmError> {
    asm::parse_data_labelled(text)
        .map_err(|data_error| if macro_error.message.starts_with("'dc.") { data_error } else { macro_error })
}

/// Reads a mapping file (its first table's frames): the macros, or else data lines in Sonic 3 & Knuckles'
/// format ([`s3k_mappings`]); a file that is neither gets the macro reader's error (a data-line file with a
/// fault, the data reader's: [`as_data`]).
pub fn parse_mappings(text: &str) -> Result<SpriteMappings, AsmError> {
    let file = match asm::parse(text) {
        Ok(file) => file,
        Err(e) => {
            let (bytes, labels) = as_data(text, e)?;
            // The first table ends where the next label is (skdisasm's `Map - Bubbler.asm` has a second table
            // over the same frames right after the first), or where its first frame starts.
            let end = labels.values().filter_map(|&at| usize::try_from(at).ok()).filter(|&at| at > 0).min();
            return binary_mappings_until(&bytes, BinaryFormat::S3k, end)
                .map_err(|message| AsmError { line: 0, message });
        }
    };
    let frames = frames_of(&file, piece)?;
    Ok(SpriteMappings { frames: frames.into_iter().map(|pieces| SpriteFrame { pieces }).collect() })
}

/// The bytes of a data-line file from `label` on, and where the next label after it is (relative): a table of
/// a file that holds several (skdisasm `Map - Sonic.asm`'s `Map_SuperSonic_` after `Map_Sonic_`).
fn data_from_label(text: &str, label: &str) -> Result<(Vec<u8>, Option<usize>), AsmError> {
    let (bytes, labels) = asm::parse_data_labelled(text)?;
    let missing = || AsmError { line: 0, message: format!("no label '{label}'") };
    let at = labels.get(label).and_then(|&at| usize::try_from(at).ok()).ok_or_else(missing)?;
    let end = labels.values().filter_map(|&at| usize::try_from(at).ok()).filter(|&l| l > at).min();
    Ok((bytes.get(at..).ok_or_else(missing)?.to_vec(), end.map(|end| end - at)))
}

/// Reads the mapping table at `label` of a file of Sonic 3 & Knuckles' data lines (Super Sonic's frames:
/// `Map_SuperSonic_`, which s3.asm `loc_45D72` gives Angel Island's intro).
pub fn parse_mappings_table(text: &str, label: &str) -> Result<SpriteMappings, AsmError> {
    let (bytes, end) = data_from_label(text, label)?;
    binary_mappings_until(&bytes, BinaryFormat::S3k, end).map_err(|message| AsmError { line: 0, message })
}

/// Reads the DPLC table at `label` of a data-line file (Super Sonic's cues: `PLC_SuperSonic_`, which
/// `Sonic_Load_PLC` reads while `Super_Sonic_Knux_flag` is set).
pub fn parse_dplc_table(text: &str, label: &str) -> Result<Dplc, AsmError> {
    let (bytes, end) = data_from_label(text, label)?;
    data_dplc(&bytes, end).map_err(|message| AsmError { line: 0, message })
}

/// Sonic 3 & Knuckles' mapping bytes (skdisasm `Map_*`, SonLVL's `mapver=3`): a table of word offsets to the
/// frames (it ends where the first frame starts), each frame a word count of 6-byte pieces — y (signed byte),
/// size ((width − 1) << 2 | (height − 1)), pattern word, x (signed word).
pub fn s3k_mappings(bytes: &[u8]) -> Result<SpriteMappings, String> {
    binary_mappings(bytes, BinaryFormat::S3k)
}

/// The binary mapping formats (SonLVL's `MapFile type="Binary"`): a word offset table, then each frame's
/// piece count and pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryFormat {
    /// Sonic 1: a byte count; 5-byte pieces — y byte, size byte, pattern word, x byte (s1disasm
    /// `BuildSprites`; `SonLVL INI Files/Common/Invisible lava marker map.bin`).
    S1,
    /// Sonic 2: a word count; 8-byte pieces — y byte, size byte, pattern word, two-player pattern word, x word.
    S2,
    /// Sonic 3 & Knuckles: a word count; 6-byte pieces — y byte, size byte, pattern word, x word.
    S3k,
}

/// The big-endian word at byte `at` of a mappings or DPLC file, or why the file ends before it.
fn be_word(bytes: &[u8], at: usize) -> Result<usize, String> {
    bytes
        .get(at..at + 2)
        .map(|w| u16::from_be_bytes([w[0], w[1]]) as usize)
        .ok_or_else(|| format!("the data ends at byte {}, before byte {}", bytes.len(), at + 2))
}

/// Reads binary mappings in a game's format.
pub fn binary_mappings(bytes: &[u8], format: BinaryFormat) -> Result<SpriteMappings, String> {
    binary_mappings_until(bytes, format, None)
}

/// [`binary_mappings`] whose offset table ends at byte `end` at the latest.
fn binary_mappings_until(bytes: &[u8], format: BinaryFormat, end: Option<usize>) -> Result<SpriteMappings, String> {
    let word = |at: usize| be_word(bytes, at);
    let mut count = word(0)? / 2;
    if let Some(end) = end {
        count = count.min(end / 2);
    }
    let mut frames = Vec::new();
    let mut i = 0;
    while i < count {
        if i >= MAX_FRAMES {
            return Err(format!("the table lists over {MAX_FRAMES} frames"));
        }
        let at = word(i * 2)?;
        if at >= 2 {
            count = count.min(at / 2);
        }
        let (pieces, header, size) = match format {
            BinaryFormat::S1 => {
                let count = bytes.get(at).ok_or_else(|| format!("the data ends before frame {i}'s count"))?;
                (usize::from(*count), 1, 5)
            }
            BinaryFormat::S2 => (word(at)?, 2, 8),
            BinaryFormat::S3k => (word(at)?, 2, 6),
        };
        if pieces > MAX_PIECES {
            return Err(format!("frame {i} has {pieces} pieces; at most {MAX_PIECES} are read"));
        }
        let frame = (0..pieces)
            .map(|k| {
                let p = at + header + k * size;
                let b = bytes.get(p..p + size).ok_or_else(|| format!("frame {i}'s piece {k} runs past the data"))?;
                let x = match format {
                    BinaryFormat::S1 => i16::from(b[4] as i8),
                    BinaryFormat::S2 => i16::from_be_bytes([b[6], b[7]]),
                    BinaryFormat::S3k => i16::from_be_bytes([b[4], b[5]]),
                };
                Ok(SpritePiece {
                    y: b[0] as i8,
                    width: ((b[1] >> 2) & 3) + 1,
                    height: (b[1] & 3) + 1,
                    word: PatternWord(u16::from_be_bytes([b[2], b[3]])),
                    x,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        frames.push(SpriteFrame { pieces: frame });
        i += 1;
    }
    Ok(SpriteMappings { frames })
}

/// Reads the one frame at `label` of a larger source (s2.asm's inline mappings).
pub fn parse_frame_at(text: &str, label: &str) -> Result<SpriteFrame, AsmError> {
    let items = match asm::parse_block_at(text, label) {
        Ok(items) => items,
        Err(e) => {
            // Sonic 3 & Knuckles' data lines: the frame at the label's byte (skdisasm `Map - Spring.asm`'s
            // `word_237AC`, which only its second table names).
            let Ok((bytes, labels)) = asm::parse_data_labelled(text) else { return Err(e) };
            let Some(&at) = labels.get(label) else { return Err(e) };
            // A one-entry table pointing at the frame, then the frame's bytes.
            let mut one = vec![0, 2];
            one.extend(bytes.get(at as usize..).unwrap_or_default());
            return s3k_mappings(&one)
                .map_err(|message| AsmError { line: 0, message })?
                .frames
                .into_iter()
                .next()
                .ok_or_else(|| AsmError { line: 0, message: format!("no frame at '{label}'") });
        }
    };
    if items.len() > MAX_PIECES {
        return Err(AsmError {
            line: 0,
            message: format!("'{label}' has {} pieces; at most {MAX_PIECES} are read", items.len()),
        });
    }
    Ok(SpriteFrame { pieces: items.iter().filter_map(piece).collect() })
}

/// Reads a DPLC file (its first table's frames): the macros, or else data lines in either of Sonic 3 &
/// Knuckles' formats ([`data_dplc`]); a file that is neither gets the macro reader's error (a data-line file
/// with a fault, the data reader's: [`as_data`]).
pub fn parse_dplc(text: &str) -> Result<Dplc, AsmError> {
    let file = match asm::parse(text) {
        Ok(file) => file,
        Err(e) => {
            let (bytes, labels) = as_data(text, e)?;
            // The first table ends where the next label is (`DPLC - Sonic.asm` has Super Sonic's table right
            // after Sonic's), or where its first frame starts.
            let end = labels.values().filter_map(|&at| usize::try_from(at).ok()).filter(|&at| at > 0).min();
            return data_dplc(&bytes, end).map_err(|message| AsmError { line: 0, message });
        }
    };
    let frames = frames_of(&file, |item| match item {
        Item::Dplc([tiles, offset]) => {
            Some(DplcEntry { count: ((tiles - 1) & 0xF) as u8 + 1, offset: (offset & 0xFFF) as u16 })
        }
        Item::Piece(_) => None,
    })?;
    Ok(Dplc { frames })
}

/// DPLC bytes (skdisasm `General/Sprites/*/DPLC - *.asm`, `dc.w` lines): a table of word offsets to the
/// frames (it ends where the first frame starts), each frame a header word and a word per cue, in one of two
/// formats, told apart by how many cue words each frame has before the next ([`DplcFormat`]). The table ends at
/// byte `end` at the latest.
pub fn data_dplc(bytes: &[u8], end: Option<usize>) -> Result<Dplc, String> {
    let word = |at: usize| bytes.get(at..at + 2).map(|w| u16::from_be_bytes([w[0], w[1]]) as usize);
    // The frames' starts, in order: each frame's words run to the next start.
    let mut table = Vec::new();
    let mut count = (word(0).unwrap_or(0) / 2).min(end.map_or(usize::MAX, |end| end / 2));
    while table.len() < count.min(MAX_FRAMES) {
        let Some(at) = word(table.len() * 2) else { break };
        if at >= 2 {
            count = count.min(at / 2);
        }
        table.push(at);
    }
    let mut starts: Vec<usize> = table.iter().copied().filter(|&at| at >= count * 2).collect();
    starts.sort_unstable();
    starts.dedup();
    let (mut s3k, mut s2) = (0, 0);
    for pair in starts.windows(2) {
        let (Some(header), cues) = (word(pair[0]), (pair[1] - pair[0]) / 2 - 1) else { continue };
        s3k += usize::from(cues == header + 1);
        s2 += usize::from(cues == header);
    }
    dplc_bytes_until(bytes, if s2 > s3k { DplcFormat::S2 } else { DplcFormat::S3k }, end)
}

/// The two DPLC formats of Sonic 3 & Knuckles' data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DplcFormat {
    /// The player's (skdisasm `DPLC - Sonic.asm`, `Sonic_Load_PLC`: `move.w (a2)+,d5` / `subq.w #1,d5`): a
    /// count of cues, each `(patterns − 1) << 12 | offset` (`lsr.w #8` / `andi.w #$F0`, `andi.w #$FFF`).
    S2,
    /// The objects' (s3.asm `Perform_DPLC`: `dbf d5`): cues − 1, each `offset << 4 | (patterns − 1)`
    /// (`andi.w #$FFF0`, `andi.w #$F` / `addq.w #1`).
    S3k,
}

/// Reads DPLC bytes in a format: the table of word offsets (it ends where the first frame starts), then each
/// frame's header and cues.
pub fn dplc_bytes(bytes: &[u8], format: DplcFormat) -> Result<Dplc, String> {
    dplc_bytes_until(bytes, format, None)
}

/// [`dplc_bytes`] whose table ends at byte `end` at the latest.
fn dplc_bytes_until(bytes: &[u8], format: DplcFormat, end: Option<usize>) -> Result<Dplc, String> {
    let word = |at: usize| be_word(bytes, at);
    let mut count = (word(0)? / 2).min(end.map_or(usize::MAX, |end| end / 2));
    let mut frames = Vec::new();
    let mut i = 0;
    while i < count {
        if i >= MAX_FRAMES {
            return Err(format!("the table lists over {MAX_FRAMES} frames"));
        }
        let at = word(i * 2)?;
        if at >= 2 {
            count = count.min(at / 2);
        }
        let cues = match format {
            DplcFormat::S2 => word(at)?,
            DplcFormat::S3k => word(at)? + 1,
        };
        if cues > MAX_PIECES {
            return Err(format!("frame {i} has {cues} cues; at most {MAX_PIECES} are read"));
        }
        let frame = (0..cues)
            .map(|k| {
                let cue = word(at + 2 + k * 2).map_err(|_| format!("frame {i}'s cue {k} runs past the data"))?;
                Ok(match format {
                    DplcFormat::S2 => DplcEntry { count: (cue >> 12) as u8 + 1, offset: (cue & 0xFFF) as u16 },
                    DplcFormat::S3k => DplcEntry { count: (cue & 0xF) as u8 + 1, offset: (cue >> 4) as u16 },
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        frames.push(frame);
        i += 1;
    }
    Ok(Dplc { frames })
}

/// The patterns a DPLC frame loads, in load order (patterns beyond `art` are left out).
pub fn dplc_patterns(art: &[Pattern], entries: &[DplcEntry]) -> Vec<Pattern> {
    entries
        .iter()
        .flat_map(|e| (0..e.count as usize).filter_map(move |i| art.get(e.offset as usize + i).copied()))
        .collect()
}

/// A composed sprite frame: its image and where its top-left pixel lies relative to the object's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpriteImage {
    pub image: RgbaImage,
    pub left: i32,
    pub top: i32,
}

/// The widest and tallest sprite composed (px): the Mega Drive's sprite plane is 512 x 512, and no object of
/// the games draws itself wider than a few screens; a hostile definition asking for more (a piece at x 32767
/// and another at −32768, an offset of a billion pixels) gets no sprite instead of gigabytes.
pub const MAX_SPRITE_SIDE: usize = 4096;

impl SpriteFrame {
    /// The frame's bounding box (left, top, right, bottom; right and bottom exclusive) drawn with the
    /// object's flips; None when it has no pieces.
    pub fn bounds(&self, x_flip: bool, y_flip: bool) -> Option<(i32, i32, i32, i32)> {
        self.pieces.iter().map(|p| placed(p, x_flip, y_flip).0).fold(None, |acc, (l, t, r, b)| {
            Some(match acc {
                None => (l, t, r, b),
                Some((l0, t0, r0, b0)) => (l0.min(l), t0.min(t), r0.max(r), b0.max(b)),
            })
        })
    }

    /// Composes the frame: pattern `n` of a piece is `patterns[n]`; palette line = the piece's line plus
    /// `line_add` (SonLVL's `pal=` / `startpal`), modulo 4; `palette` is the level's 64 colours (colour 0
    /// of every line transparent). Pieces whose patterns are missing draw what they have.
    pub fn compose(
        &self,
        patterns: &[Pattern],
        palette: &[[u8; 4]; 64],
        line_add: u8,
        x_flip: bool,
        y_flip: bool,
    ) -> Option<SpriteImage> {
        let (left, top, right, bottom) = self.bounds(x_flip, y_flip)?;
        let (w, h) = ((right - left) as usize, (bottom - top) as usize);
        if w > MAX_SPRITE_SIDE || h > MAX_SPRITE_SIDE {
            return None;
        }
        let mut image = RgbaImage::new(w, h);
        // Back to front, so the first piece ends up in front.
        for piece in self.pieces.iter().rev() {
            let ((l, t, _, _), fx, fy) = placed(piece, x_flip, y_flip);
            let line = (piece.word.line() + line_add as usize) & 3;
            let (pw, ph) = (piece.width as usize * 8, piece.height as usize * 8);
            for py in 0..ph {
                let sy = if fy { ph - 1 - py } else { py };
                for px in 0..pw {
                    let sx = if fx { pw - 1 - px } else { px };
                    // Column-major pattern order inside the piece.
                    let n = piece.word.pattern() + (sx / 8) * piece.height as usize + sy / 8;
                    let Some(pattern) = patterns.get(n) else { continue };
                    let index = pattern[(sy % 8) * 8 + sx % 8] as usize;
                    if index == 0 {
                        continue;
                    }
                    let (ox, oy) = ((l - left) as usize + px, (t - top) as usize + py);
                    image.pixels[oy * w + ox] = palette[line * 16 + index];
                }
            }
        }
        Some(SpriteImage { image, left, top })
    }
}

/// A piece's rectangle (left, top, right, bottom) and its effective flips under the object's flips.
fn placed(p: &SpritePiece, x_flip: bool, y_flip: bool) -> ((i32, i32, i32, i32), bool, bool) {
    let (w, h) = (p.width as i32 * 8, p.height as i32 * 8);
    let x = if x_flip { -(p.x as i32) - w } else { p.x as i32 };
    let y = if y_flip { -(p.y as i32) - h } else { p.y as i32 };
    ((x, y, x + w, y + h), p.word.x_flip() ^ x_flip, p.word.y_flip() ^ y_flip)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// A data-line mapping file naming a frame label it lacks (skdisasm HCZ `Map - Water Splash.asm`'s
    /// `Frame_237C86`) is refused with the data reader's error, naming the label and its line, not the macro
    /// reader's "'dc.w' is not a mapping or DPLC macro"; a file of neither kind keeps the macro reader's error.
    #[test]
    fn a_data_file_with_a_missing_label_says_so() {
        let text = "Map_:\n\t\tdc.w Frame_1-Map_\n\t\tdc.w Frame_2-Map_\nFrame_1:\tdc.w 0\n";
        let e = parse_mappings(text).expect_err("Frame_2 is missing");
        assert!(e.message.contains("Frame_2") && e.line == 3, "{e:?}");
        let e = parse_mappings("\tfoo 1\n").expect_err("not mappings");
        assert!(e.message.contains("'foo' is not a mapping or DPLC macro"), "{e:?}");
    }

    #[test]
    fn huge_tables_and_frames_are_refused_not_composed() {
        // 200,000 entries naming one frame used to copy it 200,000 times.
        let entries = "\tmappingsTableEntry.w\t.f\n".repeat(MAX_FRAMES + 1);
        let text = format!(
            ".t:\tmappingsTable\n{entries}.f:\tspriteHeader\n\tspritePiece\t0, 0, 1, 1, 0, 0, 0, 0, 0\n.f_End\n"
        );
        let e = parse_mappings(&text).unwrap_err();
        assert_eq!(e.message, "the table lists 1025 frames; at most 1024 are read");
        let pieces = "\tspritePiece\t0, 0, 1, 1, 0, 0, 0, 0, 0\n".repeat(MAX_PIECES + 1);
        let text = format!(".t:\tmappingsTable\n\tmappingsTableEntry.w\t.f\n.f:\tspriteHeader\n{pieces}.f_End\n");
        assert_eq!(parse_mappings(&text).unwrap_err().message, "'.f' has 1025 pieces; at most 1024 are read");
        let fine = format!(
            ".t:\tmappingsTable\n\tmappingsTableEntry.w\t.f\n.f:\tspriteHeader\n{}.f_End\n",
            "\tspritePiece\t0, 0, 1, 1, 0, 0, 0, 0, 0\n".repeat(MAX_PIECES)
        );
        assert_eq!(parse_mappings(&fine).unwrap().frames[0].pieces.len(), MAX_PIECES);
    }

    #[test]
    fn pieces_mask_as_the_macro_does() {
        let p = SpritePiece::from_args([-8, -0xB, 2, 2, 0x24, 0, 0, 1, 0]);
        assert_eq!((p.x, p.y, p.width, p.height), (-8, -11, 2, 2));
        assert_eq!(p.word, PatternWord(0x2024));
        let q = SpritePiece::from_args([0, 0x80, 5, 0, 0x7FF, 1, 1, 3, 1]);
        assert_eq!((q.y, q.width, q.height), (-128, 1, 4));
        assert_eq!(q.word, PatternWord(0xF800 | 0x7FF));
    }

    #[test]
    fn compose_places_columns_first_and_flips() {
        // One 2x1 piece at (-8, -4): pattern 0 (all colour 1) left, pattern 1 (colour 2) right.
        let frame = SpriteFrame { pieces: vec![SpritePiece::from_args([-8, -4, 2, 1, 0, 0, 0, 0, 0])] };
        let mut palette = [[0u8; 4]; 64];
        for (i, c) in palette.iter_mut().enumerate() {
            *c = [i as u8, 0, 0, 255];
        }
        let pats = [[1u8; 64], [2u8; 64]];
        let img = frame.compose(&pats, &palette, 1, false, false).unwrap();
        assert_eq!((img.left, img.top, img.image.width, img.image.height), (-8, -4, 16, 8));
        assert_eq!(img.image.get(0, 0), [17, 0, 0, 255], "line 0 + 1");
        assert_eq!(img.image.get(15, 0), [18, 0, 0, 255]);
        let flipped = frame.compose(&pats, &palette, 0, true, false).unwrap();
        assert_eq!((flipped.left, flipped.image.get(0, 0)), (-8, [2, 0, 0, 255]));
        // 1x2 piece: the second pattern is below the first.
        let tall = SpriteFrame { pieces: vec![SpritePiece::from_args([0, 0, 1, 2, 0, 0, 0, 0, 0])] };
        assert_eq!(tall.compose(&pats, &palette, 0, false, false).unwrap().image.get(0, 8), [2, 0, 0, 255]);
        assert_eq!(SpriteFrame::default().compose(&pats, &palette, 0, false, false), None);
    }

    #[test]
    fn sonic3k_data_mappings_are_read() {
        let text =
            "Map_X:\n\tdc.w f0-Map_X\n\tdc.w f1-Map_X\nf0:\tdc.w 1\n\tdc.b $F8, 5, 0, 4, $FF, $F8\nf1:\tdc.w 0\n";
        let m = parse_mappings(text).unwrap();
        assert_eq!(m.frames.len(), 2);
        let p = m.frames[0].pieces[0];
        assert_eq!((p.x, p.y, p.width, p.height, p.word.0), (-8, -8, 2, 2, 4));
        assert!(m.frames[1].pieces.is_empty());
        assert!(parse_mappings("\tdc.w 4\n").is_err());
        assert!(parse_mappings("\tmove.w d0,d1\n").is_err());
    }

    /// skdisasm's `DPLC - Bubbles Badnik.asm`'s first frames: `dc.w 1` (two cues), `$000B` (12 patterns from
    /// 0), `$00C2` (3 from $C); `dc.w 0`, `$00FB` (12 from $F).
    #[test]
    fn s3k_dplc_data_lines() {
        let text = "DPLC_B_:\n\t\tdc.w F1-DPLC_B_\n\t\tdc.w F2-DPLC_B_\nF1:\tdc.w 1\n\t\tdc.w $000B\n\t\tdc.w $00C2\nF2:\tdc.w 0\n\t\tdc.w $00FB\n";
        let d = parse_dplc(text).unwrap();
        assert_eq!(
            d.frames,
            vec![
                vec![DplcEntry { count: 12, offset: 0 }, DplcEntry { count: 3, offset: 0xC }],
                vec![DplcEntry { count: 12, offset: 0xF }],
            ]
        );
    }

    /// skdisasm's `DPLC - Sonic.asm` (`Sonic_Load_PLC`'s format): `dc.w 0` (nothing), `dc.w 3` and three cues
    /// `(patterns − 1) << 12 | offset`.
    #[test]
    fn s2_format_dplc_data_lines() {
        let text = "PLC_S_:\n\t\tdc.w F1-PLC_S_\n\t\tdc.w F2-PLC_S_\nF1:\tdc.w 0\nF2:\tdc.w 3\n\t\tdc.w $5000\n\t\tdc.w $2006\n\t\tdc.w $0009\n";
        let d = parse_dplc(text).unwrap();
        let e = |count, offset| DplcEntry { count, offset };
        assert_eq!(d.frames, vec![vec![], vec![e(6, 0), e(3, 6), e(1, 9)]]);
    }

    #[test]
    fn dplc_entries_load_in_order() {
        let d = parse_dplc(".t:\tmappingsTable\n\tmappingsTableEntry.w\t.f\n.f:\tdplcHeader\n\tdplcEntry\t4, 0\n\tdplcEntry\t$10, $E\n.f_End\n").unwrap();
        assert_eq!(d.frames, vec![vec![DplcEntry { count: 4, offset: 0 }, DplcEntry { count: 16, offset: 14 }]]);
        let art: Vec<Pattern> = (0..40u8).map(|i| [i; 64]).collect();
        let loaded = dplc_patterns(&art, &d.frames[0]);
        assert_eq!((loaded.len(), loaded[4][0], loaded[19][0]), (20, 14, 29));
    }
}
