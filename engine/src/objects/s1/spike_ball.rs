//! The spiked balls on chains of Spring Yard and Labyrinth (s1disasm `_incObj/57 Spiked Ball and Chain.asm`:
//! `SBall_Main`, `SBall_Move` with `.movesub` and `.chkdel`, `SBall_Display`).
//!
//! The placed object is the outer ball; its chain is subtype bits 0–2 (`L`) objects in the first free slots
//! (one fewer with subtype bit 3: the centre left bare), at radii 16·(L − 1), …, 16 px (the pivot's link at
//! 0 in Labyrinth) while the ball turns at 16·L. Every frame the angle word (its high byte first the placed
//! flips: `obStatus` turned right twice, $40 for x, $80 for y) grows by (subtype & $F0, a signed byte) × 8,
//! and each member is set at (pivot x + r·cos a / 256, pivot y + r·sin a / 256) — pixel words only, as
//! Green Hill's swinging platforms ([`super::swing::swing_position`]). Its pivot out of range, the chain and
//! the ball are deleted (not remembered: the layout gives it no respawn entry).
//!
//! Touch: in Spring Yard every member hurts (`obColType` $98, size $18); in Labyrinth (the zone of
//! [`LevelEvents::Lz1`]–`Lz3` and `Sbz3`) only the ball does, larger ($8B, size $B), the chain not at all.

use super::Sonic1;
use super::swing::swing_position;
use crate::math::set_px;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use formats::level::LevelEvents;

/// `obColType`: Spring Yard's members, Labyrinth's ball.
pub const COLLISION: u8 = 0x98;
pub const LZ_BALL_COLLISION: u8 = 0x8B;
/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 8;
/// The longest chain (subtype bits 0–2).
pub const MAX_LENGTH: usize = 7;
/// Routines (`SBall_Index`): the ball, a chain link.
pub const MOVE: u8 = 2;
pub const LINK: u8 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SpikeBall {
    /// `sball_radius` (`objoff_3C`): this member's distance from the pivot.
    pub radius: u8,
    /// `sball_origX`, `sball_origY`: the pivot (the placed position).
    pub pivot_x: i16,
    pub pivot_y: i16,
    /// `sball_speed` (`objoff_3E`): added to the angle word each frame.
    pub speed: i16,
    /// `obAngle` as a word: the angle is its high byte.
    pub angle: u16,
    /// `sball_childs` (`objoff_29`): the chain objects made, and their slots (`objoff_30` on).
    pub count: u8,
    pub chain: [u8; MAX_LENGTH],
}

/// Whether the level is one of the game's Labyrinth zone (`cmpi.b #id_LZ,(v_zone).w`: Scrap Brain 3 is
/// Labyrinth's fourth act).
pub fn is_labyrinth(level: LevelEvents) -> bool {
    matches!(level, LevelEvents::Lz1 | LevelEvents::Lz2 | LevelEvents::Lz3 | LevelEvents::Sbz3)
}

/// The turn speed a subtype gives (`andi.b #$F0`, `ext.w`, `asl.w #3`).
pub fn speed(subtype: u8) -> i16 {
    i16::from((subtype & 0xF0) as i8) << 3
}

/// The chain links a subtype makes (bits 0–2, one fewer with bit 3; none below 1).
pub fn links(subtype: u8) -> usize {
    let length = usize::from(subtype & 7);
    if subtype & 8 != 0 { length.saturating_sub(1) } else { length }
}

pub fn run(c: &mut Common, s: &mut SpikeBall, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            init(c, s, cx);
            step(c, s, cx);
        }
        MOVE => step(c, s, cx),
        // A link only draws itself (`SBall_Display`): the ball places it without waking it
        // ([`crate::objects::runtime::slots::SlotsView::get_mut_unread`]).
        _ => {
            c.display();
            cx.slots.sleep_current(c.collision_flags != 0);
        }
    }
}

/// `SBall_Main`: the pivot, the speed, the starting angle, then the chain from the outermost link in.
fn init(c: &mut Common, s: &mut SpikeBall, cx: &mut ObjCtx) {
    c.routine = MOVE;
    c.width_pixels = WIDTH_PIXELS;
    s.pivot_x = c.pixel_x() as i16;
    s.pivot_y = c.pixel_y() as i16;
    let labyrinth = is_labyrinth(cx.world.game.level);
    c.collision_flags = if labyrinth { 0 } else { COLLISION };
    s.speed = speed(c.subtype);
    s.angle = u16::from(c.status.rotate_right(2) & 0xC0) << 8;
    let mut r = (c.subtype & 7) << 4;
    s.radius = r;
    for _ in 0..links(c.subtype) {
        r = r.wrapping_sub(0x10);
        let mut link = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), false, false);
        link.routine = LINK;
        link.width_pixels = WIDTH_PIXELS;
        link.collision_flags = c.collision_flags;
        if labyrinth && r == 0 {
            link.mapping_frame = 2;
        }
        let state = SpikeBall { radius: r, ..Default::default() };
        let Some(i) = cx.spawn(Obj { common: link, state: State::Sonic1(Sonic1::SpikeBall(state)) }) else {
            break;
        };
        if let Some(slot) = s.chain.get_mut(usize::from(s.count)) {
            *slot = i as u8;
        }
        s.count += 1;
    }
    if labyrinth {
        c.collision_flags = LZ_BALL_COLLISION;
        c.mapping_frame = 1;
    }
}

/// `SBall_Move`: turns, places the chain and the ball, then `.chkdel`.
fn step(c: &mut Common, s: &mut SpikeBall, cx: &mut ObjCtx) {
    s.angle = s.angle.wrapping_add(s.speed as u16);
    let a = (s.angle >> 8) as u8;
    for &i in s.chain.iter().take(usize::from(s.count)) {
        if let Some(o) = cx.slots.get_mut_unread(usize::from(i))
            && let State::Sonic1(Sonic1::SpikeBall(link)) = &o.state
        {
            let (x, y) = swing_position(a, s.pivot_x, s.pivot_y, link.radius);
            set_px(&mut o.common.x, x);
            set_px(&mut o.common.y, y);
        }
    }
    let (x, y) = swing_position(a, s.pivot_x, s.pivot_y, s.radius);
    set_px(&mut c.x, x);
    set_px(&mut c.y, y);
    if cx.out_of_range(i32::from(s.pivot_x)) {
        for &i in s.chain.iter().take(usize::from(s.count)) {
            if let Some(o) = cx.slots.get_mut(usize::from(i)) {
                o.common.delete();
            }
        }
        c.delete();
        return;
    }
    c.display();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Labyrinth 1's ball at $570,$130 has subtype $D5: five links (radii $40 down to 0), the ball at $50,
    /// turning −$180 a frame ($D0 as a signed byte, × 8); bit 3 leaves the centre bare.
    #[test]
    fn subtype_gives_speed_and_links() {
        assert_eq!(speed(0xD5), -0x180);
        assert_eq!(speed(0x25), 0x100);
        assert_eq!(links(0xD5), 5);
        assert_eq!(links(0x0D), 4);
        assert_eq!(links(0x08), 0);
        assert_eq!(links(0), 0);
    }
}
