//! Angel Island's end boss, Robotnik's flame-throwing submarine craft (skdisasm s3.asm `Obj_AIZEndBoss`, S3K id
//! $92, placed at ($48A0, $1C0) in act 2).
//!
//! - Asleep until the camera reaches x $4880: both camera limits close there, `Boss_flag` is set, and 2 s + 1
//!   frame later (`Obj_Wait`, then `Obj_AIZEndBossMusic`) the fight begins (`Obj_AIZEndBossMain`).
//! - `Obj_AIZEndBossInit`: 8 hits (`collision_property`), two arms (`ChildObjDat_47B6E`: ($14, −4), (−$14, −4)),
//!   then `loc_47180`: it surfaces out of the water, hidden (`$38` bit 6) on the frames of its flicker script
//!   `byte_47BEE` ($2B, $2B, 0, … 12 frames), facing right at the left two places (`angle` below 8).
//! - `loc_471E2`: touchable (touch $16, an enemy); rises out (`byte_47C09`: frames $1B, $1C, $1D, 0 for 5, 6, 7,
//!   1 frames), swings (`Swing_UpAndDown` ±$C0 by $10) for $20 frames, then sets `$38` bit 1: the arms' nozzles
//!   aim (`sub_47916`, 4 frames a step) and each shoots a flame (`loc_4768A`, touch $97, fire-shield proof:
//!   40 frames), which becomes a fireball (`loc_47718`, touch $9A, $A0 frames, at ($300, $300), (0, $400) or
//!   (−$300, $300) by the place, rolling along the floor once it lands: `ObjHitFloor_DoRoutine`, `y_radius` $C)
//!   leaving a trail (`loc_477A0`) every 4th frame. The back arm fires $50 frames after the front one.
//! - The first time it swings $30 + $90 frames more, later $C0; then still for $40 (`loc_47292`), sinks
//!   (`loc_472CC`: touch off, the flicker again), and moves under water to one of four places other than its
//!   last (`loc_478AC`: `Random_Number` & $C; ($4938, $1D0), ($4980, $1A0), ($4A40, $1A0), ($4A88, $1D0)) at
//!   twice the distance / $100 a frame for $80 frames — the first time moving both camera limits right by 2 a
//!   frame (`loc_47328`: the left one below $48E0, the right one below $49A0) — and surfaces again.
//! - A hit (`sub_47A20`): $20 frames' flash without touch, which comes back only if it shows frame 0; the
//!   eighth (`loc_47A74`): still, 1000 points, the timer stopped; the arms fall off (`sub_47AFA`: `status`
//!   bit 7); $40 frames later it goes (`loc_47360`: `$38` bit 4, six pieces flung off, `ChildObjDat_47BBC`), and
//!   $80 frames after that `Boss_flag` is cleared and `_unkFAA8` set (`loc_47390`, `loc_47396`): it makes the
//!   flying egg capsule (`ChildObjDat_47BE2`, `render_flags` bit 1: [`super::egg_capsule`]) and waits until
//!   the act's results clear `_unkFAA8` (`loc_473C6`).
//! - Then the act's end: `Restore_PlayerControl` on both players (`object_control` 0, on the ground, the
//!   waiting animation), `Ctrl_1_locked` with no buttons, the right limit opening to $4A38
//!   (`Camera_stored_max_X_pos`, `Child6_IncLevX`: [`super::hcz_cutscene_knuckles::CameraRestore`], ¼ px more
//!   a frame); `loc_47402`: player 1 is held to the right (`Ctrl_1_logical` right, held and pressed) until his
//!   x reaches $4AD8; `loc_4741C`: his speeds cleared, Knuckles made (`ChildObjDat_47BE8`, subtype 4:
//!   [`super::aiz2_cutscene_knuckles`]); `loc_4744A`: player 1 looks up (`Ctrl_1_logical` up) while
//!   `Ctrl_1_locked` holds — until Knuckles' landing presses the cutscene button ([`super::cutscene_button`],
//!   which unlocks the buttons, burns the drawbridge under the players and lowers the bottom limit);
//!   `loc_47466`: once player 1 has fallen to y $340, `StartNewLevel` with $100 (Hydrocity 1:
//!   [`crate::objects::runtime::game::GameState::new_level`]) and the boss is gone. `Flying_picking_Sonic_timer`
//!   (5 every frame of it: a flying player 2 Tails may not pick Sonic up) is not modelled.
//!
//! Robotnik's ship and head ride on it (`Child1_MakeRoboShip`; the ship flies off once the body is gone and
//! clears `Boss_flag` too), with the boss explosions ([`super::boss_explosion`]), and the splashes as it
//! surfaces and sinks (`loc_47806`, `loc_477DC`). Not run: the palette flash, music and art.

use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, ObjKind, State, set_pixel};
use crate::objects::s3k::aiz2_cutscene_knuckles::Aiz2CutsceneKnuckles;
use crate::objects::s3k::hcz_cutscene_knuckles::CameraRestore;
use crate::objects::s3k::id;
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::animation::AnimationClock;
use crate::player::{Player, Pose};
use formats::inputs::Buttons;

