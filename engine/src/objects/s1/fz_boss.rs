//! The Final Zone's boss, Eggman between the crushing cylinders (s1disasm `_incObj/85 Boss - Final.asm`:
//! `BossFinal_Main`, `BossFinal_Eggman` and its steps `loc_19E90`…`loc_1A1D4`, the pieces `loc_1A264`…`loc_1A3AC`;
//! `boss_fz_x`, `boss_fz_y`, `boss_fz_end` in `Constants.asm`; REV01), with its cylinders ([`super::fz_cylinder`],
//! `Obj84`) and plasma ball launcher ([`super::fz_plasma`], `Obj86`).
//!
//! The Final Zone's level events load it (`DLE_FZboss`, camera x `boss_fz_x` − $150). Its first frame makes five
//! pieces in the next free slots — a control panel at ($25B0, $590) and, at the ship parked at ($26E0, $596), the
//! legs Eggman runs on, his head in the ship, the empty ship and its flame — then the launcher in the first free
//! slot and the four cylinders in the next free ones (the first failure skips the rest); it takes 8 hits and
//! waits off stage at ($100, $100) — adding 1 to the random seed every frame — until the camera reaches
//! `boss_fz_x` ($2450). Then rounds:
//!
//! - **Cylinders** (step 2): a random number picks a pair of neighbouring cylinders (bottom 0–1, 1–top 2, top
//!   2–3, top 3–bottom 0; its high bit picks which of the two holds Eggman): both crush out and back, the one
//!   with Eggman carrying him. He faces the player and is solid ($2B × $14); pushing his side adds 7 to the
//!   random seed's high word, and rolling into it sends the player back at ±$300 and — unless hit in the last
//!   $64 frames — takes a hit. Once both cylinders are back the next round is the plasma, or with no hits left
//!   the defeat.
//! - **Plasma** (step 4): the launcher fires its four balls; once they are gone, cylinders again.
//! - **Defeat** (steps 6–$E): 1000 points; Eggman drops from ($25C0, $53C) to y $59C, the launcher turns into an
//!   explosion and the cylinders explode as they go back; he runs right, slower the closer the player ($500 when
//!   the player is ahead, $400 down to a stop from $C8 px behind), hopping (Y speed −$40 at y $5A3) to x $26A0,
//!   jumps into the ship (landing at ($26E0, $592): one hit left, the hitbox $0F), rises to y $544 and flies off
//!   right at $180, −$18 while the right limit opens 2 px a frame to `boss_fz_end` ($2700). Hit once more (30
//!   frames later) the ship sinks at $60 a frame; from x $2790 the player is held (controls locked, speed
//!   cleared; while the ship still rises he looks up and is kept left of $27E0). At x $2900, off screen, the ship
//!   is deleted and the game goes to the ending — here the act counts as cleared ([`crate::objects::runtime::game::GameState::act_clear`]).
//!
//! Not modelled: the animations (the pieces' frames are their mapping frames only where the code sets them),
//! sounds, the art.

use super::{Sonic1, ghz_boss::boss_defeated};
use crate::camera::SCREEN_WIDTH;
use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::runtime::solid::{Contact, SolidBox, solid_object_s1};
use crate::player::Pose;
use formats::inputs::Buttons;

