//! The play-test controller: everything the play bar, the HUD and the keys do to a play-test, without a
//! widget — start (at the level start or a pixel), stop, pause, step, seek, the 60 Hz driving from display
//! time, following edits, the plot's history, replays saved, loaded and compared. The UI draws this state and
//! turns clicks and keys into calls here (through the app's commands).

use super::PlayTest;
use super::memory::{OverlayMemory, PlayOverlays};
use super::replay::{self, Trajectory};
use crate::view::ViewLayer;
use engine::Character;
use formats::Level;
use formats::inputs::{Buttons, InputScript};
use std::collections::VecDeque;
use std::path::{Path, PathBuf};

/// Seconds of history the live plot shows.
pub const PLOT_SECONDS: usize = 5;

/// One plotted frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub frame: u64,
    pub ground_speed: i16,
    pub x_speed: i16,
    pub y_speed: i16,
    pub angle: u8,
}

/// Where and with whom a play-test starts: a character, a level pixel (`None`: the level's start), and whether
/// CPU Tails starts beside him (as Sonic 2 and S3K start).
pub type StartPoint = (Character, Option<(i32, i32)>, bool);

/// A replay pinned for comparison after edits.
#[derive(Clone, Debug)]
pub struct ReplayReference {
    pub script: InputScript,
    pub started: StartPoint,
    pub trajectory: Trajectory,
}

impl ReplayReference {
    /// Runs `script` from `started` on `level` with the engine, recording every state.
    pub fn record(level: &Level, started: StartPoint, script: InputScript) -> Self {
        let trajectory = run_script(level, started, &script);
        ReplayReference { script, started, trajectory }
    }

    /// Re-runs the replay on `level` and describes the first difference from the reference.
    pub fn compare(&self, level: &Level) -> String {
        let now = run_script(level, self.started, &self.script);
        match replay::first_divergence(&self.trajectory, &now, level) {
            Some(d) => format!("Replay {d}"),
            None => format!("Replay unchanged: identical for all {}", frames_text(self.script.len())),
        }
    }
}

/// The player's state at the start and after every frame of `script` (entry t = after frame t).
fn run_script(level: &Level, (character, at, cpu_tails): StartPoint, script: &InputScript) -> Trajectory {
    let options = engine::objects::runtime::layout::LayoutOptions::default();
    let world = super::start_world(level, character, at, options, cpu_tails);
    replay::simulate(world, script.frames())
}

/// Who plays player 2 in the next play-tests (SPG "Player 2").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Player2 {
    /// As the level's game starts: Sonic with CPU Tails in Sonic 2 and S3K (`engine::Profile::cpu_sidekick`),
    /// the character alone otherwise (Sonic 1, CD, Mania, or Tails or Knuckles as player 1).
    #[default]
    AsTheGame,
    /// Player 1 alone.
    Off,
    /// Tails following player 1 16 frames behind (`TailsCPU_Control`); the second key set takes him over for
    /// 10 seconds at each touch.
    CpuTails,
    /// Tails on the second key set only.
    Human,
}

impl Player2 {
    pub const ALL: [Player2; 4] = [Player2::AsTheGame, Player2::Off, Player2::CpuTails, Player2::Human];

    pub fn label(self) -> &'static str {
        match self {
            Player2::AsTheGame => "As the game",
            Player2::Off => "Off",
            Player2::CpuTails => "CPU Tails",
            Player2::Human => "2nd player",
        }
    }

    /// Who player 2 is on `level` with player 1 `character`: [`Player2::AsTheGame`] resolved.
    pub fn resolve(self, level: &Level, character: Character) -> Player2 {
        match self {
            Player2::AsTheGame if starts_with_cpu_tails(level, character) => Player2::CpuTails,
            Player2::AsTheGame => Player2::Off,
            other => other,
        }
    }

    /// Player 2 for a world whose player 1 is `leader` (a resolved choice: [`Player2::resolve`]).
    pub fn second(self, leader: &engine::Player) -> Option<engine::world::SecondPlayer> {
        use engine::world::SecondPlayer;
        match self {
            Player2::AsTheGame | Player2::Off => None,
            Player2::CpuTails => Some(SecondPlayer::cpu_tails(leader)),
            Player2::Human => Some(SecondPlayer::human(Character::Tails, leader.pixel_x(), leader.pixel_y())),
        }
    }
}

/// Whether the level's game starts `character` with CPU Tails (`engine::World::game_sidekick`: Sonic in Sonic 2
/// and S3K, but for the three Sonic 2 zones that load none).
pub fn starts_with_cpu_tails(level: &Level, character: Character) -> bool {
    engine::World::game_sidekick(level, character)
}

