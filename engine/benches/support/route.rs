//! A whole act as the real game was played through it: a recording of the trace suite
//! (`../shared/reference/openggf-traces`) that the engine matches over its whole length, driven from the
//! recording's start (`benches/objects.rs` "recorded routes", `examples/profile_objects.rs --recording`).

use engine::World;
use engine::recording;
use formats::inputs::Buttons;
use formats::recording::{Game, Row};
use std::ops::ControlFlow;

/// The recordings the routes are taken from: every Sonic 1 act 1 and the Sonic 2 zones of part 3, all
/// matched frame for frame (`engine/tests/engine/openggf_frontier.txt`), and Sonic 3 & Knuckles' Angel Island
/// route as far as the engine matches it ([`MATCHED_PART`]).
pub const RECORDED_ROUTES: [&str; 11] = [
    "s1/ghz1_completerun",
    "s1/lz1_completerun",
    "s1/mz1_completerun",
    "s1/syz1_completerun",
    "s1/slz1_completerun",
    "s1/sbz1_completerun",
    "s2/arz",
    "s2/cnz",
    "s2/htz",
    "s2/mcz",
    "s3k/aiz1_to_hcz_fullrun",
];

/// Routes the engine does not match whole yet: taken up to the frame before their first divergence (the
/// trace suite's frontier), so their figures are the game's route as far as it goes. The benchmark's name
/// gives the frames.
pub const MATCHED_PART: [&str; 1] = ["s3k/aiz1_to_hcz_fullrun"];

pub struct RecordedRoute {
    /// The world at the recording's start (its level, player, CPU Tails and counters).
    pub start: World,
    pub rows: Vec<Row>,
    pub inputs: Vec<Buttons>,
    pub sonic1: bool,
}

impl RecordedRoute {
    /// The route of recording `name` (`s1/mz1_completerun`); `None` without `../shared`. Panics when the
    /// engine no longer matches the recording whole (the figures would not be the game's route), unless the
    /// route is one of [`MATCHED_PART`]: then its matched frames.
    pub fn load(shared: &std::path::Path, name: &str) -> Option<Self> {
        let (route, outcome) = Self::load_matched(shared, name)?;
        let part = MATCHED_PART.contains(&name);
        assert!(part || outcome.divergence.is_none(), "{name} no longer matches whole: {outcome:?}");
        Some(route)
    }

    /// The route of recording `name` as far as the engine matches it (the frames before its first divergence,
    /// all of them when there is none: a recording the trace suite does not match whole yet, such as
    /// `s3k/aiz1_to_hcz_fullrun`), with the replay's outcome; `None` without `../shared`.
    pub fn load_matched(shared: &std::path::Path, name: &str) -> Option<(Self, recording::Outcome)> {
        let recording = formats::recording::read(&shared.join("reference/openggf-traces").join(name)).ok()?;
        let meta = &recording.metadata;
        let ini = formats::reference::full_sonlvl_ini(shared, meta.game)?;
        let level = formats::import::sonlvl::import(&ini, &meta.sonlvl_level()?).ok()?;
        let mut start = recording::start_world(&level, &recording);
        // The act the level runs into in place (Angel Island 1's act 2), the background plane, as the trace suite
        // gives them.
        recording::attach_project(&mut start, &level, &ini).ok()?;
        let outcome = recording::replay(&mut start.clone(), &recording, |_, _, _| {});
        let sonic1 = meta.game == Game::S1;
        let (mut rows, mut inputs) = (recording.gameplay_rows(), recording.inputs());
        rows.truncate(outcome.matched);
        inputs.truncate(outcome.matched);
        Some((Self { start, rows, inputs, sonic1 }, outcome))
    }

    /// Plays the route on `world`, a copy of [`RecordedRoute::start`] (the benchmark makes the copy outside the
    /// timed part: the figures are the frames', not the copy's); the player's final x and rings (to keep the
    /// work observable).
    pub fn play(&self, mut world: World) -> (i32, u16) {
        recording::drive(&mut world, &self.rows, &self.inputs, self.sonic1, |_, _, _| ControlFlow::Continue(()));
        (world.player.pixel_x(), world.rings())
    }
}
