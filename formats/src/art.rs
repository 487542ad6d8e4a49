//! Level art: the 8x8 patterns, 16x16 block mappings and palette a level is drawn with, composed into RGBA
//! images of blocks and chunks (as the Mega Drive's VDP draws the foreground plane).
//!
//! A level file holds only its own edits of the art ([`crate::art_edits`]): [`ArtSource`] names where the rest
//! is (a SonLVL project and section, or a PNG tileset), by a path relative to the level file's folder, and
//! [`load`] reads it and applies the edits. When the source is missing or broken the level still opens: the
//! caller shows the [`ArtError`] and draws collision only.
//!
//! Facts used (SPG "Solid Terrain" for blocks and chunks; the VDP as s2disasm's `Draw_FG` feeds it):
//! - A pattern is 8x8 pixels of 4 bits, 32 bytes, rows top first, the left pixel in each byte's high nibble.
//! - A 16x16 block mapping is 4 big-endian pattern words (top-left, top-right, bottom-left, bottom-right);
//!   a word is bit 15 priority, bits 13–14 palette line, bit 12 vertical flip, bit 11 horizontal flip,
//!   bits 0–10 the pattern index.
//! - A chunk word's flips (`Block::x_flip`, `y_flip`) mirror the whole block: its patterns swap places and
//!   each pattern's own flip toggles.
//! - Pixel value 0 is transparent in every palette line (see [`crate::import::palette`]).

use crate::art_edits::ArtEdits;
use crate::chunk::{Block, Chunk, ChunkSize};
use crate::import::palette::{self, LINE_COLOURS, LINES};
use crate::import::sonlvl::{Project, lookup};
use crate::import::{enigma, kosinski, nemesis, read_limited};
use crate::level::Level;
use std::path::{Path, PathBuf};

/// Bytes of one 8x8 pattern (4 bits per pixel).
pub const PATTERN_BYTES: usize = 32;
/// Bytes of one 16x16 block mapping (four pattern words).
pub const BLOCK_MAPPING_BYTES: usize = 8;
pub use crate::limits::{MAX_BLOCKS, MAX_PATTERNS, PALETTE_COLOURS};
const _: () = assert!(PALETTE_COLOURS == LINES * LINE_COLOURS);

pub use crate::level::ArtSource;

/// One 8x8 pattern: a palette index (0–15) per pixel, rows top first.
pub type Pattern = [u8; 64];

/// A pattern word of a block mapping (see the module documentation for its bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PatternWord(pub u16);

impl PatternWord {
    /// Drawn in the high-priority plane (over low-priority sprites and the low plane).
    pub const fn priority(self) -> bool {
        self.0 & 0x8000 != 0
    }
    /// The palette line (0–3).
    pub const fn line(self) -> usize {
        (self.0 >> 13) as usize & 3
    }
    pub const fn y_flip(self) -> bool {
        self.0 & 0x1000 != 0
    }
    pub const fn x_flip(self) -> bool {
        self.0 & 0x0800 != 0
    }
    /// The pattern index (0–2047).
    pub const fn pattern(self) -> usize {
        (self.0 & 0x07FF) as usize
    }
}

/// Which priority plane to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Plane {
    /// Patterns whose word has priority 0: drawn under the player.
    Low,
    /// Patterns whose word has priority 1: drawn over the player (and low-priority sprites).
    High,
    /// Both, as one image.
    Both,
}

impl Plane {
    const fn shows(self, word: PatternWord) -> bool {
        match self {
            Plane::Low => !word.priority(),
            Plane::High => word.priority(),
            Plane::Both => true,
        }
    }
}

pub use crate::png_io::RgbaImage;

/// Where a block's art comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Blocks {
    /// Pattern art: mappings into `patterns`, coloured by `palette`.
    Mapped { patterns: Vec<Pattern>, mappings: Vec<[PatternWord; 4]>, palette: Box<[[u8; 4]; PALETTE_COLOURS]> },
    /// Ready 16x16 RGBA blocks (a PNG tileset). Every pixel counts as the low plane.
    Rgba(Vec<[[u8; 4]; 256]>),
}

/// A level's art, ready to compose blocks and chunks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelArt {
    blocks: Blocks,
}

impl LevelArt {
    /// Pattern art. `palette` colour 0 of each line is made transparent.
    pub fn from_patterns(
        patterns: Vec<Pattern>,
        mappings: Vec<[PatternWord; 4]>,
        colours: &[[u8; 3]; PALETTE_COLOURS],
    ) -> Self {
        let mut palette = [[0u8; 4]; PALETTE_COLOURS];
        for (i, (out, [r, g, b])) in palette.iter_mut().zip(colours).enumerate() {
            *out = [*r, *g, *b, if palette::is_transparent(i) { 0 } else { 255 }];
        }
        LevelArt { blocks: Blocks::Mapped { patterns, mappings, palette: Box::new(palette) } }
    }

    /// Ready-made 16x16 RGBA blocks (row-major pixels each).
    pub fn from_rgba_blocks(blocks: Vec<[[u8; 4]; 256]>) -> Self {
        LevelArt { blocks: Blocks::Rgba(blocks) }
    }

    /// Number of 16x16 blocks the art defines.
    pub fn block_count(&self) -> usize {
        match &self.blocks {
            Blocks::Mapped { mappings, .. } => mappings.len(),
            Blocks::Rgba(b) => b.len(),
        }
    }

    /// Number of 8x8 patterns (0 for RGBA art).
    pub fn pattern_count(&self) -> usize {
        match &self.blocks {
            Blocks::Mapped { patterns, .. } => patterns.len(),
            Blocks::Rgba(_) => 0,
        }
    }

