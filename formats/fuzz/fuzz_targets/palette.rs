//! Any bytes into the palette parser: it accepts exactly non-empty, even-length runs of colour words, and
//! every colour it returns converts back to its word.

#![no_main]

use formats::import::palette::{COLOUR_BITS, parse_palette, rgb_to_colour};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let words: Vec<u16> = data.chunks_exact(2).map(|p| u16::from_be_bytes([p[0], p[1]])).collect();
    let valid = !data.is_empty() && data.len() % 2 == 0 && words.iter().all(|w| w & !COLOUR_BITS == 0);
    match parse_palette(data) {
        Ok(colours) => {
            assert!(valid);
            assert_eq!(colours.into_iter().map(rgb_to_colour).collect::<Vec<_>>(), words);
        }
        Err(_) => assert!(!valid),
    }
});
