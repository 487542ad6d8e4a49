//! The S3K elemental shields and their moves (SPG "Elemental Shields"; skdisasm `s3.asm`
//! `Sonic_FireShield`, `Sonic_LightningShield`, `Sonic_BubbleShield`, `BubbleShield_Bounce`), and the
//! lightning shield's ring magnetism.

use super::Ability;
use crate::math::{cos, sin};
use crate::player::Player;

/// Which shield Sonic has when `shield` is set: the basic one or an elemental one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Element {
    /// The basic (Sonic 2) shield.
    #[default]
    None,
    Fire,
    Lightning,
    Bubble,
}

/// Fire dash: X Speed 8 in the facing direction, Y Speed 0 (SPG "Fire Shield").
pub const FIRE_DASH: i16 = 0x800;
/// Lightning jump: Y Speed −5.5 (SPG "Lightning Shield").
pub const LIGHTNING_JUMP: i16 = -0x580;
/// Bubble: down_force 8; bounce_force 7.5, 4 under water (SPG "Water Shield"; the seed's "7.5 (− 4 if
/// underwater)" is read as 4 under water, `BubbleShield_Bounce`'s $400).
pub const BUBBLE_DOWN: i16 = 0x800;
pub const BUBBLE_BOUNCE: i16 = 0x780;
pub const BUBBLE_BOUNCE_UNDERWATER: i16 = 0x400;
/// Ring magnetism: follow_speed 0.1875 and turn_speed 0.75, inside 128 × 128 px around Sonic (SPG "Ring
/// Magnetization").
pub const MAGNET_FOLLOW: i16 = 0x30;
pub const MAGNET_TURN: i16 = 0xC0;
pub const MAGNET_RANGE: i32 = 64;

impl Player {
    /// An elemental shield: the shield flag and its element.
    pub fn give_elemental_shield(&mut self, element: Element) {
        self.shield = true;
        self.element = element;
    }

    /// The shield's move, once per jump (SPG "Elemental Shields").
    pub(super) fn shield_move(&mut self) {
        self.ability = Ability::Used;
        match self.element {
            Element::Fire => {
                let speed = if self.facing_left { -FIRE_DASH } else { FIRE_DASH };
                self.x_speed = speed;
                self.ground_speed = speed;
                self.y_speed = 0;
            }
            Element::Lightning => {
                self.y_speed = LIGHTNING_JUMP;
                self.jumping = false;
            }
            Element::Bubble => {
                self.x_speed = 0;
                self.ground_speed = 0;
                self.y_speed = BUBBLE_DOWN;
            }
            Element::None => {}
        }
    }

    pub(super) fn bubble_bounce_pending(&self) -> bool {
        self.ability == Ability::Used && self.shield && self.element == Element::Bubble && !self.super_form
    }

    /// The bounce after landing from a bubble dive: bounce_force along the surface normal, taken from the
    /// speeds the landing gave (`X −= f·sin a`, `Y −= f·cos a`), back in the air as from a jump.
    pub(super) fn bubble_bounce(&mut self) {
        let f = BUBBLE_BOUNCE as i32;
        self.x_speed = self.x_speed.wrapping_sub(((f * sin(self.angle) as i32) >> 8) as i16);
        self.y_speed = self.y_speed.wrapping_sub(((f * cos(self.angle) as i32) >> 8) as i16);
        self.air = true;
        self.jumping = true;
        self.ability = Ability::None;
        if !self.rolling {
            self.curl();
        }
    }
}

/// A ring pulled by the lightning shield: position in subpixels, speeds in subpixels per frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MagnetRing {
    pub x: i32,
    pub y: i32,
    pub x_speed: i16,
    pub y_speed: i16,
}

impl MagnetRing {
    /// Whether a ring at (x, y) (pixels) is inside the 128 × 128 box around the player.
    pub fn in_range(player: &Player, x: i32, y: i32) -> bool {
        (x - player.pixel_x()).abs() < MAGNET_RANGE && (y - player.pixel_y()).abs() < MAGNET_RANGE
    }

    /// One frame of the magnetised ring (SPG "Ring Magnetization"): per axis, towards the player by
    /// follow_speed when already moving towards him, else by turn_speed; then it moves.
    pub fn step(&mut self, player: &Player) {
        fn axis(speed: i16, to: i32) -> i16 {
            let towards = to.signum() as i16;
            if towards == 0 {
                return speed;
            }
            let accel = if speed.signum() == towards { MAGNET_FOLLOW } else { MAGNET_TURN };
            speed.wrapping_add(accel * towards)
        }
        self.x_speed = axis(self.x_speed, (player.x >> 8) - (self.x >> 8));
        self.y_speed = axis(self.y_speed, (player.y >> 8) - (self.y >> 8));
        self.x = self.x.wrapping_add(self.x_speed as i32);
        self.y = self.y.wrapping_add(self.y_speed as i32);
    }
}
