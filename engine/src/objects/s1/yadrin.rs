//! Yadrin, Spring Yard's spiked crab (s1disasm `_incObj/50 Yadrin.asm`: `Yad_Main`, `Yad_Action`, `Yad_Move`,
//! `Yad_FixToFloor`, `Yad_Pause`, `Yad_ChkWall`; `_anim/Yadrin.asm`; its touch is `React_Special`'s `.yadrin`,
//! [`crate::objects::runtime::touch`]).
//!
//! Loaded, it falls (`ObjectFall`) until `ObjFloorDist` finds it in the floor, then turns round (`bchg #0`).
//! It stands (its timer 0 the first time, then 60 frames) and walks at $100 a frame the way its status bit 0
//! says (flipped each time), following the floor while it is within [−8, $C) px; a floor out of that range,
//! or a wall $14 px ahead (`ObjHitWallRight` / `ObjHitWallLeft`, tested on one frame in 4: the frame counter
//! plus the object loop's `d7`), stops it. Its touch (`obColType` $CC) is special: from above onto the spikes
//! on its back it hurts, else it is an enemy. `RememberState`.

use super::{obj_floor_dist, remember_state};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

/// `obColType`: special, size $C (`React_Special`'s `.yadrin`).
pub const COLLISION: u8 = 0xCC;
/// `obActWid`, `obHeight`, `obWidth`.
pub const WIDTH_PIXELS: u8 = 0x14;
pub const Y_RADIUS: u8 = 0x11;
pub const X_RADIUS: u8 = 8;
/// The walking speed, the pause (59: 60 frames).
pub const SPEED: i16 = 0x100;
pub const PAUSE: i16 = 59;

/// Secondary routines (`Yad_Index2`).
const STAND: u8 = 0;
const WALK: u8 = 2;
/// `Ani_Yad`: standing, walking.
const SCRIPTS: [&[u8]; 2] = [&[7, 0, 0xFF], &[7, 0, 3, 1, 4, 0, 3, 2, 5, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Yadrin {
    /// `yad_timedelay` (`objoff_30`, a word counted down past 0).
    pub time: i16,
}

pub fn run(c: &mut Common, s: &mut Yadrin, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Yad_Main`.
        c.width_pixels = WIDTH_PIXELS;
        c.y_radius = Y_RADIUS;
        c.x_radius = X_RADIUS;
        c.collision_flags = COLLISION;
        c.object_move_and_fall();
        let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = 0;
            c.routine = 2;
            c.status ^= 1;
        }
        return;
    }
    match c.routine_secondary {
        STAND => stand(c, s),
        WALK => walk(c, s, cx),
        _ => {}
    }
    animate_sprite(c, &SCRIPTS);
    remember_state(c, cx);
}

/// `Yad_Move`: when the time runs out, a walk the other way.
fn stand(c: &mut Common, s: &mut Yadrin) {
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    c.routine_secondary = WALK;
    c.x_vel = -SPEED;
    c.anim = 1;
    let was_set = c.status & 1 != 0;
    c.status ^= 1;
    if !was_set {
        c.x_vel = SPEED;
    }
}

/// `Yad_FixToFloor`: moves and follows the floor; stops at a drop, a step or a wall.
fn walk(c: &mut Common, s: &mut Yadrin, cx: &ObjCtx) {
    c.object_move();
    let (d1, _) = obj_floor_dist(c, cx, c.pixel_x());
    if !(-8..0xC).contains(&d1) {
        pause(c, s);
        return;
    }
    c.y = c.y.wrapping_add(d1 << 8);
    if hits_wall(c, cx) {
        pause(c, s);
    }
}

/// `Yad_Pause`.
fn pause(c: &mut Common, s: &mut Yadrin) {
    c.routine_secondary = STAND;
    s.time = PAUSE;
    c.x_vel = 0;
    c.anim = 0;
}

/// `Yad_ChkWall`: on one frame in 4 (`v_framecount` plus the object loop's `d7`, $7F less the slot), a wall
/// $14 px ahead ($15 behind, `not.w`, when walking left) at its y.
fn hits_wall(c: &Common, cx: &ObjCtx) -> bool {
    let d7 = 0x7F_u16.wrapping_sub(cx.current() as u16);
    if cx.world.game.frame_counter.wrapping_add(d7) & 3 != 0 {
        return false;
    }
    let reach = i32::from(c.width_pixels);
    let terrain = cx.world.env.terrain;
    if c.x_vel < 0 {
        let x = c.pixel_x() + !reach;
        sense(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, x, c.pixel_y()).distance < 0
    } else {
        let x = c.pixel_x() + reach;
        sense(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, x, c.pixel_y()).distance < 0
    }
}

/// `React_Special`'s `.yadrin`: whether a player whose touch box is `left`, `top` (16 px wide, `height` tall)
/// meets the spikes on its back — his bottom less than 8 px below its hitbox's top, and his box within its
/// spikes across (12 px left of its centre, 16 px further when it faces right, to $18 px before) — which hurt
/// where the rest of it is an enemy.
pub fn on_spikes(c: &Common, left: u16, top: u16, height: u16) -> bool {
    let (_, half_height) = crate::objects::runtime::touch::touch_size(c.collision_flags);
    let d0 = (c.pixel_y() as u16).wrapping_sub(half_height as u16).wrapping_sub(top);
    if height.wrapping_sub(d0) >= 8 {
        return false;
    }
    let mut x = (c.pixel_x() as u16).wrapping_sub(4);
    if c.status & 1 != 0 {
        x = x.wrapping_sub(0x10);
    }
    let (d0, borrow) = x.overflowing_sub(left);
    if borrow { d0.checked_add(0x18).is_none() } else { d0 <= 0x10 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::objects::id;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #$CC,obColType(a0)`, `move.b #$14,obActWid(a0)`, `move.b #$11,obHeight(a0)`,
        // `move.w #-$100,obVelX(a0)`, `move.w #59,yad_timedelay(a0)`.
        assert_eq!((COLLISION, WIDTH_PIXELS, Y_RADIUS, SPEED, PAUSE), (0xCC, 0x14, 0x11, 0x100, 59));
    }

    #[test]
    fn spikes_on_its_back() {
        // Size $C: half height $10. A Yadrin at (0x100, 0x100) facing left: its top is 0xF0.
        let mut c = Common::new(id::SONIC1, 0, 0x100, 0x100, false, false);
        c.collision_flags = COLLISION;
        // A rolling player's box: 16 wide, $16 tall; his bottom 4 px below its top, right above it.
        assert!(on_spikes(&c, 0xF8, 0xF0 + 4 - 0x16, 0x16));
        // His bottom 8 px below its top: the enemy.
        assert!(!on_spikes(&c, 0xF8, 0xF0 + 8 - 0x16, 0x16));
        // Across: its spikes end where the player's left edge is more than $10 px left of its x − 4.
        assert!(!on_spikes(&c, 0xEB, 0xF0 + 4 - 0x16, 0x16));
        assert!(on_spikes(&c, 0xEC, 0xF0 + 4 - 0x16, 0x16));
    }
}
