//! Aquatic Ruin's rising pillar (s2disasm `Obj2B`: `Obj2B_Init`, `Obj2B_Main`, `loc_25B28` and its states
//! `loc_25B3C`/`loc_25B4C` (a player near), `loc_25B66` (rising), `loc_25AF6` (the launch), `loc_25BF6` (the
//! pieces, with `byte_25BB0` and `word_25BBE`), `loc_25B8E` (a piece)).
//!
//! A solid block (`SolidObject`: half width $10 + $B, half height `y_radius`, $18 at first, + 1 on the ground)
//! that starts rising once a player (either) is within $40 px of its x: on that frame and every 4th after it
//! moves up 4 px and grows 4 px taller (its bottom stays), six times. A player standing on it shatters it: its
//! mapping frame + 7 names the pieces (8 to 14, as tall as it had grown), the block becomes the first and the
//! others take the free slots after it, each with its speeds and wait from the tables; every player standing
//! on it is curled up (rolling, radii 14 and 7) and put in the air; the pieces wait, then fall with gravity
//! $18, and are deleted the first frame they are off screen.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_as};
use crate::player::{Player, Pose, Routine};

/// Routines (`Obj2B_Index`) and the block's states (`off_25B36`).
pub const MAIN: u8 = 2;
pub const PIECE: u8 = 4;
pub const WAITING: u8 = 0;
pub const RISING: u8 = 2;
pub const RISEN: u8 = 4;
/// `width_pixels`, the first `y_radius`, and how near a player starts it.
pub const WIDTH: u8 = 0x10;
pub const Y_RADIUS: u8 = 0x18;
pub const REACH: u16 = 0x40;
/// Gravity on a falling piece.
pub const GRAVITY: i16 = 0x18;
/// The pieces of mapping frames 7–13 (`obj2B` mappings), by the frame − 7.
pub const PIECES: [usize; 7] = [8, 10, 10, 12, 12, 14, 14];
/// `byte_25BB0`: each piece's wait before it falls.
pub const PIECE_WAITS: [u8; 14] = [0, 0, 0, 0, 4, 4, 8, 8, 0xC, 0xC, 0x10, 0x10, 0x14, 0x14];
/// `word_25BBE`: each piece's X and Y Speed.
pub const PIECE_SPEEDS: [(i16, i16); 14] = [
    (-0x200, -0x200),
    (0x200, -0x200),
    (-0x1C0, -0x1C0),
    (0x1C0, -0x1C0),
    (-0x180, -0x180),
    (0x180, -0x180),
    (-0x140, -0x140),
    (0x140, -0x140),
    (-0x100, -0x100),
    (0x100, -0x100),
    (-0xC0, -0xC0),
    (0xC0, -0xC0),
    (-0x80, -0x80),
    (0x80, -0x80),
];

/// `Obj2B`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RisingPillar {
    /// `objoff_34`: frames to the next rise step.
    pub step: u16,
    /// `objoff_3F`: a piece's wait.
    pub wait: u8,
}

pub fn run(c: &mut Common, s: &mut RisingPillar, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = MAIN;
            c.width_pixels = WIDTH;
            c.y_radius = Y_RADIUS;
            block(c, s, cx);
        }
        MAIN => block(c, s, cx),
        _ => piece(c, s),
    }
}

/// `Obj2B_Main`.
fn block(c: &mut Common, s: &mut RisingPillar, cx: &mut ObjCtx) {
    let old_x = c.pixel_x() as i16;
    match c.routine_secondary {
        WAITING => {
            let near =
                |p: &Player| ((c.pixel_x() as u16).wrapping_sub(p.pixel_x() as u16) as i16).unsigned_abs() < REACH;
            // The sidekick's slot reads x 0 when he is absent.
            let p2_near = match cx.world.sidekick.as_deref() {
                Some(p2) => near(p2),
                None => (c.pixel_x() as u16 as i16).unsigned_abs() < REACH,
            };
            if near(cx.world.player) || p2_near {
                c.routine_secondary = RISING;
            }
        }
        RISING => {
            let (step, borrow) = s.step.overflowing_sub(1);
            s.step = step;
            if borrow {
                s.step = 3;
                c.y -= 4 << 8;
                c.y_radius += 4;
                c.mapping_frame += 1;
                if c.mapping_frame == 6 {
                    c.routine_secondary = RISEN;
                }
            }
        }
        _ => {}
    }
    let h = i16::from(c.y_radius);
    let b =
        SolidBox { half_width: i16::from(c.width_pixels) + 0xB, half_height_air: h, half_height_ground: h + 1, old_x };
    solid_object_as(c, cx.world.player, b, P1);
    if let Some(p2) = cx.sidekick_on_screen() {
        solid_object_as(c, p2, b, P2);
    }
    if c.status & (P1.standing | P2.standing) == 0 {
        cx.mark_gone(c);
        return;
    }
    c.mapping_frame += 7;
    shatter(c, s, cx);
    curl(c, cx.world.player, P1);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        curl(c, p2, P2);
    }
    piece(c, s);
}

/// `loc_25AF6`: a player standing on it is curled up and put in the air.
fn curl(c: &mut Common, p: &mut Player, who: Who) {
    if c.status & who.standing == 0 {
        return;
    }
    c.status &= !who.standing;
    p.rolling = true;
    p.height_radius = 0xE;
    p.width_radius = 7;
    p.pose = Pose::Roll;
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
}

/// `loc_25BF6`: the block becomes the first piece; the others take the free slots after it.
fn shatter(c: &mut Common, s: &mut RisingPillar, cx: &mut ObjCtx) {
    let count = PIECES.get(usize::from(c.mapping_frame.saturating_sub(7))).copied().unwrap_or(8);
    c.routine = PIECE;
    (c.x_vel, c.y_vel) = PIECE_SPEEDS[0];
    s.wait = PIECE_WAITS[0];
    for k in 1..count {
        let mut f = Common::new(c.id, 0, 0, 0, c.x_flip, c.y_flip);
        f.x = c.x & !0xFF;
        f.y = c.y & !0xFF;
        f.routine = PIECE;
        f.width_pixels = c.width_pixels;
        f.mapping_frame = c.mapping_frame;
        f.on_screen = c.on_screen;
        (f.x_vel, f.y_vel) = PIECE_SPEEDS[k];
        let piece = RisingPillar { step: 0, wait: PIECE_WAITS[k] };
        if cx.spawn_after(Obj { common: f, state: State::RisingPillar(piece) }).is_none() {
            break;
        }
    }
}

/// `loc_25B8E`: a piece waits, then falls; deleted off screen.
fn piece(c: &mut Common, s: &mut RisingPillar) {
    if s.wait != 0 {
        s.wait -= 1;
    } else {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    }
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for RisingPillar {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (c.routine, c.routine_secondary) {
            (PIECE, _) => "piece",
            (_, WAITING) => "waiting",
            (_, RISING) => "rising",
            _ => "risen",
        }
    }

    fn name(&self) -> &'static str {
        "rising pillar"
    }
}
