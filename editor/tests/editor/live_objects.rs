//! Objects during a play-test, driven through the UI with egui_kittest: the inspector's Live section for a
//! spring bouncing, a ring collected, a monitor broken, a bridge dipping and an object out of the camera's
//! range; and what the level view draws for each placement (`live_objects::shown`, the data its painting
//! follows), checked against the headless engine. The app runs one game frame per display frame.

use crate::support;

use editor::StudioApp;
use editor::canvas::live_objects::{Shown, monitor_broken, shown};
use editor::panels::inspector::live_rows;
use editor::widgets::camera::pixel_centre;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::objects::runtime::layout::LayoutOptions;
use engine::objects::runtime::object::State;
use engine::objects::s2::bridge::{self, Role};
use engine::{Character, Player, World};
use formats::inputs::Buttons;
use formats::object::{BadnikKind, MonitorContents, ObjectKind, SpringColour, SpringDirection};
use formats::{ChunkSize, Level, ObjectPlacement, Point};

/// `cols` chunks of [`support::test_level`]'s floor (its top at y 224) in layout row 1: wide enough for objects
/// out of the camera's range.
fn wide_level(name: &str, cols: usize, start: (i32, i32)) -> Level {
    let base = support::test_level(name);
    let mut level = Level::new(name, ChunkSize::Px128, cols, 2);
    level.tiles = base.tiles;
    level.chunks = base.chunks;
    for col in 0..cols {
        level.layout.set(col, 1, Some(0));
    }
    level.player_start = Point { x: start.0, y: start.1 };
    level
}

fn at(kind: ObjectKind, x: i32, y: i32) -> ObjectPlacement {
    ObjectPlacement { kind, x, y, ..Default::default() }
}

/// The play-test of `level` with Sonic alone (player 2 "Off"), as the headless worlds these tests compare with.
fn harness(level: Level) -> Harness<'static, StudioApp> {
    let mut app = support::opened(level);
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    app.playtest.player2 = studio_core::playtest::session::Player2::Off;
    let mut h = support::app_harness(app);
    h.run();
    h
}

fn world<'a>(h: &'a Harness<'static, StudioApp>) -> &'a World {
    &h.state().playtest.play.as_ref().expect("playing").world
}

fn frame(h: &Harness<'static, StudioApp>) -> u64 {
    world(h).frame
}

/// Starts the play-test and runs display frames (one game frame each) until the game frame `n`, then pauses.
fn play_and_pause_at(h: &mut Harness<'static, StudioApp>, n: u64) {
    h.get_by_label("Play from start").click();
    h.step();
    while frame(h) < n {
        h.step();
    }
    h.get_by_label("Pause").click();
    h.step();
    while frame(h) > n {
        h.get_by_label("Step back").click();
        h.step();
    }
    h.step();
    assert_eq!(frame(h), n);
}

/// Steps the paused play-test back or forward to game frame `n` with the play bar's buttons.
fn step_to(h: &mut Harness<'static, StudioApp>, n: u64) {
    while frame(h) != n {
        let button = if frame(h) > n { "Step back" } else { "Step" };
        h.get_by_label(button).click();
        h.step();
    }
    // The button's command is applied after the frame it was clicked in: one more frame shows its result.
    h.step();
}

/// Picks the Select tool and clicks level pixel (x, y) in the level view (one frame each for move, press and
/// release).
fn select_at(h: &mut Harness<'static, StudioApp>, x: i32, y: i32) {
    h.get_by_label("Select").click();
    h.step();
    let pos = {
        let app = h.state();
        pixel_centre(&app.canvas.camera, app.canvas.view_rect, x, y)
    };
    support::click(h, pos);
    h.step();
}

/// The headless engine after `frames` frames of `held`, from the level's start.
fn headless(level: &Level, frames: u64, held: impl Fn(u64) -> Buttons) -> World {
    let start = level.player_start;
    let mut world = World::with_player(level, Player::standing(Character::Sonic, start.x, start.y));
    for f in 0..frames {
        world.step(held(f));
    }
    world
}

/// The value of the Live section's row `name` for placement `index`.
fn row(world: &World, level: &Level, index: usize, name: &str) -> String {
    let rows = live_rows(world, level, index).expect("loaded");
    rows.into_iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("no row {name}")).1
}

/// Sonic stands on a yellow spring at the start and a ring hangs 96 px above it: the spring launches him on
/// the second frame and he collects the ring on the way up.
fn spring_level() -> Level {
    let mut level = wide_level("Spring", 24, (64, 189));
    level.objects.push(at(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up), 64, 216));
    level.objects.push(at(ObjectKind::Ring, 64, 120));
    level
}

