//! The air countdown and drowning (SPG "Underwater"; s2disasm `Obj0A_Countdown`, `Obj0A_ReduceAir`,
//! `Obj0A_PlayerHasDrowned`, `ResumeMusic`; skdisasm `AirCountdown_Countdown`'s bubble shield test,
//! `Obj_BubbleShield`'s `Player_ResetAirTimer`): a level with its water surface at y 400 and flat ground
//! from y 640.

use crate::support;
use engine::player::drowning::{AIR_FULL, AirEvent, DROWN_FRAMES};
use engine::player::{Element, Player, Pose, Routine};
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;

const SURFACE: i32 = 400;

fn level() -> Level {
    let mut level = support::flat_level(10);
    level.water_height = Some(SURFACE);
    level
}

fn under_water(player: Player) -> World {
    World::with_player(&level(), player)
}

fn sonic() -> Player {
    Player::standing(Character::Sonic, 300, 620)
}

/// Steps `n` frames with no buttons, returning the countdown's announcements with their frame (1-based).
fn run(w: &mut World, n: u32) -> Vec<(u32, AirEvent)> {
    let mut events = vec![];
    for frame in 1..=n {
        w.step(Buttons::NONE);
        if let Some(e) = w.player.air_event() {
            events.push((frame, e));
        }
    }
    events
}

/// 30 seconds of air; the countdown's clock starts at 0, so the first frame under water already takes one,
/// then one every 60 frames (`move.w #60-1,obj0a_timer`).
#[test]
fn air_goes_down_by_one_every_60_frames_from_the_first_frame() {
    let mut w = under_water(sonic());
    assert_eq!(w.player.breath.air, AIR_FULL);
    w.step(Buttons::NONE);
    assert!(w.player.underwater);
    assert_eq!(w.player.breath.air, 29);
    run(&mut w, 59);
    assert_eq!(w.player.breath.air, 29);
    run(&mut w, 1);
    assert_eq!(w.player.breath.air, 28);
}

/// The chime at 25, 20 and 15 seconds; from 12 the drowning music and a number bubble every other second,
/// 5 down to 0 (`Obj0A_WarnSound`, `cmpi.w #12,d0`, subtype $81).
#[test]
fn the_warnings_come_at_25_20_15_and_the_numbers_from_12() {
    let mut w = under_water(sonic());
    let events = run(&mut w, 1800);
    let tick = |read: u32| 1 + 60 * (30 - read);
    let mut expected = vec![(tick(25), AirEvent::Ding), (tick(20), AirEvent::Ding), (tick(15), AirEvent::Ding)];
    for read in (1..=12).rev() {
        let number = (read % 2 == 0).then_some(((read - 1) / 2) as u8);
        expected.push((tick(read), AirEvent::Countdown { number }));
    }
    assert_eq!(events, expected);
    assert_eq!(expected[3], (1081, AirEvent::Countdown { number: Some(5) }));
    assert_eq!(w.player.breath.air, 0);
    assert!(!w.player.drowning());
}

/// Reading 0 drowns him on the 1801st frame under water: controls locked and objects ignore him
/// (`obj_control` $81), all speeds 0, in the air, the drowning pose; then he sinks for 120 frames with gravity
/// $10 after moving and is dead (routine 6) with the speed he sank with.
#[test]
fn drowning_stops_him_sinks_him_for_120_frames_then_he_is_dead() {
    let mut w = under_water(sonic());
    run(&mut w, 1800);
    w.step(Buttons::RIGHT);
    let p = &w.player;
    assert_eq!(p.air_event(), Some(AirEvent::Drowned));
    assert!(p.drowning());
    assert_eq!((p.x_speed, p.y_speed, p.ground_speed), (0, 0, 0));
    assert_eq!((p.object_control, p.air, p.pose, p.routine), (0x81, true, Pose::Drown, Routine::Normal));
    let y = p.y;
    w.step(Buttons::RIGHT);
    assert_eq!((w.player.y, w.player.y_speed, w.player.x_speed), (y, 0x10, 0), "moved with 0, then +$10");
    w.step(Buttons::JUMP);
    assert_eq!((w.player.y, w.player.y_speed), (y + 0x10, 0x20));
    run(&mut w, (DROWN_FRAMES - 3) as u32);
    assert_eq!(w.player.routine, Routine::Normal);
    assert_eq!(w.player.y_speed, 0x10 * (DROWN_FRAMES as i16 - 1));
    run(&mut w, 1);
    assert_eq!(w.player.routine, Routine::Dead);
}

/// Leaving the water refills the air (`ResumeMusic`); the clock keeps its phase.
#[test]
fn surfacing_refills_the_air() {
    let mut w = under_water(sonic());
    run(&mut w, 700);
    assert_eq!(w.player.breath.air, 18);
    w.player.y = (SURFACE - 40) << 8;
    w.player.air = true;
    w.step(Buttons::NONE);
    assert!(!w.player.underwater);
    assert_eq!(w.player.breath.air, AIR_FULL);
}

/// S3K: with the bubble shield the countdown does nothing (`btst #Status_BublShield`), and the shield
/// appearing refills the air (`Player_ResetAirTimer`).
#[test]
fn the_bubble_shield_refills_the_air_and_stops_drowning() {
    let mut w = under_water(sonic());
    run(&mut w, 600);
    assert_eq!(w.player.breath.air, 20);
    w.player.give_elemental_shield(Element::Bubble);
    assert_eq!(w.player.breath.air, AIR_FULL);
    run(&mut w, 3000);
    assert_eq!(w.player.breath.air, AIR_FULL);
    assert!(!w.player.drowning());
    assert_eq!(w.player.routine, Routine::Normal);
    // Any other shield does not.
    let mut p = sonic();
    p.give_elemental_shield(Element::Fire);
    let mut w = under_water(p);
    run(&mut w, 61);
    assert_eq!(w.player.breath.air, 28);
}
