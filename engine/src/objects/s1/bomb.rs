//! Bomb, Star Light's and Scrap Brain's walking bomb (s1disasm `_incObj/5F Bomb Enemy.asm`: `Bom_Main`,
//! `Bom_Action` with `.walk` / `.wait` / `.explode` / `.chksonic`, `Bom_Display`, `loc_11B7C`, `Bom_End`;
//! `_anim/Bomb.asm`).
//!
//! Placed (subtype 0), it hurts on touch (`obColType` $9A: hurt, size $1A) and turns round at once (`bchg #0`).
//! It stands (`.walk`) until its timer runs out (0 the first time), then walks (`.wait`) 1536 frames at $10 a
//! frame the way its status bit 0 says (flipped each time), stands 180 frames, and so on. While standing or
//! walking, the player within $60 px across and $60 px up or down (`.chksonic`) lights it: it stops, and the
//! fuse — a bomb of subtype 4 in the next free slot after it, moving $10 a frame down ($10 up when the bomb is
//! upside down) — and the bomb each count 143 frames. The bomb then becomes an explosion (`ExplosionBomb`,
//! routine 0) in its slot; the fuse goes back to the bomb's y and becomes the first of four shrapnel pieces
//! (subtype 6: the others in the next free slots after it), thrown at (−$200, −$300), (−$100, −$200),
//! ($200, −$300), ($100, −$200) with gravity $18, each hurting (`obColType` $98), deleted once off screen.
//! The bomb and the fuse `RememberState`.

use super::{Sonic1, remember_state};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// `obColType` of the bomb (hurt, size $1A) and of its shrapnel (hurt, size $18).
pub const COLLISION: u8 = 0x9A;
pub const SHRAPNEL_COLLISION: u8 = 0x98;
/// `obActWid`.
pub const WIDTH_PIXELS: u8 = 0xC;
/// The walking speed; the walk's and the stand's lengths (1535, 179: counted down past 0).
pub const SPEED: i16 = 0x10;
pub const WALK_TIME: i16 = 1535;
pub const STAND_TIME: i16 = 179;
/// The fuse's time (143) and speed.
pub const FUSE_TIME: i16 = 143;
pub const FUSE_SPEED: i16 = 0x10;
/// `.chksonic`: the player within $60 px across and up or down.
pub const SEE: u16 = 0x60;
/// `Bom_ShrSpeed`: the shrapnel's (X Speed, Y Speed); `Bom_End`'s gravity.
pub const SHRAPNEL_SPEEDS: [(i16, i16); 4] = [(-0x200, -0x300), (-0x100, -0x200), (0x200, -0x300), (0x100, -0x200)];
pub const SHRAPNEL_GRAVITY: i16 = 0x18;

/// Routines (`Bom_Index`) and subtypes of the spawned parts (a spawned part's routine is its subtype).
const ACTION: u8 = 2;
pub const FUSE: u8 = 4;
pub const SHRAPNEL: u8 = 6;
/// Secondary routines (`Bom_Action`'s index).
const STAND: u8 = 0;
const WALK: u8 = 2;
const LIT: u8 = 4;
/// Animations (`Ani_Bomb`).
const ANIM_STAND: u8 = 0;
const ANIM_WALK: u8 = 1;
const ANIM_LIT: u8 = 2;
const ANIM_FUSE: u8 = 3;
const ANIM_SHRAPNEL: u8 = 4;
const SCRIPTS: [&[u8]; 5] =
    [&[0x13, 1, 0, 0xFF], &[0x13, 5, 4, 3, 2, 0xFF], &[0x13, 7, 6, 0xFF], &[3, 8, 9, 0xFF], &[3, 0xA, 0xB, 0xFF]];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bomb {
    /// `bom_time` (`objoff_30`, a word counted down past 0).
    pub time: i16,
    /// `bom_origY` (`objoff_34`): the fuse's start (where the shrapnel flies from).
    pub orig_y: u16,
}

/// One frame. True when the bomb became an explosion (`_move.b #id_ExplosionBomb,obID(a0)`, routine 0): the
/// caller gives its slot the explosion's state.
pub fn run(c: &mut Common, s: &mut Bomb, cx: &mut ObjCtx) -> bool {
    if c.routine == 0 {
        // `Bom_Main`.
        c.routine = ACTION;
        c.width_pixels = WIDTH_PIXELS;
        if c.subtype != 0 {
            c.routine = c.subtype;
            return false;
        }
        c.collision_flags = COLLISION;
        c.status ^= 1;
    }
    match c.routine {
        ACTION => {
            let exploded = match c.routine_secondary {
                STAND => {
                    stand(c, s, cx);
                    false
                }
                WALK => {
                    walk(c, s, cx);
                    false
                }
                _ => {
                    s.time = s.time.wrapping_sub(1);
                    s.time < 0
                }
            };
            animate_sprite(c, &SCRIPTS);
            remember_state(c, cx);
            exploded
        }
        FUSE => {
            // `Bom_Display`: `loc_11B70` (which, out of time, makes the shrapnel and runs `Bom_End` first), then
            // the animation and `RememberState` (also after the shrapnel: FixBugs off).
            s.time = s.time.wrapping_sub(1);
            if s.time < 0 {
                explode(c, s, cx);
            } else {
                c.object_move();
            }
            animate_sprite(c, &SCRIPTS);
            remember_state(c, cx);
            false
        }
        _ => {
            fall(c, cx);
            false
        }
    }
}

