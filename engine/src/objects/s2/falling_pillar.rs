//! Aquatic Ruin's pillar that drops its lower part (s2disasm `Obj23`: `Obj23_Init`, `Obj23_Main`, its modes
//! `Obj23_Modes`: `loc_2595E` (a player near), `loc_2598E` (the shake, `byte_259B0`), `loc_259B8` (the fall)).
//!
//! Two solid blocks (`SolidObject`: half width $10 + $B, half height `y_radius`, + 1 on the ground): the pillar
//! ($20 high) and, in the free slot after it (`AllocateObjectAfterCurrent`), its lower part ($10 high, $30 px
//! below, mapping frame 1). The lower part waits until a player (either) is within $80 px of its x, shakes for 8
//! frames (x + 1, 0, −1, 1, 0, −1, 1, 0 off where it was placed), then falls with gravity $38 until the floor
//! (`ObjCheckFloorDist` below zero): it rests there, mapping frame 2, and never moves again. Both unload by
//! their x (`MarkObjGone`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::runtime::solid::SolidBox;
use crate::player::Player;

/// `Obj23_Modes`: still, waiting for a player, shaking, falling.
pub const STILL: u8 = 0;
pub const WAITING: u8 = 2;
pub const SHAKING: u8 = 4;
pub const FALLING: u8 = 6;
/// `width_pixels`, the pillar's and the lower part's `y_radius`, and how far below the pillar the part starts.
pub const WIDTH: u8 = 0x10;
pub const PILLAR_Y_RADIUS: u8 = 0x20;
pub const PART_Y_RADIUS: u8 = 0x10;
pub const PART_OFFSET: i32 = 0x30;
/// How near a player starts the fall, the shake's length and the fall's gravity.
pub const REACH: u16 = 0x80;
pub const SHAKE_FRAMES: u16 = 8;
pub const GRAVITY: i16 = 0x38;
/// `byte_259B0`: the shake's x offsets, read from the count left.
pub const SHAKE: [i8; 8] = [0, 1, -1, 1, 0, -1, 0, 1];

/// `Obj23`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FallingPillar {
    /// `objoff_30`: the lower part's placed x.
    pub x_origin: u16,
    /// `objoff_34`: the shake's frames left.
    pub shake: u16,
}

pub fn run(c: &mut Common, s: &mut FallingPillar, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = WIDTH;
        c.y_radius = PILLAR_Y_RADIUS;
        let mut part = Common::new(c.id, c.subtype, 0, 0, c.x_flip, c.y_flip);
        part.routine = 2;
        part.routine_secondary = WAITING;
        part.x = c.x & !0xFF;
        part.y = (c.y & !0xFF) + (PART_OFFSET << 8);
        part.width_pixels = WIDTH;
        part.y_radius = PART_Y_RADIUS;
        part.mapping_frame = 1;
        let state = FallingPillar { x_origin: c.pixel_x() as u16, shake: 0 };
        cx.spawn_after(Obj { common: part, state: State::FallingPillar(state) });
    }
    let old_x = c.pixel_x() as i16;
    step(c, s, cx);
    let h = i16::from(c.y_radius);
    let b =
        SolidBox { half_width: i16::from(c.width_pixels) + 0xB, half_height_air: h, half_height_ground: h + 1, old_x };
    cx.solid_object(c, b);
    cx.mark_gone(c);
}

/// `loc_25948`: the lower part's modes (the pillar stays in mode 0).
fn step(c: &mut Common, s: &mut FallingPillar, cx: &mut ObjCtx) {
    match c.routine_secondary {
        WAITING => {
            let near = |x: i32| ((c.pixel_x() as u16).wrapping_sub(x as u16) as i16).unsigned_abs() < REACH;
            // The sidekick's slot reads x 0 when he is absent.
            let p2_x = cx.world.sidekick.as_deref().map_or(0, Player::pixel_x);
            if near(cx.world.player.pixel_x()) || near(p2_x) {
                c.routine_secondary = SHAKING;
                s.shake = SHAKE_FRAMES;
            }
        }
        SHAKING => shake(c, s),
        FALLING => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                let y = (c.pixel_y() + d1) as i16;
                set_pixel(&mut c.y, y);
                c.y_vel = 0;
                c.mapping_frame = 2;
                c.routine_secondary = STILL;
            }
        }
        _ => {}
    }
}

/// `loc_2598E`: one frame of the shake; when it is over, the fall (from the next frame).
pub fn shake(c: &mut Common, s: &mut FallingPillar) {
    let Some(left) = s.shake.checked_sub(1) else {
        c.routine_secondary = FALLING;
        return;
    };
    s.shake = left;
    let dx = SHAKE.get(usize::from(left)).copied().unwrap_or(0);
    set_pixel(&mut c.x, s.x_origin.wrapping_add(dx as i16 as u16) as i16);
}

impl crate::objects::runtime::object::ObjKind for FallingPillar {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine_secondary {
            WAITING => "waiting",
            SHAKING => "shaking",
            FALLING => "falling",
            _ => "still",
        }
    }

    fn name(&self) -> &'static str {
        "falling pillar"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `byte_259B0` read from 7 down to 0: +1, 0, −1, 0, +1, −1, +1, 0 off the placed x; then the fall.
    #[test]
    fn shakes_eight_frames_then_falls() {
        let mut c = Common::new(0x23, 0, 0x400, 0x300, false, false);
        c.routine_secondary = SHAKING;
        let mut s = FallingPillar { x_origin: 0x400, shake: SHAKE_FRAMES };
        let mut xs = Vec::new();
        for _ in 0..8 {
            shake(&mut c, &mut s);
            xs.push(c.pixel_x() - 0x400);
        }
        assert_eq!(xs, [1, 0, -1, 0, 1, -1, 1, 0]);
        assert_eq!(c.routine_secondary, SHAKING);
        shake(&mut c, &mut s);
        assert_eq!((c.routine_secondary, c.pixel_x()), (FALLING, 0x400));
    }
}
