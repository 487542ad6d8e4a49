//! Marble Zone's boss, Eggman's ship with the lava tube (s1disasm `_incObj/73 Boss - Marble.asm`:
//! `BossMarble_Main`, `BossMarble_ShipMain` and its steps, `BossMarble_MakeLava`, `BossMarble_MakeLava2`, the
//! face, flame and tube; `_incObj/74 MZ Boss Fire.asm`: the fire it drops, `BossFire_Drop`, `BossFire_MakeFlame`,
//! `BossFire_Duplicate`, `BossFire_FallEdge`; `BossMove`, `BossDefeated` in `sonic.asm`; `boss_mz_x`,
//! `boss_mz_y`, `boss_mz_end` in `Constants.asm`).
//!
//! Act 3's level events ([`crate::objects::runtime::level_events`]) load it at (`boss_mz_x` + $1F0, `boss_mz_y` +
//! $1C) = ($19F0, $22C) when the camera reaches x $17F0. Its first frame puts its face, flame and tube in the next
//! free slots after it, keeps its position as a 16.16 origin, takes the hitbox $0F with 8 hits, and runs its first
//! step the same frame:
//!
//! - flies left 1 px a frame, bobbing (Y Speed = `CalcSine` of an angle going up 2 a frame, / 4), until the
//!   origin is at x `boss_mz_x` + $110 = $1910 (224 frames), drawing a random number every frame (the lava
//!   countdown);
//! - then a cycle of four moves (`obSubtype` 0, 2, 4, 6): at y $22C (else it first homes in at 1/4 px a frame) it
//!   sweeps across at 2 px a frame, the way it faces, from Y Speed $100 less 4 a frame (an arc; it holds still
//!   while the hit flash has more than $17 frames left), dropping a lava ball ([`super::lava_ball`], type 0, at y
//!   $2E8, x $1878 + a random number mod $50) each time its countdown runs out (then $40–$5F frames again); at x
//!   $1830 (facing left) or $1910 (facing right) it stops and rises (or sinks) at 1.5 px a frame back to y $22C,
//!   waits $50 frames, turns round and drops a fire ball ([`BossFire`]) $18 px below it.
//!
//! The drawn position is the origin (no bob). A hit (the hitbox cleared) makes it flash for $28 frames; the
//! 8th hit scores 1000 and starts the defeat: $B4 frames of explosions, then it faces right, the boss counts as
//! beaten (`v_bossstatus` 1), sinks (Y Speed + $18 a frame, at most to y $270) and rises ($30 frames slowing by 8,
//! 8 still), and flies off at 5 px right and 1/4 px up while the right limit opens 2 px a frame up to `boss_mz_end`
//! ($1960); then, off screen, it is deleted.
//!
//! The fire ball falls ($1E frames held, then gravity $18, harmful $8B) to the floor, where it splits into two
//! flames running $A0 apart along the floor; every 16 px a flame leaves a burning flame behind ($67 frames,
//! harmful); a flame that runs off an edge falls ($24 a frame) and, landing, starts again from where it last left
//! a flame (three times); past x `boss_mz_x` + $140 it burns out. Everything below y $2E8 is deleted.
//!
//! Not modelled: the pieces' animations (Eggman's expressions, the flame's flicker), sounds, music, the art.

use super::boss::boss_move;
use super::{Sonic1, ghz_boss::boss_defeated};
use crate::math::{px, set_px, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};

pub use crate::objects::runtime::level_events::{BOSS_MZ_X, BOSS_MZ_Y};
/// `boss_mz_end`: the right limit once it flies off.
pub const BOSS_MZ_END: u16 = BOSS_MZ_X + 0x160;
/// Where the level events load it.
pub const START_X: i32 = BOSS_MZ_X as i32 + 0x1F0;
pub const START_Y: i32 = BOSS_MZ_Y as i32 + 0x1C;
/// The sweep's line and ends, the lava's y and x range.
pub const LINE_Y: i16 = BOSS_MZ_Y as i16 + 0x1C;
pub const RIGHT_X: i16 = BOSS_MZ_X as i16 + 0x110;
pub const LEFT_X: i16 = BOSS_MZ_X as i16 + 0x30;
pub const LAVA_Y: i32 = BOSS_MZ_Y as i32 + 0xD8;
pub const LAVA_X: i32 = BOSS_MZ_X as i32 + 0x78;
/// The hitbox, hits, flash frames; the score and the defeat's frames.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const FLASH_FRAMES: u8 = 0x28;
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_FRAMES: i16 = 0xB4;

