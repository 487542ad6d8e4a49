//! Angel Island 2's disappearing floor: a rock floor in a waterfall that comes out on a clock, holds the players
//! for 200 frames and goes again (skdisasm s3.asm `Obj_AIZDisappearingFloor`, `word_29316`, `loc_293BA`, the solid
//! `loc_29450`; `Ani_AIZDisappearingFloor` played by `Animate_SpriteIrregularDelay`).
//!
//! - Its clock: the floor comes up when (`Level_frame_counter` + phase) & mask is 0 — mask `word_29316`
//!   (2^(n+1) − 1 for n = `subtype & $F`), phase `(subtype >> 4) << max(0, n − 3)`.
//! - Its animation (`anim` 1): frames 1, 2, 3, 4 (2 frames each), then 5 for $80 + $40 frames, then — its
//!   script runs on into script 2's bytes — 4 (4 frames), 3 (3), 2 (2), 1 (2) and back to 0 (script 0:
//!   nothing). Made within those 200 frames ($C8) of the clock, it starts at frame 5 for what is left
//!   (script 2: 4, 3, 2, 1).
//! - When it shows frame 5 it makes a solid floor (once a rise, `$36`) in the next free slot after its own:
//!   `SolidObjectFull` $2B px either side (the usual $B more than its $20), $18 high ($19 on the ground),
//!   which goes (x $7FF0, then out of range) once the floor shows frame 3 again, dropping who stands on it.
//! - Both unload out of range (`Sprite_OnScreen_Test`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s3k::kinds::Sonic3k;

/// `Ani_AIZDisappearingFloor` as the game reads it (scripts 0 and 1 run on into the bytes after them).
const SCRIPT_0: [u8; 4] = [0, 0x1F, 0xFF, 1];
const SCRIPT_1: [u8; 22] = [1, 1, 2, 1, 3, 1, 4, 1, 5, 0x7F, 5, 0x3F, 4, 3, 3, 2, 2, 1, 1, 1, 0xFD, 0];
const SCRIPT_2: [u8; 10] = [4, 3, 3, 2, 2, 1, 1, 1, 0xFD, 0];
const SCRIPTS: [&[u8]; 3] = [&SCRIPT_0, &SCRIPT_1, &SCRIPT_2];
/// The rise's length: frames 1–4 and the two frame 5s (`subi.w #$C8,d0`).
pub const UP: u16 = 0xC8;
/// The solid floor's box (`loc_29478`).
pub const SOLID: SolidBox = SolidBox { half_width: 0x2B, half_height_air: 0x18, half_height_ground: 0x19, old_x: 0 };
/// `loc_29450`: where the solid floor goes when the water sinks.
const GONE_X: i16 = 0x7FF0;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DisappearingFloor {
    /// The solid floor the water makes (`loc_29450`), not the water.
    pub solid: bool,
    /// `$32`, `$34`: the clock's mask and phase.
    pub mask: u16,
    pub phase: u16,
    /// `$36`: this rise's solid floor is made.
    pub made: bool,
    /// The solid floor: the water's slot (`$3C`).
    pub parent: u16,
}

/// `Obj_AIZDisappearingFloor`: the clock's (mask, phase) for a subtype.
pub fn clock(subtype: u8) -> (u16, u16) {
    let n = u16::from(subtype & 0xF);
    let mask = (2u16 << n).wrapping_sub(1);
    (mask, u16::from(subtype >> 4) << n.saturating_sub(3))
}

/// `Animate_SpriteIrregularDelay` on [`SCRIPTS`] (the codes these scripts use: $FF restart, $FD next script).
pub fn animate(c: &mut Common) {
    let a = c.anim;
    if a != c.prev_anim {
        c.prev_anim = a;
        (c.anim_frame, c.anim_frame_duration) = (0, 0);
    }
    let (timer, borrow) = c.anim_frame_duration.overflowing_sub(1);
    c.anim_frame_duration = timer;
    if !borrow {
        return;
    }
    let script = SCRIPTS[usize::from(a).min(2)];
    let i = usize::from(c.anim_frame) * 2;
    let byte = |k: usize| script.get(k).copied().unwrap_or(0);
    let mut frame = byte(i);
    match frame {
        0xFF => {
            // `loc_1934A`: back to the first frame, with the delay after the $FF.
            c.anim_frame = 0;
            frame = byte(0);
        }
        0xFD => {
            c.anim = byte(i + 1);
            return;
        }
        _ => {}
    }
    c.anim_frame_duration = byte(i + 1);
    c.mapping_frame = frame;
    c.anim_frame = c.anim_frame.wrapping_add(1);
}

