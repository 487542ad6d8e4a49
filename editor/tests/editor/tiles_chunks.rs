//! The tile library, tile editor, chunk library and chunk editor driven through the real UI (egui_kittest):
//! after each edit the exact level, then Ctrl+Z restores it, Ctrl+Shift+Z re-applies it, and saving and
//! reloading gives the same level.

use crate::support;

use crate::support::{FULL, SLOPE, test_level};
use editor::Document;
use editor::StudioApp;
use editor::files::ScriptedDialogs;
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::{LayerCell, Level, SolidTile, Solidity};

fn harness(level: Level) -> Harness<'static, StudioApp> {
    let app = StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])));
    let mut h = support::app_harness(app);
    h.run();
    h
}

fn level(h: &Harness<'_, StudioApp>) -> Level {
    h.state().document.level().clone()
}

/// Ctrl+Z gives `before`, Ctrl+Shift+Z gives `after` again, and `after` survives a save and reload.
fn check_undo_redo_and_save(h: &mut Harness<'_, StudioApp>, before: &Level, after: &Level) {
    assert_eq!(&level(h), after);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(&level(h), before, "Ctrl+Z restores the level");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(&level(h), after, "Ctrl+Shift+Z re-applies the edit");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("edited.ron");
    h.state_mut().document.save_as(&path).expect("the edited level saves");
    assert_eq!(Document::open(&path).expect("and reloads").level(), after);
}

/// The rect of the widget labelled `label` (a painted canvas).
fn rect_of(h: &Harness<'_, StudioApp>, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

/// A press and release of `button` at `pos` in one frame (as kittest's own clicks do).
fn click_at(h: &mut Harness<'_, StudioApp>, pos: Pos2, button: PointerButton, modifiers: Modifiers) {
    h.event(Event::ModifiersChanged(modifiers));
    h.event(Event::PointerMoved(pos));
    h.event(Event::PointerButton { pos, button, pressed: true, modifiers });
    h.event(Event::PointerButton { pos, button, pressed: false, modifiers });
    h.event(Event::ModifiersChanged(Modifiers::NONE));
    h.run();
}

/// Drags `button` through `points`, a frame at each.
fn drag(h: &mut Harness<'_, StudioApp>, points: &[Pos2], button: PointerButton) {
    let modifiers = Modifiers::NONE;
    h.event(Event::PointerMoved(points[0]));
    h.event(Event::PointerButton { pos: points[0], button, pressed: true, modifiers });
    h.run();
    for &p in &points[1..] {
        h.event(Event::PointerMoved(p));
        h.run();
    }
    let last = points[points.len() - 1];
    h.event(Event::PointerButton { pos: last, button, pressed: false, modifiers });
    h.run();
}

/// Centre of tile pixel (col, row) in the tile editor's 16-point-per-pixel painter.
fn tile_pixel(painter: Rect, col: usize, row: usize) -> Pos2 {
    painter.min + vec2(col as f32 * 16.0 + 8.0, row as f32 * 16.0 + 8.0)
}

/// Centre of block (col, row) in the chunk editor's 8 x 8 blocks.
fn block_centre(canvas: Rect, col: usize, row: usize) -> Pos2 {
    let side = canvas.width() / 8.0;
    canvas.min + vec2((col as f32 + 0.5) * side, (row as f32 + 0.5) * side)
}

fn open_tile_editor(h: &mut Harness<'_, StudioApp>, tile: usize) {
    h.get_by_role_and_label(Role::Button, "Tiles").click();
    h.run();
    h.get_by_label(&format!("Tile {tile}")).click();
    h.run();
    assert_eq!(h.state().editing.tile, tile);
    h.get_by_label("Edit tile…").click();
    h.run();
    assert!(h.state().editing.tile_editor_open);
}

fn open_chunk_editor(h: &mut Harness<'_, StudioApp>, chunk: usize) {
    h.get_by_role_and_label(Role::Button, "Chunks").click();
    h.run();
    h.get_by_label(&format!("Chunk {chunk}")).click();
    h.run();
    assert_eq!(h.state().editing.chunk, Some(chunk as u16));
    h.get_by_label("Edit chunk…").click();
    h.run();
    assert!(h.state().editing.chunk_editor_open);
    assert_eq!(h.state().editing.edited_chunk, chunk);
}

#[test]
fn dragging_across_columns_paints_heights_as_one_undo_step() {
    let mut h = harness(test_level("Level under test"));
    let before = level(&h);
    open_tile_editor(&mut h, 0);
    h.get_by_label("Tile 0 is not used by any chunk");
    let painter = rect_of(&h, "Tile height painter");
    // Left drag along row 10 from column 3 to column 6: floor columns 6 pixels high (16 − 10).
    let points = [tile_pixel(painter, 3, 10), tile_pixel(painter, 4, 10), tile_pixel(painter, 6, 10)];
    drag(&mut h, &points, PointerButton::Primary);
    let mut heights = [0i8; 16];
    heights[3..=6].copy_from_slice(&[6, 6, 6, 6]);
    let mut after = before.clone();
    after.tiles[0] =
        SolidTile { heights, widths: SolidTile { heights, ..SolidTile::EMPTY }.derived_widths(), angle: 0 };
    assert_eq!(after.tiles[0].widths, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -4, -4, -4, -4, -4, -4]);
    assert_eq!(level(&h), after);
    assert_eq!(h.state().document.history().undo_label(), Some("Paint heights"));
    check_undo_redo_and_save(&mut h, &before, &after);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(!h.state().document.history().can_undo(), "the whole drag was one step");

    // A right-button drag hangs columns from the top: row 3 → height −4.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    drag(&mut h, &[tile_pixel(painter, 9, 3), tile_pixel(painter, 10, 3)], PointerButton::Secondary);
    let mut hanging = after.clone();
    hanging.tiles[0].heights[9] = -4;
    hanging.tiles[0].heights[10] = -4;
    hanging.tiles[0].widths = hanging.tiles[0].derived_widths();
    check_undo_redo_and_save(&mut h, &after, &hanging);
}

