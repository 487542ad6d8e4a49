//! Star Light Zone's boss (s1disasm `_incObj/7A Boss - Star Light.asm`, `7B SLZ Boss Spikeball.asm`, `BossMove`,
//! `BossDefeated`) as the exact integers of the disassembly, on a flat Sonic 1 arena with two seesaws without balls
//! (and one with its own): the seesaws it notes, the arrival, the ball it drops on a seesaw's end, the ball's rest
//! and its shrapnel, its launch by the seesaw and its hit on the ship, the player thrown by a landing ball, the
//! defeat and the escape.

use crate::support;
use engine::math::sin;
use engine::objects::runtime::level_events;
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, STANDING, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::seesaw::{self, Seesaw};
use engine::objects::s1::slz_boss::{self, BossSpikeball, SlzBoss, ball_routine, routine, step};
use engine::player::Pose;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Point, ProfileId};

/// The seesaws' x (slots 0, 1: no ball; slot 2: its own ball) and y.
const SAW_X: [i32; 3] = [0x2088, 0x2120, 0x21C0];
const SAW_Y: i32 = 0x2E8;
/// The player's x: off every seesaw.
const PLAYER_X: i32 = 0x2040;

/// A flat Sonic 1 arena (the floor at y $300), the right limit at `boss_slz_x`; the seesaws in the first slots, the
/// ship loaded after them, the player ignored by the objects.
fn arena() -> (World, usize) {
    let mut w = saws();
    let i = w.objects.slots.allocate(slz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

/// The arena with its seesaws (after their first frame), no ship.
fn saws() -> World {
    let mut level = support::solid_rows(80, 8, 6..8);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x2000 + 320, bottom: 0x210 + 224 };
    level.player_start = Point { x: PLAYER_X, y: 0x2A0 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.object_control = 0x80;
    w.objects.slots.clear();
    for (k, x) in SAW_X.into_iter().enumerate() {
        let subtype = if k < 2 { 0xFF } else { 0 };
        let c = Common::new(engine::objects::s1::id::SONIC1, subtype, x, SAW_Y, false, false);
        w.objects.slots.allocate(Obj { common: c, state: State::Sonic1(Sonic1::Seesaw(Seesaw::default())) }, 0, None);
    }
    step(&mut w);
    w
}

/// One frame, the player kept at (`PLAYER_X`, $2A0).
fn step(w: &mut World) {
    w.player.x = PLAYER_X << 8;
    w.player.y = 0x2A0 << 8;
    w.player.x_speed = 0;
    w.player.y_speed = 0;
    w.step(Buttons::NONE);
}

fn ship(w: &World, i: usize) -> (&Common, &SlzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::SlzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn seesaw_of(w: &World, k: usize) -> (&Common, &Seesaw) {
    match w.objects.slots.get(k) {
        Some(Obj { common, state: State::Sonic1(Sonic1::Seesaw(s)) }) => (common, s),
        other => panic!("slot {k}: {:?}", other.map(|o| &o.state)),
    }
}

fn balls(w: &World) -> Vec<(usize, &Common, &BossSpikeball)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(k, o)| match &o.state {
            State::Sonic1(Sonic1::BossSpikeball(b)) if !b.exploded => Some((k, &o.common, b)),
            _ => None,
        })
        .collect()
}

fn explosions(w: &World) -> usize {
    w.objects.slots.iter().filter(|(_, o)| matches!(&o.state, State::Sonic1(k) if k.id() == 0x3F)).count()
}

/// `DLE_SLZ3` loads the ship at camera x `boss_slz_x`; its first frame places it at ($2188, $228), puts its face,
/// flame and tube after it and notes the seesaws without a ball (slots 0 and 1, not slot 2).
#[test]
fn the_level_events_load_the_ship_which_notes_the_seesaws() {
    let mut w = saws();
    let mut bounds = w.bounds;
    for (x, routine) in [(0x1E6F, 0), (0x1E70, 2), (0x1FFF, 2), (0x2000, 4)] {
        let cam = support::cam(x, 0x200);
        level_events::run(LevelEvents::Slz3, &mut bounds, &cam, &mut w.objects.game, &mut w.objects.slots, &w.player);
        assert_eq!(w.objects.game.events.routine, routine, "camera x {x:X}");
    }
    assert!(w.objects.game.events.lockscreen);
    let i = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::SlzBoss(_)))).map(|o| o.0);
    let i = i.expect("the ship");
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!(s.seesaws, [Some(0), Some(1), None]);
    assert_eq!((c.collision_flags, c.collision_property, c.routine), (0x0F, 8, routine::SHIP));
    assert_eq!(s.origin_px(), (0x2187, 0x228), "placed at ($2188, $228), then 1 px left");
}

