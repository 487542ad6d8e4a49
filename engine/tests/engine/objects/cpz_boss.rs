//! The end of Chemical Plant Zone Act 2 (s2disasm `LevEvents_CPZ2`, `Obj5D` the Eggmobile with its pipe,
//! pump, dripper, container and gunk, `Obj58` its explosions, `Obj3E` the egg prison): the camera limits, the
//! boss's positions, speeds and timings, its hit count, defeat and escape, as the exact integers of the
//! disassembly. The boss runs in a `World` on a flat arena (floor top at y $500, where Chemical Plant 2's
//! arena floor is) or, when `../shared` is present, on the imported act.

use crate::support::reference::{self, Act};
use crate::support::{self, cam, count_id, run_until, steps};
use engine::camera::Camera;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_CPZ};
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s2::cpz_boss::{
    self, CpzBoss, FOLLOW_DISTANCE, FOLLOW_MAX_X, FOLLOW_MIN_X, START_X, START_Y, TARGET_LEFT, TARGET_RIGHT, routine,
    status2, step,
};
use engine::objects::{s2::boss_hit::FlashColour, s2::ehz_boss::BOSS_EXPLOSION_ID};
use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point};

const CPZ_BOSS: u8 = 0x5D;

/// The arena floor's top row.
const FLOOR: i32 = 0x500;
/// The bounds once the arena closed (`LevEvents_CPZ2`: x $2A20, y $448–$450).
const ARENA: Bounds = Bounds { left: 0x2A20, top: 0x448, right: 0x2A20 + 320, bottom: 0x450 + 224 };
/// Where the player stands in most tests: far left, out of the boss's way.
const PLAYER_X: i32 = 0x2A30;

/// A flat level 92 chunks wide: solid from y $500 down.
fn arena() -> Level {
    let mut level = support::solid_rows(92, 14, 10..14);
    level.bounds = ARENA;
    level.player_start = Point { x: PLAYER_X, y: FLOOR - 20 };
    level
}

fn arena_world() -> World {
    World::new(&arena(), Character::Sonic)
}

/// Puts the boss in the first free slot, as `LevEvents_CPZ2_Routine3` does (only its id: it places itself).
fn load_boss(world: &mut World) -> usize {
    let c = Common { id: CPZ_BOSS, ..Default::default() };
    world
        .objects
        .slots
        .allocate(Obj { common: c, state: State::CpzBoss(CpzBoss::default()) }, 0, None)
        .expect("a free slot")
}

fn part(world: &World, i: usize) -> (&Common, &CpzBoss) {
    let obj = world.objects.slots.get(i).expect("boss slot");
    match &obj.state {
        State::CpzBoss(s) => (&obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn part_mut(world: &mut World, i: usize) -> (&mut Common, &mut CpzBoss) {
    let obj = world.objects.slots.get_mut(i).expect("boss slot");
    match &mut obj.state {
        State::CpzBoss(s) => (&mut obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

/// The slots holding `Obj5D` pieces with this routine (and step, if given).
fn pieces(world: &World, r: u8, rs: Option<u8>) -> Vec<usize> {
    world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == CPZ_BOSS && o.common.routine == r)
        .filter(|(_, o)| rs.is_none_or(|rs| o.common.routine_secondary == rs))
        .map(|(i, _)| i)
        .collect()
}

fn px(v: i32) -> i32 {
    v >> 8
}

/// `CalcSine` >> 6: the hover.
fn hover(counter: u8) -> i32 {
    i32::from(engine::math::sin(counter) >> 6)
}

/// What `Touch_Enemy_Part2` does to the boss on a hit.
fn hit(world: &mut World, i: usize) {
    let (c, _) = part_mut(world, i);
    c.collision_flags = 0;
    c.collision_property -= 1;
    if c.collision_property == 0 {
        c.status |= NO_BALANCING;
    }
}

#[test]
fn cpz2_events_follow_the_camera_lock_the_arena_and_load_the_boss() {
    let mut bounds = Bounds { left: 0, top: 0, right: 0x2A20 + 320 + 0x200, bottom: 0x600 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x2700, 0x400);
    let mut camera = cam(0x267F, 0x400);
    let run = |bounds: &mut Bounds, camera: &Camera, game: &mut GameState, slots: &mut Slots| {
        level_events::run(LevelEvents::Cpz2, bounds, camera, game, slots, &player)
    };
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0, 0, None));
    // From camera x $2680 the left limit follows the camera and the bottom limit heads for $450.
    camera.x = 0x2680;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0x2680, 2, Some(0x450)));
    assert_eq!(bounds.bottom - 224, 0x600 - 2);
    // The arena closes at camera x $2A20: both x limits $2A20, Current_Boss_ID 1.
    camera.x = 0x2A1F;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.boss_id), (0x2680, 2, 0));
    camera.x = 0x2A20;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, bounds.right - 320, game.events.routine), (0x2A20, 0x2A20, 4));
    assert_eq!((game.events.boss_id, BOSS_CPZ, game.events.boss_spawn_delay), (1, 1, 0));
    // The boss loads on the $5A-th frame after; the top limit rises to $448 once the camera is that low.
    camera.y = 0x447;
    for frame in 1..0x5A {
        run(&mut bounds, &camera, &mut game, &mut slots);
        assert!(slots.is_empty(), "frame {frame}");
        assert_eq!(game.events.boss_spawn_delay, frame);
    }
    assert_eq!(bounds.top, 0);
    camera.y = 0x448;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.top, game.events.routine), (0x448, 6));
    let (i, boss) = slots.iter().next().expect("boss loaded");
    assert_eq!((i, boss.common.id, boss.common.subtype, boss.common.routine), (0, CPZ_BOSS, 0, 0));
    assert!(matches!(boss.state, State::CpzBoss(_)));
    // From then on the left limit follows the camera every frame (no Boss_defeated_flag needed).
    camera.x = 0x2A40;
    run(&mut bounds, &camera, &mut game, &mut slots);
    assert_eq!((bounds.left, slots.len()), (0x2A40, 1));
    assert!(!game.events.boss_defeated);
}

