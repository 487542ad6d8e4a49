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
