//! Grounded terrain collision: the two ground sensors in the current mode, the winning sensor, the new
//! angle, snapping to the surface or leaving it (SPG "Slope Collision": While Grounded, 360 Degree Collision;
//! s2disasm `AnglePos`, `Sonic_Angle`, `Sonic_WalkVertR`, `Sonic_WalkCeiling`, `Sonic_WalkVertL`).

use super::probe::{Axis, GROUND_MODE, SensorId, SolidBit};
use super::{Ctx, Player};
use crate::profile::SnapLimit;
use crate::report::SensorSink;

impl Player {
    /// One ground check: sensors A and B point "down" relative to the mode, the nearer surface wins (A on a
    /// tie), the angle is taken from it (or snapped to a quarter), and the player is moved onto the surface
    /// or, if it is too far below, becomes airborne.
    pub(super) fn angle_pos(&mut self, ctx: &Ctx, sink: &mut impl SensorSink) {
        if self.on_object {
            // Standing on an object: the object holds him up, the floor is not looked at.
            self.primary_angle = 0;
            self.secondary_angle = 0;
            return;
        }
        let (x, y) = (self.pixel_x(), self.pixel_y());
        let (w, h) = (self.width_radius as i32, self.height_radius as i32);
        // (axis, B anchor, A anchor) per mode; B is the "primary" sensor the original checks first.
        let (axis, b, a) = match GROUND_MODE[usize::from(self.angle)] {
            0x00 => (Axis::Down, (x + w, y + h), (x - w, y + h)),
            0xC0 => (Axis::Right, (x + h, y - w), (x + h, y + w)),
            0x80 => (Axis::Up, (x + w, y - h), (x - w, y - h)),
            _ => (Axis::Left, (x - h, y - w), (x - h, y + w)),
        };
        self.primary_angle = 3;
        self.secondary_angle = 3;
        let (dist_b, angle_b) = self.probe(ctx, SensorId::B, axis, b, SolidBit::Top, sink);
        let (dist_a, angle_a) = self.probe(ctx, SensorId::A, axis, a, SolidBit::Top, sink);
        let distance = self.choose_angle(ctx, dist_b, dist_a, angle_b, angle_a);
        sink.winner(if distance == dist_a { SensorId::A } else { SensorId::B });

        if distance == 0 {
            return;
        }
        let vertical = matches!(axis, Axis::Down | Axis::Up);
        if distance < 0 {
            if distance >= -14 {
                self.shift_along(axis, distance);
            }
            return;
        }
        // Far below the feet: snap if within the limit, else leave the ground (S2: limit from the speed
        // across the surface, `mvabs.b x_vel` on floors and ceilings, `y_vel` on walls).
        let limit: i16 = match ctx.profile.snap_limit {
            SnapLimit::Fixed14 => 14,
            SnapLimit::SpeedBased => {
                let speed = if vertical { self.x_speed } else { self.y_speed };
                let high = ((speed >> 8) as i8).unsigned_abs().wrapping_add(4);
                high.min(14) as i16
            }
        };
        if distance as i8 > limit as i8 {
            self.air = true;
            self.pushing = false;
        } else {
            self.shift_along(axis, distance);
        }
    }

    /// Moves the player by `distance` pixels towards the surface of a sensor axis, keeping the subpixel.
    fn shift_along(&mut self, axis: Axis, distance: i16) {
        let d = (distance as i32) << 8;
        match axis {
            Axis::Down => self.y = self.y.wrapping_add(d),
            Axis::Up => self.y = self.y.wrapping_sub(d),
            Axis::Right => self.x = self.x.wrapping_add(d),
            Axis::Left => self.x = self.x.wrapping_sub(d),
        }
    }

    /// `Sonic_Angle`: the nearer of the two distances wins (A, the second sensor, on a tie) and its angle
    /// becomes the player's — unless it is flagged (odd) or, from Sonic 2 on, differs from the current angle
    /// by 0x20 or more: then the current angle snaps to the nearest quarter. Returns the winning distance.
    fn choose_angle(&mut self, ctx: &Ctx, dist_b: i16, dist_a: i16, angle_b: u8, angle_a: u8) -> i16 {
        let (distance, found) = if dist_a <= dist_b { (dist_a, angle_a) } else { (dist_b, angle_b) };
        let flagged = found & 1 != 0;
        let jump = (found.wrapping_sub(self.angle) as i8).unsigned_abs() >= 0x20;
        if flagged || (ctx.profile.angle_jump_snaps && jump) {
            self.angle = self.angle.wrapping_add(0x20) & 0xC0;
        } else {
            self.angle = found;
        }
        distance
    }
}
