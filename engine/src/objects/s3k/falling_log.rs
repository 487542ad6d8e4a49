//! Angel Island's falling logs: a spout that drops a log every so many frames, each log sinking 1 px a frame
//! until it reaches the water, where it floats blinking for a second and is gone (skdisasm s3.asm
//! `Obj_AIZFallingLog`, `word_2AC2E`, `loc_2AC9C`; the log `loc_2AD68`, `loc_2AD84`, `loc_2ADA0`; its splash
//! `loc_2ADF4`).
//!
//! - The placed object (not drawn): the two at x $26B0 and $2700 (act 2's dam, [`super::aiz_water`]) are
//!   deleted at once once the level's switch 0 is set. Subtype `pppp nnnn`: the period mask `$32` is
//!   `2^(n+1) − 1` ([`MASKS`]), the phase `$34` is `p << max(n − 3, 0)`. On every frame where
//!   (`Level_frame_counter` + phase) & mask is 0 it makes a log and its splash (`AllocateObjectAfterCurrent`,
//!   each in the first free slot after the spout's; no log, no splash). It unloads out of range
//!   (`Delete_Sprite_If_Not_In_Range`).
//! - A log ($18 px either side, 8 high): 1 px down a frame until its y is at or below the water's surface
//!   (`Water_level`, unsigned); there it stops, and for 60 frames blinks (drawn or not, switching every 4
//!   frames), then is moved to x $7FF0 (out of range). Solid on top (`SolidObjectTop`, $18 wide, 8 high).
//!   Out of range (its x & $FF80 more than $280 past the coarse camera) it deletes its splash and itself.
//! - The splash rides the log's position, frames 1, 2, 3, 0 … every 4 frames.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;

/// `word_2AC2E`: the period masks by the subtype's low nibble.
pub const MASKS: [u16; 16] =
    [1, 3, 7, 0xF, 0x1F, 0x3F, 0x7F, 0xFF, 0x1FF, 0x3FF, 0x7FF, 0xFFF, 0x1FFF, 0x3FFF, 0x7FFF, 0xFFFF];
/// The two spouts at the dam (`cmpi.w #$26B0` / `#$2700,x_pos(a0)`).
pub const DAM_SPOUTS: [u16; 2] = [0x26B0, 0x2700];
/// The log's half width (`width_pixels` $18) and `SolidObjectTop`'s height.
pub const LOG_WIDTH: i16 = 0x18;
pub const LOG_HEIGHT: i16 = 8;
/// `move.b #60-1,anim_frame_timer(a0)`: the frames it floats.
pub const FLOAT_FRAMES: u8 = 60 - 1;
/// `move.w #$7FF0,x_pos(a0)`: where it goes after.
pub const GONE_X: i16 = 0x7FF0;
/// The splash's frame time (`move.b #3,anim_frame_timer(a0)`: 4 frames each).
pub const SPLASH_DELAY: u8 = 3;

/// Which object of the falling log a slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// The placed spout (`loc_2AC9C`).
    #[default]
    Spout,
    /// A log falling (`loc_2AD68`).
    Falling,
    /// A log floating on the water (`loc_2AD84`).
    Floating,
    /// The log's splash (`loc_2ADF4`).
    Splash,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FallingLog {
    pub part: Part,
    /// The spout's period mask (`$32`) and phase (`$34`).
    pub mask: u16,
    pub phase: u16,
    /// `anim_frame_timer`: the log's float count, the splash's frame time.
    pub timer: u8,
    /// `$36` bit 0: the floating log is not drawn this frame.
    pub hidden: bool,
    /// `$3C`: the other object's slot (the log's splash, the splash's log; 0: none).
    pub other: u16,
}

/// `loc_2AC6A`: the spout's period mask and phase from its subtype.
pub fn timing(subtype: u8) -> (u16, u16) {
    let n = usize::from(subtype & 0xF);
    let shift = n.saturating_sub(3);
    (MASKS[n], u16::from(subtype >> 4) << shift)
}

/// `loc_2AC9C`: whether the spout drops a log on this `Level_frame_counter`.
pub fn drops(frame: u16, mask: u16, phase: u16) -> bool {
    frame.wrapping_add(phase) & mask == 0
}

/// `loc_2AD68`/`loc_2AD84`: one frame of a log's fall or float; `water` is `Water_level`.
pub fn log_step(c: &mut Common, s: &mut FallingLog, water: i32) {
    match s.part {
        Part::Falling => {
            let y = (c.pixel_y() as i16).wrapping_add(1);
            set_pixel(&mut c.y, y);
            if y as u16 >= water as u16 {
                s.part = Part::Floating;
                s.timer = FLOAT_FRAMES;
            }
        }
        Part::Floating => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer & 0x80 != 0 {
                set_pixel(&mut c.x, GONE_X);
            }
            if s.timer & 3 == 0 {
                s.hidden = !s.hidden;
            }
        }
        _ => {}
    }
}

/// `loc_2ADF4`'s animation: frames 1, 2, 3, 0 … every 4 frames.
pub fn splash_step(c: &mut Common, s: &mut FallingLog) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer & 0x80 != 0 {
        s.timer = SPLASH_DELAY;
        c.mapping_frame = (c.mapping_frame + 1) & 3;
    }
}

