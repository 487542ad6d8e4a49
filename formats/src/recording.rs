//! Per-frame recordings of the real games in the trace suite's format (a folder holding `metadata.json` and
//! `physics.csv.gz`, as in `../shared/reference/openggf-traces`): what the game's player (and CPU sidekick) were
//! on every frame, and the pad held. The engine replays them ([`engine::recording`]) and reports the first
//! frame where it differs.
//!
//! Every number in the CSV is hexadecimal. Frame `f` is the state after the f-th gameplay frame, with that
//! row's pad held. Rows whose `gameplay_frame_counter` did not advance are lag frames: the game's main loop did
//! not run (no logic, the pad not read), so [`Recording::gameplay_rows`] leaves them out.
//!
//! [`engine::recording`]: ../../engine/recording/index.html

use crate::inputs::Buttons;
use crate::read::{ReadError, read_bounded};
use std::io::Read;
use std::path::Path;

/// The largest `physics.csv.gz` read.
pub const MAX_COMPRESSED_BYTES: u64 = 64 * 1024 * 1024;
/// The most the CSV may inflate to (the longest trace of the suite is about 9 MB).
pub const MAX_CSV_BYTES: u64 = 256 * 1024 * 1024;
/// The largest `metadata.json` read.
const MAX_METADATA_BYTES: u64 = 1024 * 1024;

/// Which game was recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    S1,
    S2,
    S3K,
}

impl Game {
    /// The folder name the suite uses (`s1`, `s2`, `s3k`).
    pub fn name(self) -> &'static str {
        match self {
            Game::S1 => "s1",
            Game::S2 => "s2",
            Game::S3K => "s3k",
        }
    }
}

/// `metadata.json`, the parts a replay needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    pub game: Game,
    /// The suite's zone abbreviation (`ghz`, `ehz`, `cpz`, …).
    pub zone: String,
    pub act: u8,
    /// The player's position when the recording starts (pixels).
    pub start: (i32, i32),
    /// The characters played (`["sonic", "tails"]`); empty when the metadata does not say (Sonic alone).
    pub characters: Vec<String>,
    /// The emulator's frame number at the recording's first row (`bk2_frame_offset`), when the metadata says:
    /// the console's frame count, which the game's own (`Vint_runcount`) follows.
    pub emulator_frame: Option<u32>,
    /// The game's own demo played the pad (`"trace_type": "credits_demo"`), not a player.
    pub demo: bool,
    /// Which of the game's ending (credits) demos this is (`credits_demo_index`, 0-based: Sonic 1's
    /// `v_creditsnum` − 1 once `EndingDemoLoad` has counted it); `None` for any other recording.
    pub credits_demo: Option<u8>,
    /// The recording begins before its level (`aux_schema_extras` names `pre_level_intro_prefix`:
    /// `s3k/aiz1_to_hcz_fullrun` starts on the title screens). [`parse`] leaves those rows out
    /// ([`level_rows`]).
    pub pre_level_prefix: bool,
}

impl Metadata {
    /// The level's section name in the game's SonLVL project (`Green Hill Zone Act 1`), or `None` for a zone
    /// this reader does not know.
    pub fn sonlvl_level(&self) -> Option<String> {
        let zone = match (self.game, self.zone.as_str()) {
            (Game::S1, "ghz") => "Green Hill Zone",
            (Game::S1, "mz") => "Marble Zone",
            (Game::S1, "syz") => "Spring Yard Zone",
            (Game::S1, "lz") => "Labyrinth Zone",
            (Game::S1, "slz") => "Star Light Zone",
            (Game::S1, "sbz") => "Scrap Brain Zone",
            (Game::S2, "ehz") => "Emerald Hill Zone",
            (Game::S2, "cpz") => "Chemical Plant Zone",
            (Game::S2, "arz") => "Aquatic Ruin Zone",
            (Game::S2, "cnz") => "Casino Night Zone",
            (Game::S2, "htz") => "Hill Top Zone",
            (Game::S2, "mcz") => "Mystic Cave Zone",
            (Game::S2, "ooz") => "Oil Ocean Zone",
            (Game::S2, "mtz") => "Metropolis Zone",
            // One-act zones have no act number in their names.
            (Game::S2, "scz") => return Some("Sky Chase Zone".into()),
            (Game::S2, "wfz") => return Some("Wing Fortress Zone".into()),
            (Game::S2, "dez") => return Some("Death Egg Zone".into()),
            // skdisasm's project names each level by its game; Angel Island 1 begins in its intro section (the
            // beach run, s3.asm `AIZ1_Intro`), which has the act's layout and objects.
            (Game::S3K, "aiz") if self.act == 1 => return Some("Sonic 3\\\\Angel Island Zone Act 1 Intro".into()),
            (Game::S3K, "aiz") => "Sonic 3\\\\Angel Island Zone",
            (Game::S3K, "hcz") => "Sonic 3\\\\Hydrocity Zone",
            (Game::S3K, "mgz") => "Sonic 3\\\\Marble Garden Zone",
            (Game::S3K, "cnz") => "Sonic 3\\\\Carnival Night Zone",
            (Game::S3K, "icz") => "Sonic 3\\\\Icecap Zone",
            (Game::S3K, "lbz") => "Sonic 3\\\\Launch Base Zone",
            _ => return None,
        };
        Some(format!("{zone} Act {}", self.act))
    }

