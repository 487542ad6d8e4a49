//! Angel Island 1's intro (skdisasm s3.asm `Obj_AIZPlaneIntro`, `CutsceneKnux_AIZ1`, `AIZ1_Resize`,
//! `Tails_CPU_Control`'s Angel Island start), frame by frame against the routines' integers and
//! `s3k/aiz1_to_hcz_fullrun` (its frame $121 is the level load's object pass, frame 0 here).

use engine::camera::Camera;
use engine::objects::runtime::game::GameState;
use engine::objects::s3k::aiz_plane_intro::{AizPlaneIntro, Outcome, PLAYER_OBJECT_CONTROL, SCROLL_START};
use engine::objects::s3k::aiz1_events;
use engine::objects::s3k::cutscene_knuckles::{self, CutsceneKnuckles};
use engine::objects::s3k::level_intro::{self, SIDEKICK_HELD_AT};
use engine::player::Routine;
use engine::player::sidekick::{CpuRoutine, Sidekick};
use engine::{Character, Player, Terrain};
use formats::level::LevelEvents;
use formats::{Bounds, Chunk, ChunkSize, LayerCell, Level, SolidTile, Solidity};

/// Runs the intro from its init (frame 0) with Sonic at the intro's start; returns Sonic's x after each frame
/// and the frame the intro let him go.
fn run_intro() -> (Vec<i32>, usize, Player) {
    let mut sonic = Player::standing(Character::Sonic, 0x40, 0x420);
    let mut intro = AizPlaneIntro::new();
    let mut xs = Vec::new();
    for frame in 0..2000 {
        let outcome = intro.step(&mut sonic);
        xs.push(sonic.pixel_x());
        if outcome == Outcome::Released {
            return (xs, frame, sonic);
        }
    }
    panic!("the intro never let Sonic go");
}

/// `loc_45888` and `sub_45DE4` on the first frame: the object placed at ($60, $30), the scroll started at
/// $E918 and already moved by the speed 8, Sonic held (`object_control` $53) and not moved.
#[test]
fn the_intro_starts_holding_sonic_and_scrolling_the_ocean() {
    let mut sonic = Player::standing(Character::Sonic, 0x40, 0x420);
    let mut intro = AizPlaneIntro::new();
    assert_eq!(intro.step(&mut sonic), Outcome::Running);
    assert_eq!((intro.routine, intro.x >> 16, intro.y >> 16, intro.speed), (2, 0x60, 0x30, 8));
    assert_eq!(intro.scroll, SCROLL_START + 8);
    assert_eq!(sonic.object_control, PLAYER_OBJECT_CONTROL);
    assert_eq!((sonic.pixel_x(), sonic.pixel_y()), (0x40, 0x420));
}

/// The routine's timing: the wait of $40 frames, the swoop slowing by $18 from $600 (64 frames), whose end
/// writes the scroll speed $10 (`Swing_Setup1`), the plane's hover of $5F, Sonic's fall to $130.
#[test]
fn the_swoop_ends_with_the_scroll_at_16() {
    let mut sonic = Player::standing(Character::Sonic, 0x40, 0x420);
    let mut intro = AizPlaneIntro::new();
    let mut routines = Vec::new();
    for _ in 0..300 {
        intro.step(&mut sonic);
        routines.push((intro.routine, intro.speed));
    }
    let first = |r: u8| routines.iter().position(|&(routine, _)| routine == r);
    assert_eq!(first(4), Some(65), "`Obj_Wait` from $40: 65 frames");
    assert_eq!(first(6), Some(129), "$600 down by $18: the 64th frame stops");
    assert_eq!(routines[129].1, 0x10, "`Swing_Setup1` writes $10 to $40");
    assert_eq!(first(8), Some(225), "the hover's wait of $5F");
}

