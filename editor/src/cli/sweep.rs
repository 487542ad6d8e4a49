//! `spg-studio sweep LEVEL.ron [--spacing PX] [--frames N] [--threads N]`: the bot sweep as text
//! (`studio_core::sweep`): from start points every PX pixels on the level's floors, five scripted bots run
//! N frames each on every core; the report counts runs that got stuck, died or went absurdly fast and lists
//! the worst 64 px cells, the same the editor's heat map shows. `--threads` is at most 256; a sweep running
//! longer than two seconds prints its progress on stderr every two seconds (`sweep: 120/900 runs`).
//!
//! Exit status: 0 when the sweep ran (whatever it found), 1 when the level cannot be read or is invalid or
//! the report cannot be written, 2 on usage errors.

use crate::files::load_error_lines;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use studio_core::sweep::{MAX_THREADS, Progress, SweepOptions, sweep_with};

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
    /// Worker threads (default: one per core; at most 256).
    #[arg(long, default_value_t = 0, value_parser = parse_threads)]
    pub threads: usize,
}

fn parse_threads(text: &str) -> Result<usize, String> {
    let n: usize = text.trim().parse().map_err(|_| format!("'{text}' is not a number of threads"))?;
    if n > MAX_THREADS {
        return Err(format!("{n} threads is more than the limit of {MAX_THREADS}"));
    }
    Ok(n)
}

/// Seconds between progress lines on stderr while a sweep runs (a short sweep prints none).
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

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
    let progress = Progress::default();
    let result = std::thread::scope(|scope| {
        let worker = scope.spawn(|| sweep_with(&level, options, &progress));
        let mut last = std::time::Instant::now();
        while !worker.is_finished() {
            std::thread::park_timeout(std::time::Duration::from_millis(50));
            if last.elapsed() >= PROGRESS_EVERY {
                last = std::time::Instant::now();
                let (done, total) = progress.runs();
                let _ = writeln!(std::io::stderr(), "sweep: {done}/{total} runs");
            }
        }
        worker.join().ok().flatten()
    });
    let Some(result) = result else {
        let _ = writeln!(std::io::stderr(), "{label}: the sweep stopped before its end");
        return ExitCode::from(1);
    };
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
