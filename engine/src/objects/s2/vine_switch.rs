//! Mystic Cave's vine switch, a short vine to hang from that opens a gate or lowers a drawbridge (s2disasm
//! `Obj7F`: `Obj7F_Init`, `Obj7F_Main`, `Obj7F_Action`, `loc_29890`).
//!
//! A player within 12 px of its x either way and $28–$37 px below its y, not held by another object
//! (`obj_control` bit 7) and in his normal routine, is caught: his speeds zeroed, put at its x and $30 below its
//! y, held (`obj_control` 1); the flag its subtype's low 4 bits name is set (`ButtonVine_Trigger`, bit 0).
//! A press of A, B or C (his own pad, `Ctrl_1` / `Ctrl_2`) lets go: Y Speed −$300 (his air bit untouched), the
//! flag cleared, and 18 frames (60 with a direction held) before it catches him again. Unlike the vine
//! (`Obj80`), it does not let go of a player who is hurt or off screen. It unloads by its x (`MarkObjGone`).

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::set_pixel;
use crate::objects::runtime::object::{Common, State};
use crate::player::{Player, Routine};
use formats::inputs::Buttons;

/// `ObjID_VineSwitch`.
pub const ID: u8 = 0x7F;
/// Where a caught player hangs below it, and the box that catches him.
pub const HANG: i32 = 0x30;
pub const REACH_X: u16 = 0xC;
pub const REACH_TOP: u16 = 0x28;
pub const REACH_HEIGHT: u16 = 0x10;
/// Letting go: Y Speed, and the frames before it catches again (more with a direction held).
pub const JUMP_Y_SPEED: i16 = -0x300;
pub const JUMP_WAIT: u8 = 18;
pub const LONG_WAIT: u8 = 60;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct VineSwitch {
    /// `objoff_30`, `objoff_31`: player 1 / the sidekick hangs from it.
    pub holding: [bool; 2],
    /// `objoff_32`, `objoff_33`: frames before it may catch each again.
    pub wait: [u8; 2],
    /// Each player's buttons the frame before (the presses of `Ctrl_1`/`Ctrl_2`: only read while he hangs,
    /// which it saw the frame before).
    pub held_before: [Buttons; 2],
}

pub fn run(c: &mut Common, s: &mut VineSwitch, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
    }
    let held1 = cx.world.player.previous_buttons;
    action(c, s, 0, cx.world.player, held1, cx.world.game.switches.as_mut_slice());
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        // The CPU's sidekick reads `Ctrl_2`, the second pad, which the CPU does not press.
        let held2 = if p2.sidekick { Buttons::NONE } else { p2.previous_buttons };
        action(c, s, 1, p2, held2, cx.world.game.switches.as_mut_slice());
    }
    cx.mark_gone(c);
}

/// `Obj7F_Action`: one player's catch and letting go.
fn action(c: &mut Common, s: &mut VineSwitch, who: usize, p: &mut Player, held: Buttons, flags: &mut [u8]) {
    let pressed = held.pressed_since(s.held_before[who]);
    s.held_before[who] = held;
    let flag = usize::from(c.subtype & 0xF);
    if s.holding[who] {
        if !pressed.jump() {
            return;
        }
        p.object_control = 0;
        s.holding[who] = false;
        // Up, Down, Left or Right held.
        s.wait[who] = if held.bits() & 0x0F != 0 { LONG_WAIT } else { JUMP_WAIT };
        p.y_speed = JUMP_Y_SPEED;
        if let Some(f) = flags.get_mut(flag) {
            *f &= !1;
        }
        c.mapping_frame = u8::from(s.holding[0] | s.holding[1]);
        return;
    }
    // `loc_29890`.
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
    if let Some(f) = flags.get_mut(flag) {
        *f |= 1;
    }
    c.mapping_frame = 1;
}

impl crate::objects::runtime::object::ObjKind for VineSwitch {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.holding[0] | self.holding[1] { "pulled" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "vine switch"
    }
}
