//! Mystic Cave's vine that lowers you as you hang from it, and Wing Fortress' hook (s2disasm `Obj80`:
//! `Obj80_Init`, `Obj80_MCZ_Init`, `Obj80_MCZ_Main`, `Obj80_WFZ_Main`, `Obj80_Action`, `loc_29B42` …
//! `loc_29B5E`).
//!
//! A player within 16 px of its x either way and $88–$9F px below its y, not held by another object
//! (`obj_control` bit 7) and in his normal routine, is caught: his speeds zeroed, put at its x and $94 below its
//! y, held (`obj_control` 1). While someone hangs from it the vine stretches 2 px a frame down to $B0 px
//! ($A0, or $60 for a subtype with bits 0–3 set, in Wing Fortress), carrying him; empty it shrinks back (a
//! subtype with bits 4–6 set starts stretched and works the other way round). A press of A, B or C (the
//! player's own pad, `Ctrl_1` / `Ctrl_2`) lets go: X Speed ∓$200 with Left or Right held, Y Speed −$380, in
//! the air, and 18 frames (60 with a direction held) before the vine catches him again. Off screen, or
//! hurt, he is let go where he is, 60 frames. A vine with subtype bit 7 set is a switch: hanging sets the flag
//! its low 4 bits name (`ButtonVine_Trigger`, bit 0), letting go by a jump clears it. It unloads by its x
//! (`MarkObjGone`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Routine};
use formats::inputs::Buttons;
use formats::level::LevelEvents;

/// `ObjID_MovingVine`.
pub const ID: u8 = 0x80;
/// Routines: Mystic Cave's vine, Wing Fortress' hook.
pub const VINE: u8 = 2;
pub const HOOK: u8 = 4;
/// Where a caught player hangs below the vine's y, and the box that catches him.
pub const HANG: i32 = 0x94;
pub const REACH_X: u16 = 0x10;
pub const REACH_TOP: u16 = 0x88;
pub const REACH_HEIGHT: u16 = 0x18;
/// How far the vine stretches (`objoff_2E`), and how fast (`objoff_3A`).
pub const STRETCH: u16 = 0xB0;
pub const HOOK_STRETCH: (u16, u16) = (0xA0, 0x60);
pub const STEP: u16 = 2;
/// Letting go by a jump: the speeds, and the frames before it catches again (more with a direction held).
pub const JUMP_SPEEDS: (i16, i16) = (0x200, -0x380);
pub const JUMP_WAIT: u8 = 18;
pub const LONG_WAIT: u8 = 60;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vine {
    /// `objoff_30`, `objoff_31`: player 1 / the sidekick hangs from it.
    pub holding: [bool; 2],
    /// `objoff_32`, `objoff_33`: frames before it may catch each again.
    pub wait: [u8; 2],
    /// `objoff_34`: a switch vine.
    pub switch: bool,
    /// `objoff_36`: it starts stretched.
    pub starts_down: bool,
    /// `objoff_38`: how far it is stretched now; `objoff_2E` its most; `objoff_3C` its y unstretched.
    pub stretch: u16,
    pub most: u16,
    pub y_top: u16,
    /// Each player's buttons the frame before (the presses of `Ctrl_1`/`Ctrl_2`: only read while he hangs,
    /// which it saw the frame before).
    pub held_before: [Buttons; 2],
}

pub fn run(c: &mut Common, s: &mut Vine, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
    }
    let shift = if c.routine == HOOK { 4 } else { 5 };
    // `Obj80_MCZ_Main` / `Obj80_WFZ_Main`: stretch while held (shrink while held for one that starts down).
    let held = s.holding[0] | s.holding[1];
    let d2 = if held != s.starts_down {
        (s.stretch != s.most).then(|| s.stretch.wrapping_add(STEP))
    } else {
        (s.stretch != 0).then(|| s.stretch.wrapping_sub(STEP))
    };
    if let Some(d2) = d2 {
        s.stretch = d2;
        set_pixel(&mut c.y, s.y_top.wrapping_add(d2));
        c.mapping_frame = if d2 == 0 { 0 } else { ((d2 >> shift) + 1) as u8 };
    }
    // `Obj80_Action` for each player, with his own pad.
    let held1 = cx.world.player.previous_buttons;
    action(c, s, 0, cx.world.player, true, held1, cx.world.game.switches.as_mut_slice());
    let on_screen = cx.world.env.sidekick_on_screen;
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        // The CPU's sidekick reads `Ctrl_2`, the second pad, which the CPU does not press.
        let held2 = if p2.sidekick { Buttons::NONE } else { p2.previous_buttons };
        action(c, s, 1, p2, on_screen, held2, cx.world.game.switches.as_mut_slice());
    }
    cx.mark_gone(c);
}

