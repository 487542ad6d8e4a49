//! A play-test: the engine running the open level inside the editor at a fixed 60 Hz, whatever the display
//! rate, with pause, single steps, speed, input recording, rewind, replays, the camera, and the last frame's
//! sensor report for the overlays. The editor never computes physics: everything here asks `engine::World`
//! and `engine::camera::Camera`.

pub mod animation;
pub mod giant_ring;
pub mod intro;
pub mod memory;
pub mod power_ups;
pub mod replay;
pub mod results;
pub mod rewind;
pub mod session;

use engine::camera::Camera;
use engine::objects::runtime::layout::LayoutOptions;
use engine::report::FrameReport;
use engine::switchers::ActiveSwitcher;
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::{Buttons, InputScript};
use replay::Trajectory;
use rewind::{Keyframe, Rewind};
use std::collections::VecDeque;

/// The games' frame rate.
pub const FRAME_RATE: f64 = 60.0;
/// Frames of position history kept for the trail overlay (5 seconds).
pub const TRAIL_FRAMES: usize = 300;
/// Most frames simulated in one display update, so a stall (a debugger, a slow machine) cannot snowball.
const MAX_CATCH_UP: u32 = 8;

/// One trail sample: the player's pixel position and speed after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrailPoint {
    pub x: i32,
    pub y: i32,
    pub x_speed: i16,
    pub y_speed: i16,
}

impl TrailPoint {
    fn of(p: &Player) -> Self {
        TrailPoint { x: p.pixel_x(), y: p.pixel_y(), x_speed: p.x_speed, y_speed: p.y_speed }
    }
}

/// A power-up the play bar gives player 1 ([`PlayTest::give_power_up`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PowerUp {
    /// The basic shield (Sonic 1's and Sonic 2's monitors).
    Shield,
    /// S3K's elemental shields.
    FireShield,
    LightningShield,
    BubbleShield,
    Invincibility,
    SpeedShoes,
}

impl PowerUp {
    /// The ones a level's game has: the basic shield, or S3K's three (by the profile's move set).
    pub fn for_level(level: &Level) -> &'static [PowerUp] {
        if engine::Profile::for_level(level).moves.elemental_shields {
            &[
                PowerUp::FireShield,
                PowerUp::LightningShield,
                PowerUp::BubbleShield,
                PowerUp::Invincibility,
                PowerUp::SpeedShoes,
            ]
        } else {
            &[PowerUp::Shield, PowerUp::Invincibility, PowerUp::SpeedShoes]
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            PowerUp::Shield => "Shield",
            PowerUp::FireShield => "Fire shield",
            PowerUp::LightningShield => "Lightning shield",
            PowerUp::BubbleShield => "Bubble shield",
            PowerUp::Invincibility => "Invincibility",
            PowerUp::SpeedShoes => "Speed shoes",
        }
    }
}

/// A running play-test.
#[derive(Clone, Debug)]
pub struct PlayTest {
    pub world: World,
    /// The screen's position: the world's camera after the last frame (the world scrolls it, as the objects
    /// load around it).
    pub camera: Camera,
    /// What the sensors did in the last simulated frame.
    pub report: FrameReport,
    /// Positions after recent frames, oldest first.
    pub trail: VecDeque<TrailPoint>,
    /// Buttons held on every frame since the start (`recording[f]` = frame f + 1): the replay of this run.
    /// After a seek back it still holds the frames ahead, until a new frame is played over them.
    pub recording: Vec<Buttons>,
    /// The second pad's buttons on the same frames (player 2's; nothing held without him).
    pub recording2: Vec<Buttons>,
    pub paused: bool,
    /// Simulation speed relative to real time (0.25..=4).
    pub speed: f64,
    /// Play the recorded buttons instead of the held ones while the recording lasts (a replay).
    pub playback: bool,
    /// Real time not yet turned into frames, in seconds.
    pending: f64,
    /// The start state, kept for [`PlayTest::trajectory`] however long the run.
    origin: Keyframe,
    rewind: Rewind,
    /// Inside [`PlayTest::seek`]'s re-simulation.
    seeking: bool,
    /// The player's sprite frame (presentation: the world never runs it).
    pub sprite: animation::Animator,
    /// Player 2's sprite frame, by the same animate routine (`engine::World::second`; s2disasm `Tails_Animate`
    /// runs for the CPU Tails as for player 1).
    pub sprite2: animation::Animator,
    /// Player 1's shield, invincibility stars and insta-shield as his game's objects draw them (presentation:
    /// [`power_ups`]).
    pub power_ups: power_ups::PowerUps,
    /// S3K's level results and in-level title card as their objects draw them (presentation: [`results`]).
    pub cards: results::Cards,
}

