//! The end of Emerald Hill Zone Act 2 (s2disasm `RunDynamicLevelEvents`/`LevEvents_EHZ2`, `Obj56` the
//! drill car, `Obj58` its explosions, `Obj3E` the egg prison with its `Obj28` animals): the camera limits, the
//! boss's timings, speeds, hit count and defeat, and the prison's opening and the act end, as the exact
//! integers of the disassembly. The boss and the prison run in a `World` on a flat arena (floor top at y $440,
//! about where Emerald Hill's arena floor is) or, when `../shared` is present, on the imported act.

use crate::support::reference::{self, Act};
use crate::support::{self, cam, count_id, steps};
use engine::camera::Camera;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_EHZ, EventsState};
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::runtime::slots::{DYNAMIC_SLOTS, Slots};
use engine::objects::{
    s2::boss_hit::FlashColour,
    s2::ehz_boss::{self, BOSS_EXPLOSION_ID, EhzBoss, flag, routine},
};
use engine::objects::{s2::egg_prison, s2::explosion};
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Block, Bounds, Level, Point};

const EHZ_BOSS: u8 = 0x56;
const EGG_PRISON: u8 = 0x3E;
const EXPLOSION: u8 = 0x27;

/// The arena floor's top row.
const FLOOR: i32 = 0x440;
/// The bounds once the arena closed (`LevEvents_EHZ2`: x $28F0–$2940, y $388–$390).
const ARENA: Bounds = Bounds { left: 0x28F0, top: 0x388, right: 0x2940 + 320, bottom: 0x390 + 224 };

/// A flat level 92 chunks wide: solid from y $440 down.
fn arena() -> Level {
    let mut level = support::solid_rows(92, 12, 9..12);
    // Chunk 1: the solid chunk's lower half, on chunk row 8.
    let mut half = level.chunks[0].clone();
    half.blocks[..32].fill(Block::EMPTY);
    level.chunks.push(half);
    for col in 0..92 {
        level.layout.set(col, 8, Some(1));
    }
    level.bounds = ARENA;
    level.player_start = Point { x: 0x2A00, y: FLOOR - 20 };
    level
}

/// A world on the arena whose player objects ignore (`obj_control` bit 7), so only the boss acts.
fn arena_world() -> World {
    let mut world = World::new(&arena(), Character::Sonic);
    world.player.object_control = 0x80;
    world
}

/// Puts the boss in the first free slot, as `LevEvents_EHZ2_Routine3` does.
fn load_boss(world: &mut World) -> usize {
    let c = Common::new(EHZ_BOSS, 0x81, 0x29D0, 0x426, false, false);
    world
        .objects
        .slots
        .allocate(Obj { common: c, state: State::EhzBoss(EhzBoss::default()) }, 0, None)
        .expect("a free slot")
}

fn boss(world: &World, i: usize) -> (&Common, &EhzBoss) {
    let obj = world.objects.slots.get(i).expect("boss slot");
    match &obj.state {
        State::EhzBoss(s) => (&obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn boss_mut(world: &mut World, i: usize) -> (&mut Common, &mut EhzBoss) {
    let obj = world.objects.slots.get_mut(i).expect("boss slot");
    match &mut obj.state {
        State::EhzBoss(s) => (&mut obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

/// The slots holding `Obj56` pieces with this routine.
fn pieces(world: &World, r: u8) -> Vec<usize> {
    world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == EHZ_BOSS && o.common.routine == r)
        .map(|(i, _)| i)
        .collect()
}

fn px(v: i32) -> i32 {
    v >> 8
}

/// A world where the boss has just started driving: 358 frames after it was loaded.
fn driving_boss() -> (World, usize) {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    steps(&mut world, 358);
    assert_eq!(boss(&world, i).0.routine_secondary, 4);
    (world, i)
}

/// What `Touch_Enemy_Part2` does to the boss on a hit.
fn hit(world: &mut World, i: usize) {
    let (c, _) = boss_mut(world, i);
    c.collision_flags = 0;
    c.collision_property -= 1;
    if c.collision_property == 0 {
        c.status |= NO_BALANCING;
    }
}

#[test]
fn ehz2_events_follow_the_camera_lock_the_arena_and_load_the_boss() {
    let mut bounds = Bounds { left: 0, top: 0, right: 0x2940 + 320, bottom: 0x420 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x2800, 0x300);
    let mut camera = cam(0x277F, 0x300);
    let run = |bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots| {
        level_events::run(LevelEvents::Ehz2, bounds, camera, game, slots, &player)
    };

    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0, 0, None));
    // From camera x $2780 the left limit follows the camera and the bottom limit heads for $390.
    camera.x = 0x2780;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0x2780, 2, Some(0x390)));
    assert_eq!(bounds.bottom - 224, 0x420 - 2);
    // The arena closes at camera x $28F0: x limits $28F0–$2940, the boss fight is on.
    camera.x = 0x28EF;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.boss_id), (0x2780, 2, 0));
    camera.x = 0x28F0;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, bounds.right - 320, game.events.routine), (0x28F0, 0x2940, 4));
    assert_eq!((game.events.boss_id, BOSS_EHZ), (2, 2));
    // The boss loads on the $5A-th frame after; the top limit rises to $388 once the camera is that low.
    camera.y = 0x387;
    for frame in 1..0x5A {
        run(&mut bounds, &camera, &mut game, &mut slots);
        assert!(slots.is_empty(), "frame {frame}");
        assert_eq!(game.events.boss_spawn_delay, frame);
    }
    assert_eq!(bounds.top, 0);
    camera.y = 0x388;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.top, game.events.routine), (0x388, 6));
    let (i, boss) = slots.iter().next().expect("boss loaded");
    assert_eq!((i, boss.common.id, boss.common.subtype), (0, EHZ_BOSS, 0x81));
    assert_eq!((boss.common.x, boss.common.y, boss.common.routine), (0x29D0 << 8, 0x426 << 8, 0));
    // Beaten: the left limit follows the camera again.
    camera.x = 0x2900;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!(bounds.left, 0x28F0);
    game.events.boss_defeated = true;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, slots.len()), (0x2900, 1));
}