/// 1 px a frame left, the drawn y the origin's plus `CalcSine`(angle) / 64 (angle 0, 2, 4 …), until the frame that
/// starts left of x $2120 (the sway, the same frame moving on).
#[test]
fn the_ship_arrives_bobbing() {
    let (mut w, i) = arena();
    let mut x: i32 = 0x2188 << 16;
    let mut frame = 0;
    loop {
        let arrived = (x >> 16) < 0x2120;
        step(&mut w);
        x -= 0x100 << 8;
        let (c, s) = ship(&w, i);
        assert_eq!((s.origin_x, s.origin_y), (x, 0x228 << 16), "frame {frame}");
        assert_eq!((c.pixel_x(), c.pixel_y()), (x >> 16, 0x228 + i32::from(sin((2 * frame) as u8) >> 6)));
        frame += 1;
        if arrived {
            assert_eq!(c.routine_secondary, step::SWAY);
            break;
        }
        assert_eq!(c.routine_secondary, step::ARRIVE);
    }
    assert_eq!(frame, 0x6A);
}

/// Swaying left at 2 px a frame, the ship stops when its drawn x is $28 px left of the second seesaw ($20F8: the
/// first it meets; its side 1), drops a
/// ball $20 px below it into the slot after the seesaw's, holds still $28 frames and flies on. The ball (harmful
/// $8B) falls ($38) onto the seesaw's left end (its y − $2F on frame 0), which turns the seesaw towards it; it rests
/// on the low end (y − 8) $F0 frames, blinking, then becomes an explosion with four shrapnel pieces ($98) at the
/// seesaw's y.
#[test]
fn the_ball_dropped_on_a_seesaw_rests_then_bursts() {
    let (mut w, i) = arena();
    while ship(&w, i).0.routine_secondary != step::MAKE_BALL {
        step(&mut w);
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.pixel_x(), c.subtype, s.timer, c.x_vel), (0x20F8 - 2, 1, 0x28, -0x200), "drawn at $20F8 last frame");
    let origin = s.origin_x;
    let held = (c.pixel_x(), c.pixel_y());
    // The first frame of the stop drops the ball.
    step(&mut w);
    let b = balls(&w);
    assert_eq!(b.len(), 1);
    let (slot, ball, state) = b[0];
    assert_eq!(slot, 8, "the first free slot after the seesaw's (1–3 the seesaws and the third's ball, 4–7 the boss)");
    assert_eq!((state.seesaw, state.orig_x, state.orig_y, state.side), (Some(1), 0x2120, SAW_Y as i16, 2));
    assert_eq!((ball.pixel_x(), ball.collision_flags, ball.routine), (held.0, 0x8B, ball_routine::FALL));
    for t in (1..0x27).rev() {
        let (c, s) = ship(&w, i);
        assert_eq!((s.timer, s.origin_x, (c.pixel_x(), c.pixel_y())), (t + 1, origin, held), "held still");
        step(&mut w);
    }
    step(&mut w);
    step(&mut w);
    assert_eq!(ship(&w, i).0.routine_secondary, step::SWAY, "flies on after $28 frames");
    // The ball's fall: from y (ship's + $20), Y Speed 0, + $38 a frame, until at or below the end's y.
    let (mut w2, i2) = arena();
    while ship(&w2, i2).0.routine_secondary != step::MAKE_BALL {
        step(&mut w2);
    }
    step(&mut w2);
    let (_, ball, _) = balls(&w2)[0];
    let (mut y, mut vy) = (ball.y, ball.y_vel);
    assert_eq!(vy, 0x38, "its first frame fell once");
    loop {
        step(&mut w2);
        let (_, b, st) = balls(&w2)[0];
        y += i32::from(vy);
        vy += 0x38;
        if (y >> 8) >= SAW_Y - 0x2F {
            assert_eq!((b.routine, b.x_vel, b.y_vel, st.countdown, st.side), (ball_routine::REST, 0, 0, 0xF0, 2));
            break;
        }
        assert_eq!((b.y, b.y_vel), (y, vy));
    }
    assert_eq!(seesaw_of(&w2, 1).1.frame, 2, "the seesaw turns towards the ball's end");
    // The rest: on the end the seesaw's frame gives, $F0 frames, then the burst.
    let mut countdown = 0xF0;
    loop {
        step(&mut w2);
        let Some((_, c, st)) = balls(&w2).into_iter().find(|b| b.0 == 8) else { break };
        countdown -= 1;
        let frame = seesaw_of(&w2, 1).0.mapping_frame;
        let rest = SAW_Y + i32::from(seesaw::RESTING_HEIGHTS[usize::from(frame) + 2]);
        if countdown > 0 {
            assert_eq!((c.x, c.y, st.countdown), ((0x2120 - 0x28) << 8, rest << 8, countdown));
        } else {
            assert_eq!((c.routine, st.countdown), (ball_routine::EXPLODE, 0x20));
        }
    }
    assert_eq!(countdown, 0);
    assert!(
        matches!(w2.objects.slots.get(8).map(|o| &o.state), Some(State::Sonic1(k)) if k.id() == 0x3F),
        "an explosion"
    );
    let shrapnel: Vec<_> = balls(&w2).into_iter().filter(|b| b.1.routine == ball_routine::SHRAPNEL).collect();
    assert_eq!(shrapnel.len(), 4);
    for (k, (_, c, _)) in shrapnel.iter().enumerate() {
        let (vx, vy) = slz_boss::SHRAPNEL_SPEEDS[k];
        assert_eq!(c.collision_flags, 0x98);
        assert_eq!(c.x_vel, vx);
        assert!(c.y_vel == vy || c.y_vel == vy + 0x18, "{k}: {:X}", c.y_vel);
    }
}

