//! Layer switchers and objects, driven through the whole app with egui_kittest: place, edit in the inspector,
//! move by dragging, multi-select, delete, copy/paste, align to ground; each undone and redone exactly, and
//! saved and reloaded unchanged.

use crate::support;

use crate::support::test_level;
use editor::Document;
use editor::StudioApp;
use editor::files::ScriptedDialogs;
use editor::widgets::camera::{Camera, pixel_centre};
use egui::{Event, Key, Modifiers, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::object::{MonitorContents, ObjectKind};
use formats::switcher::SwitcherRadius;
use formats::{Layer, Level, ObjectPlacement};
use studio_core::editing::{LeftTab, Tool};
use studio_core::operations::objects::default_switcher;

fn harness(level: Level) -> Harness<'static, StudioApp> {
    let app = StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])));
    let mut h = support::app_harness(app);
    h.run();
    // One level pixel per point, level origin at the view's corner.
    h.state_mut().canvas.camera = Camera { offset: Vec2::ZERO, zoom: 1.0 };
    h.state_mut().canvas.release_fit();
    h.run();
    h
}

fn at(h: &Harness<'_, StudioApp>, x: i32, y: i32) -> egui::Pos2 {
    let app = h.state();
    pixel_centre(&app.canvas.camera, app.canvas.view_rect, x, y)
}

/// Presses and releases the left button at level pixel (x, y), with `modifiers` held.
fn click_level(h: &mut Harness<'_, StudioApp>, x: i32, y: i32, modifiers: Modifiers) {
    let p = at(h, x, y);
    h.event(Event::ModifiersChanged(modifiers));
    h.hover_at(p);
    h.run();
    h.event(Event::PointerButton { pos: p, button: egui::PointerButton::Primary, pressed: true, modifiers });
    h.run();
    h.event(Event::PointerButton { pos: p, button: egui::PointerButton::Primary, pressed: false, modifiers });
    h.event(Event::ModifiersChanged(Modifiers::NONE));
    h.run();
}

/// Drags with the left button from one level pixel to another, in a few steps.
fn drag_level(h: &mut Harness<'_, StudioApp>, from: (i32, i32), to: (i32, i32)) {
    let (a, b) = (at(h, from.0, from.1), at(h, to.0, to.1));
    h.hover_at(a);
    h.run();
    h.drag_at(a);
    h.run();
    for t in [0.25, 0.5, 1.0] {
        h.hover_at(a + (b - a) * t);
        h.run();
    }
    h.drop_at(b);
    h.run();
}

fn undo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
}

fn redo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
}

fn level(h: &Harness<'_, StudioApp>) -> Level {
    h.state().document.level().clone()
}

fn ring(x: i32, y: i32) -> ObjectPlacement {
    ObjectPlacement { kind: ObjectKind::Ring, x, y, ..ObjectPlacement::default() }
}

fn save_and_reload_equal(h: &mut Harness<'_, StudioApp>) {
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(err) => panic!("no temporary folder: {err}"),
    };
    let path = dir.path().join("saved.ron");
    assert!(h.state_mut().save_to(&path));
    match Document::open(&path) {
        Ok(reloaded) => assert_eq!(reloaded.level(), h.state().document.level()),
        Err(err) => panic!("reloading {}: {err:?}", path.display()),
    }
}

#[test]
fn place_edit_and_move_a_layer_switcher() {
    let mut h = harness(test_level("Switchers"));
    let start = level(&h);
    h.state_mut().editing.tab = LeftTab::Objects;
    h.run();
    h.get_by_label("layer switcher").click();
    h.run();
    assert_eq!(h.state().editing.tool, Tool::PlaceSwitcher);
    click_level(&mut h, 200, 100, Modifiers::NONE);
    let placed = level(&h);
    assert_eq!(placed.switchers, vec![default_switcher(200, 100)]);
    assert_eq!(h.state().editing.selection.switcher, Some(0));

    // Inspector: radius 128, then layer B on the left side (the first "B" button; the right side already is B).
    h.get_by_label("128 px").click();
    h.run();
    let radius = level(&h);
    assert_eq!(radius.switchers[0].radius, SwitcherRadius::R128);
    h.get_all_by_label("B").next().unwrap().click();
    h.run();
    let edited = level(&h);
    let mut expected = default_switcher(200, 100);
    expected.radius = SwitcherRadius::R128;
    expected.left_or_top.layer = Layer::B;
    assert_eq!(edited.switchers, vec![expected.clone()]);
    h.get_all_by_label("high priority").next().unwrap().click(); // the left side's
    h.run();
    assert!(level(&h).switchers[0].left_or_top.high_priority);
    undo(&mut h);
    assert_eq!(level(&h), edited);

    // Move: drag the line in Select by (+40, -16), one undo step.
    h.state_mut().editing.tool = Tool::Select;
    drag_level(&mut h, (200, 130), (240, 114));
    let moved = level(&h);
    expected.x = 240;
    expected.y = 84;
    assert_eq!(moved.switchers, vec![expected]);

    undo(&mut h);
    assert_eq!(level(&h), edited);
    undo(&mut h);
    assert_eq!(level(&h), radius);
    undo(&mut h);
    assert_eq!(level(&h), placed);
    undo(&mut h);
    assert_eq!(level(&h), start);
    for want in [&placed, &radius, &edited, &moved] {
        redo(&mut h);
        assert_eq!(&level(&h), want);
    }
    save_and_reload_equal(&mut h);
}

