//! `spg-studio sim LEVEL.ron --inputs SCRIPT [--frames N] [--start X,Y | --credits-demo N] [--profile P] [--character C]
//! [--csv FILE|-] [--summary] [--no-badniks] [--sidekick] [--emeralds] [--super-emeralds]`: runs the engine headless. This is a contract other tools rely on; keep it.
//!
//! - SCRIPT is the traces' `.inputs` format; input applies on the frame it is held. Without `--frames` the
//!   script's length is run; past the script's end no buttons are held.
//! - `--start X,Y`: the player stands (grounded, angle 0, speeds 0) with its centre at pixel X,Y, subpixel 0.
//!   Default: the level's start position (Knuckles' own where the level has one), settled on the floor below it
//!   with that floor's angle (`World::settle_start`).
//! - `--credits-demo N` (1–8): start as Sonic 1's credits demo N does (s1disasm `EndingDemoLoad`), read
//!   from the disassembly beside the level's SonLVL project (`formats::import::s1_credits`): the player at the
//!   demo's start position (`startpos/… (Credits demo).bin`, settled on the floor as a level start), rings and
//!   time 0, the lamppost variables demo 4 loads (`EndDemo_LampVar`: `engine::recording::load_credits_demo_lamp`),
//!   and every held button counted as a press, as the game's demo playback reads the pad. The level must be
//!   the demo's (`misc/Demo Level Order - Ending.bin`), imported from that project.
//! - `--csv`: a header, then one row per frame, row 0 the start state and row t the state after frame t:
//!   `frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer,rings` (scripts read columns
//!   by name; new columns are appended).
//! - `--summary`: one line with the final state, the ring count and the simulation speed in frames per second,
//!   on stdout (on stderr when the CSV goes to stdout); without a CSV, timed over a second of repeats after a
//!   quarter of a second untimed.
//! - `--no-badniks`: the level runs with every badnik removed (to test terrain and objects alone; the whole-act
//!   traces of the real game were recorded that way).
//! - `--sidekick`: CPU Tails follows as player 2, as Sonic 2 and S3K start (without it Sonic plays alone, in
//!   every profile); the CSV appends his columns after player 1's (`tails_x,…,tails_layer`, the ring count being
//!   shared), the summary stays player 1's. `--emeralds`: the
//!   7 Chaos Emeralds (with 50 rings the characters may turn Super where the move set allows);
//!   `--super-emeralds`: the 7 Super Emeralds (S3K: the transformation gives Hyper Sonic or Hyper Knuckles).
//! - `--frames` and the script's length are capped at `formats::limits::MAX_SCRIPT_FRAMES`; `--csv` may not
//!   name the level or the script (the same file, however spelt): that is refused before anything is written.
//!
//! Exit status: 0 on success, 1 when a file cannot be read or is invalid or the output cannot be written
//! (full disk, closed stdout), 2 on usage errors.

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
    /// Input script (.inputs): one `<frames> <buttons>` segment a line, buttons `-` or e.g. `R+J`; or a BizHawk
    /// movie (.bk2: player 1's D-pad, A/B/C jump).
    #[arg(long)]
    pub inputs: PathBuf,
    /// With a BizHawk movie: its frame where the level starts (the replay's first frame).
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub from_frame: u64,
    /// Frames to simulate (default: the script's length; at most 12000000, as for scripts).
    #[arg(long, value_parser = formats::inputs::parse_frame_count)]
    pub frames: Option<u64>,
    /// Start standing with the centre at pixel X,Y (default: the level's start position).
    #[arg(long, value_parser = parse_point, conflicts_with = "credits_demo")]
    pub start: Option<(i32, i32)>,
    /// Start as Sonic 1's credits demo N (1–8) does: its start position, lamppost state and demo playback,
    /// read from the disassembly beside the level's SonLVL project (the level must be the demo's).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=8))]
    pub credits_demo: Option<u8>,
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
    /// Run the level with every badnik removed.
    #[arg(long)]
    pub no_badniks: bool,
    /// Add player 2: CPU Tails following 16 frames behind (the CSV stays player 1's).
    #[arg(long)]
    pub sidekick: bool,
    /// Start with the 7 Chaos Emeralds (Super forms with 50 rings where the move set has them).
    #[arg(long)]
    pub emeralds: bool,
    /// Start with the 7 Super Emeralds (S3K: the transformation gives the Hyper forms).
    #[arg(long)]
    pub super_emeralds: bool,
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

