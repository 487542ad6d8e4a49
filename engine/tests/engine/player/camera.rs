//! The camera follows the SPG "Camera" page and s2disasm `ScrollHoriz` / `ScrollVerti` / `Obj01_Lookup`:
//! exact scroll amounts per frame for borders, caps, the look bias and the level bounds.

use crate::support::grid;
use engine::camera::{Camera, DEFAULT_Y_BIAS, Sonic1Mode};
use engine::player::{Pose, Routine};
use engine::{Character, Player, Profile, World};
use formats::inputs::Buttons;
use formats::{Bounds, ChunkSize, ProfileId, Solidity};

const BIG: Bounds = Bounds { left: 0, top: 0, right: 100_000, bottom: 100_000 };

fn s2() -> Profile {
    Profile::get(ProfileId::S2)
}

fn s3k() -> Profile {
    Profile::get(ProfileId::S3K)
}

/// A camera at (1000, 1000) with the default bias and a player `dx`, `dy` px from its top-left corner.
fn setup(dx: i32, dy: i32) -> (Camera, Player) {
    let camera = Camera { x: 1000, y: 1000, y_bias: DEFAULT_Y_BIAS, ..Camera::default() };
    (camera, Player::standing(Character::Sonic, 1000 + dx, 1000 + dy))
}

fn scrolled(dx: i32, dy: i32, edit: impl Fn(&mut Player), profile: &Profile) -> (i32, i32) {
    let (mut camera, mut player) = setup(dx, dy);
    edit(&mut player);
    camera.update(&player, &BIG, profile);
    (camera.x - 1000, camera.y - 1000)
}

#[test]
fn a_new_camera_puts_the_player_at_160_96_inside_the_bounds() {
    let p = Player::standing(Character::Sonic, 1000, 500);
    assert_eq!(Camera::new(&p, &BIG), Camera { x: 840, y: 404, y_bias: 96, ..Camera::default() });
    let bounds = Bounds { left: 0, top: 0, right: 1200, bottom: 600 };
    assert_eq!(Camera::new(&p, &bounds), Camera { x: 840, y: 376, y_bias: 96, ..Camera::default() }, "bottom − 224");
    let p = Player::standing(Character::Sonic, 100, 50);
    assert_eq!(Camera::new(&p, &bounds), Camera { x: 0, y: 0, y_bias: 96, ..Camera::default() });
    let p = Player::standing(Character::Sonic, 1190, 50);
    assert_eq!(Camera::new(&p, &bounds).x, 880, "right − 320");
}

#[test]
fn horizontal_border_is_144_to_160_and_scrolling_is_capped_at_16_or_24_in_s3k() {
    for dx in 144..=160 {
        assert_eq!(scrolled(dx, 96, |_| {}, &s2()).0, 0, "inside the border at {dx}");
    }
    assert_eq!(scrolled(170, 96, |_| {}, &s2()).0, 10);
    assert_eq!(scrolled(176, 96, |_| {}, &s2()).0, 16);
    assert_eq!(scrolled(200, 96, |_| {}, &s2()).0, 16);
    assert_eq!(scrolled(200, 96, |_| {}, &s3k()).0, 24);
    assert_eq!(scrolled(200, 96, |_| {}, &Profile::get(ProfileId::S1)).0, 16);
    assert_eq!(scrolled(200, 96, |_| {}, &Profile::get(ProfileId::CD)).0, 16);
    assert_eq!(scrolled(140, 96, |_| {}, &s2()).0, -4);
    assert_eq!(scrolled(100, 96, |_| {}, &s2()).0, -16);
    assert_eq!(scrolled(100, 96, |_| {}, &s3k()).0, -24);
}

