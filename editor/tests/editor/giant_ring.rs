//! Sonic 1's giant ring in the play-test (`editor::app::giant_ring`): on Green Hill 1 imported from
//! s1disasm-full, Sonic with 50 rings running into the giant ring vanishes and the special stage the game
//! loads next opens, playing; when it ends the level's play-test starts again from the start with its
//! emeralds.

use crate::support;
use egui_kittest::kittest::Queryable;
use engine::objects::s1::giant_ring::BigRing;
use formats::inputs::Buttons;

#[test]
fn the_giant_ring_leads_to_the_next_special_stage_and_back_to_the_level() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let ini = shared.join("reference/s1disasm-full/SonLVL INI Files/SonLVL.ini");
    let mut level = formats::import::sonlvl::import(&ini, "Green Hill Zone Act 1").unwrap();
    // No object but one giant ring $60 px right of the start, at Sonic's height.
    let start = (level.player_start.x, level.player_start.y);
    level.objects = vec![formats::object::ObjectPlacement {
        kind: formats::object::s1::kind(0x4B, 0),
        x: start.0 + 0x60,
        y: start.1,
        ..Default::default()
    }];
    let mut h = support::playtest_harness(level);
    h.get_by_label("Play from start").click();
    h.step();
    // With 50 rings Sonic runs right into it. (The world is stepped directly; the app's next frame sees him
    // gone.)
    {
        let play = h.state_mut().playtest.play.as_mut().expect("playing");
        play.world.objects.game.rings = 50;
        let mut frames = 0;
        while play.world.big_ring() != BigRing::Entered {
            play.world.step(Buttons::RIGHT);
            frames += 1;
            assert!(frames < 200, "Sonic never went into the ring");
        }
    }
    h.step();
    let app = h.state();
    assert!(app.playtest.play.is_none(), "the level's play-test stopped");
    let editor = app.special_stage.as_ref().expect("the special stage opened");
    assert!(editor.from_giant_ring);
    let play = editor.play.as_ref().expect("playing");
    assert!(!play.paused);
    assert_eq!(play.stage.emeralds, 0);
    assert_eq!(
        editor.doc.stage(),
        &formats::special_stage::read_from_disassembly(
            &shared.join("reference/s1disasm-full"),
            formats::special_stage::StageId { stage: 1, jp1: false },
        )
        .unwrap(),
        "the first stage (`v_lastspecial` 0)"
    );
    assert_eq!(app.playtest.special.last_special, 1);
    // The stage ends having given its emerald (block $3B: stage 1's).
    {
        let play = h.state_mut().special_stage.as_mut().and_then(|e| e.play.as_mut()).expect("playing");
        play.stage.emeralds = 1;
        play.stage.emerald_list[0] = 0;
        play.stage.left_stage = true;
    }
    h.step();
    h.step();
    let app = h.state();
    assert!(app.special_stage.is_none(), "back to the level");
    let play = app.playtest.play.as_ref().expect("the level's play-test started again");
    assert_eq!((play.world.player.pixel_x(), play.world.objects.game.emeralds), (start.0, 1));
    assert_eq!(play.world.big_ring(), BigRing::None);
    assert!(play.world.player_visible());
    assert_eq!(app.playtest.special.emeralds, 1);
}