    /// Whether the recording has a CPU sidekick (Tails) beside the main character.
    pub fn has_sidekick(&self) -> bool {
        self.characters.len() > 1
    }
}

/// One character's state on one frame, as the game holds it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CharacterRow {
    /// Whether the character exists (a sidekick may be absent).
    pub present: bool,
    /// Pixels (`x_pos`, `y_pos`).
    pub x: u16,
    pub y: u16,
    /// The 16-bit subpixel words (`x_sub`, `y_sub`): the high byte is the 1/256 px.
    pub x_sub: u16,
    pub y_sub: u16,
    pub x_speed: i16,
    pub y_speed: i16,
    /// Ground Speed (`inertia`).
    pub ground_speed: i16,
    pub angle: u8,
    pub air: bool,
    pub rolling: bool,
    pub ground_mode: u8,
    /// `routine`: 2 normal, 4 hurt, 6 dead.
    pub routine: u8,
    pub status: u8,
    /// The object slot stood on (`interact`), 0 for none.
    pub stand_on_obj: u8,
}

/// One frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Row {
    /// The row's `frame` number (lag frames included).
    pub frame: u32,
    /// The pad held (0x01 Up, 0x02 Down, 0x04 Left, 0x08 Right, 0x10 B, 0x20 C, 0x40 A, 0x80 Start).
    pub pad: u8,
    pub camera_x: u16,
    pub camera_y: u16,
    pub rings: u16,
    /// `gameplay_frame_counter` (the level's frame counter); `None` where the recording has none (the Sonic 1
    /// credits demos), and then no frame is a lag frame.
    pub counter: Option<u16>,
    /// `vblank_counter` (the game's vertical-interrupt counter, `v_vbla_count` / `Vint_runcount`: it runs from
    /// power-on and counts lag frames too), where the recording has it.
    pub vblank: Option<u16>,
    pub player: CharacterRow,
    /// The CPU sidekick, where the recording has one.
    pub sidekick: Option<CharacterRow>,
}

impl Row {
    /// Whether this row records the same state as `before` (everything but the frame number and the pad)
    /// while the player has a speed: no frame ran between them, as one would have moved him or changed his
    /// speed (X Speed moves x, Y Speed y; on the ground a Ground Speed is turned into X Speed, or zeroed by a
    /// wall). In the air a Ground Speed says nothing: an object holding him still keeps it.
    pub fn repeats_moving(&self, before: &Row) -> bool {
        let p = &before.player;
        let moving = p.x_speed != 0 || p.y_speed != 0 || (p.ground_speed != 0 && !p.air);
        let same = Row { frame: before.frame, pad: before.pad, ..*self } == *before;
        moving && same
    }

    /// The pad as the engine's buttons (A, B and C all jump; Start is not a game button here).
    pub fn buttons(&self) -> Buttons {
        let jump = if self.pad & 0x70 != 0 { Buttons::JUMP } else { Buttons::NONE };
        Buttons::from_bits(self.pad & 0x0F).union(jump)
    }
}