/// `Obj_AIZEndBoss`: the camera x that starts it (both limits close there).
pub const ARENA_X: u16 = 0x4880;
/// `Obj_AIZEndBoss`: `Obj_Wait`'s 2 s.
pub const START_WAIT: i16 = 2 * 60;
/// `ObjDat_AIZEndBoss`: the touch once surfaced (`loc_471E2`: an enemy, size $16).
pub const COLLISION: u8 = 0x16;
/// `Obj_AIZEndBossInit`.
pub const HITS: u8 = 8;
/// The hit flash and the defeat's points, as every S3K boss has them.
pub use super::boss::{DEFEAT_POINTS, FLASH};
/// `word_47906`: the four places (by `angle` / 4).
pub const PLACES: [(i32, i32); 4] = [
    (0x48E0 + 0x58, 0x15A + 0x76),
    (0x48E0 + 0xA0, 0x15A + 0x46),
    (0x48E0 + 0x160, 0x15A + 0x46),
    (0x48E0 + 0x1A8, 0x15A + 0x76),
];
/// `loc_47328`: where the first dive stops moving the camera's limits.
pub const LEFT_LIMIT: u16 = 0x48E0;
pub const RIGHT_LIMIT: u16 = 0x49A0;
/// `Child1_MakeRoboShip`, `Child1_MakeRoboHead2`: Robotnik's ship from the body, his head from the ship.
pub const SHIP: (i8, i8) = (0, -0x14);
pub const HEAD: (i8, i8) = (0, -0x1C);
/// `byte_47CA0`, `byte_47CBB`, `byte_47C97`: the splashes' (frame | $40 to turn round, delay) pairs (the first
/// never shown).
const SPLASH_UP: [(u8, u8); 13] = [
    (0x2B, 0),
    (0x24, 0),
    (0x64, 0),
    (0x6B, 0),
    (0x2C, 0),
    (0x6C, 0),
    (0x6B, 0),
    (0x24, 0),
    (0x64, 0),
    (0x6B, 0),
    (0x2C, 0),
    (0x6C, 0),
    (0x6B, 0),
];
const SPLASH_DOWN: [(u8, u8); 13] = [
    (0x2B, 0),
    (0x24, 0),
    (0x64, 0),
    (0x6B, 0),
    (0x2C, 0),
    (0x6C, 0),
    (0x6B, 0),
    (0x31, 0),
    (0x71, 0),
    (0x6B, 0),
    (0x31, 0),
    (0x71, 0),
    (0x6B, 0),
];
const SPRAY: [(u8, u8); 4] = [(0x21, 0), (0x21, 4), (0x22, 5), (0x23, 6)];
/// `ChildObjDat_47B6E`: the arms.
pub const ARMS: [(i8, i8); 2] = [(0x14, -4), (-0x14, -4)];
/// `ChildObjDat_47B7C`: an arm's nozzle.
pub const NOZZLE: (i8, i8) = (-0x1C, 0);
/// `word_47B42`, `word_47B48`: the flame's and the fireball's touch (hurt).
pub const FLAME_TOUCH: u8 = 0x97;
pub const FIREBALL_TOUCH: u8 = 0x9A;
/// `ChildObjDat_47B94` / `47B9C` / `47BA4`: the flame's offset from the nozzle by `angle` / 4.
pub const FLAME_AT: [(i8, i8); 4] = [(3, 5), (0, 7), (0, 7), (-3, 5)];
/// `word_47A00`, `word_47A10`: the fireball's offset from the flame and its speed, by `angle` / 4.
pub const FIREBALL_AT: [(i32, i32); 4] = [(0x14, 0x14), (0, 0x18), (0, 0x18), (-0x14, 0x14)];
pub const FIREBALL_SPEED: [(i16, i16); 4] = [(0x300, 0x300), (0, 0x400), (0, 0x400), (-0x300, 0x300)];
/// `ChildObjDat_47BBC`: the pieces at the end.
pub const PIECES: [(i8, i8); 6] = [(-0x10, -0x10), (0x10, -0x10), (-0x10, 8), (0x10, 8), (-0xC, 0x18), (0xC, 0x18)];
/// `Obj_VelocityIndex` (`Set_IndexedVelocity`): its first six entries.
const VELOCITIES: [(i16, i16); 6] =
    [(-0x100, -0x100), (0x100, -0x100), (-0x200, -0x200), (0x200, -0x200), (-0x300, -0x200), (0x300, -0x200)];
/// `byte_4794C`: a nozzle's (dx, dy, frame) steps, 4 bytes apart (`sub_47916`).
const NOZZLE_STEPS: [(i8, i8, u8); 8] = [
    (-0x18, 8, 5),
    (-0x18, 8, 5),
    (-0x1C, 0, 4),
    (-0x1C, 0, 4),
    (-0x18, 8, 5),
    (-0x10, 0x10, 6),
    (-0x18, 8, 5),
    (-0x1C, 0, 4),
];

/// `Animate_RawMultiDelay` scripts as (frame, delay) pairs (the first is never shown).
const FLICKER: [(u8, u8); 13] = [
    (0x2B, 0),
    (0x2B, 0),
    (0x2B, 0),
    (0, 0),
    (0x2B, 0),
    (0x2B, 0),
    (0, 0),
    (0x2B, 0),
    (0x2B, 0),
    (0, 0),
    (0x2B, 0),
    (0x2B, 0),
    (0, 0),
];
const RISE: [(u8, u8); 5] = [(0x1B, 0), (0x1B, 4), (0x1C, 5), (0x1D, 6), (0, 0)];
const ARM_OUT: [(u8, u8); 5] = [(0x1E, 0), (0x1E, 4), (0x1F, 5), (0x20, 6), (1, 0)];
const TRAIL: [(u8, u8); 4] = [(0x18, 0), (0x18, 9), (0x19, 2), (0x1A, 2)];
/// `byte_47C1F` / `byte_47C49`: the flame's `Animate_Raw` frames (delay 0), each flame frame then $2B.
const FLAME_SIDE: [u8; 5] = [7, 8, 9, 0xA, 0xA];
const FLAME_DOWN: [u8; 5] = [0xB, 0xC, 0xD, 0xE, 0xE];
/// `byte_47C73`, `byte_47C79`, `byte_47C7F`: the fireball's (delay 1, four frames, $FC).
const BALL_SIDE: [u8; 4] = [0x26, 0x27, 0x28, 0x29];
const BALL_DOWN: [u8; 4] = [0x16, 0x17, 0x2F, 0x30];
const BALL_ROLL: [u8; 4] = [0x10, 0x11, 0x2D, 0x2E];

/// What `Obj_Wait` / a script's end runs (`$34(a0)`), by label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    #[default]
    None,
    /// `Obj_AIZEndBossMusic`.
    Start,
    /// `loc_471E2`: surfaced.
    Surfaced,
    /// `loc_4721A`: swing.
    Swing,
    /// `loc_4725E`: fire.
    Fire,
    /// `loc_472AE`.
    FirstWait,
    /// `loc_47292`: still.
    Still,
    /// `loc_472CC`: sink.
    Sink,
    /// `loc_472FC`: move under water.
    Dive,
    /// `loc_47354`: surface again.
    Surface,
    /// `loc_47360`: gone.
    Gone,
    /// `loc_47390`: `Boss_flag` cleared, the capsule.
    Capsule,
}

