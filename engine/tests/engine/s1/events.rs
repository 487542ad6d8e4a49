//! Sonic 1's level events of Marble 3, Labyrinth 3, Spring Yard 2–3, Star Light 3, Scrap Brain 1–2 and the Final
//! Zone (s1disasm `_inc/DynamicLevelEvents.asm`: `DLE_MZ3`, `DLE_LZ3`, `DLE_SYZ2`, `DLE_SYZ3`, `DLE_SLZ3`,
//! `DLE_SBZ1`, `DLE_SBZ2`, `DLE_FZ`; the arenas' constants in `Constants.asm`), as the routine sets the limits
//! once the camera passes each threshold.

use crate::support::cam;
use engine::Character;
use engine::objects::runtime::game::GameState;
use engine::objects::runtime::level_events::{self, *};
use engine::objects::runtime::slots::Slots;
use engine::objects::s1::ghz_boss;
use engine::player::Player;
use formats::Bounds;
use formats::level::LevelEvents;

struct Run {
    events: LevelEvents,
    bounds: Bounds,
    game: GameState,
    slots: Slots,
    player: Player,
}

impl Run {
    fn new(events: LevelEvents) -> Self {
        Run {
            events,
            bounds: Bounds { left: 0, top: 0, right: 0x3000 + 320, bottom: 0x720 + 224 },
            game: GameState::new(),
            slots: Slots::default(),
            player: Player::standing(Character::Sonic, 0x800, 0x300),
        }
    }

    /// One frame of `DynamicLevelEvents` with the camera at (x, y).
    fn at(&mut self, x: i32, y: i32) -> &mut Self {
        level_events::run(self.events, &mut self.bounds, &cam(x, y), &mut self.game, &mut self.slots, &self.player);
        self
    }

    fn target(&self) -> Option<u16> {
        self.game.events.max_y_target
    }

    fn routine(&self) -> u8 {
        self.game.events.routine
    }

    /// Every slot taken (`FindFreeObj` fails).
    fn fill_slots(&mut self) {
        while self.slots.allocate(ghz_boss::spawned(), 0, None).is_some() {}
    }
}

/// The arenas' constants (`Constants.asm`).
#[test]
fn arena_constants() {
    assert_eq!((BOSS_MZ_X, BOSS_MZ_Y), (0x1800, 0x210));
    assert_eq!((BOSS_LZ_X, BOSS_LZ_Y), (0x1DE0, 0xC0));
    assert_eq!((BOSS_SLZ_X, BOSS_SLZ_Y), (0x2000, 0x210));
    assert_eq!((BOSS_SYZ_X, BOSS_SYZ_Y), (0x2C00, 0x4CC));
    assert_eq!((BOSS_SBZ2_X, BOSS_SBZ2_Y), (0x2050, 0x510));
    assert_eq!(BOSS_FZ_X, 0x2450);
}

/// `DLE_MZ3boss`: at `boss_mz_x` − $10 = $17F0 the screen locks and the next step starts; `DLE_MZ3end`: the left
/// limit follows the camera.
#[test]
fn marble_3_locks_the_arena() {
    let mut r = Run::new(LevelEvents::Mz3);
    r.at(0x17EF, 0x200);
    assert_eq!((r.target(), r.routine(), r.game.events.lockscreen), (Some(0x210), 0, false));
    r.at(0x17F0, 0x200);
    assert_eq!((r.routine(), r.game.events.lockscreen, r.bounds.left), (2, true, 0));
    r.at(0x17F4, 0x200);
    assert_eq!(r.bounds.left, 0x17F4);
}

/// `DLE_LZ3`: from camera x `boss_lz_x` − $140 = $1CA0, only while the camera is above y `boss_lz_y` + $540 = $600.
#[test]
fn labyrinth_3_locks_above_the_shaft() {
    let mut r = Run::new(LevelEvents::Lz3);
    r.at(0x1C9F, 0x100);
    assert_eq!(r.routine(), 0);
    r.at(0x1CA0, 0x600);
    assert_eq!((r.routine(), r.game.events.lockscreen), (0, false), "at y $600 or below: not yet");
    r.at(0x1CA0, 0x5FF);
    assert_eq!((r.routine(), r.game.events.lockscreen), (2, true));
    let left = r.bounds.left;
    r.at(0x1D00, 0x5FF);
    assert_eq!(r.bounds.left, left, "no end step: the left limit stays");
}

