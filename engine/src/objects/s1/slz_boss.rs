//! Star Light Zone's boss, Eggman dropping spiked bombs on the seesaws (s1disasm `_incObj/7A Boss - Star
//! Light.asm`: `BossStarLight_Main` and its seesaw scan `loc_1895C`, `BossStarLight_ShipMain` and its steps,
//! `BossStarLight_MakeBall`, the face, flame and tube; `_incObj/7B SLZ Boss Spikeball.asm`: `BossSpikeball_Main`,
//! `BossSpikeball_Fall`, `loc_18DC6`, `loc_18EAA`, `loc_18FA2`, `BossSpikeball_Explode`, `BossSpikeball_MoveFrag`;
//! `BossMove`, `BossDefeated` in `sonic.asm`; `boss_slz_x`, `boss_slz_y`, `boss_slz_end` in `Constants.asm`; the
//! seesaws are `_incObj/5E Seesaw.asm`, [`super::seesaw`]).
//!
//! Act 3's level events ([`crate::objects::runtime::level_events`]) load it from camera x `boss_slz_x`; it places
//! itself at (`boss_slz_x` + $188, `boss_slz_y` + $18) = ($2188, $228), puts its face, flame and tube in the next
//! free slots, notes the seesaws without a ball of their own (`Obj5E` of non-zero subtype) among game slots 1–$3F
//! (the first $20 dynamic slots: its "half of object RAM"; the first three — a fourth would land on its origin in
//! the game, here it is ignored), keeps its position as a 16.16 origin and takes the hitbox $0F with 8 hits.
//!
//! - It flies in left at 1 px a frame, bobbing (`CalcSine`(an angle going up 2 a frame) / 64 added to the drawn
//!   y), until its origin is left of x `boss_slz_x` + $120;
//! - then it sways at 2 px a frame between x `boss_slz_x` + 8 and + $138, bobbing; whenever its drawn x is $28 px
//!   past a noted seesaw's x the way it flies (that seesaw's end ahead of it) and the player is not on that
//!   seesaw, it stops for $28 frames, dropping a spiked ball ([`BossSpikeball`]) $20 px below it onto that end —
//!   unless a ball of that seesaw is still about, or no slot after the seesaw's is free (then it flies on).
//!
//! The ball falls ($38) onto the seesaw's end (the seesaw's resting heights, [`super::seesaw::RESTING_HEIGHTS`]),
//! turning the seesaw towards that side (and throwing a player standing on it up at the ball's Y Speed — halved
//! when the seesaw was flat — curled, `Sonic_ChkRoll`). It then rests there, blinking faster ($F0 frames: every 10
//! frames, from $78 every 5, from $3C every 2), and explodes into four shrapnel pieces (harmful $98, flying, falling
//! $18) — unless the seesaw is turned under it first (the player landing on the other end): it flies up (−$818 and
//! $114 across for a one-frame turn; −$960 and $F4, or −$A20 and $80 after a landing at Y Speed $9C0 or more, for
//! two) towards the other end, falling twice as fast below $2F px above the seesaw. Flying, a ball whose box
//! (±8 px) touches the ship's (±$18) hits it (a hit taken, its hitbox cleared) and explodes; landing again it turns
//! the seesaw (throwing the player) and explodes. Every ball and piece is deleted out of range of its x.
//!
//! A hit makes the ship flash for $20 frames; the 8th scores 1000 and starts the defeat: $78 frames of explosions,
//! then it faces right, the boss counts as beaten (`v_bossstatus` 1), it sinks and rises ($18 frames falling faster
//! by $18, $20 slowing by 8, $A still) and flies off at 4 px right, 1/4 px up (moving twice a frame, bobbing) while
//! the right limit opens 2 px a frame up to `boss_slz_end` ($2160); there, off screen, it is deleted, and its pieces
//! off screen. Not modelled: the animations (Eggman's expressions, the flame's flicker), sounds, music, the art.

use super::boss::boss_move;
use super::{Sonic1, ghz_boss::boss_defeated, seesaw};
use crate::math::{px, set_px, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, STANDING, State};
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::player::Routine;