/// The phase the body's code pointer says (`(a0)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `Obj_AIZEndBoss`: waiting for the camera.
    #[default]
    Asleep,
    /// `Obj_Wait` before the music.
    Waiting,
    /// `Obj_AIZEndBossMain`.
    Main,
    /// `Wait_Draw` after the eighth hit.
    Beaten,
    /// `Obj_Wait` after `loc_47360`.
    Gone,
    /// `loc_473C6`: waits for the capsule's results (`_unkFAA8`).
    Capsule,
    /// `loc_47402`: player 1 held to the right until x $4AD8.
    WalkRight,
    /// `loc_4744A`: player 1 looks up while the buttons are locked (Knuckles' cutscene).
    Knuckles,
    /// `loc_47466`: waiting for player 1 to fall to y $340.
    Falling,
}

/// `loc_473C6`: the right limit the act's end opens to (`Camera_stored_max_X_pos`).
pub const END_MAX_X: u16 = 0x48E0 + 0x158;
/// `loc_47402`: where player 1's walk to the right ends.
pub const WALK_END_X: u16 = 0x48E0 + 0x1F8;
/// `loc_47466`: player 1's y that starts the next level.
pub const FALL_Y: u16 = 0x15A + 0x1E6;
/// `loc_47476`: `StartNewLevel`'s zone and act (Hydrocity 1).
pub const NEXT_LEVEL: u16 = 0x100;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizEndBoss {
    pub phase: Phase,
    /// `$2E(a0)`, `$34(a0)`.
    pub wait: i16,
    pub next: Next,
    /// `$38(a0)`: bit 0 swinging down, 1 firing, 3 surfacing, 4 gone, 6 hidden, 7 not the first time.
    pub flags: u8,
    /// `angle(a0)`: its place × 4.
    pub angle: u16,
    /// `$3E(a0)`, `$40(a0)`: the swing's top speed and acceleration.
    pub swing_max: i16,
    pub swing_accel: i16,
    /// `$20(a0)`: the flash.
    pub flash: u8,
    /// `anim_frame`, `anim_frame_timer` of its `Animate_RawNoSSTMultiDelay` scripts.
    pub anim_frame: u8,
    pub timer: i8,
    /// The object's own `collision_flags`, and whether it was shown to the players this frame.
    pub touch: u8,
    pub exposed: bool,
}

/// Bits of [`AizEndBoss::flags`] (`$38(a0)`).
pub const FIRING: u8 = 1 << 1;
pub const SURFACING: u8 = 1 << 3;
pub const GONE: u8 = 1 << 4;
pub const HIDDEN: u8 = 1 << 6;
pub const AGAIN: u8 = 1 << 7;

/// `Animate_RawMultiDelay` on `pairs`: `Some(true)` a new frame, `Some(false)` the script's end ($F4: the caller
/// runs `$34`), `None` the frame holds.
fn animate_multi(c: &mut Common, anim_frame: &mut u8, timer: &mut i8, pairs: &[(u8, u8)]) -> Option<bool> {
    *timer = timer.wrapping_sub(1);
    if *timer >= 0 {
        return None;
    }
    *anim_frame = anim_frame.wrapping_add(2);
    match pairs.get(usize::from(*anim_frame / 2)) {
        Some(&(frame, delay)) => {
            c.mapping_frame = frame;
            *timer = delay as i8;
            Some(true)
        }
        None => {
            *timer = 0;
            *anim_frame = 0;
            Some(false)
        }
    }
}

/// `Swing_UpAndDown` (as the miniboss's: [`super::aiz_miniboss::swing_up_and_down`]).
fn swing(c: &mut Common, s: &mut AizEndBoss) {
    let (mut d0, mut d1, mut d2) = (s.swing_accel, c.y_vel, s.swing_max);
    if s.flags & 1 == 0 {
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
        d2 = d2.wrapping_neg();
        if d1 > d2 {
            c.y_vel = d1;
            return;
        }
        s.flags |= 1;
        d0 = d0.wrapping_neg();
        d2 = d2.wrapping_neg();
    }
    d1 = d1.wrapping_add(d0);
    if d1 >= d2 {
        s.flags &= !1;
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
    }
    c.y_vel = d1;
}

/// `Obj_Wait`: true when the timer ran out.
fn wait(w: &mut i16) -> bool {
    *w = w.wrapping_sub(1);
    *w < 0
}

/// `loc_47180`: surface (the flicker, routine 2), hidden, touch off; facing right at the left two places; the
/// splash.
fn surface(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    c.routine = 2;
    s.flags |= HIDDEN | SURFACING;
    s.next = Next::Surfaced;
    s.touch = 0;
    end_flash(c, s);
    c.x_flip = s.angle < 8;
    let me = cx.current() as u8;
    create(c, cx, me, &[(Role::Splash, (0, 0))]);
}

/// `sub_47AEA`: the flash over.
fn end_flash(c: &mut Common, s: &mut AizEndBoss) {
    s.flash = 0;
    c.status &= !0x40;
}

/// `loc_478AC`: a place other than the last (`Random_Number` & $C), reached in $80 frames.
fn choose_place(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    let angle = loop {
        let a = (cx.world.game.random() & 0xC) as u16;
        let old = s.angle;
        s.angle = a;
        if a != old {
            break a;
        }
    };
    let (tx, ty) = PLACES[usize::from(angle / 4)];
    // (target << 16 − position) × 2, its high word.
    let speed = |target: i32, pos: i32| ((((target << 16).wrapping_sub(pos << 8)).wrapping_mul(2)) >> 16) as i16;
    c.x_vel = speed(tx, c.x);
    c.y_vel = speed(ty, c.y);
    s.wait = 0x7F;
    if c.x_vel != 0 {
        c.x_flip = c.x_vel >= 0;
    }
}

