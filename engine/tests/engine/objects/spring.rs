//! Springs (s2disasm `Obj41`; SPG "Springs and Bumpers"): the strengths, sizes, slope data, launches and the
//! boing animation as exact integers, run either alone (one object frame with a hand-built context) or in a
//! `World` on flat ground.

use crate::support::{self, bench};
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s2::spring::{
    self, Frame, HORIZONTAL_CONTROL_LOCK, Kind, SLOPE_DIAGONAL_DOWN, SLOPE_DIAGONAL_UP, STRENGTHS, Spring, Twirl,
};
use engine::player::{Player, Pose, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{ChunkSize, Layer, Level};

const SPRING: u8 = 0x41;

/// One spring and the player, stepped without the player's own routine (only the spring acts).
struct Bench {
    bench: bench::Bench,
    spring: Common,
    state: Spring,
}

bench::deref_bench!(Bench);

impl Bench {
    fn new(subtype: u8, x: i32, y: i32, x_flip: bool) -> Self {
        let level = Level::new("empty", ChunkSize::Px128, 8, 8);
        let player = Player::standing(Character::Sonic, x, y - 100);
        let mut spring = Common::new(SPRING, subtype, x, y, x_flip, false);
        spring.slot = 0x10;
        let mut b = Bench { bench: bench::Bench::new(&level, player), spring, state: Spring::default() };
        b.step();
        assert_eq!(b.spring.routine, Kind::from_subtype(subtype).routine(), "the init ran");
        b
    }

    /// One frame of the spring (`Obj41` then `MarkObjGone`).
    fn step(&mut self) {
        self.bench.with_ctx(|cx| spring::run(&mut self.spring, &mut self.state, cx));
    }

    /// Places the player (pixel centre) in the air with speeds.
    fn player_at(&mut self, x: i32, y: i32, x_speed: i16, y_speed: i16) {
        let p = &mut self.player;
        p.x = x << 8;
        p.y = y << 8;
        p.x_speed = x_speed;
        p.y_speed = y_speed;
        p.air = true;
    }
}

#[test]
fn strengths_are_16_and_10_pixels_per_frame() {
    // SPG "Springs and Bumpers": red springs launch higher than yellow ones; s2disasm `Obj41_Strengths`.
    assert_eq!(STRENGTHS, [-0x1000, -0xA00]);
    assert_eq!(STRENGTHS.map(|s| -s / 256), [16, 10]);
    assert_eq!(HORIZONTAL_CONTROL_LOCK, 15);
    for (subtype, strength) in [(0x00, -0x1000), (0x02, -0xA00), (0x10, -0x1000), (0x12, -0xA00), (0x32, -0xA00)] {
        let b = Bench::new(subtype, 0x100, 0x100, false);
        assert_eq!(b.state.strength, strength, "subtype {subtype:#x}");
    }
}

#[test]
fn subtype_bits_4_to_6_choose_the_kind_and_its_size() {
    let cases = [
        (0x00, Kind::Up, 2, 16, 0),
        (0x10, Kind::Horizontal, 4, 8, 3),
        (0x20, Kind::Down, 6, 16, 0),
        (0x30, Kind::DiagonalUp, 8, 16, 7),
        (0x40, Kind::DiagonalDown, 0xA, 16, 7),
    ];
    for (subtype, kind, routine, width, mapping_frame) in cases {
        assert_eq!(Kind::from_subtype(subtype), kind);
        let mut b = Bench::new(subtype, 0x100, 0x100, false);
        assert_eq!((b.state.kind, b.spring.routine, b.spring.width_pixels), (kind, routine, width));
        b.step();
        assert_eq!(b.spring.mapping_frame, mapping_frame, "{kind:?} at rest after its first animation");
        assert_eq!(spring::frame(&b.spring), Frame::Relaxed);
    }
    // The down springs are drawn flipped (status y flip set by the init, copied by the animation).
    let mut b = Bench::new(0x20, 0x100, 0x100, false);
    b.step();
    assert!(b.spring.y_flip);
}

#[test]
fn slope_data_is_the_games() {
    assert_eq!(SLOPE_DIAGONAL_UP.len(), 28);
    assert_eq!(SLOPE_DIAGONAL_UP[..12], [0x10; 12]);
    assert_eq!(SLOPE_DIAGONAL_UP[12..20], [0x0E, 0x0C, 0x0A, 8, 6, 4, 2, 0]);
    assert_eq!(SLOPE_DIAGONAL_UP[20..], [0xFE, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC]);
    assert_eq!(SLOPE_DIAGONAL_DOWN[..2], [0xF4, 0xF0]);
    assert_eq!(SLOPE_DIAGONAL_DOWN[12..20], [0xF2, 0xF4, 0xF6, 0xF8, 0xFA, 0xFC, 0xFE, 0]);
    assert_eq!(SLOPE_DIAGONAL_DOWN[20..], [2, 4, 4, 4, 4, 4, 4, 4]);
}

#[test]
fn up_spring_launches_a_player_landing_on_it() {
    let mut b = Bench::new(0x00, 0x100, 0x100, false);
    // Falling onto the top: the box's top is 8 px above the centre, his feet 19 px below his.
    b.player_at(0x100, 0x100 - 8 - 19 + 2, 0x123, 0x200);
    b.player.pose = Pose::Roll;
    b.step();
    let p = &b.player;
    assert_eq!(p.y_speed, -0x1000);
    assert_eq!(p.x_speed, 0x123, "X Speed kept (subtype bit 7 clear)");
    assert!(p.air && !p.on_object);
    assert_eq!(p.pose, Pose::Spring);
    assert_eq!(p.routine, Routine::Normal);
    // Landed 1 px above the box (`SolidObject_Landed`: y − 8 − 19 − 1), then moved 8 px down into the spring.
    assert_eq!(p.y >> 8, 0x100 - 8 - 19 - 1 + 8);
    assert!(spring::is_compressed(&b.spring));
    // The next frame sees him in the air: the standing bit goes, nothing more happens.
    b.step();
    assert!(!b.spring.player_standing());
    assert_eq!(b.player.y_speed, -0x1000);
}

#[test]
fn up_spring_subtype_bit_7_clears_x_speed_and_bits_2_3_set_the_layer() {
    for (subtype, layer) in [(0x80 | 0x04, Layer::A), (0x80 | 0x08, Layer::B), (0x80 | 0x0C, Layer::B)] {
        let mut b = Bench::new(subtype, 0x100, 0x100, false);
        b.player.layer = if layer == Layer::A { Layer::B } else { Layer::A };
        b.player_at(0x100, 0x100 - 8 - 19 + 2, 0x300, 0x200);
        b.step();
        assert_eq!(b.player.x_speed, 0);
        let expected = if subtype & 0xC == 0xC { b.player.layer } else { layer };
        assert_eq!(b.player.layer, expected, "subtype {subtype:#x}");
    }
    // 0xC: neither layer bit pattern, the layer is kept.
    let mut b = Bench::new(0x0C, 0x100, 0x100, false);
    b.player.layer = Layer::A;
    b.player_at(0x100, 0x100 - 8 - 19 + 2, 0, 0x200);
    b.step();
    assert_eq!(b.player.layer, Layer::A);
}

#[test]
fn boing_is_compressed_1_frame_relaxed_2_extended_7() {
    let mut b = Bench::new(0x00, 0x100, 0x100, false);
    b.player_at(0x100, 0x100 - 8 - 19 + 2, 0, 0x200);
    let mut frames = Vec::new();
    for _ in 0..14 {
        b.step();
        frames.push(b.spring.mapping_frame);
        // Keep the player away after the launch.
        b.player_at(0x200, 0, 0, 0);
    }
    assert_eq!(frames, [1, 0, 0, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0]);
    assert_eq!(b.spring.anim, 0);
}

#[test]
fn horizontal_spring_launches_a_player_pushing_its_face() {
    // Facing right (not flipped); the player walks left into its right side.
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x10, sx, sy, false);
    b.player.air = false;
    b.player.x = (sx + 0x13 - 1) << 8;
    b.player.y = sy << 8;
    b.player.ground_speed = -0x100;
    b.player.x_speed = -0x100;
    b.step();
    let p = &b.player;
    // Pushed out to x + 0x13 (its half width), then moved 8 px right and 16 px left, speed turned right.
    assert_eq!(p.x_speed, 0x1000);
    assert_eq!(p.ground_speed, 0x1000);
    assert_eq!(p.control_lock, 15);
    assert!(!p.facing_left && !p.air && !p.pushing);
    assert_eq!(p.pose, Pose::Walk);
    assert_eq!(p.x >> 8, sx + 0x13 + 8 - 16);
    assert_eq!(b.spring.status & (1 << 5), 0, "its pushing bit is cleared");
    assert!(spring::is_compressed(&b.spring));
    assert_eq!(b.spring.mapping_frame, 4);
}

