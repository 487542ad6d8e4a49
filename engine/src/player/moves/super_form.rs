//! Super forms (SPG "Super Speeds": Super/Hyper Sonic, Super Tails, Super/Hyper Knuckles, Ring Countdown;
//! s2disasm `Sonic_CheckGoSuper`, `Sonic_Super`, `Sonic_RevertToNormal`, `PalCycle_SuperSonic`; skdisasm
//! `s3.asm` `Sonic_CheckTransform`, `Sonic_Transform`, `Sonic_Super`).

use crate::character::Character;
use crate::player::Player;

/// Transforming needs 50 rings (SPG "Super Speeds"; `Sonic_CheckGoSuper`: `cmpi.w #50,(Ring_count)`).
pub const SUPER_RINGS: u16 = 50;
/// ... and the 7 Chaos Emeralds (`cmpi.b #7,(Emerald_count)`).
pub const SUPER_EMERALDS: u8 = 7;
/// One ring is drained every 60 frames (SPG "Ring Countdown").
pub const SUPER_DRAIN_FRAMES: u16 = 60;
/// Frames the transformation holds him still: `obj_control` is $81 from the transforming frame until
/// `PalCycle_SuperSonic` ends the fade-in, which waits 16 frames (`Palette_timer` $F) and then steps 6 palette
/// frames 4 frames apart: 36 frames counting the transforming one.
pub const TRANSFORM_FRAMES: u8 = 36;

/// Super Sonic's top speed, acceleration and deceleration (SPG "Super Speeds": 10, 0.1875, 1;
/// `Sonic_Transform`: $A00, $30, $100).
pub const SUPER_SONIC: (i16, i16, i16) = (0xA00, 0x30, 0x100);
/// Super Tails' and Super/Hyper Knuckles' (SPG "Super Speeds": 8, 0.09375, 0.75).
pub const SUPER_OTHERS: (i16, i16, i16) = (0x800, 0x18, 0xC0);
/// The Hyper dash's speed: 8 (SPG "Super Speeds", Hyper Blast Ability).
pub const HYPER_DASH: i16 = 0x800;
/// Super Sonic's initial jump speed: 8 (SPG "Super Speeds"; Knuckles keeps his).
pub const SUPER_JUMP: i16 = 0x800;

impl Player {
    /// The Super form's (top speed, acceleration, deceleration).
    pub fn super_constants(&self) -> (i16, i16, i16) {
        if self.character == Character::Sonic { SUPER_SONIC } else { SUPER_OTHERS }
    }

    /// Becomes Super if the rings and emeralds allow it (`Sonic_CheckTransform`): returns whether it did.
    pub fn try_transform(&mut self, rings: u16, emeralds: u8) -> bool {
        if self.super_form || emeralds < SUPER_EMERALDS || rings < SUPER_RINGS {
            return false;
        }
        self.transform();
        true
    }

    /// `Sonic_Transform`: the Super constants, invincible (`Status_Invincible` with the invincibility timer
    /// 0), the drain timer at 60, held still by `obj_control` $81 for the transformation.
    pub fn transform(&mut self) {
        self.super_form = true;
        self.super_drain = SUPER_DRAIN_FRAMES;
        self.invincibility = 0;
        self.object_control = 0x81;
        self.transform_frames = TRANSFORM_FRAMES;
    }

    /// Turns Hyper: `transform` with the Hyper flag (S&K's `Super_Sonic_Knux_flag` = −1, which needs the seven
    /// Super Emeralds: `cmpi.b #7,(Super_emerald_count)` in `Sonic_Transform` and `Knuckles_Transform`).
    pub fn transform_hyper(&mut self) {
        self.transform();
        self.hyper = true;
    }

    /// `transform`, Hyper when `hyper` (the world's Super Emerald count and the profile decide).
    pub fn transform_with(&mut self, hyper: bool) {
        self.transform();
        self.hyper = hyper;
    }

    /// The Hyper dash on the second jump press (SPG "Super Speeds", Hyper Blast Ability): X Speed 8 the way
    /// he faces and Y Speed 0; holding Up, Y Speed −8 and X Speed 0. Ground Speed is left alone (the seed
    /// gives only the two speeds).
    pub(super) fn hyper_dash(&mut self, input: crate::player::Input) {
        if input.held.up() {
            self.x_speed = 0;
            self.y_speed = -HYPER_DASH;
        } else {
            self.x_speed = if self.facing_left { -HYPER_DASH } else { HYPER_DASH };
            self.y_speed = 0;
        }
        self.dash_scroll_lag();
    }

    /// `Sonic_RevertToNormal`: the normal constants again; invincibility ends the next frame
    /// (`invincibility_time` = 1).
    pub fn revert_to_normal(&mut self) {
        self.super_form = false;
        self.hyper = false;
        self.invincibility = 1;
        if self.transform_frames != 0 {
            self.transform_frames = 0;
            self.object_control = 0;
        }
    }

    /// The ring countdown, once a frame after the player's routine (`Sonic_Super`): every 60 frames one ring
    /// goes, and he turns back on the frame the count reaches 0 (or at once when it already was 0); at the act's
    /// end (`Update_HUD_timer` cleared, `act_over`) he turns back at once. (`Sonic_Super` counts 61 frames
    /// because of a `bpl` where `bhi` was meant; the SPG's 60 is used.)
    pub fn super_tick(&mut self, rings: &mut u16, act_over: bool) {
        if !self.super_form {
            return;
        }
        if act_over {
            self.revert_to_normal();
            return;
        }
        self.super_drain = self.super_drain.saturating_sub(1);
        if self.super_drain != 0 {
            return;
        }
        self.super_drain = SUPER_DRAIN_FRAMES;
        *rings = rings.saturating_sub(1);
        if *rings == 0 {
            self.revert_to_normal();
        }
    }

    /// The transformation's hold, once a frame at the palette cycle's moment (after the objects ran): on its
    /// last frame `obj_control` is cleared and he moves again the next frame.
    pub fn transform_tick(&mut self) {
        if self.transform_frames == 0 {
            return;
        }
        self.transform_frames -= 1;
        if self.transform_frames == 0 {
            self.object_control = 0;
        }
    }
}
