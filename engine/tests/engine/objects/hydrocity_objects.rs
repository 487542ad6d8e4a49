//! Hydrocity's badnik and gimmicks against their s3.asm routines' integers: `Obj_MegaChopper`,
//! `Obj_HCZTwistingLoop`, `Obj_CollapsingBridge` (`Current_zone` 1).

use crate::support;
use crate::support::bench::Bench;
use engine::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, State};
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::s3k::{id, mega_chopper};
use engine::player::{Pose, Routine};
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::level::{LevelEvents, LevelSource, SourceFormat};
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{ChunkSize, Level, ProfileId};

/// A flat Hydrocity (`cols` chunks wide, 16 high, the floor's top at y $600; act 1 with its water at $500 from
/// `DynamicWaterHeight_HCZ1`, act 2 dry) with the S3K placements `objects` (id, subtype, x, y, x flip).
fn hcz(act: u8, cols: usize, objects: &[(u8, u8, i32, i32, bool)]) -> Level {
    let mut level = support::solid_rows(cols, 16, 12..16);
    level.profile = ProfileId::S3K;
    let section = format!("Sonic 3\\Hydrocity Zone Act {act}");
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, section));
    if act == 1 {
        level.water_height = Some(0x680);
        level.events = LevelEvents::Hcz1;
    }
    for &(id, subtype, x, y, x_flip) in objects {
        let kind = ObjectKind::Other { id, subtype };
        level.objects.push(ObjectPlacement { kind, x, y, x_flip, y_flip: false, s2: None });
    }
    level
}

/// The slots holding an S3K kind `pick` picks, with their objects' commons.
fn s3k_objects<T: Clone>(w: &World, pick: impl Fn(&Sonic3k) -> Option<T>) -> Vec<(Common, T)> {
    w.objects
        .slots
        .iter()
        .filter_map(|(_, o)| match &o.state {
            State::Sonic3k(k) => pick(k).map(|t| (o.common.clone(), t)),
            _ => None,
        })
        .collect()
}

fn chopper(w: &World) -> Option<(Common, mega_chopper::MegaChopper)> {
    s3k_objects(w, |k| match k {
        Sonic3k::MegaChopper(s) => Some(s.clone()),
        _ => None,
    })
    .first()
    .cloned()
}

/// `Find_SonicTails`, `Chase_ObjectXOnly` and `loc_55DAC`/`loc_55E02`'s integers: the chase adds ±8 only while
/// the sum stays within ±$200 ($1FC stays $1FC); below the surface + 8 (unsigned: y $509 with the water at
/// $500) it chases, at $508 with the player dry it leaps his way ($200, −$400); in the air $20 a frame of
/// gravity after the move; falling in the water it brakes by $20 before the move and swims again at 0.
#[test]
fn mega_chopper_chase_and_leap_integers() {
    let p1 = Player::standing(Character::Sonic, 0x380, 0x4F0);
    assert_eq!(mega_chopper::find_sonic_tails(0x300, 0x508, &p1, None), (false, 2, 0));
    let p2 = Player::standing(Character::Tails, 0x2F0, 0x520);
    assert_eq!(mega_chopper::find_sonic_tails(0x300, 0x508, &p1, Some(&p2)), (true, 0, 2));

    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x509, false, false);
    c.routine = 2;
    mega_chopper::swim_step(&mut c, 0x380, 2, false, 0x500);
    assert_eq!((c.routine, c.x_vel, c.x_flip, c.x), (2, 8, true, (0x300 << 8) + 8));
    c.x_vel = 0x1FC;
    mega_chopper::chase_x(&mut c, 0x380, mega_chopper::CHASE_SPEED, mega_chopper::CHASE_STEP);
    assert_eq!(c.x_vel, 0x1FC, "$204 is past $200: not taken");
    mega_chopper::chase_x(&mut c, 0x200, mega_chopper::CHASE_SPEED, mega_chopper::CHASE_STEP);
    assert_eq!(c.x_vel, 0x1F4);

    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x508, false, false);
    c.routine = 2;
    mega_chopper::swim_step(&mut c, 0x380, 2, true, 0x500);
    assert_eq!(c.routine, 2, "the player under water: the chase");
    mega_chopper::swim_step(&mut c, 0x280, 0, false, 0x500);
    assert_eq!((c.routine, c.x_vel, c.y_vel, c.x_flip), (4, -0x200, -0x400, false));
    let y0 = c.y;
    mega_chopper::leap(&mut c, 0x500);
    assert_eq!((c.y, c.y_vel), (y0 - 0x400, -0x3E0));
    // Falling back into the water at $40: braked to $20 (and moved), then to 0: swimming, y speed 0.
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x500, false, false);
    (c.routine, c.y_vel) = (4, 0x40);
    mega_chopper::leap(&mut c, 0x500);
    assert_eq!((c.routine, c.y_vel, c.y), (4, 0x20, (0x500 << 8) + 0x20));
    mega_chopper::leap(&mut c, 0x500);
    assert_eq!((c.routine, c.y_vel, c.y), (2, 0, (0x500 << 8) + 0x20));
}

/// `Check_LRControllerShake`: the window opens at the first call ($3D 0 − 1: 5 presses to go, 60 frames);
/// a press equal to the one before does not count; the sixth that differs shakes it off.
#[test]
fn mega_chopper_shake_integers() {
    let mut s = mega_chopper::MegaChopper::default();
    let (l, r) = (Buttons::LEFT.bits(), Buttons::RIGHT.bits());
    assert!(!mega_chopper::shaken(&mut s, 0));
    assert_eq!((s.shakes, s.window), (5, 60));
    assert!(!mega_chopper::shaken(&mut s, l));
    assert!(!mega_chopper::shaken(&mut s, l), "the same press again");
    assert_eq!(s.shakes, 4);
    for press in [r, l, r, l] {
        assert!(!mega_chopper::shaken(&mut s, press));
    }
    assert_eq!(s.shakes, 0);
    assert!(mega_chopper::shaken(&mut s, r));
    // The window's end starts the count again.
    let mut s = mega_chopper::MegaChopper::default();
    for (i, press) in [l, r, l, r, l].into_iter().enumerate() {
        assert!(!mega_chopper::shaken(&mut s, press), "press {i}");
    }
    for _ in 0..60 {
        assert!(!mega_chopper::shaken(&mut s, 0));
    }
    assert_eq!(s.shakes, 5, "a new window");
    assert!(!mega_chopper::shaken(&mut s, r));
}

/// `sub_55F18`: a touch by a rolling or invincible player destroys it (`EnemyDefeat_Score`: 100 points, an
/// explosion); a walking player's touch more than $10 px above or below its centre does nothing.
#[test]
fn mega_chopper_is_destroyed_by_a_roll() {
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x310, 0x500));
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x500, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    c.on_screen = true;
    let mut s = mega_chopper::MegaChopper::default();
    let step =
        |b: &mut Bench, c: &mut Common, s: &mut mega_chopper::MegaChopper| b.with_ctx(|cx| mega_chopper::run(c, s, cx));
    step(&mut b, &mut c, &mut s);
    assert!(s.awake);
    step(&mut b, &mut c, &mut s);
    assert_eq!((c.routine, c.collision_flags), (2, mega_chopper::COLLISION));
    b.player.y = 0x520 << 8;
    c.collision_property = 1;
    assert!(step(&mut b, &mut c, &mut s).is_none());
    assert_eq!(c.routine, 2, "$20 below: no bite");
    b.player.y = 0x500 << 8;
    b.player.pose = Pose::Roll;
    c.collision_property = 1;
    assert!(matches!(step(&mut b, &mut c, &mut s), Some(State::Explosion(_))));
    assert_eq!(b.game.score, 100);
}

