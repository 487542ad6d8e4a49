//! The Final Zone's boss (s1disasm `_incObj/85 Boss - Final.asm`, `84 FZ Eggman's Cylinders.asm`, `86 FZ Plasma
//! Ball Launcher.asm`; REV01) as the exact integers of the disassembly: the pieces it makes, the wait, a round of
//! crushing cylinders carrying Eggman, the plasma volley, the hits, the defeat, the run to the ship, the flight and
//! the ending.

use crate::support;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use engine::objects::s1::Sonic1;
use engine::objects::s1::fz_boss::{self, FzBoss, routine, run_speed, step};
use engine::objects::s1::fz_cylinder::{self, FzCylinder};
use engine::objects::s1::fz_plasma::{self, FzPlasma};
use engine::player::Pose;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Bounds, Point, ProfileId};

/// A flat Sonic 1 arena (ground at y $680), the right limit at `boss_fz_x`; the boss loaded as the level events
/// load it, the player held by the objects where each test puts him.
fn arena() -> (World, usize) {
    let mut level = support::solid_rows(84, 16, 13..16);
    level.profile = ProfileId::S1;
    level.bounds = Bounds { left: 0, top: 0, right: 0x2450 + 320, bottom: 0x510 + 224 };
    level.player_start = Point { x: 0x2400, y: 0x680 - 20 };
    let mut w = World::new(&level, Character::Sonic);
    w.player.object_control = 0x80;
    let i = w.objects.slots.allocate(fz_boss::spawned(), 0, None).expect("a free slot");
    (w, i)
}

fn boss(w: &World, i: usize) -> (&Common, &FzBoss) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::FzBoss(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn cylinder(w: &World, i: usize) -> (&Common, &FzCylinder) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::FzCylinder(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn plasma(w: &World, i: usize) -> (&Common, &FzPlasma) {
    match w.objects.slots.get(i) {
        Some(Obj { common, state: State::Sonic1(Sonic1::FzPlasma(s)) }) => (common, s),
        other => panic!("slot {i}: {:?}", other.map(|o| &o.state)),
    }
}

fn balls(w: &World) -> Vec<(usize, &Common, &FzPlasma)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic1(Sonic1::FzPlasma(s)) if o.common.routine == fz_plasma::routine::BALL => {
                Some((i, &o.common, s))
            }
            _ => None,
        })
        .collect()
}

/// One frame with the player held at (x, y) and the camera (as the objects see it) at `camera_x`.
fn step_at(w: &mut World, camera_x: i32, x: i32, y: i32) {
    w.player.object_control = 0x80;
    w.player.x = x << 8;
    w.player.y = y << 8;
    w.player.x_speed = 0;
    w.player.y_speed = 0;
    w.camera.x = camera_x;
    w.step(Buttons::NONE);
}

/// A frame of the fight: the camera at `boss_fz_x`, the player well away from the boss's pieces.
fn fight(w: &mut World) {
    step_at(w, 0x2450, 0x2460, 0x400);
}

/// The boss starts: the frame the camera reaches $2450 it takes step 2, the round starting the next frame.
fn started() -> (World, usize) {
    let (mut w, i) = arena();
    step_at(&mut w, 0x2400, 0x2460, 0x400);
    fight(&mut w);
    assert_eq!(boss(&w, i).0.routine_secondary, step::CYLINDERS);
    (w, i)
}

