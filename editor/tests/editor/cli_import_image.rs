//! `spg-studio import image`: a PNG tileset and a whole-level picture become level files whose art loads
//! from the level's own edits and whose every tile the lint accepts; a picture whose sides are not blocks,
//! or one too large, is refused with a clear error and nothing written; the whole level exports into a copy
//! of the Sonic 2 disassembly's project and reads back as drawn.

use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");

fn import(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).args(["import", "image"]).args(args).output().expect("spg-studio runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A 512 x 256 picture: sky, a floor at y 192 (grass on top), a 45° ramp up to y 160 and a plateau.
fn picture() -> formats::art::RgbaImage {
    let (w, h) = (512usize, 256usize);
    let top = |x: usize| match x {
        0..256 => 192,
        256..288 => 192 - (x - 256),
        _ => 160,
    };
    let mut img = formats::art::RgbaImage::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let t = top(x);
            img.pixels[y * w + x] = match y {
                _ if y < t => [0; 4],
                _ if y == t => [40, 200, 40, 255],
                _ => [150, 90, 30 + (x % 16) as u8 * 8, 255],
            };
        }
    }
    img
}

#[test]
fn a_png_becomes_a_tileset_or_a_whole_level() {
    let dir = tempfile::tempdir().expect("temp dir");
    formats::png_io::write_rgba(&dir.path().join("hill.png"), &picture()).expect("png");
    for (mode, out) in [("--tileset", "tiles.ron"), ("--level", "hill.ron")] {
        let o = import(dir.path(), &["hill.png", mode, "-o", out]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let stdout = text(&o.stdout);
        assert!(stdout.starts_with(&format!("{out}: made 'hill' from hill.png (")), "{stdout}");
        assert!(stdout.contains("duplicates and flipped duplicates merged"), "{stdout}");
        assert!(stdout.contains("colours: 17 colour(s), 17 rounded"), "{stdout}");
        let level = formats::ron_file::load(&dir.path().join(out)).expect("level");
        assert!(level.art.is_none());
        let art = formats::art::load(&level, Some(dir.path())).expect("art").expect("own art");
        assert!(art.pattern_count() > 2 && art.block_count() > 2);
        let problems: Vec<_> =
            studio_core::lint::lint(&level).into_iter().filter(|p| p.check == studio_core::lint::Check::Tile).collect();
        assert!(problems.is_empty(), "{mode}: {problems:?}");
    }
    let level = formats::ron_file::load(&dir.path().join("hill.ron")).expect("level");
    assert_eq!((level.layout.width(), level.layout.height()), (4, 2));
    assert_eq!((level.player_start.x, level.player_start.y), (24, 172));
}

#[test]
fn pictures_that_are_not_blocks_or_too_large_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    formats::png_io::write_rgba(&dir.path().join("odd.png"), &formats::art::RgbaImage::new(20, 16)).expect("png");
    let o = import(dir.path(), &["odd.png", "-o", "odd.ron"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("20 x 16 px: both sides must be whole multiples of 16"), "{}", text(&o.stderr));
    // A PNG whose header says 16384 x 2064 (its pixels are never decoded).
    let mut png = formats::png_io::encode_rgba(&formats::art::RgbaImage::new(1, 1)).expect("png");
    png[16..20].copy_from_slice(&16384u32.to_be_bytes());
    png[20..24].copy_from_slice(&2064u32.to_be_bytes());
    let crc = crc32(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    std::fs::write(dir.path().join("wide.png"), png).expect("write");
    let o = import(dir.path(), &["wide.png", "--level", "-o", "wide.ron"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("at most 33554432 pixels"), "{}", text(&o.stderr));
    assert!(!dir.path().join("odd.ron").exists() && !dir.path().join("wide.ron").exists());
    let o = import(dir.path(), &["odd.png", "-o", "odd.png"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
}

#[test]
fn a_level_made_from_a_picture_exports_into_a_project() {
    let Some((dir, ini)) = crate::support::projects::s2disasm_copy_with_art() else { return };
    let made =
        studio_core::image_level::level_from_image(&picture(), studio_core::image_level::ImageMode::Level, "hill")
            .expect("made");
    let section = "Emerald Hill Zone Act 1";
    let plan = formats::export::sonlvl::export(&ini, section, &made.level, true).unwrap_or_else(|e| panic!("{e}"));
    let keys: Vec<&str> = plan.changed().map(|f| f.key).collect();
    for key in ["tiles", "blocks", "palette", "chunks", "layout"] {
        assert!(keys.contains(&key), "{key} not written: {keys:?}");
    }
    let again = formats::import::sonlvl::import(&ini, section).expect("re-import");
    let art = formats::art::load(&again, None).expect("art").expect("art");
    let drawn = formats::art::render_level(&art, &again, formats::art::Plane::Both, (0, 0, 512, 256));
    let want = formats::art::LevelArt::with_edits(None, &made.level.art_edits).expect("art");
    let expected = formats::art::render_level(&want, &made.level, formats::art::Plane::Both, (0, 0, 512, 256));
    assert_eq!(drawn, expected, "the exported level draws as the picture");
    drop(dir);
}

/// The CRC-32 a PNG chunk ends with (ISO 3309, reflected, polynomial 0xEDB88320).
fn crc32(data: &[u8]) -> u32 {
    let mut c = 0xFFFF_FFFFu32;
    for &b in data {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
        }
    }
    !c
}
