//! SonLVL's C#-defined objects: which objects of EHZ and CPZ are defined by `.cs` code, which of
//! those the shipped levels place, and the Rust equivalents of what their code draws (the moving/stair
//! block, the invisible solid block, the twisting pathway's guide); and live frames (a definition's image in
//! another mapping frame). Needs ../shared (skipped without it, as every reference test).
#![allow(clippy::unwrap_used)]

use formats::art;
use formats::import::{nemesis, sonlvl::Project};
use formats::sprite::definitions::{Builtin, Source, moving_block_offset};
use formats::sprite::mappings;
use formats::sprite::{DefinitionKey, Definitions, SpriteLibrary};
use std::collections::BTreeMap;

use crate::support::reference::s2_ini as ini;

/// The corkscrew's height table as the engine has it (s2disasm `Obj06_CosineTable`), a few entries.
fn heights() -> Vec<i8> {
    // Symmetric enough for the guide's extent: 32 at both ends, -37 in the middle.
    let mut h = vec![32i8; 0x1A0];
    h[0xD0] = -37;
    h[0x10] = 0;
    h
}

#[test]
fn code_defined_objects_and_where_they_are_placed() {
    let Some(ini) = ini() else { return };
    let project = Project::load(&ini).unwrap();
    let mut census = BTreeMap::new();
    for section in
        ["Emerald Hill Zone Act 1", "Emerald Hill Zone Act 2", "Chemical Plant Zone Act 1", "Chemical Plant Zone Act 2"]
    {
        let defs = Definitions::load(&project, section);
        let level = crate::support::reference::s2(section).unwrap();
        for (key, d) in &defs.by_key {
            let Source::Code(code) = &d.source else { continue };
            let placed =
                level.objects.iter().filter(|o| Definitions::key_for(o).is_some_and(|(k, ..)| k == *key)).count();
            let entry =
                census.entry((section.split(" Act").next().unwrap().to_string(), *key)).or_insert((code.clone(), 0));
            entry.1 += placed;
        }
    }
    // Every C# definition of the two zones (obj.ini's common ones and each zone's own).
    let keys: Vec<_> = census.keys().map(|(z, k)| (z.as_str(), *k)).collect();
    assert_eq!(
        keys,
        [
            ("Chemical Plant Zone", DefinitionKey::Object(0x03)),
            ("Chemical Plant Zone", DefinitionKey::Object(0x6B)),
            ("Chemical Plant Zone", DefinitionKey::Object(0x74)),
            ("Chemical Plant Zone", DefinitionKey::Ring),
            ("Emerald Hill Zone", DefinitionKey::Object(0x03)),
            ("Emerald Hill Zone", DefinitionKey::Object(0x06)),
            ("Emerald Hill Zone", DefinitionKey::Object(0x11)),
            ("Emerald Hill Zone", DefinitionKey::Object(0x74)),
            ("Emerald Hill Zone", DefinitionKey::Ring),
        ]
    );
    // How many the shipped levels place (both acts): layer switchers (03) are the level's switchers and
    // rings are single rings (drawn by `[Ring]`'s art), so neither is an object here.
    let placed: Vec<usize> = census.values().map(|(_, n)| *n).collect();
    assert_eq!(placed, [0, 30, 18, 352, 0, 7, 14, 0, 451]);
    // Every CPZ moving block placed is a stair block (subtypes $18 and $19: 2 in act 1, 28 in act 2): all draw.
    for section in ["Chemical Plant Zone Act 1", "Chemical Plant Zone Act 2"] {
        let level_art = art::load_sonlvl(&project, section).unwrap();
        let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
        let level = crate::support::reference::s2(section).unwrap();
        let blocks: Vec<_> = level
            .objects
            .iter()
            .filter_map(Definitions::key_for)
            .filter(|(k, ..)| *k == DefinitionKey::Object(0x6B))
            .collect();
        let drawn = blocks.iter().filter(|&&(k, s, x, y)| lib.object(k, s, x, y).is_some()).count();
        assert_eq!(drawn, blocks.len());
    }
    let builtin =
        |section: &str, id: u8| Definitions::load(&project, section).get(DefinitionKey::Object(id)).unwrap().builtin;
    assert_eq!(builtin("Emerald Hill Zone Act 1", 0x06), Some(Builtin::TwistingPathway));
    assert_eq!(builtin("Emerald Hill Zone Act 1", 0x11), Some(Builtin::Bridge));
    assert_eq!(builtin("Emerald Hill Zone Act 1", 0x74), Some(Builtin::InvisibleBlock));
    assert_eq!(builtin("Chemical Plant Zone Act 1", 0x6B), Some(Builtin::MovingBlock));
}

