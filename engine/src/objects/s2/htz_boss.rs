//! Hill Top Zone Act 2's boss, the Eggmobile that rises out of the lava with a flamethrower (s2disasm `Obj52`:
//! `Obj52_Init`, `Obj52_Mobile_Raise`, `Obj52_Mobile_Flamethrower`, `Obj52_Mobile_Hover`, `Obj52_Mobile_BeginLower`,
//! `Obj52_Mobile_Lower`, `Obj52_CreateLavaBall`, `Obj52_FlameThrower`, `Obj52_LavaBall`, `Obj52_LavaBall_Move`,
//! `loc_300A4` (the hits), `Obj52_Defeat`, `Obj52_Mobile_Defeated`, `Obj52_Mobile_Flee`, `Obj52_CreateSmoke` and the
//! smoke `loc_30210`; the shared `Boss_MoveObject`, `AnimateBoss` and `Boss_LoadExplosion`; SPG "Game Enemies").
//!
//! The level events (`LevEvents_HTZ2`, [`crate::objects::runtime::level_events`]) load it in the first free slot $5A
//! frames after the arena closes. It starts in the lava at ($3040, $580) on the right side and rises at $E0/256 px a
//! frame (`Boss_Y_vel` −$E0) to y $4FC (on the left side, from $5A0 to $518); it then hovers (`CalcSine`'s cosine of
//! a counter from 4, +4 a frame, shifted right 7) for 60 frames, holds still for $18, and sticks out its nozzle
//! (`AnimateBoss`' second sprite) as the flame leaves: 4 px a frame towards the way it faces, from $70 px in front of
//! it and $1C px up (`collision_flags` $98: it hurts). It hovers $30 more frames while the nozzle's animation runs
//! on; the animation's end (`$FE`) starts the sinking: the hover counter runs down its rest, and it sinks at $E0/256
//! px a frame. At y $548 (left: $538) it throws two lava balls (left and right at 1.75 px a frame, up at −$640/256
//! px a frame, from x $2F40 −$540, gravity $38), which burn out where they land; at y $580 (left: $5A0) it is under
//! the lava and comes up again on the side the player is not (player x ≥ $2FC0: the left side at x $2F40, else the
//! right at $3040), facing him.
//!
//! Its hitbox is `collision_flags` $32 with 8 hits (`boss_hitcount2`, kept in `collision_property`). A hit leaves
//! it untouchable for 32 frames while palette entry 1 of line 2 flashes ([`FlashColour`]); the flags come back on
//! the 32nd. With no hits left it scores 1000 points and explodes for $B3 frames where it is (`Boss_LoadExplosion`
//! every 8th frame; from countdown $1E on it smokes too, a puff every 32nd frame rising −$C0/256 px a frame and
//! drifting −$60/256, 4 frames of $12); $3C frames after the explosions it sets `Boss_defeated_flag` and sinks 2 px
//! a frame while the camera's right limit opens 2 px a frame to $3160; once there it is deleted off screen or below
//! y $588 (left: $578).
//!
//! A lava ball that lands becomes fire (the lava bubble `Obj20` at its routine $A, still hurting): it burns for
//! 73 frames and spreads three times, $E px on each 10th frame, the way the ball flew ([`fire`]). The
//! flamethrower's own box on the Eggmobile (`BossCollision_HTZ`) never runs: the Eggmobile's flags are $32, not
//! the $0F `BossSpecificCollision` wants ([`crate::objects::s2::boss_collision`]).
//!
//! Not modelled: sounds and music, art and palette loading (PLCs). The game crashes when the boss is beaten on the frame
//! the nozzle's animation ends (`AnimateBoss` moves the routine past the table); here it then stops. `Vint_runcount`
//! is read as the level's frame counter.

use crate::camera::SCREEN_WIDTH;
use crate::math::{add_px, px, set_px, sin};
use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::s2::ehz_boss::boss_load_explosion;

/// The Eggmobile's hitbox (`collision_flags` $32) and its hits (`boss_hitcount2`).
pub const COLLISION: u8 = 0x32;
pub const HITS: u8 = 8;
/// Frames it flashes, untouchable, after a hit.
pub const INVULNERABLE_FRAMES: u8 = 32;
/// The flame's and the lava balls' hitboxes (both hurt).
pub const FLAME_COLLISION: u8 = 0x98;
pub const LAVA_BALL_COLLISION: u8 = 0x8B;

