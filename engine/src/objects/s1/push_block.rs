//! Marble's and Labyrinth's pushable blocks (s1disasm `_incObj/33 Pushable Blocks.asm`: `PushB_Main`, `loc_BF6E`,
//! `loc_C02C`, `loc_C046`, `PushB_ChkLava`, `PushB_LoadLava`, the block's own solid routine `loc_C186` with its
//! push `loc_C218`–`loc_C2E0`).
//!
//! Solid ($10 or $40 px half width by subtype bit 0, + $B; $10/$11 high), it moves 1 px (and Sonic with it, his
//! Ground Speed ±$40, X Speed 0) each frame Sonic is pushed out of its side facing it (`Solid_ChkEnter`'s
//! side contact, even in the air), unless a wall is right behind it. After a push it follows the floor, or
//! with more than 4 px of drop below (and subtype bit 7 clear) slides off at 4 px a frame until its x is within
//! 4 px of a multiple of 16, settles on it and falls ($18 a frame) to the floor. Landing on lava (a block number
//! from $16A: the terrain's art id) it rides the lava at its slide speed / 8, solid but no longer pushed; stopped
//! by a wall it sinks $2001/65536 px a frame, and after $A0 frames it is gone: put back where it was placed,
//! waiting off screen (`ChkPartiallyVisible`) to reappear. In Marble 2 and 3 it makes a lava geyser
//! (`id_GeyserMaker`) where it floats over given x. Out of range it goes back to where it was placed, or is
//! deleted when that is out of range too.
//!
//! Its respawn entry's loaded bit is cleared when it loads and bit 0 set instead: the block loads again whenever
//! its place comes into range, and a second copy deletes itself while the first is out there. In Marble 1,
//! over $A20–$AA0, it sits on the chained stomper (`v_obj31ypos` − $1C).

use crate::objects::id;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING};
use crate::objects::runtime::solid::{Contact, P1, SolidBox, solid_object_s1, standing_as};
use crate::sensor::{Direction, SolidBit, sense};
use formats::Layer;
use formats::level::LevelEvents;

use super::{s1_id, state};

/// `PushB_Var`: the half width of each subtype (bit 0).
pub const WIDTHS: [u8; 2] = [0x10, 0x40];
/// `SolidObject`'s d2, d3.
pub const HALF_HEIGHTS: (i16, i16) = (0x10, 0x11);
/// The push: 1 px, Ground Speed $40.
pub const PUSH_GROUND_SPEED: i16 = 0x40;
/// The slide off a ledge (more than 4 px of drop).
pub const SLIDE_SPEED: i16 = 0x400;
pub const DROP_LIMIT: i32 = 4;
/// The fall's gravity.
pub const GRAVITY: i16 = 0x18;
/// Blocks from this number are lava (`cmpi.w #$16A,d0`).
pub const LAVA_BLOCK: u16 = 0x16A;
/// `addi.l #$2001,obY`: the sinking, and the frames it lasts (`cmpi.b #$A0,obY+3`).
pub const SINK: i32 = 0x20;
pub const SINK_FRAMES: u8 = 0xA0;

/// `obSolid`'s fall and slide steps.
const FALLING: u8 = 4;
const SLIDING: u8 = 6;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PushBlock {
    /// `objoff_34`, `objoff_36`: where it was placed.
    pub orig_x: i32,
    pub orig_y: i32,
    /// `obSolid` beyond standing: 4 falling, 6 sliding (0 otherwise).
    pub step: u8,
    /// `objoff_30`: the slide's speed, kept for the ride.
    pub slide_speed: i16,
    /// `objoff_32`: riding the lava.
    pub on_lava: bool,
    /// `obY+3`: the low byte of the y subpixel word, which the sinking counts in.
    pub sink: u8,
}

pub fn run(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = 2;
            // The respawn entry: loaded bit cleared at once (it loads again when back in range), bit 0 says a
            // copy is out there (that copy deletes itself).
            if let Some(i) = c.respawn {
                let respawn = &mut *cx.world.env.respawn;
                respawn.forget(i);
                let e = respawn.get(i);
                if e & 1 != 0 {
                    c.delete();
                    return;
                }
                respawn.set_hits(i, (e & 0x7F) | 1);
            }
            c.y_radius = 0xF;
            c.x_radius = 0xF;
            s.orig_x = c.pixel_x();
            s.orig_y = c.pixel_y();
            c.width_pixels = WIDTHS[usize::from(c.subtype & 1)];
            c.mapping_frame = c.subtype & 1;
            action(c, s, cx);
        }
        2 => action(c, s, cx),
        _ => wait_off_screen(c, s, cx),
    }
}

