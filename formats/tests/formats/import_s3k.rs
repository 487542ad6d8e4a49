//! Importing the Sonic 3 & Knuckles levels of skdisasm's three SonLVL projects (../shared/reference/skdisasm:
//! `SonLVL.ini`, `SonLVL - S3.ini`, `SonLVL - S&K.ini`). Figures were read from the files with a separate
//! script: AIZ1's layout header (`0061 0042 000d 000b`), its object file (153 records before $FFFF, 13 of
//! them path swappers, id 2), its ring file (104 records between the zero record and $FFFF), its start file
//! (`13A0 041A`) and the INI's `waterheight=504`.
#![allow(clippy::unwrap_used)]

use formats::import::sonlvl;
use formats::object::ObjectKind;
use formats::{ChunkSize, Point, ProfileId};
use std::path::PathBuf;

const INIS: [&str; 3] = ["SonLVL.ini", "SonLVL - S3.ini", "SonLVL - S&K.ini"];

fn ini(name: &str) -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/skdisasm/SonLVL INI Files").join(name))
}

/// The sections refused, and what their refusal names: a file that is not there under any case, boss
/// sections whose chunk set lacks chunks the act's layout shows, a start outside the boss layout.
const REFUSED: [(&str, &str); 5] = [
    ("Sonic 3\\\\Angel Island Zone Act 2 Boss", "Act 2 Bombership.bin (blocks): file not found"),
    ("Sonic 3\\\\Launch Base Zone Act 2 Boss", "(layout): 2 foreground cell(s) name a chunk beyond the 248"),
    ("Sonic & Knuckles\\\\Mushroom Hill Zone Act 2 Boss", "(startpos): player_start: (336, 1964) is outside"),
    ("Sonic & Knuckles\\\\Sky Sanctuary Zone Act 1 Boss", "(layout): 713 foreground cell(s) name a chunk beyond"),
    ("Competition\\\\Azure Lake", "(layout): 48 foreground cell(s) name a chunk beyond the 27"),
];

#[test]
fn every_section_of_the_three_projects_imports_or_says_what_it_lacks() {
    let mut imported = 0;
    for name in INIS {
        let Some(ini) = ini(name) else { return };
        let project = sonlvl::Project::load(&ini).unwrap();
        let levels = project.levels();
        assert_eq!(levels.len(), [44, 21, 23][INIS.iter().position(|n| *n == name).unwrap()], "{name}");
        for l in levels {
            let refused = REFUSED.iter().find(|(s, _)| *s == l.section);
            match (project.import(&l.section), refused) {
                (Ok(level), None) => {
                    assert_eq!((level.profile, level.chunk_size), (ProfileId::S3K, ChunkSize::Px128));
                    assert_eq!(level.tiles.len(), 256);
                    assert!(level.art.is_some(), "{}", l.section);
                    imported += 1;
                }
                (Err(e), Some((_, why))) => assert!(e.to_string().contains(why), "{}: {e}", l.section),
                (Ok(_), Some(_)) => panic!("{}: imported, expected a refusal", l.section),
                (Err(e), None) => panic!("{}: {e}", l.section),
            }
        }
    }
    assert_eq!(imported, 44 + 21 + 23 - 5 - 3 - 2);
}