/// Where it surfaces on each side, how high it rises there, and how low it sinks.
pub const RIGHT_X: i16 = 0x3040;
pub const LEFT_X: i16 = 0x2F40;
pub const RIGHT_LOW_Y: i16 = 0x580;
pub const LEFT_LOW_Y: i16 = 0x5A0;
pub const RIGHT_HIGH_Y: i16 = 0x4FC;
pub const LEFT_HIGH_Y: i16 = 0x518;
/// The depth at which it throws its lava balls, by side.
pub const RIGHT_LAVA_Y: i16 = 0x548;
pub const LEFT_LAVA_Y: i16 = 0x538;
/// The player x from which it surfaces on the left.
pub const SIDE_SPLIT_X: i16 = 0x2FC0;
/// Its vertical speed (1/256 px a frame): up (−), down (+).
pub const RISE_SPEED: i16 = -0xE0;
/// Frames it hovers before the flame, and the count (below 0) at which the flame leaves.
pub const HOVER_FRAMES: i8 = 60;
pub const FLAME_AT: i8 = -0x18;
pub const HOVER_AFTER_FLAME: i8 = 0x2F;
/// The flame's start offset from the Eggmobile and its speed (px a frame), facing left.
pub const FLAME_OFFSET: (i16, i16) = (-0x70, -0x1C);
pub const FLAME_SPEED: i16 = -4;
/// The lava balls' speeds (`Obj52_LavaBall_Move` adds them shifted left 4 to 16.16 positions) and gravity.
pub const LAVA_X_VEL: i16 = 0x1C00;
pub const LAVA_Y_VEL_LEFT: i16 = -0x5400;
pub const LAVA_Y_VEL_RIGHT: i16 = -0x6400;
pub const LAVA_GRAVITY: i16 = 0x380;
/// Score, explosion frames, the smoke's start and the flight.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_EXPLODE: i16 = 0xB3;
pub const SMOKE_FROM: i16 = 0x1E;
pub const FLEE_AFTER: i16 = -0x3C;
pub const CAMERA_END_MAX_X: u16 = 0x3160;
pub const FLEE_DELETE_Y_RIGHT: i16 = 0x588;
pub const FLEE_DELETE_Y_LEFT: i16 = 0x578;

/// `Obj52_Index` (`boss_subtype`).
pub mod part {
    pub const INIT: u8 = 0;
    pub const MOBILE: u8 = 2;
    pub const FLAME: u8 = 4;
    pub const LAVA_BALL: u8 = 6;
    pub const SMOKE: u8 = 8;
    /// Not a `boss_subtype`: the lava bubble (`Obj20` at its routine $A) a landed lava ball becomes
    /// ([`super::fire`]).
    pub const FIRE: u8 = 0x20;
}

/// `off_2FD0E` (`boss_routine`): the Eggmobile's steps.
pub mod step {
    pub const RAISE: u8 = 0;
    pub const FLAMETHROWER: u8 = 2;
    pub const BEGIN_LOWER: u8 = 4;
    pub const LOWER: u8 = 6;
    pub const DEFEATED: u8 = 8;
}

/// The boss as `LevEvents_HTZ2` loads it: only its id (it places itself).
pub fn spawned() -> Obj {
    Obj { common: Common::new(id::HTZ_BOSS, 0, 0, 0, false, false), state: State::HtzBoss(Default::default()) }
}

