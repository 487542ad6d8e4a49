//! The characters' own moves and the power-ups that change how they move (SPG "Special Abilities",
//! "Elemental Shields", "Super Speeds"; skdisasm `s3.asm` `Sonic_ShieldMoves`, `Tails_JumpHeight`,
//! `Tails_Move_FlySwim`; the Sonic CD and Mania decompilations for the Peel Out and the Drop Dash).
//!
//! Which moves exist is part of the physics profile ([`MoveSet`]): the player code asks the profile and never
//! tests which game it is. One file per move.

mod climb;
mod drop_dash;
mod flight;
mod glide;
mod insta_shield;
mod peel_out;
mod shields;
mod super_form;

pub use climb::{CLAMBER_FRAMES, CLIMB_SPEED, SUPER_CLIMB_SPEED, WALL_JUMP_X, WALL_JUMP_Y};
pub use drop_dash::{DROP_DASH_CHARGE_FRAMES, DROP_DASH_MAX, DROP_DASH_SPEED};
pub use flight::{
    FLIGHT_FRAMES, FLIGHT_GRAVITY, FLIGHT_LIFT, FLIGHT_LIFT_FRAMES, FLIGHT_LIFT_UNTIL, FLYING_ATTACK_ANGLES,
};
pub use glide::{
    GLIDE_ACCELERATION, GLIDE_DROP_SHIFT, GLIDE_GRAVITY, GLIDE_RADII, GLIDE_SPEED, GLIDE_TOP_SPEED, GLIDE_TURN_STEP,
    GLIDE_Y_TARGET, SLIDE_FRICTION, SUPER_GLIDE_ACCELERATION, WALL_QUAKE_SPEED, WALL_QUAKE_Y_SPEED,
};
pub use insta_shield::{INSTA_SHIELD_FRAMES, INSTA_SHIELD_RADII};
pub use peel_out::{PEEL_OUT_FRAMES, PEEL_OUT_SPEED};
pub use shields::{
    BUBBLE_BOUNCE, BUBBLE_BOUNCE_UNDERWATER, BUBBLE_DOWN, DASH_SCROLL_DELAY, DEFLECT_SPEED, Element, FIRE_DASH,
    LIGHTNING_JUMP, MAGNET_FOLLOW, MAGNET_RANGE, MAGNET_TURN, MagnetRing, ShieldOutcome, reaction,
};
pub use super_form::{
    HYPER_DASH, SUPER_DRAIN_FRAMES, SUPER_EMERALDS, SUPER_JUMP, SUPER_OTHERS, SUPER_RINGS, SUPER_SONIC,
    TRANSFORM_FRAMES,
};

use super::{Ctx, Input, Player};
use crate::character::Character;
pub use crate::profile::MoveSet;
use crate::profile::SuperTrigger;
use crate::report::SensorSink;

/// What the player is doing beyond the basic states: a move in progress or, once a jump move has been used,
/// that it may not be used again before landing (the games' `double_jump_flag` and `double_jump_property`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ability {
    #[default]
    None,
    /// A jump move (shield move, insta-shield, a cancelled drop dash) was used: none again before landing.
    Used,
    /// Tails flying. `lift`: 0 when not lifting, else the frames the lift has lasted + 2 (the game's flag
    /// counts from 2 to 0x20); `timer`: frames of flight left (0 = tired: presses do nothing).
    Flight { lift: u8, timer: u16 },
    /// Knuckles gliding. `turn`: the glide angle, 0 = right, 0x80 = left (the seed's `a`); `speed`: the
    /// glide speed (the seed's `t`, the game's Ground Speed); `left`: the direction he is turning towards.
    Glide { turn: u8, speed: i16, left: bool },
    /// Dropping from a glide (standing sizes, normal gravity); X Speed goes to 0 on landing.
    GlideFall,
    /// Sliding on his front after gliding into the floor.
    Slide,
    /// On a wall (`left`: the wall is on his left).
    Climb { left: bool },
    /// Clambering over the top of a wall: `frame` counts up to [`CLAMBER_FRAMES`].
    Clamber { left: bool, frame: u8 },
    /// Sonic charging a Super Peel Out: frames held so far (capped at [`PEEL_OUT_FRAMES`]).
    PeelOut { frames: u8 },
    /// Sonic charging a Drop Dash in the air: frames jump has been held since the second press.
    DropDash { frames: u8 },
    /// The insta-shield's expanded hitbox: frames left.
    InstaShield { frames: u8 },
}

