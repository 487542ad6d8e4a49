//! The small Robotnik who flies across the screen at the end of Angel Island 2's bombership sequence (skdisasm
//! s3.asm `Obj_AIZ2BossSmall`, `Obj_AIZ2BossSmallMain`): the ship's controller turns into him once the ship is
//! gone ([`super::aiz2_bombership`]), and he hands the camera back.
//!
//! A sprite in screen coordinates (`render_flags` 0: x $30, y $D8, with the screen's $80 border), never
//! touched. He waits until camera x $4670 (`Camera_X_pos_copy`), then moves by his speed (`x_vel` as a long,
//! 16.16, from 5 px): slowing by $E80 a frame until the speed is −1 px or less, then speeding up by $E80 a
//! frame. Once his x reaches $240 (off the screen's right) the loop ends — `Scroll_lock`,
//! `Special_events_routine` and `Level_repeat_offset` cleared, `Camera_max_X_pos` $6000 — and he is deleted.
//! Not run: his sprite, palette and siren.

use crate::camera::SCREEN_WIDTH;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, ObjKind, State};

/// `Obj_AIZ2BossSmall`: his screen position and speed (`x_vel` 5: the long $50000).
pub const START: (u16, u16) = (0x30, 0xD8);
pub const START_SPEED: i32 = 5 << 16;
/// `Obj_AIZ2BossSmallMain`: the camera x he waits for, the screen x that ends the loop.
pub const WAKE_X: u16 = 0x4670;
pub const GONE_X: u16 = 0x240;
/// His speed's change a frame (16.16) and the speed that ends the slowing (−1 px).
pub const ACCEL: i32 = 0xE80;
pub const TURN_SPEED: i32 = -0x10000;
/// `move.w #$6000,(Camera_max_X_pos).w`.
pub const MAX_X: i32 = 0x6000;
/// The screen's sprite border (a screen-coordinate sprite at x $80 is at the screen's left edge).
const BORDER: i32 = 0x80;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AizBossSmall {
    /// `x_pos` (16.16, screen coordinates).
    pub x: i32,
    /// `x_vel` read as a long (16.16).
    pub speed: i32,
    /// `$2E`: the camera reached [`WAKE_X`].
    pub started: bool,
    /// `$2F`: speeding up (`sle`).
    pub speeding: bool,
}

/// One frame of `Obj_AIZ2BossSmallMain` once started: false once he is off the screen (the loop ends).
pub fn fly(s: &mut AizBossSmall) -> bool {
    if (s.x >> 16) as u16 >= GONE_X {
        return false;
    }
    s.x = s.x.wrapping_add(s.speed);
    if s.speeding {
        s.speed = s.speed.wrapping_add(ACCEL);
    } else {
        s.speed = s.speed.wrapping_sub(ACCEL);
        s.speeding = s.speed <= TURN_SPEED;
    }
    true
}

fn run(c: &mut Common, s: &mut AizBossSmall, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        *s = AizBossSmall { x: i32::from(START.0) << 16, speed: START_SPEED, ..Default::default() };
    }
    let camera = cx.world.env.camera;
    if !s.started {
        if (camera.x as u16) < WAKE_X {
            place(c, s, (camera.x, camera.y));
            return;
        }
        s.started = true;
    }
    if !fly(s) {
        cx.world.game.events.scroll_lock = false;
        let ship = &mut cx.world.game.events.aiz.ship;
        ship.looping = false;
        ship.repeat_offset = 0;
        cx.world.env.bounds.right = MAX_X + SCREEN_WIDTH;
        c.delete();
        return;
    }
    place(c, s, (camera.x, camera.y));
    c.display();
}

/// Where he shows in the level (for the editor): the camera plus his screen position less the border.
fn place(c: &mut Common, s: &AizBossSmall, camera: (i32, i32)) {
    c.x = (camera.0 + (s.x >> 16) - BORDER) << 8;
    c.y = (camera.1 + i32::from(START.1) - BORDER) << 8;
}

impl ObjKind for AizBossSmall {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;

    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "AIZ2 small Robotnik"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// From x $30 at 5 px a frame: slowing by $E80 a frame, turning after 106 frames (speed −$10000 or less),
    /// then speeding up; at x $240 after 231 moves, gone on his 232nd frame.
    #[test]
    fn he_slows_turns_and_flies_off() {
        let mut s = AizBossSmall { x: 0x30 << 16, speed: START_SPEED, ..Default::default() };
        let mut frames = 0;
        let mut turned = None;
        while fly(&mut s) {
            frames += 1;
            if s.speeding && turned.is_none() {
                turned = Some(frames);
            }
        }
        assert_eq!(turned, Some(106));
        assert_eq!(frames + 1, 232);
        assert_eq!(s.x >> 16, 0x240);
    }
}