/// The play-test and everything around it that outlives a frame.
#[derive(Clone, Debug)]
pub struct PlaySession {
    /// The running play-test, if any.
    pub play: Option<PlayTest>,
    /// Who the next play-test drops in.
    pub character: Character,
    pub overlays: PlayOverlays,
    /// Show the HUD and plot panel under the level view.
    pub hud: bool,
    /// Keep the level view where the user put it instead of following the game camera.
    pub free_camera: bool,
    /// Play with every badnik removed (to test terrain and the other objects alone; `sim --no-badniks`).
    pub no_badniks: bool,
    /// Player 2 in the play-tests.
    pub player2: Player2,
    /// Play with the 7 Chaos Emeralds (Super forms with 50 rings where the move set has them).
    pub emeralds: bool,
    /// Play with the 7 Super Emeralds (the Hyper forms where the profile has them).
    pub super_emeralds: bool,
    /// The second key set's buttons this frame (player 2).
    pub held2: Buttons,
    /// While a play-test exists, the level view shows the collision layer the player is on (in Chemical Plant's
    /// tubes he runs on layer B: showing A would bury him in terrain).
    pub follow_layer: bool,
    /// Seconds per display frame to use instead of the display's (tests: exactly one game frame).
    pub fixed_dt: Option<f64>,
    /// The document revision the simulation's terrain was last built from.
    pub seen_revision: u64,
    /// The buttons held this frame (bindings), also used by single steps and the jump arc.
    pub held: Buttons,
    /// The live plot's samples, oldest first.
    pub history: VecDeque<Sample>,
    /// Replay file path for Save replay / Load replay (an `.inputs` script or a BizHawk movie, `.bk2`).
    pub replay_path: String,
    /// Where the level starts in a BizHawk movie: its frame played as the play-test's first.
    pub replay_from: u64,
    /// The last replay or play-test message ("Saved replay …", an error).
    pub message: Option<String>,
    /// Sensor readings and the jump arc kept for the overlays.
    pub memory: OverlayMemory,
    /// Where and with whom the current play-test started (a loaded replay starts the same way).
    pub started: StartPoint,
    /// The last saved or loaded replay and the trajectory it had on the level as it was then: "Compare" re-runs
    /// the same inputs on the level as it is now and reports the first frame that differs.
    pub reference: Option<ReplayReference>,
    /// The special stages' progress across play-tests (Sonic 1's giant rings: [`super::giant_ring`]).
    pub special: super::giant_ring::SpecialRun,
    /// The display frame the simulation last advanced in: a UI may run a frame twice (a discarded layout
    /// pass), and a display frame must advance the game once.
    advanced_in: Option<u64>,
    /// The act the running play-test's level runs into without a load (Angel Island 1's and Hydrocity 1's act 2:
    /// [`super::next_act`]), as a document of its own that is only drawn, never edited or saved: the view
    /// shows it from the frame the engine swaps it in ([`PlaySession::drawn_next_act`]).
    next_act: Option<std::sync::Arc<crate::Document>>,
    /// The notice of the swap was given for this play-test ([`PlaySession::next_act_notice`]).
    next_act_told: bool,
    /// The SonLVL project of the level the play-test started in ([`super::project_of`]): where the level the
    /// game loads next is read ([`PlaySession::follow_next_level`]).
    project: Option<PathBuf>,
    /// The name of the level the running play-test is in.
    level_name: String,
    /// The level the play-test went on in after its own ended in place (S3K's `StartNewLevel`:
    /// [`super::next_level`]), as a document of its own that is only drawn, never edited or saved; `None`
    /// while the play-test is in the document's level.
    next_level: Option<std::sync::Arc<crate::Document>>,
    /// The status notice of that change, until [`PlaySession::next_act_notice`] hands it to the UI.
    next_level_notice: Option<String>,
}

impl Default for PlaySession {
    fn default() -> Self {
        PlaySession {
            play: None,
            character: Character::Sonic,
            overlays: PlayOverlays::default(),
            hud: true,
            free_camera: false,
            no_badniks: false,
            player2: Player2::AsTheGame,
            emeralds: false,
            super_emeralds: false,
            held2: Buttons::NONE,
            follow_layer: true,
            fixed_dt: None,
            seen_revision: 0,
            held: Buttons::NONE,
            history: VecDeque::with_capacity(PLOT_SECONDS * 60),
            replay_path: "replay.inputs".to_string(),
            replay_from: 0,
            message: None,
            memory: OverlayMemory::default(),
            started: (Character::Sonic, None, false),
            reference: None,
            special: Default::default(),
            advanced_in: None,
            next_act: None,
            next_act_told: false,
            project: None,
            level_name: String::new(),
            next_level: None,
            next_level_notice: None,
        }
    }
}

