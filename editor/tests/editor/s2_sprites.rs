//! Aquatic Ruin, Casino Night, Hill Top and Mystic Cave (s2disasm-full's SonLVL project, both acts each)
//! drawn with their SonLVL sprites. Each act is imported once by the CLI and rendered once by it (no sprite
//! warning); then, in process, for every (definition, subtype, flips) its layout places, the renderer's
//! picture of the sprite's rectangle around one placement holds the sprite the definition composes, pixel for
//! pixel (where no object drawn after it covers it). The census of what stays a marker is printed and pinned.
//! The definitions whose art is several files at byte offsets, and the C# one, are checked by hand against
//! the raw art by their mappings' integers: Spiker (`objHTZ.ini [92]`), Sol (`HTZ/Sol.xml`), the spiked
//! rectangle (`MCZ/SpikedRectangles.xml`), the conveyor belt (`CNZ/ConveyorBelt.cs`). While play-testing, a
//! swinging platform is drawn from its definition's images where the engine has its pivot and platform.
#![allow(clippy::unwrap_used)]

use crate::support;
use egui_kittest::kittest::Queryable;

use editor::cli::render::{Region, Show, compose};
use formats::art::LevelArt;
use formats::sprite::{DefinitionKey, Definitions, SpriteImage, SpriteLibrary};
use formats::{Level, ObjectPlacement};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");

const ACTS: [&str; 8] = [
    "Aquatic Ruin Zone Act 1",
    "Aquatic Ruin Zone Act 2",
    "Casino Night Zone Act 1",
    "Casino Night Zone Act 2",
    "Hill Top Zone Act 1",
    "Hill Top Zone Act 2",
    "Mystic Cave Zone Act 1",
    "Mystic Cave Zone Act 2",
];

/// Object ids placed in these acts that SonLVL itself draws with its "unknown object" image (the editor
/// keeps its marker): `objHTZ.ini`'s `[30]` (Rising Lava) names no art.
const MARKERS: [u8; 1] = [0x30];

/// An imported act: its level, art and the renderer's sprite library (loaded as `spg-studio render` loads it).
struct Act {
    section: &'static str,
    path: PathBuf,
    level: Level,
    art: LevelArt,
    renderer: SpriteLibrary,
}

fn import(dir: &Path, ini: &Path, section: &'static str) -> Act {
    let path = dir.join(format!("{}.ron", section.replace(' ', "_")));
    let out =
        Command::new(BIN).args(["import", "sonlvl"]).arg(ini).args(["--level", section, "-o"]).arg(&path).output();
    let out = out.unwrap();
    assert!(out.status.success(), "{section}: {}", String::from_utf8_lossy(&out.stderr));
    let level = formats::ron_file::load(&path).unwrap();
    let art = formats::art::load(&level, path.parent()).unwrap().unwrap();
    let Some(formats::art::ArtSource::SonLvl { project, section: s }) = &level.art else { panic!("{section}: art") };
    let project = formats::art::resolve(project, path.parent());
    let mut renderer = SpriteLibrary::load(&project, s, Some(&art)).unwrap();
    renderer.set_corkscrew_heights(&engine::objects::s2::corkscrew::HEIGHTS);
    Act { section, path, level, art, renderer }
}

/// The sprite the definition composes for a placement (a library of its own, not the renderer's).
fn sprite(library: &mut SpriteLibrary, o: &ObjectPlacement) -> Option<SpriteImage> {
    let (key, subtype, x_flip, y_flip) = library.definitions.key(o)?;
    library.object(key, subtype, x_flip, y_flip)
}

/// The level rectangle (x0, y0, x1, y1) a placement covers on the picture: its sprite, else its 8 px marker.
fn extent(o: &ObjectPlacement, s: Option<&SpriteImage>) -> (i32, i32, i32, i32) {
    match s {
        Some(s) => {
            (o.x + s.left, o.y + s.top, o.x + s.left + s.image.width as i32, o.y + s.top + s.image.height as i32)
        }
        None => (o.x - 4, o.y - 4, o.x + 4, o.y + 4),
    }
}

/// Whether level pixel (x, y) is drawn by placement `o` with sprite `s` (an opaque pixel, or its marker).
fn covers(o: &ObjectPlacement, s: Option<&SpriteImage>, x: i32, y: i32) -> bool {
    match s {
        Some(s) => {
            let (sx, sy) = (x - o.x - s.left, y - o.y - s.top);
            (0..s.image.width as i32).contains(&sx)
                && (0..s.image.height as i32).contains(&sy)
                && s.image.get(sx as usize, sy as usize)[3] != 0
        }
        None => (o.x - 4..o.x + 4).contains(&x) && (o.y - 4..o.y + 4).contains(&y),
    }
}

