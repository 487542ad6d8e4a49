//! Marble's chained stompers (s1disasm `_incObj/31 Chained Stompers.asm`: `CStom_Main`, `CStom_MakeStomper`,
//! `CStom_SetSize`, `loc_B798`, `loc_B7E2`, `loc_B7FE`, `CStom_Display2`, `CStom_Types` with `CStom_Type00`,
//! `CStom_Type01`, `CStom_Type03`).
//!
//! The block (solid: half width $38, $30 or $10 by subtype bits 4–5, + $B; $C/$D high) loads, in the slots
//! after its own (`FindNextFreeObj`), its spikes $1C below (hurting, $90: touch size $10, $38 wide; none for
//! subtypes $2x), its chain and the chain's top; the spikes and chain follow its drop. Its drop (`objoff_32`,
//! a word whose high byte is the pixels) by subtype bits 0–3: 0 hangs at its full drop until switch 0 (or 1:
//! subtypes with bit 7 take the switch from `CStom_SwchNums`) is pressed, then rises $80/256 px a frame; 1, 2,
//! 4, 6 fall (speed + $70 a frame) to their full drop ($70, $A0, $78, $58 px), wait 60 frames and rise again;
//! 3 and 5 wait until Sonic is within $90 px across, then become 4 and 6. Sonic standing on it while it is
//! less than $10 px down is crushed (`KillSonic`). Each part is deleted out of range.
//!
//! Each frame the block writes its y to `v_obj31ypos`, which Marble 1's pushable block rides; with the block on
//! it (bit 15 set) a switch-raised stomper stops at $10 px down. Not modelled: the sounds.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

use super::Sonic1;

/// `word_B6A4`: the full drop of each type (the word; its high byte in pixels).
pub const DROPS: [u16; 7] = [0x7000, 0xA000, 0x5000, 0x7800, 0x3800, 0x5800, 0xB800];
/// `CStom_Var`: routine, y offset and frame of the block, spikes, chain and chain top.
pub const PARTS: [(u8, i8, u8); 4] = [(2, 0, 0), (4, 0x1C, 1), (8, -0x34, 3), (6, -0x10, 2)];
/// `CStom_Var2`: the block's half width and frame by subtype bits 4–5.
pub const SIZES: [(u8, u8); 3] = [(0x38, 0), (0x30, 9), (0x10, 0xA)];
/// The spikes' `obColType` and half width.
pub const SPIKES_COLLISION: u8 = 0x90;
/// The fall's acceleration, the rise's speed, the wait at the bottom.
pub const GRAVITY: i16 = 0x70;
pub const RISE: u16 = 0x80;
pub const WAIT: u16 = 0x3C;
/// `CStom_Type03`: Sonic within this across.
pub const REACH: u16 = 0x90;

const BLOCK: u8 = 2;
const SPIKES: u8 = 4;
const CHAIN: u8 = 8;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChainStomp {
    /// `objoff_30`: its y at no drop.
    pub base_y: i32,
    /// `objoff_32`: the drop (high byte: pixels); `objoff_34`: the full drop.
    pub drop: u16,
    pub full: u16,
    /// `objoff_36`: rising; `objoff_38`: the wait at the bottom.
    pub rising: bool,
    pub wait: u16,
    /// `CStom_switch`.
    pub switch: u8,
    /// `objoff_3C`: the block (a part's).
    pub parent: u16,
}

pub fn run(c: &mut Common, s: &mut ChainStomp, cx: &mut ObjCtx) {
    match c.routine {
        0 => main(c, s, cx),
        BLOCK => block(c, s, cx),
        SPIKES | CHAIN => {
            let drop = cx.slots.get(usize::from(s.parent)).and_then(|o| match &o.state {
                State::Sonic1(Sonic1::ChainStomp(p)) => Some(p.drop),
                _ => None,
            });
            if let Some(drop) = drop {
                if c.routine == CHAIN {
                    c.y_radius = 0x80;
                    c.explicit_height = true;
                    c.mapping_frame = ((drop >> 8) as u8 >> 5) + 3;
                }
                set_y(c, s.base_y + i32::from(drop >> 8));
            }
            part_display(c, cx);
        }
        // The chain's top (routine 6, `CStom_Display2`).
        _ => part_display(c, cx),
    }
}

