//! Marble Garden's moving spike platform (skdisasm s3.asm `Obj_MGZMovingSpikePlatform`, S3K id $56: its init and
//! frame `loc_33AC0`, the hurt `sub_228EC`): a block $18 px either side and $30 high, spiked on its sides.
//!
//! It slides 1 px a frame between its placed x − $50 and + $50 (right first, left first when x-flipped: `$34`),
//! turning at each end, and bobs with oscillator 9 (`Oscillating_table+$12`: its placed y + the byte). Every
//! frame it is `SolidObjectFull` ($23 either side, $30 high, + 1 on the ground; a rider carried by its move from
//! the x it had before it): a player against a side — unless more than $28 px above its centre — is hurt
//! (`sub_228EC`: unless invincible, blinking or already hurt, his y steps back by his Y Speed, then
//! `HurtCharacter`, knocked away from its x), and its pushing bit for him is cleared. Its mapping frame turns
//! every 8 frames (0–3). It unloads by its placed x (`Sprite_OnScreen_Test2` with `$30`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_PUSHING, PUSHING, State, set_pixel};
use crate::objects::runtime::solid::{self, Contact, P1, P2, SolidBox};

/// `width_pixels`, `height_pixels`.
pub const SIZE: (u8, u8) = (0x18, 0x30);
/// How far either side of its placed x it slides.
pub const RANGE: i16 = 0x50;
/// `Oscillating_table+$12`: oscillator 9's value high byte ([`crate::objects::runtime::oscillation`]'s offset).
pub const OSCILLATOR_BYTE: usize = 0x10;
/// A player touching a side is hurt unless more than this above its centre (`addi.w #$28,d0`, `bmi.s`).
pub const SPIKE_REACH: i16 = 0x28;

/// The platform's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MgzMovingSpikePlatform {
    /// `$30`, `$32`: where it was placed.
    pub home_x: i16,
    pub home_y: i16,
    /// `$34`: sliding left.
    pub left: bool,
}

/// `loc_33AC0`: one frame's slide; the new x.
pub fn slide(s: &mut MgzMovingSpikePlatform, x: i16) -> i16 {
    if !s.left {
        let x = x.wrapping_add(1);
        if x == s.home_x.wrapping_add(RANGE) {
            s.left = true;
        }
        x
    } else {
        let x = x.wrapping_sub(1);
        if x == s.home_x.wrapping_sub(RANGE) {
            s.left = false;
        }
        x
    }
}

pub fn run(c: &mut Common, s: &mut MgzMovingSpikePlatform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (SIZE.0, SIZE.1, true);
        (s.home_x, s.home_y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        s.left = c.status & 1 != 0;
    }
    let old_x = c.pixel_x() as i16;
    set_pixel(&mut c.x, slide(s, old_x));
    let bob = i16::from(cx.world.game.oscillation.byte(OSCILLATOR_BYTE));
    set_pixel(&mut c.y, s.home_y.wrapping_add(bob));
    let h = i16::from(SIZE.1);
    let b = SolidBox { half_width: i16::from(SIZE.0) + 0xB, half_height_air: h, half_height_ground: h + 1, old_x };
    let rules = cx.world.env.profile.solid_rules;
    let p1 = solid::solid_object_as(c, cx.world.player, b, P1.with(rules));
    let p2 = cx.sidekick_on_screen().map(|p| solid::solid_object_as(c, p, b, P2.with(rules)));
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let w = &mut *cx.world;
    if p1 == Contact::Side {
        c.status &= !PUSHING;
        if w.player.pixel_y() - y + i32::from(SPIKE_REACH) >= 0 {
            super::smashing_pillar::crush(w.player, &mut cx.slots, w.game, x);
        }
    }
    if p2 == Some(Contact::Side) {
        c.status &= !P2_PUSHING;
        if let Some(p) = w.sidekick.as_deref_mut()
            && p.pixel_y() - y + i32::from(SPIKE_REACH) >= 0
        {
            super::smashing_pillar::crush(p, &mut cx.slots, w.game, x);
        }
    }
    // `loc_33B78`.
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 7;
        c.mapping_frame = c.mapping_frame.wrapping_add(1) & 3;
    }
    cx.mark_gone_at(c, i32::from(s.home_x));
}

impl crate::objects::runtime::object::ObjKind for MgzMovingSpikePlatform {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.left { "sliding left" } else { "sliding right" }
    }

    fn name(&self) -> &'static str {
        "moving spike platform"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_33AC0`: from its placed x it slides right 1 px a frame, turns at + $50 (the frame it gets
    /// there) and slides left to − $50; x-flipped it starts left.
    #[test]
    fn slides_50_either_side() {
        let mut s = MgzMovingSpikePlatform { home_x: 0x2120, home_y: 0x8C4, left: false };
        let mut x = 0x2120;
        for _ in 0..0x50 {
            x = slide(&mut s, x);
        }
        assert_eq!((x, s.left), (0x2170, true));
        x = slide(&mut s, x);
        assert_eq!(x, 0x216F);
        for _ in 0..0x9F {
            x = slide(&mut s, x);
        }
        assert_eq!((x, s.left), (0x20D0, false));
        let mut s = MgzMovingSpikePlatform { home_x: 0x2120, home_y: 0x8C4, left: true };
        assert_eq!(slide(&mut s, 0x2120), 0x211F);
    }
}