pub use crate::objects::runtime::level_events::BOSS_FZ_X;
/// `boss_fz_y`, `boss_fz_end`.
pub const BOSS_FZ_Y: u16 = 0x510;
pub const BOSS_FZ_END: u16 = BOSS_FZ_X + 0x2B0;
pub const HITS: u8 = 8;
/// `BossFinal_ObjData`, `BossFinal_ObjData2`: each piece's x, y, routine, `obActWid`, `obHeight` (the boss first).
pub const PIECES: [(u16, u16, u8, u8, u8); 6] = [
    (0x100, 0x100, routine::EGGMAN, 0x20, 0x19),
    (BOSS_FZ_X + 0x160, BOSS_FZ_Y + 0x80, routine::PANEL, 0x12, 8),
    (BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, routine::LEGS, 0, 0),
    (BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, routine::HEAD, 0, 0),
    (BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, routine::SHIP, 0x20, 0x20),
    (BOSS_FZ_X + 0x290, BOSS_FZ_Y + 0x86, routine::FLAME, 0, 0),
];
/// `word_19FD6`: the cylinder pairs (byte offsets into the boss's list: 0, 2, 4, 6 are cylinders 0–3).
pub const PAIRS: [u16; 8] = [0, 2, 2, 4, 4, 6, 6, 0];
/// Rolling into his side: the player's X speed, the frames before the next hit counts.
pub const KNOCK_BACK: i16 = 0x300;
pub const HIT_COOLDOWN: u8 = 0x64;
pub const DEFEAT_POINTS: u32 = 1000;
/// Where he drops from once beaten, the floor he lands on.
pub const DEFEAT_X: u16 = BOSS_FZ_X + 0x170;
pub const DEFEAT_Y: u16 = BOSS_FZ_Y + 0x2C;
pub const LAND_Y: u16 = BOSS_FZ_Y + 0x8C;
/// The run: the y he hops from, the x he jumps at, the ship's x and floor, the height he flies off from.
pub const HOP_Y: u16 = BOSS_FZ_Y + 0x93;
pub const JUMP_X: u16 = BOSS_FZ_X + 0x250;
pub const SHIP_X: u16 = BOSS_FZ_X + 0x290;
pub const SHIP_Y: u16 = BOSS_FZ_Y + 0x82;
pub const FLY_Y: u16 = BOSS_FZ_Y + 0x34;
/// The player held from this x, kept left of the next; the ship gone (the ending) at the last.
pub const HOLD_X: i16 = BOSS_FZ_END as i16 + 0x90;
pub const KEEP_X: i16 = BOSS_FZ_END as i16 + 0xE0;
pub const ENDING_X: u16 = BOSS_FZ_END + 0x200;

/// `BossFinal_Index`: the boss and its pieces (the table's order; the disassembly's comments number them
/// otherwise).
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const EGGMAN: u8 = 2;
    /// `loc_1A38E`: the control panel (frame $B), deleted once passed and off screen.
    pub const PANEL: u8 = 4;
    /// `loc_1A346`: the legs, three frames of 20 once he is in the ship, then deleted.
    pub const LEGS: u8 = 6;
    /// `loc_1A2C6`: his head in the ship; explodes once he is beaten in it.
    pub const HEAD: u8 = 8;
    /// `loc_1A3AC`: the empty ship, deleted when he boards it.
    pub const SHIP: u8 = 0xA;
    /// `loc_1A264`: the ship's flame.
    pub const FLAME: u8 = 0xC;
}

/// `off_19E80`: the boss's steps (`objoff_34`, here `ob2ndRout`).
pub mod step {
    pub const WAIT: u8 = 0;
    pub const CYLINDERS: u8 = 2;
    pub const PLASMA: u8 = 4;
    pub const DROP: u8 = 6;
    pub const RUN: u8 = 8;
    pub const JUMP: u8 = 0xA;
    pub const RISE: u8 = 0xC;
    pub const FLY: u8 = 0xE;
}

/// The boss (routine 2) or one of its pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FzBoss {
    /// `objoff_34`: the boss's slot (a piece's).
    pub parent: Option<u8>,
    /// `objoff_35`: frames before a hit counts again.
    pub cooldown: u8,
    /// `objoff_30`: −1 for a new round; the chosen cylinder (its byte offset); the flight's hit timer.
    pub choice: i16,
    /// `objoff_32`: the round's pieces still out (1 with two cylinders out; −1 when over).
    pub pending: i16,
    /// `objoff_36`, `objoff_38`: the launcher's and the cylinders' slots.
    pub launcher: Option<u8>,
    pub cylinders: [Option<u8>; 4],
    /// `obMap` = `Map_Eggman`: he is in the ship (from step $C).
    pub in_ship: bool,
}

