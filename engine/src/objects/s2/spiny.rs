//! Chemical Plant's Spiny (s2disasm `ObjA5` on the floor, `ObjA6` on a wall: `ObjA5_Init`, `loc_38B10`,
//! `loc_38B62`, `loc_38C22`; `ObjA6_Init`, `loc_38BAC`, `loc_38BFE`, `loc_38C6E`; its shot `Obj98` with
//! `Obj98_SpinyShotFall`; `Obj_GetOrientationToPlayer`).
//!
//! A badnik (`collision_flags` $B) crawling at $40 px/256 a frame (left on the floor, up on a wall), turning
//! round every 256 frames. Its two timers are the two bytes of one word (`objoff_2A`) the game writes as $0080:
//! the turn counter starts at 0 (first turn after 256 frames) and the attack cool-down at $80. With the
//! cool-down over, a player within $60 px horizontally makes it stop ($28 frames, mapping frame 2, on a wall
//! 5); $14 frames in it fires a shot (`Obj98`, hurting, $98: a 24 x 24 hitbox): on the floor up at −$300 and
//! $100 toward player 1, on a wall straight out at $300 (left when X-flipped); the shot falls with gravity $20
//! and is deleted off screen. Then it crawls on with a cool-down of $40 frames.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::id::PROJECTILE;
use crate::objects::s2::orientation_to_player::orientation_to_player;
use crate::objects::s2::projectile::projectile;

/// Routines.
pub const CRAWL: u8 = 2;
pub const ATTACK: u8 = 4;
/// Crawling speed, and the word the game stores in its two timers.
pub const SPEED: i16 = 0x40;
pub const TIMERS: u16 = 0x80;
/// The attack: frames stopped, the frame it fires on (counting down), the cool-down after.
pub const ATTACK_FRAMES: u8 = 0x28;
pub const FIRE_AT: u8 = 0x14;
pub const COOL_DOWN: u8 = 0x40;
/// A player within this many pixels either side triggers an attack.
pub const REACH: u16 = 0x60;
/// `collision_flags`: the Spiny (enemy, $B) and its shot (hurt, $18).
pub const COLLISION: u8 = 0x0B;
pub const SHOT_COLLISION: u8 = 0x98;
/// The shots' speeds and gravity.
pub const FLOOR_SHOT: (i16, i16) = (0x100, -0x300);
pub const WALL_SHOT: i16 = 0x300;
pub const SHOT_GRAVITY: i16 = 0x20;
/// `Ani_objA5`, `Ani_objA6`, `Ani_SpinyShot`.
const FLOOR_SCRIPT: [&[u8]; 1] = [&[9, 0, 1, 0xFF]];
const WALL_SCRIPT: [&[u8]; 1] = [&[9, 3, 4, 0xFF]];
const SHOT_SCRIPT: [&[u8]; 1] = [&[3, 6, 7, 0xFF]];

/// The Spiny or its shot.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spiny {
    /// `ObjA6`: on a wall.
    pub wall: bool,
    /// The shot (`Obj98`), not the Spiny.
    pub shot: bool,
    /// `objoff_2A`: the turn counter (high byte) and the attack timer / cool-down (low byte).
    pub timers: u16,
}

impl Spiny {
    fn turn(&self) -> u8 {
        (self.timers >> 8) as u8
    }
    fn cool(&self) -> u8 {
        self.timers as u8
    }
    fn set(&mut self, turn: u8, cool: u8) {
        self.timers = u16::from(turn) << 8 | u16::from(cool);
    }
}

pub fn run(c: &mut Common, s: &mut Spiny, cx: &mut ObjCtx) {
    if s.shot {
        shot(c, cx);
        return;
    }
    match c.routine {
        0 => {
            // `LoadSubObject`: its data; the speed and timers; nothing else this frame.
            c.width_pixels = 8;
            c.collision_flags = COLLISION;
            c.routine = CRAWL;
            if s.wall {
                c.y_vel = -SPEED;
            } else {
                c.x_vel = -SPEED;
            }
            s.timers = TIMERS;
        }
        CRAWL => crawl(c, s, cx),
        _ => attack(c, s, cx),
    }
}