/// `BossMarble_Index`: which piece.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SHIP: u8 = 2;
    pub const FACE: u8 = 4;
    pub const FLAME: u8 = 6;
    pub const TUBE: u8 = 8;
}

/// `BossMarble_ShipIndex`: the ship's steps (`ob2ndRout`).
pub mod step {
    pub const ARRIVE: u8 = 0;
    pub const FIGHT: u8 = 2;
    pub const DEFEATED: u8 = 4;
    pub const FLOAT: u8 = 6;
    pub const ESCAPE: u8 = 8;
}

/// One piece of the boss: the ship, its face, its flame or its tube.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MzBoss {
    /// `objoff_34`: the ship's slot (the other pieces').
    pub parent: Option<usize>,
    /// `objoff_30`, `objoff_38`: the ship's origin, 16.16.
    pub origin_x: i32,
    pub origin_y: i32,
    /// `objoff_3C`: a countdown (the wait, the defeat, the float).
    pub timer: i16,
    /// `objoff_34` (the ship's low byte): the lava countdown.
    pub lava: u8,
    /// `objoff_3E`: frames of the hit flash left; `objoff_3F`: the bob's angle.
    pub flash: u8,
    pub bob: u8,
    pub flash_colour: FlashColour,
}

impl super::boss::BossOrigin for MzBoss {
    fn origin(&mut self) -> (&mut i32, &mut i32) {
        (&mut self.origin_x, &mut self.origin_y)
    }
}

impl MzBoss {
    pub fn origin_px(&self) -> (i16, i16) {
        ((self.origin_x >> 16) as i16, (self.origin_y >> 16) as i16)
    }

    fn set_origin_x(&mut self, x: i16) {
        self.origin_x = (i32::from(x) << 16) | (self.origin_x & 0xFFFF);
    }
}

/// The ship as the level events load it (routine 0 at ($19F0, $22C)).
pub fn spawned() -> Obj {
    let common = Common::new(super::id::SONIC1, 0, START_X, START_Y, false, false);
    Obj { common, state: State::Sonic1(Sonic1::MzBoss(MzBoss::default())) }
}

/// `BossMarble`.
pub fn run(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            ship(c, s, cx);
        }
        routine::SHIP => ship(c, s, cx),
        _ => follower(c, s, cx),
    }
}

/// `BossMarble_Main`: the origin, hitbox and hits; the face, flame and tube in the next free slots (the first
/// failure stops).
fn init(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    s.origin_x = i32::from(px(c.x)) << 16;
    s.origin_y = i32::from(px(c.y)) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.status &= !1;
    c.routine = routine::SHIP;
    c.routine_secondary = 0;
    c.width_pixels = 0x20;
    let parts = [(routine::FACE, 1), (routine::FLAME, 7), (routine::TUBE, 0)];
    let at = (c.x & !0xFF, c.y & !0xFF);
    super::boss::spawn_parts(cx, at, 0x20, &parts, |me| {
        Sonic1::MzBoss(MzBoss { parent: Some(me), ..Default::default() })
    });
}

