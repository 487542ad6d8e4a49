//! Casino Night's saucer-shaped bonus block that goes after 3 hits (s2disasm `ObjD8`: `ObjD8_Init`,
//! `loc_2C6FC`, `loc_2C74E`, `loc_2C806`, `loc_2C884`).
//!
//! A special hitbox (`collision_flags` $D7: 8 × 8) that `Touch_Special` marks touched (bit 0 player 1, bit 1
//! the sidekick). Its shape is its resting animation, subtype bits 6–7: 0 flat (throws up or down), 1 slanted
//! (reflects the player's direction of travel about its slant: $60, $20 X-flipped), 2 upright (throws left or
//! right); all at 7 px/frame, the player in the air, neither roll-jumping, pushing nor jumping. After a throw
//! it ignores that player for 4 frames. Each hit takes a palette line off its art (from line 2); the third
//! puts it to its last routine — it plays the hit animation out and is deleted — and counts in
//! `CNZ_saucer_data` (by subtype bits 0–5): 10 points each, 500 for the third block of a group.

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::animate::{animate_sprite, fast_forward};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::runtime::touch::SPECIAL;
use crate::objects::s2::explosion::{Explosion, POINTS_ID, Role};
use crate::player::Player;

/// `collision_flags`: special, `Touch_Sizes` entry $17 (8 x 8).
pub const COLLISION: u8 = SPECIAL | 0x17;
/// The throw's speed (`move.w #-$700`, `muls.w #-$700`).
pub const THROW: i16 = -0x700;
/// Frames a player is ignored after a throw (`move.b #4,(a4)`).
pub const IGNORE_FRAMES: u8 = 4;
/// `ObjD8_Init`: `make_art_tile(ArtTile_ArtNem_CNZMiniBumper,2,0)`: the palette line the hits count down.
pub const START_PALETTE: u8 = 2;
/// Hits of one group (`CNZ_saucer_data`) that give the big bonus (`cmpi.b #3`).
pub const GROUP_HITS: u8 = 3;
/// `Ani_objD8`: at rest (flat, slanted, upright), hit (each back to its rest).
const SCRIPTS: [&[u8]; 6] = [
    &[0xF, 0, 0xFF],
    &[0xF, 1, 0xFF],
    &[0xF, 2, 0xFF],
    &[3, 3, 0, 3, 0xFD, 0],
    &[3, 4, 1, 4, 0xFD, 1],
    &[3, 5, 2, 5, 0xFD, 2],
];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BonusBlock {
    /// `objoff_30`, `objoff_31`: frames each player is still ignored.
    pub ignore: [u8; 2],
    /// The palette line of its `art_tile` (`subi.w #palette_line_1`: one less each hit).
    pub palette: u8,
}

pub fn run(c: &mut Common, s: &mut BonusBlock, cx: &mut ObjCtx) {
    if c.routine == 0 {
        // `ObjD8_Init`.
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = COLLISION;
        c.anim = c.subtype >> 6;
        s.palette = START_PALETTE;
    }
    if c.routine == 4 {
        // `loc_2C884`: the hit animation out, then gone (not to come back).
        animate_sprite(c, &SCRIPTS);
        if c.anim < 3 {
            c.delete();
        } else {
            cx.mark_gone(c);
        }
        return;
    }
    if c.collision_property != 0 || s.ignore != [0, 0] {
        for i in 0..2 {
            if s.ignore[i] != 0 {
                s.ignore[i] -= 1;
                continue;
            }
            if c.collision_property & (1 << i) == 0 {
                continue;
            }
            c.collision_property &= !(1 << i);
            let p = if i == 0 { Some(&mut *cx.world.player) } else { cx.world.sidekick.as_deref_mut() };
            if let Some(p) = p {
                throw(c, p);
            }
            hit(c, s, cx);
            s.ignore[i] = IGNORE_FRAMES;
        }
        c.collision_property = 0;
    }
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
    // At rest (a resting script, running, no player ignored): until a player comes within touch of its 8 x 8
    // box its runs change nothing but the script's duration counter.
    if c.anim < 3 && c.anim == c.prev_anim && s.ignore == [0, 0] {
        cx.nap(c, 8, 8);
    }
}

/// Catches up a napping block ([`crate::objects::runtime::object::Obj::catch_up`]): its resting script (one
/// frame shown 16 game frames) for `slept` frames.
pub fn catch_up(c: &mut Common, slept: u32) {
    fast_forward(c, slept, 0xF, 2, 1, |c| animate_sprite(c, &SCRIPTS));
}

