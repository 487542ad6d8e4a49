//! Mystic Cave's drawbridge (s2disasm `Obj81`: `Obj81_Init`, `Obj81_BridgeUp`, `loc_2A154` … `loc_2A1EA`).
//!
//! It starts raised: a wall $48 px above its placed centre (below it when Y-flipped) whose solid box is half
//! width $13, half height $40 (`SolidObject`, + 1 on the ground). Its logs are drawn by a second object, a
//! sprite only, made in the first free slot after it (`AllocateObjectAfterCurrent`); the two are deleted
//! together, by the placed x, without freeing the respawn entry (`DeleteObject2`, `DeleteObject`: it does not
//! come back). When the vine switch or vine whose number is its subtype sets its flag (`ButtonVine_Trigger`,
//! bit 0), it turns 1/256 of a turn a frame (the other way X-flipped) from angle $C0 (or $40) until it lies
//! flat at angle 0 or $80: then it is a floor $48 px to the side of its placed centre, half width $4B, half
//! height 8 (`width_pixels` $40), for good. While it turns, every angle but $40 and $C0 and above gives the flat
//! box at the raised position.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::runtime::solid::SolidBox;

/// `ObjID_MCZDrawbridge`.
pub const ID: u8 = 0x81;
/// Routines: raised or turning, and down.
pub const UP: u8 = 2;
pub const DOWN: u8 = 4;
/// How far the raised bridge's centre is above its placed centre, and the lowered one's to its side.
pub const REACH: i32 = 0x48;
/// The raised box: half width, half height (`d1`, `d2`).
pub const WALL: (i16, i16) = (0x13, 0x40);
/// The flat box.
pub const FLOOR: (i16, i16) = (0x4B, 8);

/// `Obj81`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Drawbridge {
    /// The logs' sprite object, which only draws.
    pub sprite: bool,
    /// `objoff_30`, `objoff_32`: the placed centre.
    pub x_origin: u16,
    pub y_origin: u16,
    /// `angle` and the byte after it, turned by `objoff_34` (a word added to both: $100 or −$100).
    pub angle: u16,
    pub turn: u16,
    /// `objoff_36`: turning.
    pub turning: bool,
    /// `objoff_3C`: the logs' slot.
    pub logs: Option<usize>,
}

pub fn run(c: &mut Common, s: &mut Drawbridge, cx: &mut ObjCtx) {
    if s.sprite {
        // The `render_flags.multi_sprite` object: drawn, nothing else.
        c.display();
        return;
    }
    if c.routine == 0 {
        init(c, s, cx);
    }
    if c.routine == UP {
        bridge_up(c, s, cx);
    }
    // `loc_2A18A`.
    let angle = (s.angle >> 8) as u8;
    let (half_width, half_height) = if angle == 0x40 || angle >= 0xC0 { WALL } else { FLOOR };
    let b = SolidBox {
        half_width,
        half_height_air: half_height,
        half_height_ground: half_height + 1,
        old_x: c.pixel_x() as i16,
    };
    cx.solid_object(c, b);
    if cx.out_of_range(i32::from(s.x_origin as i16)) {
        if let Some(obj) = s.logs.and_then(|i| cx.slots.get_mut(i)) {
            obj.common.delete();
        }
        c.delete();
    } else {
        c.display();
    }
}

fn init(c: &mut Common, s: &mut Drawbridge, cx: &mut ObjCtx) {
    c.routine = UP;
    c.width_pixels = 8;
    c.status |= NO_BALANCING;
    s.x_origin = c.pixel_x() as u16;
    s.y_origin = c.pixel_y() as u16;
    add_pixels(&mut c.y, -REACH);
    s.angle = 0xC000;
    if c.y_flip {
        add_pixels(&mut c.y, 2 * REACH);
        s.angle = 0x4000;
    }
    s.turn = if c.x_flip { 0xFF00 } else { 0x100 };
    let logs = Common::new(ID, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    let state = Drawbridge { sprite: true, ..Default::default() };
    s.logs = cx.spawn_after(Obj { common: logs, state: State::Drawbridge(state) });
}

/// `Obj81_BridgeUp`: waits for its flag, then turns down.
fn bridge_up(c: &mut Common, s: &mut Drawbridge, cx: &mut ObjCtx) {
    let flag = cx.world.game.switches.get(usize::from(c.subtype)).copied().unwrap_or(0);
    if flag & 1 != 0 && !s.turning {
        s.turning = true;
        // `cmpi.b #1<<status.npc.no_balancing|1<<status.npc.x_flip,status(a0)`: the whole byte.
        if c.status == NO_BALANCING | 1 {
            set_pixel(&mut c.x, s.x_origin.wrapping_sub(REACH as u16));
        }
    }
    if !s.turning {
        return;
    }
    let side = match (s.angle >> 8) as u8 {
        0 => REACH,
        0x80 => -REACH,
        _ => {
            s.angle = s.angle.wrapping_add(s.turn);
            return;
        }
    };
    // `loc_2A154`: down.
    set_pixel(&mut c.y, s.y_origin);
    set_pixel(&mut c.x, s.x_origin.wrapping_add(side as u16));
    c.width_pixels = 0x40;
    s.turning = false;
    c.routine = DOWN;
}

fn add_pixels(v: &mut i32, d: i32) {
    *v = v.wrapping_add(d << 8);
}

impl crate::objects::runtime::object::ObjKind for Drawbridge {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            _ if self.sprite => "logs",
            DOWN => "down",
            _ if self.turning => "turning",
            _ => "up",
        }
    }

    fn name(&self) -> &'static str {
        "drawbridge"
    }
}