/// Renders the sprite's rectangle around placement `index` and compares its opaque pixels with the sprite,
/// skipping those an object drawn after it covers. Returns (pixels compared, pixels covered).
fn check_placement(act: &mut Act, expected: &mut SpriteLibrary, index: usize) -> (usize, usize) {
    let o = act.level.objects[index].clone();
    let s = sprite(expected, &o).unwrap();
    let (w, h) = (s.image.width, s.image.height);
    let region = Region { x: o.x + s.left, y: o.y + s.top, width: w, height: h };
    let picture = compose(&act.level, None, region, &[Show::Objects], None, Some(&mut act.renderer));
    let (x1, y1) = (region.x + w as i32, region.y + h as i32);
    let later: Vec<(ObjectPlacement, Option<SpriteImage>)> = act.level.objects[index + 1..]
        .iter()
        .filter_map(|p| {
            let s = sprite(expected, p);
            let (a, b, c, d) = extent(p, s.as_ref());
            (a < x1 && c > region.x && b < y1 && d > region.y).then(|| (p.clone(), s))
        })
        .collect();
    let (mut compared, mut covered) = (0, 0);
    for y in 0..h {
        for x in 0..w {
            let c = s.image.get(x, y);
            if c[3] == 0 {
                continue;
            }
            let (lx, ly) = (region.x + x as i32, region.y + y as i32);
            if later.iter().any(|(p, s)| covers(p, s.as_ref(), lx, ly)) {
                covered += 1;
                continue;
            }
            assert_eq!(picture.get(x, y), c, "{}: {o:?} pixel ({x}, {y})", act.section);
            compared += 1;
        }
    }
    (compared, covered)
}

/// Every (definition, subtype, flips) of every act: drawn as its definition composes it, or one of
/// [`MARKERS`]; the census table printed (`--nocapture`).
#[test]
fn every_object_of_the_four_zones_is_drawn_with_its_sonlvl_sprite() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S2).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let project = formats::import::sonlvl::Project::load(&ini).unwrap();
    let mut table = String::new();
    let mut checked = 0;
    let mut acts = Vec::new();
    for section in ACTS {
        let mut act = import(dir.path(), &ini, section);
        // The CLI draws the act's objects without a sprite problem.
        let png = dir.path().join("act.png");
        let out = Command::new(BIN)
            .arg("render")
            .arg(&act.path)
            .arg("-o")
            .arg(&png)
            .args(["--region", "0,0,2048,1024", "--show", "art,objects"])
            .output()
            .unwrap();
        assert!(out.status.success() && out.stderr.is_empty(), "{section}: {}", String::from_utf8_lossy(&out.stderr));
        let mut expected = SpriteLibrary::new(Definitions::load(&project, section), Some(&act.art));
        // Each kind's placements, by (definition, subtype, flips).
        let mut kinds: BTreeMap<(DefinitionKey, u8, bool, bool), Vec<usize>> = BTreeMap::new();
        for (i, o) in act.level.objects.iter().enumerate() {
            let key = expected.definitions.key(o).unwrap_or_else(|| panic!("{section}: {o:?} has no Sonic 2 record"));
            kinds.entry(key).or_default().push(i);
        }
        table.push_str(&format!("## {section}\n"));
        for (&(key, subtype, x_flip, y_flip), placements) in &kinds {
            let name = expected.name(key, subtype).unwrap_or_default();
            let flips = format!("{}{}", if x_flip { "X" } else { "-" }, if y_flip { "Y" } else { "-" });
            let id = match key {
                DefinitionKey::Object(id) => format!("{id:02X}"),
                _ => format!("{key:?}"),
            };
            let Some(s) = expected.object(key, subtype, x_flip, y_flip) else {
                let DefinitionKey::Object(id) = key else { panic!("{section}: {key:?} draws nothing") };
                assert!(MARKERS.contains(&id), "{section}: {id:02X} {subtype:02X} {name} draws nothing");
                table.push_str(&format!("{id:02X} {subtype:02X} {flips} x{:<3} {name:45} marker\n", placements.len()));
                continue;
            };
            // The first placement no object drawn after it covers (of the first eight), else the least covered.
            let mut best = (0, usize::MAX);
            for &i in placements.iter().take(8) {
                let (compared, covered) = check_placement(&mut act, &mut expected, i);
                if compared > best.0 {
                    best = (compared, covered);
                }
                if covered == 0 {
                    break;
                }
            }
            let (compared, covered) = best;
            assert!(compared > 0, "{section}: {id} {subtype:02X}: every pixel covered ({covered})");
            checked += 1;
            table.push_str(&format!(
                "{id} {subtype:02X} {flips} x{:<3} {name:45} sprite {}x{} ({compared} px compared)\n",
                placements.len(),
                s.image.width,
                s.image.height
            ));
        }
        assert!(act.renderer.problems.is_empty(), "{section}: {:?}", act.renderer.problems);
        assert!(expected.problems.is_empty(), "{section}: {:?}", expected.problems);
        acts.push(act);
    }
    println!("{table}");
    assert!(checked > 300, "{checked} kinds checked");
    let reference = ini.parent().unwrap().join("..");
    let [_, _, cnz1, _, htz1, _, mcz1, _] = &mut acts[..] else { unreachable!() };
    spiker_and_sol_by_hand(htz1, &reference);
    spiked_rectangle_by_hand(mcz1, &reference);
    conveyor_belt_by_hand(cnz1, &reference);
}

