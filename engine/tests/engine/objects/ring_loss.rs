//! Ring loss (SPG "Ring Loss"; s2disasm `Obj37`, `HurtCharacter`, `ChangeRingFrame`, `Ani_Ring`) with exact
//! integers: the scatter table, the 32-ring cap, the shared 255-frame counter (restarted by a second spill),
//! the floor check on one frame in 8 by slot, the bounce, collection and the sparkle. The rings run on a
//! bench that steps only the object slots (every object drawn counts as on screen) over a flat floor at
//! y 640, and once in a `World`.

use crate::support::{self, bench};
use engine::objects::run_slots;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::touch::chk_hurt;
use engine::objects::s2::lost_rings::{self, LIFETIME, LostRing, MAX_RINGS, Spill, ring_speeds, vint_runcount};
use engine::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use engine::player::{Player, Routine};
use engine::{Character, World};
use formats::inputs::Buttons;

const FLOOR: i32 = 640;

/// The object slots alone: each frame the level counter advances and every object runs in slot order
/// (`RunObjects`); whatever was drawn counts as on screen.
struct Bench {
    bench: bench::Bench,
}

bench::deref_bench!(Bench);

impl Bench {
    fn new() -> Self {
        // A flat level 16 chunks wide and 8 tall, solid from y 640 down. The player stands far away: nothing
        // touches him.
        let mut b = bench::Bench::new(&support::flat_level(16), Player::standing(Character::Sonic, 1800, FLOOR - 20));
        // `Camera_X_pos_coarse` as `ObjectsManager` sets it: the inert objects near the player stay loaded.
        b.game.camera_x_coarse = ((b.camera.x - 0x80) & 0xFF80) as u16;
        Bench { bench: b }
    }

    fn step(&mut self) {
        self.game.frame_counter = self.game.frame_counter.wrapping_add(1);
        self.with_world(|world, slots| run_slots(slots, world));
        for (_, obj) in self.slots.iter_mut() {
            obj.common.on_screen = obj.common.displayed;
        }
    }

    /// What `HurtCharacter` does: an `Obj37` at (x, y) in the first free slot. Returns its slot.
    fn spill(&mut self, rings: u16, x: i32, y: i32) -> usize {
        self.game.rings = rings;
        let c = Common::new(id::LOST_RINGS, 0, x, y, false, false);
        self.slots.allocate(Obj::new(c), 0, None).expect("a free slot")
    }

    /// An inert object holding slot `i`.
    fn occupy(&mut self, i: usize) {
        let c = Common::new(0x1C, 0, 1800, 600, false, false);
        assert_eq!(self.slots.allocate(Obj::new(c), i, None), Some(i));
    }

    /// Empties slot `i`.
    fn free(&mut self, i: usize) {
        if let Some(mut obj) = self.slots.take(i) {
            obj.common.deleted = true;
            self.slots.put_back(i, obj);
        }
    }

    fn rings(&self) -> Vec<(usize, &Common)> {
        self.slots.iter().filter(|(_, o)| o.common.id == id::LOST_RINGS).map(|(i, o)| (i, &o.common)).collect()
    }

    fn ring(&self, i: usize) -> &Common {
        &self.slots.get(i).expect("ring").common
    }
}

#[test]
fn rings_scatter_in_mirrored_pairs_at_4_then_2_pixels_per_frame() {
    // `Obj37_Init`: angle $88 + $10 per pair (sine to X Speed, cosine to Y Speed, shifted left by 2 for the first
    // 16 rings and by 1 for the next 16); every odd ring mirrors the one before.
    let speeds = ring_speeds(32);
    let first_circle = [(-196, -1004), (-568, -848), (-848, -568), (-1004, -196)];
    let lower_half = [(-1004, 196), (-848, 568), (-568, 848), (-196, 1004)];
    for (k, &(x, y)) in first_circle.iter().chain(&lower_half).enumerate() {
        assert_eq!(speeds[2 * k], (x, y), "ring {}", 2 * k);
        assert_eq!(speeds[2 * k + 1], (-x, y), "ring {}", 2 * k + 1);
        // The second circle: the same angles at half the speed.
        assert_eq!(speeds[16 + 2 * k], (x / 2, y / 2), "ring {}", 16 + 2 * k);
        assert_eq!(speeds[16 + 2 * k + 1], (-x / 2, y / 2), "ring {}", 17 + 2 * k);
    }
    assert_eq!(lost_rings::FIRST_ANGLE, 0x288);
    assert_eq!(lost_rings::GRAVITY, 0x18);
    assert_eq!(lost_rings::COLLISION, 0x47, "an item of touch size 7 (6 px)");
    assert_eq!(ring_speeds(4), speeds[..4].to_vec());
}