/// `loc_2C74E`: the throw by the shape its mapping frame shows, then `loc_2C806`'s air state.
fn throw(c: &mut Common, p: &mut Player) {
    match c.mapping_frame {
        0 | 3 => {
            c.anim = 3;
            let below = (c.pixel_y() as i16).wrapping_sub(p.pixel_y() as i16) < 0;
            p.y_speed = if below { -THROW } else { THROW };
        }
        1 | 4 => {
            c.anim = 4;
            let slant = if c.x_flip { 0x20 } else { 0x60 };
            let angle = reflect(calc_angle_word(p.x_speed, p.y_speed), slant);
            p.x_speed = ((i32::from(cos(angle)) * i32::from(THROW)) >> 8) as i16;
            p.y_speed = ((i32::from(sin(angle)) * i32::from(THROW)) >> 8) as i16;
        }
        _ => {
            c.anim = 5;
            let right = (c.pixel_x() as i16).wrapping_sub(p.pixel_x() as i16) < 0;
            p.x_speed = if right { -THROW } else { THROW };
        }
    }
    p.air = true;
    p.roll_jump = false;
    p.pushing = false;
    p.jumping = false;
}

/// `CalcAngle`'s word: $100 where the angle is 0 from below the axis (`neg.w d0`, `addi.w #$100,d0`).
fn calc_angle_word(x: i16, y: i16) -> i32 {
    match calc_angle(x, y) {
        0 if y < 0 => 0x100,
        a => i32::from(a),
    }
}

/// `loc_2C77A`–`loc_2C7D0`: the direction of travel `angle` reflected about the slant; within $38 of
/// running along the slant (either way) the throw is along it instead.
fn reflect(angle: i32, slant: i32) -> u8 {
    let off = angle - slant;
    let mut d1 = off.abs();
    let mut d0 = slant - off;
    if d1 & 0xFF >= 0x40 {
        d1 = 0x80 - d1;
        if d1 & 0xFF >= 0x38 {
            d0 = slant + 0x80;
        }
    } else if d1 & 0xFF >= 0x38 {
        d0 = slant;
    }
    d0 as u8
}

/// `loc_2C806`'s count: a palette line off; the third hit ends it and counts in its group; the points and
/// their sprite (`Obj29`).
fn hit(c: &mut Common, s: &mut BonusBlock, cx: &mut ObjCtx) {
    let (mut frame, mut points) = (4, 10);
    if s.palette == 0 {
        c.routine = 4;
        let group = &mut cx.world.game.cnz_saucers.0[usize::from(c.subtype & 0x3F)];
        *group = group.wrapping_add(1);
        if *group >= GROUP_HITS {
            (frame, points) = (2, 500);
        }
    } else {
        s.palette -= 1;
    }
    cx.world.game.score = cx.world.game.score.wrapping_add(points);
    let mut sprite = Common::new(POINTS_ID, 0, c.pixel_x(), c.pixel_y(), false, false);
    sprite.mapping_frame = frame;
    let state = State::Explosion(Explosion { role: Role::Points, ..Default::default() });
    cx.spawn(Obj { common: sprite, state });
}

impl crate::objects::runtime::object::ObjKind for BonusBlock {
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;
    // It throws players (their speeds), never moves them.
    const MAY_MOVE_PLAYERS: bool = false;

    fn catch_up(c: &mut Common, slept: u32) {
        catch_up(c, slept);
    }

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "bonus block"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `loc_2C77A`–`loc_2C7D0` worked by hand on the words.
    #[test]
    fn a_slanted_block_reflects_the_direction_of_travel() {
        // Straight down ($40) onto an unflipped slant ($60): $80, thrown left at 7 px.
        assert_eq!(reflect(0x40, 0x60), 0x80);
        assert_eq!((i32::from(cos(0x80)) * i32::from(THROW)) >> 8, 0x700);
        // Within $38 of along the slant: along it, either way.
        assert_eq!(reflect(0x60 + 0x38, 0x60), 0x60);
        assert_eq!(reflect(0x60 + 0x48, 0x60), 0xE0);
        // $70 past it: reflected ($60 - $70).
        assert_eq!(reflect(0xD0, 0x60), 0xF0);
        // Up and right onto an X-flipped slant ($20): $C0 off, `cmpi.b` reads $C0 of $80 - $C0.
        assert_eq!(reflect(0xE0, 0x20), 0xA0);
        // Just above the axis to the right, `CalcAngle` gives $100, not 0.
        assert_eq!(calc_angle_word(0x100, -1), 0x100);
        assert_eq!(reflect(0x100, 0x60), 0xE0);
    }
}
