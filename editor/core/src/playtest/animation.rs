//! Which sprite frame the play-test draws: Sonic 2's `Sonic_Animate` and `Tails_Animate` (s2disasm) run on
//! the player's state after each frame (Sonic 1's for Sonic 1's art; S3K's own routines for S3K's art:
//! [`s3k`]). This is presentation only: the engine's `World` never calls it (the
//! engine keeps just the idle scripts' timing its physics reads), so the engine benchmark pays nothing.
//!
//! Facts used (s2disasm `SonicAniData`, `TailsAniData`, `Sonic_Animate`, `TAnim_WalkRunZoom`; SPG
//! "Animations"):
//! - A script is a duration byte then mapping frames; a frame shows for duration + 1 game frames. End codes:
//!   $FF loops to the start, $FE n goes back n frames, $FD a switches to animation a.
//! - A script whose first byte is negative is speed-driven. Walk ($FF): run frames at |Ground Speed| ≥ $600;
//!   the duration is max(0, $800 − |Ground Speed|) >> 8 (SPG: floor(max(0, 8 − |gsp|))). Roll ($FE): Roll2 at
//!   ≥ $600, duration max(0, $400 − |gsp|) >> 8. Push ($FD): max(0, $800 − |gsp|) >> 6.
//! - The angle rotation rule: the walk and run frames come pre-drawn in four rotations, 45° apart. From the
//!   angle byte a (minus 1 when 1–$7F), inverted when facing right, plus $10: bits 5–6 choose the rotation, and
//!   a result of $80 or more also flips the sprite both ways (the other half turn).
//! - The duration counter is a signed byte: decremented each frame, the script advances when it goes
//!   negative.

mod s3k;

pub use s3k::{PAL_CYCLE_SUPER_SONIC, S3kState, SuperPalette, TailAnimator};

use engine::Character;
use engine::player::{Player, Pose};

/// Whose animation scripts and mapping frames the play-test draws the players with: the level's game's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlayerArt {
    /// Sonic 2's (`SonicAniData`, `TailsAniData`), also for levels without a game's player art.
    #[default]
    Sonic2,
    /// Sonic 1's Sonic (s1disasm `Ani_Sonic`); Tails keeps Sonic 2's scripts.
    Sonic1,
    /// Sonic 3 & Knuckles' (skdisasm `AniSonic`, `AniTails`, `AniKnuckles`, the tails' `AniTails_Tail`).
    Sonic3K,
}

/// One character's animation scripts, by the games' animation ids (only those the engine's poses reach).
struct Scripts {
    walk: &'static [u8],
    run: &'static [u8],
    /// Tails' fastest running (TailsAni_HaulAss, at ≥ $700).
    haul: Option<&'static [u8]>,
    roll: &'static [u8],
    roll2: &'static [u8],
    push: &'static [u8],
    by_id: fn(u8) -> &'static [u8],
}

