//! The end of an act and the checkpoints (s2disasm `Obj0D` with `Load_EndOfAct`, `Obj79`; SPG "Game Objects",
//! "Hitboxes" → "Trigger Areas"): exact ranges, timings and positions from the disassembly, run on a bench
//! (the object slots stepped in order, the player placed by hand) or in a `World` on flat ground, and the end
//! of the recorded EHZ1 trace (signpost at frame 5201, act clear at 5324).

use crate::support::reference::{self, Act};
use crate::support::trace::{self, Motion, Trace};
use crate::support::{self, bench};
use engine::camera::SCREEN_WIDTH;
use engine::objects::runtime::context::ObjCtx;
use engine::objects::runtime::manager::RespawnTable;
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s2::signpost::{Role as SignRole, SPARKLE_OFFSETS, Signpost};
use engine::objects::s2::star_post::Role as PostRole;
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::object::{ObjectKind, ObjectPlacement};
use formats::{ChunkSize, Level};

const SIGNPOST: u8 = 0x0D;
const STAR_POST: u8 = 0x79;
const RING: u8 = 0x25;
const RESULTS: u8 = 0x3A;

/// The object slots and the player, stepped as `RunObjects` does (slot order), without the player's routine.
struct Bench {
    bench: bench::Bench,
}

bench::deref_bench!(Bench);

impl Bench {
    fn new() -> Self {
        let level = Level::new("empty", ChunkSize::Px128, 32, 8);
        let mut b = bench::Bench::new(&level, Player::standing(Character::Sonic, 0x400, 0x200));
        b.game.camera_x_coarse = (b.camera.x as u16).wrapping_sub(0x80) & 0xFF80;
        b.respawn = RespawnTable { entries: vec![0; 4] };
        Bench { bench: b }
    }

    /// Puts an object (routine 0) in slot `i`.
    fn place(&mut self, i: usize, id: u8, subtype: u8, x: i32, y: i32) {
        let common = Common::new(id, subtype, x, y, false, false);
        assert_eq!(self.slots.allocate(Obj::new(common), i, None), Some(i));
    }

    /// Gives the object in slot `i` the respawn entry `entry`.
    fn set_respawn(&mut self, i: usize, entry: u16) {
        if let Some(o) = self.slots.get_mut(i) {
            o.common.respawn = Some(entry);
        }
    }

    fn obj(&self, i: usize) -> &Obj {
        self.slots.get(i).unwrap_or_else(|| panic!("slot {i} is empty"))
    }

    /// One frame of every object, in slot order (`Objects::run`: objects spawned after the running one run
    /// this frame too).
    fn step(&mut self) {
        self.game.frame_counter = self.game.frame_counter.wrapping_add(1);
        self.with_world(|world, slots| {
            let mut next = slots.next_occupied(0);
            while let Some(i) = next {
                if let Some((obj, view)) = slots.split(i) {
                    if !obj.common.deleted {
                        obj.run(&mut ObjCtx { world: &mut *world, slots: view });
                    }
                    if obj.common.deleted {
                        slots.free(i);
                    }
                }
                next = slots.next_occupied(i + 1);
            }
        });
    }

    fn put_player(&mut self, x: i32, y: i32) {
        self.player.x = x << 8;
        self.player.y = y << 8;
    }

    /// Slots holding objects with this id.
    fn count(&self, id: u8) -> usize {
        self.slots.iter().filter(|(_, o)| o.common.id == id).count()
    }
}

fn sign(obj: &Obj) -> &Signpost {
    match &obj.state {
        State::Signpost(s) => s,
        other => panic!("not a signpost: {other:?}"),
    }
}

fn post_role(obj: &Obj) -> PostRole {
    match &obj.state {
        State::StarPost(s) => s.role,
        other => panic!("not a star post: {other:?}"),
    }
}

/// Ground from y 640 down across `w` chunks; the camera may go to `right` − 320.
fn flat_level(w: usize, right: i32) -> Level {
    let mut level = support::flat_level(w);
    level.bounds.right = right;
    level
}

fn place(level: &mut Level, id: u8, subtype: u8, x: i32, y: i32) {
    level.objects.push(ObjectPlacement {
        kind: ObjectKind::Other { id, subtype },
        x,
        y,
        x_flip: false,
        y_flip: false,
        s2: None,
    });
}

