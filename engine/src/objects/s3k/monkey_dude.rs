//! Monkey Dude, Angel Island's monkey on a tree trunk (skdisasm s3.asm `Obj_MonkeyDude`): it waits off screen
//! (`Obj_WaitOffscreen`), then climbs down and up its trunk in steps of 8 px — down `subtype / 8` steps less
//! one, a wait of 60 frames, up `subtype / 4` steps, a wait, and so on — stepping when its two-frame climbing
//! animation (`byte_554B4`: frames 0 and 2, 8 frames each) shows frame 0 going down, frame 2 going up. Its
//! body is an enemy of touch size $B (8 × 8); a curled player destroys it (the runtime's `Touch_Enemy`).
//!
//! Its arm (five children: `loc_5504A`, no touch) and the coconut it throws are not run yet.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

/// `ObjDat_MonkeyDude`: touch size $B, an enemy.
pub const COLLISION: u8 = 0x0B;
/// `byte_554B0`: the waiting animation (delay 7: frames 0 and 1). Only its frames are drawn.
const WAIT_SCRIPT: [u8; 3] = [7, 0, 1];
/// `byte_554B4`: the climbing animation (frame, delay) pairs, then $FC (restart).
const CLIMB_SCRIPT: [(u8, u8); 2] = [(0, 7), (2, 7)];
/// The wait between climbs (`move.w #60-1,$2E(a0)`).
const WAIT: i16 = 60 - 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MonkeyDude {
    /// `Obj_WaitOffscreen` is over (the first frame it was drawn on screen).
    pub awake: bool,
    /// `$39(a0)`: steps left in this climb.
    pub steps: u8,
    /// `$38(a0)` bit 2: climbing up.
    pub up: bool,
    /// `$2E(a0)`: `Obj_Wait`'s timer.
    pub wait: i16,
}

/// `Animate_Raw` on the waiting script: frames 0 and 1, 8 frames each.
fn animate_wait(c: &mut Common) {
    if c.anim_frame_duration > 0 {
        c.anim_frame_duration -= 1;
        return;
    }
    c.anim_frame = (c.anim_frame + 1) % 2;
    c.anim_frame_duration = WAIT_SCRIPT[0];
    c.mapping_frame = WAIT_SCRIPT[1 + usize::from(c.anim_frame)];
}

/// `Animate_RawMultiDelay` on the climbing script; true when the frame changed (`d2`).
fn animate_climb(c: &mut Common) -> bool {
    if c.anim_frame_duration > 0 {
        c.anim_frame_duration -= 1;
        return false;
    }
    // `anim_frame` counts bytes (2 a pair); past the last pair the $FC restarts at the first.
    let next = usize::from(c.anim_frame / 2) + 1;
    let pair = if next < CLIMB_SCRIPT.len() {
        c.anim_frame = (next * 2) as u8;
        CLIMB_SCRIPT[next]
    } else {
        c.anim_frame = 0;
        CLIMB_SCRIPT[0]
    };
    c.mapping_frame = pair.0;
    c.anim_frame_duration = pair.1;
    true
}

/// `loc_55014`: wait again, the climb turned.
fn turn(c: &mut Common, s: &mut MonkeyDude) {
    c.routine = 2;
    s.steps = c.subtype;
    s.up = !s.up;
    s.wait = WAIT;
    c.mapping_frame = 0;
    c.anim_frame = 0;
    c.anim_frame_duration = 0;
}

pub fn run(c: &mut Common, s: &mut MonkeyDude, cx: &mut ObjCtx) {
    if !s.awake {
        // `Obj_WaitOffscreen`: drawn $20 wide until on screen, meanwhile only unloaded out of range.
        c.width_pixels = 0x20;
        if !c.on_screen {
            cx.mark_gone(c);
            return;
        }
        s.awake = true;
    }
    match c.routine {
        // `loc_54F6E`.
        0 => {
            c.routine = 2;
            c.collision_flags = COLLISION;
            c.width_pixels = 0x20;
            c.subtype >>= 2;
            s.steps = c.subtype >> 1;
            s.wait = WAIT;
        }
        // `loc_53CD6`: the wait, then `loc_54FBE`.
        2 => {
            animate_wait(c);
            s.wait -= 1;
            if s.wait < 0 {
                c.routine = 4;
                c.anim_frame = 0;
                c.anim_frame_duration = 0;
            }
        }
        // `loc_54FD6`.
        _ => {
            if animate_climb(c) {
                if !s.up {
                    if c.mapping_frame == 0 {
                        c.y = c.y.wrapping_add(8 << 8);
                        s.steps = s.steps.wrapping_sub(1);
                        if s.steps == 1 {
                            turn(c, s);
                        }
                    }
                } else if c.mapping_frame == 2 {
                    s.steps = s.steps.wrapping_sub(1);
                    if s.steps == 0 {
                        turn(c, s);
                    } else {
                        c.y = c.y.wrapping_sub(8 << 8);
                    }
                }
            }
        }
    }
    // `Sprite_CheckDeleteTouch`.
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for MonkeyDude {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "Monkey Dude"
    }
}
