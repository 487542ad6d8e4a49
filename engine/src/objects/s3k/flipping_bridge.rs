//! Angel Island 2's flipping bridge: eight planks on a slope that turn over one after another, solid only
//! where the plank under a player lies flat enough (skdisasm s3.asm `Obj_AIZFlippingBridge`, `loc_2A08A`,
//! `sub_2A0B2`, `word_2A126`, `word_2A1A6`, `sub_2A226`/`sub_2A23C`, `SolidObjSloped2`; the drawn planks
//! `loc_2A0AC`).
//!
//! - Subtype `s ddd nnnn`: `s` (bit 7) the gentler slope ([`GENTLE`], planks 4 px apart in y, else
//!   [`STEEP`], 8 px), `ddd` the frames between turns (`$25`), `nnnn` + $10 the planks' frame count (`$37`).
//!   Flipped, the planks turn the other way (`$36` −1) and the count is one less.
//! - Its first frame makes the drawn planks (one object, 8 child sprites, in the next free slot): $20 px
//!   apart from x − $70, y + $20 (+$10 gentle) going up 8 (4) a plank, frames 0, 2, 4 … $E. Every `ddd` + 1
//!   frames each plank's frame moves by `$36`, wrapping at the count ([`turn`]).
//! - Solid on top ($80 px either side) along the slope (`SolidObjSloped2`: the top is y − the slope byte of
//!   (x offset) / 2, mirrored when flipped) for a player not moving up, whose feet (+4) are at most $10 px
//!   below it, not held (`object_control`) nor dead, over a plank whose frame is 5 or more: he is put 3 px
//!   into it and rides (`RideObject_SetRide`). Standing, he is let go (in the air) when he leaves its width
//!   or jumps, or when the plank under him turns below frame 5.
//! - The bridge unloads out of range (`Delete_Sprite_If_Not_In_Range`, not drawn); the planks are drawn in
//!   range and unloaded out of it (`Sprite_OnScreen_Test`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, P2, Who};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Routine};

/// `width_pixels`: half its width.
pub const WIDTH: i16 = 0x80;
/// The planks: 8, $20 apart from x − $70.
pub const PLANKS: usize = 8;
pub const FIRST_X: i16 = -0x70;
pub const SPACING: i16 = 0x20;
/// The least frame a plank is solid at (`cmpi.b #5`).
pub const SOLID_FRAME: u8 = 5;

const fn slope(steps: [i8; 8]) -> [i8; 128] {
    let mut t = [0i8; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = steps[i / 16];
        i += 1;
    }
    t
}

/// `word_2A126`: the steep slope (one byte per 2 px).
pub const STEEP: [i8; 128] = slope([-0x1C, -0x14, -0xC, -4, 4, 0xC, 0x14, 0x1C]);
/// `word_2A1A6`: the gentle one (subtype bit 7).
pub const GENTLE: [i8; 128] = slope([-0xC, -8, -4, 0, 4, 8, 0xC, 0x10]);

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FlippingBridge {
    /// The drawn planks (`loc_2A0AC`), not the bridge.
    pub drawn: bool,
    /// Subtype bit 7: [`GENTLE`].
    pub gentle: bool,
    /// `$25`: the frames between turns; `anim_frame_timer`.
    pub delay: u8,
    pub timer: u8,
    /// `$36`: +1, or −1 flipped.
    pub step: i8,
    /// `$37`: the planks' frame count (the wrap).
    pub count: u8,
    /// The planks' frames (`sub2_mapframe`), and their (x, y) offsets from the bridge.
    pub frames: [u8; PLANKS],
    pub offsets: [(i16, i16); PLANKS],
    /// `$3C`: the drawn planks' slot.
    pub planks: Option<u16>,
}

impl FlippingBridge {
    /// `Obj_AIZFlippingBridge`'s set-up from its subtype and flip.
    pub fn new(subtype: u8, x_flip: bool) -> Self {
        let gentle = subtype & 0x80 != 0;
        let (mut step, mut count) = (1, (subtype & 0xF) + 0x10);
        if x_flip {
            step = -1;
            count -= 1;
        }
        let (first_y, dy) = if gentle { (0x10, 4) } else { (0x20, 8) };
        FlippingBridge {
            gentle,
            delay: (subtype >> 4) & 7,
            step,
            count,
            frames: std::array::from_fn(|i| (2 * i as u8) & 0xF),
            offsets: std::array::from_fn(|i| (FIRST_X + SPACING * i as i16, first_y - dy * i as i16)),
            ..Default::default()
        }
    }

    pub fn slope(&self) -> &'static [i8; 128] {
        if self.gentle { &GENTLE } else { &STEEP }
    }
}

/// `sub_2A0B2`: every `$25` + 1 frames each plank's frame moves by `$36`: forward wrapping to 0 at the
/// count, backward from 0 to the count.
pub fn turn(s: &mut FlippingBridge) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer & 0x80 == 0 {
        return;
    }
    s.timer = s.delay;
    for f in &mut s.frames {
        if s.step >= 0 {
            *f = f.wrapping_add(s.step as u8);
            if *f >= s.count {
                *f = 0;
            }
        } else {
            let (v, carry) = f.overflowing_add(s.step as u8);
            *f = if carry { v } else { s.count };
        }
    }
}

/// The plank under a player `d0` px from the bridge's left end (`lsr.w #5`), and whether it holds him.
fn plank_holds(s: &FlippingBridge, d0: u16) -> bool {
    s.frames.get(usize::from(d0 >> 5)).is_some_and(|&f| f >= SOLID_FRAME)
}

