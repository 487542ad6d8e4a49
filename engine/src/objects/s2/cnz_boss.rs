//! Casino Night Zone's boss, the Eggmobile with its electric generators (s2disasm `Obj51`: `Obj51_Init`,
//! `loc_31A04`–`loc_31E2A` the vehicle, `loc_31F24`–`loc_32080` the electric ball it drops; the shared
//! `Boss_MoveObject`, `AnimateBoss`, `Boss_LoadExplosion`; SPG "Game Enemies" for bosses).
//!
//! `LevEvents_CNZ2` loads it $5A frames after the arena closes ([`crate::objects::runtime::level_events`]). Like
//! Mystic Cave's ([`super::mcz_boss`]) it is one multi-sprite object (the electricity, two generators, the vehicle,
//! Robotnik's face) kept at `Boss_X_pos`/`Boss_Y_pos` (16.16), bobbing by `CalcSine` ($40 steps: ±4 px). It starts
//! at ($2A46, $654) and flies at 1½ px a frame between x $28C0 and $29C0, turning at each end; every $40 frames its
//! generators switch between the electricity above (`Boss_CollisionRoutine` 2) and below (1). With the player
//! within 16 px of its x: low (y $6B0 or more) it drops an electric ball (up to three a pass): it stops, the ball
//! (`collision_flags` $98, hurts) hangs from it sinking 1 px a frame to $2E below, falls after $50 frames ($38
//! gravity) and splits in two where it lands (−$300 up, ∓$100 sideways) which fall out of the arena (y $705);
//! the boss goes on $14 frames later and waits $40 frames before the next. Higher (from y $67C) it dives at $180
//! to y $680 with the electricity on top and rises back at −$180 to $654.
//!
//! Its hitbox is `collision_flags` $0F with 8 hits (`boss_hitcount2`, kept in `collision_property`). After a hit it
//! is untouchable for 48 frames while the palette flashes ([`hit_flash`]) and Robotnik winces; he laughs while the
//! player is hurt. The game's `Obj51_Init` writes $80 into `boss_invulnerable_time` (the `mainspr_height` slot), so
//! the first hit's flash lasts $80 frames. The last hit: 1000 points, $B3 frames of explosions while the
//! generators fall off (from countdown $78 and 60), then it sinks and rises ($12 + $20 frames) and flees right at
//! $400 while the camera's right limit opens 2 px a frame to $2B20; it is deleted off screen once the limit is
//! there.
//!
//! The electricity hurts by its own box (`BossCollision_CNZ` by `Boss_CollisionRoutine`:
//! [`crate::objects::s2::boss_collision`]); the defeat writes chunk $DD into the arena's right wall
//! (`Level_Layout+$C54`). Not modelled: the sidekick's hurt (only the player's makes
//! Robotnik laugh), sounds, music, art. `Vint_runcount` is read as the level's frame counter.

use crate::camera::SCREEN_WIDTH;
use crate::math::{px, set_px, sin};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::s2::animate_boss::animate_multi_sprite;
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::s2::ehz_boss::boss_load_explosion;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use crate::player::Routine;

/// The vehicle's hitbox, its hits; the electric ball's hitbox (hurts, size $18).
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const BALL_COLLISION: u8 = 0x98;
/// Frames it cannot be hit after a hit, and the first hit's (`Obj51_Init`'s `mainspr_height` write).
pub const INVULNERABLE_FRAMES: u8 = 48;
pub const FIRST_INVULNERABLE: u8 = 0x80;
/// Where `Obj51_Init` puts it, its flying speed and the x at which it turns.
pub const START_X: i16 = 0x2A46;
pub const START_Y: i16 = 0x654;
pub const FLY_VEL: i16 = 0x180;
pub const TURN_LEFT_X: i16 = 0x28C0;
pub const TURN_RIGHT_X: i16 = 0x29C0;
/// The player heights that make it drop a ball (at or below) or dive (at or below, above the first), the balls
/// a pass, the dive's bottom and speed.
pub const DROP_PLAYER_Y: u16 = 0x6B0;
pub const DIVE_PLAYER_Y: u16 = 0x67C;
pub const BALLS_PER_PASS: u8 = 3;
pub const DIVE_Y: u16 = 0x680;
pub const DIVE_VEL: i16 = 0x180;
/// Frames the ball hangs (`Boss_Countdown` $50), the wait after it (to −$14) and the pause before the next ($40).
pub const BALL_HANG: i16 = 0x50;
pub const BALL_WAIT: i16 = -0x14;
pub const BALL_COOLDOWN: u8 = 0x40;
/// How far below the boss the ball hangs, and where the split balls are deleted.
pub const BALL_DROP: i16 = 0x2E;
pub const BALL_END_Y: u16 = 0x705;
/// Score for beating it, its explosion time, the camera's right limit it opens to.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_TIME: i16 = 0xB3;
pub const CAMERA_END_MAX_X: i32 = 0x2B20;