/// One piece of the boss (which one: [`part`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HtzBoss {
    /// `boss_subtype`: the [`part`].
    pub part: u8,
    /// `Boss_X_pos`, `Boss_Y_pos` (16.16) and `Boss_Y_vel` (1/256 px a frame).
    pub boss_x: i32,
    pub boss_y: i32,
    pub boss_y_vel: i16,
    /// `boss_sine_count`: the hover counter.
    pub sine: u8,
    /// `boss_routine`: the Eggmobile's [`step`].
    pub step: u8,
    /// `boss_defeated` — here which side it is on: set on the right.
    pub right_side: bool,
    /// `objoff_3E`: the hover and flame countdown.
    pub timer: i8,
    /// `objoff_38`: this dive's lava balls are thrown.
    pub lava_thrown: bool,
    /// `mainspr_childsprites`: the nozzle is out (its animation runs).
    pub child_sprites: u8,
    /// `mainspr_mapframe`, `sub2_mapframe`, `sub2_x_pos`, `sub2_y_pos`.
    pub main_frame: u8,
    pub nozzle_frame: u8,
    pub nozzle: (i16, i16),
    /// `Boss_AnimationArray`: two entries (the Eggmobile, the nozzle).
    pub anim: [u8; 4],
    /// `Boss_Countdown`.
    pub countdown: i16,
    /// `boss_invulnerable_time`.
    pub invulnerable: u8,
    pub flash: FlashColour,
    /// The lava ball's `objoff_2E`: which of the two (0 flies left).
    pub ball: u8,
    /// The fire's `objoff_32` (frames before it spreads) and `objoff_36` (spreads left).
    pub fire_timer: i16,
    pub fire_left: i8,
}

/// `Obj52`.
pub fn run(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    match s.part {
        part::INIT => init(c, s),
        part::MOBILE => mobile(c, s, cx),
        part::FLAME => flame(c, cx),
        part::LAVA_BALL => lava_ball(c, s, cx),
        part::SMOKE => smoke(c),
        part::FIRE => fire(c, s, cx),
        _ => {}
    }
}

/// `Ani_obj52`.
pub const SCRIPTS: [&[u8]; 8] = [
    &[1, 2, 3, 0xFD, 1],
    &[2, 4, 5, 0xFD, 2],
    &[3, 6, 7, 0xFD, 3],
    &[4, 8, 9, 0xFD, 4],
    &[5, 0xA, 0xB, 0xFE],
    &[3, 0xC, 0xD, 0xFF],
    &[0xF, 1, 0xFF],
    &[3, 0xE, 0xF, 0xFF],
];

/// `Obj52_Init`.
fn init(c: &mut Common, s: &mut HtzBoss) {
    c.width_pixels = 0x90;
    set_px(&mut c.x, RIGHT_X);
    set_px(&mut c.y, RIGHT_LOW_Y);
    s.right_side = true;
    s.main_frame = 1;
    s.part = part::MOBILE;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    s.boss_y_vel = RISE_SPEED;
    s.boss_x = i32::from(RIGHT_X) << 16;
    s.boss_y = i32::from(RIGHT_LOW_Y) << 16;
    s.invulnerable = 0;
    s.nozzle = (RIGHT_X, RIGHT_LOW_Y);
    s.nozzle_frame = 2;
    s.anim = [6, 0, 0x10, 0];
}

fn bpx(v: i32) -> i16 {
    (v >> 16) as i16
}

fn set_bpx(v: &mut i32, p: i16) {
    *v = (i32::from(p) << 16) | (*v & 0xFFFF);
}

/// `AnimateBoss`: the Eggmobile's sprite (entry 0, when its frame is not 0), then the nozzle (entry 1) while it is
/// out; a `$FE` moves `step` on by 2 (in the nozzle's entry it ends the call).
pub(crate) fn animate_boss(s: &mut HtzBoss, scripts: &[&[u8]]) {
    use super::animate_boss::{Entry, animate_entry};
    if s.main_frame != 0 && animate_entry(&mut s.anim[0..2], &mut s.main_frame, scripts) == Entry::Advance {
        s.step = s.step.wrapping_add(2);
    }
    if s.child_sprites != 0 && animate_entry(&mut s.anim[2..4], &mut s.nozzle_frame, scripts) == Entry::Advance {
        s.step = s.step.wrapping_add(2);
    }
}

/// `Boss_MoveObject` (this boss has no x speed).
fn boss_move(s: &mut HtzBoss) {
    s.boss_y = s.boss_y.wrapping_add(i32::from(s.boss_y_vel) << 8);
}

