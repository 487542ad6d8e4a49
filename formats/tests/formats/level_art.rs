//! Level art from the Sonic 2 SonLVL project: EHZ and CPZ patterns, block mappings and palettes
//! load to their known sizes, composed pixels match the bytes read by hand, and a missing source is a clear
//! error. Needs ../shared (skipped without it, as every reference test).
#![allow(clippy::unwrap_used)]

use formats::art::{self, ArtSource, LevelArt, Plane};
use formats::import::{kosinski, palette, sonlvl::Project};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

use crate::support::reference::s2_ini as ini;

fn disasm(ini: &Path, rel: &str) -> PathBuf {
    ini.parent().unwrap().join(rel)
}

/// Pixel (x, y) of block `id` computed straight from the decompressed bytes (not through `art`): the block's
/// word, then the pattern's nibble, then the palette word.
fn by_hand(tiles: &[u8], blocks: &[u8], pal: &[u16; 64], id: usize, x: usize, y: usize) -> Option<[u8; 3]> {
    let at = id * 8 + ((y / 8) * 2 + x / 8) * 2;
    let word = u16::from_be_bytes([blocks[at], blocks[at + 1]]);
    let (mut tx, mut ty) = (x % 8, y % 8);
    if word & 0x0800 != 0 {
        tx = 7 - tx;
    }
    if word & 0x1000 != 0 {
        ty = 7 - ty;
    }
    let byte = tiles[(word & 0x7FF) as usize * 32 + ty * 4 + tx / 2];
    let nibble = if tx % 2 == 0 { byte >> 4 } else { byte & 15 };
    (nibble != 0).then(|| palette::colour_to_rgb(pal[((word >> 13) & 3) as usize * 16 + nibble as usize]))
}

fn palette_words(ini: &Path, zone: &str) -> [u16; 64] {
    let mut words = [0u16; 64];
    let sonic = std::fs::read(disasm(ini, "../art/palettes/SonicAndTails.bin")).unwrap();
    let zone = std::fs::read(disasm(ini, &format!("../art/palettes/{zone}.bin"))).unwrap();
    for (i, w) in sonic.chunks_exact(2).take(16).chain(zone.chunks_exact(2).take(48)).enumerate() {
        words[i] = u16::from_be_bytes([w[0], w[1]]);
    }
    words
}

#[test]
fn ehz_and_cpz_art_load_to_their_sizes_and_pixels_match_the_bytes() {
    let Some(ini) = ini() else { return };
    let project = Project::load(&ini).unwrap();
    for (section, tiles, blocks, zone, patterns, block_count) in [
        ("Emerald Hill Zone Act 1", "EHZ_HTZ", "EHZ", "EHZ", 914, 500),
        ("Emerald Hill Zone Act 2", "EHZ_HTZ", "EHZ", "EHZ", 914, 500),
        ("Chemical Plant Zone Act 1", "CPZ_DEZ", "CPZ_DEZ", "CPZ", 0, 0),
        ("Chemical Plant Zone Act 2", "CPZ_DEZ", "CPZ_DEZ", "CPZ", 0, 0),
    ] {
        let started = std::time::Instant::now();
        let art = art::load_sonlvl(&project, section).unwrap();
        eprintln!(
            "{section}: {} patterns, {} blocks in {:?}",
            art.pattern_count(),
            art.block_count(),
            started.elapsed()
        );
        let tile_bytes =
            kosinski::decompress(&std::fs::read(disasm(&ini, &format!("../art/kosinski/{tiles}.kos"))).unwrap())
                .unwrap();
        let block_bytes =
            kosinski::decompress(&std::fs::read(disasm(&ini, &format!("../mappings/16x16/{blocks}.kos"))).unwrap())
                .unwrap();
        assert_eq!(art.pattern_count(), tile_bytes.len() / 32, "{section}");
        assert_eq!(art.block_count(), block_bytes.len() / 8, "{section}");
        if patterns != 0 {
            assert_eq!((art.pattern_count(), art.block_count()), (patterns, block_count), "{section}");
        }
        let pal = palette_words(&ini, zone);
        for (i, &word) in pal.iter().enumerate() {
            let rgb = palette::colour_to_rgb(word);
            let alpha = if i % 16 == 0 { 0 } else { 255 };
            assert_eq!(art.palette_colour(i), Some([rgb[0], rgb[1], rgb[2], alpha]));
        }
        // Every pixel of every block, by hand.
        for id in 0..art.block_count() {
            let image = art.block_image(id as u16, false, false, Plane::Both);
            for y in 0..16 {
                for x in 0..16 {
                    let expected = by_hand(&tile_bytes, &block_bytes, &pal, id, x, y).map(|[r, g, b]| [r, g, b, 255]);
                    assert_eq!(image.get(x, y), expected.unwrap_or([0; 4]), "{section} block {id} pixel ({x}, {y})");
                }
            }
        }
    }
}

