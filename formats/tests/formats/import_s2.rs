//! Importing the real Sonic 2 levels from the disassembly's SonLVL project (../shared/reference/s2disasm).
//! Expected values were read from the raw files independently of the importer (a separate Kosinski decoder)
//! and from s2.asm (`LevelSize`, `Obj03`, `ChkLoadObj`, `RingsManager_Setup`).
#![allow(clippy::unwrap_used)]

use formats::chunk::{Block, Layer, LayerCell, Solidity};
use formats::import::ImportError;
use formats::import::sonlvl;
use formats::object::{BadnikKind, ObjectKind};
use formats::switcher::{Orientation, SwitcherRadius, SwitcherSide};
use formats::{Bounds, ChunkSize, LayerSwitcher, Level, ObjectPlacement, Point, ProfileId};
use std::path::Path;

use crate::support::reference::{s2 as import, s2_ini as project};

/// The block at a level pixel on the foreground layout.
fn block_at(level: &Level, x: i32, y: i32) -> Block {
    let chunk = level.layout.get((x / 128) as usize, (y / 128) as usize).unwrap();
    *level.chunks[chunk as usize].block(ChunkSize::Px128, ((x % 128) / 16) as usize, ((y % 128) / 16) as usize).unwrap()
}

/// Checks shared by every imported act: the model, validation and the RON round trip.
fn check_common(level: &Level) {
    assert_eq!(level.profile, ProfileId::S2);
    assert_eq!(level.chunk_size, ChunkSize::Px128);
    assert_eq!((level.layout.width(), level.layout.height()), (128, 16));
    assert!(level.layout.cells().iter().all(|c| c.is_some()), "every layout byte is a chunk id");
    assert_eq!(level.chunks.len(), 256);
    assert!(level.chunks.iter().all(|c| c.blocks.len() == 64));
    assert_eq!(level.tiles.len(), 256);
    assert_eq!(level.tiles[0].heights, [0; 16]);
    assert_eq!(formats::validate::validate(level), vec![]);
    let text = formats::ron_file::to_ron_string(level);
    assert_eq!(&formats::ron_file::from_ron_str(&text).unwrap(), level);
}

#[test]
fn list_levels_names_every_section_in_order() {
    let Some(ini) = project() else { return };
    let levels = sonlvl::list_levels(&ini).unwrap();
    assert_eq!(levels.len(), 26);
    assert_eq!(levels[0].section, "Emerald Hill Zone Act 1");
    assert_eq!(levels[0].display_name, "Emerald Hill Zone Act 1");
    assert_eq!(levels[3].section, "Chemical Plant Zone Act 2");
    assert_eq!(levels[20].section, "2 Player\\\\Emerald Hill Zone Act 1");
    assert_eq!(levels[20].display_name, "Emerald Hill Zone Act 1 (2 Player)");
}

