//! Knuckles' glide, the drop out of it and the slide (SPG "Special Abilities": Gliding, Turning Around,
//! Sliding; "Characters": Knuckles' sizes; "Super Speeds": the Super glide acceleration and the Wall Quake).

use super::Ability;
use crate::character::Character;
use crate::math::cos;
use crate::player::probe::SolidBit;
use crate::player::{Ctx, Input, Player, Pose};
use crate::report::SensorSink;

/// X Speed when the glide starts: 4 in the facing direction (SPG "Gliding").
pub const GLIDE_SPEED: i16 = 0x400;
/// Glide acceleration: 0.015625 (4 subpixels) a frame; Super/Hyper 0.046875 (SPG "Super Speeds").
pub const GLIDE_ACCELERATION: i16 = 4;
pub const SUPER_GLIDE_ACCELERATION: i16 = 0x0C;
/// Glide top speed: 24 (SPG "Gliding").
pub const GLIDE_TOP_SPEED: i16 = 0x1800;
/// Glide gravity: 0.125 (32 subpixels), added below 0.5 and taken away above it (SPG "Gliding").
pub const GLIDE_GRAVITY: i16 = 0x20;
pub const GLIDE_Y_TARGET: i16 = 0x80;
/// The turn: the glide angle moves 2.8125° a frame, 2 in 256ths of a turn: 64 frames for a half turn.
pub const GLIDE_TURN_STEP: u8 = 2;
/// Letting go: X Speed × 0.25 (SPG "Gliding"), an arithmetic shift by 2.
pub const GLIDE_DROP_SHIFT: u32 = 2;
/// Width and Height Radius gliding, sliding and climbing: 10 and 10 (SPG "Characters": Knuckles).
pub const GLIDE_RADII: (u8, u8) = (10, 10);
/// Sliding friction: 0.125 (32 subpixels) a frame (SPG "Sliding").
pub const SLIDE_FRICTION: i16 = 0x20;
/// A Hyper glide into a wall at this speed or more is a Wall Quake: 4.5 (SPG "Super Speeds").
pub const WALL_QUAKE_SPEED: i16 = 0x480;
/// The Wall Quake's Y Speed: −2 (SPG "Super Speeds").
pub const WALL_QUAKE_Y_SPEED: i16 = -0x200;

impl Player {
    /// Knuckles' glide test: X Speed 4 in the facing direction, Y Speed 0 if it was rising, the gliding size.
    pub(super) fn start_glide(&mut self) {
        self.rolling = false;
        self.roll_jump = false;
        (self.width_radius, self.height_radius) = GLIDE_RADII;
        self.x_speed = if self.facing_left { -GLIDE_SPEED } else { GLIDE_SPEED };
        if self.y_speed < 0 {
            self.y_speed = 0;
        }
        self.pose = Pose::Walk;
        let turn = if self.facing_left { 0x80 } else { 0 };
        self.ability = Ability::Glide { turn, speed: GLIDE_SPEED, left: self.facing_left };
    }