/// Its first frame: the five pieces in the next slots (panel, legs, head, ship, flame at their places), the
/// launcher at ($2588, $53C) and the four cylinders (subtypes 0, 2, 4, 6 at ($24D0, $620), ($2550, $620),
/// ($2490, $4C0), ($2510, $4C0)); 8 hits; the boss off stage at ($100, $100). While the camera is left of $2450
/// it adds 1 to the random seed every frame.
#[test]
fn the_pieces_and_the_wait() {
    let (mut w, i) = arena();
    w.objects.game.rng_seed = 0x1234_5678;
    step_at(&mut w, 0x2400, 0x2460, 0x400);
    let (c, s) = boss(&w, i);
    assert_eq!((c.routine, c.routine_secondary, c.pixel_x(), c.pixel_y()), (routine::EGGMAN, step::WAIT, 0x100, 0x100));
    assert_eq!((c.collision_property, s.choice, s.pending), (8, -1, 0));
    let pieces: Vec<(u8, i32, i32)> =
        (1..6).map(|k| boss(&w, i + k)).map(|(c, _)| (c.routine, c.pixel_x(), c.pixel_y())).collect();
    assert_eq!(
        pieces,
        vec![
            (routine::PANEL, 0x25B0, 0x590),
            (routine::LEGS, 0x26E0, 0x596),
            (routine::HEAD, 0x26E0, 0x596),
            (routine::SHIP, 0x26E0, 0x596),
            (routine::FLAME, 0x26E0, 0x596)
        ]
    );
    let l = usize::from(s.launcher.expect("the launcher"));
    assert_eq!((plasma(&w, l).0.pixel_x(), plasma(&w, l).0.pixel_y()), (0x2588, 0x53C));
    for (k, slot) in s.cylinders.iter().enumerate() {
        let (cc, cs) = cylinder(&w, usize::from(slot.expect("a cylinder")));
        assert_eq!(
            (cc.subtype, cc.pixel_x(), cc.pixel_y()),
            (2 * k as u8, fz_cylinder::POSITIONS[k].0 as i32, fz_cylinder::POSITIONS[k].1 as i32)
        );
        assert_eq!((cs.offset, cs.out), (0, false));
    }
    assert_eq!(w.objects.game.rng_seed, 0x1234_5679);
    for n in 2..10 {
        step_at(&mut w, 0x244F, 0x2460, 0x400);
        assert_eq!((boss(&w, i).0.routine_secondary, w.objects.game.rng_seed), (step::WAIT, 0x1234_5678 + n));
    }
    step_at(&mut w, 0x2450, 0x2460, 0x400);
    assert_eq!((boss(&w, i).0.routine_secondary, w.objects.game.rng_seed), (step::CYLINDERS, 0x1234_5678 + 10));
}

/// The offset's oracle (`loc_1A5D4`/`loc_1A646` out, `loc_1A5B4`/`loc_1A626` back), one frame.
fn cylinder_oracle(floor: bool, out: &mut bool, offset: &mut i32) -> bool {
    let sign = if floor { -1 } else { 1 };
    if *out {
        let hi = (*offset >> 16) as i16;
        if (floor && hi < -0x10) || (!floor && hi >= 0x10) {
            *offset += sign * 0x28000;
        }
        *offset += sign * 0x8000;
        let hi = (*offset >> 16) as i16;
        if (floor && hi <= -0xA0) || (!floor && hi >= 0xA0) {
            *offset = (sign * 0xA0) << 16;
            *out = false;
        }
        return false;
    }
    *offset -= sign * 0x20000;
    if (floor && *offset >= 0) || (!floor && *offset < 0) {
        *offset = 0;
        return true;
    }
    false
}