#[test]
fn a_layout_placement_of_obj5d_runs_the_boss() {
    use formats::object::s2::{S2Record, from_record};
    use formats::object::{ObjectKind, ObjectPlacement};
    let record =
        S2Record { id: CPZ_BOSS, subtype: 0, x_flip: false, y_flip: false, respawn: false, two_player_any_slot: false };
    let placement: ObjectPlacement = from_record(0x2A80, 0x400, record);
    assert_eq!(placement.kind, ObjectKind::Sonic2 { object: formats::object::s2::S2Object::CPZBoss, subtype: 0 });
    let mut level = arena();
    level.objects.push(placement);
    // Sonic alone: the boss's first frame is the world's first step.
    let mut world = World::start(&level, Character::Sonic, false);
    world.step(Buttons::NONE);
    let i = pieces(&world, routine::MAIN, None)[0];
    let (c, _) = part(&world, i);
    assert_eq!((px(c.x), px(c.y), c.collision_property), (i32::from(START_X), i32::from(START_Y), 8));
}

#[test]
fn the_boss_builds_its_pieces_in_the_slots_after_it() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((px(c.x), px(c.y), c.routine, c.routine_secondary), (0x2B80, 0x4B0, routine::MAIN, 0));
    assert_eq!((c.collision_flags, c.collision_property, c.width_pixels), (0x0F, 8, 0x20));
    assert_eq!((px(s.next_x), px(s.next_y)), (0x2B80, 0x4B0));
    assert_eq!(s.parent, Some(i + 1), "its parent is Robotnik");
    let r: Vec<(u8, u8)> = (i + 1..i + 8)
        .map(|k| {
            let c = &world.objects.slots.get(k).unwrap().common;
            (c.routine, c.routine_secondary)
        })
        .collect();
    use cpz_boss::container::part as glass;
    assert_eq!(
        r,
        vec![
            (routine::ROBOTNIK, 0),
            (routine::FLAME, 0),
            (routine::PUMP, 0),
            (routine::CONTAINER, glass::MAIN),
            (routine::PIPE, 0),
            (routine::CONTAINER, glass::FLOOR),
            (routine::CONTAINER, glass::EXTEND),
        ]
    );
    for k in i + 1..i + 6 {
        assert_eq!(part(&world, k).1.parent, Some(i), "slot {k}");
    }
    for k in i + 6..i + 8 {
        assert_eq!(part(&world, k).1.parent, Some(i + 4), "slot {k}");
    }
    // The container $38 px up and $10 px behind; its floor under it, its (empty) extension not drawn.
    let (g, gs) = part(&world, i + 4);
    assert_eq!((px(g.x), px(g.y), gs.extension, g.anim), (0x2B80 - 0x10, 0x4B0 - 0x38, -0x10, 6));
    assert_eq!(part(&world, i + 6).0.anim, 9);
    assert!(!world.objects.slots.get(i + 7).unwrap().common.displayed);
    assert_eq!(part(&world, i + 1).0.anim, 1);
}

#[test]
fn a_negative_subtype_leaves_out_the_flame_and_the_pump() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    part_mut(&mut world, i).0.subtype = 0x80;
    world.step(Buttons::NONE);
    assert!(pieces(&world, routine::FLAME, None).is_empty());
    assert!(pieces(&world, routine::PUMP, None).is_empty());
    assert_eq!(part(&world, i + 2).0.routine, routine::CONTAINER);
}

/// Down 1 px a frame for 16 frames, then 3 px a frame to within 3 px of $2B30; the drawn y hovers.
#[test]
fn the_boss_comes_down_then_flies_to_the_right_end_hovering() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    world.step(Buttons::NONE);
    for frame in 1..=16 {
        world.step(Buttons::NONE);
        let (c, s) = part(&world, i);
        assert_eq!((px(s.next_x), px(s.next_y)), (0x2B80, 0x4B0 + frame), "frame {frame}");
        // The counter was 2 × (frame − 1) when the hover was added.
        let counter = (2 * (frame - 1)) as u8;
        assert_eq!((px(c.x), px(c.y)), (0x2B80, 0x4B0 + frame + hover(counter)));
        assert_eq!(s.hover, counter.wrapping_add(2));
    }
    assert_eq!(part(&world, i).0.routine_secondary, step::MOVE_TO_TARGET);
    for frame in 1..=26 {
        world.step(Buttons::NONE);
        let (c, s) = part(&world, i);
        assert_eq!((px(s.next_x), c.x_vel), (0x2B80 - 3 * frame, -0x300), "frame {frame}");
    }
    // Within 3 px of $2B30 ($2B32): it stops, the next target is the left end, the pipe starts.
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((px(s.next_x), c.x_vel, c.routine_secondary), (0x2B32, 0, step::WAIT));
    assert_eq!((s.status & cpz_boss::status::GO_LEFT, s.status2 & status2::FILLING), (8, 1));
    assert_eq!((TARGET_RIGHT, TARGET_LEFT), (0x2B30, 0x2A50));
    // It faces the player on its left: not flipped.
    assert_eq!((c.status & 1, c.x_flip), (0, false));
}

