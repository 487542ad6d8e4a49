//! `spg-studio sim LEVEL.ron --inputs SCRIPT [--frames N] [--start X,Y] [--profile P] [--character C]
//! [--csv FILE|-] [--summary]`: runs the engine headless. This is a contract other tools rely on; keep it.
//!
//! - SCRIPT is the traces' `.inputs` format; input applies on the frame it is held. Without `--frames` the
//!   script's length is run; past the script's end no buttons are held.
//! - `--start X,Y`: the player stands (grounded, angle 0, speeds 0) with its centre at pixel X,Y, subpixel 0.
//!   Default: the level's start position.
//! - `--csv`: a header, then one row per frame, row 0 the start state and row t the state after frame t:
//!   `frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer`.
//! - `--summary`: one line with the final state and the simulation speed in frames per second.
//!
//! Exit status: 0 on success, 1 when a file cannot be read or is invalid, 2 on usage errors.

use crate::files::load_error_lines;
use engine::{Character, Player, World};
use formats::inputs::{Buttons, InputScript};
use formats::{Layer, ProfileId};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `spg-studio sim`.
#[derive(clap::Args, Debug, Clone)]
pub struct SimArgs {
    /// Level file (.ron).
    pub level: PathBuf,
    /// Input script (.inputs): one `<frames> <buttons>` segment a line, buttons `-` or e.g. `R+J`.
    #[arg(long)]
    pub inputs: PathBuf,
    /// Frames to simulate (default: the script's length).
    #[arg(long)]
    pub frames: Option<u64>,
    /// Start standing with the centre at pixel X,Y (default: the level's start position).
    #[arg(long, value_parser = parse_point)]
    pub start: Option<(i32, i32)>,
    /// Physics profile: s1, s2, s3k, cd or mania (default: the level's).
    #[arg(long, value_parser = parse_profile)]
    pub profile: Option<ProfileId>,
    /// Character: sonic, tails or knuckles.
    #[arg(long, default_value = "sonic", value_parser = parse_character)]
    pub character: Character,
    /// Write one CSV row per frame to FILE, or to stdout with `-`.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Print one line with the final state and the simulation speed.
    #[arg(long)]
    pub summary: bool,
}

fn parse_point(text: &str) -> Result<(i32, i32), String> {
    let (x, y) = text.split_once(',').ok_or_else(|| format!("'{text}' is not X,Y"))?;
    let n = |s: &str| s.trim().parse::<i32>().map_err(|_| format!("'{s}' is not a whole number of pixels"));
    let (x, y) = (n(x)?, n(y)?);
    let limit = formats::validate::limits::MAX_COORDINATE;
    if x.abs() > limit || y.abs() > limit {
        return Err(format!("{x},{y} is outside ±{limit}"));
    }
    Ok((x, y))
}

fn parse_profile(text: &str) -> Result<ProfileId, String> {
    ProfileId::from_cli_name(text).ok_or_else(|| format!("unknown profile '{text}' (s1, s2, s3k, cd, mania)"))
}

fn parse_character(text: &str) -> Result<Character, String> {
    Character::from_name(text).ok_or_else(|| format!("unknown character '{text}' (sonic, tails, knuckles)"))
}

/// Runs the subcommand.
pub fn run(args: &SimArgs) -> ExitCode {
    match simulate(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(lines) => {
            for line in lines {
                eprintln!("{line}");
            }
            ExitCode::from(1)
        }
    }
}

/// The CSV header, shared with the editor's replay export.
pub const CSV_HEADER: &str = "frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer";

/// One CSV row for the player's state after `frame` frames.
pub fn csv_row(frame: u64, p: &Player) -> String {
    format!(
        "{frame},{},{},{},{},{},{},{},{},{},{},{}",
        p.x >> 8,
        p.y >> 8,
        p.x & 0xFF,
        p.y & 0xFF,
        p.x_speed,
        p.y_speed,
        p.ground_speed,
        p.angle,
        u8::from(p.air),
        u8::from(p.rolling),
        match p.layer {
            Layer::A => "A",
            Layer::B => "B",
        }
    )
}

fn simulate(args: &SimArgs) -> Result<(), Vec<String>> {
    let label = args.level.display().to_string();
    let mut level = formats::ron_file::load(&args.level).map_err(|e| load_error_lines(&label, &e))?;
    let script_label = args.inputs.display().to_string();
    let text = std::fs::read_to_string(&args.inputs).map_err(|e| vec![format!("{script_label}: {e}")])?;
    let script = InputScript::parse(&text).map_err(|e| vec![format!("{script_label}: {e}")])?;
    if let Some(profile) = args.profile {
        level.profile = profile;
    }
    let (x, y) = args.start.unwrap_or((level.player_start.x, level.player_start.y));
    let mut world = World::with_player(&level, Player::standing(args.character, x, y));
    let frames = args.frames.unwrap_or_else(|| script.len());

    let mut csv: Option<Box<dyn Write>> = match &args.csv {
        None => None,
        Some(path) if path.as_os_str() == "-" => Some(Box::new(std::io::BufWriter::new(std::io::stdout().lock()))),
        Some(path) => {
            let file = std::fs::File::create(path).map_err(|e| vec![format!("{}: {e}", path.display())])?;
            Some(Box::new(std::io::BufWriter::new(file)))
        }
    };
    let write_err = |e: std::io::Error| vec![format!("writing the CSV: {e}")];
    if let Some(out) = csv.as_mut() {
        writeln!(out, "{CSV_HEADER}").map_err(write_err)?;
        writeln!(out, "{}", csv_row(0, &world.player)).map_err(write_err)?;
    }
    let mut inputs = script.frames().chain(std::iter::repeat(Buttons::NONE));
    let started = std::time::Instant::now();
    for frame in 1..=frames {
        world.step(inputs.next().unwrap_or(Buttons::NONE));
        if let Some(out) = csv.as_mut() {
            writeln!(out, "{}", csv_row(frame, &world.player)).map_err(write_err)?;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    if let Some(mut out) = csv {
        out.flush().map_err(write_err)?;
    }
    if args.summary {
        let p = &world.player;
        let fps = if elapsed > 0.0 { frames as f64 / elapsed } else { f64::INFINITY };
        println!(
            "frames {frames}: x {}:{} y {}:{} x_speed {} y_speed {} ground_speed {} angle {:#04x} air {} rolling {} \
             layer {:?} — {:.0} frames/s",
            p.x >> 8,
            p.x & 0xFF,
            p.y >> 8,
            p.y & 0xFF,
            p.x_speed,
            p.y_speed,
            p.ground_speed,
            p.angle,
            u8::from(p.air),
            u8::from(p.rolling),
            p.layer,
            fps
        );
    }
    Ok(())
}
