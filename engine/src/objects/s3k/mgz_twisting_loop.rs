//! Marble Garden's twisting loop: the column a player running down a wall is taken round (skdisasm s3.asm
//! `Obj_MGZTwistingLoop`, S3K id $50: `loc_32ED2`, `sub_32EFE` with the catch `loc_32F38`, the stand
//! `sub_32E68`, the ride `loc_32FD6`/`loc_33028`/`loc_3304A`/`loc_3310A`, the release `loc_330C6` and the
//! jump-off's flight `loc_32F18`; the player's frames `byte_331B8`).
//!
//! An invisible object; the subtype × $10 is the column's height (`$3A`). Only player 1 is run (player 2's call
//! is unused). A player on the ground, not held (`object_control` 0), at angle $40 or $C0 (`andi.b #$7F`), his
//! y from the object's y to $1F below and his x within his Height Radius + $24 either side of it, is taken
//! (`sub_32E68`: he stands on it, his angle and speeds kept): the run (`(a2)`, 16.16) starts at his y less the
//! object's (his subpixels kept), angle $40 right of its x (the turn's start 0) or $C0 left of it (start $80),
//! and `object_control` bits 6 and 1 (no wall check ahead, no animation of his own).
//!
//! He runs on by himself (down the wall, his own slope and speed); each frame after he has, the object keeps
//! his Ground Speed at least $400 and at most $C00 across (at the cap, Y Speed $C00 too), and while his y is
//! less than the height below the object's, the run goes on by Y Speed × $C0 (¾ px a px of speed): the turn
//! is run × $155 / 256 (plus the start), his x the object's + cos / 8 + Height Radius × cos / 256 (the pixel
//! word; his subpixels stay) and his y the object's plus the run. At the height he is let go (`loc_330C6`, the
//! x placed once more from the run plus this frame's move, not kept): not curled, radii $13 and 9, walking, off
//! the object, `object_control` bits 6 and 1 cleared (angle + $80 for an x-flipped loop). A, B or C pressed
//! while on it throw him off: in the air, `jumping` 0, X Speed ±$800 away from the column's side he is on,
//! Y Speed −$200, facing that way, let go; for 8 frames `object_control` bit 0 holds him and the object moves
//! him (his speeds, Y Speed + $38 a frame after the move), and the last of them frees him. The turn's low byte
//! under $80 puts him in front of high-priority terrain ([`Player::high_priority`]); [`frame`] is his sprite
//! round the column (`byte_331B8`, not drawn yet). It unloads out of range (`Delete_Sprite_If_Not_In_Range`).

use crate::math;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, State, set_pixel};
use crate::objects::runtime::solid::{self, P1, Who};
use crate::player::{Player, Pose};
use formats::inputs::Buttons;

/// `loc_32F38`: the catch's reach across beyond the Height Radius, and below the object's y.
pub const REACH_X: u16 = 0x24;
pub const REACH_Y: u16 = 0x20;
/// `bset #6` and `bset #1,object_control(a1)`.
pub const HOLD: u8 = 0x42;
/// `loc_33028`, `loc_33076`: the least and the most Ground Speed on the column.
pub const MIN_SPEED: i16 = 0x400;
pub const MAX_SPEED: i16 = 0xC00;
/// `loc_33138`: the run's step per Y Speed (16.16 per 8.8: `lsl.l #6`, × 3).
pub const STEP: i32 = 0xC0;
/// `mulu.w #$155`, `lsr.l #8`: the turn per px of run.
pub const TURN: u32 = 0x155;
/// `loc_32FD6`: the throw's speeds and the frames the object moves him after.
pub const THROW_X: i16 = 0x800;
pub const THROW_Y: i16 = -0x200;
pub const THROW_FRAMES: u8 = 8;
/// `loc_32F18`: the gravity of the throw's flight.
pub const THROW_GRAVITY: i16 = 0x38;
/// `byte_331B8`: his frame for each $B of the turn (from $40 back).
pub const FRAMES: [u8; 24] = [
    0x76, 0x76, 0x77, 0x77, 0x6C, 0x6C, 0x6D, 0x6D, 0x6E, 0x6E, 0x6F, 0x6F, 0x70, 0x70, 0x71, 0x71, 0x72, 0x72, 0x73,
    0x73, 0x74, 0x74, 0x75, 0x75,
];

