//! The layout tools through the whole app (egui_kittest, no window): paint, erase, rectangle fill, pick,
//! resize, the tool bar and its keys, the right-click edit-in-place menu and the minimap. Every edit is checked
//! cell by cell, then undone and redone to the exact layouts.

use crate::support::test_level;
use editor::StudioApp;
use editor::widgets::camera::Camera;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::level::Layout;
use formats::{Level, SolidTile};
use studio_core::edit::Edit;
use studio_core::editing::Tool;

/// 8 x 4 chunks: the shared test level's cells (chunk 0 three times in row 1), a second chunk (1, a copy of
/// chunk 0) at (7, 3).
fn level() -> Level {
    let mut level = test_level("Layout tools");
    level.layout.resize(8, 4);
    let chunk = level.chunks[0].clone();
    level.chunks.push(chunk);
    level.layout.set(7, 3, Some(1));
    level
}

const ZOOM: f32 = 0.5;

fn harness() -> Harness<'static, StudioApp> {
    let mut h = crate::support::realtime_harness(crate::support::opened(level()));
    settle(&mut h);
    h.state_mut().canvas.camera = Camera { offset: Vec2::ZERO, zoom: ZOOM };
    h.state_mut().canvas.release_fit();
    settle(&mut h);
    h
}

/// Screen position of the centre of layout cell (col, row).
fn cell(h: &Harness<'_, StudioApp>, col: usize, row: usize) -> Pos2 {
    let app = h.state();
    let centre = vec2(col as f32 + 0.5, row as f32 + 0.5) * 128.0;
    app.canvas.camera.to_screen(app.canvas.view_rect, centre)
}

/// A few frames at 60 Hz (windows other tools open may animate, so `run` would not settle).
fn settle(h: &mut Harness<'_, StudioApp>) {
    h.run_steps(6);
}

fn button(h: &mut Harness<'_, StudioApp>, pos: Pos2, button: PointerButton, pressed: bool, modifiers: Modifiers) {
    h.event(Event::PointerMoved(pos));
    h.event(Event::ModifiersChanged(modifiers));
    h.event(Event::PointerButton { pos, button, pressed, modifiers });
    if !pressed {
        h.event(Event::ModifiersChanged(Modifiers::NONE));
    }
    settle(h);
}

fn move_to(h: &mut Harness<'_, StudioApp>, pos: Pos2) {
    h.event(Event::PointerMoved(pos));
    settle(h);
}

/// A left-button drag through `cells`, one frame per cell.
fn drag(h: &mut Harness<'_, StudioApp>, cells: &[(usize, usize)]) {
    let first = cell(h, cells[0].0, cells[0].1);
    button(h, first, PointerButton::Primary, true, Modifiers::NONE);
    for &(c, r) in &cells[1..] {
        let p = cell(h, c, r);
        move_to(h, p);
    }
    let (c, r) = cells[cells.len() - 1];
    let last = cell(h, c, r);
    button(h, last, PointerButton::Primary, false, Modifiers::NONE);
}

fn click(h: &mut Harness<'_, StudioApp>, col: usize, row: usize, modifiers: Modifiers) {
    let p = cell(h, col, row);
    button(h, p, PointerButton::Primary, true, modifiers);
    button(h, p, PointerButton::Primary, false, modifiers);
}

/// Press and release within one frame, as a fast mouse or touchpad tap delivers them.
fn quick_click(h: &mut Harness<'_, StudioApp>, col: usize, row: usize) {
    let pos = cell(h, col, row);
    h.event(Event::PointerMoved(pos));
    for pressed in [true, false] {
        h.event(Event::PointerButton { pos, button: PointerButton::Primary, pressed, modifiers: Modifiers::NONE });
    }
    settle(h);
}

fn layout(h: &Harness<'_, StudioApp>) -> Layout {
    h.state().document.level().layout.clone()
}

