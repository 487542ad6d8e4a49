//! Hydrocity 2's end boss, Robotnik's propeller craft (skdisasm s3.asm `Obj_HCZEndBoss`, S3K id $9A, placed at
//! ($40C8, $6E0)); its propeller, depth charges and their blasts are [`super::hcz_end_boss_parts`].
//!
//! - Asleep until the camera is within y $400–$880, x $3E80–$4090 (`word_48D26`; out of range it goes), the
//!   right limit held at $4050 meanwhile. Awake: `Boss_flag`, the bottom limit heading for $738; then
//!   `loc_541C8` — the left limit follows the camera until camera x $4000, the top limit becomes the bottom one
//!   once it has got there, and 2 s pass (the music); with all three the fight starts.
//! - `loc_48D3C` (touch 6, an enemy with 8 hits): down at $80 for $F0 frames (the ship, three depth charges and
//!   the propeller made, `ChildObjDat_49BCC`); swinging (`Swing_Setup1`: ±$C0 by $10) $40 frames; then the
//!   propeller turns (`$38` bit 3): down at $80 $A0 frames, up at −$100 $50, back to its height and swinging
//!   $100 frames; the propeller stops, and it crosses at −$100 (then as it last went), swinging, turning round
//!   every $140 frames (the first after $A0), dropping a depth charge every $60 (bit 1, 8 of them); then the
//!   propeller again.
//! - `sub_49A06`: a hit flashes it $20 frames, then its touch comes back; the eighth stops it (`Wait_Draw`,
//!   `BossDefeated_StopTimer`: 1000 points, the timer stopped); $40 frames later it flies off (`loc_48EF6`:
//!   `Obj_VelocityIndex` $C, ($200, −$200) falling, bit 4 sends the propeller off too) for $80 frames; then
//!   `Boss_flag` is cleared, `_unkFAA8` set and the right limit opens to $4230 (`Obj_IncLevEndXGradual`: $4000
//!   more a frame added to the step), the left limit following the camera (`loc_48F68`) until the act's results
//!   clear `_unkFAA8` (the egg capsule on the ground past the arena, [`super::egg_capsule`]: Sonic 3's layout
//!   places it at ($42D0, $7E0), S3K id $C6 of its own set; the S3K layout has none).
//! - Once the results have cleared `_unkFAA8` (`loc_48F68`): the buttons locked with none held, both players'
//!   control restored (`Restore_PlayerControl`: on the ground, the waiting animation), the top limit 0 and
//!   the geyser made ([`super::hcz_end_geyser`]: it throws the players up out of the act and `StartNewLevel`
//!   loads Marble Garden 1); then it goes.
//! - With the combined game's layout (skdisasm's `HCZ/Object Pos/2.bin`, which places no capsule) nothing here
//!   clears `_unkFAA8`: the boss waits in `loc_48F68` for good, the left limit following the camera, and the
//!   act never ends. Whether the combined game ends Hydrocity 2 some other way (its own `loc_48F68`, an object
//!   of its own layout) cannot be told from s3.asm, Sonic 3's code: sonic3k.asm is not in the reference copy.
//!
//! Not run: Robotnik in his ship (`Obj_RobotnikShip2`), the bubbles, splashes, music and palettes.

use crate::camera::{SCREEN_HEIGHT, SCREEN_WIDTH};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, ObjKind, State};
use crate::objects::s3k::hcz_end_boss_parts::{DepthCharge, Propeller};
use crate::objects::s3k::hcz_end_geyser::HczEndGeyser;
use crate::objects::s3k::id;

/// `ObjDat_HCZEndBoss`: touch size 6, an enemy.
pub const COLLISION: u8 = 0x06;
/// `move.b #8,collision_property(a0)`.
pub const HITS: u8 = 8;
/// `word_48D26`: camera y $400–$880, x $3E80–$4090.
pub const WAKE: (u16, u16, u16, u16) = (0x400, 0x880, 0x3E80, 0x4090);
/// The right limit while asleep, the bottom limit's target and where the left limit stops following.
pub const ASLEEP_MAX_X: u16 = 0x4050;
pub const ARENA_Y: u16 = 0x738;
pub const ARENA_X: u16 = 0x4000;
/// `loc_48F3C`: the right limit it opens to.
pub const OPEN_MAX_X: u16 = 0x4230;
/// The hit flash and the defeat's points, as every S3K boss has them.
pub use super::boss::{DEFEAT_POINTS, FLASH};
/// `Child1`-style offsets of `ChildObjDat_49BCC`: the three depth charges and the propeller.
pub const CHARGES: [(i8, i8); 3] = [(0x23, 0x12), (0x1B, 0xA), (0x13, 0xA)];
pub const PROPELLER: (i8, i8) = (0, 0x24);

