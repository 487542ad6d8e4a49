//! The one way SPG Studio reads a file: bounded, and only from regular files.
//!
//! Every file the program reads (levels, `.inputs` scripts, SonLVL projects and the files they name) goes
//! through [`read_bounded`] or [`read_text_bounded`] with a cap from [`crate::limits`]. A FIFO, a device such
//! as `/dev/zero` or a socket is refused before it is opened (and the file is opened non-blocking and checked
//! again, in case it was swapped in the meantime), so a wrong path can neither block the program nor make it
//! read gigabytes; whatever the file system says about the size, reading stops one byte past the cap.

use std::io::Read;
use std::path::Path;

/// Why a file could not be read. The messages say what is wrong with the file, not which file: callers put
/// the path (or their label for it) in front.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The operating system refused: missing file, no permission, …
    #[error("cannot read: {0}")]
    Io(#[source] std::io::Error),
    /// A folder, FIFO, device or socket: never opened (or closed again unread).
    #[error("cannot read: {kind}, not a regular file")]
    NotAFile { kind: &'static str },
    /// The file holds more than the cap. `size` is what the file system reported, when it reported more.
    #[error("larger than {cap} bytes, the limit for {what}")]
    TooLarge { cap: u64, size: Option<u64>, what: String },
    /// The file is not UTF-8 text ([`read_text_bounded`] only).
    #[error("not UTF-8 text: byte {byte:#04X} at offset {offset} (line {line}, column {column}) is not valid UTF-8")]
    NotUtf8 { offset: usize, byte: u8, line: usize, column: usize },
}

impl ReadError {
    /// The I/O error kind, for callers that tell a missing file from other failures.
    pub fn io_kind(&self) -> Option<std::io::ErrorKind> {
        match self {
            ReadError::Io(e) => Some(e.kind()),
            _ => None,
        }
    }
}

/// What a file is when it is not a regular file, in words.
fn kind_of(file_type: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() { "a folder" } else { "not a file" }
}

/// Opens a regular file without blocking: a FIFO swapped in after the metadata check cannot hold `open` up.
fn open_nonblocking(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Reads the whole of the regular file at `path`, refusing anything larger than `cap` bytes. `what` names
/// the kind of file in the size error, in the plural ("level files", "input scripts").
pub fn read_bounded(path: &Path, cap: u64, what: &str) -> Result<Vec<u8>, ReadError> {
    let too_large = |size: Option<u64>| ReadError::TooLarge { cap, size, what: what.to_string() };
    // Symbolic links are followed: the metadata is the target's.
    let meta = std::fs::metadata(path).map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::NotAFile { kind: kind_of(meta.file_type()) });
    }
    if meta.len() > cap {
        return Err(too_large(Some(meta.len())));
    }
    let file = open_nonblocking(path).map_err(ReadError::Io)?;
    let opened = file.metadata().map_err(ReadError::Io)?;
    if !opened.is_file() {
        return Err(ReadError::NotAFile { kind: kind_of(opened.file_type()) });
    }
    let mut bytes = Vec::with_capacity(opened.len().min(cap) as usize);
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes).map_err(ReadError::Io)?;
    if bytes.len() as u64 > cap {
        return Err(too_large(None));
    }
    Ok(bytes)
}

/// [`read_bounded`], then UTF-8: the error gives the offset of the first byte that is not valid UTF-8 and its
/// line and column (1-based; columns count characters).
pub fn read_text_bounded(path: &Path, cap: u64, what: &str) -> Result<String, ReadError> {
    utf8(read_bounded(path, cap, what)?)
}

/// The bytes as text, or where they stop being UTF-8.
pub fn utf8(bytes: Vec<u8>) -> Result<String, ReadError> {
    String::from_utf8(bytes).map_err(|e| {
        let offset = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        // The part before `offset` is valid UTF-8 by definition.
        let before = std::str::from_utf8(&bytes[..offset]).unwrap_or_default();
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or_default().chars().count() + 1;
        ReadError::NotUtf8 { offset, byte: bytes[offset], line, column }
    })
}

/// Whether two paths name the same file (following symbolic links): the same device and inode on Unix, the
/// same canonical path elsewhere. False when either does not exist. Used to refuse writing an output over
/// one of a command's inputs, however the two paths are spelt.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
        false
    }
    #[cfg(not(unix))]
    {
        matches!((std::fs::canonicalize(a), std::fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
    }
}

/// Text from a file made safe to print whole: control characters escaped (`\u{1b}`), the rest unchanged.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() { out.extend(c.escape_debug()) } else { out.push(c) }
    }
    out
}

/// Longest excerpt of a file's text quoted in an error message, in characters as shown (escapes included).
pub const EXCERPT_CHARS: usize = 40;

