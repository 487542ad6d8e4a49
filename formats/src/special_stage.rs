//! Sonic 1's rotating-maze special stages (SPG "Special Stages: Rotating Maze"): the layout grid of block ids
//! as the game stores it, the start position, and the files they come from.
//!
//! As the game loads a stage (s1disasm `sonic.asm` `SS_Load` / `SS_LoadData`):
//!
//! - The layout `sslayout/N.eni` is Enigma-compressed ([`crate::import::enigma`]); `EniDec` writes 0x800
//!   words = 0x1000 bytes, one byte per block, 0x40 rows of 0x40 blocks (each word's high byte first).
//!   `SS_LoadData` then copies it row by row into `v_ssblockbuffer` (`v_ssbuffer1 + $1020`) with a row stride
//!   of 0x80, so the 64×64 layout sits at rows and columns 0x20..0x60 of a 128×128 grid whose rest is 0.
//!   Each block is 24×24 px.
//! - The start position is `SS_StartLoc` (`_inc/Start Location Array - Special Stages.asm`), the files
//!   `startpos/ssN.bin`: two big-endian words, X then Y, written to the player's `obX`/`obY`.
//! - The Japanese revision (REV01) has its own layouts for stages 5 and 6 (`5 (JP1).eni`, `6 (JP1).eni`);
//!   SonLVL's special-stage project `S1SSEdit.ini` lists all eight with the start position files.
//!
//! Block ids ([`SsBlock`]) follow `SS_MapIndex` (`_inc/Special Stage Mappings & VRAM Pointers.asm`, copied to
//! `v_ssblocktypes + 8`, so its first entry is id 1) and what `Obj09` does with each (`_incObj/09 Sonic in
//! Special Stage.asm`). Ids the game has no mapping for are kept as [`SsBlock::Other`]: `5.eni` and `6.eni`
//! hold 0xFF blocks (solid and never drawn).
//!
//! The RON form ([`SpecialStage`]) holds the grid as 64 rows of 64 two-digit hex ids.

use crate::import::enigma::{self, EnigmaError};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Blocks in a layout row (and rows in a layout): 0x40.
pub const SIZE: usize = 0x40;
/// Bytes in a layout: 0x1000, what `SS_LoadData` copies.
pub const LAYOUT_BYTES: usize = SIZE * SIZE;
/// Row stride of the game's block buffer `v_ssbuffer1` (0x80 blocks a row, 0x80 rows).
pub const BUFFER_STRIDE: usize = 0x80;
/// Row and column of the buffer where the layout's first block lies (`v_ssblockbuffer = v_ssbuffer1 + $1020`).
pub const BUFFER_ORIGIN: usize = 0x20;
/// Size of a block in pixels.
pub const BLOCK_PIXELS: u16 = 24;
/// The RON form's version.
pub const CURRENT_VERSION: u32 = 1;

/// What a block id is, as `SS_MapIndex` draws it and `Obj09` treats it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SsBlock {
    /// 0: nothing.
    Empty,
    /// 0x01–0x24: a wall; `colour` is the palette line (0–3, nine ids each), `index` 0–8 within the colour.
    Wall { colour: u8, index: u8 },
    /// 0x25: a bumper (bounces the player away at 0x700).
    Bumper,
    /// 0x26: the "W" block (solid, no effect).
    WBlock,
    /// 0x27: GOAL: touching it ends the stage.
    Goal,
    /// 0x28: 1-up (not solid; collected).
    ExtraLife,
    /// 0x29: UP: doubles the rotation speed and turns into DOWN.
    Up,
    /// 0x2A: DOWN: halves the rotation speed and turns into UP.
    Down,
    /// 0x2B: R: reverses the rotation.
    Reverse,
    /// 0x2C: the red and white block (solid; ghost blocks become it).
    RedWhite,
    /// 0x2D–0x30: a glass block, `hits` 0–3 times touched; the fourth touch breaks it.
    Glass { hits: u8 },
    /// 0x31: R's flashing frame while it animates after a touch (solid, no effect).
    ReverseFlash,
    /// 0x32, 0x33: a bumper's two frames while it animates after a bounce (solid, no bounce).
    BumperHit { frame: u8 },
    /// 0x34–0x39: the zone blocks 1–6 (solid).
    Zone { zone: u8 },
    /// 0x3A: a ring (not solid; collected).
    Ring,
    /// 0x3B–0x40: a Chaos Emerald, `emerald` 0–5 (the number `v_emldlist` records).
    Emerald { emerald: u8 },
    /// 0x41: a ghost block (not solid until the player has passed it and touched a [`SsBlock::GhostSwitch`]).
    Ghost,
    /// 0x42–0x45: a collected ring's sparkle frames.
    RingSparkle { frame: u8 },
    /// 0x46–0x49: a collected 1-up's or emerald's sparkle frames.
    Sparkle { frame: u8 },
    /// 0x4A: the switch behind ghost blocks (not solid).
    GhostSwitch,
    /// 0x4B–0x4E: a glass block's frames while it animates after a touch (solid, no effect).
    GlassHit { frame: u8 },
    /// Any other id (solid when 0x4F and above, never drawn): kept as it is.
    Other(u8),
}

