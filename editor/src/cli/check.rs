//! `spg-studio check LEVEL.ron [more.ron…]`: validates level files and prints every problem.
//!
//! Output, one line per problem (stdout): `FILE:LINE:COL: message` for syntax errors, `FILE: path: message` for
//! semantic problems, `FILE: message` for files that cannot be read; `FILE: ok (N tiles, M chunks, W x H layout)`
//! for a valid file. Exit status: 0 when every file is valid, 1 when any is not (or cannot be read) or when the
//! report cannot be written (a full disk, a closed stdout: the message goes to stderr).
//! Usage errors (no file given, unknown option) are clap's and exit with 2.

use crate::files::load_error_lines;
use formats::Level;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Checks every file, writing the report to stdout; the exit status is 0 (all valid) or 1.
pub fn run(files: &[PathBuf]) -> ExitCode {
    let written = if super::stdout_is_closed() {
        Err(std::io::Error::other("stdout is closed"))
    } else {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        check_files(files, &mut out).and_then(|valid| out.flush().map(|()| valid))
    };
    match written {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            // A report nobody can read is a failure, whatever it says.
            let _ = writeln!(std::io::stderr(), "stdout: cannot write the report: {e}");
            ExitCode::from(1)
        }
    }
}

/// Checks every file and writes the report to `out`; true when all are valid. Stops at the first write error.
pub fn check_files(files: &[PathBuf], out: &mut dyn Write) -> std::io::Result<bool> {
    let mut all_valid = true;
    for file in files {
        let report = check_file(file);
        for line in &report.lines {
            writeln!(out, "{line}")?;
        }
        all_valid &= report.valid;
    }
    Ok(all_valid)
}

/// The report for one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileReport {
    pub valid: bool,
    pub lines: Vec<String>,
}

/// Loads and validates one file (formats' size limit, syntax, version and semantic checks).
pub fn check_file(file: &Path) -> FileReport {
    let label = file.display().to_string();
    match formats::ron_file::load(file) {
        Ok(level) => FileReport { valid: true, lines: vec![ok_line(&label, &level)] },
        Err(err) => FileReport { valid: false, lines: load_error_lines(&label, &err) },
    }
}

/// `FILE: ok (N tiles, M chunks, W x H layout)`.
pub fn ok_line(label: &str, level: &Level) -> String {
    format!(
        "{label}: ok ({} tiles, {} chunks, {} x {} layout)",
        level.tiles.len(),
        level.chunks.len(),
        level.layout.width(),
        level.layout.height()
    )
}