/// The loop's fields (player 1's `$30`–`$35`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MgzTwistingLoop {
    /// Set up (`$3A` from the subtype, the routine `loc_32ED2`).
    pub ready: bool,
    /// `$3A`: the column's height, subtype × $10.
    pub height: u16,
    /// `(a2)`: the run down the column, his y less the object's (16.16).
    pub run: u32,
    /// `4(a2)`: frames the throw's flight has left.
    pub throw: u8,
    /// `5(a2)`: the turn's start ($80 left of the column, 0 right of it).
    pub start: u8,
    /// His logical buttons the frame before (the pressed byte of `Ctrl_1_logical` is this frame's less these).
    pub buttons_before: Buttons,
}

/// `loc_32F38`'s test: whether `p` is taken by a loop at (`ox`, `oy`).
pub fn catches(p: &Player, (ox, oy): (u16, u16)) -> bool {
    let d1 = u16::from(p.height_radius) + REACH_X;
    let dx = (p.pixel_x() as u16).wrapping_sub(ox).wrapping_add(d1);
    let dy = (p.pixel_y() as u16).wrapping_sub(oy);
    dx < 2 * d1 && dy < REACH_Y && p.object_control == 0 && !p.air && p.angle & 0x7F == 0x40
}

/// `loc_33028`–`loc_33088` (and `loc_3310A`–`loc_33138`): Ground Speed kept in $400..=$C00 across; at the cap,
/// Y Speed $C00 too.
pub fn limit(p: &mut Player) {
    let v = p.ground_speed;
    if v.unsigned_abs() < MIN_SPEED as u16 {
        p.ground_speed = if v < 0 { -MIN_SPEED } else { MIN_SPEED };
    }
    if p.ground_speed.unsigned_abs() >= MAX_SPEED as u16 {
        p.ground_speed = if p.ground_speed < 0 { -MAX_SPEED } else { MAX_SPEED };
        p.y_speed = MAX_SPEED;
    }
}

/// The run after a frame at Y Speed `y_speed` (`lsl.l #6`, × 3, `add.l`).
pub fn advance(run: u32, y_speed: i16) -> u32 {
    run.wrapping_add((i32::from(y_speed) * STEP) as u32)
}

/// `loc_33138`: the turn (`d2`, before the start is added) for the run's pixel word.
pub fn turn(run_px: u16) -> u16 {
    ((u32::from(run_px) * TURN) >> 8) as u16
}

/// `GetSineCosine` of the turn plus the start: his x from the object's, cos / 8 + Height Radius × cos / 256
/// (`asr.w`s of words).
pub fn across(turn: u16, start: u8, height_radius: u8) -> i16 {
    let cos = math::cos((turn as u8).wrapping_add(start));
    (cos >> 3).wrapping_add((i16::from(height_radius).wrapping_mul(cos)) >> 8)
}

/// `loc_33196`: his mapping frame for the turn's low byte.
pub fn frame(turn: u16) -> u8 {
    let d2 = (turn as u8).wrapping_sub(0x40).wrapping_neg();
    FRAMES[usize::from(d2 / 0xB)]
}

/// `loc_330C6`: let go.
fn release(c: &mut Common, p: &mut Player, who: Who) {
    if c.x_flip {
        p.angle = p.angle.wrapping_add(0x80);
    }
    p.rolling = false;
    (p.height_radius, p.width_radius) = (0x13, 9);
    p.pose = Pose::Walk;
    p.on_object = false;
    c.status &= !who.standing;
    p.object_control &= !HOLD;
    p.high_priority = false;
}

