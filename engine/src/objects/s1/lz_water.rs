//! Sonic 1's Labyrinth water (s1disasm `_inc/LZWaterFeatures.asm`: `LZDynamicWater`, `DynWater_LZ1`–`LZ3`,
//! `DynWater_SBZ3`). Each act's routine sets the target level (`v_waterpos3`) from the camera's x
//! (`v_screenposx`, as the previous frame left it) and the player's y, some of them step through stages
//! (`v_wtr_routine`), and some move the mean level (`v_waterpos2`) at once; `LZDynamicWater` then moves the
//! mean 1 px (`f_water`) towards the target, as Sonic 2's `DynamicWater` does
//! ([`crate::objects::s2::water_level`]).
//!
//! `LZWindTunnels` runs first ([`wind_tunnels`]): a player inside an act's tunnel is pushed 4 px right, his
//! speeds set to ($400, 0), airborne, and Up or Down (as held the frame before: `v_jpadhold2`) moves him 1 px.
//! A closed flapping door stops them (`f_wtunnelallow`, [`crate::objects::s1::flap_door`]; so does Labyrinth
//! 1's door on switch 3, [`crate::objects::s1::float_block`]; the breaking pole that also sets it is not
//! modelled). Then `LZWaterSlides` ([`water_slides`]): on the
//! ground in one of the slide chunks, his Ground Speed is the chunk's and the buttons stop steering him.
//!
//! The routines also set switch flags (`f_switch+5` in Labyrinth 1, `+8` in Labyrinth 3), and Labyrinth 3's
//! first stage change writes chunk $4B into its layout at row 2, column 6 (`v_lvllayout+$80*2+6`, with the
//! rumbling; [`DynWater::layout`], put in the running terrain by
//! [`crate::objects::runtime::level_events::lz3_layout`]).

use crate::player::{Player, Routine};
use crate::terrain::Terrain;
use formats::inputs::Buttons;

/// Which act's `DynWater_*` routine runs (Scrap Brain 3 is Labyrinth's fourth act in the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LzAct {
    Lz1,
    Lz2,
    Lz3,
    Sbz3,
}

/// What a `DynWater_*` routine reads and writes: the camera's x, the player's y (pixels), and the water's
/// mean level, target and stage.
pub struct DynWater<'a> {
    pub camera_x: u16,
    pub player_y: u16,
    /// `v_waterpos2`.
    pub mean: &'a mut i32,
    /// `v_waterpos3`.
    pub target: &'a mut i32,
    /// `v_wtr_routine`.
    pub routine: &'a mut u8,
    /// `f_switch`: Labyrinth 1 sets byte 5 to $80 past camera x $1080, Labyrinth 3 byte 8 to 1 in its last
    /// stage (the doors on those switches read them).
    pub switches: &'a mut [u8; 16],
    /// Labyrinth 3's layout byte at row 2, column 6 as the level's events wrote it (`None`: the level's own).
    pub layout: &'a mut Option<u8>,
}

/// The chunk `DynWater_LZ3` writes at `v_lvllayout+$80*2+6` as it leaves its first stage.
pub const LZ3_WATER_CHUNK: u8 = 0x4B;

/// `DynWater_Index`: the act's routine.
pub fn run(act: LzAct, w: DynWater) {
    match act {
        LzAct::Lz1 => lz1(w),
        LzAct::Lz2 => lz2(w),
        LzAct::Lz3 => lz3(w),
        LzAct::Sbz3 => sbz3(w),
    }
}

/// `DynWater_LZ1`.
fn lz1(w: DynWater) {
    let x = w.camera_x;
    match *w.routine {
        0 => {
            let height = if x < 0x600 {
                0xB8
            } else if w.player_y < 0x200 {
                // `.sonicishigh`.
                if x < 0xC80 {
                    0x108
                } else if x < 0x1500 {
                    0xE8
                } else {
                    0x108
                }
            } else if x < 0xC00 {
                0x108
            } else if x < 0x1080 {
                0x318
            } else {
                // Past camera x $1080, the doors on switch 5 close (bit 7).
                w.switches[5] = 0x80;
                if x < 0x1380 {
                    0x5C8
                } else {
                    if *w.mean as u16 == 0x3A8 {
                        *w.routine = 1;
                    }
                    0x3A8
                }
            };
            *w.target = height;
        }
        // `.routine2`: only while the player is above y $2E0.
        1 if w.player_y < 0x2E0 => {
            *w.target = if x < 0x1300 {
                0x3A8
            } else {
                *w.routine = 2;
                0x108
            };
        }
        _ => {}
    }
}

/// `DynWater_LZ2`.
fn lz2(w: DynWater) {
    let x = w.camera_x;
    *w.target = if x < 0x500 {
        0x328
    } else if x < 0xB00 {
        0x3C8
    } else {
        0x428
    };
}

