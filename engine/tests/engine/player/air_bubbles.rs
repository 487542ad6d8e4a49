//! Air bubbles (s2disasm `Obj24`: the rising bubbles, the maker at `loc_1F9C0`, the breathing check at `loc_1FB0C`,
//! `ResumeMusic`): a level with its water surface at y 400 and flat ground from y 640.

use crate::support;
use engine::objects::s2::air_bubbles::{BREATHE_LOCK, RISE_SPEED, WOBBLE};
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::player::{Player, Pose};
use engine::world::SecondPlayer;
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;

const SURFACE: i32 = 400;

fn level() -> Level {
    level_at(SURFACE)
}

fn level_at(surface: i32) -> Level {
    let mut level = support::flat_level(10);
    level.water_height = Some(surface);
    level
}

fn place(w: &mut World, subtype: u8, x: i32, y: i32) -> usize {
    let obj = Obj::new(Common::new(id::AIR_BUBBLES, subtype, x, y, false, false));
    w.objects.slots.allocate(obj, 0, None).expect("a free slot")
}

fn bubble(w: &World, slot: usize) -> Option<&Obj> {
    w.objects.slots.get(slot).filter(|o| o.common.id == id::AIR_BUBBLES)
}

/// A big bubble rises at $88 a frame wobbling along `Obj0A_WobbleData`, grows for 60 frames (frames 2–6, 15
/// game frames each), and only then can be breathed: Sonic standing still 1–16 px below it breathes it in on
/// the first frame it is breathable — air 30, speeds 0, controls locked $23 frames, the breathing pose — and
/// it bursts.
#[test]
fn a_big_bubble_refills_the_air_stops_the_player_and_bursts() {
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 300, 621));
    w.player.breath.air = 10;
    // 40 px below his centre: after 60 frames at $88 it has risen 31 px (0x88 · 60 / 256), 9 px below him;
    // breathable from then, his centre is 1–16 px below it a few frames later.
    let slot = place(&mut w, 2, 300, 661);
    let mut breathed = None;
    let mut ys = vec![];
    for frame in 1..=120u32 {
        w.step(Buttons::NONE);
        if let Some(b) = bubble(&w, slot) {
            ys.push(b.common.y);
        }
        if breathed.is_none() && w.player.pose == Pose::Bubble {
            breathed = Some(frame);
            assert_eq!(w.player.breath.air, 30, "refilled");
            assert_eq!((w.player.x_speed, w.player.y_speed, w.player.ground_speed), (0, 0, 0));
            assert_eq!(w.player.control_lock, BREATHE_LOCK);
            let b = bubble(&w, slot).expect("bursting");
            assert_eq!((b.common.routine, b.common.anim), (6, 5), "bursting");
            // The bubble's centre is above his: 1–16 px.
            let d = w.player.pixel_y() - b.common.pixel_y();
            assert!((1..=16).contains(&d), "{d}");
        }
    }
    // Rising: $88 a frame until it bursts.
    assert_eq!(ys[1] - ys[0], i32::from(RISE_SPEED));
    let frame = breathed.expect("breathed");
    assert!(frame > 60, "not breathable before its full size: frame {frame}");
    // His centre is at 620 (feet on 639); the bubble, from 661 at $88 a frame, is at 619 after 78 frames.
    assert_eq!(frame, 79);
    // The pose lasts 4 × 12 frames and gives way to walking (then, standing, the idle animation).
    assert_ne!(w.player.pose, Pose::Bubble);
    assert!(bubble(&w, slot).is_none(), "burst and gone");
}

/// Small bubbles are never breathable; every bubble bursts at the surface (the level's 560, in view, plus the
/// bobbing: `Water_Level_1` that frame).
#[test]
fn small_bubbles_only_rise_and_burst_at_the_surface() {
    let mut w = World::with_player(&level_at(560), Player::standing(Character::Sonic, 300, 621));
    w.player.breath.air = 10;
    let slot = place(&mut w, 0, 300, 661);
    let mut burst_at = None;
    for frame in 1..=400u32 {
        w.step(Buttons::NONE);
        let Some(b) = bubble(&w, slot) else { break };
        // A small bubble's burst (script 3) shows nothing: straight to the deleting routine.
        if b.common.routine >= 6 && burst_at.is_none() {
            burst_at = Some((frame, b.common.pixel_y(), w.water_level()));
        }
    }
    assert_ne!(w.player.pose, Pose::Bubble);
    let (_, y, surface) = burst_at.expect("burst");
    assert_eq!(y, surface, "at the surface");
    assert_eq!(y, 560 + 12, "the surface bobbing 12 px below the level's height");
    assert_eq!(WOBBLE.len(), 128);
}

