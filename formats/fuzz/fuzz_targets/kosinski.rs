//! Any bytes into the Kosinski decompressor: it must return within one step per input byte, never read or
//! write out of bounds, and respect the output limit. The same bytes through the compressor must come back
//! exactly.

#![no_main]

use formats::import::kosinski::{compress, decompress, decompress_with_limit};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(out) = decompress_with_limit(data, 4096) {
        assert!(out.len() <= 4096);
        // A larger limit decodes the same stream to the same bytes.
        assert_eq!(decompress(data).as_ref(), Ok(&out));
    }
    assert_eq!(decompress(&compress(data)).as_deref(), Ok(data));
});
