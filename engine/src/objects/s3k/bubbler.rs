//! Sonic 3's air bubbles (skdisasm s3.asm `Obj_Bubbler`, S3K id $54: `loc_2E068` the init, `loc_2E0C6`–`loc_2E142`
//! the rising bubble, `loc_2E166`–`loc_2E272` the maker, `sub_2E2C8` the breathing, `byte_2E2AC`,
//! `Ani_Bubbler`): Hydrocity's bubble vents (act 1: 9, act 2: 1).
//!
//! Sonic 2's `Obj24` ([`crate::objects::s2::air_bubbles`]) with Sonic 3's tables and rules. A maker (subtype
//! bit 7; bits 0–6 how many sets before one may hold a big bubble) under water and on screen makes sets of 1–6
//! bubbles (`Random_Number`), each 0–15 px either side of it, small (0) or medium (1) by `byte_2E2AC`, one big
//! (2) in a set once its count runs out; pauses of 0–31 frames within a set, 128–255 more after it. A bubble
//! rises at $88 subpixels a frame wobbling along `AirCountdown_WobbleData` and grows (`Ani_Bubbler` 0–2, a
//! frame every 15); a big one at its full size (frame 6) is breathed in by a player (not object-controlled,
//! without the bubble shield) whose centre is within 16 px either side and 1–16 px below its centre
//! (`Player_ResetAirTimer`: air back to 30; speeds 0, controls locked 35 frames, the breathing pose; curled
//! Sonic stands up — radii $13 × 9, 5 px up —, the others $F × 9, 1 px up) and bursts (`anim` + 4: the big one
//! frames 7–8, the others nothing). At the surface a bubble bursts; off screen it is deleted. Out of range
//! the maker is deleted letting its respawn entry go (`loc_2E294`: it loads again, where Sonic 2's does not);
//! it is drawn (frames $13–$15) only under water.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::air_bubbles::{MakerSets, RISE_SPEED, WOBBLE, breathe_in};
use crate::player::{Element, Player};

/// `Ani_Bubbler`: 0–2 the growing bubbles (`$FC`: on to rising), 3 a medium burst, 4–5 nothing shown, 6–7 the
/// big bubble's burst (`$FC`: on to deletion), 8 the maker.
pub const SCRIPTS: [&[u8]; 9] = [
    &[0x0E, 0, 1, 2, 0xFC],
    &[0x0E, 1, 2, 3, 4, 0xFC],
    &[0x0E, 2, 3, 4, 5, 6, 0xFC],
    &[2, 5, 6, 0xFC],
    &[4, 0xFC],
    &[4, 0xFC],
    &[4, 7, 8, 0xFC],
    &[4, 7, 8, 0xFC],
    &[0x0F, 0x13, 0x14, 0x15, 0xFF],
];
/// The big bubble (subtype 2) and its breathable frame.
pub const BIG: u8 = 2;
pub const BREATHABLE_FRAME: u8 = 6;
/// `addq.b #4,anim(a0)`: a bubble's burst script from its growing one.
pub const BURST_ANIM: u8 = 4;
/// The maker's script (`move.b #8,anim(a0)`).
pub const MAKER_ANIM: u8 = 8;

/// `Bubbler_Index`.
const GROWING: u8 = 2;
const RISING: u8 = 4;
const BURSTING: u8 = 6;
const MAKER: u8 = 0xA;

/// `Obj_Bubbler`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bubbler {
    /// A bubble: `$30`, the x it wobbles around; `$2E`, breathable; `angle`, its step through the wobble.
    pub origin_x: i16,
    pub breathable: bool,
    pub angle: u8,
    /// The maker (`$32`–`$3C`, the size table's offset in `byte_2E2AC`): Sonic 2's `Obj24` clock.
    pub maker: MakerSets,
}

pub fn run(c: &mut Common, s: &mut Bubbler, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    match c.routine {
        GROWING => {
            animate_sprite(c, &SCRIPTS);
            if c.mapping_frame == BREATHABLE_FRAME {
                s.breathable = true;
            }
            rise(c, s, cx);
        }
        RISING => rise(c, s, cx),
        BURSTING => burst(c),
        MAKER => maker(c, s, cx),
        _ => c.delete(),
    }
}

/// `loc_2E068`: a maker (bit 7) takes its count and runs on into its routine; a bubble takes its size's
/// script, its wobble origin, the rising speed and a random wobble phase, and runs on into `loc_2E0C6`.
fn init(c: &mut Common, s: &mut Bubbler, cx: &mut ObjCtx) {
    c.routine = GROWING;
    c.width_pixels = 0x10;
    // `move.b #$84,render_flags(a0)`: on screen from the start, not deleted before it was ever drawn.
    c.on_screen = true;
    if c.subtype & 0x80 != 0 {
        c.routine = MAKER;
        s.maker = MakerSets::new(c.subtype);
        c.anim = MAKER_ANIM;
        return;
    }
    c.anim = c.subtype;
    s.origin_x = c.pixel_x() as i16;
    c.y_vel = RISE_SPEED;
    s.angle = cx.world.game.random() as u8;
}

fn start_burst(c: &mut Common) {
    c.routine = BURSTING;
    c.anim = c.anim.wrapping_add(BURST_ANIM);
}

