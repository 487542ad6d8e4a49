//! Star Light's seesaw and its spiked ball (s1disasm `_incObj/5E Seesaw.asm`: `See_Main`, `See_Slope`,
//! `See_Slope2`, `See_ChkSide`, `See_ChgFrame`, `See_Spikeball`, `See_MoveSpike`, `See_SpikeFall`, `See_Spring`,
//! `See_Speeds`; the heightmaps `misc/slzssaw1.bin`, `slzssaw2.bin`; in `sonic.asm` `SlopeObject`, `SlopeObject2`,
//! `ExitPlatform`; `ObjectFall`; SPG "Game Objects").
//!
//! The seesaw is a jump-through slope $30 px either side of its x: frame 0 (left end up, [`SLOPE`]), 1 (flat,
//! [`FLAT`]) or 2 (frame 0 mirrored: right end up). Placed x-flipped it starts on frame 2. While nobody stands on it
//! it turns one frame a frame towards the side its ball last landed on (`see_frame`) and remembers the player's Y
//! Speed (`see_speed`); landing on it (`SlopeObject`), the player stands on it and it turns towards his side: left
//! of its x by 8 px or more frame 2, right by 8 or more frame 0, else 1 (`See_ChkSide`, whose side becomes
//! `see_frame` at once).
//!
//! Subtype 0 makes the ball in the next free slot: $28 px right of the seesaw (left when flipped), resting at the
//! seesaw's y + [`RESTING_HEIGHTS`] for the frame and side (−8 low, −$1C flat, −$2F high). It hurts ($8B). When its
//! side differs from the seesaw's it flies: one frame's difference (the player in the middle) at −$818 up and
//! $114 across, two at −$AF0 and $CC — or −$E00 and $A0 if the player's Y Speed when he landed was $A00 or more —
//! always towards the seesaw's other end (`See_MoveSpike`). Rising, it falls with gravity $38 (twice a frame once
//! it is no higher than $2F px above the seesaw's y); falling, once it reaches the resting height of the end under
//! it, it lands: the seesaw's side becomes the ball's (2 flying left, 0 right), and if that turns the seesaw while
//! the player stands on it, the player is thrown up at the ball's Y Speed (in the air, the spring pose, not
//! jumping: `See_Spring`) and the seesaw waits for him again.
//!
//! Both delete themselves (without freeing the respawn entry, `DeleteObject`) when the seesaw's x is out of range
//! (the game's own range test, the same as `MarkObjGone`'s). Not modelled: the art, the spring sound.

use super::Sonic1;
use crate::math::{px, set_px};
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, STANDING, State};
use crate::objects::runtime::solid::{Contact, platform_chk_y_range};
use crate::player::{Pose, Routine};

/// `misc/slzssaw1.bin`: the tilted top's height above the seesaw's y every 2 px from its left end (frame 0).
pub const SLOPE: [u8; 48] = [
    0x24, 0x24, 0x26, 0x28, 0x2A, 0x2C, 0x2A, 0x28, 0x26, 0x24, 0x23, 0x22, 0x21, 0x20, 0x1F, 0x1E, 0x1D, 0x1C, 0x1B,
    0x1A, 0x19, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12, 0x11, 0x10, 0x0F, 0x0E, 0x0D, 0x0C, 0x0B, 0x0A, 0x09, 0x08,
    0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x02, 0x02, 0x02, 0x02,
];
/// `misc/slzssaw2.bin`: the flat top (frame 1).
pub const FLAT: [u8; 48] = [0x15; 48];
/// `See_Speeds`: the ball's resting y above the seesaw's, by the seesaw's frame (+ 2 on the left end).
pub const RESTING_HEIGHTS: [i16; 5] = [-8, -0x1C, -0x2F, -0x1C, -8];
/// `d1` of `SlopeObject` and `ExitPlatform`: half the seesaw's width.
pub const HALF_WIDTH: i16 = 0x30;
/// The ball's hitbox (harmful, size $B) and its distance from the seesaw's x.
pub const BALL_COLLISION: u8 = 0x8B;
pub const BALL_OFFSET: i16 = 0x28;
/// `See_MoveSpike`'s launches (Y Speed, X Speed towards the other end): a frame's difference, two, two after a
/// landing at [`FAST_LANDING`] or more.
pub const LAUNCH_NEAR: (i16, i16) = (-0x818, -0x114);
pub const LAUNCH_FAR: (i16, i16) = (-0xAF0, -0xCC);
pub const LAUNCH_HARD: (i16, i16) = (-0xE00, -0xA0);
pub const FAST_LANDING: i16 = 0xA00;

