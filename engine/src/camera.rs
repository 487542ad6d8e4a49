//! The camera: where the 320×224 screen shows the level, following the player the way the games scroll
//! (SPG "Camera"; s2disasm `ScrollHoriz`, `ScrollVerti`, the look-up/duck bias in `Obj01_Lookup`,
//! `Sonic_Duck`, `Obj01_ResetScr`). Integers only; run after the frame's player and objects, as the games'
//! `DeformBgLayer` runs after `RunObjects`.
//!
//! After a spindash the horizontal scroll lags: for a few frames the camera follows where the player was
//! (`Horiz_scroll_delay_val` and `Sonic_Pos_Record_Buf`, S2 and S3K).
//!
//! Sonic CD (the `cd` profile; SPG "Camera" only, there is no Sonic CD disassembly here): a single horizontal
//! focal point at 160 instead of the 144–160 border, the extended camera that moves it 64 px behind the player
//! at speed ([`Camera::x_shift`], [`crate::profile::ExtendedCamera`]), the double-tap look ([`DoubleTap`],
//! [`crate::profile::LookStyle::DoubleTap`]) and no spindash lag.
//!
//! Not modelled: the bottom boundary moving while the camera is still.

use crate::player::{Ability, Player, Pose, Routine};
use crate::profile::{LookStyle, Profile};
use formats::{Bounds, ProfileId};

/// Screen size in pixels (Mega Drive H40 mode).
pub const SCREEN_WIDTH: i32 = 320;
pub const SCREEN_HEIGHT: i32 = 224;
/// The horizontal border: the player's x may move between camera x + 144 and camera x + 160 without scrolling
/// (Sonic CD: [`Profile::scroll_left_border`] 160, a single focal point). Defined with the profiles, which
/// name it.
pub use crate::profile::{LEFT_BORDER, LOOK_DELAY};
const _: () = assert!(LEFT_BORDER == SCREEN_WIDTH / 2 - 16);
pub const RIGHT_BORDER: i32 = SCREEN_WIDTH / 2;
/// The vertical focal point's default, `Camera_Y_pos_bias` = (224 / 2) − 16.
pub const DEFAULT_Y_BIAS: i16 = (SCREEN_HEIGHT / 2 - 16) as i16;
/// Looking up moves the focal point down to 200 ($C8, 104 px), ducking up to 8 (88 px), 2 px per frame.
pub const LOOK_UP_BIAS: i16 = 0xC8;
pub const LOOK_DOWN_BIAS: i16 = 8;
const BIAS_STEP: i16 = 2;
/// In the air the player may move 32 px above or below the focal point without scrolling.
pub const AIR_BORDER: i32 = 32;
/// At or above this |Ground Speed| the ground scroll cap is the fast one (`cmpi.w #$800,d1`).
const FAST_GROUND_SPEED: i32 = 0x800;
/// `ScrollVerti`'s medium (ground, slow) and slow (focal point shifted) caps.
const MEDIUM_CAP: i32 = 6;
const SLOW_CAP: i32 = 2;
/// Rolling lowers the player's centre by 5 px; the camera subtracts it so the view does not jump.
const ROLL_OFFSET: i32 = 5;

/// Entries in the player's position record (`Sonic_Pos_Record_Buf`: 64 positions, one per frame).
pub const POSITION_RECORD: usize = 64;

/// Which of Sonic 1's mode routines ran in a frame ([`Camera::sonic1_look_shift`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sonic1Mode {
    /// None (not the normal routine, or `f_playerctrl` bit 0: an object moves him).
    None,
    /// `Sonic_MdNormal`; `jumped`: it left by `Sonic_Jump`.
    Walk { jumped: bool },
    /// `Sonic_MdRoll`.
    Roll,
    /// `Sonic_MdJump`, `Sonic_MdJump2`.
    Air,
}

/// The camera's top-left corner in level pixels and the vertical focal point (`Camera_Y_pos_bias`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Camera {
    pub x: i32,
    pub y: i32,
    /// Where on the screen the player's y is kept: 96 normally, up to 200 looking up, down to 8 ducking.
    pub y_bias: i16,
    /// `Horiz_scroll_delay_val`: while non-zero, the horizontal scroll follows an older recorded position
    /// (high byte: frames of delay left).
    pub scroll_delay: u16,
    /// The player's x for each of the last 64 frames (`Sonic_Pos_Record_Buf`) and the next entry to write.
    pub record: [u16; POSITION_RECORD],
    pub record_index: u8,
    /// Sonic CD's extended camera: where the horizontal focal point is, relative to 160 (−64 running right,
    /// +64 running left, 0 otherwise; SPG "Camera": Extended Camera (Sonic CD)). Always 0 in the other games.
    pub x_shift: i16,
    /// Sonic CD: the frames the player has been charging a spindash or Super Peel Out, counting the frame the
    /// charge started (up to 255; [`crate::profile::ExtendedCamera::charge_frames`]).
    pub charge_frames: u8,
    /// Sonic CD's double-tap look.
    pub double_tap: DoubleTap,
}

