//! Hydrocity 2's spinning columns (skdisasm s3.asm `Obj_HCZSpinningColumn`, S3K id $68: its init, the frame
//! `loc_318E0`, the moves `sub_3193C` (`loc_31950`, `loc_31990`), each player's `sub_319AE`, the twist
//! `loc_31764` with `PlayerTwistFlip`).
//!
//! A solid column $20 px wide and $40 tall (`SolidObjectFull`: $1B by $20, given its x after the move: a
//! standing player is not carried across, only up and down). Subtype `hhhh 00mm`: `m` its move — 0 none; 1
//! across, $40 (`h` × $10 at the load) stepping 1 a frame between 0 and $E0 (from $E0 first back down), the
//! column at its placed x + ($40 − $70) (mirrored when x-flipped); 2 up and down with oscillator 7
//! (`Oscillating_table+$1E`: its placed y + the byte, or + $80 − it when x-flipped).
//!
//! A player who lands on it is held (`object_control` 3), on the ground, uncurled, speeds zeroed, his
//! distance across from its centre kept (`2(a2)`) with the side (`1(a2)`, the angle: 0 right, $80 left). Each
//! frame the angle grows by 2 and the distance shrinks by 1 to 0: he circles it, his x its x + cos(angle) ×
//! the distance (`muls` by the distance's word with the `(sin + $100) / 4` byte below it, high word), turning
//! to face by `PlayerTwistFlip`. A jump press throws him off upwards (Y Speed −$680, X Speed 0, curled); off
//! screen, hurt or dead he is let go in the air; off its top (its standing bit cleared) the hold just ends.
//! It unloads by its placed x.

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, P2, SolidBox, Who};
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// `move.w #$1B,d1` / `#$20,d2` / `#$21,d3`.
pub const BOX: (i16, i16, i16) = (0x1B, 0x20, 0x21);
/// The across move's ends (`$40`: 0 to $E0) and centre ($70).
pub const ACROSS_END: u16 = 0xE0;
pub const ACROSS_MID: i16 = 0x70;
/// `Oscillating_table+$1E`: oscillator 7's value high byte ([`crate::objects::runtime::oscillation`]'s offset).
pub const OSCILLATOR_BYTE: usize = 0x1C;
/// A jump off: Y Speed added to the column's (which never moves by speed: 0).
pub const JUMP: i16 = -0x680;
/// `PlayerTwistFlip`: facing left (`render_flags` bit 0) by `(angle + $B) / $16`.
pub const TWIST_FLIP: [bool; 12] = [false, true, true, false, false, false, true, true, true, false, false, false];

/// One player's hold (`$32`… by `a2`: the hold, the angle, the distance).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hold {
    pub held: bool,
    /// `1(a2)`.
    pub angle: u8,
    /// `2(a2)`: the distance across, and `3(a2)` below it (the word `muls` reads).
    pub distance: u8,
    pub low: u8,
    /// His logical buttons the frame before (the pressed byte of `Ctrl_n_logical` is this frame's less these).
    pub buttons_before: Buttons,
}

/// The column's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczSpinningColumn {
    /// `$2E`, `$30`: where it was placed.
    pub home_x: i16,
    pub home_y: i16,
    /// `$3A` / 2: its move.
    pub mode: u8,
    /// `$40`, `$42`: the across move's position and step.
    pub across: u16,
    pub step: i16,
    pub holds: [Hold; 2],
}

/// `loc_31950`: one frame of the across move; the column's x offset from its placed x (before the flip).
pub fn across(s: &mut HczSpinningColumn) -> i16 {
    let d0 = s.across.wrapping_add(s.step as u16);
    if (s.step >= 0 && d0 == ACROSS_END) || (s.step < 0 && d0 == 0) {
        s.step = -s.step;
    }
    s.across = d0;
    d0 as i16 - ACROSS_MID
}

/// `sub_319AE`'s circling: the x offset at `angle` and the distance word (`muls.w`, `swap`).
pub fn circle_x(angle: u8, distance: u8, low: u8) -> i16 {
    let d2 = (u16::from(distance) << 8 | u16::from(low)) as i16;
    ((i32::from(cos(angle)) * i32::from(d2)) >> 16) as i16
}

/// `loc_31764`: which way he faces at `angle` (`addi.b #$B`: a byte, so $F5–$FF wrap to the first).
pub fn twist_flip(angle: u8) -> bool {
    TWIST_FLIP[usize::from(angle.wrapping_add(0xB)) / 0x16]
}

