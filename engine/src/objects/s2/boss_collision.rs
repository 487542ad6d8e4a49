//! The bosses' own hurting parts (s2disasm `BossSpecificCollision`, `BossCollision_Index`, `Boss_DoCollision`):
//! in a boss fight `TouchResponse` runs `Touch_Boss`, which before measuring an object whose `collision_flags`
//! are exactly $0F (a boss open to hits) measures the extra boxes its zone's routine places around it, from its
//! position, facing and `Boss_CollisionRoutine`. A player overlapping one is hurt (`Touch_ChkHurt`), knocked away
//! from the boss's own x. How the touch goes on after that: [`crate::objects::runtime::touch`].
//!
//! - `BossCollision_ARZ`: with the hammer swung (`Boss_CollisionRoutine` 1, from `Boss_Countdown` $14 of the
//!   swing, `Obj89_Main_Sub6`), a $10 × $14 (half sizes) box $50 px in front of the Eggmobile, 4 px down.
//! - `BossCollision_MCZ`: drills sideways (routine 1): a 4 × 4 box $30 px in front, 4 px down;
//!   `BossCollision_MCZ2`, drills up (routine 0): two 4 × $10 boxes $14 px either side (right first), $20 px
//!   up. Both clear `boss_hurt_sonic` first and set it when the player's `invulnerable_time` is $78 after the
//!   check (Robotnik's grin, `Obj57_Main_Sub6`): see [`after_check`].
//! - `BossCollision_CNZ`: electricity below (routine 1): a $10 × 8 box $28 px down; above (2): $20 × 8, $20 px
//!   down and 4 px right.
//! - `BossCollision_HTZ` (a flame box from a length table read at `objoff_15`) never runs: Hill Top's boss
//!   (`Obj52`) has `collision_flags` $32, not $0F, so `BossSpecificCollision` returns before the index. Its
//!   flame hurts by its own hitbox ([`crate::objects::s2::htz_boss`], `FLAME_COLLISION`).
//! - Emerald Hill's, Chemical Plant's and Metropolis' routines add nothing; Oil Ocean's boss is not built.
//!
//! `Boss_CollisionRoutine` is a global in the game; here each boss keeps it in its own state, which the index
//! reads: only a boss has `collision_flags` $0F during its fight in these acts.

use crate::objects::runtime::level_events::{BOSS_ARZ, BOSS_CNZ, BOSS_MCZ};
use crate::objects::runtime::object::{Common, Obj, State};

/// `collision_flags` that make `Touch_Boss` call `BossSpecificCollision` (`cmpi.b #$F,d0`).
pub const BOSS_FLAGS: u8 = 0x0F;

/// One hurting box: centre and half sizes (`Boss_DoCollision`'s d0, d7 and d1 = height << 16 | width).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartBox {
    pub x: i32,
    pub y: i32,
    pub half_width: i32,
    pub half_height: i32,
}

/// Up to two boxes, checked in order.
pub type Parts = [Option<PartBox>; 2];

/// A part's placement: offset from the boss (x towards its left, mirrored when it faces right) and half sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// x offset when facing left (`render_flags` x flip clear); mirrored (`x_mirrors`) or fixed when flipped.
    pub dx: i16,
    pub x_mirrors: bool,
    pub dy: i16,
    pub half_width: u8,
    pub half_height: u8,
}

/// Up to two parts, in the order checked.
type PartList = [Option<Part>; 2];

const NONE: PartList = [None, None];

/// `BossCollision_ARZ`, routine 1: `subi.w #$50,d0` (`addi.w #$A0` when flipped), `addq.w #4,d7`, `$140010`.
pub const ARZ_HAMMER: Part = Part { dx: -0x50, x_mirrors: true, dy: 4, half_width: 0x10, half_height: 0x14 };
/// `BossCollision_MCZ`, routine 1: `subi.w #$30,d0` (`addi.w #$60` flipped), `addq.w #4,d7`, `$40004`.
pub const MCZ_DRILL_SIDE: Part = Part { dx: -0x30, x_mirrors: true, dy: 4, half_width: 4, half_height: 4 };
/// `BossCollision_MCZ2`, routine 0: `x+$14` then `x−$14`, `subi.w #$20,d7`, `$100004`; not mirrored.
pub const MCZ_DRILLS_UP: [Part; 2] = [
    Part { dx: 0x14, x_mirrors: false, dy: -0x20, half_width: 4, half_height: 0x10 },
    Part { dx: -0x14, x_mirrors: false, dy: -0x20, half_width: 4, half_height: 0x10 },
];
/// `BossCollision_CNZ`: routine 1 `addi.w #$28,d7`, `$80010`; routine 2 also `move.w #$20,d1`, `subq.w #8,d7`,
/// `addq.w #4,d0`.
pub const CNZ_BELOW: Part = Part { dx: 0, x_mirrors: false, dy: 0x28, half_width: 0x10, half_height: 8 };
pub const CNZ_ABOVE: Part = Part { dx: 4, x_mirrors: false, dy: 0x20, half_width: 0x20, half_height: 8 };