impl Ability {
    /// A short name for the HUD.
    pub const fn label(self) -> &'static str {
        match self {
            Ability::None => "",
            Ability::Used => "move used",
            Ability::Flight { timer: 0, .. } => "flying (tired)",
            Ability::Flight { .. } => "flying",
            Ability::Glide { .. } => "gliding",
            Ability::GlideFall => "falling from glide",
            Ability::Slide => "sliding",
            Ability::Climb { .. } => "climbing",
            Ability::Clamber { .. } => "clambering",
            Ability::PeelOut { .. } => "peel out",
            Ability::DropDash { .. } => "drop dash",
            Ability::InstaShield { .. } => "insta-shield",
        }
    }
}

impl Player {
    /// The move in progress for the HUD, with its timer where it has one (flight time left in frames, the
    /// peel-out and drop-dash charge, the insta-shield's frames left).
    pub fn move_text(&self) -> String {
        match self.ability {
            Ability::None => "—".to_string(),
            Ability::Flight { timer, lift } => {
                format!("flying {timer}{}", if lift != 0 { " lift" } else { "" })
            }
            Ability::Glide { speed, .. } => format!("gliding {speed:#x}"),
            Ability::PeelOut { frames } => format!("peel out {frames}/{PEEL_OUT_FRAMES}"),
            Ability::DropDash { frames } => format!("drop dash {frames}/{DROP_DASH_CHARGE_FRAMES}"),
            Ability::InstaShield { frames } => format!("insta-shield {frames}"),
            other => other.label().to_string(),
        }
    }

    /// Shield, invincibility, shoes and Super form for the HUD, short (the timers in frames; Super with the
    /// frames to the next ring drained).
    pub fn power_up_text(&self) -> String {
        let mut parts = Vec::new();
        if self.shield {
            parts.push(
                match self.element {
                    Element::None => "shield",
                    Element::Fire => "fire",
                    Element::Lightning => "lightning",
                    Element::Bubble => "bubble",
                }
                .to_string(),
            );
        }
        if self.invincibility != 0 {
            parts.push(format!("inv {}", self.invincibility));
        }
        if self.speed_shoes != 0 {
            parts.push(format!("shoes {}", self.speed_shoes));
        }
        if self.super_form {
            parts.push(format!("{} {}", if self.hyper { "Hyper" } else { "Super" }, self.super_drain));
        }
        if self.underwater || self.breath.sinking != 0 {
            parts.push(if self.breath.sinking != 0 {
                "drowning".to_string()
            } else {
                format!("air {}", self.breath.air)
            });
        }
        if parts.is_empty() { "—".to_string() } else { parts.join(", ") }
    }

    /// Runs the frame of a move that replaces the normal routines (flight, glide, slide, climb, clamber, the
    /// peel-out charge). Returns false when the normal routines run.
    pub(super) fn ability_frame(&mut self, ctx: &Ctx, input: Input, sink: &mut impl SensorSink) -> bool {
        match self.ability {
            Ability::Flight { .. } if self.air => self.flight_frame(ctx, input, sink),
            Ability::Glide { .. } if self.air => self.glide_frame(ctx, input, sink),
            Ability::GlideFall if self.air => self.glide_fall_frame(ctx, input, sink),
            Ability::Slide => self.slide_frame(ctx, input, sink),
            Ability::Climb { left } => self.climb_frame(ctx, input, left, sink),
            Ability::Clamber { left, frame } => self.clamber_frame(ctx, left, frame, sink),
            Ability::PeelOut { .. } if !self.air => self.peel_out_frame(ctx, input, sink),
            _ => return false,
        }
        true
    }

    /// The second press of jump in the air: the character's or the shield's move (`Sonic_ShieldMoves`,
    /// `Tails_Test_For_Flight`, Knuckles' glide test). Reached, as in the games, only while jumping and once
    /// the variable jump height no longer caps (Y Speed ≥ −0x400).
    // (Inlined, the press tested first: most frames have none, and the test is cheaper than the call.)
    #[inline(always)]
    pub(super) fn air_move(&mut self, ctx: &Ctx, input: Input) {
        if input.pressed.jump()
            && self.jumping
            && matches!(self.ability, Ability::None)
            && self.y_speed >= self.jump_release()
        {
            self.air_move_pressed(ctx, input);
        }
    }