/// `DynWater_LZ3`.
fn lz3(w: DynWater) {
    let (x, y) = (w.camera_x, w.player_y);
    match *w.routine {
        0 => {
            let mut height = 0x900;
            if x >= 0x600 && (0x3C0..0x600).contains(&y) {
                height = 0x4C8;
                *w.layout = Some(LZ3_WATER_CHUNK);
                *w.routine = 1;
            }
            // The level changes at once.
            *w.target = height;
            *w.mean = height;
        }
        1 => {
            let height = if x < 0x770 {
                0x4C8
            } else if x < 0x1400 {
                0x308
            } else if *w.target as u16 == 0x508 || !(0x280..0x600).contains(&y) {
                // `.sonicislow`.
                *w.mean = 0x508;
                if x >= 0x1770 {
                    *w.routine = 2;
                }
                0x508
            } else {
                0x308
            };
            *w.target = height;
        }
        2 => {
            let height = if x < 0x1860 {
                0x508
            } else {
                if x >= 0x1AF0 || *w.mean as u16 == 0x188 {
                    *w.routine = 3;
                }
                0x188
            };
            *w.target = height;
        }
        3 => {
            if x >= 0x1BC0 {
                *w.routine = 4;
                *w.target = 0x608;
                *w.mean = 0x7C0;
                w.switches[8] = 1;
            } else {
                let height = if x < 0x1AF0 { 0x188 } else { 0x900 };
                *w.target = height;
                *w.mean = height;
            }
        }
        _ => {
            if x >= 0x1E00 {
                *w.target = 0x128;
            }
        }
    }
}

/// `DynWater_SBZ3`.
fn sbz3(w: DynWater) {
    *w.target = if w.camera_x < 0xF00 { 0x228 } else { 0x4C8 };
}

/// `LZWind_Data`: each tunnel's left, top, right and bottom (pixels; the right and bottom excluded). Labyrinth
/// 1 has two, the other acts one each.
pub const WIND: [[u16; 4]; 5] = [
    [0xA80, 0x300, 0xC10, 0x380],
    [0xF80, 0x100, 0x1410, 0x180],
    [0x460, 0x400, 0x710, 0x480],
    [0xA20, 0x600, 0x1610, 0x6E0],
    [0xC80, 0x600, 0x13D0, 0x680],
];
/// What the tunnel sets: 4 px right a frame, X Speed $400.
pub const WIND_PUSH: i32 = 4;
pub const WIND_SPEED: i16 = 0x400;
/// `sfx_Waterfall`: the word left in `d0` on the frames the tunnel's sound is played.
const SFX_WATERFALL: u16 = 0xD0;

/// The act's tunnels.
fn tunnels(act: LzAct) -> &'static [[u16; 4]] {
    match act {
        LzAct::Lz1 => &WIND[0..2],
        LzAct::Lz2 => &WIND[2..3],
        LzAct::Lz3 => &WIND[3..4],
        LzAct::Sbz3 => &WIND[4..5],
    }
}

/// `LZWindTunnels`, with the player not dead (`LZWaterFeatures` skips it then). `in_tunnel` is
/// `f_wtunnelmode`, `off` `f_wtunnelallow`; `vbla` is `v_vbla_byte`.
pub fn wind_tunnels(act: LzAct, in_tunnel: &mut bool, off: bool, player: &mut Player, vbla: u8) {
    let (x, y) = (player.pixel_x() as u16, player.pixel_y() as u16);
    let Some(tunnel) = tunnels(act).iter().find(|t| x >= t[0] && x < t[2] && y >= t[1] && y < t[3]) else {
        *in_tunnel = false;
        return;
    };
    if off {
        return;
    }
    if matches!(player.routine, Routine::Hurt | Routine::Dead | Routine::Gone) {
        *in_tunnel = false;
        return;
    }
    *in_tunnel = true;
    // The tunnel's curve: the original code meant `x − $80 < left`, but `d0` holds the x's high byte with
    // `v_vbla_byte & $3F` in its low byte by then (or `sfx_Waterfall` on the frames that played the sound).
    let low = u16::from(vbla & 0x3F);
    let d0 = if low == 0 { SFX_WATERFALL } else { (x & 0xFF00) | low };
    if d0.wrapping_sub(0x80) < tunnel[0] {
        let step = if act == LzAct::Lz2 { -2 } else { 2 };
        player.y = player.y.wrapping_add(step << 8);
    }
    player.x = player.x.wrapping_add(WIND_PUSH << 8);
    player.x_speed = WIND_SPEED;
    player.y_speed = 0;
    player.air = true;
    let held = player.previous_buttons;
    if held.contains(Buttons::UP) {
        player.y = player.y.wrapping_sub(1 << 8);
    }
    if held.contains(Buttons::DOWN) {
        player.y = player.y.wrapping_add(1 << 8);
    }
}

/// `Slide_Chunks` (the game's chunk numbers) and `Slide_Speeds` (Ground Speed's high byte on each).
pub const SLIDE_CHUNKS: [u8; 7] = [2, 7, 3, 0x4C, 0x4B, 8, 4];
pub const SLIDE_SPEEDS: [i8; 7] = [10, -11, 10, -10, -11, -12, 11];
/// `objoff_3E` when a slide ends: 5 frames of control lock.
pub const SLIDE_EXIT_LOCK: u16 = 5;

/// `LZWaterSlides`: grounded on a slide chunk (the layout cell under his centre), Ground Speed is the chunk's
/// speed × $100, he faces its way and `f_slidemode` ([`Player::water_slide`]) is set; off them, a slide that
/// was on ends with 5 frames of control lock.
pub fn water_slides(player: &mut Player, terrain: &Terrain) {
    let chunk = if player.air {
        None
    } else {
        // The layout holds the game's chunk number − 1.
        let number = terrain.chunk_at(player.pixel_x(), player.pixel_y()).map(|c| c + 1);
        number.and_then(|n| SLIDE_CHUNKS.iter().position(|&s| u16::from(s) == n))
    };
    match chunk {
        Some(i) => {
            let speed = SLIDE_SPEEDS[i];
            player.ground_speed = i16::from(speed) << 8;
            player.facing_left = speed < 0;
            player.water_slide = true;
        }
        None if player.water_slide => {
            player.control_lock = SLIDE_EXIT_LOCK;
            player.water_slide = false;
        }
        None => {}
    }
}
