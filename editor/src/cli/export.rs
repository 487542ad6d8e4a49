//! `spg-studio export sonlvl LEVEL.ron --project PATH/SonLVL.ini [--level "<section>"] [--allow-shared]
//! [--dry-run]`: writes a level back into a SonLVL project (Sonic 1, Sonic 2, Sonic 3 & Knuckles or its PC Collection), only the
//! files that change, each atomically with a `.bak`; files other levels of the project use are written only with
//! `--allow-shared` (the command lists them, with how many of their blocks would read another collision
//! shape). A level that does not
//! fit the game is refused with every violation and nothing is written.
//!
//! `spg-studio export json LEVEL.ron -o LEVEL.json` writes the level as JSON (schema:
//! `formats/schema/level.schema.json`); `spg-studio import json LEVEL.json -o LEVEL.ron` reads it back.
//!
//! `export sonlvl` writes only inside the project's folder (`formats::export::sonlvl::project_folder`), never
//! onto the project file or the level file, never one file for two keys, and replaces only files that read as
//! what their key says; it checks what it can (folders, links) before the first write.
//!
//! Exit status: 0 on success, 1 when a file cannot be read or written, the level does not fit, the project
//! names files the export must not write, or shared files would change without `--allow-shared`, 2 on usage
//! errors (an output that is the input included: the project naming the level file itself).

use formats::export::sonlvl;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// What `export` writes.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum ExportTarget {
    /// Into a level of a SonLVL project (a Sonic 1, Sonic 2 or Sonic 3 & Knuckles disassembly, or a Sonic & Knuckles Collection project).
    Sonlvl(SonlvlArgs),
    /// The whole level as JSON, for other engines.
    Json(JsonArgs),
}

/// Arguments of `spg-studio export sonlvl`.
#[derive(clap::Args, Debug, Clone)]
pub struct SonlvlArgs {
    /// The level file (.ron).
    pub level: PathBuf,
    /// The project file, e.g. "s2disasm/SonLVL INI Files/SonLVL.ini".
    #[arg(long)]
    pub project: PathBuf,
    /// The project level (INI section) to write; default: the one the level was imported from.
    #[arg(long = "level")]
    pub section: Option<String>,
    /// Also write files other levels of the project use (the collision arrays serve every zone).
    #[arg(long)]
    pub allow_shared: bool,
    /// Only say what would be written.
    #[arg(long)]
    pub dry_run: bool,
}

/// Arguments of `spg-studio export json` and `import json`.
#[derive(clap::Args, Debug, Clone)]
pub struct JsonArgs {
    /// The file to read.
    pub input: PathBuf,
    /// Where to write.
    #[arg(short, long)]
    pub output: PathBuf,
}

/// Runs `export`.
pub fn run(target: &ExportTarget) -> ExitCode {
    let result = match target {
        ExportTarget::Sonlvl(args) => export_sonlvl(args),
        ExportTarget::Json(args) => export_json(args),
    };
    finish(result)
}

/// Runs `import json`.
pub fn run_import_json(args: &JsonArgs) -> ExitCode {
    finish(import_json(args))
}

fn finish(result: Result<Vec<String>, (u8, String)>) -> ExitCode {
    let result = result.and_then(|lines| print_lines(&lines).map_err(|e| (1, format!("stdout: cannot write: {e}"))));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err((status, message)) => {
            let _ = writeln!(std::io::stderr(), "{message}");
            ExitCode::from(status)
        }
    }
}

fn print_lines(lines: &[String]) -> std::io::Result<()> {
    if super::stdout_is_closed() {
        return Err(std::io::Error::other("stdout is closed"));
    }
    let mut out = std::io::stdout().lock();
    for line in lines {
        writeln!(out, "{line}")?;
    }
    out.flush()
}

fn export_sonlvl(args: &SonlvlArgs) -> Result<Vec<String>, (u8, String)> {
    let level = formats::ron_file::load(&args.level).map_err(|e| (1, format!("{}: {e}", args.level.display())))?;
    let section = match (&args.section, &level.source) {
        (Some(s), _) => s.clone(),
        (None, Some(source)) => source.section.clone(),
        (None, None) => {
            return Err((2, "--level is required: the level was not imported from a SonLVL project".to_string()));
        }
    };
    sonlvl::check_level_file(&args.project, &section, &args.level).map_err(|e| (2, e.to_string()))?;
    let plan = sonlvl::plan(&args.project, &section, &level).map_err(|e| (1, e.to_string()))?;
    if args.dry_run {
        return Ok(plan.describe(false));
    }
    if !plan.shared.is_empty() && !args.allow_shared {
        let mut message =
            sonlvl::ExportError::Shared { section: section.clone(), shared: plan.shared.clone() }.to_string();
        message.push_str("\nrun again with --allow-shared to write them");
        return Err((1, message));
    }
    sonlvl::write(&plan).map_err(|e| (1, e.to_string()))?;
    let mut lines = plan.describe(true);
    lines.push(format!(
        "exported '{}' to [{}]: {} file(s) written",
        formats::read::printable(&level.name),
        formats::read::printable(&section),
        plan.changed().count()
    ));
    Ok(lines)
}

fn same_file_refusal(args: &JsonArgs) -> Result<(), (u8, String)> {
    if formats::read::same_file(&args.output, &args.input) {
        return Err((
            2,
            format!("-o {} is the input file: refusing to overwrite it; nothing was written", args.output.display()),
        ));
    }
    Ok(())
}

/// The folder a file is in ("." for a bare name).
fn folder(path: &std::path::Path) -> &std::path::Path {
    path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."))
}

fn export_json(args: &JsonArgs) -> Result<Vec<String>, (u8, String)> {
    same_file_refusal(args)?;
    let mut level = formats::ron_file::load(&args.input).map_err(|e| (1, format!("{}: {e}", args.input.display())))?;
    // The art path is relative to the file that holds it.
    formats::art::rebase(&mut level, folder(&args.input), folder(&args.output));
    formats::export::json::save(&args.output, &level).map_err(|e| (1, e.to_string()))?;
    Ok(vec![format!("{}: wrote '{}' as JSON", args.output.display(), formats::read::printable(&level.name))])
}

fn import_json(args: &JsonArgs) -> Result<Vec<String>, (u8, String)> {
    same_file_refusal(args)?;
    super::import::refuse_replacing_a_non_level(&args.output)?;
    let mut level =
        formats::export::json::load(&args.input).map_err(|e| (1, format!("{}: {e}", args.input.display())))?;
    formats::art::rebase(&mut level, folder(&args.input), folder(&args.output));
    formats::ron_file::save(&args.output, &level).map_err(|e| (1, e.to_string()))?;
    Ok(vec![format!("{}: imported '{}' from JSON", args.output.display(), formats::read::printable(&level.name))])
}
