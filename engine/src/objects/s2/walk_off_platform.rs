//! Metropolis' platform that moves when you walk off it, and Mystic Cave's crates that go round a square
//! (s2disasm `Obj6A`: `Obj6A_Init`, `Obj6A_InitSubObject`, `loc_27BDE`, `loc_27C66`, `loc_27CA2`).
//!
//! Both follow a table of moves (X Speed, Y Speed, frames; `byte_27CDC`, `byte_27CF4`, `byte_27D12`), the
//! subtype the byte offset of the first (the rows are 6 bytes; past the fourth the offset goes back to 0).
//! While on screen the object is solid on every side (`SolidObject`: half width `width_pixels` + $B, half
//! height `y_radius`, + 1 on the ground); it unloads by its start x (`MarkObjGone2`).
//! - Metropolis (routine 2): a 64 x 24 platform that moves one row of `byte_27CDC` each time a player who stood
//!   on it leaves it, then waits again.
//! - Mystic Cave (`cmpi.b #mystic_cave_zone`, routine 4): a 64 x 64 crate that never stops, on `byte_27CF4`
//!   (`byte_27D12` X-flipped: the square turned the other way). Subtype $18 makes two more crates in the
//!   slots after it (`AllocateObjectAfterCurrent`), $40 px below and $40 px to either side, starting at rows 1
//!   and 2 (swapped X-flipped): three crates chasing round one square. Only the first crate keeps the square's
//!   start as its own; the other two unload by the first one's x.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::solid::SolidBox;
use formats::level::LevelEvents;

/// `ObjID_MTZLongPlatform`.
pub const ID: u8 = 0x6A;
/// Routines: Metropolis' platform, Mystic Cave's crate.
pub const WAITING: u8 = 2;
pub const CRATE: u8 = 4;
/// The subtype whose crate makes two more.
pub const TRIO: u8 = 0x18;
/// The other crates' offset from the first on each axis.
pub const TRIO_OFFSET: i32 = 0x40;
/// One row of a table: X Speed, Y Speed, frames.
const ROW: u8 = 6;
/// The offset that wraps back to the first row (`cmpi.b #6*4`).
const ROWS_END: u8 = ROW * 4;

/// `byte_27CDC`, `byte_27CF4` and `byte_27D12` as they lie one after the other in the ROM (an offset past one
/// table reads the next, as the game would): words.
pub const TABLES: [i16; 42] = [
    // byte_27CDC: Metropolis.
    0, 0x400, 0x10, 0x400, -0x200, 0x20, 0, 0x400, 0x10, -0x400, -0x200, 0x20, //
    // byte_27CF4: Mystic Cave.
    0, 0x100, 0x40, -0x100, 0, 0x80, 0, -0x100, 0x40, 0x100, 0, 0x80, 0x100, 0, 0x40, //
    // byte_27D12: Mystic Cave X-flipped.
    0, 0x100, 0x40, 0x100, 0, 0x80, 0, -0x100, 0x40, -0x100, 0, 0x80, -0x100, 0, 0x40,
];
/// Where each table starts in [`TABLES`] (words).
pub const METROPOLIS: usize = 0;
pub const MYSTIC_CAVE: usize = 12;
pub const MYSTIC_CAVE_FLIPPED: usize = 27;

/// `Obj6A`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WalkOffPlatform {
    /// `objoff_32`, `objoff_30`: where it unloads by (x) and started (y).
    pub x_origin: u16,
    pub y_origin: u16,
    /// `objoff_2C`: its table (a word index into [`TABLES`]).
    pub table: usize,
    /// `objoff_38`: the byte offset of the next row.
    pub next_row: u8,
    /// `objoff_34`: frames left of the row it moves by.
    pub timer: u16,
    /// `objoff_36`: Metropolis' platform is moving.
    pub moving: bool,
    /// `objoff_3C`: its `status` on the last frame a player stood on it.
    pub stood: u8,
}

pub fn run(c: &mut Common, s: &mut WalkOffPlatform, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, s, cx),
        WAITING => {
            let old_x = c.pixel_x() as i16;
            waiting(c, s);
            solid(c, s, cx, old_x);
        }
        _ => {
            // `loc_27C66`.
            let old_x = c.pixel_x() as i16;
            c.object_move();
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                next_row(c, s);
            }
            solid(c, s, cx, old_x);
        }
    }
}

