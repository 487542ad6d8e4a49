//! Export to the Sonic 2 disassembly's SonLVL project, on a temporary copy of
//! `../shared/reference/s2disasm`: import then export with no edit writes nothing and every file compares equal
//! (byte for byte, Kosinski files after decompression); an edited tile, chunk, layout cell, switcher and object
//! each come back through export and re-import; every limit of the game is a refusal that writes nothing; files
//! other levels use are named with what changes for them.

use formats::chunk::{Block, LayerCell, Solidity};
use formats::export::sonlvl::{self, Change, ExportError};
use formats::import::{kosinski, sonlvl as imp};
use formats::level::Level;
use formats::object::{ObjectKind, ObjectPlacement};
use std::path::Path;

const LEVELS: [&str; 4] =
    ["Emerald Hill Zone Act 1", "Emerald Hill Zone Act 2", "Chemical Plant Zone Act 1", "Chemical Plant Zone Act 2"];

use crate::support::projects::{s2disasm_copy as project, snapshot};

fn import(ini: &Path, section: &str) -> Level {
    imp::import(ini, section).unwrap_or_else(|e| panic!("{section}: {e}"))
}

#[test]
fn unchanged_levels_export_to_identical_files() {
    let Some((dir, ini)) = project() else { return };
    let before = snapshot(dir.path());
    for section in LEVELS {
        let level = import(&ini, section);
        let plan = sonlvl::plan(&ini, section, &level).unwrap_or_else(|e| panic!("{section}: {e}"));
        // Every file the section names is compared: 10 (colind2 included), each identical to what is on disk.
        assert_eq!(plan.files.len(), 10, "{section}");
        for f in &plan.files {
            assert_eq!(f.change, Change::Unchanged, "{section}: {} ({}) differs", f.path.display(), f.key);
        }
        assert!(plan.shared.is_empty(), "{section}: {:?}", plan.shared);
        let done = sonlvl::export(&ini, section, &level, false).unwrap_or_else(|e| panic!("{section}: {e}"));
        assert_eq!(done.changed().count(), 0);
    }
    // Nothing was written: no file (and no .bak) differs.
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn encoded_files_equal_the_originals_byte_for_byte_or_after_decompression() {
    let Some((_dir, ini)) = project() else { return };
    for section in LEVELS {
        let level = import(&ini, section);
        let plan = sonlvl::plan(&ini, section, &level).expect("plan");
        for f in &plan.files {
            let disk = std::fs::read(&f.path).expect("read");
            let raw = if matches!(f.key, "chunks" | "layout" | "colind1" | "colind2") {
                kosinski::decompress(&disk).expect("kosinski")
            } else {
                disk
            };
            assert_eq!(raw.len(), f.raw_len, "{section} {}", f.key);
        }
    }
}

/// decompress(compress(x)) = x on every Kosinski file of the four levels, and the compressed sizes against the
/// originals' (printed; run with `--nocapture` to see them).
#[test]
fn kosinski_round_trip_and_ratio_against_the_originals() {
    let Some((_dir, ini)) = project() else { return };
    let project = imp::Project::load(&ini).expect("project");
    let mut seen = std::collections::BTreeSet::new();
    for section in LEVELS {
        for f in project.level_files(section) {
            if let (imp::FileEntry::Path(p), true) =
                (f.entry, matches!(f.key, "chunks" | "layout" | "colind1" | "colind2"))
            {
                seen.insert(p);
            }
        }
    }
    let (mut original_total, mut ours_total, mut raw_total) = (0usize, 0usize, 0usize);
    for path in &seen {
        let original = std::fs::read(path).expect("read");
        let raw = kosinski::decompress(&original).expect("decompress");
        let ours = kosinski::compress(&raw);
        assert_eq!(kosinski::decompress(&ours).as_ref(), Ok(&raw), "{}", path.display());
        println!(
            "{:60} raw {:6}  original {:6}  ours {:6}  ours/original {:.3}{}",
            path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
            raw.len(),
            original.len(),
            ours.len(),
            ours.len() as f64 / original.len() as f64,
            if ours == original { "  (byte-identical)" } else { "" }
        );
        original_total += original.len();
        ours_total += ours.len();
        raw_total += raw.len();
    }
    println!(
        "total: raw {raw_total}, original {original_total}, ours {ours_total}, ours/original {:.3}",
        ours_total as f64 / original_total as f64
    );
    // Within 10 % of the original tools on these files.
    assert!(ours_total * 10 <= original_total * 11, "{ours_total} vs {original_total}");
}

/// Exports `level` into `section` (allowing shared files), re-imports it and returns the re-import with the
/// keys of the files written.
fn round_trip(ini: &Path, section: &str, level: &Level) -> (Level, Vec<&'static str>) {
    let plan = sonlvl::export(ini, section, level, true).unwrap_or_else(|e| panic!("{e}"));
    let keys = plan.changed().map(|f| f.key).collect();
    for f in plan.changed() {
        assert!(formats::atomic::backup_path(&f.path).exists(), "{}: no .bak", f.path.display());
    }
    (import(ini, section), keys)
}

/// Objects and switchers compared as sets: the file is sorted by x, so a moved one may come back elsewhere.
fn sorted<T: std::fmt::Debug + Clone>(items: &[T]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|i| format!("{i:?}")).collect();
    v.sort();
    v
}