#[test]
fn emerald_hill_1() {
    let Some(level) = import("Emerald Hill Zone Act 1") else { return };
    check_common(&level);
    assert_eq!(level.name, "Emerald Hill Zone Act 1");
    // startpos/EHZ_1.bin: 00 60 02 8F.
    assert_eq!(level.player_start, Point { x: 0x60, y: 0x28F });
    // LevelSize EHZ 1: x 0..0x29A0, y 0..0x320; bounds are the area the camera can show.
    assert_eq!(level.bounds, Bounds { left: 0, top: 0, right: 0x29A0 + 320, bottom: 0x320 + 224 });
    assert_eq!(level.water_height, None);
    assert_eq!(&level.layout.cells()[5 * 128..5 * 128 + 8], &[2, 2, 3, 4, 4, 13, 24, 246].map(Some));

    // Chunk words from mappings/128x128/EHZ_HTZ.kos. Chunk 1, block (0, 0): 0xA03C = block 0x3C, path A and
    // path B left/right/bottom-solid; the EHZ collision indexes give shape 255 (full) for block 0x3C.
    let full_lrb = LayerCell { tile: 255, solidity: Solidity::LeftRightBottom };
    assert_eq!(
        level.chunks[1].blocks[0],
        Block { a: full_lrb, b: full_lrb, x_flip: false, y_flip: false, art: Some(0x3C) }
    );
    // Chunk 32, block (3, 5): 0x0400 = block 0, X-flipped, not solid.
    assert_eq!(level.chunks[32].blocks[5 * 8 + 3], Block { x_flip: true, art: Some(0), ..Block::EMPTY });
    // Chunk 255, block (7, 7): 0x017B = block 0x17B, not solid; tiles kept anyway (shape 255).
    let kept = LayerCell { tile: 255, solidity: Solidity::NotSolid };
    assert_eq!(
        level.chunks[255].blocks[63],
        Block { a: kept, b: kept, x_flip: false, y_flip: false, art: Some(0x17B) }
    );

    // Under the start: Sonic's sensors A/B at x 96 ∓ 9, y 0x28F + 19 = 674 are in chunk 2, blocks (5, 2) and
    // (6, 2): words 0x5002 and 0x5005, top-solid on both paths, shape 164 (a flat floor 12 px high, flagged).
    let floor = LayerCell { tile: 164, solidity: Solidity::Top };
    for x in [87, 105] {
        assert_eq!(block_at(&level, x, 674).art.map(|id| [2, 5].contains(&id)), Some(true));
        assert_eq!(
            block_at(&level, x, 674),
            Block { a: floor, b: floor, x_flip: false, y_flip: false, ..block_at(&level, x, 674) }
        );
    }
    assert_eq!(level.tiles[164].heights, [12; 16]);
    assert_eq!(level.tiles[164].widths, [0, 0, 0, 0, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16]);
    assert_eq!(level.tiles[164].angle, 0xFF);
    // The floor distance there is 15 − (12 + (674 & 15)) = 1, so the first frame settles Sonic one pixel down:
    // y 656, the traces' row 0.
    let distance = 15 - (level.tiles[164].heights[87 & 15] as i32 + (674 & 15));
    assert_eq!(level.player_start.y + distance, 656);

    // Objects: 135 records, 19 plane switchers; 116 others in file order, then 226 rings.
    assert_eq!(level.switchers.len(), 19);
    assert_eq!(level.objects.len(), 116 + 226);
    // The first switcher: x 0x6A8, y 0x2C8, subtype 0x11 (radius 0x40, vertical, left side → layer B).
    let a = SwitcherSide { layer: Layer::A, high_priority: false };
    let b = SwitcherSide { layer: Layer::B, high_priority: false };
    assert_eq!(
        level.switchers[0],
        LayerSwitcher {
            x: 0x6A8,
            y: 0x2C8,
            orientation: Orientation::Vertical,
            radius: SwitcherRadius::R64,
            left_or_top: b,
            right_or_bottom: a,
            grounded_only: false,
            priority_only: false,
            // 10 of the other records come before it in the layout.
            objects_before: Some(10),
        }
    );
    // The second: subtype 0x91 = the same plus grounded only.
    assert_eq!((level.switchers[1].x, level.switchers[1].y, level.switchers[1].grounded_only), (0x1080, 0x1D0, true));
    // The first record: x 0x227, word 0x8228 (respawn, y 0x228), object 0x9D subtype 0x1E: a Coconuts with
    // its usual subtype and respawn entry.
    assert_eq!(
        level.objects[0],
        ObjectPlacement {
            kind: ObjectKind::Badnik { kind: BadnikKind::Coconuts },
            x: 0x227,
            y: 0x228,
            x_flip: false,
            y_flip: false,
            s2: None,
        }
    );
    // The first ring record: x 0x124, word 0x2240 = a row of 3 at y 0x240.
    let rings: Vec<(i32, i32)> = level.objects[116..119].iter().map(|o| (o.x, o.y)).collect();
    assert_eq!(rings, vec![(0x124, 0x240), (0x13C, 0x240), (0x154, 0x240)]);
    assert!(level.objects[116..].iter().all(|o| o.kind == ObjectKind::Ring));
}

