//! Marble Garden's swinging spike ball (skdisasm s3.asm `Obj_MGZSwingingSpikeBall`, S3K id $58: `loc_3342C` with
//! `sub_334BA`, `loc_3346A` with `sub_33516`; its chain `loc_334B4`).
//!
//! A spike ball (`collision_flags` $8F: hurts, size $F) at the end of a chain of four links from its placed
//! position. Subtype 0 swings it along x: its angle `$34` steps 2 a frame (−2 with the y flip) and its x is the
//! placed x + 6 × cos(angle) / 16 (`sub_334BA`: cos in 16.16 `asr.l #4`, the links at 1–4 times it, the ball
//! at 6, the whole pixels kept), from the angle before the step. Any other subtype swings it along y as a pendulum (`loc_3346A`: the
//! word `$34` from $8000 and its speed `$36` from $100, ∓$10 a frame by the side it is on; y = placed y +
//! 6 × cos / 16 of `$34`'s high byte). The chain is a second object in the first free slot after it
//! (`AllocateObjectAfterCurrent`) that only draws and unloads by its own x (`Sprite_OnScreen_Test`). The ball
//! unloads by its placed x (`loc_19CC8`; the pendulum by its own, `Sprite_CheckDeleteTouch3`).

use crate::math::cos;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};

/// `collision_flags`: hurts, `Touch_Sizes` $F.
pub const COLLISION: u8 = 0x8F;

/// The ball's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SwingingSpikeBall {
    /// `$30`, `$32`: the placed position.
    pub base_x: i16,
    pub base_y: i16,
    /// `$34`: the angle (its high byte; the pendulum's whole word).
    pub angle: u16,
    /// `$36`: the step (the pendulum's speed).
    pub step: i16,
    /// The chain (`loc_334B4`), not the ball.
    pub chain: bool,
}

/// `sub_334BA`/`sub_33516`: the ball's offset from its placed position at `angle`: the four links at 1–4 ×
/// cos / 16, the ball one step further still (`add.l d1,d5` after the loop): 6 × cos / 16.
pub fn offset(angle: u8) -> i16 {
    let d1 = (i32::from(cos(angle)) << 16) >> 4;
    ((6 * d1) >> 16) as i16
}

/// `loc_3346A`'s swing: the speed turns ∓$10 by the side the angle's high byte is on, then moves the angle.
pub fn pendulum_step(angle: &mut u16, step: &mut i16) {
    if (*angle >> 8) as u8 & 0x80 == 0 {
        *step = step.wrapping_sub(0x10);
    } else {
        *step = step.wrapping_add(0x10);
    }
    *angle = angle.wrapping_add(*step as u16);
}

pub fn run(c: &mut Common, s: &mut SwingingSpikeBall, cx: &mut ObjCtx) {
    if s.chain {
        // `loc_334B4`: `Sprite_OnScreen_Test`.
        return cx.mark_gone(c);
    }
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x20, 0x20, true);
        (s.base_x, s.base_y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        c.mapping_frame = 3;
        c.collision_flags = COLLISION;
        let mut chain = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
        (chain.routine, chain.width_pixels, chain.y_radius, chain.explicit_height) = (2, 0x50, 0x50, true);
        let state = SwingingSpikeBall { chain: true, ..Default::default() };
        let _ = cx
            .spawn_after(Obj { common: chain, state: State::Sonic3k(super::kinds::Sonic3k::SwingingSpikeBall(state)) });
        if c.subtype != 0 {
            (s.angle, s.step) = (0x8000, 0x100);
        } else {
            s.step = if c.status & 2 != 0 { -2 } else { 2 };
        }
    }
    if c.subtype != 0 {
        // `loc_3346A`.
        set_pixel(&mut c.y, s.base_y.wrapping_add(offset((s.angle >> 8) as u8)));
        pendulum_step(&mut s.angle, &mut s.step);
        return cx.mark_gone(c);
    }
    // `loc_3342C`.
    set_pixel(&mut c.x, s.base_x.wrapping_add(offset((s.angle >> 8) as u8)));
    s.angle = s.angle.wrapping_add((s.step as u16) << 8);
    let x = i32::from(s.base_x);
    cx.mark_gone_at(c, x);
}

impl crate::objects::runtime::object::ObjKind for SwingingSpikeBall {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.chain { "chain" } else { "swinging" }
    }

    fn name(&self) -> &'static str {
        "swinging spike ball"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `sub_334BA`: 6 × cos / 16 — $60 px out at angle 0, 0 at $40, −$60 at $80 (`s3k/mgz` frame $1596: CPU Tails at
    /// x $1387 hurt by the ball placed at x $1400, at $13A0: its $18 half width reaches $1388); at $20 cos is
    /// $B5: 6 × $B5 × $1000 >> 16 = $43.
    #[test]
    fn the_ball_is_six_sixteenths_of_the_cosine_out() {
        assert_eq!(offset(0), 0x60);
        assert_eq!(offset(0x40), 0);
        assert_eq!(offset(0x80), -0x60);
        assert_eq!(offset(0x20), 0x43);
    }

    /// `loc_3346A`: the speed grows by $10 while the angle's high byte is negative ($8000 → $8110, speed $110)
    /// and shrinks by $10 while it is not ($7F00 → $7FF0, speed $F0).
    #[test]
    fn the_pendulum_swings_back() {
        let (mut a, mut v) = (0x8000u16, 0x100i16);
        pendulum_step(&mut a, &mut v);
        assert_eq!((a, v), (0x8110, 0x110));
        let (mut a, mut v) = (0x7F00u16, 0x100i16);
        pendulum_step(&mut a, &mut v);
        assert_eq!((a, v), (0x7FF0, 0xF0));
    }
}
