//! The player's sensor checks, as Sonic 2's collision routines call the tile scans: which anchor, which
//! direction, which solidity bit, which angle buffer, and what "nothing found" angle to fall back to
//! (s2disasm `Sonic_CheckFloor`, `Sonic_CheckCeiling`, `CheckLeftWallDist`, `CheckRightWallDist`,
//! `CalcRoomInFront`, `CalcRoomOverHead`, `ChkFloorEdge`). Every check is reported to the sensor sink.

use super::{Ctx, Player};
use crate::report::{SensorReading, SensorSink};
/// Which solidity bit a check tests: the floor checks use the top-solid bit; walls, ceilings and the
/// look-ahead use the left/right/bottom bit — decided by the calling routine, not by the direction.
pub use crate::sensor::SolidBit;
use crate::sensor::{self, Scan};
use formats::Angle;
use formats::Layer;

/// Which way a sensor scans.
pub use crate::sensor::Direction as Axis;

/// The sensor names live beside the ground modes (`crate::sensor_id`); here for the existing paths.
pub use crate::sensor_id::SensorId;

/// [`Angle::ground_mode`] of every angle: one load instead of its rounding arithmetic in
/// `AnglePos` and `CalcRoomInFront`, every grounded frame.
pub(super) static GROUND_MODE: [u8; 256] = {
    let mut t = [0; 256];
    let mut a = 0;
    while a < 256 {
        t[a] = Angle(a as u8).ground_mode().0;
        a += 1;
    }
    t
};

impl Player {
    /// One tile scan from an anchor in a direction. Writes the angle of every solid tile visited into the
    /// primary or secondary angle buffer and returns (distance, buffer after the scan). Always inlined, so
    /// that each check's constant direction and solidity bit fold into its own copy of the sensor.
    #[inline(always)]
    pub(super) fn probe(
        &mut self,
        ctx: &Ctx,
        id: SensorId,
        axis: Axis,
        (x, y): (i32, i32),
        bit: SolidBit,
        sink: &mut impl SensorSink,
    ) -> (i16, u8) {
        if ctx.background.is_some() {
            return self.probe_both_planes(ctx, id, axis, (x, y), bit, sink);
        }
        let hit = sensor::scan(ctx.terrain, self.layer, bit, axis, x, y);
        self.take(id, axis, (x, y), hit, sink)
    }

    /// A scan's result into the angle buffer the sensor writes, reported: (distance, buffer after the scan).
    #[inline(always)]
    fn take(
        &mut self,
        id: SensorId,
        axis: Axis,
        (x, y): (i32, i32),
        hit: Scan,
        sink: &mut impl SensorSink,
    ) -> (i16, u8) {
        let distance = hit.distance as i16;
        let buffer = if id.uses_primary_buffer() { &mut self.primary_angle } else { &mut self.secondary_angle };
        if let Some(angle) = hit.angle {
            *buffer = angle;
        }
        let angle = *buffer;
        sink.record(SensorReading { id, x, y, axis, distance, angle, tile: hit.tile });
        (distance, angle)
    }

    /// [`Player::probe`] with background collision on (`FindFloor`/`FindWall` with `Background_collision_flag`
    /// set): the nearer of both planes ([`crate::background`]). Out of line, so that the usual probe stays as
    /// it was but for one test.
    #[cold]
    #[inline(never)]
    fn probe_both_planes(
        &mut self,
        ctx: &Ctx,
        id: SensorId,
        axis: Axis,
        (x, y): (i32, i32),
        bit: SolidBit,
        sink: &mut impl SensorSink,
    ) -> (i16, u8) {
        let mut hit = sensor::scan(ctx.terrain, self.layer, bit, axis, x, y);
        if let Some(background) = &ctx.background {
            hit = background.nearer(hit, (self.layer, bit, axis), (x, y));
        }
        self.take(id, axis, (x, y), hit, sink)
    }

    /// A pair of scans, primary first, and the nearer result as `loc_1ECC6` picks it: the secondary
    /// (second) wins ties; an odd (flagged or nothing-found) angle becomes `fallback`.
    /// Returns (nearer, other, angle). Always inlined, like [`Player::probe`].
    #[inline(always)]
    fn pair(
        &mut self,
        ctx: &Ctx,
        [first, second]: [(SensorId, (i32, i32)); 2],
        axis: Axis,
        bit: SolidBit,
        fallback: u8,
        sink: &mut impl SensorSink,
    ) -> (i16, i16, u8) {
        let (d0, a0) = self.probe(ctx, first.0, axis, first.1, bit, sink);
        let (d1, a1) = self.probe(ctx, second.0, axis, second.1, bit, sink);
        let (near, other, angle) = if d1 <= d0 { (d1, d0, a1) } else { (d0, d1, a0) };
        (near, other, if angle & 1 != 0 { fallback } else { angle })
    }

    /// `Sonic_CheckFloor`: sensors A and B straight down from the feet (top-solid bit).
    pub(super) fn floor_distance(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) -> (i16, i16, u8) {
        let (x, y, w, h) = self.anchor();
        self.pair(
            ctx,
            [(SensorId::B, (x + w, y + h)), (SensorId::A, (x - w, y + h))],
            Axis::Down,
            SolidBit::Top,
            0,
            sink,
        )
    }

    /// `Sonic_CheckCeiling`: sensors C and D straight up from the head (left/right/bottom bit).
    pub(super) fn ceiling_distance(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) -> (i16, i16, u8) {
        let (x, y, w, h) = self.anchor();
        self.pair(
            ctx,
            [(SensorId::D, (x + w, y - h)), (SensorId::C, (x - w, y - h))],
            Axis::Up,
            SolidBit::LeftRightBottom,
            0x80,
            sink,
        )
    }

