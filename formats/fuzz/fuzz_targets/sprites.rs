//! Any bytes as sprite definitions: split at NUL bytes into an XML object definition (`parse_xml`), a mapping
//! file and a DPLC file (asm macro text), written beside a small uncompressed art file, then drawn through
//! `SpriteLibrary` — the definition's images for a few subtypes and flips, and an image of the mappings and
//! DPLC themselves, every frame. An error, a problem noted or an image; never a panic, and images stay within
//! what the parts can cover.

#![no_main]

use formats::sprite::definitions::{ArtFile, ArtPart, Compression, DefinitionKey, Definitions, FrameRef, ImageDef, parse_xml};
use formats::sprite::library::SpriteLibrary;
use formats::sprite::mappings::{parse_dplc, parse_mappings};
use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("spg-fuzz-sprites-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        // 16 patterns, each pixel its pattern's number.
        let art: Vec<u8> = (0..16u8).flat_map(|p| [p << 4 | p; 32]).collect();
        std::fs::write(dir.join("art.bin"), art).expect("art");
        dir
    })
}

fn check(image: Option<formats::sprite::mappings::SpriteImage>) {
    if let Some(i) = image {
        // Pieces are at most 32 px and offsets are signed bytes or words: an image is never huge.
        assert!(i.image.width <= 1 << 17 && i.image.height <= 1 << 17, "{} x {}", i.image.width, i.image.height);
    }
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == 0);
    let (xml, map, dplc) = (parts.next().unwrap_or_default(), parts.next().unwrap_or_default(), parts.next().unwrap_or_default());
    let (xml, map, dplc) = (String::from_utf8_lossy(xml), String::from_utf8_lossy(map), String::from_utf8_lossy(dplc));
    let dir = dir();
    let _ = parse_mappings(&map);
    let _ = parse_dplc(&dplc);
    if std::fs::write(dir.join("map.asm"), map.as_bytes()).is_err() || std::fs::write(dir.join("dplc.asm"), dplc.as_bytes()).is_err() {
        return;
    }
    let art = |name: &str| ArtFile::Path(dir.join(name));
    let mut defs = Definitions { dir: dir.to_path_buf(), ..Definitions::default() };
    if let Ok(def) = parse_xml(&xml, &dir.join("def.xml"), &art, dir) {
        defs.by_key.insert(DefinitionKey::Object(1), def);
    }
    let mut library = SpriteLibrary::new(defs, None);
    for subtype in [0u8, 1, 0x80, 0xFF] {
        check(library.object(DefinitionKey::Object(1), subtype, subtype & 1 != 0, subtype & 0x80 != 0));
    }
    for frame in 0..4 {
        let image = ImageDef {
            art: vec![ArtPart { file: art("art.bin"), compression: Compression::Uncompressed, offset: None }],
            mappings: dir.join("map.asm"),
            frame: FrameRef::Index(frame),
            dplc: (frame % 2 == 1).then(|| dir.join("dplc.asm")),
            line: 0,
        };
        check(library.image(&image, Some(frame), frame == 2, frame == 3));
    }
});
