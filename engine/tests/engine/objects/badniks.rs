//! Emerald Hill's badniks and what a destroyed one leaves (s2disasm `Obj5C` Masher, `Obj4B` Buzzer with its
//! flame and shot, `Obj9D` Coconuts with `Obj98` coconuts, `Obj27` explosion, `Obj28` animal, `Obj29` points;
//! SPG "Game Enemies", "Rebound") with exact integers, in a `World` on a flat test level (floor at y 640) with
//! the badniks placed as Sonic 2 records (`ObjectKind::Other { id, subtype }`).

use crate::support;
use engine::objects::s2::buzzer::{self, Buzzer, Role as BuzzerRole};
use engine::objects::s2::coconuts::{self, CLIMB, Coconuts, Role as CoconutRole};
use engine::objects::s2::explosion::{self, Explosion, Role as ExplosionRole};
use engine::objects::s2::lost_rings::vint_runcount;
use engine::objects::s2::masher::{self, Masher};
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

/// A flat level 16 chunks wide, floor at y 640, with these objects `(id, subtype, x, y, x_flip)`.
fn level(objects: &[(u8, u8, i32, i32, bool)]) -> Level {
    let mut level = support::flat_level(16);
    for &(id, subtype, x, y, x_flip) in objects {
        level.objects.push(ObjectPlacement {
            kind: ObjectKind::Other { id, subtype },
            x,
            y,
            x_flip,
            ..Default::default()
        });
    }
    level
}

fn world(objects: &[(u8, u8, i32, i32, bool)], player_x: i32) -> World {
    let mut w = World::with_player(&level(objects), Player::standing(Character::Sonic, player_x, STAND_Y));
    w.objects.game.rings = 10;
    w
}

fn step(w: &mut World) {
    w.step(Buttons::default());
}

fn find(w: &World, pred: impl Fn(&Obj) -> bool) -> Option<(usize, &Obj)> {
    w.objects.slots.iter().find(|(_, o)| pred(o))
}

fn masher(w: &World) -> (&Common, &Masher) {
    match find(w, |o| o.common.id == id::MASHER).map(|(_, o)| o) {
        Some(Obj { common, state: State::Masher(m) }) => (common, m),
        _ => panic!("no Masher"),
    }
}

fn buzzer_part(w: &World, role: fn(&BuzzerRole) -> bool) -> Option<(usize, &Common, &Buzzer)> {
    w.objects.slots.iter().find_map(|(i, o)| match &o.state {
        State::Buzzer(b) if role(&b.role) => Some((i, &o.common, b)),
        _ => None,
    })
}

fn monkey(w: &World) -> (&Common, &Coconuts) {
    w.objects
        .slots
        .iter()
        .find_map(|(_, o)| match &o.state {
            State::Coconuts(c) if c.role == CoconutRole::Monkey => Some((&o.common, c)),
            _ => None,
        })
        .expect("no Coconuts")
}

// ---------------------------------------------------------------------------------------------------------
// Masher
// ---------------------------------------------------------------------------------------------------------

