//! The player on shapes built from tiles: a full loop on two layers with switchers (SPG "Solid Terrain":
//! Loops), a 45° ramp, and slipping off a steep slope.

use crate::support::pixels::{angle_from_heights, angle_towards_solid, level_from_pixels};
use engine::player::{Mode, Player};
use engine::{Character, World};
use formats::inputs::Buttons;
use formats::switcher::{LayerSwitcher, Orientation, SwitcherRadius, SwitcherSide};
use formats::{Layer, Level};

const FLOOR: i32 = 640;
const CX: i32 = 1024;
const R: f64 = 112.0;

/// Floor at y 640 and a loop of inner radius 112 standing on it at x 1024. Layer A holds the loop's right
/// half (run up it), layer B its left half (come down it); a switcher at the top moves the player to B, one
/// past the loop back to A — the way Sonic 2's loops are built.
fn loop_level() -> &'static Level {
    static LEVEL: std::sync::OnceLock<Level> = std::sync::OnceLock::new();
    LEVEL.get_or_init(build_loop_level)
}

fn build_loop_level() -> Level {
    let cy = FLOOR as f64 - R;
    let ring = move |x: i32, y: i32| {
        let d = ((x as f64 + 0.5 - CX as f64).powi(2) + (y as f64 + 0.5 - cy).powi(2)).sqrt();
        (R..R + 48.0).contains(&d) && (y as f64) < cy + R
    };
    let solid = move |layer: Layer, x: i32, y: i32| {
        if y >= FLOOR {
            return true;
        }
        let right_half = x >= CX;
        ring(x, y) && (right_half == (layer == Layer::A))
    };
    let angle = move |_: Layer, bx: i32, by: i32, heights: &[i8; 16]| {
        let (x, y) = (bx as f64 * 16.0 + 8.0, by as f64 * 16.0 + 8.0);
        if by * 16 >= FLOOR {
            return angle_from_heights(heights);
        }
        angle_towards_solid(x - CX as f64, y - (FLOOR as f64 - R))
    };
    let mut level = level_from_pixels(24, 8, solid, angle);
    let side = |layer| SwitcherSide { layer, high_priority: false };
    level.switchers.push(LayerSwitcher {
        x: CX,
        y: (FLOOR as f64 - 2.0 * R) as i32,
        orientation: Orientation::Vertical,
        radius: SwitcherRadius::R64,
        left_or_top: side(Layer::B),
        right_or_bottom: side(Layer::A),
        grounded_only: true,
        priority_only: false,
        objects_before: None,
    });
    level.switchers.push(LayerSwitcher {
        x: CX + 200,
        y: FLOOR - 64,
        orientation: Orientation::Vertical,
        radius: SwitcherRadius::R64,
        left_or_top: side(Layer::B),
        right_or_bottom: side(Layer::A),
        grounded_only: false,
        priority_only: false,
        objects_before: None,
    });
    level
}

#[test]
fn running_a_loop_visits_every_mode_and_comes_out_on_the_right() {
    let level = loop_level();
    let mut w = World::with_player(level, Player::standing(Character::Sonic, 600, FLOOR - 20));
    let mut modes = Vec::new();
    let mut layers = Vec::new();
    for _ in 0..400 {
        w.step(Buttons::RIGHT);
        let p = &w.player;
        assert!(!p.air, "fell off at x {} y {} angle {:#x}", p.pixel_x(), p.pixel_y(), p.angle);
        let mode = Mode::from_angle(p.angle);
        if modes.last() != Some(&mode) {
            modes.push(mode);
        }
        if layers.last() != Some(&p.layer) {
            layers.push(p.layer);
        }
        if p.pixel_x() > CX + 300 {
            break;
        }
    }
    assert_eq!(modes, [Mode::Floor, Mode::RightWall, Mode::Ceiling, Mode::LeftWall, Mode::Floor]);
    assert_eq!(layers, [Layer::A, Layer::B, Layer::A]);
    let p = &w.player;
    assert!(
        p.pixel_x() > CX + 300 && p.ground_speed > 0x500,
        "came out at x {} with g {:#x}",
        p.pixel_x(),
        p.ground_speed
    );
    assert_eq!(p.pixel_y(), FLOOR - 20, "back on the floor");
}

#[test]
fn too_slow_in_a_loop_falls_off_the_wall_with_the_control_lock() {
    let level = loop_level();
    let mut w = World::with_player(level, Player::standing(Character::Sonic, CX - 60, FLOOR - 20));
    w.player.ground_speed = 0x300;
    let mut fell = false;
    for _ in 0..120 {
        w.step(Buttons::RIGHT);
        if w.player.air {
            fell = true;
            assert_eq!(w.player.ground_speed, 0, "slipping sets Ground Speed to 0");
            assert_eq!(w.player.control_lock, 30);
            break;
        }
    }
    assert!(fell, "a 3 px/frame run cannot climb a 112 px loop");
    let p = &w.player;
    assert!(engine::player::Mode::from_angle(p.angle) != Mode::Floor, "it slipped off a wall, angle {:#x}", p.angle);
}

/// Sonic 3's airborne collision going left (skdisasm s3.asm `Player_HitLeftWall` falls through to
/// `Player_HitCeiling` and `loc_12F42`): hitting a wall and reaching the floor in one frame lands him with
/// Ground Speed the (zeroed) X Speed; Sonic 2's `Sonic_HitLeftWall` returns after the wall, still in the air
/// with Ground Speed his Y Speed (OpenGGF's `s3k/mgz` at frame $2F2, Tails landing by a wall).
#[test]
fn s3k_lands_the_frame_it_hits_a_wall_sonic_2_does_not() {
    let run = |profile: formats::ProfileId| {
        let mut level = crate::support::flat_level(8);
        level.profile = profile;
        // A wall: chunk column 2 (x 256–383) solid from the top.
        for row in 0..5 {
            level.layout.set(2, row, Some(0));
        }
        let mut p = Player::standing(Character::Sonic, 396, 621);
        p.air = true;
        p.x_speed = -0x400;
        p.y_speed = 0x100;
        let mut w = World::with_player(&level, p);
        w.set_second(None);
        w.step(Buttons::NONE);
        (
            w.player.air,
            w.player.x_speed,
            w.player.y_speed,
            w.player.ground_speed,
            w.player.pixel_x(),
            w.player.pixel_y(),
        )
    };
    let (air, x_speed, y_speed, ground_speed, x, y) = run(formats::ProfileId::S3K);
    assert_eq!((air, x_speed, y_speed, ground_speed, x, y), (false, 0, 0, 0, 394, 620));
    let (air, x_speed, _, ground_speed, x, _) = run(formats::ProfileId::S2);
    assert_eq!((air, x_speed, ground_speed, x), (true, 0, 0x100 + 0x38, 394), "Y Speed after gravity");
}