/// `.walk` (standing, despite its name): when the time runs out, a walk the other way.
fn stand(c: &mut Common, s: &mut Bomb, cx: &mut ObjCtx) {
    check_sonic(c, s, cx);
    s.time = s.time.wrapping_sub(1);
    if s.time >= 0 {
        return;
    }
    c.routine_secondary = WALK;
    s.time = WALK_TIME;
    c.x_vel = SPEED;
    c.anim = ANIM_WALK;
    let was_set = c.status & 1 != 0;
    c.status ^= 1;
    if was_set {
        c.x_vel = -SPEED;
    }
}

/// `.wait` (walking): `SpeedToPos` until the time runs out, then a stand.
fn walk(c: &mut Common, s: &mut Bomb, cx: &mut ObjCtx) {
    check_sonic(c, s, cx);
    s.time = s.time.wrapping_sub(1);
    if s.time < 0 {
        c.routine_secondary = STAND;
        s.time = STAND_TIME;
        c.x_vel = 0;
        c.anim = ANIM_STAND;
        return;
    }
    c.object_move();
}

/// `.chksonic`: the player near lights the bomb and its fuse (the caller's own count and move still run that
/// frame: `bsr.w .chksonic` returns to them).
fn check_sonic(c: &mut Common, s: &mut Bomb, cx: &mut ObjCtx) {
    let near = |p: i32, o: i32| {
        let d = (p as u16).wrapping_sub(o as u16);
        let d = if (p as u16) < (o as u16) { d.wrapping_neg() } else { d };
        d < SEE
    };
    let player = &*cx.world.player;
    if !near(player.pixel_x(), c.pixel_x()) || !near(player.pixel_y(), c.pixel_y()) {
        return;
    }
    c.routine_secondary = LIT;
    s.time = FUSE_TIME;
    c.x_vel = 0;
    c.anim = ANIM_LIT;
    let mut fuse = Common::new(id::SONIC1, FUSE, c.pixel_x(), c.pixel_y(), false, false);
    fuse.status = c.status;
    fuse.anim = ANIM_FUSE;
    fuse.y_vel = if c.status & 2 != 0 { -FUSE_SPEED } else { FUSE_SPEED };
    let state = Bomb { time: FUSE_TIME, orig_y: c.pixel_y() as u16 };
    cx.spawn_after(Obj { common: fuse, state: State::Sonic1(Sonic1::Bomb(state)) });
}

/// `loc_11B7C`: the fuse, back at the bomb's y, becomes the first shrapnel piece; three more go into the next
/// free slots; then it runs `Bom_End` as the others will.
fn explode(c: &mut Common, s: &mut Bomb, cx: &mut ObjCtx) {
    s.time = 0;
    c.y = i32::from(s.orig_y) << 8 | (c.y & 0xFF);
    for (k, &(x_vel, y_vel)) in SHRAPNEL_SPEEDS.iter().enumerate() {
        // `move.w obX(a0),obX(a1)`: the pixel words; a new piece's subpixels are 0.
        let mut piece = Common::new(id::SONIC1, SHRAPNEL, c.pixel_x(), c.pixel_y(), false, false);
        piece.anim = ANIM_SHRAPNEL;
        piece.x_vel = x_vel;
        piece.y_vel = y_vel;
        piece.collision_flags = SHRAPNEL_COLLISION;
        piece.on_screen = true;
        if k == 0 {
            // The fuse itself: its own fields, the shrapnel's written over them.
            c.subtype = SHRAPNEL;
            c.anim = ANIM_SHRAPNEL;
            c.x_vel = x_vel;
            c.y_vel = y_vel;
            c.collision_flags = SHRAPNEL_COLLISION;
            c.on_screen = true;
        } else if cx.spawn_after(Obj { common: piece, state: State::Sonic1(Sonic1::Bomb(Bomb::default())) }).is_none() {
            continue;
        }
    }
    c.routine = SHRAPNEL;
    fall(c, cx);
}

/// `Bom_End`: the shrapnel moves and falls; deleted once not drawn on screen (`obRender` bit 7).
fn fall(c: &mut Common, _cx: &mut ObjCtx) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(SHRAPNEL_GRAVITY);
    animate_sprite(c, &SCRIPTS);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_are_the_disassemblys() {
        // `move.b #$9A,obColType(a0)`, `move.b #$98,obColType(a1)`, `move.w #1535,bom_time(a0)`,
        // `move.w #179,bom_time(a0)`, `move.w #143,bom_time(a1)`, `cmpi.w #$60,d0`, `addi.w #$18,obVelY(a0)`.
        assert_eq!((COLLISION, SHRAPNEL_COLLISION), (0x9A, 0x98));
        assert_eq!((WALK_TIME, STAND_TIME, FUSE_TIME), (1535, 179, 143));
        assert_eq!((SEE, SHRAPNEL_GRAVITY, SPEED), (0x60, 0x18, 0x10));
        assert_eq!(SHRAPNEL_SPEEDS[2], (0x200, -0x300));
    }

    #[test]
    fn shrapnel_falls_at_0x18() {
        let mut c = Common::new(id::SONIC1, SHRAPNEL, 0x100, 0x100, false, false);
        c.x_vel = -0x200;
        c.y_vel = -0x300;
        c.object_move();
        c.y_vel = c.y_vel.wrapping_add(SHRAPNEL_GRAVITY);
        assert_eq!((c.pixel_x(), c.pixel_y(), c.y_vel), (0xFE, 0xFD, -0x2E8));
    }
}
