//! `spg-studio import sonlvl <SonLVL.ini> --level "<section>" -o <out.ron> [--layout-option NAME]`: converts a
//! level of a SonLVL project (as shipped with the Sonic 1, Sonic 2 and Sonic 3 & Knuckles disassemblies) into a level file of ours, through the
//! importer seam ([`formats::import::Importer`], [`formats::import::Source`]). `--list` prints the levels
//! the project names, each with the files it lacks and why (no entry, or the file not found even ignoring
//! case). `-o` may not name the project or any file the level is read from (the same file, however spelt). Exit status: 0 on success, 1 when the project or its files are
//! missing or malformed or the output cannot be written, 2 on usage errors (an output that is an input
//! included).

use formats::import::{Importer, LevelStatus, SONLVL};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Sources `import` understands.
#[derive(clap::Subcommand, Debug, Clone)]
pub enum ImportSource {
    /// A SonLVL project (SonLVL.ini): Sonic 1, Sonic 2 or Sonic 3 & Knuckles levels from the disassembly, or a Sonic & Knuckles Collection project.
    Sonlvl(SonlvlArgs),
    /// A level written by `export json` (the JSON Schema is formats/schema/level.schema.json).
    Json(super::export::JsonArgs),
    /// A PNG made into a level's art and collision: a tileset (--tileset, the default) or the whole level
    /// (--level).
    Image(ImageArgs),
}

/// Arguments of `spg-studio import image`.
#[derive(clap::Args, Debug, Clone)]
pub struct ImageArgs {
    /// The PNG; both sides multiples of 16.
    pub png: PathBuf,
    /// The image is a tileset: its distinct blocks are packed into chunks to build with (the default).
    #[arg(long, conflicts_with = "level")]
    pub tileset: bool,
    /// The image is the whole level: chunks are cut from it and laid out as drawn.
    #[arg(long)]
    pub level: bool,
    /// Where to write the level file.
    #[arg(short, long)]
    pub output: PathBuf,
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
    /// Import the level showing one of its alternative layouts (SonLVL's layoutcopy: Angel Island 1's
    /// "Tree Ride"); `--list` names them. Export stores the layout back as the project keeps it.
    #[arg(long, value_name = "NAME")]
    pub layout_option: Option<String>,
}

/// Runs the subcommand.
pub fn run(source: &ImportSource) -> ExitCode {
    let args = match source {
        ImportSource::Sonlvl(args) => args,
        ImportSource::Json(args) => return super::export::run_import_json(args),
        ImportSource::Image(args) => return finish(import_image(args)),
    };
    finish(import_level(&SONLVL, args))
}

