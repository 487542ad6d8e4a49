//! Player 2 and the objects' own routines (s2disasm `SolidObject`, `PlatformObject`,
//! `SolidObject_Always_SingleCharacter` with `d6` = `p2_standing_bit`; `Obj11`'s `sub_F872` and `objoff_3B`;
//! `Obj41_Up`; `SolidObject_Monitor_Tails`, `Touch_Monitor`): the sidekick stands on bridges and platforms, is
//! carried, is launched by springs, and meets monitors as a one-player game has him do.

use crate::support;
use engine::objects::s2::bridge::{Bridge, TOP};
use engine::objects::{
    id,
    runtime::object::{Common, FIRST_DYNAMIC_SLOT, Obj, P2_STANDING, STANDING, State},
};
use engine::player::{Player, Pose};
use engine::world::SecondPlayer;
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;

/// The ground's top (rows 5–7 of 128 px chunks are solid).
const GROUND: i32 = 640;

/// Flat ground with a gap over chunk columns 4 and 5 (x 512–767) when `gap`.
fn level(gap: bool) -> Level {
    let mut level = support::flat_level(24);
    if gap {
        support::clear(&mut level, [4, 5], 5..8);
    }
    level
}

/// Puts an object in the first free dynamic slot; returns its slot index.
fn place(w: &mut World, id: u8, subtype: u8, x: i32, y: i32) -> usize {
    let obj = Obj::new(Common::new(id, subtype, x, y, false, false));
    w.objects.slots.allocate(obj, 0, None).expect("a free slot")
}

fn object(w: &World, slot: usize) -> &Obj {
    w.objects.slots.get(slot).expect("the object")
}

fn bridge_state(w: &World, slot: usize) -> Bridge {
    match &object(w, slot).state {
        State::Bridge(b) => b.clone(),
        other => panic!("not a bridge: {other:?}"),
    }
}

fn p2(w: &World) -> &Player {
    &w.second.as_ref().expect("player 2").player
}

fn p2_mut(w: &mut World) -> &mut Player {
    &mut w.second.as_mut().expect("player 2").player
}

/// A 16-log bridge over the gap: logs from x 512 to 767 (`d1` = 136 around x 648), its top at the ground's
/// level (y − 8 = 640).
const BRIDGE_X: i32 = 648;
const BRIDGE_Y: i32 = GROUND + TOP as i32;

/// "CPU Tails falls through EHZ's bridges" no more: Sonic runs across a bridge over a gap and the CPU Tails
/// following him crosses it standing on the logs (his standing bit is the bridge's bit 4).
#[test]
fn cpu_tails_crosses_a_bridge_standing_on_it() {
    let mut w = World::with_player(&level(true), Player::standing(Character::Sonic, 300, GROUND - 19));
    w.set_second(Some(SecondPlayer::cpu_tails(&w.player)));
    let slot = place(&mut w, id::BRIDGE, 16, BRIDGE_X, BRIDGE_Y);
    let mut frames_on_bridge = 0;
    for frame in 0..240 {
        let was_on = p2(&w).on_object;
        w.step(Buttons::RIGHT);
        let t = p2(&w);
        assert!(t.pixel_y() < GROUND, "frame {frame}: Tails fell into the gap at {}, {}", t.pixel_x(), t.pixel_y());
        if (512..768).contains(&t.pixel_x()) && !t.air {
            frames_on_bridge += 1;
            assert!(t.on_object, "frame {frame}: over the gap he stands on the bridge");
            assert_eq!(t.interact, FIRST_DYNAMIC_SLOT + slot as u8);
            let c = &object(&w, slot).common;
            assert_ne!(c.status & P2_STANDING, 0, "frame {frame}: the sidekick's standing bit");
            // Once on it (the landing frame puts him on the flat top), his feet are on the log under him, 8 px
            // above its y.
            if was_on {
                let b = bridge_state(&w, slot);
                let log = usize::from(b.sidekick_log);
                let feet = i32::from(b.log_y[log]) - 8 - i32::from(t.height_radius);
                assert_eq!(t.pixel_y(), feet, "frame {frame}");
            }
        }
    }
    assert!(frames_on_bridge > 10, "Tails was on the bridge for {frames_on_bridge} frames");
    assert!(p2(&w).pixel_x() > 800, "and crossed it: {}", p2(&w).pixel_x());
    assert!(w.player.pixel_x() > 800);
}

