//! The Final Zone's plasma ball launcher and its balls (s1disasm `_incObj/86 FZ Plasma Ball Launcher.asm`:
//! `BossPlasma_Main`, `BossPlasma_Generator`, `BossPlasma_MakeBalls`, `loc_1A962`, `loc_1A982` and its steps
//! `loc_1A9A6`, `loc_1A9C0`, `loc_1AA1E`).
//!
//! The boss ([`super::fz_boss`]) makes it at ($2588, $53C); it is solid ($13 × 8 / $11), deleted once the player
//! is $140 px or more right of it and it is off screen, and turns into an explosion when the boss is beaten
//! (its step 6). Told to fire (`objoff_29`), the next frame it makes four balls in the next free slots, each
//! aimed at x $2578 − $4F × n plus a random −$10…$F (`RandomNumber` & $1F − $10). A ball glides there (its X
//! speed 16 × the distance, in 1/256 px: it arrives in 17 frames, landing as far past the target as it
//! overshot); $B4 frames after it was made it drops towards the player — X speed the player's x minus its own,
//! Y speed $140, hurting ($9A) — and is deleted at y $5E0 or $B4 frames later. Once all four arrived the
//! launcher waits for them to be gone, then tells the boss (`objoff_32` = −1). Not modelled: the animations,
//! sounds, the art.

use super::{Sonic1, fz_boss};
use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

use fz_boss::{BOSS_FZ_X, BOSS_FZ_Y};
pub const X: u16 = BOSS_FZ_X + 0x138;
pub const Y: u16 = BOSS_FZ_Y + 0x2C;
pub const BALLS: i16 = 4;
/// Where the balls go: the first target and the spacing, the random spread's mask and bias.
pub const FIRST_TARGET: i16 = BOSS_FZ_X as i16 + 0x128;
pub const SPACING: i16 = -0x4F;
/// Frames before a ball drops and before a dropping ball goes; its Y speed, hitbox, the floor it goes at.
pub const HOLD_FRAMES: i16 = 0xB4;
pub const DROP_Y_VEL: i16 = 0x140;
pub const BALL_COLLISION: u8 = 0x9A;
pub const GONE_Y: u16 = BOSS_FZ_Y + 0xD0;

/// `BossPlasma_Index`.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const READY: u8 = 2;
    pub const MAKE: u8 = 4;
    pub const WAIT: u8 = 6;
    pub const BALL: u8 = 8;
}

/// `BossPlasma_Index2`: a ball's steps.
pub mod step {
    pub const AIM: u8 = 0;
    pub const GLIDE: u8 = 2;
    pub const DROP: u8 = 4;
}

/// The launcher (routines 0–6) or a ball (8).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FzPlasma {
    /// `objoff_34`: the boss's slot (the launcher's), the launcher's (a ball's).
    pub parent: Option<u8>,
    /// `objoff_29`: told to fire.
    pub fire: bool,
    /// `objoff_30`: rounds ×4 (the launcher); the target x (a ball).
    pub word_30: i16,
    /// `objoff_32`: balls still gliding; `objoff_38`: balls still there.
    pub gliding: i16,
    pub live: i16,
    /// `obSubtype` (a word): the launcher's $3E; a ball's countdown.
    pub timer: i16,
}

/// The launcher as the boss makes it.
pub fn spawned(parent: Option<u8>) -> Obj {
    let common = Common { id: super::id::SONIC1, ..Default::default() };
    Obj { common, state: State::Sonic1(Sonic1::FzPlasma(FzPlasma { parent, ..Default::default() })) }
}

/// What the boss writes to start a volley (`move.b #-1,objoff_29(a1)`).
pub fn fire(obj: &mut Obj) {
    if let State::Sonic1(Sonic1::FzPlasma(s)) = &mut obj.state {
        s.fire = true;
    }
}

