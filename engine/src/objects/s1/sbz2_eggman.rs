//! Scrap Brain 2's Eggman at his console, and his button (s1disasm `_incObj/82 Eggman - Scrap Brain 2.asm`:
//! `SEgg_Main`, `SEgg_ChkSonic`, `SEgg_PreLeap`, `SEgg_Leap`, `SEgg_FindBlocks`, `SEgg_Switch`;
//! `boss_sbz2_x`, `boss_sbz2_y` in `Constants.asm`).
//!
//! Scrap Brain 2's level events load him once the camera reaches `boss_sbz2_x` − $F0 (`DLE_SBZ2boss2`, which
//! also locks the screen). His first frame places him at (`boss_sbz2_x` + $110, `boss_sbz2_y` + $94) =
//! ($2160, $5A4) with the hitbox $0F and $10 hits (nothing restores the hitbox once hit: one hit is all he
//! takes) and his button in the next free slot at ($2130, $5BC). Then, moving by his speeds every frame
//! (`SpeedToPos`):
//!
//! - he waits until the player is less than 128 px left of him (unsigned: not right of him);
//! - 180 frames later he steps down 4 px and, 15 frames on, leaps: X speed −$FC (stopped once his x is $2132 or
//!   less), Y speed −$3C0 with $24 of gravity a frame;
//! - falling at y $595 or below he presses the button (its frame 1 from its next frame); at $59B he lands;
//! - standing still he looks through the first half of the object slots (the game's own odd range: from slot 1,
//!   63 slots — the first 32 dynamic ones) for the first false floor piece ([`super::false_floor`]) and marks it
//!   "GO": the floor crumbles under the player. Then he only stands.
//!
//! What ends the act is the fall: below the bottom limit at x $2000 or right the player does not die but the
//! game loads Scrap Brain 3 (`Sonic_LevelBound`: [`crate::player::Ctx::fall_exit`]; the act counts as cleared).
//! Not modelled: his animations (the laugh, the leap), the art.

use super::{Sonic1, false_floor};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

pub use crate::objects::runtime::level_events::{BOSS_SBZ2_X, BOSS_SBZ2_Y};
/// Where he places himself, and his button.
pub const X: i32 = BOSS_SBZ2_X as i32 + 0x110;
pub const Y: i32 = BOSS_SBZ2_Y as i32 + 0x94;
pub const BUTTON_X: i32 = BOSS_SBZ2_X as i32 + 0xE0;
pub const BUTTON_Y: i32 = BOSS_SBZ2_Y as i32 + 0xAC;
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 0x10;
/// How near (px, left of him) the player makes him laugh; the frames before the step down and the leap.
pub const RANGE: u16 = 128;
pub const LAUGH_FRAMES: i16 = 180;
pub const STEP_DOWN: i32 = 4;
pub const CROUCH_FRAMES: i16 = 15;
/// The leap's speeds and gravity; the x where he stops going left; the y where he presses, and lands.
pub const LEAP_VEL: (i16, i16) = (-0xFC, -0x3C0);
pub const GRAVITY: i16 = 0x24;
pub const STOP_X: i16 = BOSS_SBZ2_X as i16 + 0xE2;
pub const PRESS_Y: u16 = BOSS_SBZ2_Y + 0x85;
pub const LAND_Y: u16 = BOSS_SBZ2_Y + 0x8B;
/// The dynamic slots his search covers (game slots $20–$3F: `(v_objend − v_objspace − object_size) /
/// object_size / 2` slots from slot 1).
pub const SEARCHED_SLOTS: usize = 0x20;

/// `SEgg_Index`.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const EGGMAN: u8 = 2;
    pub const SWITCH: u8 = 4;
}

/// `SEgg_EggIndex`.
pub mod step {
    pub const WAIT: u8 = 0;
    pub const LAUGH: u8 = 2;
    pub const LEAP: u8 = 4;
    pub const STAND: u8 = 6;
}

