//! The recent-files list (File → Open Recent) and where SPG Studio keeps its own state between runs.
//!
//! The list is a plain text file, one absolute path per line, newest first, in the state folder (see
//! [`default_state_dir`]). Plain lines rather than RON: the editor crate has no serde of its own and a path
//! list needs no structure. The folder is passed in, so tests use a temporary one and never the user's.

use std::path::{Path, PathBuf};

/// How many files File → Open Recent remembers.
pub const MAX_RECENT: usize = 10;
/// The most the recent-files list may hold on disk (ten paths of at most a few KiB each).
const RECENT_FILE_CAP: u64 = 256 * 1024;

/// The list's file name inside the state folder.
pub const RECENT_FILE_NAME: &str = "recent-files.txt";

/// The app id eframe keeps the window layout under; SPG Studio's own state lives in the same folder.
pub const APP_ID: &str = "spg-studio";

/// SPG Studio's folder for per-user state — the one eframe keeps the window layout and panel sizes in
/// (`eframe::storage_dir`: `~/.local/share/spg-studio` on Linux, `~/Library/Application Support/spg-studio` on
/// macOS, `%APPDATA%\spg-studio\data` on Windows), so everything the editor remembers is in one place: the
/// recent-files list and the autosave recovery file beside eframe's `app.ron`. `None` when the environment
/// names no home.
pub fn default_state_dir() -> Option<PathBuf> {
    eframe::storage_dir(APP_ID)
}

/// The recently opened or saved level files, newest first, kept in `store` (no store: this run only).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecentFiles {
    paths: Vec<PathBuf>,
    store: Option<PathBuf>,
}

impl RecentFiles {
    /// The list saved in `dir` (empty when there is none or it cannot be read: a missing list is no error).
    pub fn load(dir: Option<&Path>) -> Self {
        let store = dir.map(|d| d.join(RECENT_FILE_NAME));
        // Ten paths fit easily; a larger or odd file (a device, a FIFO) reads as no list, through the one
        // bounded reader every file goes through.
        let text = store
            .as_deref()
            .and_then(|s| formats::read::read_text_bounded(s, RECENT_FILE_CAP, "the recent-files list").ok())
            .unwrap_or_default();
        let mut paths: Vec<PathBuf> = Vec::new();
        for line in text.lines().map(str::trim_end).filter(|l| !l.is_empty()) {
            let path = PathBuf::from(line);
            if !paths.contains(&path) && paths.len() < MAX_RECENT {
                paths.push(path);
            }
        }
        RecentFiles { paths, store }
    }

    /// Newest first.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Puts `path` first (made absolute, so the list works from any folder) and writes the list.
    pub fn add(&mut self, path: &Path) -> std::io::Result<()> {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        self.paths.retain(|p| *p != path);
        self.paths.insert(0, path);
        self.paths.truncate(MAX_RECENT);
        self.write()
    }

    /// Drops `path` (a file that could not be opened any more) and writes the list.
    pub fn remove(&mut self, path: &Path) -> std::io::Result<()> {
        let before = self.paths.len();
        self.paths.retain(|p| p != path);
        if self.paths.len() == before { Ok(()) } else { self.write() }
    }

    fn write(&self) -> std::io::Result<()> {
        let Some(store) = &self.store else { return Ok(()) };
        if let Some(dir) = store.parent() {
            std::fs::create_dir_all(dir)?;
        }
        // A path with a line break cannot be stored as a line; it just is not remembered.
        let mut text = String::new();
        for p in &self.paths {
            let line = p.to_string_lossy();
            if !line.contains(['\n', '\r']) {
                text.push_str(&line);
                text.push('\n');
            }
        }
        std::fs::write(store, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newest_first_without_duplicates_and_capped() {
        let dir = tempfile::tempdir().unwrap();
        let mut recent = RecentFiles::load(Some(dir.path()));
        assert!(recent.paths().is_empty());
        for i in 0..12 {
            recent.add(&dir.path().join(format!("{i}.ron"))).unwrap();
        }
        recent.add(&dir.path().join("5.ron")).unwrap();
        let names: Vec<String> =
            recent.paths().iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
        assert_eq!(names, ["5.ron", "11.ron", "10.ron", "9.ron", "8.ron", "7.ron", "6.ron", "4.ron", "3.ron", "2.ron"]);
        let reloaded = RecentFiles::load(Some(dir.path()));
        assert_eq!(reloaded, recent);
        recent.remove(&dir.path().join("11.ron")).unwrap();
        assert_eq!(RecentFiles::load(Some(dir.path())).paths().len(), 9);
    }

    #[test]
    fn without_a_store_nothing_is_written() {
        let mut recent = RecentFiles::load(None);
        recent.add(Path::new("/tmp/x.ron")).unwrap();
        assert_eq!(recent.paths(), [PathBuf::from("/tmp/x.ron")]);
    }
}