/// Sonic standing on the flat level's ground at `x`.
fn standing(x: i32) -> Player {
    Player::standing(Character::Sonic, x, 640 - 20)
}

// ---------------------------------------------------------------------------------------------------------
// The signpost.

#[test]
fn the_post_counts_as_passed_from_0_to_31_px_right_of_it() {
    for (dx, passed) in [(-1, false), (0, true), (0x1F, true), (0x20, false), (-0x100, false)] {
        let mut b = Bench::new();
        b.place(0, SIGNPOST, 0, 0x400, 0x200);
        b.put_player(0x400 + dx, 0x100);
        b.step();
        let post = b.obj(0);
        assert_eq!(post.common.width_pixels, 0x18);
        assert_eq!(b.game.timer_stopped, passed, "dx {dx}");
        assert_eq!(post.common.routine_secondary, if passed { 2 } else { 0 }, "dx {dx}");
        // Any height: only x is compared.
    }
}

#[test]
fn passing_locks_the_camera_left_limit_and_stops_the_timer_once() {
    let mut b = Bench::new();
    b.bounds.right = 0x1000;
    b.place(0, SIGNPOST, 0, 0x400, 0x200);
    b.put_player(0x405, 0x200);
    b.step();
    assert!(b.game.timer_stopped);
    assert_eq!(b.bounds.left, 0x1000 - SCREEN_WIDTH, "Camera_Min_X_pos = Camera_Max_X_pos");
    let s = sign(b.obj(0));
    assert_eq!(s.final_anim, 3, "Sonic's face");
    // The same frame runs the first spin step: the counter turned over to 60, animation 1.
    assert_eq!((s.spin_timer, b.obj(0).common.anim), (60, 1));
    // A post passed while the timer is already stopped does nothing.
    let mut b = Bench::new();
    b.game.timer_stopped = true;
    b.place(0, SIGNPOST, 0, 0x400, 0x200);
    b.put_player(0x405, 0x200);
    b.step();
    assert_eq!(b.obj(0).common.routine_secondary, 0);
    assert_eq!(b.bounds.left, 0);
}

#[test]
fn tails_alone_shows_his_face() {
    let mut b = Bench::new();
    b.player = Player::standing(Character::Tails, 0x405, 0x200);
    b.place(0, SIGNPOST, 0, 0x400, 0x200);
    b.step();
    assert_eq!(sign(b.obj(0)).final_anim, 4);
}

#[test]
fn the_spin_lasts_three_turns_of_61_frames_with_a_sparkle_every_12() {
    let mut b = Bench::new();
    b.place(5, SIGNPOST, 0, 0x400, 0x200);
    b.put_player(0x400, 0x200);
    b.player.air = true; // no control lock while airborne
    let mut sparkles = Vec::new();
    let mut face_frame = None;
    for frame in 0..200 {
        let before: Vec<usize> = b.slots.iter().filter(|(_, o)| o.common.id == RING).map(|(i, _)| i).collect();
        b.step();
        for (i, o) in b.slots.iter() {
            if o.common.id == RING && !before.contains(&i) {
                sparkles.push((frame, o.common.pixel_x() - 0x400, o.common.pixel_y() - 0x200));
            }
        }
        if face_frame.is_none() && b.obj(5).common.routine_secondary == 4 {
            face_frame = Some(frame);
            assert_eq!(b.obj(5).common.anim, 3);
        }
    }
    assert_eq!(face_frame, Some(2 * 61), "turns at frames 0 (anim 1), 61 (anim 2), 122 (anim 3: the face)");
    // Sparkles on frames 0, 12, ..., 120 (the last spin frame, 122, is not a multiple of 12), at the offsets
    // in order; each lives 4 x 6 frames and is deleted on its 26th frame.
    let frames: Vec<i32> = sparkles.iter().map(|s| s.0).collect();
    assert_eq!(frames, (0..=120).step_by(12).collect::<Vec<_>>());
    for (k, s) in sparkles.iter().enumerate() {
        let (dx, dy) = SPARKLE_OFFSETS[k % 8];
        assert_eq!((s.1, s.2), (i32::from(dx), i32::from(dy)), "sparkle {k}");
    }
    assert_eq!(b.count(RING), 0, "all sparkles gone");
}