#[test]
fn with_no_free_slot_the_boss_is_lost_and_the_script_moves_on() {
    let mut bounds = ARENA;
    let mut game = GameState::new();
    game.events = EventsState { routine: 4, boss_spawn_delay: 0x59, boss_id: BOSS_EHZ, ..Default::default() };
    let mut slots = Slots::default();
    for _ in 0..DYNAMIC_SLOTS {
        slots.allocate(Obj::new(Common::new(0x1C, 0, 0, 0, false, false)), 0, None);
    }
    let player = Player::standing(Character::Sonic, 0x2980, 0x400);
    let camera = cam(0x28F0, 0x388);
    level_events::run(LevelEvents::Ehz2, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!(game.events.routine, 6);
    assert!(slots.iter().all(|(_, o)| o.common.id == 0x1C));
}

#[test]
fn bottom_limit_eases_two_pixels_a_frame_or_eight_falling_into_it() {
    let player = Player::standing(Character::Sonic, 0x100, 0x100);
    let mut slots = Slots::default();
    let mut game = GameState::new();
    let at = |max_y: i32| Bounds { left: 0, top: 0, right: 0x1000, bottom: max_y + 224 };

    // Up from $420 to $390 with the camera above the target: 2 px a frame, 72 frames.
    let mut bounds = at(0x420);
    game.events.max_y_target = Some(0x390);
    let camera = cam(0, 0x300);
    for frame in 1..=72 {
        level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &player);
        assert_eq!(bounds.bottom - 224, 0x420 - 2 * frame, "frame {frame}");
    }
    assert!(game.events.max_y_changing);
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!(bounds.bottom - 224, 0x390);

    // Up with the camera below the target: the limit first jumps to the camera (rounded down to even), − 2.
    let mut bounds = at(0x420);
    let camera = cam(0, 0x3F1);
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!(bounds.bottom - 224, 0x3EE);

    // Down: 2 px a frame; 8 while the player is in the air and the camera is within 8 px of the limit.
    game.events.max_y_target = Some(0x500);
    let mut bounds = at(0x400);
    let camera = cam(0, 0x3F7);
    let mut airborne = player.clone();
    airborne.air = true;
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!(bounds.bottom - 224, 0x402);
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &airborne);
    assert_eq!(bounds.bottom - 224, 0x404, "camera + 8 above the limit: 2 px");
    let camera = cam(0, 0x3FC);
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!(bounds.bottom - 224, 0x406, "on the ground: 2 px");
    let camera = cam(0, 0x3FE);
    level_events::run(LevelEvents::None, &mut bounds, &camera, &mut game, &mut slots, &airborne);
    assert_eq!(bounds.bottom - 224, 0x40E);
}

#[test]
fn act_1_and_hand_made_levels_change_nothing() {
    let player = Player::standing(Character::Sonic, 0x2A00, 0x300);
    let camera = cam(0x2900, 0x380);
    for events in [LevelEvents::None, LevelEvents::Ehz1] {
        let mut bounds = Bounds { left: 0, top: 0, right: 0x29A0 + 320, bottom: 0x320 + 224 };
        let before = bounds;
        let mut game = GameState::new();
        let mut slots = Slots::default();
        for _ in 0..200 {
            level_events::run(events, &mut bounds, &camera, &mut game, &mut slots, &player);
        }
        assert_eq!((bounds, game.events, slots.len()), (before, EventsState::default(), 0));
    }
}

#[test]
fn touch_boss_skips_size_zero_hitboxes_only_in_a_boss_fight() {
    let mut game = GameState::new();
    assert!(!level_events::touch_boss_skips(&game, 0x40));
    game.events.boss_id = BOSS_EHZ;
    for flags in [0x40, 0x80, 0xC0] {
        assert!(level_events::touch_boss_skips(&game, flags), "{flags:#x}");
    }
    for flags in [ehz_boss::COLLISION, ehz_boss::SPIKE_COLLISION, 0x46, 0xD7] {
        assert!(!level_events::touch_boss_skips(&game, flags), "{flags:#x}");
    }
}

