//! Hill Top's seesaw and its Sol ball (s2disasm `Obj14`: `Obj14_Init`, `Obj14_Main`, `Obj14_SetMapping`,
//! `Obj14_Ball_Init`, `Obj14_Ball_Main`, `Obj14_SetBallToRestOnSeeSaw`, `Obj14_Ball_Fly`,
//! `Obj14_LaunchCharacter`).
//!
//! The seesaw (half width $30) is a `SlopedPlatform` for both players: mapping frame 0 slopes down to the
//! right (`byte_21C8E`), 2 down to the left (mirrored), 1 is flat (`byte_21CBF`, 5 everywhere). A player
//! standing on it picks the side it tips to (left of its centre 2, right 0, within 8 px 1; with both on it,
//! the average rounded away from the middle); each frame the frame steps once towards that. With nobody on it,
//! it remembers the faster falling player's Y Speed. Subtype 0 has a Sol ball (the first free slot after it;
//! hurts, `collision_flags` $8B) resting $28 px right of its centre (left when X-flipped) at its height there
//! (`Obj14_YOffsets`: −8, −28, −47 px from 16 px below the centre). When the seesaw tips away from the ball's
//! side, the ball is thrown (one step: Y Speed −$818, X Speed ∓$114; two: −$AF0 and ∓$CC, or −$E00 and ∓$A0
//! after a landing at $A00 or faster) towards the other side, falls with gravity $38 (twice a frame while
//! rising within $2F px of the bottom) and lands there: that side becomes the seesaw's, and, if that tips it,
//! whoever stands on it is thrown up with the ball's Y Speed, in the spring pose.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, P2_STANDING, STANDING, State};
use crate::objects::runtime::touch::HURT;
use crate::player::{Player, Pose, Routine};

/// `Obj14_Index`.
pub const MAIN: u8 = 2;
pub const BALL_INIT: u8 = 6;
pub const BALL_MAIN: u8 = 8;
pub const BALL_FLY: u8 = 0xA;
/// `width_pixels`: the platform's half width.
pub const HALF_WIDTH: u8 = 0x30;
/// The ball's hitbox (hurts, `Touch_Sizes` $B).
pub const BALL_COLLISION: u8 = HURT | 0x0B;
pub const GRAVITY: i16 = 0x38;
/// `byte_21C8E` (down to the right) and `byte_21CBF` (flat), as signed bytes.
pub const SLOPE: [u8; 49] = [
    20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0xFF,
    0xFE, 0xFD, 0xFC, 0xFB, 0xFA, 0xF9, 0xF8, 0xF7, 0xF6, 0xF5, 0xF4, 0xF3, 0xF2, 0xF2, 0xF2, 0xF2, 0xF2, 0xF2,
];
pub const FLAT: [u8; 48] = [5; 48];
/// `Obj14_YOffsets`: the ball's height on the seesaw, by its frame (+ 2 on the left side).
pub const BALL_HEIGHTS: [i16; 5] = [-8, -28, -47, -28, -8];

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seesaw {
    /// `objoff_30`: the seesaw's x (the ball's: its seesaw's), where it unloads by.
    pub home_x: i16,
    /// `objoff_3A`: the side (frame) it tips to; the ball's: the side it rests on.
    pub side: u8,
    /// `objoff_38`: the faster falling player's Y Speed while nobody stands on it.
    pub landing_speed: i16,
    /// The ball's `objoff_34` (16 px below the seesaw's centre) and its seesaw's slot (`objoff_3C`).
    pub bottom: i16,
    pub parent: Option<usize>,
}

pub fn run(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = MAIN;
            c.width_pixels = HALF_WIDTH;
            s.home_x = c.pixel_x() as i16;
            if c.subtype == 0 {
                let mut ball = Common::new(c.id, 0, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
                ball.routine = BALL_INIT;
                let state = Seesaw { parent: Some(cx.current()), ..Default::default() };
                cx.spawn_after(Obj { common: ball, state: State::HtzSeesaw(state) });
            }
            if c.x_flip {
                c.mapping_frame = 2;
            }
            s.side = c.mapping_frame;
            main(c, s, cx);
        }
        MAIN => main(c, s, cx),
        BALL_INIT => {
            c.routine = BALL_MAIN;
            c.collision_flags = BALL_COLLISION;
            c.width_pixels = 0xC;
            s.home_x = c.pixel_x() as i16;
            c.x = c.x.wrapping_add(0x28 << 8);
            c.y = c.y.wrapping_add(0x10 << 8);
            s.bottom = c.pixel_y() as i16;
            if c.x_flip {
                c.x = c.x.wrapping_sub(0x50 << 8);
                s.side = 2;
            }
            ball_main(c, s, cx);
        }
        BALL_MAIN => ball_main(c, s, cx),
        BALL_FLY => ball_fly(c, s, cx),
        _ => {}
    }
    cx.mark_gone_at(c, i32::from(s.home_x));
}

/// The side a player standing on it tips it to: 2 left of its centre, 0 right, 1 within 8 px.
fn side_of(c: &Common, p: &Player) -> u16 {
    let d = (c.pixel_x() as u16).wrapping_sub(p.pixel_x() as u16);
    let (side, d) = if (c.pixel_x() as u16) < (p.pixel_x() as u16) { (0, d.wrapping_neg()) } else { (2, d) };
    if d < 8 { 1 } else { side }
}