/// The boss as the level events load it (routine 0).
pub fn spawned() -> Obj {
    Obj {
        common: Common::new(super::id::SONIC1, 0, 0, 0, false, false),
        state: State::Sonic1(Sonic1::FzBoss(FzBoss::default())),
    }
}

/// The boss's fields a piece, a cylinder or the launcher reads: its step, x, y (16.8), status, hits left,
/// whether it is in the ship and its X speed; `None` once the slot holds no Final Zone boss piece.
pub fn boss_of(cx: &ObjCtx, parent: Option<u8>) -> Option<(u8, i32, i32, u8, u8, bool, i16)> {
    match parent.and_then(|i| cx.slots.get(usize::from(i))) {
        Some(Obj { common: c, state: State::Sonic1(Sonic1::FzBoss(b)) }) => {
            Some((c.routine_secondary, c.x, c.y, c.status, c.collision_property, b.in_ship, c.x_vel))
        }
        _ => None,
    }
}

/// The boss itself, to change (a cylinder or the launcher ending its part of the round).
pub fn boss_mut<'a>(cx: &'a mut ObjCtx, parent: Option<u8>) -> Option<(&'a mut Common, &'a mut FzBoss)> {
    match parent.and_then(|i| cx.slots.get_mut(usize::from(i))) {
        Some(Obj { common, state: State::Sonic1(Sonic1::FzBoss(b)) }) => Some((common, b)),
        _ => None,
    }
}

/// `BossFinal`.
pub fn run(c: &mut Common, s: &mut FzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            eggman(c, s, cx);
        }
        routine::EGGMAN => eggman(c, s, cx),
        routine::PANEL => panel(c, cx),
        routine::LEGS => legs(c, s, cx),
        routine::HEAD => head(c, s, cx),
        routine::SHIP => ship(c, s, cx),
        _ => flame(c, s, cx),
    }
}

fn place(c: &mut Common, (x, y, routine, width, height): (u16, u16, u8, u8, u8)) {
    c.x = i32::from(x) << 8;
    c.y = i32::from(y) << 8;
    c.routine = routine;
    c.width_pixels = width;
    c.y_radius = height;
}

/// `BossFinal_Main`: the pieces, the launcher, the cylinders; 8 hits; a round to start.
fn init(c: &mut Common, s: &mut FzBoss, cx: &mut ObjCtx) {
    place(c, PIECES[0]);
    c.on_screen = true;
    let me = Some(cx.current() as u8);
    for &piece in &PIECES[1..] {
        let mut common = Common { id: super::id::SONIC1, ..Default::default() };
        place(&mut common, piece);
        let state = FzBoss { parent: me, ..Default::default() };
        if cx.spawn_after(Obj { common, state: State::Sonic1(Sonic1::FzBoss(state)) }).is_none() {
            break;
        }
    }
    s.launcher = cx.spawn(super::fz_plasma::spawned(me)).map(|i| i as u8);
    if s.launcher.is_some() {
        for (k, slot) in s.cylinders.iter_mut().enumerate() {
            let Some(i) = cx.spawn_after(super::fz_cylinder::spawned(me, 2 * k as u8)) else { break };
            *slot = Some(i as u8);
        }
    }
    c.routine_secondary = step::WAIT;
    s.cooldown = 0;
    c.collision_property = HITS;
    s.choice = -1;
}