#[test]
fn horizontal_spring_does_nothing_when_pushed_from_behind() {
    // Facing right; the player walks right into its left side.
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x10, sx, sy, false);
    b.player.air = false;
    b.player.x = (sx - 0x13 + 1) << 8;
    b.player.y = sy << 8;
    b.player.ground_speed = 0x100;
    b.player.x_speed = 0x100;
    b.step();
    assert_eq!(b.player.x_speed, 0, "stopped by the solid side");
    assert!(b.player.pushing);
    assert_eq!(b.player.control_lock, 0);
    assert_eq!(spring::frame(&b.spring), Frame::Relaxed);
}

#[test]
fn flipped_horizontal_spring_launches_left_and_rolling_keeps_the_roll() {
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x12, sx, sy, true);
    b.player.air = false;
    b.player.rolling = true;
    b.player.pose = Pose::Roll;
    b.player.x = (sx - 0x13 + 1) << 8;
    b.player.y = sy << 8;
    b.player.ground_speed = 0x100;
    b.player.x_speed = 0x100;
    b.step();
    let p = &b.player;
    assert_eq!((p.x_speed, p.ground_speed), (-0xA00, -0xA00));
    assert!(p.facing_left);
    assert_eq!(p.pose, Pose::Roll);
    assert_eq!(p.x >> 8, sx - 0x13 + 8);
}