/// The original layout with `cells` set to `chunk`.
fn expected(cells: &[(usize, usize)], chunk: Option<u16>) -> Layout {
    let mut l = level().layout;
    for &(c, r) in cells {
        l.set(c, r, chunk);
    }
    l
}

fn undo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(h);
}

fn redo(h: &mut Harness<'_, StudioApp>) {
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    settle(h);
}

#[test]
fn a_paint_drag_sets_every_crossed_cell_and_undoes_as_one_step() {
    let mut h = harness();
    h.key_press(Key::B);
    settle(&mut h);
    assert_eq!(h.state().editing.tool, Tool::PaintChunk);
    h.state_mut().editing.chunk = Some(1);
    let meshes_before = h.state().canvas.cached_meshes();
    // (0, 0) straight to (3, 0) in one frame: the cells in between are painted too; then down to (3, 2).
    drag(&mut h, &[(0, 0), (3, 0), (3, 1), (3, 2)]);
    let painted = expected(&[(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (3, 2)], Some(1));
    assert_eq!(layout(&h), painted);
    assert_eq!(h.state().document.history().undo_label(), Some("Paint chunks"));
    // Painting cells rebuilt no chunk mesh (both chunks were in view and stay cached).
    assert_eq!(meshes_before, 2);
    assert_eq!(h.state().canvas.cached_meshes(), 2);

    undo(&mut h);
    assert_eq!(layout(&h), level().layout, "one undo reverts the whole stroke");
    assert!(!h.state().document.history().can_undo());
    redo(&mut h);
    assert_eq!(layout(&h), painted);
}

#[test]
fn erasing_empties_cells_and_undo_restores_them() {
    let mut h = harness();
    h.state_mut().editing.tool = Tool::PaintChunk;
    h.state_mut().editing.chunk = Some(1);
    h.get_by_label("Eraser").click();
    settle(&mut h);
    assert_eq!(h.state().editing.chunk, None);
    drag(&mut h, &[(0, 1), (1, 1)]);
    let erased = expected(&[(0, 1), (1, 1)], None);
    assert_eq!(layout(&h), erased);
    assert_eq!(h.state().document.history().undo_label(), Some("Erase chunks"));
    undo(&mut h);
    assert_eq!(layout(&h), level().layout);
    redo(&mut h);
    assert_eq!(layout(&h), erased);
}

#[test]
fn rectangle_fill_previews_while_dragging_and_fills_on_release() {
    let mut h = harness();
    h.get_by_label("Rectangle").click();
    settle(&mut h);
    assert_eq!(h.state().editing.tool, Tool::RectFill);
    h.state_mut().editing.chunk = Some(1);
    let start = cell(&h, 4, 2);
    button(&mut h, start, PointerButton::Primary, true, Modifiers::NONE);
    let p = cell(&h, 1, 1);
    move_to(&mut h, p);
    assert_eq!(layout(&h), level().layout, "only a preview while the button is held");
    button(&mut h, p, PointerButton::Primary, false, Modifiers::NONE);
    let cells: Vec<_> = (1..=2).flat_map(|r| (1..=4).map(move |c| (c, r))).collect();
    let filled = expected(&cells, Some(1));
    assert_eq!(layout(&h), filled);
    assert_eq!(h.state().document.history().undo_label(), Some("Fill rectangle"));
    undo(&mut h);
    assert_eq!(layout(&h), level().layout);
    redo(&mut h);
    assert_eq!(layout(&h), filled);
}

#[test]
fn picking_takes_the_chunk_under_the_pointer_as_the_brush() {
    let mut h = harness();
    h.key_press(Key::I);
    settle(&mut h);
    assert_eq!(h.state().editing.tool, Tool::PickChunk);
    click(&mut h, 7, 3, Modifiers::NONE);
    assert_eq!(h.state().editing.chunk, Some(1));
    assert_eq!(h.state().editing.tool, Tool::PaintChunk, "picking returns to painting");
    // Alt+click with the paint tool picks too, and paints nothing.
    click(&mut h, 0, 1, Modifiers::ALT);
    assert_eq!(h.state().editing.chunk, Some(0));
    click(&mut h, 5, 0, Modifiers::ALT);
    assert_eq!(h.state().editing.chunk, None, "an empty cell picks the eraser");
    assert_eq!(layout(&h), level().layout);
    assert!(!h.state().document.history().can_undo());

    // A press and release in one frame picks too, and then paints one cell.
    h.state_mut().editing.tool = Tool::PickChunk;
    quick_click(&mut h, 7, 3);
    assert_eq!(h.state().editing.chunk, Some(1));
    quick_click(&mut h, 6, 3);
    assert_eq!(layout(&h), expected(&[(6, 3)], Some(1)));
    // And a quick click with the rectangle tool fills the one cell.
    h.state_mut().editing.tool = Tool::RectFill;
    quick_click(&mut h, 5, 3);
    assert_eq!(layout(&h), expected(&[(5, 3), (6, 3)], Some(1)));
}

#[test]
fn tool_keys_choose_tools() {
    let mut h = harness();
    for (key, tool) in [
        (Key::R, Tool::RectFill),
        (Key::B, Tool::PaintChunk),
        (Key::I, Tool::PickChunk),
        (Key::O, Tool::PlaceObject),
        (Key::L, Tool::PlaceSwitcher),
        (Key::V, Tool::Select),
    ] {
        h.key_press(key);
        settle(&mut h);
        assert_eq!(h.state().editing.tool, tool, "{key:?}");
    }
}

#[test]
fn resizing_keeps_the_top_left_and_refuses_sizes_over_the_limits() {
    let mut h = harness();
    h.get_by_label("Layout 8 x 4").click();
    settle(&mut h);
    assert_eq!(h.state().canvas.tools.resize_width, "8");
    h.state_mut().canvas.tools.resize_width = "2000".into();
    settle(&mut h);
    h.get_by_label("Resize layout").click();
    settle(&mut h);
    assert_eq!(layout(&h), level().layout, "2000 chunks wide is over formats' limit of 1024");
    h.get_by_label("Resize refused: At most 1024 chunks per side.");

    h.state_mut().canvas.tools.resize_width = "2".into();
    h.state_mut().canvas.tools.resize_height = "5".into();
    settle(&mut h);
    h.get_by_label("Resize layout").click();
    settle(&mut h);
    let mut resized = level().layout;
    resized.resize(2, 5);
    assert_eq!(layout(&h), resized);
    assert_eq!((resized.width(), resized.height()), (2, 5));
    assert_eq!(resized.get(1, 1), Some(0));
    assert_eq!(resized.get(0, 4), None);
    assert_eq!(h.state().document.history().undo_label(), Some("Resize layout to 2 x 5"));
    h.get_by_label("Layout 2 x 5");
    undo(&mut h);
    assert_eq!(layout(&h), level().layout);
    redo(&mut h);
    assert_eq!(layout(&h), resized);
}

#[test]
fn right_click_opens_the_edit_in_place_menu() {
    let mut h = harness();
    // Cell (0, 1) holds chunk 0 (used in 3 cells); level pixel (37, 165) is block (2, 2): tile 2 on layer A.
    let camera = h.state().canvas.camera;
    let view = h.state().canvas.view_rect;
    let p = camera.to_screen(view, vec2(37.5, 165.5));
    button(&mut h, p, PointerButton::Secondary, true, Modifiers::NONE);
    button(&mut h, p, PointerButton::Secondary, false, Modifiers::NONE);
    h.get_by_label("Edit chunk 0 (used in 3 cells)").click();
    settle(&mut h);
    assert!(h.state().editing.chunk_editor_open);
    assert_eq!(h.state().editing.edited_chunk, 0);
    assert_eq!(camera, h.state().canvas.camera, "a right click does not pan");
    // The chunk editor may open over the clicked point: close it before clicking there again.
    h.state_mut().editing.chunk_editor_open = false;
    settle(&mut h);

    button(&mut h, p, PointerButton::Secondary, true, Modifiers::NONE);
    button(&mut h, p, PointerButton::Secondary, false, Modifiers::NONE);
    h.get_by_label("Edit tile 2 (used by 2 blocks)").click();
    settle(&mut h);
    assert!(h.state().editing.tile_editor_open);
    assert_eq!(h.state().editing.tile, 2);

    // Close the editor windows so they do not cover the view.
    h.state_mut().editing.tile_editor_open = false;
    h.state_mut().editing.chunk_editor_open = false;
    settle(&mut h);
    let q = cell(&h, 7, 3);
    button(&mut h, q, PointerButton::Secondary, true, Modifiers::NONE);
    button(&mut h, q, PointerButton::Secondary, false, Modifiers::NONE);
    h.get_by_label("Pick chunk 1").click();
    settle(&mut h);
    assert_eq!(h.state().editing.chunk, Some(1));
    assert_eq!(h.state().editing.tool, Tool::PaintChunk);
    assert_eq!(layout(&h), level().layout);

    // "Play from here" starts a play-test with the player standing at the clicked level pixel.
    button(&mut h, p, PointerButton::Secondary, true, Modifiers::NONE);
    button(&mut h, p, PointerButton::Secondary, false, Modifiers::NONE);
    h.get_by_label("Play from here (37, 165)").click();
    settle(&mut h);
    let play = h.state().playtest.play.as_ref().expect("a play-test started");
    let start = play.trajectory().0.first().cloned().expect("start state");
    assert_eq!((start.pixel_x(), start.pixel_y()), (37, 165));
}

#[test]
fn clicking_the_minimap_centres_the_view_there() {
    let mut h = harness();
    h.state_mut().editing.tool = Tool::PaintChunk;
    h.state_mut().editing.chunk = Some(1);
    let view = h.state().canvas.view_rect;
    let (w, h_px) = (1024.0, 512.0);
    let map = editor::canvas::minimap::rect(view, vec2(w, h_px)).unwrap();
    button(&mut h, map.center(), PointerButton::Primary, true, Modifiers::NONE);
    button(&mut h, map.center(), PointerButton::Primary, false, Modifiers::NONE);
    let app = h.state();
    let centre = app.canvas.camera.to_level(app.canvas.view_rect, app.canvas.view_rect.center());
    assert!((centre - vec2(512.0, 256.0)).length() < 0.01, "{centre:?}");
    assert_eq!(layout(&h), level().layout, "the click did not reach the paint tools");
}

#[test]
fn caches_rebuild_only_what_an_edit_touched() {
    let mut h = harness();
    let full = h.state().canvas.full_rebuilds;
    assert_eq!(h.state().canvas.cached_meshes(), 2);
    // Painting cells and editing a tile in place keep the caches (the tile's atlas cell is rewritten).
    h.state_mut().editing.tool = Tool::PaintChunk;
    h.state_mut().editing.chunk = Some(1);
    drag(&mut h, &[(0, 0), (2, 0)]);
    let mut slope = h.state().document.level().tiles[2].clone();
    slope.angle = 0xE2;
    h.state_mut().document.apply("Edit tile", Edit::SetTile { index: 2, tile: slope }).unwrap();
    settle(&mut h);
    assert_eq!(h.state().canvas.full_rebuilds, full);
    assert_eq!(h.state().canvas.cached_meshes(), 2);
    // Adding a tile changes the atlas layout: everything is rebuilt once.
    h.state_mut().document.apply("Add tile", Edit::InsertTile { index: 3, tile: SolidTile::FULL }).unwrap();
    settle(&mut h);
    assert_eq!(h.state().canvas.full_rebuilds, full + 1);
    assert_eq!(h.state().canvas.cached_meshes(), 2);
}
