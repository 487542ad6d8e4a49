//! The Emerald Hill log bridge (s2disasm `Obj11`, `Obj11_Depress`, `PlatformObject11_cont`; SPG "Solid
//! Objects"): the logs' layout, the depths and bend curves, the children it spawns, landing, the dip under a
//! standing player frame by frame (the real game's numbers from the `ehz1_full_nobadniks` trace), springing
//! back, walking off and unloading.

use crate::support::bench;
use engine::objects::runtime::object::{Common, FIRST_DYNAMIC_SLOT, Obj, STANDING, State};
use engine::objects::s2::bridge::{
    self, BEND_CURVES, BEND_MAX, Bridge, Role, depth, drawn_logs, first_log_x, log_positions, rest_log_positions,
    solid_logs,
};
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::{ChunkSize, Level};

const BRIDGE: u8 = 0x11;

/// One bridge in slot 0 and the player, stepped without the player's own routine (only the bridge acts).
struct Bench {
    bench: bench::Bench,
    bridge: Common,
    state: Bridge,
}

bench::deref_bench!(Bench);

impl Bench {
    /// A bridge at (x, y) and Sonic standing on the ground 100 px left of it, out of its reach.
    fn new(subtype: u8, x: i32, y: i32) -> Self {
        let level = Level::new("empty", ChunkSize::Px128, 8, 8);
        let player = Player::standing(Character::Sonic, x - 0x100, y - 100);
        let mut bridge = Common::new(BRIDGE, subtype, x, y, false, false);
        bridge.slot = FIRST_DYNAMIC_SLOT;
        let mut b = Bench { bench: bench::Bench::new(&level, player), bridge, state: Bridge::default() };
        b.step();
        assert_eq!(b.bridge.routine, 2, "the init ran");
        b
    }

    /// One frame of the bridge (`Obj11_EHZ` then `Obj11_Unload`).
    fn step(&mut self) {
        self.bench.with_ctx(|cx| bridge::run(&mut self.bridge, &mut self.state, cx));
    }

    /// Puts Sonic's centre at (x, y) pixels (subpixels 0x96), grounded and walking right.
    fn walk_to(&mut self, x: i32, y: i32) {
        let p = &mut self.player;
        p.x = x << 8;
        p.y = (y << 8) | 0x96;
        p.air = false;
        p.y_speed = 0;
        p.x_speed = 0x480;
        p.ground_speed = 0x480;
    }

    fn offsets(&self) -> Vec<i16> {
        self.state.log_offsets(self.bridge.subtype).collect()
    }
}

#[test]
fn logs_are_16_px_wide_and_centred_by_half_the_count() {
    // `Obj11_Init`: the first log is (subtype / 2) · 16 px left of the bridge; `Obj11_MakeBdgSegment`: 16 px
    // apart; the first child always holds 8 logs.
    assert_eq!(first_log_x(0x5A8, 12), 0x5A8 - 96);
    assert_eq!(first_log_x(0x100, 9), 0x100 - 64);
    let xs: Vec<i32> = rest_log_positions(0x5A8, 0x288, 12).map(|p| p.0).collect();
    assert_eq!(xs, (0..12).map(|i| 0x548 + 16 * i).collect::<Vec<_>>());
    assert!(rest_log_positions(0x5A8, 0x288, 12).all(|p| p.1 == 0x288));
    for (subtype, solid, drawn) in [(0, 0, 8), (4, 4, 8), (8, 8, 8), (12, 12, 12), (16, 16, 16), (40, 16, 16)] {
        assert_eq!((solid_logs(subtype), drawn_logs(subtype)), (solid, drawn), "subtype {subtype}");
    }
}

#[test]
fn depths_are_2_px_per_log_to_the_nearer_end() {
    // `Obj11_DepressionOffsets`, the rows for 8, 12 and 16 logs.
    assert_eq!((0..8).map(|l| depth(8, l)).collect::<Vec<_>>(), [2, 4, 6, 8, 8, 6, 4, 2]);
    assert_eq!((0..12).map(|l| depth(12, l)).collect::<Vec<_>>(), [2, 4, 6, 8, 10, 12, 12, 10, 8, 6, 4, 2]);
    assert_eq!(depth(16, 7), 16);
    assert_eq!(depth(16, 8), 16);
    assert_eq!(depth(16, 15), 2);
    assert_eq!(depth(12, 12), 0);
    // Short bridges read the bytes of `Obj11_Depress` itself (e.g. `D0 68` for 2 logs).
    assert_eq!(depth(1, 0), 0x43);
    assert_eq!([depth(2, 0), depth(2, 1)], [0xD0, 0x68]);
    assert_eq!(depth(7, 6), 0x43);
}

