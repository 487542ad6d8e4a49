//! Buzzer, Emerald Hill's flying wasp, with its exhaust flame and its shot (SPG "Game Enemies": Badniks; s2disasm
//! `Obj4B`: `Obj4B_Init`, `Obj4B_Roaming`, `Obj4B_TurnAround`, `Obj4B_ChkPlayers`, `Obj4B_Shooting`,
//! `Obj4B_ShootProjectile`, `Obj4B_Flame`, `Obj4B_Projectile`, `Ani_obj4B`).
//!
//! The Buzzer flies at 1 px/frame (toward the left unless placed flipped) for 256 frames, then hovers: 30 frames after
//! stopping it counts down to $F and turns round (which allows shooting again), and starts flying the other way when
//! the count passes below 0 (16 frames later). While roaming, on frames when the vertical-interrupt counter is even it
//! looks at the player (on odd frames at the sidekick's slot: player 2's x, or 0 when the slot is empty): if he is 40
//! to 48 px away horizontally, on the side it faces, it stops for 51 frames and fires once, 30 frames in: a shot
//! (hurts; touch size $18) from its stinger, ±13 px and 24 px down, at (∓1.5, +1.5) px/frame. It shoots once per turn.
//!
//! The flame is its own object in a slot after the Buzzer's (`AllocateObjectAfterCurrent`). It follows the Buzzer and
//! is drawn only while the Buzzer flies (its turn count is negative); it checks only that the Buzzer's slot is not
//! empty, so after the Buzzer is destroyed it stays where the explosion is (reading the turn count the Buzzer left)
//! until the explosion ends.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::HURT;
use crate::objects::s2::lost_rings::vint_runcount;
use crate::player::Player;

/// Hitbox: an enemy of touch size $A.
pub const COLLISION: u8 = 0x0A;
/// The shot: hurts, touch size $18.
pub const SHOT_COLLISION: u8 = HURT | 0x18;
/// Flying speed and how long it flies each way.
pub const SPEED: i16 = 0x100;
pub const MOVE_TIME: u16 = 0x100;
/// The hover after flying: the count starts at $1E, it turns at $F and flies again below 0.
pub const HOVER_TIME: i16 = 0x1E;
pub const TURN_AT: i16 = 0xF;
/// The player must be this far away horizontally (inclusive) for it to shoot.
pub const RANGE: (i32, i32) = (0x28, 0x30);
/// The shooting pause, and the count at which the shot leaves (30 frames in).
pub const SHOOT_TIME: i16 = 0x32;
pub const SHOOT_AT: i16 = 0x14;
/// The shot's offset from the Buzzer and its speed.
pub const SHOT_OFFSET: (i32, i32) = (0xD, 0x18);
pub const SHOT_SPEED: i16 = 0x180;

/// `Ani_obj4B`: 0 flying, 1 the flame, 2 the shot, 3 shooting (then back to 0).
const SCRIPTS: [&[u8]; 4] = [&[0x0F, 0, 0xFF], &[2, 3, 4, 0xFF], &[3, 5, 6, 0xFF], &[9, 1, 1, 1, 1, 1, 0xFD, 0]];

/// What this slot is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Buzzer,
    /// The exhaust flame of the Buzzer in slot `parent`; `turn_delay` is the Buzzer's count as last read.
    Flame {
        parent: usize,
        turn_delay: i16,
    },
    Shot,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Buzzer {
    pub role: Role,
    /// `Obj4B_move_timer`: frames left flying this way.
    pub move_timer: u16,
    /// `Obj4B_turn_delay`: counts down every roaming frame; negative while flying.
    pub turn_delay: i16,
    /// `Obj4B_shooting_flag`: it shot (or is shooting) since its last turn.
    pub shot: bool,
    /// `Obj4B_shot_timer`.
    pub shot_timer: i16,
}

#[inline]
pub fn run(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    match s.role {
        Role::Buzzer => buzzer(c, s, cx),
        Role::Flame { parent, turn_delay } => flame(c, s, cx, parent, turn_delay),
        Role::Shot => {
            // `Obj4B_Projectile`.
            c.object_move();
            animate_sprite(c, &SCRIPTS);
            cx.mark_gone(c);
        }
    }
}