#[test]
fn the_boss_builds_its_pieces_in_the_slots_after_it() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((px(c.x), px(c.y), c.routine), (0x2AF0, 0x2F8, routine::VEHICLE));
    assert_eq!((c.collision_flags, c.collision_property, c.width_pixels, c.y_radius), (0x0F, 8, 0x20, 0x14));
    assert_eq!(s.link, Some(i + 1));
    let routines: Vec<u8> = (i + 1..i + 8).map(|k| world.objects.slots.get(k).unwrap().common.routine).collect();
    let r = [routine::VEHICLE_TOP, routine::GROUND_VEHICLE, routine::WHEEL, routine::WHEEL, routine::WHEEL];
    assert_eq!(&routines[..5], &r);
    assert_eq!(&routines[5..], &[routine::SPIKE, routine::PROPELLER]);
    // The ground pieces roll in from the right 1 px a frame (they ran once already this frame).
    let xs: Vec<i32> = (i + 2..i + 7).map(|k| px(world.objects.slots.get(k).unwrap().common.x)).collect();
    assert_eq!(xs, vec![0x2AEF, 0x2B0B, 0x2AE3, 0x2AC3, 0x2AB9]);
    for k in i + 1..i + 8 {
        let (_, ps) = boss(&world, k);
        assert_eq!(ps.link, Some(i), "piece in slot {k} links to the boss");
    }
}

#[test]
fn the_boss_comes_down_waits_60_frames_and_drives_at_two_pixels_a_frame() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    world.step(Buttons::NONE);
    // 288 frames diagonally down-left, untouchable.
    for frame in 1..=288 {
        world.step(Buttons::NONE);
        let (c, _) = boss(&world, i);
        assert_eq!((px(c.x), px(c.y), c.collision_flags), (0x2AF0 - frame, 0x2F8 + frame, 0), "frame {frame}");
    }
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).0.routine_secondary, 2);
    // Straight down 6 px to $41E, then Robotnik is on the ground (the propeller folds away).
    steps(&mut world, 6);
    assert_eq!(px(boss(&world, i).0.y), 0x41E);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.flags, s.timer, c.collision_flags), (flag::ON_GROUND, 60, 0));
    // The ground vehicle and the wheels are in place by now.
    let ground = pieces(&world, routine::GROUND_VEHICLE);
    assert_eq!(px(world.objects.slots.get(ground[0]).unwrap().common.x), 0x29D0);
    let wheels: Vec<i32> =
        pieces(&world, routine::WHEEL).iter().map(|&k| px(world.objects.slots.get(k).unwrap().common.x)).collect();
    assert_eq!(wheels, vec![0x29EC, 0x29C4, 0x29A4]);
    let spike = pieces(&world, routine::SPIKE)[0];
    assert_eq!(px(world.objects.slots.get(spike).unwrap().common.x), 0x299A);
    // 60 frames of waiting; the 61st starts the fight.
    steps(&mut world, 60);
    assert_eq!(boss(&world, i).0.collision_flags, 0);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((c.routine_secondary, c.x_vel, c.collision_flags), (4, -0x200, 0x0F));
    assert_eq!(s.flags, flag::ON_GROUND | flag::ACTIVE);
    // Driving: 2 px a frame, the height 20 px above the front wheels' mean (resting 17 px above the floor),
    // the drill 54 px ahead and 16 px lower, hurting.
    world.step(Buttons::NONE);
    let x0 = px(boss(&world, i).0.x);
    for frame in 1..=20 {
        world.step(Buttons::NONE);
        let (c, _) = boss(&world, i);
        assert_eq!(px(c.x), x0 - 2 * frame);
        assert_eq!(px(c.y), FLOOR - 17 - 0x14, "frame {frame}");
    }
    let (c, _) = boss(&world, i);
    let d = &world.objects.slots.get(spike).unwrap().common;
    assert_eq!((px(d.x), px(d.y), d.collision_flags), (px(c.x) - 0x36, px(c.y) + 0x10, 0x8B));
    // The propeller folded away and was deleted (24 frames, then 15 sinking).
    assert!(pieces(&world, routine::PROPELLER).is_empty());
}

#[test]
fn the_boss_turns_at_x_28a0_and_2b08() {
    let (mut world, i) = driving_boss();
    let mut turns = Vec::new();
    let mut last = boss(&world, i).0.x_vel;
    for _ in 0..600 {
        world.step(Buttons::NONE);
        let (c, _) = boss(&world, i);
        if c.x_vel != last {
            turns.push((px(c.x), c.x_vel, c.status & 1));
            last = c.x_vel;
        }
    }
    // Turned on the frame its x was at or past the end (then moved 2 px back).
    assert_eq!(turns[0], (0x28A0 + 2, 0x200, 1));
    assert_eq!(turns[1], (0x2B08 - 2, -0x200, 0));
}

#[test]
fn a_hit_leaves_it_untouchable_for_32_frames_while_the_palette_flashes() {
    let (mut world, i) = driving_boss();
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((c.collision_flags, s.invulnerable, s.flash), (0, 0x1F, FlashColour::Black));
    let top = s.link.unwrap();
    assert_eq!(world.objects.slots.get(top).unwrap().common.anim, 2, "Robotnik winces");
    for frame in 2..32 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!((c.collision_flags, s.invulnerable), (0, 0x20 - frame), "frame {frame}");
        let colour = if frame % 2 == 1 { FlashColour::Black } else { FlashColour::White };
        assert_eq!(s.flash, colour);
    }
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((c.collision_flags, s.invulnerable, s.flash, c.collision_property), (0x0F, 0, FlashColour::White, 7));
}