fn treat(c: &mut Common, h: &mut Hold, who: Who, p: &mut Player, on_screen: bool, buttons: Buttons) {
    let pressed = buttons.pressed_since(h.buttons_before);
    h.buttons_before = buttons;
    let standing = solid::standing_as(c, p, who);
    if !h.held {
        if !standing {
            return;
        }
        let dx = (p.pixel_x() as i16).wrapping_sub(c.pixel_x() as i16);
        h.angle = if dx < 0 { 0x80 } else { 0 };
        h.distance = dx.wrapping_abs() as u8;
        (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
        p.object_control = 3;
        (p.width_radius, p.height_radius) = p.character.standing_radii();
        p.rolling = false;
        p.air = false;
        p.pushing = false;
        p.roll_jump = false;
        p.jumping = false;
        p.pose = Pose::Walk;
        h.held = true;
        p.facing_left = twist_flip(h.angle);
        return;
    }
    if !on_screen || p.routine != Routine::Normal {
        release(h, p);
        return;
    }
    if !standing {
        // `loc_31AE8`: only the hold ends.
        h.held = false;
        return;
    }
    h.distance = h.distance.saturating_sub(1);
    h.low = ((sin(h.angle) + 0x100) >> 2) as u8;
    set_pixel(&mut p.x, (c.pixel_x() as i16).wrapping_add(circle_x(h.angle, h.distance, h.low)));
    h.angle = h.angle.wrapping_add(2);
    p.ground_speed = 0;
    if pressed.jump() {
        p.jumping = true;
        (p.height_radius, p.width_radius) = (0xE, 7);
        p.pose = Pose::Roll;
        p.rolling = true;
        (p.y_speed, p.x_speed, p.ground_speed) = (JUMP, 0, 0);
        release(h, p);
        return;
    }
    p.facing_left = twist_flip(h.angle);
}

/// `loc_31AD6`: let go in the air.
fn release(h: &mut Hold, p: &mut Player) {
    p.air = true;
    p.object_control = 0;
    h.held = false;
}

pub fn run(c: &mut Common, s: &mut HczSpinningColumn, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (0x10, 0x20, true);
        (s.home_x, s.home_y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        s.mode = c.subtype & 3;
        s.across = u16::from(c.subtype & 0xF0);
        s.step = if s.across == ACROSS_END { -1 } else { 1 };
    }
    // `sub_3193C`.
    match s.mode {
        1 => {
            let dx = across(s);
            set_pixel(&mut c.x, s.home_x.wrapping_add(if c.x_flip { -dx } else { dx }));
        }
        2 => {
            let b = i16::from(cx.world.game.oscillation.byte(OSCILLATOR_BYTE));
            set_pixel(&mut c.y, s.home_y.wrapping_add(if c.x_flip { 0x80 - b } else { b }));
        }
        _ => {}
    }
    let buttons = cx.world.player.previous_buttons;
    treat(c, &mut s.holds[0], P1, cx.world.player, true, buttons);
    let on_screen = cx.world.env.sidekick_on_screen;
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let buttons = p2.previous_buttons;
        treat(c, &mut s.holds[1], P2, p2, on_screen, buttons);
    }
    let x = c.pixel_x() as i16;
    cx.solid_object(c, SolidBox { half_width: BOX.0, half_height_air: BOX.1, half_height_ground: BOX.2, old_x: x });
    // The column's turning: frame 2, 1, 0, … every 8 frames.
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 7;
        c.mapping_frame = if c.mapping_frame == 0 { 2 } else { c.mapping_frame - 1 };
    }
    cx.mark_gone_at(c, i32::from(s.home_x));
}

impl crate::objects::runtime::object::ObjKind for HczSpinningColumn {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.holds.iter().any(|h| h.held) { "spinning a player" } else { "turning" }
    }

    fn name(&self) -> &'static str {
        "Hydrocity spinning column"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_31950`: from $C0 stepping 1 it turns at $E0 (x offset $70) and comes back; from $E0 (its
    /// step −1 from the load) it runs down to 0 (offset −$70) and turns.
    #[test]
    fn the_across_move() {
        let mut s = HczSpinningColumn { across: 0xDF, step: 1, ..Default::default() };
        assert_eq!(across(&mut s), 0x70);
        assert_eq!(s.step, -1);
        assert_eq!(across(&mut s), 0x6F);
        let mut s = HczSpinningColumn { across: 1, step: -1, ..Default::default() };
        assert_eq!(across(&mut s), -0x70);
        assert_eq!(s.step, 1);
    }

    /// `sub_319AE`: $10 px right at angle 0 (cos $100; the low byte (sin 0 + $100) / 4 = $40): ($1040 × $100)
    /// / $10000 = $10; at $80 (cos −$100) −$11 (the low byte's fraction rounds down); at $40 (cos 0) 0.
    /// `PlayerTwistFlip`: (0 + $B) / $16 = 0 faces right, ($16 + $B) / $16 = 1 left; $FF + $B wraps to $A.
    #[test]
    fn the_circle_and_the_twist() {
        assert_eq!(circle_x(0, 0x10, 0x40), 0x10);
        assert_eq!(circle_x(0x80, 0x10, 0x40), -0x11);
        assert_eq!(circle_x(0x40, 0x10, 0x80), 0);
        assert!(!twist_flip(0));
        assert!(twist_flip(0x16));
        assert!(!twist_flip(0xFF));
    }
}