/// Runs `$34`.
fn call(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    match s.next {
        Next::Surfaced => {
            c.routine = 4;
            s.flags &= !HIDDEN;
            s.touch = COLLISION;
            s.next = Next::Swing;
            let me = cx.current() as u8;
            create(c, cx, me, &[(Role::Spray, (0, -0x30))]);
        }
        Next::Swing => {
            c.routine = 6;
            s.wait = 0x1F;
            s.next = Next::Fire;
            s.swing_max = 0xC0;
            c.y_vel = 0xC0;
            s.swing_accel = 0x10;
            s.flags &= !1;
        }
        Next::Fire => {
            s.flags |= FIRING;
            if s.flags & AGAIN != 0 {
                s.wait = 0xBF;
                s.next = Next::Still;
            } else {
                s.angle = 4;
                s.wait = 0x2F;
                s.next = Next::FirstWait;
            }
        }
        Next::FirstWait => {
            // `st (_unkFAA2).w`: the burning log bridges burn (`collapsing_log_bridge`).
            cx.world.game.events.aiz.bridge_burning = true;
            s.wait = 0x8F;
            s.next = Next::Still;
        }
        Next::Still => {
            c.routine = 8;
            s.wait = 0x3F;
            s.next = Next::Sink;
            s.flags &= 0xF5;
        }
        Next::Sink => {
            // `loc_472CC`: the flicker again (routine $A), touch off.
            c.routine = 0xA;
            s.next = Next::Dive;
            s.touch = 0;
            end_flash(c, s);
            let me = cx.current() as u8;
            if let Some(o) = create(c, cx, me, &[(Role::Splash, (0, 0))]).and_then(|i| cx.slots.get_mut(i)) {
                o.common.subtype = 2;
            }
        }
        Next::Dive => {
            c.routine = if s.flags & AGAIN == 0 { 0xC } else { 0xE };
            s.flags |= AGAIN;
            s.next = Next::Surface;
            c.mapping_frame = 0;
            choose_place(c, s, cx);
        }
        Next::Surface => {
            c.x_vel = 0;
            c.y_vel = 0;
            surface(c, s, cx);
        }
        _ => {}
    }
}

/// `sub_47A20`: a hit's flash (the touch back only at frame 0), the eighth's defeat.
fn hits(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    if s.touch != 0 {
        return;
    }
    if c.collision_property == 0 {
        // `loc_47A74`, `BossDefeated_StopTimer`.
        s.phase = Phase::Beaten;
        s.flags &= !HIDDEN;
        c.mapping_frame = 0;
        s.next = Next::Gone;
        s.wait = 0x3F;
        super::boss::defeated(cx.world.game);
        return;
    }
    if super::boss::flash(c, &mut s.flash) && c.mapping_frame == 0 {
        s.touch = COLLISION;
    }
}

/// The frame's end: drawn (and touchable next frame) unless hidden.
fn expose(c: &mut Common, s: &mut AizEndBoss, drawn: bool, touch: bool) {
    s.exposed = drawn && touch && s.touch != 0;
    c.collision_flags = if s.exposed { s.touch } else { 0 };
    if drawn {
        c.display();
    }
}