#[test]
fn emerald_hill_2() {
    let Some(level) = import("Emerald Hill Zone Act 2") else { return };
    check_common(&level);
    assert_eq!(level.player_start, Point { x: 0x60, y: 0x2AF });
    assert_eq!(level.bounds, Bounds { left: 0, top: 0, right: 0x2940 + 320, bottom: 0x420 + 224 });
    // Under the start: chunk 142, block (5, 4), word 0x5402 (block 2, X-flipped, top-solid on both paths).
    let floor = LayerCell { tile: 164, solidity: Solidity::Top };
    assert_eq!(block_at(&level, 87, 706), Block { a: floor, b: floor, x_flip: true, y_flip: false, art: Some(2) });
    assert_eq!(level.switchers.len(), 34);
    assert_eq!(level.objects.len(), 124 + 225);
    // The last switcher: x 0x2348, y 0x470, subtype 0x11.
    let last = level.switchers.last().unwrap();
    assert_eq!(
        (last.x, last.y, last.left_or_top.layer, last.right_or_bottom.layer),
        (0x2348, 0x470, Layer::B, Layer::A)
    );
}

#[test]
fn chemical_plant_1_and_2() {
    let Some(cpz1) = import("Chemical Plant Zone Act 1") else { return };
    check_common(&cpz1);
    assert_eq!(cpz1.player_start, Point { x: 0x60, y: 0x1EC });
    assert_eq!(cpz1.bounds, Bounds { left: 0, top: 0, right: 0x2780 + 320, bottom: 0x720 + 224 });
    assert_eq!(cpz1.water_height, None);
    // Chunk 32, block (3, 5): 0x0020 = block 0x20, not solid; its shape (255) is kept.
    let kept = LayerCell { tile: 255, solidity: Solidity::NotSolid };
    assert_eq!(
        cpz1.chunks[32].blocks[5 * 8 + 3],
        Block { a: kept, b: kept, x_flip: false, y_flip: false, art: Some(0x20) }
    );
    assert_eq!(cpz1.switchers.len(), 60);
    assert_eq!(cpz1.switchers.iter().filter(|s| s.priority_only).count(), 17);
    // The fourth switcher is the first X-flipped one: x 0x418, word 0x22C0, subtype 0x19.
    let b = SwitcherSide { layer: Layer::B, high_priority: false };
    assert_eq!(
        cpz1.switchers[3],
        LayerSwitcher {
            x: 0x418,
            y: 0x2C0,
            orientation: Orientation::Vertical,
            radius: SwitcherRadius::R64,
            left_or_top: b,
            right_or_bottom: b,
            grounded_only: false,
            priority_only: true,
            objects_before: Some(8),
        }
    );
    // The last: x 0x2320, y 0x500, subtype 0x29 = right side layer B with high priority.
    let last = cpz1.switchers.last().unwrap();
    assert_eq!((last.x, last.y), (0x2320, 0x500));
    assert_eq!(last.right_or_bottom, SwitcherSide { layer: Layer::B, high_priority: true });
    assert_eq!(last.left_or_top, SwitcherSide { layer: Layer::A, high_priority: false });
    assert_eq!(cpz1.objects.len(), 93 + 195);

    let Some(cpz2) = import("Chemical Plant Zone Act 2") else { return };
    check_common(&cpz2);
    assert_eq!(cpz2.player_start, Point { x: 0x60, y: 0x12C });
    assert_eq!(cpz2.bounds, Bounds { left: 0, top: 0, right: 0x2A80 + 320, bottom: 0x720 + 224 });
    // waterheight=710 in the INI, hex like s2.asm's `WaterHeight` table ($710 for CPZ 2).
    assert_eq!(cpz2.water_height, Some(0x710));
    assert_eq!(cpz2.switchers.len(), 59);
    assert_eq!(cpz2.objects.len(), 143 + 157);
}

#[test]
fn two_player_section_uses_the_same_files_and_bounds() {
    let Some(level) = import("2 Player\\\\Emerald Hill Zone Act 1") else { return };
    check_common(&level);
    assert_eq!(level.name, "Emerald Hill Zone Act 1 (2 Player)");
    assert_eq!(level.bounds.right, 0x29A0 + 320);
    assert_eq!((level.switchers.len(), level.objects.len()), (19, 116 + 226));
}

fn import_error(ini: &Path, section: &str) -> (String, Vec<formats::import::FileProblem>) {
    match sonlvl::import(ini, section) {
        Err(e @ ImportError::Files { .. }) => {
            let text = e.to_string();
            let ImportError::Files { problems, .. } = e else { unreachable!() };
            (text, problems)
        }
        other => panic!("expected a file error, got {other:?}"),
    }
}