/// A piece of a file's text as an error message quotes it: control characters and quotes escaped (a
/// terminal never receives raw bytes from a hostile file), cut with `…` once it would show more than
/// [`EXCERPT_CHARS`] characters — counted after escaping, so a line of control bytes is no longer than any
/// other.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let escaped = c.escape_debug();
        let len = escaped.len();
        if shown + len > EXCERPT_CHARS {
            out.push('…');
            break;
        }
        out.extend(escaped);
        shown += len;
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn reads_whole_files_up_to_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.txt");
        std::fs::write(&path, "hello").unwrap();
        assert_eq!(read_bounded(&path, 5, "tests").unwrap(), b"hello");
        assert_eq!(read_text_bounded(&path, 100, "tests").unwrap(), "hello");
        let e = read_bounded(&path, 4, "test files").unwrap_err();
        assert!(matches!(e, ReadError::TooLarge { cap: 4, size: Some(5), .. }), "{e:?}");
        assert_eq!(e.to_string(), "larger than 4 bytes, the limit for test files");
        std::fs::write(&path, "").unwrap();
        assert_eq!(read_bounded(&path, 0, "tests").unwrap(), b"");
    }

    #[test]
    fn utf8_errors_give_offset_line_and_column() {
        let e = utf8(b"ab\nc\xC3\xA9d\xFFe".to_vec()).unwrap_err();
        assert!(matches!(e, ReadError::NotUtf8 { offset: 7, byte: 0xFF, line: 2, column: 4 }), "{e:?}");
        assert_eq!(e.to_string(), "not UTF-8 text: byte 0xFF at offset 7 (line 2, column 4) is not valid UTF-8");
        // A sequence cut short at the end.
        assert!(matches!(utf8(b"x\xE2\x82".to_vec()), Err(ReadError::NotUtf8 { offset: 1, byte: 0xE2, .. })));
    }

    #[test]
    fn missing_files_and_folders_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let e = read_bounded(&dir.path().join("missing"), 10, "tests").unwrap_err();
        assert_eq!(e.io_kind(), Some(std::io::ErrorKind::NotFound));
        assert_eq!(e.to_string(), "cannot read: No such file or directory (os error 2)");
        let e = read_bounded(dir.path(), 10, "tests").unwrap_err();
        assert_eq!(e.to_string(), "cannot read: a folder, not a regular file");
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_fifos_are_refused_without_reading() {
        let e = read_bounded(Path::new("/dev/zero"), 10, "tests").unwrap_err();
        assert_eq!(e.to_string(), "cannot read: a character device, not a regular file");
        // A FIFO with no writer would block `open` forever.
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        let e = read_text_bounded(&fifo, 10, "tests").unwrap_err();
        assert_eq!(e.to_string(), "cannot read: a FIFO (named pipe), not a regular file");
        // Through a symbolic link too.
        let link = dir.path().join("link");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        assert!(matches!(read_bounded(&link, 10, "tests"), Err(ReadError::NotAFile { kind: "a character device" })));
    }

    #[test]
    fn same_file_sees_through_spellings_and_links() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a");
        std::fs::write(&a, "x").unwrap();
        let b = dir.path().join("b");
        std::fs::write(&b, "x").unwrap();
        assert!(same_file(&a, &dir.path().join(".").join("a")));
        assert!(!same_file(&a, &b));
        assert!(!same_file(&a, &dir.path().join("missing")));
        #[cfg(unix)]
        {
            let link = dir.path().join("link");
            std::os::unix::fs::symlink(&a, &link).unwrap();
            assert!(same_file(&link, &a));
            let hard = dir.path().join("hard");
            std::fs::hard_link(&a, &hard).unwrap();
            assert!(same_file(&hard, &a));
        }
    }

    #[test]
    fn printable_escapes_only_control_characters() {
        assert_eq!(printable("Zone \\ Act 1 ✓ \u{1b}]0;x\u{7}\t"), "Zone \\ Act 1 ✓ \\u{1b}]0;x\\u{7}\\t");
    }

    #[test]
    fn excerpts_are_short_and_escaped() {
        assert_eq!(excerpt("ab\u{1b}[31m\"x\""), "ab\\u{1b}[31m\\\"x\\\"");
        let long = "y".repeat(100);
        assert_eq!(excerpt(&long), format!("{}…", "y".repeat(EXCERPT_CHARS)));
        assert_eq!(excerpt(""), "");
        // Found by fuzzing (`inputs`): escapes used to multiply the length by up to ten.
        let controls = "\u{19}".repeat(100);
        assert_eq!(excerpt(&controls), format!("{}…", "\\u{19}".repeat(6)));
        assert!(excerpt(&"\u{10ffff}".repeat(100)).chars().count() <= EXCERPT_CHARS + 1);
    }
}
