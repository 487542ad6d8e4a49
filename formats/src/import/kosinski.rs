//! Kosinski, the LZ77-style compressor of the Mega Drive Sonic games (level layouts, chunk mappings and
//! collision indexes in Sonic 2). The format as the game reads it (s2disasm `KosDec`):
//!
//! - A 16-bit *descriptor* (little-endian) supplies flag bits, least significant first. The next descriptor
//!   is read as soon as the 16th bit of the current one has been taken, before any data byte that follows.
//! - `1`: copy one literal byte.
//! - `0 0 h l` + byte `o`: inline match of `(h l) + 2` bytes (2–5) from `o − 256` bytes back (1–256).
//! - `0 1` + bytes `lo hi`: full match from `0xE000 | (hi & 0xF8) << 5 | lo` (a 13-bit negative distance,
//!   1–8192 bytes back). `hi & 7` ≠ 0: copy `(hi & 7) + 2` bytes (3–9). Otherwise a third byte `c`:
//!   0 ends the stream, 1 is a no-op, else copy `c + 1` bytes (3–256).
//!
//! The decompressor checks everything the 68000 routine trusts: it never reads past the input, never copies
//! from before the start of the output and never writes more than a caller-chosen limit, so every input ends
//! in `Ok` or `Err` after at most one step per input byte.

/// Default output limit ([`crate::limits::MAX_KOSINSKI_OUTPUT`]): far above anything Sonic 2 stores (a chunk
/// table is 32 KiB) and small enough that a hostile file cannot make the importer allocate much.
pub const DEFAULT_MAX_OUTPUT: usize = crate::limits::MAX_KOSINSKI_OUTPUT;

/// Why a Kosinski stream could not be decompressed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KosinskiError {
    #[error("Kosinski stream is truncated: it needs a byte at offset {offset} but the data ends there")]
    Truncated { offset: usize },
    #[error(
        "Kosinski back-reference at input offset {offset} reaches {distance} bytes back, \
         but only {available} bytes have been written"
    )]
    BackReference { offset: usize, distance: usize, available: usize },
    #[error("Kosinski output would exceed the limit of {limit} bytes")]
    TooLarge { limit: usize },
}

/// Decompresses a whole Kosinski stream with the `DEFAULT_MAX_OUTPUT` limit. Bytes after the end marker
/// (the disassembly pads files to 16 bytes) are ignored.
pub fn decompress(input: &[u8]) -> Result<Vec<u8>, KosinskiError> {
    decompress_with_limit(input, DEFAULT_MAX_OUTPUT)
}

/// Decompresses a Kosinski stream, failing once the output would grow beyond `limit` bytes.
pub fn decompress_with_limit(input: &[u8], limit: usize) -> Result<Vec<u8>, KosinskiError> {
    decompress_stream(input, limit).map(|(out, _)| out)
}

/// Moduled Kosinski (skdisasm's `.kosm` art, `Queue_Kos_Module`): a big-endian word giving the whole
/// size, then Kosinski streams of $1000 output bytes each (the last one shorter), each stream after the first
/// starting at a multiple of 16 bytes from the first.
pub fn decompress_moduled(input: &[u8], limit: usize) -> Result<Vec<u8>, KosinskiError> {
    let [hi, lo, ..] = *input else { return Err(KosinskiError::Truncated { offset: input.len() }) };
    let size = u16::from_be_bytes([hi, lo]) as usize;
    if size > limit {
        return Err(KosinskiError::TooLarge { limit });
    }
    let mut out = Vec::with_capacity(size);
    let mut at = 2;
    while out.len() < size {
        let rest = input.get(at..).ok_or(KosinskiError::Truncated { offset: input.len() })?;
        let (module, used) = decompress_stream(rest, limit - out.len()).map_err(|e| match e {
            KosinskiError::Truncated { offset } => KosinskiError::Truncated { offset: offset + at },
            KosinskiError::BackReference { offset, distance, available } => {
                KosinskiError::BackReference { offset: offset + at, distance, available }
            }
            e => e,
        })?;
        if module.is_empty() {
            break;
        }
        out.extend(module);
        at = 2 + (at - 2 + used).next_multiple_of(16);
    }
    Ok(out)
}

