//! Monitors and what comes out of them (SPG "Game Objects": Monitors, "Solid Objects"; s2disasm `Obj26`,
//! `SolidObject_Monitor`, `SolidObject_Monitor_Sonic`, `Obj26_ChkOverEdge`, `Obj26_Break`, and `Obj2E` with
//! `Obj2E_Types`).
//!
//! A monitor is a solid box (the profile's `MonitorBox`: Sonic 2's $1A half width, $F/$10 half height) for a
//! player who is not curled; a curled one passes into it and `Touch_Monitor` (touch.rs) decides: moving up
//! from under it he bounces off and knocks it up (it falls back with gravity and lands), otherwise he bounces and it breaks (routine 4). The
//! broken monitor records that in its respawn entry (bit 0) and comes back broken. The icon rises for 32
//! frames, gives its power-up on the next one, shows for 30 more and disappears.
//!
//! The contents by subtype (in one-player games the subtype is the icon; only two-player mode picks a random
//! one, from the level frame counter): 0 static and 3 Robotnik hurt the player as a hazard would; 1 an extra
//! life; 2 (Tails) an extra life for player 2's counter, so nothing for player 1; 4 ten rings (a life at 100
//! and 200); 5 speed shoes; 6 a shield; 7 invincibility; 8 teleport; 9 ('?') nothing.
//!
//! Teleport swaps everything of player 1 with the sidekick's slot (position, speeds, routine, cameras, the
//! object and ring managers' cursors). With Sonic alone that slot is empty, so Sonic would be reset at (0, 0)
//! and the level's managers swapped with unused copies: a broken game, which one-player layouts never
//! place. This engine does nothing for it.
//!
//! The sidekick (player 2) meets monitors as a one-player game has him do (`SolidObject_Monitor_Tails`,
//! `Touch_Monitor`): they are always solid for him, curled or not, and he cannot break them (he still knocks
//! one up from below); so the icon's power-up always goes to player 1, who broke it.

use crate::objects::runtime::animate::fast_forward;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::solid::{P1, P2, SolidBox, Who, solid_object_always_as, standing_as};
use crate::objects::runtime::touch::{ITEM, chk_hurt};
use crate::objects::{
    id,
    runtime::object::{Common, Obj, PUSHING, State},
};
use crate::player::{Element, Player, Pose, Routine};
use crate::profile::MonitorBox;

/// `collision_flags`: an item of touch size 6 (16 x 16), the size `Touch_Monitor` answers to.
pub const COLLISION: u8 = ITEM | 6;
/// Bit 0 of the respawn entry: the monitor was broken.
pub const BROKEN: u8 = 1;
/// The broken monitor's mapping frame (`$B`) and animation script (`$A`).
const BROKEN_FRAME: u8 = 0xB;
const BROKEN_ANIM: u8 = 0xA;

/// Routines (`Obj26_Index`).
const INIT: u8 = 0;
const MAIN: u8 = 2;
const BREAK: u8 = 4;
const ANIMATE: u8 = 6;

/// The icons (`Obj2E_Types`, the monitor's subtype).
pub mod contents {
    pub const STATIC: u8 = 0;
    pub const SONIC_1UP: u8 = 1;
    pub const TAILS_1UP: u8 = 2;
    pub const ROBOTNIK: u8 = 3;
    pub const RINGS: u8 = 4;
    pub const SPEED_SHOES: u8 = 5;
    pub const SHIELD: u8 = 6;
    pub const INVINCIBILITY: u8 = 7;
    pub const TELEPORT: u8 = 8;
    pub const QUESTION_MARK: u8 = 9;
    /// The S3K elemental shields (`Monitor_Give_Fire_Shield`, `_Lightning_`, `_Bubble_`): codes of this
    /// engine, not Sonic 2 subtypes (the layout gives them to the elemental monitors).
    pub const FIRE_SHIELD: u8 = 0xE0;
    pub const LIGHTNING_SHIELD: u8 = 0xE1;
    pub const BUBBLE_SHIELD: u8 = 0xE2;
    /// Sonic 1's monitors whose icon does nothing (s1disasm `Pow_ChkEggman`, `Pow_ChkS`, `Pow_ChkEnd`): this
    /// code + the Sonic 1 subtype (0 static, 1 Eggman — harmless in Sonic 1 —, 7 'S', 8 goggles, and any past
    /// 8); codes of this engine, given by the Sonic 1 layout ([`crate::objects::s1::entry`]).
    pub const SONIC1_NO_EFFECT: u8 = 0xF0;
}

