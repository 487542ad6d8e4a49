//! The play-test draws player 1's power-ups with his game's art (`studio_core::playtest::power_ups`): the play
//! bar's "Give power-up" menu gives them, and the view composes each frame from the disassembly beside the level's
//! SonLVL project — Sonic 1's and Sonic 2's shield and stars, S3K's fire, lightning and bubble shields, the
//! insta-shield and the stars — with nothing missing.

use crate::support;
use egui_kittest::kittest::Queryable;
use formats::inputs::Buttons;
use studio_core::playtest::power_ups::PowerUpArt;

/// Plays `frames` frames with `held`, one display frame each (paused: the app draws the frames run here).
fn run(h: &mut egui_kittest::Harness<'static, editor::StudioApp>, held: Buttons, frames: usize) {
    for _ in 0..frames {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        play.paused = true;
        play.step_forward(held);
        h.step();
    }
}

/// Clicks "Give power-up" in the play bar, then `item`.
fn give(h: &mut egui_kittest::Harness<'static, editor::StudioApp>, item: &str) {
    h.get_by_label("Give power-up").click();
    support::frames(h, 2);
    h.get_by_label(item).click();
    support::frames(h, 2);
}

fn start(game: formats::recording::Game, section: &str) -> Option<egui_kittest::Harness<'static, editor::StudioApp>> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, game)?;
    let level = formats::import::sonlvl::import(&ini, section).expect(section);
    let mut h = support::playtest_harness(level.clone());
    let revision = h.state().document.revision();
    h.state_mut().playtest.start(&level, revision, None, None);
    h.step();
    Some(h)
}

fn drawn(h: &egui_kittest::Harness<'static, editor::StudioApp>, art: PowerUpArt) -> Vec<u8> {
    let sprites = &h.state().canvas.art.sprites;
    assert!(sprites.problems().is_empty(), "{:?}", sprites.problems());
    sprites.power_up_frames().into_iter().filter(|&(a, _)| a == art).map(|(_, f)| f).collect()
}

/// Sonic 2 (Emerald Hill 1): the shield's frames 0–5, then invincibility's stars (frames 1–8 of
/// `obj35.asm`); Sonic 1 (Green Hill 1): its shield (frames 1–3) and stars (4–7).
#[test]
fn sonic_1_and_2_draw_the_shield_and_the_stars() {
    for (game, section, shield, stars, items) in [
        (
            formats::recording::Game::S2,
            "Emerald Hill Zone Act 1",
            PowerUpArt::Sonic2Shield,
            PowerUpArt::Sonic2Stars,
            (0u8..=5, 1u8..=8),
        ),
        (
            formats::recording::Game::S1,
            "Green Hill Zone Act 1",
            PowerUpArt::Sonic1Shield,
            PowerUpArt::Sonic1Stars,
            (1..=3, 4..=7),
        ),
    ] {
        let Some(mut h) = start(game, section) else { return };
        run(&mut h, Buttons::NONE, 2);
        assert!(drawn(&h, shield).is_empty(), "nothing before the gift");
        give(&mut h, "Shield");
        run(&mut h, Buttons::RIGHT, 12);
        let frames = drawn(&h, shield);
        assert!(items.0.clone().all(|f| frames.contains(&f)), "{game:?} shield: {frames:?}");
        give(&mut h, "Invincibility");
        run(&mut h, Buttons::RIGHT, 40);
        let frames = drawn(&h, stars);
        assert!(items.1.clone().all(|f| frames.contains(&f)), "{game:?} stars: {frames:?}");
    }
}

/// S3K (Angel Island 1): Sonic's insta-shield on a second press in the air (frames 0–5), the fire shield
/// burning (front frames 0–8 and back frames $F–$17), the lightning shield and its sparks on the jump, the
/// bubble shield, and the stars.
#[test]
fn s3k_draws_the_elemental_shields_the_insta_shield_and_the_stars() {
    let Some(mut h) = start(formats::recording::Game::S3K, "Sonic 3\\\\Angel Island Zone Act 1") else { return };
    run(&mut h, Buttons::NONE, 4);
    // Jump, let go, press again: the insta-shield.
    run(&mut h, Buttons::JUMP, 1);
    run(&mut h, Buttons::NONE, 8);
    run(&mut h, Buttons::JUMP, 1);
    run(&mut h, Buttons::NONE, 60);
    let insta = drawn(&h, PowerUpArt::InstaShield);
    assert!((0..=5).all(|f| insta.contains(&f)), "insta-shield: {insta:?}");
    give(&mut h, "Fire shield");
    run(&mut h, Buttons::NONE, 40);
    let fire = drawn(&h, PowerUpArt::FireShield);
    assert!((0..=8).chain(0xF..=0x17).all(|f| fire.contains(&f)), "fire shield: {fire:?}");
    give(&mut h, "Lightning shield");
    run(&mut h, Buttons::JUMP, 1);
    run(&mut h, Buttons::NONE, 8);
    run(&mut h, Buttons::JUMP, 1);
    run(&mut h, Buttons::NONE, 50);
    let lightning = drawn(&h, PowerUpArt::LightningShield);
    assert!(lightning.contains(&0) && lightning.contains(&0x16), "lightning shield: {lightning:?}");
    assert_eq!(drawn(&h, PowerUpArt::LightningSpark), vec![0xC, 0xD], "the sparks (their $17 is empty)");
    give(&mut h, "Bubble shield");
    run(&mut h, Buttons::NONE, 120);
    let bubble = drawn(&h, PowerUpArt::BubbleShield);
    assert!((0..=0xA).all(|f| bubble.contains(&f)), "bubble shield: {bubble:?}");
    give(&mut h, "Invincibility");
    run(&mut h, Buttons::NONE, 30);
    let stars = drawn(&h, PowerUpArt::Sonic3kStars);
    assert!((1..=8).all(|f| stars.contains(&f)), "stars: {stars:?}");
}
