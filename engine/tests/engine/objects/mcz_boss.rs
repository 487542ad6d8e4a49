//! The end of Mystic Cave Zone Act 2 (s2disasm `LevEvents_MCZ2`, `Obj57` the drilling Eggmobile with its
//! falling rocks and spikes, `Obj58` its explosions): the boss's positions, speeds and timings, its hit count,
//! defeat and escape, as the exact integers of the disassembly. The boss runs in a `World` on a flat arena
//! (floor top at y $680) whose player objects ignore (`obj_control` bit 7).

use crate::support::{self, cam, steps};
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_MCZ};
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s2::boss_hit::FlashColour;
use engine::objects::s2::ehz_boss::BOSS_EXPLOSION_ID;
use engine::objects::s2::mcz_boss::{
    self, COLLISION, DRIVE_TIME, FALL_END_Y, FALL_START_Y, FLOOR_Y, LEFT_X, MczBoss, RIGHT_X, SPIKE_COLLISION, START_X,
    START_Y, step, subtype,
};
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point};

const MCZ_BOSS: u8 = 0x57;
/// The bounds once the arena closed (`LevEvents_MCZ2`: x $20F0, y $5C8–$5D0).
const ARENA: Bounds = Bounds { left: 0x20F0, top: 0x5C8, right: 0x20F0 + 320, bottom: 0x5D0 + 224 };

fn arena() -> Level {
    let mut level = support::solid_rows(72, 16, 13..16);
    level.bounds = ARENA;
    level.player_start = Point { x: 0x2180, y: 0x680 - 20 };
    level
}

/// The arena with the player at x $2180 (left of $2190) left out of the fight, and the boss loaded.
fn boss_world() -> (World, usize) {
    let mut world = World::new(&arena(), Character::Sonic);
    world.player.object_control = 0x80;
    let i = world.objects.slots.allocate(mcz_boss::spawned(), 0, None).expect("a free slot");
    (world, i)
}