/// Both players on one bridge (`Obj11_EHZ`): player 1's log is `objoff_3F`, the sidekick's `objoff_3B`; the
/// dip's log steps one toward the sidekick's before player 1's collision sets it back, so at full bend the
/// deepest log is one past Sonic's, towards Tails (log 5 for Sonic on 4 and Tails on 10: 2 · min(6, 11) =
/// 12 px).
#[test]
fn both_players_stand_on_one_bridge() {
    let mut w = World::with_player(&level(true), Player::standing(Character::Sonic, 512 + 4 * 16 + 4, GROUND - 40));
    w.player.air = true;
    w.set_second(Some(SecondPlayer::human(Character::Tails, 512 + 10 * 16 + 4, GROUND - 40)));
    p2_mut(&mut w).air = true;
    let slot = place(&mut w, id::BRIDGE, 16, BRIDGE_X, BRIDGE_Y);
    for _ in 0..60 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
    }
    let c = &object(&w, slot).common;
    assert_eq!(c.status & (STANDING | P2_STANDING), STANDING | P2_STANDING);
    let b = bridge_state(&w, slot);
    assert_eq!((b.player_log, b.sidekick_log, b.bend), (4, 10, 0x40));
    let sunk: Vec<i16> = b.log_y.iter().map(|&y| y - b.rest_y).collect();
    let deepest = sunk.iter().enumerate().max_by_key(|(_, d)| **d).map(|(i, _)| i);
    assert_eq!(deepest, Some(5));
    assert_eq!(sunk[5], 12);
    // Each stands on his own log.
    assert_eq!(w.player.pixel_y(), i32::from(b.log_y[4]) - 8 - 19);
    assert_eq!(p2(&w).pixel_y(), i32::from(b.log_y[10]) - 8 - 15);
    // Tails alone: the dip walks to his log, one log a frame.
    w.player.x = 200 << 8;
    w.player.y = (GROUND - 19) << 8;
    w.step_pads(Buttons::NONE, Buttons::NONE);
    let mut logs = Vec::new();
    for _ in 0..8 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
        logs.push(bridge_state(&w, slot).player_log);
    }
    assert_eq!(logs, [6, 7, 8, 9, 10, 10, 10, 10]);
}

/// A sidekick landing on an EHZ platform moving side to side (`Obj18` movement 1, `PlatformObject` for both
/// players) stands on it and is carried by its move.
#[test]
fn tails_lands_on_a_platform_and_is_carried() {
    let mut w = World::with_player(&level(false), Player::standing(Character::Sonic, 700, GROUND - 19));
    let slot = place(&mut w, id::EHZ_PLATFORM, 1, 900, 500);
    // Its first frame uses the initial angle $80, the next ones the oscillator.
    w.step(Buttons::NONE);
    w.step(Buttons::NONE);
    // Above where it is now (it swings ±64 px around 900), 8 px above its top.
    let x = object(&w, slot).common.pixel_x();
    w.set_second(Some(SecondPlayer::human(Character::Tails, x, 500 - 8 - 15 - 8)));
    p2_mut(&mut w).air = true;
    let mut landed = None;
    for frame in 0..60 {
        let before = object(&w, slot).common.pixel_x();
        let tails_before = p2(&w).pixel_x();
        let was_on = p2(&w).on_object;
        w.step_pads(Buttons::NONE, Buttons::NONE);
        let c = &object(&w, slot).common;
        if was_on {
            assert_eq!(p2(&w).pixel_x() - tails_before, c.pixel_x() - before, "frame {frame}: carried");
            assert_eq!(p2(&w).pixel_y(), c.pixel_y() - 8 - 15, "frame {frame}: on its top");
        }
        if p2(&w).on_object && landed.is_none() {
            landed = Some(frame);
        }
    }
    assert!(landed.is_some(), "Tails landed on the platform");
    assert_ne!(object(&w, slot).common.status & P2_STANDING, 0);
    assert_eq!(object(&w, slot).common.status & STANDING, 0, "Sonic is elsewhere");
    assert_eq!(p2(&w).interact, FIRST_DYNAMIC_SLOT + slot as u8);
}

