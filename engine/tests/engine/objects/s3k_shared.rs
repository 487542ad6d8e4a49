//! Sonic 3's objects shared by its zones (skdisasm s3.asm: `Obj_StillSprite`, `Obj_AnimatedStillSprite`, …) in
//! running worlds, against their routines' integers.

use crate::support;
use engine::objects::runtime::object::{Common, State};
use engine::objects::s3k::kinds::Sonic3k;
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::level::{LevelSource, SourceFormat};
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

/// A flat S3K level of SonLVL section `section` (`cols` chunks wide, 16 high, the floor's top at y $600) with
/// the placements `objects` (S3K id, subtype, x, y, x flip, y flip).
fn level(section: &str, cols: usize, objects: &[(u8, u8, i32, i32, bool, bool)]) -> Level {
    let mut level = support::solid_rows(cols, 16, 12..16);
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, format!("Sonic 3\\{section}")));
    for &(id, subtype, x, y, x_flip, y_flip) in objects {
        let kind = ObjectKind::Other { id, subtype };
        level.objects.push(ObjectPlacement { kind, x, y, x_flip, y_flip, s2: None });
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

/// `Obj_StillSprite` $2F subtype 4 (Angel Island 2's waterfall strip, 8 × $20) and `Obj_AnimatedStillSprite`
/// $30 subtype 1 (frames 5–8, 4 frames each) placed near the player load and stay; the still one shows frame 4,
/// the animated one steps its script; one placed $800 px off (out of range) never loads.
#[test]
fn still_sprites_load_animate_and_stay_out_of_range_unloaded() {
    let objects = [
        (0x2F, 4, 0x300, 0x580, false, false),
        (0x30, 1, 0x340, 0x580, false, false),
        (0x30, 0, 0x1000, 0x580, false, false),
    ];
    let level = level("Angel Island Zone Act 2", 40, &objects);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x200, 0x5EC));
    let mut frames = Vec::new();
    for _ in 0..12 {
        w.step(Buttons::NONE);
        let animated = s3k_objects(&w, |k| matches!(k, Sonic3k::AnimatedStillSprite(_)).then_some(()));
        assert_eq!(animated.len(), 1, "the far one never loads");
        frames.push(animated[0].0.mapping_frame);
    }
    let still = s3k_objects(&w, |k| matches!(k, Sonic3k::StillSprite(_)).then_some(()));
    assert_eq!(still.len(), 1);
    let c = &still[0].0;
    assert_eq!((c.mapping_frame, c.width_pixels, c.y_radius), (4, 8, 0x20));
    // A new frame every 4th run: the runs' phase depends on the frame it loaded on.
    assert!(frames.windows(2).all(|p| p[1] == p[0] || p[1] == p[0] + 1 || (p[0], p[1]) == (8, 5)));
    assert!(frames.iter().all(|f| (5..=8).contains(f)));
    assert!(frames.contains(&6) && frames.contains(&7), "it animates: {frames:?}");
}

/// `Obj_InvisibleHurtBlockHorizontal` $6A, subtype $31 ($20 by $10), unflipped, at ($300, $5F0) on the floor:
/// Sonic dropped onto it lands (`SolidObjectFull2`) and is hurt standing there (`sub_228EC`: his y steps back
/// by his Y Speed, 0 on landing; `HurtCharacter`: knocked back up at −$400).
#[test]
fn the_hurt_block_hurts_a_player_on_its_top() {
    use engine::player::Routine;
    let level = level("Hydrocity Zone Act 1", 12, &[(0x6A, 0x31, 0x300, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5A0));
    w.player.air = true;
    w.objects.game.rings = 5;
    let mut frames = 0;
    while w.player.routine != Routine::Hurt {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 40, "never hurt");
    }
    assert_eq!(w.player.y_speed, -0x400);
    assert_eq!(w.objects.game.rings, 0, "scattered");
}

