//! The bombership's bombs and their explosions in Angel Island 2 (skdisasm s3.asm `Obj_AIZShipBomb`,
//! `AIZShipBomb_ReadyDrop`, `AIZShipBomb_Delay`, `AIZShipBomb_Drop`, `Translate_Camera2ObjPosition`,
//! `Obj_AIZBombExplosion`, `Obj_AIZBombExplosionAnim`, `AIZBombExplodeDat`, `Ani_AIZ2BombExplode`), made by the
//! ship ([`super::aiz2_bombership::AizBattleship`]) from its script.
//!
//! - A bomb sits at its x in the ship's coordinates (`$2E`) and y $A60 (`$30`), drawn where the ship's camera
//!   puts it: x = `$2E` − `_unkEE98` + camera x, y = `$30` − `_unkEE9C` + camera y + the screen's shake. It
//!   moves down 2 px a frame to $A80 (16 frames), waits 6 frames (`$32`), then falls: `y_pos` (16.16) gains
//!   `y_vel`, which gains $2000 a frame, and follows the shake's change (`Translate_Camera2ObjX`); its x stays
//!   the ship's. Once the floor is 8 px or more above its bottom (`ObjCheckFloorDist` ≤ −8, `y_radius` $10) it
//!   sets a $10-frame screen shake, makes its 8 explosions (`AIZBombExplodeDat`, in the slots after it; the
//!   first slot not found ends them) and is deleted the next frame.
//! - An explosion waits its delay (`$2E`: 1 to 11 frames, not drawn, no touch), then plays its animation
//!   (`Animate_SpriteIrregularDelay`: script 0 frames 1–5, script 1 frames 6–$B), touch $8B (hurts, size $B)
//!   on the frames whose mapping frame is below 4 + its script (`Add_SpriteToCollisionResponseList`: script 0's
//!   frames 1–3; script 1's never), and is deleted at the script's $FC. Every frame it moves back with the loop
//!   (`Level_repeat_offset`).
//!
//! Not run: the sprites and the sounds.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::objects::s3k::id;

/// `Obj_AIZShipBomb`: `$30`, the y it stops moving down at, `$32`, `y_radius`.
pub const START_Y: u16 = 0xA60;
pub const READY_Y: u16 = 0xA80;
pub const DELAY: u16 = 6;
pub const Y_RADIUS: u8 = 0x10;
/// `AIZShipBomb_Drop`: the fall's gravity (16.16), and the floor distance that sets it off.
pub const GRAVITY: i32 = 0x2000;
pub const EXPLODE_AT: i32 = -8;
/// `Screen_shake_flag` as a bomb explodes.
pub const SHAKE: u16 = 0x10;
/// `AIZBombExplodeDat`: x offset, y offset, animation (`anim` and `prev_anim`), delay (`$2E`).
pub const EXPLOSIONS: [(i16, i16, u8, i16); 8] = [
    (0, -0x3C, 0, 0xA),
    (0, -0xC, 1, 9),
    (-4, -0x34, 0, 8),
    (0xC, -4, 1, 7),
    (-0xC, -4, 1, 5),
    (8, -0x24, 0, 4),
    (-8, -0x1C, 0, 2),
    (0, -0xC, 0, 0),
];
/// `loc_3BA40`: the explosion's touch (hurts, size $B).
pub const COLLISION: u8 = 0x8B;
/// `Ani_AIZ2BombExplode`'s two scripts: (frame, delay) pairs, then $FC.
const SCRIPTS: [&[u8]; 2] =
    [&[1, 3, 2, 4, 3, 5, 4, 5, 5, 5, 0xFC, 0], &[6, 2, 7, 3, 8, 4, 9, 5, 0xA, 5, 0xB, 5, 0xFC, 0]];

/// `routine`: `AIZShipBomb_Index`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `AIZShipBomb_ReadyDrop`.
    #[default]
    Ready,
    /// `AIZShipBomb_Delay`.
    Delay,
    /// `AIZShipBomb_Drop`.
    Drop,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizShipBomb {
    /// `$2E`, `$30`: its place in the ship's coordinates.
    pub ship_x: u16,
    pub ship_y: u16,
    /// `$32`.
    pub delay: u16,
    pub phase: Phase,
    /// `y_vel` as the long the fall adds (16.16).
    pub y_vel: i32,
    /// Exploded: `Delete_Current_Sprite` runs next frame.
    pub going: bool,
}

/// `Translate_Camera2ObjX`'s x: the ship's x on the screen.
fn screen_x(s: &AizShipBomb, cx: &ObjCtx) -> u16 {
    let ship = &cx.world.game.events.aiz.ship;
    s.ship_x.wrapping_sub(ship.ship_pixel_x()).wrapping_add(cx.world.env.camera.x as u16)
}

/// `Translate_Camera2ObjPosition`'s y for `$30` (`Camera_Y_pos_copy` holds the last frame's shake).
pub fn screen_y(ship_y: u16, ship: &super::aiz2_bombership::ShipEvents, camera_y: u16) -> u16 {
    let copy = camera_y.wrapping_add(ship.shake_last as u16);
    ship_y
        .wrapping_sub(ship.ship_y)
        .wrapping_add(copy)
        .wrapping_sub(ship.shake_last as u16)
        .wrapping_add(ship.shake_offset as u16)
}