/// `BossCollision_Index`, by `Current_Boss_ID` − 1 (EHZ, CPZ, HTZ, ARZ, MCZ, CNZ, MTZ, OOZ, and the `rts`
/// past them): the parts for a `Boss_CollisionRoutine` value.
const INDEX: [fn(u8) -> PartList; 9] = [none, none, none, arz, mcz, cnz, none, none, none];

fn none(_: u8) -> PartList {
    NONE
}

fn arz(routine: u8) -> PartList {
    if routine != 0 { [Some(ARZ_HAMMER), None] } else { NONE }
}

/// `cmpi.b #1,(Boss_CollisionRoutine).w` / `blt.s BossCollision_MCZ2` (a signed compare).
fn mcz(routine: u8) -> PartList {
    if (routine as i8) < 1 { MCZ_DRILLS_UP.map(Some) } else { [Some(MCZ_DRILL_SIDE), None] }
}

fn cnz(routine: u8) -> PartList {
    match routine {
        0 => NONE,
        1 => [Some(CNZ_BELOW), None],
        _ => [Some(CNZ_ABOVE), None],
    }
}

/// The parts `BossCollision_Index` would place for `boss_id` and `routine` (`Boss_CollisionRoutine`).
pub fn parts_for(boss_id: u8, routine: u8) -> PartList {
    match boss_id.checked_sub(1).and_then(|i| INDEX.get(usize::from(i))) {
        Some(f) => f(routine),
        None => NONE,
    }
}

/// Where `part` lies for a boss at `c` (its position and facing).
pub fn place(part: Part, c: &Common) -> PartBox {
    let dx = if part.x_mirrors && c.x_flip { -part.dx } else { part.dx };
    PartBox {
        x: i32::from((c.pixel_x() as i16).wrapping_add(dx)),
        y: i32::from((c.pixel_y() as i16).wrapping_add(part.dy)),
        half_width: i32::from(part.half_width),
        half_height: i32::from(part.half_height),
    }
}

/// The boss's `Boss_CollisionRoutine`, kept in its state (0 for anything else).
fn collision_routine(state: &State) -> u8 {
    match state {
        State::ArzBoss(s) => s.collision_routine,
        State::MczBoss(s) => s.collision_routine,
        State::CnzBoss(s) => s.collision_routine,
        _ => 0,
    }
}

/// `BossSpecificCollision` for `obj` in the fight with `boss_id`: its hurting boxes, in the order checked
/// (none unless its `collision_flags` are [`BOSS_FLAGS`]).
pub fn parts(obj: &Obj, boss_id: u8) -> Parts {
    if obj.common.collision_flags != BOSS_FLAGS {
        return [None, None];
    }
    parts_for(boss_id, collision_routine(&obj.state)).map(|p| p.map(|p| place(p, &obj.common)))
}

/// What `BossCollision_MCZ` leaves in `boss_hurt_sonic` once its boxes are checked: cleared, then set when the
/// player's `invulnerable_time` is $78 (hurt this frame). When the check spilled rings, `HurtCharacter`'s
/// `AllocateObject` has left `a1` on the lost rings, which get the flag instead (`fixBugs` saves `a1`), so the
/// boss's stays clear.
pub fn after_check(obj: &mut Obj, boss_id: u8, invulnerable: u16, spilled: bool) {
    if boss_id == BOSS_MCZ
        && let State::MczBoss(s) = &mut obj.state
    {
        s.hurt_sonic = !spilled && invulnerable == 0x78;
    }
}

// The ids the index is laid out by.
const _: () = assert!(BOSS_ARZ == 4 && BOSS_MCZ == 5 && BOSS_CNZ == 6);
