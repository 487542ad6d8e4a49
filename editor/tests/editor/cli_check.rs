//! `spg-studio check`: exact output and exit status for valid, invalid and hostile inputs.

use crate::support;

use editor::cli::check::check_file;
use editor::files::load_error_lines;
use proptest::prelude::*;
use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");

/// Runs `spg-studio check ARGS…` in `dir`.
fn check(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).arg("check").args(args).output().expect("spg-studio runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

/// The report lines formats' own error for `file` gives (for messages that come from ron or formats).
fn expected_error(dir: &Path, file: &str) -> String {
    let err = formats::ron_file::load(&dir.join(file)).expect_err("the file is broken");
    load_error_lines(file, &err).iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn a_valid_level_is_ok() {
    let dir = tempfile::tempdir().unwrap();
    formats::ron_file::save(&dir.path().join("good.ron"), &support::test_level("Good")).unwrap();
    let out = check(dir.path(), &["good.ron"]);
    assert_eq!(stdout(&out), "good.ron: ok (3 tiles, 1 chunks, 3 x 2 layout)\n");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn the_sample_level_is_ok() {
    let sample = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels/proving_grounds.ron");
    let level = formats::ron_file::load(Path::new(sample)).unwrap();
    let out = Command::new(BIN).args(["check", sample]).output().unwrap();
    let expected = format!(
        "{sample}: ok ({} tiles, {} chunks, {} x {} layout)\n",
        level.tiles.len(),
        level.chunks.len(),
        level.layout.width(),
        level.layout.height()
    );
    assert_eq!(stdout(&out), expected);
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn unreadable_files_are_reported_and_fail() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("folder.ron")).unwrap();
    std::fs::write(dir.path().join("garbage.ron"), [0xFFu8, 0xFE, 0x00, 0x9F, 0x80, 0x41]).unwrap();
    std::fs::write(dir.path().join("latin1.ron"), b"(\n  version: 1,\n  name: \"Caf\xE9\",\n)\n").unwrap();
    let out = check(dir.path(), &["missing.ron", "folder.ron", "garbage.ron", "latin1.ron"]);
    assert_eq!(
        stdout(&out),
        "missing.ron: cannot read: No such file or directory (os error 2)\n\
         folder.ron: cannot read: a folder, not a regular file\n\
         garbage.ron: not UTF-8 text: byte 0xFF at offset 0 (line 1, column 1) is not valid UTF-8\n\
         latin1.ron: not UTF-8 text: byte 0xE9 at offset 28 (line 3, column 13) is not valid UTF-8\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

/// Devices and FIFOs are refused at once (`/dev/zero` used to be read until memory ran out, a FIFO blocked
/// forever); files over the cap are refused by their size.
#[cfg(unix)]
#[test]
fn devices_fifos_and_huge_files_are_refused_without_reading() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo.ron");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    // A sparse file: its size is known without writing 64 MiB.
    std::fs::File::create(dir.path().join("big.ron")).unwrap().set_len(formats::limits::MAX_FILE_BYTES + 1).unwrap();
    let out = check(dir.path(), &["/dev/zero", "fifo.ron", "big.ron"]);
    assert_eq!(
        stdout(&out),
        "/dev/zero: cannot read: a character device, not a regular file\n\
         fifo.ron: cannot read: a FIFO (named pipe), not a regular file\n\
         big.ron: larger than 67108864 bytes, the limit for level files\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

/// A level cut short says so where its text ends, never a complaint about the half token left at the cut or
/// a helper type's name (`BlockRepr`).
#[test]
fn a_truncated_level_ends_early() {
    let dir = tempfile::tempdir().unwrap();
    let text = formats::ron_file::to_ron_string(&support::test_level("Cut"));
    // In the middle of the first chunk's blocks, inside a block: `((0,`.
    let at = text.find("((").unwrap() + 4;
    std::fs::write(dir.path().join("cut.ron"), &text[..at]).unwrap();
    let line = text[..at].lines().count();
    let column = text[..at].lines().last().unwrap().chars().count() + 1;
    let out = check(dir.path(), &["cut.ron"]);
    assert_eq!(stdout(&out), format!("cut.ron:{line}:{column}: the file ends early (it may have been cut short)\n"));
    assert_eq!(out.status.code(), Some(1));
}

/// A report that cannot be written is a failure, with the reason on stderr.
#[cfg(target_os = "linux")]
#[test]
fn an_unwritable_report_fails() {
    let dir = tempfile::tempdir().unwrap();
    formats::ron_file::save(&dir.path().join("good.ron"), &support::test_level("Good")).unwrap();
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
    let out = Command::new(BIN).current_dir(dir.path()).args(["check", "good.ron"]).stdout(full).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "stdout: cannot write the report: No space left on device (os error 28)\n"
    );
    // stdout closed (`>&-`): the runtime puts /dev/null in its place; the report would vanish.
    let out = Command::new("sh")
        .current_dir(dir.path())
        .args(["-c", "exec \"$0\" check good.ron >&-", BIN])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "stdout: cannot write the report: stdout is closed\n");
    // A plain `> /dev/null` is a choice, not a failure.
    let out = Command::new(BIN)
        .current_dir(dir.path())
        .args(["check", "good.ron"])
        .stdout(std::process::Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn syntax_errors_give_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let files = [
        ("empty.ron", "".to_string()),
        ("binary.ron", "\u{0}\u{1}\u{2}binary".to_string()),
        ("huge.ron", "(version: 99999999999999999999999, name: \"x\")".to_string()),
        ("brackets.ron", "[".repeat(100_000)),
        (
            "wide.ron",
            formats::ron_file::to_ron_string(&support::test_level("Wide"))
                .replace("width: 3", "width: 99999999999")
                .to_string(),
        ),
    ];
    for (name, text) in &files {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let names: Vec<&str> = files.iter().map(|(n, _)| *n).collect();
    let out = check(dir.path(), &names);
    let expected: String = names.iter().map(|n| expected_error(dir.path(), n)).collect();
    assert_eq!(stdout(&out), expected);
    let lines: Vec<&str> = expected.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with("empty.ron:1:1: "), "{}", lines[0]);
    assert!(lines[1].starts_with("binary.ron:1:1: "), "{}", lines[1]);
    assert!(lines[2].starts_with("huge.ron:1:"), "{}", lines[2]);
    assert!(lines[3].starts_with("brackets.ron:1:1: "), "{}", lines[3]);
    assert!(lines[4].starts_with("wide.ron:"), "{}", lines[4]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn semantic_problems_give_file_path_and_message() {
    let dir = tempfile::tempdir().unwrap();
    let mut level = support::test_level("Bad");
    level.chunks[0].blocks[0].a = formats::LayerCell { tile: 40, solidity: formats::Solidity::All };
    level.chunks[0].blocks[1].b = formats::LayerCell { tile: 41, solidity: formats::Solidity::Top };
    std::fs::write(dir.path().join("bad.ron"), formats::ron_file::to_ron_string(&level)).unwrap();
    formats::ron_file::save(&dir.path().join("good.ron"), &support::test_level("Good")).unwrap();

    let out = check(dir.path(), &["good.ron", "bad.ron"]);
    let problems: String =
        formats::validate::validate(&level).iter().map(|p| format!("bad.ron: {}: {}\n", p.path, p.message)).collect();
    assert_eq!(stdout(&out), format!("good.ron: ok (3 tiles, 1 chunks, 3 x 2 layout)\n{problems}"));
    assert!(problems.starts_with("bad.ron: chunks[0].blocks[0].a.tile: "), "{problems}");
    assert!(problems.contains("\nbad.ron: chunks[0].blocks[1].b.tile: "), "{problems}");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn usage_errors_exit_with_2() {
    let dir = tempfile::tempdir().unwrap();
    for args in [&[][..], &["--bogus", "x.ron"][..]] {
        let out = check(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&out), "");
        let usage = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            usage.contains("Usage: spg-studio check <FILES>...")
                || usage.contains("Usage: spg-studio check [OPTIONS] <FILES>..."),
            "{usage}"
        );
    }
    let out = Command::new(BIN).args(["frobnicate", "x"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Any bytes at all: a report, never a panic.
    #[test]
    fn any_bytes_give_a_report(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.ron");
        std::fs::write(&path, &bytes).unwrap();
        let report = check_file(&path);
        prop_assert!(!report.lines.is_empty());
        prop_assert!(report.lines.iter().all(|l| l.starts_with(&path.display().to_string())));
    }

    /// A real level cut short or with one byte changed: still a report, never a panic.
    #[test]
    fn damaged_levels_give_a_report(cut in 0usize..4000, at in 0usize..4000, byte in any::<u8>()) {
        let text = formats::ron_file::to_ron_string(&support::test_level("Damaged"));
        let mut bytes = text.into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        bytes.truncate(cut.min(bytes.len()));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("d.ron");
        std::fs::write(&path, &bytes).unwrap();
        let report = check_file(&path);
        prop_assert_eq!(report.valid, report.lines[0].ends_with(" layout)"));
    }
}

#[test]
fn lint_lines_follow_the_ok_line_and_do_not_change_the_status() {
    let dir = tempfile::tempdir().unwrap();
    let mut level = support::test_level("Lint");
    level.tiles.push(formats::SolidTile::from_heights([5; 16]));
    formats::ron_file::save(&dir.path().join("lint.ron"), &level).unwrap();
    let out = check(dir.path(), &["--lint", "lint.ron"]);
    assert_eq!(
        stdout(&out),
        "lint.ron: ok (4 tiles, 1 chunks, 3 x 2 layout)\n\
         lint.ron: lint: 40, 168: one-layer terrain: layout cell 0, 1: terrain differs between layers A and B but no layer switcher is within 512 px\n\
         lint.ron: lint: 168, 168: one-layer terrain: layout cell 1, 1: terrain differs between layers A and B but no layer switcher is within 512 px\n\
         lint.ron: lint: 296, 168: one-layer terrain: layout cell 2, 1: terrain differs between layers A and B but no layer switcher is within 512 px\n\
         lint.ron: lint: unused tile: 1 tile(s) no block uses: 3\n"
    );
    assert_eq!(out.status.code(), Some(0));
    // The samples made with the brushes are lint-clean.
    let samples = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels");
    let out = check(Path::new(samples), &["--lint", "showcase.ron", "layers_and_loops.ron"]);
    assert_eq!(
        stdout(&out),
        "showcase.ron: ok (181 tiles, 31 chunks, 48 x 8 layout)\nlayers_and_loops.ron: ok (196 tiles, 25 chunks, 28 x 6 layout)\n"
    );
}

/// A level imported from a SonLVL project lists only what was changed from the game's own level, with a note
/// of how many the game has; a level whose project is gone says so and lists everything (issue #31, item 10).
#[test]
fn a_game_level_lists_only_what_was_changed() {
    let dir = tempfile::tempdir().unwrap();
    let mut level = support::test_level("Lint");
    level.tiles.push(formats::SolidTile::from_heights([5; 16]));
    level.art = Some(formats::art::ArtSource::SonLvl { project: "gone/SonLVL.ini".into(), section: "Zone 1".into() });
    formats::ron_file::save(&dir.path().join("lint.ron"), &level).unwrap();
    let out = check(dir.path(), &["--lint", "lint.ron"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    // (A game level's tables are its project's: nothing in them is "unused", the extra tile included.)
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[1].starts_with("lint.ron: lint: 40, 168: one-layer terrain: "), "{text}");
    assert_eq!(
        lines[4],
        "lint.ron: note: gone/SonLVL.ini [Zone 1] could not be imported: gone/SonLVL.ini: file not found; \
         problems the game's own level has are listed too"
    );
    assert_eq!(out.status.code(), Some(0));
    // Emerald Hill 1 from the disassembly, unedited: nothing listed (the plain lint finds 41).
    let shared = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared"));
    if !shared.is_dir() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "../shared is missing and CI=true");
        println!("skipped: ../shared absent");
        return;
    }
    let ini = shared.join("reference/s2disasm-full/SonLVL INI Files/SonLVL.ini").canonicalize().unwrap();
    let game = formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1").unwrap();
    assert_eq!(studio_core::lint::lint(&game).len(), 41);
    formats::ron_file::save(&dir.path().join("ehz1.ron"), &game).unwrap();
    let out = check(dir.path(), &["--lint", "ehz1.ron"]);
    assert_eq!(
        stdout(&out),
        format!(
            "ehz1.ron: ok (256 tiles, 256 chunks, 128 x 16 layout)\n\
             ehz1.ron: note: 41 more problem(s) are in the game's own level ({} [Emerald Hill Zone Act 1]) and are not listed\n",
            ini.display()
        )
    );
}

/// The start position: inside the ground, or with no floor below it, is a lint warning naming where; the games'
/// own start positions are not (Emerald Hill 1 unedited lists nothing), and moving the start into the ground of
/// an imported level lists exactly that.
#[test]
fn a_start_in_the_ground_or_over_no_floor_is_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let mut level = support::test_level("Start");
    level.player_start = formats::Point { x: 64, y: 240 };
    formats::ron_file::save(&dir.path().join("in.ron"), &level).unwrap();
    // Layout cell (2, 1) emptied: a pit at x 256..384.
    let mut pit = level.clone();
    pit.layout.set(2, 1, None);
    pit.player_start = formats::Point { x: 320, y: 20 };
    formats::ron_file::save(&dir.path().join("air.ron"), &pit).unwrap();
    level.player_start = formats::Point { x: 64, y: 204 };
    formats::ron_file::save(&dir.path().join("standing.ron"), &level).unwrap();
    let out = check(dir.path(), &["--lint", "in.ron", "air.ron", "standing.ron"]);
    let text = stdout(&out);
    let starts: Vec<&str> = text.lines().filter(|l| l.contains(": start ")).collect();
    assert_eq!(
        starts,
        [
            "in.ron: lint: 64, 240: start in ground: the start position 64, 240 is inside solid ground",
            "air.ron: lint: 320, 20: start over no floor: no floor below the start position 320, 20 above the level's \
             bottom bound (y 256): the player falls out of the level",
        ],
        "{text}"
    );
    assert_eq!(out.status.code(), Some(0), "warnings only");

    let shared = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared"));
    if !shared.is_dir() {
        assert!(std::env::var("CI").as_deref() != Ok("true"), "../shared is missing and CI=true");
        println!("skipped: ../shared absent");
        return;
    }
    let ini = shared.join("reference/s2disasm-full/SonLVL INI Files/SonLVL.ini").canonicalize().unwrap();
    let mut game = formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1").unwrap();
    assert_eq!(game.player_start, formats::Point { x: 96, y: 655 });
    assert!(studio_core::lint::lint(&game).iter().all(|p| !p.to_string().contains(" start ")));
    // Into the ground under the start (Sonic stands at y 656 there).
    game.player_start.y = 700;
    formats::ron_file::save(&dir.path().join("ehz1.ron"), &game).unwrap();
    let out = check(dir.path(), &["--lint", "ehz1.ron"]);
    assert_eq!(
        stdout(&out),
        format!(
            "ehz1.ron: ok (256 tiles, 256 chunks, 128 x 16 layout)\n\
             ehz1.ron: lint: 96, 700: start in ground: the start position 96, 700 is inside solid ground\n\
             ehz1.ron: note: 41 more problem(s) are in the game's own level ({} [Emerald Hill Zone Act 1]) and are not listed\n",
            ini.display()
        )
    );
}

#[test]
fn sweep_prints_the_report() {
    let samples = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels");
    let run = |threads: &str| {
        Command::new(BIN)
            .current_dir(samples)
            .args(["sweep", "layers_and_loops.ron", "--threads", threads])
            .output()
            .expect("spg-studio runs")
    };
    let out = run("1");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.starts_with("layers_and_loops.ron: 140 runs: 28 start points x 5 bots, 600 frames each; top speed "),
        "{text}"
    );
    assert!(text.contains("\nstuck 2, died 0, too fast 0\n"), "{text}");
    assert_eq!(stdout(&run("3")), text, "the same whatever the threads");
    let missing = Command::new(BIN).args(["sweep", "/nonexistent/x.ron"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(1));
}

/// `--threads` beyond 256 is a usage error naming the limit (it used to panic spawning them).
#[test]
fn sweep_threads_are_capped() {
    let samples = concat!(env!("CARGO_MANIFEST_DIR"), "/../sample_levels");
    let out = Command::new(BIN)
        .current_dir(samples)
        .args(["sweep", "layers_and_loops.ron", "--threads", "1000000", "--frames", "1"])
        .output()
        .expect("spg-studio runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1000000 threads is more than the limit of 256"), "{err}");
}
