//! The end of Casino Night Zone Act 2 (s2disasm `LevEvents_CNZ2`, `Obj51` the Eggmobile with its electric
//! generators and balls, `Obj58` its explosions): the camera limits, the boss's positions, speeds and timings,
//! its hit count, defeat and escape, as the exact integers of the disassembly. The boss runs in a `World` on a flat
//! arena (floor top at y $700) whose player objects ignore (`obj_control` bit 7).

use crate::support::{self, cam, steps};
use engine::math::sin;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_CNZ};
use engine::objects::runtime::object::{Common, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s2::boss_hit::FlashColour;
use engine::objects::s2::cnz_boss::{
    self, BALL_COLLISION, COLLISION, CnzBoss, FIRST_INVULNERABLE, FLY_VEL, START_X, START_Y, TURN_LEFT_X, TURN_RIGHT_X,
    step, subtype,
};
use engine::objects::s2::ehz_boss::BOSS_EXPLOSION_ID;
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point};

const CNZ_BOSS: u8 = 0x51;
/// The bounds once the arena closed (`LevEvents_CNZ2`: x $2860–$28E0, top $4E0).
const ARENA: Bounds = Bounds { left: 0x2860, top: 0x4E0, right: 0x28E0 + 320, bottom: 0x62E + 224 };

fn arena() -> Level {
    let mut level = support::solid_rows(90, 16, 14..16);
    level.bounds = ARENA;
    level.player_start = Point { x: 0x2880, y: 0x500 };
    level
}

/// The arena with the player high up and out of the fight, and the boss loaded.
fn boss_world() -> (World, usize) {
    let mut world = World::new(&arena(), Character::Sonic);
    world.player.object_control = 0x80;
    let i = world.objects.slots.allocate(cnz_boss::spawned(), 0, None).expect("a free slot");
    (world, i)
}

fn boss(world: &World, i: usize) -> (&Common, &CnzBoss) {
    let obj = world.objects.slots.get(i).expect("boss slot");
    match &obj.state {
        State::CnzBoss(s) if obj.common.routine == subtype::MAIN => (&obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn px(v: i32) -> i32 {
    v >> 8
}

/// The electric balls: (slot, x, y, routine_secondary, x_vel).
fn balls(world: &World) -> Vec<(usize, i32, i32, u8, i16)> {
    world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| o.common.id == CNZ_BOSS && o.common.routine == subtype::BALL)
        .map(|(k, o)| (k, px(o.common.x), px(o.common.y), o.common.routine_secondary, o.common.x_vel))
        .collect()
}

/// What `Touch_Enemy`'s multi-sprite branch does to the boss on a hit.
fn hit(world: &mut World, i: usize) {
    let c = &mut world.objects.slots.get_mut(i).expect("boss").common;
    c.collision_flags = 0;
    c.collision_property -= 1;
}

#[test]
fn cnz2_events_close_the_arena_and_load_the_boss() {
    let player = Player::standing(Character::Sonic, 0x2900, 0x600);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x700 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let run = |x: i32, y: i32, bounds: &mut Bounds, game: &mut GameState, slots: &mut Slots| {
        level_events::run(LevelEvents::Cnz2, bounds, &cam(x, y), game, slots, &player)
    };
    run(0x27BF, 0x400, &mut bounds, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine), (0, 0));
    run(0x27C0, 0x400, &mut bounds, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.routine, game.events.max_y_target), (0x27C0, 2, Some(0x62E)));
    run(0x2890, 0x4E0, &mut bounds, &mut game, &mut slots);
    assert_eq!(
        (bounds.left, bounds.right - 320, game.events.routine, game.events.boss_id),
        (0x2860, 0x28E0, 4, BOSS_CNZ)
    );
    for frame in 1..=0x5A {
        assert_eq!(slots.iter().filter(|(_, o)| o.common.id == CNZ_BOSS).count(), 0, "frame {frame}");
        run(0x2890, 0x4E0, &mut bounds, &mut game, &mut slots);
    }
    assert_eq!(bounds.top, 0x4E0);
    assert_eq!(slots.iter().filter(|(_, o)| o.common.id == CNZ_BOSS).count(), 1);
    assert_eq!(game.events.routine, 6);
    run(0x29FF, 0x4E0, &mut bounds, &mut game, &mut slots);
    assert_eq!(bounds.left, 0x2860);
    run(0x2A00, 0x4E0, &mut bounds, &mut game, &mut slots);
    assert_eq!((bounds.left, game.events.max_y_target), (0x2A00, Some(0x5D0)));
}