#[test]
fn horizontal_spring_launches_a_grounded_player_in_front_moving_away_or_still() {
    let (sx, sy) = (0x100, 0x100);
    // In front (x .. x + 40, y − 24 .. y + 24), standing still: launched.
    let mut b = Bench::new(0x10, sx, sy, false);
    b.player.air = false;
    b.player.x = (sx + 0x27) << 8;
    b.player.y = (sy + 0x17) << 8;
    b.step();
    assert_eq!(b.player.x_speed, 0x1000);
    assert_eq!(b.player.x >> 8, sx + 0x27 - 8);
    // Just outside, or moving towards it, or in the air: nothing.
    // (Closer than 0x13 + 19 px he would touch its solid side and be launched by pushing it.)
    for (dx, dy, g, air) in [(0x28, 0, 0, false), (0x20, 0x18, 0, false), (0x20, 0, -1, false), (0x20, 0, 0, true)] {
        let mut b = Bench::new(0x10, sx, sy, false);
        b.player.air = air;
        b.player.x = (sx + dx) << 8;
        b.player.y = (sy + dy) << 8;
        b.player.ground_speed = g;
        b.step();
        assert_eq!(b.player.x_speed, 0, "dx {dx} dy {dy} g {g} air {air}");
    }
    // While its boing plays (script 3), the zone is off.
    let mut b = Bench::new(0x10, sx, sy, false);
    b.player.air = false;
    b.player.x = (sx + 0x20) << 8;
    b.player.y = sy << 8;
    b.step();
    assert_eq!(b.player.x_speed, 0x1000);
    b.player.x = (sx + 0x20) << 8;
    b.player.x_speed = 0;
    b.player.ground_speed = 0;
    b.step();
    assert_eq!(b.player.x_speed, 0, "not again while bouncing");
}