fn crawl(c: &mut Common, s: &mut Spiny, cx: &mut ObjCtx) {
    let cool = s.cool();
    if cool != 0 {
        s.set(s.turn(), cool - 1);
    } else {
        let (_, d2) = orientation_to_player(c, cx);
        if d2.wrapping_add(REACH) < 2 * REACH {
            c.routine = ATTACK;
            s.set(s.turn(), ATTACK_FRAMES);
            c.mapping_frame = if s.wall { 5 } else { 2 };
            cx.mark_gone(c);
            return;
        }
    }
    let turn = s.turn().wrapping_sub(1);
    s.set(turn, s.cool());
    if turn == 0 {
        s.timers = TIMERS;
        if s.wall {
            c.y_vel = c.y_vel.wrapping_neg();
        } else {
            c.x_vel = c.x_vel.wrapping_neg();
        }
    }
    c.object_move();
    animate_sprite(c, if s.wall { &WALL_SCRIPT } else { &FLOOR_SCRIPT });
    cx.mark_gone(c);
}

fn attack(c: &mut Common, s: &mut Spiny, cx: &mut ObjCtx) {
    let left = s.cool().wrapping_sub(1);
    s.set(s.turn(), left);
    if (left as i8) < 0 {
        c.routine = CRAWL;
        s.set(s.turn(), COOL_DOWN);
    } else if left == FIRE_AT {
        fire(c, s, cx);
    }
    cx.mark_gone(c);
}

/// `loc_38C22` / `loc_38C6E`: the shot, in the first free slot after the Spiny.
fn fire(c: &Common, s: &Spiny, cx: &mut ObjCtx) {
    let mut shot = Common::new(PROJECTILE, 0x34, c.pixel_x(), c.pixel_y(), false, false);
    shot.mapping_frame = 6;
    if s.wall {
        shot.x_vel = if c.x_flip { -WALL_SHOT } else { WALL_SHOT };
    } else {
        let right = (c.pixel_x() as u16) < (cx.world.player.pixel_x() as u16);
        shot.x_vel = if right { FLOOR_SHOT.0 } else { -FLOOR_SHOT.0 };
        shot.y_vel = FLOOR_SHOT.1;
    }
    let state = Spiny { wall: s.wall, shot: true, timers: 0 };
    cx.spawn_after(Obj { common: shot, state: State::Spiny(state) });
}

/// `Obj98` with `Obj98_SpinyShotFall`: the shared projectile's fall, then its animation.
fn shot(c: &mut Common, cx: &mut ObjCtx) {
    if projectile(c, 4, SHOT_COLLISION, SHOT_GRAVITY) {
        animate_sprite(c, &SHOT_SCRIPT);
        cx.mark_gone(c);
    }
}

impl crate::objects::runtime::object::ObjKind for Spiny {
    const MAY_MOVE_PLAYERS: bool = false;

    /// `ObjA5` on the floor, `ObjA6` on a wall.
    fn make(id: u8, _subtype: u8, _params: [u16; 2]) -> crate::objects::runtime::object::State {
        crate::objects::runtime::object::State::Spiny(Spiny {
            wall: id == super::id::SPINY_ON_WALL,
            ..Default::default()
        })
    }

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    /// Its shot (`Obj98`, id `ObjID_Projectile`) bounces off the S3K shields.
    fn shield_reaction(&self, c: &crate::objects::runtime::object::Common) -> u8 {
        if c.id == super::id::PROJECTILE { crate::player::moves::reaction::BOUNCE } else { 0 }
    }

    fn name(&self) -> &'static str {
        if self.shot { "Spiny's shot" } else { "Spiny" }
    }
}
