//! Bubbles, Marble Garden's floating spiked-ball badnik (skdisasm s3.asm `Obj_BubblesBadnik`:
//! `BubblesBadnik_Index`, its start `loc_5615C` with `ObjSlot_BubblesBadnik`, the drift `loc_56198`, the
//! turn `loc_561D2` and its end `loc_56200`, the scripts `byte_56239` and `byte_5622A`; `Swing_UpAndDown`,
//! `Animate_RawMultiDelay`, `MoveSprite2`, `Sprite_CheckDeleteTouchSlotted`).
//!
//! It waits off screen (`Obj_WaitOffscreen`, $20 × $20: the frame it is first seen only wakes it), then takes
//! one of the 2 Bubbles art slots (`ObjSlot_BubblesBadnik`, `SetUp_ObjAttributesSlotted`, byte 0 of
//! `Slotted_object_bits`; none free: it is gone). It drifts $80/256 px a frame left (right when x-flipped)
//! the whole time while its y speed swings between ±$100 by 2 a frame (`Swing_UpAndDown`), starting at $100
//! (down). Drifting (`loc_56198`), its script `byte_56239` pushes its spikes out: frame 3 for 4 frames, frame 4
//! (spikes out) for $6C + $6C, frame 3 for 4, frame 0 for $80, again. When its y speed comes to 0 from above
//! ($80 frames after its start: the lowest point of the swing) it turns to `loc_561D2`: script `byte_5622A`,
//! frame 0 for $78, 1, 2, 2, 1 for 4 each, 0 for $78, and the end ($F4) hands back to the drift
//! (`loc_56200`); there the swing's turn (at −$100, $80 frames in) turns it round in x. Every frame it is an enemy
//! of touch size $12, and with its spikes out (frame 4) it hurts ($86: size 6). Out of range it lets its
//! respawn entry and art slot go and is deleted the next frame; destroyed, its art slot is let go
//! (`Touch_EnemyNormal`: [`destroyed`]).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::s3k::poindexter::swing_up_and_down;
use crate::objects::s3k::rhinobot::{release, take_slot};

/// `ObjSlot_BubblesBadnik`: 2 art slots in byte 0 of `Slotted_object_bits`, $14 × $18 drawn.
pub const SLOTS: (usize, u8) = (0, 2);
pub const WIDTH: u8 = 0x14;
pub const HEIGHT: u8 = 0x18;
/// `Obj_BubblesBadnik`: `collision_flags` every frame (an enemy, size $12), and with frame 4 (spikes out:
/// hurts, size 6).
pub const COLLISION: u8 = 0x12;
pub const COLLISION_SPIKED: u8 = 0x86;
/// The mapping frame with its spikes out.
pub const SPIKED_FRAME: u8 = 4;
/// `loc_5615C`: the x speed (facing left; negated x-flipped), the swing's top speed (`$3E`, also the first y
/// speed) and its step (`$40`).
pub const X_SPEED: i16 = -0x80;
pub const SWING_MAX: i16 = 0x100;
pub const SWING_STEP: i16 = 2;
/// `byte_56239`: the drift's script, (frame, delay) pairs, then $FC (back to the first).
pub const DRIFT: [(u8, u8); 6] = [(0, 0x7F), (3, 3), (4, 0x6B), (4, 0x6B), (3, 3), (0, 0x7F)];
/// `byte_5622A`: the turn's script, then $F4 (`$34`: `loc_56200`).
pub const TURN: [(u8, u8); 7] = [(0, 0xF), (0, 0x77), (1, 3), (2, 3), (2, 3), (1, 3), (0, 0x77)];

/// The Bubbles badnik's fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BubblesBadnik {
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// `$38` bit 0: the swing is heading down.
    pub swing_down: bool,
    /// The art slot it holds (`ros_bit`) in [`SLOTS`]' byte.
    pub art_slot: Option<u8>,
    /// Deleted the next time it runs (`Go_Delete_SpriteSlotted`: `move.l #Delete_Current_Sprite,(a0)`).
    pub dying: bool,
}

