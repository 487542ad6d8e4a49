//! Labyrinth's bubbles and bubble makers (s1disasm `_incObj/64 Bubbles.asm`: `Bub_Main`, `Bub_Animate`,
//! `Bub_ChkWater`, `Bub_Display`, `Bub_BblMaker`, `Bub_ChkSonic`, `Bub_BblTypes`; `_anim/Bubbles.asm`;
//! `ResumeMusic`; SPG "Underwater").
//!
//! Sonic 2's Aquatic Ruin bubbles (`Obj24`, [`crate::objects::s2::air_bubbles`]) are this object ported;
//! this one differs in its animations (a three-frame burst, the maker's own frames) and in treating Sonic
//! alone. A maker (subtype bit 7; bits 0–6 the sets before one may hold a big bubble) under water and on
//! screen makes sets of 1–6 bubbles at random pauses (`RandomNumber`), each 0–15 px either side of it, small
//! or medium by `Bub_BblTypes`, and after its count runs out one big bubble a set. A bubble rises at $88
//! subpixels a frame wobbling along `Drown_WobbleData`, bursts at the surface and is deleted once off screen;
//! a big one at its full size (frame 6, 60 frames in) is breathed in by Sonic within 16 px either side and
//! 1–16 px below its centre ([`breathe_in`]: air refilled, speeds 0, $23 frames of lock, uncurled 5 px up).

use super::Sonic1;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::air_bubbles::{BIG, BREATHABLE_FRAME, RISE_SPEED, WOBBLE, breathe_in};

/// `Ani_Bub`: 0–2 the growing bubbles (a frame every 15 game frames, then `afRoutine`), 3–4 nothing shown,
/// 5 the big one's burst, 6 the maker.
const ANI_BUB: [&[u8]; 7] = [
    &[0x0E, 0, 1, 2, 0xFC],
    &[0x0E, 1, 2, 3, 4, 0xFC],
    &[0x0E, 2, 3, 4, 5, 6, 0xFC],
    &[4, 0xFC],
    &[4, 0xFC],
    &[4, 6, 7, 8, 0xFC],
    &[0x0F, 0x13, 0x14, 0x15, 0xFF],
];

/// `Bub_BblTypes`: a set's sizes (0 small, 1 medium), four tables of six picked at random.
const BBL_TYPES: [u8; 18] = [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0];

/// Routines (`Bub_Index`).
const GROWING: u8 = 2;
const RISING: u8 = 4;
const BURSTING: u8 = 6;
const MAKER: u8 = 0xA;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bubble {
    /// A bubble: `bub_origX`, the x it wobbles around; `bub_inhalable`; `obAngle`, its step through the
    /// wobble.
    pub origin_x: i16,
    pub inhalable: bool,
    pub angle: u8,
    /// The maker: `bub_time` sets left before a big bubble may come, `bub_freq` the count to start again
    /// from, `objoff_34` bubbles left in this set, `objoff_36` its flags (bit 0 making a set, 7 a big one
    /// may come, 6 the big one made), `objoff_38` the timer, `objoff_3C` the set's table (its offset).
    pub sets_left: u8,
    pub sets: u8,
    pub in_set: u8,
    pub flags: u16,
    pub timer: i16,
    pub table: u8,
}

pub fn run(c: &mut Common, s: &mut Bubble, cx: &mut ObjCtx) {
    if c.routine == 0 {
        main(c, s, cx);
        if c.routine == MAKER {
            maker(c, s, cx);
            return;
        }
    }
    match c.routine {
        GROWING => {
            animate_sprite(c, &ANI_BUB);
            if c.mapping_frame == BREATHABLE_FRAME {
                s.inhalable = true;
            }
            chk_water(c, s, cx);
        }
        RISING => chk_water(c, s, cx),
        BURSTING => display(c),
        MAKER => maker(c, s, cx),
        _ => c.delete(),
    }
}

/// `Bub_Main`: a maker (bit 7) goes to its routine with its count; a bubble takes its size's animation, its
/// wobble origin, the rising speed and a random wobble phase. (`obRender` $84: drawn from the start, so a new
/// bubble is not deleted before `BuildSprites` saw it.)
fn main(c: &mut Common, s: &mut Bubble, cx: &mut ObjCtx) {
    c.routine = GROWING;
    c.width_pixels = 0x10;
    c.on_screen = true;
    if c.subtype & 0x80 != 0 {
        c.routine = MAKER;
        s.sets_left = c.subtype & 0x7F;
        s.sets = c.subtype & 0x7F;
        c.anim = 6;
        return;
    }
    c.anim = c.subtype;
    s.origin_x = c.pixel_x() as i16;
    c.y_vel = RISE_SPEED;
    s.angle = cx.world.game.random() as u8;
}