/// The pipe: 12 segments 8 px apart, one a frame; the 13th frame it is done, the next it makes the blob and
/// the dripper.
#[test]
fn the_pipe_drops_a_segment_a_frame_then_pumps_and_drips() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    run_until(&mut world, 100, Buttons::NONE, |w| part(w, i).0.routine_secondary == step::WAIT);
    let pipe = i + 5;
    let (p, ps) = part(&world, pipe);
    assert_eq!((p.routine, p.routine_secondary, ps.pipe_segments, ps.segment_y), (routine::PIPE, 2, 0xB, 0));
    let main_y = px(part(&world, i).0.y);
    assert_eq!(px(p.y), main_y);
    for n in 1..=11 {
        world.step(Buttons::NONE);
        let segments = pieces(&world, routine::PIPE_SEGMENT, None);
        assert_eq!(segments.len(), n, "frame {n}");
        let last = *segments.last().unwrap();
        let (c, s) = part(&world, last);
        assert_eq!((s.segment_y, px(c.y) - px(part(&world, pipe).0.y)), (8 * n as i16, 8 * n as i32));
    }
    world.step(Buttons::NONE);
    assert_eq!(part(&world, pipe).0.routine, routine::PIPE_PUMP);
    assert_eq!(pieces(&world, routine::PIPE_SEGMENT, None).len(), 11, "no 13th segment");
    world.step(Buttons::NONE);
    assert_eq!(part(&world, pipe).0.routine, routine::PIPE_SEGMENT);
    let blob = pieces(&world, routine::PIPE_PUMP, Some(2))[0];
    let dripper = pieces(&world, routine::DRIPPER, None)[0];
    let (b, bs) = part(&world, blob);
    // Made this frame and already run once.
    assert_eq!((bs.y_offset, bs.timer, bs.timer3, b.anim), (0x58, 0x11, 2, 2));
    assert_eq!(px(b.y), px(part(&world, pipe).0.y) + 0x58);
    let (d, ds) = part(&world, dripper);
    assert_eq!((d.routine_secondary, ds.timer, d.anim), (2, 0xE, 4));
    // The blob rises 8 px every $12 frames: 11 steps to the top, $C more frames, 6 more, then the pipe
    // retracts. The dripper drips every 19 frames.
    let mut offsets = vec![0x58];
    let mut drips = vec![];
    let mut frame = 1;
    let mut blob_gone = None;
    while frame < 400 {
        let before = part(&world, i).1.status2 & status2::DRIP;
        world.step(Buttons::NONE);
        if let Some(o) = world.objects.slots.get(blob)
            && let State::CpzBoss(s) = &o.state
            && o.common.routine == routine::PIPE_PUMP
            && offsets.last() != Some(&s.y_offset)
        {
            offsets.push(s.y_offset);
            let timer = match s.y_offset as i8 {
                0 => 0xC,
                o if o < 0 => 6,
                _ => 0x12,
            };
            assert_eq!(s.timer, timer, "frame {frame}");
        }
        if blob_gone.is_none() && world.objects.slots.get(blob).is_none_or(|o| o.common.routine != routine::PIPE_PUMP) {
            blob_gone = Some(frame);
        }
        let after = world.objects.slots.get(i).map(|o| match &o.state {
            State::CpzBoss(s) => s.status2 & status2::DRIP,
            _ => 0,
        });
        if before == 0 && after == Some(status2::DRIP) {
            drips.push(frame);
        }
        if world.objects.slots.get(dripper).is_none_or(|o| o.common.routine != routine::DRIPPER) {
            break;
        }
        frame += 1;
    }
    let mut expected: Vec<u8> = (0..=11).map(|k| 0x58 - 8 * k).collect();
    expected.push(0xF8);
    assert_eq!(offsets, expected);
    assert_eq!(blob_gone, Some(17 + 18 * 10 + 0xC + 6));
    assert_eq!(drips, (0..12).map(|k| 18 + 19 * k).collect::<Vec<_>>());
    assert_eq!(frame, 18 + 19 * 11, "the dripper is deleted with its 12th drop");
}

/// Retracting: the lowest segment left goes each frame (found by its y), then the pipe's top.
#[test]
fn the_pipe_retracts_a_segment_a_frame() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let pipe = i + 5;
    run_until(&mut world, 400, Buttons::NONE, |w| part(w, pipe).0.routine == routine::PIPE_RETRACT);
    assert_eq!(part(&world, pipe).1.y_offset, 0x58);
    for n in 1..=11 {
        world.step(Buttons::NONE);
        assert_eq!(pieces(&world, routine::PIPE_SEGMENT, None).len(), 11 - n, "frame {n}");
        assert_eq!(part(&world, pipe).1.y_offset, 0x58 - 8 * n as u8);
    }
    assert!(part(&world, pipe).1.flag);
    world.step(Buttons::NONE);
    assert!(world.objects.slots.get(pipe).is_none_or(|o| o.common.id != CPZ_BOSS), "the pipe's top is gone");
}

/// The game's `d7` bug: each frame the retracting pipe finds a segment, only the $5D slots after it run.
#[test]
fn the_retracting_pipe_cuts_run_objects_short() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let pipe = i + 5;
    run_until(&mut world, 400, Buttons::NONE, |w| part(w, pipe).0.routine == routine::PIPE_RETRACT);
    // Two boss explosions: one in the last slot it still runs, one beyond.
    let explosion = || Obj {
        common: Common { id: BOSS_EXPLOSION_ID, x: 0x2A80 << 8, y: 0x400 << 8, ..Default::default() },
        state: State::EhzBoss(Default::default()),
    };
    let near = world.objects.slots.allocate(explosion(), pipe + 0x5D, None).unwrap();
    let far = world.objects.slots.allocate(explosion(), pipe + 0x5E, None).unwrap();
    assert_eq!((near, far), (pipe + 0x5D, pipe + 0x5E));
    world.step(Buttons::NONE);
    let routine_of = |w: &World, k: usize| w.objects.slots.get(k).unwrap().common.routine;
    assert_eq!((routine_of(&world, near), routine_of(&world, far)), (2, 0), "the far one did not run");
    assert_eq!(world.objects.game.last_slot, None);
    // The frame the pipe's top deletes itself nothing is cut.
    steps(&mut world, 10);
    assert_eq!(routine_of(&world, far), 0);
    world.step(Buttons::NONE);
    assert_eq!(routine_of(&world, far), 2);
}

