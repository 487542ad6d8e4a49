//! Marble Zone's boss (s1disasm `_incObj/73 Boss - Marble.asm`, `74 MZ Boss Fire.asm`, `BossMove`,
//! `BossDefeated`) as the exact integers of the disassembly, on a flat Sonic 1 arena: the arrival, the sweep and
//! the rise with the fire ball it drops, the lava balls, the hits, the defeat and the escape.

use crate::support;
use engine::math::sin;
use engine::objects::runtime::level_events;
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::mz_boss::{self, BossFire, MzBoss, fire_step, routine, step};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Point, ProfileId};

/// The floor's top (chunk row 5).
const FLOOR: i32 = 0x280;

/// A flat Sonic 1 arena (the floor at y $280), the right limit at `boss_mz_x`; the ship loaded as the level
/// events load it, the player ignored by the objects.
fn arena() -> (World, usize) {
    let mut level = support::solid_rows(60, 8, 5..8);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x1800 + 320, bottom: 0x210 + 224 };
    level.player_start = Point { x: 0x1880, y: FLOOR - 20 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.object_control = 0x80;
    let i = w.objects.slots.allocate(mz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

fn ship(w: &World, i: usize) -> (&Common, &MzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::MzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn fires(w: &World) -> Vec<(&Common, &BossFire)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(_, o)| match &o.state {
            State::Sonic1(Sonic1::BossFire(f)) => Some((&o.common, f)),
            _ => None,
        })
        .collect()
}

fn lava_balls(w: &World) -> usize {
    w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::LavaBall(_)))).count()
}

/// `DLE_MZ3boss` loads the ship at (`boss_mz_x` + $1F0, `boss_mz_y` + $1C).
#[test]
fn the_level_events_load_the_ship() {
    let (mut w, _) = arena();
    w.objects.slots.clear();
    let mut bounds = w.bounds;
    let cam = crate::support::cam(0x17F0, 0x200);
    level_events::run(LevelEvents::Mz3, &mut bounds, &cam, &mut w.objects.game, &mut w.objects.slots, &w.player);
    let (c, _) = ship(&w, 0);
    assert_eq!((c.pixel_x(), c.pixel_y(), c.routine), (0x19F0, 0x22C, routine::MAIN));
    assert!(w.objects.game.events.lockscreen);
}

/// The first frame: the face, flame and tube in the next slots, the hitbox $0F and 8 hits; then 1 px a frame left,
/// the origin's y moved by `CalcSine`(angle) / 4 a frame (angle 0, 2, 4 …), drawn at the origin, until x $1910
/// (224 frames), where the fight starts (subtype 0, speeds 0).
#[test]
fn the_ship_arrives_bobbing() {
    let (mut w, i) = arena();
    let mut y: i32 = 0x22C << 16;
    for frame in 1..=224i32 {
        w.step(Buttons::NONE);
        y += i32::from(sin((2 * (frame - 1)) as u8) >> 2) << 8;
        let (c, s) = ship(&w, i);
        assert_eq!(s.origin_px().0, (0x19F0 - frame) as i16, "frame {frame}");
        assert_eq!(s.origin_y, y, "frame {frame}");
        assert_eq!((c.pixel_x(), c.pixel_y()), (0x19F0 - frame, y >> 16), "drawn at the origin");
        assert_eq!(c.routine_secondary, if frame < 224 { step::ARRIVE } else { step::FIGHT }, "frame {frame}");
    }
    let (c, _) = ship(&w, i);
    assert_eq!((c.collision_flags, c.collision_property, c.x_vel, c.y_vel, c.subtype), (0x0F, 8, 0, 0, 0));
    for (k, part) in [(1, routine::FACE), (2, routine::FLAME), (3, routine::TUBE)] {
        let (p, _) = ship(&w, i + k);
        assert_eq!((p.routine, p.pixel_x(), p.pixel_y(), p.collision_flags), (part, c.pixel_x(), c.pixel_y(), 0));
    }
}

