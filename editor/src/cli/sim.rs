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
use clap::builder::{EnumValueParser, TypedValueParser};
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
    /// Physics profile, in any case (default: the level's).
    #[arg(long, ignore_case = true, value_parser = EnumValueParser::<ProfileArg>::new().map(ProfileId::from))]
    pub profile: Option<ProfileId>,
    /// Character, in any case.
    #[arg(
        long,
        ignore_case = true,
        default_value = "sonic",
        value_parser = EnumValueParser::<CharacterArg>::new().map(Character::from)
    )]
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
    let limit = formats::limits::MAX_COORDINATE;
    if x.abs() > limit || y.abs() > limit {
        return Err(format!("{x},{y} is outside ±{limit}"));
    }
    Ok((x, y))
}

/// `--profile`'s values: `ProfileId` as the CLI spells it (`ProfileId::cli_name`). The CLI's own enum because
/// `formats` does not depend on clap; a test checks that the two agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ProfileArg {
    S1,
    S2,
    S3k,
    Cd,
    Mania,
}

impl From<ProfileArg> for ProfileId {
    fn from(arg: ProfileArg) -> Self {
        match arg {
            ProfileArg::S1 => ProfileId::S1,
            ProfileArg::S2 => ProfileId::S2,
            ProfileArg::S3k => ProfileId::S3K,
            ProfileArg::Cd => ProfileId::CD,
            ProfileArg::Mania => ProfileId::Mania,
        }
    }
}

/// `--character`'s values: `Character` as the CLI spells it (`Character::name`). The CLI's own enum because
/// `engine` does not depend on clap; a test checks that the two agree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CharacterArg {
    Sonic,
    Tails,
    Knuckles,
}

impl From<CharacterArg> for Character {
    fn from(arg: CharacterArg) -> Self {
        match arg {
            CharacterArg::Sonic => Character::Sonic,
            CharacterArg::Tails => Character::Tails,
            CharacterArg::Knuckles => Character::Knuckles,
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Parser, ValueEnum};

    fn names<T: ValueEnum>() -> Vec<String> {
        T::value_variants().iter().filter_map(T::to_possible_value).map(|v| v.get_name().to_string()).collect()
    }

    /// Every profile and character has exactly one CLI value, spelt as `cli_name` / `name` say.
    #[test]
    fn cli_values_match_the_engine_names() {
        let profiles: Vec<&str> = ProfileArg::value_variants().iter().map(|&v| ProfileId::from(v).cli_name()).collect();
        assert_eq!(names::<ProfileArg>(), profiles);
        assert_eq!(profiles, ProfileId::ALL.map(ProfileId::cli_name));
        let characters: Vec<&str> = CharacterArg::value_variants().iter().map(|&v| Character::from(v).name()).collect();
        assert_eq!(names::<CharacterArg>(), characters);
        assert_eq!(characters, Character::ALL.map(Character::name));
    }

    #[derive(Parser, Debug)]
    struct Cli {
        #[command(flatten)]
        sim: SimArgs,
    }

    #[test]
    fn profile_and_character_parse_in_any_case_and_list_the_values_when_wrong() {
        let parse = |extra: &[&str]| Cli::try_parse_from([&["sim", "x.ron", "--inputs", "x.inputs"], extra].concat());
        let cli = parse(&["--profile", "S3K", "--character", "Knuckles"]).map_err(|e| e.to_string());
        let args = cli.map(|c| (c.sim.profile, c.sim.character));
        assert_eq!(args, Ok((Some(ProfileId::S3K), Character::Knuckles)));
        let defaults = parse(&[]).map(|c| (c.sim.profile, c.sim.character)).map_err(|e| e.to_string());
        assert_eq!(defaults, Ok((None, Character::Sonic)));
        let Err(e) = parse(&["--profile", "s4"]) else { panic!("s4 accepted") };
        assert_eq!(e.kind(), clap::error::ErrorKind::InvalidValue);
        assert!(e.to_string().contains("[possible values: s1, s2, s3k, cd, mania]"), "{e}");
        let Err(e) = parse(&["--character", "amy"]) else { panic!("amy accepted") };
        assert!(e.to_string().contains("[possible values: sonic, tails, knuckles]"), "{e}");
    }
}
