//! Nemesis, the Mega Drive Sonic games' compressor for 8x8 patterns (object and level art in Sonic 1, object
//! art in Sonic 2). The format as the game reads it (s2disasm `NemDec`, `NemDecPrepare`, `NemDecRun`):
//!
//! - A big-endian header word: bit 15 set selects XOR mode, bits 0–14 are the number of patterns (32 bytes
//!   each: 8 rows of 8 four-bit pixels, the leftmost pixel in the high nibble).
//! - The code table, bytes until `0xFF`. A byte with bit 7 set (and the table's first byte) selects the pixel
//!   value (its low nibble) for the entries after it. An entry is a byte `0 RRR LLLL` (`RRR` + 1 copies of the
//!   pixel, a code `LLLL` bits long, 1–8) followed by the code itself, right-aligned in a byte.
//! - The bitstream, most significant bit first: a prefix-free code from the table, or the escape `111111`
//!   followed by 3 bits of copies − 1 and 4 bits of pixel. No table code may start with `111111`: the game
//!   tests for the escape before looking a code up. Runs continue across rows; decoding stops once every row
//!   of every pattern is written (a run's extra copies are dropped).
//! - XOR mode: each row written is the previous written row XORed with the decoded one (the first with 0).
//!
//! The decompressor checks what the 68000 routine trusts: it never reads past the input, refuses code
//! lengths outside 1–8, codes wider than their length and codes the table does not define, and refuses a
//! header that asks for more than a caller-chosen output limit before decoding anything. Every code read
//! yields at least one pixel, so every input ends in `Ok` or `Err` after at most one step per output pixel.

use super::bit_writer::BitWriter;

/// Bytes in one 8x8 pattern at 4 bits per pixel.
pub const PATTERN_BYTES: usize = 32;

/// Most patterns a header can announce (15 bits).
pub const MAX_PATTERNS: usize = 0x7FFF;

/// Default output limit: 64 KiB, the Mega Drive's whole video RAM (2048 patterns), where `NemDec` writes.
/// Sonic 1's Green Hill level art, in two files, holds 461 + 369 patterns (26 KiB).
pub const DEFAULT_MAX_OUTPUT: usize = 64 * 1024;

/// The escape code: the top 6 bits of the 8-bit lookahead all set.
const ESCAPE_PREFIX: u8 = 0b1111_1100;

/// Why a Nemesis stream could not be decompressed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NemesisError {
    #[error("Nemesis stream is truncated: it needs data at byte offset {offset} but the data ends there")]
    Truncated { offset: usize },
    #[error("Nemesis code table entry at byte offset {offset} has a code length of {length} bits (must be 1–8)")]
    CodeLength { offset: usize, length: u8 },
    #[error("Nemesis code table entry at byte offset {offset}: code {code:#04x} does not fit in {length} bits")]
    CodeTooWide { offset: usize, code: u8, length: u8 },
    #[error(
        "Nemesis bitstream at byte offset {offset} uses code {lookahead:#010b}…, which the code table does not define"
    )]
    UnknownCode { offset: usize, lookahead: u8 },
    #[error(
        "Nemesis header announces {patterns} patterns ({} bytes), over the limit of {limit} bytes",
        patterns * PATTERN_BYTES
    )]
    TooLarge { patterns: usize, limit: usize },
}

/// Why data could not be compressed as Nemesis.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NemesisCompressError {
    #[error("{len} bytes are not whole 8x8 patterns (a multiple of {PATTERN_BYTES} bytes)")]
    NotWholePatterns { len: usize },
    #[error("{patterns} patterns are more than a Nemesis header can count ({MAX_PATTERNS})")]
    TooManyPatterns { patterns: usize },
}

/// Decompresses a whole Nemesis stream with the [`DEFAULT_MAX_OUTPUT`] limit. The result is the patterns as
/// video RAM holds them: `count × 32` bytes. Bytes after the last code (padding) are ignored.
pub fn decompress(input: &[u8]) -> Result<Vec<u8>, NemesisError> {
    decompress_with_limit(input, DEFAULT_MAX_OUTPUT)
}

