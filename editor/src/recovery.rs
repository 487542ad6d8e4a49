//! Autosave for crash recovery: while the level has unsaved changes it is written every
//! [`AUTOSAVE_INTERVAL`] to `recovery.ron` in the state folder (atomically, by `formats::ron_file::save`),
//! with `recovery-origin.txt` naming the file it came from. A clean save or exit removes both, so a recovery
//! file found at start-up is work a crash (or a kill) left behind, and the app offers to restore it.

use formats::Level;
use formats::ron_file::{LoadError, SaveError};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How often unsaved changes are written to the recovery file.
pub const AUTOSAVE_INTERVAL: Duration = Duration::from_secs(60);
/// The autosaved level.
pub const RECOVERY_FILE_NAME: &str = "recovery.ron";
/// The path of the file the autosaved level was opened from (empty: never saved).
pub const ORIGIN_FILE_NAME: &str = "recovery-origin.txt";

/// The recovery files in one folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecoveryStore {
    dir: PathBuf,
}

/// A recovery file left by an earlier run.
#[derive(Debug)]
pub struct Recovered {
    /// The level, or why it cannot be read.
    pub level: Result<Level, LoadError>,
    /// The file the level was opened from, if it had been saved.
    pub origin: Option<PathBuf>,
    /// When it was written.
    pub modified: Option<SystemTime>,
}

impl RecoveryStore {
    pub fn new(dir: PathBuf) -> Self {
        RecoveryStore { dir }
    }

    /// The autosaved level's path.
    pub fn level_path(&self) -> PathBuf {
        self.dir.join(RECOVERY_FILE_NAME)
    }

    fn origin_path(&self) -> PathBuf {
        self.dir.join(ORIGIN_FILE_NAME)
    }

    /// Writes `level` and where it came from. The level file is replaced atomically, so a crash while
    /// autosaving leaves the previous autosave intact.
    pub fn write(&self, level: &Level, origin: Option<&Path>) -> Result<(), SaveError> {
        let io = |source| SaveError::Io { path: self.dir.display().to_string(), source };
        std::fs::create_dir_all(&self.dir).map_err(io)?;
        let origin_text = origin.map(|p| p.to_string_lossy().into_owned()).unwrap_or_default();
        std::fs::write(self.origin_path(), origin_text).map_err(io)?;
        formats::ron_file::save(&self.level_path(), level)?;
        // `save` keeps the previous autosave as a .bak; the atomic rename already protects it, so drop it.
        let _ = std::fs::remove_file(formats::ron_file::backup_path(&self.level_path()));
        Ok(())
    }

    /// The recovery file an earlier run left, if any.
    pub fn find(&self) -> Option<Recovered> {
        let path = self.level_path();
        let modified = std::fs::metadata(&path).ok()?.modified().ok();
        let origin = std::fs::read_to_string(self.origin_path())
            .ok()
            .map(|t| t.trim_end_matches(['\n', '\r']).to_string())
            .filter(|t| !t.is_empty())
            .map(PathBuf::from);
        Some(Recovered { level: formats::ron_file::load(&path), origin, modified })
    }

    /// Removes the recovery files (after a clean save or exit, or when the user discards them).
    pub fn clear(&self) {
        // Missing files are fine: there was nothing to recover.
        let _ = std::fs::remove_file(self.level_path());
        let _ = std::fs::remove_file(formats::ron_file::backup_path(&self.level_path()));
        let _ = std::fs::remove_file(self.origin_path());
    }

    /// True while a recovery file exists.
    pub fn exists(&self) -> bool {
        self.level_path().is_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_find_clear() {
        let dir = tempfile::tempdir().unwrap();
        let store = RecoveryStore::new(dir.path().join("state"));
        assert!(store.find().is_none());
        let level = Level::new("Crashed", formats::ChunkSize::Px256, 3, 2);
        store.write(&level, Some(Path::new("/levels/crashed.ron"))).unwrap();
        store.write(&level, Some(Path::new("/levels/crashed.ron"))).unwrap();
        let found = store.find().unwrap();
        assert_eq!(found.level.unwrap(), level);
        assert_eq!(found.origin, Some(PathBuf::from("/levels/crashed.ron")));
        assert!(found.modified.is_some());
        assert!(!formats::ron_file::backup_path(&store.level_path()).exists());
        store.write(&level, None).unwrap();
        assert_eq!(store.find().unwrap().origin, None);
        store.clear();
        assert!(store.find().is_none());
        assert_eq!(std::fs::read_dir(dir.path().join("state")).unwrap().count(), 0);
    }
}