/// Sonic CD's double-tap look (SPG "Camera": Looking Up and Down; the SPG's description only, there is no
/// Sonic CD disassembly here): pressing Up (or Down) while standing opens a window of 16 frames; pressing the
/// same button again inside it (on the 16th frame after the first press at the latest) starts the look, and
/// the focal point moves 2 px a frame towards 200 (8) for as long as the button stays held. Up or Down held
/// on the ground otherwise freezes the focal point where it is (the look returning after a release, say)
/// until let go, even while charging a spindash; otherwise it returns to 96 by 2 a frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DoubleTap {
    /// Up ([`DoubleTap::UP`]) and Down ([`DoubleTap::DOWN`]) held the frame before, to see presses.
    pub held: u8,
    /// The button of the first tap, and the frames left to press it again (0: none).
    pub tapped: u8,
    pub window: u8,
    /// The direction being looked since the second tap ([`DoubleTap::UP`], [`DoubleTap::DOWN`], 0: none).
    pub looking: u8,
}

impl DoubleTap {
    pub const UP: u8 = 1;
    pub const DOWN: u8 = 2;
}

/// The most the camera moves in one frame when catching up: 16 px (S1, S2, CD), 24 px in S3K, whose level
/// drawing can redraw more per frame (SPG "Camera"; Mania taken as S3K, unverified).
pub fn scroll_cap(profile: &Profile) -> i32 {
    match profile.id {
        ProfileId::S3K | ProfileId::Mania => 24,
        ProfileId::S1 | ProfileId::S2 | ProfileId::CD => 16,
    }
}

impl Default for Camera {
    fn default() -> Self {
        Camera {
            x: 0,
            y: 0,
            y_bias: DEFAULT_Y_BIAS,
            scroll_delay: 0,
            record: [0; POSITION_RECORD],
            record_index: 0,
            x_shift: 0,
            charge_frames: 0,
            double_tap: DoubleTap::default(),
        }
    }
}

impl Camera {
    /// `Sonic_RecordPos`: remembers the player's x this frame (run in his routine, after he moved).
    pub fn record_position(&mut self, player: &Player) {
        self.record[usize::from(self.record_index) % POSITION_RECORD] = player.pixel_x() as u16;
        self.record_index = self.record_index.wrapping_add(1) % POSITION_RECORD as u8;
    }

    /// The x `ScrollHoriz` follows: the player's, or while the spindash delay lasts the one recorded
    /// (delay + 1) frames before the latest record.
    fn followed_x(&mut self, player: &Player) -> i32 {
        if self.scroll_delay == 0 {
            return player.pixel_x();
        }
        self.scroll_delay -= 0x100;
        let back = usize::from((self.scroll_delay >> 8) as u8 & 0x3F) + 1;
        let i = (usize::from(self.record_index) + POSITION_RECORD - back) % POSITION_RECORD;
        i32::from(self.record[i] & 0x3FFF)
    }

    /// The camera as a level starts: the player at (160, 96) on the screen, clamped to the level's bounds.
    pub fn new(player: &Player, bounds: &Bounds) -> Self {
        let mut camera = Camera {
            x: player.pixel_x() - RIGHT_BORDER,
            y: player.pixel_y() - DEFAULT_Y_BIAS as i32,
            y_bias: DEFAULT_Y_BIAS,
            ..Camera::default()
        };
        camera.clamp(bounds);
        camera
    }