/// The fight's first cycle, frame by frame: home in on y $22C at 1/4 px a frame; sweep left at 2 px a frame from
/// Y Speed $100 less 4 a frame until x $1830, then back up at 1.5 px a frame until y ≤ $22C; there it stops, turns
/// round (facing right), drops the fire ball $18 px below it and waits $50 frames; then the next sweep, right.
/// Lava balls fall at y $2E8, x $1878–$18C7, whenever the countdown (a random byte, then $40–$5F) runs out.
#[test]
fn the_sweep_the_rise_and_the_fire() {
    let (mut w, i) = arena();
    for _ in 0..224 {
        w.step(Buttons::NONE);
    }
    let (_, s) = ship(&w, i);
    let (mut ox, mut oy) = (s.origin_x, s.origin_y);
    let mut lava = s.lava;
    // Homing in.
    while oy >> 16 != 0x22C {
        let vy: i32 = if ((oy >> 16) as u16) < 0x22C { 0x40 } else { -0x40 };
        oy += vy << 8;
        w.step(Buttons::NONE);
        assert_eq!(ship(&w, i).1.origin_y, oy);
    }
    // The sweep: the first frame sees y $22C and sets the speeds.
    let vx: i32 = -0x200;
    let mut vy: i32 = 0x100;
    let mut balls = lava_balls(&w);
    let mut frames = 0;
    loop {
        ox += vx << 8;
        oy += vy << 8;
        vy -= 4;
        let (countdown, borrow) = lava.overflowing_sub(1);
        w.step(Buttons::NONE);
        frames += 1;
        let (c, s) = ship(&w, i);
        if borrow {
            assert_eq!(lava_balls(&w), balls + 1, "a lava ball when the countdown runs out");
            let ball =
                w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::LavaBall(_)))).last();
            let b = &ball.expect("a ball").1.common;
            assert!((0x1878..0x18C8).contains(&b.pixel_x()), "{:X}", b.pixel_x());
            assert!((0x40..0x60).contains(&s.lava));
            lava = s.lava;
        } else {
            lava = countdown;
            assert_eq!(s.lava, lava);
        }
        if (ox >> 16) <= 0x1830 {
            ox = (0x1830 << 16) | (ox & 0xFFFF);
            assert_eq!((s.origin_x, s.origin_y, c.x_vel, c.subtype), (ox, oy, 0, 2), "the end, frame {frames}");
            vy = if ((oy >> 16) as u16) < 0x22C { 0x180 } else { -0x180 };
            assert_eq!(c.y_vel as i32, vy);
            break;
        }
        assert_eq!((s.origin_x, s.origin_y, c.x_vel as i32, c.y_vel as i32), (ox, oy, vx, vy), "frame {frames}");
        balls = lava_balls(&w);
    }
    assert_eq!(frames, 112, "$E0 px at 2 px a frame");
    // Back to the line.
    let mut rise = 0;
    loop {
        oy += vy << 8;
        w.step(Buttons::NONE);
        rise += 1;
        assert_eq!(ship(&w, i).1.origin_y, oy);
        if (oy >> 16) - 0x22C <= 0 {
            break;
        }
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.y_vel, s.timer, c.status & 1), (0, 0x4F, 1), "stopped, turned round, {rise} frames up");
    let dropped: Vec<_> = fires(&w).into_iter().filter(|(f, _)| f.subtype == 1 || f.routine_secondary == 0).collect();
    assert_eq!(dropped.len(), 1, "the fire ball");
    assert_eq!((dropped[0].0.pixel_x(), dropped[0].0.pixel_y()), (0x1830, (oy >> 16) + 0x18));
    for n in 1..0x4F {
        w.step(Buttons::NONE);
        assert_eq!((ship(&w, i).0.subtype, ship(&w, i).1.timer), (2, 0x4F - n));
    }
    w.step(Buttons::NONE);
    assert_eq!(ship(&w, i).0.subtype, 4, "the next move after $50 frames");
}

