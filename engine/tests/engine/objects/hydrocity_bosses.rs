//! Hydrocity's miniboss (skdisasm s3.asm `Obj_HCZMiniboss`, its rockets, engine and whirlpool) against the
//! routines' integers, and in a running world where Sonic hits it and is caught by its whirlpool.

use crate::support;
use crate::support::bench::Bench;
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s3k::hcz_miniboss::{self, HczMiniboss, Next, Phase, flag};
use engine::objects::s3k::hcz_miniboss_parts::{self, Rocket};
use engine::objects::s3k::id;
use engine::objects::s3k::kinds::Sonic3k;
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::level::{LevelEvents, LevelSource, SourceFormat};
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

/// Where skdisasm's Hydrocity 1 layout places the miniboss.
const BOSS: (i32, i32) = (0x3720, 0x580);

/// A Hydrocity 1 `$78` chunks wide with its floor's top at y $700.
fn hcz1_arena() -> Level {
    let mut level = support::solid_rows(0x78, 16, 14..16);
    level.water_height = Some(0x680);
    level.events = LevelEvents::Hcz1;
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\Hydrocity Zone Act 1"));
    level
}

/// A bench over [`hcz1_arena`], the camera at (`x`, `y`), the miniboss in the first slot.
fn bench(x: i32, y: i32) -> Bench {
    let level = hcz1_arena();
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x3000, 0x6EC));
    b.bounds.right = 0x6000;
    b.bounds.bottom = 0x1000;
    (b.camera.x, b.camera.y) = (x, y);
    b.game.camera_x_coarse = ((x - 0x80) & 0xFF80) as u16;
    let common = Common::new(id::SONIC3K, 0, BOSS.0, BOSS.1, false, false);
    b.slots.allocate(Obj { common, state: HczMiniboss::default().into() }, 0, None);
    b
}

fn step(b: &mut Bench) {
    b.with_world(|w, slots| engine::objects::run_slots(slots, w));
}

fn body(b: &Bench) -> (Common, HczMiniboss) {
    let o = b.slots.get(0).expect("the miniboss");
    match &o.state {
        State::Sonic3k(Sonic3k::HczMiniboss(s)) => (o.common.clone(), s.clone()),
        _ => panic!("not the miniboss"),
    }
}

/// Runs until the body's routine is `routine`; the frames it took.
fn until_routine(b: &mut Bench, routine: u8, limit: usize) -> usize {
    for frame in 1..=limit {
        step(b);
        if body(b).0.routine == routine {
            return frame;
        }
    }
    panic!("no routine {routine:#x} in {limit} frames");
}

/// `Obj_HCZMiniboss`, `loc_47D30`, `loc_47D82`: asleep outside camera y $300–$400 / x $3500–$3700; awake, the
/// top limit $300, `Boss_flag` and the whirlpool $148 below; the left limit follows the camera; at camera y
/// $638 and x $3680 the arena (limits $638, $3680), 121 frames of wait, then the fight: touch $F, 6 hits, the
/// four rockets and the engine.
#[test]
fn the_miniboss_wakes_closes_the_arena_and_starts() {
    let mut b = bench(0x3600, 0x2FF);
    step(&mut b);
    assert_eq!(body(&b).1.phase, Phase::Asleep, "camera y $2FF");
    b.camera.y = 0x380;
    step(&mut b);
    assert_eq!(body(&b).1.phase, Phase::Arena);
    assert!(b.game.events.hcz_boss.boss_flag);
    assert_eq!(b.bounds.top, 0x300);
    let whirl: Vec<Common> = b.slots.iter().skip(1).map(|(_, o)| o.common.clone()).collect();
    assert_eq!(whirl.len(), 1);
    assert!(matches!(b.slots.get(1).map(|o| &o.state), Some(State::Sonic3k(Sonic3k::HczMinibossWhirlpool(_)))));
    step(&mut b);
    assert_eq!(b.slots.get(1).expect("whirlpool").common.pixel_y(), BOSS.1 + hcz_miniboss_parts::WHIRL_DEPTH);
    assert_eq!(b.bounds.left, 0x3600, "the left limit follows the camera");
    b.camera.x = 0x367F;
    b.camera.y = 0x638;
    step(&mut b);
    assert_eq!((body(&b).1.phase, b.bounds.left, b.bounds.top), (Phase::Arena, 0x367F, 0x638));
    b.camera.x = 0x3680;
    step(&mut b);
    let (c, s) = body(&b);
    assert_eq!((s.phase, s.wait, s.home_y), (Phase::Intro, 120, 0x580));
    assert_eq!((b.bounds.left, b.bounds.right, b.bounds.bottom), (0x3680, 0x3680 + 320, 0x638 + 224));
    assert_eq!(c.collision_flags, 0);
    for _ in 0..120 {
        step(&mut b);
        assert_eq!((body(&b).1.phase, body(&b).0.collision_flags), (Phase::Intro, 0));
    }
    step(&mut b);
    assert_eq!((body(&b).1.phase, body(&b).0.routine), (Phase::Fight, 0));
    step(&mut b);
    let (c, s) = body(&b);
    assert_eq!((c.routine, c.y_vel, c.collision_property, c.collision_flags), (2, 0x100, 6, hcz_miniboss::COLLISION));
    assert_eq!((s.wait, s.next), (0xDF, Next::Hover));
    let rockets = b
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczMinibossRocket(_))))
        .map(|(_, o)| (o.common.subtype, o.common.pixel_x() - BOSS.0, o.common.pixel_y() - BOSS.1))
        .collect::<Vec<_>>();
    assert_eq!(rockets, [(0, 0x18, 0x18), (2, -0x18, -0x18), (4, -0x18, 0x18), (6, 0x18, -0x18)]);
    assert!(b.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczMinibossEngine(_)))));
}

/// A bench whose miniboss has just started its fight (routine 2).
fn fighting() -> Bench {
    let mut b = bench(0x3680, 0x380);
    step(&mut b);
    b.camera.y = 0x638;
    for _ in 0..1 + 121 + 1 {
        step(&mut b);
    }
    assert_eq!(body(&b).0.routine, 2);
    b
}

/// `loc_47E34` … `loc_47F7A`: down $E0 frames at $100, still 60, up $38 at −$400 (back to $580), still 60; the
/// first pattern (`byte_4894E`: camera x + $40, two dives): down at $400 to the floor (y $700 − $28), along it
/// $30 frames at $400, up at −$400 to $580, down again, back along at −$400, up to $580 + $108, the hop ($180,
/// −$400 + $20 a frame for $40 frames), the rockets stopped; $A0 frames later the whirlpool turns $180 frames.
#[test]
fn the_miniboss_comes_down_dives_and_spins_the_water() {
    let mut b = fighting();
    assert_eq!(until_routine(&mut b, 4, 0x200), 0xE0);
    assert_eq!(body(&b).0.pixel_y(), 0x580 + 0xE0);
    assert_eq!(until_routine(&mut b, 6, 0x200), 60);
    assert_eq!(until_routine(&mut b, 8, 0x200), 0x38);
    assert_eq!(body(&b).0.pixel_y(), 0x580);
    assert_eq!(until_routine(&mut b, 0xA, 0x200), 60);
    let (c, s) = body(&b);
    assert_eq!((c.pixel_x(), c.y_vel, s.dives, s.floor_speed), (0x3680 + 0x40, 0x400, 1, 0x400));
    assert!(s.flags & flag::ENGINE_OFF != 0, "the engine hidden while it dives");
    assert_eq!(until_routine(&mut b, 0xC, 0x200), (0x6D8 - 0x580) / 4);
    // `ObjCheckFloorDist` 0 or less: its bottom ($28 down) on the floor's top row's pixel above.
    assert_eq!(body(&b).0.pixel_y(), 0x700 - 0x28 - 1);
    assert_eq!(until_routine(&mut b, 0xE, 0x200), 0x30);
    assert_eq!(body(&b).0.pixel_x(), 0x3680 + 0x40 + 0xC0);
    assert_eq!(until_routine(&mut b, 0xA, 0x200), 0x158 / 4);
    assert_eq!(until_routine(&mut b, 0xC, 0x200), 0x158 / 4);
    assert_eq!(until_routine(&mut b, 0x10, 0x200), 0x30);
    assert_eq!(body(&b).0.pixel_x(), 0x3680 + 0x40);
    assert_eq!(until_routine(&mut b, 0x12, 0x200), 0x50 / 4);
    let (c, _) = body(&b);
    assert_eq!((c.pixel_y(), c.x_vel, c.y_vel), (0x580 + 0x108, 0x180, -0x400));
    assert_eq!(until_routine(&mut b, 0x14, 0x200), 0x40);
    let (c, s) = body(&b);
    assert_eq!((c.pixel_x(), c.pixel_y(), s.flags & flag::ROCKETS), (0x3680 + 0x40 + 0x60, 0x688 + 4, 0));
    for _ in 0..0xA0 {
        assert_eq!(body(&b).1.flags & flag::WHIRL, 0);
        step(&mut b);
    }
    assert_eq!(body(&b).1.flags & flag::WHIRL, flag::WHIRL);
    for _ in 0..0x180 {
        step(&mut b);
    }
    assert_eq!(body(&b).1.flags & flag::WHIRL, 0, "$180 frames");
    for _ in 0..0x80 {
        step(&mut b);
    }
    assert_eq!(body(&b).1.flags & flag::ROCKETS, flag::ROCKETS, "$80 frames later");
    assert_eq!(until_routine(&mut b, 2, 0x200), 0x40);
    assert_eq!(body(&b).0.y_vel, -0x20);
    assert_eq!(until_routine(&mut b, 0x16, 0x200), 0x80);
    // −$20 for $80 frames: $10 px up from $68C; then $FC px at 4 a frame to $580.
    assert_eq!(until_routine(&mut b, 0xA, 0x200), 0xFC / 4);
    // The second pattern: camera x + $100, moving left; one dive.
    let (c, s) = body(&b);
    assert_eq!((c.pixel_x(), s.floor_speed, s.dives), (0x3680 + 0x100, -0x400, 1));
}