#[test]
fn on_the_ground_the_focal_point_is_96_with_cap_6_below_ground_speed_8_else_16() {
    assert_eq!(scrolled(150, 96, |_| {}, &s2()).1, 0);
    assert_eq!(scrolled(150, 99, |_| {}, &s2()).1, 3);
    assert_eq!(scrolled(150, 110, |_| {}, &s2()).1, 6);
    assert_eq!(scrolled(150, 80, |_| {}, &s2()).1, -6);
    let fast = |p: &mut Player| p.ground_speed = 0x800;
    let almost = |p: &mut Player| p.ground_speed = -0x7FF;
    assert_eq!(scrolled(150, 110, almost, &s2()).1, 6);
    assert_eq!(scrolled(150, 110, fast, &s2()).1, 14);
    assert_eq!(scrolled(150, 130, fast, &s2()).1, 16);
    assert_eq!(scrolled(150, 130, fast, &s3k()).1, 24);
    assert_eq!(scrolled(150, 50, |p: &mut Player| p.ground_speed = -0x900, &s2()).1, -16);
    // Curled: the centre is 5 px lower, which the camera ignores.
    assert_eq!(scrolled(150, 101, |p: &mut Player| p.rolling = true, &s2()).1, 0);
}

#[test]
fn in_the_air_the_player_roams_32_px_around_the_focal_point() {
    let air = |p: &mut Player| p.air = true;
    for dy in 64..=128 {
        assert_eq!(scrolled(150, dy, air, &s2()).1, 0, "inside the air border at {dy}");
    }
    assert_eq!(scrolled(150, 136, air, &s2()).1, 8);
    assert_eq!(scrolled(150, 300, air, &s2()).1, 16);
    assert_eq!(scrolled(150, 300, air, &s3k()).1, 24);
    assert_eq!(scrolled(150, 54, air, &s2()).1, -10);
    assert_eq!(scrolled(150, -100, air, &s2()).1, -16);
}

#[test]
fn the_camera_never_leaves_the_level_bounds() {
    let bounds = Bounds { left: 992, top: 996, right: 1330, bottom: 1230 };
    let (mut camera, player) = setup(100, 10);
    camera.update(&player, &bounds, &s2());
    assert_eq!((camera.x, camera.y), (992, 996), "left, top (the 6 px scroll overshoots)");
    let (mut camera, player) = setup(200, 200);
    camera.update(&player, &bounds, &s2());
    assert_eq!((camera.x, camera.y), (1010, 1006), "right − 320, bottom − 224");
}

#[test]
fn looking_up_moves_the_focal_point_2_per_frame_after_120_frames_up_to_200_and_back() {
    let (mut camera, mut player) = setup(150, 96);
    player.pose = Pose::LookUp;
    player.look_delay = 119;
    camera.update(&player, &BIG, &s2());
    assert_eq!((camera.y_bias, camera.y), (96, 1000), "still inside the look delay");
    player.look_delay = 120;
    camera.update(&player, &BIG, &s2());
    // The focal point moved, so the player is 2 px above it and the slow cap (2) applies.
    assert_eq!((camera.y_bias, camera.y), (98, 998));
    for _ in 0..100 {
        camera.update(&player, &BIG, &s2());
    }
    assert_eq!((camera.y_bias, camera.y), (200, 1000 - 104));
    player.pose = Pose::Wait;
    player.look_delay = 0;
    camera.update(&player, &BIG, &s2());
    assert_eq!((camera.y_bias, camera.y), (198, 1000 - 102));
    for _ in 0..60 {
        camera.update(&player, &BIG, &s2());
    }
    assert_eq!((camera.y_bias, camera.y), (96, 1000));

    player.pose = Pose::Duck;
    player.look_delay = 120;
    for _ in 0..100 {
        camera.update(&player, &BIG, &s2());
    }
    assert_eq!((camera.y_bias, camera.y), (8, 1000 + 88));
    // In the air it returns too (`Obj01_Jump_ResetScr`); while hurt it stays.
    player.air = true;
    player.pose = Pose::Roll;
    camera.update(&player, &BIG, &s2());
    assert_eq!(camera.y_bias, 10);
    player.routine = Routine::Hurt;
    camera.update(&player, &BIG, &s2());
    assert_eq!(camera.y_bias, 10);
}

