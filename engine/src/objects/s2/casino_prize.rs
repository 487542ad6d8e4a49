//! Casino Night's slot-machine prizes: the rings and the spike bombs that fly into the cage holding the player
//! (s2disasm `ObjDC` ring prize: `ObjDC_Main`, `ObjDC_Animate`, `Ani_objDC`, `Ani_Ring`; `ObjD3` bomb prize;
//! made by the cage, [`super::cnz_cage`], at `loc_2BC86`/`loc_2BD4E`).
//!
//! A prize starts on a circle around the cage (half `CalcSine`'s cosine and sine of its angle: up to 128 px out)
//! and each frame closes a sixteenth of the way to the cage's centre (its 16.16 position minus the cage's,
//! `asr.l #4`). After its flight ($1A frames for a ring, $1E for a bomb) it has arrived: the cage counts one
//! prize fewer in flight; a ring is collected (`CollectRing`: one ring) and sparkles (`Ani_Ring`, then
//! deleted); a bomb takes a ring (when there is one) and is deleted.

use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};

/// `ObjID_RingPrize`, `ObjID_BombPrize`.
pub const RING_ID: u8 = 0xDC;
pub const BOMB_ID: u8 = 0xD3;
/// Frames in flight (`casino_prize_display_delay`).
pub const RING_FLIGHT: u16 = 0x1A;
pub const BOMB_FLIGHT: u16 = 0x1E;
/// The ring's routines: flying, sparkling (`ObjDC_Animate`), deleted.
pub const FLYING: u8 = 0;
pub const SPARKLING: u8 = 2;
/// `Ani_objDC` (the spinning ring) and `Ani_Ring` (the sparkle), both script 0: the sparkle goes on from the
/// spin's frame index (the animation id does not change, so `AnimateSprite` does not restart it).
const SPIN: [&[u8]; 1] = [&[1, 0, 1, 2, 3, 0xFF]];
const SPARKLE: [&[u8]; 1] = [&[5, 4, 5, 6, 7, 0xFC]];

/// The prize's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CasinoPrize {
    /// `casino_prize_x_pos`, `casino_prize_y_pos`: 16.16.
    pub x: i32,
    pub y: i32,
    /// `casino_prize_machine_x_pos`, `_y_pos`: the cage's centre.
    pub machine_x: u16,
    pub machine_y: u16,
    /// `casino_prize_display_delay`.
    pub delay: u16,
    /// `objoff_2A`: the cage that counts it in flight (its slot).
    pub cage: Option<usize>,
}

/// A prize made by the cage in slot `cage` at (`machine_x`, `machine_y`), starting at `angle` on the circle.
pub fn spawn(id: u8, angle: u8, machine_x: u16, machine_y: u16, cage: usize) -> Obj {
    let x = (cos(angle) >> 1).wrapping_add(machine_x as i16);
    let y = (sin(angle) >> 1).wrapping_add(machine_y as i16);
    let mut c = Common::new(id, 0, i32::from(x), i32::from(y), false, false);
    c.width_pixels = if id == RING_ID { 8 } else { 0x10 };
    let delay = if id == RING_ID { RING_FLIGHT } else { BOMB_FLIGHT };
    let s = CasinoPrize { x: i32::from(x) << 16, y: i32::from(y) << 16, machine_x, machine_y, delay, cage: Some(cage) };
    Obj { common: c, state: State::CasinoPrize(s) }
}

pub fn run(c: &mut Common, s: &mut CasinoPrize, cx: &mut ObjCtx) {
    if c.routine == SPARKLING {
        animate_sprite(c, &SPARKLE);
        c.display();
        return;
    }
    if c.routine > SPARKLING {
        c.delete();
        return;
    }
    s.x = s.x.wrapping_sub(s.x.wrapping_sub(i32::from(s.machine_x) << 16) >> 4);
    set_pixel(&mut c.x, (s.x >> 16) as i16);
    s.y = s.y.wrapping_sub(s.y.wrapping_sub(i32::from(s.machine_y) << 16) >> 4);
    set_pixel(&mut c.y, (s.y >> 16) as i16);
    let ring = c.id == RING_ID;
    if ring {
        animate_sprite(c, &SPIN);
    }
    s.delay = s.delay.wrapping_sub(1);
    if s.delay != 0 {
        c.display();
        return;
    }
    if let Some(State::CnzCage(cage)) = s.cage.and_then(|i| cx.slots.get_mut(i)).map(|o| &mut o.state) {
        cage.in_flight = cage.in_flight.wrapping_sub(1);
    }
    if ring {
        cx.world.game.collect_ring();
        c.routine = SPARKLING;
        animate_sprite(c, &SPARKLE);
        c.display();
    } else {
        cx.world.game.rings = cx.world.game.rings.saturating_sub(1);
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for CasinoPrize {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "slot prize"
    }
}
