//! The little of the animation system that the physics depends on (s2disasm `Obj01_MdNormal_Checks` and
//! `Sonic_Animate`, without fixBugs): after about three seconds of standing still Sonic's idle ("Wait")
//! animation makes the normal mode skip all of its physics while no button is held, and waking him up plays a
//! short "Blink" (or, after a very long wait, "GetUp") animation during which the physics is skipped too. Only the
//! timing of those three scripts matters; which sprite is shown does not.

use super::{Input, Player, Pose};

/// Timing of a fixed-speed animation script: each frame shows for `delay + 1` game frames; after `frames`
/// frames it either loops back `back` frames or changes to the walking animation.
struct Script {
    delay: u8,
    frames: u8,
    end: End,
}

enum End {
    Back(u8),
    ToWalk,
}

/// `SonAni_Wait`: 179 frames at 6 game frames each, then the last 6 repeat.
const WAIT: Script = Script { delay: 5, frames: 179, end: End::Back(6) };
/// `SonAni_Blink`: one frame for 2 game frames, then walking.
const BLINK: Script = Script { delay: 1, frames: 1, end: End::ToWalk };
/// `SonAni_GetUp`: one frame for 4 game frames, then walking.
const GET_UP: Script = Script { delay: 3, frames: 1, end: End::ToWalk };

/// `SonAni_Spring`: one frame for 48 game frames, then walking (a sprung player can be hurt by badniks until
/// then and after, as he is not curled).
const SPRING: Script = Script { delay: 0x2F, frames: 1, end: End::ToWalk };

/// `SonAni_Bubble` / `TailsAni_Bubble`: 4 frames of 12 game frames, then walking.
const BUBBLE: Script = Script { delay: 0xB, frames: 4, end: End::ToWalk };

/// Sonic 2's `SonAni_Stop`: 4 frames of 6 game frames, then walking (`$FD`); `TailsAni_Stop`: 4 of 8. (Sonic 1's
/// loops: the skid holds until something else sets a pose.)
const SONIC_SKID: Script = Script { delay: 5, frames: 4, end: End::ToWalk };
const TAILS_SKID: Script = Script { delay: 7, frames: 4, end: End::ToWalk };

/// The idle animation frame from which the normal mode starts skipping (`cmpi.b #$1E,anim_frame`).
const IDLE_SKIP_FRAME: u8 = 0x1E;
/// Woken this late in the idle animation, Sonic gets up instead of blinking (`cmpi.b #$AC,anim_frame`).
const GET_UP_FRAME: u8 = 0xAC;

/// Where the animation is (the games' `prev_anim`, `anim_frame`, `anim_frame_duration`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnimationClock {
    /// The pose the clock was last run for; a different pose restarts it.
    pub pose: Pose,
    pub frame: u8,
    pub delay: u8,
    /// `move.b #1,prev_anim(a0)`: the movement turned the player round (`Sonic_MoveLeft`/`Sonic_MoveRight`,
    /// `Tails_MoveLeft`'s `sub_157E6`…) and set the walking animation, so the next animation step restarts it
    /// whatever the pose — clearing the pushing flag again after this frame's wall check.
    pub restart: bool,
}

impl Player {
    /// `Obj01_MdNormal_Checks`: true when the normal mode skips its physics this frame.
    pub(super) fn idle_checks(&mut self, input: Input) -> bool {
        if input.pressed.jump() {
            return false;
        }
        match self.pose {
            Pose::Blink | Pose::GetUp => true,
            Pose::Wait if self.animation.frame >= IDLE_SKIP_FRAME => {
                if input.held != formats::inputs::Buttons::NONE {
                    self.pose = if self.animation.frame >= GET_UP_FRAME { Pose::GetUp } else { Pose::Blink };
                }
                true
            }
            _ => false,
        }
    }

    /// `Sonic_Animate`, as far as the timing of the idle scripts goes: a new pose restarts the clock (and, as in
    /// the game, clears the pushing flag); the idle, blink and get-up scripts advance and end as the games' do.
    /// `skid_ends`: the profile's stopping animation ends by itself ([`crate::profile::Profile::skid_dust`]).
    pub(super) fn animate(&mut self, skid_ends: bool) {
        if self.pose != self.animation.pose || self.animation.restart {
            self.animation = AnimationClock { pose: self.pose, frame: 0, delay: 0, restart: false };
            self.pushing = false;
        }
        let script = match self.pose {
            Pose::Wait => WAIT,
            Pose::Blink => BLINK,
            Pose::GetUp => GET_UP,
            Pose::Spring => SPRING,
            Pose::Bubble => BUBBLE,
            Pose::Skid if skid_ends => {
                if self.character == crate::Character::Tails {
                    TAILS_SKID
                } else {
                    SONIC_SKID
                }
            }
            _ => return,
        };
        let clock = &mut self.animation;
        if clock.delay > 0 {
            clock.delay -= 1;
            return;
        }
        clock.delay = script.delay;
        if clock.frame < script.frames {
            clock.frame += 1;
            return;
        }
        match script.end {
            End::Back(n) => clock.frame = clock.frame - n + 1,
            End::ToWalk => self.pose = Pose::Walk,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    #[test]
    fn the_idle_clock_reaches_the_skip_frame_after_175_frames_and_loops_at_the_end() {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        p.pose = Pose::Wait;
        let mut first_skip = None;
        for frame in 1..=2000u32 {
            p.animate(true);
            if first_skip.is_none() && p.animation.frame >= IDLE_SKIP_FRAME {
                first_skip = Some(frame);
            }
        }
        assert_eq!(first_skip, Some(1 + 29 * 6));
        assert!((174..=179).contains(&p.animation.frame), "loops over the last 6 frames");
    }

    #[test]
    fn blink_and_get_up_last_3_and_5_animate_calls() {
        for (pose, calls) in [(Pose::Blink, 3), (Pose::GetUp, 5)] {
            let mut p = Player::standing(Character::Sonic, 0, 0);
            p.pose = pose;
            let mut n = 0;
            while p.pose == pose {
                p.animate(true);
                n += 1;
            }
            assert_eq!((n, p.pose), (calls, Pose::Walk), "{pose:?}");
        }
    }
}
