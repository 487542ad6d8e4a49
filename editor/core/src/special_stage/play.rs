//! The special stage's play-test: the engine's stage (`engine::special_stage::SpecialStage`) stepped at 60 Hz
//! with the held buttons, paused, stepped one frame, and rewound. Rewind works as the level play-test's
//! (`crate::playtest::rewind`): the engine is deterministic, so a save state every [`KEYFRAME_INTERVAL`]
//! frames and the recorded buttons give back any earlier frame exactly.

use engine::special_stage::SpecialStage as Engine;
use formats::inputs::Buttons;
use formats::special_stage::SpecialStage;

/// Frames between save states (one second).
pub const KEYFRAME_INTERVAL: u32 = 60;
/// How far back rewinding reaches at least: 10 minutes at 60 Hz.
pub const REWIND_FRAMES: u32 = 36_000;
/// At most this many game frames per display frame (a stalled window does not fast-forward).
const MAX_FRAMES_PER_UPDATE: u32 = 4;
const FRAME_SECONDS: f64 = 1.0 / 60.0;

/// One play-test of a special stage.
#[derive(Clone, Debug)]
pub struct SsPlay {
    /// The running stage.
    pub stage: Engine,
    /// The buttons of every frame since the oldest save state (`recording[i]` is frame `base + i`'s).
    recording: Vec<Buttons>,
    /// The frame `recording` starts at.
    base: u32,
    /// Save states, oldest first, on multiples of [`KEYFRAME_INTERVAL`] (and where an edit reset them).
    keyframes: Vec<Engine>,
    /// The layout the play-test started from or last took an edit from.
    layout: Vec<u8>,
    pub paused: bool,
    /// Seconds not yet stepped.
    pending: f64,
}

impl SsPlay {
    /// A play-test from the stage's start, running.
    pub fn new(stage: &SpecialStage) -> Self {
        Self::entered(stage, Engine::new(stage))
    }

    /// A play-test of `stage` from a given start state (the giant ring's: the emeralds held so far), running.
    pub fn entered(stage: &SpecialStage, engine: Engine) -> Self {
        SsPlay {
            keyframes: vec![engine.snapshot()],
            stage: engine,
            recording: Vec::new(),
            base: 0,
            layout: stage.layout.clone(),
            paused: false,
            pending: 0.0,
        }
    }

    /// The frame shown (frames stepped since the start).
    pub fn frame(&self) -> u32 {
        self.stage.frame
    }

    /// The oldest frame rewinding reaches.
    pub fn oldest_frame(&self) -> u32 {
        self.keyframes.first().map_or(0, |k| k.frame)
    }

    /// The newest frame recorded (stepping back and forth moves between the oldest and this).
    pub fn newest_frame(&self) -> u32 {
        self.base + self.recording.len() as u32
    }

    /// Once a display frame: steps as many 60 Hz frames as `seconds` cover (none while paused); returns how
    /// many.
    pub fn update(&mut self, seconds: f64, held: Buttons) -> u32 {
        if self.paused {
            self.pending = 0.0;
            return 0;
        }
        self.pending += seconds.max(0.0);
        let mut stepped = 0;
        while self.pending >= FRAME_SECONDS - 1e-9 && stepped < MAX_FRAMES_PER_UPDATE {
            self.pending -= FRAME_SECONDS;
            self.step(held);
            stepped += 1;
        }
        if stepped == MAX_FRAMES_PER_UPDATE {
            self.pending = 0.0;
        }
        stepped
    }

    /// One frame with `held`; a step from a rewound frame starts a new branch (the later recording goes).
    pub fn step(&mut self, held: Buttons) {
        let frame = self.stage.frame;
        self.recording.truncate((frame - self.base) as usize);
        self.keyframes.retain(|k| k.frame <= frame);
        self.stage.step(held);
        self.recording.push(held);
        if self.stage.frame.is_multiple_of(KEYFRAME_INTERVAL) {
            self.keyframes.push(self.stage.snapshot());
            self.forget_old();
        }
    }

    /// Drops save states (and their recording) no longer needed to reach [`REWIND_FRAMES`] back.
    fn forget_old(&mut self) {
        let now = self.stage.frame;
        while self.keyframes.len() >= 2 && self.keyframes[1].frame + REWIND_FRAMES <= now {
            self.keyframes.remove(0);
        }
        let oldest = self.oldest_frame();
        if oldest > self.base {
            self.recording.drain(..(oldest - self.base) as usize);
            self.base = oldest;
        }
    }

