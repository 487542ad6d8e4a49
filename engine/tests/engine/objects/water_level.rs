//! The water's surface as Sonic 2 moves it (s2disasm `WaterEffects`, `MoveWater`, `DynamicWater`,
//! `DynamicWaterCPZ2`): the bobbing with oscillator 0, Chemical Plant 2's rising chemical, the player reading the
//! current surface, snapshots, star posts. Exact values worked out from the disassembly: oscillator 0 starts at
//! $0080 going up with step 2, so after n updates (n ≤ 63) it is $80 + n(n + 1); it turns when its high byte
//! reaches $10 (n = 63, $1040) and peaks at $1F82 (n = 126).

use crate::support;
use crate::support::reference::{self, Act};
use engine::objects::runtime::oscillation::Oscillation;
use engine::objects::s2::water_level::{CPZ2_RISE_CAMERA_X, CPZ2_RISE_TARGET, Water, WaterRule};
use engine::{Character, Player, World};
use formats::Level;
use formats::inputs::Buttons;
use formats::level::LevelEvents;

/// A flat level `cols` chunks wide and 16 high, the floor's top at y 1536 (chunk rows 12–15).
fn level(cols: usize, water: Option<i32>, events: LevelEvents) -> Level {
    let mut level = support::solid_rows(cols, 16, 12..16);
    level.water_height = water;
    level.events = events;
    level
}

const FLOOR: i32 = 1536;
const STAND_Y: i32 = FLOOR - 20;

fn world(level: &Level, x: i32) -> World {
    World::with_player(level, Player::standing(Character::Sonic, x, STAND_Y))
}

/// The surface after each of the first frames: the mean plus half the high byte of oscillator 0 as the
/// previous frame left it (frame k reads it after k − 1 updates).
#[test]
fn the_surface_bobs_with_oscillator_0() {
    let mut w = world(&level(10, Some(1000), LevelEvents::None), 300);
    assert_eq!(w.water_level(), 1000, "the level load: the mean itself");
    let mut seen = Vec::new();
    for _ in 0..127 {
        w.step(Buttons::NONE);
        seen.push(w.water_level());
    }
    assert_eq!(seen[0], 1000, "frame 1: $0080, high byte 0");
    assert_eq!(seen[32], 1000 + 2, "frame 33: $80 + 32·33 = $4A0");
    assert_eq!(seen[62], 1000 + 7, "frame 63: $80 + 62·63 = $FC2");
    assert_eq!(seen[63], 1000 + 8, "frame 64: $80 + 63·64 = $1040, turning");
    assert_eq!(seen[126], 1000 + 15, "frame 127: the peak, $1F82");
    assert!(seen.iter().all(|&s| (1000..=1015).contains(&s)));
    assert_eq!(w.objects.game.water.mean, 1000, "the mean stays");
}

/// Aquatic Ruin's surface is the mean (`MoveWater` skips the oscillator there).
#[test]
fn aquatic_ruin_water_does_not_bob() {
    let mut w = world(&level(10, Some(1000), LevelEvents::Arz1), 300);
    assert_eq!(w.objects.game.water.rule, WaterRule::Still);
    for _ in 0..100 {
        w.step(Buttons::NONE);
        assert_eq!(w.water_level(), 1000);
    }
}

#[test]
fn without_water_the_surface_is_out_of_reach() {
    let mut w = world(&level(10, None, LevelEvents::Cpz2), 300);
    assert_eq!(w.objects.game.water, Water::default());
    for _ in 0..10 {
        w.step(Buttons::RIGHT);
    }
    assert_eq!(w.water_level(), i32::MAX);
    assert!(!w.player.underwater);
}

/// Chemical Plant 2: on the frame after the camera reaches x $1DE0 the target becomes $510 and the mean
/// starts rising 1 px a frame from $710: 512 frames to the top, then it stays.
#[test]
fn cpz2_chemical_rises_once_the_camera_passes_1de0() {
    let lvl = level(70, Some(0x710), LevelEvents::Cpz2);
    // The camera starts 64 px before the line; Sonic runs right.
    let mut w = world(&lvl, i32::from(CPZ2_RISE_CAMERA_X) - 64 + 160);
    assert!(w.camera.x < i32::from(CPZ2_RISE_CAMERA_X));
    assert_eq!(w.objects.game.water.rule, WaterRule::RisingCpz2);
    let mut frames = 0;
    loop {
        let camera_before = w.camera.x;
        w.step(Buttons::RIGHT);
        frames += 1;
        let water = w.objects.game.water;
        if camera_before >= i32::from(CPZ2_RISE_CAMERA_X) {
            assert_eq!(water.target, CPZ2_RISE_TARGET, "frame {frames}");
            assert_eq!(water.mean, 0x70F, "the first step, on the same frame");
            break;
        }
        assert_eq!((water.target, water.mean), (0x710, 0x710), "frame {frames}: not yet");
    }
    for k in 1..=0x1FF {
        w.step(Buttons::NONE);
        assert_eq!(w.objects.game.water.mean, 0x70F - k);
    }
    assert_eq!(w.objects.game.water.mean, 0x510, "512 frames of rising");
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    let water = w.objects.game.water;
    assert_eq!(water.mean, 0x510, "it stays at the target");
    let bob = i32::from(w.objects.game.oscillation.byte(0) >> 1);
    assert!(water.surface - water.mean <= 15);
    // The surface the next frame reads the oscillator this frame left.
    w.step(Buttons::NONE);
    assert_eq!(w.water_level(), 0x510 + bob);
}