/// Eggman (routine 2) or his button (4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sbz2Eggman {
    /// `objoff_34`: Eggman's slot (the button's).
    pub parent: Option<u8>,
    /// `objoff_3C`: the countdowns.
    pub timer: i16,
    /// `obSubtype` = "SW": he pressed the button.
    pub pressed: bool,
}

/// Eggman as the level events load him (routine 0: he places himself).
pub fn spawned() -> Obj {
    Obj {
        common: Common::new(super::id::SONIC1, 0, 0, 0, false, false),
        state: State::Sonic1(Sonic1::Sbz2Eggman(Sbz2Eggman::default())),
    }
}

/// `ScrapEggman`.
pub fn run(c: &mut Common, s: &mut Sbz2Eggman, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, cx);
            eggman(c, s, cx);
        }
        routine::EGGMAN => eggman(c, s, cx),
        _ => button(c, s, cx),
    }
}

/// `SEgg_Main`: placed with his hitbox; the button in the next free slot.
fn init(c: &mut Common, cx: &mut ObjCtx) {
    c.x = X << 8;
    c.y = Y << 8;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.status &= !1;
    c.routine_secondary = 0;
    c.routine = routine::EGGMAN;
    c.anim = 0;
    c.width_pixels = 0x20;
    let common = Common {
        id: super::id::SONIC1,
        routine: routine::SWITCH,
        x: BUTTON_X << 8,
        y: BUTTON_Y << 8,
        width_pixels: 0x10,
        ..Default::default()
    };
    let state = Sbz2Eggman { parent: Some(cx.current() as u8), ..Default::default() };
    cx.spawn_after(Obj { common, state: State::Sonic1(Sonic1::Sbz2Eggman(state)) });
}

/// `SEgg_Eggman`: the step, then `SpeedToPos` (every step ends there), drawn.
fn eggman(c: &mut Common, s: &mut Sbz2Eggman, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::WAIT => {
            let d0 = (c.pixel_x() as u16).wrapping_sub(cx.world.player.pixel_x() as u16);
            if d0 < RANGE {
                c.routine_secondary = step::LAUGH;
                s.timer = LAUGH_FRAMES;
                c.anim = 1;
            }
        }
        step::LAUGH => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                c.routine_secondary = step::LEAP;
                c.anim = 2;
                c.y = c.y.wrapping_add(STEP_DOWN << 8);
                s.timer = CROUCH_FRAMES;
            }
        }
        step::LEAP => leap(c, s, cx),
        _ => {}
    }
    c.object_move();
    c.display();
}

/// `SEgg_Leap`, `SEgg_FindBlocks`.
fn leap(c: &mut Common, s: &mut Sbz2Eggman, cx: &mut ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer > 0 {
        return;
    }
    if s.timer == 0 {
        (c.x_vel, c.y_vel) = LEAP_VEL;
    }
    if c.pixel_x() as i16 <= STOP_X {
        c.x_vel = 0;
    }
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if c.y_vel >= 0 && c.pixel_y() as u16 >= PRESS_Y {
        s.pressed = true;
        if c.pixel_y() as u16 >= LAND_Y {
            c.y = (i32::from(LAND_Y) << 8) | (c.y & 0xFF);
            c.y_vel = 0;
        }
    }
    if c.x_vel | c.y_vel != 0 {
        return;
    }
    let found = (0..SEARCHED_SLOTS).find(|&i| cx.slots.get(i).is_some_and(false_floor::is_false_floor));
    if let Some(obj) = found.and_then(|i| cx.slots.get_mut(i)) {
        false_floor::set_go(obj);
        c.routine_secondary = step::STAND;
        c.anim = 1;
    }
}

/// `SEgg_Switch`: pressed once Eggman says so (frame 1), drawn.
fn button(c: &mut Common, s: &Sbz2Eggman, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        let pressed = match s.parent.and_then(|i| cx.slots.get(usize::from(i))) {
            Some(Obj { state: State::Sonic1(Sonic1::Sbz2Eggman(e)), .. }) => e.pressed,
            _ => false,
        };
        if pressed {
            c.mapping_frame = 1;
            c.routine_secondary = 2;
        }
    }
    c.display();
}
