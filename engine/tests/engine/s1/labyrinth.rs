//! Sonic 1's Labyrinth water (s1disasm `_inc/LZWaterFeatures.asm`, `_incObj/Sonic Water.asm`), with exact
//! integers from the disassembly and the recordings of the real game (`openggf-traces/s1/lz1_completerun`,
//! `credits_03_lz3`).

use crate::support;
use engine::objects::s1::lamppost;
use engine::objects::s1::lz_water::{self, DynWater, LzAct};
use engine::objects::s2::water_level::WaterRule;
use engine::player::Player;
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::level::LevelEvents;
use formats::{Level, ProfileId};

/// One `DynWater_*` call: (target, mean, stage) after it.
fn dyn_water(act: LzAct, camera_x: u16, player_y: u16, (target, mean, routine): (i32, i32, u8)) -> (i32, i32, u8) {
    let (mut target, mut mean, mut routine) = (target, mean, routine);
    let switches = &mut [0; 16];
    lz_water::run(
        act,
        DynWater {
            camera_x,
            player_y,
            mean: &mut mean,
            target: &mut target,
            routine: &mut routine,
            switches,
            layout: &mut None,
        },
    );
    (target, mean, routine)
}

/// The switch flags a `DynWater_*` call leaves.
fn dyn_water_switches(act: LzAct, camera_x: u16, player_y: u16, (target, mean, routine): (i32, i32, u8)) -> [u8; 16] {
    let (mut target, mut mean, mut routine) = (target, mean, routine);
    let mut switches = [0; 16];
    let w = DynWater {
        camera_x,
        player_y,
        mean: &mut mean,
        target: &mut target,
        routine: &mut routine,
        switches: &mut switches,
        layout: &mut None,
    };
    lz_water::run(act, w);
    switches
}

/// `DynWater_LZ3` leaving its first stage (camera x $600 on, the player between y $3C0 and $5FF) writes chunk
/// $4B into the layout byte `v_lvllayout+$80*2+6`; before that, or with the player outside those heights, it
/// writes nothing; the later stages never do.
#[test]
fn labyrinth_3_water_writes_its_layout_byte() {
    let layout = |camera_x: u16, player_y: u16, routine: u8| {
        let (mut mean, mut target, mut routine, mut layout) = (0x900, 0x900, routine, None);
        let w = DynWater {
            camera_x,
            player_y,
            mean: &mut mean,
            target: &mut target,
            routine: &mut routine,
            switches: &mut [0; 16],
            layout: &mut layout,
        };
        lz_water::run(LzAct::Lz3, w);
        (layout, routine, target)
    };
    assert_eq!(layout(0x5FF, 0x400, 0), (None, 0, 0x900));
    assert_eq!(layout(0x600, 0x3BF, 0), (None, 0, 0x900));
    assert_eq!(layout(0x600, 0x600, 0), (None, 0, 0x900));
    assert_eq!(layout(0x600, 0x3C0, 0), (Some(lz_water::LZ3_WATER_CHUNK), 1, 0x4C8));
    assert_eq!(layout(0x600, 0x5FF, 0), (Some(0x4B), 1, 0x4C8));
    assert_eq!(layout(0x600, 0x400, 1).0, None);
}

/// `DynWater_LZ1` sets `f_switch+5` to $80 from camera x $1080 (player low); `DynWater_LZ3` `f_switch+8` to 1
/// as it enters its last stage.
#[test]
fn the_water_routines_set_switches() {
    assert_eq!(dyn_water_switches(LzAct::Lz1, 0x107F, 0x300, (0xB8, 0xB8, 0))[5], 0);
    assert_eq!(dyn_water_switches(LzAct::Lz1, 0x1080, 0x300, (0xB8, 0xB8, 0))[5], 0x80);
    assert_eq!(dyn_water_switches(LzAct::Lz3, 0x1BBF, 0, (0x900, 0x900, 3))[8], 0);
    assert_eq!(dyn_water_switches(LzAct::Lz3, 0x1BC0, 0, (0x900, 0x900, 3))[8], 1);
}

