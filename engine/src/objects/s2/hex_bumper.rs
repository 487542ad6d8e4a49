//! Casino Night's hexagonal bumper (s2disasm `ObjD7`: `ObjD7_Init`, `ObjD7_Main`, `ObjD7_BouncePlayerOff`,
//! `ObjD7_MainContinued`).
//!
//! A special hitbox (`collision_flags` $CA: 32 × 8) that `Touch_Special` marks touched (bit 0 player 1, bit 1
//! the sidekick). A player who touched it bounces off the face he hit — the angle from him to it
//! (`CalcAngle`) + $20, to a quarter: from the left X Speed −$800, from the right $800; from above Y Speed
//! −$800, from below $800, and X Speed − $200 (+ $200 when he is right of its centre) — in the air, neither
//! roll-jumping, pushing nor jumping. A subtype other than 0 moves it 1 px a frame between its x ± $60
//! (starting left when X-flipped), and it unloads only when both ends are out of range.

use crate::math::calc_angle;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::{ObjCtx, out_of_range};
use crate::objects::runtime::object::{Common, State};
use crate::objects::runtime::touch::SPECIAL;
use crate::player::Player;

/// `collision_flags`: special, `Touch_Sizes` entry $A.
pub const COLLISION: u8 = SPECIAL | 0x0A;
/// The bounce speed.
pub const BOUNCE: i16 = 0x800;
/// The X Speed a bounce off the top or bottom takes away (gives, right of the centre).
pub const NUDGE: i16 = 0x200;
/// How far a moving one goes either way.
pub const RANGE: i16 = 0x60;
/// `Ani_objD7`: at rest, hit on the top or bottom, hit on a side.
const SCRIPTS: [&[u8]; 3] = [&[0xF, 0, 0xFF], &[3, 1, 0, 1, 0xFD, 0], &[3, 2, 0, 2, 0xFD, 0]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HexBumper {
    /// `objoff_30`, `objoff_32`: the moving one's ends.
    pub left: i16,
    pub right: i16,
    /// `objoff_34`: moving left.
    pub leftward: bool,
}

pub fn run(c: &mut Common, s: &mut HexBumper, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
        s.leftward = c.x_flip;
        let x = c.pixel_x() as i16;
        s.left = x.wrapping_sub(RANGE);
        s.right = x.wrapping_add(RANGE);
    }
    if c.collision_property != 0 {
        let touched = std::mem::take(&mut c.collision_property);
        if touched & 1 != 0 {
            bounce(c, cx.world.player);
        }
        if touched & 2 != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
        {
            bounce(c, p2);
        }
    }
    animate_sprite(c, &SCRIPTS);
    if c.subtype == 0 {
        cx.mark_gone(c);
        return;
    }
    let x = c.pixel_x() as i16;
    let x = if s.leftward {
        let x = x.wrapping_sub(1);
        if x == s.left {
            s.leftward = false;
        }
        x
    } else {
        let x = x.wrapping_add(1);
        if x == s.right {
            s.leftward = true;
        }
        x
    };
    crate::math::set_px(&mut c.x, x);
    let coarse = cx.camera_coarse();
    if out_of_range(s.left as u16, coarse) && out_of_range(s.right as u16, coarse) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

/// `ObjD7_BouncePlayerOff`.
fn bounce(c: &mut Common, p: &mut Player) {
    let dx = (c.pixel_x() - p.pixel_x()) as i16;
    let dy = (c.pixel_y() - p.pixel_y()) as i16;
    let side = calc_angle(dx, dy).wrapping_add(0x20) & 0xC0;
    let nudge = if dx < 0 { NUDGE } else { -NUDGE };
    match side {
        0x40 => {
            p.x_speed = p.x_speed.wrapping_add(nudge);
            p.y_speed = -BOUNCE;
            c.anim = 1;
        }
        0x80 => {
            p.x_speed = BOUNCE;
            c.anim = 2;
        }
        0xC0 => {
            p.x_speed = p.x_speed.wrapping_add(nudge);
            p.y_speed = BOUNCE;
            c.anim = 1;
        }
        _ => {
            p.x_speed = -BOUNCE;
            c.anim = 2;
        }
    }
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
}

impl crate::objects::runtime::object::ObjKind for HexBumper {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "hex bumper"
    }
}