/// The player's x as `s3k/aiz1_to_hcz_fullrun` has it: still at $40 until the scroll crosses 0 (frame 431,
/// recorded $2D0), then $10 a frame, $C while Super Sonic drifts back ($43C at 494, recorded $30F), $10 again
/// ($6E0 at 550, recorded $347), and the punch at $13D0 (frame 758, recorded $417: x $13E0, thrown up and
/// back, hurt, free of the hold).
#[test]
fn the_intro_carries_sonic_as_recorded() {
    let (xs, released, sonic) = run_intro();
    assert_eq!(xs[430], 0x40);
    assert_eq!(xs[431], 0x50);
    assert_eq!(xs[493], 0x430);
    assert_eq!(xs[494], 0x43C);
    assert_eq!(xs[549], 0x6D0);
    assert_eq!(xs[550], 0x6E0);
    assert_eq!(released, 758);
    assert_eq!(xs[758], 0x13E0);
    assert_eq!(sonic.routine, Routine::Hurt);
    assert!(sonic.air);
    assert_eq!((sonic.x_speed, sonic.y_speed, sonic.ground_speed), (-0x200, -0x400, 0));
    assert_eq!(sonic.object_control, 0);
}

/// `KnucklesMade` once, on the first frame routine $16 finds the player at x $918 or more (`loc_45AB4`):
/// frame 587 ($24B; $920 before that frame's scroll, $930 after).
#[test]
fn knuckles_is_made_at_the_shore() {
    let mut sonic = Player::standing(Character::Sonic, 0x40, 0x420);
    let mut intro = AizPlaneIntro::new();
    let mut made = Vec::new();
    for frame in 0..800 {
        if intro.step(&mut sonic) == Outcome::KnucklesMade {
            made.push((frame, sonic.pixel_x()));
        }
    }
    assert_eq!(made, [(587, 0x930)]);
}

/// A flat floor whose top row is y $440 under x $1000–$1800 (one 128 px chunk row, its bottom half solid).
fn knuckles_floor() -> Terrain {
    let size = ChunkSize::Px128;
    let mut level = Level::new("floor", size, 0x30, 10);
    level.tiles.push(SolidTile::FULL);
    let mut chunk = Chunk::empty(size);
    for row in 4..8 {
        for col in 0..8 {
            if let Some(b) = chunk.block_mut(size, col, row) {
                b.a = LayerCell { tile: 1, solidity: Solidity::All };
            }
        }
    }
    level.chunks.push(chunk);
    for x in 0x20..0x30 {
        level.layout.set(x, 8, Some(0));
    }
    Terrain::from_level(&level)
}

/// `CutsceneKnux_AIZ1`: he waits until the intro is deleted, jumps (Y Speed −$600, X Speed $80, gravity $38)
/// and lands when falling into the floor (`ObjCheckFloorDist` from y + $13: on a floor at $440 his bottom
/// pixel rests on $43F, y $42C); waits $80 frames, runs left 42 frames and right 42 at 6 px, waits $40, and runs off right, gone on
/// the first frame his box has left the screen (`Render_Sprites`: x − camera − $1C ≥ 320).
#[test]
fn knuckles_jumps_out_laughs_and_runs_off() {
    let terrain = knuckles_floor();
    let camera = (0x1308, 0x390);
    let mut k = CutsceneKnuckles::new();
    k.step(false, &terrain, camera);
    assert_eq!((k.routine, k.x >> 16, k.y >> 16), (2, 0x1400, 0x440));
    for _ in 0..10 {
        assert_eq!(k.step(false, &terrain, camera), cutscene_knuckles::Outcome::Running);
        assert_eq!(k.routine, 2, "waiting behind his rock");
    }
    k.step(true, &terrain, camera);
    assert_eq!((k.routine, k.x_vel, k.y_vel), (4, 0x80, -0x600));
    let mut frames = 0;
    while k.routine == 4 {
        k.step(true, &terrain, camera);
        frames += 1;
    }
    assert_eq!(k.y >> 16, 0x440 - 1 - 0x13, "standing on the floor");
    let landed_x = k.x >> 16;
    assert_eq!(landed_x, 0x1400 + (frames * 0x80) / 0x100);
    let mut phases = vec![(k.routine, 0)];
    let mut gone_after = None;
    for n in 1..1000 {
        if k.step(true, &terrain, camera) == cutscene_knuckles::Outcome::Gone {
            gone_after = Some(n);
            break;
        }
        if phases.last().map(|p| p.0) != Some(k.routine) {
            phases.push((k.routine, n));
        }
    }
    assert_eq!(phases, [(6, 0), (8, 128), (0xA, 128 + 83), (0xC, 128 + 83 + 64)]);
    let run_off = 128 + 83 + 64;
    // Back where he landed, then 6 px a frame until x − $1308 − $1C ≥ 320.
    let frames_on = (0x1308 + 320 + 0x1C - landed_x + 5) / 6;
    assert_eq!(gone_after, Some(run_off + frames_on + 1));
}

