//! Marble's smashable green blocks (s1disasm `_incObj/51 Smashable Green Block.asm`: `Smab_Main`, `Smab_Solid`,
//! `Smab_Points`; `SmashObject`).
//!
//! A 32 px block, solid while on screen (`SolidObject`, $1B wide, $10/$11 high). Sonic landing on it curled up —
//! his animation as it was before `SolidObject` (landing resets it) is the roll — breaks it: he bounces (rolling,
//! curled radii, the roll animation, Y Speed −$300, in the air, off it), the score chain kept from before the
//! landing (`v_itembonus`); the block becomes 4 pieces (itself and 3 in the first free slots: speeds
//! (∓$200, −$200) and (∓$100, −$100); a piece in a slot before the block's moves at once, as it will not run this
//! frame) falling at $38 a frame, deleted once off screen; and points appear (10, 20, 50, 100 × 10 by the chain;
//! 1000 × 10 from the 16th). Unloaded out of range (`RememberState`).

use super::{Sonic1, remember_state};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{SolidBox, solid_object_s1};
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::player::{Pose, Routine};

/// `Smab_Speeds`.
pub const SPEEDS: [(i16, i16); 4] = [(-0x200, -0x200), (-0x100, -0x100), (0x200, -0x200), (0x100, -0x100)];
/// `Smab_Scores` (× 10 points).
pub const SCORES: [u32; 4] = [10, 20, 50, 100];
/// The pieces' gravity (`move.w #$38,d2`) and Sonic's bounce.
pub const GRAVITY: i16 = 0x38;
pub const BOUNCE: i16 = -0x300;

const SOLID: u8 = 2;
const PIECE: u8 = 4;

pub fn run(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = SOLID;
        c.width_pixels = 0x10;
        c.mapping_frame = c.subtype;
    }
    // `Smab_Solid` falls into `Smab_Points` once smashed.
    if c.routine == SOLID && !solid(c, cx) {
        remember_state(c, cx);
        return;
    }
    // `Smab_Points`: a piece falls; off screen it is deleted.
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
    if !c.on_screen {
        c.delete();
        return;
    }
    remember_state(c, cx);
}

/// `Smab_Solid`: true when it was smashed (it is the first piece now).
fn solid(c: &mut Common, cx: &mut ObjCtx) -> bool {
    let chain = cx.world.game.chain_bonus;
    let curled = cx.world.player.pose == Pose::Roll;
    let b = SolidBox { half_width: 0x1B, half_height_air: 0x10, half_height_ground: 0x11, old_x: c.pixel_x() as i16 };
    solid_object_s1(c, cx.world.player, b);
    if c.status & STANDING == 0 || !curled {
        return false;
    }
    cx.world.game.chain_bonus = chain;
    let p = &mut *cx.world.player;
    p.rolling = true;
    (p.width_radius, p.height_radius) = p.character.curled_radii();
    p.pose = Pose::Roll;
    p.y_speed = BOUNCE;
    p.air = true;
    p.on_object = false;
    p.routine = Routine::Normal;
    c.status &= !STANDING;
    c.mapping_frame = 1;
    smash(c, cx);
    // The points, and the score with them (none when no slot is free).
    let mut points = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
    let state = State::Explosion(Explosion { role: Role::Points, ..Default::default() });
    let d2 = cx.world.game.chain_bonus;
    let mut index = d2.min(6);
    let mut score = SCORES[usize::from(index / 2)];
    if d2.wrapping_add(2) >= 0x20 {
        score = 1000;
        index = 10;
    }
    points.mapping_frame = (index >> 1) as u8;
    if cx.spawn(Obj { common: points, state }).is_some() {
        let game = &mut *cx.world.game;
        game.chain_bonus = d2.wrapping_add(2);
        game.score = game.score.wrapping_add(score * 10);
    }
    true
}

/// `SmashObject`: this object becomes the first piece, the others take the first free slots.
fn smash(c: &mut Common, cx: &mut ObjCtx) {
    let template = c.clone();
    (c.routine, c.x_vel, c.y_vel) = (PIECE, SPEEDS[0].0, SPEEDS[0].1);
    for &(x_vel, y_vel) in &SPEEDS[1..] {
        let mut p = template.clone();
        p.respawn = None;
        p.status = 0;
        (p.routine, p.x_vel, p.y_vel) = (PIECE, x_vel, y_vel);
        let me = cx.current();
        match cx.spawn(Obj { common: p, state: State::Sonic1(Sonic1::SmashBlock) }) {
            // A piece before this slot runs no more this frame: it moves now (`SpeedToPos`, + $38).
            Some(i) if i < me => {
                if let Some(o) = cx.slots.get_mut(i) {
                    o.common.object_move();
                    o.common.y_vel = o.common.y_vel.wrapping_add(GRAVITY);
                    o.common.display();
                }
            }
            Some(_) => {}
            None => break,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Smab_Speeds` and `Smab_Scores`.
    #[test]
    fn tables_from_the_disassembly() {
        assert_eq!(SPEEDS[0], (-0x200, -0x200));
        assert_eq!(SPEEDS[3], (0x100, -0x100));
        assert_eq!(SCORES, [10, 20, 50, 100]);
        assert_eq!((GRAVITY, BOUNCE), (0x38, -0x300));
    }
}