/// A mapping piece as the disassembly writes it (`spritePiece x, y, w, h, tile, 0, 0, pal, pri`): its
/// palette line already plus the definition's `pal=` / `startpal`.
struct Piece(i32, i32, usize, usize, usize, usize);

/// A Nemesis file of the disassembly, decompressed.
fn nemesis(reference: &Path, name: &str) -> Vec<u8> {
    let bytes = std::fs::read(reference.join("art/nemesis").join(name)).unwrap();
    formats::import::nemesis::decompress(&bytes).unwrap()
}

/// Pattern memory as a definition's art files fill it: each file's bytes at its byte offset.
fn vram(parts: &[(&[u8], usize)]) -> Vec<u8> {
    let mut out = Vec::new();
    for (bytes, at) in parts {
        if out.len() < at + bytes.len() {
            out.resize(at + bytes.len(), 0);
        }
        out[*at..at + bytes.len()].copy_from_slice(bytes);
    }
    out
}

/// The level's own patterns as 4 bpp bytes (SonLVL's `LevelArt`).
fn level_bytes(art: &LevelArt) -> Vec<u8> {
    art.patterns().iter().flat_map(|p| p.chunks(2).map(|px| (px[0] << 4) | px[1])).collect()
}

/// Palette entry (line × 16 + colour) of pixel (dx, dy) of a frame relative to the object, the first piece in
/// front; None where every piece is transparent. Patterns are column-major within a piece.
fn frame_pixel(vram: &[u8], pieces: &[Piece], dx: i32, dy: i32) -> Option<usize> {
    pieces.iter().find_map(|&Piece(x, y, w, h, tile, line)| {
        let (cx, cy) = (dx - x, dy - y);
        if !(0..8 * w as i32).contains(&cx) || !(0..8 * h as i32).contains(&cy) {
            return None;
        }
        let (cx, cy) = (cx as usize, cy as usize);
        let pattern = tile + (cx / 8) * h + cy / 8;
        let byte = vram.get(pattern * 32 + (cy % 8) * 4 + (cx % 8) / 2).copied().unwrap_or(0);
        let nibble = usize::from(if cx % 2 == 0 { byte >> 4 } else { byte & 0xF });
        (nibble != 0).then_some(line * 16 + nibble)
    })
}

/// Renders `o` alone (`--show objects`: the level background behind it) over `window` (level pixels relative
/// to the object: x, y, w, h) and checks every pixel against `want` (palette entry, or a colour, relative
/// to the unflipped object; None: background). Returns the sprite pixels checked.
fn check_by_hand(
    act: &mut Act,
    o: &ObjectPlacement,
    window: (i32, i32, usize, usize),
    want: &dyn Fn(i32, i32) -> Option<[u8; 4]>,
) -> usize {
    let mut alone = act.level.clone();
    alone.objects = vec![o.clone()];
    let region = Region { x: o.x + window.0, y: o.y + window.1, width: window.2, height: window.3 };
    let picture = compose(&alone, None, region, &[Show::Objects], None, Some(&mut act.renderer));
    let background = editor::widgets::palette::LEVEL_BACKGROUND.to_array();
    let mut opaque = 0;
    for y in 0..window.3 {
        for x in 0..window.2 {
            let (dx, dy) = (window.0 + x as i32, window.1 + y as i32);
            // A flipped object is its unflipped sprite mirrored about its position.
            let dx = if o.x_flip { -dx - 1 } else { dx };
            let dy = if o.y_flip { -dy - 1 } else { dy };
            let expected = want(dx, dy);
            opaque += usize::from(expected.is_some());
            assert_eq!(picture.get(x, y), expected.unwrap_or(background), "{}: {o:?} at ({dx}, {dy})", act.section);
        }
    }
    opaque
}

