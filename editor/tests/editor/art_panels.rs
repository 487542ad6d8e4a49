//! Art in the panels and the play-test: tile thumbnails draw the art of the first block using
//! the tile (as the Terrain switch says), player 2 is drawn with his sprite by the same animation code,
//! loaded objects are drawn in the engine's mapping frame, and the zone's background layout is a view
//! option (EHZ1 and GHZ1). Driven headless with egui_kittest; needs ../shared.
#![allow(clippy::unwrap_used)]

use crate::support;

use editor::files::ScriptedDialogs;
use editor::{Document, StudioApp};
use egui::{Shape, TextureId};
use egui_kittest::kittest::Queryable;
use engine::Character;
use engine::world::SecondPlayer;
use formats::sprite::Definitions;
use studio_core::editing::LeftTab;

fn app(level: formats::Level) -> StudioApp {
    StudioApp::new(Document::new(level, None), Box::new(ScriptedDialogs::new(vec![])))
}

fn ehz1() -> Option<formats::Level> {
    support::reference::s2("Emerald Hill Zone Act 1")
}

/// Meshes of the last frame drawn with `texture`.
fn meshes_with(h: &egui_kittest::Harness<'_, StudioApp>, texture: TextureId) -> usize {
    fn count(shape: &Shape, texture: TextureId) -> usize {
        match shape {
            Shape::Mesh(m) => usize::from(m.texture_id == texture && !m.indices.is_empty()),
            Shape::Vec(v) => v.iter().map(|s| count(s, texture)).sum(),
            _ => 0,
        }
    }
    h.output().shapes.iter().map(|c| count(&c.shape, texture)).sum()
}

#[test]
fn tile_thumbnails_show_the_first_blocks_art_as_the_terrain_switch_says() {
    let Some(level) = ehz1() else { return };
    let first = editor::widgets::level_art::first_block_arts(&level);
    assert_eq!(first[1], editor::panels::tiles::editor::first_block_art(&level, 1));
    let mut h = support::app_harness(app(level));
    h.run();
    h.run();
    let handles = h.state().canvas.art.handles();
    let (blocks, size) = handles.blocks.expect("a block atlas");
    // 500 blocks, 32 a row: 16 rows of 16 px.
    assert_eq!(size, [512, 256]);
    let id = first[1].unwrap();
    let (texture, uv) = handles.block_uv(id).unwrap();
    assert_eq!(texture, blocks);
    let (x, y) = ((usize::from(id) % 32 * 16) as f32, (usize::from(id) / 32 * 16) as f32);
    assert_eq!(
        uv,
        egui::Rect::from_min_max(egui::pos2(x / 512.0, y / 256.0), egui::pos2((x + 16.0) / 512.0, (y + 16.0) / 256.0))
    );
    assert!(handles.block_uv(500).is_none(), "beyond the art");
    assert_eq!(meshes_with(&h, blocks), 0, "the View tab shows no tile thumbnails");
    h.state_mut().editing.tab = LeftTab::Tiles;
    h.run();
    let with_art = meshes_with(&h, blocks);
    // The tiles in view (the library's first rows at the panel's default width: tiles 0 to 72 at most) that a
    // solid block uses: 0, 1, 9–14, 34 and 42 (most of EHZ's 256 shapes are used by none; the next is 73).
    let used: Vec<usize> = (0..73).filter(|&i| first[i].is_some()).collect();
    assert_eq!(used, [0, 1, 9, 10, 11, 12, 13, 14, 34, 42]);
    // Tile 0, the empty shape, is drawn without the art of the non-solid blocks that "use" it.
    assert_eq!(with_art, used.len() - 1, "each shown thumbnail of a used tile but 0 draws its block's art");
    assert_eq!(h.state().panels.tiles.art_ids.ids(), &first[..]);
    // Collision only: no art in the thumbnails.
    h.state_mut().editing.tab = LeftTab::View;
    h.run();
    h.get_by_label("Collision").click();
    h.run();
    h.state_mut().editing.tab = LeftTab::Tiles;
    h.run();
    assert_eq!(meshes_with(&h, blocks), 0);
    // The chunk editor's tile strip draws them too.
    h.state_mut().editing.tab = LeftTab::View;
    h.run();
    h.get_by_label("Art + collision").click();
    h.run();
    h.state_mut().editing.tab = LeftTab::Chunks;
    h.state_mut().editing.chunk_editor_open = true;
    h.run();
    h.run();
    assert!(meshes_with(&h, blocks) > 0, "the tile strip draws block art");
}