/// `sub_2A23C` for one player.
pub fn player(c: &mut Common, s: &FlippingBridge, p: &mut Player, who: Who) {
    let (ox, oy) = (c.pixel_x() as i16, c.pixel_y() as i16);
    let d0 = (p.pixel_x() as i16).wrapping_sub(ox).wrapping_add(WIDTH);
    if solid::standing_as(c, p, who) {
        if p.air || !(0..2 * WIDTH).contains(&d0) || !plank_holds(s, d0 as u16) {
            solid::leave_as(c, p, who);
            return;
        }
        // `SolidObjSloped2` (while `Status_OnObj`; x moved by nothing: `d2` is its own x).
        if p.on_object {
            let mut i = (d0 as u16) >> 1;
            if c.x_flip {
                i = (!i).wrapping_add(WIDTH as u16);
            }
            let top = oy.wrapping_sub(i16::from(s.slope()[usize::from(i & 0x7F)]));
            set_pixel(&mut p.y, top.wrapping_sub(i16::from(p.height_radius)));
        }
        return;
    }
    if p.y_speed < 0 || !(0..2 * WIDTH).contains(&d0) {
        return;
    }
    let d4 = if c.x_flip { (!d0).wrapping_add(2 * WIDTH) } else { d0 } as u16;
    let top = oy.wrapping_sub(i16::from(s.slope()[usize::from((d4 >> 1) & 0x7F)]));
    let py = p.pixel_y() as i16;
    let dy = top.wrapping_sub(py.wrapping_add(i16::from(p.height_radius)).wrapping_add(4));
    if !(-0x10..=0).contains(&dy) {
        return;
    }
    if p.object_control != 0 || !matches!(p.routine, Routine::Init | Routine::Normal | Routine::Hurt) {
        return;
    }
    if !plank_holds(s, d4) {
        return;
    }
    set_pixel(&mut p.y, py.wrapping_add(dy).wrapping_add(3));
    solid::ride_as(c, p, who);
}

fn bridge(c: &mut Common, s: &mut FlippingBridge, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        *s = FlippingBridge::new(c.subtype, c.x_flip);
        (c.width_pixels, c.y_radius, c.explicit_height) = (WIDTH as u8, 4, true);
        let mut planks = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        (planks.routine, planks.width_pixels, planks.y_radius, planks.explicit_height) = (2, WIDTH as u8, 0x40, true);
        let state = FlippingBridge { drawn: true, ..s.clone() };
        s.planks = cx.spawn_after(Obj { common: planks, state: state.into() }).map(|i| i as u16);
    }
    turn(s);
    if let Some(Obj { state: State::Sonic3k(Sonic3k::FlippingBridge(d)), .. }) =
        s.planks.and_then(|i| cx.slots.get_mut(usize::from(i)))
    {
        d.frames = s.frames;
    }
    let rules = cx.world.env.profile.solid_rules;
    player(c, s, cx.world.player, P1.with(rules));
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        player(c, s, p2, P2.with(rules));
    }
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

pub fn run(c: &mut Common, s: &mut FlippingBridge, cx: &mut ObjCtx) {
    if s.drawn { cx.mark_gone(c) } else { bridge(c, s, cx) }
}

impl crate::objects::runtime::object::ObjKind for FlippingBridge {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.drawn { "planks" } else { "turning" }
    }

    fn name(&self) -> &'static str {
        if self.drawn { "flipping bridge (planks)" } else { "flipping bridge" }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_29FC2`/`loc_2A06A`: subtype $23 — delay 2, count $13; planks at x − $70 … + $70, y + $20 … − $18,
    /// frames 0, 2 … $E; flipped, step −1 and count $12; subtype $80 the gentle slope, y + $10 … − $C.
    #[test]
    fn the_subtype_sets_the_planks() {
        let s = FlippingBridge::new(0x23, false);
        assert_eq!((s.delay, s.count, s.step, s.gentle), (2, 0x13, 1, false));
        assert_eq!(s.frames, [0, 2, 4, 6, 8, 0xA, 0xC, 0xE]);
        assert_eq!((s.offsets[0], s.offsets[7]), ((-0x70, 0x20), (0x70, -0x18)));
        let f = FlippingBridge::new(0x23, true);
        assert_eq!((f.step, f.count), (-1, 0x12));
        let g = FlippingBridge::new(0x80, false);
        assert_eq!((g.gentle, g.offsets[0], g.offsets[7]), (true, (-0x70, 0x10), (0x70, -0xC)));
        assert_eq!((STEEP[0], STEEP[16], STEEP[127], GENTLE[0], GENTLE[127]), (-0x1C, -0x14, 0x1C, -0xC, 0x10));
    }

    /// `sub_2A0B2`: a turn every `$25` + 1 frames (the first on the first frame); forward wrapping at the
    /// count to 0, backward from 0 to the count.
    #[test]
    fn the_planks_turn_and_wrap() {
        let mut s = FlippingBridge::new(0x10, false);
        turn(&mut s);
        assert_eq!(s.frames, [1, 3, 5, 7, 9, 0xB, 0xD, 0xF]);
        turn(&mut s);
        assert_eq!(s.frames[0], 1, "a turn every 2 frames");
        turn(&mut s);
        assert_eq!(s.frames, [2, 4, 6, 8, 0xA, 0xC, 0xE, 0]);
        let mut b = FlippingBridge::new(0x00, true);
        turn(&mut b);
        assert_eq!(b.frames, [0xF, 1, 3, 5, 7, 9, 0xB, 0xD]);
    }
}
