//! `spg-studio sweep LEVEL.ron [--spacing PX] [--frames N] [--threads N]`: the bot sweep as text
//! (`studio_core::sweep`): from start points every PX pixels on the level's floors, five scripted bots run
//! N frames each on every core; the report counts runs that got stuck, died or went absurdly fast and lists
//! the worst 64 px cells, the same the editor's heat map shows.
//!
//! Exit status: 0 when the sweep ran (whatever it found), 1 when the level cannot be read or is invalid or
//! the report cannot be written, 2 on usage errors.

use crate::files::load_error_lines;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use studio_core::sweep::{SweepOptions, sweep};

/// Arguments of `spg-studio sweep`.
#[derive(clap::Args, Debug, Clone)]
pub struct SweepArgs {
    /// Level file (.ron).
    pub level: PathBuf,
    /// Pixels between start points along x.
    #[arg(long, default_value_t = 128, value_parser = clap::value_parser!(i32).range(8..=4096))]
    pub spacing: i32,
    /// Frames each bot runs.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u32).range(1..=36000))]
    pub frames: u32,
    /// Worker threads (default: one per core).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
}

/// Runs the sweep and prints the report.
pub fn run(args: &SweepArgs) -> ExitCode {
    let label = args.level.display().to_string();
    let level = match formats::ron_file::load(&args.level) {
        Ok(level) => level,
        Err(err) => {
            for line in load_error_lines(&label, &err) {
                let _ = writeln!(std::io::stderr(), "{line}");
            }
            return ExitCode::from(1);
        }
    };
    let options =
        SweepOptions { spacing: args.spacing, frames: args.frames, threads: args.threads, ..Default::default() };
    let result = sweep(&level, options);
    let written = if super::stdout_is_closed() {
        Err(std::io::Error::other("stdout is closed"))
    } else {
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        write!(out, "{label}: {result}").and_then(|()| out.flush())
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "stdout: cannot write the report: {e}");
            ExitCode::from(1)
        }
    }
}
