//! Commands that used to lose a user's files, each refused now before anything is written: `render` onto one
//! of its inputs (the level file, its SonLVL project, its PNG tileset, any other file it reads), and `export
//! sonlvl` onto the level file, one file for two INI keys, outside the project's folder, or through a symbolic
//! link that leads nowhere. Fixtures are built in a temporary folder (no ../shared needed).

use crate::support::projects::{SMALL_SECTION, small_sonlvl_project_with, snapshot};
use std::path::Path;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_spg-studio");
fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN).current_dir(dir).args(args).output().expect("spg-studio runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs the command in `dir` and checks it fails with `status`, writes nothing, and says `expected` on stderr.
fn refused(dir: &Path, args: &[&str], status: i32, expected: &[&str]) -> String {
    let before = snapshot(dir);
    let out = run(dir, args);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(status), "{args:?}: {stderr}");
    for e in expected {
        assert!(stderr.contains(e), "{args:?}: expected '{e}' in: {stderr}");
    }
    assert_eq!(snapshot(dir), before, "{args:?} wrote something");
    // The cases' record (`--nocapture`): command, exit status, message.
    println!("CASE {} => exit {status}\n{stderr}", args.join(" "));
    stderr
}

/// The project's level imported as `level.ron`, its objects moved (exporting writes objects and rings).
fn imported_and_edited(dir: &Path) {
    let out = run(dir, &["import", "sonlvl", "SonLVL.ini", "--level", SMALL_SECTION, "-o", "level.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let path = dir.join("level.ron");
    let mut level = formats::ron_file::load(&path).expect("load");
    for o in &mut level.objects {
        o.x += 16;
    }
    formats::ron_file::save(&path, &level).expect("save");
}

#[test]
fn render_refuses_to_write_over_what_the_level_reads() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    let ini = small_sonlvl_project_with(d, "objects.bin", "");
    let mut level = formats::import::sonlvl::import(&ini, SMALL_SECTION).expect("import");
    level.art = Some(formats::level::ArtSource::SonLvl { project: "SonLVL.ini".into(), section: SMALL_SECTION.into() });
    formats::ron_file::save(&d.join("level.ron"), &level).expect("save");
    let tileset = formats::png_io::RgbaImage::new(16, 16);
    formats::png_io::write_rgba(&d.join("tiles.png"), &tileset).expect("png");
    level.art = Some(formats::level::ArtSource::Png { path: "tiles.png".into() });
    formats::ron_file::save(&d.join("png-level.ron"), &level).expect("save");

    refused(d, &["render", "level.ron", "-o", "level.ron"], 2, &["-o level.ron is the level file (level.ron)"]);
    refused(d, &["render", "level.ron", "-o", "./level.ron", "--show", "collision"], 2, &["is the level file"]);
    refused(d, &["render", "level.ron", "-o", "SonLVL.ini"], 2, &["is the level's SonLVL project"]);
    refused(d, &["render", "png-level.ron", "-o", "tiles.png"], 2, &["is the level's PNG tileset (tiles.png)"]);
    refused(d, &["render", "level.ron", "-o", "chunks.kos"], 2, &["-o chunks.kos exists and is not a PNG picture"]);
    // A picture may replace a picture.
    for _ in 0..2 {
        let out = run(d, &["render", "level.ron", "-o", "out.png"]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    }
}

#[test]
fn export_refuses_to_write_the_level_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    small_sonlvl_project_with(d, "objects.bin", "");
    imported_and_edited(d);
    small_sonlvl_project_with(d, "level.ron", "");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
        2,
        &["SonLVL.ini (objects): ", "level.ron is the level file being exported", "nothing was written"],
    );
}

#[test]
fn export_refuses_two_keys_naming_one_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    small_sonlvl_project_with(d, "objects.bin", "");
    imported_and_edited(d);
    small_sonlvl_project_with(d, "objects.bin", "colind2=index.kos\n");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini", "--allow-shared"],
        1,
        &["SonLVL.ini (colind2): ", "is also the colind1= file", "nothing was written"],
    );
    small_sonlvl_project_with(d, "rings.bin", "");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
        1,
        &["SonLVL.ini (rings): ", "is also the objects= file"],
    );
}

