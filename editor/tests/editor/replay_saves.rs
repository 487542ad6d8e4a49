//! Replays are saved as levels are: atomically with a `.bak` of the previous replay, the
//! file's permissions kept, a write-only file saved (its backup is a hard link, so nothing needs to read it),
//! and temporary files that a crash in the middle of an earlier save left in the folder removed.
#![allow(clippy::unwrap_used)]

use formats::atomic::backup_path;
use formats::inputs::InputScript;
use std::path::Path;
use std::time::{Duration, SystemTime};
use studio_core::playtest::replay::{inputs_path, save_inputs};

fn script(text: &str) -> InputScript {
    InputScript::parse(text).unwrap()
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

#[test]
fn a_second_save_keeps_the_first_as_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let path = inputs_path(&dir.path().join("level.ron"));
    save_inputs(&path, &script("10 R\n")).unwrap();
    assert_eq!(names(dir.path()), ["level.inputs"]);
    save_inputs(&path, &script("20 L\n")).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "20 L\n");
    assert_eq!(std::fs::read_to_string(backup_path(&path)).unwrap(), "10 R\n");
    assert_eq!(names(dir.path()), ["level.inputs", "level.inputs.bak"]);
}

#[cfg(unix)]
#[test]
fn the_mode_is_kept_and_a_write_only_replay_is_saved() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.inputs");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
    let chmod = |p: &Path, m: u32| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();
    save_inputs(&path, &script("1 J\n")).unwrap();
    chmod(&path, 0o604);
    save_inputs(&path, &script("2 J\n")).unwrap();
    assert_eq!((mode(&path), mode(&backup_path(&path))), (0o604, 0o604));

    chmod(&path, 0o200);
    let inode = std::fs::metadata(&path).unwrap().ino();
    save_inputs(&path, &script("3 J\n")).unwrap();
    assert_eq!(mode(&path), 0o200);
    assert_eq!(std::fs::metadata(backup_path(&path)).unwrap().ino(), inode, "the backup is the old file, unread");
    chmod(&path, 0o600);
    chmod(&backup_path(&path), 0o600);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "3 J\n");
    assert_eq!(std::fs::read_to_string(backup_path(&path)).unwrap(), "2 J\n");
}

#[test]
fn a_save_removes_what_a_crash_in_an_earlier_save_left() {
    let dir = tempfile::tempdir().unwrap();
    let left = |name: &str, age: u64| {
        let p = dir.path().join(name);
        std::fs::write(&p, "half a replay").unwrap();
        let f = std::fs::File::options().write(true).open(&p).unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(age)).unwrap();
    };
    left(".run.inputs.Q1w2E3.tmp", 3600);
    left(".level.ron.a1B2c3.tmp", 61);
    left(".run.inputs.Z9y8X7.tmp", 5);
    save_inputs(&dir.path().join("run.inputs"), &script("5 -\n")).unwrap();
    assert_eq!(names(dir.path()), [".run.inputs.Z9y8X7.tmp", "run.inputs"], "only leftovers older than a minute");
}
