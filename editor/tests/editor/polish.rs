//! A newcomer's first steps, through the whole app with egui_kittest (issue 17): the first paint click paints
//! terrain, Fit fits the bounds and a large level opens readable around its start, zoom steps and zoom to
//! selection, the chunk editor's tile strip, the play-test view following the player's layer, a play bar and
//! HUD that do not move while the numbers grow, Esc closing the shortcuts window, plurals, and the offer to
//! reopen the last level.
#![allow(clippy::unwrap_used)]

use crate::support;

use crate::support::test_level;
use editor::Document;
use editor::StudioApp;
use editor::canvas::{READABLE_ZOOM, SELECTION_MAX_ZOOM};
use editor::command::Command;
use editor::files::ScriptedDialogs;
use editor::widgets::camera::{Camera, STEPS_PER_DOUBLING};
use egui::accesskit::Toggled;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use formats::object::{ObjectKind, SpringColour, SpringDirection};
use formats::{Bounds, Chunk, Layer, Level, ObjectPlacement, Point};
use studio_core::editing::{LeftTab, Tool};
use studio_core::view::ViewLayer;

fn app(level: Level) -> StudioApp {
    StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new([])))
}

/// The whole UI at 60 Hz (clicks are a press and release within 0.8 s).
fn harness(app: StudioApp) -> Harness<'static, StudioApp> {
    let mut h = support::realtime_harness(app);
    settle(&mut h);
    h
}

fn settle(h: &mut Harness<'_, StudioApp>) {
    h.run_steps(6);
}

fn click_at(h: &mut Harness<'_, StudioApp>, pos: Pos2) {
    h.event(Event::PointerMoved(pos));
    settle(h);
    for pressed in [true, false] {
        h.event(Event::PointerButton { pos, button: PointerButton::Primary, pressed, modifiers: Modifiers::NONE });
        settle(h);
    }
}

/// Where level position `p` is on screen.
fn screen(h: &Harness<'_, StudioApp>, p: Vec2) -> Pos2 {
    let canvas = &h.state().canvas;
    canvas.camera.to_screen(canvas.view_rect, p)
}

/// The level position at the view's centre.
fn view_centre(h: &Harness<'_, StudioApp>) -> Vec2 {
    let canvas = &h.state().canvas;
    canvas.camera.to_level(canvas.view_rect, canvas.view_rect.center())
}

/// The test level with an empty chunk 0 in front (as Sonic 2's chunk 0 is): chunk 1 is the one with terrain.
fn level_with_empty_chunk_0() -> Level {
    let mut level = test_level("Brush");
    level.chunks.insert(0, Chunk::empty(level.chunk_size));
    for col in 0..3 {
        level.layout.set(col, 1, Some(1));
    }
    level
}

#[test]
fn the_first_paint_click_paints_terrain_and_the_eraser_is_a_choice() {
    let mut h = harness(app(level_with_empty_chunk_0()));
    h.get_by_label("Brush: chunk 1");
    assert_eq!(h.state().editing.chunk, Some(1), "the first chunk with terrain, not chunk 0 and not the eraser");
    h.state_mut().canvas.camera = Camera { offset: Vec2::ZERO, zoom: 0.5 };
    h.state_mut().canvas.release_fit();
    settle(&mut h);
    h.key_press(Key::B);
    settle(&mut h);
    assert_eq!(h.state().editing.tool, Tool::PaintChunk);
    // Cell (1, 0) is empty: the first click fills it with terrain.
    let pos = screen(&h, vec2(192.0, 64.0));
    click_at(&mut h, pos);
    assert_eq!(h.state().document.level().layout.get(1, 0), Some(1));

    // The eraser is chosen explicitly, and choosing it again goes back to the chunk.
    h.get_by_label("Eraser").click();
    settle(&mut h);
    assert_eq!(h.state().editing.chunk, None);
    h.get_by_label("Brush: eraser");
    h.get_by_label("Eraser").click();
    settle(&mut h);
    assert_eq!(h.state().editing.chunk, Some(1));

    // Another document starts with its own first chunk with terrain, even after the eraser was chosen.
    h.get_by_label("Eraser").click();
    settle(&mut h);
    let mut other = level_with_empty_chunk_0();
    other.chunks.insert(0, Chunk::empty(other.chunk_size));
    h.state_mut().document = Document::new(other, None);
    settle(&mut h);
    assert_eq!(h.state().editing.chunk, Some(2));
}

/// 128 x 16 chunks (16384 x 2048, as Emerald Hill) with bounds 10976 x 1024 and the start at (96, 655).
fn large_level() -> Level {
    let mut level = test_level("Large");
    level.layout.resize(128, 16);
    level.bounds = Bounds { left: 0, top: 0, right: 10976, bottom: 1024 };
    level.player_start = Point { x: 96, y: 655 };
    level
}