/// The player reads the moving surface: standing still, the rising chemical reaches him on the frame its
/// surface passes above his centre — and he is under water from that frame.
#[test]
fn the_player_goes_under_as_the_chemical_rises() {
    let lvl = level(70, Some(0x710), LevelEvents::Cpz2);
    let mut w = world(&lvl, i32::from(CPZ2_RISE_CAMERA_X) + 400);
    w.settle_start();
    let y = w.player.pixel_y();
    assert_eq!(y, STAND_Y);
    let mut under_at = None;
    for f in 1..=600 {
        w.step(Buttons::NONE);
        let below = y > w.water_level();
        assert_eq!(w.player.underwater, below, "frame {f}: surface {}", w.water_level());
        if below && under_at.is_none() {
            under_at = Some(f);
        }
    }
    assert!(under_at.is_some(), "the chemical reached him");
    assert_eq!(w.objects.game.water.mean, CPZ2_RISE_TARGET);
}

/// The water is part of a snapshot: restoring mid-rise gives back the heights, and the frames after are the
/// same.
#[test]
fn snapshots_carry_the_water() {
    let lvl = level(70, Some(0x710), LevelEvents::Cpz2);
    let mut w = world(&lvl, i32::from(CPZ2_RISE_CAMERA_X) + 400);
    for _ in 0..100 {
        w.step(Buttons::NONE);
    }
    let snap = w.snapshot();
    let water = w.objects.game.water;
    let run = |w: &mut World| {
        (0..50)
            .map(|_| {
                w.step(Buttons::NONE);
                w.water_level()
            })
            .collect::<Vec<_>>()
    };
    let first = run(&mut w);
    w.restore(&snap);
    assert_eq!(w.objects.game.water, water);
    assert_eq!(run(&mut w), first);
    // A restart puts the water back at the level's height.
    w.restart(Player::standing(Character::Sonic, 300, STAND_Y));
    assert_eq!((w.objects.game.water.mean, w.objects.game.water.target), (0x710, 0x710));
}

/// `DynamicWater` does not run while the player is dead or drowning (`Deform_lock`): the mean stays, the
/// surface still bobs.
#[test]
fn a_locked_frame_keeps_the_mean() {
    let lvl = level(70, Some(0x710), LevelEvents::Cpz2);
    let mut water = Water::for_level(&lvl);
    let mut osc = Oscillation::default();
    for _ in 0..64 {
        osc.update();
    }
    water.update(i32::from(CPZ2_RISE_CAMERA_X), 0, true, &osc, &mut [0; 16]);
    assert_eq!((water.target, water.mean, water.surface), (0x710, 0x710, 0x710 + 8));
    water.update(i32::from(CPZ2_RISE_CAMERA_X), 0, false, &osc, &mut [0; 16]);
    assert_eq!((water.target, water.mean, water.surface), (0x510, 0x70F, 0x70F + 8));
}

/// A star post keeps the mean level (`Saved_Water_Level`); a restart there starts the mean from it and the
/// target from the level's height (`Obj79_LoadData` does not restore `Water_Level_3`).
#[test]
fn a_star_post_restart_keeps_the_mean() {
    let lvl = level(70, Some(0x710), LevelEvents::Cpz2);
    let mut water = Water::for_level(&lvl);
    let osc = Oscillation::default();
    for _ in 0..0x40 {
        water.update(i32::from(CPZ2_RISE_CAMERA_X), 0, false, &osc, &mut [0; 16]);
    }
    assert_eq!(water.mean, 0x6D0);
    water.save();
    water.reload(true);
    assert_eq!((water.mean, water.target), (0x6D0, 0x710));
    water.reload(false);
    assert_eq!((water.mean, water.target), (0x710, 0x710));
}

/// The real Chemical Plant 2 (imported from the disassembly's SonLVL project): water at $710, and past camera
/// x $1DE0 the chemical rises to $510.
#[test]
fn real_cpz2_water_rises() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Cpz2);
    assert_eq!(level.water_height, Some(0x710));
    assert_eq!(level.events, LevelEvents::Cpz2);
    let mut w = World::new(level, Character::Sonic);
    assert_eq!(w.objects.game.water.rule, WaterRule::RisingCpz2);
    for _ in 0..60 {
        w.step(Buttons::NONE);
    }
    assert_eq!(w.objects.game.water.mean, 0x710, "at the start the camera is far from $1DE0");
    // Sonic settled on the floor 200 px past the line (the camera centred on him): the level load's
    // `WaterEffects` already sets the target and takes the first step.
    let x = i32::from(CPZ2_RISE_CAMERA_X) + 160 + 200;
    let mut w = World::with_player(level, Player::standing(Character::Sonic, x, 0));
    w.settle_start();
    assert!(w.camera.x >= i32::from(CPZ2_RISE_CAMERA_X));
    assert_eq!((w.objects.game.water.target, w.objects.game.water.mean), (0x510, 0x70F));
    for k in 1..=0x1FF {
        w.step(Buttons::NONE);
        let water = w.objects.game.water;
        assert_eq!(water.mean, 0x70F - k);
        let bob = water.surface - water.mean;
        assert!((0..=15).contains(&bob));
        assert_eq!(w.player.underwater, w.player.pixel_y() > water.surface, "frame {k}");
    }
    assert_eq!(w.objects.game.water.mean, 0x510);
    assert_eq!(w.player.routine, engine::player::Routine::Normal);
}

/// CPZ1 has no water (`Water_flag` is set for CPZ2, ARZ and HPZ only).
#[test]
fn real_cpz1_has_no_water() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let level = reference::level(&shared, Act::Cpz1);
    assert_eq!(level.water_height, None);
    assert_eq!(World::new(level, Character::Sonic).water_level(), i32::MAX);
}