fn init(c: &mut Common, s: &mut WalkOffPlatform, cx: &mut ObjCtx) {
    c.routine = WAITING;
    c.width_pixels = 0x20;
    c.y_radius = 0xC;
    s.table = METROPOLIS;
    c.mapping_frame = 1;
    let set_origin = |c: &Common, s: &mut WalkOffPlatform| {
        // `loc_27BC4`.
        s.x_origin = c.pixel_x() as u16;
        s.y_origin = c.pixel_y() as u16;
    };
    if matches!(cx.world.game.level, LevelEvents::Mcz1 | LevelEvents::Mcz2) {
        c.routine = CRATE;
        c.y_radius = 0x20;
        s.table = if c.status & 1 != 0 { MYSTIC_CAVE_FLIPPED } else { MYSTIC_CAVE };
        c.mapping_frame = 0;
        if c.subtype == TRIO {
            let flipped = c.status & 1 != 0;
            let (right, left) = if flipped { (0xC, 6) } else { (6, 0xC) };
            for (dx, subtype) in [(TRIO_OFFSET, right), (-TRIO_OFFSET, left)] {
                // `Obj6A_InitSubObject`: the same object at the first one's place (its start x to unload by),
                // then moved.
                let mut child = Common::new(ID, subtype, c.pixel_x() + dx, c.pixel_y() + TRIO_OFFSET, false, false);
                child.status = c.status;
                (child.x_flip, child.y_flip) = (c.x_flip, c.y_flip);
                let state = WalkOffPlatform {
                    x_origin: c.pixel_x() as u16,
                    y_origin: c.pixel_y() as u16,
                    ..Default::default()
                };
                if cx.spawn_after(Obj { common: child, state: State::WalkOffPlatform(state) }).is_none() {
                    break;
                }
            }
            set_origin(c, s);
        }
    } else {
        set_origin(c, s);
    }
    // `loc_27BD0`.
    s.next_row = c.subtype;
    next_row(c, s);
}

/// `loc_27CA2`: the next row's speeds and frames; Metropolis' platform stops.
fn next_row(c: &mut Common, s: &mut WalkOffPlatform) {
    let word = |i: usize| TABLES.get(s.table + usize::from(s.next_row / 2) + i).copied().unwrap_or(0);
    (c.x_vel, c.y_vel, s.timer) = (word(0), word(1), word(2) as u16);
    s.moving = false;
    s.next_row = s.next_row.wrapping_add(ROW);
    if s.next_row >= ROWS_END {
        s.next_row = 0;
    }
}

/// `loc_27BDE`: Metropolis' platform waits for a player who stood on it to leave it, then moves one row.
fn waiting(c: &mut Common, s: &mut WalkOffPlatform) {
    if s.moving {
        c.object_move();
        s.timer = s.timer.wrapping_sub(1);
        if s.timer == 0 {
            next_row(c, s);
        }
        return;
    }
    let (now, before) = (c.status, s.stood);
    if now & STANDING != 0 {
        s.stood = now;
    } else if before & STANDING != 0 {
        s.moving = true;
        s.stood = 0;
        return;
    }
    if now & P2_STANDING != 0 {
        s.stood = now;
    } else if before & P2_STANDING != 0 {
        s.moving = true;
        s.stood = 0;
    }
}

/// Solid while on screen; unloads by its start x.
fn solid(c: &mut Common, s: &WalkOffPlatform, cx: &mut ObjCtx, old_x: i16) {
    if c.on_screen {
        let h = i16::from(c.y_radius);
        let b = SolidBox {
            half_width: i16::from(c.width_pixels) + 0xB,
            half_height_air: h,
            half_height_ground: h + 1,
            old_x,
        };
        cx.solid_object(c, b);
    }
    cx.mark_gone_at(c, i32::from(s.x_origin as i16));
}

impl crate::objects::runtime::object::ObjKind for WalkOffPlatform {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            CRATE => "going round",
            _ if self.moving => "moving",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "walk-off platform"
    }
}
