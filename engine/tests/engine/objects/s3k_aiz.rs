//! Angel Island's miniboss, the act 1 → 2 transition and the burning jungle (skdisasm s3.asm
//! `Obj_AIZMinibossCutscene`, `Obj_AIZMiniboss`, `AIZ1_BackgroundEvent`, `AIZ2_Resize`, `AIZ2_BackgroundEvent`),
//! checked against the routines' integers: `s3k/aiz1_to_hcz_fullrun` does not reach the end of act 1 yet.

use crate::support::{self, bench::Bench};
use engine::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, State};
use engine::objects::s3k::aiz_fire::{self, AizState, bg};
use engine::objects::s3k::aiz_miniboss::{self, AizMiniboss, AizMinibossCutscene, Next, Phase};
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::s3k::{aiz2_events, id};
use engine::{Character, Player};
use formats::inputs::Buttons;
use formats::level::{LevelEvents, LevelSource, SourceFormat};
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{ChunkSize, Level};

fn s3k_level(name: &str, cols: usize, rows: usize) -> Level {
    let mut level = Level::new(name, ChunkSize::Px128, cols, rows);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, format!("Sonic 3\\{name}")));
    level
}

/// A bench with the camera at `camera_x`.
fn bench(camera_x: i32) -> Bench {
    let level = s3k_level("Angel Island Zone Act 1", 0x64, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, camera_x + 160, 0x300));
    b.camera.x = camera_x;
    b.bounds.right = 0x6000;
    b
}

fn cutscene_step(b: &mut Bench, c: &mut Common, s: &mut AizMinibossCutscene) {
    b.with_ctx(|cx| aiz_miniboss::run_cutscene(c, s, cx));
}

fn miniboss_step(b: &mut Bench, c: &mut Common, s: &mut AizMiniboss) {
    b.with_ctx(|cx| aiz_miniboss::run_miniboss(c, s, cx));
}

/// `Obj_AIZMinibossCutscene` at its layout place ($3020, $2A0): asleep below camera x $2F10; then the arena
/// closes (both limits $2F10), 180 + 1 frames of `Obj_Wait` out of sight (no touch), $B0 frames down at $100
/// (touch $F), `Swing_UpAndDown` from $C0 for $80 + $11 frames, then off right at $400 for $121 frames with
/// `Events_fg_5` set and no touch; `Boss_flag` cleared as it goes.
#[test]
fn the_cutscene_closes_the_arena_comes_down_swings_and_flies_off() {
    let mut b = bench(0x2F00);
    let mut c = Common::new(id::SONIC3K, 0, 0x3020, 0x2A0, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = AizMinibossCutscene::default();
    cutscene_step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, c.collision_property, c.collision_flags), (2, aiz_miniboss::CUTSCENE_HITS, 0));
    assert!(b.game.events.aiz.boss_flag);
    cutscene_step(&mut b, &mut c, &mut s);
    assert_eq!(c.routine, 2, "camera x $2F00: still waiting");
    b.camera.x = 0x2F10;
    cutscene_step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, s.0.wait), (4, 180));
    assert_eq!((b.bounds.left, b.bounds.right), (0x2F10, 0x2F10 + 320));
    for _ in 0..180 {
        cutscene_step(&mut b, &mut c, &mut s);
        assert_eq!((c.routine, c.collision_flags), (4, 0), "waiting out of sight: no touch");
    }
    cutscene_step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, c.y_vel, s.0.wait, s.0.next), (6, 0x100, 0xAF, Next::CutsceneSwing));
    for i in 0..0xB0 {
        cutscene_step(&mut b, &mut c, &mut s);
        assert_eq!(c.collision_flags, aiz_miniboss::COLLISION, "frame {i} down: drawn with its touch");
    }
    assert_eq!(c.pixel_y(), 0x2A0 + 0xB0);
    assert_eq!((c.routine, c.y_vel, s.0.wait, s.0.count, s.0.flags & 2), (8, 0xC0, 0x7F, 3, 2));
    // `Swing_UpAndDown`: $10 slower a frame from $C0; the turn at −$C0 keeps −$B0 twice.
    let mut vels = Vec::new();
    for _ in 0..0x80 + 0x11 {
        assert!(!b.game.events.aiz.fg5);
        cutscene_step(&mut b, &mut c, &mut s);
        vels.push(c.y_vel);
    }
    assert_eq!(&vels[..3], &[0xB0, 0xA0, 0x90]);
    assert_eq!((vels[22], vels[23], vels[24]), (-0xB0, -0xB0, -0xA0));
    assert_eq!(s.0.phase, Phase::FlyingOff);
    assert!(b.game.events.aiz.fg5, "`Events_fg_5`: the fire's signal");
    assert_eq!((c.x_vel, c.y_vel, s.0.wait), (0x400, 0, 0x120));
    let x0 = c.pixel_x();
    for i in 0..0x121 {
        assert!(!c.deleted, "frame {i} of the flight");
        cutscene_step(&mut b, &mut c, &mut s);
        assert_eq!(c.collision_flags, 0, "flying off: drawn without touch");
    }
    assert!(c.deleted);
    assert_eq!(c.pixel_x(), x0 + 4 * 0x121);
    assert!(!b.game.events.aiz.boss_flag);
}

/// `AIZ2_Resize1`/`2` with the act still called 1: the bottom limit $4F0 from camera x $380, then above y $300
/// $590 and $2B8 from $ED0; at $F50 the left limit and `Obj_AIZMiniboss` at ($11F0, $289).
#[test]
fn act_2s_events_make_the_miniboss_at_f50() {
    let mut b = bench(0x300);
    b.camera.y = 0x200;
    b.game.events.aiz.act2 = true;
    let run = |b: &mut Bench, x: i32| {
        b.camera.x = x;
        aiz2_events::resize(&mut b.bounds, &b.camera, &mut b.game, &mut b.slots);
    };
    run(&mut b, 0x37F);
    assert_eq!(b.game.events.routine, 0);
    run(&mut b, 0x380);
    assert_eq!((b.game.events.routine, b.game.events.max_y_target), (2, Some(0x4F0)));
    run(&mut b, 0xEC0);
    assert_eq!(b.game.events.max_y_target, Some(0x590));
    run(&mut b, 0xED0);
    assert_eq!((b.game.events.max_y_target, b.bounds.bottom), (Some(0x2B8), 0x2B8 + 224));
    assert!(b.slots.iter().next().is_none());
    run(&mut b, 0xF50);
    assert_eq!((b.game.events.routine, b.bounds.left), (4, 0xF50));
    let (_, boss) = b.slots.iter().next().expect("the miniboss");
    assert!(matches!(boss.state, State::Sonic3k(Sonic3k::AizMiniboss(_))));
    assert_eq!((boss.common.pixel_x(), boss.common.pixel_y()), aiz_miniboss::SPAWN);
    run(&mut b, 0x1500);
    assert_eq!((b.game.events.routine, b.game.events.max_y_target), (6, Some(0x630)));
}

/// Started as act 2 (`Apparent_zone_and_act` AIZ2): no miniboss, the limit $590 and the left limit $F50.
#[test]
fn act_2_on_its_own_skips_the_miniboss() {
    let mut b = bench(0x380);
    b.game.events.aiz.act2 = true;
    b.game.events.aiz.apparent_act2 = true;
    aiz2_events::resize(&mut b.bounds, &b.camera, &mut b.game, &mut b.slots);
    assert_eq!((b.game.events.routine, b.game.events.max_y_target, b.bounds.left), (4, Some(0x590), 0xF50));
}

/// Runs a fight from its init with the camera at its arena; returns the body's (routine, y, x) each frame.
fn fight(b: &mut Bench, c: &mut Common, s: &mut AizMiniboss, frames: usize) -> Vec<(u8, i32, i32)> {
    let mut seen = Vec::new();
    for _ in 0..frames {
        miniboss_step(b, c, s);
        seen.push((c.routine, c.pixel_y(), c.pixel_x()));
    }
    seen
}

/// `Obj_AIZMiniboss`'s pattern: the arena at camera x $10E0, 181 frames out of sight, $B0 down, 21 + 31
/// frames swinging, the flames while it swings 9 turns more; the 9th turn moving up makes it rise ($100 for $60
/// frames), stop $11, cross left at $100 swinging 5 turns, turn round, stop $11 and come down $60.
#[test]
fn the_miniboss_comes_down_swings_rises_and_crosses() {
    let mut b = bench(0x10E0);
    let (x, y) = aiz_miniboss::SPAWN;
    let mut c = Common::new(id::SONIC3K, 0, x, y, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = AizMiniboss::default();
    let seen = fight(&mut b, &mut c, &mut s, 1 + 1 + 181 + 0xB0);
    assert_eq!((b.bounds.left, b.bounds.right), (0x10E0, 0x10E0 + 320));
    assert_eq!(c.collision_property, aiz_miniboss::HITS);
    assert_eq!(seen[1 + 181].0, 6, "down after 181 frames");
    assert_eq!(seen.last().copied(), Some((8, y + 0xB0, x)));
    // 21 + 31 frames of swinging, then the flames (routine $A, 9 turns).
    let seen = fight(&mut b, &mut c, &mut s, 21 + 31);
    assert_eq!(seen[20].0, 8);
    assert_eq!((c.routine, s.0.count), (0xA, 8));
    let seen = fight(&mut b, &mut c, &mut s, 1200);
    let rise = seen.iter().position(|r| r.0 == 6).expect("it rises");
    assert_eq!(seen[rise - 1].0, 0xA);
    let top = seen[rise].1;
    assert_eq!(seen[rise + 0x60].1, top - 0x60, "$100 up for $60 frames");
    assert_eq!(seen[rise + 0x60].0, 0xC, "then it stops");
    assert_eq!(seen[rise + 0x60 + 0x11].0, 0xE, "and crosses");
    let cross = rise + 0x60 + 0x11;
    assert_eq!(seen[cross + 1].2, seen[cross].2 - 1, "left at $100");
    let stop = cross + seen[cross..].iter().position(|r| r.0 == 0xC).expect("it stops again");
    let descent = stop + seen[stop..].iter().position(|r| r.0 == 6).expect("it comes down");
    assert_eq!(descent - stop, 0x11);
    assert_eq!(seen[descent + 0x60].1, seen[descent].1 + 0x60, "$100 down for $60 frames");
    assert_eq!(seen[descent + 0x60].0, 8, "and swings again");
}

/// `loc_46E80` and `Touch_Enemy`: each hit clears the touch for $20 frames (the flash); the sixth beats it
/// (`loc_46ED4`: still, 1000 points, the timer stopped); $40 frames later `Obj_EndSignControl`, $80 more and
/// `Boss_flag` is clear.
#[test]
fn six_hits_beat_the_miniboss() {
    let mut b = bench(0x10E0);
    let (x, y) = aiz_miniboss::SPAWN;
    let mut c = Common::new(id::SONIC3K, 0, x, y, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = AizMiniboss::default();
    fight(&mut b, &mut c, &mut s, 1 + 1 + 181 + 10);
    let score = b.game.score;
    for hit in 1..=6 {
        assert_eq!(c.collision_flags, aiz_miniboss::COLLISION);
        // What `Touch_Enemy` does to a boss with hits left.
        c.collision_flags = 0;
        c.collision_property -= 1;
        if hit == 6 {
            break;
        }
        for frame in 0..aiz_miniboss::FLASH {
            miniboss_step(&mut b, &mut c, &mut s);
            let expected = if frame + 1 == aiz_miniboss::FLASH { aiz_miniboss::COLLISION } else { 0 };
            assert_eq!(c.collision_flags, expected, "hit {hit}, frame {frame} of the flash");
        }
    }
    miniboss_step(&mut b, &mut c, &mut s);
    assert_eq!((s.0.phase, c.x_vel, c.y_vel, c.collision_flags), (Phase::Beaten, 0, 0, 0));
    assert_eq!(b.game.score, score + aiz_miniboss::DEFEAT_POINTS);
    assert!(b.game.timer_stopped);
    fight(&mut b, &mut c, &mut s, 0x40);
    assert_eq!(s.0.phase, Phase::EndSignWait);
    // `loc_46B44`: four pieces flung off (`Set_IndexedVelocity` 8), frames $E–$11 (their first run).
    b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    let pieces: Vec<(i16, i16, u8)> = miniboss_parts(&b.slots)
        .iter()
        .filter(|(_, _, p)| p.role == engine::objects::s3k::aiz_miniboss_parts::Role::Piece)
        .map(|(_, c, _)| (c.x_vel, c.y_vel, c.mapping_frame))
        .collect();
    assert_eq!(pieces, [(-0x200, -0x200, 0xE), (0x200, -0x200, 0xF), (-0x300, -0x200, 0x10), (0x300, -0x200, 0x11)]);
    assert!(b.game.events.aiz.boss_flag);
    fight(&mut b, &mut c, &mut s, 0x80);
    assert_eq!(s.0.phase, Phase::Signpost);
    assert!(!b.game.events.aiz.boss_flag);
}

/// `AIZ1_AIZ2_Transition` and `AIZ1BGE_FireTransition`'s first frames: the background from y $20 towards $68
/// by 1/32 of the distance ($24000, then $22E00), no rise while the step is $1400 or more.
#[test]
fn the_fire_eases_in_then_rises() {
    let mut s = AizState { bg_routine: bg::NORMAL, fg5: true, ..Default::default() };
    let mut routine = 8;
    let mut bounds = formats::Bounds { left: 0x2F10, right: 0x2F10 + 320, top: 0x2E0, bottom: 0x2E0 + 224 };
    aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
    assert_eq!((s.bg_routine, s.bg_y, s.fire_speed, s.fg5), (bg::FIRE_TRANSITION, 0x22_4000, 0, false));
    aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
    assert_eq!(s.bg_y, 0x24_6E00);
    let mut frame = 2;
    while s.fire_speed == 0 {
        let before = s.bg_y;
        aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
        frame += 1;
        if s.fire_speed == 0 {
            assert!(((0x68 << 16) - before) >> 5 >= 0x1400);
        }
    }
    assert_eq!(s.fire_speed, 0x280);
    // From then on the speed grows by $280 a frame (to $A000) and moves the background by it × 16.
    let before = s.bg_y;
    aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
    assert_eq!((s.fire_speed, s.bg_y - before), (0x500, 0x500 << 4));
    // Dead, the fire stops (`cmpi.b #6,(Player_1+routine).w`).
    let before = s.clone();
    aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, true);
    assert_eq!((s.fire_speed, s.bg_y), (before.fire_speed, before.bg_y));
    assert!(frame > 100, "the easing takes about 106 frames ({frame})");
    // At $190 act 2's art is queued and the plane redraw starts: 8 frames of two rows, the 8th ends in
    // `AIZ1BGE_Finish`, which waits for the art.
    let mut frames = 0;
    while s.bg_routine != bg::FIRE_REFRESH {
        aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
        frames += 1;
        assert!(frames < 200);
    }
    assert!(s.bg_pixel_y() >= aiz_fire::LOAD_AT);
    assert_eq!(s.rows, 0xD);
    for _ in 0..7 {
        aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
        assert!(!s.swap_due);
    }
    // The redraw is over (`AIZ1BGE_Finish`), but act 2's tiles are still in the Kosinski queues: act 2 begins
    // the 15th frame after the queueing (one entry decompressed a frame, `kos_queue.rs`).
    assert_eq!(s.bg_routine, bg::FINISH);
    let mut frames = 7;
    while !s.swap_due {
        aiz_fire::aiz1_background(&mut s, &mut routine, &mut bounds, false);
        frames += 1;
        assert!(frames < 100);
    }
    assert_eq!(frames, 15);
    assert!(s.act2);
    assert_eq!((routine, s.bg_routine), (0, bg::AIZ2_FIRE_REDRAW));
    assert_eq!((bounds.left, bounds.right, bounds.top, bounds.bottom), (0x10, 0x10 + 320, 0, 0x260 + 224));
}

/// `AIZ2BGE_FireRedraw` (8 frames), `AIZ2BGE_WaitFire`: the background's jump by $180 once its y & $7F is in
/// [$20, $30), and from y $310 the right limit $6000.
#[test]
fn act_2s_fire_dies_down_and_opens_the_level() {
    let mut s = AizState {
        act2: true,
        bg_routine: bg::AIZ2_FIRE_REDRAW,
        rows: 0xF,
        bg_y: 0x19A << 16,
        fire_speed: 0xA000,
        ..Default::default()
    };
    let mut bounds = formats::Bounds { left: 0x10, right: 0x10 + 320, top: 0, bottom: 0x260 + 224 };
    for _ in 0..7 {
        aiz_fire::aiz2_background(&mut s, &mut bounds, false);
        assert_eq!(s.bg_routine, bg::AIZ2_FIRE_REDRAW);
    }
    assert_eq!(s.bg_pixel_y(), 0x19A + 7 * 10);
    aiz_fire::aiz2_background(&mut s, &mut bounds, false);
    assert_eq!(s.bg_routine, bg::AIZ2_WAIT_FIRE);
    // The redraw's last frame rose to $1EA; then 10 a frame: $1F4 … $21C, $226 (& $7F = $26): the jump to $1A6.
    let mut ys = Vec::new();
    while s.bg_target == 0 {
        aiz_fire::aiz2_background(&mut s, &mut bounds, false);
        ys.push(s.bg_pixel_y());
    }
    assert_eq!(ys, [0x1F4, 0x1FE, 0x208, 0x212, 0x21C, 0x1A6]);
    let mut frames = 0;
    while bounds.right == 0x10 + 320 {
        aiz_fire::aiz2_background(&mut s, &mut bounds, false);
        frames += 1;
    }
    assert_eq!(frames, (0x310 - 0x1A6 + 9) / 10, "10 px a frame up to $310");
    assert_eq!((bounds.right, s.bg_routine), (0x6000 + 320, bg::AIZ2_BG_REDRAW));
}

/// Act 1 (ground at y 640) and act 2 (ground at y 512: act 1's less $80 is 492 + 20): the cutscene at its
/// place, Sonic walking to the arena and waiting. The cutscene flies off, the fire rises and the world moves
/// Sonic and the camera by −($2F00, $80) onto act 2's terrain, its limits x $10–$10 until the fire is out; a
/// snapshot from before the swap restores act 1.
#[test]
fn the_world_runs_act_1_into_act_2_in_place() {
    let mut act1 = support::solid_rows(0x64, 8, 5..8);
    act1.profile = formats::ProfileId::S3K;
    act1.events = LevelEvents::Aiz1Intro;
    act1.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Angel Island Zone Act 1"));
    act1.objects.push(ObjectPlacement {
        kind: ObjectKind::Other { id: 0x90, subtype: 0 },
        x: 0x3020,
        y: 0x2A0,
        ..Default::default()
    });
    let mut act2 = support::solid_rows(0x30, 8, 4..8);
    act2.profile = formats::ProfileId::S3K;
    act2.source = act1.source.clone();
    let mut world = engine::World::with_player(&act1, Player::standing(Character::Sonic, 0x2F40, 620));
    world.set_next_act(&act2);
    let mut saved = None;
    let mut swapped_at = None;
    for frame in 0..2000 {
        let buttons = if world.camera.x < 0x2F10 { Buttons::RIGHT } else { Buttons::NONE };
        let before = world.snapshot();
        world.step(buttons);
        if world.objects.game.events.aiz.fg5 || world.objects.game.events.aiz.bg_routine == bg::FIRE_TRANSITION {
            saved.get_or_insert(before.clone());
        }
        if world.in_next_act() {
            swapped_at = Some((frame, before));
            break;
        }
    }
    let (frame, before) = swapped_at.expect("act 2 swapped in");
    assert!(frame > 181 + 0xB0 + 0x91, "the cutscene first ({frame})");
    assert_eq!(world.player.pixel_x(), before.player.pixel_x() - 0x2F00, "standing still, moved by $2F00");
    assert_eq!(world.camera.x, 0x10);
    assert_eq!((world.bounds.left, world.bounds.right), (0x10, 0x10 + 320));
    assert!(world.objects.game.events.aiz.act2);
    for _ in 0..30 {
        world.step(Buttons::NONE);
    }
    assert_eq!(world.player.pixel_y(), 492, "standing on act 2's ground");
    assert!(!world.player.air);
    // Restoring a state from act 1 brings its terrain back.
    let saved = saved.expect("a state before the fire");
    let act2_state = world.snapshot();
    world.restore(&saved);
    assert!(!world.in_next_act());
    world.restore(&act2_state);
    assert!(world.in_next_act());
    // The fire dies down: the level opens to the right.
    let mut opened = None;
    for frame in 0..400 {
        world.step(Buttons::NONE);
        if world.bounds.right > 0x10 + 320 {
            opened = Some(frame);
            break;
        }
    }
    assert!(opened.is_some(), "the right limit opens once the fire is out");
    assert_eq!(world.bounds.right, 0x6000 + 320);
}

/// `loc_46A40`'s `Child1_AIZ_MinibossFlames`: four jets in the slots after the body, subtypes 0, 2, 4, 6, at the
/// body's offsets; each out of sight (no touch) for (6 − subtype) × 2 + 2 frames, then burning (touch $8B, the
/// fire shield's bit) for 16 frames, gone the next. The last jet sends the long flame $60 ahead as it turns
/// (`loc_468B2` on its 3rd burning frame): 20 frames of touch, moving $10, 8, 8 px on its 6th, 9th, 14th.
#[test]
fn the_miniboss_throws_four_flame_jets_and_the_long_flame() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_miniboss_flame::{self, JETS};
    let mut b = bench(0x10E0);
    b.player = Player::standing(Character::Sonic, 0x1000, 0x100);
    let (x, y) = aiz_miniboss::SPAWN;
    b.slots.allocate(
        Obj { common: Common::new(id::SONIC3K, 0, x, y, false, false), state: AizMiniboss::default().into() },
        0,
        None,
    );
    let step = |b: &mut Bench| b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    // Init, 181 frames of wait, $B0 down, 21 + 31 swinging: the flames come on the last.
    // The craft's exhaust flame, cockpit and three arms (`aiz_miniboss_parts`) take slots 1–5 as it comes down.
    for _ in 0..1 + 1 + 181 + 0xB0 + 21 + 30 {
        step(&mut b);
        assert!(b.slots.iter().all(|(_, o)| !matches!(&o.state, State::Sonic3k(Sonic3k::AizMinibossFlame(_)))));
    }
    step(&mut b);
    let kinds: Vec<(usize, u8)> = b.slots.iter().map(|(i, o)| (i, o.common.subtype)).collect();
    assert_eq!(kinds, [(0, 0), (1, 0), (2, 2), (3, 0), (4, 2), (5, 4), (6, 0), (7, 2), (8, 4), (9, 6)]);
    let body = b.slots.get(0).expect("body").common.clone();
    const J: usize = 6;
    for (i, &(dx, dy)) in JETS.iter().enumerate() {
        let jet = &b.slots.get(i + J).expect("jet").common;
        assert_eq!((jet.pixel_x(), jet.pixel_y()), (body.pixel_x() + i32::from(dx), body.pixel_y() + i32::from(dy)));
        assert!(matches!(b.slots.get(i + J).map(|o| &o.state), Some(State::Sonic3k(Sonic3k::AizMinibossFlame(_)))));
    }
    // Touch by frame for each jet (1 = touchable), and the long flame's.
    let mut touch: Vec<Vec<u8>> = vec![Vec::new(); 5];
    let mut long_x = Vec::new();
    for _ in 0..40 {
        step(&mut b);
        for (j, t) in touch.iter_mut().enumerate().take(4) {
            let flags = b.slots.get(j + J).map_or(0, |o| o.common.collision_flags);
            t.push(u8::from(flags == aiz_miniboss_flame::COLLISION));
        }
        let long =
            b.slots.iter().find(|(_, o)| matches!(&o.state, State::Sonic3k(Sonic3k::AizMinibossFlame(f)) if f.long));
        touch[4].push(long.map_or(0, |(_, o)| u8::from(o.common.collision_flags == aiz_miniboss_flame::COLLISION)));
        long_x.push(long.map(|(_, o)| o.common.pixel_x()));
    }
    for (j, t) in touch.iter().enumerate().take(4) {
        let wait = (6 - 2 * j) * 2 + 1;
        let expected: Vec<u8> = (0..40).map(|f| u8::from(f >= wait && f < wait + 16)).collect();
        assert_eq!(t, &expected, "jet {j}");
    }
    assert!(b.slots.iter().all(|(_, o)| !matches!(&o.state, State::Sonic3k(Sonic3k::AizMinibossFlame(f)) if !f.long)));
    // The long flame: made on the last jet's 3rd burning frame (frame 1 + 2 = 3), touchable 20 frames.
    let first = touch[4].iter().position(|&t| t == 1).expect("the long flame");
    assert_eq!(first, 3);
    assert_eq!(touch[4][first..first + 20], [1; 20]);
    assert_eq!(touch[4][first + 20], 0);
    let x0 = long_x[first].expect("x");
    assert_eq!(x0, body.pixel_x() - aiz_miniboss_flame::AHEAD, "facing left: $60 ahead on the left");
    let moved: Vec<i32> = (first..first + 20).map(|f| x0 - long_x[f].expect("x")).collect();
    assert_eq!(moved[5], 0);
    assert_eq!((moved[6], moved[9], moved[14], moved[19]), (0x10, 0x18, 0x20, 0x20));
}

