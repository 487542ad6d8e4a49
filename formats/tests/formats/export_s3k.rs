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

/// Every section with SonLVL's alternative layouts (`layoutcopy`), imported showing its option B, plans no
/// write: the exporter stores option A back to the file's bytes (two of Flying Battery 1's areas differ from
/// their stored copy of option A; the file's cells come back, not the copy).
#[test]
fn every_alternative_layout_exports_unchanged() {
    let Some(root) = skdisasm() else { return };
    let mut checked = Vec::new();
    for name in ["SonLVL.ini", "SonLVL - S3.ini", "SonLVL - S&K.ini"] {
        let ini = root.join("SonLVL INI Files").join(name);
        let project = imp::Project::load(&ini).unwrap();
        for l in project.levels() {
            let Some(copy) = project.layout_copy(&l.section).unwrap() else { continue };
            let Ok(stored) = project.import(&l.section) else { continue };
            let level = project.import_option(&l.section, Some(&copy.option_b)).unwrap();
            assert_ne!(level.layout, stored.layout, "{}", l.section);
            assert_eq!(level.source.as_ref().unwrap().layout_option.as_deref(), Some(copy.option_b.as_str()));
            let plan = sonlvl::plan(&ini, &l.section, &level).unwrap_or_else(|e| panic!("{}: {e}", l.section));
            for f in &plan.files {
                assert_eq!(f.change, Change::Unchanged, "{} {}: {}", l.section, f.key, f.path.display());
            }
            // Option A by name is the layout as stored.
            let a = project.import_option(&l.section, Some(&copy.option_a.to_lowercase())).unwrap();
            assert_eq!((a.layout == stored.layout, a.source.unwrap().layout_option), (true, None));
            checked.push(l.section);
        }
    }
    assert_eq!(checked.len(), 12, "{checked:?}");
}

/// Angel Island 1's "Tree Ride": the two columns at (89, 5) swap with the tree stored at (0, 0); an edit while it
/// shows stays with the tree ride when exported, the normal layout keeps its cells.
#[test]
fn an_edit_of_the_tree_ride_is_stored_where_sonlvl_keeps_it() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    for sub in ["SonLVL INI Files", "Levels"] {
        copy_dir(&root.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    let project = imp::Project::load(&ini).unwrap();
    let stored = project.import(AIZ1).unwrap();
    let mut tree = project.import_option(AIZ1, Some("Tree Ride")).unwrap();
    for (dx, dy) in [(0, 0), (1, 0), (0, 3), (1, 3)] {
        assert_eq!(tree.layout.get(89 + dx, 5 + dy), stored.layout.get(dx, dy));
        assert_eq!(tree.layout.get(dx, dy), stored.layout.get(89 + dx, 5 + dy));
    }
    let edited = (tree.layout.get(90, 6).unwrap() + 1) % tree.chunks.len() as u16;
    tree.layout.set(90, 6, Some(edited));
    sonlvl::export(&ini, AIZ1, &tree, true).unwrap();
    let again = imp::Project::load(&ini).unwrap();
    let normal = again.import(AIZ1).unwrap();
    assert_eq!(normal.layout.get(90, 6), stored.layout.get(90, 6), "the normal layout is kept");
    assert_eq!(normal.layout.get(1, 1), Some(edited), "the tree ride's copy has the edit");
    assert_eq!(again.import_option(AIZ1, Some("tree ride")).unwrap().layout, tree.layout);
}

/// Launch Base 1's areas keep a copy of option A (`X2:Y2`): an edit of an area while "Exterior" shows reaches
/// its copy, as SonLVL's `DoLayoutCopy` does, so "Interior" and back gives the edit.
#[test]
fn an_edit_of_an_area_reaches_option_a_s_copy() {
    let Some(root) = skdisasm() else { return };
    let dir = tempfile::tempdir().unwrap();
    for sub in ["SonLVL INI Files", "Levels"] {
        copy_dir(&root.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    const LBZ1: &str = "Sonic 3\\\\Launch Base Zone Act 1";
    let mut level = imp::import(&ini, LBZ1).unwrap();
    // Area 38:2:8:9, option A's copy at 136:0.
    let edited = (level.layout.get(40, 4).unwrap() + 1) % level.chunks.len() as u16;
    level.layout.set(40, 4, Some(edited));
    sonlvl::export(&ini, LBZ1, &level, true).unwrap();
    let again = imp::import(&ini, LBZ1).unwrap();
    assert_eq!((again.layout.get(40, 4), again.layout.get(138, 2)), (Some(edited), Some(edited)));
}

#[test]
fn a_layout_option_the_level_lacks_is_refused_naming_its_options() {
    let Some(root) = skdisasm() else { return };
    let ini = root.join("SonLVL INI Files/SonLVL.ini");
    let project = imp::Project::load(&ini).unwrap();
    let e = project.import_option(AIZ1, Some("Night")).unwrap_err().to_string();
    assert!(e.contains("no layout option 'Night'") && e.contains("Normal, Tree Ride"), "{e}");
    let e = project.import_option("Sonic 3\\\\Hydrocity Zone Act 1", Some("Tree Ride")).unwrap_err().to_string();
    assert!(e.contains("no alternative layout"), "{e}");
    // A level showing an option its project's section does not offer is refused by the export.
    let mut level = project.import(AIZ1).unwrap();
    level.source.as_mut().unwrap().layout_option = Some("Night".into());
    let e = sonlvl::plan(&ini, AIZ1, &level).unwrap_err().to_string();
    assert!(e.contains("'Night'"), "{e}");
}
