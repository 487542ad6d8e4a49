//! The conveyor belt (s1disasm `Obj68`, Scrap Brain; the seed's "Conveyor" section names it without numbers):
//! no collision of its own — the belt is level terrain — it moves a grounded player (not in the air) whose
//! centre is within `half_width` px of it and from 48 px above to its own y, `speed` px a frame (the subtype's
//! high nibble in the game, −8..7; a half width of 128, or 56 for a nonzero low nibble).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Conveyor {
    /// `conv_width`, `conv_speed`.
    pub half_width: u16,
    pub speed: i16,
}

impl Conveyor {
    /// From the layout: the speed in the subtype, the half width in the first parameter.
    pub fn new(subtype: u8, params: [u16; 2]) -> Self {
        Conveyor { half_width: params[0], speed: i16::from(subtype as i8) }
    }
}

pub fn run(c: &mut Common, s: &mut Conveyor, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = s.half_width.min(0xFF) as u8;
    }
    let p = &mut *cx.world.player;
    let d0 = (p.pixel_x() - c.pixel_x()) as u16;
    let across = d0.wrapping_add(s.half_width) < 2 * s.half_width;
    let d1 = (p.pixel_y() - c.pixel_y()) as u16;
    let along = d1.wrapping_add(0x30) < 0x30;
    if across && along && !p.air {
        p.x = p.x.wrapping_add(i32::from(s.speed) << 8);
    }
    // `out_of_range` then `rts`: the belt itself is never drawn.
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for Conveyor {
    /// A zero half width is 128 px.
    fn make(_id: u8, subtype: u8, params: [u16; 2]) -> crate::objects::runtime::object::State {
        let half_width = if params[0] == 0 { 128 } else { params[0] };
        crate::objects::runtime::object::State::Conveyor(Conveyor::new(subtype, [half_width, 0]))
    }

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
        "conveyor"
    }
}