/// skdisasm's Angel Island 1 and 2 (the SonLVL project): Sonic standing at the arena (x $2FC0) sees the
/// cutscene and the fire (on the transition floor) and stands on act 2's ground at x $C0 — act 1's floor at the arena and act 2's are $80
/// apart, as the offset says —, held at x $10–$10 until the fire dies down (within 60 frames of the swap: at
/// the swap the fire already rises 10 px a frame), then the level opens to $6000.
#[test]
fn skdisasm_angel_island_1_runs_into_act_2() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let import = |section: &str| formats::import::sonlvl::import(&ini, section).expect(section);
    let act1 = import("Sonic 3\\\\Angel Island Zone Act 1 Intro");
    let act2 = import(engine::recording::next_act_section(&act1).expect("act 2's section"));
    let mut world = engine::World::with_player(&act1, Player::standing(Character::Sonic, 0x2FC0, 0x300));
    world.settle_start();
    world.set_next_act(&act2);
    let mut frames = 0;
    while !world.in_next_act() {
        world.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 2000, "no swap");
    }
    // The cutscene's 181 + $B0 + $91 frames, then the fire.
    assert!(frames > 181 + 0xB0 + 0x91, "{frames}");
    // He stood on `Obj_AIZTransitionFloor`: it lets him go in the air as act 2 begins; he lands on act 2's
    // ground within a few frames.
    world.step(Buttons::NONE);
    assert!(world.player.air, "let go by the transition floor");
    for _ in 0..8 {
        world.step(Buttons::NONE);
    }
    let (x, y) = (world.player.pixel_x(), world.player.pixel_y());
    assert_eq!(x, 0x2FC0 - 0x2F00);
    let mut opened = None;
    for frame in 0..60 {
        world.step(Buttons::NONE);
        assert_eq!((world.player.pixel_x(), world.player.pixel_y()), (x, y), "standing on act 2's ground");
        assert!(!world.player.air);
        if opened.is_none() && world.bounds.right != 0x10 + 320 {
            opened = Some(frame);
        }
    }
    assert!(opened.is_some(), "the fire is out");
    assert_eq!(world.bounds.right, 0x6000 + 320);

    // A death in act 2. `AIZ1_Resize` saved the level at x $13A0 (`Save_Level_Data`: `Saved_zone_and_act` is
    // act 1) and no star post was touched since: the level loads again as act 1, there. Without that save
    // (`Last_star_post_hit` 0) it loads as act 2 (`Current_zone_and_act` since `AIZ1BGE_Finish`), at act 2's
    // start, its events running act 2's resize routine from the start; not the intro.
    assert_eq!(
        (world.objects.game.respawn_point, world.objects.game.respawn_in_next_act),
        (Some((0x13A0, 0x41A)), false)
    );
    let dies = |mut world: engine::World| {
        world.player.kill();
        let restarted = (0..600).any(|_| {
            world.step(Buttons::NONE);
            world.player.routine == engine::player::Routine::Normal && world.objects.game.deaths == 1
        });
        assert!(restarted);
        world
    };
    let again = dies(world.clone());
    assert!(!again.in_next_act());
    assert_eq!(again.player.pixel_x(), 0x13A0);
    world.objects.game.respawn_point = None;
    let again = dies(world);
    assert!(again.in_next_act());
    let e = &again.objects.game.events;
    assert!(e.aiz.act2 && e.aiz.apparent_act2);
    assert_eq!(again.player.pixel_x(), act2.player_start.x);
    assert_eq!(again.objects.game.level, act2.events);
    assert!(again.objects.game.level_intro.is_none(), "no intro plane in act 2");
}

/// A flat S3K level in Angel Island (ground at y 640), Sonic standing at x $100 and `obj` in the first slot.
fn world_with(obj: engine::objects::runtime::object::Obj) -> engine::World {
    let mut level = support::flat_level(8);
    level.profile = formats::ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, "Angel Island Zone Act 2"));
    let mut world = engine::World::with_player(&level, Player::standing(Character::Sonic, 0x100, 620));
    world.objects.slots.allocate(obj, 0, None);
    world
}

/// Through the world's `TouchResponse`: Sonic jumping (curled) into the body — S3K's `Touch_Enemy` for a boss
/// with hits left turns his X, Y and Ground Speed and takes a hit; the body flashes without touch. A flame jet
/// hurts him (his rings spill); with the fire shield it does nothing.
#[test]
fn sonic_hits_the_miniboss_and_its_flames_burn() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_miniboss::Body;
    use engine::objects::s3k::aiz_miniboss_flame::{self, AizMinibossFlame};
    use engine::player::Pose;
    let mut c = Common::new(id::SONIC3K, 0, 0x100, 620 - 0x28, false, false);
    c.routine = 0xC;
    c.collision_property = aiz_miniboss::HITS;
    c.collision_flags = aiz_miniboss::COLLISION;
    let body = Body {
        touch: aiz_miniboss::COLLISION,
        exposed: true,
        wait: 100,
        next: Next::Cross,
        ..AizMiniboss::default().0
    };
    let mut world = world_with(Obj { common: c, state: AizMiniboss(body).into() });
    let p = &mut world.player;
    p.air = true;
    p.pose = Pose::Roll;
    p.x_speed = 0x100;
    p.ground_speed = 0x100;
    p.y_speed = -0x400;
    world.step(Buttons::NONE);
    let boss = world.objects.slots.get(0).expect("the body");
    assert_eq!(boss.common.collision_property, aiz_miniboss::HITS - 1);
    assert_eq!(boss.common.collision_flags, 0, "flashing");
    assert!(world.player.y_speed > 0 && world.player.x_speed < 0 && world.player.ground_speed < 0);
    // A burning jet (routine 4) over a standing Sonic, its body beside it.
    let burn = |shield: bool| {
        let mut c = Common::new(id::SONIC3K, 0, 0x164, 620 - 4, false, false);
        c.routine = 0xC;
        let body = Body { touch: aiz_miniboss::COLLISION, wait: 100, next: Next::Cross, ..AizMiniboss::default().0 };
        let mut world = world_with(Obj { common: c, state: AizMiniboss(body).into() });
        let mut jet = Common::new(id::SONIC3K, 0, 0x100, 620, false, false);
        jet.routine = 4;
        jet.collision_flags = aiz_miniboss_flame::COLLISION;
        let state = AizMinibossFlame { timer: 5, ..AizMinibossFlame::jet(0, 0) };
        world.objects.slots.allocate(Obj { common: jet, state: state.into() }, 1, None);
        world.objects.game.rings = 5;
        world.player.shield = shield;
        world.player.element = engine::player::Element::Fire;
        world.step(Buttons::NONE);
        world.objects.game.rings
    };
    assert_eq!(burn(false), 0, "hurt: the rings spill");
    assert_eq!(burn(true), 5, "the fire shield keeps it off");
}

/// The Catakiller Jr parts in the world's slots: (slot, common, state) of each, head first.
fn caterkiller_slots(
    world: &engine::World,
) -> Vec<(usize, Common, engine::objects::s3k::caterkiller_jr::CaterKillerJr)> {
    world
        .objects
        .slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic3k(Sonic3k::CaterKillerJr(s)) => Some((i, o.common.clone(), s.clone())),
            _ => None,
        })
        .collect()
}

