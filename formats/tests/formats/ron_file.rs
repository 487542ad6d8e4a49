//! Level files: exact text, exact errors, migration, hostile input, atomic save.

use crate::support::strategies;

use formats::read::ReadError;
use formats::ron_file::{ENDS_EARLY, LoadError, SaveError, backup_path, from_ron_str, load, save, to_ron_string};
use formats::validate::limits::MAX_FILE_BYTES;
use formats::{ChunkSize, Level, ProfileId};
use std::path::Path;

fn syntax(text: &str) -> (usize, usize, String) {
    match from_ron_str(text) {
        Err(LoadError::Syntax { line, column, message }) => (line, column, message),
        Ok(_) => panic!("expected a syntax error, got a level"),
        Err(other) => panic!("expected a syntax error, got {other}"),
    }
}

/// A small level: one tile, no chunks, a 2 x 1 layout, one switcher, one object.
fn tiny() -> Level {
    let mut level = Level::new("Tiny", ChunkSize::Px128, 2, 1);
    level.objects.push(formats::ObjectPlacement {
        kind: formats::object::ObjectKind::spikes(formats::object::Direction::Up, 2, false),
        x: 40,
        y: 50,
        x_flip: false,
        y_flip: true,
        s2: None,
    });
    level.switchers.push(formats::LayerSwitcher { x: 10, y: 20, ..Default::default() });
    level
}

const TINY: &str = r#"(
  version: 1,
  name: "Tiny",
  profile: S2,
  chunk_size: Px128,
  player_start: (
    x: 64,
    y: 64,
  ),
  bounds: (
    left: 0,
    top: 0,
    right: 256,
    bottom: 128,
  ),
  water_height: None,
  tiles: [
    (
      heights: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      widths: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
      angle: 0,
    ),
  ],
  chunks: [],
  layout: (
    width: 2,
    height: 1,
    rows: [
      ". .",
    ],
  ),
  switchers: [
    (
      x: 10,
      y: 20,
      orientation: Vertical,
      radius: R64,
      left_or_top: (
        layer: A,
        high_priority: false,
      ),
      right_or_bottom: (
        layer: A,
        high_priority: false,
      ),
      grounded_only: false,
      priority_only: false,
    ),
  ],
  objects: [
    (
      kind: Spikes(
        direction: Up,
        count: 2,
        moving: false,
      ),
      x: 40,
      y: 50,
      x_flip: false,
      y_flip: true,
    ),
  ],
)
"#;

#[test]
fn text_is_exactly_the_documented_shape() {
    assert_eq!(to_ron_string(&tiny()), TINY);
    assert_eq!(from_ron_str(TINY).unwrap(), tiny());
}

