//! Knuckles on a wall: grabbing it, climbing, jumping off, falling off the bottom and clambering over the top
//! (SPG "Special Abilities": Climbing, Falling, Clambering; "Super Speeds": the Super climbing speed).

use super::Ability;
use super::glide::GLIDE_RADII;
use crate::character::PUSH_RADIUS;
use crate::player::probe::{Axis, SensorId, SolidBit};
use crate::player::{Ctx, Input, Player, Pose};
use crate::report::SensorSink;

/// Climbing speed: 1 px a frame up or down; 2 for Super/Hyper Knuckles (SPG "Climbing", "Super Speeds").
pub const CLIMB_SPEED: i32 = 1;
pub const SUPER_CLIMB_SPEED: i32 = 2;
/// Jumping off a wall: X Speed 4 away from it, Y Speed −4 (SPG "Climbing").
pub const WALL_JUMP_X: i16 = 0x400;
pub const WALL_JUMP_Y: i16 = -0x400;
/// The clamber: 3 sub-images of 6 frames (SPG "Clambering").
pub const CLAMBER_FRAMES: u8 = 3 * 6;
/// A wall counts as found within this many pixels of the push sensor: 0 on a right wall, 1 on a left wall
/// (SPG "Climbing": the 1 px gap on a wall to the left).
const WALL_REACH: i16 = 1;

impl Player {
    /// Catches on the wall (`left`: the wall is on his left): speeds 0, the climbing size; on a left wall he
    /// keeps 1 px from it (SPG "Climbing").
    pub(super) fn grab_wall(&mut self, left: bool) {
        self.x_speed = 0;
        self.y_speed = 0;
        self.ground_speed = 0;
        (self.width_radius, self.height_radius) = GLIDE_RADII;
        if left {
            self.x = self.x.wrapping_add(1 << 8);
        }
        self.facing_left = left;
        self.jumping = false;
        self.pose = Pose::Walk;
        self.ability = Ability::Climb { left };
    }

    /// Distance from the push sensor on the wall side, at `dy` pixels from the centre, into the wall.
    fn wall_at(&mut self, ctx: &Ctx, left: bool, dy: i32, sink: &mut impl SensorSink) -> i16 {
        let (x, y) = (self.pixel_x(), self.pixel_y() + dy);
        let r = PUSH_RADIUS as i32;
        if left {
            self.probe(ctx, SensorId::E, Axis::Left, (x - r, y), SolidBit::LeftRightBottom, sink).0
        } else {
            self.probe(ctx, SensorId::F, Axis::Right, (x + r, y), SolidBit::LeftRightBottom, sink).0
        }
    }

    /// One climbing frame: jump off, or move up/down (stopping at a ceiling, landing on a floor), then fall off
    /// the bottom when no wall is at Y + Height Radius, or clamber when none is at Y − Height Radius.
    pub(super) fn climb_frame(&mut self, ctx: &Ctx, input: Input, left: bool, sink: &mut impl SensorSink) {
        if input.pressed.jump() {
            self.wall_jump(left);
            return;
        }
        let step = if self.super_form { SUPER_CLIMB_SPEED } else { CLIMB_SPEED };
        if input.held.up() {
            self.y = self.y.wrapping_sub(step << 8);
            let (d, _, _) = self.ceiling_distance(ctx, sink);
            if d < 0 {
                self.y = self.y.wrapping_sub((d as i32) << 8);
            }
        } else if input.held.down() {
            self.y = self.y.wrapping_add(step << 8);
            let (d, _, angle) = self.floor_distance(ctx, sink);
            if d < 0 {
                self.y = self.y.wrapping_add((d as i32) << 8);
                self.angle = angle;
                self.air = false;
                self.restore_standing_size();
                self.ability = Ability::None;
                return;
            }
        }
        let h = self.height_radius as i32;
        if self.wall_at(ctx, left, h, sink) > WALL_REACH {
            (self.width_radius, self.height_radius) = self.character.standing_radii();
            self.ability = Ability::GlideFall;
            return;
        }
        if self.wall_at(ctx, left, -h, sink) > WALL_REACH {
            self.ability = Ability::Clamber { left, frame: 0 };
        }
    }

    /// Jumping off the wall: 4 away from it, −4 up, curled, the glide available again.
    fn wall_jump(&mut self, left: bool) {
        self.x_speed = if left { WALL_JUMP_X } else { -WALL_JUMP_X };
        self.y_speed = WALL_JUMP_Y;
        self.facing_left = !left;
        (self.width_radius, self.height_radius) = self.character.standing_radii();
        self.curl();
        self.jumping = true;
        self.air = true;
        self.ability = Ability::None;
    }

    /// The clamber: 18 frames, then standing on the ledge with his X Position at the ledge's edge and his feet
    /// on its top. (The seed's figure with the per-frame offsets is missing; the sprite-aligning moves in
    /// between are not modelled: the position changes on the last frame.)
    pub(super) fn clamber_frame(&mut self, ctx: &Ctx, left: bool, frame: u8, sink: &mut impl SensorSink) {
        let frame = frame + 1;
        if frame < CLAMBER_FRAMES {
            self.ability = Ability::Clamber { left, frame };
            return;
        }
        // The ledge's edge: the wall's column next to him, just past the push sensor (and the 1 px gap on a
        // left wall).
        let reach = PUSH_RADIUS as i32 + 1;
        let edge = if left { self.pixel_x() - reach - 1 } else { self.pixel_x() + reach };
        let feet = self.pixel_y() - self.height_radius as i32;
        let (w, h) = self.character.standing_radii();
        self.width_radius = w;
        self.height_radius = h;
        self.x = (edge << 8) | (self.x & 0xFF);
        self.y = ((feet - h as i32) << 8) | (self.y & 0xFF);
        let d = self.floor_edge_distance(ctx, edge, sink);
        if (-16..16).contains(&d) {
            self.y = self.y.wrapping_add((d as i32) << 8);
        }
        self.angle = 0;
        self.air = false;
        self.x_speed = 0;
        self.y_speed = 0;
        self.ground_speed = 0;
        self.ability = Ability::None;
        self.pose = Pose::Walk;
    }
}