/// What one `Animate_RawMultiDelay` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The frame holds (`d2` 0).
    Hold,
    /// The next pair shows (`d2` 1; `$FC`'s restart too).
    Frame,
    /// The script's `$F4`: its `$34` runs (`d2` −1).
    End,
}

/// `Animate_RawMultiDelay` on `script`, which ends with $FC (`restart`) or $F4: the timer counts down; below
/// zero the next pair shows (`anim_frame` counts bytes), past the last one $FC shows the first again and $F4
/// clears the timer; either clears `anim_frame`.
pub fn animate(c: &mut Common, script: &[(u8, u8)], restart: bool) -> Step {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return Step::Hold;
    }
    let next = usize::from(c.anim_frame.wrapping_add(2) / 2);
    if let Some(&(frame, delay)) = script.get(next) {
        c.anim_frame = (next * 2) as u8;
        c.mapping_frame = frame;
        c.anim_frame_duration = delay;
        return Step::Frame;
    }
    c.anim_frame = 0;
    if restart {
        // `loc_52DE8`.
        (c.mapping_frame, c.anim_frame_duration) = script[0];
        Step::Frame
    } else {
        // `loc_52DF6`.
        c.anim_frame_duration = 0;
        Step::End
    }
}

/// `Touch_EnemyNormal` on a slotted enemy (status bit 2): destroyed, it lets its art slot go.
pub fn destroyed(s: &mut BubblesBadnik, bits: &mut [u8; 8]) {
    release(bits, SLOTS.0, &mut s.art_slot);
}

pub fn run(c: &mut Common, s: &mut BubblesBadnik, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    match c.routine {
        0 => {
            // `loc_5615C`.
            let Some(bit) = take_slot(&mut cx.world.game.slotted, SLOTS) else {
                c.delete();
                return;
            };
            s.art_slot = Some(bit);
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (WIDTH, HEIGHT, true, 0);
            c.x_vel = if c.x_flip { -X_SPEED } else { X_SPEED };
            c.y_vel = SWING_MAX;
            s.swing_down = false;
        }
        2 => drift(c, s),
        _ => turn(c, s),
    }
    c.collision_flags = if c.mapping_frame == SPIKED_FRAME { COLLISION_SPIKED } else { COLLISION };
    // `Sprite_CheckDeleteTouchSlotted` (`Perform_DPLC` only loads art).
    super::rhinobot::check_delete_touch_slotted(c, &mut s.dying, &mut s.art_slot, SLOTS.0, cx);
}

/// `Swing_UpAndDown` with the badnik's $100 and 2; true when it turned (`d3`).
fn swing(c: &mut Common, s: &mut BubblesBadnik) -> bool {
    let before = s.swing_down;
    c.y_vel = swing_up_and_down(c.y_vel, SWING_STEP, SWING_MAX, &mut s.swing_down);
    before != s.swing_down
}

/// `loc_56198`: drifting, spikes out and in; at the bottom of the swing (y speed 0, from above) it turns to
/// `loc_561D2` with the script [`TURN`] from its start.
fn drift(c: &mut Common, s: &mut BubblesBadnik) {
    animate(c, &DRIFT, true);
    let before = c.y_vel;
    swing(c, s);
    if c.y_vel == 0 && before >= 0 {
        c.routine = 4;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
    }
    c.object_move();
}

/// `loc_561D2`: each turn of the swing turns it round; the end of [`TURN`] (`loc_56200`) is the drift again,
/// its script [`DRIFT`] from where `Animate_RawMultiDelay` left the counters (both 0).
fn turn(c: &mut Common, s: &mut BubblesBadnik) {
    if animate(c, &TURN, false) == Step::End {
        c.routine = 2;
    }
    // (A new frame 4 of the script plays `sfx_ChainTick`.)
    if swing(c, s) {
        c.x_vel = c.x_vel.wrapping_neg();
        c.x_flip = !c.x_flip;
    }
    c.object_move();
}

