//! Metropolis's steam spring (s2disasm `Obj42`: `Obj42_Init`, `loc_26688` its cycle, `loc_2674C` the puffs,
//! `loc_2678E`/`loc_26798` the launch, `loc_2683A` a puff).
//!
//! A piston, solid always (`SolidObject_Always_SingleCharacter`, half width $1B, half height $10) for each
//! player in turn, that cycles by itself from the frame it loads: down (16 px below its placed y, where it
//! starts) for $3C frames, up 8 px a frame to its placed y (the frame it arrives it puffs steam: two puffs
//! $28 px either side, at its placed y, the left one mirrored), up for $3C frames, back down 8 px a frame.
//! A player standing on it while it is on its way up (the cycle's second state, rising or just risen) is
//! launched as an up spring does: Y Speed −$A00, in the air off the object, spring pose; subtype bit 7 stops
//! his X Speed, bit 0 twirls him, bits 2–3 set his layer. A puff grows one mapping frame every 8 frames, hurts
//! (collision $A6) while on frame 3, and is gone at frame 7.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_always_as};
use crate::objects::s2::spring::{Kind, give_layer, give_twirl};
use crate::player::{Player, Pose, Routine};

/// Routines (`Obj42_Index`).
pub const PISTON: u8 = 2;
pub const PUFF: u8 = 4;
/// The cycle (`routine_secondary`): down and waiting, rising, up and waiting, falling.
pub const DOWN: u8 = 0;
pub const RISING: u8 = 2;
pub const UP: u8 = 4;
pub const FALLING: u8 = 6;
/// Frames waited at either end (`move.w #$3B,objoff_32(a0)` counted to −1).
pub const WAIT: u16 = 0x3B;
/// The launch speed.
pub const LAUNCH: i16 = -0xA00;
/// A puff's collision while on mapping frame 3 (hurt, size $26), its distance from the piston.
pub const PUFF_COLLISION: u8 = 0xA6;
pub const PUFF_OFFSET: i32 = 0x28;

/// `Obj42`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SteamSpring {
    /// `objoff_32`: the wait at either end.
    pub wait: i16,
    /// `objoff_34`: its placed y; `objoff_36`: how far below it the piston is ($10 down, 0 up).
    pub base_y: i16,
    pub depth: i16,
}

pub fn run(c: &mut Common, s: &mut SteamSpring, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = PISTON;
            c.width_pixels = 0x10;
            c.mapping_frame = 7;
            s.base_y = c.pixel_y() as i16;
            s.depth = 0x10;
            set_y(c, s.base_y.wrapping_add(0x10));
            piston(c, s, cx);
        }
        PISTON => piston(c, s, cx),
        _ => puff(c),
    }
}

fn set_y(c: &mut Common, y: i16) {
    c.y = (i32::from(y) << 8) | (c.y & 0xFF);
}

/// `loc_26688`: solid for each player (launching him while rising), then the cycle.
fn piston(c: &mut Common, s: &mut SteamSpring, cx: &mut ObjCtx) {
    let b = SolidBox { half_width: 0x1B, half_height_air: 0x10, half_height_ground: 0x10, old_x: c.pixel_x() as i16 };
    one_player(c, cx.world.player, b, P1);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        one_player(c, p2, b, P2);
    }
    match c.routine_secondary {
        DOWN | UP => {
            s.wait -= 1;
            if s.wait < 0 {
                s.wait = WAIT as i16;
                c.routine_secondary += 2;
            }
        }
        RISING => {
            s.depth -= 8;
            if s.depth == 0 {
                c.routine_secondary = UP;
                puff_at(c, s, cx, PUFF_OFFSET, false);
                puff_at(c, s, cx, -PUFF_OFFSET, true);
            }
            set_y(c, s.depth.wrapping_add(s.base_y));
        }
        _ => {
            s.depth += 8;
            if s.depth == 0x10 {
                c.routine_secondary = DOWN;
            }
            set_y(c, s.depth.wrapping_add(s.base_y));
        }
    }
    cx.mark_gone(c);
}

fn one_player(c: &mut Common, p: &mut Player, b: SolidBox, who: Who) {
    solid_object_always_as(c, p, b, who);
    if c.status & who.standing != 0 && c.routine_secondary == RISING {
        launch(c, p);
    }
}

/// `loc_26798`: launched as an up spring launches (no 8 px push into it).
fn launch(c: &Common, p: &mut Player) {
    p.y_speed = LAUNCH;
    p.air = true;
    p.on_object = false;
    p.pose = Pose::Spring;
    p.routine = Routine::Normal;
    p.clear_spindash_flag();
    if c.subtype & 0x80 != 0 {
        p.x_speed = 0;
    }
    give_twirl(Kind::Up, c.subtype, p);
    give_layer(c.subtype, p);
}

/// `loc_2674C`: a puff in the first free slot, at the piston's x + `dx` and its placed y.
fn puff_at(c: &Common, s: &SteamSpring, cx: &mut ObjCtx, dx: i32, x_flip: bool) {
    let mut f = Common::new(c.id, 0, c.pixel_x() + dx, i32::from(s.base_y), x_flip, false);
    f.routine = PUFF;
    f.anim_frame_duration = 7;
    f.width_pixels = 0x18;
    cx.spawn(Obj { common: f, state: State::SteamSpring(SteamSpring::default()) });
}

/// `loc_2683A`: one mapping frame every 8 frames; hurting on frame 3; deleted at frame 7.
fn puff(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 7;
        c.collision_flags = 0;
        c.mapping_frame += 1;
        if c.mapping_frame == 3 {
            c.collision_flags = PUFF_COLLISION;
        }
        if c.mapping_frame == 7 {
            c.delete();
            return;
        }
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for SteamSpring {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (c.routine, c.routine_secondary) {
            (PUFF, _) => "steam",
            (_, DOWN) => "down",
            (_, RISING) => "rising",
            (_, UP) => "up",
            _ => "falling",
        }
    }

    fn name(&self) -> &'static str {
        "steam spring"
    }
}
