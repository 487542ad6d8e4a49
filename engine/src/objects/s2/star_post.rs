//! The star post (s2disasm `Obj79`; SPG "Hitboxes" → "Trigger Areas" and "Game Objects" → "Checkpoints").
//! Not a hitbox: the post checks a trigger rectangle itself, 16 px wide (x − 8 to x + 7) and $68 px high
//! ($40 above to $27 below its centre). Touched while its number (the subtype's low 7 bits) is above the
//! last one hit, it remembers the restart point (`Obj79_SaveData`: `Last_star_pole_hit`, `Saved_x_pos`,
//! `Saved_y_pos`), spawns the spinning ball (`Obj79_Dongle`, 32 frames, then the post blinks) and, with 50
//! rings or more, the four special-stage stars (`Obj79_MakeSpecialStars`, `Obj79_Star`). Posts numbered at or
//! below the last one hit load already blinking (`Obj79_Init`), as does one whose respawn entry says it was
//! lit.
//!
//! Not modelled: the rest of `Obj79_SaveData` (rings, timer, collision layer, camera — `GameState` keeps the
//! point only), the emerald count (the stars come as if fewer than 7 emeralds), entering the special stage
//! from a star (`f_bigring`: there is no special stage; the touch is cleared), debug mode and player 2.

use crate::math::{cos, sin};
use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};

/// Trigger rectangle (`Obj79_CheckActivation`): `x − post x + 8 < $10` and `y − post y + $40 < $68`,
/// compared unsigned.
pub const TRIGGER_WIDTH: u16 = 0x10;
pub const TRIGGER_LEFT: u16 = 8;
pub const TRIGGER_HEIGHT: u16 = 0x68;
pub const TRIGGER_TOP: u16 = 0x40;
/// The ball circles a point $14 px above the post, radius $C px, turning $10 a frame: $20 moves, then on its
/// next run it sets the post blinking and is deleted.
pub const DONGLE_RISE: i32 = 0x14;
pub const DONGLE_TIME: i16 = 0x20;
/// Rings needed for the special-stage stars.
pub const STAR_RINGS: u16 = 50;
/// The stars circle a point $30 px above the post; they become touchable ($D8: special, size $18) at frame
/// $80 and are gone after frame $200.
pub const STAR_RISE: i32 = 0x30;
pub const STAR_COLLISION: u8 = 0xD8;

/// `Ani_obj79`: 0 unlit, 1 lit (while the ball spins), 2 blinking.
const ANIMATIONS: [&[u8]; 3] = [&[0x0F, 0, 0xFF], &[0x0F, 1, 0xFF], &[3, 0, 4, 0xFF]];

/// What the object in the slot is: the post, its ball, or one of the four stars.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    #[default]
    Post,
    /// `Obj79_Dongle`: circles `centre` while `timer` counts down, then sets its post (slot `parent`) blinking.
    Dongle { parent: usize, centre_x: i16, centre_y: i16, timer: i16, angle: u8 },
    /// `Obj79_Star`: circles `centre`; `angle` is `objoff_34`, `time` `objoff_36`.
    Star { centre_x: i16, centre_y: i16, angle: u16, time: u16 },
}

/// The star post's own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StarPost {
    pub role: Role,
}

pub fn run(c: &mut Common, s: &mut StarPost, cx: &mut ObjCtx) {
    match &mut s.role {
        Role::Post => run_post(c, cx),
        Role::Dongle { parent, centre_x, centre_y, timer, angle } => {
            run_dongle(c, cx, *parent, (*centre_x, *centre_y), timer, angle)
        }
        Role::Star { centre_x, centre_y, angle, time } => run_star(c, cx, (*centre_x, *centre_y), angle, time),
    }
}

/// `Obj79_Init` (once), `Obj79_Main`, then `Obj79_Animate`.
fn run_post(c: &mut Common, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 8;
        // The post frees its respawn entry's "loaded" bit at once; bit 0 remembers it was lit.
        let lit_before = match c.respawn {
            Some(i) => {
                cx.world.env.respawn.forget(i);
                cx.world.env.respawn.get(i) & 1 != 0
            }
            None => false,
        };
        if lit_before || cx.world.game.last_star_post & 0x7F >= c.subtype & 0x7F {
            if let Some(i) = c.respawn {
                cx.world.env.respawn.set_bits(i, 1);
            }
            c.anim = 2;
        }
    }
    check_activation(c, cx);
    animate_sprite(c, &ANIMATIONS);
    cx.mark_gone(c);
}

/// `Obj79_CheckActivation` for the main player.
fn check_activation(c: &mut Common, cx: &mut ObjCtx) {
    if cx.world.game.last_star_post & 0x7F >= c.subtype & 0x7F {
        // Passed already (another post with a higher number was hit): blink.
        if c.anim == 0 {
            c.anim = 2;
        }
        return;
    }
    let dx = (cx.world.player.pixel_x() as u16).wrapping_sub(c.pixel_x() as u16).wrapping_add(TRIGGER_LEFT);
    if dx >= TRIGGER_WIDTH {
        return;
    }
    let dy = (cx.world.player.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16).wrapping_add(TRIGGER_TOP);
    if dy >= TRIGGER_HEIGHT {
        return;
    }
    // The ball: its position is set when it first runs.
    let mut ball = Common::new(id::STAR_POST, 0, 0, 0, false, false);
    ball.routine = 6;
    ball.width_pixels = 8;
    ball.mapping_frame = 2;
    let role = Role::Dongle {
        parent: cx.current(),
        centre_x: c.pixel_x() as i16,
        centre_y: (c.pixel_y() - DONGLE_RISE) as i16,
        timer: DONGLE_TIME,
        angle: 0,
    };
    if cx.spawn(Obj { common: ball, state: State::StarPost(StarPost { role }) }).is_some()
        && cx.world.game.rings >= STAR_RINGS
    {
        make_special_stars(c, cx);
    }
    c.anim = 1;
    // `Obj79_SaveData`: the post's number and its position become the restart point.
    cx.world.game.last_star_post = c.subtype;
    cx.world.game.respawn_point = Some((c.pixel_x(), c.pixel_y()));
    // (`Saved_zone_and_act`: S3K's `Current_zone_and_act`, act 2 after a change in place.)
    cx.world.game.respawn_in_next_act = cx.world.game.in_next_act;
    cx.world.game.water.save();
    if let Some(i) = c.respawn {
        cx.world.env.respawn.set_bits(i, 1);
    }
}