impl SsBlock {
    /// The block an id stands for.
    pub const fn from_id(id: u8) -> SsBlock {
        match id {
            0 => SsBlock::Empty,
            0x01..=0x24 => SsBlock::Wall { colour: (id - 1) / 9, index: (id - 1) % 9 },
            0x25 => SsBlock::Bumper,
            0x26 => SsBlock::WBlock,
            0x27 => SsBlock::Goal,
            0x28 => SsBlock::ExtraLife,
            0x29 => SsBlock::Up,
            0x2A => SsBlock::Down,
            0x2B => SsBlock::Reverse,
            0x2C => SsBlock::RedWhite,
            0x2D..=0x30 => SsBlock::Glass { hits: id - 0x2D },
            0x31 => SsBlock::ReverseFlash,
            0x32 | 0x33 => SsBlock::BumperHit { frame: id - 0x32 },
            0x34..=0x39 => SsBlock::Zone { zone: id - 0x33 },
            0x3A => SsBlock::Ring,
            0x3B..=0x40 => SsBlock::Emerald { emerald: id - 0x3B },
            0x41 => SsBlock::Ghost,
            0x42..=0x45 => SsBlock::RingSparkle { frame: id - 0x42 },
            0x46..=0x49 => SsBlock::Sparkle { frame: id - 0x46 },
            0x4A => SsBlock::GhostSwitch,
            0x4B..=0x4E => SsBlock::GlassHit { frame: id - 0x4B },
            _ => SsBlock::Other(id),
        }
    }

    /// The id of a block: the inverse of [`SsBlock::from_id`] (out-of-range fields are masked into range).
    pub const fn id(self) -> u8 {
        match self {
            SsBlock::Empty => 0,
            SsBlock::Wall { colour, index } => 1 + (colour % 4) * 9 + index % 9,
            SsBlock::Bumper => 0x25,
            SsBlock::WBlock => 0x26,
            SsBlock::Goal => 0x27,
            SsBlock::ExtraLife => 0x28,
            SsBlock::Up => 0x29,
            SsBlock::Down => 0x2A,
            SsBlock::Reverse => 0x2B,
            SsBlock::RedWhite => 0x2C,
            SsBlock::Glass { hits } => 0x2D + hits % 4,
            SsBlock::ReverseFlash => 0x31,
            SsBlock::BumperHit { frame } => 0x32 + frame % 2,
            SsBlock::Zone { zone } => 0x34 + (zone.wrapping_sub(1)) % 6,
            SsBlock::Ring => 0x3A,
            SsBlock::Emerald { emerald } => 0x3B + emerald % 6,
            SsBlock::Ghost => 0x41,
            SsBlock::RingSparkle { frame } => 0x42 + frame % 4,
            SsBlock::Sparkle { frame } => 0x46 + frame % 4,
            SsBlock::GhostSwitch => 0x4A,
            SsBlock::GlassHit { frame } => 0x4B + frame % 4,
            SsBlock::Other(id) => id,
        }
    }

    /// Whether the player's collision stops at the id (`Obj09` `sub_1BD30`): everything but 0, the 1-up
    /// (0x28) and 0x3A–0x4A (rings, emeralds, ghost blocks, sparkles, the ghost switch).
    pub const fn is_solid_id(id: u8) -> bool {
        !(id == 0 || id == 0x28 || (id >= 0x3A && id < 0x4B))
    }
}

