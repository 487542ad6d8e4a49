//! Hill Top's diagonal zip-line lift (s2disasm `Obj16`: `Obj16_Init`, `Obj16_Main`, `Obj16_Wait`,
//! `Obj16_Slide`, `Obj16_Fall`).
//!
//! A jump-through platform (`PlatformObject`, half width $20) whose top is $28 px *below* its position (the
//! handle hangs from the rope, the seat is under it: `d3` = −$28). It waits until a player stands on it, then
//! slides at X Speed $200 (−$200 when X-flipped), Y Speed $100 for subtype × 8 frames (`ObjectMove`, carrying
//! whoever stands on it by its move), then stops, leaves the rope's end behind (an `Obj1C` of subtype 6 in the
//! first free slot after it) and falls with gravity $38. Once below the camera's lowest position + 224 it lets
//! go of the players on it (off the object, in the air) and moves itself to x $4000, out of range: it unloads
//! (`MarkObjGone`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, P2};

/// `Obj16_Main_States`.
pub const WAIT: u8 = 0;
pub const SLIDE: u8 = 2;
pub const FALL: u8 = 4;
/// `PlatformObject`'s half width (`width_pixels`) and height (`d3`: the top is $28 px below its y).
pub const HALF_WIDTH: i16 = 0x20;
pub const TOP: i16 = -0x28;
/// The slide's speeds and the fall's gravity.
pub const SLIDE_X_SPEED: i16 = 0x200;
pub const SLIDE_Y_SPEED: i16 = 0x100;
pub const GRAVITY: i16 = 0x38;
/// `ObjID_Scenery` subtype 6: the rope's end left on the line.
pub const ROPE_END_SUBTYPE: u8 = 6;

/// `Obj16`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HtzLift {
    /// `objoff_34`: frames of slide left (subtype × 8).
    pub slide: u16,
}

pub fn run(c: &mut Common, s: &mut HtzLift, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = HALF_WIDTH as u8;
        c.mapping_frame = 0;
        c.y_radius = 0x40;
        c.explicit_height = true;
        s.slide = u16::from(c.subtype) << 3;
    }
    let old_x = c.pixel_x() as i16;
    match c.routine_secondary {
        WAIT => {
            if c.status & (P1.standing | P2.standing) != 0 {
                c.routine_secondary = SLIDE;
                c.x_vel = if c.x_flip { -SLIDE_X_SPEED } else { SLIDE_X_SPEED };
                c.y_vel = SLIDE_Y_SPEED;
            }
        }
        SLIDE => {
            c.object_move();
            s.slide = s.slide.wrapping_sub(1);
            if s.slide == 0 {
                c.routine_secondary = FALL;
                c.mapping_frame = 2;
                (c.x_vel, c.y_vel) = (0, 0);
                let mut rope = Common::new(crate::objects::s2::id::DECORATION, ROPE_END_SUBTYPE, 0, 0, false, false);
                rope.x = c.x;
                rope.y = c.y;
                rope.x_flip = c.x_flip;
                rope.y_flip = c.y_flip;
                cx.spawn_after(Obj { common: rope, state: State::for_id(crate::objects::s2::id::DECORATION) });
            }
        }
        _ => fall(c, cx),
    }
    cx.platform_object(c, HALF_WIDTH, TOP, old_x);
    cx.mark_gone(c);
}

/// `Obj16_Fall`: falls; below the camera's lowest position + 224 it drops its riders and goes out of range.
fn fall(c: &mut Common, cx: &mut ObjCtx) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if (cx.world.env.bounds.bottom as u16) >= c.pixel_y() as u16 {
        return;
    }
    if c.status & P1.standing != 0 {
        c.status &= !P1.standing;
        cx.world.player.on_object = false;
        cx.world.player.air = true;
    }
    if c.status & P2.standing != 0 {
        c.status &= !P2.standing;
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            p2.on_object = false;
            p2.air = true;
        }
    }
    c.x = (0x4000 << 8) | (c.x & 0xFF);
}

impl crate::objects::runtime::object::ObjKind for HtzLift {
    const LIVE_MAPPING_FRAME: bool = true;
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine_secondary {
            WAIT => "waiting",
            SLIDE => "sliding",
            _ => "falling",
        }
    }

    fn name(&self) -> &'static str {
        "zip-line lift"
    }
}