#[test]
fn angel_island_1_has_its_layout_objects_rings_start_and_water() {
    let Some(ini) = ini("SonLVL.ini") else { return };
    let level = sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1").unwrap();
    // SonLVL's `\\` is a submenu: the level is named by the section's last part.
    assert_eq!(level.name, "Angel Island Zone Act 1");
    assert_eq!((level.layout.width(), level.layout.height()), (0x61, 0x0D));
    assert_eq!(level.chunks.len(), 256);
    let rings = level.objects.iter().filter(|o| o.kind == ObjectKind::Ring).count();
    assert_eq!((level.objects.len() - rings, rings, level.switchers.len()), (140, 104, 13));
    assert_eq!(level.player_start, Point { x: 0x13A0, y: 0x041A });
    assert_eq!(level.water_height, Some(0x504));
    // s3.asm `LevelSizes`' AIZ1 row ($1308, $6000, 0, $390): the screen's width and height past the maxima.
    let b = level.bounds;
    assert_eq!((b.left, b.top, b.right, b.bottom), (0x1308, 0, 0x6000 + 320, 0x390 + 224));
    // The first object record: 1710 0280 0202 — a path swapper at (0x1710, 0x280).
    assert_eq!((level.switchers[0].x, level.switchers[0].y), (0x1710, 0x280));
    assert!(level.objects.iter().any(|o| matches!(o.kind, ObjectKind::Monitor { .. })));
    assert!(level.objects.iter().any(|o| matches!(o.kind, ObjectKind::Spring { .. })));
    // Knuckles' own start (`Start Location/Knuckles/1.bin`: here Sonic's) is the level's; the Tree Ride
    // variant is said (`--layout-option` imports it).
    assert_eq!(level.knuckles_start, Some(Point { x: 0x13A0, y: 0x041A }));
    let notes = formats::import::SONLVL.open(&ini).unwrap().notes("Sonic 3\\\\Angel Island Zone Act 1");
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert_eq!(
        notes[0],
        "layoutcopy=: the layout shows 'Normal' as the file stores it; --layout-option 'Tree Ride' imports the other"
    );
    // Sonic 3 alone's project names other object and ring files, and 512-shape collision arrays.
    let s3 = sonlvl::import(&ini.with_file_name("SonLVL - S3.ini"), "Sonic 3\\\\Angel Island Zone Act 1").unwrap();
    assert_eq!(s3.objects.len(), 241);
    assert_eq!(s3.tiles.len(), 256);
}

#[test]
fn listing_finds_files_whatever_their_case_and_names_the_missing_one() {
    let Some(ini) = ini("SonLVL.ini") else { return };
    let project = sonlvl::Project::load(&ini).unwrap();
    let statuses = project.levels_with_files();
    // `angles=../Levels/Misc/Angles.bin` is `angles.bin`: found.
    assert!(statuses.iter().all(|s| !s.missing.contains(&"angles")), "{statuses:?}");
    let missing: Vec<_> = statuses.iter().filter(|s| !s.missing.is_empty()).collect();
    assert_eq!(missing.len(), 1, "{missing:?}");
    assert_eq!(missing[0].missing, ["blocks"]);
    assert!(missing[0].details[0].ends_with("Levels/AIZ/Blocks/Act 2 Bombership.bin not found"), "{missing:?}");
}

/// Knuckles starts elsewhere in Carnival Night 1 and Icecap 1 (`Levels/*/Start Location/Knuckles/1.bin`):
/// `Level::knuckles_start` holds his, `player_start` Sonic's; a Sonic 2 level has none.
#[test]
fn knuckles_own_start_is_read_where_the_project_has_one() {
    let Some(ini) = ini("SonLVL.ini") else { return };
    let cnz = sonlvl::import(&ini, "Sonic 3\\\\Carnival Night Zone Act 1").unwrap();
    assert_eq!(cnz.player_start, Point { x: 0x18, y: 0x600 });
    assert_eq!(cnz.knuckles_start, Some(Point { x: 0x10, y: 0xBAC }));
    let icz = sonlvl::import(&ini, "Sonic 3\\\\Icecap Zone Act 1").unwrap();
    assert_eq!(icz.knuckles_start, Some(Point { x: 0x3640, y: 0x65C }));
    let Some(s2) = formats::reference::shared_dir().map(|s| formats::reference::s2_sonlvl_ini(&s)) else { return };
    assert_eq!(sonlvl::import(&s2, "Emerald Hill Zone Act 1").unwrap().knuckles_start, None);
}
