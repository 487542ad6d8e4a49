//! Rewind by keyframes and re-simulation: the engine is deterministic, so a save state every
//! [`KEYFRAME_INTERVAL`] frames plus the recorded buttons (1 byte a frame) reproduce any earlier frame exactly,
//! at a fraction of the memory a copy per frame would take.

use engine::camera::Camera;
use engine::switchers::ActiveSwitcher;
use engine::world::Snapshot;
use std::collections::VecDeque;

/// Frames between keyframes (one second).
pub const KEYFRAME_INTERVAL: u64 = 60;
/// How far back rewinding reaches at least: 10 minutes at 60 Hz.
pub const REWIND_FRAMES: u64 = 36_000;

/// Everything that changes from frame to frame: the world's save state and the camera.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keyframe {
    pub snapshot: Snapshot,
    pub camera: Camera,
}

impl Keyframe {
    pub fn frame(&self) -> u64 {
        self.snapshot.frame
    }

    /// Bytes this keyframe occupies: the struct itself plus the switchers' and the objects' heap buffers.
    pub fn bytes(&self) -> usize {
        size_of::<Keyframe>()
            + self.snapshot.switchers.capacity() * size_of::<ActiveSwitcher>()
            + self.snapshot.objects.heap_bytes()
    }
}

/// The keyframes of one play-test, oldest first, sorted by frame.
#[derive(Clone, Debug)]
pub struct Rewind {
    keyframes: VecDeque<Keyframe>,
}

impl Rewind {
    /// A rewind buffer holding the state a play-test starts from.
    pub fn new(first: Keyframe) -> Self {
        Rewind { keyframes: VecDeque::from([first]) }
    }

    /// Keeps `keyframe` if it falls on the interval and is newer than every keyframe held, then forgets
    /// keyframes no longer needed to reach [`REWIND_FRAMES`] back from it.
    pub fn record(&mut self, keyframe: &Keyframe) {
        let frame = keyframe.frame();
        if !frame.is_multiple_of(KEYFRAME_INTERVAL) || self.keyframes.back().is_some_and(|k| k.frame() >= frame) {
            return;
        }
        self.keyframes.push_back(keyframe.clone());
        while self.keyframes.len() >= 2 && self.keyframes[1].frame() + REWIND_FRAMES <= frame {
            self.keyframes.pop_front();
        }
    }

    /// Makes `keyframe` the newest keyframe, dropping any at or after its frame (after an edit: the state the
    /// player is really in, and later keyframes were computed on the old level).
    pub fn reset_at(&mut self, keyframe: Keyframe) {
        self.truncate_after(keyframe.frame().saturating_sub(1));
        if self.keyframes.is_empty() || self.keyframes.back().is_some_and(|k| k.frame() < keyframe.frame()) {
            self.keyframes.push_back(keyframe);
        }
    }

    /// Forgets keyframes after `frame` (a new branch of the recording starts there).
    pub fn truncate_after(&mut self, frame: u64) {
        while self.keyframes.len() > 1 && self.keyframes.back().is_some_and(|k| k.frame() > frame) {
            self.keyframes.pop_back();
        }
    }

    /// The newest keyframe at or before `frame` (the oldest one when `frame` is older than all of them).
    pub fn at_or_before(&self, frame: u64) -> &Keyframe {
        let i = self.keyframes.partition_point(|k| k.frame() <= frame);
        &self.keyframes[i.saturating_sub(1)]
    }

    /// The earliest frame that can still be reached.
    pub fn oldest_frame(&self) -> u64 {
        self.keyframes.front().map_or(0, Keyframe::frame)
    }

    pub fn len(&self) -> usize {
        self.keyframes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keyframes.is_empty()
    }

    /// Bytes the keyframes occupy (their structs, switcher buffers and the deque's slots).
    pub fn bytes(&self) -> usize {
        self.keyframes.iter().map(Keyframe::bytes).sum::<usize>()
            + (self.keyframes.capacity() - self.keyframes.len()) * size_of::<Keyframe>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Character, Player};

    fn keyframe(frame: u64) -> Keyframe {
        let level = formats::Level::new("empty", formats::ChunkSize::Px128, 1, 1);
        let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0, 0));
        world.frame = frame;
        Keyframe { snapshot: world.snapshot(), camera: Camera { x: 0, y: 0, y_bias: 96, ..Camera::default() } }
    }

    #[test]
    fn keeps_one_keyframe_a_second_and_at_least_ten_minutes() {
        let mut r = Rewind::new(keyframe(0));
        for f in 1..=40_000 {
            r.record(&keyframe(f));
        }
        // Frame 40,000 − 36,000 = 4,000 is still reachable from the keyframe at 3,960.
        assert_eq!(r.oldest_frame(), 3_960);
        assert_eq!(r.len(), 601);
        assert_eq!(r.at_or_before(4_059).frame(), 4_020);
        assert_eq!(r.at_or_before(39_999).frame(), 39_960);
        assert_eq!(r.at_or_before(12).frame(), 3_960, "older than kept: the oldest");
        r.truncate_after(30_000);
        assert_eq!(r.at_or_before(39_999).frame(), 30_000);
        r.reset_at(keyframe(20_001));
        assert_eq!(r.at_or_before(39_999).frame(), 20_001);
        assert_eq!(r.at_or_before(20_000).frame(), 19_980);
    }
}