/// A whole recording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recording {
    pub metadata: Metadata,
    /// Every row, lag frames included.
    pub rows: Vec<Row>,
}

impl Recording {
    /// The rows where the game ran a frame: a row whose frame counter did not advance past the previous row's
    /// is a lag frame and is left out. Without a frame counter (the Sonic 1 credits demos), a row that repeats
    /// the previous one while the player moves ([`Row::repeats_moving`]) is a lag frame: a frame that ran
    /// would have moved him.
    ///
    /// A counter that never advances over the whole recording was not kept (`s3k/aiz1_to_hcz_fullrun` has 0 on
    /// every row, and a constant `vblank_counter`): it counts as no counter.
    pub fn gameplay_rows(&self) -> Vec<Row> {
        let counted = self.rows.windows(2).any(|w| w[0].counter != w[1].counter);
        let counter = |r: &Row| r.counter.filter(|_| counted);
        let mut previous: Option<&Row> = None;
        let mut rows = Vec::with_capacity(self.rows.len());
        for row in &self.rows {
            let lag = previous.is_some_and(|before| match (counter(before), counter(row)) {
                (Some(b), Some(now)) => now == b,
                (None, None) => row.repeats_moving(before),
                _ => false,
            });
            previous = Some(row);
            if !lag {
                rows.push(*row);
            }
        }
        rows
    }

    /// The buttons of each gameplay row ([`Recording::gameplay_rows`]), in order. A jump button already held
    /// on the first frame was pressed before the level began: the games jump on a press, so it is left out
    /// until it is first released.
    pub fn inputs(&self) -> Vec<Buttons> {
        let mut held_from_before = true;
        self.gameplay_rows()
            .iter()
            .map(|row| {
                let b = row.buttons();
                held_from_before &= b.jump();
                if held_from_before { Buttons::from_bits(b.bits() & !Buttons::JUMP.bits()) } else { b }
            })
            .collect()
    }
}

/// Why a recording could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordingError {
    #[error("{file}: {source}")]
    Read { file: String, source: ReadError },
    #[error("physics.csv.gz: not gzip data, or damaged: {0}")]
    Gzip(std::io::Error),
    #[error("physics.csv.gz: inflates to more than {MAX_CSV_BYTES} bytes, the limit for recordings")]
    TooLarge,
    #[error("metadata.json: {0}")]
    Metadata(String),
    #[error("physics.csv.gz line {line}: {message}")]
    Csv { line: usize, message: String },
}

/// The recordings of a suite folder laid out as `openggf-traces` is (`<game>/<name>/metadata.json`): their
/// names `s1/ghz1_completerun`, …, sorted. A folder that cannot be listed has none.
pub fn suite(dir: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for game in [Game::S1, Game::S2, Game::S3K].map(Game::name) {
        let Ok(entries) = std::fs::read_dir(dir.join(game)) else { continue };
        for e in entries.flatten() {
            if e.path().join("metadata.json").is_file() {
                names.push(format!("{game}/{}", e.file_name().to_string_lossy()));
            }
        }
    }
    names.sort();
    names
}

/// Reads the recording in folder `dir` (`metadata.json` and `physics.csv.gz`).
pub fn read(dir: &Path) -> Result<Recording, RecordingError> {
    let file = |name: &str| dir.join(name);
    fn read_err(name: &'static str) -> impl Fn(ReadError) -> RecordingError {
        move |source| RecordingError::Read { file: name.to_string(), source }
    }
    let meta = read_bounded(&file("metadata.json"), MAX_METADATA_BYTES, "recording metadata")
        .map_err(read_err("metadata.json"))?;
    // The metadata's own errors first: they say what the folder is meant to be.
    parse_metadata(&meta)?;
    let gz = read_bounded(&file("physics.csv.gz"), MAX_COMPRESSED_BYTES, "recordings")
        .map_err(read_err("physics.csv.gz"))?;
    parse(&meta, &gz)
}