/// `Obj_InvisibleHurtBlockVertical` $6B, subtype $13 ($10 by $20), x-flipped (its sides kill) at ($300, $5E0):
/// Sonic running right into it is pushed out at its side (`d6` bit 16) and killed (`Kill_Character`: Y Speed
/// −$700); unflipped, running into its side only stops him, and only standing on it kills.
#[test]
fn the_death_block_kills_at_its_flipped_side() {
    use engine::player::Routine;
    for (x_flip, dies) in [(true, true), (false, false)] {
        let level = level("Hydrocity Zone Act 2", 12, &[(0x6B, 0x13, 0x300, 0x5E0, x_flip, false)]);
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x2C0, 0x5EC));
        for _ in 0..60 {
            w.step(Buttons::RIGHT);
            if w.player.routine == Routine::Dead {
                break;
            }
        }
        assert_eq!(w.player.routine == Routine::Dead, dies, "x flip {x_flip}");
        if dies {
            assert_eq!(w.player.x_speed, 0);
            assert!(w.player.y_speed < 0, "thrown up");
        } else {
            assert!(w.player.pixel_x() < 0x300 - 0x10, "stopped at its side");
        }
    }
}

/// `Obj_AutoSpin` $26, subtype $80 (an upright line reaching $20 above and below), at ($300, $5E0): Sonic
/// running right across it is curled and sent at Ground Speed $580 (`sub_1C518`), and with `spin_dash_flag`
/// $81 he keeps it on the flat — no friction (`Sonic_RollSpeed`: `bmi.w loc_12636`) — nor can he jump. Placed
/// with subtype 0 (Hydrocity 1's), the roll slows by friction (6 a frame) — and stopped would roll on at $400 (`loc_12624`).
#[test]
fn the_auto_spin_line_curls_the_player_crossing_it() {
    for (subtype, unbraked) in [(0x80, true), (0, false)] {
        let level = level("Angel Island Zone Act 2", 40, &[(0x26, subtype, 0x300, 0x5E0, false, false)]);
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x2C0, 0x5EC));
        w.player.ground_speed = 0x300;
        let mut frames = 0;
        while !w.player.rolling {
            w.step(Buttons::RIGHT);
            frames += 1;
            assert!(frames < 40, "never curled");
        }
        assert!(w.player.pixel_x() >= 0x300);
        assert_eq!((w.player.pinball, w.player.pinball_unbraked), (true, unbraked));
        assert_eq!(w.player.ground_speed, 0x580);
        for i in 0..120 {
            w.step(if i % 2 == 0 { Buttons::JUMP } else { Buttons::NONE });
            assert!(w.player.rolling && !w.player.air, "no jump, no uncurl");
        }
        if unbraked {
            assert_eq!(w.player.ground_speed, 0x580, "no friction");
        } else {
            // Half the acceleration ($C >> 1) a frame.
            assert_eq!(w.player.ground_speed, 0x580 - 120 * 6);
        }
    }
}

/// The cork floors of a level: (pieces, whole ones).
fn cork(w: &World) -> (usize, usize) {
    let floors = s3k_objects(w, |k| match k {
        Sonic3k::CorkFloor(s) => Some(s.piece),
        _ => None,
    });
    (floors.iter().filter(|f| f.1).count(), floors.iter().filter(|f| !f.1).count())
}

/// `Obj_CorkFloor` $2A subtype 1 (Angel Island 1's at ($28C0, $47C)), here at ($300, $5D8) on the floor:
/// Sonic landing on it curled bounces off (`sub_297CE`: Y Speed −$300, in the air, curled) and it breaks into
/// 12 pieces; landing uncurled, he only stands on it.
#[test]
fn the_cork_floor_breaks_under_a_curled_player() {
    for curled in [true, false] {
        let level = level("Angel Island Zone Act 1", 12, &[(0x2A, 1, 0x300, 0x5D8, false, false)]);
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x560));
        w.player.air = true;
        if curled {
            w.player.rolling = true;
            w.player.pose = engine::player::Pose::Roll;
            (w.player.width_radius, w.player.height_radius) = (7, 0xE);
        }
        let mut frames = 0;
        while cork(&w).0 == 0 && frames < 40 {
            w.step(Buttons::NONE);
            frames += 1;
        }
        if curled {
            assert_eq!(cork(&w), (12, 0), "broken into 12 pieces");
            assert!(w.player.air && w.player.rolling);
            assert_eq!(w.player.y_speed, -0x300, "bounced on the frame it broke");
        } else {
            assert_eq!(cork(&w), (0, 1));
            assert!(!w.player.air, "standing on it");
            assert_eq!(w.player.pixel_y(), 0x5D8 - 0x29 - 0x13, "`MvSonicOnPtfm`: d3 $29, y radius $13");
        }
    }
}