#[test]
fn at_most_32_rings_drop_and_the_count_and_life_flags_are_cleared() {
    let mut b = Bench::new();
    b.game.extra_life_flags = 3;
    b.spill(150, 400, 600);
    b.step();
    assert_eq!(b.rings().len(), usize::from(MAX_RINGS));
    assert_eq!(MAX_RINGS, 32);
    assert_eq!(b.game.rings, 0);
    assert_eq!(b.game.extra_life_flags, 0, "100 rings give a life again");
    for (n, (_, c)) in b.rings().into_iter().enumerate() {
        assert_eq!(c.collision_flags, 0x47);
        assert_eq!((c.x_radius, c.y_radius, c.width_pixels), (8, 8, 8));
        assert_eq!(c.routine, 2, "ring {n}");
    }
}

#[test]
fn the_spill_object_is_the_first_ring_and_the_others_take_the_first_free_slots() {
    let mut b = Bench::new();
    for i in [0, 1, 3, 4] {
        b.occupy(i);
    }
    let parent = b.spill(5, 400, 600);
    assert_eq!(parent, 2);
    b.step();
    let slots: Vec<usize> = b.rings().iter().map(|(i, _)| *i).collect();
    assert_eq!(slots, vec![2, 5, 6, 7, 8]);
    let speeds = ring_speeds(5);
    // Every ring after the spill's slot already moved once on the spill's frame, gravity added after.
    for (n, &slot) in slots.iter().enumerate() {
        let c = b.ring(slot);
        assert_eq!((c.x, c.y), ((400 << 8) + i32::from(speeds[n].0), (600 << 8) + i32::from(speeds[n].1)));
        assert_eq!((c.x_vel, c.y_vel), (speeds[n].0, speeds[n].1 + 0x18));
    }
}

#[test]
fn a_ring_before_the_spill_slot_first_moves_on_the_next_frame() {
    let mut b = Bench::new();
    b.occupy(0);
    b.occupy(2);
    let parent = b.spill(2, 400, 600);
    assert_eq!(parent, 1);
    // Free slot 0 before the spill runs: the second ring takes it.
    b.free(0);
    b.step();
    let speeds = ring_speeds(2);
    let first = b.ring(1);
    assert_eq!(first.y, (600 << 8) + i32::from(speeds[0].1), "the spill object moved on its own frame");
    let second = b.ring(0);
    assert_eq!((second.x, second.y), (400 << 8, 600 << 8), "slot 0 had already run");
    assert_eq!((second.x_vel, second.y_vel), speeds[1]);
    b.step();
    assert_eq!(b.ring(0).y, (600 << 8) + i32::from(speeds[1].1));
}

#[test]
fn rings_live_255_frames_and_a_second_spill_restarts_every_ring() {
    let mut b = Bench::new();
    // Spill on the floor mid-level: the rings bounce there (none reaches the level's edges) until the counter
    // runs out.
    b.spill(4, 1000, FLOOR - 8);
    b.step();
    let spill_frame = b.game.frame_counter;
    for _ in 0..254 {
        b.step();
    }
    assert_eq!(b.game.frame_counter - spill_frame, 254);
    assert_eq!(b.rings().len(), 4, "still there 254 frames after the spill");
    b.step();
    assert!(b.rings().is_empty(), "deleted on the frame the counter reads 0");
    assert_eq!(LIFETIME, 255);

    let mut b = Bench::new();
    b.spill(4, 1000, FLOOR - 8);
    b.step();
    for _ in 0..100 {
        b.step();
    }
    // A second hit: the shared counter is set to 255 again for the old rings too.
    b.spill(2, 1000, FLOOR - 8);
    b.step();
    assert_eq!(b.rings().len(), 6);
    for _ in 0..254 {
        b.step();
    }
    assert_eq!(b.rings().len(), 6, "the first spill's rings live on with the second's counter");
    b.step();
    assert!(b.rings().is_empty());
}

