//! Chemical Plant's speed booster (s2disasm `Obj1B`: `Obj1B_Init`, `Obj1B_Main`, `Obj1B_GiveBoost`).
//!
//! A pad in the floor, 32 px across. Each frame, a grounded player whose centre is within 16 px of its centre
//! both ways (`x − 16 ≤ px < x + 16`, the same vertically, unsigned compares) is boosted unless he already
//! goes $1000 or faster in the pad's direction: his x speed and Ground Speed become the boost speed (subtype
//! bit 1 clear: $1000, set: $A00), he faces the pad's way (X-flipped pads push left), stops pushing, and the
//! control lock is set to 15 frames. The pad's frame alternates every 2 frames with the level frame counter.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::Common;
use crate::player::Player;

/// `Obj1B_BoosterSpeeds`: by subtype bit 1.
pub const BOOST_SPEEDS: [i16; 2] = [0x1000, 0xA00];
/// The speed at or above which (in the pad's direction) the boost is not given.
pub const ALREADY_FAST: i16 = 0x1000;
/// The control lock the boost sets (`move_lock`).
pub const CONTROL_LOCK: u16 = 0xF;
/// Half the trigger area's width and height.
const HALF_AREA: u16 = 0x10;

/// The speed booster's state: it keeps none of its own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpeedBooster;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x20;
    }
    // `Level_frame_counter` bit 1 picks the frame (0 or 2).
    c.mapping_frame = (cx.world.game.frame_counter as u8) & 2;
    let speed = BOOST_SPEEDS[usize::from((c.subtype >> 1) & 1)];
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let inside = |v: u16, centre: u16| v >= centre.wrapping_sub(HALF_AREA) && v < centre.wrapping_add(HALF_AREA);
    let on_pad = |p: &Player| !p.air && inside(p.pixel_x() as u16, x) && inside(p.pixel_y() as u16, y);
    // Player 1, then the sidekick.
    if on_pad(cx.world.player) {
        give_boost(c, cx.world.player, speed);
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut().filter(|p| on_pad(p)) {
        give_boost(c, p2, speed);
    }
    cx.mark_gone(c);
}

/// `Obj1B_GiveBoost`.
fn give_boost(c: &Common, p: &mut Player, speed: i16) {
    let towards = if c.x_flip { p.x_speed.wrapping_neg() } else { p.x_speed };
    if towards >= ALREADY_FAST {
        return;
    }
    p.x_speed = if c.x_flip { speed.wrapping_neg() } else { speed };
    p.facing_left = c.x_flip;
    p.control_lock = CONTROL_LOCK;
    p.ground_speed = p.x_speed;
    p.pushing = false;
}

impl crate::objects::runtime::object::ObjKind for SpeedBooster {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(
        _s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "speed booster"
    }
}