/// `Obj_HCZMiniboss_Rockets` (`sub_4895E`): the first two circle at 1 a frame for 64 frames while the others
/// wait, all circle 64 more harmless, 32 at 2 hurting ($8B), then at 4 while the body dives.
#[test]
fn the_rockets_circle_and_hurt() {
    let mut b = fighting();
    let rocket = |b: &Bench, n: usize| -> (Common, Rocket) {
        let (_, o) = b
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczMinibossRocket(_))))
            .nth(n)
            .expect("a rocket");
        match &o.state {
            State::Sonic3k(Sonic3k::HczMinibossRocket(r)) => (o.common.clone(), r.clone()),
            _ => unreachable!(),
        }
    };
    // The rockets ran their setup after the body made them; this frame they start (bit 3 set).
    step(&mut b);
    let (c0, r0) = rocket(&b, 0);
    let (c2, _) = rocket(&b, 2);
    assert_eq!((c0.routine, r0.step, r0.angle_x, r0.angle_y, c0.collision_flags), (4, 1, 0, 0, 0));
    assert_eq!((c2.routine, c2.x_flip), (6, true));
    let mut touch = Vec::new();
    for frame in 0..0x40 + 0x40 + 0x20 + 8 {
        step(&mut b);
        let (c0, r0) = rocket(&b, 0);
        let (body, _) = body(&b);
        if frame == 0 {
            // Angle 1 each way: the lookup's second byte ($18).
            assert_eq!((c0.pixel_x() - body.pixel_x(), c0.pixel_y() - body.pixel_y()), (0x18, 0x18));
        }
        if frame == 0x3F {
            assert_eq!((r0.angle_x, rocket(&b, 2).1.angle_x), (0x40, 0x80), "64 steps of 1; the third waited");
        }
        touch.push(c0.collision_flags);
    }
    let first = touch.iter().position(|&t| t == hcz_miniboss_parts::ROCKET_COLLISION).expect("hurting");
    // Each `Obj_Wait` of $3F runs out on its $40th frame, which runs the next step.
    assert_eq!(first, 0x40 + 0x3F);
    assert_eq!(rocket(&b, 0).1.step, 4);
    assert_eq!(hcz_miniboss_parts::twist(0x40), 0);
    assert_eq!(hcz_miniboss_parts::twist(0x80), -0x18);
    assert_eq!(hcz_miniboss_parts::twist(0xFF), 0x18);
}

/// `sub_48874`: ±$40 a frame towards the whirlpool's x (0 first beyond $70 px), half a pixel towards its y.
#[test]
fn the_whirlpool_pulls_by_0x40() {
    let mut p = Player::standing(Character::Sonic, 0x3700, 0x6EC);
    hcz_miniboss_parts::pull(&mut p, 0x3720, 0x6C8);
    assert_eq!((p.x_speed, p.pixel_x(), p.y), (0x40, 0x3700, (0x6EC << 8) - 0x80));
    p.x_speed = 0x300;
    hcz_miniboss_parts::pull(&mut p, 0x3600, 0x6C8);
    assert_eq!(p.x_speed, -0x40, "beyond $70: from 0");
    let mut q = Player::standing(Character::Sonic, 0x3721, 0x6C8);
    q.x_speed = -0x100;
    hcz_miniboss_parts::pull(&mut q, 0x3720, 0x6C8);
    assert_eq!((q.x_speed, q.y), (-0x140, 0x6C8 << 8), "within 3 px: on the way he goes");
}

/// `sub_48A8C` and `Touch_Enemy`: each hit clears the touch for $20 frames; the sixth (`status` bit 7) beats
/// it: still, 1000 points, the timer stopped; the rockets fly off (`Obj_VelocityIndex` $20: (−$400, −$300)),
/// the engine goes; $40 frames later `_unkFAA2` (the water stops) and `Obj_EndSignControl`, $80 more and
/// `Boss_flag` is clear; the whirlpool goes at the act's end.
#[test]
fn six_hits_beat_the_miniboss() {
    let mut b = fighting();
    for _ in 0..10 {
        step(&mut b);
    }
    let score = b.game.score;
    for hit in 1..=6 {
        assert_eq!(body(&b).0.collision_flags, hcz_miniboss::COLLISION, "hit {hit}");
        // What `Touch_Enemy` does to a boss with hits left.
        let o = b.slots.get_mut(0).expect("body");
        o.common.collision_flags = 0;
        o.common.collision_property -= 1;
        if hit == 6 {
            o.common.status |= 0x80;
            break;
        }
        for frame in 0..hcz_miniboss::FLASH {
            step(&mut b);
            let expected = if frame + 1 == hcz_miniboss::FLASH { hcz_miniboss::COLLISION } else { 0 };
            assert_eq!(body(&b).0.collision_flags, expected, "hit {hit}, frame {frame} of the flash");
        }
    }
    step(&mut b);
    let (c, s) = body(&b);
    assert_eq!((s.phase, c.collision_flags, s.wait), (Phase::Beaten, 0, 0x3F));
    assert_eq!(b.game.score, score + hcz_miniboss::DEFEAT_POINTS);
    assert!(b.game.timer_stopped);
    let flying: Vec<(i16, i16)> = b
        .slots
        .iter()
        .filter_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::HczMinibossRocket(r)) if r.flying => Some((o.common.x_vel, o.common.y_vel)),
            _ => None,
        })
        .collect();
    assert_eq!(flying, [(-0x400, -0x300), (0x400, -0x300), (-0x300, -0x300), (0x400, -0x300)]);
    step(&mut b);
    assert!(!b.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczMinibossEngine(_)))));
    for _ in 0..0x3F {
        step(&mut b);
    }
    assert_eq!(body(&b).1.phase, Phase::EndSignWait);
    assert!(b.game.events.hcz_boss.water_stopped);
    assert!(b.game.events.hcz_boss.boss_flag);
    step(&mut b);
    assert!(
        !b.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczMinibossWhirlpool(_)))),
        "the whirlpool goes at the act's end"
    );
    for _ in 0..0x7F {
        step(&mut b);
    }
    assert_eq!(body(&b).1.phase, Phase::Signpost);
    assert!(!b.game.events.hcz_boss.boss_flag);
}

/// [`hcz1_arena`] with the miniboss where the layout has it, and Sonic falling from ($3730, $3EC): the camera
/// ($3690, $38C) wakes it at once and, once he lands on the floor, closes the arena.
fn arena_world() -> World {
    let mut level = hcz1_arena();
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Other { id: 0x99, subtype: 0 },
        x: BOSS.0,
        y: BOSS.1,
        ..Default::default()
    });
    let mut p = Player::standing(Character::Sonic, 0x3730, 0x3EC);
    p.air = true;
    World::with_player(&level, p)
}

fn world_body(w: &World) -> Option<(Common, HczMiniboss)> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::HczMiniboss(s)) => Some((o.common.clone(), s.clone())),
        _ => None,
    })
}

/// In a running world: the arena closes round Sonic (limits $3680 and $638); the body sweeping along the floor
/// (or a rocket round it) hurts a Sonic who is not attacking, and he drops his rings.
#[test]
fn the_miniboss_hurts_sonic_in_its_arena() {
    let mut w = arena_world();
    w.objects.game.rings = 10;
    let mut hurt = None;
    for frame in 0..2000 {
        w.step(Buttons::NONE);
        if w.player.routine == engine::player::Routine::Hurt {
            hurt = Some(frame);
            break;
        }
    }
    assert!(hurt.is_some_and(|f| f > 121 + 0xE0 + 60 + 0x38 + 60), "hurt in the first dive: {hurt:?}");
    let (c, s) = world_body(&w).expect("the miniboss");
    assert_eq!((s.phase, c.routine), (Phase::Fight, 0xC), "sweeping along the floor");
    assert_eq!((w.bounds.left, w.bounds.top), (0x3680, 0x638));
    assert_eq!((w.bounds.right, w.bounds.bottom), (0x3680 + 320, 0x638 + 224));
    assert_eq!(w.objects.game.rings, 0);
}