/// Prints the lines of a successful import, or the error with its status.
fn finish(result: Result<Vec<String>, (u8, String)>) -> ExitCode {
    let result =
        result.and_then(|lines| print_lines(&lines).map_err(|e| (1, format!("stdout: cannot write the result: {e}"))));
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

/// `import image`: the PNG made into a level ([`studio_core::image_level`]), written to `-o`.
fn import_image(args: &ImageArgs) -> Result<Vec<String>, (u8, String)> {
    use studio_core::image_level::{ImageMode, level_from_image};
    if formats::read::same_file(&args.output, &args.png) {
        return Err((
            2,
            format!("-o {} is the image: refusing to overwrite it; nothing was written", args.output.display()),
        ));
    }
    refuse_replacing_a_non_level(&args.output)?;
    let image = formats::image_art::read_image(&args.png).map_err(|m| (1, m))?;
    let mode = if args.level { ImageMode::Level } else { ImageMode::Tileset };
    let name = args.png.file_stem().map_or_else(|| "image".to_string(), |s| s.to_string_lossy().into_owned());
    let made = level_from_image(&image, mode, &name).map_err(|m| (1, format!("{}: {m}", args.png.display())))?;
    formats::ron_file::save(&args.output, &made.level).map_err(|e| (1, e.to_string()))?;
    let level = &made.level;
    Ok(std::iter::once(format!(
        "{}: made '{}' from {} ({} x {} layout, player at {}, {})",
        args.output.display(),
        level.name,
        args.png.display(),
        level.layout.width(),
        level.layout.height(),
        level.player_start.x,
        level.player_start.y,
    ))
    .chain(made.report.lines())
    .collect())
}

/// `--list`'s line for a level: its name and the files it lacks, each with why.
pub fn list_line(status: &LevelStatus) -> String {
    let l = &status.level;
    // Names come from the file: control characters are escaped so that listing cannot drive the terminal.
    let section = formats::read::printable(&l.section);
    let name = if l.display_name == l.section {
        section
    } else {
        format!("{section} ({})", formats::read::printable(&l.display_name))
    };
    if status.missing.is_empty() {
        format!("{name}: all files present")
    } else {
        let why: Vec<String> = status
            .missing
            .iter()
            .zip(&status.details)
            .map(|(key, why)| format!("{key} ({})", formats::read::printable(why)))
            .collect();
        format!("{name}: missing {}", why.join(", "))
    }
}

/// The section `--level` names: a section name as written, or else the display name `--list` prints in
/// brackets ("Emerald Hill Zone Act 1 (2 Player)") when exactly one level has it. An unknown name is left to
/// the import, whose error lists the levels.
fn section_named(project: &dyn formats::import::Source, name: &str) -> Result<String, (u8, String)> {
    let levels = project.levels();
    if levels.iter().any(|l| l.section == name) {
        return Ok(name.to_string());
    }
    let shown: Vec<&str> = levels.iter().filter(|l| l.display_name == name).map(|l| l.section.as_str()).collect();
    match shown[..] {
        [] => Ok(name.to_string()),
        [one] => Ok(one.to_string()),
        _ => Err((
            2,
            format!(
                "--level \"{name}\" is the display name of {} levels: give one of the sections {}",
                shown.len(),
                shown.join(", ")
            ),
        )),
    }
}

/// An import writes a level file: it replaces an existing file only when that is a level file too. Anything
/// else there — the project's art, palettes, mappings, another project's INI — is refused (the INI keys of the
/// level itself are checked by name before this).
pub(crate) fn refuse_replacing_a_non_level(output: &std::path::Path) -> Result<(), (u8, String)> {
    if !output.exists() || formats::ron_file::load(output).is_ok() {
        return Ok(());
    }
    Err((
        2,
        format!(
            "-o {} exists and is not a level file: refusing to replace it (is it a file a project reads?); \
             nothing was written",
            output.display()
        ),
    ))
}

/// Lists the project's levels or imports one of them with `importer`.
fn import_level(importer: &Importer, args: &SonlvlArgs) -> Result<Vec<String>, (u8, String)> {
    let failed = |e: formats::import::ImportError| (1, e.to_string());
    let project = importer.open(&args.ini).map_err(failed)?;
    if args.list {
        return Ok(project
            .levels_with_files()
            .iter()
            .map(|status| {
                let options = project.layout_options(&status.level.section);
                let options: Vec<String> =
                    options.iter().map(|o| format!("'{}'", formats::read::printable(o))).collect();
                match options.as_slice() {
                    [] => list_line(status),
                    _ => format!("{}; layout options (--layout-option): {}", list_line(status), options.join(", ")),
                }
            })
            .collect());
    }
    let (Some(name), Some(output)) = (&args.level, &args.output) else {
        return Err((2, "--level and -o are required unless --list is given".to_string()));
    };
    let section = &section_named(project.as_ref(), name)?;
    // The output may be none of the inputs: saving would replace the project or a file the level comes from.
    let inputs = std::iter::once(("the project file".to_string(), args.ini.clone()))
        .chain(project.input_files(section).into_iter().map(|f| (format!("the file {}= names", f.key), f.path)));
    for (what, input) in inputs {
        if formats::read::same_file(output, &input) {
            return Err((
                2,
                format!(
                    "-o {} is {what} ({}): refusing to overwrite an input; nothing was written",
                    output.display(),
                    input.display()
                ),
            ));
        }
    }
    refuse_replacing_a_non_level(output)?;
    let started = std::time::Instant::now();
    let mut level = project.import_option(section, args.layout_option.as_deref()).map_err(failed)?;
    let elapsed = started.elapsed();
    // The level names its art by a path relative to the level file, so the pair can move together.
    if let Some(formats::art::ArtSource::SonLvl { project, .. }) = &mut level.art
        && let Some(dir) = output.parent().map(|d| if d.as_os_str().is_empty() { std::path::Path::new(".") } else { d })
        && let Some(relative) = formats::art::relative_path(&args.ini, dir)
    {
        *project = relative.to_string_lossy().into_owned();
    }
    formats::ron_file::save(output, &level).map_err(|e| (1, e.to_string()))?;
    let shown = level.source.as_ref().and_then(|s| s.layout_option.clone());
    let notes = project
        .notes(section)
        .into_iter()
        .filter(|n| level.source.as_ref().is_none_or(|s| s.layout_option.is_none()) || !n.starts_with("layoutcopy="))
        .chain(shown.map(|o| {
            format!("the layout shows '{}' (layoutcopy); export stores it back", formats::read::printable(&o))
        }))
        .map(|n| format!("note: {n}"));
    Ok(std::iter::once(format!(
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
    ))
    .chain(notes)
    .collect())
}
