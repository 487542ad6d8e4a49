//! The SonLVL importer on small synthetic projects (no ../shared needed): each problem names its file and INI
//! key, listing is linear and says which files are missing, and hostile files are refused with their offset.
#![allow(clippy::unwrap_used)]

use formats::import::sonlvl::{self, FileEntry, Project};
use formats::import::{FileProblem, ImportError};
use std::path::{Path, PathBuf};

use crate::support::projects::SMALL_SECTION as SECTION;

/// The small synthetic project with `extra` added to the level's section.
fn project(dir: &Path, extra: &str) -> PathBuf {
    crate::support::projects::small_sonlvl_project(dir, extra)
}

fn problems(ini: &Path) -> (String, Vec<FileProblem>) {
    match sonlvl::import(ini, SECTION) {
        Err(e @ ImportError::Files { .. }) => {
            let text = e.to_string();
            let ImportError::Files { problems, .. } = e else { unreachable!() };
            (text, problems)
        }
        Ok(_) => panic!("imported"),
        Err(e) => panic!("expected file problems, got: {e}"),
    }
}

#[test]
fn the_synthetic_project_imports() {
    let dir = tempfile::tempdir().unwrap();
    let level = sonlvl::import(&project(dir.path(), ""), SECTION).unwrap();
    assert_eq!((level.tiles.len(), level.chunks.len()), (256, 2));
    assert_eq!((level.player_start.x, level.player_start.y), (96, 512));
    // One spring from the object layout, then three rings.
    assert_eq!(level.objects.len(), 4);
}

/// Values the level's rules refuse are reported against the file or INI key they came from, with the byte
/// offset where one is known — not as an anonymous "imported level is invalid".
#[test]
fn validation_problems_name_their_source_file_and_key() {
    let dir = tempfile::tempdir().unwrap();
    let long_name = "N".repeat(300);
    let ini = project(dir.path(), &format!("waterheight=FFFFFFF\ndisplayname={long_name}\n"));
    // A height of 100 in shape 2, column 3: byte 35 of the vertical array.
    let mut heights = std::fs::read(dir.path().join("vertical.bin")).unwrap();
    heights[35] = 100;
    std::fs::write(dir.path().join("vertical.bin"), &heights).unwrap();
    // A start position below the level.
    std::fs::write(dir.path().join("start.bin"), [0x00, 0x60, 0xFF, 0x00]).unwrap();
    let (text, problems) = problems(&ini);
    let found: Vec<(&str, PathBuf, &str)> =
        problems.iter().map(|p| (p.key.as_str(), p.path.clone(), p.message.as_str())).collect();
    assert_eq!(
        found,
        vec![
            ("displayname", ini.clone(), "name: 300 bytes long, at most 256 allowed"),
            (
                "startpos",
                dir.path().join("start.bin"),
                "player_start: (96, 65280) is outside the bounds (x 0..16384, y 0..2048)"
            ),
            ("waterheight", ini.clone(), "water_height: 268435455 outside ±1048576"),
            ("colarr1", dir.path().join("vertical.bin"), "byte 35: tiles[2].heights[3]: 100 outside -16..=16"),
        ]
    );
    assert!(text.starts_with(&format!("cannot import [{SECTION}]: 4 problem(s):\n")), "{text}");
    assert!(text.contains(&format!("  {} (waterheight): water_height: 268435455", ini.display())), "{text}");
}

#[test]
fn truncated_binaries_name_file_offset_and_what_was_expected() {
    let dir = tempfile::tempdir().unwrap();
    let ini = project(dir.path(), "");
    std::fs::write(dir.path().join("objects.bin"), [0x01, 0x00, 0x02, 0x40, 0x41, 0x02, 0x02, 0x00]).unwrap();
    std::fs::write(dir.path().join("rings.bin"), [0x01, 0x00, 0x22, 0x00]).unwrap();
    std::fs::write(dir.path().join("start.bin"), [0x00]).unwrap();
    let (text, problems) = problems(&ini);
    let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.key.as_str(), p.message.as_str())).collect();
    assert_eq!(
        found,
        vec![
            ("startpos", "the file ends at byte 1: expected 4 bytes (the x and y words); it may be cut short"),
            (
                "objects",
                "the file ends at byte 8 inside the object record that starts at byte 6: expected 4 more byte(s) \
                 (6-byte records); it may be cut short"
            ),
            (
                "rings",
                "the file ends at byte 4 without the end marker: expected another 4-byte ring record or the end \
                 marker (the word 0xFFFF); it may be cut short"
            ),
        ]
    );
    assert!(text.contains(&format!("{} (objects): the file ends at byte 8", dir.path().join("objects.bin").display())));
}