/// An invincible Sonic walking under it hits it instead (`Touch_Enemy`: 6 hits, one per flash) and beats it; its
/// whirlpool catches him meanwhile (`object_control` 1) and lets him go.
#[test]
fn sonic_beats_the_miniboss() {
    let mut w = arena_world();
    w.player.invincibility = 0xFFFF;
    let mut hits = Vec::new();
    let mut caught = None;
    let mut let_go = None;
    let mut beaten = None;
    let mut last = hcz_miniboss::HITS;
    for frame in 0..8000 {
        // Sonic walks under the body.
        let x = world_body(&w).map_or(0x3730, |(c, _)| c.pixel_x());
        let d = x - w.player.pixel_x();
        w.step(if d < -8 {
            Buttons::LEFT
        } else if d > 8 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        });
        w.player.invincibility = 0xFFFF;
        // The arena's floor is under water: air as from a bubble each frame.
        w.player.breathe();
        let Some((c, s)) = world_body(&w) else { break };
        if matches!(s.phase, Phase::Fight | Phase::Beaten) && c.routine >= 2 && c.collision_property < last {
            last = c.collision_property;
            hits.push(frame);
        }
        if caught.is_none() && w.player.object_control == 1 {
            caught = Some(frame);
        }
        if caught.is_some() && let_go.is_none() && w.player.object_control == 0 {
            let_go = Some(frame);
        }
        if s.phase == Phase::Beaten {
            beaten = Some(frame);
            break;
        }
    }
    assert_eq!(hits.len(), 6, "{hits:?}");
    assert!(hits.windows(2).all(|h| h[1] - h[0] >= u32::from(hcz_miniboss::FLASH) as usize));
    assert!(beaten.is_some());
    let (c, l) = (caught.expect("caught by the whirlpool"), let_go.expect("let go"));
    assert!(l - c <= 0x180, "held while it turns: {c}..{l}");
    assert!(w.objects.game.timer_stopped);
    for _ in 0..0x40 + 0x80 {
        w.step(Buttons::NONE);
    }
    assert_eq!(world_body(&w).map(|(_, s)| s.phase), Some(Phase::Signpost));
    // `Obj_EndSignControlDoSign`'s `Child6_EndSign`: the end sign at the boss's x, above the screen.
    let boss_x = world_body(&w).map(|(c, _)| c.pixel_x());
    let sign = w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::EndSign(_)) => Some(o.common.pixel_x()),
        _ => None,
    });
    assert_eq!(sign, boss_x, "the end sign falls at the boss's x");
    assert!(!w.objects.game.events.hcz_boss.boss_flag);
    assert_eq!(w.player.object_control, 0);
    let parts = w.objects.slots.iter().filter(|(_, o)| {
        matches!(
            o.state,
            State::Sonic3k(
                Sonic3k::HczMinibossEngine(_) | Sonic3k::HczMinibossWhirlpool(_) | Sonic3k::HczMinibossRocket(_)
            )
        )
    });
    assert_eq!(parts.count(), 0, "the parts are gone");
}

// Hydrocity 2's end boss (`Obj_HCZEndBoss`).

use engine::objects::s3k::hcz_end_boss::{self, HczEndBoss};
use engine::objects::s3k::hcz_end_boss_parts::{self, Anim, DepthCharge};

/// Where skdisasm's Hydrocity 2 layout places the end boss (its second placement never wakes).
const END_BOSS: (i32, i32) = (0x40C8, 0x6E0);

/// A level `$88` chunks wide, 17 high, its floor's top at y $800, no water, with `events`.
fn hcz2_arena(events: LevelEvents) -> Level {
    let mut level = support::solid_rows(0x88, 17, 16..17);
    level.events = events;
    if events == LevelEvents::Hcz2 {
        // `StartingWaterHeights`.
        level.water_height = Some(0x700);
    }
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Sonic 3\\Hydrocity Zone Act 2"));
    level
}

/// A bench with its floor at y $780 (rows 15…), the camera at (`x`, `y`), the bottom limit already at $738,
/// the end boss in the first slot.
fn end_bench(x: i32, y: i32) -> Bench {
    let mut level = support::solid_rows(0x88, 17, 15..17);
    level.profile = ProfileId::S3K;
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x3000, 0x76C));
    b.bounds.right = 0x6000;
    b.bounds.bottom = 0x738 + 224;
    (b.camera.x, b.camera.y) = (x, y);
    b.game.camera_x_coarse = ((x - 0x80) & 0xFF80) as u16;
    let common = Common::new(id::SONIC3K, 0, END_BOSS.0, END_BOSS.1, false, false);
    b.slots.allocate(Obj { common, state: HczEndBoss::default().into() }, 0, None);
    b
}

fn end_body(b: &Bench) -> (Common, HczEndBoss) {
    let o = b.slots.get(0).expect("the end boss");
    match &o.state {
        State::Sonic3k(Sonic3k::HczEndBoss(s)) => (o.common.clone(), s.clone()),
        _ => panic!("not the end boss"),
    }
}

fn end_until(b: &mut Bench, routine: u8, limit: usize) -> usize {
    for frame in 1..=limit {
        step(b);
        if end_body(b).0.routine == routine {
            return frame;
        }
    }
    panic!("no routine {routine:#x} in {limit} frames");
}

/// A bench whose end boss has just run its first fight frame (routine 2).
fn end_fighting() -> Bench {
    let mut b = end_bench(0x4000, 0x700);
    for _ in 0..1 + 121 + 1 {
        step(&mut b);
    }
    assert_eq!((end_body(&b).1.phase, end_body(&b).0.routine), (hcz_end_boss::Phase::Fight, 2));
    b
}

/// `Obj_HCZEndBoss`, `loc_541C8`: asleep outside its camera range (the right limit held at $4050); awake,
/// `Boss_flag` and the bottom limit's target $738; the left limit follows the camera to $4000, the top limit
/// is the bottom one's once it is there, and after 121 frames (the music) the fight starts: touch 6, 8 hits,
/// down at $80; three depth charges and the propeller.
#[test]
fn the_end_boss_wakes_and_closes_its_arena() {
    use hcz_end_boss::Phase;
    let mut b = end_bench(0x3F00, 0x3FF);
    step(&mut b);
    assert_eq!(end_body(&b).1.phase, Phase::Asleep, "camera y $3FF");
    assert_eq!(b.bounds.right, 0x4050 + 320);
    b.camera.y = 0x700;
    step(&mut b);
    assert_eq!(end_body(&b).1.phase, Phase::Arena);
    assert!(b.game.events.hcz_boss.boss_flag);
    assert_eq!(b.game.events.max_y_target, Some(0x738));
    step(&mut b);
    assert_eq!((b.bounds.left, b.bounds.top), (0x3F00, 0x738));
    b.camera.x = 0x4000;
    b.game.camera_x_coarse = 0x3F80;
    for _ in 0..119 {
        step(&mut b);
        assert_eq!(end_body(&b).1.phase, Phase::Arena);
    }
    step(&mut b);
    assert_eq!((end_body(&b).1.phase, end_body(&b).0.routine), (Phase::Fight, 0), "2 s after it woke");
    step(&mut b);
    let (c, s) = end_body(&b);
    assert_eq!((c.routine, c.y_vel, c.collision_property, c.collision_flags), (2, 0x80, 8, hcz_end_boss::COLLISION));
    assert_eq!(s.wait, 0xEF);
    let kinds: Vec<(u8, i32, i32)> = b
        .slots
        .iter()
        .skip(1)
        .map(|(_, o)| (o.common.subtype, o.common.pixel_x() - c.pixel_x(), o.common.pixel_y()))
        .collect();
    assert_eq!(kinds.len(), 4);
    assert!(matches!(b.slots.get(4).map(|o| &o.state), Some(State::Sonic3k(Sonic3k::HczEndBossPropeller(_)))));
}

/// `loc_48DBC` … `loc_48ED4`: $F0 frames down at $80; swinging $40; the propeller (bit 3): $A0 down at $80,
/// $50 up at −$100, swinging $100 back at its height; crossing at −$100 from then, bit 1 (a depth charge) on
/// its $C0th frame and every $60 after, turning round $A0 frames in and every $140 after; after the eighth
/// charge's $60 frames the propeller again.
#[test]
fn the_end_boss_swings_turns_its_propeller_and_crosses() {
    let mut b = end_fighting();
    let y0 = end_body(&b).0.pixel_y();
    assert_eq!(end_until(&mut b, 4, 0x200), 0xF0);
    let home = end_body(&b).0.pixel_y();
    assert_eq!(home, y0 + 0xF0 / 2);
    assert_eq!(end_body(&b).1.home_y as i32, home);
    assert_eq!(end_until(&mut b, 6, 0x200), 0x40);
    assert_eq!(end_body(&b).1.flags & hcz_end_boss::flag::PROPELLER, hcz_end_boss::flag::PROPELLER);
    assert_eq!(end_until(&mut b, 0xA, 0x400), 0xA0 + 0x50);
    assert_eq!(end_body(&b).0.pixel_y(), home, "put back at its height");
    assert_eq!(end_until(&mut b, 0xC, 0x400), 0x100);
    let (c, s) = end_body(&b);
    assert_eq!((c.x_vel, s.drops, s.flags & hcz_end_boss::flag::PROPELLER), (-0x100, 8, 0));
    let mut drops = Vec::new();
    let mut turns = Vec::new();
    let mut vel = c.x_vel;
    let mut was_set = false;
    for frame in 1..=0xC0 + 8 * 0x60 {
        step(&mut b);
        let (c, s) = end_body(&b);
        let set = s.flags & hcz_end_boss::flag::DROP != 0;
        if set && !was_set {
            drops.push(frame);
        }
        was_set = set;
        if c.x_vel != vel && c.x_vel != 0 {
            turns.push(frame);
            vel = c.x_vel;
        }
    }
    assert_eq!(drops[..3], [0xC0, 0xC0 + 0x60, 0xC0 + 0xC0]);
    assert_eq!(turns[..2], [0xA0, 0xA0 + 0x140]);
    let (c, s) = end_body(&b);
    assert_eq!((c.routine, c.x_vel, s.flags & hcz_end_boss::flag::PROPELLER), (6, 0, hcz_end_boss::flag::PROPELLER));
}

