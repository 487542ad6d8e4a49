//! Roller, Spring Yard's rolling armadillo (s1disasm `_incObj/43 Roller.asm`: `Roll_Main`, `Roll_Action`,
//! `Roll_RollChk`, `Roll_RollNoChk`, `Roll_ChkJump`, `Roll_Jump`, `Roll_MatchFloor`, `Roll_Stop`;
//! `_anim/Roller.asm`).
//!
//! Loaded, it falls (`ObjectFall`) until `ObjFloorDist` finds it in the floor, without a hitbox. Then it
//! hides — not drawn, not unloaded (`Roll_RollChk` pops `Roll_Action`'s return: no animation, no range
//! check) — until the player is $100 px or more to its right; then it rolls right at $700 a frame, curled
//! (`obColType` $8E: it hurts whatever the player does), following the floor (`ObjFloorDist` in [−8, $C)),
//! else leaving it: the first time it just falls, later ones jump (−$600), and falling it lands on the floor.
//! The first time it gets within $30 px of the player's x from the left, it stops (`Roll_Stop`): uncurled, an
//! enemy of size $E, for 120 frames, then curls (animation 1, then 2 by `afChange`) and rolls on. Its range
//! check compares signed (`bgt`): left behind the camera it is never unloaded; once $280 px past the
//! camera's coarse x it clears its respawn entry and is deleted.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::Common;

/// `obColType` rolling (hurt, size $E) and stopped (an enemy of size $E).
pub const ROLLING_COLLISION: u8 = 0x8E;
pub const STOPPED_COLLISION: u8 = 0xE;
/// `obHeight`, `obWidth`, `obActWid`.
pub const Y_RADIUS: u8 = 0xE;
pub const X_RADIUS: u8 = 8;
pub const WIDTH_PIXELS: u8 = 0x10;
/// The rolling speed, the jump, the stop.
pub const SPEED: i16 = 0x700;
pub const JUMP: i16 = -0x600;
pub const STOP_TIME: i16 = 120;
/// `Roll_RollChk`: the player this far right of it; `Roll_Stop`: within this of the player's x.
pub const WAKE_DISTANCE: u16 = 0x100;
pub const STOP_DISTANCE: u16 = 0x30;