/// Full after 12 drops: the Eggmobile follows the player (76 px to his right, 1 px a frame, between $2A28 and
/// $2B70) and the container tilts out 1 px a frame to $58 px.
#[test]
fn full_it_follows_the_player_and_tilts_the_container() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let glass = i + 4;
    run_until(&mut world, 400, Buttons::NONE, |w| part(w, i).1.status2 & status2::TILT != 0);
    assert_eq!(part(&world, i + 7).0.anim, 0x17, "the extension filled: animation $17");
    assert_eq!(part(&world, i).1.status2 & status2::FILLING, 0);
    world.step(Buttons::NONE);
    assert_eq!(part(&world, i).0.routine_secondary, step::FOLLOW_PLAYER);
    assert_eq!((part(&world, glass).1.extension, part(&world, glass).0.anim), (-0x11, 6));
    let x0 = px(part(&world, i).1.next_x);
    for frame in 1..=0x47 {
        world.step(Buttons::NONE);
        let ext = part(&world, glass).1.extension;
        assert_eq!(ext, -0x11 - frame, "frame {frame}");
        let x = px(part(&world, i).1.next_x);
        assert_eq!(x, (x0 - frame as i32).max(PLAYER_X + i32::from(FOLLOW_DISTANCE)));
        // Drawn behind the Eggmobile by its extension (the player is on its left: not flipped).
        let (g, _) = part(&world, glass);
        assert_eq!(px(g.x), px(part(&world, i).0.x) + i32::from(ext));
        // (The animation is chosen before the step.)
        let d1 = ext + 1;
        let anim = if d1 >= -0x28 {
            6
        } else if d1 >= -0x40 {
            7
        } else {
            8
        };
        assert_eq!(g.anim, anim);
    }
    // It reaches 76 px right of the player, 1 px a frame; the container's end is then 12 px left of him, in
    // the dumping range: its floor opens.
    let target = PLAYER_X + i32::from(FOLLOW_DISTANCE);
    let n = run_until(&mut world, 200, Buttons::NONE, |w| px(part(w, i).1.next_x) == target);
    assert_eq!(n as i32, x0 - 0x47 - target);
    assert_eq!(part(&world, glass).1.extension, -0x58, "held at $58 px");
    assert_ne!(part(&world, i).1.status2 & status2::OPENING, 0);
    steps(&mut world, 5);
    assert_eq!(px(part(&world, i).1.next_x), target);
}

/// Following a player on the right: it turns to face him, 1 px a frame, and stops at x $2B70.
#[test]
fn following_it_stops_at_x_2b70() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    run_until(&mut world, 100, Buttons::NONE, |w| part(w, i).0.routine_secondary == step::WAIT);
    part_mut(&mut world, i).0.routine_secondary = step::FOLLOW_PLAYER;
    world.player.x = 0x2B40 << 8;
    let x0 = px(part(&world, i).1.next_x);
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((c.status & 1, c.x_flip, px(s.next_x)), (1, true, x0 + 1));
    let n = run_until(&mut world, 200, Buttons::NONE, |w| px(part(w, i).1.next_x) == i32::from(FOLLOW_MAX_X));
    assert_eq!(n as i32, i32::from(FOLLOW_MAX_X) - x0 - 1);
    steps(&mut world, 20);
    assert_eq!(px(part(&world, i).1.next_x), i32::from(FOLLOW_MAX_X));
    assert!(i32::from(FOLLOW_MAX_X) < 0x2B40 + i32::from(FOLLOW_DISTANCE));
    // And on the left at x $2A28 (the camera's limit moved out of the way).
    world.bounds.left = 0x2900;
    world.player.x = 0x2980 << 8;
    steps(&mut world, 0x200);
    assert_eq!(px(part(&world, i).1.next_x), i32::from(FOLLOW_MIN_X));
    assert!(i32::from(FOLLOW_MIN_X) > 0x2980 + i32::from(FOLLOW_DISTANCE));
}