/// A resting ball whose seesaw turns two frames (to side 0) flies up at −$960 and $F4 towards the other end (the
/// same frame); one whose box touches the ship's hits it: the ship's hitbox cleared, a hit taken; the ball explodes
/// next frame (no shrapnel).
#[test]
fn a_launched_ball_hits_the_ship() {
    let (mut w, i) = arena();
    while ship(&w, i).0.routine_secondary != step::MAKE_BALL {
        step(&mut w);
    }
    while balls(&w).first().is_none_or(|b| b.1.routine != ball_routine::REST) {
        step(&mut w);
    }
    let (slot, ball, _) = balls(&w)[0];
    let (x, y) = (ball.x, ball.y);
    if let Some(Obj { state: State::Sonic1(Sonic1::Seesaw(s)), .. }) = w.objects.slots.get_mut(1) {
        s.frame = 0;
        s.speed = 0;
    }
    // Keep the ship out of the way for the launch frame.
    step(&mut w);
    let (_, b, st) = balls(&w)[0];
    assert_eq!((b.routine, st.countdown, b.x_vel), (ball_routine::FLY, 0x20, 0xF4));
    // `ObjectFall`, and again when no higher than $2F px above the seesaw.
    let (mut ex, mut ey, vy) = (x + 0xF4, y - 0x960, -0x960 + 0x38);
    if ey >> 8 >= SAW_Y - 0x2F {
        (ex, ey) = (ex + 0xF4, ey + vy);
    }
    assert_eq!((b.x, b.y), (ex, ey));
    // The ship put onto the ball: a hit.
    let (bx, by) = (b.pixel_x(), b.pixel_y());
    let hits = ship(&w, i).0.collision_property;
    if let Some(Obj { common: c, state: State::Sonic1(Sonic1::SlzBoss(s)) }) = w.objects.slots.get_mut(i) {
        s.origin_x = (bx + 0x10) << 16;
        s.origin_y = by << 16;
        c.x = (bx + 0x10) << 8;
        c.y = by << 8;
    }
    let before = explosions(&w);
    step(&mut w);
    let (c, _) = ship(&w, i);
    assert_eq!((c.collision_property, c.collision_flags), (hits - 1, 0), "a hit");
    assert_eq!(w.objects.slots.get(slot).map(|o| o.common.routine), Some(ball_routine::EXPLODE));
    step(&mut w);
    assert!(balls(&w).is_empty(), "no shrapnel");
    assert_eq!(explosions(&w), before + 1);
}

/// A ball landing on the raised end of a seesaw the player stands on throws him up at its Y Speed (halved on a
/// flat seesaw), in the air and curled (`Sonic_ChkRoll`: rolling, ground speed $200).
#[test]
fn a_landing_ball_throws_the_player() {
    let (mut w, i) = arena();
    while ship(&w, i).0.routine_secondary != step::MAKE_BALL {
        step(&mut w);
    }
    step(&mut w);
    // The player stands on the seesaw's right end (frame 0: the left end up).
    if let Some(Obj { common: c, .. }) = w.objects.slots.get_mut(1) {
        c.status |= STANDING;
        c.routine = seesaw::routine::STOOD_ON;
    }
    loop {
        let p = &mut w.player;
        (p.x, p.y, p.air, p.on_object, p.ground_speed) = ((SAW_X[1] + 0x20) << 8, (SAW_Y - 0x20) << 8, false, true, 0);
        let (_, b, _) = balls(&w)[0];
        let vy = b.y_vel;
        let landing = (b.y + i32::from(vy)) >> 8 >= SAW_Y - 0x2F;
        w.player.object_control = 0x80;
        w.step(Buttons::NONE);
        if landing {
            let p = &w.player;
            assert_eq!(p.y_speed, -(vy + 0x38), "thrown at the ball's Y Speed");
            assert!(p.air && !p.on_object && p.rolling && p.pose == Pose::Roll);
            assert_eq!(p.ground_speed, 0x200);
            assert_eq!(seesaw_of(&w, 1).0.status & STANDING, 0);
            break;
        }
    }
}