    /// One glide frame: acceleration (only when not turning), the turn, X Speed from the glide angle, the glide
    /// gravity, then bounds, moving and the glide's collision; letting go of jump drops him.
    pub(super) fn glide_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        let Ability::Glide { mut turn, mut speed, mut left } = self.ability else { return };
        if input.held.left() {
            left = true;
        } else if input.held.right() {
            left = false;
        }
        let target: u8 = if left { 0x80 } else { 0 };
        if turn == target {
            let step = if self.super_form { SUPER_GLIDE_ACCELERATION } else { GLIDE_ACCELERATION };
            speed = speed.saturating_add(step).min(GLIDE_TOP_SPEED);
        } else if left {
            turn = turn.wrapping_add(GLIDE_TURN_STEP);
        } else {
            turn = turn.wrapping_sub(GLIDE_TURN_STEP);
        }
        self.x_speed = ((speed as i32 * cos(turn) as i32) >> 8) as i16;
        self.facing_left = self.x_speed < 0 || (self.x_speed == 0 && left);
        // `if (Y Speed < 0.5) += 0.125; if (Y Speed > 0.5) −= 0.125` (SPG "Gliding"): exactly 0.5 stays.
        if self.y_speed < GLIDE_Y_TARGET {
            self.y_speed += GLIDE_GRAVITY;
        } else if self.y_speed > GLIDE_Y_TARGET {
            self.y_speed -= GLIDE_GRAVITY;
        }
        self.ability = Ability::Glide { turn, speed, left };
        self.level_bound(ctx);
        self.object_move();
        if self.glide_collision(ctx, speed, sink) {
            return;
        }
        if !input.held.jump() {
            self.drop_from_glide();
        }
    }

    /// Letting go: X Speed × 0.25, the standing sizes, normal air physics from the next frame.
    fn drop_from_glide(&mut self) {
        self.x_speed >>= GLIDE_DROP_SHIFT;
        (self.width_radius, self.height_radius) = self.character.standing_radii();
        self.ability = Ability::GlideFall;
    }

    /// Walls (catch on, or a Wall Quake), the ceiling (stop rising) and the floor (slide). Returns true when the
    /// glide ended.
    fn glide_collision(&mut self, ctx: &Ctx, speed: i16, sink: &mut impl SensorSink) -> bool {
        let d = self.left_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
        if d < 0 {
            self.x = self.x.wrapping_sub((d as i32) << 8);
            if self.x_speed < 0 {
                return self.glide_hits_wall(true, speed);
            }
        }
        let d = self.right_wall_distance(ctx, SolidBit::LeftRightBottom, sink);
        if d < 0 {
            self.x = self.x.wrapping_add((d as i32) << 8);
            if self.x_speed > 0 {
                return self.glide_hits_wall(false, speed);
            }
        }
        let (d, _, _) = self.ceiling_distance(ctx, sink);
        if d < 0 {
            self.y = self.y.wrapping_sub((d as i32) << 8);
            if self.y_speed < 0 {
                self.y_speed = 0;
            }
        }
        if self.y_speed >= 0 {
            let (d, _, angle) = self.floor_distance(ctx, sink);
            if d < 0 {
                self.y = self.y.wrapping_add((d as i32) << 8);
                self.angle = angle;
                self.y_speed = 0;
                self.ground_speed = self.x_speed;
                self.air = false;
                self.jumping = false;
                self.ability = Ability::Slide;
                return true;
            }
        }
        false
    }

    /// Catching on a wall (SPG "Gliding": even while turning, as long as X Speed is towards the wall), or the
    /// Hyper Wall Quake at 4.5 or more (SPG "Super Speeds"; in S&K the quake is Hyper Knuckles' ability, the
    /// Hyper flag `Super_Sonic_Knux_flag` −1: Super Knuckles grabs the wall like the normal one).
    fn glide_hits_wall(&mut self, left: bool, speed: i16) -> bool {
        if self.hyper && speed >= WALL_QUAKE_SPEED {
            self.x_speed = 0;
            self.y_speed = WALL_QUAKE_Y_SPEED;
            (self.width_radius, self.height_radius) = self.character.standing_radii();
            self.ability = Ability::GlideFall;
            return true;
        }
        self.grab_wall(left);
        true
    }

    /// Dropping from a glide: a normal air frame (air control, drag, normal gravity, air collision) without
    /// the variable jump height.
    pub(super) fn glide_fall_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        self.air_control(ctx, input);
        self.level_bound(ctx);
        self.object_move_and_fall(ctx);
        self.jump_angle();
        self.air_collision(ctx, sink);
    }

    /// Sliding on his front: friction 0x20 towards 0, X Speed 0 at once when jump is let go, standing up
    /// when it reaches 0; he sticks to the floor as when grounded and drops off ledges.
    pub(super) fn slide_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) {
        if !input.held.jump() {
            self.ground_speed = 0;
        }
        let g = self.ground_speed;
        self.ground_speed = if g > 0 { (g - SLIDE_FRICTION).max(0) } else { (g + SLIDE_FRICTION).min(0) };
        if self.ground_speed == 0 {
            self.stand_up_from_slide();
            return;
        }
        self.x_speed = ((self.ground_speed as i32 * cos(self.angle) as i32) >> 8) as i16;
        self.y_speed = ((self.ground_speed as i32 * crate::math::sin(self.angle) as i32) >> 8) as i16;
        self.level_bound(ctx);
        self.object_move();
        self.angle_pos(ctx, sink);
        if self.air {
            (self.width_radius, self.height_radius) = self.character.standing_radii();
            self.ability = Ability::GlideFall;
        }
    }

    /// Standing up: the standing sizes with the feet where they were (the centre moves up by 19 − 10).
    fn stand_up_from_slide(&mut self) {
        self.x_speed = 0;
        self.y_speed = 0;
        self.restore_standing_size();
        self.ability = Ability::None;
        self.pose = Pose::Walk;
    }

    /// Back to the standing radii from a gliding/climbing size, keeping the feet in place.
    pub(super) fn restore_standing_size(&mut self) {
        let (w, h) = self.character.standing_radii();
        let diff = h as i32 - self.height_radius as i32;
        self.y = self.y.wrapping_sub(diff << 8);
        self.width_radius = w;
        self.height_radius = h;
    }

    /// Knuckles only: true when this player can glide under the profile.
    pub fn can_glide(&self, ctx: &Ctx) -> bool {
        self.character == Character::Knuckles && ctx.profile.moves.glide
    }
}