/// The world a play-test starts in. At the level's start (`at` = `None`) the game's start: the player settled on
/// the floor below his start position (Knuckles' own where the level has one: `engine::world::start_of`), and with `cpu_tails` CPU Tails placed as Sonic 2 places him and the
/// frames before control run (the title card: `engine::World::settle_start` with a sidekick). Dropped at a level
/// pixel, the player stands exactly there and Tails joins beside him.
pub fn start_world(
    level: &Level,
    character: Character,
    at: Option<(i32, i32)>,
    options: LayoutOptions,
    cpu_tails: bool,
) -> World {
    let (x, y) = at.unwrap_or_else(|| {
        let p = engine::world::start_of(level, character);
        (p.x, p.y)
    });
    let mut world = World::with_options(level, Player::standing(character, x, y), options);
    if cpu_tails {
        world.set_second(Some(engine::world::SecondPlayer::cpu_tails(&world.player)));
    }
    if at.is_none() {
        world.settle_start();
    }
    world
}

/// The act `level` runs into without a load (Angel Island 1's act 2 after the miniboss's fire, Hydrocity 1's after
/// the miniboss's level results: `engine::recording::next_act_section`, `engine::World::set_next_act`), imported
/// from the level's SonLVL
/// project; `None` for every other level, or when the project lacks it (the play-test then stays on the act's
/// own terrain).
pub fn next_act(level: &formats::Level, level_path: Option<&std::path::Path>) -> Option<formats::Level> {
    let section = engine::recording::next_act_section(level)?;
    formats::import::sonlvl::import(&project_of(level, level_path)?, section).ok()
}

/// The SonLVL project file `level` was imported from (its art source's, resolved beside `level_path`), where
/// the levels it runs into are read ([`next_act`], [`next_level`]); `None` for a level that names none.
pub fn project_of(level: &formats::Level, level_path: Option<&std::path::Path>) -> Option<std::path::PathBuf> {
    let Some(formats::level::ArtSource::SonLvl { project, .. }) = &level.art else { return None };
    Some(formats::art::resolve(project, level_path.and_then(std::path::Path::parent)))
}

/// The level the game loads once the running one has ended in place (S3K's `StartNewLevel`: Angel Island 2's
/// end, after Knuckles' cutscene and the fall, loads Hydrocity 1; Hydrocity 2's geyser, Marble Garden 1 —
/// `engine::World::next_level`, `engine::recording::next_level_section`), imported from the play-tested level's
/// SonLVL project ([`project_of`]). The error says why there is none: no project, a zone and act no section names, or the
/// project lacking that section.
pub fn next_level(project: Option<&std::path::Path>, zone: u8, act: u8) -> Result<formats::Level, String> {
    let Some(section) = engine::recording::next_level_section(zone, act) else {
        return Err(format!("no SonLVL section is known for zone {zone}, act {}", act + 1));
    };
    let name = section.rsplit('\\').next().unwrap_or(section);
    let Some(project) = project else {
        return Err(format!("{name} is read from the level's SonLVL project, and this level names none"));
    };
    formats::import::sonlvl::import(project, section)
        .map_err(|e| format!("{name} does not load from {}: {e}", project.display()))
}

/// The background plane `level`'s events collide with (Hydrocity 2's moving wall: `engine::world::needs_background`,
/// `engine::World::set_background`), read from the level's project; `None` for every other level, or when the
/// project has none (its terrain checks then read the foreground alone).
pub fn background(level: &formats::Level, level_path: Option<&std::path::Path>) -> Option<formats::level::Layout> {
    if !engine::world::needs_background(level) {
        return None;
    }
    formats::art::load_background(level, level_path.and_then(std::path::Path::parent)).ok().flatten()
}