/// `Obj_CorkFloor` $2A subtype 0 at ($300, $560), its bottom ($588) within a jump's reach: Sonic jumping up into it is
/// pushed out below, gets his Y Speed back (`loc_29890`) and goes on up as it breaks into its 12 pieces, which
/// fall under $18 gravity (`loc_29838`).
#[test]
fn the_cork_floor_subtype_0_breaks_from_below() {
    let level = level("Angel Island Zone Act 1", 12, &[(0x2A, 0, 0x300, 0x560, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    w.step(Buttons::NONE);
    w.step(Buttons::JUMP);
    let mut frames = 0;
    while cork(&w).0 == 0 {
        w.step(Buttons::JUMP);
        frames += 1;
        assert!(frames < 40, "never hit it");
    }
    assert_eq!(cork(&w), (12, 0));
    assert!(w.player.y_speed < 0, "still going up: {:#x}", w.player.y_speed);
    let y = w.player.pixel_y();
    w.step(Buttons::JUMP);
    assert!(w.player.pixel_y() < y);
}

/// `Obj_HiddenMonitor` $80 at ($300, $5F0): it loads as the monitor's body (frame 0, $E × $10) and, never on
/// `Collision_response_list` while hidden, a curled Sonic falling through it is not bounced (as a monitor's
/// `Touch_Monitor` would): he lands on the floor behind it and it stays.
#[test]
fn a_hidden_monitor_touches_nobody() {
    let level = level("Hydrocity Zone Act 1", 12, &[(0x80, 3, 0x300, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x580));
    w.player.air = true;
    w.player.rolling = true;
    w.player.pose = engine::player::Pose::Roll;
    (w.player.width_radius, w.player.height_radius) = (7, 0xE);
    for _ in 0..60 {
        w.step(Buttons::NONE);
        assert!(w.player.y_speed >= 0 || !w.player.air, "never bounced");
    }
    assert!(!w.player.air, "on the floor: {:#x} {:#x}", w.player.pixel_y(), w.player.y_speed);
    let m = s3k_objects(&w, |k| matches!(k, Sonic3k::HiddenMonitor(_)).then_some(()));
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].0.mapping_frame, m[0].0.width_pixels, m[0].0.y_radius, m[0].0.anim), (0, 0xE, 0x10, 3));
    assert_eq!(m[0].0.collision_flags, 0);
}

/// `Obj_Bubbler` $54 subtype $80 (Hydrocity's: a maker whose first set holds a big bubble) under the floor at
/// ($300, $640), the water at $500: its bubbles rise through the floor; the big one, breathable from frame 6 of
/// its growth, reaches Sonic standing over it and he breathes it in (`sub_2E2C8`: air back to 30, the breathing
/// pose, controls locked 35 frames) and it bursts (script 6, frames 7–8).
#[test]
fn the_bubbler_makes_a_big_bubble_the_player_breathes() {
    let mut level = level("Hydrocity Zone Act 1", 12, &[(0x54, 0x80, 0x300, 0x640, false, false)]);
    level.water_height = Some(0x500);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    let mut made = 0;
    let mut breathed = None;
    for frame in 0..900 {
        w.player.breath.air = 12;
        w.step(Buttons::NONE);
        let bubbles = s3k_objects(&w, |k| match k {
            Sonic3k::Bubbler(s) => Some(s.clone()),
            _ => None,
        });
        made = made.max(bubbles.len() - 1);
        if w.player.breath.air == 30 {
            breathed = Some(frame);
            assert_eq!(w.player.control_lock, 35);
            assert!(
                bubbles.iter().any(|(c, s)| s.breathable && c.anim == 6 && c.routine == 6),
                "the big bubble bursts"
            );
            break;
        }
    }
    assert!(made > 0, "bubbles made");
    assert!(breathed.is_some(), "never breathed");
}

/// `Obj_TwistedRamp` $0E at ($300, $5E0): Sonic running right at $600 on the ground into x $2F0 is thrown up
/// (`sub_23CA2`: Y Speed −$700, X Speed + $400, in the air, Ground Speed 1); at $3F0 (slowing) he runs through it.
#[test]
fn the_twisted_ramp_launches_a_fast_player() {
    for (speed, launched) in [(0x600, true), (0x3F0, false)] {
        let level = level("Angel Island Zone Act 2", 16, &[(0x0E, 0, 0x300, 0x5E0, false, false)]);
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x2C0, 0x5EC));
        w.player.ground_speed = speed;
        w.player.x_speed = speed;
        let mut thrown = None;
        for _ in 0..30 {
            w.step(Buttons::NONE);
            if w.player.air {
                thrown = Some((w.player.pixel_x(), w.player.x_speed, w.player.ground_speed));
                break;
            }
        }
        match thrown {
            Some((x, x_speed, ground)) => {
                assert!(launched);
                assert!((0x2F0..0x310).contains(&x), "{x:#x}");
                assert!(x_speed > 0x600 + 0x400 - 0x100, "boosted: {x_speed:#x}");
                assert_eq!(ground, 1);
                assert!(w.player.y_speed <= -0x700 + 0x38);
            }
            None => assert!(!launched && w.player.pixel_x() > 0x310),
        }
    }
}

