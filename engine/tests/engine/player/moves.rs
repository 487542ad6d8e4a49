//! Oracle tests for the characters' moves and the power-ups: one test per number the SPG text
//! `../shared/seeds/000_8b7d5507bec9bb3b.txt` gives ("Special Abilities", "Characters", "Elemental Shields", "Super
//! Speeds"), each citing its section, on a small level: flat ground from y 640, a wall from x 512 to 639 rising to
//! y 256 and a floating block at x 768..895, y 256..383.

use crate::support;
use engine::player::moves::{self, Ability, Element};
use engine::player::{Player, Pose};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{Level, ProfileId};

const J: Buttons = Buttons::JUMP;
const GRAVITY: i16 = 0x38;

fn level(profile: ProfileId) -> Level {
    let mut level = support::flat_level(10);
    level.profile = profile;
    for row in 2..5 {
        level.layout.set(4, row, Some(0));
    }
    level.layout.set(6, 2, Some(0));
    level.bounds.bottom = 1 << 20;
    level
}

fn world(profile: ProfileId, player: Player) -> World {
    World::with_player(&level(profile), player)
}

/// A character in the air after a jump (the jump flag set), not moving, at a pixel position.
fn jumping(character: Character, x: i32, y: i32) -> Player {
    let mut p = Player::standing(character, x, y);
    p.air = true;
    p.jumping = true;
    p
}

fn run(w: &mut World, frames: usize, held: Buttons) {
    for _ in 0..frames {
        w.step(held);
    }
}

// ---- Tails: flight (SPG "Special Abilities": Flying) ----

/// Starts Tails flying from a standstill high in the air; returns the world after the start frame.
fn flying_tails() -> World {
    let mut w = world(ProfileId::S3K, jumping(Character::Tails, 200, 100));
    w.step(J);
    assert!(matches!(w.player.ability, Ability::Flight { .. }));
    w
}

/// skdisasm s3.asm `Tails_Test_For_Flight`: with Sonic and Tails (`Player_mode` 0) the press flies only while
/// pad 2 is in use (`tst.w (Tails_CPU_idle_timer).w` / `beq.s locret_15CDA`): a CPU-driven Tails' press in the
/// air starts nothing (OpenGGF's `s3k/mgz` at frame $19E).
#[test]
fn a_cpu_driven_tails_does_not_fly() {
    let mut tails = jumping(Character::Tails, 200, 100);
    tails.cpu_driven = true;
    let mut w = world(ProfileId::S3K, tails);
    w.step(J);
    assert!(matches!(w.player.ability, Ability::None));
}

#[test]
fn flight_starts_without_changing_y_speed() {
    // "When Tails begins to fly, his Y Speed is unaffected": the start frame is an ordinary air frame.
    let w = flying_tails();
    assert_eq!(w.player.y_speed, GRAVITY);
}

#[test]
fn flight_gravity_is_8_subpixels() {
    let mut w = flying_tails();
    for n in 1..=20 {
        w.step(J);
        assert_eq!(w.player.y_speed, GRAVITY + 8 * n, "frame {n}");
    }
    assert_eq!(moves::FLIGHT_GRAVITY, 8);
}

#[test]
fn flight_lift_is_minus_32_until_y_speed_is_below_minus_1() {
    let mut w = flying_tails();
    w.step(Buttons::NONE);
    w.player.y_speed = 0;
    w.step(J); // the press: normal flight gravity this frame, the lift from the next
    assert_eq!(w.player.y_speed, 8);
    let mut seen = vec![];
    for _ in 0..12 {
        w.step(J);
        seen.push(w.player.y_speed);
    }
    // 8 − 0x20·n until below −0x100 (−0x118 after 9 lifts); the frame that sees it ends the lift without
    // gravity (`Tails_Move_FlySwim` branches past the +8), then gravity 8 again.
    let expected: Vec<i16> = (1..=9).map(|n| 8 - 0x20 * n).chain([-0x118, -0x118 + 8, -0x118 + 16]).collect();
    assert_eq!(seen, expected);
}

#[test]
fn flight_lift_lasts_at_most_30_frames() {
    let mut w = flying_tails();
    w.step(Buttons::NONE);
    w.player.y_speed = 0x600;
    w.step(J);
    let start = w.player.y_speed;
    run(&mut w, 30, Buttons::NONE);
    assert_eq!(w.player.y_speed, start - 30 * 0x20);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, start - 30 * 0x20 + 8, "back to flight gravity after 30 lift frames");
    assert_eq!(moves::FLIGHT_LIFT_FRAMES, 30);
}

#[test]
fn flight_tires_after_480_frames() {
    for (frames, lifts) in [(478usize, true), (479, false)] {
        let mut w = flying_tails();
        for _ in 0..frames {
            w.step(Buttons::NONE);
            w.player.y_speed = 0; // keep him in the air, away from the floor
        }
        w.step(J); // flight frame `frames + 1`
        w.step(Buttons::NONE);
        assert_eq!(w.player.y_speed < 8 + 8, lifts, "press on flight frame {}", frames + 1);
    }
    assert_eq!(moves::FLIGHT_FRAMES, 480);
}

#[test]
fn flight_air_drag_cancels_acceleration_at_x_speed_3() {
    // Acceleration 24 subpixels; drag X Speed/32 while rising: they cancel at exactly 3 (0x300).
    let mut w = flying_tails();
    w.player.x_speed = 0x300;
    w.player.y_speed = -0x100;
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.x_speed, 0x300);
    w.player.y_speed = 0x100; // falling: no drag, he accelerates
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.x_speed, 0x318);
}

#[test]
fn no_flight_in_sonic_1_or_2() {
    for profile in [ProfileId::S1, ProfileId::S2] {
        let mut w = world(profile, jumping(Character::Tails, 200, 100));
        w.step(J);
        assert_eq!(w.player.ability, Ability::None, "{profile:?}");
    }
}

// ---- Knuckles: glide, slide, climb (SPG "Special Abilities": Gliding, Sliding, Climbing; "Characters") ----

fn gliding(x: i32, y: i32, speed: i16, y_speed: i16) -> World {
    let mut p = jumping(Character::Knuckles, x, y);
    (p.width_radius, p.height_radius) = moves::GLIDE_RADII;
    p.x_speed = speed;
    p.y_speed = y_speed;
    p.previous_buttons = J;
    p.ability = Ability::Glide { turn: 0, speed, left: false };
    world(ProfileId::S3K, p)
}

