//! Autosave for crash recovery, safe with several windows open at once.
//!
//! Every running instance has its own slot in `<state folder>/recovery/`, named by its process id and a random
//! number: `ID.ron` holds the autosaved level AND the file it came from — two comment lines, then the level's
//! RON, written together by one atomic write (`formats::atomic`), so they can never disagree (the slot is itself
//! a valid level file) — and `ID.lock`, locked (`File::try_lock`: an OS advisory lock, dropped by the OS when
//! the process ends, however it ends) for as long as the instance runs. A slot whose lock anybody can take
//! belongs to no running instance: that is what a crash leaves, and at start-up those slots are offered back,
//! held locked while the offer is up so that two new windows never offer the same one. An instance removes
//! only its own slot (after a save, a discard or a clean exit) and dead slots the user has answered about.
//!
//! A level of a SonLVL project (project mode: no file of its own; Save writes into the project) has a third
//! comment line, `// project: INI SECTION` (each percent-encoded as the origin is), so a restored level saves
//! into its project again; slots without the line (earlier versions) read as before.
//!
//! The origin path read back is not trusted: it must be absolute and name a regular file or nothing yet, or the
//! level is restored as never saved; it is shown with control characters escaped; restoring writes only the new
//! instance's own slot, never the origin (that takes the user's Save).

use formats::Level;
use formats::ron_file::{LoadError, SaveError};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How often unsaved changes are written to the recovery slot.
pub const AUTOSAVE_INTERVAL: Duration = Duration::from_secs(60);
/// The slots' folder inside the state folder.
pub const RECOVERY_DIR_NAME: &str = "recovery";
/// First line of a slot.
const HEADER: &str = "// SPG Studio autosave 1";
/// Second line: the origin's bytes, percent-encoded where not printable ASCII (`-`: never saved).
const ORIGIN_PREFIX: &str = "// origin: ";
const NEVER_SAVED: &str = "-";
/// Optional third line: the project and section of a level opened in project mode.
const PROJECT_PREFIX: &str = "// project: ";
/// Longer origin paths are refused (no file system has longer ones).
const MAX_ORIGIN_BYTES: usize = 4096;
/// The single recovery file of versions before slots (adopted into a slot at start-up).
const LEGACY_LEVEL: &str = "recovery.ron";
const LEGACY_ORIGIN: &str = "recovery-origin.txt";

/// The recovery slots in one state folder, and this instance's own slot once it has autosaved.
#[derive(Debug)]
pub struct RecoveryStore {
    state_dir: PathBuf,
    dir: PathBuf,
    own: Option<Slot>,
}

/// This instance's slot: its id and its lock, held until a clean exit (or the process's end).
#[derive(Debug)]
struct Slot {
    id: String,
    _lock: File,
}

/// Where an autosaved level came from, as far as it can be trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The level had never been saved.
    NeverSaved,
    /// An absolute path naming a regular file or nothing yet: the restored document's path.
    File(PathBuf),
    /// The slot's header is missing or damaged.
    Unknown,
    /// A path that is not used: `shown` escaped for display, `reason` why.
    Refused { shown: String, reason: &'static str },
}

impl Origin {
    /// The path the restored document gets.
    pub fn path(&self) -> Option<&Path> {
        match self {
            Origin::File(p) => Some(p),
            _ => None,
        }
    }

    /// One line for the recovery prompt.
    pub fn describe(&self) -> String {
        match self {
            Origin::NeverSaved => "File: never saved".to_string(),
            Origin::File(p) => format!("File: {}", escaped_path(p)),
            Origin::Unknown => "File: unknown (the autosave's header is damaged); restored as never saved".to_string(),
            Origin::Refused { shown, reason } => {
                format!("File: {shown} — not used ({reason}); restored as never saved")
            }
        }
    }