/// `boss_subtype`: the vehicle or an electric ball.
pub mod subtype {
    pub const INIT: u8 = 0;
    pub const MAIN: u8 = 2;
    pub const BALL: u8 = 4;
}

/// `boss_routine` of the vehicle (`off_31A2A`).
pub mod step {
    pub const FLY: u8 = 0;
    pub const DROP_BALL: u8 = 2;
    pub const DIVE: u8 = 4;
    pub const DEFEATED: u8 = 6;
    pub const HOVER: u8 = 8;
    pub const FLEE: u8 = 0xA;
}

/// The vehicle's state, or an electric ball's (`link`, `drop`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CnzBoss {
    /// `boss_routine` ([`step`]).
    pub step: u8,
    /// `Boss_X_pos`, `Boss_Y_pos` (16.16), `Boss_X_vel`, `Boss_Y_vel`, `Boss_Countdown`.
    pub boss_x: i32,
    pub boss_y: i32,
    pub boss_x_vel: i16,
    pub boss_y_vel: i16,
    pub countdown: i16,
    /// `Boss_CollisionRoutine`: 0 none, 1 electricity below, 2 above.
    pub collision_routine: u8,
    /// `objoff_38`: flying left (0) or right (2).
    pub direction: u8,
    /// `objoff_2D`: balls dropped this pass.
    pub balls: u8,
    /// `objoff_3E`: the dive is rising; `objoff_3F`: frames before it may drop or dive again.
    pub rising: bool,
    pub cooldown: u8,
    /// `boss_sine_count`.
    pub sine_count: u8,
    /// `boss_invulnerable_time` and the palette colour it leaves.
    pub invulnerable: u8,
    pub flash: FlashColour,
    /// `boss_defeated`: the generators fall off.
    pub defeated: bool,
    /// `Boss_AnimationArray` and the sprites' frames (`mainspr_mapframe`, `sub2`–`sub5_mapframe`).
    pub anim: [u8; 10],
    pub frames: [u8; 5],
    /// `sub2`–`sub5_x_pos`/`y_pos`: generator, vehicle, face, generator.
    pub subs: [(i16, i16); 4],
    /// `objoff_34`, `objoff_3A` (16.16) and `objoff_30`, `objoff_2E`: the generators' fall (sub2, sub5).
    pub gen_y: [i32; 2],
    pub gen_y_vel: [i16; 2],
    /// A ball's: `objoff_34` the boss's slot, `objoff_28` how far below it hangs.
    pub link: Option<usize>,
    pub drop: i16,
}

/// The boss as `LevEvents_CNZ2` loads it (`Obj51_Init` places it).
pub fn spawned() -> Obj {
    Obj { common: Common::new(id::CNZ_BOSS, 0, 0, 0, false, false), state: State::CnzBoss(Default::default()) }
}

/// `Obj51`.
pub fn run(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    match c.routine {
        subtype::INIT => init(c, s),
        subtype::MAIN => main(c, s, cx),
        _ => ball(c, s, cx),
    }
}

fn set_hi(v: &mut i32, p: i16) {
    *v = (i32::from(p) << 16) | (*v & 0xFFFF);
}

fn hi(v: i32) -> i16 {
    (v >> 16) as i16
}

/// `Obj51_Init` (and `loc_319D6`, the animation array).
fn init(c: &mut Common, s: &mut CnzBoss) {
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    s.frames[0] = 0;
    c.width_pixels = 0x20;
    s.invulnerable = FIRST_INVULNERABLE;
    c.routine = subtype::MAIN;
    s.step = step::FLY;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    set_hi(&mut s.boss_x, START_X);
    set_hi(&mut s.boss_y, START_Y);
    s.subs = [(START_X, START_Y); 4];
    s.frames[1..].copy_from_slice(&[5, 1, 6, 2]);
    s.direction = 0;
    s.boss_y_vel = 0;
    s.boss_x_vel = -FLY_VEL;
    s.balls = 0;
    s.countdown = 1;
    s.anim = [8, 0, 1, 0, 0x10, 0, 3, 0, 2, 0];
}

/// `Boss_MoveObject`.
fn boss_move(s: &mut CnzBoss) {
    s.boss_x = s.boss_x.wrapping_add(i32::from(s.boss_x_vel) << 8);
    s.boss_y = s.boss_y.wrapping_add(i32::from(s.boss_y_vel) << 8);
}