#[test]
fn chemical_plant_2s_water_palette_is_read_and_emerald_hill_has_none() {
    let Some(ini) = ini() else { return };
    let level = |section: &str| {
        let mut level = formats::Level::new("w", formats::ChunkSize::Px128, 1, 1);
        level.art = Some(ArtSource::SonLvl { project: ini.display().to_string(), section: section.to_string() });
        level
    };
    // `palette2=Water|../art/palettes/CPZ underwater.bin:0:0:64`: the file's 64 words.
    let bytes = std::fs::read(disasm(&ini, "../art/palettes/CPZ underwater.bin")).unwrap();
    let water = art::load_water_palette(&level("Chemical Plant Zone Act 2"), None).unwrap().expect("CPZ 2 has one");
    for i in [0, 17, 63] {
        let word = u16::from_be_bytes([bytes[i * 2], bytes[i * 2 + 1]]);
        assert_eq!(water[i], palette::colour_to_rgb(word), "entry {i}");
    }
    assert_eq!(art::load_water_palette(&level("Emerald Hill Zone Act 1"), None).unwrap(), None);
    assert_eq!(art::load_water_palette(&formats::Level::new("n", formats::ChunkSize::Px128, 1, 1), None), Ok(None));
}

#[test]
fn ehz_facts() {
    let Some(ini) = ini() else { return };
    let art = art::load_sonlvl(&Project::load(&ini).unwrap(), "Emerald Hill Zone Act 1").unwrap();
    // EHZ.bin line 1 (palette index 16..31) starts with these colour words.
    let pal = palette_words(&ini, "EHZ");
    assert_eq!(pal[16..20], [0x0C20, 0x0000, 0x0E62, 0x0A86]);
    // 0x0E62: red 1, green 3, blue 7 → 36, 109, 255 by the palette module's conversion.
    assert_eq!(art.palette_colour(18), Some([36, 109, 255, 255]));
    assert_eq!(art.palette_colour(16), Some([0, 36, 219, 0]), "colour 0 of a line is transparent");
    let blocks_with_high = (0..art.block_count() as u16).filter(|&b| art.has_high(b)).count();
    assert_eq!(blocks_with_high, 129);
    let words = art.block_mapping(1).unwrap().map(|w| w.0);
    assert_eq!(words, [0x4066, 0x4066, 0x4067, 0x4067]);
}

#[test]
fn imported_levels_name_their_art_and_it_loads_relative_to_the_level_file() {
    let Some(ini) = ini() else { return };
    let mut level = crate::support::reference::s2("Emerald Hill Zone Act 1").unwrap();
    let Some(ArtSource::SonLvl { section, .. }) = &level.art else { panic!("no art source: {:?}", level.art) };
    assert_eq!(section, "Emerald Hill Zone Act 1");
    let dir = tempfile::tempdir().unwrap();
    let project = art::relative_path(&ini, dir.path()).unwrap();
    level.art = Some(ArtSource::SonLvl { project: project.to_string_lossy().into_owned(), section: section.clone() });
    let file = dir.path().join("ehz1.ron");
    formats::ron_file::save(&file, &level).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let at = text.find("art: Some(SonLvl(").expect("the level names its art");
    assert!(text[at..].contains("project: \"../") && !text[at..].contains("/./"), "{}", &text[at..at + 200]);
    let loaded = formats::ron_file::load(&file).unwrap();
    let art = art::load(&loaded, file.parent()).unwrap().unwrap();
    assert_eq!(art.block_count(), 500);
    // The blocks the layout shows have art (a few chunk words name ids beyond it, as in the game's data).
    let shown = loaded.layout.cells().iter().flatten().flat_map(|&c| &loaded.chunks[c as usize].blocks);
    let (with_art, total) =
        shown.fold((0, 0), |(a, t), b| (a + b.art.is_some_and(|id| (id as usize) < 500) as usize, t + 1));
    assert!(with_art * 10 > total * 9, "{with_art} of {total}");

    // A missing project is a clear error, and the level itself still loads.
    level.art =
        Some(ArtSource::SonLvl { project: "nowhere/SonLVL.ini".into(), section: "Emerald Hill Zone Act 1".into() });
    let message = art::load(&level, Some(dir.path())).unwrap_err().to_string();
    assert!(message.contains("SonLVL project") && message.contains("not found"), "{message}");
    level.art = Some(ArtSource::SonLvl { project: ini.to_string_lossy().into_owned(), section: "No Such Zone".into() });
    let message = art::load(&level, None).unwrap_err().to_string();
    assert!(message.contains("No Such Zone"), "{message}");
}

#[test]
fn png_tilesets_are_cut_into_blocks() {
    let dir = tempfile::tempdir().unwrap();
    let mut image = art::RgbaImage::new(48, 16);
    image.pixels[2 * 16 + 5] = [200, 10, 20, 255];
    let path = dir.path().join("tiles.png");
    formats::png_io::write_rgba(&path, &image).unwrap();
    let art = art::load_png_tileset(&path).unwrap();
    assert_eq!(art.block_count(), 3);
    assert_eq!(art.block_image(2, false, false, Plane::Low).get(5, 0), [200, 10, 20, 255]);
    assert_eq!(art.block_image(2, true, false, Plane::Low).get(10, 0), [200, 10, 20, 255]);
    let missing = art::load_png_tileset(&dir.path().join("none.png")).unwrap_err();
    assert!(missing.to_string().contains("not found"), "{missing}");
}