    fn decode(text: &str) -> Origin {
        if text == NEVER_SAVED {
            return Origin::NeverSaved;
        }
        let refused = |reason| Origin::Refused { shown: escaped_text(text), reason };
        let Some(bytes) = percent_decode(text) else { return refused("it is not encoded correctly") };
        if bytes.len() > MAX_ORIGIN_BYTES {
            return refused("it is too long");
        }
        if bytes.contains(&0) {
            return refused("it contains a NUL byte");
        }
        let Some(path) = path_from_bytes(bytes) else { return refused("it is not UTF-8") };
        let refused = |reason| Origin::Refused { shown: escaped_path(&path), reason };
        if !path.is_absolute() {
            return refused("it is not an absolute path");
        }
        match std::fs::metadata(&path) {
            Ok(m) if m.is_dir() => refused("it is a folder"),
            Ok(m) if !m.is_file() => refused("it is not a regular file"),
            _ => Origin::File(path),
        }
    }
}

/// The SonLVL project level an autosave came from (project mode), as far as it can be trusted: the project
/// file is checked as an origin is and must exist; the section is UTF-8 without control characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProjectOrigin {
    pub ini: PathBuf,
    pub section: String,
}

impl ProjectOrigin {
    fn encode(&self) -> String {
        format!("{} {}", encode_bytes(&path_bytes(&self.ini)), encode_bytes(self.section.as_bytes()))
    }

    /// The project level of a `// project:` line; None when it cannot be trusted (the level is then restored
    /// as a level of no project, and the prompt says so).
    fn decode(text: &str) -> Option<ProjectOrigin> {
        let (ini, section) = text.split_once(' ')?;
        let Origin::File(ini) = Origin::decode(ini) else { return None };
        let section = String::from_utf8(percent_decode(section)?).ok()?;
        let fits = ini.is_file() && !section.is_empty() && section.len() <= MAX_ORIGIN_BYTES;
        (fits && !section.chars().any(char::is_control)).then_some(ProjectOrigin { ini, section })
    }
}

/// A slot left by an instance that is no longer running, held locked while it is offered.
#[derive(Debug)]
pub struct Recovered {
    /// The level, or why it cannot be read.
    pub level: Result<Level, LoadError>,
    /// The file the level came from.
    pub origin: Origin,
    /// The project level it came from (project mode), when the slot names one that can be trusted.
    pub project: Option<ProjectOrigin>,
    /// The slot names a project level that cannot be trusted (missing project file, damaged line).
    pub project_refused: bool,
    /// When it was written.
    pub modified: Option<SystemTime>,
    /// The slot file.
    pub path: PathBuf,
    lock_path: PathBuf,
    _lock: File,
}

impl Recovered {
    /// Removes the slot (restored elsewhere, or discarded by the user).
    pub fn discard(self) {
        // A missing file is fine: the slot is gone either way.
        let _ = std::fs::remove_file(&self.path);
        let _ = std::fs::remove_file(&self.lock_path);
    }
}

impl RecoveryStore {
    /// The slots kept in `state_dir`/recovery.
    pub fn new(state_dir: &Path) -> Self {
        RecoveryStore { state_dir: state_dir.to_path_buf(), dir: state_dir.join(RECOVERY_DIR_NAME), own: None }
    }

    /// This instance's slot file, once it has one.
    pub fn own_path(&self) -> Option<PathBuf> {
        self.own.as_ref().map(|s| slot_path(&self.dir, &s.id))
    }

    /// Writes `level` and where it came from into this instance's slot (made and locked on first use), in one
    /// atomic write: a crash while autosaving leaves the previous autosave intact.
    pub fn write(
        &mut self,
        level: &Level,
        origin: Option<&Path>,
        project: Option<&ProjectOrigin>,
    ) -> Result<(), SaveError> {
        let dir = &self.dir;
        let io = |source| SaveError::Io { path: dir.display().to_string(), source };
        let slot = match &mut self.own {
            Some(slot) => slot,
            none => none.insert(Slot::create(dir).map_err(io)?),
        };
        let level_text = formats::ron_file::to_ron_string(level);
        if level_text.is_empty() {
            return Err(SaveError::Serialize("the level could not be written as RON".to_string()));
        }
        let project = project.map(|p| format!("{PROJECT_PREFIX}{}\n", p.encode())).unwrap_or_default();
        let text = format!("{HEADER}\n{ORIGIN_PREFIX}{}\n{project}{level_text}", encode_origin(origin));
        let path = slot_path(dir, &slot.id);
        formats::atomic::write(&path, text.as_bytes(), formats::atomic::Backup::None)
            .map_err(|source| SaveError::Io { path: path.display().to_string(), source })
    }

