//! SonLVL projects on disk for the tests: a small synthetic one (no ../shared needed) and a temporary copy of
//! the Sonic 2 disassembly's (`../shared/reference/s2disasm`), plus the folder helpers they use. Shared by the
//! `formats` and `editor` test binaries: the editor's `support` module includes this file by its path.

#![allow(dead_code)]

use formats::import::kosinski::compress;
use std::path::{Path, PathBuf};

/// The level section of [`small_sonlvl_project`].
pub const SMALL_SECTION: &str = "Test Zone Act 1";

/// A complete, valid Sonic 2 project of one level in `dir`: tile 1 is a full block, chunk 1 is solid on path A,
/// row 10 of the layout is made of it, the player starts at (96, 512); one spring, one row of rings. `extra` is
/// added after the level's section (more keys for it, or more sections). Returns the path of `SonLVL.ini`.
pub fn small_sonlvl_project(dir: &Path, extra: &str) -> PathBuf {
    small_sonlvl_project_with(dir, "objects.bin", extra)
}

/// [`small_sonlvl_project`] with its `objects=` entry naming `objects` (the file `objects.bin` is written all the
/// same): for entries that point elsewhere.
pub fn small_sonlvl_project_with(dir: &Path, objects: &str, extra: &str) -> PathBuf {
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).expect("write");
    let mut heights = vec![0u8; 4096];
    heights[16..32].fill(16);
    write("vertical.bin", &heights);
    write("horizontal.bin", &heights);
    write("angles.bin", &[0u8; 256]);
    write("index.kos", &compress(&[0, 1]));
    let mut chunks = vec![0u8; 128];
    chunks.extend([0x30, 0x01].repeat(64));
    write("chunks.kos", &compress(&chunks));
    let mut layout = vec![0u8; 4096];
    layout[10 * 256..10 * 256 + 128].fill(1);
    write("layout.kos", &compress(&layout));
    write("start.bin", &[0x00, 0x60, 0x02, 0x00]);
    write("objects.bin", &[0x01, 0x00, 0x02, 0x40, 0x41, 0x02]);
    write("rings.bin", &[0x01, 0x00, 0x22, 0x00, 0xFF, 0xFF]);
    let ini = dir.join("SonLVL.ini");
    let text = format!(
        "version=S2\ncolarr1=vertical.bin\ncolarr2=horizontal.bin\nangles=angles.bin\n[{SMALL_SECTION}]\n\
         chunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\n\
         objects={objects}\nrings=rings.bin\n{extra}"
    );
    std::fs::write(&ini, text).expect("write ini");
    ini
}

/// A second level section for [`small_sonlvl_project`]'s `extra`, using the same files: exports to the first
/// level then touch files another level uses.
pub const OTHER_ZONE: &str = "[Other Zone]\nchunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\n";

/// The parts of `../shared/reference/s2disasm` a SonLVL project reads, copied into a temporary folder, with
/// the path of the copy's `SonLVL.ini`; `None` (skip) when ../shared is absent outside CI.
pub fn s2disasm_copy() -> Option<(tempfile::TempDir, PathBuf)> {
    let shared = formats::reference::shared_dir()?;
    let from = shared.join("reference/s2disasm");
    let dir = tempfile::tempdir().expect("temp dir");
    for sub in ["SonLVL INI Files", "collision", "level", "mappings/128x128", "startpos"] {
        copy_dir(&from.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    Some((dir, ini))
}

/// [`s2disasm_copy`] with the art the SonLVL project names too (patterns, block mappings, palettes, animated
/// patterns): for exporting a level's own art.
pub fn s2disasm_copy_with_art() -> Option<(tempfile::TempDir, PathBuf)> {
    let (dir, ini) = s2disasm_copy()?;
    let from = formats::reference::shared_dir()?.join("reference/s2disasm");
    for sub in ["art/kosinski", "art/palettes", "art/uncompressed", "mappings/16x16"] {
        copy_dir(&from.join(sub), &dir.path().join(sub));
    }
    Some((dir, ini))
}

/// The parts of `../shared/reference/s1disasm-full` a Sonic 1 SonLVL project reads (every level of the game,
/// with its art), copied into a temporary folder, with the path of the copy's `SonLVL.ini`; `None` (skip) as
/// [`s2disasm_copy`].
pub fn s1disasm_copy() -> Option<(tempfile::TempDir, PathBuf)> {
    let shared = formats::reference::shared_dir()?;
    let from = shared.join("reference/s1disasm-full");
    let dir = tempfile::tempdir().expect("temp dir");
    let parts = [
        "SonLVL INI Files",
        "collide",
        "levels",
        "map16",
        "map256",
        "objpos",
        "startpos",
        "artnem",
        "artunc",
        "palette",
    ];
    for sub in parts {
        copy_dir(&from.join(sub), &dir.path().join(sub));
    }
    let ini = dir.path().join("SonLVL INI Files/SonLVL.ini");
    Some((dir, ini))
}

/// Copies the folder `from` (and every folder in it) to `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("mkdir");
    for entry in std::fs::read_dir(from).expect("read dir") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// Every regular file under `dir` with its bytes, sorted: two snapshots compare equal when nothing was written.
/// Symbolic links are not followed (a test's link may lead nowhere, or out of `dir`).
pub fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("read dir") {
            let p = entry.expect("entry").path();
            let kind = std::fs::symlink_metadata(&p).expect("metadata").file_type();
            if kind.is_dir() {
                stack.push(p);
            } else if kind.is_file() {
                out.push((p.clone(), std::fs::read(&p).expect("read")));
            }
        }
    }
    out.sort();
    out
}