#[test]
fn it_flies_between_28c0_and_29c0_bobbing_and_switches_its_electricity_every_40_frames() {
    let (mut world, i) = boss_world();
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((px(c.x), px(c.y), c.collision_flags, c.collision_property), (0x2A46, 0x654, COLLISION, 8));
    assert_eq!(
        (s.boss_x_vel, s.countdown, s.invulnerable, s.frames),
        (-FLY_VEL, 1, FIRST_INVULNERABLE, [0, 5, 1, 6, 2])
    );
    // 1½ px a frame left from $2A46 to $28C0: $186 px, 260 frames; it turns on the next.
    let mut x = i32::from(START_X) << 16;
    let mut v = -i32::from(FLY_VEL);
    let mut sine = 0u8;
    for k in 1..=600 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        if v < 0 && (x >> 16) <= i32::from(TURN_LEFT_X) {
            x = (i32::from(TURN_LEFT_X) << 16) | (x & 0xFFFF);
            v = i32::from(FLY_VEL);
        } else if v > 0 && (x >> 16) >= i32::from(TURN_RIGHT_X) {
            x = (i32::from(TURN_RIGHT_X) << 16) | (x & 0xFFFF);
            v = -i32::from(FLY_VEL);
        }
        x += v << 8;
        let y = i32::from(START_Y) + i32::from(sin(sine) >> 6);
        sine = sine.wrapping_add(2);
        assert_eq!((px(c.x), px(c.y), s.step), (x >> 16, y, step::FLY), "frame {k}");
        assert_eq!(c.x_flip, v > 0, "frame {k}");
        // `Boss_Countdown` counts up from 1: at each multiple of $40 the electricity switches.
        let count = 1 + k;
        assert_eq!(s.countdown, count as i16);
        let phase = count & !0x3F;
        let expected = match phase {
            0 => (0, 0),
            p if p & 0x40 != 0 => (0xF, 2),
            _ => (0xC, 1),
        };
        // The electricity's first frame is animated at once (`Ani_obj51` 9 and 4 start at $F and $C).
        let frame = match expected.0 {
            0 => 0,
            f => s.frames[0].clamp(f, f + 2),
        };
        assert_eq!((frame, s.collision_routine), (s.frames[0], expected.1), "frame {k}");
    }
}

#[test]
fn with_the_player_low_beneath_it_it_drops_an_electric_ball_that_splits_on_the_floor() {
    let (mut world, i) = boss_world();
    world.step(Buttons::NONE);
    // The player below the boss's path at x $2900 (falling to the floor: y $6B0 or lower).
    world.player.x = 0x2900 << 8;
    world.player.y = 0x6B0 << 8;
    let frames = support::run_until(&mut world, 400, Buttons::NONE, |w| !balls(w).is_empty());
    let (c, s) = boss(&world, i);
    assert!((px(c.x) - 0x2900 + 0x10) < 0x20 && px(c.x) - 0x2900 + 0x10 >= 0, "within 16 px: {:x}", px(c.x));
    assert_eq!((s.step, s.countdown, s.balls, s.collision_routine), (step::DROP_BALL, 0x50, 1, 0));
    assert!(frames > 1);
    let x = px(c.x);
    assert_eq!(balls(&world)[0].2 - px(c.y), 0x30, "made $30 below the boss (its first frame, after it)");
    // It hangs, 1 px lower a frame to $2E below the boss, for $50 frames, then falls.
    let mut hang = vec![];
    while balls(&world).first().is_some_and(|b| b.3 <= 2) {
        world.step(Buttons::NONE);
        let b = balls(&world)[0];
        let (c, _) = boss(&world, i);
        assert_eq!(px(c.x), x, "it stops");
        hang.push(b.2 - px(c.y));
    }
    assert_eq!(hang.len(), 0x50);
    assert_eq!(&hang[..3], &[0, 1, 2]);
    assert_eq!(*hang.last().expect("frames"), 0x2E);
    // It falls ($38 gravity) to the floor and splits: two balls flying apart (∓$100) up at −$300.
    let split = support::run_until(&mut world, 100, Buttons::NONE, |w| balls(w).len() == 2);
    let b = balls(&world);
    assert!(split < 100);
    assert_eq!((b[0].3, b[1].3), (6, 6));
    assert_eq!(b[0].4.abs(), 0x100);
    assert_eq!(b[0].4, -b[1].4);
    // The boss goes on $14 frames after the ball fell, and waits $40 frames before the next.
    let s = boss(&world, i).1;
    assert!(s.step == step::FLY || s.countdown <= 0);
    let gone = support::run_until(&mut world, 200, Buttons::NONE, |w| balls(w).is_empty());
    assert!(gone < 200);
    let obj = world.objects.slots.iter().find(|(_, o)| o.common.collision_flags == BALL_COLLISION);
    assert!(obj.is_none());
}

