//! Mystic Cave Zone's boss, the drilling Eggmobile (s2disasm `Obj57`: `Obj57_Main_Sub0`–`SubC`,
//! `Obj57_SpawnStoneSpike`, `Obj57_FallingStuff`, `Obj57_TransferPositions`, `Obj57_FallApart`; the shared
//! `Boss_MoveObject`, `AnimateBoss`, `Boss_LoadExplosion`; SPG "Game Enemies" for bosses).
//!
//! `LevEvents_MCZ2` loads it $5A frames after the arena closes ([`crate::objects::runtime::level_events`]). It is
//! one multi-sprite object: the hover flames (its own frame), two drills, the vehicle and Robotnik's face (four
//! child sprites), all placed and animated by this object; its position is kept in `Boss_X_pos`/`Boss_Y_pos`
//! (16.16) and moved by `Boss_X_vel`/`Boss_Y_vel` (`Boss_MoveObject`). It starts at ($21A0, $560) sinking from
//! the ceiling at $C0 (later descents: $100, its x jumped to $2200, or $2120 when the player is right of $2190),
//! shaking the screen and dropping rocks and spikes (`Obj57_FallingStuff`, from y $5F0 at a random x in
//! $20F0–$2230: every 32nd frame a spike (hurts, $B1), every other 8th a stone) while above y $620; at $660 it
//! stops, turns its drills sideways, waits $64 frames and drives at 2 px a frame towards the player to the wall
//! ($2120 or $2200), then rises at −$C0 ($64 frames later) to $560, and the cycle starts again.
//!
//! Its hitbox is `collision_flags` $0F with 8 hits (`boss_hitcount2`, kept in `collision_property`, which the
//! engine's `Touch_Enemy` takes one from). After a hit it is untouchable for 32 frames while the palette
//! flashes ([`hit_flash`]) and Robotnik winces. The last hit: 1000 points, $B3 frames of explosions while the
//! drills fall off (from countdown $78 on), then it sinks and rises ($12 + $20 frames) and flees right at $400
//! (up at −$40) while the camera's right limit opens 2 px a frame to $2240; it is deleted off screen once the
//! limit is there. The egg prison is in the act's object layout ([`crate::objects::s2::egg_prison`]).
//!
//! The drills hurt by their own boxes (`BossCollision_MCZ`/`MCZ2` by `Boss_CollisionRoutine`, which also set
//! `boss_hurt_sonic`, Robotnik's grin: [`crate::objects::s2::boss_collision`]); its `Screen_Shaking_Flag` shakes
//! the screen ([`crate::objects::runtime::level_events::shake`]). Not modelled: sounds, music, art. `Obj57_AddSinusOffset`'s y is overwritten in the
//! same frame by `Boss_Y_pos` (only its counter moves). `Vint_runcount` is read as the level's frame counter.

use crate::camera::SCREEN_WIDTH;
use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::s2::ehz_boss::boss_load_explosion;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// The vehicle's hitbox (enemy, size $F) and its hits.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
/// A falling spike's hitbox (hurts, size $31).
pub const SPIKE_COLLISION: u8 = 0xB1;
/// Frames it cannot be hit after a hit (`boss_invulnerable_time`).
pub const INVULNERABLE_FRAMES: u8 = 0x20;
/// Where `Obj57_Init` puts it.
pub const START_X: i16 = 0x21A0;
pub const START_Y: i16 = 0x560;
/// The two walls it descends by and drives between, and the player x that picks the far one.
pub const LEFT_X: i16 = 0x2120;
pub const RIGHT_X: i16 = 0x2200;
pub const PICK_X: u16 = 0x2190;
/// Above this y it shakes the screen and drops stuff; at `FLOOR_Y` it stops sinking.
pub const DROP_Y: i16 = 0x620;
pub const FLOOR_Y: i16 = 0x660;
/// Sinking and rising speeds, the driving speed (`Boss_X_vel`).
pub const SINK_VEL: i16 = 0x100;
pub const START_VEL: i16 = 0xC0;
pub const RISE_VEL: i16 = -0xC0;
pub const DRIVE_VEL: i16 = 0x200;
/// Frames of driving (`Boss_Countdown`), the drills turning sideways after $64 − $28.
pub const DRIVE_TIME: i16 = 0x64;
/// Falling stuff: its start y, the x range it picks from, the y past which it is deleted.
pub const FALL_START_Y: i16 = 0x5F0;
pub const FALL_MIN_X: u16 = 0x20F0;
pub const FALL_MAX_X: i16 = 0x2230;
pub const FALL_END_Y: i16 = 0x6F0;
/// Score for beating it, its explosion time, the camera's right limit it opens to.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_TIME: i16 = 0xB3;
pub const CAMERA_END_MAX_X: i32 = 0x2240;
/// The drills' distance apart and their fall ($38 gravity from −$380) once it is beaten.
pub const DRILL_DX: i16 = 0x28;
pub const DRILL_FALL_VEL: i16 = -0x380;