/// `Bub_ChkWater`: at the surface it bursts; otherwise it wobbles, an inhalable one is checked against Sonic,
/// it moves, and it is deleted once off screen.
fn chk_water(c: &mut Common, s: &mut Bubble, cx: &mut ObjCtx) {
    if (cx.world.env.water_level as u16) >= c.pixel_y() as u16 {
        burst(c);
        return;
    }
    let step = s.angle;
    s.angle = s.angle.wrapping_add(1);
    let dx = i16::from(WOBBLE[usize::from(step & 0x7F)]);
    c.x = (i32::from(dx.wrapping_add(s.origin_x)) << 8) | (c.x & 0xFF);
    if s.inhalable && chk_sonic(c, cx) {
        breathe_in(cx.world.player);
        burst(c);
        return;
    }
    c.object_move();
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `.burst`: routine 6 and the bursting animation (`addq.b #3,obAnim`), then `Bub_Display` this frame.
fn burst(c: &mut Common) {
    c.routine = BURSTING;
    c.anim = c.anim.wrapping_add(3);
    display(c);
}

/// `Bub_Display`: the animation (its `afRoutine` moves on to `Bub_Delete`); deleted off screen.
fn display(c: &mut Common) {
    animate_sprite(c, &ANI_BUB);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `Bub_ChkSonic`: Sonic (objects not ignoring him: `f_playerctrl` bit 7 clear) within $10 px either side of
/// the bubble and 1–$10 px below its centre.
fn chk_sonic(c: &Common, cx: &ObjCtx) -> bool {
    let p = &*cx.world.player;
    if p.object_control & 0x80 != 0 {
        return false;
    }
    let (px, py) = (p.pixel_x() as u16, p.pixel_y() as u16);
    let (bx, by) = (c.pixel_x() as u16, c.pixel_y() as u16);
    !(bx.wrapping_sub(0x10) >= px || bx.wrapping_add(0x10) < px || by >= py || by.wrapping_add(0x10) < py)
}

/// `Bub_BblMaker`. Above the water or off screen it only waits; its timer running out starts a set (1–6
/// bubbles, a size table, the count of sets down by one: at its end a big bubble may come); within a set a
/// bubble comes whenever the timer (0–31 frames, random) runs out; after the set a pause of 128–255 more.
fn maker(c: &mut Common, s: &mut Bubble, cx: &mut ObjCtx) {
    let mut make = false;
    if s.flags != 0 {
        s.timer = s.timer.wrapping_sub(1);
        make = s.timer < 0;
    } else if (cx.world.env.water_level as u16) < c.pixel_y() as u16 && c.on_screen {
        s.timer = s.timer.wrapping_sub(1);
        if s.timer < 0 {
            s.flags = 1;
            // `.tryagain`: a number below 6 (its bits 2–3 pick the table).
            let d1 = loop {
                let r = cx.world.game.random() as u16;
                if r & 7 < 6 {
                    s.in_set = (r & 7) as u8;
                    break r;
                }
            };
            s.table = (d1 & 0xC) as u8;
            s.sets_left = s.sets_left.wrapping_sub(1);
            if (s.sets_left as i8) < 0 {
                s.sets_left = s.sets;
                s.flags |= 0x80;
            }
            make = true;
        }
    } else {
        chk_del(c, cx);
        return;
    }
    if make {
        make_bubble(c, s, cx);
    }
    animate_sprite(c, &ANI_BUB);
    chk_del(c, cx);
}

/// `.loc_1287C`: the next bubble of the set (when a slot is free: `FindFreeObj`) and the timer to the one
/// after; `.fail`: after the set's last, the pause.
fn make_bubble(c: &mut Common, s: &mut Bubble, cx: &mut ObjCtx) {
    s.timer = (cx.world.game.random() & 0x1F) as i16;
    let bubble = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
    if let Some(slot) = cx.spawn(Obj { common: bubble, state: State::Sonic1(Sonic1::Bubble(Bubble::default())) }) {
        let offset = (cx.world.game.random() & 0xF) as i32 - 8;
        let mut subtype = BBL_TYPES.get(usize::from(s.table) + usize::from(s.in_set)).copied().unwrap_or(0);
        if s.flags & 0x80 != 0 {
            if cx.world.game.random() & 3 == 0 && s.flags & 0x40 == 0 {
                s.flags |= 0x40;
                subtype = BIG;
            }
            if s.in_set == 0 && s.flags & 0x40 == 0 {
                s.flags |= 0x40;
                subtype = BIG;
            }
        }
        if let Some(obj) = cx.slots.get_mut(slot) {
            obj.common.x = obj.common.x.wrapping_add(offset << 8);
            obj.common.subtype = subtype;
        }
    }
    s.in_set = s.in_set.wrapping_sub(1);
    if (s.in_set as i8) < 0 {
        let pause = (cx.world.game.random() & 0x7F) as i16 + 0x80;
        s.timer = s.timer.wrapping_add(pause);
        s.flags = 0;
    }
}

/// `.chkdel`: out of range the maker is deleted (`out_of_range.w DeleteObject`: the layout gives it no
/// respawn entry); it is drawn only under water.
fn chk_del(c: &mut Common, cx: &mut ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else if (cx.world.env.water_level as u16) < c.pixel_y() as u16 {
        c.display();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Ani_Bub`: the big bubble reaches its inhalable frame 6 after 4 × 15 frames; its burst shows frames
    /// 6, 7, 8 for 5 frames each before `afRoutine` (Sonic 2's shows two).
    #[test]
    fn the_big_bubble_grows_then_bursts_in_three_frames() {
        let mut c = Common::new(0, BIG, 0, 0, false, false);
        c.anim = BIG;
        let mut frames = 0;
        while c.mapping_frame != BREATHABLE_FRAME {
            animate_sprite(&mut c, &ANI_BUB);
            frames += 1;
        }
        assert_eq!(frames, 4 * 15 + 1);
        c.routine = BURSTING;
        c.anim = BIG + 3;
        let mut shown = Vec::new();
        while c.routine == BURSTING {
            animate_sprite(&mut c, &ANI_BUB);
            shown.push(c.mapping_frame);
        }
        assert_eq!(shown, [6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8]);
    }
}