#[test]
fn absent_level_files_are_each_reported() {
    let Some(ini) = project() else { return };
    // ARZ is named in the INI but deliberately absent from the reference subset.
    let (text, problems) = import_error(&ini, "Aquatic Ruin Zone Act 1");
    let keys: Vec<&str> = problems.iter().map(|p| p.key.as_str()).collect();
    assert_eq!(keys, vec!["colind1", "colind2", "chunks", "layout", "startpos", "objects", "rings"]);
    for file in [
        "ARZ primary 16x16 collision index.kos",
        "ARZ secondary 16x16 collision index.kos",
        "128x128/ARZ.kos",
        "layout/ARZ_1.kos",
        "startpos/ARZ_1.bin",
        "objects/ARZ_1.bin",
        "rings/ARZ_1.bin",
    ] {
        assert!(text.contains(file), "{file} not in:\n{text}");
    }
    assert!(problems.iter().all(|p| p.message == "file not found"), "{text}");
}

#[test]
fn a_project_copied_away_from_its_files_reports_every_file() {
    let Some(ini) = project() else { return };
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("SonLVL.ini");
    std::fs::copy(&ini, &copy).unwrap();
    let (text, problems) = import_error(&copy, "Emerald Hill Zone Act 1");
    let keys: Vec<&str> = problems.iter().map(|p| p.key.as_str()).collect();
    assert_eq!(
        keys,
        vec!["colarr1", "colarr2", "angles", "colind1", "colind2", "chunks", "layout", "startpos", "objects", "rings"]
    );
    for p in &problems {
        assert!(p.path.starts_with(dir.path()), "{}", p.path.display());
        assert!(text.contains(&p.path.display().to_string()));
    }
    assert!(text.starts_with("cannot import [Emerald Hill Zone Act 1]: 10 problem(s):"), "{text}");
}

#[test]
fn malformed_files_and_entries_are_each_reported() {
    let Some(ini) = project() else { return };
    let reference = ini.parent().unwrap().parent().unwrap();
    let dir = tempfile::tempdir().unwrap();
    // A truncated layout, an empty start position, an odd-sized object file; the other files are the real ones.
    let layout = std::fs::read(reference.join("level/layout/EHZ_1.kos")).unwrap();
    std::fs::write(dir.path().join("layout.kos"), &layout[..100]).unwrap();
    std::fs::write(dir.path().join("start.bin"), [0x00, 0x60]).unwrap();
    std::fs::write(dir.path().join("objects.bin"), [0u8; 7]).unwrap();
    let real = |p: &str| reference.join(p).display().to_string();
    let text = format!(
        "version=S2\ncolarr1={}\ncolarr2={}\nangles={}\n[Test]\nchunks={}\nlayout=layout.kos\ncolind1={}\n\
         startpos=start.bin:Sonic:Level Start\nobjects=objects.bin\nrings=a.bin|b.bin\n",
        real("collision/Collision array - Vertical.bin"),
        real("collision/Collision array - Horizontal.bin"),
        real("collision/Curve and resistance mapping.bin"),
        real("mappings/128x128/EHZ_HTZ.kos"),
        real("collision/EHZ and HTZ primary 16x16 collision index.kos"),
    );
    let test_ini = dir.path().join("test.ini");
    std::fs::write(&test_ini, text).unwrap();
    let (text, problems) = import_error(&test_ini, "Test");
    let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.key.as_str(), p.message.as_str())).collect();
    assert_eq!(
        found,
        vec![
            ("layout", "Kosinski stream is truncated: it needs a byte at offset 100 but the data ends there"),
            ("rings", "rings=a.bin|b.bin: several files joined with '|' are not supported here"),
            ("startpos", "the file ends at byte 2: expected 4 bytes (the x and y words); it may be cut short"),
            (
                "objects",
                "the file ends at byte 7 inside the object record that starts at byte 6: expected 5 more byte(s) \
                 (6-byte records); it may be cut short"
            ),
        ],
        "{text}"
    );
    assert_eq!(problems[0].path, dir.path().join("layout.kos"));
}

