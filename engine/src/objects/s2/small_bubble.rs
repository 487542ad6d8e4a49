//! A small rising bubble (s2disasm `Obj0A`'s bubble routines: `Obj0A_Init` for a subtype below $80,
//! `Obj0A_Animate`, `Obj0A_ChkWater`, `Obj0A_Wobble`, `Obj0A_Display`; `Ani_obj0A`), as the Chop Chop
//! ([`super::chop_chop`]) blows them.
//!
//! Its subtype is its animation (the Chop Chop's: 6, three growing frames of 15 game frames). It rises at $88
//! subpixels a frame, wobbling along `Obj0A_WobbleData` around the x it was made at, until the water's surface
//! is at or below it: then it pops (animation + 7, at most $D: one frame, then deleted). It is made flagged on
//! screen (`render_flags`), so it is only deleted off screen after it was drawn once. The subtypes from $80 are
//! the players' air countdown, which is the player's own in the engine ([`crate::player::drowning`]): such a
//! bubble deletes itself.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::s2::air_bubbles::{RISE_SPEED, WOBBLE};

/// `Obj0A_Index`: growing (animated), rising, popping, deleted.
pub const GROWING: u8 = 2;
pub const RISING: u8 = 4;
pub const POPPING: u8 = 6;
pub const GONE: u8 = 8;
/// The popped animation's last (`cmpi.b #$D,anim`).
pub const POP_ANIM: u8 = 0xD;

/// `Ani_obj0A` 0–6 (the bubbles; 7–$C are the countdown's numbers, which the pops of 0–5 become) and $D
/// (the pop of the small bubble).
const SCRIPTS: [&[u8]; 14] = [
    &[5, 0, 1, 2, 3, 4, 8, 8, 0xFC],
    &[5, 0, 1, 2, 3, 4, 9, 9, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xA, 0xA, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xB, 0xB, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xC, 0xC, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xD, 0xD, 0xFC],
    &[0xE, 0, 1, 2, 0xFC],
    &[7, 0x10, 8, 0x10, 8, 0x10, 8, 0xFC],
    &[7, 0x10, 9, 0x10, 9, 0x10, 9, 0xFC],
    &[7, 0x10, 0xA, 0x10, 0xA, 0x10, 0xA, 0xFC],
    &[7, 0x10, 0xB, 0x10, 0xB, 0x10, 0xB, 0xFC],
    &[7, 0x10, 0xC, 0x10, 0xC, 0x10, 0xC, 0xFC],
    &[7, 0x10, 0xD, 0x10, 0xD, 0x10, 0xD, 0xFC],
    &[0xE, 0xFC],
];

/// `Obj0A`'s bubble fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SmallBubble {
    /// `obj0a_original_x_pos`: the x it wobbles around.
    pub origin_x: i16,
    /// `angle`: its step through [`WOBBLE`].
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut SmallBubble, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = GROWING;
            c.on_screen = true;
            c.width_pixels = 16;
            if c.subtype & 0x80 != 0 {
                c.delete();
                return;
            }
            c.anim = c.subtype;
            s.origin_x = c.pixel_x() as i16;
            c.y_vel = RISE_SPEED;
            animate_sprite(c, &SCRIPTS);
            check_water(c, s, cx);
        }
        GROWING => {
            animate_sprite(c, &SCRIPTS);
            check_water(c, s, cx);
        }
        RISING => check_water(c, s, cx),
        POPPING => pop(c),
        _ => c.delete(),
    }
}

/// `Obj0A_ChkWater`: pops at the surface, else wobbles, moves, and is deleted once off screen.
fn check_water(c: &mut Common, s: &mut SmallBubble, cx: &mut ObjCtx) {
    if (cx.world.env.water_level as u16) >= c.pixel_y() as u16 {
        c.routine = POPPING;
        c.anim = c.anim.wrapping_add(7).min(POP_ANIM);
        pop(c);
        return;
    }
    let step = s.angle;
    s.angle = s.angle.wrapping_add(1);
    let dx = i16::from(WOBBLE[usize::from(step & 0x7F)]);
    set_pixel(&mut c.x, dx.wrapping_add(s.origin_x));
    c.object_move();
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `Obj0A_Display`: the pop's animation (its `$FC` moves on to deletion).
fn pop(c: &mut Common) {
    animate_sprite(c, &SCRIPTS);
    c.display();
}

impl crate::objects::runtime::object::ObjKind for SmallBubble {
    const READS_ON_SCREEN: bool = true;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "bubble"
    }
}