fn assert_same_level(a: &Level, b: &Level) {
    assert_eq!(a.tiles, b.tiles);
    assert_eq!(a.chunks, b.chunks);
    assert_eq!(a.layout, b.layout);
    assert_eq!(a.player_start, b.player_start);
    // (Without `objects_before`, the place of each among the records: an edit moves the others.)
    let unordered = |l: &Level| {
        l.switchers.iter().map(|s| formats::LayerSwitcher { objects_before: None, ..s.clone() }).collect::<Vec<_>>()
    };
    assert_eq!(sorted(&unordered(a)), sorted(&unordered(b)));
    assert_eq!(sorted(&a.objects), sorted(&b.objects));
}

const EHZ1: &str = "Emerald Hill Zone Act 1";

#[test]
fn an_edited_tile_round_trips_and_needs_allow_shared() {
    let Some((dir, ini)) = project() else { return };
    let mut level = import(&ini, EHZ1);
    // Shape 164 is EHZ's flat 12 px floor (flagged); make it 10 px high.
    level.tiles[164] = formats::SolidTile { angle: 0xFF, ..formats::SolidTile::from_heights([10; 16]) };
    let before = snapshot(dir.path());
    let plan = sonlvl::plan(&ini, EHZ1, &level).expect("plan");
    let keys: Vec<_> = plan.changed().map(|f| f.key).collect();
    assert_eq!(keys, ["colarr1", "colarr2"]);
    // The collision arrays serve every zone: each other level is named, with its blocks that read shape 164.
    assert_eq!(plan.shared.len(), 25, "{:?}", plan.shared);
    let ehz2 = plan.shared.iter().find(|s| s.section == "Emerald Hill Zone Act 2").expect("EHZ2 shares");
    assert!(ehz2.blocks_changed > 0 && ehz2.blocks_changed < ehz2.blocks, "{ehz2}");
    let htz = plan.shared.iter().find(|s| s.section == "Hill Top Zone Act 1").expect("HTZ shares");
    assert_eq!(
        htz.to_string(),
        "[Hill Top Zone Act 1] uses colarr1, colarr2 (its layout or chunks cannot be read: its blocks were not counted)"
    );
    println!("{ehz2}");
    let cnz = plan.shared.iter().find(|s| s.section == "Casino Night Zone Act 1").expect("CNZ shares");
    assert_eq!(cnz.keys, ["colarr1", "colarr2"]);
    match sonlvl::export(&ini, EHZ1, &level, false) {
        Err(ExportError::Shared { shared, .. }) => assert_eq!(shared.len(), 25),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(snapshot(dir.path()), before, "a refused export writes nothing");
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["colarr1", "colarr2"]);
    assert_same_level(&back, &level);
}

#[test]
fn an_edited_chunk_round_trips() {
    let Some((_dir, ini)) = project() else { return };
    let mut level = import(&ini, EHZ1);
    // Chunk 2 (the floor at the start): flip a block and make another one solid on layer B only.
    level.chunks[2].blocks[0].x_flip ^= true;
    let b = &mut level.chunks[2].blocks[1];
    b.b.solidity = Solidity::All;
    b.a.solidity = Solidity::NotSolid;
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["chunks"]);
    assert_same_level(&back, &level);

    // A new tile painted into a block whose art is used elsewhere: that block gets a block id of its own.
    let mut level = back;
    let art = level.chunks[2].blocks[5 * 8 + 2].art;
    let tile = if level.chunks[2].blocks[42].a.tile == 164 { 165 } else { 164 };
    let uses = level.chunks.iter().flat_map(|c| &c.blocks).filter(|b| b.art == art).count();
    assert!(uses > 1);
    let target = &mut level.chunks[2].blocks[5 * 8 + 2];
    target.a = LayerCell { tile, solidity: Solidity::All };
    let plan = sonlvl::plan(&ini, EHZ1, &level).expect("plan");
    assert!(plan.notes.iter().any(|n| n.starts_with("chunks[2].blocks[42]: block")), "{:?}", plan.notes);
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["colind1", "chunks"]);
    let got = back.chunks[2].blocks[42];
    assert_eq!((got.a, got.x_flip, got.y_flip), (level.chunks[2].blocks[42].a, false, false));
    assert_ne!(got.art, art);
    let mut expected = level.clone();
    expected.chunks[2].blocks[42] = Block { art: got.art, b: got.b, ..expected.chunks[2].blocks[42] };
    assert_same_level(&back, &expected);
}