/// `BossFinal_Eggman`: the step, drawn.
fn eggman(c: &mut Common, s: &mut FzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::WAIT => {
            if cx.world.env.camera.x as u16 >= BOSS_FZ_X {
                c.routine_secondary = step::CYLINDERS;
            }
            cx.world.game.rng_seed = cx.world.game.rng_seed.wrapping_add(1);
        }
        step::CYLINDERS => cylinders(c, s, cx),
        step::PLASMA => {
            if s.choice < 0 {
                s.choice = 0;
                if let Some(obj) = s.launcher.and_then(|i| cx.slots.get_mut(usize::from(i))) {
                    super::fz_plasma::fire(obj);
                }
            }
            if s.pending != 0 {
                c.routine_secondary = step::CYLINDERS;
                s.choice = -1;
                s.pending = 0;
            }
        }
        step::DROP => {
            c.width_pixels = 0x30;
            c.status |= 1;
            c.object_move();
            c.mapping_frame = 6;
            c.y_vel = c.y_vel.wrapping_add(0x10);
            if px(c.y) as u16 >= LAND_Y {
                set_px(&mut c.y, LAND_Y as i16);
                c.routine_secondary = step::RUN;
                c.width_pixels = 0x20;
                c.x_vel = 0x100;
                c.y_vel = -0x100;
                cx.world.game.events.routine = cx.world.game.events.routine.wrapping_add(2);
            }
            escape_limit_and_solid(c, cx);
        }
        step::RUN => {
            run_right(c, cx);
            escape_limit_and_solid(c, cx);
        }
        step::JUMP => {
            c.object_move();
            if px(c.x) as u16 >= SHIP_X {
                c.x_vel = 0;
            }
            c.y_vel = c.y_vel.wrapping_add(0x34);
            if c.y_vel >= 0 && px(c.y) as u16 >= SHIP_Y {
                set_px(&mut c.y, SHIP_Y as i16);
                c.y_vel = 0;
            }
            if c.x_vel | c.y_vel == 0 {
                c.routine_secondary = step::RISE;
                c.y_vel = -0x180;
                c.collision_property = 1;
            }
            escape_limit_and_solid(c, cx);
        }
        step::RISE => {
            s.in_ship = true;
            c.anim = 0;
            c.status |= 1;
            c.object_move();
            if (px(c.y) as u16) < FLY_Y {
                c.x_vel = 0x180;
                c.y_vel = -0x18;
                c.collision_flags = 0x0F;
                c.routine_secondary = step::FLY;
            }
            escape_limit_and_solid(c, cx);
        }
        _ => {
            if fly(c, s, cx) {
                return;
            }
            escape_limit_and_solid(c, cx);
        }
    }
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_19EA8`…`loc_19FBC`: a new round's pair of cylinders; his solid body and the hits; the round's end.
fn cylinders(c: &mut Common, s: &mut FzBoss, cx: &mut ObjCtx) {
    if s.choice < 0 {
        s.choice = 0;
        let r = cx.world.game.random();
        let mut d0 = (r & 0xC) as usize;
        let mut d1 = d0 + 2;
        if (r as i32) < 0 {
            std::mem::swap(&mut d0, &mut d1);
        }
        let (a, b) = (PAIRS[d0 / 2], PAIRS[d1 / 2]);
        s.choice = a as i16;
        for (offset, holds) in [(a, true), (b, false)] {
            let slot = s.cylinders[usize::from(offset / 2)];
            if let Some(obj) = slot.and_then(|i| cx.slots.get_mut(usize::from(i))) {
                super::fz_cylinder::start(obj, holds);
            }
        }
        s.pending = 1;
        s.cooldown = 0;
    }
    if s.pending < 0 {
        if c.collision_property == 0 {
            // `loc_19FBC`.
            cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
            c.routine_secondary = step::DROP;
            set_px(&mut c.x, DEFEAT_X as i16);
            set_px(&mut c.y, DEFEAT_Y as i16);
            c.y_radius = 0x14;
        } else {
            c.routine_secondary = step::PLASMA;
            s.choice = -1;
            s.pending = 0;
        }
        return;
    }
    c.status &= !1;
    let player_x = cx.world.player.pixel_x() as u16;
    if player_x >= px(c.x) as u16 {
        c.status |= 1;
    }
    let x = px(c.x);
    let b = SolidBox { half_width: 0x2B, half_height_air: 0x14, half_height_ground: 0x14, old_x: x };
    let side = solid_object_s1(c, cx.world.player, b) == Contact::Side;
    let mut counting = s.cooldown != 0;
    if side {
        cx.world.game.rng_seed = cx.world.game.rng_seed.wrapping_add(7 << 16);
        let p = &mut *cx.world.player;
        if p.pose == Pose::Roll {
            p.x_speed = if c.status & 1 != 0 { KNOCK_BACK } else { -KNOCK_BACK };
            if s.cooldown == 0 {
                c.collision_property = c.collision_property.wrapping_sub(1);
                s.cooldown = HIT_COOLDOWN;
            }
            counting = true;
        }
    }
    c.anim = 1;
    if counting {
        s.cooldown = s.cooldown.wrapping_sub(1);
        if s.cooldown != 0 {
            c.anim = 3;
        }
    }
}

/// `loc_1A074`: hopping right, slower the closer behind the player is; at x $26A0 the jump to the ship.
fn run_right(c: &mut Common, cx: &mut ObjCtx) {
    c.status |= 1;
    c.anim = 4;
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(0x10);
    if px(c.y) as u16 >= HOP_Y {
        c.y_vel = -0x40;
    }
    c.x_vel = run_speed((px(c.x) as u16).wrapping_sub(cx.world.player.pixel_x() as u16));
    if px(c.x) as u16 >= JUMP_X {
        set_px(&mut c.x, JUMP_X as i16);
        c.x_vel = 0x240;
        c.y_vel = -0x4C0;
        c.routine_secondary = step::JUMP;
    }
}

/// `loc_1A09A`…`loc_1A0F2`: the run's X speed from how far ahead of the player he is (`d0` = his x − the
/// player's): $500 when behind him, $400 up to $6F px ahead, then less every 8 px ($300, $200, $180, $100, $80),
/// 0 from $C8.
pub fn run_speed(d0: u16) -> i16 {
    if (d0 as i16) < 0 {
        return 0x500;
    }
    let mut v: i16 = 0x400;
    let mut d = d0;
    for (sub, dv) in [(0x70, 0x100), (8, 0x100), (8, 0x80), (8, 0x80), (8, 0x80)] {
        if d < sub {
            return v;
        }
        d -= sub;
        v -= dv;
    }
    if d < 0x38 { v } else { 0 }
}

/// `loc_1A1D4`…`loc_1A260`: flying off; a hit, 30 frames, then sinking; the player held near the end; gone at x
/// $2900 off screen (the ending). Whether it was deleted.
fn fly(c: &mut Common, s: &mut FzBoss, cx: &mut ObjCtx) -> bool {
    c.status |= 1;
    c.object_move();
    let mut tick = s.choice != 0;
    if !tick && c.collision_flags == 0 {
        s.choice = 0x1E;
        tick = true;
    }
    if tick {
        s.choice = s.choice.wrapping_sub(1);
        if s.choice == 0 {
            if c.status & NO_BALANCING != 0 {
                c.y_vel = 0x60;
            } else {
                c.collision_flags = 0x0F;
            }
        }
    }
    let game = &mut *cx.world.game;
    let p = &mut *cx.world.player;
    let mut keep_left = true;
    if p.pixel_x() as i16 >= HOLD_X {
        game.control_locked = true;
        game.forced_buttons = Buttons::NONE;
        p.ground_speed = 0;
        if c.y_vel >= 0 {
            keep_left = false;
        } else {
            // `move.w #$100,(v_jpadhold2).w`: Up held.
            game.forced_buttons = Buttons::UP;
        }
    }
    if keep_left && p.pixel_x() as i16 >= KEEP_X {
        set_px(&mut p.x, KEEP_X);
    }
    if px(c.x) as u16 >= ENDING_X && !c.on_screen {
        // `move.b #id_Ending,(v_gamemode).w`.
        game.act_clear = true;
        c.delete();
        return true;
    }
    false
}

