//! Green Hill's swinging platforms (s1disasm `_incObj/15 Swinging Platforms (part 1).asm`: `Swing_Main`,
//! `Swing_SetSolid`, `Swing_Action`, `Swing_Action2`; `(part 2)`: `Swing_Move`, `Swing_Move2`,
//! `Swing_ChkDel`, `Swing_DelAll`, `Swing_Display`; in `sonic.asm` `Swing_Solid`, `Platform3`, `ExitPlatform`,
//! `MvSonicOnPtfm`).
//!
//! The placed object is the platform; its chain is subtype bits 0–3 (`L`) + 1 more objects in the first free
//! slots: links at 16·L, 16·(L − 1), …, 16 px from the pivot (the placed position) and the anchor at 0; the
//! platform hangs at 16·L + 8. Every frame the platform sets itself and its chain at (pivot x + r·cos a / 256,
//! pivot y + r·sin a / 256) with `a` oscillator 6's high byte (x-flipped: $80 − it) — the GHZ oscillator swings
//! it between about 0 and $80, right to left under the pivot. Subtype bit 4 makes it Green Hill's giant ball
//! on a chain (touch $81, frame 1 of its own art), which the same code also makes a platform.
//!
//! Not stood on (`Swing_SetSolid`) the player may land on its top ($18 px either side, 8 above its y), then it
//! moves; stood on (`Swing_Action2`), `ExitPlatform` lets him leave (in the air or off its width; not put in
//! the air), it moves, and `MvSonicOnPtfm` sets him 9 px above its y plus his height and moves him by its x
//! move — also on the frame he left it. Out of range of its pivot it deletes the chain and itself.
//!
//! The chain's geometry ([`swing_position`], [`swing_angle`]) is shared with Eggman's wrecking ball `Obj48`
//! ([`super::boss_ball`]), which hangs on the same `Swing_Move2`.
//!
//! Only Green Hill's (and Marble Zone's) variant: levels here have no zone, so Star Light's larger platforms
//! and Scrap Brain's spiked balls are not chosen. Chains longer than 13 links are cut there (the game's list
//! would run into its own pivot words).

use super::Sonic1;
use crate::math::set_px;
use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{Contact, move_on_platform, platform_chk_y_range};

/// The longest chain (`L`) kept.
pub const MAX_LENGTH: usize = 13;
/// `obActWid` and `obHeight` of the platform (`d1`, `d3` of `Swing_Solid`).
pub const WIDTH_PIXELS: u8 = 0x18;
pub const HEIGHT: u8 = 8;
/// The giant ball's touch (hurt, size 1).
pub const BALL_COLLISION: u8 = 0x81;
/// Routines (`Swing_Index`): not stood on, stood on, deleted, a chain link.
pub const SOLID: u8 = 2;
pub const STOOD_ON: u8 = 4;
pub const DELETE: u8 = 6;
pub const LINK: u8 = 0xA;
/// The oscillator it follows (`v_oscillate+$1A`: oscillator 6's value, high byte).
pub const OSCILLATOR_BYTE: usize = 4 * 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Swing {
    /// `objoff_3C`: the distance from the pivot.
    pub radius: u8,
    /// `swing_origX`, `swing_origY`: the pivot (the placed position).
    pub pivot_x: i16,
    pub pivot_y: i16,
    /// `obSubtype` after `Swing_Main`: the chain objects made.
    pub count: u8,
    /// Their slots (`objoff_29` on; the platform's own entry follows them in the game).
    pub chain: [u8; MAX_LENGTH + 1],
}

pub fn run(c: &mut Common, s: &mut Swing, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            init(c, s, cx);
            set_solid(c, s, cx);
        }
        SOLID => set_solid(c, s, cx),
        STOOD_ON => {
            // `ExitPlatform` (d1 = $18), the platforms' (the same routine, back to routine 2).
            super::platform::exit_platform(c, cx);
            let old_x = (c.x >> 8) as i16;
            swing(c, s, cx);
            move_on_platform(c, cx.world.player, i16::from(HEIGHT) + 1, old_x);
            c.display();
            chk_del(c, s, cx);
        }
        // A link only draws itself: the platform places it without waking it
        // ([`crate::objects::runtime::slots::SlotsView::get_mut_unread`]).
        LINK => {
            c.display();
            cx.slots.sleep_current(c.collision_flags != 0);
        }
        _ => c.delete(),
    }
}

