//! Export to the Sonic 1 disassembly's SonLVL project, on a temporary copy of `../shared/reference/s1disasm-full`:
//! every level imports and exports with no file changed (Kosinski files compared after decompression); Green Hill
//! 1 edited (a chunk's block, a layout cell, an object moved, a ring added and one taken out of its ring object)
//! re-imports as edited; what Sonic 1 cannot store is refused, naming it, with nothing written. Property tests:
//! the encoders give back the bytes the decoders read.
#![allow(clippy::unwrap_used)]

use crate::support::projects::{s1disasm_copy as project, snapshot};
use formats::chunk::{ChunkSize, LayerCell, Solidity};
use formats::export::s1::{self as enc, Base};
use formats::export::sonlvl::{self, Change, ExportError};
use formats::import::{s1 as read, sonlvl as imp};
use formats::level::Level;
use formats::object::{ObjectKind, ObjectPlacement, SpringColour, SpringDirection};
use proptest::prelude::*;
use std::path::Path;

const GHZ1: &str = "Green Hill Zone Act 1";

fn import(ini: &Path, section: &str) -> Level {
    imp::import(ini, section).unwrap_or_else(|e| panic!("{section}: {e}"))
}

/// The level's objects in a fixed order: an export may store them in another order (x order, rings grouped).
fn sorted(level: &Level) -> Vec<ObjectPlacement> {
    let mut objects = level.objects.clone();
    objects.sort_by_key(|o| (o.x, o.y, format!("{:?}", o.kind), o.x_flip, o.y_flip));
    objects
}

#[test]
fn every_level_exports_to_identical_files() {
    let Some((dir, ini)) = project() else { return };
    let before = snapshot(dir.path());
    let levels = imp::list_levels(&ini).unwrap();
    assert_eq!(levels.len(), 20);
    for entry in levels {
        let section = entry.section.as_str();
        let level = import(&ini, section);
        let plan = sonlvl::plan(&ini, section, &level).unwrap_or_else(|e| panic!("{section}: {e}"));
        // colarr1, colarr2, angles, colind, chunks, fglayout, startpos, objects.
        assert_eq!(plan.files.len(), 8, "{section}");
        for f in &plan.files {
            assert_eq!(f.change, Change::Unchanged, "{section}: {} ({}) differs", f.path.display(), f.key);
            let disk = std::fs::read(&f.path).unwrap();
            let raw = if f.key == "chunks" { formats::import::kosinski::decompress(&disk).unwrap() } else { disk };
            assert_eq!(raw.len(), f.raw_len, "{section} {}", f.key);
        }
        assert!(plan.shared.is_empty(), "{section}: {:?}", plan.shared);
        let done = sonlvl::export(&ini, section, &level, false).unwrap_or_else(|e| panic!("{section}: {e}"));
        assert_eq!(done.changed().count(), 0);
    }
    assert_eq!(snapshot(dir.path()), before, "nothing was written");
}

