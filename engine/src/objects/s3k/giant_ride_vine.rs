//! Angel Island's giant ride vine: a chain hanging from a fixed point that swings on a level-wide clock,
//! with a handle at its end the players hang from (skdisasm s3.asm `Obj_AIZGiantRideVine`, `sub_20804`,
//! `loc_2082C`; the head `loc_20874`; the segments `loc_20908`, `sub_20934`; the handle `loc_20968` with the
//! grab and release shared with the small ride vine's handle, `sub_20502` … `loc_206DE`).
//!
//! - Its first frame makes the chain, each part in the first free slot after the vine's own
//!   (`AllocateObjectAfterCurrent`): the head, then (subtype & $F) − 1 segments, the last part made being the
//!   handle; each placed $10 px below the one before, each linked to the one before.
//! - The head (at the vine's position, never moving) swings: its angle word is sin(`AIZ_vine_angle`'s high
//!   byte + subtype & $F0) × $2C ([`head_angle`]); `AIZ_vine_angle` grows by $180 a frame in `ChangeRingFrame`
//!   ([`crate::objects::runtime::game::GameState::vine_angle`]). Each segment's angle is the one before's plus
//!   an eighth of the head's, so the chain bends further down its length. Each segment and the handle hang
//!   from the part before: its position plus ((8 − sin) / 16, (cos + 8) / 16) of that part's angle byte
//!   rounded to 8 ([`hang_offset`]).
//! - The handle catches a player within $10 px of its x either way and 0–$17 px below its y, not held by
//!   another object (`object_control`) and in his normal routine: speeds zeroed, his spindash charge dropped,
//!   put at its x and $14 below its y, held (`object_control` 3). While he hangs he follows it. A press of A,
//!   B or C (his logical buttons: `Ctrl_1_logical`, `Ctrl_2_logical`) lets go with the handle's own speed
//!   (its last move × $80; Left or Right held: X Speed ∓$200), Y Speed −$380 more, curled in the air; off
//!   screen or hurt he is let go where he is. Either way 60 frames pass before it catches him again.
//! - The vine unloads by its x (`loc_2082C`: $280 past the coarse camera x) with its whole chain, its respawn
//!   entry let go.
//!
//! `loc_208A6`, the head's other swing (a pendulum of its own), is reached only when the high byte of the
//! head's code pointer is not 0 (`tst.b (a0)`), which nothing in s3.asm writes: it is not run here.

use crate::math::{cos, sin};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State, set_pixel};
use crate::objects::s3k::kinds::Sonic3k;
use crate::player::{Player, Pose, Routine};
use formats::inputs::Buttons;

/// How far below the handle a hanging player's centre is (`addi.w #$14,y_pos(a1)`).
pub const HANG: i16 = 0x14;
/// The handle's catching box: $10 px either side of its x (`addi.w #$10,d0`, `cmpi.w #$20,d0`), $18 px down
/// from its y.
pub const REACH_X: u16 = 0x10;
pub const REACH_Y: u16 = 0x18;
/// Frames before the handle catches a player it let go (`move.b #$3C,2(a2)`).
pub const WAIT: u8 = 0x3C;
/// Letting go by a jump: X Speed with Left or Right held, and the Y Speed added.
pub const JUMP_X: i16 = 0x200;
pub const JUMP_Y: i16 = -0x380;
/// A player's hold when the handle has him (`move.b #1,(a2)`; negative: something else took him,
/// `loc_205BC`).
const HELD: u8 = 1;

/// Which part of the vine an object is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    /// The placed object (`loc_2082C`): it owns the chain.
    #[default]
    Vine,
    /// The top of the chain (`loc_20874`).
    Head,
    /// A link (`loc_20908`).
    Segment,
    /// The end the players hang from (`loc_20968`).
    Handle,
}

/// One part's fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GiantRideVine {
    pub part: Part,
    /// The vine: its chain's slots in the order made (`$3E` links, `$36` the count).
    pub chain: [u16; 16],
    pub chain_len: u8,
    /// A part: the slot of the part it hangs from (`$3C`).
    pub parent: u16,
    /// The head's phase (`$42`: the subtype's high nybble).
    pub phase: u8,
    /// `angle` as a word (its high byte the angle byte) and `$3A`, the head's eighth each link adds.
    pub angle: i16,
    pub delta: i16,
    /// The handle: the players it holds.
    pub grip: Grip,
}

