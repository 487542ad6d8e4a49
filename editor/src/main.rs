//! `spg-studio`: with no subcommand it opens the editor window; `check` validates level files (and lints them),
//! `sim` runs the engine headless, `sweep` runs bots over a level, `import` converts other projects' levels,
//! `export` writes them back (or as JSON).

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// SPG Studio: a classic-Sonic level editor with the Sonic Physics Guide's physics built in.
#[derive(Parser, Debug)]
#[command(name = "spg-studio", version, args_conflicts_with_subcommands = true)]
struct Cli {
    /// Level file (.ron) to open, a SonLVL project (.ini) to work in (its levels listed in the Project tab), or
    /// a Sonic 1 special stage (.ron, or a disassembly's sslayout/N.eni) for the special-stage editor; without it
    /// the built-in sample level opens.
    level: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Validate level files: prints every problem, exits 0 if all are valid, 1 if any is not, 2 on usage errors.
    Check {
        /// Level files (.ron) to check.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Also run the level lint (seams, angles, switchers, objects in the ground, unused tiles and chunks).
        #[arg(long)]
        lint: bool,
    },
    /// Run the physics headless on a level with an input script; prints CSV and/or a summary.
    Sim(editor::cli::sim::SimArgs),
    /// Run scripted bots from many start points and report where players get stuck, die or go absurdly fast.
    Sweep(editor::cli::sweep::SweepArgs),
    /// Convert a level from another tool's project into a level file.
    #[command(subcommand)]
    Import(editor::cli::import::ImportSource),
    /// Write a level into another tool's project (a SonLVL project for the ROM) or as JSON.
    #[command(subcommand)]
    Export(editor::cli::export::ExportTarget),
    /// Draw a level (art, collision, objects, switchers) into a PNG, headless: 0 written, 1 failed, 2 usage.
    Render(editor::cli::render::RenderArgs),
}

fn main() -> ExitCode {
    // clap exits with status 2 on usage errors and 0 for --help / --version.
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Check { files, lint }) => editor::cli::check::run_with(&files, lint),
        Some(Command::Sim(args)) => editor::cli::sim::run(&args),
        Some(Command::Sweep(args)) => editor::cli::sweep::run(&args),
        Some(Command::Import(source)) => editor::cli::import::run(&source),
        Some(Command::Export(target)) => editor::cli::export::run(&target),
        Some(Command::Render(args)) => editor::cli::render::run(&args),
        None => editor::app::run_gui(cli.level),
    }
}