/// `Obj_CaterKillerJr` in the world: seen, it makes its six parts in the slots after it (subtypes 0 … $A,
/// touch $97/$98) and crawls left; a part still waiting where the head started hurts Sonic (his rings
/// spill); Sonic curled into the head destroys it (it becomes an explosion) and the parts fly apart without
/// touch at `Obj_VelocityIndex`'s speeds, gravity pulling them.
#[test]
fn catakiller_jr_crawls_hurts_and_falls_apart_when_destroyed() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::caterkiller_jr::{self, CaterKillerJr, Part};
    use engine::player::Pose;
    let head = Common::new(id::SONIC3K, 0, 0x160, 620 - 0x20, false, false);
    let mut world = world_with(Obj { common: head, state: CaterKillerJr::default().into() });
    for _ in 0..3 {
        world.step(Buttons::NONE);
    }
    let parts = caterkiller_slots(&world);
    assert_eq!(parts.len(), 7, "the head and six parts");
    assert_eq!(parts[0].2.part, Part::Head);
    assert_eq!((parts[0].1.x_vel, parts[0].1.collision_flags), (caterkiller_jr::SPEED, caterkiller_jr::COLLISION));
    let subtypes: Vec<u8> = parts[1..].iter().map(|p| p.1.subtype).collect();
    assert_eq!(subtypes, [0, 2, 4, 6, 8, 0xA]);
    assert!(parts[1..].iter().all(|p| p.2.part == Part::Body && p.1.slot > parts[0].1.slot));
    assert_eq!(parts[6].1.collision_flags, caterkiller_jr::TAIL_COLLISION);
    // Twenty frames on the head is $14 px left; the last part waits $3F + 1 frames at the start.
    for _ in 0..20 {
        world.step(Buttons::NONE);
    }
    let parts = caterkiller_slots(&world);
    assert!(parts[0].1.pixel_x() < 0x160 - 0x10);
    assert_eq!((parts[6].1.pixel_x(), parts[6].1.pixel_y()), (0x160, 620 - 0x20));
    // Sonic standing under the waiting tail: hurt.
    world.objects.game.rings = 5;
    world.player.x = 0x160 << 8;
    world.player.y = (620 - 0x20 + 0x10) << 8;
    world.step(Buttons::NONE);
    assert_eq!(world.objects.game.rings, 0, "the part hurts: the rings spill");
    // Sonic curled, rising into the head: destroyed; the parts fly apart.
    let head = caterkiller_slots(&world)[0].1.clone();
    let p = &mut world.player;
    p.routine = engine::player::Routine::Normal;
    p.invulnerable = 0;
    p.x = head.pixel_x() << 8;
    p.y = (head.pixel_y() + 8) << 8;
    p.air = true;
    p.pose = Pose::Roll;
    p.x_speed = 0;
    p.y_speed = -0x400;
    world.step(Buttons::NONE);
    let parts = caterkiller_slots(&world);
    assert!(parts.iter().all(|p| p.2.part != Part::Head), "the head is an explosion");
    let bodies: Vec<_> = parts.iter().filter(|p| p.2.part == Part::Body).collect();
    assert_eq!(bodies.len(), 6);
    for (i, b) in bodies.iter().enumerate() {
        assert!(b.2.scattered && b.1.collision_flags == 0, "part {i} flies apart without touch");
        let (x, y) = caterkiller_jr::SCATTER[usize::from(b.1.subtype / 2)];
        let x = if b.1.x_flip { -x } else { x };
        assert_eq!((b.1.x_vel, b.1.y_vel), (x, y), "part {i}");
    }
    world.step(Buttons::NONE);
    let b = &caterkiller_slots(&world)[0];
    assert_eq!(b.1.y_vel, caterkiller_jr::SCATTER[usize::from(b.1.subtype / 2)].1 + 0x38, "falling");
}

/// The ride vine's parts in the world's slots: (common, state), the pulley first.
fn ride_vine_slots(world: &engine::World) -> Vec<(Common, engine::objects::s3k::ride_vine::RideVine)> {
    world
        .objects
        .slots
        .iter()
        .filter_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::RideVine(s)) => Some((o.common.clone(), s.clone())),
            _ => None,
        })
        .collect()
}

/// `Obj_AIZRideVine` in the world: its first frame hangs the vine (a top link, three links, the handle
/// $40 below) and the handle catches Sonic standing under it (`object_control` 3, $14 below it); the next
/// frame the pulley slides down its rope 8 px right and 2 down a frame to x + subtype × $10, Sonic carried;
/// then it spins him round; a jump throws him off along the last link's angle at 8 px a frame (cos × 8,
/// sin × 8, `loc_2059A`), curled, and with nobody on it the vine swings to rest.
#[test]
fn the_ride_vine_carries_sonic_down_its_rope_and_spins_him() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::giant_ride_vine::Ride;
    use engine::objects::s3k::ride_vine::{self, Part, RideVine, Stage};
    use engine::player::Pose;
    let pulley = Common::new(id::SONIC3K, 4, 0x100, 620 - 0x50, false, false);
    let mut world = world_with(Obj { common: pulley, state: RideVine::default().into() });
    world.step(Buttons::NONE);
    let parts = ride_vine_slots(&world);
    let kinds: Vec<Part> = parts.iter().map(|p| p.1.part).collect();
    assert_eq!(kinds, [Part::Pulley, Part::Top, Part::Link, Part::Link, Part::Link, Part::Handle]);
    let handle = &parts[5].0;
    assert_eq!(world.player.object_control, 3, "caught");
    assert_eq!((world.player.pixel_x(), world.player.pixel_y()), (handle.pixel_x(), handle.pixel_y() + 0x14));
    // The frame after the catch starts the slide (no move yet); 8 frames of (8, 2) to x $140.
    let mut xs = Vec::new();
    for _ in 0..10 {
        world.step(Buttons::NONE);
        xs.push(ride_vine_slots(&world)[0].0.pixel_x());
    }
    assert_eq!(xs, [0x100, 0x108, 0x110, 0x118, 0x120, 0x128, 0x130, 0x138, 0x140, 0x140]);
    let parts = ride_vine_slots(&world);
    assert_eq!(parts[0].0.pixel_y(), 620 - 0x50 + 8 * ride_vine::SLIDE.1);
    assert_eq!((parts[0].1.stage, parts[5].1.ride), (Stage::Spinning, Ride::Spin));
    assert!(world.player.pixel_x() > 0x130 - 0x20, "carried along");
    assert_eq!(world.player.object_control, 3);
    for _ in 0..6 {
        world.step(Buttons::NONE);
    }
    assert_eq!(world.player.object_control, 3, "still spinning round");
    world.step(Buttons::JUMP);
    let parts = ride_vine_slots(&world);
    let link = (parts[4].1.angle >> 8) as u8;
    let p = &world.player;
    assert_eq!(p.object_control, 0, "thrown off");
    assert_eq!(
        (p.x_speed, p.y_speed),
        (engine::math::cos(link) << 3, engine::math::sin(link) << 3),
        "along the last link's angle, 8 px a frame"
    );
    assert!(p.air && p.pose == Pose::Roll);
    // Nobody on it: it comes round to straight down and swings to rest.
    let mut stage = Stage::Spinning;
    for _ in 0..200 {
        world.step(Buttons::NONE);
        stage = ride_vine_slots(&world)[0].1.stage;
        if stage != Stage::Spinning {
            break;
        }
    }
    assert_eq!(stage, Stage::Swinging);
}

/// `Obj_AIZForegroundPlant` in the world: way 4 (`subtype` $40) is drawn at its place plus half its distance
/// from the screen's centre (`loc_2B850`), so as Sonic runs right and the camera follows, it slides left
/// faster than the level; way 0 stays put.
#[test]
fn foreground_plants_parallax_with_the_camera() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::foreground_plant::{self, ForegroundPlant};
    let plant = |subtype: u8| {
        let c = Common::new(id::SONIC3K, subtype, 0x1C0, 0x240, false, false);
        Obj { common: c, state: ForegroundPlant::default().into() }
    };
    let mut world = world_with(plant(0x40));
    world.objects.slots.allocate(plant(0), 1, None);
    let at = |world: &engine::World, slot: usize| {
        let c = &world.objects.slots.get(slot).expect("the plant").common;
        (c.pixel_x() as i16, c.pixel_y() as i16)
    };
    let mut seen = Vec::new();
    for _ in 0..40 {
        let camera = (world.camera.x as i16, world.camera.y as i16);
        world.step(Buttons::RIGHT);
        seen.push((camera, at(&world, 0), at(&world, 1)));
    }
    for (i, &(camera, moving, still)) in seen.iter().enumerate().skip(1) {
        assert_eq!(Some(moving), foreground_plant::parallax(4, (0x1C0, 0x240), camera), "frame {i}");
        assert_eq!(still, (0x1C0, 0x240));
    }
    assert!(seen[39].0.0 > seen[1].0.0, "the camera moved");
    assert!(seen[39].1.0 < seen[1].1.0, "the plant slid left");
}

/// `Obj_AIZDisappearingFloor` in the world, made while it is up (`Level_frame_counter` $11 past its clock):
/// frame 5 at once and its solid floor in the next slot; Sonic dropped above it lands on its top ($19 above
/// its centre) and stands there; when the water sinks (frame 3) the solid goes and he falls to the ground;
/// at the clock's next turn ($100 frames) it comes up again and makes a new solid floor.
#[test]
fn the_disappearing_floor_holds_sonic_then_drops_him() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::disappearing_floor::DisappearingFloor;
    let water = Common::new(id::SONIC3K, 7, 0x100, 0x200, false, false);
    let mut world = world_with(Obj { common: water, state: DisappearingFloor::default().into() });
    world.objects.game.frame_counter = 0x10;
    world.player.y = (0x1C0) << 8;
    world.player.air = true;
    let solids = |world: &engine::World| {
        world
            .objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(&o.state, State::Sonic3k(Sonic3k::DisappearingFloor(s)) if s.solid))
            .count()
    };
    world.step(Buttons::NONE);
    assert_eq!(world.objects.slots.get(0).expect("the water").common.mapping_frame, 5);
    assert_eq!(solids(&world), 1);
    for _ in 0..30 {
        world.step(Buttons::NONE);
    }
    assert!(!world.player.air, "standing on the floor");
    assert_eq!(world.player.pixel_y(), 0x200 - 0x19 - 19, "on its top ($19 above its centre standing)");
    let mut fell = None;
    for frame in 31..0x100 {
        world.step(Buttons::NONE);
        if fell.is_none() && world.player.air {
            fell = Some(frame);
            assert_eq!(solids(&world), 0, "the solid is gone");
        }
    }
    // Up for $C8 − $11 frames more, then 4 (4 frames) and 3: gone at frame 3's first.
    assert_eq!(fell, Some(0xC8 - 0x11 + 4));
    assert_eq!(world.player.pixel_y(), 620, "on the ground below");
    for _ in 0..0x20 {
        world.step(Buttons::NONE);
    }
    assert_eq!(solids(&world), 1, "up again at the clock's turn");
}

/// `Obj_AIZSpikedLog` in the world: Sonic dropped on it lands and stands (8 px above its centre, 9 standing,
/// plus his radius); it dips under him (8 px at most) and rolls, and when its spikes come round to the top
/// (frame 1) they hurt him: his rings spill.
#[test]
fn the_spiked_log_dips_rolls_and_its_spikes_hurt() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::spiked_log::{self, SpikedLog};
    let log = Common::new(id::SONIC3K, 0, 0x100, 0x200, false, false);
    let mut world = world_with(Obj { common: log, state: SpikedLog::default().into() });
    world.objects.game.rings = 5;
    world.player.y = 0x1D8 << 8;
    world.player.air = true;
    let log_at = |world: &engine::World| {
        let o = world.objects.slots.get(0).expect("the log");
        (o.common.pixel_y(), o.common.mapping_frame)
    };
    let mut landed = None;
    let mut hurt = None;
    let mut deepest = 0x200;
    for frame in 0..120 {
        world.step(Buttons::NONE);
        if landed.is_none() && !world.player.air {
            landed = Some(frame);
            assert_eq!(world.player.pixel_y(), log_at(&world).0 - 9 - 19);
        }
        deepest = deepest.max(log_at(&world).0);
        if hurt.is_none() && world.objects.game.rings == 0 {
            hurt = Some(frame);
            assert!(spiked_log::SPIKES[usize::from(log_at(&world).1)] < 0, "its spikes up");
        }
    }
    assert!(landed.is_some(), "he lands on it");
    assert_eq!(deepest, 0x200 + 8, "it dips 8 px");
    assert!(hurt.is_some_and(|h| h > landed.unwrap_or(0)), "its spikes come up under him");
}

/// `Obj_AIZCollapsingLogBridge` (subtype 8) in the world: Sonic dropped on its left end stands on it (its top
/// 8 px above its centre); the frame after, its logs become six falling ones ($1E apart, the first at
/// x − $4B, waits 8, $10 … $30), and he keeps standing until the count ($38 down) reaches $30, when the log
/// under him goes: he falls to the ground.
#[test]
fn the_log_bridge_falls_log_by_log_from_the_left() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::collapsing_log_bridge::{CollapsingLogBridge, Part};
    let bridge = Common::new(id::SONIC3K, 8, 0x100, 0x200, false, false);
    let mut world = world_with(Obj { common: bridge, state: CollapsingLogBridge::default().into() });
    world.player.x = (0x100 - 0x50) << 8;
    world.player.y = 0x1D8 << 8;
    world.player.air = true;
    let logs = |world: &engine::World| {
        world
            .objects
            .slots
            .iter()
            .filter_map(|(_, o)| match &o.state {
                State::Sonic3k(Sonic3k::CollapsingLogBridge(s)) if s.part == Part::Log => {
                    Some((o.common.pixel_x(), s.count))
                }
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let mut landed = None;
    for frame in 0..40 {
        world.step(Buttons::NONE);
        if !world.player.air {
            landed = Some(frame);
            break;
        }
    }
    assert!(landed.is_some());
    assert_eq!(world.player.pixel_y(), 0x200 - 8 - 19 - 1, "on its top (`SolidObjectTop` puts him 1 px higher)");
    assert!(logs(&world).is_empty(), "not yet");
    world.step(Buttons::NONE);
    let mut made = logs(&world);
    made.sort();
    let xs: Vec<i32> = made.iter().map(|l| l.0).collect();
    assert_eq!(xs, (0..6).map(|i| 0x100 - 0x4B + 0x1E * i).collect::<Vec<_>>());
    // Each runs the frame it is made (the slots after the bridge's): one frame of its wait gone.
    let waits: Vec<u8> = made.iter().map(|l| l.1).collect();
    assert_eq!(waits, [7, 0xF, 0x17, 0x1F, 0x27, 0x2F]);
    let mut released = None;
    for frame in 1..20 {
        world.step(Buttons::NONE);
        if world.player.air {
            released = Some(frame);
            break;
        }
    }
    assert_eq!(released, Some(8), "the count from $38 reaches $30 on the 8th frame");
    for _ in 0..60 {
        world.step(Buttons::NONE);
    }
    assert_eq!(world.player.pixel_y(), 620, "down on the ground");
}

/// `Obj_AIZ1ZiplinePeg` in the world: one by Sonic holds its slot ($20 px either side); one $600 px on, out
/// of range of the camera, is unloaded on its first frame (`Sprite_OnScreen_Test`).
#[test]
fn the_zipline_peg_holds_its_slot_in_range() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::zipline_peg::{self, ZiplinePeg};
    let peg = |x: i32| Obj { common: Common::new(id::SONIC3K, 0, x, 0x200, false, false), state: ZiplinePeg.into() };
    let mut world = world_with(peg(0x140));
    world.objects.slots.allocate(peg(0x740), 1, None);
    world.step(Buttons::NONE);
    let o = world.objects.slots.get(0).expect("the peg by Sonic");
    assert_eq!(o.common.width_pixels, zipline_peg::WIDTH);
    assert!(world.objects.slots.get(1).is_none(), "the far one unloaded");
}

/// `Obj_BreakableWall` in Angel Island, in the world: Sonic rolling into its side at $600 breaks it — he keeps
/// his speed and it becomes ten pieces flying at `word_1FC0A`'s speeds (he came from its left), falling; rolling
/// at $300 he only stops against it.
#[test]
fn sonic_rolls_through_a_breakable_wall() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::breakable_wall::{self, BreakableWall};
    use engine::player::Pose;
    let run = |speed: i16| {
        let wall = Common::new(id::SONIC3K, 0, 0x140, 640 - 0x28, false, false);
        let mut world = world_with(Obj { common: wall, state: BreakableWall::default().into() });
        let p = &mut world.player;
        p.pose = Pose::Roll;
        p.rolling = true;
        (p.height_radius, p.width_radius) = (0xE, 7);
        p.y += 5 << 8;
        (p.x_speed, p.ground_speed) = (speed, speed);
        let mut pieces = Vec::new();
        for _ in 0..40 {
            world.step(Buttons::NONE);
            pieces = world
                .objects
                .slots
                .iter()
                .filter_map(|(_, o)| match &o.state {
                    State::Sonic3k(Sonic3k::BreakableWall(w)) if w.piece => Some((o.common.x_vel, o.common.y_vel)),
                    _ => None,
                })
                .collect::<Vec<_>>();
            if !pieces.is_empty() {
                break;
            }
        }
        (world.player.x_speed, world.player.pixel_x(), pieces)
    };
    let (speed, x, pieces) = run(0x600);
    assert_eq!(pieces.len(), breakable_wall::PIECES, "broken into ten pieces");
    assert_eq!(
        pieces[0],
        (breakable_wall::SPEEDS_LEFT[0].0, breakable_wall::SPEEDS_LEFT[0].1 + breakable_wall::GRAVITY)
    );
    assert!(speed >= 0x500 && x < 0x140, "he keeps rolling: {speed:#x} at {x:#x}");
    let (speed, x, pieces) = run(0x300);
    assert!(pieces.is_empty(), "too slow: the wall stands");
    assert!(speed == 0 && x < 0x140 - 0x1B + 1, "stopped against it at {x:#x}");
}

/// `Obj_AIZTransitionFloor` (the combined game's `SolidObjectTop`, $A0 either side, top at y − $10): Sonic
/// standing on the ground with the floor's top 2 px below his feet lands on it (`PlatformObject_ChkYRange`:
/// `d0` = top − (y + $13 + 4) = −1, then y + `d0` + 3) at its top − $13 − 1 — one px down — and rides it at
/// its top − $13 (`MvSonicOnPtfm`) the next frame; once the act is 2 it moves to x $7FFF, Sonic is let go in
/// the air (`SolidObjectTop_1P`: `bset #Status_InAir`), and it is deleted the frame after.
#[test]
fn the_transition_floor_holds_the_players_until_act_2() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_transition_floor::{AizTransitionFloor, GONE_X};
    let top = 620 + 0x13 + 1 + 2;
    let floor = Common::new(id::SONIC3K, 0, 0x100, top + 0x10, false, false);
    let mut world = world_with(Obj { common: floor, state: AizTransitionFloor::default().into() });
    world.step(Buttons::NONE);
    assert_eq!(world.player.pixel_y(), top - 0x13 - 1, "landed: one px down");
    assert!(world.player.on_object);
    world.step(Buttons::NONE);
    assert_eq!(world.player.pixel_y(), top - 0x13, "riding its top");
    world.objects.game.events.aiz.act2 = true;
    world.step(Buttons::NONE);
    let c = &world.objects.slots.get(0).expect("the floor, moved away").common;
    assert_eq!(c.pixel_x(), GONE_X);
    assert!(world.player.air, "let go in the air");
    world.step(Buttons::NONE);
    assert!(world.objects.slots.get(0).is_none(), "deleted");
}