/// Decompresses one stream; also gives how many input bytes it took (its end marker included).
fn decompress_stream(input: &[u8], limit: usize) -> Result<(Vec<u8>, usize), KosinskiError> {
    let mut r = Reader { data: input, pos: 0, desc: 0, left: 0 };
    r.load_descriptor()?;
    let mut out = Vec::new();
    loop {
        if r.bit()? {
            let b = r.byte()?;
            push_checked(&mut out, b, limit)?;
            continue;
        }
        let at = r.pos;
        let (distance, count) = if r.bit()? {
            let lo = r.byte()? as usize;
            let hi = r.byte()? as usize;
            let distance = 0x2000 - (((hi & 0xF8) << 5) | lo);
            let count = match hi & 7 {
                0 => match r.byte()? {
                    0 => return Ok((out, r.pos)),
                    1 => continue,
                    c => c as usize + 1,
                },
                n => n + 2,
            };
            (distance, count)
        } else {
            let high = r.bit()? as usize;
            let low = r.bit()? as usize;
            let count = (high << 1 | low) + 2;
            let distance = 0x100 - r.byte()? as usize;
            (distance, count)
        };
        if distance > out.len() {
            return Err(KosinskiError::BackReference { offset: at, distance, available: out.len() });
        }
        if out.len() + count > limit {
            return Err(KosinskiError::TooLarge { limit });
        }
        for _ in 0..count {
            let b = out[out.len() - distance];
            out.push(b);
        }
    }
}

fn push_checked(out: &mut Vec<u8>, b: u8, limit: usize) -> Result<(), KosinskiError> {
    if out.len() >= limit {
        return Err(KosinskiError::TooLarge { limit });
    }
    out.push(b);
    Ok(())
}

struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    desc: u16,
    left: u8,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, KosinskiError> {
        let b = *self.data.get(self.pos).ok_or(KosinskiError::Truncated { offset: self.pos })?;
        self.pos += 1;
        Ok(b)
    }

    fn load_descriptor(&mut self) -> Result<(), KosinskiError> {
        let lo = self.byte()?;
        let hi = self.byte()?;
        self.desc = u16::from_le_bytes([lo, hi]);
        self.left = 16;
        Ok(())
    }

    /// The next flag bit; reloads the descriptor right after its 16th bit, as `KosDec` does.
    fn bit(&mut self) -> Result<bool, KosinskiError> {
        let b = self.desc & 1 != 0;
        self.desc >>= 1;
        self.left -= 1;
        if self.left == 0 {
            self.load_descriptor()?;
        }
        Ok(b)
    }
}

/// Compresses `data` as a Kosinski stream that `KosDec` (and `decompress`) reads back exactly.
///
/// A plain greedy LZ77 encoder: it is not byte-for-byte what the original tools emit, only a valid stream
/// (used to test the decompressor and to write Kosinski files back later).
pub fn compress(data: &[u8]) -> Vec<u8> {
    const MAX_FULL_DISTANCE: usize = 0x2000;
    const MAX_INLINE_DISTANCE: usize = 0x100;
    const MAX_COUNT: usize = 256;
    const CANDIDATES: usize = 64;

    let mut w = Writer { out: vec![0, 0], desc_pos: 0, bits: 0 };
    // Hash chains over 3-byte prefixes: `head[h]` is the latest position with hash h, `prev[p]` the one before
    // p. `last_pair` holds the latest position of each byte pair, for 2-byte inline matches. All store
    // position + 1, so that 0 means none (and the tables start zeroed, which is cheap).
    let hash = |i: usize| -> Option<usize> {
        data.get(i..i + 3).map(|s| ((s[0] as usize) << 8 ^ (s[1] as usize) << 4 ^ s[2] as usize) & 0xFFFF)
    };
    let pair = |i: usize| -> Option<usize> { data.get(i..i + 2).map(|s| (s[0] as usize) << 8 | s[1] as usize) };
    let mut head = vec![0usize; 1 << 16];
    let mut prev = vec![0usize; data.len()];
    let mut last_pair = vec![0usize; 1 << 16];
    let match_len = |from: usize, at: usize| -> usize {
        let max = (data.len() - at).min(MAX_COUNT);
        (0..max).take_while(|&k| data[from + k] == data[at + k]).count()
    };

    let mut i = 0;
    while i < data.len() {
        // Longest match (ties: nearest) among recent positions with the same prefix hash.
        let mut best = (0usize, 0usize);
        let mut next = hash(i).map_or(0, |h| head[h]);
        for _ in 0..CANDIDATES {
            let Some(j) = next.checked_sub(1) else { break };
            if i - j > MAX_FULL_DISTANCE {
                break;
            }
            let len = match_len(j, i);
            if len > best.0 {
                best = (len, i - j);
            }
            next = prev[j];
        }
        // Two-byte repeats are only worth an inline match.
        if best.0 < 3
            && let Some(p) = pair(i)
            && let Some(j) = last_pair[p].checked_sub(1)
            && i - j <= MAX_INLINE_DISTANCE
        {
            best = (2, i - j);
        }
        let (len, distance) = best;
        let used = if (2..=5).contains(&len) && distance <= MAX_INLINE_DISTANCE {
            w.bit(false);
            w.bit(false);
            let c = len - 2;
            w.bit(c & 2 != 0);
            w.bit(c & 1 != 0);
            w.out.push((0x100 - distance) as u8);
            len
        } else if len >= 3 {
            let v = 0x2000 - distance;
            w.bit(false);
            w.bit(true);
            w.out.push(v as u8);
            if len <= 9 {
                w.out.push((((v >> 5) & 0xF8) | (len - 2)) as u8);
            } else {
                w.out.push(((v >> 5) & 0xF8) as u8);
                w.out.push((len - 1) as u8);
            }
            len
        } else {
            w.bit(true);
            w.out.push(data[i]);
            1
        };
        for (p, link) in prev.iter_mut().enumerate().skip(i).take(used) {
            if let Some(h) = hash(p) {
                *link = head[h];
                head[h] = p + 1;
            }
            if let Some(k) = pair(p) {
                last_pair[k] = p + 1;
            }
        }
        i += used;
    }
    // End of stream: a full match with count byte 0.
    w.bit(false);
    w.bit(true);
    w.out.extend_from_slice(&[0x00, 0xF0, 0x00]);
    w.out
}