#[test]
fn a_rolling_player_takes_a_hit_and_bounces_back() {
    let (mut world, i) = driving_boss();
    world.player.object_control = 0;
    let (c, _) = boss(&world, i);
    let (x, y) = (px(c.x), px(c.y));
    let mut p = Player::standing(Character::Sonic, x + 10, y - 30);
    p.air = true;
    p.rolling = true;
    p.pose = Pose::Roll;
    p.x_speed = -0x100;
    p.y_speed = 0x400;
    world.player = p;
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!(c.collision_property, 7);
    assert_eq!((world.player.x_speed, world.player.y_speed), (0x100, -(0x400 + 0x38)));
    // The boss saw the cleared flags in the same frame (it runs after the player).
    assert_eq!((c.collision_flags, s.invulnerable), (0, 0x1F));
}

#[test]
fn with_one_hit_left_the_drill_comes_off_once_the_car_faces_the_player() {
    let (mut world, i) = driving_boss();
    boss_mut(&mut world, i).0.collision_property = 1;
    // The car drives left (facing left); the player stands right of the drill: it stays on.
    world.player.x = 0x2AE0 << 8;
    steps(&mut world, 3);
    assert_eq!(boss(&world, i).1.flags & flag::SPIKE_LOOSE, 0);
    // Player left of the drill, car facing left: off it comes, flying left 3 px a frame.
    world.player.x = 0x2900 << 8;
    world.step(Buttons::NONE);
    assert_ne!(boss(&world, i).1.flags & flag::SPIKE_LOOSE, 0);
    let spike = pieces(&world, routine::SPIKE)[0];
    world.step(Buttons::NONE);
    let x0 = px(world.objects.slots.get(spike).unwrap().common.x);
    steps(&mut world, 5);
    assert_eq!(px(world.objects.slots.get(spike).unwrap().common.x), x0 - 15);
}

#[test]
fn eight_hits_beat_it_and_robotnik_flies_off_opening_the_camera() {
    let (mut world, i) = driving_boss();
    for n in 0..8 {
        hit(&mut world, i);
        steps(&mut world, 32);
        if n < 7 {
            assert_eq!(boss(&world, i).0.collision_flags, 0x0F, "hit {n}");
        }
    }
    // The eighth hit: beaten on the boss's next frame.
    let (mut world, i) = {
        let (mut world, i) = driving_boss();
        boss_mut(&mut world, i).0.collision_property = 1;
        hit(&mut world, i);
        let score = world.objects.game.score;
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!(world.objects.game.score, score + 1000);
        assert_eq!((c.routine_secondary, c.x_vel, s.defeat_timer), (6, 0, 0xB3));
        assert_ne!(s.flags & flag::SPIKE_LOOSE, 0);
        let top = world.objects.slots.get(s.link.unwrap()).unwrap();
        assert_eq!((top.common.anim, top.common.mapping_frame), (4, 6));
        (world, i)
    };
    let wheel_slots = pieces(&world, routine::WHEEL);
    // It jumps at −$180 and falls back onto the floor, exploding every 8th frame.
    let y0 = boss(&world, i).0.y;
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).0.y, y0 - 0x180);
    let explosions = |world: &World| -> Vec<(usize, i32, i32)> {
        let all = world.objects.slots.iter().filter(|(_, o)| o.common.id == BOSS_EXPLOSION_ID);
        all.map(|(k, o)| (k, o.common.x, o.common.y)).collect()
    };
    let mut count = 0;
    for _ in 1..0xB3 {
        let before = explosions(&world);
        let counter = world.objects.game.frame_counter.wrapping_add(1);
        world.step(Buttons::NONE);
        let (x, y) = (px(boss(&world, i).0.x), px(boss(&world, i).0.y));
        let new: Vec<_> = explosions(&world).into_iter().filter(|e| !before.contains(e)).collect();
        assert_eq!(new.len(), usize::from(counter & 7 == 0), "frame counter {counter}");
        for (_, ex, ey) in new {
            count += 1;
            // Within 32 px (−32..+31) of the car as it was before it moved this frame.
            assert!((-0x21..=0x21).contains(&(px(ex) - x)) && (-0x28..=0x28).contains(&(px(ey) - y)));
        }
    }
    assert_eq!(count, 0xB2 / 8);
    assert_eq!(boss(&world, i).0.routine_secondary, 6);
    // Resting on the floor (each frame gravity sinks it into the floor by under a pixel, and it is put back).
    let bottom = px(boss(&world, i).0.y) + 0x14;
    assert!((FLOOR - 2..FLOOR).contains(&bottom), "bottom {bottom:x}");
    // The wheels bounced away.
    for k in wheel_slots {
        if let Some(w) = world.objects.slots.get(k).filter(|o| o.common.id == EHZ_BOSS) {
            assert_eq!(w.common.routine_secondary, 8);
        }
    }
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).0.routine_secondary, 8);
    // $C frames resting; on the 13th Robotnik takes off.
    steps(&mut world, 13);
    assert_eq!(boss(&world, i).0.routine_secondary, 0xA);
    assert!(!world.objects.game.events.boss_defeated);
    world.step(Buttons::NONE);
    assert!(world.objects.game.events.boss_defeated);
    assert_eq!(pieces(&world, routine::PROPELLER_RELOADED).len(), 1);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.timer, s.flags & flag::ON_GROUND), (2, 0x32, 0));
    let y1 = px(c.y);
    // $32 frames, then $60 frames rising 1 px a frame, then 6 px a frame to the right.
    steps(&mut world, 0x33);
    assert_eq!(boss(&world, i).1.flags & flag::FLYING_OFF, flag::FLYING_OFF);
    assert_eq!(world.bounds.right - 320, 0x2940);
    steps(&mut world, 0x60);
    let (c, _) = boss(&world, i);
    assert_eq!((px(c.y), world.bounds.right - 320), (y1 - 0x60, 0x2940 + 2 * 0x60));
    let x1 = px(c.x);
    world.step(Buttons::NONE);
    let (c, _) = boss(&world, i);
    assert_eq!((px(c.x), px(c.y), c.status & 1), (x1 + 6, y1 - 0x60, 1));
    // The right limit opens 2 px a frame to $2AB0, and he is deleted once off screen.
    let mut frames = 0;
    while world.objects.slots.get(i).is_some_and(|o| o.common.id == EHZ_BOSS && o.common.routine == 2) {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 400);
    }
    assert_eq!(world.bounds.right - 320, 0x2AB0);
    assert!(pieces(&world, routine::VEHICLE_TOP).is_empty());
    // The broken ground vehicle stays; the drill, linked to the deleted car, goes.
    assert_eq!(pieces(&world, routine::GROUND_VEHICLE).len(), 1);
    world.step(Buttons::NONE);
    assert!(pieces(&world, routine::SPIKE).is_empty());
}