/// `Get_LevelSizeStart` (`loc_1A38C`): Sonic starts Angel Island 1's intro at ($40, $420); Knuckles and Tails
/// alone have no intro; other levels none.
#[test]
fn only_sonic_starts_the_intro() {
    assert_eq!(level_intro::start(LevelEvents::Aiz1Intro, Character::Sonic), Some((0x40, 0x420)));
    assert_eq!(level_intro::start(LevelEvents::Aiz1Intro, Character::Knuckles), None);
    assert_eq!(level_intro::start(LevelEvents::Aiz1Intro, Character::Tails), None);
    assert_eq!(level_intro::start(LevelEvents::None, Character::Sonic), None);
    assert!(level_intro::starts_in_air(LevelEvents::Mgz1));
    assert!(!level_intro::starts_in_air(LevelEvents::Aiz1Intro));
}

/// `sub_14B58`: the CPU's Angel Island start puts Tails at ($7F00, 0), in the air, held ($83), waiting; the
/// act's events call him at camera x $1308 (`AIZ1_Resize`), and he then waits for the moment to fly in.
#[test]
fn tails_is_held_out_of_the_level_until_the_events_call_him() {
    let mut sonic = Player::standing(Character::Sonic, 0x40, 0x420);
    let mut tails = Player::standing(Character::Tails, 0x20, 0x424);
    let mut cpu = Sidekick::new(&sonic);
    let mut game = GameState::default();
    assert!(level_intro::begin(LevelEvents::Aiz1Intro, &mut sonic, &mut game, Some((&mut cpu, &mut tails))));
    assert_eq!((tails.pixel_x(), tails.pixel_y()), SIDEKICK_HELD_AT);
    assert!(tails.air);
    assert_eq!(tails.object_control, 0x83);
    assert_eq!(cpu.routine, CpuRoutine::Waiting);
    let mut bounds = Bounds { left: 0, right: 0x6000 + 320, top: 0, bottom: 0x390 + 224 };
    let mut camera = Camera::default();
    for (x, called, left) in
        [(0xFFF, false, 0), (0x1000, false, 0x1000), (0x1307, false, 0x1307), (0x1308, true, 0x1308)]
    {
        camera.x = x;
        assert_eq!(aiz1_events::resize(&mut bounds, &camera, &mut game), called, "camera x {x:#X}");
        assert_eq!(bounds.left, left, "the left limit follows the camera from $1000");
    }
    game.sidekick_called = true;
    level_intro::call_sidekick(&mut game, Some(&mut cpu));
    assert_eq!(cpu.routine, CpuRoutine::Spawning);
    assert!(!game.sidekick_called);
}

/// An S3K level imported from Angel Island 1's intro section, empty: the world as the game starts it.
fn intro_level() -> Level {
    let mut level = Level::new("Angel Island 1 intro", ChunkSize::Px128, 0x30, 0x10);
    level.profile = formats::ProfileId::S3K;
    level.events = LevelEvents::Aiz1Intro;
    level
}

