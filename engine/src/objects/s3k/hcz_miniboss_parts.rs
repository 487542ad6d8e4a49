//! The Hydrocity miniboss's parts ([`super::hcz_miniboss`]; skdisasm s3.asm):
//!
//! - [`Rocket`] (`Obj_HCZMiniboss_Rockets`, four, subtypes 0, 2, 4, 6): round the body on two angles (`$3C` for
//!   x, `$3D` for y, `HCZMiniboss_RocketTwistLookup` ±$18 px, `sub_4895E`) once its `$38` bit 3 is set: 64
//!   frames at 1 a frame (the last two, x-flipped, wait them out), 64 more, 32 at 2 hurting (touch $8B), then 4
//!   a frame, hurting, until the bit clears; then they slow to their rest angle (`byte_482AC`), 32 frames at 2
//!   without touch, 64 at 1, and wait for the bit again. The body beaten (`status` bit 7), they fly off
//!   (`loc_5312A`: `Obj_VelocityIndex` from $20, e.g. (−$400, −$300), falling).
//! - [`Engine`] (`Obj_HCZMiniboss_Engine`): $24 below the body, hurting (touch $92) on the frames with an even
//!   `V_int_run_count` while the body's `$38` bit 6 is clear (it is set while the body dives); gone with the
//!   defeat.
//! - [`Whirlpool`] (`loc_48362`): $148 below where the body wakes. Seen once on screen, it waits for the body's
//!   bit 2, spins up (`byte_48C30`: 18 frames from 7 to 2 frames each), then pulls every player no more than
//!   $20 px above it (`sub_487FC`/`sub_48874`, player 2 unless dead): X Speed ±$40 towards it each frame (0
//!   first beyond $70 px; within 3 px it pushes on the way he goes), moved by it, and half a pixel a frame
//!   towards its y ± $10 — caught (`sub_48844`: `object_control` 1, in the air, floating, speeds 0) until it
//!   stops, which lets them go (`sub_487DA`). The body beaten, it lets them go too, and goes at the act's end
//!   (`loc_4847A`). Its wind-down is timed from the start of `byte_48C5A` (the game runs on from where
//!   `byte_48C55`'s loop left `anim_frame`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State, set_pixel};
use crate::objects::s3k::hcz_miniboss::{self, flag};
use crate::player::{Player, Pose, Routine};

