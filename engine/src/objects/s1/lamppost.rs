//! Sonic 1's lamppost (s1disasm `_incObj/79 Lamppost.asm`: `Lamp_Main`, `Lamp_Blue` with `.chkhit`,
//! `Lamp_Finish`, `Lamp_Twirl`, `Lamp_StoreInfo`; SPG "Game Objects": Checkpoints).
//!
//! Its trigger is Sonic 2's star post's (the player's x within −8..+8 of the post, y within −$40..+$28,
//! compared unsigned). Touched while its number (subtype bits 0–6) is above the last one hit, it stores the
//! restart point (its x and y) and its number, records itself lit in its respawn entry (bit 0), shows the post
//! alone and puts the twirling ball in the first free slot: $20 + 1 frames circling a point $18 px above the
//! post, radius $C, turning −$10 a frame. Posts numbered at or below the last one, or lit before, start red.
//! Where it differs from Sonic 2's star post (`objects::star_post`): the ball circles $18 px up (not $14),
//! no special-stage stars, and `Lamp_Main` clears its own respawn entry's loaded bit. (The rest of
//! `Lamp_StoreInfo` — rings, time, camera, level-event routine — is not kept, as for the star post.)

use super::Sonic1;
use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// Trigger (`.chkhit`): `x − post x + 8 < $10`, `y − post y + $40 < $68`.
pub const TRIGGER_LEFT: u16 = 8;
pub const TRIGGER_WIDTH: u16 = 0x10;
pub const TRIGGER_TOP: u16 = 0x40;
pub const TRIGGER_HEIGHT: u16 = 0x68;
/// The ball: $18 px above the post, radius $C ($C00 · sin / $10000), $20 frames.
pub const BALL_RISE: i32 = 0x18;
pub const BALL_TIME: i16 = 0x20;

/// Routines (`Lamp_Index`).
pub const BLUE: u8 = 2;
pub const FINISHED: u8 = 4;
pub const TWIRL: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lamppost {
    /// The ball's centre (`lamp_origX`, `lamp_origY`) and time left (`lamp_time`).
    pub origin: (i16, i16),
    pub time: i16,
    /// `obAngle`.
    pub angle: u8,
}

pub fn run(c: &mut Common, s: &mut Lamppost, cx: &mut ObjCtx) {
    match c.routine {
        0 => init(c, cx),
        BLUE => blue(c, cx),
        TWIRL => twirl(c, s),
        _ => {}
    }
    super::remember_state(c, cx);
}

fn red(c: &mut Common, cx: &mut ObjCtx) {
    if let Some(i) = c.respawn {
        cx.world.env.respawn.set_bits(i, 1);
    }
    c.routine = FINISHED;
    c.mapping_frame = 3;
}

/// `Lamp_Main`: clears its loaded bit; red when lit before or not newer than the last one hit.
fn init(c: &mut Common, cx: &mut ObjCtx) {
    c.routine = BLUE;
    c.width_pixels = 8;
    let lit = c.respawn.is_some_and(|i| {
        cx.world.env.respawn.forget(i);
        cx.world.env.respawn.get(i) & 1 != 0
    });
    if lit || cx.world.game.last_star_post & 0x7F >= c.subtype & 0x7F {
        red(c, cx);
    }
}

/// `Lamp_Blue`: an older one turns red; a new one touched stores the restart point and twirls its ball.
fn blue(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.player.object_control & 0x80 != 0 {
        return;
    }
    if cx.world.game.last_star_post & 0x7F >= c.subtype & 0x7F {
        red(c, cx);
        return;
    }
    let dx = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(TRIGGER_LEFT);
    let dy = (cx.world.player.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16).wrapping_add(TRIGGER_TOP);
    if dx >= TRIGGER_WIDTH || dy >= TRIGGER_HEIGHT {
        return;
    }
    c.routine = FINISHED;
    let mut ball = Common::new(id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
    ball.routine = TWIRL;
    ball.width_pixels = 8;
    ball.mapping_frame = 2;
    let state = Lamppost { origin: (c.pixel_x() as i16, (c.pixel_y() - BALL_RISE) as i16), time: BALL_TIME, angle: 0 };
    cx.spawn(Obj { common: ball, state: State::Sonic1(Sonic1::Lamppost(state)) });
    c.mapping_frame = 1;
    // `Lamp_StoreInfo`.
    cx.world.game.last_star_post = c.subtype;
    cx.world.game.respawn_point = Some((c.pixel_x(), c.pixel_y()));
    // `v_lamp_wtrpos`, `v_lamp_wtrrout`: the water's mean level and its dynamic routine's stage.
    cx.world.game.water.save();
    if let Some(i) = c.respawn {
        cx.world.env.respawn.set_bits(i, 1);
    }
}

/// `Lamp_Twirl`: the ball circles its centre; when its time runs out it stays (`Lamp_Finish`).
fn twirl(c: &mut Common, s: &mut Lamppost) {
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        c.routine = FINISHED;
    }
    let a = s.angle.wrapping_sub(0x40);
    s.angle = s.angle.wrapping_sub(0x10);
    let x = ((i32::from(cos(a)) * 0xC00) >> 16) as i16;
    let y = ((i32::from(sin(a)) * 0xC00) >> 16) as i16;
    c.x = (i32::from(s.origin.0.wrapping_add(x)) << 8) | (c.x & 0xFF);
    c.y = (i32::from(s.origin.1.wrapping_add(y)) << 8) | (c.y & 0xFF);
}

/// What a level started from a lamppost restores (`Lamp_LoadInfo`, run by `LevelSizeLoad` when `v_lastlamp`
/// is set), the parts the engine keeps: the post's number, the player's position, the bottom limit and the
/// water's mean level and dynamic-water stage (`v_lamp_wtrpos`, `v_lamp_wtrrout`). The camera is placed from
/// the player afterwards (`LevSz_SkipStartPos`), as for any start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LampVars {
    pub number: u8,
    pub x: u16,
    pub y: u16,
    /// `v_lamp_limitbtm`: the camera's bottom limit.
    pub limit_bottom: u16,
    pub water: u16,
    pub water_routine: u8,
}

/// `EndDemo_LampVar`: the fourth ending demo (Labyrinth 3; `EndingDemoLoad` copies it when `v_creditsnum` is
/// 4) starts as from lamppost 1 at ($A00, $62C), bottom limit $800, the water at $308 in stage 1.
pub const ENDING_DEMO_LZ3: LampVars =
    LampVars { number: 1, x: 0xA00, y: 0x62C, limit_bottom: 0x800, water: 0x308, water_routine: 1 };

/// The lamppost variables Sonic 1's ending demo `index` (0-based, `v_creditsnum` − 1) starts with, if any.
pub fn ending_demo_lamp(index: u8) -> Option<LampVars> {
    (index == 3).then_some(ENDING_DEMO_LZ3)
}
