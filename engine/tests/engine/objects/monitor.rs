//! Sonic 2's monitors (`Obj26`) and their contents (`Obj2E`), with the numbers of the disassembly: the solid
//! box ($1A wide each side, standing 35 px above the centre for Sonic), breaking from above or the side when
//! curled, knocking from below (−$180, gravity $38, landing on the floor), the icon rising 32 frames and
//! giving its power-up on the 33rd, 30 frames more on screen, the respawn entry's "broken" bit, and the
//! power-ups' numbers (10 rings, 20 s = 1200 frames, shoes $C00/$18/$80).

use crate::support::reference::{self, Act};
use crate::support::{self, run};
use engine::objects::s2::monitor::{self, contents};
use engine::objects::{
    id,
    runtime::object::{Common, State},
};
use engine::player::{Player, Pose, Routine};
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};

/// Floor top row in the test level; Sonic standing has his centre 20 px above it.
const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;
/// A monitor resting on that floor (its bottom row on 639).
const GROUND_Y: i32 = FLOOR - 16;

/// A flat level `chunks` x 8 chunks of 128 px, ground from y 640 down, with monitors at (x, y, subtype).
fn level(chunks: usize, monitors: &[(i32, i32, u8)]) -> Level {
    let mut level = support::flat_level(chunks);
    for &(x, y, subtype) in monitors {
        level.objects.push(ObjectPlacement {
            kind: ObjectKind::Other { id: id::MONITOR, subtype },
            x,
            y,
            ..Default::default()
        });
    }
    level
}

fn world(chunks: usize, monitors: &[(i32, i32, u8)], player: Player) -> World {
    World::with_player(&level(chunks, monitors), player)
}

/// Sonic in the air, curled as after a jump.
fn curled_in_air(x: i32, y: i32, y_speed: i16) -> Player {
    let mut p = Player::standing(Character::Sonic, x, y);
    // Not `jumping`: no jump button is held, which would cap an upward speed at -$400.
    p.air = true;
    p.pose = Pose::Roll;
    p.rolling = true;
    p.width_radius = 7;
    p.height_radius = 14;
    p.y_speed = y_speed;
    p
}

fn objects(w: &World, id: u8) -> Vec<&Common> {
    w.objects.slots.iter().map(|(_, o)| &o.common).filter(|c| c.id == id).collect()
}

fn the_monitor(w: &World) -> &Common {
    match objects(w, id::MONITOR).as_slice() {
        [c] => c,
        other => panic!("expected one monitor, found {}", other.len()),
    }
}

fn icons(w: &World) -> usize {
    w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::MonitorContents(_))).count()
}

/// Breaks a monitor of `subtype` by falling on it curled; returns the world on the frame it broke.
/// (The monitor's first frame is its init: it has no hitbox before it.)
fn broken(subtype: u8, setup: impl FnOnce(&mut World)) -> World {
    let mut w = world(32, &[(200, GROUND_Y, subtype)], Player::standing(Character::Sonic, 40, STAND_Y));
    w.step(Buttons::NONE);
    w.player = curled_in_air(200, 596, 0x200);
    setup(&mut w);
    w.step(Buttons::NONE);
    assert_eq!(the_monitor(&w).routine, 6, "broken");
    w
}

#[test]
fn walking_into_a_monitor_pushes_against_its_side() {
    let mut w = world(4, &[(200, GROUND_Y, contents::RINGS)], Player::standing(Character::Sonic, 100, STAND_Y));
    run(&mut w, 120, Buttons::RIGHT);
    let p = &w.player;
    assert_eq!(p.pixel_x(), 200 - 0x1A, "stopped at the box's half width $1A");
    assert!(p.pushing && !p.air);
    // Stopped whenever a pixel more would take him in (at exactly the edge he is not: `d0 = 0`).
    assert!(p.ground_speed < 0x100, "{}", p.ground_speed);
    assert_eq!(the_monitor(&w).routine, 2);
    assert_eq!(icons(&w), 0);
    assert_eq!(w.rings(), 0);
}