    /// The 8x8 patterns (empty for RGBA art): SonLVL's `LevelArt` for object sprites.
    pub fn patterns(&self) -> &[Pattern] {
        match &self.blocks {
            Blocks::Mapped { patterns, .. } => patterns,
            Blocks::Rgba(_) => &[],
        }
    }

    /// The colour of palette entry `index` (line × 16 + colour) as RGBA; None for RGBA art or beyond 64.
    pub fn palette_colour(&self, index: usize) -> Option<[u8; 4]> {
        match &self.blocks {
            Blocks::Mapped { palette, .. } => palette.get(index).copied(),
            Blocks::Rgba(_) => None,
        }
    }

    /// The four pattern words of block `id` (None for RGBA art or an unknown block).
    pub fn block_mapping(&self, id: u16) -> Option<[PatternWord; 4]> {
        match &self.blocks {
            Blocks::Mapped { mappings, .. } => mappings.get(id as usize).copied(),
            Blocks::Rgba(_) => None,
        }
    }

    /// The Mega Drive colour word of palette entry `index` (None for RGBA art or beyond 64).
    pub fn palette_word(&self, index: usize) -> Option<u16> {
        self.palette_colour(index).map(|[r, g, b, _]| palette::rgb_to_colour([r, g, b]))
    }

    /// `base` with a level's own edits applied ([`ArtEdits`]): each entry replaces the source's or, past its
    /// end, adds to it (blank patterns and blocks in between). Without a source the edits are the whole art
    /// (black palette where they set none). A PNG tileset's blocks are pictures, not patterns: edits cannot
    /// apply to them and it is returned as it is.
    pub fn with_edits(base: Option<&LevelArt>, edits: &ArtEdits) -> Option<LevelArt> {
        if edits.is_dry_empty() {
            return base.cloned();
        }
        let mut art = match base {
            Some(art @ LevelArt { blocks: Blocks::Rgba(_) }) => return Some(art.clone()),
            Some(art) => art.clone(),
            None => LevelArt::from_patterns(Vec::new(), Vec::new(), &[[0; 3]; PALETTE_COLOURS]),
        };
        let Blocks::Mapped { patterns, mappings, palette: colours } = &mut art.blocks else { return Some(art) };
        for (&index, pixels) in &edits.patterns {
            let index = usize::from(index);
            if index < MAX_PATTERNS {
                if patterns.len() <= index {
                    patterns.resize(index + 1, [0; 64]);
                }
                patterns[index] = pixels.0;
            }
        }
        for (&id, words) in &edits.blocks {
            let id = usize::from(id);
            if id < MAX_BLOCKS {
                if mappings.len() <= id {
                    mappings.resize(id + 1, [PatternWord(0); 4]);
                }
                mappings[id] = words.map(PatternWord);
            }
        }
        for (&index, &word) in &edits.palette {
            if let Some(out) = colours.get_mut(usize::from(index)) {
                let [r, g, b] = palette::colour_to_rgb(word);
                *out = [r, g, b, out[3]];
            }
        }
        Some(art)
    }

    /// Whether block `id` has any pattern in the high plane.
    pub fn has_high(&self, id: u16) -> bool {
        self.block_mapping(id).is_some_and(|m| m.iter().any(|w| w.priority()))
    }

    /// Draws block `id` (mirrored as a chunk word says) with its top-left corner at (`x`, `y`) of `out`,
    /// only the patterns of `plane`. Transparent pixels leave `out` as it is; an unknown block or pattern
    /// draws nothing (a level may name blocks its art lacks).
    pub fn draw_block(
        &self,
        id: u16,
        (x_flip, y_flip): (bool, bool),
        plane: Plane,
        out: &mut RgbaImage,
        (x, y): (usize, usize),
    ) {
        for py in 0..16 {
            let oy = y + py;
            if oy >= out.height {
                break;
            }
            let sy = if y_flip { 15 - py } else { py };
            for px in 0..16 {
                let ox = x + px;
                if ox >= out.width {
                    break;
                }
                let sx = if x_flip { 15 - px } else { px };
                if let Some(colour) = self.block_pixel(id, sx, sy, plane)
                    && colour[3] != 0
                {
                    out.pixels[oy * out.width + ox] = colour;
                }
            }
        }
    }

    /// The colour of pixel (`sx`, `sy`) of unflipped block `id` in `plane`; None when the block or its
    /// pattern is unknown or the pixel is in the other plane.
    pub fn block_pixel(&self, id: u16, sx: usize, sy: usize, plane: Plane) -> Option<[u8; 4]> {
        match &self.blocks {
            Blocks::Mapped { patterns, mappings, palette } => {
                let word = mappings.get(id as usize)?[(sy / 8) * 2 + sx / 8];
                if !plane.shows(word) {
                    return None;
                }
                let (mut tx, mut ty) = (sx % 8, sy % 8);
                if word.x_flip() {
                    tx = 7 - tx;
                }
                if word.y_flip() {
                    ty = 7 - ty;
                }
                let index = patterns.get(word.pattern())?[ty * 8 + tx] as usize;
                Some(palette[word.line() * LINE_COLOURS + index])
            }
            Blocks::Rgba(blocks) => {
                if plane == Plane::High {
                    return None;
                }
                Some(blocks.get(id as usize)?[sy * 16 + sx])
            }
        }
    }

    /// A block as a 16x16 image.
    pub fn block_image(&self, id: u16, x_flip: bool, y_flip: bool, plane: Plane) -> RgbaImage {
        let mut image = RgbaImage::new(16, 16);
        self.draw_block(id, (x_flip, y_flip), plane, &mut image, (0, 0));
        image
    }

