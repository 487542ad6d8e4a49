//! Aquatic Ruin Zone Act 2's boss (s2disasm `Obj89`, `LevEvents_ARZ2`, `Boss_MoveObject`, `Boss_LoadExplosion`):
//! its arrival, the pillars, the hammer and the arrows, the hits, the defeat and the escape, as the exact integers
//! of the disassembly frame by frame. The boss runs in a `World` on a flat arena (floor top at y $500) whose player
//! the objects ignore (`obj_control` bit 7).

use crate::support::{self, count_id, steps};
use engine::Character;
use engine::World;
use engine::math::sin;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, BOSS_ARZ};
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::runtime::slots::Slots;
use engine::objects::s2::arz_boss::{self, ArzBoss, arrow, part, pillar, step};
use engine::objects::s2::boss_hit::FlashColour;
use engine::player::Player;
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Level, Point};

const ARZ_BOSS: u8 = 0x89;
const BOSS_EXPLOSION: u8 = 0x58;
const FLOOR: i32 = 0x500;
/// The x bounds once the arena closed (`LevEvents_ARZ2`: x $2A40, top $3F8); the bottom is lower than the act's
/// ($400) so that the flat floor's player stays in the level.
const ARENA: Bounds = Bounds { left: 0x2A40, top: 0x3F8, right: 0x2A40 + 320, bottom: 0x500 + 224 };

fn arena() -> Level {
    let mut level = support::solid_rows(92, 12, 10..12);
    level.bounds = ARENA;
    level.player_start = Point { x: 0x2AE0, y: FLOOR - 20 };
    level
}

/// The arena with the boss in the first free slot, as `LevEvents_ARZ2_Routine2` loads it, not yet run.
fn world_with_boss() -> (World, usize) {
    let mut world = World::new(&arena(), Character::Sonic);
    world.player.object_control = 0x80;
    let i = world.objects.slots.allocate(arz_boss::spawned(), 0, None).expect("a free slot");
    (world, i)
}