/// Credits demo `number` of the disassembly beside the level's SonLVL project, checked to play this level.
pub fn credits_demo(
    level: &formats::Level,
    level_path: Option<&std::path::Path>,
    number: u8,
) -> Result<formats::import::s1_credits::CreditsDemo, String> {
    let Some(formats::level::ArtSource::SonLvl { project, section }) = &level.art else {
        return Err("Credits demos are read from the level's SonLVL project; this level names none".to_string());
    };
    let project = formats::art::resolve(project, level_path.and_then(std::path::Path::parent));
    let root = formats::import::s1_credits::disassembly_root(&project);
    let demo = formats::import::s1_credits::load(&root, number)?;
    if *section != demo.section {
        return Err(format!("Credits demo {number} plays {}; this level is {section}", demo.section));
    }
    Ok(demo)
}

/// Whose art player 1 and player 2 are drawn with (by the SonLVL project the level was imported from, whose
/// `[Sonic]` definition names that game's mappings): their frames then follow that game's scripts. Sonic 1
/// has no Tails: he keeps Sonic 2's.
fn player_art(level: &Level) -> (animation::PlayerArt, animation::PlayerArt) {
    use animation::PlayerArt;
    use formats::level::SourceFormat;
    match level.source.as_ref().map(|s| s.format) {
        Some(SourceFormat::SonLvlS1) => (PlayerArt::Sonic1, PlayerArt::Sonic2),
        Some(SourceFormat::SonLvlS3K) => (PlayerArt::Sonic3K, PlayerArt::Sonic3K),
        _ => (PlayerArt::Sonic2, PlayerArt::Sonic2),
    }
}

impl PlayTest {
    /// Drops a character into the level standing at pixel (x, y) (the level's start when `None`).
    pub fn start(level: &Level, character: Character, at: Option<(i32, i32)>) -> Self {
        Self::start_with(level, character, at, LayoutOptions::default())
    }

    /// [`PlayTest::start`] with object options (e.g. every badnik removed).
    pub fn start_with(level: &Level, character: Character, at: Option<(i32, i32)>, options: LayoutOptions) -> Self {
        Self::start_as(level, character, at, options, false)
    }

    /// [`PlayTest::start_with`], with CPU Tails beside player 1 when `cpu_tails` ([`start_world`]).
    pub fn start_as(
        level: &Level,
        character: Character,
        at: Option<(i32, i32)>,
        options: LayoutOptions,
        cpu_tails: bool,
    ) -> Self {
        Self::from_world(level, start_world(level, character, at, options, cpu_tails))
    }

    /// Starts as Sonic 1's credits demo `demo` does (`spg-studio sim --credits-demo`'s start, s1disasm
    /// `EndingDemoLoad`): the player at the demo's start settled as at a level start, then the lamppost
    /// variables the demo loads (`engine::recording::load_credits_demo_lamp`). The pad stays the player's (the
    /// demo's presses rule is the recording's, not a person's).
    pub fn start_credits_demo(
        level: &Level,
        character: Character,
        demo: &formats::import::s1_credits::CreditsDemo,
        options: LayoutOptions,
        cpu_tails: bool,
    ) -> Self {
        let (x, y) = (i32::from(demo.start.0), i32::from(demo.start.1));
        let mut world = World::with_options(level, Player::standing(character, x, y), options);
        if cpu_tails {
            world.set_second(Some(engine::world::SecondPlayer::cpu_tails(&world.player)));
        }
        world.settle_start();
        engine::recording::load_credits_demo_lamp(&mut world, demo.number - 1);
        Self::from_world(level, world)
    }

    /// A play-test starting from `world` (its state is what rewinding to the start restores).
    fn from_world(level: &Level, world: World) -> Self {
        let camera = world.camera;
        let origin = Keyframe { snapshot: world.snapshot(), camera };
        PlayTest {
            world,
            camera,
            report: FrameReport::default(),
            trail: VecDeque::with_capacity(TRAIL_FRAMES),
            recording: Vec::new(),
            recording2: Vec::new(),
            paused: false,
            speed: 1.0,
            playback: false,
            pending: 0.0,
            rewind: Rewind::new(origin.clone()),
            origin,
            seeking: false,
            sprite: animation::Animator::new(player_art(level).0),
            sprite2: animation::Animator::new(player_art(level).1),
            power_ups: power_ups::PowerUps::new(player_art(level).0),
            cards: results::Cards::default(),
        }
    }

