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
    assert_eq!(lines[0], "frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer,rings");
    assert_eq!(lines[1], "0,100,620,0,0,0,0,0,0,0,0,A,0");
    assert_eq!(lines[2], "1,100,620,12,0,12,0,12,0,0,0,A,0");
    // Top speed after 128 frames, 387 px travelled exactly.
    assert!(lines[129].starts_with("128,487,620,0,0,1536,0,1536,0,0,0,A,"), "{}", lines[129]);
}

/// `--sidekick` appends CPU Tails's columns after player 1's; without it the CSV is player 1's alone, as
/// scripts expect.
#[test]
fn the_sidekick_columns_follow_player_1s() {
    let dir = tempfile::tempdir().expect("temp dir");
    let inputs = script(dir.path(), "run.inputs", "60 R\n");
    let base = ["sim", SAMPLE, "--inputs", inputs.to_str().unwrap_or(""), "--csv", "-"];
    let alone = run(&base);
    assert!(alone.status.success(), "{}", text(&alone.stderr));
    let csv = text(&alone.stdout);
    assert_eq!(
        csv.lines().next(),
        Some("frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer,rings")
    );
    let both = run(&[&base[..], &["--sidekick"]].concat());
    assert!(both.status.success(), "{}", text(&both.stderr));
    let csv_both = text(&both.stdout);
    let lines: Vec<&str> = csv_both.lines().collect();
    assert_eq!(
        lines[0],
        "frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer,rings,tails_x,tails_y,tails_x_sub,\
         tails_y_sub,tails_x_speed,tails_y_speed,tails_ground_speed,tails_angle,tails_air,tails_rolling,tails_layer"
    );
    assert_eq!(lines.len(), 62);
    for line in &lines[1..] {
        let cells: Vec<&str> = line.split(',').collect();
        assert_eq!(cells.len(), 24, "{line}");
        assert!(cells[13..23].iter().all(|c| c.parse::<i64>().is_ok()), "{line}");
        assert!(matches!(cells[23], "A" | "B"), "{line}");
    }
    // Tails follows: he ends up moving right behind Sonic.
    let last: Vec<i64> = lines[61].split(',').map(|c| c.parse().unwrap_or(-1)).collect();
    assert!(last[13] < last[1] && last[17] > 0, "{}", lines[61]);
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
    assert_eq!(rows[2], "1,100,625,0,0,0,-1536,0,0,1,1,A,0");
    assert_eq!(rows[3], "2,100,621,0,0,0,-968,0,0,1,1,A,0");
    assert_eq!(rows[4], "3,100,617,0,56,0,-912,0,0,1,1,A,0");
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
    assert_eq!(
        text(&out.stderr),
        format!("{}: line 2: 'five' is not a frame count (a whole number of frames)\n", bad.display())
    );
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

/// Runs `spg-studio sim` in `dir` with `args`, stdout and stderr captured.
fn sim_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).arg("sim").args(args).output().expect("spg-studio runs")
}