/// `Obj52_Mobile`, by [`step`].
fn mobile(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    match s.step {
        step::RAISE => {
            boss_move(s);
            let top = if s.right_side { RIGHT_HIGH_Y } else { LEFT_HIGH_Y };
            if bpx(s.boss_y) <= top {
                s.boss_y_vel = 0;
                s.sine = 4;
                s.step += 2;
                s.timer = HOVER_FRAMES;
            }
            set_px(&mut c.y, bpx(s.boss_y));
            hits(c, s, cx);
        }
        step::FLAMETHROWER => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer >= 0 {
                hover(c, s);
            } else {
                s.child_sprites = 1;
                if s.timer == FLAME_AT {
                    let mut f = Common::new(id::HTZ_BOSS, 0, 0, 0, c.x_flip, false);
                    f.status = 0;
                    f.x = c.x;
                    f.y = c.y;
                    let state = HtzBoss { part: part::FLAME, ..Default::default() };
                    if cx.spawn(Obj { common: f, state: State::HtzBoss(state) }).is_some() {
                        s.timer = HOVER_AFTER_FLAME;
                    }
                }
            }
            animate_step(c, s, cx);
        }
        step::BEGIN_LOWER => {
            s.child_sprites = 0;
            s.anim[2] = 0x10;
            s.anim[3] = 0;
            s.timer = s.timer.wrapping_sub(1);
            if s.timer != 0 {
                hover(c, s);
                animate_step(c, s, cx);
            } else {
                s.boss_y_vel = -RISE_SPEED;
                s.step += 2;
                s.nozzle = (px(c.x), px(c.y));
            }
        }
        step::LOWER => lower(c, s, cx),
        step::DEFEATED => {
            if !defeated(c, s, cx) {
                return;
            }
        }
        _ => return,
    }
    c.display();
}

/// `Obj52_Mobile_Hover`: y = `Boss_Y_pos` + cos(count) >> 7, the count +4.
fn hover(c: &mut Common, s: &mut HtzBoss) {
    let cos = sin(s.sine.wrapping_add(0x40));
    set_px(&mut c.y, (cos >> 7).wrapping_add(bpx(s.boss_y)));
    s.sine = s.sine.wrapping_add(4);
}

/// `loc_2FDAA`: the hits, the nozzle's place, `AnimateBoss`.
fn animate_step(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    hits(c, s, cx);
    s.nozzle = (px(c.x), px(c.y));
    animate_boss(s, &SCRIPTS);
}

/// `Obj52_Mobile_Lower`: sinks, throws the lava balls once, and under the lava surfaces on the other side.
fn lower(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    boss_move(s);
    let lava_y = if s.right_side { RIGHT_LAVA_Y } else { LEFT_LAVA_Y };
    if bpx(s.boss_y) >= lava_y && !s.lava_thrown {
        s.lava_thrown = true;
        let ball = Common { id: id::HTZ_BOSS, x: c.x & !0xFF, y: c.y & !0xFF, ..Default::default() };
        let state = HtzBoss { part: part::LAVA_BALL, ..Default::default() };
        cx.spawn(Obj { common: ball, state: State::HtzBoss(state) });
    }
    let low = if s.right_side { RIGHT_LOW_Y } else { LEFT_LOW_Y };
    if bpx(s.boss_y) >= low {
        set_bpx(&mut s.boss_y, low);
        s.boss_y_vel = RISE_SPEED;
        s.step = step::RAISE;
        s.lava_thrown = false;
        let player_x = px(cx.world.player.x);
        if player_x.wrapping_sub(SIDE_SPLIT_X) >= 0 {
            set_bpx(&mut s.boss_y, RIGHT_LOW_Y);
            set_px(&mut c.x, RIGHT_X);
            s.right_side = true;
        } else {
            set_px(&mut c.x, LEFT_X);
            set_bpx(&mut s.boss_y, LEFT_LOW_Y);
            s.right_side = false;
        }
        c.x_flip = px(c.x) <= player_x;
    }
    set_px(&mut c.y, bpx(s.boss_y));
    hits(c, s, cx);
}

/// `loc_300A4`: until beaten, the hits — none left beats it (`Obj52_Defeat`); a cleared hitbox starts (or goes
/// on with) the 32-frame flash, which gives the hitbox back on its last frame.
fn hits(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    if s.step >= step::DEFEATED {
        return;
    }
    if c.collision_property == 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        s.countdown = DEFEAT_EXPLODE;
        s.step = step::DEFEATED;
        return;
    }
    hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION);
}