#[test]
fn the_shared_counter_counts_down_after_the_objects() {
    let game = GameState { frame_counter: 1000, ..GameState::new() };
    let spill = Spill { start: 1000, accum: 0 };
    assert_eq!(spill.counter(&game), 255);
    assert_eq!(spill.frame(&game), 0);
    let later = GameState { frame_counter: 1000 + 254, ..GameState::new() };
    assert_eq!(spill.counter(&later), 1);
    let end = GameState { frame_counter: 1000 + 255, ..GameState::new() };
    assert_eq!(spill.counter(&end), 0);
    // `ChangeRingFrame`: the accumulator adds 255, 254, …; the frame is its bits 9–10. After 3 frames it holds
    // 255 + 254 + 253 = 762 (bit 9 set): frame 1.
    let three = GameState { frame_counter: 1003, ..GameState::new() };
    assert_eq!(spill.frame(&three), 1);
    let two = GameState { frame_counter: 1002, ..GameState::new() };
    assert_eq!(spill.frame(&two), 0, "255 + 254 = 509 < 512");
}

/// Whether the floor is checked this frame for the object in dynamic slot `i` (`RunObjects`' d7 = $7F − i).
fn checks_floor(game: &GameState, i: usize) -> bool {
    (vint_runcount(game) as u8).wrapping_add(0x7F - i as u8) & 7 == 0
}

#[test]
fn a_falling_ring_finds_the_floor_only_on_its_check_frames() {
    for slot in [0usize, 3, 6] {
        let mut b = Bench::new();
        for i in 0..slot {
            b.occupy(i);
        }
        // One ring just inside the floor (its bottom on the floor's top row), falling at 1 px/frame.
        let mut c = Common::new(id::LOST_RINGS, 0, 400, FLOOR - 8, false, false);
        c.routine = 2;
        c.y_radius = 8;
        c.x_radius = 8;
        c.on_screen = true;
        c.y_vel = 0x100;
        let spill = Spill { start: b.game.frame_counter, accum: 0 };
        let got = b.slots.allocate(Obj { common: c, state: State::LostRings(LostRing { spill }) }, slot, None);
        assert_eq!(got, Some(slot));
        let mut frames = 0;
        loop {
            let before = b.ring(slot).clone();
            b.step();
            frames += 1;
            let after = b.ring(slot);
            let v = before.y_vel.wrapping_add(0x18);
            if checks_floor(&b.game, slot) {
                // Moved by its speed, then put back on the floor (bottom at 639) and bounced at 3/4 speed.
                assert_eq!(after.pixel_y(), FLOOR - 1 - 8, "slot {slot}");
                assert_eq!(after.y & 0xFF, (before.y + i32::from(before.y_vel)) & 0xFF, "the subpixel is kept");
                assert_eq!(after.y_vel, -(v - (v >> 2)), "slot {slot}");
                break;
            }
            assert_eq!(after.y, before.y + i32::from(before.y_vel), "no floor check: it sinks");
            assert_eq!(after.y_vel, v);
            assert!(frames < 8, "one frame in 8 checks");
        }
    }
}

#[test]
fn off_screen_rings_fall_through_the_floor_and_are_deleted_below_the_level() {
    let mut b = Bench::new();
    b.spill(1, 400, FLOOR - 8);
    b.step();
    let mut frames = 0;
    while !b.rings().is_empty() {
        // Never drawn on screen: no floor check.
        for (_, o) in b.slots.iter_mut() {
            o.common.on_screen = false;
        }
        b.step();
        frames += 1;
        assert!(frames < 255);
        if let Some((_, c)) = b.rings().first() {
            assert!(c.pixel_y() as u16 <= b.bounds.bottom as u16, "alive only down to the bottom + 224");
        }
    }
}

