//! Replays the real Sonic 1 traces in `../shared/reference/s1-traces` on Green Hill Zone Act 1 imported from
//! `../shared/reference/s1disasm`, comparing every column of every frame (position and subpixels, speeds,
//! Ground Speed, angle, the status bits, routine, radii, the loop flag, the object stood on, rings and the
//! camera). Sonic 1 has one collision path, so there is no layer column.

use crate::support::reference::{self, Act};
use crate::support::trace::{self, Motion, Trace};
use engine::player::Routine;
use engine::{Character, World};
use formats::Layer;
use formats::reference::shared_dir as shared;

/// One row of a trace, in the trace's own terms.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
struct State {
    motion: Motion,
    /// Bits 0 facing left, 1 air, 2 rolling, 3 on object, 4 roll-jump, 5 pushing, 6 underwater.
    status: u8,
    routine: u8,
    x_radius: u8,
    y_radius: u8,
    loop_flag: bool,
    interact: u8,
    rings: u16,
    camera_x: i32,
    camera_y: i32,
}

fn state_of(world: &World) -> State {
    let p = &world.player;
    let status = u8::from(p.facing_left)
        | u8::from(p.air) << 1
        | u8::from(p.rolling) << 2
        | u8::from(p.on_object) << 3
        | u8::from(p.roll_jump) << 4
        | u8::from(p.pushing) << 5;
    State {
        motion: Motion::of(p),
        status,
        routine: match p.routine {
            Routine::Normal => 2,
            Routine::Hurt => 4,
            Routine::Dead => 6,
            Routine::Gone => 8,
            Routine::Init => 0,
        },
        x_radius: p.width_radius,
        y_radius: p.height_radius,
        // Sonic 1's loop flag is the engine's second collision layer (`engine::player::loops`).
        loop_flag: p.layer == Layer::B,
        interact: p.interact,
        rings: world.rings(),
        camera_x: world.camera.x,
        camera_y: world.camera.y,
    }
}

fn read_trace(dir: &std::path::Path, name: &str) -> Trace<State> {
    let more = ["status", "routine", "x_radius", "y_radius", "loop_flag", "interact", "rings", "camera_x", "camera_y"];
    let columns = [&Motion::COLUMNS[..], &more].concat();
    trace::read(dir, name, &columns, |f, _| State {
        motion: Motion::from_cells(f),
        status: f[8] as u8,
        routine: f[9] as u8,
        x_radius: f[10] as u8,
        y_radius: f[11] as u8,
        loop_flag: f[12] != 0,
        interact: f[13] as u8,
        rings: f[14] as u16,
        camera_x: f[15] as i32,
        camera_y: f[16] as i32,
    })
}

/// Replays frames 1..`upto` (all of them when `None`).
fn replay(name: &str, upto: Option<usize>) {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ghz1);
    let trace = read_trace(&shared.join("reference/s1-traces"), name);
    // The start state comes from the level alone: the start position settled on the floor (angle $FC).
    let mut world = World::new(level, Character::Sonic);
    trace::replay(name, &mut world, &trace, upto.unwrap_or(usize::MAX), state_of);
}

#[test]
fn s1_jump_full() {
    replay("s1_jump_full", None);
}

#[test]
fn s1_roll() {
    replay("s1_roll", None);
}

/// Frames 1–201: the walk right up to the Motobug at x ≈ 765. Frame 202 is the Motobug's hit (Sonic has no
/// rings: routine 6), which needs Sonic 1's Motobug (`_incObj/40 Moto Bug.asm`); the engine does not run
/// Sonic 1's objects yet, so the replay stops before it.
#[test]
fn s1_walk_right() {
    replay("s1_walk_right", None);
}

/// The Motobug that kills Sonic in `s1_walk_right` (placed at x 832, y 940): at the contact (frame 202) the
/// trace's diagnostics list a Motobug at x 787 and another Motobug object — its exhaust smoke, left 12 frames
/// earlier — at x 799.
/// A Motobug's routine, pixel x and y, X Speed.
type Motobug = (u8, i32, i32, i16);

