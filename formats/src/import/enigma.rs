//! Enigma, the Mega Drive Sonic games' compressor for tables of 16-bit pattern words (Sonic 1's 16x16 block
//! mappings, title and special-stage plane maps). A pattern word holds the priority (bit 15), palette line
//! (bits 13–14), Y flip (12), X flip (11) and pattern index (0–10). The format as the game reads it (s2disasm
//! `EniDec`, `EniDec_GetInlineCopyVal`):
//!
//! - A 6-byte header: the width in bits of an inline value (1–16); a mask whose bits 4..0 say which of the
//!   priority, palette-high, palette-low, Y-flip and X-flip bits each inline value carries as its own flag
//!   bit; the *incrementing* word; the *common* word (both big-endian).
//! - A bitstream, most significant bit first, of entries with 4 bits `SSSS` of count − 1:
//!   - `0 0 SSSS`: the incrementing word, then add 1 to it (it keeps counting across entries);
//!   - `0 1 SSSS`: the common word;
//!   - `1 0 0 SSSS` + inline value: that value every time; `1 0 1 …`: incremented after each write;
//!     `1 1 0 …`: decremented after each write;
//!   - `1 1 1 SSSS` + count inline values, one per word; `1 1 1 1111` ends the stream.
//! - An inline value is one bit per flag of the mask (in the order P, palette high, palette low, Y, X) and
//!   then the width's bits, added together as 16-bit words.
//!
//! `EniDec` also adds a starting art tile (its `d0`) to every word; the block mappings are decoded with 0, and
//! so is everything here (a caller wanting another adds it to each word). Read as a plain bitstream: the
//! 68000 routine's 16-bit window misreads inline values wider than 12 bits that straddle a refill, which no
//! file uses and [`compress`] never writes. The decompressor never reads past the input, refuses a width
//! outside 1–16 and stops at a caller-chosen number of words; every entry read yields at least one word.

use super::bit_writer::BitWriter;

/// Default output limit in words: 32768 (64 KiB, all of the 68000's work RAM, where `EniDec` writes). Sonic 1's
/// Green Hill block table holds 1756 words (439 blocks).
pub const DEFAULT_MAX_WORDS: usize = 0x8000;

/// Bytes in the header before the bitstream.
pub const HEADER_BYTES: usize = 6;

/// The mask's flag bits, most significant first as the bitstream carries them, with the word bit each sets.
const FLAGS: [(u8, u16); 5] = [(0x10, 0x8000), (0x08, 0x4000), (0x04, 0x2000), (0x02, 0x1000), (0x01, 0x0800)];

/// Why an Enigma stream could not be decompressed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EnigmaError {
    #[error("Enigma stream is truncated: it needs data at byte offset {offset} but the data ends there")]
    Truncated { offset: usize },
    #[error("Enigma header gives inline values {width} bits (must be 1–16)")]
    InlineWidth { width: u8 },
    #[error("Enigma output would exceed the limit of {limit} words")]
    TooLarge { limit: usize },
}

/// Decompresses a whole Enigma stream with the [`DEFAULT_MAX_WORDS`] limit. Bytes after the end entry (the
/// disassembly pads files to an even length) are ignored.
pub fn decompress(input: &[u8]) -> Result<Vec<u16>, EnigmaError> {
    decompress_with_limit(input, DEFAULT_MAX_WORDS)
}

