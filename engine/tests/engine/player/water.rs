//! Under water (the SPG text `../shared/seeds/000_8b7d5507bec9bb3b.txt` "Super Speeds": the water overrides the
//! speed shoes; s2disasm `Sonic_Water`, `Obj01_MdAir`, `Sonic_Jump`, `Sonic_JumpHeight`): a level with its water
//! surface at y 400 and flat ground from y 640.

use crate::support;
use engine::player::Player;
use engine::{Character, World};
use formats::Level;
use formats::inputs::Buttons;

const SURFACE: i32 = 400;

fn level(water: Option<i32>) -> Level {
    let mut level = support::flat_level(10);
    level.water_height = water;
    level
}

fn standing_under_water() -> World {
    let mut w = World::with_player(&level(Some(SURFACE)), Player::standing(Character::Sonic, 300, 620));
    w.step(Buttons::NONE);
    assert!(w.player.underwater);
    w
}

/// Under water: top speed 3, acceleration 0.0234375 (6), deceleration 0.125 ($40) (`Sonic_Water`).
#[test]
fn the_water_constants_are_0x300_6_and_0x40() {
    let w = standing_under_water();
    let p = &w.player;
    assert_eq!((p.top_speed(), p.acceleration(), p.deceleration(), p.friction()), (0x300, 6, 0x40, 6));
    let mut w = standing_under_water();
    for _ in 0..10 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.player.ground_speed, 60, "10 frames of 6");
    for _ in 0..200 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.player.ground_speed, 0x300, "top speed 3");
}

#[test]
fn without_water_nothing_changes() {
    let mut w = World::with_player(&level(None), Player::standing(Character::Sonic, 300, 620));
    for _ in 0..10 {
        w.step(Buttons::RIGHT);
    }
    assert!(!w.player.underwater);
    assert_eq!(w.player.ground_speed, 120);
}

/// The jump under water is $380 and the release caps at −2 (−$200); gravity is $10.
#[test]
fn jump_gravity_and_release_under_water() {
    let mut w = standing_under_water();
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, -0x380);
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, -0x380 + 0x10, "gravity $38 − $28");
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, -0x200 + 0x10, "released: capped at −2, then gravity");
}

/// Entering: X Speed halved, Y Speed quartered (arithmetic shifts).
#[test]
fn entering_halves_x_speed_and_quarters_y_speed() {
    let mut p = Player::standing(Character::Sonic, 300, SURFACE - 2);
    p.air = true;
    p.x_speed = 0x301;
    p.y_speed = 0x400;
    let mut w = World::with_player(&level(Some(SURFACE)), p);
    w.step(Buttons::NONE);
    assert!(w.player.underwater);
    // Moved with 0x400 (now at 402), full gravity (not yet under water) to 0x438, then the water quarters it.
    assert_eq!(w.player.x_speed, 0x301 >> 1);
    assert_eq!(w.player.y_speed, (0x400 + 0x38) >> 2);
}

/// Leaving: Y Speed doubled, at most −$1000 upwards.
#[test]
fn leaving_doubles_y_speed_up_to_minus_0x1000() {
    for (y_speed, expected) in [(-0x300, -0x600 + 0x20), (-0x900, -0x1000)] {
        let mut p = Player::standing(Character::Sonic, 300, SURFACE + 2);
        p.air = true;
        p.underwater = true;
        p.y_speed = y_speed;
        let mut w = World::with_player(&level(Some(SURFACE)), p);
        w.step(Buttons::NONE);
        assert!(!w.player.underwater);
        // Moved up with y_speed, water gravity ($10) added, then doubled (and capped).
        assert_eq!(w.player.y_speed, expected.max(-0x1000), "from {y_speed:#x}");
    }
}

/// SPG "Super Speeds": "If Sonic falls into the water, the Super Fast Shoes are nullified … If you jump back out
/// of the water, the Super Fast Shoes stay gone."
#[test]
fn the_water_takes_the_speed_shoes() {
    let mut p = Player::standing(Character::Sonic, 300, 620);
    p.give_speed_shoes();
    let mut w = World::with_player(&level(Some(SURFACE)), p);
    w.step(Buttons::NONE);
    assert_eq!(w.player.speed_shoes, 0);
    assert_eq!(w.player.top_speed(), 0x300);
}

#[test]
fn super_sonic_under_water() {
    let mut w = standing_under_water();
    w.player.super_form = true;
    let p = &w.player;
    assert_eq!((p.top_speed(), p.acceleration(), p.deceleration()), (0x500, 0x18, 0x80));
}

/// Hurt under water: knocked back at −2 up and 1 away instead of −4 and 2 (s2disasm `HurtCharacter`, skdisasm
/// the same: "bounce slower"); the hurt gravity there is $30 − $20.
#[test]
fn the_hurt_knock_back_is_slower_under_water() {
    use engine::player::hurt::{HURT_SPEEDS, HURT_WATER_SPEEDS};
    assert_eq!((HURT_SPEEDS, HURT_WATER_SPEEDS), ((-0x400, 0x200), (-0x200, 0x100)));
    let mut w = standing_under_water();
    w.player.hurt(200);
    assert_eq!((w.player.x_speed, w.player.y_speed, w.player.ground_speed), (0x100, -0x200, 0));
    let mut w = standing_under_water();
    w.player.hurt(400);
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x100, -0x200));
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, -0x200 + 0x30 - 0x20);
    let mut w = World::with_player(&level(None), Player::standing(Character::Sonic, 300, 620));
    w.player.hurt(400);
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x200, -0x400));
}

/// Tails swimming (skdisasm `Tails_FlyingSwimming`, `Tails_Move_FlySwim`): the same routine as flying, so
/// under water the flight's own gravity (8) and lift (−$20) apply without the water's $28 cut, while air
/// control uses the water's constants (twice 6 a frame, up to 3).
#[test]
fn tails_swims_with_the_flight_gravity_and_the_water_constants() {
    let mut l = level(Some(SURFACE));
    l.profile = formats::ProfileId::S3K;
    let mut w = World::with_player(&l, Player::standing(Character::Tails, 300, 620));
    w.step(Buttons::NONE);
    assert!(w.player.underwater);
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, -0x380);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, -0x200 + 0x10, "released under water");
    w.step(Buttons::JUMP);
    assert!(matches!(w.player.ability, engine::player::Ability::Flight { .. }));
    let before = w.player.y_speed;
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, before + 8, "flight gravity, no water cut");
    // Rising faster than 1 a press does nothing; from Y Speed 0 it starts the lift the next frame.
    w.player.y_speed = 0;
    w.step(Buttons::JUMP);
    assert_eq!(w.player.y_speed, 8, "the press's lift starts next frame");
    let before = w.player.y_speed;
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, before - 0x20, "lift −$20");
    assert!(w.player.underwater);
    let x0 = w.player.x_speed;
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.x_speed, x0 + 12, "air control: twice the water's acceleration");
    for _ in 0..100 {
        w.step(Buttons::RIGHT);
        assert!(w.player.x_speed <= 0x300);
    }
}