#[test]
fn code_defined_objects_draw_what_their_code_draws() {
    let Some(ini) = ini() else { return };
    let project = Project::load(&ini).unwrap();
    let d = ini.parent().unwrap().join("..");

    // CPZ's stair block: obj6B frame 0 over "Moving block from CPZ" on line 3, never flipped, drawn a
    // radius up and left of the object ($10 for subtype $18), down and right with one flip.
    let section = "Chemical Plant Zone Act 1";
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let key = DefinitionKey::Object(0x6B);
    let frame = mappings::parse_mappings(&std::fs::read_to_string(d.join("mappings/sprite/obj6B.asm")).unwrap())
        .unwrap()
        .frames[0]
        .clone();
    let (l, t, r, b) = frame.bounds(false, false).unwrap();
    let block = lib.object(key, 0x18, false, false).unwrap();
    assert_eq!((block.left, block.top), (l - 0x10, t - 0x10));
    assert_eq!((block.image.width as i32, block.image.height as i32), (r - l, b - t));
    let flipped = lib.object(key, 0x1B, true, false).unwrap();
    assert_eq!((flipped.left, flipped.top), (l + 0x70, t + 0x70));
    assert_eq!(flipped.image, lib.object(key, 0x18, false, false).unwrap().image, "never mirrored");
    assert!(lib.object(key, 0, false, false).is_none(), "subtype 0: SonLVL's unknown image, the marker here");
    assert_eq!(moving_block_offset(0x02, true, false), (-0x80, 0));
    assert_eq!(moving_block_offset(0x03, true, false), (0, -0x40));
    assert_eq!(moving_block_offset(0x19, true, true), (-0x30, -0x30));
    assert_eq!(lib.name(key, 0x1A).as_deref(), Some("Moving Block: Stair block, large range"));
    // Its pixels are the art's: the top-left piece's first pattern, by hand.
    let art = nemesis::decompress(&std::fs::read(d.join("art/nemesis/Moving block from CPZ.nem")).unwrap()).unwrap();
    let p = &frame.pieces[0];
    let (px, py) = ((i32::from(p.x) - l) as usize, (i32::from(p.y) - t) as usize);
    let word = p.word;
    let mut checked = 0;
    for (x, y) in [(0usize, 0usize), (3, 5), (7, 7), (6, 1)] {
        let (tx, ty) = (if word.x_flip() { 7 - x } else { x }, if word.y_flip() { 7 - y } else { y });
        let byte = art[word.pattern() * 32 + ty * 4 + tx / 2];
        let nibble = if tx % 2 == 0 { byte >> 4 } else { byte & 15 } as usize;
        let line = (word.line() + 3) % 4;
        let want = if nibble == 0 { [0; 4] } else { level_art.palette_colour(line * 16 + nibble).unwrap() };
        // Later pieces may cover the first one's pixels: only count those left as the first piece drew them.
        if block.image.get(px + x, py + y) == want {
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked} of 4 pixels are the first pattern's");

    // The invisible solid block: an outline of 2x3 blocks in colour $1C around the obj74 icon.
    let section = "Emerald Hill Zone Act 1";
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let key = DefinitionKey::Object(0x74);
    let guide = level_art.palette_colour(0x1C).unwrap();
    let invisible = lib.object(key, 0x12, false, false).unwrap();
    assert_eq!((invisible.left, invisible.top, invisible.image.width, invisible.image.height), (-16, -24, 32, 48));
    for (x, y) in [(0, 0), (31, 0), (0, 47), (31, 47), (16, 0), (0, 3)] {
        assert_eq!(invisible.image.get(x, y), guide, "outline pixel ({x}, {y})");
    }
    assert_eq!(lib.name(key, 0x12).as_deref(), Some("Invisible Solid Block: 2x3 blocks"));

    // The twisting pathway: nothing without the height table, the guide with it.
    let key = DefinitionKey::Object(0x06);
    assert!(lib.object(key, 0, false, false).is_none());
    lib.set_corkscrew_heights(&heights());
    let path = lib.object(key, 0, false, false).unwrap();
    assert_eq!((path.left, path.top, path.image.width, path.image.height), (-208, -37, 416, 90));
    assert_eq!(path.image.get(0x10, 37), guide, "the curve level with the object");
    assert_eq!(path.image.get(0, 32 + 37)[3], 0, "the curve's lowest rows fall outside its bitmap, as in the .cs");
    assert_eq!(path.image.get(0xD0, 0), guide, "its middle, 37 px above");
    assert_eq!(path.image.get(208, 37 + 52), guide, "the floor line, 52 px below the object");
    assert_eq!(path.image.get(208, 37 + 10), guide, "the vertical line through the object");
}

#[test]
fn live_frames_draw_the_definition_image_in_another_frame() {
    let Some(ini) = ini() else { return };
    let project = Project::load(&ini).unwrap();
    let section = "Emerald Hill Zone Act 1";
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let masher = DefinitionKey::Object(0x5C);
    // The INI's image is frame 0; frame 1 is the masher's other frame of obj5C.asm, as `image` draws it.
    let image = lib.definitions.get(masher).unwrap().image("default").unwrap().clone();
    for frame in 0..2u8 {
        let want = lib.image(&image, Some(usize::from(frame)), true, false).unwrap();
        assert_eq!(lib.object_frame(masher, 0, frame, true, false), Some(want), "frame {frame}");
    }
    assert_eq!(lib.object_frame(masher, 0, 0, false, false), lib.object(masher, 0, false, false));
    assert!(lib.object_frame(masher, 0, 200, false, false).is_none(), "beyond the table");
    assert!(lib.object_frame(DefinitionKey::Object(0x11), 8, 0, false, false).is_none(), "the bridge is composed");
}

/// Sonic 3 & Knuckles' common objects (skdisasm `Common/Spring.cs`, `Monitor.cs`, `Spikes.cs`) are keyed by
/// their S3K ids (a spring is $07, not Sonic 2's $41) and drawn as their code draws them.
#[test]
fn s3k_springs_monitors_and_spikes_draw_as_their_code_does() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
    let section = "Sonic 3\\\\Hydrocity Zone Act 1";
    let project = Project::load(&ini).unwrap();
    let level = project.import(section).unwrap();
    let defs = Definitions::load(&project, section);
    let spring = level.objects.iter().find(|o| matches!(o.kind, formats::object::ObjectKind::Spring { .. })).unwrap();
    assert_eq!(defs.key(spring).unwrap().0, DefinitionKey::Object(0x07));
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let size = |s: &formats::sprite::mappings::SpriteImage| (s.left, s.top, s.image.width, s.image.height);

    // `word_23788`: 32 x 8 at (−16, −8) and 16 x 8 at (−8, 0); yellow the same shape; sideways 16 x 32.
    let spring = DefinitionKey::Object(0x07);
    assert_eq!(size(&lib.object(spring, 0x00, false, false).unwrap()), (-16, -8, 32, 16));
    assert_eq!(size(&lib.object(spring, 0x02, false, false).unwrap()), (-16, -8, 32, 16));
    assert_ne!(
        lib.object(spring, 0x00, false, false).unwrap().image,
        lib.object(spring, 0x02, false, false).unwrap().image
    );
    assert_eq!(size(&lib.object(spring, 0x10, false, false).unwrap()).2, 16);
    assert_eq!(
        lib.object(spring, 0x20, false, false).unwrap().image,
        lib.object(spring, 0x00, false, false).unwrap().image
    );
    assert!(lib.object(spring, 0x30, false, false).is_none(), "diagonal: SonLVL's unknown sprite");

    let monitor = DefinitionKey::Object(0x01);
    assert_eq!(defs.name(monitor, 6).as_deref(), Some("Monitor: Thunder Barrier"));
    for subtype in 0..10 {
        assert_eq!(size(&lib.object(monitor, subtype, false, false).unwrap()), (-16, -16, 32, 32), "{subtype}");
    }
    assert!(lib.object(monitor, 10, false, false).is_none());

    // `Map - Spikes.asm` frame 0: two 16 x 32 pieces from (−16, −16); moving up and down, a Y-flip draws them
    // 32 px lower (`GetSprite`); movement 4 is unknown.
    let spikes = DefinitionKey::Object(0x08);
    assert_eq!(size(&lib.object(spikes, 0x00, false, false).unwrap()), (-16, -16, 32, 32));
    assert_eq!(size(&lib.object(spikes, 0x00, false, true).unwrap()), (-16, -16, 32, 32));
    assert_eq!(size(&lib.object(spikes, 0x01, false, true).unwrap()), (-16, 16, 32, 32));
    assert_eq!(size(&lib.object(spikes, 0x02, true, false).unwrap()), (16, -16, 32, 32));
    assert_eq!(size(&lib.object(spikes, 0x30, false, false).unwrap()).2, 128);
    assert!(lib.object(spikes, 0x04, false, false).is_none());
}

