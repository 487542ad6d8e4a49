//! Angel Island 2's spiked log: a log floating on the water that dips when stood on and rolls over once,
//! its spikes hurting whoever is on the side they point to (skdisasm s3.asm `Obj_AIZSpikedLog`, `loc_2AF7C`–
//! `loc_2B0B0`, `byte_2B056`; its spikes `loc_2B0B6`, `byte_2B0E0`).
//!
//! - Idle it rocks: frames 7, 8, 9, $A, 9, 8 (`byte_2B056`), $18 frames each.
//! - A player standing on it, or one entering the water anywhere (`Water_entered_counter` changed: then it
//!   rolls even if nobody stands on it, `$34` = $81), starts a roll: frames counting down one every 4 frames,
//!   16 of them, round to where it was in its rocking (`$35`); meanwhile, and while stood on, it dips: `$32`
//!   up 4 a frame to $40, its y its float height + sin(`$32`) >> 5 (8 px at most); let go it rises 4 a frame.
//! - It is a `SolidObjectFull` $23 px either side, 8 high (9 standing).
//! - Its spikes (a second object, made in the next free slot): at the log, 12 px up (frames 0, 1, $F) or
//!   down (7–9), hurting (touch $9C: $1C, harmful); at the other frames they are sideways and touch nobody.
//! - It unloads out of range with its spikes, its respawn entry let go.

use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s3k::kinds::Sonic3k;

/// `byte_2B056`: the rocking frames (then −1: again).
pub const ROCK: [u8; 6] = [7, 8, 9, 0xA, 9, 8];
/// `byte_2B0E0`: the spikes' y offset by the log's frame (0: sideways, no touch).
pub const SPIKES: [i8; 16] = [-0xC, -0xC, 0, 0, 0, 0, 0, 0xC, 0xC, 0xC, 0, 0, 0, 0, 0, -0xC];
/// The spikes' touch: harmful, size $1C.
pub const COLLISION: u8 = 0x9C;
/// The dip's depth in `$32` units and its step.
pub const DIP: u8 = 0x40;
pub const DIP_STEP: u8 = 4;
/// Its solid box (`width_pixels` $18 + $B, `height_pixels` 8).
pub const SOLID: SolidBox = SolidBox { half_width: 0x23, half_height_air: 8, half_height_ground: 9, old_x: 0 };

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpikedLog {
    /// The spikes (`loc_2B0B6`), not the log.
    pub spikes: bool,
    /// The log: its float height (`$30`), dip (`$32`), roll (`$34`: bit 7 a roll the water started, which
    /// dips all the way), its rocking step kept through a roll (`$35`).
    pub home_y: i16,
    pub dip: u8,
    pub roll: u8,
    pub kept_step: u8,
    /// `$36` (`Water_entered_counter` when last seen): here each player's underwater flag last frame, whose
    /// rise is the counter's step (`Sonic_InWater`, `addq.b #1,(Water_entered_counter).w`).
    pub underwater: [bool; 2],
    /// The other object's slot (`$3C`).
    pub other: u16,
}

/// One frame of the log's roll and rock (`loc_2AFE2` on): its y from the dip, its frame.
pub fn step(c: &mut Common, s: &mut SpikedLog, stood: bool, water_entered: bool) {
    let mut rolling = s.roll & 0x80 != 0;
    if !rolling && water_entered {
        s.roll = 0x81;
        rolling = true;
    }
    if rolling || stood {
        // `loc_2AFB0`.
        if s.roll == 0 {
            s.kept_step = c.anim_frame;
            (c.anim_frame, c.anim_frame_duration, s.roll) = (0, 0, 1);
        }
        if s.dip == DIP {
            s.roll &= 0x7F;
        } else {
            s.dip += DIP_STEP;
        }
    } else if s.dip != 0 {
        s.dip -= DIP_STEP;
    }
    set_pixel(&mut c.y, s.home_y.wrapping_add(sin(s.dip) >> 5));
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if c.anim_frame_duration & 0x80 == 0 {
        return;
    }
    if s.roll != 0 {
        c.anim_frame_duration = 3;
        c.mapping_frame = c.mapping_frame.wrapping_sub(1) & 0xF;
        c.anim_frame += 1;
        if c.anim_frame >= 0x10 {
            c.anim_frame = s.kept_step;
            s.roll = 0;
        }
    } else {
        c.anim_frame_duration = 0x17;
        let i = usize::from(c.anim_frame).min(ROCK.len() - 1);
        c.anim_frame += 1;
        c.mapping_frame = ROCK[i];
        if i + 1 == ROCK.len() {
            c.anim_frame = 0;
        }
    }
}