#[test]
fn a_springs_bounce_and_a_collected_ring_show_live_while_paused() {
    let level = spring_level();
    let mut h = harness(level.clone());
    play_and_pause_at(&mut h, 20);
    // The editor's world is the engine's own after the same frames.
    assert_eq!(world(&h).objects, headless(&level, 20, |_| Buttons::NONE).objects);
    assert_eq!(world(&h).rings(), 1, "the ring was collected on the way up");
    assert!(matches!(shown(world(&h), 2)[1], Shown::Sparkle(_) | Shown::Gone), "a collected ring is not drawn");
    let Shown::Live(slot) = shown(world(&h), 2)[0] else { panic!("the spring is loaded") };

    select_at(&mut h, 64, 216);
    assert_eq!(h.state().editing.selection.objects, vec![0]);
    h.get_by_label("Live");
    h.get_by_label("at frame 20");
    h.get_by_label(&format!("{slot} (game slot ${:02X})", 0x10 + slot));
    h.get_by_label("64:00, 216:00");
    h.get_by_label("Relaxed");
    let w = world(&h);
    assert_eq!(row(w, &level, 0, "Spring"), "Up");
    assert_eq!(row(w, &level, 0, "Strength"), "-0x0A00 (-10.000)", "a yellow spring (Obj41_Strengths)");
    assert_eq!(row(w, &level, 0, "Object"), "$41 subtype $02: spring");
    assert_eq!(row(w, &level, 0, "Hitbox"), "none");
    assert!(row(w, &level, 0, "Solid box").starts_with("radius "), "springs are solid");

    // Back to the launch: the spring shows its compressed frame, and the ring is there again.
    step_to(&mut h, 2);
    h.get_by_label("Compressed");
    assert_eq!(shown(world(&h), 2)[1], Shown::Ring);
    // Relaxed for 2 frames, then stretched out for 7 (`Ani_obj41`).
    step_to(&mut h, 3);
    h.get_by_label("Relaxed");
    step_to(&mut h, 5);
    h.get_by_label("Extended");
    step_to(&mut h, 11);
    h.get_by_label("Extended");
    step_to(&mut h, 12);
    h.get_by_label("Relaxed");

    // The ring: present until he reaches it, then collected (rings are not objects: the ring list's state).
    step_to(&mut h, 2);
    select_at(&mut h, 64, 120);
    assert_eq!(h.state().editing.selection.objects, vec![1]);
    h.get_by_label("present");
    step_to(&mut h, 20);
    h.get_by_label_contains("collected");
}

#[test]
fn a_broken_monitor_shows_broken_and_an_object_out_of_range_is_not_loaded() {
    let mut level = wide_level("Monitor", 24, (64, 170));
    level.objects.push(at(ObjectKind::Monitor { contents: MonitorContents::Rings }, 64, 208));
    level.objects.push(at(ObjectKind::Monitor { contents: MonitorContents::Shield }, 2800, 208));
    let mut h = harness(level.clone());
    // Holding jump from the start: Sonic lands on the monitor curled on frame 63 and breaks it.
    h.key_down(Key::Space);
    play_and_pause_at(&mut h, 70);
    h.key_up(Key::Space);
    assert_eq!(world(&h).objects, headless(&level, 70, |_| Buttons::JUMP).objects);
    let Shown::Live(slot) = shown(world(&h), 2)[0] else { panic!("the monitor is loaded") };
    let monitor = world(&h).objects.slots.iter().find(|(i, _)| *i == slot).map(|(_, o)| o.common.clone());
    assert!(monitor_broken(&monitor.expect("slot")), "drawn broken");
    assert_eq!(shown(world(&h), 2)[1], Shown::Faded, "the far monitor is out of range");

    select_at(&mut h, 64, 208);
    assert_eq!(h.state().editing.selection.objects, vec![0]);
    h.get_by_label("Live");
    h.get_by_label("broken");
    // Its respawn entry (the layout is sorted by x: entry 0) remembers it; `Obj26_Init` cleared the loaded bit.
    h.get_by_label("entry 0: $01 (broken)");
    assert_eq!(row(world(&h), &level, 0, "Hitbox"), "none", "no longer touchable");
    // Before the break it was an item of touch size 6 (`Touch_Sizes`: 16 × 16).
    step_to(&mut h, 62);
    h.get_by_label("intact");
    assert_eq!(row(world(&h), &level, 0, "Hitbox"), "$46 item, radius 16 × 16");

    // The far monitor has no slot.
    h.state_mut().editing.selection.objects = vec![1];
    h.step();
    h.get_by_label("Live");
    h.get_by_label("not loaded (out of the camera's range)");
}