/// `DynWater_LZ1`: the target by camera x (and whether the player is above y $200), the second stage once
/// the mean has reached $3A8, the third past camera x $1300 with the player above y $2E0.
#[test]
fn labyrinth_1_water_follows_the_camera_and_the_player() {
    let start = (0xB8, 0xB8, 0);
    assert_eq!(dyn_water(LzAct::Lz1, 0x5FF, 0x300, start), (0xB8, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0x600, 0x300, start), (0x108, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0xC00, 0x300, start), (0x318, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0x1080, 0x300, start), (0x5C8, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0x1380, 0x300, (0x5C8, 0x3A9, 0)), (0x3A8, 0x3A9, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0x1380, 0x300, (0x3A8, 0x3A8, 0)), (0x3A8, 0x3A8, 1));
    // `.sonicishigh`: above y $200.
    assert_eq!(dyn_water(LzAct::Lz1, 0xC7F, 0x1FF, start), (0x108, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0xC80, 0x1FF, start), (0xE8, 0xB8, 0));
    assert_eq!(dyn_water(LzAct::Lz1, 0x1500, 0x1FF, start), (0x108, 0xB8, 0));
    // Stage 1 waits for the player above y $2E0.
    assert_eq!(dyn_water(LzAct::Lz1, 0x1300, 0x2E0, (0x3A8, 0x3A8, 1)), (0x3A8, 0x3A8, 1));
    assert_eq!(dyn_water(LzAct::Lz1, 0x12FF, 0x2DF, (0x3A8, 0x3A8, 1)), (0x3A8, 0x3A8, 1));
    assert_eq!(dyn_water(LzAct::Lz1, 0x1300, 0x2DF, (0x3A8, 0x3A8, 1)), (0x108, 0x3A8, 2));
    // Stage 2 does nothing more.
    assert_eq!(dyn_water(LzAct::Lz1, 0, 0, (0x108, 0x200, 2)), (0x108, 0x200, 2));
}

/// `DynWater_LZ2`, `DynWater_SBZ3`: the target by camera x alone.
#[test]
fn labyrinth_2_and_scrap_brain_3_water_follow_the_camera() {
    let s = (0, 0, 0);
    assert_eq!(dyn_water(LzAct::Lz2, 0x4FF, 0, s).0, 0x328);
    assert_eq!(dyn_water(LzAct::Lz2, 0x500, 0, s).0, 0x3C8);
    assert_eq!(dyn_water(LzAct::Lz2, 0xB00, 0, s).0, 0x428);
    assert_eq!(dyn_water(LzAct::Sbz3, 0xEFF, 0, s).0, 0x228);
    assert_eq!(dyn_water(LzAct::Sbz3, 0xF00, 0, s).0, 0x4C8);
}

/// `DynWater_LZ3`: stage 0 sets the mean at once ($900, or $4C8 with the player between y $3C0 and $600 past
/// camera x $600); stage 1 drops to $508 at once with the player low; stages 2–4 as the camera goes on.
#[test]
fn labyrinth_3_water_moves_in_stages() {
    assert_eq!(dyn_water(LzAct::Lz3, 0x600, 0x600, (0x900, 0x8F0, 0)), (0x900, 0x900, 0));
    assert_eq!(dyn_water(LzAct::Lz3, 0x600, 0x3C0, (0x900, 0x900, 0)), (0x4C8, 0x4C8, 1));
    assert_eq!(dyn_water(LzAct::Lz3, 0x76F, 0x500, (0x4C8, 0x4C8, 1)), (0x4C8, 0x4C8, 1));
    assert_eq!(dyn_water(LzAct::Lz3, 0x13FF, 0x500, (0x4C8, 0x4C8, 1)), (0x308, 0x4C8, 1));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1400, 0x280, (0x308, 0x400, 1)), (0x308, 0x400, 1));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1400, 0x27F, (0x308, 0x400, 1)), (0x508, 0x508, 1));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1770, 0x600, (0x308, 0x400, 1)), (0x508, 0x508, 2));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1860, 0, (0x508, 0x400, 2)), (0x188, 0x400, 2));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1860, 0, (0x508, 0x188, 2)), (0x188, 0x188, 3));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1AF0, 0, (0x188, 0x188, 3)), (0x900, 0x900, 3));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1BC0, 0, (0x900, 0x900, 3)), (0x608, 0x7C0, 4));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1DFF, 0, (0x608, 0x700, 4)), (0x608, 0x700, 4));
    assert_eq!(dyn_water(LzAct::Lz3, 0x1E00, 0, (0x608, 0x700, 4)), (0x128, 0x700, 4));
}

