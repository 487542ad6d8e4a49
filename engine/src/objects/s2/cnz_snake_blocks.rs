//! Casino Night's flashing blocks that run round a rectangle, the "snake" (s2disasm `ObjD2`, `ObjID_CNZRectBlocks`:
//! `ObjD2_Init`, `ObjD2_Main`, `loc_2B60C`, `byte_2B654`).
//!
//! One solid object (`SolidObject`: half width `byte_2B654`'s + $B, half height its, + 1 on the ground) whose
//! mapping frame steps 1–15 every 16 frames; each frame puts it at its own offset from the placed position
//! (the x offset negated when X-flipped) with its own size, so the blocks seem to run up one side, across and
//! down the other. After frame 15 it drops whoever stands on it (in the air, off the object) and, for 16 ×
//! its subtype frames, is neither drawn nor solid (`MarkObjGone3`); then it shows frame 0 for 16 frames and
//! runs round again. It unloads by its placed x (`MarkObjGone2`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who};
use crate::player::Player;

/// `byte_2B654`: per mapping frame, the x and y offsets and the half width and height.
pub const FRAMES: [(i8, i8, u8, u8); 16] = [
    (-0x28, 0x18, 8, 8),
    (-0x28, 0x10, 8, 0x10),
    (-0x28, 8, 8, 0x18),
    (-0x28, 0, 8, 0x20),
    (-0x20, 0, 0x10, 0x20),
    (-0x18, -8, 0x18, 0x18),
    (-0x10, -0x10, 0x20, 0x10),
    (-8, -0x18, 0x28, 8),
    (8, -0x18, 0x28, 8),
    (0x10, -0x10, 0x20, 0x10),
    (0x18, -8, 0x18, 0x18),
    (0x20, 0, 0x10, 0x20),
    (0x28, 0, 8, 0x20),
    (0x28, 8, 8, 0x18),
    (0x28, 0x10, 8, 0x10),
    (0x28, 0x18, 8, 8),
];
/// Frames per mapping frame (`objoff_3A` from $F through −1).
pub const STEP: u16 = 0xF;

/// `ObjD2`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzSnakeBlocks {
    /// `objoff_30`, `objoff_32`: the placed position.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `objoff_34`, `objoff_36`: this frame's half width and height.
    pub half_width: u16,
    pub half_height: u16,
    /// `objoff_38`: the hidden wait; `objoff_3A`: the step timer.
    pub wait: u16,
    pub step: u16,
}

pub fn run(c: &mut Common, s: &mut CnzSnakeBlocks, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
        s.wait = u16::from(c.subtype) << 4;
        place(c, s);
    }
    if s.wait != 0 {
        s.wait -= 1;
        // `MarkObjGone3`: not drawn.
        if cx.out_of_range(c.pixel_x()) {
            if let Some(i) = c.respawn {
                cx.world.env.respawn.forget(i);
            }
            c.delete();
        }
        return;
    }
    s.step = s.step.wrapping_sub(1);
    if (s.step as i16) < 0 {
        s.step = STEP;
        c.mapping_frame = (c.mapping_frame + 1) & 0xF;
        if c.mapping_frame == 0 {
            s.wait = u16::from(c.subtype) << 4;
            drop_player(c, cx.world.player, P1);
            if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                drop_player(c, p2, P2);
            }
            place(c, s);
            return;
        }
        place(c, s);
    }
    let h = s.half_height as i16;
    let b = SolidBox {
        half_width: (s.half_width as i16).wrapping_add(0xB),
        half_height_air: h,
        half_height_ground: h + 1,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

/// The end of a round: a player standing on it is in the air, off the object.
fn drop_player(c: &mut Common, p: &mut Player, who: Who) {
    if c.status & who.standing != 0 {
        c.status &= !who.standing;
        p.on_object = false;
        p.air = true;
    }
}

/// `loc_2B60C`: this mapping frame's position and size.
fn place(c: &mut Common, s: &mut CnzSnakeBlocks) {
    let (dx, dy, w, h) = FRAMES[usize::from(c.mapping_frame & 0xF)];
    let dx = if c.status & 1 != 0 { -i16::from(dx) } else { i16::from(dx) };
    set_pixel(&mut c.x, dx.wrapping_add(s.x_origin as i16));
    set_pixel(&mut c.y, i16::from(dy).wrapping_add(s.y_origin as i16));
    s.half_width = u16::from(w);
    c.width_pixels = w;
    s.half_height = u16::from(h);
}

impl crate::objects::runtime::object::ObjKind for CnzSnakeBlocks {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.wait != 0 { "hidden" } else { "running" }
    }

    fn name(&self) -> &'static str {
        "CNZ snake blocks"
    }
}
