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
/// The fire and Hyper dashes' camera lag: `move.w #$2000,(H_scroll_frame_offset)` (32 frames).
pub const DASH_SCROLL_DELAY: u16 = 0x2000;
/// Lightning jump: Y Speed −5.5 (SPG "Lightning Shield").
pub const LIGHTNING_JUMP: i16 = -0x580;
/// Bubble: down_force 8; bounce_force 7.5, 4 under water (SPG "Water Shield"; the seed's "7.5 (− 4 if
/// underwater)" is read as 4 under water, `BubbleShield_Bounce`'s $400).
pub const BUBBLE_DOWN: i16 = 0x800;
pub const BUBBLE_BOUNCE: i16 = 0x780;
pub const BUBBLE_BOUNCE_UNDERWATER: i16 = 0x400;
/// Ring magnetism: follow_speed 0.1875 and turn_speed 0.75, inside 128 × 128 px around Sonic (SPG "Ring
/// Magnetization"; `AttractedRing_Move`: $30 and 4 × $30).
pub const MAGNET_FOLLOW: i16 = 0x30;
pub const MAGNET_TURN: i16 = 0xC0;
pub const MAGNET_RANGE: i32 = 64;

/// An object's `shield_reaction` bits (S3K): bounced away by a shield (projectiles), harmless to a player with
/// the fire, lightning or bubble shield (`Touch_ChkHurt`: `and.b shield_reaction(a1),d0`).
pub mod reaction {
    pub const BOUNCE: u8 = 1 << 3;
    pub const FIRE: u8 = 1 << 4;
    pub const LIGHTNING: u8 = 1 << 5;
    pub const BUBBLE: u8 = 1 << 6;
}

/// What touching a harmful object does to a player with the S3K shield rules (`Touch_ChkHurt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShieldOutcome {
    /// The usual hurt check (`Touch_ChkHurt2`: invincibility, blinking, then hurt).
    Hurt,
    /// His shield's element makes the object harmless (fire: fire, lightning: electricity, bubble: water).
    Immune,
    /// The object is a projectile and bounces away at 8 px/frame (SPG "Elemental Shields", "Gliding Attack").
    Deflect,
}

/// The speed a deflected projectile leaves at, away from the player (`muls.w #-$800`).
pub const DEFLECT_SPEED: i32 = -0x800;

impl Player {
    /// Has the lightning shield: rings near him are magnetised.
    #[inline]
    pub fn magnetises_rings(&self) -> bool {
        self.shield & (self.element == Element::Lightning)
    }

    /// The elemental bits of `status_secondary` his shield sets (fire 4, lightning 5, bubble 6).
    pub fn shield_bits(&self) -> u8 {
        if !self.shield {
            return 0;
        }
        match self.element {
            Element::None => 0,
            Element::Fire => reaction::FIRE,
            Element::Lightning => reaction::LIGHTNING,
            Element::Bubble => reaction::BUBBLE,
        }
    }

    /// `Touch_ChkHurt` in S3K: with a shield, invincibility or a Super form, a shield whose element matches the
    /// object's reaction makes it harmless; any shield bounces projectiles away. Without one, the
    /// insta-shield's attack, Tails' flight and Knuckles' glide and slide (`double_jump_flag` 1) bounce them
    /// too (SPG "Gliding Attack": "He will also deflect projectiles (just like the Shields do)").
    pub fn shield_outcome(&self, object_reaction: u8) -> ShieldOutcome {
        let bounces = object_reaction & reaction::BOUNCE != 0;
        if self.shield || self.invincibility != 0 || self.super_form {
            if self.shield_bits() & object_reaction != 0 {
                return ShieldOutcome::Immune;
            }
            return if self.shield && bounces { ShieldOutcome::Deflect } else { ShieldOutcome::Hurt };
        }
        let double_jump = matches!(
            self.ability,
            Ability::InstaShield { .. }
                | Ability::Used
                | Ability::Flight { .. }
                | Ability::Glide { .. }
                | Ability::Slide
        );
        if double_jump && bounces { ShieldOutcome::Deflect } else { ShieldOutcome::Hurt }
    }

    /// An elemental shield: the shield flag and its element.
    pub fn give_elemental_shield(&mut self, element: Element) {
        self.shield = true;
        self.element = element;
        if element == Element::Bubble {
            // `Obj_BubbleShield` calls `Player_ResetAirTimer` when it appears.
            self.breathe();
        }
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
                self.dash_scroll_lag();
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

    /// The dashes' camera lag (skdisasm `Sonic_FireShield`: `H_scroll_frame_offset` $2000 and
    /// `Reset_Player_Position_Array`; SPG "Flame Shield Lag": the same for the Hyper dash).
    pub(super) fn dash_scroll_lag(&mut self) {
        self.scroll_delay = DASH_SCROLL_DELAY;
        self.record_reset = Some(self.pixel_x() as u16);
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

/// A ring pulled by the lightning shield: position in subpixels, speeds in subpixels per frame (skdisasm
/// `Obj_Attracted_Ring`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MagnetRing {
    pub x: i32,
    pub y: i32,
    pub x_speed: i16,
    pub y_speed: i16,
}

impl MagnetRing {
    /// Whether a ring centred at (x, y) (pixels) is caught by the 128 × 128 box around the player
    /// (`Test_Ring_Collisions` with the lightning shield: the player's box from x − 64, y − 64, 128 wide and
    /// tall, against the ring's 12 × 12): the centres at most 70 px apart on each axis.
    pub fn in_range(player: &Player, x: i32, y: i32) -> bool {
        let axis = |ring: i32, centre: i32| {
            let d = (ring as u16).wrapping_sub(6).wrapping_sub((centre as u16).wrapping_sub(MAGNET_RANGE as u16));
            (i32::from(d as i16) + 12) as u32 <= (2 * MAGNET_RANGE + 12) as u32
        };
        axis(x, player.pixel_x()) && axis(y, player.pixel_y())
    }

    /// One frame of the magnetised ring (SPG "Ring Magnetization"; `AttractedRing_Move`): per axis, towards
    /// the player by follow_speed (0x30) when already moving towards him, else by turn_speed (0xC0); then it
    /// moves (`MoveSprite2`). Exactly as the game compares: a player at or right of (below) the ring pulls
    /// right (down), and a speed of 0 counts as moving right (down) — so a resting ring starts towards a
    /// player on its right at 0x30 and towards one on its left at 0xC0.
    pub fn step(&mut self, player: &Player) {
        fn axis(speed: i16, player: i32, ring: i32) -> i16 {
            let accel = if (player as u16) >= (ring as u16) {
                if speed >= 0 { MAGNET_FOLLOW } else { MAGNET_TURN }
            } else if speed < 0 {
                -MAGNET_FOLLOW
            } else {
                -MAGNET_TURN
            };
            speed.wrapping_add(accel)
        }
        self.x_speed = axis(self.x_speed, player.pixel_x(), self.x >> 8);
        self.y_speed = axis(self.y_speed, player.pixel_y(), self.y >> 8);
        self.x = self.x.wrapping_add(i32::from(self.x_speed));
        self.y = self.y.wrapping_add(i32::from(self.y_speed));
    }
}
