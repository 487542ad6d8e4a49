//! The art editors driven through the real UI (egui_kittest) on a level whose whole art is its own (no art
//! source: `Level::art_edits` holds a few patterns, blocks and colours, `LevelArt::with_edits(None, …)`): the
//! chunk editor's block brush, the block, pattern and palette editors. After each edit the level and its
//! effective art, then Ctrl+Z and Ctrl+Shift+Z. Needs no ../shared.

use crate::support;

use editor::StudioApp;
use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Rect, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use formats::art::LevelArt;
use formats::art_edits::{ArtEdits, PatternPixels};
use formats::{Block, LayerCell, Level, Solidity};
use studio_core::editing::{ArtTab, LeftTab};

/// The test level with art: patterns 0 (blank), 1 (all colour 1), 2 (all 2), 3 (pixel = column); blocks 0
/// (blank), 1 (pattern 1 four times), 2 (patterns 2, 2 on line 1, 3, 3 high priority); colours 1 red, 2 green,
/// 17 blue. Chunk 0's two bottom rows (full, solid) are art block 1, its slope cell (2, 2) art block 2.
fn art_level() -> Level {
    let mut level = support::test_level("art");
    let mut edits = ArtEdits::default();
    let mut gradient = [0u8; 64];
    for (i, p) in gradient.iter_mut().enumerate() {
        *p = (i % 8) as u8;
    }
    for (i, pixels) in [[0; 64], [1; 64], [2; 64], gradient].into_iter().enumerate() {
        edits.patterns.insert(i as u16, PatternPixels(pixels));
    }
    edits.blocks.insert(0, [0; 4]);
    edits.blocks.insert(1, [1; 4]);
    edits.blocks.insert(2, [2, 2 | 0x2000, 3, 3 | 0x8000]);
    edits.palette.insert(1, 0x000E);
    edits.palette.insert(2, 0x00E0);
    edits.palette.insert(17, 0x0E00);
    level.art_edits = edits;
    let chunk = &mut level.chunks[0];
    for b in 48..64 {
        chunk.blocks[b].art = Some(1);
    }
    chunk.blocks[2 * 8 + 2].art = Some(2);
    level
}

fn harness(level: Level) -> Harness<'static, StudioApp> {
    let mut h = support::app_harness(support::opened(level));
    h.run();
    h
}

fn level(h: &Harness<'_, StudioApp>) -> Level {
    h.state().document.level().clone()
}

/// The level's effective art (its own edits, no source), and the art the level view draws: the same.
fn art(h: &Harness<'_, StudioApp>) -> LevelArt {
    let art = LevelArt::with_edits(None, &h.state().document.level().art_edits).expect("the level has art");
    assert_eq!(h.state().canvas.art.art().map(|a| (**a).clone()), Some(art.clone()), "the view redrew the art");
    art
}

/// Ctrl+Z gives `before`, Ctrl+Shift+Z `after` again.
fn check_undo_redo(h: &mut Harness<'_, StudioApp>, before: &Level, after: &Level) {
    assert_eq!(&level(h), after);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(&level(h), before, "Ctrl+Z restores the level");
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(&level(h), after, "Ctrl+Shift+Z re-applies the edit");
}

fn click_at(h: &mut Harness<'_, StudioApp>, pos: Pos2, button: PointerButton, modifiers: Modifiers) {
    h.event(Event::ModifiersChanged(modifiers));
    h.event(Event::PointerMoved(pos));
    h.event(Event::PointerButton { pos, button, pressed: true, modifiers });
    h.event(Event::PointerButton { pos, button, pressed: false, modifiers });
    h.event(Event::ModifiersChanged(Modifiers::NONE));
    h.run();
}