/// `Animate_RawGetFaster` (`byte_49C3C`: 7 then 8 rounds): each round of four frames one frame shorter,
/// from 8 frames a frame to 1; then 8 rounds at 1 — and `$34`.
#[test]
fn the_propeller_spins_up_getting_faster() {
    let mut anim = Anim::default();
    let mut c = Common::new(id::SONIC3K, 0, 0, 0, false, false);
    let mut frames = 0;
    while !anim.faster(&mut c, &hcz_end_boss_parts::SPIN_UP) {
        frames += 1;
        assert!(frames < 1000);
    }
    // The first call shows the script's second frame for 8 frames, the next two 8 each; then rounds of four
    // at delays 6 … 0 (7 … 1 frames each), then 7 rounds at 0 counted, and the 8th count ends it.
    let rounds: usize = (0..=6).map(|d| 4 * (d + 1)).sum();
    assert_eq!(frames + 1, 1 + 3 * 8 + rounds + 7 * 4);
}

/// The propeller hurts ($A6) from the frame the craft sets bit 3 until it has slowed down after it cleared.
#[test]
fn the_propeller_hurts_while_it_turns() {
    let mut b = end_fighting();
    let propeller = |b: &Bench| b.slots.get(4).expect("propeller").common.collision_flags;
    end_until(&mut b, 6, 0x200);
    assert_eq!(propeller(&b), hcz_end_boss_parts::PROPELLER_COLLISION);
    end_until(&mut b, 0xC, 0x400);
    let mut off = 0;
    while propeller(&b) != 0 {
        step(&mut b);
        off += 1;
        assert!(off < 0x200);
    }
    assert!(off > 8, "it slows down first: {off}");
}

/// A depth charge dropped (bit 1) slides 4 px out, falls at $100 across under $20 gravity to the floor, ticks,
/// and blows up: a blast hurting ($8B) and five jets $10 px apart that throw a player in them up at −$800.
#[test]
fn a_depth_charge_drops_and_blows_up() {
    let mut b = end_fighting();
    end_until(&mut b, 0xC, 0x800);
    for _ in 0..0xC0 + 4 {
        step(&mut b);
    }
    let falling = b.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::HczEndBossDepthCharge(d)) if d.step == hcz_end_boss_parts::ChargeStep::Falling => {
            Some((o.common.x_vel, d.clone()))
        }
        _ => None,
    });
    let (vx, _): (i16, DepthCharge) = falling.expect("a falling charge");
    // $100, turned round as the craft is flipped: it turned at its $A0th frame.
    assert_eq!(vx, -0x100);
    let charges = b.slots.iter().filter(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossDepthCharge(_))));
    assert_eq!(charges.count(), 3, "a new one at the back");
    // The blast: where the charge hit the floor (y $780 − 8 − 1).
    let mut blast = None;
    for frame in 0..400 {
        step(&mut b);
        if let Some((_, o)) =
            b.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossBlast(_))))
        {
            blast = Some((frame, o.common.clone()));
            break;
        }
    }
    let (_, blast) = blast.expect("it blows up");
    assert_eq!(blast.pixel_y(), 0x780 - 8 - 1);
    assert_eq!(blast.collision_flags, hcz_end_boss_parts::BLAST_COLLISION);
    let jets: Vec<(u8, i32)> = b
        .slots
        .iter()
        .filter(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossWaterJet(_))))
        .map(|(_, o)| (o.common.subtype, o.common.pixel_x() - blast.pixel_x()))
        .collect();
    assert_eq!(jets, [(0, 0), (2, 0), (4, 0), (6, 0), (8, 0)]);
    // Touch while its frame is below 3: 1 + 8 × 4 frames.
    let mut touch = 1;
    loop {
        step(&mut b);
        match b.slots.iter().find(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossBlast(_)))) {
            Some((_, o)) if o.common.collision_flags != 0 => touch += 1,
            _ => break,
        }
    }
    // `byte_49D4A` from its second frame byte (0, 1, 2 before 3), 8 frames each.
    assert_eq!(touch, 1 + 8 * 3);
}

/// `sub_4999E`: inside −$C..$C across and −$38..8 of a jet, up at −$800; out of it or under an object's
/// control, nothing.
#[test]
fn a_water_jet_throws_the_player_up() {
    let mut p = Player::standing(Character::Sonic, 0x4000, 0x700);
    hcz_end_boss_parts::throw(&mut p, 0x4000, 0x700);
    assert_eq!(p.y_speed, -0x800);
    let mut q = Player::standing(Character::Sonic, 0x400C, 0x700);
    hcz_end_boss_parts::throw(&mut q, 0x4000, 0x700);
    assert_eq!(q.y_speed, 0, "$C right: out");
    let mut r = Player::standing(Character::Sonic, 0x4000, 0x700 - 0x38);
    hcz_end_boss_parts::throw(&mut r, 0x4000, 0x700);
    assert_eq!(r.y_speed, -0x800);
    let mut s = Player::standing(Character::Sonic, 0x4000, 0x700 + 8);
    hcz_end_boss_parts::throw(&mut s, 0x4000, 0x700);
    assert_eq!(s.y_speed, 0, "8 below: out");
}

/// `sub_49A06`: eight hits, each flashing $20 frames; the eighth stops it (1000 points, the timer stopped),
/// $40 frames later it flies off at ($200, −$200) (the propeller at (−$300, −$200)), $80 more and `Boss_flag`
/// is clear; then the left limit follows the camera and the right one opens to $4230, faster each frame.
#[test]
fn eight_hits_beat_the_end_boss() {
    use hcz_end_boss::Phase;
    let mut b = end_fighting();
    for _ in 0..10 {
        step(&mut b);
    }
    let score = b.game.score;
    for hit in 1..=8 {
        assert_eq!(end_body(&b).0.collision_flags, hcz_end_boss::COLLISION, "hit {hit}");
        let o = b.slots.get_mut(0).expect("body");
        o.common.collision_flags = 0;
        o.common.collision_property -= 1;
        if hit == 8 {
            o.common.status |= 0x80;
            break;
        }
        for frame in 0..hcz_end_boss::FLASH {
            step(&mut b);
            let expected = if frame + 1 == hcz_end_boss::FLASH { hcz_end_boss::COLLISION } else { 0 };
            assert_eq!(end_body(&b).0.collision_flags, expected, "hit {hit}, frame {frame}");
        }
    }
    step(&mut b);
    assert_eq!(end_body(&b).1.phase, Phase::Beaten);
    assert_eq!(b.game.score, score + hcz_end_boss::DEFEAT_POINTS);
    assert!(b.game.timer_stopped);
    assert!(!b.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossDepthCharge(_)))));
    for _ in 0..0x3F {
        step(&mut b);
    }
    step(&mut b);
    let (c, s) = end_body(&b);
    assert_eq!((s.phase, c.x_vel), (Phase::FlyingOff, 0x200));
    step(&mut b);
    let p = b.slots.get(4).expect("propeller").common.clone();
    // Sent off the frame the craft set bit 4, it has moved (and fallen) once.
    assert_eq!((p.x_vel, p.y_vel), (-0x300, -0x200 + 0x38));
    for _ in 0..0x7E {
        step(&mut b);
    }
    assert!(b.game.events.hcz_boss.boss_flag);
    step(&mut b);
    assert_eq!(end_body(&b).1.phase, Phase::Over);
    assert!(!b.game.events.hcz_boss.boss_flag);
    // `Obj_IncLevEndXGradual`: $4050 + 0, 0, 0, 1 (the step's $4000s) …
    let mut rights = Vec::new();
    for _ in 0..70 {
        step(&mut b);
        rights.push(b.bounds.right - 320);
    }
    assert_eq!(rights[..5], [0x4050, 0x4050, 0x4050, 0x4051, 0x4052]);
    // 1/4 px more a frame each frame: $1E0 px in 63 frames.
    assert_eq!(rights.iter().position(|&r| r == 0x4230), Some(62));
    assert_eq!(*rights.last().expect("last"), 0x4230);
}

