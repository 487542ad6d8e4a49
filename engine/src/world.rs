//! A level in play: terrain, profile, switchers and the player, stepped one frame at a time in the games'
//! order (SPG "Main Game Loop"): the player's routine, then the objects after it (layer switchers).

use crate::character::Character;
use crate::player::{Ctx, Player};
use crate::profile::Profile;
use crate::report::{FrameReport, NoReport, SensorSink};
use crate::switchers::ActiveSwitcher;
use crate::terrain::Terrain;
use formats::inputs::Buttons;
use formats::{Bounds, Level};

/// A save state of a [`World`]: the player, the switchers' remembered sides, the frame count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub player: Player,
    pub switchers: Vec<ActiveSwitcher>,
    pub frame: u64,
}

/// The simulation of one level.
#[derive(Clone, Debug)]
pub struct World {
    pub terrain: Terrain,
    pub profile: Profile,
    pub bounds: Bounds,
    pub player: Player,
    pub switchers: Vec<ActiveSwitcher>,
    /// Frames simulated since the start.
    pub frame: u64,
}

impl World {
    /// A world with the player standing at the level's start position.
    pub fn new(level: &Level, character: Character) -> Self {
        Self::with_player(level, Player::standing(character, level.player_start.x, level.player_start.y))
    }

    /// A world with a given player state.
    pub fn with_player(level: &Level, player: Player) -> Self {
        let switchers = level.switchers.iter().map(|s| ActiveSwitcher::new(s.clone(), &player)).collect();
        World {
            terrain: Terrain::from_level(level),
            profile: Profile::get(level.profile),
            bounds: level.bounds,
            player,
            switchers,
            frame: 0,
        }
    }

    /// Puts a new player in the same level: switchers re-spawn around it, the frame count restarts. The
    /// terrain is kept (play-test restarts and replays need no re-flattening).
    pub fn restart(&mut self, player: Player) {
        for s in &mut self.switchers {
            *s = ActiveSwitcher::new(s.switcher.clone(), &player);
        }
        self.player = player;
        self.frame = 0;
    }

    /// Everything that changes from frame to frame (the terrain and profile do not): a save state, small enough to
    /// keep many of as rewind keyframes.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot { player: self.player.clone(), switchers: self.switchers.clone(), frame: self.frame }
    }

    /// Returns to a saved state (of this level).
    pub fn restore(&mut self, snapshot: &Snapshot) {
        self.player = snapshot.player.clone();
        self.switchers.clone_from(&snapshot.switchers);
        self.frame = snapshot.frame;
    }

    /// Runs one frame with the buttons held.
    pub fn step(&mut self, held: Buttons) {
        self.step_with(held, &mut NoReport);
    }

    /// Runs one frame and returns what the sensors did.
    pub fn step_reported(&mut self, held: Buttons) -> FrameReport {
        let mut report = FrameReport::default();
        self.step_with(held, &mut report);
        report.mode = Some(crate::sensor_id::Mode::from_angle(self.player.angle));
        report
    }

    /// Runs one frame, sending sensor readings to `sink`.
    pub fn step_with(&mut self, held: Buttons, sink: &mut impl SensorSink) {
        let ctx = Ctx { terrain: &self.terrain, profile: &self.profile, bounds: &self.bounds };
        self.player.step(&ctx, held, sink);
        for switcher in &mut self.switchers {
            switcher.update(&mut self.player);
        }
        self.frame += 1;
    }
}
