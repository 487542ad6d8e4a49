//! What the play-test overlays remember between frames: which overlays are on, the last reading of every
//! sensor (an inactive sensor is drawn dimmed where it last was), and the predicted jump arc (a cloned
//! `World` stepped ahead). Drawing them is the UI's job.

use super::PlayTest;
use engine::report::SensorReading;
use engine::sensor_id::SensorId;
use formats::inputs::Buttons;

/// Which play-test overlays are drawn (the play bar's Overlays menu).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayOverlays {
    /// The 320×224 rectangle the game's camera shows.
    pub game_view: bool,
    pub sensors: bool,
    /// Width/height radius box, push radius and hitbox.
    pub boxes: bool,
    pub trail: bool,
    pub jump_arc: bool,
}

impl Default for PlayOverlays {
    fn default() -> Self {
        PlayOverlays::ALL
    }
}

impl PlayOverlays {
    pub const ALL: PlayOverlays =
        PlayOverlays { game_view: true, sensors: true, boxes: true, trail: true, jump_arc: true };
    pub const NONE: PlayOverlays =
        PlayOverlays { game_view: false, sensors: false, boxes: false, trail: false, jump_arc: false };
}

/// Frames of jump the arc overlay predicts (about one second).
pub const ARC_FRAMES: usize = 60;

/// A sensor reading kept for drawing, relative to the player's pixel position of the frame it was taken in, so
/// a sensor that was inactive this frame can still be drawn (dimmed) where it sits on the player now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RememberedReading {
    pub reading: SensorReading,
    pub player: (i32, i32),
    /// The frame the reading was taken in.
    pub frame: u64,
}

/// What a predicted arc depends on: the frame, the document revision and the held direction bits.
type ArcKey = (u64, u64, u8);

/// Overlay state kept between frames: the last reading of every sensor.
#[derive(Clone, Debug, Default)]
pub struct OverlayMemory {
    readings: [Option<RememberedReading>; 7],
}

/// The predicted jump arc, cached until the frame, the level or the held direction changes.
#[derive(Clone, Debug, Default)]
pub struct JumpArc {
    /// (frame, document revision, held buttons) the arc was predicted for, and its positions.
    arc: Option<(ArcKey, Vec<(i32, i32)>)>,
}

fn sensor_slot(id: SensorId) -> usize {
    SensorId::ALL.iter().position(|&s| s == id).unwrap_or(0)
}

impl OverlayMemory {
    /// Remembers the latest frame's readings (call after the play-test advanced).
    pub fn remember(&mut self, play: &PlayTest) {
        let p = &play.world.player;
        for reading in &play.report.readings {
            self.readings[sensor_slot(reading.id)] =
                Some(RememberedReading { reading: *reading, player: (p.pixel_x(), p.pixel_y()), frame: play.frame() });
        }
    }

    /// The last reading of sensor `id`, if it was ever active.
    pub fn reading(&self, id: SensorId) -> Option<RememberedReading> {
        self.readings[sensor_slot(id)]
    }

    /// Forgets everything (a new play-test).
    pub fn clear(&mut self) {
        *self = OverlayMemory::default();
    }
}

impl JumpArc {
    /// The predicted jump: a clone of the world holding Jump (and the held direction) for `ARC_FRAMES` frames.
    /// Cached until the frame, the level or the buttons change.
    pub fn points(&mut self, play: &PlayTest, revision: u64, held: Buttons) -> &[(i32, i32)] {
        let dir = Buttons::from_bits(held.bits() & (Buttons::LEFT.bits() | Buttons::RIGHT.bits()));
        let key = (play.frame(), revision, dir.bits());
        if self.arc.as_ref().is_none_or(|(k, _)| *k != key) {
            let mut world = play.world.clone();
            let mut points = Vec::with_capacity(ARC_FRAMES + 1);
            points.push((world.player.pixel_x(), world.player.pixel_y()));
            if world.player.previous_buttons.jump() {
                // Jump is already held: it must be released for one frame to be pressed again.
                world.step(dir);
                points.push((world.player.pixel_x(), world.player.pixel_y()));
            }
            for _ in 0..ARC_FRAMES {
                world.step(dir.union(Buttons::JUMP));
                points.push((world.player.pixel_x(), world.player.pixel_y()));
            }
            self.arc = Some((key, points));
        }
        self.arc.as_ref().map_or(&[], |(_, p)| p.as_slice())
    }
}
