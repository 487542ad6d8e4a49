//! Labyrinth Zone's boss, Eggman fleeing up the shaft (s1disasm `_incObj/77 Boss - Labyrinth.asm`:
//! `BossLabyrinth_Main`, `BossLabyrinth_ShipMain` and its steps, `BossLabyrinth_FaceMain`,
//! `BossLabyrinth_FlameMain`; `BossMove`, `BossDefeated` in `sonic.asm`; `boss_lz_x`, `boss_lz_y`, `boss_lz_end` in
//! `Constants.asm`; REV01).
//!
//! Act 3's level events load it (it places itself at (`boss_lz_x` + $30, `boss_lz_y` + $500) = ($1E10, $5C0)); its
//! first frame puts its face and flame in the next free slots, keeps its position as a 16.16 origin and takes the
//! hitbox $0F with 8 hits. It waits until the player is at x $1DA0 or further right, then moves by its speeds
//! (`BossMove`; drawn at the origin) through the steps:
//!
//! - $60 right and −$180 up until both x $1E48 and y $500 are reached (each held there once reached);
//! - $140 right and −$200 up until x $1E70 and y $4C0;
//! - up the shaft: the drawn x sways by `CalcSine`(an angle going up 2 a frame) / 16 about the origin (facing right
//!   while the cosine is not negative); the origin rises at −$180 — half that while the player is $48–$6F px below
//!   the ship's last y, a quarter at $70–$97, not at all from $98 — until y $100;
//! - $140 right and −$80 up (doubled once beaten) until x $1F4C and y $C0, facing left;
//! - waits for the player at x $1EC8 or right and y $F0 or above, then ($32 frames later; at once once beaten) the
//!   screen unlocks (`f_lockscreen` cleared: REV01) and it flies off at 4 px right, 1/4 px up while the right
//!   limit opens 2 px a frame to `boss_lz_end` ($2030); there, off screen, it is deleted.
//!
//! A hit (the hitbox cleared) makes it flash for $20 frames; the 8th scores 1000 and from then on it explodes
//! (`BossDefeated`) as it keeps going; flying off clears that flag but not the status bit 7, so the same frame
//! scores the 1000 again and it explodes on (the game's own double score). It never sets `v_bossstatus`. The face and the flame
//! follow it and are deleted with it. Not modelled: the animations, sounds, music, the art.

use super::{Sonic1, ghz_boss::boss_defeated};
use crate::math::{cos, px, set_px, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};

pub use crate::objects::runtime::level_events::{BOSS_LZ_X, BOSS_LZ_Y};
/// `boss_lz_end`: the right limit once it flies off.
pub const BOSS_LZ_END: u16 = BOSS_LZ_X + 0x250;
/// Where it places itself.
pub const START_X: i16 = BOSS_LZ_X as i16 + 0x30;
pub const START_Y: i16 = BOSS_LZ_Y as i16 + 0x500;
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const FLASH_FRAMES: u8 = 0x20;
pub const DEFEAT_POINTS: u32 = 1000;

/// `BossLabyrinth_Index`: which piece.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SHIP: u8 = 2;
    pub const FACE: u8 = 4;
    pub const FLAME: u8 = 6;
}

