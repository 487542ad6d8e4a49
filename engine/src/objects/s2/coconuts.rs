//! Coconuts, the monkey on Emerald Hill's palm trees, and the coconuts it throws (SPG "Game Enemies":
//! Badniks; s2disasm `Obj9D`: `Obj9D_Init`, `Obj9D_Idle`, `Obj9D_SetClimbingDirection`, `Obj9D_Climbing`,
//! `Obj9D_Throwing`, `Obj9D_CreateCoconut`, `Obj9D_ClimbData`, `Obj9D_ThrowData`, `Obj_GetOrientationToPlayer`;
//! the coconut is `Obj98` with `Obj98_CoconutFall`).
//!
//! It waits 17 frames facing the player, then climbs up or down its tree at 1 px/frame for the next entry of
//! a six-entry table (up 31, down 23, up 15, down 39, up 31, down 15 frames), and waits again. While the
//! player is within $60 px horizontally, the attack timer counts down in the waits; at 0 it throws instead
//! of waiting: hand up for 9 frames, then a coconut (hurts; touch size $B) 13 px up and 11 px beside it,
//! thrown at ±1 px/frame and −1 px/frame up with gravity $20, hand down for 9 frames, then it climbs on.
//! The attack timer restarts at $20 after each throw.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::HURT;
use crate::objects::s2::orientation_to_player::orientation_to_player;
use crate::objects::s2::projectile::projectile;

/// Hitbox: an enemy of touch size 9 (`Obj9D_SubObjData`).
pub const COLLISION: u8 = 9;
/// The coconut: hurts, touch size $B (`Obj9D_SubObjData2`).
pub const COCONUT_COLLISION: u8 = HURT | 0x0B;
/// Object id of the coconut (`ObjID_Projectile`: the shared projectile, [`super::projectile`]).
pub const COCONUT_ID: u8 = super::id::PROJECTILE;
/// The wait between climbs, and after a climb.
pub const WAIT: u8 = 0x10;
/// The player is "near" within this many pixels either side.
pub const NEAR: u16 = 0x60;
/// Frames of waiting near the player before each throw after the first.
pub const ATTACK_TIME: u8 = 0x20;
/// Each throwing frame shows for 9 frames (the timer 8 counts down past 0).
pub const THROW_FRAME_TIME: u8 = 8;
/// `Obj9D_ClimbData`: speed (the high byte of Y Speed) and frames.
pub const CLIMB: [(i8, u8); 6] = [(-1, 0x20), (1, 0x18), (-1, 0x10), (1, 0x28), (-1, 0x20), (1, 0x10)];
/// The coconut's start offset above the monkey, speed (`Obj9D_ThrowData`) and gravity (`Obj98_CoconutFall`).
pub const COCONUT_RISE: i32 = 0xD;
pub const COCONUT_THROW: (i32, i16) = (0xB, 0x100);
pub const COCONUT_Y_SPEED: i16 = -0x100;
pub const COCONUT_GRAVITY: i16 = 0x20;

/// `Ani_obj09`: the climbing frames.
const SCRIPTS: [&[u8]; 2] = [&[5, 0, 1, 0xFF], &[9, 1, 2, 1, 0xFF]];

/// What this slot is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Monkey,
    Coconut,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Coconuts {
    pub role: Role,
    /// `Obj9D_timer`.
    pub timer: u8,
    /// `Obj9D_climb_table_index`: byte offset of the next climb in [`CLIMB`].
    pub climb_index: u16,
    /// `Obj9D_attack_timer`.
    pub attack_timer: u8,
}

#[inline]
pub fn run(c: &mut Common, s: &mut Coconuts, cx: &mut ObjCtx) {
    match s.role {
        Role::Monkey => monkey(c, s, cx),
        Role::Coconut => coconut(c, cx),
    }
}

