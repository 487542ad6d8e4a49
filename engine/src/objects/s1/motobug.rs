//! Motobug, Green Hill's ladybird on a wheel (SPG "Game Enemies": Motobug; s1disasm `_incObj/40 Moto Bug.asm`:
//! `Moto_Main`, `Moto_Action` with `.move` / `.findfloor` / `.pause`, `Moto_Animate`, `Moto_Delete`,
//! `_anim/Moto Bug.asm`).
//!
//! Loaded, it falls (`ObjectFall`) until `ObjFloorDist` finds it in the floor, lands there and turns round
//! (`bchg #0,obStatus`). Then it waits out its timer (0 the first time), turns round again and drives at 1 px
//! per frame — left unless its status bit 0 was clear before that turn — following the floor
//! (`SpeedToPos`, `ObjFloorDist`, the distance added to y) while the floor is between 8 px above and 12 px
//! below its bottom; otherwise it stops for 60 frames (timer 59, counted to −1) and turns. Every 16th frame
//! on the floor it leaves exhaust smoke: a Motobug object with animation 2 in the first free slot, which plays
//! the smoke script (22 frames) and deletes itself. Its hitbox is touch size $C (20 × 16 half sizes), an
//! enemy: a curled player destroys it, else it hurts (touch.rs). It unloads out of range (`RememberState`).

use super::{Sonic1, remember_state};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// `obColType`: an enemy of touch size $C.
pub const COLLISION: u8 = 0xC;
/// `obActWid`, `obHeight`, `obWidth`.
pub const WIDTH_PIXELS: u8 = 0x14;
pub const Y_RADIUS: u8 = 0xE;
pub const X_RADIUS: u8 = 8;
/// The driving speed (`move.w #-$100,obVelX`).
pub const SPEED: i16 = 0x100;
/// `.pause`: the wait (59, counted down past 0: 60 frames).
pub const PAUSE: u16 = 59;
/// `.findfloor`: it follows floor distances in [−8, $C); else it pauses.
pub const FLOOR_ABOVE: i32 = -8;
pub const FLOOR_BELOW: i32 = 0xC;
/// `.smokedelay` restarts at $F: smoke every 16 frames.
pub const SMOKE_DELAY: u8 = 0xF;

/// Animations (`Ani_Moto`): 0 standing, 1 driving, 2 the exhaust smoke (ends with `afRoutine`).
pub const ANIM_SMOKE: u8 = 2;
const SCRIPTS: [&[u8]; 3] = [&[0xF, 2, 0xFF], &[7, 0, 1, 0, 2, 0xFF], &[1, 3, 6, 3, 6, 4, 6, 4, 6, 4, 6, 5, 0xFC]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Motobug {
    /// `objoff_30`: frames left to wait (a word, counted down to −1).
    pub time: i16,
    /// `objoff_33`: frames to the next smoke (a byte, counted down to −1).
    pub smoke_delay: u8,
}

/// One frame (`MotoBug`): routine 0 `Moto_Main`, 2 `Moto_Action`, 4 `Moto_Animate` (the smoke), 6
/// `Moto_Delete`.
pub fn run(c: &mut Common, s: &mut Motobug, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, cx),
        2 => {
            match c.routine_secondary {
                0 => wait(c, s),
                _ => drive(c, s, cx),
            }
            animate_sprite_with_flips(c, &SCRIPTS);
            remember_state(c, cx);
        }
        4 => smoke(c),
        _ => c.delete(),
    }
}

/// `Moto_Main`: a smoke trail (animation set) goes to `Moto_Animate`; a Motobug falls until it is in the
/// floor, then stands on it and turns round (`bchg #0,obStatus`). It is not drawn while falling.
fn init(c: &mut Common, cx: &mut ObjCtx) {
    c.width_pixels = WIDTH_PIXELS;
    if c.anim != 0 {
        c.routine = 4;
        smoke(c);
        return;
    }
    c.y_radius = Y_RADIUS;
    c.x_radius = X_RADIUS;
    c.collision_flags = COLLISION;
    c.object_move_and_fall();
    let d1 = floor_distance(c, cx);
    if d1 < 0 {
        c.y = c.y.wrapping_add(d1 << 8);
        c.y_vel = 0;
        c.routine = 2;
        c.status ^= 1;
    }
}

/// `.move`: waits out the timer, then drives off, turning round (left if it faced right, `bchg` then `bne`).
fn wait(c: &mut Common, s: &mut Motobug) {
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    c.routine_secondary = 2;
    c.x_vel = -SPEED;
    c.anim = 1;
    let was_flipped = c.status & 1 != 0;
    c.status ^= 1;
    if !was_flipped {
        c.x_vel = SPEED;
    }
}

/// `.findfloor`: moves, follows the floor, leaves smoke every 16 frames; off any floor in reach, `.pause`.
fn drive(c: &mut Common, s: &mut Motobug, cx: &mut ObjCtx) {
    c.object_move();
    let d1 = floor_distance(c, cx);
    if !(FLOOR_ABOVE..FLOOR_BELOW).contains(&d1) {
        c.routine_secondary = 0;
        s.time = PAUSE as i16;
        c.x_vel = 0;
        c.anim = 0;
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    s.smoke_delay = s.smoke_delay.wrapping_sub(1);
    if (s.smoke_delay as i8) >= 0 {
        return;
    }
    s.smoke_delay = SMOKE_DELAY;
    // `FindFreeObj`: the first free slot; the smoke copies the pixel position (not the subpixels) and status.
    let mut smoke = Common::new(id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
    smoke.status = c.status;
    smoke.anim = ANIM_SMOKE;
    cx.spawn(Obj { common: smoke, state: State::Sonic1(Sonic1::Motobug(Motobug::default())) });
}

/// `Moto_Animate`: the smoke's script, drawn; its `afRoutine` end moves it to `Moto_Delete`.
fn smoke(c: &mut Common) {
    animate_sprite_with_flips(c, &SCRIPTS);
    c.display();
}