/// Eight hits, each followed by $20 untouchable frames of flash; the eighth scores 1000 and starts the defeat: $78
/// frames of explosions; then it faces right, the boss counts as beaten, it sinks ($18 frames, + $18 a frame) and
/// rises ($1F slowing by 8, $A still) and flies off while the right limit opens 2 px a frame to `boss_slz_end`.
#[test]
fn eight_hits_then_the_defeat_and_the_escape() {
    let (mut w, i) = arena();
    for _ in 0..0x6A {
        step(&mut w);
    }
    let score = w.objects.game.score;
    let hit = |w: &mut World| {
        let Some(Obj { common: c, .. }) = w.objects.slots.get_mut(i) else { panic!() };
        assert_eq!(c.collision_flags, 0x0F);
        c.collision_flags = 0;
        c.collision_property -= 1;
        if c.collision_property == 0 {
            c.status |= NO_BALANCING;
        }
    };
    for n in 1..=7u8 {
        hit(&mut w);
        for frame in 1..=0x20u8 {
            step(&mut w);
            let (c, s) = ship(&w, i);
            assert_eq!(s.flash, 0x20 - frame, "hit {n} frame {frame}");
            assert_eq!(c.collision_flags, if frame < 0x20 { 0 } else { 0x0F });
        }
    }
    hit(&mut w);
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, w.objects.game.score), (step::DEFEATED, 0x78, score + 1000));
    for frame in 1..=0x78 {
        step(&mut w);
        assert_eq!(ship(&w, i).1.timer, 0x78 - frame);
    }
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer as i8, c.status & 0x81), (step::FLOAT, -0x18, 1));
    assert!(w.objects.game.events.boss_defeated);
    let (mut y, mut vy) = (s.origin_y, 0i32);
    for t in -0x17i32..=0x29 {
        step(&mut w);
        match t {
            0 | 0x20 => vy = 0,
            t if t < 0 => vy += 0x18,
            1..0x20 => vy -= 8,
            _ => {}
        }
        y += vy << 8;
        let (c, s) = ship(&w, i);
        assert_eq!((s.timer as i8 as i32, s.origin_y, c.pixel_y()), (t, y, y >> 16), "float {t}");
    }
    step(&mut w);
    assert_eq!(ship(&w, i).0.routine_secondary, step::ESCAPE);
    let right = |w: &World| w.bounds.right - 320;
    for frame in 1..=0xB0 {
        step(&mut w);
        assert_eq!(right(&w), 0x2000 + 2 * frame, "frame {frame}");
    }
    assert_eq!(right(&w), i32::from(slz_boss::BOSS_SLZ_END));
    let mut guard = 0;
    while w.objects.slots.get(i).is_some_and(|o| matches!(o.state, State::Sonic1(Sonic1::SlzBoss(_)))) {
        step(&mut w);
        guard += 1;
        assert!(guard < 0x200, "deleted once off screen");
    }
}

/// While a ball of the seesaw is about — exploding too (`ExplosionBomb` keeps `objoff_3C`) — the ship drops none on
/// it: its stop ends at once and it flies on.
#[test]
fn no_ball_while_the_last_one_still_burns() {
    let (mut w, i) = arena();
    while ship(&w, i).0.routine_secondary != step::MAKE_BALL {
        step(&mut w);
    }
    let mut c = Common::new(engine::objects::s1::id::SONIC1, 0, 0x20F8, 0x2CC, false, false);
    c.routine = 2;
    let burning = BossSpikeball { seesaw: Some(1), exploded: true, ..Default::default() };
    let slot =
        w.objects.slots.allocate(Obj { common: c, state: State::Sonic1(Sonic1::BossSpikeball(burning)) }, 0, None);
    assert_eq!(slot, Some(8));
    let x = ship(&w, i).1.origin_x;
    step(&mut w);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.origin_x), (step::SWAY, x - (0x200 << 8)), "flies on the same frame");
    assert!(balls(&w).is_empty(), "no ball");
    assert_eq!(explosions(&w), 1);
}