/// `loc_BF6E`: riding the lava, or solid and pushable; then the range test.
fn action(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx) {
    if s.on_lava {
        if ride(c, s, cx) {
            return;
        }
    } else {
        solid(c, s, cx, c.pixel_x() as i16);
        if cx.world.game.level == LevelEvents::Mz1 {
            // Marble 1: over the chained stomper ($A20–$AA0) it sits on it (`v_obj31ypos` − $1C), marks it
            // (bit 15) and is not pushed off ledges (subtype bit 7).
            c.subtype &= !0x80;
            if (0xA20..0xAA1).contains(&c.pixel_x()) {
                let y = cx.world.game.obj31_ypos.wrapping_sub(0x1C) as i16;
                c.y = (i32::from(y) << 8) | (c.y & 0xFF);
                cx.world.game.obj31_ypos |= 0x8000;
                c.subtype |= 0x80;
            }
        }
    }
    chk_range(c, s, cx);
}

/// `loc_BFC6` / `loc_ppppp`: in range it is drawn; out of range it goes back to where it was placed (waiting
/// off screen), or is deleted when that is out of range too.
fn chk_range(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx) {
    if !cx.out_of_range(c.pixel_x()) {
        c.display();
        return;
    }
    if cx.out_of_range(s.orig_x) {
        delete(c, cx);
        return;
    }
    c.x = s.orig_x << 8;
    c.y = s.orig_y << 8;
    c.routine = 4;
    wait_off_screen(c, s, cx);
}

/// `loc_C016`: deleted, its respawn entry's bit 0 cleared (it may load again).
fn delete(c: &mut Common, cx: &mut ObjCtx) {
    if let Some(i) = c.respawn {
        let respawn = &mut *cx.world.env.respawn;
        let e = respawn.get(i);
        respawn.set_hits(i, e & 0x7E);
    }
    c.delete();
}

/// `loc_C02C`: back to work once off screen (`ChkPartiallyVisible`), still and off the lava.
fn wait_off_screen(c: &mut Common, s: &mut PushBlock, cx: &ObjCtx) {
    let cam = cx.world.env.camera;
    let w = i32::from(c.width_pixels);
    let dx = c.pixel_x() - cam.x + w;
    let dy = c.pixel_y() - cam.y;
    let visible = dx >= 0 && dx - 2 * w < 320 && (0..224).contains(&dy);
    if !visible {
        c.routine = 2;
        s.on_lava = false;
        c.x_vel = 0;
        c.y_vel = 0;
    }
}

/// `loc_C046`: the ride on the lava (a geyser's push makes it fly: status bit 1). True when it sank away.
fn ride(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx) -> bool {
    let old_x = c.pixel_x() as i16;
    if s.step < FALLING {
        c.object_move();
    }
    if c.status & 2 != 0 {
        c.y_vel = c.y_vel.wrapping_add(GRAVITY);
        let (d1, lava) = floor(c, cx);
        if d1 < 0 {
            c.y = c.y.wrapping_add(d1 << 8);
            c.y_vel = 0;
            c.status &= !2;
            if lava {
                land_on_lava(c, s);
            }
        }
    } else if c.x_vel == 0 {
        // `loc_C0D6`: sinks; after $A0 frames it is gone.
        c.y = c.y.wrapping_add(SINK);
        s.sink = s.sink.wrapping_add(1);
        if s.sink >= SINK_FRAMES {
            let p = &mut *cx.world.player;
            if standing_as(c, p, P1) {
                p.on_object = false;
            }
            c.status &= !STANDING;
            chk_range_gone(c, s, cx);
            return true;
        }
    } else if hits_wall(c, cx, c.x_vel > 0) {
        c.x_vel = 0;
    }
    solid(c, s, cx, old_x);
    chk_lava(c, cx);
    false
}

/// `loc_C104` → `loc_ppppp`: sunk, it goes back where it was placed (or is deleted).
fn chk_range_gone(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx) {
    if cx.out_of_range(s.orig_x) {
        delete(c, cx);
        return;
    }
    c.x = s.orig_x << 8;
    c.y = s.orig_y << 8;
    c.routine = 4;
    wait_off_screen(c, s, cx);
}

/// Landed on lava: it rides at the slide's speed / 8 (`asr.w #3`), the y subpixel word cleared.
fn land_on_lava(c: &mut Common, s: &mut PushBlock) {
    c.x_vel = s.slide_speed >> 3;
    s.on_lava = true;
    c.y &= !0xFF;
    s.sink = 0;
}

/// `ObjFloorDist` with the block its floor sensor stopped on: the distance and whether that block is lava
/// (the Marble bricks test it too).
pub(super) fn floor(c: &Common, cx: &ObjCtx) -> (i32, bool) {
    let terrain = cx.world.env.terrain;
    let y = c.pixel_y().wrapping_add(i32::from(c.y_radius as i8));
    let r = sense(terrain, Layer::A, SolidBit::Top, Direction::Down, c.pixel_x(), y);
    let lava = r.hit.and_then(|h| terrain.art_at(h.block_x, h.block_y)).is_some_and(|a| a >= LAVA_BLOCK);
    (r.distance, lava)
}