#[test]
fn an_edited_layout_cell_switcher_object_and_ring_round_trip() {
    let Some((_dir, ini)) = project() else { return };
    let mut level = import(&ini, EHZ1);
    level.layout.set(3, 5, Some(7));
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["layout"]);
    assert_same_level(&back, &level);
    // The background half of the layout is kept.
    let mut level = back;
    level.switchers[0].x += 5;
    level.switchers[1].radius = formats::switcher::SwitcherRadius::R256;
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["objects"]);
    assert_same_level(&back, &level);

    let mut level = back;
    let spring = level.objects.iter().position(|o| matches!(o.kind, ObjectKind::Spring { .. })).expect("a spring");
    level.objects[spring].kind =
        ObjectKind::spring(formats::object::SpringColour::Red, formats::object::SpringDirection::Up);
    level.objects[spring].y -= 16;
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Monitor { contents: formats::object::MonitorContents::SpeedShoes },
        x: 0x400,
        y: 0x280,
        ..Default::default()
    });
    level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 0x500, y: 0x250, ..Default::default() });
    level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 0x518, y: 0x250, ..Default::default() });
    let (back, keys) = round_trip(&ini, EHZ1, &level);
    assert_eq!(keys, ["objects", "rings"]);
    assert_same_level(&back, &level);
}

/// Exports `level` expecting a refusal with exactly `expected` (paths and messages), and checks nothing was
/// written.
fn refused(dir: &Path, ini: &Path, level: &Level, expected: &[&str]) {
    let before = snapshot(dir);
    match sonlvl::export(ini, EHZ1, level, true) {
        Err(ExportError::Refused { violations, .. }) => {
            let got: Vec<String> = violations.iter().map(|v| v.to_string()).collect();
            assert_eq!(got, expected);
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(snapshot(dir), before, "a refused export writes nothing");
}

#[test]
fn every_limit_is_a_refusal_naming_the_level_path() {
    let Some((dir, ini)) = project() else { return };
    let dir = dir.path();
    let ehz1 = import(&ini, EHZ1);

    let mut level = ehz1.clone();
    level.chunks.push(level.chunks[1].clone());
    refused(
        dir,
        &ini,
        &level,
        &["chunks[256]: Sonic 2 layouts store chunk ids in one byte: at most 256 chunks, this level has 257"],
    );

    let mut level = ehz1.clone();
    level.layout.resize(129, 17);
    refused(
        dir,
        &ini,
        &level,
        &["layout: 129 x 17 chunks: a Sonic 2 layout is at most 128 x 16 chunks (16 rows of 128 foreground chunk ids)"],
    );

    let mut level = ehz1.clone();
    level.tiles.push(formats::SolidTile::FULL);
    refused(
        dir,
        &ini,
        &level,
        &[
            "tiles[256]: 257 tiles: Sonic 2's collision arrays hold 256 shapes, shared by every zone (shape ids are one \
           byte in the collision indexes)",
        ],
    );

    let mut level = ehz1.clone();
    level.chunks[3].blocks[4].art = Some(0x300);
    level.chunks[3].blocks[4].a.solidity = Solidity::All;
    refused(
        dir,
        &ini,
        &level,
        &["chunks[3].blocks[4].art: block id 768: Sonic 2 has room for 768 16x16 blocks (Block_Table)"],
    );

    let mut level = ehz1.clone();
    level.objects[0].y = 0x1000;
    level.objects[1].kind = ObjectKind::Bumper;
    level.switchers[0].x = -1;
    // (The start must lie inside the bounds, which `validate` checks first.)
    level.bounds.right = 0x20000;
    level.player_start.x = 0x10000;
    let last = level.objects.len() - 1;
    assert_eq!(level.objects[last].kind, ObjectKind::Ring);
    level.objects[last].x = 0x8000;
    refused(
        dir,
        &ini,
        &level,
        &[
            "switchers[0].x: -1: Sonic 2 object records hold x as 0..=65534",
            "objects[0].y: 4096: Sonic 2 object records hold y in 12 bits (0..=4095)",
            "objects[1].kind: a bumper like this has no Sonic 2 object record (no object id, or fields its subtype \
             cannot hold)",
            &format!("objects[{last}].x: 32768: Sonic 2 ring records hold x as 0..=32767"),
            "player_start.x: 65536: Sonic 2 start positions are words (0..=65535)",
        ],
    );

    let mut level = ehz1.clone();
    let rings = level.objects.iter().filter(|o| o.kind == ObjectKind::Ring).count();
    for i in 0..(formats::export::s2::MAX_RINGS + 1 - rings) {
        level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 16 + i as i32, y: 16, ..Default::default() });
    }
    refused(
        dir,
        &ini,
        &level,
        &["objects: 255 rings: Sonic 2's ring table (Ring_Positions) holds at most 254 rings a level"],
    );

    let mut level = ehz1.clone();
    level.chunk_size = formats::ChunkSize::Px256;
    level.chunks.truncate(1);
    level.chunks[0] = formats::Chunk::empty(formats::ChunkSize::Px256);
    level.layout = formats::Layout::new(4, 4);
    refused(dir, &ini, &level, &["chunk_size: Sonic 2 chunks are 128x128 px (Px128)"]);

    // An invalid level is refused with `validate`'s problems.
    let mut level = ehz1.clone();
    level.chunks[0].blocks[0].a = LayerCell { tile: 999, solidity: Solidity::All };
    refused(dir, &ini, &level, &["chunks[0].blocks[0].a.tile: 999 out of range (tile set has 256 tiles)"]);
}