/// `Obj_MegaChopper` $97 at ($300, $5F0) under act 1's water, Sonic standing at ($380, $5EC) with 1 ring: it
/// chases him and bites: player 1's buttons locked (`Ctrl_1_locked`), it sticks to him; 61 frames later it
/// eats his ring, 60 later (none left) he dies. Shaken instead — six differing left/right presses — it lets
/// go, flying off at −$200 up, and his buttons are his again.
#[test]
fn mega_chopper_bites_eats_rings_and_is_shaken_off() {
    let level = hcz(1, 16, &[(0x97, 0, 0x300, 0x5F0, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x380, 0x5EC));
    w.objects.game.rings = 1;
    let mut frames = 0;
    while chopper(&w).is_some_and(|(c, _)| c.routine != 6) {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 200, "never bit");
    }
    assert!(w.player.underwater);
    assert!(w.objects.game.control_locked);
    let (_, s) = chopper(&w).expect("the chopper");
    assert!(s.locked && !s.sidekick);

    let mut eaten = w.clone();
    for _ in 0..60 {
        eaten.step(Buttons::NONE);
    }
    assert_eq!(eaten.objects.game.rings, 1);
    eaten.step(Buttons::NONE);
    assert_eq!(eaten.objects.game.rings, 0, "a ring after 61 frames");
    let (c, s) = chopper(&eaten).expect("still biting");
    assert_eq!(c.pixel_x() - eaten.player.pixel_x(), i32::from(s.dx), "stuck where it bit");
    for _ in 0..59 {
        eaten.step(Buttons::NONE);
    }
    assert_eq!(eaten.player.routine, Routine::Normal);
    eaten.step(Buttons::NONE);
    assert_eq!(eaten.player.routine, Routine::Dead, "no ring left: killed");
    assert!(!eaten.objects.game.control_locked);

    let mut let_go = None;
    for (i, held) in
        [Buttons::LEFT, Buttons::NONE, Buttons::RIGHT, Buttons::NONE].into_iter().cycle().take(24).enumerate()
    {
        w.step(held);
        if chopper(&w).is_some_and(|(_, s)| s.let_go) {
            let_go = Some(i);
            break;
        }
    }
    assert_eq!(let_go, Some(10), "the sixth press");
    let (c, _) = chopper(&w).expect("flying off");
    assert_eq!(c.collision_flags, 0);
    assert!(!w.objects.game.control_locked);
    assert_eq!(w.objects.game.rings, 1);
    w.step(Buttons::NONE);
    let (c2, _) = chopper(&w).expect("flying off");
    assert_eq!(c2.y - c.y, -0x200, "`MoveSprite` at −$200");
}

/// `loc_3885A`–`loc_389BC` and `sub_38806`'s integers: the first half-turn starts $16 px down (x the loop's
/// own, 0) and lets a player running back up go above it; the straights move $AA / 256 px across per px
/// down ($11F → $BE); the second half-turn sits $100 further on (sin $7F = 6: 6 × −$2800 >> 16 = −1, so $FF).
/// At angle $28 (sin $D4, cos $8E) Ground Speed $800 gives speeds ($470, $6A0) and the pull $D4 × $50 / 256
/// = $42 ($10 going back up; none from $1800).
#[test]
fn twisting_loop_integers() {
    use engine::objects::s3k::hcz_twisting_loop as tl;
    assert_eq!(tl::across(2, 0x16, 0x800), Some(0));
    assert_eq!(tl::across(2, 0x10, 0x800), Some(0), "above the start going down: held at 0");
    assert_eq!(tl::across(2, 0x15, -1), None, "going back up past the top: let go");
    assert_eq!(tl::across(6, 0xC0, 0), Some(0));
    assert_eq!(tl::across(6, 0x1DF, 0), Some(0xBE));
    assert_eq!(tl::across(8, 0x240, 0), Some(0xFF));
    assert_eq!(tl::across(0xA, 0x240 + 0x100, 0), Some(0xAA));
    let mut p = Player::standing(Character::Sonic, 0, 0);
    (p.angle, p.ground_speed) = (tl::ANGLE, 0x800);
    tl::speeds(&mut p);
    assert_eq!((p.x_speed, p.y_speed, p.ground_speed), (0x470, 0x6A0, 0x842));
    p.ground_speed = -0x800;
    tl::speeds(&mut p);
    assert_eq!((p.x_speed, p.y_speed, p.ground_speed), (-0x470, -0x6A0, -0x800 + 0x10));
    p.ground_speed = 0x1800;
    tl::speeds(&mut p);
    assert_eq!(p.ground_speed, 0x1800);
    // The catch: within 8 px across (−8 to 7) and $30 below, moving forward.
    let mut p = Player::standing(Character::Sonic, 0x1538, 0x66C);
    p.ground_speed = 0x400;
    assert!(tl::catches(&mut p, (0x1540, 0x640), false, false));
    p.x = 0x1548 << 8;
    assert!(!tl::catches(&mut p, (0x1540, 0x640), false, false));
    // Flipped: moving left, his Ground Speed made positive.
    let mut p = Player::standing(Character::Sonic, 0x1540, 0x66C);
    (p.ground_speed, p.x_speed) = (-0x400, -0x400);
    assert!(tl::catches(&mut p, (0x1540, 0x640), false, true));
    assert_eq!(p.ground_speed, 0x400);
}

/// `Obj_HCZTwistingLoop` $69, subtype 1 (`word_3863A`: x $1540, top $620, route `byte_3860C`) placed at
/// ($1540, $640) over a floor at $680: Sonic running right into it is taken (curled, `object_control` 1,
/// angle $28) with the run at $66C − $620 = $4C; he goes only down, each frame at the loop's x plus the span's
/// shape, speeding up, and is let go at route entry 12 ($480 down: y $AA0, x $1540 + $17D), where the route's
/// bottom object ($16C0, $AA0, subtype $81) would take a player running back up.
#[test]
fn the_twisting_loop_carries_the_player_down() {
    use engine::objects::s3k::hcz_twisting_loop as tl;
    let mut level = hcz(2, 48, &[(0x69, 1, 0x1540, 0x640, false)]);
    level = {
        let mut tall = support::solid_rows(48, 24, 13..14);
        (tall.profile, tall.source, tall.objects) = (level.profile, level.source, level.objects);
        tall
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x1500, 0x66C));
    let mut frames = 0;
    while w.player.object_control == 0 {
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 120, "never taken");
    }
    assert_eq!((w.player.angle, w.player.pose, w.player.height_radius), (tl::ANGLE, Pose::Roll, 0xE));
    let lp = s3k_objects(&w, |k| match k {
        Sonic3k::HczTwistingLoop(s) => Some(s.clone()),
        _ => None,
    });
    let (_, s) = lp.first().cloned().expect("the loop");
    assert_eq!((s.x, s.top, s.runs[0].routine, s.runs[0].progress >> 16), (0x1540, 0x620, 2, 0x4C));
    let mut path = Vec::new();
    while w.player.object_control == 1 {
        w.step(Buttons::NONE);
        path.push((w.player.pixel_x(), w.player.pixel_y(), w.player.ground_speed));
        assert!(path.len() < 300, "never let go");
    }
    assert!(path.windows(2).all(|p| p[1].1 >= p[0].1), "only down");
    assert!(path.windows(2).all(|p| p[1].2 >= p[0].2), "speeding up");
    let &(x, y, _) = path.last().expect("a run");
    assert!((0xA40..0xAA0).contains(&y), "let go near the bottom: {y:#x}");
    assert!((0x1540 + 0x100..0x1540 + 0x180).contains(&x), "on the last straight: {x:#x}");
    assert!(!w.player.air || w.player.y_speed > 0, "on his way down");
}