#[test]
fn the_first_hit_flashes_80_frames_the_others_48() {
    let (mut world, i) = boss_world();
    steps(&mut world, 10);
    hit(&mut world, i);
    let mut flash = 0;
    while boss(&world, i).0.collision_flags == 0 || flash == 0 {
        world.step(Buttons::NONE);
        flash += 1;
    }
    assert_eq!(flash, 0x80, "`Obj51_Init`'s $80 in `boss_invulnerable_time`");
    hit(&mut world, i);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((c.collision_flags, c.collision_property, s.invulnerable, s.flash), (0, 6, 47, s.flash));
    assert_eq!(s.anim[6] & 0xF, 6, "Robotnik winces");
    let mut flash = 1;
    while boss(&world, i).0.collision_flags == 0 {
        world.step(Buttons::NONE);
        flash += 1;
    }
    assert_eq!(flash, 48);
    assert_ne!(boss(&world, i).1.flash, FlashColour::Level);
}

#[test]
fn eight_hits_beat_it_the_generators_fall_and_it_flees_opening_the_camera() {
    let (mut world, i) = boss_world();
    steps(&mut world, 10);
    for _ in 0..8 {
        hit(&mut world, i);
        let _ = support::run_until(&mut world, 200, Buttons::NONE, |w| {
            let (c, s) = boss(w, i);
            c.collision_flags != 0 || s.step == step::DEFEATED
        });
    }
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.countdown), (step::DEFEATED, 0xB3));
    assert_eq!(world.objects.game.score, 1000);
    let (x, y) = (px(c.x), px(c.y));
    let mut gen_y = (y << 16, y << 16);
    let mut gen_v = (0i32, 0i32);
    for k in 1..=0xB3 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!((px(c.x), s.countdown, s.frames[0], s.frames[3]), (x, 0xB3 - k, 0, 0xB), "frame {k}");
        if s.countdown <= 0x78 {
            gen_y.1 += gen_v.1 << 8;
            gen_v.1 = if gen_y.1 >> 16 >= 0x6F0 { 0 } else { gen_v.1 + 0x38 };
            assert_eq!(i32::from(s.subs[3].1), gen_y.1 >> 16, "left generator, frame {k}");
        }
        if s.countdown <= 60 {
            gen_y.0 += gen_v.0 << 8;
            gen_v.0 = if gen_y.0 >> 16 >= 0x6F0 { 0 } else { gen_v.0 + 0x38 };
            assert_eq!(i32::from(s.subs[0].1), gen_y.0 >> 16, "right generator, frame {k}");
        }
    }
    assert!(world.objects.slots.iter().any(|(_, o)| o.common.id == BOSS_EXPLOSION_ID));
    assert_eq!(world.objects.game.events.cnz2_walls, [None, None]);
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.countdown, c.x_flip), (step::HOVER, -0x12, true));
    // `loc_31D7E` writes chunk $DD at the arena's right wall (`Level_Layout+$C54`).
    assert_eq!(world.objects.game.events.cnz2_walls, [Some(level_events::CNZ2_OPENED_CHUNK), None]);
    let mut vels = vec![];
    while boss(&world, i).1.step == step::HOVER {
        world.step(Buttons::NONE);
        vels.push(boss(&world, i).1.boss_y_vel);
    }
    assert_eq!(vels.len(), 0x12 + 0x20);
    assert_eq!(vels[0x10], 0x11 * 0x18);
    assert_eq!(vels[0x11], 0);
    assert_eq!(vels[0x11 + 0x17], -0x17 * 8);
    assert_eq!(vels[0x11 + 0x18], 0);
    let mut frames = 0;
    while world.bounds.right - 320 < 0x2B20 {
        world.step(Buttons::NONE);
        frames += 1;
        assert_eq!(world.bounds.right - 320, 0x28E0 + 2 * frames);
        let s = boss(&world, i).1;
        assert_eq!((s.step, s.boss_x_vel, s.boss_y_vel), (step::FLEE, 0x400, -0x40));
    }
    let gone = support::run_until(&mut world, 400, Buttons::NONE, |w| {
        w.objects.slots.get(i).is_none_or(|o| o.common.id != CNZ_BOSS)
    });
    assert!(gone < 400);
}