/// Secondary routines (`Roll_Index2`).
const HIDE: u8 = 0;
const STOPPED: u8 = 2;
const ROLL: u8 = 4;
const AIR: u8 = 6;
/// `Ani_Roll`: unfold, fold (then roll), roll.
const SCRIPTS: [&[u8]; 3] = [&[0xF, 2, 1, 0, 0xFE, 1], &[0xF, 1, 2, 0xFD, 2], &[3, 3, 4, 2, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Roller {
    /// `objoff_30`: the stop's time.
    pub time: i16,
    /// `objoff_32`: bit 0 it has left the floor before (then it jumps), bit 7 it has stopped once.
    pub flags: u8,
}

pub fn run(c: &mut Common, s: &mut Roller, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Roll_Main`.
        c.y_radius = Y_RADIUS;
        c.x_radius = X_RADIUS;
        c.object_move_and_fall();
        let d1 = floor_distance(c, cx);
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = 0;
            c.routine = 2;
            c.width_pixels = WIDTH_PIXELS;
        }
        return;
    }
    match c.routine_secondary {
        HIDE => {
            hide(c, cx);
            return;
        }
        STOPPED => stopped(c, s),
        ROLL => roll(c, s, cx),
        AIR => air(c, cx),
        _ => {}
    }
    animate_sprite(c, &SCRIPTS);
    // `bgt`: a signed compare, unlike `out_of_range`'s.
    let d0 = ((c.pixel_x() as u16) & 0xFF80).wrapping_sub(cx.camera_coarse());
    if d0 as i16 > 0x280 {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

/// `Roll_RollChk`: rolls once the player is $100 px or more to its right.
fn hide(c: &mut Common, cx: &ObjCtx) {
    let px = cx.world.player.pixel_x() as u16;
    let (d0, below) = px.overflowing_sub(WAKE_DISTANCE);
    if below || d0 < c.pixel_x() as u16 {
        return;
    }
    c.routine_secondary = ROLL;
    c.anim = 2;
    c.x_vel = SPEED;
    c.collision_flags = ROLLING_COLLISION;
}

/// `Roll_RollNoChk`: the stop's wait, then the fold; rolling again once the roll animation shows.
fn stopped(c: &mut Common, s: &mut Roller) {
    if c.anim == 2 {
        c.routine_secondary = ROLL;
        return;
    }
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    c.anim = 1;
    c.x_vel = SPEED;
    c.collision_flags = ROLLING_COLLISION;
}

/// `Roll_ChkJump`: `Roll_Stop`, then it moves and follows the floor, or leaves it.
fn roll(c: &mut Common, s: &mut Roller, cx: &ObjCtx) {
    stop(c, s, cx);
    c.object_move();
    let d1 = floor_distance(c, cx);
    if !(-8..0xC).contains(&d1) {
        // `Roll_Jump`.
        c.routine_secondary = AIR;
        let before = s.flags & 1 != 0;
        s.flags |= 1;
        if before {
            c.y_vel = JUMP;
        }
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
}

/// `Roll_MatchFloor`: falls; lands in the floor.
fn air(c: &mut Common, cx: &ObjCtx) {
    c.object_move_and_fall();
    if c.y_vel < 0 {
        return;
    }
    let d1 = floor_distance(c, cx);
    if d1 >= 0 {
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    c.routine_secondary = ROLL;
    c.y_vel = 0;
}

/// `Roll_Stop`: the first time it gets past the player's x − $30, it stops for 120 frames.
fn stop(c: &mut Common, s: &mut Roller, cx: &ObjCtx) {
    if s.flags & 0x80 != 0 {
        return;
    }
    let d0 = (cx.world.player.pixel_x() as u16).wrapping_sub(STOP_DISTANCE);
    if d0 >= c.pixel_x() as u16 {
        return;
    }
    c.anim = 0;
    c.collision_flags = STOPPED_COLLISION;
    c.x_vel = 0;
    s.time = STOP_TIME;
    c.routine_secondary = STOPPED;
    s.flags |= 0x80;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::id;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #$8E,obColType(a0)`, `move.b #$E,obColType(a0)`, `move.w #$700,obVelX(a0)`,
        // `move.w #-$600,obVelY(a0)`, `move.w #120,objoff_30(a0)`, `subi.w #$100,d0`, `subi.w #$30,d0`.
        assert_eq!((ROLLING_COLLISION, STOPPED_COLLISION, SPEED, JUMP), (0x8E, 0xE, 0x700, -0x600));
        assert_eq!((STOP_TIME, WAKE_DISTANCE, STOP_DISTANCE), (120, 0x100, 0x30));
    }

    #[test]
    fn stopped_folds_after_120_frames_then_rolls_when_the_roll_shows() {
        let mut c = Common::new(id::SONIC1, 0, 0, 0, false, false);
        let mut s = Roller { time: STOP_TIME, flags: 0x80 };
        c.routine_secondary = STOPPED;
        for _ in 0..STOP_TIME {
            stopped(&mut c, &mut s);
            assert_eq!(c.anim, 0);
        }
        stopped(&mut c, &mut s);
        assert_eq!((c.anim, c.x_vel, c.collision_flags), (1, SPEED, ROLLING_COLLISION));
        // The fold: frames 1 and 2 for 16 frames each, then `afChange` to the roll.
        for _ in 0..33 {
            animate_sprite(&mut c, &SCRIPTS);
        }
        assert_eq!(c.anim, 2);
        stopped(&mut c, &mut s);
        assert_eq!(c.routine_secondary, ROLL);
    }
}
