//! A level in play: terrain, profile, switchers, objects, the player and the camera, stepped one frame at a
//! time in Sonic 2's order (SPG "Main Game Loop"; s2disasm `Level_MainLoop`): the player's routine (ending
//! with `TouchResponse`: rings and object hitboxes), the layer switchers, the other objects in slot order
//! (`RunObjects`), the camera (`DeformBgLayer`), the rings' window (`RingsManager`), the on-screen flags
//! (`BuildSprites`) and last the objects that came into range (`ObjectsManager`).

use crate::camera::Camera;
use crate::character::Character;
use crate::objects::Objects;
use crate::objects::game::GameState;
use crate::objects::layout::{Layout, LayoutOptions};
use crate::objects::level_events;
use crate::objects::touch::touch_response;
use crate::player::{Ctx, Player, Routine};
use crate::profile::Profile;
use crate::report::{FrameReport, NoReport, SensorSink};
use crate::switchers::{ActiveSwitcher, QuietBox};
use crate::terrain::Terrain;
use formats::inputs::Buttons;
use formats::{Bounds, Level};

/// A save state of a [`World`]: the player, the switchers' remembered sides, the objects, the camera, the
/// frame count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub player: Player,
    pub switchers: Vec<ActiveSwitcher>,
    pub objects: Objects,
    pub camera: Camera,
    pub bounds: Bounds,
    pub frame: u64,
}

/// Frames between the player falling out of sight and the level restarting (`restart_countdown`).
pub const RESTART_FRAMES: u16 = 60;

/// The simulation of one level.
#[derive(Clone, Debug)]
pub struct World {
    pub terrain: Terrain,
    pub profile: Profile,
    pub bounds: Bounds,
    pub player: Player,
    /// The layer switchers with their remembered sides ([`World::switchers`]; private so that `quiet` is
    /// never stale).
    switchers: Vec<ActiveSwitcher>,
    /// Where the player can be without crossing any switcher (`None`: not known, look at them all).
    quiet: Option<QuietBox>,
    /// The level's object layout (fixed) and the objects' running state.
    pub layout: Layout,
    pub layout_options: LayoutOptions,
    pub objects: Objects,
    /// The game camera (the objects load around it).
    pub camera: Camera,
    /// The bounds the level starts with (objects such as the signpost move `bounds`).
    pub level_bounds: Bounds,
    /// The game level's scripted events (camera limits, the boss arena; `RunDynamicLevelEvents`).
    pub events: formats::level::LevelEvents,
    /// Where the level starts the player (pixels): the level's start position, or where the world's first
    /// player stood.
    pub start: (i32, i32),
    /// Frames simulated since the start.
    pub frame: u64,
}

impl World {
    /// A world with the player standing at the level's start position.
    /// A world with the player standing at the level's start position, settled on the floor below it
    /// ([`Player::settle`]: the frames the game runs before control is given).
    pub fn new(level: &Level, character: Character) -> Self {
        let mut world =
            Self::with_player(level, Player::standing(character, level.player_start.x, level.player_start.y));
        world.settle_start();
        world
    }

    /// Settles the player standing where the world starts him on the floor below (`Player::settle`) and
    /// starts the world again from there (camera, objects, switchers; frame 0). For a world built with
    /// [`World::with_player`] from a standing player, this gives the start state [`World::new`] gives.
    pub fn settle_start(&mut self) {
        let player = self.settled(self.player.clone());
        self.restart(player);
        self.start = (self.player.pixel_x(), self.player.pixel_y());
    }

    /// A player standing at a start position, settled on the floor below it (`Player::settle`).
    fn settled(&self, mut player: Player) -> Player {
        let ctx = Ctx { terrain: &self.terrain, profile: &self.profile, bounds: &self.level_bounds, boss_fight: false };
        player.settle(&ctx);
        player
    }

    /// A world with a given player state.
    pub fn with_player(level: &Level, player: Player) -> Self {
        Self::with_options(level, player, LayoutOptions::default())
    }

    /// A world with a given player state and object options (e.g. no badniks).
    pub fn with_options(level: &Level, player: Player, options: LayoutOptions) -> Self {
        let switchers = level.switchers.iter().map(|s| ActiveSwitcher::new(s.clone(), &player)).collect();
        let layout = Layout::new(level, options);
        let camera = Camera::new(&player, &level.bounds);
        let start = (player.pixel_x(), player.pixel_y());
        let mut objects = Objects::new(&layout, &camera);
        objects.game.level = level.events;
        World {
            terrain: Terrain::from_level(level),
            profile: Profile::get(level.profile),
            bounds: level.bounds,
            player,
            switchers,
            quiet: None,
            layout,
            layout_options: options,
            objects,
            camera,
            level_bounds: level.bounds,
            events: level.events,
            start,
            frame: 0,
        }
    }

    /// After an edit of the level's objects (`self` built from the edited level and restored to the state
    /// before it): the objects load again around the camera from the new layout; the ring count and the other
    /// level-wide state are kept, and rings that did not move stay collected.
    pub fn objects_edited(&mut self, previous: &World) {
        let game = previous.objects.game.clone();
        self.objects = Objects::new(&self.layout, &self.camera);
        self.objects.game.level = self.events;
        self.objects.game = game;
        let old = &previous.objects.rings;
        let mut taken: std::collections::HashMap<(u16, u16), crate::objects::rings::RingState> =
            old.positions.iter().zip(&old.states).map(|(p, s)| (*p, *s)).collect();
        let rings = &mut self.objects.rings;
        for (p, s) in rings.positions.iter().zip(rings.states.iter_mut()) {
            if let Some(state) = taken.remove(p) {
                *s = state;
            }
        }
    }