/// Sonic 2's `SonicAniData` scripts the poses use.
mod sonic {
    pub const WALK: &[u8] = &[0xFF, 0x0F, 0x10, 0x11, 0x12, 0x13, 0x14, 0x0D, 0x0E, 0xFF];
    pub const RUN: &[u8] = &[0xFF, 0x2D, 0x2E, 0x2F, 0x30, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
    pub const ROLL: &[u8] = &[0xFE, 0x3D, 0x41, 0x3E, 0x41, 0x3F, 0x41, 0x40, 0x41, 0xFF];
    pub const PUSH: &[u8] = &[0xFD, 0x48, 0x49, 0x4A, 0x4B, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
    pub const BALANCE: &[u8] = &[9, 0xCC, 0xCD, 0xCE, 0xCD, 0xFF];
    pub const LOOK_UP: &[u8] = &[5, 0x0B, 0x0C, 0xFE, 1];
    pub const DUCK: &[u8] = &[5, 0x4C, 0x4D, 0xFE, 1];
    pub const SPINDASH: &[u8] = &[0, 0x42, 0x43, 0x42, 0x44, 0x42, 0x45, 0x42, 0x46, 0x42, 0x47, 0xFF];
    pub const BLINK: &[u8] = &[1, 2, 0xFD, 0];
    pub const GET_UP: &[u8] = &[3, 0x0A, 0xFD, 0];
    pub const BALANCE2: &[u8] = &[3, 0xC8, 0xC9, 0xCA, 0xCB, 0xFF];
    pub const STOP: &[u8] = &[5, 0xD2, 0xD3, 0xD4, 0xD5, 0xFD, 0];
    pub const SPRING: &[u8] = &[0x2F, 0x5B, 0xFD, 0];
    pub const DEATH: &[u8] = &[0x20, 0x5C, 0xFF];
    /// `SonAni_Drown`.
    pub const DROWN: &[u8] = &[0x20, 0x5D, 0xFF];
    pub const HURT: &[u8] = &[0x40, 0x4E, 0xFF];
    /// `SonAni_Float` (held by a Grabber).
    pub const FLOAT: &[u8] = &[7, 0x54, 0x59, 0xFF];
    /// `SonAni_Wait`: 30 standing frames (1), the blink (2), 3 x 5, then tapping (4, 5) and the watch (6), …
    pub const WAIT: &[u8] = &[
        5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3,
        4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4,
        5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 5, 5,
        5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 5, 5, 5, 4, 4,
        4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 7, 8, 8, 8, 9, 9, 9, 0xFE, 6,
    ];

    pub fn by_id(id: u8) -> &'static [u8] {
        match id {
            1 => RUN,
            2 | 3 => ROLL,
            4 => PUSH,
            5 => WAIT,
            6 => BALANCE,
            7 => LOOK_UP,
            8 => DUCK,
            9 => SPINDASH,
            0xA => BLINK,
            0xB => GET_UP,
            0xC => BALANCE2,
            0xD => STOP,
            0xE => FLOAT,
            0x10 => SPRING,
            0x17 => DROWN,
            0x18 => DEATH,
            0x19 | 0x1A => HURT,
            _ => WALK,
        }
    }
}

/// Sonic 2's `TailsAniData` scripts the poses use.
mod tails {
    pub const WALK: &[u8] = &[0xFF, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x0E, 0x0F, 0xFF];
    pub const RUN: &[u8] = &[0xFF, 0x2E, 0x2F, 0x30, 0x31, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
    pub const HAUL: &[u8] = &[0xFF, 0x32, 0x33, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
    pub const ROLL: &[u8] = &[1, 0x48, 0x47, 0x46, 0xFF];
    pub const PUSH: &[u8] = &[0xFD, 0x63, 0x64, 0x65, 0x66, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
    pub const WAIT: &[u8] = &[
        7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5,
        5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6, 7, 8, 7, 8, 7, 8, 7, 8, 7, 8, 6, 0xFE, 0x1C,
    ];
    pub const BALANCE: &[u8] = &[
        9, 0x69, 0x69, 0x6A, 0x6A, 0x69, 0x69, 0x6A, 0x6A, 0x69, 0x69, 0x6A, 0x6A, 0x69, 0x69, 0x6A, 0x6A, 0x69, 0x69,
        0x6A, 0x6A, 0x69, 0x6A, 0xFF,
    ];
    pub const LOOK_UP: &[u8] = &[0x3F, 4, 0xFF];
    pub const DUCK: &[u8] = &[0x3F, 0x5B, 0xFF];
    pub const SPINDASH: &[u8] = &[0, 0x60, 0x61, 0x62, 0xFF];
    pub const STOP: &[u8] = &[7, 0x67, 0x68, 0x67, 0x68, 0xFD, 0];
    pub const SPRING: &[u8] = &[3, 0x59, 0x5A, 0x59, 0x5A, 0x59, 0x5A, 0x59, 0x5A, 0x59, 0x5A, 0x59, 0x5A, 0xFD, 0];
    pub const DEATH: &[u8] = &[3, 0x5D, 0xFF];
    /// `TailsAni_Drown`.
    pub const DROWN: &[u8] = &[0x2F, 0x5D, 0xFF];
    pub const HURT: &[u8] = &[3, 0x5D, 0xFF];
    /// `TailsAni_Float`.
    pub const FLOAT: &[u8] = &[9, 0x6E, 0x73, 0xFF];

    pub fn by_id(id: u8) -> &'static [u8] {
        match id {
            1 => RUN,
            2 | 3 => ROLL,
            4 => PUSH,
            5 => WAIT,
            6 | 0xC => BALANCE,
            7 => LOOK_UP,
            8 => DUCK,
            9 => SPINDASH,
            0xD => STOP,
            0xE => FLOAT,
            0x10 => SPRING,
            0x17 => DROWN,
            0x18 => DEATH,
            0x19 | 0x1A => HURT,
            _ => WALK,
        }
    }
}

/// Sonic 1's `Ani_Sonic` scripts (s1disasm `_anim/Sonic.asm`; frame numbers `fr_*` in `Constants.asm`, the
/// frames of `_maps/Sonic.asm`), for a level with Sonic 1's art.
mod sonic1 {
    pub const WALK: &[u8] = &[0xFF, 0x08, 0x09, 0x0A, 0x0B, 0x06, 0x07, 0xFF];
    pub const RUN: &[u8] = &[0xFF, 0x1E, 0x1F, 0x20, 0x21, 0xFF, 0xFF, 0xFF];
    pub const ROLL: &[u8] = &[0xFE, 0x2E, 0x2F, 0x30, 0x31, 0x32, 0xFF, 0xFF];
    pub const ROLL2: &[u8] = &[0xFE, 0x2E, 0x2F, 0x32, 0x30, 0x31, 0x32, 0xFF];
    pub const PUSH: &[u8] = &[0xFD, 0x45, 0x46, 0x47, 0x48, 0xFF, 0xFF, 0xFF];
    pub const WAIT: &[u8] = &[0x17, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2, 2, 2, 3, 4, 0xFE, 2];
    pub const BALANCE: &[u8] = &[0x1F, 0x3A, 0x3B, 0xFF];
    pub const LOOK_UP: &[u8] = &[0x3F, 0x05, 0xFF];
    pub const DUCK: &[u8] = &[0x3F, 0x39, 0xFF];
    pub const STOP: &[u8] = &[7, 0x37, 0x38, 0xFF];
    pub const FLOAT: &[u8] = &[7, 0x3C, 0x3F, 0xFF];
    pub const SPRING: &[u8] = &[0x2F, 0x40, 0xFD, 0];
    pub const DROWN: &[u8] = &[0x2F, 0x4C, 0xFF];
    pub const DEATH: &[u8] = &[3, 0x4D, 0xFF];
    pub const HURT: &[u8] = &[3, 0x55, 0xFF];

    /// By Sonic 2's animation ids (what [`super::animation_id`] gives): Sonic 1 has no spindash, blink,
    /// get-up or far balance; those show the nearest script it has.
    pub fn by_id(id: u8) -> &'static [u8] {
        match id {
            1 => RUN,
            2 | 3 | 9 => ROLL,
            4 => PUSH,
            5 | 0xA | 0xB => WAIT,
            6 | 0xC => BALANCE,
            7 => LOOK_UP,
            8 => DUCK,
            0xD => STOP,
            0xE => FLOAT,
            0x10 => SPRING,
            0x17 => DROWN,
            0x18 => DEATH,
            0x19 | 0x1A => HURT,
            _ => WALK,
        }
    }
}

const SONIC1: Scripts = Scripts {
    walk: sonic1::WALK,
    run: sonic1::RUN,
    haul: None,
    roll: sonic1::ROLL,
    roll2: sonic1::ROLL2,
    push: sonic1::PUSH,
    by_id: sonic1::by_id,
};
const SONIC: Scripts = Scripts {
    walk: sonic::WALK,
    run: sonic::RUN,
    haul: None,
    roll: sonic::ROLL,
    roll2: sonic::ROLL,
    push: sonic::PUSH,
    by_id: sonic::by_id,
};
const TAILS: Scripts = Scripts {
    walk: tails::WALK,
    run: tails::RUN,
    haul: Some(tails::HAUL),
    roll: tails::ROLL,
    roll2: tails::ROLL,
    push: tails::PUSH,
    by_id: tails::by_id,
};

/// The games' animation id for a pose (`AniIDSonAni_*`): walking while pushing is the push animation; the
/// far balance is `Balance2`. Tails has no blink or get-up: he walks.
pub fn animation_id(character: Character, pose: Pose, pushing: bool) -> u8 {
    match pose {
        Pose::Walk if pushing => 4,
        Pose::Walk => 0,
        Pose::Wait => 5,
        Pose::Balance => 6,
        Pose::BalanceFar => 0xC,
        Pose::LookUp => 7,
        Pose::Duck => 8,
        Pose::Spindash => 9,
        Pose::Blink if character == Character::Sonic => 0xA,
        Pose::GetUp if character == Character::Sonic => 0xB,
        Pose::Blink | Pose::GetUp => 0,
        Pose::Roll => 2,
        Pose::Skid => 0xD,
        Pose::Spring => 0x10,
        Pose::Hurt => 0x19,
        Pose::Death => 0x18,
        Pose::Drown => 0x17,
        Pose::Bubble => 0x15,
        Pose::Float => 0xE,
    }
}

/// What to draw: a mapping frame and the sprite's flips.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpriteFrame {
    pub frame: u8,
    pub x_flip: bool,
    pub y_flip: bool,
    /// S3K's Super Sonic: `frame` is a frame of `Map_SuperSonic` (loaded by `PLC_SuperSonic`).
    pub super_sonic: bool,
    /// S3K's Sonic with `PalCycle_SuperSonic` entry n in his palette entries 2–4 (`s3k::SuperPalette`).
    pub palette: Option<u8>,
}

/// The animation state (`anim`, `prev_anim`, `anim_frame`, `anim_frame_duration`, `mapping_frame`,
/// render flips), advanced once per game frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Animator {
    /// The pose last seen: a new pose sets the animation id (an id a script switched to with $FD stays
    /// until the pose changes).
    pose: Option<Pose>,
    pushing: bool,
    pub anim: u8,
    prev_anim: Option<u8>,
    /// Index into the script's frames.
    pub anim_frame: u8,
    /// Signed byte.
    pub duration: u8,
    pub shown: SpriteFrame,
    /// Whose scripts: Sonic 1's Sonic runs Sonic 1's scripts and walk rule (s1disasm `_incObj/Sonic
    /// Animate.asm`), an S3K level's players S3K's ([`s3k`]); the frame numbers are that game's mappings'.
    pub art: PlayerArt,
    /// S3K's own state (Knuckles' climb, Tails' tails).
    pub s3k: S3kState,
}