#[test]
fn masher_jumps_at_4_then_5_with_gravity_0x18_from_where_it_was_placed() {
    assert_eq!((masher::FIRST_JUMP, masher::JUMP, masher::GRAVITY), (-0x400, -0x500, 0x18));
    assert_eq!(masher::COLLISION, 9, "an enemy, touch size 9: 12 x 16");
    let start = 700;
    let mut w = world(&[(id::MASHER, 0, 500, start, false)], 300);
    step(&mut w);
    let (c, m) = masher(&w);
    assert_eq!(m.start_y, start as u16);
    assert_eq!((c.collision_flags, c.width_pixels), (9, 0x10));
    assert_eq!(c.y, (start << 8) - 0x400, "the first frame moves with the jump speed");
    assert_eq!(c.y_vel, -0x400 + 0x18);
    // Displacement after n frames: −$400·n + $18·n(n−1)/2 (1/256 px). It is back below its start (≥ 1 px)
    // after 87 frames: 12·87·86 − 1024·87 = 696. Highest after 43 frames: −22360 (88 px up, rounded down).
    let mut top = start;
    for n in 2..=86 {
        step(&mut w);
        let (c, _) = masher(&w);
        assert!(c.pixel_y() <= start, "frame {n}");
        top = top.min(c.pixel_y());
        if n == 43 {
            assert_eq!(c.y, (start << 8) - 22360);
        }
    }
    assert_eq!(top, start - 88);
    step(&mut w);
    let (c, _) = masher(&w);
    assert_eq!(c.y, (start << 8) + (696 & 0xFF), "put back at its start, the subpixel kept");
    assert_eq!(c.y_vel, -0x500);
    // The next jumps at −5: from subpixel 184 it is below its start again 108 frames later (616 − 256·2 = 104
    // is the new subpixel).
    for _ in 0..107 {
        step(&mut w);
        assert_ne!(masher(&w).0.y_vel, -0x500);
    }
    step(&mut w);
    let (c, _) = masher(&w);
    assert_eq!((c.y, c.y_vel), ((start << 8) + 104, -0x500));
}

#[test]
fn masher_closes_its_mouth_falling() {
    let mut w = world(&[(id::MASHER, 0, 500, 700, false)], 300);
    for _ in 0..60 {
        step(&mut w);
        let (c, _) = masher(&w);
        // Never $C0 px above its start: the slow script while rising, the closed one falling.
        assert_eq!(c.anim, if c.y_vel >= 0 { 2 } else { 0 });
    }
}

/// A player curled in the air at (x, y) falling at `y_speed`.
fn ball(w: &mut World, x: i32, y: i32, y_speed: i16) {
    let p = &mut w.player;
    p.x = x << 8;
    p.y = y << 8;
    p.air = true;
    p.pose = Pose::Roll;
    p.rolling = true;
    p.height_radius = 14;
    p.width_radius = 7;
    p.x_speed = 0;
    p.y_speed = y_speed;
    p.ground_speed = 0;
}

#[test]
fn a_destroyed_masher_explodes_for_35_frames_and_frees_an_animal_with_its_points() {
    let mut w = world(&[(id::MASHER, 0, 500, 560, false)], 420);
    step(&mut w);
    let (masher_slot, _) = find(&w, |o| o.common.id == id::MASHER).expect("Masher");
    // Falling onto it from above: the rebound reverses the Y Speed (SPG "Rebound").
    let y = masher(&w).0.pixel_y();
    ball(&mut w, 500, y - 30, 0x200);
    let mut hit = None;
    for frame in 1..20 {
        let before = w.player.y_speed;
        step(&mut w);
        if w.objects.slots.get(masher_slot).is_some_and(|o| o.common.id == id::EXPLOSION) {
            // Gravity $38 first, then the reversal.
            assert_eq!(w.player.y_speed, -(before + 0x38));
            hit = Some(frame);
            break;
        }
    }
    assert!(hit.is_some(), "the ball hit the Masher");
    assert_eq!(w.objects.game.chain_bonus, 2);
    assert_eq!(w.objects.game.score, 100);
    let exploded = |w: &World| match w.objects.slots.get(masher_slot) {
        Some(Obj { common, state: State::Explosion(e) }) if e.role == ExplosionRole::Explosion => Some(common.clone()),
        _ => None,
    };
    let c = exploded(&w).expect("explosion");
    assert_eq!((c.collision_flags, c.routine, c.mapping_frame, c.anim_frame_duration), (0, 4, 0, 2));
    // The animal took the first free slot on the explosion's first frame.
    let (animal_slot, animal) = find(&w, |o| o.common.id == explosion::ANIMAL_ID).expect("animal");
    assert_eq!((animal.common.x, animal.common.y), ((500 << 8), c.y & !0xFF));
    // Frames: 0 for 3 more frames, then 1–4 for 8 each; deleted when frame 5 would show (35 frames in all).
    let mut frames = vec![0];
    for _ in 0..34 {
        step(&mut w);
        frames.push(exploded(&w).expect("still exploding").mapping_frame);
    }
    let expected: Vec<u8> = [0; 3].into_iter().chain([1; 8]).chain([2; 8]).chain([3; 8]).chain([4; 8]).collect();
    assert_eq!(frames, expected);
    step(&mut w);
    assert!(w.objects.slots.get(masher_slot).is_none_or(|o| o.common.id != id::EXPLOSION));
    // The animal jumped at −4 and chose a squirrel or a flicky.
    let Some(Obj { state: State::Explosion(a), .. }) = w.objects.slots.get(animal_slot) else {
        panic!("the animal is still on screen")
    };
    assert!(explosion::EHZ_ANIMALS.contains(&a.animal));
}