/// Sonic 1's look shift (s1disasm `Sonic_Move`, `Sonic_JumpDirection`): no look delay; not on a jump's frame;
/// not while curled on the ground; back to $60 by 2 in the air; `Camera::update` leaves it to the world.
#[test]
fn sonic_1_pans_at_once_without_a_look_delay() {
    let (mut camera, mut player) = setup(150, 96);
    player.pose = Pose::LookUp;
    player.look_delay = 1;
    camera.update(&player, &BIG, &Profile::get(ProfileId::S1));
    assert_eq!(camera.y_bias, 96);
    camera.sonic1_look_shift(&player, Sonic1Mode::Walk { jumped: false });
    assert_eq!(camera.y_bias, 98);
    player.pose = Pose::Roll;
    camera.sonic1_look_shift(&player, Sonic1Mode::Walk { jumped: true });
    camera.sonic1_look_shift(&player, Sonic1Mode::Roll);
    assert_eq!(camera.y_bias, 98);
    camera.sonic1_look_shift(&player, Sonic1Mode::Air);
    assert_eq!(camera.y_bias, 96);
}

#[test]
fn holding_up_in_a_world_pans_after_exactly_120_frames() {
    let mut level = grid::grid_level(ChunkSize::Px128, 8, 4);
    let floor = grid::add_tile(&mut level, grid::tile([16; 16], 0));
    for bx in 0..64 {
        grid::put(&mut level, bx, 20, grid::both(floor, Solidity::All));
    }
    level.bounds = Bounds { left: 0, top: 0, right: 1024, bottom: 512 };
    // Standing on the floor top (y 320) with Sonic's height radius 19.
    let mut world = World::with_player(&level, Player::standing(Character::Sonic, 400, 320 - 19 - 1));
    let mut camera = Camera::new(&world.player, &world.bounds);
    assert_eq!(camera, Camera { x: 240, y: 204, y_bias: 96, ..Camera::default() });
    let mut biases = Vec::new();
    for _ in 0..130 {
        world.step(Buttons::UP);
        camera.update(&world.player, &world.bounds, &world.profile);
        biases.push(camera.y_bias);
    }
    assert_eq!(world.player.pixel_y(), 300, "standing still on the floor");
    assert_eq!(biases[118], 96);
    assert_eq!(&biases[119..123], &[98, 100, 102, 104]);
    assert_eq!(camera.y, 204 - 22);
}

// Sonic CD (the `cd` profile). There is no Sonic CD disassembly here: these are the SPG's numbers ("Camera":
// Horizontal Border, Looking Up and Down, Spindash Lag, Extended Camera (Sonic CD)).

fn cd() -> Profile {
    Profile::get(ProfileId::CD)
}

/// Sonic standing at x 400 on a flat floor (top y 320) 8192 px long, in the `cd` profile (or `profile`).
fn flat_world(profile: ProfileId) -> World {
    let mut level = grid::grid_level(ChunkSize::Px128, 64, 4);
    level.profile = profile;
    let floor = grid::add_tile(&mut level, grid::tile([16; 16], 0));
    for bx in 0..512 {
        grid::put(&mut level, bx, 20, grid::both(floor, Solidity::All));
    }
    level.bounds = Bounds { left: 0, top: 0, right: 8192, bottom: 512 };
    World::with_player(&level, Player::standing(Character::Sonic, 400, 320 - 19 - 1))
}

/// Steps `world` through `(buttons, frames)` runs; returns the focal point after each frame.
fn run(world: &mut World, script: &[(Buttons, usize)]) -> Vec<i16> {
    let mut biases = Vec::new();
    for &(buttons, frames) in script {
        for _ in 0..frames {
            world.step(buttons);
            biases.push(world.camera.y_bias);
        }
    }
    biases
}