/// Angel Island's and Hydrocity's C# definitions (skdisasm `Common/StillSprite.cs`, `AIZLRZEMZRock.cs`,
/// `HCZCGZFan.cs`, `InvisibleBlock.cs`, `FloatingPlatform.cs`): every placement of them the acts hold
/// draws, sized as the mappings' pieces say; subtypes their code cannot draw stay markers.
#[test]
fn s3k_aiz_and_hcz_code_objects_draw_as_their_code_does() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
    let dir = ini.parent().unwrap().to_path_buf();
    let project = Project::load(&ini).unwrap();
    let frame = |map: &str, i: usize| {
        let text = std::fs::read_to_string(dir.join(map)).unwrap();
        mappings::parse_mappings(&text).unwrap().frames[i].bounds(false, false).unwrap()
    };
    let size =
        |s: &formats::sprite::mappings::SpriteImage| (s.left, s.top, s.image.width as i32, s.image.height as i32);
    let mut report = Vec::new();
    for section in [
        "Sonic 3\\\\Angel Island Zone Act 1",
        "Sonic 3\\\\Angel Island Zone Act 2",
        "Sonic 3\\\\Hydrocity Zone Act 1",
        "Sonic 3\\\\Hydrocity Zone Act 2",
    ] {
        let level = project.import(section).unwrap();
        let defs = Definitions::load(&project, section);
        let level_art = art::load_sonlvl(&project, section).unwrap();
        let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
        let mut drawn: BTreeMap<String, (usize, usize)> = BTreeMap::new();
        for o in &level.objects {
            let Some((key, subtype, x, y)) = defs.key(o) else { continue };
            let Some(Source::Code(code)) = defs.get(key).map(|d| d.source.clone()) else { continue };
            let entry = drawn.entry(code.rsplit('.').take(2).collect::<Vec<_>>().join("<")).or_default();
            if lib.object(key, subtype, x, y).is_some() {
                entry.0 += 1;
            } else {
                entry.1 += 1;
            }
        }
        assert!(lib.problems.is_empty(), "{section}: {:?}", lib.problems);
        report.push(drawn);
    }
    // (drawn, markers) by the .cs class: these draw every placement.
    for (i, code, n) in [
        (0, "Rock<AIZ", 9),
        (0, "FloatingPlatform<AIZ", 3),
        (0, "InvisibleBlock<Common", 6),
        (1, "AnimatedStillSprite2<AIZ", 373),
        (1, "StillSprite2<AIZ", 16),
        (1, "Rock2<AIZ", 51),
        (1, "FloatingPlatform<AIZ", 26),
        (2, "Fan<HCZ", 27),
        (2, "FloatingPlatform<HCZ", 17),
        (2, "StillSprite<HCZ", 11),
        (2, "InvisibleHurtBlockHorizontal<Common", 2),
        (3, "StillSprite2<HCZ", 61),
        (3, "InvisibleHurtBlockVertical<Common", 40),
        (3, "Fan<HCZ", 36),
        (1, "BreakableWall<AIZ", 10),
        (3, "BreakableWall2<HCZ", 33),
        (3, "Door<HCZ", 19),
        (3, "SnakeBlocks<HCZ", 50),
        (3, "SpinningColumn<HCZ", 27),
        (0, "CorkFloor<AIZ", 1),
        (2, "BreakableBar<HCZ", 6),
        (2, "CollapsingBridge<HCZ", 7),
        (3, "BreakableBar<HCZ", 2),
        (1, "CorkFloor2<AIZ", 11),
        (1, "HiddenMonitor<Common", 9),
        (2, "HiddenMonitor<Common", 2),
        (1, "FlippingBridge<AIZ", 2),
        (0, "GiantRideVine<AIZ", 4),
        (1, "GiantRideVine<AIZ", 6),
        (0, "RideVine<AIZ", 1),
        (1, "RideVine<AIZ", 2),
        (3, "TensionBridge<HCZ", 7),
    ] {
        assert_eq!(report[i].get(code), Some(&(n, 0)), "act {i}: {code}");
    }
    // The conveyor belt control's sprite is SonLVL's unknown one: a marker, but named.
    assert_eq!(report[2].get("ConveyorBelt<HCZ"), Some(&(0, 64)));

    // The flipping bridge (`AIZ/FlippingBridge.cs`): eight planks 32 px apart from −112, never flipped, frame 5
    // but frames 1 and 3 in the middle, rising 8 px a plank to the right (4 px with subtype bit 7).
    let section = "Sonic 3\\\\Angel Island Zone Act 2";
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let map = "../Levels/AIZ/Misc Object Data/Map - Flipping Bridge.asm";
    let bounds = |rise: i32| {
        (0..8).fold((i32::MAX, i32::MAX, i32::MIN, i32::MIN), |(l, t, r, b), i| {
            let (fl, ft, fr, fb) = frame(map, [5, 5, 5, 1, 3, 5, 5, 5][i as usize]);
            let (dx, dy) = (32 * i - 112, rise * (4 - i));
            (l.min(fl + dx), t.min(ft + dy), r.max(fr + dx), b.max(fb + dy))
        })
    };
    for (subtype, rise) in [(0x52, 8), (0xD2, 4)] {
        let (l, t, r, b) = bounds(rise);
        for flip in [false, true] {
            let bridge = lib.object(DefinitionKey::Object(0x2B), subtype, flip, flip).unwrap();
            assert_eq!(size(&bridge), (l, t, r - l, b - t), "subtype {subtype:#X}, flipped {flip}");
        }
    }
    // The swinging vine (`AIZ/GiantRideVine.cs`): frame 33 at the object, then each link of the angle's
    // `spriteData` at the entry before its own, the handle (frame 32) at the last; never flipped.
    let map = "../Levels/AIZ/Misc Object Data/Map - (&MHZ) Ride Vine.asm";
    for subtype in [0x05, 0x06, 0x09, 0x69, 0xC9] {
        let pieces = formats::sprite::definitions::giant_ride_vine_pieces(subtype);
        let (l, t, r, b) = pieces.iter().fold((i32::MAX, i32::MAX, i32::MIN, i32::MIN), |(l, t, r, b), &(f, x, y)| {
            let (fl, ft, fr, fb) = frame(map, f);
            (l.min(fl + x), t.min(ft + y), r.max(fr + x), b.max(fb + y))
        });
        for flip in [false, true] {
            let vine = lib.object(DefinitionKey::Object(0x0C), subtype, flip, flip).unwrap();
            assert_eq!(size(&vine), (l, t, r - l, b - t), "subtype {subtype:#X}");
        }
    }
    // The ride vine (`AIZ/RideVine.cs`): six frames hanging down to the handle (frame 32) at (−12, 63).
    let (l, t, r, b) = [(32, -12, 63), (2, -6, 48), (1, -3, 32), (1, 0, 16), (0, 0, 0), (33, 0, 0)].iter().fold(
        (i32::MAX, i32::MAX, i32::MIN, i32::MIN),
        |(l, t, r, b), &(f, x, y)| {
            let (fl, ft, fr, fb) = frame(map, f);
            (l.min(fl + x), t.min(ft + y), r.max(fr + x), b.max(fb + y))
        },
    );
    let vine = lib.object(DefinitionKey::Object(0x06), 0x2C, true, false).unwrap();
    assert_eq!(size(&vine), (l, t, r - l, b - t));
    assert_eq!(
        Definitions::load(&project, section).name(DefinitionKey::Object(0x2B), 0x52).as_deref(),
        Some("Flipping Bridge")
    );

    let section = "Sonic 3\\\\Hydrocity Zone Act 2";
    let defs = Definitions::load(&project, section);
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let obj = |lib: &mut SpriteLibrary, id: u8, subtype: u8, x: bool, y: bool| {
        lib.object(DefinitionKey::Object(id), subtype, x, y)
    };
    // Decorative sprite 19 "Bridge Post": `Map - Still Sprites.asm` frame 19, flipped with the object.
    let (l, t, r, b) = frame("../Levels/Misc/Map - Still Sprites.asm", 19);
    assert_eq!(size(&obj(&mut lib, 0x2F, 19, false, false).unwrap()), (l, t, r - l, b - t));
    assert_eq!(size(&obj(&mut lib, 0x2F, 19, true, true).unwrap()), (-r, -b, r - l, b - t));
    assert_eq!(defs.name(DefinitionKey::Object(0x2F), 16).as_deref(), Some("Decorative Sprite: Tube Bend 2"));
    assert!(obj(&mut lib, 0x2F, 0x20, false, false).is_none(), "no such subtype: the marker");

    // The fan: `Map - Fan.asm` frame 0; with bit 7 the water-rush block's frame 0, 28 px lower, unflipped.
    let (fl, ft, fr, fb) = frame("../Levels/HCZ/Misc Object Data/Map - Fan.asm", 0);
    let (bl, bt, br, bb) = frame("../Levels/HCZ/Misc Object Data/Map - Water Rush Block.asm", 0);
    assert_eq!(size(&obj(&mut lib, 0x38, 0x00, false, false).unwrap()), (fl, ft, fr - fl, fb - ft));
    let (l, t) = (fl.min(bl), ft.min(bt + 28));
    let (r, b) = (fr.max(br), fb.max(bb + 28));
    assert_eq!(size(&obj(&mut lib, 0x38, 0x80, false, false).unwrap()), (l, t, r - l, b - t));
    assert_eq!(
        size(&obj(&mut lib, 0x38, 0x80, false, true).unwrap()),
        (l.min(fl), (-fb).min(bt + 28), r - l, (bb + 28).max(-ft) - (-fb).min(bt + 28))
    );

    // The floating platform: frame 0 of HCZ's mappings, never flipped, moved by its routine; subtypes of
    // another zone's size, or routines beyond $C, are markers.
    let (pl, pt, pr, pb) = frame("../Levels/HCZ/Misc Object Data/Map - Floating Platform.asm", 0);
    assert_eq!(size(&obj(&mut lib, 0x51, 0x10, false, false).unwrap()), (pl, pt, pr - pl, pb - pt));
    assert_eq!(size(&obj(&mut lib, 0x51, 0x19, true, true).unwrap()), (pl - 0x30, pt - 0x30, pr - pl, pb - pt));
    assert_eq!(size(&obj(&mut lib, 0x51, 0x12, true, false).unwrap()), (pl + 0x80, pt, pr - pl, pb - pt));
    assert!(obj(&mut lib, 0x51, 0x20, false, false).is_none());
    assert!(obj(&mut lib, 0x51, 0x1D, false, false).is_none());

    // The snake block: `Map - Floating Platform.asm` frame 1, never flipped, 64 px left and cos(π s / 128) × 64
    // px down (subtype $40: 0; $00: 64), in its white 129 px square.
    let (sl, st, sr, sb) = frame("../Levels/HCZ/Misc Object Data/Map - Floating Platform.asm", 1);
    let (l, t) = ((sl - 64).min(-64), st.min(-64));
    let (r, b) = ((sr - 64).max(65), sb.max(65));
    let snake = obj(&mut lib, 0x67, 0xC0, false, false).unwrap();
    assert_eq!(size(&snake), (l, t, r - l, b - t));
    assert_eq!(snake.image.get((64 - l) as usize, (-64 - t) as usize), [255, 255, 255, 255], "the square's top edge");
    assert_eq!(formats::sprite::definitions::snake_block_offset(0x00, false, false), (-64, -64));
    assert_eq!(formats::sprite::definitions::snake_block_offset(0x40, true, true), (-64, 0));
    assert_eq!(formats::sprite::definitions::snake_block_offset(0x80, true, false), (-64, -64));

    // The tension bridge (`Common/TensionBridge.cs`): frame 0 of `Map - Tension Bridge.asm` with its corner at
    // each segment's place: 8 segments from −72 (the 128 px bitmap from −8 × 9), never flipped; more than
    // 16 segments is the unknown sprite.
    let (tl, tt, tr, tb) = frame("../Levels/Misc/Map - Tension Bridge.asm", 0);
    let (l, t) = (tl + 8 - 72, tt + 8 - 8);
    let (r, b) = (tr + 8 - 72 + 16 * 7, tb);
    for subtype in [0x08, 0x88] {
        for flip in [false, true] {
            assert_eq!(size(&obj(&mut lib, 0x6C, subtype, flip, flip).unwrap()), (l, t, r - l, b - t));
        }
    }
    assert!(obj(&mut lib, 0x6C, 0x11, false, false).is_none(), "17 segments: the marker");
    assert_eq!(defs.name(DefinitionKey::Object(0x6C), 0x88).as_deref(), Some("Tension Bridge: 8 segments, collapsing"));

    // The breakable bar: frame ((s & $80) >> 5) | ((s & $30) >> 4); 3 and 7 are unknown.
    let (bl, bt, br, bb) = frame("../Levels/HCZ/Misc Object Data/Map - Breakable Bar.asm", 5);
    assert_eq!(size(&obj(&mut lib, 0x36, 0x90, false, false).unwrap()), (bl, bt, br - bl, bb - bt));
    assert!(obj(&mut lib, 0x36, 0xB0, false, false).is_none());

    // The spinning column: `Map - Spinning Column.asm` frame 1, moving sideways from (subtype & $F0) − $70.
    let (cl, ct, cr, cb) = frame("../Levels/HCZ/Misc Object Data/Map - Spinning Column.asm", 1);
    assert_eq!(size(&obj(&mut lib, 0x68, 0x31, false, false).unwrap()), (cl - 0x40, ct, cr - cl, cb - ct));
    assert_eq!(size(&obj(&mut lib, 0x68, 0x31, true, false).unwrap()), (0x40 - cr, ct, cr - cl, cb - ct));
    assert!(obj(&mut lib, 0x68, 0x03, false, false).is_none(), "movement 3: the marker");

    // The invisible hurt block (sides): a white outline of 2x3 blocks around the icon.
    let hurt = obj(&mut lib, 0x6B, 0x12, false, false).unwrap();
    assert_eq!(size(&hurt), (-16, -24, 32, 48));
    for (x, y) in [(0, 0), (31, 0), (0, 47), (31, 47), (16, 0)] {
        assert_eq!(hurt.image.get(x, y), [255, 255, 255, 255], "outline pixel ({x}, {y})");
    }
    assert_eq!(
        defs.name(DefinitionKey::Object(0x6B), 0x12).as_deref(),
        Some("Invisible Hurt Block (sides): 2x3 blocks")
    );
    let _ = report;
}