/// Rings a ring monitor gives.
pub const RING_BONUS: u16 = 10;
/// The icon's initial upward speed and the deceleration each frame (`Obj2E_Init`, `Obj2E_Raise`).
pub const ICON_RISE_SPEED: i16 = -0x300;
pub const ICON_RISE_SLOWDOWN: i16 = 0x18;
/// Frames the icon stays after giving its power-up, counted from $1D down past 0 (`Obj2E_Wait`).
pub const ICON_WAIT: i16 = 0x1D;

/// The monitor (`Obj26`): everything it keeps is in the common fields (`routine_secondary` 4 while knocked
/// up and falling; `anim` the icon).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Monitor {}

pub fn run(c: &mut Common, _s: &mut Monitor, cx: &mut ObjCtx) {
    match c.routine {
        INIT => {
            if init(c, cx) {
                main(c, cx);
            }
        }
        MAIN => main(c, cx),
        BREAK => break_open(c, cx),
        ANIMATE => {
            animate(c);
            cx.mark_gone(c);
        }
        // 8: broken when it loaded; only drawn.
        _ => cx.mark_gone(c),
    }
}

/// `Obj26_Init`. Returns false for a monitor broken before (it shows its broken frame and waits to unload).
/// The loaded bit of the respawn entry is cleared here (`bclr #7`), as the game does.
fn init(c: &mut Common, cx: &mut ObjCtx) -> bool {
    c.routine = MAIN;
    let size = cx.world.env.profile.monitor;
    c.y_radius = size.radius;
    c.x_radius = size.radius;
    c.width_pixels = size.width_pixels;
    if let Some(i) = c.respawn {
        cx.world.env.respawn.forget(i);
        if cx.world.env.respawn.get(i) & BROKEN != 0 {
            c.routine = 8;
            c.mapping_frame = BROKEN_FRAME;
            return false;
        }
    }
    c.collision_flags = COLLISION;
    c.anim = c.subtype;
    true
}

/// `Obj26_Main`: fall while knocked up (landing on the floor below), be solid, animate.
fn main(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.env.profile.id == formats::ProfileId::S1 {
        // Sonic 1's `Mon_Solid` (its own solid routine and standing state).
        crate::objects::s1::monitor::solid(c, cx);
        animate(c);
        cx.mark_gone(c);
        return;
    }
    if c.routine_secondary != 0 {
        c.object_move_and_fall();
        // S3K's looks for the floor only while falling: a hidden monitor jumps out of the ground
        // ([`crate::profile::MonitorBox::floor_when_falling`], [`crate::objects::s3k::hidden_monitor`]).
        let rising = c.y_vel < 0 && cx.world.env.profile.monitor.floor_when_falling;
        let d1 = if rising { 0 } else { floor_distance(c, cx) };
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = 0;
            c.routine_secondary = 0;
        }
    }
    let size = cx.world.env.profile.monitor;
    solid_for_player(c, cx.world.player, size);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        solid_for_sidekick(c, p2, size);
    }
    animate(c);
    cx.mark_gone(c);
    // Resting (not knocked up): until a player comes within reach of its solid box or its touch box nothing
    // changes but the icon's flicker. (`solid_box`, the editor's, is first set by a solid test, which a
    // rolling player skips.)
    if c.routine == MAIN && c.routine_secondary == 0 && c.solid_box.is_some() {
        cx.nap(c, size.half_width as u16, size.half_height_ground as u16);
    }
}

/// Catches up a napping monitor ([`crate::objects::runtime::object::Obj::catch_up`]): its icon's script for `slept`
/// frames. It is on its loop after one pass (every frame, or the frames `$FE` goes back over).
pub fn catch_up(c: &mut Common, slept: u32) {
    let s = script(c.anim);
    fast_forward(c, slept, s.duration, s.len as u32 + 1, s.back.unwrap_or(s.len) as u32, animate);
}

/// `SolidObject_Monitor_Sonic`: a player standing on it stays on (`Obj26_ChkOverEdge` is the standing path
/// of every solid object); otherwise it is solid (even off screen: `SolidObject_cont`) unless the player's
/// animation is the roll, when nothing happens at all.
pub fn solid_for_player(c: &mut Common, player: &mut Player, size: MonitorBox) {
    if !standing_as(c, player, P1) && player.pose == Pose::Roll {
        return;
    }
    solid(c, player, P1, size);
}

/// `SolidObject_Monitor_Tails`: in a one-player game the monitor is solid for the sidekick even when he is
/// curled.
pub fn solid_for_sidekick(c: &mut Common, sidekick: &mut Player, size: MonitorBox) {
    solid(c, sidekick, P2, size);
}

fn solid(c: &mut Common, player: &mut Player, who: Who, size: MonitorBox) {
    let b = SolidBox {
        half_width: size.half_width,
        half_height_air: size.half_height_air,
        half_height_ground: size.half_height_ground,
        old_x: c.pixel_x() as i16,
    };
    solid_object_always_as(c, player, b, who);
}