/// Decompresses a Nemesis stream whose header announces at most `limit` bytes of patterns. A header of
/// 0 patterns decodes to nothing (the game's routine would run away on it; no file has one).
pub fn decompress_with_limit(input: &[u8], limit: usize) -> Result<Vec<u8>, NemesisError> {
    let header = match input {
        [hi, lo, ..] => u16::from_be_bytes([*hi, *lo]),
        _ => return Err(NemesisError::Truncated { offset: input.len() }),
    };
    let xor = header & 0x8000 != 0;
    let patterns = usize::from(header & 0x7FFF);
    if patterns * PATTERN_BYTES > limit {
        return Err(NemesisError::TooLarge { patterns, limit });
    }
    let (table, start) = read_code_table(input, 2)?;
    let rows = patterns * 8;
    let mut out = Vec::with_capacity(patterns * PATTERN_BYTES);
    let mut bits = BitReader { data: input, pos: start * 8 };
    let (mut row, mut pixels, mut previous) = (0u32, 0u8, 0u32);
    while out.len() < rows * 4 {
        let lookahead = bits.peek8();
        let (copies, pixel) = if lookahead >= ESCAPE_PREFIX {
            bits.consume(6)?;
            let inline = bits.read(7)?;
            ((inline >> 4) + 1, inline & 0xF)
        } else {
            let Some(code) = table[usize::from(lookahead)] else {
                return Err(NemesisError::UnknownCode { offset: bits.pos / 8, lookahead });
            };
            bits.consume(code.length)?;
            (code.copies, code.pixel)
        };
        for _ in 0..copies {
            row = row << 4 | u32::from(pixel);
            pixels += 1;
            if pixels == 8 {
                let written = if xor { previous ^ row } else { row };
                previous = written;
                out.extend_from_slice(&written.to_be_bytes());
                (row, pixels) = (0, 0);
                if out.len() == rows * 4 {
                    break;
                }
            }
        }
    }
    Ok(out)
}

/// One entry of the decoder's table, indexed by the next 8 bits of the stream (as `NemDecPrepare` builds it:
/// a code of length L fills all 2^(8−L) indices that start with it).
#[derive(Clone, Copy)]
struct Code {
    length: u8,
    copies: u8,
    pixel: u8,
}

/// Reads the code table starting at `pos`; returns it and the offset of the bitstream after the `0xFF`.
fn read_code_table(input: &[u8], mut pos: usize) -> Result<([Option<Code>; 256], usize), NemesisError> {
    let mut table = [None; 256];
    let next = |pos: &mut usize| -> Result<u8, NemesisError> {
        let b = *input.get(*pos).ok_or(NemesisError::Truncated { offset: *pos })?;
        *pos += 1;
        Ok(b)
    };
    let mut byte = next(&mut pos)?;
    while byte != 0xFF {
        // `byte` selects the pixel value; entries follow until the next byte with bit 7 set.
        let pixel = byte & 0xF;
        loop {
            let at = pos;
            byte = next(&mut pos)?;
            if byte & 0x80 != 0 {
                break;
            }
            let length = byte & 0xF;
            let copies = (byte >> 4 & 7) + 1;
            if !(1..=8).contains(&length) {
                return Err(NemesisError::CodeLength { offset: at, length });
            }
            let code = next(&mut pos)?;
            if u32::from(code) >> length != 0 {
                return Err(NemesisError::CodeTooWide { offset: at + 1, code, length });
            }
            let first = usize::from(code) << (8 - length);
            for slot in &mut table[first..first + (1 << (8 - length))] {
                *slot = Some(Code { length, copies, pixel });
            }
        }
    }
    Ok((table, pos))
}

/// The bitstream, most significant bit first, as a bit position into the whole input.
struct BitReader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl BitReader<'_> {
    /// The next 8 bits, zero past the end of the input (the game reads ahead; only consuming counts).
    fn peek8(&self) -> u8 {
        let byte = self.pos / 8;
        let pair = u16::from_be_bytes([
            self.data.get(byte).copied().unwrap_or(0),
            self.data.get(byte + 1).copied().unwrap_or(0),
        ]);
        (pair << (self.pos % 8) >> 8) as u8
    }

    fn consume(&mut self, n: u8) -> Result<(), NemesisError> {
        let end = self.pos + usize::from(n);
        if end > self.data.len() * 8 {
            return Err(NemesisError::Truncated { offset: self.data.len() });
        }
        self.pos = end;
        Ok(())
    }

    /// Reads `n` ≤ 8 bits.
    fn read(&mut self, n: u8) -> Result<u8, NemesisError> {
        let value = self.peek8() >> (8 - n);
        self.consume(n)?;
        Ok(value)
    }
}

/// Compresses whole 8x8 patterns as a Nemesis stream that `NemDec` (and [`decompress`]) reads back exactly.
///
/// A simple valid encoder, not the original tool: the pixels (or, in XOR mode, each row XORed with the one
/// before) become runs of 1–8 equal pixels; the most frequent runs get prefix codes of 1–8 bits chosen
/// greedily under the code space left free by the escape, the rest are written inline after the escape. It
/// tries both modes and keeps the shorter stream.
pub fn compress(patterns: &[u8]) -> Result<Vec<u8>, NemesisCompressError> {
    if !patterns.len().is_multiple_of(PATTERN_BYTES) {
        return Err(NemesisCompressError::NotWholePatterns { len: patterns.len() });
    }
    let count = patterns.len() / PATTERN_BYTES;
    if count > MAX_PATTERNS {
        return Err(NemesisCompressError::TooManyPatterns { patterns: count });
    }
    let plain = compress_mode(patterns, count as u16, false);
    let xor = compress_mode(patterns, count as u16, true);
    Ok(if xor.len() < plain.len() { xor } else { plain })
}