fn log(c: &mut Common, s: &mut SpikedLog, cx: &mut ObjCtx) {
    let underwater = [cx.world.player.underwater, cx.world.sidekick.as_deref().is_some_and(|p| p.underwater)];
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x18, 8, true);
        s.home_y = c.pixel_y() as i16;
        s.underwater = underwater;
        let mut spikes = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        spikes.routine = 2;
        let state = SpikedLog { spikes: true, other: cx.current() as u16, ..Default::default() };
        if let Some(slot) = cx.spawn_after(Obj { common: spikes, state: state.into() }) {
            s.other = slot as u16;
        }
    }
    let entered = (0..2).any(|i| underwater[i] && !s.underwater[i]);
    s.underwater = underwater;
    let stood = c.status & (STANDING | P2_STANDING) != 0;
    step(c, s, stood, entered);
    cx.solid_object(c, SolidBox { old_x: c.pixel_x() as i16, ..SOLID });
    if cx.out_of_range(c.pixel_x()) {
        // `loc_2B096`: the spikes go with it.
        if s.other != 0
            && let Some(o) = cx.slots.get_mut(usize::from(s.other))
        {
            o.common.delete();
        }
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

fn spikes(c: &mut Common, s: &mut SpikedLog, cx: &mut ObjCtx) {
    let Some(Obj { common: log, state: State::Sonic3k(Sonic3k::SpikedLog(_)) }) = cx.slots.get(usize::from(s.other))
    else {
        c.collision_flags = 0;
        return;
    };
    let (x, y, frame) = (log.pixel_x() as i16, log.pixel_y() as i16, log.mapping_frame);
    set_pixel(&mut c.x, x);
    let dy = SPIKES[usize::from(frame & 0xF)];
    set_pixel(&mut c.y, y.wrapping_add(i16::from(dy)));
    c.collision_flags = if dy == 0 { 0 } else { COLLISION };
}

pub fn run(c: &mut Common, s: &mut SpikedLog, cx: &mut ObjCtx) {
    if s.spikes { spikes(c, s, cx) } else { log(c, s, cx) }
}

impl crate::objects::runtime::object::ObjKind for SpikedLog {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match (self.spikes, self.roll) {
            (true, _) => "spikes",
            (false, 0) => "rocking",
            _ => "rolling",
        }
    }

    fn name(&self) -> &'static str {
        if self.spikes { "spiked log (spikes)" } else { "spiked log" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2B02C`: rocking 7, 8, 9, $A, 9, 8, $18 frames each (delay $17), then again.
    #[test]
    fn idle_it_rocks() {
        let mut c = Common::new(0, 0, 0, 0x530, false, false);
        let mut s = SpikedLog { home_y: 0x530, ..Default::default() };
        let mut frames = Vec::new();
        for _ in 0..7 * 0x18 {
            step(&mut c, &mut s, false, false);
            frames.push(c.mapping_frame);
        }
        let firsts: Vec<u8> = frames.iter().step_by(0x18).copied().collect();
        assert_eq!(firsts, [7, 8, 9, 0xA, 9, 8, 7]);
        assert_eq!(c.pixel_y(), 0x530);
    }

    /// `loc_2AFB0`/`loc_2AFE2`: stood on, it dips 4 a frame to $40 (y + sin($40) >> 5 = 8 px) and rolls 16
    /// frames down, one every 4 frames, and again while stood on; let go it rises 4 a frame.
    #[test]
    fn stood_on_it_dips_and_rolls() {
        let mut c = Common::new(0, 0, 0, 0x530, false, false);
        let mut s = SpikedLog { home_y: 0x530, ..Default::default() };
        step(&mut c, &mut s, false, false);
        assert_eq!(c.mapping_frame, 7);
        let mut frames = Vec::new();
        for _ in 0..0x40 {
            step(&mut c, &mut s, true, false);
            frames.push(c.mapping_frame);
        }
        assert_eq!(c.pixel_y(), 0x530 + 8);
        assert_eq!(&frames[..5], &[6, 6, 6, 6, 5]);
        // The 16th step (frame 1 + 15 × 4) ends the roll at frame 7; still stood on, it rolls again.
        assert_eq!((frames[60], frames[61]), (7, 6));
        assert_eq!(s.roll, 1);
        step(&mut c, &mut s, false, false);
        assert_eq!(s.dip, DIP - DIP_STEP);
    }
}
