//! The pinball flipper (SPG "Flippers": a sloped solid, Width Radius 24 and Height Radius 6, with one height
//! array per pose — down, straight, up; landing forces the player into a roll; while on it his Ground Speed is
//! 1 (−1 facing left) and his horizontal input is ignored). Where the seed is silent it follows s2disasm's
//! `Obj86` upward type: `SlopedSolid` with d1 = $23, d2 = 6 and the array of its mapping frame; the first frame
//! he stands on it he is taken out of his own control (`obj_control` 1), curled (radii 14 and 7, 5 px down
//! unless already rolling); then each frame he rolls (mapping frame − 1) px down it — x moves 1 px, X Speed =
//! Ground Speed = ±$100, Y Speed 0 — until a jump press flips him: with d = his x − its x (mirrored when
//! X-flipped) + $23 and s = min(d, $40) × 32 + $800, Y Speed = sin($40 + d / 4) × −s / 256 and X Speed =
//! cos(…) × −s / 256 (negated when X-flipped), in the air, back in control; the flipper swings up (`Ani_obj86`
//! script 1: frames 1, 2, 1 for 4 frames each). Points right, left when X-flipped.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, STANDING};
use crate::objects::runtime::solid::{SolidBox, sloped_solid, standing};
use crate::player::Pose;
use formats::inputs::Buttons;

/// The height arrays (`byte_2B3C6`, `byte_2B3EA`, `byte_2B40E`; the seed's "down", "straight", "up"), as
/// signed bytes stored in `u8`.
pub const SLOPE_DOWN: [u8; 36] = [
    7, 7, 7, 7, 7, 7, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0xFF, 0xFE, 0xFD, 0xFC, 0xFB, 0xFA, 0xF9,
    0xF8, 0xF7, 0xF6, 0xF5, 0xF4, 0xF3, 0xF2,
];
pub const SLOPE_STRAIGHT: [u8; 36] =
    [6, 6, 6, 6, 6, 6, 7, 8, 9, 9, 9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 4, 4, 4, 4, 4, 4];
pub const SLOPE_UP: [u8; 36] = [
    5, 5, 5, 5, 5, 6, 7, 8, 9, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 17, 17, 16, 16, 16,
    16, 16, 16, 16, 16,
];
/// `Ani_obj86` scripts 0 (at rest) and 1 (the flip).
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[3, 1, 2, 1, 0xFD, 0]];
/// `SlopedSolid`'s half width and height.
pub const HALF_WIDTH: i16 = 0x23;
pub const HALF_HEIGHT: i16 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flipper {
    /// `objoff_36`: the player is held by it.
    pub holding: bool,
    /// The player's buttons when it last ran (its jump press is a jump held now and not then).
    pub last_held: Buttons,
}

pub fn run(c: &mut Common, s: &mut Flipper, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x18;
    }
    let slope: &[u8] = match c.mapping_frame {
        0 => &SLOPE_DOWN,
        1 => &SLOPE_STRAIGHT,
        _ => &SLOPE_UP,
    };
    let b = SolidBox {
        half_width: HALF_WIDTH,
        half_height_air: HALF_HEIGHT,
        half_height_ground: HALF_HEIGHT,
        old_x: (c.x >> 8) as i16,
    };
    sloped_solid(c, cx.world.player, b, slope);
    let held = cx.world.player.previous_buttons;
    let pressed = held.pressed_since(s.last_held);
    s.last_held = held;
    let on = standing(c, cx.world.player);
    let p = &mut *cx.world.player;
    if !s.holding {
        if on {
            p.object_control = 1;
            if !p.rolling {
                p.curl();
            }
            p.pose = Pose::Roll;
            s.holding = true;
        }
    } else if pressed.jump() {
        if on {
            flip(c, cx);
        }
        s.holding = false;
    } else if !on {
        p.object_control = 0;
        s.holding = false;
    } else {
        let mut d1 = i16::from(c.mapping_frame) - 1;
        p.facing_left = true;
        if !c.x_flip {
            d1 = -d1;
            p.facing_left = false;
        }
        p.x = p.x.wrapping_add(i32::from(d1) << 8);
        p.x_speed = d1 << 8;
        p.ground_speed = d1 << 8;
        p.y_speed = 0;
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `loc_2B290`: the flip.
fn flip(c: &mut Common, cx: &mut ObjCtx) {
    c.status &= !STANDING;
    crate::objects::s2::cnz_flipper::throw(c, cx.world.player);
}

impl crate::objects::runtime::object::ObjKind for Flipper {
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
        "flipper"
    }
}