#[test]
fn bend_curves_rise_to_255_at_the_standing_log() {
    for (n, row) in BEND_CURVES.iter().enumerate() {
        assert_eq!(row[n], 0xFF, "row {n}");
        assert!(row[..=n].windows(2).all(|w| w[0] < w[1]), "row {n} rises");
        assert!(row[n + 1..].iter().all(|&v| v == 0), "row {n} ends");
    }
    assert_eq!(BEND_CURVES[1][0], 0xB5);
    assert_eq!(BEND_CURVES[15][0], 0x19);
}

#[test]
fn init_spawns_one_child_per_8_logs_right_after_the_bridge() {
    let b = Bench::new(12, 0x5A8, 0x288);
    assert_eq!(b.bridge.width_pixels, 0x80);
    assert_eq!(b.state.rest_y, 0x288);
    assert_eq!(b.state.children, [Some(1), Some(2)]);
    let role = |i| match b.slots.get(i).map(|o| &o.state) {
        Some(State::Bridge(s)) => Some(s.role),
        _ => None,
    };
    assert_eq!(role(1), Some(Role::Logs { first: 0, count: 8 }));
    assert_eq!(role(2), Some(Role::Logs { first: 8, count: 4 }));
    // The first child sits at its 5th log's x − 8: the middle of its 8 logs.
    assert_eq!(b.slots.get(1).map(|o| o.common.pixel_x()), Some(0x548 + 64 - 8));
    assert_eq!(b.slots.get(2).map(|o| o.common.pixel_x()), Some(0x548 + 160 - 8));

    let short = Bench::new(8, 0x20C8, 0x248);
    assert_eq!(short.state.children, [Some(1), None]);
    assert_eq!(short.slots.len(), 1);
    // The bridge itself is never drawn; its children are.
    assert!(!short.bridge.displayed);
}

#[test]
fn landing_and_the_dip_follow_the_real_game_frame_by_frame() {
    // `ehz1_full_nobadniks` frames 319–328: Sonic walks onto EHZ1's first bridge (x 0x5A8, y 0x288,
    // 12 logs) from the ground at y 624, lands on log 0 at 620 and sinks as the bend grows (4 per frame).
    let mut b = Bench::new(12, 0x5A8, 0x288);
    let xs = [1347, 1351, 1356, 1360, 1365, 1370, 1375, 1379, 1384, 1389];
    let ys = [620, 621, 621, 621, 622, 622, 623, 623, 625, 625];
    b.walk_to(xs[0], 624);
    b.step();
    assert!(b.player.on_object && !b.player.air);
    assert_eq!(b.player.interact, FIRST_DYNAMIC_SLOT);
    assert_eq!(b.bridge.status & STANDING, STANDING);
    assert_eq!(b.state.player_log, 0);
    assert_eq!(b.state.bend, 0, "the bend grows from the frame after the landing");
    assert_eq!(b.player.pixel_y(), ys[0]);
    assert_eq!(b.player.y & 0xFF, 0x96, "subpixels kept");
    for (&x, &y) in xs.iter().zip(&ys).skip(1) {
        b.walk_to(x, b.player.pixel_y());
        b.step();
        assert_eq!(b.player.pixel_y(), y, "x {x}");
    }
    assert_eq!(b.state.bend, 36);
    assert_eq!(b.state.player_log, 2, "x 1389 is over log (1389 − 1448 + 104) / 16");
}

#[test]
fn at_full_bend_the_standing_log_sinks_by_its_depth() {
    let mut b = Bench::new(12, 0x5A8, 0x288);
    // Log 5 of 12: centre 0x548 + 80.
    let x = 0x548 + 80;
    b.walk_to(x, 0x288 - 8 - 19);
    for _ in 0..20 {
        b.step();
        b.walk_to(x, b.player.pixel_y());
    }
    assert_eq!(b.state.bend, BEND_MAX);
    assert_eq!(b.state.player_log, 5);
    // (255 + 1) · 12 · sin(0x40) / 65536 = 12 px under Sonic; the curve of 5 logs on the left, of 6 on the
    // right.
    assert_eq!(b.offsets(), [2, 5, 8, 10, 11, 12, 11, 10, 9, 7, 5, 2]);
    assert_eq!(b.player.pixel_y(), 0x288 + 12 - 8 - 19);
    let logs: Vec<(i32, i32)> = log_positions(&b.bridge, &b.state).collect();
    assert_eq!(logs[5], (x, 0x288 + 12));
}