/// `Obj_SSEntryRing` $85 subtype 1 at ($300, $5D0) with Sonic standing in it: once seen it forms (frames 0–7,
/// 41 runs) and then takes him (`SSEntryRing_Main`): held (`object_control` $53) and hidden, the flash made;
/// the flash lets the ring go at its fourth step and, $20 frames after its script, sends the game to the
/// special stage ([`BigRing::Entered`]) with the ring's bit set in `Collected_special_ring_array`. With the 7
/// emeralds it gives 50 rings instead and goes.
#[test]
fn the_special_stage_ring_forms_and_takes_the_player() {
    use engine::objects::s1::giant_ring::BigRing;
    let level = level("Angel Island Zone Act 1", 12, &[(0x85, 1, 0x300, 0x5D0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    let mut taken = None;
    for frame in 0..200 {
        w.step(Buttons::NONE);
        if taken.is_none() && w.big_ring() == BigRing::Taken {
            taken = Some(frame);
            assert_eq!(w.player.object_control, 0x53);
            assert!(!w.player_visible());
        }
        if w.big_ring() == BigRing::Entered {
            break;
        }
    }
    let taken = taken.expect("never taken");
    assert!((41..45).contains(&taken), "formed first: {taken}");
    assert_eq!(w.big_ring(), BigRing::Entered);
    assert_eq!(w.objects.game.special_rings, 1 << 1);
    assert!(s3k_objects(&w, |k| matches!(k, Sonic3k::SsEntryRing(_)).then_some(())).is_empty(), "the ring went");

    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    w.set_emeralds(7);
    for _ in 0..60 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.rings, 50);
    assert_eq!(w.big_ring(), BigRing::None);
    assert_eq!(w.player.object_control, 0);
    assert!(s3k_objects(&w, |k| matches!(k, Sonic3k::SsEntryRing(_)).then_some(())).is_empty());
}

/// The end sign (`Obj_EndSign`, as `Obj_EndSignControlDoSign` makes it) at x $300 over a hidden monitor
/// (`Obj_HiddenMonitor` $80 at ($300, $5F0), in the floor): it starts $20 px above the screen, falls with
/// gravity $C and lands on the floor (y $5FF − $1E); the monitor under it takes the landing (`word_52392`)
/// and jumps out as a monitor (y speed −$500, then on the floor), the sign bounces (−$200) and lands again,
/// spins $40 frames and shows Sonic's face (frame 0); Sonic standing, he takes his ending pose and the
/// results count the time and ring bonuses into the score.
#[test]
fn the_end_sign_lands_reveals_a_hidden_monitor_and_ends_the_act() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::end_sign::{EndSign, Phase};
    let level = level("Hydrocity Zone Act 1", 12, &[(0x80, 3, 0x300, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x260, 0x5EC));
    w.objects.game.rings = 12;
    w.step(Buttons::NONE);
    let camera_y = w.camera.y;
    let common = Common::new(engine::objects::s3k::id::SONIC3K, 0, 0x300, 0, false, false);
    w.objects.slots.allocate(Obj { common, state: EndSign::default().into() }, 0, None);
    let sign = |w: &World| s3k_objects(w, |k| if let Sonic3k::EndSign(s) = k { Some(s.clone()) } else { None });
    w.step(Buttons::NONE);
    assert_eq!(sign(&w)[0].0.pixel_y(), camera_y - 0x20, "placed above the screen");
    let (mut landings, mut monitor_y, mut frames) = (Vec::new(), Vec::new(), 0);
    let mut was_landed = false;
    while sign(&w)[0].1.phase != Phase::After {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 600, "the sign never finished");
        let (c, s) = sign(&w)[0].clone();
        if s.landed && !was_landed {
            landings.push(c.pixel_y());
        }
        was_landed = s.landed;
        if let Some((_, o)) = w.objects.slots.iter().find(|(_, o)| matches!(o.state, State::Monitor(_))) {
            monitor_y.push((o.common.pixel_y(), o.common.y_vel));
        }
    }
    assert_eq!(landings, vec![0x5FF - 0x1E, 0x5FF - 0x1E], "it lands, is bounced by the monitor, lands again");
    assert!(s3k_objects(&w, |k| matches!(k, Sonic3k::HiddenMonitor(_)).then_some(())).is_empty());
    assert_eq!(monitor_y.first().map(|m| m.1), Some(-0x500), "the monitor jumps out");
    let top = monitor_y.iter().map(|m| m.0).min().unwrap_or(0);
    assert!(top < 0x5F0 - 0x30, "it rises out of the ground: {top:#x}");
    assert_eq!(monitor_y.last().map(|m| (m.0, m.1)), Some((0x5FF - 0xF, 0)), "and lands on the floor");
    assert_eq!(sign(&w)[0].0.mapping_frame, 0, "Sonic's face");
    assert_eq!((w.player.object_control, w.player.x_speed), (0x81, 0), "his ending pose");
    let score = w.objects.game.score;
    for _ in 0..(360 + 600) {
        w.step(Buttons::NONE);
    }
    // Under 30 seconds: 5000; 12 rings: 120 (the counters are tens of points, as `HUD_AddToScore`'s).
    assert_eq!(w.objects.game.score - score, (5000 + 120) * 10);
    assert!(w.objects.game.act_clear);
}

/// A landed end sign $40 px right of a hidden monitor leaves it hidden for good (`loc_52352`).
#[test]
fn an_end_sign_elsewhere_leaves_the_monitor_hidden() {
    use engine::objects::runtime::object::Obj;
    use engine::objects::s3k::end_sign::EndSign;
    let level = level("Hydrocity Zone Act 1", 12, &[(0x80, 3, 0x300, 0x5F0, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x260, 0x5EC));
    w.step(Buttons::NONE);
    let common = Common::new(engine::objects::s3k::id::SONIC3K, 0, 0x340, 0, false, false);
    w.objects.slots.allocate(Obj { common, state: EndSign::default().into() }, 0, None);
    for _ in 0..200 {
        w.step(Buttons::NONE);
    }
    let hidden = s3k_objects(&w, |k| if let Sonic3k::HiddenMonitor(h) = k { Some(h.given_up) } else { None });
    assert_eq!(hidden.len(), 1);
    assert!(hidden[0].1, "given up");
    assert!(!w.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Monitor(_))));
}