fn end_world(events: LevelEvents, invincible: bool) -> World {
    end_world_with(events, invincible, &[])
}

/// Where Sonic 3's own Hydrocity 2 layout (`2-S3.bin`, its id $C6) places the egg capsule, on the ground past
/// the arena; the S3K layout has none.
const CAPSULE: (i32, i32) = (0x42D0, 0x7E0);

fn end_world_with(events: LevelEvents, invincible: bool, more: &[ObjectPlacement]) -> World {
    let mut level = hcz2_arena(events);
    level.objects.extend_from_slice(more);
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Other { id: 0x9A, subtype: 0 },
        x: END_BOSS.0,
        y: END_BOSS.1,
        // The layout's y word $86E0: bit 15, loaded at any camera y.
        s2: Some(formats::object::s2::S2Extra { load_at_any_y: true, ..Default::default() }),
        ..Default::default()
    });
    let mut p = Player::standing(Character::Sonic, 0x40A0, 0x7EC);
    if invincible {
        p.invincibility = 0xFFFF;
    }
    World::with_player(&level, p)
}

fn world_end_body(w: &World) -> Option<(Common, HczEndBoss)> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::HczEndBoss(s)) => Some((o.common.clone(), s.clone())),
        _ => None,
    })
}

/// In a running world (floor at $800): Sonic under the craft is hurt when it comes down with its propeller; an
/// invincible Sonic jumping at it, following it, hits it eight times and beats it; it flies off and the act's
/// right limit opens. He walks on to the egg capsule (placed as Sonic 3's own layout has it) and jumps onto its
/// button: it opens, the results start and end, and the boss, which waited for them (`_unkFAA8`), goes.
#[test]
fn sonic_fights_the_end_boss() {
    let mut w = end_world(LevelEvents::None, false);
    w.objects.game.rings = 5;
    let mut hurt = None;
    for frame in 0..3000 {
        // Sonic runs under the first depth charge to fall.
        let x = w
            .objects
            .slots
            .iter()
            .find_map(|(_, o)| match &o.state {
                State::Sonic3k(Sonic3k::HczEndBossDepthCharge(d))
                    if matches!(
                        d.step,
                        hcz_end_boss_parts::ChargeStep::Falling | hcz_end_boss_parts::ChargeStep::Ticking
                    ) =>
                {
                    Some(o.common.pixel_x())
                }
                _ => None,
            })
            .unwrap_or(w.player.pixel_x());
        let d = x - w.player.pixel_x();
        w.step(if d < -4 {
            Buttons::LEFT
        } else if d > 4 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        });
        if w.player.routine == engine::player::Routine::Hurt {
            hurt = Some(frame);
            break;
        }
    }
    let (c, s) = world_end_body(&w).expect("the end boss");
    assert!(hurt.is_some(), "{:?} {:#x}", s.phase, c.routine);
    assert!(
        w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::HczEndBossBlast(_)))),
        "by the blast"
    );
    assert_eq!(w.objects.game.rings, 0);

    let capsule = ObjectPlacement {
        kind: ObjectKind::Other { id: 0x81, subtype: 0 },
        x: CAPSULE.0,
        y: CAPSULE.1,
        ..Default::default()
    };
    let mut w = end_world_with(LevelEvents::None, true, &[capsule]);
    let mut hits = Vec::new();
    let mut last = hcz_end_boss::HITS;
    let mut beaten = None;
    for frame in 0..20000 {
        let Some((c, s)) = world_end_body(&w) else { break };
        if s.phase == hcz_end_boss::Phase::Fight && c.routine >= 2 && c.collision_property < last {
            last = c.collision_property;
            hits.push(frame);
        }
        if s.phase == hcz_end_boss::Phase::Beaten {
            beaten = Some(frame);
            break;
        }
        let d = c.pixel_x() - w.player.pixel_x();
        let mut buttons = if d < -4 {
            Buttons::LEFT
        } else if d > 4 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        };
        // Jumping again as soon as he lands, the button held up to the top.
        if w.player.air || frame % 2 == 0 {
            buttons = buttons.union(Buttons::JUMP);
        }
        w.step(buttons);
        w.player.invincibility = 0xFFFF;
    }
    assert_eq!(hits.len(), 7, "{hits:?} then the eighth beats it");
    assert!(beaten.is_some());
    for _ in 0..0x40 + 0x80 + 200 {
        w.step(Buttons::NONE);
    }
    assert!(!w.objects.game.events.hcz_boss.boss_flag);
    assert_eq!(w.bounds.right, 0x4230 + 320);

    // `loc_48F3C`: `_unkFAA8` set; `loc_48F68` waits for it to clear. Sonic walks to the egg capsule past the
    // arena and jumps onto its button: it opens, and $40 frames later his pose and the results.
    assert!(w.objects.game.end_of_level);
    assert_eq!(world_end_body(&w).map(|(_, s)| s.phase), Some(hcz_end_boss::Phase::Over));
    let capsule = egg_capsule;
    let opened = onto_the_capsule_button(&mut w, 2000, |_| {});
    assert!(opened, "the capsule opens under Sonic");
    let mut results = false;
    for _ in 0..300 {
        w.step(Buttons::NONE);
        if capsule(&w).is_some_and(|c| c.routine == engine::objects::s3k::egg_capsule::RESULTS_ROUTINE.0) {
            results = true;
            break;
        }
    }
    assert!(results, "the results start");
    assert_eq!(w.player.object_control, 0x81);
    assert!(world_end_body(&w).is_some(), "the boss still waits");
    for _ in 0..(360 + 600) {
        w.step(Buttons::NONE);
    }
    assert!(w.objects.game.act_clear && !w.objects.game.end_of_level);
    assert!(world_end_body(&w).is_none(), "`_unkFAA8` clear: it goes");
}

/// `sub_49842`: a player in the column's box (here the spout at height 5: from $48 above the column, $88 high,
/// within $10 across) is caught (`object_control` 1, speeds 0), rises 2 px a frame swung ±$80 towards its
/// middle; above the box he is let go, curled, at −$200.
#[test]
fn the_water_column_sucks_the_player_up() {
    use hcz_end_boss_parts::suck;
    let mut p = Player::standing(Character::Sonic, 0x4008, 0x7C0);
    p.x_speed = 0x300;
    let mut held = false;
    suck(&mut p, &mut held, (0x4000, 0x7B8), 5, false);
    assert!(held);
    assert_eq!((p.object_control, p.x_speed, p.pixel_y()), (1, -0x80, 0x7BE));
    let mut frames = 1;
    while held {
        suck(&mut p, &mut held, (0x4000, 0x7B8), 5, false);
        frames += 1;
        assert!(frames < 100);
    }
    assert_eq!((p.object_control, p.y_speed), (0, -0x200));
    assert!(p.pixel_y() < 0x7B8 - 0x48, "let go above the box: {:#x}", p.pixel_y());
    // Outside the box, nothing; under another object's control, moved but not caught.
    let mut q = Player::standing(Character::Sonic, 0x3FF0, 0x7C0);
    let mut held = false;
    suck(&mut q, &mut held, (0x4000, 0x7B8), 5, false);
    assert!(!held && q.object_control == 0, "$10 to the left: out");
    let mut r = Player::standing(Character::Sonic, 0x3FF8, 0x7C0);
    let mut held = false;
    hcz_end_boss_parts::drift(&mut r, 0x4000, 0x700);
    assert_eq!(r.pixel_x(), 0x3FFA, "under the water: 2 px towards the column");
    suck(&mut r, &mut held, (0x4000, 0x7B8), 5, true);
    assert_eq!(r.y_speed, -0x200, "the spout beaten: every player let go");
}

/// In a running Hydrocity 2 (its water at $7E0, the floor at $800): as the propeller reaches full speed the
/// spout rises from 8 above the water, 1 px a frame to $50 above; its column drifts Sonic (under water) to it,
/// sucks him up and the propeller hurts him. When the propeller stops the spout sinks back, moving with the
/// craft at ±$80, and goes.
#[test]
fn the_spout_rises_and_its_column_sucks_sonic_into_the_propeller() {
    let mut w = end_world(LevelEvents::Hcz2, false);
    w.objects.game.rings = 5;
    let spout = |w: &World| {
        w.objects.slots.iter().find_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::HczEndBossSpout(s)) => Some((o.common.clone(), s.clone())),
            _ => None,
        })
    };
    let mut made = None;
    let mut caught = None;
    let mut hurt = None;
    let mut top = i32::MAX;
    for frame in 0..3000 {
        w.step(Buttons::NONE);
        w.player.breathe();
        if let Some((c, s)) = spout(&w) {
            made.get_or_insert((frame, s.base_y));
            top = top.min(c.pixel_y());
        }
        if caught.is_none() && w.player.object_control == 1 {
            caught = Some(frame);
        }
        if w.player.routine == engine::player::Routine::Hurt {
            hurt = Some(frame);
            break;
        }
    }
    let (_, base) = made.expect("the spout");
    assert_eq!(i32::from(base), w.water_level() - 8);
    assert_eq!(w.water_level(), 0x7E0);
    assert!(caught.is_some(), "caught by the column");
    assert!(hurt.is_some_and(|h| h > caught.unwrap_or(0)), "then hurt by the propeller: {caught:?} {hurt:?}");
    assert!(top >= i32::from(base) - 0x50, "never above $50 over its start: {top:#x}");
}