pub use crate::objects::runtime::level_events::{BOSS_SLZ_X, BOSS_SLZ_Y};
/// `boss_slz_end`: the right limit once it flies off.
pub const BOSS_SLZ_END: u16 = BOSS_SLZ_X + 0x160;
/// Where it places itself; the arrival's end; the sway's ends.
pub const START_X: i16 = BOSS_SLZ_X as i16 + 0x188;
pub const START_Y: i16 = BOSS_SLZ_Y as i16 + 0x18;
pub const ARRIVE_X: i16 = BOSS_SLZ_X as i16 + 0x120;
pub const LEFT_X: i16 = BOSS_SLZ_X as i16 + 8;
pub const RIGHT_X: i16 = BOSS_SLZ_X as i16 + 0x138;
/// The hitbox, hits, flash frames; the score and the defeat's frames.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
pub const FLASH_FRAMES: u8 = 0x20;
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_FRAMES: u8 = 0x78;
/// The sway's speed; how far past a seesaw's x it drops a ball; the stop's frames; the ball's drop below it.
pub const SWAY_VEL: i16 = 0x200;
pub const DROP_OFFSET: i16 = 0x28;
pub const DROP_FRAMES: u8 = 0x28;
pub const BALL_BELOW: i16 = 0x20;
/// The seesaws it keeps (`objoff_2A`–`objoff_2E`) and the slots it looks in (game slots 1–$3F).
pub const SEESAWS: usize = 3;
pub const SCANNED_SLOTS: usize = 0x20;

/// `BossStarLight_Index`: which piece.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SHIP: u8 = 2;
    pub const FACE: u8 = 4;
    pub const FLAME: u8 = 6;
    pub const TUBE: u8 = 8;
}

/// `BossStarLight_ShipIndex`: the ship's steps.
pub mod step {
    pub const ARRIVE: u8 = 0;
    pub const SWAY: u8 = 2;
    pub const MAKE_BALL: u8 = 4;
    pub const DEFEATED: u8 = 6;
    pub const FLOAT: u8 = 8;
    pub const ESCAPE: u8 = 0xA;
}

/// One piece of the boss: the ship, its face, its flame or its tube.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SlzBoss {
    /// `objoff_34`: the ship's slot (the other pieces').
    pub parent: Option<usize>,
    /// `objoff_30`, `objoff_38`: the ship's origin, 16.16.
    pub origin_x: i32,
    pub origin_y: i32,
    /// `objoff_3C` (a byte): the stop's countdown, the defeat's, the float's.
    pub timer: u8,
    /// `objoff_2A`–`objoff_2E`: the seesaws without a ball it found (the first is side 2, then 1, then 0).
    pub seesaws: [Option<usize>; SEESAWS],
    /// `objoff_3E`: the flash; `objoff_3F`: the bob's angle.
    pub flash: u8,
    pub bob: u8,
    pub flash_colour: FlashColour,
}

impl super::boss::BossOrigin for SlzBoss {
    fn origin(&mut self) -> (&mut i32, &mut i32) {
        (&mut self.origin_x, &mut self.origin_y)
    }
}

impl SlzBoss {
    pub fn origin_px(&self) -> (i16, i16) {
        ((self.origin_x >> 16) as i16, (self.origin_y >> 16) as i16)
    }
}

/// The ship as the level events load it (routine 0; it places itself).
pub fn spawned() -> Obj {
    let common = Common::new(super::id::SONIC1, 0, 0, 0, false, false);
    Obj { common, state: State::Sonic1(Sonic1::SlzBoss(SlzBoss::default())) }
}

/// `BossStarLight`.
pub fn run(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => {
            init(c, s, cx);
            ship(c, s, cx);
        }
        routine::SHIP => ship(c, s, cx),
        _ => follower(c, s, cx),
    }
}