/// `Obj52_Mobile_Defeated`: explosions, smoke, then the sinking flight and the camera. Returns whether to draw
/// it (not once deleted).
fn defeated(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) -> bool {
    s.child_sprites = 0;
    s.countdown = s.countdown.wrapping_sub(1);
    let smoke_frame = cx.world.game.frame_counter & 0x1F == 0;
    if s.countdown >= 0 {
        if s.countdown <= SMOKE_FROM {
            s.main_frame = 0x10;
            boss_load_explosion(c, cx);
            if smoke_frame {
                create_smoke(c, cx);
            }
        } else {
            boss_load_explosion(c, cx);
        }
        return true;
    }
    if smoke_frame {
        create_smoke(c, cx);
    }
    if s.countdown > FLEE_AFTER {
        return true;
    }
    cx.world.game.events.boss_defeated = true;
    add_px(&mut c.y, 2);
    let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
    if max_x < CAMERA_END_MAX_X {
        cx.world.env.bounds.right += 2;
        return true;
    }
    let below = if s.right_side { FLEE_DELETE_Y_RIGHT } else { FLEE_DELETE_Y_LEFT };
    if !c.on_screen || px(c.y) > below {
        cx.world.env.bounds.right = i32::from(CAMERA_END_MAX_X) + SCREEN_WIDTH;
        c.delete();
        return false;
    }
    true
}

/// `Obj52_CreateSmoke`: a puff $28 px above the Eggmobile (first free slot).
fn create_smoke(c: &Common, cx: &mut ObjCtx) {
    let mut p = Common { id: id::HTZ_BOSS, x: c.x & !0xFF, y: c.y & !0xFF, ..Default::default() };
    p.y = p.y.wrapping_sub(0x28 << 8);
    p.x_vel = -0x60;
    p.y_vel = -0xC0;
    p.anim_frame_duration = 0x11;
    cx.spawn(Obj { common: p, state: State::HtzBoss(HtzBoss { part: part::SMOKE, ..Default::default() }) });
}

/// `loc_30210`: the smoke rises and drifts left, 4 frames of $12, then goes.
fn smoke(c: &mut Common) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 0x11;
        c.mapping_frame += 1;
        if c.mapping_frame == 4 {
            c.delete();
            return;
        }
    }
    c.x = c.x.wrapping_add(i32::from(c.x_vel));
    c.y = c.y.wrapping_add(i32::from(c.y_vel));
    c.display();
}

