//! Kosinski: the real Sonic 2 files decompress to their exact sizes and contents, hostile input never
//! panics or runs away, and `compress` round-trips.
#![allow(clippy::unwrap_used)]

use formats::import::kosinski::{self, KosinskiError};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// `../shared/reference/s2disasm`, or `None` (skip) when ../shared is absent outside CI.
fn s2disasm() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/s2disasm"))
}

fn decompress_file(dir: &Path, name: &str) -> Vec<u8> {
    let data = std::fs::read(dir.join(name)).unwrap();
    kosinski::decompress(&data).unwrap()
}

#[test]
fn real_files_decompress_to_their_exact_sizes() {
    let Some(dir) = s2disasm() else { return };
    // Layouts: 16 rows of 256 bytes. Chunk tables: 256 chunks of 128 bytes. Collision indexes: one byte per
    // block, 0x300 blocks (the size of `Primary_Collision` in RAM).
    for (name, size) in [
        ("level/layout/EHZ_1.kos", 4096),
        ("level/layout/EHZ_2.kos", 4096),
        ("level/layout/CPZ_1.kos", 4096),
        ("level/layout/CPZ_2.kos", 4096),
        ("mappings/128x128/EHZ_HTZ.kos", 256 * 128),
        ("mappings/128x128/CPZ_DEZ.kos", 256 * 128),
        ("collision/EHZ and HTZ primary 16x16 collision index.kos", 0x300),
        ("collision/EHZ and HTZ secondary 16x16 collision index.kos", 0x300),
        ("collision/CPZ and DEZ primary 16x16 collision index.kos", 0x300),
        ("collision/CPZ and DEZ secondary 16x16 collision index.kos", 0x300),
        ("mappings/16x16/EHZ.kos", 500 * 8),
        ("mappings/16x16/CPZ_DEZ.kos", 700 * 8),
        ("art/kosinski/EHZ_HTZ.kos", 29248),
    ] {
        assert_eq!(decompress_file(&dir, name).len(), size, "{name}");
    }
}

#[test]
fn real_file_contents() {
    let Some(dir) = s2disasm() else { return };
    // EHZ 1 layout, row 5 (the start row), first foreground chunk ids; the background half follows at 128.
    let layout = decompress_file(&dir, "level/layout/EHZ_1.kos");
    assert_eq!(&layout[5 * 256..5 * 256 + 8], &[2, 2, 3, 4, 4, 13, 24, 246]);
    // EHZ chunk 1, first word (block 0x3C, path A and B left/right/bottom-solid).
    let chunks = decompress_file(&dir, "mappings/128x128/EHZ_HTZ.kos");
    assert_eq!(&chunks[128..130], &[0xA0, 0x3C]);
    let primary = decompress_file(&dir, "collision/EHZ and HTZ primary 16x16 collision index.kos");
    assert_eq!((primary[0], primary[2], primary[5], primary[0x3C]), (0, 164, 164, 255));
}

#[test]
fn recompressed_real_files_decompress_to_the_same_bytes() {
    let Some(dir) = s2disasm() else { return };
    for name in ["level/layout/EHZ_1.kos", "mappings/128x128/CPZ_DEZ.kos"] {
        let original = decompress_file(&dir, name);
        let packed = kosinski::compress(&original);
        assert!(packed.len() < original.len() / 2, "{name}: {} -> {}", original.len(), packed.len());
        assert_eq!(kosinski::decompress(&packed).unwrap(), original, "{name}");
    }
}

#[test]
fn compressor_emits_each_kind_of_match() {
    // Literals, a 2-byte inline match, a long run (full match with a count byte) and a far full match.
    let mut data = b"abcab".to_vec();
    data.extend(std::iter::repeat_n(b'z', 300));
    data.extend((0..=255u8).cycle().take(600));
    let packed = kosinski::compress(&data);
    assert!(packed.len() < 400, "{} bytes", packed.len());
    assert_eq!(kosinski::decompress(&packed).unwrap(), data);
    assert_eq!(kosinski::compress(&[]), vec![0x02, 0x00, 0x00, 0xF0, 0x00]);
}

#[test]
fn output_limit_stops_a_bomb() {
    // 'x' then 255 full matches of 256 bytes each: 65,281 bytes from 774 bytes of input.
    let mut desc_bits = vec![true];
    let mut body = vec![vec![b'x']];
    for _ in 0..255 {
        desc_bits.extend([false, true]);
        body.push(vec![0xFF, 0xF8, 0xFF]);
    }
    desc_bits.extend([false, true]);
    body.push(vec![0x00, 0xF0, 0x00]);
    let stream = assemble(&desc_bits, &body);
    assert_eq!(kosinski::decompress(&stream).map(|v| v.len()), Ok(1 + 255 * 256));
    assert_eq!(kosinski::decompress_with_limit(&stream, 60_000), Err(KosinskiError::TooLarge { limit: 60_000 }));
}

/// Builds a stream from flag bits and the data bytes that follow each token (one token = the bits up to and
/// including the entry's kind: literal 1 bit, full match 2 bits), inserting descriptors where `KosDec` reads them.
fn assemble(bits: &[bool], tokens: &[Vec<u8>]) -> Vec<u8> {
    let mut out = vec![0u8, 0];
    let (mut desc, mut n) = (0usize, 0usize);
    let mut bit_iter = bits.iter();
    let mut put = |out: &mut Vec<u8>, b: bool| {
        if b {
            out[desc + n / 8] |= 1 << (n % 8);
        }
        n += 1;
        if n == 16 {
            desc = out.len();
            out.extend([0, 0]);
            n = 0;
        }
    };
    for token in tokens {
        let first = *bit_iter.next().unwrap();
        put(&mut out, first);
        if !first {
            put(&mut out, *bit_iter.next().unwrap());
        }
        out.extend(token);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..2048)) {
        // Any outcome is fine as long as it is a value, bounded by the limit.
        if let Ok(out) = kosinski::decompress_with_limit(&data, 1 << 14) {
            prop_assert!(out.len() <= 1 << 14);
        }
    }

    #[test]
    fn compress_round_trips(data in proptest::collection::vec(any::<u8>(), 0..1500)) {
        prop_assert_eq!(kosinski::decompress(&kosinski::compress(&data)).unwrap(), data);
    }

    #[test]
    fn compress_round_trips_repetitive_data(
        data in proptest::collection::vec(0u8..3, 0..3000),
        runs in proptest::collection::vec((any::<u8>(), 1usize..300), 0..8),
    ) {
        let mut data = data;
        for (b, n) in runs {
            data.extend(std::iter::repeat_n(b, n));
        }
        prop_assert_eq!(kosinski::decompress(&kosinski::compress(&data)).unwrap(), data);
    }
}