/// A flat Sonic 1 level with water that only bobs (the floor's top at y 1536).
fn water_level(water: i32) -> Level {
    let mut level = support::solid_rows(10, 16, 12..16);
    level.profile = ProfileId::S1;
    level.water_height = Some(water);
    level
}

/// `Sonic_Water` entering: X Speed halved, Y Speed quartered after the frame's gravity — the recording's frame
/// $75 (X Speed $600 → $300, Y Speed $380 + $38 → $EE); then the water's top speed $300 and gravity $10.
#[test]
fn entering_the_water_halves_x_speed_and_quarters_y_speed() {
    let level = water_level(0x400);
    let mut p = Player::standing(Character::Sonic, 0x100, 0x3FE);
    (p.air, p.x_speed, p.y_speed) = (true, 0x600, 0x380);
    let mut w = World::with_player(&level, p);
    assert_eq!(w.objects.game.water.rule, WaterRule::Bobbing);
    w.step(Buttons::RIGHT);
    assert_eq!((w.player.pixel_y(), w.objects.game.water.surface), (0x401, 0x400));
    assert!(w.player.underwater);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0x300, 0xEE));
    w.step(Buttons::RIGHT);
    assert_eq!((w.player.x_speed, w.player.y_speed), (0x300, 0xEE + 0x10));
}

/// The real Labyrinth 1: water at $B8 moving with `DynWater_LZ1` (the level starts with the camera at x 0).
#[test]
fn real_labyrinth_1_has_its_water() {
    let Some(level) = lz("Labyrinth Zone Act 1") else { return };
    let w = World::new(&level, Character::Sonic);
    let water = w.objects.game.water;
    assert_eq!(
        (water.rule, water.mean, water.target, water.routine),
        (WaterRule::Labyrinth(LzAct::Lz1), 0xB8, 0xB8, 0)
    );
}

fn lz(section: &str) -> Option<Level> {
    let shared = formats::reference::shared_dir()?;
    let ini = formats::reference::full_sonlvl_ini(&shared, formats::recording::Game::S1)?;
    Some(formats::import::sonlvl::import(&ini, section).unwrap_or_else(|e| panic!("{section}: {e}")))
}

/// The Labyrinth 3 ending demo starts from `EndDemo_LampVar`: lamppost 1 at ($A00, $62C), the water's mean at
/// $308 in stage 1 (the level load's `DynWater_LZ3` keeps the target there: camera x $960 is between $770 and
/// $1400), the bottom limit $800. Sonic stands below the surface, so his first frame takes him into the water:
/// the demo's first Right gives X Speed 6 (`Sonic_Water`'s acceleration), as recorded.
#[test]
fn the_labyrinth_3_ending_demo_starts_from_its_lamppost_variables() {
    let Some(shared) = formats::reference::shared_dir() else { return };
    let Some(level) = lz("Labyrinth Zone Act 3") else { return };
    let dir = shared.join("reference/openggf-traces/s1/credits_03_lz3");
    let recording = formats::recording::read(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(recording.metadata.credits_demo, Some(3));
    assert_eq!(lamppost::ending_demo_lamp(3), Some(lamppost::ENDING_DEMO_LZ3));
    let mut w = engine::recording::start_world(&level, &recording);
    let water = w.objects.game.water;
    assert_eq!((water.mean, water.target, water.routine, water.surface), (0x308, 0x308, 1, 0x308));
    assert_eq!((w.camera.x, w.camera.y), (0x960, 0x5CC));
    assert_eq!(w.bounds.bottom, 0x800 + 224);
    assert_eq!((w.objects.game.last_star_post, w.objects.game.respawn_point), (1, Some((0xA00, 0x62C))));
    w.step(Buttons::NONE);
    assert!(w.player.underwater);
    w.step(Buttons::RIGHT);
    assert_eq!(w.player.ground_speed, 6);
}

/// The Burrobots in the world: (x, y, x_vel, y_vel, secondary routine, status) in slot order.
fn burrobots(w: &World) -> Vec<(i32, i32, i16, i16, u8, u8)> {
    use engine::objects::runtime::object::{Obj, State};
    use engine::objects::s1::Sonic1;
    w.objects
        .slots
        .iter()
        .filter_map(|(_, o)| match o {
            Obj { common: c, state: State::Sonic1(Sonic1::Burrobot(_)) } => {
                Some((c.pixel_x(), c.pixel_y(), c.x_vel, c.y_vel, c.routine_secondary, c.status))
            }
            _ => None,
        })
        .collect()
}

/// A flat Sonic 1 level (floor top at y 640) with a Burrobot (`Other` id $2D) buried at (0x300, 640).
fn burrobot_world(player_x: i32) -> World {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x2D, subtype: 0 },
        x: 0x300,
        y: 640,
        ..Default::default()
    });
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    World::with_player(&level, Player::standing(Character::Sonic, player_x, 620))
}

