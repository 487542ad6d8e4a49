//! Recorded traces of the real games (`../shared/reference/s2-traces`, `../shared/reference/s1-traces`): per
//! trace a CSV of the player's state on each frame and an inputs script, replayed by the engine and compared
//! frame by frame.

use engine::{Player, World};
use formats::inputs::{Buttons, InputScript};
use std::fmt::Debug;
use std::path::Path;

/// The columns every trace has: the player's position in pixels and the high byte of its subpixels, speeds,
/// Ground Speed and angle.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
pub struct Motion {
    pub x: i32,
    pub x_sub: i32,
    pub y: i32,
    pub y_sub: i32,
    pub x_speed: i16,
    pub y_speed: i16,
    pub ground_speed: i16,
    pub angle: u8,
}

impl Motion {
    /// The CSV columns `from_cells` reads, in its order.
    pub const COLUMNS: [&str; 8] = ["x_px", "x_sub", "y_px", "y_sub", "x_vel", "y_vel", "inertia", "angle"];

    /// The player's.
    pub fn of(p: &Player) -> Self {
        Motion {
            x: p.x >> 8,
            x_sub: p.x & 0xFF,
            y: p.y >> 8,
            y_sub: p.y & 0xFF,
            x_speed: p.x_speed,
            y_speed: p.y_speed,
            ground_speed: p.ground_speed,
            angle: p.angle,
        }
    }

    /// From a row's cells in `COLUMNS` order (the CSV's subpixels are 16-bit: their high byte is kept).
    pub fn from_cells(f: &[i64]) -> Self {
        Motion {
            x: f[0] as i32,
            x_sub: (f[1] >> 8) as i32,
            y: f[2] as i32,
            y_sub: (f[3] >> 8) as i32,
            x_speed: f[4] as i16,
            y_speed: f[5] as i16,
            ground_speed: f[6] as i16,
            angle: f[7] as u8,
        }
    }
}

/// A trace's rows, in a test's own terms, and the buttons held on each frame.
pub struct Trace<S> {
    pub rows: Vec<S>,
    pub inputs: Vec<Buttons>,
}

/// Reads `name.csv` and `name.inputs` from `dir`; `row` turns one line's cells in the CSV's `columns` (in that
/// order) into a state, given as numbers (a cell that is not a number, or is missing, reads 0) and as text.
pub fn read<S>(dir: &Path, name: &str, columns: &[&str], row: impl Fn(&[i64], &[&str]) -> S) -> Trace<S> {
    let read = |file: String| match std::fs::read_to_string(dir.join(&file)) {
        Ok(text) => text,
        Err(e) => panic!("{file}: {e}"),
    };
    let csv = read(format!("{name}.csv"));
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let col = |n: &str| header.iter().position(|h| *h == n).unwrap_or_else(|| panic!("no column {n}"));
    let c: Vec<usize> = columns.iter().map(|n| col(n)).collect();
    let rows = lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            let text: Vec<&str> = c.iter().map(|&i| cells.get(i).copied().unwrap_or("")).collect();
            let numbers: Vec<i64> = text.iter().map(|v| v.parse::<i64>().unwrap_or(0)).collect();
            row(&numbers, &text)
        })
        .collect();
    let script = match InputScript::parse(&read(format!("{name}.inputs"))) {
        Ok(s) => s,
        Err(e) => panic!("{name}.inputs: {e}"),
    };
    Trace { rows, inputs: script.frames().collect() }
}

/// Checks `world` against row 0, then steps it with the trace's inputs through frame `upto` (or the trace's
/// end), checking `state_of` against every row — twice: as given, and a copy with the object scheduler off
/// (`World::set_object_scheduler`: every object runs every frame, as the game's `RunObjects` does), which must
/// match the recording as exactly and end in the same state.
pub fn replay<S: PartialEq + Debug>(
    name: &str,
    world: &mut World,
    trace: &Trace<S>,
    upto: usize,
    state_of: impl Fn(&World) -> S,
) {
    let mut unscheduled = world.clone();
    unscheduled.set_object_scheduler(!world.object_scheduler());
    replay_one(name, world, trace, upto, &state_of);
    let other = if unscheduled.object_scheduler() { "scheduler on" } else { "scheduler off" };
    replay_one(&format!("{name} ({other})"), &mut unscheduled, trace, upto, &state_of);
    assert!(unscheduled.snapshot() == world.snapshot(), "{name}: the object scheduler changed the end state");
}

fn replay_one<S: PartialEq + Debug>(
    name: &str,
    world: &mut World,
    trace: &Trace<S>,
    upto: usize,
    state_of: &impl Fn(&World) -> S,
) {
    assert_eq!(state_of(world), trace.rows[0], "{name}: start state");
    let frames = trace.rows.len().min(trace.inputs.len() + 1).min(upto);
    for t in 1..frames {
        let before = state_of(world);
        world.step(trace.inputs[t - 1]);
        let got = state_of(world);
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
