//! Hydrocity's water (skdisasm s3.asm `Handle_Onscreen_Water_Height`, `DynamicWaterHeight`,
//! `DynamicWaterHeight_HCZ1`/`_HCZ2`, `loc_537C`; `HCZ_WaterTunnels` with `HCZ1_WaterTunLocs`/`HCZ2_WaterTunLocs`;
//! `sub_5598`/`sub_55BC`, act 2's slides). The heights themselves are [`crate::objects::s2::water_level`]'s.
//!
//! - **The level** ([`target`]): each act has a table of (height, camera x) pairs; the first pair whose x is
//!   at least the camera's gives the target (`Target_water_level`); a height with bit 15 set is also the
//!   mean at once (`Mean_water_level`). Act 1: $500 up to camera x $900, then $680 (at once) up to $3500,
//!   then $6A0 (at once). Act 2: $700 up to $3E00, then $7E0, the mean moving `Water_speed` (1, the level
//!   load's) a frame. Act 2's routine stops while `_unkFAA2` is set (Hydrocity 1's miniboss's into act 2, until the drop clears it; the end boss's arena's not run here).
//! - **The surface** is the mean: Sonic 3's `Handle_Onscreen_Water_Height` adds no oscillator (Sonic 2's
//!   `MoveWater` does).
//! - **The water tunnels** ([`water_tunnels`], the water rushes of act 1's corridors and act 2's end):
//!   a player in one of the act's boxes (x, y pixels, right and bottom excluded; the first box in table
//!   order) gets the box's speeds, is moved by them once more at once (`x_pos += x_vel << 8` in 16.16), is in
//!   the air with the floating animation ($F), and Up/Down (or, in the boxes whose flag is set, Left/Right)
//!   as held moves him 1 px. Hurt or dead (routine ≥ 4) or under an object's control, he is let go (held by a
//!   breakable bar, `_unkF7C7`, he is only left alone). Leaving
//!   the boxes, he gets the falling animation ($1A; shown as [`Pose::Float`], which also stays until something
//!   else sets a pose). `_unkF7C7` (objects not run here) would switch them off per player.
//! - **Act 2's slides** ([`slides`]): on the ground in one of ten chunks and not on path A (`top_solid_bit`
//!   $C), Ground Speed gains −$40 a frame until its high byte is −8 or less, he faces the way it went before
//!   and `status_secondary` bit 7 is set (the player's [`Player::water_slide`], which skips the buttons and
//!   friction as Sonic 1's does); off them a slide that was on ends with 5 frames of control lock.
//!
//! Sonic 3 runs all this after `Process_Sprites` and the camera (`LevelLoop`), the engine at the start of
//! the next frame ([`crate::world`]): nothing moves in between, so the objects read the same heights.
//! Both players are pushed and slid, player 1 first (`sub_539A` runs the tunnels for each with his own flag,
//! `sub_5598` the slides): a CPU Tails rides the tunnels and slides with Sonic.

use crate::player::{Player, Pose, Routine};
use crate::terrain::Terrain;
use formats::chunk::Layer;
use formats::inputs::Buttons;

/// Hydrocity's act (`Current_act`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HczAct {
    Hcz1,
    Hcz2,
}

/// `word_5324`: act 1's (height, last camera x) pairs; bit 15 of the height: the mean too, at once.
pub const HCZ1_HEIGHTS: [(u16, u16); 4] = [(0x8500, 0x900), (0x8680, 0x2A00), (0x8680, 0x3500), (0x86A0, 0xFFFF)];
/// `word_5344`: act 2's.
pub const HCZ2_HEIGHTS: [(u16, u16); 2] = [(0x700, 0x3E00), (0x7E0, 0xFFFF)];

/// `loc_537C`: the target for the camera's x, and whether the mean goes there at once.
pub fn target(act: HczAct, camera_x: u16) -> (i32, bool) {
    let table: &[(u16, u16)] = match act {
        HczAct::Hcz1 => &HCZ1_HEIGHTS,
        HczAct::Hcz2 => &HCZ2_HEIGHTS,
    };
    // `cmp.w d1,d0` / `bhi`: on while the camera is past the pair's x (the last pair's $FFFF ends it).
    let &(height, _) = table.iter().find(|&&(_, x)| camera_x <= x).unwrap_or(&table[table.len() - 1]);
    (i32::from(height & 0x7FFF), height & 0x8000 != 0)
}

/// One box of `HCZ1_WaterTunLocs`: left, top, right, bottom (pixels), x speed, y speed, and whether
/// Left/Right (not Up/Down) steer.
pub type Tunnel = (u16, u16, u16, u16, i16, i16, bool);

