//! Any bytes into the Nemesis decompressor: it must return within one step per output pixel, never read out
//! of bounds, and decode exactly the patterns its header announces, within the limit. Any whole patterns
//! through the compressor must come back exactly.

#![no_main]

use formats::import::nemesis::{PATTERN_BYTES, compress, decompress, decompress_with_limit};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(out) = decompress_with_limit(data, 4096) {
        assert!(out.len() <= 4096);
        assert_eq!(out.len(), usize::from(u16::from_be_bytes([data[0], data[1]]) & 0x7FFF) * PATTERN_BYTES);
        // A larger limit decodes the same stream to the same bytes.
        assert_eq!(decompress(data).as_ref(), Ok(&out));
    }
    let whole = &data[..data.len() / PATTERN_BYTES * PATTERN_BYTES];
    let stream = compress(whole).expect("whole patterns, far fewer than 0x7FFF");
    assert_eq!(decompress(&stream).as_deref(), Ok(whole));
});
