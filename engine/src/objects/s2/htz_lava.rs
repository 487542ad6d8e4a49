//! Hill Top's earthquake ground and lava (s2disasm `Obj30`: `Obj30_Init`, `Obj30_Main`, `Obj30_Modes`,
//! `Obj30_HurtSupportedPlayers`; `DropOnFloor`).
//!
//! Solid bodies that move with the earthquake: each frame at its placed y plus `Camera_BG_Y_offset`
//! ([`crate::objects::runtime::level_events::EventsState::bg_y_offset`]). By subtype: 0 and 2, solid
//! (`SolidObject_Always`, half width $CB, half height $80); 4 and 6, lava that hurts who stands on it (half
//! height $78; 6 is $EB wide); 8, a slope (`SlopedSolid` over `Obj30_SlopeData`, $2E high). Whoever stands on
//! one with his feet at or in the terrain is let go (`DropOnFloor`). Subtype 6 exists only with the camera at
//! y $380 or lower, 8 only above. While the earthquake shakes (`Screen_Shaking_Flag_HTZ`) they are never
//! unloaded.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::runtime::touch::chk_hurt;

/// The object id (`Obj30`).
pub const ID: u8 = 0x30;
/// `Obj30_Widths`, by subtype / 2.
const WIDTHS: [u8; 5] = [0xC0, 0xC0, 0xC0, 0xE0, 0xC0];
/// `Obj30_SlopeData`.
pub const SLOPE: [u8; 204] = slope();

const fn slope() -> [u8; 204] {
    let mut s = [0u8; 204];
    let mut i = 0;
    while i < 204 {
        let v: i16 = if i < 8 {
            48
        } else if i >= 198 {
            -48
        } else {
            47 - ((i as i16 - 8) / 2)
        };
        s[i] = v as u8;
        i += 1;
    }
    s
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HtzLava {
    /// `objoff_32`: the placed y.
    pub y0: i16,
}

pub fn run(c: &mut Common, s: &mut HtzLava, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        s.y0 = c.pixel_y() as i16;
        let mode = c.subtype;
        c.width_pixels = WIDTHS.get(usize::from(mode / 2)).copied().unwrap_or(0xC0);
        let cam_y = cx.world.env.camera.y as u16;
        if (mode == 6 && cam_y < 0x380) || (mode > 6 && cam_y >= 0x380) {
            if let Some(i) = c.respawn {
                cx.world.env.respawn.forget(i);
            }
            c.delete();
            return;
        }
    }
    let y = s.y0.wrapping_add(cx.world.game.events.bg_y_offset as i16);
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
    let old_x = c.pixel_x() as i16;
    let solid = |half_width: i16, half_height: i16| SolidBox {
        half_width,
        half_height_air: half_height,
        half_height_ground: half_height + 1,
        old_x,
    };
    match c.subtype {
        0 | 2 => {
            cx.solid_object_always(c, solid(0xCB, 0x80));
            cx.drop_on_floor(c);
        }
        4 | 6 => {
            let half_width = if c.subtype == 4 { 0xCB } else { 0xEB };
            cx.solid_object_always(c, solid(half_width, 0x78));
            cx.drop_on_floor(c);
            hurt_standing(c, cx);
        }
        _ => {
            let b =
                SolidBox { half_width: SLOPE.len() as i16 - 1, half_height_air: 0x2E, half_height_ground: 0x2E, old_x };
            cx.sloped_solid(c, b, &SLOPE);
            cx.drop_on_floor(c);
        }
    }
    if !cx.world.game.events.shaking_htz {
        cx.mark_gone(c);
    }
}

/// `Obj30_HurtSupportedPlayers`: `Touch_ChkHurt` for each player standing on it.
fn hurt_standing(c: &Common, cx: &mut ObjCtx) {
    if c.status & STANDING != 0 {
        chk_hurt(cx.world.player, &mut cx.slots, cx.world.game, c.pixel_x(), c.id);
    }
    if c.status & P2_STANDING != 0
        && let Some(p2) = cx.world.sidekick.as_deref_mut()
    {
        chk_hurt(p2, &mut cx.slots, cx.world.game, c.pixel_x(), c.id);
    }
}

impl crate::objects::runtime::object::ObjKind for HtzLava {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "earthquake ground"
    }
}
