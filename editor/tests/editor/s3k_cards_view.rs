//! The play-test draws S3K's level results, the in-level title card and Super Sonic with the game's art
//! (`studio_core::playtest::results`, `studio_core::playtest::animation`'s Super scripts and palette): composed
//! from skdisasm beside the level's SonLVL project, with nothing missing.

use crate::support;
use engine::objects::runtime::object::{Common, Obj, State};
use engine::objects::s3k::end_sign::LevelResults;
use engine::objects::s3k::kinds::Sonic3k;
use formats::inputs::Buttons;
use studio_core::playtest::results::{CardArt, ResultsName};

/// skdisasm's Hydrocity 1 in a play-test, Sonic dropped at `at` (None: the level's start).
fn hydrocity_1(at: Option<(i32, i32)>) -> Option<egui_kittest::Harness<'static, editor::StudioApp>> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K)?;
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("Hydrocity 1");
    let mut h = support::playtest_harness(level.clone());
    let revision = h.state().document.revision();
    h.state_mut().playtest.start(&level, revision, at, None);
    h.step();
    Some(h)
}

/// Plays `frames` frames with `held`, drawing every `every`th (paused: the app draws the frames run here);
/// `invincible` keeps player 1 invincible and breathing.
fn run(
    h: &mut egui_kittest::Harness<'static, editor::StudioApp>,
    held: Buttons,
    frames: usize,
    every: usize,
    invincible: bool,
) {
    for n in 0..frames {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        play.paused = true;
        play.step_forward(held);
        if invincible {
            play.world.player.invincibility = 0xFFFF;
            play.world.player.breathe();
        }
        if n % every == every - 1 {
            h.step();
        }
    }
}

fn cards(h: &egui_kittest::Harness<'static, editor::StudioApp>) -> Vec<(CardArt, u8)> {
    let sprites = &h.state().canvas.art.sprites;
    assert!(sprites.problems().is_empty(), "{:?}", sprites.problems());
    sprites.card_frames()
}

/// Hydrocity 1's results (made as the end sign makes them, an invincible Sonic in the miniboss's arena, where act
/// 1 runs on into act 2 once their art is in): their twelve elements slide in and are drawn in
/// `Map_Results`' frames — the name SONIC ($13), "GOT" ($11), "THROUGH" ($10), the act ($F), "TIME" ($E),
/// "BONUS" ($C), "RING" ($D), "TOTAL" ($B), the counts' "0" (1) and their digits; they end into act 2's title
/// card, drawn in `Map_TitleCard`'s frames: Hydrocity's name (5), "ZONE" (3), the act (2), the banner (1).
#[test]
fn hydrocity_1_draws_its_results_and_act_2s_title_card() {
    let Some(mut h) = hydrocity_1(Some((0x3730, 0x600))) else { return };
    {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        play.world.camera.y = 0x3A0;
        play.world.objects.game.rings = 25;
        let common = Common::new(engine::objects::s3k::id::SONIC3K, 0, 0, 0, false, false);
        play.world.objects.slots.allocate(Obj { common, state: LevelResults::default().into() }, 0x10, None);
    }
    run(&mut h, Buttons::NONE, 100, 10, true);
    let results = CardArt::Results { act2: false, name: ResultsName::Sonic };
    let drawn: Vec<u8> = cards(&h).into_iter().filter(|&(a, _)| a == results).map(|(_, f)| f).collect();
    for frame in [0x13, 0x11, 0x10, 0xF, 0xE, 0xC, 0xD, 0xB, 1] {
        assert!(drawn.contains(&frame), "results frame {frame:#x}: {drawn:?}");
    }
    assert!(drawn.contains(&3) && drawn.contains(&6), "the ring bonus's digits (250: \"2\", \"5\"): {drawn:?}");
    let in_results = |h: &egui_kittest::Harness<'static, editor::StudioApp>| {
        let play = h.state().playtest.play.as_ref().expect("playing");
        play.world.objects.slots.iter().any(|(_, o)| matches!(o.state, State::Sonic3k(Sonic3k::LevelResults(_))))
    };
    for _ in 0..100 {
        if !in_results(&h) {
            break;
        }
        run(&mut h, Buttons::NONE, 10, 10, true);
    }
    assert!(!in_results(&h), "the results are over");
    run(&mut h, Buttons::NONE, 60, 5, true);
    // Drawn in act 2's art (the view draws the act the play-test has run into with that act's caches).
    let card = CardArt::TitleCard { act2: true, zone: 1 };
    let next = h.state().canvas.next_act_art().expect("act 2's art");
    assert!(next.sprites.problems().is_empty(), "{:?}", next.sprites.problems());
    let drawn: Vec<u8> = next.sprites.card_frames().into_iter().filter(|&(a, _)| a == card).map(|(_, f)| f).collect();
    assert_eq!(drawn, [1, 2, 3, 5], "the card's banner, act, \"ZONE\" and name");
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.cards.results.is_none(), "the results' elements have left");
}

/// Super Sonic (100 rings, transformed): the transformation's frames ($D2–$D6 of `Map_SuperSonic`) fading in
/// `PalCycle_SuperSonic`'s entries 0–5, then his walk in the cycle's 6–8; turned back (rings gone), Sonic's own
/// frames in the fade out's entries.
#[test]
fn super_sonic_is_drawn_with_his_own_frames_and_palette() {
    let Some(mut h) = hydrocity_1(None) else { return };
    {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        play.world.objects.game.rings = 2;
        play.world.player.transform();
    }
    run(&mut h, Buttons::NONE, 40, 1, false);
    let frames = h.state().canvas.art.sprites.super_sonic_frames();
    assert!(frames.iter().all(|f| f.0), "{frames:?}");
    assert!(frames.contains(&(true, 0xD2, None)), "the transformation's first frame in his own colours: {frames:?}");
    for entry in 0..=5 {
        let fading = |f: &&(bool, u8, Option<u8>)| (0xD2..=0xD6).contains(&f.1) && f.2 == Some(entry);
        assert!(frames.iter().any(|f| fading(&f)), "the fade's entry {entry}: {frames:?}");
    }
    run(&mut h, Buttons::NONE, 40, 1, false);
    let frames = h.state().canvas.art.sprites.super_sonic_frames();
    assert!([6, 7, 8].iter().all(|&e| frames.iter().any(|f| f.0 && f.2 == Some(e))), "the cycle: {frames:?}");
    // Two rings drained (60 frames each): Sonic again, his own frames in the fade out's entries.
    run(&mut h, Buttons::NONE, 60, 1, false);
    assert!(!h.state().playtest.play.as_ref().expect("playing").world.player.super_form);
    let frames = h.state().canvas.art.sprites.super_sonic_frames();
    assert!([5, 4, 3].iter().all(|&e| frames.iter().any(|f| !f.0 && f.2 == Some(e))), "the fade out: {frames:?}");
    let sprites = &h.state().canvas.art.sprites;
    assert!(sprites.problems().is_empty(), "{:?}", sprites.problems());
}