    /// A play-test that plays `script` back from the start (`at` as for [`PlayTest::start`]); once the script
    /// ends, the held buttons take over.
    pub fn replay(level: &Level, character: Character, at: Option<(i32, i32)>, script: &InputScript) -> Self {
        Self::replay_as(level, character, at, false, script)
    }

    /// [`PlayTest::replay`], with CPU Tails when `cpu_tails` (as the play-test it was recorded in started).
    pub fn replay_as(
        level: &Level,
        character: Character,
        at: Option<(i32, i32)>,
        cpu_tails: bool,
        script: &InputScript,
    ) -> Self {
        let mut p = Self::start_as(level, character, at, LayoutOptions::default(), cpu_tails);
        p.recording = script.frames().collect();
        p.playback = true;
        p
    }

    /// The camera's top-left when the run started (Sonic 1's background positions count from it).
    pub fn start_camera(&self) -> (i32, i32) {
        (self.origin.camera.x, self.origin.camera.y)
    }

    /// Frames simulated since the start.
    pub fn frame(&self) -> u64 {
        self.world.frame
    }

    /// The last frame the recording reaches (the end of the timeline).
    pub fn last_frame(&self) -> u64 {
        self.recording.len() as u64
    }

    /// The earliest frame [`PlayTest::seek`] can reach (at least 10 minutes back, see [`rewind::REWIND_FRAMES`]).
    pub fn oldest_frame(&self) -> u64 {
        self.rewind.oldest_frame()
    }

    /// Bytes the rewind buffer uses: keyframes plus one byte per recorded frame.
    pub fn rewind_bytes(&self) -> usize {
        self.rewind.bytes() + (self.recording.capacity() + self.recording2.capacity()) * size_of::<Buttons>()
    }

    /// Advances by `seconds` of real time: runs as many whole 60 Hz frames as that (times the speed) covers,
    /// each with the buttons held now. Returns the number of frames run.
    pub fn advance(&mut self, seconds: f64, held: Buttons) -> u32 {
        self.advance_pads(seconds, held, Buttons::NONE)
    }

    /// [`PlayTest::advance`] with the second pad's buttons too (player 2).
    pub fn advance_pads(&mut self, seconds: f64, held: Buttons, pad2: Buttons) -> u32 {
        if self.paused {
            return 0;
        }
        self.pending += seconds.max(0.0) * self.speed.clamp(0.25, 4.0);
        let mut frames = 0;
        while self.pending >= 1.0 / FRAME_RATE && frames < MAX_CATCH_UP {
            self.pending -= 1.0 / FRAME_RATE;
            self.step_forward_pads(held, pad2);
            frames += 1;
        }
        if frames == MAX_CATCH_UP {
            self.pending = 0.0;
        }
        frames
    }

    /// Runs exactly one frame with `held` (also while paused: single-frame stepping). During playback the
    /// recorded buttons are used instead; otherwise, after a seek back, the recorded future is discarded and
    /// this frame starts a new branch.
    pub fn step_forward(&mut self, held: Buttons) {
        self.step_forward_pads(held, Buttons::NONE);
    }

    /// [`PlayTest::step_forward`] with the second pad's buttons too (player 2).
    pub fn step_forward_pads(&mut self, held: Buttons, pad2: Buttons) {
        let f = self.world.frame as usize;
        let (held, pad2) = match self.recording.get(f) {
            Some(&recorded) if self.playback => (recorded, self.pad2_at(f)),
            _ => {
                self.playback = false;
                if f < self.recording.len() {
                    self.recording.truncate(f);
                    self.recording2.truncate(f);
                    self.rewind.truncate_after(f as u64);
                }
                (held, pad2)
            }
        };
        if f >= self.recording.len() {
            self.recording.push(held);
            self.recording2.resize(f, Buttons::NONE);
            self.recording2.push(pad2);
        }
        self.report = self.world.step_pads_reported(held, pad2);
        self.after_frame();
    }