impl Animator {
    /// An animator for a game's player art.
    pub fn new(art: PlayerArt) -> Self {
        Animator { art, ..Animator::default() }
    }

    /// Runs one frame of the character's animate routine for the player's state after the frame.
    pub fn step(&mut self, p: &Player) {
        if self.art == PlayerArt::Sonic3K {
            return s3k::step(self, p);
        }
        if p.character == Character::Knuckles {
            return;
        }
        if self.pose != Some(p.pose) || self.pushing != p.pushing {
            self.pose = Some(p.pose);
            self.pushing = p.pushing;
            self.anim = animation_id(p.character, p.pose, p.pushing);
        }
        let tails = p.character == Character::Tails;
        let sonic1 = self.art == PlayerArt::Sonic1;
        let s = match (tails, sonic1) {
            (true, _) => &TAILS,
            (false, true) => &SONIC1,
            (false, false) => &SONIC,
        };
        if self.prev_anim != Some(self.anim) {
            self.prev_anim = Some(self.anim);
            self.anim_frame = 0;
            self.duration = 0;
        }
        let script = (s.by_id)(self.anim);
        let head = script[0];
        let facing = p.facing_left;
        let speed = p.ground_speed.unsigned_abs();
        if head < 0x80 {
            self.shown.x_flip = facing;
            self.shown.y_flip = false;
            if self.tick() {
                return;
            }
            self.duration = head;
            self.advance(script);
            return;
        }
        match head {
            0xFF if sonic1 && !tails => self.walk_sonic1(s, p),
            0xFF => self.walk(s, p, tails),
            0xFE => {
                if self.tick() {
                    return;
                }
                let script = if speed >= 0x600 { s.roll2 } else { s.roll };
                self.duration = ((0x400i32 - speed as i32).max(0) >> 8) as u8;
                self.shown.x_flip = facing;
                self.shown.y_flip = false;
                self.advance(script);
            }
            _ => self.push(s, facing, speed),
        }
    }

