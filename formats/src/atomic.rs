//! Atomic file writes, for every file SPG Studio writes (levels, replays): the new contents go to a temporary
//! file in the same folder (the `tempfile` crate), are flushed to disk, and only then replace the file by a
//! rename, so a crash or a full disk leaves either the old or the new file, never half of one.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Whether the previous file is kept beside the new one as `NAME.bak`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backup {
    Keep,
    None,
}

/// The path of the backup [`write`] keeps: `NAME.ron` → `NAME.ron.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut bak = path.as_os_str().to_owned();
    bak.push(".bak");
    PathBuf::from(bak)
}

/// Writes `contents` to `path` atomically. With [`Backup::Keep`] the old file is first copied (the same way)
/// to `NAME.bak`. On any error the file is untouched. A symbolic link is followed: the file it points at is
/// replaced, the link stays. The new file keeps the old one's permissions. Anything but a regular file at
/// `path` (a folder, a device, a FIFO) is refused.
pub fn write(path: &Path, contents: &[u8], backup: Backup) -> std::io::Result<()> {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    let target = if is_link { std::fs::canonicalize(path)? } else { path.to_path_buf() };
    let previous = match std::fs::metadata(&target) {
        Ok(meta) if meta.is_file() => Some(meta),
        Ok(_) => {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a regular file"));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    let dir = match target.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = temp_file_for(&target, dir)?;
    tmp.write_all(contents)?;
    if let Some(meta) = &previous {
        tmp.as_file().set_permissions(meta.permissions())?;
    }
    tmp.as_file().sync_all()?;
    if let (Some(meta), Backup::Keep) = (&previous, backup) {
        let mut bak = temp_file_for(&target, dir)?;
        let mut old = std::fs::File::open(&target)?;
        std::io::copy(&mut old, bak.as_file_mut())?;
        bak.as_file().set_permissions(meta.permissions())?;
        bak.as_file().sync_all()?;
        bak.persist(backup_path(&target)).map_err(|e| e.error)?;
    }
    tmp.persist(&target).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// A temporary file beside `target` (`.NAME.ron.XXXXXX.tmp`), removed again if it is never persisted. A new
/// file gets the usual permissions (0666 minus the umask), not the temporary file's private 0600.
fn temp_file_for(target: &Path, dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

/// Makes the renames durable (POSIX: a rename is stored with the directory). Failing here cannot be acted
/// upon, and the file is already complete in place, so errors are ignored.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_replace_the_file_and_keep_a_backup_only_when_asked() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.inputs");
        write(&path, b"one", Backup::None).unwrap();
        write(&path, b"two", Backup::None).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert!(!backup_path(&path).exists());
        write(&path, b"three", Backup::Keep).unwrap();
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2, "no temporary file left behind");
        assert!(write(dir.path(), b"x", Backup::None).is_err(), "a folder is not replaced");
    }
}