/// The level's 64 colours.
fn palette(art: &LevelArt) -> Vec<[u8; 4]> {
    (0..64).map(|i| art.palette_colour(i).unwrap()).collect()
}

fn placement(act: &Act, id: u8) -> ObjectPlacement {
    let key = |o: &&ObjectPlacement| Definitions::key_for(o).map(|k| k.0);
    act.level.objects.iter().find(|o| key(o) == Some(DefinitionKey::Object(id))).unwrap().clone()
}

/// Spiker (`objHTZ.ini [92]`): `art=` two files at byte offsets, "Sol badnik from HTZ.nem" at 31680 (pattern
/// $3DE) and "Driller badnik from HTZ.nem" at 41984 (pattern $520), under obj93 frame 0's absolute pattern
/// numbers. Sol (`HTZ/Sol.xml`): four fireballs (obj95 frame 3 over "Fireball 1.nem" at 29632, pattern
/// $39E) at the XML's offsets, the body (frame 0 over the Sol file at 31680) in front.
fn spiker_and_sol_by_hand(act: &mut Act, reference: &Path) {
    let sol = nemesis(reference, "Sol badnik from HTZ.nem");
    let driller = nemesis(reference, "Driller badnik from HTZ.nem");
    let fireball = nemesis(reference, "Fireball 1.nem");
    let palette = palette(&act.art);
    let colour = |i: usize| palette[i];
    let spiker_vram = vram(&[(&sol, 31680), (&driller, 41984)]);
    let spiker = [Piece(-0xC, 8, 3, 2, 0x520, 0), Piece(-8, -0x18, 2, 4, 0x52C, 1), Piece(-8, 0, 2, 2, 0x3DE, 0)];
    let want = |dx, dy| frame_pixel(&spiker_vram, &spiker, dx, dy).map(colour);
    let o = placement(act, 0x92);
    let drawn = check_by_hand(act, &o, (-16, -32, 32, 64), &want);
    assert!(drawn > 300, "{drawn} Spiker pixels");
    let body_vram = vram(&[(&sol, 31680)]);
    let fire_vram = vram(&[(&fireball, 29632)]);
    let body = [Piece(-8, -8, 2, 2, 0x3DE, 0)];
    let fire = [Piece(-8, -8, 2, 2, 0x3AE, 0)];
    let offsets = [(-7, -15), (6, 14), (-15, 6), (14, -7)];
    let want = |dx: i32, dy: i32| {
        let ball = offsets.iter().rev().find_map(|&(ox, oy)| frame_pixel(&fire_vram, &fire, dx - ox, dy - oy));
        frame_pixel(&body_vram, &body, dx, dy).or(ball).map(colour)
    };
    let o = placement(act, 0x95);
    let drawn = check_by_hand(act, &o, (-32, -32, 64, 64), &want);
    assert!(drawn > 500, "{drawn} Sol pixels");
}

/// Mystic Cave's spiked rectangle (`MCZ/SpikedRectangles.xml`): the level's patterns with "Long horizontal
/// spike.nem" over them at byte 34176 (pattern $42C), under obj76 frame 0.
fn spiked_rectangle_by_hand(act: &mut Act, reference: &Path) {
    let spike = nemesis(reference, "Long horizontal spike.nem");
    let memory = vram(&[(&level_bytes(&act.art), 0), (&spike, 34176)]);
    let pieces = [
        Piece(-0x40, -0x10, 2, 2, 0x42C, 1),
        Piece(-0x40, 0, 2, 2, 0x42C, 1),
        Piece(-0x30, -0x10, 2, 4, 0x40, 3),
        Piece(-0x20, -0x10, 4, 4, 0x48, 3),
        Piece(0, -0x10, 4, 4, 0x48, 3),
        Piece(0x20, -0x10, 4, 4, 0x48, 3),
    ];
    let palette = palette(&act.art);
    let colour = |i: usize| palette[i];
    let want = |dx, dy| frame_pixel(&memory, &pieces, dx, dy).map(colour);
    let o = placement(act, 0x76);
    let drawn = check_by_hand(act, &o, (-72, -24, 144, 48), &want);
    assert!(drawn > 3000, "{drawn} spiked rectangle pixels");
}