#[test]
fn glide_starts_at_x_speed_4_facing() {
    for left in [false, true] {
        let mut p = jumping(Character::Knuckles, 200, 100);
        p.facing_left = left;
        p.y_speed = -0x300;
        let mut w = world(ProfileId::S3K, p);
        w.step(J);
        assert_eq!(w.player.x_speed, if left { -0x400 } else { 0x400 });
        // Rising Y Speed set to 0; the start frame's ordinary gravity follows.
        assert_eq!(w.player.y_speed, GRAVITY);
    }
}

#[test]
fn glide_start_keeps_a_falling_y_speed() {
    let mut p = jumping(Character::Knuckles, 200, 100);
    p.y_speed = 0x300;
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    assert_eq!(w.player.y_speed, 0x300 + GRAVITY);
}

#[test]
fn gliding_size_is_10_by_10() {
    let mut w = world(ProfileId::S3K, jumping(Character::Knuckles, 200, 100));
    w.step(J);
    assert_eq!((w.player.width_radius, w.player.height_radius), (10, 10));
}

#[test]
fn glide_accelerates_by_4_subpixels() {
    let mut w = gliding(100, 100, 0x400, 0);
    for n in 1..=10 {
        w.step(J);
        assert_eq!(w.player.x_speed, 0x400 + 4 * n, "frame {n}");
    }
}

#[test]
fn glide_top_speed_is_24() {
    let mut w = gliding(100, 100, 0x17FE, 0);
    run(&mut w, 3, J);
    assert_eq!(w.player.x_speed, 0x1800);
}

#[test]
fn glide_gravity_is_32_towards_half_a_pixel() {
    let mut w = gliding(100, 100, 0x400, 0);
    let ys: Vec<i16> = (0..6)
        .map(|_| {
            w.step(J);
            w.player.y_speed
        })
        .collect();
    assert_eq!(ys, vec![0x20, 0x40, 0x60, 0x80, 0x80, 0x80]);
    let mut w = gliding(100, 100, 0x400, 0x200);
    w.step(J);
    assert_eq!(w.player.y_speed, 0x1E0, "above 0.5 the glide gravity is taken away");
}

#[test]
fn glide_turns_around_in_64_frames_keeping_its_speed() {
    let mut w = gliding(300, 100, 0x800, 0x80);
    w.step(J.union(Buttons::LEFT));
    for _ in 1..63 {
        w.step(J);
        assert!(w.player.x_speed.abs() <= 0x800);
    }
    assert_ne!(w.player.x_speed, -0x800);
    w.step(J);
    assert_eq!(w.player.x_speed, -0x800, "fully reversed after 64 frames, no acceleration during the turn");
    w.step(J);
    assert_eq!(w.player.x_speed, -0x804, "acceleration again once turned");
}

#[test]
fn letting_go_drops_with_a_quarter_of_x_speed_and_standing_size() {
    let mut w = gliding(100, 100, 0x400, 0x80);
    w.step(Buttons::NONE);
    assert_eq!(w.player.x_speed, 0x404 >> 2);
    assert_eq!((w.player.width_radius, w.player.height_radius), (9, 19));
    assert_eq!(w.player.ability, Ability::GlideFall);
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, 0x80 + GRAVITY, "normal gravity while dropping");
}

#[test]
fn landing_after_the_drop_sets_x_speed_to_0() {
    let mut w = gliding(100, 600, 0x400, 0x80);
    w.step(Buttons::NONE);
    run(&mut w, 40, Buttons::NONE);
    assert!(!w.player.air);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (0, 0));
}

#[test]
fn slide_friction_is_32_and_letting_go_stops_him() {
    // Gliding 1 px above the floor: he lands on his front and slides.
    let mut w = gliding(100, 629, 0x400, 0x80);
    for _ in 0..4 {
        if w.player.ability != Ability::Slide {
            w.step(J);
        }
    }
    assert_eq!(w.player.ability, Ability::Slide);
    let g = w.player.ground_speed;
    w.step(J);
    assert_eq!(w.player.ground_speed, g - 0x20);
    w.step(J);
    assert_eq!(w.player.ground_speed, g - 0x40);
    let y = w.player.pixel_y();
    w.step(Buttons::NONE);
    assert_eq!(w.player.ground_speed, 0);
    assert_eq!(w.player.ability, Ability::None, "X Speed 0: he stands up");
    assert_eq!((w.player.height_radius, w.player.pixel_y()), (19, y - 9), "feet stay on the floor");
}

/// Knuckles gliding right into the wall at x 512 at half height.
fn on_wall() -> World {
    let mut w = gliding(470, 500, 0x400, 0x80);
    for _ in 0..20 {
        w.step(J);
        if matches!(w.player.ability, Ability::Climb { .. }) {
            return w;
        }
    }
    panic!("never caught the wall: {:?}", w.player);
}

#[test]
fn gliding_into_a_wall_catches_on() {
    let w = on_wall();
    assert_eq!(w.player.ability, Ability::Climb { left: false });
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, 0));
    assert_eq!(w.player.pixel_x() + 10, 511, "push sensor touching the wall");
}

#[test]
fn climbing_speed_is_1() {
    let mut w = on_wall();
    let y = w.player.pixel_y();
    run(&mut w, 5, Buttons::UP);
    assert_eq!(w.player.pixel_y(), y - 5);
    run(&mut w, 3, Buttons::DOWN);
    assert_eq!(w.player.pixel_y(), y - 2);
}

#[test]
fn jumping_off_a_wall_is_4_away_and_4_up() {
    let mut w = on_wall();
    w.step(Buttons::NONE);
    w.step(J);
    assert_eq!(w.player.ability, Ability::None);
    // The jump frame sets the speeds; the move and gravity come next frame.
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x400, -0x400));
    assert!(w.player.facing_left);
}