/// `BossPlasma`. True when the launcher turns into an explosion (`ExplosionBomb`, routine 0).
pub fn run(c: &mut Common, s: &mut FzPlasma, cx: &mut ObjCtx) -> bool {
    match c.routine {
        routine::MAIN | routine::READY => {
            if c.routine == routine::MAIN {
                c.x = i32::from(X) << 8;
                c.y = i32::from(Y) << 8;
                c.anim = 0;
                c.x_radius = 8;
                c.y_radius = 8;
                c.on_screen = true;
                c.routine = routine::READY;
            }
            if fz_boss::boss_of(cx, s.parent).is_some_and(|b| b.0 == fz_boss::step::DROP) {
                c.display();
                return true;
            }
            c.anim = 0;
            if s.fire {
                c.routine = routine::MAKE;
                c.anim = 1;
                s.timer = 0x3E;
            }
            launcher(c, cx);
        }
        routine::MAKE => {
            if s.fire {
                s.fire = false;
                s.word_30 = s.word_30.wrapping_add(4);
                s.gliding = 0;
                for _ in 0..BALLS {
                    if !make_ball(c, s, cx) {
                        break;
                    }
                }
            }
            if s.gliding == 0 {
                c.routine = routine::WAIT;
            }
            launcher(c, cx);
        }
        routine::WAIT => {
            c.anim = 2;
            if s.live == 0 {
                c.routine = routine::READY;
                if let Some((_, boss)) = fz_boss::boss_mut(cx, s.parent) {
                    boss.pending = -1;
                }
            }
            launcher(c, cx);
        }
        _ => ball(c, s, cx),
    }
    false
}

/// One ball in the next free slot, aimed (`BossPlasma_Loop`); false when no slot was free.
fn make_ball(c: &Common, s: &mut FzPlasma, cx: &mut ObjCtx) -> bool {
    let me = Some(cx.current() as u8);
    let common = Common {
        id: super::id::SONIC1,
        routine: routine::BALL,
        x: c.x & !0xFF,
        y: i32::from(Y) << 8,
        x_radius: 0xC,
        y_radius: 0xC,
        on_screen: true,
        ..Default::default()
    };
    let state = FzPlasma { parent: me, timer: 0x3E, ..Default::default() };
    let Some(i) = cx.spawn_after(Obj { common, state: State::Sonic1(Sonic1::FzPlasma(state)) }) else {
        return false;
    };
    let r = cx.world.game.random() as u16;
    let d1 = s.gliding.wrapping_mul(SPACING).wrapping_add(FIRST_TARGET);
    let target = ((r & 0x1F) as i16).wrapping_sub(0x10).wrapping_add(d1);
    if let Some(Obj { state: State::Sonic1(Sonic1::FzPlasma(b)), .. }) = cx.slots.get_mut(i) {
        b.word_30 = target;
    }
    s.gliding = s.gliding.wrapping_add(1);
    s.live = s.gliding;
    true
}

/// `loc_1A86C`: solid; deleted once far behind the player off screen, else drawn.
fn launcher(c: &mut Common, cx: &mut ObjCtx) {
    let x = px(c.x);
    let b = SolidBox { half_width: 0x13, half_height_air: 8, half_height_ground: 0x11, old_x: x };
    solid_object_s1(c, cx.world.player, b);
    let d0 = (cx.world.player.pixel_x() as i16).wrapping_sub(x);
    if d0 >= 0 && d0.wrapping_sub(0x140) >= 0 && !c.on_screen {
        c.delete();
        return;
    }
    c.display();
}

/// `loc_1A982`: a ball's step, drawn.
fn ball(c: &mut Common, s: &mut FzPlasma, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::AIM => {
            c.x_vel = (s.word_30.wrapping_sub(px(c.x)) as u16).wrapping_shl(4) as i16;
            s.timer = HOLD_FRAMES;
            c.routine_secondary = step::GLIDE;
        }
        step::GLIDE => {
            if c.x_vel != 0 {
                c.object_move();
                let x = px(c.x) as u16;
                let d0 = x.wrapping_sub(s.word_30 as u16);
                if x < s.word_30 as u16 {
                    c.x_vel = 0;
                    set_px(&mut c.x, x.wrapping_add(d0) as i16);
                    if let Some(Obj { state: State::Sonic1(Sonic1::FzPlasma(l)), .. }) =
                        s.parent.and_then(|i| cx.slots.get_mut(usize::from(i)))
                    {
                        l.gliding = l.gliding.wrapping_sub(1);
                    }
                }
            }
            c.anim = 0;
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                c.routine_secondary = step::DROP;
                c.anim = 1;
                c.collision_flags = BALL_COLLISION;
                s.timer = HOLD_FRAMES;
                c.x_vel = (cx.world.player.pixel_x() as u16).wrapping_sub(px(c.x) as u16) as i16;
                c.y_vel = DROP_Y_VEL;
            }
        }
        _ => {
            c.object_move();
            let gone = px(c.y) as u16 >= GONE_Y || {
                s.timer = s.timer.wrapping_sub(1);
                s.timer == 0
            };
            if gone {
                if let Some(Obj { state: State::Sonic1(Sonic1::FzPlasma(l)), .. }) =
                    s.parent.and_then(|i| cx.slots.get_mut(usize::from(i)))
                {
                    l.live = l.live.wrapping_sub(1);
                }
                c.delete();
                return;
            }
        }
    }
    c.display();
}
