//! The art decoders (Nemesis, Enigma, Mega Drive palettes): the real Sonic 1 and Sonic 2 files decode to their
//! exact sizes and agree with each other, hostile input never panics or runs away, and `compress` round-trips.
#![allow(clippy::unwrap_used)]

use formats::import::{enigma, kosinski, nemesis, palette};
use proptest::prelude::*;
use std::path::PathBuf;

/// `../shared/reference`, or `None` (skip) when ../shared is absent outside CI.
fn reference() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference"))
}

/// Every Nemesis file of both disassemblies, sorted.
fn nemesis_files(reference: &std::path::Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = ["s2disasm/art/nemesis", "s1disasm/artnem"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(reference.join(dir)).unwrap())
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "nem"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_real_nemesis_file_decodes_to_its_header_count_of_patterns_using_all_its_bytes() {
    let Some(reference) = reference() else { return };
    let files = nemesis_files(&reference);
    assert_eq!(files.len(), 27 + 10);
    let mut xor_files = 0;
    for path in &files {
        let data = std::fs::read(path).unwrap();
        let header = u16::from_be_bytes([data[0], data[1]]);
        xor_files += usize::from(header & 0x8000 != 0);
        let art = nemesis::decompress(&data).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(art.len(), usize::from(header & 0x7FFF) * nemesis::PATTERN_BYTES, "{}", path.display());
        // The bitstream runs to the end of the file: at most one byte of padding is left unread.
        assert!(nemesis::decompress(&data[..data.len() - 2]).is_err(), "{}", path.display());
    }
    // Both modes are exercised by real data.
    assert_eq!(xor_files, 22);
}

#[test]
fn known_nemesis_files_have_their_known_pattern_counts() {
    let Some(reference) = reference() else { return };
    for (name, patterns) in [
        ("s2disasm/art/nemesis/Ring.nem", 14),
        ("s2disasm/art/nemesis/Signpost.nem", 78),
        ("s2disasm/art/nemesis/Monitor and contents.nem", 60),
        // Sonic 1's Green Hill level art, in two files loaded one after the other: 830 patterns.
        ("s1disasm/artnem/8x8 - GHZ1.nem", 461),
        ("s1disasm/artnem/8x8 - GHZ2.nem", 369),
    ] {
        let art = nemesis::decompress(&std::fs::read(reference.join(name)).unwrap()).unwrap();
        assert_eq!(art.len(), patterns * 32, "{name}");
    }
}

#[test]
fn real_art_survives_our_compressor_at_the_original_size_or_close() {
    let Some(reference) = reference() else { return };
    for path in nemesis_files(&reference) {
        let data = std::fs::read(&path).unwrap();
        let art = nemesis::decompress(&data).unwrap();
        let ours = nemesis::compress(&art).unwrap();
        assert_eq!(nemesis::decompress(&ours).as_ref(), Ok(&art), "{}", path.display());
        // Within a tenth of the original tool's size (most files come out a few bytes smaller).
        assert!(ours.len() * 10 <= data.len() * 11, "{}: {} vs {}", path.display(), ours.len(), data.len());
    }
}

#[test]
fn green_hill_block_mappings_are_whole_blocks_and_the_chunks_use_all_of_them() {
    let Some(reference) = reference() else { return };
    let data = std::fs::read(reference.join("s1disasm/map16/GHZ.eni")).unwrap();
    let words = enigma::decompress(&data).unwrap();
    // 439 blocks of 2x2 pattern words.
    assert_eq!(words.len(), 439 * 4);
    // The end entry is in the file's last byte.
    assert!(enigma::decompress(&data[..data.len() - 1]).is_err());
    // The 256x256 chunks (Kosinski; 16x16 words, bits 0–9 a block id) refer to blocks up to the last one.
    let chunks = kosinski::decompress(&std::fs::read(reference.join("s1disasm/map256/GHZ.kos")).unwrap()).unwrap();
    assert_eq!(chunks.len() % 512, 0);
    let last_block = chunks.chunks_exact(2).map(|w| u16::from_be_bytes([w[0], w[1]]) & 0x3FF).max().unwrap();
    assert_eq!(usize::from(last_block), words.len() / 4 - 1);
    // The blocks draw the level art's 830 patterns up to the last one, and every animated pattern that
    // SonLVL.ini's `animtiles` place after them (flower stalk 0x358, large and small flowers 0x35C and 0x36C,
    // waterfall 0x378 to 0x37F).
    let used: std::collections::BTreeSet<u16> = words.iter().map(|w| w & 0x7FF).collect();
    assert!(used.contains(&829));
    assert!((0x358..0x380).all(|p| used.contains(&p)));
    assert_eq!(enigma::decompress(&enigma::compress(&words)), Ok(words));
}

#[test]
fn real_palettes_parse_to_their_documented_colours() {
    let Some(reference) = reference() else { return };
    let read = |name: &str| palette::parse_palette(&std::fs::read(reference.join(name)).unwrap()).unwrap();
    for (name, colours) in [
        ("s2disasm/art/palettes/SonicAndTails.bin", 16),
        ("s2disasm/art/palettes/EHZ.bin", 48),
        ("s2disasm/art/palettes/CPZ.bin", 48),
        ("s2disasm/art/palettes/CPZ underwater.bin", 64),
        ("s1disasm/palette/Sonic.bin", 16),
        ("s1disasm/palette/Green Hill Zone.bin", 48),
        ("s1disasm/palette/Cycle - GHZ.bin", 16),
    ] {
        assert_eq!(read(name).len(), colours, "{name}");
    }
    // EHZ's lines 1–3 start with the words 0x0C20, 0x0000, 0x0E62, 0x0A86: levels (r, g, b) = (0, 1, 6),
    // (0, 0, 0), (1, 3, 7), (3, 4, 5).
    let ehz = read("s2disasm/art/palettes/EHZ.bin");
    assert_eq!(ehz[..4], [[0, 36, 219], [0, 0, 0], [36, 109, 255], [109, 146, 182]]);
    // Sonic's line: colour 2 is 0x0A22, his darkest blue.
    assert_eq!(read("s2disasm/art/palettes/SonicAndTails.bin")[2], [36, 36, 182]);
}

/// Patterns with long runs and repeated rows, like real art, plus noise.
fn patterns() -> impl Strategy<Value = Vec<u8>> {
    (0usize..6, proptest::collection::vec((0u8..16, 1usize..20), 0..120), any::<bool>()).prop_map(
        |(count, runs, noisy)| {
            let mut pixels: Vec<u8> = runs.iter().flat_map(|&(p, n)| std::iter::repeat_n(p, n)).collect();
            pixels.resize(count * 64, 0);
            if noisy {
                for (i, p) in pixels.iter_mut().enumerate() {
                    *p ^= (i * 7 % 13) as u8 & 0xF;
                }
            }
            pixels.chunks_exact(2).map(|pair| pair[0] << 4 | pair[1]).collect()
        },
    )
}

/// Pattern words with runs, counting sequences and flags, like block mappings and plane maps.
fn pattern_words() -> impl Strategy<Value = Vec<u16>> {
    proptest::collection::vec((any::<u16>(), 0u16..3, 1usize..24), 0..40).prop_map(|pieces| {
        pieces
            .into_iter()
            .flat_map(|(start, step, n)| (0..n as u16).map(move |k| start.wrapping_add(step.wrapping_mul(k))))
            .collect()
    })
}

proptest! {
    #[test]
    fn nemesis_never_panics_and_decodes_only_what_its_header_announces(
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
        limit in 0usize..4096,
    ) {
        if let Ok(art) = nemesis::decompress_with_limit(&bytes, limit) {
            prop_assert!(art.len() <= limit);
            prop_assert_eq!(art.len(), usize::from(u16::from_be_bytes([bytes[0], bytes[1]]) & 0x7FFF) * 32);
            prop_assert_eq!(nemesis::decompress(&bytes), Ok(art));
        }
    }

    #[test]
    fn nemesis_round_trips(art in patterns()) {
        let stream = nemesis::compress(&art).unwrap();
        prop_assert_eq!(nemesis::decompress(&stream), Ok(art));
    }

    /// A valid stream with one byte changed or cut short: an answer, never a panic, and never more than the
    /// header announces.
    #[test]
    fn damaged_nemesis_streams_never_panic(
        art in patterns(),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        cut in any::<bool>(),
    ) {
        let mut stream = nemesis::compress(&art).unwrap();
        let i = at.index(stream.len());
        if cut { stream.truncate(i) } else { stream[i] = byte }
        if let Ok(out) = nemesis::decompress(&stream) {
            prop_assert_eq!(out.len() % 32, 0);
        }
    }

    #[test]
    fn enigma_never_panics_and_respects_the_limit(
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
        limit in 0usize..2000,
    ) {
        if let Ok(words) = enigma::decompress_with_limit(&bytes, limit) {
            prop_assert!(words.len() <= limit);
            prop_assert_eq!(enigma::decompress(&bytes), Ok(words));
        }
    }

    #[test]
    fn enigma_round_trips(words in pattern_words()) {
        let stream = enigma::compress(&words);
        prop_assert_eq!(stream.len() % 2, 0);
        prop_assert_eq!(enigma::decompress(&stream), Ok(words));
    }

    #[test]
    fn damaged_enigma_streams_never_panic(
        words in pattern_words(),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        cut in any::<bool>(),
    ) {
        let mut stream = enigma::compress(&words);
        let i = at.index(stream.len());
        if cut { stream.truncate(i) } else { stream[i] = byte }
        let _ = enigma::decompress(&stream);
    }

    #[test]
    fn palettes_accept_exactly_even_runs_of_colour_words(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
        let words: Vec<u16> = bytes.chunks_exact(2).map(|p| u16::from_be_bytes([p[0], p[1]])).collect();
        let valid = !bytes.is_empty() && bytes.len() % 2 == 0 && words.iter().all(|w| w & !palette::COLOUR_BITS == 0);
        match palette::parse_palette(&bytes) {
            Ok(colours) => {
                prop_assert!(valid);
                let back: Vec<u16> = colours.into_iter().map(palette::rgb_to_colour).collect();
                prop_assert_eq!(back, words);
            }
            Err(_) => prop_assert!(!valid),
        }
    }
}