fn boss(world: &World, i: usize) -> (&Common, &ArzBoss) {
    match world.objects.slots.get(i).map(|o| (&o.common, &o.state)) {
        Some((c, State::ArzBoss(s))) => (c, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

fn boss_mut(world: &mut World, i: usize) -> (&mut Common, &mut ArzBoss) {
    let obj = world.objects.slots.get_mut(i).expect("boss slot");
    match &mut obj.state {
        State::ArzBoss(s) => (&mut obj.common, s),
        other => panic!("slot {i}: {other:?}"),
    }
}

/// The slots holding `Obj89` pieces of this part.
fn parts(world: &World, p: u8) -> Vec<usize> {
    let all = world.objects.slots.iter();
    all.filter(|(_, o)| matches!(&o.state, State::ArzBoss(s) if o.common.id == ARZ_BOSS && s.part == p))
        .map(|(i, _)| i)
        .collect()
}

fn px(v: i32) -> i32 {
    v >> 8
}

fn bpx(v: i32) -> i32 {
    v >> 16
}

/// Steps until `done` holds; the number of frames (panics after `limit`).
fn until(world: &mut World, limit: usize, done: impl Fn(&World) -> bool) -> usize {
    support::run_until(world, limit, Buttons::NONE, done)
}

/// The boss in front of the left pillar, about to swing (step 4), with the pillars up.
fn at_left_pillar() -> (World, usize) {
    let (mut world, i) = world_with_boss();
    until(&mut world, 400, |w| boss(w, i).1.step == step::AT_PILLAR);
    (world, i)
}

#[test]
fn arz2_events_load_the_boss_as_the_arena_closes() {
    let mut bounds = Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x700 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let player = Player::standing(Character::Sonic, 0x2A00, 0x400);
    let mut camera = support::cam(0x2810, 0x300);
    level_events::run(LevelEvents::Arz2, &mut bounds, &camera, &mut game, &mut slots, &player);
    assert_eq!((game.events.boss_id, slots.iter().count()), (BOSS_ARZ, 0));
    camera.x = 0x2A40;
    level_events::run(LevelEvents::Arz2, &mut bounds, &camera, &mut game, &mut slots, &player);
    let loaded: Vec<_> = slots.iter().map(|(_, o)| (o.common.id, o.common.x, o.common.y)).collect();
    assert_eq!(loaded, [(ARZ_BOSS, 0, 0)]);
    assert!(matches!(&slots.iter().next().unwrap().1.state, State::ArzBoss(s) if s.part == part::INIT));
}

#[test]
fn first_frame_places_the_boss_and_two_pillars_which_rise_a_pixel_a_frame() {
    let (mut world, i) = world_with_boss();
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.part, s.step, px(c.x), px(c.y)), (part::MAIN, step::DESCEND, 0x2AE0, 0x388));
    assert_eq!((bpx(s.boss_x), bpx(s.boss_y), s.boss_y_vel), (0x2AE0, 0x388, 0x100));
    assert_eq!((c.collision_flags, c.collision_property, s.hammer_y_vel), (0x0F, 8, -0x380));
    let pillars = parts(&world, part::PILLAR);
    assert_eq!(pillars.len(), 2);
    let at = |w: &World, k: usize| {
        let c = &w.objects.slots.get(k).unwrap().common;
        (px(c.x), px(c.y), c.x_flip, c.routine_secondary)
    };
    // The first pillar in the first free slot, its copy right after the boss; neither has run yet.
    let (left, right) = (pillars[0], pillars[1]);
    assert!(right > i);
    // Both run this frame (after the boss) and rise a pixel.
    assert_eq!(at(&world, left), (0x2A50, 0x50F, false, pillar::RISE));
    assert_eq!(at(&world, right), (0x2B70, 0x50F, true, pillar::RISE));
    for n in 2..=0x88 {
        world.step(Buttons::NONE);
        let expect = if n < 0x88 { pillar::RISE } else { pillar::STAND };
        assert_eq!(at(&world, right), (0x2B70, 0x510 - n, true, expect), "frame {n}");
        assert_eq!(at(&world, left), (0x2A50, 0x510 - n, false, expect), "frame {n}");
    }
}

#[test]
fn it_comes_down_hovering_then_flies_to_the_left_pillar() {
    let (mut world, i) = world_with_boss();
    world.step(Buttons::NONE);
    // `Boss_Y_vel` $100: 1 px a frame from $388 to $430 ($A8 frames); drawn y = Boss_Y + CalcSine(count) >> 6.
    for n in 1..=0xA8 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let sine = (2 * (n - 1)) as u8;
        assert_eq!(bpx(s.boss_y), 0x388 + n, "frame {n}");
        assert_eq!(px(c.y), 0x388 + n + i32::from(sin(sine) >> 6), "frame {n}");
        assert_eq!(s.sine, sine.wrapping_add(2));
        assert_eq!(s.step, if n < 0xA8 { step::DESCEND } else { step::FLY }, "frame {n}");
    }
    let (_, s) = boss(&world, i);
    assert_eq!((s.boss_x_vel, s.boss_y_vel, s.target_left), (-0xC8, 0, true));
    // Left at $C8/256 px a frame until x ≤ $2AB0: 61 frames.
    let x0 = boss(&world, i).1.boss_x;
    for n in 1..=61 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_eq!(s.boss_x, x0 - n * 0xC800, "frame {n}");
        assert_eq!(px(c.x), bpx(x0 - n * 0xC800), "drawn where it moved to");
        assert_eq!(s.step, if n < 61 { step::FLY } else { step::AT_PILLAR }, "frame {n}");
    }
    assert_eq!((bpx(boss(&world, i).1.boss_x), boss(&world, i).1.boss_x_vel), (0x2AB0, 0));
}