/// Casino Night's conveyor belt (`CNZ/ConveyorBelt.cs` `GetSprite`): w = (subtype & $F) × 16; a white
/// (SonLVL's `ColorWhite`) outline 2w × 48 from (−w, −32), its middle row white on the right half (on the
/// left half, from the edge to the middle, when x-flipped), obj74 frame 0 (four 2 × 2 pieces of pattern $1C of
/// "Monitor and contents.nem", line 0) in front at the object, unflipped.
fn conveyor_belt_by_hand(act: &mut Act, reference: &Path) {
    let monitor = nemesis(reference, "Monitor and contents.nem");
    let icon = [
        Piece(-0x10, -0x10, 2, 2, 0x1C, 0),
        Piece(0, -0x10, 2, 2, 0x1C, 0),
        Piece(-0x10, 0, 2, 2, 0x1C, 0),
        Piece(0, 0, 2, 2, 0x1C, 0),
    ];
    let o = placement(act, 0x72);
    let w = i32::from(formats::object::s2::to_record(&o).unwrap().subtype & 0xF) * 16;
    let palette = palette(&act.art);
    let colour = |i: usize| palette[i];
    let white = [255, 255, 255, 255];
    // In the unflipped object's frame (check_by_hand mirrors): the line's half follows the flip, so it is
    // drawn mirrored back here.
    let x_flip = o.x_flip;
    let want = |dx: i32, dy: i32| {
        // The icon is never flipped: undo check_by_hand's mirroring for it.
        let ix = if x_flip { -dx - 1 } else { dx };
        if let Some(c) = frame_pixel(&monitor, &icon, ix, dy) {
            return Some(colour(c));
        }
        let (gx, gy) = (if x_flip { -dx - 1 } else { dx } + w, dy + 32);
        let outline = (0..2 * w).contains(&gx) && (0..48).contains(&gy);
        let edge = gx == 0 || gx == 2 * w - 1 || gy == 0 || gy == 47;
        let line = gy == 24 && if x_flip { (0..=w).contains(&gx) } else { (w..2 * w).contains(&gx) };
        (outline && (edge || line)).then_some(white)
    };
    let drawn = check_by_hand(act, &o, (-w - 8, -40, 2 * w as usize + 16, 64), &want);
    assert!(drawn > 400, "{drawn} conveyor belt pixels");
}

/// The editor play-testing `section` from beside its first placement of (`id`, `subtype`), `frames` game frames
/// in: the placement's index, the placement and the harness.
fn play_beside(section: &str, id: u8, subtype: u8, frames: usize) -> Option<(usize, ObjectPlacement, Harness)> {
    play_from(section, id, subtype, 96, frames)
}

/// [`play_beside`] from `dx` px left of the placement.
fn play_from(section: &str, id: u8, subtype: u8, dx: i32, frames: usize) -> Option<(usize, ObjectPlacement, Harness)> {
    let mut level = support::reference::s2_full(section)?;
    let index = level
        .objects
        .iter()
        .position(|o| Definitions::key_for(o).is_some_and(|k| k.0 == DefinitionKey::Object(id) && k.1 == subtype))
        .unwrap();
    let o = level.objects[index].clone();
    level.player_start = formats::Point { x: o.x - dx, y: o.y - 64 };
    let mut h = support::playtest_harness(level);
    h.get_by_label("Play from start").click();
    support::frames(&mut h, frames);
    Some((index, o, h))
}

type Harness = egui_kittest::Harness<'static, editor::StudioApp>;

/// The live object of placement `index`.
fn live_object(h: &Harness, index: usize) -> engine::objects::runtime::object::Obj {
    let play = h.state().playtest.play.as_ref().unwrap();
    let found = play.world.objects.slots.iter().find(|(_, o)| o.common.placement == Some(index as u32));
    found.expect("the object is loaded").1.clone()
}