fn buzzer(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
        return;
    }
    if c.routine_secondary == 0 {
        roam(c, s, cx);
    } else {
        shoot(c, s, cx);
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj4B_Init`: the flame goes in the first free slot after this one; nothing is drawn this frame.
fn init(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    c.collision_flags = COLLISION;
    c.width_pixels = 0x10;
    c.y_radius = 0x10;
    c.x_radius = 0x18;
    c.routine = 2;
    let mut flame = Common::new(c.id, c.subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
    flame.routine = 4;
    flame.width_pixels = 0x10;
    flame.status = c.status;
    flame.anim = 1;
    let role = Role::Flame { parent: cx.current(), turn_delay: s.turn_delay };
    let spawned = cx.spawn_after(Obj { common: flame, state: State::Buzzer(Buzzer { role, ..Default::default() }) });
    if spawned.is_some() {
        s.move_timer = MOVE_TIME;
        c.x_vel = if c.x_flip { SPEED } else { -SPEED };
    }
}

/// `Obj4B_Roaming`.
fn roam(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    check_player(c, s, cx);
    // Both counters are read before either is written (a read of one just after a write of its neighbour
    // would wait for the write).
    let move_timer = s.move_timer.wrapping_sub(1);
    s.turn_delay = s.turn_delay.wrapping_sub(1);
    if s.turn_delay == TURN_AT {
        // `Obj4B_TurnAround`.
        s.shot = false;
        c.x_vel = c.x_vel.wrapping_neg();
        c.x_flip = !c.x_flip;
        c.status ^= 1;
        s.move_timer = MOVE_TIME;
        return;
    }
    if s.turn_delay >= 0 {
        return;
    }
    s.move_timer = move_timer;
    if (s.move_timer as i16) > 0 {
        c.object_move();
    } else {
        s.turn_delay = HOVER_TIME;
    }
}

/// `Obj4B_ChkPlayers`: starts shooting when the player is in range on the side it faces.
fn check_player(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    if s.shot {
        return;
    }
    // Odd frames look at the sidekick's slot (x 0 when it is empty).
    let target_x = if vint_runcount(cx.world.game) & 1 == 0 {
        cx.world.player.pixel_x()
    } else {
        cx.world.sidekick.as_deref().map_or(0, Player::pixel_x)
    };
    let d1 = (c.pixel_x() as u16).wrapping_sub(target_x as u16) as i16;
    let d0 = i32::from(d1).abs();
    if d0 < RANGE.0 || d0 > RANGE.1 {
        return;
    }
    // d1 ≥ 0: the player is on its left, where it faces unless flipped.
    if (d1 >= 0) == c.x_flip {
        return;
    }
    s.shot = true;
    c.routine_secondary = 2;
    c.anim = 3;
    s.shot_timer = SHOOT_TIME;
}

/// `Obj4B_Shooting`.
fn shoot(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx) {
    let t = s.shot_timer.wrapping_sub(1);
    if t < 0 {
        c.routine_secondary = 0;
        return;
    }
    s.shot_timer = t;
    if t != SHOOT_AT {
        return;
    }
    // `Obj4B_ShootProjectile`.
    let (dx, x_vel) = if c.x_flip { (-SHOT_OFFSET.0, SHOT_SPEED) } else { (SHOT_OFFSET.0, -SHOT_SPEED) };
    let mut shot = Common::new(c.id, c.subtype, c.pixel_x() + dx, c.pixel_y() + SHOT_OFFSET.1, c.x_flip, c.y_flip);
    shot.routine = 6;
    shot.collision_flags = SHOT_COLLISION;
    shot.width_pixels = 0x10;
    shot.status = c.status;
    shot.anim = 2;
    shot.x_vel = x_vel;
    shot.y_vel = SHOT_SPEED;
    cx.spawn_after(Obj { common: shot, state: State::Buzzer(Buzzer { role: Role::Shot, ..Default::default() }) });
}

/// `Obj4B_Flame`: deleted once the Buzzer's slot is empty; follows it while it flies.
fn flame(c: &mut Common, s: &mut Buzzer, cx: &mut ObjCtx, parent: usize, last: i16) {
    let Some(p) = cx.slots.get(parent) else {
        c.delete();
        return;
    };
    // The game reads the slot's memory whatever is there: the Buzzer's explosion (made in place) still holds
    // the Buzzer's last count; another object loaded into a freed slot starts from cleared memory.
    let turn_delay = match &p.state {
        State::Buzzer(b) => b.turn_delay,
        State::Explosion(_) => last,
        _ => 0,
    };
    s.role = Role::Flame { parent, turn_delay };
    if turn_delay >= 0 {
        return;
    }
    let pc = &p.common;
    c.x = (pc.x & !0xFF) | (c.x & 0xFF);
    c.y = (pc.y & !0xFF) | (c.y & 0xFF);
    c.status = pc.status;
    c.x_flip = pc.x_flip;
    c.y_flip = pc.y_flip;
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for Buzzer {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    /// Its shot bounces off the S3K shields.
    fn shield_reaction(&self, c: &crate::objects::runtime::object::Common) -> u8 {
        let shot = (c.id == super::id::BUZZER) & (c.collision_flags == SHOT_COLLISION);
        if shot { crate::player::moves::reaction::BOUNCE } else { 0 }
    }

    fn name(&self) -> &'static str {
        "Buzzer"
    }
}