/// skdisasm's `Map - Bubbler.asm` holds two tables over the same frames (`Map_Bubbler_`, `Map_Bubbler2_`): the
/// first one's frames are read, and a frame by its label (`Bubbler.xml`'s `word_2FD82`).
#[test]
fn s3k_data_line_mappings_with_two_tables() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let path = shared.join("reference/skdisasm/General/Sprites/Bubbles/Map - Bubbler.asm");
    let text = std::fs::read_to_string(path).unwrap();
    let frames = mappings::parse_mappings(&text).unwrap().frames;
    assert_eq!(frames.len(), 23);
    assert_eq!(frames[7].pieces.len(), 4);
    let spawner = mappings::parse_frame_at(&text, "word_2FD82").unwrap();
    assert_eq!(spawner.pieces.len(), 1);
    assert_eq!((spawner.pieces[0].x, spawner.pieces[0].y), (-8, -8));
}

/// Objects whose art is loaded per frame (s3.asm `Perform_DPLC`; SonLVL's `MapFile dplcfile=`: Marble Garden's
/// Bubbles badnik, Launch Base's Flybot767, the special stage entry ring): each frame draws the patterns its
/// cues load — the frame's pieces name patterns of that loaded run, not of the sheet from its start.
#[test]
fn s3k_dplc_objects_draw_the_patterns_their_cues_load() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
    let project = Project::load(&ini).unwrap();
    for (section, name) in [
        ("Sonic 3\\\\Marble Garden Zone Act 1", "Bubbles"),
        ("Sonic 3\\\\Launch Base Zone Act 1", "Flybot767"),
        ("Sonic 3\\\\Angel Island Zone Act 1", "Special Stage Ring"),
    ] {
        let defs = Definitions::load(&project, section);
        let Some((&key, d)) = defs.by_key.iter().find(|(_, d)| d.name.as_deref() == Some(name)) else {
            panic!(
                "{section}: no {name}: {:?}",
                defs.by_key.values().filter_map(|d| d.name.clone()).collect::<Vec<_>>()
            )
        };
        let (_, image) = &d.images[0];
        let level_art = art::load_sonlvl(&project, section).unwrap();
        let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
        check_cues(&mut lib, name, image);
        let with = lib.object(key, 0, false, false).unwrap_or_else(|| panic!("{name} drawn"));
        let plain = formats::sprite::definitions::ImageDef { dplc: None, ..image.clone() };
        let without = lib.image(&plain, None, false, false);
        assert_ne!(Some(&with), without.as_ref(), "{name}: the cues change what is drawn");
    }
}

