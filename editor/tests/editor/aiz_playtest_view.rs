//! Angel Island 1's play-test as the view draws it: its intro's sprites (`studio_core::playtest::intro`), and,
//! when the level runs into its next act in place (the fire swaps act 2 in: skdisasm s3.asm `AIZ1BGE_Finish`),
//! act 2 from that frame — its art read once and kept — playing on without a pause; Stop comes back to the
//! document's act 1, unedited (and the status bar's act 2 notice goes).

use crate::support;
use formats::inputs::Buttons;

#[test]
fn the_view_draws_angel_island_2_from_the_swap_and_act_1_after_stop() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro").expect("AIZ1");
    let mut h = support::playtest_harness(level.clone());
    let revision = h.state().document.revision();
    h.state_mut().playtest.start(&level, revision, Some((0x2FC0, 0x300)), None);
    h.step();
    assert!(h.state().canvas.next_act_art().is_none(), "act 1 drawn before the swap");
    let document_loads = h.state().canvas.art.loads;
    // The miniboss's fire, run headless (the app's next frames see act 2 in play).
    {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        let mut frames = 0;
        while !play.world.in_next_act() {
            play.world.step(Buttons::NONE);
            frames += 1;
            assert!(frames < 2000, "the fire never swapped act 2 in");
        }
    }
    support::frames(&mut h, 3);
    let app = h.state();
    let play = app.playtest.play.as_ref().expect("playing");
    assert!(!play.paused, "the swap does not pause");
    assert!(app.notice.as_deref().is_some_and(|n| n.contains("draws that act")), "{:?}", app.notice);
    let art = app.canvas.next_act_art().expect("act 2's art");
    assert!(art.is_ready() && art.error().is_none(), "{:?}", art.error());
    assert_eq!(art.loads, 1, "read once, kept between frames");
    assert_eq!(app.canvas.art.loads, document_loads, "the document's art is not read again either");
    let drawn = app.playtest.drawn_next_act().expect("act 2").level();
    assert_eq!(drawn.events, formats::level::LevelEvents::Aiz2);
    assert!(app.canvas.hover.is_none(), "nothing of the document is under the pointer");
    // The view follows the game camera in act 2's coordinates: its centre is inside act 2's layout.
    let (w, h_px) = drawn.pixel_size();
    let centre = app.canvas.camera.to_level(app.canvas.view_rect, app.canvas.view_rect.center());
    assert!((0.0..w as f32).contains(&centre.x) && (0.0..h_px as f32).contains(&centre.y), "{centre:?}");

    let ctx = h.ctx.clone();
    h.state_mut().apply(&ctx, editor::command::Command::StopPlay);
    support::frames(&mut h, 2);
    let app = h.state();
    assert!(app.playtest.play.is_none() && app.canvas.next_act_art().is_none(), "back to the document's act 1");
    assert_eq!(app.document.revision(), revision, "the document was never edited");
    assert!(app.document.level() == &level);
    assert_eq!(app.notice, None, "the act 2 notice goes with act 2's drawing");
}

/// Angel Island 1's intro as the view draws it (`studio_core::playtest::intro`): the Tornado with Sonic on it
/// (its propeller and booster), Super Sonic, then Knuckles — each composed from skdisasm's files — and the
/// held player hidden until the punch lets him go.
#[test]
fn the_intro_draws_the_tornado_super_sonic_and_knuckles() {
    use studio_core::playtest::intro::IntroArt;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1 Intro").expect("AIZ1");
    let mut h = support::playtest_harness(level.clone());
    let revision = h.state().document.revision();
    h.state_mut().playtest.start(&level, revision, None, None);
    h.step();
    // The world is stepped directly to each moment; the app's next frame draws it.
    let run_to = |h: &mut egui_kittest::Harness<'static, editor::StudioApp>, frame: u64| {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        while play.world.frame < frame {
            play.world.step(Buttons::NONE);
        }
        h.step();
    };
    for frame in [150, 152, 154, 240, 420, 424, 900] {
        run_to(&mut h, frame);
    }
    let drawn = h.state().canvas.art.sprites.intro_frames();
    let has = |art: IntroArt, frame: u8| {
        drawn.iter().any(|&(a, f)| std::mem::discriminant(&a) == std::mem::discriminant(&art) && f == frame)
    };
    assert!(has(IntroArt::Plane, 0) && has(IntroArt::Sonic, 0xBA), "{drawn:?}");
    assert!(
        has(IntroArt::SuperSonic { palette: 0 }, 0x21) || has(IntroArt::SuperSonic { palette: 0 }, 0x22),
        "{drawn:?}"
    );
    assert!(drawn.iter().any(|(a, _)| *a == IntroArt::Knuckles), "{drawn:?}");
    assert!(h.state().canvas.art.sprites.problems().is_empty(), "{:?}", h.state().canvas.art.sprites.problems());
}

/// An S3K play-test draws its players in S3K's own frames (`studio_core::playtest::animation`'s S3K scripts,
/// skdisasm's `Map - Sonic.asm`, `Map - Tails.asm`, `Map - Tails tails.asm`): Sonic standing ($BA) and running
/// (the walk's $01–$08 and the run's $21–$24 with their rotations), CPU Tails beside him with his tails, and
/// rolling ($96–$9A); each frame composed from the files with nothing missing.
#[test]
fn an_s3k_playtest_draws_sonic_and_tails_in_s3k_frames() {
    use engine::Character;
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K) else { return };
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Angel Island Zone Act 1").expect("AIZ1");
    let mut h = support::playtest_harness(level.clone());
    let revision = h.state().document.revision();
    h.state_mut().playtest.start(&level, revision, None, None);
    h.step();
    let run = |h: &mut egui_kittest::Harness<'static, editor::StudioApp>, held: Buttons, frames: usize| {
        for _ in 0..frames {
            // Paused, the app draws the frames run here with these buttons (its own come from the keyboard).
            let play = h.state_mut().playtest.play.as_mut().expect("playing");
            play.paused = true;
            play.step_forward(held);
            h.step();
        }
    };
    run(&mut h, Buttons::NONE, 4);
    run(&mut h, Buttons::RIGHT, 150);
    run(&mut h, Buttons::RIGHT.union(Buttons::DOWN), 20);
    run(&mut h, Buttons::RIGHT.union(Buttons::JUMP), 20);
    let play = h.state().playtest.play.as_ref().expect("playing");
    assert!(play.world.second.is_some(), "Sonic starts Angel Island with CPU Tails");
    let sprites = &h.state().canvas.art.sprites;
    assert!(sprites.problems().is_empty(), "{:?}", sprites.problems());
    let drawn = sprites.player_frames();
    let has = |c: Option<Character>, f: &dyn Fn(u8) -> bool| drawn.iter().any(|&(d, frame)| d == c && f(frame));
    assert!(has(Some(Character::Sonic), &|f| f == 0xBA), "standing: {drawn:?}");
    assert!(has(Some(Character::Sonic), &|f| (1..=0x20).contains(&f)), "walking: {drawn:?}");
    assert!(has(Some(Character::Sonic), &|f| (0x21..=0x30).contains(&f)), "running: {drawn:?}");
    assert!(has(Some(Character::Sonic), &|f| (0x96..=0x9A).contains(&f)), "rolling: {drawn:?}");
    assert!(has(Some(Character::Tails), &|f| f == 0xAD || (1..=0x30).contains(&f)), "Tails: {drawn:?}");
    assert!(has(None, &|f| f > 0), "Tails' tails: {drawn:?}");
    assert!(!has(Some(Character::Sonic), &|f| f >= 0xFB), "no frame beyond Map_Sonic: {drawn:?}");
}