/// `sub_382C0` reads its depths from `byte_38428` (row `subtype` − 8, entry the standing log) and its curves
/// from `BridgeBendData`: the rows for 8 to 13 logs are Sonic 2's `Obj11_DepressionOffsets`, which the tension
/// bridge runs; `byte_38076`'s waits.
#[test]
fn tension_bridge_integers() {
    use engine::objects::s2::bridge;
    use engine::objects::s3k::tension_bridge as tb;
    const BYTE_38428: [[u8; 13]; 6] = [
        [2, 4, 6, 8, 8, 6, 4, 2, 0, 0, 0, 0, 0],
        [2, 4, 6, 8, 0xA, 8, 6, 4, 2, 0, 0, 0, 0],
        [2, 4, 6, 8, 0xA, 0xA, 8, 6, 4, 2, 0, 0, 0],
        [2, 4, 6, 8, 0xA, 0xC, 0xA, 8, 6, 4, 2, 0, 0],
        [2, 4, 6, 8, 0xA, 0xC, 0xC, 0xA, 8, 6, 4, 2, 0],
        [2, 4, 6, 8, 0xA, 0xC, 0xE, 0xC, 0xA, 8, 6, 4, 2],
    ];
    for (row, depths) in BYTE_38428.iter().enumerate() {
        for (log, &d) in depths.iter().enumerate() {
            assert_eq!(bridge::depth(8 + row, log), d, "{} logs, log {log}", 8 + row);
        }
    }
    assert_eq!(tb::LOG_WAITS, [8, 0x10, 0xC, 0xE, 6, 0xA, 4, 2]);
    assert_eq!(tb::COLLAPSE_WAIT, 0xE);
}

/// `Obj_TensionBridge` $6C, subtype $88 (8 logs, breaking on `Level_trigger_array` + 8), at ($300, $600) over
/// a floor at $680: Sonic dropped on it at x $308 stands on log 5 and sinks with it as the bend grows to $40:
/// `byte_38428`'s 6 px. With the switch set it breaks: 8 falling logs (the logs' object the
/// first) and 8 puffs; $E frames after, Sonic falls; log 7 (wait 2) falls before log 1 (wait $10).
#[test]
fn the_tension_bridge_sags_and_breaks() {
    use engine::objects::s3k::tension_bridge::{Part, TensionBridge};
    let level = {
        let mut l = support::solid_rows(12, 16, 13..16);
        let placed = hcz(2, 12, &[(0x6C, 0x88, 0x300, 0x600, false)]);
        (l.profile, l.source, l.objects) = (placed.profile, placed.source, placed.objects);
        l
    };
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x308, 0x5C0));
    w.player.air = true;
    let parts = |w: &World| -> Vec<(Common, TensionBridge)> {
        s3k_objects(w, |k| match k {
            Sonic3k::TensionBridge(s) => Some(s.clone()),
            _ => None,
        })
    };
    for _ in 0..40 {
        w.step(Buttons::NONE);
    }
    assert!(!w.player.air && w.player.on_object, "on the bridge");
    let (_, b) = parts(&w).into_iter().find(|(_, s)| s.part == Part::Bridge).expect("the bridge");
    assert_eq!(b.bridge.bend, 0x40);
    assert_eq!(b.bridge.player_log, 5, "x $308: ($308 − $300 + $48) / 16");
    assert_eq!(w.player.pixel_y(), 0x600 + 6 - 8 - 0x13, "log 5's depth: 6 px");
    w.objects.game.switches[8] = 1;
    w.step(Buttons::NONE);
    let p = parts(&w);
    assert_eq!(p.iter().filter(|(_, s)| s.part == Part::Log).count(), 8);
    assert_eq!(p.iter().filter(|(_, s)| s.part == Part::Puff).count(), 8);
    assert!(p.iter().any(|(_, s)| s.part == Part::Collapsing));
    let log_y = |w: &World, x: i32| {
        parts(w).iter().find(|(c, s)| s.part == Part::Log && c.pixel_x() == x).map(|(c, _)| c.pixel_y())
    };
    let (first_x, last_x) = (0x300 - 4 * 16, 0x300 + 3 * 16);
    for _ in 0..14 {
        w.step(Buttons::NONE);
        assert!(!w.player.air, "still standing");
    }
    w.step(Buttons::NONE);
    assert!(w.player.air && !w.player.on_object, "the bridge's last frame lets him fall");
    assert!(log_y(&w, last_x).is_some_and(|y| y > 0x600), "log 7 (wait 2) falling");
    assert!(log_y(&w, first_x + 16).is_some_and(|y| y <= 0x608), "log 1 (wait $10) still waiting");
}