    /// Draws a chunk's blocks (those with an art id) at (`x`, `y`) of `out`.
    pub fn draw_chunk(
        &self,
        chunk: &Chunk,
        size: ChunkSize,
        plane: Plane,
        out: &mut RgbaImage,
        (x, y): (usize, usize),
    ) {
        let n = size.blocks_per_side();
        for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
            let Block { art: Some(id), x_flip, y_flip, .. } = *block else { continue };
            self.draw_block(id, (x_flip, y_flip), plane, out, (x + (i % n) * 16, y + (i / n) * 16));
        }
    }

    /// A chunk as an image of the chunk's size.
    pub fn chunk_image(&self, chunk: &Chunk, size: ChunkSize, plane: Plane) -> RgbaImage {
        let px = size.pixels() as usize;
        let mut image = RgbaImage::new(px, px);
        self.draw_chunk(chunk, size, plane, &mut image, (0, 0));
        image
    }
}

/// Splits 4-bit pattern data into patterns (a trailing partial pattern is dropped).
pub fn patterns_from_bytes(bytes: &[u8]) -> Vec<Pattern> {
    bytes
        .chunks_exact(PATTERN_BYTES)
        .map(|p| {
            let mut pattern = [0u8; 64];
            for (i, &b) in p.iter().enumerate() {
                pattern[i * 2] = b >> 4;
                pattern[i * 2 + 1] = b & 0x0F;
            }
            pattern
        })
        .collect()
}

/// Splits block mappings into their four pattern words (a trailing partial block is dropped).
pub fn mappings_from_bytes(bytes: &[u8]) -> Vec<[PatternWord; 4]> {
    bytes
        .chunks_exact(BLOCK_MAPPING_BYTES)
        .map(|b| {
            let w = |i: usize| PatternWord(u16::from_be_bytes([b[i * 2], b[i * 2 + 1]]));
            [w(0), w(1), w(2), w(3)]
        })
        .collect()
}

/// Why a level's art could not be read. The level still opens, with collision only.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level art: {what}: {message}")]
pub struct ArtError {
    /// Which part (`the SonLVL project …`, `tiles (…)`, `palette (…)`).
    pub what: String,
    pub message: String,
}

fn art_error(what: impl Into<String>, message: impl Into<String>) -> ArtError {
    ArtError { what: what.into(), message: message.into() }
}

/// Resolves an art path written in a level file: relative paths start at `level_dir` (the level file's
/// folder; None for an unsaved level: the working directory).
pub fn resolve(path: &str, level_dir: Option<&Path>) -> PathBuf {
    let p = Path::new(path);
    match level_dir {
        Some(dir) if p.is_relative() => dir.join(p),
        _ => p.to_path_buf(),
    }
}

/// Rewrites a level's relative art path (the SonLVL project or the PNG tileset), written for a level file in
/// `from_dir`, for one written in `to_dir`: the pair can move together and a copy elsewhere still finds its art
/// (`import json -o elsewhere/…`). An absolute path, or one with no relative form (another drive), stays as
/// it is (absolute).
pub fn rebase(level: &mut crate::Level, from_dir: &Path, to_dir: &Path) {
    let path = match &mut level.art {
        Some(ArtSource::SonLvl { project, .. }) => project,
        Some(ArtSource::Png { path }) => path,
        None => return,
    };
    if Path::new(path.as_str()).is_absolute() {
        return;
    }
    let dot = |d: &Path| if d.as_os_str().is_empty() { PathBuf::from(".") } else { d.to_path_buf() };
    let target = dot(from_dir).join(path.as_str());
    *path = match relative_path(&target, &dot(to_dir)) {
        Some(relative) => relative.to_string_lossy().into_owned(),
        None => std::path::absolute(&target).unwrap_or(target).to_string_lossy().into_owned(),
    };
}

/// `target` as a path relative to the folder `from_dir` (both made absolute first), for writing into a
/// level file; None when they share no root (other drives on Windows).
pub fn relative_path(target: &Path, from_dir: &Path) -> Option<PathBuf> {
    // Absolute, then `.` and `..` resolved by name (symbolic links are not followed).
    let absolute = |p: &Path| {
        let mut out = PathBuf::new();
        for c in std::path::absolute(p).ok()?.components() {
            match c {
                std::path::Component::CurDir => {}
                std::path::Component::ParentDir => {
                    out.pop();
                }
                c => out.push(c),
            }
        }
        Some(out)
    };
    let (target, from) = (absolute(target)?, absolute(from_dir)?);
    let (t, f): (Vec<_>, Vec<_>) = (target.components().collect(), from.components().collect());
    if t.first() != f.first() {
        return None;
    }
    let common = t.iter().zip(&f).take_while(|(a, b)| a == b).count();
    let mut out = PathBuf::new();
    for _ in &f[common..] {
        out.push("..");
    }
    for c in &t[common..] {
        out.push(c);
    }
    Some(out)
}

/// Reads the art a level names with the level's own edits applied (None when it has neither).
/// `level_dir` is the level file's folder.
pub fn load(level: &Level, level_dir: Option<&Path>) -> Result<Option<LevelArt>, ArtError> {
    let source = load_source(level, level_dir)?;
    Ok(LevelArt::with_edits(source.as_ref(), &level.art_edits))
}

/// Reads the art a level's [`ArtSource`] names, without the level's own edits (None when it names none):
/// what an editor keeps to apply the edits to again after each change.
pub fn load_source(level: &Level, level_dir: Option<&Path>) -> Result<Option<LevelArt>, ArtError> {
    match &level.art {
        None => Ok(None),
        Some(ArtSource::SonLvl { project, section }) => {
            let path = resolve(project, level_dir);
            let project = Project::load(&path).map_err(|e| art_error("the SonLVL project", e.to_string()))?;
            load_sonlvl(&project, section).map(Some)
        }
        Some(ArtSource::Png { path }) => load_png_tileset(&resolve(path, level_dir)).map(Some),
    }
}