#[test]
fn sonic_cd_has_one_horizontal_focal_point_at_160() {
    assert_eq!(scrolled(160, 96, |_| {}, &cd()).0, 0);
    assert_eq!(scrolled(159, 96, |_| {}, &cd()).0, -1, "no 144–160 border");
    assert_eq!(scrolled(150, 96, |_| {}, &cd()).0, -10);
    assert_eq!(scrolled(100, 96, |_| {}, &cd()).0, -16);
    assert_eq!(scrolled(170, 96, |_| {}, &cd()).0, 10);
    // The Mega Drive games keep their border, with no shift at any speed.
    let fast = |p: &mut Player| p.ground_speed = 0x600;
    assert_eq!(scrolled(150, 96, fast, &s2()).0, 0);
    assert_eq!(scrolled(150, 96, fast, &Profile::get(ProfileId::S1)).0, 0);
}

/// Running right at Ground Speed 6 the focal point moves 2 px a frame to 64 px left of 160 (32 frames: the
/// camera scrolls 6 + 2 a frame, then keeps the player at 96); below 6 it comes back the same way.
#[test]
fn sonic_cd_extended_camera_shifts_64_px_behind_at_speed_6_by_2_a_frame_and_back() {
    let (mut camera, mut player) = setup(160, 96);
    player.ground_speed = 0x600;
    let mut seen = Vec::new();
    for _ in 0..34 {
        player.x += 6 << 8;
        camera.update(&player, &BIG, &cd());
        seen.push((camera.x_shift, player.pixel_x() - camera.x));
    }
    assert_eq!(&seen[..3], &[(-2, 158), (-4, 156), (-6, 154)]);
    assert_eq!(seen[30], (-62, 98));
    assert_eq!(&seen[31..], &[(-64, 96), (-64, 96), (-64, 96)]);
    assert_eq!((player.pixel_x(), camera.x), (1160 + 34 * 6, 1000 + 32 * 8 + 2 * 6));
    // The camera is x − 96: Sonic 96 px from the left edge, 224 px of the level ahead of him.
    assert_eq!(camera.x, player.pixel_x() - 96);

    // Just below 6 (0x5FF), 5 px a frame: back to 160 by 2 a frame, the camera scrolling 5 − 2.
    player.ground_speed = 0x5FF;
    let mut seen = Vec::new();
    for _ in 0..33 {
        player.x += 5 << 8;
        camera.update(&player, &BIG, &cd());
        seen.push((camera.x_shift, player.pixel_x() - camera.x));
    }
    assert_eq!(&seen[..2], &[(-62, 98), (-60, 100)]);
    assert_eq!(&seen[31..], &[(0, 160), (0, 160)]);

    // Running left: 64 px to the right of 160 (the player at 224 on the screen).
    let (mut camera, mut player) = setup(160, 96);
    player.ground_speed = -0x600;
    player.facing_left = true;
    for frame in 1..=40 {
        player.x -= 6 << 8;
        camera.update(&player, &BIG, &cd());
        let shift = (2 * frame).min(64);
        assert_eq!((camera.x_shift, player.pixel_x() - camera.x), (shift as i16, 160 + shift), "frame {frame}");
    }
}

