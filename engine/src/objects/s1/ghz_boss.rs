//! Green Hill Zone's boss, Eggman's ship with the wrecking ball (s1disasm `_incObj/3D Boss - Green Hill
//! (part 1).asm` and `(part 2).asm`: `BGHZ_Main`, `BGHZ_ShipMain` and its steps, `BGHZ_FaceMain`,
//! `BGHZ_FlameMain`; `BossMove` and `BossDefeated` in `sonic.asm`; the constants `boss_ghz_x`, `boss_ghz_y`,
//! `boss_ghz_end` in `Constants.asm`).
//!
//! Act 3's level events ([`crate::objects::runtime::level_events`]) load it at (`boss_ghz_x` + $100, `boss_ghz_y` −
//! $80) = ($2A60, $280) when the camera reaches x $2960. Its first frame puts its face and its exhaust flame
//! in the next free slots after it (`FindNextFreeObj`), keeps its position as a 16.16 origin
//! (`objoff_30`/`objoff_38`, moved by `BossMove`: speeds in 1/256 px), takes the hitbox $0F (an enemy,
//! 24 × 24) with 8 hits (`obColProp`) and runs its first step the same frame:
//!
//! - comes straight down at 1 px a frame until the origin is at y `boss_ghz_y` + $38 = $338 (184 frames);
//! - flies left at 1 px and up at 1/4 px a frame until the origin is at x `boss_ghz_x` + $A0 = $2A00
//!   (96 frames), stops and hangs the wrecking ball under it ([`super::boss_ball`], in the next free slot);
//! - waits 120 frames, then sways: it moves the way it faces (left first) — from the centre 127 frames at
//!   1/4 px a frame, elsewhere 63 frames at 1 px a frame — turns round on the next frame, waits 63 frames,
//!   and the next frame picks the next move (so its origin goes between x $29E0.4 and $2A1F.4).
//!
//! Every frame of these steps the drawn position is the origin with a bob (`CalcSine` of an angle going up
//! 2 a frame, divided by 64) added to y. A hit (`ReactToItem`'s enemy branch with hits left: the player's
//! speeds negated and halved, the hitbox cleared, a hit taken) makes it flash for 32 of its frames (palette
//! line 2 entry 1 black/white, [`FlashColour`]), untouchable; the 32nd gives the hitbox back. The 8th hit
//! (status bit 7) scores 1000 and starts the defeat: $B3 frames holding still with an explosion
//! (`ExplosionBomb`, [`super::explosion_bomb`]) every 8th frame within −32..+31 px in x and 0..31 px below;
//! then it faces right, the boss counts as beaten (`v_bossstatus` 1: `boss_defeated`), it sinks and rises
//! again ($26 frames falling faster by $18, $30 frames slowing by 8, 8 still), and flies off right at 4 px
//! and up at 1/4 px a frame while the camera's right limit opens 2 px a frame up to `boss_ghz_end` ($2AC0);
//! once it is there and the ship is off screen the ship is deleted.
//!
//! The face and the flame follow the ship's position and flips and are deleted with it once it flies off
//! (each when off screen). They have no hitbox; their animations (Eggman's expressions, the flame's
//! flicker) are not run, nor is the ship's. Not modelled: sounds, music, the boss art (PLCs).

use super::boss::boss_move;
use super::{Sonic1, boss_ball, explosion_bomb};
use crate::camera::SCREEN_WIDTH;
use crate::math::set_px;
use crate::math::sin;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::{
    id,
    runtime::object::{Common, NO_BALANCING, Obj, State},
};

/// `boss_ghz_x`, `boss_ghz_y`: the arena (the level events' constants), and `boss_ghz_end`, the right limit
/// once the boss is beaten.
pub use crate::objects::runtime::level_events::{BOSS_GHZ_X, BOSS_GHZ_Y};
pub const BOSS_GHZ_END: u16 = BOSS_GHZ_X + 0x160;
/// Where the level events load it.
pub const START_X: i32 = BOSS_GHZ_X as i32 + 0x100;
pub const START_Y: i32 = BOSS_GHZ_Y as i32 - 0x80;
/// The origin's y where the descent stops, and its x where the ball is made (the arena's centre).
pub const HOVER_Y: i16 = BOSS_GHZ_Y as i16 + 0x38;
pub const CENTRE_X: i16 = BOSS_GHZ_X as i16 + 0xA0;

/// The hitbox (an enemy, size $F: 24 × 24), the hits it takes, the frames it flashes after a hit.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const FLASH_FRAMES: u8 = 0x20;
/// `obActWid` of the ship, the face and the flame.
pub const WIDTH_PIXELS: u8 = 0x20;

/// The descent's speed; the trip to the centre; the sway.
pub const DESCENT_Y_VEL: i16 = 0x100;
pub const TO_CENTRE_VEL: (i16, i16) = (-0x100, -0x40);
/// Frames (−1) waited after making the ball, between moves, and moving (from the centre, elsewhere).
pub const FIRST_WAIT: i16 = 0x77;
pub const WAIT: i16 = 0x40 - 1;
pub const MOVE_FRAMES: i16 = 0x40 - 1;
pub const MOVE_FRAMES_FROM_CENTRE: i16 = 0x40 * 2 - 1;
pub const MOVE_VEL: i16 = 0x100;
pub const MOVE_VEL_FROM_CENTRE: i16 = 0x40;

