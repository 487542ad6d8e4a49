//! An RGBA image made into Mega Drive level art: colours rounded to the VDP's 9 bits, each 8x8 cell given one
//! of the four palette lines of 15 colours (index 0 is transparent: alpha below 128; lines 1–3 before line 0,
//! the player's), the cells cut into
//! patterns and the 16x16 cells into block mappings, duplicates merged — flipped duplicates too, as a pattern
//! word and a chunk word can mirror what they show (the bits in [`crate::art`]'s module documentation).
//!
//! What had to change is reported ([`QuantiseReport`]): colours the 9-bit rounding moved, cells whose colours
//! no line could hold (their extra colours drawn with the line's nearest), the lines used. The art redraws the
//! image exactly up to that rounding whenever the report says no colour was lost.
//!
//! Pure: the caller reads the file ([`read_image`], which refuses absurd sizes before decoding).

use crate::art::{MAX_BLOCKS, MAX_PATTERNS, Pattern, RgbaImage};
use crate::import::palette::{LINE_COLOURS, LINES, colour_to_rgb, rgb_to_colour};
use std::collections::HashMap;
use std::path::Path;

/// The most pixels an image imported as art may have (32 Mpx: 16384 x 2048, a level 128 chunks wide).
pub const MAX_IMAGE_PIXELS: usize = 1 << 25;

/// Reads a PNG for [`image_art`], refusing before decoding one of more than [`MAX_IMAGE_PIXELS`] pixels.
pub fn read_image(path: &Path) -> Result<RgbaImage, String> {
    let why = format!("an image imported as art has at most {MAX_IMAGE_PIXELS} pixels");
    crate::png_io::read_rgba_limited(path, MAX_IMAGE_PIXELS, &why).map_err(|m| format!("{}: {m}", path.display()))
}

/// [`read_image`] on bytes already read (the fuzz target's way in).
pub fn decode_image(bytes: &[u8]) -> Result<RgbaImage, String> {
    let why = format!("an image imported as art has at most {MAX_IMAGE_PIXELS} pixels");
    crate::png_io::decode_rgba_limited(bytes, MAX_IMAGE_PIXELS, &why)
}

/// What making the art changed of the image.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QuantiseReport {
    /// Distinct opaque colours of the image.
    pub colours_in: usize,
    /// Of those, how many the 9-bit rounding changed (the Mega Drive shows 8 levels per channel).
    pub colours_rounded: usize,
    /// Pixels whose alpha was neither 0 nor 255 (below 128 taken as transparent, else as opaque).
    pub pixels_half_transparent: usize,
    /// 8x8 cells whose colours no palette line could hold: some of their colours were drawn with the
    /// nearest colour of the line they got.
    pub cells_lossy: usize,
    /// Colours lost in those cells (one per cell and colour).
    pub colours_lost: usize,
    /// Palette lines holding a colour.
    pub lines_used: usize,
}

impl QuantiseReport {
    /// One line for a status bar or the CLI.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "{} colour(s), {} rounded to the Mega Drive's 9 bits; {} palette line(s) used",
            self.colours_in, self.colours_rounded, self.lines_used
        );
        if self.cells_lossy > 0 {
            s.push_str(&format!(
                "; {} 8x8 cell(s) did not fit a line of 15 colours: {} colour(s) drawn with the nearest",
                self.cells_lossy, self.colours_lost
            ));
        }
        if self.pixels_half_transparent > 0 {
            s.push_str(&format!(
                "; {} half-transparent pixel(s) made opaque or transparent",
                self.pixels_half_transparent
            ));
        }
        s
    }
}

/// One 16x16 cell of the image: which block shows it and how mirrored (the chunk word's flips).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockRef {
    pub block: u16,
    pub x_flip: bool,
    pub y_flip: bool,
}