#[test]
fn climbing_over_the_top_takes_18_frames_and_ends_on_the_ledge() {
    let mut w = on_wall();
    let mut frames = 0;
    while !matches!(w.player.ability, Ability::Clamber { .. }) {
        w.step(Buttons::UP);
        frames += 1;
        assert!(frames < 400);
    }
    // No wall at Y − Height Radius: the head is above the top (y 256).
    assert!(w.player.pixel_y() - 10 < 256);
    run(&mut w, moves::CLAMBER_FRAMES as usize - 1, Buttons::NONE);
    assert!(matches!(w.player.ability, Ability::Clamber { .. }));
    w.step(Buttons::NONE);
    assert_eq!(w.player.ability, Ability::None);
    assert!(!w.player.air);
    assert_eq!((w.player.pixel_x(), w.player.pixel_y()), (512, 256 - 20), "on the ledge at its edge");
    run(&mut w, 10, Buttons::NONE);
    assert_eq!(w.player.pixel_y(), 236);
}

#[test]
fn climbing_off_the_bottom_of_a_wall_falls() {
    // The floating block (x 768..895, y 256..383): catch it from the left, climb down past its bottom.
    let mut w = gliding(730, 300, 0x400, 0);
    for _ in 0..20 {
        w.step(J);
    }
    assert_eq!(w.player.ability, Ability::Climb { left: false });
    let mut frames = 0;
    while matches!(w.player.ability, Ability::Climb { .. }) {
        w.step(Buttons::DOWN);
        frames += 1;
        assert!(frames < 200);
    }
    assert_eq!(w.player.ability, Ability::GlideFall);
    // No wall at Y + Height Radius: the feet are below the block's bottom (y 383).
    assert_eq!(w.player.pixel_y() + 10, 384);
    assert_eq!((w.player.width_radius, w.player.height_radius), (9, 19));
}

/// Super with rings to drain (a Super form with none turns back at the next drain).
fn make_super(w: &mut World) {
    w.player.super_form = true;
    w.player.super_drain = moves::SUPER_DRAIN_FRAMES;
    w.objects.game.rings = 50;
}

#[test]
fn super_knuckles_climbs_at_2_and_glides_faster() {
    let mut w = on_wall();
    make_super(&mut w);
    let y = w.player.pixel_y();
    run(&mut w, 3, Buttons::UP);
    assert_eq!(w.player.pixel_y(), y - 6);
    let mut w = gliding(100, 100, 0x400, 0);
    make_super(&mut w);
    w.step(J);
    assert_eq!(w.player.x_speed, 0x400 + 0x0C, "0.046875 a frame");
}

#[test]
fn wall_quake_at_4_5_sets_x_0_and_y_minus_2() {
    let mut w = gliding(470, 500, 0x480, 0x80);
    make_super(&mut w);
    w.player.hyper = true;
    for _ in 0..20 {
        w.step(J);
        if w.player.ability == Ability::GlideFall {
            break;
        }
    }
    assert_eq!(w.player.ability, Ability::GlideFall);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, -0x200));
}

/// The Wall Quake is Hyper Knuckles': Super Knuckles at 4.5 grabs the wall as the normal one does.
#[test]
fn super_knuckles_at_4_5_grabs_the_wall_without_a_quake() {
    let mut w = gliding(470, 500, 0x480, 0x80);
    make_super(&mut w);
    for _ in 0..20 {
        w.step(J);
        if !matches!(w.player.ability, Ability::Glide { .. }) {
            break;
        }
    }
    assert_eq!(w.player.ability, Ability::Climb { left: false });
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, 0));
}

// ---- Sonic: Super Peel Out, Insta-Shield, Drop Dash ----

fn peel_out(profile: ProfileId, hold: usize) -> World {
    let mut w = world(profile, Player::standing(Character::Sonic, 100, 620));
    run(&mut w, 2, Buttons::UP);
    assert_eq!(w.player.pose, Pose::LookUp);
    w.step(Buttons::UP.union(J));
    run(&mut w, hold, Buttons::UP);
    assert_eq!(w.player.ground_speed, 0, "he stays put while charging");
    w.step(Buttons::NONE);
    w
}

#[test]
fn peel_out_after_30_frames_launches_at_12() {
    for profile in [ProfileId::CD, ProfileId::Mania] {
        let w = peel_out(profile, 30);
        assert_eq!(w.player.ground_speed, 0xC00, "{profile:?}");
    }
}

#[test]
fn peel_out_released_early_does_nothing() {
    let w = peel_out(ProfileId::CD, 29);
    assert_eq!(w.player.ground_speed, 0);
    assert_eq!(w.player.ability, Ability::None);
}

#[test]
fn no_peel_out_in_sonic_2() {
    let mut w = world(ProfileId::S2, Player::standing(Character::Sonic, 100, 620));
    run(&mut w, 2, Buttons::UP);
    w.step(Buttons::UP.union(J));
    assert_eq!(w.player.ability, Ability::None);
    assert!(w.player.air, "in Sonic 2 jump while looking up is a jump");
}

#[test]
fn insta_shield_is_24_by_24_for_14_frames_and_leaves_speeds_alone() {
    let start = jumping(Character::Sonic, 200, 300);
    let mut with = world(ProfileId::S3K, start.clone());
    let mut without = world(ProfileId::S3K, start);
    let mut active = 0;
    for frame in 0..30 {
        let held = if frame == 0 { J } else { Buttons::NONE };
        with.step(held);
        without.step(Buttons::NONE);
        assert_eq!((with.player.x_speed, with.player.y_speed), (without.player.x_speed, without.player.y_speed));
        if let Some(r) = with.player.insta_shield_hitbox() {
            assert_eq!(r, (24, 24));
            active += 1;
        }
    }
    assert_eq!(active, 14);
}

#[test]
fn no_insta_shield_with_a_shield_or_outside_s3k() {
    let mut p = jumping(Character::Sonic, 200, 300);
    p.shield = true;
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    assert_eq!(w.player.ability, Ability::None);
    for profile in [ProfileId::S2, ProfileId::CD] {
        let mut w = world(profile, jumping(Character::Sonic, 200, 300));
        w.step(J);
        assert_eq!(w.player.ability, Ability::None, "{profile:?}");
    }
}