fn boss(world: &World, i: usize) -> (&Common, &MczBoss) {
    let obj = world.objects.slots.get(i).expect("boss slot");
    match &obj.state {
        State::MczBoss(s) if obj.common.routine == subtype::MAIN => (&obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn boss_mut(world: &mut World, i: usize) -> (&mut Common, &mut MczBoss) {
    let obj = world.objects.slots.get_mut(i).expect("boss slot");
    match &mut obj.state {
        State::MczBoss(s) => (&mut obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn px(v: i32) -> i32 {
    v >> 8
}

/// The falling rocks and spikes: (slot, x, y, frame, collision).
fn falling(world: &World) -> Vec<(usize, i32, i32, u8, u8)> {
    world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == MCZ_BOSS && o.common.routine == subtype::FALLING)
        .map(|(k, o)| (k, px(o.common.x), px(o.common.y), o.common.mapping_frame, o.common.collision_flags))
        .collect()
}

/// The boss explosions: (slot, x, y).
fn explosions(world: &World) -> Vec<(usize, i32, i32)> {
    let all = world.objects.slots.iter().filter(|(_, o)| o.common.id == BOSS_EXPLOSION_ID);
    all.map(|(k, o)| (k, px(o.common.x), px(o.common.y))).collect()
}

/// What `Touch_Enemy`'s multi-sprite branch does to the boss on a hit (`boss_hitcount2` is
/// `collision_property` here).
fn hit(world: &mut World, i: usize) {
    let (c, _) = boss_mut(world, i);
    c.collision_flags = 0;
    c.collision_property -= 1;
}

#[test]
fn mcz2_events_load_the_boss_5a_frames_after_the_arena_closes() {
    let player = Player::standing(Character::Sonic, 0x2100, 0x600);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x700 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    for x in [0x2080, 0x20F0] {
        level_events::run(LevelEvents::Mcz2, &mut bounds, &cam(x, 0x5C8), &mut game, &mut slots, &player);
    }
    assert_eq!(game.events.boss_id, BOSS_MCZ);
    for frame in 1..=0x5A {
        assert_eq!(slots.iter().filter(|(_, o)| o.common.id == MCZ_BOSS).count(), 0, "frame {frame}");
        level_events::run(LevelEvents::Mcz2, &mut bounds, &cam(0x20F0, 0x5C8), &mut game, &mut slots, &player);
    }
    let loaded: Vec<_> = slots.iter().filter(|(_, o)| o.common.id == MCZ_BOSS).collect();
    assert_eq!(loaded.len(), 1);
    assert!(matches!(loaded[0].1.state, State::MczBoss(_)));
}

#[test]
fn it_starts_at_21a0_560_and_sinks_at_c0_to_660_then_drives_at_the_player() {
    let (mut world, i) = boss_world();
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((px(c.x), px(c.y), c.collision_flags, c.collision_property), (0x21A0, 0x560, COLLISION, 8));
    assert_eq!(
        (s.step, s.boss_x >> 16, s.boss_y >> 16, s.boss_y_vel, s.countdown),
        (step::SINK, 0x21A0, 0x560, 0xC0, 0x28)
    );
    assert_eq!((s.frames, s.subs[3]), ([5, 2, 1, 0xE, 2], (START_X - 0x28, START_Y)));
    // Sinks $C0 a frame (16.16: ¾ px), dropping stuff until y $620 (256 frames), then quietly to $660.
    for k in 1..=341 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let y = 0x560 + ((k * 0xC0) >> 8);
        assert_eq!((px(c.x), px(c.y)), (0x21A0, y), "frame {k}");
        let expected = if y >= 0x620 { step::SINK_QUIET } else { step::SINK };
        assert_eq!((s.step, s.shaking), (expected, y < 0x620), "frame {k}");
        assert_eq!(s.subs[0], (0x21A0, y as i16));
        assert_eq!(s.subs[3], (0x21A0 - 0x28, y as i16), "drill 2 on the left, facing left");
    }
    // Frame 342: at $660 it stops; the player is left of it: it drives left at 2 px a frame.
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!(
        (px(c.y), s.step, s.boss_x_vel, s.boss_y_vel, s.countdown),
        (i32::from(FLOOR_Y), step::DRIVE, -0x200, 0, DRIVE_TIME)
    );
    // Animated at once: the flames' entry ($30) shows frame 7 (off), the vehicle's ($20) frame 0 (light on).
    assert_eq!((s.anim[2] & 0xF, s.anim[8] & 0xF, s.anim[1], s.anim[5]), (6, 6, 0x41, 0x3F), "drills turn");
    assert_eq!((s.frames[0], s.frames[2]), (7, 0), "flames off, light on");
    assert!(!c.x_flip);
    // $64 frames waiting ($28 before the end the drills point sideways), then moves.
    for k in 1..=DRIVE_TIME {
        world.step(Buttons::NONE);
        let s = boss(&world, i).1;
        assert_eq!(
            (s.countdown, s.collision_routine, s.boss_x >> 16),
            (DRIVE_TIME - k, u8::from(DRIVE_TIME - k <= 0x28), 0x21A0)
        );
    }
    // $21A0 → $2120 at 2 px a frame: 64 frames, then it rises from the wall.
    for k in 1..=0x40 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!(px(c.x), 0x21A0 - 2 * k, "frame {k}");
        let expected = if k == 0x40 { step::RISE } else { step::DRIVE };
        assert_eq!(s.step, expected, "frame {k}");
    }
    let s = boss(&world, i).1;
    assert_eq!((s.boss_x_vel, s.boss_y_vel, s.countdown, s.anim[1]), (0, -0xC0, DRIVE_TIME, 0x11));
    assert_eq!(s.frames[0], 5, "flames on");
    assert_eq!((s.anim[2] & 0xF, s.anim[8] & 0xF), (0xB, 0xB), "drills turn back up");
    // It waits $64 frames and one more, then rises $C0 a frame to $560: there the player (x $2180 < $2190) has
    // it come down by the right wall at $100 a frame, facing him.
    let frames = support::run_until(&mut world, 2000, Buttons::NONE, |w| {
        w.objects.slots.get(i).is_some_and(|o| matches!(&o.state, State::MczBoss(s) if s.step == step::SINK))
    });
    // The countdown $64 runs out on the $65th frame, which moves too; from $660.8000 ¾ px a frame, the pixel
    // word is $560 after 341 moves.
    assert_eq!(frames, 0x64 + 341);
    let (c, s) = boss(&world, i);
    assert_eq!((s.boss_x >> 16, s.boss_y_vel, c.x_flip), (i32::from(RIGHT_X), 0x100, false));
    assert_eq!(LEFT_X, 0x2120);
}

#[test]
fn while_sinking_a_spike_falls_every_32nd_frame_and_a_stone_every_other_8th() {
    let (mut world, i) = boss_world();
    world.step(Buttons::NONE);
    let (mut spikes, mut stones) = (0, 0);
    for _ in 0..200 {
        let before: Vec<usize> = falling(&world).into_iter().map(|f| f.0).collect();
        world.step(Buttons::NONE);
        assert_eq!(boss(&world, i).1.step, step::SINK);
        let f = world.objects.game.frame_counter as u8;
        let new: Vec<_> = falling(&world).into_iter().filter(|e| !before.contains(&e.0)).collect();
        if f & 7 != 0 {
            assert!(new.is_empty(), "frame {f}");
            continue;
        }
        assert_eq!(new.len(), 1, "frame {f}");
        let (_, x, y, frame, collision) = new[0];
        assert!((0x20F0..=0x2230).contains(&x));
        assert_eq!(y, i32::from(FALL_START_Y));
        if f & 0x1F == 0 {
            spikes += 1;
            assert_eq!((frame, collision), (0x14, SPIKE_COLLISION));
        } else {
            stones += 1;
            assert_eq!((frame, collision), (0xD, 0));
        }
    }
    assert_eq!(spikes + stones, 25);
    assert!(spikes >= 6 && stones >= 18);
}

#[test]
fn a_rock_falls_at_10_a_frame_more_and_is_deleted_below_6f0() {
    let (mut world, _) = boss_world();
    let mut rock =
        Common { id: MCZ_BOSS, routine: subtype::FALLING, x: 0x2100 << 8, y: 0x5F0 << 8, ..Default::default() };
    rock.mapping_frame = 0xD;
    let r = world
        .objects
        .slots
        .allocate(Obj { common: rock, state: State::MczBoss(MczBoss::default()) }, 0, None)
        .expect("slot");
    let mut y: i32 = 0x5F0 << 8;
    let mut v: i32 = 0;
    for k in 1.. {
        world.step(Buttons::NONE);
        y += v;
        v += 0x10;
        if y >> 8 > i32::from(FALL_END_Y) {
            assert!(world.objects.slots.get(r).is_none_or(|o| o.common.routine != subtype::FALLING), "frame {k}");
            break;
        }
        let o = world.objects.slots.get(r).expect("still falling");
        assert_eq!((o.common.y, i32::from(o.common.y_vel)), (y, v), "frame {k}");
    }
}

#[test]
fn a_hit_leaves_it_untouchable_for_32_frames_while_the_palette_flashes_and_robotnik_winces() {
    let (mut world, i) = boss_world();
    steps(&mut world, 10);
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((c.collision_flags, c.collision_property, s.invulnerable, s.flash), (0, 7, 0x1F, FlashColour::Black));
    // `$C0` in the face's entry: frame $C of its script, the wince ($12), shown at once.
    assert_eq!(s.frames[3], 0x12);
    for k in 2..=32 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let colour = if k % 2 == 1 { FlashColour::Black } else { FlashColour::White };
        assert_eq!((s.invulnerable, s.flash), (32 - k as u8, colour), "frame {k}");
        assert_eq!(c.collision_flags, if k == 32 { COLLISION } else { 0 }, "frame {k}");
    }
}

#[test]
fn eight_hits_beat_it_the_drills_fall_off_and_it_flees_opening_the_camera() {
    // Hit from frame 41 on: beaten at y $626 (below $620: the hover's count is not held).
    let (mut world, i) = boss_world();
    steps(&mut world, 40);
    for _ in 0..7 {
        hit(&mut world, i);
        steps(&mut world, 32);
    }
    let score = world.objects.game.score;
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.countdown, world.objects.game.score), (step::DEFEATED, 0xB3, score + 1000));
    let (x, y) = (px(c.x), px(c.y));
    // $B3 frames of explosions (one every 8th frame) with a burnt face, standing still; the drills fall off
    // once the countdown is $78 or less: drill 2 drifts left, drill 1 right, from −$380 with $38 gravity.
    let mut eighths = 0;
    let mut drill_vel = -0x380i32;
    let mut drill_y = y << 16;
    for k in 1..=0xB3 {
        let before = explosions(&world);
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!((px(c.x), px(c.y), s.step, s.countdown), (x, y, step::DEFEATED, 0xB3 - k), "frame {k}");
        assert_eq!((s.frames[0], s.frames[3], s.defeated), (7, 0x13, true));
        if world.objects.game.frame_counter & 7 == 0 {
            eighths += 1;
            let near = explosions(&world)
                .into_iter()
                .filter(|e| !before.contains(e))
                .any(|(_, ex, ey)| (-0x20..0x20).contains(&(ex - x)) && (-0x20..0x20).contains(&(ey - y)));
            assert!(near, "frame {k}: a new explosion by the boss");
        }
        if s.countdown <= 0x78 {
            drill_y += drill_vel << 8;
            drill_vel = if (drill_y >> 16) >= i32::from(FALL_END_Y) { 0 } else { drill_vel + 0x38 };
            assert_eq!(s.subs[0].1 as i32, drill_y >> 16, "frame {k}");
            assert_eq!(s.subs[3].1, s.subs[0].1);
        }
    }
    assert!((22..=23).contains(&eighths));
    let dx = 0x78 + 1;
    let (c, s) = boss(&world, i);
    assert_eq!((i32::from(s.subs[0].0), i32::from(s.subs[3].0)), (x + dx, x - 0x28 - dx));
    assert!(!c.x_flip);
    // The countdown runs out: it faces right and hovers (countdown −$12).
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.countdown, s.frames[3], c.x_flip), (step::HOVER, -0x12, 0x12, true));
    // Sinks ($10 more a frame) for $11 frames, stops, rises (8 more a frame) for $17, stops at $18, flees at $20.
    let mut vels = vec![];
    while boss(&world, i).1.step == step::HOVER {
        world.step(Buttons::NONE);
        vels.push(boss(&world, i).1.boss_y_vel);
    }
    assert_eq!(vels.len(), 0x12 + 0x20);
    assert_eq!(vels[0x10], 0x11 * 0x10);
    assert_eq!(vels[0x11], 0);
    assert_eq!(vels[0x11 + 0x17], -0x17 * 8);
    assert_eq!(vels[0x11 + 0x18], 0);
    // Flees: $400 right, −$40 up; the camera's right limit opens 2 px a frame to $2240, then off screen it goes.
    let mut frames = 0;
    while world.bounds.right - 320 < 0x2240 {
        world.step(Buttons::NONE);
        frames += 1;
        assert_eq!(world.bounds.right - 320, 0x20F0 + 2 * frames);
        let s = boss(&world, i).1;
        assert_eq!((s.step, s.boss_x_vel, s.boss_y_vel), (step::FLEE, 0x400, -0x40));
    }
    assert_eq!(frames, (0x2240 - 0x20F0) / 2);
    let gone = support::run_until(&mut world, 400, Buttons::NONE, |w| {
        w.objects.slots.get(i).is_none_or(|o| o.common.id != MCZ_BOSS)
    });
    assert!(gone < 400);
    assert_eq!(world.bounds.right - 320, 0x2240);
}