#[test]
fn full_level_round_trips_and_stays_diff_friendly() {
    let level = strategies::full_level();
    assert_eq!(formats::validate::validate(&level), vec![]);
    let text = to_ron_string(&level);
    assert_eq!(from_ron_str(&text).unwrap(), level);
    assert!(text.ends_with(")\n") && !text.contains('\r'));
    let lines: Vec<&str> = text.lines().collect();
    // A tile's arrays are one line each.
    assert!(lines.contains(&"      heights: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16),"));
    assert!(lines.contains(&"      widths: (16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1),"));
    // One block per line: 2 chunks x 256 blocks.
    let blocks = lines.iter().filter(|l| l.starts_with("        ((") && l.ends_with("),")).count();
    assert_eq!(blocks, 512);
    // The art block id is a fifth element, written only when present.
    assert!(lines.contains(&"        ((1, All), (2, LeftRightBottom), true, false, 291),"));
    assert!(lines.contains(&"        ((3, Top), (0, NotSolid), false, true),"));
    // One layout row per line.
    assert!(lines.contains(&"      \"1 . 0\","));
    assert!(lines.contains(&"      \". 1 .\","));
    // Fields in declaration order.
    let order = [
        "version:",
        "name:",
        "profile:",
        "chunk_size:",
        "player_start:",
        "bounds:",
        "water_height:",
        "tiles:",
        "chunks:",
        "layout:",
        "switchers:",
        "objects:",
    ];
    let at: Vec<usize> =
        order.iter().map(|f| lines.iter().position(|l| l.starts_with(&format!("  {f}"))).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{at:?}");
    assert!(text.contains("  name: \"Full Level ✓ \\\"quoted\\\"\",\n"));
    assert!(text.contains("  water_height: Some(400),\n"));
}

#[test]
fn syntax_errors_point_at_the_offending_character() {
    // Line and column are 1-based and count characters (the ✓ before the error is one column).
    assert_eq!(syntax("(version: 1,\n  name: 5,\n)"), (2, 9, "Expected string".into()));
    assert_eq!(syntax("(version:   \"one\")"), (1, 13, "Expected integer".into()));
    assert_eq!(syntax("(version: 1,\n  name: \"x\"\n  profile: S2,\n)"), (3, 3, "Expected comma".into()));
    let (line, column, _) = syntax("(version: 1, name: \"✓✓\", profile: S9)");
    assert_eq!((line, column), (1, 35));
    assert_eq!(syntax("("), (1, 2, ENDS_EARLY.into()));
    assert_eq!(syntax(""), (1, 1, "the file is empty".into()));
    assert_eq!(syntax(" \n\n"), (1, 1, "the file is empty".into()));
    assert_eq!(syntax("x"), (1, 1, "Expected struct `Level` but found `x`".into()));
    assert_eq!(syntax("(version: 99999999999999999999)"), (1, 11, "Integer is out of bounds".into()));
    assert_eq!(syntax("(name: \"x\")"), (1, 11, "Unexpected missing field named `version` in `Level`".into()));
    assert_eq!(
        syntax("(version: 1, name: \"x\", profile: S9)"),
        (
            1,
            34,
            "Unexpected variant named `S9` in enum `ProfileId`, expected one of `S1`, `S2`, `S3K`, `CD`, or `Mania` instead"
                .into()
        )
    );
    // A misspelt field is an error, not silently a default.
    let typo = TINY.replace("  water_height: None,", "  water_hieght: None,");
    let (line, column, message) = syntax(&typo);
    assert_eq!((line, column), (16, 3));
    assert!(message.starts_with("Unexpected field named `water_hieght` in `Level`, expected one of `version`"));
    // A layout row that does not parse names the cell.
    let bad_row = TINY.replace("\". .\"", "\". x\"");
    assert_eq!(syntax(&bad_row).2, "layout.rows[0][1]: 'x' is neither a chunk index (0..65535) nor '.'");
    let short = TINY.replace("\". .\"", "\".\"");
    assert_eq!(syntax(&short).2, "layout.rows[0]: 1 cells, expected width = 2");
    let huge = TINY.replace("width: 2,\n    height: 1,", "width: 1025,\n    height: 1,");
    assert_eq!(syntax(&huge).2, "layout: 1025 x 1 chunks is too large (at most 1024 per side and 65536 cells)");
}

/// A file cut anywhere reads "the file ends early" where its text ends, never a complaint about the half
/// token the cut left nor a helper type's name (`BlockRepr`, `LayoutRepr`).
#[test]
fn a_file_cut_short_ends_early_where_its_text_ends() {
    let full = to_ron_string(&strategies::full_level());
    let complete = full.trim_end().len();
    // Every cut of the small level, 400 spread over the large one (each parse reads the whole text).
    let cuts_of_tiny =
        TINY.char_indices().map(|(at, _)| (TINY, at)).filter(|&(_, at)| at > 0 && at < TINY.trim_end().len());
    let step = complete / 400;
    let cuts_of_full = full
        .char_indices()
        .map(|(at, _)| (full.as_str(), at))
        .filter(|&(_, at)| at > 0 && at < complete && at % step == 0);
    let mut cuts = 0;
    for (text, at) in cuts_of_tiny.chain(cuts_of_full) {
        let cut = &text[..at];
        let kept = cut.trim_end();
        let line = kept.matches('\n').count() + 1;
        let column = kept.rsplit('\n').next().unwrap_or_default().chars().count() + 1;
        assert_eq!(syntax(cut), (line, column, ENDS_EARLY.to_string()), "cut at byte {at}: {kept:?}");
        cuts += 1;
    }
    assert!(cuts > 1_000, "{cuts}");
    assert_eq!(ENDS_EARLY, "the file ends early (it may have been cut short)");
    // A wrong value right before the cut is still reported for what it is when the cut spares it.
    assert_eq!(syntax("(version: 1,\n  name: 5,"), (2, 9, "Expected string".into()));
    // Helper types carry the names of the values they stand for.
    let block = TINY.replace("chunks: [],", "chunks: [(blocks: [(1, 2)])],");
    assert_eq!(syntax(&block), (24, 23, "Expected opening `(` for struct `Block`".into()));
    let layout = TINY.replace("    width: 2,", "    wide: 2,");
    assert_eq!(
        syntax(&layout).2,
        "Unexpected field named `wide` in `Layout`, expected one of `width`, `height`, or `rows` instead"
    );
}

/// What a message quotes from the file is cut short (ron quotes unknown identifiers whole) and a layout cell
/// is escaped: no control characters reach a terminal, no message grows with the file.
#[test]
fn quoted_text_is_escaped_and_short() {
    let (_, _, message) = syntax(&format!("(version: 1, {}: 2)", "y".repeat(10_000)));
    assert!(message.starts_with("Unexpected field named `yyy"), "{message}");
    assert_eq!(message.chars().count(), 301);
    assert!(message.ends_with('…'));
    let row = TINY.replace("\". .\"", &format!("\". \\u{{7}}{}\"", "z".repeat(100)));
    assert_eq!(
        syntax(&row).2,
        format!("layout.rows[0][1]: '\\u{{7}}{}…' is neither a chunk index (0..65535) nor '.'", "z".repeat(35))
    );
}

#[test]
fn byte_order_mark_is_ignored() {
    assert_eq!(from_ron_str(&format!("\u{feff}{TINY}")).unwrap(), tiny());
}

#[test]
fn version_zero_is_migrated() {
    let v0 = TINY
        .replace("  version: 1,", "  version: 0,")
        .replace("  profile: S2,\n", "")
        .replace("  chunk_size: Px128,\n", "");
    let level = from_ron_str(&v0).unwrap();
    assert_eq!((level.version, level.profile, level.chunk_size), (1, ProfileId::S2, ChunkSize::Px128));
    assert_eq!(level, tiny());
    // Version 1 requires both fields.
    let missing = TINY.replace("  profile: S2,\n", "");
    assert_eq!(syntax(&missing).2, "Unexpected missing field named `profile` in `Level`");
    // Version 0 never had them: a file claiming version 0 with them is not a version 0 file.
    let (line, column, message) = syntax(&TINY.replace("  version: 1,", "  version: 0,"));
    assert_eq!((line, column), (4, 3));
    assert!(message.starts_with("Unexpected field named `profile` in `Level`"), "{message}");
}

#[test]
fn newer_versions_are_refused_before_their_fields_are_read() {
    let newer =
        TINY.replace("  version: 1,", "  version: 2,").replace("  profile: S2,", "  profile: S4, gravity: 0.5,");
    match from_ron_str(&newer) {
        Err(e @ LoadError::UnsupportedVersion { found: 2, supported: 1 }) => {
            assert_eq!(e.to_string(), "level file version 2 is newer than this program understands (up to 1)")
        }
        other => panic!("{other:?}"),
    }
    // The same when the newer file happens to parse as today's level.
    let newer = TINY.replace("  version: 1,", "  version: 7,");
    assert!(matches!(from_ron_str(&newer), Err(LoadError::UnsupportedVersion { found: 7, .. })));
}

#[test]
fn semantic_problems_are_all_listed() {
    let bad = TINY.replace("      \". .\",", "      \"3 .\",").replace("count: 2,", "count: 0,");
    match from_ron_str(&bad) {
        Err(LoadError::Invalid(problems)) => {
            let lines: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
            assert_eq!(
                lines,
                [
                    "layout.rows[0][0]: chunk 3 does not exist (level has 0 chunks)",
                    "objects[0].kind.count: 0 spikes, 1..=16 allowed",
                ]
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    for open in ["[", "(", "Some(", "{"] {
        for prefix in ["(version: 1, name: ", "(version: 2, name: \"\", future: "] {
            let text = format!("{prefix}{}", open.repeat(100_000));
            assert!(matches!(from_ron_str(&text), Err(LoadError::Syntax { .. })), "{prefix}{open}");
        }
    }
}

#[test]
fn load_limits_size_and_requires_utf8() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.ron");
    // A sparse file: its size is known without writing 64 MiB.
    std::fs::File::create(&big).unwrap().set_len(MAX_FILE_BYTES + 1).unwrap();
    match load(&big) {
        Err(e @ LoadError::Read(ReadError::TooLarge { size: Some(size), .. })) => {
            assert_eq!(size, MAX_FILE_BYTES + 1);
            assert_eq!(e.to_string(), "larger than 67108864 bytes, the limit for level files");
        }
        other => panic!("{other:?}"),
    }
    let latin1 = dir.path().join("latin1.ron");
    std::fs::write(&latin1, b"(\n  name: \"\xE9\")").unwrap();
    match load(&latin1) {
        Err(e @ LoadError::Read(ReadError::NotUtf8 { offset: 11, .. })) => {
            assert_eq!(e.to_string(), "not UTF-8 text: byte 0xE9 at offset 11 (line 2, column 10) is not valid UTF-8")
        }
        other => panic!("{other:?}"),
    }
    #[cfg(unix)]
    match load(Path::new("/dev/zero")) {
        Err(e @ LoadError::Read(ReadError::NotAFile { .. })) => {
            assert_eq!(e.to_string(), "cannot read: a character device, not a regular file")
        }
        other => panic!("{other:?}"),
    }
    let missing = dir.path().join("missing.ron");
    match load(&missing) {
        Err(LoadError::Io { source, path }) => {
            assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
            assert_eq!(path, missing.display().to_string());
        }
        other => panic!("{other:?}"),
    }
    let good = dir.path().join("good.ron");
    std::fs::write(&good, TINY).unwrap();
    assert_eq!(load(&good).unwrap(), tiny());
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("readable file")
}

/// The files in a folder, sorted (to see that no temporary file is left behind).
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("readable dir")
        .map(|e| e.expect("dir entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn save_keeps_the_previous_file_as_bak() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("level.ron");
    let first = tiny();
    let mut second = tiny();
    second.name = "Second".into();
    save(&path, &first).unwrap();
    assert_eq!(read(&path), TINY);
    assert_eq!(names(dir.path()), ["level.ron"]);
    save(&path, &second).unwrap();
    assert_eq!(load(&path).unwrap(), second);
    assert_eq!(backup_path(&path), dir.path().join("level.ron.bak"));
    assert_eq!(read(&backup_path(&path)), TINY);
    assert_eq!(names(dir.path()), ["level.ron", "level.ron.bak"]);
    let mut third = tiny();
    third.name = "Third".into();
    save(&path, &third).unwrap();
    assert_eq!(load(&backup_path(&path)).unwrap(), second);
}

#[cfg(unix)]
#[test]
fn save_keeps_permissions_and_follows_links() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("level.ron");
    std::fs::write(&path, "old").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.path().join("link.ron");
    std::os::unix::fs::symlink(&path, &link).unwrap();
    save(&link, &tiny()).unwrap();
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(read(&path), TINY);
    assert_eq!(read(&backup_path(&path)), "old");
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
    assert_eq!(std::fs::metadata(backup_path(&path)).unwrap().permissions().mode() & 0o777, 0o640);
}

#[test]
fn failed_saves_leave_the_original_untouched() {
    let dir = tempfile::tempdir().unwrap();
    // A folder that does not exist.
    let nowhere = dir.path().join("no such folder").join("level.ron");
    match save(&nowhere, &tiny()) {
        Err(SaveError::Io { path, source }) => {
            assert_eq!(path, nowhere.display().to_string());
            assert_eq!(source.kind(), std::io::ErrorKind::NotFound);
        }
        other => panic!("{other:?}"),
    }
    // The backup cannot be written (a folder is in its place): the level file keeps its old text.
    let path = dir.path().join("level.ron");
    std::fs::write(&path, "original").unwrap();
    std::fs::create_dir(backup_path(&path)).unwrap();
    assert!(matches!(save(&path, &tiny()), Err(SaveError::Io { .. })));
    assert_eq!(read(&path), "original");
    assert_eq!(names(dir.path()), ["level.ron", "level.ron.bak"]);
    // An invalid level is refused before anything is written.
    std::fs::remove_dir(backup_path(&path)).unwrap();
    let mut invalid = tiny();
    invalid.layout.set(0, 0, Some(9));
    match save(&path, &invalid) {
        Err(e @ SaveError::Invalid(_)) => assert_eq!(
            e.to_string(),
            "refusing to save an invalid level: layout.rows[0][0]: chunk 9 does not exist (level has 0 chunks)"
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(read(&path), "original");
    assert_eq!(names(dir.path()), ["level.ron"]);
    // A folder where the level should be.
    let folder = dir.path().join("folder.ron");
    std::fs::create_dir(&folder).unwrap();
    assert!(matches!(save(&folder, &tiny()), Err(SaveError::Io { .. })));
}

/// A level's own move set is written only when set, and a file may list only the moves it turns on.
#[test]
fn the_move_set_override_is_optional_and_lists_what_it_turns_on() {
    let mut level = tiny();
    assert!(!to_ron_string(&level).contains("moves"));
    level.moves = Some(formats::LevelMoves { glide: true, drop_dash: true, ..Default::default() });
    let text = to_ron_string(&level);
    assert!(text.contains("moves: Some("), "{text}");
    assert_eq!(from_ron_str(&text).expect("reads back"), level);
    let short = text.replace("flight: false,", "").replace("peel_out: false,", "");
    assert_ne!(short, text);
    assert_eq!(from_ron_str(&short).expect("moves left out are off").moves, level.moves);
}