/// A round: the random number picks the pair (`word_19FD6`; its high bit which one holds Eggman); both crush
/// out — 1/2 px a frame for $10 px, then 3 1/2 — to $A0 px and back at 2 px a frame; Eggman rides the one holding
/// him (its x, its y − $A or + $E); once both are home the boss moves on to the plasma (step 4) — frame by frame.
#[test]
fn a_round_of_cylinders_carries_eggman() {
    let (mut w, i) = started();
    let mut oracle = w.objects.game.clone();
    let r = GameState::random(&mut oracle);
    let (mut d0, mut d1) = ((r & 0xC) as usize, (r & 0xC) as usize + 2);
    if (r as i32) < 0 {
        std::mem::swap(&mut d0, &mut d1);
    }
    let (held, other) = (usize::from(fz_boss::PAIRS[d0 / 2] / 2), usize::from(fz_boss::PAIRS[d1 / 2] / 2));
    let cyl: Vec<usize> = boss(&w, i).1.cylinders.iter().map(|c| usize::from(c.unwrap())).collect();
    fight(&mut w);
    let (c, s) = boss(&w, i);
    assert_eq!((s.choice as usize, s.pending, c.routine_secondary), (2 * held, 1, step::CYLINDERS));
    assert!(cylinder(&w, cyl[held]).1.holds && !cylinder(&w, cyl[other]).1.holds);
    // The cylinders, after the boss, take it up this frame (routine 4, not moved yet: Eggman carried).
    for which in [held, other] {
        let (cc, cs) = cylinder(&w, cyl[which]);
        assert_eq!((cc.routine, cs.offset), (fz_cylinder::routine::ACTIVE, 0));
    }
    let (bc, _) = boss(&w, i);
    let (hc, _) = cylinder(&w, cyl[held]);
    assert_eq!((bc.pixel_x(), bc.pixel_y()), (hc.pixel_x(), hc.pixel_y() + if held < 2 { -0xA } else { 0xE }));
    fight(&mut w);
    let mut state = [(true, 0i32, false); 2];
    let mut frames = 0;
    loop {
        for (k, &which) in [held, other].iter().enumerate() {
            let floor = which < 2;
            let (out, offset, home) = &mut state[k];
            if !*home {
                *home = cylinder_oracle(floor, out, offset);
            }
            let (cc, cs) = cylinder(&w, cyl[which]);
            assert_eq!(cs.offset, *offset, "cylinder {which}, frame {frames}");
            let base = i32::from(fz_cylinder::POSITIONS[which].1);
            assert_eq!(cc.pixel_y(), base + (*offset >> 16), "cylinder {which}, frame {frames}");
            if which == held && !*home {
                let (bc, _) = boss(&w, i);
                let dy = if floor { -0xA } else { 0xE };
                assert_eq!((bc.pixel_x(), bc.pixel_y()), (cc.pixel_x(), cc.pixel_y() + dy), "Eggman carried");
            }
        }
        if state.iter().all(|s| s.2) {
            break;
        }
        fight(&mut w);
        frames += 1;
        assert!(frames < 400);
    }
    assert_eq!(boss(&w, i).1.pending, -1);
    fight(&mut w);
    assert_eq!((boss(&w, i).0.routine_secondary, boss(&w, i).1.choice), (step::PLASMA, -1));
    // The floor one: $20 frames to $10 px, then $28 more at 3.5 px to $A0 px, then $50 back.
    let floor_frames = 0x20 + (0x90 * 2 + 6) / 7 + 0xA0 / 2;
    assert!(frames + 1 >= floor_frames, "{frames}");
}