#[test]
fn after_a_jump_the_bridge_springs_back_4_per_frame() {
    let mut b = Bench::new(8, 0x100, 0x200);
    b.walk_to(0x100, 0x200 - 8 - 19);
    for _ in 0..20 {
        b.step();
        b.walk_to(0x100, b.player.pixel_y());
    }
    assert_eq!(b.state.bend, BEND_MAX);
    // Log 4 of 8 (depth 8).
    assert_eq!(b.offsets(), [2, 4, 6, 7, 8, 7, 5, 3]);
    b.player.air = true;
    b.player.y_speed = -0x680;
    b.step();
    assert_eq!(b.state.bend, BEND_MAX, "the bend still grows on the frame he leaves");
    assert_eq!(b.bridge.status & STANDING, 0);
    assert!(!b.player.on_object);
    for bend in (0..BEND_MAX).step_by(4).rev() {
        b.step();
        assert_eq!(b.state.bend, bend);
    }
    assert_eq!(b.offsets(), [0; 8]);
    assert_eq!(b.state.player_log, 4, "the last standing log is kept");
}

#[test]
fn walking_off_the_end_leaves_him_on_the_ground() {
    let mut b = Bench::new(8, 0x100, 0x200);
    b.walk_to(0x100 + 40, 0x200 - 8 - 19);
    b.step();
    assert!(b.player.on_object);
    assert_eq!(b.state.player_log, 7);
    // The range is x − 72 ..< x + 56 (d1 = 8 · 8 + 8, d2 = 8 · 16).
    b.walk_to(0x100 + 55, b.player.pixel_y());
    b.step();
    assert!(b.player.on_object);
    b.walk_to(0x100 + 56, b.player.pixel_y());
    b.step();
    assert!(!b.player.on_object);
    assert!(!b.player.air, "unlike `PlatformObject`, the bridge does not put him in the air");
    assert_eq!(b.bridge.status & STANDING, 0);
}

#[test]
fn a_rising_or_distant_player_does_not_land() {
    // `PlatformObject_ChkYRange`: his bottom + 4 must be 1 to 16 px below the top (y − 8); he lands 1 px above
    // it.
    let top = 0x200 - 8;
    let lands = |y: i32, y_speed: i16| {
        let mut b = Bench::new(8, 0x100, 0x200);
        b.walk_to(0x100, y);
        b.player.air = true;
        b.player.y_speed = y_speed;
        b.step();
        b.player.on_object.then(|| b.player.pixel_y())
    };
    assert_eq!(lands(top - 19 - 4, 0), None);
    assert_eq!(lands(top - 19 - 4 + 1, 0), Some(top - 19 - 1));
    assert_eq!(lands(top - 19 - 4 + 16, 0x100), Some(top - 19 - 1));
    assert_eq!(lands(top - 19 - 4 + 17, 0x100), None);
    assert_eq!(lands(top - 19 - 4 + 1, -1), None, "rising");
}

#[test]
fn subtype_0_is_never_landed_on() {
    let mut b = Bench::new(0, 0x100, 0x200);
    b.walk_to(0x100, 0x200 - 8 - 19);
    b.step();
    assert!(!b.player.on_object);
}

#[test]
fn out_of_range_the_bridge_deletes_its_children_and_itself() {
    let mut b = Bench::new(12, 0x5A8, 0x288);
    b.game.camera_x_coarse = 0x5A8 + 0x300;
    b.step();
    assert!(b.bridge.deleted);
    assert!(b.slots.iter().all(|(_, o)| o.common.deleted), "the children are deleted");
}

#[test]
fn in_a_world_sonic_drops_onto_a_bridge_and_sinks() {
    let level = Level::new("empty", ChunkSize::Px128, 8, 8);
    let mut player = Player::standing(Character::Sonic, 0x100, 0xC0);
    player.air = true;
    let mut world = World::with_player(&level, player);
    let obj = Obj::new(Common::new(BRIDGE, 8, 0x100, 0x100, false, false));
    assert!(matches!(&obj.state, State::Bridge(s) if s.role == Role::Bridge));
    world.objects.slots.allocate(obj, 0, None).expect("a free slot");
    for _ in 0..60 {
        world.step(Buttons::NONE);
    }
    assert!(world.player.on_object && !world.player.air);
    assert_eq!(world.player.interact, FIRST_DYNAMIC_SLOT);
    // Log 4 of 8 at full bend: 8 px down.
    assert_eq!(world.player.pixel_y(), 0x100 + 8 - 8 - 19);
    let children =
        world.objects.slots.iter().filter(|(_, o)| matches!(&o.state, State::Bridge(s) if s.role != Role::Bridge));
    assert_eq!(children.count(), 1);
}
