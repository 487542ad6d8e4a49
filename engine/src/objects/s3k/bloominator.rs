//! Bloominator, Angel Island's spike-ball-spitting flower (skdisasm s3.asm `Obj_Bloominator`: `Bloominator_Index`,
//! `loc_54B86`, `loc_54B9E`, `loc_54BAA`, `loc_54BC2`, `loc_54BF8`, `ObjDat_Bloominator`, the script `byte_54C3E`;
//! its shot `ChildObjDat_54C26` → `loc_54B46` / `loc_54B5A` with `ObjDat3_54C1A`, `MoveSprite`,
//! `Sprite_CheckDeleteTouchXY`).
//!
//! It waits off screen (`Obj_WaitOffscreen`: the frame it is first seen only ends the wait), then stands: an enemy
//! of touch size $23 ($C × $18 half sizes; a curled or invincible player destroys it). It counts $20 frames it
//! is seen on screen (`Obj_Wait` from $1F to −1; off screen the count holds), then plays its volley script
//! (`byte_54C3E`, its first pair skipped: frame 1 for $A frames, 2 for 5, 3 for 5, 0 for $A, 1 for $A, 2 for
//! 5, 3 for 5, 0 for 1, the end) and each time frame 3 comes up (`anim_frame` 6 and $E) it spits a spike ball
//! from $10 px above its centre at (±$100, −$500): the first of its life to the left, then right, left… (`$39`
//! counts the shots made). At the script's end it waits 121 on-screen frames (`2*60` to −1) and plays it
//! again. Out of range it lets its respawn entry go and is deleted the next frame (`Sprite_CheckDeleteTouch`).
//!
//! The spike ball (frame 4, touch $98: it hurts, size $18 — 4 × 4) falls under gravity $38 (`MoveSprite`) and
//! bounces off shields (`bset #3,shield_reaction(a0)`); $80 px above or below the camera's rows, or out of
//! range, it is deleted the next frame.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, NO_BALANCING, Obj, State};
use crate::objects::s3k::bubbles_badnik::{Step, animate};

/// `ObjDat_Bloominator`: $C wide, $18 tall, frame 0, touch $23 (an enemy).
pub const WIDTH: u8 = 0xC;
pub const HEIGHT: u8 = 0x18;
pub const COLLISION: u8 = 0x23;
/// `loc_54B86`: `Obj_Wait`'s first count (to −1: $20 frames on screen).
pub const FIRST_WAIT: i16 = 0x1F;
/// `loc_54BF8`: the count between volleys (`2*60`, to −1).
pub const WAIT: i16 = 2 * 60;
/// `byte_54C3E`: (frame, delay) pairs, then $F4 (`$34`: `loc_54BF8`).
pub const VOLLEY: [(u8, u8); 9] = [(0, 7), (1, 9), (2, 4), (3, 4), (0, 9), (1, 9), (2, 4), (3, 4), (0, 0)];
/// `loc_54BC2`: the `anim_frame` byte offsets whose new frame spits a shot (both frame 3).
pub const FIRE_AT: [u8; 2] = [6, 0xE];
/// `ObjDat3_54C1A`: the shot is 8 × 8, frame 4, touch $98 (hurts, size $18).
pub const SHOT_SIZE: u8 = 8;
pub const SHOT_FRAME: u8 = 4;
pub const SHOT_COLLISION: u8 = 0x98;
/// `ChildObjDat_54C26`: the shot's offset from the flower and its speeds (the x speed negated on every odd
/// shot: the first goes left).
pub const SHOT_OFFSET_Y: i16 = -0x10;
pub const SHOT_SPEED: (i16, i16) = (0x100, -0x500);
/// The shot's `shield_reaction`: bit 3, bounced off by any shield.
pub const SHOT_SHIELD_REACTION: u8 = 1 << 3;

/// The Bloominator's fields (the flower's or its shot's).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bloominator {
    /// A spike ball (`loc_54B46`), not the flower.
    pub shot: bool,
    /// `Obj_WaitOffscreen` is over.
    pub awake: bool,
    /// `$2E`: `Obj_Wait`'s timer.
    pub wait: i16,
    /// `$39`: the shots it made.
    pub shots: u8,
    /// Deleted the next time it runs (`move.l #Delete_Current_Sprite,(a0)`).
    pub dying: bool,
}