/// The fire ball: held $1E frames, then harmful ($8B) and falling from Y Speed $18 (gravity $18) to the floor,
/// where it splits into two flames running $A0 apart, 2 px up; each leaves a burning flame ($8B, $67 frames)
/// where its x crosses a 16 px boundary.
#[test]
fn the_fire_ball_falls_and_splits() {
    let (mut w, _) = arena();
    w.objects.slots.clear();
    let fire = Common::new(engine::objects::s1::id::SONIC1, 1, 0x1840, 0x244, false, false);
    w.objects.slots.allocate(
        Obj { common: fire, state: State::Sonic1(Sonic1::BossFire(BossFire::default())) },
        0,
        None,
    );
    for n in 1..=0x1E {
        w.step(Buttons::NONE);
        let f = fires(&w);
        assert_eq!((f[0].0.pixel_y(), f[0].0.collision_flags, f[0].1.count), (0x244, 0, 0x1E - n), "held");
    }
    let (mut y, mut vy) = (0x244 << 8, 0);
    let mut frames = 0;
    loop {
        vy += 0x18;
        w.step(Buttons::NONE);
        frames += 1;
        let f = fires(&w);
        if f[0].0.routine_secondary != fire_step::DROP {
            break;
        }
        y += vy;
        assert_eq!((f[0].0.y, f[0].0.collision_flags), (y, 0x8B), "frame {frames}");
    }
    // The landing frame moves it too (`SpeedToPos` after the step).
    y += vy;
    let f = fires(&w);
    assert_eq!(f[0].0.y >> 8, y >> 8);
    assert!((f[0].0.y >> 8) + 8 >= FLOOR, "on the floor");
    w.step(Buttons::NONE);
    let f = fires(&w);
    assert_eq!(f.len(), 2, "split in two");
    let vels: Vec<i16> = f.iter().map(|(c, _)| c.x_vel).collect();
    assert_eq!(vels, vec![0xA0, -0xA0]);
    assert!(f.iter().all(|(c, s)| c.routine_secondary == fire_step::RUN && s.count == 3));
    for _ in 0..40 {
        w.step(Buttons::NONE);
    }
    let flames: Vec<_> = fires(&w).into_iter().filter(|(c, _)| c.routine == 4).collect();
    assert!(!flames.is_empty(), "flames left behind");
    assert!(flames.iter().all(|(c, s)| c.collision_flags == 0x8B && s.count < 0x67));
}

/// Eight hits, each followed by $28 untouchable frames of flash; the eighth scores 1000 and starts the defeat:
/// $B4 frames holding still; then it faces right, the boss counts as beaten, it sinks (Y Speed + $18 a frame),
/// rises, and flies off at 5 px a frame while the right limit opens 2 px a frame to `boss_mz_end` ($1960).
#[test]
fn eight_hits_then_the_defeat_and_the_escape() {
    let (mut w, i) = arena();
    for _ in 0..230 {
        w.step(Buttons::NONE);
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
        for frame in 1..=0x28u8 {
            w.step(Buttons::NONE);
            let (c, s) = ship(&w, i);
            assert_eq!(s.flash, 0x28 - frame, "hit {n} frame {frame}");
            assert_eq!(c.collision_flags, if frame < 0x28 { 0 } else { 0x0F });
        }
    }
    assert_eq!(w.objects.game.score, score);
    hit(&mut w);
    w.step(Buttons::NONE);
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, w.objects.game.score), (step::DEFEATED, 0xB4, score + 1000));
    let hold = (c.pixel_x(), c.pixel_y());
    for frame in 1..=0xB5 {
        w.step(Buttons::NONE);
        let (c, s) = ship(&w, i);
        if frame <= 0xB4 {
            assert_eq!(
                (c.routine_secondary, s.timer, (c.pixel_x(), c.pixel_y())),
                (step::DEFEATED, 0xB4 - frame, hold)
            );
        }
    }
    let (c, s) = ship(&w, i);
    assert_eq!((c.routine_secondary, s.timer, c.status & 0x81), (step::FLOAT, -0x26, 1));
    assert!(w.objects.game.events.boss_defeated);
    let mut guard = 0;
    while ship(&w, i).0.routine_secondary != step::ESCAPE {
        w.step(Buttons::NONE);
        guard += 1;
        assert!(guard < 0x80);
    }
    assert_eq!(guard, 0x26 + 0x38, "sinking $26 frames, then $38 more");
    let right = |w: &World| w.bounds.right - 320;
    assert_eq!(right(&w), 0x1800);
    for frame in 1..=0xB0 {
        w.step(Buttons::NONE);
        assert_eq!(right(&w), 0x1800 + 2 * frame, "frame {frame}");
    }
    w.step(Buttons::NONE);
    assert_eq!(right(&w), i32::from(mz_boss::BOSS_MZ_END));
}
