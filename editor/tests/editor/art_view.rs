//! Level art in the editor: the View panel's Art / Collision / Art + collision switch and the
//! collision opacity, art read from the project the level names (chunk atlases for both priority planes),
//! and a level whose art is missing opening with collision only and a message. Driven headless with
//! egui_kittest; the EHZ parts need ../shared.
#![allow(clippy::unwrap_used)]

use crate::support;

use editor::files::ScriptedDialogs;
use editor::{Document, StudioApp};
use egui_kittest::kittest::Queryable;
use formats::art::ArtSource;
use studio_core::view::TerrainView;

fn app(level: formats::Level) -> StudioApp {
    StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])))
}

#[test]
fn terrain_buttons_switch_between_art_collision_and_both() {
    let mut h = support::app_harness(app(support::test_level("Terrain")));
    h.run();
    assert_eq!(h.state().settings.terrain, TerrainView::Both);
    // The View tab's Terrain switch (the last "Art": the left panel's Art tab comes first).
    h.get_all_by_label("Art").last().unwrap().click();
    h.run();
    assert_eq!(h.state().settings.terrain, TerrainView::Art);
    h.get_by_label("Collision").click();
    h.run();
    assert_eq!(h.state().settings.terrain, TerrainView::Collision);
    h.get_by_label("Art + collision").click();
    h.run();
    assert_eq!(h.state().settings.terrain, TerrainView::Both);
    h.get_by_label("High plane over the player").click();
    h.run();
    assert!(!h.state().settings.high_plane_over_player);
    // A level without art: nothing to read, no message, collision drawn.
    assert!(!h.state().canvas.art.is_ready());
    assert_eq!(h.state().canvas.art.error(), None);
    assert!(h.state().canvas.last_vertex_count > 0);
}

#[test]
fn missing_art_is_a_message_and_the_level_still_shows_collision() {
    let mut level = support::test_level("No art");
    level.art = Some(ArtSource::SonLvl { project: "/nowhere/SonLVL.ini".into(), section: "X".into() });
    let mut h = support::app_harness(app(level));
    h.run();
    let message = h.state().canvas.art.error().unwrap().to_string();
    assert!(message.contains("not found"), "{message}");
    assert!(h.state().canvas.last_vertex_count > 0, "collision is drawn");
    // The View tab's Terrain switch (the last "Art": the left panel's Art tab comes first).
    h.get_all_by_label("Art").last().unwrap().click();
    h.run();
    assert!(h.state().canvas.last_vertex_count > 0, "collision is drawn while there is no art");
}

#[test]
fn ehz1_opens_with_its_art_and_edits_redraw_only_their_chunk() {
    let Some(level) = support::reference::s2("Emerald Hill Zone Act 1") else { return };
    let mut h = support::app_harness(app(level));
    h.run();
    let art = &h.state().canvas.art;
    assert_eq!(art.error(), None);
    assert!(art.is_ready());
    assert_eq!(art.art().unwrap().block_count(), 500);
    assert_eq!(art.loads, 1);
    eprintln!("EHZ1 art read, composed and uploaded in {:?}", art.last_build);
    h.get_by_label("Collision").click();
    h.run();
    assert_eq!(h.state().canvas.art.loads, 1, "switching the view reads nothing again");
}