/// What one frame of the flower's routine did past the wait: whether it spits a shot now.
fn flower(c: &mut Common, s: &mut Bloominator) -> bool {
    match c.routine {
        0 => {
            // `loc_54B86`: `SetUp_ObjAttributes` (routine 2).
            c.routine = 2;
            (c.width_pixels, c.y_radius, c.explicit_height) = (WIDTH, HEIGHT, true);
            c.mapping_frame = 0;
            c.collision_flags = COLLISION;
            s.wait = FIRST_WAIT;
            false
        }
        2 => {
            // `loc_54B9E`: `Obj_Wait` only while on screen; run out, `loc_54BAA`.
            if c.on_screen {
                s.wait -= 1;
                if s.wait < 0 {
                    c.routine = 4;
                }
            }
            false
        }
        _ => match animate(c, &VOLLEY, false) {
            Step::Hold => false,
            Step::Frame => FIRE_AT.contains(&c.anim_frame),
            Step::End => {
                // `loc_54BF8`.
                c.routine = 2;
                s.wait = WAIT;
                false
            }
        },
    }
}

/// `ChildObjDat_54C26`: the shot `n` (1 the first) from the flower `c`: in a cleared slot, whole pixels.
pub fn shot(c: &Common, n: u8) -> Obj {
    let mut shot = Common::new(c.id, 0, c.pixel_x(), c.pixel_y() + i32::from(SHOT_OFFSET_Y), false, false);
    shot.x_vel = if n & 1 != 0 { -SHOT_SPEED.0 } else { SHOT_SPEED.0 };
    shot.y_vel = SHOT_SPEED.1;
    Obj { common: shot, state: Bloominator { shot: true, ..Default::default() }.into() }
}

/// The shot's frame: `loc_54B46` its first, then `loc_54B5A` (`MoveSprite`, `Sprite_CheckDeleteTouchXY`).
fn run_shot(c: &mut Common, s: &mut Bloominator, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        (c.width_pixels, c.y_radius, c.explicit_height) = (SHOT_SIZE, SHOT_SIZE, true);
        c.mapping_frame = SHOT_FRAME;
        c.collision_flags = SHOT_COLLISION;
    }
    c.object_move_and_fall();
    let camera_y = cx.world.env.camera.y as u16;
    let off_rows = (c.pixel_y() as u16).wrapping_sub(camera_y).wrapping_add(0x80) > 0x200;
    if off_rows || cx.out_of_range(c.pixel_x()) {
        // `Go_Delete_Sprite`.
        die(c, s);
        return;
    }
    c.display();
}

/// `Go_Delete_Sprite` (and `loc_5371C` past its respawn entry): deleted the next frame, meanwhile not drawn
/// nor touched.
fn die(c: &mut Common, s: &mut Bloominator) {
    s.dying = true;
    c.status |= NO_BALANCING;
    c.collision_flags = 0;
}