#[test]
fn a_collected_ring_counts_and_sparkles_for_25_frames() {
    let mut b = Bench::new();
    b.spill(3, 400, FLOOR - 8);
    b.step();
    let slot = b.rings()[1].0;
    // `Touch_ChkValue` for an item: routine 4.
    b.slots.get_mut(slot).expect("ring").common.routine = 4;
    b.step();
    assert_eq!(b.game.rings, 1, "`CollectRing`");
    let c = b.ring(slot);
    assert_eq!((c.routine, c.collision_flags, c.mapping_frame), (6, 0, 4));
    let mut frames = vec![];
    for _ in 0..24 {
        b.step();
        frames.push(b.ring(slot).mapping_frame);
    }
    assert_eq!(&frames[..5], &[4; 5]);
    assert_eq!(&frames[5..11], &[5; 6]);
    assert_eq!(&frames[11..17], &[6; 6]);
    assert_eq!(&frames[17..23], &[7; 6]);
    assert_eq!(b.ring(slot).routine, 8, "the script's end moved the routine on");
    b.step();
    assert!(b.slots.get(slot).is_none(), "deleted 25 frames after the collection");
    assert_eq!(b.game.rings, 1);
}

#[test]
fn a_hurt_player_drops_his_rings_where_he_stands() {
    let level = support::flat_level(16);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 400, FLOOR - 20));
    w.objects.game.rings = 5;
    w.step(Buttons::default());
    let o = &mut w.objects;
    chk_hurt(&mut w.player, &mut o.slots, &mut o.game, 420, 0x5C);
    assert_eq!(w.player.routine, Routine::Hurt);
    assert_eq!((w.player.x_speed, w.player.y_speed), (-0x200, -0x400));
    w.step(Buttons::default());
    let rings: Vec<&Common> =
        w.objects.slots.iter().map(|(_, o)| &o.common).filter(|c| c.id == id::LOST_RINGS).collect();
    assert_eq!(rings.len(), 5);
    assert_eq!(w.rings(), 0);
    // Spawned at his pixel position, then moved once.
    let speeds = ring_speeds(5);
    for (c, (xv, yv)) in rings.iter().zip(speeds) {
        assert_eq!((c.x, c.y), ((400 << 8) + i32::from(xv), ((FLOOR - 20) << 8) + i32::from(yv)));
    }
}

/// `Touch_ChkValue` reads player 1's hurt timer for items outside the two-player mode
/// (`move.w (MainCharacter+invulnerable_time).w,d0`): CPU Tails touching a ring Sonic just dropped (Sonic's
/// timer at 90 or more) leaves it; once Sonic's timer is below 90 he takes it (its routine becomes
/// `Obj37_Collect`, 4), whatever his own timer.
#[test]
fn the_sidekick_collects_lost_rings_only_when_player_1_could() {
    use engine::objects::runtime::rings::Rings;
    use engine::objects::runtime::slots::Slots;
    use engine::objects::runtime::touch::{TouchRules, touch_response};
    let mut tails = Player::standing(Character::Tails, 400, FLOOR - 20);
    tails.sidekick = true;
    let ring = |routine: u8| {
        let mut c = Common::new(id::LOST_RINGS, 0, 400, FLOOR - 20, false, false);
        c.routine = routine;
        c.collision_flags = lost_rings::COLLISION;
        c
    };
    for (leader, expected) in [(120u16, 2u8), (90, 2), (89, 4), (0, 4)] {
        let mut slots = Slots::default();
        slots.allocate(Obj::new(ring(2)), 0, None).expect("a free slot");
        let mut game = GameState::default();
        touch_response(&mut tails, &mut slots, &mut Rings::default(), &mut game, TouchRules::default(), leader);
        let routine = slots.get(0).map(|o| o.common.routine);
        assert_eq!(routine, Some(expected), "player 1's hurt timer {leader}");
    }
}