#[test]
fn with_the_player_a_little_lower_beneath_it_it_dives_to_680_and_rises_back() {
    let (mut world, i) = boss_world();
    world.step(Buttons::NONE);
    // The player held at ($2900, $690) (he would fall to the floor).
    for _ in 0..400 {
        world.player.x = 0x2900 << 8;
        world.player.y = 0x690 << 8;
        world.player.y_speed = 0;
        world.step(Buttons::NONE);
        if boss(&world, i).1.step == step::DIVE {
            break;
        }
    }
    let (c, s) = boss(&world, i);
    assert_eq!((s.boss_x_vel, s.boss_y_vel, s.collision_routine, s.frames[0]), (0, 0x180, 2, 0xF));
    let x = px(c.x);
    // Down at $180 until the bobbing y is $680 or more, then up at −$180 until it is above $654.
    let mut turned = false;
    let mut frames = 0;
    while boss(&world, i).1.step == step::DIVE {
        let y_before = px(boss(&world, i).0.y);
        world.step(Buttons::NONE);
        frames += 1;
        let (c, s) = boss(&world, i);
        assert_eq!(px(c.x), x);
        if !turned && y_before >= 0x680 {
            turned = true;
            assert_eq!((s.boss_y_vel, s.collision_routine, s.frames[0]), (-0x180, 1, 0xC), "frame {frames}");
        }
        if turned && s.step == step::DIVE {
            assert_eq!(s.boss_y_vel, -0x180);
        }
    }
    assert!(turned);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.boss_y_vel, s.boss_x_vel.abs()), (step::FLY, 0, FLY_VEL));
    assert_eq!(s.boss_x_vel > 0, c.x_flip);
}

/// `LevEvents_CNZ2` walls the arena in the layout (`move.b #$F9,(Level_Layout+$C54).w` from camera x $27C0,
/// `+$C50` as the arena closes at $2890): the layout's rows are $100 bytes (the foreground's $80 first), so
/// chunk row $C, columns $54 (x $2A00) and $50 (x $2800), both at y $600.
#[test]
fn cnz2_events_write_the_arena_walls() {
    assert_eq!(level_events::CNZ2_WALL_CELLS, [(0xC54 & 0x7F, 0xC54 >> 8), (0xC50 & 0x7F, 0xC50 >> 8)]);
    assert_eq!(level_events::CNZ2_WALL_CELLS, [(0x54, 0xC), (0x50, 0xC)]);
    let player = Player::standing(Character::Sonic, 0x2900, 0x600);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x700 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let mut run = |x: i32, game: &mut GameState| {
        level_events::run(LevelEvents::Cnz2, &mut bounds, &cam(x, 0x4E0), game, &mut slots, &player);
        game.events.cnz2_walls
    };
    assert_eq!(run(0x27BF, &mut game), [None, None]);
    assert_eq!(run(0x27C0, &mut game), [Some(0xF9), None]);
    assert_eq!(run(0x288F, &mut game), [Some(0xF9), None]);
    assert_eq!(run(0x2890, &mut game), [Some(0xF9), Some(0xF9)]);
}

/// A level with Casino Night 2's events, `0x58` chunks wide, 16 high (ground in rows 14–15), every chunk id up
/// to $FF present (copies of the solid one), the wall cells holding chunk 3 on the right and nothing on the left,
/// the player starting left of the arena.
fn walled_level() -> Level {
    let mut level = support::solid_rows(0x58, 16, 14..16);
    let solid = level.chunks[0].clone();
    level.chunks.resize(0x100, solid);
    level.events = LevelEvents::Cnz2;
    level.layout.set(0x54, 0xC, Some(3));
    level.layout.set(0x50, 0xC, None);
    // Left of the arena: the camera starts before $27C0.
    level.player_start = Point { x: 0x2600, y: 0x700 - 20 };
    level
}

/// The walls as the running terrain holds them: the chunks at (x $2A00, y $600) and (x $2800, y $600), and a
/// pixel either side of each cell (the neighbours keep theirs).
fn walls(world: &World) -> [Option<u16>; 2] {
    let t = &world.terrain;
    assert_eq!((t.chunk_at(0x29FF, 0x600), t.chunk_at(0x2A80, 0x600)), (None, None));
    assert_eq!((t.chunk_at(0x27FF, 0x67F), t.chunk_at(0x2880, 0x67F)), (None, None));
    [t.chunk_at(0x2A00, 0x600), t.chunk_at(0x2800, 0x67F)]
}