/// A ride vine's handle (this one's and the small ride vine's, [`super::ride_vine`]): what `sub_20502` keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grip {
    /// Its position before its last move (`$42`, `$44`).
    pub prev: (i16, i16),
    /// Each player's hold (`$32`, `$33`: 1 held, $81 thrown off by the vine) and frames before it may catch
    /// him again (`$34`, `$35`).
    pub hold: [u8; 2],
    pub wait: [u8; 2],
    /// Each player's logical buttons the frame before (their presses).
    pub held_before: [Buttons; 2],
}

/// How the handle holds a player (the small ride vine's `$30`; the giant vine's is always 0): hanging below it
/// (0), spun round with the vine (1: a jump leaves along the link's angle, `loc_2059A`), or swung (2); 1 and 2
/// put him at the handle plus `byte_206CE`'s offset for the link's angle (`loc_20634`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Ride {
    #[default]
    Hang,
    Spin,
    Swing,
}

/// `byte_206CE`: where a spun or swung player is from the handle, by (link angle + $10) / $20 (x mirrored
/// when he faces left).
pub const RIDE_OFFSETS: [(i16, i16); 8] =
    [(0, 0x18), (-0x12, 0x13), (-0x18, 0), (-0x12, -0x13), (0, -0x18), (0x12, -0x13), (0x18, 0), (0x12, 0x13)];

/// `loc_20874`: the head's angle word at `vine_angle` (`AIZ_vine_angle`) with its phase: sin × $2C.
pub fn head_angle(vine_angle: u16, phase: u8) -> i16 {
    let a = ((vine_angle >> 8) as u8).wrapping_add(phase);
    sin(a).wrapping_mul(0x2C)
}

/// `sub_20934`: where a part hangs from the part above at angle word `angle`: the angle byte rounded to 8
/// (`addq.b #4`, `andi.b #$F8`), then ((8 − sin) >> 4, (cos + 8) >> 4).
pub fn hang_offset(angle: i16) -> (i16, i16) {
    let a = (((angle as u16) >> 8) as u8).wrapping_add(4) & 0xF8;
    ((8 - sin(a)) >> 4, (cos(a) + 8) >> 4)
}

pub fn run(c: &mut Common, s: &mut GiantRideVine, cx: &mut ObjCtx) {
    match s.part {
        Part::Vine => vine(c, s, cx),
        Part::Head => {
            s.angle = head_angle(cx.world.game.vine_angle, s.phase);
            s.delta = s.angle >> 3;
            c.mapping_frame = (((s.angle as u16) >> 8) as u8).wrapping_add(4) >> 3;
            c.display();
        }
        Part::Segment => {
            if let Some((angle, delta)) = parent_angle(s, cx) {
                s.delta = delta;
                s.angle = angle.wrapping_add(delta);
            }
            c.mapping_frame = (((s.angle as u16) >> 8) as u8).wrapping_add(4) >> 3;
            hang(c, s, cx);
            c.display();
        }
        Part::Handle => handle(c, s, cx),
    }
}

/// The part above's angle word and eighth (`$3A`).
fn parent_angle(s: &GiantRideVine, cx: &ObjCtx) -> Option<(i16, i16)> {
    match &cx.slots.get(usize::from(s.parent))?.state {
        State::Sonic3k(Sonic3k::GiantRideVine(p)) => Some((p.angle, p.delta)),
        _ => None,
    }
}

/// `sub_20934`: hangs the part from the part above.
fn hang(c: &mut Common, s: &GiantRideVine, cx: &ObjCtx) {
    let Some(p) = cx.slots.get(usize::from(s.parent)) else { return };
    let State::Sonic3k(Sonic3k::GiantRideVine(ps)) = &p.state else { return };
    let (dx, dy) = hang_offset(ps.angle);
    set_pixel(&mut c.x, (p.common.pixel_x() as i16).wrapping_add(dx));
    set_pixel(&mut c.y, (p.common.pixel_y() as i16).wrapping_add(dy));
}