    /// `subq.b #1,anim_frame_duration` / `bpl`: true while the frame still shows.
    fn tick(&mut self) -> bool {
        self.duration = self.duration.wrapping_sub(1);
        (self.duration as i8) >= 0
    }

    /// `SAnim_Do2`: shows the script's next frame, or handles its end code.
    fn advance(&mut self, script: &[u8]) {
        let at = |i: usize| script.get(i).copied().unwrap_or(0xFF);
        let i = self.anim_frame as usize;
        let code = at(1 + i);
        if code < 0xF0 {
            self.shown.frame = code;
            self.anim_frame = self.anim_frame.wrapping_add(1);
            return;
        }
        match code {
            0xFF => {
                self.anim_frame = 1;
                self.shown.frame = at(1);
            }
            0xFE => {
                let back = at(2 + i);
                self.anim_frame = self.anim_frame.wrapping_sub(back).wrapping_add(1);
                self.shown.frame = at(1 + i.wrapping_sub(back as usize));
            }
            0xFD => self.anim = at(2 + i),
            _ => {}
        }
    }

    /// The walk/run rotation (see the module documentation): (rotation 0, 2, 4 or 6; flips).
    fn rotation(p: &Player) -> (u8, bool, bool) {
        let mut a = p.angle;
        if (1..0x80).contains(&a) {
            a -= 1;
        }
        if !p.facing_left {
            a = !a;
        }
        a = a.wrapping_add(0x10);
        let half_turn = a >= 0x80;
        ((a >> 4) & 6, p.facing_left ^ half_turn, half_turn)
    }