/// Why `sim` stopped: the message lines and the exit status.
struct Failure {
    lines: Vec<String>,
    status: u8,
}

impl Failure {
    /// A file could not be read or is invalid, or the output could not be written.
    fn files(lines: Vec<String>) -> Self {
        Failure { lines, status: 1 }
    }
}

/// Runs the subcommand.
pub fn run(args: &SimArgs) -> ExitCode {
    match simulate(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { lines, status }) => {
            let mut err = std::io::stderr().lock();
            for line in lines {
                // Nothing is left to report a failing stderr to; the status still tells.
                let _ = writeln!(err, "{line}");
            }
            ExitCode::from(status)
        }
    }
}

/// The CSV header: player 1's columns.
pub const CSV_HEADER: &str = "frame,x,y,x_sub,y_sub,x_speed,y_speed,ground_speed,angle,air,rolling,layer,rings";
/// With `--sidekick`, player 2's (CPU Tails's) columns after player 1's (the ring count is shared).
pub const SIDEKICK_CSV_COLUMNS: &str = "tails_x,tails_y,tails_x_sub,tails_y_sub,tails_x_speed,tails_y_speed,\
tails_ground_speed,tails_angle,tails_air,tails_rolling,tails_layer";

/// One player's columns.
fn player_cells(p: &Player) -> String {
    format!(
        "{},{},{},{},{},{},{},{},{},{},{}",
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
        },
    )
}

/// One CSV row for the world's state after `frame` frames; `sidekick`: player 2's columns appended (empty
/// cells while the world has no player 2).
pub fn csv_row(frame: u64, world: &World, sidekick: bool) -> String {
    let mut row = format!("{frame},{},{}", player_cells(&world.player), world.rings());
    if sidekick {
        match &world.second {
            Some(second) => row = format!("{row},{}", player_cells(&second.player)),
            None => row.push_str(",,,,,,,,,,,"),
        }
    }
    row
}

/// `--csv FILE` may not be one of the inputs: the CSV would replace the level or the script it is computed
/// from. Compared as files (device and inode), so other spellings, links and hard links are caught too.
fn refuse_output_over_input(args: &SimArgs) -> Result<(), Failure> {
    let Some(csv) = args.csv.as_ref().filter(|p| p.as_os_str() != "-") else { return Ok(()) };
    for (what, input) in [("level file", &args.level), ("input script", &args.inputs)] {
        if formats::read::same_file(csv, input) {
            return Err(Failure {
                lines: vec![format!(
                    "--csv {} is the {what} {}: refusing to overwrite an input; nothing was written",
                    csv.display(),
                    input.display()
                )],
                status: 2,
            });
        }
    }
    Ok(())
}

/// The CSV's destination, named in write errors.
struct CsvOut {
    name: String,
    out: Box<dyn Write>,
}

impl CsvOut {
    fn fail(&self, e: std::io::Error) -> Failure {
        Failure::files(vec![format!("{}: cannot write the CSV: {e}", self.name)])
    }
}