#[test]
fn s1_walk_right_motobug_at_the_contact() {
    use engine::objects::runtime::object::State;
    use engine::objects::s1::Sonic1;
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ghz1);
    let trace = read_trace(&shared.join("reference/s1-traces"), "s1_walk_right");
    let mut world = World::new(level, Character::Sonic);
    let mut first_seen: Option<(usize, Vec<Motobug>)> = None;
    for t in 1..=202 {
        world.step(trace.inputs[t - 1]);
        let motobugs: Vec<Motobug> = world
            .objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic1(Sonic1::Motobug(_))))
            .map(|(_, o)| (o.common.routine, o.common.pixel_x(), o.common.pixel_y(), o.common.x_vel))
            .collect();
        if first_seen.is_none() && !motobugs.is_empty() {
            first_seen = Some((t, motobugs.clone()));
        }
        if t == 202 {
            let mut xs: Vec<i32> = motobugs.iter().map(|m| m.1).collect();
            xs.sort();
            assert_eq!(xs, vec![787, 799], "{motobugs:?}");
            // The Motobug drives left at 1 px per frame (routine 2); the smoke plays its animation (routine 4).
            let mut kinds: Vec<(u8, i32, i16)> = motobugs.iter().map(|m| (m.0, m.1, m.3)).collect();
            kinds.sort();
            assert_eq!(kinds, vec![(2, 787, -0x100), (4, 799, 0)]);
        }
    }
    // Loaded when the camera's x reached $100 ($100 + $280 > 832), it falls onto the floor on its first frame.
    // `ObjPosLoad` loads it at the end of frame 144, when the camera's x reaches 260 (its $80 column $100:
    // $100 + $280 > 832), at its placed position, routine 0.
    assert_eq!(first_seen, Some((144, vec![(0, 832, 940, 0)])));
}

/// Snapshots cover Sonic 1's death and level load: a snapshot taken in the middle of the load (frame 400)
/// and restored replays the rest of `s1_walk_right` to the same states as the uninterrupted run.
#[test]
fn s1_walk_right_snapshot_during_the_level_load() {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ghz1);
    let trace = read_trace(&shared.join("reference/s1-traces"), "s1_walk_right");
    let mut world = World::new(level, Character::Sonic);
    for t in 1..=400 {
        world.step(trace.inputs[t - 1]);
    }
    assert_eq!(world.objects.game.loading, Some(400 - 339));
    let snapshot = world.snapshot();
    let mut straight = Vec::new();
    for t in 401..trace.rows.len() {
        world.step(trace.inputs[t - 1]);
        straight.push(state_of(&world));
    }
    world.restore(&snapshot);
    for (i, t) in (401..trace.rows.len()).enumerate() {
        world.step(trace.inputs[t - 1]);
        assert_eq!(state_of(&world), straight[i], "frame {t}");
        assert_eq!(state_of(&world), trace.rows[t], "frame {t}");
    }
    assert_eq!(world.objects.game.loading, None);
    assert_eq!((world.objects.game.lives, world.objects.game.deaths), (2, 1));
}

/// After the death in `s1_walk_right` the level loads again around the start: the coarse camera is the new
/// camera's, so the first ring group (x 324), loaded with the others, stays (the camera before the death,
/// coarse $180, would have unloaded it on the first frame — `Ring_Animate`'s range test — where the game,
/// whose test reads the camera itself, keeps it).
#[test]
fn s1_after_a_death_the_objects_around_the_start_stay_loaded() {
    let Some(shared) = shared() else { return };
    let level = reference::level(&shared, Act::Ghz1);
    let trace = read_trace(&shared.join("reference/s1-traces"), "s1_walk_right");
    let mut world = World::new(level, Character::Sonic);
    // Every object runs every frame, as in the game (sleeping rings would not test their range).
    world.set_object_scheduler(false);
    for &held in &trace.inputs {
        world.step(held);
    }
    assert_eq!(world.objects.game.deaths, 1);
    assert_eq!((world.camera.x, world.objects.game.camera_x_coarse), (0, 0xFF80));
    let rings: Vec<i32> = world
        .objects
        .slots
        .iter()
        .filter(|(_, o)| {
            matches!(o.state, engine::objects::runtime::object::State::Sonic1(engine::objects::s1::Sonic1::Ring(_)))
        })
        .map(|(_, o)| o.common.pixel_x())
        .collect();
    assert_eq!(rings, vec![324, 348, 372]);
}