    /// `CheckLeftWallDist`: sensor E, 10 px left of the centre.
    pub(super) fn left_wall_distance(&mut self, ctx: &Ctx, bit: SolidBit, sink: &mut impl SensorSink) -> i16 {
        let (x, y) = (self.pixel_x(), self.pixel_y());
        self.probe(ctx, SensorId::E, Axis::Left, (x - 10, y), bit, sink).0
    }

    /// `CheckRightWallDist`: sensor F, 10 px right of the centre.
    pub(super) fn right_wall_distance(&mut self, ctx: &Ctx, bit: SolidBit, sink: &mut impl SensorSink) -> i16 {
        let (x, y) = (self.pixel_x(), self.pixel_y());
        self.probe(ctx, SensorId::F, Axis::Right, (x + 10, y), bit, sink).0
    }

    /// `ChkFloorEdge`: straight down from (x, feet), top-solid bit; the primary buffer starts at 0.
    pub(super) fn floor_edge_distance(&mut self, ctx: &Ctx, x: i32, sink: &mut impl SensorSink) -> i16 {
        self.primary_angle = 0;
        let y = self.pixel_y() + self.height_radius as i32;
        self.probe(ctx, SensorId::Centre, Axis::Down, (x, y), SolidBit::Top, sink).0
    }

    /// `CalcRoomInFront`: a push sensor (E or F) at the position this frame's speed leads to, pointing
    /// `direction` (the ground angle turned a quarter towards the motion); 8 px lower on flat ground.
    pub(super) fn room_in_front(&mut self, ctx: &Ctx, direction: u8, sink: &mut impl SensorSink) -> i16 {
        let x = (self.x.wrapping_add(self.x_speed as i32)) >> 8;
        let mut y = (self.y.wrapping_add(self.y_speed as i32)) >> 8;
        self.primary_angle = direction;
        self.secondary_angle = direction;
        let id = if self.ground_speed > 0 { SensorId::F } else { SensorId::E };
        match GROUND_MODE[usize::from(direction)] {
            0x00 => self.probe(ctx, id, Axis::Down, (x, y + 10), SolidBit::LeftRightBottom, sink).0,
            0x80 => self.probe(ctx, id, Axis::Up, (x, y - 10), SolidBit::LeftRightBottom, sink).0,
            mode => {
                if direction & 0x38 == 0 {
                    y += 8;
                }
                if mode == 0x40 {
                    self.probe(ctx, id, Axis::Left, (x - 10, y), SolidBit::LeftRightBottom, sink).0
                } else {
                    self.probe(ctx, id, Axis::Right, (x + 10, y), SolidBit::LeftRightBottom, sink).0
                }
            }
        }
    }

    /// `CalcRoomOverHead`: the pair of sensors on the side the head points to (`direction` = angle + 0x80).
    /// On the floor quadrant the original falls through into `Sonic_CheckFloor`, and so does this.
    pub(super) fn room_over_head(&mut self, ctx: &Ctx, direction: u8, sink: &mut impl SensorSink) -> i16 {
        self.primary_angle = direction;
        self.secondary_angle = direction;
        let (x, y, w, h) = self.anchor();
        match Angle(direction).quadrant().0 {
            0x40 => {
                self.pair(
                    ctx,
                    [(SensorId::D, (x - h, y - w)), (SensorId::C, (x - h, y + w))],
                    Axis::Left,
                    SolidBit::LeftRightBottom,
                    0x40,
                    sink,
                )
                .0
            }
            0x80 => self.ceiling_distance(ctx, sink).0,
            0xC0 => {
                self.pair(
                    ctx,
                    [(SensorId::D, (x + h, y - w)), (SensorId::C, (x + h, y + w))],
                    Axis::Right,
                    SolidBit::LeftRightBottom,
                    0xC0,
                    sink,
                )
                .0
            }
            _ => self.floor_distance(ctx, sink).0,
        }
    }

    fn anchor(&self) -> (i32, i32, i32, i32) {
        (self.pixel_x(), self.pixel_y(), self.width_radius as i32, self.height_radius as i32)
    }

    /// The collision layer used by the scans.
    pub fn collision_layer(&self) -> Layer {
        self.layer
    }
}

impl Player {
    /// With background collision on, after the grounded modes' `AnglePos` (S3K `Sonic_MdNormal`,
    /// `Sonic_MdRoll` and the spindash's, and Tails' copies): the floor check from 4 px above his centre
    /// (`sub_10BA2`: the left/right/bottom bit, the primary buffer from 0) finding him inside the terrain kills
    /// him (`Kill_Character`: Hydrocity 2's wall caught him); else a wall on his left he is inside pushes him
    /// right out of it (`CheckLeftWallDist`).
    /// (Callers test `ctx.background` first: one branch on every other frame.)
    #[cold]
    #[inline(never)]
    pub(super) fn background_squeeze(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        self.primary_angle = 0;
        let at = (self.pixel_x(), self.pixel_y() - 4);
        if self.probe(ctx, SensorId::Centre, Axis::Down, at, SolidBit::LeftRightBottom, sink).0 < 0 {
            self.kill();
            return;
        }
        let d = self.left_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
        if d < 0 {
            self.x = self.x.wrapping_sub(i32::from(d) << 8);
        }
    }

    /// `ChkFloorEdge2` for an object's `DropOnFloor`: the terrain's distance below his feet at his centre
    /// (top-solid bit of his layer), nothing reported.
    pub fn floor_below_feet(&mut self, ctx: &Ctx) -> i16 {
        self.floor_edge_distance(ctx, self.pixel_x(), &mut crate::report::NoReport)
    }
}