impl PlaySession {
    /// Whether the running play-test's Sonic has gone into a Sonic 1 giant ring (the flash has ended): the game
    /// would go on to the special stage ([`super::giant_ring`]).
    pub fn entered_giant_ring(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.world.big_ring() == engine::objects::s1::giant_ring::BigRing::Entered)
    }

    /// The level the running play-test is in when its events have run it into its next act in place (Angel
    /// Island 1 into act 2 after the fire: `engine::World::in_next_act`, skdisasm s3.asm `AIZ1BGE_Finish`):
    /// the view then draws this act — its chunks, art, background, objects and rings, in the engine's
    /// coordinates, which from the swap on are the next act's own. `None` before the swap (a seek back before
    /// it too) and for every other level: the view draws the document.
    /// After the level has ended and the play-test gone on in the next one ([`PlaySession::in_next_level`]),
    /// that level.
    pub fn drawn_next_act(&self) -> Option<&crate::Document> {
        let play = self.play.as_ref()?;
        if let Some(level) = &self.next_level {
            return Some(level);
        }
        self.next_act.as_deref().filter(|_| play.world.in_next_act())
    }

    /// Whether the running play-test has left the document's level for the one the game loads next (S3K's
    /// `StartNewLevel`, [`PlaySession::follow_next_level`]): the view draws that level
    /// ([`PlaySession::drawn_next_act`]), edits of the document no longer reach the play-test, and its history
    /// starts at that level's start.
    pub fn in_next_level(&self) -> bool {
        self.play.is_some() && self.next_level.is_some()
    }

    /// When the running play-test's level has ended in place and the game would load the next level
    /// (`engine::World::next_level`: Angel Island 2's end into Hydrocity 1, Hydrocity 2's geyser into Marble
    /// Garden 1), the play-test goes on there: that
    /// level is read from the same SonLVL project ([`super::next_level`]) and started as the game starts it
    /// (`engine::world::start_of`, the same character and player 2, the emeralds kept), with a notice; if it
    /// cannot be read, the play-test stops with a message saying why.
    pub fn follow_next_level(&mut self) {
        let Some((zone, act)) = self.play.as_ref().and_then(|p| p.world.next_level()) else { return };
        let from = self.level_name.clone();
        let character = self.play.as_ref().map_or(self.character, |p| p.world.player.character);
        match super::next_level(self.project.as_deref(), zone, act) {
            Ok(level) => {
                let cpu_tails = self.player2.resolve(&level, character) == Player2::CpuTails;
                let mut play = PlayTest::start_as(&level, character, None, self.layout_options(), cpu_tails);
                if let Some(background) = super::background(&level, None) {
                    play.world.set_background(&level, &background);
                }
                self.extras(&level, &mut play);
                let revision = self.seen_revision;
                self.begin(play, revision);
                let notice = format!(
                    "{from} is over: the game loads {} next (StartNewLevel), and the play-test goes on there from its \
                     start; the view draws that level until Stop",
                    level.name
                );
                self.level_name = level.name.clone();
                self.next_level = Some(std::sync::Arc::new(crate::Document::new(level, None)));
                self.message = Some(notice.clone());
                self.next_level_notice = Some(notice);
            }
            Err(e) => {
                self.stop();
                self.message =
                    Some(format!("{from} is over and the game would load the next level, but {e}: play-test stopped"));
            }
        }
    }

    /// Says once per play-test, the first frame its level's events run it into the next act, that the view
    /// now draws that act (the play-test runs on; Stop comes back to the document's level).
    pub fn next_act_notice(&mut self, level: &formats::Level) -> Option<String> {
        if self.next_level.is_some() {
            return self.next_level_notice.take();
        }
        if self.next_act_told || self.drawn_next_act().is_none() {
            return None;
        }
        self.next_act_told = true;
        let next = engine::recording::next_act_section(level).unwrap_or("the next act");
        Some(format!(
            "{} runs on into {} here without a load: the view draws that act until Stop",
            level.name,
            next.rsplit('\\').next().unwrap_or(next)
        ))
    }

    /// True while a play-test runs and is not paused (the keyboard then belongs to the player).
    pub fn running(&self) -> bool {
        self.play.as_ref().is_some_and(|p| !p.paused)
    }

    /// Keeps the plot's history and the overlays' memory up to date with the play-test's current frame.
    fn record(&mut self) {
        let Some(play) = &self.play else { return };
        let frame = play.frame();
        while self.history.back().is_some_and(|s| s.frame >= frame) {
            self.history.pop_back();
        }
        if self.history.len() == PLOT_SECONDS * 60 {
            self.history.pop_front();
        }
        let p = &play.world.player;
        self.history.push_back(Sample {
            frame,
            ground_speed: p.ground_speed,
            x_speed: p.x_speed,
            y_speed: p.y_speed,
            angle: p.angle,
        });
        self.memory.remember(play);
    }

    fn begin(&mut self, play: PlayTest, revision: u64) {
        self.seen_revision = revision;
        self.next_act = None;
        self.next_act_told = false;
        self.next_level = None;
        self.next_level_notice = None;
        self.history.clear();
        self.memory.clear();
        self.play = Some(play);
        self.record();
    }

    /// Starts a play-test of `level` with the chosen character, at the level's start or dropped at a level pixel
    /// (the engine settles the player from there). `level_path` names the replay file after the level.
    pub fn start(&mut self, level: &Level, revision: u64, at: Option<(i32, i32)>, level_path: Option<&Path>) {
        let cpu_tails = self.player2.resolve(level, self.character) == Player2::CpuTails;
        let mut play = PlayTest::start_as(level, self.character, at, self.layout_options(), cpu_tails);
        let next = super::next_act(level, level_path);
        if let Some(next) = &next {
            play.world.set_next_act(next);
        }
        if let Some(background) = super::background(level, level_path) {
            play.world.set_background(level, &background);
        }
        // The next act's own plane where its events collide with it (Hydrocity 2's moving wall after Hydrocity 1);
        // its art source names its project resolved.
        if let Some(next) = &next
            && let Some(background) = super::background(next, None)
        {
            play.world.set_background(next, &background);
        }
        self.extras(level, &mut play);
        self.message = None;
        self.started = (self.character, at, cpu_tails);
        if let Some(path) = level_path {
            self.replay_path = replay::inputs_path(path).display().to_string();
        }
        self.project = super::project_of(level, level_path);
        self.level_name = level.name.clone();
        self.begin(play, revision);
        // No path: the act's art source names its project as `next_act` resolved it.
        self.next_act = next.map(|level| std::sync::Arc::new(crate::Document::new(level, None)));
    }

    /// Starts a play-test of `level` as Sonic 1's credits demo `demo` does ([`PlayTest::start_credits_demo`]);
    /// a replay then starts from the demo's start position (without its lamppost state).
    pub fn start_credits_demo(
        &mut self,
        level: &Level,
        revision: u64,
        demo: &formats::import::s1_credits::CreditsDemo,
        level_path: Option<&Path>,
    ) {
        let cpu_tails = self.player2.resolve(level, self.character) == Player2::CpuTails;
        let mut play = PlayTest::start_credits_demo(level, self.character, demo, self.layout_options(), cpu_tails);
        self.extras(level, &mut play);
        self.level_name = level.name.clone();
        self.message = None;
        self.started = (self.character, Some((i32::from(demo.start.0), i32::from(demo.start.1))), cpu_tails);
        if let Some(path) = level_path {
            self.replay_path = replay::inputs_path(path).display().to_string();
        }
        self.begin(play, revision);
    }

    /// Player 2 (but a CPU Tails the start already placed) and the emeralds, on a play-test at its start.
    fn extras(&self, level: &Level, play: &mut PlayTest) {
        let player2 = self.player2.resolve(level, play.world.player.character);
        let placed = play.world.second.as_ref().is_some_and(|s| s.cpu.is_some());
        if player2 != Player2::Off && !(player2 == Player2::CpuTails && placed) {
            play.set_second(player2.second(&play.world.player));
        }
        if self.emeralds {
            play.set_emeralds(engine::player::moves::SUPER_EMERALDS);
        } else if self.special.emeralds != 0 {
            // The emeralds Sonic 1's special stages gave in this session (the giant ring counts them).
            play.set_emeralds(self.special.emeralds);
        }
        if self.super_emeralds {
            play.set_super_emeralds(engine::player::moves::SUPER_EMERALDS);
        }
    }

    /// Changes player 2, also in the running play-test of `level` (he joins beside player 1, or leaves).
    pub fn set_player2(&mut self, level: &Level, player2: Player2) {
        self.player2 = player2;
        if let Some(play) = &mut self.play {
            let second = player2.resolve(level, play.world.player.character).second(&play.world.player);
            play.set_second(second);
        }
    }

    /// Gives or takes the 7 emeralds, also in the running play-test.
    pub fn set_emeralds(&mut self, emeralds: bool) {
        self.emeralds = emeralds;
        if let Some(play) = &mut self.play {
            play.set_emeralds(if emeralds { engine::player::moves::SUPER_EMERALDS } else { 0 });
        }
    }

    /// Gives player 1 of the running play-test a power-up, as its monitor would (the play bar's "Give power-up").
    pub fn give_power_up(&mut self, power_up: super::PowerUp) {
        if let Some(play) = &mut self.play {
            play.give_power_up(power_up);
        }
    }

    /// Gives or takes the 7 Super Emeralds, also in the running play-test.
    pub fn set_super_emeralds(&mut self, super_emeralds: bool) {
        self.super_emeralds = super_emeralds;
        if let Some(play) = &mut self.play {
            play.set_super_emeralds(if super_emeralds { engine::player::moves::SUPER_EMERALDS } else { 0 });
        }
    }

    /// The object options play-tests use.
    pub fn layout_options(&self) -> engine::objects::runtime::layout::LayoutOptions {
        engine::objects::runtime::layout::LayoutOptions { no_badniks: self.no_badniks }
    }

    /// Turns the badniks off or on, also in the running play-test.
    pub fn set_no_badniks(&mut self, level: &Level, no_badniks: bool) {
        self.no_badniks = no_badniks;
        let options = self.layout_options();
        // (In the level the play-test went on in, that level's objects.)
        let level = self.next_level.as_deref().map_or(level, crate::Document::level);
        if let Some(play) = &mut self.play {
            play.set_options(level, options);
        }
    }

    /// Ends the play-test; returns the player's pixel position (the editor centres its view there).
    pub fn stop(&mut self) -> Option<(i32, i32)> {
        let play = self.play.take()?;
        let p = &play.world.player;
        if self.next_level.take().is_some() {
            // Another level than the document's: nothing to centre on there.
            self.message = Some(format!(
                "Stopped at frame {} in {} ({}, {})",
                play.frame(),
                self.level_name,
                p.pixel_x(),
                p.pixel_y()
            ));
            self.next_act = None;
            return None;
        }
        // In the next act the engine's coordinates are that act's: the document's level has the same place
        // further on by the swap's offset (Angel Island 2's x 0 is act 1's $2F00).
        let (dx, dy) = play.world.next_act_offset().unwrap_or((0, 0));
        let (x, y) = (p.pixel_x() + dx, p.pixel_y() + dy);
        self.message = Some(match play.world.in_next_act() {
            true => format!("Stopped at frame {} in the next act ({}, {})", play.frame(), p.pixel_x(), p.pixel_y()),
            false => format!("Stopped at frame {} ({x}, {y})", play.frame()),
        });
        self.next_act = None;
        Some((x, y))
    }

    /// Pauses a running play-test, resumes a paused one.
    pub fn toggle_pause(&mut self) {
        if let Some(play) = &mut self.play {
            play.paused = !play.paused;
        }
    }

    /// One single-frame step with the held buttons (pauses first).
    pub fn step_forward(&mut self) {
        if let Some(play) = &mut self.play {
            play.paused = true;
            play.step_forward_pads(self.held, self.held2);
            self.record();
        }
        self.follow_next_level();
    }

    /// One frame back (pauses first).
    pub fn step_back(&mut self) {
        if let Some(play) = &mut self.play {
            play.paused = true;
            let before = play.frame();
            if play.step_back() != before {
                self.record();
            }
        }
    }

    /// Back one second (60 frames) of the kept history, or to its oldest frame (pauses first).
    pub fn rewind_second(&mut self) {
        if let Some(play) = &self.play {
            let frame = play.frame().saturating_sub(60).max(play.oldest_frame());
            self.seek(frame);
        }
    }

    /// Rewinds or replays to `frame` (between the oldest kept frame and the newest recorded one).
    pub fn seek(&mut self, frame: u64) {
        if let Some(play) = &mut self.play {
            play.paused = true;
            if play.seek(frame) == frame {
                self.record();
            }
        }
    }

    /// Sets the simulation speed (0.25..=4 times real time).
    pub fn set_speed(&mut self, speed: f64) {
        if let Some(play) = &mut self.play {
            play.speed = speed.clamp(0.25, 4.0);
        }
    }

    /// Once per display frame: rebuilds the simulation's terrain after an edit, then advances a running
    /// play-test by `seconds` of display time (or `fixed_dt`) at 60 Hz. `display_frame` numbers display frames
    /// (a repeated number does not advance again). Returns true while the play-test runs (draw again soon).
    pub fn frame(&mut self, level: &Level, revision: u64, display_frame: u64, seconds: f64) -> bool {
        let Some(play) = &mut self.play else { return false };
        if revision != self.seen_revision {
            // (Once in the next level the document's edits are not the running level's.)
            if self.next_level.is_none() {
                play.level_changed(level);
            }
            self.seen_revision = revision;
        }
        if play.paused {
            return false;
        }
        if self.advanced_in != Some(display_frame) {
            self.advanced_in = Some(display_frame);
            let dt = self.fixed_dt.unwrap_or(seconds);
            if play.advance_pads(dt, self.held, self.held2) > 0 {
                self.record();
            }
            self.follow_next_level();
        }
        self.play.is_some()
    }

    /// The layer the level view shows instead of the user's choice: the player's, while a play-test exists and
    /// `follow_layer` is on.
    pub fn followed_layer(&self) -> Option<ViewLayer> {
        let play = self.play.as_ref().filter(|_| self.follow_layer)?;
        Some(match play.world.player.layer {
            formats::Layer::A => ViewLayer::A,
            formats::Layer::B => ViewLayer::B,
        })
    }

    /// The game camera's top-left corner (level pixels).
    pub fn game_camera(&self) -> Option<(i32, i32)> {
        self.play.as_ref().map(|p| (p.camera.x, p.camera.y))
    }

    /// Writes this run's inputs to the replay path and pins them for "Compare".
    pub fn save_replay(&mut self, level: &Level) {
        let Some(play) = &self.play else { return };
        if self.next_level.is_some() {
            self.message = Some(format!(
                "Replays start in the document's level; this play-test has gone on in {}: no replay saved",
                self.level_name
            ));
            return;
        }
        let path = PathBuf::from(self.replay_path.trim());
        let script = play.inputs();
        self.message = Some(match replay::save_inputs(&path, &script) {
            Ok(()) => {
                self.reference = Some(ReplayReference::record(level, self.started, script));
                format!("Saved replay {}", path.display())
            }
            Err(e) => format!("Could not save the replay: {e}"),
        });
    }

    /// Plays the replay file back from the last start point and pins it for "Compare".
    pub fn load_replay(&mut self, level: &Level, revision: u64) {
        let path = PathBuf::from(self.replay_path.trim());
        let from = if formats::bk2::is_movie(&path) { self.replay_from } else { 0 };
        match replay::load_inputs_from(&path, from) {
            Ok(script) => {
                let (character, at, cpu_tails) = self.started;
                let mut play = PlayTest::replay_as(level, character, at, cpu_tails, &script);
                self.extras(level, &mut play);
                self.level_name = level.name.clone();
                self.reference = Some(ReplayReference::record(level, self.started, script.clone()));
                self.begin(play, revision);
                self.message = Some(format!("Loaded replay {} ({})", path.display(), frames_text(script.len())));
            }
            Err(e) => self.message = Some(format!("Could not load the replay: {e}")),
        }
    }

    /// Re-runs the pinned replay on `level` and reports where it first differs.
    pub fn compare_replay(&mut self, level: &Level) {
        if let Some(reference) = &self.reference {
            self.message = Some(reference.compare(level));
        }
    }
}

