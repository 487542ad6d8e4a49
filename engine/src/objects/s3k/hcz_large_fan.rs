//! Hydrocity 1's large fans at the mouths of its long water tunnels (skdisasm s3.asm `Obj_HCZLargeFan`, S3K id
//! $39: the wait, the art's load `loc_2F31A`, the fan `loc_2F35C`).
//!
//! Until player 1 is $20 px or more past it across and from $20 to $5F px below it, it holds the water tunnels
//! off for both players (`_unkF7C7` = 3 each frame: [`crate::objects::s2::water_level::Water::tunnel_hold`]) and
//! unloads out of range. Then its art is queued (`Queue_Kos_Module`; the decompression's frames are taken as
//! one: it shows from the next frame), and it drops 8 px a frame for 8 frames into the tunnel's mouth; on the
//! 8th the tunnels run again (`_unkF7C7` = 0) — the current starts. It spins (frames 0–4, one a frame) and
//! unloads out of range, its respawn entry let go.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};

/// `move.w #8,$30(a0)`: the drop's frames, 8 px each.
pub const DROP_FRAMES: u16 = 8;
pub const DROP_STEP: i32 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczLargeFan {
    /// `$30`: the drop's frames left.
    pub drop: u16,
}

/// Whether player 1 at (`px`, `py`) has passed the fan at (`x`, `y`): `subi.w #$20` / `blo`, then
/// `subi.w #$20` … `cmpi.w #$40` / `blo`.
pub fn passed(px: u16, py: u16, x: u16, y: u16) -> bool {
    px.wrapping_sub(0x20) >= x && py.wrapping_sub(0x20).wrapping_sub(y) < 0x40
}

pub fn run(c: &mut Common, s: &mut HczLargeFan, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            let p = &cx.world.player;
            if !passed(p.pixel_x() as u16, p.pixel_y() as u16, c.pixel_x() as u16, c.pixel_y() as u16) {
                cx.world.game.water.tunnel_hold = 3;
                // `Delete_Sprite_If_Not_In_Range`.
                if cx.out_of_range(c.pixel_x()) {
                    if let Some(i) = c.respawn {
                        cx.world.env.respawn.forget(i);
                    }
                    c.delete();
                }
                return;
            }
            // `Queue_Kos_Module`; `loc_2F31A` waits for it.
            c.routine = 2;
        }
        2 => {
            c.routine = 4;
            (c.width_pixels, c.y_radius, c.explicit_height) = (0x18, 0x20, true);
            s.drop = DROP_FRAMES;
            fan(c, s, cx);
        }
        _ => fan(c, s, cx),
    }
}

/// `loc_2F35C`.
fn fan(c: &mut Common, s: &mut HczLargeFan, cx: &mut ObjCtx) {
    if s.drop != 0 {
        c.y = c.y.wrapping_add(DROP_STEP << 8);
        s.drop -= 1;
        if s.drop == 0 {
            cx.world.game.water.tunnel_hold = 0;
        }
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 0;
        c.mapping_frame = if c.mapping_frame + 1 >= 5 { 0 } else { c.mapping_frame + 1 };
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for HczLargeFan {
    const MAY_MOVE_PLAYERS: bool = false;
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            0 => "waiting (tunnels held)",
            2 => "loading",
            _ if self.drop != 0 => "dropping",
            _ => "blowing",
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity large fan"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Obj_HCZLargeFan` at ($1450, $A60): player 1 at x $1470 (its x + $20) and y $A80–$ABF has
    /// passed; at x $146F, or y $A7F or $AC0, not.
    #[test]
    fn the_pass() {
        assert!(passed(0x1470, 0xA80, 0x1450, 0xA60));
        assert!(passed(0x1470, 0xABF, 0x1450, 0xA60));
        assert!(!passed(0x146F, 0xA90, 0x1450, 0xA60));
        assert!(!passed(0x1470, 0xA7F, 0x1450, 0xA60));
        assert!(!passed(0x1470, 0xAC0, 0x1450, 0xA60));
    }
}