#[test]
fn a_sparkle_shows_frames_4_to_7_for_6_frames_each() {
    let mut b = Bench::new();
    let mut common = Common::new(RING, 0, 0x400, 0x200, false, false);
    common.routine = 6;
    let state = State::Signpost(Signpost { role: SignRole::Sparkle, ..Default::default() });
    b.slots.allocate(Obj { common, state }, 0, None);
    let mut shown = Vec::new();
    for _ in 0..30 {
        b.step();
        match b.slots.get(0) {
            Some(o) => shown.push(o.common.mapping_frame),
            None => break,
        }
    }
    let expected: Vec<u8> = [4, 5, 6, 7].iter().flat_map(|&f| [f; 6]).chain([7]).collect();
    assert_eq!(shown, expected, "25 frames shown, deleted on the 26th");
}

#[test]
fn the_run_out_locks_the_buttons_on_the_ground_and_ends_the_act_at_camera_max_plus_0x128() {
    let mut b = Bench::new();
    b.bounds.right = 0x800;
    b.place(0, SIGNPOST, 0, 0x400, 0x200);
    b.put_player(0x400, 0x200);
    b.player.air = true;
    b.player.shield = true;
    b.player.invincibility = 100;
    for _ in 0..123 {
        b.step();
    }
    assert_eq!(b.obj(0).common.routine_secondary, 4);
    assert!(!b.game.control_locked, "in the air: not yet");
    b.player.air = false;
    b.step();
    assert!(b.game.control_locked);
    assert_eq!(b.game.forced_buttons, Buttons::RIGHT);
    assert!(!b.game.act_clear);
    let end_x = 0x800 - SCREEN_WIDTH + 0x128;
    b.put_player(end_x - 1, 0x200);
    b.step();
    assert!(!b.game.act_clear);
    assert_eq!(b.count(RESULTS), 0);
    b.put_player(end_x, 0x200);
    b.step();
    assert!(b.game.act_clear);
    assert_eq!(b.obj(0).common.routine_secondary, 0, "the post rests");
    assert_eq!(b.count(RESULTS), 1, "the results object took a slot");
    assert!(!b.player.shield && b.player.invincibility == 0, "status_secondary cleared");
    // Nothing more happens.
    b.step();
    assert_eq!(b.count(RESULTS), 1);
}

#[test]
fn in_a_world_sonic_runs_out_by_himself_and_the_act_ends() {
    // Camera max x 1680: the act ends at x 1976; the player stops at 2040 (Sonic_LevelBound: max + $168). The
    // post stands where the camera reaches its limit (160 px right of it), as in the games' levels.
    let mut level = flat_level(20, 2000);
    place(&mut level, SIGNPOST, 0, 1840, 640 - 40);
    let mut w = World::with_player(&level, standing(1780));
    // Walk up to the post, then let go.
    let mut passed_at = None;
    for frame in 0..2000 {
        let held = if passed_at.is_none() { Buttons::RIGHT } else { Buttons::NONE };
        w.step(held);
        if passed_at.is_none() && w.objects.game.timer_stopped {
            passed_at = Some(frame);
            assert!((0..0x20).contains(&(w.player.pixel_x() - 1840)));
            assert_eq!(w.bounds.left, 2000 - 320);
        }
        if let Some(p) = passed_at {
            // He stops by himself, then the run-out holds Right from the frame after the post's face shows.
            assert_eq!(w.objects.game.control_locked, frame > p + 122, "frame {frame}");
            if w.objects.game.act_clear {
                assert!(w.player.pixel_x() >= 1976);
                assert!(frame > p + 123);
                return;
            }
        }
        assert!(w.player.pixel_x() <= 2040);
        assert!(w.camera.x <= 1680);
    }
    panic!("the act never ended");
}

// ---------------------------------------------------------------------------------------------------------
// Star posts.

#[test]
fn the_trigger_is_16_by_0x68_px_around_the_post() {
    let (px, py) = (0x400, 0x200);
    let inside = [(-8, 0), (7, 0), (0, -0x40), (0, 0x27), (-8, -0x40), (7, 0x27)];
    let outside = [(-9, 0), (8, 0), (0, -0x41), (0, 0x28)];
    for (d, touched) in inside.iter().map(|d| (d, true)).chain(outside.iter().map(|d| (d, false))) {
        let mut b = Bench::new();
        b.place(0, STAR_POST, 1, px, py);
        b.put_player(px + d.0, py + d.1);
        b.step();
        assert_eq!(b.obj(0).common.width_pixels, 8);
        assert_eq!(b.game.last_star_post == 1, touched, "{d:?}");
        assert_eq!(b.count(STAR_POST), if touched { 2 } else { 1 }, "{d:?}: the ball");
    }
}

