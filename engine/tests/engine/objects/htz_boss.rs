//! Hill Top Zone Act 2's boss (s2disasm `Obj52`, `LevEvents_HTZ2`, `Boss_MoveObject`, `AnimateBoss`,
//! `Boss_LoadExplosion`): its rise, hover and flame, the nozzle's animation ending the attack, the dive with its
//! lava balls and the side it surfaces on, the hits, the defeat and the flight, as the exact integers of the
//! disassembly frame by frame. The boss runs in a `World` on a flat arena (floor top at y $600) whose player the
//! objects ignore (`obj_control` bit 7), left of x $2FC0.

use crate::support::{self, count_id, steps};
use engine::Character;
use engine::World;
use engine::math::sin;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_HTZ};
use engine::objects::runtime::object::{Common, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s2::boss_hit::FlashColour;
use engine::objects::s2::htz_boss::{self, HtzBoss, part, step};
use engine::player::Player;
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point};

const HTZ_BOSS: u8 = 0x52;
const FLOOR: i32 = 0x600;
/// The x bounds of the arena (`LevEvents_HTZ2`: $2EE0–$2F5E, top $478); the bottom is the flat floor's.
const ARENA: Bounds = Bounds { left: 0x2EE0, top: 0x478, right: 0x2F5E + 320, bottom: 0x600 + 224 };

fn arena() -> Level {
    let mut level = support::solid_rows(100, 14, 12..14);
    level.bounds = ARENA;
    level.player_start = Point { x: 0x2F00, y: FLOOR - 20 };
    level
}

fn world_with_boss() -> (World, usize) {
    let mut world = World::new(&arena(), Character::Sonic);
    world.player.object_control = 0x80;
    let i = world.objects.slots.allocate(htz_boss::spawned(), 0, None).expect("a free slot");
    (world, i)
}