/// `Child1_HCZMiniboss_RocketsEngine`: the rockets' offsets.
pub const ROCKETS: [(i8, i8); 4] = [(0x18, 0x18), (-0x18, -0x18), (-0x18, 0x18), (0x18, -0x18)];
/// The engine's offset.
pub const ENGINE: (i8, i8) = (0, 0x24);
/// `ObjDat_HCZMiniboss_Rockets`: touch $8B (hurts, size $B).
pub const ROCKET_COLLISION: u8 = 0x8B;
/// `ObjDat2_HCZMiniboss_Engine`: touch $92 (hurts, size $12).
pub const ENGINE_COLLISION: u8 = 0x92;
/// `loc_48386`: the whirlpool's depth below the body's place.
pub const WHIRL_DEPTH: i32 = 0x148;
/// `word_48194`: each rocket's starting angles ($3C, $3D).
pub const ROCKET_ANGLES: [(u8, u8); 4] = [(0, 0), (0x80, 0x80), (0x80, 0), (0, 0x80)];
/// `byte_482AC`: the x angle each rocket rests at.
pub const REST_ANGLES: [u8; 4] = [0x80, 0, 0xC0, 0x40];
/// `Obj_VelocityIndex` from $20 (`loc_5312A`, `moveq #$20,d0`): the rockets' flight off, by subtype / 2.
pub const FLY_OFF: [(i16, i16); 4] = [(-0x400, -0x300), (0x400, -0x300), (0x300, -0x300), (-0x400, -0x300)];
/// `HCZMiniboss_RocketTwistLookup`: the offset at angles 0–$7F (mirrored above).
pub const TWIST: [i8; 128] = [
    0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x17, 0x17, 0x17, 0x17, 0x17, 0x17, 0x16, 0x16, 0x16, 0x16,
    0x15, 0x15, 0x15, 0x15, 0x14, 0x14, 0x14, 0x13, 0x13, 0x13, 0x12, 0x12, 0x11, 0x11, 0x11, 0x10, 0x10, 0xF, 0xF,
    0xE, 0xE, 0xD, 0xD, 0xC, 0xC, 0xB, 0xB, 0xA, 0xA, 9, 9, 8, 8, 7, 6, 6, 5, 5, 4, 4, 3, 2, 2, 1, 1, 0, -1, -1, -2,
    -2, -3, -4, -4, -5, -5, -6, -6, -7, -8, -8, -9, -9, -0xA, -0xA, -0xB, -0xB, -0xC, -0xC, -0xD, -0xD, -0xE, -0xE,
    -0xF, -0xF, -0x10, -0x10, -0x11, -0x11, -0x11, -0x12, -0x12, -0x13, -0x13, -0x13, -0x14, -0x14, -0x14, -0x15,
    -0x15, -0x15, -0x15, -0x16, -0x16, -0x16, -0x16, -0x17, -0x17, -0x17, -0x17, -0x17, -0x17, -0x18, -0x18, -0x18,
    -0x18, -0x18, -0x18, -0x18, -0x18,
];
/// `byte_48994`: a rocket's frame by its y angle / 16.
const ROCKET_FRAMES: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0xA, 0xB, 0x1A, 0x1A, 0x1A, 0xC, 0xD];
/// `byte_48C30` (spin-up) and `byte_48C5A` (wind-down) as (frame, delay); the first pair is never shown.
pub const SPIN_UP: [(u8, u8); 18] = [
    (0x16, 7),
    (0x17, 7),
    (0x18, 7),
    (0x16, 6),
    (0x17, 6),
    (0x18, 6),
    (0x16, 5),
    (0x17, 5),
    (0x18, 5),
    (0x16, 4),
    (0x17, 4),
    (0x18, 4),
    (0x16, 3),
    (0x17, 3),
    (0x18, 3),
    (0x16, 2),
    (0x17, 2),
    (0x18, 2),
];
pub const WIND_DOWN: [(u8, u8); 18] = [
    (0x16, 2),
    (0x17, 2),
    (0x18, 2),
    (0x16, 3),
    (0x17, 3),
    (0x18, 3),
    (0x16, 4),
    (0x17, 4),
    (0x18, 4),
    (0x16, 5),
    (0x17, 5),
    (0x18, 5),
    (0x16, 6),
    (0x17, 6),
    (0x18, 6),
    (0x16, 7),
    (0x17, 7),
    (0x18, 7),
];

/// `sub_489BA`: the lookup at `angle` (mirrored from $80).
pub fn twist(angle: u8) -> i32 {
    let a = if angle >= 0x80 { 0xFF - angle } else { angle };
    i32::from(TWIST[usize::from(a)])
}

/// A part's body: `parent3` and the body's (x, y, `status`, `$38`) when it is still the miniboss.
fn parent(cx: &ObjCtx, slot: u8) -> Option<(i32, i32, bool, u8)> {
    hcz_miniboss::parent_of(cx, slot).map(|(c, s)| (c.pixel_x(), c.pixel_y(), hcz_miniboss::beaten(c), s.flags))
}

/// What a rocket's `Obj_Wait` calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RocketNext {
    #[default]
    None,
    /// `loc_481A6`.
    Orbit,
    /// `loc_481D4`: faster, hurting.
    Arm,
    /// `loc_481F0`: full speed.
    Spin,
    /// `loc_48214`.
    Slow,
    /// `loc_4822A`.
    Slower,
    /// `loc_481C2`: at rest.
    Rest,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rocket {
    pub parent: u8,
    pub dx: i8,
    pub dy: i8,
    /// `$2E`, `$34`.
    pub wait: i16,
    pub next: RocketNext,
    /// `$3C`, `$3D`: the x and y angles; `$40`: their step.
    pub angle_x: u8,
    pub angle_y: u8,
    pub step: u8,
    /// Its own `collision_flags`.
    pub touch: u8,
    /// Flying off (`Obj_FlickerMove`).
    pub flying: bool,
}