#[test]
fn fit_fits_the_bounds_and_a_large_level_opens_readable_around_its_start() {
    let mut h = harness(app(large_level()));
    let view = h.state().canvas.view_rect;
    let camera = h.state().canvas.camera;
    assert_eq!(camera.zoom, READABLE_ZOOM);
    let start = screen(&h, vec2(96.0, 655.0));
    assert!(view.contains(start), "the start {start:?} is in view {view:?}");
    // Kept inside the bounds: the view starts at their left edge (the start is near it).
    assert_eq!(camera.offset.x, 0.0);

    h.key_press(Key::F);
    settle(&mut h);
    let camera = h.state().canvas.camera;
    // The bounds' width limits: (view width - 2 × 24 margin) / 10976, not / 16384.
    let expected = (view.width() - 48.0) / 10976.0;
    assert!((camera.zoom - expected).abs() < 1e-6, "zoom {} expected {expected}", camera.zoom);
    assert!((view_centre(&h) - vec2(5488.0, 512.0)).length() < 0.01, "the bounds' centre is the view's");

    // A level that is readable fitted opens fitted.
    let mut small = test_level("Small");
    small.bounds = Bounds { left: 0, top: 0, right: 384, bottom: 256 };
    let h = harness(app(small));
    let view = h.state().canvas.view_rect;
    let zoom = ((view.width() - 48.0) / 384.0).min((view.height() - 48.0) / 256.0);
    assert!((h.state().canvas.camera.zoom - zoom).abs() < 1e-6);
    assert!((view_centre(&h) - vec2(192.0, 128.0)).length() < 0.01);
}

#[test]
fn zoom_keys_step_proportionally_and_zoom_to_selection_frames_the_selection() {
    let mut level = large_level();
    level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 3000, y: 400, ..Default::default() });
    level.objects.push(ObjectPlacement { kind: ObjectKind::Ring, x: 3100, y: 420, ..Default::default() });
    let mut h = harness(app(level));
    let step = 2f32.powf(1.0 / STEPS_PER_DOUBLING);
    let before = h.state().canvas.camera.zoom;
    h.key_press(Key::Equals);
    settle(&mut h);
    assert!((h.state().canvas.camera.zoom - before * step).abs() < 1e-5);
    h.key_press(Key::Minus);
    h.key_press(Key::Minus);
    settle(&mut h);
    assert!((h.state().canvas.camera.zoom - before / step).abs() < 1e-5);

    // Nothing selected: Shift+F says so and leaves the view.
    let camera = h.state().canvas.camera;
    h.key_press_modifiers(Modifiers::SHIFT, Key::F);
    settle(&mut h);
    assert_eq!(h.state().canvas.camera, camera);
    assert_eq!(h.state().notice.as_deref(), Some("Nothing selected to zoom to"));

    h.state_mut().editing.selection.objects = vec![0, 1];
    h.key_press_modifiers(Modifiers::SHIFT, Key::F);
    settle(&mut h);
    // Both rings (radius 8 around each) with a quarter of their span around them, centred; capped at 2x.
    assert!((view_centre(&h) - vec2(3050.0, 410.0)).length() < 0.01);
    assert_eq!(h.state().canvas.camera.zoom, SELECTION_MAX_ZOOM);
    for (x, y) in [(3000.0, 400.0), (3100.0, 420.0)] {
        assert!(h.state().canvas.view_rect.contains(screen(&h, vec2(x, y))));
    }
}

#[test]
fn the_chunk_editor_has_a_pickable_tile_strip_with_search() {
    let mut level = test_level("Strip");
    for _ in 0..40 {
        level.tiles.push(formats::SolidTile::FULL);
    }
    let mut h = harness(app(level));
    h.state_mut().editing.chunk_editor_open = true;
    settle(&mut h);
    assert_eq!(h.state().editing.tile, 0);
    // The strip sits beside the blocks without growing the window frame by frame.
    let blocks = h.get_by_label("Chunk blocks").rect();
    settle(&mut h);
    assert_eq!(h.get_by_label("Chunk blocks").rect(), blocks);
    assert!(h.get_by_label("Paint tile 0").rect().max.x < blocks.min.x);
    h.get_by_label("Paint tile 2").click();
    settle(&mut h);
    assert_eq!(h.state().editing.tile, 2, "a click in the strip picks the tile to paint");
    // Find by number: the strip scrolls to it.
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Find").focus();
    settle(&mut h);
    h.get_by_role_and_label(egui::accesskit::Role::TextInput, "Find").type_text("37");
    settle(&mut h);
    assert_eq!(h.state().editing.tile, 37);
    let strip_tile = h.get_by_label("Paint tile 37");
    assert_eq!(strip_tile.accesskit_node().toggled(), Some(Toggled::True));
}