// Knuckles before the end boss (`CutsceneKnux_HCZ2`).

use engine::objects::s3k::hcz_cutscene_knuckles::{self, HczCutsceneKnuckles, Step};

/// `CutsceneKnux_HCZ2` at ($3A46, $66C), a floor at $700: the camera in range, the right limit $3940 and the
/// top and left ones following the camera until player 1 stands on an object past x $3990; 180 frames; $20
/// frames left at 4 px (the top limit $5C0); $40 still; a jump at (−$100, −$400) turned round at the first
/// landing, on the floor at the second; off screen, the limits back by ¼ px more a frame.
#[test]
fn knuckles_holds_the_camera_then_leaves() {
    let level = {
        let mut l = support::solid_rows(0x88, 16, 14..16);
        l.profile = ProfileId::S3K;
        l
    };
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x3980, 0x6EC));
    (b.bounds.top, b.bounds.right) = (0x400, 0x6000 + 320);
    (b.camera.x, b.camera.y) = (0x3920, 0x580);
    b.game.camera_x_coarse = 0x3880;
    let mut c = Common::new(id::SONIC3K, 8, 0x3A46, 0x66C, false, false);
    let mut s = HczCutsceneKnuckles::default();
    let step = |b: &mut Bench, c: &mut Common, s: &mut HczCutsceneKnuckles| {
        b.with_ctx(|cx| hcz_cutscene_knuckles::run(c, s, cx));
    };
    step(&mut b, &mut c, &mut s);
    assert_eq!((s.step, b.bounds.right), (Step::Waiting, 0x3940 + 320));
    step(&mut b, &mut c, &mut s);
    assert_eq!((b.bounds.top, b.bounds.left), (0x580, 0x3920), "following the camera");
    b.player.x = 0x3990 << 8;
    step(&mut b, &mut c, &mut s);
    assert_eq!(s.step, Step::Waiting, "not on an object");
    b.player.on_object = true;
    step(&mut b, &mut c, &mut s);
    assert_eq!((s.step, s.wait), (Step::Music, 179));
    for _ in 0..180 {
        step(&mut b, &mut c, &mut s);
    }
    assert_eq!((s.step, b.bounds.top, c.x_flip), (Step::Running, 0x5C0, true));
    for _ in 0..0x20 {
        step(&mut b, &mut c, &mut s);
    }
    assert_eq!((s.step, c.pixel_x()), (Step::Standing, 0x3A46 - 0x80));
    for _ in 0..0x40 {
        step(&mut b, &mut c, &mut s);
    }
    assert_eq!((s.step, c.x_vel, c.y_vel, c.x_flip), (Step::Jumping, -0x100, -0x400, false));
    let mut frames = 0;
    while s.step == Step::Jumping {
        step(&mut b, &mut c, &mut s);
        frames += 1;
        assert!(frames < 200);
    }
    assert!(s.bounced);
    assert_eq!(c.pixel_y() + 0x13, 0x700 - 1, "on the floor");
    // Off screen: gone, and the limits easing back.
    c.on_screen = false;
    step(&mut b, &mut c, &mut s);
    assert!(c.deleted);
    let (i, _) = b.slots.iter().next().expect("the limits' easing");
    let mut tops = Vec::new();
    for _ in 0..400 {
        let Some(mut o) = b.slots.take(i) else { break };
        b.with_ctx(|cx| {
            if let State::Sonic3k(Sonic3k::CameraRestore(r)) = &mut o.state {
                hcz_cutscene_knuckles::run_restore(&mut o.common, r, cx);
            }
        });
        tops.push(b.bounds.top);
        if o.common.deleted {
            break;
        }
        b.slots.put_back(i, o);
    }
    assert_eq!(tops[..5], [0x5C0, 0x5C0, 0x5C0, 0x5BF, 0x5BE]);
    assert_eq!((b.bounds.top, b.bounds.right), (0x400, 0x6000 + 320));
}

// Hydrocity 1 into act 2 (`HCZ1BGE_Normal`, `HCZ1BGE_DoTransition`).

/// skdisasm's Hydrocity 1 with its act 2 and act 2's background plane from the same project
/// (`engine::recording::attach_project`).
fn skdisasm_hydrocity_1(start: Player) -> Option<World> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("Hydrocity 1");
    let mut w = World::with_player(&level, start);
    engine::recording::attach_project(&mut w, &level, &ini).expect("Hydrocity 2 and its background");
    Some(w)
}

fn results(w: &World) -> Option<(i32, engine::objects::s3k::end_sign::LevelResults)> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::LevelResults(r)) => Some((o.common.pixel_x(), r.clone())),
        _ => None,
    })
}