/// The plasma: the launcher fires the next frame after the boss tells it: four balls aimed at $2578 − $4F·n plus a
/// random −$10…$F; each glides with X speed 16 × the distance, stops past its target (landing as far past as it
/// overshot), $B4 frames after it was made drops at the player's distance, Y speed $140, hurting ($9A), and is gone
/// at y $5E0; then the launcher tells the boss, which starts another round of cylinders.
#[test]
fn the_plasma_volley() {
    let (mut w, i) = started();
    let mut guard = 0;
    while boss(&w, i).0.routine_secondary != step::PLASMA {
        fight(&mut w);
        guard += 1;
        assert!(guard < 500);
    }
    let l = usize::from(boss(&w, i).1.launcher.unwrap());
    fight(&mut w);
    assert_eq!((plasma(&w, l).0.routine, plasma(&w, l).1.fire), (fz_plasma::routine::MAKE, true));
    let mut oracle = w.objects.game.clone();
    let targets: Vec<i16> = (0..4).map(|n| (oracle.random() as u16 & 0x1F) as i16 - 0x10 + 0x2578 - 0x4F * n).collect();
    fight(&mut w);
    let made = balls(&w);
    assert_eq!(made.len(), 4);
    assert_eq!(made.iter().map(|b| b.2.word_30).collect::<Vec<_>>(), targets);
    assert_eq!((plasma(&w, l).1.gliding, plasma(&w, l).1.live), (4, 4));
    // Each ball: aimed on its first frame (this one: they come after the launcher), then the glide.
    let slots: Vec<usize> = made.iter().map(|b| b.0).collect();
    let mut xs: Vec<i32> = vec![0x2588 << 8; 4];
    let vels: Vec<i32> = targets.iter().map(|&t| ((t - 0x2588) as i32) << 4).collect();
    let mut arrived = [false; 4];
    for frame in 1..0xB4 {
        fight(&mut w);
        for k in 0..4 {
            if !arrived[k] {
                xs[k] += vels[k];
                if (xs[k] >> 8) < i32::from(targets[k]) {
                    let x = xs[k] >> 8;
                    xs[k] = ((x + (x - i32::from(targets[k]))) << 8) | (xs[k] & 0xFF);
                    arrived[k] = true;
                    assert_eq!(frame, 17, "ball {k} arrives on its 17th frame");
                }
            }
            let (bc, bs) = plasma(&w, slots[k]);
            assert_eq!((bc.x, bs.timer), (xs[k], 0xB4 - frame as i16), "ball {k}, frame {frame}");
        }
    }
    assert_eq!(plasma(&w, l).0.routine, fz_plasma::routine::WAIT, "all arrived: the launcher waits");
    fight(&mut w);
    for k in 0..4 {
        let (bc, _) = plasma(&w, slots[k]);
        let vx = 0x2460 - (xs[k] >> 8);
        assert_eq!((bc.collision_flags, i32::from(bc.x_vel), bc.y_vel), (0x9A, vx, 0x140), "ball {k} drops");
    }
    let mut frames = 1;
    while !balls(&w).is_empty() {
        fight(&mut w);
        frames += 1;
        assert!(frames < 0xB4);
    }
    // From y $53C at $140 a frame: below $5E0 after ⌈$A4 / 1.25⌉ frames.
    assert_eq!(frames, 1 + (0xA4 * 256 + 0x13F) / 0x140, "the drop's first frame, then the fall");
    assert_eq!((plasma(&w, l).0.routine, plasma(&w, l).1.live), (fz_plasma::routine::WAIT, 0));
    fight(&mut w);
    assert_eq!(boss(&w, i).1.pending, -1, "the launcher told the boss");
    assert_eq!(plasma(&w, l).0.routine, fz_plasma::routine::READY);
    fight(&mut w);
    assert_eq!(boss(&w, i).0.routine_secondary, step::CYLINDERS);
}

/// Rolling into his side during a round: the player is sent back at ±$300, the boss loses a hit, and no other hit
/// counts for $64 frames (its animation 3 meanwhile); the seed's high word gains 7 on each side contact.
#[test]
fn a_hit_and_its_cooldown() {
    let (mut w, i) = started();
    // The camera comes to him (`SolidObject` only works on screen), wherever the round takes him.
    w.bounds.bottom = 0x700 + 224;
    for _ in 0..40 {
        let (c, _) = boss(&w, i);
        let (bx, by) = (c.pixel_x(), c.pixel_y());
        step_at(&mut w, 0x2450, bx - 0x60, by);
    }
    assert_eq!((boss(&w, i).0.collision_property, boss(&w, i).1.pending), (8, 1));
    // Beside him (left), curled, pushing right.
    let hit = |w: &mut World| {
        let (c, _) = boss(w, i);
        let (bx, by) = (c.pixel_x(), c.pixel_y());
        w.player.object_control = 0;
        w.player.x = (bx - 0x2B + 1) << 8;
        w.player.y = by << 8;
        w.player.air = true;
        w.player.rolling = true;
        w.player.pose = Pose::Roll;
        w.player.x_speed = 0x100;
        w.player.y_speed = 0;
        w.camera.x = 0x2450;
        w.step(Buttons::NONE);
    };
    hit(&mut w);
    let (c, s) = boss(&w, i);
    assert_eq!((c.collision_property, s.cooldown, c.anim), (7, 0x63, 3));
    assert_eq!(w.player.x_speed, -0x300, "sent back left");
    for n in 1..=0x63u8 {
        hit(&mut w);
        let (c, s) = boss(&w, i);
        assert_eq!((c.collision_property, s.cooldown), (7, 0x63 - n), "no hit while cooling down");
        assert_eq!(c.anim, if n == 0x63 { 1 } else { 3 });
    }
    hit(&mut w);
    assert_eq!(boss(&w, i).0.collision_property, 6, "the next one counts");
}

