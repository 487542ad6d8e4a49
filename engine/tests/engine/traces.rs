//! Replays the real Sonic 2 traces in `../shared/reference/s2-traces` on Emerald Hill Zone Act 1 imported
//! from `../shared/reference/s2disasm`, with its objects, comparing every frame over the trace's whole length:
//! position and subpixels, speeds, Ground Speed, angle, air, rolling, standing on an object, layer and the
//! ring count must all match. Traces named `*_nobadniks` were recorded with every badnik removed and are
//! replayed the same way (`sim --no-badniks`).

use engine::objects::layout::LayoutOptions;
use engine::{Character, World};
use formats::Layer;
use formats::inputs::{Buttons, InputScript};
use std::sync::OnceLock;

use formats::reference::shared_dir as shared;

fn ehz1(shared: &std::path::Path) -> &'static formats::Level {
    static LEVEL: OnceLock<formats::Level> = OnceLock::new();
    LEVEL.get_or_init(|| {
        let ini = shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini");
        match formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1") {
            Ok(level) => level,
            Err(e) => panic!("EHZ1 import failed: {e}"),
        }
    })
}

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

struct Trace {
    rows: Vec<State>,
    inputs: Vec<Buttons>,
}

fn read_trace(dir: &std::path::Path, name: &str) -> Trace {
    let read = |file: String| match std::fs::read_to_string(dir.join(&file)) {
        Ok(text) => text,
        Err(e) => panic!("{file}: {e}"),
    };
    let csv = read(format!("{name}.csv"));
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let col = |n: &str| header.iter().position(|h| *h == n).unwrap_or_else(|| panic!("no column {n}"));
    let (cx, cxs, cy, cys) = (col("x_px"), col("x_sub"), col("y_px"), col("y_sub"));
    let (cvx, cvy, cg, ca, cs, cl) =
        (col("x_vel"), col("y_vel"), col("inertia"), col("angle"), col("status"), col("top_solid_bit"));
    let cr = col("rings");
    let rows: Vec<State> = lines
        .map(|line| {
            let f: Vec<i64> = line.split(',').map(|v| v.parse::<i64>().unwrap_or(0)).collect();
            State {
                x: f[cx] as i32,
                x_sub: (f[cxs] >> 8) as i32,
                y: f[cy] as i32,
                y_sub: (f[cys] >> 8) as i32,
                x_speed: f[cvx] as i16,
                y_speed: f[cvy] as i16,
                ground_speed: f[cg] as i16,
                angle: f[ca] as u8,
                air: f[cs] & 2 != 0,
                rolling: f[cs] & 4 != 0,
                on_object: f[cs] & 8 != 0,
                layer: if f[cl] == 12 { Layer::A } else { Layer::B },
                rings: f[cr] as u16,
            }
        })
        .collect();
    let script = match InputScript::parse(&read(format!("{name}.inputs"))) {
        Ok(s) => s,
        Err(e) => panic!("{name}.inputs: {e}"),
    };
    Trace { rows, inputs: script.frames().collect() }
}

fn replay(name: &str) {
    let Some(shared) = shared() else { return };
    let level = ehz1(&shared);
    let trace = read_trace(&shared.join("reference/s2-traces"), name);
    // Row 0 is the first frame with control; the level's start position (y 655) has been snapped to the floor
    // (656) by then, during the title card, so start from row 0 as `sim --start` would.
    let start = engine::Player::standing(Character::Sonic, trace.rows[0].x, trace.rows[0].y);
    let options = LayoutOptions { no_badniks: name.contains("nobadniks") };
    let mut world = World::with_options(level, start, options);
    assert_eq!(state_of(&world), trace.rows[0], "{name}: start state");
    let frames = trace.rows.len().min(trace.inputs.len() + 1);
    for t in 1..frames {
        let before = state_of(&world);
        world.step(trace.inputs[t - 1]);
        let got = state_of(&world);
        assert!(
            got == trace.rows[t],
            "{name}: frame {t} (input {}) differs\n  expected {:?}\n  got      {:?}\n  previous {:?}",
            trace.inputs[t - 1],
            trace.rows[t],
            got,
            before
        );
    }
    eprintln!("{name}: {} frames match", frames - 1);
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
    let level = ehz1(&shared);
    assert_eq!(level.player_start.y, 655);
    let world = World::new(level, Character::Sonic);
    for name in ["walk_right", "jump_full", "roll", "spindash", "run_stop"] {
        let trace = read_trace(&shared.join("reference/s2-traces"), name);
        assert_eq!(state_of(&world), trace.rows[0], "{name}");
    }
}
