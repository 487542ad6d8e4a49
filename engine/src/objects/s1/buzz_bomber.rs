//! Buzz Bomber, the wasp that flies to and fro and fires a missile when near Sonic (SPG "Game Enemies": Buzz
//! Bomber; s1disasm `_incObj/22 Buzz Bomber.asm`: `Buzz_Main`, `Buzz_Action` with `.move` / `.fire` /
//! `.chknearsonic` / `.chgdirection`; `_incObj/23 Buzz Bomber Missile.asm`: `Msl_Main`, `Msl_Animate`,
//! `Msl_ChkCancel`, `Msl_FromBuzz`, `Msl_FromNewt`; `_anim/Buzz Bomber.asm`, `_anim/Buzz Bomber Missile.asm`).
//!
//! It hovers until its timer runs out (0 the first time), then flies 128 frames at 4 px per frame — right if
//! its status bit 0 is set, else left — then hovers 60 frames and turns round. Flying, it stops when it is on
//! screen within $60 px of Sonic's x (unless it fired since its last turn): 30 frames later it fires a missile
//! (first free slot) $18 px ahead and $1C px below it, moving 2 px per frame ahead and down, and hovers 60
//! frames more. Its hitbox is touch size 8, an enemy; `RememberState`.
//!
//! The missile waits 15 frames unseen, then shows its flare for 16 frames (animation 0 ends in `afRoutine`),
//! then flies — touch size 7 that hurts — until it passes the camera's bottom limit + $E0. While its Buzz Bomber's
//! slot holds an explosion (destroyed), it is deleted (`Msl_ChkCancel`, in the waiting and flare phases). A
//! Newtron's missile (subtype ≠ 0) flies at once and is deleted off screen. (`Msl_FromBuzz`'s status bit 7
//! branch to `MissileDissolve` is unreachable: nothing sets that bit on a missile; it is not modelled.)

use super::{Sonic1, remember_state};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// `obColType`: the Buzz Bomber (an enemy, size 8) and its missile (hurt, size 7).
pub const COLLISION: u8 = 8;
pub const MISSILE_COLLISION: u8 = 0x87;
/// Flying: 4 px per frame for 128 frames (127); hovering 60 (59); after spotting Sonic 30 (29).
pub const SPEED: i16 = 0x400;
pub const FLY_TIME: i16 = 127;
pub const HOVER_TIME: i16 = 59;
pub const AIM_TIME: i16 = 29;
/// It spots Sonic within $60 px across.
pub const RANGE: u16 = 0x60;
/// The missile: $18 px ahead, $1C below, 2 px per frame both ways; it waits $E (15 frames) unseen.
pub const MISSILE_AHEAD: i32 = 0x18;
pub const MISSILE_BELOW: i32 = 0x1C;
pub const MISSILE_SPEED: i16 = 0x200;
pub const MISSILE_WAIT: i16 = 0xE;

/// `buzz_buzzstatus`: 1 fired since the last turn, 2 near Sonic.
const FIRED: u8 = 1;
const NEAR: u8 = 2;

