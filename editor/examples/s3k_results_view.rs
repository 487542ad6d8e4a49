//! Look at S3K's level results in the play-test view: skdisasm's Hydrocity 1, an invincible Sonic steered under
//! the miniboss until it is beaten, run on headless to `FRAMES` frames after the results' elements are made
//! (env `FRAMES`, default 80; `SUPER=1` makes him Super), then the editor window, paused there.

use engine::objects::runtime::object::State;
use engine::objects::s3k::kinds::Sonic3k;
use formats::inputs::Buttons;

fn main() {
    let shared = formats::reference::shared_dir().expect("the shared reference");
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S3K).expect("skdisasm");
    let level = formats::import::sonlvl::import(&ini, "Sonic 3\\\\Hydrocity Zone Act 1").expect("Hydrocity 1");
    let after: u64 = std::env::var("FRAMES").ok().and_then(|f| f.parse().ok()).unwrap_or(80);
    let mut app = editor::StudioApp::new(
        editor::Document::new(level.clone(), None),
        Box::new(editor::files::ScriptedDialogs::new([])),
    );
    let revision = app.document.revision();
    if std::env::var("SUPER").is_ok() {
        // Super Sonic from the level's start: 100 rings, transformed on the first frame, then right held.
        app.playtest.start(&level, revision, None, None);
        let play = app.playtest.play.as_mut().expect("playing");
        play.world.objects.game.rings = 100;
        play.step_forward(Buttons::NONE);
        play.world.player.transform();
        for _ in 0..after {
            play.step_forward(if play.world.player.object_control == 0 { Buttons::RIGHT } else { Buttons::NONE });
        }
        eprintln!("frame {}, shown {:?}", play.world.frame, play.sprite.shown);
        play.paused = true;
        let options = eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default().with_inner_size([1440.0, 860.0]),
            ..Default::default()
        };
        eframe::run_native("SPG super view", options, Box::new(|_| Ok(Box::new(app)))).expect("the window");
        return;
    }
    app.playtest.start(&level, revision, Some((0x3730, 0x600)), None);
    let play = app.playtest.play.as_mut().expect("playing");
    play.world.camera.y = 0x3A0;
    let mut made = None;
    for frame in 0..20000u64 {
        let body = play.world.objects.slots.iter().find_map(|(_, o)| match &o.state {
            State::Sonic3k(Sonic3k::HczMiniboss(_)) => Some(o.common.pixel_x()),
            _ => None,
        });
        let d = body.unwrap_or(0x3730) - play.world.player.pixel_x();
        let buttons = if d < -8 {
            Buttons::LEFT
        } else if d > 8 {
            Buttons::RIGHT
        } else {
            Buttons::NONE
        };
        play.step_forward(buttons);
        play.world.player.invincibility = 0xFFFF;
        play.world.player.breathe();
        if made.is_none() && play.cards.results.is_some() {
            made = Some(frame);
        }
        if made.is_some_and(|m| frame >= m + after) {
            break;
        }
    }
    eprintln!("results made at {made:?}, now frame {}", play.world.frame);
    play.world.player.invincibility = 0;
    play.paused = true;
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1440.0, 860.0]),
        ..Default::default()
    };
    eframe::run_native("SPG results view", options, Box::new(|_| Ok(Box::new(app)))).expect("the window");
}