/// `Obj52_FlameThrower`: starts $70 px in front and $1C up, then flies 4 px a frame.
fn flame(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        c.routine_secondary = 2;
        c.anim = 5;
        c.collision_flags = FLAME_COLLISION;
        add_px(&mut c.y, FLAME_OFFSET.1);
        let (dx, v) = if c.x_flip { (-FLAME_OFFSET.0, -FLAME_SPEED) } else { (FLAME_OFFSET.0, FLAME_SPEED) };
        add_px(&mut c.x, dx);
        c.x_vel = v;
        return;
    }
    add_px(&mut c.x, c.x_vel);
    animate_sprite_with_flips(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj52_LavaBall`: the first frame makes the pair (this one left, a new one right); then each flies
/// (`Obj52_LavaBall_Move`) until it reaches the floor, where it becomes fire (`loc_30008`: [`fire`]).
fn lava_ball(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        setup_ball(c, s, 0);
        let mut other = Common { id: id::HTZ_BOSS, x: c.x, y: c.y, ..Default::default() };
        let mut os = HtzBoss { part: part::LAVA_BALL, ..Default::default() };
        setup_ball(&mut other, &mut os, 1);
        cx.spawn(Obj { common: other, state: State::HtzBoss(os) });
        return;
    }
    // Positions are 16.16 in the game; the speeds are multiples of 16, so shifted left 4 they keep to 24.8.
    c.x = c.x.wrapping_add(i32::from(c.x_vel) >> 4);
    let v = c.y_vel;
    c.y_vel = c.y_vel.wrapping_add(LAVA_GRAVITY);
    c.y = c.y.wrapping_add(i32::from(v) >> 4);
    let d1 = floor_distance(c, cx);
    if d1 < 0 {
        // `loc_30008`: on the floor, `Obj20` at its routine $A (still hurting, `collision_flags` $8B), run at once.
        add_px(&mut c.y, d1 as i16);
        c.id = id::LAVA_BUBBLE;
        c.routine = FIRE_ROUTINE;
        c.anim = 2;
        c.mapping_frame = 0;
        c.y_vel = 0;
        s.part = part::FIRE;
        s.fire_timer = FIRE_SPREAD_FRAMES;
        s.fire_left = FIRE_SPREADS;
        fire(c, s, cx);
        return;
    }
    animate_sprite_with_flips(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Ani_obj20`: the lava bubble's scripts; the fire plays the third (its flames, then `$FC`: the next routine,
/// which deletes it).
pub const FIRE_SCRIPTS: [&[u8]; 3] =
    [&[0xB, 2, 3, 0xFC, 4, 0xFD, 1], &[0x7F, 5, 0xFF], &[5, 4, 5, 2, 3, 0, 1, 0, 1, 2, 3, 4, 5, 0xFC]];
/// `Obj20`'s routine for the fire ($A, `loc_231D2`) and the one after it ($C, deleted).
pub const FIRE_ROUTINE: u8 = 0xA;
/// The fire spreads every `FIRE_SPREAD_FRAMES` + 1 frames (`objoff_32` 9), `FIRE_SPREADS` times in all
/// (`objoff_36` 3), each copy $E px further the way the ball flew, on the floor there.
pub const FIRE_SPREAD_FRAMES: i16 = 9;
pub const FIRE_SPREADS: i8 = 3;
pub const FIRE_STEP: i16 = 0xE;

/// `Obj20`'s `loc_231D2`: the fire burns through its animation (12 frames of 6) and is deleted; when its count
/// runs out (`objoff_32` below 0: then $7F, never again) and spreads are left (`objoff_36`), a copy of it goes in
/// the slot after it (`AllocateObjectAfterCurrent`, so it burns this frame too) $E px on the way it flew (by its
/// x speed's sign), put on the floor there (`FireCheckFloorDist`), its animation restarted and its count at 9.
fn fire(c: &mut Common, s: &mut HtzBoss, cx: &mut ObjCtx) {
    if c.routine != FIRE_ROUTINE {
        c.delete();
        return;
    }
    s.fire_timer = s.fire_timer.wrapping_sub(1);
    if s.fire_timer < 0 {
        s.fire_timer = 0x7F;
        s.fire_left = s.fire_left.wrapping_sub(1);
        if s.fire_left >= 0 {
            let mut copy = c.clone();
            let state = HtzBoss { fire_timer: FIRE_SPREAD_FRAMES, ..s.clone() };
            copy.anim = 2;
            copy.prev_anim = 0;
            add_px(&mut copy.x, if copy.x_vel < 0 { -FIRE_STEP } else { FIRE_STEP });
            let d1 = floor_distance(&copy, cx);
            add_px(&mut copy.y, d1 as i16);
            cx.spawn_after(Obj { common: copy, state: State::HtzBoss(state) });
        }
    }
    animate_sprite_with_flips(c, &FIRE_SCRIPTS);
    cx.mark_gone(c);
}

/// `loc_2FF94`: one lava ball (`which` 0 flies left, 1 right); higher from the right side.
fn setup_ball(c: &mut Common, s: &mut HtzBoss, which: u8) {
    c.routine_secondary = 2;
    c.anim = 7;
    c.collision_flags = LAVA_BALL_COLLISION;
    s.ball = which;
    c.y_radius = 8;
    c.x_radius = 8;
    c.x_vel = if which == 0 { -LAVA_X_VEL } else { LAVA_X_VEL };
    c.y_vel = if px(c.x) == LEFT_X { LAVA_Y_VEL_LEFT } else { LAVA_Y_VEL_RIGHT };
}

impl crate::objects::runtime::object::ObjKind for HtzBoss {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        match self.part {
            part::FLAME => "HTZ boss flame",
            part::LAVA_BALL => "HTZ boss lava ball",
            part::SMOKE => "HTZ boss smoke",
            part::FIRE => "HTZ boss fire",
            _ => "HTZ boss",
        }
    }
}
