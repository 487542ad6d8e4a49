//! Hydrocity's breakable bars, the handholds in its water tunnels (skdisasm s3.asm `Obj_HCZBreakableBar`, S3K
//! id $36: the init with `byte_1C8E2`; the upright bar `loc_1C978`/`sub_1C9B4`, the crossbar
//! `loc_1CB2C`/`sub_1CB68`; the break `loc_1CAB4`/`loc_1CC62` into pieces, `sub_1CD50`, `loc_1CB06`).
//!
//! Subtype `hn ss tttt`: `t` × 60 frames it stands being held before it breaks (0: for ever); `s` its size
//! (`byte_1C8E2`: the reach `$36`, the span `$38`, the half length $20, $30 or $40); `n` set: it does not break
//! when let go; `h` set: a crossbar (across), else an upright bar.
//!
//! - Upright: a player (not hurt, no object holding him) from $14 (excluded) to $24 px right of it and within
//!   its half height is caught: speeds zeroed, at its x + $14 facing right, his y kept within `$36` above to
//!   `$38 − $36` below its y, held (`object_control` 1) and out of the water tunnels' pull (`_unkF7C7`, his bit:
//!   [`crate::objects::s2::water_level::Water::tunnel_hold`]). Up or Down (his pad, `Ctrl_n`: a CPU Tails
//!   presses none) climbs 1 px a frame within that span.
//! - Crossbar: from $14 (excluded) to 4 px above it and within its half width: at its y − $14, his x kept in
//!   its span; Left and Right move him along.
//! - A jump press lets go (60 frames before it catches him again) and breaks it unless `n`. Held for its time
//!   it breaks too: every holder is let go and the tunnels pull again. It breaks into pieces every 8 px
//!   (half length / 4 of them: the bar becomes the first, the others in the next free slots), each waiting
//!   `byte_1CCB8` frames, then flying ($400 across for an upright bar — with the current — or −$400 up for a
//!   crossbar) and falling 8/256 px a frame²; each is deleted off screen.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// `byte_1C8E2`: (`$36`, `$38`, half length, mapping frame) by size.
pub const SIZES: [(u8, u8, u8, u8); 3] = [(0x14, 0x28, 0x20, 0), (0x24, 0x48, 0x30, 1), (0x34, 0x68, 0x40, 2)];
/// The caught player's distance from the bar.
pub const REACH: i16 = 0x14;
/// Frames before a let-go player is caught again.
pub const WAIT: u8 = 0x3C;
/// `byte_1CCB8`: the pieces' waits.
pub const PIECE_WAITS: [u8; 24] = [7, 5, 2, 0, 1, 3, 4, 6, 7, 5, 2, 0, 1, 3, 4, 6, 8, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF];
/// `word_1CCD0` (along an upright bar: y) and `word_1CD10` (along a crossbar: x): the pieces' offsets.
pub const PIECE_OFFSETS: [i16; 16] =
    [-0x1C, -0x14, -0xC, -4, 4, 0xC, 0x14, 0x1C, 0x24, -0x24, 0x2C, -0x2C, 0x34, -0x34, 0x3C, -0x3C];
/// The pieces' speeds and gravity.
pub const PIECE_SPEED: i16 = 0x400;
pub const PIECE_GRAVITY: i16 = 8;

/// One player's hold (`$32`, `$34` by `a2`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hold {
    pub held: bool,
    pub wait: u8,
    /// His pad the frame before (the pressed byte of `Ctrl_n`).
    pub buttons_before: Buttons,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HczBreakableBar {
    /// A piece of a broken bar (`loc_1CB06`), with its wait (`$3F`).
    pub piece: bool,
    pub piece_wait: u8,
    pub crossbar: bool,
    /// `$30`: frames left to stand being held.
    pub timer: u16,
    /// `$36`, `$38`.
    pub reach: u16,
    pub span: u16,
    /// `height_pixels` (upright) or `width_pixels` (crossbar): its half length.
    pub half: u8,
    pub holds: [Hold; 2],
    /// `$3A`: let go of, to break.
    pub breaking: bool,
}

/// The init's fields of a subtype: (timer, reach, span, half length, mapping frame).
pub fn setup(subtype: u8) -> (u16, u16, u16, u8, u8) {
    let (reach, span, half, frame) = SIZES[usize::from((subtype & 0x30) >> 4).min(SIZES.len() - 1)];
    let frame = if subtype & 0x80 != 0 { frame + 4 } else { frame };
    (u16::from(subtype & 0xF) * 60, u16::from(reach), u16::from(span), half, frame)
}