#[test]
fn down_spring_launches_a_player_hitting_it_from_below() {
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x22, sx, sy, false);
    // Jumping up into its bottom: the box test reaches 4 px less far below than above (its `addq.w #4`), so
    // his centre must be above y + 8 + 19 − 4; here 5 px inside, pushed back out to y + 8 + 19.
    b.player_at(sx, sy + 8 + 19 - 5, 0x40, -0x400);
    b.player.pose = Pose::Roll;
    b.step();
    let p = &b.player;
    assert_eq!(p.y_speed, 0xA00);
    assert_eq!(p.x_speed, 0x40);
    assert!(p.air && !p.on_object);
    assert_eq!(p.pose, Pose::Roll, "the pose is kept");
    // Pushed out below, then moved 8 px up.
    assert_eq!(p.y >> 8, sy + 8 + 19 - 8);
    assert!(spring::is_compressed(&b.spring));
}

#[test]
fn diagonal_up_spring_launches_from_its_face() {
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x30, sx, sy, false);
    // Falling onto its face (x > centre − 4, where the top slopes down to the right): at x + 4 the slope index
    // is (4 + 27) / 2 = 15, value 8, 8 below the first: the top is y − 16 + 8.
    let top = sy - 0x10 - (i32::from(SLOPE_DIAGONAL_UP[15] as i8) - 0x10);
    b.player_at(sx + 4, top - 19 + 2, 0, 0x200);
    b.step();
    let p = &b.player;
    assert_eq!((p.x_speed, p.y_speed), (0x1000, -0x1000));
    assert!(p.air && !p.on_object && !p.facing_left);
    assert_eq!(p.pose, Pose::Spring);
    assert_eq!(p.x >> 8, sx + 4 + 6 - 12);
    assert_eq!(b.spring.mapping_frame, 8);

    // Flipped: launched up-left, facing left.
    let mut b = Bench::new(0x32, sx, sy, true);
    b.player_at(sx - 4, top - 19 + 2, 0, 0x200);
    b.step();
    let p = &b.player;
    assert_eq!((p.x_speed, p.y_speed), (-0xA00, -0xA00));
    assert!(p.facing_left);
    assert_eq!(p.x >> 8, sx - 4 + 6);

    // On its flat back (its left part, top y − 16) he just stands on it.
    let mut b = Bench::new(0x30, sx, sy, false);
    let back = sy - 0x10;
    b.player_at(sx - 12, back - 19 + 2, 0, 0x200);
    b.step();
    assert!(b.player.on_object && !b.player.air);
    assert_eq!(b.player.y_speed, 0);
}

#[test]
fn diagonal_down_spring_launches_a_player_hitting_it_from_below() {
    let (sx, sy) = (0x100, 0x100);
    let mut b = Bench::new(0x40, sx, sy, false);
    // Below its middle (index 13: 0xF4, the same as the first value): the bottom is y + 16; his centre 5 px
    // inside the reach of the box test (4 px short of the bottom + 19), pushed back out.
    let h = i32::from(SLOPE_DIAGONAL_DOWN[13].wrapping_sub(SLOPE_DIAGONAL_DOWN[0]) as i8);
    assert_eq!(h, 0);
    let bottom = sy - h + 0x10;
    b.player_at(sx, bottom + 19 - 5, 0, -0x300);
    b.step();
    let p = &b.player;
    assert_eq!((p.x_speed, p.y_speed), (0x1000, 0x1000));
    assert!(p.air && !p.facing_left);
    assert_eq!(p.x >> 8, sx + 6 - 12);
    assert_eq!(p.y >> 8, bottom + 19 - 6);
}

