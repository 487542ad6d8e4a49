//! Sonic 1's SonLVL object definitions (s1disasm-full `SonLVL INI Files`: `obj.ini`, the zones' `obj*.ini`,
//! `Common/`, `GHZ/` … XML and C# definitions): every level's objects drawn from them, the C#-coded ones as
//! their code draws them, and no problem reported. Needs ../shared (skipped without it).
#![allow(clippy::unwrap_used)]

use formats::import::sonlvl::{Project, import};
use formats::sprite::definitions::Builtin;
use formats::sprite::{DefinitionKey, Definitions, SpriteLibrary};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn ini() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini"))
}

fn library(ini: &std::path::Path, section: &str) -> SpriteLibrary {
    let project = Project::load(ini).unwrap();
    let art = formats::art::load_sonlvl(&project, section).unwrap();
    SpriteLibrary::new(Definitions::load(&project, section), Some(&art))
}

#[test]
fn every_sonic1_level_draws_its_objects_from_the_definitions() {
    let Some(ini) = ini() else { return };
    let project = Project::load(&ini).unwrap();
    for section in project.levels().into_iter().map(|l| l.section) {
        let level = import(&ini, &section).unwrap();
        let mut lib = library(&ini, &section);
        assert!(lib.definitions.sonic1, "{section}");
        let mut missing: BTreeMap<u8, usize> = BTreeMap::new();
        let mut drawn = 0;
        for o in &level.objects {
            let Some((key, subtype, xf, yf)) = lib.definitions.key(o) else { panic!("{section}: {o:?} has no key") };
            if lib.object(key, subtype, xf, yf).is_some() {
                drawn += 1;
            } else if let DefinitionKey::Object(id) = key {
                // Only objects the zone's list has no image for keep their markers (SonLVL's "unknown"
                // image): no entry (Marble's $31 and $4C, Star Light's $56 and $5C, the Ending's animals)
                // or a name alone (the waterfall sound, Scrap Brain's stompers, conveyors, teleporter).
                let images = lib.definitions.get(key).map_or(0, |d| d.images.len());
                assert_eq!(images, 0, "{section}: object {id:02X} subtype {subtype:02X} has images but no sprite");
                *missing.entry(id).or_default() += 1;
            }
        }
        eprintln!("{section}: {drawn} of {} drawn; without a sprite: {missing:02X?}", level.objects.len());
        assert!(lib.problems.is_empty(), "{section}: {:?}", lib.problems);
        assert!(drawn * 100 >= level.objects.len() * 85 || section == "Ending", "{section}: {drawn} drawn");
    }
}

/// The C# definitions drawn as their `GetSprite` draws them: sizes and offsets from the code.
#[test]
fn sonic1_code_definitions_compose_as_their_code_draws() {
    let Some(ini) = ini() else { return };
    let mut lib = library(&ini, "Green Hill Zone Act 3");
    let builtin = |lib: &SpriteLibrary, id| lib.definitions.get(DefinitionKey::Object(id)).and_then(|d| d.builtin);
    assert_eq!(builtin(&lib, 0x11), Some(Builtin::Bridge));
    assert_eq!(builtin(&lib, 0x17), Some(Builtin::SpikedPole));
    assert_eq!(builtin(&lib, 0x15), Some(Builtin::Swing));
    assert_eq!(builtin(&lib, 0x71), Some(Builtin::InvisibleBlock));
    // `Ring.cs`: one 16 x 16 ring (`Rings.asm` frame 0, -8, -8) per placement.
    let ring = lib.object(DefinitionKey::Ring, 0, false, false).unwrap();
    assert_eq!((ring.left, ring.top, ring.image.width, ring.image.height), (-8, -8, 16, 16));
    // `Bridge.cs`: 12 logs of 16 px, centred.
    let bridge = lib.object(DefinitionKey::Object(0x11), 12, false, false).unwrap();
    assert_eq!((bridge.left, bridge.image.width), (-96, 192));
    // `SpikedPole.cs`: 16 spikes from −128 in 16 px steps (frame 0 is 8 px wide at −4: the first spike's
    // left edge is −132; frame 6 is the invisible one).
    let pole = lib.object(DefinitionKey::Object(0x17), 0x10, false, false).unwrap();
    assert_eq!(pole.left, -132);
    assert_eq!(
        lib.definitions.name(DefinitionKey::Object(0x17), 0x10).as_deref(),
        Some("Helix of spikes on a pole: 16 spikes")
    );
    // `SwingingPlatform.cs`: the anchor at 0, 8 links, the platform at 8 × 16 + 8 = 136.
    let swing = lib.object(DefinitionKey::Object(0x15), 8, false, false).unwrap();
    let platform = lib.object(DefinitionKey::Object(0x15), 0, false, false).unwrap();
    let bottom = |s: &formats::sprite::SpriteImage| s.top + s.image.height as i32;
    assert_eq!(bottom(&swing) - bottom(&platform), 8 * 16);
    let ball = lib.object(DefinitionKey::Object(0x15), 0x18, false, false).unwrap();
    assert!(bottom(&ball) > bottom(&swing), "the wrecking ball hangs lower than the platform");
    // `InvisibleBlock.cs`: a 32 x 48 outline for subtype $12.
    let block = lib.object(DefinitionKey::Object(0x71), 0x12, false, false).unwrap();
    assert_eq!((block.left, block.top, block.image.width, block.image.height), (-16, -24, 32, 48));
    assert!(lib.problems.is_empty(), "{:?}", lib.problems);
}

/// The player's `[Sonic]` entry: Sonic 1's uncompressed art, mappings and DPLCs, frame by frame.
#[test]
fn sonic1_player_frames_come_from_its_dplcs() {
    let Some(ini) = ini() else { return };
    let mut lib = library(&ini, "Green Hill Zone Act 1");
    let image = lib.player_image(false).unwrap();
    // `fr_Stand` (1) and `fr_Roll1` ($2E).
    let stand = lib.image(&image, Some(1), false, false).unwrap();
    let roll = lib.image(&image, Some(0x2E), false, false).unwrap();
    assert_eq!((stand.image.height, roll.image.height), (40, 32), "standing is 40 px tall, the ball 32");
    let opaque = |s: &formats::sprite::SpriteImage| s.image.pixels.iter().filter(|p| p[3] != 0).count();
    assert!(opaque(&stand) > 300 && opaque(&roll) > 300);
    assert!(lib.problems.is_empty(), "{:?}", lib.problems);
}