/// `loc_2E0E0`: at the surface (`Water_level` at or below its y) it bursts; otherwise it wobbles, a breathable
/// one is checked against both players, it moves, and it is deleted off screen.
fn rise(c: &mut Common, s: &mut Bubbler, cx: &mut ObjCtx) {
    if (cx.world.env.water_level as u16) >= c.pixel_y() as u16 {
        start_burst(c);
        burst(c);
        return;
    }
    let step = s.angle;
    s.angle = s.angle.wrapping_add(1);
    let dx = i16::from(WOBBLE[usize::from(step & 0x7F)]);
    c.x = (i32::from(dx.wrapping_add(s.origin_x)) << 8) | (c.x & 0xFF);
    if s.breathable {
        breathe_check(c, cx.world.player);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            breathe_check(c, p2);
        }
        if c.routine == BURSTING {
            burst(c);
            return;
        }
    }
    c.object_move();
    if c.on_screen { c.display() } else { c.delete() }
}

/// `loc_2E142`: the burst's script (its `$FC` moves on to deletion); deleted off screen.
fn burst(c: &mut Common) {
    animate_sprite(c, &SCRIPTS);
    if c.on_screen { c.display() } else { c.delete() }
}

/// Whether a player at (`px`, `py`) is within a bubble at (`bx`, `by`)'s reach (`sub_2E2C8`): x in
/// (bx − $10, bx + $10], y in (by, by + $10].
pub fn in_reach((bx, by): (u16, u16), (px, py): (u16, u16)) -> bool {
    bx.wrapping_sub(0x10) < px && bx.wrapping_add(0x10) >= px && by < py && by.wrapping_add(0x10) >= py
}

/// `sub_2E2C8`.
fn breathe_check(c: &mut Common, p: &mut Player) {
    if p.object_control & 0x80 != 0 {
        return;
    }
    if !in_reach((c.pixel_x() as u16, c.pixel_y() as u16), (p.pixel_x() as u16, p.pixel_y() as u16)) {
        return;
    }
    // `btst #Status_BublShield,status_secondary(a1)`.
    if p.shield && p.element == Element::Bubble {
        return;
    }
    breathe_in(p);
    if c.routine != BURSTING {
        start_burst(c);
    }
}

/// `loc_2E166`: the maker. Above the water or off screen it only waits; its timer running out starts a set
/// (1–6 bubbles, a size table, the count of sets down by one: at its end a big bubble may come); within a set a
/// bubble comes whenever the timer (0–31 frames) runs out; after the set, a pause of 128–255 frames more.
fn maker(c: &mut Common, s: &mut Bubbler, cx: &mut ObjCtx) {
    let active = (cx.world.env.water_level as u16) < c.pixel_y() as u16 && c.on_screen;
    let Some(make) = s.maker.tick(active, cx.world.game) else {
        return end(c, cx);
    };
    if make {
        make_bubble(c, s, cx);
    }
    animate_sprite(c, &SCRIPTS);
    end(c, cx);
}

/// `loc_2E1D0`: the next bubble of the set (`AllocateObject`: the first free slot) and the timer to the one
/// after. With the slots full no bubble is made and its random numbers are not drawn, as in the game.
fn make_bubble(c: &mut Common, s: &mut Bubbler, cx: &mut ObjCtx) {
    s.maker.due(cx.world.game);
    let placeholder = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
    if let Some(slot) = cx.spawn(Obj { common: placeholder, state: Bubbler::default().into() }) {
        let (offset, subtype) = s.maker.bubble(cx.world.game);
        if let Some(obj) = cx.slots.get_mut(slot) {
            obj.common.x = obj.common.x.wrapping_add(offset << 8);
            obj.common.subtype = subtype;
        }
    }
    s.maker.made(cx.world.game);
}

/// `loc_2E272`: out of range the maker is deleted, its respawn entry let go; it is drawn only under water.
fn end(c: &mut Common, cx: &mut ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else if (cx.world.env.water_level as u16) < c.pixel_y() as u16 {
        c.display();
    }
}

impl crate::objects::runtime::object::ObjKind for Bubbler {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            MAKER => "maker",
            BURSTING => "bursting",
            _ if self.breathable => "breathable",
            _ => "rising",
        }
    }

    fn name(&self) -> &'static str {
        "bubbler"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Ani_Bubbler`: the big bubble (2) reaches frame 6 after 4 × 15 frames of growing and bursts with
    /// script 2 + 4 = 6 (frames 7, 8); the small and medium ones burst into nothing (4, 5); the maker shows
    /// $13–$15. `sub_2E2C8`: a bubble at ($300, $500) reaches x $2F1–$310, y $501–$510.
    #[test]
    fn scripts_and_reach() {
        let mut c = Common { anim: BIG, routine: GROWING, ..Default::default() };
        let mut frames = Vec::new();
        while c.routine == GROWING {
            animate_sprite(&mut c, &SCRIPTS);
            frames.push(c.mapping_frame);
        }
        assert_eq!(frames.iter().position(|&f| f == BREATHABLE_FRAME), Some(4 * 15));
        assert_eq!(SCRIPTS[usize::from(BIG + BURST_ANIM)], &[4, 7, 8, 0xFC]);
        assert_eq!(SCRIPTS[usize::from(BURST_ANIM)], &[4, 0xFC]);
        assert_eq!(SCRIPTS[usize::from(MAKER_ANIM)], &[0x0F, 0x13, 0x14, 0x15, 0xFF]);
        let b = (0x300, 0x500);
        assert!(in_reach(b, (0x2F1, 0x501)) && in_reach(b, (0x310, 0x510)));
        assert!(!in_reach(b, (0x2F0, 0x508)) && !in_reach(b, (0x311, 0x508)));
        assert!(!in_reach(b, (0x300, 0x500)) && !in_reach(b, (0x300, 0x511)));
    }
}