/// The dump: a player 8–$20 px beyond the container's end opens its floor; $12 frames later the gunk falls
/// (hurting: $87) with gravity $38 until $20 px above the floor, then splits into droplets; the Eggmobile flies
/// to the left end; the container swings back and at −$10 a new pipe waits.
#[test]
fn the_container_dumps_the_gunk_on_the_player() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let glass = i + 4;
    let extension = i + 7;
    run_until(&mut world, 500, Buttons::NONE, |w| part(w, glass).1.extension == -0x58);
    // Put the player just out of range, then in range (the end is at x − $58; in range: x − $58 + 8 … + $20).
    let end = px(part(&world, i).0.x) - 0x58;
    world.player.x = (end + 8 - 1 + 0x50) << 8;
    steps(&mut world, 3);
    assert_eq!(part(&world, i).1.status2 & status2::OPENING, 0);
    // (Following him, it keeps 76 px to his right: put him back each frame.)
    let mut opened = None;
    for frame in 0..200 {
        let end = px(part(&world, i).0.x) - 0x58;
        world.player.x = (end + 8) << 8;
        world.step(Buttons::NONE);
        if part(&world, i).1.status2 & status2::OPENING != 0 {
            opened = Some(frame);
            break;
        }
    }
    assert!(opened.is_some(), "the floor opens");
    assert_eq!(part(&world, glass).1.timer2, 0x12);
    let floor2 = pieces(&world, routine::CONTAINER, Some(cpz_boss::container::part::FLOOR2));
    assert_eq!(floor2.len(), 1);
    assert_eq!((part(&world, floor2[0]).1.timer2, part(&world, floor2[0]).0.anim), (0x24 - 1, 0xB));
    world.player.x = PLAYER_X << 8;
    steps(&mut world, 0x11);
    assert_eq!(part(&world, extension).0.routine, routine::CONTAINER);
    // The $12th frame the container releases it and the extension (after it) becomes the gunk at once.
    world.step(Buttons::NONE);
    let (g, _) = part(&world, extension);
    assert_eq!((g.routine, g.routine_secondary, g.collision_flags), (routine::GUNK, 0, 0x87));
    assert_eq!(part(&world, i).1.status2 & (status2::RELEASE | status2::SWING_BACK), status2::SWING_BACK);
    let y0 = g.y;
    world.step(Buttons::NONE);
    let (g, _) = part(&world, extension);
    assert_eq!((g.y_radius, g.anim, g.y, g.y_vel), (0x20, 0x19, y0, 0x38));
    let y0 = g.y;
    // Falls with gravity $38 until its bottom ($20 below) is in the floor.
    let mut y_vel = 0x38;
    let mut y = y0;
    let mut frames = 0;
    loop {
        world.step(Buttons::NONE);
        frames += 1;
        let (g, gs) = part(&world, extension);
        if g.routine_secondary != cpz_boss::container::gunk_step::FALL {
            assert_eq!(g.routine_secondary, cpz_boss::container::gunk_step::DROPLETS);
            assert_eq!(px(g.y), FLOOR - 1 - 0x20, "its y radius above the floor's top row");
            let (m, ms) = part(&world, i);
            assert_eq!(m.routine_secondary, step::MOVE_TO_TARGET);
            assert_eq!(ms.status2 & (status2::TILT | status2::SWING_BACK), status2::TILT | status2::SWING_BACK);
            let _ = gs;
            break;
        }
        y += y_vel;
        y_vel += 0x38;
        assert_eq!((g.y, i32::from(g.y_vel)), (y, y_vel), "frame {frames}");
    }
    // The droplets: the gunk bounces at half its speed, shifted, harmless; four more fly off.
    let landing_speed = y_vel + 0x38;
    let before = pieces(&world, routine::GUNK, None).len();
    world.step(Buttons::NONE);
    let (g, _) = part(&world, extension);
    assert_eq!((g.subtype, g.collision_flags, g.mapping_frame, g.x_radius, g.y_radius), (1, 0, 9, 4, 4));
    let drops = pieces(&world, routine::GUNK, Some(cpz_boss::container::gunk_step::DROPLETS));
    assert_eq!((before, drops.len()), (1, 5));
    let _ = landing_speed;
    // The Eggmobile flies to the left end and stops there; the container swings back 1 px a frame and at
    // −$10 starts over with a new pipe.
    let frames = run_until(&mut world, 200, Buttons::NONE, |w| part(w, glass).1.extension == -0x10);
    assert_eq!(frames, 0x48 - 1);
    world.step(Buttons::NONE);
    assert_eq!(part(&world, glass).0.routine_secondary, cpz_boss::container::part::INIT);
    assert_eq!(pieces(&world, routine::PIPE, None).len(), 1, "a new pipe");
    assert!(pieces(&world, routine::CONTAINER, Some(cpz_boss::container::part::EXTEND)).is_empty());
    world.step(Buttons::NONE);
    assert_eq!(part(&world, glass).0.routine_secondary, cpz_boss::container::part::MAIN);
    assert_eq!(pieces(&world, routine::CONTAINER, Some(cpz_boss::container::part::EXTEND)).len(), 1);
    assert_eq!(pieces(&world, routine::CONTAINER, Some(cpz_boss::container::part::FLOOR)).len(), 1, "the same floor");
    let stopped = run_until(&mut world, 200, Buttons::NONE, |w| part(w, i).0.routine_secondary == step::WAIT);
    assert!(stopped > 0);
    assert!((px(part(&world, i).1.next_x) - i32::from(TARGET_LEFT)).abs() <= 3);
}

/// A hit: 32 frames untouchable, the palette flashing, Robotnik wincing on the first.
#[test]
fn a_hit_leaves_it_untouchable_for_32_frames_while_the_palette_flashes() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    steps(&mut world, 50);
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((c.collision_flags, s.invulnerable, s.flash), (0, 0x1F, FlashColour::Black));
    assert_eq!(part(&world, i + 1).0.anim, 2, "Robotnik winces");
    for frame in 2..32 {
        world.step(Buttons::NONE);
        let (c, s) = part(&world, i);
        assert_eq!((c.collision_flags, s.invulnerable), (0, 0x20 - frame), "frame {frame}");
        let colour = if frame % 2 == 1 { FlashColour::Black } else { FlashColour::White };
        assert_eq!(s.flash, colour);
    }
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((c.collision_flags, s.invulnerable, s.flash, c.collision_property), (0x0F, 0, FlashColour::White, 7));
}

/// A rolling player jumping into it takes a hit off it (`Touch_Enemy_Part2`) and bounces back.
#[test]
fn a_rolling_player_takes_a_hit_and_bounces_back() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    steps(&mut world, 50);
    let (c, _) = part(&world, i);
    let (x, y) = (px(c.x), px(c.y));
    let mut p = Player::standing(Character::Sonic, x - 10, y + 30);
    p.air = true;
    p.rolling = true;
    p.pose = engine::player::Pose::Roll;
    p.x_speed = 0x100;
    p.y_speed = -0x400;
    world.player = p;
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((c.collision_property, c.collision_flags, s.invulnerable), (7, 0, 0x1F));
    // (His air move ran first: gravity $38 and the air drag of 1/32 while rising.)
    assert_eq!((world.player.x_speed, world.player.y_speed), (-(0x100 - 0x100 / 32), 0x400 - 0x38));
}

/// The gunk hurts a player it falls on; Robotnik laughs while he is hurt.
#[test]
fn the_gunk_hurts_and_robotnik_laughs() {
    let mut world = arena_world();
    world.objects.game.rings = 5;
    let i = load_boss(&mut world);
    run_until(&mut world, 500, Buttons::NONE, |w| part(w, i + 4).1.extension == -0x58);
    let mut hurt = false;
    for _ in 0..300 {
        if part(&world, i).1.status2 & (status2::OPENING | status2::RELEASE) == 0
            && pieces(&world, routine::GUNK, None).is_empty()
        {
            let end = px(part(&world, i).0.x) - 0x58;
            world.player.x = (end + 8) << 8;
        }
        world.step(Buttons::NONE);
        if world.player.routine == Routine::Hurt {
            hurt = true;
            break;
        }
    }
    assert!(hurt, "the gunk hurt him");
    world.step(Buttons::NONE);
    assert_eq!(part(&world, i + 1).0.anim, 3, "Robotnik laughs");
}