/// `Obj_AIZTransitionFloor` with its top exactly 4 px below Sonic's feet (OpenGGF's `s3k/aiz1_to_hcz_fullrun`
/// from frame $1527: Sonic standing still at y $379, `y_radius` $13, the top at $390): `d0` = $390 − ($379 +
/// $13 + 4) = 0 is not in −$10 … −1 (`bhi` passes, `cmpi.w #-$10,d0` / `blo` does not), so he stays on the
/// ground; Tails at y $37F (`y_radius` $F, `d0` −2) lands at $380.
#[test]
fn the_transition_floor_takes_no_player_whose_feet_are_4_px_above_its_top() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_transition_floor::AizTransitionFloor;
    let top = 620 + 0x13 + 4;
    let floor = Common::new(id::SONIC3K, 0, 0x100, top + 0x10, false, false);
    let mut world = world_with(Obj { common: floor, state: AizTransitionFloor::default().into() });
    for _ in 0..3 {
        world.step(Buttons::NONE);
        assert_eq!(world.player.pixel_y(), 620, "still on the ground");
        assert!(!world.player.on_object);
    }
}

/// `Process_Kos_Module_Queue_Init`: a `.kosm` size word / 2 in modules of $800 words, the last one the rest —
/// $3F80 bytes is 4 modules (the last $7C0 words), $1DA0 is 2 ($6D0), $2000 is 2 whole ones (no rest: one fewer,
/// the last $800).
#[test]
fn kos_modules_split_as_the_game_splits_them() {
    use engine::objects::s3k::kos_queue::KosQueue;
    for (size, count, last) in [(0x3F80, 4, 0x7C0), (0x1DA0, 2, 0x6D0), (0x2000, 2, 0x800), (0x100, 1, 0x80)] {
        let mut q = KosQueue::default();
        q.queue_kos_module(size);
        assert_eq!((q.modules_left, q.last_module_words), (count, last), "{size:#x}");
    }
}

/// Angel Island's transition through the queues, one entry decompressed a frame (`Process_Kos_Queue` before
/// the frame, `Process_Kos_Module_Queue` after the events): queued on frame 0, the chunks and both block
/// files go on frames 1–3 with the first tile module (queued the same frame 0), which is counted on 4; each of
/// the other five modules is queued one frame and counted the next; `Kos_modules_left` is 0 from frame 15.
#[test]
fn act_2s_art_leaves_the_kos_queues_on_the_15th_frame() {
    use engine::objects::s3k::aiz_fire::{ACT2_KOS, ACT2_KOSM};
    use engine::objects::s3k::kos_queue::KosQueue;
    let mut q = KosQueue::default();
    q.process_decomp();
    ACT2_KOS.iter().for_each(|&size| q.queue_kos(size));
    ACT2_KOSM.iter().for_each(|&size| q.queue_kos_module(size));
    q.process_modules();
    assert_eq!(q.decomp, vec![0x8000, 0xAB8, 0xCE8, 0x1000], "the first module joins at once");
    let mut frame = 0;
    while q.modules_pending() {
        frame += 1;
        q.process_decomp();
        q.process_modules();
    }
    assert_eq!(frame + 1, 15, "seen by the events of frame 15");
    assert!(q.decomp.is_empty() && q.archives.is_empty());
}

/// The sizes the transition queues are skdisasm's files': the Kosinski archives' decompressed lengths and the
/// moduled ones' size words (and their decompressed lengths).
#[test]
fn act_2s_art_sizes_are_the_files() {
    use engine::objects::s3k::aiz_fire::{ACT2_KOS, ACT2_KOSM};
    use formats::import::kosinski;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let dir = shared.join("reference/skdisasm/Levels/AIZ");
    let read = |p: &str| std::fs::read(dir.join(p)).ok();
    let kos = ["Chunks/Act 2.kos", "Blocks/Act 2 Primary.kos", "Blocks/Act 2 Secondary.kos"];
    for (path, &size) in kos.iter().zip(&ACT2_KOS) {
        let Some(bytes) = read(path) else { return };
        let out = kosinski::decompress(&bytes).expect(path);
        assert_eq!(out.len() as u32, size, "{path}");
    }
    for (path, &size) in ["Tiles/Act 2 Primary.kosm", "Tiles/Act 2 Secondary.kosm"].iter().zip(&ACT2_KOSM) {
        let Some(bytes) = read(path) else { return };
        assert_eq!(u16::from_be_bytes([bytes[0], bytes[1]]), size, "{path}");
        let out = kosinski::decompress_moduled(&bytes, kosinski::DEFAULT_MAX_OUTPUT).expect(path);
        assert_eq!(out.len(), usize::from(size), "{path}");
    }
}

/// skdisasm's Angel Island: act 1 (from its intro's section, which has no height) has its water at $504
/// (`CheckLevelForWater`, `StartingWaterHeights`), act 2 at $528. In act 2 with the camera at x $2850–$2900
/// (`DynamicWaterHeight_AIZ2`) switch 0 is set, the dam's four chunks at column $4E, rows 7–10 are cleared,
/// the target is $618 and the mean sinks 1 px a frame; `Obj_5308` in a slot shakes the screen 180 frames.
#[test]
fn skdisasm_angel_island_2_drains_its_water_at_the_dam() {
    use engine::objects::s2::water_level::WaterRule;
    use engine::objects::s3k::aiz_water;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let import = |section: &str| formats::import::sonlvl::import(&ini, section).expect(section);
    let act1 = import("Sonic 3\\\\Angel Island Zone Act 1 Intro");
    let world = engine::World::new(&act1, Character::Sonic);
    let w = &world.objects.game.water;
    assert_eq!((w.rule, w.surface, w.target), (WaterRule::AngelIsland { act2: false }, 0x504, 0x504));
    let act2 = import("Sonic 3\\\\Angel Island Zone Act 2");
    let side = 128;
    let dam: Vec<_> = aiz_water::DAM_CELLS.iter().map(|&(c, r)| act2.layout.get(c, r)).collect();
    assert!(dam.iter().all(Option::is_some), "the dam's chunks: {dam:?}");
    let mut world = engine::World::with_player(&act2, Player::standing(Character::Sonic, 0x2700, 0x300));
    world.step(Buttons::NONE);
    let w = &world.objects.game.water;
    assert_eq!((w.target, w.mean, w.shake, w.dam_open), (0x528, 0x528, false, false), "camera x below $2850");
    // The camera brought to x $28A0 with him.
    world.player.x = 0x2940 << 8;
    world.camera.x = 0x28A0;
    world.step(Buttons::NONE);
    let w = &world.objects.game.water;
    assert_eq!((w.target, w.mean, w.shake), (0x618, 0x529, true));
    assert_eq!(world.objects.game.switches[0], 1);
    for &(c, r) in &aiz_water::DAM_CELLS {
        assert_eq!(world.terrain.chunk_at(side * c as i32, side * r as i32), None, "cell ({c:#X}, {r})");
    }
    let find = |world: &engine::World| {
        (0..90).any(|i| {
            matches!(world.objects.slots.get(i).map(|o| &o.state), Some(State::Sonic3k(Sonic3k::AizDamShake(_))))
        })
    };
    assert!(find(&world), "Obj_5308");
    for _ in 0..179 {
        world.step(Buttons::NONE);
    }
    assert!(!world.objects.game.water.shake && !find(&world), "the shake is over");
    assert_eq!(world.objects.game.water.mean, 0x528 + 180);
}

/// `Obj_AIZFallingLog` (subtype 6: every $80 frames) in the world, the water's surface at $200: each log is
/// made with its splash in the slots after the spout, sinks 1 px a frame to the surface and floats there; Sonic
/// dropped on a floating log stands on its top (8 px above it); 60 frames after it reached the water it is
/// gone, its splash with it, and he falls.
#[test]
fn falling_logs_sink_to_the_water_and_carry_sonic_until_they_go() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::falling_log::{FallingLog, Part};
    let spout = Common::new(id::SONIC3K, 6, 0x100, 0x180, false, false);
    let mut world = world_with(Obj { common: spout, state: FallingLog::default().into() });
    world.objects.game.water.surface = 0x200;
    let logs = |world: &engine::World| -> Vec<(usize, Part, i32, i32)> {
        (1..90)
            .filter_map(|i| match world.objects.slots.get(i) {
                Some(Obj { common, state: State::Sonic3k(Sonic3k::FallingLog(s)) }) if !common.deleted => {
                    Some((i, s.part, common.pixel_x(), common.pixel_y()))
                }
                _ => None,
            })
            .collect()
    };
    let mut made = None;
    for frame in 0..0x80 {
        world.step(Buttons::NONE);
        if let [(1, Part::Falling, 0x100, y), (2, Part::Splash, 0x100, sy)] = logs(&world)[..] {
            assert_eq!((y, sy), (0x181, 0x181), "made this frame, its first 1 px run");
            made = Some(frame);
            break;
        }
    }
    assert!(made.is_some(), "a log every $80 frames: {:?}", logs(&world));
    for _ in 0..0x7E {
        world.step(Buttons::NONE);
    }
    assert_eq!(logs(&world)[0], (1, Part::Falling, 0x100, 0x1FF));
    world.step(Buttons::NONE);
    assert_eq!(logs(&world)[0], (1, Part::Floating, 0x100, 0x200));
    let p = &mut world.player;
    (p.x, p.y, p.air, p.x_speed, p.y_speed, p.ground_speed) = (0x100 << 8, 0x1D0 << 8, true, 0, 0, 0);
    let mut landed = false;
    for _ in 0..20 {
        world.step(Buttons::NONE);
        landed |= !world.player.air;
    }
    assert!(landed, "he lands on the floating log");
    assert_eq!(world.player.pixel_y(), 0x200 - 8 - 19);
    let mut fell = None;
    for frame in 0..60 {
        world.step(Buttons::NONE);
        if world.player.air {
            fell = Some(frame);
            break;
        }
    }
    assert!(fell.is_some(), "the log went from under him");
    assert!(logs(&world).iter().all(|&(i, ..)| i > 2), "the first log and its splash are gone: {:?}", logs(&world));
}

/// `Obj_AIZ1Tree` in the world: the one by Sonic is drawn 8 px either side as he runs past it; the far one
/// (out of range) is unloaded on its first frame (`Sprite_OnScreen_Test`).
#[test]
fn the_act_1_tree_stands_in_range_and_unloads_out_of_it() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz1_tree::{self, Aiz1Tree};
    let tree = |x: i32| Obj { common: Common::new(id::SONIC3K, 0, x, 0x200, false, false), state: Aiz1Tree.into() };
    let mut world = world_with(tree(0x140));
    world.objects.slots.allocate(tree(0x740), 1, None);
    for _ in 0..60 {
        world.step(Buttons::RIGHT);
        let o = world.objects.slots.get(0).expect("the tree by Sonic");
        assert_eq!((o.common.width_pixels, o.common.pixel_x()), (aiz1_tree::WIDTH, 0x140));
        assert!(o.common.displayed);
    }
    assert!(world.player.pixel_x() > 0x140, "he ran past it");
    assert!(world.objects.slots.get(1).is_none(), "the far one unloaded");
}

/// `Obj_AIZFlippingBridge` (subtype $70: a turn every 8 frames, $10 frames a round) in the world: Sonic
/// dropped over its fourth plank lands on the slope (`word_2A126`: the top y + 4 there, his feet 3 px into
/// it, then `SolidObjSloped2` puts him on it) once that plank's frame is 5 or more, rides it, and falls
/// through when the plank turns below 5.
#[test]
fn the_flipping_bridge_holds_sonic_while_its_plank_lies_flat() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::flipping_bridge::{FlippingBridge, STEEP};
    let bridge = Common::new(id::SONIC3K, 0x70, 0x180, 0x200, false, false);
    let mut world = world_with(Obj { common: bridge, state: FlippingBridge::default().into() });
    let frames = |world: &engine::World| match world.objects.slots.get(0).map(|o| &o.state) {
        Some(State::Sonic3k(Sonic3k::FlippingBridge(s))) => s.frames,
        _ => panic!("the bridge"),
    };
    world.step(Buttons::NONE);
    assert!(matches!(
        world.objects.slots.get(1).map(|o| &o.state),
        Some(State::Sonic3k(Sonic3k::FlippingBridge(FlippingBridge { drawn: true, .. })))
    ));
    // Over the fourth plank (x offset $60..$80 from the left end): x $180 − $80 + $70.
    let x = 0x180 - 0x80 + 0x70;
    let top = 0x200 - i32::from(STEEP[0x70 / 2]);
    let p = &mut world.player;
    (p.x, p.y, p.air, p.x_speed, p.y_speed, p.ground_speed) = (x << 8, (top - 0x30) << 8, true, 0, 0, 0);
    let mut landed = None;
    let mut dropped = None;
    for frame in 0..200 {
        let before = frames(&world)[3];
        world.step(Buttons::NONE);
        if landed.is_none() && !world.player.air {
            landed = Some(frame);
            assert!(before >= 5 || frames(&world)[3] >= 5, "a flat plank under him");
            // `sub_2A23C`: his feet 3 px into the top (the 4 px reach less 1).
            assert_eq!(world.player.pixel_y(), top - 19 - 1);
            continue;
        }
        if landed.is_some() && !world.player.air {
            assert_eq!(world.player.pixel_y(), top - 19, "on the slope");
        }
        if landed.is_some() && world.player.air {
            dropped = Some(frame);
            assert!(frames(&world)[3] < 5, "the plank turned away");
            break;
        }
    }
    assert!(landed.is_some(), "he lands on the bridge");
    assert!(dropped.is_some(), "the plank let him go");
}

/// `Obj_AIZDrawBridge` in the world (its hinge at ($1A0, $280), flipped: it lowers to the left): standing,
/// it is a wall that stops Sonic running right at x $1A0 − $13 (`SolidObjectFull2`'s $13 counts his width); lowered (`_unkFAA3`) it turns
/// for 32 frames and lies $68 px left of the hinge, $6B either side, 8 high: Sonic dropped on it stands on
/// its top; burnt (`_unkFAA9`) it lets him go $E frames later and is gone with its planks.
#[test]
fn the_drawbridge_is_a_wall_then_a_bridge_then_burns() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::drawbridge::{Drawbridge, Stage};
    let bridge = Common::new(id::SONIC3K, 0, 0x1A0, 0x280, true, false);
    let mut world = world_with(Obj { common: bridge, state: Drawbridge::default().into() });
    let state = |world: &engine::World| match world.objects.slots.get(0).map(|o| &o.state) {
        Some(State::Sonic3k(Sonic3k::Drawbridge(s))) => Some(s.clone()),
        _ => None,
    };
    for _ in 0..120 {
        world.step(Buttons::RIGHT);
    }
    assert_eq!(world.player.pixel_x(), 0x1A0 - 0x13, "stopped at the wall (its $13 counts his width)");
    assert!(state(&world).is_some_and(|s| s.children.iter().all(Option::is_some)), "its two plank objects");
    world.objects.game.events.aiz.bridge_lowering = true;
    for _ in 0..33 {
        world.step(Buttons::NONE);
    }
    assert_eq!(state(&world).map(|s| s.stage), Some(Stage::Lying));
    let o = &world.objects.slots.get(0).expect("the bridge").common;
    assert_eq!((o.pixel_x(), o.pixel_y()), (0x1A0 - 0x68, 0x280));
    let p = &mut world.player;
    (p.x, p.y, p.air, p.x_speed, p.y_speed, p.ground_speed) = (0x140 << 8, 0x240 << 8, true, 0, 0, 0);
    for _ in 0..30 {
        world.step(Buttons::NONE);
    }
    assert!(!world.player.air);
    assert_eq!(world.player.pixel_y(), 0x280 - 8 - 19, "on the lying bridge");
    world.objects.game.events.aiz.button_pressed = true;
    world.step(Buttons::NONE);
    assert_eq!(state(&world).map(|s| s.stage), Some(Stage::Burning));
    assert!(
        (1..3).all(|i| !matches!(
            world.objects.slots.get(i).map(|o| &o.state),
            Some(State::Sonic3k(Sonic3k::Drawbridge(_)))
        )),
        "the planks are gone"
    );
    for _ in 0..0xE {
        world.step(Buttons::NONE);
    }
    assert!(state(&world).is_some());
    world.step(Buttons::NONE);
    assert!(state(&world).is_none(), "burnt away");
    assert!(world.player.air, "let go");
}