/// The electricity on top (`mainspr_mapframe` $F, `Boss_CollisionRoutine` 2).
fn electricity_up(s: &mut CnzBoss) {
    s.frames[0] = 0xF;
    s.collision_routine = 2;
    s.anim[3] = 0x20;
    s.anim[9] = 0x20;
    s.anim[0] = 9;
}

/// The electricity below (`mainspr_mapframe` $C, `Boss_CollisionRoutine` 1).
fn electricity_down(s: &mut CnzBoss) {
    s.frames[0] = 0xC;
    s.collision_routine = 1;
    s.anim[3] = 0;
    s.anim[9] = 0;
    s.anim[0] = 4;
}

/// `loc_31A1C`: the vehicle, by `boss_routine`.
fn main(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    match s.step {
        step::FLY => fly(c, s, cx),
        step::DROP_BALL => {
            s.collision_routine = 0;
            s.countdown = s.countdown.wrapping_sub(1);
            if s.countdown == 0 {
                s.anim[3] = 0x20;
                s.anim[9] = 0x20;
            } else if s.countdown <= BALL_WAIT {
                s.anim[3] = 0;
                s.anim[9] = 0;
                s.step = step::FLY;
                s.countdown = -1;
                s.cooldown = BALL_COOLDOWN;
            }
        }
        step::DIVE => {
            boss_move(s);
            if !s.rising {
                if px(c.y) as u16 >= DIVE_Y {
                    s.boss_x_vel = 0;
                    s.boss_y_vel = -DIVE_VEL;
                    s.rising = true;
                    electricity_down(s);
                }
            } else if (px(c.y) as u16) < START_Y as u16 {
                s.step = step::FLY;
                s.boss_y_vel = 0;
                s.boss_x_vel = -FLY_VEL;
                if c.x_flip {
                    s.boss_x_vel = FLY_VEL;
                    s.frames[0] = 0xC;
                }
            }
        }
        step::DEFEATED => {
            defeated(c, s, cx);
            return;
        }
        step::HOVER => {
            hover(s);
            boss_move(s);
            bob_and_hits(c, s, cx);
            place(c, s);
            transfer_positions(c, s);
            c.display();
            return;
        }
        step::FLEE => {
            s.boss_x_vel = 0x400;
            s.boss_y_vel = -0x40;
            let max_x = cx.world.env.bounds.right - SCREEN_WIDTH;
            if max_x != CAMERA_END_MAX_X {
                cx.world.env.bounds.right += 2;
            } else if !c.on_screen {
                c.delete();
                return;
            }
            boss_move(s);
            bob_and_hits(c, s, cx);
            place(c, s);
            transfer_positions(c, s);
            animate_multi_sprite(&mut s.anim, &mut s.frames, &SCRIPTS);
            c.display();
            return;
        }
        _ => {}
    }
    // `loc_31C08`.
    bob_and_hits(c, s, cx);
    transfer_positions(c, s);
    face(s, cx);
    animate_multi_sprite(&mut s.anim, &mut s.frames, &SCRIPTS);
    c.display();
}

/// `loc_31A36`: flies between the turning points; with the player within 16 px of its x it drops a ball (player
/// low, up to three a pass) or dives (player a little higher); otherwise every $40 frames its electricity
/// switches sides.
fn fly(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    if s.direction == 0 {
        if hi(s.boss_x) <= TURN_LEFT_X {
            set_hi(&mut s.boss_x, TURN_LEFT_X);
            s.boss_y_vel = 0;
            s.boss_x_vel = FLY_VEL;
            s.direction = 2;
            c.x_flip = true;
            s.balls = 0;
        }
    } else if hi(s.boss_x) >= TURN_RIGHT_X {
        set_hi(&mut s.boss_x, TURN_RIGHT_X);
        s.boss_y_vel = 0;
        s.boss_x_vel = -FLY_VEL;
        s.direction = 0;
        c.x_flip = false;
        s.balls = 0;
    }
    boss_move(s);
    if s.cooldown != 0 {
        s.cooldown -= 1;
    } else {
        let (player_x, player_y) = (px(cx.world.player.x), px(cx.world.player.y) as u16);
        let dx = player_x.wrapping_sub(px(c.x)).wrapping_add(0x10) as u16;
        if dx < 0x20 {
            if player_y >= DROP_PLAYER_Y {
                if s.balls < BALLS_PER_PASS {
                    s.balls += 1;
                    s.step = step::DROP_BALL;
                    s.anim[0] = 8;
                    s.anim[3] = 0;
                    s.anim[9] = 0;
                    s.collision_routine = 0;
                    let common = Common { id: id::CNZ_BOSS, routine: subtype::BALL, ..Default::default() };
                    let ball = CnzBoss { link: Some(cx.current()), ..Default::default() };
                    cx.spawn(Obj { common, state: State::CnzBoss(ball) });
                    s.countdown = BALL_HANG;
                    return;
                }
            } else if player_y >= DIVE_PLAYER_Y {
                electricity_up(s);
                s.step = step::DIVE;
                s.boss_x_vel = 0;
                s.boss_y_vel = DIVE_VEL;
                s.rising = false;
                return;
            }
        }
    }
    // `loc_31B46`.
    s.countdown = s.countdown.wrapping_add(1);
    if s.countdown & 0x3F != 0 {
        return;
    }
    if s.countdown & 0x40 != 0 {
        electricity_up(s);
    } else {
        electricity_down(s);
    }
}

