//! Scrap Brain 2's false floor under Eggman's trap (s1disasm `_incObj/83 SBZ Eggman's Crumbling Floor.asm`:
//! `FFloor_Main`, `FFloor_ChkBreak`, `FFloor_Solid`, `loc_19C36`, `loc_19C62`, `loc_19C72`, `FFloor_Break`,
//! `loc_19C80`; `boss_sbz2_x`, `boss_sbz2_y` in `Constants.asm`).
//!
//! Scrap Brain 2's level events load it ([`crate::objects::runtime::level_events`], `DLE_SBZ2boss`). Its first
//! frame places it at (`boss_sbz2_x` + $30, `boss_sbz2_y` + $C0) = ($2080, $5D0) and makes the eight blocks
//! the player sees in the first free slots (`FindFreeObj`; the first failure stops), $20 px apart from x $2010,
//! remembering their slots; it is never drawn (its render flag's bit 7 is set once and stays, so it is always
//! solid). From the next frame it is one solid floor $100 px wide (`SolidObject`, $8B × $10 / $11).
//!
//! When Eggman, landed on his button, marks it ("GO", [`super::sbz2_eggman`]) it crumbles: every frame its
//! timer (`obTimeFrame`) drops by $E and each time it passes below 0 the next block from the left is told to
//! break and the solid floor loses $20 px on its left (the half width `(8 − blocks broken) × $10`, the right
//! edge kept at $2100). With the eighth block it is deleted, the player let go (his standing bit cleared:
//! he falls through). A block told to break becomes four 8 × 8 fragments — itself and three copies in the
//! next free slots (`FindNextFreeObj`), each copied from the first and moved by its own offset: (−8, −8), (+8, −8),
//! (−8, +8), (+8, +8) from the block — falling (`ObjectFall`) from Y speeds $80, 0, $120, $C0, each deleted once
//! off screen. Not modelled: the art, the smashing sound.

use super::Sonic1;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};

pub use crate::objects::runtime::level_events::{BOSS_SBZ2_X, BOSS_SBZ2_Y};
/// Where the floor places itself, and the first block's x.
pub const X: i32 = BOSS_SBZ2_X as i32 + 0x30;
pub const Y: i32 = BOSS_SBZ2_Y as i32 + 0xC0;
pub const FIRST_BLOCK_X: i32 = BOSS_SBZ2_X as i32 - 0x40;
pub const BLOCKS: usize = 8;
/// The solid floor's right edge (`boss_sbz2_x` + $B0).
pub const RIGHT: i32 = BOSS_SBZ2_X as i32 + 0xB0;
/// `subi.b #$E,obTimeFrame(a0)`: the crumbling's pace.
pub const PACE: u8 = 0xE;
/// `FFloor_FragSpeed`, `FFloor_FragPos`: the fragments' Y speeds and offsets (the first from the block, the
/// copies from the first).
pub const FRAG_SPEED: [i16; 4] = [0x80, 0, 0x120, 0xC0];
pub const FRAG_POS: [(i32, i32); 4] = [(-8, -8), (0x10, 0), (0, 0x10), (0x10, 0x10)];

/// `FFloor_Index`.
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SOLID: u8 = 2;
    pub const CRUMBLE: u8 = 4;
    pub const BLOCK: u8 = 8;
    pub const FRAGMENT: u8 = 0xA;
}

/// The floor (routines 0–4), a block (8) or a fragment ($A).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct FalseFloor {
    /// `obSubtype` = "GO": told to crumble (the floor) or break (a block).
    pub go: bool,
    /// `objoff_30`: the blocks' slots (the floor's).
    pub blocks: [Option<u8>; BLOCKS],
}

/// The floor as the level events load it (routine 0: it places itself).
pub fn spawned() -> Obj {
    Obj {
        common: Common::new(super::id::SONIC1, 0, 0, 0, false, false),
        state: State::Sonic1(Sonic1::FalseFloor(FalseFloor::default())),
    }
}

/// Whether an object is a false floor piece (`cmpi.b #id_FalseFloor,obID(a1)`).
pub fn is_false_floor(obj: &Obj) -> bool {
    matches!(obj.state, State::Sonic1(Sonic1::FalseFloor(_)))
}

/// Marks a piece "GO" (what Eggman and the crumbling floor write).
pub fn set_go(obj: &mut Obj) {
    if let State::Sonic1(Sonic1::FalseFloor(s)) = &mut obj.state {
        s.go = true;
    }
}