/// `DLE_SYZ2`: $520; from camera x $25A0 $420 while the player is above y $4D0.
#[test]
fn spring_yard_2_bottom_limit() {
    assert_eq!(syz2_max_y(0x259F, 0x100), 0x520);
    assert_eq!(syz2_max_y(0x25A0, 0x4CF), 0x420);
    assert_eq!(syz2_max_y(0x25A0, 0x4D0), 0x520);
    let mut r = Run::new(LevelEvents::Syz2);
    r.player = Player::standing(Character::Sonic, 0x2600, 0x400);
    r.at(0x25A0, 0x300);
    assert_eq!(r.target(), Some(0x420));
    r.player = Player::standing(Character::Sonic, 0x2600, 0x4D0);
    r.at(0x25A0, 0x300);
    assert_eq!(r.target(), Some(0x520));
}

/// `DLE_SYZ3`: the blocks at camera x `boss_syz_x` − $140 = $2AC0; the boss, the bottom limit `boss_syz_y` and
/// the lock at `boss_syz_x`; both steps wait for a free slot (the lock does not).
#[test]
fn spring_yard_3_steps() {
    let mut r = Run::new(LevelEvents::Syz3);
    r.at(0x2ABF, 0x400);
    assert_eq!(r.routine(), 0);
    r.at(0x2AC0, 0x400);
    assert_eq!(r.routine(), 2);
    r.at(0x2BFF, 0x400);
    assert_eq!((r.routine(), r.target()), (2, None));
    r.fill_slots();
    r.at(0x2C00, 0x400);
    assert_eq!((r.routine(), r.target(), r.game.events.lockscreen), (2, Some(BOSS_SYZ_Y), true), "no free slot");
    r.slots.free(0);
    r.at(0x2C00, 0x400);
    assert_eq!(r.routine(), 4);
    r.at(0x2C10, 0x400);
    assert_eq!(r.bounds.left, 0x2C10);
    let mut full = Run::new(LevelEvents::Syz3);
    full.fill_slots();
    full.at(0x2AC0, 0x400);
    assert_eq!(full.routine(), 0, "the blocks wait for a free slot");
}

/// `DLE_SLZ3`: the bottom limit `boss_slz_y` from camera x `boss_slz_x` − $190 = $1E70; the lock at `boss_slz_x`.
#[test]
fn star_light_3_steps() {
    let mut r = Run::new(LevelEvents::Slz3);
    r.at(0x1E6F, 0x300);
    assert_eq!((r.routine(), r.target()), (0, None));
    r.at(0x1E70, 0x300);
    assert_eq!((r.routine(), r.target()), (2, Some(0x210)));
    r.at(0x1FFF, 0x300);
    assert!(!r.game.events.lockscreen);
    r.fill_slots();
    r.at(0x2000, 0x300);
    assert_eq!((r.routine(), r.game.events.lockscreen), (4, true), "the boss is lost, the arena still locks");
    r.at(0x2008, 0x300);
    assert_eq!(r.bounds.left, 0x2008);
}

/// `DLE_SBZ1`: $720, $620 from camera x $1880, $2A0 from $2000.
#[test]
fn scrap_brain_1_bottom_limit() {
    let mut r = Run::new(LevelEvents::Sbz1);
    for (x, target) in [(0x187F, 0x720), (0x1880, 0x620), (0x1FFF, 0x620), (0x2000, 0x2A0)] {
        r.at(x, 0x200);
        assert_eq!(r.target(), Some(target), "{x:#X}");
    }
}

/// `DLE_SBZ2`: $800, `boss_sbz2_y` from camera x $1800, the next step at $1E00; the false floor at `boss_sbz2_x`
/// − $1A0 = $1EB0; Eggman and the lock at − $F0 = $1F60, the left limit following the camera from then on until
/// `boss_sbz2_x`.
#[test]
fn scrap_brain_2_steps() {
    let mut r = Run::new(LevelEvents::Sbz2);
    r.at(0x17FF, 0x400);
    assert_eq!((r.target(), r.routine()), (Some(0x800), 0));
    r.at(0x1800, 0x400);
    assert_eq!((r.target(), r.routine()), (Some(0x510), 0));
    r.at(0x1E00, 0x400);
    assert_eq!(r.routine(), 2);
    r.at(0x1EAF, 0x400);
    assert_eq!(r.routine(), 2);
    r.at(0x1EB0, 0x400);
    assert_eq!((r.routine(), r.bounds.left), (4, 0));
    r.at(0x1F00, 0x400);
    assert_eq!((r.routine(), r.bounds.left, r.game.events.lockscreen), (4, 0x1F00, false));
    r.at(0x1F60, 0x400);
    assert_eq!((r.routine(), r.bounds.left, r.game.events.lockscreen), (6, 0x1F60, true));
    r.at(0x204F, 0x400);
    assert_eq!(r.bounds.left, 0x204F);
    r.at(0x2050, 0x400);
    assert_eq!(r.bounds.left, 0x204F, "from boss_sbz2_x the left limit stays");
}