/// `CStom_Display2` / `CStom_ChkDel`.
fn part_display(c: &mut Common, cx: &mut ObjCtx) {
    c.display();
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

fn set_y(c: &mut Common, y: i32) {
    c.y = (y << 8) | (c.y & 0xFF);
}

/// `CStom_Main`: the block and its parts, then `loc_B798` this frame.
fn main(c: &mut Common, s: &mut ChainStomp, cx: &mut ObjCtx) {
    if c.subtype & 0x80 != 0 {
        // `CStom_SwchNums`: (switch, type) by the low bits.
        s.switch = if c.subtype & 0x7F == 1 { 1 } else { 0 };
        c.subtype = 0;
    }
    let kind = usize::from(c.subtype & 0xF);
    let full = DROPS.get(kind).copied().unwrap_or(0);
    let with_spikes = c.subtype & 0xF0 != 0x20;
    let me = cx.current() as u16;
    for (k, &(routine, dy, frame)) in PARTS.iter().enumerate() {
        let y = c.pixel_y() + i32::from(dy);
        if k == 0 {
            c.routine = routine;
            s.base_y = y;
            s.full = full;
            if kind == 0 {
                s.drop = full;
            }
            continue;
        }
        if k == 1 && !with_spikes {
            continue;
        }
        let mut p = Common::new(c.id, c.subtype, c.pixel_x(), y, false, false);
        p.routine = routine;
        p.mapping_frame = frame;
        p.width_pixels = 0x10;
        if k == 1 {
            p.width_pixels = 0x38;
            p.collision_flags = SPIKES_COLLISION;
        }
        let st = ChainStomp { base_y: y, full, parent: me, ..Default::default() };
        if cx.spawn_after(Obj { common: p, state: State::Sonic1(Sonic1::ChainStomp(st)) }).is_none() {
            break;
        }
    }
    let (w, frame) = SIZES.get(usize::from((c.subtype >> 4) & 7)).copied().unwrap_or(SIZES[0]);
    c.width_pixels = w;
    c.mapping_frame = frame;
    block(c, s, cx);
}

/// `loc_B798`: the drop, `SolidObject`, the crush near the top.
fn block(c: &mut Common, s: &mut ChainStomp, cx: &mut ObjCtx) {
    types(c, s, cx);
    cx.world.game.obj31_ypos = c.pixel_y() as u16;
    let b = SolidBox {
        half_width: i16::from(c.width_pixels) + 0xB,
        half_height_air: 0xC,
        half_height_ground: 0xD,
        old_x: c.pixel_x() as i16,
    };
    solid_object_s1(c, cx.world.player, b);
    if c.status & STANDING != 0 && (s.drop >> 8) < 0x10 {
        cx.world.player.kill();
    }
    part_display(c, cx);
}

/// `CStom_Types`, then `CStom_Restart`.
fn types(c: &mut Common, s: &mut ChainStomp, cx: &mut ObjCtx) {
    match c.subtype & 0xF {
        0 => {
            let pressed = cx.world.game.switches.get(usize::from(s.switch)).is_some_and(|&f| f != 0);
            let held = (cx.world.game.obj31_ypos as i16) < 0 && (s.drop >> 8) == 0x10;
            if pressed {
                if s.drop != 0 && !held {
                    s.drop = s.drop.saturating_sub(RISE);
                }
                c.y_vel = 0;
            } else {
                fall(c, s, false);
            }
        }
        3 | 5 => {
            let d = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16) as i16;
            if d.unsigned_abs() < REACH {
                c.subtype += 1;
            }
        }
        1 | 2 | 4 | 6 => {
            if s.rising {
                if s.wait != 0 {
                    s.wait -= 1;
                } else {
                    match s.drop.checked_sub(RISE) {
                        Some(d) => s.drop = d,
                        None => {
                            s.drop = 0;
                            c.y_vel = 0;
                            s.rising = false;
                        }
                    }
                }
            } else {
                fall(c, s, true);
            }
        }
        _ => {}
    }
    set_y(c, s.base_y + i32::from(s.drop >> 8));
}

/// The fall to the full drop (speed + $70 a frame); at the bottom a periodic one waits 60 frames to rise.
fn fall(c: &mut Common, s: &mut ChainStomp, periodic: bool) {
    if s.drop == s.full {
        return;
    }
    let v = c.y_vel;
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    s.drop = s.drop.wrapping_add(v as u16);
    if s.full > s.drop {
        return;
    }
    s.drop = s.full;
    c.y_vel = 0;
    if periodic {
        s.rising = true;
        s.wait = WAIT;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `word_B6A4` and `CStom_Var`: type 1 drops $A0 px; the spikes hang $1C below the block, the chain's top
    /// $10 above; `CStom_Var2`'s subtype $2x is the $10-wide block.
    #[test]
    fn tables_from_the_disassembly() {
        assert_eq!(DROPS[1] >> 8, 0xA0);
        assert_eq!((PARTS[1].1, PARTS[3].1, PARTS[2].1 as u8), (0x1C, -0x10, 0xCC));
        assert_eq!(SIZES[usize::from((0x23u8 >> 4) & 7)], (0x10, 0xA));
    }

    /// A periodic stomper falls ($70 more each frame) to its full drop, then waits and rises.
    #[test]
    fn falls_then_waits() {
        let mut c = Common::default();
        let mut s = ChainStomp { full: 0x3800, ..Default::default() };
        let mut frames = 0;
        while !s.rising {
            fall(&mut c, &mut s, true);
            frames += 1;
        }
        assert_eq!((s.drop, s.wait, c.y_vel), (0x3800, WAIT, 0));
        // The move uses the speed before the increment: $70 · n(n − 1)/2 ≥ $3800 first at n = 17.
        assert_eq!(frames, 17);
    }
}
