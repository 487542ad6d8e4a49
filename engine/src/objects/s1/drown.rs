//! The drowning countdown's bubbles and numbers (s1disasm `_incObj/0A Drowning Countdown.asm`: `Drown_Main`,
//! `Drown_Animate`, `Drown_ChkWater`, `Drown_Display`, `Drown_AirLeft`, `Drown_ShowNumber`, `Drown_Countdown`
//! with `.makenum`; `_anim/Drowning Countdown.asm`; `ResumeMusic`; SPG "Underwater").
//!
//! The countdown itself (`Drown_Countdown`, in the reserved slot `v_sonicbubbles` that `Sonic_Water` fills
//! the first time Sonic enters Labyrinth's water) keeps the air with the player
//! ([`crate::player::Player::air_countdown`]: a tick every 60 frames under water, drowning at 0). What it
//! also does, [`countdown`] does after the player's frame and before the level's objects, as its slot runs:
//! at each tick it draws whether one or two bubbles come this second (`RandomNumber` & 1) and, from 12
//! seconds of air down, every other tick, marks that one of them shows the number of seconds left / 2;
//! each bubble is a new object in the first free slot (`FindFreeObj`) 6 px in front of Sonic's centre, the
//! second a random 0–15 frames after the first. Drowned, it sends out bubbles every 0–7 frames (a quarter
//! of them medium) while he sinks. The bubbles ([`run`]) rise at $88 subpixels a frame wobbling along
//! `Drown_WobbleData` (4 px further right a frame in a wind tunnel), vanish at the surface after their
//! last frame and are deleted off screen; a numbered one becomes its number, fixed on the screen, 28 frames
//! after it was made (`Drown_ShowNumber`), which flashes and goes, or goes at once when Sonic has air again.

use super::Sonic1;
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::slots::Slots;
use crate::objects::s2::air_bubbles::{RISE_SPEED, WOBBLE};
use crate::player::drowning::{AIR_COUNTDOWN, AIR_DING, AIR_TICK_FRAMES};
use crate::player::{Player, Routine};

/// `Ani_Drown`: 0–5 a number appearing, 6 the small bubble, 7–$C a number flashing, $D nothing shown, $E the
/// medium bubble (each ends in `afRoutine`).
const ANI_DROWN: [&[u8]; 15] = [
    &[5, 0, 1, 2, 3, 4, 9, 0xD, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xC, 0x12, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xC, 0x11, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xB, 0x10, 0xFC],
    &[5, 0, 1, 2, 3, 4, 9, 0xF, 0xFC],
    &[5, 0, 1, 2, 3, 4, 0xA, 0xE, 0xFC],
    &[0xE, 0, 1, 2, 0xFC],
    &[7, 0x16, 0xD, 0x16, 0xD, 0x16, 0xD, 0xFC],
    &[7, 0x16, 0x12, 0x16, 0x12, 0x16, 0x12, 0xFC],
    &[7, 0x16, 0x11, 0x16, 0x11, 0x16, 0x11, 0xFC],
    &[7, 0x16, 0x10, 0x16, 0x10, 0x16, 0x10, 0xFC],
    &[7, 0x16, 0xF, 0x16, 0xF, 0x16, 0xF, 0xFC],
    &[7, 0x16, 0xE, 0x16, 0xE, 0x16, 0xE, 0xFC],
    &[0xE, 0xFC],
    &[0xE, 1, 2, 3, 4, 0xFC],
];

/// The bubble's subtypes: the small bubble's animation, the medium one's (drowning).
pub const SMALL: u8 = 6;
pub const MEDIUM: u8 = 0xE;
/// `move.w #$1C,drown_time(a1)`: a numbered bubble becomes its number this many frames after it was made.
pub const NUMBER_DELAY: u16 = 0x1C;
/// `move.w #15,drown_time(a0)`: how long the number stays before flashing.
pub const NUMBER_TIME: u16 = 15;
/// `subq.w #8,d0`-free offsets: the bubble comes out 6 px in front of Sonic (12 px higher while he drowns).
pub const MOUTH_X: i32 = 6;
pub const DROWN_MOUTH_Y: i32 = 0xC;

/// Routines (`Drown_Index`).
const ANIMATE: u8 = 2;
const CHK_WATER: u8 = 4;
const DISPLAY: u8 = 6;
const AIR_LEFT: u8 = 0xC;
const DISPLAY_2: u8 = 0xE;