/// `boss_subtype`: the vehicle or a falling rock/spike.
pub mod subtype {
    pub const INIT: u8 = 0;
    pub const MAIN: u8 = 2;
    pub const FALLING: u8 = 4;
}

/// `boss_routine` of the vehicle (`Obj57_Main_Index`).
pub mod step {
    pub const RISE: u8 = 0;
    pub const SINK: u8 = 2;
    pub const SINK_QUIET: u8 = 4;
    pub const DRIVE: u8 = 6;
    pub const DEFEATED: u8 = 8;
    pub const HOVER: u8 = 0xA;
    pub const FLEE: u8 = 0xC;
}

/// The vehicle's state (a falling rock or spike uses none of it but `falling`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MczBoss {
    /// `boss_routine` ([`step`]).
    pub step: u8,
    /// `Boss_X_pos`, `Boss_Y_pos` (16.16) and `Boss_X_vel`, `Boss_Y_vel`.
    pub boss_x: i32,
    pub boss_y: i32,
    pub boss_x_vel: i16,
    pub boss_y_vel: i16,
    /// `Boss_Countdown`.
    pub countdown: i16,
    /// `Boss_CollisionRoutine`: 0 drills up, 1 drills sideways.
    pub collision_routine: u8,
    /// `Screen_Shaking_Flag` as the boss writes it (the level's: `EventsState::shaking`).
    pub shaking: bool,
    /// `boss_sine_count`.
    pub sine_count: u8,
    /// `boss_invulnerable_time` and the palette colour it leaves.
    pub invulnerable: u8,
    pub flash: FlashColour,
    /// `boss_defeated`: the drills fall off.
    pub defeated: bool,
    /// `boss_hurt_sonic` (set by `BossCollision_MCZ`, [`crate::objects::s2::boss_collision::after_check`]).
    pub hurt_sonic: bool,
    /// `Boss_AnimationArray`: per sprite (flames, drill 1, vehicle, face, drill 2) the animation ids byte and
    /// the frame/timer byte.
    pub anim: [u8; 10],
    /// The sprites' mapping frames: `mainspr_mapframe` (flames), `sub2`–`sub5_mapframe`.
    pub frames: [u8; 5],
    /// `sub2`–`sub5_x_pos`/`y_pos`: drill 1, vehicle, face, drill 2.
    pub subs: [(i16, i16); 4],
    /// `obj57_sub2_y_pos2`, `obj57_sub5_y_pos2` (16.16) and the drills' fall speeds.
    pub drill_y: [i32; 2],
    pub drill_y_vel: [i16; 2],
}

/// The boss as `LevEvents_MCZ2` loads it (`Obj57_Init` places it).
pub fn spawned() -> Obj {
    Obj { common: Common::new(id::MCZ_BOSS, 0, 0, 0, false, false), state: State::MczBoss(Default::default()) }
}

/// `Obj57`.
pub fn run(c: &mut Common, s: &mut MczBoss, cx: &mut ObjCtx) {
    match c.routine {
        subtype::INIT => init(c, s),
        subtype::MAIN => main(c, s, cx),
        _ => return falling(c),
    }
    // `Screen_Shaking_Flag` is the game's: the screen shakes by it ([`crate::objects::runtime::level_events::shake`]).
    cx.world.game.events.shaking = s.shaking;
}

fn set_hi(v: &mut i32, p: i16) {
    *v = (i32::from(p) << 16) | (*v & 0xFFFF);
}

fn hi(v: i32) -> i16 {
    (v >> 16) as i16
}