/// Beaten: the score (`AddPoints` 100), frames of explosions, the float's start count and its steps.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_FRAMES: i16 = 0xB3;
pub const FLOAT_START: i16 = -0x26;
/// Flying off: the speeds, and how fast the right limit opens (px a frame).
pub const ESCAPE_VEL: (i16, i16) = (0x400, -0x40);
pub const LIMIT_STEP: u16 = 2;

/// `BGHZ_Index`: which piece.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SHIP: u8 = 2;
    pub const FACE: u8 = 4;
    pub const FLAME: u8 = 6;
}

/// `BGHZ_ShipIndex`: the ship's steps (`ob2ndRout`).
pub mod step {
    pub const DESCEND: u8 = 0;
    pub const MAKE_BALL: u8 = 2;
    pub const WAIT: u8 = 4;
    pub const MOVE: u8 = 6;
    pub const DEFEATED: u8 = 8;
    pub const FLOAT: u8 = 0xA;
    pub const ESCAPE: u8 = 0xC;
}

/// One piece of the boss: the ship (routine 2), its face (4) or its flame (6).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GhzBoss {
    /// `objoff_34`: the ship's slot (the face's and the flame's).
    pub parent: Option<usize>,
    /// `objoff_30` and `objoff_38`: the ship's origin, 16.16 (pixel word, fraction word).
    pub origin_x: i32,
    pub origin_y: i32,
    /// `objoff_3C`: a countdown (waits, moves, the defeat).
    pub timer: i16,
    /// `objoff_3E`: frames of the hit flash left.
    pub flash: u8,
    /// `objoff_3F`: the bob's angle.
    pub bob: u8,
    /// What the flash leaves in palette line 2, entry 1.
    pub flash_colour: FlashColour,
}

impl super::boss::BossOrigin for GhzBoss {
    fn origin(&mut self) -> (&mut i32, &mut i32) {
        (&mut self.origin_x, &mut self.origin_y)
    }
}

impl GhzBoss {
    /// The origin's pixel words.
    pub fn origin_px(&self) -> (i16, i16) {
        ((self.origin_x >> 16) as i16, (self.origin_y >> 16) as i16)
    }
}

/// The ship as the level events load it (routine 0 at ($2A60, $280)).
pub fn spawned() -> Obj {
    let common = Common::new(id::SONIC1, 0, START_X, START_Y, false, false);
    Obj { common, state: State::Sonic1(Sonic1::GhzBoss(GhzBoss::default())) }
}

/// `BossGreenHill`.
pub fn run(c: &mut Common, s: &mut GhzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            ship(c, s, cx);
        }
        routine::SHIP => ship(c, s, cx),
        routine::FACE | routine::FLAME => follower(c, s, cx),
        _ => {}
    }
}

/// `BGHZ_Main`: the face and the flame in the next free slots (the first failure stops), the origin, the
/// hitbox and the hits.
fn init(c: &mut Common, s: &mut GhzBoss, cx: &mut ObjCtx) {
    c.routine = routine::SHIP;
    c.anim = 0;
    c.width_pixels = WIDTH_PIXELS;
    let parts = [(routine::FACE, 1), (routine::FLAME, 7)];
    let at = (c.x & !0xFF, c.y & !0xFF);
    super::boss::spawn_parts(cx, at, WIDTH_PIXELS, &parts, |me| {
        Sonic1::GhzBoss(GhzBoss { parent: Some(me), ..Default::default() })
    });
    s.origin_x = (c.pixel_x() as i16 as i32) << 16;
    s.origin_y = (c.pixel_y() as i16 as i32) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
}