/// Eight hits: 1000 points, 180 frames of explosions where it is, the pieces fall apart, then it drops for 37
/// frames, rises, and $5E frames after the explosions flees right (x +$400, y −$40 a frame) while the camera's
/// right limit opens 2 px a frame to $2C30; it is deleted with Robotnik off screen.
#[test]
fn eight_hits_beat_it_and_it_flees_opening_the_camera() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    steps(&mut world, 50);
    for n in 0..7 {
        hit(&mut world, i);
        steps(&mut world, 32);
        assert_eq!(part(&world, i).0.collision_flags, 0x0F, "hit {n}");
    }
    let pump = pieces(&world, routine::PUMP, None)[0];
    let score = world.objects.game.score;
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!(world.objects.game.score, score + 1000);
    assert_eq!((c.routine_secondary, s.defeat_timer), (step::EXPLODE, 179));
    assert_eq!(part(&world, i + 1).0.anim, 4, "Robotnik looks beaten");
    let (x, y) = (c.x, c.y);
    // The pump breaks into three falling parts the next frame (status copied from the Eggmobile).
    world.step(Buttons::NONE);
    let parts = pieces(&world, routine::FALLING_PART, None);
    let frames: Vec<u8> = parts.iter().map(|&k| part(&world, k).0.mapping_frame).collect();
    assert!(frames.contains(&0x22) && frames.contains(&0x23) && frames.contains(&0x24), "{frames:x?}");
    let (p, ps) = part(&world, pump);
    assert_eq!((p.routine, ps.timer, p.y_vel, p.displayed), (routine::FALLING_PART, 0x78, -0x380, false));
    assert!((-2..=1).contains(&p.x_vel));
    // The container falls apart with three more pieces (it was out by $58 px… here by −$10: none).
    // Where it is for 179 more frames, a boss explosion within 32 px of it on every 8th (`Vint_runcount`).
    let explosions = |w: &World| -> Vec<(usize, i32, i32)> {
        let all = w.objects.slots.iter().filter(|(_, o)| o.common.id == BOSS_EXPLOSION_ID);
        all.map(|(k, o)| (k, px(o.common.x), px(o.common.y))).collect()
    };
    let mut eighths = 0;
    for frame in 2..=179 {
        let before = explosions(&world);
        world.step(Buttons::NONE);
        let (c, _) = part(&world, i);
        assert_eq!((c.x, c.y, c.routine_secondary), (x, y, step::EXPLODE), "frame {frame}");
        if world.objects.game.frame_counter & 7 == 0 {
            eighths += 1;
            let near = explosions(&world)
                .into_iter()
                .filter(|e| !before.contains(e))
                .any(|(_, ex, ey)| (-0x20..0x20).contains(&(ex - px(x))) && (-0x20..0x20).contains(&(ey - px(y))));
            assert!(near, "frame {frame}: a new explosion by the Eggmobile");
        }
    }
    assert!((22..=23).contains(&eighths));
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((c.routine_secondary, s.defeat_timer, c.status & (1 | NO_BALANCING)), (step::STOP_EXPLODING, -0x26, 1));
    // Drops for 37 frames (+$18), stops, rises for 47 frames (−8), stops at $30, flees at $38.
    let mut y_vels = vec![];
    for _ in 0..0x5E {
        world.step(Buttons::NONE);
        y_vels.push(part(&world, i).0.y_vel);
    }
    assert_eq!(y_vels[36], 37 * 0x18);
    assert_eq!(y_vels[37], 0);
    assert_eq!(y_vels[37 + 47], -47 * 8);
    assert_eq!(y_vels[37 + 48], 0);
    assert_eq!(part(&world, i).0.routine_secondary, step::RETREAT);
    assert!(part(&world, i).0.x_flip, "faces right");
    // Fleeing: the camera's right limit opens 2 px a frame to $2C30.
    let mut frames = 0;
    while world.bounds.right - 320 < 0x2C30 {
        world.step(Buttons::NONE);
        frames += 1;
        assert_eq!(world.bounds.right - 320, 0x2A20 + 2 * frames);
    }
    assert_eq!(frames, (0x2C30 - 0x2A20) / 2);
    let (c, s) = part(&world, i);
    assert_eq!((c.x_vel, c.y_vel, s.status2 & status2::RETREATING), (0x400, -0x40, status2::RETREATING));
    // Deleted with Robotnik once off screen.
    let n =
        run_until(&mut world, 400, Buttons::NONE, |w| w.objects.slots.get(i).is_none_or(|o| o.common.id != CPZ_BOSS));
    assert!(n > 0);
    assert!(world.objects.slots.get(i + 1).is_none_or(|o| o.common.routine != routine::ROBOTNIK));
    assert!(!world.objects.game.events.boss_defeated, "Obj5D never sets Boss_defeated_flag");
}

/// Beaten with the container tilted out $58 px: it falls apart as itself (frame $20, waiting $1E frames) and
/// three pieces of its extension (frame $21) $18, $30 and $48 px towards the Eggmobile, 8 px lower.
#[test]
fn beaten_tilted_the_container_falls_apart_in_four_pieces() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let glass = i + 4;
    run_until(&mut world, 500, Buttons::NONE, |w| part(w, glass).1.extension == -0x58);
    part_mut(&mut world, i).0.collision_property = 1;
    hit(&mut world, i);
    // The Eggmobile is beaten this frame, the container copies its status, and falls the frame after.
    let n = run_until(&mut world, 5, Buttons::NONE, |w| part(w, glass).0.routine == routine::FALLING_PART);
    assert_eq!(n, 3);
    let (g, gs) = part(&world, glass);
    let main_x = px(part(&world, i).0.x);
    assert_eq!((g.mapping_frame, gs.timer, g.y_vel, px(g.x)), (0x20, 0x1E, -0x380, main_x - 0x58));
    let mut pieces_x: Vec<i32> = world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == CPZ_BOSS && o.common.mapping_frame == 0x21)
        .map(|(_, o)| {
            assert_eq!(px(o.common.y), px(g.y) + 8);
            px(o.common.x) - px(g.x)
        })
        .collect();
    pieces_x.sort();
    assert_eq!(pieces_x, vec![0x18, 0x30, 0x48]);
}