/// With no hits left the round's end is the defeat: 1000 points, Eggman drops from ($25C0, $53C) (gravity $10) to
/// y $59C, the launcher explodes, the level events' step moves on; he hops right at a speed set by how far ahead
/// of the player he is to x $26A0, jumps into the ship (($26E0, $592): one hit left, the empty ship deleted), rises
/// to y $544 and flies off at $180, −$18, the right limit opening 2 px a frame to $2700; hit, he sinks at $60 30
/// frames later; the player is held from x $2790; at x $2900 off screen the ship is gone and the act is over.
#[test]
fn the_defeat_the_run_and_the_ending() {
    let (mut w, i) = arena();
    // The level events at `DLE_FZend` (the boss moves them on).
    w.events = LevelEvents::Fz;
    w.objects.game.events.routine = 6;
    step_at(&mut w, 0x2400, 0x2460, 0x400);
    fight(&mut w);
    let l = usize::from(boss(&w, i).1.launcher.unwrap());
    let score = w.objects.game.score;
    // All hits taken: the round ends in the defeat.
    if let Some(Obj { common, .. }) = w.objects.slots.get_mut(i) {
        common.collision_property = 0;
    }
    let mut guard = 0;
    while boss(&w, i).0.routine_secondary != step::DROP {
        fight(&mut w);
        guard += 1;
        assert!(guard < 500);
    }
    assert_eq!(w.objects.game.score, score + 1000);
    let (c, _) = boss(&w, i);
    assert_eq!((c.pixel_x(), c.pixel_y(), c.y_radius), (0x25C0, 0x53C, 0x14));
    fight(&mut w);
    assert!(matches!(w.objects.slots.get(l).map(|o| &o.state), Some(State::Sonic1(Sonic1::ExplosionBomb))));
    // The drop, frame by frame (`SpeedToPos`, then $10 of gravity).
    let (mut y, mut vy) = (boss(&w, i).0.y, i32::from(boss(&w, i).0.y_vel));
    assert_eq!((y, vy), ((0x53C << 8), 0x10));
    loop {
        fight(&mut w);
        y += vy;
        vy += 0x10;
        let (c, _) = boss(&w, i);
        if (y >> 8) >= 0x59C {
            assert_eq!((c.routine_secondary, c.pixel_y(), c.x_vel, c.y_vel), (step::RUN, 0x59C, 0x100, -0x100));
            break;
        }
        assert_eq!((c.y, i32::from(c.y_vel)), (y, vy));
    }
    assert_eq!(w.objects.game.events.routine, 8, "DLE_FZend2: the left limit follows the camera again");
    // The run: the player $80 px behind him; his X speed from the distance.
    let mut frames = 0;
    while boss(&w, i).0.routine_secondary == step::RUN {
        let (c, _) = boss(&w, i);
        let (x0, px0) = (c.pixel_x(), c.pixel_x() - 0x80);
        step_at(&mut w, 0x2450, px0, 0x400);
        let (c, _) = boss(&w, i);
        if c.routine_secondary == step::RUN {
            assert_eq!(
                c.x_vel,
                run_speed((c.pixel_x() as u16).wrapping_sub(px0 as u16)),
                "frame {frames} from x {x0:#X}"
            );
        }
        frames += 1;
        assert!(frames < 1000);
    }
    assert_eq!(run_speed(0x80), 0x180);
    assert_eq!(
        (run_speed(0xFFFF), run_speed(0x6F), run_speed(0x70), run_speed(0xC7), run_speed(0xC8)),
        (0x500, 0x400, 0x300, 0x80, 0)
    );
    let (c, _) = boss(&w, i);
    assert_eq!((c.pixel_x(), c.x_vel, c.y_vel), (0x26A0, 0x240, -0x4C0));
    // The jump (`loc_1A112`): moved, then X speed cleared from x $26E0, gravity $34, landing at y $592.
    let (mut x, mut y, mut vx, mut vy) = (c.x, c.y, 0x240, -0x4C0);
    while boss(&w, i).0.routine_secondary == step::JUMP {
        step_at(&mut w, 0x2450, 0x2600, 0x400);
        x += vx;
        y += vy;
        if (x >> 8) >= 0x26E0 {
            vx = 0;
        }
        vy += 0x34;
        if vy >= 0 && (y >> 8) >= 0x592 {
            y = (0x592 << 8) | (y & 0xFF);
            vy = 0;
        }
        let (c, _) = boss(&w, i);
        assert_eq!((c.x, c.y), (x, y));
    }
    let (c, s) = boss(&w, i);
    assert_eq!((c.pixel_y(), c.collision_property, c.y_vel, s.in_ship), (0x592, 1, -0x180, false));
    step_at(&mut w, 0x2450, 0x2600, 0x400);
    assert!(boss(&w, i).1.in_ship);
    assert!(
        !w.objects
            .slots
            .iter()
            .any(|(_, o)| o.common.routine == routine::SHIP && matches!(o.state, State::Sonic1(Sonic1::FzBoss(_)))),
        "the empty ship is gone"
    );
    while boss(&w, i).0.routine_secondary == step::RISE {
        step_at(&mut w, 0x2450, 0x2600, 0x400);
    }
    let (c, _) = boss(&w, i);
    assert_eq!((c.x_vel, c.y_vel, c.collision_flags), (0x180, -0x18, 0x0F));
    assert!(c.pixel_y() < 0x544);
    // Flying; the right limit opens 2 px a frame.
    let right = |w: &World| w.bounds.right - 320;
    let r0 = right(&w);
    step_at(&mut w, 0x2450, 0x2600, 0x400);
    assert_eq!(right(&w), (r0 + 2).min(0x2700));
    // The last hit, as `ReactToItem` gives it.
    if let Some(Obj { common, .. }) = w.objects.slots.get_mut(i) {
        common.collision_flags = 0;
        common.collision_property = 0;
        common.status |= NO_BALANCING;
    }
    for n in 0..0x1E {
        step_at(&mut w, 0x2450, 0x2600, 0x400);
        let (c, s) = boss(&w, i);
        assert_eq!((s.choice, c.y_vel), (0x1D - n, if n == 0x1D { 0x60 } else { -0x18 }), "frame {n}");
    }
    // The player, past x $2790, held; the ship gone at $2900 off screen: the ending.
    let mut frames = 0;
    while w.objects.slots.get(i).is_some_and(|o| matches!(o.state, State::Sonic1(Sonic1::FzBoss(_)))) {
        step_at(&mut w, 0x2450, 0x2790, 0x400);
        assert!(w.objects.game.control_locked);
        assert_eq!(w.objects.game.forced_buttons, Buttons::NONE, "the ship sinks: no Up");
        frames += 1;
        assert!(frames < 2000);
    }
    assert!(w.objects.game.act_clear, "the ending");
}