/// `Obj_AIZGiantRideVine` (its first frame: the chain) and `loc_2082C`.
fn vine(c: &mut Common, s: &mut GiantRideVine, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.mapping_frame) = (8, 0x21);
        let (x, mut y) = (c.pixel_x(), c.pixel_y());
        let mut parent = cx.current() as u16;
        for i in 0..=usize::from(c.subtype & 0xF) {
            let part = if i == 0 { Part::Head } else { Part::Segment };
            let mut common = Common::new(c.id, 0, x, y, false, false);
            (common.routine, common.width_pixels) = (2, 8);
            let state = GiantRideVine { part, parent, phase: c.subtype & 0xF0, ..Default::default() };
            let Some(slot) = cx.spawn_after(Obj { common, state: State::Sonic3k(Sonic3k::GiantRideVine(state)) })
            else {
                break;
            };
            s.chain[i] = slot as u16;
            s.chain_len = i as u8 + 1;
            parent = slot as u16;
            y += 0x10;
        }
        // The last part made is the handle (`move.l #loc_20968,(a1)`).
        if usize::from(s.chain_len) == usize::from(c.subtype & 0xF) + 1
            && let Some(last) = cx.slots.get_mut(usize::from(parent))
            && let State::Sonic3k(Sonic3k::GiantRideVine(h)) = &mut last.state
        {
            h.part = Part::Handle;
            last.common.mapping_frame = 0x20;
        }
    }
    // `loc_20846`: the chain goes with it.
    display_or_go_with_chain(c, &s.chain[..usize::from(s.chain_len)], cx);
}

/// A vine's end of frame (the giant vine's `loc_20846`, the small one's `loc_20392`): out of range it goes with
/// its chain (the slots after it) and forgets its respawn entry, else it is drawn.
pub(crate) fn display_or_go_with_chain(c: &mut Common, chain: &[u16], cx: &mut ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        for &slot in chain {
            if let Some(o) = cx.slots.get_mut(usize::from(slot)) {
                o.common.delete();
            }
        }
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    } else {
        c.display();
    }
}

/// `loc_20968`: the handle follows the chain, then treats each player (`sub_20502`).
fn handle(c: &mut Common, s: &mut GiantRideVine, cx: &mut ObjCtx) {
    let (x0, y0) = (c.pixel_x() as i16, c.pixel_y() as i16);
    hang(c, s, cx);
    follow(c, &mut s.grip, (x0, y0));
    grab_both(c, &mut s.grip, Ride::Hang, 0, cx);
    c.display();
}

/// `Obj_AIZRideVineHandle`/`loc_20968`: the handle's position before a move that changed it.
pub(crate) fn follow(c: &Common, g: &mut Grip, (x0, y0): (i16, i16)) {
    if c.pixel_x() as i16 != x0 {
        g.prev.0 = x0;
    }
    if c.pixel_y() as i16 != y0 {
        g.prev.1 = y0;
    }
}

/// `sub_20502` for player 1 and then the sidekick; `link_angle`: the angle byte of the link it hangs from.
pub(crate) fn grab_both(c: &Common, g: &mut Grip, ride: Ride, link_angle: u8, cx: &mut ObjCtx) {
    let held = cx.world.player.previous_buttons;
    grab_or_hold(c, g, 0, cx.world.player, true, held, (ride, link_angle));
    let on_screen = cx.world.env.sidekick_on_screen;
    if let Some(p2) = cx.world.sidekick.as_deref_mut() {
        // `Ctrl_2_logical`: the CPU's buttons for him (what his frame just ran on).
        let held = p2.previous_buttons;
        grab_or_hold(c, g, 1, p2, on_screen, held, (ride, link_angle));
    }
}

/// `sub_20502` for one player (`who` 0: player 1, 1: the sidekick) with his logical buttons held this frame.
/// `ride`: the handle's `$30` (the giant vine's is always [`Ride::Hang`]: a hanging player stays at the handle,
/// `loc_205DC`, and a jump takes the handle's speed, not `loc_2059A`'s).
fn grab_or_hold(
    c: &Common,
    s: &mut Grip,
    who: usize,
    p: &mut Player,
    on_screen: bool,
    held: Buttons,
    (ride, link_angle): (Ride, u8),
) {
    let pressed = held.pressed_since(s.held_before[who]);
    s.held_before[who] = held;
    let hold = s.hold[who];
    if hold == 0 {
        catch(c, s, who, p);
        return;
    }
    if hold & 0x80 != 0 {
        // `loc_205BC`.
        (p.x_speed, p.y_speed, p.air) = (0x300, 0x200, true);
        let_go(s, who, p);
        return;
    }
    if !on_screen || p.routine != Routine::Normal {
        // `loc_205CE`.
        let_go(s, who, p);
        return;
    }
    if !pressed.jump() {
        if ride == Ride::Hang {
            // `loc_205DC`: he hangs from it.
            set_pixel(&mut p.x, c.pixel_x() as i16);
            set_pixel(&mut p.y, (c.pixel_y() as i16).wrapping_add(HANG));
        } else {
            // `loc_20634`: round the handle by the link's angle.
            let a = if p.facing_left { link_angle.wrapping_neg() } else { link_angle };
            let (dx, dy) = RIDE_OFFSETS[usize::from(a.wrapping_add(0x10) >> 5)];
            let dx = if p.facing_left { -dx } else { dx };
            set_pixel(&mut p.x, (c.pixel_x() as i16).wrapping_add(dx));
            set_pixel(&mut p.y, (c.pixel_y() as i16).wrapping_add(dy));
        }
        return;
    }
    let_go(s, who, p);
    if ride == Ride::Spin {
        // `loc_2059A`: off along the link's angle, 8 px a frame.
        p.x_speed = cos(link_angle).wrapping_shl(3);
        p.y_speed = sin(link_angle).wrapping_shl(3);
    } else {
        let (x, y) = (c.pixel_x() as i16, c.pixel_y() as i16);
        p.x_speed = x.wrapping_sub(s.prev.0).wrapping_shl(7);
        p.y_speed = y.wrapping_sub(s.prev.1).wrapping_shl(7);
        if held.bits() & Buttons::LEFT.bits() != 0 {
            p.x_speed = -JUMP_X;
        }
        if held.bits() & Buttons::RIGHT.bits() != 0 {
            p.x_speed = JUMP_X;
        }
        p.y_speed = p.y_speed.wrapping_add(JUMP_Y);
    }
    // `loc_20574`: curled in the air.
    p.air = true;
    p.jumping = true;
    p.rolling = true;
    (p.height_radius, p.width_radius) = (0xE, 7);
    p.pose = Pose::Roll;
}

