//! `spg-studio export sonlvl`, `export json` and `import json` on a small synthetic project (no ../shared
//! needed): an unchanged level writes nothing, an edit writes only its files (shared ones only with
//! `--allow-shared`), a level that does not fit is refused with its level path and nothing is written, and JSON
//! reads back to the same level file.

use crate::support;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");
use support::projects::SMALL_SECTION as SECTION;

/// A one-level Sonic 2 project (plus a second level sharing the collision arrays).
fn project(dir: &Path) -> PathBuf {
    support::projects::small_sonlvl_project(dir, support::projects::OTHER_ZONE)
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).args(args).output().expect("spg-studio runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn imported(dir: &Path) {
    let out = run(dir, &["import", "sonlvl", "SonLVL.ini", "--level", SECTION, "-o", "level.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn unchanged_export_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path());
    imported(dir.path());
    let out = run(dir.path(), &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches(": unchanged").count(), 9, "{stdout}");
    assert!(stdout.ends_with("exported 'Test Zone Act 1' to [Test Zone Act 1]: 0 file(s) written\n"), "{stdout}");
    assert!(!dir.path().join("vertical.bin.bak").exists());
}

#[test]
fn shared_files_need_allow_shared_and_refusals_write_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path());
    imported(dir.path());
    // Edit tile 1's heights (shape 1 is read by both levels' blocks).
    let level_path = dir.path().join("level.ron");
    let mut level = formats::ron_file::load(&level_path).expect("load");
    level.tiles[1] = formats::SolidTile::from_heights([8; 16]);
    formats::ron_file::save(&level_path, &level).expect("save");
    let out = run(dir.path(), &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.starts_with(
            "exporting to [Test Zone Act 1] would change files other levels use; nothing was written:\n  \
             [Other Zone] uses colarr1, colarr2: 64 of the 128 blocks its layout shows would read another collision shape\n"
        ),
        "{stderr}"
    );
    assert!(stderr.ends_with("run again with --allow-shared to write them\n"), "{stderr}");
    assert!(!dir.path().join("vertical.bin.bak").exists());
    let dry = run(dir.path(), &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini", "--dry-run"]);
    assert_eq!(dry.status.code(), Some(0));
    assert!(text(&dry.stdout).contains("vertical.bin (colarr1): would be written\n"), "{}", text(&dry.stdout));
    let out = run(dir.path(), &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini", "--allow-shared"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("vertical.bin (colarr1): written (previous file kept as .bak)\n"));
    assert!(dir.path().join("vertical.bin.bak").exists());
    assert_eq!(&std::fs::read(dir.path().join("vertical.bin")).expect("read")[16..32], &[8; 16]);

    // A refusal: a chunk id that does not fit a byte.
    for _ in 0..300 {
        level.chunks.push(level.chunks[1].clone());
    }
    formats::ron_file::save(&level_path, &level).expect("save");
    let before = std::fs::read(dir.path().join("chunks.kos")).expect("read");
    let out = run(dir.path(), &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini", "--allow-shared"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "cannot export to [Test Zone Act 1]: 1 problem(s), nothing was written:\n  chunks[256]: Sonic 2 layouts store \
         chunk ids in one byte: at most 256 chunks, this level has 302\n"
    );
    assert_eq!(std::fs::read(dir.path().join("chunks.kos")).expect("read"), before);
}

#[test]
fn json_round_trip_through_the_cli() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path());
    imported(dir.path());
    let out = run(dir.path(), &["export", "json", "level.ron", "-o", "level.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "level.json: wrote 'Test Zone Act 1' as JSON\n");
    let out = run(dir.path(), &["import", "json", "level.json", "-o", "back.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let a = std::fs::read(dir.path().join("level.ron")).expect("read");
    let b = std::fs::read(dir.path().join("back.ron")).expect("read");
    assert_eq!(a, b);
    let out = run(dir.path(), &["export", "json", "level.ron", "-o", "./level.ron"]);
    assert_eq!(out.status.code(), Some(2));
}

/// `export sonlvl` into a copy of the Sonic 1 disassembly's project: Green Hill 1 unchanged writes nothing; a
/// Motobug moved writes only the object layout, which re-imports with it moved; a layer switcher is refused.
#[test]
fn a_sonic_1_level_exports() {
    let Some((dir, ini)) = support::projects::s1disasm_copy() else { return };
    let ini = ini.to_string_lossy().into_owned();
    let section = "Green Hill Zone Act 1";
    let out = run(dir.path(), &["import", "sonlvl", &ini, "--level", section, "-o", "ghz1.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = run(dir.path(), &["export", "sonlvl", "ghz1.ron", "--project", &ini]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.matches(": unchanged").count(), 8, "{stdout}");
    assert!(stdout.ends_with("to [Green Hill Zone Act 1]: 0 file(s) written\n"), "{stdout}");

    let level_path = dir.path().join("ghz1.ron");
    let mut level = formats::ron_file::load(&level_path).expect("load");
    let motobug = level.objects.iter().position(|o| matches!(o.kind, formats::object::ObjectKind::Badnik { .. }));
    let motobug = motobug.expect("a badnik");
    level.objects[motobug].x -= 32;
    formats::ron_file::save(&level_path, &level).expect("save");
    let out = run(dir.path(), &["export", "sonlvl", "ghz1.ron", "--project", &ini]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("ghz1.bin (objects): written (previous file kept as .bak)\n"), "{stdout}");
    assert_eq!(stdout.matches(": unchanged").count(), 7, "{stdout}");
    let again = formats::import::sonlvl::import(std::path::Path::new(&ini), section).expect("re-import");
    assert!(again.objects.contains(&level.objects[motobug]));

    level.switchers.push(formats::switcher::LayerSwitcher::from_s2_subtype(0x200, 0x300, 0, false));
    formats::ron_file::save(&level_path, &level).expect("save");
    let out = run(dir.path(), &["export", "sonlvl", "ghz1.ron", "--project", &ini]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("switchers[0]: a layer switcher at (512, 768): Sonic 1 has one collision path"),
        "{}",
        text(&out.stderr)
    );
}