impl Rocket {
    pub fn new(parent: usize, dx: i8, dy: i8) -> Self {
        Rocket { parent: parent as u8, dx, dy, ..Default::default() }
    }
}

/// `sub_4895E`: both angles on by the step; the rocket at the body plus their lookups.
fn orbit(c: &mut Common, s: &mut Rocket, body: (i32, i32)) {
    s.angle_x = s.angle_x.wrapping_add(s.step);
    set_pixel(&mut c.x, (body.0 + twist(s.angle_x)) as u16);
    s.angle_y = s.angle_y.wrapping_add(s.step);
    set_pixel(&mut c.y, (body.1 + twist(s.angle_y)) as u16);
    c.mapping_frame = ROCKET_FRAMES[usize::from(s.angle_y >> 4)];
}

fn rocket_call(c: &mut Common, s: &mut Rocket) {
    match s.next {
        RocketNext::None => {}
        RocketNext::Orbit => {
            c.routine = 8;
            s.wait = 0x3F;
            s.next = RocketNext::Arm;
        }
        RocketNext::Arm => {
            s.step = 2;
            s.touch = ROCKET_COLLISION;
            s.wait = 0x1F;
            s.next = RocketNext::Spin;
        }
        RocketNext::Spin => {
            c.routine = 0xA;
            s.step = 4;
            s.next = RocketNext::None;
        }
        RocketNext::Slow => {
            s.step = 2;
            s.wait = 0x1F;
            s.next = RocketNext::Slower;
        }
        RocketNext::Slower => {
            c.routine = if c.subtype >= 4 { 4 } else { 6 };
            s.step = 1;
            s.wait = 0x3F;
            s.next = RocketNext::Rest;
        }
        RocketNext::Rest => c.routine = 2,
    }
}

fn rocket_wait(c: &mut Common, s: &mut Rocket) {
    s.wait = s.wait.wrapping_sub(1);
    if s.wait < 0 {
        rocket_call(c, s);
    }
}

pub fn run_rocket(c: &mut Common, s: &mut Rocket, cx: &mut ObjCtx) {
    if s.flying {
        // `Obj_FlickerMove`: falls, goes off screen, drawn every other frame.
        c.object_move_and_fall();
        // (`Camera_X_pos_coarse_back`: the camera's x − $80, rounded down to $80.)
        let coarse_back = cx.camera_coarse();
        let gone_x = ((c.pixel_x() as u16) & 0xFF80).wrapping_sub(coarse_back) > 0x280;
        let gone_y = (c.pixel_y() as u16).wrapping_sub(cx.world.env.camera.y as u16).wrapping_add(0x80) > 0x200;
        if gone_x || gone_y {
            c.delete();
        } else {
            c.display();
        }
        c.collision_flags = 0;
        return;
    }
    let Some((bx, by, beaten, flags)) = parent(cx, s.parent) else {
        c.delete();
        return;
    };
    let i = usize::from(c.subtype / 2) & 3;
    match c.routine {
        // `loc_4812E`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            c.mapping_frame = 1;
            s.touch = ROCKET_COLLISION;
        }
        // `loc_48148`.
        2 => {
            s.touch = 0;
            if flags & flag::ROCKETS != 0 {
                c.routine = 4;
                s.step = 1;
                s.wait = 0x3F;
                s.next = RocketNext::Orbit;
                (s.angle_x, s.angle_y) = ROCKET_ANGLES[i];
                if c.subtype >= 4 {
                    c.x_flip = true;
                    c.routine = 6;
                }
            }
        }
        // `loc_4819C`, `loc_481CA`.
        4 | 8 => {
            orbit(c, s, (bx, by));
            rocket_wait(c, s);
        }
        // `loc_48254`.
        0xA => {
            orbit(c, s, (bx, by));
            if flags & flag::ROCKETS == 0 {
                c.routine = 0xC;
            }
        }
        // `loc_4826E`.
        0xC => {
            orbit(c, s, (bx, by));
            if s.angle_x == REST_ANGLES[i] {
                c.routine = 8;
                s.touch = 0;
                s.step = 2;
                s.wait = 0x1F;
                s.next = RocketNext::Slow;
            }
        }
        // `loc_481BC`: 6.
        _ => rocket_wait(c, s),
    }
    // `Child_DrawTouch_Sprite_FlickerMove`.
    if beaten {
        s.flying = true;
        s.touch = 0;
        let (vx, vy) = FLY_OFF[i];
        c.x_vel = if c.x_flip { vx.wrapping_neg() } else { vx };
        c.y_vel = vy;
    }
    c.collision_flags = s.touch;
    c.display();
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Engine {
    pub parent: u8,
    pub dx: i8,
    pub dy: i8,
    /// `SetUp_ObjAttributes2` has run.
    pub ready: bool,
}