/// `Burro_ChkSonic`: buried, it faces the player and waits while he is $60 px or more away across; within,
/// and above it by less than $80, it jumps out towards him (X Speed −$80, Y Speed −$400), then falls at $18.
#[test]
fn burrobot_jumps_out_at_a_player_near_and_above() {
    let mut w = burrobot_world(0x300 - 0x60);
    w.step(Buttons::NONE);
    assert_eq!(burrobots(&w), vec![(0x300, 640, 0, 0, 6, 0)]);
    let mut w = burrobot_world(0x300 - 0x5F);
    w.step(Buttons::NONE);
    assert_eq!(burrobots(&w), vec![(0x300, 640, -0x80, -0x400, 4, 0)]);
    w.step(Buttons::NONE);
    let (x, y, x_vel, y_vel, routine, _) = burrobots(&w)[0];
    assert_eq!((x, y, x_vel, y_vel, routine), (0x2FF, 636, -0x80, -0x400 + 0x18, 4));
    // A player right of it: it faces right (status bit 0) and would jump right.
    let mut w = burrobot_world(0x300 + 0x20);
    w.step(Buttons::NONE);
    assert_eq!(burrobots(&w), vec![(0x300, 640, 0x80, -0x400, 4, 1)]);
}

/// `LZWindTunnels` on Labyrinth 3's tunnel ($A20–$1610 × $600–$6E0): 4 px right, speeds ($400, 0), airborne;
/// the curve's 2 px down where the bugged test (`x`'s high byte with `v_vbla_byte & $3F`, less $80, below the
/// left edge) passes; Up held the frame before lifts him 1 px. Stopped by `f_wtunnelallow` or a hurt player.
#[test]
fn wind_tunnels_push_the_player() {
    let tunnel = |act, x: i32, y: i32, vbla: u8, off: bool, held: Buttons, hurt: bool| {
        let mut p = Player::standing(Character::Sonic, x, y);
        p.previous_buttons = held;
        if hurt {
            p.routine = engine::player::Routine::Hurt;
        }
        let mut in_tunnel = false;
        lz_water::wind_tunnels(act, &mut in_tunnel, off, &mut p, vbla);
        (p.pixel_x(), p.pixel_y(), p.x_speed, p.y_speed, p.air, in_tunnel)
    };
    let none = Buttons::NONE;
    assert_eq!(tunnel(LzAct::Lz3, 0xA30, 0x620, 1, false, none, false), (0xA34, 0x622, 0x400, 0, true, true));
    assert_eq!(tunnel(LzAct::Lz3, 0xC30, 0x620, 1, false, none, false), (0xC34, 0x620, 0x400, 0, true, true));
    assert_eq!(tunnel(LzAct::Lz3, 0xC30, 0x620, 0x40, false, none, false), (0xC34, 0x622, 0x400, 0, true, true));
    assert_eq!(tunnel(LzAct::Lz3, 0xC30, 0x620, 1, false, Buttons::UP, false), (0xC34, 0x61F, 0x400, 0, true, true));
    assert_eq!(tunnel(LzAct::Lz2, 0x470, 0x420, 1, false, none, false), (0x474, 0x41E, 0x400, 0, true, true));
    assert_eq!(tunnel(LzAct::Lz3, 0xA1F, 0x620, 1, false, none, false), (0xA1F, 0x620, 0, 0, false, false));
    assert_eq!(tunnel(LzAct::Lz3, 0xA30, 0x6E0, 1, false, none, false), (0xA30, 0x6E0, 0, 0, false, false));
    assert_eq!(tunnel(LzAct::Lz3, 0xA30, 0x620, 1, true, none, false), (0xA30, 0x620, 0, 0, false, false));
    assert_eq!(tunnel(LzAct::Lz3, 0xA30, 0x620, 1, false, none, true), (0xA30, 0x620, 0, 0, false, false));
    // Labyrinth 1's second tunnel.
    assert_eq!(tunnel(LzAct::Lz1, 0x1000, 0x120, 1, false, none, false).0, 0x1004);
}