/// Reads a level's art from a SonLVL project: `tiles` (patterns; `tilecmp`), `blocks` (16x16 mappings;
/// `blockcmp`) and `palette`. Without `tilecmp`/`blockcmp` the compression is the game's, as SonLVL's
/// defaults per `version=`: Sonic 1 loads level patterns with `NemDec` and block mappings with `EniDec`
/// (s1disasm `LevelDataLoad`/`MainLoadBlockLoad`), Sonic 2 both with `KosDec`. Entries may list several
/// files joined by `|`: a tiles file may give the byte offset it is loaded at (`file:0x3F80`, as HTZ's
/// supplement), else it follows the previous one (GHZ's two Nemesis files, s1disasm `PLC_GHZ`); a palette
/// file is `file:source:destination:length` in colours. Block files follow each other likewise (S3K's
/// primary and secondary blocks). Sonic 3 & Knuckles' patterns default to moduled Kosinski (`KosinskiM`,
/// skdisasm's `.kosm`: [`kosinski::decompress_moduled`]), its blocks to Kosinski. File names are matched
/// ignoring case when the exact name is not there (`crate::import::sonlvl::lookup`).
pub fn load_sonlvl(project: &Project, section: &str) -> Result<LevelArt, ArtError> {
    let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
    let entry = |key: &str| {
        project
            .entry(section, key)
            .ok_or_else(|| art_error(format!("[{section}]"), format!("the project names no {key}= file")))
    };
    let compression = |key: &str| art_compression(project, section, key);
    let skc = project.is_skc(section);

    let mut tiles = Vec::new();
    for part in entry("tiles")?.split('|') {
        let (file, offset) = match split_offset(part).map_err(|m| art_error("tiles", m))? {
            (file, _) if file == part => (file, tiles.len()),
            found => found,
        };
        let cap = MAX_PATTERNS * PATTERN_BYTES;
        if offset > cap {
            return Err(art_error(
                format!("tiles ({file})"),
                format!("offset {offset:#X} is beyond pattern RAM ({cap:#X} bytes, {MAX_PATTERNS} patterns)"),
            ));
        }
        let data = read_art(&dir.join(file), &compression("tilecmp"), "tiles", skc)?;
        let end = offset + data.len();
        if end > cap {
            return Err(art_error(format!("tiles ({file})"), format!("ends at byte {end}, beyond pattern RAM")));
        }
        if tiles.len() < end {
            tiles.resize(end, 0);
        }
        tiles[offset..end].copy_from_slice(&data);
    }
    let mut mappings = Vec::new();
    for part in entry("blocks")?.split('|') {
        let (file, offset) = match split_offset(part).map_err(|m| art_error("blocks", m))? {
            (file, _) if file == part => (file, mappings.len()),
            found => found,
        };
        let cap = MAX_BLOCKS * BLOCK_MAPPING_BYTES;
        if offset > cap {
            return Err(art_error(
                format!("blocks ({file})"),
                format!("offset {offset:#X} is beyond the {MAX_BLOCKS} blocks a chunk can address ({cap:#X} bytes)"),
            ));
        }
        let data = read_art(&dir.join(file), &compression("blockcmp"), "blocks", skc)?;
        let end = offset + data.len();
        if end > cap {
            return Err(art_error(
                format!("blocks ({file})"),
                format!("ends at byte {end}, beyond the {MAX_BLOCKS} blocks a chunk can address"),
            ));
        }
        if mappings.len() < end {
            mappings.resize(end, 0);
        }
        mappings[offset..end].copy_from_slice(&data);
    }
    place_animated_tiles(project, section, &dir, &mut tiles);
    let mut colours = [[0u8; 3]; PALETTE_COLOURS];
    for part in entry("palette")?.split('|') {
        load_palette_part(&dir, part, &mut colours, skc)?;
    }
    Ok(LevelArt::from_patterns(patterns_from_bytes(&tiles), mappings_from_bytes(&mappings), &colours))
}

/// The compression of a section's `tilecmp` or `blockcmp`: the entry, else the game's (SonLVL's defaults per
/// `version=`: Sonic 1 Nemesis tiles and Enigma blocks, Sonic 2 Kosinski both).
pub(crate) fn art_compression(project: &Project, section: &str, key: &str) -> String {
    let version = project.entry(section, "version").unwrap_or_default().to_ascii_uppercase();
    let default = match (version.as_str(), key) {
        ("S1", "tilecmp") => "Nemesis",
        ("S1", "blockcmp") => "Enigma",
        ("S3K" | "SKC", "tilecmp") => "KosinskiM",
        _ => "Kosinski",
    };
    project.entry(section, key).unwrap_or(default).to_string()
}