/// Decompresses an Enigma stream, failing once the output would grow beyond `limit` words.
pub fn decompress_with_limit(input: &[u8], limit: usize) -> Result<Vec<u16>, EnigmaError> {
    let Some(header) = input.get(..HEADER_BYTES) else {
        return Err(EnigmaError::Truncated { offset: input.len() });
    };
    let width = header[0];
    if !(1..=16).contains(&width) {
        return Err(EnigmaError::InlineWidth { width });
    }
    let mask = header[1] & 0x1F;
    let mut incrementing = u16::from_be_bytes([header[2], header[3]]);
    let common = u16::from_be_bytes([header[4], header[5]]);
    let mut bits = BitReader { data: input, pos: HEADER_BYTES * 8 };
    let mut out = Vec::new();
    let inline = |bits: &mut BitReader| -> Result<u16, EnigmaError> {
        let mut flags = 0u16;
        for (bit, set) in FLAGS {
            if mask & bit != 0 && bits.read(1)? != 0 {
                flags |= set;
            }
        }
        Ok(bits.read(width)?.wrapping_add(flags))
    };
    loop {
        let kind = if bits.read(1)? == 0 { bits.read(1)? } else { 4 | bits.read(2)? };
        let count = bits.read(4)? + 1;
        if kind == 7 && count == 16 {
            return Ok(out);
        }
        if out.len() + usize::from(count) > limit {
            return Err(EnigmaError::TooLarge { limit });
        }
        match kind {
            0 => {
                for _ in 0..count {
                    out.push(incrementing);
                    incrementing = incrementing.wrapping_add(1);
                }
            }
            1 => out.extend(std::iter::repeat_n(common, usize::from(count))),
            4..=6 => {
                let mut value = inline(&mut bits)?;
                for _ in 0..count {
                    out.push(value);
                    value = match kind {
                        5 => value.wrapping_add(1),
                        6 => value.wrapping_sub(1),
                        _ => value,
                    };
                }
            }
            _ => {
                for _ in 0..count {
                    out.push(inline(&mut bits)?);
                }
            }
        }
    }
}

/// The bitstream, most significant bit first, as a bit position into the whole input.
struct BitReader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl BitReader<'_> {
    /// Reads `n` ≤ 16 bits.
    fn read(&mut self, n: u8) -> Result<u16, EnigmaError> {
        let mut value = 0u16;
        for _ in 0..n {
            let byte = *self.data.get(self.pos / 8).ok_or(EnigmaError::Truncated { offset: self.data.len() })?;
            value = value << 1 | u16::from(byte >> (7 - self.pos % 8) & 1);
            self.pos += 1;
        }
        Ok(value)
    }
}

/// Compresses pattern words as an Enigma stream that `EniDec` (and [`decompress`]) reads back exactly.
///
/// A simple valid encoder, not the original tool: the incrementing word starts at the first word that is not
/// the common one ([`encode`] says the rest); a block of single inline values (at most 15) stops before any word
/// that starts another kind of entry.
pub fn compress(words: &[u16]) -> Vec<u8> {
    let common = most_frequent(words);
    let incrementing = words.iter().copied().find(|&w| w != common).unwrap_or(0);
    encode(words, incrementing, |i, incrementing| {
        let starts_entry = |j: usize| {
            words[j] == incrementing
                || words[j] == common
                || run(words, j, words[j], 0) >= 2
                || run(words, j, words[j], 1) >= 2
                || run(words, j, words[j], 0xFFFF) >= 2
        };
        i + 1 + (i + 1..words.len()).take(14).take_while(|&j| !starts_entry(j)).count()
    })
}

/// Compresses pattern words as Sega's own Enigma compressor did, as far as the files show: all eight of Sonic
/// 1's special-stage layouts (`sslayout/*.eni`) come out byte for byte (inferred from those files; other data
/// may differ, and always decodes back exactly).
///
/// As [`compress`], except the incrementing word: the smallest word whose successor also occurs (0 if none);
/// and a block of single inline values (at most 15) goes on past repeated pairs and single common words,
/// stopping before the incrementing word, two common words in a row or three equal words.
pub fn compress_like_original(words: &[u16]) -> Vec<u8> {
    let common = most_frequent(words);
    let mut present = words.to_vec();
    present.sort_unstable();
    present.dedup();
    let incrementing =
        present.iter().copied().find(|&w| present.binary_search(&w.wrapping_add(1)).is_ok()).unwrap_or(0);
    encode(words, incrementing, |i, incrementing| {
        let mut end = i + 1;
        while end < words.len() && end - i < 15 {
            let next = words[end];
            let two_common = next == common && words.get(end + 1) == Some(&common);
            if next == incrementing || two_common || run(words, end, next, 0) >= 3 {
                break;
            }
            end += 1;
        }
        end
    })
}