/// `Obj_WaterDrop` $6E, subtype $10, at ($280, $5A0) over a floor at $600: seen on screen, it drips every
/// $10 × 4 + 1 frames (`$30` from $40 past 0); a drop forms for 20 frames (`Ani_HCZWaterDrop` 0: four frames
/// of 5), falls from the 22nd at 8 a frame of gravity, lands pulled up onto the floor (y $5F8: its bottom, + 7, at distance 0), splashes
/// (frames 4 and 5, 5 frames each) and goes.
#[test]
fn the_water_drop_forms_falls_and_splashes() {
    use engine::objects::s3k::water_drop::{self, WaterDrop};
    let level = hcz(2, 12, &[(0x6E, 0x10, 0x280, 0x5A0, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x200, 0x5EC));
    let drops = |w: &World| -> Vec<(usize, Common, WaterDrop)> {
        w.objects
            .slots
            .iter()
            .filter_map(|(i, o)| match &o.state {
                State::Sonic3k(Sonic3k::WaterDrop(s)) if s.drop => Some((i, o.common.clone(), s.clone())),
                _ => None,
            })
            .collect()
    };
    let mut spawned = Vec::new();
    let mut first_slot = None;
    let mut first = Vec::new();
    let mut known = Vec::new();
    for frame in 0..400 {
        w.step(Buttons::NONE);
        let d = drops(&w);
        for (i, c, _) in &d {
            if c.routine == 0 && c.anim_frame == 1 && c.anim_frame_duration == 4 && !known.contains(&(frame, *i)) {
                if spawned.last().is_none_or(|&f: &usize| f + 5 <= frame) {
                    spawned.push(frame);
                    first_slot.get_or_insert(*i);
                }
                known.push((frame, *i));
            }
        }
        if let Some(slot) = first_slot {
            let f = d
                .iter()
                .find(|(i, _, _)| *i == slot)
                .map(|(_, c, s)| (c.routine, c.mapping_frame, c.pixel_y(), s.landed));
            if first.last().is_some_and(Option::is_none) {
                continue;
            }
            first.push(f);
        }
    }
    assert!(spawned.len() >= 3, "drips: {spawned:?}");
    assert!(spawned.windows(2).all(|p| p[1] - p[0] == 0x41), "every $41 frames: {spawned:?}");
    assert_eq!(first[0], Some((0, 0, 0x5A0, false)), "formed where the dripper is");
    assert_eq!(first[20], Some((2, 2, 0x5A0, false)), "the script's $FC");
    assert_eq!(first[21].map(|f| (f.0, f.1)), Some((2, 3)), "falling");
    let landed = first.iter().position(|f| f.is_some_and(|f| f.3)).expect("landed");
    assert_eq!(first[landed].map(|f| f.2), Some(0x600 - 1 - 7), "its bottom (+ 7) at distance 0");
    let gone = first[landed..].iter().position(|f| f.is_none()).expect("gone") + landed;
    assert_eq!(gone - landed, 1 + 5 + 5, "the landing frame (its count at 1), frames 4 and 5, gone at the $FC");
    assert_eq!(water_drop::COLLISION, 0xC7);
}

/// `sub_37914`: a drop a player touches (`collision_property` bit 0) stops falling and splashes at once (touch
/// off, script 1 from its start); the idle player's `Wait` animation starts over.
#[test]
fn a_touched_water_drop_splashes() {
    use engine::objects::s3k::water_drop::{self, WaterDrop};
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x300, 0x400));
    b.player.pose = Pose::Wait;
    let mut c = Common::new(id::SONIC3K, 0x10, 0x300, 0x400, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    (c.routine, c.collision_flags, c.y_vel) = (2, water_drop::COLLISION, 0x100);
    let mut s = WaterDrop { drop: true, ..Default::default() };
    c.collision_property = 1;
    b.with_ctx(|cx| water_drop::run(&mut c, &mut s, cx));
    assert!(s.landed);
    assert_eq!((c.anim, c.collision_flags, c.collision_property), (1, 0, 0));
    assert_ne!(b.player.animation.pose, Pose::Wait, "`prev_anim` 0");
    let y = c.y;
    b.with_ctx(|cx| water_drop::run(&mut c, &mut s, cx));
    assert_eq!((c.y, c.mapping_frame), (y, 4), "no more falling; the splash's first frame");
}

/// `sub_37B56`'s integers: a start needs Y Speed 0, the feet (y + y radius + 1) at the surface and |X Speed|
/// ≥ $700 (facing his way); skimming, a jump press throws him up at −$680 curled; in the air without left or
/// right his X Speed wears off by $C (towards 0, never past it) and below $700 he stops skimming.
#[test]
fn water_skim_integers() {
    use engine::objects::s3k::hcz_water_splash::skim_player;
    use engine::player::Input;
    let none = Input::default();
    let mut p = Player::standing(Character::Sonic, 0x300, 0x500 - 0x13 - 1);
    p.x_speed = -0x700;
    assert!(skim_player(false, &mut p, none, 0x500));
    assert!(p.facing_left);
    p.x_speed = -0x6FF;
    assert!(!skim_player(false, &mut p, none, 0x500), "too slow");
    p.x_speed = 0x700;
    p.y_speed = 0x38;
    assert!(!skim_player(false, &mut p, none, 0x500), "falling");
    assert!(!skim_player(false, &mut p, none, 0x501), "not at the surface");
    // Skimming in the air, pulled back up and slowed.
    p.air = true;
    p.y += 0x380;
    assert!(skim_player(true, &mut p, none, 0x500));
    assert_eq!((p.pixel_y(), p.y_speed, p.x_speed), (0x500 - 0x14, 0, 0x6F4));
    assert!(!skim_player(true, &mut p, none, 0x500), "below $700");
    p.x_speed = 0x700;
    let right = Input { held: Buttons::RIGHT, pressed: Buttons::NONE };
    assert!(skim_player(true, &mut p, right, 0x500));
    assert_eq!(p.x_speed, 0x700, "right held: no drag");
    p.y -= 0x100;
    assert!(!skim_player(true, &mut p, right, 0x500), "above the skimming height");
    p.y += 0x100;
    let jump = Input { held: Buttons::JUMP, pressed: Buttons::JUMP };
    assert!(!skim_player(true, &mut p, jump, 0x500));
    assert_eq!((p.y_speed, p.jumping, p.rolling, p.pose, p.height_radius), (-0x680, true, true, Pose::Roll, 0xE));
    // A placed splash (`loc_37A3C`): its next frame every 8, of 4.
    let mut c = Common::new(id::SONIC3K, 0, 0x300, 0x500, false, false);
    let frames: Vec<u8> = (0..33)
        .map(|_| {
            engine::objects::s3k::hcz_water_splash::animate(&mut c);
            c.mapping_frame
        })
        .collect();
    assert_eq!(&frames[..9], &[1, 1, 1, 1, 1, 1, 1, 1, 2]);
    assert_eq!(frames[32], 1, "0 after 3, every 8 frames");
}

/// Hydrocity 1 (its water at $500 from `DynamicWaterHeight_HCZ1`) with a ledge whose top is the surface: Sonic
/// running off it at $800 skims — held on the surface, in the air — while Right is held; let go of Right his
/// speed wears off by $C a frame and under $700 he sinks.
#[test]
fn a_fast_player_runs_on_hydrocity_water() {
    let mut level = hcz(1, 24, &[]);
    level = {
        let mut l = support::solid_rows(24, 16, 10..16);
        support::clear(&mut l, 4..24, 10..13);
        (l.profile, l.source, l.water_height, l.events) =
            (level.profile, level.source, level.water_height, level.events);
        l
    };
    let mut p = Player::standing(Character::Sonic, 0x100, 0x500 - 0x14);
    (p.x_speed, p.ground_speed) = (0x800, 0x800);
    let mut w = World::with_player(&level, p);
    assert_eq!(w.water_level(), 0x500);
    for _ in 0..100 {
        w.step(Buttons::RIGHT);
    }
    assert!(w.player.pixel_x() > 0x400, "past the ledge: {:#x}", w.player.pixel_x());
    assert!(w.objects.game.water_skim.skimming[0]);
    assert!(w.player.air);
    assert_eq!((w.player.pixel_y(), w.player.y_speed), (0x500 - 0x14, 0));
    let mut frames = 0;
    while w.objects.game.water_skim.skimming[0] {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 60, "never sank");
    }
    assert!((20..=24).contains(&frames), "about $100 / $C frames of drag: {frames}");
    for _ in 0..30 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.underwater, "sank");
}