/// The background layout a level's SonLVL project names, over the level's own chunks (None when the level's
/// art is not a SonLVL project or the project names no background): Sonic 1's `bglayout=` (the layout
/// format of `crate::import::s1::layout`, s1disasm `LevelLayoutLoad`'s second half), Sonic 2's background
/// rows of `layout=` (Kosinski; [`crate::import::s2::background_layout`]), Sonic 3 & Knuckles' background
/// rows of its uncompressed `layout=` ([`crate::import::s3k::layout`]). The art is not part of the
/// level, so neither is its background: the level file stays as it was.
pub fn load_background(level: &Level, level_dir: Option<&Path>) -> Result<Option<crate::level::Layout>, ArtError> {
    let Some(ArtSource::SonLvl { project, section }) = &level.art else { return Ok(None) };
    let path = resolve(project, level_dir);
    let project = Project::load(&path).map_err(|e| art_error("the SonLVL project", e.to_string()))?;
    let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
    let sonic1 = project.entry(section, "version").is_some_and(|v| v.eq_ignore_ascii_case("S1"));
    if let Some(file) = project.entry(section, "bglayout") {
        let path = dir.join(file);
        let what = format!("background ({})", path.display());
        let compression = project.entry(section, "bglayoutcmp").unwrap_or("Uncompressed");
        let bytes = read_decompressed(&path, compression, "background")?;
        let (layout, _) = crate::import::s1::layout(&bytes).map_err(|m| art_error(&what, m))?;
        return Ok(Some(layout));
    }
    match project.entry(section, "layout") {
        Some(file) if project.is_s3k(section) => {
            let path = dir.join(file);
            let what = format!("background ({})", path.display());
            let mut bytes =
                read_decompressed(&path, project.entry(section, "layoutcmp").unwrap_or("Uncompressed"), "layout")?;
            if project.is_skc(section) {
                bytes = crate::import::skc::to_s3k(crate::import::skc::Kind::Layout, &bytes)
                    .map_err(|m| art_error(&what, m))?;
            }
            let layout = crate::import::s3k::layout(&bytes).map_err(|m| art_error(&what, m))?;
            Ok(Some(layout.background))
        }
        Some(file) if !sonic1 => {
            let compression = project.entry(section, "layoutcmp").unwrap_or("Kosinski");
            let bytes = read_decompressed(&dir.join(file), compression, "layout")?;
            Ok(Some(crate::import::s2::background_layout(&bytes)))
        }
        _ => Ok(None),
    }
}

/// The part of a background layout that repeats: columns and rows up to its last non-empty cell (None when
/// every cell is empty). The editor and `render` draw the background from the level's top-left corner,
/// repeated with this period, as the VDP's plane B wraps (no parallax).
pub fn background_period(layout: &crate::level::Layout) -> Option<[usize; 2]> {
    let (mut w, mut h) = (0, 0);
    for row in 0..layout.height() {
        for col in 0..layout.width() {
            if layout.get(col, row).is_some() {
                w = w.max(col + 1);
                h = h.max(row + 1);
            }
        }
    }
    (w > 0 && h > 0).then_some([w, h])
}

/// Renders a background layout over the level's chunks ([`background_period`]'s repetition) inside the
/// level's area, clipped to `region` (x, y, width, height in level pixels); transparent elsewhere.
pub fn render_background(
    art: &LevelArt,
    level: &Level,
    background: &crate::level::Layout,
    region: (i32, i32, usize, usize),
) -> RgbaImage {
    let (rx, ry, w, h) = region;
    let mut out = RgbaImage::new(w, h);
    let Some([pw, ph]) = background_period(background) else { return out };
    let px = level.chunk_size.pixels();
    let n = level.chunk_size.blocks_per_side();
    let (lw, lh) = level.pixel_size();
    for y in 0..h {
        let ly = ry + y as i32;
        if ly < 0 || ly >= lh {
            continue;
        }
        for x in 0..w {
            let lx = rx + x as i32;
            if lx < 0 || lx >= lw {
                continue;
            }
            let (col, row) = ((lx / px) as usize % pw, (ly / px) as usize % ph);
            let Some(chunk) = background.get(col, row).and_then(|c| level.chunks.get(c as usize)) else { continue };
            let (bx, by) = (((lx % px) / 16) as usize, ((ly % px) / 16) as usize);
            let Some(block) = chunk.blocks.get(by * n + bx) else { continue };
            let Some(id) = block.art else { continue };
            let sx = if block.x_flip { 15 - lx % 16 } else { lx % 16 } as usize;
            let sy = if block.y_flip { 15 - ly % 16 } else { ly % 16 } as usize;
            if let Some(c) = art.block_pixel(id, sx, sy, Plane::Both)
                && c[3] != 0
            {
                out.pixels[y * w + x] = c;
            }
        }
    }
    out
}

/// A level's underwater palette, when its SonLVL project names one, with the level's own water colours
/// (`ArtEdits::water_palette`) laid over: what the palette editor shows and edits.
pub fn load_water_palette(level: &Level, level_dir: Option<&Path>) -> Result<Option<WaterPalette>, ArtError> {
    Ok(load_water_palette_source(level, level_dir)?.map(|source| with_water_edits(&source, &level.art_edits)))
}

/// The colours of a palette (64 entries, RGB).
pub type WaterPalette = Box<[[u8; 3]; PALETTE_COLOURS]>;

/// A level's underwater palette as its SonLVL project holds it: the first `paletteN=Name|parts` entry (N from
/// 2) whose name is `Water` (SonLVL's second palette set; Labyrinth, Chemical Plant, Aquatic Ruin, Hydrocity),
/// its parts read as the `palette` entry's (`file:source:destination:length`) over black. None for a level
/// without a SonLVL source or without such an entry. An editor keeps it to lay the level's edits over again
/// ([`with_water_edits`]) without reading the files.
pub fn load_water_palette_source(level: &Level, level_dir: Option<&Path>) -> Result<Option<WaterPalette>, ArtError> {
    let Some(ArtSource::SonLvl { project, section }) = &level.art else { return Ok(None) };
    let path = resolve(project, level_dir);
    let project = Project::load(&path).map_err(|e| art_error("the SonLVL project", e.to_string()))?;
    let dir = project.path().parent().map(Path::to_path_buf).unwrap_or_default();
    let Some((_, parts)) = water_entry(&project, section) else { return Ok(None) };
    let mut colours = Box::new([[0u8; 3]; PALETTE_COLOURS]);
    for part in parts.split('|') {
        load_palette_part(&dir, part, &mut colours, project.is_skc(section))?;
    }
    Ok(Some(colours))
}