#[test]
fn falling_on_it_uncurled_stands_35_px_above_its_centre() {
    let mut p = Player::standing(Character::Sonic, 200, 560);
    p.air = true;
    let mut w = world(4, &[(200, GROUND_Y, contents::RINGS)], p);
    run(&mut w, 30, Buttons::NONE);
    let p = &w.player;
    assert!(p.on_object && !p.air);
    assert_eq!(p.pixel_y(), GROUND_Y - 0x10 - 19);
    assert_eq!((p.y_speed, p.angle), (0, 0));
    // Walking off the right edge ($1A from the centre) leaves it.
    run(&mut w, 40, Buttons::RIGHT);
    assert!(!w.player.on_object);
    assert_eq!(the_monitor(&w).routine, 2);
}

#[test]
fn landing_on_it_curled_breaks_it_and_bounces() {
    let w = broken(contents::RINGS, |_| {});
    // Moved by 0x200 and fell 0x38 this frame, then `neg.w y_vel`.
    assert_eq!(w.player.y_speed, -0x238);
    let m = the_monitor(&w);
    assert_eq!((m.collision_flags, m.status, m.anim), (0, 0, 0xA));
    let i = m.respawn.expect("monitors have a respawn entry");
    assert_eq!(w.objects.respawn.get(i) & monitor::BROKEN, monitor::BROKEN);
    assert_eq!(icons(&w), 1);
    // The smoke starts at `Obj27_Init` (routine 2, already run: its slot is after the monitor's) and frees no
    // animal.
    assert_eq!(objects(&w, id::EXPLOSION).len(), 1);
    assert_eq!(objects(&w, id::EXPLOSION)[0].routine, 4);
    assert!(objects(&w, engine::objects::s2::explosion::ANIMAL_ID).is_empty());
}

#[test]
fn the_icon_rises_32_frames_then_gives_10_rings_then_stays_30_frames() {
    // The icon takes the slot after the monitor's, so it starts on the frame the monitor breaks.
    let mut w = broken(contents::RINGS, |_| {});
    let icon_y0 = GROUND_Y << 8;
    for frame in 1..32 {
        assert_eq!(w.rings(), 0, "frame {frame}");
        w.step(Buttons::NONE);
    }
    let icon = objects(&w, id::MONITOR_CONTENTS)[0];
    // 32 frames up from -0x300 by 0x18: 0x300 * 32 - 0x18 * (0 + 1 + ... + 31) = 12672 subpixels.
    assert_eq!((icon.y, icon.y_vel), (icon_y0 - 12672, 0));
    assert_eq!(w.rings(), 0);
    w.step(Buttons::NONE);
    assert_eq!(w.rings(), monitor::RING_BONUS);
    for _ in 0..29 {
        w.step(Buttons::NONE);
        assert_eq!(icons(&w), 1);
    }
    w.step(Buttons::NONE);
    assert_eq!(icons(&w), 0, "deleted when its count of $1D passes 0");
    assert_eq!(w.rings(), 10);
}

#[test]
fn a_ring_monitor_gives_a_life_at_100_rings() {
    let mut w = broken(contents::RINGS, |w| w.objects.game.rings = 95);
    run(&mut w, 32, Buttons::NONE);
    assert_eq!((w.rings(), w.objects.game.lives), (105, 4));
}

#[test]
fn extra_life() {
    let mut w = broken(contents::SONIC_1UP, |_| {});
    run(&mut w, 31, Buttons::NONE);
    assert_eq!(w.objects.game.lives, 3);
    w.step(Buttons::NONE);
    assert_eq!(w.objects.game.lives, 4);
}

#[test]
fn tails_extra_life_and_question_mark_give_player_one_nothing() {
    for subtype in [contents::TAILS_1UP, contents::QUESTION_MARK, contents::TELEPORT] {
        let mut w = broken(subtype, |_| {});
        run(&mut w, 40, Buttons::NONE);
        let p = &w.player;
        assert_eq!((w.objects.game.lives, w.rings(), p.shield, p.speed_shoes, p.invincibility), (3, 0, false, 0, 0));
        assert_eq!(p.routine, Routine::Normal);
    }
}