/// The game's quirk: gunk dropped just before the last hit lands while the boss explodes; landing sends the
/// Eggmobile back to its flying step, whose hit check finds it beaten again: another 1000 points and 180
/// more frames of explosions.
#[test]
fn gunk_landing_during_the_explosions_beats_it_again() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    let extension = i + 7;
    run_until(&mut world, 500, Buttons::NONE, |w| part(w, i + 4).1.extension == -0x58);
    run_until(&mut world, 200, Buttons::NONE, |w| part(w, extension).0.routine == routine::GUNK);
    part_mut(&mut world, i).0.collision_property = 1;
    hit(&mut world, i);
    let score = world.objects.game.score;
    world.step(Buttons::NONE);
    assert_eq!((world.objects.game.score, part(&world, i).0.routine_secondary), (score + 1000, step::EXPLODE));
    let landed = run_until(&mut world, 100, Buttons::NONE, |w| part(w, extension).0.routine_secondary != 2);
    assert!(landed < 100);
    assert_eq!(part(&world, i).0.routine_secondary, step::MOVE_TO_TARGET);
    world.step(Buttons::NONE);
    let (c, s) = part(&world, i);
    assert_eq!((world.objects.game.score, c.routine_secondary, s.defeat_timer), (score + 2000, step::EXPLODE, 179));
}

/// A falling part waits its time, explodes, waits 30 frames, then falls with gravity $38 (x in whole pixels)
/// until below y $580.
#[test]
fn falling_parts_explode_wait_and_fall() {
    let mut world = arena_world();
    let c =
        Common { id: CPZ_BOSS, routine: routine::FALLING_PART, x: 0x2A80 << 8, y: 0x4C0 << 8, ..Default::default() };
    let s = CpzBoss { timer: 3, ..Default::default() };
    let k = world.objects.slots.allocate(Obj { common: c, state: State::CpzBoss(s) }, 0, None).unwrap();
    part_mut(&mut world, k).0.x_vel = -2;
    part_mut(&mut world, k).0.y_vel = -0x380;
    steps(&mut world, 2);
    assert_eq!(count_id(&world, BOSS_EXPLOSION_ID), 0);
    world.step(Buttons::NONE);
    assert_eq!(count_id(&world, BOSS_EXPLOSION_ID), 1);
    assert_eq!((part(&world, k).1.timer, part(&world, k).1.timer2), (0xF9, 0x1D));
    steps(&mut world, 0x1D);
    assert_eq!(px(part(&world, k).0.x), 0x2A80);
    world.step(Buttons::NONE);
    let (c, _) = part(&world, k);
    assert_eq!((px(c.x), c.y, c.y_vel), (0x2A80 - 2, (0x4C0 << 8) - 0x380, -0x380 + 0x38));
    let n =
        run_until(&mut world, 200, Buttons::NONE, |w| w.objects.slots.get(k).is_none_or(|o| o.common.id != CPZ_BOSS));
    // y = $4C0·256 − $380·n + $38·n(n−1)/2 first reaches $580·256.
    let fall = (1..).find(|&n: &i32| (0x4C0 << 8) - 0x380 * n + 0x38 * n * (n - 1) / 2 >= 0x580 << 8).unwrap();
    assert_eq!(n as i32, fall - 1);
}

/// A save state taken mid-fight (pipe pumping, the dripper dripping, a hit flashing) replays exactly.
#[test]
fn a_save_state_mid_fight_replays_exactly() {
    let mut world = arena_world();
    let i = load_boss(&mut world);
    steps(&mut world, 150);
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let saved = world.snapshot();
    let run = |w: &mut World| {
        for n in 0..700 {
            if n == 400 {
                let (c, _) = part_mut(w, i);
                (c.collision_flags, c.collision_property, c.status) = (0, 0, c.status | NO_BALANCING);
            }
            w.step(if n % 90 < 45 { Buttons::RIGHT } else { Buttons::LEFT });
        }
        w.snapshot()
    };
    let first = run(&mut world);
    world.restore(&saved);
    assert_eq!(world.snapshot(), saved);
    assert_eq!(run(&mut world), first);
}

/// Chemical Plant's egg prison frees Chemical Plant's animals (`Obj28_ZoneAnimals`: a rabbit, an eagle).
#[test]
fn the_cpz_egg_prison_frees_rabbits_and_eagles() {
    use engine::objects::s2::explosion::{ANIMAL_ID, CPZ_ANIMALS, zone_animals};
    assert_eq!(zone_animals(LevelEvents::Cpz2), CPZ_ANIMALS);
    assert_eq!((CPZ_ANIMALS[0].x_vel, CPZ_ANIMALS[0].y_vel, CPZ_ANIMALS[1].x_vel), (-0x200, -0x400, -0x280));
    let mut level = arena();
    level.events = LevelEvents::Cpz2;
    level.player_start = Point { x: 0x2CD0, y: 0x480 };
    level.bounds = Bounds { left: 0x2C00, top: 0x448, right: 0x2C30 + 320, bottom: 0x450 + 224 };
    let player = Player::standing(Character::Sonic, 0x2CD0, 0x480);
    let mut world = World::with_player(&level, player);
    world.player.air = true;
    // After the fight: the events only keep the left limit on the camera.
    world.objects.game.events.routine = 6;
    world.objects.game.events.boss_id = BOSS_CPZ;
    let c = Common::new(0x3E, 0, 0x2CD0, 0x4E0, false, false);
    world.objects.slots.allocate(Obj::new(c), 0, None).unwrap();
    let n = run_until(&mut world, 200, Buttons::NONE, |w| count_id(w, ANIMAL_ID) > 0);
    assert!(n > 0);
    steps(&mut world, 2);
    for (_, o) in world.objects.slots.iter().filter(|(_, o)| o.common.id == ANIMAL_ID) {
        let State::EggPrison(s) = &o.state else { panic!("animal state") };
        assert!(CPZ_ANIMALS.contains(&s.animal), "{:?}", s.animal);
    }
    let n = run_until(&mut world, 3000, Buttons::NONE, |w| w.objects.game.act_clear);
    assert!(n > 0);
}
/// The Eggmobile's slot, if it is in play.
fn eggmobile(world: &World) -> Option<usize> {
    pieces(world, routine::MAIN, None).first().copied()
}