/// `DLE_FZ`: the left limit follows the camera; the boss's step at `boss_fz_x` − $308 = $2148, the boss and the
/// lock at − $150 = $2300, the next step at `boss_fz_x`, where the left limit stays.
#[test]
fn final_zone_steps() {
    let mut r = Run::new(LevelEvents::Fz);
    r.at(0x2147, 0x400);
    assert_eq!((r.routine(), r.bounds.left), (0, 0x2147));
    r.at(0x2148, 0x400);
    assert_eq!(r.routine(), 2);
    r.at(0x2300, 0x400);
    assert_eq!((r.routine(), r.game.events.lockscreen), (4, true));
    r.at(0x244F, 0x400);
    assert_eq!((r.routine(), r.bounds.left), (4, 0x244F));
    r.at(0x2450, 0x400);
    assert_eq!((r.routine(), r.bounds.left), (6, 0x2450));
    r.at(0x2460, 0x400);
    assert_eq!(r.bounds.left, 0x2450, "the fourth step leaves the left limit");
    let mut full = Run::new(LevelEvents::Fz);
    full.fill_slots();
    full.at(0x2148, 0x400).at(0x2300, 0x400);
    assert_eq!((full.routine(), full.game.events.lockscreen), (2, false), "no free slot: no boss, no lock");
}

/// The acts with no events leave the limits alone.
#[test]
fn acts_with_no_events() {
    for events in [LevelEvents::Syz1, LevelEvents::Slz1, LevelEvents::Slz2] {
        let mut r = Run::new(events);
        let before = r.bounds;
        r.at(0x2800, 0x400);
        assert_eq!((r.bounds, r.target()), (before, None), "{events:?}");
    }
}

/// Labyrinth 3's layout byte `v_lvllayout+$80*2+6` (row 2, column 6 of 256-px chunks: the foreground's $40
/// bytes come first in each $80-byte row): `DynWater_LZ3` writes $4B as it leaves its first stage (what
/// `levels/lz3.bin` holds there already), `DLE_LZ3` 7 while `f_switch+$F` is set — the imported level's
/// chunks $4A and 6 — and nothing writes it back when the flag clears; a save state from before puts the
/// level's own chunk back, as does a restart (the game reloads the layout). The level here has that cell
/// emptied, as an edit could, to see the water's write.
#[test]
fn labyrinth_3_water_and_switch_f_rewrite_the_layout() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1) else { return };
    let mut level = formats::import::sonlvl::import(&ini, "Labyrinth Zone Act 3").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((LZ3_SWITCH, LZ3_SWITCH_CELL, LZ3_SWITCH_CHUNK), (0xF, (6, 2), 7));
    assert_eq!(engine::objects::s1::lz_water::LZ3_WATER_CHUNK, 0x4B);
    assert_eq!(level.layout.get(6, 2), Some(0x4A), "the game's byte $4B");
    assert!(level.layout.set(6, 2, None));
    let own = None;
    let mut w = engine::World::new(&level, Character::Sonic);
    let at = |w: &engine::World| w.terrain.chunk_at(0x600 + 0x80, 0x200 + 0x80);
    assert_eq!(at(&w), own);
    let before = w.snapshot();
    w.step(formats::inputs::Buttons::NONE);
    assert_eq!(at(&w), own, "nothing written yet");
    w.objects.game.water.lz3_layout = Some(0x4B);
    w.step(formats::inputs::Buttons::NONE);
    assert_eq!(at(&w), Some(0x4A), "the water's byte");
    w.objects.game.switches[0xF] = 1;
    w.step(formats::inputs::Buttons::NONE);
    assert_eq!(at(&w), Some(6), "the switch's byte");
    assert_eq!(w.terrain.chunk_at(0x5FF, 0x200), level.layout.get(5, 2), "its neighbours stay");
    w.objects.game.switches[0xF] = 0;
    w.step(formats::inputs::Buttons::NONE);
    assert_eq!(at(&w), Some(6), "never written back");
    w.restore(&before);
    assert_eq!(at(&w), own);
    w.objects.game.switches[0xF] = 0x80;
    w.step(formats::inputs::Buttons::NONE);
    assert_eq!(at(&w), Some(6), "any bit of the flag");
    let player = w.player.clone();
    w.restart(player);
    assert_eq!(at(&w), own);
}

/// Only Labyrinth 3 has the switch: in Labyrinth 1, switch $F's flag changes no terrain.
#[test]
fn labyrinth_1_has_no_layout_switch() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(ini) = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1) else { return };
    let level = formats::import::sonlvl::import(&ini, "Labyrinth Zone Act 1").unwrap_or_else(|e| panic!("{e}"));
    let mut w = engine::World::new(&level, Character::Sonic);
    let terrain = w.terrain.clone();
    w.objects.game.switches[0xF] = 1;
    w.step(formats::inputs::Buttons::NONE);
    assert!(w.terrain == terrain);
}
