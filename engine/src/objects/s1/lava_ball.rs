//! Marble's and Star Light's lava balls and the makers that throw them (s1disasm `_incObj/13 Lava Ball Maker.asm`:
//! `LavaM_Main`, `LavaM_MakeLava`; `_incObj/14 Lava Ball.asm`: `LBall_Main`, `LBall_Action`, `LBall_Type00`–
//! `LBall_Type08`, `LBall_ChkDel`; `_anim/Fireballs.asm`).
//!
//! The maker (never drawn) counts down its rate — 30, 60, 90, 120, 150 or 180 frames by subtype bits 4–7 — and at
//! 0, when it is on screen (`ChkObjectVisible`: its x, y within the camera's 320 × 224), throws a ball of type
//! `subtype & $F` from its own position into the first free slot (`FindFreeObj`). A ball hurts ($8B: touch size
//! $B). Types 0–3 leap at −$400, −$500, −$600, −$700 and fall back at $18 a frame, gone once below where they
//! started; 4 flies up at $200 until a ceiling, 5 down until the floor, 6 and 7 sideways at $200 until a wall —
//! there they stop and burst (one 6-frame frame, then `afRoutine` deletes them). Out of range, ball and maker
//! are deleted.

use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

use super::{Sonic1, obj_floor_dist};

/// `LavaM_Rates`: frames between balls, by subtype bits 4–7.
pub const RATES: [u8; 6] = [30, 60, 90, 120, 150, 180];
/// `LBall_Speeds`: the ball's speed by type (Y Speed; X Speed for types 6 and up).
pub const SPEEDS: [i16; 9] = [-0x400, -0x500, -0x600, -0x700, -0x200, 0x200, -0x200, 0x200, 0];
/// `obColType`: hurts, touch size $B.
pub const COLLISION: u8 = 0x8B;
/// `LBall_Type00`'s gravity.
pub const GRAVITY: i16 = 0x18;
/// `ChkObjectVisible`'s screen.
pub const SCREEN: (i32, i32) = (320, 224);

/// `Ani_Fire`: 0 rising/falling, 1 burst on a ceiling or floor, 2 sideways, 3 burst on a wall.
const SCRIPTS: [&[u8]; 4] = [&[5, 0, 0x20, 1, 0x21, 0xFF], &[5, 2, 0xFC], &[5, 3, 0x43, 4, 0x44, 0xFF], &[5, 5, 0xFC]];

/// The maker's own data.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LavaMaker {
    /// `obDelayAni`: the rate; `obTimeFrame`: frames left.
    pub rate: u8,
    pub time: u8,
}

/// The ball's own data: its y when thrown (`objoff_30`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LavaBall {
    pub orig_y: i32,
}

/// One frame of the maker (`LavaMaker`), then `LBall_ChkDel` (deleted out of range, never drawn).
pub fn run_maker(c: &mut Common, s: &mut LavaMaker, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.rate = RATES.get(usize::from(c.subtype >> 4)).copied().unwrap_or(RATES[5]);
        s.time = s.rate;
        c.subtype &= 0xF;
    }
    s.time = s.time.wrapping_sub(1);
    if s.time == 0 {
        s.time = s.rate;
        let cam = cx.world.env.camera;
        let (dx, dy) = (c.pixel_x() - cam.x, c.pixel_y() - cam.y);
        if (0..SCREEN.0).contains(&dx) && (0..SCREEN.1).contains(&dy) {
            let ball = Common::new(id::SONIC1, c.subtype, c.pixel_x(), c.pixel_y(), false, false);
            cx.spawn(Obj { common: ball, state: State::Sonic1(Sonic1::LavaBall(LavaBall::default())) });
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// One frame of a ball (`LavaBall`): `LBall_Main` (once), `LBall_Action`, the deletion; drawn every frame.
pub fn run_ball(c: &mut Common, s: &mut LavaBall, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = 2;
            c.y_radius = 8;
            c.x_radius = 8;
            c.collision_flags = COLLISION;
            s.orig_y = c.pixel_y();
            c.y_vel = SPEEDS.get(usize::from(c.subtype)).copied().unwrap_or(0);
            c.width_pixels = 8;
            if c.subtype >= 6 {
                c.width_pixels = 0x10;
                c.anim = 2;
                c.x_vel = c.y_vel;
                c.y_vel = 0;
            }
            action(c, s, cx);
        }
        2 => action(c, s, cx),
        _ => {
            c.delete();
            return;
        }
    }
    c.display();
}

/// `LBall_Action`: the type's rule, `SpeedToPos`, the animation, `LBall_ChkDel`.
fn action(c: &mut Common, s: &LavaBall, cx: &mut ObjCtx) {
    match c.subtype {
        0..=3 => {
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            if s.orig_y < c.pixel_y() {
                c.routine = 4;
            }
            c.status = (c.status & !2) | if c.y_vel < 0 { 2 } else { 0 };
        }
        4 => {
            c.status |= 2;
            let y = c.pixel_y() - i32::from(c.y_radius);
            let terrain = cx.world.env.terrain;
            if sense(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Up, c.pixel_x(), y).distance < 0 {
                burst(c, 1);
            }
        }
        5 => {
            c.status &= !2;
            if obj_floor_dist(c, cx, c.pixel_x()).0 < 0 {
                burst(c, 1);
            }
        }
        6 | 7 => {
            let (dir, dx) = if c.subtype == 6 { (Direction::Left, -8) } else { (Direction::Right, 8) };
            c.status = (c.status & !1) | u8::from(c.subtype == 6);
            let terrain = cx.world.env.terrain;
            if sense(terrain, Layer::A, SolidBit::LeftRightBottom, dir, c.pixel_x() + dx, c.pixel_y()).distance < 0 {
                burst(c, 3);
            }
        }
        _ => {}
    }
    c.object_move();
    animate_sprite_with_flips(c, &SCRIPTS);
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// Against a ceiling, floor or wall: type 8 (still), the burst animation.
fn burst(c: &mut Common, anim: u8) {
    c.subtype = 8;
    c.anim = anim;
    c.x_vel = 0;
    c.y_vel = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LavaM_Rates` by subtype bits 4–7 and `LBall_Speeds` by type: the maker $30 throws a type-0 ball (−$400)
    /// every 120 frames, $42 a type-2 one (−$600) every 150.
    #[test]
    fn rates_and_speeds_from_the_disassembly() {
        assert_eq!(RATES[usize::from(0x30u8 >> 4)], 120);
        assert_eq!(RATES[usize::from(0x42u8 >> 4)], 150);
        assert_eq!((SPEEDS[0], SPEEDS[2], SPEEDS[6], SPEEDS[7]), (-0x400, -0x600, -0x200, 0x200));
    }
}