/// `Swing_Main`: the platform's size and radius, then the chain from the outermost link to the anchor.
fn init(c: &mut Common, s: &mut Swing, cx: &mut ObjCtx) {
    c.routine = SOLID;
    c.width_pixels = WIDTH_PIXELS;
    c.y_radius = HEIGHT;
    s.pivot_x = c.pixel_x() as i16;
    s.pivot_y = c.pixel_y() as i16;
    let subtype = c.subtype;
    c.subtype = 0;
    let length = usize::from(subtype & 0xF).min(MAX_LENGTH);
    let mut r = (length as u8) << 4;
    s.radius = r + 8;
    for _ in 0..=length {
        let mut link = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        link.routine = LINK;
        link.width_pixels = 8;
        link.mapping_frame = if r < 0x10 { 2 } else { 1 };
        let state = Swing { radius: r, ..Default::default() };
        let Some(i) = cx.spawn(Obj { common: link, state: State::Sonic1(Sonic1::Swing(state)) }) else {
            break;
        };
        if let Some(slot) = s.chain.get_mut(usize::from(s.count)) {
            *slot = i as u8;
        }
        s.count += 1;
        r = r.wrapping_sub(0x10);
    }
    if subtype & 0x10 != 0 {
        c.mapping_frame = 1;
        c.collision_flags = BALL_COLLISION;
    }
}

/// `Swing_SetSolid` and `Swing_Action`: the landing (`Swing_Solid`: Y Speed ≥ 0, within $18 px, feet 1–16 px
/// below its top 8 px above its y), then the swing, drawn, unloaded by its pivot.
fn set_solid(c: &mut Common, s: &mut Swing, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let d1 = i16::from(c.width_pixels);
    let d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if p.y_speed >= 0
        && d0 >= 0
        && d0 < 2 * d1
        && platform_chk_y_range(c, p, ((c.y >> 8) as i16).wrapping_sub(i16::from(c.y_radius))) == Contact::Top
    {
        c.routine = STOOD_ON;
    }
    swing(c, s, cx);
    c.display();
    chk_del(c, s, cx);
}

/// Where a member `distance` px from the anchor (`anchor_x`, `anchor_y`) hangs at `angle` (`Swing_Move2`:
/// `CalcSine`, `muls`, `asr.l #8` — y = anchor y + distance × sine / 256, x = anchor x + distance × cosine /
/// 256): (x, y) pixel words.
pub fn swing_position(angle: u8, anchor_x: i16, anchor_y: i16, distance: u8) -> (i16, i16) {
    let d = i32::from(distance);
    let dy = (d * i32::from(sin(angle))) >> 8;
    let dx = (d * i32::from(cos(angle))) >> 8;
    (anchor_x.wrapping_add(dx as i16), anchor_y.wrapping_add(dy as i16))
}

/// `Swing_Move`: the swinging platforms' angle — the oscillating byte `oscillation` (`v_oscillate+$1A`) as it
/// is, or mirrored about $40 ($80 − it) for an x-flipped chain (status bit 0).
pub fn swing_angle(oscillation: u8, x_flipped: bool) -> u8 {
    if x_flipped { 0x80u8.wrapping_sub(oscillation) } else { oscillation }
}

/// `Swing_Move` / `Swing_Move2`: the angle from oscillator 6 (mirrored for an x-flipped platform), then every
/// listed object at its radius along it (the position words: subpixels kept).
fn swing(c: &mut Common, s: &Swing, cx: &mut ObjCtx) {
    let a = swing_angle(cx.world.game.oscillation.byte(OSCILLATOR_BYTE), c.status & 1 != 0);
    let at = |r: u8| swing_position(a, s.pivot_x, s.pivot_y, r);
    for &i in s.chain.iter().take(usize::from(s.count)) {
        if let Some(o) = cx.slots.get_mut_unread(usize::from(i))
            && let State::Sonic1(Sonic1::Swing(link)) = &o.state
        {
            let (x, y) = at(link.radius);
            set_px(&mut o.common.x, x);
            set_px(&mut o.common.y, y);
        }
    }
    let (x, y) = at(s.radius);
    set_px(&mut c.x, x);
    set_px(&mut c.y, y);
}

/// `Swing_ChkDel` / `Swing_DelAll`: its pivot out of range, the chain and the platform are deleted.
fn chk_del(c: &mut Common, s: &Swing, cx: &mut ObjCtx) {
    if !cx.out_of_range(i32::from(s.pivot_x)) {
        return;
    }
    for &i in s.chain.iter().take(usize::from(s.count)) {
        if let Some(o) = cx.slots.get_mut(usize::from(i)) {
            o.common.delete();
        }
    }
    c.delete();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_hang_along_the_angle() {
        assert_eq!(swing_position(0x40, 100, 200, 0x60), (100, 200 + 0x60));
        assert_eq!(swing_position(0, 100, 200, 0x10), (100 + 0x10, 200));
        assert_eq!(swing_position(0xC0, 100, 200, 0x20), (100, 200 - 0x20));
        assert_eq!((swing_angle(0x30, false), swing_angle(0x30, true)), (0x30, 0x50));
    }
}