#[test]
fn export_writes_only_inside_the_project() {
    let outer = tempfile::tempdir().expect("temp dir");
    let d = &outer.path().join("project");
    std::fs::create_dir_all(d).expect("mkdir");
    std::fs::create_dir_all(outer.path().join("elsewhere")).expect("mkdir");
    let theirs = outer.path().join("elsewhere/objects.bin");
    std::fs::write(&theirs, [0x01, 0x00, 0x02, 0x40, 0x41, 0x02]).expect("write");
    small_sonlvl_project_with(d, "objects.bin", "");
    imported_and_edited(d);
    let absolute = theirs.display().to_string();
    for value in [absolute.as_str(), "../elsewhere/objects.bin", "../../../../../../../../../../elsewhere.bin"] {
        small_sonlvl_project_with(d, value, "");
        refused(
            d,
            &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
            1,
            &["SonLVL.ini (objects): ", "is outside the project's folder"],
        );
    }
    small_sonlvl_project_with(d, "SonLVL.ini", "");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
        1,
        &["SonLVL.ini (objects): ", "SonLVL.ini is the project file itself"],
    );
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&theirs, d.join("link.bin")).expect("symlink");
        small_sonlvl_project_with(d, "link.bin", "");
        refused(d, &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"], 1, &["outside the project's folder"]);
    }
    // A text file is not the current objects file.
    std::fs::write(d.join("notes.txt"), "hello\nworld\n").expect("write");
    small_sonlvl_project_with(d, "notes.txt", "");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
        1,
        &["notes.txt (objects): the file there does not read as an object layout (it is text)"],
    );
    assert_eq!(std::fs::read(&theirs).expect("read"), [0x01, 0x00, 0x02, 0x40, 0x41, 0x02]);
}

#[test]
fn export_checks_before_the_first_write() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    small_sonlvl_project_with(d, "objects.bin", "");
    imported_and_edited(d);
    // Rings were written, then the objects failed.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(d.join("gone.bin"), d.join("dangling.bin")).expect("symlink");
        small_sonlvl_project_with(d, "dangling.bin", "");
        refused(
            d,
            &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
            1,
            &["SonLVL.ini (objects): ", "dangling.bin: a symbolic link to", "which does not exist"],
        );
    }
    small_sonlvl_project_with(d, "missing/objects.bin", "");
    refused(
        d,
        &["export", "sonlvl", "level.ron", "--project", "SonLVL.ini"],
        1,
        &["SonLVL.ini (objects): ", "missing/objects.bin: its folder", "missing does not exist"],
    );
}

/// `import sonlvl -o` and `import json -o` replace only a level file: the project's art (or any file that is
/// not a level) is refused; re-importing over a level file works. `export json` and `import json` rebase the
/// level's relative art path to where they write, so the copy still finds its project.
#[test]
fn import_writes_only_level_files_and_keeps_the_art_path_working() {
    let dir = tempfile::tempdir().expect("temp dir");
    let d = dir.path();
    small_sonlvl_project_with(d, "objects.bin", "");
    std::fs::create_dir_all(d.join("art")).expect("mkdir");
    std::fs::write(d.join("art/zone.kos"), [0x55, 0x66, 0x00, 0x00]).expect("art");
    refused(
        d,
        &["import", "sonlvl", "SonLVL.ini", "--level", SMALL_SECTION, "-o", "art/zone.kos"],
        2,
        &["-o art/zone.kos exists and is not a level file: refusing to replace it"],
    );
    imported_and_edited(d);
    // A level file may be replaced by a new import of it.
    let out = run(d, &["import", "sonlvl", "SonLVL.ini", "--level", SMALL_SECTION, "-o", "level.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut level = formats::ron_file::load(&d.join("level.ron")).expect("load");
    level.art = Some(formats::level::ArtSource::SonLvl { project: "SonLVL.ini".into(), section: SMALL_SECTION.into() });
    formats::ron_file::save(&d.join("level.ron"), &level).expect("save");
    // JSON out into a folder, back in somewhere else: the art path follows each file.
    std::fs::create_dir_all(d.join("json")).expect("mkdir");
    std::fs::create_dir_all(d.join("deep/a")).expect("mkdir");
    let out = run(d, &["export", "json", "level.ron", "-o", "json/level.json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = run(d, &["import", "json", "json/level.json", "-o", "deep/a/b.ron"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let copy = formats::ron_file::load(&d.join("deep/a/b.ron")).expect("load");
    let project = match &copy.art {
        Some(formats::level::ArtSource::SonLvl { project, .. }) => project.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(project, "../../SonLVL.ini");
    assert!(d.join("deep/a").join(&project).is_file());
    refused(
        d,
        &["import", "json", "json/level.json", "-o", "art/zone.kos"],
        2,
        &["-o art/zone.kos exists and is not a level file"],
    );
}