/// `BossMarble_ShipMain`: the step, the flips from the status, drawn.
fn ship(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::ARRIVE => {
            c.y_vel = sin(s.bob) >> 2;
            s.bob = s.bob.wrapping_add(2);
            c.x_vel = -0x100;
            boss_move(c, s);
            if s.origin_px().0 == RIGHT_X {
                c.routine_secondary = step::FIGHT;
                c.subtype = 0;
                c.x_vel = 0;
                c.y_vel = 0;
            }
            s.lava = cx.world.game.random() as u8;
            hover(c, s, cx);
        }
        step::FIGHT => {
            match c.subtype & 6 {
                0 | 4 => sweep(c, s, cx),
                _ => rise(c, s, cx),
            }
            c.subtype &= 6;
            hover(c, s, cx);
        }
        step::DEFEATED => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.status |= 1;
                c.status &= !NO_BALANCING;
                c.x_vel = 0;
                c.routine_secondary = step::FLOAT;
                s.timer = -0x26;
                if !cx.world.game.events.boss_defeated {
                    cx.world.game.events.boss_defeated = true;
                    c.y_vel = 0;
                }
            } else {
                boss_defeated(c, cx);
            }
        }
        step::FLOAT => {
            s.timer = s.timer.wrapping_add(1);
            match s.timer {
                0 => c.y_vel = 0,
                t if t < 0 => {
                    if s.origin_px().1 as u16 >= (BOSS_MZ_Y + 0x60) {
                        c.y_vel = 0;
                        s.timer = 0;
                    } else {
                        c.y_vel = c.y_vel.wrapping_add(0x18);
                    }
                }
                t if t < 0x30 => c.y_vel = c.y_vel.wrapping_sub(8),
                0x30 => c.y_vel = 0,
                t if t < 0x38 => {}
                _ => c.routine_secondary = step::ESCAPE,
            }
            boss_move(c, s);
            hover(c, s, cx);
        }
        _ => {
            c.x_vel = 0x500;
            c.y_vel = -0x40;
            if super::boss::escape_limit(c, cx, BOSS_MZ_END) {
                return;
            }
            boss_move(c, s);
            hover(c, s, cx);
        }
    }
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_1833E`: drawn at the origin; before the defeat, the hits: beaten (status bit 7) the score and the
/// defeat's step; hit (hitbox cleared), the flash, the hitbox back on its last frame.
fn hover(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    let (x, y) = s.origin_px();
    set_px(&mut c.y, y);
    set_px(&mut c.x, x);
    if c.routine_secondary >= step::DEFEATED {
        return;
    }
    if c.status & NO_BALANCING != 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        c.routine_secondary = step::DEFEATED;
        s.timer = DEFEAT_FRAMES;
        c.x_vel = 0;
        return;
    }
    hit_flash(c, &mut s.flash, &mut s.flash_colour, FLASH_FRAMES, COLLISION);
}

/// `loc_183CA`: at rest, homes in on y $22C at 1/4 px a frame; there, starts the sweep (X Speed ±$200 the way it
/// faces, Y Speed $100). Sweeping (`loc_183FE`): moves unless the flash has more than $17 frames left, Y Speed
/// less 4; the lava (`BossMarble_MakeLava`); at the end it faces, it stops and heads back to the line at 1.5 px.
fn sweep(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    if c.x_vel == 0 {
        let y = s.origin_px().1;
        if y != LINE_Y {
            c.y_vel = if (y as u16) < (LINE_Y as u16) { 0x40 } else { -0x40 };
            boss_move(c, s);
            return;
        }
        c.x_vel = 0x200;
        c.y_vel = 0x100;
        if c.status & 1 == 0 {
            c.x_vel = -0x200;
        }
    }
    if s.flash < 0x18 {
        boss_move(c, s);
        c.y_vel = c.y_vel.wrapping_sub(4);
    }
    // `BossMarble_MakeLava`.
    let (lava, borrow) = s.lava.overflowing_sub(1);
    s.lava = lava;
    if borrow {
        let mut ball = Common::new(super::id::SONIC1, 0, 0, LAVA_Y, false, false);
        if let Some(i) =
            cx.spawn(Obj { common: ball.clone(), state: State::Sonic1(Sonic1::LavaBall(Default::default())) })
        {
            let r = cx.world.game.random();
            ball.x = (i32::from((r & 0xFFFF) as u16 % 0x50) + LAVA_X) << 8;
            if let Some(o) = cx.slots.get_mut(i) {
                o.common.x = ball.x;
            }
        }
        s.lava = ((cx.world.game.random() as u8) & 0x1F) + 0x40;
    }
    let x = s.origin_px().0;
    if c.status & 1 != 0 {
        if x < RIGHT_X {
            return;
        }
        s.set_origin_x(RIGHT_X);
    } else {
        if x > LEFT_X {
            return;
        }
        s.set_origin_x(LEFT_X);
    }
    c.x_vel = 0;
    c.y_vel = -0x180;
    if (s.origin_px().1 as u16) < (LINE_Y as u16) {
        c.y_vel = 0x180;
    }
    c.subtype = c.subtype.wrapping_add(2);
}

/// `BossMarble_MakeLava2`: back to the line; there it stops, waits $50 frames (turning round and dropping the
/// fire ball on the first), then the next move.
fn rise(c: &mut Common, s: &mut MzBoss, cx: &mut ObjCtx) {
    boss_move(c, s);
    if s.origin_px().1.wrapping_sub(LINE_Y) > 0 {
        return;
    }
    if c.y_vel != 0 {
        c.y_vel = 0;
        s.timer = 0x50;
        c.status ^= 1;
        let (x, y) = s.origin_px();
        let fire = Common::new(super::id::SONIC1, 1, i32::from(x), i32::from(y.wrapping_add(0x18)), false, false);
        cx.spawn(Obj { common: fire, state: State::Sonic1(Sonic1::BossFire(BossFire::default())) });
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        c.subtype = c.subtype.wrapping_add(2);
    }
}

/// What the pieces read of the ship: its step, position and status (a cleared slot's zeros once it is gone).
fn ship_of(cx: &ObjCtx, parent: Option<usize>) -> (u8, i32, i32, u8) {
    super::ghz_boss::ship_fields(cx, parent, |k| matches!(k, Sonic1::MzBoss(_)))
}

/// `BossMarble_FaceMain`, `BossMarble_FlameMain`, `BossMarble_TubeMain`: once the ship flies off (the flame: from
/// its escape step on) the piece is deleted when off screen; otherwise it takes the ship's position and flips.
fn follower(c: &mut Common, s: &MzBoss, cx: &mut ObjCtx) {
    let (ship_step, x, y, status) = ship_of(cx, s.parent);
    if ship_step == step::ESCAPE && !c.on_screen {
        c.delete();
        return;
    }
    if c.routine == routine::TUBE {
        c.mapping_frame = 4;
    }
    set_px(&mut c.x, (x >> 8) as i16);
    set_px(&mut c.y, (y >> 8) as i16);
    c.status = status;
    c.x_flip = status & 1 != 0;
    c.y_flip = status & 2 != 0;
    c.display();
}

/// `Ani_Fire` (`_anim/Fireballs.asm`): falling, and the burn-out that ends in the next routine (deleted).
const FIRE_SCRIPTS: [&[u8]; 2] = [&[5, 0, 0x20, 1, 0x21, 0xFF], &[5, 2, 0xFC]];

/// `BossFire_Index2`: the fire ball's steps.
pub mod fire_step {
    pub const DROP: u8 = 0;
    pub const MAKE_FLAME: u8 = 2;
    pub const RUN: u8 = 4;
    pub const FALL_EDGE: u8 = 6;
}

/// The fire the ship drops (`BossFire`, id $74): subtype 1 the fire ball, 0 a burning flame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BossFire {
    /// `objoff_29`: the drop's hold, the falls left, the flame's burning time.
    pub count: u8,
    /// `objoff_30`: the x last frame; `objoff_32`: where it last left a flame; `objoff_38`: the y it runs at.
    pub last_x: i16,
    pub flame_x: i16,
    pub run_y: i16,
}

/// `BossFire`: the routine, then drawn unless deleted.
pub fn run_fire(c: &mut Common, s: &mut BossFire, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.y_radius = 8;
        c.x_radius = 8;
        c.explicit_height = true;
        s.run_y = px(c.y);
        c.width_pixels = 8;
        c.routine = 2;
        if c.subtype == 0 {
            c.collision_flags = 0x8B;
            c.routine = 4;
        } else {
            s.count = 0x1E;
        }
    }
    match c.routine {
        2 => {
            match c.routine_secondary {
                fire_step::DROP => drop(c, s, cx),
                fire_step::MAKE_FLAME => make_flame(c, s, cx),
                fire_step::RUN => run_along(c, s, cx),
                _ => fall_edge(c, s, cx),
            }
            if c.deleted {
                return;
            }
            c.object_move();
            animate_sprite(c, &FIRE_SCRIPTS);
            if (px(c.y) as u16) > LAVA_Y as u16 {
                c.delete();
                return;
            }
        }
        4 => {
            s.count = s.count.wrapping_sub(1);
            if s.count == 0 {
                c.anim = 1;
                let y = px(c.y).wrapping_sub(4);
                set_px(&mut c.y, y);
                c.collision_flags = 0;
            }
            animate_sprite(c, &FIRE_SCRIPTS);
        }
        _ => {
            c.delete();
            return;
        }
    }
    c.display();
}

fn floor(c: &Common, cx: &ObjCtx) -> i32 {
    super::obj_floor_dist(c, cx, c.pixel_x()).0
}

/// `BossFire_Drop`: held $1E frames, then harmful and falling (gravity $18) to the floor.
fn drop(c: &mut Common, s: &mut BossFire, cx: &mut ObjCtx) {
    c.status |= 2;
    s.count = s.count.wrapping_sub(1);
    if (s.count as i8) >= 0 {
        return;
    }
    c.collision_flags = 0x8B;
    c.subtype = 0;
    c.y_vel = c.y_vel.wrapping_add(0x18);
    c.status &= !2;
    if floor(c, cx) < 0 {
        c.routine_secondary = fire_step::MAKE_FLAME;
    }
}

/// `BossFire_MakeFlame`: 2 px up, running right at $A0, three falls; its copy (the next free slot) runs left.
fn make_flame(c: &mut Common, s: &mut BossFire, cx: &mut ObjCtx) {
    let y = px(c.y).wrapping_sub(2);
    set_px(&mut c.y, y);
    c.x_vel = 0xA0;
    c.y_vel = 0;
    s.last_x = px(c.x);
    s.run_y = px(c.y);
    s.count = 3;
    let mut copy = c.clone();
    copy.x_vel = -0xA0;
    copy.routine_secondary = fire_step::RUN;
    cx.spawn_after(Obj { common: copy, state: State::Sonic1(Sonic1::BossFire(s.clone())) });
    c.routine_secondary = fire_step::RUN;
}

/// `BossFire_Duplicate`: on the floor, a burning flame left every time x crosses a 16 px boundary; off it, the
/// fall; past x `boss_mz_x` + $140 the burn-out.
fn run_along(c: &mut Common, s: &mut BossFire, cx: &mut ObjCtx) {
    if floor(c, cx) >= 0 {
        c.routine_secondary = fire_step::FALL_EDGE;
        return;
    }
    let x = px(c.x);
    if x > BOSS_MZ_X as i16 + 0x140 {
        c.routine = 4;
        return;
    }
    if s.last_x != x && (x & 0x10) != (s.last_x & 0x10) {
        // `BossFire_Duplicate2`: subtype word $67 (a flame, burning $67 frames).
        let flame = Common::new(super::id::SONIC1, 0, i32::from(x), c.pixel_y(), false, false);
        let state = BossFire { count: 0x67, ..Default::default() };
        cx.spawn_after(Obj { common: flame, state: State::Sonic1(Sonic1::BossFire(state)) });
        s.flame_x = x;
    }
    s.last_x = x;
}

/// `BossFire_FallEdge`: falls ($24 a frame); landing, back to where it last left a flame, at its running y, with
/// a fall less (deleted after the third).
fn fall_edge(c: &mut Common, s: &mut BossFire, cx: &mut ObjCtx) {
    c.status &= !2;
    c.y_vel = c.y_vel.wrapping_add(0x24);
    if floor(c, cx) >= 0 {
        return;
    }
    s.count = s.count.wrapping_sub(1);
    if s.count == 0 {
        c.delete();
        return;
    }
    c.y_vel = 0;
    set_px(&mut c.x, s.flame_x);
    set_px(&mut c.y, s.run_y);
    c.routine_secondary = fire_step::RUN;
}