/// The walls reach the running terrain at the end of the frame they are written in (`cnz2_walls`), the level
/// itself untouched; the defeat's $DD replaces the right one; a restart after a death puts the level's own back
/// (the game reloads its layout), as does a save state from before.
#[test]
fn cnz2_walls_are_placed_and_put_back_on_a_restart() {
    let level = walled_level();
    let mut world = World::new(&level, Character::Sonic);
    assert_eq!(walls(&world), [Some(3), None]);
    let before = world.snapshot();
    world.objects.game.events.cnz2_walls = [Some(0xF9), None];
    world.step(Buttons::NONE);
    assert_eq!(walls(&world), [Some(0xF9), None]);
    world.objects.game.events.cnz2_walls = [Some(0xF9), Some(0xF9)];
    world.step(Buttons::NONE);
    assert_eq!(walls(&world), [Some(0xF9), Some(0xF9)]);
    assert_eq!((level.layout.get(0x54, 0xC), level.layout.get(0x50, 0xC)), (Some(3), None));
    // The wall is solid where there was nothing: the left cell's chunk is the solid copy.
    let (x, y) = (0x2808, 0x640);
    assert!(world.terrain.chunk_at(x, y).is_some());
    world.objects.game.events.cnz2_walls[0] = Some(level_events::CNZ2_OPENED_CHUNK);
    world.step(Buttons::NONE);
    assert_eq!(walls(&world), [Some(0xDD), Some(0xF9)]);
    // A save state from before the walls.
    let after = world.snapshot();
    world.restore(&before);
    assert_eq!(walls(&world), [Some(3), None]);
    world.restore(&after);
    assert_eq!(walls(&world), [Some(0xDD), Some(0xF9)]);
    // Killed: once the level restarts, the events start over and the layout is the level's again.
    world.player.kill();
    let frames = support::run_until(&mut world, 1000, Buttons::NONE, |w| w.objects.game.deaths == 1);
    assert!(frames > 1);
    assert!(world.camera.x < 0x27C0);
    assert_eq!(world.objects.game.events.cnz2_walls, [None, None]);
    assert_eq!(walls(&world), [Some(3), None]);
    world.step(Buttons::NONE);
    assert_eq!(walls(&world), [Some(3), None]);
}

/// On the imported act (when `../shared` is present): both wall cells hold chunk $DD, an open passage (no
/// wall-solid block); chunk $F9 is a wall (wall-solid blocks by column of 16 px: 8, 8, 4, 4, 4, 4, 8, 8); the
/// defeat's $DD opens the right one again.
#[test]
fn cnz2_imported_walls() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let project = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S2).expect("s2disasm-full");
    if !project.exists() {
        return;
    }
    let level = formats::import::sonlvl::import(&project, "Casino Night Zone Act 2").expect("import");
    assert_eq!(level.events, LevelEvents::Cnz2);
    let mut world = World::new(&level, Character::Sonic);
    let cells = level_events::CNZ2_WALL_CELLS.map(|(c, r)| level.layout.get(c, r));
    // Wall-solid 16-px blocks (path A) of the cell at x `chunk_x`, y $600, by column of blocks.
    let solid = |w: &World, chunk_x: i32| {
        (0..128)
            .step_by(16)
            .map(|dx| {
                (0..128)
                    .step_by(16)
                    .filter(|dy| {
                        w.terrain.block_at(formats::Layer::A, chunk_x + dx, 0x600 + dy).is_some_and(|b| {
                            b.tile != 0
                                && matches!(b.solidity, formats::Solidity::All | formats::Solidity::LeftRightBottom)
                        })
                    })
                    .count()
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(cells, [Some(0xDD), Some(0xDD)]);
    assert_eq!(level.chunks.len(), 0x100);
    let open = vec![0; 8];
    let wall = vec![8, 8, 4, 4, 4, 4, 8, 8];
    assert_eq!((solid(&world, 0x2A00), solid(&world, 0x2800)), (open.clone(), open.clone()));
    assert_eq!(
        world.changed_cells(&level).collect::<Vec<_>>(),
        [],
        "nothing written yet: the editor draws the level's own cells"
    );
    world.objects.game.events.cnz2_walls = [Some(0xF9), Some(0xF9)];
    world.step(Buttons::NONE);
    assert_eq!((solid(&world, 0x2A00), solid(&world, 0x2800)), (wall.clone(), wall.clone()));
    assert_eq!(world.changed_cells(&level).collect::<Vec<_>>(), [(0x54, 0xC, Some(0xF9)), (0x50, 0xC, Some(0xF9))]);
    world.objects.game.events.cnz2_walls[0] = Some(level_events::CNZ2_OPENED_CHUNK);
    world.step(Buttons::NONE);
    assert_eq!((solid(&world, 0x2A00), solid(&world, 0x2800)), (open, wall));
    assert_eq!(
        world.changed_cells(&level).collect::<Vec<_>>(),
        [(0x50, 0xC, Some(0xF9))],
        "the opened right wall is the level's $DD again"
    );
}
