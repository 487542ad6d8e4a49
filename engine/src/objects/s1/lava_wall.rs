//! Marble 2's advancing wall of lava (s1disasm `_incObj/4E Wall of Lava.asm`: `LWall_Main`, `LWall_Action`,
//! `LWall_Solid`, `LWall_Move`, `LWall_Delete`; `_anim/Wall of Lava.asm`).
//!
//! The wall (hurting: $94, touch size $14; solid: `SolidObject` $2B wide, $18/$19 high) loads its back part, $80 px
//! behind it, in the next free slot after its own. Once Sonic has come within $C0 px across and $60 px up or down
//! and then left that box, it advances at $180 (not while he is hurt or dead) until its x is $6A0. While not
//! moving it unloads out of range (its part with it, a frame later).

use super::Sonic1;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};
use crate::player::Routine;

/// `obColType` of both parts.
pub const COLLISION: u8 = 0x94;
/// The advance and where it stops.
pub const SPEED: i16 = 0x180;
pub const STOP_X: i32 = 0x6A0;
/// `LWall_Action`'s box around it.
pub const REACH: (u16, u16) = (0xC0, 0x60);

const SOLID: u8 = 2;
const ACTION: u8 = 4;
const MOVE: u8 = 6;
const DELETE: u8 = 8;
const SCRIPTS: [&[u8]; 1] = [&[9, 0, 1, 2, 3, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LavaWall {
    /// `lwall_flag`: Sonic came near.
    pub flag: bool,
    /// `objoff_3C`: the wall's slot (the back part's).
    pub parent: u16,
}

pub fn run(c: &mut Common, s: &mut LavaWall, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = ACTION;
            c.width_pixels = 0x50;
            c.collision_flags = COLLISION;
            let mut back = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), false, false);
            back.width_pixels = 0x50;
            back.collision_flags = COLLISION;
            back.routine = MOVE;
            back.mapping_frame = 4;
            let st = LavaWall { parent: cx.current() as u16, ..Default::default() };
            cx.spawn_after(Obj { common: back, state: State::Sonic1(Sonic1::LavaWall(st)) });
            action(c, s, cx);
        }
        ACTION => action(c, s, cx),
        SOLID => solid(c, s, cx),
        MOVE => {
            let wall = cx.slots.get(usize::from(s.parent)).map(|o| (o.common.routine, o.common.x));
            match wall {
                Some((routine, x)) if routine != DELETE => {
                    c.x = x.wrapping_sub(0x80 << 8);
                    c.display();
                }
                _ => c.delete(),
            }
        }
        _ => c.delete(),
    }
}

/// `LWall_Action`: near Sonic it arms; armed and he is out of its box, it starts.
fn action(c: &mut Common, s: &mut LavaWall, cx: &mut ObjCtx) {
    let p = &*cx.world.player;
    let dx = (p.pixel_x() - c.pixel_x()).unsigned_abs();
    let dy = (p.pixel_y() - c.pixel_y()).unsigned_abs();
    if dx < u32::from(REACH.0) && dy < u32::from(REACH.1) {
        s.flag = true;
    } else if s.flag {
        c.x_vel = SPEED;
        c.routine = SOLID;
    }
    solid(c, s, cx);
}

/// `LWall_Solid`.
fn solid(c: &mut Common, s: &mut LavaWall, cx: &mut ObjCtx) {
    let b = SolidBox { half_width: 0x2B, half_height_air: 0x18, half_height_ground: 0x19, old_x: c.pixel_x() as i16 };
    solid_object_s1(c, cx.world.player, b);
    if c.pixel_x() == STOP_X {
        c.x_vel = 0;
        s.flag = false;
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    if !matches!(cx.world.player.routine, Routine::Hurt | Routine::Dead | Routine::Gone) {
        c.object_move();
    }
    c.display();
    if !s.flag && cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.routine = DELETE;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The routine's numbers.
    #[test]
    fn constants_from_the_disassembly() {
        assert_eq!((COLLISION, SPEED, STOP_X, REACH), (0x94, 0x180, 0x6A0, (0xC0, 0x60)));
    }
}