/// Length (at most 16) of the run at `i` whose k-th word is `first + step × k`.
fn run(words: &[u16], i: usize, first: u16, step: u16) -> usize {
    words[i..].iter().take(16).zip(0u16..).take_while(|&(&w, k)| w == first.wrapping_add(step.wrapping_mul(k))).count()
}

/// The Enigma stream both encoders write: the flag mask covers every high bit (11–15) that any word sets, the
/// inline width the widest remaining index (so at most 11 bits), the common word is the most frequent word and
/// the incrementing word starts at `incrementing`. Each entry, in order of preference: a run of the
/// incrementing word (it keeps counting across entries); a run of the common word; a run of 2 or more of one
/// inline value repeated, else counting up, else down (the longest; a tie goes in that order); else single
/// inline values from `i` up to `singles_end(i, incrementing now)`.
fn encode(words: &[u16], mut incrementing: u16, singles_end: impl Fn(usize, u16) -> usize) -> Vec<u8> {
    let high = words.iter().fold(0u16, |acc, w| acc | w) & 0xF800;
    let mask = FLAGS.iter().filter(|(_, set)| high & set != 0).fold(0u8, |acc, (bit, _)| acc | bit);
    let widest = words.iter().map(|w| w & 0x07FF).max().unwrap_or(0);
    let width = (16 - widest.leading_zeros() as u8).max(1);
    let common = most_frequent(words);

    let mut w = BitWriter { out: vec![width, mask], acc: 0, bits: 0 };
    w.out.extend_from_slice(&incrementing.to_be_bytes());
    w.out.extend_from_slice(&common.to_be_bytes());
    let inline = |w: &mut BitWriter, word: u16| {
        for (bit, set) in FLAGS {
            if mask & bit != 0 {
                w.write(u32::from(word & set != 0), 1);
            }
        }
        w.write(u32::from(word & 0x07FF), width);
    };

    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        if word == incrementing {
            let n = run(words, i, incrementing, 1);
            w.write(n as u32 - 1, 6); // 0 0 SSSS
            incrementing = incrementing.wrapping_add(n as u16);
            i += n;
            continue;
        }
        if word == common {
            let n = run(words, i, common, 0);
            w.write(0b01 << 4 | (n as u32 - 1), 6);
            i += n;
            continue;
        }
        let (same, up, down) = (run(words, i, word, 0), run(words, i, word, 1), run(words, i, word, 0xFFFF));
        let best = same.max(up).max(down);
        if best >= 2 {
            let kind = if same == best {
                0b100
            } else if up == best {
                0b101
            } else {
                0b110
            };
            w.write(kind << 4 | (best as u32 - 1), 7);
            inline(&mut w, word);
            i += best;
            continue;
        }
        let end = singles_end(i, incrementing);
        w.write(0b111 << 4 | ((end - i) as u32 - 1), 7);
        for &word in &words[i..end] {
            inline(&mut w, word);
        }
        i = end;
    }
    w.write(0x7F, 7);
    let mut out = w.finish();
    if out.len() % 2 == 1 {
        out.push(0);
    }
    out
}