#[test]
fn touching_saves_the_restart_point_and_lights_the_post() {
    let mut b = Bench::new();
    b.place(3, STAR_POST, 2, 0x400, 0x200);
    b.set_respawn(3, 1);
    b.put_player(0x400, 0x200);
    b.step();
    assert_eq!(b.game.last_star_post, 2);
    assert_eq!(b.game.respawn_point, Some((0x400, 0x200)));
    assert_eq!(b.respawn.get(1) & 1, 1, "respawn bit 0: lit");
    assert_eq!(b.obj(3).common.anim, 1);
    // The ball takes the first free slot (0), so it first runs next frame.
    assert_eq!(
        post_role(b.obj(0)),
        PostRole::Dongle { parent: 3, centre_x: 0x400, centre_y: 0x200 - 0x14, timer: 0x20, angle: 0 }
    );
    // Leaving and touching again does nothing more.
    b.put_player(0x500, 0x200);
    b.step();
    b.put_player(0x400, 0x200);
    b.step();
    assert_eq!(b.count(STAR_POST), 2);
}

#[test]
fn the_ball_circles_for_32_frames_then_the_post_blinks() {
    let mut b = Bench::new();
    b.place(3, STAR_POST, 1, 0x400, 0x200);
    b.put_player(0x400, 0x200);
    b.step();
    b.put_player(0x600, 0x200);
    let mut path = Vec::new();
    for _ in 0..40 {
        b.step();
        match b.slots.get(0) {
            Some(o) => path.push((o.common.pixel_x() - 0x400, o.common.pixel_y() - 0x200 + 0x14)),
            None => break,
        }
        assert_eq!(b.obj(3).common.anim, 1, "lit while the ball turns");
    }
    assert_eq!(path.len(), 32, "$20 moves, deleted on its 33rd run");
    // Radius $C around the centre, starting straight up and turning $10 (22.5 degrees) anticlockwise a frame.
    assert_eq!(path[0], (0, -12));
    assert_eq!(path[4], (-12, 0));
    assert_eq!(path[8], (0, 12));
    assert_eq!(path[12], (12, 0));
    assert_eq!(path[16], (0, -12));
    for (k, &(x, y)) in path.iter().enumerate() {
        let a = 0xC0u8.wrapping_sub((k as u8).wrapping_mul(0x10));
        assert_eq!((x, y), ((i32::from(engine::cos(a)) * 0xC00) >> 16, (i32::from(engine::sin(a)) * 0xC00) >> 16));
    }
    assert_eq!((b.obj(3).common.anim, b.obj(3).common.mapping_frame), (2, 0), "the post blinks");
    // Blinking: frames 0 and 4, 4 frames each (the post's frame 0 started on the ball's last frame).
    let mut frames = Vec::new();
    for _ in 0..8 {
        b.step();
        frames.push(b.obj(3).common.mapping_frame);
    }
    assert_eq!(frames, [0, 0, 0, 4, 4, 4, 4, 0]);
}

#[test]
fn posts_at_or_below_the_last_one_load_blinking_and_cannot_be_touched() {
    for (subtype, last, lit) in [(1, 2, true), (2, 2, true), (3, 2, false), (0x81, 2, true), (2, 0x81, false)] {
        let mut b = Bench::new();
        b.game.last_star_post = last;
        b.place(0, STAR_POST, subtype, 0x400, 0x200);
        b.put_player(0x400, 0x200);
        b.step();
        if lit {
            assert_eq!(b.obj(0).common.anim, 2, "subtype {subtype:#x} last {last:#x}");
            assert_eq!(b.game.last_star_post, last, "not touched");
            assert_eq!(b.count(STAR_POST), 1);
        } else {
            assert_eq!(b.game.last_star_post, subtype);
        }
    }
    // A post whose respawn entry says it was lit loads blinking whatever the last number.
    let mut b = Bench::new();
    b.respawn.entries[2] = 0x01;
    b.place(0, STAR_POST, 5, 0x400, 0x200);
    b.set_respawn(0, 2);
    b.put_player(0x600, 0x200);
    b.step();
    assert_eq!(b.obj(0).common.anim, 2);
    // A post that is not lit frees its respawn entry's loaded bit.
    let mut b = Bench::new();
    b.respawn.entries[2] = 0x80;
    b.place(0, STAR_POST, 5, 0x400, 0x200);
    b.set_respawn(0, 2);
    b.put_player(0x600, 0x200);
    b.step();
    assert_eq!((b.respawn.get(2), b.obj(0).common.anim), (0, 0));
}