/// The player's start position, in the pixels of the player's `obX`/`obY`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SsStart {
    pub x: u16,
    pub y: u16,
}

/// One special stage: its 64×64 layout of block ids and the start position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialStage {
    /// The RON form's version ([`CURRENT_VERSION`]).
    pub version: u32,
    pub start: SsStart,
    /// [`LAYOUT_BYTES`] block ids, row by row: as the game's decompressed layout.
    #[serde(with = "hex_rows")]
    pub layout: Vec<u8>,
}

/// Why a special stage could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpecialStageError {
    #[error("special stage layout: {0}")]
    Enigma(#[from] EnigmaError),
    #[error("special stage layout decodes to {words} words, not {expected}", expected = LAYOUT_BYTES / 2)]
    LayoutSize { words: usize },
    #[error("special stage start position is {len} bytes, not 4")]
    StartSize { len: usize },
    #[error("special stage {stage} does not exist (1–6)")]
    NoStage { stage: u8 },
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    #[error("special stage file version {found} is newer than this program understands (up to {supported})")]
    UnsupportedVersion { found: u32, supported: u32 },
    #[error("special stage layout has {len} blocks, not {expected}", expected = LAYOUT_BYTES)]
    GridSize { len: usize },
}

impl SpecialStage {
    /// A stage from a layout file's bytes (Enigma) and a start position file's bytes.
    pub fn from_files(layout_eni: &[u8], start: &[u8]) -> Result<SpecialStage, SpecialStageError> {
        Ok(SpecialStage { version: CURRENT_VERSION, start: read_start(start)?, layout: read_layout(layout_eni)? })
    }

    /// The layout file (Enigma) and the start position file, as [`SpecialStage::from_files`] reads them. The
    /// layout is compressed as Sega's compressor did ([`enigma::compress_like_original`]): the disassembly's
    /// eight layouts come back byte for byte.
    pub fn to_files(&self) -> (Vec<u8>, [u8; 4]) {
        (write_layout(&self.layout), write_start(self.start))
    }

    /// The id at a layout row and column (0 outside the layout).
    pub fn id(&self, row: usize, column: usize) -> u8 {
        if row < SIZE && column < SIZE { self.layout.get(row * SIZE + column).copied().unwrap_or(0) } else { 0 }
    }

    /// The block at a layout row and column.
    pub fn block(&self, row: usize, column: usize) -> SsBlock {
        SsBlock::from_id(self.id(row, column))
    }

    /// Checks what serde cannot: the version and the grid's size.
    pub fn check(&self) -> Result<(), SpecialStageError> {
        if self.version > CURRENT_VERSION {
            return Err(SpecialStageError::UnsupportedVersion { found: self.version, supported: CURRENT_VERSION });
        }
        if self.layout.len() != LAYOUT_BYTES {
            return Err(SpecialStageError::GridSize { len: self.layout.len() });
        }
        Ok(())
    }

    /// Reads the RON form, checked.
    pub fn from_ron(text: &str) -> Result<SpecialStage, String> {
        let stage: SpecialStage = ron::from_str(text).map_err(|e| e.to_string())?;
        stage.check().map_err(|e| e.to_string())?;
        Ok(stage)
    }

    /// The RON form.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().new_line("\n".to_string());
        let mut text = ron::ser::to_string_pretty(self, config).unwrap_or_default();
        text.push('\n');
        text
    }
}

/// Decompresses a layout file: exactly 0x800 words, high byte first.
pub fn read_layout(eni: &[u8]) -> Result<Vec<u8>, SpecialStageError> {
    let words = match enigma::decompress_with_limit(eni, LAYOUT_BYTES / 2) {
        Ok(words) => words,
        Err(EnigmaError::TooLarge { .. }) => return Err(SpecialStageError::LayoutSize { words: LAYOUT_BYTES / 2 + 1 }),
        Err(e) => return Err(e.into()),
    };
    if words.len() != LAYOUT_BYTES / 2 {
        return Err(SpecialStageError::LayoutSize { words: words.len() });
    }
    Ok(words.iter().flat_map(|w| w.to_be_bytes()).collect())
}