impl crate::objects::runtime::object::ObjKind for BubblesBadnik {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.awake, c.routine) {
            (false, _) => "waiting off screen",
            (_, 4) => "turning",
            _ if c.mapping_frame == SPIKED_FRAME => "spiked",
            _ => "drifting",
        }
    }

    fn name(&self) -> &'static str {
        "Bubbles"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One frame of `BubblesBadnik_Index` past the start, without the screen: (routine, mapping frame, y speed,
    /// x speed, collision flags).
    fn step(c: &mut Common, s: &mut BubblesBadnik) -> (u8, u8, i16, i16, u8) {
        if c.routine == 2 {
            drift(c, s);
        } else {
            turn(c, s);
        }
        c.collision_flags = if c.mapping_frame == SPIKED_FRAME { COLLISION_SPIKED } else { COLLISION };
        (c.routine, c.mapping_frame, c.y_vel, c.x_vel, c.collision_flags)
    }

    /// s3.asm from `loc_5615C`'s start (y speed $100, heading up, x speed −$80): the drift shows frame 3 for 4
    /// frames, then 4 (hurting, $86) to the $80th frame, where the y speed reaches 0 and it turns to routine 4
    /// (still frame 4 that frame). The turn shows frame 0 for $78, 1, 2, 2, 1 for 4 each and 0 for $78, while
    /// the swing reaches −$100 (turning it round in x: +$80) after $80 frames; the $F4 then hands back to the
    /// drift, frame 3 the frame after.
    #[test]
    fn the_drift_and_the_turn() {
        let mut c = Common::default();
        (c.routine, c.x_vel, c.y_vel) = (2, X_SPEED, SWING_MAX);
        let mut s = BubblesBadnik::default();
        let frames: Vec<_> = (0..0x80 + 0x101 + 1).map(|_| step(&mut c, &mut s)).collect();
        assert_eq!(frames[0], (2, 3, 0xFE, -0x80, COLLISION));
        assert_eq!(frames[3].1, 3);
        assert_eq!(frames[4], (2, 4, 0xF6, -0x80, COLLISION_SPIKED));
        assert!(frames[4..0x7F].iter().all(|f| f.0 == 2 && f.1 == 4));
        assert_eq!(frames[0x7F], (4, 4, 0, -0x80, COLLISION_SPIKED));
        // The turn: its first pair (0, $F) is skipped.
        assert_eq!(frames[0x80], (4, 0, -2, -0x80, COLLISION));
        assert!(frames[0x80..0x80 + 0x78].iter().all(|f| f.1 == 0));
        let shown: Vec<u8> = frames[0x80 + 0x78..0x80 + 0x78 + 16].iter().map(|f| f.1).collect();
        assert_eq!(shown, [[1; 4], [2; 4], [2; 4], [1; 4]].concat());
        // −$100 reached on the turn's $80th frame: back to −$FE, and it turns round.
        assert_eq!(frames[0x80 + 0x7E].2, -0xFE);
        assert_eq!(frames[0x80 + 0x7F], (4, 2, -0xFE, 0x80, COLLISION));
        assert!(c.x_flip);
        assert_eq!(frames[0x80 + 0xFF], (4, 0, 2, 0x80, COLLISION));
        // The $F4 on the turn's $101th frame hands back to the drift (the y speed 4, heading down).
        assert_eq!(frames[0x80 + 0x100], (2, 0, 4, 0x80, COLLISION));
        assert_eq!(frames[0x80 + 0x101], (2, 3, 6, 0x80, COLLISION));
    }

    /// `Animate_RawMultiDelay`'s $FC: after the last pair the first shows again, its delay in full.
    #[test]
    fn the_drift_script_restarts() {
        let mut c = Common::default();
        let mut shown = Vec::new();
        for _ in 0..(4 + 0x6C * 2 + 4 + 0x80 + 1) {
            animate(&mut c, &DRIFT, true);
            shown.push(c.mapping_frame);
        }
        assert_eq!(shown.iter().filter(|&&f| f == 4).count(), 0x6C * 2);
        assert_eq!(*shown.last().unwrap_or(&9), 0);
        assert_eq!((c.anim_frame, c.anim_frame_duration), (0, 0x7F));
    }
}