/// Keeps `v` within `from` … `from + span` (the routine's `cmp`/`move` pair each side).
fn clamp(v: u16, from: u16, span: u16) -> u16 {
    let v = if from >= v { from } else { v };
    let to = from.wrapping_add(span);
    if to >= v { v } else { to }
}

/// `sub_1C9B4` / `sub_1CB68` for one player (`who`: his bit in `_unkF7C7`); `pad` his buttons held.
fn treat(c: &Common, s: &mut HczBreakableBar, who: usize, p: &mut Player, pad: Buttons, lock: &mut u8) {
    let pressed = pad.pressed_since(s.holds[who].buttons_before);
    s.holds[who].buttons_before = pad;
    let (x, y) = (c.pixel_x() as u16, c.pixel_y() as u16);
    let h = &mut s.holds[who];
    if h.held {
        let (minus, plus, v) =
            if s.crossbar { (Buttons::LEFT, Buttons::RIGHT, &mut p.x) } else { (Buttons::UP, Buttons::DOWN, &mut p.y) };
        let from = if s.crossbar { x } else { y }.wrapping_sub(s.reach);
        if pad.contains(minus) {
            let n = ((*v >> 8) as u16).wrapping_sub(1);
            set_pixel(v, if from >= n { from } else { n });
        }
        if pad.contains(plus) {
            let n = ((*v >> 8) as u16).wrapping_add(1);
            let to = from.wrapping_add(s.span);
            set_pixel(v, if to >= n { n } else { to });
        }
        if pressed.jump() {
            h.held = false;
            h.wait = WAIT;
            *lock &= !(1 << who);
            p.object_control &= 0xFE;
            if c.subtype & 0x40 == 0 {
                s.breaking = true;
            }
        }
        return;
    }
    if h.wait != 0 {
        h.wait -= 1;
        return;
    }
    let (px, py) = (p.pixel_x() as u16, p.pixel_y() as u16);
    let half = u16::from(s.half);
    let (along, across, base) = if s.crossbar { (px, py, x) } else { (py, px, y) };
    let centre = if s.crossbar { x } else { y };
    if along < centre.wrapping_sub(half) || along >= centre.wrapping_sub(half).wrapping_add(2 * half) {
        return;
    }
    // Upright: x + $14 < his x ≤ x + $24. Crossbar: y − $14 < his y ≤ y − 4.
    let near = if s.crossbar { y.wrapping_sub(REACH as u16) } else { x.wrapping_add(REACH as u16) };
    if near >= across || near.wrapping_add(0x10) < across {
        return;
    }
    if matches!(p.routine, Routine::Hurt | Routine::Dead | Routine::Gone) || p.object_control != 0 {
        return;
    }
    let kept = clamp(along, base.wrapping_sub(s.reach), s.span);
    (p.x_speed, p.y_speed) = (0, 0);
    if s.crossbar {
        set_pixel(&mut p.x, kept as i16);
        set_pixel(&mut p.y, near as i16);
    } else {
        set_pixel(&mut p.y, kept as i16);
        set_pixel(&mut p.x, near as i16);
        p.facing_left = false;
    }
    p.pose = Pose::Float;
    p.object_control = 1;
    *lock |= 1 << who;
    h.held = true;
}