#[test]
fn the_hammer_hits_the_left_pillar_which_shoots_an_arrow_across() {
    let (mut world, i) = at_left_pillar();
    // It swings once its hover count reaches $C0.
    until(&mut world, 256, |w| boss(w, i).1.step == step::SWING);
    let (c, s) = boss(&world, i);
    assert_eq!((s.sine, s.countdown, s.target_left, c.x_flip), (0xC0, 0x1E, false, false));
    let left = parts(&world, part::PILLAR).into_iter().find(|&k| !world.objects.slots.get(k).unwrap().common.x_flip);
    let left = left.expect("left pillar");
    // The hammer hits as the countdown reads $14 (10 frames on); the left pillar, behind the boss, fires.
    steps(&mut world, 10);
    assert!(parts(&world, part::EYES).is_empty());
    assert_eq!(boss(&world, i).1.countdown, 0x14);
    world.step(Buttons::NONE);
    assert!(!boss(&world, i).1.hammer_hit, "the pillar took the hit");
    let eyes = parts(&world, part::EYES);
    let arrows = parts(&world, part::ARROW);
    assert_eq!((eyes.len(), arrows.len()), (1, 1));
    let e = &world.objects.slots.get(eyes[0]).unwrap().common;
    assert_eq!((px(e.x), e.mapping_frame, e.x_flip), (0x2A6A, 2, false));
    let eyes_y = px(e.y);
    assert!([0x458, 0x478, 0x498, 0x4B8].contains(&eyes_y));
    let pillar_state = |w: &World| match &w.objects.slots.get(left).unwrap().state {
        State::ArzBoss(s) => (s.shaking, s.timer, px(w.objects.slots.get(left).unwrap().common.x)),
        _ => unreachable!(),
    };
    // The pillar shakes ±1 px for $1E frames, then stands at $2A50 again.
    let (shaking, timer, _) = pillar_state(&world);
    assert_eq!((shaking, timer), (true, 0x1E));
    // The arrow: 9 px below the eyes, 3 px a frame to the right, hurting ($B0), sticks at $2B49.
    let a = arrows[0];
    let arrow_at = |w: &World| {
        let o = w.objects.slots.get(a).unwrap();
        let State::ArzBoss(s) = &o.state else { unreachable!() };
        (px(o.common.x), px(o.common.y), o.common.collision_flags, s.arrow_step)
    };
    if a > left {
        assert_eq!(arrow_at(&world), (0x2A6A, eyes_y + 9, 0xB0, arrow::FLY));
    } else {
        world.step(Buttons::NONE);
    }
    let mut x = arrow_at(&world).0;
    let mut frames = 0;
    while arrow_at(&world).3 == arrow::FLY {
        world.step(Buttons::NONE);
        frames += 1;
        x = (x + 3).min(0x2B49);
        assert_eq!(arrow_at(&world).0, x);
        assert!(frames < 200);
    }
    assert_eq!(arrow_at(&world), (0x2B49, eyes_y + 9, 0xB0, arrow::STUCK));
    world.step(Buttons::NONE);
    assert_eq!(arrow_at(&world).2, 0, "harmless once stuck");
    // The pillar is back in place; the eyes went after $27 frames.
    assert_eq!(pillar_state(&world), (false, 0, 0x2A50));
    assert_eq!(px(world.objects.slots.get(left).unwrap().common.y), 0x488);
    // The boss turned and flies right.
    let (c, s) = boss(&world, i);
    assert_eq!((c.x_flip, s.boss_x_vel, s.step), (true, 0xC8, step::FLY));
}

#[test]
fn the_pillar_shakes_one_pixel_by_frame_parity() {
    let (mut world, i) = at_left_pillar();
    until(&mut world, 256, |w| parts(w, part::EYES).len() == 1);
    let left = parts(&world, part::PILLAR).into_iter().find(|&k| !world.objects.slots.get(k).unwrap().common.x_flip);
    let left = left.unwrap();
    let _ = i;
    for n in 1..0x1E {
        world.step(Buttons::NONE);
        // `Vint_runcount` of the frame the pillar ran: even +1, odd −1.
        let d = if world.objects.game.frame_counter & 1 == 0 { 1 } else { -1 };
        let c = &world.objects.slots.get(left).unwrap().common;
        assert_eq!((px(c.x), px(c.y)), (0x2A50 + d, 0x488 + d), "frame {n}");
    }
    world.step(Buttons::NONE);
    let c = &world.objects.slots.get(left).unwrap().common;
    assert_eq!((px(c.x), px(c.y)), (0x2A50, 0x488));
}

#[test]
fn a_hit_leaves_it_untouchable_for_64_frames_while_the_palette_flashes() {
    let (mut world, i) = at_left_pillar();
    {
        let (c, _) = boss_mut(&mut world, i);
        c.collision_flags = 0;
        c.collision_property -= 1;
    }
    let mut last = FlashColour::Level;
    for n in 1..=64 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert_ne!(s.flash, last, "toggles every frame");
        last = s.flash;
        assert_eq!(s.invulnerable, 64 - n as u8);
        assert_eq!(c.collision_flags, if n < 64 { 0 } else { 0x0F }, "frame {n}");
    }
    assert_eq!(boss(&world, i).0.collision_property, 7);
}

