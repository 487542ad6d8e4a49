//! Aquatic Ruin's Chop Chop, the piranha badnik (s2disasm `Obj91`: `Obj91_Init`, `Obj91_Main`,
//! `Obj91_PrepareCharge`, `Obj91_Waiting`, `Obj91_MoveTowardsPlayer`, `Obj91_Charge`, `Obj91_MakeBubble`,
//! `Obj91_TestCharacterPos`; `Obj_GetOrientationToPlayer`; `Ani_obj91`).
//!
//! A badnik (`Obj91_SubObjData`: `collision_flags` 2, half width $10) that swims at $40 (left, or right when
//! X-flipped) and turns every $201 frames. It blows a bubble ([`super::small_bubble`], `Obj0A` subtype 6,
//! $14 px ahead and 6 below) every 256 frames: its bubble timer is set as a word ($50) but counted as its high
//! byte, 0, so the count wraps. When the nearer player (by x) is within $20 px above or below it, in front of
//! it and $20–$9F px away, it stops, waits 17 frames (its turn timer's high byte, $10, counted through −1)
//! snapping its jaws, then charges at 2 px a frame towards him — sinking at $80 subpixels a frame unless he is
//! within $10 px above or below — for good. It unloads by its x (`MarkObjGone`).

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::object::{Common, Obj, State};
use crate::objects::s2::orientation_to_player::distances_to_player;
use crate::objects::s2::small_bubble::SmallBubble;

/// `Obj91_Index`.
pub const SWIM: u8 = 2;
pub const WAIT: u8 = 4;
pub const CHARGE: u8 = 6;
/// `Obj91_SubObjData`: an enemy, `Touch_Sizes` 2.
pub const COLLISION: u8 = 2;
/// The swimming speed, the turn timer and the bubble's.
pub const SPEED: i16 = 0x40;
pub const TURN_TIMER: u16 = 0x200;
pub const BUBBLE_TIMER: u16 = 0x50;
/// The wait before the charge (the turn timer's high byte), and the charge's speeds (`Obj91_HorizontalSpeeds`,
/// `Obj91_VerticalSpeeds`, written into the speeds' high and low bytes).
pub const WAIT_TIMER: u8 = 0x10;
pub const CHARGE_SPEED: i16 = 0x200;
pub const SINK_SPEED: i16 = 0x80;
/// `ObjID_SmallBubbles` and the bubble's subtype (its animation).
pub const BUBBLE_ID: u8 = 0x0A;
pub const BUBBLE_SUBTYPE: u8 = 6;
/// `Ani_obj91`.
const SCRIPTS: [&[u8]; 1] = [&[4, 0, 1, 0xFF]];

/// `Obj91`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChopChop {
    /// `Obj91_move_timer` (`objoff_2A`, a word; the wait is its high byte).
    pub move_timer: u16,
    /// `Obj91_bubble_timer` (`objoff_2C`, a word counted as its high byte).
    pub bubble_timer: u16,
}

pub fn run(c: &mut Common, s: &mut ChopChop, cx: &mut ObjCtx) {
    match c.routine {
        0 => {
            c.routine = SWIM;
            c.width_pixels = 0x10;
            c.collision_flags = COLLISION;
            s.move_timer = TURN_TIMER;
            s.bubble_timer = BUBBLE_TIMER;
            c.x_vel = if c.status & 1 != 0 { SPEED } else { -SPEED };
        }
        SWIM => swim(c, s, cx),
        WAIT => {
            let [hi, lo] = s.move_timer.to_be_bytes();
            let hi = hi.wrapping_sub(1);
            s.move_timer = u16::from_be_bytes([hi, lo]);
            if (hi as i8) < 0 {
                aim(c, cx);
            }
            animate(c, cx);
        }
        _ => {
            c.object_move();
            animate(c, cx);
        }
    }
}

/// `Obj91_Main`.
fn swim(c: &mut Common, s: &mut ChopChop, cx: &mut ObjCtx) {
    let [hi, lo] = s.bubble_timer.to_be_bytes();
    let hi = hi.wrapping_sub(1);
    s.bubble_timer = u16::from_be_bytes([hi, lo]);
    if hi == 0 {
        make_bubble(c, s, cx);
    }
    s.move_timer = s.move_timer.wrapping_sub(1);
    if (s.move_timer as i16) < 0 {
        s.move_timer = TURN_TIMER;
        c.status ^= 1;
        c.x_flip = !c.x_flip;
        c.x_vel = c.x_vel.wrapping_neg();
    }
    c.object_move();
    if sees_player(c, cx) {
        c.routine = WAIT;
        s.move_timer = (s.move_timer & 0xFF) | (u16::from(WAIT_TIMER) << 8);
        c.x_vel = 0;
    }
    cx.mark_gone(c);
}

/// `Obj91_TestCharacterPos`: the nearer player within $20 px above or below, in front, $20–$9F px away.
pub fn sees_player(c: &Common, cx: &ObjCtx) -> bool {
    let (dx, dy) = distances_to_player(c, cx);
    if dy.wrapping_add(0x20) >= 0x40 {
        return false;
    }
    let dist = if (dx as i16) < 0 {
        if c.x_vel < 0 {
            return false;
        }
        dx.wrapping_neg()
    } else {
        if c.x_vel >= 0 {
            return false;
        }
        dx
    };
    (0x20..0xA0).contains(&dist)
}

/// `Obj91_MoveTowardsPlayer`: the charge's speeds, towards the nearer player.
fn aim(c: &mut Common, cx: &ObjCtx) {
    c.routine = CHARGE;
    let (dx, dy) = distances_to_player(c, cx);
    let hi: i16 = if (dx as i16) < 0 { CHARGE_SPEED } else { -CHARGE_SPEED };
    c.x_vel = hi | (c.x_vel & 0xFF);
    if dy.wrapping_add(0x10) >= 0x20 {
        c.y_vel = (c.y_vel & !0xFF) | SINK_SPEED;
    }
}

/// `Obj91_Animate`.
fn animate(c: &mut Common, cx: &mut ObjCtx) {
    animate_sprite(c, &SCRIPTS);
    cx.mark_gone(c);
}

/// `Obj91_MakeBubble`: a bubble $14 px ahead (by its render flip) and 6 px below, in the first free slot.
fn make_bubble(c: &Common, s: &mut ChopChop, cx: &mut ObjCtx) {
    s.bubble_timer = BUBBLE_TIMER;
    let ahead = if c.x_flip { -0x14 } else { 0x14 };
    let b = Common::new(BUBBLE_ID, BUBBLE_SUBTYPE, c.pixel_x() + ahead, c.pixel_y() + 6, false, false);
    cx.spawn(Obj { common: b, state: State::SmallBubble(SmallBubble::default()) });
}

impl crate::objects::runtime::object::ObjKind for ChopChop {
    const READS_ON_SCREEN: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(s: &mut Self, c: &mut Common, cx: &mut ObjCtx) -> Option<State> {
        run(c, s, cx);
        None
    }

    fn state_name(&self, c: &Common) -> &'static str {
        match c.routine {
            WAIT => "waiting",
            CHARGE => "charging",
            _ => "swimming",
        }
    }

    fn name(&self) -> &'static str {
        "Chop Chop"
    }
}
