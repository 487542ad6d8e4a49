//! Hill Top's Sol, the badnik ringed by fireballs it throws (s2disasm `Obj95`: `Obj95_Init`,
//! `Obj95_NextFireball`, `Obj95_WaitForPlayer`, `loc_37224`, `Obj95_FireballUpdate`, `Obj95_FireballOrbit`,
//! `loc_372B8`, `Ani_obj95_a/b`).
//!
//! The Sol (`collision_flags` $B, half width $C) drifts at X Speed −$40 ($40 X-flipped) and makes four
//! fireballs in the slots after it (`AllocateObjectAfterCurrent`; `collision_flags` $98: they hurt) at angles
//! 0, $40, $80, $C0, which circle it 16 px out (cosine and sine / 16), one step a frame (the other way
//! X-flipped). Once player 1 is within $A0 px along x and $50 along y it opens (`Ani_obj95_a` 1: frame 1 for
//! 16 frames, then frame 2 for good); while it shows frame 2, each fireball reaching angle $40 is thrown at X
//! Speed −$200 ($200 X-flipped) and flies until off screen. A fireball whose Sol is gone is deleted. The Sol
//! unloads by its x (`MarkObjGone`).

use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, Obj, State};

/// `ObjID_Sol`.
pub const ID: u8 = 0x95;
/// `Obj95_Index`.
pub const WAITING: u8 = 2;
pub const EMPTY: u8 = 4;
pub const ORBIT: u8 = 6;
pub const THROWN: u8 = 8;
/// `collision_flags`: the Sol an enemy of size $B, a fireball hurting, size $18.
pub const COLLISION: u8 = 0x0B;
pub const FIREBALL_COLLISION: u8 = 0x98;
pub const FIREBALLS: u8 = 4;
/// The Sol's drift and a thrown fireball's speed (left; right X-flipped).
pub const DRIFT: i16 = -0x40;
pub const THROW: i16 = -0x200;
/// How near player 1 opens it.
pub const REACH: (u16, u16) = (0xA0, 0x50);

/// `Ani_obj95_a`: closed, opening.
const SOL_SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[0xF, 1, 2, 0xFE, 1]];
/// `Ani_obj95_b`: the fireballs.
const FIREBALL_SCRIPT: [&[u8]; 1] = [&[5, 3, 4, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sol {
    /// A fireball (routines 6, 8) rather than the Sol.
    pub fireball: bool,
    /// The Sol: `objoff_37`, its fireballs not yet thrown; `objoff_36`, the orbit's step (1 or −1).
    pub left: u8,
    pub step: i8,
    /// A fireball: `angle`, and its Sol's slot (`objoff_3C`).
    pub angle: u8,
    pub parent: Option<usize>,
}

pub fn run(c: &mut Common, s: &mut Sol, cx: &mut ObjCtx) {
    if s.fireball {
        fireball(c, s, cx);
        return;
    }
    match c.routine {
        0 => {
            init(c, s, cx);
            return;
        }
        WAITING => {
            let p = &*cx.world.player;
            let dx = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16) as i16;
            let dy = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16) as i16;
            if dx.unsigned_abs() < REACH.0 && dy.unsigned_abs() < REACH.1 {
                c.anim = 1;
            }
            c.object_move();
            animate_sprite(c, &SOL_SCRIPTS);
            c.mapping_frame &= 3;
        }
        _ => {
            // `loc_37224`: all thrown. (Its animation reads `Ani_obj95_b` with the opening's index, past the
            // table: only what it shows.)
            c.object_move();
        }
    }
    cx.mark_gone(c);
}

fn init(c: &mut Common, s: &mut Sol, cx: &mut ObjCtx) {
    c.collision_flags = COLLISION;
    c.width_pixels = 0xC;
    let mut angle = 0u8;
    for _ in 0..FIREBALLS {
        let mut ball = Common::new(ID, c.subtype, c.pixel_x(), c.pixel_y(), false, false);
        ball.routine = ORBIT;
        ball.width_pixels = 8;
        ball.mapping_frame = 3;
        ball.collision_flags = FIREBALL_COLLISION;
        let state = Sol { fireball: true, angle, parent: Some(cx.current()), ..Default::default() };
        if cx.spawn_after(Obj { common: ball, state: State::Sol(state) }).is_none() {
            break;
        }
        s.left += 1;
        angle = angle.wrapping_add(0x40);
    }
    let flipped = c.status & 1 != 0;
    s.step = if flipped { -1 } else { 1 };
    c.routine = c.subtype.wrapping_add(2);
    c.x_vel = if flipped { -DRIFT } else { DRIFT };
}

/// `Obj95_FireballUpdate` (orbiting) and `loc_372B8` (thrown).
fn fireball(c: &mut Common, s: &mut Sol, cx: &mut ObjCtx) {
    if c.routine == THROWN {
        c.object_move();
        if !c.on_screen {
            c.delete();
            return;
        }
        animate_sprite(c, &FIREBALL_SCRIPT);
        c.display();
        return;
    }
    animate_sprite(c, &FIREBALL_SCRIPT);
    let Some(parent) = s.parent.and_then(|i| cx.slots.get_mut(i)).filter(|o| o.common.id == ID) else {
        c.delete();
        return;
    };
    let State::Sol(sol) = &mut parent.state else {
        c.delete();
        return;
    };
    let p = &mut parent.common;
    if p.mapping_frame == 2 && s.angle == 0x40 {
        c.routine = THROWN;
        c.anim = 0;
        sol.left = sol.left.wrapping_sub(1);
        if sol.left == 0 {
            p.routine = p.routine.wrapping_add(2);
        }
        c.x_vel = if p.status & 1 != 0 { -THROW } else { THROW };
    } else {
        // `Obj95_FireballOrbit`.
        let x = (p.pixel_x() as u16).wrapping_add((cos(s.angle) >> 4) as u16);
        let y = (p.pixel_y() as u16).wrapping_add((sin(s.angle) >> 4) as u16);
        set_pixel(&mut c.x, x);
        set_pixel(&mut c.y, y);
        s.angle = s.angle.wrapping_add(sol.step as u8);
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Sol {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.fireball, c.routine) {
            (true, THROWN) => "thrown fireball",
            (true, _) => "fireball",
            (false, WAITING) => "waiting",
            _ => "empty",
        }
    }

    fn name(&self) -> &'static str {
        "Sol"
    }
}