#[test]
fn shield_and_invincibility() {
    let mut w = broken(contents::SHIELD, |_| {});
    run(&mut w, 32, Buttons::NONE);
    assert!(w.player.shield);
    run(&mut w, 2000, Buttons::NONE);
    assert!(w.player.shield, "the shield has no timer");

    let mut w = broken(contents::INVINCIBILITY, |_| {});
    run(&mut w, 32, Buttons::NONE);
    // Given while the objects run, after this frame's countdown.
    assert_eq!(w.player.invincibility, 1200);
    run(&mut w, 1199, Buttons::NONE);
    assert_eq!(w.player.invincibility, 1);
    w.step(Buttons::NONE);
    assert_eq!(w.player.invincibility, 0);
}

#[test]
fn speed_shoes_double_top_speed_and_acceleration_for_1200_frames() {
    let mut w = broken(contents::SPEED_SHOES, |_| {});
    run(&mut w, 32, Buttons::NONE);
    assert_eq!(w.player.speed_shoes, 1200);
    assert_eq!((w.player.top_speed(), w.player.acceleration(), w.player.deceleration()), (0xC00, 0x18, 0x80));
    run(&mut w, 60, Buttons::NONE);
    assert!(!w.player.air);
    let g = w.player.ground_speed;
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, g + 0x18);
    run(&mut w, 200, Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 0xC00, "the shoes' top speed");
    // Friction is the acceleration too.
    w.step(Buttons::NONE);
    assert_eq!(w.player.ground_speed, 0xC00 - 0x18);
    let left = w.player.speed_shoes;
    run(&mut w, usize::from(left), Buttons::NONE);
    assert_eq!(w.player.speed_shoes, 0);
    assert_eq!((w.player.top_speed(), w.player.acceleration()), (0x600, 0xC));
}

#[test]
fn robotnik_and_static_hurt_the_player() {
    for subtype in [contents::ROBOTNIK, contents::STATIC] {
        let mut w = broken(subtype, |w| w.objects.game.rings = 5);
        run(&mut w, 32, Buttons::NONE);
        let p = &w.player;
        assert_eq!(p.routine, Routine::Hurt, "subtype {subtype}");
        assert_eq!(w.rings(), 0);
        assert_eq!(objects(&w, id::LOST_RINGS).len(), 5, "one object per ring");
        // The player is at the monitor's x: not left of it, so knocked right.
        assert_eq!(p.x_speed, 0x200);
    }
}

#[test]
fn robotnik_takes_the_shield_and_spares_an_invincible_player() {
    let mut w = broken(contents::ROBOTNIK, |w| {
        w.objects.game.rings = 5;
        w.player.shield = true;
    });
    run(&mut w, 32, Buttons::NONE);
    assert_eq!((w.player.routine, w.player.shield, w.rings()), (Routine::Hurt, false, 5));

    let mut w = broken(contents::ROBOTNIK, |w| w.player.invincibility = 1000);
    run(&mut w, 32, Buttons::NONE);
    assert_eq!(w.player.routine, Routine::Normal);
}

#[test]
fn knocked_from_below_it_rises_falls_and_lands_on_the_floor() {
    // A monitor in the air; Sonic jumping up under it.
    let mut w = world(4, &[(200, 500, contents::RINGS)], Player::standing(Character::Sonic, 40, STAND_Y));
    w.step(Buttons::NONE);
    w.player = curled_in_air(200, 530, -0x600);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, 0x600 - 0x38, "`neg.w y_vel`");
    let m = the_monitor(&w);
    assert_eq!((m.routine, m.routine_secondary), (2, 4));
    // It ran after the touch: moved by −$180, then gravity.
    assert_eq!((m.y, m.y_vel), ((500 << 8) - 0x180, -0x180 + 0x38));
    run(&mut w, 120, Buttons::NONE);
    let m = the_monitor(&w);
    assert_eq!((m.routine_secondary, m.y_vel), (0, 0));
    // `add.w d1,y_pos`: its bottom (y + 14) ends on the floor's last free row.
    assert_eq!(m.pixel_y() + 14, FLOOR - 1);
    assert_eq!(icons(&w), 0);
}

