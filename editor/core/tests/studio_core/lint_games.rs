//! The lint on the games' own levels (issue #31, item 10): an unedited level imported from the disassemblies'
//! SonLVL projects lists nothing, an edit lists exactly what it added, and a level whose project is gone says
//! so and lists everything.

use formats::{Block, LayerCell, SolidTile, Solidity};
use std::path::{Path, PathBuf};
use studio_core::lint::{Check, GameBaseline, lint, lint_against};

/// `../shared/reference`, or `None` (skip) when ../shared is absent outside CI.
fn reference() -> Option<PathBuf> {
    let shared = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared"));
    if !shared.is_dir() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "../shared is missing and CI=true");
        println!("skipped: ../shared absent");
        return None;
    }
    Some(shared.join("reference"))
}

/// Every level of both disassemblies, unedited: the plain lint finds the games' own 2-pixel steps, terrain on
/// one layer and rings in blocks (the numbers below), the lint against the game lists none of them.
#[test]
fn unedited_game_levels_list_no_problem() {
    let Some(reference) = reference() else { return };
    // One thread a game (the lint of 46 levels is most of this binary's time in a debug build).
    let per_game = std::thread::scope(|scope| {
        let runs: Vec<_> = ["s1disasm-full", "s2disasm-full"]
            .map(|game| {
                let ini = reference.join(game).join("SonLVL INI Files/SonLVL.ini");
                scope.spawn(move || {
                    let project = formats::import::sonlvl::Project::load(&ini).expect("the project loads");
                    let mut plain = std::collections::BTreeMap::new();
                    let mut levels = 0;
                    for entry in project.levels() {
                        let Ok(level) = project.import(&entry.section) else { continue };
                        levels += 1;
                        let baseline = GameBaseline::of(&level, None).expect("re-imports").expect("a game level");
                        let report = lint_against(&level, Some(&baseline));
                        assert_eq!(report.problems, [], "{game} [{}]", entry.section);
                        for p in lint(&level) {
                            *plain.entry(p.check).or_insert(0) += 1;
                        }
                    }
                    (levels, plain)
                })
            })
            .into_iter()
            .collect();
        runs.into_iter().map(|r| r.join().expect("no panic")).collect::<Vec<_>>()
    });
    let levels: usize = per_game.iter().map(|(n, _)| n).sum();
    let mut plain = std::collections::BTreeMap::new();
    for (check, n) in per_game.iter().flat_map(|(_, p)| p) {
        *plain.entry(*check).or_insert(0) += n;
    }
    assert_eq!(levels, 46);
    // What the plain lint says about the same levels (capped at 200 a check and level).
    assert_eq!(plain.get(&Check::Seam), Some(&702));
    assert_eq!(plain.get(&Check::OneLayerTerrain), Some(&1438));
    assert_eq!(plain.get(&Check::ObjectInGround), Some(&20));
    assert_eq!(plain.get(&Check::Switcher), Some(&2));
}

/// Lowering one block of Emerald Hill 1's floor by two pixels: the lint against the game lists the two seams
/// that made and nothing else; a level whose project cannot be read says why.
#[test]
fn an_edit_to_a_game_level_lists_what_it_added() {
    let Some(reference) = reference() else { return };
    let ini = reference.join("s2disasm-full/SonLVL INI Files/SonLVL.ini");
    let mut level = formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1").expect("imports");
    let baseline = GameBaseline::of(&level, None).expect("re-imports").expect("a game level");
    // The flat floor after the first slope: top at y 644 from x 384 to 639, chunk 4's first block row
    // (height 12). A copy of chunk 4 at layout cell 3, 5 with the block at x 448..463 two pixels lower.
    let probe = studio_core::probe::probe(&level, 448, 644).expect("inside the level");
    let chunk = probe.chunk.expect("a chunk");
    assert_eq!((chunk, probe.chunk_col, probe.chunk_row, probe.block_col, probe.block_row), (4, 3, 5, 4, 0));
    level.tiles.push(SolidTile::from_heights([10; 16]));
    let tile = (level.tiles.len() - 1) as u16;
    let cell = LayerCell { tile, solidity: Solidity::All };
    let mut edited = level.chunks[usize::from(chunk)].clone();
    *edited.block_mut(level.chunk_size, 4, 0).expect("block") = Block { a: cell, b: cell, ..Block::EMPTY };
    level.chunks.push(edited);
    level.layout.set(3, 5, Some((level.chunks.len() - 1) as u16));
    let report = lint_against(&level, Some(&baseline));
    let texts: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "447, 644: seam: the floor jumps at the block edge x 447|448 (layer A and B)",
            "463, 644: seam: the floor jumps at the block edge x 463|464 (layer A and B)"
        ]
    );
    assert_eq!(report.as_in_the_game, 41);
    // The project moved away: the lint says so (and, given no baseline, lists what the game has too).
    level.art = Some(formats::art::ArtSource::SonLvl {
        project: "/nonexistent/SonLVL.ini".into(),
        section: "Emerald Hill Zone Act 1".into(),
    });
    let err = GameBaseline::of(&level, None).expect_err("cannot re-import");
    assert!(err.starts_with("/nonexistent/SonLVL.ini [Emerald Hill Zone Act 1] could not be imported: "), "{err}");
    assert_eq!(lint_against(&level, None).problems.len(), 43);
}