/// `HCZ1_WaterTunLocs`.
pub const HCZ1_TUNNELS: [Tunnel; 15] = [
    (0x380, 0x580, 0x5A0, 0x5C0, 0x3F0, -0x20, false),
    (0x5A0, 0x560, 0xA80, 0x5C0, 0x3F0, -0x10, false),
    (0x1400, 0xA80, 0x15A0, 0xAC0, 0x400, 0, false),
    (0x15A0, 0xA40, 0x1960, 0xAC0, 0x400, -0x40, false),
    (0x1990, 0x780, 0x19E0, 0x7F0, 0, -0x400, true),
    (0x1990, 0x7F0, 0x19F0, 0x878, -0x140, -0x400, true),
    (0x1990, 0x878, 0x19F0, 0x8FD, 0x140, -0x400, true),
    (0x1990, 0x8FD, 0x19F0, 0x978, -0x140, -0x400, true),
    (0x1990, 0x978, 0x19F0, 0xA10, 0x100, -0x400, true),
    (0x1960, 0xA10, 0x19D0, 0xA80, 0x300, -0x280, true),
    (0x2B00, 0x800, 0x2C20, 0x840, 0x400, 0, false),
    (0x2C20, 0x7C0, 0x2EE0, 0x840, 0x400, -0x40, false),
    (0x2EE0, 0x790, 0x2F50, 0x800, 0x300, -0x300, true),
    (0x2F00, 0x700, 0x2F70, 0x790, 0x100, -0x400, true),
    (0x2F30, 0x680, 0x2F70, 0x700, 0, -0x400, true),
];
/// `HCZ2_WaterTunLocs`.
pub const HCZ2_TUNNELS: [Tunnel; 2] =
    [(0x3980, 0x800, 0x3AA0, 0x840, 0x400, 0, false), (0x3AA0, 0x7C0, 0x3F00, 0x840, 0x400, -0x40, false)];

/// The act's boxes.
pub fn tunnels(act: HczAct) -> &'static [Tunnel] {
    match act {
        HczAct::Hcz1 => &HCZ1_TUNNELS,
        HczAct::Hcz2 => &HCZ2_TUNNELS,
    }
}

/// `HCZ_WaterTunnels` for one player: `in_tunnel` is `WindTunnel_flag`, `held` his buttons this frame,
/// `on_bar` his bit of `_unkF7C7` (a breakable bar holds him, [`super::hcz_breakable_bar`]: in a box, nothing
/// is done, his flag kept).
pub fn water_tunnels(act: HczAct, in_tunnel: &mut bool, player: &mut Player, held: Buttons, on_bar: bool) {
    let (x, y) = (player.pixel_x() as u16, player.pixel_y() as u16);
    let Some(&(_, _, _, _, vx, vy, steer_x)) = tunnels(act).iter().find(|t| x >= t.0 && x < t.2 && y >= t.1 && y < t.3)
    else {
        if *in_tunnel {
            // `move.b #$1A,anim(a1)`: falling.
            player.pose = Pose::Float;
        }
        *in_tunnel = false;
        return;
    };
    if !matches!(player.routine, Routine::Normal | Routine::Init) {
        *in_tunnel = false;
        return;
    }
    if on_bar {
        return;
    }
    if player.object_control != 0 {
        *in_tunnel = false;
        return;
    }
    *in_tunnel = true;
    player.x_speed = vx;
    player.x = player.x.wrapping_add(i32::from(vx));
    player.y_speed = vy;
    player.y = player.y.wrapping_add(i32::from(vy));
    player.pose = Pose::Float;
    player.air = true;
    let (minus, plus, axis) = if steer_x {
        (Buttons::LEFT, Buttons::RIGHT, &mut player.x)
    } else {
        (Buttons::UP, Buttons::DOWN, &mut player.y)
    };
    if held.contains(minus) {
        *axis = axis.wrapping_sub(1 << 8);
    }
    if held.contains(plus) {
        *axis = axis.wrapping_add(1 << 8);
    }
}

/// `byte_5744`: act 2's slide chunks (the game's chunk ids).
pub const HCZ2_SLIDE_CHUNKS: [u16; 10] = [0x1C, 0x72, 0x83, 0x84, 0x8B, 0x91, 0x9F, 0xA0, 0xA5, 0xA6];
/// `moveq #-8,d0`: the high byte of Ground Speed the slide speeds up to.
pub const SLIDE_SPEED: i8 = -8;
/// `subi.w #$40,ground_vel(a1)`.
pub const SLIDE_ACCELERATION: i16 = 0x40;
/// `move.w #5,move_lock(a1)` when a slide ends.
pub const SLIDE_EXIT_LOCK: u16 = 5;