/// The image as level art.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageArt {
    /// Distinct patterns (up to flips); pattern 0 is blank.
    pub patterns: Vec<Pattern>,
    /// Distinct block mappings (up to flips): four pattern words each; block 0 is blank.
    pub blocks: Vec<[u16; 4]>,
    /// The 64 palette entries as Mega Drive colour words (entry 0 of each line unused: transparent).
    pub palette: [u16; LINES * LINE_COLOURS],
    /// The image's 16x16 cells, rows top first: `None` where the cell is fully transparent.
    pub cells: Vec<Option<BlockRef>>,
    /// Cells per row and rows.
    pub columns: usize,
    pub rows: usize,
    pub report: QuantiseReport,
}

impl ImageArt {
    /// The opaque pixels (colour index ≠ 0) of block `id`, unflipped, row-major.
    pub fn block_mask(&self, id: u16) -> [bool; 256] {
        let mut mask = [false; 256];
        let Some(words) = self.blocks.get(usize::from(id)) else { return mask };
        for (i, m) in mask.iter_mut().enumerate() {
            let (x, y) = (i % 16, i / 16);
            let word = words[(y / 8) * 2 + x / 8];
            let (mut tx, mut ty) = (x % 8, y % 8);
            if word & 0x0800 != 0 {
                tx = 7 - tx;
            }
            if word & 0x1000 != 0 {
                ty = 7 - ty;
            }
            *m = self.patterns.get(usize::from(word & 0x07FF)).is_some_and(|p| p[ty * 8 + tx] != 0);
        }
        mask
    }
}

/// A pattern word's flip bits.
const X_FLIP: u16 = 0x0800;
const Y_FLIP: u16 = 0x1000;

fn flip_pattern(p: &Pattern, x: bool, y: bool) -> Pattern {
    std::array::from_fn(|i| {
        let (px, py) = (i % 8, i / 8);
        p[if y { 7 - py } else { py } * 8 + if x { 7 - px } else { px }]
    })
}

/// The four words of a block mirrored as a chunk word mirrors it: quarters swap places, each word's own flip
/// toggles.
fn flip_block(w: [u16; 4], x: bool, y: bool) -> [u16; 4] {
    let mut out = w;
    if x {
        out = [out[1] ^ X_FLIP, out[0] ^ X_FLIP, out[3] ^ X_FLIP, out[2] ^ X_FLIP];
    }
    if y {
        out = [out[2] ^ Y_FLIP, out[3] ^ Y_FLIP, out[0] ^ Y_FLIP, out[1] ^ Y_FLIP];
    }
    out
}

/// Squared distance of two colour words, on the 8-bit channels.
fn distance(a: u16, b: u16) -> u32 {
    let (a, b) = (colour_to_rgb(a), colour_to_rgb(b));
    (0..3).map(|i| (i32::from(a[i]) - i32::from(b[i])).pow(2) as u32).sum()
}