#[test]
fn boss_explosions_show_seven_frames_of_eight() {
    let mut world = arena_world();
    let c = Common { id: BOSS_EXPLOSION_ID, x: 0x2A00 << 8, y: 0x400 << 8, ..Default::default() };
    let i = world.objects.slots.allocate(Obj { common: c, state: State::EhzBoss(EhzBoss::default()) }, 0, None);
    let i = i.unwrap();
    let mut frames = 0;
    while world.objects.slots.get(i).is_some() {
        world.step(Buttons::NONE);
        frames += 1;
    }
    // The first frame sets it up; 7 mapping frames of 8 frames each; deleted as frame 7 comes up.
    assert_eq!(frames, 1 + 7 * 8);
}

/// A world with the egg prison at ($2B50, $422) and the player above its button.
fn prison_world() -> (World, usize) {
    let mut level = arena();
    level.bounds = Bounds { left: 0x2A00, top: 0x388, right: 0x2AB0 + 320, bottom: 0x390 + 224 };
    let player = Player::standing(Character::Sonic, 0x2B00, FLOOR - 20);
    let mut world = World::with_player(&level, player);
    let c = Common::new(EGG_PRISON, 0, 0x2B50, 0x422, false, false);
    let i = world.objects.slots.allocate(Obj::new(c), 0, None).expect("a free slot");
    (world, i)
}