/// `ObjHitWallRight` / `ObjHitWallLeft` at its side ($10 or $40 px out; `not.w d3` on the left: one more).
fn hits_wall(c: &Common, cx: &ObjCtx, right: bool) -> bool {
    let w = i32::from(c.width_pixels);
    let (dir, x) = if right { (Direction::Right, c.pixel_x() + w) } else { (Direction::Left, c.pixel_x() - w - 1) };
    sense(cx.world.env.terrain, Layer::A, SolidBit::LeftRightBottom, dir, x, c.pixel_y()).distance < 0
}

/// `loc_C186`: the block's solid routine — carried player, the fall, the slide, or `Solid_ChkEnter` and the push.
fn solid(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx, old_x: i16) {
    match s.step {
        FALLING => {
            c.object_move();
            c.y_vel = c.y_vel.wrapping_add(GRAVITY);
            let (d1, lava) = floor(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
                c.y_vel = 0;
                s.step = 0;
                if lava {
                    land_on_lava(c, s);
                }
            }
        }
        SLIDING => {
            c.object_move();
            if c.pixel_x() & 0xC != 0 {
                return;
            }
            c.x &= !0xF00;
            s.slide_speed = c.x_vel;
            c.x_vel = 0;
            s.step = FALLING;
        }
        _ => push(c, s, cx, old_x),
    }
}

/// `Solid_ChkEnter` (through Sonic 1's `SolidObject`, which also carries a standing player) and `loc_C218`: a
/// side contact with Sonic facing the block moves it.
fn push(c: &mut Common, s: &mut PushBlock, cx: &mut ObjCtx, old_x: i16) {
    let d1 = i16::from(c.width_pixels) + 0xB;
    let before = cx.world.player.pixel_x() as i16;
    let b = SolidBox { half_width: d1, half_height_air: HALF_HEIGHTS.0, half_height_ground: HALF_HEIGHTS.1, old_x };
    let contact = solid_object_s1(c, cx.world.player, b);
    if contact != Contact::Side || s.on_lava {
        return;
    }
    // `Solid_ChkEnter`'s d0: the overlap from the nearer side (positive: Sonic on the left).
    let raw = before.wrapping_sub(c.pixel_x() as i16).wrapping_add(d1);
    let d0 = if (d1 as u16) >= (raw as u16) { raw } else { raw.wrapping_sub(2 * d1) };
    if d0 == 0 {
        return;
    }
    // Pushing right Sonic faces right (`btst #0,obStatus(a1)`), pushing left he faces left.
    let right = d0 > 0;
    if right == cx.world.player.facing_left {
        return;
    }
    if hits_wall(c, cx, right) {
        return;
    }
    let step = if right { 1 } else { -1 };
    c.x = c.x.wrapping_add(step << 8);
    let p = &mut *cx.world.player;
    p.x = p.x.wrapping_add(step << 8);
    p.ground_speed = PUSH_GROUND_SPEED * step as i16;
    p.x_speed = 0;
    if c.subtype & 0x80 != 0 {
        return;
    }
    let (d1, _) = floor(c, cx);
    if d1 > DROP_LIMIT {
        c.x_vel = SLIDE_SPEED * step as i16;
        s.step = SLIDING;
    } else {
        c.y = c.y.wrapping_add(d1 << 8);
    }
}

/// `PushB_ChkLava`: floating over given x in Marble 2 ($DD0, $CC0, $BA0) or 3 ($560, $5C0) it makes a lava geyser
/// $20 px behind (ahead in act 3) and $10 px below it, in the first free slot.
fn chk_lava(c: &Common, cx: &mut ObjCtx) {
    let (xs, d2): (&[i32], i32) = match cx.world.game.level {
        LevelEvents::Mz2 => (&[0xDD0, 0xCC0, 0xBA0], -0x20),
        LevelEvents::Mz3 => (&[0x560, 0x5C0], 0x20),
        _ => return,
    };
    if !xs.contains(&c.pixel_x()) {
        return;
    }
    let maker = Common::new(id::SONIC1, 0, c.pixel_x() + d2, c.pixel_y() + 0x10, false, false);
    let mut obj = Obj::new(maker);
    obj.state = state(s1_id::GEYSER_MAKER);
    if let crate::objects::runtime::object::State::Sonic1(super::Sonic1::GeyserMaker(g)) = &mut obj.state {
        g.parent = Some(cx.current() as u16);
    }
    cx.spawn(obj);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `PushB_Var` and the constants of `loc_C218`–`loc_C2E0` and `loc_C0D6`.
    #[test]
    fn constants_from_the_disassembly() {
        assert_eq!(WIDTHS, [0x10, 0x40]);
        assert_eq!((PUSH_GROUND_SPEED, SLIDE_SPEED, DROP_LIMIT, GRAVITY), (0x40, 0x400, 4, 0x18));
        assert_eq!((LAVA_BLOCK, SINK, SINK_FRAMES), (0x16A, 0x2001 >> 8, 0xA0));
        // The ride: the slide's $400 / 8.
        assert_eq!(SLIDE_SPEED >> 3, 0x80);
    }
}
