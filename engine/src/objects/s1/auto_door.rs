//! Scrap Brain's small vertical door (s1disasm `_incObj/2A SBZ Small Door.asm`: `ADoor_Main`,
//! `ADoor_OpenShut`, `ADoor_Animate`; `_anim/SBZ Small Door.asm`).
//!
//! It opens while Sonic is within $40 px on its near side — left of it, or right of it when placed x-flipped
//! — and closes otherwise (`Ani_ADoor`: eight frames a frame, each way, from the far end). Closed (frame 0) it
//! is solid (`SolidObject`, $11 × $20 / $21). Unloaded out of range (`RememberState`).

use super::remember_state;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

/// `move.w #$40,d1`: how near Sonic opens it.
pub const RANGE: u16 = 0x40;
/// `SolidObject`: d1 = $11, d2 = $20, d3 = $21.
pub const BOX: (i16, i16) = (0x11, 0x20);
/// `Ani_ADoor`: closing, opening (each frame one step, the last held: `afBack` 1).
const ANI_ADOOR: [&[u8]; 2] = [&[0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0xFE, 1], &[0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0xFE, 1]];

/// Whether Sonic at `player_x` opens a door at `door_x` (`ADoor_OpenShut`'s unsigned compares).
pub fn opens(player_x: u16, door_x: u16, x_flipped: bool) -> bool {
    let d0 = player_x.wrapping_add(RANGE);
    if d0 < door_x || d0.wrapping_sub(2 * RANGE) >= door_x {
        return false;
    }
    // Sonic right of (or at) the door opens a flipped one, left of it an unflipped one.
    (player_x >= door_x) == x_flipped
}

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
    }
    let open = opens(cx.world.player.pixel_x() as u16, c.pixel_x() as u16, c.status & 1 != 0);
    c.anim = u8::from(open);
    animate_sprite(c, &ANI_ADOOR);
    if c.mapping_frame == 0 {
        let b = SolidBox {
            half_width: BOX.0,
            half_height_air: BOX.1,
            half_height_ground: BOX.1 + 1,
            old_x: c.pixel_x() as i16,
        };
        solid_object_s1(c, cx.world.player, b);
    }
    remember_state(c, cx);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Scrap Brain 1's door at $708: Sonic $40 px left of it or nearer opens it, $41 or right of it not;
    /// flipped, the right side opens it.
    #[test]
    fn opens_from_its_near_side() {
        assert!(opens(0x708 - 0x40, 0x708, false));
        assert!(!opens(0x708 - 0x41, 0x708, false));
        assert!(opens(0x707, 0x708, false));
        assert!(!opens(0x708, 0x708, false));
        assert!(opens(0x708, 0x708, true));
        assert!(opens(0x708 + 0x3F, 0x708, true));
        assert!(!opens(0x708 + 0x40, 0x708, true));
    }
}
