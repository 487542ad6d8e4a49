//! Labyrinth's gargoyle heads and their fireballs (s1disasm `_incObj/62 Gargoyle.asm`: `Gar_Main`,
//! `Gar_MakeFire`, `Gar_FireBall`, `Gar_AniFire`, `Gar_SpitRate`; `ChkObjectVisible`, `ObjHitWallLeft`,
//! `ObjHitWallRight`).
//!
//! Every `Gar_SpitRate[subtype & $F]` frames (30 to 240; subtypes 8–$F, which read past the table, taken mod 8), if its centre is on screen and a slot is free
//! (`FindFreeObj`), the head spits a fireball: 8 px lower, flying left at $200 subpixels a frame (right when
//! the head is x-flipped), harmful ($98), its frame flickering every 8 frames, deleted when the wall 8 px
//! ahead of it is reached (`ObjHitWallLeft`/`Right` < 0). Both unload out of range (`RememberState`).

use super::Sonic1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

/// `Gar_SpitRate`.
pub const SPIT_RATE: [u8; 8] = [30, 60, 90, 120, 150, 180, 210, 240];
/// The fireball: its touch (harmful, size $18), speed, drop below the head and wall look-ahead.
pub const FIRE_COLLISION: u8 = 0x98;
pub const FIRE_SPEED: i16 = 0x200;
pub const FIRE_DROP: i32 = 8;
pub const WALL_AHEAD: i32 = 8;

/// Routines (`Gar_Index`).
const MAKE_FIRE: u8 = 2;
const FIREBALL: u8 = 4;
const ANI_FIRE: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Gargoyle {
    /// `obDelayAni`: the spit rate; `obTimeFrame`: frames to the next spit.
    pub rate: u8,
    pub timer: u8,
}

pub fn run(c: &mut Common, s: &mut Gargoyle, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = MAKE_FIRE;
            c.width_pixels = 0x10;
            s.rate = SPIT_RATE[usize::from(c.subtype & 7)];
            s.timer = s.rate;
            c.subtype &= 0xF;
            make_fire(c, s, cx);
        }
        MAKE_FIRE => make_fire(c, s, cx),
        FIREBALL => {
            fireball(c);
            ani_fire(c, cx);
        }
        ANI_FIRE => ani_fire(c, cx),
        _ => c.delete(),
    }
    if !c.deleted {
        super::remember_state(c, cx);
    }
}

/// `Gar_MakeFire`.
fn make_fire(c: &mut Common, s: &mut Gargoyle, cx: &mut ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer != 0 {
        return;
    }
    s.timer = s.rate;
    if !super::chk_object_visible(c, cx) {
        return;
    }
    let mut fire = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    fire.routine = FIREBALL;
    fire.status = c.status;
    fire.on_screen = c.on_screen;
    cx.spawn(Obj { common: fire, state: State::Sonic1(Sonic1::Gargoyle(Gargoyle::default())) });
}

/// `Gar_FireBall`: the fireball's setup.
fn fireball(c: &mut Common) {
    c.routine = ANI_FIRE;
    c.y_radius = 8;
    c.x_radius = 8;
    c.collision_flags = FIRE_COLLISION;
    c.width_pixels = 8;
    c.mapping_frame = 2;
    c.y = c.y.wrapping_add(FIRE_DROP << 8);
    c.x_vel = if c.status & 1 != 0 { FIRE_SPEED } else { -FIRE_SPEED };
}

/// `Gar_AniFire`: flickers, flies, and is deleted at a wall.
fn ani_fire(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 7 == 0 {
        c.mapping_frame ^= 1;
    }
    c.object_move();
    let right = c.status & 1 != 0;
    let (direction, ahead) = if right { (Direction::Right, WALL_AHEAD) } else { (Direction::Left, -WALL_AHEAD) };
    let terrain = cx.world.env.terrain;
    let d1 = sense(terrain, Layer::A, SolidBit::LeftRightBottom, direction, c.pixel_x() + ahead, c.pixel_y()).distance;
    if d1 < 0 {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Gar_SpitRate`: subtype 1 (Labyrinth 1's heads) spits every 60 frames.
    #[test]
    fn spit_rates() {
        assert_eq!(SPIT_RATE[1], 60);
        assert_eq!(SPIT_RATE[7], 240);
    }
}
