//! The reference levels (the disassemblies' SonLVL projects in `../shared/reference/s1disasm` and
//! `../shared/reference/s2disasm`), each imported at most once per test binary however many tests read it.
//! Shared by the `formats` and `editor` test binaries: the editor's `support` module includes this file by its
//! path.

#![allow(dead_code)]

use formats::Level;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

/// `../shared/reference/s2disasm/SonLVL INI Files/SonLVL.ini`, or `None` (skip) when ../shared is absent
/// outside CI.
pub fn s2_ini() -> Option<PathBuf> {
    Some(formats::reference::s2_sonlvl_ini(&formats::reference::shared_dir()?))
}

/// `../shared/reference/s1disasm/SonLVL INI Files/SonLVL.ini`, or `None` as [`s2_ini`].
pub fn s1_ini() -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference/s1disasm/SonLVL INI Files/SonLVL.ini"))
}

/// The Sonic 2 level `section` as the importer reads it, or `None` (skip) when ../shared is absent.
pub fn s2(section: &str) -> Option<Level> {
    imported(s2_ini()?, section)
}

/// The Sonic 2 level `section` of the whole disassembly's project (`s2disasm-full`: every zone), as [`s2`].
pub fn s2_full(section: &str) -> Option<Level> {
    let ini = formats::reference::full_sonlvl_ini(&formats::reference::shared_dir()?, formats::recording::Game::S2)?;
    imported(ini, section)
}

/// The Sonic 1 level `section`, as [`s2`].
pub fn s1(section: &str) -> Option<Level> {
    imported(s1_ini()?, section)
}

/// One cell per project and section: tests asking for the same level wait for one import; other levels are
/// imported alongside.
type Cache = Mutex<HashMap<(PathBuf, String), Arc<OnceLock<Level>>>>;

fn imported(ini: PathBuf, section: &str) -> Option<Level> {
    static CACHE: LazyLock<Cache> = LazyLock::new(Cache::default);
    let cell = {
        let mut cache = CACHE.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        Arc::clone(cache.entry((ini.clone(), section.to_string())).or_default())
    };
    let level = cell
        .get_or_init(|| formats::import::sonlvl::import(&ini, section).unwrap_or_else(|e| panic!("{section}: {e}")));
    Some(level.clone())
}