pub fn run(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    // A hit since the last frame: `Touch_Enemy` cleared the flags it was shown.
    if s.exposed && c.collision_flags == 0 {
        s.touch = 0;
    }
    match s.phase {
        Phase::Asleep => {
            if cx.world.env.camera.x as u16 >= ARENA_X {
                let bounds = &mut cx.world.env.bounds;
                bounds.left = i32::from(ARENA_X);
                bounds.right = i32::from(ARENA_X) + SCREEN_WIDTH;
                s.phase = Phase::Waiting;
                s.wait = START_WAIT;
                cx.world.game.events.aiz.boss_flag = true;
            }
            expose(c, s, false, false);
        }
        Phase::Waiting => {
            if wait(&mut s.wait) {
                s.phase = Phase::Main;
            }
            expose(c, s, false, false);
        }
        Phase::Main => {
            main_routine(c, s, cx);
            let shown = s.flags & HIDDEN == 0;
            if s.phase == Phase::Main {
                expose(c, s, shown, true);
            } else {
                expose(c, s, shown, false);
            }
        }
        Phase::Beaten => {
            // `Wait_Draw`.
            if wait(&mut s.wait) {
                // `loc_47360` (`st (_unkFAA3).w`: the drawbridges lower, `drawbridge`).
                cx.world.game.events.aiz.bridge_lowering = true;
                s.phase = Phase::Gone;
                s.flags |= GONE;
                s.wait = 0x7F;
                s.next = Next::Capsule;
                let me = cx.current() as u8;
                create(c, cx, me, &PIECES.map(|at| (Role::Piece, at)));
            }
            expose(c, s, true, false);
        }
        Phase::Gone => {
            if wait(&mut s.wait) {
                // `loc_47390`, `loc_47396`: `_unkFAA8`, `Boss_flag` cleared, the flying capsule at its place.
                s.phase = Phase::Capsule;
                cx.world.game.end_of_level = true;
                cx.world.game.events.aiz.boss_flag = false;
                super::egg_capsule::create(c, cx, true, super::ANGEL_ISLAND);
            }
            expose(c, s, false, false);
        }
        Phase::Capsule => {
            if !cx.world.game.end_of_level {
                after_capsule(c, s, cx);
            }
            expose(c, s, false, false);
        }
        Phase::WalkRight => {
            let p = &mut *cx.world.player;
            if (p.pixel_x() as u16) < WALK_END_X {
                cx.world.game.forced_buttons = Buttons::RIGHT;
            } else {
                // `loc_4741C`.
                s.phase = Phase::Knuckles;
                (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
                let knuckles = Common::new(c.id, 4, c.pixel_x(), c.pixel_y(), false, false);
                cx.spawn_after(Obj { common: knuckles, state: Aiz2CutsceneKnuckles::new().into() });
            }
            expose(c, s, false, false);
        }
        Phase::Knuckles => {
            let game = &mut *cx.world.game;
            if game.control_locked {
                game.forced_buttons = Buttons::UP;
            } else {
                // `loc_4745E`.
                s.phase = Phase::Falling;
            }
            expose(c, s, false, false);
        }
        Phase::Falling => {
            if (cx.world.player.pixel_y() as u16) >= FALL_Y {
                // `loc_47476`: `StartNewLevel`, `Delete_Current_Sprite`.
                cx.world.game.new_level = Some(NEXT_LEVEL);
                c.delete();
                return;
            }
            expose(c, s, false, false);
        }
    }
}

/// `Restore_PlayerControl` / `Restore_PlayerControl2`: out of any object's control, on the ground, the waiting
/// animation (`anim` and `prev_anim` 5) from its start.
pub fn restore_player_control(p: &mut Player) {
    p.object_control = 0;
    p.air = false;
    p.pose = Pose::Wait;
    p.animation = AnimationClock { pose: Pose::Wait, frame: 0, delay: 0, restart: false };
}

/// `loc_473C6` once `_unkFAA8` is clear: both players' control back, player 1's buttons locked with none held,
/// the right limit opening to $4A38 (`Child6_IncLevX`, the next free slot after the boss).
fn after_capsule(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    s.phase = Phase::WalkRight;
    restore_player_control(cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        restore_player_control(p2);
    }
    let game = &mut *cx.world.game;
    game.forced_buttons = Buttons::NONE;
    game.control_locked = true;
    let restore = CameraRestore { max_x: END_MAX_X, y_done: true, ..Default::default() };
    let common = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
    cx.spawn_after(Obj { common, state: restore.into() });
}

/// `Obj_AIZEndBossMain`'s routines.
fn main_routine(c: &mut Common, s: &mut AizEndBoss, cx: &mut ObjCtx) {
    match c.routine {
        // `Obj_AIZEndBossInit`.
        0 => {
            c.width_pixels = 0x28;
            c.collision_property = HITS;
            c.x_flip = true;
            let me = cx.current() as u8;
            // `move.b #8,subtype(a1)`: the ship's frame.
            if let Some(o) = create(c, cx, me, &[(Role::Ship, SHIP)]).and_then(|ship| cx.slots.get_mut(ship)) {
                o.common.subtype = 8;
            }
            create(c, cx, me, &ARMS.map(|at| (Role::Arm, at)));
            surface(c, s, cx);
        }
        // `loc_471C2`: the flicker.
        2 | 0xA => {
            if animate_multi(c, &mut s.anim_frame, &mut s.timer, &FLICKER) == Some(false) {
                call(c, s, cx);
            }
            s.flags &= !HIDDEN;
            if c.mapping_frame == 0x2B {
                s.flags |= HIDDEN;
            }
        }
        // `loc_4720C`.
        4 => {
            if animate_multi(c, &mut s.anim_frame, &mut s.timer, &RISE) == Some(false) {
                call(c, s, cx);
            }
            hits(c, s, cx);
        }
        // `loc_47248`.
        6 => {
            swing(c, s);
            c.object_move();
            if wait(&mut s.wait) {
                call(c, s, cx);
            }
            hits(c, s, cx);
        }
        // `loc_472C2`.
        8 => {
            hits(c, s, cx);
            if s.phase == Phase::Main && wait(&mut s.wait) {
                call(c, s, cx);
            }
        }
        // `loc_47328`, `loc_47348`.
        r => {
            if r == 0xC {
                let bounds = &mut cx.world.env.bounds;
                let max = (bounds.right - SCREEN_WIDTH) as u16 + 2;
                if max < RIGHT_LIMIT {
                    bounds.right = i32::from(max) + SCREEN_WIDTH;
                }
                let min = bounds.left as u16 + 2;
                if min < LEFT_LIMIT {
                    bounds.left = i32::from(min);
                }
            }
            c.object_move();
            if wait(&mut s.wait) {
                call(c, s, cx);
            }
        }
    }
}

impl ObjKind for AizEndBoss {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.phase, c.routine) {
            (Phase::Asleep, _) => "waiting for the camera",
            (Phase::Waiting, _) => "arena closed",
            (Phase::Beaten, _) => "beaten",
            (Phase::Gone | Phase::Capsule, _) => "gone",
            (Phase::WalkRight, _) => "walking player 1 right",
            (Phase::Knuckles, _) => "Knuckles' cutscene",
            (Phase::Falling, _) => "waiting for player 1's fall",
            (_, 2 | 4) => "surfacing",
            (_, 6) => "swinging",
            (_, 8) => "still",
            (_, 0xA) => "sinking",
            _ => "moving under water",
        }
    }

    fn name(&self) -> &'static str {
        "AIZ end boss"
    }
}

// ---------------------------------------------------------------------------------------------------------
// The children.

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// `loc_47486`: an arm (subtype 0 the front one, 2 the back one, frame $2A).
    #[default]
    Arm,
    /// `loc_4759C`: an arm's nozzle.
    Nozzle,
    /// `loc_4768A`: a flame.
    Flame,
    /// `loc_47718`: a fireball.
    Fireball,
    /// `loc_477A0`: its trail.
    Trail,
    /// `loc_47880` (and an arm after the defeat, `loc_47584`): `Obj_FlickerMove`.
    Piece,
    /// `Obj_RobotnikShip` (`Child1_MakeRoboShip`, (0, −$14), frame 8): follows the body; at its defeat the
    /// explosions (`Child6_CreateBossExplosion` subtype 4, following it); once the body is gone (`$38` bit 4)
    /// it flies up at −$200, falling back, for $80 frames, then clears `Boss_flag` and goes (`loc_46138`).
    Ship,
    /// `Obj_RobotnikHead2` ((0, −$1C) from the ship): frames 0 and 1 (`AniRaw_RobotnikHead`), 2 while the body
    /// flashes, 3 once beaten.
    Head,
    /// `loc_47806` (`ChildObjDat_47B84`): the water splash as it surfaces (subtype 0) or sinks (2: then falling
    /// at $800 through its second script, `loc_4784A`); hidden on its `$2B` frames; mirrored by the scripts'
    /// bit 6 (`Animate_RawNoSSTMultiDelayFlipX`).
    Splash,
    /// `loc_477DC` (`ChildObjDat_47B8C`, (0, −$30)): the spray above it once surfaced.
    Spray,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizEndBossPart {
    pub role: Role,
    /// `parent3`, and the body's slot (the flame's `$44`).
    pub parent: u8,
    pub boss: u8,
    /// `child_dx`, `child_dy`.
    pub dx: i8,
    pub dy: i8,
    /// `$2E(a0)`.
    pub wait: i16,
    /// `$38(a0)` bits 1 (firing) and 6 (hidden); bit 7 of `status`: fallen off (an arm).
    pub firing: bool,
    pub hidden: bool,
    pub fallen: bool,
    /// `angle(a0)`.
    pub angle: u16,
    /// `$39(a0)`: a nozzle's step (× 4).
    pub step: u8,
    /// `anim_frame`, `anim_frame_timer`.
    pub anim_frame: u8,
    pub timer: i8,
    /// A fireball on the floor (`loc_4778C`); a nozzle that has fired (its `$34` is `loc_47658`).
    pub rolling: bool,
    /// `Go_Delete_Sprite` ran: deleted at its next run.
    pub going: bool,
    /// The ship's `$38` bits 4 and 5 (`loc_46138`): its head and explosions go.
    pub done: bool,
}