/// The character's name as the games spell it.
pub fn character_name(c: Character) -> &'static str {
    match c {
        Character::Sonic => "Sonic",
        Character::Tails => "Tails",
        Character::Knuckles => "Knuckles",
    }
}

/// "1 frame", "30 frames".
pub fn frames_text(n: u64) -> String {
    if n == 1 { "1 frame".to_string() } else { format!("{n} frames") }
}

/// Signed hex speed with its pixels-per-frame value: "-0x0600 (-6.000)".
pub fn speed_text(v: i16) -> String {
    let sign = if v < 0 { "-" } else { "" };
    format!("{sign}0x{:04X} ({:.3})", v.unsigned_abs(), v as f64 / 256.0)
}

/// A subpixel position as "pixel:subpixel" (subpixel in 1/256 px, hex).
pub fn position_text(v: i32) -> String {
    format!("{}:{:02X}", v >> 8, v & 0xFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Level {
        formats::ron_file::from_ron_str(crate::document::PROVING_GROUNDS_RON).expect("sample")
    }

    #[test]
    fn hud_numbers_read_as_in_the_spg() {
        assert_eq!(speed_text(0x600), "0x0600 (6.000)");
        assert_eq!(speed_text(-0x80), "-0x0080 (-0.500)");
        assert_eq!(speed_text(i16::MIN), "-0x8000 (-128.000)");
        assert_eq!(position_text((100 << 8) | 0x2D), "100:2D");
        assert_eq!(position_text(-1), "-1:FF");
        assert_eq!(
            (frames_text(1), frames_text(0), frames_text(30)),
            ("1 frame".into(), "0 frames".into(), "30 frames".into())
        );
    }

    #[test]
    fn the_view_follows_the_players_layer_only_while_playing_and_asked_to() {
        let level = sample();
        let mut session = PlaySession::default();
        assert!(session.follow_layer, "on by default");
        assert_eq!(session.followed_layer(), None, "nothing to follow without a play-test");
        session.start(&level, 1, None, None);
        assert_eq!(session.followed_layer(), Some(ViewLayer::A));
        if let Some(play) = &mut session.play {
            play.world.player.layer = formats::Layer::B;
        }
        assert_eq!(session.followed_layer(), Some(ViewLayer::B));
        session.follow_layer = false;
        assert_eq!(session.followed_layer(), None);
    }

    #[test]
    fn the_controller_starts_steps_seeks_and_stops_without_a_window() {
        let level = sample();
        let mut session = PlaySession { fixed_dt: Some(1.0 / 60.0), ..PlaySession::default() };
        session.start(&level, 1, None, Some(Path::new("levels/a.ron")));
        assert_eq!(session.replay_path, Path::new("levels/a.inputs").display().to_string());
        session.held = Buttons::RIGHT;
        for display_frame in 0..30 {
            assert!(session.frame(&level, 1, display_frame, 0.0));
        }
        assert!(!session.frame(&level, 1, 29, 0.0) || session.play.as_ref().is_some_and(|p| p.frame() == 30));
        let play = session.play.as_ref().expect("running");
        assert_eq!(play.frame(), 30, "one game frame per display frame, a repeated display frame advances nothing");
        let headless = {
            let mut world = engine::World::with_player(
                &level,
                engine::Player::standing(Character::Sonic, level.player_start.x, level.player_start.y),
            );
            for _ in 0..30 {
                world.step(Buttons::RIGHT);
            }
            world.player
        };
        assert_eq!(play.world.player, headless, "the controller runs the engine as a headless loop does");
        assert_eq!(session.history.len(), 31, "the start and every frame are plotted");
        session.step_back();
        assert_eq!(session.play.as_ref().map(|p| (p.frame(), p.paused)), Some((29, true)));
        session.seek(10);
        assert_eq!(session.play.as_ref().map(PlayTest::frame), Some(10));
        assert_eq!(session.history.back().map(|s| s.frame), Some(10), "the plot follows a seek back");
        session.step_forward();
        assert_eq!(session.play.as_ref().map(PlayTest::frame), Some(11));
        let at = session.stop().expect("was running");
        assert!(session.play.is_none());
        assert_eq!(session.message, Some(format!("Stopped at frame 11 ({}, {})", at.0, at.1)));
        assert!(!session.frame(&level, 1, 100, 1.0), "nothing runs after Stop");
    }

    /// skdisasm's Angel Island 1 (the intro section, whose events run into act 2): started at the arena, the
    /// play-test runs on through the fire's swap without pausing; from that frame the view's level is act 2 —
    /// the level the engine's terrain and objects come from, in the engine's coordinates — and the notice says
    /// so once; a seek back before the swap draws act 1 again, and Stop leaves the document's act 1 as it was.
    #[test]
    fn a_play_test_draws_the_next_act_from_the_frame_its_level_runs_into_it() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro").expect("AIZ1");
        let before = level.clone();
        let mut session = PlaySession { fixed_dt: Some(1.0 / 60.0), ..PlaySession::default() };
        session.start(&level, 1, Some((0x2FC0, 0x300)), None);
        let mut notice = None;
        let mut display_frame = 0;
        while display_frame < 2000 && notice.is_none() {
            assert!(session.drawn_next_act().is_none() || notice.is_some(), "act 1 until the swap");
            session.frame(&level, 1, display_frame, 0.0);
            notice = session.next_act_notice(&level);
            display_frame += 1;
        }
        let notice = notice.expect("the swap to act 2");
        assert!(notice.contains("into Angel Island Zone Act 2 here"), "{notice}");
        let swap = session.play.as_ref().map(PlayTest::frame).expect("running");
        let play = session.play.as_ref().expect("running");
        assert!(!play.paused && play.world.in_next_act(), "no pause");
        let drawn = session.drawn_next_act().expect("act 2 drawn").level();
        assert_eq!(drawn.events, formats::level::LevelEvents::Aiz2);
        // The drawn level is the engine's: its rings and its terrain at the player's feet.
        assert_eq!(
            play.world.layout.rings.len(),
            engine::objects::runtime::layout::Layout::new(drawn, Default::default()).rings.len()
        );
        let (w, h) = drawn.pixel_size();
        let (x, y) = (play.world.player.pixel_x(), play.world.player.pixel_y());
        assert!((0..w).contains(&x) && (0..h).contains(&y), "the player ({x}, {y}) is inside act 2 ({w}x{h})");
        assert_eq!(play.world.next_act_offset(), Some((0x2F00, 0x80)));
        for display_frame in display_frame..display_frame + 10 {
            session.frame(&level, 1, display_frame, 0.0);
            assert_eq!(session.next_act_notice(&level), None, "once");
        }
        assert!(session.play.as_ref().is_some_and(|p| !p.paused && p.world.in_next_act()));
        session.seek(swap - 5);
        assert!(session.drawn_next_act().is_none(), "before the swap the view draws act 1");
        session.seek(swap + 5);
        assert!(session.drawn_next_act().is_some());
        let (sx, _) = session.stop().expect("running");
        assert!(sx >= 0x2F00, "the stop position is act 1's ({sx:#x})");
        assert!(session.drawn_next_act().is_none());
        assert!(level == before, "the document's level is never edited");
    }

    /// skdisasm's Angel Island 2 play-tested: when the engine says the level is over and the game loads
    /// Hydrocity 1 (`engine::World::next_level`, S3K's `StartNewLevel` with $100 — set here as Angel Island 2's
    /// end boss sets it at the end of its cutscene, which the engine's tests run), the play-test goes on in
    /// Hydrocity 1 read from the same project, the players where the game starts them, with one notice; the
    /// view draws that level, edits of the document no longer reach the play-test, and Stop says where it was.
    #[test]
    fn a_play_test_goes_on_in_the_level_the_game_loads_next() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 2").expect("AIZ2");
        let before = level.clone();
        let mut session = PlaySession { fixed_dt: Some(1.0 / 60.0), ..PlaySession::default() };
        session.start(&level, 1, Some((0x4960, 0x1F0)), None);
        for display_frame in 0..3 {
            assert!(session.frame(&level, 1, display_frame, 0.0));
        }
        assert!(!session.in_next_level() && session.drawn_next_act().is_none());
        assert_eq!(session.next_act_notice(&level), None);
        session.play.as_mut().expect("running").world.objects.game.new_level = Some(0x100);
        assert!(session.frame(&level, 1, 3, 0.0), "the play-test goes on");
        assert!(session.in_next_level());
        let hcz1 = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("HCZ1");
        let drawn = session.drawn_next_act().expect("Hydrocity 1 drawn").level();
        assert_eq!((drawn.events, &drawn.name), (formats::level::LevelEvents::Hcz1, &hcz1.name));
        let play = session.play.as_ref().expect("running");
        assert_eq!(play.world.next_level(), None);
        assert_eq!(play.frame(), 0, "from the level's start");
        let game_start = engine::World::new(&hcz1, Character::Sonic);
        assert_eq!(play.world.player, game_start.player, "where the game starts Sonic");
        assert_eq!(
            play.world.second.as_ref().map(|s| s.player.clone()),
            game_start.second.as_ref().map(|s| s.player.clone()),
            "and his CPU Tails"
        );
        let notice = session.next_act_notice(&level).expect("a notice");
        assert!(notice.contains(&hcz1.name) && notice.contains(&level.name), "{notice}");
        assert_eq!(session.message.as_ref(), Some(&notice));
        assert_eq!(session.next_act_notice(&level), None, "once");
        // An edit of the document (another revision) does not reach Hydrocity.
        let mut edited = level.clone();
        edited.objects.clear();
        session.held = Buttons::RIGHT;
        for display_frame in 4..34 {
            assert!(session.frame(&edited, 2, display_frame, 0.0));
        }
        let play = session.play.as_ref().expect("running");
        assert_eq!(play.frame(), 30);
        assert_eq!(
            play.world.layout.entries.len(),
            engine::objects::runtime::layout::Layout::new(&hcz1, Default::default()).entries.len(),
            "Hydrocity's objects"
        );
        assert!(session.drawn_next_act().is_some());
        // The object options rebuild Hydrocity's layout, not the document's; replays are the document's.
        session.set_no_badniks(&level, false);
        let entries = session.play.as_ref().map(|p| p.world.layout.entries.len());
        assert_eq!(
            entries,
            Some(engine::objects::runtime::layout::Layout::new(&hcz1, Default::default()).entries.len())
        );
        session.replay_path = "/nonexistent/never.inputs".to_string();
        session.save_replay(&level);
        assert!(session.message.as_ref().is_some_and(|m| m.ends_with("no replay saved")), "{:?}", session.message);
        assert_eq!(session.stop(), None, "another level than the document's: nothing to centre on");
        let message = session.message.clone().unwrap_or_default();
        assert!(message.starts_with("Stopped at frame 30 in ") && message.contains(&hcz1.name), "{message}");
        assert!(session.drawn_next_act().is_none() && !session.in_next_level());
        assert!(level == before, "the document's level is never edited");
    }

    /// skdisasm's Hydrocity 2 play-tested: when its end's geyser starts Marble Garden 1 (`StartNewLevel` with
    /// $200 — set here as `engine::objects::s3k::hcz_end_geyser` sets it at the end of its ride, which the
    /// engine's tests run), the play-test goes on in Marble Garden 1 read from the same project, from its
    /// start, the players where the game starts them, with one notice naming both levels.
    #[test]
    fn a_play_test_of_hydrocity_2_goes_on_in_marble_garden_1() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
        let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 2").expect("HCZ2");
        let before = level.clone();
        let mut session = PlaySession { fixed_dt: Some(1.0 / 60.0), ..PlaySession::default() };
        session.start(&level, 1, Some((0x4200, 0x7A0)), None);
        for display_frame in 0..3 {
            assert!(session.frame(&level, 1, display_frame, 0.0));
        }
        assert!(!session.in_next_level());
        session.play.as_mut().expect("running").world.objects.game.new_level =
            Some(engine::objects::s3k::hcz_end_geyser::NEXT_LEVEL);
        assert!(session.frame(&level, 1, 3, 0.0), "the play-test goes on");
        assert!(session.in_next_level());
        let mgz1 = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Marble Garden Zone Act 1").expect("MGZ1");
        let drawn = session.drawn_next_act().expect("Marble Garden 1 drawn").level();
        assert_eq!(drawn.name, mgz1.name);
        let play = session.play.as_ref().expect("running");
        assert_eq!((play.world.next_level(), play.frame()), (None, 0), "from the level's start");
        let game_start = engine::World::new(&mgz1, Character::Sonic);
        assert_eq!(play.world.player, game_start.player, "where the game starts Sonic");
        assert_eq!(
            play.world.second.as_ref().map(|s| s.player.clone()),
            game_start.second.as_ref().map(|s| s.player.clone()),
            "and his CPU Tails"
        );
        let notice = session.next_act_notice(&level).expect("a notice");
        assert!(notice.contains(&mgz1.name) && notice.contains(&level.name), "{notice}");
        assert_eq!(session.next_act_notice(&level), None, "once");
        session.held = Buttons::RIGHT;
        for display_frame in 4..34 {
            assert!(session.frame(&level, 1, display_frame, 0.0));
        }
        assert_eq!(session.play.as_ref().map(PlayTest::frame), Some(30), "it runs on in Marble Garden 1");
        assert!(level == before, "the document's level is never edited");
    }

    /// Where the level the game loads next cannot be read — a level naming no SonLVL project, or a project
    /// that is not there — the play-test stops with a message saying so.
    #[test]
    fn without_the_next_level_the_play_test_stops_and_says_why() {
        let stopped = |level: &Level| {
            let mut session = PlaySession { fixed_dt: Some(1.0 / 60.0), ..PlaySession::default() };
            session.start(level, 1, None, None);
            session.play.as_mut().expect("running").world.objects.game.new_level = Some(0x100);
            assert!(!session.frame(level, 1, 0, 0.0), "stopped");
            assert!(session.play.is_none() && !session.in_next_level());
            session.message.unwrap_or_default()
        };
        let message = stopped(&sample());
        assert!(message.contains("Hydrocity Zone Act 1") && message.contains("names none"), "{message}");
        assert!(message.ends_with("play-test stopped"), "{message}");
        let mut level = sample();
        level.art = Some(formats::level::ArtSource::SonLvl {
            project: "/nonexistent/SonLVL.ini".to_string(),
            section: "Sonic 3\\\\Angel Island Zone Act 2".to_string(),
        });
        let message = stopped(&level);
        assert!(message.contains("Hydrocity Zone Act 1 does not load from /nonexistent/SonLVL.ini"), "{message}");
        assert_eq!(super::super::next_level(None, 4, 0).unwrap_err(), "no SonLVL section is known for zone 4, act 1");
    }
}