/// `BossStarLight_Main`: position, origin, hitbox, hits; the face, flame and tube in the next free slots (the first
/// failure stops); the seesaws (`loc_1895C`).
fn init(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    s.origin_x = i32::from(START_X) << 16;
    s.origin_y = i32::from(START_Y) << 16;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.status &= !1;
    c.routine = routine::SHIP;
    c.routine_secondary = 0;
    c.width_pixels = 0x20;
    let parts = [(routine::FACE, 1), (routine::FLAME, 7), (routine::TUBE, 0)];
    let at = (c.x & !0xFF, c.y & !0xFF);
    super::boss::spawn_parts(cx, at, 0x20, &parts, |me| {
        Sonic1::SlzBoss(SlzBoss { parent: Some(me), ..Default::default() })
    });
    let found = (0..SCANNED_SLOTS).filter(|&i| {
        matches!(cx.slots.get(i), Some(Obj { common, state: State::Sonic1(Sonic1::Seesaw(_)) }) if common.subtype != 0)
    });
    for (slot, i) in s.seesaws.iter_mut().zip(found) {
        *slot = Some(i);
    }
}

/// A seesaw's x, y, frame, `see_frame`, `see_speed` and status (`None`: the slot holds no seesaw).
#[derive(Clone, Copy, Debug)]
struct SeesawView {
    x: i16,
    y: i16,
    frame: u8,
    side: u8,
    speed: i16,
    status: u8,
}

fn seesaw_at(cx: &ObjCtx, i: Option<usize>) -> Option<SeesawView> {
    match cx.slots.get(i?) {
        Some(Obj { common: c, state: State::Sonic1(Sonic1::Seesaw(s)) }) => Some(SeesawView {
            x: px(c.x),
            y: px(c.y),
            frame: c.mapping_frame,
            side: s.frame,
            speed: s.speed,
            status: c.status,
        }),
        _ => None,
    }
}

/// `BossStarLight_ShipMain`: the step, the flips from the status, drawn.
fn ship(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        step::ARRIVE => {
            c.x_vel = -0x100;
            if (s.origin_px().0 as u16) < ARRIVE_X as u16 {
                c.routine_secondary = step::SWAY;
            }
            move_and_bob(c, s, cx);
        }
        step::SWAY => sway(c, s, cx),
        step::MAKE_BALL => make_ball(c, s, cx),
        step::DEFEATED => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) >= 0 {
                boss_defeated(c, cx);
            } else {
                c.routine_secondary = step::FLOAT;
                c.y_vel = 0;
                c.status |= 1;
                c.status &= !NO_BALANCING;
                c.x_vel = 0;
                s.timer = (-0x18i8) as u8;
                cx.world.game.events.boss_defeated = true;
                hits(c, s, cx);
            }
        }
        step::FLOAT => {
            s.timer = s.timer.wrapping_add(1);
            match s.timer as i8 {
                0 => c.y_vel = 0,
                t if t < 0 => c.y_vel = c.y_vel.wrapping_add(0x18),
                t if t < 0x20 => c.y_vel = c.y_vel.wrapping_sub(8),
                0x20 => c.y_vel = 0,
                t if t < 0x2A => {}
                _ => c.routine_secondary = step::ESCAPE,
            }
            // `loc_189EE`: moved and drawn at the origin (no bob).
            boss_move(c, s);
            let (x, y) = s.origin_px();
            set_px(&mut c.y, y);
            set_px(&mut c.x, x);
            hits(c, s, cx);
        }
        _ => {
            c.x_vel = 0x400;
            c.y_vel = -0x40;
            if super::boss::escape_limit(c, cx, BOSS_SLZ_END) {
                return;
            }
            boss_move(c, s);
            move_and_bob(c, s, cx);
        }
    }
    c.x_flip = c.status & 1 != 0;
    c.y_flip = c.status & 2 != 0;
    c.display();
}

/// `loc_189CA`: `BossMove`, drawn at the origin with the bob (`CalcSine` / 64 on y), then [`hits`].
fn move_and_bob(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    boss_move(c, s);
    let bob = sin(s.bob) >> 6;
    s.bob = s.bob.wrapping_add(2);
    let (x, y) = s.origin_px();
    set_px(&mut c.y, bob.wrapping_add(y));
    set_px(&mut c.x, x);
    hits(c, s, cx);
}

