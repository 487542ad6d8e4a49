//! Hydrocity 1's conveyor belts (skdisasm s3.asm `Obj_HCZConveyorBelt`, S3K id $3E: its init `loc_2FDE0`, the
//! frame `loc_2FE1E`, each player's `sub_2FE80`, the hanging pose `sub_300B4`; the belts' spans `word_2FD7E`).
//!
//! An invisible object that makes a player hang from a belt and carries him along it. Subtype `0ttt nnnn`:
//! `n` the belt (its span, x `word_2FD7E`), `t` set on the belt's lower run (placed x-flipped: it carries left).
//! Each belt is placed at both its ends; `Conveyor_belt_load_array` lets one object per subtype live (a
//! second deletes itself at once, its respawn entry let go), so it is here "another slot holds a belt of this
//! subtype". The span is the table's pair less 8 px on the left (unflipped) or plus 8 on the right (flipped).
//!
//! - Catch (a player not held, not hurt, no object holding him, inside the span, falling or still): from
//!   $14 to $24 px below the belt (`y_pos` + $14 < his y ≤ + $24) he hangs $14 below it; with Ground Speed 1
//!   (a fan blowing him up into it, [`super::hcz_fan`]) from $14 to 4 px above, he lies on it $14 above.
//!   Speeds are zeroed, he faces right, and is held (`object_control` 3).
//! - Held: Left or Right held moves him 1 px that way; a jump press lets go with Y Speed −$500 (−$200 under
//!   water); otherwise the belt moves him 2 px along it (−2 flipped) and lets go once he leaves the span. A fan
//!   (Ground Speed set) swings him round to the belt's top by 6 a frame of its `$36` angle (to $80), else back
//!   under it (to 0); his y is the belt's plus `byte_3014C` by that angle.
//! - Let go: curled in the air (`jumping`, radii $E/7, rolling), released, and not caught again for 60 frames
//!   (90 under water).
//!
//! It unloads (its load byte and respawn entry cleared) when `Camera_X_pos_coarse_back` is below the span's
//! left rounded to $80 less $280 or above its right rounded to $80.

use crate::math::add_px;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// `word_2FD7E`: each belt's span (left, right), by the subtype's low nibble.
pub const SPANS: [(u16, u16); 16] = [
    (0xB28, 0xCD8),
    (0xBA8, 0xCD8),
    (0xBA8, 0xCD8),
    (0xEA8, 0x1058),
    (0x11A8, 0x12D8),
    (0x1928, 0x19D8),
    (0x21A8, 0x2358),
    (0x21A8, 0x2358),
    (0x22A8, 0x2458),
    (0x23A8, 0x2558),
    (0x2528, 0x26D8),
    (0x26A8, 0x27D8),
    (0x26A8, 0x2958),
    (0x2728, 0x28D8),
    (0x3328, 0x3458),
    (0x3328, 0x33D8),
];
/// How far below (or above) the belt a hanging player's centre is.
pub const HANG: i16 = 0x14;
/// The belt's push a frame, and a held Left or Right's.
pub const BELT_STEP: i16 = 2;
/// A jump off: Y Speed, and under water.
pub const JUMP: i16 = -0x500;
pub const JUMP_UNDERWATER: i16 = -0x200;
/// Frames before a let-go player is caught again (`move.b #60,2(a2)`), under water (90).
pub const WAIT: u8 = 60;
pub const WAIT_UNDERWATER: u8 = 90;
/// `sub_300B4`: the swing's step a frame.
pub const SWING_STEP: u8 = 6;
/// `byte_3014C`: the hanging player's y from the belt's, by the swing's angle / 16.
pub const HANG_Y: [i8; 16] =
    [0x14, 0x14, 0xB, 0xB, -0xF, -0xF, -0xF, -0x14, -0x14, -0x14, -0x14, -0xC, -0xC, -0xC, -2, -2];

/// One player's hold on the belt (`$32`… by `a2`: the hold, its wait, the swing, the pose's timer and frame).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hold {
    pub held: bool,
    /// `2(a2)`: frames before he may be caught again.
    pub wait: u8,
    /// `4(a2)`: the swing round the belt (0 under it, $80 on top).
    pub swing: u8,
    /// `6(a2)`, `8(a2)`: the hanging pose's timer and its frame set (0 or $10).
    pub timer: u8,
    pub frame: u8,
    /// His logical buttons the frame before (`Ctrl_n_logical`'s pressed byte is this frame's less these).
    pub buttons_before: Buttons,
}

