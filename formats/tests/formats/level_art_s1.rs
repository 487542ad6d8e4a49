//! Sonic 1 level art: Green Hill's two Nemesis pattern files joined in order, its Enigma block
//! mappings and the palette the project names (Sonic.bin line 0, Green Hill Zone.bin lines 1–3), checked
//! against pixels computed by hand from the decompressed bytes. Needs ../shared (skipped without it).
#![allow(clippy::unwrap_used)]

use formats::art::{self, Plane};
use formats::import::{enigma, nemesis, palette};
use std::path::Path;

use crate::support::reference::s1_ini as ini;

fn read(ini: &Path, rel: &str) -> Vec<u8> {
    std::fs::read(ini.parent().unwrap().join(rel)).unwrap()
}

#[test]
fn green_hill_art_is_two_nemesis_files_enigma_blocks_and_the_zone_palette() {
    let Some(ini) = ini() else { return };
    let level = crate::support::reference::s1("Green Hill Zone Act 1").unwrap();
    let started = std::time::Instant::now();
    let art = art::load(&level, None).unwrap().expect("GHZ1 names its art");
    eprintln!("GHZ1 art: {} patterns, {} blocks in {:?}", art.pattern_count(), art.block_count(), started.elapsed());

    // By hand: GHZ1.nem is 0x39A0 bytes (461 patterns: s1disasm loads GHZ2.nem at tile $1CD), GHZ2.nem follows.
    let first = nemesis::decompress(&read(&ini, "../artnem/8x8 - GHZ1.nem")).unwrap();
    let second = nemesis::decompress(&read(&ini, "../artnem/8x8 - GHZ2.nem")).unwrap();
    assert_eq!(first.len(), 0x39A0);
    let mut tiles: Vec<u8> = first.iter().chain(&second).copied().collect();
    // The animated tiles' first frames where the game's `AniArt_GHZ` writes them (the INI's animtiles:
    // waterfall at $378, large flower at $35C, small flower at $36C; the stalk's file is not in the copy).
    assert_eq!(tiles.len() / 32, 0x33E);
    tiles.resize(0x380 * 32, 0);
    for (file, dest, count) in [("Waterfall", 0x378, 8), ("Flower Large", 0x35C, 16), ("Flower Small", 0x36C, 12)] {
        let bytes = read(&ini, &format!("../artunc/GHZ {file}.bin"));
        tiles[dest * 32..(dest + count) * 32].copy_from_slice(&bytes[..count * 32]);
    }
    let blocks: Vec<u16> = enigma::decompress(&read(&ini, "../map16/GHZ.eni")).unwrap();
    assert_eq!((art.pattern_count(), art.block_count()), (0x380, blocks.len() / 4));
    assert_eq!(art.block_count(), 439);
    let sonic = read(&ini, "../palette/Sonic.bin");
    let zone = read(&ini, "../palette/Green Hill Zone.bin");
    let words: Vec<u16> = sonic
        .chunks_exact(2)
        .take(16)
        .chain(zone.chunks_exact(2).take(48))
        .map(|w| u16::from_be_bytes([w[0], w[1]]))
        .collect();
    for (i, &w) in words.iter().enumerate() {
        let [r, g, b] = palette::colour_to_rgb(w);
        assert_eq!(art.palette_colour(i), Some([r, g, b, if i % 16 == 0 { 0 } else { 255 }]), "colour {i}");
    }

    let by_hand = |id: usize, x: usize, y: usize| -> [u8; 4] {
        let word = blocks[id * 4 + (y / 8) * 2 + x / 8];
        let tx = if word & 0x0800 != 0 { 7 - x % 8 } else { x % 8 };
        let ty = if word & 0x1000 != 0 { 7 - y % 8 } else { y % 8 };
        let Some(&byte) = tiles.get((word & 0x7FF) as usize * 32 + ty * 4 + tx / 2) else { return [0; 4] };
        let nibble = if tx % 2 == 0 { byte >> 4 } else { byte & 15 } as usize;
        if nibble == 0 {
            return [0; 4];
        }
        let [r, g, b] = palette::colour_to_rgb(words[((word >> 13) & 3) as usize * 16 + nibble]);
        [r, g, b, 255]
    };
    for id in 0..art.block_count() {
        let image = art.block_image(id as u16, false, false, Plane::Both);
        for y in 0..16 {
            for x in 0..16 {
                assert_eq!(image.get(x, y), by_hand(id, x, y), "block {id} pixel ({x}, {y})");
            }
        }
    }

    // The rendered level: the chunk word's block and flips (bits 0–9, 11, 12) over the layout.
    let (x0, y0) = (0x0000, 0x0300);
    let image = art::render_level(&art, &level, Plane::Both, (x0, y0, 256, 256));
    let mut opaque = 0;
    for y in 0..256 {
        for x in 0..256 {
            let (lx, ly) = (x0 + x, y0 + y);
            let expected = match level.layout.get(lx as usize / 256, ly as usize / 256) {
                Some(chunk) => {
                    let block = level.chunks[chunk as usize].blocks[((ly % 256) / 16 * 16 + (lx % 256) / 16) as usize];
                    let sx = if block.x_flip { 15 - lx % 16 } else { lx % 16 } as usize;
                    let sy = if block.y_flip { 15 - ly % 16 } else { ly % 16 } as usize;
                    block.art.map(|id| by_hand(id as usize, sx, sy)).unwrap_or([0; 4])
                }
                None => [0; 4],
            };
            assert_eq!(image.get(x as usize, y as usize), expected, "level pixel ({lx}, {ly})");
            opaque += usize::from(expected[3] != 0);
        }
    }
    assert_eq!(opaque, 27512, "opaque pixels of the region (1271 of them the flowers' first frames)");
    // Grass and soil near the start, in Green Hill's palette line 2 (colours of `Green Hill Zone.bin`).
    assert_eq!(image.get(0xC8, 0x11), [73, 182, 0, 255]);
    assert_eq!(image.get(0xFF, 0xFF), [219, 109, 0, 255]);

    // The background: ghzbg.bin's 32 x 1 chunks over the same chunks, repeated from the level's top-left.
    let background = art::load_background(&level, None).unwrap().expect("GHZ names a bglayout");
    assert_eq!(art::background_period(&background), Some([32, 1]));
    let bg_bytes = read(&ini, "../levels/ghzbg.bin");
    let image = art::render_background(&art, &level, &background, (0x1F00, 0x100, 512, 300));
    let mut opaque = 0;
    for y in (0..300).step_by(7) {
        for x in (0..512).step_by(5) {
            let (lx, ly) = (0x1F00 + x, 0x100 + y);
            let chunk = usize::from(bg_bytes[2 + (lx as usize / 256) % 32]) - 1;
            let block = level.chunks[chunk].blocks[((ly % 256) / 16 * 16 + (lx % 256) / 16) as usize];
            let sx = if block.x_flip { 15 - lx % 16 } else { lx % 16 } as usize;
            let sy = if block.y_flip { 15 - ly % 16 } else { ly % 16 } as usize;
            let expected = block.art.map(|id| by_hand(id as usize, sx, sy)).unwrap_or([0; 4]);
            assert_eq!(image.get(x as usize, y as usize), expected, "background pixel ({lx}, {ly})");
            opaque += usize::from(expected[3] != 0);
        }
    }
    assert!(opaque > 3000, "the background is drawn: {opaque}");
}
