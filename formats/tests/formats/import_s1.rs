//! Importing the real Sonic 1 levels from the disassembly's SonLVL project (../shared/reference/s1disasm).
#![allow(clippy::unwrap_used)]

use formats::import::sonlvl;
use formats::level::{LevelSource, SourceFormat};
use formats::loops::{LoopChunk, LoopTrigger};
use formats::object::{BadnikKind, ObjectKind};
use formats::{Block, Bounds, ChunkSize, Level, Point, ProfileId};
use std::path::PathBuf;

use crate::support::reference::{s1 as import, s1_ini as ini};

/// The block at a level pixel.
fn block_at(level: &Level, x: i32, y: i32) -> Block {
    let chunk = level.layout.get((x / 256) as usize, (y / 256) as usize).unwrap();
    *level.chunks[chunk as usize].block(ChunkSize::Px256, ((x % 256) / 16) as usize, ((y % 256) / 16) as usize).unwrap()
}

fn check_common(level: &Level, section: &str) {
    assert_eq!(level.profile, ProfileId::S1);
    assert_eq!(level.chunk_size, ChunkSize::Px256);
    assert_eq!(level.source, Some(LevelSource::new(SourceFormat::SonLvlS1, section)));
    // 256 collision shapes; 82 chunks of 16x16 blocks (41,984 bytes of Kosinski output).
    assert_eq!(level.tiles.len(), 256);
    assert_eq!(level.chunks.len(), 82);
    assert!(level.chunks.iter().all(|c| c.blocks.len() == 256));
    // One collision path: both layers the same everywhere.
    assert!(level.chunks.iter().flat_map(|c| &c.blocks).all(|b| b.a == b.b));
    // The normal collision array's shape 1 is flat 1 px, shape $1D a slope of angle $F0.
    assert_eq!(level.tiles[1].heights, [1; 16]);
    assert_eq!(level.tiles[0x1D].heights, [9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16]);
    assert_eq!(level.tiles[0x1D].angle, 0xF0);
    assert_eq!(level.tiles[2].heights[0], -2);
    assert_eq!(level.tiles[2].angle, 0x88);
    // The loop chunk (layout byte $B5) and Green Hill's two roll tunnel chunks ($1F, $20).
    assert_eq!(level.loops.chunks, vec![LoopChunk { chunk: 0x34, alternate: 0x35, trigger: LoopTrigger::Loop }]);
    assert_eq!(level.loops.tunnels, vec![0x1E, 0x1F]);
    assert!(formats::validate::validate(level).is_empty());
    // The level file round trip keeps everything, loops included.
    let text = formats::ron_file::to_ron_string(level);
    assert_eq!(&formats::ron_file::from_ron_str(&text).unwrap(), level);
}

#[test]
fn green_hill_1() {
    let Some(level) = import("Green Hill Zone Act 1") else { return };
    check_common(&level, "Green Hill Zone Act 1");
    assert_eq!(level.player_start, Point { x: 0x50, y: 0x3B0 });
    assert_eq!((level.layout.width(), level.layout.height()), (48, 5));
    // `LevelSizeArray`: right limit $24BF, bottom $300.
    assert_eq!(level.bounds, Bounds { left: 0, top: 0, right: 0x24BF + 320, bottom: 0x300 + 224 });
    // 214 object records, 82 of them ring groups holding 155 rings: 132 + 155 placements.
    assert_eq!(level.objects.len(), 287);
    assert_eq!(level.objects.iter().filter(|o| o.kind == ObjectKind::Ring).count(), 155);
    let motobugs = ObjectKind::Badnik { kind: BadnikKind::Motobug };
    assert_eq!(level.objects.iter().filter(|o| o.kind == motobugs).count(), 3);
    // The first record: a group of 3 rings (subtype $12: 24 px apart) at ($144, $360).
    let first: Vec<(i32, i32)> = level.objects[..3].iter().map(|o| (o.x, o.y)).collect();
    assert_eq!(first, vec![(0x144, 0x360), (0x15C, 0x360), (0x174, 0x360)]);
    // The loop chunk sits in row 2 of the layout, column 21 (byte $B5 at offset 2 + 2·48 + 21).
    assert_eq!(level.layout.get(21, 2), Some(0x34));
    // Under the start position: the floor Sonic settles on, a gentle slope of angle $FC.
    let floor = block_at(&level, 0x50, 0x3B0 + 19);
    assert!(floor.a.solidity.is_top_solid());
    assert_eq!(level.tiles[floor.a.tile as usize].angle, 0xFC);
}

