//! Marble's lava geysers and lavafalls (s1disasm `_incObj/4C & 4D Lava Geyser Maker.asm`: `GMake_Main`,
//! `GMake_Wait`, `GMake_ChkType`, `GMake_MakeLava`, `GMake_Display`, `GMake_Delete`; `Geyser_Main`,
//! `Geyser_Action`, `Geyser_Type00`/`01`, `loc_EFFC`; `_anim/Lava Geyser.asm`).
//!
//! The maker checks every 120 frames whether Sonic is above it, less than $170 px up; then a geyser maker
//! (subtype 0) bubbles (`Ani_Geyser` 0, 24 frames, whose `afRoutine` moves it on) and a lavafall maker goes on at
//! once. It then loads the geyser in the first free slot after its own and, for a geyser, launches the pushable
//! block that made it (its parent: status bit 1, Y Speed −$580). The geyser's head (rising at $500 and slowing
//! by $18 a frame; a lavafall starts $250 px higher and falls) loads a column $60 px below it that follows it and
//! hurts ($93: touch size $13); a lavafall loads a second part too. Back at its start y the head is deleted and
//! tells the maker (animation 3 or 1); the column goes with its head, and the geyser maker after its
//! animation. Out of range each part is deleted. Frames are drawn as the scripts say; the column's own frame
//! choice (`loc_F02E`) is not modelled.

use crate::objects::id;
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};

use super::Sonic1;

/// `gmake_time`: the maker's wait.
pub const WAIT: i16 = 120;
/// `GMake_Wait`: Sonic above it by less than this.
pub const REACH: u16 = 0x170;
/// The block's launch (`move.w #-$580,obVelY(a1)`).
pub const LAUNCH: i16 = -0x580;
/// `Geyser_Speeds`: the head's Y Speed by subtype.
pub const SPEEDS: [i16; 2] = [-0x500, 0];
/// The heads' gravity and the column's offset below its head.
pub const GRAVITY: i16 = 0x18;
pub const COLUMN_BELOW: i32 = 0x60;
/// The column's `obColType`: hurts, touch size $13 ($20 × $70).
pub const COLUMN_COLLISION: u8 = 0x93;

/// `Ani_Geyser`.
const SCRIPTS: [&[u8]; 6] = [
    &[2, 0, 1, 0, 1, 4, 5, 4, 5, 0xFC],
    &[2, 2, 3, 0xFF],
    &[2, 6, 7, 0xFF],
    &[2, 2, 3, 0, 1, 0, 1, 0xFC],
    &[0xF, 0x13, 0xFF],
    &[2, 0x11, 0x12, 0xFF],
];

/// The maker (`Obj4C`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GeyserMaker {
    /// `gmake_timer`.
    pub timer: i16,
    /// `gmake_parent`: the pushable block that made it (none when placed in the layout).
    pub parent: Option<u16>,
}

/// A geyser part (`Obj4D`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Geyser {
    /// `objoff_30`: the y it falls back to (a column's: its head's + $60).
    pub base_y: i32,
    /// `objoff_3C`: the maker (a head's) or the head (a column's).
    pub parent: u16,
}

/// One frame of the maker, then `Geyser_ChkDel`.
pub fn run_maker(c: &mut Common, s: &mut GeyserMaker, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = 2;
            c.width_pixels = 0x38;
            wait(c, s, cx);
        }
        2 => wait(c, s, cx),
        4 => {
            if c.subtype == 0 {
                display(c);
            } else {
                c.routine = 6;
            }
        }
        6 => make_lava(c, s, cx),
        8 => display(c),
        _ => {
            c.anim = 0;
            c.routine = 2;
            if c.subtype == 0 {
                c.delete();
                return;
            }
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// `GMake_Wait`: every 120 frames, Sonic above it within $170 px moves it on.
fn wait(c: &mut Common, s: &mut GeyserMaker, cx: &ObjCtx) {
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        return;
    }
    s.timer = WAIT;
    let (py, y) = (cx.world.player.pixel_y() as u16, c.pixel_y() as u16);
    if py >= y || py < y.wrapping_sub(REACH) {
        return;
    }
    c.routine = 4;
}