/// `CreateChild1_Normal`: `parts` in the free slots after the running object, subtypes 0, 2, …; the first
/// that finds no slot stops it. Returns the last one's slot.
fn create(c: &Common, cx: &mut ObjCtx, boss: u8, parts: &[(Role, (i8, i8))]) -> Option<usize> {
    let parent = cx.current() as u8;
    let mut last = None;
    for (i, &(role, (dx, dy))) in parts.iter().enumerate() {
        let common = Common::new(
            id::SONIC3K,
            (2 * i) as u8,
            c.pixel_x() + i32::from(dx),
            c.pixel_y() + i32::from(dy),
            false,
            false,
        );
        let state = AizEndBossPart { role, parent, boss, dx, dy, ..Default::default() };
        last = cx.spawn_after(Obj { common, state: state.into() });
        last?;
    }
    last
}

/// The body in `slot`.
fn boss<'a>(cx: &'a ObjCtx, slot: u8) -> Option<(&'a Common, &'a AizEndBoss)> {
    let o = cx.slots.get(usize::from(slot))?;
    match &o.state {
        State::Sonic3k(Sonic3k::AizEndBoss(s)) => Some((&o.common, s)),
        _ => None,
    }
}

/// The part in `slot`.
fn part<'a>(cx: &'a ObjCtx, slot: u8) -> Option<(&'a Common, &'a AizEndBossPart)> {
    let o = cx.slots.get(usize::from(slot))?;
    match &o.state {
        State::Sonic3k(Sonic3k::AizEndBossPart(s)) => Some((&o.common, s)),
        _ => None,
    }
}

/// `Refresh_ChildPositionAdjusted` (`adjusted`) or `Refresh_ChildPosition`: the parent's position plus the
/// offset (mirrored as the parent faces, when adjusted).
fn follow(c: &mut Common, s: &AizEndBossPart, cx: &ObjCtx, adjusted: bool) {
    let Some(p) = cx.slots.get(usize::from(s.parent)).map(|o| &o.common) else { return };
    let (mut dx, mut dy) = (i32::from(s.dx), i32::from(s.dy));
    if adjusted {
        c.x_flip = p.x_flip;
        c.y_flip = p.y_flip;
        if p.x_flip {
            dx = -dx;
        }
        if p.y_flip {
            dy = -dy;
        }
    }
    set_pixel(&mut c.x, (p.pixel_x() + dx) as u16);
    set_pixel(&mut c.y, (p.pixel_y() + dy) as u16);
}

/// `Animate_Raw` on (delay, frames, $FC / $F4): true at the script's end.
fn animate_raw(c: &mut Common, s: &mut AizEndBossPart, delay: u8, frames: &[u8]) -> bool {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        return false;
    }
    s.anim_frame = s.anim_frame.wrapping_add(1);
    match frames.get(usize::from(s.anim_frame)) {
        Some(&f) => {
            s.timer = delay as i8;
            c.mapping_frame = f;
            false
        }
        None => {
            s.anim_frame = 0;
            true
        }
    }
}

/// `byte_47C1F` / `byte_47C49` as `Animate_Raw` reads them: index 0 is the first frame, then $2B and the next.
fn flame_frames(angle: u16) -> [u8; 40] {
    let base = if angle == 4 || angle == 8 { FLAME_DOWN } else { FLAME_SIDE };
    let mut out = [0x2B; 40];
    for (i, f) in out.iter_mut().enumerate() {
        if i % 2 == 0 {
            *f = match i / 2 {
                0 | 1 => base[0],
                2 | 3 => base[1],
                4 | 5 => base[2],
                _ => base[3],
            };
        }
    }
    out
}

pub fn run_part(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    if s.going {
        c.delete();
        return;
    }
    match s.role {
        Role::Arm => arm(c, s, cx),
        Role::Nozzle => nozzle(c, s, cx),
        Role::Flame => flame(c, s, cx),
        Role::Fireball => fireball(c, s, cx),
        Role::Trail => {
            c.collision_flags = 0;
            if c.routine == 0 {
                c.routine = 2;
                c.width_pixels = 8;
                c.mapping_frame = 0x18;
                return;
            }
            if animate_multi(c, &mut s.anim_frame, &mut s.timer, &TRAIL) == Some(false) {
                s.going = true;
            }
            c.display();
        }
        Role::Piece => piece(c, s, cx),
        Role::Ship => ship(c, s, cx),
        Role::Head => head(c, s, cx),
        Role::Splash => splash(c, s),
        Role::Spray => {
            c.collision_flags = 0;
            if c.routine == 0 {
                // `loc_477DC`: set up, not drawn.
                c.routine = 2;
                c.width_pixels = 0x18;
                c.mapping_frame = 0x21;
                return;
            }
            if animate_multi(c, &mut s.anim_frame, &mut s.timer, &SPRAY) == Some(false) {
                s.going = true;
            }
            c.display();
        }
    }
}

/// `loc_47806`, `loc_47830`, `loc_47860`.
fn splash(c: &mut Common, s: &mut AizEndBossPart) {
    c.collision_flags = 0;
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x30;
        c.mapping_frame = 0x24;
        return;
    }
    let falling = c.routine == 4;
    if falling {
        c.object_move();
    }
    let pairs = if falling { &SPLASH_DOWN } else { &SPLASH_UP };
    // `Animate_RawNoSSTMultiDelayFlipX`: bit 6 of a frame turns it round.
    s.timer = s.timer.wrapping_sub(1);
    if s.timer < 0 {
        s.anim_frame = s.anim_frame.wrapping_add(2);
        match pairs.get(usize::from(s.anim_frame / 2)) {
            Some(&(frame, delay)) => {
                if frame & 0x40 != 0 {
                    c.x_flip = !c.x_flip;
                }
                c.mapping_frame = frame & !0x40;
                s.timer = delay as i8;
            }
            None => {
                s.timer = 0;
                s.anim_frame = 0;
                if c.subtype == 2 && !falling {
                    // `loc_4784A`.
                    c.routine = 4;
                    c.y_vel = 0x800;
                } else {
                    s.going = true;
                }
            }
        }
    }
    if c.mapping_frame != 0x2B {
        c.display();
    }
}

