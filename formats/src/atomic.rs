//! Atomic file writes, for every file SPG Studio writes (levels, replays, autosaves): the new contents go to a
//! temporary file in the same folder (the `tempfile` crate), are flushed to disk, and only then replace the file
//! by a rename, so a crash or a full disk leaves either the old or the new file, never half of one.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// Whether the previous file is kept beside the new one as `NAME.bak`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backup {
    Keep,
    None,
}

/// How old a temporary file of ours must be before a save to its folder treats it as left behind by a crash
/// (a save in progress rewrites its own temporary file within moments).
pub const ORPHAN_AGE: Duration = Duration::from_secs(60);

/// The path of the backup [`write`] keeps: `NAME.ron` → `NAME.ron.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut bak = path.as_os_str().to_owned();
    bak.push(".bak");
    PathBuf::from(bak)
}

/// Writes `contents` to `path` atomically. With [`Backup::Keep`] the old file becomes `NAME.bak`. On any error
/// the file is untouched. A symbolic link is followed: the file it points at is replaced, the link stays. The
/// new file keeps the old one's permissions. Anything but a regular file at `path` (a folder, a device, a FIFO)
/// is refused. Temporary files that an earlier crash left in the folder (older than [`ORPHAN_AGE`]) are removed;
/// after a crash between the two renames (the backup's, then the new file's: `NAME.bak` is then the file
/// itself) those of this very file go whatever their age, unless a save of it is under way (its temporary file
/// is locked while it lasts), so the next save leaves no `.tmp` behind.
///
/// The backup is a hard link to the old file, so keeping it needs no read access (a write-only file is saved
/// with its backup) and keeps its permissions and times. Where the file system has no hard links, the old file
/// is copied instead; if it cannot be read either, it is replaced without a backup.
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
    let prefix = temp_prefix(&target);
    let interrupted = previous.is_some() && crate::read::same_file(&backup_path(&target), &target);
    remove_orphans(dir, SystemTime::now(), interrupted.then_some(prefix.as_str()));
    let mut tmp = temp_builder(&prefix).tempfile_in(dir)?;
    // Held until the file is dropped: another save of the same file leaves this one's files alone. Where the
    // file system has no locks, such a save may remove them, and this one then fails; nothing is lost.
    let _ = tmp.as_file().try_lock();
    tmp.write_all(contents)?;
    if let Some(meta) = &previous {
        tmp.as_file().set_permissions(meta.permissions())?;
    }
    tmp.as_file().sync_all()?;
    if let (Some(meta), Backup::Keep) = (&previous, backup) {
        keep_backup(&target, dir, &prefix, meta)?;
    }
    tmp.persist(&target).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// Makes `NAME.bak` the current `target`: a hard link under a temporary name renamed into place (the old
/// backup is replaced atomically too); a copy where links are impossible; nothing if that cannot read it.
fn keep_backup(target: &Path, dir: &Path, prefix: &str, meta: &std::fs::Metadata) -> std::io::Result<()> {
    // Already the same file (a crash between the renames leaves `NAME.bak` a link to `NAME`): nothing to do.
    // Linking again would leave the temporary link behind: rename(2) between two links of one file does
    // nothing and succeeds.
    if crate::read::same_file(target, &backup_path(target)) {
        return Ok(());
    }
    if let Ok(link) = temp_builder(prefix).make_in(dir, |p| std::fs::hard_link(target, p)) {
        return link.persist(backup_path(target)).map(|_| ()).map_err(|e| e.error);
    }
    let mut old = match std::fs::File::open(target) {
        Ok(f) => f,
        // No link and no read access: the save matters more than its backup.
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => return Ok(()),
        Err(e) => return Err(e),
    };
    let mut bak = temp_builder(prefix).tempfile_in(dir)?;
    std::io::copy(&mut old, bak.as_file_mut())?;
    bak.as_file().set_permissions(meta.permissions())?;
    bak.as_file().sync_all()?;
    bak.persist(backup_path(target)).map_err(|e| e.error)?;
    Ok(())
}

