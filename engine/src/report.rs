//! What one frame reports for the editor's overlay and the CSV: each sensor's anchor, direction, distance,
//! angle and tile, and the winning ground sensor. Built only when asked for: the simulation takes a sink,
//! and `NoReport` compiles to nothing.

use crate::sensor::Direction as Axis;
use crate::sensor_id::{Mode, SensorId};

/// One sensor scan this frame. A sensor that does not appear in a frame's report was inactive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SensorReading {
    pub id: SensorId,
    /// The pixel the scan started from.
    pub x: i32,
    pub y: i32,
    pub axis: Axis,
    /// Distance to the surface in pixels along the axis (negative = inside, 16..31-ish = nothing found).
    pub distance: i16,
    /// The angle the sensor's buffer holds after the scan (3 or a fallback when nothing was found).
    pub angle: u8,
    /// The tile index the scan ended on, if any.
    pub tile: Option<u16>,
}

/// Receives sensor readings as the player's collision code runs.
pub trait SensorSink {
    fn record(&mut self, reading: SensorReading);
    /// The ground sensor whose distance won this frame.
    fn winner(&mut self, id: SensorId);
}

/// The sink for plain simulation: records nothing, costs nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoReport;

impl SensorSink for NoReport {
    #[inline(always)]
    fn record(&mut self, _: SensorReading) {}
    #[inline(always)]
    fn winner(&mut self, _: SensorId) {}
}

/// Everything the sensors did in one frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FrameReport {
    pub readings: Vec<SensorReading>,
    pub winner: Option<SensorId>,
    /// The ground mode after the frame (from the player's angle; meaningful while grounded).
    pub mode: Option<Mode>,
}

impl FrameReport {
    /// The last reading of a sensor this frame, if it was active.
    pub fn last(&self, id: SensorId) -> Option<&SensorReading> {
        self.readings.iter().rev().find(|r| r.id == id)
    }
}

impl SensorSink for FrameReport {
    fn record(&mut self, reading: SensorReading) {
        self.readings.push(reading);
    }
    fn winner(&mut self, id: SensorId) {
        self.winner = Some(id);
    }
}