/// `GMake_MakeLava`: the geyser in the first free slot after this one; a geyser launches the maker's block.
fn make_lava(c: &mut Common, s: &GeyserMaker, cx: &mut ObjCtx) {
    c.routine = 8;
    let mut head = Common::new(id::SONIC1, c.subtype, c.pixel_x(), c.pixel_y(), false, false);
    head.y = c.y;
    let state = Geyser { parent: cx.current() as u16, ..Default::default() };
    cx.spawn_after(Obj { common: head, state: State::Sonic1(Sonic1::Geyser(state)) });
    c.anim = 1;
    if c.subtype != 0 {
        c.anim = 4;
    } else if let Some(block) = s.parent.and_then(|i| cx.slots.get_mut(usize::from(i))) {
        block.common.status |= 2;
        block.common.y_vel = LAUNCH;
    }
    display(c);
}

/// `GMake_Display`.
fn display(c: &mut Common) {
    animate_sprite_with_flips(c, &SCRIPTS);
    c.display();
}

/// One frame of a geyser part, drawn after (the game's `DisplaySprite` even on a deleted one).
pub fn run_geyser(c: &mut Common, s: &mut Geyser, cx: &mut ObjCtx) {
    match c.routine {
        0 => main(c, s, cx),
        2 => action(c, s, cx),
        4 => follow(c, s, cx),
        _ => {
            c.delete();
            return;
        }
    }
    c.display();
}

/// `Geyser_Main`: the head and the parts below it; then `Geyser_Action`.
fn main(c: &mut Common, s: &mut Geyser, cx: &mut ObjCtx) {
    c.routine = 2;
    s.base_y = c.pixel_y();
    if c.subtype != 0 {
        c.y = c.y.wrapping_sub(0x250 << 8);
    }
    c.y_vel = SPEEDS.get(usize::from(c.subtype)).copied().unwrap_or(0);
    c.width_pixels = 0x20;
    c.anim = if c.subtype == 0 { 5 } else { 2 };
    let me = cx.current() as u16;
    let part = |c: &Common, routine: u8, dy: i32, base_y: i32, parent: u16| {
        let mut p = Common::new(id::SONIC1, c.subtype, c.pixel_x(), c.pixel_y() + dy, false, false);
        p.routine = routine;
        p.width_pixels = 0x20;
        p.anim = if c.subtype == 0 { 5 } else { 2 };
        let st = Geyser { base_y, parent };
        (p, st)
    };
    // The column: $60 below, following the head (`loc_EFFC`), hurting.
    let (mut column, st) = part(c, 4, COLUMN_BELOW, s.base_y + COLUMN_BELOW, me);
    column.collision_flags = COLUMN_COLLISION;
    column.y_radius = 0x80;
    column.explicit_height = true;
    cx.spawn_after(Obj { common: column, state: State::Sonic1(Sonic1::Geyser(st)) });
    if c.subtype != 0 {
        // A lavafall's second part: $100 lower still, its own head's (the maker's) child.
        let (lower, st) = part(c, 2, 0x100, s.base_y, s.parent);
        cx.spawn_after(Obj { common: lower, state: State::Sonic1(Sonic1::Geyser(st)) });
        c.subtype = 0;
    }
    action(c, s, cx);
}

/// `Geyser_Action`: falls back (gravity $18); below its start y it goes, and tells its parent.
fn action(c: &mut Common, s: &Geyser, cx: &mut ObjCtx) {
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if (s.base_y as u16) < (c.pixel_y() as u16) {
        c.routine += 4;
        let anim = if c.subtype == 0 { 3 } else { 1 };
        if let Some(p) = cx.slots.get_mut(usize::from(s.parent)) {
            p.common.anim = anim;
        }
    }
    c.object_move();
    animate_sprite_with_flips(c, &SCRIPTS);
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

/// `loc_EFFC`: the column stays $60 below its head, and goes with it.
fn follow(c: &mut Common, s: &Geyser, cx: &mut ObjCtx) {
    let head = cx.slots.get(usize::from(s.parent)).map(|o| (o.common.routine, o.common.y));
    match head {
        Some((routine, y)) if routine != 6 => c.y = y.wrapping_add(COLUMN_BELOW << 8),
        _ => {
            c.delete();
            return;
        }
    }
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `GMake_Main`'s 120 frames, the block's launch, `Geyser_Speeds` and the column's $93.
    #[test]
    fn constants_from_the_disassembly() {
        assert_eq!((WAIT, REACH, LAUNCH), (120, 0x170, -0x580));
        assert_eq!((SPEEDS, GRAVITY, COLUMN_BELOW, COLUMN_COLLISION), ([-0x500, 0], 0x18, 0x60, 0x93));
        // The bubbling before the geyser: 8 frames of 3.
        assert_eq!(SCRIPTS[0].len() - 2, 8);
    }
}