/// `loc_1A166`, `loc_1A172`: the right limit opens 2 px a frame up to `boss_fz_end`; before he boards the ship
/// he is solid ($1B × $70 / $71).
fn escape_limit_and_solid(c: &mut Common, cx: &mut ObjCtx) {
    let bounds = &mut *cx.world.env.bounds;
    let max_x = (bounds.right - SCREEN_WIDTH) as i16;
    if max_x < BOSS_FZ_END as i16 {
        bounds.right = i32::from(max_x.wrapping_add(2)) + SCREEN_WIDTH;
    }
    if c.routine_secondary < step::RISE {
        let x = px(c.x);
        let b = SolidBox { half_width: 0x1B, half_height_air: 0x70, half_height_ground: 0x71, old_x: x };
        solid_object_s1(c, cx.world.player, b);
    }
}

/// `loc_1A2A6`: the boss's status (and flips), drawn.
fn copy_status(c: &mut Common, status: u8) {
    c.status = status;
    c.x_flip = status & 1 != 0;
    c.y_flip = status & 2 != 0;
    c.display();
}

/// `loc_1A296`: at the boss's position, then [`copy_status`].
fn follow(c: &mut Common, (x, y, status): (i32, i32, u8)) {
    set_px(&mut c.x, (x >> 8) as i16);
    set_px(&mut c.y, (y >> 8) as i16);
    copy_status(c, status);
}