#[test]
fn typing_a_hex_angle_sets_it_and_the_flag_toggle_sets_0xff() {
    let mut h = harness(test_level("Level under test"));
    let before = level(&h);
    open_tile_editor(&mut h, usize::from(SLOPE));
    h.get_by_label("Tile 2 is used by 1 block in 1 chunk (A 1, B 0)");
    let field = h.get_all_by_role(Role::TextInput).find(|n| n.value().as_deref() == Some("E0")).unwrap();
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_all_by_role(Role::TextInput).find(|n| n.is_focused()).unwrap().type_text("c0");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let mut after = before.clone();
    after.tiles[2].angle = 0xC0;
    assert_eq!(level(&h), after);
    h.get_by_label("90°");
    h.get_by_label_contains("angle: 0xC0 but the shape suggests about 0xE0");
    check_undo_redo_and_save(&mut h, &before, &after);

    h.get_by_label("Calculate angle from shape").click();
    h.run();
    assert_eq!(level(&h), before);
    h.get_by_label("Flagged (0xFF)").click();
    h.run();
    let mut flagged = before.clone();
    flagged.tiles[2].angle = 0xFF;
    check_undo_redo_and_save(&mut h, &before, &flagged);
}

#[test]
fn painting_a_block_on_layer_b_keeps_layer_a() {
    let mut h = harness(test_level("Level under test"));
    let before = level(&h);
    open_chunk_editor(&mut h, 0);
    h.get_by_label("Chunk 0 is used by 3 layout cells: every edit here changes all of them.");
    h.get_by_role_and_label(Role::Button, "Tiles").click();
    h.run();
    h.get_by_label("Tile 2").click();
    h.run();
    h.get_by_label("Paint B").click();
    h.run();
    let canvas = rect_of(&h, "Chunk blocks");
    // A drag across blocks (1, 1) .. (3, 1): one undo step.
    let points = [block_centre(canvas, 1, 1), block_centre(canvas, 2, 1), block_centre(canvas, 3, 1)];
    drag(&mut h, &points, PointerButton::Primary);
    let mut after = before.clone();
    for col in 1..=3 {
        after.chunks[0].blocks[8 + col].b = LayerCell { tile: SLOPE, solidity: Solidity::All };
    }
    assert_eq!(level(&h), after);
    check_undo_redo_and_save(&mut h, &before, &after);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(!h.state().document.history().can_undo(), "the whole drag was one step");

    // Alt+click picks a block's tile (layer A of the full floor).
    click_at(&mut h, block_centre(canvas, 0, 7), PointerButton::Primary, Modifiers::ALT);
    assert_eq!(h.state().editing.tile, usize::from(FULL));
    assert_eq!(level(&h), before, "picking changes nothing");
}

#[test]
fn flipping_the_inspected_block() {
    let mut h = harness(test_level("Level under test"));
    let before = level(&h);
    open_chunk_editor(&mut h, 0);
    let canvas = rect_of(&h, "Chunk blocks");
    click_at(&mut h, block_centre(canvas, 2, 2), PointerButton::Secondary, Modifiers::NONE);
    assert_eq!(h.state().panels.chunks.block, Some(18));
    h.get_by_label("Block 2, 2");
    assert_eq!(level(&h), before, "inspecting changes nothing");
    h.get_by_label("A: tile 2 · All sides · angle 0xE0 (45°)");
    h.get_by_label("B: tile 1 · Top only · angle 0x00 (0°)");
    h.get_by_label("X flip").click();
    h.run();
    let mut after = before.clone();
    after.chunks[0].blocks[18].x_flip = true;
    check_undo_redo_and_save(&mut h, &before, &after);
    // The status line shows the flipped angle.
    h.get_by_label("A: tile 2 · All sides · angle 0xE0 (45°), flipped: 0x20 (315°)");
}