#[test]
fn beaten_it_explodes_drops_its_hammer_lowers_the_pillars_and_flies_off() {
    let (mut world, i) = at_left_pillar();
    until(&mut world, 400, |w| boss(w, i).1.step == step::FLY);
    let score = world.objects.game.score;
    {
        let (c, _) = boss_mut(&mut world, i);
        c.collision_flags = 0;
        c.collision_property = 0;
    }
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!(world.objects.game.score, score + 1000);
    assert_eq!((s.step, s.countdown, c.collision_flags), (step::EXPLODE, 0xB3, 0));
    let (x, y) = (bpx(s.boss_x), bpx(s.boss_y));
    let hammer0 = s.hammer_x;
    // $B3 frames of explosions (every 8th frame), held at Boss_X/Y (no hover); then the escape.
    let mut explosions = 0;
    let mut seen = std::collections::HashSet::new();
    for n in 1..=0xB3 {
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        assert!(s.defeated);
        assert_eq!((px(c.x), px(c.y), s.countdown), (x, y, 0xB3 - n), "frame {n}");
        if s.countdown <= 0x78 {
            assert_eq!(s.hammer_x, hammer0 - (0x78 - s.countdown + 1));
        } else {
            assert_eq!(s.hammer_x, hammer0);
        }
        for (k, o) in world.objects.slots.iter() {
            if o.common.id == BOSS_EXPLOSION && seen.insert((k, o.common.x, o.common.y)) {
                explosions += 1;
            }
        }
    }
    assert!((0xB3 / 8..=0xB3 / 8 + 1).contains(&explosions), "{explosions}");
    // The hammer fell: −$380 with gravity $38 from y $430-ish, and stopped at $540.
    assert!(bpx(boss(&world, i).1.hammer_y) >= 0x540);
    assert_eq!(boss(&world, i).1.hammer_y_vel, 0);
    // The pillars sank 1 px a frame from $488 and were deleted at $510.
    assert!(parts(&world, part::PILLAR).is_empty());
    world.step(Buttons::NONE);
    let (c, s) = boss(&world, i);
    assert_eq!((s.step, s.countdown, c.x_flip, s.boss_x_vel, s.boss_y_vel), (step::DIP, -0x12, true, 0, 0));
    // Falls for $11 frames (+$18 a frame), stops, rises for $17 (−8), stops, waits 8, then flies off.
    for n in 1..=0x11 {
        world.step(Buttons::NONE);
        assert_eq!(boss(&world, i).1.boss_y_vel, 0x18 * n, "frame {n}");
    }
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).1.boss_y_vel, 0);
    for n in 1..=0x17 {
        world.step(Buttons::NONE);
        assert_eq!(boss(&world, i).1.boss_y_vel, -8 * n, "frame {n}");
    }
    world.step(Buttons::NONE);
    assert_eq!(boss(&world, i).1.boss_y_vel, 0);
    steps(&mut world, 8);
    assert_eq!(boss(&world, i).1.step, step::RETREAT);
    // The right limit opens 2 px a frame to $2C00, then the boss goes once off screen.
    let right0 = world.bounds.right;
    world.step(Buttons::NONE);
    assert_eq!(
        (world.bounds.right - right0, boss(&world, i).1.boss_x_vel, boss(&world, i).1.boss_y_vel),
        (2, 0x400, -0x40)
    );
    let frames = until(&mut world, 600, |w| count_id(w, ARZ_BOSS) == 0);
    assert_eq!(world.bounds.right - 320, 0x2C00);
    assert!(frames >= ((0x2C00 - 0x2A40) / 2 - 1) as usize);
}

#[test]
fn a_stuck_arrow_gives_way_31_frames_after_player_1_stands_on_it() {
    let (mut world, _) = at_left_pillar();
    until(&mut world, 400, |w| {
        parts(w, part::ARROW).first().is_some_and(
            |&a| matches!(&w.objects.slots.get(a).unwrap().state, State::ArzBoss(s) if s.arrow_step == arrow::STUCK),
        )
    });
    let a = parts(&world, part::ARROW)[0];
    {
        let o = world.objects.slots.get_mut(a).unwrap();
        let State::ArzBoss(s) = &mut o.state else { unreachable!() };
        // Player 1 landed this frame: `PlatformObject` set his bit and the decay starts at $1F.
        s.timer = 0x1F;
    }
    let step_of = |w: &World| match w.objects.slots.get(a).map(|o| &o.state) {
        Some(State::ArzBoss(s)) => s.arrow_step,
        _ => 0xFF,
    };
    for n in 1..0x1F {
        world.step(Buttons::NONE);
        assert_eq!(step_of(&world), arrow::STUCK, "frame {n}");
    }
    world.step(Buttons::NONE);
    assert_eq!(step_of(&world), arrow::FALL);
    // It falls 4 px a frame and is deleted below y $4F0.
    let y0 = px(world.objects.slots.get(a).unwrap().common.y);
    world.step(Buttons::NONE);
    assert_eq!(px(world.objects.slots.get(a).unwrap().common.y), y0 + 4);
    until(&mut world, 100, |w| step_of(w) == 0xFF || w.objects.slots.get(a).unwrap().common.id != ARZ_BOSS);
}