    /// One frame of scrolling after the player moved: the look bias, then `ScrollHoriz` and `ScrollVerti`.
    #[inline(always)]
    pub fn update(&mut self, player: &Player, bounds: &Bounds, profile: &Profile) {
        match profile.look {
            // Sonic 1's look shift moves inside his mode routines ([`Camera::sonic1_look_shift`], run by the world).
            LookStyle::Immediate => {}
            LookStyle::Hold(delay) => self.update_bias(player, delay),
            LookStyle::DoubleTap(window) => self.double_tap_bias(player, window),
        }
        let cap = scroll_cap(profile);
        if profile.extended_camera.is_some() {
            self.extended_camera(player, profile);
        }

        // ScrollHoriz: outside [144, 160) (Sonic CD: off 160 + the extended camera's shift) catch up by the
        // overshoot, at most `cap`.
        let dx = self.followed_x(player) - self.x - self.x_shift as i32;
        let left = profile.scroll_left_border;
        if dx < left {
            self.x += (dx - left).max(-cap);
        } else if dx > RIGHT_BORDER {
            self.x += (dx - RIGHT_BORDER).min(cap);
        }

        // ScrollVerti.
        let wrap = vertical_wrap(bounds, profile);
        let bias = self.y_bias as i32;
        let mut dy = player.pixel_y() - self.y;
        if let Some(height) = wrap {
            // `MoveCameraY`: the distance taken across the seam (`and.w (Screen_Y_wrap_value).w,d0`).
            dy &= height - 1;
        }
        let before = self.y;
        if player.rolling {
            dy -= ROLL_OFFSET;
        }
        let offset = dy - bias;
        if player.air {
            if offset < -AIR_BORDER {
                self.y += (offset + AIR_BORDER).max(-cap);
            } else if offset > AIR_BORDER {
                self.y += (offset - AIR_BORDER).min(cap);
            }
        } else if offset != 0 {
            let limit = if self.y_bias != DEFAULT_Y_BIAS {
                SLOW_CAP
            } else if (player.ground_speed as i32).abs() >= FAST_GROUND_SPEED {
                cap
            } else {
                MEDIUM_CAP
            };
            self.y += offset.clamp(-limit, limit);
        }
        match wrap {
            None => self.clamp(bounds),
            Some(height) => {
                self.x = self.x.min(bounds.right - SCREEN_WIDTH).max(bounds.left);
                self.wrap_y(before, height, bounds);
            }
        }
    }

    /// S3K's vertical limits in a level that wraps (`MoveCameraY`, `loc_1A694` and `loc_1A6B4`): going up past
    /// the top (−$100) the camera comes in at the bottom of the wrap height; going down past the bottom limit
    /// it moves up by the wrap height when it is that far down, else stops at the limit.
    fn wrap_y(&mut self, before: i32, height: i32, bounds: &Bounds) {
        let bottom = bounds.bottom - SCREEN_HEIGHT;
        if self.y < before && self.y <= bounds.top {
            self.y &= height - 1;
        } else if self.y > before && self.y >= bottom {
            self.y = if self.y >= height { self.y - height } else { bottom };
        }
    }

    /// The focal point moves while the player looks up or ducks (after the look delay), and otherwise returns
    /// to 96 by 2 per frame: on the ground (`Obj01_ResetScr`, also while rolling or charging a spindash) and
    /// in the air (`Obj01_Jump_ResetScr`, part of `Sonic_ChgJumpDir`). The hurt and death routines leave it.
    fn update_bias(&mut self, player: &Player, delay: u16) {
        if player.routine != Routine::Normal {
            return;
        }
        let delay_over = player.look_delay >= delay;
        match player.pose {
            Pose::LookUp if delay_over && !player.air => self.y_bias = (self.y_bias + BIAS_STEP).min(LOOK_UP_BIAS),
            Pose::Duck if delay_over && !player.air => self.y_bias = (self.y_bias - BIAS_STEP).max(LOOK_DOWN_BIAS),
            _ => self.reset_bias_step(),
        }
    }

    /// Sonic CD's look ([`DoubleTap`]): the presses of Up and Down are this frame's held buttons
    /// ([`Player::previous_buttons`] once his frame ran) against the last frame's; a press counts as a tap
    /// when it made him look up or duck (standing on the ground). Hurt or dead, the focal point stays (as in
    /// the other games) but the buttons are still followed.
    fn double_tap_bias(&mut self, player: &Player, window: u8) {
        let buttons = player.previous_buttons;
        let held = (u8::from(buttons.up()) * DoubleTap::UP) | (u8::from(buttons.down()) * DoubleTap::DOWN);
        let tap = &mut self.double_tap;
        let pressed = held & !tap.held;
        tap.held = held;
        if player.routine != Routine::Normal {
            return;
        }
        let looks = match player.pose {
            Pose::LookUp if !player.air => DoubleTap::UP,
            Pose::Duck if !player.air => DoubleTap::DOWN,
            _ => 0,
        };
        if looks != 0 && pressed & looks != 0 {
            if tap.window != 0 && tap.tapped == looks {
                tap.looking = looks;
                tap.window = 0;
            } else {
                tap.tapped = looks;
                tap.window = window;
            }
        } else {
            tap.window = tap.window.saturating_sub(1);
        }
        if tap.looking != looks {
            // Let go (or no longer looking that way): the look is over.
            tap.looking = 0;
        }
        match tap.looking {
            DoubleTap::UP => self.y_bias = (self.y_bias + BIAS_STEP).min(LOOK_UP_BIAS),
            DoubleTap::DOWN => self.y_bias = (self.y_bias - BIAS_STEP).max(LOOK_DOWN_BIAS),
            _ if held != 0 && !player.air => {} // Frozen while Up or Down is held.
            _ => self.reset_bias_step(),
        }
    }