/// `sub_55BC`: act 2's slides for one player.
pub fn slides(player: &mut Player, terrain: &Terrain) {
    let on_slide = !player.air
        && player.layer != Layer::A
        && terrain.chunk_at(player.pixel_x(), player.pixel_y()).is_some_and(|c| HCZ2_SLIDE_CHUNKS.contains(&c));
    if !on_slide {
        if player.water_slide {
            player.control_lock = SLIDE_EXIT_LOCK;
            player.water_slide = false;
        }
        return;
    }
    // `loc_567E` with a negative speed: faster left until the high byte is −8 or less.
    let high = (player.ground_speed >> 8) as i8;
    if high > SLIDE_SPEED {
        player.ground_speed = player.ground_speed.wrapping_sub(SLIDE_ACCELERATION);
    }
    player.facing_left = high < 0;
    player.water_slide = true;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `word_5324`: act 1's water is at $500 until camera x $900, then $680 at once; `word_5344`:
    /// act 2's heads for $700, past camera x $3E00 for $7E0.
    #[test]
    fn the_heights_by_camera_x() {
        assert_eq!(target(HczAct::Hcz1, 0), (0x500, true));
        assert_eq!(target(HczAct::Hcz1, 0x900), (0x500, true));
        assert_eq!(target(HczAct::Hcz1, 0x901), (0x680, true));
        assert_eq!(target(HczAct::Hcz1, 0x3500), (0x680, true));
        assert_eq!(target(HczAct::Hcz1, 0x3501), (0x6A0, true));
        assert_eq!(target(HczAct::Hcz2, 0x3E00), (0x700, false));
        assert_eq!(target(HczAct::Hcz2, 0x3E01), (0x7E0, false));
    }

    /// `HCZ1_WaterTunLocs`' first box: at ($400, $590) the player gets ($3F0, −$20), moved by them once
    /// ($3F0 / 256 px right), airborne; holding Down adds 1 px. Out of the boxes he is let go.
    #[test]
    fn a_tunnel_pushes_the_player() {
        let mut p = Player::standing(crate::character::Character::Sonic, 0x400, 0x590);
        let (x, y) = (p.x, p.y);
        let mut flag = false;
        water_tunnels(HczAct::Hcz1, &mut flag, &mut p, Buttons::DOWN, false);
        assert!(flag);
        assert!(p.air);
        assert_eq!((p.x_speed, p.y_speed), (0x3F0, -0x20));
        assert_eq!(p.x, x + 0x3F0);
        assert_eq!(p.y, y - 0x20 + 0x100);
        let mut far = Player::standing(crate::character::Character::Sonic, 0x100, 0x100);
        water_tunnels(HczAct::Hcz1, &mut flag, &mut far, Buttons::NONE, false);
        assert!(!flag);
        assert_eq!(far.x_speed, 0);
    }

    /// The column boxes (flag set) steer with Left/Right: ($19A0, $7A0) is the fifth box, (0, −$400).
    #[test]
    fn column_tunnels_steer_sideways() {
        let mut p = Player::standing(crate::character::Character::Sonic, 0x19A0, 0x7A0);
        let (x, y) = (p.x, p.y);
        let mut flag = false;
        water_tunnels(HczAct::Hcz1, &mut flag, &mut p, Buttons::RIGHT.union(Buttons::UP), false);
        assert_eq!((p.x_speed, p.y_speed), (0, -0x400));
        assert_eq!(p.x, x + 0x100);
        assert_eq!(p.y, y - 0x400);
    }
}

#[cfg(test)]
mod water_tests {
    use super::*;
    use crate::objects::runtime::oscillation::Oscillation;
    use crate::objects::s2::water_level::{Water, WaterRule};

    fn water(act: HczAct, height: i32) -> Water {
        Water {
            rule: WaterRule::Hydrocity(act),
            surface: height,
            mean: height,
            target: height,
            start: height,
            ..Water::default()
        }
    }

    /// Act 1 loads at $680 (`StartingWaterHeights`), but the level load's `DynamicWaterHeight` with the
    /// camera at the start puts the mean at $500 at once; past camera x $900 it is $680 at once. The surface
    /// is the mean whatever the oscillator (no bobbing).
    #[test]
    fn act_1_jumps_and_does_not_bob() {
        let mut w = water(HczAct::Hcz1, 0x680);
        let mut switches = [0; 16];
        w.init(0x60, 0, &mut switches);
        assert_eq!((w.mean, w.target, w.surface), (0x500, 0x500, 0x500));
        let mut osc = Oscillation::default();
        for _ in 0..40 {
            osc.update();
        }
        assert_ne!(osc.byte(0) >> 1, 0, "Sonic 2 would bob here");
        w.update(0xA00, 0, false, &osc, &mut switches);
        assert_eq!((w.mean, w.target, w.surface), (0x680, 0x680, 0x680));
    }

    /// Act 2's water moves `Water_speed` (1) a frame: past camera x $3E00 it heads for $7E0 from $700, $E0
    /// frames; while the player is dead or drowning (`locked`) it stays.
    #[test]
    fn act_2_moves_one_pixel_a_frame() {
        let mut w = water(HczAct::Hcz2, 0x700);
        let mut switches = [0; 16];
        let osc = Oscillation::default();
        w.update(0x3F00, 0, false, &osc, &mut switches);
        assert_eq!((w.mean, w.target), (0x701, 0x7E0));
        w.update(0x3F00, 0, true, &osc, &mut switches);
        assert_eq!(w.mean, 0x701);
        for _ in 0..0xE0 {
            w.update(0x3F00, 0, false, &osc, &mut switches);
        }
        assert_eq!((w.mean, w.surface), (0x7E0, 0x7E0));
    }
}