/// Aquatic Ruin 2's swinging platform (subtype 5: five links) while play-testing: the engine moves the placed
/// object (the platform) (5 + ½) × 16 px from its pivot, and the view draws the definition's `base` at the
/// pivot, its `link`s and its `platform` — not the placement's whole picture hanging from the platform.
#[test]
fn a_swinging_platform_swings_on_its_chain_while_play_testing() {
    let Some((index, o, h)) = play_beside("Aquatic Ruin Zone Act 2", 0x15, 5, 20) else { return };
    let platform = live_object(&h, index);
    let (px, py) = (platform.common.pixel_x(), platform.common.pixel_y());
    let r2 = (px - o.x).pow(2) + (py - o.y).pow(2);
    assert!(
        (84 * 84..=92 * 92).contains(&r2),
        "the platform ({px}, {py}) swings 88 px from its pivot ({}, {})",
        o.x,
        o.y
    );
    let parts = h.state().canvas.art.sprites.parts();
    let swing = DefinitionKey::Object(0x15);
    assert_eq!(parts, [(swing, "base"), (swing, "link"), (swing, "platform")], "{parts:?}");
}

/// Aquatic Ruin 1's three rotating platforms: the placed object (the first platform) circles the placed centre
/// $40 px away; the view draws the definition's `chainlink`s and `platform`s where the engine has them.
#[test]
fn rotating_platforms_turn_on_their_chains_while_play_testing() {
    let Some((index, o, h)) = play_beside("Aquatic Ruin Zone Act 1", 0x83, 0x10, 20) else { return };
    let first = live_object(&h, index);
    let (px, py) = (first.common.pixel_x(), first.common.pixel_y());
    let r2 = (px - o.x).pow(2) + (py - o.y).pow(2);
    assert!((60 * 60..=68 * 68).contains(&r2), "the first platform ({px}, {py}) is $40 px from ({}, {})", o.x, o.y);
    let parts = h.state().canvas.art.sprites.parts();
    let turn = DefinitionKey::Object(0x83);
    assert_eq!(parts, [(turn, "chainlink"), (turn, "platform")], "{parts:?}");
}

/// Hill Top 1's Sol while play-testing: its body where the engine has it and each of its four fireballs (objects
/// of their own, circling it) drawn with `HTZ/Sol.xml`'s images, not the placement's picture of a Sol ringed by
/// fireballs that stay put plus markers for the real ones.
#[test]
fn sols_fireballs_circle_it_while_play_testing() {
    let Some((index, _, h)) = play_beside("Hill Top Zone Act 1", 0x95, 0, 20) else { return };
    let sol = live_object(&h, index);
    let play = h.state().playtest.play.as_ref().unwrap();
    let fireballs = play
        .world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| matches!(&o.state, engine::objects::runtime::object::State::Sol(s) if s.fireball))
        .count();
    assert_eq!(fireballs, 4, "the Sol at ({}, {}) made its fireballs", sol.common.pixel_x(), sol.common.pixel_y());
    let parts = h.state().canvas.art.sprites.parts();
    let key = DefinitionKey::Object(0x95);
    assert_eq!(parts, [(key, "body"), (key, "fireball")], "{parts:?}");
}

/// Aquatic Ruin 1's arrow shooter while play-testing: woken by the player within $40 px, it fires once he runs
/// off; its arrow (an object of its own, same id) is drawn in mapping frame 0 of the shooter's definition's
/// table (`obj22.asm`: the arrow), not as a marker.
#[test]
fn arrows_fly_as_arrows_while_play_testing() {
    let Some((_, _, mut h)) = play_from("Aquatic Ruin Zone Act 1", 0x22, 0, 32, 10) else { return };
    let arrow = |h: &Harness| {
        let play = h.state().playtest.play.as_ref().unwrap();
        play.world.objects.slots.iter().any(|(_, o)| {
            matches!(o.state, engine::objects::runtime::object::State::ArrowShooter(_)) && o.common.placement.is_none()
        })
    };
    h.key_down(egui::Key::ArrowLeft);
    for _ in 0..240 {
        if arrow(&h) {
            break;
        }
        h.step();
    }
    h.key_up(egui::Key::ArrowLeft);
    assert!(arrow(&h), "the shooter fired");
    h.step();
    let live = h.state().canvas.art.sprites.live_frames();
    assert!(live.iter().any(|&(k, _, f)| k == DefinitionKey::Object(0x22) && f == 0), "{live:?}");
}