/// `FalseFloor`.
pub fn run(c: &mut Common, s: &mut FalseFloor, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => init(c, s, cx),
        routine::SOLID => {
            if s.go {
                c.mapping_frame = 0;
                c.routine = routine::CRUMBLE;
            }
            solid(c, cx);
        }
        routine::CRUMBLE => crumble(c, s, cx),
        routine::BLOCK => {
            if s.go {
                break_block(c, s, cx);
            } else {
                c.display();
            }
        }
        routine::FRAGMENT => {
            if !c.on_screen {
                c.delete();
                return;
            }
            c.object_move_and_fall();
            c.display();
        }
        // Routine 6 (`loc_19C62`) is only reached by a branch from routine 4.
        _ => c.delete(),
    }
}

/// `FFloor_Main`: placed, the blocks made.
fn init(c: &mut Common, s: &mut FalseFloor, cx: &mut ObjCtx) {
    c.x = X << 8;
    c.y = Y << 8;
    c.width_pixels = 0x80;
    c.y_radius = 0x10;
    // `bset #7,obRender(a0)`: never drawn, so never cleared.
    c.on_screen = true;
    let mut x = FIRST_BLOCK_X;
    for block in s.blocks.iter_mut() {
        let common = Common {
            id: super::id::SONIC1,
            routine: routine::BLOCK,
            x: x << 8,
            y: Y << 8,
            width_pixels: 0x10,
            y_radius: 0x10,
            ..Default::default()
        };
        let obj = Obj { common, state: State::Sonic1(Sonic1::FalseFloor(FalseFloor::default())) };
        let Some(i) = cx.spawn(obj) else { break };
        *block = Some(i as u8);
        x += 0x20;
    }
    c.routine = routine::SOLID;
}

/// `FFloor_Solid`: $80 − $10 × (blocks broken) wide each side, its right edge at $2100.
fn solid(c: &mut Common, cx: &mut ObjCtx) {
    let d0 = (i16::from((c.mapping_frame as i8).wrapping_neg()) + 8) << 4;
    let x = RIGHT as i16 - d0;
    c.width_pixels = d0 as u8;
    c.x = i32::from(x) << 8;
    let b = SolidBox { half_width: 0xB + d0, half_height_air: 0x10, half_height_ground: 0x11, old_x: x };
    solid_object_s1(c, cx.world.player, b);
}

/// `loc_19C36`: the next block told to break each time the timer passes below 0; the eighth deletes the floor.
fn crumble(c: &mut Common, s: &mut FalseFloor, cx: &mut ObjCtx) {
    let old = c.anim_frame_duration;
    c.anim_frame_duration = old.wrapping_sub(PACE);
    if old < PACE {
        let block = s.blocks.get(usize::from(c.mapping_frame)).copied().flatten();
        if let Some(obj) = block.and_then(|i| cx.slots.get_mut(usize::from(i))) {
            set_go(obj);
        }
        c.mapping_frame += 1;
        if usize::from(c.mapping_frame) == BLOCKS {
            // `loc_19C62`: the standing bits cleared, deleted.
            c.status &= !STANDING;
            cx.world.player.on_object = false;
            c.delete();
            return;
        }
    }
    solid(c, cx);
}

/// `FFloor_Break`: itself the first fragment, three copies of it (as moved) after it, each moved again.
fn break_block(c: &mut Common, s: &FalseFloor, cx: &mut ObjCtx) {
    c.routine = routine::FRAGMENT;
    c.width_pixels = 8;
    c.y_radius = 8;
    let place = |c: &mut Common, k: usize| {
        c.y_vel = FRAG_SPEED[k];
        c.x = c.x.wrapping_add(FRAG_POS[k].0 << 8);
        c.y = c.y.wrapping_add(FRAG_POS[k].1 << 8);
        c.mapping_frame = k as u8 + 1;
    };
    place(c, 0);
    for k in 1..4 {
        // `FindNextFreeObj`, then the whole object copied from this one (as it is now).
        let mut copy = c.clone();
        place(&mut copy, k);
        let obj = Obj { common: copy, state: State::Sonic1(Sonic1::FalseFloor(s.clone())) };
        if cx.spawn_after(obj).is_none() {
            break;
        }
    }
    c.display();
}