/// The most frequent word (the smallest on a tie), or 0 for none.
fn most_frequent(words: &[u16]) -> u16 {
    let mut sorted = words.to_vec();
    sorted.sort_unstable();
    let mut best = (0usize, 0u16);
    for group in sorted.chunk_by(|a, b| a == b) {
        if group.len() > best.0 {
            best = (group.len(), group[0]);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stream(header: [u8; 6], entries: &[(u32, u8)]) -> Vec<u8> {
        let mut w = BitWriter { out: header.to_vec(), acc: 0, bits: 0 };
        for &(value, n) in entries {
            w.write(value, n);
        }
        w.finish()
    }

    #[test]
    fn every_entry_type() {
        // Width 4, flags P and X; incrementing 0x0010, common 0x0000.
        let header = [4, 0x11, 0x00, 0x10, 0x00, 0x00];
        let out = decompress(&stream(
            header,
            &[
                (0b00_0010, 6),  // 3 × incrementing: 10 11 12
                (0b01_0001, 6),  // 2 × common
                (0b00_0000, 6),  // 1 × incrementing, which kept counting: 13
                (0b100_0001, 7), // 2 × inline: P=1, X=0, 5 → 0x8005
                (0b1, 1),
                (0b0, 1),
                (0b0101, 4),
                (0b101_0010, 7), // 3 × inline counting up from X=1, 0xF → 0x080F 0x0810 0x0811
                (0b01, 2),
                (0b1111, 4),
                (0b110_0001, 7), // 2 × inline counting down from 0 → 0x0000 0xFFFF
                (0b00, 2),
                (0b0000, 4),
                (0b111_0001, 7), // 2 single inline values: 0x8001, 0x0802
                (0b10, 2),
                (0b0001, 4),
                (0b01, 2),
                (0b0010, 4),
                (0x7F, 7), // end
            ],
        ));
        assert_eq!(
            out,
            Ok(vec![
                0x10, 0x11, 0x12, 0, 0, 0x13, 0x8005, 0x8005, 0x080F, 0x0810, 0x0811, 0x0000, 0xFFFF, 0x8001, 0x0802
            ])
        );
    }

    #[test]
    fn all_five_flags_in_stream_order() {
        // Flags P, palette high, palette low, Y, X then a 1-bit value: 1 0 1 0 1 1 → 0x8000|0x2000|0x0800|1.
        let out = decompress(&stream([1, 0x1F, 0, 0, 0, 0], &[(0b111_0000, 7), (0b101011, 6), (0x7F, 7)]));
        assert_eq!(out, Ok(vec![0xA801]));
    }

    #[test]
    fn errors_instead_of_trusting_the_input() {
        assert_eq!(decompress(&[1, 0, 0]), Err(EnigmaError::Truncated { offset: 3 }));
        assert_eq!(decompress(&[0, 0, 0, 0, 0, 0, 0xFE]), Err(EnigmaError::InlineWidth { width: 0 }));
        assert_eq!(decompress(&[17, 0, 0, 0, 0, 0, 0xFE]), Err(EnigmaError::InlineWidth { width: 17 }));
        // No end entry.
        assert_eq!(decompress(&[1, 0, 0, 0, 0, 0, 0x00]), Err(EnigmaError::Truncated { offset: 7 }));
        // 16 × common, four times, against a limit of 40.
        let s = stream([1, 0, 0, 0, 0, 0], &[(0x1F, 6), (0x1F, 6), (0x1F, 6), (0x1F, 6), (0x7F, 7)]);
        assert_eq!(decompress_with_limit(&s, 40), Err(EnigmaError::TooLarge { limit: 40 }));
        assert_eq!(decompress_with_limit(&s, 64).map(|w| w.len()), Ok(64));
    }

    #[test]
    fn compress_round_trips() {
        let words: Vec<u16> =
            (0..300u16).map(|i| if i % 7 < 3 { 0x4000 | (i / 5) } else { (i * 37) ^ 0x8800 }).collect();
        assert_eq!(decompress(&compress(&words)), Ok(words));
        assert_eq!(decompress(&compress(&[])), Ok(vec![]));
        assert_eq!(decompress(&compress(&[0xFFFF; 40])), Ok(vec![0xFFFF; 40]));
    }
}
