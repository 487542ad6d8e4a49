//! The benchmark's whole-act routes still reach the signpost (so they cannot rot silently): Chemical Plant
//! Zone 1's committed script (`engine/benches/routes/cpz1.inputs`, found by `examples/route_search.rs`)
//! replayed from the level's start on the imported act. Needs ../shared.

use crate::support::reference::{self, Act};
use engine::{Character, World};
use formats::inputs::InputScript;

#[test]
fn the_cpz1_route_reaches_the_signpost() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Cpz1);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/routes/cpz1.inputs");
    let script = InputScript::load(std::path::Path::new(path)).expect("the route script");
    let mut world = World::new(level, Character::Sonic);
    let frames = script.len();
    for (f, held) in script.frames().enumerate() {
        assert!(!world.objects.game.act_clear, "the act ended early, at frame {f}");
        world.step(held);
        assert_eq!(world.objects.game.deaths, 0, "died at frame {f}");
    }
    assert!(world.objects.game.act_clear, "not at the signpost after {frames} frames (x {})", world.player.pixel_x());
}