/// The sidekick breathes big bubbles too (`loc_1FB02` checks both players).
#[test]
fn the_sidekick_breathes_a_big_bubble() {
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 100, 621));
    w.set_second(Some(SecondPlayer::human(Character::Tails, 300, 625)));
    let slot = place(&mut w, 2, 300, 665);
    let mut breathed = false;
    for _ in 0..120 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
        let t = &w.second.as_ref().expect("p2").player;
        breathed |= t.pose == Pose::Bubble;
    }
    assert!(breathed);
    assert!(bubble(&w, slot).is_none());
    assert_ne!(w.player.pose, Pose::Bubble);
}

/// The maker (subtype $80 | n) makes sets of bubbles under water while on screen, with a big one once its count
/// of sets runs out; deterministic (`RandomNumber`), so a save state replays the same bubbles.
#[test]
fn the_maker_makes_sets_with_a_big_bubble_deterministically() {
    let mut w = World::with_player(&level(), Player::standing(Character::Sonic, 300, 621));
    let maker = place(&mut w, 0x81, 400, 630);
    let mut made = std::collections::BTreeSet::new();
    let mut big = 0;
    for _ in 0..900 {
        w.step(Buttons::NONE);
        for (i, o) in w.objects.slots.iter() {
            if i != maker && o.common.id == id::AIR_BUBBLES && made.insert((i, o.common.y >> 8 > 600)) {
                // (Counted once per slot use while low.)
            }
            if i != maker && o.common.id == id::AIR_BUBBLES && o.common.subtype == 2 && o.common.pixel_y() >= 620 {
                big += 1;
            }
        }
    }
    assert!(matches!(&w.objects.slots.get(maker).expect("maker").state, State::AirBubbles(_)));
    assert!(made.len() >= 3, "bubbles were made: {}", made.len());
    assert!(big > 0, "a big bubble came");
    // Snapshots replay exactly.
    let snap = w.snapshot();
    let mut again = w.clone();
    for _ in 0..300 {
        w.step(Buttons::NONE);
        again.step(Buttons::NONE);
    }
    assert_eq!(w.snapshot(), again.snapshot());
    w.restore(&snap);
}

/// The layout kind (`ObjectKind::AirBubbles`, Sonic 2's `Obj24` with subtype bit 7): placed in a level it loads
/// as the maker, and it is stored as `Obj24` subtype $80 | sets.
#[test]
fn the_air_bubbles_kind_loads_as_the_maker() {
    use formats::object::s2::{S2Record, from_record, to_record};
    use formats::object::{ObjectKind, ObjectPlacement};
    let mut level = level();
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::AirBubbles { sets: 3 },
        x: 400,
        y: 630,
        ..Default::default()
    });
    let w = World::new(&level, Character::Sonic);
    let maker = w.objects.slots.iter().find(|(_, o)| o.common.id == id::AIR_BUBBLES).expect("loaded");
    assert_eq!(maker.1.common.subtype, 0x83);
    assert!(matches!(maker.1.state, State::AirBubbles(_)));
    let p = ObjectPlacement { kind: ObjectKind::AirBubbles { sets: 3 }, ..Default::default() };
    let rec = to_record(&p).expect("a Sonic 2 record");
    assert_eq!((rec.id, rec.subtype), (0x24, 0x83));
    assert_eq!(from_record(0, 0, S2Record { id: 0x24, subtype: 0x83, ..Default::default() }).kind, p.kind);
    assert_eq!(to_record(&ObjectPlacement { kind: ObjectKind::AirBubbles { sets: 0x80 }, ..Default::default() }), None);
}