/// `Obj57_Init` (and `Obj57_InitAnimationData`).
fn init(c: &mut Common, s: &mut MczBoss) {
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    s.frames[0] = 5;
    c.routine = subtype::MAIN;
    s.step = step::SINK;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.width_pixels = 0x40;
    set_hi(&mut s.boss_x, START_X);
    set_hi(&mut s.boss_y, START_Y);
    s.boss_y_vel = START_VEL;
    s.collision_routine = 0;
    s.shaking = true;
    s.subs = [(START_X, START_Y); 4];
    s.subs[3].0 = START_X - DRILL_DX;
    s.frames[1..].copy_from_slice(&[2, 1, 0xE, 2]);
    s.countdown = 0x28;
    s.drill_y_vel = [DRILL_FALL_VEL; 2];
    s.anim = [2, 0, 3, 0, 0x10, 0, 0xD, 0, 3, 0];
}

/// `Boss_MoveObject`.
fn boss_move(s: &mut MczBoss) {
    s.boss_x = s.boss_x.wrapping_add(i32::from(s.boss_x_vel) << 8);
    s.boss_y = s.boss_y.wrapping_add(i32::from(s.boss_y_vel) << 8);
}

/// Faces the player: x-flipped when he is at or right of `Boss_X_pos`.
fn face_player(c: &mut Common, s: &MczBoss, cx: &ObjCtx) {
    c.x_flip = px(cx.world.player.x).wrapping_sub(hi(s.boss_x)) >= 0;
}

/// `Obj57_Main`: the vehicle, by `boss_routine`.
fn main(c: &mut Common, s: &mut MczBoss, cx: &mut ObjCtx) {
    match s.step {
        step::RISE => {
            s.countdown = s.countdown.wrapping_sub(1);
            if s.countdown < 0 {
                s.anim[5] = 0;
                boss_move(s);
                if hi(s.boss_y) <= START_Y {
                    s.boss_y_vel = SINK_VEL;
                    let x = if px(cx.world.player.x) as u16 >= PICK_X { LEFT_X } else { RIGHT_X };
                    set_hi(&mut s.boss_x, x);
                    s.step = step::SINK;
                    face_player(c, s, cx);
                }
            }
            if s.countdown == 0x28 {
                s.collision_routine = 0;
            }
            if hi(s.boss_y) < DROP_Y {
                s.shaking = true;
                spawn_stone_spike(cx);
            }
            standard(c, s, cx);
        }
        step::SINK => {
            boss_move(s);
            spawn_stone_spike(cx);
            if hi(s.boss_y) >= DROP_Y {
                s.step = step::SINK_QUIET;
                s.shaking = false;
            }
            standard(c, s, cx);
        }
        step::SINK_QUIET => {
            boss_move(s);
            if hi(s.boss_y) >= FLOOR_Y {
                set_hi(&mut s.boss_y, FLOOR_Y);
                s.step = step::DRIVE;
                s.anim[2] = (s.anim[2] & 0xF0) | 6;
                s.anim[8] = (s.anim[8] & 0xF0) | 6;
                s.anim[6] = (s.anim[6] & 0xF0) | 0xD;
                s.anim[5] = 0x20;
                s.countdown = DRIVE_TIME;
                s.anim[1] = 0x30;
                face_player(c, s, cx);
                s.boss_x_vel = if c.x_flip { DRIVE_VEL } else { -DRIVE_VEL };
                s.boss_y_vel = 0;
            }
            standard(c, s, cx);
        }
        step::DRIVE => {
            drive(s);
            standard(c, s, cx);
        }
        step::DEFEATED => defeated(c, s, cx),
        step::HOVER => {
            hover(s);
            boss_move(s);
            s.sine_count = s.sine_count.wrapping_add(2);
            place(c, s);
            transfer_positions(c, s);
            c.display();
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
            s.sine_count = s.sine_count.wrapping_add(2);
            place(c, s);
            animate_boss(s);
            transfer_positions(c, s);
            c.display();
        }
        _ => {}
    }
}