#[test]
fn deleting_a_used_tile_remaps_its_cells_to_tile_0_in_one_step() {
    let mut h = harness(test_level("Level under test"));
    let before = level(&h);
    h.get_by_role_and_label(Role::Button, "Tiles").click();
    h.run();
    h.get_by_label("Tile 1").click();
    h.run();
    h.get_by_label("Delete tile").click();
    h.run();
    assert_eq!(level(&h), before, "a used tile asks first");
    h.get_by_label("Tile 1 is used by 17 blocks in 1 chunk (A 16, B 17).");
    h.get_by_label("Delete and remap to tile 0").click();
    h.run();
    let mut after = before.clone();
    after.tiles.remove(1);
    for block in &mut after.chunks[0].blocks {
        for cell in [&mut block.a, &mut block.b] {
            if cell.tile == FULL {
                cell.tile = 0;
            } else if cell.tile == SLOPE {
                cell.tile = 1;
            }
        }
    }
    assert_eq!(after.chunks[0].blocks[18].a, LayerCell { tile: 1, solidity: Solidity::All });
    assert_eq!(after.chunks[0].blocks[48].a, LayerCell { tile: 0, solidity: Solidity::All });
    assert_eq!(h.state().document.history().undo_label(), Some("Delete tile 1"));
    check_undo_redo_and_save(&mut h, &before, &after);
}

#[test]
fn deleting_a_used_chunk_empties_its_cells() {
    let mut level0 = test_level("Level under test");
    level0.chunks.push(level0.chunks[0].clone());
    level0.layout.set(1, 0, Some(1));
    let mut h = harness(level0);
    let before = level(&h);
    h.get_by_role_and_label(Role::Button, "Chunks").click();
    h.run();
    h.get_by_label("Chunk 0").click();
    h.run();
    h.get_by_label("Delete chunk").click();
    h.run();
    assert_eq!(level(&h), before, "a used chunk asks first");
    h.get_by_label("Delete and empty its cells").click();
    h.run();
    let mut after = before.clone();
    after.chunks.remove(0);
    for col in 0..3 {
        after.layout.set(col, 1, None);
    }
    after.layout.set(1, 0, Some(0));
    assert_eq!(h.state().editing.chunk, None, "the deleted brush is gone");
    check_undo_redo_and_save(&mut h, &before, &after);
}

/// Sonic 1's loop chunks (`Level.loops`): the chunk editor shows both versions of a loop chunk —
/// the one placed in the layout and its alternate — as buttons that switch between them, and which one the
/// collision uses (the play-test's loop flag).
#[test]
fn loop_chunks_show_both_versions_and_which_is_active() {
    use formats::loops::{LoopChunk, LoopTrigger};
    let mut lv = test_level("Loops");
    let alternate = lv.chunks[0].clone();
    lv.chunks.push(alternate);
    lv.loops.chunks.push(LoopChunk { chunk: 0, alternate: 1, trigger: LoopTrigger::Loop });
    lv.loops.tunnels.push(1);
    let mut h = harness(lv);
    open_chunk_editor(&mut h, 0);
    h.get_by_label("Normal: chunk 0");
    h.get_by_label(
        "Active: the normal version (chunk 0) while the loop flag is clear; this chunk sets and clears the flag",
    );
    assert!(h.query_by_label("Roll tunnel: a player whose centre is in this chunk rolls").is_none());
    h.get_by_label("Alternate: chunk 1").click();
    h.run();
    assert_eq!(h.state().editing.edited_chunk, 1, "the alternate is edited");
    h.get_by_label("Normal: chunk 0");
    h.get_by_label("Roll tunnel: a player whose centre is in this chunk rolls");
    // In a play-test the player's loop flag picks the version collided with.
    h.get_by_label("Play from start").click();
    h.step();
    h.step();
    assert!(h.state().playtest.play.is_some(), "playing");
    h.get_by_label("Active now: the normal version (chunk 0) — the loop flag is clear");
    h.state_mut().playtest.play.as_mut().expect("playing").world.player.layer = formats::Layer::B;
    h.step();
    h.step();
    h.get_by_label("Active now: the alternate (chunk 1) — the player's loop flag is set");
}