/// The sideways drill's own box (`BossCollision_MCZ`, `Boss_CollisionRoutine` 1: 4 × 4, $30 px in front, 4 px
/// down) moves with the boss as it drives at 2 px a frame: a standing Sonic at x $2130 is reached once the boss
/// is at $216C ($30 + 4 + 8 px), 26 moves from $21A0; the player touches before the boss moves, so on the 27th
/// frame. With his rings spilled the grin flag stays clear and it drives on to the wall; with a shield
/// (nothing spills) `boss_hurt_sonic` is set and it rises at once, grinning, without that frame's move
/// (`Obj57_Main_Sub6_ReAscend1`).
#[test]
fn the_sideways_drill_hurts_the_player_it_drives_into() {
    use engine::player::Routine;
    for shield in [false, true] {
        let (mut world, i) = boss_world();
        support::run_until(
            &mut world,
            1000,
            Buttons::NONE,
            |w| matches!(boss(w, i).1, s if s.step == step::DRIVE && s.countdown == 0),
        );
        world.objects.game.events.boss_id = BOSS_MCZ;
        world.objects.game.rings = 5;
        world.player.object_control = 0;
        world.player.x = 0x2130 << 8;
        world.player.shield = shield;
        let mut frames = 0;
        while world.player.routine != Routine::Hurt {
            let c = boss(&world, i).0;
            assert_eq!(
                engine::objects::s2::boss_collision::parts(world.objects.slots.get(i).unwrap(), BOSS_MCZ)[0]
                    .map(|b| (b.x, b.y)),
                Some((px(c.x) - 0x30, px(c.y) + 4)),
                "frame {frames}"
            );
            world.step(Buttons::NONE);
            frames += 1;
            assert!(frames < 100);
        }
        let (c, s) = boss(&world, i);
        assert_eq!(frames, 27, "shield {shield}");
        assert_eq!(world.player.x_speed, -0x200, "knocked away from the boss, on its left");
        if shield {
            // `ReAscend1` skips the move and writes the grin's $30 (script index 3), which `AnimateBoss` steps
            // the same frame (index 4, timer 7); the flag is cleared.
            let x = 0x21A0 - 2 * 26;
            assert_eq!((s.step, s.anim[7], s.hurt_sonic, s.boss_x_vel, px(c.x)), (step::RISE, 0x47, false, 0, x));
        } else {
            assert_eq!((s.step, s.hurt_sonic, px(c.x)), (step::DRIVE, false, 0x21A0 - 2 * 27));
        }
    }
}