    /// Empties this instance's slot (the level was saved, or replaced): nothing of it is offered after a crash.
    /// The lock stays: the instance still runs.
    pub fn clear(&mut self) {
        if let Some(path) = self.own_path() {
            let _ = std::fs::remove_file(path);
        }
    }

    /// A clean exit: removes this instance's slot and lock file. No other instance's slot is touched.
    pub fn release(&mut self) {
        if let Some(slot) = self.own.take() {
            let _ = std::fs::remove_file(slot_path(&self.dir, &slot.id));
            let _ = std::fs::remove_file(lock_path(&self.dir, &slot.id));
        }
    }

    /// The slots no running instance holds (crashed or killed ones), newest first, each locked by this instance
    /// until it is discarded or dropped. Stale lock files without a slot are removed; a recovery file of an
    /// older version is adopted as a slot first.
    pub fn find_orphans(&self) -> Vec<Recovered> {
        self.adopt_legacy();
        let Ok(entries) = std::fs::read_dir(&self.dir) else { return Vec::new() };
        let own = self.own.as_ref().map(|s| s.id.as_str());
        let mut ron = Vec::new();
        let mut locks = Vec::new();
        for name in entries.flatten().filter_map(|e| e.file_name().into_string().ok()) {
            if let Some(id) = name.strip_suffix(".ron").filter(|id| is_slot_id(id) && Some(*id) != own) {
                ron.push(id.to_string());
            } else if let Some(id) = name.strip_suffix(".lock").filter(|id| is_slot_id(id) && Some(*id) != own) {
                locks.push(id.to_string());
            }
        }
        let mut found: Vec<Recovered> = ron.iter().filter_map(|id| self.claim(id)).collect();
        for id in locks.iter().filter(|id| !ron.contains(id)) {
            self.remove_stale_lock(id);
        }
        found.sort_by(|a, b| b.modified.cmp(&a.modified).then_with(|| a.path.cmp(&b.path)));
        found
    }

    /// Takes slot `id` if its owner is gone.
    fn claim(&self, id: &str) -> Option<Recovered> {
        let lock_path = lock_path(&self.dir, id);
        let lock = File::options().read(true).write(true).create(true).truncate(false).open(&lock_path).ok()?;
        // Held by a running instance (or by another new one offering it right now): not ours to offer.
        lock.try_lock().ok()?;
        let path = slot_path(&self.dir, id);
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_file() => {
                let (level, origin, project) = read_slot(&path);
                let (project, project_refused) = match project {
                    Some(found) => (found, false),
                    None => (None, true),
                };
                Some(Recovered {
                    level,
                    origin,
                    project,
                    project_refused,
                    modified: meta.modified().ok(),
                    path,
                    lock_path,
                    _lock: lock,
                })
            }
            Ok(_) => None,
            Err(_) => {
                // Emptied by its owner while we looked: only the lock file was left.
                let _ = std::fs::remove_file(&lock_path);
                None
            }
        }
    }

    /// Removes the lock file of a slot that is gone, unless its owner still runs.
    fn remove_stale_lock(&self, id: &str) {
        let lock_path = lock_path(&self.dir, id);
        let Ok(lock) = File::options().read(true).write(true).open(&lock_path) else { return };
        if lock.try_lock().is_ok() && !slot_path(&self.dir, id).exists() {
            let _ = std::fs::remove_file(&lock_path);
        }
    }

    /// Moves the recovery file of versions before slots into a slot of its own (no lock: its owner is gone).
    /// The rename claims it, so two instances starting together never both adopt it.
    fn adopt_legacy(&self) {
        let legacy = self.state_dir.join(LEGACY_LEVEL);
        if !legacy.is_file() || std::fs::create_dir_all(&self.dir).is_err() {
            return;
        }
        let claimed = self.dir.join(format!(".legacy-{}.claim", new_id()));
        if std::fs::rename(&legacy, &claimed).is_err() {
            return;
        }
        let origin_file = self.state_dir.join(LEGACY_ORIGIN);
        let origin = formats::read::read_text_bounded(&origin_file, MAX_ORIGIN_BYTES as u64, "origin files")
            .ok()
            .map(|t| t.trim_end_matches(['\n', '\r']).to_string())
            .filter(|t| !t.is_empty())
            .map(PathBuf::from);
        let Ok(level) = formats::read::read_bounded(&claimed, formats::limits::MAX_FILE_BYTES, "level files") else {
            return;
        };
        let mut text = format!("{HEADER}\n{ORIGIN_PREFIX}{}\n", encode_origin(origin.as_deref())).into_bytes();
        text.extend_from_slice(&level);
        if formats::atomic::write(&slot_path(&self.dir, &new_id()), &text, formats::atomic::Backup::None).is_ok() {
            let _ = std::fs::remove_file(&claimed);
            let _ = std::fs::remove_file(&origin_file);
            let _ = std::fs::remove_file(formats::atomic::backup_path(&legacy));
        }
    }
}