struct Writer {
    out: Vec<u8>,
    desc_pos: usize,
    bits: usize,
}

impl Writer {
    /// Appends a flag bit; a full descriptor immediately reserves the next one, mirroring the reader.
    fn bit(&mut self, set: bool) {
        if set {
            self.out[self.desc_pos + self.bits / 8] |= 1 << (self.bits % 8);
        }
        self.bits += 1;
        if self.bits == 16 {
            self.desc_pos = self.out.len();
            self.out.extend_from_slice(&[0, 0]);
            self.bits = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_then_end() {
        // Descriptor bits: 1, 1, 0, 1 (end) → 0b1011 = 0x000B.
        let stream = [0x0B, 0x00, b'h', b'i', 0x00, 0xF0, 0x00];
        assert_eq!(decompress(&stream), Ok(b"hi".to_vec()));
    }

    #[test]
    fn inline_match_repeats_the_last_byte() {
        // 1 (literal 'a'), 0 0 1 1 (inline, count 3 + 2 = 5, distance 1), 0 1 (end).
        // Bits LSB first: 1,0,0,1,1,0,1 → 0b1011001 = 0x59.
        let stream = [0x59, 0x00, b'a', 0xFF, 0x00, 0xF0, 0x00];
        assert_eq!(decompress(&stream), Ok(b"aaaaaa".to_vec()));
    }

    #[test]
    fn full_match_with_count_byte_and_no_op_marker() {
        // 1 ('x'), 0 1 (full: distance 1, count byte 9 → 10 bytes), 0 1 (no-op), 0 1 (end).
        // Bits: 1,0,1,0,1,0,1 → 0b1010101 = 0x55.
        let stream = [0x55, 0x00, b'x', 0xFF, 0xF8, 9, 0x00, 0xF0, 0x01, 0x00, 0xF0, 0x00];
        assert_eq!(decompress(&stream), Ok(vec![b'x'; 11]));
    }

    #[test]
    fn descriptor_is_reloaded_right_after_its_sixteenth_bit() {
        // 16 literals fill the first descriptor; the second descriptor comes before the 16th literal byte.
        let mut stream = vec![0xFF, 0xFF];
        stream.extend(0..15u8);
        stream.extend([0x02, 0x00]); // next descriptor: 0, 1 (end)
        stream.push(15);
        stream.extend([0x00, 0xF0, 0x00]);
        assert_eq!(decompress(&stream), Ok((0..16).collect::<Vec<u8>>()));
    }

    #[test]
    fn errors_instead_of_reading_or_writing_out_of_bounds() {
        assert_eq!(decompress(&[]), Err(KosinskiError::Truncated { offset: 0 }));
        assert_eq!(decompress(&[0x01, 0x00]), Err(KosinskiError::Truncated { offset: 2 }));
        // Inline match 1 byte back with nothing written yet.
        assert_eq!(
            decompress(&[0x00, 0x00, 0xFF]),
            Err(KosinskiError::BackReference { offset: 2, distance: 1, available: 0 })
        );
        // 'x' then a 256-byte run against a 100-byte limit.
        let stream = [0x15, 0x00, b'x', 0xFF, 0xF8, 0xFF, 0x00, 0xF0, 0x00];
        assert_eq!(decompress_with_limit(&stream, 100), Err(KosinskiError::TooLarge { limit: 100 }));
        assert_eq!(decompress_with_limit(&stream, 257).map(|v| v.len()), Ok(257));
    }
}