/// Compresses a layout (padded with 0 or cut to [`LAYOUT_BYTES`]) as Enigma, as Sega's compressor did
/// ([`enigma::compress_like_original`]).
pub fn write_layout(layout: &[u8]) -> Vec<u8> {
    let mut bytes = layout.to_vec();
    bytes.resize(LAYOUT_BYTES, 0);
    let words: Vec<u16> = bytes.chunks_exact(2).map(|p| u16::from_be_bytes([p[0], p[1]])).collect();
    enigma::compress_like_original(&words)
}

/// Reads a start position file: X and Y, big-endian words.
pub fn read_start(bytes: &[u8]) -> Result<SsStart, SpecialStageError> {
    match bytes {
        &[x0, x1, y0, y1] => Ok(SsStart { x: u16::from_be_bytes([x0, x1]), y: u16::from_be_bytes([y0, y1]) }),
        _ => Err(SpecialStageError::StartSize { len: bytes.len() }),
    }
}

/// Writes a start position file.
pub fn write_start(start: SsStart) -> [u8; 4] {
    let [x0, x1] = start.x.to_be_bytes();
    let [y0, y1] = start.y.to_be_bytes();
    [x0, x1, y0, y1]
}

/// Which of the disassembly's special stages: 1–6, and the Japanese revision's layout for 5 and 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StageId {
    pub stage: u8,
    pub jp1: bool,
}

impl StageId {
    /// All eight layouts `S1SSEdit.ini` lists, in its order.
    pub const ALL: [StageId; 8] = [
        StageId { stage: 1, jp1: false },
        StageId { stage: 2, jp1: false },
        StageId { stage: 3, jp1: false },
        StageId { stage: 4, jp1: false },
        StageId { stage: 5, jp1: false },
        StageId { stage: 5, jp1: true },
        StageId { stage: 6, jp1: false },
        StageId { stage: 6, jp1: true },
    ];

    /// The layout file inside the disassembly: `sslayout/N.eni` or `sslayout/N (JP1).eni`.
    pub fn layout_path(self) -> PathBuf {
        let jp = if self.jp1 { " (JP1)" } else { "" };
        PathBuf::from(format!("sslayout/{}{jp}.eni", self.stage))
    }

    /// The start position file inside the disassembly: `startpos/ssN.bin` (shared by both revisions).
    pub fn start_path(self) -> PathBuf {
        PathBuf::from(format!("startpos/ss{}.bin", self.stage))
    }
}

/// Reads one stage from a disassembly folder (s1disasm: `sslayout/`, `startpos/`).
pub fn read_from_disassembly(dir: &Path, id: StageId) -> Result<SpecialStage, SpecialStageError> {
    if !(1..=6).contains(&id.stage) || (id.jp1 && id.stage < 5) {
        return Err(SpecialStageError::NoStage { stage: id.stage });
    }
    let read = |path: PathBuf| {
        let path = dir.join(path);
        crate::read::read_bounded(&path, 0x10000, "special stage file")
            .map_err(|e| SpecialStageError::Io { path: path.display().to_string(), message: e.to_string() })
    };
    SpecialStage::from_files(&read(id.layout_path())?, &read(id.start_path())?)
}

/// The grid as 64 strings of 64 space-separated two-digit hex ids.
mod hex_rows {
    use super::SIZE;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(layout: &[u8], s: S) -> Result<S::Ok, S::Error> {
        let rows: Vec<String> = layout
            .chunks(SIZE)
            .map(|row| row.iter().map(|b| format!("{b:02X}")).collect::<Vec<_>>().join(" "))
            .collect();
        s.collect_seq(rows)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u8>, D::Error> {
        let rows = Vec::<String>::deserialize(d)?;
        let mut out = Vec::with_capacity(SIZE * SIZE);
        for (r, row) in rows.iter().enumerate() {
            let before = out.len();
            for cell in row.split_whitespace() {
                let id = u8::from_str_radix(cell, 16)
                    .map_err(|_| D::Error::custom(format!("row {r}: `{cell}` is not a two-digit hex id")))?;
                out.push(id);
            }
            if out.len() - before != SIZE {
                return Err(D::Error::custom(format!("row {r} has {} ids, not {SIZE}", out.len() - before)));
            }
        }
        Ok(out)
    }
}