#[test]
fn the_points_rise_at_3_and_vanish_after_32_frames() {
    let mut w = world(&[], 300);
    let mut c = Common::new(explosion::POINTS_ID, 0, 320, 560, false, false);
    c.mapping_frame = 1;
    let state = Explosion { role: ExplosionRole::Points, ..Default::default() };
    let slot = w.objects.slots.allocate(Obj { common: c, state: State::Explosion(state) }, 0, None).expect("slot");
    let mut y = 560 << 8;
    let mut v = explosion::POINTS_RISE;
    for _ in 0..32 {
        step(&mut w);
        y += i32::from(v);
        v += 0x18;
        let c = &w.objects.slots.get(slot).expect("points").common;
        assert_eq!((c.y, c.y_vel), (y, v));
    }
    assert_eq!(v, 0);
    step(&mut w);
    assert!(w.objects.slots.get(slot).is_none());
}

// ---------------------------------------------------------------------------------------------------------
// Buzzer
// ---------------------------------------------------------------------------------------------------------

#[test]
fn buzzer_flies_255_frames_hovers_30_and_turns_halfway() {
    // The player on its right, behind it, and too far once it turns: it never shoots. (Nearer the camera
    // would unload it at x 345.)
    let mut w = world(&[(id::BUZZER, 0, 600, 500, false)], 640);
    step(&mut w);
    let (slot, c, b) = buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer");
    assert_eq!((c.x, c.x_vel, b.move_timer), (600 << 8, -0x100, 0x100), "the first frame only sets it up");
    assert_eq!((c.collision_flags, c.x_radius, c.y_radius), (buzzer::COLLISION, 0x18, 0x10));
    let (flame_slot, _, _) = buzzer_part(&w, |r| matches!(r, BuzzerRole::Flame { .. })).expect("flame");
    assert!(flame_slot > slot, "`AllocateObjectAfterCurrent`");
    let mut xs = vec![];
    for _ in 0..320 {
        step(&mut w);
        let (_, c, _) = buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer");
        let (_, flame, _) = buzzer_part(&w, |r| matches!(r, BuzzerRole::Flame { .. })).expect("flame");
        xs.push((c.pixel_x(), c.x_flip, flame.pixel_x(), flame.displayed));
    }
    // Frames 2–256 move it left (255 px); 257 starts the hover (count $1E), 272 turns it round (count $F),
    // 288 moves it right again (count −1).
    assert_eq!(xs[254].0, 600 - 255);
    for (i, &(x, flip, flame_x, shown)) in xs.iter().enumerate() {
        let frame = i + 2;
        match frame {
            2..=256 => {
                assert_eq!((x, flip), (600 - (frame as i32 - 1), false), "frame {frame}");
                assert_eq!((flame_x, shown), (x, true), "the flame follows while it flies");
            }
            257..=287 => {
                assert_eq!((x, flip), (345, frame >= 272), "frame {frame}");
                assert!(!shown, "no flame while it hovers");
            }
            _ => {
                assert_eq!((x, flip), (345 + (frame as i32 - 287), true), "frame {frame}");
                assert!(shown);
            }
        }
    }
}