/// The real ring layout cut in half (on a record boundary) used to import 225 of its 342 rings silently.
#[test]
fn a_ring_layout_cut_short_is_reported_with_its_offset() {
    let Some(ini) = project() else { return };
    let reference = ini.parent().unwrap().parent().unwrap();
    let rings = std::fs::read(reference.join("level/rings/EHZ_1.bin")).unwrap();
    let half = rings.len() / 2 / 4 * 4;
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("EHZ_1 rings.bin");
    std::fs::write(&cut, &rings[..half]).unwrap();
    let text = std::fs::read_to_string(&ini)
        .unwrap()
        .replace("rings=../level/rings/EHZ_1.bin", &format!("rings={}", cut.display()));
    let test_ini = dir.path().join("SonLVL.ini");
    // Relative entries must still resolve: point them at the reference folder.
    std::fs::write(&test_ini, text.replace("=../", &format!("={}/", reference.display()))).unwrap();
    let (text, problems) = import_error(&test_ini, "Emerald Hill Zone Act 1");
    assert_eq!(problems.len(), 1, "{text}");
    assert_eq!((problems[0].key.as_str(), problems[0].path.as_path()), ("rings", cut.as_path()));
    assert_eq!(
        problems[0].message,
        format!(
            "the file ends at byte {half} without the end marker: expected another 4-byte ring record or the end \
             marker (the word 0xFFFF); it may be cut short"
        )
    );
    assert!(text.contains(&format!("{} (rings): the file ends at byte {half}", cut.display())), "{text}");
}

#[test]
fn listing_says_which_files_each_level_lacks() {
    let Some(ini) = project() else { return };
    let statuses = sonlvl::Project::load(&ini).unwrap().levels_with_files();
    assert_eq!(statuses.len(), 26);
    let missing = |name: &str| statuses.iter().find(|s| s.level.section == name).unwrap().missing.clone();
    assert_eq!(missing("Emerald Hill Zone Act 1"), Vec::<&str>::new());
    assert_eq!(missing("Chemical Plant Zone Act 2"), Vec::<&str>::new());
    assert_eq!(
        missing("Aquatic Ruin Zone Act 1"),
        vec!["colind1", "colind2", "chunks", "layout", "startpos", "objects", "rings"]
    );
}

#[test]
fn project_level_errors() {
    let Some(ini) = project() else { return };
    match sonlvl::import(&ini, "Green Hill Zone Act 1") {
        Err(ImportError::NoSuchLevel { available, .. }) => assert_eq!(available.len(), 26),
        other => panic!("{other:?}"),
    }
    let dir = tempfile::tempdir().unwrap();
    let s1 = dir.path().join("s1.ini");
    std::fs::write(&s1, "version=S1\n[Green Hill Zone Act 1]\n").unwrap();
    // Sonic 1 projects are imported (`sonlvl_s1`): this one names no files.
    let e = sonlvl::import(&s1, "Green Hill Zone Act 1").unwrap_err();
    assert!(e.to_string().contains("[Green Hill Zone Act 1] has no fglayout= entry"), "{e}");
    let s3 = dir.path().join("s3.ini");
    std::fs::write(&s3, "version=S3K\n[Angel Island Zone Act 1]\n").unwrap();
    // Sonic 3 & Knuckles projects are imported (`import_s3k`): this one names no files.
    let e = sonlvl::import(&s3, "Angel Island Zone Act 1").unwrap_err();
    assert!(e.to_string().contains("[Angel Island Zone Act 1] has no tiles= entry"), "{e}");
    let cd = dir.path().join("cd.ini");
    std::fs::write(&cd, "version=SCD\n[Palmtree Panic Zone Act 1]\n").unwrap();
    let e = sonlvl::import(&cd, "Palmtree Panic Zone Act 1").unwrap_err();
    assert!(
        e.to_string().ends_with(
            "version=SCD: only Sonic 1, Sonic 2, Sonic 3 & Knuckles and Sonic & Knuckles Collection projects \
             (version=S1, version=S2, version=S3K, version=SKC) are imported and exported"
        ),
        "{e}"
    );
    let binary = dir.path().join("binary.ini");
    std::fs::write(&binary, [0u8, 159, 146, 150, b'\n']).unwrap();
    let e = sonlvl::import(&binary, "x").unwrap_err();
    assert!(e.to_string().contains("line 1: expected [section] or key=value"), "{e}");
    let e = sonlvl::import(&dir.path().join("absent.ini"), "x").unwrap_err();
    assert!(e.to_string().ends_with("absent.ini: file not found"), "{e}");
}