impl Engine {
    pub fn new(parent: usize, dx: i8, dy: i8) -> Self {
        Engine { parent: parent as u8, dx, dy, ready: false }
    }
}

/// `Obj_HCZMiniboss_Engine`, `loc_48304`, `loc_482C6`.
pub fn run_engine(c: &mut Common, s: &mut Engine, cx: &mut ObjCtx) {
    c.collision_flags = 0;
    if !s.ready {
        s.ready = true;
        c.width_pixels = 0x10;
        c.mapping_frame = 0x15;
        return;
    }
    let Some((bx, by, beaten, flags)) = parent(cx, s.parent) else {
        c.delete();
        return;
    };
    set_pixel(&mut c.x, (bx + i32::from(s.dx)) as u16);
    set_pixel(&mut c.y, (by + i32::from(s.dy)) as u16);
    if beaten {
        c.delete();
        return;
    }
    if flags & flag::ENGINE_OFF != 0 {
        return;
    }
    if crate::objects::s2::lost_rings::vint_runcount(cx.world.game) & 1 != 0 {
        return;
    }
    c.collision_flags = ENGINE_COLLISION;
    c.display();
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Whirlpool {
    pub parent: u8,
    /// `$2E`: unused here (the scripts end it).
    pub anim_frame: u8,
    pub anim_timer: i8,
    /// `$38` bit 3: winding down.
    pub winding_down: bool,
    /// `$42`, `$44`: the players it holds.
    pub holds: [bool; 2],
    /// `loc_4847A`: its body beaten.
    pub beaten: bool,
}

impl Whirlpool {
    pub fn new(parent: usize) -> Self {
        Whirlpool { parent: parent as u8, ..Default::default() }
    }
}

/// `Animate_RawNoSSTMultiDelay`: `true` at the script's end ($F4, which zeroes `anim_frame`).
fn animate(c: &mut Common, s: &mut Whirlpool, script: &[(u8, u8)]) -> bool {
    s.anim_timer = s.anim_timer.wrapping_sub(1);
    if s.anim_timer >= 0 {
        return false;
    }
    s.anim_frame = s.anim_frame.wrapping_add(2);
    match script.get(usize::from(s.anim_frame / 2)) {
        Some(&(frame, delay)) => {
            c.mapping_frame = frame;
            s.anim_timer = delay as i8;
            false
        }
        None => {
            s.anim_timer = 0;
            s.anim_frame = 0;
            true
        }
    }
}

/// `sub_48874`: one frame of the pull on `p`.
pub fn pull(p: &mut Player, x: i32, y: i32) {
    let mut d1 = p.x_speed;
    let mut d2: i16 = 0x40;
    let left = (p.pixel_x() as u16) < x as u16;
    let d0 = (p.pixel_x() as u16).wrapping_sub(x as u16);
    let d0 = if left { d0.wrapping_neg() } else { d0 };
    if d0 <= 3 {
        if d1 < 0 {
            d2 = -d2;
        }
    } else {
        if d0 > 0x70 {
            d1 = 0;
        }
        if !left {
            d2 = -d2;
        }
    }
    d1 = d1.wrapping_add(d2);
    p.x_speed = d1;
    p.x = p.x.wrapping_add(i32::from(d1));
    let d5 = (p.pixel_y() as i16).wrapping_sub(y as i16);
    if d5 < -0x10 {
        p.y = p.y.wrapping_add(0x80);
    } else if d5 > 0x10 {
        p.y = p.y.wrapping_sub(0x80);
    }
}

/// `sub_48844`: caught.
fn catch(p: &mut Player) {
    p.air = true;
    p.object_control = 1;
    p.pose = Pose::Float;
    p.spindash = None;
    p.x_speed = 0;
    p.y_speed = 0;
    p.ground_speed = 0;
}

/// `sub_487DA`: let go.
fn release(p: &mut Player) {
    p.air = true;
    p.object_control = 0;
}

/// `loc_487CA`: lets go of the players it holds.
fn release_all(s: &mut Whirlpool, cx: &mut ObjCtx) {
    if s.holds[0] {
        release(cx.world.player);
    }
    if s.holds[1]
        && let Some(p2) = cx.world.sidekick.as_deref_mut()
    {
        release(p2);
    }
}

/// `sub_487FC`: pulls each player no more than $20 px above it.
fn pull_players(c: &Common, s: &mut Whirlpool, cx: &mut ObjCtx) {
    s.holds = [false; 2];
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let top = (y as u16).wrapping_sub(0x20);
    let p1 = &mut *cx.world.player;
    if top <= p1.pixel_y() as u16 {
        s.holds[0] = true;
        pull(p1, x, y);
        if p1.object_control == 0 {
            catch(p1);
        }
    }
    if let Some(p2) = cx.world.sidekick.as_deref_mut()
        && top <= p2.pixel_y() as u16
        && matches!(p2.routine, Routine::Normal | Routine::Hurt)
    {
        s.holds[1] = true;
        pull(p2, x, y);
        if p2.object_control == 0 {
            catch(p2);
        }
    }
}

/// `loc_48362`'s routines, then `sub_487A4`.
pub fn run_whirlpool(c: &mut Common, s: &mut Whirlpool, cx: &mut ObjCtx) {
    let Some((_, _, beaten, flags)) = parent(cx, s.parent) else {
        release_all(s, cx);
        c.delete();
        return;
    };
    if s.beaten {
        // `loc_4847A`: gone at the act's end (the debris not run).
        if flags & flag::ACT_OVER != 0 {
            release_all(s, cx);
            c.delete();
        } else {
            c.display();
        }
        return;
    }
    match c.routine {
        // `loc_48386`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x10;
            c.mapping_frame = 0x16;
            c.y = c.y.wrapping_add(WHIRL_DEPTH << 8);
            s.holds = [false; 2];
        }
        // `loc_483A0`: seen on screen (its water palette not run).
        2 => {
            if c.on_screen {
                c.routine = 4;
            }
        }
        // `loc_483C0`.
        4 => {
            if flags & flag::WHIRL != 0 {
                c.routine = 6;
            }
        }
        // `loc_483F6`: spinning up; then `loc_48400`.
        6 => {
            if animate(c, s, &SPIN_UP) {
                c.routine = 8;
                c.collision_property = 0;
            }
        }
        // `loc_4841C`.
        8 => {
            pull_players(c, s, cx);
            if flags & flag::WHIRL == 0 {
                c.routine = 0xA;
                s.winding_down = true;
                release_all(s, cx);
            }
        }
        // `loc_4845C`: winding down; then `loc_48466`.
        _ => {
            if animate(c, s, &WIND_DOWN) {
                c.routine = 4;
                c.mapping_frame = 0x16;
                s.winding_down = false;
            }
        }
    }
    // `sub_487A4`.
    if beaten {
        s.beaten = true;
        if std::mem::take(&mut s.winding_down) {
            release_all(s, cx);
        }
    }
    c.collision_flags = 0;
    c.display();
}

impl ObjKind for Rocket {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_rocket(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ miniboss rocket"
    }
}

impl ObjKind for Engine {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_engine(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "HCZ miniboss engine"
    }
}

impl ObjKind for Whirlpool {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_whirlpool(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            0..=4 => "still",
            6 => "spinning up",
            8 => "pulling",
            _ => "winding down",
        }
    }

    fn name(&self) -> &'static str {
        "HCZ miniboss whirlpool"
    }
}
