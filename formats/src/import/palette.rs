//! Mega Drive palettes: big-endian colour words `0000 BBB0 GGG0 RRR0`, three bits per channel as the VDP's
//! colour RAM holds them (s2disasm `PalLoad*` copy these words unchanged into `Normal_palette`). Colour RAM
//! holds 4 lines of 16 colours; a pattern pixel picks a colour within its pattern word's line, and pixel value
//! 0 is transparent in every line (sprites and both planes show what lies behind; only the backdrop colour
//! register shows a colour 0).
//!
//! Conversion to 8-bit RGB: each 3-bit level `l` becomes `l × 255 / 7` rounded, computed exactly as the bit
//! replication `l << 5 | l << 2 | l >> 1` (0, 36, 73, 109, 146, 182, 219, 255). Why this one: it is linear
//! like the hardware's intent, maps the brightest level to full white and black to black, and is integer and
//! reproducible. The measured DAC output is not linear and differs between console models (and the shadow /
//! highlight modes, which levels do not use), and the plain `l × 36` stops at 252, short of white.

/// Colours in one palette line.
pub const LINE_COLOURS: usize = 16;

/// Palette lines in colour RAM.
pub const LINES: usize = 4;

/// The bits of a colour word that hold a colour; the VDP ignores the rest.
pub use crate::limits::COLOUR_BITS;

/// Why bytes are not a Mega Drive palette.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PaletteError {
    #[error("palette file is empty")]
    Empty,
    #[error("palette file is {len} bytes long: colours are 2-byte words, so it must be even")]
    OddLength { len: usize },
    /// No palette file sets them; a word with them is likely not a palette (a wrong file).
    #[error("word {word:#06x} at byte offset {offset} is not a Mega Drive colour (only bits 0x0EEE may be set)")]
    NotAColour { offset: usize, word: u16 },
}

/// One 3-bit channel level (0–7) as 8 bits, by the module's conversion (`l × 255 / 7` rounded).
pub const fn level_to_8bit(level: u8) -> u8 {
    let l = level & 7;
    l << 5 | l << 2 | l >> 1
}

/// A colour word as `[r, g, b]`. Bits outside [`COLOUR_BITS`] are ignored, as the VDP does.
pub const fn colour_to_rgb(word: u16) -> [u8; 3] {
    [channel(word, 0), channel(word, 4), channel(word, 8)]
}

/// The 8-bit value of the 3-bit channel whose nibble starts at bit `shift`.
const fn channel(word: u16, shift: u32) -> u8 {
    level_to_8bit((word >> (shift + 1)) as u8 & 7)
}

/// The colour word of the nearest colour: inverse of [`colour_to_rgb`] on its results.
pub const fn rgb_to_colour([r, g, b]: [u8; 3]) -> u16 {
    nearest(r) | nearest(g) << 4 | nearest(b) << 8
}

/// The nearest level, round(v × 7 / 255), in place in a nibble (shifted left by 1).
const fn nearest(v: u8) -> u16 {
    ((v as u16 * 7 + 127) / 255) << 1
}

/// The colours of a palette file, in order (16 per line). Every word must be a colour; the file may hold
/// any number of them (a line, a zone's three lines, a full four-line palette, a cycle's frames).
pub fn parse_palette(bytes: &[u8]) -> Result<Vec<[u8; 3]>, PaletteError> {
    parse_words(bytes, u16::from_be_bytes, |word| (word & !COLOUR_BITS == 0).then(|| colour_to_rgb(word)))
}

/// A palette file's colours: its words (read by `word`) each made a colour by `colour`, which refuses a word
/// that is none (`None`); an empty or odd-length file is refused. Mega Drive palettes and SKC's share it.
pub(crate) fn parse_words(
    bytes: &[u8],
    word: fn([u8; 2]) -> u16,
    colour: impl Fn(u16) -> Option<[u8; 3]>,
) -> Result<Vec<[u8; 3]>, PaletteError> {
    if bytes.is_empty() {
        return Err(PaletteError::Empty);
    }
    if !bytes.len().is_multiple_of(2) {
        return Err(PaletteError::OddLength { len: bytes.len() });
    }
    bytes
        .chunks_exact(2)
        .enumerate()
        .map(|(i, pair)| {
            let word = word([pair[0], pair[1]]);
            colour(word).ok_or(PaletteError::NotAColour { offset: i * 2, word })
        })
        .collect()
}

/// Whether colour `index` of a palette (counted across lines) is transparent where patterns are drawn:
/// the first colour of each line.
pub const fn is_transparent(index: usize) -> bool {
    index.is_multiple_of(LINE_COLOURS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_evenly_spread_from_black_to_white() {
        let levels: Vec<u8> = (0..8).map(level_to_8bit).collect();
        assert_eq!(levels, [0, 36, 73, 109, 146, 182, 219, 255]);
        for l in 0..8u16 {
            assert_eq!(u16::from(level_to_8bit(l as u8)), (l * 255 * 2 + 7) / 14, "round(l × 255 / 7)");
        }
    }

    #[test]
    fn channels_are_red_green_blue_from_the_low_nibble() {
        assert_eq!(colour_to_rgb(0x000E), [255, 0, 0]);
        assert_eq!(colour_to_rgb(0x00E0), [0, 255, 0]);
        assert_eq!(colour_to_rgb(0x0E00), [0, 0, 255]);
        assert_eq!(colour_to_rgb(0x0C42), [36, 73, 219]);
        assert_eq!(colour_to_rgb(0xF111), [0, 0, 0]);
        for word in (0..=0x0EEEu16).filter(|w| w & !COLOUR_BITS == 0) {
            assert_eq!(rgb_to_colour(colour_to_rgb(word)), word);
        }
    }

    #[test]
    fn parse_checks_length_and_bits() {
        assert_eq!(parse_palette(&[0x0E, 0xEE, 0x00, 0x00]), Ok(vec![[255, 255, 255], [0, 0, 0]]));
        assert_eq!(parse_palette(&[]), Err(PaletteError::Empty));
        assert_eq!(parse_palette(&[0; 3]), Err(PaletteError::OddLength { len: 3 }));
        assert_eq!(parse_palette(&[0, 0, 0x10, 0x00]), Err(PaletteError::NotAColour { offset: 2, word: 0x1000 }));
        assert!(is_transparent(0) && is_transparent(16) && !is_transparent(15));
    }
}