/// `BGHZ_ShipMain`: the step, then the flips from the status and drawn.
fn ship(c: &mut Common, s: &mut GhzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::DESCEND => {
            c.y_vel = DESCENT_Y_VEL;
            boss_move(c, s);
            if s.origin_px().1 == HOVER_Y {
                c.y_vel = 0;
                c.routine_secondary = step::MAKE_BALL;
            }
            hover(c, s, cx);
        }
        step::MAKE_BALL => {
            (c.x_vel, c.y_vel) = TO_CENTRE_VEL;
            boss_move(c, s);
            if s.origin_px().0 == CENTRE_X {
                c.x_vel = 0;
                c.y_vel = 0;
                c.routine_secondary = step::WAIT;
                let (x, y) = s.origin_px();
                cx.spawn_after(boss_ball::spawned(cx.current(), x, y));
                s.timer = FIRST_WAIT;
            }
            hover(c, s, cx);
        }
        step::WAIT => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.routine_secondary = step::MOVE;
                s.timer = MOVE_FRAMES;
                c.x_vel = MOVE_VEL;
                if s.origin_px().0 == CENTRE_X {
                    s.timer = MOVE_FRAMES_FROM_CENTRE;
                    c.x_vel = MOVE_VEL_FROM_CENTRE;
                }
            }
            // `BGHZ_Reverse`: facing left (status bit 0 clear) the speed is negated, every frame.
            if c.status & 1 == 0 {
                c.x_vel = c.x_vel.wrapping_neg();
            }
            hover(c, s, cx);
        }
        step::MOVE => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.status ^= 1;
                s.timer = WAIT;
                c.routine_secondary = step::WAIT;
                c.x_vel = 0;
            } else {
                boss_move(c, s);
            }
            hover(c, s, cx);
        }
        step::DEFEATED => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.status |= 1;
                c.status &= !NO_BALANCING;
                c.x_vel = 0;
                c.routine_secondary = step::FLOAT;
                s.timer = FLOAT_START;
                cx.world.game.events.boss_defeated = true;
            } else {
                boss_defeated(c, cx);
            }
        }
        step::FLOAT => {
            s.timer = s.timer.wrapping_add(1);
            match s.timer {
                0 => c.y_vel = 0,
                t if t < 0 => c.y_vel = c.y_vel.wrapping_add(0x18),
                t if t < 0x30 => c.y_vel = c.y_vel.wrapping_sub(8),
                0x30 => c.y_vel = 0,
                t if t < 0x38 => {}
                _ => c.routine_secondary = step::ESCAPE,
            }
            boss_move(c, s);
            hover(c, s, cx);
        }
        step::ESCAPE => {
            (c.x_vel, c.y_vel) = ESCAPE_VEL;
            let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
            if max_x == BOSS_GHZ_END {
                if !c.on_screen {
                    c.delete();
                    return;
                }
            } else {
                cx.world.env.bounds.right = i32::from(max_x.wrapping_add(LIMIT_STEP)) + SCREEN_WIDTH;
            }
            boss_move(c, s);
            hover(c, s, cx);
        }
        _ => {}
    }
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_177E6`: drawn at the origin with the bob; then, before the defeat, the hits: beaten (status bit 7),
/// the score and the defeat's first step; hit (hitbox cleared), the flash, and the hitbox back on its 32nd
/// frame.
fn hover(c: &mut Common, s: &mut GhzBoss, cx: &mut ObjCtx) {
    let (x, y) = s.origin_px();
    set_px(&mut c.y, (sin(s.bob) >> 6).wrapping_add(y));
    set_px(&mut c.x, x);
    s.bob = s.bob.wrapping_add(2);
    if c.routine_secondary >= step::DEFEATED {
        return;
    }
    if c.status & NO_BALANCING != 0 {
        cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
        c.routine_secondary = step::DEFEATED;
        s.timer = DEFEAT_FRAMES;
        return;
    }
    hit_flash(c, &mut s.flash, &mut s.flash_colour, FLASH_FRAMES, COLLISION);
}

/// `BossDefeated`: on every 8th frame (`v_vbla_byte`, the level's frame counter here) an explosion in the
/// first free slot at the object's pixel position, moved by a random number: its low byte / 4 − 32 in x,
/// its next byte / 8 in y. The slot is taken before the number is drawn; with no free slot none is drawn.
pub fn boss_defeated(c: &Common, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 7 != 0 {
        return;
    }
    let Some(i) = cx.spawn(explosion_bomb::spawned(c.pixel_x(), c.pixel_y())) else { return };
    let r = cx.world.game.random();
    let dx = i32::from((r as u8) >> 2) - 0x20;
    let dy = i32::from(((r >> 8) as u8) >> 3);
    if let Some(obj) = cx.slots.get_mut(i) {
        obj.common.x = obj.common.x.wrapping_add(dx << 8);
        obj.common.y = obj.common.y.wrapping_add(dy << 8);
    }
}

/// What a boss's pieces read of its ship (`objoff_34`): `ob2ndRout`, x, y (16.8) and status, or a cleared
/// slot's zeros once the slot no longer holds a ship of the kind `is_ship` names (the game's pieces keep
/// reading its cleared RAM). Every Sonic 1 boss's face, flame and ball read theirs this way.
pub fn ship_fields(cx: &ObjCtx, parent: Option<usize>, is_ship: fn(&Sonic1) -> bool) -> (u8, i32, i32, u8) {
    match parent.and_then(|i| cx.slots.get(i)) {
        Some(Obj { common, state: State::Sonic1(kind) }) if is_ship(kind) => {
            (common.routine_secondary, common.x, common.y, common.status)
        }
        _ => (0, 0, 0, 0),
    }
}

/// The Green Hill ship's fields ([`ship_fields`]).
pub fn ship_of(cx: &ObjCtx, parent: Option<usize>) -> (u8, i32, i32, u8) {
    ship_fields(cx, parent, |k| matches!(k, Sonic1::GhzBoss(_)))
}

/// `BGHZ_FaceMain`, `BGHZ_FlameMain`, `BGHZ_Display`: once the ship flies off, the piece is deleted when off
/// screen; otherwise it takes the ship's position (pixel words) and flips and is drawn.
fn follower(c: &mut Common, s: &GhzBoss, cx: &mut ObjCtx) {
    let (ship_step, x, y, status) = ship_of(cx, s.parent);
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
