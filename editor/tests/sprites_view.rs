//! Object and player sprites in the editor (issue #12): imported EHZ1 draws its objects with the sprites of
//! SonLVL's definitions, the inspector names a selected object by its definition's subtype name, the
//! play-test draws Sonic's sprite (and Knuckles, who has no art, a shape), a level without SonLVL art keeps
//! the markers. Driven headless with egui_kittest; the EHZ parts need ../shared.
#![allow(clippy::unwrap_used)]

mod common;

use editor::files::ScriptedDialogs;
use editor::{Document, StudioApp};
use egui_kittest::kittest::Queryable;
use formats::object::{MonitorContents, ObjectKind};

fn app(level: formats::Level) -> StudioApp {
    StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])))
}

fn ehz1() -> Option<formats::Level> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::s2_sonlvl_ini(&shared);
    Some(formats::import::sonlvl::import(&ini, "Emerald Hill Zone Act 1").unwrap())
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
    let mut h = common::app_harness(app(level));
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
    let mut h = common::app_harness(app(level));
    h.run();
    h.get_by_label("Play from start").click();
    for _ in 0..10 {
        h.step();
    }
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.frame() > 0);
    assert_eq!(h.state().canvas.art.sprites.textures().1, 1, "standing still: one frame of Sonic drawn");
    // Standing: SonAni_Wait's first frame (mapping frame 1).
    assert_eq!(play.sprite.shown.frame, 1);
}

#[test]
fn a_level_without_sonlvl_art_keeps_its_markers() {
    let mut level = common::test_level("Markers");
    level.objects.push(formats::ObjectPlacement { kind: ObjectKind::Ring, x: 100, y: 100, ..Default::default() });
    let mut h = common::app_harness(app(level));
    h.run();
    assert_eq!(h.state().canvas.art.sprites.textures(), (0, 0));
    assert!(h.state().canvas.art.sprites.names().is_none());
}