/// `BossLabyrinth_ShipIndex`: the ship's steps.
pub mod step {
    pub const WAIT: u8 = 0;
    pub const FIRST: u8 = 2;
    pub const SECOND: u8 = 4;
    pub const SHAFT: u8 = 6;
    pub const TOP: u8 = 8;
    pub const WAIT_PLAYER: u8 = 0xA;
    pub const PAUSE: u8 = 0xC;
    pub const ESCAPE: u8 = 0xE;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LzBoss {
    /// `objoff_34`: the ship's slot (the face's and the flame's).
    pub parent: Option<usize>,
    /// `objoff_30`, `objoff_38`: the origin, 16.16.
    pub origin_x: i32,
    pub origin_y: i32,
    /// `objoff_3C`: the pause before fleeing; `objoff_3D`: beaten (exploding); `objoff_3E`: the flash;
    /// `objoff_3F`: the sway's angle.
    pub pause: u8,
    pub beaten: bool,
    pub flash: u8,
    pub sway: u8,
    pub flash_colour: FlashColour,
}

impl super::boss::BossOrigin for LzBoss {
    fn origin(&mut self) -> (&mut i32, &mut i32) {
        (&mut self.origin_x, &mut self.origin_y)
    }
}

impl LzBoss {
    pub fn origin_px(&self) -> (i16, i16) {
        ((self.origin_x >> 16) as i16, (self.origin_y >> 16) as i16)
    }
}

/// The ship as the level events load it (routine 0; it places itself).
pub fn spawned() -> Obj {
    let common = Common::new(super::id::SONIC1, 0, 0, 0, false, false);
    Obj { common, state: State::Sonic1(Sonic1::LzBoss(LzBoss::default())) }
}

/// `BossLabyrinth`.
pub fn run(c: &mut Common, s: &mut LzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            ship(c, s, cx);
        }
        routine::SHIP => ship(c, s, cx),
        _ => follower(c, s, cx),
    }
}

fn init(c: &mut Common, s: &mut LzBoss, cx: &mut ObjCtx) {
    c.x = i32::from(START_X) << 8;
    c.y = i32::from(START_Y) << 8;
    s.origin_x = i32::from(START_X) << 16;
    s.origin_y = i32::from(START_Y) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.status &= !1;
    c.routine = routine::SHIP;
    c.routine_secondary = 0;
    c.width_pixels = 0x20;
    let parts = [(routine::FACE, 1), (routine::FLAME, 7)];
    let at = (c.x, c.y);
    super::boss::spawn_parts(cx, at, 0x20, &parts, |me| {
        Sonic1::LzBoss(LzBoss { parent: Some(me), ..Default::default() })
    });
}

fn set_x(s: &mut LzBoss, x: i16) {
    s.origin_x = (i32::from(x) << 16) | (s.origin_x & 0xFFFF);
}

fn set_y(s: &mut LzBoss, y: i16) {
    s.origin_y = (i32::from(y) << 16) | (s.origin_y & 0xFFFF);
}

/// `loc_17FA0`, `loc_17FE0`, `loc_180BC`: each of x (reached going right) and y (reached going up) held once
/// reached, its speed cleared; whether both are.
fn reach(c: &mut Common, s: &mut LzBoss, x: i16, y: i16) -> bool {
    let mut d0 = -2;
    if s.origin_px().0 as u16 >= x as u16 {
        set_x(s, x);
        c.x_vel = 0;
        d0 += 1;
    }
    if s.origin_px().1 <= y {
        set_y(s, y);
        c.y_vel = 0;
        d0 += 1;
    }
    d0 == 0
}