/// `loc_189FE`: before the defeat, the hits: beaten (status bit 7) the score and the defeat's step; hit (hitbox
/// cleared), the flash, the hitbox back on its last frame.
fn hits(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
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

/// `loc_18A5E`: sways between the ends (turning round there); over the end of a noted seesaw ahead ($28 px past its
/// x the way it flies) that the player is not on, it stops to drop a ball (`obSubtype` the seesaw's side: 2 for the
/// first noted, 1, 0; −1 none).
fn sway(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    let x = s.origin_px().0;
    c.x_vel = SWAY_VEL;
    let turn = if c.status & 1 != 0 {
        x >= RIGHT_X
    } else {
        c.x_vel = -SWAY_VEL;
        x <= LEFT_X
    };
    if turn {
        c.status ^= 1;
    }
    let drawn = px(c.x);
    let d4 = if c.x_vel < 0 { -DROP_OFFSET } else { DROP_OFFSET };
    let mut found = 0xFF;
    for (k, &slot) in s.seesaws.iter().enumerate() {
        let Some(saw) = seesaw_at(cx, slot) else { continue };
        if saw.status & STANDING == 0 && saw.x.wrapping_add(d4) == drawn {
            found = (SEESAWS - 1 - k) as u8;
            break;
        }
    }
    c.subtype = found;
    if found != 0xFF {
        c.routine_secondary = step::MAKE_BALL;
        s.timer = DROP_FRAMES;
    }
    move_and_bob(c, s, cx);
}

/// `BossStarLight_MakeBall`: on the stop's first frame, the ball in the first free slot after the seesaw's (none if
/// a ball of that seesaw is about, or no slot is free: it flies on at once); then it holds still (not moved) for
/// $28 frames and flies on.
fn make_ball(c: &mut Common, s: &mut SlzBoss, cx: &mut ObjCtx) {
    if s.timer == DROP_FRAMES {
        let side = c.subtype as i8;
        let seesaw = if side < 0 { None } else { s.seesaws.get((2 - side) as usize).copied().flatten() };
        let Some(saw) = seesaw else {
            c.routine_secondary = step::SWAY;
            return move_and_bob(c, s, cx);
        };
        // `objoff_3C` of every object in the scanned slots: a ball of this seesaw, still a ball or exploding.
        let busy = (0..SCANNED_SLOTS).any(|i| match cx.slots.get(i) {
            Some(Obj { state: State::Sonic1(Sonic1::BossSpikeball(b)), .. }) => b.seesaw == Some(saw),
            Some(Obj { state: State::Sonic1(Sonic1::Seesaw(b)), .. }) => b.parent == Some(saw),
            _ => false,
        });
        let status = seesaw_at(cx, Some(saw)).map_or(0, |v| v.status);
        let mut ball =
            Common::new(super::id::SONIC1, 0, c.pixel_x(), c.pixel_y() + i32::from(BALL_BELOW), false, false);
        ball.status = status;
        let state = BossSpikeball { seesaw: Some(saw), ..Default::default() };
        let obj = Obj { common: ball, state: State::Sonic1(Sonic1::BossSpikeball(state)) };
        if busy || cx.slots.allocate(obj, saw + 1, Some(cx.current())).is_none() {
            c.routine_secondary = step::SWAY;
            return move_and_bob(c, s, cx);
        }
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        c.routine_secondary = step::SWAY;
        return move_and_bob(c, s, cx);
    }
    hits(c, s, cx);
}

/// `BossStarLight_FaceMain`, `BossStarLight_FlameMain`, `BossStarLight_TubeMain`: deleted off screen once the ship
/// flies off; else at the ship's position with its status and flips (a cleared slot's zeros once it is gone).
fn follower(c: &mut Common, s: &SlzBoss, cx: &mut ObjCtx) {
    let (ship_step, x, y, status) = super::ghz_boss::ship_fields(cx, s.parent, |k| matches!(k, Sonic1::SlzBoss(_)));
    if ship_step == step::ESCAPE && !c.on_screen {
        c.delete();
        return;
    }
    if c.routine == routine::TUBE {
        c.mapping_frame = 3;
    }
    set_px(&mut c.x, (x >> 8) as i16);
    set_px(&mut c.y, (y >> 8) as i16);
    c.status = status;
    c.x_flip = status & 1 != 0;
    c.y_flip = status & 2 != 0;
    c.display();
}

/// `BossSpikeball_Index`: the ball's routines.
pub mod ball_routine {
    pub const MAIN: u8 = 0;
    pub const FALL: u8 = 2;
    pub const REST: u8 = 4;
    pub const FLY: u8 = 6;
    pub const EXPLODE: u8 = 8;
    pub const SHRAPNEL: u8 = 0xA;
}

/// The ball's hitbox; the shrapnel's; the rest's countdown and the blink's frame times.
pub const BALL_COLLISION: u8 = 0x8B;
pub const SHRAPNEL_COLLISION: u8 = 0x98;
pub const REST_FRAMES: u16 = 0xF0;
pub const FUSE: u16 = 0x20;
/// `loc_18DC6`'s launches (Y Speed, X Speed towards the other end): a one-frame turn; two; two after a landing at
/// [`HARD_LANDING`] or more.
pub const LAUNCH_NEAR: (i16, i16) = (-0x818, -0x114);
pub const LAUNCH_FAR: (i16, i16) = (-0x960, -0xF4);
pub const LAUNCH_HARD: (i16, i16) = (-0xA20, -0x80);
pub const HARD_LANDING: i16 = 0x9C0;
/// `BossSpikeball_FragSpeed`.
pub const SHRAPNEL_SPEEDS: [(i16, i16); 4] = [(-0x100, -0x340), (-0xA0, -0x240), (0x100, -0x340), (0xA0, -0x240)];

/// A spiked ball the ship drops (`Obj7B`), or a piece of its shrapnel (routine $A).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BossSpikeball {
    /// `objoff_3C`: its seesaw.
    pub seesaw: Option<usize>,
    /// `objoff_30`, `objoff_34`: the seesaw's x and y (the shrapnel's own position).
    pub orig_x: i16,
    pub orig_y: i16,
    /// `objoff_3A`: its side (2 left of the seesaw's x, 0 right).
    pub side: u8,
    /// `obSubtype` (a word): the rest's countdown, $20 when it explodes into shrapnel.
    pub countdown: u16,
    /// `obDelayAni`, `obTimeFrame`: the blink's frame time and what is left of it.
    pub delay: u8,
    pub time: u8,
    /// Exploded (`BossSpikeball_Explode`): it runs as a boss explosion (`ExplosionBomb`, id $3F), which keeps
    /// `objoff_3C` — so the ship drops no ball on its seesaw while it burns (`BossStarLight_MakeBall`'s scan).
    pub exploded: bool,
}