    /// Puts a new player in the same level: switchers and objects re-spawn around it, the camera and the
    /// frame count restart. The terrain is kept (play-test restarts and replays need no re-flattening).
    pub fn restart(&mut self, player: Player) {
        for s in &mut self.switchers {
            *s = ActiveSwitcher::new(s.switcher.clone(), &player);
        }
        self.quiet = None;
        self.bounds = self.level_bounds;
        self.camera = Camera::new(&player, &self.bounds);
        self.objects = Objects::new(&self.layout, &self.camera);
        self.objects.game.level = self.events;
        self.player = player;
        self.frame = 0;
    }

    /// The layer switchers with the side each last saw the player on.
    pub fn switchers(&self) -> &[ActiveSwitcher] {
        &self.switchers
    }

    /// Replaces the switchers (an edited level's, spawned around the player).
    pub fn set_switchers(&mut self, switchers: Vec<ActiveSwitcher>) {
        self.switchers = switchers;
        self.quiet = None;
    }

    /// Everything that changes from frame to frame (the terrain, profile and layout do not): a save state.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            player: self.player.clone(),
            switchers: self.switchers.clone(),
            objects: self.objects.clone(),
            camera: self.camera,
            bounds: self.bounds,
            frame: self.frame,
        }
    }

    /// Returns to a saved state (of this level).
    pub fn restore(&mut self, snapshot: &Snapshot) {
        self.player.clone_from(&snapshot.player);
        self.switchers.clone_from(&snapshot.switchers);
        self.quiet = None;
        self.objects.clone_from(&snapshot.objects);
        self.camera = snapshot.camera;
        self.bounds = snapshot.bounds;
        self.frame = snapshot.frame;
    }

    /// The ring count (`Ring_count`).
    pub fn rings(&self) -> u16 {
        self.objects.game.rings
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
        let game = &mut self.objects.game;
        game.frame_counter = game.frame_counter.wrapping_add(1);
        // `Control_Locked`: the buttons are not read (the signpost's run-out holds Right for him).
        let held = if game.control_locked { game.forced_buttons } else { held };
        let controlled = self.player.routine == Routine::Normal;
        let boss_fight = game.events.boss_id != 0;
        let ctx = Ctx { terrain: &self.terrain, profile: &self.profile, bounds: &self.bounds, boss_fight };
        let recorded = matches!(self.player.routine, Routine::Normal | Routine::Hurt);
        self.player.step(&ctx, held, sink);
        if recorded {
            // `Sonic_RecordPos`, part of the normal and hurt routines.
            self.camera.record_position(&self.player);
        }
        if self.player.scroll_delay != 0 {
            self.camera.scroll_delay = std::mem::take(&mut self.player.scroll_delay);
        }
        if controlled {
            let o = &mut self.objects;
            touch_response(&mut self.player, &mut o.slots, &mut o.rings, &mut o.game);
            if self.profile.loop_routine {
                self.player.sonic_loops(&self.terrain);
            }
        }
        // Most frames the player stays where no switcher can have been crossed; only otherwise do they run.
        let (x, y) = (self.player.pixel_x(), self.player.pixel_y());
        if !self.quiet.is_some_and(|q| q.contains(x, y)) {
            if self.switchers.iter().fold(false, |any, s| any | s.crossed(x, y)) {
                for switcher in &mut self.switchers {
                    switcher.update(&mut self.player);
                }
            }
            self.quiet = QuietBox::around(&self.switchers, x, y);
        }
        self.objects.run(&self.terrain, &self.profile, &mut self.bounds, &self.camera, &mut self.player);
        self.camera.update(&self.player, &self.bounds, &self.profile);
        // `RunDynamicLevelEvents`, the end of `DeformBgLayer`.
        let o = &mut self.objects;
        level_events::run(self.events, &mut self.bounds, &self.camera, &mut o.game, &mut o.slots, &self.player);
        self.objects.after_camera(&self.layout, &self.camera, &self.player);
        self.frame += 1;
        self.restart_after_death();
    }

    /// `Obj01_Gone` and the level restart: a minute after the player fell out of sight (60 frames,
    /// `restart_countdown`) the level starts again — objects, rings and camera as at the start, the ring count
    /// 0, one life less — with the player at the last star post touched, or at the level's start. (The fade
    /// and the title card the game shows in between are not simulated.)
    fn restart_after_death(&mut self) {
        if self.player.routine != Routine::Gone {
            return;
        }
        let game = &mut self.objects.game;
        let countdown = game.restart_countdown.get_or_insert(RESTART_FRAMES);
        *countdown -= 1;
        if *countdown > 0 {
            return;
        }
        let mut kept = game.clone();
        kept.restart_countdown = None;
        kept.rings = 0;
        kept.extra_life_flags = 0;
        kept.lives = kept.lives.saturating_sub(1);
        kept.control_locked = false;
        kept.timer_stopped = false;
        kept.deaths += 1;
        kept.events = Default::default();
        let (x, y) = kept.respawn_point.unwrap_or(self.start);
        let frame = self.frame;
        let player = self.settled(Player::standing(self.player.character, x, y));
        self.restart(player);
        self.objects.game = GameState { oscillation: self.objects.game.oscillation.clone(), ..kept };
        self.frame = frame;
    }
}
