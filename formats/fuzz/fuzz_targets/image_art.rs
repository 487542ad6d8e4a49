//! Any bytes as a PNG made into Mega Drive art (`image_art`, what `spg-studio import image` reads):
//! decoding refuses absurd sizes from the header; the art never panics, and what it makes is consistent —
//! every cell names a block it has, every block word a pattern it has, every pixel a colour index below 16.

#![no_main]

use formats::image_art::{decode_image, image_art};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(image) = decode_image(data) else { return };
    let Ok(art) = image_art(&image) else { return };
    assert_eq!(art.cells.len(), art.columns * art.rows);
    assert_eq!((art.columns * 16, art.rows * 16), (image.width, image.height));
    for cell in art.cells.iter().flatten() {
        assert!(usize::from(cell.block) < art.blocks.len());
    }
    for words in &art.blocks {
        for w in words {
            assert!(usize::from(w & 0x07FF) < art.patterns.len());
        }
    }
    assert!(art.patterns.iter().all(|p| p.iter().all(|&i| i < 16)));
});
