//! Level art from skdisasm's SonLVL projects: every moduled Kosinski pattern file decompresses to the size its
//! header gives, Angel Island 1's primary and secondary patterns and blocks load one after the other, and every
//! section the importer takes loads its art. Needs ../shared (skipped without it).
#![allow(clippy::unwrap_used)]

use formats::art;
use formats::import::{kosinski, sonlvl::Project};
use std::path::PathBuf;

fn skdisasm() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/skdisasm"))
}

fn kosm_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().filter_map(Result::ok) {
        let p = e.path();
        if p.is_dir() {
            kosm_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "kosm") {
            out.push(p);
        }
    }
}

#[test]
fn moduled_kosinski_files_decompress_to_their_header_size() {
    let Some(root) = skdisasm() else { return };
    let mut files = Vec::new();
    kosm_files(&root.join("Levels"), &mut files);
    assert!(files.len() > 50, "{}", files.len());
    for f in files {
        let data = std::fs::read(&f).unwrap();
        let out = kosinski::decompress_moduled(&data, kosinski::DEFAULT_MAX_OUTPUT)
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(out.len(), u16::from_be_bytes([data[0], data[1]]) as usize, "{}", f.display());
    }
}

#[test]
fn angel_island_1_loads_primary_then_secondary_art() {
    let Some(root) = skdisasm() else { return };
    let levels = root.join("Levels/AIZ");
    let size = |rel: &str| {
        let d = std::fs::read(levels.join(rel)).unwrap();
        if rel.ends_with(".kosm") {
            u16::from_be_bytes([d[0], d[1]]) as usize
        } else {
            kosinski::decompress(&d).unwrap().len()
        }
    };
    let project = Project::load(&root.join("SonLVL INI Files/SonLVL.ini")).unwrap();
    let art = art::load_sonlvl(&project, "Sonic 3\\\\Angel Island Zone Act 1").unwrap();
    let patterns = (size("Tiles/Act 1 Primary.kosm") + size("Tiles/Act 1 Main Level.kosm")) / 32;
    let blocks = (size("Blocks/Act 1 Primary.kos") + size("Blocks/Act 1 Main Level.kos")) / 8;
    assert!(art.pattern_count() >= patterns, "{} < {patterns}", art.pattern_count());
    assert_eq!(art.block_count(), blocks);
    // Some block of the level draws something.
    assert!((0..blocks as u16).any(|b| art.block_pixel(b, 8, 8, art::Plane::Both).is_some_and(|c| c[3] != 0)));
}

#[test]
fn every_imported_section_loads_its_art_and_background() {
    let Some(root) = skdisasm() else { return };
    let ini = root.join("SonLVL INI Files/SonLVL.ini");
    let project = Project::load(&ini).unwrap();
    for l in project.levels() {
        let Ok(level) = project.import(&l.section) else { continue };
        art::load(&level, None).unwrap_or_else(|e| panic!("{}: {e}", l.section));
        let background = art::load_background(&level, None).unwrap_or_else(|e| panic!("{}: {e}", l.section));
        assert!(background.is_some(), "{}", l.section);
    }
}
