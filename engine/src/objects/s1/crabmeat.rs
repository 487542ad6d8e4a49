//! Crabmeat, the crab that walks and fires two balls (SPG "Game Enemies": Crabmeat; s1disasm
//! `_incObj/1F Crabmeat.asm`: `Crab_Main`, `Crab_Action` with `.waittofire` / `.walkonfloor` / `.fire`,
//! `Crab_SetAni`, `Crab_BallMain`, `Crab_BallMove`; `_anim/Crabmeat.asm`).
//!
//! Loaded, it falls until `ObjFloorDist` finds it in the floor and takes that floor's angle. It waits out its
//! timer (0 the first time); then, if it was on screen the frame before, every second time it fires instead
//! of walking (`bchg #1,crab_mode`): 60 frames of the firing pose, a ball 16 px to its left moving −1 and one
//! 16 px to its right moving +1 (each in the first free slot), thrown up at −4 with gravity $38, touch size 7
//! that hurts, deleted below the camera's bottom limit + $E0. Otherwise it walks 128 frames at ½ px per frame,
//! turning round each time (right if its status bit 0 was set); on alternate frames it checks the floor
//! 16 px ahead (out of [−8, $C): it stops) or follows the floor under it (distance added, angle kept, walking
//! animation by the angle). Stopping, it waits 60 frames. Its own hitbox is touch size 6, an enemy;
//! `RememberState`.

use super::{Sonic1, obj_floor_dist, remember_state};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// `obColType` of the crab (an enemy, size 6) and of its balls (hurt, size 7).
pub const COLLISION: u8 = 6;
pub const BALL_COLLISION: u8 = 0x87;
/// `obHeight`, `obWidth`, `obActWid`.
pub const Y_RADIUS: u8 = 0x10;
pub const X_RADIUS: u8 = 8;
pub const WIDTH_PIXELS: u8 = 0x15;
/// Walking speed (`move.w #$80,obVelX`) and time (127: 128 frames), the wait (59: 60 frames).
pub const WALK_SPEED: i16 = 0x80;
pub const WALK_TIME: i16 = 127;
pub const WAIT_TIME: i16 = 59;
/// The balls: 16 px either side, ∓$100 across, −$400 up (`Crab_BallMain`), `ObjectFall`'s $38 down.
pub const BALL_OFFSET: i32 = 0x10;
pub const BALL_X_SPEED: i16 = 0x100;
pub const BALL_Y_SPEED: i16 = -0x400;
/// Routines: the ball's start and move (`id_Crab_BallMain`, `id_Crab_BallMove`).
pub const BALL_MAIN: u8 = 6;
pub const BALL_MOVE: u8 = 8;
/// Animations: 6 firing, 7 the ball; 0–2 standing and 3–5 walking, by the floor's angle (`Crab_SetAni`).
pub const ANIM_FIRING: u8 = 6;
pub const ANIM_BALL: u8 = 7;
const SCRIPTS: [&[u8]; 8] = [
    &[0xF, 0, 0xFF],
    &[0xF, 2, 0xFF],
    &[0xF, 0x22, 0xFF],
    &[0xF, 1, 0x21, 0, 0xFF],
    &[0xF, 0x21, 3, 2, 0xFF],
    &[0xF, 1, 0x23, 0x22, 0xFF],
    &[0xF, 4, 0xFF],
    &[1, 5, 6, 0xFF],
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Crabmeat {
    /// `crab_timedelay` (a word counted down to −1).
    pub time: i16,
    /// `crab_mode`: bit 0 alternates the walking frames' floor checks, bit 1 firing or walking.
    pub mode: u8,
    /// `obAngle`: the floor's angle under it.
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut Crabmeat, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, s, cx),
        2 => {
            if c.routine_secondary == 0 {
                wait_to_fire(c, s, cx);
            } else {
                walk(c, s, cx);
            }
            animate_sprite_with_flips(c, &SCRIPTS);
            remember_state(c, cx);
        }
        BALL_MAIN | BALL_MOVE => ball(c, cx),
        _ => c.delete(),
    }
}