impl Slot {
    /// A new slot id with its lock file, locked. Only `.ron` files are looked at by other instances, and this
    /// one has none yet, so nobody can take the lock first.
    fn create(dir: &Path) -> std::io::Result<Slot> {
        std::fs::create_dir_all(dir)?;
        let id = new_id();
        let mut lock = File::options().read(true).write(true).create_new(true).open(lock_path(dir, &id))?;
        lock.try_lock().map_err(std::io::Error::from)?;
        // For people looking at the folder; the lock is what counts.
        let _ = std::io::Write::write_all(&mut lock, format!("{}\n", std::process::id()).as_bytes());
        Ok(Slot { id, _lock: lock })
    }
}

fn slot_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.ron"))
}

fn lock_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.lock"))
}

/// `PID-RANDOM`: unique among running instances (the pid) and over time (the random part).
fn new_id() -> String {
    use std::hash::BuildHasher;
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let random = std::hash::RandomState::new().hash_one((nanos, COUNTER.fetch_add(1, Ordering::Relaxed)));
    format!("{}-{random:016x}", std::process::id())
}

/// Slot ids as [`new_id`] makes them (and nothing a temporary file could be).
fn is_slot_id(id: &str) -> bool {
    !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// The level, origin and project level of a slot file, read as level files are (`formats::read`: capped,
/// regular files only, then parsed and validated). The project is `Some(None)` without a project line and
/// `None` when the line is there but cannot be trusted.
fn read_slot(path: &Path) -> (Result<Level, LoadError>, Origin, Option<Option<ProjectOrigin>>) {
    let text = match formats::read::read_text_bounded(path, formats::limits::MAX_FILE_BYTES, "level files") {
        Ok(text) => text,
        Err(formats::read::ReadError::Io(source)) => {
            return (Err(LoadError::Io { path: path.display().to_string(), source }), Origin::Unknown, Some(None));
        }
        Err(other) => return (Err(LoadError::Read(other)), Origin::Unknown, Some(None)),
    };
    let mut lines = text.lines();
    let origin = match (lines.next(), lines.next().and_then(|l| l.strip_prefix(ORIGIN_PREFIX))) {
        (Some(HEADER), Some(encoded)) => Origin::decode(encoded),
        _ => Origin::Unknown,
    };
    let project = match lines.next().and_then(|l| l.strip_prefix(PROJECT_PREFIX)) {
        Some(line) => ProjectOrigin::decode(line).map(Some),
        None => Some(None),
    };
    // The header lines are RON comments: the whole text parses as the level, with true line numbers.
    (formats::ron_file::from_ron_str(&text), origin, project)
}

fn encode_origin(origin: Option<&Path>) -> String {
    match origin {
        Some(path) => encode_bytes(&path_bytes(path)),
        None => NEVER_SAVED.to_string(),
    }
}

/// Printable ASCII as it is, every other byte (and `%`, and the space) as `%XX`.
fn encode_bytes(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if b.is_ascii_graphic() && b != b'%' {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn percent_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len());
    let mut bytes = text.bytes();
    while let Some(b) = bytes.next() {
        if b == b'%' {
            let hex = [bytes.next()?, bytes.next()?];
            out.push(u8::from_str_radix(std::str::from_utf8(&hex).ok()?, 16).ok()?);
        } else {
            out.push(b);
        }
    }
    Some(out)
}

#[cfg(unix)]
fn path_bytes(path: &Path) -> std::borrow::Cow<'_, [u8]> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(path.as_os_str().as_bytes())
}