    /// `SAnim_WalkRun` (Sonic) and `TAnim_WalkRunZoom` (Tails).
    fn walk(&mut self, s: &Scripts, p: &Player, tails: bool) {
        let speed = p.ground_speed.unsigned_abs();
        if tails && self.tick() {
            return;
        }
        let (rotation, x_flip, y_flip) = Self::rotation(p);
        self.shown.x_flip = x_flip;
        self.shown.y_flip = y_flip;
        if p.pushing {
            if tails {
                // Tails has already counted this frame down.
                self.duration = self.duration.wrapping_add(1);
            }
            return self.push(s, p.facing_left, speed);
        }
        let duration = ((0x800i32 - speed as i32).max(0) >> 8) as u8;
        if tails {
            let (script, offset) = match (speed >= 0x600, speed >= 0x700, s.haul) {
                (false, ..) => (s.walk, rotation * 4),
                (true, true, Some(haul)) => (haul, (rotation + rotation / 2) * 2),
                (true, ..) => (s.run, (rotation + rotation / 2) * 2),
            };
            self.duration = duration;
            self.advance(script);
            self.shown.frame = self.shown.frame.wrapping_add(offset);
            return;
        }
        let (script, offset) = if speed >= 0x600 { (s.run, rotation * 2) } else { (s.walk, rotation * 4) };
        let mut code = script.get(1 + self.anim_frame as usize).copied().unwrap_or(0xFF);
        if code == 0xFF {
            self.anim_frame = 0;
            code = script[1];
        }
        self.shown.frame = code.wrapping_add(offset);
        if self.tick() {
            return;
        }
        self.duration = duration;
        self.anim_frame = self.anim_frame.wrapping_add(1);
    }

    /// Sonic 1's `.walkrunroll`: the frame is counted down first; the angle is not adjusted by one before
    /// the rotation; walk frames come 6 to a rotation, run frames 4.
    fn walk_sonic1(&mut self, s: &Scripts, p: &Player) {
        if self.tick() {
            return;
        }
        let mut a = p.angle;
        if !p.facing_left {
            a = !a;
        }
        a = a.wrapping_add(0x10);
        let half_turn = a >= 0x80;
        self.shown.x_flip = p.facing_left ^ half_turn;
        self.shown.y_flip = half_turn;
        let speed = p.ground_speed.unsigned_abs();
        if p.pushing {
            self.duration = self.duration.wrapping_add(1);
            return self.push(s, p.facing_left, speed);
        }
        let rotation = (a >> 4) & 6;
        let (script, offset) =
            if speed >= 0x600 { (s.run, rotation * 2) } else { (s.walk, (rotation + rotation / 2) * 2) };
        self.duration = ((0x800i32 - speed as i32).max(0) >> 8) as u8;
        self.advance(script);
        self.shown.frame = self.shown.frame.wrapping_add(offset);
    }