/// `loc_1A38E`.
fn panel(c: &mut Common, cx: &mut ObjCtx) {
    c.mapping_frame = 0xB;
    if cx.world.player.pixel_x() as u16 >= px(c.x) as u16 && !c.on_screen {
        c.delete();
        return;
    }
    c.display();
}

/// `loc_1A346`: the boss's status; once he is in the ship, at his position, a frame every 20 frames, deleted
/// after the third.
fn legs(c: &mut Common, s: &FzBoss, cx: &mut ObjCtx) {
    c.status |= 1;
    let (_, x, y, status, _, in_ship, _) = boss_of(cx, s.parent).unwrap_or_default();
    if !in_ship {
        copy_status(c, status);
        return;
    }
    if c.anim_frame_duration == 0 {
        c.anim_frame_duration = 0x14;
    }
    c.anim_frame_duration -= 1;
    if c.anim_frame_duration == 0 {
        c.mapping_frame += 1;
        if c.mapping_frame > 2 {
            c.delete();
            return;
        }
    }
    follow(c, (x, y, status));
}

/// `loc_1A2C6`: gone with the boss; frame $A until he boards, then at his position — exploding (`BossDefeated`)
/// once he has no hits left, deleted then when off screen.
fn head(c: &mut Common, s: &FzBoss, cx: &mut ObjCtx) {
    let Some((_, x, y, status, hits, in_ship, _)) = boss_of(cx, s.parent) else {
        c.delete();
        return;
    };
    if !in_ship {
        c.mapping_frame = 0xA;
        copy_status(c, status);
        return;
    }
    c.anim = 1;
    if hits as i8 > 0 {
        c.anim = 6;
    } else {
        if !c.on_screen {
            c.delete();
            return;
        }
        boss_defeated(c, cx);
        c.anim = 0;
    }
    follow(c, (x, y, status));
}

/// `loc_1A3AC`: the empty ship, deleted when he boards it.
fn ship(c: &mut Common, s: &FzBoss, cx: &mut ObjCtx) {
    c.mapping_frame = 0;
    c.status |= 1;
    let (step, _, _, status, _, in_ship, _) = boss_of(cx, s.parent).unwrap_or_default();
    if step == step::RISE && in_ship {
        c.delete();
        return;
    }
    copy_status(c, status);
}

/// `loc_1A264`: gone with the boss; from his step $C at his position.
fn flame(c: &mut Common, s: &FzBoss, cx: &mut ObjCtx) {
    let Some((step, x, y, status, _, _, x_vel)) = boss_of(cx, s.parent) else {
        c.delete();
        return;
    };
    c.anim = 7;
    if (step as i8) < step::RISE as i8 {
        copy_status(c, status);
        return;
    }
    if x_vel != 0 {
        c.anim = 0xB;
    }
    follow(c, (x, y, status));
}