/// Ground Speed does not change in the air, so a jump or a fall keeps the shift however X Speed changes.
#[test]
fn sonic_cd_extended_camera_stays_shifted_in_the_air() {
    let (mut camera, mut player) = setup(96, 96);
    camera.x_shift = -64;
    player.ground_speed = 0x600;
    player.air = true;
    player.x_speed = 0x100;
    for _ in 0..10 {
        camera.update(&player, &BIG, &cd());
    }
    assert_eq!((camera.x_shift, camera.x), (-64, 1000));
    // Landed slower: it returns.
    player.air = false;
    player.ground_speed = 0x100;
    camera.update(&player, &BIG, &cd());
    assert_eq!(camera.x_shift, -62);

    // In a world: run right to 6 px/frame (0xC a frame: 128 frames), jump, let go in the air.
    let mut world = flat_world(ProfileId::CD);
    let mut shifts = Vec::new();
    for _ in 0..128 {
        world.step(Buttons::RIGHT);
        shifts.push(world.camera.x_shift);
    }
    assert_eq!(world.player.ground_speed, 0x600);
    assert_eq!(&shifts[126..], &[0, -2], "the frame Ground Speed reaches 6");
    world.step(Buttons::RIGHT.union(Buttons::JUMP));
    assert!(world.player.air);
    let mut airborne = 0;
    let mut slowest = i16::MAX;
    while world.player.air {
        world.step(Buttons::NONE);
        airborne += 1;
        if world.player.air {
            assert_eq!(world.player.ground_speed, 0x600, "not updated in the air");
            assert_eq!(world.camera.x_shift, (-2 * (airborne + 2)).max(-64), "air frame {airborne}");
            slowest = slowest.min(world.player.x_speed);
        }
    }
    assert!(slowest < 0x600, "the air drag slowed him ({slowest:#x}) but the shift stayed");
    assert!(airborne > 31);
    // Landed below 6: back by 2.
    assert!(world.player.ground_speed < 0x600);
    assert_eq!(world.camera.x_shift, -62);
}

/// 16 frames into charging a spindash or a Super Peel Out (counting the frame it started) the focal point
/// starts moving; a charge let go earlier leaves it.
#[test]
fn sonic_cd_extended_camera_shifts_16_frames_into_a_charge() {
    for peel_out in [false, true] {
        let (mut camera, mut player) = setup(160, 96);
        let mut shifts = Vec::new();
        for _ in 0..18 {
            if peel_out {
                player.ability = engine::player::Ability::PeelOut { frames: 0 };
            } else {
                player.spindash = Some(0);
            }
            camera.update(&player, &BIG, &cd());
            shifts.push((camera.charge_frames, camera.x_shift, camera.x));
        }
        assert_eq!(shifts[14], (15, 0, 1000), "peel out {peel_out}");
        assert_eq!(&shifts[15..], &[(16, -2, 1002), (17, -4, 1004), (18, -6, 1006)], "peel out {peel_out}");
        // Let go, still standing: the count restarts and the focal point returns.
        player.spindash = None;
        player.ability = engine::player::Ability::None;
        camera.update(&player, &BIG, &cd());
        assert_eq!((camera.charge_frames, camera.x_shift), (0, -4));
    }
    // A charge of 15 frames does nothing.
    let (mut camera, mut player) = setup(160, 96);
    for _ in 0..15 {
        player.spindash = Some(0x800);
        camera.update(&player, &BIG, &cd());
    }
    player.spindash = None;
    camera.update(&player, &BIG, &cd());
    assert_eq!((camera.x_shift, camera.x), (0, 1000));
    // Not in Sonic 2.
    let (mut camera, mut player) = setup(160, 96);
    for _ in 0..20 {
        player.spindash = Some(0);
        camera.update(&player, &BIG, &s2());
    }
    assert_eq!((camera.x_shift, camera.charge_frames, camera.x), (0, 0, 1000));
}

/// A spindash in a world: the shift from the 16th frame of the charge, no lag after the release (SPG
/// "Spindash Lag": not in Sonic CD), and the dash (Ground Speed 8) keeps it.
#[test]
fn sonic_cd_spindash_shifts_the_camera_and_has_no_lag() {
    for profile in [ProfileId::CD, ProfileId::S2] {
        let mut world = flat_world(profile);
        world.step(Buttons::DOWN);
        world.step(Buttons::DOWN.union(Buttons::JUMP));
        assert!(world.player.spindash.is_some());
        let mut camera_x = Vec::new();
        for _ in 0..20 {
            world.step(Buttons::DOWN);
            camera_x.push((world.camera.x_shift, world.camera.x));
        }
        world.step(Buttons::NONE);
        assert_eq!(world.player.ground_speed, 0x800);
        if profile == ProfileId::CD {
            // Started on the second frame: the 16th frame of the charge is the 15th of Down alone.
            assert_eq!(camera_x[13], (0, 240));
            assert_eq!(&camera_x[14..17], &[(-2, 242), (-4, 244), (-6, 246)]);
            assert_eq!(world.camera.scroll_delay, 0, "no spindash lag");
            assert_eq!(world.camera.x_shift, -14);
        } else {
            assert_eq!(camera_x[19], (0, 400 - 160));
            assert_ne!(world.camera.scroll_delay, 0, "Sonic 2's lag");
        }
    }
}