/// A recording from the bytes of its `metadata.json` and `physics.csv.gz` (what [`read`] reads).
pub fn parse(metadata: &[u8], csv_gz: &[u8]) -> Result<Recording, RecordingError> {
    let metadata = parse_metadata(metadata)?;
    let mut csv = Vec::new();
    flate2::read::GzDecoder::new(csv_gz).take(MAX_CSV_BYTES + 1).read_to_end(&mut csv).map_err(RecordingError::Gzip)?;
    if csv.len() as u64 > MAX_CSV_BYTES {
        return Err(RecordingError::TooLarge);
    }
    let text =
        crate::read::utf8(csv).map_err(|source| RecordingError::Read { file: "physics.csv.gz".into(), source })?;
    let rows = parse_csv(&text, metadata.game)?;
    Ok(level_rows(Recording { metadata, rows }))
}

/// A recording that begins before its level ([`Metadata::pre_level_prefix`]) from its level's first frame:
/// the rows up to the level load's object pass left out — the last of them is the first row whose player
/// routine is set (skdisasm s3.asm `Level`: `SpawnLevelMainSprites`, then one `Process_Sprites` in which the
/// players' init runs), the frame the engine's start runs ([`Metadata::start`] becomes where that row has
/// the player). The rows before it are the Sega screen, the title and the level's load: the player's slot
/// holds the title's objects. The emulator frame moves on by the rows left out.
///
/// Such a recording's pad column is the emulator's, frame by frame: what was held during a frame is read by
/// the game at the next vertical interrupt (s3.asm `VInt` → `Poll_Controllers`, before that frame's logic),
/// so each row is given the pad of the row before (on `s3k/aiz1_to_hcz_fullrun` every press shows one row
/// late: Right at $594 moves Sonic at $595, jump at $6AD leaves the floor at $6AE). A recording without the
/// prefix, or whose player never gets a routine, is returned as it is.
pub fn level_rows(mut recording: Recording) -> Recording {
    if !recording.metadata.pre_level_prefix {
        return recording;
    }
    let Some(load) = recording.rows.iter().position(|r| r.player.routine != 0) else { return recording };
    for i in (1..recording.rows.len()).rev() {
        recording.rows[i].pad = recording.rows[i - 1].pad;
    }
    let row = recording.rows[load];
    let meta = &mut recording.metadata;
    meta.start = (i32::from(row.player.x), i32::from(row.player.y));
    meta.emulator_frame = meta.emulator_frame.map(|f| f.wrapping_add(load as u32 + 1));
    recording.rows.drain(..=load);
    recording
}

fn parse_metadata(bytes: &[u8]) -> Result<Metadata, RecordingError> {
    let bad = |m: String| RecordingError::Metadata(m);
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|e| bad(e.to_string()))?;
    let text = |key: &str| value.get(key).and_then(|v| v.as_str()).ok_or_else(|| bad(format!("no \"{key}\"")));
    let game = match text("game")? {
        "s1" => Game::S1,
        "s2" => Game::S2,
        "s3k" => Game::S3K,
        other => return Err(bad(format!("unknown game \"{}\"", crate::read::printable(other)))),
    };
    let act = value.get("act").and_then(|v| v.as_u64()).filter(|&a| a <= 9).ok_or_else(|| bad("no act".into()))?;
    let hex = |key: &str| -> Result<i32, RecordingError> {
        let t = text(key)?;
        let digits = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")).unwrap_or(t);
        u16::from_str_radix(digits, 16).map(i32::from).map_err(|_| bad(format!("\"{key}\" is not a hex word")))
    };
    let characters = match value.get("characters").and_then(|v| v.as_array()) {
        Some(list) => list.iter().filter_map(|c| c.as_str()).map(str::to_string).collect(),
        None => Vec::new(),
    };
    Ok(Metadata {
        game,
        zone: text("zone")?.to_string(),
        act: act as u8,
        start: (hex("start_x")?, hex("start_y")?),
        characters,
        emulator_frame: value.get("bk2_frame_offset").and_then(|v| v.as_u64()).and_then(|v| u32::try_from(v).ok()),
        demo: value.get("trace_type").and_then(|v| v.as_str()).is_some_and(|t| t.contains("demo")),
        credits_demo: value.get("credits_demo_index").and_then(|v| v.as_u64()).and_then(|i| u8::try_from(i).ok()),
        pre_level_prefix: value
            .get("aux_schema_extras")
            .and_then(|v| v.as_array())
            .is_some_and(|list| list.iter().any(|e| e.as_str() == Some("pre_level_intro_prefix"))),
    })
}