/// The burning log bridge (`Obj_AIZCollapsingLogBridge` subtype $88) in the world: Sonic stands on it ($60 px
/// either side) and it holds; once `_unkFAA2` is set its six logs ($20 apart from x − $50) fall in turn,
/// each showing frame 3 as its wait ends, then burning (frames 3–7) as it falls; the log under Sonic's
/// column 0 lets him go when the count reaches $30.
#[test]
fn the_burning_log_bridge_holds_until_the_boss_sets_it_alight() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::collapsing_log_bridge::{CollapsingLogBridge, Part};
    let bridge = Common::new(id::SONIC3K, 0x88, 0x100, 0x200, false, false);
    let mut world = world_with(Obj { common: bridge, state: CollapsingLogBridge::default().into() });
    let p = &mut world.player;
    (p.x, p.y, p.air, p.x_speed, p.y_speed, p.ground_speed) = ((0x100 - 0x5C) << 8, 0x1D0 << 8, true, 0, 0, 0);
    for _ in 0..60 {
        world.step(Buttons::NONE);
    }
    assert!(!world.player.air);
    assert_eq!(world.player.pixel_y(), 0x200 - 8 - 19, "standing on it");
    let logs = |world: &engine::World| -> Vec<(i32, i32, u8)> {
        (0..90)
            .filter_map(|i| match world.objects.slots.get(i) {
                Some(Obj { common, state: State::Sonic3k(Sonic3k::CollapsingLogBridge(s)) })
                    if s.part == Part::Log && !common.deleted =>
                {
                    Some((common.pixel_x(), common.pixel_y(), common.mapping_frame))
                }
                _ => None,
            })
            .collect()
    };
    assert!(logs(&world).is_empty(), "stood on, the burning bridge holds");
    world.objects.game.events.aiz.bridge_burning = true;
    world.step(Buttons::NONE);
    let l = logs(&world);
    assert_eq!(l.iter().map(|l| l.0).collect::<Vec<_>>(), (0..6).map(|i| 0x100 - 0x50 + 0x20 * i).collect::<Vec<_>>());
    for _ in 0..7 {
        world.step(Buttons::NONE);
    }
    assert_eq!(logs(&world)[0], (0x100 - 0x50, 0x200, 3), "the first log's wait is over: frame 3");
    assert!(!world.player.air, "still held (count above $30)");
    world.step(Buttons::NONE);
    assert!(world.player.air, "column 0 let go");
    for _ in 0..4 {
        world.step(Buttons::NONE);
    }
    let first = logs(&world)[0];
    assert!(first.1 > 0x200 && (3..8).contains(&first.2), "falling, burning: {first:?}");
}

/// skdisasm's Angel Island 1: the hollow tree's reveal (`Events_fg_4`, as `Obj_AIZ1TreeRevealControl` counts
/// it) swaps the trunk's chunks bottom up (`AIZ1_ScreenEvent`): at $14 row 8 of columns $59–$5A takes the
/// layout's row 3 of columns 0–1, at $24 row 7 row 2 …, at $39 all four; a restart puts the trunk back.
#[test]
fn skdisasm_angel_island_1_reveals_the_hollow_tree() {
    use engine::objects::s3k::aiz_hollow_tree::TREE_CELLS;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let act1 = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro").expect("act 1");
    let mut world = engine::World::with_player(&act1, Player::standing(Character::Sonic, 0x2C00, 0x380));
    let at = |world: &engine::World, col: usize, row: usize| world.terrain.chunk_at(128 * col as i32, 128 * row as i32);
    let revealed = |world: &engine::World| -> Vec<bool> {
        TREE_CELLS
            .iter()
            .map(|cells| cells.iter().all(|&(c, r, sc, sr)| at(world, c, r) == act1.layout.get(sc, sr)))
            .collect()
    };
    assert_ne!(act1.layout.get(0x59, 8), act1.layout.get(0, 3), "the trunk differs from the revealed tree");
    world.step(Buttons::NONE);
    assert_eq!(revealed(&world), [false; 4]);
    for (rows, want) in [(0x13, [false; 4]), (0x14, [true, false, false, false]), (0x34, [true, true, true, false])] {
        world.objects.game.events.aiz.tree_rows = rows;
        world.step(Buttons::NONE);
        assert_eq!(revealed(&world), want, "Events_fg_4 {rows:#X}");
    }
    world.objects.game.events.aiz.tree_rows = 0x39;
    world.step(Buttons::NONE);
    assert_eq!(revealed(&world), [true; 4]);
    world.objects.game.events.aiz.tree_rows = 0;
    world.step(Buttons::NONE);
    assert_eq!(revealed(&world), [true; 4], "swapped for good");
    world.restart(Player::standing(Character::Sonic, 0x2C00, 0x380));
    world.step(Buttons::NONE);
    assert_eq!(at(&world, 0x59, 8), act1.layout.get(0x59, 8), "the restart's trunk");
}

/// `Obj_CutsceneButton` (subtype 0) in the world: placed 4 px low and drawn; Sonic running over it does
/// nothing (only the end cutscene's Knuckles, `_unkFAA4`, presses it); Knuckles within $18 of it presses it:
/// frame 1, `_unkFAA9` set (a lying drawbridge burns), the controls unlocked and the bottom limit's target
/// $1000.
#[test]
fn the_cutscene_button_waits_for_knuckles() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::cutscene_button::CutsceneButton;
    let button = Common::new(id::SONIC3K, 0, 0x140, 640 - 8, false, false);
    let mut world = world_with(Obj { common: button, state: CutsceneButton::default().into() });
    world.objects.game.control_locked = true;
    let pressed = |world: &engine::World| match world.objects.slots.get(0) {
        Some(Obj { common, state: State::Sonic3k(Sonic3k::CutsceneButton(s)) }) => {
            (s.pressed, common.mapping_frame, common.pixel_y(), common.displayed)
        }
        _ => panic!("the button"),
    };
    for _ in 0..60 {
        world.step(Buttons::RIGHT);
    }
    assert_eq!(pressed(&world), (false, 0, 640 - 4, true));
    assert!(!world.objects.game.events.aiz.button_pressed);
    world.objects.game.events.aiz.cutscene_knuckles = Some((0x140 + 0x17, 640 - 4 - 0x18));
    world.step(Buttons::NONE);
    assert_eq!((pressed(&world).0, pressed(&world).1), (true, 1), "pressed, frame 1");
    let game = &world.objects.game;
    assert!(game.events.aiz.button_pressed && !game.control_locked);
    assert_eq!(game.events.max_y_target, Some(0x1000));
}

/// The miniboss parts (`aiz_miniboss_parts`) in the bench's slots: (slot, common, state).
fn miniboss_parts(
    slots: &engine::objects::runtime::slots::Slots,
) -> Vec<(usize, Common, engine::objects::s3k::aiz_miniboss_parts::AizMinibossPart)> {
    slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic3k(Sonic3k::AizMinibossPart(p)) => Some((i, o.common.clone(), p.clone())),
            _ => None,
        })
        .collect()
}

/// As the arena closes, six background crafts (`loc_46D18`: from the camera's x, out of sight for their speed's
/// frames); then `loc_464D0`'s children of the cutscene's craft: the exhaust flame $20 px below it (touch $9C),
/// the cockpit and three arms in the next five slots. $20 frames after the swing sets `$38` bit 1 (`loc_4650E`) the first
/// arm fires (its open script: 6 + $18 frames), the others $10 and $20 later (`word_46DEC`); each fires four
/// bombs $1D apart (`loc_46706`: the second a falling one, harmless from the cutscene's arm). A bomb rises at
/// −$400 for $61 frames, is out of sight 9, then comes down at $400 from $20 above the screen, at the column
/// its arm's `$39` stepped by 4 picks (`loc_46E02`: arm 0's $74, $24, $4C, $24 from the camera's x).
#[test]
fn the_cutscene_crafts_arms_fire_four_bombs_each() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_miniboss_parts::{self as parts, Role};
    let mut b = bench(0x2F10);
    b.camera.y = 0x200;
    b.slots.allocate(
        Obj {
            common: Common::new(id::SONIC3K, 0, 0x3020, 0x2A0, false, false),
            state: AizMinibossCutscene::default().into(),
        },
        0,
        None,
    );
    let step = |b: &mut Bench| b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    step(&mut b);
    assert_eq!(b.slots.iter().count(), 1);
    // The arena closes: the six background crafts (`loc_46D18`) in slots 1–6, out of sight.
    step(&mut b);
    let crafts: Vec<(usize, i32, i32, i16, bool)> = miniboss_parts(&b.slots)
        .iter()
        .map(|(i, c, p)| {
            assert_eq!(p.role, Role::Craft);
            (*i, c.pixel_x() - 0x2F10, c.pixel_y(), c.x_vel, c.displayed)
        })
        .collect();
    assert_eq!(
        crafts,
        [
            (1, -0x20, 0x310, 0x200, false),
            (2, -0x68, 0x310, 0x200, false),
            (3, -0x10, 0x31C, 0x180, false),
            (4, -0x58, 0x31C, 0x180, false),
            (5, -8, 0x328, 0x100, false),
            (6, -0x50, 0x328, 0x100, false)
        ]
    );
    for _ in 0..180 {
        step(&mut b);
        assert_eq!(b.slots.iter().count(), 7);
    }
    step(&mut b);
    let made: Vec<_> = miniboss_parts(&b.slots).into_iter().filter(|(_, _, p)| p.role != Role::Craft).collect();
    let roles: Vec<(usize, Role, u8)> = made.iter().map(|(i, c, p)| (*i, p.role, c.subtype)).collect();
    assert_eq!(
        roles,
        [(7, Role::Exhaust, 0), (8, Role::Cockpit, 2), (9, Role::Arm, 0), (10, Role::Arm, 2), (11, Role::Arm, 4)]
    );
    let body = b.slots.get(0).expect("body").common.clone();
    let exhaust = &made[0].1;
    assert_eq!((exhaust.pixel_x(), exhaust.pixel_y()), (body.pixel_x(), body.pixel_y() + 0x20));
    assert_eq!(exhaust.collision_flags, parts::EXHAUST_TOUCH);
    // Until the swing.
    let mut frame = 0;
    let swing = loop {
        step(&mut b);
        frame += 1;
        let State::Sonic3k(Sonic3k::AizMinibossCutscene(s)) = &b.slots.get(0).expect("body").state else {
            panic!("body")
        };
        if s.0.flags & 2 != 0 {
            break frame;
        }
        assert!(frame < 0x200);
    };
    assert_eq!(swing, 0xB0, "$B0 frames down");
    // The bombs as they are made (rising: routine 2, `$2E` $60), by arm.
    let mut shots: Vec<(usize, u8, Role)> = Vec::new();
    let mut drops: Vec<(u8, i32, i32, i16, u8)> = Vec::new();
    for _ in 0..0x140 {
        step(&mut b);
        frame += 1;
        let now = miniboss_parts(&b.slots);
        for (_, c, p) in &now {
            if matches!(p.role, Role::Bomb | Role::DropBomb) && c.routine == 2 && p.wait == 0x60 {
                let arm = now.iter().find(|(j, _, _)| *j == usize::from(p.parent)).map_or(0xFF, |(_, a, _)| a.subtype);
                shots.push((frame - swing, arm, p.role));
                assert_eq!((c.y_vel, c.collision_flags), (-0x400, 0), "harmless rising");
            }
            // Just above the screen (routine 6, its first frame there).
            if p.role == Role::Bomb && c.routine == 6 && p.wait == 0x60 {
                let arm = b.slots.get(usize::from(p.parent)).map_or(0xFF, |a| a.common.subtype);
                drops.push((arm, c.pixel_x() - 0x2F10, c.pixel_y(), c.y_vel, c.collision_flags));
            }
            if p.role == Role::DropBomb {
                assert_eq!(c.collision_flags, 0, "the cutscene's falling bomb never touches");
            }
        }
    }
    let arm0: Vec<(usize, Role)> = shots.iter().filter(|s| s.1 == 0).map(|s| (s.0, s.2)).collect();
    assert_eq!(
        arm0,
        [(0x20, Role::Bomb), (0x20 + 0x1D, Role::DropBomb), (0x20 + 0x3A, Role::Bomb), (0x20 + 0x57, Role::Bomb)]
    );
    for (arm, delay) in [(2, 0x10), (4, 0x20)] {
        let at: Vec<usize> = shots.iter().filter(|s| s.1 == arm).map(|s| s.0).collect();
        assert_eq!(at, [0x20, 0x3D, 0x5A, 0x77].map(|f| f + delay), "arm {arm}");
    }
    assert_eq!(shots.len(), 12);
    let arm0_drops: Vec<i32> = drops.iter().filter(|d| d.0 == 0).map(|d| d.1).collect();
    assert_eq!(arm0_drops, [0x74, 0x4C, 0x24], "arm 0's rising bombs (its 2nd is the falling one)");
    assert!(drops.iter().all(|d| d.3 == 0x400 && d.4 == 0));
}

/// Through the world's `TouchResponse`: the craft's exhaust flame ($20 px under the body, touch $9C) hurts
/// Sonic unless he has the fire shield, and not once the last hit set the body's `status` bit 7. A falling bomb
/// from the fight's arm (touch $98) hurts him; it bursts on the floor into seven explosions (touch $97) that do
/// too; the cutscene's arm makes its falling bomb harmless (`loc_46BF6`).
#[test]
fn the_exhaust_flame_and_the_falling_bombs_hurt() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_miniboss::Body;
    use engine::objects::s3k::aiz_miniboss_parts::{self as parts, AizMinibossPart, Role};
    let body = || {
        // Out of Sonic's reach: the flame under it at $40 (the game's $20 would bring the body's touch too).
        let mut c = Common::new(id::SONIC3K, 0, 0x100, 620 - 0x40, false, false);
        c.routine = 0xC;
        c.collision_property = aiz_miniboss::HITS;
        let body = Body { touch: aiz_miniboss::COLLISION, wait: 100, next: Next::Cross, ..AizMiniboss::default().0 };
        Obj { common: c, state: AizMiniboss(body).into() }
    };
    let exhaust = |shield: bool, beaten: bool| {
        let mut world = world_with(body());
        if beaten {
            world.objects.slots.get_mut(0).expect("body").common.status |= 0x80;
        }
        let c = Common::new(id::SONIC3K, 0, 0x100, 620, false, false);
        let part = AizMinibossPart::new(Role::Exhaust, 0, (0, 0x40));
        world.objects.slots.allocate(Obj { common: c, state: part.into() }, 1, None);
        world.objects.game.rings = 5;
        world.player.shield = shield;
        world.player.element = engine::player::Element::Fire;
        world.step(Buttons::NONE);
        let flame = world.objects.slots.get(1).expect("the flame").common.clone();
        assert_eq!((flame.pixel_x(), flame.pixel_y()), (0x100, 620));
        world.step(Buttons::NONE);
        world.objects.game.rings
    };
    assert_eq!(exhaust(false, false), 0, "burnt: the rings spill");
    assert_eq!(exhaust(true, false), 5, "the fire shield keeps it off");
    assert_eq!(exhaust(false, true), 5, "beaten: no touch");
    // A falling bomb (routine 8) over Sonic's head, from an arm of the fight (slot 1) or the cutscene.
    let bomb = |cutscene: bool| {
        let mut world = world_with(body());
        let arm = AizMinibossPart::new(if cutscene { Role::Arm } else { Role::FightArm }, 0, parts::ARMS[0]);
        let mut a = Common::new(id::SONIC3K, 0, 0x100, 620 - 0x40, false, false);
        a.routine = 2;
        world.objects.slots.allocate(Obj { common: a, state: arm.into() }, 1, None);
        let drop = AizMinibossPart::new(Role::DropBomb, 1, (0, 4));
        let b = Common::new(id::SONIC3K, 2, 0x180, 0x100, false, true);
        world.objects.slots.allocate(Obj { common: b, state: drop.into() }, 2, None);
        world.step(Buttons::NONE);
        let touch = world.objects.slots.get(2).expect("bomb").common.collision_flags;
        // Now over Sonic's head, falling at $400.
        let o = world.objects.slots.get_mut(2).expect("bomb");
        engine::objects::runtime::object::set_pixel(&mut o.common.x, 0x100u16);
        engine::objects::runtime::object::set_pixel(&mut o.common.y, 560u16);
        o.common.routine = 8;
        o.common.y_vel = 0x400;
        if let State::Sonic3k(Sonic3k::AizMinibossPart(p)) = &mut o.state {
            p.next = parts::Next::Burst;
        }
        world.objects.game.rings = 5;
        let mut blasts = Vec::new();
        for _ in 0..40 {
            world.step(Buttons::NONE);
            for (_, c, p) in miniboss_parts(&world.objects.slots) {
                if p.role == Role::Blast && c.routine == 4 {
                    blasts.push(c.collision_flags);
                }
            }
        }
        (touch, world.objects.game.rings, blasts)
    };
    let (touch, rings, blasts) = bomb(false);
    assert_eq!((touch, rings), (parts::BOMB_TOUCH, 0), "the fight's falling bomb hurts");
    // (0 on each one's last frame out of sight, `loc_46CF0`.)
    assert!(blasts.contains(&parts::BLAST_TOUCH) && blasts.iter().all(|&t| t == parts::BLAST_TOUCH || t == 0));
    let (touch, rings, blasts) = bomb(true);
    assert_eq!((touch, rings), (0, 5), "the cutscene's never touches");
    assert!(!blasts.is_empty() && blasts.iter().all(|&t| t == 0));
}