/// The belt's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczConveyorBelt {
    /// `$3C`, `$3E`: the span as the table gives it (the unloading range).
    pub span: (u16, u16),
    /// `$40`, `$42`: where a player may be carried (x ≥ left, x < right).
    pub left: u16,
    pub right: u16,
    pub holds: [Hold; 2],
}

/// `loc_2FDE0`: the span and the carrying range of a belt of `subtype`, x-flipped or not.
pub fn range(subtype: u8, x_flip: bool) -> ((u16, u16), u16, u16) {
    let span = SPANS[usize::from(subtype & 0xF)];
    let left = if x_flip { span.0 } else { span.0 - 8 };
    let right = if x_flip { span.1 + 8 } else { span.1 };
    (span, left, right)
}

/// `sub_300B4`'s swing: towards $80 (on top) while `up`, else towards 0, by 6, stopping at the end.
pub fn swing(angle: u8, up: bool) -> u8 {
    let base = if up { 0x80 } else { 0 };
    let d = angle.wrapping_sub(base);
    if d == 0 {
        return angle;
    }
    // `bpl`/`bmi` on the byte, then `addi.b`/`subi.b` with the carry clamping to 0.
    let d = if (d as i8) < 0 {
        let (v, carry) = d.overflowing_add(SWING_STEP);
        if carry { 0 } else { v }
    } else {
        let (v, borrow) = d.overflowing_sub(SWING_STEP);
        if borrow { 0 } else { v }
    };
    d.wrapping_add(base)
}

/// The belt's run for one player (`sub_2FE80`); `who` 0 player 1, 1 the sidekick; `buttons` his logical
/// buttons held this frame.
fn treat(c: &Common, s: &mut HczConveyorBelt, who: usize, p: &mut Player, buttons: Buttons) {
    let pressed = buttons.pressed_since(s.holds[who].buttons_before);
    s.holds[who].buttons_before = buttons;
    let h = &mut s.holds[who];
    if !h.held {
        catch(c, s.left, s.right, h, p);
        return;
    }
    if p.routine != Routine::Normal {
        let_go(h, p);
        return;
    }
    for (button, dx) in [(Buttons::LEFT, -1i16), (Buttons::RIGHT, 1)] {
        if buttons.contains(button) {
            add_px(&mut p.x, dx);
            h.timer = h.timer.wrapping_sub(1);
            if (h.timer as i8) < 0 {
                h.timer = 7;
                h.frame = h.frame.wrapping_add(0x10) & 0x10;
            }
        }
    }
    if pressed.jump() {
        p.y_speed = if p.underwater { JUMP_UNDERWATER } else { JUMP };
        let_go(h, p);
        return;
    }
    let step = if c.x_flip { -BELT_STEP } else { BELT_STEP };
    add_px(&mut p.x, step);
    let x = p.pixel_x() as u16;
    if x < s.left || x >= s.right {
        let_go(h, p);
        return;
    }
    // `sub_300B4`: a fan's Ground Speed swings him onto the belt (and is spent).
    let up = p.ground_speed != 0;
    p.ground_speed = 0;
    h.swing = swing(h.swing, up);
    let i = usize::from((h.swing >> 4).wrapping_add(h.frame)) & 0xF;
    set_pixel(&mut p.y, (c.pixel_y() as i16).wrapping_add(i16::from(HANG_Y[i])));
}

/// `loc_2FF2E`: let go, curled in the air; caught again only after the wait.
fn let_go(h: &mut Hold, p: &mut Player) {
    h.held = false;
    h.wait = if p.underwater { WAIT_UNDERWATER } else { WAIT };
    p.object_control &= 0xFC;
    p.air = true;
    p.jumping = true;
    (p.height_radius, p.width_radius) = (0xE, 7);
    p.pose = Pose::Roll;
    p.rolling = true;
    p.roll_jump = false;
}

