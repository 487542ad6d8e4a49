//! Object and player sprites in the editor: imported EHZ1 draws its objects with the sprites of
//! SonLVL's definitions, the inspector names a selected object by its definition's subtype name, the
//! play-test draws Sonic's sprite (and Knuckles, who has no art, a shape), a level without SonLVL art keeps
//! the markers. Driven headless with egui_kittest; the EHZ parts need ../shared.
#![allow(clippy::unwrap_used)]

use crate::support;

use editor::files::ScriptedDialogs;
use editor::{Document, StudioApp};
use egui_kittest::kittest::Queryable;
use formats::object::{MonitorContents, ObjectKind};

fn app(level: formats::Level) -> StudioApp {
    StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])))
}

fn ehz1() -> Option<formats::Level> {
    support::reference::s2("Emerald Hill Zone Act 1")
}

#[test]
fn ehz1_objects_are_drawn_with_their_sprites_and_named_by_their_definitions() {
    let Some(mut level) = ehz1() else { return };
    // A rings monitor at the start, in view.
    let (x, y) = (level.player_start.x + 40, level.player_start.y);
    level.objects.insert(
        0,
        formats::ObjectPlacement {
            kind: ObjectKind::Monitor { contents: MonitorContents::Rings },
            x,
            y,
            ..Default::default()
        },
    );
    let mut h = support::app_harness(app(level));
    h.run();
    let (objects, _) = h.state().canvas.art.sprites.textures();
    assert!(objects >= 2, "the monitor and the rings near the start: {objects} sprites");
    assert!(h.state().canvas.art.sprites.problems().is_empty(), "{:?}", h.state().canvas.art.sprites.problems());
    let composed = h.state().canvas.art.sprites.composed;
    h.run();
    assert_eq!(h.state().canvas.art.sprites.composed, composed, "each sprite is composed once");
    h.state_mut().editing.selection.objects = vec![0];
    h.run();
    h.get_by_label("SonLVL: Monitor: Rings");
}

#[test]
fn the_play_test_draws_sonic_and_knuckles_as_a_shape() {
    let Some(level) = ehz1() else { return };
    // Sonic alone (player 2 "Off"; his drawing with Tails is `art_panels`').
    let mut app = app(level);
    app.playtest.player2 = studio_core::playtest::session::Player2::Off;
    let mut h = support::app_harness(app);
    h.run();
    h.get_by_label("Play from start").click();
    for _ in 0..10 {
        h.step();
    }
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.frame() > 0);
    assert!(play.world.second.is_none(), "player 2 off");
    assert_eq!(h.state().canvas.art.sprites.textures().1, 1, "standing still: one frame of Sonic drawn");
    // Standing: SonAni_Wait's first frame (mapping frame 1).
    assert_eq!(play.sprite.shown.frame, 1);
}

#[test]
fn a_level_without_sonlvl_art_keeps_its_markers() {
    let mut level = support::test_level("Markers");
    level.objects.push(formats::ObjectPlacement { kind: ObjectKind::Ring, x: 100, y: 100, ..Default::default() });
    let mut h = support::app_harness(app(level));
    h.run();
    assert_eq!(h.state().canvas.art.sprites.textures(), (0, 0));
    assert!(h.state().canvas.art.sprites.names().is_none());
}

#[test]
fn the_panels_draw_the_level_art_and_the_tile_editor_traces_a_block() {
    let Some(level) = ehz1() else { return };
    // Tile 1's art: the first block (chunks in order) whose layer A or B is tile 1 and solid.
    let id = editor::panels::tiles::editor::first_block_art(&level, 1).expect("EHZ1 uses tile 1");
    let block = level.chunks.iter().flat_map(|c| &c.blocks).find(|b| b.art == Some(id)).unwrap();
    assert!(block.a.tile == 1 || block.b.tile == 1);
    let mut h = support::app_harness(app(level));
    h.run();
    h.run();
    let handles = h.state().panels.chunks.art.clone();
    assert!(handles.is_ready(), "the chunk library and editor get the view's atlases");
    assert_eq!(handles.planes.len(), 2, "low and high plane");
    assert!(handles.chunk_uv(0, 255).is_some() && handles.chunk_uv(0, 256 * 16).is_none());
    assert!(h.state().panels.tiles.art.art.is_some());
    // The Terrain switch governs the panels too: the tile editor draws (and caches) the block's art only
    // while art is shown.
    h.get_by_label("Collision").click();
    h.run();
    h.state_mut().editing.tile = 1;
    h.state_mut().editing.tile_editor_open = true;
    h.run();
    assert!(h.state().panels.tiles.block_art.is_none(), "collision only: no art behind the heights");
    h.get_by_label("Art + collision").click();
    h.run();
    h.run();
    assert_eq!(h.state().panels.tiles.block_art.as_ref().map(|b| b.0), Some(id));
}