/// `BossSpikeball`: the routine, then deleted out of range of `objoff_30` (the game's own range test), else drawn.
/// Once it became an explosion (`BossSpikeball_Explode`: `ExplosionBomb`, routine 0) it runs as one.
pub fn run_ball(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx) {
    if s.exploded {
        return super::explosion_bomb::run(c, cx);
    }
    let exploded = match c.routine {
        ball_routine::MAIN => {
            ball_main(c, s, cx);
            fall(c, s, cx);
            false
        }
        ball_routine::FALL => {
            fall(c, s, cx);
            false
        }
        ball_routine::REST => {
            rest(c, s, cx);
            false
        }
        ball_routine::FLY => {
            fly(c, s, cx);
            false
        }
        ball_routine::EXPLODE => {
            explode(c, s, cx);
            true
        }
        _ => {
            shrapnel(c, s, cx);
            false
        }
    };
    s.exploded = exploded;
    if c.deleted {
        return;
    }
    if cx.out_of_range(i32::from(s.orig_x)) {
        c.delete();
        return;
    }
    c.display();
}

/// `BossSpikeball_Main`: frame 1, harmful, the seesaw's position kept; facing right (status bit 0) when right of the
/// seesaw's x, else side 2.
fn ball_main(c: &mut Common, s: &mut BossSpikeball, cx: &ObjCtx) {
    c.mapping_frame = 1;
    c.collision_flags = BALL_COLLISION;
    c.width_pixels = 0xC;
    let (x, y) = seesaw_at(cx, s.seesaw).map_or((0, 0), |v| (v.x, v.y));
    s.orig_x = x;
    s.orig_y = y;
    c.status |= 1;
    if px(c.x) <= x {
        c.status &= !1;
        s.side = 2;
    }
    c.routine = ball_routine::FALL;
}