/// `$38` bits: 0 swinging down, 1 drop a depth charge, 3 the propeller turns, 4 flying off.
pub mod flag {
    pub const SWING_DOWN: u8 = 1;
    pub const DROP: u8 = 2;
    pub const PROPELLER: u8 = 8;
    pub const FLYING_OFF: u8 = 0x10;
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Phase {
    /// `Obj_HCZEndBoss`: `Check_CameraInRange`.
    #[default]
    Asleep,
    /// `loc_48D2E` (`loc_541C8`).
    Arena,
    /// `loc_48D3C`.
    Fight,
    /// `Wait_Draw` after `loc_49A5E`.
    Beaten,
    /// `loc_48F20`.
    FlyingOff,
    /// `loc_48F68`: the act's end, waiting for the capsule's results (`_unkFAA8`).
    Over,
    /// `Go_Delete_Sprite_2` ran: `Delete_Current_Sprite` at its next run.
    Gone,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Next {
    #[default]
    None,
    /// `loc_48DC8`: swinging.
    Swing,
    /// `loc_48E10`: the propeller turns.
    Propeller,
    /// `loc_48E4E`: back up.
    Up,
    /// `loc_48E64`: swinging in place.
    Hover,
    /// `loc_48E80`: crossing.
    Cross,
    /// `loc_48ED4`: a depth charge.
    Drop,
    /// `loc_48EF6`.
    FlyOff,
    /// `loc_48F3C`.
    Over,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczEndBoss {
    pub phase: Phase,
    /// `$2E`, `$34`.
    pub wait: i16,
    pub next: Next,
    /// `$38` ([`flag`]; in the arena its bits 0–2 are `loc_541C8`'s).
    pub flags: u8,
    /// `$39`: depth charges left in this crossing.
    pub drops: i8,
    /// `$3A`: its height when it started swinging.
    pub home_y: u16,
    /// `$30`: frames to the next turn.
    pub turn: i16,
    /// `$44`: the crossing's speed.
    pub cross_speed: i16,
    /// `$3E`, `$40`: the swing.
    pub swing_max: i16,
    pub swing_accel: i16,
    pub flash: u8,
    pub touch: u8,
    pub exposed: bool,
    /// `Obj_IncLevEndXGradual`'s `$30` (16.16): the step added to the right limit each frame.
    pub open_step: u32,
    /// The right limit is open (`Obj_IncLevEndXGradual` done).
    pub opened: bool,
}

fn wait(s: &mut HczEndBoss) -> bool {
    s.wait = s.wait.wrapping_sub(1);
    s.wait < 0
}

/// `Swing_Setup1`.
fn swing_setup(c: &mut Common, s: &mut HczEndBoss) {
    s.swing_max = 0xC0;
    c.y_vel = 0xC0;
    s.swing_accel = 0x10;
    s.flags &= !flag::SWING_DOWN;
}

/// `Swing_UpAndDown`.
fn swing(c: &mut Common, s: &mut HczEndBoss) {
    let (mut d0, mut d1, mut d2) = (s.swing_accel, c.y_vel, s.swing_max);
    if s.flags & flag::SWING_DOWN == 0 {
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
        d2 = d2.wrapping_neg();
        if d1 > d2 {
            c.y_vel = d1;
            return;
        }
        s.flags |= flag::SWING_DOWN;
        d0 = d0.wrapping_neg();
        d2 = d2.wrapping_neg();
    }
    d1 = d1.wrapping_add(d0);
    if d1 >= d2 {
        s.flags &= !flag::SWING_DOWN;
        d0 = d0.wrapping_neg();
        d1 = d1.wrapping_add(d0);
    }
    c.y_vel = d1;
}

fn call(next: Next, c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    match next {
        Next::None => {}
        Next::Swing => {
            c.routine = 4;
            s.home_y = c.pixel_y() as u16;
            s.cross_speed = -0x100;
            s.turn = 0x9F;
            s.wait = 0x3F;
            s.next = Next::Propeller;
            swing_setup(c, s);
        }
        Next::Propeller => {
            // (`_unkFA80+1` is never set in Sonic 3: `loc_48E38` does not run.)
            s.flags |= flag::PROPELLER;
            c.routine = 6;
            c.y_vel = 0x80;
            s.wait = 0x9F;
            s.next = Next::Up;
        }
        Next::Up => {
            c.y_vel = -0x100;
            s.wait = 0x4F;
            s.next = Next::Hover;
        }
        Next::Hover => {
            c.routine = 0xA;
            s.wait = 0xFF;
            crate::objects::runtime::object::set_pixel(&mut c.y, s.home_y);
            s.next = Next::Cross;
        }
        Next::Cross => {
            c.routine = 0xC;
            s.flags &= !flag::PROPELLER;
            c.x_vel = s.cross_speed;
            s.wait = 0xBF;
            s.next = Next::Drop;
            s.drops = 8;
            swing_setup(c, s);
        }
        Next::Drop => {
            s.wait = 0x5F;
            s.drops = s.drops.wrapping_sub(1);
            if s.drops < 0 {
                // `loc_48EE8`.
                s.cross_speed = c.x_vel;
                c.x_vel = 0;
                call(Next::Propeller, c, s, cx);
            } else {
                s.flags |= flag::DROP;
            }
        }
        Next::FlyOff => {
            s.phase = Phase::FlyingOff;
            s.flags |= flag::FLYING_OFF;
            s.wait = 0x7F;
            s.next = Next::Over;
            // `Set_IndexedVelocity` with $C and subtype 0.
            c.x_vel = if c.x_flip { -0x200 } else { 0x200 };
            c.y_vel = -0x200;
        }
        Next::Over => {
            // `loc_48F3C`.
            s.phase = Phase::Over;
            cx.world.game.end_of_level = true;
            cx.world.game.events.hcz_boss.boss_flag = false;
        }
    }
}

fn wait_then(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    if wait(s) {
        call(s.next, c, s, cx);
    }
}

/// `Obj_HCZEndBoss` and `loc_541C8`.
fn wake(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    let (cam_x, cam_y) = (cx.world.env.camera.x as u16, cx.world.env.camera.y as u16);
    if s.phase == Phase::Asleep {
        cx.world.env.bounds.right = i32::from(ASLEEP_MAX_X) + SCREEN_WIDTH;
        let (top, bottom, left, right) = WAKE;
        if !(top..=bottom).contains(&cam_y) || !(left..=right).contains(&cam_x) {
            if cx.out_of_range(c.pixel_x()) {
                if let Some(i) = c.respawn {
                    cx.world.env.respawn.forget(i);
                }
                c.delete();
            }
            return;
        }
        s.phase = Phase::Arena;
        cx.world.game.events.hcz_boss.boss_flag = true;
        s.wait = 2 * 60;
        cx.world.game.events.max_y_target = Some(ARENA_Y);
        return;
    }
    // `loc_541C8`.
    if s.flags & 1 == 0 {
        s.wait = s.wait.wrapping_sub(1);
        if s.wait < 0 {
            s.flags |= 1;
        }
    }
    let bounds = &mut cx.world.env.bounds;
    if s.flags & 2 == 0 {
        let max_y = bounds.bottom - SCREEN_HEIGHT;
        if max_y == i32::from(ARENA_Y) {
            bounds.top = max_y;
            s.flags |= 2;
        }
    }
    if s.flags & 4 == 0 {
        bounds.left = i32::from(cam_x);
        if cam_x >= ARENA_X {
            s.flags |= 4;
        }
    }
    if s.flags & 7 == 7 {
        // `loc_48D34`: the loop runs from the next frame.
        s.flags = 0;
        s.phase = Phase::Fight;
        c.routine = 0;
    }
}

/// `loc_48D62`'s children: the three depth charges (subtypes 0, 2, 4), the propeller.
fn make_children(c: &Common, cx: &mut ObjCtx) {
    let parent = cx.current();
    for (i, (dx, dy)) in CHARGES.into_iter().enumerate() {
        let dx = if c.x_flip { -dx } else { dx };
        let common = Common::new(
            id::SONIC3K,
            (2 * i) as u8,
            c.pixel_x() + i32::from(dx),
            c.pixel_y() + i32::from(dy),
            false,
            false,
        );
        if cx.spawn_after(Obj { common, state: DepthCharge::new(parent, CHARGES[i]).into() }).is_none() {
            return;
        }
    }
    let (dx, dy) = PROPELLER;
    let common = Common::new(id::SONIC3K, 8, c.pixel_x() + i32::from(dx), c.pixel_y() + i32::from(dy), false, false);
    cx.spawn_after(Obj { common, state: Propeller::new(parent, dx, dy).into() });
}

fn routine(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    match c.routine {
        // `loc_48D62`.
        0 => {
            c.routine = 2;
            c.width_pixels = 0x2C;
            s.touch = COLLISION;
            c.collision_property = HITS;
            c.y_vel = 0x80;
            s.wait = 0xEF;
            s.next = Next::Swing;
            make_children(c, cx);
        }
        // `loc_48DBC`.
        2 | 6 | 8 => {
            c.object_move();
            wait_then(c, s, cx);
        }
        // `loc_48EAA`: crossing, turning every $140 frames.
        0xC => {
            swing(c, s);
            c.object_move();
            wait_then(c, s, cx);
            s.turn = s.turn.wrapping_sub(1);
            if s.turn < 0 {
                c.x_vel = c.x_vel.wrapping_neg();
                c.x_flip = !c.x_flip;
                s.turn = 0x13F;
            }
        }
        // `loc_48DFE`: 4, $A.
        _ => {
            swing(c, s);
            c.object_move();
            wait_then(c, s, cx);
        }
    }
}

/// `sub_49A06`.
fn hits(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    if s.touch != 0 {
        return;
    }
    if c.collision_property == 0 {
        s.phase = Phase::Beaten;
        s.next = Next::FlyOff;
        s.wait = 0x3F;
        super::boss::defeated(cx.world.game);
        return;
    }
    if super::boss::flash(c, &mut s.flash) {
        s.touch = COLLISION;
    }
}

/// `loc_48F68` and `Obj_IncLevEndXGradual`: the left limit follows the camera; the right one opens.
fn over(s: &mut HczEndBoss, cx: &mut ObjCtx) {
    let bounds = &mut cx.world.env.bounds;
    bounds.left = cx.world.env.camera.x;
    if !s.opened {
        s.open_step = s.open_step.wrapping_add(0x4000);
        let max_x = (bounds.right - SCREEN_WIDTH) as u16;
        let x = max_x.wrapping_add((s.open_step >> 16) as u16);
        if x >= OPEN_MAX_X {
            bounds.right = i32::from(OPEN_MAX_X) + SCREEN_WIDTH;
            s.opened = true;
        } else {
            bounds.right = i32::from(x) + SCREEN_WIDTH;
        }
    }
}

/// `loc_48F68` once `_unkFAA8` is clear: player 1's buttons cleared and locked (`Ctrl_1_logical`,
/// `Ctrl_1_locked`; player 2's, `Ctrl_2_logical` and `Ctrl_2_locked` — the second pad kept out of his logical
/// buttons — are not modelled, as nowhere in the engine yet), player 1's `object_control` $80 at once cleared
/// again by `Restore_PlayerControl` (both players: on the ground, the waiting animation), the geyser
/// ([`super::hcz_end_geyser`], the next free slot after the boss), the top limit 0, and the boss goes
/// (`Go_Delete_Sprite_2`).
fn end_act(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    let game = &mut *cx.world.game;
    game.forced_buttons = formats::inputs::Buttons::NONE;
    game.control_locked = true;
    super::aiz_end_boss::restore_player_control(cx.world.player);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        super::aiz_end_boss::restore_player_control(p2);
    }
    HczEndGeyser::create(c, cx);
    cx.world.env.bounds.top = 0;
    s.phase = Phase::Gone;
}

pub fn run(c: &mut Common, s: &mut HczEndBoss, cx: &mut ObjCtx) {
    if s.exposed && c.collision_flags == 0 {
        s.touch = 0;
    }
    let mut touch = false;
    match s.phase {
        Phase::Asleep | Phase::Arena => wake(c, s, cx),
        Phase::Fight => {
            routine(c, s, cx);
            hits(c, s, cx);
            touch = s.phase == Phase::Fight;
            c.display();
        }
        Phase::Beaten => {
            wait_then(c, s, cx);
            c.display();
        }
        Phase::FlyingOff => {
            // `loc_48F20`: `MoveSprite`, drawn every other frame.
            c.object_move_and_fall();
            wait_then(c, s, cx);
            c.display();
        }
        Phase::Over => {
            over(s, cx);
            if !cx.world.game.end_of_level {
                end_act(c, s, cx);
            }
        }
        Phase::Gone => c.delete(),
    }
    s.exposed = touch && s.touch != 0;
    c.collision_flags = if s.exposed { s.touch } else { 0 };
}

/// The end boss in slot `i`: its common and state.
pub fn parent_of<'a>(cx: &'a ObjCtx, i: u8) -> Option<(&'a Common, &'a HczEndBoss)> {
    let o = cx.slots.get(usize::from(i))?;
    match &o.state {
        State::Sonic3k(super::kinds::Sonic3k::HczEndBoss(s)) => Some((&o.common, s)),
        _ => None,
    }
}

/// `status` bit 7: beaten (the last hit's `Touch_Enemy`).
pub fn beaten(c: &Common) -> bool {
    c.status & NO_BALANCING != 0
}

impl ObjKind for HczEndBoss {
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.phase, c.routine) {
            (Phase::Asleep, _) => "waiting for the camera",
            (Phase::Arena, _) => "closing the arena",
            (Phase::Beaten, _) => "beaten",
            (Phase::FlyingOff, _) => "flying off",
            (Phase::Over, _) => "act over",
            (Phase::Gone, _) => "gone",
            (_, 0 | 2) => "coming down",
            (_, 0xC) => "crossing",
            (_, 6 | 8) => "propeller turning",
            _ => "swinging",
        }
    }

    fn name(&self) -> &'static str {
        "HCZ end boss"
    }
}