fn place(c: &mut Common, s: &CnzBoss) {
    set_px(&mut c.y, hi(s.boss_y));
    set_px(&mut c.x, hi(s.boss_x));
}

/// `loc_31CDC`: bobs ($40 a step of `CalcSine`: ±4 px about `Boss_Y_pos`), then the hits: the last beats it
/// (`loc_31D42`), otherwise the hit flash.
fn bob_and_hits(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    set_px(&mut c.y, (sin(s.sine_count) >> 6).wrapping_add(hi(s.boss_y)));
    set_px(&mut c.x, hi(s.boss_x));
    s.sine_count = s.sine_count.wrapping_add(2);
    if s.step >= step::DEFEATED {
        return;
    }
    if c.collision_property == 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        s.countdown = DEFEAT_TIME;
        s.step = step::DEFEATED;
        return;
    }
    hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION);
}

/// `loc_31C92`: Robotnik winces on a hit's first frame, and laughs while the player is hurt.
fn face(s: &mut CnzBoss, cx: &ObjCtx) {
    if s.invulnerable == INVULNERABLE_FRAMES - 1 {
        s.anim[6] = (s.anim[6] & 0xF0) | 6;
        return;
    }
    if cx.world.player.routine == Routine::Hurt && s.anim[6] & 0xF != 6 {
        s.anim[6] = (s.anim[6] & 0xF0) | 5;
    }
}

/// `loc_31D5C`: explodes for $B3 frames (no electricity), then turns right and hovers, and writes chunk $DD
/// into the arena's right wall (`loc_31D7E`: `Level_Layout+$C54`, [`crate::objects::runtime::level_events::cnz2_walls`]).
fn defeated(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    s.defeated = true;
    s.countdown = s.countdown.wrapping_sub(1);
    if s.countdown >= 0 {
        s.collision_routine = 0;
        s.frames[0] = 0;
        // `move.b #$B,collision_property(a0)`: the face's frame (`sub4_mapframe` shares the byte).
        s.frames[3] = 0xB;
        boss_load_explosion(c, cx);
    } else {
        c.x_flip = true;
        s.boss_x_vel = 0;
        s.boss_y_vel = 0;
        s.step = step::HOVER;
        s.anim[6] = (s.anim[6] & 0xF0) | 3;
        s.anim[0] = 8;
        cx.world.game.events.cnz2_walls[0] = Some(crate::objects::runtime::level_events::CNZ2_OPENED_CHUNK);
        s.countdown = -0x12;
    }
    place(c, s);
    transfer_positions(c, s);
    c.display();
}

/// `loc_31DCC`: sinks ($18 more a frame) until the countdown reaches 0, stops, rises (8 more a frame) to $18
/// (where the game plays the level music again), and from $20 flees.
fn hover(s: &mut CnzBoss) {
    s.countdown = s.countdown.wrapping_add(1);
    match s.countdown {
        0 => s.boss_y_vel = 0,
        c if c < 0 => s.boss_y_vel = s.boss_y_vel.wrapping_add(0x18),
        c if c < 0x18 => s.boss_y_vel = s.boss_y_vel.wrapping_sub(8),
        0x18 => s.boss_y_vel = 0,
        c if c < 0x20 => {}
        _ => s.step = step::FLEE,
    }
}

