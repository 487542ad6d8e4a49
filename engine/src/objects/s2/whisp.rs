//! Aquatic Ruin's Whisp, the blowfly badnik (s2disasm `Obj8C`: `Obj8C_Init`, `Obj8C_WaitUntilOnscreen`,
//! `Obj8C_ChasePlayer`, `Obj8C_WaitUntilTimerExpires`, `Obj8C_FlyAway`, `loc_36970`, `loc_36996`,
//! `loc_369F8`; `Obj_CapSpeed`).
//!
//! A badnik (`Obj8C_SubObjData`: `collision_flags` $B, half width $C) that waits until it is on screen, then
//! attacks 4 times: each time it rises at $100 and for 96 frames steers towards the nearer player ($10 a
//! frame on each axis, capped at $200), then hovers for a random 0–$1F frames (`RandomNumber`, the new seed's
//! low 5 bits). After the fourth it flies off up and left at $200.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::s2::orientation_to_player::distances_to_player;

/// `Obj8C_Index`.
pub const WAIT_ON_SCREEN: u8 = 2;
pub const CHASE: u8 = 4;
pub const HOVER: u8 = 6;
pub const FLY_AWAY: u8 = 8;
/// `collision_flags`: an enemy, `Touch_Sizes` $B.
pub const COLLISION: u8 = 0x0B;
/// The steering step and the speed cap.
pub const STEER: i16 = 0x10;
pub const CAP: i16 = 0x200;
/// `Ani_obj8C`.
const SCRIPTS: [&[u8]; 1] = [&[1, 0, 1, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Whisp {
    /// `obj8C_timer`, `obj8C_attacks_remaining`.
    pub timer: u8,
    pub attacks: u8,
}

pub fn run(c: &mut Common, s: &mut Whisp, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = WAIT_ON_SCREEN;
            c.width_pixels = 0xC;
            c.collision_flags = COLLISION;
            s.timer = 0x10;
            s.attacks = 4;
            return;
        }
        WAIT_ON_SCREEN | HOVER => {
            let go = if c.routine == HOVER {
                s.timer = s.timer.wrapping_sub(1);
                (s.timer as i8) < 0
            } else {
                c.on_screen
            };
            if go {
                attack(c, s, cx);
                return;
            }
        }
        CHASE => {
            chase(c, s, cx);
            return;
        }
        _ => c.object_move(),
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `loc_36970`: the next attack, or away after the last.
fn attack(c: &mut Common, s: &mut Whisp, cx: &mut ObjCtx) {
    s.attacks = s.attacks.wrapping_sub(1);
    if (s.attacks as i8) < 0 {
        c.routine = FLY_AWAY;
        c.x_flip = false;
        (c.x_vel, c.y_vel) = (-CAP, -CAP);
        c.object_move();
        animate_sprite(c, &SCRIPTS);
        cx.mark_gone(c);
        return;
    }
    c.routine = CHASE;
    c.y_vel = -0x100;
    s.timer = 96;
    chase(c, s, cx);
}

/// `Obj8C_ChasePlayer`.
fn chase(c: &mut Common, s: &mut Whisp, cx: &mut ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if (s.timer as i8) < 0 {
        // `loc_369F8`.
        c.routine = HOVER;
        cx.world.game.random();
        s.timer = (cx.world.game.rng_seed as u8) & 0x1F;
        (c.x_vel, c.y_vel) = (0, 0);
    } else {
        let (dx, dy) = distances_to_player(c, cx);
        let right = (dx as i16) < 0;
        c.x_flip = right;
        // `bhs`: the player is below when the object's y is the lower word.
        let below = (c.pixel_y() as u16) < (c.pixel_y() as u16).wrapping_sub(dy);
        c.x_vel = c.x_vel.wrapping_add(if right { STEER } else { -STEER }).clamp(-CAP, CAP);
        c.y_vel = c.y_vel.wrapping_add(if below { STEER } else { -STEER }).clamp(-CAP, CAP);
        c.object_move();
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Whisp {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            CHASE => "chasing",
            HOVER => "hovering",
            FLY_AWAY => "flying away",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "Whisp"
    }
}