/// Makes the art. The image's sides must be multiples of 16; refuses art beyond what the Mega Drive
/// addresses (2048 patterns, 1024 blocks).
pub fn image_art(image: &RgbaImage) -> Result<ImageArt, String> {
    let (w, h) = (image.width, image.height);
    if w == 0 || h == 0 || !w.is_multiple_of(16) || !h.is_multiple_of(16) {
        return Err(format!("{w} x {h} px: both sides must be whole multiples of 16 (blocks are 16 x 16)"));
    }
    if w.saturating_mul(h) > MAX_IMAGE_PIXELS || image.pixels.len() != w * h {
        return Err(format!("{w} x {h} px: at most {MAX_IMAGE_PIXELS} pixels"));
    }
    let mut report = QuantiseReport::default();
    // Each pixel as a colour word, or None where transparent.
    let mut seen: HashMap<[u8; 3], u16> = HashMap::new();
    let words: Vec<Option<u16>> = image
        .pixels
        .iter()
        .map(|&[r, g, b, a]| {
            if a != 0 && a != 255 {
                report.pixels_half_transparent += 1;
            }
            (a >= 128).then(|| *seen.entry([r, g, b]).or_insert_with(|| rgb_to_colour([r, g, b])))
        })
        .collect();
    report.colours_in = seen.len();
    report.colours_rounded = seen.iter().filter(|(rgb, w)| colour_to_rgb(**w) != **rgb).count();

    // The colours of each 8x8 cell, most frequent first.
    let (cw, ch) = (w / 8, h / 8);
    let cell_colours: Vec<Vec<u16>> = (0..cw * ch)
        .map(|c| {
            let (cx, cy) = (c % cw * 8, c / cw * 8);
            let mut counts: Vec<(u16, usize)> = Vec::new();
            for y in cy..cy + 8 {
                for word in words[y * w + cx..y * w + cx + 8].iter().flatten() {
                    match counts.iter_mut().find(|(c, _)| c == word) {
                        Some((_, n)) => *n += 1,
                        None => counts.push((*word, 1)),
                    }
                }
            }
            counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            counts.into_iter().map(|(c, _)| c).collect()
        })
        .collect();

    // Lines: cells with the most colours first, each into a line that holds its colours already, else the
    // one that needs the fewest added (and has room), else the one it shares most with.
    // Line 0 last: the games keep the player's colours there (`SonicAndTails.bin`, s1disasm `Pal_Sonic`).
    const ROOM: usize = LINE_COLOURS - 1;
    let preference = |l: usize| (l + LINES - 1) % LINES;
    let mut lines: [Vec<u16>; LINES] = Default::default();
    let mut order: Vec<usize> = (0..cell_colours.len()).filter(|&c| !cell_colours[c].is_empty()).collect();
    order.sort_by(|&a, &b| cell_colours[b].len().cmp(&cell_colours[a].len()).then(a.cmp(&b)));
    let mut cell_line = vec![0usize; cell_colours.len()];
    for &c in &order {
        let colours = &cell_colours[c];
        let missing = |l: &Vec<u16>| colours.iter().filter(|c| !l.contains(c)).count();
        let fits = (0..LINES)
            .filter(|&l| lines[l].len() + missing(&lines[l]) <= ROOM)
            .min_by_key(|&l| (missing(&lines[l]), std::cmp::Reverse(lines[l].len()), preference(l)));
        let line = match fits {
            Some(l) => l,
            None => {
                let l = (0..LINES)
                    .max_by_key(|&l| (colours.len() - missing(&lines[l]), ROOM - lines[l].len(), LINES - preference(l)))
                    .unwrap_or(0);
                report.cells_lossy += 1;
                l
            }
        };
        for &colour in colours {
            if !lines[line].contains(&colour) && lines[line].len() < ROOM {
                lines[line].push(colour);
            }
        }
        report.colours_lost += missing(&lines[line]);
        cell_line[c] = line;
    }
    report.lines_used = lines.iter().filter(|l| !l.is_empty()).count();
    let mut palette = [0u16; LINES * LINE_COLOURS];
    for (l, colours) in lines.iter().enumerate() {
        for (i, &c) in colours.iter().enumerate() {
            palette[l * LINE_COLOURS + 1 + i] = c;
        }
    }

    // Patterns, merged with their flips: each new pattern's four mirrorings are remembered.
    let mut patterns: Vec<Pattern> = vec![[0; 64]];
    let mut known: HashMap<Pattern, u16> = HashMap::new();
    known.insert([0; 64], 0);
    let mut cell_word = vec![0u16; cw * ch];
    for (c, word) in cell_word.iter_mut().enumerate() {
        let line = &lines[cell_line[c]];
        let (cx, cy) = (c % cw * 8, c / cw * 8);
        let pattern: Pattern = std::array::from_fn(|i| {
            let Some(colour) = words[(cy + i / 8) * w + cx + i % 8] else { return 0 };
            let index = line
                .iter()
                .position(|&l| l == colour)
                .unwrap_or_else(|| (0..line.len()).min_by_key(|&j| distance(line[j], colour)).unwrap_or(0));
            (index + 1) as u8
        });
        let found = match known.get(&pattern) {
            Some(&found) => found,
            None => {
                if patterns.len() >= MAX_PATTERNS {
                    return Err(format!(
                        "the image needs more than {MAX_PATTERNS} distinct 8x8 patterns (flips merged): the VDP holds no more"
                    ));
                }
                let index = patterns.len() as u16;
                for (x, y, bits) in [(true, false, X_FLIP), (false, true, Y_FLIP), (true, true, X_FLIP | Y_FLIP)] {
                    known.entry(flip_pattern(&pattern, x, y)).or_insert(index | bits);
                }
                known.insert(pattern, index);
                patterns.push(pattern);
                index
            }
        };
        let line_bits = if pattern == [0; 64] { 0 } else { (cell_line[c] as u16) << 13 };
        *word = found | line_bits;
    }

    // Blocks, merged with their flips likewise. A mirrored word is written as the image's own cells are: a
    // blank quarter is word 0 and a pattern its own mirror image keeps no flip bit.
    let canonical = |word: u16| -> u16 {
        let Some(p) = patterns.get(usize::from(word & 0x07FF)) else { return word };
        let pixels = flip_pattern(p, word & X_FLIP != 0, word & Y_FLIP != 0);
        match known.get(&pixels) {
            Some(0) | None if pixels == [0; 64] => 0,
            Some(&found) => found | (word & 0x6000),
            None => word,
        }
    };
    let (columns, rows) = (w / 16, h / 16);
    let mut blocks: Vec<[u16; 4]> = vec![[0; 4]];
    let mut known_blocks: HashMap<[u16; 4], BlockRef> = HashMap::new();
    let mut cells = Vec::with_capacity(columns * rows);
    for by in 0..rows {
        for bx in 0..columns {
            let at = |dx: usize, dy: usize| cell_word[(by * 2 + dy) * cw + bx * 2 + dx];
            let block = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
            if block == [0; 4] {
                cells.push(None);
                continue;
            }
            let found = match known_blocks.get(&block) {
                Some(&found) => found,
                None => {
                    if blocks.len() >= MAX_BLOCKS {
                        return Err(format!(
                            "the image needs more than {} distinct 16x16 blocks (flips merged): a chunk addresses no more",
                            MAX_BLOCKS - 1
                        ));
                    }
                    let id = blocks.len() as u16;
                    for (x_flip, y_flip) in [(true, false), (false, true), (true, true)] {
                        let mirrored = flip_block(block, x_flip, y_flip).map(canonical);
                        known_blocks.entry(mirrored).or_insert(BlockRef { block: id, x_flip, y_flip });
                    }
                    let plain = BlockRef { block: id, x_flip: false, y_flip: false };
                    known_blocks.insert(block, plain);
                    blocks.push(block);
                    plain
                }
            };
            cells.push(Some(found));
        }
    }
    Ok(ImageArt { patterns, blocks, palette, cells, columns, rows, report })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(w: usize, h: usize, f: impl Fn(usize, usize) -> [u8; 4]) -> RgbaImage {
        let mut img = RgbaImage::new(w, h);
        for y in 0..h {
            for x in 0..w {
                img.pixels[y * w + x] = f(x, y);
            }
        }
        img
    }

    #[test]
    fn flipped_copies_merge_and_redraw() {
        // A 16x16 shape with no symmetry, then its x-, y- and xy-mirrored copies.
        let shape = |x: usize, y: usize| if x + 2 * y < 20 || (x == 15 && y == 0) { [255, 0, 0, 255] } else { [0; 4] };
        let img = image(64, 16, |x, y| {
            let (bx, px) = (x / 16, x % 16);
            match bx {
                0 => shape(px, y),
                1 => shape(15 - px, y),
                2 => shape(px, 15 - y),
                _ => shape(15 - px, 15 - y),
            }
        });
        let art = image_art(&img).unwrap();
        assert_eq!(art.blocks.len(), 2, "blank + one block");
        let refs: Vec<_> = art.cells.iter().map(|c| c.map(|r| (r.block, r.x_flip, r.y_flip))).collect();
        assert_eq!(
            refs,
            [Some((1, false, false)), Some((1, true, false)), Some((1, false, true)), Some((1, true, true))]
        );
        assert_eq!(art.report.lines_used, 1);
        assert_eq!((art.report.colours_in, art.report.colours_rounded), (1, 0), "255 is level 7 exactly");
    }

    #[test]
    fn refuses_sides_that_are_not_blocks() {
        assert!(image_art(&RgbaImage::new(24, 16)).is_err());
        assert!(image_art(&RgbaImage::new(0, 16)).is_err());
    }
}