fn init(c: &mut Common, s: &mut Vine, cx: &ObjCtx) {
    c.routine = VINE;
    c.width_pixels = 0x10;
    c.y_radius = 0x80;
    c.explicit_height = true;
    s.y_top = c.pixel_y() as u16;
    let (most, shift) = if cx.world.game.level == LevelEvents::Wfz {
        c.routine = HOOK;
        (if c.subtype & 0xF != 0 { HOOK_STRETCH.1 } else { HOOK_STRETCH.0 }, 4)
    } else {
        s.switch = c.subtype & 0x80 != 0;
        (STRETCH, 5)
    };
    s.most = most;
    if c.subtype & 0x70 != 0 {
        s.stretch = most;
        s.starts_down = true;
        add_pixels(&mut c.y, i32::from(most));
        c.mapping_frame = ((most >> shift) + 1) as u8;
    }
}

/// `Obj80_Action`: one player's catch, hang and letting go.
fn action(c: &Common, s: &mut Vine, who: usize, p: &mut Player, on_screen: bool, held: Buttons, flags: &mut [u8]) {
    let pressed = held.pressed_since(s.held_before[who]);
    s.held_before[who] = held;
    let flag = usize::from(c.subtype & 0xF);
    if s.holding[who] {
        if !on_screen || p.routine != Routine::Normal {
            // `loc_29B42`.
            p.object_control = 0;
            s.holding[who] = false;
            s.wait[who] = LONG_WAIT;
            return;
        }
        if !pressed.jump() {
            // `loc_29B50`.
            set_pixel(&mut p.y, (c.pixel_y() + HANG) as u16);
            return;
        }
        p.object_control = 0;
        s.holding[who] = false;
        // Up, Down, Left or Right held.
        s.wait[who] = if held.bits() & 0x0F != 0 { LONG_WAIT } else { JUMP_WAIT };
        if held.bits() & Buttons::LEFT.bits() != 0 {
            p.x_speed = -JUMP_SPEEDS.0;
        }
        if held.bits() & Buttons::RIGHT.bits() != 0 {
            p.x_speed = JUMP_SPEEDS.0;
        }
        p.y_speed = JUMP_SPEEDS.1;
        p.air = true;
        if s.switch
            && let Some(f) = flags.get_mut(flag)
        {
            *f &= !1;
        }
        return;
    }
    // `loc_29B5E`.
    if s.wait[who] != 0 {
        s.wait[who] -= 1;
        if s.wait[who] != 0 {
            return;
        }
    }
    let dx = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(REACH_X);
    if dx >= 2 * REACH_X {
        return;
    }
    let dy = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16).wrapping_sub(REACH_TOP);
    if dy >= REACH_HEIGHT || p.object_control & 0x80 != 0 || p.routine != Routine::Normal {
        return;
    }
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    set_pixel(&mut p.x, c.pixel_x() as u16);
    set_pixel(&mut p.y, (c.pixel_y() + HANG) as u16);
    p.object_control = 1;
    s.holding[who] = true;
    if s.switch
        && let Some(f) = flags.get_mut(flag)
    {
        *f |= 1;
    }
}

fn add_pixels(v: &mut i32, d: i32) {
    *v = v.wrapping_add(d << 8);
}

impl crate::objects::runtime::object::ObjKind for Vine {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.holding[0] | self.holding[1] { "holding" } else { "hanging" }
    }

    fn name(&self) -> &'static str {
        "vine"
    }
}