/// Every frame of `image`'s mappings draws patterns its cues load (none beyond them).
fn check_cues(lib: &mut SpriteLibrary, name: &str, image: &formats::sprite::definitions::ImageDef) {
    let dplc_path = image.dplc.clone().unwrap_or_else(|| panic!("{name}: its DPLC"));
    let dplc = lib.dplc(&dplc_path).unwrap_or_else(|| panic!("{name}: {:?}", lib.problems));
    let maps = mappings::parse_mappings(&std::fs::read_to_string(&image.mappings).unwrap()).unwrap();
    assert_eq!(dplc.frames.len(), maps.frames.len(), "{name}: a cue list per frame");
    let mut pieces = 0;
    for (i, (frame, cues)) in maps.frames.iter().zip(&dplc.frames).enumerate() {
        let loaded: usize = cues.iter().map(|c| usize::from(c.count)).sum();
        for p in &frame.pieces {
            let end = p.word.pattern() + usize::from(p.width) * usize::from(p.height);
            assert!(end <= loaded, "{name} frame {i}: a piece up to pattern {end} of {loaded} loaded");
            pieces += 1;
        }
    }
    assert!(pieces > 0, "{name}: pieces checked");
}

/// The player's art is loaded per frame too, in the other format (s3.asm `Sonic_Load_PLC`; SonLVL's
/// `Common/Main.ini` `[Sonic]`'s `dplcasm=`): Sonic's frames draw their own patterns, frame $BA
/// (Sonic on the Tornado, the definition's) among them.
#[test]
fn s3k_player_frames_draw_the_patterns_their_cues_load() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
    let project = Project::load(&ini).unwrap();
    let section = "Sonic 3\\\\Angel Island Zone Act 1";
    let level_art = art::load_sonlvl(&project, section).unwrap();
    let mut lib = SpriteLibrary::load(&ini, section, Some(&level_art)).unwrap();
    let image = lib.player_image(false).unwrap();
    check_cues(&mut lib, "Sonic", &image);
    // Its cues reach past the VRAM's 2048 patterns ($E01): the art is read whole.
    let frame = lib.image(&image, Some(0xBA), false, false).expect("frame $BA");
    assert!(frame.image.pixels.iter().filter(|p| p[3] != 0).count() > 500, "frame $BA drawn, not blank");
}

