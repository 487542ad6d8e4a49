//! A play-test: the engine running the open level inside the editor at a fixed 60 Hz, whatever the display
//! rate, with pause, single steps, speed, input recording and the last frame's sensor report for the overlays.
//! The editor never computes physics: everything here asks `engine::World`.

use engine::report::FrameReport;
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::{Buttons, InputScript};
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

/// A running play-test.
#[derive(Clone, Debug)]
pub struct PlayTest {
    pub world: World,
    /// What the sensors did in the last simulated frame.
    pub report: FrameReport,
    /// Positions after recent frames, oldest first.
    pub trail: VecDeque<TrailPoint>,
    /// Buttons held on every frame since the start: the replay of this run.
    pub recording: Vec<Buttons>,
    pub paused: bool,
    /// Simulation speed relative to real time (0.25..=4).
    pub speed: f64,
    /// Real time not yet turned into frames, in seconds.
    pending: f64,
}

impl PlayTest {
    /// Drops a character into the level standing at pixel (x, y) (the level's start when `None`).
    pub fn start(level: &Level, character: Character, at: Option<(i32, i32)>) -> Self {
        let (x, y) = at.unwrap_or((level.player_start.x, level.player_start.y));
        let world = World::with_player(level, Player::standing(character, x, y));
        PlayTest {
            world,
            report: FrameReport::default(),
            trail: VecDeque::with_capacity(TRAIL_FRAMES),
            recording: Vec::new(),
            paused: false,
            speed: 1.0,
            pending: 0.0,
        }
    }

    /// Frames simulated since the start.
    pub fn frame(&self) -> u64 {
        self.world.frame
    }

    /// Advances by `seconds` of real time: runs as many whole 60 Hz frames as that (times the speed) covers,
    /// each with the buttons held now. Returns the number of frames run.
    pub fn advance(&mut self, seconds: f64, held: Buttons) -> u32 {
        if self.paused {
            return 0;
        }
        self.pending += seconds.max(0.0) * self.speed.clamp(0.25, 4.0);
        let mut frames = 0;
        while self.pending >= 1.0 / FRAME_RATE && frames < MAX_CATCH_UP {
            self.pending -= 1.0 / FRAME_RATE;
            self.step_forward(held);
            frames += 1;
        }
        if frames == MAX_CATCH_UP {
            self.pending = 0.0;
        }
        frames
    }

    /// Runs exactly one frame with `held` (also while paused: single-frame stepping).
    pub fn step_forward(&mut self, held: Buttons) {
        self.report = self.world.step_reported(held);
        self.recording.push(held);
        let p = &self.world.player;
        if self.trail.len() == TRAIL_FRAMES {
            self.trail.pop_front();
        }
        self.trail.push_back(TrailPoint { x: p.pixel_x(), y: p.pixel_y(), x_speed: p.x_speed, y_speed: p.y_speed });
    }

    /// The recorded inputs as an `.inputs` script (what `spg-studio sim` reads).
    pub fn inputs(&self) -> InputScript {
        InputScript::from_frames(&self.recording)
    }

    /// The level was edited: rebuild the terrain the next frame uses (the player state is kept).
    pub fn level_changed(&mut self, level: &Level) {
        let snapshot = self.world.snapshot();
        let mut world = World::with_player(level, snapshot.player.clone());
        world.restore(&snapshot);
        if world.switchers.len() != level.switchers.len()
            || world.switchers.iter().zip(&level.switchers).any(|(a, b)| a.switcher != *b)
        {
            // Switchers were added, removed or moved: respawn them around the player, as the game does.
            let player = world.player.clone();
            let frame = world.frame;
            world = World::with_player(level, player);
            world.frame = frame;
        }
        self.world = world;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Level {
        formats::ron_file::from_ron_str(crate::document::SAMPLE_LEVEL_RON).expect("sample")
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
        for i in 0..240 {
            let b = if i < 150 { Buttons::RIGHT } else { Buttons::JUMP };
            p.step_forward(b);
            headless.step(b);
        }
        assert_eq!(p.world.player, headless.player);
        assert_eq!(p.inputs().to_text(), "150 R\n90 J\n");
        assert_eq!(p.trail.len(), 240);
    }
}