fn click(h: &mut Harness<'_, StudioApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Centre of cell (col, row) of an `n` x `n` grid filling `rect`.
fn centre(rect: Rect, n: usize, col: usize, row: usize) -> Pos2 {
    let side = rect.width() / n as f32;
    rect.min + vec2((col as f32 + 0.5) * side, (row as f32 + 0.5) * side)
}

fn open_art_tab(h: &mut Harness<'_, StudioApp>, tab: &str) {
    h.state_mut().editing.tab = LeftTab::Art;
    h.run();
    h.get_by_role_and_label(Role::Button, tab).click();
    h.run();
}

#[test]
fn the_chunk_editor_paints_art_blocks_with_their_usual_collision_and_alt_click_picks_them() {
    let mut h = harness(art_level());
    h.state_mut().editing.chunk_editor_open = true;
    h.run();
    click(&mut h, "Paint block");
    // Choosing art block 1 brings the collision its cells have (full and solid on both layers).
    click(&mut h, "Art block 1");
    let full = LayerCell { tile: support::FULL, solidity: Solidity::All };
    let brush = Block { a: full, b: full, art: Some(1), ..Block::EMPTY };
    assert_eq!(h.state().editing.block_brush, brush);
    let before = level(&h);
    let canvas = h.get_by_label("Chunk blocks").rect();
    click_at(&mut h, centre(canvas, 8, 0, 0), PointerButton::Primary, Modifiers::NONE);
    let mut after = before.clone();
    after.chunks[0].blocks[0] = brush;
    assert_eq!(h.state().document.history().undo_label(), Some("Paint block"));
    check_undo_redo(&mut h, &before, &after);
    // Layer B kept: the brush's art and layer A only.
    h.state_mut().panels.chunks.keep_collision = [false, true];
    h.run();
    click_at(&mut h, centre(canvas, 8, 2, 2), PointerButton::Primary, Modifiers::NONE);
    let slope = before.chunks[0].blocks[18];
    assert_eq!(level(&h).chunks[0].blocks[18], Block { a: full, art: Some(1), ..slope });
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    // Alt+click picks the whole cell (art, flips, collision) and its tile.
    click_at(&mut h, centre(canvas, 8, 2, 2), PointerButton::Primary, Modifiers::ALT);
    assert_eq!(h.state().editing.block_brush, slope);
    assert_eq!(h.state().editing.tile, usize::from(support::SLOPE));
    // The inspector shows and sets the cell's art block.
    click_at(&mut h, centre(canvas, 8, 2, 2), PointerButton::Secondary, Modifiers::NONE);
    assert!(h.query_by_label("Edit art…").is_some());
    click(&mut h, "Edit art…");
    let editing = &h.state().editing;
    assert_eq!((editing.tab, editing.art_tab, editing.art_block), (LeftTab::Art, ArtTab::Blocks, 2));
    assert_eq!(editing.art_block_cell, Some((0, 18)));
    // Alt+click in the level view picks a block too: level pixel (8, 200) is chunk 0's block (0, 4), empty.
    h.state_mut().editing.block_brush = brush;
    let (camera, view) = (h.state().canvas.camera, h.state().canvas.view_rect);
    let at = camera.to_screen(view, vec2(40.0, 128.0 + 100.0));
    click_at(&mut h, at, PointerButton::Primary, Modifiers::ALT);
    assert_eq!(h.state().editing.block_brush, before.chunks[0].blocks[6 * 8 + 2]);
}

#[test]
fn the_block_editor_sets_a_quarters_flip_and_pattern_and_asks_before_editing_a_shared_block() {
    let mut h = harness(art_level());
    open_art_tab(&mut h, "Blocks");
    click(&mut h, "Art block 2");
    assert_eq!(h.state().editing.art_block, 2);
    let before = level(&h);
    // The top-left quarter's X flip.
    h.get_all_by_label("X").next().expect("the quarters' X flips").click();
    h.run();
    assert_eq!(level(&h).art_edits.blocks[&2], [2 | 0x0800, 2 | 0x2000, 3, 3 | 0x8000]);
    assert_eq!(art(&h).block_mapping(2).unwrap()[0].0, 2 | 0x0800, "the effective art changed");
    let after = level(&h);
    check_undo_redo(&mut h, &before, &after);
    // The chosen quarter's pattern from the picker: the bottom-right quarter gets pattern 1, keeping its bits.
    h.state_mut().panels.art.quarter = 3;
    h.run();
    click(&mut h, "Pattern 1");
    assert_eq!(level(&h).art_edits.blocks[&2][3], 1 | 0x8000);

    // Art block 1 is used by 16 cells: an edit asks first.
    h.state_mut().editing.art_block = 1;
    h.state_mut().editing.art_block_cell = Some((0, 48));
    h.run();
    let before = level(&h);
    h.get_all_by_label("Y").next().unwrap().click();
    h.run();
    assert_eq!(level(&h), before, "nothing changes before the answer");
    click(&mut h, "Make a copy for chunk 0, block 0, 6");
    let mut after = before.clone();
    after.art_edits.blocks.insert(3, [1 | 0x1000, 1, 1, 1]);
    after.chunks[0].blocks[48].art = Some(3);
    assert_eq!(level(&h), after, "a new block 3, and only the cell the editor came from uses it");
    assert_eq!(h.state().editing.art_block, 3);
    assert_eq!(art(&h).block_count(), 4);
    check_undo_redo(&mut h, &before, &after);
    // "Edit everywhere" edits block 1 itself.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    h.state_mut().editing.art_block = 1;
    h.run();
    h.get_all_by_label("Y").next().unwrap().click();
    h.run();
    click(&mut h, "Edit everywhere");
    assert_eq!(level(&h).art_edits.blocks[&1], [1 | 0x1000, 1, 1, 1]);
    assert_eq!(level(&h).chunks, before.chunks);
}

#[test]
fn the_pattern_editor_paints_picks_flips_and_duplicates() {
    let mut h = harness(art_level());
    h.state_mut().editing.pattern = 3;
    open_art_tab(&mut h, "Patterns");
    click(&mut h, "Paint colour 2");
    assert_eq!(h.state().editing.palette_entry, 2);
    let before = level(&h);
    let painter = h.get_by_label("Pattern pixels").rect();
    click_at(&mut h, centre(painter, 8, 1, 1), PointerButton::Primary, Modifiers::NONE);
    assert_eq!(art(&h).patterns()[3][9], 2, "pixel (1, 1) painted with colour 2");
    let after = level(&h);
    assert_eq!(h.state().document.history().undo_label(), Some("Paint pattern 3"));
    check_undo_redo(&mut h, &before, &after);
    // Right-click picks a pixel's colour: column 5 of the gradient is colour 5.
    click_at(&mut h, centre(painter, 8, 5, 0), PointerButton::Secondary, Modifiers::NONE);
    assert_eq!(h.state().editing.palette_entry, 5);
    click(&mut h, "Flip X");
    let flipped = art(&h).patterns()[3];
    assert_eq!((flipped[0], flipped[7], flipped[8 + 6]), (7, 0, 2), "the pixels mirrored");
    click(&mut h, "Duplicate");
    assert_eq!(art(&h).pattern_count(), 5);
    assert_eq!(art(&h).patterns()[4], flipped);
    assert_eq!(h.state().editing.pattern, 4);
    click(&mut h, "Clear");
    assert_eq!(art(&h).patterns()[4], [0; 64]);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(art(&h).patterns()[4], flipped, "Clear undone");
}

#[test]
fn the_palette_editor_sets_a_colour_in_the_nine_bit_space() {
    let mut h = harness(art_level());
    open_art_tab(&mut h, "Palette");
    click(&mut h, "Palette line 1 colour 1");
    assert_eq!(h.state().editing.palette_entry, 17);
    let before = level(&h);
    // The red slider, clicked in its middle: a level of 3 or 4 (of 0–7), blue stays 7.
    h.get_by_role_and_label(Role::Slider, "Red").click();
    h.run();
    let word = level(&h).art_edits.palette[&17];
    let red = (word >> 1) & 7;
    assert!((3..=4).contains(&red), "{word:#06X}");
    assert_eq!(word & 0x0EE0, 0x0E00);
    assert_eq!(art(&h).palette_word(17), Some(word), "the level's art redrawn with it");
    let after = level(&h);
    check_undo_redo(&mut h, &before, &after);
    // Back to the art's colour: the entry is dropped (no source: black).
    click(&mut h, "Back to the art's colour");
    assert!(!level(&h).art_edits.palette.contains_key(&17));
    assert_eq!(art(&h).palette_word(17), Some(0));
    assert!(h.query_by_label_contains("No water palette").is_some());
}

/// Colour 20 of the dry palette the level view draws with.
fn drawn(h: &Harness<'_, StudioApp>) -> [u8; 4] {
    h.state().canvas.art.art().and_then(|a| a.palette_colour(20)).expect("the level has art")
}

#[test]
fn the_palette_editor_edits_chemical_plant_2s_water_palette() {
    let Some(level0) = support::reference::s2("Chemical Plant Zone Act 2") else { return };
    let mut h = harness(level0);
    open_art_tab(&mut h, "Palette");
    h.run();
    let water = h.state().canvas.art.handles().water.expect("CPZ 2 names one");
    let dry = drawn(&h);
    assert_ne!(water[20], [dry[0], dry[1], dry[2]], "the water line differs from the dry one");
    click(&mut h, "Water palette");
    click(&mut h, "Palette line 1 colour 4");
    assert_eq!(h.state().editing.palette_entry, 20);
    assert!(h.query_by_label_contains("Water line 1, colour 4").is_some());
    let before = level(&h);
    let loads = h.state().canvas.art.loads;
    let source = formats::import::palette::rgb_to_colour(water[20]);
    // The blue slider dragged to its right end: one undo step, blue 7, red and green as the project's.
    let blue = h.get_by_role_and_label(Role::Slider, "Blue").rect();
    let (from, to) = (blue.center(), pos2(blue.right() - 1.0, blue.center().y));
    h.event(Event::PointerMoved(from));
    h.event(Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    h.run();
    h.event(Event::PointerMoved(pos2((from.x + to.x) / 2.0, from.y)));
    h.run();
    h.event(Event::PointerMoved(to));
    h.run();
    h.event(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    h.run();
    let after = level(&h);
    let word = after.art_edits.water_palette[&20];
    assert_eq!(word, source & 0x00EE | 0x0E00, "{word:#06X} from {source:#06X}");
    assert_eq!(after.art_edits.water_palette.len(), 1);
    assert!(after.art_edits.palette.is_empty(), "the dry palette is untouched");
    assert_eq!(drawn(&h), dry, "the dry art is untouched");
    let shown = h.state().canvas.art.handles().water.expect("water");
    assert_eq!(shown[20], formats::import::palette::colour_to_rgb(word), "the water palette shown with it");
    assert_eq!(h.state().document.history().undo_label(), Some("Set water colour 1:4"));
    check_undo_redo(&mut h, &before, &after);
    assert_eq!(h.state().canvas.art.loads, loads, "the water colours are laid over again, the files not read");
    // Back to the art's colour drops the water entry; Dry edits the dry palette again.
    click(&mut h, "Back to the art's colour");
    assert!(level(&h).art_edits.water_palette.is_empty());
    assert_eq!(h.state().canvas.art.handles().water.expect("water")[20], water[20]);
    click(&mut h, "Dry palette");
    assert!(h.query_by_label_contains("Water line").is_none());
}
