//! Casino Night's round bumper (s2disasm `Obj44`: `Obj44_Init`, `Obj44_Main`, `Obj44_BumpCharacter`).
//!
//! A special hitbox (`collision_flags` $D7: 8 × 8) that `Touch_Special` marks touched (bit 0 player 1, bit 1
//! the sidekick). Each player who touched it is thrown away from its centre at 7 px/frame: the angle from him
//! to it (`CalcAngle`) plus the low 2 bits of the frame counter's high byte (a byte read of the word), X Speed = cos × −$700 / 256, Y Speed = sin × −$700
//! / 256, in the air, neither roll-jumping, pushing nor jumping. The first 10 hits of a bumper score 10 points
//! each and leave a points sprite (`Obj29` frame 4) in the first free slot.

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::animate::{animate_sprite, fast_forward};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::SPECIAL;
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::player::Player;

/// `collision_flags`: special, `Touch_Sizes` entry $17 (8 x 8).
pub const COLLISION: u8 = SPECIAL | 0x17;
/// The bounce speed (`muls.w #-$700`).
pub const BOUNCE: i32 = -0x700;
/// `cmpi.b #$8A`: the respawn entry's loaded bit plus 10 hits; no more points after.
pub const SCORING_HITS: u8 = 10;
/// `AddPoints2` with 1: 10 points.
pub const POINTS: u32 = 10;
/// The points sprite's mapping frame ("10").
pub const POINTS_FRAME: u8 = 4;
/// `Ani_obj44`: at rest, hit.
const SCRIPTS: [&[u8]; 2] = [&[0xF, 0, 0xFF], &[3, 1, 0, 1, 0xFD, 0]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RoundBumper;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
    }
    if c.collision_property != 0 {
        let touched = std::mem::take(&mut c.collision_property);
        // `move.b (Level_frame_counter).w,d1`: the counter word's high byte.
        let frame = cx.world.game.frame_counter >> 8;
        if touched & 1 != 0 {
            bump(c, cx.world.player, frame);
            score(c, cx);
        }
        if touched & 2 != 0
            && let Some(p2) = cx.world.sidekick.as_deref_mut()
        {
            bump(c, p2, frame);
            score(c, cx);
        }
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
    // At rest (the resting script, running): until a player comes within touch of its 8 x 8 box its runs
    // change nothing but the script's duration counter (a touch while it naps wakes it: the player is near).
    if c.anim == 0 && c.prev_anim == 0 {
        cx.nap(c, 8, 8);
    }
}

/// Catches up a napping bumper ([`crate::objects::runtime::object::Obj::catch_up`]): its resting script (one
/// frame shown 16 game frames) for `slept` frames.
pub fn catch_up(c: &mut Common, slept: u32) {
    fast_forward(c, slept, 0xF, 2, 1, |c| animate_sprite(c, &SCRIPTS));
}

/// `Obj44_BumpCharacter`'s throw.
fn bump(c: &mut Common, p: &mut Player, frame: u16) {
    let dx = (c.pixel_x() - p.pixel_x()) as i16;
    let dy = (c.pixel_y() - p.pixel_y()) as i16;
    let angle = calc_angle(dx, dy).wrapping_add((frame & 3) as u8);
    p.x_speed = ((i32::from(cos(angle)) * BOUNCE) >> 8) as i16;
    p.y_speed = ((i32::from(sin(angle)) * BOUNCE) >> 8) as i16;
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
    c.anim = 1;
}

/// `Obj44_BumpCharacter`'s score: counted in the respawn entry, 10 points and their sprite.
fn score(c: &Common, cx: &mut ObjCtx) {
    if let Some(i) = c.respawn {
        let hits = cx.world.env.respawn.get(i) & 0x7F;
        if hits >= SCORING_HITS {
            return;
        }
        cx.world.env.respawn.set_hits(i, hits + 1);
    }
    cx.world.game.score = cx.world.game.score.wrapping_add(POINTS);
    let mut points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
    points.mapping_frame = POINTS_FRAME;
    let state = State::Explosion(Explosion { role: Role::Points, ..Default::default() });
    cx.spawn(Obj { common: points, state });
}

impl crate::objects::runtime::object::ObjKind for RoundBumper {
    const LIVE_MAPPING_FRAME: bool = true;
    // It throws players (their speeds), never moves them.
    const MAY_MOVE_PLAYERS: bool = false;

    fn catch_up(c: &mut Common, slept: u32) {
        catch_up(c, slept);
    }

    #[inline(always)]
    fn run(_s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, cx);
        None
    }

    fn name(&self) -> &'static str {
        "round bumper"
    }
}