pub fn run(c: &mut Common, s: &mut Bloominator, cx: &mut ObjCtx) {
    if s.dying {
        c.delete();
        return;
    }
    if s.shot {
        run_shot(c, s, cx);
        return;
    }
    if super::wait_offscreen(c, &mut s.awake, cx) {
        return;
    }
    if flower(c, s) {
        // `loc_54BD4`: `CreateChild2_Complex` (`AllocateObjectAfterCurrent`; none free, no shot and no count).
        if cx.spawn_after(shot(c, s.shots.wrapping_add(1))).is_some() {
            s.shots = s.shots.wrapping_add(1);
        }
    }
    // `Sprite_CheckDeleteTouch`.
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        die(c, s);
        return;
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for Bloominator {
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    /// The spike ball bounces off shields (`bset #3,shield_reaction(a0)`).
    fn shield_reaction(&self, _c: &Common) -> u8 {
        if self.shot { SHOT_SHIELD_REACTION } else { 0 }
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match (self.shot, self.awake, c.routine) {
            (true, _, _) => "spike ball",
            (_, false, _) => "waiting off screen",
            (_, _, 4) => "spitting",
            _ => "waiting",
        }
    }

    fn name(&self) -> &'static str {
        "Bloominator"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One frame of the awake flower without the screen (always on screen): (routine, mapping frame, fires).
    fn step(c: &mut Common, s: &mut Bloominator) -> (u8, u8, bool) {
        let fires = flower(c, s);
        (c.routine, c.mapping_frame, fires)
    }

    /// s3.asm from `loc_54B86`: $20 frames of `Obj_Wait` (the 33rd frame of the flower turns to `loc_54BC2`),
    /// then the script from its second pair: frame 1 for $A, 2 for 5, 3 (a shot on its first frame) for 5, 0
    /// for $A, 1 for $A, 2 for 5, 3 (a shot) for 5, 0 for 1, and the $F4 the frame after hands back to the
    /// wait, $79 frames, and the volley again the same.
    #[test]
    fn the_wait_and_the_volley() {
        let mut c = Common { on_screen: true, ..Default::default() };
        let mut s = Bloominator { awake: true, ..Default::default() };
        assert_eq!(step(&mut c, &mut s), (2, 0, false));
        assert_eq!(c.collision_flags, COLLISION);
        for _ in 0..0x1F {
            assert_eq!(step(&mut c, &mut s), (2, 0, false));
        }
        assert_eq!(step(&mut c, &mut s), (4, 0, false));
        let volley = |c: &mut Common, s: &mut Bloominator| {
            let frames: Vec<_> = (0..0xA + 5 + 5 + 0xA + 0xA + 5 + 5 + 1).map(|_| step(c, s)).collect();
            let shown: Vec<u8> = frames.iter().map(|f| f.1).collect();
            let expected =
                [vec![1; 0xA], vec![2; 5], vec![3; 5], vec![0; 0xA], vec![1; 0xA], vec![2; 5], vec![3; 5], vec![0; 1]]
                    .concat();
            assert_eq!(shown, expected);
            let fired: Vec<usize> = frames.iter().enumerate().filter(|f| f.1.2).map(|f| f.0).collect();
            assert_eq!(fired, [0xA + 5, 0xA + 5 + 5 + 0xA + 0xA + 5]);
            assert!(frames.iter().all(|f| f.0 == 4));
            // The $F4: the wait again, `anim_frame` and its timer cleared.
            assert_eq!(step(c, s), (2, 0, false));
            assert_eq!((c.anim_frame, c.anim_frame_duration, s.wait), (0, 0, WAIT));
        };
        volley(&mut c, &mut s);
        for _ in 0..WAIT {
            assert_eq!(step(&mut c, &mut s), (2, 0, false));
        }
        assert_eq!(step(&mut c, &mut s), (4, 0, false));
        volley(&mut c, &mut s);
    }

    /// Off screen the wait holds (`tst.b render_flags(a0)`; `bpl`).
    #[test]
    fn the_wait_holds_off_screen() {
        let mut c = Common { routine: 2, ..Default::default() };
        let mut s = Bloominator { awake: true, wait: 0, ..Default::default() };
        for _ in 0..10 {
            flower(&mut c, &mut s);
        }
        assert_eq!((c.routine, s.wait), (2, 0));
        c.on_screen = true;
        flower(&mut c, &mut s);
        assert_eq!((c.routine, s.wait), (4, -1));
    }

    /// `ChildObjDat_54C26`: $10 px above the flower, whole pixels, (−$100, −$500) for the first shot and
    /// ($100, −$500) for the second; its first frame (`loc_54B46`, `MoveSprite`) moves it by the old speeds
    /// and adds gravity $38.
    #[test]
    fn the_shots() {
        let mut flower = Common::new(0xF2, 0, 0x2370, 0x37C, false, false);
        flower.x |= 0x80;
        let first = shot(&flower, 1);
        assert_eq!((first.common.x, first.common.y), (0x2370 << 8, 0x36C << 8));
        assert_eq!((first.common.x_vel, first.common.y_vel), (-0x100, -0x500));
        let second = shot(&flower, 2);
        assert_eq!((second.common.x_vel, second.common.y_vel), (0x100, -0x500));
        let mut c = first.common;
        c.object_move_and_fall();
        assert_eq!((c.pixel_x(), c.pixel_y(), c.y_vel), (0x236F, 0x367, -0x4C8));
        let state = Bloominator { shot: true, ..Default::default() };
        assert_eq!(crate::objects::runtime::object::ObjKind::shield_reaction(&state, &c), 8);
    }
}
