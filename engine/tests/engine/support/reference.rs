//! The levels of `../shared/reference/s2disasm` and `../shared/reference/s1disasm`, imported through their
//! SonLVL projects once per test binary. A test asks `formats::reference::shared_dir()` for the directory
//! first, so without `../shared` it is skipped ("skipped: ../shared absent") or, under `CI=true`, fails.

use formats::Level;
use std::path::Path;
use std::sync::OnceLock;

/// An act the tests replay or check objects on.
#[derive(Clone, Copy)]
pub enum Act {
    Ehz1,
    Ehz2,
    Cpz1,
    Cpz2,
    Ghz1,
    Ghz3,
}

const S1: &str = "reference/s1disasm/SonLVL INI Files/SonLVL.ini";
const S2: &str = "reference/s2disasm/SonLVL INI Files/SonLVL.ini";

impl Act {
    /// The SonLVL project holding the act (inside `../shared`) and the act's name in it.
    fn source(self) -> (&'static str, &'static str) {
        match self {
            Act::Ehz1 => (S2, "Emerald Hill Zone Act 1"),
            Act::Ehz2 => (S2, "Emerald Hill Zone Act 2"),
            Act::Cpz1 => (S2, "Chemical Plant Zone Act 1"),
            Act::Cpz2 => (S2, "Chemical Plant Zone Act 2"),
            Act::Ghz1 => (S1, "Green Hill Zone Act 1"),
            Act::Ghz3 => (S1, "Green Hill Zone Act 3"),
        }
    }
}

/// `act` as imported from `shared`, the first time any test of the binary asks.
pub fn level(shared: &Path, act: Act) -> &'static Level {
    static LEVELS: [OnceLock<Level>; 6] = [const { OnceLock::new() }; 6];
    LEVELS[act as usize].get_or_init(|| {
        let (project, name) = act.source();
        match formats::import::sonlvl::import(&shared.join(project), name) {
            Ok(level) => level,
            Err(e) => panic!("{name} import failed: {e}"),
        }
    })
}

/// A copy of `act` for a test that changes it; `None` (the test skipped) without `../shared`.
pub fn owned(act: Act) -> Option<Level> {
    let shared = formats::reference::shared_dir()?;
    Some(level(&shared, act).clone())
}