fn run_bomb(c: &mut Common, s: &mut AizShipBomb, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x18;
        c.y_radius = Y_RADIUS;
        s.ship_y = START_Y;
        s.delay = DELAY;
    }
    let x = screen_x(s, cx);
    match s.phase {
        Phase::Ready | Phase::Delay => {
            if s.phase == Phase::Ready {
                s.ship_y = s.ship_y.wrapping_add(2);
                if s.ship_y >= READY_Y {
                    s.phase = Phase::Delay;
                }
            } else {
                s.delay = s.delay.wrapping_sub(1);
                if s.delay == 0 {
                    s.phase = Phase::Drop;
                }
            }
            let y = screen_y(s.ship_y, &cx.world.game.events.aiz.ship, cx.world.env.camera.y as u16);
            set_pixel(&mut c.y, y);
            set_pixel(&mut c.x, x);
            c.display();
        }
        Phase::Drop => {
            let y = (c.y << 8).wrapping_add(s.y_vel);
            s.y_vel = s.y_vel.wrapping_add(GRAVITY);
            let ship = &cx.world.game.events.aiz.ship;
            let px = ((y >> 16) as u16).wrapping_sub(ship.shake_last as u16).wrapping_add(ship.shake_offset as u16);
            c.y = y >> 8;
            set_pixel(&mut c.y, px);
            set_pixel(&mut c.x, x);
            c.display();
            if crate::objects::runtime::ground::floor_distance(c, cx) > EXPLODE_AT {
                return;
            }
            cx.world.game.events.aiz.ship.shake = SHAKE;
            for (dx, dy, anim, delay) in EXPLOSIONS {
                let ex = (c.pixel_x() as u16).wrapping_add(dx as u16);
                let ey = (c.pixel_y() as u16).wrapping_add(dy as u16);
                let mut common = Common::new(id::SONIC3K, 0, i32::from(ex), i32::from(ey), false, false);
                (common.anim, common.prev_anim) = (anim, anim);
                let state = AizBombExplosion { delay, started: false };
                if cx.spawn_after(Obj { common, state: state.into() }).is_none() {
                    break;
                }
            }
            s.going = true;
        }
    }
}

impl ObjKind for AizShipBomb {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_bomb(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "AIZ bombership bomb"
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizBombExplosion {
    /// `$2E`: frames left to wait (below zero: the animation runs).
    pub delay: i16,
    /// `Obj_AIZBombExplosionAnim`.
    pub started: bool,
}

/// `Animate_SpriteIrregularDelay` on [`SCRIPTS`] (`anim` never changes: no reset; $FC: the next routine).
pub fn animate(c: &mut Common) {
    let (timer, borrow) = c.anim_frame_duration.overflowing_sub(1);
    c.anim_frame_duration = timer;
    if !borrow {
        return;
    }
    let script = SCRIPTS[usize::from(c.anim).min(1)];
    let i = usize::from(c.anim_frame) * 2;
    let frame = script.get(i).copied().unwrap_or(0xFC);
    if frame == 0xFC {
        c.routine = c.routine.wrapping_add(2);
        c.anim_frame_duration = 0;
        c.anim_frame = c.anim_frame.wrapping_add(1);
        return;
    }
    c.anim_frame_duration = script[i + 1];
    c.mapping_frame = frame;
    c.anim_frame = c.anim_frame.wrapping_add(1);
}

fn run_explosion(c: &mut Common, s: &mut AizBombExplosion, cx: &mut ObjCtx) {
    let back = cx.world.game.events.aiz.ship.repeat_offset;
    let x = (c.pixel_x() as u16).wrapping_sub(back);
    set_pixel(&mut c.x, x);
    c.collision_flags = 0;
    if !s.started {
        s.delay = s.delay.wrapping_sub(1);
        if s.delay >= 0 {
            return;
        }
        s.started = true;
        c.width_pixels = 0x20;
    }
    animate(c);
    if c.routine != 0 {
        c.delete();
        return;
    }
    if c.mapping_frame < c.anim.wrapping_add(4) {
        c.collision_flags = COLLISION;
    }
    c.display();
}

impl ObjKind for AizBombExplosion {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_explosion(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "AIZ bomb explosion"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn explosion(anim: u8) -> Common {
        let mut c = Common::new(id::SONIC3K, 0, 0, 0, false, false);
        (c.anim, c.prev_anim) = (anim, anim);
        c
    }

    /// `Ani_AIZ2BombExplode` script 0: frames 1, 2, 3, 4, 5 for 4, 5, 6, 6, 6 frames, then $FC on the 28th; script
    /// 1: frames 6–$B for 3, 4, 5, 6, 6, 6 frames, $FC on the 31st.
    #[test]
    fn the_explosions_animate_then_end() {
        for (anim, want, end) in [(0, vec![1, 2, 3, 4, 5], 28), (1, vec![6, 7, 8, 9, 0xA, 0xB], 31)] {
            let mut c = explosion(anim);
            let mut frames = Vec::new();
            let mut n = 0;
            while c.routine == 0 {
                animate(&mut c);
                n += 1;
                if c.routine == 0 {
                    frames.push(c.mapping_frame);
                }
            }
            assert_eq!(n, end, "script {anim}");
            frames.dedup();
            assert_eq!(frames, want);
        }
    }

    /// `Translate_Camera2ObjPosition`: $A80 − $A42 + camera y $15A, shaken by the offset (the copy's last
    /// offset taken back out).
    #[test]
    fn bombs_hang_under_the_ship() {
        let ship = super::super::aiz2_bombership::ShipEvents {
            ship_y: 0xA42,
            shake_last: 3,
            shake_offset: -3,
            ..Default::default()
        };
        assert_eq!(screen_y(READY_Y, &ship, 0x15A), 0x15A + 0x3E - 3);
    }
}