/// The end boss's slots: (slot, common, role) of its parts.
fn end_boss_parts(
    slots: &engine::objects::runtime::slots::Slots,
) -> Vec<(usize, Common, engine::objects::s3k::aiz_end_boss::AizEndBossPart)> {
    slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic3k(Sonic3k::AizEndBossPart(p)) => Some((i, o.common.clone(), p.clone())),
            _ => None,
        })
        .collect()
}

/// `Obj_AIZEndBoss` at its place ($48A0, $1C0): at camera x $4880 both limits close there and `Boss_flag` is
/// set; 121 frames later (frame 1 its init) Robotnik's ship (frame 8), two arms, the splash, his head and the
/// arms' nozzles (slots 1–7: each made in the first free slot after its maker). Hidden on frame 1 and on
/// its flicker's `$2B` frames (2–13: H H V ×4), touchable ($16) from frame 14; rises (`byte_47C09`: 5 + 6 +
/// 7 + 1 frames + the end), swings $20 frames and fires on frame 66 (`loc_4725E`, the first time `angle` 4:
/// down). The front nozzle aims on frames 67 and 71 and shoots its flame then (`ChildObjDat_47B9C`: (0, 7)
/// from it), touching ($97) frames 72–111; on frame 111 the fireball, $18 below the flame, falling at $400,
/// touching ($9A) from 112; the back nozzle waits $50 frames more. Then it swings $30 + $90 frames
/// (`loc_472AE`), is still $40 (`loc_47292`: frame 258), sinks (frame 322), flickers 13 frames and moves
/// under water to another place for $80 frames (frame 335), both camera limits moving right by 2 (the left
/// one stops below $48E0), and surfaces again (frame 463).
#[test]
fn the_end_boss_surfaces_swings_fires_and_dives() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_end_boss::{self as end_boss, AizEndBoss, HIDDEN, Phase as BossPhase, Role};
    let mut b = bench(0x4800);
    b.bounds.left = 0x4700;
    let boss = Common::new(id::SONIC3K, 0, 0x48A0, 0x1C0, false, false);
    b.slots.allocate(Obj { common: boss, state: AizEndBoss::default().into() }, 0, None);
    let step = |b: &mut Bench| b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    let state = |b: &Bench| match &b.slots.get(0).expect("boss").state {
        State::Sonic3k(Sonic3k::AizEndBoss(s)) => s.clone(),
        _ => panic!("boss"),
    };
    for _ in 0..10 {
        step(&mut b);
    }
    assert_eq!(state(&b).phase, BossPhase::Asleep);
    b.camera.x = 0x4880;
    step(&mut b);
    assert_eq!((b.bounds.left, b.bounds.right - 320), (0x4880, 0x4880));
    assert!(b.game.events.aiz.boss_flag);
    for _ in 0..121 {
        step(&mut b);
        assert_eq!(b.slots.iter().count(), 1);
    }
    // Frame 1: the init.
    let mut frame = 1;
    step(&mut b);
    let roles: Vec<(usize, Role, u8)> =
        end_boss_parts(&b.slots).iter().map(|(i, c, p)| (*i, p.role, c.subtype)).collect();
    assert_eq!(
        roles,
        [
            (1, Role::Ship, 8),
            (2, Role::Arm, 0),
            (3, Role::Arm, 2),
            (4, Role::Splash, 0),
            (5, Role::Head, 0),
            (6, Role::Nozzle, 0),
            (7, Role::Nozzle, 0)
        ]
    );
    assert_eq!(b.slots.get(0).expect("boss").common.collision_property, end_boss::HITS);
    let mut hidden = vec![state(&b).flags & HIDDEN != 0];
    let mut touch = vec![b.slots.get(0).expect("boss").common.collision_flags];
    let mut fired = None;
    let mut flame_touch = Vec::new();
    let mut fireball = None;
    let mut still = None;
    let mut sink = None;
    let mut dive = None;
    let mut surfaced_again = None;
    let mut lefts = Vec::new();
    let mut back_aimed = None;
    let mut splash = Vec::new();
    let mut bridges_burn = None;
    while frame < 470 {
        step(&mut b);
        frame += 1;
        let s = state(&b);
        let c = b.slots.get(0).expect("boss").common.clone();
        hidden.push(s.flags & HIDDEN != 0);
        touch.push(c.collision_flags);
        if s.flags & end_boss::FIRING != 0 && fired.is_none() {
            fired = Some((frame, s.angle));
        }
        if b.game.events.aiz.bridge_burning && bridges_burn.is_none() {
            bridges_burn = Some(frame);
        }
        match c.routine {
            8 if still.is_none() => still = Some(frame),
            0xA if sink.is_none() => sink = Some(frame),
            0xC if dive.is_none() => dive = Some(frame),
            2 if dive.is_some() && surfaced_again.is_none() => surfaced_again = Some(frame),
            _ => {}
        }
        lefts.push(b.bounds.left);
        let parts = end_boss_parts(&b.slots);
        if frame <= 15 {
            splash.push(
                parts.iter().find(|(i, _, p)| *i == 4 && p.role == Role::Splash).map(|(_, c, _)| c.mapping_frame),
            );
        }
        for (_, pc, p) in &parts {
            if p.role == Role::Flame && pc.collision_flags == end_boss::FLAME_TOUCH {
                let nozzle = parts.iter().find(|(j, _, _)| *j == usize::from(p.parent)).expect("nozzle");
                assert_eq!((pc.pixel_x(), pc.pixel_y()), (nozzle.1.pixel_x(), nozzle.1.pixel_y() + 7));
                flame_touch.push((frame, pc.pixel_x(), pc.pixel_y()));
            }
            if p.role == Role::Fireball && fireball.is_none() {
                fireball = Some((frame, pc.pixel_x(), pc.pixel_y(), pc.x_vel, pc.y_vel, pc.collision_flags));
            }
            if p.role == Role::Nozzle && pc.subtype == 0 && pc.routine == 4 && p.step == 4 && back_aimed.is_none() {
                let arm = parts.iter().find(|(j, _, _)| *j == usize::from(p.parent)).expect("arm");
                if arm.1.subtype != 0 {
                    back_aimed = Some(frame);
                }
            }
        }
    }
    assert_eq!(hidden[..14], [true, true, true, false, true, true, false, true, true, false, true, true, false, false]);
    assert!(touch[..13].iter().all(|&t| t == 0));
    assert_eq!(touch[13], end_boss::COLLISION, "touchable from frame 14");
    // The splash (`byte_47CA0`: a frame each, $2B hidden), gone after its script (frame 14's `Go_Delete_Sprite`).
    let splash: Vec<u8> = splash.iter().take(12).map(|f| f.expect("the splash")).collect();
    assert_eq!(splash, [0x24, 0x24, 0x2B, 0x2C, 0x2C, 0x2B, 0x24, 0x24, 0x2B, 0x2C, 0x2C, 0x2B]);
    assert_eq!(fired, Some((66, 4)));
    // `loc_472AE` after the volley's $2F + 1 frames: `st (_unkFAA2).w` burns the log bridges; $8F + 1 later it
    // is still (`loc_47292`, 258 below).
    assert_eq!(bridges_burn, Some(66 + 0x30));
    let first = flame_touch.first().expect("the flame").0;
    let burning = flame_touch.iter().filter(|f| f.0 < 112).count();
    assert_eq!((first, burning), (72, 40));
    let (at, fx, fy, vx, vy, t) = fireball.expect("the fireball");
    let last_flame = flame_touch.iter().rfind(|f| f.0 == 111).expect("the flame's last frame");
    assert_eq!((at, fx, fy, vx, vy, t), (111, last_flame.1, last_flame.2 + 0x18, 0, 0x400, 0));
    assert_eq!(
        back_aimed,
        Some(66 + 0x50),
        "the back nozzle's first aim: $4F + 1 frames after the front one's wait of 0 + 1"
    );
    assert_eq!((still, sink, dive, surfaced_again), (Some(258), Some(322), Some(335), Some(463)));
    // (`lefts[i]` is frame i + 2's.) The limits move from the frame after the dive's.
    assert_eq!(lefts[335 - 2], 0x4880);
    assert_eq!(lefts[336 - 2], 0x4882);
    assert_eq!(*lefts.last().expect("left"), 0x48DE);
    assert_eq!(b.bounds.right - 320, 0x4880 + 2 * 0x80);
    // Under water at one of the other three places.
    let c = b.slots.get(0).expect("boss").common.clone();
    let s = state(&b);
    assert_ne!(s.angle, 4);
    // Its speeds are the high words of twice the 16.16 distance (`loc_478AC`): x, with no fraction, arrives
    // exactly; y, which the swing left with one, a pixel short.
    let (tx, ty) = end_boss::PLACES[usize::from(s.angle / 4)];
    assert_eq!((c.pixel_x(), c.pixel_y()), (tx, ty - 1));
}

/// Through the world's `TouchResponse`: Sonic jumping (curled) into the end boss takes one of its 8 hits and
/// bounces off (S3K's `Touch_Enemy`); its flame (touch $97) burns him unless he has the fire shield.
#[test]
fn sonic_hits_the_end_boss_and_its_flame_burns() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_end_boss::{
        self as end_boss, AGAIN, AizEndBoss, AizEndBossPart, Phase as BossPhase, Role,
    };
    use engine::player::Pose;
    let body = |x: i32, y: i32, routine: u8, touch: u8| {
        let mut c = Common::new(id::SONIC3K, 0, x, y, false, false);
        c.routine = routine;
        c.collision_property = end_boss::HITS;
        c.collision_flags = touch;
        let s = AizEndBoss {
            phase: BossPhase::Main,
            touch,
            exposed: touch != 0,
            wait: 100,
            flags: AGAIN,
            swing_max: 0xC0,
            swing_accel: 0x10,
            ..Default::default()
        };
        Obj { common: c, state: s.into() }
    };
    let mut world = world_with(body(0x100, 620 - 0x28, 6, end_boss::COLLISION));
    let p = &mut world.player;
    p.air = true;
    p.pose = Pose::Roll;
    p.x_speed = 0x100;
    p.ground_speed = 0x100;
    p.y_speed = -0x400;
    world.step(Buttons::NONE);
    let boss = world.objects.slots.get(0).expect("the boss");
    assert_eq!((boss.common.collision_property, boss.common.collision_flags), (end_boss::HITS - 1, 0));
    assert!(world.player.y_speed > 0 && world.player.x_speed < 0 && world.player.ground_speed < 0);
    // The flame over a standing Sonic: the body under water (routine $E: no touch) at ($108, 617), its front arm
    // ($14, −4) from it, the nozzle (−$1C, 0) from the arm, the flame (0, 7) from the nozzle: ($100, 620).
    let burn = |shield: bool| {
        let mut world = world_with(body(0x108, 617, 0xE, 0));
        let part = |role, parent: u8, (dx, dy): (i8, i8), routine| {
            let mut c = Common::new(id::SONIC3K, 0, 0, 0, false, false);
            c.routine = routine;
            let s = AizEndBossPart { role, parent, boss: 0, dx, dy, wait: 100, ..Default::default() };
            Obj { common: c, state: s.into() }
        };
        world.objects.slots.allocate(part(Role::Arm, 0, end_boss::ARMS[0], 8), 1, None);
        world.objects.slots.allocate(part(Role::Nozzle, 1, end_boss::NOZZLE, 6), 2, None);
        world.objects.slots.allocate(part(Role::Flame, 2, end_boss::FLAME_AT[1], 2), 3, None);
        world.objects.game.rings = 5;
        world.player.shield = shield;
        world.player.element = engine::player::Element::Fire;
        world.step(Buttons::NONE);
        let flame = world.objects.slots.get(3).expect("the flame").common.clone();
        assert_eq!((flame.pixel_x(), flame.pixel_y(), flame.collision_flags), (0x100, 620, end_boss::FLAME_TOUCH));
        world.step(Buttons::NONE);
        world.objects.game.rings
    };
    assert_eq!(burn(false), 0, "burnt: the rings spill");
    assert_eq!(burn(true), 5, "the fire shield keeps it off");
}

/// `sub_47A20`: each hit clears the touch for $20 frames, back only at frame 0; the eighth (`loc_47A74`): still,
/// 1000 points, the timer stopped; the arms fall off (`sub_47AFA`, $20 frames later flung: `loc_47584`); $40
/// frames later it goes (`loc_47360`: six pieces, `Set_IndexedVelocity` 0, frames $32–$37), $80 more and
/// `Boss_flag` is cleared, `_unkFAA8` set and the flying egg capsule made (`loc_47396`); it waits for
/// `_unkFAA8` to clear (`loc_473C6`).
#[test]
fn eight_hits_beat_the_end_boss() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::aiz_end_boss::{self as end_boss, AizEndBoss, Phase as BossPhase, Role};
    let mut b = bench(0x4880);
    b.camera.y = 0x100;
    let boss = Common::new(id::SONIC3K, 0, 0x48A0, 0x1C0, false, false);
    b.slots.allocate(Obj { common: boss, state: AizEndBoss::default().into() }, 0, None);
    let step = |b: &mut Bench| b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    // Asleep → arena, 121 frames, init, flicker: touchable from frame 14 (see above).
    for _ in 0..1 + 121 + 14 {
        step(&mut b);
    }
    let score = b.game.score;
    let hit = |b: &mut Bench| {
        let c = &mut b.slots.get_mut(0).expect("boss").common;
        assert_eq!(c.collision_flags, end_boss::COLLISION);
        // What `Touch_Enemy` does to a boss with hits left.
        c.collision_flags = 0;
        c.collision_property -= 1;
        if c.collision_property == 0 {
            c.status |= 0x80;
        }
    };
    for n in 1..=8 {
        hit(&mut b);
        if n == 8 {
            break;
        }
        // Until the touch is back: after the flash, or as it surfaces again (`loc_471E2`).
        let mut f = 0;
        let frame = loop {
            step(&mut b);
            f += 1;
            let c = &b.slots.get(0).expect("boss").common;
            if c.collision_flags != 0 {
                break c.mapping_frame;
            }
            assert!(f < 0x400, "hit {n}: no touch back");
        };
        assert_eq!(frame, 0);
        assert!(f >= usize::from(end_boss::FLASH), "hit {n}: back after {f}");
    }
    step(&mut b);
    let st = |b: &Bench| match &b.slots.get(0).expect("boss").state {
        State::Sonic3k(Sonic3k::AizEndBoss(s)) => s.clone(),
        _ => panic!("boss"),
    };
    let c = b.slots.get(0).expect("boss").common.clone();
    assert_eq!((st(&b).phase, c.collision_flags), (BossPhase::Beaten, 0));
    assert_eq!(b.game.score, score + end_boss::DEFEAT_POINTS);
    assert!(b.game.timer_stopped);
    let arms = |b: &Bench| end_boss_parts(&b.slots).iter().filter(|(_, _, p)| p.role == Role::Arm && p.fallen).count();
    assert_eq!(arms(&b), 2, "the arms fall off");
    // Robotnik's ship makes the explosions (subtype 4: $80 of them, following it).
    let controller = b.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::BossExplosion(e)) if !e.explosion => Some((o.common.subtype, e.follows)),
        _ => None,
    });
    assert_eq!(controller, Some((4, true)));
    for _ in 0..0x40 {
        assert!(!b.game.events.aiz.bridge_lowering);
        step(&mut b);
    }
    assert_eq!(st(&b).phase, BossPhase::Gone);
    // `loc_47360`'s `st (_unkFAA3).w`: the drawbridges lower.
    assert!(b.game.events.aiz.bridge_lowering);
    // The ship flies off: up at −$200, falling back (`MoveSprite`), its frame 5.
    let ship =
        |b: &Bench| end_boss_parts(&b.slots).into_iter().find(|(_, _, p)| p.role == Role::Ship).map(|(_, c, p)| (c, p));
    let (c, _) = ship(&b).expect("the ship");
    assert_eq!((c.routine, c.mapping_frame, c.y_vel), (6, 5, -0x200));
    let pieces: Vec<(i16, i16, u8)> = end_boss_parts(&b.slots)
        .iter()
        .filter(|(_, c, p)| p.role == Role::Piece && c.mapping_frame >= 0x32)
        .map(|(_, c, _)| (c.x_vel, c.y_vel, c.mapping_frame))
        .collect();
    assert_eq!(
        pieces,
        [
            (-0x100, -0x100, 0x32),
            (0x100, -0x100, 0x33),
            (-0x200, -0x200, 0x34),
            (0x200, -0x200, 0x35),
            (-0x300, -0x200, 0x36),
            (0x300, -0x200, 0x37)
        ]
    );
    assert!(b.game.events.aiz.boss_flag);
    for _ in 0..0x80 {
        step(&mut b);
    }
    assert_eq!(st(&b).phase, BossPhase::Capsule);
    assert!(!b.game.events.aiz.boss_flag);
    // `loc_47396`: `_unkFAA8` set and the flying capsule (`render_flags` bit 1) made after the body, set up the
    // same frame at camera x + $A0, $40 above the camera (`loc_5452C`).
    assert!(b.game.end_of_level);
    let capsule = |b: &Bench| {
        b.slots.iter().find_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::EggCapsule(_)) => Some(o.common.clone()),
            _ => None,
        })
    };
    let c = capsule(&b).expect("the capsule");
    assert!(c.y_flip);
    assert_eq!((c.routine, c.pixel_x(), c.pixel_y()), (8, b.camera.x + 0xA0, b.camera.y - 0x40));
    let (c, p) = ship(&b).expect("the ship, going");
    assert!(p.done && p.going);
    assert_eq!(c.y_vel, -0x200 + 0x80 * 0x38);
    // `loc_473C6`: it waits until the capsule's results clear `_unkFAA8`.
    step(&mut b);
    assert_eq!(st(&b).phase, BossPhase::Capsule);
    b.game.end_of_level = false;
    b.player.object_control = 0x81;
    b.player.air = true;
    step(&mut b);
    // `loc_473C6`: `Restore_PlayerControl`, `Ctrl_1_locked` with no buttons, the right limit opening to $4A38
    // (`Child6_IncLevX`: ¼ px more a frame).
    assert_eq!(st(&b).phase, BossPhase::WalkRight);
    assert_eq!((b.player.object_control, b.player.air, b.player.pose), (0, false, engine::player::Pose::Wait));
    assert!(b.game.control_locked);
    assert_eq!(b.game.forced_buttons, Buttons::NONE);
    let right = |b: &Bench| (b.bounds.right - 320) as u16;
    let opening = right(&b);
    step(&mut b);
    // `loc_47402`: player 1 held to the right short of x $4AD8.
    assert_eq!(b.game.forced_buttons, Buttons::RIGHT);
    assert_eq!(right(&b), opening, "+0 the first frame ($4000 in the step's low word)");
    for _ in 0..4 {
        step(&mut b);
    }
    assert_eq!(
        right(&b),
        opening + 1 + 1 + 1,
        "its runs 3–6: +0, +1, +1, +1 (the step's high word after each + $4000)"
    );
    // At x $4AD8: his speeds cleared, Knuckles made (`ChildObjDat_47BE8`, subtype 4).
    b.player.x = 0x4AD8 << 8;
    b.player.x_speed = 0x300;
    b.player.ground_speed = 0x300;
    step(&mut b);
    assert_eq!(st(&b).phase, BossPhase::Knuckles);
    assert_eq!((b.player.x_speed, b.player.ground_speed), (0, 0));
    let knuckles = b.slots.iter().find_map(|(_, o)| match &o.state {
        State::Sonic3k(Sonic3k::Aiz2CutsceneKnuckles(k)) if !k.wall => Some(o.common.clone()),
        _ => None,
    });
    let k = knuckles.expect("Knuckles");
    assert_eq!((k.subtype, k.pixel_x(), k.pixel_y(), k.x_flip), (4, 0x4B8E, 0x17D, true));
    assert_eq!(b.game.events.aiz.cutscene_knuckles, Some((0x4B8E, 0x17D)));
    // `loc_4744A`: up while the buttons are locked; unlocked (the button), `loc_47466` waits for y $340.
    step(&mut b);
    assert_eq!(b.game.forced_buttons, Buttons::UP);
    b.game.control_locked = false;
    step(&mut b);
    assert_eq!(st(&b).phase, BossPhase::Falling);
    b.player.y = (0x340 - 1) << 8;
    step(&mut b);
    assert_eq!(b.game.new_level, None);
    b.player.y = 0x340 << 8;
    step(&mut b);
    // `loc_47476`: `StartNewLevel` with $100 (Hydrocity 1); the boss is gone.
    assert_eq!(b.game.new_level, Some(end_boss::NEXT_LEVEL));
    assert!(!b.slots.iter().any(|(_, o)| matches!(&o.state, State::Sonic3k(Sonic3k::AizEndBoss(_)))));
}