#[test]
fn place_a_monitor_change_its_contents_and_move_it() {
    let mut h = harness(test_level("Monitor"));
    let start = level(&h);
    h.state_mut().editing.tab = LeftTab::Objects;
    h.run();
    h.get_by_label("monitor").click();
    h.run();
    assert_eq!(h.state().editing.tool, Tool::PlaceObject);
    assert_eq!(h.state().editing.object_brush, ObjectKind::Monitor { contents: MonitorContents::Rings });
    click_level(&mut h, 300, 120, Modifiers::NONE);
    let placed = level(&h);
    let monitor = ObjectPlacement {
        kind: ObjectKind::Monitor { contents: MonitorContents::Rings },
        x: 300,
        y: 120,
        ..ObjectPlacement::default()
    };
    assert_eq!(placed.objects, vec![monitor.clone()]);
    assert_eq!(h.state().editing.selection.objects, vec![0]);

    // Choosing another tool in the tool bar over the view places nothing.
    h.get_by_label("Select").click();
    h.run();
    assert_eq!(h.state().editing.tool, Tool::Select);
    assert_eq!(level(&h), placed);

    // The inspector's contents combo (the palette's brush combo is hidden on the View tab).
    h.state_mut().editing.tab = LeftTab::View;
    h.run();
    h.get_by_value("Rings").click();
    h.run();
    h.get_by_label("Extra Life").click();
    h.run();
    let edited = level(&h);
    let extra_life = ObjectKind::Monitor { contents: MonitorContents::ExtraLife };
    assert_eq!(edited.objects, vec![ObjectPlacement { kind: extra_life.clone(), ..monitor.clone() }]);

    // Dragging the inspector's x value is one undo step however many frames it takes.
    let x_field = h.get_by_value("300").rect().center();
    h.hover_at(x_field);
    h.run();
    h.drag_at(x_field);
    h.run();
    let mut seen = Vec::new();
    for dx in [5.0, 10.0, 15.0, 20.0, 25.0, 30.0] {
        h.hover_at(x_field + vec2(dx, 0.0));
        h.run();
        seen.push(level(&h).objects[0].x);
    }
    h.drop_at(x_field + vec2(30.0, 0.0));
    h.run();
    let dragged_x = level(&h).objects[0].x;
    seen.dedup();
    assert!(seen.len() >= 3 && dragged_x > 300, "x changed over several frames: {seen:?}");
    assert_eq!(level(&h).objects, vec![ObjectPlacement { kind: extra_life.clone(), x: dragged_x, ..monitor.clone() }]);
    undo(&mut h);
    assert_eq!(level(&h), edited);

    // Drag it by (+37, +21) in several steps: one undo step; 16 px snapping rounds the grabbed object.
    h.state_mut().editing.tool = Tool::Select;
    drag_level(&mut h, (302, 118), (339, 139));
    let moved = level(&h);
    assert_eq!(moved.objects, vec![ObjectPlacement { kind: extra_life.clone(), x: 337, y: 141, ..monitor.clone() }]);
    undo(&mut h);
    assert_eq!(level(&h), edited);
    h.state_mut().editing.snap = Some(16);
    drag_level(&mut h, (302, 118), (339, 139));
    let snapped = level(&h);
    assert_eq!(snapped.objects[0].x, 336);
    assert_eq!(snapped.objects[0].y, 144);

    undo(&mut h);
    undo(&mut h);
    assert_eq!(level(&h), placed);
    undo(&mut h);
    assert_eq!(level(&h), start);
    for want in [&placed, &edited, &snapped] {
        redo(&mut h);
        assert_eq!(&level(&h), want);
    }
    save_and_reload_equal(&mut h);
}