#[test]
fn drop_dash_on_landing_rolls_at_8_plus_a_quarter() {
    let mut p = jumping(Character::Sonic, 200, 560);
    p.x_speed = 0x400;
    let mut w = world(ProfileId::Mania, p);
    w.step(J);
    assert!(matches!(w.player.ability, Ability::DropDash { .. }));
    let mut frames = 0;
    while w.player.air {
        w.step(J);
        frames += 1;
        assert!(frames < 100);
    }
    assert!(frames >= 20);
    assert!(w.player.rolling);
    assert_eq!(w.player.ground_speed, (w.player.x_speed >> 2) + 0x800);
}

#[test]
fn drop_dash_needs_20_frames_of_holding() {
    let mut w = world(ProfileId::Mania, jumping(Character::Sonic, 200, 600));
    w.step(J);
    while w.player.air {
        w.step(J);
    }
    assert!(!w.player.rolling, "landed before the charge was ready");
    assert_eq!(w.player.ability, Ability::None);
}

#[test]
fn no_drop_dash_in_sonic_2() {
    let mut w = world(ProfileId::S2, jumping(Character::Sonic, 200, 560));
    w.step(J);
    assert_eq!(w.player.ability, Ability::None);
}

// ---- Elemental shields (SPG "Elemental Shields") ----

fn shield_move(element: Element) -> World {
    let mut p = jumping(Character::Sonic, 200, 300);
    p.x_speed = 0x100;
    p.give_elemental_shield(element);
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    w
}

#[test]
fn fire_shield_dash_is_8_forwards_and_y_0() {
    let w = shield_move(Element::Fire);
    assert_eq!(w.player.x_speed, 0x800);
    assert_eq!(w.player.y_speed, GRAVITY, "Y Speed 0, then this frame's gravity");
}

#[test]
fn lightning_shield_jump_is_minus_5_5() {
    let w = shield_move(Element::Lightning);
    assert_eq!(w.player.y_speed, -0x580 + GRAVITY);
    // X Speed unaffected (rising faster than 4: no air drag either).
    assert_eq!(w.player.x_speed, 0x100);
}

#[test]
fn bubble_shield_dives_at_8_and_bounces_at_7_5() {
    let w = shield_move(Element::Bubble);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0, 0x800 + GRAVITY));
    let mut w = w;
    let mut frames = 0;
    while w.player.y_speed > 0 {
        w.step(Buttons::NONE);
        frames += 1;
        assert!(frames < 100);
    }
    assert!(w.player.air);
    assert_eq!(w.player.y_speed, -0x780, "flat ground: Y Speed − 7.5·cos 0");
}

#[test]
fn shield_moves_work_once_per_jump() {
    let mut w = shield_move(Element::Lightning);
    w.step(Buttons::NONE);
    let y = w.player.y_speed;
    w.step(J);
    assert_eq!(w.player.y_speed, y + GRAVITY);
}

#[test]
fn invincibility_blocks_the_shield_moves() {
    let mut p = jumping(Character::Sonic, 200, 300);
    p.give_elemental_shield(Element::Fire);
    p.give_invincibility();
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    assert_eq!(w.player.x_speed, 0);
}

#[test]
fn magnetised_ring_accelerates_at_0_1875_towards_and_0_75_when_turning() {
    let p = Player::standing(Character::Sonic, 200, 200);
    // The 128 × 128 box against the ring's 12 × 12: centres up to 70 px apart.
    assert!(moves::MagnetRing::in_range(&p, 270, 130));
    assert!(!moves::MagnetRing::in_range(&p, 271, 200));
    assert!(!moves::MagnetRing::in_range(&p, 200, 129));
    let mut ring = moves::MagnetRing { x: 250 << 8, y: 250 << 8, x_speed: 0, y_speed: -0x100 };
    ring.step(&p);
    // Sonic is left of and above the ring: X not moving towards him → turn_speed; Y already towards → follow.
    assert_eq!((ring.x_speed, ring.y_speed), (-0xC0, -0x100 - 0x30));
    assert_eq!((ring.x, ring.y), ((250 << 8) - 0xC0, (250 << 8) - 0x130));
}

// ---- Speed shoes and Super forms (SPG "Super Speeds") ----

#[test]
fn speed_shoes_air_acceleration_is_0_1875() {
    let mut p = jumping(Character::Sonic, 200, 300);
    p.give_speed_shoes();
    let mut w = world(ProfileId::S2, p);
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.x_speed, 0x30);
}

#[test]
fn speed_shoes_rolling_friction_is_0_046875() {
    let mut p = Player::standing(Character::Sonic, 200, 625);
    p.give_speed_shoes();
    p.rolling = true;
    (p.width_radius, p.height_radius) = (7, 14);
    p.ground_speed = 0x400;
    p.x_speed = 0x400;
    let mut w = world(ProfileId::S2, p);
    w.step(Buttons::NONE);
    assert_eq!(w.player.ground_speed, 0x400 - 0xC);
}

#[test]
fn super_sonic_constants() {
    let mut p = Player::standing(Character::Sonic, 200, 620);
    p.super_form = true;
    assert_eq!((p.top_speed(), p.acceleration(), p.deceleration(), p.friction()), (0xA00, 0x30, 0x100, 0xC));
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    assert_eq!(w.player.y_speed, -0x800, "initial jump 8");
}

#[test]
fn super_sonic_air_acceleration_is_0_375() {
    let mut p = jumping(Character::Sonic, 200, 300);
    p.super_form = true;
    let mut w = world(ProfileId::S3K, p);
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.x_speed, 0x60);
}

#[test]
fn super_tails_and_knuckles_constants() {
    for c in [Character::Tails, Character::Knuckles] {
        let mut p = Player::standing(c, 200, 620);
        p.super_form = true;
        assert_eq!((p.top_speed(), p.acceleration(), p.deceleration(), p.friction()), (0x800, 0x18, 0xC0, 0xC));
    }
    let mut p = Player::standing(Character::Knuckles, 200, 620);
    p.super_form = true;
    let mut w = world(ProfileId::S3K, p);
    w.step(J);
    assert_eq!(w.player.y_speed, -0x600, "Knuckles keeps his jump");
}