/// `sub_32EFE` for player 1.
fn player(c: &mut Common, s: &mut MgzTwistingLoop, p: &mut Player, pressed: Buttons) {
    let who = P1;
    let (ox, oy) = (c.pixel_x() as u16, c.pixel_y() as u16);
    if solid::standing_as(c, p, who) {
        ride(c, s, p, pressed);
        return;
    }
    if s.throw != 0 {
        // `loc_32F18`: the throw's flight.
        s.throw -= 1;
        if s.throw == 0 {
            p.object_control &= !1;
        }
        p.x = p.x.wrapping_add(i32::from(p.x_speed));
        let y_speed = p.y_speed;
        p.y_speed = y_speed.wrapping_add(THROW_GRAVITY);
        p.y = p.y.wrapping_add(i32::from(y_speed));
        return;
    }
    if !catches(p, (ox, oy)) {
        return;
    }
    s.run = (u32::from((p.pixel_y() as u16).wrapping_sub(oy)) << 16) | (((p.y & 0xFF) as u32) << 8);
    // `sub_32E68` (never in the air here).
    p.interact = c.slot;
    p.on_object = true;
    p.air = false;
    c.status |= who.standing;
    (p.angle, s.start) = if (p.pixel_x() as u16) < ox { (0xC0, 0x80) } else { (0x40, 0) };
    p.object_control |= HOLD;
}

/// `loc_32FD6`: on the column.
fn ride(c: &mut Common, s: &mut MgzTwistingLoop, p: &mut Player, pressed: Buttons) {
    let (ox, oy) = (c.pixel_x() as u16, c.pixel_y() as u16);
    if pressed.jump() {
        s.throw = THROW_FRAMES;
        p.object_control |= 1;
        p.air = true;
        p.jumping = false;
        let right = (p.pixel_x() as u16) >= ox;
        p.x_speed = if right { THROW_X } else { -THROW_X };
        p.y_speed = THROW_Y;
        p.facing_left = !right;
        release(c, p, P1);
        return;
    }
    limit(p);
    let bottom = (p.pixel_y() as u16).wrapping_sub(oy) >= s.height;
    let run = advance(s.run, p.y_speed);
    let d2 = turn((run >> 16) as u16);
    set_pixel(&mut p.x, ox.wrapping_add(across(d2, s.start, p.height_radius) as u16));
    if bottom {
        // `loc_3304A`: placed across once more (the run not kept), let go.
        release(c, p, P1);
        return;
    }
    s.run = run;
    set_pixel(&mut p.y, ((run >> 16) as u16).wrapping_add(oy));
    p.high_priority = (d2 as u8) < 0x80;
}

pub fn run(c: &mut Common, s: &mut MgzTwistingLoop, cx: &mut ObjCtx) {
    if !s.ready {
        s.ready = true;
        s.height = u16::from(c.subtype) << 4;
    }
    let held = cx.world.player.previous_buttons;
    let pressed = held.pressed_since(s.buttons_before);
    s.buttons_before = held;
    player(c, s, cx.world.player, pressed);
    // `Delete_Sprite_If_Not_In_Range` (not drawn).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        c.delete();
    }
}