/// `loc_205CE`: he is free; the handle waits before catching him again.
fn let_go(s: &mut Grip, who: usize, p: &mut Player) {
    p.object_control = 0;
    s.hold[who] = 0;
    s.wait[who] = WAIT;
}

/// `loc_206DE`: the catch.
fn catch(c: &Common, s: &mut Grip, who: usize, p: &mut Player) {
    if s.wait[who] != 0 {
        s.wait[who] -= 1;
        if s.wait[who] != 0 {
            return;
        }
    }
    let dx = (p.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(REACH_X);
    let dy = (p.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16);
    if dx >= 2 * REACH_X || dy >= REACH_Y || p.object_control != 0 || p.routine != Routine::Normal {
        return;
    }
    (p.x_speed, p.y_speed, p.ground_speed) = (0, 0, 0);
    set_pixel(&mut p.x, c.pixel_x() as i16);
    set_pixel(&mut p.y, (c.pixel_y() as i16).wrapping_add(HANG));
    p.clear_spindash_flag();
    p.object_control = 3;
    s.hold[who] = HELD;
}

impl crate::objects::runtime::object::ObjKind for GiantRideVine {
    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, _c: &Common) -> &'static str {
        match self.part {
            Part::Vine => "vine",
            Part::Head => "head",
            Part::Segment => "segment",
            Part::Handle if self.grip.hold != [0, 0] => "holding",
            Part::Handle => "handle",
        }
    }

    fn name(&self) -> &'static str {
        "giant ride vine"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// s3.asm `loc_20874`: sin($40) = $100 → $2C00 (angle byte $2C); sin($C0) = −$100 → −$2C00; sin(0) = 0.
    /// The phase adds to `AIZ_vine_angle`'s high byte.
    #[test]
    fn the_head_swings_sin_times_2c() {
        assert_eq!(head_angle(0x4000, 0), 0x2C00);
        assert_eq!(head_angle(0x40FF, 0), 0x2C00);
        assert_eq!(head_angle(0xC000, 0), -0x2C00);
        assert_eq!(head_angle(0x0000, 0), 0);
        assert_eq!(head_angle(0x3000, 0x10), 0x2C00);
    }

    /// s3.asm `sub_20934`: straight down (angle 0: sin 0, cos $100) a part hangs 0 px across ((8 − 0) >> 4)
    /// and $10 down ((cos + 8) >> 4); at angle byte $40 (sin $100, cos 0) it is −$10 across (−$F8 >> 4, `asr`
    /// rounding towards minus) and 0 down; bytes $3C–$43 round to $40; at $C0 (sin −$100) $108 >> 4 = $10.
    #[test]
    fn a_part_hangs_sixteen_px_from_the_one_above() {
        assert_eq!(hang_offset(0), (0, 0x10));
        assert_eq!(hang_offset(0x4000), (-0x10, 0));
        assert_eq!(hang_offset(0x3C00), (-0x10, 0));
        assert_eq!(hang_offset(0x4300), (-0x10, 0));
        assert_eq!(hang_offset(-0x4000), (0x10, 0));
    }
}