/// `BossLabyrinth_ShipMain`: the step, the flips from the status, drawn.
fn ship(c: &mut Common, s: &mut LzBoss, cx: &mut ObjCtx) {
    let (player_x, player_y) = (px(cx.world.player.x), px(cx.world.player.y));
    let mut moved = true;
    match c.routine_secondary {
        step::WAIT => {
            if player_x as u16 >= BOSS_LZ_X - 0x40 {
                c.y_vel = -0x180;
                c.x_vel = 0x60;
                c.routine_secondary = step::FIRST;
            }
        }
        step::FIRST => {
            if reach(c, s, BOSS_LZ_X as i16 + 0x68, BOSS_LZ_Y as i16 + 0x440) {
                c.x_vel = 0x140;
                c.y_vel = -0x200;
                c.routine_secondary = step::SECOND;
            }
        }
        step::SECOND => {
            if reach(c, s, BOSS_LZ_X as i16 + 0x90, BOSS_LZ_Y as i16 + 0x400) {
                c.y_vel = -0x180;
                c.routine_secondary = step::SHAFT;
                s.sway = 0;
            }
        }
        step::SHAFT => {
            if s.origin_px().1 <= BOSS_LZ_Y as i16 + 0x40 {
                set_y(s, BOSS_LZ_Y as i16 + 0x40);
                c.x_vel = 0x140;
                c.y_vel = -0x80;
                if s.beaten {
                    c.x_vel <<= 1;
                    c.y_vel <<= 1;
                }
                c.routine_secondary = step::TOP;
            } else {
                shaft(c, s, player_y);
                moved = false;
            }
        }
        step::TOP => {
            if reach(c, s, BOSS_LZ_X as i16 + 0x16C, BOSS_LZ_Y as i16) {
                c.routine_secondary = step::WAIT_PLAYER;
                c.status &= !1;
            }
        }
        step::WAIT_PLAYER => {
            let flee = s.beaten || {
                let here = player_x >= BOSS_LZ_X as i16 + 0xE8 && player_y <= BOSS_LZ_Y as i16 + 0x30;
                if here {
                    s.pause = 0x32;
                }
                here
            };
            if flee {
                cx.world.game.events.lockscreen = false;
                c.status |= 1;
                c.routine_secondary = step::PAUSE;
            }
        }
        step::PAUSE => {
            let go = s.beaten || {
                s.pause = s.pause.wrapping_sub(1);
                s.pause == 0
            };
            if go {
                s.pause = 0;
                c.x_vel = 0x400;
                c.y_vel = -0x40;
                s.beaten = false;
                c.routine_secondary = step::ESCAPE;
            }
        }
        _ => {
            if super::boss::escape_limit(c, cx, BOSS_LZ_END) {
                return;
            }
        }
    }
    if moved {
        // `loc_17F38`: `BossMove`, drawn at the origin.
        super::boss::boss_move(c, s);
        let (x, y) = s.origin_px();
        set_px(&mut c.y, y);
        set_px(&mut c.x, x);
    }
    hits(c, s, cx);
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_1804E`: up the shaft, swaying; slower the further below the player is.
fn shaft(c: &mut Common, s: &mut LzBoss, player_y: i16) {
    c.status |= 1;
    s.sway = s.sway.wrapping_add(2);
    if cos(s.sway) < 0 {
        c.status &= !1;
    }
    set_px(&mut c.x, s.origin_px().0.wrapping_add(sin(s.sway) >> 4));
    let mut d0 = c.y_vel;
    let below = (player_y as u16).wrapping_sub(px(c.y) as u16);
    if player_y as u16 >= px(c.y) as u16 && below >= 0x48 {
        d0 >>= 1;
        if below >= 0x70 {
            d0 >>= 1;
            if below >= 0x98 {
                d0 = 0;
            }
        }
    }
    let mut dy = i32::from(d0) << 8;
    if s.beaten {
        dy <<= 1;
    }
    s.origin_y = s.origin_y.wrapping_add(dy);
    set_px(&mut c.y, s.origin_px().1);
}

/// `loc_17F48`: beaten, the explosions; the 8th hit (status bit 7), the score and the beaten flag; a hit, the flash.
fn hits(c: &mut Common, s: &mut LzBoss, cx: &mut ObjCtx) {
    if s.beaten {
        boss_defeated(c, cx);
        return;
    }
    if c.status & NO_BALANCING != 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        s.beaten = true;
        return;
    }
    hit_flash(c, &mut s.flash, &mut s.flash_colour, FLASH_FRAMES, COLLISION);
}

/// `BossLabyrinth_FaceMain`, `BossLabyrinth_FlameMain`: deleted once the ship is gone, or when off screen while it
/// flies off; else at the ship's position with its flips.
fn follower(c: &mut Common, s: &LzBoss, cx: &mut ObjCtx) {
    let ship = match s.parent.and_then(|i| cx.slots.get(i)) {
        Some(Obj { common, state: State::Sonic1(Sonic1::LzBoss(_)) }) => {
            Some((common.routine_secondary, common.x, common.y, common.status))
        }
        _ => None,
    };
    let Some((ship_step, x, y, status)) = ship else {
        c.delete();
        return;
    };
    if ship_step == step::ESCAPE && !c.on_screen {
        c.delete();
        return;
    }
    set_px(&mut c.x, (x >> 8) as i16);
    set_px(&mut c.y, (y >> 8) as i16);
    c.status = status;
    c.x_flip = status & 1 != 0;
    c.y_flip = status & 2 != 0;
    c.display();
}
