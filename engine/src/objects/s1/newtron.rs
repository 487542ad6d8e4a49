//! Newtron, Green Hill's chameleon (SPG "Game Enemies": Newtron; s1disasm `_incObj/42 Newtron.asm`:
//! `Newt_Main`, `Newt_Action` with `.chkdistance` / `.type00` / `.fall` / `.matchfloor` / `.speed` /
//! `.type01` / `.firemissile`; `_anim/Newtron.asm`).
//!
//! Invisible and harmless until Sonic is within $80 px across, it then appears facing him. Subtype 0 (blue)
//! drops once its appearing animation reaches frame 4 (60 frames): it falls (`ObjectFall`) until in the floor,
//! then rushes at 2 px per frame the way it faces (touch size $D, an enemy) following the floor while the floor
//! is in [−8, $C) of its bottom, and straight on once it is not. Subtype ≠ 0 (green) becomes touchable (size
//! $C) on frame 1 of its firing animation, fires one missile on frame 2 — $14 px ahead, 8 px up, 2 px per frame
//! ahead (the Buzz Bomber's missile, Newtron routine: [`super::buzz_bomber`]) — and deletes itself when the
//! animation ends (`afRoutine` to `Newt_Delete`). `RememberState`.

use super::buzz_bomber::Missile;
use super::{Sonic1, obj_floor_dist, remember_state};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// It appears when Sonic is within $80 px across.
pub const RANGE: u16 = 0x80;
/// Its rush: 2 px per frame; touch sizes while rushing ($D) and firing ($C).
pub const SPEED: i16 = 0x200;
pub const RUSH_COLLISION: u8 = 0xD;
pub const FIRE_COLLISION: u8 = 0xC;
/// The missile: $14 px ahead, 8 px up.
pub const MISSILE_AHEAD: i32 = 0x14;
pub const MISSILE_UP: i32 = 8;

/// `Ani_Newt`: 0 blank, 1 appearing and dropping, 2 and 3 flying, 4 appearing and firing.
const SCRIPTS: [&[u8]; 5] = [
    &[0xF, 0xA, 0xFF],
    &[0x13, 0, 1, 3, 4, 5, 0xFE, 1],
    &[2, 6, 7, 0xFF],
    &[2, 8, 9, 0xFF],
    &[0x13, 0, 1, 1, 2, 1, 1, 0, 0xFC],
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Newtron {
    /// `objoff_32`: the green one has fired.
    pub fired: bool,
}

pub fn run(c: &mut Common, s: &mut Newtron, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x14;
        c.y_radius = 0x10;
        c.x_radius = 8;
    }
    if c.routine != 2 {
        c.delete();
        return;
    }
    match c.routine_secondary {
        0 => check_distance(c, cx),
        2 => appear_then_fall(c, cx),
        4 => match_floor(c, cx),
        6 => c.object_move(),
        _ => fire(c, s, cx),
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    remember_state(c, cx);
}

/// Status bit 0 set when Sonic is right of it (`sub.w obX,d0` with no borrow); the distance across.
fn face_sonic(c: &mut Common, cx: &ObjCtx) -> u16 {
    let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
    let right = cx.world.player.pixel_x() as u16 >= c.pixel_x() as u16;
    c.status = (c.status & !1) | u8::from(right);
    if right { d } else { d.wrapping_neg() }
}

/// `.chkdistance`: faces Sonic; within $80 px it appears (green ones to fire).
fn check_distance(c: &mut Common, cx: &ObjCtx) {
    if face_sonic(c, cx) >= RANGE {
        return;
    }
    c.routine_secondary = 2;
    c.anim = 1;
    if c.subtype != 0 {
        c.routine_secondary = 8;
        c.anim = 4;
    }
}

/// `.type00` / `.fall`: faces Sonic while appearing; from frame 4 falls until in the floor, then rushes.
fn appear_then_fall(c: &mut Common, cx: &mut ObjCtx) {
    if c.mapping_frame < 4 {
        face_sonic(c, cx);
        return;
    }
    c.object_move_and_fall();
    let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
    if d1 >= 0 {
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    c.y_vel = 0;
    c.routine_secondary = 4;
    // Animation 2, or 3 with palette line 1 (`btst #5,obGfx`: only the green one's art, which never falls).
    c.anim = 2;
    c.collision_flags = RUSH_COLLISION;
    c.x_vel = if c.status & 1 != 0 { SPEED } else { -SPEED };
}

/// `.matchfloor`: rushes along the floor; off it, straight on (`.speed`).
fn match_floor(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move();
    let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
    if (-8..0xC).contains(&d1) {
        c.y = c.y.wrapping_add(d1 << 8);
    } else {
        c.routine_secondary = 6;
    }
}

/// `.type01` / `.firemissile`: touchable from frame 1; one missile on frame 2.
fn fire(c: &mut Common, s: &mut Newtron, cx: &mut ObjCtx) {
    if c.mapping_frame == 1 {
        c.collision_flags = FIRE_COLLISION;
    }
    if c.mapping_frame != 2 || s.fired {
        return;
    }
    s.fired = true;
    let right = c.status & 1 != 0;
    let ahead = if right { MISSILE_AHEAD } else { -MISSILE_AHEAD };
    let mut m = Common::new(id::SONIC1, 1, c.pixel_x() + ahead, c.pixel_y() - MISSILE_UP, false, false);
    m.x_vel = if right { SPEED } else { -SPEED };
    m.status = c.status;
    cx.spawn(Obj { common: m, state: State::Sonic1(Sonic1::Missile(Missile::default())) });
}