    /// The second pad's recorded buttons on frame `f` (nothing where none were recorded: a loaded replay).
    fn pad2_at(&self, f: usize) -> Buttons {
        self.recording2.get(f).copied().unwrap_or(Buttons::NONE)
    }

    /// Adds or removes player 2 (`engine::world::SecondPlayer`) from now on: the current state becomes a
    /// keyframe, and a play-test at its first frame also starts with him (its trajectory re-runs with him).
    pub fn set_second(&mut self, second: Option<engine::world::SecondPlayer>) {
        self.world.set_second(second);
        if self.world.frame == 0 {
            self.origin.snapshot.second = self.world.second.clone();
        }
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }

    /// Sets the emeralds collected (7 allows the Super forms; `engine::World::set_emeralds`), as
    /// [`PlayTest::set_second`] does.
    pub fn set_emeralds(&mut self, emeralds: u8) {
        self.world.set_emeralds(emeralds);
        if self.world.frame == 0 {
            self.origin.snapshot.objects.game.emeralds = self.world.objects.game.emeralds;
        }
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }

    /// Sets the Super Emeralds (7 gives the Hyper forms; `engine::World::set_super_emeralds`), as
    /// [`PlayTest::set_second`] does.
    pub fn set_super_emeralds(&mut self, super_emeralds: u8) {
        self.world.set_super_emeralds(super_emeralds);
        if self.world.frame == 0 {
            self.origin.snapshot.objects.game.super_emeralds = self.world.objects.game.super_emeralds;
        }
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }

    /// Gives player 1 a power-up as its monitor does (`engine::Player::give_shield`,
    /// `give_elemental_shield`, `give_invincibility`, `give_speed_shoes`), as [`PlayTest::set_second`] does:
    /// the current state becomes a keyframe (a replay of the recording does not repeat the gift).
    pub fn give_power_up(&mut self, power_up: PowerUp) {
        let p = &mut self.world.player;
        match power_up {
            PowerUp::Shield => p.give_shield(),
            PowerUp::FireShield => p.give_elemental_shield(engine::player::Element::Fire),
            PowerUp::LightningShield => p.give_elemental_shield(engine::player::Element::Lightning),
            PowerUp::BubbleShield => p.give_elemental_shield(engine::player::Element::Bubble),
            PowerUp::Invincibility => p.give_invincibility(),
            PowerUp::SpeedShoes => p.give_speed_shoes(),
        }
        if self.world.frame == 0 {
            self.origin.snapshot.player = self.world.player.clone();
        }
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }

