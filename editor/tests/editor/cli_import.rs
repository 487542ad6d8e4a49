//! `spg-studio import sonlvl` on a small synthetic project (no ../shared needed): `-o` never overwrites an
//! input, `--list` says which files each level lacks, problems name their file and INI key, and output
//! that cannot be written is a failure; skdisasm's Sonic 3 & Knuckles project (../shared) lists and imports.

use crate::support;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");
use support::projects::SMALL_SECTION as SECTION;

/// A valid one-level Sonic 2 project in `dir` (the files are tiny but complete), with `extra` lines added to
/// the level's section, and a second level whose layout file is missing.
fn project(dir: &Path, extra: &str) -> PathBuf {
    support::projects::small_sonlvl_project(dir, &format!("{extra}[Other Zone]\nlayout=missing.kos\n"))
}

fn import(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).args(["import", "sonlvl"]).args(args).output().expect("spg-studio runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_level_imports() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path(), "");
    let out = import(dir.path(), &["SonLVL.ini", "--level", SECTION, "-o", "out.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with(
            "out.ron: imported 'Test Zone Act 1' (256 tiles, 2 chunks, 128 x 16 layout, 0 switchers, 4 objects) in "
        ),
        "{stdout}"
    );
    assert!(formats::ron_file::load(&dir.path().join("out.ron")).is_ok());
}

/// `-o` naming the project or a file the level is read from (however spelt) used to be written over it.
#[test]
fn the_output_may_not_be_an_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path(), "");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    let before = std::fs::read(dir.path().join("SonLVL.ini")).expect("read");
    for (output, message) in [
        ("./SonLVL.ini", "is the project file (SonLVL.ini)"),
        ("sub/../chunks.kos", "is the file chunks= names (./chunks.kos)"),
        ("start.bin", "is the file startpos= names (./start.bin)"),
        ("rings.bin", "is the file rings= names (./rings.bin)"),
    ] {
        let out = import(dir.path(), &["SonLVL.ini", "--level", SECTION, "-o", output]);
        assert_eq!(out.status.code(), Some(2), "{output}");
        assert_eq!(
            text(&out.stderr),
            format!("-o {output} {message}: refusing to overwrite an input; nothing was written\n")
        );
        assert_eq!(out.stdout, b"");
    }
    assert_eq!(std::fs::read(dir.path().join("SonLVL.ini")).expect("read"), before);
    assert_eq!(std::fs::read(dir.path().join("start.bin")).expect("read"), [0x00, 0x60, 0x02, 0x00]);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("list")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".bak"))
        .collect();
    assert!(leftovers.is_empty(), "nothing written, not even a backup");
}

#[test]
fn list_says_which_files_each_level_lacks() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path(), "displayname=Test Zone (1)\n");
    std::fs::remove_file(dir.path().join("rings.bin")).expect("remove");
    let out = import(dir.path(), &["SonLVL.ini", "--list"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "Test Zone Act 1 (Test Zone (1)): missing rings (./rings.bin not found)\n\
         Other Zone: missing colind1 (no entry), chunks (no entry), layout (./missing.kos not found), startpos (no \
         entry)\n"
    );
    std::fs::write(dir.path().join("rings.bin"), [0xFF, 0xFF]).expect("write");
    let out = import(dir.path(), &["SonLVL.ini", "--list"]);
    assert!(text(&out.stdout).starts_with("Test Zone Act 1 (Test Zone (1)): all files present\n"));
    // Names from the file are printed with their control characters escaped.
    let ini = std::fs::read_to_string(dir.path().join("SonLVL.ini")).expect("read");
    std::fs::write(dir.path().join("SonLVL.ini"), ini.replace("[Other Zone]", "[Other \u{1b}]0;Zone\u{7}]"))
        .expect("write");
    let out = import(dir.path(), &["SonLVL.ini", "--list"]);
    assert!(
        text(&out.stdout).ends_with(
            "\nOther \\u{1b}]0;Zone\\u{7}: missing colind1 (no entry), chunks (no entry), layout (./missing.kos not \
             found), startpos (no entry)\n"
        ),
        "{}",
        text(&out.stdout)
    );
}

/// Values the level refuses name the file or INI key they came from; truncated binaries name the offset.
#[test]
fn problems_name_file_key_and_offset() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path(), "waterheight=FFFFFFF\n");
    std::fs::write(dir.path().join("rings.bin"), [0x01, 0x00, 0x22, 0x00]).expect("write");
    let out = import(dir.path(), &["SonLVL.ini", "--level", SECTION, "-o", "out.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "cannot import [{SECTION}]: 1 problem(s):\n  ./rings.bin (rings): the file ends at byte 4 without the end \
             marker: expected another 4-byte ring record or the end marker (the word 0xFFFF); it may be cut short\n"
        )
    );
    std::fs::write(dir.path().join("rings.bin"), [0xFF, 0xFF]).expect("write");
    let out = import(dir.path(), &["SonLVL.ini", "--level", SECTION, "-o", "out.ron"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "cannot import [{SECTION}]: 1 problem(s):\n  SonLVL.ini (waterheight): water_height: 268435455 outside ±1048576\n"
        )
    );
    assert!(!dir.path().join("out.ron").exists());
}