/// The look: a second press of Up within 16 frames of the first (here 16 frames later) starts it, 2 px a
/// frame to 200; a press 17 frames later is only a first tap again, and holding without a double tap never
/// looks.
#[test]
fn sonic_cd_looks_up_after_a_double_tap_within_16_frames() {
    let mut world = flat_world(ProfileId::CD);
    let biases = run(&mut world, &[(Buttons::UP, 1), (Buttons::NONE, 15), (Buttons::UP, 55)]);
    assert!(biases[..16].iter().all(|&b| b == 96));
    assert_eq!(&biases[16..19], &[98, 100, 102], "the second press, 16 frames after the first");
    assert_eq!(biases[16 + 51], 200);
    assert_eq!(biases[16 + 54], 200, "up to 200 (104 px)");
    // Let go: back by 2.
    assert_eq!(run(&mut world, &[(Buttons::NONE, 3)]), [198, 196, 194]);

    // 17 frames later is too late; that press is a first tap, and a press soon after it starts the look.
    let mut world = flat_world(ProfileId::CD);
    let biases = run(&mut world, &[(Buttons::UP, 1), (Buttons::NONE, 16), (Buttons::UP, 10)]);
    assert!(biases.iter().all(|&b| b == 96), "{biases:?}");
    let biases = run(&mut world, &[(Buttons::NONE, 3), (Buttons::UP, 2)]);
    assert_eq!(biases, [96, 96, 96, 98, 100]);

    // Held, never tapped twice: no look, however long (Sonic 2 looks after 120 frames).
    let mut world = flat_world(ProfileId::CD);
    assert!(run(&mut world, &[(Buttons::UP, 200)]).iter().all(|&b| b == 96));
    let mut world = flat_world(ProfileId::S2);
    assert_eq!(run(&mut world, &[(Buttons::UP, 200)])[119], 98);

    // Ducking the same way: down to 8 (88 px).
    let mut world = flat_world(ProfileId::CD);
    let biases = run(&mut world, &[(Buttons::DOWN, 1), (Buttons::NONE, 1), (Buttons::DOWN, 50)]);
    assert_eq!(&biases[..4], &[96, 96, 94, 92]);
    assert_eq!(biases[2 + 43], 8);
    assert_eq!(biases[51], 8);
}

/// The SPG's example: look up by double-tapping, let go, then press Down: the focal point freezes until it
/// is let go, even through a spindash.
#[test]
fn sonic_cd_up_or_down_held_while_the_view_is_shifted_freezes_it() {
    let mut world = flat_world(ProfileId::CD);
    let biases = run(&mut world, &[(Buttons::UP, 1), (Buttons::NONE, 1), (Buttons::UP, 60), (Buttons::NONE, 10)]);
    assert_eq!(biases[61], 200);
    assert_eq!(biases[71], 180);
    let frozen = run(&mut world, &[(Buttons::DOWN, 30)]);
    assert!(frozen.iter().all(|&b| b == 180), "{frozen:?}");
    // A spindash (Down held) keeps it frozen; Sonic 2 returns it.
    let spindash = run(&mut world, &[(Buttons::DOWN.union(Buttons::JUMP), 1), (Buttons::DOWN, 10)]);
    assert!(world.player.spindash.is_some());
    assert!(spindash.iter().all(|&b| b == 180), "{spindash:?}");
    assert_eq!(run(&mut world, &[(Buttons::NONE, 3)]), [178, 176, 174], "let go: the dash, and the return");
    assert_eq!(world.player.ground_speed, 0x800 - 2 * 6, "dashing (rolling friction 6 a frame after the release)");

    // Pressing Up again while it returns freezes it too.
    let mut world = flat_world(ProfileId::CD);
    run(&mut world, &[(Buttons::UP, 1), (Buttons::NONE, 1), (Buttons::UP, 20), (Buttons::NONE, 4)]);
    assert_eq!(world.camera.y_bias, 96 + 2 * 20 - 2 * 4);
    assert_eq!(run(&mut world, &[(Buttons::UP, 5), (Buttons::NONE, 2)]), [128, 128, 128, 128, 128, 126, 124]);
}