fn water(c: &mut Common, s: &mut DisappearingFloor, cx: &mut ObjCtx) {
    let fc = cx.world.game.frame_counter;
    if c.routine == 0 {
        c.routine = 2;
        (s.mask, s.phase) = clock(c.subtype);
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x20, 0x18, true);
        let t = fc.wrapping_add(s.phase) & s.mask;
        if t != 0 && t < UP {
            // Made while up: frame 5 for what is left of it.
            c.anim_frame_duration = (UP - t) as u8;
            (c.anim_frame, c.anim, c.prev_anim, c.mapping_frame) = (0, 2, 2, 5);
        }
    }
    // `loc_293BA`.
    if fc.wrapping_add(s.phase) & s.mask == 0 {
        (c.anim, c.prev_anim) = (1, 0);
        s.made = false;
    }
    animate(c);
    if c.mapping_frame == 5 && !s.made {
        s.made = true;
        let mut floor = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        (floor.routine, floor.width_pixels, floor.y_radius, floor.explicit_height) = (2, 0x28, 0x20, true);
        let state = DisappearingFloor { solid: true, parent: cx.current() as u16, ..Default::default() };
        let _ = cx.spawn_after(Obj { common: floor, state: state.into() });
    }
    cx.mark_gone(c);
}

fn solid(c: &mut Common, s: &mut DisappearingFloor, cx: &mut ObjCtx) {
    let sinking = matches!(
        cx.slots.get(usize::from(s.parent)),
        Some(Obj { common, state: State::Sonic3k(Sonic3k::DisappearingFloor(w)) }) if !w.solid && common.mapping_frame == 3
    );
    if sinking {
        set_pixel(&mut c.x, GONE_X);
    }
    // Its own frames 0–3, 4 frames each.
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if c.anim_frame_duration & 0x80 != 0 {
        c.anim_frame_duration = 3;
        c.mapping_frame = (c.mapping_frame + 1) & 3;
    }
    cx.solid_object(c, SolidBox { old_x: c.pixel_x() as i16, ..SOLID });
    cx.mark_gone(c);
}

pub fn run(c: &mut Common, s: &mut DisappearingFloor, cx: &mut ObjCtx) {
    if s.solid { solid(c, s, cx) } else { water(c, s, cx) }
}

impl crate::objects::runtime::object::ObjKind for DisappearingFloor {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.solid, c.mapping_frame) {
            (true, _) => "solid",
            (false, 0) => "down",
            (false, 5) => "up",
            _ => "moving",
        }
    }

    fn name(&self) -> &'static str {
        if self.solid { "disappearing floor (solid)" } else { "disappearing floor" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_29316`: subtype 7 → mask $FF, no phase (7 − 3 = 4: $0 << 4); $C7 → mask $FF, phase
    /// $C << 4 = $C0; $47 → $40; subtype 2 (n < 3) → mask 7, phase from the high nybble unshifted.
    #[test]
    fn the_clock_by_subtype() {
        assert_eq!(clock(0x07), (0xFF, 0));
        assert_eq!(clock(0xC7), (0xFF, 0xC0));
        assert_eq!(clock(0x47), (0xFF, 0x40));
        assert_eq!(clock(0x32), (7, 3));
        assert_eq!(clock(0x1F), (0xFFFF, 1 << 12));
    }

    /// `Ani_AIZDisappearingFloor` script 1 from its start: frames 1–4 two frames each, 5 for $80 + $40, then
    /// 4 ×4, 3 ×3, 2 ×2, 1 ×2, then script 0 (frame 0): 200 frames up to the end of the frame 5s.
    #[test]
    fn the_rise_and_fall() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        (c.anim, c.prev_anim) = (1, 0);
        let mut frames = Vec::new();
        for _ in 0..230 {
            animate(&mut c);
            frames.push(c.mapping_frame);
        }
        let count = |f: u8| frames.iter().filter(|&&x| x == f).count();
        assert_eq!(&frames[..9], &[1, 1, 2, 2, 3, 3, 4, 4, 5]);
        assert_eq!(count(5), 0x80 + 0x40);
        assert_eq!(frames.iter().position(|&f| f == 5), Some(8));
        assert_eq!(&frames[200..211], &[4, 4, 4, 4, 3, 3, 3, 2, 2, 1, 1]);
        assert_eq!(frames[212], 0);
        assert_eq!(c.anim, 0);
    }
}
