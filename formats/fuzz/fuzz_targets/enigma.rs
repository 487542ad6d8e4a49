//! Any bytes into the Enigma decompressor: it must return within one step per output word, never read out
//! of bounds, and respect the output limit. Any words (the bytes, big-endian) through the compressor must
//! come back exactly.

#![no_main]

use formats::import::enigma::{compress, decompress, decompress_with_limit};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(out) = decompress_with_limit(data, 2048) {
        assert!(out.len() <= 2048);
        // A larger limit decodes the same stream to the same words.
        assert_eq!(decompress(data).as_ref(), Ok(&out));
    }
    let words: Vec<u16> = data.chunks_exact(2).map(|p| u16::from_be_bytes([p[0], p[1]])).collect();
    assert_eq!(decompress(&compress(&words)), Ok(words));
});