/// The INI keys a water palette may be named by (SonLVL's extra palette sets, `palette2`…`palette8`).
pub const WATER_KEYS: [&str; 7] = ["palette2", "palette3", "palette4", "palette5", "palette6", "palette7", "palette8"];

/// A section's water palette entry: its key and its parts (`file:source:destination:length`, joined by `|`),
/// the first `paletteN=` whose name is `Water`.
pub fn water_entry<'a>(project: &'a Project, section: &str) -> Option<(&'static str, &'a str)> {
    WATER_KEYS.into_iter().find_map(|key| {
        let (name, parts) = project.entry(section, key)?.split_once('|')?;
        name.trim().eq_ignore_ascii_case("water").then_some((key, parts))
    })
}

/// `source` with the level's own water colours laid over (entries past 63 are ignored).
pub fn with_water_edits(source: &[[u8; 3]; PALETTE_COLOURS], edits: &ArtEdits) -> WaterPalette {
    let mut colours = Box::new(*source);
    for (&i, &word) in &edits.water_palette {
        if let Some(slot) = colours.get_mut(usize::from(i)) {
            *slot = palette::colour_to_rgb(word);
        }
    }
    colours
}

/// Animated tiles, not animated: each `animtilesN=file:source:destination:count` entry (uncompressed art;
/// source, destination and count in patterns) puts the first frame its file holds — `count` patterns from
/// pattern `source` — at pattern `destination`, where the game's animation routine (s1disasm `AniArt_GHZ`,
/// s2disasm `Dynamic_Normal`) writes its frames: Green Hill's waterfall and flowers are not in its Nemesis
/// files. Entries whose file cannot be read are left out (the level draws those patterns empty, as before).
fn place_animated_tiles(project: &Project, section: &str, dir: &Path, tiles: &mut Vec<u8>) {
    for n in 1..=32 {
        let Some(value) = project.entry(section, &format!("animtiles{n}")) else { continue };
        let fields: Vec<&str> = value.rsplitn(4, ':').collect();
        let [count, dest, source, file] = fields[..] else { continue };
        let (Some(count), Some(dest), Some(source)) = (parse_number(count), parse_number(dest), parse_number(source))
        else {
            continue;
        };
        let path = lookup::find(&dir.join(file)).unwrap_or_else(|_| dir.join(file));
        let Ok(bytes) = read_limited(&path, crate::import::MAX_INPUT_BYTES, "art files") else { continue };
        // Hostile numbers (`file:0:0x7FFF…:1`) overflow: such an entry is left out like an unreadable one.
        let (Some(from), Some(len), Some(at)) =
            (source.checked_mul(PATTERN_BYTES), count.checked_mul(PATTERN_BYTES), dest.checked_mul(PATTERN_BYTES))
        else {
            continue;
        };
        let Some(frame) = from.checked_add(len).and_then(|end| bytes.get(from..end)) else { continue };
        if at.checked_add(frame.len()).is_none_or(|end| end > MAX_PATTERNS * PATTERN_BYTES) {
            continue;
        }
        if tiles.len() < at + frame.len() {
            tiles.resize(at + frame.len(), 0);
        }
        tiles[at..at + frame.len()].copy_from_slice(frame);
    }
}

/// `file` or `file:offset` (hex with 0x, or decimal).
pub(crate) fn split_offset(part: &str) -> Result<(&str, usize), String> {
    match part.rsplit_once(':') {
        Some((file, offset)) if !file.is_empty() && !offset.contains(['/', '\\']) => {
            Ok((file, parse_number(offset).ok_or_else(|| format!("'{offset}' is not an offset"))?))
        }
        _ => Ok((part, 0)),
    }
}

pub(crate) fn parse_number(text: &str) -> Option<usize> {
    let t = text.trim();
    match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => usize::from_str_radix(hex, 16).ok(),
        None => t.parse().ok(),
    }
}

/// One `file:source:destination:length` part of a palette entry; `skc`: the file holds Sonic & Knuckles
/// Collection's colours ([`crate::import::skc::parse_palette`]).
fn load_palette_part(
    dir: &Path,
    part: &str,
    colours: &mut [[u8; 3]; PALETTE_COLOURS],
    skc: bool,
) -> Result<(), ArtError> {
    let fields: Vec<&str> = part.split(':').collect();
    let (file, numbers) = match fields.as_slice() {
        [file, s, d, l] => (*file, [parse_number(s), parse_number(d), parse_number(l)]),
        [file] => (*file, [Some(0), Some(0), Some(PALETTE_COLOURS)]),
        _ => return Err(art_error("palette", format!("'{part}': expected file:source:destination:length"))),
    };
    let [Some(source), Some(dest), Some(len)] = numbers else {
        return Err(art_error("palette", format!("'{part}': source, destination and length must be numbers")));
    };
    let path = lookup::find(&dir.join(file)).unwrap_or_else(|_| dir.join(file));
    let what = format!("palette ({})", path.display());
    let bytes =
        read_limited(&path, crate::import::MAX_INPUT_BYTES, "palette files").map_err(|m| art_error(&what, m))?;
    let parsed = if skc { crate::import::skc::parse_palette(&bytes) } else { palette::parse_palette(&bytes) }
        .map_err(|e| art_error(&what, e.to_string()))?;
    for i in 0..len {
        let (Some(c), Some(slot)) = (parsed.get(source + i), colours.get_mut(dest + i)) else { break };
        *slot = *c;
    }
    Ok(())
}