fn boss(world: &World, i: usize) -> (&Common, &HtzBoss) {
    match world.objects.slots.get(i).map(|o| (&o.common, &o.state)) {
        Some((c, State::HtzBoss(s))) => (c, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn parts(world: &World, p: u8) -> Vec<usize> {
    let all = world.objects.slots.iter();
    all.filter(|(_, o)| matches!(&o.state, State::HtzBoss(s) if o.common.id == HTZ_BOSS && s.part == p))
        .map(|(i, _)| i)
        .collect()
}

fn px(v: i32) -> i32 {
    v >> 8
}

fn bpx(v: i32) -> i32 {
    v >> 16
}

#[test]
fn htz2_events_load_the_boss_5a_frames_after_the_arena_closes() {
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3200 + 320, bottom: 0x700 + 224 };
    let mut game = GameState::new();
    game.events.routine = 0xC;
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x2F00, 0x500);
    let camera = support::cam(0x2EE0, 0x480);
    level_events::run(LevelEvents::Htz2, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!((game.events.routine, game.events.boss_id), (0xE, BOSS_HTZ));
    for n in 1..0x5A {
        level_events::run(LevelEvents::Htz2, &mut bounds, &camera, &mut game, &mut slots, &player);
        assert_eq!(slots.iter().count(), 0, "frame {n}");
    }
    level_events::run(LevelEvents::Htz2, &mut bounds, &camera, &mut game, &mut slots, &player);
    let loaded: Vec<_> = slots.iter().map(|(_, o)| o.common.id).collect();
    assert_eq!((loaded, game.events.routine), (vec![HTZ_BOSS], 0x10));
}

#[test]
fn it_rises_from_the_lava_hovers_and_throws_its_flame() {
    let (mut world, i) = world_with_boss();
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!(
        (s.part, px(c.x), px(c.y), c.collision_flags, c.collision_property),
        (part::MOBILE, 0x3040, 0x580, 0x32, 8)
    );
    assert_eq!((s.right_side, s.boss_y_vel, s.anim), (true, -0xE0, [6, 0, 0x10, 0]));
    // −$E0/256 px a frame until Boss_Y ≤ $4FC: 150 frames.
    for n in 1..=150 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let y = (0x580 << 16) - n * 0xE000;
        assert_eq!((s.boss_y, px(c.y)), (y, bpx(y)), "frame {n}");
        assert_eq!(s.step, if n < 150 { step::RAISE } else { step::FLAMETHROWER }, "frame {n}");
    }
    let (_, s) = boss(&world, i);
    assert_eq!((s.sine, s.timer, s.boss_y_vel), (4, 60, 0));
    let base = bpx(s.boss_y);
    // 60 frames hovering: y = Boss_Y + cos(count) >> 7, the count from 4 by 4.
    for k in 1..=60 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let angle = (4 * k) as u8;
        assert_eq!(px(c.y), base + i32::from(sin(angle.wrapping_add(0x40)) >> 7), "frame {k}");
        assert_eq!((s.timer, s.child_sprites), (60 - k as i8, 0));
    }
    // Then still, the nozzle out, and on the 24th frame the flame leaves, $70 px in front and $1C up.
    let y_still = px(boss(&world, i).0.y);
    for k in 61..84 {
        world.step(Buttons::NONE);
        assert_eq!((px(boss(&world, i).0.y), boss(&world, i).1.child_sprites), (y_still, 1), "frame {k}");
        assert!(parts(&world, part::FLAME).is_empty());
    }
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).1.timer, 0x2F);
    let f = parts(&world, part::FLAME);
    assert_eq!(f.len(), 1);
    let flame = |w: &World| {
        let c = &w.objects.slots.get(f[0]).unwrap().common;
        (px(c.x), px(c.y), c.collision_flags, c.x_vel)
    };
    assert_eq!(flame(&world), (0x3040 - 0x70, y_still - 0x1C, 0x98, -4));
    world.step(Buttons::NONE);
    assert_eq!(flame(&world).0, 0x3040 - 0x70 - 4);
    // The nozzle's animation (`Ani_obj52` 0–4, ended by `$FE`) ends the attack on its 45th frame, k = 105; the
    // countdown (then 26) runs out 26 frames later and it sinks.
    for k in 86..105 {
        world.step(Buttons::NONE);
        assert_eq!(boss(&world, i).1.step, step::FLAMETHROWER, "frame {k}");
    }
    world.step(Buttons::NONE);
    assert_eq!((boss(&world, i).1.step, boss(&world, i).1.timer), (step::BEGIN_LOWER, 26));
    for k in 106..131 {
        world.step(Buttons::NONE);
        assert_eq!(boss(&world, i).1.step, step::BEGIN_LOWER, "frame {k}");
    }
    world.step(Buttons::NONE);
    let (_, s) = boss(&world, i);
    assert_eq!((s.step, s.boss_y_vel, s.child_sprites), (step::LOWER, 0xE0, 0));
}

#[test]
fn it_dives_throws_two_lava_balls_and_surfaces_on_the_side_the_player_is_not() {
    let (mut world, i) = world_with_boss();
    support::run_until(&mut world, 400, Buttons::NONE, |w| boss(w, i).1.step == step::LOWER);
    let y0 = boss(&world, i).1.boss_y;
    let mut n = 0;
    while parts(&world, part::LAVA_BALL).is_empty() {
        world.step(Buttons::NONE);
        n += 1;
        assert_eq!(boss(&world, i).1.boss_y, y0 + n * 0xE000);
        assert!(n < 200);
    }
    // Thrown on the frame Boss_Y reaches $548, from where the Eggmobile was drawn (the frame before).
    assert!(bpx(y0 + n * 0xE000) >= 0x548 && bpx(y0 + (n - 1) * 0xE000) < 0x548);
    let (bx, by) = (0x3040, bpx(y0 + (n - 1) * 0xE000));
    // The pair: the first frame turns the thrown one into the left ball and makes the right one.
    let slot = parts(&world, part::LAVA_BALL)[0];
    if slot < i {
        world.step(Buttons::NONE);
    }
    let balls = parts(&world, part::LAVA_BALL);
    assert_eq!(balls.len(), 2);
    let ball = |w: &World, k: usize| {
        let o = w.objects.slots.get(k).unwrap();
        (o.common.x, o.common.y, o.common.x_vel, o.common.y_vel, o.common.collision_flags)
    };
    let (mut x, mut y, xv, mut yv, flags) = ball(&world, balls[0]);
    assert_eq!((px(x), px(y), xv, yv, flags), (bx, by, -0x1C00, -0x6400, 0x8B));
    assert_eq!(ball(&world, balls[1]).2, 0x1C00);
    // Each frame: x += x_vel << 4, y += y_vel << 4 (16.16), then y_vel += $380.
    for f in 1..=20 {
        world.step(Buttons::NONE);
        x += i32::from(xv) >> 4;
        y += i32::from(yv) >> 4;
        yv += 0x380;
        assert_eq!(ball(&world, balls[0]).0..=ball(&world, balls[0]).1, x..=y, "frame {f}");
    }
    // Under the lava at $580 it surfaces on the left (the player is left of $2FC0), at $5A0, facing left.
    support::run_until(&mut world, 200, Buttons::NONE, |w| boss(w, i).1.step == step::RAISE);
    let (c, s) = boss(&world, i);
    assert_eq!((px(c.x), bpx(s.boss_y), s.right_side, c.x_flip, s.boss_y_vel), (0x2F40, 0x5A0, false, false, -0xE0));
    assert!(!s.lava_thrown);
    // Rising on the left stops at $518.
    support::run_until(&mut world, 200, Buttons::NONE, |w| boss(w, i).1.step == step::FLAMETHROWER);
    let y = boss(&world, i).1.boss_y;
    assert!(bpx(y) <= 0x518 && bpx(y + 0xE000) > 0x518);
}