/// `Obj26_Break` (routine 4, set by `Touch_Monitor`): the player standing on or pushing it is in the air
/// now; the icon and a puff of smoke take the first free slots; the respawn entry remembers it.
fn break_open(c: &mut Common, cx: &mut ObjCtx) {
    // Sonic 1's `Mon_BreakOpen` leaves the player alone.
    let sonic1 = cx.world.env.profile.id == formats::ProfileId::S1;
    // The standing bit is checked as `standing` keeps it (cleared once the player rides something else).
    if !sonic1 && (standing_as(c, cx.world.player, P1) || c.status & PUSHING != 0) {
        let p = &mut *cx.world.player;
        p.on_object = false;
        p.pushing = false;
        p.air = true;
    }
    if let Some(p) = cx.world.sidekick.as_deref_mut()
        && (standing_as(c, p, P2) || c.status & P2.pushing != 0)
    {
        p.on_object = false;
        p.pushing = false;
        p.air = true;
    }
    c.status = 0;
    c.routine = ANIMATE;
    c.collision_flags = 0;
    let (x, y) = (c.pixel_x(), c.pixel_y());
    let mut icon = Common::new(id::MONITOR_CONTENTS, 0, x, y, false, false);
    icon.anim = c.anim;
    cx.spawn(Obj { common: icon, state: State::MonitorContents(Contents::default()) });
    // The explosion starts at its routine 2 (`Obj27_Init`: no animal).
    let mut smoke = Obj::new(Common::new(id::EXPLOSION, 0, x, y, false, false));
    smoke.common.routine = 2;
    cx.spawn(smoke);
    if let Some(i) = c.respawn {
        cx.world.env.respawn.set_bits(i, BROKEN);
    }
    c.anim = BROKEN_ANIM;
    c.display();
}

/// `AnimateSprite` with the monitor's scripts (`Ani_obj26`): the icon flickers with the static frames
/// (each shown 2 frames); the broken script shows frames 0, 1 then stays on the broken frame.
fn animate(c: &mut Common) {
    if c.anim != c.prev_anim {
        c.prev_anim = c.anim;
        c.anim_frame = 0;
        c.anim_frame_duration = 0;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) >= 0 {
        return;
    }
    let s = script(c.anim);
    c.anim_frame_duration = s.duration;
    let mut i = usize::from(c.anim_frame);
    if i >= s.len {
        // The end marker: `$FF` restarts the script, `$FE n` goes back n frames.
        i = i.saturating_sub(s.back.unwrap_or(i));
        c.anim_frame = i as u8;
    }
    c.mapping_frame = s.frames.get(i).copied().unwrap_or(0);
    c.anim_frame = c.anim_frame.wrapping_add(1);
}

/// One script of `Ani_obj26`.
struct Script {
    /// Game frames each mapping frame shows, minus 1.
    duration: u8,
    frames: [u8; 6],
    len: usize,
    /// `Some(n)`: the script ends going back n frames (`$FE`) instead of restarting (`$FF`).
    back: Option<usize>,
}

/// Icon k (1–9) shows frame k + 1 around the static frames 0 and 1; static (0) shows only those. The broken
/// script ($A) shows 0, 1, $B, then goes back one frame and stays on $B. Past $A the games read other data:
/// shown broken.
fn script(anim: u8) -> Script {
    match anim {
        0 => Script { duration: 1, frames: [0, 1, 0, 0, 0, 0], len: 2, back: None },
        // Sonic 1's icons that do nothing: the script of the Sonic 2 icon number they carry.
        contents::SONIC1_NO_EFFECT..=0xFF if anim & 0xF != 0 => {
            let k = (anim & 0xF) + 1;
            Script { duration: 1, frames: [0, k, k, 1, k, k], len: 6, back: None }
        }
        contents::SONIC1_NO_EFFECT => Script { duration: 1, frames: [0, 1, 0, 0, 0, 0], len: 2, back: None },
        1..=9 => {
            let k = anim + 1;
            Script { duration: 1, frames: [0, k, k, 1, k, k], len: 6, back: None }
        }
        _ => Script { duration: 2, frames: [0, 1, BROKEN_FRAME, 0, 0, 0], len: 3, back: Some(1) },
    }
}

/// The rising icon (`Obj2E`): its kind is `anim` (copied from the monitor); `timer` is `Obj2E_Wait`'s count.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Contents {
    pub timer: i16,
}

pub fn run_contents(c: &mut Common, s: &mut Contents, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            // `Obj2E_Init`, then the first frame of rising at once.
            c.routine = 2;
            c.width_pixels = 8;
            c.y_vel = ICON_RISE_SPEED;
            c.mapping_frame = c.anim.wrapping_add(1);
            raise(c, s, cx);
        }
        2 => raise(c, s, cx),
        _ => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.delete();
            } else {
                c.display();
            }
        }
    }
}

