//! Marble Zone's level events (s1disasm `_inc/DynamicLevelEvents.asm`: `DLE_MZ1`–`DLE_MZ3`) with exact integers.

use crate::support::cam;
use engine::Character;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events;
use engine::objects::runtime::slots::Slots;
use engine::player::Player;
use formats::Bounds;
use formats::level::LevelEvents;

/// `DLE_MZ1` (REV01): the bottom limit's target $1D0, $220 from camera x $700, $340 from $D00; below camera y
/// $340 the second step sets the top limit $340 and the target $500 left of x $A90, and back up above $340 it
/// returns to the first; at y $370 the third step, at y $500 from x $B80 the top limit $500 and the last step,
/// where from x $E70 the top limit is 0 and the target $500, $210 from x $1430.
#[test]
fn marble_1_events_follow_the_camera() {
    let player = Player::standing(Character::Sonic, 0x800, 0x300);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x17BF + 320, bottom: 0x1D0 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    let mut run = |bounds: &mut Bounds, game: &mut GameState, x: i32, y: i32| {
        level_events::run(LevelEvents::Mz1, bounds, &cam(x, y), game, &mut slots, &player);
    };
    run(&mut bounds, &mut game, 0x6FF, 0x100);
    assert_eq!((game.events.max_y_target, bounds.bottom - 224), (Some(0x1D0), 0x1D0));
    run(&mut bounds, &mut game, 0x700, 0x100);
    assert_eq!(game.events.max_y_target, Some(0x220));
    run(&mut bounds, &mut game, 0xD00, 0x340);
    assert_eq!((game.events.max_y_target, game.events.routine), (Some(0x340), 2));
    run(&mut bounds, &mut game, 0xA00, 0x340);
    assert_eq!((game.events.max_y_target, bounds.top, game.events.routine), (Some(0x500), 0x340, 2));
    run(&mut bounds, &mut game, 0xA00, 0x33F);
    assert_eq!(game.events.routine, 0, "back above $340");
    run(&mut bounds, &mut game, 0xD00, 0x340);
    run(&mut bounds, &mut game, 0xA00, 0x370);
    assert_eq!(game.events.routine, 4);
    run(&mut bounds, &mut game, 0xB80, 0x500);
    assert_eq!((bounds.top, game.events.routine), (0x500, 6));
    run(&mut bounds, &mut game, 0xB7F, 0x500);
    assert_eq!(bounds.top, 0x4FE, "left of $B80 the top limit rises 2 px a frame");
    run(&mut bounds, &mut game, 0xE70, 0x500);
    assert_eq!((bounds.top, game.events.max_y_target), (0, Some(0x500)));
    run(&mut bounds, &mut game, 0x1430, 0x500);
    assert_eq!(game.events.max_y_target, Some(0x210));
}

/// `DLE_MZ2`: $520, $200 from camera x $1700. `DLE_MZ3boss`: $720, `boss_mz_y` ($210) from `boss_mz_x` − $2A0.
#[test]
fn marble_2_and_3_bottom_limits() {
    let player = Player::standing(Character::Sonic, 0x800, 0x300);
    let mut bounds = Bounds { left: 0, top: 0, right: 0x17BF + 320, bottom: 0x520 + 224 };
    let mut game = GameState::new();
    let mut slots = Slots::default();
    level_events::run(LevelEvents::Mz2, &mut bounds, &cam(0x16FF, 0x300), &mut game, &mut slots, &player);
    assert_eq!(game.events.max_y_target, Some(0x520));
    level_events::run(LevelEvents::Mz2, &mut bounds, &cam(0x1700, 0x300), &mut game, &mut slots, &player);
    assert_eq!(game.events.max_y_target, Some(0x200));
    let mut game = GameState::new();
    level_events::run(LevelEvents::Mz3, &mut bounds, &cam(0x155F, 0x300), &mut game, &mut slots, &player);
    assert_eq!(game.events.max_y_target, Some(0x720));
    level_events::run(LevelEvents::Mz3, &mut bounds, &cam(0x1560, 0x300), &mut game, &mut slots, &player);
    assert_eq!(game.events.max_y_target, Some(level_events::BOSS_MZ_Y));
}
