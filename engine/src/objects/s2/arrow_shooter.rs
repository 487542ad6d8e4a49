//! Aquatic Ruin's arrow shooter and its arrow (s2disasm `Obj22`: `Obj22_Init`, `Obj22_Main`,
//! `Obj22_DetectPlayer`, `Obj22_ShootArrow`, `Obj22_Arrow_Init`, `Obj22_Arrow`).
//!
//! The shooter wakes (animation 1) while a player (either) is within $40 px of its x; when none is any more it
//! fires (animation 2: frames 3 and 4 for 8 frames each, then `$FC` runs `Obj22_ShootArrow` once — an arrow in
//! the first free slot — then frames 4, 3, 1 and back to animation 0). The arrow (same id, routine 6) flies at
//! 4 px a frame to the right (left when X-flipped), hurts on touch (`collision_flags` $9B), and is deleted once
//! a wall is found behind its tip: `ObjCheckLeftWallDist` 8 px behind it when flying right,
//! `ObjCheckRightWallDist` 8 px ahead when flying left (as the game has them), or out of range.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::HURT;
use crate::sensor::{Direction, SolidBit, scan};
use formats::Layer;

/// `Obj22_Index`.
pub const MAIN: u8 = 2;
pub const SHOOT: u8 = 4;
pub const ARROW_INIT: u8 = 6;
pub const ARROW: u8 = 8;
/// How near a player wakes it.
pub const REACH: u16 = 0x40;
/// The arrow's speed and hitbox (hurts, `Touch_Sizes` $1B).
pub const ARROW_SPEED: i16 = 0x400;
pub const ARROW_COLLISION: u8 = HURT | 0x1B;
/// `Ani_obj22`: idle, awake, firing.
const SCRIPTS: [&[u8]; 3] = [&[0x1F, 1, 0xFF], &[3, 1, 2, 0xFF], &[7, 3, 4, 0xFC, 4, 3, 1, 0xFD, 0]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArrowShooter;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = MAIN;
            c.width_pixels = 0x10;
            c.mapping_frame = 1;
            c.subtype &= 0xF;
            main(c, cx);
        }
        MAIN => main(c, cx),
        SHOOT => shoot(c, cx),
        ARROW_INIT => {
            c.routine = ARROW;
            c.y_radius = 8;
            c.x_radius = 0x10;
            c.collision_flags = ARROW_COLLISION;
            c.width_pixels = 8;
            c.mapping_frame = 0;
            c.x_vel = if c.x_flip { -ARROW_SPEED } else { ARROW_SPEED };
            arrow(c, cx);
        }
        _ => arrow(c, cx),
    }
}

/// `Obj22_Main`.
fn main(c: &mut Common, cx: &mut ObjCtx) {
    if c.anim != 2 {
        let x = c.pixel_x() as u16;
        let near = |px: i32| x.wrapping_sub(px as u16).min((px as u16).wrapping_sub(x)) < REACH;
        let mut d2 = u8::from(near(cx.world.player.pixel_x()));
        if let Some(p2) = cx.world.sidekick.as_deref()
            && near(p2.pixel_x())
        {
            d2 = 1;
        }
        if d2 == 0 && c.anim != 0 {
            d2 = 2;
        }
        c.anim = d2;
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj22_ShootArrow`: the arrow, then back to the main routine.
fn shoot(c: &mut Common, cx: &mut ObjCtx) {
    let mut arrow = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    arrow.routine = ARROW_INIT;
    cx.spawn(Obj { common: arrow, state: State::for_id(c.id) });
    c.routine = MAIN;
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj22_Arrow`.
fn arrow(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move();
    let terrain = cx.world.env.terrain;
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let distance = if c.x_flip {
        scan(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Right, x + 8, y).distance
    } else {
        scan(terrain, Layer::A, SolidBit::LeftRightBottom, Direction::Left, x - 8, y).distance
    };
    if distance < 0 {
        c.delete();
        return;
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for ArrowShooter {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.routine >= ARROW_INIT { "arrow" } else { "shooter" }
    }

    fn name(&self) -> &'static str {
        "arrow shooter"
    }
}