/// The play-test level with a switcher at x 200 that puts the player on layer B once he runs past it.
fn switcher_level() -> Level {
    let mut level = test_level("Follow");
    level.player_start = Point { x: 64, y: 205 };
    level.switchers.push(studio_core::operations::objects::default_switcher(200, 200));
    level
}

fn play_harness(level: Level) -> Harness<'static, StudioApp> {
    let mut app = app(level);
    app.playtest.fixed_dt = Some(1.0 / 60.0);
    let mut h = support::app_harness(app);
    h.run();
    h
}

fn player_layer(h: &Harness<'_, StudioApp>) -> Layer {
    h.state().playtest.play.as_ref().expect("playing").world.player.layer
}

#[test]
fn the_play_test_view_follows_the_players_layer() {
    let mut h = play_harness(switcher_level());
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    assert_eq!(player_layer(&h), Layer::A);
    assert_eq!(h.state().shown_view().layer, ViewLayer::A);
    let mut frames = 0;
    while player_layer(&h) == Layer::A && frames < 240 {
        h.step();
        frames += 1;
    }
    assert_eq!(player_layer(&h), Layer::B, "the switcher put him on layer B");
    h.step();
    assert_eq!(h.state().shown_view().layer, ViewLayer::B, "on by default: the view shows his layer");
    assert_eq!(h.state().settings.layer, ViewLayer::A, "the user's own choice is kept for after the play-test");
    let layer_b = h.get_by_label("Layer B");
    assert_eq!(layer_b.accesskit_node().toggled(), Some(Toggled::True), "the View tab shows the layer drawn");
    h.key_up(Key::ArrowRight);

    // The play bar's toggle turns it off.
    h.get_by_label("Follow layer").click();
    h.step();
    h.step();
    assert!(!h.state().playtest.follow_layer);
    assert_eq!(h.state().shown_view().layer, ViewLayer::A);
    h.get_by_label("Follow layer").click();
    h.step();
    h.step();
    assert_eq!(h.state().shown_view().layer, ViewLayer::B);

    // After Stop the view shows the user's layer again.
    h.key_press(Key::Escape);
    h.step();
    assert!(h.state().playtest.play.is_none());
    assert_eq!(h.state().shown_view().layer, ViewLayer::A);
}

#[test]
fn the_play_bar_and_hud_do_not_move_while_the_numbers_grow() {
    let mut h = play_harness(switcher_level());
    h.key_down(Key::ArrowRight);
    h.get_by_label("Play from start").click();
    h.step();
    h.step();
    let rects = |h: &Harness<'_, StudioApp>| {
        let labels = [
            "Pause",
            "Step",
            "Stop",
            "Free camera",
            "Follow layer",
            "Save replay",
            "Compare",
            "Radii (w, h)",
            "Control lock",
        ];
        let mut rects: Vec<_> = labels.iter().map(|&label| (label, h.get_by_label(label).rect())).collect();
        // (The View tab has an "Overlays" heading too.)
        rects.push(("Overlays", h.get_by_role_and_label(egui::accesskit::Role::Button, "Overlays").rect()));
        rects
    };
    for _ in 0..4 {
        h.step();
    }
    assert!(h.state().playtest.play.as_ref().unwrap().frame() < 10);
    let early = rects(&h);
    // On to frame 120: the frame and REC counters gain two digits, the speeds widen; the HUD neither moves nor
    // grows.
    for _ in 0..115 {
        h.step();
    }
    assert!(h.state().playtest.play.as_ref().unwrap().frame() >= 100);
    assert_eq!(rects(&h), early);
    h.key_up(Key::ArrowRight);
}

#[test]
fn esc_closes_the_shortcuts_window_but_stops_a_play_test_first() {
    let mut h = play_harness(switcher_level());
    h.key_press(Key::F1);
    h.step();
    assert!(h.state().session.show_shortcuts);
    h.get_by_label("Keyboard shortcuts");
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().session.show_shortcuts, "Esc closes the window");
    assert!(h.query_by_label("Keyboard shortcuts").is_none());

    // While a play-test exists Esc stops it first; the next Esc closes the window.
    h.key_press(Key::F1);
    h.step();
    h.key_press(Key::P);
    h.step();
    assert!(h.state().playtest.play.is_some());
    h.key_press(Key::Escape);
    h.step();
    assert!(h.state().playtest.play.is_none());
    assert!(h.state().session.show_shortcuts);
    h.key_press(Key::Escape);
    h.step();
    assert!(!h.state().session.show_shortcuts);
}