/// `loc_2EB24`–`loc_2ECAA`'s integers: a geyser at ($300, $600), player 1 at ($300, $5C8) ($40 − 8 above
/// it): the frame after its first it takes him (`object_control` $81) and lifts him 8 px (the art's frame);
/// then 8 px a frame while `$30` runs from $60 to $28 ($38 frames), $A px a frame for the $28 frames of the
/// eruption; on the last he is let go at (0, −$C00): $358 px above where he was.
#[test]
fn the_geyser_lifts_and_launches_the_player() {
    use engine::objects::s3k::hcz_water_wall::{self as ww, HczWaterWall, Part};
    let level = Level::new("empty", ChunkSize::Px128, 0x10, 0x10);
    let mut b = Bench::new(&level, Player::standing(Character::Sonic, 0x300, 0x5C8));
    b.player.air = true;
    let mut c = Common::new(id::SONIC3K, 1, 0x300, 0x600, false, false);
    c.slot = FIRST_DYNAMIC_SLOT;
    let mut s = HczWaterWall::default();
    let step = |b: &mut Bench, c: &mut Common, s: &mut HczWaterWall| b.with_ctx(|cx| ww::run(c, s, cx));
    step(&mut b, &mut c, &mut s);
    assert_eq!(s.part, Part::GeyserWaiting);
    step(&mut b, &mut c, &mut s);
    assert_eq!((b.player.object_control, b.player.pixel_y(), c.mapping_frame), (0x81, 0x5C0, 1));
    let mut frames = 0;
    while b.player.object_control != 0 {
        step(&mut b, &mut c, &mut s);
        frames += 1;
        assert!(frames < 200);
        if s.part == Part::Erupting && frames == 0x38 {
            assert_eq!((s.count, b.player.pose), (0x28, Pose::Hurt), "erupting at $28");
        }
    }
    assert_eq!(frames, 0x38 + 0x28);
    assert_eq!((b.player.x_speed, b.player.y_speed, b.player.jumping), (0, ww::LAUNCH, false));
    assert_eq!(b.player.pixel_y(), 0x5C8 - 0x358);
    assert_eq!((s.part, c.y_vel), (Part::Falling, ww::FALL_BACK + ww::GEYSER_GRAVITY));
    assert_eq!(ww::WALL_DEBRIS[1], (0, -8, 0x600, -0x40));
    assert_eq!(ww::GEYSER_DEBRIS[4], (8, 0, 0x300, -0xC00));
}

/// `Obj_HCZWaterWall` $3B, subtype 0, at ($A00, $580) in Hydrocity 1: once player 1 is $60 px past it it
/// bursts — 8 pieces of debris — and moves 8 px a frame for $20 frames (to $B00), spraying every frame; it
/// never touches him.
#[test]
fn the_water_wall_bursts_behind_the_player() {
    use engine::objects::s3k::hcz_water_wall::{HczWaterWall, Part};
    let mut level = hcz(1, 32, &[(0x3B, 0, 0xA00, 0x580, false)]);
    level.objects.retain(|o| matches!(o.kind, ObjectKind::Other { .. }));
    let mut p = Player::standing(Character::Sonic, 0x980, 0x5EC);
    (p.x_speed, p.ground_speed) = (0x400, 0x400);
    let mut w = World::with_player(&level, p);
    let parts = |w: &World| -> Vec<(Common, HczWaterWall)> {
        s3k_objects(w, |k| match k {
            Sonic3k::HczWaterWall(s) => Some(s.clone()),
            _ => None,
        })
    };
    let wall = |w: &World| parts(w).into_iter().find(|(_, s)| matches!(s.part, Part::WallWaiting | Part::WallRunning));
    let mut frames = 0;
    while wall(&w).is_none_or(|(_, s)| s.part != Part::WallRunning) {
        w.step(Buttons::RIGHT);
        frames += 1;
        assert!(frames < 120, "never burst");
    }
    assert!(w.player.pixel_x() >= 0xA60);
    assert_eq!(parts(&w).iter().filter(|(_, s)| matches!(s.part, Part::Debris { .. })).count(), 8);
    for _ in 0..0x20 {
        w.step(Buttons::RIGHT);
    }
    let (c, s) = wall(&w).expect("the wall");
    assert_eq!((c.pixel_x(), s.count), (0xB00, 0));
    assert!(parts(&w).iter().any(|(_, s)| matches!(s.part, Part::Spray { .. })));
    assert_eq!(w.player.routine, Routine::Normal, "never touched");
}

/// The imported Hydrocity 2 (skdisasm's SonLVL project), when the reference copy is present.
fn skdisasm_hydrocity_2() -> Option<Level> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    Some(formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 2").expect("Hydrocity 2"))
}

/// Steps `w` with `buttons` until its player is held (`object_control` set), at most `frames` frames: the
/// frame and his pixel position then, or None.
fn until_held(w: &mut World, buttons: Buttons, frames: usize) -> Option<(usize, i32, i32)> {
    (0..frames).find_map(|f| {
        w.step(buttons);
        (w.player.object_control != 0).then(|| (f, w.player.pixel_x(), w.player.pixel_y()))
    })
}

/// The real Hydrocity 2: loop 1's entry box (`word_3863A`: x $1540, top $620; `loc_38700`: within 8 px across
/// and $30 below the object at ($1540, $620)) sits at the top of the round loop the floor at y $700 runs into.
/// Sonic running right at his top speed $600 from the ledge (x $14D0) goes round it and, upside down at its top
/// moving left with Ground Speed still positive, is caught there; he is carried down the corkscrew only
/// (`byte_3860C`) and let go near its bottom object ($16C0, $AA0), where he rolls on to the right along the
/// floor at $B00. Standing still at x $1500 instead, he reaches the loop at about $370, climbs its right side,
/// falls off it and slides back left at speed: the loop's own physics (no object throws him), never the box.
#[test]
fn skdisasm_hydrocity_2_twisting_loop_catches_a_player_running_round_the_loop() {
    let Some(level) = skdisasm_hydrocity_2() else { return };
    let placed: Vec<_> =
        level.objects.iter().filter(|o| o.kind.game_id() == Some((0x69, 1))).map(|o| (o.x, o.y, o.x_flip)).collect();
    assert_eq!(placed, [(0x1540, 0x620, false)]);

    let mut start = Player::standing(Character::Sonic, 0x14D0, 0x6ED);
    (start.ground_speed, start.x_speed) = (0x600, 0x600);
    let mut w = World::with_player(&level, start);
    let (_, x, y) = until_held(&mut w, Buttons::RIGHT, 200).expect("caught at the loop's top");
    assert!((0x1538..0x1548).contains(&x) && (0x620..0x650).contains(&y), "in the entry box: ({x:#x}, {y:#x})");
    assert_eq!((w.player.angle, w.player.pose, w.player.height_radius), (0x28, Pose::Roll, 0xE));
    let mut path = Vec::new();
    while w.player.object_control != 0 {
        w.step(Buttons::NONE);
        path.push((w.player.pixel_x(), w.player.pixel_y()));
        assert!(path.len() < 200, "never let go");
    }
    assert!(path.windows(2).all(|p| p[1].1 >= p[0].1), "only down");
    let &(x, y) = path.last().expect("a run");
    assert!((0xA40..0xAA0).contains(&y) && (0x1640..0x16C0).contains(&x), "let go near the bottom: ({x:#x}, {y:#x})");
    for _ in 0..30 {
        w.step(Buttons::NONE);
    }
    let p = &w.player;
    assert!(!p.air && p.rolling && p.x_speed > 0 && p.pixel_x() > 0x1740, "rolling on: {p:?}");
    assert!((0xAE0..0xB00).contains(&p.pixel_y()), "on the floor at $B00: {:#x}", p.pixel_y());

    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x1500, 0x6ED));
    let mut slowest = 0;
    for _ in 0..160 {
        w.step(Buttons::RIGHT);
        assert_eq!(w.player.object_control, 0, "from rest: never round the loop");
        slowest = slowest.min(w.player.x_speed);
    }
    assert!(slowest < -0x400, "slid back left at speed: {slowest:#x}");
}

