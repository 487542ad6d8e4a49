//! Exporting Sonic 3 & Knuckles levels back into skdisasm's SonLVL projects: every section the importer takes
//! plans no write when unedited (each file gives back its bytes), and an edited Angel Island 1 — a layout
//! cell, a chunk's block, an object moved — is written into a copy of the project and imports as edited.
#![allow(clippy::unwrap_used)]

use formats::chunk::Solidity;
use formats::export::sonlvl::{self, Change, ExportError};
use formats::import::sonlvl as imp;
use formats::object::ObjectKind;
use std::path::PathBuf;

use crate::support::projects::{copy_dir, snapshot};

fn skdisasm() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/skdisasm"))
}

const AIZ1: &str = "Sonic 3\\\\Angel Island Zone Act 1";

#[test]
fn every_imported_section_exports_unchanged() {
    let Some(root) = skdisasm() else { return };
    let mut checked = 0;
    for name in ["SonLVL.ini", "SonLVL - S3.ini", "SonLVL - S&K.ini"] {
        let ini = root.join("SonLVL INI Files").join(name);
        let project = imp::Project::load(&ini).unwrap();
        for l in project.levels() {
            let Ok(level) = project.import(&l.section) else { continue };
            let plan = sonlvl::plan(&ini, &l.section, &level).unwrap_or_else(|e| panic!("{}: {e}", l.section));
            for f in &plan.files {
                assert_eq!(f.change, Change::Unchanged, "{} {}: {}", l.section, f.key, f.path.display());
                assert_eq!(f.bytes, std::fs::read(&f.path).unwrap());
            }
            assert!(plan.shared.is_empty(), "{}", l.section);
            checked += 1;
        }
    }
    assert_eq!(checked, 78);
}