/// Routines (`See_Index`).
pub mod routine {
    pub const MAIN: u8 = 0;
    pub const SLOPE: u8 = 2;
    pub const STOOD_ON: u8 = 4;
    pub const BALL: u8 = 6;
    pub const BALL_REST: u8 = 8;
    pub const BALL_FLY: u8 = 0xA;
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seesaw {
    /// `see_origX` (the ball's: the seesaw's x), `see_origY` (the ball's: the seesaw's y).
    pub orig_x: i32,
    pub orig_y: i32,
    /// `see_speed`: the player's Y Speed on the last frame nobody stood on the seesaw.
    pub speed: i16,
    /// `see_frame`: the seesaw's side to turn to; the ball's side.
    pub frame: u8,
    /// `see_parent`: the ball's seesaw.
    pub parent: Option<usize>,
}

/// One frame: the routine, then the range test on the seesaw's x.
pub fn run(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    match c.routine {
        routine::MAIN => main(c, s, cx),
        routine::SLOPE => slope(c, s, cx),
        routine::STOOD_ON => stood_on(c, s, cx),
        routine::BALL => {
            ball_main(c, s);
            move_spike(c, s, cx);
        }
        routine::BALL_REST => move_spike(c, s, cx),
        _ => spike_fall(c, s, cx),
    }
    // The range test on `see_origX` (`MarkObjGone`'s distances), deleting without the respawn entry.
    if cx.out_of_range(s.orig_x) {
        c.delete();
    } else {
        c.display();
    }
}

/// `See_Main`: the seesaw's x kept, its ball made (subtype 0, the next free slot), frame 2 when flipped; then
/// `See_Slope` the same frame.
fn main(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    c.routine = routine::SLOPE;
    c.width_pixels = 0x30;
    s.orig_x = c.pixel_x();
    if c.subtype == 0 {
        let mut b = Common::new(super::id::SONIC1, 0, c.pixel_x(), c.pixel_y(), false, false);
        b.routine = routine::BALL;
        b.status = c.status;
        let st = Seesaw { parent: Some(cx.current()), ..Default::default() };
        cx.spawn_after(Obj { common: b, state: State::Sonic1(Sonic1::Seesaw(st)) });
    }
    if c.status & 1 != 0 {
        c.mapping_frame = 2;
    }
    s.frame = c.mapping_frame;
    slope(c, s, cx);
}

/// `See_ChgFrame`: the frame one step towards `side` (which becomes `see_frame`); frame 2 is drawn mirrored.
fn change_frame(c: &mut Common, s: &mut Seesaw, side: u8) {
    if c.mapping_frame == side {
        return;
    }
    c.mapping_frame = if c.mapping_frame < side { c.mapping_frame + 1 } else { c.mapping_frame - 1 };
    s.frame = side;
    c.x_flip = c.mapping_frame & 2 != 0;
}

fn heights(c: &Common) -> &'static [u8; 48] {
    if c.mapping_frame & 1 != 0 { &FLAT } else { &SLOPE }
}

/// `See_Slope`: turns towards `see_frame`, keeps the player's Y Speed, and `SlopeObject`: a player falling within
/// its width lands when his feet are 1–16 px below the top at his x (the next routine).
fn slope(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    change_frame(c, s, s.frame);
    let p = &mut *cx.world.player;
    s.speed = p.y_speed;
    if p.y_speed < 0 {
        return;
    }
    let d1 = HALF_WIDTH;
    let mut d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if d0 < 0 || d0 >= 2 * d1 {
        return;
    }
    if c.x_flip {
        d0 = (!d0).wrapping_add(2 * d1);
    }
    let h = i16::from(heights(c)[(d0 as u16 >> 1) as usize % 48]);
    if platform_chk_y_range(c, p, px(c.y).wrapping_sub(h)) == Contact::Top {
        c.routine = routine::STOOD_ON;
    }
}

/// `See_Slope2`: `See_ChkSide` (the side of the player: left 2, right 0, within 8 px 1), then `ExitPlatform` (in
/// the air or off its width he is let go, not put in the air; back to `See_Slope`) and `SlopeObject2` (a player
/// on an object stands on the top's height under him).
fn stood_on(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    let p = &mut *cx.world.player;
    let d0 = px(c.x).wrapping_sub(px(p.x));
    let side = if d0.unsigned_abs() < 8 {
        1
    } else if d0 >= 0 {
        2
    } else {
        0
    };
    change_frame(c, s, side);
    let d1 = HALF_WIDTH;
    let d0 = px(p.x).wrapping_sub(px(c.x)).wrapping_add(d1);
    if p.air || d0 < 0 || d0 >= 2 * d1 {
        p.on_object = false;
        c.routine = routine::SLOPE;
        c.status &= !STANDING;
    }
    if !p.on_object {
        return;
    }
    let mut i = (d0 as u16) >> 1;
    if c.x_flip {
        i = (!i).wrapping_add(d1 as u16);
    }
    let h = i16::from(heights(c).get(usize::from(i)).copied().unwrap_or(0));
    set_px(&mut p.y, px(c.y).wrapping_sub(h).wrapping_sub(i16::from(p.height_radius)));
}