/// `Obj14_Main`.
fn main(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    let p1 = c.status & STANDING != 0;
    let p2 = c.status & P2_STANDING != 0;
    let sidekick = cx.world.sidekick.as_deref();
    let target = match (p1, p2, sidekick) {
        (true, true, Some(p2)) => {
            let mut d1 = side_of(c, cx.world.player) + side_of(c, p2);
            if d1 == 3 {
                d1 += 1;
            }
            (d1 >> 1) as u8
        }
        (true, _, _) => side_of(c, cx.world.player) as u8,
        (false, true, Some(p2)) => side_of(c, p2) as u8,
        _ => {
            let main = cx.world.player.y_speed;
            let other = sidekick.map_or(0, |p| p.y_speed);
            s.landing_speed = main.max(other);
            s.side
        }
    };
    // `Obj14_SetMapping`: one step towards the side.
    if c.mapping_frame != target {
        let mut frame = c.mapping_frame;
        if frame < target {
            frame += 2;
        }
        c.mapping_frame = frame - 1;
        s.side = target;
        c.x_flip = c.mapping_frame & 2 != 0;
    }
    let slope: &[u8] = if c.mapping_frame & 1 != 0 { &FLAT } else { &SLOPE };
    cx.sloped_platform(c, i16::from(HALF_WIDTH), c.pixel_x() as i16, slope);
}

/// The ball's resting height on its seesaw's `frame`, on its side of the centre.
fn rest_y(c: &Common, s: &Seesaw, frame: u8) -> i16 {
    let left = (c.pixel_x() as u16) < (s.home_x as u16);
    s.bottom.wrapping_add(BALL_HEIGHTS[usize::from(frame.min(2)) + if left { 2 } else { 0 }])
}

/// The ball's seesaw: its side, frame and remembered landing speed.
fn parent_of(s: &Seesaw, cx: &ObjCtx) -> Option<(u8, u8, i16)> {
    match s.parent.and_then(|i| cx.slots.get(i)) {
        Some(Obj { common, state: State::HtzSeesaw(p) }) => Some((p.side, common.mapping_frame, p.landing_speed)),
        _ => None,
    }
}

/// `Obj14_Ball_Main`: at rest on its side, or thrown when the seesaw tips the other way.
fn ball_main(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    let Some((side, frame, landing)) = parent_of(s, cx) else { return };
    let d0 = s.side.wrapping_sub(side);
    if d0 == 0 {
        // `Obj14_SetBallToRestOnSeeSaw`.
        let left = (c.pixel_x() as u16) < (s.home_x as u16);
        c.y = i32::from(rest_y(c, s, frame)) << 8;
        c.x = i32::from(s.home_x.wrapping_add(if left { -0x28 } else { 0x28 })) << 8;
        return;
    }
    let steps = if (d0 as i8) < 0 { d0.wrapping_neg() } else { d0 };
    let (y_vel, x_vel) = match steps {
        1 => (-0x818, -0x114),
        _ if landing >= 0xA00 => (-0xE00, -0xA0),
        _ => (-0xAF0, -0xCC),
    };
    c.y_vel = y_vel;
    c.x_vel = if (c.pixel_x() as u16) < (s.home_x as u16) { -x_vel } else { x_vel };
    c.routine = BALL_FLY;
    ball_fly(c, s, cx);
}

/// `ObjectMoveAndFall`.
fn move_and_fall(c: &mut Common) {
    c.object_move();
    c.y_vel = c.y_vel.wrapping_add(GRAVITY);
}

/// `Obj14_Ball_Fly`.
fn ball_fly(c: &mut Common, s: &mut Seesaw, cx: &mut ObjCtx) {
    if c.y_vel < 0 {
        move_and_fall(c);
        if s.bottom.wrapping_sub(0x2F) <= c.pixel_y() as i16 {
            move_and_fall(c);
        }
        return;
    }
    move_and_fall(c);
    let Some((_, frame, _)) = parent_of(s, cx) else { return };
    if rest_y(c, s, frame) > c.pixel_y() as i16 {
        return;
    }
    let side = if c.x_vel < 0 { 2 } else { 0 };
    s.side = side;
    if let Some(Obj { common: pc, state: State::HtzSeesaw(p) }) = s.parent.and_then(|i| cx.slots.get_mut(i)) {
        p.side = side;
        if pc.mapping_frame != side {
            if pc.status & STANDING != 0 {
                pc.status &= !STANDING;
                launch(c, cx.world.player);
            }
            if pc.status & P2_STANDING != 0 {
                pc.status &= !P2_STANDING;
                if let Some(p2) = cx.world.sidekick.as_deref_mut() {
                    launch(c, p2);
                }
            }
        }
    }
    (c.x_vel, c.y_vel) = (0, 0);
    c.routine = BALL_MAIN;
}

/// `Obj14_LaunchCharacter`.
fn launch(c: &Common, p: &mut Player) {
    p.y_speed = c.y_vel.wrapping_neg();
    p.air = true;
    p.on_object = false;
    p.jumping = false;
    p.pose = Pose::Spring;
    p.routine = Routine::Normal;
}

impl crate::objects::runtime::object::ObjKind for Seesaw {
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            BALL_INIT | BALL_MAIN => "ball",
            BALL_FLY => "ball flying",
            _ => "seesaw",
        }
    }

    fn name(&self) -> &'static str {
        "seesaw"
    }
}