#[test]
fn player_2_is_drawn_with_his_sprite_by_the_same_animation() {
    let Some(level) = ehz1() else { return };
    // Sonic alone at first (Emerald Hill would start him with a walking CPU Tails), then Tails standing beside him.
    let mut app = app(level);
    app.playtest.player2 = studio_core::playtest::session::Player2::Off;
    let mut h = support::app_harness(app);
    h.run();
    h.get_by_label("Play from start").click();
    h.step();
    {
        let play = h.state_mut().playtest.play.as_mut().unwrap();
        let tails = SecondPlayer::cpu_tails(&play.world.player);
        play.set_second(Some(tails));
    }
    // The frames each shows (Tails walks up from $20 px behind Sonic, where the game starts him).
    let (mut sonic, mut tails) = (std::collections::BTreeSet::new(), std::collections::BTreeSet::new());
    for _ in 0..10 {
        h.step();
        let play = h.state().playtest.play.as_ref().unwrap();
        sonic.insert(format!("{:?}", play.sprite.shown));
        tails.insert(format!("{:?}", play.sprite2.shown));
    }
    let play = h.state().playtest.play.as_ref().unwrap();
    let second = &play.world.second.as_ref().unwrap().player;
    assert_eq!(second.character, Character::Tails);
    let id = studio_core::playtest::animation::animation_id(Character::Tails, second.pose, second.pushing);
    assert_eq!(play.sprite2.anim, id, "player 2's animator follows his own pose");
    // Each frame either showed composed once: Sonic standing (one frame), Tails' walk frames.
    assert_eq!(sonic.len(), 1, "{sonic:?}");
    assert!(tails.len() > 1, "{tails:?}");
    assert_eq!(h.state().canvas.art.sprites.textures().1, sonic.len() + tails.len(), "Sonic's and Tails' frames");
    // Without player 2 his animator is reset.
    h.state_mut().playtest.play.as_mut().unwrap().set_second(None);
    h.step();
    assert_eq!(h.state().playtest.play.as_ref().unwrap().sprite2, Default::default());
}

#[test]
fn loaded_objects_are_drawn_in_the_engines_mapping_frame() {
    let Some(level) = ehz1() else { return };
    let mut h = support::app_harness(app(level.clone()));
    h.run();
    h.get_by_label("Play from start").click();
    for _ in 0..40 {
        h.step();
    }
    let play = h.state().playtest.play.as_ref().unwrap();
    // The loaded objects whose frame the engine runs, as their definitions show them.
    let mut expected = Vec::new();
    for (_, obj) in play.world.objects.slots.iter() {
        let Some(frame) = engine::objects::runtime::object::live_mapping_frame(obj) else { continue };
        let Some(o) = obj.common.placement.and_then(|p| level.objects.get(p as usize)) else { continue };
        let Some((key, subtype, ..)) = Definitions::key_for(o) else { continue };
        expected.push((key, subtype, frame, obj.common.id));
    }
    assert!(!expected.is_empty(), "objects with live frames are loaded near the start");
    let live = h.state().canvas.art.sprites.live_frames();
    let drawn: Vec<_> = expected.iter().filter(|(k, s, f, _)| live.contains(&(*k, *s, *f))).collect();
    assert!(!drawn.is_empty(), "live frames drawn: {live:?}; loaded: {expected:?}");
    // Coconuts near the start: its INI image is frame 0; the engine's script has shown frame 1 too.
    let coconuts = formats::sprite::DefinitionKey::Object(0x9D);
    assert!(live.contains(&(coconuts, 0x1E, 0)) && live.contains(&(coconuts, 0x1E, 1)), "{live:?}");
}

#[test]
fn the_background_layout_is_a_view_option() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let (Some(ehz1), Some(ghz1)) =
        (support::reference::s2("Emerald Hill Zone Act 1"), support::reference::s1("Green Hill Zone Act 1"))
    else {
        return;
    };
    for (level, section, bg_cell) in [
        // EHZ_1.kos: each 256-byte row's second half is the background; by hand below.
        (ehz1, "Emerald Hill Zone Act 1", None),
        // ghzbg.bin: 32 x 1 chunks; its first byte $3D is chunk $3C.
        (ghz1, "Green Hill Zone Act 1", Some((0x3Cu16, 32usize, 1usize))),
    ] {
        let mut h = support::app_harness(app(level.clone()));
        h.run();
        h.run();
        let art = &h.state().canvas.art;
        assert_eq!(art.background(), (true, None), "{section}");
        match bg_cell {
            Some((first, w, height)) => {
                let bytes = std::fs::read(shared.join("reference/s1disasm/levels/ghzbg.bin")).unwrap();
                assert_eq!((bytes[0] as usize + 1, bytes[1] as usize + 1), (w, height));
                assert_eq!(art.background_chunk(0, 0), Some(first));
                for col in 0..w * 2 {
                    for row in 0..3 {
                        assert_eq!(
                            art.background_chunk(col, row),
                            Some(u16::from(bytes[2 + col % w]) - 1),
                            "{col}, {row}"
                        );
                    }
                }
            }
            None => {
                let kos = std::fs::read(shared.join("reference/s2disasm/level/layout/EHZ_1.kos")).unwrap();
                let bytes = formats::import::kosinski::decompress(&kos).unwrap();
                let cell = |col: usize, row: usize| bytes[row * 256 + 128 + col];
                let (mut w, mut hgt) = (0, 0);
                for row in 0..16 {
                    for col in 0..128 {
                        if cell(col, row) != 0 {
                            (w, hgt) = (w.max(col + 1), hgt.max(row + 1));
                        }
                    }
                }
                for (col, row) in [(0, 0), (3, 2), (w, 0), (w + 1, hgt + 1), (5, hgt - 1)] {
                    let c = cell(col % w, row % hgt);
                    assert_eq!(art.background_chunk(col, row), (c != 0).then_some(u16::from(c)), "{col}, {row}");
                }
            }
        }
        // Off by default; the View tab's checkbox draws both planes of it behind the foreground.
        let low = h.state().canvas.art.chunk_uv(0, 0).unwrap().0;
        let before = meshes_with(&h, low);
        h.get_by_label("Background").click();
        h.run();
        assert!(h.state().settings.background);
        assert_eq!(meshes_with(&h, low), before + 1, "{section}: the background's low plane mesh");
    }
}
