//! Casino Night's Crawl, the badnik with a bumper shield (s2disasm `ObjC8`: `ObjC8_Init`, `loc_3D27C` (walk),
//! `loc_3D2A6` (pause and turn), `loc_3D2D4` (guard), `loc_3D36C`, `loc_3D390`, `loc_3D3A4` (the bounce),
//! `loc_3D416` (a player near); `ObjC8_SubObjData`, `Ani_objC8`; `Obj_GetOrientationToPlayer`).
//!
//! It walks at $20 (left, or right when X-flipped) for $1FF frames, pauses $3C and turns. While the nearer
//! player is within $40 px on both axes it stands guard (`collision_flags` $D7: special, `Touch_Sizes` $17),
//! and a player touching it (`collision_property`) is judged: one not curled makes it harmful for a frame
//! ($97; $17 while he is invincible); one curled in the air, or on the ground in front of it (its shield's
//! side), is bounced off at $700 away from it (`CalcAngle` of it minus him, plus the level frame counter's
//! high byte & 3; `CalcSine`); one curled on the ground behind it makes it an ordinary enemy for a frame ($17),
//! so the touch destroys it. The frame after a harmful one it holds its shield up (mapping frame 1). It goes
//! back to walking or pausing when the player leaves, and unloads by its x (`MarkObjGone`).
//!
//! As in the game, the first player's touch is judged on the nearer player (`a1` from
//! `Obj_GetOrientationToPlayer`), the sidekick's on the sidekick, and which side is in front by the nearer.

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State};
use crate::objects::s2::orientation_to_player::distances_to_player;
use crate::player::{Player, Pose};

/// `ObjC8_Index`.
pub const WALK: u8 = 2;
pub const PAUSE: u8 = 4;
pub const GUARD: u8 = 6;
/// `ObjC8_SubObjData`'s `collision_flags` and the two its guard sets.
pub const GUARDING: u8 = 0xD7;
pub const HARMFUL: u8 = 0x97;
pub const ENEMY: u8 = 0x17;
/// The walk's speed and length, the pause's, the guard's reach and the bounce's speed.
pub const SPEED: i16 = 0x20;
pub const WALK_FRAMES: u16 = 0x200;
pub const PAUSE_FRAMES: u16 = 0x3B;
pub const REACH: u16 = 0x40;
pub const BOUNCE: i32 = -0x700;
/// `status` bit 3, used as "harmful last frame" (`status.npc.p1_standing`).
const SHIELD_UP: u8 = 0x08;
/// `Ani_objC8`.
const SCRIPTS: [&[u8]; 1] = [&[0x13, 0, 1, 0xFF]];

/// `ObjC8`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Crawl {
    /// `objoff_2A`: the walk's or the pause's frames left.
    pub timer: u16,
    /// `objoff_2C`: the routine to go back to after the guard.
    pub resume: u8,
}

pub fn run(c: &mut Common, s: &mut Crawl, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = WALK;
            c.width_pixels = 0x10;
            c.collision_flags = GUARDING;
            s.timer = WALK_FRAMES;
            c.x_vel = if c.x_flip { SPEED } else { -SPEED };
            c.y_radius = 0xF;
            c.x_radius = 0x10;
            return;
        }
        WALK => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                c.routine = PAUSE;
                s.timer = PAUSE_FRAMES;
            } else {
                c.object_move();
                check_near(c, s, cx);
                animate_sprite(c, &SCRIPTS);
            }
        }
        PAUSE => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i16) < 0 {
                c.routine = WALK;
                s.timer = WALK_FRAMES;
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
                c.status ^= 1;
            } else {
                check_near(c, s, cx);
            }
        }
        _ => guard(c, s, cx),
    }
    cx.mark_gone(c);
}

/// Whether the nearer player is within $40 px on both axes (`addi.w #$40; cmpi.w #$80; bhs`).
fn near(c: &Common, cx: &ObjCtx) -> bool {
    let (dx, dy) = distances_to_player(c, cx);
    dx.wrapping_add(REACH) < 2 * REACH && dy.wrapping_add(REACH) < 2 * REACH
}