/// Id $89 loads the boss's kind (the properties test walks every id).
#[test]
fn the_boss_is_its_own_kind() {
    let o = Obj::new(Common::new(ARZ_BOSS, 0, 0, 0, false, false));
    assert!(matches!(o.state, State::ArzBoss(_)));
}

/// On the imported act (when `../shared` is present): running right closes the arena at camera x $2A40, the boss
/// loads at once, the pillars rise from the act's floor and it comes down to fly between them.
#[test]
fn arz2_imported_the_arena_closes_and_the_boss_arrives() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let project = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S2).expect("s2disasm-full");
    if !project.exists() {
        return;
    }
    let level = formats::import::sonlvl::import(&project, "Aquatic Ruin Zone Act 2").expect("import");
    assert_eq!(level.events, LevelEvents::Arz2);
    let terrain = World::new(&level, Character::Sonic).terrain;
    let start = engine::objects::ground_below(&terrain, 0x2900, 0x300, 19).expect("floor");
    let mut world = World::with_player(&level, Player::standing(Character::Sonic, 0x2900, start));
    let mut frames = 0;
    while world.objects.game.events.routine < 4 {
        world.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 900, "the arena never closed; camera at {:?}", world.camera);
    }
    assert_eq!((world.bounds.left, world.bounds.right - 320, world.objects.game.events.boss_id), (0x2A40, 0x2A40, 4));
    let i = world.objects.slots.iter().find(|(_, o)| o.common.id == ARZ_BOSS).map(|(k, _)| k).expect("boss loaded");
    world.player.object_control = 0x80;
    until(&mut world, 400, |w| boss(w, i).1.step == step::FLY);
    let pillars = parts(&world, part::PILLAR);
    assert_eq!(pillars.len(), 2);
    for k in pillars {
        assert_eq!(px(world.objects.slots.get(k).unwrap().common.y), 0x488);
    }
    assert_eq!((bpx(boss(&world, i).1.boss_y), world.bounds.top), (0x430, 0x3F8));
}

/// The hammer's own hurting box (`BossCollision_ARZ`): on from the frame the countdown reads $14
/// (`Obj89_Main_Sub6` sets `Boss_CollisionRoutine` 1) to the swing's end (cleared as the countdown goes below
/// 0), $50 px left of the hovering Eggmobile and 4 px down, following it frame by frame.
#[test]
fn the_hammers_box_follows_the_eggmobile_while_it_hits() {
    use engine::objects::s2::boss_collision::{self, PartBox};
    let (mut world, i) = at_left_pillar();
    until(&mut world, 256, |w| boss(w, i).1.step == step::SWING);
    let parts_now = |w: &World| boss_collision::parts(w.objects.slots.get(i).unwrap(), BOSS_ARZ);
    let mut on = 0;
    let mut ys = Vec::new();
    while boss(&world, i).1.step == step::SWING {
        let before = boss(&world, i).1.countdown;
        world.step(Buttons::NONE);
        let (c, s) = boss(&world, i);
        let expected = if (0..=0x13).contains(&s.countdown) && s.step == step::SWING {
            on += 1;
            ys.push(px(c.y));
            [Some(PartBox { x: px(c.x) - 0x50, y: px(c.y) + 4, half_width: 0x10, half_height: 0x14 }), None]
        } else {
            [None, None]
        };
        assert_eq!(parts_now(&world), expected, "countdown {before:#X} -> {:#X}", s.countdown);
    }
    assert_eq!(on, 0x14);
    // The Eggmobile hovers while it swings: the box moves with it.
    assert!(ys.windows(2).any(|w| w[0] != w[1]), "{ys:?}");
    // Turned for the right pillar: no box.
    assert_eq!(parts_now(&world), [None, None]);
}