/// `See_Spikeball`: the ball's hitbox, $28 px right of the seesaw (left, on side 2, when flipped), frame 1.
fn ball_main(c: &mut Common, s: &mut Seesaw) {
    c.routine = routine::BALL_REST;
    c.collision_flags = BALL_COLLISION;
    c.width_pixels = 0xC;
    s.orig_x = c.pixel_x();
    s.orig_y = c.pixel_y();
    let x = px(c.x).wrapping_add(BALL_OFFSET);
    set_px(&mut c.x, x);
    c.mapping_frame = 1;
    if c.status & 1 != 0 {
        let x = px(c.x).wrapping_sub(2 * BALL_OFFSET);
        set_px(&mut c.x, x);
        s.frame = 2;
    }
}

/// The seesaw's `see_frame`, `see_speed` and frame (`see_parent`); a freed slot reads as another object would:
/// nothing here.
fn parent(s: &Seesaw, cx: &ObjCtx) -> Option<(u8, i16, u8)> {
    match cx.slots.get(s.parent?) {
        Some(Obj { common, state: State::Sonic1(Sonic1::Seesaw(p)) }) => Some((p.frame, p.speed, common.mapping_frame)),
        _ => None,
    }
}

/// `See_MoveSpike`: launched when its side differs from the seesaw's, else resting on the seesaw's end.
fn move_spike(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    let Some((side, speed, frame)) = parent(s, cx) else { return };
    let diff = s.frame.wrapping_sub(side) as i8;
    if diff != 0 {
        let (vy, vx) = match diff.unsigned_abs() {
            1 => LAUNCH_NEAR,
            _ if speed < FAST_LANDING => LAUNCH_FAR,
            _ => LAUNCH_HARD,
        };
        c.y_vel = vy;
        c.x_vel = if px(c.x) < s.orig_x as i16 { vx.wrapping_neg() } else { vx };
        c.routine = routine::BALL_FLY;
        return spike_fall(c, s, cx);
    }
    let (mut i, mut d2) = (usize::from(frame), BALL_OFFSET);
    if px(c.x) < s.orig_x as i16 {
        d2 = -BALL_OFFSET;
        i += 2;
    }
    let h = RESTING_HEIGHTS.get(i).copied().unwrap_or(0);
    c.y = i32::from((s.orig_y as i16).wrapping_add(h)) << 8;
    c.x = i32::from((s.orig_x as i16).wrapping_add(d2)) << 8;
}

/// `See_SpikeFall`: rising, `ObjectFall` (twice while no higher than $2F px above the seesaw's y); falling,
/// `ObjectFall` until it reaches the resting height of the end under it, then `See_Spring`.
fn spike_fall(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    if c.y_vel < 0 {
        c.object_move_and_fall();
        if (s.orig_y as i16).wrapping_sub(0x2F) <= px(c.y) {
            c.object_move_and_fall();
        }
        return;
    }
    c.object_move_and_fall();
    let Some((_, _, frame)) = parent(s, cx) else { return };
    let mut i = usize::from(frame);
    if px(c.x) < s.orig_x as i16 {
        i += 2;
    }
    let rest = (s.orig_y as i16).wrapping_add(RESTING_HEIGHTS.get(i).copied().unwrap_or(0));
    if rest > px(c.y) {
        return;
    }
    spring(c, s, cx);
}

/// `See_Spring`: the ball lands; the seesaw's side and the ball's become 2 (flying left) or 0; if that turns the
/// seesaw while the player stands on it, he is thrown up at the ball's Y Speed. The ball rests again.
fn spring(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    let side = if c.x_vel < 0 { 2 } else { 0 };
    s.frame = side;
    let vy = c.y_vel;
    if let Some(i) = s.parent
        && let Some(Obj { common: seesaw, state: State::Sonic1(Sonic1::Seesaw(p)) }) = cx.slots.get_mut(i)
    {
        p.frame = side;
        if seesaw.mapping_frame != side && seesaw.status & STANDING != 0 {
            seesaw.status &= !STANDING;
            seesaw.routine_secondary = 0;
            seesaw.routine = routine::SLOPE;
            let player = &mut *cx.world.player;
            player.y_speed = vy.wrapping_neg();
            player.air = true;
            player.on_object = false;
            player.jumping = false;
            player.pose = Pose::Spring;
            player.routine = Routine::Normal;
        }
    }
    c.x_vel = 0;
    c.y_vel = 0;
    c.routine = routine::BALL_REST;
}