/// A run: `copies` (1–8) of one pixel value, as the symbol `(copies − 1) << 4 | pixel` (0..128).
fn runs(patterns: &[u8], xor: bool) -> Vec<u8> {
    let mut previous = 0u32;
    let mut pixels = Vec::with_capacity(patterns.len() * 2);
    for row in patterns.chunks_exact(4) {
        let row = u32::from_be_bytes([row[0], row[1], row[2], row[3]]);
        let delta = if xor { row ^ previous } else { row };
        previous = row;
        pixels.extend((0..8).rev().map(|i| (delta >> (i * 4) & 0xF) as u8));
    }
    let mut symbols = Vec::new();
    let mut i = 0;
    while i < pixels.len() {
        let copies = pixels[i..].iter().take(8).take_while(|&&p| p == pixels[i]).count();
        symbols.push(((copies - 1) << 4) as u8 | pixels[i]);
        i += copies;
    }
    symbols
}

fn compress_mode(patterns: &[u8], count: u16, xor: bool) -> Vec<u8> {
    let symbols = runs(patterns, xor);
    let lengths = code_lengths(&symbols);

    // Canonical codes in order of (length, symbol): with the code space used at most 252/256, no code
    // reaches the escape prefix `111111`.
    let mut coded: Vec<(u8, u8)> =
        (0..128u8).filter(|&s| lengths[usize::from(s)] != 0).map(|s| (lengths[usize::from(s)], s)).collect();
    coded.sort_unstable();
    let mut codes = [(0u8, 0u8); 128];
    let mut next = 0u32;
    let mut previous_length = 0;
    for &(length, symbol) in &coded {
        next <<= length - previous_length;
        previous_length = length;
        codes[usize::from(symbol)] = (length, next as u8);
        next += 1;
    }

    let mut out = Vec::new();
    out.extend_from_slice(&(count | if xor { 0x8000 } else { 0 }).to_be_bytes());
    // The table, grouped by pixel value.
    for pixel in 0..16u8 {
        let mut selected = false;
        for copies in 0..8u8 {
            let symbol = copies << 4 | pixel;
            let (length, code) = codes[usize::from(symbol)];
            if length == 0 {
                continue;
            }
            if !selected {
                out.push(0x80 | pixel);
                selected = true;
            }
            out.extend_from_slice(&[copies << 4 | length, code]);
        }
    }
    out.push(0xFF);

    let mut w = BitWriter { out, acc: 0, bits: 0 };
    for &symbol in &symbols {
        match codes[usize::from(symbol)] {
            (0, _) => {
                w.write(0b11_1111, 6);
                w.write(u32::from(symbol), 7);
            }
            (length, code) => w.write(u32::from(code), length),
        }
    }
    w.finish()
}

