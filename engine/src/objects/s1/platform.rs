//! Sonic 1's platforms (s1disasm `_incObj/18 Platforms.asm`: `Plat_Main`, `Plat_Solid`, `Plat_Action`,
//! `Plat_Action2`, `Plat_Nudge`, `Plat_Move` with its types, `Plat_ChkDel`; `PlatformObject`, `ExitPlatform`,
//! `MvSonicOnPtfm2` in `sonic.asm`).
//!
//! Sonic 2's `Obj18` ([`crate::objects::s2::platform`]) is this object with more sizes, and its movements, sag and
//! unloading are shared: subtype low nibble 1/5 across and 2/6 up and down 64 px with oscillator 6, 3 falling
//! 30 frames after being stood on and dropping the player 32 frames later, 7/8 rising, $A half the range,
//! $B/$C up and down with the other oscillator (Sonic 2's $C/$D); the top 8 px above the centre; the sag (4 a
//! frame up to $40, sin/64 px). Green Hill's subtypes have no size bits: 32 px half wide.
//!
//! What differs is the order, done here as Sonic 1 does it. Not stood on (`Plat_Solid`), the platform first
//! lets the player land (`PlatformObject`, against where it was) and then moves — so a falling platform's
//! delay starts on the landing frame. Stood on (`Plat_Action2`), `ExitPlatform` first lets him leave (in the
//! air or past its edges: he is only no longer on it — not put in the air), then it moves and
//! `MvSonicOnPtfm2` sets him on its top (its y − 9 − his height) moved by its x move — unconditionally, also on
//! the frame he left it.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{move_on_platform, platform_object, standing};
use crate::objects::s2::platform::{self, Platform, SAG_MAX, SAG_STEP, TOP_HEIGHT, despawn, init, movement, nudge};

/// `MvSonicOnPtfm2`: the player's y is the platform's y − 9 − his height.
pub const CARRY_HEIGHT: i16 = 9;
/// Routines (`Plat_Index`): not stood on (`Plat_Solid`), stood on (`Plat_Action2`), deleted next frame
/// (`Plat_Delete`), no longer solid (`Plat_Action`).
pub const SOLID: u8 = 2;
pub const STOOD_ON: u8 = 4;
pub const DELETE: u8 = 6;
pub const NON_SOLID: u8 = 8;

pub fn run(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s);
        // Sonic 1's subtypes $B and $C are Sonic 2's $C and $D.
        if matches!(c.subtype, 0xB | 0xC) {
            c.subtype += 1;
        }
        c.routine = SOLID;
    }
    match c.routine {
        SOLID => {
            if s.sag != 0 {
                s.sag = s.sag.wrapping_sub(SAG_STEP);
            }
            let w = i16::from(c.width_pixels);
            platform_object(c, cx.world.player, w, TOP_HEIGHT, (c.x >> 8) as i16);
            if standing(c, cx.world.player) {
                c.routine = STOOD_ON;
            }
            shared_movement(c, s, cx);
            nudge(c, s);
            despawn(c, s, cx);
        }
        STOOD_ON => {
            if s.sag != SAG_MAX {
                s.sag = s.sag.wrapping_add(SAG_STEP);
            }
            exit_platform(c, cx);
            let old_x = (c.x >> 8) as i16;
            shared_movement(c, s, cx);
            nudge(c, s);
            move_on_platform(c, cx.world.player, CARRY_HEIGHT, old_x);
            despawn(c, s, cx);
        }
        NON_SOLID => {
            shared_movement(c, s, cx);
            nudge(c, s);
            despawn(c, s, cx);
        }
        _ => c.delete(),
    }
}

/// `Plat_Move` (Sonic 2's `Obj18_Move`, which reports the falling platform's drop and its fall out of the
/// level through Sonic 2's routine numbers: they become Sonic 1's here).
fn shared_movement(c: &mut Common, s: &mut Platform, cx: &mut ObjCtx) {
    if c.subtype & 0xF == 7 {
        button_wait(c, s, cx);
        return;
    }
    let mine = c.routine;
    c.routine = platform::TOP_SOLID;
    movement(c, s, cx);
    c.routine = match c.routine {
        platform::NON_SOLID => NON_SOLID,
        platform::DELETE => DELETE,
        _ => mine,
    };
}

/// `.type07`: once switch `subtype >> 4` (`f_switch`) is set, 60 frames (`objoff_3A`), then type 8 (rising
/// $200 px, 2 px a frame: Sonic 2's movement 8).
fn button_wait(c: &mut Common, s: &mut Platform, cx: &ObjCtx) {
    if s.delay == 0 {
        if cx.world.game.switches[usize::from(c.subtype >> 4)] != 0 {
            s.delay = BUTTON_DELAY;
        }
        return;
    }
    s.delay -= 1;
    if s.delay == 0 {
        c.subtype = c.subtype.wrapping_add(1);
    }
}

/// `.type07`'s wait once the button is pressed.
pub const BUTTON_DELAY: u16 = 60;

/// `ExitPlatform`: in the air, or his x outside the platform's width: he is no longer on it (`bclr #3` on both;
/// the platform back to `Plat_Solid`), without being put in the air. The swinging platforms run it too
/// ([`super::swing`]: their solid routine is also 2).
pub(super) fn exit_platform(c: &mut Common, cx: &mut ObjCtx) {
    exit_platform_with(c, cx, i16::from(c.width_pixels));
}

/// [`exit_platform`] with its half width `d1` given (the collapsing floors pass $20).
pub(super) fn exit_platform_with(c: &mut Common, cx: &mut ObjCtx, d1: i16) {
    let p = &mut *cx.world.player;
    let on_it = standing(c, p);
    let d0 = ((p.x >> 8) as i16).wrapping_sub((c.x >> 8) as i16).wrapping_add(d1);
    if p.air || d0 < 0 || d0 >= 2 * d1 || !on_it {
        if on_it {
            p.on_object = false;
        }
        c.status &= !STANDING;
        c.routine = SOLID;
    }
}