/// `Obj79_MakeSpecialStars`: four stars a quarter turn apart, in the free slots after the post.
fn make_special_stars(c: &Common, cx: &mut ObjCtx) {
    let x = c.pixel_x();
    let y = c.pixel_y() - STAR_RISE;
    for quarter in 0..4u16 {
        let mut star = Common::new(id::STAR_POST, 0, x, y, false, false);
        star.routine = 8;
        star.width_pixels = 8;
        star.mapping_frame = 1;
        star.x_vel = -0x400;
        let role = Role::Star { centre_x: x as i16, centre_y: y as i16, angle: quarter * 0x40, time: 0 };
        if cx.spawn_after(Obj { common: star, state: State::StarPost(StarPost { role }) }).is_none() {
            return;
        }
    }
}

/// `Obj79_Dongle` and `Obj79_MoveDonglyThing`: circles the top of the post, then sets the post blinking.
fn run_dongle(c: &mut Common, cx: &mut ObjCtx, parent: usize, centre: (i16, i16), timer: &mut i16, angle: &mut u8) {
    *timer -= 1;
    if *timer < 0 {
        // The parent slot may hold another object by now: only a star post is changed.
        if let Some(post) = cx.slots.get_mut(parent).filter(|o| o.common.id == id::STAR_POST) {
            post.common.anim = 2;
            post.common.mapping_frame = 0;
        }
        c.delete();
        return;
    }
    let a = angle.wrapping_sub(0x40);
    *angle = angle.wrapping_sub(0x10);
    set_pixel_x(c, centre.0.wrapping_add(scale(cos(a), 0xC00)));
    set_pixel_y(c, centre.1.wrapping_add(scale(sin(a), 0xC00)));
    cx.mark_gone(c);
}

/// `Obj79_Star`: a star wobbling on a circle around `centre`, growing for $80 frames, touchable from then,
/// shrinking after $180 frames and gone after $200.
fn run_star(c: &mut Common, cx: &mut ObjCtx, centre: (i16, i16), angle: &mut u16, time: &mut u16) {
    // A touch would enter the special stage (`f_bigring`); there is none to enter, so it is only cleared.
    c.collision_property = 0;
    *angle = angle.wrapping_add(0xA);
    let a = *angle as u8;
    let mut d0 = sin(a) >> 5;
    let mut d1 = cos(a) >> 3;
    let mut d3 = d1;
    let mut d2 = ((*angle & 0x3E0) >> 5) as i16;
    if d2 > 0x10 {
        d1 = d1.wrapping_neg();
    }
    d2 &= 0xF;
    if d2 > 8 {
        d2 = d2.wrapping_neg() & 7;
    }
    let mut d4: i16 = 0;
    for _ in 0..3 {
        d2 = ((d2 as u16) >> 1) as i16;
        if d2 != 0 {
            d4 = d4.wrapping_add(d1);
        }
        d1 = d1.wrapping_shl(1);
    }
    d0 = d0.wrapping_add(d4 >> 4);
    *time = time.wrapping_add(1);
    let t = *time as i16;
    if t == 0x80 {
        c.collision_flags = STAR_COLLISION;
    }
    let size = if t < 0x80 {
        Some(t)
    } else if t <= 0x180 {
        None
    } else {
        let left = 0x200 - t;
        if left < 0 {
            c.delete();
            return;
        }
        Some(left)
    };
    if let Some(k) = size {
        // `muls.w` then `asr.w #7`: only the product's low word is shifted.
        d0 = (i32::from(d0) * i32::from(k)) as i16 >> 7;
        d3 = (i32::from(d3) * i32::from(k)) as i16 >> 7;
    }
    set_pixel_x(c, centre.0.wrapping_add(d3));
    set_pixel_y(c, centre.1.wrapping_add(d0));
    c.anim_frame = c.anim_frame.wrapping_add(1);
    let frame = (c.anim_frame & 6) >> 1;
    c.mapping_frame = if frame == 3 { 1 } else { frame };
    cx.mark_gone(c);
}

/// `muls.w` by `factor` then `swap`: the product's high word.
fn scale(v: i16, factor: i32) -> i16 {
    ((i32::from(v) * factor) >> 16) as i16
}

/// A word write to `x_pos`: the pixel changes, the subpixel stays.
fn set_pixel_x(c: &mut Common, px: i16) {
    c.x = (i32::from(px) << 8) | (c.x & 0xFF);
}

fn set_pixel_y(c: &mut Common, py: i16) {
    c.y = (i32::from(py) << 8) | (c.y & 0xFF);
}

impl crate::objects::runtime::object::ObjKind for StarPost {
    const READS_ON_SCREEN: bool = false;
    const MAY_MOVE_PLAYERS: bool = false;
    const LIVE_MAPPING_FRAME: bool = true;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        run(c, s, cx);
        None
    }

    fn name(&self) -> &'static str {
        "star post"
    }
}
