//! The pushable block (SPG "Solid Objects": Pushable Blocks, and "Game Objects": Pushable Blocks, falling down;
//! s1disasm `Obj33` where the SPG is silent): a 32 x 32 solid (`SolidObject` with d1 = $10 + $B, d2 = $10, d3 = $11). A
//! grounded player pushing it (popped out sideways, facing it) moves it and himself 1 px that way (when he was popped
//! out by a pixel or more: `tst.w d0`), X Speed 0 and Ground Speed ±$40 (0.25 px/frame) — unless a wall is right behind
//! it (`ObjHitWallRight`/`Left`). After each move its floor sensor (one, at its bottom centre) looks below it: a
//! distance over 0 means no floor, and it slides on at 4 px/frame the way it was pushed for 16 px (4 frames), then
//! falls with gravity $18 (`addi.w #$18,obVelY`) until it lands on the floor.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object};
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;

/// Half width and height (`obActWid` $10, `obHeight` $F).
pub const HALF_WIDTH: u8 = 0x10;
pub const Y_RADIUS: u8 = 0xF;
/// The player's Ground Speed after a push (SPG: 0.25 px/frame).
pub const PUSH_GROUND_SPEED: i16 = 0x40;
/// The slide over a ledge: 4 px/frame for 16 px.
pub const SLIDE_SPEED: i16 = 0x400;
pub const SLIDE_FRAMES: u8 = 4;
/// Gravity while it falls.
pub const GRAVITY: i16 = 0x18;

/// What the block is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    #[default]
    Resting,
    /// Sliding over a ledge; frames left.
    Sliding(u8),
    Falling,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PushableBlock {
    pub phase: Phase,
}

pub fn run(c: &mut Common, s: &mut PushableBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = HALF_WIDTH;
        c.y_radius = Y_RADIUS;
        c.x_radius = Y_RADIUS;
    }
    let old_x = (c.x >> 8) as i16;
    match s.phase {
        Phase::Resting => {}
        Phase::Sliding(left) => {
            c.object_move();
            s.phase = if left > 1 { Phase::Sliding(left - 1) } else { Phase::Falling };
            if left <= 1 {
                c.x_vel = 0;
            }
        }
        Phase::Falling => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            let d = floor_distance(c, cx);
            if d < 0 {
                c.y = c.y.wrapping_add(d << 8);
                c.y_vel = 0;
                s.phase = Phase::Resting;
            }
        }
    }
    let b =
        SolidBox { half_width: i16::from(HALF_WIDTH) + 0xB, half_height_air: 0x10, half_height_ground: 0x11, old_x };
    let before = cx.world.player.pixel_x();
    let contact = solid_object(c, cx.world.player, b);
    // `tst.w d0; beq`: a player exactly at its side (popped out by 0 px) does not push it.
    if contact == Contact::Side
        && cx.world.player.pixel_x() != before
        && s.phase == Phase::Resting
        && !cx.world.player.air
    {
        push(c, s, cx);
    }
    cx.mark_gone(c);
}

/// A push: the player on the block's left facing right moves it right, and the mirror.
fn push(c: &mut Common, s: &mut PushableBlock, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let to_right = p.pixel_x() < c.pixel_x();
    if to_right == p.facing_left {
        return;
    }
    let (dir, step) = if to_right { (Direction::Right, 1) } else { (Direction::Left, -1) };
    let edge = c.pixel_x() + step * i32::from(HALF_WIDTH);
    if sense(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, dir, edge, c.pixel_y()).distance < 0 {
        return;
    }
    c.x = c.x.wrapping_add(step << 8);
    p.x = p.x.wrapping_add(step << 8);
    p.x_speed = 0;
    p.ground_speed = PUSH_GROUND_SPEED * step as i16;
    if floor_distance(c, cx) > 0 {
        c.x_vel = SLIDE_SPEED * step as i16;
        s.phase = Phase::Sliding(SLIDE_FRAMES);
    }
}

impl crate::objects::runtime::object::ObjKind for PushableBlock {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "pushable block"
    }
}