    /// Sonic CD's extended camera ([`crate::profile::ExtendedCamera`]): counts the frames of a spindash or
    /// Super Peel Out charge, then moves [`Camera::x_shift`] a step towards its target: behind the way the
    /// player faces when his Ground Speed (kept unchanged in the air) or the charge is enough, else 0.
    fn extended_camera(&mut self, player: &Player, profile: &Profile) {
        let Some(ext) = profile.extended_camera else { return };
        let charging = player.spindash.is_some() || matches!(player.ability, Ability::PeelOut { .. });
        self.charge_frames = if charging { self.charge_frames.saturating_add(1) } else { 0 };
        let shifted = (player.ground_speed as i32).abs() >= ext.speed as i32 || self.charge_frames >= ext.charge_frames;
        let target = match (shifted, player.facing_left) {
            (false, _) => 0,
            (true, false) => -ext.distance,
            (true, true) => ext.distance,
        };
        self.x_shift += (target - self.x_shift).clamp(-ext.step, ext.step);
    }

    /// Sonic 1's `v_lookshift` (s1disasm `Sonic_Move`: `Sonic_LookUp`, `Sonic_Duck`, `Sonic_ResetScr`;
    /// `Sonic_JumpDirection`: `Obj01_ResetScr2`), by the mode routine that ran this frame (`mode`: before the
    /// frame, on the ground not curled, curled, or in the air): on the ground it moves only in `Sonic_Move`,
    /// which the frame of a jump skips (`Sonic_Jump`'s `addq.l #4,sp`) and a water slide leaves at once
    /// (`f_slidemode`); standing still Up and Down move it (no delay), otherwise it returns to $60 by 2. Curled
    /// on the ground (`Sonic_RollSpeed`) it stays; in the air it returns to $60.
    pub fn sonic1_look_shift(&mut self, player: &Player, mode: Sonic1Mode) {
        match mode {
            Sonic1Mode::Walk { jumped: false } if !player.water_slide => match player.pose {
                Pose::LookUp if player.control_lock == 0 => self.y_bias = (self.y_bias + BIAS_STEP).min(LOOK_UP_BIAS),
                Pose::Duck if player.control_lock == 0 => self.y_bias = (self.y_bias - BIAS_STEP).max(LOOK_DOWN_BIAS),
                _ => self.reset_bias_step(),
            },
            Sonic1Mode::Air => self.reset_bias_step(),
            _ => {}
        }
    }

    fn reset_bias_step(&mut self) {
        if self.y_bias < DEFAULT_Y_BIAS {
            self.y_bias = (self.y_bias + BIAS_STEP).min(DEFAULT_Y_BIAS);
        } else if self.y_bias > DEFAULT_Y_BIAS {
            self.y_bias = (self.y_bias - BIAS_STEP).max(DEFAULT_Y_BIAS);
        }
    }

    /// Keeps the screen inside the level: x in [left, right − 320], y in [top, bottom − 224].
    fn clamp(&mut self, bounds: &Bounds) {
        self.x = self.x.min(bounds.right - SCREEN_WIDTH).max(bounds.left);
        self.y = self.y.min(bounds.bottom - SCREEN_HEIGHT).max(bounds.top);
    }
}

/// The wrap height of a level the camera wraps in: S3K's `Screen_Y_wrap_value` + 1 where the top limit is
/// −$100 (Marble Garden 1; `Profile::layout_wrap_height`: the players wrap the same way).
pub(crate) fn vertical_wrap(bounds: &Bounds, profile: &Profile) -> Option<i32> {
    profile.layout_wrap_height.filter(|_| bounds.top == crate::player::VERTICAL_WRAP_TOP).map(|h| h as i32)
}