#[cfg(unix)]
#[test]
fn the_project_file_is_read_bounded() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = import(dir.path(), &["/dev/zero", "--list"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "/dev/zero: cannot read: a character device, not a regular file\n");
    std::fs::File::create(dir.path().join("big.ini"))
        .and_then(|f| f.set_len(formats::limits::MAX_INI_BYTES + 1))
        .expect("sparse file");
    let out = import(dir.path(), &["big.ini", "--list"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "big.ini: larger than 4194304 bytes, the limit for SonLVL project files\n");
}

#[cfg(target_os = "linux")]
#[test]
fn unwritable_output_fails() {
    let dir = tempfile::tempdir().expect("temp dir");
    project(dir.path(), "");
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full").expect("/dev/full");
    let out = Command::new(BIN)
        .current_dir(dir.path())
        .args(["import", "sonlvl", "SonLVL.ini", "--list"])
        .stdout(full)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the result: No space left on device (os error 28)\n");
    let out = Command::new("sh")
        .current_dir(dir.path())
        .args(["-c", "exec \"$0\" import sonlvl SonLVL.ini --list >&-", BIN])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr), "stdout: cannot write the result: stdout is closed\n");
}

/// `--level` takes the display name `--list` prints in brackets as well as the section name; a display name
/// two levels share is a usage error naming their sections.
#[test]
fn levels_are_named_by_section_or_display_name() {
    let dir = tempfile::tempdir().expect("temp dir");
    let two = "[2P\\Test Zone]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\ndisplayname=Test Zone (2 Player)\n\
               [2P\\Other]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\ndisplayname=Shared Name\n\
               [2P\\Third]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\ndisplayname=Shared Name\n";
    support::projects::small_sonlvl_project(dir.path(), two);
    let list = text(&import(dir.path(), &["SonLVL.ini", "--list"]).stdout);
    assert!(list.contains("2P\\Test Zone (Test Zone (2 Player))"), "{list}");
    let out = import(dir.path(), &["SonLVL.ini", "--level", "Test Zone (2 Player)", "-o", "two.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let level = formats::ron_file::load(&dir.path().join("two.ron")).expect("imported");
    assert_eq!(level.name, "Test Zone (2 Player)");
    let out = import(dir.path(), &["SonLVL.ini", "--level", "2P\\Test Zone", "-o", "section.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = import(dir.path(), &["SonLVL.ini", "--level", "Shared Name", "-o", "shared.ron"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr).trim(),
        "--level \"Shared Name\" is the display name of 2 levels: give one of the sections 2P\\Other, 2P\\Third"
    );
    assert!(!dir.path().join("shared.ron").exists());
}

/// skdisasm's project (../shared): `--list` names the one file missing under any case, and importing Angel
/// Island 1 says what the level leaves in the project.
#[test]
fn sonic3k_projects_list_and_import() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/skdisasm/SonLVL INI Files/SonLVL.ini");
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini.to_string_lossy().into_owned();
    let out = import(dir.path(), &[&ini, "--list"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    assert_eq!(listed.lines().count(), 44);
    let boss = listed.lines().find(|l| l.contains("Angel Island Zone Act 2 Boss")).expect("listed");
    assert!(boss.contains(": missing blocks (") && boss.ends_with("Act 2 Bombership.bin not found)"), "{boss}");
    assert_eq!(listed.lines().filter(|l| l.ends_with(": all files present")).count(), 37);
    let aiz1 = listed.lines().find(|l| l.starts_with("Sonic 3\\\\Angel Island Zone Act 1 (")).expect("listed");
    assert!(aiz1.ends_with(": all files present; layout options (--layout-option): 'Normal', 'Tree Ride'"), "{aiz1}");
    assert_eq!(listed.lines().filter(|l| l.contains("; layout options")).count(), 6);
    let out = import(dir.path(), &[&ini, "--level", "Sonic 3\\\\Angel Island Zone Act 1", "-o", "aiz1.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.starts_with("aiz1.ron: imported 'Angel Island Zone Act 1' (256 tiles, 256 chunks, 97 x 13 layout, 13 switchers, 244 objects)"), "{said}");
    assert!(said.contains("\nnote: layoutcopy=: the layout shows 'Normal' as the file stores it; --layout-option 'Tree Ride' imports the other"), "{said}");
    let level = formats::ron_file::load(&dir.path().join("aiz1.ron")).expect("level");
    assert_eq!(level.profile, formats::ProfileId::S3K);
    // The tree ride: its option saved in the level (export stores the layout back), said instead.
    let args =
        [&ini, "--level", "Sonic 3\\\\Angel Island Zone Act 1", "-o", "tree.ron", "--layout-option", "tree ride"];
    let out = import(dir.path(), &args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.ends_with("\nnote: the layout shows 'Tree Ride' (layoutcopy); export stores it back\n"), "{said}");
    let tree = formats::ron_file::load(&dir.path().join("tree.ron")).expect("level");
    assert_eq!(tree.source.and_then(|s| s.layout_option).as_deref(), Some("Tree Ride"));
    assert_eq!((tree.layout.get(89, 5), tree.layout.get(0, 0)), (level.layout.get(0, 0), level.layout.get(89, 5)));
    let out = import(
        dir.path(),
        &[&ini, "--level", "Sonic 3\\\\Angel Island Zone Act 1", "-o", "x.ron", "--layout-option", "Night"],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("no layout option 'Night'; its options are: Normal, Tree Ride"),
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("x.ron").exists());
}