#[test]
fn super_drains_a_ring_every_60_frames_and_needs_50_to_start() {
    let mut p = Player::standing(Character::Sonic, 200, 620);
    assert!(!p.try_transform(49, 7));
    assert!(!p.try_transform(50, 6));
    assert!(p.try_transform(50, 7));
    let mut rings = 2;
    for _ in 0..59 {
        p.super_tick(&mut rings, false);
    }
    assert_eq!(rings, 2);
    p.super_tick(&mut rings, false);
    assert_eq!(rings, 1);
    for _ in 0..120 {
        p.super_tick(&mut rings, false);
    }
    assert_eq!(rings, 0);
    assert!(!p.super_form, "no rings left: back to normal");
}

// ---- Move sets per profile ----

#[test]
fn move_sets_per_profile() {
    use engine::Profile;
    let s1 = Profile::get(ProfileId::S1).moves;
    let s2 = Profile::get(ProfileId::S2).moves;
    let s3k = Profile::get(ProfileId::S3K).moves;
    let cd = Profile::get(ProfileId::CD).moves;
    let mania = Profile::get(ProfileId::Mania).moves;
    assert_eq!(s1, moves::MoveSet::NONE);
    assert!(!s2.drop_dash && !s2.peel_out && !s2.insta_shield && !s2.flight && !s2.glide);
    assert!(s3k.flight && s3k.glide && s3k.insta_shield && s3k.elemental_shields && !s3k.drop_dash);
    assert!(cd.peel_out && !cd.flight && !cd.drop_dash);
    assert!(mania.drop_dash && mania.peel_out && mania.flight && mania.glide);
    assert_eq!(s3k.names_for(Character::Knuckles), vec!["Glide", "Slide", "Wall grab", "Climb", "Clamber"]);
    assert!(s2.names_for(Character::Tails).is_empty());
}

#[test]
fn a_level_may_override_the_profile_move_set() {
    let mut w = world(ProfileId::S2, jumping(Character::Knuckles, 200, 100));
    w.profile.moves.glide = true;
    w.step(J);
    assert!(matches!(w.player.ability, Ability::Glide { .. }));
}

#[test]
fn on_a_left_wall_there_is_a_1_px_gap() {
    // SPG "Climbing": on a wall to his left, 1 px between X Position − Push Radius and the wall (x 639).
    let mut p = jumping(Character::Knuckles, 690, 500);
    p.facing_left = true;
    (p.width_radius, p.height_radius) = moves::GLIDE_RADII;
    p.previous_buttons = J;
    p.ability = Ability::Glide { turn: 0x80, speed: 0x400, left: true };
    let mut w = world(ProfileId::S3K, p);
    for _ in 0..20 {
        w.step(J);
    }
    assert_eq!(w.player.ability, Ability::Climb { left: true });
    assert_eq!(w.player.pixel_x() - 10, 639 + 2);
    let mut right = on_wall();
    right.step(Buttons::NONE);
    assert_eq!(right.player.pixel_x() + 10, 512 - 1, "no gap on a right wall");
}

#[test]
fn flying_attack_is_the_quarter_turn_above_tails() {
    // SPG "Flying Attack": the angle from Tails to the object within 46° (223) to 135° (160) inclusive.
    let mut w = flying_tails();
    w.step(Buttons::NONE);
    let (x, y) = (w.player.pixel_x(), w.player.pixel_y());
    let p = &w.player;
    assert!(p.move_attacks(x, y - 20), "straight above");
    // The byte angles make the slice lopsided: up-left at 45° is 160 (in), up-right at 45° is 224 (out).
    assert_eq!((engine::calc_angle(-20, -20), engine::calc_angle(20, -20)), (160, 224));
    assert!(p.move_attacks(x - 20, y - 20) && !p.move_attacks(x + 20, y - 20));
    assert_eq!(engine::calc_angle(19, -20), 223);
    assert!(p.move_attacks(x + 19, y - 20));
    assert!(!p.move_attacks(x + 20, y - 10) && !p.move_attacks(x - 20, y - 10), "below the slice");
    assert!(!p.move_attacks(x, y + 20), "below him");
    assert_eq!((*moves::FLYING_ATTACK_ANGLES.start(), *moves::FLYING_ATTACK_ANGLES.end()), (160, 223));
    let standing = Player::standing(Character::Tails, x, y);
    assert!(!standing.move_attacks(x, y - 20), "only while flying");
}

#[test]
fn gliding_and_sliding_attack_from_any_side() {
    let w = gliding(100, 100, 0x400, 0);
    let (x, y) = (w.player.pixel_x(), w.player.pixel_y());
    for (dx, dy) in [(0, 20), (20, 0), (-20, 0), (0, -20)] {
        assert!(w.player.move_attacks(x + dx, y + dy));
    }
}

#[test]
fn a_basic_shield_monitor_replaces_an_elemental_shield() {
    let mut p = Player::standing(Character::Sonic, 100, 100);
    p.give_elemental_shield(Element::Fire);
    p.give_shield();
    assert_eq!((p.shield, p.element), (true, Element::None));
}

// ---- Player 2: the CPU Tails (SPG "Player 2"; s2disasm `TailsCPU_*`) ----

mod sidekick {
    use super::*;
    use engine::player::Input;
    use engine::player::sidekick::{CpuRoutine, DELAY, RESPAWN_FRAMES, Sidekick};
    use engine::profile::CpuFollow;

    const S2: CpuFollow = CpuFollow::S2;

    fn input(held: Buttons) -> Input {
        Input { held, pressed: held }
    }

    /// A follower whose leader has stood still where he is for the whole delay (every record the CPU reads is
    /// him there, with no buttons).
    fn following(leader: &Player) -> Sidekick {
        let mut cpu = Sidekick::new(leader);
        for _ in 0..=DELAY {
            cpu.record(leader, Input::default());
        }
        cpu
    }

