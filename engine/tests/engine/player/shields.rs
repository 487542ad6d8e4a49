//! The S3K shields in a running world: the elemental monitors, the hazard reactions (skdisasm `s3.asm`
//! `Touch_ChkHurt`: an object's `shield_reaction` against the shield's element, projectiles bounced away) and the
//! lightning shield's magnetised rings on the level's real rings (the SPG text
//! `../shared/seeds/000_8b7d5507bec9bb3b.txt` "Elemental Shields", "Ring Magnetization"; `Test_Ring_Collisions`,
//! `Obj_Attracted_Ring`, `AttractedRing_Move`).

use crate::support;
use engine::objects::s2::buzzer::{Buzzer, Role, SHOT_COLLISION};
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::player::moves::{DEFLECT_SPEED, Element, MagnetRing, ShieldOutcome, reaction};
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::object::{MonitorContents, ObjectKind, ObjectPlacement};
use formats::{Level, ProfileId};

const FLOOR: i32 = 640;
const STAND_Y: i32 = FLOOR - 20;

fn level(profile: ProfileId, objects: &[(ObjectKind, i32, i32)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = profile;
    for (kind, x, y) in objects {
        level.objects.push(ObjectPlacement { kind: kind.clone(), x: *x, y: *y, ..Default::default() });
    }
    level
}

/// Sonic curled in the air, falling at `y_speed`.
fn curled(x: i32, y: i32, y_speed: i16) -> Player {
    let mut p = Player::standing(Character::Sonic, x, y);
    p.air = true;
    p.pose = Pose::Roll;
    p.rolling = true;
    (p.width_radius, p.height_radius) = (7, 14);
    p.y_speed = y_speed;
    p
}

/// Breaks a monitor holding `contents` under `profile` and lets its icon give the power-up.
fn break_monitor(profile: ProfileId, contents: MonitorContents) -> World {
    let monitor = (ObjectKind::Monitor { contents }, 200, FLOOR - 16);
    let mut w = World::with_player(&level(profile, &[monitor]), Player::standing(Character::Sonic, 40, STAND_Y));
    w.step(Buttons::NONE);
    w.player = curled(200, 596, 0x200);
    for _ in 0..40 {
        w.step(Buttons::NONE);
    }
    w
}

/// "Elemental Shields": the monitors give the fire, lightning and bubble shields where the profile has them.
#[test]
fn elemental_monitors_give_their_shield_in_s3k() {
    for (contents, element) in [
        (MonitorContents::FireShield, Element::Fire),
        (MonitorContents::LightningShield, Element::Lightning),
        (MonitorContents::WaterShield, Element::Bubble),
    ] {
        for profile in [ProfileId::S3K, ProfileId::Mania] {
            let w = break_monitor(profile, contents);
            assert!(w.player.shield, "{contents:?} {profile:?}");
            assert_eq!(w.player.element, element, "{contents:?} {profile:?}");
        }
    }
}

/// A profile without elemental shields (Sonic 2) gives the basic shield instead.
#[test]
fn elemental_monitors_give_the_basic_shield_in_sonic_2() {
    let w = break_monitor(ProfileId::S2, MonitorContents::FireShield);
    assert!(w.player.shield);
    assert_eq!(w.player.element, Element::None);
}

fn shielded(element: Element) -> Player {
    let mut p = Player::standing(Character::Sonic, 200, STAND_Y);
    p.give_elemental_shield(element);
    p
}

/// `Touch_ChkHurt`: the shield whose element the object has makes it harmless (fire: no fire damage,
/// lightning: no electric damage, bubble: no water damage).
#[test]
fn each_element_is_immune_to_its_own_hazard_only() {
    let hazards = [reaction::FIRE, reaction::LIGHTNING, reaction::BUBBLE];
    for (element, own) in [(Element::Fire, 0), (Element::Lightning, 1), (Element::Bubble, 2)] {
        let p = shielded(element);
        for (i, hazard) in hazards.iter().enumerate() {
            let expected = if i == own { ShieldOutcome::Immune } else { ShieldOutcome::Hurt };
            assert_eq!(p.shield_outcome(*hazard), expected, "{element:?} against {hazard:#x}");
        }
    }
    let basic = {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        p.give_shield();
        p
    };
    assert_eq!(basic.shield_outcome(reaction::FIRE), ShieldOutcome::Hurt);
    assert_eq!(Player::standing(Character::Sonic, 0, 0).shield_outcome(reaction::FIRE), ShieldOutcome::Hurt);
}

/// "All shields: projectile deflection": any shield, and without one the insta-shield's attack, Tails' flight
/// and Knuckles' glide (`double_jump_flag` 1; SPG "Gliding Attack": "just like the Shields do").
#[test]
fn shields_and_jump_moves_deflect_projectiles() {
    for element in [Element::None, Element::Fire, Element::Lightning, Element::Bubble] {
        assert_eq!(shielded(element).shield_outcome(reaction::BOUNCE), ShieldOutcome::Deflect, "{element:?}");
    }
    let bare = Player::standing(Character::Sonic, 0, 0);
    assert_eq!(bare.shield_outcome(reaction::BOUNCE), ShieldOutcome::Hurt);
    let mut insta = bare.clone();
    insta.ability = engine::player::Ability::InstaShield { frames: 5 };
    assert_eq!(insta.shield_outcome(reaction::BOUNCE), ShieldOutcome::Deflect);
    let mut gliding = Player::standing(Character::Knuckles, 0, 0);
    gliding.ability = engine::player::Ability::Glide { turn: 0, speed: 0x400, left: false };
    assert_eq!(gliding.shield_outcome(reaction::BOUNCE), ShieldOutcome::Deflect);
    // Invincible without a shield: not deflected, and the hurt check spares him.
    let mut invincible = bare.clone();
    invincible.give_invincibility();
    assert_eq!(invincible.shield_outcome(reaction::BOUNCE), ShieldOutcome::Hurt);
}

/// A Buzzer's shot touching a shielded Sonic flies away from him at 8 px/frame and can no longer hurt
/// (`muls.w #-$800` of the angle from it to him; `collision_flags` cleared); he keeps shield and rings.
#[test]
fn a_shot_bounces_off_the_shield_at_8_away_from_him() {
    for (profile, deflects) in [(ProfileId::S3K, true), (ProfileId::S2, false)] {
        let mut p = Player::standing(Character::Sonic, 300, STAND_Y);
        p.give_shield();
        let mut w = World::with_player(&level(profile, &[]), p);
        w.objects.game.rings = 5;
        // The shot straight right of him, at his height: the angle from it to him is 0x80 (left).
        let mut shot = Common::new(id::BUZZER, 0, 310, STAND_Y, false, false);
        shot.routine = 6;
        shot.collision_flags = SHOT_COLLISION;
        shot.x_vel = -0x180;
        let obj = Obj { common: shot, state: State::Buzzer(Buzzer { role: Role::Shot, ..Default::default() }) };
        let slot = w.objects.slots.allocate(obj, 0, None).expect("a free slot");
        w.step(Buttons::NONE);
        let c = &w.objects.slots.get(slot).expect("the shot").common;
        if deflects {
            assert_eq!((c.x_vel, c.y_vel), (-(DEFLECT_SPEED as i16), 0), "away to the right at 8");
            assert_eq!(c.collision_flags, 0);
            assert!(w.player.shield);
            assert_eq!(w.rings(), 5);
        } else {
            assert!(!w.player.shield, "Sonic 2: the shot takes the shield");
        }
    }
}

// ---- Ring magnetism ----

/// A world with Sonic standing at x 300 with the lightning shield and one placed ring at (x, y).
fn magnet_world(ring: (i32, i32)) -> World {
    let mut p = Player::standing(Character::Sonic, 300, STAND_Y);
    p.give_elemental_shield(Element::Lightning);
    World::with_player(&level(ProfileId::S3K, &[(ObjectKind::Ring, ring.0, ring.1)]), p)
}

/// "Ring Magnetization": a ring inside the 128 × 128 box comes loose and accelerates towards him — on x by
/// turn_speed 0.75 (0xC0) from rest when he is on its left, on y by follow_speed 0.1875 (0x30) from rest when
/// he is below it (a speed of 0 counts as moving right/down in `AttractedRing_Move`).
#[test]
fn a_ring_in_the_box_is_pulled_at_the_seeds_rates() {
    let mut w = magnet_world((360, 570));
    w.step(Buttons::NONE);
    assert_eq!(w.objects.rings.attracted.len(), 1);
    assert!(!w.objects.rings.visible(0), "no longer in its place");
    // Made during his touch check, it runs with the objects the same frame (a slot after his).
    let m = w.objects.rings.attracted[0].motion;
    assert_eq!((m.x_speed, m.y_speed), (-0xC0, 0x30));
    assert_eq!((m.x, m.y), ((360 << 8) - 0xC0, (570 << 8) + 0x30));
    w.step(Buttons::NONE);
    let m = w.objects.rings.attracted[0].motion;
    assert_eq!((m.x_speed, m.y_speed), (-0xC0 - 0x30, 0x60), "then follow_speed while moving towards him");
}

/// The same ring's whole path, frame by frame, against the seed's rules written out here; it is collected
/// (one ring) when it reaches him.
#[test]
fn a_magnetised_ring_reaches_him_and_counts_one_ring() {
    let mut w = magnet_world((360, 570));
    let mut expect = MagnetRing { x: 360 << 8, y: 570 << 8, x_speed: 0, y_speed: 0 };
    let mut frames = 0;
    while w.rings() == 0 {
        w.step(Buttons::NONE);
        let before = w.player.clone();
        frames += 1;
        assert!(frames < 120, "collected within two seconds");
        if w.rings() == 0 {
            let sx = (before.pixel_x() - (expect.x >> 8)).signum();
            let sy = (before.pixel_y() - (expect.y >> 8)).signum();
            let rate = |speed: i16, s: i32| -> i16 {
                let towards = if s >= 0 { speed >= 0 } else { speed < 0 };
                let a = if towards { 0x30 } else { 0xC0 };
                if s >= 0 { a } else { -a }
            };
            expect.x_speed += rate(expect.x_speed, sx);
            expect.y_speed += rate(expect.y_speed, sy);
            expect.x += i32::from(expect.x_speed);
            expect.y += i32::from(expect.y_speed);
            assert_eq!(w.objects.rings.attracted[0].motion, expect, "frame {frames}");
        }
    }
    assert_eq!(w.rings(), 1);
    assert!(w.objects.rings.attracted.is_empty());
}

#[test]
fn rings_outside_the_box_or_without_the_shield_stay() {
    let mut w = magnet_world((371, 570));
    w.step(Buttons::NONE);
    assert!(w.objects.rings.attracted.is_empty(), "71 px away: outside");
    assert!(w.objects.rings.visible(0));
    let mut w = magnet_world((360, 570));
    w.player.element = Element::Fire;
    w.step(Buttons::NONE);
    assert!(w.objects.rings.attracted.is_empty());
}

/// Losing the shield turns the magnetised rings into bouncing rings (skdisasm `Obj_Attracted_Ring`: after
/// `AttractedRing_Move`, `Obj_Bouncing_Ring` routine 2 with its position and speeds); from the next frame they
/// fall as spilled rings (gravity $18).
#[test]
fn losing_the_shield_turns_the_rings_into_bouncing_rings() {
    let mut w = magnet_world((360, 570));
    w.step(Buttons::NONE);
    w.player.shield = false;
    w.step(Buttons::NONE);
    assert!(w.objects.rings.attracted.is_empty());
    let lost = |w: &World| {
        let found = w.objects.slots.iter().filter(|(_, o)| matches!(o.state, State::LostRings(_)));
        found.map(|(_, o)| (o.common.x, o.common.y, o.common.x_vel, o.common.y_vel)).collect::<Vec<_>>()
    };
    let (x, y) = ((360 << 8) - 0xC0 - 0xF0, (570 << 8) + 0x30 + 0x60);
    assert_eq!(lost(&w), vec![(x, y, -0xF0, 0x60)], "moved once more, then released");
    w.step(Buttons::NONE);
    assert_eq!(lost(&w), vec![(x - 0xF0, y + 0x60, -0xF0, 0x60 + 0x18)]);
    assert_eq!(w.rings(), 0);
}

#[test]
fn magnetised_rings_are_part_of_snapshots() {
    let mut w = magnet_world((360, 570));
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    let snap = w.snapshot();
    let run = |w: &mut World| {
        (0..30)
            .map(|_| {
                w.step(Buttons::LEFT);
                (w.objects.rings.attracted.clone(), w.rings())
            })
            .collect::<Vec<_>>()
    };
    let first = run(&mut w);
    w.restore(&snap);
    assert_eq!(run(&mut w), first);
}