/// `Obj_CreateBossExplosion` subtype 0 (the miniboss's): $20 explosions, one every 3 frames from its 4th,
/// each within (−$20, $1F) of it (`loc_52864`), playing `AniRaw_BossExplosion`, none touching; then all gone.
#[test]
fn boss_explosions_every_three_frames() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::boss_explosion::BossExplosion;
    let mut b = bench(0);
    let c = Common::new(id::SONIC3K, 0, 0x200, 0x180, false, false);
    b.slots.allocate(Obj { common: c, state: BossExplosion::default().into() }, 0, None);
    let step = |b: &mut Bench| b.with_world(|w, slots| engine::objects::run_slots(slots, w));
    let mut made = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for frame in 1..=0x80 {
        step(&mut b);
        for (i, o) in b.slots.iter() {
            if let State::Sonic3k(Sonic3k::BossExplosion(e)) = &o.state
                && e.explosion
            {
                assert_eq!(o.common.collision_flags, 0);
                if o.common.routine == 2 && e.anim_frame == 2 && e.timer == 1 && seen.insert((i, frame)) {
                    made.push((frame, o.common.pixel_x() - 0x200, o.common.pixel_y() - 0x180));
                }
            }
        }
    }
    assert_eq!(made.len(), 0x20);
    assert_eq!(made.iter().map(|m| m.0).collect::<Vec<_>>(), (0..0x20).map(|k| 4 + 3 * k).collect::<Vec<_>>());
    assert!(made.iter().all(|&(_, dx, dy)| (-0x20..0x20).contains(&dx) && (-0x20..0x20).contains(&dy)));
    assert!(b.slots.iter().all(|(_, o)| !matches!(&o.state, State::Sonic3k(Sonic3k::BossExplosion(_)))));
}

/// skdisasm's Angel Island 2 (the SonLVL project), Sonic placed at the end boss's arena (x $4960) with the level
/// state the bombership sequence leaves (not run: the right limit $6000, `AIZ2_Resize` at its end): the
/// placement at ($48A0, $1C0) loads, closes the camera on $4880, surfaces touchable 121 + 1 + 13 frames later;
/// Sonic, put curled under it moving up, takes one of its 8 hits and bounces off.
#[test]
fn skdisasm_angel_island_2s_end_boss_wakes_and_takes_a_hit() {
    use engine::objects::s3k::aiz_end_boss::{self as end_boss, Phase as BossPhase};
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let import = |section: &str| formats::import::sonlvl::import(&ini, section).expect(section);
    let act1 = import("Sonic 3\\\\Angel Island Zone Act 1 Intro");
    let act2 = import(engine::recording::next_act_section(&act1).expect("act 2's section"));
    let mut world = engine::World::with_player(&act2, Player::standing(Character::Sonic, 0x4960, 0x1F0));
    world.settle_start();
    world.objects.game.events.routine = 0x10;
    world.bounds.right = 0x6000 + 320;
    world.bounds.top = 0x15A;
    world.bounds.bottom = 0x15A + 224;
    // The fire shield: its flames and fireballs leave him alone.
    world.player.shield = true;
    world.player.element = engine::player::Element::Fire;
    let boss = |w: &engine::World| {
        w.objects.slots.iter().find_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::AizEndBoss(s)) => Some((o.common.clone(), s.clone())),
            _ => None,
        })
    };
    let mut woke = None;
    let mut touchable = None;
    for frame in 0..400 {
        world.step(Buttons::NONE);
        let Some((c, s)) = boss(&world) else { continue };
        if woke.is_none() && s.phase != BossPhase::Asleep {
            woke = Some(frame);
            assert_eq!((world.bounds.left, world.bounds.right - 320), (0x4880, 0x4880));
            assert!(world.objects.game.events.aiz.boss_flag);
        }
        if c.collision_flags == end_boss::COLLISION {
            touchable = Some(frame);
            assert_eq!((c.pixel_x(), c.pixel_y()), (0x48A0, 0x1C0), "surfaced where it is placed");
            break;
        }
    }
    let (woke, touchable) = (woke.expect("woke"), touchable.expect("touchable"));
    assert_eq!(touchable - woke, 121 + 1 + 13);
    // Sonic put curled in the air under it, moving up (as from a jump off the ledge): a hit.
    let (c, _) = boss(&world).expect("the boss");
    let p = &mut world.player;
    engine::objects::runtime::object::set_pixel(&mut p.x, (c.pixel_x() + 8) as u16);
    engine::objects::runtime::object::set_pixel(&mut p.y, (c.pixel_y() + 0x28) as u16);
    p.air = true;
    p.pose = engine::player::Pose::Roll;
    p.x_speed = -0x100;
    p.ground_speed = -0x100;
    p.y_speed = -0x400;
    let mut hit = None;
    for frame in 0..4 {
        world.step(Buttons::NONE);
        let (c, _) = boss(&world).expect("the boss");
        if c.collision_property < end_boss::HITS {
            hit = Some((frame, world.player.x_speed, world.player.y_speed));
            break;
        }
    }
    let (_, x_speed, y_speed) = hit.expect("a hit");
    assert!(x_speed > 0 && y_speed > 0, "bounced back: ({x_speed}, {y_speed})");
    let (c, _) = boss(&world).expect("the boss");
    assert_eq!((c.collision_property, c.collision_flags), (end_boss::HITS - 1, 0), "flashing");
}

/// skdisasm's Angel Island 2, or nothing without the shared reference data.
fn skdisasm_aiz2() -> Option<Level> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    Some(formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 2").expect("act 2"))
}

/// The S3K objects of one kind in the world's slots, with their slot and common fields.
fn aiz_kind<T>(w: &engine::World, f: impl Fn(&Sonic3k) -> Option<T>) -> Vec<(usize, Common, T)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(i, o)| match &o.state {
            State::Sonic3k(k) => f(k).map(|t| (i, o.common.clone(), t)),
            _ => None,
        })
        .collect()
}

/// Sonic on Angel Island 2's ground below camera x $3C00 ($3CA0, $230): holding right he runs on.
fn sonic_before_the_bombership(act2: &Level) -> engine::World {
    engine::World::with_player(act2, Player::standing(Character::Sonic, 0x3CA0, 0x230))
}

/// skdisasm's Angel Island 2 from camera x $3C00, holding right (`AIZ2_Resize4`..`8`, `AIZ2_ScreenEvent`,
/// `AIZ2_BackgroundEvent`, `AIZ2_DoShipLoop`, `Obj_AIZBattleship`, `Obj_AIZ2BossSmall`): at $3C00 the loop
/// point is $4440; at $4160 the scroll locks and from the next frame the camera moves 4 px a frame with both
/// x limits on it, y $15A, back $200 whenever x + 4 reaches the loop point (every $80 frames), Sonic between
/// camera x + $18 and camera x + $A0 (and his step); the ship is made on the lock's third frame and turns into
/// the small Robotnik 1574 frames later, having dropped its 21 bombs; the loop point is then $46C0; Robotnik
/// waits for camera x $4670 and his 232nd frame ends the loop (the right limit $6000); the camera follows Sonic
/// to $4880, where the end boss closes its arena and the background trees (made from camera x $44D0) go.
#[test]
fn skdisasm_angel_island_2_bombership_scrolls_to_the_end_boss() {
    use engine::objects::s3k::aiz2_bombership::{LOOP_WIDTH, SCROLL_STEP};
    use engine::objects::s3k::{aiz_end_boss, aiz_ship_bomb};
    let Some(act2) = skdisasm_aiz2() else { return };
    let mut w = sonic_before_the_bombership(&act2);
    let (mut locked_at, mut made_at, mut gone_at, mut woke_at, mut unlocked_at) = (None, None, None, None, None);
    let (mut loops, mut bombs, mut frame) = (Vec::new(), 0, 0);
    let (mut loop_x_at_3c00, mut max_trees) = (None, 0);
    while w.camera.x < i32::from(aiz_end_boss::ARENA_X) {
        let (cam, looping) = (w.camera.x, w.objects.game.events.aiz.ship.looping);
        w.step(Buttons::RIGHT);
        frame += 1;
        assert!(frame < 3000, "stuck at camera x {:#X}", w.camera.x);
        let ship = &w.objects.game.events.aiz.ship;
        if loop_x_at_3c00.is_none() && ship.loop_x != 0 {
            loop_x_at_3c00 = Some((w.camera.x, ship.loop_x));
        }
        if locked_at.is_none() && w.objects.game.events.scroll_lock {
            locked_at = Some((frame, w.camera.x));
        }
        if looping && ship.looping {
            // `AIZ2_DoShipLoop` this frame.
            let step = w.camera.x - cam;
            if step != i32::from(SCROLL_STEP) {
                assert_eq!(step, i32::from(SCROLL_STEP) - i32::from(LOOP_WIDTH), "frame {frame}");
                assert!((0..4).contains(&(cam + 4 - i32::from(ship.loop_x))), "the loop point: {cam:#X}");
                loops.push((frame, ship.loop_x));
            }
            assert_eq!((w.bounds.left, w.bounds.right, w.camera.y), (w.camera.x, w.camera.x + 320, 0x15A));
            let x = w.player.pixel_x() - w.camera.x;
            assert!((0x18..=0xA0 + 16).contains(&x), "frame {frame}: Sonic at camera + {x:#X}");
        }
        let kinds = |k: &Sonic3k| match k {
            Sonic3k::AizBattleship(_) => Some(0),
            Sonic3k::AizBossSmall(b) => Some(if b.started { 2 } else { 1 }),
            _ => None,
        };
        let found: Vec<u8> = aiz_kind(&w, kinds).into_iter().map(|(_, _, k)| k).collect();
        if made_at.is_none() && found.contains(&0) {
            made_at = Some(frame);
        }
        if gone_at.is_none() && found.contains(&1) {
            gone_at = Some(frame);
        }
        if woke_at.is_none() && found.contains(&2) {
            woke_at = Some((frame, w.camera.x));
        }
        if unlocked_at.is_none() && woke_at.is_some() && !w.objects.game.events.scroll_lock {
            unlocked_at = Some(frame);
            assert_eq!(w.bounds.right, 0x6000 + 320);
            assert!(!w.objects.game.events.aiz.ship.looping);
        }
        if made_at.is_some_and(|m| m + 1 == frame) {
            // The propellers where the ship is drawn (`Translate_Camera2ObjPosition`: $3FBC and $3DCC, y $A71).
            let props = aiz_kind(&w, |k| if let Sonic3k::AizShipPropeller(p) = k { Some(p.x) } else { None });
            let s = &w.objects.game.events.aiz.ship;
            let at: Vec<(u16, i32, i32)> = props.iter().map(|(_, c, x)| (*x, c.pixel_x(), c.pixel_y())).collect();
            let want = |x: u16| (x, i32::from(x) - i32::from(s.ship_pixel_x()) + w.camera.x, 0xA71 - 0xA40 + 0x15A);
            assert_eq!(at, vec![want(0x3FBC), want(0x3DCC)]);
        }
        let trees = aiz_kind(&w, |k| matches!(k, Sonic3k::AizBgTree(_)).then_some(())).len();
        max_trees = max_trees.max(trees);
        if gone_at == Some(frame) {
            let maker = aiz_kind(&w, |k| matches!(k, Sonic3k::AizMakeTree(_)).then_some(()));
            assert_eq!(maker.len(), 1, "the trees' maker comes as the ship goes");
        }
        let fresh = |k: &Sonic3k| match k {
            Sonic3k::AizShipBomb(b) if b.ship_y == aiz_ship_bomb::START_Y + 2 => Some(()),
            _ => None,
        };
        bombs += aiz_kind(&w, fresh).len();
    }
    let (cam, loop_x) = loop_x_at_3c00.expect("the ship's art signal");
    assert!((0x3C00..0x3C10).contains(&cam) && loop_x == 0x4440, "{cam:#X}: {loop_x:#X}");
    let (locked, lock_x) = locked_at.expect("the scroll locks");
    assert!((0x4160..0x4170).contains(&lock_x), "{lock_x:#X}");
    assert_eq!(made_at, Some(locked + 2), "the ship on the lock's third frame");
    assert_eq!(gone_at, made_at.map(|m| m + 1574));
    assert_eq!(bombs, 21);
    let (woke, woke_x) = woke_at.expect("Robotnik flies");
    assert!((0x4670..0x4674).contains(&woke_x), "{woke_x:#X}");
    assert_eq!(unlocked_at, Some(woke + 231));
    for l in loops.windows(2).filter(|l| l[0].1 == l[1].1) {
        assert_eq!(l[1].0 - l[0].0, 0x80, "{loops:?}");
    }
    let count = |x: u16| loops.iter().filter(|l| l.1 == x).count();
    assert!(count(0x4440) >= 10 && count(0x46C0) >= 1, "{loops:?}");
    // The end boss's arena.
    w.step(Buttons::RIGHT);
    assert_eq!((w.bounds.left, w.bounds.right), (0x4880, 0x4880 + 320));
    assert!(w.objects.game.events.aiz.boss_flag);
    let boss = aiz_kind(&w, |k| if let Sonic3k::AizEndBoss(b) = k { Some(b.phase) } else { None });
    assert_eq!(boss.len(), 1);
    assert_eq!(boss[0].2, aiz_end_boss::Phase::Waiting, "the end boss wakes");
    assert!(max_trees > 0);
    assert!(aiz_kind(&w, |k| matches!(k, Sonic3k::AizBgTree(_)).then_some(())).is_empty(), "trees go at $4880");
}