/// `World::start` on the intro, Sonic alone: he is not settled on a floor, the load's pass runs the intro's
/// init (`object_control` $53) without moving him, and the world carries him as recorded (x $50 on frame 431,
/// counting the load's pass as frame 0).
#[test]
fn sonic_alone_starts_the_intro_in_the_world() {
    let level = intro_level();
    let mut world = engine::World::start(&level, Character::Sonic, false);
    assert_eq!((world.player.pixel_x(), world.player.pixel_y()), (0x40, 0x420));
    assert_eq!(world.player.object_control, PLAYER_OBJECT_CONTROL);
    assert!(world.objects.game.level_intro.is_some());
    for frame in 1..=431 {
        world.step(formats::inputs::Buttons::RIGHT);
        let x = world.player.pixel_x();
        assert_eq!(x, if frame < 431 { 0x40 } else { 0x50 }, "frame {frame}: the pad does nothing");
    }
}

/// With CPU Tails (as the game starts Sonic): Tails is held at ($7F00, 0) from the first frame, waiting.
#[test]
fn the_intro_holds_cpu_tails_out_of_the_level() {
    let level = intro_level();
    let mut world = engine::World::start(&level, Character::Sonic, true);
    world.step(formats::inputs::Buttons::NONE);
    let second = world.second.as_deref().expect("CPU Tails");
    assert_eq!((second.player.pixel_x(), second.player.pixel_y()), SIDEKICK_HELD_AT);
    assert!(second.player.air);
    assert_eq!(second.cpu.as_ref().map(|c| c.routine), Some(CpuRoutine::Waiting));
}

/// `Obj_MonkeyDude` (Angel Island 1's first badnik, id $8E, at ($1838, $410) subtype $10): asleep until on
/// screen (`Obj_WaitOffscreen`); then touch size $B; subtype $10 / 4 = 4, so 2 steps down first: after the
/// wait of 60 frames its climb shows frame 2 (8 frames), then frame 0 — 8 px down, the steps at 1: it turns
/// and waits again; then up: 4 steps, 8 px up on each frame 2 but the last.
#[test]
fn the_monkey_dude_climbs_in_steps_of_8() {
    use crate::support::bench;
    use engine::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT};
    use engine::objects::s3k::{id, monkey_dude};
    let level = Level::new("empty", ChunkSize::Px128, 0x40, 0x10);
    let player = Player::standing(Character::Sonic, 0x1700, 0x410);
    let mut b = bench::Bench::new(&level, player);
    let mut c = Common::new(id::SONIC3K, 0x10, 0x1838, 0x410, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = monkey_dude::MonkeyDude::default();
    let mut step = |c: &mut Common, s: &mut monkey_dude::MonkeyDude| b.with_ctx(|cx| monkey_dude::run(c, s, cx));
    step(&mut c, &mut s);
    assert!(!s.awake && c.collision_flags == 0, "off screen: asleep, no touch");
    c.on_screen = true;
    step(&mut c, &mut s);
    assert_eq!((c.routine, c.collision_flags, c.subtype, s.steps), (2, monkey_dude::COLLISION, 4, 2));
    let mut ys = Vec::new();
    for _ in 0..200 {
        step(&mut c, &mut s);
        ys.push((c.y >> 8, c.routine, s.up));
    }
    // 60 frames of wait (frames 0–59), the climb from frame 60: frame 2 shown, 8 frames later frame 0: down.
    assert_eq!(ys[59], (0x410, 4, false));
    assert_eq!(ys[67], (0x410, 4, false));
    assert_eq!(ys[68], (0x418, 2, true), "one step down, then it turns");
    // The next climb (up) starts 60 frames later; its first frame 2 moves it up.
    assert_eq!(ys[128], (0x418, 4, true));
    assert_eq!(ys[129], (0x410, 4, true));
}