#[test]
fn green_hill_2_and_3() {
    let Some(two) = import("Green Hill Zone Act 2") else { return };
    check_common(&two, "Green Hill Zone Act 2");
    assert_eq!(two.player_start, Point { x: 0x50, y: 0xFC });
    assert_eq!((two.layout.width(), two.layout.height()), (33, 6));
    assert_eq!(two.objects.len(), 293);
    let Some(three) = import("Green Hill Zone Act 3") else { return };
    check_common(&three, "Green Hill Zone Act 3");
    assert_eq!(three.player_start, Point { x: 0x50, y: 0x3B0 });
    assert_eq!((three.layout.width(), three.layout.height()), (48, 6));
    assert_eq!(three.objects.len(), 335);
    assert_eq!(three.bounds.right, 0x2960 + 320);
}

/// The other zones the INI names have no files in the reference data: importing one names every missing file,
/// and `--list` (the project's file statuses) says so per level.
#[test]
fn other_zones_are_reported_absent() {
    let Some(ini) = ini() else { return };
    let err = sonlvl::import(&ini, "Marble Zone Act 1").unwrap_err().to_string();
    assert!(err.contains("(chunks): file not found"), "{err}");
    assert!(err.contains("(fglayout): file not found"), "{err}");
    let project = sonlvl::Project::load(&ini).unwrap();
    let statuses = project.levels_with_files();
    let ghz: Vec<_> = statuses.iter().filter(|s| s.level.section.starts_with("Green Hill")).collect();
    assert_eq!(ghz.len(), 3);
    assert!(ghz.iter().all(|s| s.missing.is_empty()), "{ghz:?}");
    let mz1 = statuses.iter().find(|s| s.level.section == "Marble Zone Act 1").unwrap();
    assert_eq!(mz1.missing, vec!["colind", "blocks", "chunks", "fglayout", "startpos", "objects"]);
    assert_eq!(project.file_keys("Green Hill Zone Act 1").len(), 9);
}

/// The Green Hill 1 files, copied into a fresh folder with a project naming them, one of them replaced.
fn project_with(dir: &std::path::Path, replace: usize, bytes: &[u8]) -> PathBuf {
    project_with_keys(dir, replace, bytes, "")
}

/// [`project_with`], with `extra` lines in the level's section.
fn project_with_keys(dir: &std::path::Path, replace: usize, bytes: &[u8], extra: &str) -> PathBuf {
    let Some(shared) = formats::reference::shared_dir() else { return PathBuf::new() };
    let base = shared.join("reference/s1disasm");
    let files = [
        ("colarr1", "collide/Collision Array (Normal).bin"),
        ("colarr2", "collide/Collision Array (Rotated).bin"),
        ("angles", "collide/Angle Map.bin"),
        ("colind", "collide/GHZ.bin"),
        ("blocks", "map16/GHZ.eni"),
        ("chunks", "map256/GHZ.kos"),
        ("fglayout", "levels/ghz1.bin"),
        ("startpos", "startpos/ghz1.bin"),
        ("objects", "objpos/ghz1.bin"),
    ];
    let mut ini = String::from("version=S1\n[Green Hill Zone Act 1]\n");
    for (i, (key, file)) in files.iter().enumerate() {
        let data = if i == replace { bytes.to_vec() } else { std::fs::read(base.join(file)).unwrap() };
        std::fs::write(dir.join(key), data).unwrap();
        ini.push_str(&format!("{key}={key}\n"));
    }
    ini.push_str(extra);
    let path = dir.join("SonLVL.ini");
    std::fs::write(&path, ini).unwrap();
    path
}