#[test]
fn shift_click_and_marquee_select_then_delete_is_one_step() {
    let mut base = test_level("Delete");
    base.objects = vec![ring(100, 100), ring(140, 100), ring(180, 100), ring(220, 100)];
    let mut h = harness(base.clone());
    click_level(&mut h, 140, 100, Modifiers::NONE);
    click_level(&mut h, 220, 100, Modifiers::SHIFT);
    assert_eq!(h.state().editing.selection.objects, vec![1, 3]);
    click_level(&mut h, 140, 100, Modifiers::SHIFT);
    assert_eq!(h.state().editing.selection.objects, vec![3]);
    click_level(&mut h, 140, 100, Modifiers::SHIFT);
    h.get_by_label("2 objects selected");
    h.key_press(Key::Delete);
    h.run();
    let deleted = level(&h);
    assert_eq!(deleted.objects, vec![ring(100, 100), ring(180, 100)]);
    assert!(h.state().editing.selection.is_empty());
    undo(&mut h);
    assert_eq!(level(&h), base);
    redo(&mut h);
    assert_eq!(level(&h), deleted);
    undo(&mut h);

    // A marquee from empty space selects the three rings whose centres are inside it.
    drag_level(&mut h, (90, 70), (190, 125));
    assert_eq!(h.state().editing.selection.objects, vec![0, 1, 2]);
    // Moving the three moves all of them as one step.
    drag_level(&mut h, (100, 100), (110, 90));
    let moved = level(&h);
    assert_eq!(moved.objects, vec![ring(110, 90), ring(150, 90), ring(190, 90), ring(220, 100)]);
    undo(&mut h);
    assert_eq!(level(&h), base);
    redo(&mut h);
    assert_eq!(level(&h), moved);
    save_and_reload_equal(&mut h);
}

#[test]
fn copy_and_paste_at_the_pointer_and_duplicate() {
    let mut base = test_level("Paste");
    base.objects = vec![ring(100, 100), ring(124, 108)];
    let mut h = harness(base.clone());
    drag_level(&mut h, (80, 80), (130, 115));
    assert_eq!(h.state().editing.selection.objects, vec![0, 1]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::C);
    h.run();
    assert_eq!(h.state().editing.clipboard, base.objects);
    h.hover_at(at(&h, 300, 50));
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::V);
    h.run();
    let pasted = level(&h);
    assert_eq!(pasted.objects, vec![ring(100, 100), ring(124, 108), ring(300, 50), ring(324, 58)]);
    assert_eq!(h.state().editing.selection.objects, vec![2, 3]);
    // Duplicate: a copy 16 px right and down, the clipboard untouched.
    h.key_press_modifiers(Modifiers::COMMAND, Key::D);
    h.run();
    let duplicated = level(&h);
    assert_eq!(duplicated.objects[4..], [ring(316, 66), ring(340, 74)]);
    assert_eq!(h.state().editing.clipboard, base.objects);
    undo(&mut h);
    assert_eq!(level(&h), pasted);
    undo(&mut h);
    assert_eq!(level(&h), base);
    redo(&mut h);
    redo(&mut h);
    assert_eq!(level(&h), duplicated);
    save_and_reload_equal(&mut h);
}

#[test]
fn align_to_ground_rests_objects_on_the_sample_levels_floor() {
    let mut sample = formats::ron_file::from_ron_str(studio_core::document::PROVING_GROUNDS_RON).unwrap();
    // Flat ground at y 640 (the sample's floor top row): a monitor (height radius 15) above it, a ring
    // (height radius 8) sunk into it, a Motobug (height radius 14) high above it.
    let base_count = sample.objects.len();
    let monitor = ObjectPlacement {
        kind: ObjectKind::Monitor { contents: MonitorContents::Shield },
        x: 200,
        y: 560,
        ..ObjectPlacement::default()
    };
    let motobug = ObjectPlacement {
        kind: ObjectKind::Badnik { kind: formats::object::BadnikKind::Motobug },
        x: 456,
        y: 420,
        ..ObjectPlacement::default()
    };
    sample.objects.extend([monitor.clone(), ring(232, 645), motobug.clone()]);
    let mut h = harness(sample.clone());
    let terrain = engine::terrain::Terrain::from_level(&sample);
    for x in [200, 232, 456] {
        let floor = engine::sensor::sense(
            &terrain,
            Layer::A,
            engine::sensor::SolidBit::Top,
            engine::sensor::Direction::Down,
            x,
            639,
        );
        assert_eq!((floor.distance, floor.found()), (0, true), "flat floor at y 640 under x {x}");
    }
    h.state_mut().editing.selection.objects = vec![base_count, base_count + 1, base_count + 2];
    h.run();
    h.get_by_label("Align to ground").click();
    h.run();
    let aligned = level(&h);
    // Bottom pixel (y + height radius) directly above the surface: y = 640 - 1 - height radius.
    assert_eq!(
        aligned.objects[base_count..],
        [ObjectPlacement { y: 624, ..monitor }, ring(232, 631), ObjectPlacement { y: 625, ..motobug }]
    );
    assert_eq!(aligned.objects[..base_count], sample.objects[..base_count]);
    undo(&mut h);
    assert_eq!(level(&h), sample);
    redo(&mut h);
    assert_eq!(level(&h), aligned);
    save_and_reload_equal(&mut h);
}