#[test]
fn a_bridge_dips_under_the_player_log_by_log() {
    let mut level = wide_level("Bridge", 24, (300, 170));
    level.objects.push(at(ObjectKind::Bridge { logs: 8 }, 300, 208));
    let mut h = harness(level.clone());
    // He falls onto the bridge (frame 11); the bend grows by 4 a frame to 64.
    play_and_pause_at(&mut h, 40);
    assert_eq!(world(&h).objects, headless(&level, 40, |_| Buttons::NONE).objects);
    let Shown::Live(slot) = shown(world(&h), 1)[0] else { panic!("the bridge is loaded") };
    let (c, b) = world(&h)
        .objects
        .slots
        .iter()
        .find_map(|(i, o)| match &o.state {
            State::Bridge(b) if i == slot => Some((o.common.clone(), b.clone())),
            _ => None,
        })
        .expect("the bridge's slot");
    assert_eq!(b.role, Role::Bridge);
    assert_eq!(b.bend, bridge::BEND_MAX);
    // What the view draws: the logs at their dip, the deepest under the player's log.
    let logs: Vec<(i32, i32)> = bridge::log_positions(&c, &b).collect();
    let rest: Vec<(i32, i32)> = bridge::rest_log_positions(300, 208, 8).collect();
    assert_eq!(logs.len(), 8);
    let dips: Vec<i32> = logs.iter().zip(&rest).map(|(l, r)| l.1 - r.1).collect();
    assert!(dips.iter().all(|&d| d >= 0) && dips[usize::from(b.player_log)] == *dips.iter().max().unwrap_or(&0));
    assert!(dips.iter().any(|&d| d > 0));

    select_at(&mut h, 300, 208);
    assert_eq!(h.state().editing.selection.objects, vec![0]);
    h.get_by_label("64 of 64");
    h.get_by_label(&dips.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(" "));
    h.get_by_label(&b.player_log.to_string());
    h.get_by_label("standing on it");
}

#[test]
fn destroyed_badniks_are_gone_and_broken_monitors_come_back_broken() {
    // A Buzzer just above the start: jumping into it destroys it; its respawn entry keeps it from loading again.
    let mut level = wide_level("Buzzer", 24, (64, 205));
    level.objects.push(at(ObjectKind::Badnik { kind: BadnikKind::Buzzer }, 64, 120));
    let w = headless(&level, 10, |_| Buttons::JUMP);
    assert!(matches!(shown(&w, 1)[0], Shown::Live(_)));
    assert_eq!(row(&w, &level, 0, "Object"), "$4B subtype $00: Buzzer");
    let w = headless(&level, 80, |_| Buttons::JUMP);
    assert_eq!(shown(&w, 1)[0], Shown::Gone, "not drawn once destroyed");
    assert_eq!(live_rows(&w, &level, 0), Err("gone for good (respawn entry 0: $80 (loaded))".to_string()));
    // With "No badniks" it is not in the play-test at all.
    let start = Player::standing(Character::Sonic, 64, 205);
    let w = World::with_options(&level, start, LayoutOptions { no_badniks: true });
    assert_eq!(live_rows(&w, &level, 0), Err("not in this play-test (No badniks)".to_string()));
    assert_eq!(shown(&w, 1)[0], Shown::Faded);

    // A monitor broken and left behind: out of range it is drawn faded and broken, as it will load again.
    let mut level = wide_level("Monitor", 24, (64, 170));
    level.objects.push(at(ObjectKind::Monitor { contents: MonitorContents::Rings }, 64, 208));
    let w = headless(&level, 250, |f| if f < 70 { Buttons::JUMP } else { Buttons::RIGHT });
    assert_eq!(shown(&w, 1)[0], Shown::FadedBroken);
    assert_eq!(
        live_rows(&w, &level, 0),
        Err("not loaded (out of the camera's range); it loads again broken".to_string())
    );
}

/// Sonic 1's rings are objects in slots (a group's rings spawned by `Ring_Main`). Replaying the real Green Hill 1
/// run for 420 frames (8 rings picked up one by one and a 10-ring monitor by then): the 5 rings collected
/// earlier are gone — their group's respawn bits — and the 3 collected last still sparkle live in their
/// slots; the rest near the start are not loaded (faded), none of them collected.
#[test]
fn sonic_1_rings_collected_are_gone_and_the_others_live() {
    let Some(level) = support::reference::s1("Green Hill Zone Act 1") else { return };
    let Some(shared) = formats::reference::shared_dir() else { return };
    let recording = formats::recording::read(&shared.join("reference/openggf-traces/s1/ghz1_completerun"))
        .expect("the recording reads");
    let mut world = engine::recording::start_world(&level, &recording);
    for &held in recording.inputs().iter().take(420) {
        world.step(held);
    }
    assert_eq!(world.rings(), 18);
    let shown = shown(&world, level.objects.len());
    let (mut gone, mut sparkling) = (0, 0);
    for (o, s) in level.objects.iter().zip(&shown) {
        if o.kind != ObjectKind::Ring || o.x >= 0x900 {
            continue;
        }
        match s {
            Shown::Gone => gone += 1,
            Shown::Live(i) => {
                let routine = world.objects.slots.get(*i).map(|o| o.common.routine);
                sparkling += usize::from(routine.is_some_and(|r| r >= engine::objects::s1::ring::COLLECT));
            }
            _ => {}
        }
    }
    assert_eq!((gone, sparkling), (5, 3));
    // The inspector says so too.
    let first_gone = (0..shown.len())
        .find(|&i| level.objects[i].kind == ObjectKind::Ring && shown[i] == Shown::Gone)
        .expect("a ring gone");
    assert_eq!(live_rows(&world, &level, first_gone), Ok(vec![("Ring", "collected".to_string())]));
}