/// `Obj_RobotnikShip`.
fn ship(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    c.collision_flags = 0;
    let body = boss(cx, s.parent).map(|(b, st)| (b.status, st.flags));
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x1C;
            c.mapping_frame = c.subtype;
            create(c, cx, s.boss, &[(Role::Head, HEAD)]);
        }
        // `loc_460C2`.
        2 => {
            follow(c, s, cx, true);
            sync_hidden(s, cx);
            if body.is_some_and(|(status, _)| status & 0x80 != 0) {
                c.routine = 4;
                super::boss_explosion::create(c, cx, 4);
            }
        }
        // `loc_460F8`.
        4 => {
            if body.is_none_or(|(_, flags)| flags & GONE != 0) {
                c.routine = 6;
                c.mapping_frame = 5;
                c.y_vel = -0x200;
                s.wait = 0x7F;
            } else {
                sync_hidden(s, cx);
                follow(c, s, cx, true);
            }
        }
        // `loc_4612A`: `MoveSprite`, $80 frames.
        _ => {
            c.object_move_and_fall();
            if wait(&mut s.wait) {
                s.done = true;
                s.going = true;
                cx.world.game.events.aiz.boss_flag = false;
            }
        }
    }
    if !s.hidden {
        c.display();
    }
}

/// `Obj_RobotnikHead2`.
fn head(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    c.collision_flags = 0;
    follow(c, s, cx, true);
    sync_hidden(s, cx);
    let body = boss(cx, s.boss).map(|(b, _)| b.status).unwrap_or(0);
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            c.mapping_frame = 0;
        }
        2 => {
            if animate_raw(c, s, 5, &[0, 1]) {
                // $FC: back to the first frame.
                c.mapping_frame = 0;
                s.timer = 5;
            }
            if body & 0x80 != 0 {
                c.routine = 4;
                c.mapping_frame = 3;
            } else if body & 0x40 != 0 {
                c.mapping_frame = 2;
            }
        }
        _ => {}
    }
    if s.hidden {
        return;
    }
    // `Child_Draw_Sprite2`: the ship gone (`$38` bit 4).
    if part(cx, s.parent).is_none_or(|(_, p)| p.done) {
        s.going = true;
        return;
    }
    c.display();
}

/// `Obj_FlickerMove` (the first frame `loc_47880`'s set-up, drawn).
fn piece(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    c.collision_flags = 0;
    if c.routine == 0 && !s.fallen {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.mapping_frame = 0x32 + c.subtype / 2;
        let (vx, vy) = VELOCITIES[usize::from(c.subtype / 2).min(5)];
        c.x_vel = if c.x_flip { -vx } else { vx };
        c.y_vel = vy;
        c.display();
        return;
    }
    c.object_move_and_fall();
    let camera_y = cx.world.env.camera.y;
    if cx.out_of_range(c.pixel_x()) || (c.pixel_y() - camera_y + 0x80) as u16 > 0x200 {
        c.delete();
        return;
    }
    if crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 1 != 0 {
        c.display();
    }
}

/// `Child_SyncDraw`: hidden while the parent is.
fn sync_hidden(s: &mut AizEndBossPart, cx: &ObjCtx) {
    let hidden = match boss(cx, s.parent) {
        Some((_, b)) => b.flags & HIDDEN != 0,
        None => part(cx, s.parent).is_some_and(|(_, p)| p.hidden),
    };
    s.hidden = hidden;
}

/// `loc_47486`: follows the body; the front arm reaches out as it surfaces; fires with it.
fn arm(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    if s.fallen {
        // `Wait_Draw` for $20 frames, then `loc_47584`.
        if wait(&mut s.wait) {
            s.role = Role::Piece;
            c.mapping_frame = 1;
            let (vx, vy) = [(0x200, -0x200), (-0x300, -0x200)][usize::from(c.subtype != 0)];
            c.x_vel = if c.x_flip { -vx } else { vx };
            c.y_vel = vy;
        }
        c.collision_flags = 0;
        c.display();
        return;
    }
    follow(c, s, cx, true);
    sync_hidden(s, cx);
    let Some((_, b)) = boss(cx, s.parent) else {
        s.going = true;
        return;
    };
    let (flags, angle) = (b.flags, b.angle);
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x24;
            c.mapping_frame = if c.subtype != 0 { 0x2A } else { 1 };
            create(c, cx, s.boss, &[(Role::Nozzle, NOZZLE)]);
        }
        // `loc_474E6`.
        2 => {
            if flags & SURFACING != 0 {
                if c.subtype == 0 {
                    c.routine = 4;
                    s.wait = 4;
                } else {
                    c.routine = 8;
                }
            }
        }
        4 => {
            if wait(&mut s.wait) {
                c.routine = 6;
            }
        }
        // `loc_4752E`.
        6 => {
            s.hidden = false;
            if animate_multi(c, &mut s.anim_frame, &mut s.timer, &ARM_OUT) == Some(false) {
                c.routine = 8;
            }
        }
        // `loc_47546`.
        8 => {
            if flags & FIRING != 0 {
                c.routine = 0xA;
                s.firing = true;
                s.angle = angle;
            }
        }
        // `loc_47568`.
        _ => {
            if flags & FIRING == 0 {
                c.routine = 2;
                s.firing = false;
            }
        }
    }
    c.collision_flags = 0;
    if s.hidden {
        return;
    }
    // `sub_47AFA`: the body beaten (`status` bit 7), the arm falls off.
    if boss(cx, s.parent).is_some_and(|(b, _)| b.status & 0x80 != 0) {
        s.fallen = true;
        c.mapping_frame = 1;
        s.wait = 0x1F;
    }
    c.display();
}

