//! Pointdexter, Hydrocity's swimming pufferfish (skdisasm s3.asm `Obj_Poindexter`, `loc_56084`, `loc_560D2`,
//! `loc_560FA`; `Swing_UpAndDown`, `Set_VelocityXTrackSonic`, `Animate_RawMultiDelay`, `Obj_Wait`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait). Then it swims
//! at $40 towards the side the player is on (`Set_VelocityXTrackSonic`, facing that way), turning round every
//! `subtype × 8` frames (the first turn after `subtype × 4`: `Obj_Wait` counts to −1, so one frame more), and
//! bobs: its y speed swings between −$20 and $20 by 1 a frame (`Swing_UpAndDown`). Its script
//! (`AniRaw_Poindexter`) puffs it up: frame 1 for 5 frames, frame 2 (spines out) for $40, frame 1 for 5,
//! frame 0 for $80, again. Deflated it is an enemy of touch size $A; puffed (frame 2) it hurts ($86: size 6).
//! It unloads out of range (`Sprite_CheckDeleteTouch`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `collision_flags` deflated (an enemy, size $A) and puffed (hurts, size 6).
pub const COLLISION: u8 = 0x0A;
pub const COLLISION_PUFFED: u8 = 0x86;
/// `Set_VelocityXTrackSonic`'s `d4`: its swimming speed.
pub const SPEED: i16 = 0x40;
/// `$3E`: the y speed's swing, and `$40`, its step a frame.
pub const SWING_MAX: i16 = 0x20;
pub const SWING_STEP: i16 = 1;
/// `AniRaw_Poindexter`: (frame, delay) pairs, then $FC (back to the first).
pub const SCRIPT: [(u8, u8); 4] = [(0, 0x7F), (1, 4), (2, 0x3F), (1, 4)];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Poindexter {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// `$2E`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$3A`: the time between turns.
    pub turn_time: i16,
    /// `$38` bit 0: the swing is heading down.
    pub swing_down: bool,
}

/// `Swing_UpAndDown`: the y speed `vel` moves `step` a frame towards ±`max`, turning when it passes one
/// (`down`: heading down). Returns the new speed.
pub fn swing_up_and_down(vel: i16, step: i16, max: i16, down: &mut bool) -> i16 {
    let mut v = vel;
    if !*down {
        v = v.wrapping_sub(step);
        if v > -max {
            return v;
        }
        *down = true;
    }
    v = v.wrapping_add(step);
    if v < max {
        return v;
    }
    *down = false;
    v.wrapping_sub(step)
}

/// `Animate_RawMultiDelay` on a script of (frame, delay) pairs that ends with $FC (restart); true when the
/// frame changed (`d2`).
pub fn animate_raw_multi_delay(c: &mut Common, script: &[(u8, u8)]) -> bool {
    if c.anim_frame_duration > 0 {
        c.anim_frame_duration -= 1;
        return false;
    }
    // `anim_frame` counts bytes (2 a pair); past the last pair the $FC restarts at the first.
    let next = usize::from(c.anim_frame / 2) + 1;
    let pair = if next < script.len() {
        c.anim_frame = (next * 2) as u8;
        script[next]
    } else {
        c.anim_frame = 0;
        script[0]
    };
    c.mapping_frame = pair.0;
    c.anim_frame_duration = pair.1;
    true
}

pub fn run(c: &mut Common, s: &mut Poindexter, cx: &mut ObjCtx) {
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    if c.routine == 0 {
        // `loc_56084`.
        c.routine = 2;
        c.width_pixels = 0x14;
        s.wait = i16::from(c.subtype) * 4;
        s.turn_time = s.wait * 2;
        // `Set_VelocityXTrackSonic`: towards the player, facing him.
        c.x_flip = (c.pixel_x() as i16).wrapping_sub(cx.world.player.pixel_x() as i16) < 0;
        c.x_vel = if c.x_flip { SPEED } else { -SPEED };
        c.y_vel = SWING_MAX;
        s.swing_down = false;
    } else {
        // `loc_560D2`.
        c.y_vel = swing_up_and_down(c.y_vel, SWING_STEP, SWING_MAX, &mut s.swing_down);
        c.object_move();
        animate_raw_multi_delay(c, &SCRIPT);
        s.wait -= 1;
        if s.wait < 0 {
            // `loc_560FA`.
            c.x_vel = c.x_vel.wrapping_neg();
            c.x_flip = !c.x_flip;
            s.wait = s.turn_time;
        }
        c.collision_flags = if c.mapping_frame == 2 { COLLISION_PUFFED } else { COLLISION };
    }
    // `Sprite_CheckDeleteTouch`.
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Poindexter {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if !self.awake {
            "waiting"
        } else if c.mapping_frame == 2 {
            "puffed"
        } else {
            "swimming"
        }
    }

    fn name(&self) -> &'static str {
        "Pointdexter"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Swing_UpAndDown` from `loc_56084`'s start (y speed $20, heading up, step 1): $1F, $1E, … down
    /// to −$1F, where −$20 is reached and it turns: −$1F again, then up to $1F and back.
    #[test]
    fn the_swing_turns_at_plus_minus_0x20() {
        let (mut v, mut down) = (SWING_MAX, false);
        let mut seen = Vec::new();
        for _ in 0..0x82 {
            v = swing_up_and_down(v, SWING_STEP, SWING_MAX, &mut down);
            seen.push(v);
        }
        assert_eq!(seen[0], 0x1F);
        assert_eq!(seen[0x3E], -0x1F);
        // The frame that reaches −$20 turns: the step back gives −$1F.
        assert_eq!(seen[0x3F], -0x1F);
        assert_eq!(*seen.iter().min().unwrap_or(&0), -0x1F);
        assert_eq!(*seen.iter().max().unwrap_or(&0), 0x1F);
        assert_eq!(seen[0x3F + 0x3E], 0x1F);
        assert_eq!(seen[0x3F + 0x3F], 0x1F);
        assert!(!down);
    }

    /// `AniRaw_Poindexter` from a fresh object (timer 0, frame 0): frame 1 on the first frame for 5, then 2
    /// for $40 (puffed), 1 for 5, 0 for $80, then 1 again.
    #[test]
    fn the_puff_cycle() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        let mut frames = Vec::new();
        for _ in 0..(5 + 0x40 + 5 + 0x80 + 1) {
            animate_raw_multi_delay(&mut c, &SCRIPT);
            frames.push(c.mapping_frame);
        }
        let count = |f: u8| frames.iter().filter(|&&x| x == f).count();
        assert_eq!(&frames[..5], &[1; 5]);
        assert_eq!(frames[5], 2);
        assert_eq!(count(2), 0x40);
        assert_eq!(count(0), 0x80);
        assert_eq!(frames[frames.len() - 1], 1);
    }
}
