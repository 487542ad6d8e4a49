//! Loop chunks and roll tunnels through the UI (egui_kittest): a Sonic 1 level's loop chunks and roll tunnels
//! authored in the Loop chunks panel, each change one undo step, and the engine colliding with the alternate
//! chunk.

use crate::support;

use crate::support::test_level;
use editor::StudioApp;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::loops::{LoopChunk, LoopTrigger, Loops};
use formats::{Chunk, Level, ProfileId};

/// The test level with the S1 profile and a second chunk (empty), the alternate-to-be.
fn level() -> Level {
    let mut level = test_level("Loops");
    level.profile = ProfileId::S1;
    level.chunks.push(Chunk::empty(level.chunk_size));
    level
}

fn harness() -> Harness<'static, StudioApp> {
    let mut h = support::app_harness(support::opened(level()));
    h.run();
    h
}

#[test]
fn loop_chunks_and_tunnels_are_added_in_the_panel_one_undo_step_each() {
    let mut h = harness();
    assert!(h.state().document.level().loops.is_empty());
    h.get_by_label("Loop chunks (0)").click();
    h.run();
    // The brush holds chunk 0 (the level's first chunk with terrain): it becomes a loop chunk, chunk 1 its
    // alternate.
    h.get_by_label("Add loop chunk").click();
    h.run();
    let one = Loops { chunks: vec![LoopChunk { chunk: 0, alternate: 1, trigger: LoopTrigger::Loop }], tunnels: vec![] };
    assert_eq!(h.state().document.level().loops, one);
    h.get_by_label("Add roll tunnel").click();
    h.run();
    assert_eq!(h.state().document.level().loops.tunnels, [0]);
    assert!(formats::validate::validate(h.state().document.level()).is_empty());
    h.state_mut().document.undo().expect("undo the tunnel");
    assert_eq!(h.state().document.level().loops, one);
    h.state_mut().document.undo().expect("undo the loop chunk");
    assert!(h.state().document.level().loops.is_empty());
    h.run();
    assert!(h.query_by_label("Loop chunks (0)").is_some());
}

#[test]
fn the_engine_collides_with_the_alternate_on_the_loop_layer() {
    let mut h = harness();
    h.get_by_label("Loop chunks (0)").click();
    h.run();
    h.get_by_label("Add loop chunk").click();
    h.run();
    // The engine's terrain for the edited level: layer B of a loop chunk holds its alternate (empty here),
    // layer A the chunk itself (its floor at y 192 in the second row of chunks).
    let terrain = engine::terrain::Terrain::from_level(h.state().document.level());
    let solidity = |layer| terrain.block_at(layer, 40, 128 + 100).map(|b| b.solidity);
    assert_eq!(solidity(formats::Layer::A), Some(formats::Solidity::All));
    assert_eq!(solidity(formats::Layer::B), Some(formats::Solidity::NotSolid));
}
