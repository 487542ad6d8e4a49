//! `spg-studio check [--lint] LEVEL.ron [more.ron…]`: validates level files and prints every problem.
//!
//! With `--lint`, each valid file's level lint follows its ok line (`studio_core::lint`), one line a problem:
//! `FILE: lint: X, Y: check: message` (or `FILE: lint: check: message` for problems that are nowhere, such as
//! unused tiles). Lint problems are warnings: they do not change the exit status.
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
use studio_core::lint::{GameBaseline, lint_against};

/// Checks every file, writing the report to stdout; the exit status is 0 (all valid) or 1.
pub fn run(files: &[PathBuf]) -> ExitCode {
    run_with(files, false)
}

/// [`run`], with the level lint after each valid file when `lint` is set.
pub fn run_with(files: &[PathBuf], lint: bool) -> ExitCode {
    let written = if super::stdout_is_closed() {
        Err(std::io::Error::other("stdout is closed"))
    } else {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        check_files_with(files, lint, &mut out).and_then(|valid| out.flush().map(|()| valid))
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
    check_files_with(files, false, out)
}

/// [`check_files`], with the level lint after each valid file when `lint` is set.
pub fn check_files_with(files: &[PathBuf], lint: bool, out: &mut dyn Write) -> std::io::Result<bool> {
    let mut all_valid = true;
    for file in files {
        let report = if lint { lint_file(file) } else { check_file(file) };
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

/// [`check_file`], then the level lint's problems of a valid file, one line each.
pub fn lint_file(file: &Path) -> FileReport {
    let label = file.display().to_string();
    match formats::ron_file::load(file) {
        Ok(level) => {
            let mut lines = vec![ok_line(&label, &level)];
            // A game level lists only what was changed from the game's own level (see `studio_core::lint`).
            let baseline = GameBaseline::of(&level, file.parent());
            let report = lint_against(&level, baseline.as_ref().ok().and_then(Option::as_ref));
            lines.extend(report.problems.iter().map(|p| format!("{label}: lint: {p}")));
            match &baseline {
                Ok(Some(b)) if report.as_in_the_game > 0 => lines.push(format!(
                    "{label}: note: {} more problem(s) are in the game's own level ({} [{}]) and are not listed",
                    report.as_in_the_game,
                    b.project.display(),
                    b.section
                )),
                Err(why) => {
                    lines.push(format!("{label}: note: {why}; problems the game's own level has are listed too"))
                }
                _ => {}
            }
            FileReport { valid: true, lines }
        }
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