/// The flapping door (subtype 2: 120 frames): its first frame starts it closing (frames 2, 1, 0, 4 frames
/// each); closed with the player left of it, it stops the wind tunnels and is solid; 120 frames after the
/// first change it opens again (frame 0 for 4 more frames, then 1: the tunnels blow).
#[test]
fn the_flapping_door_stops_the_tunnels_while_closed() {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x0C, subtype: 2 },
        x: 0x300,
        y: 600,
        ..Default::default()
    });
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x200, 620));
    let mut off = Vec::new();
    for _ in 0..130 {
        w.step(Buttons::NONE);
        off.push(w.objects.game.water.tunnels_off);
    }
    let closed: Vec<usize> = off.iter().enumerate().filter(|(_, o)| **o).map(|(i, _)| i + 1).collect();
    assert_eq!(closed, (9..=125).collect::<Vec<_>>());
    // Closed, it is a wall: walking right, Sonic stops at its side (`SolidObject`'s half width $13).
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x2C0, 620));
    for frame in 1..=100 {
        w.step(Buttons::RIGHT);
        assert!(w.player.pixel_x() <= 0x300 - 0x13, "frame {frame}");
    }
    assert_eq!(w.player.pixel_x(), 0x300 - 0x13);
}

/// Sonic 1's level load runs the objects once before the first frame (`Level_LoadObj`: `ExecuteObjects`):
/// a flapping door in range has already made its first change when play starts.
#[test]
fn sonic_1_objects_run_once_at_the_level_load() {
    use engine::objects::runtime::object::{Obj, State};
    use engine::objects::s1::Sonic1;
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    level.player_start = formats::Point { x: 0x200, y: 620 };
    level.objects.push(formats::object::ObjectPlacement {
        kind: formats::object::ObjectKind::Other { id: 0x0C, subtype: 2 },
        x: 0x300,
        y: 600,
        ..Default::default()
    });
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    let door = |w: &World| {
        w.objects.slots.iter().find_map(|(_, o)| match o {
            Obj { common, state: State::Sonic1(Sonic1::FlapDoor(d)) } => Some((common.anim, d.wait)),
            _ => None,
        })
    };
    let w = World::new(&level, Character::Sonic);
    assert_eq!(door(&w), Some((1, 120)));
    // Sonic 2's level load (the profile's `objects_run_at_load`) does not: with Sonic alone (no title card
    // frames run for him) the door has not run yet.
    level.profile = ProfileId::S2;
    let w = World::start(&level, Character::Sonic, false);
    assert_eq!(door(&w), Some((0, 0)));
}

/// A flat Sonic 1 level (floor top at y 640) with Sonic 1 objects (`Other` id, subtype, x, y).
fn s1_objects_level(objects: &[(u8, u8, i32, i32)]) -> Level {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    for &(id, subtype, x, y) in objects {
        let kind = formats::object::ObjectKind::Other { id, subtype };
        level.objects.push(formats::object::ObjectPlacement { kind, x, y, ..Default::default() });
    }
    level.source = Some(formats::level::LevelSource::new(formats::level::SourceFormat::SonLvlS1, "test"));
    level
}