#[test]
fn green_hill_1_edited_reimports_as_edited() {
    let Some((dir, ini)) = project() else { return };
    let mut level = import(&ini, GHZ1);
    // A chunk's block flipped, a layout cell changed, a badnik moved, a ring added, the last ring of the first
    // ring object (3 rings at $144, $15C, $174) taken out.
    level.chunks[5].blocks[17].x_flip ^= true;
    level.layout.set(3, 0, Some(7));
    let motobug = level.objects.iter().position(|o| matches!(o.kind, ObjectKind::Badnik { .. })).unwrap();
    level.objects[motobug].x += 40;
    level.objects.push(ObjectPlacement { x: 0x200, y: 0x300, ..Default::default() });
    assert_eq!((level.objects[2].x, level.objects[2].kind.clone()), (0x174, ObjectKind::Ring));
    level.objects.remove(2);

    // The chunk table is Green Hill's: its other acts and the Ending share it.
    let e = sonlvl::export(&ini, GHZ1, &level, false).unwrap_err();
    let ExportError::Shared { shared, .. } = &e else { panic!("{e}") };
    let names: Vec<&str> = shared.iter().map(|s| s.section.as_str()).collect();
    assert_eq!(names, ["Green Hill Zone Act 2", "Green Hill Zone Act 3", "Ending"], "{e}");
    assert!(shared.iter().all(|s| s.keys == ["chunks"]), "{e}");
    let plan = sonlvl::export(&ini, GHZ1, &level, true).unwrap();
    let written: Vec<&str> = plan.changed().map(|f| f.key).collect();
    assert_eq!(written, ["chunks", "fglayout", "objects"]);
    assert!(dir.path().join("levels/ghz1.bin.bak").exists());

    let again = import(&ini, GHZ1);
    assert_eq!(sorted(&again), sorted(&level));
    assert_eq!(again.chunks, level.chunks);
    assert_eq!(again.layout, level.layout);
    assert_eq!(again.loops, level.loops);
    assert_eq!(again.tiles, level.tiles);
    // The two rings left of the first ring object became a ring object of two, 24 px apart; the new ring one of
    // its own; the Motobug's record moved to its new place in x order.
    let records = read::object_records(&std::fs::read(dir.path().join("objpos/ghz1.bin")).unwrap()).unwrap();
    let first = records.iter().find(|r| r.x == 0x144).unwrap();
    assert_eq!((first.id_byte, first.subtype), (0xA5, 0x11));
    let new = records.iter().find(|r| (r.x, r.y) == (0x200, 0x300)).unwrap();
    assert_eq!((new.id_byte, new.subtype), (0xA5, 0x00));
    assert!(records.windows(2).all(|w| w[0].x <= w[1].x), "x order");
    // Exporting the re-imported level again changes nothing.
    let plan = sonlvl::plan(&ini, GHZ1, &again).unwrap();
    assert_eq!(plan.changed().count(), 0, "{:?}", plan.describe(false));
}

#[test]
fn what_sonic_1_cannot_store_is_refused_and_nothing_is_written() {
    let Some((dir, ini)) = project() else { return };
    let before = snapshot(dir.path());
    let mut level = import(&ini, GHZ1);
    level.switchers.push(formats::switcher::LayerSwitcher::from_s2_subtype(0x100, 0x100, 0, false));
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Spring {
            colour: SpringColour::Red,
            direction: SpringDirection::Up,
            twirl: false,
            layer: Default::default(),
            kill_transverse: false,
        },
        x: 0x300,
        y: 0x200,
        ..Default::default()
    });
    level.objects.push(ObjectPlacement { x: 0x300, y: 0x1000, ..Default::default() });
    level.chunks[2].blocks[0].b = LayerCell { tile: 5, solidity: Solidity::All };
    let e = sonlvl::export(&ini, GHZ1, &level, true).unwrap_err();
    let ExportError::Refused { violations, .. } = &e else { panic!("{e}") };
    let paths: Vec<&str> = violations.iter().map(|v| v.path.as_str()).collect();
    let (spring, ring) = (level.objects.len() - 2, level.objects.len() - 1);
    assert!(paths.contains(&"switchers[0]"), "{e}");
    assert!(paths.contains(&format!("objects[{spring}].kind").as_str()), "{e}");
    assert!(paths.contains(&format!("objects[{ring}].y").as_str()), "{e}");
    assert!(paths.contains(&"chunks[2].blocks[0]"), "{e}");
    let message = e.to_string();
    assert!(message.contains("Sonic 1 has one collision path and no plane switcher object"), "{message}");
    assert!(message.contains("has no Sonic 1 object record"), "{message}");
    assert_eq!(snapshot(dir.path()), before);

    // A layout wider than Sonic 1's 64 chunks.
    let mut wide = import(&ini, GHZ1);
    wide.layout = formats::level::Layout::new(65, 5);
    wide.bounds.right = 65 * 256;
    let e = sonlvl::plan(&ini, GHZ1, &wide).unwrap_err().to_string();
    assert!(e.contains("layout: 65 x 5 chunks: a Sonic 1 layout is 1 to 64 chunks wide"), "{e}");
}

