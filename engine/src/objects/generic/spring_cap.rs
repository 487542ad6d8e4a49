//! The spring cap over a tube (SPG "Spring Caps": Chemical Plant's red caps set the player's Y Speed to
//! −10.5 px/frame, −$A80). Where the seed is silent it is s2disasm's `Obj7B` with subtype bit 1 (the weak
//! launch): solid always (`SolidObject_Always`, d1 = $1B, d2 = 8, d3 = $10); a player standing on it is moved
//! 8 px down into it and launched: Y Speed −$A80, in the air off the object, the spring pose.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_always_as};
use crate::player::{Player, Pose, Routine};

/// The launch (SPG: −10 px 128 subpixels).
pub const LAUNCH: i16 = -0xA80;

/// The cap's own state: frames left of its pressed frame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpringCap {
    pub pressed: u8,
}

pub fn run(c: &mut Common, s: &mut SpringCap, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
    }
    let b = SolidBox { half_width: 0x1B, half_height_air: 8, half_height_ground: 0x10, old_x: (c.x >> 8) as i16 };
    // Player 1, then the sidekick with his own standing bit (as `Obj7B` runs `SolidObject_Always` per player).
    one_player(c, s, cx.world.player, b, P1);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        one_player(c, s, p2, b, P2);
    }
    s.pressed = s.pressed.saturating_sub(1);
    c.mapping_frame = u8::from(s.pressed > 0);
    cx.mark_gone(c);
}

fn one_player(c: &mut Common, s: &mut SpringCap, p: &mut Player, b: SolidBox, who: Who) {
    solid_object_always_as(c, p, b, who);
    if c.status & who.standing != 0 && !p.air {
        p.y = p.y.wrapping_add(8 << 8);
        p.y_speed = LAUNCH;
        p.air = true;
        p.on_object = false;
        p.pose = Pose::Spring;
        p.routine = Routine::Normal;
        s.pressed = 8;
    }
}

impl crate::objects::runtime::object::ObjKind for SpringCap {
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
        "spring cap"
    }
}