/// skdisasm's Hydrocity 1, the camera over the miniboss's arena and an invincible Sonic dropped in under it
/// ([`sonic_beats_the_miniboss`]'s walk): beaten, the end sign and the level results; once the results' art is
/// in (`Obj_LevelResultsCreate`: three one-module archives, 6 frames) `Events_fg_5` starts `HCZ1BGE_Normal`'s
/// load of act 2's art (2 archives and 5 modules), and 12 frames later `HCZ1BGE_DoTransition` changes the act:
/// Sonic, the camera, its x limits and the objects in level coordinates (the miniboss; not the results) move by
/// −$3600, act 2's layout and water ($6A0) are in, its events run (`HCZ2_Resize`, the moving wall's chase,
/// waiting), `Boss_flag` and the resize routine cleared. The results count on; at their end `_unkFAA8` is cleared
/// and they become the act 2 title card; the miniboss gives the control back and the drop's control
/// (`loc_4809C`) holds Sonic; the card over (`End_of_level_flag`), `Change_Act2Sizes` and the drop's whirlpool
/// pulls him down to y $828 (`loc_48608`), where he stands on act 2's floor and plays on: a spindash through the
/// start's breakable walls, and the moving wall comes after him. A snapshot from before the change restores act 1.
#[test]
fn skdisasm_hydrocity_1_runs_through_the_results_into_act_2() {
    use engine::objects::s3k::hcz1_transition::{self, bg};
    let mut p = Player::standing(Character::Sonic, 0x3730, 0x600);
    p.air = true;
    let Some(mut w) = skdisasm_hydrocity_1(p) else { return };
    w.camera.y = 0x3A0;
    let (mut started, mut created, mut before_swap) = (None, None, None);
    for frame in 0..8000 {
        let x = world_body(&w).map_or(0x3730, |(c, _)| c.pixel_x());
        let d = x - w.player.pixel_x();
        let buttons = if d < -8 {
            Buttons::LEFT
        } else if d > 8 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        };
        let before = w.snapshot();
        w.step(buttons);
        w.player.invincibility = 0xFFFF;
        w.player.breathe();
        match results(&w) {
            Some(_) if started.is_none() => started = Some(frame),
            Some((_, r)) if r.created && created.is_none() => {
                created = Some(frame);
                let e = &w.objects.game.events;
                assert_eq!((e.hcz1.bg_routine, e.kos.modules_left), (bg::DO_TRANSITION, 0x85), "act 2's art queued");
                assert!(e.hcz_boss.bg_tiles_stopped && !e.hcz1.fg5);
            }
            _ => {}
        }
        if w.in_next_act() {
            before_swap = Some((frame, before));
            break;
        }
    }
    let (frame, before) = before_swap.expect("act 2");
    let (started, created) = (started.expect("the results"), created.expect("their art"));
    assert_eq!((created - started, frame - created), (6, 12));
    let (dx, _) = hcz1_transition::ACT2_OFFSET;
    assert_eq!(w.player.pixel_x(), before.player.pixel_x() - dx);
    assert_eq!(w.player.pixel_y(), before.player.pixel_y());
    assert_eq!((w.camera.x, w.camera.y), (0x3680 - dx, 0x638), "the arena's camera, in act 2");
    assert_eq!((w.bounds.left, w.bounds.right), (0x3680 - dx, 0x3680 - dx + 320));
    assert_eq!(world_body(&w).map(|(c, _)| c.pixel_x()), before_body_x(&before).map(|x| x - dx));
    assert_eq!(results(&w).map(|r| r.0), Some(0), "the results stay where they are");
    let water = &w.objects.game.water;
    assert_eq!((water.surface, water.mean, water.target), (0x6A0, 0x6A0, 0x6A0));
    assert_eq!((w.objects.game.level, w.act_events()), (LevelEvents::Hcz2, LevelEvents::Hcz2));
    let e = &w.objects.game.events;
    assert!(e.hcz1.act2 && e.hcz2_wall.moving && !e.hcz_boss.boss_flag);
    assert_eq!((e.routine, e.hcz1.bg_routine), (0, bg::NORMAL));
    assert_eq!(w.next_act_offset(), Some(hcz1_transition::ACT2_OFFSET));

    // The count, then the results' end: `_unkFAA8` cleared, the results become the act 2 title card.
    let mut frames = 0;
    while !w.objects.game.act_clear {
        assert_eq!(w.player.object_control, 0x81, "his ending pose");
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 1000);
    }
    assert!(!w.objects.game.end_of_level);
    let card =
        |w: &World| w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::TitleCard(_))));
    assert!(card(&w));
    // The next frame `Obj_EndSignControlAwaitStart` gives the control back and `loc_4809C`, after it, holds
    // player 1 ($80) with his buttons locked.
    w.step(Buttons::NONE);
    assert_eq!(world_body(&w).map(|(_, s)| s.phase), Some(Phase::Started));
    assert_eq!((w.player.object_control, w.objects.game.control_locked), (0x80, true));
    // The card (`title_card`'s unit test): over on its 139th frame (its first, the `Init`, was this one).
    let mut frames = 1;
    while !w.objects.game.title_card_over {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 400);
    }
    assert_eq!(frames, 139);
    assert_eq!(w.objects.game.rings, 0, "the card's reset");
    // The frame after (the miniboss and the drop's control run before the card's slot): the miniboss goes
    // (`Obj_EndSignControlDoStart`), and the whirlpool catches Sonic under the water and pulls him down at 2 px a
    // frame, steering round camera x + $A0; at y $828 he is let go, standing on act 2's floor at its start's
    // height ($82C).
    w.step(Buttons::NONE);
    assert!(world_body(&w).is_none(), "`Obj_EndSignControlDoStart`: gone");
    assert_eq!(w.objects.game.events.max_y_target, Some(0x1000), "`Change_Act2Sizes`");
    assert_eq!((w.player.object_control, w.objects.game.control_locked), (1, false));
    assert!(!w.objects.game.events.hcz_boss.water_stopped, "the water moves again");
    let from = w.player.pixel_y();
    let mut frames = 0;
    while w.player.object_control != 0 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 400);
    }
    assert_eq!(frames, (0x828 - from + 1) / 2, "from y {from:#x}");
    for _ in 0..60 {
        w.step(Buttons::NONE);
    }
    assert_eq!((w.player.routine, w.player.air, w.player.pixel_y()), (engine::player::Routine::Normal, false, 0x82C));
    // The limits out to act 2's, and on to the right — a spindash through the start's breakable walls — the moving
    // wall's chase, its background plane colliding.
    let down_jump = Buttons::DOWN.union(Buttons::JUMP);
    for _ in 0..8 {
        w.step(Buttons::RIGHT);
    }
    for _ in 0..30 {
        w.step(Buttons::NONE);
    }
    for buttons in [Buttons::DOWN, down_jump, Buttons::DOWN, down_jump, Buttons::DOWN, down_jump, Buttons::DOWN] {
        w.step(buttons);
    }
    let mut collided = false;
    for _ in 0..600 {
        w.step(Buttons::RIGHT);
        collided |= w.objects.game.events.background_collision.is_some();
    }
    assert_eq!((w.bounds.top, w.bounds.right, w.bounds.bottom), (0, 0x6000 + 320, 0x1000 + 224));
    assert!(
        w.objects.game.events.hcz2_wall.offset < 0 && collided,
        "the wall comes: {:#x} {:?}",
        w.player.pixel_x(),
        w.objects.game.events.hcz2_wall
    );

    // A death in act 2: the level loads again as act 2 (`Current_zone_and_act`, and `Saved_zone_and_act` of the
    // star post touched on the way), at that post, with act 2's events and water; without a post,
    // at act 2's start.
    let in_act2 = w.clone();
    let post = w.objects.game.respawn_point.filter(|_| w.objects.game.respawn_in_next_act).expect("act 2's post");
    let shared = formats::reference::shared_dir().expect("../shared");
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K).expect("the S3K project");
    let act2_start =
        formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 2").expect("act 2").player_start;
    for (respawn, x) in [(Some(post), post.0), (None, act2_start.x)] {
        let mut w = in_act2.clone();
        w.objects.game.respawn_point = respawn;
        w.player.kill();
        let restarted = (0..600).any(|_| {
            w.step(Buttons::NONE);
            w.player.routine == engine::player::Routine::Normal && w.objects.game.deaths == 1
        });
        assert!(restarted && w.in_next_act());
        assert_eq!((w.act_events(), w.objects.game.level), (LevelEvents::Hcz2, LevelEvents::Hcz2));
        assert_eq!(w.player.pixel_x(), x, "{respawn:?}");
        assert!(!w.objects.game.title_card_over);
        assert_eq!(
            w.objects.game.water.rule,
            engine::objects::s2::water_level::WaterRule::Hydrocity(engine::objects::s3k::hcz_water::HczAct::Hcz2)
        );
    }
    // After a star post touched in act 1 (`Saved_zone_and_act` act 1): act 1 again, at the post, with act 1's
    // events and water.
    let mut w = in_act2;
    (w.objects.game.respawn_point, w.objects.game.respawn_in_next_act) = (Some((0x3000, 0x700)), false);
    w.player.kill();
    let restarted = (0..600).any(|_| {
        w.step(Buttons::NONE);
        w.player.routine == engine::player::Routine::Normal && !w.in_next_act()
    });
    assert!(restarted);
    assert_eq!((w.act_events(), w.objects.game.level), (LevelEvents::Hcz1, LevelEvents::Hcz1));
    assert_eq!(w.player.pixel_x(), 0x3000);
    assert_eq!(
        w.objects.game.water.rule,
        engine::objects::s2::water_level::WaterRule::Hydrocity(engine::objects::s3k::hcz_water::HczAct::Hcz1)
    );

    // Back before the change: act 1's layout.
    w.restore(&before);
    assert!(!w.in_next_act());
    assert_eq!(w.act_events(), LevelEvents::Hcz1);
}

fn before_body_x(s: &engine::world::Snapshot) -> Option<i32> {
    s.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::HczMiniboss(_)) => Some(o.common.pixel_x()),
        _ => None,
    })
}

// Hydrocity 2's end: the egg capsule's results, the geyser (`loc_48F68`, `loc_495C6`) and Marble Garden 1.

/// skdisasm's Hydrocity 2 (its SonLVL project) with the egg capsule where Sonic 3's own layout (`2-S3.bin`,
/// id $C6 there) places it, as the S3K layout's id $81; its background plane from the same project.
fn skdisasm_hydrocity_2_with_the_capsule(start: Player) -> Option<World> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    let mut level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 2").expect("Hydrocity 2");
    assert!(!level.objects.iter().any(|o| o.kind.game_id().is_some_and(|(id, _)| id == 0x81)), "no capsule");
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Other { id: 0x81, subtype: 0 },
        x: CAPSULE.0,
        y: CAPSULE.1,
        ..Default::default()
    });
    let mut w = World::with_player(&level, start);
    engine::recording::attach_project(&mut w, &level, &ini).expect("Hydrocity 2's background");
    Some(w)
}

fn geyser(w: &World) -> Option<(Common, engine::objects::s3k::hcz_end_geyser::HczEndGeyser)> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::HczEndGeyser(s)) => Some((o.common.clone(), s.clone())),
        _ => None,
    })
}

/// skdisasm's Hydrocity 2 with the capsule (and CPU Tails if `tails`): an invincible Sonic (the players' air
/// kept up) under the end boss hits it until it is beaten (its hits left set to one once it fights, to keep the
/// tests short); it flies off, and he walks on to the capsule and jumps onto its button; the results run until
/// the boss's `loc_48F68` sees `_unkFAA8` clear. The world then, and where the boss was.
fn hydrocity_2_to_the_geyser(tails: bool) -> Option<(World, (i32, i32))> {
    let mut start = Player::standing(Character::Sonic, 0x4080, 0x700);
    start.air = true;
    start.invincibility = 0xFFFF;
    let mut w = skdisasm_hydrocity_2_with_the_capsule(start)?;
    if tails {
        w.set_second(Some(engine::world::SecondPlayer::cpu_tails(&w.player)));
    }
    let mut beaten = false;
    for frame in 0..6000 {
        w.player.invincibility = 0xFFFF;
        keep_air(&mut w);
        let Some((c, s)) = world_end_body(&w) else { break };
        if s.phase == hcz_end_boss::Phase::Fight && c.routine >= 2 && c.collision_property > 1 {
            for (_, o) in w.objects.slots.iter_mut() {
                if let State::Sonic3k(Sonic3k::HczEndBoss(_)) = o.state {
                    o.common.collision_property = 1;
                }
            }
        }
        if s.phase == hcz_end_boss::Phase::Beaten {
            beaten = true;
            break;
        }
        let d = c.pixel_x() - w.player.pixel_x();
        let mut buttons = if d < -4 {
            Buttons::LEFT
        } else if d > 4 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        };
        if w.player.air || frame % 2 == 0 {
            buttons = buttons.union(Buttons::JUMP);
        }
        w.step(buttons);
    }
    let boss = world_end_body(&w).map(|(c, s)| (c.pixel_x(), c.pixel_y(), s.phase));
    assert!(beaten, "{boss:x?}, Sonic at ({:#x}, {:#x})", w.player.pixel_x(), w.player.pixel_y());
    for _ in 0..0x40 + 0x80 + 10 {
        keep_air(&mut w);
        w.step(Buttons::NONE);
    }
    assert_eq!(world_end_body(&w).map(|(_, s)| s.phase), Some(hcz_end_boss::Phase::Over));
    assert!(w.objects.game.end_of_level);

    // To the capsule and onto its button; the results.
    let opened = onto_the_capsule_button(&mut w, 3000, keep_air);
    assert!(opened, "the capsule opens under Sonic at ({:#x}, {:#x})", w.player.pixel_x(), w.player.pixel_y());
    let mut frames = 0;
    let mut boss_at = (0, 0);
    while let Some((c, _)) = world_end_body(&w).filter(|(_, s)| s.phase == hcz_end_boss::Phase::Over) {
        boss_at = (c.pixel_x(), c.pixel_y());
        keep_air(&mut w);
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 2000, "the results end");
    }
    Some((w, boss_at))
}

