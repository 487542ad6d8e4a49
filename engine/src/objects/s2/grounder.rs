//! Aquatic Ruin's Grounder out in the open (s2disasm `Obj8E`, which runs `Obj8D`'s code: `Obj8D_Init`,
//! `loc_36B0E`, `loc_36B34`, `loc_36B6A`, `loc_36B74`).
//!
//! A badnik (`Obj8D_SubObjData`: `collision_flags` 2, half width $10; radii $14 and $10) placed on the floor
//! (`ObjCheckFloorDist` once: pulled up out of it). On its first frame after it faces the nearer player
//! (`Obj_GetOrientationToPlayer`) and walks to him at 1 px a frame, following the floor while it is within
//! −1 to $B px; where it is not, it stops for $3C frames, then walks back the other way.
//!
//! The Grounder hiding in a wall (`Obj8D`, with its wall `Obj8F` and rocks `Obj90`) is not modelled.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, State};
use crate::objects::s2::orientation_to_player::orientation_to_player;

/// `Obj8D_Index`.
pub const FACE: u8 = 6;
pub const WALK: u8 = 8;
pub const WAIT: u8 = 0xA;
/// `collision_flags`: an enemy, `Touch_Sizes` 2.
pub const COLLISION: u8 = 2;
pub const SPEED: i16 = 0x100;
/// `Ani_obj8D_a`: walking.
const SCRIPTS: [&[u8]; 1] = [&[3, 2, 3, 4, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grounder {
    /// `objoff_2A`: the wait's countdown.
    pub timer: u8,
}

pub fn run(c: &mut Common, s: &mut Grounder, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            c.y_flip = false;
            c.y_radius = 0x14;
            c.x_radius = 0x10;
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
            }
            c.routine = FACE;
            return;
        }
        FACE => {
            c.routine = WALK;
            let (left_of_player, _) = orientation_to_player(c, cx);
            c.x_vel = if left_of_player { SPEED } else { -SPEED };
            c.x_flip = left_of_player;
        }
        WALK => {
            c.object_move();
            let d1 = floor_distance(c, cx);
            if !(-1..0xC).contains(&d1) {
                c.routine = WAIT;
                s.timer = 0x3B;
            } else {
                c.y = c.y.wrapping_add(d1 << 8);
                animate_sprite(c, &SCRIPTS);
            }
        }
        _ => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                c.routine = WALK;
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
            }
        }
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Grounder {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.routine == WAIT { "waiting" } else { "walking" }
    }

    fn name(&self) -> &'static str {
        "Grounder"
    }
}