    /// The rest of [`Player::air_move`]: the move the press starts.
    #[inline(never)]
    fn air_move_pressed(&mut self, ctx: &Ctx, input: Input) {
        let moves = ctx.profile.moves;
        // Sonic 3 onwards: the press transforms first where it may (Knuckles before gliding, Tails before
        // flying: the S&K order; see `super_form`).
        let press_transforms = ctx.can_transform && ctx.profile.super_trigger == SuperTrigger::JumpPress;
        match self.character {
            Character::Tails if press_transforms && self.invincibility == 0 => self.transform(),
            Character::Knuckles if press_transforms && self.invincibility == 0 => self.transform_with(ctx.hyper),
            Character::Tails if moves.flight && !self.cpu_driven => self.start_flight(),
            Character::Knuckles if moves.glide => self.start_glide(),
            Character::Sonic => self.sonic_air_move(moves, press_transforms, ctx.hyper, input),
            _ => {}
        }
    }

    /// Sonic's order in `Sonic_ShieldMoves`: Super (nothing), then invincibility (nothing), fire, lightning,
    /// bubble, the transformation (`Sonic_CheckTransform`), the insta-shield without a shield; Mania's Drop
    /// Dash where the profile has it.
    fn sonic_air_move(&mut self, moves: MoveSet, press_transforms: bool, hyper: bool, input: Input) {
        // Sonic 2 has none of these: there the press does nothing (and the roll-jump keeps its lock).
        if !(moves.elemental_shields || moves.drop_dash || moves.insta_shield || press_transforms) {
            return;
        }
        self.roll_jump = false;
        if self.super_form {
            if self.hyper {
                self.hyper_dash(input);
            }
            self.ability = Ability::Used;
            return;
        }
        if self.invincibility != 0 {
            return;
        }
        if moves.elemental_shields && self.shield && self.element != Element::None {
            self.shield_move();
            return;
        }
        if press_transforms {
            self.transform_with(hyper);
            return;
        }
        if moves.drop_dash {
            self.ability = Ability::DropDash { frames: 0 };
            return;
        }
        if moves.insta_shield && !self.shield {
            self.ability = Ability::InstaShield { frames: INSTA_SHIELD_FRAMES };
        }
    }

    /// Once a frame after the player's routine: the timers of the moves that run beside the normal routines.
    pub(super) fn ability_after_frame(&mut self, input: Input) {
        match self.ability {
            Ability::InstaShield { frames } => {
                // Counted so that objects touch the expanded hitbox on 14 frames, the press frame first.
                self.ability = if frames > 0 { Ability::InstaShield { frames: frames - 1 } } else { Ability::Used };
            }
            Ability::DropDash { frames } if self.air => {
                self.ability = if input.held.jump() {
                    Ability::DropDash { frames: frames.saturating_add(1).min(DROP_DASH_CHARGE_FRAMES) }
                } else {
                    Ability::Used
                };
            }
            Ability::DropDash { frames } => self.drop_dash_release(frames, input),
            Ability::GlideFall if !self.air => {
                // SPG "Gliding": when he hits the ground after dropping, X Speed is set to 0.
                self.x_speed = 0;
                self.ground_speed = 0;
                self.ability = Ability::None;
            }
            Ability::Used if !self.air && self.bubble_bounce_pending() => self.bubble_bounce(),
            _ => {}
        }
    }

    /// A hit or death ends any move; the gliding and climbing size goes back to standing.
    pub(crate) fn end_ability(&mut self) {
        if matches!(
            self.ability,
            Ability::Glide { .. } | Ability::Slide | Ability::Climb { .. } | Ability::Clamber { .. }
        ) {
            (self.width_radius, self.height_radius) = self.character.standing_radii();
        }
        self.ability = Ability::None;
    }

    /// Landing ends every air move (`double_jump_flag` cleared in `Sonic_ResetOnFloor`), except a charged
    /// Drop Dash, which is released after the landing speeds are known, and the bubble shield's bounce.
    pub(super) fn ability_on_landing(&mut self) {
        match self.ability {
            Ability::DropDash { .. }
            | Ability::GlideFall
            | Ability::Slide
            | Ability::Climb { .. }
            | Ability::Clamber { .. } => {}
            Ability::Used if self.bubble_bounce_pending() => {}
            _ => self.ability = Ability::None,
        }
    }
}