fn keep_air(w: &mut World) {
    w.player.breath.air = 30;
    if let Some(t) = w.second.as_deref_mut() {
        t.player.breath.air = 30;
        t.player.invincibility = 0xFFFF;
    }
}

/// [`hydrocity_2_to_the_geyser`]: the boss's `loc_48F68` locks the buttons, restores Sonic's control (on the
/// ground, waiting), makes the geyser and goes. The geyser loads its art (the module queue: 2 frames), rumbles
/// $60 frames, comes up under him from camera y + $130 at 6 px a frame with its debris; once its top is above
/// him he is caught (`object_control` $81, hurt) and both rise 6 px a frame for $60 frames; on the last
/// `StartNewLevel` with $200: the world says Marble Garden 1 comes next and runs no more frames.
#[test]
fn skdisasm_hydrocity_2_ends_in_the_geyser_into_marble_garden_1() {
    use engine::objects::s3k::hcz_end_geyser::{self, Phase};
    let Some((mut w, boss_at)) = hydrocity_2_to_the_geyser(false) else { return };
    // `loc_48F68`: the frame `_unkFAA8` is seen clear.
    assert!(!w.objects.game.end_of_level && w.objects.game.act_clear);
    assert!(w.objects.game.control_locked && w.objects.game.forced_buttons == Buttons::NONE);
    assert_eq!((w.player.object_control, w.player.pose, w.player.air), (0, engine::player::Pose::Wait, false));
    assert_eq!(w.bounds.top, 0, "`Camera_min_Y_pos` 0");
    let (g, s) = geyser(&w).expect("the geyser");
    assert_eq!((g.pixel_x(), g.pixel_y(), s.phase), (boss_at.0, boss_at.1, Phase::Loading), "at the boss, loading");
    assert!(w.objects.game.events.kos.modules_pending());
    let mut loading = 0;
    while geyser(&w).is_some_and(|(_, s)| s.phase == Phase::Loading) {
        w.step(Buttons::RIGHT);
        loading += 1;
        assert!(loading < 20);
    }
    assert!(world_end_body(&w).is_none(), "the boss is gone");
    assert_eq!(loading, 2, "one module: queued, then in VRAM");
    let (stand_x, stand_y) = (w.player.pixel_x(), w.player.pixel_y());
    for _ in 0..hcz_end_geyser::WAIT {
        w.step(Buttons::RIGHT);
        assert_eq!(geyser(&w).map(|(_, s)| s.phase), Some(Phase::Rumbling));
        assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (stand_x, stand_y), "locked: he stands still");
    }
    // `loc_4961C`: under him at camera y + $130, risen 6 already; its debris.
    let camera_y = w.camera.y;
    w.step(Buttons::RIGHT);
    let (g, s) = geyser(&w).expect("the geyser");
    assert_eq!((g.pixel_x(), g.pixel_y()), (stand_x, camera_y + 0x130 - 6));
    assert!(s.phase == Phase::Rising && !s.p2);
    let debris = w
        .objects
        .slots
        .iter()
        .filter(|(_, o)| {
            matches!(&o.state, State::Sonic3k(Sonic3k::HczWaterWall(s))
                if matches!(s.part, engine::objects::s3k::hcz_water_wall::Part::Debris { .. }))
        })
        .count();
    assert_eq!(debris, 8);
    let mut rising = 1;
    let mut last_y = g.pixel_y();
    while geyser(&w).is_some_and(|(_, s)| s.phase == Phase::Rising) {
        w.step(Buttons::RIGHT);
        let y = geyser(&w).expect("the geyser").0.pixel_y();
        assert_eq!(y, last_y - 6);
        last_y = y;
        rising += 1;
        assert!(rising < 100);
    }
    // Caught: its top above him.
    assert!(last_y - 0x60 < stand_y && last_y + 6 - 0x60 >= stand_y, "caught at its first frame above him");
    assert_eq!((w.player.object_control, w.player.pose), (0x81, engine::player::Pose::Hurt));
    assert_eq!(w.player.pixel_y(), stand_y, "not moved yet");
    for n in 1..=0x5F {
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.pixel_y(), stand_y - 6 * n, "carried up 6 px a frame");
        assert_eq!(w.objects.game.new_level, None);
    }
    let before = w.player.clone();
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.pixel_y(), stand_y - 6 * 0x60);
    assert_eq!(w.objects.game.new_level, Some(0x200));
    assert!(geyser(&w).is_none(), "it is gone");
    assert_eq!(w.next_level(), Some((2, 0)));
    assert_eq!(engine::recording::next_level_section(2, 0), Some("Sonic 3\\\\Marble Garden Zone Act 1"));
    let frame = w.objects.game.frame_counter;
    let after = w.player.clone();
    w.step(Buttons::RIGHT);
    assert_eq!((w.objects.game.frame_counter, &w.player), (frame, &after), "no more frames");
    assert_ne!(before, after);
}

/// [`hydrocity_2_to_the_geyser`] with CPU Tails following Sonic: standing by him when the geyser erupts (within
/// $2F left to $30 right of Sonic: `$44`), he rides too — caught (`object_control` $81, hurt) once the geyser's
/// top is above him (`sub_496F4`), then lifted 8 px a frame while Sonic rises 6 — until `StartNewLevel`.
#[test]
fn skdisasm_hydrocity_2s_geyser_carries_cpu_tails_too() {
    use engine::objects::s3k::hcz_end_geyser::{self, Phase};
    let Some((mut w, _)) = hydrocity_2_to_the_geyser(true) else { return };
    let tails = |w: &World| w.second.as_ref().map(|s| s.player.clone()).expect("Tails");
    assert_eq!((tails(&w).object_control, tails(&w).pose), (0, engine::player::Pose::Wait), "his control restored");
    let mut frames = 0;
    while geyser(&w).is_some_and(|(_, s)| s.phase != Phase::Rising) {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200);
    }
    let (_, s) = geyser(&w).expect("the geyser");
    let (sonic_x, tails_x) = (w.player.pixel_x() as u16, tails(&w).pixel_x() as u16);
    assert_eq!(s.p2, hcz_end_geyser::rides(sonic_x, tails_x));
    assert!(s.p2, "Tails by Sonic: Sonic at {sonic_x:#x}, Tails at {tails_x:#x}");
    let mut caught_at = None;
    let mut last = tails(&w).pixel_y();
    for frame in 0..300 {
        let was_caught = geyser(&w).is_some_and(|(_, s)| s.p2_caught);
        w.step(Buttons::NONE);
        if w.objects.game.new_level.is_some() {
            break;
        }
        let (g, s) = geyser(&w).expect("the geyser");
        let t = tails(&w);
        if was_caught {
            assert_eq!(t.pixel_y(), last - 8, "lifted 8 px a frame");
            assert_eq!(t.object_control, 0x81);
        } else if s.p2_caught {
            caught_at = Some(frame);
            assert!(hcz_end_geyser::catches(g.pixel_y() as u16, t.pixel_y() as u16));
            assert_eq!((t.object_control, t.pose), (0x81, engine::player::Pose::Hurt));
        }
        last = t.pixel_y();
    }
    assert!(caught_at.is_some(), "Tails is caught");
    assert_eq!(w.next_level(), Some((2, 0)));
}

/// The egg capsule in the world's slots, if any.
fn egg_capsule(w: &World) -> Option<Common> {
    w.objects.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::EggCapsule(_)) => Some(o.common.clone()),
        _ => None,
    })
}

/// Runs Sonic to the ground capsule at [`CAPSULE`] and jumps onto its button (`each_frame` first on every
/// frame), at most `frames` frames: whether it opened (routine 4).
fn onto_the_capsule_button(w: &mut World, frames: usize, mut each_frame: impl FnMut(&mut World)) -> bool {
    for _ in 0..frames {
        each_frame(w);
        if egg_capsule(w).is_some_and(|c| c.routine == 4) {
            return true;
        }
        let d = CAPSULE.0 - w.player.pixel_x();
        let mut buttons = support::towards(w, CAPSULE.0);
        if d.abs() < 0x40 && (w.player.air || w.objects.game.frame_counter.is_multiple_of(2)) {
            buttons = buttons.union(Buttons::JUMP);
        }
        w.step(buttons);
    }
    false
}
