//! Scrap Brain's Ball Hog and its cannonballs (s1disasm `_incObj/1E Ball Hog.asm`: `Hog_Main`, `Hog_Action`;
//! `_incObj/20 Cannonball.asm`: `Cbal_Main`, `Cbal_Bounce`, `Cbal_ChkExplode`, `Cbal_Animate`,
//! `Cbal_Display`; `_anim/Ball Hog.asm`).
//!
//! Loaded, the Ball Hog falls (`ObjectFall`) until `ObjFloorDist` finds it in the floor (not drawn meanwhile).
//! Then it hops through `Ani_Hog`, and each time the script reaches frame 1 it throws a cannonball (first free
//! slot) 4 px ahead and $C px down, $100 subpixels a frame to the left (right when x-flipped), with its
//! subtype. Touch: an enemy of size 5. The cannonball (touch $87: harmful, size 7) falls and bounces off the
//! floor at −$300 (a sloped floor turns it downhill), flips between frames 4 and 5 every 6 frames and after
//! subtype seconds (× 60 frames, counted past 0) becomes a boss explosion (`ExplosionBomb`, run at once); below
//! the camera's bottom limit + $E0 it is deleted (drawn first: FixBugs off).

use super::{Sonic1, obj_floor_dist, remember_state};
use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// `obColType`: the Ball Hog (an enemy of size 5), the cannonball (harmful, size 7).
pub const COLLISION: u8 = 0x05;
pub const BALL_COLLISION: u8 = 0x87;
/// The cannonball's X Speed and bounce.
pub const BALL_X_SPEED: i16 = -0x100;
pub const BOUNCE: i16 = -0x300;
/// `Ani_Hog`.
const ANI_HOG: [&[u8]; 1] = [&[9, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 2, 2, 3, 2, 0, 0, 1, 0xFF]];
/// Routines: the Ball Hog's action, the cannonball's first frame and bounce.
const ACTION: u8 = 2;
const BALL_MAIN: u8 = 0x10;
const BALL_BOUNCE: u8 = 0x12;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BallHog {
    /// `hog_launchflag`: a ball was thrown on this frame 1 already.
    pub launched: bool,
    /// `cbal_time`: the cannonball's frames left.
    pub time: i16,
}

/// One frame. True when the cannonball became an explosion (the caller gives its slot the explosion's state).
pub fn run(c: &mut Common, s: &mut BallHog, cx: &mut ObjCtx) -> bool {
    match c.routine {
        0 => {
            c.y_radius = 0x13;
            c.x_radius = 8;
            c.collision_flags = COLLISION;
            c.width_pixels = 0xC;
            c.object_move_and_fall();
            let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
                c.routine = ACTION;
            }
            false
        }
        ACTION => {
            animate_sprite(c, &ANI_HOG);
            if c.mapping_frame != 1 {
                s.launched = false;
            } else if !s.launched {
                s.launched = true;
                throw(c, cx);
            }
            remember_state(c, cx);
            false
        }
        BALL_MAIN | BALL_BOUNCE => ball(c, s, cx),
        _ => false,
    }
}

/// `.makeball`.
fn throw(c: &Common, cx: &mut ObjCtx) {
    let flipped = c.status & 1 != 0;
    let (dx, x_vel) = if flipped { (4, -BALL_X_SPEED) } else { (-4, BALL_X_SPEED) };
    let mut ball = Common::new(id::SONIC1, c.subtype, c.pixel_x() + dx, c.pixel_y() + 0xC, false, false);
    ball.routine = BALL_MAIN;
    ball.x_vel = x_vel;
    cx.spawn(Obj { common: ball, state: State::Sonic1(Sonic1::BallHog(BallHog::default())) });
}

/// `Cbal_Main`, `Cbal_Bounce`: true when it explodes.
fn ball(c: &mut Common, s: &mut BallHog, cx: &mut ObjCtx) -> bool {
    if c.routine == BALL_MAIN {
        c.routine = BALL_BOUNCE;
        c.y_radius = 7;
        c.collision_flags = BALL_COLLISION;
        c.width_pixels = 8;
        s.time = i16::from(c.subtype).wrapping_mul(60);
        c.mapping_frame = 4;
    }
    c.object_move_and_fall();
    if c.y_vel >= 0 {
        let (d1, angle) = obj_floor_dist(c, cx, c.pixel_x());
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = BOUNCE;
            if angle != 0 && ((angle as i8) < 0) == (c.x_vel >= 0) {
                c.x_vel = c.x_vel.wrapping_neg();
            }
        }
    }
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        return true;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 5;
        c.mapping_frame ^= 1;
    }
    c.display();
    // The engine's bottom bound is the camera's bottom limit + 224 ($E0).
    if c.pixel_y() > cx.world.env.bounds.bottom {
        c.delete();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Ani_Hog` shows frame 1 once, at its end, before looping.
    #[test]
    fn the_hop_throws_once_a_loop() {
        let ones = ANI_HOG[0][1..ANI_HOG[0].len() - 1].iter().filter(|&&f| f == 1).count();
        assert_eq!(ones, 1);
    }
}
