//! Recorded traces of the real games (`../shared/reference/s2-traces`, `../shared/reference/s1-traces`): per
//! trace a CSV of the player's state on each frame and an inputs script, replayed by the engine and compared
//! frame by frame.

use engine::World;
use formats::inputs::{Buttons, InputScript};
use std::fmt::Debug;
use std::path::Path;

/// A trace's rows, in a test's own terms, and the buttons held on each frame.
pub struct Trace<S> {
    pub rows: Vec<S>,
    pub inputs: Vec<Buttons>,
}

/// Reads `name.csv` and `name.inputs` from `dir`; `row` turns the numbers of one line in the CSV's `columns`
/// (in that order) into a state. A cell that is not a number reads 0.
pub fn read<S, const N: usize>(dir: &Path, name: &str, columns: [&str; N], row: impl Fn([i64; N]) -> S) -> Trace<S> {
    let read = |file: String| match std::fs::read_to_string(dir.join(&file)) {
        Ok(text) => text,
        Err(e) => panic!("{file}: {e}"),
    };
    let csv = read(format!("{name}.csv"));
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let col = |n: &str| header.iter().position(|h| *h == n).unwrap_or_else(|| panic!("no column {n}"));
    let c = columns.map(col);
    let rows = lines
        .map(|line| {
            let f: Vec<i64> = line.split(',').map(|v| v.parse::<i64>().unwrap_or(0)).collect();
            row(c.map(|i| f[i]))
        })
        .collect();
    let script = match InputScript::parse(&read(format!("{name}.inputs"))) {
        Ok(s) => s,
        Err(e) => panic!("{name}.inputs: {e}"),
    };
    Trace { rows, inputs: script.frames().collect() }
}

/// Checks `world` against row 0, then steps it with the trace's inputs through frame `upto` (or the trace's
/// end), checking `state_of` against every row.
pub fn replay<S: PartialEq + Debug>(
    name: &str,
    world: &mut World,
    trace: &Trace<S>,
    upto: usize,
    state_of: impl Fn(&World) -> S,
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