impl crate::objects::runtime::object::ObjKind for MgzTwistingLoop {
    const MAY_MOVE_PLAYERS: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        if c.status & P1.standing != 0 {
            "carrying"
        } else if self.throw != 0 {
            "throwing"
        } else {
            "waiting"
        }
    }

    fn name(&self) -> &'static str {
        "Twisting loop"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;

    /// `s3k/mgz` frame $16D9–$16DA: Sonic at ($17B3, $AC7), angle $40, is taken by the loop at ($1780, $AC0)
    /// (Height Radius $13: $37 either side); the run starts at 7 with his subpixel $1A. The next frame, having
    /// run on at $D68, he is slowed to $C00 (Y Speed $C00), the run goes to $10, the turn $15: x $1780 + $1B
    /// + $10 = $17AB, y $AD0 — the recording's.
    #[test]
    fn the_recordings_catch_and_first_frame() {
        let mut p = Player::standing(Character::Sonic, 0x17B3, 0xAC7);
        p.y = (0xAC7 << 8) | 0x1A;
        p.angle = 0x40;
        assert!(catches(&p, (0x1780, 0xAC0)));
        let run = (7u32 << 16) | (0x1A << 8);
        p.ground_speed = 0xD68;
        p.y_speed = 0xD68;
        limit(&mut p);
        assert_eq!((p.ground_speed, p.y_speed), (0xC00, 0xC00));
        let run = advance(run, p.y_speed);
        assert_eq!(run, (0x10 << 16) | (0x1A << 8));
        let d2 = turn(0x10);
        assert_eq!(d2, 0x15);
        assert_eq!(math::cos(0x15), 0xDE);
        assert_eq!(across(d2, 0, 0x13), 0x2B);
        assert_eq!(frame(d2), 0x77);
    }

    /// `loc_32F38`'s bounds: $37 either side for Height Radius $13 (x $1749–$17B6 for a loop at $1780), y from
    /// its y to $1F below, angle $40 or $C0 only, on the ground, not held.
    #[test]
    fn catch_bounds() {
        let at = |x: i32, y: i32, angle: u8| {
            let mut p = Player::standing(Character::Sonic, x, y);
            p.angle = angle;
            p
        };
        let o = (0x1780, 0xAC0);
        assert!(catches(&at(0x1780 + 0x36, 0xAC0, 0x40), o));
        assert!(!catches(&at(0x1780 + 0x37, 0xAC0, 0x40), o));
        assert!(catches(&at(0x1780 - 0x37, 0xAC0, 0xC0), o));
        assert!(!catches(&at(0x1780 - 0x38, 0xAC0, 0xC0), o));
        assert!(catches(&at(0x1780, 0xAC0 + 0x1F, 0x40), o));
        assert!(!catches(&at(0x1780, 0xAC0 + 0x20, 0x40), o));
        assert!(!catches(&at(0x1780, 0xAC0 - 1, 0x40), o));
        assert!(!catches(&at(0x1780, 0xAC0, 0x3F), o));
        let mut held = at(0x1780, 0xAC0, 0x40);
        held.object_control = 1;
        assert!(!catches(&held, o));
        let mut flying = at(0x1780, 0xAC0, 0x40);
        flying.air = true;
        assert!(!catches(&flying, o));
    }

    /// `loc_33028`: under $400 goes to ±$400, $C00 or more to ±$C00 with Y Speed $C00 (positive both ways).
    #[test]
    fn speed_limits() {
        let mut p = Player::standing(Character::Sonic, 0, 0);
        for (v, want, y) in [(0x100, 0x400, 0), (-0x100, -0x400, 0), (0x800, 0x800, 0), (-0xD00, -0xC00, 0xC00)] {
            (p.ground_speed, p.y_speed) = (v, 0);
            limit(&mut p);
            assert_eq!((p.ground_speed, p.y_speed), (want, y), "{v:X}");
        }
    }

    /// `byte_331B8` by `(−(turn − $40)) / $B`: turn $40 is frame $76, $2B → $77 ($15 / $B = 1), $C0 → $6C+…
    #[test]
    fn frames_round_the_column() {
        assert_eq!(frame(0x40), 0x76);
        assert_eq!(frame(0x40 - 0x16), 0x77);
        assert_eq!(frame(0x41), 0x75);
        assert_eq!(across(0x40, 0, 0x13), 0, "cos $40: on the column's x");
        assert_eq!(across(0, 0x80, 0x13), -0x20 - 0x13, "start $80: left of it");
    }
}