/// The middle of Chemical Plant 2's arena floor (terrain; tipping floors either side).
const MIDDLE: (i32, i32) = (0x2A88, 0x2AE8);

/// One frame of a scripted player who wants to hit the Eggmobile: stay on the arena's middle floor, under the
/// Eggmobile as far as it goes, and jump when it is above and touchable.
fn fight_input(world: &World) -> Buttons {
    let p = &world.player;
    let Some(i) = eggmobile(world) else { return Buttons::NONE };
    let (c, _) = part(world, i);
    let (bx, by) = (px(c.x), px(c.y));
    let (x, y) = (p.pixel_x(), p.pixel_y());
    if p.air {
        return if p.y_speed < 0 { Buttons::JUMP } else { Buttons::NONE };
    }
    if c.collision_flags != 0 && (bx - x).abs() < 0x14 && by < y {
        return Buttons::JUMP;
    }
    let target = bx.clamp(MIDDLE.0, MIDDLE.1);
    if target > x + 4 {
        Buttons::RIGHT
    } else if target < x - 4 {
        Buttons::LEFT
    } else {
        Buttons::NONE
    }
}

/// The real act end to end: the player walks into the arena (it locks at camera x $2A20: both x limits
/// $2A20, the top limit $448, the bottom heading for $450), the boss arrives $5A frames later at ($2B80,
/// $4B0); a scripted player (invincible, so the gunk cannot hurt him) jumps into it 8 times from the middle
/// floor; it explodes, flees and opens the right limit to $2C30; he runs right and jumps onto the egg
/// prison's button (the jump's x found by trying from a save state), and the act ends. A save state taken
/// mid-fight replays exactly.
#[test]
fn cpz2_imported_the_boss_is_beaten_and_the_act_ends() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Cpz2);
    assert_eq!(level.events, LevelEvents::Cpz2);
    let prison = level.objects.iter().find(|p| p.kind == formats::object::ObjectKind::EggPrison).expect("prison");
    assert_eq!((prison.x, prison.y), (0x2CD0, 0x4E0));
    let mut world = World::with_player(level, Player::standing(Character::Sonic, 0x2A90, FLOOR - 20));
    world.objects.game.rings = 50;
    world.player.invincibility = 30000;
    world.step(Buttons::NONE);
    assert_eq!((world.bounds.left, world.objects.game.events.routine), (world.camera.x, 2));
    let mut frames = 0;
    while world.objects.game.events.routine < 4 {
        world.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 300, "the arena never closed; camera at {:?}", world.camera);
    }
    assert_eq!((world.bounds.left, world.bounds.right - 320), (0x2A20, 0x2A20));
    assert_eq!(world.objects.game.events.boss_id, BOSS_CPZ);
    for _ in 1..0x5A {
        world.step(Buttons::NONE);
        assert!(eggmobile(&world).is_none());
    }
    assert_eq!(world.bounds.top, 0x448);
    // Loaded after the objects ran (the events follow the camera): it builds itself the next frame.
    world.step(Buttons::NONE);
    assert_eq!(pieces(&world, routine::INIT, None).len(), 1);
    world.step(Buttons::NONE);
    let i = eggmobile(&world).expect("the boss built itself");
    assert_eq!((px(part(&world, i).0.x), px(part(&world, i).0.y)), (0x2B80, 0x4B0));
    assert_eq!(world.objects.game.events.routine, 6);
    // The fight.
    let mut hits = vec![];
    let mut saved = None;
    for frame in 0..6000 {
        world.step(fight_input(&world));
        let (c, _) = part(&world, i);
        if hits.len() < usize::from(8 - c.collision_property) {
            hits.push(frame);
            if hits.len() == 3 {
                saved = Some(world.snapshot());
            }
        }
        if c.routine_secondary >= step::EXPLODE {
            break;
        }
    }
    assert_eq!(hits.len(), 8, "beaten by the scripted player: hits at {hits:?}");
    assert_eq!(part(&world, i).0.routine_secondary, step::EXPLODE);
    assert_eq!(world.bounds.bottom - 224, 0x450);
    // The save state after the third hit replays the rest of the fight exactly.
    let beaten = world.snapshot();
    let saved = saved.expect("saved after the third hit");
    world.restore(&saved);
    for _ in 0..6000 {
        if world.objects.slots.get(i).is_some_and(|o| o.common.routine_secondary >= step::EXPLODE) {
            break;
        }
        world.step(fight_input(&world));
    }
    assert_eq!(world.snapshot(), beaten);
    // It explodes, flees; the right limit opens to $2C30 and it is gone.
    let n =
        run_until(&mut world, 2000, Buttons::NONE, |w| w.objects.slots.get(i).is_none_or(|o| o.common.id != CPZ_BOSS));
    assert!(n > 180 + 0x5E);
    assert_eq!(world.bounds.right - 320, 0x2C30);
    assert_eq!(world.bounds.left, world.camera.x, "the left limit follows the camera");
    // Run right and jump onto the prison's button.
    world.player.invincibility = 0;
    let saved = world.snapshot();
    let pressed = (0x2C00..0x2CD0).step_by(4).find(|&jump_x| {
        world.restore(&saved);
        for _ in 0..600 {
            let jump = world.player.pixel_x() >= jump_x;
            world.step(if jump { Buttons::RIGHT.union(Buttons::JUMP) } else { Buttons::RIGHT });
            if world.objects.game.timer_stopped {
                return true;
            }
        }
        false
    });
    assert!(pressed.is_some(), "Sonic reaches the button");
    let n = run_until(&mut world, 3000, Buttons::NONE, |w| w.objects.game.act_clear);
    assert!(n > 0);
}
