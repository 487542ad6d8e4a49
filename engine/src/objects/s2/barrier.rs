//! The one-way barrier of Chemical Plant (s2disasm `Obj2D`: `Obj2D_Init`, `Obj2D_Main`,
//! `Obj2D_CheckCharacter`).
//!
//! A solid gate (`SolidObject`, half width 8 + $B, half height $20) that opens for a player coming from its
//! open side. The trigger area is 64 px tall around the gate's start y and reaches from $200 px before the
//! gate to the gate (when the gate is closed) or to $18 px past it (while it is open); an X-flipped gate
//! opens the other way. Each frame the open flag is cleared and set again if a player (not under object
//! control) is in the area; while set the gate rises 8 px a frame up to $40 px, else it sinks back 8 px a
//! frame. Its y is the start y minus the rise.
//!
//! Chemical Plant's gate is 8 px wide (`width_pixels`; Metropolis' is $C, not modelled here: this engine has
//! no zones).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::SolidBox;
use crate::player::Player;

/// How far the gate rises, and by how much a frame.
pub const RISE_MAX: u16 = 0x40;
pub const RISE_STEP: u16 = 8;
/// The trigger area: from $200 px before the gate to $18 px past it (the far end only while open).
pub const REACH_BEFORE: u16 = 0x200;
pub const REACH_PAST: u16 = 0x18;
/// Half the trigger area's height.
const HALF_AREA_HEIGHT: u16 = 0x20;

/// `Obj2D`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Barrier {
    /// `objoff_30`: how far the gate has risen.
    pub rise: u16,
    /// `objoff_32`: the start y.
    pub base_y: u16,
    /// `objoff_38`, `objoff_3A`: the trigger area's left edge and far right edge.
    pub left: u16,
    pub right: u16,
    /// `routine_secondary`: a player was in the area this frame (the gate is opening).
    pub opening: bool,
}

pub fn run(c: &mut Common, s: &mut Barrier, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        c.mapping_frame = c.subtype;
        s.base_y = c.pixel_y() as u16;
        let x = c.pixel_x() as u16;
        let (mut left, mut right) = (x.wrapping_sub(REACH_BEFORE), x.wrapping_add(REACH_PAST));
        if c.x_flip {
            // `subi.w #-$1E8` / `addi.w #$1E8`: the area mirrored about the gate.
            left = left.wrapping_add(0x1E8);
            right = right.wrapping_add(0x1E8);
        }
        (s.left, s.right) = (left, right);
    }
    let x = c.pixel_x() as u16;
    // The area's ends: the far end counts only while the gate is open (last frame's flag).
    let (d2, d3) = match (c.x_flip, s.opening) {
        (false, false) => (s.left, x),
        (false, true) => (s.left, s.right),
        (true, false) => (x, s.right),
        (true, true) => (s.left, s.right),
    };
    let (d4, d5) = (s.base_y.wrapping_sub(HALF_AREA_HEIGHT), s.base_y.wrapping_add(HALF_AREA_HEIGHT));
    // `Obj2D_CheckCharacter` for player 1, then the sidekick.
    s.opening = in_area(cx.world.player, d2, d3, d4, d5)
        | cx.world.sidekick.as_deref().is_some_and(|p| in_area(p, d2, d3, d4, d5));
    if s.opening {
        if s.rise != RISE_MAX {
            s.rise += RISE_STEP;
            set_y(c, s);
        }
    } else if s.rise != 0 {
        s.rise -= RISE_STEP;
        set_y(c, s);
    }
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: 0x20,
        half_height_ground: 0x21,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    cx.mark_gone(c);
}

fn set_y(c: &mut Common, s: &Barrier) {
    let y = s.base_y.wrapping_sub(s.rise) as i16;
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
}

/// `Obj2D_CheckCharacter`: x signed against the ends (`blt`, `bhs`), y unsigned, and not under object control.
fn in_area(p: &Player, d2: u16, d3: u16, d4: u16, d5: u16) -> bool {
    let (x, y) = (p.pixel_x() as u16, p.pixel_y() as u16);
    (x as i16) >= (d2 as i16) && x < d3 && y >= d4 && y < d5 && p.object_control & 0x80 == 0
}

impl crate::objects::runtime::object::ObjKind for Barrier {
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
        "barrier"
    }
}