#[test]
fn counts_agree_with_their_nouns() {
    let mut level = test_level("Plurals");
    let at = |kind: ObjectKind| ObjectPlacement { kind, x: 100, y: 100, ..Default::default() };
    level.objects.push(at(ObjectKind::Ring));
    for _ in 0..2 {
        level.objects.push(at(ObjectKind::spring(SpringColour::Yellow, SpringDirection::Up)));
    }
    for id in 0..116 {
        level.objects.push(at(ObjectKind::Other { id, subtype: 0 }));
    }
    let h = harness(app(level));
    h.get_by_label("1 ring, 2 springs, 116 other objects");
    assert_eq!(editor::panels::level_info::count_of(1, "spring"), "1 spring");
    assert_eq!(editor::panels::level_info::count_of(3, "spikes"), "3 spikes");
}

#[test]
fn launching_without_a_file_offers_the_last_level() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("last.ron");
    formats::ron_file::save(&file, &test_level("Last")).unwrap();
    let state = dir.path().join("state");
    std::fs::create_dir_all(&state).unwrap();

    // A first run: nothing to offer, the sample is open.
    let mut first = StudioApp::new(Document::sample().unwrap(), Box::new(ScriptedDialogs::new([])))
        .with_state_dir(Some(state.clone()));
    first.offer_last_level();
    assert_eq!(first.reopen_offer, None);
    first.session.recent.add(&file).unwrap();

    let mut next =
        StudioApp::new(Document::sample().unwrap(), Box::new(ScriptedDialogs::new([]))).with_state_dir(Some(state));
    next.offer_last_level();
    assert_eq!(next.reopen_offer.as_deref(), Some(std::path::absolute(&file).unwrap().as_path()));
    let mut h = harness(next);
    assert_eq!(h.state().document.level().name, "Showcase", "the sample stays the default");
    h.get_by_label("last.ron");
    h.get_by_label("Reopen last level").click();
    settle(&mut h);
    assert_eq!(h.state().document.path(), Some(std::path::absolute(&file).unwrap().as_path()));
    assert_eq!(h.state().reopen_offer, None);
    assert!(h.query_by_label("Reopen last level").is_none());

    // Dismissed, the offer goes and the sample stays; an edit to the sample also ends it.
    let state = dir.path().join("state");
    let mut third =
        StudioApp::new(Document::sample().unwrap(), Box::new(ScriptedDialogs::new([]))).with_state_dir(Some(state));
    third.offer_last_level();
    let mut h = harness(third);
    h.get_by_label("Dismiss").click();
    settle(&mut h);
    assert_eq!(h.state().reopen_offer, None);
    assert_eq!(h.state().document.level().name, "Showcase");
}

/// The level view keeps its place whatever the left tab shows (a tab whose content was wider pushed the
/// panel's edge, and the level, ~80 px to the right), on a game level with long object and tile names too.
#[test]
fn the_level_view_does_not_move_when_the_left_tab_changes() {
    let level = support::reference::s2("Emerald Hill Zone Act 1").unwrap_or_else(|| support::test_level("Tabs"));
    let mut h = harness(app(level));
    settle(&mut h);
    let before = h.state().canvas.view_rect;
    for tab in [LeftTab::Tiles, LeftTab::Chunks, LeftTab::Objects, LeftTab::View] {
        h.state_mut().editing.tab = tab;
        settle(&mut h);
        assert_eq!(h.state().canvas.view_rect, before, "{tab:?}");
    }
    // Placing an object: the object tool shows the palette, the view stays.
    h.state_mut().apply(&egui::Context::default(), Command::SetTool(Tool::PlaceObject));
    settle(&mut h);
    assert_eq!(h.state().canvas.view_rect, before, "object tool");
}

#[test]
fn a_long_notice_shortens_the_status_bar_hint_instead_of_covering_it() {
    let mut h = harness(app(test_level("Status")));
    let notice = "Made a level from greenhill.png: 90 patterns, 55 blocks, 30 tiles, 13 chunks; 6 colours \
                  (6 rounded, 0 lost); 2 tiles flagged, 0 smoothed";
    h.state_mut().notice = Some(notice.to_string());
    // No hover: the bar shows its hint on the left.
    h.hover_at(Pos2::new(1.0, 1.0));
    settle(&mut h);
    let notice = h.get_by_label(notice).rect();
    let hint = h.get_by_label_contains("Wheel: zoom").rect();
    assert!(hint.max.x <= notice.min.x, "hint {hint:?} reaches into the notice {notice:?}");
}