/// The countdown object's own fields beyond the air (`v_sonicbubbles`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DrownCount {
    /// `objoff_36`: bit 0 bubbles are coming this second, bit 7 one may carry a number, bit 6 it was made.
    pub flags: u16,
    /// `objoff_34`: bubbles left after the next (signed byte).
    pub count: u8,
    /// `objoff_3A`: frames to the next bubble (counted down past 0).
    pub wait: i16,
    /// `objoff_32`: ticks before the next number (`objoff_33` = 1 from the subtype $81; cleared by
    /// `ResumeMusic`).
    pub numbers: u8,
    /// `objoff_2C` ≠ 0: Sonic drowned and sinks.
    pub drowning: bool,
    /// The air seen last frame: it grows only by `ResumeMusic`, which clears `objoff_32`.
    pub last_air: u8,
}

/// A bubble or number's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DrownBubble {
    /// `drown_origX`: the x it wobbles around.
    pub origin_x: i16,
    /// `obAngle`: its step through the wobble.
    pub angle: u8,
    /// `drown_time`: frames until it becomes its number, then until the number flashes (0: none).
    pub time: u16,
    /// `obRender` $80: drawn at screen coordinates (always "on screen" for `BuildSprites`).
    pub on_screen_coords: bool,
}

/// `Drown_Countdown`'s bubbles, after the player's frame (whose countdown kept the air): the tick's draws, the
/// bubbles due this frame in the first free slots.
pub fn countdown(game: &mut GameState, player: &Player, slots: &mut Slots) {
    let mut d = std::mem::take(&mut game.drown);
    let air = player.breath.air;
    if air > d.last_air {
        // `ResumeMusic`: `clr.b (v_sonicbubbles+$32).w`.
        d.numbers = 0;
    }
    d.last_air = air;
    step(&mut d, game, player, slots);
    game.drown = d;
}

fn step(d: &mut DrownCount, game: &mut GameState, player: &Player, slots: &mut Slots) {
    if d.drowning {
        // `.loc_13F86`: the last sinking frame sets Sonic's routine and makes nothing.
        if player.breath.sinking == 0 {
            d.drowning = false;
            return;
        }
        no_change(d, game, player, slots);
        return;
    }
    if matches!(player.routine, Routine::Dead | Routine::Gone) || !player.underwater {
        return;
    }
    // The countdown's clock was just set to 59 (`move.w #59,drown_time(a0)`): this frame ticked.
    if player.breath.clock != AIR_TICK_FRAMES - 1 {
        no_change(d, game, player, slots);
        return;
    }
    d.flags = 1;
    d.count = (game.random() & 1) as u8;
    let drowned = player.breath.sinking != 0;
    let read = if drowned { 0 } else { player.breath.air + 1 };
    if !AIR_DING.contains(&read) && read <= AIR_COUNTDOWN {
        // `.skipmusic`.
        d.numbers = d.numbers.wrapping_sub(1);
        if (d.numbers as i8) < 0 {
            d.numbers = 1;
            d.flags |= 0x80;
        }
    }
    if drowned {
        d.count = 0xA;
        d.flags = 1;
        d.drowning = true;
        return;
    }
    make_bubble(d, game, player, slots);
}

/// `.nochange`: while bubbles are coming, the next when its wait runs out.
fn no_change(d: &mut DrownCount, game: &mut GameState, player: &Player, slots: &mut Slots) {
    if d.flags == 0 {
        return;
    }
    d.wait = d.wait.wrapping_sub(1);
    if d.wait >= 0 {
        return;
    }
    make_bubble(d, game, player, slots);
}

/// `.makenum`: a bubble at Sonic's mouth in the first free slot (none free: nothing more this frame).
fn make_bubble(d: &mut DrownCount, game: &mut GameState, player: &Player, slots: &mut Slots) {
    d.wait = (game.random() & 0xF) as i16;
    let facing_left = player.facing_left;
    let x = player.pixel_x() + if facing_left { -MOUTH_X } else { MOUTH_X };
    let mut bubble = Common::new(super::id::SONIC1, SMALL, x, player.pixel_y(), false, false);
    let mut state = DrownBubble::default();
    if facing_left {
        state.angle = 0x40;
    }
    if d.drowning {
        d.wait &= 7;
        bubble.y = (player.pixel_y() - DROWN_MOUTH_Y) << 8;
        state.angle = game.random() as u8;
        if game.frame_counter & 3 == 0 {
            bubble.subtype = MEDIUM;
        }
    } else if d.flags & 0x80 != 0 {
        let number = player.breath.air >> 1;
        let mut numbered = false;
        if game.random() & 3 == 0 {
            numbered = d.flags & 0x40 == 0;
            d.flags |= 0x40;
        }
        if !numbered && d.count == 0 && d.flags & 0x40 == 0 {
            numbered = true;
            d.flags |= 0x40;
        }
        if numbered {
            bubble.subtype = number;
            state.time = NUMBER_DELAY;
        }
    }
    if slots.allocate(Obj { common: bubble, state: State::Sonic1(Sonic1::Drown(state)) }, 0, None).is_none() {
        // `bne.w .nocountdown`: the wait was drawn, nothing else.
        return;
    }
    d.count = d.count.wrapping_sub(1);
    if (d.count as i8) < 0 {
        d.flags = 0;
    }
}