/// The CSV's columns for one character: Sonic 1 and S3K name the player's plainly, Sonic 2 prefixes
/// `sonic_` and `tails_`, S3K the sidekick's `sidekick_`.
fn prefixes(game: Game) -> (&'static str, &'static str) {
    match game {
        Game::S2 => ("sonic_", "tails_"),
        Game::S1 | Game::S3K => ("", "sidekick_"),
    }
}

fn parse_csv(text: &str, game: Game) -> Result<Vec<Row>, RecordingError> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').map(str::trim).collect();
    let column = |name: &str| header.iter().position(|h| *h == name);
    let need = |name: &str| column(name).ok_or(RecordingError::Csv { line: 1, message: format!("no column {name}") });
    let (p1, p2) = prefixes(game);
    let character = |prefix: &str, required: bool| -> Result<Option<[Option<usize>; 15]>, RecordingError> {
        let names = [
            "present",
            "x",
            "y",
            "x_sub",
            "y_sub",
            "x_speed",
            "y_speed",
            "g_speed",
            "angle",
            "air",
            "rolling",
            "ground_mode",
            "routine",
            "status_byte",
            "stand_on_obj",
        ];
        let found = names.map(|n| column(&format!("{prefix}{n}")));
        if found[1].is_none() && !required {
            return Ok(None);
        }
        // Every column but `present` (only the prefixed characters have it: the plain player is always there).
        for (i, n) in names.iter().enumerate().skip(1) {
            if found[i].is_none() {
                need(&format!("{prefix}{n}"))?;
            }
        }
        Ok(Some(found))
    };
    let player = character(p1, true)?.unwrap_or([None; 15]);
    let sidekick = character(p2, false)?;
    let (frame, input, camera_x, camera_y, rings) =
        (need("frame")?, need("input")?, need("camera_x")?, need("camera_y")?, need("rings")?);
    let counter = column("gameplay_frame_counter");
    let vblank = column("vblank_counter");
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let line_no = n + 2;
        if line.trim().is_empty() {
            continue;
        }
        let cells: Vec<&str> = line.split(',').collect();
        let cell = |i: usize| -> Result<u32, RecordingError> {
            let c = cells.get(i).map(|c| c.trim()).unwrap_or("");
            u32::from_str_radix(c, 16).ok().ok_or_else(|| RecordingError::Csv {
                line: line_no,
                message: format!("column {}: '{}' is not a hex number", i + 1, crate::read::printable(c)),
            })
        };
        let char_row = |cols: &[Option<usize>; 15]| -> Result<CharacterRow, RecordingError> {
            let v = |k: usize| -> Result<u32, RecordingError> { cols[k].map(cell).unwrap_or(Ok(1)) };
            Ok(CharacterRow {
                present: v(0)? != 0,
                x: v(1)? as u16,
                y: v(2)? as u16,
                x_sub: v(3)? as u16,
                y_sub: v(4)? as u16,
                x_speed: v(5)? as u16 as i16,
                y_speed: v(6)? as u16 as i16,
                ground_speed: v(7)? as u16 as i16,
                angle: v(8)? as u8,
                air: v(9)? != 0,
                rolling: v(10)? != 0,
                ground_mode: v(11)? as u8,
                routine: v(12)? as u8,
                status: v(13)? as u8,
                stand_on_obj: v(14)? as u8,
            })
        };
        rows.push(Row {
            frame: cell(frame)?,
            pad: cell(input)? as u8,
            camera_x: cell(camera_x)? as u16,
            camera_y: cell(camera_y)? as u16,
            rings: cell(rings)? as u16,
            counter: counter.map(cell).transpose()?.map(|c| c as u16),
            vblank: vblank.map(cell).transpose()?.map(|c| c as u16),
            player: char_row(&player)?,
            sidekick: sidekick.as_ref().map(char_row).transpose()?,
        });
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(frame: u32, counter: Option<u16>, x: u16, x_speed: i16) -> Row {
        let player = CharacterRow { present: true, x, x_speed, ..Default::default() };
        Row { frame, counter, player, ..Default::default() }
    }

    fn recording(rows: Vec<Row>) -> Recording {
        let metadata = Metadata {
            game: Game::S1,
            zone: "mz".into(),
            act: 2,
            start: (0, 0),
            characters: Vec::new(),
            emulator_frame: None,
            pre_level_prefix: false,
            demo: true,
            credits_demo: None,
        };
        Recording { metadata, rows }
    }

    /// Without a frame counter, a repeated row is a lag frame only while the player moves: frame 2 repeats
    /// frame 1 at X Speed −$12C (lag, left out); frames 4 and 5 repeat with the player at rest (kept: a
    /// frame that ran would not have moved him).
    #[test]
    fn without_a_counter_a_repeated_row_is_lag_only_while_moving() {
        let rows = vec![
            row(0, None, 100, -0x12C),
            row(1, None, 99, -0x12C),
            row(2, None, 99, -0x12C),
            row(3, None, 98, 0),
            row(4, None, 98, 0),
            row(5, None, 98, 0),
        ];
        let frames: Vec<u32> = recording(rows).gameplay_rows().iter().map(|r| r.frame).collect();
        assert_eq!(frames, [0, 1, 3, 4, 5]);
    }

    /// A Ground Speed counts on the ground (pushing a block: X Speed 0, Ground Speed −$40, the row repeated
    /// is lag) and not in the air (an object holding him still with Ground Speed $800: kept).
    #[test]
    fn ground_speed_counts_only_on_the_ground() {
        let at = |frame, air| {
            let mut r = row(frame, None, 100, 0);
            r.player.ground_speed = if air { 0x800 } else { -0x40 };
            r.player.air = air;
            r
        };
        let rows = vec![at(0, false), at(1, false), at(2, true), at(3, true)];
        let frames: Vec<u32> = recording(rows).gameplay_rows().iter().map(|r| r.frame).collect();
        assert_eq!(frames, [0, 2, 3]);
    }

    /// A counter that never advances was not kept: the rows decide, as without one.
    #[test]
    fn a_counter_that_never_advances_counts_as_none() {
        let rows = vec![row(0, Some(0), 100, -0x12C), row(1, Some(0), 99, -0x12C), row(2, Some(0), 99, -0x12C)];
        let frames: Vec<u32> = recording(rows).gameplay_rows().iter().map(|r| r.frame).collect();
        assert_eq!(frames, [0, 1]);
    }

    /// With a counter, only the counter decides: a repeated counter is lag whatever the rows hold.
    #[test]
    fn with_a_counter_the_counter_decides() {
        let rows = vec![row(0, Some(1), 100, 5), row(1, Some(1), 101, 5), row(2, Some(2), 101, 5)];
        let frames: Vec<u32> = recording(rows).gameplay_rows().iter().map(|r| r.frame).collect();
        assert_eq!(frames, [0, 2]);
    }

    /// A recording with the pre-level prefix starts after the level load's object pass: the rows before the
    /// first with a player routine (the title's objects in the player's slot) and that row are left out; the
    /// start is where that row has the player, the emulator frame moves on by the rows left out, and each row
    /// reads the pad held the frame before.
    #[test]
    fn a_pre_level_prefix_is_left_out_up_to_the_load_pass() {
        let mut rows = vec![row(0, None, 0x120, 0), row(1, None, 0, 0), row(2, None, 0x40, 0)];
        let mut load = row(3, None, 0x40, 0);
        load.player.routine = 2;
        load.player.y = 0x420;
        load.pad = 0x08;
        rows.extend([load, row(4, None, 0x40, 0)]);
        rows[4].player.routine = 2;
        let mut r = recording(rows.clone());
        r.metadata.emulator_frame = Some(511);
        assert_eq!(level_rows(r.clone()), r, "no prefix named: unchanged");
        r.metadata.pre_level_prefix = true;
        let cut = level_rows(r);
        assert_eq!(cut.rows.iter().map(|r| r.frame).collect::<Vec<_>>(), [4]);
        assert_eq!(cut.rows[0].pad, 0x08, "the pad the load frame held is read on the next");
        assert_eq!(cut.metadata.start, (0x40, 0x420));
        assert_eq!(cut.metadata.emulator_frame, Some(515));
    }
}