#[test]
fn an_edited_level_is_written_and_imports_as_edited() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    for sub in ["SonLVL INI Files", "Levels", "General/Sprites/Sonic/Palettes", "General/Sprites/Knuckles/Palettes"] {
        copy_dir(&root.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    let mut level = imp::import(&ini, AIZ1).unwrap();
    // A layout cell, a block of a chunk (solid on path B now), the first non-ring object moved right.
    let old_cell = level.layout.get(10, 5).unwrap();
    let new_cell = (old_cell + 1) % level.chunks.len() as u16;
    level.layout.set(10, 5, Some(new_cell));
    let block = &mut level.chunks[new_cell as usize].blocks[0];
    block.b.solidity = if block.b.solidity == Solidity::NotSolid { Solidity::All } else { Solidity::NotSolid };
    let i = level.objects.iter().position(|o| o.kind != ObjectKind::Ring).unwrap();
    level.objects[i].x += 8;
    let before = snapshot(dir.path());

    // The layout and the chunks are Angel Island 1 Intro's too: refused unless allowed, nothing written.
    match sonlvl::export(&ini, AIZ1, &level, false) {
        Err(ExportError::Shared { shared, .. }) => {
            assert!(shared.iter().any(|s| s.section == "Sonic 3\\\\Angel Island Zone Act 1 Intro"), "{shared:?}");
        }
        other => panic!("{other:?}"),
    }
    assert!(snapshot(dir.path()) == before, "nothing written");

    let plan = sonlvl::export(&ini, AIZ1, &level, true).unwrap();
    let written: Vec<&str> = plan.files.iter().filter(|f| f.change == Change::Changed).map(|f| f.key).collect();
    assert!(written.contains(&"layout") && written.contains(&"chunks") && written.contains(&"objects"), "{written:?}");
    assert!(!written.contains(&"rings") && !written.contains(&"colarr1"), "{written:?}");
    let again = imp::import(&ini, AIZ1).unwrap();
    assert_eq!(again.layout, level.layout);
    assert_eq!(
        again.chunks[new_cell as usize].blocks[0].b.solidity,
        level.chunks[new_cell as usize].blocks[0].b.solidity
    );
    let mut a: Vec<_> = again.objects.iter().map(|o| (o.x, o.y, o.kind.clone())).collect();
    let mut b: Vec<_> = level.objects.iter().map(|o| (o.x, o.y, o.kind.clone())).collect();
    a.sort_by_key(|t| (t.0, t.1));
    b.sort_by_key(|t| (t.0, t.1));
    assert_eq!(a, b);
    assert_eq!(again.switchers.len(), level.switchers.len());
    // And exporting what was read back writes nothing more.
    let plan = sonlvl::plan(&ini, AIZ1, &again).unwrap();
    assert!(plan.files.iter().all(|f| f.change == Change::Unchanged), "{:?}", plan.describe(false));
}

#[test]
fn a_resized_layout_or_a_level_from_elsewhere_is_refused() {
    let Some(root) = skdisasm() else { return };
    let ini = root.join("SonLVL INI Files/SonLVL.ini");
    let mut level = imp::import(&ini, AIZ1).unwrap();
    level.layout = formats::Layout::new(level.layout.width() + 1, level.layout.height());
    let e = sonlvl::plan(&ini, AIZ1, &level).unwrap_err().to_string();
    assert!(e.contains("the project's layout is 97 x 13"), "{e}");
    let mut level = imp::import(&ini, AIZ1).unwrap();
    level.source = None;
    let e = sonlvl::plan(&ini, AIZ1, &level).unwrap_err().to_string();
    assert!(e.contains("only a level imported from a Sonic 3 & Knuckles project"), "{e}");
    // Art edits are refused, not dropped: nothing writes moduled Kosinski yet.
    let mut level = imp::import(&ini, AIZ1).unwrap();
    level.art_edits.palette.insert(1, 0x0E);
    let e = sonlvl::plan(&ini, AIZ1, &level).unwrap_err().to_string();
    assert!(e.contains("cannot be written into a Sonic 3 & Knuckles project yet"), "{e}");
}

/// Knuckles' own start is written back into his file (`Start Location/Knuckles/1.bin`, the `startpos=` entry
/// labelled Knuckles) and nothing else; a level with his start exported into a section that has no entry for
/// him is refused, nothing written.
#[test]
fn knuckles_own_start_is_written_into_his_file() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    for sub in ["SonLVL INI Files", "Levels"] {
        copy_dir(&root.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    let cnz1 = "Sonic 3\\\\Carnival Night Zone Act 1";
    let mut level = imp::import(&ini, cnz1).unwrap();
    level.knuckles_start = Some(formats::level::Point { x: 0x123, y: 0x456 });
    let plan = sonlvl::export(&ini, cnz1, &level, false).unwrap();
    let written: Vec<PathBuf> = plan
        .files
        .iter()
        .filter(|f| f.change == Change::Changed)
        .map(|f| std::fs::canonicalize(&f.path).unwrap())
        .collect();
    let knuckles = std::fs::canonicalize(dir.path().join("Levels/CNZ/Start Location/Knuckles/1.bin")).unwrap();
    assert_eq!(written, std::slice::from_ref(&knuckles));
    assert_eq!(std::fs::read(&knuckles).unwrap(), [0x01, 0x23, 0x04, 0x56]);
    let again = imp::import(&ini, cnz1).unwrap();
    assert_eq!((again.player_start, again.knuckles_start), (level.player_start, level.knuckles_start));

    // A section whose startpos= names Sonic alone.
    let text = std::fs::read_to_string(&ini).unwrap();
    let sonic_only = text.replace(
        "startpos=../Levels/CNZ/Start Location/Sonic/1.bin:Sonic:Sonic Start|../Levels/CNZ/Start Location/Knuckles/1.bin:Knuckles:Knuckles Start",
        "startpos=../Levels/CNZ/Start Location/Sonic/1.bin:Sonic:Sonic Start",
    );
    assert_ne!(sonic_only, text, "the project's CNZ1 startpos= entry is as expected");
    std::fs::write(&ini, sonic_only).unwrap();
    let before = snapshot(dir.path());
    match sonlvl::export(&ini, cnz1, &level, false) {
        Err(ExportError::Refused { violations, .. }) => {
            assert!(violations.iter().any(|v| v.message.contains("no entry labelled Knuckles")), "{violations:?}")
        }
        other => panic!("{other:?}"),
    }
    assert!(snapshot(dir.path()) == before, "nothing written");
}