fn prison(world: &World, i: usize) -> (&Common, &egg_prison::EggPrison) {
    let obj = world.objects.slots.get(i).expect("prison slot");
    match &obj.state {
        State::EggPrison(s) => (&obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

#[test]
fn the_egg_prison_opens_frees_its_animals_and_ends_the_act() {
    let (mut world, i) = prison_world();
    world.step(Buttons::NONE);
    let (c, s) = prison(&world, i);
    assert_eq!((c.routine, c.width_pixels), (egg_prison::routine::BODY, 0x20));
    let [button, lid, spawner] = s.parts.map(|p| p.expect("piece"));
    let b = prison(&world, button).0;
    assert_eq!((px(b.x), px(b.y), b.routine, b.width_pixels), (0x2B50, 0x422 - 0x28, 4, 0x10));
    let l = prison(&world, lid).0;
    assert_eq!((px(l.y), l.routine, l.width_pixels), (0x422 - 0x18, 6, 8));
    assert_eq!(prison(&world, spawner).0.routine, 8);

    // The player drops onto the button: it goes 8 px down and the timer stops.
    world.player = Player::standing(Character::Sonic, 0x2B50, 0x3D0);
    world.player.air = true;
    let mut frames = 0;
    while !prison(&world, button).1.pressed {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never landed on the button");
    }
    assert!(world.objects.game.timer_stopped);
    assert_eq!(px(prison(&world, button).0.y), 0x422 - 0x28 + 8);
    // The body launches the lid (x $800, y −$400) with an explosion on it, then waits 30 frames.
    let before = count_id(&world, EXPLOSION);
    world.step(Buttons::NONE);
    assert_eq!(count_id(&world, EXPLOSION), before + 1);
    let l = prison(&world, lid).0;
    assert_eq!((l.routine_secondary, l.x_vel), (2, 0x800));
    assert_eq!(prison(&world, i).1.timer, 0x1D);
    steps(&mut world, 0x1D);
    assert_eq!(count_id(&world, explosion::ANIMAL_ID), 0);
    world.step(Buttons::NONE);
    // Eight animals in a row, each waiting 8 frames less than the one left of it.
    let mut animals: Vec<(i32, u16)> = world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == explosion::ANIMAL_ID)
        .map(|(_, o)| match &o.state {
            State::EggPrison(a) => (px(o.common.x), a.wait),
            _ => panic!("animal state"),
        })
        .collect();
    animals.sort();
    let xs: Vec<i32> = animals.iter().map(|a| a.0).collect();
    assert_eq!(xs, (0..8).map(|k| 0x2B50 - 0x1C + 7 * k).collect::<Vec<_>>());
    assert_eq!(prison(&world, i).0.routine_secondary, 4);
    // (The spawner is in a later slot: it already counted this frame.)
    assert!(spawner > i);
    assert_eq!(prison(&world, spawner).1.countdown, 0xB4 - 1);
    // The spawner frees one every 8th frame for $B4 frames, then waits for the last animal to leave.
    let mut ended_at = None;
    for frame in 1..=2000 {
        world.step(Buttons::NONE);
        if world.objects.game.act_clear {
            ended_at = Some(frame);
            break;
        }
        let r = world.objects.slots.get(spawner).map(|o| o.common.routine);
        if frame == 0xB3 - 1 {
            assert_eq!(r, Some(egg_prison::routine::SPAWNER));
        }
        if frame == 0xB3 {
            assert_eq!(r, Some(egg_prison::routine::END));
        }
    }
    let ended_at = ended_at.expect("the act ended");
    assert!(ended_at > 0xB4);
    assert_eq!(count_id(&world, explosion::ANIMAL_ID), 0);
    assert!(world.objects.slots.get(spawner).is_none());
}

#[test]
fn prison_animals_wait_jump_out_and_leave() {
    let (mut world, i) = prison_world();
    world.step(Buttons::NONE);
    let c = Common { id: explosion::ANIMAL_ID, x: 0x2B50 << 8, y: 0x422 << 8, ..Default::default() };
    let s = egg_prison::EggPrison { wait: 3, ..Default::default() };
    let a = world.objects.slots.allocate(Obj { common: c, state: State::EggPrison(s) }, 0, None).unwrap();
    world.step(Buttons::NONE);
    let c = &world.objects.slots.get(a).unwrap().common;
    assert_eq!((c.routine, c.y_vel, c.x_vel, c.y_radius), (0x1C, -0x400, 0, 0xC));
    steps(&mut world, 2);
    assert_eq!(world.objects.slots.get(a).unwrap().common.routine, 0x1C);
    world.step(Buttons::NONE);
    assert_eq!(world.objects.slots.get(a).unwrap().common.routine, 2);
    // Jumps at −4 with gravity $38 until it lands on the floor, then takes its kind's speeds.
    world.step(Buttons::NONE);
    let c = &world.objects.slots.get(a).unwrap().common;
    assert_eq!((px(c.y), c.y_vel), (0x422 - 4, -0x400 + 0x38));
    let mut frames = 0;
    while world.objects.slots.get(a).is_some_and(|o| o.common.routine == 2) {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200);
    }
    let o = world.objects.slots.get(a).unwrap();
    let State::EggPrison(s) = &o.state else { panic!() };
    assert!(s.animal == explosion::EHZ_ANIMALS[0] || s.animal == explosion::EHZ_ANIMALS[1]);
    assert_eq!(o.common.routine, s.animal.index * 2 + 4);
    assert_eq!(o.common.x_vel.abs(), s.animal.x_vel.abs());
    let _ = prison(&world, i);
}

/// The imported act: from the camera reaching $2780 to the boss driving. Needs the level events in the frame
/// (see `step`).
#[test]
fn ehz2_imported_the_arena_closes_and_the_boss_arrives() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Ehz2);
    assert_eq!(level.events, LevelEvents::Ehz2);
    assert_eq!((level.bounds.right - 320, level.bounds.bottom - 224), (0x2940, 0x420));
    let start = engine::objects::ground_below(&World::new(level, Character::Sonic).terrain, 0x2840, 0x300, 19);
    let mut world = World::with_player(level, Player::standing(Character::Sonic, 0x2840, start.expect("floor")));
    let step = |world: &mut World, held: Buttons| world.step(held);
    step(&mut world, Buttons::NONE);
    assert_eq!((world.bounds.left, world.objects.game.events.routine), (world.camera.x, 2));
    // Run right until the arena closes.
    let mut frames = 0;
    while world.objects.game.events.routine < 4 {
        step(&mut world, Buttons::RIGHT);
        frames += 1;
        assert!(frames < 600, "the arena never closed; camera at {:?}", world.camera);
    }
    assert_eq!((world.bounds.left, world.bounds.right - 320), (0x28F0, 0x2940));
    for _ in 0..0x5A {
        step(&mut world, Buttons::NONE);
    }
    let boss_slot = pieces(&world, routine::INIT).into_iter().chain(pieces(&world, routine::VEHICLE)).next();
    let i = boss_slot.expect("the boss loaded");
    // Keep the player out of the fight and watch the boss come down and drive on the act's floor.
    world.player.object_control = 0x80;
    for _ in 0..360 {
        step(&mut world, Buttons::NONE);
    }
    let (c, s) = boss(&world, i);
    assert_eq!((c.routine_secondary, s.flags & flag::ACTIVE), (4, flag::ACTIVE));
    assert!((0x41A..=0x422).contains(&px(c.y)), "driving height {:x}", px(c.y));
    assert_eq!(world.bounds.bottom - 224, 0x390);
    assert_eq!(world.bounds.top, 0x388);
}