/// The real Hydrocity 2's x-flipped loop 6 (`word_3863A`: x $26C0, top $120; `loc_38700`'s flipped branch: Ground
/// Speed and X Speed both negative, Ground Speed negated): Sonic running left at $800 along the floor at y $160
/// runs off its end (x $2700) over the corkscrew's mouth and is caught in the air, his centre still above $150,
/// within 8 px of x $26C0; he is carried down with his Ground Speed made positive.
#[test]
fn skdisasm_hydrocity_2_flipped_twisting_loop_catches_a_player_running_left_off_the_ledge() {
    let Some(level) = skdisasm_hydrocity_2() else { return };
    let mut start = Player::standing(Character::Sonic, 0x2788, 0x14D);
    (start.ground_speed, start.x_speed) = (-0x800, -0x800);
    let mut w = World::with_player(&level, start);
    let (_, x, y) = until_held(&mut w, Buttons::LEFT, 60).expect("caught over the mouth");
    assert!((0x26B8..0x26C8).contains(&x) && (0x120..0x150).contains(&y), "in the entry box: ({x:#x}, {y:#x})");
    assert!(w.player.ground_speed > 0);
    let y0 = w.player.pixel_y();
    for _ in 0..20 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.object_control != 0 && w.player.pixel_y() > y0 + 0x40, "carried down: {:?}", w.player);
}

/// The real Hydrocity 2's loop 6 from its foot: the object there ($2700, $3C0, subtype $86; `loc_38796`) takes
/// Sonic running left at $800 along the floor within $10 px of it and runs him up the corkscrew; going up
/// `sub_38806` slows him by only a quarter of the pull ($10 a frame), so he turns back some $180 px up, well
/// below the top at $120, rides down again and is let go at the foot running right.
#[test]
fn skdisasm_hydrocity_2_twisting_loop_runs_a_player_up_from_its_foot_and_back() {
    let Some(level) = skdisasm_hydrocity_2() else { return };
    let mut start = Player::standing(Character::Sonic, 0x2760, 0x3DB);
    (start.ground_speed, start.x_speed) = (-0x800, -0x800);
    let mut w = World::with_player(&level, start);
    let (_, x, y) = until_held(&mut w, Buttons::LEFT, 30).expect("taken at the foot");
    assert!((0x26F0..0x2710).contains(&x) && (0x3B0..0x3C0).contains(&y), "at the foot: ({x:#x}, {y:#x})");
    let mut top = y;
    for _ in 0..300 {
        if w.player.object_control == 0 {
            break;
        }
        w.step(Buttons::NONE);
        top = top.min(w.player.pixel_y());
    }
    assert_eq!(w.player.object_control, 0, "let go");
    assert!((0x200..0x280).contains(&top), "turned back below the top: {top:#x}");
    assert!(w.player.x_speed > 0 && w.player.pixel_y() > 0x3A0, "out at the foot running right: {:?}", w.player);
}

/// `Obj_BreakableWall` in Hydrocity (`loc_1F6E0` with `Current_zone` 1: act 2's 32 walls of frame 0) in the
/// world: Sonic rolling into it at $600 from its left breaks it into 8 pieces at `word_1FC52`'s speeds and rolls
/// on; running at $600 he stops against its side, $1B px from it.
#[test]
fn hydrocitys_breakable_wall() {
    use engine::objects::s3k::breakable_wall::{self, BreakableWall};
    let run = |speed: i16, roll: bool| {
        let wall = BreakableWall { hydrocity: true, ..Default::default() };
        super::s3k_shared::sonic_against_a_breakable_wall("Hydrocity Zone Act 2", wall, 0x20, speed, roll)
    };
    let (speed, _, pieces) = run(0x600, true);
    assert_eq!(pieces.len(), 8, "broken into 8 pieces");
    let first = breakable_wall::HCZ_SPEEDS_LEFT[0];
    assert_eq!(pieces[0], (first.0, first.1 + breakable_wall::GRAVITY));
    assert!(speed >= 0x500, "he keeps rolling: {speed:#x}");
    let (speed, x, pieces) = run(0x600, false);
    assert!(pieces.is_empty(), "running: the wall stands");
    // (Pushing, his run adds $C a frame between the frames the wall stops him.)
    assert!(x == 0x160 - 0x1B && speed < 0x100, "stopped against its side: {speed:#x} at {x:#x}");
}

/// The real Hydrocity 2's moving wall (s3.asm `HCZ2_WallMove`, `HCZ2BGE_WallMove`; [`engine::background`]), its
/// background plane from skdisasm's layout (`engine::recording::attach_project`), the invisible death blocks
/// ($6B) left out so that only the wall can kill: Sonic standing at x $690 on the floor at y $7EC starts it at
/// once (x ≥ $680: the level's first frame moves it twice, `HCZ2_BackgroundInit` and the frame's own, then
/// $E000 a frame), with background collision on (`Camera_X_diff` $200 less the wall's offset, `_Y_` $500). The
/// wall reaches him after about 150 frames and pushes him right and up the slope (`CheckLeftWallDist`) until
/// the terrain ahead holds him at x $700: there the floor check from his centre finds him inside the wall
/// (`sub_10BA2`) and he dies. Without the background plane the same wall moves and nothing touches him.
#[test]
fn skdisasm_hydrocity_2_moving_wall_pushes_then_crushes_a_player_standing_still() {
    let Some(mut level) = skdisasm_hydrocity_2() else { return };
    level.objects.retain(|o| o.kind.game_id().is_none_or(|(id, _)| id != 0x6B));
    let shared = formats::reference::shared_dir().expect("../shared");
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K).expect("the S3K project");
    let start = Player::standing(Character::Sonic, 0x690, 0x780);

    let mut w = World::with_player(&level, start.clone());
    engine::recording::attach_project(&mut w, &level, &ini).expect("Hydrocity 2's background");
    assert!(w.has_background());
    let mut pushed_from = None;
    let mut x_before = 0;
    for frame in 1..=400 {
        w.step(Buttons::NONE);
        let wall = &w.objects.game.events.hcz2_wall;
        if w.player.routine == Routine::Dead {
            assert!((0x6F8..0x702).contains(&x_before), "crushed against the terrain ahead: x {x_before:#x}");
            assert!((270..=290).contains(&frame), "crushed at frame {frame}");
            let pushed = pushed_from.expect("pushed first");
            assert!((140..200).contains(&pushed), "reached at frame {pushed}");
            // It moved every frame before ($E000, twice on the first), and stops with him dead.
            assert_eq!(wall.offset, -frame * 0xE000);
            return;
        }
        assert_eq!(wall.offset, -(frame + 1) * 0xE000);
        let diff = (0x200 - wall.offset_pixels(), 0x500);
        assert_eq!(w.objects.game.events.background_collision, Some(diff), "frame {frame}");
        let x = w.player.pixel_x();
        if frame > 100 {
            assert!(x >= x_before, "only pushed right: {x:#x} after {x_before:#x}");
            if x > 0x690 && pushed_from.is_none() {
                pushed_from = Some(frame);
            }
        }
        x_before = x;
    }
    panic!("never crushed: {:?}", w.player);
}

