//! Sprite mappings, DPLCs and SonLVL object definitions read from the Sonic 2 disassembly: every
//! mapping and DPLC file parses to its table's length, a few frames have exactly the pieces written in them,
//! EHZ's and CPZ's definitions load, and a composed sprite's pixels are the palette colours of the art's
//! nibbles. Needs ../shared (skipped without it, as every reference test).
#![allow(clippy::unwrap_used)]

use formats::art::{self, LevelArt, PatternWord};
use formats::import::{nemesis, sonlvl::Project};
use formats::sprite::definitions::{Builtin, FrameRef, Source};
use formats::sprite::mappings::{self, DplcEntry, SpritePiece};
use formats::sprite::{DefinitionKey, Definitions, SpriteLibrary};
use std::path::PathBuf;

fn disasm() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/s2disasm"))
}

fn read(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).unwrap()
}

fn piece(x: i16, y: i8, width: u8, height: u8, word: u16) -> SpritePiece {
    SpritePiece { x, y, width, height, word: PatternWord(word) }
}

#[test]
fn every_mapping_and_dplc_file_parses() {
    let Some(d) = disasm() else { return };
    let mut files = 0;
    for entry in std::fs::read_dir(d.join("mappings/sprite")).unwrap() {
        let path = entry.unwrap().path();
        let text = read(&path);
        let m = mappings::parse_mappings(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let entries = text.matches("mappingsTableEntry").count();
        assert_eq!(m.frames.len(), entries, "{}", path.display());
        assert!(!m.frames.is_empty());
        files += 1;
    }
    assert_eq!(files, 26);
    for who in ["Sonic", "Tails"] {
        let dplc = mappings::parse_dplc(&read(&d.join(format!("mappings/spriteDPLC/{who}.asm")))).unwrap();
        let map = mappings::parse_mappings(&read(&d.join(format!("mappings/sprite/{who}.asm")))).unwrap();
        assert_eq!(dplc.frames.len(), map.frames.len(), "{who}: one cue list per frame");
        assert_eq!(map.frames.len(), if who == "Sonic" { 214 } else { 139 });
    }
}

#[test]
fn frames_hold_exactly_their_pieces() {
    let Some(d) = disasm() else { return };
    let obj26 = mappings::parse_mappings(&read(&d.join("mappings/sprite/obj26.asm"))).unwrap();
    assert_eq!(obj26.frames.len(), 12);
    // Map_obj26_0018: the empty monitor, one 4x4 piece.
    assert_eq!(obj26.frames[0].pieces, vec![piece(-0x10, -0x11, 4, 4, 0)]);
    // Map_obj26_0034: the Sonic icon ($154) over the monitor.
    assert_eq!(obj26.frames[2].pieces, vec![piece(-8, -0xB, 2, 2, 0x154), piece(-0x10, -0x11, 4, 4, 0)]);
    // Map_obj26_006A: the shoes icon on palette line 1.
    assert_eq!(obj26.frames[5].pieces[0].word, PatternWord(0x2024));
    assert_eq!(obj26.frames[0].bounds(false, false), Some((-16, -17, 16, 15)));
    assert_eq!(obj26.frames[2].bounds(true, false), Some((-16, -17, 16, 15)));

    let sonic = mappings::parse_mappings(&read(&d.join("mappings/sprite/Sonic.asm"))).unwrap();
    assert!(sonic.frames[0].pieces.is_empty(), "Map_Sonic_01AC: the null frame");
    assert_eq!(
        sonic.frames[1].pieces,
        vec![
            piece(-8, -0x1C, 2, 2, 0),
            piece(-0x10, -0x14, 1, 4, 4),
            piece(-8, -0xC, 3, 2, 8),
            piece(-8, 4, 3, 2, 0xE)
        ]
    );
    let dplc = mappings::parse_dplc(&read(&d.join("mappings/spriteDPLC/Sonic.asm"))).unwrap();
    let e = |count, offset| DplcEntry { count, offset };
    assert_eq!(dplc.frames[1], vec![e(4, 0), e(4, 4), e(6, 8), e(6, 0xE)]);
    assert_eq!(dplc.frames[2], vec![e(0xC, 0x14), e(6, 0x20)]);

    // s2.asm's inline mappings, by label (SonLVL's mapasmlbl= / label=).
    let s2 = read(&d.join("s2.asm"));
    let grabber = mappings::parse_frame_at(&s2, "word_3923A").unwrap();
    assert_eq!(grabber.pieces, vec![piece(-0x1B, -8, 1, 2, 0), piece(-0x13, -8, 4, 2, 2), piece(-0xF, 8, 3, 2, 0x1D)]);
    assert_eq!(mappings::parse_frame_at(&s2, "word_19048").unwrap().pieces.len(), 2);
}

#[test]
fn zone_definitions_load() {
    let Some(d) = disasm() else { return };
    let project = Project::load(&d.join("SonLVL INI Files/SonLVL.ini")).unwrap();
    let ehz = Definitions::load(&project, "Emerald Hill Zone Act 1");
    assert!(ehz.problems.is_empty(), "{:?}", ehz.problems);
    let monitor = ehz.get(DefinitionKey::Object(0x26)).unwrap();
    assert!(matches!(monitor.source, Source::Xml(_)));
    assert_eq!(monitor.subtypes.len(), 11);
    assert_eq!(monitor.subtype_name(4).as_deref(), Some("Rings"));
    assert_eq!(monitor.images_for(1)[0].image, "sonic");
    assert_eq!(monitor.image("sonic").unwrap().art[1].offset, Some(10880));
    let spring = ehz.get(DefinitionKey::Object(0x41)).unwrap();
    assert_eq!(spring.images_for(0x12)[0].image, "horzyel", "Direction Horizontal, Color Yellow");
    assert_eq!(spring.image("diagred").unwrap().frame, FrameRef::Label("word_190B6".into()));
    assert_eq!(ehz.get(DefinitionKey::Object(0x11)).unwrap().builtin, Some(Builtin::Bridge));
    assert_eq!(ehz.get(DefinitionKey::Object(0x4B)).unwrap().name.as_deref(), Some("Buzzer"));
    assert!(ehz.get(DefinitionKey::Ring).is_some() && ehz.get(DefinitionKey::Sonic).is_some());
    assert!(ehz.get(DefinitionKey::Object(0xA7)).is_none(), "Grabber is CPZ's");
    let cpz = Definitions::load(&project, "Chemical Plant Zone Act 1");
    assert!(cpz.problems.is_empty(), "{:?}", cpz.problems);
    assert_eq!(cpz.get(DefinitionKey::Object(0xA7)).unwrap().image("default").unwrap().line, 1);
    assert_eq!(cpz.get(DefinitionKey::Object(0x1D)).unwrap().default_subtype, Some(0x15));
    assert!(cpz.get(DefinitionKey::Object(0x18)).is_none(), "EHZ's platform is not CPZ's");
}

#[test]
fn composed_sprites_use_the_art_and_palette() {
    let Some(d) = disasm() else { return };
    let ini = d.join("SonLVL INI Files/SonLVL.ini");
    let project = Project::load(&ini).unwrap();
    let section = "Emerald Hill Zone Act 1";
    let level_art: LevelArt = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    // The rings monitor (subtype 4 shows frame 5 of obj26, line 0).
    let sprite = lib.object(DefinitionKey::Object(0x26), 4, false, false).unwrap();
    assert_eq!((sprite.left, sprite.top, sprite.image.width, sprite.image.height), (-16, -17, 32, 32));
    // By hand: the monitor piece is 4x4 from pattern 0, column-major; pixel (x, y) of the frame.
    let art = nemesis::decompress(&std::fs::read(d.join("art/nemesis/Monitor and contents.nem")).unwrap()).unwrap();
    let mut checked = 0;
    for (x, y) in [(2usize, 2usize), (5, 30), (30, 5), (16, 29), (1, 16)] {
        let pattern = (x / 8) * 4 + y / 8;
        let byte = art[pattern * 32 + (y % 8) * 4 + (x % 8) / 2];
        let nibble = if x % 2 == 0 { byte >> 4 } else { byte & 0xF } as usize;
        // The icon (2x2 at -8,-11: pixels 8..24 x 6..22) is in front; check only outside it.
        if (8..24).contains(&x) && (6..22).contains(&y) {
            continue;
        }
        let want = if nibble == 0 { [0, 0, 0, 0] } else { level_art.palette_colour(nibble).unwrap() };
        assert_eq!(sprite.image.get(x, y), want, "pixel ({x}, {y})");
        checked += 1;
    }
    assert_eq!(checked, 5);
    assert_eq!(lib.name(DefinitionKey::Object(0x26), 4).as_deref(), Some("Monitor: Rings"));
    assert_eq!(lib.name(DefinitionKey::Object(0x11), 12).as_deref(), Some("Bridge: 12 logs"));
    // A bridge of 12 logs is 12 x 16 px wide, centred on the object.
    let bridge = lib.object(DefinitionKey::Object(0x11), 12, false, false).unwrap();
    assert_eq!((bridge.left, bridge.image.width), (-96, 192));
    // The player: Sonic's frame 1 (4 pieces over the 20 patterns its cues load) and Tails' beside it.
    for tails in [false, true] {
        let image = lib.player_image(tails).unwrap();
        let standing = lib.image(&image, Some(1), false, false).unwrap();
        assert!(standing.image.pixels.iter().filter(|p| p[3] != 0).count() > 200, "tails: {tails}");
    }
    let sonic = lib.image(&lib.player_image(false).unwrap(), Some(1), false, false).unwrap();
    assert_eq!((sonic.left, sonic.top, sonic.image.width, sonic.image.height), (-16, -28, 32, 48));
    // Every EHZ and CPZ definition that names art draws, and nothing reports a problem.
    for section in [section, "Chemical Plant Zone Act 1"] {
        let level_art = art::load_sonlvl(&project, section).unwrap();
        let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
        let keys: Vec<_> = lib.definitions.by_key.keys().copied().collect();
        for key in keys {
            let def = lib.definitions.get(key).unwrap().clone();
            if def.images.is_empty() {
                continue;
            }
            let mut subtype = def.default_subtype.or(def.subtypes.first().map(|s| s.id)).unwrap_or(0);
            if def.builtin == Some(Builtin::MovingBlock) {
                subtype = 0x18; // Its subtype 0 shows SonLVL's "unknown" image: a marker here.
            }
            assert!(lib.object(key, subtype, false, false).is_some(), "{section}: {key:?} draws");
            assert!(lib.object(key, subtype, true, true).is_some());
        }
        assert!(lib.problems.is_empty(), "{section}: {:?}", lib.problems);
    }
}

/// Wing Fortress's (s2disasm-full) Tornado and hook on a chain, whose `art=` SonLVL reads with `FileInfo`'s
/// offsets: `The Tornado.nem|The Tornado.nem:0x5100` (the file at 0 and again at $5100, pattern $288) and
/// `Hook on chain from WFZ.nem:-128` (its first four patterns before the start). By hand from the mappings'
/// integers: objB2_a frame 0's fifth piece (−$30, −8, 3 × 2 from pattern $2A0: the second copy's pattern $18,
/// no piece before it reaching there) and obj80_b frame 0's first pattern.
#[test]
fn the_tornado_and_the_hook_read_their_art_at_hex_and_negative_offsets() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S2).unwrap();
    let project = Project::load(&ini).unwrap();
    let level = project.import("Wing Fortress Zone").unwrap();
    let art = art::load(&level, ini.parent()).unwrap().unwrap();
    let mut library = SpriteLibrary::new(Definitions::load(&project, "Wing Fortress Zone"), Some(&art));
    let nem = |name: &str| {
        nemesis::decompress(&std::fs::read(shared.join("reference/s2disasm-full/art/nemesis").join(name)).unwrap())
            .unwrap()
    };
    let nibble = |bytes: &[u8], pattern: usize, x: usize, y: usize| {
        let b = bytes.get(pattern * 32 + y * 4 + x / 2).copied().unwrap_or(0);
        usize::from(if x.is_multiple_of(2) { b >> 4 } else { b & 0xF })
    };
    let tornado = nem("The Tornado.nem");
    let sprite = library.object(DefinitionKey::Object(0xB2), 0x52, false, false).expect("the Tornado draws");
    let mut opaque = 0;
    for dy in -8..8i32 {
        for dx in -0x30..-0x18i32 {
            let (cx, cy) = ((dx + 0x30) as usize, (dy + 8) as usize);
            let n = nibble(&tornado, 0x18 + (cx / 8) * 2 + cy / 8, cx % 8, cy % 8);
            let got = sprite.image.get((dx - sprite.left) as usize, (dy - sprite.top) as usize);
            if n != 0 {
                assert_eq!(got, art.palette_colour(n).unwrap(), "Tornado ({dx}, {dy})");
                opaque += 1;
            }
        }
    }
    assert!(opaque > 100, "{opaque} Tornado pixels");
    let hook = nem("Hook on chain from WFZ.nem");
    let maps = read(&ini.parent().unwrap().join("../mappings/sprite/obj80_b.asm"));
    let frame = &mappings::parse_mappings(&maps).unwrap().frames[0];
    let first = &frame.pieces[0];
    let tile = usize::from(first.word.0 & 0x7FF);
    let line = usize::from((first.word.0 >> 13) & 3) + 1;
    let sprite = library.object(DefinitionKey::Object(0x80), 0, false, false).expect("the hook draws");
    let mut opaque = 0;
    for y in 0..8usize {
        for x in 0..8usize {
            // The file's pattern tile + 4: it starts 128 bytes (four patterns) before pattern 0.
            let n = nibble(&hook, tile + 4, x, y);
            let (px, py) = (i32::from(first.x) + x as i32 - sprite.left, i32::from(first.y) + y as i32 - sprite.top);
            if n != 0 && !first.word.x_flip() && !first.word.y_flip() {
                assert_eq!(sprite.image.get(px as usize, py as usize), art.palette_colour(line * 16 + n).unwrap());
                opaque += 1;
            }
        }
    }
    assert!(opaque > 10, "{opaque} hook pixels");
}