    /// Shows frame `frame` (clamped to the frames kept): the newest save state at or before it, then the
    /// recorded buttons up to it. Pauses.
    pub fn seek(&mut self, frame: u32) {
        self.paused = true;
        let frame = frame.clamp(self.oldest_frame(), self.newest_frame());
        let i = self.keyframes.partition_point(|k| k.frame <= frame).saturating_sub(1);
        let Some(key) = self.keyframes.get(i) else { return };
        self.stage.restore(key);
        while self.stage.frame < frame {
            let Some(&held) = self.recording.get((self.stage.frame - self.base) as usize) else { break };
            self.stage.step(held);
        }
    }

    /// One frame back (pauses).
    pub fn step_back(&mut self) {
        self.seek(self.frame().saturating_sub(1));
    }

    /// One second back (pauses).
    pub fn rewind_second(&mut self) {
        self.seek(self.frame().saturating_sub(KEYFRAME_INTERVAL));
    }

    /// The stage was edited during the play-test: the changed blocks are written into the running grid, and
    /// rewinding starts again here (earlier frames were played on the old layout).
    pub fn stage_changed(&mut self, stage: &SpecialStage) {
        for (i, (&old, &new)) in self.layout.iter().zip(&stage.layout).enumerate() {
            if old != new {
                let cell = engine::special_stage::Grid::cell_of(
                    i / formats::special_stage::SIZE,
                    i % formats::special_stage::SIZE,
                );
                self.stage.grid.set(cell, new);
            }
        }
        self.layout.clone_from(&stage.layout);
        self.keyframes = vec![self.stage.snapshot()];
        self.recording.clear();
        self.base = self.stage.frame;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::special_stage::{CURRENT_VERSION, LAYOUT_BYTES, SIZE, SsStart};

    /// A room of walls with a ring and the player above its floor.
    fn stage() -> SpecialStage {
        let mut layout = vec![0u8; LAYOUT_BYTES];
        for c in 20..40 {
            layout[30 * SIZE + c] = 1;
            layout[20 * SIZE + c] = 1;
        }
        layout[27 * SIZE + 31] = 0x3A;
        let start = crate::special_stage::document::start_at_cell(25, 29);
        SpecialStage { version: CURRENT_VERSION, start: SsStart { x: start.x, y: start.y }, layout }
    }

    fn inputs(n: u32) -> Vec<Buttons> {
        (0..n).map(|f| if f % 90 < 50 { Buttons::RIGHT } else { Buttons::LEFT.union(Buttons::JUMP) }).collect()
    }

    #[test]
    fn rewinding_gives_back_every_frame_exactly() {
        let s = stage();
        let script = inputs(400);
        let mut states = vec![Engine::new(&s)];
        let mut headless = Engine::new(&s);
        for &b in &script {
            headless.step(b);
            states.push(headless.clone());
        }
        let mut play = SsPlay::new(&s);
        for &b in &script {
            play.step(b);
        }
        assert_eq!(play.stage, headless);
        for frame in [399, 300, 241, 240, 239, 60, 1, 0, 333] {
            play.seek(frame);
            assert_eq!(play.stage, states[frame as usize], "frame {frame}");
        }
        play.seek(400);
        play.step_back();
        assert_eq!((play.frame(), play.paused), (399, true));
        play.rewind_second();
        assert_eq!(play.stage, states[339]);
        // Stepping from a rewound frame starts a new branch.
        play.step(Buttons::NONE);
        assert_eq!(play.newest_frame(), 340);
        let mut branch = states[339].clone();
        branch.step(Buttons::NONE);
        assert_eq!(play.stage, branch);
    }

    #[test]
    fn sixty_hertz_from_display_time_and_nothing_while_paused() {
        let mut play = SsPlay::new(&stage());
        assert_eq!(play.update(1.0 / 60.0, Buttons::NONE), 1);
        assert_eq!(play.update(0.5 / 60.0, Buttons::NONE), 0);
        assert_eq!(play.update(0.5 / 60.0, Buttons::NONE), 1);
        assert_eq!(play.update(1.0, Buttons::NONE), 4, "a stall does not fast-forward");
        play.paused = true;
        assert_eq!(play.update(1.0, Buttons::NONE), 0);
        assert_eq!(play.frame(), 6);
    }

    #[test]
    fn an_edit_reaches_the_running_stage() {
        let mut s = stage();
        let mut play = SsPlay::new(&s);
        for _ in 0..100 {
            play.step(Buttons::NONE);
        }
        s.layout[5 * SIZE + 6] = 0x27;
        play.stage_changed(&s);
        assert_eq!(play.stage.grid.get(engine::special_stage::Grid::cell_of(5, 6)), 0x27);
        assert_eq!((play.oldest_frame(), play.newest_frame()), (100, 100));
        play.step(Buttons::NONE);
        play.seek(0);
        assert_eq!(play.frame(), 100, "rewinding stops at the edit");
    }
}