/// `LevEvents_HTZ2`: right of camera x $14C0 the upper earthquake starts ($2C0); from $1678 the ground rises a
/// pixel every 4th level frame — here it is at its top already, so it waits $79 frames and turns to sink;
/// right of $1B00 it pauses (offset 0), back left of it it starts again; at camera y $380 or lower the lower
/// one ($300). From $2B00 the arena: at $2C50 the left limit follows the camera (bottom target $480), at
/// $2EDF the camera is held between $2EE0 and $2F5E (`Current_Boss_ID` 3), $5A frames on the script moves on.
#[test]
fn htz2_events_run_the_earthquakes_then_close_the_arena() {
    use engine::objects::runtime::level_events::BOSS_HTZ;
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x800 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x1500, 0x300);
    let mut camera = cam(0x14BF, 0x300);
    let run = |bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots| {
        level_events::run(LevelEvents::Htz2, bounds, camera, game, slots, &player)
    };
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.bg_y_offset), (0, 0));
    camera.x = 0x14C0;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.bg_y_offset, game.events.shaking_htz), (2, 0x2C0, true));
    // At its top ($2C0): the delay runs out at once (0 − 1), $78 more frames, then it sinks every 4th frame.
    camera.x = 0x1678;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.terrain_delay, game.events.terrain_sinking), (0x78, true));
    let mut offsets = Vec::new();
    for _ in 0..8 {
        game.frame_counter = game.frame_counter.wrapping_add(1);
        run(&mut bounds, &camera, &mut game, &mut slots);
        offsets.push(game.events.bg_y_offset);
    }
    let sunk = offsets.iter().filter(|&&o| o < 0x2C0).count();
    assert_eq!((offsets[7], sunk > 0), (0x2C0 - 2, true), "a pixel every 4th frame: {offsets:X?}");
    camera.x = 0x1B00;
    run(&mut bounds, &camera, &mut game, &mut slots);
    // `Screen_Shaking_Flag_HTZ` stays set while the background moves back (`LevEvents_HTZ2_Routine3_Part2`).
    assert_eq!((game.events.routine, game.events.bg_y_offset, game.events.shaking_htz), (4, 0, true));
    camera.x = 0x1AFF;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.bg_y_offset), (2, 0x2C0));
    // Back left of $14C0 and in again lower down: the lower earthquake.
    camera.x = 0x14BF;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!(game.events.routine, 0);
    (camera.x, camera.y) = (0x14C0, 0x380);
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.bg_y_offset), (8, 0x300));
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.bg_y_offset), (6, 0x300));
    // The arena.
    camera.x = 0x2B00;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((game.events.routine, game.events.shaking_htz), (0xA, false));
    camera.x = 0x2C50;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0x2C50, 0xC, Some(0x480)));
    camera.x = 0x2EDF;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, bounds.right - 320, game.events.routine), (0x2EE0, 0x2F5E, 0xE));
    assert_eq!(game.events.boss_id, BOSS_HTZ);
    camera.y = 0x478;
    for _ in 0..0x5A {
        run(&mut bounds, &camera, &mut game, &mut slots);
    }
    assert_eq!((bounds.top, game.events.routine), (0x478, 0x10));
}

/// `LevEvents_MCZ2`: at camera x $2080 the left limit follows the camera (bottom target $5D0); at $20F0 both x
/// limits are $20F0 (`Current_Boss_ID` 5); the top limit rises to $5C8; after $5A frames the left limit follows
/// the camera. `LevEvents_ARZ2`: at $2810 the lock and the boss id (4) at once; at $2A40 both x limits.
#[test]
fn mcz2_and_arz2_events_close_their_arenas() {
    use engine::objects::runtime::level_events::{BOSS_ARZ, BOSS_MCZ};
    let player = Player::standing(Character::Sonic, 0x2000, 0x500);
    for (events, lock, target, close, top, boss) in [
        (LevelEvents::Mcz2, 0x2080, 0x5D0, 0x20F0, 0x5C8, BOSS_MCZ),
        (LevelEvents::Arz2, 0x2810, 0x400, 0x2A40, 0x3F8, BOSS_ARZ),
    ] {
        let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x700 + 224 };
        let mut game = GameState::new();
        let mut slots = Slots::default();
        let mut camera = cam(lock - 1, 0x300);
        let mut run = |camera: &Camera, bounds: &mut Bounds, game: &mut GameState| {
            level_events::run(events, bounds, camera, game, &mut slots, &player)
        };
        run(&camera, &mut bounds, &mut game);
        assert_eq!((bounds.left, game.events.routine), (0, 0));
        camera.x = lock;
        run(&camera, &mut bounds, &mut game);
        assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (lock, 2, Some(target)));
        camera.x = close;
        run(&camera, &mut bounds, &mut game);
        assert_eq!((bounds.left, bounds.right - 320, game.events.routine), (close, close, 4), "{events:?}");
        assert_eq!(game.events.boss_id, boss);
        camera.y = top;
        for _ in 0..0x5A {
            run(&camera, &mut bounds, &mut game);
        }
        assert_eq!((bounds.top, game.events.routine), (top, 6));
        camera.x = close + 0x10;
        run(&camera, &mut bounds, &mut game);
        assert_eq!(bounds.left, close + 0x10, "follows the camera");
    }
}

