//! `AnimateSprite`: the animation scripts every object steps (s2disasm `AnimateSprite`).

use crate::objects::runtime::object::Common;

/// `AnimateSprite`: steps the object's animation script (`scripts[anim]`: a frame duration, then mapping
/// frames, then a command byte). A change of `anim` (against `prev_anim`) restarts the script. Commands: $FF
/// loop, $FE go back n frames, $FD switch animation, $FC next routine, $FB restart and clear the secondary
/// routine, $FA next secondary routine.
#[inline(always)]
pub fn animate_sprite(c: &mut Common, scripts: &[&[u8]]) {
    step(c, scripts);
}

/// Replays `slept` steps of an animation (`step` being one step) for an object that napped
/// ([`crate::objects::runtime::slots::SlotsView::nap`]): a script whose frames each show `duration` + 1 steps and that
/// ends looping, so that after `lead` new frames from any state its frames repeat every `cycle`. Steps one at a time
/// only until the duration counter runs out; then each frame is one step (the counter set to run out) and the counter's
/// last value is set directly — and a long nap steps `lead` frames plus the rest of the division by `cycle`.
pub fn fast_forward(
    c: &mut Common,
    slept: u32,
    duration: u8,
    lead: u32,
    cycle: u32,
    mut step: impl FnMut(&mut Common),
) {
    let mut left = slept;
    while left > 0 && !(c.anim == c.prev_anim && c.anim_frame_duration == 0) {
        step(c);
        left -= 1;
    }
    if left == 0 {
        return;
    }
    // The counter is 0: the next step shows a new frame, then each frame lasts `per` steps.
    let per = u32::from(duration) + 1;
    let frames = left.div_ceil(per);
    let last = u32::from(duration) - (left - 1 - (frames - 1) * per);
    let frames = if frames > lead { lead + (frames - lead) % cycle.max(1) } else { frames };
    for _ in 0..frames {
        c.anim_frame_duration = 0;
        step(c);
    }
    c.anim_frame_duration = last as u8;
}

/// `AnimateSprite` as objects whose render flips follow their status flips use it: each new frame also copies
/// the status flips (bits 0 and 1) to the drawn flips.
#[inline]
pub fn animate_sprite_with_flips(c: &mut Common, scripts: &[&[u8]]) {
    if step(c, scripts) {
        c.x_flip = c.status & 1 != 0;
        c.y_flip = c.status & 2 != 0;
    }
}

/// Sonic 1's `AnimateSprite` (s1disasm `_incObj/sub AnimateSprite.asm`, `Anim_Next`): a frame byte's bits 5
/// and 6 are flips (x, y) drawn against the status flips, and only bits 0–4 are the mapping frame (so $40 is
/// frame 0, flipped).
#[inline]
pub fn animate_sprite_s1(c: &mut Common, scripts: &[&[u8]]) {
    if step(c, scripts) {
        let raw = c.mapping_frame;
        c.mapping_frame = raw & 0x1F;
        let flips = ((raw >> 5) ^ c.status) & 3;
        c.x_flip = flips & 1 != 0;
        c.y_flip = flips & 2 != 0;
    }
}

/// One step of the script; true when a new mapping frame was shown. Most steps only count the frame's
/// duration down: that part is inlined into each object's routine (where the branch is predicted for that
/// kind alone), the rest is a call.
#[inline(always)]
fn step(c: &mut Common, scripts: &[&[u8]]) -> bool {
    if c.anim == c.prev_anim {
        let duration = c.anim_frame_duration.wrapping_sub(1);
        if (duration as i8) >= 0 {
            c.anim_frame_duration = duration;
            return false;
        }
    }
    new_frame(c, scripts)
}

/// [`step`] from its start when the animation changed or the frame's duration ran out.
#[inline(never)]
fn new_frame(c: &mut Common, scripts: &[&[u8]]) -> bool {
    if c.anim != c.prev_anim {
        c.prev_anim = c.anim;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return false;
    }
    let Some(script) = scripts.get(usize::from(c.anim)) else { return false };
    let byte = |i: usize| script.get(i).copied().unwrap_or(0xFF);
    c.anim_frame_duration = byte(0);
    let index = usize::from(c.anim_frame);
    let mut frame = byte(1 + index);
    if frame & 0x80 != 0 {
        match frame {
            0xFF => {
                c.anim_frame = 0;
                frame = byte(1);
            }
            0xFE => {
                let back = byte(2 + index);
                c.anim_frame = c.anim_frame.wrapping_sub(back);
                frame = byte(index.wrapping_sub(usize::from(back)).wrapping_add(1));
            }
            0xFD => {
                c.anim = byte(2 + index);
                return false;
            }
            0xFC => {
                c.routine = c.routine.wrapping_add(2);
                c.anim_frame_duration = 0;
                c.anim_frame = c.anim_frame.wrapping_add(1);
                return false;
            }
            0xFB => {
                c.anim_frame = 0;
                c.routine_secondary = 0;
                return false;
            }
            0xFA => {
                c.routine_secondary = c.routine_secondary.wrapping_add(2);
                return false;
            }
            _ => return false,
        }
    }
    c.mapping_frame = frame & 0x7F;
    c.anim_frame = c.anim_frame.wrapping_add(1);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A looping script (three frames of 3 steps each) and one that ends going back two of its four frames.
    const SCRIPTS: [&[u8]; 2] = [&[2, 5, 6, 7, 0xFF], &[1, 1, 2, 3, 4, 0xFE, 2]];

    fn stepped(c: &Common) -> Common {
        let mut c = c.clone();
        animate_sprite(&mut c, &SCRIPTS);
        c
    }

    #[test]
    fn a_fast_forward_ends_where_stepping_one_at_a_time_does() {
        // (duration, lead, cycle) of each script.
        let shapes = [(2u8, 4u32, 3u32), (1, 5, 2)];
        for (anim, &(duration, lead, cycle)) in shapes.iter().enumerate() {
            for (prev_anim, frame, counter) in
                [(anim as u8, 0u8, 0u8), (anim as u8, 2, 1), (9, 0, 0), (anim as u8, 7, 40)]
            {
                let start = Common {
                    anim: anim as u8,
                    prev_anim,
                    anim_frame: frame,
                    anim_frame_duration: counter,
                    ..Default::default()
                };
                let mut one_at_a_time = start.clone();
                for slept in 0..200u32 {
                    let mut fast = start.clone();
                    fast_forward(&mut fast, slept, duration, lead, cycle, |c| animate_sprite(c, &SCRIPTS));
                    assert_eq!(fast, one_at_a_time, "script {anim}, from {start:?}, {slept} steps");
                    one_at_a_time = stepped(&one_at_a_time);
                }
            }
        }
    }
}