#[test]
fn twirl_springs_set_ground_speed_to_one_and_the_walk_pose() {
    assert_eq!(spring::twirl(Kind::Up, 0x00, false), None);
    assert_eq!(spring::twirl(Kind::Up, 0x01, false), Some(Twirl { flip_angle: 1, flips_remaining: 1, flip_speed: 4 }));
    assert_eq!(
        spring::twirl(Kind::Down, 0x03, true),
        Some(Twirl { flip_angle: 0xFF, flips_remaining: 0, flip_speed: 4 })
    );
    assert_eq!(
        spring::twirl(Kind::Horizontal, 0x11, false),
        Some(Twirl { flip_angle: 1, flips_remaining: 3, flip_speed: 8 })
    );
    assert_eq!(
        spring::twirl(Kind::DiagonalUp, 0x33, true),
        Some(Twirl { flip_angle: 0xFF, flips_remaining: 1, flip_speed: 8 })
    );

    let mut b = Bench::new(0x01, 0x100, 0x100, false);
    b.player.facing_left = true;
    b.player_at(0x100, 0x100 - 8 - 19 + 2, 0, 0x200);
    b.step();
    assert_eq!((b.player.ground_speed, b.player.pose, b.player.y_speed), (-1, Pose::Walk, -0x1000));
}

#[test]
fn hurt_player_landing_on_a_spring_is_back_in_the_normal_routine() {
    let mut b = Bench::new(0x00, 0x100, 0x100, false);
    b.player.routine = Routine::Hurt;
    b.player_at(0x100, 0x100 - 8 - 19 + 2, 0, 0x200);
    b.step();
    assert_eq!(b.player.routine, Routine::Normal);
}

/// A world on flat ground (top at y 640) with one spring put straight into the first object slot.
fn world_with_spring(subtype: u8, x: i32, y: i32, x_flip: bool, player: Player) -> World {
    let mut world = World::with_player(&support::flat_level(8), player);
    let obj = Obj::new(Common::new(SPRING, subtype, x, y, x_flip, false));
    assert!(matches!(obj.state, State::Spring(_)));
    world.objects.slots.allocate(obj, 0, None).expect("a free slot");
    world
}

#[test]
fn in_a_world_a_red_up_spring_throws_sonic_up_and_the_player_caps_it() {
    // Spring resting on the ground (centre 16 px above it); Sonic falls onto it from above.
    let mut start = Player::standing(Character::Sonic, 300, 560);
    start.air = true;
    let mut w = world_with_spring(0x00, 300, 640 - 16, false, start);
    let mut launched = None;
    for frame in 1..=60 {
        w.step(Buttons::NONE);
        if w.player.y_speed < 0 {
            launched = Some(frame);
            break;
        }
    }
    assert!(launched.is_some(), "launched");
    assert_eq!(w.player.y_speed, -0x1000);
    assert_eq!(w.player.pose, Pose::Spring);
    // Not a jump: the next frame's air routine caps the launch (`Sonic_JumpHeight`: −15.75 px per frame).
    w.step(Buttons::NONE);
    assert_eq!(w.player.y_speed, -0xFC0 + 0x38);
}

#[test]
fn in_a_world_walking_into_a_horizontal_spring_bounces_sonic_back() {
    // Facing left (flipped), Sonic walks right into its face.
    let start = Player::standing(Character::Sonic, 200, 640 - 20);
    let mut w = world_with_spring(0x10, 300, 640 - 16, true, start);
    let mut launched = false;
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
        if w.player.x_speed < 0 {
            launched = true;
            break;
        }
    }
    assert!(launched);
    assert_eq!((w.player.x_speed, w.player.ground_speed, w.player.control_lock), (-0x1000, -0x1000, 15));
    assert!(w.player.facing_left && !w.player.air);
    // The lock holds his Right for 15 frames: he keeps going left.
    w.step(Buttons::RIGHT);
    assert!(w.player.ground_speed < 0);
}