#[test]
fn rolling_into_its_side_breaks_it() {
    let mut w = world(4, &[(400, GROUND_Y, contents::RINGS)], Player::standing(Character::Sonic, 40, STAND_Y));
    run(&mut w, 80, Buttons::RIGHT);
    let mut rolled = false;
    for _ in 0..200 {
        w.step(Buttons::DOWN);
        rolled |= w.player.rolling;
        if icons(&w) > 0 {
            break;
        }
    }
    assert!(rolled);
    assert_eq!(icons(&w), 1);
    assert!(w.player.x_speed > 0, "rolls on through");
}

#[test]
fn a_broken_monitor_comes_back_broken() {
    let mut w = broken(contents::RINGS, |_| {});
    run(&mut w, 60, Buttons::NONE);
    let i = the_monitor(&w).respawn.expect("respawn entry");
    // Far to the right: the camera follows, the monitor unloads (`MarkObjGone`).
    w.player = Player::standing(Character::Sonic, 1500, STAND_Y);
    run(&mut w, 120, Buttons::NONE);
    assert!(objects(&w, id::MONITOR).is_empty());
    assert_eq!(w.objects.respawn.get(i) & monitor::BROKEN, monitor::BROKEN);
    // Back: it loads again, broken (routine 8, frame $B, no hitbox), and is not solid.
    w.player = Player::standing(Character::Sonic, 100, STAND_Y);
    run(&mut w, 120, Buttons::NONE);
    let m = the_monitor(&w);
    assert_eq!((m.routine, m.mapping_frame, m.collision_flags), (8, 0xB, 0));
    run(&mut w, 120, Buttons::RIGHT);
    assert!(w.player.pixel_x() > 200 + 0x1A, "walks through it");
    assert_eq!(icons(&w), 0);
}

/// The real game: in `ehz1_full_nobadniks` Sonic jumps into the Sonic monitor at x 8032 (subtype 1) on frame
/// 2348; the icon takes slot $20, before the monitor's, so it starts on 2349, gives the life on 2381 and is
/// gone on 2411 (the trace's object list).
#[test]
fn trace_the_extra_life_at_8032() {
    use formats::inputs::InputScript;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    let dir = shared.join("reference/s2-traces");
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
    let inputs: Vec<Buttons> = match InputScript::parse(&read("ehz1_full_nobadniks.inputs")) {
        Ok(script) => script.frames().collect(),
        Err(e) => panic!("inputs: {e:?}"),
    };
    let csv = read("ehz1_full_nobadniks.csv");
    let first = csv.lines().nth(1).unwrap_or_default().split(',').collect::<Vec<_>>();
    let (x, y) = (first[2].parse().unwrap_or(0), first[4].parse().unwrap_or(0));
    let options = engine::objects::runtime::layout::LayoutOptions { no_badniks: true };
    let mut w = World::with_options(level, Player::standing(Character::Sonic, x, y), options);
    let at_8032 = |w: &World| objects(w, id::MONITOR).into_iter().find(|c| c.pixel_x() == 8032).cloned();
    for t in 1..=2420 {
        w.step(inputs[t - 1]);
        let lives = w.objects.game.lives;
        match t {
            2347 => assert_eq!(at_8032(&w).map(|m| m.routine), Some(2)),
            2348 => {
                let m = at_8032(&w).expect("the monitor");
                assert_eq!(m.routine, 6);
                assert_eq!(m.anim, 0xA);
                assert_eq!(icons(&w), 1);
            }
            2380 => assert_eq!(lives, 3),
            2381 => assert_eq!(lives, 4),
            2410 => assert_eq!(icons(&w), 1),
            2411 => assert_eq!(icons(&w), 0),
            _ => {}
        }
    }
    assert_eq!(w.rings(), 42);
}
