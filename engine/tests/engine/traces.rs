//! Replays the real Sonic 2 traces in `../shared/reference/s2-traces` on Emerald Hill Zone Act 1 imported
//! from `../shared/reference/s2disasm`, with its objects, comparing every frame over the trace's whole length:
//! position and subpixels, speeds, Ground Speed, angle, air, rolling, standing on an object, layer and the
//! ring count must all match. Traces named `*_nobadniks` were recorded with every badnik removed and are
//! replayed the same way (`sim --no-badniks`).

use crate::support::reference::{self, Act};
use crate::support::trace::{self, Trace};
use engine::objects::layout::LayoutOptions;
use engine::{Character, World};
use formats::Layer;

use formats::reference::shared_dir as shared;

/// One row of a trace, in our terms.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
struct State {
    x: i32,
    x_sub: i32,
    y: i32,
    y_sub: i32,
    x_speed: i16,
    y_speed: i16,
    ground_speed: i16,
    angle: u8,
    air: bool,
    rolling: bool,
    on_object: bool,
    layer: Layer,
    rings: u16,
}

fn state_of(world: &World) -> State {
    let p = &world.player;
    State {
        x: p.x >> 8,
        x_sub: p.x & 0xFF,
        y: p.y >> 8,
        y_sub: p.y & 0xFF,
        x_speed: p.x_speed,
        y_speed: p.y_speed,
        ground_speed: p.ground_speed,
        angle: p.angle,
        air: p.air,
        rolling: p.rolling,
        on_object: p.on_object,
        layer: p.layer,
        rings: world.rings(),
    }
}

fn read_trace(dir: &std::path::Path, name: &str) -> Trace<State> {
    let columns =
        ["x_px", "x_sub", "y_px", "y_sub", "x_vel", "y_vel", "inertia", "angle", "status", "top_solid_bit", "rings"];
    trace::read(dir, name, columns, |[x, x_sub, y, y_sub, x_vel, y_vel, inertia, angle, status, top_solid, rings]| {
        State {
            x: x as i32,
            x_sub: (x_sub >> 8) as i32,
            y: y as i32,
            y_sub: (y_sub >> 8) as i32,
            x_speed: x_vel as i16,
            y_speed: y_vel as i16,
            ground_speed: inertia as i16,
            angle: angle as u8,
            air: status & 2 != 0,
            rolling: status & 4 != 0,
            on_object: status & 8 != 0,
            layer: if top_solid == 12 { Layer::A } else { Layer::B },
            rings: rings as u16,
        }
    })
}

fn replay(name: &str) {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    let trace = read_trace(&shared.join("reference/s2-traces"), name);
    // Row 0 is the first frame with control; the level's start position (y 655) has been snapped to the floor
    // (656) by then, during the title card, so start from row 0 as `sim --start` would.
    let start = engine::Player::standing(Character::Sonic, trace.rows[0].x, trace.rows[0].y);
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

/// The start state from the level alone (`World::new`: the start position, y 655, settled on the floor below
/// it by one ground check, as the frames before control leave it) is every trace's row 0 (y 656, angle 0).
#[test]
fn start_state_from_the_level() {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    assert_eq!(level.player_start.y, 655);
    let world = World::new(level, Character::Sonic);
    for name in ["walk_right", "jump_full", "roll", "spindash", "run_stop"] {
        let trace = read_trace(&shared.join("reference/s2-traces"), name);
        assert_eq!(state_of(&world), trace.rows[0], "{name}");
    }
}