/// [`skdisasm_hydrocity_2_moving_wall_pushes_then_crushes_a_player_standing_still`] without the background
/// plane given to the world: the events run the same, and no check reads the wall.
#[test]
fn skdisasm_hydrocity_2_moving_wall_needs_the_background_plane() {
    let Some(mut level) = skdisasm_hydrocity_2() else { return };
    level.objects.retain(|o| o.kind.game_id().is_none_or(|(id, _)| id != 0x6B));
    assert!(engine::world::needs_background(&level));
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x690, 0x780));
    for _ in 0..400 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.events.hcz2_wall.offset, -401 * 0xE000);
    assert!(w.objects.game.events.background_collision.is_some());
    assert_eq!((w.player.routine, w.player.pixel_x()), (Routine::Normal, 0x690));
}

/// skdisasm's Hydrocity 2 places one breakable wall of frame 2 (subtype 2, x-flipped, at ($3A18, $660)):
/// Knuckles' wall (s3.asm `loc_1FAEC`). Knuckles dropped left of it and walking right breaks it as he pushes it
/// — into 8 pieces at `word_1FC52`'s speeds (he is on its left), keeping his speed — and walks on; from its right,
/// walking left, into `word_1FC32`'s. Sonic walking right is stopped against it ($23 px from its x) and pushes
/// it for good.
#[test]
fn skdisasm_hydrocity_2_knuckles_wall_breaks_only_for_knuckles() {
    use engine::objects::s3k::breakable_wall::{self, GRAVITY};
    let Some(level) = skdisasm_hydrocity_2() else { return };
    let placed: Vec<_> = level
        .objects
        .iter()
        .filter(|o| o.kind.game_id().is_some_and(|(id, sub)| id == 0x0D && sub & 0xF == 2))
        .map(|o| (o.x, o.y, o.x_flip))
        .collect();
    assert_eq!(placed, [(0x3A18, 0x660, true)]);
    let walls = |w: &World| -> Vec<(i32, bool, (i16, i16))> {
        w.objects
            .slots
            .iter()
            .filter_map(|(_, o)| match &o.state {
                State::Sonic3k(Sonic3k::BreakableWall(s)) if s.knuckles_only => {
                    Some((o.common.pixel_x(), s.piece, (o.common.x_vel, o.common.y_vel)))
                }
                _ => None,
            })
            .collect()
    };
    let run = |character: Character, x: i32, buttons: Buttons| {
        let mut start = Player::standing(character, x, 0x600);
        start.air = true;
        let mut w = World::with_player(&level, start);
        for frame in 0..150 {
            let speed = w.player.x_speed;
            w.step(buttons);
            let now = walls(&w);
            if now.first().is_some_and(|p| p.1) {
                return (frame, speed, w.player.x_speed, now, w.player.pixel_x());
            }
        }
        (150, 0, w.player.x_speed, walls(&w), w.player.pixel_x())
    };
    let (frame, before, after, pieces, _) = run(Character::Knuckles, 0x39A0, Buttons::RIGHT);
    assert!(frame < 150, "Knuckles breaks it");
    assert_eq!(pieces.len(), 8);
    let first = breakable_wall::HCZ_SPEEDS_LEFT[0];
    assert_eq!(pieces[0].2, (first.0, first.1 + GRAVITY), "on its left: word_1FC52");
    assert!(before > 0 && after > before - 0x20, "he keeps his speed: {before:#x} then {after:#x}");
    let (frame, _, _, pieces, _) = run(Character::Knuckles, 0x3A90, Buttons::LEFT);
    assert!(frame < 150, "from its right too");
    let first = breakable_wall::HCZ_SPEEDS_RIGHT[0];
    assert_eq!((pieces.len(), pieces[0].2), (8, (first.0, first.1 + GRAVITY)), "on its right: word_1FC32");
    let (frame, _, _, wall, x) = run(Character::Sonic, 0x39A0, Buttons::RIGHT);
    assert_eq!(frame, 150, "Sonic never breaks it");
    assert_eq!(wall.iter().map(|w| (w.0, w.1)).collect::<Vec<_>>(), [(0x3A18, false)]);
    assert_eq!(x, 0x3A18 - 0x23, "stopped against its side");
}

// Hydrocity's collapsing bridges (`Obj_CollapsingBridge` with `Current_zone` 1).

use engine::objects::s3k::collapsing_bridge::{self, CollapsingBridge};

/// The imported Hydrocity 1 (skdisasm's SonLVL project), when the reference copy is present.
fn skdisasm_hydrocity_1() -> Option<Level> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    Some(formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("Hydrocity 1"))
}

/// The collapsing bridges and their pieces within $60 px of x `x`.
fn bridges_at(w: &World, x: i32) -> Vec<(Common, CollapsingBridge)> {
    s3k_objects(w, |k| match k {
        Sonic3k::CollapsingBridge(s) => Some(s.clone()),
        _ => None,
    })
    .into_iter()
    .filter(|(c, _)| (c.pixel_x() - x).abs() < 0x60)
    .collect()
}

/// Sonic dropped in the air over x `x`, y `y` of `level`, run until he stands on a bridge: the world.
fn landed_on_bridge(level: &Level, x: i32, y: i32) -> World {
    let mut p = Player::standing(Character::Sonic, x, y);
    p.air = true;
    let mut w = World::with_player(level, p);
    for _ in 0..120 {
        w.step(Buttons::NONE);
        if !w.player.air && w.player.on_object {
            return w;
        }
    }
    panic!("never landed: ({:#x}, {:#x})", w.player.pixel_x(), w.player.pixel_y());
}