#[test]
fn a_hit_leaves_it_untouchable_for_32_frames_while_the_palette_flashes() {
    let (mut world, i) = world_with_boss();
    steps(&mut world, 10);
    {
        let c = &mut world.objects.slots.get_mut(i).unwrap().common;
        c.collision_flags = 0;
        c.collision_property -= 1;
    }
    let mut last = FlashColour::Level;
    for n in 1..=32u8 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_ne!(s.flash, last);
        last = s.flash;
        assert_eq!((s.invulnerable, c.collision_flags), (32 - n, if n < 32 { 0 } else { 0x32 }), "frame {n}");
    }
}

#[test]
fn beaten_it_explodes_smokes_then_sinks_away_opening_the_camera() {
    let (mut world, i) = world_with_boss();
    steps(&mut world, 10);
    let score = world.objects.game.score;
    {
        let c = &mut world.objects.slots.get_mut(i).unwrap().common;
        c.collision_flags = 0;
        c.collision_property = 0;
    }
    world.step(Buttons::NONE);
    assert_eq!(world.objects.game.score, score + 1000);
    assert_eq!((boss(&world, i).1.step, boss(&world, i).1.countdown), (step::DEFEATED, 0xB3));
    let (x, y) = (px(boss(&world, i).0.x), px(boss(&world, i).0.y));
    let mut smokes = 0;
    for n in 1..=0xB3 {
        let before = parts(&world, part::SMOKE).len();
        let counter = world.objects.game.frame_counter.wrapping_add(1);
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!((px(c.x), px(c.y), s.countdown), (x, y, 0xB3 - n), "frame {n}");
        let new = parts(&world, part::SMOKE).len() > before;
        if s.countdown <= 0x1E {
            assert_eq!(s.main_frame, 0x10);
            if counter & 0x1F == 0 {
                assert!(new, "a puff at frame counter {counter}");
                smokes += 1;
            }
        } else {
            assert!(!new);
        }
    }
    assert!(smokes >= 1);
    // On the $3C-th frame after the explosions (countdown −$3C) it sets `Boss_defeated_flag` and sinks 2 px a frame.
    for n in 1..0x3C {
        world.step(Buttons::NONE);
        assert_eq!(px(boss(&world, i).0.y), y, "frame {n}");
        assert!(!world.objects.game.events.boss_defeated);
    }
    world.step(Buttons::NONE);
    assert!(world.objects.game.events.boss_defeated);
    assert_eq!((px(boss(&world, i).0.y), world.bounds.right - 320), (y + 2, 0x2F5E + 2));
    let frames = support::run_until(&mut world, 400, Buttons::NONE, |w| {
        count_id(w, HTZ_BOSS) == 0 || parts(w, part::MOBILE).is_empty()
    });
    assert_eq!(world.bounds.right - 320, 0x3160);
    assert!(frames >= (0x3160 - 0x2F60) / 2);
}