/// `loc_1CAB4` / `loc_1CC62`: the holders let go, the tunnels pull again, the bar in pieces.
fn break_up(c: &mut Common, s: &mut HczBreakableBar, cx: &mut ObjCtx) {
    if s.holds[0].held {
        cx.world.player.object_control &= 0xFE;
    }
    if s.holds[1].held
        && let Some(p2) = cx.world.sidekick.as_deref_mut()
    {
        p2.object_control &= 0xFE;
    }
    cx.world.game.water.tunnel_hold = 0;
    s.holds = [Hold::default(); 2];
    (c.x_vel, c.y_vel) = if s.crossbar { (0, -PIECE_SPEED) } else { (PIECE_SPEED, 0) };
    c.mapping_frame = if s.crossbar { 7 } else { 3 };
    let count = usize::from(s.half >> 2);
    let (x, y) = (c.pixel_x() as i16, c.pixel_y() as i16);
    let crossbar = s.crossbar;
    let at = |i: usize| if crossbar { (x + PIECE_OFFSETS[i], y) } else { (x, y + PIECE_OFFSETS[i]) };
    // The bar itself is the first piece.
    let (x0, y0) = at(0);
    set_pixel(&mut c.x, x0);
    set_pixel(&mut c.y, y0);
    c.width_pixels = 4;
    (c.y_radius, c.explicit_height, c.on_screen) = (4, true, true);
    *s = HczBreakableBar { piece: true, piece_wait: PIECE_WAITS[0], ..HczBreakableBar::default() };
    for (i, &wait) in PIECE_WAITS.iter().enumerate().take(count).skip(1) {
        let mut piece = Common::new(c.id, c.subtype, 0, 0, false, false);
        let (px, py) = at(i);
        set_pixel(&mut piece.x, px);
        set_pixel(&mut piece.y, py);
        (piece.x_vel, piece.y_vel, piece.mapping_frame) = (c.x_vel, c.y_vel, c.mapping_frame);
        (piece.width_pixels, piece.y_radius, piece.explicit_height, piece.routine) = (4, 4, true, 2);
        // `move.b #$84,render_flags(a1)`: on screen from the start.
        piece.on_screen = true;
        let state = HczBreakableBar { piece: true, piece_wait: wait, ..HczBreakableBar::default() };
        if cx.spawn_after(Obj { common: piece, state: State::Sonic3k(Sonic3k::HczBreakableBar(state)) }).is_none() {
            break;
        }
    }
    run_piece(c, s, cx);
}

/// `loc_1CB06`: wait, then fly and fall; deleted off screen (its respawn entry let go: `loc_1C778`).
fn run_piece(c: &mut Common, s: &mut HczBreakableBar, cx: &mut ObjCtx) {
    if s.piece_wait != 0 {
        s.piece_wait -= 1;
    } else {
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(PIECE_GRAVITY);
    }
    if !c.on_screen {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

pub fn run(c: &mut Common, s: &mut HczBreakableBar, cx: &mut ObjCtx) {
    if s.piece {
        run_piece(c, s, cx);
        return;
    }
    if c.routine == 0 {
        c.routine = 2;
        let (timer, reach, span, half, frame) = setup(c.subtype);
        (s.timer, s.reach, s.span, s.half, c.mapping_frame) = (timer, reach, span, half, frame);
        s.crossbar = c.subtype & 0x80 != 0;
        (c.width_pixels, c.y_radius) = if s.crossbar { (half, 4) } else { (4, half) };
        c.explicit_height = true;
    }
    if s.timer != 0 && s.holds.iter().any(|h| h.held) {
        s.timer -= 1;
        if s.timer == 0 {
            break_up(c, s, cx);
            return;
        }
    }
    let mut lock = cx.world.game.water.tunnel_hold;
    // `Ctrl_1`, `Ctrl_2`: the pads themselves (a CPU Tails' is empty).
    let pad = cx.world.player.previous_buttons;
    treat(c, s, 0, cx.world.player, pad, &mut lock);
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        let pad = if p2.cpu_driven { Buttons::NONE } else { p2.previous_buttons };
        treat(c, s, 1, p2, pad, &mut lock);
    }
    cx.world.game.water.tunnel_hold = lock;
    if s.breaking {
        break_up(c, s, cx);
        return;
    }
    cx.mark_gone(c);
}

impl crate::objects::runtime::object::ObjKind for HczBreakableBar {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        if self.piece {
            "piece"
        } else if self.holds.iter().any(|h| h.held) {
            "held"
        } else {
            "bar"
        }
    }

    fn name(&self) -> &'static str {
        "Hydrocity breakable bar"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `Obj_HCZBreakableBar` with `byte_1C8E2`: subtype $15 (upright, size 1, 5 s) holds 300 frames,
    /// reaches $24 up and $48 along, $30 long, frame 1; $A5 is a crossbar of size 2 (frame 2 + 4); $05 size 0.
    #[test]
    fn setup_by_subtype() {
        assert_eq!(setup(0x15), (300, 0x24, 0x48, 0x30, 1));
        assert_eq!(setup(0xA5), (300, 0x34, 0x68, 0x40, 6));
        assert_eq!(setup(0x05), (300, 0x14, 0x28, 0x20, 0));
        assert_eq!(setup(0x25).3, 0x40);
    }

    /// The catch's clamp: within `$36` above and `$38 − $36` below.
    #[test]
    fn the_clamp() {
        assert_eq!(clamp(0x500, 0x5A0 - 0x24, 0x48), 0x57C);
        assert_eq!(clamp(0x5A0, 0x5A0 - 0x24, 0x48), 0x5A0);
        assert_eq!(clamp(0x600, 0x5A0 - 0x24, 0x48), 0x5C4);
    }
}