fn spout(c: &mut Common, s: &mut FallingLog, cx: &mut ObjCtx) {
    if c.routine == 0 {
        if DAM_SPOUTS.contains(&(c.pixel_x() as u16)) && cx.world.game.switches[0] != 0 {
            c.delete();
            return;
        }
        c.routine = 2;
        (s.mask, s.phase) = timing(c.subtype);
    }
    if drops(cx.world.game.frame_counter, s.mask, s.phase) {
        let (x, y) = (c.pixel_x(), c.pixel_y());
        let mut log = Common::new(c.id, 0, x, y, false, false);
        log.routine = 2;
        (log.width_pixels, log.y_radius, log.explicit_height) = (0x18, 8, true);
        let state = FallingLog { part: Part::Falling, ..Default::default() };
        if let Some(log_slot) = cx.spawn_after(Obj { common: log, state: state.into() }) {
            let mut splash = Common::new(c.id, 0, x, y, false, false);
            splash.routine = 2;
            (splash.width_pixels, splash.y_radius, splash.explicit_height) = (0x20, 0x10, true);
            let state = FallingLog { part: Part::Splash, other: log_slot as u16, ..Default::default() };
            if let Some(splash_slot) = cx.spawn_after(Obj { common: splash, state: state.into() })
                && let Some(Obj { state: State::Sonic3k(Sonic3k::FallingLog(l)), .. }) = cx.slots.get_mut(log_slot)
            {
                l.other = splash_slot as u16;
            }
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

fn log(c: &mut Common, s: &mut FallingLog, cx: &mut ObjCtx) {
    log_step(c, s, cx.world.game.water.surface);
    let x = c.pixel_x() as i16;
    cx.platform_object(c, LOG_WIDTH, LOG_HEIGHT, x);
    if cx.out_of_range(c.pixel_x()) {
        // `loc_2ADD4`: its splash goes with it.
        if s.other != 0
            && let Some(o) = cx.slots.get_mut(usize::from(s.other))
        {
            o.common.delete();
        }
        c.delete();
    } else if !s.hidden {
        c.display();
    }
}

fn splash(c: &mut Common, s: &mut FallingLog, cx: &mut ObjCtx) {
    if let Some(Obj { common: l, state: State::Sonic3k(Sonic3k::FallingLog(_)) }) = cx.slots.get(usize::from(s.other)) {
        let (x, y) = (l.pixel_x() as i16, l.pixel_y() as i16);
        set_pixel(&mut c.x, x);
        set_pixel(&mut c.y, y);
    }
    splash_step(c, s);
    c.display();
}

pub fn run(c: &mut Common, s: &mut FallingLog, cx: &mut ObjCtx) {
    match s.part {
        Part::Spout => spout(c, s, cx),
        Part::Falling | Part::Floating => log(c, s, cx),
        Part::Splash => splash(c, s, cx),
    }
}

impl crate::objects::runtime::object::ObjKind for FallingLog {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.part {
            Part::Spout => "dropping logs",
            Part::Falling => "falling",
            Part::Floating => "floating",
            Part::Splash => "splash",
        }
    }

    fn name(&self) -> &'static str {
        match self.part {
            Part::Spout => "falling log spout",
            Part::Splash => "falling log splash",
            _ => "falling log",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_2AC6A`: mask `word_2AC2E[n]`, phase `p << max(n − 3, 0)`; subtype $27 drops every $100 frames
    /// with phase 2 << 4 = $20 (on frames $E0, $1E0 …), $12 every 8 frames with phase 1.
    #[test]
    fn the_subtype_sets_the_period_and_phase() {
        assert_eq!(timing(0x27), (0xFF, 0x20));
        assert_eq!(timing(0x12), (7, 1));
        assert_eq!(timing(0x0F), (0xFFFF, 0));
        assert_eq!(timing(0xF3), (0xF, 0xF));
        let (mask, phase) = timing(0x27);
        let frames: Vec<u16> = (0..0x300).filter(|&f| drops(f, mask, phase)).collect();
        assert_eq!(frames, [0xE0, 0x1E0, 0x2E0]);
    }

    /// `loc_2AD68`: 1 px down a frame until at or below the water; then 60 frames floating, blinking every 4
    /// (`bchg` when the count & 3 is 0), then x $7FF0.
    #[test]
    fn a_log_falls_to_the_water_and_floats_blinking() {
        let mut c = Common::new(0, 0, 0x2500, 0x300, false, false);
        let mut s = FallingLog { part: Part::Falling, ..Default::default() };
        for _ in 0..0x203 {
            log_step(&mut c, &mut s, 0x504);
        }
        assert_eq!((c.pixel_y(), s.part), (0x503, Part::Falling));
        log_step(&mut c, &mut s, 0x504);
        assert_eq!((c.pixel_y(), s.part, s.timer), (0x504, Part::Floating, 59));
        let mut shown = Vec::new();
        for _ in 0..59 {
            log_step(&mut c, &mut s, 0x504);
            shown.push(!s.hidden);
        }
        assert_eq!((c.pixel_x(), s.timer), (0x2500, 0), "still there at count 0");
        assert_eq!(&shown[..9], &[true, true, false, false, false, false, true, true, true]);
        log_step(&mut c, &mut s, 0x504);
        assert_eq!((c.pixel_x(), c.pixel_y()), (0x7FF0, 0x504));
    }

    /// `loc_2ADF4`: frames 1, 2, 3, 0 … four frames each from the first.
    #[test]
    fn the_splash_turns_every_four_frames() {
        let mut c = Common::new(0, 0, 0, 0, false, false);
        let mut s = FallingLog { part: Part::Splash, ..Default::default() };
        let frames: Vec<u8> = (0..9)
            .map(|_| {
                splash_step(&mut c, &mut s);
                c.mapping_frame
            })
            .collect();
        assert_eq!(frames, [1, 1, 1, 1, 2, 2, 2, 2, 3]);
    }
}