/// `loc_31E76`: the sprites follow the vehicle; once beaten the generators fall ($38 gravity from rest): the
/// left one (sub5) from countdown $78 drifting left, the right one (sub2) from 60 drifting right.
fn transfer_positions(c: &Common, s: &mut CnzBoss) {
    let (x, y) = (px(c.x), px(c.y));
    s.subs[1] = (x, y);
    s.subs[2] = (x, y);
    if !s.defeated {
        s.subs[3] = (x, y);
        s.subs[0] = (x, y);
        set_hi(&mut s.gen_y[1], y);
        set_hi(&mut s.gen_y[0], y);
        return;
    }
    for (k, sub, from, dx) in [(1usize, 3usize, 0x78i16, -1i16), (0, 0, 60, 1)] {
        if s.countdown > from {
            return;
        }
        s.subs[sub].0 = s.subs[sub].0.wrapping_add(dx);
        let v = s.gen_y_vel[k];
        s.gen_y_vel[k] = v.wrapping_add(0x38);
        s.gen_y[k] = s.gen_y[k].wrapping_add(i32::from(v) << 8);
        s.subs[sub].1 = hi(s.gen_y[k]);
        if s.subs[sub].1 >= 0x6F0 {
            s.gen_y_vel[k] = 0;
        }
    }
}

/// `loc_31F24`: an electric ball, deleted once the boss is beaten.
fn ball(c: &mut Common, s: &mut CnzBoss, cx: &mut ObjCtx) {
    let parent = s.link.and_then(|i| cx.slots.get(i)).and_then(|o| match &o.state {
        State::CnzBoss(p) if o.common.id == id::CNZ_BOSS && o.common.routine == subtype::MAIN => {
            Some((o.common.x, o.common.y, p.step, p.countdown))
        }
        _ => None,
    });
    let Some((parent_x, parent_y, parent_step, countdown)) = parent else {
        c.delete();
        return;
    };
    if parent_step >= step::DEFEATED {
        c.delete();
        return;
    }
    match c.routine_secondary {
        0 => {
            c.routine_secondary = 2;
            set_px(&mut c.x, px(parent_x));
            set_px(&mut c.y, px(parent_y).wrapping_add(0x30));
            c.y_radius = 8;
            c.x_radius = 8;
            c.mapping_frame = 0x12;
            c.collision_flags = BALL_COLLISION;
        }
        2 => {
            set_px(&mut c.x, px(parent_x));
            set_px(&mut c.y, px(parent_y).wrapping_add(s.drop));
            s.drop = (s.drop + 1).min(BALL_DROP);
            if countdown == 0 {
                c.routine_secondary = 4;
                c.x_vel = 0;
                c.y_vel = 0;
            }
            c.display();
        }
        4 => {
            ball_move(c);
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                add_y(c, d1);
                c.anim = 7;
                c.y_vel = -0x300;
                c.x_vel = -0x100;
                c.routine_secondary = 6;
                c.collision_flags = BALL_COLLISION;
                let mut twin = Obj { common: c.clone(), state: State::CnzBoss(s.clone()) };
                twin.common.x_vel = 0x100;
                cx.spawn_after(twin);
            }
            c.display();
        }
        _ => {
            ball_move(c);
            animate_sprite_with_flips(c, &SCRIPTS);
            if px(c.y) as u16 >= BALL_END_Y {
                c.delete();
                return;
            }
            c.display();
        }
    }
}

fn add_y(c: &mut Common, d: i32) {
    let y = px(c.y).wrapping_add(d as i16);
    set_px(&mut c.y, y);
}

/// `loc_31FF8`: moves by its speeds from whole pixels (the fractions are dropped each frame), then $38 gravity.
fn ball_move(c: &mut Common) {
    let x = (i32::from(px(c.x)) << 16).wrapping_add(i32::from(c.x_vel) << 8);
    let y = (i32::from(px(c.y)) << 16).wrapping_add(i32::from(c.y_vel) << 8);
    c.y_vel = c.y_vel.wrapping_add(0x38);
    c.x = i32::from((x >> 16) as i16) << 8;
    c.y = i32::from((y >> 16) as i16) << 8;
}

/// `Ani_obj51`.
const SCRIPTS: [&[u8]; 10] = [
    &[0xF, 1, 0xFF],
    &[0xF, 4, 0xFF, 5, 0xFC, 2],
    &[0xF, 2, 0xFF, 3, 0xFC, 2],
    &[7, 6, 7, 0xFF],
    &[1, 0xC, 0xD, 0xE, 0xFF],
    &[7, 8, 9, 8, 9, 8, 9, 8, 9, 0xFD, 3],
    &[7, 0xA, 0xA, 0xA, 0xA, 0xA, 0xA, 0xA, 0xFD, 3],
    &[3, 0x13, 0x14, 0xFF],
    &[1, 0, 0xFF],
    &[1, 0xF, 0x10, 0x11, 0xFF],
];

impl crate::objects::runtime::object::ObjKind for CnzBoss {
    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "CNZ boss"
    }
}