/// A breakable wall of `zone`'s act (`section`) standing on a flat floor at x $160, its box `height` px above the
/// floor, and Sonic from x $100 at `speed` — rolling, or running with Right held — for up to 40 frames, until it
/// breaks: his X Speed and x then, and the pieces' speeds (none if it stood).
pub(super) fn sonic_against_a_breakable_wall(
    section: &str,
    wall: engine::objects::s3k::breakable_wall::BreakableWall,
    height: i32,
    speed: i16,
    roll: bool,
) -> (i16, i32, Vec<(i16, i16)>) {
    use engine::objects::runtime::object::Obj;
    use engine::player::Pose;
    let mut level = support::flat_level(8);
    level.profile = ProfileId::S3K;
    level.source = Some(LevelSource::new(SourceFormat::SonLvlS3K, section));
    let mut world = World::with_player(&level, Player::standing(Character::Sonic, 0x100, 620));
    let common = Common::new(engine::objects::s3k::id::SONIC3K, 0, 0x160, 640 - height, false, false);
    world.objects.slots.allocate(Obj { common, state: wall.into() }, 0, None);
    let p = &mut world.player;
    if roll {
        p.pose = Pose::Roll;
        p.rolling = true;
        (p.height_radius, p.width_radius) = (0xE, 7);
        p.y += 5 << 8;
    }
    (p.x_speed, p.ground_speed) = (speed, speed);
    let mut pieces = Vec::new();
    for _ in 0..40 {
        world.step(if roll { Buttons::NONE } else { Buttons::RIGHT });
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
}

/// The egg capsule on the ground (`Obj_EggCapsule` $81 at ($300, $5E8), resting on the floor at $600, as Sonic
/// 3's Hydrocity 2 places one), with `_unkFAA8` set as its end boss leaves it: its button on top ($28 above,
/// `loc_54672`); Sonic falling onto it sinks it 8 px and presses it; the next frame the capsule opens (frame 1:
/// five pieces of its lid flung off at `Obj_VelocityIndex` 1–5, nine animals, the explosions); $40 frames on,
/// Sonic standing, he takes his ending pose and the results start (routine 6); the animals jump out one after
/// another and hop along the floor; the results count and clear `_unkFAA8`.
#[test]
fn the_egg_capsule_on_the_ground_opens_under_sonic_and_ends_the_act() {
    use engine::objects::s3k::egg_capsule::{self, Role};
    let level = level("Hydrocity Zone Act 2", 12, &[(0x81, 0, 0x300, 0x5E8, false, false)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x260, 0x5EC));
    w.objects.game.end_of_level = true;
    w.objects.game.rings = 3;
    w.step(Buttons::NONE);
    let capsule = |w: &World| s3k_objects(w, |k| if let Sonic3k::EggCapsule(s) = k { Some(s.clone()) } else { None });
    let parts = |w: &World, role: Role| {
        s3k_objects(w, |k| match k {
            Sonic3k::EggCapsulePart(p) if p.role == role => Some(p.clone()),
            _ => None,
        })
    };
    assert_eq!(capsule(&w).len(), 1, "loaded from the layout");
    assert_eq!((capsule(&w)[0].0.routine, capsule(&w)[0].0.mapping_frame), (2, 0));
    let button = parts(&w, Role::Button);
    assert_eq!(button.len(), 1);
    assert_eq!((button[0].0.pixel_x(), button[0].0.pixel_y()), (0x300, 0x5E8 - 0x28));
    // Sonic drops onto the button.
    w.player.x = 0x300 << 8;
    w.player.y = 0x560 << 8;
    w.player.air = true;
    let mut pressed = None;
    for frame in 0..60 {
        w.step(Buttons::NONE);
        if parts(&w, Role::Button).first().is_some_and(|(_, p)| p.active) {
            pressed = Some(frame);
            break;
        }
    }
    assert!(pressed.is_some(), "Sonic presses the button");
    assert_eq!(parts(&w, Role::Button)[0].0.pixel_y(), 0x5E8 - 0x28 + 8, "sunk 8 px");
    assert_eq!(capsule(&w)[0].0.routine, 2, "the body sees it the next frame");
    w.step(Buttons::NONE);
    let (c, s) = capsule(&w)[0].clone();
    assert_eq!((c.routine, c.mapping_frame, s.wait), (4, 1, egg_capsule::OPEN_WAIT));
    let pieces: Vec<(i16, i16, u8)> =
        parts(&w, Role::Piece).iter().map(|(c, _)| (c.x_vel, c.y_vel, c.mapping_frame)).collect();
    assert_eq!(
        pieces,
        [(0x100, -0x100, 2), (-0x200, -0x200, 3), (0x200, -0x200, 0xA), (-0x300, -0x200, 4), (0x300, -0x200, 0xB)]
    );
    let animals = parts(&w, Role::Animal);
    assert_eq!(animals.len(), 9);
    let first: Vec<(i32, i16, i16, i16)> =
        animals.iter().map(|(c, p)| (c.pixel_x() - 0x300, c.x_vel, c.y_vel, p.wait)).collect();
    assert_eq!(first[0], (0, 0x200, -0x380, 0), "(0, −4): at the middle, $200 right, `word_54A58`'s first");
    assert_eq!(first[1], (-8, -0x200, -0x300, 8));
    assert_eq!(first[8], (4, 0x200, -0x380, 0x40));
    let explosions = s3k_objects(&w, |k| match k {
        Sonic3k::BossExplosion(e) if !e.explosion => Some(()),
        _ => None,
    });
    assert_eq!(explosions.first().map(|(c, _)| c.subtype), Some(egg_capsule::EXPLOSIONS));
    // `sub_5484E`: $40 more frames, then (Sonic standing on the button) the results.
    for _ in 0..0x40 {
        w.step(Buttons::NONE);
        assert_eq!(capsule(&w)[0].0.routine, 4);
    }
    w.step(Buttons::NONE);
    assert_eq!(capsule(&w)[0].0.routine, egg_capsule::RESULTS_ROUTINE.0);
    assert_eq!((w.player.object_control, w.player.x_speed), (0x81, 0), "his ending pose");
    assert_eq!(s3k_objects(&w, |k| matches!(k, Sonic3k::LevelResults(_)).then_some(())).len(), 1);
    // The animals are out, hopping on the floor: each landing sends one up at its jump again.
    let mut hops = 0;
    let mut last = parts(&w, Role::Animal);
    for _ in 0..120 {
        w.step(Buttons::NONE);
        let now = parts(&w, Role::Animal);
        for ((_, a), (c, b)) in last.iter().zip(&now) {
            if a.active && b.active && c.y_vel == b.jump && c.pixel_y() <= 0x600 - 8 {
                hops += 1;
            }
        }
        last = now;
    }
    assert!(hops >= 9, "every animal hops: {hops}");
    assert!(w.objects.game.end_of_level);
    let score = w.objects.game.score;
    for _ in 0..(360 + 600) {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.score - score, (5000 + 30) * 10);
    assert!(w.objects.game.act_clear);
    assert!(!w.objects.game.end_of_level, "an act 2's results clear `_unkFAA8`");
}

/// The flying egg capsule (`Obj_EggCapsule` with `render_flags` bit 1, as Angel Island 2's end boss makes it;
/// here placed y-flipped) under a camera held at y $520, `_unkFAA8` set: it starts at camera x + $A0, $40 above
/// the screen (`loc_5452C`), its button $28 under it and two propellers on top, and sinks ¼ px a frame towards
/// camera y + $40, swinging (`Swing_Setup1`: y speed $C0 at first), 1 px a frame across. Sonic, following it,
/// jumps curled into its button from below: the button rises 8 into it, the capsule opens ($A), its nine
/// animals hang under it, then fly after Sonic; once he has landed and $40 frames have passed, his pose and the
/// results ($C); the results over (`_unkFAA8` clear), the animals fly off left 2 px a frame.
#[test]
fn sonic_jumps_into_the_flying_egg_capsules_button() {
    use engine::objects::s3k::egg_capsule::{self, Role};
    let mut level = level("Angel Island Zone Act 2", 24, &[(0x81, 0, 0x300, 0x500, false, true)]);
    level.bounds.bottom = 0x520 + 224;
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x300, 0x5EC));
    w.objects.game.end_of_level = true;
    w.step(Buttons::NONE);
    let capsule = |w: &World| s3k_objects(w, |k| if let Sonic3k::EggCapsule(s) = k { Some(s.clone()) } else { None });
    let parts = |w: &World, role: Role| {
        s3k_objects(w, |k| match k {
            Sonic3k::EggCapsulePart(p) if p.role == role => Some(p.clone()),
            _ => None,
        })
    };
    let (camera_x, camera_y) = (w.camera.x, w.camera.y);
    assert_eq!(camera_y, 0x520);
    let (c, s) = capsule(&w)[0].clone();
    assert_eq!((c.routine, c.y_vel, s.dir), (8, 0xC0, 1));
    assert_eq!((c.pixel_x(), c.pixel_y()), (camera_x + 0xA0, camera_y - 0x40));
    let button = parts(&w, Role::FlyingButton);
    assert_eq!(button.len(), 1);
    assert_eq!((button[0].0.pixel_x(), button[0].0.pixel_y()), (c.pixel_x(), c.pixel_y() + 0x28));
    let propellers: Vec<(i32, i32)> = parts(&w, Role::Propeller)
        .iter()
        .map(|(p, _)| (p.pixel_x() - c.pixel_x(), p.pixel_y() - c.pixel_y()))
        .collect();
    assert_eq!(propellers, [(-0x14, -0x24), (0x14, -0x24)]);
    // One frame on: 1 px right, ¼ px down plus the swing's $C0 − $10.
    let y = c.y;
    w.step(Buttons::NONE);
    let (c, _) = capsule(&w)[0].clone();
    assert_eq!(c.pixel_x(), camera_x + 0xA0 + 1);
    assert_eq!(c.y - y, 0x40 + 0xB0);
    // Sonic follows it; once it is low enough he jumps (curled) into the button.
    let mut opened = None;
    for frame in 0..1200 {
        let (c, _) = capsule(&w)[0].clone();
        if c.routine == 0xA {
            opened = Some(frame);
            break;
        }
        let d = c.pixel_x() - w.player.pixel_x();
        let mut buttons = support::towards(&w, c.pixel_x());
        if c.pixel_y() >= camera_y + 0x38 && (w.player.air || d.abs() < 8) {
            buttons = buttons.union(Buttons::JUMP);
        }
        w.step(buttons);
    }
    assert!(opened.is_some(), "the capsule opens");
    let (c, s) = capsule(&w)[0].clone();
    assert_eq!((c.mapping_frame, s.wait), (1, egg_capsule::OPEN_WAIT));
    let (b, p) = parts(&w, Role::FlyingButton)[0].clone();
    assert!(p.active);
    assert_eq!(b.pixel_y() - c.pixel_y(), 0x28 - 8, "pushed 8 into the body");
    let animals = parts(&w, Role::Animal);
    assert_eq!(animals.len(), 9);
    assert!(animals.iter().all(|(a, p)| p.flying && a.y_vel == 0));
    // They hang under it, then chase Sonic; he lands, and the results start.
    let mut results = None;
    for frame in 0..300 {
        w.step(Buttons::NONE);
        if capsule(&w)[0].0.routine == egg_capsule::RESULTS_ROUTINE.1 {
            results = Some(frame);
            break;
        }
    }
    assert!(results.is_some() && !w.player.air);
    assert_eq!(w.player.object_control, 0x81);
    assert_eq!(s3k_objects(&w, |k| matches!(k, Sonic3k::LevelResults(_)).then_some(())).len(), 1);
    let chasing = parts(&w, Role::Animal);
    assert!(chasing.iter().any(|(_, p)| p.active && !p.leaving), "flying after Sonic");
    for _ in 0..(360 + 600) {
        w.step(Buttons::NONE);
    }
    assert!(w.objects.game.act_clear && !w.objects.game.end_of_level);
    let leaving = parts(&w, Role::Animal);
    assert!(!leaving.is_empty() && leaving.iter().all(|(a, p)| p.leaving && a.x_flip), "off left");
    let before: Vec<i32> = leaving.iter().map(|(a, _)| a.pixel_x()).collect();
    w.step(Buttons::NONE);
    let after: Vec<i32> = parts(&w, Role::Animal).iter().map(|(a, _)| a.pixel_x()).collect();
    assert_eq!(after, before.iter().map(|x| x - 2).collect::<Vec<_>>());
}

