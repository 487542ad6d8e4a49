//! Any bytes as the SonLVL project an export plans into (`export::sonlvl::plan`): the fuzz input is the INI
//! text, beside a small valid Sonic 2 project's files (a one-level project whose level the export writes
//! back, with one block changed). Planning reads only: it must return a plan or an error for the first
//! section and every other one, never panic, and never plan a write outside the project's folder or onto
//! the INI.

#![no_main]

use formats::export::sonlvl::plan;
use formats::import::kosinski::compress;
use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const INI: &str = "version=S2\ncolarr1=vertical.bin\ncolarr2=horizontal.bin\nangles=angles.bin\n[Test Zone Act 1]\n\
chunks=chunks.kos\nlayout=layout.kos\ncolind1=index.kos\nstartpos=start.bin:Sonic:Level Start\nobjects=objects.bin\n\
rings=rings.bin\n";

/// The project's folder and the level imported from it, edited.
fn project() -> &'static (PathBuf, formats::Level) {
    static PROJECT: OnceLock<(PathBuf, formats::Level)> = OnceLock::new();
    PROJECT.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("spg-fuzz-export-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
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
        write("objects.bin", &[0x01, 0x00, 0x02, 0x40, 0x41, 0x02, 0xFF, 0xFF, 0, 0, 0, 0]);
        write("rings.bin", &[0x01, 0x00, 0x22, 0x00, 0xFF, 0xFF]);
        write("SonLVL.ini", INI.as_bytes());
        let mut level = formats::import::sonlvl::import(&dir.join("SonLVL.ini"), "Test Zone Act 1").expect("import");
        if let Some(chunk) = level.chunks.get_mut(1) {
            chunk.blocks[0].a.tile = 0;
        }
        (dir, level)
    })
}

fuzz_target!(|data: &[u8]| {
    let (dir, level) = project();
    let ini = dir.join("fuzz.ini");
    if std::fs::write(&ini, data).is_err() {
        return;
    }
    let text = String::from_utf8_lossy(data);
    let Ok(project) = formats::import::sonlvl::Project::parse(&ini, &text) else { return };
    let folder = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.clone());
    for section in project.levels().iter().take(8).map(|l| l.section.clone()) {
        let Ok(p) = plan(&ini, &section, level) else { continue };
        for f in p.changed() {
            let target = std::fs::canonicalize(f.path.parent().unwrap_or(Path::new("."))).unwrap_or_default();
            assert!(target.starts_with(&folder), "a write outside the project: {}", f.path.display());
            assert!(!formats::read::same_file(&f.path, &ini), "a write onto the INI");
        }
    }
});
