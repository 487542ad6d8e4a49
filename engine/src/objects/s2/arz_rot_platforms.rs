//! Aquatic Ruin's three platforms that turn in a circle (s2disasm `Obj83`: `Obj83_Init`,
//! `Obj83_LoadSubObject`, `Obj83_Main`, `Obj83_UpdateChainSpritePosition`, `Obj83_PlatformSubObject`).
//!
//! The placed object is the first platform; in the free slots after it (`AllocateObjectAfterCurrent`) it makes
//! its chains (a sprite only, `render_flags.multi_sprite`) and the two other platforms. Each frame it turns
//! its angle word by its speed (the subtype's high nibble, signed, × 8: $10 gives $80, half a step a frame),
//! starting from the placement's flips (X flip $40, Y flip $80), and puts the platforms $40 px from the placed
//! centre at the angle, the angle + $55 and the angle − $55 (`CalcSine`: x + cos >> 2, y + sin >> 2). Each
//! platform is a jump-through top (`PlatformObject`: half width $20 + $B, height 9) that carries who stands on
//! it by how far it moved. All unload by the placed x: the first platform deletes the chains and itself
//! (`DeleteObject`: it stays gone), the others themselves (`MarkObjGone2`).

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};

/// Routines (`Obj83_Index`): the first platform, the other two.
pub const MAIN: u8 = 2;
pub const PLATFORM: u8 = 4;
/// `width_pixels`, and `PlatformObject`'s half width (+ $B) and height.
pub const WIDTH: u8 = 0x20;
pub const HEIGHT: i16 = 9;
/// A third of a turn (`256/3`).
pub const THIRD: u8 = 0x55;

/// `Obj83`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArzRotPlatforms {
    /// The chains' sprite object, which only draws.
    pub chains_sprite: bool,
    /// `Obj83_initial_x_pos`, `Obj83_initial_y_pos`: the placed centre.
    pub x_origin: u16,
    pub y_origin: u16,
    /// The first platform: `Obj83_speed` and `angle` (a word: the angle and its fraction).
    pub speed: u16,
    pub angle: u16,
    /// Its children's slots: the chains, platform 2, platform 3.
    pub children: [Option<usize>; 3],
    /// The other platforms: `Obj83_last_x_pos`, their x before the first platform moved them.
    pub last_x: u16,
}

pub fn run(c: &mut Common, s: &mut ArzRotPlatforms, cx: &mut ObjCtx) {
    if s.chains_sprite {
        c.display();
        return;
    }
    match c.routine {
        0 => {
            init(c, s, cx);
            main(c, s, cx);
        }
        MAIN => main(c, s, cx),
        _ => {
            cx.platform_object(c, i16::from(WIDTH) + 0xB, HEIGHT, s.last_x as i16);
            s.last_x = c.pixel_x() as u16;
            cx.mark_gone_at(c, i32::from(s.x_origin as i16));
        }
    }
}

/// `Obj83_Init`: the speed and starting angle, then the chains and the other two platforms.
fn init(c: &mut Common, s: &mut ArzRotPlatforms, cx: &mut ObjCtx) {
    c.routine = MAIN;
    c.width_pixels = WIDTH;
    s.x_origin = c.pixel_x() as u16;
    s.y_origin = c.pixel_y() as u16;
    s.speed = (i16::from((c.subtype & 0xF0) as i8) << 3) as u16;
    // `ror.b #2` of the status byte: X flip to bit 6, Y flip to bit 7.
    s.angle = u16::from((c.status & 3).rotate_right(2) & 0xC0) << 8;
    let chains = Common::new(c.id, c.subtype, 0, 0, false, false);
    let sprite = ArzRotPlatforms { chains_sprite: true, ..Default::default() };
    let Some(chains) = cx.spawn_after(Obj { common: chains, state: State::ArzRotPlatforms(sprite) }) else {
        return;
    };
    s.children[0] = Some(chains);
    for k in 1..3 {
        let mut p = Common::new(c.id, c.subtype, 0, 0, false, false);
        p.routine = PLATFORM;
        p.width_pixels = WIDTH;
        let state =
            ArzRotPlatforms { x_origin: s.x_origin, y_origin: s.y_origin, last_x: s.x_origin, ..Default::default() };
        s.children[k] = cx.spawn_after(Obj { common: p, state: State::ArzRotPlatforms(state) });
    }
}

/// How far from the centre a platform (`times` 4) or the chains' middle (`times` 1) is at `angle`:
/// `CalcSine`'s cosine and sine as 16.16 over 16, `times` over, the high word.
pub fn offset(angle: u8, times: i32) -> (i16, i16) {
    let part = |v: i16| ((i32::from(v) << 12).wrapping_mul(times) >> 16) as i16;
    (part(cos(angle)), part(sin(angle)))
}

/// `Obj83_Main`.
fn main(c: &mut Common, s: &mut ArzRotPlatforms, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    s.angle = s.angle.wrapping_add(s.speed);
    let angle = (s.angle >> 8) as u8;
    let at = |a: u8, times: i32| {
        let (dx, dy) = offset(a, times);
        (dx.wrapping_add(s.x_origin as i16), dy.wrapping_add(s.y_origin as i16))
    };
    if let Some(chains) = s.children[0].and_then(|i| cx.slots.get_mut(i)) {
        let (x, y) = at(angle, 1);
        set_pixel(&mut chains.common.x, x);
        set_pixel(&mut chains.common.y, y);
    }
    let (x, y) = at(angle, 4);
    set_pixel(&mut c.x, x);
    set_pixel(&mut c.y, y);
    for (k, a) in [(1, angle.wrapping_add(THIRD)), (2, angle.wrapping_sub(THIRD))] {
        if let Some(p) = s.children[k].and_then(|i| cx.slots.get_mut(i)) {
            let (x, y) = at(a, 4);
            set_pixel(&mut p.common.x, x);
            set_pixel(&mut p.common.y, y);
        }
    }
    cx.platform_object(c, i16::from(WIDTH) + 0xB, HEIGHT, old_x);
    if cx.out_of_range(i32::from(s.x_origin as i16)) {
        if let Some(chains) = s.children[0].and_then(|i| cx.slots.get_mut(i)) {
            chains.common.delete();
        }
        c.delete();
    } else {
        c.display();
    }
}

impl crate::objects::runtime::object::ObjKind for ArzRotPlatforms {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.chains_sprite { "chains" } else { "turning" }
    }

    fn name(&self) -> &'static str {
        "ARZ rotating platforms"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// $40 px out at angle 0 (cos 256 >> 2), $10 for the chains' middle; at $40 straight down.
    #[test]
    fn platforms_are_40_px_out() {
        assert_eq!(offset(0, 4), (0x40, 0));
        assert_eq!(offset(0, 1), (0x10, 0));
        assert_eq!(offset(0x40, 4), (0, 0x40));
    }
}