/// The button ($32): standing on it sets its switch flag (`f_switch + (subtype & $F)`, bit 0; bit 7 with
/// subtype bit 6), stepping off clears it.
#[test]
fn a_button_sets_its_switch_while_stood_on() {
    for (subtype, index, bit) in [(0, 0, 1), (0x41, 1, 0x80)] {
        let level = s1_objects_level(&[(0x32, subtype, 0x300, 630)]);
        let mut w = support::falling_sonic(&level, 0x300, 580);
        for _ in 0..40 {
            w.step(Buttons::NONE);
        }
        assert!(!w.player.air);
        // On the button: its top is 5 px above its y (630 + 3), his centre $13 above that.
        assert_eq!(w.player.pixel_y(), 633 - 5 - 0x13);
        assert_eq!(w.objects.game.switches[index], bit, "subtype {subtype:#X}");
        for _ in 0..60 {
            w.step(Buttons::RIGHT);
        }
        assert_eq!(w.objects.game.switches[index], 0, "subtype {subtype:#X}");
    }
}

/// A door ($56, subtype $82: 32 × 32, switch 2) starts its full height ($20) below its place; once switch 2's
/// bit 0 is set it rises 2 px a frame to its place, then becomes type 6 (waiting for bit 7 to close again).
#[test]
fn a_door_opens_when_its_switch_is_pressed() {
    use engine::objects::runtime::object::{Obj, State};
    use engine::objects::s1::Sonic1;
    let level = s1_objects_level(&[(0x56, 0x82, 0x300, 500)]);
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x200, 620));
    let door = |w: &World| {
        w.objects.slots.iter().find_map(|(_, o)| match o {
            Obj { common, state: State::Sonic1(Sonic1::FloatBlock(_)) } => Some((common.pixel_y(), common.subtype)),
            _ => None,
        })
    };
    w.step(Buttons::NONE);
    assert_eq!(door(&w), Some((500 + 0x20, 5)));
    w.step(Buttons::NONE);
    assert_eq!(door(&w), Some((500 + 0x20, 5)));
    w.objects.game.switches[2] = 1;
    for k in 1..=16 {
        w.step(Buttons::NONE);
        assert_eq!(door(&w), Some((500 + 0x20 - 2 * k, 5)));
    }
    w.step(Buttons::NONE);
    assert_eq!(door(&w), Some((500, 6)));
    for _ in 0..10 {
        w.step(Buttons::NONE);
    }
    assert_eq!(door(&w), Some((500, 6)));
}

/// `LZWaterSlides`: grounded in a slide chunk (game chunk 2: speed 10), Ground Speed is $A00 whatever is held;
/// leaving it ends the slide with 5 frames of control lock.
#[test]
fn water_slides_set_ground_speed() {
    let mut level = support::flat_level(16);
    level.profile = ProfileId::S1;
    level.water_height = Some(0x1000);
    level.events = LevelEvents::Lz1;
    // Chunk 1 (the game's chunk 2, empty) in the cell above the floor at columns 2 and 3.
    level.chunks.push(formats::Chunk { blocks: vec![formats::Block::EMPTY; 64] });
    level.layout.set(2, 4, Some(1));
    level.layout.set(3, 4, Some(1));
    let mut w = World::with_player(&level, Player::standing(Character::Sonic, 0x120, 620));
    w.step(Buttons::LEFT);
    assert!(w.player.water_slide);
    assert_eq!((w.player.ground_speed, w.player.facing_left), (0xA00, false));
    let mut left_at = None;
    for frame in 2..60 {
        w.step(Buttons::LEFT);
        if !w.player.water_slide {
            left_at = Some(frame);
            break;
        }
        assert_eq!(w.player.ground_speed, 0xA00, "frame {frame}");
    }
    assert!(left_at.is_some());
    // Off the slide (past x $200), the lock: Left does not brake him for 5 frames.
    assert!(w.player.pixel_x() >= 0x200);
    assert_eq!(w.player.control_lock, lz_water::SLIDE_EXIT_LOCK - 1);
}