/// `loc_2FF7C`: the wait, then the catch under the belt (or on it, pushed up by a fan: Ground Speed 1).
fn catch(c: &Common, left: u16, right: u16, h: &mut Hold, p: &mut Player) {
    if h.wait != 0 {
        h.wait -= 1;
        return;
    }
    let x = p.pixel_x() as u16;
    if x < left || x >= right {
        return;
    }
    let on_top = p.ground_speed == 1;
    let top = if on_top { (c.pixel_y() as u16).wrapping_sub(HANG as u16) } else { (c.pixel_y() as u16) + HANG as u16 };
    let y = p.pixel_y() as u16;
    // `cmp.w y_pos(a1),d0` / `bhs`, then `addi.w #$10` / `blo`: top < y ≤ top + $10.
    if top >= y || top.wrapping_add(0x10) < y {
        return;
    }
    if p.routine != Routine::Normal || p.object_control != 0 || (!on_top && p.y_speed < 0) {
        return;
    }
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    p.facing_left = false;
    set_pixel(&mut p.y, top as i16);
    p.pose = Pose::Walk;
    p.object_control = 3;
    *h = Hold { held: true, swing: if on_top { 0x80 } else { 0 }, buttons_before: h.buttons_before, ..Hold::default() };
}

pub fn run(c: &mut Common, s: &mut HczConveyorBelt, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `Obj_HCZConveyorBelt`: one per subtype (`Conveyor_belt_load_array`).
        let subtype = c.subtype;
        let taken = cx.slots.iter().any(|(_, o)| {
            !o.common.deleted
                && o.common.subtype == subtype
                && matches!(&o.state, State::Sonic3k(Sonic3k::HczConveyorBelt(b)) if b.right != 0)
        });
        if taken {
            forget(c, cx);
            return;
        }
        c.routine = 2;
        (s.span, s.left, s.right) = range(c.subtype, c.x_flip);
    }
    // `loc_2FE1E`.
    let buttons = cx.world.player.previous_buttons;
    treat(c, s, 0, cx.world.player, buttons);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let buttons = p2.previous_buttons;
        treat(c, s, 1, p2, buttons);
    }
    let coarse = cx.camera_coarse();
    if coarse < (s.span.0 & 0xFF80).wrapping_sub(0x280) || coarse > s.span.1 & 0xFF80 {
        forget(c, cx);
    }
}

/// `loc_2FE5E`: deleted, its respawn entry let go (it loads again when the camera comes back).
fn forget(c: &mut Common, cx: &mut ObjCtx) {
    if let Some(i) = c.respawn {
        cx.world.env.respawn.forget(i);
    }
    c.delete();
}

impl crate::objects::runtime::object::ObjKind for HczConveyorBelt {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.holds.iter().any(|h| h.held) { "carrying" } else { "waiting" }
    }

    fn name(&self) -> &'static str {
        "Hydrocity conveyor belt"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_2FDE0` with `word_2FD7E`'s first pair ($B28, $CD8): unflipped $B20–$CD8, flipped $B28–$CE0;
    /// subtype $13 is belt 3 ($EA8, $1058).
    #[test]
    fn the_span_by_subtype() {
        assert_eq!(range(0x00, false), ((0xB28, 0xCD8), 0xB20, 0xCD8));
        assert_eq!(range(0x10, true), ((0xB28, 0xCD8), 0xB28, 0xCE0));
        assert_eq!(range(0x13, true).0, (0xEA8, 0x1058));
    }

    /// `sub_300B4`: from 0 up by 6 ($06, … $7E, then $80: `addi.b #6` from −2 carries, clamped to 0 → $80);
    /// back from $80 on round the other way ($80 is a negative byte: `addi.b #6`, $86 … $FE, then 0), from 2
    /// down to 0 (`subi.b #6` borrows); at its end it stays.
    #[test]
    fn the_swing_steps_by_6() {
        assert_eq!(swing(0, true), 6);
        assert_eq!(swing(0x7E, true), 0x80);
        assert_eq!(swing(0x80, true), 0x80);
        assert_eq!(swing(0x80, false), 0x86);
        assert_eq!(swing(0xFE, false), 0);
        assert_eq!(swing(2, false), 0);
        assert_eq!(swing(0, false), 0);
    }
}