    /// s2disasm `Obj01_Init`: the records start filled with where Tails starts ($20 px behind Sonic, 4 px
    /// lower), no buttons, status 0 — so Tails placed there stands still for the first 16 frames.
    #[test]
    fn the_records_start_where_tails_starts() {
        let leader = Player::standing(Character::Sonic, 0x60, 0x28F);
        let mut cpu = Sidekick::new(&leader);
        let first = cpu.delayed();
        assert_eq!(
            (first.x, first.y, first.held, first.air, first.facing_left),
            (0x40, 0x293, Buttons::NONE, false, false)
        );
        let mut tails = Player::standing(Character::Tails, 0x40, 0x293);
        for frame in 0..DELAY as u16 {
            cpu.record(&leader, Input::default());
            assert_eq!(cpu.control(&mut tails, &leader, Input::default(), frame + 1, true, S2).held, Buttons::NONE);
        }
        cpu.record(&leader, Input::default());
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 17, true, S2).held, Buttons::RIGHT);
    }

    #[test]
    fn copies_the_leader_16_frames_late_when_close() {
        let leader = Player::standing(Character::Sonic, 200, 620);
        let mut tails = Player::standing(Character::Tails, 195, 624);
        let mut cpu = Sidekick::new(&leader);
        let script: Vec<Buttons> = (0..40).map(|i| Buttons::from_bits([0, 1, 2, 4, 8][i % 5])).collect();
        for (i, &b) in script.iter().enumerate() {
            cpu.record(&leader, input(b));
            let out = cpu.control(&mut tails, &leader, Input::default(), 1, true, S2);
            if i >= DELAY {
                assert_eq!(out.held, script[i - DELAY], "frame {i}: the leader's buttons 16 frames back");
            }
        }
        assert_eq!(DELAY, 16);
    }

    #[test]
    fn walks_towards_the_leader_from_16_px_and_pulls_1_px() {
        let leader = Player::standing(Character::Sonic, 300, 620);
        let mut cpu = following(&leader);
        let mut tails = Player::standing(Character::Tails, 285, 624);
        cpu.record(&leader, input(Buttons::LEFT));
        assert_eq!(
            cpu.control(&mut tails, &leader, Input::default(), 1, true, S2).held,
            Buttons::NONE,
            "15 px: no walking"
        );
        let mut tails = Player::standing(Character::Tails, 284, 624);
        tails.ground_speed = 0x100;
        let out = cpu.control(&mut tails, &leader, Input::default(), 1, true, S2);
        assert_eq!(out.held, Buttons::RIGHT, "16 px: Right replaces the leader's Left/Right");
        assert_eq!(tails.pixel_x(), 285, "moving and facing the leader: pulled 1 px");
    }

    /// skdisasm `Tails_CPU_Control` (`loc_14A44`): from Sonic 3 on the CPU walks from 48 px (`cmpi.w #$30,d2`)
    /// and aims 32 px left of a leader slower than $400 who is not on an object (`subi.w #$20,d2`).
    #[test]
    fn sonic_3_follows_from_48_px_and_stands_32_px_behind_a_slow_leader() {
        let s3 = engine::profile::Profile::get(formats::ProfileId::S3K).cpu_follow;
        assert_eq!((s3.walk_from, s3.behind_slow_leader, s3.fly_in), (0x30, 0x20, engine::profile::FlyIn::S3K));
        assert_eq!(engine::profile::Profile::get(formats::ProfileId::Mania).cpu_follow, s3);
        assert_eq!(engine::profile::Profile::get(formats::ProfileId::S2).cpu_follow, S2);
        let mut leader = Player::standing(Character::Sonic, 300, 620);
        let mut cpu = following(&leader);
        // Target 300 - 32 = 268: 47 px away walks not, 48 px walks.
        let mut tails = Player::standing(Character::Tails, 268 - 47, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::NONE);
        let mut tails = Player::standing(Character::Tails, 268 - 48, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::RIGHT);
        // Sonic 2 from the same place: 80 px from 300, walking.
        let mut tails = Player::standing(Character::Tails, 268 - 47, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, S2).held, Buttons::RIGHT);
        // Tails 32 px behind Sonic is at the target: he faces the way the leader faced.
        let mut tails = Player::standing(Character::Tails, 268, 624);
        tails.facing_left = true;
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::NONE);
        assert!(!tails.facing_left);
        // A fast leader ($400): the target is the leader himself, 48 px from 252 walks.
        leader.ground_speed = 0x400;
        let mut tails = Player::standing(Character::Tails, 252, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::RIGHT);
        // The compare is signed: running left at -$800 still counts as slow (the target is 32 px left).
        leader.ground_speed = -0x800;
        let mut tails = Player::standing(Character::Tails, 252, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::NONE);
        // On an object: no offset.
        leader.ground_speed = 0;
        leader.on_object = true;
        let mut tails = Player::standing(Character::Tails, 252, 624);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, s3).held, Buttons::RIGHT);
    }

    #[test]
    fn jumps_every_64_frames_for_a_leader_32_px_above() {
        let leader = Player::standing(Character::Sonic, 200, 588);
        let mut cpu = following(&leader);
        let mut tails = Player::standing(Character::Tails, 200, 620);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 63, true, S2).held, Buttons::NONE);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 64, true, S2).held, Buttons::JUMP);
        let low = Player::standing(Character::Sonic, 200, 589);
        let mut cpu = following(&low);
        assert_eq!(cpu.control(&mut tails, &low, Input::default(), 64, true, S2).held, Buttons::NONE, "31 px: no jump");
    }

    #[test]
    fn player_2_takes_over_for_600_frames() {
        let leader = Player::standing(Character::Sonic, 200, 620);
        let mut cpu = Sidekick::new(&leader);
        let mut tails = Player::standing(Character::Tails, 200, 624);
        cpu.control(&mut tails, &leader, input(Buttons::LEFT), 1, true, S2);
        assert_eq!(cpu.control_counter, 599);
        for _ in 0..598 {
            assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 1, true, S2), Input::default());
        }
        assert_eq!(cpu.control_counter, 1);
    }

    #[test]
    fn respawns_after_300_frames_off_screen_192_px_above_and_flies_in() {
        let leader = Player::standing(Character::Sonic, 400, 620);
        let mut cpu = Sidekick::new(&leader);
        let mut tails = Player::standing(Character::Tails, 100, 624);
        for _ in 0..RESPAWN_FRAMES - 1 {
            cpu.control(&mut tails, &leader, Input::default(), 1, false, S2);
        }
        assert_eq!(cpu.routine, CpuRoutine::Normal);
        cpu.control(&mut tails, &leader, Input::default(), 1, false, S2);
        assert_eq!(cpu.routine, CpuRoutine::Spawning);
        cpu.control(&mut tails, &leader, Input::default(), 63, true, S2);
        assert_eq!(cpu.routine, CpuRoutine::Spawning, "waits for a 64th frame");
        cpu.control(&mut tails, &leader, Input::default(), 64, true, S2);
        assert_eq!(cpu.routine, CpuRoutine::Flying);
        assert_eq!((tails.pixel_x(), tails.pixel_y()), (400, 620 - 192));
        // Flying in: 1 px a frame down to where the leader stood, then following again.
        let mut frames = 0;
        while cpu.routine == CpuRoutine::Flying {
            cpu.record(&leader, Input::default());
            let y = tails.pixel_y();
            cpu.control(&mut tails, &leader, Input::default(), 1, true, S2);
            assert!(tails.pixel_y() - y <= 1);
            frames += 1;
            assert!(frames < 400);
        }
        assert_eq!(frames, 193, "192 px at 1 px a frame, then the landing frame");
        assert_eq!((tails.pixel_x(), tails.pixel_y(), tails.object_control), (400, 620, 0));
    }

    /// sonic3k.asm `Tails_FlySwim_Unknown` (`loc_13CD2`): the record's status is masked with $80 only, so S3K's
    /// Tails lands where a jumping leader was 16 frames back (`s3k/mgz` frame $53D: at ($7C8, $DC8), Sonic's
    /// place at $52D, mid-jump); Sonic 2's ($D2, `TailsCPU_Flying`) keeps flying over him. A dead leader
    /// (`cmpi.b #6,(Player_1+routine)`) keeps the S3K one flying too.
    #[test]
    fn s3k_lands_where_the_leader_was_in_the_air() {
        let s3 = engine::profile::Profile::get(formats::ProfileId::S3K).cpu_follow;
        let mut leader = Player::standing(Character::Sonic, 0x7C8, 0xDC8);
        leader.air = true;
        leader.rolling = true;
        leader.roll_jump = true;
        // The step: 5 px / 16 + his X Speed's high byte (4) + 1.
        leader.x_speed = 0x451;
        for (follow, lands) in [(s3, true), (S2, false)] {
            let mut cpu = following(&leader);
            cpu.routine = CpuRoutine::Flying;
            let mut tails = Player::standing(Character::Tails, 0x7C3, 0xDC8);
            tails.air = true;
            tails.object_control = 0x81;
            cpu.control(&mut tails, &leader, Input::default(), 1, true, follow);
            assert_eq!((tails.pixel_x(), tails.pixel_y()), (0x7C8, 0xDC8), "5 px right, no step down");
            let landed = cpu.routine == CpuRoutine::Normal;
            assert_eq!(landed, lands, "{follow:?}");
            assert_eq!(tails.object_control, if lands { 0 } else { 0x81 });
        }
        let mut cpu = following(&leader);
        cpu.routine = CpuRoutine::Flying;
        let mut tails = Player::standing(Character::Tails, 0x7C8, 0xDC8);
        leader.routine = engine::player::Routine::Dead;
        cpu.control(&mut tails, &leader, Input::default(), 1, true, s3);
        assert_eq!(cpu.routine, CpuRoutine::Flying, "player 1 dead: no landing");
    }

    /// sonic3k.asm `Tails_Catch_Up_Flying`: every 64th frame unless the leader's `object_control` has bit 7 (the
    /// status mask $80 holds no player's bit) — a rolling leader in the air or one held by bit 0 alone still
    /// calls him; Sonic 2 (`TailsCPU_Spawning`, $D2 and any `obj_control`) waits.
    #[test]
    fn s3k_flies_in_unless_the_leader_is_held_with_bit_7() {
        let s3 = engine::profile::Profile::get(formats::ProfileId::S3K).cpu_follow;
        let mut leader = Player::standing(Character::Sonic, 400, 620);
        leader.air = true;
        leader.roll_jump = true;
        leader.object_control = 0x01;
        for (follow, control, flies) in [(s3, 0x01, true), (s3, 0x81, false), (S2, 0x01, false), (S2, 0, false)] {
            leader.object_control = control;
            let mut cpu = Sidekick::new(&leader);
            cpu.routine = CpuRoutine::Spawning;
            let mut tails = Player::standing(Character::Tails, 0, 0);
            cpu.control(&mut tails, &leader, Input::default(), 0x40, true, follow);
            assert_eq!(cpu.routine == CpuRoutine::Flying, flies, "{follow:?} object_control {control:#x}");
        }
    }

    #[test]
    fn stuck_with_the_control_lock_it_spindashes() {
        let leader = Player::standing(Character::Sonic, 400, 620);
        let mut cpu = Sidekick::new(&leader);
        let mut tails = Player::standing(Character::Tails, 300, 624);
        tails.control_lock = 30;
        cpu.control(&mut tails, &leader, Input::default(), 1, true, S2);
        assert_eq!(cpu.routine, CpuRoutine::Panic);
        tails.control_lock = 0;
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 2, true, S2).held, Buttons::DOWN);
        tails.pose = Pose::Duck;
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 3, true, S2).held, Buttons::DOWN.union(J));
        tails.spindash = Some(0x200);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 5, true, S2).held, Buttons::DOWN);
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 32, true, S2).held, Buttons::DOWN.union(J));
        assert_eq!(cpu.control(&mut tails, &leader, Input::default(), 128, true, S2), Input::default(), "release");
        assert_eq!(cpu.routine, CpuRoutine::Normal);
    }
}