    /// Bookkeeping after the world ran a frame: camera, trail, keyframe.
    fn after_frame(&mut self) {
        // Sonic 1's reload after a death: the game's screen is black, then the title card; the camera the
        // editor follows holds where it was instead of jumping to the cleared (0, 0), and the trail starts again
        // at the start position (no line from where he died).
        let loading = self.world.is_loading();
        if !loading {
            self.camera = self.world.camera;
        }
        if self.seeking {
            // Keyframes are the states the player really passed through (an edit's keyframe included): a
            // re-simulation passing one continues from it exactly.
            let keyframe = self.rewind.at_or_before(self.world.frame);
            if keyframe.frame() == self.world.frame
                && (keyframe.snapshot != self.world.snapshot() || keyframe.camera != self.camera)
            {
                let keyframe = keyframe.clone();
                self.restore(&keyframe);
            }
        }
        if loading {
            self.trail.clear();
        } else {
            if self.trail.len() == TRAIL_FRAMES {
                self.trail.pop_front();
            }
            self.trail.push_back(TrailPoint::of(&self.world.player));
        }
        self.sprite.step(&self.world.player);
        self.power_ups.step(&self.world.player, &self.trail);
        self.cards.step(&self.world);
        match &self.world.second {
            Some(second) => self.sprite2.step(&second.player),
            None => self.sprite2 = animation::Animator::new(self.sprite2.art),
        }
        if self.world.frame.is_multiple_of(rewind::KEYFRAME_INTERVAL) {
            self.rewind.record(&Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
        }
    }

    /// Goes to `frame` (clamped to [`oldest_frame`](Self::oldest_frame)..=[`last_frame`](Self::last_frame)):
    /// restores a keyframe far enough back to rebuild the trail and re-simulates the recorded buttons from it,
    /// recomputing the report, trail and camera. Returns the frame reached. The recording is kept, so seeking
    /// forward again works until a new frame is played.
    pub fn seek(&mut self, frame: u64) -> u64 {
        let target = frame.clamp(self.oldest_frame(), self.last_frame());
        let from = self.rewind.at_or_before(target.saturating_sub(TRAIL_FRAMES as u64)).clone();
        self.restore(&from);
        self.trail.clear();
        self.report = FrameReport::default();
        self.pending = 0.0;
        self.seeking = true;
        while self.world.frame < target {
            let f = self.world.frame as usize;
            let (held, pad2) = (self.recording[f], self.pad2_at(f));
            if self.world.frame + 1 == target {
                self.report = self.world.step_pads_reported(held, pad2);
            } else {
                self.world.step_pads(held, pad2);
            }
            self.after_frame();
        }
        self.seeking = false;
        target
    }

    /// One frame back (nothing before [`oldest_frame`](Self::oldest_frame)).
    pub fn step_back(&mut self) -> u64 {
        self.seek(self.frame().saturating_sub(1))
    }

    /// Returns the world and camera to a keyframe (see [`restore_world`]).
    fn restore(&mut self, keyframe: &Keyframe) {
        restore_world(&mut self.world, &keyframe.snapshot);
        self.camera = keyframe.camera;
        self.sprite = animation::Animator::new(self.sprite.art);
        self.sprite2 = animation::Animator::new(self.sprite2.art);
        self.power_ups = power_ups::PowerUps::new(self.power_ups.art);
        self.cards = results::Cards::default();
    }

    /// Turns the badniks on or off while playing: the objects load again around the camera from the level's
    /// layout with or without them (the player, ring count and recording are kept).
    pub fn set_options(&mut self, level: &Level, options: LayoutOptions) {
        if options == self.world.layout_options {
            return;
        }
        let before = self.world.clone();
        self.world.layout = engine::objects::runtime::layout::Layout::new(level, options);
        self.world.layout_options = options;
        self.world.objects_edited(&before);
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }

    /// The player's state at every frame of the recording, from the start (a fresh re-simulation on the level
    /// as it is now): compare runs with [`replay::first_divergence`].
    pub fn trajectory(&self) -> Trajectory {
        let mut world = self.world.clone();
        restore_world(&mut world, &self.origin.snapshot);
        replay::simulate(world, self.recording.iter().copied())
    }

    /// The recorded inputs as an `.inputs` script (what `spg-studio sim` reads).
    pub fn inputs(&self) -> InputScript {
        InputScript::from_frames(&self.recording)
    }

    /// The level was edited: rebuild the terrain and objects the next frame uses (the player state is kept).
    /// The current state becomes a keyframe; rewinding before it re-simulates the recorded buttons on the
    /// edited level.
    pub fn level_changed(&mut self, level: &Level) {
        let snapshot = self.world.snapshot();
        let options = self.world.layout_options;
        // Switchers spawned around the player from the edited level; the saved ones (with their remembered
        // sides) are kept when the level's switchers did not change.
        let mut world = World::with_options(level, snapshot.player.clone(), options);
        let same_switchers = snapshot.switchers.len() == level.switchers.len()
            && snapshot.switchers.iter().zip(&level.switchers).all(|(a, b)| a.switcher == *b);
        let same_objects = world.layout == self.world.layout;
        let switchers = world.switchers().to_vec();
        world.restore(&snapshot);
        if !same_switchers {
            let respawned = switchers.into_iter().map(|s| ActiveSwitcher::new(s.switcher, &world.player)).collect();
            world.set_switchers(respawned);
        }
        if !same_objects {
            // The objects load again around the camera from the edited layout (collected rings stay
            // collected where they did not move).
            world.objects_edited(&self.world);
        }
        self.world = world;
        self.rewind.reset_at(Keyframe { snapshot: self.world.snapshot(), camera: self.camera });
    }
}

/// Returns a world to a snapshot. Switchers the level no longer has (or has moved) cannot be restored: the
/// level's current ones respawn around the restored player instead.
fn restore_world(world: &mut World, snapshot: &engine::world::Snapshot) {
    let same_switchers = snapshot.switchers.len() == world.switchers().len()
        && snapshot.switchers.iter().zip(world.switchers()).all(|(a, b)| a.switcher == b.switcher);
    let current: Vec<_> = world.switchers().iter().map(|s| s.switcher.clone()).collect();
    let layout_matches = snapshot.objects.respawn.entries.len() == world.layout.entries.len()
        && snapshot.objects.rings.positions.len() == world.layout.rings.len();
    world.restore(snapshot);
    if !layout_matches {
        // Saved before an edit of the objects: they load again from the level as it is now.
        let before = world.clone();
        world.objects_edited(&before);
    }
    if !same_switchers {
        let respawned = current.into_iter().map(|s| ActiveSwitcher::new(s, &world.player)).collect();
        world.set_switchers(respawned);
    }
}

#[cfg(test)]
mod tests {
    /// Angel Island 1 imported from skdisasm's intro section gets its act 2 from the same project (events
    /// `Aiz2`); a level of any other act gets none.
    #[test]
    fn angel_island_1_runs_into_its_act_2() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let Ok(aiz1) = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro") else {
            return;
        };
        let next = super::next_act(&aiz1, None).expect("act 2");
        assert_eq!(next.events, formats::level::LevelEvents::Aiz2);
        assert!(super::next_act(&next, None).is_none());
    }

    /// Hydrocity 1 gets its act 2 from the same project (events `Hcz2`), with act 2's background plane for its
    /// moving wall (`background`); act 2 runs into nothing.
    #[test]
    fn hydrocity_1_runs_into_its_act_2_with_its_background() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let hcz1 = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("Hydrocity 1");
        assert!(super::background(&hcz1, None).is_none(), "act 1's events collide with no background");
        let next = super::next_act(&hcz1, None).expect("act 2");
        assert_eq!(next.events, formats::level::LevelEvents::Hcz2);
        assert!(super::background(&next, None).is_some(), "act 2's plane for its moving wall");
        assert!(super::next_act(&next, None).is_none());
    }

    use super::*;

    fn sample() -> Level {
        formats::ron_file::from_ron_str(crate::document::PROVING_GROUNDS_RON).expect("sample")
    }

    /// A play-test from the start with CPU Tails is the engine's game start (`World::start` with the sidekick:
    /// Tails placed by `InitPlayers`, the title card's frames run), and a replay of it starts the same way.
    #[test]
    fn a_play_test_with_cpu_tails_starts_as_the_game_does() {
        let mut level = sample();
        level.profile = formats::ProfileId::S2;
        let options = LayoutOptions::default();
        let p = PlayTest::start_as(&level, Character::Sonic, None, options, true);
        let game = World::start(&level, Character::Sonic, true);
        assert_eq!(p.world.snapshot(), game.snapshot());
        let tails = p.world.second.as_ref().map(|s| s.player.pixel_x());
        assert_ne!(tails, Some(p.world.player.pixel_x()), "Tails starts behind Sonic, not on him");
        let script = formats::inputs::InputScript::from_frames(&[Buttons::RIGHT; 3]);
        let r = PlayTest::replay_as(&level, Character::Sonic, None, true, &script);
        assert_eq!(r.world.snapshot(), game.snapshot());
        // Alone, the player is only settled: no frame has run for the objects.
        let alone = PlayTest::start_as(&level, Character::Sonic, None, options, false);
        assert_eq!(alone.world.snapshot(), World::start(&level, Character::Sonic, false).snapshot());
    }

    /// Sonic 1's reload after a death (`World::is_loading`: `Level_ClrRam` puts the player and the camera at
    /// 0, 0): the play-test's camera holds where it was, and the trail starts again at the start instead of
    /// drawing a line from where he died.
    #[test]
    fn a_sonic_1_reload_holds_the_camera_and_restarts_the_trail() {
        // No ground at all: he falls out of the bottom and dies.
        let mut level = Level::new("Pit", formats::ChunkSize::Px128, 8, 4);
        level.profile = formats::ProfileId::S1;
        let mut p = PlayTest::start_as(&level, Character::Sonic, Some((300, 64)), LayoutOptions::default(), false);
        let mut loading_frames = 0;
        let mut held_camera = None;
        for _ in 0..2000 {
            p.step_forward(Buttons::NONE);
            if p.world.is_loading() {
                loading_frames += 1;
                let camera = *held_camera.get_or_insert(p.camera);
                assert_eq!(p.camera, camera, "the camera holds during the reload");
                assert!(p.trail.is_empty());
            } else if loading_frames > 0 {
                break;
            }
        }
        assert_eq!(loading_frames, engine::profile::S1_LEVEL_LOAD.control, "the whole load ran");
        assert_eq!(p.camera, p.world.camera, "after the load the camera follows the game again");
        let first = p.trail.front().map(|t| (t.x, t.y));
        assert_eq!(first, Some((p.world.player.pixel_x(), p.world.player.pixel_y())), "the trail starts anew");
        assert_eq!(p.trail.len(), 1);
    }

    /// The play bar's power-ups reach player 1 at once, and his game's objects draw them from the next frame:
    /// Sonic 2's shield, then the stars over it; a rewind rebuilds them from the re-simulated frames.
    #[test]
    fn a_given_power_up_is_drawn_from_the_next_frame() {
        use power_ups::PowerUpArt;
        let level = sample();
        let mut p = PlayTest::start(&level, Character::Sonic, Some((100, 620)));
        assert_eq!(PowerUp::for_level(&level)[0], PowerUp::Shield);
        p.step_forward(Buttons::NONE);
        assert!(p.power_ups.sprites.is_empty());
        p.give_power_up(PowerUp::Shield);
        assert!(p.world.player.shield);
        p.step_forward(Buttons::NONE);
        let arts = |p: &PlayTest| p.power_ups.sprites.iter().map(|s| s.art).collect::<Vec<_>>();
        assert_eq!(arts(&p), vec![PowerUpArt::Sonic2Shield]);
        p.give_power_up(PowerUp::Invincibility);
        for _ in 0..10 {
            p.step_forward(Buttons::RIGHT);
        }
        assert_eq!(arts(&p), vec![PowerUpArt::Sonic2Stars; 8], "the shield rests under the stars");
        let stars = p.power_ups.sprites.clone();
        p.seek(5);
        p.seek(11);
        assert_eq!(p.power_ups.sprites.len(), 8, "rebuilt by the re-simulation");
        assert_eq!(p.power_ups.sprites[2..], stars[2..], "the layers behind at the trail's positions");
    }

    #[test]
    fn real_time_becomes_whole_frames_at_60_hz_times_the_speed() {
        let level = sample();
        let mut p = PlayTest::start(&level, Character::Sonic, Some((100, 620)));
        assert_eq!(p.advance(0.5 / 60.0, Buttons::RIGHT), 0);
        assert_eq!(p.advance(0.5 / 60.0, Buttons::RIGHT), 1);
        assert_eq!(p.advance(1.0, Buttons::RIGHT), MAX_CATCH_UP, "a long stall is capped");
        p.speed = 0.25;
        assert_eq!(p.advance(4.0 / 60.0, Buttons::RIGHT), 1);
        p.paused = true;
        assert_eq!(p.advance(1.0, Buttons::RIGHT), 0);
        p.step_forward(Buttons::RIGHT);
        assert_eq!(p.frame(), 1 + MAX_CATCH_UP as u64 + 1 + 1);
    }

    #[test]
    fn a_play_test_equals_the_headless_engine_with_the_same_inputs() {
        let level = sample();
        let mut p = PlayTest::start(&level, Character::Sonic, Some((100, 620)));
        let mut headless = World::with_player(&level, Player::standing(Character::Sonic, 100, 620));
        assert_eq!(p.camera, headless.camera);
        for i in 0..240 {
            let b = if i < 150 { Buttons::RIGHT } else { Buttons::JUMP };
            p.step_forward(b);
            headless.step(b);
            assert_eq!(p.camera, headless.camera, "the camera follows after every frame");
        }
        assert_eq!(p.world.player, headless.player);
        assert_ne!(headless.camera, Camera::new(&Player::standing(Character::Sonic, 100, 620), &level.bounds));
        assert_eq!(p.inputs().to_text(), "150 R\n90 J\n");
        assert_eq!(p.trail.len(), 240);
    }
}