/// `loc_3D416`: the guard, remembering the routine to go back to.
fn check_near(c: &mut Common, s: &mut Crawl, cx: &ObjCtx) {
    if near(c, cx) {
        s.resume = c.routine;
        c.routine = GUARD;
        c.mapping_frame = 0;
    }
}

/// `loc_3D2D4`.
fn guard(c: &mut Common, s: &mut Crawl, cx: &mut ObjCtx) {
    c.collision_flags = GUARDING;
    if !near(c, cx) {
        c.routine = s.resume;
        return;
    }
    if c.status & SHIELD_UP != 0 {
        c.status &= !SHIELD_UP;
        c.mapping_frame = 1;
        return;
    }
    if c.collision_property == 0 {
        return;
    }
    // `Obj_GetOrientationToPlayer`'s d0 for the shield test: the nearer player to its right.
    let nearer_right = (distances_to_player(c, cx).0 as i16) < 0;
    if c.collision_property & 1 != 0 {
        c.collision_property &= !1;
        // `a1`: the nearer player (`Obj_GetOrientationToPlayer`'s).
        let x = c.pixel_x() as u16;
        let to_main = x.wrapping_sub(cx.world.player.pixel_x() as u16) as i16;
        let to_p2 = x.wrapping_sub(cx.world.sidekick.as_deref().map_or(0, Player::pixel_x) as u16) as i16;
        let main_nearer = to_main.unsigned_abs() <= to_p2.unsigned_abs();
        let frame = cx.world.game.frame_counter;
        let p = match cx.world.sidekick.as_deref_mut() {
            Some(p2) if !main_nearer => p2,
            _ => &mut *cx.world.player,
        };
        if judge(c, p, frame, nearer_right) {
            return;
        }
    }
    if c.collision_property & 2 != 0 {
        c.collision_property &= !2;
        let frame = cx.world.game.frame_counter;
        if let Some(p2) = cx.world.sidekick.as_deref_mut()
            && judge(c, p2, frame, nearer_right)
        {
            return;
        }
    }
    c.collision_property = 0;
}

/// A touch judged: `true` when it ends the frame's guard (`loc_3D36C`, `loc_3D390`).
fn judge(c: &mut Common, p: &mut Player, frame_counter: u16, nearer_right: bool) -> bool {
    if p.pose != Pose::Roll {
        c.collision_flags = if p.invincibility > 0 { ENEMY } else { HARMFUL };
        c.status |= SHIELD_UP;
        c.mapping_frame = 1;
        return true;
    }
    if !p.air {
        // d0: 2 when the nearer player is to its right, less 2 when X-flipped; not 0: behind it.
        if nearer_right != c.x_flip {
            c.collision_flags = ENEMY;
            return true;
        }
    }
    bounce(c, p, frame_counter);
    false
}

/// `loc_3D3A4`: the player is thrown off the shield at $700.
pub fn bounce(c: &mut Common, p: &mut Player, frame_counter: u16) {
    c.mapping_frame = if p.air { 3 } else { 2 };
    let dx = (c.pixel_x() as u16).wrapping_sub(p.pixel_x() as u16) as i16;
    let dy = (c.pixel_y() as u16).wrapping_sub(p.pixel_y() as u16) as i16;
    // `move.b (Level_frame_counter).w,d1`: the word's high byte.
    let angle = calc_angle(dx, dy).wrapping_add(((frame_counter >> 8) & 3) as u8);
    p.x_speed = ((i32::from(cos(angle)) * BOUNCE) >> 8) as i16;
    p.y_speed = ((i32::from(sin(angle)) * BOUNCE) >> 8) as i16;
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
}

impl crate::objects::runtime::object::ObjKind for Crawl {
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            PAUSE => "pausing",
            GUARD => "guarding",
            _ => "walking",
        }
    }

    fn name(&self) -> &'static str {
        "Crawl"
    }
}
