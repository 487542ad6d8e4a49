//! Replays: a play-test's buttons saved beside the level as `<level stem>.inputs` (the format `spg-studio sim`
//! reads), and finding where a re-run after edits first leaves the recorded run.

use engine::sensor::{Direction, SolidBit, sense};
use engine::{Player, Terrain, World};
use formats::Level;
use formats::inputs::{InputScript, ScriptError};
use std::fmt;
use std::path::{Path, PathBuf};

/// Why a replay could not be saved or loaded.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{path}: {source}")]
    Script { path: PathBuf, source: ScriptError },
    /// Not a regular file, larger than `formats::limits::MAX_SCRIPT_BYTES`, or not UTF-8 (with the offset).
    #[error("{path}: {source}")]
    Read { path: PathBuf, source: formats::read::ReadError },
    /// A BizHawk movie that cannot be read as a replay.
    #[error("{}: {message}", path.display())]
    Movie { path: PathBuf, message: String },
}

/// Where a level's replay lives: beside it, `level.ron` → `level.inputs`.
pub fn inputs_path(level_path: &Path) -> PathBuf {
    level_path.with_extension("inputs")
}

/// Writes `script` to `path` exactly as levels are saved (`formats::atomic::write`): a temporary file in the same
/// folder, synced, renamed over the target, the folder synced; the previous replay kept as `NAME.inputs.bak`
/// and its permissions kept, so a crash never leaves half a replay and an overwrite can be undone.
pub fn save_inputs(path: &Path, script: &InputScript) -> Result<(), ReplayError> {
    formats::atomic::write(path, script.to_text().as_bytes(), formats::atomic::Backup::Keep)
        .map_err(|source| ReplayError::Io { path: path.to_path_buf(), source })
}

/// Reads an `.inputs` script through formats' bounded reader (regular files only, at most
/// `formats::limits::MAX_SCRIPT_BYTES`), so a FIFO or `/dev/zero` picked by mistake can neither block nor
/// fill memory.
pub fn load_inputs(path: &Path) -> Result<InputScript, ReplayError> {
    load_inputs_from(path, 0)
}

/// [`load_inputs`], or a BizHawk movie (`.bk2`) from its frame `from` (where the level starts in the movie).
pub fn load_inputs_from(path: &Path, from: u64) -> Result<InputScript, ReplayError> {
    let path_buf = path.to_path_buf();
    formats::bk2::load_replay(path, from).map_err(|e| match e {
        formats::inputs::LoadError::Read(source) => ReplayError::Read { path: path_buf, source },
        formats::inputs::LoadError::Script(source) => ReplayError::Script { path: path_buf, source },
        formats::inputs::LoadError::Movie(message) => ReplayError::Movie { path: path_buf, message },
    })
}

/// A run's player states: entry 0 is the start, entry t the state after frame t (the rows of `sim --csv`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trajectory(pub Vec<Player>);

/// Runs `inputs` from `world`'s current state, recording the player before the first frame and after each one.
pub fn simulate(mut world: engine::World, inputs: impl IntoIterator<Item = formats::inputs::Buttons>) -> Trajectory {
    let mut states = vec![world.player.clone()];
    for held in inputs {
        world.step(held);
        states.push(world.player.clone());
    }
    Trajectory(states)
}

/// The first frame where two runs differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Divergence {
    pub frame: u64,
    /// The re-run's player pixel position at that frame.
    pub x: i32,
    pub y: i32,
    /// The tile under the player's feet in that frame: the one the winning ground sensor found.
    pub tile: Option<u16>,
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "diverges at frame {}, x {}, y {}", self.frame, self.x, self.y)?;
        match self.tile {
            Some(tile) => write!(f, ", tile {tile}"),
            None => write!(f, ", no tile below"),
        }
    }
}

/// The first frame where the re-run `b` differs from the recorded run `a` (any field of the player state, or
/// one run ending earlier), described at `b`'s position on `level` (the level `b` ran on). `None` when the
/// runs are identical.
pub fn first_divergence(a: &Trajectory, b: &Trajectory, level: &Level) -> Option<Divergence> {
    let frame = match a.0.iter().zip(&b.0).position(|(pa, pb)| pa != pb) {
        Some(i) => i,
        None if a.0.len() == b.0.len() => return None,
        None => a.0.len().min(b.0.len()),
    };
    let player = b.0.get(frame).or_else(|| a.0.get(frame))?;
    Some(Divergence {
        frame: frame as u64,
        x: player.pixel_x(),
        y: player.pixel_y(),
        tile: tile_below(b, frame, level),
    })
}

/// The tile the winning ground sensor found in frame `frame` of `run`: that frame is run again on `level` from
/// the state before it with the buttons it was played with (the player remembers them). In the air, or at the
/// start, a floor scan down from the feet on the player's layer.
fn tile_below(run: &Trajectory, frame: usize, level: &Level) -> Option<u16> {
    let player = run.0.get(frame)?;
    if let Some(before) = frame.checked_sub(1).and_then(|f| run.0.get(f)) {
        let mut world = World::with_player(level, before.clone());
        let report = world.step_reported(player.previous_buttons);
        if let Some(tile) = report.winner.and_then(|id| report.last(id)).and_then(|r| r.tile) {
            return Some(tile);
        }
        let feet = before.pixel_y() + before.height_radius as i32;
        return sense(&world.terrain, before.layer, SolidBit::Top, Direction::Down, before.pixel_x(), feet).tile();
    }
    let terrain = Terrain::from_level(level);
    let feet = player.pixel_y() + player.height_radius as i32;
    sense(&terrain, player.layer, SolidBit::Top, Direction::Down, player.pixel_x(), feet).tile()
}
