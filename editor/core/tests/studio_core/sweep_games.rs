//! The bot sweep's start points on a game level: only where the player can get to from the level's start.
//! Emerald Hill's ground is a top-only surface over empty collision, with walls and ceilings inside it; its
//! insides have floors too, which bots started there only fell out of the level from.

use std::path::Path;
use studio_core::sweep::{Reachable, start_points};

#[test]
fn emerald_hill_start_points_are_all_above_its_ground() {
    let shared = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared"));
    if !shared.is_dir() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "../shared is missing and CI=true");
        println!("skipped: ../shared absent");
        return;
    }
    let ini = shared.join("reference/s2disasm-full/SonLVL INI Files/SonLVL.ini");
    let level = formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1").expect("imports");
    let pixels = studio_core::lint::Pixels::new(&level);
    let reach = Reachable::from_start(&level, &pixels);
    assert!(reach.contains(level.player_start.x, level.player_start.y));
    let starts = start_points(&level, 128);
    // 230 floors every 128 px, 44 of them inside the ground (the sweep's deaths 334 -> 118 of 1,150 runs).
    assert_eq!(starts.len(), 186);
    // (Under the loop near x 6600 the ground's inside stays: its right side has no wall below the slope, so a
    // player who falls there can walk in.)
    for inside in [(80, 860), (464, 732), (592, 732)] {
        assert!(!starts.contains(&inside), "{inside:?} is inside the ground");
        assert!(!reach.contains(inside.0, inside.1));
    }
    // The surface at the start and the top of the first hill stay.
    assert!(starts.iter().any(|&(x, y)| x == 80 && y < 700), "{starts:?}");
}
