//! `spg-studio sim` and `spg-studio import` as scripts use them: exact CSV, summary, exit codes, and the
//! end-to-end contract — importing Emerald Hill Zone and simulating a real-game trace's inputs reproduces
//! the recorded states.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");
const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels/proving_grounds.ron");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().expect("spg-studio runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, body).expect("write script");
    path
}

#[test]
fn csv_rows_start_at_frame_0_and_follow_the_spg_numbers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let inputs = script(dir.path(), "run.inputs", "# accelerate\n128 R\n");
    let out = run(&["sim", SAMPLE, "--inputs", inputs.to_str().unwrap_or(""), "--start", "100,620", "--csv", "-"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 129);
    assert_eq!(lines[0], "frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer");
    assert_eq!(lines[1], "0,100,620,0,0,0,0,0,0,0,0,A");
    assert_eq!(lines[2], "1,100,620,12,0,12,0,12,0,0,0,A");
    // Top speed after 128 frames, 387 px travelled exactly.
    assert_eq!(lines[129], "128,487,620,0,0,1536,0,1536,0,0,0,A");
}

#[test]
fn frames_past_the_script_hold_nothing_and_options_apply() {
    let dir = tempfile::tempdir().expect("temp dir");
    let inputs = script(dir.path(), "jump.inputs", "1 J\n");
    let csv = dir.path().join("out.csv");
    let out = run(&[
        "sim",
        SAMPLE,
        "--inputs",
        inputs.to_str().unwrap_or(""),
        "--frames",
        "3",
        "--start",
        "100,620",
        "--character",
        "knuckles",
        "--profile",
        "s1",
        "--csv",
        csv.to_str().unwrap_or(""),
        "--summary",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let written = std::fs::read_to_string(&csv).expect("csv written");
    let rows: Vec<&str> = written.lines().collect();
    assert_eq!(rows.len(), 5);
    // Knuckles jumps with −0x600; the jump frame does not move; the centre drops 5 px as he curls. Jump is
    // released on frame 2, so Y Speed is capped at −0x400 before moving, then gravity adds 0x38.
    assert_eq!(rows[2], "1,100,625,0,0,0,-1536,0,0,1,1,A");
    assert_eq!(rows[3], "2,100,621,0,0,0,-968,0,0,1,1,A");
    assert_eq!(rows[4], "3,100,617,0,56,0,-912,0,0,1,1,A");
    let summary = text(&out.stdout);
    assert!(summary.starts_with("frames 3: x 100:0 y 617:56 "), "{summary}");
    assert!(summary.trim_end().ends_with("frames/s"), "{summary}");
}

#[test]
fn bad_input_exits_1_and_usage_errors_exit_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = script(dir.path(), "bad.inputs", "10 R\nfive L\n");
    let out = run(&["sim", SAMPLE, "--inputs", bad.to_str().unwrap_or("")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("bad.inputs: line 2: 'five' is not a frame count"), "{}", text(&out.stderr));
    let good = script(dir.path(), "good.inputs", "1 -\n");
    let missing = dir.path().join("missing.ron");
    let out = run(&["sim", missing.to_str().unwrap_or(""), "--inputs", good.to_str().unwrap_or("")]);
    assert_eq!(out.status.code(), Some(1));
    for args in [
        vec!["sim", SAMPLE],
        vec!["sim", SAMPLE, "--inputs", good.to_str().unwrap_or(""), "--start", "1;2"],
        vec!["sim", SAMPLE, "--inputs", good.to_str().unwrap_or(""), "--profile", "s4"],
        vec!["sim", SAMPLE, "--inputs", good.to_str().unwrap_or(""), "--character", "amy"],
        vec!["import", "sonlvl", "x.ini"],
    ] {
        assert_eq!(run(&args).status.code(), Some(2), "{args:?}");
    }
}

use formats::reference::shared_dir as shared;

#[test]
fn import_then_sim_reproduces_the_real_game() {
    let Some(shared) = shared() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini");
    let level = dir.path().join("ehz1.ron");
    let out = run(&[
        "import",
        "sonlvl",
        ini.to_str().unwrap_or(""),
        "--level",
        "Emerald Hill Zone Act 1",
        "-o",
        level.to_str().unwrap_or(""),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("(256 tiles, 256 chunks, 128 x 16 layout, 19 switchers,"));

    let traces = shared.join("reference/s2-traces");
    let inputs = traces.join("roll.inputs");
    let out = run(&[
        "sim",
        level.to_str().unwrap_or(""),
        "--inputs",
        inputs.to_str().unwrap_or(""),
        "--start",
        "96,656",
        "--csv",
        "-",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ours = text(&out.stdout);
    let theirs = std::fs::read_to_string(traces.join("roll.csv")).expect("trace");
    let mut compared = 0;
    for (mine, real) in ours.lines().skip(1).zip(theirs.lines().skip(1)) {
        // Trace: t,buttons,x_px,x_sub,y_px,y_sub,x_vel,y_vel,inertia,angle,status,routine,x_radius,
        // y_radius,top_solid_bit,…; subpixels as 16-bit words.
        let r: Vec<&str> = real.split(',').collect();
        let n = |i: usize| r[i].parse::<i64>().unwrap_or(i64::MIN);
        let status = n(10);
        let expected = format!(
            "{},{},{},{},{},{},{},{},{},{},{},{}",
            r[0],
            r[2],
            r[4],
            n(3) >> 8,
            n(5) >> 8,
            r[6],
            r[7],
            r[8],
            r[9],
            (status >> 1) & 1,
            (status >> 2) & 1,
            if n(14) == 12 { "A" } else { "B" }
        );
        assert_eq!(mine, expected);
        compared += 1;
    }
    assert_eq!(compared, 361, "the roll trace never touches an object: all 361 rows compared");
}