/// `loc_4759C`: aims (`sub_47916`) when its arm fires, shoots a flame, aims back.
fn nozzle(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    sync_hidden(s, cx);
    let Some((arm_c, arm)) = part(cx, s.parent) else {
        s.going = true;
        return;
    };
    let (arm_firing, arm_angle, arm_back, arm_fallen) = (arm.firing, arm.angle, arm_c.subtype != 0, arm.fallen);
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0xC;
            c.mapping_frame = 4;
        }
        // `loc_475D8`.
        2 => {
            if arm_firing {
                c.routine = 4;
                s.anim_frame = 1;
                s.firing = true;
                s.angle = arm_angle;
                s.wait = if arm_back { 0x4F } else { 0 };
                s.step = 0;
                s.rolling = false;
            }
        }
        // `loc_47618`.
        4 => {
            s.wait -= 1;
            if s.wait < 0 {
                s.wait = 3;
                aim(c, s);
                s.anim_frame = s.anim_frame.wrapping_sub(1);
                if (s.anim_frame as i8) < 0 {
                    if !s.rolling {
                        // `loc_47636`: the arm's bit 1 cleared, a flame, $60 frames.
                        c.routine = 6;
                        if let Some(State::Sonic3k(Sonic3k::AizEndBossPart(a))) =
                            cx.slots.get_mut(usize::from(s.parent)).map(|o| &mut o.state)
                        {
                            a.firing = false;
                        }
                        s.wait = 0x5F;
                        s.rolling = true;
                        let at = FLAME_AT[usize::from(s.angle / 4) & 3];
                        create(c, cx, s.boss, &[(Role::Flame, at)]);
                    } else {
                        // `loc_47658`.
                        c.routine = 2;
                        s.step = 0;
                    }
                }
            }
        }
        // `loc_47664`, then `loc_4766A`.
        _ => {
            if wait(&mut s.wait) {
                c.routine = 4;
                s.anim_frame = 1;
                s.firing = false;
                s.wait = 0;
            }
        }
    }
    follow(c, s, cx, true);
    c.collision_flags = 0;
    if s.hidden {
        return;
    }
    // `Child_Draw_Sprite`: the arm fallen off (`status` bit 7), it goes.
    if arm_fallen {
        s.going = true;
    }
    c.display();
}

/// `sub_47916`: the next step of the aim (down at the top places, sideways at the others).
fn aim(c: &mut Common, s: &mut AizEndBossPart) {
    let base = if s.angle ^ 0xC == 0 || s.angle ^ 0xC == 0xC { 0 } else { 4 };
    let (dx, dy, frame) = NOZZLE_STEPS[(base + usize::from(s.step / 4)) & 7];
    s.dx = dx;
    s.dy = dy;
    c.mapping_frame = frame;
    s.step = s.step.wrapping_add(4);
}

/// `loc_4768A`, `loc_476E4`: follows the nozzle, burns 40 frames, then the fireball.
fn flame(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    let Some((_, nozzle)) = part(cx, s.parent) else {
        s.going = true;
        return;
    };
    let nozzle_angle = nozzle.angle;
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        c.mapping_frame = 0xB;
        s.angle = nozzle_angle;
        c.x_flip = s.angle < 8;
        c.collision_flags = 0;
        return;
    }
    // The body (`$44`) beaten (`status` bit 7): gone.
    if boss(cx, s.boss).is_some_and(|(b, _)| b.status & 0x80 != 0) {
        s.going = true;
        c.collision_flags = 0;
        return;
    }
    follow(c, s, cx, false);
    if animate_raw(c, s, 0, &flame_frames(s.angle)) {
        // `loc_47702`.
        create(c, cx, s.boss, &[(Role::Fireball, (0, 0))]);
        s.going = true;
    }
    c.collision_flags = FLAME_TOUCH;
    c.display();
}

/// `loc_47718`, `loc_4774E`: flies, rolls along the floor once it lands, $A0 frames.
fn fireball(c: &mut Common, s: &mut AizEndBossPart, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x14;
        c.mapping_frame = 0xF;
        c.y_radius = 0xC;
        s.wait = 0x9F;
        let angle = part(cx, s.parent).map_or(0, |(_, f)| f.angle);
        s.angle = angle;
        c.x_flip = angle < 8;
        let i = usize::from(angle / 4) & 3;
        c.x = c.x.wrapping_add(FIREBALL_AT[i].0 << 8);
        c.y = c.y.wrapping_add(FIREBALL_AT[i].1 << 8);
        (c.x_vel, c.y_vel) = FIREBALL_SPEED[i];
        c.collision_flags = 0;
        return;
    }
    if c.x_vel != 0 && !s.rolling {
        let d = crate::objects::runtime::ground::floor_distance(c, cx);
        if d <= 0 {
            c.y = c.y.wrapping_add(d << 8);
            // `loc_4778C`.
            s.rolling = true;
            c.y_vel = 0;
        }
    }
    let frames = if s.rolling {
        &BALL_ROLL
    } else if s.angle == 4 || s.angle == 8 {
        &BALL_DOWN
    } else {
        &BALL_SIDE
    };
    if animate_raw(c, s, 1, frames) {
        // $FC: back to the first frame.
        c.mapping_frame = frames[0];
        s.timer = 1;
    }
    c.object_move();
    if wait(&mut s.wait) {
        c.delete();
        c.collision_flags = 0;
        return;
    }
    if crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 3 == 0 {
        create(c, cx, s.boss, &[(Role::Trail, (0, 0))]);
    }
    c.collision_flags = FIREBALL_TOUCH;
    c.display();
}

impl ObjKind for AizEndBossPart {
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_part(c, s, cx);
        None
    }

    /// The flame and the fireball are fire (`bset #4,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        match self.role {
            Role::Flame | Role::Fireball => crate::player::moves::reaction::FIRE,
            _ => 0,
        }
    }

    fn name(&self) -> &'static str {
        match self.role {
            Role::Arm => "AIZ end boss arm",
            Role::Nozzle => "AIZ end boss nozzle",
            Role::Flame => "AIZ end boss flame",
            Role::Fireball => "AIZ end boss fireball",
            Role::Trail => "AIZ end boss fireball trail",
            Role::Piece => "AIZ end boss piece",
            Role::Ship => "AIZ end boss: Robotnik's ship",
            Role::Splash => "AIZ end boss splash",
            Role::Spray => "AIZ end boss spray",
            Role::Head => "AIZ end boss: Robotnik's head",
        }
    }
}
