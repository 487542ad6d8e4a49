//! Where the shared reference data lives (`../shared` beside the repository: the Sonic 2 disassembly's level
//! data and the real-game traces), for tests and benchmarks. Nothing here is used by the program itself.

use std::path::PathBuf;

/// The `../shared` folder, if present. When it is absent this prints `skipped: ../shared absent` (the caller
/// then skips its check) — except under CI (`CI=true`), where the data must be there and this panics.
pub fn shared_dir() -> Option<PathBuf> {
    let dir = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared"));
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "../shared is missing: CI must run with the shared reference data beside the repository"
    );
    eprintln!("skipped: ../shared absent");
    None
}

/// The Sonic 2 disassembly's SonLVL project file inside `shared`.
pub fn s2_sonlvl_ini(shared: &std::path::Path) -> PathBuf {
    shared.join("reference/s2disasm/SonLVL INI Files/SonLVL.ini")
}

/// The SonLVL project of a whole disassembly inside `shared` (`s1disasm-full`, `s2disasm-full`, `skdisasm`):
/// every level of the game, for the trace suite's recordings.
pub fn full_sonlvl_ini(shared: &std::path::Path, game: crate::recording::Game) -> Option<PathBuf> {
    let folder = match game {
        crate::recording::Game::S1 => "s1disasm-full",
        crate::recording::Game::S2 => "s2disasm-full",
        crate::recording::Game::S3K => "skdisasm",
    };
    Some(shared.join("reference").join(folder).join("SonLVL INI Files/SonLVL.ini"))
}
