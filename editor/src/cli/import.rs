//! `spg-studio import sonlvl <SonLVL.ini> --level "<section>" -o <out.ron>`: converts a level of a SonLVL
//! project (as shipped with the Sonic 2 disassembly) into a level file of ours. `--list` prints the levels
//! the project names. Exit status: 0 on success, 1 when the project or its files are missing or malformed,
//! 2 on usage errors.

use std::path::PathBuf;
use std::process::ExitCode;

/// Sources `import` understands.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum ImportSource {
    /// A SonLVL project (SonLVL.ini): Sonic 2 levels from the disassembly.
    Sonlvl(SonlvlArgs),
}

/// Arguments of `spg-studio import sonlvl`.
#[derive(clap::Args, Debug, Clone)]
pub struct SonlvlArgs {
    /// The project file, e.g. "s2disasm/SonLVL INI Files/SonLVL.ini".
    pub ini: PathBuf,
    /// The level's section name, e.g. "Emerald Hill Zone Act 1".
    #[arg(long, required_unless_present = "list")]
    pub level: Option<String>,
    /// Where to write the level file.
    #[arg(short, long, required_unless_present = "list")]
    pub output: Option<PathBuf>,
    /// List the levels the project names (and whether their files are present) instead of importing.
    #[arg(long)]
    pub list: bool,
}

/// Runs the subcommand.
pub fn run(source: &ImportSource) -> ExitCode {
    let ImportSource::Sonlvl(args) = source;
    match import_sonlvl(args) {
        Ok(lines) => {
            for line in lines {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(1)
        }
    }
}

fn import_sonlvl(args: &SonlvlArgs) -> Result<Vec<String>, String> {
    use formats::import::sonlvl;
    if args.list {
        let levels = sonlvl::list_levels(&args.ini).map_err(|e| e.to_string())?;
        return Ok(levels
            .into_iter()
            .map(
                |l| if l.display_name == l.section { l.section } else { format!("{} ({})", l.section, l.display_name) },
            )
            .collect());
    }
    let (Some(section), Some(output)) = (&args.level, &args.output) else {
        return Err("--level and -o are required unless --list is given".to_string());
    };
    let started = std::time::Instant::now();
    let level = sonlvl::import(&args.ini, section).map_err(|e| e.to_string())?;
    let elapsed = started.elapsed();
    formats::ron_file::save(output, &level).map_err(|e| e.to_string())?;
    Ok(vec![format!(
        "{}: imported '{}' ({} tiles, {} chunks, {} x {} layout, {} switchers, {} objects) in {} ms",
        output.display(),
        level.name,
        level.tiles.len(),
        level.chunks.len(),
        level.layout.width(),
        level.layout.height(),
        level.switchers.len(),
        level.objects.len(),
        elapsed.as_millis()
    )])
}