proptest! {
    /// Any bytes as patterns and mappings compose without panicking (indexes beyond the art draw nothing).
    #[test]
    fn random_art_never_panics(tiles in proptest::collection::vec(any::<u8>(), 0..200),
                               blocks in proptest::collection::vec(any::<u8>(), 0..80),
                               id in 0u16..20, xf: bool, yf: bool) {
        let (patterns, mappings) = (art::patterns_from_bytes(&tiles), art::mappings_from_bytes(&blocks));
        let art = LevelArt::from_patterns(patterns, mappings, &[[1, 2, 3]; 64]);
        for plane in [Plane::Low, Plane::High, Plane::Both] {
            let image = art.block_image(id, xf, yf, plane);
            prop_assert_eq!(image.pixels.len(), 256);
        }
        // Random bytes are not a PNG: an error, never a panic.
        prop_assert!(formats::png_io::decode_rgba(&tiles).is_err());
    }
}

/// Hostile offsets and counts in a project's art entries: a clear error naming the limit (tiles, blocks) or the
/// entry left out (animated tiles), never a panic, an overflow or gigabytes allocated.
#[test]
fn hostile_art_offsets_are_refused_or_left_out() {
    use crate::support::projects::{SMALL_SECTION, small_sonlvl_project};
    let dir = tempfile::tempdir().expect("temp dir");
    let kos = formats::import::kosinski::compress(&[0x11; 64]);
    std::fs::write(dir.path().join("art.kos"), &kos).expect("write");
    std::fs::write(dir.path().join("blocks.kos"), formats::import::kosinski::compress(&[0; 16])).expect("write");
    std::fs::write(dir.path().join("pal.bin"), [0u8; 128]).expect("write");
    std::fs::write(dir.path().join("anim.bin"), [0x22u8; 64]).expect("write");
    let load = |extra: &str| {
        let sub = tempfile::tempdir_in(dir.path()).expect("temp dir");
        for f in ["art.kos", "blocks.kos", "pal.bin", "anim.bin"] {
            std::fs::copy(dir.path().join(f), sub.path().join(f)).expect("copy");
        }
        let ini = small_sonlvl_project(sub.path(), extra);
        let project = formats::import::sonlvl::Project::load(&ini).expect("project");
        art::load_sonlvl(&project, SMALL_SECTION).map(|a| a.block_count()).map_err(|e| e.to_string())
    };
    let fine = "tiles=art.kos\nblocks=blocks.kos\npalette=pal.bin:0:0:64\n";
    assert_eq!(load(fine), Ok(2));
    for (entries, expected) in [
        ("tiles=art.kos:0xFFFFFFFFFFFFFFF0\nblocks=blocks.kos\n", "offset 0xFFFFFFFFFFFFFFF0 is beyond pattern RAM"),
        ("tiles=art.kos:0x10020\nblocks=blocks.kos\n", "offset 0x10020 is beyond pattern RAM"),
        ("tiles=art.kos:0xFFE0\nblocks=blocks.kos\n", "ends at byte 65568, beyond pattern RAM"),
        (
            "tiles=art.kos\nblocks=blocks.kos:0xFFFFFFFFFFFFFFF0\n",
            "offset 0xFFFFFFFFFFFFFFF0 is beyond the 1024 blocks",
        ),
        ("tiles=art.kos\nblocks=blocks.kos:0x40000000\n", "offset 0x40000000 is beyond the 1024 blocks"),
    ] {
        let got = load(&format!("{entries}palette=pal.bin:0:0:64\n"));
        assert!(got.as_ref().is_err_and(|e| e.contains(expected)), "{entries}: {got:?}");
    }
    // Animated tiles whose numbers overflow are left out; the level's art still loads.
    for anim in [
        "animtiles1=anim.bin:0:0x7FFFFFFFFFFFFFFF:1",
        "animtiles1=anim.bin:0x7FFFFFFFFFFFFFFF:0:2",
        "animtiles1=anim.bin:0:1:0xFFFFFFFFFFFFFFFF",
    ] {
        assert_eq!(load(&format!("{fine}{anim}\n")), Ok(2), "{anim}");
    }
}

/// A PNG tileset of more blocks than a level can number is refused before it is decoded (a 16384² picture
/// took 2.1 GB).
#[test]
fn oversized_png_tilesets_are_refused_before_decoding() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.png");
    // 2048 x 2064 px: 16512 blocks. Encoded from one band of rows repeated (small in memory).
    let row = art::RgbaImage::new(2048, 16);
    let bytes = formats::png_io::encode_rgba_bands(2048, 2064, 16, |_, _| row.clone()).expect("encodes");
    std::fs::write(&path, bytes).expect("write");
    let e = art::load_png_tileset(&path).map(|_| ()).unwrap_err().to_string();
    assert!(
        e.contains("2048 x 2064 px: more than 1048576 pixels (a tileset holds at most 4096 blocks of 16 x 16)"),
        "{e}"
    );
}