/// Super Sonic's frames and cues are the second tables of the player's files (`Map_SuperSonic_`,
/// `PLC_SuperSonic_`: s3.asm `loc_45D72`, `Sonic_Load_PLC`): as many of each, every piece within its cues.
#[test]
fn super_sonics_tables_follow_sonics() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let dir = shared.join("reference/skdisasm/General/Sprites/Sonic");
    let maps = std::fs::read_to_string(dir.join("Map - Sonic.asm")).unwrap();
    let plc = std::fs::read_to_string(dir.join("DPLC - Sonic.asm")).unwrap();
    let sonic = mappings::parse_mappings(&maps).unwrap();
    let frames = mappings::parse_mappings_table(&maps, "Map_SuperSonic_").unwrap();
    let cues = mappings::parse_dplc_table(&plc, "PLC_SuperSonic_").unwrap();
    assert_eq!((frames.frames.len(), cues.frames.len()), (sonic.frames.len(), sonic.frames.len()));
    let beyond: Vec<usize> = (frames.frames.iter().zip(&cues.frames).enumerate())
        .filter(|(_, (frame, cues))| {
            let loaded: usize = cues.iter().map(|c| usize::from(c.count)).sum();
            frame.pieces.iter().any(|p| p.word.pattern() + usize::from(p.width) * usize::from(p.height) > loaded)
        })
        .map(|(i, _)| i)
        .collect();
    // Four frames of the data name patterns past their own cues (what the VDP holds from an earlier frame); the
    // intro's $21 and $22 are not among them.
    assert_eq!(beyond, vec![188, 191, 194, 199]);
    assert!(!frames.frames[0x21].pieces.is_empty() && !frames.frames[0x22].pieces.is_empty(), "the intro's frames");
}