/// `Obj57_Main_Sub6`: drives for $64 frames (drills sideways from $28 left), stopped at either wall, then
/// rises again (Robotnik grins if he has just hurt the player).
fn drive(s: &mut MczBoss) {
    s.countdown = s.countdown.wrapping_sub(1);
    if s.countdown > 0x28 {
        return;
    }
    s.collision_routine = 1;
    if s.countdown >= 0 {
        return;
    }
    if s.hurt_sonic {
        s.hurt_sonic = false;
        s.anim[7] = 0x30;
    } else {
        boss_move(s);
        let x = hi(s.boss_x);
        if x <= LEFT_X {
            set_hi(&mut s.boss_x, LEFT_X);
        } else if x >= RIGHT_X {
            set_hi(&mut s.boss_x, RIGHT_X);
        } else {
            return;
        }
    }
    // `Obj57_Main_Sub6_ReAscend2`.
    s.boss_x_vel = 0;
    s.step = step::RISE;
    s.anim[2] = (s.anim[2] & 0xF0) | 0xB;
    s.anim[8] = (s.anim[8] & 0xF0) | 0xB;
    s.anim[1] = 0;
    s.anim[6] = (s.anim[6] & 0xF0) | 0xD;
    s.countdown = DRIVE_TIME;
    s.boss_y_vel = RISE_VEL;
}

/// `Obj57_Main_Sub0_Standard` and the like: placed at `Boss_X_pos`/`Boss_Y_pos`, hits, animation, the
/// sprites' positions, drawn.
fn standard(c: &mut Common, s: &mut MczBoss, cx: &mut ObjCtx) {
    place(c, s);
    handle_hits(c, s, cx);
    animate_boss(s);
    transfer_positions(c, s);
    c.display();
}

fn place(c: &mut Common, s: &MczBoss) {
    set_px(&mut c.y, hi(s.boss_y));
    set_px(&mut c.x, hi(s.boss_x));
}

/// `Obj57_HandleHits`: the last hit beats it (`Obj57_FinalDefeat`); otherwise the hit flash, and Robotnik
/// winces on its first frame.
fn handle_hits(c: &mut Common, s: &mut MczBoss, cx: &mut ObjCtx) {
    if s.step < step::DEFEATED {
        if c.collision_property == 0 {
            cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
            s.countdown = DEFEAT_TIME;
            s.step = step::DEFEATED;
        } else {
            hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION);
        }
    }
    if s.invulnerable == INVULNERABLE_FRAMES - 1 {
        s.anim[7] = 0xC0;
    }
}

/// `Obj57_Main_Sub8`: explodes for $B3 frames with a burnt face, then turns right and hovers.
fn defeated(c: &mut Common, s: &mut MczBoss, cx: &mut ObjCtx) {
    s.defeated = true;
    s.shaking = false;
    s.countdown = s.countdown.wrapping_sub(1);
    if s.countdown >= 0 {
        s.frames[3] = 0x13;
        s.frames[0] = 7;
        boss_load_explosion(c, cx);
    } else {
        c.x_flip = true;
        s.boss_x_vel = 0;
        s.boss_y_vel = 0;
        s.step = step::HOVER;
        s.frames[3] = 0x12;
        s.countdown = -0x12;
    }
    place(c, s);
    transfer_positions(c, s);
    c.display();
}

/// `Obj57_Main_SubA`: sinks ($10 gravity; the count held while above y $620) until the countdown reaches 0,
/// stops, rises ($8 a frame more each frame) until $18 (where the game plays the level music again), and at $20
/// the flames relight and it flees. (`Obj57` never sets `Boss_defeated_flag`.)
fn hover(s: &mut MczBoss) {
    s.countdown = s.countdown.wrapping_add(1);
    match s.countdown {
        0 => s.boss_y_vel = 0,
        c if c < 0 => {
            if (hi(s.boss_y) as u16) < DROP_Y as u16 {
                s.countdown -= 1;
            }
            s.boss_y_vel = s.boss_y_vel.wrapping_add(0x10);
        }
        c if (c as u16) < 0x18 => s.boss_y_vel = s.boss_y_vel.wrapping_sub(8),
        0x18 => s.boss_y_vel = 0,
        c if (c as u16) < 0x20 => {}
        _ => {
            s.anim[7] = 0xD;
            // The game writes the flames' id through the wrong register (`0(a2)`): it stays as it was.
            s.anim[1] = 0;
            s.step = step::FLEE;
        }
    }
}