/// `Obj2E_Raise`: rise while moving up (32 frames); on the frame the speed reaches 0 give the power-up.
fn raise(c: &mut Common, s: &mut Contents, cx: &mut ObjCtx) {
    if c.y_vel < 0 {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(ICON_RISE_SLOWDOWN);
    } else {
        c.routine = 4;
        s.timer = ICON_WAIT;
        give(c, cx);
    }
    c.display();
}

/// `Obj2E_Types`: the power-up for the icon (the breaker is always player 1 here).
fn give(c: &Common, cx: &mut ObjCtx) {
    match c.anim {
        contents::STATIC | contents::ROBOTNIK => hurt(c, cx),
        contents::SONIC_1UP => cx.world.game.lives = cx.world.game.lives.wrapping_add(1),
        contents::RINGS => super_ring(cx),
        contents::SPEED_SHOES => cx.world.player.give_speed_shoes(),
        contents::SHIELD => cx.world.player.give_shield(),
        contents::FIRE_SHIELD => elemental(cx, Element::Fire),
        contents::LIGHTNING_SHIELD => elemental(cx, Element::Lightning),
        contents::BUBBLE_SHIELD => elemental(cx, Element::Bubble),
        contents::INVINCIBILITY => cx.world.player.give_invincibility(),
        // Tails' life goes to player 2's counter; teleport needs a sidekick (see the module docs); '?' only
        // counts the monitor; Sonic 1's static, Eggman, 'S' and goggles icons do nothing; past 9 Sonic 2 jumps
        // into unrelated code, not modelled.
        _ => {}
    }
}

/// An elemental shield where the move set has them (S3K, Mania); elsewhere the basic shield, the nearest the
/// profile has.
fn elemental(cx: &mut ObjCtx, element: Element) {
    if cx.world.env.profile.moves.elemental_shields {
        cx.world.player.give_elemental_shield(element);
    } else {
        cx.world.player.give_shield();
    }
}

/// `robotnik_monitor` → `Touch_ChkHurt2`: unless invincible, blinking or already hurt, the player is moved
/// back by this frame's Y Speed and hurt away from the icon.
fn hurt(c: &Common, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    if p.invincibility > 0 || p.invulnerable != 0 || p.routine != Routine::Normal {
        return;
    }
    p.y = p.y.wrapping_sub(i32::from(p.y_speed));
    chk_hurt(p, &mut cx.slots, cx.world.game, c.pixel_x(), c.id);
}

/// `super_ring`: ten rings (at most 999), and an extra life the first time the count reaches 100, or 200
/// once the first was given — one life at most per monitor.
fn super_ring(cx: &mut ObjCtx) {
    let game = &mut *cx.world.game;
    game.rings = game.rings.saturating_add(RING_BONUS).min(crate::objects::runtime::game::MAX_RINGS);
    if game.rings < 100 {
        return;
    }
    let life = if game.extra_life_flags & 1 == 0 {
        game.extra_life_flags |= 1;
        true
    } else if game.rings >= 200 && game.extra_life_flags & 2 == 0 {
        game.extra_life_flags |= 2;
        true
    } else {
        false
    };
    if life {
        game.lives = game.lives.wrapping_add(1);
    }
}

impl crate::objects::runtime::object::ObjKind for Monitor {
    const READS_ON_SCREEN: bool = false;
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

    fn catch_up(c: &mut crate::objects::runtime::object::Common, slept: u32) {
        catch_up(c, slept);
    }

    fn state_name(&self, c: &crate::objects::runtime::object::Common) -> &'static str {
        if c.routine >= 6 { "broken" } else { "" }
    }

    fn name(&self) -> &'static str {
        "monitor"
    }
}

impl crate::objects::runtime::object::ObjKind for Contents {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run_contents(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "monitor icon"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(anim: u8, n: usize) -> Vec<u8> {
        let mut c = Common { anim, ..Default::default() };
        (0..n)
            .map(|_| {
                animate(&mut c);
                c.mapping_frame
            })
            .collect()
    }

    #[test]
    fn the_icon_flickers_with_static_two_frames_each() {
        assert_eq!(frames(4, 14), [0, 0, 5, 5, 5, 5, 1, 1, 5, 5, 5, 5, 0, 0]);
        assert_eq!(frames(0, 6), [0, 0, 1, 1, 0, 0]);
    }

    #[test]
    fn the_broken_script_stays_on_the_broken_frame() {
        assert_eq!(frames(BROKEN_ANIM, 15), [0, 0, 0, 1, 1, 1, 0xB, 0xB, 0xB, 0xB, 0xB, 0xB, 0xB, 0xB, 0xB]);
    }
}