const SCRIPTS: [&[u8]; 3] = [&[1, 0, 1, 0xFF], &[1, 2, 3, 0xFF], &[1, 4, 5, 0xFF]];
const MISSILE_SCRIPTS: [&[u8]; 2] = [&[7, 0, 1, 0xFC], &[1, 2, 3, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BuzzBomber {
    /// `buzz_timedelay` (a word counted down to −1).
    pub time: i16,
    /// `buzz_buzzstatus`.
    pub status: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Missile {
    /// `objoff_32`: the wait before it shows.
    pub time: i16,
    /// `msl_parent`: the slot of the Buzz Bomber that fired it.
    pub parent: u16,
}

pub fn run(c: &mut Common, s: &mut BuzzBomber, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = COLLISION;
        c.width_pixels = 0x18;
    }
    if c.routine != 2 {
        c.delete();
        return;
    }
    if c.routine_secondary == 0 {
        hover(c, s, cx);
    } else {
        fly(c, s, cx);
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    remember_state(c, cx);
}

/// `.move`: when the timer runs out, fire if Sonic was spotted, else fly off.
fn hover(c: &mut Common, s: &mut BuzzBomber, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    if s.status & NEAR != 0 {
        fire(c, s, cx);
        return;
    }
    c.routine_secondary = 2;
    s.time = FLY_TIME;
    c.x_vel = if c.status & 1 != 0 { SPEED } else { -SPEED };
    c.anim = 1;
}

/// `.fire`: the missile in the first free slot (none free: it tries again next frame).
fn fire(c: &mut Common, s: &mut BuzzBomber, cx: &mut ObjCtx) {
    let right = c.status & 1 != 0;
    let ahead = if right { MISSILE_AHEAD } else { -MISSILE_AHEAD };
    let mut m = Common::new(id::SONIC1, 0, c.pixel_x() + ahead, c.pixel_y() + MISSILE_BELOW, false, false);
    m.x_vel = if right { MISSILE_SPEED } else { -MISSILE_SPEED };
    m.y_vel = MISSILE_SPEED;
    m.status = c.status;
    let missile = Missile { time: MISSILE_WAIT, parent: cx.current() as u16 };
    if cx.spawn(Obj { common: m, state: State::Sonic1(Sonic1::Missile(missile)) }).is_none() {
        return;
    }
    s.status = FIRED;
    s.time = HOVER_TIME;
    c.anim = 2;
}

/// `.chknearsonic`: flies; on screen within $60 px of Sonic (not fired yet) it stops to aim; at the end of its
/// time it turns round and hovers.
fn fly(c: &mut Common, s: &mut BuzzBomber, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        s.status = 0;
        c.status ^= 1;
        s.time = HOVER_TIME;
        stop(c);
        return;
    }
    c.object_move();
    if s.status != 0 {
        return;
    }
    let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16) as i16;
    if d.unsigned_abs() >= RANGE || !c.on_screen {
        return;
    }
    s.status = NEAR;
    s.time = AIM_TIME;
    stop(c);
}

/// `.stop`: hovering again.
fn stop(c: &mut Common) {
    c.routine_secondary = 0;
    c.x_vel = 0;
    c.anim = 0;
}

/// The missile (`Missile`): routine 0 waiting, 2 the flare, 4 flying from a Buzz Bomber, 8 from a Newtron.
pub fn run_missile(c: &mut Common, s: &mut Missile, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            s.time = s.time.wrapping_sub(1);
            if s.time >= 0 {
                check_cancel(c, s, cx);
                return;
            }
            c.routine = 2;
            c.width_pixels = 8;
            c.status &= 3;
            if c.subtype != 0 {
                c.routine = 8;
                c.collision_flags = MISSILE_COLLISION;
                c.anim = 1;
                animate_sprite_with_flips(c, &MISSILE_SCRIPTS);
                c.display();
                return;
            }
            flare(c, s, cx);
        }
        2 => flare(c, s, cx),
        4 => {
            if c.status & 0x80 != 0 {
                c.delete();
                return;
            }
            c.collision_flags = MISSILE_COLLISION;
            c.anim = 1;
            c.object_move();
            animate_sprite_with_flips(c, &MISSILE_SCRIPTS);
            c.display();
            if c.pixel_y() > cx.world.env.bounds.bottom {
                c.delete();
            }
        }
        8 => {
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move();
            animate_sprite_with_flips(c, &MISSILE_SCRIPTS);
            c.display();
        }
        _ => c.delete(),
    }
}

/// `Msl_Animate`: the flare (its script's end moves it to routine 4), unless its Buzz Bomber was destroyed.
fn flare(c: &mut Common, s: &Missile, cx: &mut ObjCtx) {
    if check_cancel(c, s, cx) {
        return;
    }
    animate_sprite_with_flips(c, &MISSILE_SCRIPTS);
    c.display();
}

/// `Msl_ChkCancel`: deleted when the parent's slot holds an explosion (`id_ExplosionItem`).
fn check_cancel(c: &mut Common, s: &Missile, cx: &ObjCtx) -> bool {
    let destroyed = cx.slots.get(usize::from(s.parent)).is_some_and(|o| o.common.id == id::EXPLOSION);
    if destroyed {
        c.delete();
    }
    destroyed
}