    /// `SAnim_Push`.
    fn push(&mut self, s: &Scripts, facing_left: bool, speed: u16) {
        if self.tick() {
            return;
        }
        self.duration = ((0x800i32 - speed as i32).max(0) >> 6) as u8;
        self.shown.x_flip = facing_left;
        self.shown.y_flip = false;
        self.advance(s.push);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sonic() -> Player {
        Player::standing(Character::Sonic, 0, 0)
    }

    /// Mapping frames shown over `n` frames.
    /// Sonic 1's `Ani_Sonic` and `.walkrunroll` (s1disasm `_incObj/Sonic Animate.asm`): the walk frames
    /// `fr_Walk13` ($08) … `fr_Walk12` ($07), 6 to a rotation, the run $1E–$21, 4 to a rotation; standing is
    /// `fr_Stand` (1), rolling `fr_Roll1` ($2E) on.
    #[test]
    fn sonic1_frames_follow_its_own_scripts() {
        let mut p = sonic();
        p.pose = Pose::Wait;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 1), vec![1], "standing");
        p.pose = Pose::Walk;
        p.ground_speed = 0x800;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 5), vec![0x1E, 0x1F, 0x20, 0x21, 0x1E], "running, duration 0");
        p.ground_speed = 0x100;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 1), vec![0x08], "walking starts at fr_Walk13");
        // Upright facing right is rotation 0; on the wall (angle $C0 facing right) the third set, 90° turned
        // (`fr_Walk31` …, `fr_Run31` …): 12 walk frames on, 8 run frames on.
        p.angle = 0xC0;
        p.ground_speed = 0x800;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 1), vec![0x1E + 8]);
        p.ground_speed = 0x100;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 1), vec![0x08 + 12]);
        p.angle = 0;
        p.pose = Pose::Roll;
        p.rolling = true;
        let mut a = Animator::new(PlayerArt::Sonic1);
        assert_eq!(run(&mut a, &p, 1), vec![0x2E]);
    }

    fn run(a: &mut Animator, p: &Player, n: usize) -> Vec<u8> {
        (0..n)
            .map(|_| {
                a.step(p);
                a.shown.frame
            })
            .collect()
    }

    #[test]
    fn walking_frames_last_duration_plus_one_from_ground_speed() {
        // |gsp| = $180 (1.5 px/frame): duration ($800 − $180) >> 8 = 6, so each frame shows 7 game frames
        // (SPG: floor(max(0, 8 − 1.5)) = 6). The first frame is shown once before the first reload.
        let mut p = sonic();
        p.ground_speed = 0x180;
        let mut a = Animator::default();
        let frames = run(&mut a, &p, 1 + 7 * 8);
        assert_eq!(frames[0], 0x0F);
        assert_eq!(&frames[1..8], &[0x10; 7]);
        assert_eq!(&frames[8..15], &[0x11; 7]);
        assert_eq!(frames[1 + 7 * 7], 0x0F, "8 frames, then the walk loops");
        // At |gsp| ≥ 8 px/frame the duration is 0: a new frame every game frame; at ≥ 6 the run frames.
        p.ground_speed = -0x800;
        let mut a = Animator::default();
        assert_eq!(run(&mut a, &p, 5), vec![0x2D, 0x2E, 0x2F, 0x30, 0x2D]);
    }

    #[test]
    fn the_angle_picks_a_rotated_frame_and_the_half_turn_flips_both_ways() {
        let mut p = sonic();
        p.ground_speed = 0x100;
        for (angle, facing_left, rotation, flips) in [
            (0x00u8, false, 0u8, (false, false)),
            (0xE0, false, 8, (false, false)), // 45° up a slope to the right: (!($E0) + $10) = $2F → 2 * 4
            (0xC0, false, 16, (false, false)), // a wall
            (0x80, false, 0, (true, true)),   // the ceiling: the half turn flips both ways
            (0x20, true, 8, (true, false)),   // facing left up a slope to the left
        ] {
            p.angle = angle;
            p.facing_left = facing_left;
            let mut a = Animator::default();
            a.step(&p);
            assert_eq!(a.shown.frame, 0x0F + rotation, "angle {angle:#x}");
            assert_eq!((a.shown.x_flip, a.shown.y_flip), flips, "angle {angle:#x}");
        }
    }

    #[test]
    fn rolling_alternates_with_the_ball_and_speeds_up() {
        // |gsp| = $200: duration ($400 − $200) >> 8 = 2, 3 game frames each; the ball ($41) every other frame.
        let mut p = sonic();
        p.pose = Pose::Roll;
        p.ground_speed = 0x200;
        let mut a = Animator::default();
        let frames = run(&mut a, &p, 12);
        assert_eq!(frames, vec![0x3D, 0x3D, 0x3D, 0x41, 0x41, 0x41, 0x3E, 0x3E, 0x3E, 0x41, 0x41, 0x41]);
    }

    #[test]
    fn fixed_scripts_skid_spring_hurt_death_spindash_balance() {
        let mut p = sonic();
        let mut a = Animator::default();
        // SonAni_Stop: duration 5, 6 game frames each, then $FD 0: back to walking.
        p.pose = Pose::Skid;
        p.ground_speed = 0x500;
        let frames = run(&mut a, &p, 25);
        assert_eq!(&frames[..6], &[0xD2; 6]);
        assert_eq!(frames[18], 0xD5);
        assert_eq!(a.anim, 0, "the skid ends in the walk");
        // SonAni_Spring: 48 frames of $5B.
        p.pose = Pose::Spring;
        assert_eq!(run(&mut a, &p, 48), vec![0x5B; 48]);
        p.pose = Pose::Hurt;
        assert_eq!(run(&mut a, &p, 3), vec![0x4E; 3]);
        p.pose = Pose::Death;
        assert_eq!(run(&mut a, &p, 3), vec![0x5C; 3]);
        // SonAni_Drown: mapping frame $5D.
        p.pose = Pose::Drown;
        assert_eq!(run(&mut a, &p, 3), vec![0x5D; 3]);
        // SonAni_Spindash: a new frame every game frame.
        p.pose = Pose::Spindash;
        assert_eq!(run(&mut a, &p, 4), vec![0x42, 0x43, 0x42, 0x44]);
        // SonAni_Balance: 10 game frames each (SPG: "waits 10 frames").
        p.pose = Pose::Balance;
        let frames = run(&mut a, &p, 21);
        assert_eq!((frames[0], frames[9], frames[10], frames[20]), (0xCC, 0xCC, 0xCD, 0xCE));
        // SonAni_Wait: 30 standing frames of 6 game frames, then the blink.
        p.pose = Pose::Wait;
        let frames = run(&mut a, &p, 30 * 6 + 1);
        assert_eq!((frames[0], frames[30 * 6 - 1], frames[30 * 6]), (1, 1, 2));
    }

    #[test]
    fn held_by_a_grabber_sonic_and_tails_float() {
        // SonAni_Float: duration 7, $54 and $59, 8 game frames each; TailsAni_Float: duration 9, $6E and $73.
        let mut p = sonic();
        p.pose = Pose::Float;
        let mut a = Animator::default();
        let frames = run(&mut a, &p, 17);
        assert_eq!((frames[0], frames[7], frames[8], frames[15], frames[16]), (0x54, 0x54, 0x59, 0x59, 0x54));
        let mut t = Player::standing(Character::Tails, 0, 0);
        t.pose = Pose::Float;
        let mut a = Animator::default();
        let frames = run(&mut a, &t, 21);
        assert_eq!((frames[0], frames[9], frames[10], frames[19], frames[20]), (0x6E, 0x6E, 0x73, 0x73, 0x6E));
    }

    #[test]
    fn pushing_is_slow_and_knuckles_is_not_animated() {
        // Push: duration ($800 − 0) >> 6 = $20: 33 game frames each.
        let mut p = sonic();
        p.pushing = true;
        let mut a = Animator::default();
        let frames = run(&mut a, &p, 34);
        assert_eq!((frames[0], frames[32], frames[33]), (0x48, 0x48, 0x49));
        let k = Player::standing(Character::Knuckles, 0, 0);
        let mut a = Animator::default();
        a.step(&k);
        assert_eq!(a, Animator::default());
    }

    #[test]
    fn tails_walks_runs_and_hauls() {
        let mut p = Player::standing(Character::Tails, 0, 0);
        p.ground_speed = 0x800;
        let mut a = Animator::default();
        assert_eq!(run(&mut a, &p, 3), vec![0x32, 0x33, 0x32]);
        p.ground_speed = 0x100;
        let mut a = Animator::default();
        assert_eq!(run(&mut a, &p, 1), vec![0x10]);
    }
}