#[test]
fn a_passed_post_blinks_when_a_later_one_was_hit() {
    let mut b = Bench::new();
    b.place(0, STAR_POST, 1, 0x400, 0x200);
    b.put_player(0x600, 0x200);
    b.step();
    assert_eq!(b.obj(0).common.anim, 0);
    b.game.last_star_post = 4;
    b.step();
    assert_eq!(b.obj(0).common.anim, 2);
}

#[test]
fn with_50_rings_four_stars_circle_above_the_post() {
    for (rings, stars) in [(49, 0), (50, 4)] {
        let mut b = Bench::new();
        b.game.rings = rings;
        b.place(3, STAR_POST, 1, 0x400, 0x200);
        b.put_player(0x400, 0x200);
        b.step();
        let found: Vec<(usize, PostRole)> = b
            .slots
            .iter()
            .filter(|(_, o)| matches!(post_role(o), PostRole::Star { .. }))
            .map(|(i, o)| (i, post_role(o)))
            .collect();
        assert_eq!(found.len(), stars, "{rings} rings");
        if stars == 0 {
            continue;
        }
        // In the free slots after the post; they ran this frame already (angle + $A, time 1).
        for (k, (i, role)) in found.iter().enumerate() {
            assert_eq!(*i, 4 + k);
            let PostRole::Star { centre_x, centre_y, angle, time } = *role else { unreachable!() };
            assert_eq!((centre_x, centre_y, angle, time), (0x400, 0x200 - 0x30, k as u16 * 0x40 + 0xA, 1));
            assert_eq!(b.obj(*i).common.collision_flags, 0);
        }
        // Touchable from their 128th frame ($D8: special, size $18), gone after frame $200.
        for t in 2..=0x201 {
            b.step();
            let flags = b.slots.get(4).map(|o| o.common.collision_flags);
            match t {
                2..=0x7F => assert_eq!(flags, Some(0), "frame {t}"),
                0x80..=0x200 => assert_eq!(flags, Some(0xD8), "frame {t}"),
                _ => assert_eq!(flags, None, "deleted on frame {t}"),
            }
        }
    }
}

#[test]
fn a_star_grows_from_the_centre() {
    let mut b = Bench::new();
    b.game.rings = 50;
    b.place(3, STAR_POST, 1, 0x400, 0x200);
    b.put_player(0x400, 0x200);
    b.step();
    // Frame 1 of the first star: angle $A, scale 1/128 — nearly at the centre.
    let c = &b.obj(4).common;
    assert!((c.pixel_x() - 0x400).abs() <= 1 && (c.pixel_y() - (0x200 - 0x30)).abs() <= 1);
    b.put_player(0x800, 0x200);
    let mut max_dx = 0;
    for _ in 0..0x100 {
        b.step();
        max_dx = max_dx.max((b.obj(4).common.pixel_x() - 0x400).abs());
    }
    assert_eq!(max_dx, 32, "full size: cos >> 3 = 32 px");
}

#[test]
fn in_a_world_the_post_is_touched_while_running_past() {
    let mut level = flat_level(8, 1024);
    place(&mut level, STAR_POST, 1, 500, 640 - 32);
    let mut w = World::with_player(&level, standing(300));
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.objects.game.last_star_post, 1);
    assert_eq!(w.objects.game.respawn_point, Some((500, 640 - 32)));
}

// ---------------------------------------------------------------------------------------------------------
// The end of the recorded EHZ1 trace.

struct Row {
    motion: Motion,
    status: i64,
    rings: u16,
    camera_x: i32,
    camera_y: i32,
    events: String,
}

fn read_rows(dir: &std::path::Path) -> Trace<Row> {
    let columns = [&Motion::COLUMNS[..], &["status", "rings", "camera_x", "camera_y", "events"]].concat();
    trace::read(dir, "ehz1_full_nobadniks", &columns, |f, text| Row {
        motion: Motion::from_cells(f),
        status: f[8],
        rings: f[9] as u16,
        camera_x: f[10] as i32,
        camera_y: f[11] as i32,
        events: text[12].to_string(),
    })
}