/// `Obj57_TransferPositions` (and `Obj57_FallApart` once beaten).
fn transfer_positions(c: &Common, s: &mut MczBoss) {
    let (x, y) = (px(c.x), px(c.y));
    s.subs[1] = (x, y);
    s.subs[2] = (x, y);
    if !s.defeated {
        s.subs[3] = (x + if c.x_flip { DRILL_DX } else { -DRILL_DX }, y);
        s.subs[0] = (x, y);
        set_hi(&mut s.drill_y[1], y);
        set_hi(&mut s.drill_y[0], y);
        return;
    }
    if s.countdown > 0x78 {
        return;
    }
    // Drill 2 (sub5) drifts left, drill 1 (sub2) right, whichever way it faces (the game's `fixBugs` mirrors them).
    for (k, sub) in [(1usize, 3usize), (0, 0)] {
        s.subs[sub].0 = s.subs[sub].0.wrapping_add(if sub == 3 { -1 } else { 1 });
        let v = s.drill_y_vel[k];
        s.drill_y_vel[k] = v.wrapping_add(0x38);
        s.drill_y[k] = s.drill_y[k].wrapping_add(i32::from(v) << 8);
        s.subs[sub].1 = hi(s.drill_y[k]);
        if s.subs[sub].1 >= FALL_END_Y {
            s.drill_y_vel[k] = 0;
        }
    }
}

/// `Obj57_SpawnStoneSpike`: on every 32nd frame a spike, on every other 8th a stone, at y $5F0 and a random x
/// in $20F0–$2230 (drawn again until it fits), in the first free slot.
fn spawn_stone_spike(cx: &mut ObjCtx) {
    let f = cx.world.game.frame_counter as u8 & 0x1F;
    let stone = f != 0;
    if stone && f & 7 != 0 {
        return;
    }
    let x = loop {
        let x = ((cx.world.game.random() & 0x1FF) as u16).wrapping_add(FALL_MIN_X) as i16;
        if x <= FALL_MAX_X {
            break x;
        }
    };
    let mut common = Common::new(id::MCZ_BOSS, 0, i32::from(x), i32::from(FALL_START_Y), false, false);
    common.routine = subtype::FALLING;
    common.mapping_frame = if stone { 0xD } else { 0x14 };
    common.collision_flags = if stone { 0 } else { SPIKE_COLLISION };
    cx.spawn(Obj { common, state: State::MczBoss(MczBoss::default()) });
}

/// `Obj57_FallingStuff`: falls ($38 gravity less $28: $10 a frame), deleted below y $6F0.
fn falling(c: &mut Common) {
    c.object_move_and_fall();
    c.y_vel = c.y_vel.wrapping_sub(0x28);
    if px(c.y) > FALL_END_Y {
        c.delete();
        return;
    }
    c.display();
}

/// `Ani_obj57`.
const SCRIPTS: [&[u8]; 15] = [
    &[0xF, 1, 0xFF, 0, 0xFC, 2],
    &[5, 8, 0xFF],
    &[1, 5, 6, 0xFF, 7, 0xFC, 3],
    &[1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 0xFD, 4],
    &[1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 2, 2, 3, 3, 0xFD, 5],
    &[1, 4, 2, 3, 4, 0xFC, 1],
    &[1, 2, 3, 4, 4, 2, 2, 3, 3, 3, 4, 4, 4, 2, 2, 2, 0xFD, 7],
    &[1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 2, 8, 8, 8, 0xFD, 8],
    &[1, 9, 9, 9, 9, 9, 0xA, 0xA, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 0xB, 0xFD, 9],
    &[1, 9, 9, 9, 9, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 9, 9, 0xA, 0xA, 0xFD, 0xA],
    &[1, 0xB, 9, 0xA, 0xB, 0xFC, 1],
    &[1, 9, 0xA, 0xB, 0xB, 9, 9, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 9, 9, 9, 0xFD, 0xC],
    &[1, 9, 0xA, 0xA, 0xA, 0xA, 0xB, 0xB, 0xB, 0xB, 0xB, 9, 8, 8, 8, 8, 0xFD, 3],
    &[
        7, 0xE, 0xF, 0xFF, 0x10, 0x11, 0x10, 0x11, 0x10, 0x11, 0x10, 0x11, 0xFF, 0x12, 0x12, 0x12, 0x12, 0x12, 0x12,
        0x12, 0x12, 0x12, 0xFF,
    ],
    &[7, 0x12, 0xFF],
];

fn animate_boss(s: &mut MczBoss) {
    super::animate_boss::animate_multi_sprite(&mut s.anim, &mut s.frames, &SCRIPTS);
}

impl crate::objects::runtime::object::ObjKind for MczBoss {
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
        "MCZ boss"
    }
}
