//! Hydrocity 1's water rush, the flood held back at its first tunnel (skdisasm s3.asm `Obj_HCZWaterRush`, S3K
//! id $37: its init, the wait `loc_2E54A`, the rush `loc_2E574`; the gate `loc_2E5C8`/`loc_2E5D4`).
//!
//! Made, it holds the water tunnels off for both players (`_unkF7C7` = 3, once:
//! [`crate::objects::s2::water_level::Water::tunnel_hold`]) and puts a gate $30 px before it (the next free slot;
//! solid all round, $10 + $B by $20). When switch 0 is set (`Level_trigger_array`: the button up the corridor,
//! [`super::button`]) the tunnels run again and the water rushes: the flood's sprite steps $20 px right every 4
//! frames (up $20 at x $580, y $5A0; gone past x $980, at x $7F00) and the gate rises $10 px a frame until its y
//! is $560, then goes (x $7F00). Both unload out of range.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::objects::s3k::kinds::Sonic3k;

/// Where a part goes when it is done (`move.w #$7F00,x_pos(a0)`).
pub const AWAY: i16 = 0x7F00;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczWaterRush {
    /// The gate (`loc_2E5C8`), not the flood.
    pub gate: bool,
}

/// `loc_2E574`'s step: $20 px on; reaching x $580 at y $5A0 (the corridor's bend), back $20 and up $20.
pub fn flood_step(x: i16, y: i16) -> (i16, i16) {
    let x = x.wrapping_add(0x20);
    if x == 0x580 && y == 0x5A0 { (x - 0x20, y - 0x20) } else { (x, y) }
}

fn run_flood(c: &mut Common, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height, c.mapping_frame) = (0x40, 0x20, true, 2);
            let mut gate = Common::new(c.id, 0, 0, 0, false, false);
            (gate.x, gate.y) = (c.x & !0xFF, c.y & !0xFF);
            gate.x = gate.x.wrapping_sub(0x30 << 8);
            (gate.width_pixels, gate.y_radius, gate.explicit_height, gate.mapping_frame) = (0x10, 0x20, true, 1);
            gate.routine = 2;
            let state = HczWaterRush { gate: true };
            let _ = cx.spawn_after(Obj { common: gate, state: State::Sonic3k(Sonic3k::HczWaterRush(state)) });
            cx.world.game.water.tunnel_hold = 3;
        }
        2 => {
            if cx.world.game.switches[0] != 0 {
                (c.mapping_frame, c.anim_frame_duration, c.routine) = (3, 1, 4);
                cx.world.game.water.tunnel_hold = 0;
            }
        }
        _ => {
            c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
            if (c.anim_frame_duration as i8) < 0 {
                c.anim_frame_duration = 1;
                c.mapping_frame += 1;
                if c.mapping_frame == 2 {
                    let (x, y) = flood_step(c.pixel_x() as i16, c.pixel_y() as i16);
                    set_pixel(&mut c.x, x);
                    set_pixel(&mut c.y, y);
                }
                c.mapping_frame &= 1;
            }
            if c.pixel_x() as u16 >= 0x980 {
                set_pixel(&mut c.x, AWAY);
            }
        }
    }
    cx.mark_gone(c);
}

fn run_gate(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 4 || cx.world.game.switches[0] != 0 {
        c.routine = 4;
        let y = (c.pixel_y() as i16).wrapping_sub(0x10);
        set_pixel(&mut c.y, y);
        if y == 0x560 {
            set_pixel(&mut c.x, AWAY);
        }
    }
    let x = c.pixel_x() as i16;
    cx.solid_object(c, SolidBox { half_width: 0x10 + 0xB, half_height_air: 0x20, half_height_ground: 0x21, old_x: x });
    cx.mark_gone(c);
}

pub fn run(c: &mut Common, s: &mut HczWaterRush, cx: &mut ObjCtx) {
    if s.gate { run_gate(c, cx) } else { run_flood(c, cx) }
}

impl crate::objects::runtime::object::ObjKind for HczWaterRush {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.gate, c.routine) {
            (true, 4) => "gate (rising)",
            (true, _) => "gate",
            (false, 4) => "rushing",
            (false, _) => "held back",
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity water rush"
    }
}

#[cfg(test)]
mod tests {
    /// s3.asm `loc_2E574`: from ($440, $5A0) $20 a step; the step onto x $580 at y $5A0 turns up to ($560, $580).
    #[test]
    fn the_flood_steps() {
        assert_eq!(super::flood_step(0x440, 0x5A0), (0x460, 0x5A0));
        assert_eq!(super::flood_step(0x560, 0x5A0), (0x560, 0x580));
        assert_eq!(super::flood_step(0x560, 0x580), (0x580, 0x580));
    }
}