/// The start of the temporary files' names beside `target`: `.NAME.`.
fn temp_prefix(target: &Path) -> String {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    format!(".{name}.")
}

/// Names temporary files `PREFIX` + `XXXXXX.tmp` ([`temp_prefix`]). A new file gets the usual permissions
/// (0666 minus the umask), not the temporary file's private 0600.
fn temp_builder(prefix: &str) -> tempfile::Builder<'_, 'static> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder
}

/// True for the names [`temp_builder`] makes: `.NAME.XXXXXX.tmp`, six letters or digits.
pub fn is_temporary_name(name: &str) -> bool {
    let Some(inner) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".tmp")) else { return false };
    let Some((stem, random)) = inner.rsplit_once('.') else { return false };
    !stem.is_empty() && random.len() == 6 && random.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// Removes our temporary files in `dir` last modified at least [`ORPHAN_AGE`] before `now`: a crash in the
/// middle of a save leaves them, and nothing else ever would. With `own_prefix` ([`temp_prefix`]: a save of
/// that file was interrupted) its files go whatever their age, unless one of them is locked: a save of the same
/// file is under way in another thread or process. Only regular files with our names; best effort.
fn remove_orphans(dir: &Path, now: SystemTime, own_prefix: Option<&str>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut own = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str().filter(|n| is_temporary_name(n)) else { continue };
        // `DirEntry::metadata` does not follow a symbolic link.
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() {
            continue;
        }
        let random = own_prefix.and_then(|p| name.strip_prefix(p)).and_then(|r| r.strip_suffix(".tmp"));
        if random.is_some_and(|r| r.len() == 6 && !r.contains('.')) {
            own.push(entry.path());
            continue;
        }
        let age = meta.modified().ok().and_then(|m| now.duration_since(m).ok());
        if age.is_some_and(|a| a >= ORPHAN_AGE) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    let in_use = |path: &PathBuf| {
        let file = std::fs::File::open(path).or_else(|_| std::fs::File::options().write(true).open(path));
        match file {
            Ok(f) => matches!(f.try_lock(), Err(std::fs::TryLockError::WouldBlock)),
            // Cannot be opened to tell: only its age says.
            Err(_) => std::fs::metadata(path)
                .ok()
                .and_then(|m| m.modified().ok())
                .and_then(|m| now.duration_since(m).ok())
                .is_none_or(|a| a < ORPHAN_AGE),
        }
    };
    if !own.iter().any(in_use) {
        for path in own {
            let _ = std::fs::remove_file(path);
        }
    }
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
        write(&path, b"four", Backup::Keep).unwrap();
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"three", "the older backup is replaced");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2, "no temporary file left behind");
        assert!(write(dir.path(), b"x", Backup::None).is_err(), "a folder is not replaced");
    }

    #[cfg(unix)]
    #[test]
    fn the_mode_is_kept_and_a_write_only_file_is_saved_with_its_backup() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o7777;
        let chmod = |p: &Path, m: u32| std::fs::set_permissions(p, std::fs::Permissions::from_mode(m)).unwrap();

        let path = dir.path().join("level.ron");
        write(&path, b"one", Backup::Keep).unwrap();
        chmod(&path, 0o640);
        write(&path, b"two", Backup::Keep).unwrap();
        assert_eq!((mode(&path), mode(&backup_path(&path))), (0o640, 0o640));

        // Write-only: the backup must not need to read it. It is the old file itself (same inode).
        chmod(&path, 0o200);
        let old_inode = std::fs::metadata(&path).unwrap().ino();
        write(&path, b"three", Backup::Keep).unwrap();
        assert_eq!(std::fs::metadata(backup_path(&path)).unwrap().ino(), old_inode);
        assert_eq!((mode(&path), mode(&backup_path(&path))), (0o200, 0o200));
        chmod(&path, 0o600);
        chmod(&backup_path(&path), 0o600);
        assert_eq!(std::fs::read(&path).unwrap(), b"three");
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn temporary_names_are_recognised_exactly() {
        assert!(is_temporary_name(".level.ron.aB3xY9.tmp"));
        assert!(is_temporary_name(".a.inputs.000000.tmp"));
        for name in [".level.ron.aB3xY.tmp", "level.ron.aB3xY9.tmp", "..aB3xY9.tmp", ".level.ron.aB-xY9.tmp", ".x.tmp"]
        {
            assert!(!is_temporary_name(name), "{name}");
        }
    }

    #[test]
    fn a_save_removes_temporary_files_a_crash_left_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let old = SystemTime::now() - Duration::from_secs(120);
        let make = |name: &str, modified: SystemTime| {
            let path = dir.path().join(name);
            std::fs::write(&path, b"left over").unwrap();
            std::fs::File::options().write(true).open(&path).unwrap().set_modified(modified).unwrap();
            path
        };
        let orphan = make(".other.ron.Ab12Cd.tmp", old);
        let orphan_replay = make(".run.inputs.zz99ZZ.tmp", old);
        let recent = make(".level.ron.Xy34Zw.tmp", SystemTime::now());
        let foreign = make(".notes.tmp", old);
        let visible = make("level.ron.Ab12Cd.tmp", old);
        std::fs::create_dir(dir.path().join(".folder.ron.Ab12Cd.tmp")).unwrap();

        write(&dir.path().join("level.ron"), b"saved", Backup::Keep).unwrap();
        assert!(!orphan.exists() && !orphan_replay.exists(), "a crash's leftovers older than a minute go");
        assert!(recent.exists(), "a save in progress elsewhere is left alone");
        assert!(foreign.exists() && visible.exists(), "other names are not ours");
        assert!(dir.path().join(".folder.ron.Ab12Cd.tmp").is_dir());
    }

    /// The state a crash between the two renames leaves: `NAME.bak` is a hard link to `NAME`, and the new
    /// contents wait in a temporary file of this very name.
    fn crash_between_the_renames(path: &Path, temp_name: &str) -> PathBuf {
        let _ = std::fs::remove_file(backup_path(path));
        std::fs::hard_link(path, backup_path(path)).unwrap();
        let stray = path.parent().unwrap().join(temp_name);
        std::fs::write(&stray, b"new contents").unwrap();
        stray
    }

    #[test]
    fn the_next_save_removes_what_a_crash_between_the_renames_left_of_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("level.ron");
        write(&path, b"one", Backup::Keep).unwrap();
        write(&path, b"two", Backup::Keep).unwrap();
        let stray = crash_between_the_renames(&path, ".level.ron.Qw12Er.tmp");
        let other = dir.path().join(".other.ron.Qw12Er.tmp");
        std::fs::write(&other, b"another file's save in progress").unwrap();
        let longer = dir.path().join(".level.ron.bak.Qw12Er.tmp");
        std::fs::write(&longer, b"not this file's").unwrap();
        write(&path, b"three", Backup::Keep).unwrap();
        assert!(!stray.exists(), "the crash's leftover of this file goes at once");
        assert!(other.exists() && longer.exists(), "recent files of other names stay");
        assert_eq!(std::fs::read(&path).unwrap(), b"three");
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"two");
        // Nothing of this save is left either (the backup was already a link to the file it replaced).
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(".level.ron.") && n.ends_with(".tmp") && !n.starts_with(".level.ron.bak."))
            .collect();
        assert_eq!(names, Vec::<String>::new());
    }

    /// A save of the same file under way (its temporary file locked) is left alone.
    #[test]
    fn a_locked_temporary_file_of_the_same_name_is_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("level.ron");
        write(&path, b"one", Backup::Keep).unwrap();
        let busy = crash_between_the_renames(&path, ".level.ron.As34Df.tmp");
        let held = std::fs::File::open(&busy).unwrap();
        if held.try_lock().is_err() {
            return; // No locks on this file system: nothing to test.
        }
        write(&path, b"saved", Backup::Keep).unwrap();
        assert!(busy.exists());
        drop(held);
        crash_between_the_renames(&path, ".level.ron.Zx56Cv.tmp");
        write(&path, b"saved again", Backup::Keep).unwrap();
        assert!(!busy.exists());
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"saved");
    }
}
