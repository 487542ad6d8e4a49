//! Burrobot, Labyrinth's drilling mole (s1disasm `_incObj/2D Burrobot.asm`: `Burro_Main`, `Burro_Action` with
//! `.changedir`, `Burro_Move`, `Burro_Jump`, `Burro_ChkSonic`, `Burro_ChkSonic2`).
//!
//! It starts buried, watching (`Burro_ChkSonic`): every frame it faces the player, and once he is less than
//! $60 px away across and less than $80 px above it, it jumps out (Y Speed −$400, X Speed ±$80 towards him).
//! In the air it falls at $18 a frame; landing (`ObjFloorDist` < 0) it drives for 256 frames at $80, on
//! alternate frames testing the floor $C px ahead (`ObjFloorDist2`; $C px or more below ends the drive) and
//! following the floor at its own x. When the drive ends it either jumps again or stops for 60 frames and
//! turns round, by bit 2 of `v_vbla_byte` ([`super::vbla_byte`]).
//! Touch: an enemy of size 5. Not modelled: its animation (`Ani_Burro`: the frames drawn only).

use super::{obj_floor_dist, remember_state};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::Common;

/// `obColType`: an enemy of touch size 5.
pub const COLLISION: u8 = 5;
/// `obActWid`, `obHeight`, `obWidth`.
pub const WIDTH_PIXELS: u8 = 0xC;
pub const Y_RADIUS: u8 = 0x13;
pub const X_RADIUS: u8 = 8;
/// The driving speed and the jump.
pub const SPEED: i16 = 0x80;
pub const JUMP: i16 = -0x400;
/// `Burro_Jump`'s gravity.
pub const GRAVITY: i16 = 0x18;
/// The drive's length (255, counted down past 0) and the stop's (59).
pub const DRIVE: i16 = 255;
pub const STOP: i16 = 59;
/// `Burro_ChkSonic`: the player within $60 px across and $80 px above.
pub const SEE_ACROSS: u16 = 0x60;
pub const SEE_ABOVE: u16 = 0x80;

/// Secondary routines (`Burro_Action`'s index).
const CHANGE_DIR: u8 = 0;
const MOVE: u8 = 2;
const JUMPING: u8 = 4;
const WATCH: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Burrobot {
    /// `burro_timedelay` (`objoff_30`): frames left (a word, counted down to −1).
    pub time: i16,
    /// `objoff_32` bit 0: which of the drive's two floor tests runs this frame.
    pub alternate: bool,
}

/// One frame: `Burro_Main` (once), then `Burro_Action`.
pub fn run(c: &mut Common, s: &mut Burrobot, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.y_radius = Y_RADIUS;
        c.x_radius = X_RADIUS;
        c.collision_flags = COLLISION;
        c.width_pixels = WIDTH_PIXELS;
        c.routine_secondary += WATCH;
        c.anim = 2;
    }
    match c.routine_secondary {
        CHANGE_DIR => change_dir(c, s),
        MOVE => drive(c, s, cx),
        JUMPING => jump(c, s, cx),
        _ => watch(c, cx),
    }
    remember_state(c, cx);
}

/// `.changedir`: after the stop, a drive the other way.
fn change_dir(c: &mut Common, s: &mut Burrobot) {
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    c.routine_secondary = MOVE;
    s.time = DRIVE;
    c.x_vel = SPEED;
    c.anim = 1;
    let was_right = c.status & 1 != 0;
    c.status ^= 1;
    if was_right {
        c.x_vel = -SPEED;
    }
}

/// `Burro_Move`: drives, testing the floor ahead and following the floor on alternate frames.
fn drive(c: &mut Common, s: &mut Burrobot, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        end_drive(c, s, cx);
        return;
    }
    c.object_move();
    let was = s.alternate;
    s.alternate = !s.alternate;
    if was {
        // `loc_AD78`.
        let d1 = floor_distance(c, cx);
        c.y = c.y.wrapping_add(d1 << 8);
        return;
    }
    let ahead = c.pixel_x() + if c.status & 1 != 0 { 0xC } else { -0xC };
    if obj_floor_dist(c, cx, ahead).0 >= 0xC {
        end_drive(c, s, cx);
    }
}

/// `loc_AD84`: a stop (bit 2 of the frame counter set) or a jump.
fn end_drive(c: &mut Common, s: &mut Burrobot, cx: &mut ObjCtx) {
    if super::vbla_byte(cx.world.game) & 4 != 0 {
        c.routine_secondary = CHANGE_DIR;
        s.time = STOP;
        c.x_vel = 0;
        c.anim = 0;
    } else {
        c.routine_secondary = JUMPING;
        c.y_vel = JUMP;
        c.anim = 2;
    }
}

/// `Burro_Jump`: moves and falls; landing in the floor, it drives again, facing the player.
fn jump(c: &mut Common, s: &mut Burrobot, cx: &mut ObjCtx) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if c.y_vel < 0 {
        return;
    }
    c.anim = 3;
    let d1 = floor_distance(c, cx);
    if d1 >= 0 {
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    c.y_vel = 0;
    c.anim = 1;
    s.time = DRIVE;
    c.routine_secondary = MOVE;
    face_player(c, cx);
}

/// `Burro_ChkSonic`: faces the player; jumps out once he is near and above.
fn watch(c: &mut Common, cx: &mut ObjCtx) {
    let (across, x_vel) = face_player(c, cx);
    if across >= SEE_ACROSS {
        return;
    }
    let player_y = cx.world.player.pixel_y() as u16;
    let dy = player_y.wrapping_sub(c.pixel_y() as u16);
    // `sub.w` / `bcc`: the player at or below it; `cmpi.w #-$80` / `blo`: more than $80 above.
    if player_y >= c.pixel_y() as u16 || dy < SEE_ABOVE.wrapping_neg() {
        return;
    }
    c.routine_secondary = JUMPING;
    c.x_vel = x_vel;
    c.y_vel = JUMP;
}

/// `Burro_ChkSonic2`: faces the player (status bit 0 set: right); the distance across (unsigned word) and
/// the speed towards him.
fn face_player(c: &mut Common, cx: &ObjCtx) -> (u16, i16) {
    let dx = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16);
    if (cx.world.player.pixel_x() as u16) < c.pixel_x() as u16 {
        c.status &= !1;
        (dx.wrapping_neg(), -SPEED)
    } else {
        c.status |= 1;
        (dx, SPEED)
    }
}