// ---- Sonic 3 & Knuckles: slow ducking (sonic3k.asm `SonicKnux_Roll`, `Tails_Roll`) ----

/// A character walking right on the flat ground at a ground speed.
fn walking(character: Character, y: i32, ground_speed: i16) -> Player {
    let mut p = Player::standing(character, 200, y);
    p.ground_speed = ground_speed;
    p.x_speed = ground_speed;
    p
}

/// Sonic 3 & Knuckles curls only from |Ground Speed| ≥ 0x100 (`cmpi.w #$100,d0`); slower, Down ducks and the
/// player slides on with the walking friction. OpenGGF's `s3k/aiz1_to_hcz_fullrun` at frame $711: CPU Tails
/// at 0xA8 given Sonic's Down keeps walking (0xA8 → 0x9C, y unchanged). Sonic 2 keeps the 0x80 of
/// s2disasm `Sonic_Roll`.
#[test]
fn s3k_rolls_from_0x100_and_ducks_below() {
    for (character, y) in [(Character::Tails, 624), (Character::Sonic, 620)] {
        let mut w = world(ProfileId::S3K, walking(character, y, 0xA8));
        w.step(Buttons::DOWN);
        assert!(!w.player.rolling, "{character:?} at 0xA8 does not roll");
        assert_eq!(w.player.pose, Pose::Duck, "{character:?} ducks");
        assert_eq!((w.player.ground_speed, w.player.pixel_y()), (0x9C, y), "{character:?} walks on");
        w.step(Buttons::NONE);
        assert_eq!(w.player.pose, Pose::Walk, "{character:?} stands up when Down is let go");

        let mut w = world(ProfileId::S3K, walking(character, y, 0x10C));
        w.step(Buttons::DOWN);
        assert!(w.player.rolling, "{character:?} at 0x100 rolls");

        let mut w = world(ProfileId::S2, walking(character, y, 0xA8));
        w.step(Buttons::DOWN);
        assert!(w.player.rolling, "{character:?} in Sonic 2 rolls from 0x80");
    }
}

