//! Marble Garden's swinging platform (skdisasm s3.asm `Obj_MGZSwingingPlatform`, `loc_33286`, `sub_332C0`; its
//! chain `loc_332BA`).
//!
//! It turns round its placed position, one angle step a frame (−1 when x-flipped), starting at its subtype:
//! its centre is the placed position plus 5 × (cos, sin) / 16 (`sub_332C0`: each ±$100 value `asr.l #4` in
//! 16.16, added five times, the whole pixels kept), taken from the angle before that frame's step. Its top is
//! `SolidObjectTop` ($18 px either side, $C + 1 high) with the x before the move, so a player standing on it is
//! carried. It unloads by its placed x (`Sprite_OnScreen_Test2` with `$30`: its respawn entry let go). The chain
//! is a second object in the first free slot after it (`AllocateObjectAfterCurrent`) that only draws and
//! unloads by its own x (`Sprite_OnScreen_Test`).

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;

/// `width_pixels`: the top's half width (`d1`).
pub const HALF_WIDTH: i16 = 0x18;
/// `height_pixels` + 1 (`d3`).
pub const HEIGHT: i16 = 0xC + 1;

/// The platform's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SwingingPlatform {
    /// `$30`, `$32`: the placed position, the centre of the swing.
    pub base_x: i16,
    pub base_y: i16,
    /// `$34`: the angle.
    pub angle: u8,
    /// `$36`: the angle's step (1, or −1 when x-flipped).
    pub step: u8,
    /// The chain (`loc_332BA`), not the platform.
    pub chain: bool,
}

/// `sub_332C0`: the platform's centre at `angle`, from its swing's centre.
pub fn position(base_x: i16, base_y: i16, angle: u8) -> (i16, i16) {
    let offset = |v: i16| ((5 * (i32::from(v) << 12)) >> 16) as i16;
    (base_x.wrapping_add(offset(cos(angle))), base_y.wrapping_add(offset(sin(angle))))
}

pub fn run(c: &mut Common, s: &mut SwingingPlatform, cx: &mut ObjCtx) {
    if s.chain {
        cx.mark_gone(c);
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = HALF_WIDTH as u8;
        s.base_x = c.pixel_x() as i16;
        s.base_y = c.pixel_y() as i16;
        let mut chain = Common::new(c.id, 0, 0, 0, c.x_flip, c.y_flip);
        chain.x = c.x & !0xFF;
        chain.y = c.y & !0xFF;
        chain.routine = 2;
        let _ = cx.spawn_after(Obj {
            common: chain,
            state: State::Sonic3k(Sonic3k::MgzSwingingPlatform(SwingingPlatform { chain: true, ..Default::default() })),
        });
        s.step = if c.x_flip { 0xFF } else { 1 };
        s.angle = c.subtype;
    }
    let old_x = c.pixel_x() as i16;
    let (x, y) = position(s.base_x, s.base_y, s.angle);
    set_pixel(&mut c.x, x);
    set_pixel(&mut c.y, y);
    s.angle = s.angle.wrapping_add(s.step);
    cx.platform_object(c, HALF_WIDTH, HEIGHT, old_x);
    cx.mark_gone_at(c, i32::from(s.base_x));
}

impl crate::objects::runtime::object::ObjKind for SwingingPlatform {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.chain { "chain" } else { "swinging" }
    }

    fn name(&self) -> &'static str {
        "swinging platform"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `sub_332C0`: at angle 0 (cos $100, sin 0) the centre is $50 px right of the swing's centre; at
    /// $40 $50 px below; at $80 $50 px left; at $20 (cos = sin = $B5) 5 × $B5 / 16 = $38 (rounded down) right
    /// and below; at $A0 (−$B5) −$39 (rounded down, towards minus).
    #[test]
    fn the_swing_is_5_sixteenths_of_the_sine() {
        assert_eq!(position(0x6B8, 0xE18, 0), (0x6B8 + 0x50, 0xE18));
        assert_eq!(position(0x6B8, 0xE18, 0x40), (0x6B8, 0xE18 + 0x50));
        assert_eq!(position(0x6B8, 0xE18, 0x80), (0x6B8 - 0x50, 0xE18));
        assert_eq!(position(0x100, 0x100, 0x20), (0x100 + 0x38, 0x100 + 0x38));
        assert_eq!(position(0x100, 0x100, 0xA0), (0x100 - 0x39, 0x100 - 0x39));
    }
}