/// The resting y over the end of the seesaw under the ball (`word_19018` by the seesaw's frame, + 2 on the left).
fn rest_y(c: &Common, s: &BossSpikeball, frame: u8) -> i16 {
    let mut i = usize::from(frame);
    if (px(c.x) as u16) < s.orig_x as u16 {
        i += 2;
    }
    s.orig_y.wrapping_add(seesaw::RESTING_HEIGHTS.get(i).copied().unwrap_or(0))
}

/// `BossSpikeball_Fall`: falls ($38) onto the end under it; there it lands on its side (`loc_18FA2`) and rests, the
/// countdown $F0, blinking every 10 frames.
fn fall(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx) {
    c.object_move_and_fall();
    let frame = seesaw_at(cx, s.seesaw).map_or(0, |v| v.frame);
    if rest_y(c, s, frame) > px(c.y) {
        return;
    }
    let side = if c.status & 1 != 0 { 0 } else { 2 };
    s.countdown = REST_FRAMES;
    s.delay = 10;
    s.time = 10;
    land(c, s, cx, side);
}

/// `loc_18FA2`: the seesaw's side and the ball's become `side`; if that turns the seesaw while the player stands on
/// it, he is thrown up at the ball's Y Speed (halved on a flat seesaw), in the air, curled (`Sonic_ChkRoll`). The
/// ball stops and goes to its next routine; then the blink.
fn land(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx, side: u8) {
    s.side = side;
    let vy = c.y_vel;
    if let Some(i) = s.seesaw
        && let Some(Obj { common: saw, state: State::Sonic1(Sonic1::Seesaw(p)) }) = cx.slots.get_mut(i)
    {
        p.frame = side;
        if saw.mapping_frame != side && saw.status & STANDING != 0 {
            saw.status &= !STANDING;
            saw.routine_secondary = 0;
            saw.routine = seesaw::routine::SLOPE;
            let mut launch = vy.wrapping_neg();
            if saw.mapping_frame == 1 {
                launch >>= 1;
            }
            let p = &mut *cx.world.player;
            p.y_speed = launch;
            p.air = true;
            p.on_object = false;
            p.jumping = false;
            if !p.rolling {
                p.rolling = true;
                (p.width_radius, p.height_radius) = p.character.curled_radii();
                p.pose = crate::player::Pose::Roll;
                p.y = p.y.wrapping_add(5 << 8);
                if p.ground_speed == 0 {
                    p.ground_speed = 0x200;
                }
            }
            p.routine = Routine::Normal;
        }
    }
    c.x_vel = 0;
    c.y_vel = 0;
    c.routine = c.routine.wrapping_add(2);
    blink(c, s);
}

/// `loc_18E7A`: the blink's frame time 5 from countdown $78, 2 from $3C; the frame toggles when it runs out.
fn blink(c: &mut Common, s: &mut BossSpikeball) {
    if s.countdown == 0x78 {
        s.delay = 5;
    }
    if s.countdown == 0x3C {
        s.delay = 2;
    }
    s.time = s.time.wrapping_sub(1);
    if (s.time as i8) > 0 {
        return;
    }
    c.mapping_frame ^= 1;
    s.time = s.delay;
}

/// `loc_18DC6`: resting on the seesaw's end, counting down (then it explodes into shrapnel), unless the seesaw
/// turned under it: then it is thrown towards the other end and flies (the same frame).
fn rest(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx) {
    let saw = seesaw_at(cx, s.seesaw);
    let (frame, saw_side, speed) = saw.map_or((0, 0, 0), |v| (v.frame, v.side, v.speed));
    let diff = s.side.wrapping_sub(saw_side) as i8;
    if diff != 0 {
        let (vy, vx) = match diff.unsigned_abs() {
            1 => LAUNCH_NEAR,
            _ if speed < HARD_LANDING => LAUNCH_FAR,
            _ => LAUNCH_HARD,
        };
        c.y_vel = vy;
        c.x_vel = if (px(c.x) as u16) < s.orig_x as u16 { vx.wrapping_neg() } else { vx };
        c.mapping_frame = 1;
        s.countdown = FUSE;
        c.routine = ball_routine::FLY;
        return fly(c, s, cx);
    }
    let mut d2 = seesaw::BALL_OFFSET;
    if (px(c.x) as u16) < s.orig_x as u16 {
        d2 = -d2;
    }
    c.y = i32::from(rest_y(c, s, frame)) << 8;
    c.x = i32::from(s.orig_x.wrapping_add(d2)) << 8;
    s.countdown = s.countdown.wrapping_sub(1);
    if s.countdown == 0 {
        s.countdown = FUSE;
        c.routine = ball_routine::EXPLODE;
        return;
    }
    blink(c, s);
}

