//! Replays the real Sonic 2 traces in `../shared/reference/s2-traces` on Emerald Hill Zone Act 1 imported
//! from `../shared/reference/s2disasm`, with its objects, comparing every frame over the trace's whole length:
//! position and subpixels, speeds, Ground Speed, angle, air, rolling, standing on an object, layer and the
//! ring count must all match. Traces named `*_nobadniks` were recorded with every badnik removed and are
//! replayed the same way (`sim --no-badniks`).

use crate::support::reference::{self, Act};
use crate::support::trace::{self, Motion, Trace};
use engine::objects::runtime::layout::LayoutOptions;
use engine::{Character, World};
use formats::Layer;

use formats::reference::shared_dir as shared;

/// One row of a trace, in our terms.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
struct State {
    motion: Motion,
    air: bool,
    rolling: bool,
    on_object: bool,
    layer: Layer,
    rings: u16,
}

fn state_of(world: &World) -> State {
    let p = &world.player;
    State {
        motion: Motion::of(p),
        air: p.air,
        rolling: p.rolling,
        on_object: p.on_object,
        layer: p.layer,
        rings: world.rings(),
    }
}

fn read_trace(dir: &std::path::Path, name: &str) -> Trace<State> {
    let columns = [&Motion::COLUMNS[..], &["status", "top_solid_bit", "rings"]].concat();
    trace::read(dir, name, &columns, |f, _| State {
        motion: Motion::from_cells(f),
        air: f[8] & 2 != 0,
        rolling: f[8] & 4 != 0,
        on_object: f[8] & 8 != 0,
        layer: if f[9] == 12 { Layer::A } else { Layer::B },
        rings: f[10] as u16,
    })
}

fn replay(name: &str) {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    let trace = read_trace(&shared.join("reference/s2-traces"), name);
    // Row 0 is the first frame with control; the level's start position (y 655) has been snapped to the floor
    // (656) by then, during the title card, so start from row 0 as `sim --start` would.
    let start = engine::Player::standing(Character::Sonic, trace.rows[0].motion.x, trace.rows[0].motion.y);
    let options = LayoutOptions { no_badniks: name.contains("nobadniks") };
    let mut world = World::with_options(level, start, options);
    trace::replay(name, &mut world, &trace, usize::MAX, state_of);
}

#[test]
fn walk_right() {
    replay("walk_right");
}

#[test]
fn jump_full() {
    replay("jump_full");
}

#[test]
fn run_stop() {
    replay("run_stop");
}

#[test]
fn spindash() {
    replay("spindash");
}

#[test]
fn roll() {
    replay("roll");
}

/// The whole of Emerald Hill Zone Act 1 without badniks: 5,324 frames of rings, bridges, monitors, springs,
/// loops, the signpost and the run-out.
#[test]
fn ehz1_full_nobadniks() {
    replay("ehz1_full_nobadniks");
}

/// The start state from the level alone is every trace's row 0 (y 656, angle 0): Sonic alone
/// (`World::start` without the sidekick: the start position, y 655, settled on the floor below it by one ground
/// check, as the frames before control leave it), and Sonic as the game starts him with CPU Tails (`World::new`:
/// the title card's frames simulated).
#[test]
fn start_state_from_the_level() {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    assert_eq!(level.player_start.y, 655);
    let alone = World::start(level, Character::Sonic, false);
    let with_tails = World::new(level, Character::Sonic);
    assert!(alone.second.is_none() && with_tails.second.is_some());
    for name in ["walk_right", "jump_full", "roll", "spindash", "run_stop"] {
        let trace = read_trace(&shared.join("reference/s2-traces"), name);
        assert_eq!(state_of(&alone), trace.rows[0], "{name}");
        assert_eq!(state_of(&with_tails), trace.rows[0], "{name}");
    }
}