/// Devices, FIFOs and oversized files named by a project are refused without reading them.
#[cfg(unix)]
#[test]
fn named_files_are_read_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let ini = project(dir.path(), "");
    let text = std::fs::read_to_string(&ini).unwrap().replace("colarr2=horizontal.bin", "colarr2=/dev/zero");
    std::fs::write(&ini, text).unwrap();
    std::fs::File::create(dir.path().join("chunks.kos"))
        .unwrap()
        .set_len(formats::limits::MAX_IMPORT_FILE_BYTES + 1)
        .unwrap();
    let (_, problems) = problems(&ini);
    let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.key.as_str(), p.message.as_str())).collect();
    assert_eq!(
        found,
        vec![
            ("colarr2", "cannot read: a character device, not a regular file"),
            ("chunks", "larger than 1048576 bytes, the limit for imported files"),
        ]
    );
    let e = sonlvl::import(Path::new("/dev/zero"), SECTION).err().map(|e| e.to_string());
    assert_eq!(e.as_deref(), Some("/dev/zero: cannot read: a character device, not a regular file"));
}

/// An INI of 150,000 sections used to take 54 s to list (a quadratic search for repeated names). No timing
/// is asserted; a quadratic parser would make this test run for minutes.
#[test]
fn a_project_with_150000_sections_lists_them_all() {
    let dir = tempfile::tempdir().unwrap();
    let ini = dir.path().join("big.ini");
    let mut text = String::from("version=S2\ncolarr1=v.bin\n");
    for i in 0..150_000 {
        text.push_str(&format!("[Level {i}]\n"));
        if i % 1000 == 0 {
            text.push_str("layout=l.kos\n");
        }
    }
    // Repeated sections merge into their first appearance.
    text.push_str("[Level 7]\ndisplayname=Seven\n");
    std::fs::write(&ini, &text).unwrap();
    let project = Project::load(&ini).unwrap();
    let levels = project.levels();
    assert_eq!(levels.len(), 150_000);
    assert_eq!((levels[7].section.as_str(), levels[7].display_name.as_str()), ("Level 7", "Seven"));
    assert_eq!(levels[149_999].section, "Level 149999");
    // Naming a level that is not there lists the first few, not all 150,000.
    let e = project.import("Level X").err().map(|e| e.to_string()).unwrap_or_default();
    assert!(e.starts_with(&format!("{}: no level [Level X]; the levels are: Level 0, Level 1, ", ini.display())));
    assert!(e.ends_with(", Level 29 and 149970 more"), "{e}");
    let statuses = project.levels_with_files();
    assert_eq!(statuses.len(), 150_000);
    assert_eq!(statuses[0].missing, vec!["colarr1", "colarr2", "angles", "colind1", "chunks", "layout", "startpos"]);
}

#[test]
fn level_files_resolve_entries_against_the_ini_folder() {
    let dir = tempfile::tempdir().unwrap();
    let ini = project(dir.path(), "colind2=a.kos|b.kos\n");
    let project = Project::load(&ini).unwrap();
    let files = project.level_files(SECTION);
    let entry = |key: &str| files.iter().find(|f| f.key == key).unwrap().entry.clone();
    assert_eq!(entry("startpos"), FileEntry::Path(dir.path().join("start.bin")));
    assert_eq!(
        entry("colind2"),
        FileEntry::Unusable("colind2=a.kos|b.kos: several files joined with '|' are not supported here".into())
    );
    let statuses = project.levels_with_files();
    assert_eq!(statuses[0].missing, vec!["colind2"]);
    std::fs::remove_file(dir.path().join("rings.bin")).unwrap();
    assert_eq!(project.levels_with_files()[0].missing, vec!["colind2", "rings"]);
}
