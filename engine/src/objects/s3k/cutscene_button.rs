//! The end cutscene's button, which Knuckles presses (skdisasm s3.asm `Obj_CutsceneButton`, `loc_454C2`,
//! `word_4551E`, `off_45526`: `loc_45534`, `loc_45550`; pressed `loc_4552E`).
//!
//! - Placed 4 px lower than its record (`addq.w #4,y_pos(a0)`), $10 px either side, 8 high
//!   (`ObjDat_CutsceneButton`); drawn while in range and unloaded out of it (`Sprite_OnScreen_Test`).
//! - While the cutscene's Knuckles is about (`_unkFAA4`: [`super::aiz_fire::AizState::cutscene_knuckles`],
//!   his position; set by Angel Island 2's end cutscene, [`super::aiz2_cutscene_knuckles`]) and his x is within −$18..+$18 of its x and his y
//!   within −$18..+$18 of its y (`word_4551E`: from −$18, $30 wide and high), it is pressed: frame 1,
//!   `_unkFAA9` set ([`super::aiz_fire::AizState::button_pressed`]: the drawbridges burn,
//!   [`super::drawbridge`]), its respawn entry kept taken (it never loads again), and its subtype's routine
//!   runs — 0 (Angel Island 2): `Ctrl_1_locked` cleared, the bottom limit's target and stored limit $1000,
//!   and a child that raises the limit there ([`BottomLimitRise`]: `Child6_IncLevY`, `Obj_IncLevEndYGradual`,
//!   in the next free slot after the button); 2: `Level_trigger_array` + 8 set. Then it only waits to
//!   be unloaded (`Sprite_CheckDelete`).

use crate::camera::SCREEN_HEIGHT;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

/// `ObjDat_CutsceneButton`: `width_pixels`, `height_pixels`; `addq.w #4,y_pos(a0)`.
pub const WIDTH: u8 = 0x10;
pub const HEIGHT: u8 = 8;
pub const DROP: i32 = 4;
/// `word_4551E`: the box Knuckles presses it in (from −$18, $30 across and down).
pub const REACH: i16 = -0x18;
pub const SPAN: u16 = 0x30;
/// `loc_45534`: the bottom limit's target.
pub const OPEN_MAX_Y: u16 = 0x1000;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CutsceneButton {
    pub pressed: bool,
}

/// `loc_454C2`: whether Knuckles at `knuckles` presses the button at (`x`, `y`) (unsigned word compares).
pub fn presses(x: i16, y: i16, knuckles: (i16, i16)) -> bool {
    let within = |at: i16, k: i16| (k.wrapping_sub(at.wrapping_add(REACH)) as u16) < SPAN;
    within(x, knuckles.0) && within(y, knuckles.1)
}

pub fn run(c: &mut Common, s: &mut CutsceneButton, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        let y = c.pixel_y() + DROP;
        crate::objects::runtime::object::set_pixel(&mut c.y, y as i16);
        (c.width_pixels, c.y_radius, c.explicit_height) = (WIDTH, HEIGHT, true);
    }
    if !s.pressed
        && let Some(k) = cx.world.game.events.aiz.cutscene_knuckles
        && presses(c.pixel_x() as i16, c.pixel_y() as i16, k)
    {
        s.pressed = true;
        c.mapping_frame = 1;
        let game = &mut *cx.world.game;
        game.events.aiz.button_pressed = true;
        // `clr.w respawn_addr(a0)`: its respawn entry stays taken (it never loads again).
        c.respawn = None;
        match c.subtype {
            0 => {
                game.control_locked = false;
                game.events.max_y_target = Some(OPEN_MAX_Y);
                let rise = BottomLimitRise { stored: OPEN_MAX_Y, step: 0 };
                let common = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
                cx.spawn_after(Obj { common, state: rise.into() });
            }
            2 => game.switches[8] = 0xFF,
            _ => {}
        }
    }
    cx.mark_gone(c);
}

/// `Obj_IncLevEndYGradual` (`Child6_IncLevY`): the bottom limit (`Camera_max_Y_pos`) lowered by ½ px more each
/// frame (`$30` + $8000, its high word added) until past `Camera_stored_max_Y_pos` (a signed compare): then
/// that, and the object is gone.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BottomLimitRise {
    /// `Camera_stored_max_Y_pos` as the button set it.
    pub stored: u16,
    /// `$30` (16.16).
    pub step: u32,
}

/// One frame of `Obj_IncLevEndYGradual` on the limit `max_y`: the new limit, and whether it is done.
pub fn lower_limit(s: &mut BottomLimitRise, max_y: u16) -> (u16, bool) {
    s.step = s.step.wrapping_add(0x8000);
    let y = max_y.wrapping_add((s.step >> 16) as u16);
    if (y as i16) > (s.stored as i16) { (s.stored, true) } else { (y, false) }
}

pub fn run_rise(c: &mut Common, s: &mut BottomLimitRise, cx: &mut ObjCtx) {
    let bounds = &mut cx.world.env.bounds;
    let (y, done) = lower_limit(s, (bounds.bottom - SCREEN_HEIGHT) as u16);
    bounds.bottom = i32::from(y) + SCREEN_HEIGHT;
    if done {
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for BottomLimitRise {
    const MAY_MOVE_PLAYERS: bool = false;
    const READS_ON_SCREEN: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run_rise(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "bottom limit lowering"
    }
}

impl crate::objects::runtime::object::ObjKind for CutsceneButton {
    const MAY_MOVE_PLAYERS: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.pressed { "pressed" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "cutscene button"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `word_4551E`: −$18 … +$17 either way presses it, +$18 does not.
    #[test]
    fn knuckles_presses_within_18() {
        assert!(presses(0x100, 0x200, (0x100, 0x200)));
        assert!(presses(0x100, 0x200, (0x100 - 0x18, 0x200 + 0x17)));
        assert!(!presses(0x100, 0x200, (0x100 + 0x18, 0x200)));
        assert!(!presses(0x100, 0x200, (0x100, 0x200 - 0x19)));
    }

    /// `Obj_IncLevEndYGradual`: + 0, 1, 1, 2, 2, 3 … (the step's high word after each + $8000); past $1000 the
    /// limit is $1000 and it is done.
    #[test]
    fn the_bottom_limit_goes_down_by_half_a_pixel_more_each_frame() {
        let mut s = BottomLimitRise { stored: OPEN_MAX_Y, step: 0 };
        let mut y = 0x15A;
        let mut adds = Vec::new();
        for _ in 0..6 {
            let (next, done) = lower_limit(&mut s, y);
            assert!(!done);
            adds.push(next - y);
            y = next;
        }
        assert_eq!(adds, [0, 1, 1, 2, 2, 3]);
        let mut frames = 6;
        loop {
            frames += 1;
            let (next, done) = lower_limit(&mut s, y);
            y = next;
            if done {
                break;
            }
        }
        assert_eq!(y, OPEN_MAX_Y);
        // $15A + the sum of k / 2 (rounded down) for k = 1..n: $FE3 at n = 122, $1020 at 123 — past $1000.
        assert_eq!(frames, 123);
    }
}