fn monkey(c: &mut Common, s: &mut Coconuts, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `LoadSubObject` with the placement's subtype ($1E: `Obj9D_SubObjData`).
            c.width_pixels = 0xC;
            c.collision_flags = COLLISION;
            c.routine = 2;
            s.timer = WAIT;
            return;
        }
        2 => idle(c, s, cx),
        4 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                c.routine = 2;
                s.timer = WAIT;
            } else {
                c.object_move();
                animate_sprite(c, &SCRIPTS);
            }
        }
        _ => throw(c, s, cx),
    }
    cx.mark_gone(c);
}

/// `Obj9D_Idle`.
fn idle(c: &mut Common, s: &mut Coconuts, cx: &mut ObjCtx) {
    let (left_of_player, d2) = orientation_to_player(c, cx);
    c.x_flip = left_of_player;
    c.status = (c.status & !1) | u8::from(left_of_player);
    if d2.wrapping_add(NEAR) < 2 * NEAR {
        if s.attack_timer == 0 {
            // `Obj9D_StartThrowing`.
            c.routine = 6;
            c.mapping_frame = 1;
            s.timer = THROW_FRAME_TIME;
            s.attack_timer = ATTACK_TIME;
            return;
        }
        s.attack_timer -= 1;
    }
    s.timer = s.timer.wrapping_sub(1);
    if (s.timer as i8) < 0 {
        c.routine = 4;
        set_climb(c, s);
    }
}

/// `Obj9D_SetClimbingDirection`: the next climb of the table (after the sixth, the first again).
fn set_climb(c: &mut Common, s: &mut Coconuts) {
    if s.climb_index >= 0xC {
        s.climb_index = 0;
    }
    let (speed, time) = CLIMB[usize::from(s.climb_index / 2)];
    s.climb_index += 2;
    // Only the high byte of Y Speed is written.
    c.y_vel = i16::from_be_bytes([speed as u8, c.y_vel as u8]);
    s.timer = time;
}

/// `Obj9D_Throwing`.
fn throw(c: &mut Common, s: &mut Coconuts, cx: &mut ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if (s.timer as i8) >= 0 {
        return;
    }
    if c.routine_secondary == 0 {
        c.routine_secondary = 2;
        s.timer = THROW_FRAME_TIME;
        c.mapping_frame = 2;
        create_coconut(c, cx);
    } else {
        c.routine_secondary = 0;
        c.routine = 4;
        set_climb(c, s);
    }
}

/// `Obj9D_CreateCoconut`: the coconut takes the first free slot.
fn create_coconut(c: &Common, cx: &mut ObjCtx) {
    let (dx, x_vel) = if c.x_flip { (-COCONUT_THROW.0, COCONUT_THROW.1) } else { (COCONUT_THROW.0, -COCONUT_THROW.1) };
    let mut nut = Common::new(COCONUT_ID, 0x20, c.pixel_x() + dx, c.pixel_y() - COCONUT_RISE, false, false);
    nut.mapping_frame = 3;
    nut.x_vel = x_vel;
    nut.y_vel = COCONUT_Y_SPEED;
    let state = Coconuts { role: Role::Coconut, ..Default::default() };
    cx.spawn(Obj { common: nut, state: State::Coconuts(state) });
}

/// `Obj98` with `Obj98_CoconutFall`.
fn coconut(c: &mut Common, cx: &mut ObjCtx) {
    if projectile(c, 8, COCONUT_COLLISION, COCONUT_GRAVITY) {
        cx.mark_gone(c);
    }
}

impl crate::objects::runtime::object::ObjKind for Coconuts {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    /// The coconut (`Obj98`, id `ObjID_Projectile`) bounces off the S3K shields.
    fn shield_reaction(&self, c: &crate::objects::runtime::object::Common) -> u8 {
        if c.id == super::id::PROJECTILE { crate::player::moves::reaction::BOUNCE } else { 0 }
    }

    fn name(&self) -> &'static str {
        "Coconuts"
    }
}
