//! Basaran (Batbrain), Marble's bat (s1disasm `_incObj/55 Basaran.asm`: `Bas_Main`, `Bas_Action` with `.dropcheck`,
//! `.dropfly`, `.flapsound`, `.flyup`, `.chkdistance`).
//!
//! It hangs from the ceiling until Sonic is within $80 px across and less than $80 px below it; then, on a frame
//! when `v_vbla_byte` plus `ExecuteObjects`' slot countdown `d7` is a multiple of 8, it drops (gravity $18 a frame,
//! facing him) until it is within $10 px above the y he had when it let go, and flies at him at 1 px a frame.
//! Dropped past that y it is deleted when off screen (without giving back its respawn entry: the game's
//! `RememberState` then runs on the cleared slot). Flying, once Sonic is $80 px or more away across it flies up
//! (on a frame the same test passes), rising faster by $18 a frame until `ObjHitCeiling` finds a ceiling: it hangs
//! there again, its x rounded down to 8. Touch: an enemy of size $B. Unloaded out of range (`RememberState`).
//! Not modelled: its animation (`Ani_Bas`) and sound.

use super::remember_state;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::s2::lost_rings::vint_runcount;
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

/// `obColType`: an enemy of size $B.
pub const COLLISION: u8 = 0xB;
/// `obHeight`, `obActWid`.
pub const Y_RADIUS: u8 = 0xC;
pub const WIDTH_PIXELS: u8 = 0x10;
/// `.chkdistance`'s reach and the flying speed.
pub const REACH: u16 = 0x80;
pub const SPEED: i16 = 0x100;
/// The drop's and the climb's acceleration.
pub const GRAVITY: i16 = 0x18;
/// `.dropfly`: it levels off within $10 px above Sonic's y.
pub const LEVEL_OFF: u16 = 0x10;

const DROP_CHECK: u8 = 0;
const DROP_FLY: u8 = 2;
const FLAP: u8 = 4;
const FLY_UP: u8 = 6;

/// The bat's own data: Sonic's y when it let go (`objoff_36`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Basaran {
    pub target_y: u16,
}

pub fn run(c: &mut Common, s: &mut Basaran, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.y_radius = Y_RADIUS;
        c.collision_flags = COLLISION;
        c.width_pixels = WIDTH_PIXELS;
    }
    let gone = match c.routine_secondary {
        DROP_CHECK => {
            drop_check(c, s, cx);
            false
        }
        DROP_FLY => drop_fly(c, s, cx),
        FLAP => {
            flap(c, cx);
            false
        }
        FLY_UP => {
            fly_up(c, cx);
            false
        }
        _ => false,
    };
    if gone {
        // `.chkdel`: deleted off screen; the game's `RememberState` then sees a cleared slot.
        c.delete();
        return;
    }
    remember_state(c, cx);
}

/// `v_vbla_byte` plus `d7` ($7F − the slot: the game's level slots start $20 further on, the same modulo 8) is
/// a multiple of 8.
fn eighth_frame(cx: &ObjCtx) -> bool {
    let d7 = 0x7Fu8.wrapping_sub(cx.current() as u8);
    (vint_runcount(cx.world.game) as u8).wrapping_add(d7) & 7 == 0
}

/// `.chkdistance`: faces Sonic; returns the distance across and the speed towards him.
fn chk_distance(c: &mut Common, cx: &ObjCtx) -> (u16, i16) {
    let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
    if (cx.world.player.pixel_x() as u16) >= (c.pixel_x() as u16) {
        c.status |= 1;
        c.x_flip = true;
        (d, SPEED)
    } else {
        c.status &= !1;
        c.x_flip = false;
        (d.wrapping_neg(), -SPEED)
    }
}

/// `.dropcheck`.
fn drop_check(c: &mut Common, s: &mut Basaran, cx: &mut ObjCtx) {
    let (d, _) = chk_distance(c, cx);
    if d >= REACH {
        return;
    }
    let py = cx.world.player.pixel_y() as u16;
    s.target_y = py;
    let below = py.wrapping_sub(c.pixel_y() as u16);
    if py < c.pixel_y() as u16 || below >= REACH {
        return;
    }
    if eighth_frame(cx) {
        c.anim = 1;
        c.routine_secondary = DROP_FLY;
    }
}

/// `.dropfly`: true when it dropped past Sonic's y off screen (deleted).
fn drop_fly(c: &mut Common, s: &Basaran, cx: &mut ObjCtx) -> bool {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    let (_, speed) = chk_distance(c, cx);
    let y = c.pixel_y() as u16;
    if s.target_y < y {
        return !c.on_screen;
    }
    if s.target_y.wrapping_sub(y) < LEVEL_OFF {
        c.x_vel = speed;
        c.y_vel = 0;
        c.anim = 2;
        c.routine_secondary = FLAP;
    }
    false
}

/// `.flapsound`: flies on; far from Sonic it may start to climb.
fn flap(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move();
    let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
    let d = if (cx.world.player.pixel_x() as u16) >= (c.pixel_x() as u16) { d } else { d.wrapping_neg() };
    if d >= REACH && eighth_frame(cx) {
        c.routine_secondary = FLY_UP;
    }
}

/// `.flyup`: climbs until it meets a ceiling, and hangs there.
fn fly_up(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_sub(GRAVITY);
    let top = c.pixel_y() - i32::from(c.y_radius);
    let d1 = sense(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Up, c.pixel_x(), top).distance;
    if d1 < 0 {
        c.y = c.y.wrapping_sub(d1 << 8);
        c.x &= !0x700;
        c.x_vel = 0;
        c.y_vel = 0;
        c.anim = 0;
        c.routine_secondary = DROP_CHECK;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ExecuteObjects`' `d7` for the first dynamic slot is $7F here ($5F in the game, $20 slots on): the same
    /// modulo 8; the reach and speeds are the routine's.
    #[test]
    fn constants_from_the_disassembly() {
        assert_eq!(0x7Fu8 & 7, 0x5Fu8 & 7);
        assert_eq!((REACH, SPEED, GRAVITY, LEVEL_OFF, COLLISION), (0x80, 0x100, 0x18, 0x10, 0xB));
    }
}