#[test]
fn a_level_made_in_the_editor_exports_into_free_shapes_and_blocks() {
    let Some((_dir, ini)) = project() else { return };
    let mut level = Level::new("Made here", formats::ChunkSize::Px128, 4, 2);
    // Tile 1: the game's shape 164 (identical); tile 2: a shape no zone has.
    let game_floor = import(&ini, EHZ1).tiles[164].clone();
    level.tiles.push(game_floor.clone());
    level.tiles.push(formats::SolidTile::from_heights([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 3]));
    let mut chunk = formats::Chunk::empty(formats::ChunkSize::Px128);
    for b in 56..64 {
        chunk.blocks[b] = Block {
            a: LayerCell { tile: 1, solidity: Solidity::All },
            b: LayerCell { tile: 1, solidity: Solidity::All },
            ..Block::EMPTY
        };
    }
    chunk.blocks[48] = Block { a: LayerCell { tile: 2, solidity: Solidity::Top }, ..Block::EMPTY };
    level.chunks.push(chunk);
    level.layout.set(0, 1, Some(0));
    level.layout.set(1, 1, Some(0));
    let section = "Chemical Plant Zone Act 2";
    let plan = sonlvl::plan(&ini, section, &level).expect("plan");
    assert!(
        plan.notes
            .iter()
            .any(|n| n.contains("1 tile(s) are identical to the game's shapes, 1 took shapes no level reads")),
        "{:?}",
        plan.notes
    );
    assert!(!plan.shared.is_empty());
    let (back, _) = round_trip(&ini, section, &level);
    // The layout: the level's empty cells are chunk 0, the game's empty chunk, its chunk is chunk 1.
    assert_eq!(back.layout.get(0, 1), Some(1));
    assert_eq!(back.layout.get(0, 0), Some(0));
    assert_eq!(back.chunks.len(), 2);
    let floor = back.chunks[1].blocks[60];
    assert_eq!(floor.a.tile, 164);
    assert_eq!(back.tiles[floor.a.tile as usize], game_floor);
    let slope = back.chunks[1].blocks[48];
    assert_eq!(back.tiles[slope.a.tile as usize], level.tiles[2]);
    assert_eq!(slope.a.solidity, Solidity::Top);
}

/// Sections naming the same files are weighed once and all named, in the project's order: a project of
/// 20,000 sections sharing the global collision arrays plans without reading them 20,000 times (150,000 such
/// sections took 90 s and 5.9 GB).
#[test]
fn many_sections_sharing_files_are_weighed_once_and_all_named() {
    use crate::support::projects::{SMALL_SECTION, small_sonlvl_project};
    let dir = tempfile::tempdir().expect("temp dir");
    let extra: String =
        (0..20_000).map(|i| format!("[Copy {i}]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\n")).collect();
    let ini = small_sonlvl_project(dir.path(), &extra);
    let mut level = import(&ini, SMALL_SECTION);
    level.tiles[1] = formats::SolidTile::from_heights([10; 16]);
    let plan = sonlvl::plan(&ini, SMALL_SECTION, &level).expect("plan");
    assert_eq!(plan.shared.len(), 20_000);
    assert_eq!(plan.shared[0].section, "Copy 0");
    assert_eq!(plan.shared[19_999].section, "Copy 19999");
    let first = &plan.shared[0];
    assert!(
        plan.shared
            .iter()
            .all(|s| (s.blocks_changed, s.blocks, &s.keys) == (first.blocks_changed, first.blocks, &first.keys))
    );
    assert!(first.blocks_changed > 0, "{first}");
}