/// One frame of a bubble or number (`DrownCount` with a subtype below $80).
pub fn run(c: &mut Common, s: &mut DrownBubble, cx: &mut ObjCtx) {
    if s.on_screen_coords {
        c.on_screen = true;
    }
    match c.routine {
        0 => {
            // `Drown_Main`, `.smallbubble`.
            c.routine = ANIMATE;
            c.width_pixels = 0x10;
            c.on_screen = true;
            c.anim = c.subtype;
            s.origin_x = c.pixel_x() as i16;
            c.y_vel = RISE_SPEED;
            animate_sprite(c, &ANI_DROWN);
            chk_water(c, s, cx);
        }
        ANIMATE => {
            animate_sprite(c, &ANI_DROWN);
            chk_water(c, s, cx);
        }
        CHK_WATER => chk_water(c, s, cx),
        DISPLAY | DISPLAY_2 => display(c, s, cx),
        AIR_LEFT => air_left(c, s, cx),
        _ => c.delete(),
    }
}

/// `Drown_ChkWater`: at the surface it shows its last animation (`addq.b #7,obAnim`); below it wobbles,
/// rises, and is deleted off screen.
fn chk_water(c: &mut Common, s: &mut DrownBubble, cx: &mut ObjCtx) {
    if (cx.world.env.water_level as u16) >= c.pixel_y() as u16 {
        c.routine = DISPLAY;
        c.anim = c.anim.wrapping_add(7);
        display(c, s, cx);
        return;
    }
    if cx.world.game.water.in_tunnel {
        s.origin_x = s.origin_x.wrapping_add(4);
    }
    let step = s.angle;
    s.angle = s.angle.wrapping_add(1);
    let dx = i16::from(WOBBLE[usize::from(step & 0x7F)]);
    c.x = (i32::from(dx.wrapping_add(s.origin_x)) << 8) | (c.x & 0xFF);
    show_number(c, s, cx);
    c.object_move();
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `Drown_Display`.
fn display(c: &mut Common, s: &mut DrownBubble, cx: &mut ObjCtx) {
    show_number(c, s, cx);
    animate_sprite(c, &ANI_DROWN);
    c.display();
}

/// `Drown_AirLeft`: the number goes once Sonic has more than 12 seconds of air, else flashes when its time
/// runs out.
fn air_left(c: &mut Common, s: &mut DrownBubble, cx: &mut ObjCtx) {
    if cx.world.player.breath.air > AIR_COUNTDOWN {
        c.delete();
        return;
    }
    s.time = s.time.wrapping_sub(1);
    if s.time == 0 {
        c.routine = DISPLAY_2;
        c.anim = c.anim.wrapping_add(7);
        display(c, s, cx);
        return;
    }
    animate_sprite(c, &ANI_DROWN);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `Drown_ShowNumber`: a numbered bubble still rising becomes its number, fixed on the screen where it was.
fn show_number(c: &mut Common, s: &mut DrownBubble, cx: &mut ObjCtx) {
    if s.time == 0 {
        return;
    }
    s.time -= 1;
    if s.time != 0 || c.anim >= 7 {
        return;
    }
    s.time = NUMBER_TIME;
    c.y_vel = 0;
    s.on_screen_coords = true;
    c.on_screen = true;
    let camera = cx.world.env.camera;
    let x = c.pixel_x() - camera.x + 0x80;
    c.x = (x << 8) | (c.x & 0xFF);
    c.routine = AIR_LEFT;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `.smallbubble`: frames 0, 1, 2 for 15 frames each, then `afRoutine` (on to `Drown_ChkWater`).
    #[test]
    fn the_small_bubble_grows_for_45_frames() {
        let mut c = Common::new(0, SMALL, 0, 0, false, false);
        c.routine = ANIMATE;
        c.anim = SMALL;
        let mut frames = 0;
        while c.routine == ANIMATE {
            animate_sprite(&mut c, &ANI_DROWN);
            frames += 1;
        }
        assert_eq!((frames, c.routine), (3 * 15 + 1, CHK_WATER));
    }
}