#[test]
fn buzzer_shoots_30_frames_after_seeing_the_player_40_to_48_pixels_ahead() {
    assert_eq!(buzzer::RANGE, (0x28, 0x30));
    // Facing left with the player 44 px to its left.
    let mut w = world(&[(id::BUZZER, 0, 600, 500, false)], 556);
    step(&mut w);
    // It looks at Sonic only on frames whose vertical-interrupt count is even (odd ones look at the sidekick).
    let mut seen = None;
    for frame in 2..10 {
        step(&mut w);
        let (_, c, b) = buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer");
        if b.shot {
            assert_eq!(vint_runcount(&w.objects.game) & 1, 0);
            assert_eq!((c.routine_secondary, c.anim, b.shot_timer), (2, 3, 0x32));
            seen = Some((frame, c.pixel_x()));
            break;
        }
    }
    let (seen, x) = seen.expect("it saw the player");
    assert_eq!(x, 600 - (seen - 1), "it still moved on the frame it saw him");
    for frame in seen + 1..seen + 30 {
        step(&mut w);
        assert!(buzzer_part(&w, |r| *r == BuzzerRole::Shot).is_none(), "frame {frame}");
        assert_eq!(buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer").1.pixel_x(), x, "it hovers");
    }
    step(&mut w);
    let (_, shot, _) = buzzer_part(&w, |r| *r == BuzzerRole::Shot).expect("the shot, 30 frames later");
    assert_eq!(shot.collision_flags, 0x98, "hurts, touch size $18");
    assert_eq!((shot.x_vel, shot.y_vel), (-0x180, 0x180));
    // Spawned after the Buzzer's slot: it moved once already.
    assert_eq!((shot.x, shot.y), (((x + 0xD) << 8) - 0x180, ((500 + 0x18) << 8) + 0x180));
    // 20 more frames of the pause, then it roams again (without moving on that frame).
    for _ in 0..20 {
        step(&mut w);
        assert_eq!(buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer").1.routine_secondary, 2);
    }
    step(&mut w);
    let (_, c, b) = buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer");
    assert_eq!((c.routine_secondary, c.pixel_x(), b.shot), (0, x, true));
    step(&mut w);
    assert_eq!(buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer").1.pixel_x(), x - 1);
}

#[test]
fn buzzer_ignores_a_player_behind_it() {
    // Facing left with the player 44 px to its right.
    let mut w = world(&[(id::BUZZER, 0, 600, 500, false)], 644);
    for _ in 0..40 {
        step(&mut w);
        assert!(!buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer").2.shot);
    }
}

#[test]
fn the_flame_stays_with_the_explosion_of_its_buzzer() {
    let mut w = world(&[(id::BUZZER, 0, 600, 500, false)], 640);
    for _ in 0..10 {
        step(&mut w);
    }
    let (slot, c, _) = buzzer_part(&w, |r| *r == BuzzerRole::Buzzer).expect("Buzzer");
    let x = c.pixel_x();
    // What `Touch_KillEnemy` does to it.
    w.objects.slots.get_mut(slot).expect("Buzzer").become_object(id::EXPLOSION);
    // The explosion's 35 frames.
    for _ in 0..35 {
        step(&mut w);
        let (_, flame, _) = buzzer_part(&w, |r| matches!(r, BuzzerRole::Flame { .. })).expect("flame");
        assert_eq!(flame.pixel_x(), x);
        assert!(flame.displayed, "the Buzzer's count was negative: still drawn");
    }
    step(&mut w);
    assert!(buzzer_part(&w, |r| matches!(r, BuzzerRole::Flame { .. })).is_none(), "gone with the explosion");
}

// ---------------------------------------------------------------------------------------------------------
// Coconuts
// ---------------------------------------------------------------------------------------------------------

#[test]
fn coconuts_waits_17_frames_then_climbs_its_table() {
    assert_eq!(CLIMB, [(-1, 0x20), (1, 0x18), (-1, 0x10), (1, 0x28), (-1, 0x20), (1, 0x10)]);
    // The player far to its right (more than $60 px): it never throws.
    let mut w = world(&[(id::COCONUTS, 0x1E, 500, 500, false)], 700);
    step(&mut w);
    let (c, s) = monkey(&w);
    assert_eq!((c.routine, c.collision_flags, c.width_pixels, s.timer), (2, 9, 0xC, 0x10));
    let mut ys = vec![];
    for _ in 0..400 {
        step(&mut w);
        let (c, _) = monkey(&w);
        assert!(c.x_flip, "faces the player on its right");
        ys.push((c.pixel_y(), c.routine));
    }
    // Each wait: the timer $10 counts down past 0 (17 frames, the last one starts the climb); each climb of
    // n frames moves n − 1 px (the last frame stops it).
    let mut frame = 2;
    let mut y = 500;
    for (speed, time) in CLIMB {
        frame += 16;
        assert_eq!(ys[frame - 2], (y, 4), "climb starts at frame {frame}");
        for _ in 1..time {
            frame += 1;
            y += i32::from(speed);
            assert_eq!(ys[frame - 2], (y, 4), "frame {frame}");
        }
        frame += 1;
        assert_eq!(ys[frame - 2], (y, 2), "stops at frame {frame}");
        frame += 1;
    }
    assert_eq!(y, 500, "the table climbs back to where it started");
}

#[test]
fn coconuts_throws_when_the_player_is_near() {
    assert_eq!(coconuts::NEAR, 0x60);
    let mut w = world(&[(id::COCONUTS, 0x1E, 500, 500, false)], 550);
    w.objects.game.rings = 10;
    step(&mut w);
    step(&mut w);
    // Near at once (the attack timer starts at 0): the hand goes up for 9 frames.
    let (c, s) = monkey(&w);
    assert_eq!((c.routine, c.mapping_frame, s.timer, s.attack_timer), (6, 1, 8, 0x20));
    for _ in 0..8 {
        step(&mut w);
        assert!(find(&w, |o| o.common.id == coconuts::COCONUT_ID).is_none());
    }
    step(&mut w);
    let (c, _) = monkey(&w);
    assert_eq!((c.routine_secondary, c.mapping_frame), (2, 2));
    let (_, nut) = find(&w, |o| o.common.id == coconuts::COCONUT_ID).expect("a coconut");
    // Facing right: 11 px to its left, 13 px up, thrown right and up. In the slot after the monkey's, its first
    // frame (loading its data: hurts, touch size $B) came at once.
    assert_eq!((nut.common.x, nut.common.y), ((500 - 0xB) << 8, (500 - 0xD) << 8));
    assert_eq!((nut.common.x_vel, nut.common.y_vel), (0x100, -0x100));
    assert_eq!(nut.common.collision_flags, 0x8B);
    // Then gravity $20 is added before it moves.
    step(&mut w);
    let (_, nut) = find(&w, |o| o.common.id == coconuts::COCONUT_ID).expect("a coconut");
    assert_eq!(
        (nut.common.x, nut.common.y, nut.common.y_vel),
        ((500 - 0xB + 1) << 8, ((500 - 0xD) << 8) - 0x100 + 0x20, -0x100 + 0x20)
    );
    // The hand comes down for 9 frames, then it climbs.
    for _ in 0..7 {
        step(&mut w);
        assert_eq!(monkey(&w).0.routine, 6);
    }
    step(&mut w);
    let (c, s) = monkey(&w);
    assert_eq!((c.routine, c.routine_secondary, c.y_vel, s.timer), (4, 0, -0x100, 0x20));
}