/// Focuses the object palette's search field and types into it.
fn search(h: &mut Harness<'_, StudioApp>, text: &str) {
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput).type_text(text);
    h.run();
}

/// The object palette's search (issue #36): words of a kind's name, its Sonic 2 id, or "switcher"; nothing
/// found says so; the search survives a tab change.
#[test]
fn the_object_palette_searches_by_name_and_id() {
    let mut h = harness(test_level("Search"));
    h.state_mut().editing.tab = LeftTab::Objects;
    h.run();
    assert!(h.query_by_label("monitor").is_some() && h.query_by_label("signpost").is_some());
    search(&mut h, "mon");
    h.run();
    assert!(h.query_by_label("monitor").is_some());
    assert!(h.query_by_label("signpost").is_none() && h.query_by_label("layer switcher").is_none());
    // Its Sonic 2 id: the signpost is object 0x0D.
    h.get_by_label("×").click();
    h.run();
    search(&mut h, "0x0d");
    h.run();
    assert!(h.query_by_label("signpost").is_some() && h.query_by_label("monitor").is_none());
    h.get_by_label("×").click();
    h.run();
    search(&mut h, "switcher");
    h.run();
    assert!(h.query_by_label("layer switcher").is_some() && h.query_by_label("monitor").is_none());
    h.get_by_label("×").click();
    h.run();
    search(&mut h, "zzz");
    h.run();
    h.get_by_label("No object matches “zzz”.");
    h.state_mut().editing.tab = LeftTab::View;
    h.run();
    h.state_mut().editing.tab = LeftTab::Objects;
    h.run();
    h.get_by_label("No object matches “zzz”.");
}

/// A Sonic 1 object the importer named: the inspector names it with its id, says what its subtype does, and
/// its searchable object combo turns it into another of Sonic 1's objects in one undoable step.
#[test]
fn the_inspector_names_a_game_object_and_searches_the_games_list() {
    use formats::object::s1::S1Object;
    let mut named = test_level("Named");
    let block = ObjectPlacement {
        kind: ObjectKind::Sonic1 { object: S1Object::FloatingBlock, subtype: 0x13, respawn: None },
        x: 300,
        y: 120,
        ..ObjectPlacement::default()
    };
    named.objects.push(block.clone());
    let mut h = harness(named);
    let start = level(&h);
    click_level(&mut h, 300, 120, Modifiers::NONE);
    assert_eq!(h.state().editing.selection.objects, vec![0]);
    h.get_by_value("Floating block (56)");
    // The meaning `formats::object::s1::subtype_meaning` gives (its own tests pin the words).
    let meaning =
        formats::object::s1::subtype_meaning(S1Object::FloatingBlock, 0x13).expect("a floating block's subtype");
    h.get_by_label(&meaning);
    h.get_by_value("Floating block (56)").click();
    h.run();
    // The search field has the focus: typing narrows the list.
    h.event(Event::Text("bump".into()));
    h.run();
    assert!(h.query_by_label("Floating block (56)").is_none());
    h.get_by_label("Bumper (47)").click();
    h.run();
    let edited = level(&h);
    let bumper = ObjectKind::Sonic1 { object: S1Object::Bumper, subtype: 0x13, respawn: None };
    assert_eq!(edited.objects, vec![ObjectPlacement { kind: bumper, ..block }]);
    undo(&mut h);
    assert_eq!(level(&h), start);
    redo(&mut h);
    assert_eq!(level(&h), edited);
    save_and_reload_equal(&mut h);
}