/// `--csv` naming the level or the script (however spelt: `./`, a symbolic link, a hard link) used to
/// overwrite it with exit 0. Now: refused with status 2, nothing written.
#[test]
fn csv_may_not_overwrite_an_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::copy(SAMPLE, dir.path().join("level.ron")).expect("copy");
    script(dir.path(), "run.inputs", "10 R\n");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("level.ron", dir.path().join("link.ron")).expect("symlink");
        std::fs::hard_link(dir.path().join("level.ron"), dir.path().join("hard.ron")).expect("hard link");
    }
    let mut outputs = vec![("./level.ron", "level file level.ron"), ("run.inputs", "input script run.inputs")];
    if cfg!(unix) {
        outputs.extend([("link.ron", "level file level.ron"), ("hard.ron", "level file level.ron")]);
    }
    for (csv, what) in outputs {
        let out = sim_in(dir.path(), &["level.ron", "--inputs", "run.inputs", "--csv", csv]);
        assert_eq!(out.status.code(), Some(2), "{csv}");
        assert_eq!(
            text(&out.stderr),
            format!("--csv {csv} is the {what}: refusing to overwrite an input; nothing was written\n")
        );
        assert_eq!(out.stdout, b"");
    }
    assert_eq!(std::fs::read(dir.path().join("level.ron")).ok(), std::fs::read(SAMPLE).ok());
    assert_eq!(std::fs::read_to_string(dir.path().join("run.inputs")).ok().as_deref(), Some("10 R\n"));
    // Another file is fine.
    let out = sim_in(dir.path(), &["level.ron", "--inputs", "run.inputs", "--csv", "out.csv"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// Scripts go through the bounded reader: devices and FIFOs are refused at once (`/dev/zero` used to grow to
/// 4 GB in 3 s), a file over the cap by its size; text that is not UTF-8 says where.
#[cfg(unix)]
#[test]
fn scripts_are_read_bounded() {
    let dir = tempfile::tempdir().expect("temp dir");
    assert!(Command::new("mkfifo").arg(dir.path().join("fifo.inputs")).status().expect("mkfifo").success());
    std::fs::File::create(dir.path().join("big.inputs"))
        .and_then(|f| f.set_len(formats::limits::MAX_SCRIPT_BYTES + 1))
        .expect("sparse file");
    std::fs::write(dir.path().join("latin1.inputs"), b"10 R\n5 L # caf\xE9\n").expect("write");
    for (inputs, message) in [
        ("/dev/zero", "/dev/zero: cannot read: a character device, not a regular file"),
        ("fifo.inputs", "fifo.inputs: cannot read: a FIFO (named pipe), not a regular file"),
        ("big.inputs", "big.inputs: larger than 67108864 bytes, the limit for input scripts"),
        (
            "latin1.inputs",
            "latin1.inputs: not UTF-8 text: byte 0xE9 at offset 14 (line 2, column 10) is not valid UTF-8",
        ),
    ] {
        let started = std::time::Instant::now();
        let out = sim_in(dir.path(), &[SAMPLE, "--inputs", inputs]);
        assert_eq!(out.status.code(), Some(1), "{inputs}");
        assert_eq!(text(&out.stderr), format!("{message}\n"));
        assert!(started.elapsed() < std::time::Duration::from_secs(20), "{inputs} blocked");
    }
}

/// The editor's "Load replay" reads the same format through the same bounded reader.
#[cfg(unix)]
#[test]
fn replays_are_read_bounded_too() {
    use studio_core::playtest::replay::load_inputs;
    let e = load_inputs(Path::new("/dev/zero")).expect_err("a device is refused");
    assert_eq!(e.to_string(), "/dev/zero: cannot read: a character device, not a regular file");
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("replay.inputs");
    assert!(Command::new("mkfifo").arg(&fifo).status().expect("mkfifo").success());
    let e = load_inputs(&fifo).expect_err("a FIFO is refused");
    assert_eq!(e.to_string(), format!("{}: cannot read: a FIFO (named pipe), not a regular file", fifo.display()));
    let good = script(dir.path(), "good.inputs", "2 R\n");
    assert_eq!(load_inputs(&good).map(|s| s.len()).ok(), Some(2));
}

/// `--frames` has the scripts' cap (`u64::MAX` used to run forever and fill the disk with `--csv`); script
/// errors say the cap and quote the offending text shortened and escaped.
#[test]
fn frame_counts_are_capped_and_errors_precise() {
    let dir = tempfile::tempdir().expect("temp dir");
    script(dir.path(), "run.inputs", "1 R\n");
    let out = sim_in(dir.path(), &[SAMPLE, "--inputs", "run.inputs", "--frames", "18446744073709551615"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).starts_with(
            "error: invalid value '18446744073709551615' for '--frames <FRAMES>': '18446744073709551615' frames is \
             more than the limit of 12000000 frames\n"
        ),
        "{}",
        text(&out.stderr)
    );
    let garbage = format!("10 R\n\u{1b}]0;pwned\u{7}{}\n", "A".repeat(10_000));
    script(dir.path(), "garbage.inputs", &garbage);
    script(dir.path(), "huge.inputs", "1000000000000 R\n");
    for (inputs, message) in [
        (
            "garbage.inputs",
            // 40 characters as shown: the two escapes (6 + 5), "]0;pwned" and 21 A.
            format!("line 2: expected '<frames> <buttons>', found '\\u{{1b}}]0;pwned\\u{{7}}{}…'", "A".repeat(21)),
        ),
        ("huge.inputs", "line 1: '1000000000000' frames is more than the limit of 12000000 frames".to_string()),
    ] {
        let out = sim_in(dir.path(), &[SAMPLE, "--inputs", inputs]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(text(&out.stderr), format!("{inputs}: {message}\n"));
    }
}

/// With the CSV on stdout the summary goes to stderr, so the CSV stays a CSV.
#[test]
fn summary_goes_to_stderr_when_the_csv_is_on_stdout() {
    let dir = tempfile::tempdir().expect("temp dir");
    script(dir.path(), "run.inputs", "3 R\n");
    let out = sim_in(dir.path(), &[SAMPLE, "--inputs", "run.inputs", "--start", "100,620", "--csv", "-", "--summary"]);
    assert_eq!(out.status.code(), Some(0));
    let csv = text(&out.stdout);
    assert_eq!(csv.lines().count(), 1 + 4);
    assert!(csv.lines().all(|l| !l.starts_with("frames ")), "{csv}");
    let summary = text(&out.stderr);
    assert!(summary.starts_with("frames 3: x 100:72 y 620:0 "), "{summary}");
    assert_eq!(summary.lines().count(), 1);
}

/// Output that cannot be written is a failure naming where it went: a full disk, a closed pipe, a closed
/// stdout (which the runtime silently replaces with /dev/null).
#[cfg(target_os = "linux")]
#[test]
fn unwritable_output_fails() {
    let dir = tempfile::tempdir().expect("temp dir");
    script(dir.path(), "run.inputs", "100 R\n");
    let full = || std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    let args = [SAMPLE, "--inputs", "run.inputs", "--csv", "-"];
    let out = Command::new(BIN).current_dir(dir.path()).arg("sim").args(args).stdout(full()).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the CSV: No space left on device (os error 28)\n");

    let out = sim_in(dir.path(), &[SAMPLE, "--inputs", "run.inputs", "--csv", "/dev/full"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "/dev/full: cannot write the CSV: No space left on device (os error 28)\n");

    let closed = |extra: &str| {
        let command = format!("exec \"$0\" sim '{SAMPLE}' --inputs run.inputs {extra} >&-");
        Command::new("sh").current_dir(dir.path()).args(["-c", &command, BIN]).output().expect("runs")
    };
    let out = closed("--csv -");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the CSV: stdout is closed\n");
    let out = closed("--summary");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the summary: stdout is closed\n");

    // A reader that goes away: the pipe breaks.
    script(dir.path(), "long.inputs", "100000 R\n");
    let command =
        format!("\"$0\" sim '{SAMPLE}' --inputs long.inputs --csv - | head -c 10 >/dev/null; exit ${{PIPESTATUS[0]}}");
    let out = Command::new("bash").current_dir(dir.path()).args(["-c", &command, BIN]).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the CSV: Broken pipe (os error 32)\n");
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
    // Every trace, over its whole length, objects and ring count included; the whole act was recorded with
    // its badniks removed (`--no-badniks`).
    for (name, rows) in [("roll", 361), ("walk_right", 547), ("ehz1_full_nobadniks", 5325)] {
        let compared = compare_with_trace(&level, &traces, name);
        assert_eq!(compared, rows, "{name}: every row compared");
    }
}

/// Runs `sim` on the imported level with a trace's inputs and start, and compares every CSV row with the
/// trace's. Returns the number of rows compared.
fn compare_with_trace(level: &std::path::Path, traces: &std::path::Path, name: &str) -> usize {
    let inputs = traces.join(format!("{name}.inputs"));
    let mut args = vec![
        "sim",
        level.to_str().unwrap_or(""),
        "--inputs",
        inputs.to_str().unwrap_or(""),
        "--start",
        "96,656",
        "--csv",
        "-",
    ];
    if name.contains("nobadniks") {
        args.push("--no-badniks");
    }
    let out = run(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let ours = text(&out.stdout);
    let theirs = std::fs::read_to_string(traces.join(format!("{name}.csv"))).expect("trace");
    let mut compared = 0;
    for (mine, real) in ours.lines().skip(1).zip(theirs.lines().skip(1)) {
        // Trace: t,buttons,x_px,x_sub,y_px,y_sub,x_vel,y_vel,inertia,angle,status,routine,x_radius,
        // y_radius,top_solid_bit,lrb_solid_bit,interact,rings,…; subpixels as 16-bit words.
        let r: Vec<&str> = real.split(',').collect();
        let n = |i: usize| r[i].parse::<i64>().unwrap_or(i64::MIN);
        let status = n(10);
        let expected = format!(
            "{},{},{},{},{},{},{},{},{},{},{},{},{}",
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
            if n(14) == 12 { "A" } else { "B" },
            r[17]
        );
        assert_eq!(mine, expected, "{name}");
        compared += 1;
    }
    compared
}

/// `sim --sidekick` is the game's start: Emerald Hill 1 imported from the whole disassembly and run with the
/// real game's inputs (the trace suite's `s2/ehz1_fullrun`, lag frames left out) gives Sonic's and CPU Tails'
/// positions and speeds and the ring count of the recording on every one of its 5,852 frames.
#[test]
fn sim_with_the_sidekick_reproduces_the_real_game_with_tails() {
    let Some(shared) = shared() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = shared.join("reference/s2disasm-full/SonLVL INI Files/SonLVL.ini");
    let level = dir.path().join("ehz1.ron");
    let out = run(&["import", "sonlvl", ini.to_str().unwrap_or(""), "--level", "Emerald Hill Zone Act 1", "-o"]
        .into_iter()
        .chain([level.to_str().unwrap_or("")])
        .collect::<Vec<_>>());
    assert!(out.status.success(), "{}", text(&out.stderr));
    let recording = formats::recording::read(&shared.join("reference/openggf-traces/s2/ehz1_fullrun"))
        .expect("the recording reads");
    let inputs = dir.path().join("ehz1.inputs");
    std::fs::write(&inputs, formats::inputs::InputScript::from_frames(&recording.inputs()).to_text()).expect("write");
    let out = run(&[
        "sim",
        level.to_str().unwrap_or(""),
        "--inputs",
        inputs.to_str().unwrap_or(""),
        "--sidekick",
        "--csv",
        "-",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap_or(usize::MAX);
    let names = ["x", "y", "x_speed", "y_speed", "rings", "tails_x", "tails_y", "tails_x_speed", "tails_y_speed"];
    let cols: Vec<usize> = names.iter().map(|n| col(n)).collect();
    let rows = recording.gameplay_rows();
    assert_eq!(rows.len(), 5852);
    // Our row f + 1 is the recording's frame f.
    for (f, (line, row)) in lines.skip(1).zip(&rows).enumerate() {
        let cells: Vec<i64> = line.split(',').map(|c| c.parse().unwrap_or(i64::MIN)).collect();
        let got: Vec<i64> = cols.iter().map(|&c| cells.get(c).copied().unwrap_or(i64::MIN)).collect();
        let (s, t) = (row.player, row.sidekick.unwrap_or_default());
        let expected: Vec<i64> = [s.x as i64, s.y as i64, s.x_speed.into(), s.y_speed.into(), row.rings.into()]
            .into_iter()
            .chain([t.x as i64, t.y as i64, t.x_speed.into(), t.y_speed.into()])
            .collect();
        assert_eq!(got, expected, "frame {f}: {names:?}");
    }
}

/// A BizHawk movie (`.bk2`: a zip with `Input Log.txt`) as a replay (issue #36): from the frame where the level
/// starts, it gives exactly the run of the same buttons as an `.inputs` script; a frame past its end and a file
/// that is not a movie are refused with the reason.
#[test]
fn a_bizhawk_movie_replays_from_the_frame_chosen() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    // 30 frames of title screen (Start pressed on one), then 200 frames right with a jump held on 20 of them.
    let mut log =
        String::from("[Input]\nLogKey:#Reset|Power|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|\n");
    for f in 0..230 {
        let line = match f {
            12 => "|..|.......S|",
            0..30 => "|..|........|",
            100..120 => "|..|...R..C.|",
            _ => "|..|...R....|",
        };
        log.push_str(line);
        log.push('\n');
    }
    log.push_str("[/Input]\n");
    let mut out = std::io::Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("Header.txt", options).unwrap();
    zip.write_all(b"Platform GEN\n").unwrap();
    zip.start_file("Input Log.txt", options).unwrap();
    zip.write_all(log.as_bytes()).unwrap();
    zip.finish().unwrap();
    std::fs::write(dir.path().join("route.bk2"), out.into_inner()).unwrap();
    script(dir.path(), "same.inputs", "70 R\n20 R+J\n110 R\n");
    let level = SAMPLE;
    let movie = sim_in(dir.path(), &[level, "--inputs", "route.bk2", "--from-frame", "30", "--csv", "-"]);
    assert_eq!(movie.status.code(), Some(0), "{}", text(&movie.stderr));
    let same = sim_in(dir.path(), &[level, "--inputs", "same.inputs", "--csv", "-"]);
    assert_eq!(text(&movie.stdout), text(&same.stdout));
    assert_eq!(text(&movie.stdout).lines().count(), 202, "the header, the start and 200 frames");
    let past = sim_in(dir.path(), &[level, "--inputs", "route.bk2", "--from-frame", "231", "--summary"]);
    assert_eq!(past.status.code(), Some(1));
    assert_eq!(text(&past.stderr).trim(), "route.bk2: the movie has 230 frames: it cannot start at frame 231");
    std::fs::write(dir.path().join("fake.bk2"), b"plain text").unwrap();
    let fake = sim_in(dir.path(), &[level, "--inputs", "fake.bk2", "--summary"]);
    assert_eq!(fake.status.code(), Some(1));
    assert!(
        text(&fake.stderr).starts_with("fake.bk2: not a BizHawk movie (a .bk2 is a zip archive)"),
        "{}",
        text(&fake.stderr)
    );
}

/// `--credits-demo N` starts as Sonic 1's credits demo does, read from s1disasm-full beside the imported
/// level's project: at frame 0 the player is at the demo's start (`startpos/ghz1 (Credits demo 1).bin`,
/// $50, $3B0) with no ring; given the recording's pad (`openggf-traces/s1/credits_00_ghz1`), the first
/// frames are the recording's, field for field (x, y, their subpixels, the speeds, the angle).
#[test]
fn credits_demo_starts_where_the_demo_starts_and_replays_its_recording() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let level = dir.path().join("ghz1.ron");
    let import = |section: &str, out: &Path| {
        let status = Command::new(BIN)
            .args(["import", "sonlvl"])
            .arg(&ini)
            .args(["--level", section, "-o"])
            .arg(out)
            .status()
            .expect("import runs");
        assert!(status.success());
    };
    import("Green Hill Zone Act 1", &level);
    let recording = formats::recording::read(&shared.join("reference/openggf-traces/s1/credits_00_ghz1")).unwrap();
    assert_eq!(recording.metadata.start, (0x50, 0x3B0));
    let inputs =
        script(dir.path(), "demo.inputs", &formats::inputs::InputScript::from_frames(&recording.inputs()).to_text());
    let level_arg = level.to_str().unwrap_or("");
    let inputs_arg = inputs.to_str().unwrap_or("");
    let out = run(&["sim", level_arg, "--inputs", inputs_arg, "--credits-demo", "1", "--frames", "120", "--csv", "-"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let rows: Vec<Vec<&str>> = csv.lines().skip(1).map(|l| l.split(',').collect()).collect();
    assert_eq!(&rows[0][..3], ["0", "80", "944"], "the demo's start, $50, $3B0");
    assert_eq!(rows[0][12], "0", "no rings");
    let recorded = recording.gameplay_rows();
    let mut matched = 0;
    for (row, want) in rows[1..].iter().zip(&recorded) {
        let p = &want.player;
        let expected = [
            p.x.to_string(),
            p.y.to_string(),
            (p.x_sub >> 8).to_string(),
            (p.y_sub >> 8).to_string(),
            p.x_speed.to_string(),
            p.y_speed.to_string(),
            p.ground_speed.to_string(),
            p.angle.to_string(),
        ];
        assert_eq!(&row[1..9], expected, "frame {}", row[0]);
        matched += 1;
    }
    assert_eq!(matched, 120);
    // Demo 8 plays Green Hill 1 again, from `startpos/ghz1 (Credits demo 2).bin` ($1400, $2AC).
    let eighth = run(&["sim", level_arg, "--inputs", inputs_arg, "--credits-demo", "8", "--frames", "0", "--csv", "-"]);
    assert!(eighth.status.success(), "{}", text(&eighth.stderr));
    assert!(text(&eighth.stdout).contains("\n0,5120,684,"), "{}", text(&eighth.stdout));
    // Another demo's level, a level without a project, and --start with it are refused.
    let wrong = run(&["sim", level_arg, "--inputs", inputs_arg, "--credits-demo", "2", "--frames", "0"]);
    assert_eq!(wrong.status.code(), Some(2));
    assert!(text(&wrong.stderr).contains("credits demo 2 plays 'Marble Zone Act 2'"), "{}", text(&wrong.stderr));
    let sample = run(&["sim", SAMPLE, "--inputs", inputs_arg, "--credits-demo", "1", "--frames", "0"]);
    assert_eq!(sample.status.code(), Some(1));
    assert!(text(&sample.stderr).contains("names none"), "{}", text(&sample.stderr));
    let both = run(&["sim", level_arg, "--inputs", inputs_arg, "--credits-demo", "1", "--start", "1,1"]);
    assert_eq!(both.status.code(), Some(2));
    let nine = run(&["sim", level_arg, "--inputs", inputs_arg, "--credits-demo", "9"]);
    assert_eq!(nine.status.code(), Some(2));
    // Demo 4 (Labyrinth 3) starts from `EndDemo_LampVar`'s lamppost ($A00, $62C, the water at $308): its
    // recording's first frames too.
    let lz3 = dir.path().join("lz3.ron");
    import("Labyrinth Zone Act 3", &lz3);
    let recording = formats::recording::read(&shared.join("reference/openggf-traces/s1/credits_03_lz3")).unwrap();
    let inputs =
        script(dir.path(), "lz3.inputs", &formats::inputs::InputScript::from_frames(&recording.inputs()).to_text());
    let frames = 100;
    let out = run(&[
        "sim",
        lz3.to_str().unwrap_or(""),
        "--inputs",
        inputs.to_str().unwrap_or(""),
        "--credits-demo",
        "4",
        "--frames",
        &frames.to_string(),
        "--csv",
        "-",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let rows: Vec<Vec<&str>> = csv.lines().skip(1).map(|l| l.split(',').collect()).collect();
    assert_eq!(&rows[0][..3], ["0", "2560", "1580"], "the lamppost's place, $A00, $62C");
    for (row, want) in rows[1..].iter().zip(recording.gameplay_rows()) {
        let p = &want.player;
        assert_eq!(row[1..3], [p.x.to_string(), p.y.to_string()], "Labyrinth 3, frame {}", row[0]);
    }
}