/// A level of `chunks` over a base chunk table and collision index, as the importer reads them.
fn terrain_level(chunks: &[u8], index: &[u8]) -> Level {
    let mut level = Level::new("t", ChunkSize::Px256, 1, 1);
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "Test Zone"));
    level.tiles = vec![formats::SolidTile::default(); 256];
    level.chunks = read::decode_chunks(chunks, index).0;
    level
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any chunk word with a collision index that agrees with itself (every id one shape): decode, encode, the
    /// same words.
    #[test]
    fn chunk_tables_read_back(words in prop::collection::vec(any::<u16>(), 256), shapes in prop::collection::vec(any::<u8>(), 0x300)) {
        let words: Vec<u16> = words.iter().map(|w| w & 0x7FFF).map(|w| if usize::from(w & 0x7FF) >= 0x300 { w & !0x7FF } else { w }).collect();
        let chunks: Vec<u8> = words.iter().flat_map(|w| w.to_be_bytes()).collect();
        let level = terrain_level(&chunks, &shapes);
        let base = Base { chunks: Some(chunks.clone()), colind: Some(shapes.clone()), ..Base::default() };
        let files = enc::encode(&level, &base, "Test Zone").unwrap();
        prop_assert_eq!(files.chunks, chunks);
        prop_assert_eq!(files.colind, shapes);
    }

    /// Any layout (loop marks on a chunk anywhere it appears): decode, encode, the same bytes.
    #[test]
    fn layouts_read_back(w in 1usize..=64, h in 1usize..=8, cells in prop::collection::vec(0u8..=0x52, 512), loop_chunk in 1u8..0x52) {
        let mut data = vec![(w - 1) as u8, (h - 1) as u8];
        data.extend(cells.iter().take(w * h).map(|&c| if c == loop_chunk { c | 0x80 } else { c }));
        let (layout, marked) = read::layout(&data).unwrap();
        let mut level = Level::new("t", ChunkSize::Px256, w, h);
        level.chunks = vec![formats::Chunk::empty(ChunkSize::Px256); 0x52];
        level.layout = layout;
        level.loops = read::loops("Test Zone", &marked);
        let files = enc::encode(&level, &Base::default(), "Test Zone").unwrap();
        prop_assert_eq!(files.fglayout, data);
    }

    /// Any object layout in x order (ring objects, monitors, badniks, other ids, flips): decode, encode over the
    /// file, the same bytes; encoded over nothing, the same placements.
    #[test]
    fn object_layouts_read_back(records in prop::collection::vec((0u16..0x2000, 0u16..0x800, any::<bool>(), any::<bool>(), prop::sample::select(vec![0x25u8, 0xA5, 0x26, 0xA6, 0xC0, 0x40, 0x9F, 0x11, 0xFF]), any::<u8>()), 0..40)) {
        let mut records = records;
        records.sort_by_key(|r| r.0);
        let mut data = Vec::new();
        for &(x, y, xf, yf, id, subtype) in &records {
            // Ring objects keep their rings inside 16 bits as the game's words do; no flips (Ring_Main ignores them).
            let (xf, yf) = if id & 0x7F == 0x25 { (false, false) } else { (xf, yf) };
            data.extend(enc::object_record(x + 0x100, y + 0x100, xf, yf, id, subtype));
        }
        data.extend([0xFF, 0xFF, 0, 0, 0, 0]);
        let placements: Vec<ObjectPlacement> = read::object_records(&data).unwrap().iter().flat_map(read::placements).collect();
        let mut level = Level::new("t", ChunkSize::Px256, 1, 1);
        level.objects = placements;
        let with_base = enc::encode(&level, &Base { objects: Some(data.clone()), ..Base::default() }, "Test Zone").unwrap();
        prop_assert_eq!(&with_base.objects, &data);
        let fresh = enc::encode(&level, &Base::default(), "Test Zone").unwrap();
        let again: Vec<ObjectPlacement> = read::object_records(&fresh.objects).unwrap().iter().flat_map(read::placements).collect();
        let mut relevel = level.clone();
        relevel.objects = again;
        prop_assert_eq!(sorted(&relevel), sorted(&level));
    }
}