/// skdisasm's Hydrocity 1, its first bridge ($31 at ($5C0, $110): `byte_1E03E` row 3, $50 px either side, frame
/// 9, the delay $18): Sonic lands on it left of its centre. The frame after he lands it counts him (`$3A`), $18
/// frames of delay later it breaks — mirrored (he is left of centre: frame 11, `status` bit 0, `byte_1E577`) into
/// its $18 pieces (frame 11's), the first the bridge's own slot with `byte_1E577`'s $30. Standing $20 px left of
/// centre (column 7 from the right edge: `byte_1E55F`'s 6) he is let go when its wait reaches $30 − 6 = $2A, 6
/// frames later, and falls; each piece falls when its wait runs out (the last after $30 frames).
#[test]
fn skdisasm_hydrocity_1_bridge_collapses_under_a_player_after_its_delay() {
    let Some(level) = skdisasm_hydrocity_1() else { return };
    let (x, y) = (0x5C0, 0x110);
    let mut w = landed_on_bridge(&level, x - 0x20, y - 0x40);
    let bridge = bridges_at(&w, x);
    assert_eq!(bridge.len(), 1);
    let (c, s) = &bridge[0];
    assert_eq!((c.pixel_x(), c.pixel_y(), c.width_pixels, c.mapping_frame), (x, y, 0x50, 9));
    assert_eq!((s.delay, s.stood_on, s.hydrocity), (0x18, false, true));
    assert_eq!(w.player.pixel_y(), y - 0x10 - 0x13 - 1, "on its top");
    w.step(Buttons::NONE);
    assert!(bridges_at(&w, x)[0].1.stood_on, "counted the frame after the landing");
    for frame in 0..0x18 {
        w.step(Buttons::NONE);
        let b = bridges_at(&w, x);
        assert_eq!((b.len(), b[0].1.delay, b[0].1.piece), (1, 0x17 - frame, false), "frame {frame}");
        assert!(!w.player.air);
    }
    w.step(Buttons::NONE);
    let pieces = bridges_at(&w, x);
    assert_eq!(pieces.len(), 0x18, "frame 11's pieces");
    assert!(pieces.iter().all(|(c, s)| s.piece && c.mapping_frame == 11 && c.pixel_y() == y));
    let waits: Vec<u8> = pieces.iter().map(|(_, s)| s.delay).collect();
    let mut expected = collapsing_bridge::HCZ_WAITS_24_MIRRORED.to_vec();
    // The spawned pieces ran this frame too (one wait less); the bridge's own slot is first.
    for w in &mut expected[1..] {
        *w -= 1;
    }
    assert_eq!(waits, expected);
    let (c, _) = &pieces[0];
    assert_eq!(c.status & 1, 1, "`bchg #0,status`");
    assert!(!c.x_flip, "the sprite is not flipped: frame 11 is the mirrored one");
    for frame in 1..=6 {
        assert!(!w.player.air, "frame {frame}: still standing");
        w.step(Buttons::NONE);
    }
    assert!(w.player.air && !w.player.on_object, "let go at $2A");
    let y0 = w.player.pixel_y();
    for _ in 0..0x30 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.pixel_y() > y0 + 0x40, "he falls: {:#x}", w.player.pixel_y());
    let pieces = bridges_at(&w, x);
    assert!(!pieces.is_empty() && pieces.iter().all(|(c, s)| s.delay == 0 && c.pixel_y() > y && c.y_vel > 0));
}

/// skdisasm's Hydrocity 1's bridge $81 at ($1330, $990) (`loc_1E2E8`: row 0, frame 0, $40 px either side,
/// waiting for flag 1) under the Blastoid $94 subtype 1 at ($1330, $974): Sonic standing on it at $30 px left of
/// the Blastoid (it faces right: its shots fly away from him) for $60 frames starts nothing. Walking right into
/// the Blastoid destroys it, which sets `Level_trigger_array` + 1; the bridge (after it in the slots) counts it
/// that frame and drops its respawn entry, and 9 frames later breaks into $10 pieces — mirrored, as Sonic has
/// stopped left of its centre: frame 2, `byte_1E518` — and lets him fall.
#[test]
fn skdisasm_hydrocity_1_blastoid_bridge_collapses_when_its_flag_is_set() {
    let Some(level) = skdisasm_hydrocity_1() else { return };
    let (x, y) = (0x1330, 0x990);
    let mut w = landed_on_bridge(&level, x - 0x30, y - 0x40);
    let (c, s) = bridges_at(&w, x)[0].clone();
    assert_eq!((c.pixel_y(), c.width_pixels, c.mapping_frame, c.routine), (y, 0x40, 0, 4));
    assert_eq!((s.trigger, s.delay), (1, collapsing_bridge::TRIGGERED_DELAY));
    assert!(c.respawn.is_some());
    for _ in 0..0x60 {
        w.step(Buttons::NONE);
        let b = bridges_at(&w, x);
        assert!(b.len() == 1 && !b[0].1.stood_on && !w.player.air, "standing on it starts nothing");
    }
    assert_eq!(w.objects.game.switches[1], 0);
    let mut set = None;
    for frame in 0..120 {
        w.step(Buttons::RIGHT);
        if w.objects.game.switches[1] != 0 {
            set = Some(frame);
            break;
        }
    }
    set.expect("the Blastoid destroyed");
    let (c, s) = bridges_at(&w, x)[0].clone();
    assert!(s.stood_on && c.respawn.is_none(), "counted the same frame, its respawn entry dropped");
    for _ in 0..collapsing_bridge::TRIGGERED_DELAY {
        w.step(Buttons::NONE);
        assert_eq!(bridges_at(&w, x).len(), 1);
    }
    w.step(Buttons::NONE);
    let pieces = bridges_at(&w, x);
    assert_eq!(pieces.len(), 0x10, "frame 2's pieces");
    assert!(w.player.pixel_x() < x, "stopped left of its centre: {:#x}", w.player.pixel_x());
    assert!(pieces.iter().all(|(c, _)| c.mapping_frame == 2));
    let waits: Vec<u8> = pieces.iter().map(|(_, s)| s.delay).collect();
    let mut expected = collapsing_bridge::HCZ_WAITS_16_MIRRORED.to_vec();
    for w in &mut expected[1..] {
        *w -= 1;
    }
    assert_eq!(waits, expected);
    let mut frames = 0;
    while !w.player.air {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames <= 0x20, "never let go");
    }
    // (Under act 1's water: $10 of gravity a frame.)
    assert!(w.player.underwater);
    for _ in 0..0x40 {
        w.step(Buttons::NONE);
    }
    assert!(w.player.air && w.player.pixel_y() > y + 0x40, "he falls: {:#x}", w.player.pixel_y());
}

/// skdisasm's Hydrocity 1's x-flipped bridge $82 at ($13D0, $890) (flag 2; its Blastoid at ($13D0, $874)):
/// `Level_trigger_array` + 2 set by hand with Sonic standing $30 px right of its centre: the bridge counts it that
/// frame, collapses 9 frames later, not mirrored (he is right of it: frame 1, `byte_1E508`), its `status` bit 0
/// still the layout's flip — so `Check_CollapsePlayerRelease` counts his column from the right edge: column 1
/// (`byte_1E508`'s $1C), let go when the wait reaches $20 − $1C = 4, $1C frames after the collapse (column 7's
/// 4 frames unflipped).
#[test]
fn skdisasm_hydrocity_1_flipped_bridge_lets_go_by_its_flipped_columns() {
    let Some(level) = skdisasm_hydrocity_1() else { return };
    let (x, y) = (0x13D0, 0x890);
    let mut w = landed_on_bridge(&level, x + 0x30, y - 0x40);
    let (c, s) = bridges_at(&w, x)[0].clone();
    assert_eq!((c.x_flip, c.status & 1, s.trigger, c.routine), (true, 1, 2, collapsing_bridge::ROUTINE_TRIGGERED));
    for _ in 0..0x20 {
        w.step(Buttons::NONE);
    }
    assert!(!bridges_at(&w, x)[0].1.stood_on && !w.player.air);
    w.objects.game.switches[2] = 0xFF;
    w.step(Buttons::NONE);
    assert!(bridges_at(&w, x)[0].1.stood_on);
    for _ in 0..=collapsing_bridge::TRIGGERED_DELAY {
        w.step(Buttons::NONE);
    }
    let pieces = bridges_at(&w, x);
    assert_eq!(pieces.len(), 0x10);
    assert_eq!(w.player.pixel_x(), x + 0x30);
    let (c, s) = &pieces[0];
    assert_eq!((c.mapping_frame, c.status & 1, s.delay), (1, 1, 0x20));
    for frame in 0..0x1C {
        assert!(!w.player.air, "frame {frame}");
        w.step(Buttons::NONE);
    }
    assert!(w.player.air, "let go at 4");
}