/// [`read_decompressed`] for a project's art; `skc`: moduled Kosinski files start with Sonic & Knuckles
/// Collection's little-endian size word (SonLVL's `KosinskiM` follows the project's byte order:
/// [`crate::import::skc`]).
fn read_art(path: &Path, compression: &str, key: &str, skc: bool) -> Result<Vec<u8>, ArtError> {
    if !(skc && compression.eq_ignore_ascii_case("KosinskiM")) {
        return read_decompressed(path, compression, key);
    }
    let what = format!("{key} ({})", path.display());
    let found = lookup::find(path).map_err(|m| art_error(&what, m))?;
    let bytes = read_limited(&found, crate::import::MAX_INPUT_BYTES, "art files").map_err(|m| art_error(&what, m))?;
    kosinski::decompress_moduled(&crate::import::skc::moduled_header_to_s3k(&bytes), kosinski::DEFAULT_MAX_OUTPUT)
        .map_err(|e| art_error(&what, e.to_string()))
}

pub(crate) fn read_decompressed(path: &Path, compression: &str, key: &str) -> Result<Vec<u8>, ArtError> {
    let what = format!("{key} ({})", path.display());
    let found = lookup::find(path).map_err(|m| art_error(&what, m))?;
    let path = found.as_path();
    let bytes = read_limited(path, crate::import::MAX_INPUT_BYTES, "art files").map_err(|m| art_error(&what, m))?;
    match compression.to_ascii_lowercase().as_str() {
        "kosinski" => kosinski::decompress(&bytes).map_err(|e| art_error(&what, e.to_string())),
        "kosinskim" => kosinski::decompress_moduled(&bytes, kosinski::DEFAULT_MAX_OUTPUT)
            .map_err(|e| art_error(&what, e.to_string())),
        "nemesis" => nemesis::decompress(&bytes).map_err(|e| art_error(&what, e.to_string())),
        "enigma" => enigma::decompress(&bytes)
            .map(|words| words.iter().flat_map(|w| w.to_be_bytes()).collect())
            .map_err(|e| art_error(&what, e.to_string())),
        "uncompressed" => Ok(bytes),
        other => Err(art_error(
            &what,
            format!("compression '{other}' is not read (Kosinski, KosinskiM, Nemesis, Enigma, Uncompressed)"),
        )),
    }
}

/// The most blocks a PNG tileset may hold (a level's tiles are capped the same: `limits::MAX_TILES`).
pub const MAX_TILESET_BLOCKS: usize = crate::limits::MAX_TILES;

/// Reads a PNG tileset: its width and height must be multiples of 16; blocks are numbered left to right,
/// top to bottom.
pub fn load_png_tileset(path: &Path) -> Result<LevelArt, ArtError> {
    let what = format!("PNG tileset ({})", path.display());
    // Refused before decoding: a 16384² picture would take gigabytes for blocks no level can number.
    let why = format!("a tileset holds at most {MAX_TILESET_BLOCKS} blocks of 16 x 16");
    let image =
        crate::png_io::read_rgba_limited(path, MAX_TILESET_BLOCKS * 256, &why).map_err(|m| art_error(&what, m))?;
    blocks_from_image(&image).map(LevelArt::from_rgba_blocks).map_err(|m| art_error(&what, m))
}

/// Cuts an image into 16x16 blocks, left to right, top to bottom.
pub fn blocks_from_image(image: &RgbaImage) -> Result<Vec<[[u8; 4]; 256]>, String> {
    if image.width == 0 || image.height == 0 || !image.width.is_multiple_of(16) || !image.height.is_multiple_of(16) {
        return Err(format!("{} x {} px: both sides must be whole multiples of 16", image.width, image.height));
    }
    let mut blocks = Vec::new();
    for by in 0..image.height / 16 {
        for bx in 0..image.width / 16 {
            let mut block = [[0u8; 4]; 256];
            for (i, p) in block.iter_mut().enumerate() {
                *p = image.get(bx * 16 + i % 16, by * 16 + i / 16);
            }
            blocks.push(block);
        }
    }
    Ok(blocks)
}