#[cfg(not(unix))]
fn path_bytes(path: &Path) -> std::borrow::Cow<'_, [u8]> {
    std::borrow::Cow::Owned(path.to_string_lossy().into_owned().into_bytes())
}

#[cfg(unix)]
fn path_from_bytes(bytes: Vec<u8>) -> Option<PathBuf> {
    use std::os::unix::ffi::OsStringExt;
    Some(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
}

#[cfg(not(unix))]
fn path_from_bytes(bytes: Vec<u8>) -> Option<PathBuf> {
    String::from_utf8(bytes).ok().map(PathBuf::from)
}

/// `path` for display: control and text-direction characters escaped (`\n`, `\u{202e}`), bytes that are not
/// UTF-8 as `\xNN`, so a hostile name cannot disguise itself or break the layout.
pub fn escaped_path(path: &Path) -> String {
    let mut out = String::new();
    for chunk in path_bytes(path).utf8_chunks() {
        out.push_str(&escaped_text(chunk.valid()));
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out
}

/// `text` with control and text-direction characters escaped.
pub fn escaped_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
        if bidi {
            out.extend(c.escape_unicode());
        } else if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_round_trip_and_hostile_ones_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a level %1.ron");
        assert_eq!(Origin::decode(&encode_origin(Some(&file))), Origin::File(file.clone()));
        assert_eq!(Origin::decode(&encode_origin(None)), Origin::NeverSaved);
        assert!(!encode_origin(Some(Path::new("/a\nb c"))).contains(['\n', ' ']));
        let refused = |text: &str| match Origin::decode(text) {
            Origin::Refused { shown, reason } => (shown, reason),
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(refused("levels/a.ron"), ("levels/a.ron".to_string(), "it is not an absolute path"));
        assert_eq!(refused(&encode_origin(Some(dir.path()))).1, "it is a folder");
        assert_eq!(refused("/tmp/%0"), ("/tmp/%0".to_string(), "it is not encoded correctly"));
        assert_eq!(refused("/tmp/a%00b").1, "it contains a NUL byte");
        let odd = Origin::decode("/tmp/%1B[31mred%0A");
        assert_eq!(odd.describe(), "File: /tmp/\\u{1b}[31mred\\n", "legal on Unix, shown escaped");
        assert_eq!(refused(&format!("/{}", "a".repeat(5000))).1, "it is too long");
        #[cfg(target_os = "linux")]
        assert_eq!(refused("/dev/null").1, "it is not a regular file");
    }

    #[test]
    fn project_lines_round_trip_and_hostile_ones_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let ini = dir.path().join("Son LVL %.ini");
        std::fs::write(&ini, "").unwrap();
        let project = ProjectOrigin { ini: ini.clone(), section: "Emerald Hill Zone Act 1 %".into() };
        let line = project.encode();
        assert_eq!(line.matches(' ').count(), 1, "{line}");
        assert_eq!(ProjectOrigin::decode(&line), Some(project));
        let section = |s: &str| ProjectOrigin::decode(&format!("{} {s}", encode_origin(Some(&ini))));
        assert_eq!(section("a%0Ab"), None, "a control character");
        assert_eq!(section(""), None);
        assert_eq!(section("%FF"), None, "not UTF-8");
        assert_eq!(ProjectOrigin::decode(&format!("{} A", encode_origin(Some(&dir.path().join("gone.ini"))))), None);
        assert_eq!(ProjectOrigin::decode("relative.ini A"), None);
    }

    #[test]
    fn display_escapes_control_bidi_and_invalid_bytes() {
        assert_eq!(escaped_text("plain/path ü.ron"), "plain/path ü.ron");
        assert_eq!(escaped_text("a\tb\r\n\u{7}"), "a\\tb\\r\\n\\u{7}");
        assert_eq!(escaped_text("evil\u{202e}nor.ron"), "evil\\u{202e}nor.ron");
        #[cfg(unix)]
        assert_eq!(escaped_path(&path_from_bytes(b"/x/\xff\xfe.ron".to_vec()).unwrap()), "/x/\\xff\\xfe.ron");
    }
}