/// `GiantRideVine.cs`'s `SpriteFromSpriteData`: angle 9 hangs straight down (links of frame 0 every 16 px from
/// 4), angle 1 is 9's alias, angle 0 is 10's.
#[test]
fn giant_ride_vine_pieces_follow_sprite_from_sprite_data() {
    use formats::sprite::definitions::giant_ride_vine_pieces as pieces;
    assert_eq!(pieces(0x93), [(33, 0, 0), (0, 0, 4), (0, 0, 20), (0, 0, 36), (32, 0, 52)]);
    assert_eq!(pieces(0x13), pieces(0x93));
    assert_eq!(pieces(0x00), [(33, 0, 0), (32, -1, 4)]);
    assert_eq!(pieces(0x02), [(33, 0, 0), (30, -1, 4), (30, 5, 19), (32, 11, 34)]);
    assert_eq!(pieces(0x0F).len(), 17);
}

/// `TensionBridge.cs`'s `GetSprite` segment places: padded to 8 below 8, the bitmap's width cutting an odd
/// count's last, the slope only with bit 7 and only for the counted segments.
#[test]
fn tension_bridge_segments_follow_get_sprite() {
    use formats::sprite::definitions::tension_bridge_segments as segments;
    let flat = |n: usize, left: i32| (0..n as i32).map(|i| (left + 16 * i, -8)).collect::<Vec<_>>();
    assert_eq!(segments(0x08, 0), flat(8, -72));
    assert_eq!(segments(0x10, 0), flat(16, -136));
    assert_eq!(segments(0x09, 3), flat(8, -72), "the ninth segment lies past the bitmap");
    assert_eq!(segments(0x00, 0), flat(8, -8));
    assert_eq!(segments(0x03, 0), flat(8, -24));
    assert_eq!(segments(0x88, 0), flat(8, -72), "Hydrocity's collapsing bridge lies flat");
    let angled = segments(0x83, 3);
    assert_eq!(&angled[..4], &[(-24, -8), (-8, -5), (8, -2), (24, -8)], "three angled, then flat padding");
    assert_eq!(angled.len(), 8);
    assert!(segments(0x11, 0).is_empty(), "17: the unknown sprite");
    assert!(segments(0x91, 3).is_empty());
}
