//! Sonic 1's spikes (s1disasm `_incObj/36 Spikes.asm`: `Spik_Main`, `Spik_Solid`, `Spik_SideWays`,
//! `Spik_Upright`, `Spik_Hurt`, `Spik_Type0x`, `Spik_Wait`; SPG "Game Objects": Spikes).
//!
//! The subtype's high nibble picks the look and width (`Spik_Var`: frame, `obActWid`): 0 three upright ($14),
//! 1 sideways ($10), 2 one upright (4), 3 three spread ($1C), 4 six upright ($40), 5 one sideways ($10). The
//! low nibble moves them as Sonic 2's do (1 along y, 2 along x: 32 px and back at 8 px a frame, resting 60
//! frames; the code is shared, [`crate::objects::s2::spikes::move_spikes`]). The init runs the solid routine in
//! the same frame.
//!
//! Sideways (frames 1 and 5) they are `SolidObject` boxes $1B wide and $14 (frame 1) or 4 (frame 5) high
//! that hurt on a side contact unless the player stands on them. Every other frame is upright: a box
//! `obActWid` + $B wide, $10 high ($11 on the ground) that hurts when he stands on it or touches it from
//! above or below (`d4` −1) — the flip does not matter, so y-flipped ones hurt on their flat side too.
//!
//! **Sonic 1's spike bug** (REV00/REV01): `Spik_Hurt` checks invincibility and the player's routine (not hurt
//! or dead) but not the blinking after a hurt (`flashtime`), and `HurtSonic` does not either — so spikes
//! hurt again as soon as the player lands back on them, blinking or not (REV02 and Sonic 2 check it). Before
//! hurting, his last vertical move is undone (y − Y Speed). They unload by their placed x.

use super::hurt_sonic;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object_s1, standing};
use crate::objects::s2::spikes::{Spikes, move_spikes, moves};
use crate::player::Routine;

/// `Spik_Var`: mapping frame and `obActWid` by subtype bits 4–7 (6–15 read past the table in the game: here
/// they take entry 0).
pub const VARIANTS: [(u8, u8); 6] = [(0, 0x14), (1, 0x10), (2, 4), (3, 0x1C), (4, 0x40), (5, 0x10)];

/// The sideways box: half width $1B, half height $14 (frame 1) or 4 (frame 5), + 1 on the ground.
pub const SIDEWAYS_HALF_WIDTH: i16 = 0x1B;
/// The upright box: half width `obActWid` + $B, half height $10 ($11 on the ground).
pub const UPRIGHT_HALF_HEIGHT: i16 = 0x10;

pub fn run(c: &mut Common, s: &mut Spikes, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let variant = usize::from(c.subtype >> 4);
        c.subtype &= 0xF;
        let (frame, width) = VARIANTS.get(variant).copied().unwrap_or(VARIANTS[0]);
        c.mapping_frame = frame;
        c.width_pixels = width;
        s.base_x = (c.x >> 8) as i16;
        s.base_y = (c.y >> 8) as i16;
    }
    move_spikes(c, s);
    let x = (c.x >> 8) as i16;
    let frame = c.mapping_frame;
    if frame == 1 || frame == 5 {
        let h = if frame == 1 { 0x14 } else { 4 };
        let b = SolidBox { half_width: SIDEWAYS_HALF_WIDTH, half_height_air: h, half_height_ground: h + 1, old_x: x };
        let contact = solid_object_s1(c, cx.world.player, b);
        if !standing(c, cx.world.player) && contact == Contact::Side {
            hurt(c, cx);
        }
    } else {
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: UPRIGHT_HALF_HEIGHT,
            half_height_ground: UPRIGHT_HALF_HEIGHT + 1,
            old_x: x,
        };
        let contact = solid_object_s1(c, cx.world.player, b);
        if standing(c, cx.world.player) || matches!(contact, Contact::Top | Contact::Bottom) {
            hurt(c, cx);
        }
    }
    c.display();
    cx.mark_gone_at(c, i32::from(s.base_x));
    // Still spikes change nothing until the player comes within reach of their solid box (either shape's:
    // $1B or `obActWid` + $B across, $15 at most up and down), as Sonic 2's nap.
    if !moves(c.subtype) {
        let reach_x = (u16::from(c.width_pixels) + 0xB).max(SIDEWAYS_HALF_WIDTH as u16);
        cx.nap(c, reach_x, 0x14 + 1);
    }
}

/// `Spik_Hurt`: not while invincible or hurt or dead (`cmpi.b #4,obRoutine`) — but blinking does not stop it;
/// the last vertical move undone, then `HurtSonic`.
fn hurt(c: &Common, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    if p.invincibility > 0 || p.routine != Routine::Normal {
        return;
    }
    p.y = p.y.wrapping_sub(i32::from(p.y_speed));
    hurt_sonic(cx, c.pixel_x());
}