#[test]
fn ehz1_trace_signpost_to_act_clear() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    // EHZ1 as imported (its signpost and star posts typed; the layout gives them back their records).
    let level = reference::level(&shared, Act::Ehz1);
    let Trace { rows, inputs } = read_rows(&shared.join("reference/s2-traces"));
    let signpost_frame = rows.iter().position(|r| r.events.contains("signpost")).expect("signpost event");
    let clear_frame = rows.iter().position(|r| r.events.contains("act_clear")).expect("act_clear event");
    assert_eq!((signpost_frame, clear_frame), (5201, 5324));
    // Start on the flat ground before the post, Sonic running right (camera at his usual 160, 96 offset).
    let start = 5175;
    let r = &rows[start];
    assert_eq!(r.status, 0, "grounded, facing right");
    let m = r.motion;
    let mut player = Player::standing(Character::Sonic, m.x, m.y);
    player.x = (m.x << 8) | m.x_sub;
    player.y = (m.y << 8) | m.y_sub;
    player.x_speed = m.x_speed;
    player.y_speed = m.y_speed;
    player.ground_speed = m.ground_speed;
    player.angle = m.angle;
    player.previous_buttons = Buttons::RIGHT;
    let mut w =
        World::with_options(level, player, engine::objects::runtime::layout::LayoutOptions { no_badniks: true });
    w.objects.game.rings = r.rings;
    assert_eq!((w.camera.x, w.camera.y), (r.camera_x, r.camera_y));
    let camera_max_x = w.bounds.right - SCREEN_WIDTH;
    for (t, r) in rows.iter().enumerate().take(clear_frame + 1).skip(start + 1) {
        w.step(inputs[t - 1]);
        let p = &w.player;
        let got =
            (p.x >> 8, p.x & 0xFF, p.y >> 8, p.y & 0xFF, p.x_speed, p.y_speed, p.ground_speed, w.camera.x, w.camera.y);
        let m = r.motion;
        let want = (m.x, m.x_sub, m.y, m.y_sub, m.x_speed, m.y_speed, m.ground_speed, r.camera_x, r.camera_y);
        assert_eq!(got, want, "frame {t}");
        assert_eq!(w.objects.game.timer_stopped, t >= signpost_frame, "frame {t}: the timer stops at the post");
        assert_eq!(w.objects.game.act_clear, t >= clear_frame, "frame {t}: act clear");
        if t >= signpost_frame {
            assert_eq!(w.bounds.left, camera_max_x, "frame {t}: the screen is locked");
        }
        // Sonic is in the air when the post shows its face: the buttons are never locked in this trace.
        assert!(!w.objects.game.control_locked, "frame {t}");
    }
}

#[test]
fn ehz1_trace_whole_run_star_post_signpost_act_clear() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Ehz1);
    let Trace { rows, inputs } = read_rows(&shared.join("reference/s2-traces"));
    let start = Player::standing(Character::Sonic, rows[0].motion.x, rows[0].motion.y);
    let mut w = World::with_options(level, start, engine::objects::runtime::layout::LayoutOptions { no_badniks: true });
    // Sonic passes one star post on this run: the second (subtype 2, at 6336, 680), on frame 1927; he runs
    // under the first and over the third.
    let mut touched = None;
    for (t, r) in rows.iter().enumerate().skip(1) {
        w.step(inputs[t - 1]);
        let p = &w.player;
        assert_eq!(
            (p.pixel_x(), p.pixel_y(), w.camera.x, w.camera.y),
            (r.motion.x, r.motion.y, r.camera_x, r.camera_y),
            "frame {t}"
        );
        if touched.is_none() && w.objects.game.last_star_post != 0 {
            touched = Some(t);
            assert_eq!((w.objects.game.last_star_post, w.objects.game.respawn_point), (2, Some((6336, 680))));
        }
        assert_eq!(w.objects.game.timer_stopped, r.events.contains("signpost") || t > 5201, "frame {t}");
        assert_eq!(w.objects.game.act_clear, r.events.contains("act_clear"), "frame {t}");
    }
    assert_eq!(touched, Some(1927));
    assert!(w.objects.game.act_clear);
}