/// Renders a level's foreground art: every layout cell's chunk, `plane` only, at 1:1 over a transparent
/// image of the layout's size clipped to `region` (x, y, width, height in level pixels).
pub fn render_level(art: &LevelArt, level: &Level, plane: Plane, region: (i32, i32, usize, usize)) -> RgbaImage {
    let (rx, ry, w, h) = region;
    let mut out = RgbaImage::new(w, h);
    let px = level.chunk_size.pixels();
    let n = level.chunk_size.blocks_per_side();
    for row in 0..level.layout.height() {
        for col in 0..level.layout.width() {
            let Some(chunk) = level.layout.get(col, row).and_then(|c| level.chunks.get(c as usize)) else { continue };
            let (cx, cy) = (col as i32 * px - rx, row as i32 * px - ry);
            if cx + px <= 0 || cy + px <= 0 || cx >= w as i32 || cy >= h as i32 {
                continue;
            }
            for (i, block) in chunk.blocks.iter().enumerate().take(n * n) {
                let Some(id) = block.art else { continue };
                let (bx, by) = (cx + (i % n) as i32 * 16, cy + (i / n) as i32 * 16);
                for py in 0..16 {
                    let oy = by + py;
                    if oy < 0 || oy >= h as i32 {
                        continue;
                    }
                    let sy = if block.y_flip { 15 - py } else { py } as usize;
                    for pxl in 0..16 {
                        let ox = bx + pxl;
                        if ox < 0 || ox >= w as i32 {
                            continue;
                        }
                        let sx = if block.x_flip { 15 - pxl } else { pxl } as usize;
                        if let Some(c) = art.block_pixel(id, sx, sy, plane)
                            && c[3] != 0
                        {
                            out.pixels[oy as usize * w + ox as usize] = c;
                        }
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn art() -> LevelArt {
        // Pattern 0: pixel value = column (0..7); pattern 1: all 5.
        let mut p0 = [0u8; 64];
        for (i, p) in p0.iter_mut().enumerate() {
            *p = (i % 8) as u8;
        }
        let mut colours = [[0u8; 3]; PALETTE_COLOURS];
        for (i, c) in colours.iter_mut().enumerate() {
            *c = [i as u8, 100, 200];
        }
        // Block 0: TL pattern 0 line 0; TR pattern 0 x-flipped line 1; BL pattern 1 high priority line 2;
        // BR pattern 0 y-flipped line 3.
        let words = [PatternWord(0x0000), PatternWord(0x2800), PatternWord(0xC001), PatternWord(0x7000)];
        LevelArt::from_patterns(vec![p0, [5; 64]], vec![words], &colours)
    }

    #[test]
    fn pattern_words_decode_their_bits() {
        let w = PatternWord(0xF9AB);
        assert!(w.priority() && w.y_flip() && w.x_flip());
        assert_eq!((w.line(), w.pattern()), (3, 0x1AB));
        assert_eq!(patterns_from_bytes(&[0x12; 33]).len(), 1);
        assert_eq!(patterns_from_bytes(&[0x12; 32])[0][..2], [1, 2]);
        assert_eq!(mappings_from_bytes(&[0x80, 1, 0, 2, 0, 3, 0, 4, 9])[0][0], PatternWord(0x8001));
    }

    #[test]
    fn blocks_compose_lines_flips_and_planes() {
        let art = art();
        let low = art.block_image(0, false, false, Plane::Low);
        assert_eq!(low.get(0, 0)[3], 0, "colour 0 is transparent");
        assert_eq!(low.get(3, 0), [3, 100, 200, 255]);
        assert_eq!(low.get(8, 0), [16 + 7, 100, 200, 255], "x-flipped: column 0 shows pixel 7, line 1");
        assert_eq!(low.get(0, 8)[3], 0, "the high-priority pattern is not in the low plane");
        assert_eq!(low.get(10, 15), [48 + 2, 100, 200, 255]);
        let high = art.block_image(0, false, false, Plane::High);
        assert_eq!(high.get(0, 8), [32 + 5, 100, 200, 255]);
        assert_eq!(high.get(3, 0)[3], 0);
        // The chunk word's x-flip mirrors the whole block.
        let flipped = art.block_image(0, true, false, Plane::Both);
        let both = art.block_image(0, false, false, Plane::Both);
        for y in 0..16 {
            for x in 0..16 {
                assert_eq!(flipped.get(x, y), both.get(15 - x, y));
            }
        }
        assert!(art.has_high(0) && !art.has_high(1));
        assert_eq!(art.block_image(7, false, false, Plane::Both), RgbaImage::new(16, 16), "unknown block");
    }

    #[test]
    fn offsets_palette_parts_and_relative_paths() {
        assert_eq!(split_offset("a/b.kos:0x3F80"), Ok(("a/b.kos", 0x3F80)));
        assert_eq!(split_offset("a/b.kos"), Ok(("a/b.kos", 0)));
        assert!(split_offset("a.kos:zz").is_err());
        let rel = relative_path(Path::new("/x/y/SonLVL.ini"), Path::new("/x/z/levels"));
        assert_eq!(rel, Some(PathBuf::from("../../y/SonLVL.ini")));
        assert_eq!(resolve("../a.ini", Some(Path::new("/l"))), PathBuf::from("/l/../a.ini"));
        assert_eq!(resolve("/abs.ini", Some(Path::new("/l"))), PathBuf::from("/abs.ini"));
    }

    #[test]
    fn images_cut_into_blocks_in_reading_order() {
        let mut image = RgbaImage::new(32, 16);
        image.pixels[17] = [1, 2, 3, 255];
        let blocks = blocks_from_image(&image).expect("32x16 is two blocks");
        assert_eq!(blocks.len(), 2);
        assert_eq!(blocks[1][1], [1, 2, 3, 255]);
        assert!(blocks_from_image(&RgbaImage::new(20, 16)).is_err());
    }
}

#[cfg(test)]
mod edits_tests {
    use super::*;
    use crate::art_edits::PatternPixels;

    #[test]
    fn edits_replace_and_extend_the_source_art() {
        let source = LevelArt::from_patterns(vec![[1; 64]], vec![[PatternWord(0); 4]], &[[0; 3]; PALETTE_COLOURS]);
        let mut edits = ArtEdits::default();
        edits.patterns.insert(2, PatternPixels([5; 64]));
        edits.blocks.insert(0, [2, 2 | 0x0800, 0, 0x2000]);
        edits.palette.insert(5, 0x000E);
        edits.palette.insert(21, 0x0E00);
        let art = LevelArt::with_edits(Some(&source), &edits).unwrap();
        assert_eq!(art.pattern_count(), 3);
        assert_eq!(art.patterns()[0], [1; 64]);
        assert_eq!(art.patterns()[1], [0; 64], "the pattern between is blank");
        assert_eq!(art.block_mapping(0).unwrap()[1], PatternWord(0x0802));
        assert_eq!(art.palette_word(5), Some(0x000E));
        assert_eq!(art.block_pixel(0, 0, 0, Plane::Both), Some([255, 0, 0, 255]), "pattern 2, line 0, colour 5");
        // The bottom-right quarter is pattern 0 on line 1: colour 17, never set, black.
        assert_eq!(art.block_pixel(0, 15, 15, Plane::Both), Some([0, 0, 0, 255]));
        // Without a source the edits are the whole art.
        let alone = LevelArt::with_edits(None, &edits).unwrap();
        assert_eq!((alone.pattern_count(), alone.block_count()), (3, 1));
        assert_eq!(LevelArt::with_edits(None, &ArtEdits::default()), None);
    }
}