/// Hill Top 2's earthquake background (`LevEvents_HTZ2_Routine1`, `ScrollBG`, `SwScrl_HTZ`'s `HTZ_Screen_Shake`):
/// it starts at the camera less $100 px in y and moves towards the camera less the offsets ($2C0 in y), 16 px a
/// frame at most; the screen shakes (`Screen_Shaking_Flag`, `SwScrl_RippleData` from `Level_frame_counter` & $3F)
/// while the ground moves, not while it waits at a limit; left at $1B00 the background is put at ($400, 0) and
/// moves back to x $200 16 px a frame, `Screen_Shaking_Flag_HTZ` cleared once it is there.
#[test]
fn htz2_earthquake_background_follows_the_camera_and_the_screen_shakes() {
    use engine::objects::runtime::level_events::{RIPPLE, shake};
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x800 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x1500, 0x300);
    let mut camera = cam(0x14C0, 0x300);
    let mut run = |camera: &Camera, game: &mut GameState| {
        game.frame_counter = game.frame_counter.wrapping_add(1);
        level_events::run(LevelEvents::Htz2, &mut bounds, camera, game, &mut slots, &player);
        (game.events.bg_x, game.events.bg_y)
    };
    assert_eq!(run(&camera, &mut game), (0x14C0, 0x200));
    assert_eq!(game.events.bg_x_offset, 0);
    // Towards y $300 − $2C0 = $40: 16 px a frame, 28 frames.
    for k in 1..=28 {
        assert_eq!(run(&camera, &mut game), (0x14C0, 0x200 - 16 * k), "frame {k}");
    }
    assert_eq!(run(&camera, &mut game), (0x14C0, 0x40));
    // The camera moves 3 px right: so does the background.
    camera.x += 3;
    assert_eq!(run(&camera, &mut game), (0x14C3, 0x40));
    // Not shaking yet; at $1678 the ground is at its top: it turns (the flag set) and sinks, shaking.
    assert!(!game.events.shaking);
    assert_eq!(shake(LevelEvents::Htz2, &game), (0, 0, 0));
    camera.x = 0x1678;
    run(&camera, &mut game);
    assert!(game.events.shaking);
    for _ in 0..70 {
        run(&camera, &mut game);
        let n = usize::from(game.frame_counter & 0x3F);
        let (y, x) = (i16::from(RIPPLE[n]), i16::from(RIPPLE[n + 1]));
        assert_eq!(shake(LevelEvents::Htz2, &game), (x, x, y));
        // The same flag shakes nothing in another zone.
        assert_eq!(shake(LevelEvents::Cnz2, &game), (0, 0, 0));
    }
    // Left right of $1B00: at ($400, 0), back 16 px a frame to x $200 (32 frames), then cleared.
    camera.x = 0x1B00;
    run(&camera, &mut game);
    assert_eq!((game.events.bg_x, game.events.bg_y, game.events.shaking_htz), (0x400, 0, true));
    for k in 1..=32 {
        assert_eq!(run(&camera, &mut game), (0x400 - 16 * k, 0), "frame {k}");
        assert!(game.events.shaking_htz);
    }
    run(&camera, &mut game);
    assert!(!game.events.shaking_htz);
    assert_eq!(shake(LevelEvents::Htz2, &game), (0, 0, 0));
}

/// Hill Top 1's earthquake background (`LevEvents_HTZ_Routine1`, `ScrollBG`): from camera ($1800, $400) it starts
/// at the camera less $100 px in y and moves to the camera less 320 in 4 frames (16 px each); left of $1800 it is
/// put at ($400, 0) and goes back to x $200 before `Screen_Shaking_Flag_HTZ` is cleared.
#[test]
fn htz1_earthquake_background_follows_the_camera() {
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x800 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x1900, 0x480);
    let mut camera = cam(0x1800, 0x400);
    let mut run = |camera: &Camera, game: &mut GameState| {
        game.frame_counter = game.frame_counter.wrapping_add(1);
        level_events::run(LevelEvents::Htz1, &mut bounds, camera, game, &mut slots, &player);
        (game.events.bg_x, game.events.bg_y, game.events.shaking_htz)
    };
    assert_eq!(run(&camera, &mut game), (0x1800, 0x300, true));
    for k in 1..=4 {
        assert_eq!(run(&camera, &mut game), (0x1800, 0x300 - 16 * k, true), "frame {k}");
    }
    assert_eq!(run(&camera, &mut game), (0x1800, 0x2C0, true));
    camera.x = 0x17FF;
    assert_eq!(run(&camera, &mut game), (0x400, 0, true));
    assert_eq!(game.events.routine, 0);
    for k in 1..=32 {
        assert_eq!(run(&camera, &mut game), (0x400 - 16 * k, 0, true), "frame {k}");
    }
    assert_eq!(run(&camera, &mut game), (0x200, 0, false));
}