/// `loc_18EAA`: flying. The first `Obj7A` among the scanned slots (the ship) is hit when the boxes touch (the ball
/// to explode next, the ship's hitbox cleared and a hit taken: the last sets its status bit 7 and stops the ball).
/// Rising it falls ($38, twice below $2F px above the seesaw); falling onto the end under it, it lands
/// (`loc_18FA2`: it explodes next).
fn fly(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx) {
    let boss = (0..SCANNED_SLOTS)
        .find(|&i| matches!(cx.slots.get(i), Some(Obj { state: State::Sonic1(Sonic1::SlzBoss(_)), .. })));
    if let Some(Obj { common: b, .. }) = boss.and_then(|i| cx.slots.get_mut(i)) {
        let (bx, by) = (px(b.x) as u16, px(b.y) as u16);
        let (x, y) = (px(c.x) as u16, px(c.y) as u16);
        let touch = x.wrapping_add(8) >= bx.wrapping_sub(0x18)
            && bx.wrapping_add(0x18) >= x.wrapping_sub(8)
            && y.wrapping_add(8) >= by.wrapping_sub(0x18)
            && by.wrapping_add(0x18) >= y.wrapping_sub(8);
        if touch {
            c.routine = ball_routine::EXPLODE;
            s.countdown = 0;
            b.collision_flags = 0;
            b.collision_property = b.collision_property.wrapping_sub(1);
            if b.collision_property == 0 {
                b.status |= NO_BALANCING;
                c.x_vel = 0;
                c.y_vel = 0;
            }
        }
    }
    if c.y_vel < 0 {
        c.object_move_and_fall();
        if s.orig_y.wrapping_sub(0x2F) <= px(c.y) {
            c.object_move_and_fall();
        }
        return blink(c, s);
    }
    c.object_move_and_fall();
    let frame = seesaw_at(cx, s.seesaw).map_or(0, |v| v.frame);
    if rest_y(c, s, frame) > px(c.y) {
        return blink(c, s);
    }
    let side = if c.x_vel < 0 { 2 } else { 0 };
    s.countdown = 0;
    land(c, s, cx, side);
}

/// `BossSpikeball_Explode`: it becomes a boss explosion; with the fuse's count ($20: it burnt out resting) four
/// shrapnel pieces at the seesaw's y in the first free slots.
fn explode(c: &mut Common, s: &BossSpikeball, cx: &mut ObjCtx) {
    c.routine = 0;
    if s.countdown != FUSE {
        return;
    }
    set_px(&mut c.y, s.orig_y);
    for &(vx, vy) in &SHRAPNEL_SPEEDS {
        let mut p = Common::new(super::id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
        p.routine = ball_routine::SHRAPNEL;
        (p.x_vel, p.y_vel) = (vx, vy);
        p.collision_flags = SHRAPNEL_COLLISION;
        p.on_screen = true;
        p.width_pixels = 0xC;
        let state = BossSpikeball::default();
        cx.spawn(Obj { common: p, state: State::Sonic1(Sonic1::BossSpikeball(state)) });
    }
}

/// `BossSpikeball_MoveFrag`: moves, keeps its position for the range test, falls $18, frame by the frame counter's
/// bit 2; deleted off screen.
fn shrapnel(c: &mut Common, s: &mut BossSpikeball, cx: &mut ObjCtx) {
    c.object_move();
    s.orig_x = px(c.x);
    s.orig_y = px(c.y);
    c.y_vel = c.y_vel.wrapping_add(0x18);
    c.mapping_frame = (super::vbla_byte(cx.world.game) & 4) >> 2;
    if !c.on_screen {
        c.delete();
    }
}