/// `Crab_Main`: falls (`ObjectFall`) until in the floor; lands with the floor's angle. Not drawn meanwhile.
fn init(c: &mut Common, s: &mut Crabmeat, cx: &mut ObjCtx) {
    c.y_radius = Y_RADIUS;
    c.x_radius = X_RADIUS;
    c.collision_flags = COLLISION;
    c.width_pixels = WIDTH_PIXELS;
    c.object_move_and_fall();
    let (d1, angle) = obj_floor_dist(c, cx, c.pixel_x());
    if d1 < 0 {
        c.y = c.y.wrapping_add(d1 << 8);
        s.angle = angle;
        c.y_vel = 0;
        c.routine = 2;
    }
}

/// `Crab_SetAni`: 0 level; on a slope of ±6 or more 1 or 2, by the slope's direction and its facing.
fn set_ani(c: &Common, s: &Crabmeat) -> u8 {
    let flipped = c.status & 1 != 0;
    if (s.angle as i8) >= 0 {
        if s.angle < 6 {
            0
        } else if flipped {
            1
        } else {
            2
        }
    } else if s.angle > 0xFA {
        0
    } else if flipped {
        2
    } else {
        1
    }
}

/// `.waittofire`: when the timer runs out, fire (on screen, every second time) or walk off.
fn wait_to_fire(c: &mut Common, s: &mut Crabmeat, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    if c.on_screen {
        let was = s.mode & 2 != 0;
        s.mode ^= 2;
        if was {
            fire(c, s, cx);
            return;
        }
    }
    c.routine_secondary = 2;
    s.time = WALK_TIME;
    c.x_vel = WALK_SPEED;
    c.anim = set_ani(c, s) + 3;
    let was_flipped = c.status & 1 != 0;
    c.status ^= 1;
    if !was_flipped {
        c.x_vel = -WALK_SPEED;
    }
}

/// `.fire`: the firing pose for 60 frames and the two balls (`FindFreeObj` each; pixel positions only).
fn fire(c: &mut Common, s: &mut Crabmeat, cx: &mut ObjCtx) {
    s.time = WAIT_TIME;
    c.anim = ANIM_FIRING;
    for (dx, x_vel) in [(-BALL_OFFSET, -BALL_X_SPEED), (BALL_OFFSET, BALL_X_SPEED)] {
        let mut ball = Common::new(id::SONIC1, 0, c.pixel_x() + dx, c.pixel_y(), false, false);
        ball.routine = BALL_MAIN;
        ball.x_vel = x_vel;
        cx.spawn(Obj { common: ball, state: State::Sonic1(Sonic1::Crabmeat(Crabmeat::default())) });
    }
}

/// `.walkonfloor`: walks its 128 frames; on alternate frames the floor 16 px ahead must be in reach, or the
/// floor under it is followed.
fn walk(c: &mut Common, s: &mut Crabmeat, cx: &mut ObjCtx) {
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        stop(c, s);
        return;
    }
    c.object_move();
    let was = s.mode & 1 != 0;
    s.mode ^= 1;
    if was {
        let (d1, angle) = obj_floor_dist(c, cx, c.pixel_x());
        c.y = c.y.wrapping_add(d1 << 8);
        s.angle = angle;
        c.anim = set_ani(c, s) + 3;
        return;
    }
    let ahead = if c.status & 1 != 0 { c.pixel_x() - BALL_OFFSET } else { c.pixel_x() + BALL_OFFSET };
    let (d1, _) = obj_floor_dist(c, cx, ahead);
    if !(-8..0xC).contains(&d1) {
        stop(c, s);
    }
}

/// `loc_966E`: stops, waits 60 frames, standing animation.
fn stop(c: &mut Common, s: &mut Crabmeat) {
    c.routine_secondary = 0;
    s.time = WAIT_TIME;
    c.x_vel = 0;
    c.anim = set_ani(c, s);
}

/// `Crab_BallMain` / `Crab_BallMove`: the ball's first frame sets it up and moves; it falls and is drawn until
/// it passes the camera's bottom limit + $E0 (`v_limitbtm2`), then is deleted.
fn ball(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == BALL_MAIN {
        c.routine = BALL_MOVE;
        c.collision_flags = BALL_COLLISION;
        c.width_pixels = 8;
        c.y_vel = BALL_Y_SPEED;
        c.anim = ANIM_BALL;
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    c.object_move_and_fall();
    c.display();
    // The engine's bottom bound is the camera's bottom limit + 224 ($E0).
    if c.pixel_y() > cx.world.env.bounds.bottom {
        c.delete();
    }
}