/// Sonic 3 & Knuckles uncurls a rolling player once the roll's friction leaves his |Ground Speed| below $80,
/// keeping it (`Profile::roll_stop_below`; the recordings: `s3k/mgz` $3A98, $82 becoming $6E, CPU Tails at
/// $53C0, −$8E becoming −$70): rolling right at $85 on flat ground, the friction's 6 leaves $7F — he stands up
/// (Height Radius back to his standing one, 5 px up for Sonic, 1 for Tails) and walks on at $7F. At $86 he rolls
/// on at $80. Sonic 2 (and Sonic 3 alone) rolls on at $7F until 0.
#[test]
fn s3k_uncurls_below_0x80() {
    for (character, y, lift) in [(Character::Sonic, 620, 5), (Character::Tails, 624, 1)] {
        let rolling = |speed: i16| {
            let mut p = walking(character, y + lift, speed);
            (p.rolling, p.pose, p.height_radius, p.width_radius) = (true, Pose::Roll, 0xE, 7);
            p
        };
        let mut w = world(ProfileId::S3K, rolling(0x85));
        let curled_y = w.player.pixel_y();
        w.step(Buttons::NONE);
        assert!(!w.player.rolling, "{character:?} uncurls at $7F");
        assert_eq!(w.player.ground_speed, 0x7F, "{character:?} keeps $7F");
        assert_eq!(w.player.pixel_y(), curled_y - lift, "{character:?} stands up");
        let mut w = world(ProfileId::S3K, rolling(0x86));
        w.step(Buttons::NONE);
        assert!(w.player.rolling && w.player.ground_speed == 0x80, "{character:?} rolls on at $80");
        let mut w = world(ProfileId::S2, rolling(0x85));
        w.step(Buttons::NONE);
        assert!(w.player.rolling && w.player.ground_speed == 0x7F, "{character:?} in Sonic 2 rolls on");
    }
}

/// Flat ground with a wall filling the first chunk column (x 0–$7F): Sonic standing at x $8A, his left wall
/// sensor (10 px left) at its edge, facing `left`, at Ground Speed `speed`.
fn by_a_wall(profile: ProfileId, left: bool, speed: i16) -> World {
    let mut level = support::flat_level(4);
    for row in 0..5 {
        level.layout.set(0, row, Some(0));
    }
    let mut p = Player::standing(Character::Sonic, 0x8A, 620);
    p.facing_left = left;
    (p.ground_speed, p.x_speed) = (speed, speed);
    world_in(level, profile, p)
}

fn world_in(mut level: formats::Level, profile: ProfileId, player: Player) -> World {
    level.profile = profile;
    World::with_player(&level, player)
}

/// Turning round sets the walking animation to restart (`Sonic_MoveLeft`: `bset #Status_Facing`, `bclr
/// #Status_Push`, `move.b #1,prev_anim(a0)`; `Tails_MoveLeft` the same), and the restart clears the pushing
/// flag again (`Animate_Sonic`, `Animate_Tails`: `bclr #Status_Push`) — after the wall check of the same frame set
/// it. Standing facing right by a wall on his left, Left walks him into it: X Speed −$C and 1 px of wall give
/// $F4, Ground Speed 0, not pushing. Facing left already, the same frame leaves him pushing. (`s3k/mgz` $20CE:
/// CPU Tails turning into the wall does not push it.)
#[test]
fn turning_into_a_wall_does_not_push_it() {
    for profile in [ProfileId::S3K, ProfileId::S2] {
        let mut w = by_a_wall(profile, false, 0);
        w.step(Buttons::LEFT);
        assert_eq!((w.player.x_speed, w.player.ground_speed), (0xF4, 0), "{profile:?}: stopped by the wall");
        assert!(w.player.facing_left && !w.player.pushing, "{profile:?}: turned, not pushing");
        let mut w = by_a_wall(profile, true, 0);
        w.step(Buttons::LEFT);
        assert_eq!((w.player.x_speed, w.player.ground_speed), (0xF4, 0));
        assert!(w.player.pushing, "{profile:?}: facing it already, he pushes");
    }
}

/// Sonic 3 & Knuckles pushes a wall met on the ground only facing it (`loc_123F4`: `btst #Status_Facing` before
/// `bset #Status_Push`; `Profile::push_needs_facing`): facing right at Ground Speed $10, Left brakes him to −$80
/// (he still faces right) into the wall on his left — stopped (X Speed −$80 + $100), not pushing. Sonic 2 sets
/// the flag whichever way he faces. (`s3k/mgz` $20D2: CPU Tails braking into the wall.)
#[test]
fn s3k_pushes_a_wall_only_facing_it() {
    let mut w = by_a_wall(ProfileId::S3K, false, 0x10);
    w.step(Buttons::LEFT);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (0x80, 0), "stopped by the wall");
    assert!(!w.player.facing_left && !w.player.pushing, "facing right: not pushing");
    let mut w = by_a_wall(ProfileId::S2, false, 0x10);
    w.step(Buttons::LEFT);
    assert_eq!((w.player.x_speed, w.player.ground_speed), (0x80, 0));
    assert!(w.player.pushing, "Sonic 2 pushes it facing away");
}