/// While the ship still rises, a held player looks up and is kept left of x $27E0.
#[test]
fn held_while_it_rises() {
    let (mut w, i) = arena();
    w.bounds.right = 0x2700 + 320;
    step_at(&mut w, 0x2400, 0x2460, 0x400);
    if let Some(Obj { common, state: State::Sonic1(Sonic1::FzBoss(s)) }) = w.objects.slots.get_mut(i) {
        common.routine_secondary = step::FLY;
        common.x = 0x2700 << 8;
        common.y = 0x540 << 8;
        common.x_vel = 0x180;
        common.y_vel = -0x18;
        common.collision_flags = 0x0F;
        s.choice = 0;
        s.in_ship = true;
    }
    step_at(&mut w, 0x2450, 0x2800, 0x400);
    assert!(w.objects.game.control_locked);
    assert_eq!(w.objects.game.forced_buttons, Buttons::UP);
    assert_eq!(w.player.pixel_x(), 0x27E0);
    assert_eq!(w.player.ground_speed, 0);
}

/// The real Final Zone (imported from `../shared/reference/s1disasm-full`; skipped without it) with the game's
/// limits (`LevelSizeArray`: x $2080–$2460, y $510): walking in loads the boss, the rounds alternate cylinders and
/// plasma on the real floor; with its hits gone it drops, runs to the ship and flies off; the player following
/// right is held, and the ship gone is the ending.
#[test]
fn the_real_final_zone_plays_to_the_ending() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let Ok(mut level) = formats::import::sonlvl::import(&ini, "Final Zone") else { return };
    assert_eq!(level.events, LevelEvents::Fz);
    level.bounds = Bounds { left: 0x2080, top: 0x510, right: 0x2460 + 320, bottom: 0x510 + 224 };
    let mut w = World::new(&level, Character::Sonic);
    let find = |w: &World| {
        w.objects.slots.iter().find_map(|(i, o)| match &o.state {
            State::Sonic1(Sonic1::FzBoss(_)) if o.common.routine == routine::EGGMAN => Some(i),
            _ => None,
        })
    };
    let mut frames = 0;
    while w.player.pixel_x() < 0x2580 {
        w.player.invincibility = 100;
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 1000, "x {:#X}", w.player.pixel_x());
    }
    let i = find(&w).expect("the boss loaded");
    assert!(w.objects.game.events.lockscreen);
    let mut steps = vec![boss(&w, i).0.routine_secondary];
    let mut lowest_cylinder = 0;
    for _ in 0..1500 {
        w.player.invincibility = 100;
        w.step(Buttons::NONE);
        let s = boss(&w, i).0.routine_secondary;
        if steps.last() != Some(&s) {
            steps.push(s);
        }
        for c in boss(&w, i).1.cylinders.iter().flatten() {
            lowest_cylinder = lowest_cylinder.max(-(cylinder(&w, usize::from(*c)).1.offset >> 16));
        }
    }
    // Rounds of cylinders and plasma, in turn.
    let in_turn =
        steps.windows(2).all(|p| matches!(p, [step::CYLINDERS, step::PLASMA] | [step::PLASMA, step::CYLINDERS]));
    assert!(in_turn && steps.len() >= 5, "{steps:?}");
    assert_eq!(lowest_cylinder, 0xA0, "a floor cylinder crushed out all the way");
    if let Some(Obj { common, .. }) = w.objects.slots.get_mut(i) {
        common.collision_property = 0;
    }
    // He waits for the player to follow (no speed $C8 px ahead of him).
    while boss(&w, i).0.routine_secondary != step::FLY {
        w.player.invincibility = 100;
        let ahead = boss(&w, i).0.pixel_x() - w.player.pixel_x();
        // (Jumping now and then: the floor has a step at x $25A0.)
        let jump = if frames % 40 < 10 { Buttons::JUMP } else { Buttons::NONE };
        w.step(if ahead > 0x90 { Buttons::RIGHT.union(jump) } else { Buttons::NONE });
        frames += 1;
        assert!(
            frames < 6000,
            "step {} boss {:X},{:X} player {:X},{:X} right {:X}",
            boss(&w, i).0.routine_secondary,
            boss(&w, i).0.pixel_x(),
            boss(&w, i).0.pixel_y(),
            w.player.pixel_x(),
            w.player.pixel_y(),
            w.bounds.right - 320
        );
    }
    while !w.objects.game.act_clear {
        w.player.invincibility = 100;
        let jump = if frames % 40 < 10 { Buttons::JUMP } else { Buttons::NONE };
        w.step(Buttons::RIGHT.union(jump));
        frames += 1;
        assert!(frames < 8000, "boss at x {:#X}, player {:#X}", boss(&w, i).0.pixel_x(), w.player.pixel_x());
    }
    assert!(w.objects.game.control_locked, "held at the end");
    assert_eq!(w.bounds.right - 320, 0x2700);
}