/// The Labyrinth acts and Scrap Brain 3 import with their water (`waterheight=` in the full disassembly's
/// project: s1disasm `WaterHeight`, $B8, $328, $900, $228) and the events that move it (`DynWater_LZ1`…);
/// the other levels have none.
#[test]
fn labyrinth_and_scrap_brain_3_have_their_water() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1) else { return };
    use formats::level::LevelEvents;
    for (section, height, events) in [
        ("Labyrinth Zone Act 1", 0xB8, LevelEvents::Lz1),
        ("Labyrinth Zone Act 2", 0x328, LevelEvents::Lz2),
        ("Labyrinth Zone Act 3", 0x900, LevelEvents::Lz3),
        ("Scrap Brain Zone Act 3", 0x228, LevelEvents::Sbz3),
    ] {
        let level = sonlvl::import(&ini, section).unwrap();
        assert_eq!((level.water_height, level.events), (Some(height), events), "{section}");
    }
    let ghz = sonlvl::import(&ini, "Green Hill Zone Act 1").unwrap();
    assert_eq!(ghz.water_height, None);
}

/// A `waterheight` that is not a hexadecimal word is a problem at its key (never a panic); one too far out is
/// refused by the level's rules, also against the key.
#[test]
fn a_bad_waterheight_is_a_problem_at_its_key() {
    if formats::reference::shared_dir().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let ini = project_with_keys(dir.path(), usize::MAX, &[], "waterheight=0x328\n");
    assert_eq!(sonlvl::import(&ini, "Green Hill Zone Act 1").unwrap().water_height, Some(0x328));
    for (value, message) in [
        ("zz", "waterheight=zz is not a hexadecimal number"),
        ("-5", "waterheight=-5 is not a hexadecimal number"),
        ("", "waterheight= is not a hexadecimal number"),
        ("123456789", "waterheight=123456789 is not a hexadecimal number"),
        ("FFFFFFF", "water_height: 268435455 outside ±1048576"),
    ] {
        let ini = project_with_keys(dir.path(), usize::MAX, &[], &format!("waterheight={value}\n"));
        match sonlvl::import(&ini, "Green Hill Zone Act 1") {
            Err(formats::import::ImportError::Files { problems, .. }) => {
                let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.key.as_str(), p.message.as_str())).collect();
                assert_eq!(found, vec![("waterheight", message)], "{value}");
            }
            other => panic!("waterheight={value}: {other:?}"),
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]
    /// Whatever bytes one of the level's files holds (random, or the real file cut short or with a byte
    /// changed), importing returns a level or an error naming files, and never panics.
    #[test]
    fn any_bytes_in_any_file_never_panic(
        which in 0usize..9,
        random in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..600),
        mode in 0u8..3,
        at in proptest::prelude::any::<proptest::sample::Index>(),
        value in proptest::prelude::any::<u8>(),
    ) {
        if formats::reference::shared_dir().is_none() {
            return Ok(());
        }
        let dir = std::env::temp_dir().join(format!("spg_s1_prop_{}_{which}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // Start from the real file for the mutations.
        let real = {
            project_with(&dir, usize::MAX, &[]);
            std::fs::read(dir.join(["colarr1", "colarr2", "angles", "colind", "blocks", "chunks", "fglayout", "startpos", "objects"][which])).unwrap()
        };
        let bytes = match mode {
            0 => random,
            1 => real[..at.index(real.len() + 1)].to_vec(),
            _ => {
                let mut b = real.clone();
                if !b.is_empty() {
                    let i = at.index(b.len());
                    b[i] = value;
                }
                b
            }
        };
        let ini = project_with(&dir, which, &bytes);
        match sonlvl::import(&ini, "Green Hill Zone Act 1") {
            Ok(level) => proptest::prop_assert!(formats::validate::validate(&level).is_empty()),
            Err(e) => proptest::prop_assert!(!e.to_string().is_empty()),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The raw sizes the importer works from: Green Hill's block mappings are 439 blocks (1,756 Enigma words),
/// its chunk table 82 chunks (41,984 Kosinski bytes); chunk words use no bit 10 or 15.
#[test]
fn green_hill_block_and_chunk_tables() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let base = shared.join("reference/s1disasm");
    let words = formats::import::enigma::decompress(&std::fs::read(base.join("map16/GHZ.eni")).unwrap()).unwrap();
    assert_eq!(words.len(), 1756);
    let chunks = formats::import::kosinski::decompress(&std::fs::read(base.join("map256/GHZ.kos")).unwrap()).unwrap();
    assert_eq!(chunks.len(), 82 * 512);
    assert!(chunks.chunks_exact(2).all(|w| w[0] & 0x84 == 0));
    let (_, highest) =
        formats::import::s1::decode_chunks(&chunks, &std::fs::read(base.join("collide/GHZ.bin")).unwrap());
    assert_eq!(highest, formats::import::s1::HighestBlocks { any: 438, solid: Some(422) });
}

/// Sonic 1's Ending imports: its layout file holds 32 bytes where its header says 15 x 3 chunks (47); the game
/// reads on into the ROM's next data, which is not level data, so the third row is empty.
#[test]
fn the_ending_imports_with_its_short_layout() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let level = match formats::import::sonlvl::import(&ini, "Ending") {
        Ok(level) => level,
        Err(e) => panic!("{e}"),
    };
    assert_eq!((level.layout.width(), level.layout.height()), (15, 3));
    assert!((0..15).all(|col| level.layout.get(col, 2).is_none()), "the row past the file is empty");
    assert_eq!(level.layout.get(0, 1), Some(0x27), "row 1 as the file has it (layout byte 0x28)");
    // The import says so (the CLI prints it as a note); Green Hill's full layout has no note.
    use formats::import::Source;
    let project = formats::import::sonlvl::Project::load(&ini).expect("project");
    let notes = project.notes("Ending");
    assert_eq!(notes.len(), 1);
    assert!(
        notes[0].ends_with(
            "ending.bin: 32 bytes where the header says 15 x 3 chunks (47 bytes): the game reads on into the data \
             after it in the ROM (not level data); the 15 cells past the file's end are imported empty"
        ),
        "{notes:?}"
    );
    assert_eq!(project.notes("Green Hill Zone Act 1"), Vec::<String>::new());
}

/// Every act of the full disassembly's project imports with its level events (s1disasm
/// `_inc/DynamicLevelEvents.asm`: `DLE_GHZ1`…`DLE_FZ`); the Ending has none.
#[test]
fn every_act_imports_with_its_level_events() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1) else { return };
    use formats::level::LevelEvents as E;
    for (section, events) in [
        ("Green Hill Zone Act 3", E::Ghz3),
        ("Marble Zone Act 3", E::Mz3),
        ("Spring Yard Zone Act 1", E::Syz1),
        ("Spring Yard Zone Act 2", E::Syz2),
        ("Spring Yard Zone Act 3", E::Syz3),
        ("Labyrinth Zone Act 3", E::Lz3),
        ("Star Light Zone Act 1", E::Slz1),
        ("Star Light Zone Act 2", E::Slz2),
        ("Star Light Zone Act 3", E::Slz3),
        ("Scrap Brain Zone Act 1", E::Sbz1),
        ("Scrap Brain Zone Act 2", E::Sbz2),
        ("Scrap Brain Zone Act 3", E::Sbz3),
        ("Final Zone", E::Fz),
        ("Ending", E::None),
    ] {
        assert_eq!(sonlvl::import(&ini, section).unwrap().events, events, "{section}");
    }
}