/// The bombs in skdisasm's Angel Island 2: Sonic (5 rings) lets go as the scroll locks and rides the screen's
/// left side (camera x + $18, `ground_vel` $400). $1A4 + 1 frames after the ship's first the first bomb is made
/// at its script's x $3F5C − the ship's x + camera x (camera + $1C) and y $A62 − `_unkEE9C` + camera y; it moves
/// down 2 px a frame for 16 frames, waits 6, falls and explodes on the ground: a $10-frame shake (−4 first),
/// 8 explosions, of which script 0's touch $8B on frames 1–3; one hurts Sonic (his rings spill, and go back $200
/// with the next loop).
#[test]
fn skdisasm_angel_island_2_bombs_fall_and_hurt() {
    use engine::objects::s3k::aiz_ship_bomb::{self, AizShipBomb, Phase as BombPhase};
    let Some(act2) = skdisasm_aiz2() else { return };
    let mut w = sonic_before_the_bombership(&act2);
    w.objects.game.rings = 5;
    let mut frame = 0;
    while !w.objects.game.events.scroll_lock {
        w.step(Buttons::RIGHT);
        frame += 1;
        assert!(frame < 1000);
    }
    let ship = |w: &engine::World| aiz_kind(w, |k| matches!(k, Sonic3k::AizBattleship(_)).then_some(()));
    while ship(&w).is_empty() {
        w.step(Buttons::NONE);
    }
    let first =
        |w: &engine::World| aiz_kind(w, |k| if let Sonic3k::AizShipBomb(b) = k { Some(b.clone()) } else { None });
    let (mut waited, mut pushed) = (0, None);
    while first(&w).is_empty() {
        w.step(Buttons::NONE);
        waited += 1;
        let x = w.player.pixel_x() - w.camera.x;
        if pushed.is_none() && x < 0x18 + 8 && w.player.ground_speed > 0x400 - 0x20 {
            pushed = Some(waited);
        }
        if pushed.is_some() {
            assert!((0x18..0x18 + 8).contains(&x), "pushed by the screen's side: camera + {x:#X}");
        }
    }
    assert!(pushed.is_some(), "slowed down to the screen's left side");
    assert_eq!(waited, 0x1A4 + 1);
    let bomb = first(&w)[0].clone();
    let s = &w.objects.game.events.aiz.ship;
    assert_eq!(bomb.1.pixel_x(), 0x3F5C - i32::from(s.ship_pixel_x()) + w.camera.x);
    assert_eq!(bomb.1.pixel_y(), 0xA62 - i32::from(s.ship_y) + w.camera.y);
    let slot = bomb.0;
    let mut phases = vec![(BombPhase::Ready, 1)];
    let (mut landed_y, mut hurt, mut touching) = (None, false, false);
    for _ in 0..200 {
        let touch_before = touching;
        w.step(Buttons::NONE);
        if let Some((c, State::Sonic3k(Sonic3k::AizShipBomb(AizShipBomb { phase, going, .. })))) =
            w.objects.slots.get(slot).map(|o| (&o.common, &o.state))
        {
            if !going {
                match phases.last_mut() {
                    Some((p, n)) if p == phase => *n += 1,
                    _ => phases.push((*phase, 1)),
                }
            } else if landed_y.is_none() {
                landed_y = Some(c.pixel_y());
                // `ShakeScreen_Setup` already took the shake's first frame.
                let s = &w.objects.game.events.aiz.ship;
                assert_eq!((s.shake, s.shake_offset), (aiz_ship_bomb::SHAKE - 1, -4));
                let explosions = aiz_kind(&w, |k| matches!(k, Sonic3k::AizBombExplosion(_)).then_some(()));
                assert_eq!(explosions.len(), 8);
            }
        }
        let touchable = aiz_kind(&w, |k| matches!(k, Sonic3k::AizBombExplosion(_)).then_some(()))
            .iter()
            .filter(|(_, c, _)| c.collision_flags == aiz_ship_bomb::COLLISION)
            .count();
        touching = touchable > 0;
        if w.player.routine == engine::player::Routine::Hurt {
            assert!(touch_before, "hurt by an explosion touchable the frame before");
            hurt = true;
            break;
        }
    }
    // Its 16th move down makes it wait (16 frames of `AIZShipBomb_ReadyDrop`), its 6th wait makes it fall.
    assert_eq!(&phases[..2], &[(BombPhase::Ready, 15), (BombPhase::Delay, 6)]);
    assert!(landed_y.is_some(), "the bomb lands");
    assert!(hurt, "an explosion hurts Sonic");
    assert_eq!(w.objects.game.rings, 0);
    // The spilled rings go back with the loop (`Level_repeat_offset` in `loc_18F4A`).
    let rings = |w: &engine::World| -> Vec<(usize, i32)> {
        w.objects
            .slots
            .iter()
            .filter(|(_, o)| matches!(o.state, State::LostRings(_)) && o.common.routine == 2)
            .map(|(i, o)| (i, o.common.pixel_x()))
            .collect()
    };
    let mut jumped = false;
    for _ in 0..0x80 {
        let before = rings(&w);
        w.step(Buttons::NONE);
        if w.objects.game.events.aiz.ship.repeat_offset != 0 {
            let after = rings(&w);
            assert!(!after.is_empty(), "rings still out");
            for (i, x) in after {
                let was = before.iter().find(|b| b.0 == i).map(|b| b.1).expect("the same ring");
                assert!((-0x200 - 8..-0x200 + 8).contains(&(x - was)), "ring {i}: {was:#X} → {x:#X}");
            }
            jumped = true;
            break;
        }
    }
    assert!(jumped, "a loop while the rings are out");
}

/// skdisasm's Angel Island 2 started at camera x $4300 (`AIZ2_BackgroundInit` past $3E80: the ship's
/// background and the loop point $4440 from the start): `AIZ2_Resize` steps up a routine a frame and on the
/// sixth frame (`AIZ2_Resize7`) the scroll locks; the ship is made two frames later.
#[test]
fn skdisasm_angel_island_2_started_past_4160_locks_on_its_sixth_frame() {
    use engine::objects::s3k::aiz_fire::bg;
    let Some(act2) = skdisasm_aiz2() else { return };
    let mut w = engine::World::with_player(&act2, Player::standing(Character::Sonic, 0x43A0, 0x1F0));
    let mut locked = None;
    for frame in 1..=8 {
        w.step(Buttons::NONE);
        let aiz = &w.objects.game.events.aiz;
        assert_eq!((aiz.bg_routine, aiz.ship.loop_x), (bg::AIZ2_SHIP_MOVE, 0x4440), "frame {frame}");
        if locked.is_none() && w.objects.game.events.scroll_lock {
            locked = Some(frame);
        }
    }
    assert_eq!(locked, Some(6));
    assert_eq!(aiz_kind(&w, |k| matches!(k, Sonic3k::AizBattleship(_)).then_some(())).len(), 1);
}

/// skdisasm's Angel Island 2 from the end boss to Hydrocity: Sonic at the arena as
/// [`skdisasm_angel_island_2s_end_boss_wakes_and_takes_a_hit`] puts him, the boss left one hit (its
/// `collision_property` 1) and given it; $40 + $80 frames later the flying egg capsule (`loc_47396`), which he
/// follows and jumps into; its results clear `_unkFAA8`. Then `loc_473C6`: his buttons locked, `loc_47402`
/// walks him right to x $4AD8 (the right limit opening to $4A38), stops him and makes Knuckles
/// (`CutsceneKnux_AIZ2`), who walks in from $4B8E to $4B3C 2 px a frame, laughs, jumps off left and bounces off
/// the cutscene button ($4B18, $18D): `_unkFAA9`, the buttons unlocked, the bottom limit on its way to $1000;
/// the lowered drawbridge under Sonic burns $E frames and lets him go; he falls, and at y $340 the boss calls
/// `StartNewLevel` with $100 — the world's next level is Hydrocity 1 and it runs no more frames.
#[test]
fn skdisasm_angel_island_2_ends_with_knuckles_the_bridge_and_the_fall_into_hydrocity() {
    use engine::objects::s3k::aiz_end_boss::{self as end_boss, Phase as BossPhase};
    use engine::objects::s3k::aiz2_cutscene_knuckles as knux;
    use engine::objects::s3k::egg_capsule;
    let Some(act2) = skdisasm_aiz2() else { return };
    let mut world = engine::World::with_player(&act2, Player::standing(Character::Sonic, 0x4960, 0x1F0));
    world.settle_start();
    world.objects.game.events.routine = 0x10;
    world.bounds.right = 0x6000 + 320;
    world.bounds.top = 0x15A;
    world.bounds.bottom = 0x15A + 224;
    world.player.shield = true;
    world.player.element = engine::player::Element::Fire;
    let boss = |w: &engine::World| aiz_kind(w, |k| if let Sonic3k::AizEndBoss(s) = k { Some(s.clone()) } else { None });
    // Until it surfaces touchable, then its last hit.
    for _ in 0..400 {
        world.step(Buttons::NONE);
        if boss(&world).first().is_some_and(|(_, c, _)| c.collision_flags == end_boss::COLLISION) {
            break;
        }
    }
    let (slot, c, _) = boss(&world).into_iter().next().expect("the boss");
    world.objects.slots.get_mut(slot).expect("boss").common.collision_property = 1;
    let p = &mut world.player;
    engine::objects::runtime::object::set_pixel(&mut p.x, (c.pixel_x() + 8) as u16);
    engine::objects::runtime::object::set_pixel(&mut p.y, (c.pixel_y() + 0x28) as u16);
    (p.air, p.pose) = (true, engine::player::Pose::Roll);
    (p.x_speed, p.ground_speed, p.y_speed) = (-0x100, -0x100, -0x400);
    let mut beaten = false;
    for _ in 0..4 {
        world.step(Buttons::NONE);
        if boss(&world)[0].2.phase == BossPhase::Beaten {
            beaten = true;
            break;
        }
    }
    assert!(beaten, "the last hit");
    let capsule =
        |w: &engine::World| aiz_kind(w, |k| if let Sonic3k::EggCapsule(s) = k { Some(s.clone()) } else { None });
    let mut made = None;
    for frame in 0..0x200 {
        world.step(Buttons::NONE);
        if !capsule(&world).is_empty() {
            made = Some(frame);
            break;
        }
    }
    // `loc_47360` $40 frames after the hit, `loc_47390` $80 after that (counted from 0).
    assert_eq!(made, Some(0x40 + 0x80 - 1));
    // Sonic follows it and jumps into its button.
    let mut opened = false;
    for _ in 0..1500 {
        let Some((_, c, _)) = capsule(&world).into_iter().next() else { break };
        if c.routine == 0xA {
            opened = true;
            break;
        }
        let d = c.pixel_x() - world.player.pixel_x();
        let mut buttons = support::towards(&world, c.pixel_x());
        if c.pixel_y() >= world.camera.y + 0x38 && (world.player.air || d.abs() < 8) {
            buttons = buttons.union(Buttons::JUMP);
        }
        world.step(buttons);
    }
    assert!(opened, "the capsule opens");
    let mut results_over = None;
    for frame in 0..2000 {
        world.step(Buttons::NONE);
        if !world.objects.game.end_of_level {
            results_over = Some(frame);
            break;
        }
    }
    assert!(results_over.is_some(), "the results clear `_unkFAA8`");
    assert_eq!(capsule(&world)[0].1.routine, egg_capsule::RESULTS_ROUTINE.1);
    // `loc_473C6` runs the next frame.
    world.step(Buttons::NONE);
    assert_eq!(boss(&world)[0].2.phase, BossPhase::WalkRight);
    assert!(world.objects.game.control_locked);
    let knuckles = |w: &engine::World| {
        aiz_kind(w, |k| if let Sonic3k::Aiz2CutsceneKnuckles(s) = k { Some(s.clone()) } else { None })
    };
    let mut walked = 0;
    while knuckles(&world).is_empty() {
        world.step(Buttons::LEFT);
        walked += 1;
        assert!(walked < 600, "Sonic walks right: at {:X}", world.player.pixel_x());
    }
    // Stopped at $4AD8 (the frame he reaches it: `loc_4741C` clears his speeds), the right limit open.
    assert!(world.player.pixel_x() >= 0x4AD8 && world.player.ground_speed == 0);
    assert_eq!(world.bounds.right - 320, i32::from(end_boss::END_MAX_X));
    let sonic_x = world.player.pixel_x();
    // Knuckles: frame by frame after the one that made him (his `Obj_Wait` 119, then the walk).
    let mut routine_from = std::collections::BTreeMap::new();
    let (mut pressed, mut let_go, mut frame) = (None, None, 0);
    while world.next_level().is_none() {
        let y_before = world.player.pixel_y();
        world.step(Buttons::NONE);
        frame += 1;
        assert!(frame < 600, "no next level");
        let (_, k, s) = knuckles(&world).into_iter().find(|(_, _, s)| !s.wall).expect("Knuckles");
        routine_from.entry(k.routine).or_insert((frame, k.pixel_x(), k.pixel_y()));
        if pressed.is_none() && world.objects.game.events.aiz.button_pressed {
            // Coming down from his jump into the button's box (`word_4551E`): `_unkFAA9`, the buttons free.
            assert_eq!((k.routine, s.bounced), (8, false));
            assert!((0x4B18 - 0x18..0x4B18 + 0x18).contains(&k.pixel_x()), "{k:?}");
            assert!((0x18D - 0x18..0x18D + 0x18).contains(&k.pixel_y()), "{k:?}");
            assert!(!world.objects.game.control_locked);
            assert_eq!(boss(&world)[0].2.phase, BossPhase::Knuckles, "it sees the unlock next frame");
            pressed = Some(frame);
        }
        if pressed.is_none() && frame > 10 {
            // `loc_4744A`'s up, once the frame of right after `loc_4741C` has run down.
            assert_eq!(world.player.pose, engine::player::Pose::LookUp, "frame {frame}");
        }
        if let_go.is_none() && world.player.air {
            let_go = Some(frame);
        }
        if world.next_level().is_some() {
            assert!(y_before < 0x340 && world.player.pixel_y() >= 0x340);
        } else {
            assert_eq!(world.player.routine, engine::player::Routine::Normal, "not dead: the bottom limit went down");
            // (`Ctrl_1_logical` still right on the frame after `loc_4741C`: 1 px more at most.)
            let x = world.player.pixel_x();
            assert!(x == sonic_x || x == sonic_x + 1, "no buttons: he only falls ({x:X})");
        }
    }
    // `loc_449A2` 119 + 1 frames; the walk from $4B8E (41 steps to $4B3C); the laugh $5F + 1 frames; the jump;
    // the second landing on the floor ($17D), 3 px right of where he jumped.
    let wait = knux::START_WAIT as u32 + 1;
    let walk = (0x4B8E - 0x4B3C) / 2 + 1;
    let laugh = knux::LAUGH_WAIT as u32 + 1;
    let expected = [
        (2, (1, 0x4B8E, 0x17D)),
        (4, (wait, 0x4B8E, 0x17D)),
        (6, (wait + walk, 0x4B3C, 0x17D)),
        (8, (wait + walk + laugh, 0x4B3C, 0x17D)),
        (0xA, (337, 0x4B3F, 0x17D)),
    ];
    assert_eq!(routine_from.into_iter().collect::<Vec<_>>(), expected);
    // Pressed 36 frames into the jump; the drawbridge burns $E frames and lets Sonic go the frame after.
    assert_eq!(pressed, Some(wait + walk + laugh + 36));
    assert_eq!(let_go, pressed.map(|p| p + u32::from(engine::objects::s3k::drawbridge::BURN_FRAMES) + 1));
    assert_eq!(frame, 364, "he reaches y $340");
    assert_eq!(world.next_level(), Some((1, 0)), "Hydrocity 1");
    // The world has left the level: a step runs nothing.
    let before = world.snapshot();
    world.step(Buttons::RIGHT);
    assert_eq!(world.snapshot(), before);
}

/// skdisasm's Angel Island 2 places two floor buttons ($33 subtype $10: switch 0, latching) at x $28B8, above
/// and below the dam (`Obj_Button`: the same routine in every zone, only its art differs): Sonic dropped onto
/// the lower one presses it, setting switch 0 while the camera is still short of $2850, and
/// `DynamicWaterHeight_AIZ2` then opens the dam (its four chunks cleared) and drains the water towards $618.
#[test]
fn skdisasm_angel_island_2_button_opens_the_dam() {
    let Some(act2) = skdisasm_aiz2() else { return };
    let buttons: Vec<_> =
        act2.objects.iter().filter(|o| o.kind.game_id() == Some((0x33, 0x10))).map(|o| (o.x, o.y)).collect();
    assert_eq!(buttons, [(0x28B8, 0x4E8), (0x28B8, 0x368)]);
    let mut w = engine::World::with_player(&act2, Player::standing(Character::Sonic, 0x28B8, 0x4C0));
    let pressed = (0..60).find(|_| {
        w.step(Buttons::NONE);
        w.objects.game.switches[0] & 1 != 0
    });
    assert!(pressed.is_some(), "never pressed: {:?}", w.player);
    assert!(w.camera.x < 0x2850, "camera x {:#X}", w.camera.x);
    for _ in 0..3 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.water.target, 0x618, "the dam is open");
}