fn simulate(args: &SimArgs) -> Result<(), Failure> {
    refuse_output_over_input(args)?;
    let label = args.level.display().to_string();
    let mut level = formats::ron_file::load(&args.level).map_err(|e| Failure::files(load_error_lines(&label, &e)))?;
    let script_label = args.inputs.display().to_string();
    let script = formats::bk2::load_replay(&args.inputs, args.from_frame)
        .map_err(|e| Failure::files(vec![format!("{script_label}: {e}")]))?;
    if let Some(profile) = args.profile {
        level.profile = profile;
    }
    let credits = match args.credits_demo {
        Some(n) => Some(credits_demo(&args.level, &level, n)?),
        None => None,
    };
    let demo_start = credits.as_ref().map(|d| (i32::from(d.start.0), i32::from(d.start.1)));
    // Knuckles' own start where the level has one (`engine::world::start_of`).
    let (x, y) = args.start.or(demo_start).unwrap_or_else(|| {
        let p = engine::world::start_of(&level, args.character);
        (p.x, p.y)
    });
    let options = engine::objects::runtime::layout::LayoutOptions { no_badniks: args.no_badniks };
    let mut world = World::with_options(&level, Player::standing(args.character, x, y), options);
    // `--sidekick`: CPU Tails placed as the game places him (s2disasm `InitPlayers`).
    if args.sidekick {
        world.set_second(Some(engine::world::SecondPlayer::cpu_tails(&world.player)));
    }
    // Without `--start` the player starts at the level's start settled on the floor below it, as the game
    // leaves him when control is given (`World::settle_start`; with `--sidekick` in Sonic 2 and S3K, the title
    // card's frames run first, Tails and the objects moving in them); `--start` puts him exactly there.
    if args.start.is_none() {
        world.settle_start();
    }
    if let Some(demo) = &credits {
        // The game's demo playback: every held button is a press (s1disasm `MoveSonicInDemo`).
        world.demo_presses = true;
        engine::recording::load_credits_demo_lamp(&mut world, demo.number - 1);
    }
    if args.emeralds {
        world.set_emeralds(engine::player::moves::SUPER_EMERALDS);
    }
    if args.super_emeralds {
        world.set_super_emeralds(engine::player::moves::SUPER_EMERALDS);
    }
    let frames = args.frames.unwrap_or_else(|| script.len());

    let csv_on_stdout = args.csv.as_ref().is_some_and(|p| p.as_os_str() == "-");
    if csv_on_stdout && super::stdout_is_closed() {
        return Err(Failure::files(vec!["stdout: cannot write the CSV: stdout is closed".to_string()]));
    }
    let mut csv: Option<CsvOut> = match &args.csv {
        None => None,
        Some(_) if csv_on_stdout => Some(CsvOut {
            name: "stdout".to_string(),
            out: Box::new(std::io::BufWriter::new(std::io::stdout().lock())),
        }),
        Some(path) => {
            let name = path.display().to_string();
            let file = std::fs::File::create(path)
                .map_err(|e| Failure::files(vec![format!("{name}: cannot write the CSV: {e}")]))?;
            Some(CsvOut { name, out: Box::new(std::io::BufWriter::new(file)) })
        }
    };
    if let Some(c) = csv.as_mut() {
        let header =
            if args.sidekick { format!("{CSV_HEADER},{SIDEKICK_CSV_COLUMNS}") } else { CSV_HEADER.to_string() };
        writeln!(c.out, "{header}").map_err(|e| c.fail(e))?;
        writeln!(c.out, "{}", csv_row(0, &world, args.sidekick)).map_err(|e| c.fail(e))?;
    }
    // The speed `--summary` reports is timed over repeats of the run from this start when one run is short.
    let start = (args.summary && csv.is_none()).then(|| world.clone());
    let mut inputs = script.frames().chain(std::iter::repeat(Buttons::NONE));
    let started = std::time::Instant::now();
    for frame in 1..=frames {
        world.step(inputs.next().unwrap_or(Buttons::NONE));
        if let Some(c) = csv.as_mut() {
            writeln!(c.out, "{}", csv_row(frame, &world, args.sidekick)).map_err(|e| c.fail(e))?;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    if let Some(mut c) = csv {
        c.out.flush().map_err(|e| c.fail(e))?;
    }
    if args.summary {
        let (timed_frames, timed) = match &start {
            Some(start) => repeat_for_timing(start, &script, frames, elapsed),
            None => (frames, elapsed),
        };
        let fps = if timed > 0.0 { timed_frames as f64 / timed } else { f64::INFINITY };
        let line = summary_line(frames, &world, fps);
        // With the CSV on stdout the summary must not end up inside it.
        let (name, result) = if csv_on_stdout {
            ("stderr", writeln!(std::io::stderr(), "{line}"))
        } else if super::stdout_is_closed() {
            ("stdout", Err(std::io::Error::other("stdout is closed")))
        } else {
            let mut out = std::io::stdout().lock();
            ("stdout", writeln!(out, "{line}").and_then(|()| out.flush()))
        };
        result.map_err(|e| Failure::files(vec![format!("{name}: cannot write the summary: {e}")]))?;
    }
    Ok(())
}

/// Credits demo `number` of the disassembly beside the level's SonLVL project, checked to play this level.
fn credits_demo(
    level_path: &std::path::Path,
    level: &formats::Level,
    number: u8,
) -> Result<formats::import::s1_credits::CreditsDemo, Failure> {
    let label = level_path.display();
    let Some(formats::level::ArtSource::SonLvl { project, section }) = &level.art else {
        return Err(Failure::files(vec![format!(
            "{label}: --credits-demo reads the demo from the disassembly beside the level's SonLVL project, and              this level names none (import the level from Sonic 1's project: `spg-studio import sonlvl`)"
        )]));
    };
    let project = formats::art::resolve(project, level_path.parent());
    let root = formats::import::s1_credits::disassembly_root(&project);
    let demo = formats::import::s1_credits::load(&root, number).map_err(|e| Failure::files(vec![e]))?;
    if *section != demo.section {
        return Err(Failure {
            lines: vec![format!(
                "{label}: credits demo {number} plays '{}'; this level is '{section}' (import that level to run it)",
                demo.section
            )],
            status: 2,
        });
    }
    Ok(demo)
}

/// Time a second at least, after a quarter of a second untimed: a whole act runs in about a millisecond, too
/// short to time once (cold caches, the clock's resolution), and a processor that was idle takes a moment to
/// reach its speed. Runs the same frames again from `start` (the world copied outside the timed part, the
/// inputs decoded once) until then; returns the frames and seconds timed (the first, cold run only if one run
/// is long enough by itself).
fn repeat_for_timing(start: &World, script: &InputScript, frames: u64, first: f64) -> (u64, f64) {
    const WARM_UP: f64 = 0.25;
    const ENOUGH: f64 = 1.0;
    if first >= ENOUGH || frames == 0 {
        return (frames, first);
    }
    let inputs: Vec<Buttons> = script.frames().chain(std::iter::repeat(Buttons::NONE)).take(frames as usize).collect();
    let mut world = start.clone();
    let run = |world: &mut World| {
        world.clone_from(start);
        let started = std::time::Instant::now();
        for &held in &inputs {
            world.step(held);
        }
        started.elapsed().as_secs_f64()
    };
    let mut warm = first;
    while warm < WARM_UP {
        warm += run(&mut world);
    }
    let (mut timed_frames, mut timed) = (0, 0.0);
    while timed < ENOUGH {
        timed += run(&mut world);
        timed_frames += frames;
    }
    (timed_frames, timed)
}

/// `--summary`'s line: the final state and the simulation speed.
fn summary_line(frames: u64, world: &World, fps: f64) -> String {
    let p = &world.player;
    format!(
        "frames {frames}: x {}:{} y {}:{} x_speed {} y_speed {} ground_speed {} angle {:#04x} air {} rolling {} \
         layer {:?} rings {} — {:.0} frames/s",
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
        world.rings(),
        fps
    )
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

    #[test]
    fn frames_are_capped_like_scripts() {
        let parse = |n: &str| Cli::try_parse_from(["sim", "x.ron", "--inputs", "x.inputs", "--frames", n]);
        assert_eq!(parse("12000000").map(|c| c.sim.frames).map_err(|e| e.to_string()), Ok(Some(12_000_000)));
        let Err(e) = parse("12000001") else { panic!("over the cap accepted") };
        assert_eq!(e.kind(), clap::error::ErrorKind::ValueValidation);
        assert!(
            e.to_string().contains(
                "invalid value '12000001' for '--frames <FRAMES>': '12000001' frames is more than the limit of \
                 12000000 frames"
            ),
            "{e}"
        );
        let Err(e) = parse("18446744073709551615") else { panic!("u64::MAX accepted") };
        assert!(e.to_string().contains("is more than the limit of 12000000 frames"), "{e}");
    }
}