/// Every object skdisasm's layouts place in Angel Island 1 (its intro section too) and 2 and Hydrocity 1 and 2
/// is a kind the runtime runs there (`s3k::implemented` by id, subtype and `Current_zone`): none holds its slot
/// doing nothing.
#[test]
fn every_placement_in_angel_island_and_hydrocity_runs() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K).expect("the S3K project");
    let mut inert = Vec::new();
    let mut counted = 0;
    for section in [
        "Sonic 3\\\\Angel Island Zone Act 1 Intro",
        "Sonic 3\\\\Angel Island Zone Act 1",
        "Sonic 3\\\\Angel Island Zone Act 2",
        "Sonic 3\\\\Hydrocity Zone Act 1",
        "Sonic 3\\\\Hydrocity Zone Act 2",
    ] {
        let level = formats::import::sonlvl::import(&ini, section).expect(section);
        let zone = engine::objects::s3k::zone(section);
        for o in &level.objects {
            let Some((id, subtype)) = o.kind.game_id() else { continue };
            counted += 1;
            if !engine::objects::s3k::implemented(id, subtype, zone) {
                inert.push(format!("{section}: ${id:02X} subtype ${subtype:02X} at (${:X}, ${:X})", o.x, o.y));
            }
        }
    }
    assert!(counted > 1400, "{counted} placements");
    assert_eq!(inert, Vec::<String>::new());
}