/// Code lengths (0: written inline) for the symbols, by a greedy fit into the code space: every symbol
/// starts uncoded; the step that saves the most bits (net of the table entry, for a new code) per unit of code
/// space (1/256) is taken until none fits or saves anything. The escape reserves 4 of the 256 units.
fn code_lengths(symbols: &[u8]) -> [u8; 128] {
    const SPACE: u32 = 252;
    const INLINE_BITS: u64 = 13;
    const TABLE_ENTRY_BITS: u64 = 16;
    let mut frequency = [0u64; 128];
    for &s in symbols {
        frequency[usize::from(s)] += 1;
    }
    let mut lengths = [0u8; 128];
    let cost = |length: u8| if length == 0 { 0 } else { 1u32 << (8 - length) };
    let mut used = 0u32;
    loop {
        // Best next step: a new 8-bit code or a code one bit shorter, by bits saved per unit of space.
        let mut best: Option<(usize, u64, u32)> = None;
        for (s, &f) in frequency.iter().enumerate() {
            let length = lengths[s];
            if f == 0 || length == 1 {
                continue;
            }
            let (saved, extra) = match length {
                // A new code also costs its 2 bytes in the table.
                0 if f * (INLINE_BITS - 8) > TABLE_ENTRY_BITS => (f * (INLINE_BITS - 8) - TABLE_ENTRY_BITS, 1),
                0 => continue,
                l => (f, cost(l - 1) - cost(l)),
            };
            if used + extra > SPACE {
                continue;
            }
            // saved / extra > best.saved / best.extra, compared without division.
            if best.is_none_or(|(_, bs, be)| saved * u64::from(be) > bs * u64::from(extra)) {
                best = Some((s, saved, extra));
            }
        }
        let Some((s, _, extra)) = best else { break };
        lengths[s] = if lengths[s] == 0 { 8 } else { lengths[s] - 1 };
        used += extra;
    }
    lengths
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stream with one pattern and the given table and bitstream bytes.
    fn stream(header: u16, table: &[u8], bits: &[u8]) -> Vec<u8> {
        let mut s = header.to_be_bytes().to_vec();
        s.extend_from_slice(table);
        s.extend_from_slice(bits);
        s
    }

    #[test]
    fn table_codes_fill_rows_with_runs_across_rows() {
        // Pixel 5: code `0` (1 bit), 8 copies. Pixel 3: code `10` (2 bits), 1 copy.
        // Bits: 0 (8×5), then 10 ×8 (one row of 3s), then 0 ×6 (six rows of 5s): 1 + 16 + 6 = 23 bits.
        let table = [0x85, 0x71, 0b0, 0x83, 0x02, 0b10, 0xFF];
        let bits = [0b0101_0101, 0b0101_0101, 0b0000_0000];
        let out = decompress(&stream(1, &table, &bits)).unwrap();
        let mut expected = vec![0x55; 4];
        expected.extend([0x33; 4]);
        expected.extend([0x55; 24]);
        assert_eq!(out, expected);
    }

    #[test]
    fn escape_writes_inline_runs_and_a_run_may_cross_rows() {
        // Empty table. Escapes: 8 × pixel 0xA, 4 × pixel 2, then 7 × (8 × pixel 1): the first run of 1s
        // crosses into the third row, and the last run is cut off after 64 pixels.
        let mut w = BitWriter { out: vec![], acc: 0, bits: 0 };
        w.write(0x3F, 6);
        w.write(0x7A, 7);
        w.write(0x3F, 6);
        w.write(0x32, 7);
        for _ in 0..7 {
            w.write(0x3F, 6);
            w.write(0x71, 7);
        }
        let out = decompress(&stream(1, &[0xFF], &w.finish())).unwrap();
        let mut expected = vec![0xAA; 4];
        expected.extend([0x22, 0x22, 0x11, 0x11]);
        expected.extend([0x11; 24]);
        assert_eq!(out, expected);
    }

    #[test]
    fn xor_mode_xors_each_row_with_the_previous_written_row() {
        // Pixel 1 as 1-bit code `0` with 8 copies: every decoded row is 0x11111111; XORed, rows alternate.
        let table = [0x81, 0x71, 0b0, 0xFF];
        let out = decompress(&stream(0x8001, &table, &[0])).unwrap();
        let expected: Vec<u8> = (0..8).flat_map(|r| if r % 2 == 0 { [0x11; 4] } else { [0; 4] }).collect();
        assert_eq!(out, expected);
    }

    #[test]
    fn errors_instead_of_trusting_the_input() {
        assert_eq!(decompress(&[0x00]), Err(NemesisError::Truncated { offset: 1 }));
        assert_eq!(decompress(&[0x00, 0x01, 0x80]), Err(NemesisError::Truncated { offset: 3 }));
        assert_eq!(
            decompress(&stream(1, &[0x80, 0x09, 0x00], &[])),
            Err(NemesisError::CodeLength { offset: 3, length: 9 })
        );
        assert_eq!(
            decompress(&stream(1, &[0x80, 0x02, 0x04], &[])),
            Err(NemesisError::CodeTooWide { offset: 4, code: 4, length: 2 })
        );
        // Only code `0` defined; the stream starts with a 1.
        assert_eq!(
            decompress(&stream(1, &[0x80, 0x01, 0x00, 0xFF], &[0x80])),
            Err(NemesisError::UnknownCode { offset: 6, lookahead: 0x80 })
        );
        // Runs out of bits before the 8 rows are written.
        assert_eq!(
            decompress(&stream(2, &[0x80, 0x71, 0x00, 0xFF], &[0x00])),
            Err(NemesisError::Truncated { offset: 7 })
        );
        assert_eq!(
            decompress_with_limit(&stream(3, &[0xFF], &[]), 64),
            Err(NemesisError::TooLarge { patterns: 3, limit: 64 })
        );
        assert_eq!(decompress(&[0x80, 0x00, 0xFF]), Ok(vec![]));
    }

    #[test]
    fn compress_round_trips_and_refuses_partial_patterns() {
        let mut art = vec![0u8; 4 * PATTERN_BYTES];
        for (i, b) in art.iter_mut().enumerate() {
            *b = [0x00, 0x12, 0x21, 0xFF, 0x34][i * 7 % 5] ^ (i / 37) as u8;
        }
        assert_eq!(decompress(&compress(&art).unwrap()), Ok(art));
        assert_eq!(compress(&[0; 33]), Err(NemesisCompressError::NotWholePatterns { len: 33 }));
        assert_eq!(compress(&[]).map(|s| decompress(&s)), Ok(Ok(vec![])));
    }
}