/// `Obj41_Up` runs its solid routine for the sidekick too: Tails dropping on a red up spring is launched
/// (Y Speed −$1000, the spring pose, in the air), and so is Sonic on the same spring.
#[test]
fn a_spring_launches_tails_and_sonic() {
    let mut w = World::with_player(&level(false), Player::standing(Character::Sonic, 1000, 560));
    w.player.air = true;
    let slot = place(&mut w, id::SPRING, 0, 1000, GROUND - 8);
    w.set_second(Some(SecondPlayer::human(Character::Tails, 1000, 560)));
    p2_mut(&mut w).air = true;
    let mut tails_launch = None;
    let mut sonic_launch = None;
    for frame in 0..40 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
        if tails_launch.is_none() && p2(&w).y_speed == -0x1000 {
            tails_launch = Some(frame);
            assert_eq!(p2(&w).pose, Pose::Spring);
            assert!(p2(&w).air && !p2(&w).on_object);
        }
        if sonic_launch.is_none() && w.player.y_speed == -0x1000 {
            sonic_launch = Some(frame);
        }
    }
    assert!(tails_launch.is_some(), "Tails was launched");
    assert!(sonic_launch.is_some(), "Sonic was launched");
    assert!(object(&w, slot).common.anim <= 1);
}

/// `SolidObject_Monitor_Tails` and `Touch_Monitor`: in a one-player game a monitor is solid for the
/// sidekick even curled, and he cannot break it — he lands on it.
#[test]
fn a_curled_sidekick_lands_on_a_monitor_without_breaking_it() {
    let mut w = World::with_player(&level(false), Player::standing(Character::Sonic, 700, GROUND - 19));
    let slot = place(&mut w, id::MONITOR, 4, 1000, GROUND - 16);
    let mut tails = Player::standing(Character::Tails, 1000, 560);
    tails.air = true;
    tails.pose = Pose::Roll;
    tails.rolling = true;
    w.set_second(Some(SecondPlayer {
        player: tails,
        cpu: None,
        previous_pad: Buttons::NONE,
        bounds: None,
        on_screen: true,
    }));
    for _ in 0..40 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
    }
    let c = &object(&w, slot).common;
    assert_eq!(c.routine, 2, "not broken");
    assert_eq!(w.rings(), 0, "no rings given");
    assert!(p2(&w).on_object, "he stands on it");
    assert_ne!(c.status & P2_STANDING, 0);
}

/// The spring cap (`Obj7B`, per player) launches the sidekick standing on it: Y Speed −$A80.
#[test]
fn a_spring_cap_launches_the_sidekick() {
    let mut w = World::with_player(&level(false), Player::standing(Character::Sonic, 700, GROUND - 19));
    place(&mut w, id::SPRING_CAP, 0, 1000, GROUND - 8);
    w.set_second(Some(SecondPlayer::human(Character::Tails, 1000, 560)));
    p2_mut(&mut w).air = true;
    let mut launched = false;
    for _ in 0..40 {
        w.step_pads(Buttons::NONE, Buttons::NONE);
        launched |= p2(&w).y_speed == -0xA80 && p2(&w).pose == Pose::Spring;
    }
    assert!(launched);
    assert_eq!(w.player.y_speed, 0, "Sonic, elsewhere, is not");
}
