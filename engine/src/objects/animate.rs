//! `AnimateSprite`: the animation scripts every object steps (s2disasm `AnimateSprite`).

use super::object::Common;

/// `AnimateSprite`: steps the object's animation script (`scripts[anim]`: a frame duration, then mapping
/// frames, then a command byte). A change of `anim` (against `prev_anim`) restarts the script. Commands: $FF
/// loop, $FE go back n frames, $FD switch animation, $FC next routine, $FB restart and clear the secondary
/// routine, $FA next secondary routine.
pub fn animate_sprite(c: &mut Common, scripts: &[&[u8]]) {
    step(c, scripts);
}

/// Replays `slept` steps of an animation (`step` being one step) for an object that napped
/// ([`super::slots::SlotsView::nap`]): a script that ends looping, whose states after `lead` steps from any
/// state repeat every `period` steps — so a long nap replays `lead` steps plus the rest of the division by
/// `period`.
pub fn fast_forward(c: &mut Common, slept: u32, lead: u32, period: u32, mut step: impl FnMut(&mut Common)) {
    let steps = if slept > lead { lead + (slept - lead) % period.max(1) } else { slept };
    for _ in 0..steps {
        step(c);
    }
}

/// `AnimateSprite` as objects whose render flips follow their status flips use it: each new frame also copies
/// the status flips (bits 0 and 1) to the drawn flips.
pub fn animate_sprite_with_flips(c: &mut Common, scripts: &[&[u8]]) {
    if step(c, scripts) {
        c.x_flip = c.status & 1 != 0;
        c.y_flip = c.status & 2 != 0;
    }
}

/// One step of the script; true when a new mapping frame was shown.
fn step(c: &mut Common, scripts: &[&[u8]]) -> bool {
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