/// The lava ball that lands (`loc_30008`) becomes the lava bubble `Obj20` at its routine $A, on the floor
/// (y + the floor distance: its bottom, y + 8, on the floor's last free row $5FF), still hurting ($8B): it burns through `Ani_obj20`'s third script (frames 4, 5, 2, 3,
/// 0, 1, 0, 1, 2, 3, 4, 5, six frames each, then `$FC`: routine $C, deleted the next frame), and its count
/// (`objoff_32` 9, counted down from the landing frame) runs out on its 10th frame: a copy goes in the slot after
/// it, $E px further the way the ball flew, with the count at 9 and one spread less (`objoff_36` 3, 2, 1, 0):
/// four fires in all, spreading on frames 9, 18 and 27 after the landing.
#[test]
fn a_landed_lava_ball_burns_and_spreads_three_times() {
    use engine::objects::s2::htz_boss::{FIRE_ROUTINE, FIRE_SPREAD_FRAMES};
    let (mut world, i) = world_with_boss();
    support::run_until(&mut world, 800, Buttons::NONE, |w| !parts(w, part::LAVA_BALL).is_empty());
    let left_ball = |w: &World| {
        w.objects.slots.iter().find(|(_, o)| {
            matches!(&o.state, State::HtzBoss(s) if s.part == part::LAVA_BALL && s.ball == 0 && o.common.routine_secondary == 2)
        }).map(|(k, _)| k)
    };
    support::run_until(&mut world, 10, Buttons::NONE, |w| left_ball(w).is_some());
    let k = left_ball(&world).expect("the left ball");
    let fires = |w: &World| {
        let mut all: Vec<_> = w
            .objects
            .slots
            .iter()
            .filter_map(|(slot, o)| match &o.state {
                State::HtzBoss(s) if s.part == part::FIRE => Some((slot, px(o.common.x), px(o.common.y), o.common.id)),
                _ => None,
            })
            .collect();
        all.sort_by_key(|f| std::cmp::Reverse(f.1));
        all
    };
    // The flat test floor (top y $600) is lower than the arena's ground: the ball's `y_vel` would wrap (a word)
    // before it got there. Dropped from y $5E0 with no speed, it lands on it.
    {
        let c = &mut world.objects.slots.get_mut(k).unwrap().common;
        c.y = 0x5E0 << 8;
        c.y_vel = 0;
    }
    while fires(&world).is_empty() {
        world.step(Buttons::NONE);
        assert!(world.objects.slots.get(k).is_some(), "the ball is gone");
    }
    let o = world.objects.slots.get(k).unwrap();
    let State::HtzBoss(s) = &o.state else { unreachable!() };
    assert_eq!(
        (o.common.id, o.common.routine, o.common.collision_flags, o.common.y_vel),
        (0x20, FIRE_ROUTINE, 0x8B, 0)
    );
    assert_eq!((px(o.common.y), s.fire_timer, s.fire_left), (FLOOR - 9, FIRE_SPREAD_FRAMES - 1, 3));
    assert_eq!((o.common.anim, o.common.mapping_frame, o.common.anim_frame_duration), (2, 4, 5));
    let x0 = px(o.common.x);
    let frames_of = [4, 5, 2, 3, 0, 1, 0, 1, 2, 3, 4, 5];
    for f in 1..=80 {
        world.step(Buttons::NONE);
        let now = fires(&world);
        // Spreads at frames 9, 18, 27; each burns 73 frames (deleted on its 74th).
        let born = [0, 9, 18, 27];
        let alive: Vec<_> = born.iter().enumerate().filter(|&(_, &b)| f >= b && f - b <= 72).collect();
        let expected: Vec<_> = alive.iter().map(|&(n, _)| (x0 - 0xE * n as i32, FLOOR - 9, 0x20)).collect();
        assert_eq!(now.iter().map(|f| (f.1, f.2, f.3)).collect::<Vec<_>>(), expected, "frame {f}");
        // The first one's animation frame.
        if f <= 71 {
            let o = world.objects.slots.get(k).unwrap();
            assert_eq!(o.common.mapping_frame, frames_of[f as usize / 6], "frame {f}");
        }
        if f == 72 {
            assert_eq!(world.objects.slots.get(k).unwrap().common.routine, FIRE_ROUTINE + 2, "`$FC`");
        }
        if f == 73 {
            assert!(world.objects.slots.get(k).is_none());
        }
    }
    let _ = i;
}