#[test]
fn sonic_cd_camera_state_is_part_of_the_snapshot() {
    let mut world = flat_world(ProfileId::CD);
    run(&mut world, &[(Buttons::UP, 1), (Buttons::NONE, 1), (Buttons::UP, 3)]);
    let snapshot = world.snapshot();
    let ahead = run(&mut world, &[(Buttons::UP, 5), (Buttons::NONE, 1), (Buttons::UP, 3)]);
    world.restore(&snapshot);
    assert_eq!(world.camera.double_tap.looking, engine::camera::DoubleTap::UP);
    assert_eq!(run(&mut world, &[(Buttons::UP, 5), (Buttons::NONE, 1), (Buttons::UP, 3)]), ahead);
    let mut other = snapshot.clone();
    other.camera.x_shift = -2;
    assert_ne!(other, snapshot);
}

/// S3K's camera in a level that wraps vertically (top limit −$100, Marble Garden 1; s3.asm `MoveCameraY`): the
/// distance to the player is taken across the seam, going up past −$100 comes in at the bottom of the $1000 px
/// wrap, going down past a bottom limit at $1000 moves up by $1000 (below it, it stops at the limit).
#[test]
fn s3k_camera_wraps_vertically_where_the_top_limit_is_minus_0x100() {
    let bounds = |max_y: i32| Bounds { left: 0, top: -0x100, right: 100_000, bottom: max_y + 224 };
    let air_player = |y: i32| {
        let mut p = Player::standing(Character::Sonic, 1160, y);
        p.air = true;
        p
    };
    // The player 32 px below the camera's top across the seam ($F28 ≡ −$D8): 64 px above the focal point, so the
    // camera rises S3K's cap, 24: from −$F8 to −$110, which wraps to $EF0.
    let mut camera = Camera { x: 1000, y: -0xF8, y_bias: DEFAULT_Y_BIAS, ..Camera::default() };
    camera.update(&air_player(0xF28), &bounds(0x1000), &s3k());
    assert_eq!(camera.y, 0xEF0);
    // Down past a bottom limit at $1000: $FF8 + 24 = $1010 → $10.
    let mut camera = Camera { x: 1000, y: 0xFF8, y_bias: DEFAULT_Y_BIAS, ..Camera::default() };
    camera.update(&air_player(0xFF8 + 200), &bounds(0x1000), &s3k());
    assert_eq!(camera.y, 0x10);
    // A bottom limit below $1000 stops it.
    let mut camera = Camera { x: 1000, y: 0xF00, y_bias: DEFAULT_Y_BIAS, ..Camera::default() };
    camera.update(&air_player(0xF00 + 200), &bounds(0xF08), &s3k());
    assert_eq!(camera.y, 0xF08);
    // Without the −$100 top limit nothing wraps: the camera stops at the top.
    let mut camera = Camera { x: 1000, y: 8, y_bias: DEFAULT_Y_BIAS, ..Camera::default() };
    camera.update(&air_player(8 + 32), &Bounds { top: 0, ..bounds(0x1000) }, &s3k());
    assert_eq!(camera.y, 0);
}
