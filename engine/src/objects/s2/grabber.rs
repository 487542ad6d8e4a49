//! Chemical Plant's Grabber, the spider badnik (s2disasm `ObjA7` the body: `ObjA7_Init`, `ObjA7_Main`,
//! `loc_38E52`–`loc_38F58`, `ObjA7_GrabCharacter`, `ObjA7_CheckExplode`, `ObjA7_Poof`, the struggle
//! `loc_390BC`, `loc_39182`; `ObjA8` the legs, `ObjA9` the box, `ObjAA` the string; `LoadChildObject`,
//! `Obj_AlignChildXY`, `Obj_GetOrientationToPlayer`).
//!
//! The body (a badnik, `collision_flags` $B) patrols at $40 px/256 a frame (X-flipped: right), turning every
//! 256 frames. A player below it (within $40 px either side, up to $80 px below) makes it stop for 17 frames,
//! then drop at 2 px a frame for 32 frames and climb back for 32. Its legs hang 16 px below it with a special
//! hitbox ($D7): touched while it drops, they grab the player (`obj_control` $81, speeds 0; he hangs at the
//! legs) and the body climbs back as far as it dropped. Held, the player escapes by changing direction
//! (Left/Right) 4 times within a 32-frame window counted from his first press; otherwise the body blinks
//! faster and faster and after 136 frames turns into an explosion (which, as it held someone, has a badnik's
//! hitbox) and lets him go. The box sits 12 px above the start, the string between box and body.
//!
//! The held player: `ObjA7_GrabCharacter` gives him the floating animation (`AniIDSonAni_Float`,
//! [`Pose::Float`]: `Sonic_Animate` restarts its clock and clears his pushing flag on the change) and clears his
//! X and Y Speeds (not his Ground Speed, nor a spindash being charged: the game does not either); his routine
//! stays the normal one (2) and his status (in the air or not) is left as it was, while `obj_control` $81 skips
//! his movement. Struggling free sets the walking animation and puts him in the air; let go by the explosion
//! or out of range he is put in the air and keeps floating until his own code sets another animation.
//!
//! Not modelled: the blinking palette.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::s2::orientation_to_player::orientation_to_player;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use crate::player::Pose;
use formats::inputs::Buttons;

/// Object ids of the parts.
pub const LEGS: u8 = 0xA8;
pub const BOX: u8 = 0xA9;
pub const STRING: u8 = 0xAA;
/// `collision_flags`: the body (a badnik) and the legs (special, reporting touches).
pub const BODY_COLLISION: u8 = 0x0B;
pub const LEGS_COLLISION: u8 = 0xD7;
/// Patrol speed, the turn timer, the drop speed and times.
pub const SPEED: i16 = 0x40;
pub const TURN_FRAMES: u16 = 0xFF;
pub const DROP_SPEED: i16 = 0x200;
pub const PAUSE: u8 = 0x10;
pub const DROP_FRAMES: u8 = 0x40;
/// The struggle: direction changes needed within the window.
pub const ESCAPE_CHANGES: u8 = 4;
pub const STRUGGLE_WINDOW: u8 = 0x20;
/// The blinking before the explosion: the first interval.
pub const BLINK_START: u8 = 0x10;
/// `Ani_objA7`.
const SCRIPTS: [&[u8]; 1] = [&[7, 0, 1, 0xFF]];

/// Which part this slot is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Part {
    #[default]
    Body,
    Legs,
    Box,
    String,
}

/// `ObjA7`–`ObjAA`'s fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grabber {
    pub part: Part,
    /// The parts' parent (the body's slot), and the body's children (box, legs, string).
    pub parent: Option<usize>,
    pub children: [Option<usize>; 3],
    /// `objoff_2A` (word): the turn timer; while holding, its high byte is the blink countdown and
    /// `objoff_2B` the next interval.
    pub turn: u16,
    pub blink: u8,
    pub interval: u8,
    /// `objoff_2C`: the pause / drop timer.
    pub timer: u8,
    /// `objoff_2E`: the patrol speed while stopped.
    pub saved_x_vel: i16,
    /// `objoff_30`: the legs grabbed someone; `objoff_32`: the player is held (player 1 here).
    pub grabbed: bool,
    pub holding: bool,
    /// The struggle (`objoff_31`, `objoff_36`, `objoff_37`, `objoff_38`).
    pub struggling: bool,
    pub last_direction: u8,
    pub window: u8,
    pub changes: u8,
}

fn is_body(o: &Obj) -> bool {
    o.common.id == id::GRABBER && matches!(&o.state, State::Grabber(g) if g.part == Part::Body)
}

/// One frame of a part; true when the body turned into an explosion (its slot's state changes).
pub fn run(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) -> bool {
    match s.part {
        Part::Body => return body(c, s, cx),
        Part::Legs => legs(c, s, cx),
        Part::Box | Part::String => {
            if c.routine == 0 {
                c.routine = 2;
                c.width_pixels = 4;
                c.mapping_frame = if s.part == Part::Box { 2 } else { 0 };
                let lift = if s.part == Part::Box { 0xC } else { 8 };
                c.y = c.y.wrapping_sub(lift << 8);
                return false;
            }
            let Some(parent) = s.parent.and_then(|i| cx.slots.get(i)).filter(|o| is_body(o)) else {
                c.delete();
                return false;
            };
            if s.part == Part::String {
                let d = (parent.common.pixel_y() as u16).wrapping_sub(c.pixel_y() as u16);
                if (d as i16) >= 0 {
                    c.mapping_frame = (d >> 4) as u8;
                }
            }
            c.display();
        }
    }
    false
}

fn body(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) -> bool {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = BODY_COLLISION;
        c.x_vel = if c.x_flip { SPEED } else { -SPEED };
        s.turn = TURN_FRAMES;
        let me = cx.current();
        for (k, (part, subtype)) in
            [(Part::Box, 0x3A), (Part::Legs, 0x38), (Part::String, 0x3C)].into_iter().enumerate()
        {
            let child_id = [BOX, LEGS, STRING][k];
            let child = Common::new(child_id, subtype, c.pixel_x(), c.pixel_y(), c.x_flip, c.y_flip);
            let state = Grabber { part, parent: Some(me), ..Default::default() };
            s.children[k] = cx.spawn_after(Obj { common: child, state: State::Grabber(state) });
        }
        return false;
    }
    match c.routine_secondary {
        0 => patrol(c, s, cx),
        2 => {
            s.timer = s.timer.wrapping_sub(1);
            if (s.timer as i8) < 0 {
                c.routine_secondary = 4;
                c.y_vel = DROP_SPEED;
                s.timer = DROP_FRAMES;
            }
        }
        4 => drop(c, s, cx),
        6 => {
            if check_explode(c, s, cx) {
                return true;
            }
            struggle(c, s, cx);
            s.timer = s.timer.wrapping_sub(1);
            if s.timer == 0 {
                c.routine_secondary = 8;
                c.y_vel = 0;
            }
        }
        8 => {
            if check_explode(c, s, cx) {
                return true;
            }
            struggle(c, s, cx);
        }
        _ => {
            if check_explode(c, s, cx) {
                return true;
            }
        }
    }
    c.object_move();
    // The legs 16 px below, the box's and string's x with the body's (`Obj_AlignChildXY`).
    let (x, y) = (c.x, c.y);
    for (k, child) in s.children.iter().enumerate() {
        if let Some(o) = child.and_then(|i| cx.slots.get_mut(i)) {
            o.common.x = (x & !0xFF) | (o.common.x & 0xFF);
            if k == 1 {
                o.common.y = (y.wrapping_add(0x10 << 8) & !0xFF) | (o.common.y & 0xFF);
            }
        }
    }
    // `loc_39182`: out of range, it lets go and goes, children and all (its respawn entry forgotten).
    if cx.out_of_range(c.pixel_x()) {
        if let Some(i) = c.respawn {
            cx.world.env.respawn.forget(i);
        }
        if s.grabbed && s.holding {
            cx.world.player.object_control = 0;
            cx.world.player.air = true;
        }
        for child in s.children {
            if let Some(o) = child.and_then(|i| cx.slots.get_mut(i)) {
                o.common.delete();
            }
        }
        c.delete();
    } else {
        c.display();
    }
    false
}

/// `loc_38E52`: patrols, turning every 256 frames, until a player is below.
fn patrol(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) {
    let (_, d2) = orientation_to_player(c, cx);
    let d3 = (c.pixel_y() as u16).wrapping_sub(cx.world.player.pixel_y() as u16);
    if d2.wrapping_add(0x40) < 0x80 && d3 > 0xFF80 {
        c.routine_secondary = 2;
        s.saved_x_vel = c.x_vel;
        c.x_vel = 0;
        s.timer = PAUSE;
        return;
    }
    s.turn = s.turn.wrapping_sub(1);
    if (s.turn as i16) < 0 {
        s.turn = TURN_FRAMES;
        c.x_vel = c.x_vel.wrapping_neg();
        c.x_flip = !c.x_flip;
        c.status ^= 1;
    }
}

/// `loc_38EB4`: drops, climbs back, or grabs.
fn drop(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) {
    if s.grabbed {
        // `ObjA7_GrabCharacter`.
        c.routine_secondary = 6;
        let p = &mut *cx.world.player;
        p.object_control = 0x81;
        (p.x_speed, p.y_speed) = (0, 0);
        p.pose = Pose::Float;
        c.mapping_frame = 1;
        if c.y_vel >= 0 {
            c.y_vel = c.y_vel.wrapping_neg();
            s.timer = s.timer.wrapping_sub(0x40).wrapping_neg().wrapping_add(1);
        }
        s.blink = 1;
        s.interval = BLINK_START;
        s.window = STRUGGLE_WINDOW;
        return;
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer == 0 {
        c.routine_secondary = 0;
        c.y_vel = 0;
        c.x_vel = s.saved_x_vel;
        c.mapping_frame = 0;
        return;
    }
    if s.timer == 0x20 {
        c.y_vel = c.y_vel.wrapping_neg();
    }
    animate_sprite(c, &SCRIPTS);
}

/// `ObjA7_CheckExplode`: true when it turned into an explosion.
fn check_explode(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) -> bool {
    s.blink = s.blink.wrapping_sub(1);
    if s.blink != 0 {
        return false;
    }
    s.blink = s.interval;
    s.interval = s.interval.wrapping_sub(1);
    if s.interval != 0 {
        return false;
    }
    // `ObjA7_Poof`: an explosion (no animal) in its slot; a held player is let go.
    let held = s.holding;
    c.id = id::EXPLOSION;
    c.routine = 2;
    if held {
        cx.world.player.object_control = 0;
        cx.world.player.air = true;
        c.collision_flags = BODY_COLLISION;
    }
    true
}

/// `loc_390BC`: the held player's struggle (player 1's buttons).
fn struggle(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) {
    // `Ctrl_1_Held` (this frame's buttons: the player's routine ran first): Left and Right, bits 2 and 3.
    let d0 = cx.world.player.previous_buttons.bits() & (Buttons::LEFT.bits() | Buttons::RIGHT.bits());
    if !s.struggling {
        if d0 != 0 {
            s.struggling = true;
            s.last_direction = d0;
        }
        return;
    }
    s.window = s.window.wrapping_sub(1);
    if s.window != 0 {
        if d0 != 0 && d0 != s.last_direction {
            s.last_direction = d0;
            s.changes = s.changes.wrapping_add(1);
        }
        return;
    }
    if s.changes >= ESCAPE_CHANGES {
        c.routine_secondary = 0xA;
        c.y_vel = 0;
        c.collision_flags = 0;
        let p = &mut *cx.world.player;
        p.object_control = 0;
        p.air = true;
        p.pose = Pose::Walk;
        s.holding = false;
    }
    s.window = STRUGGLE_WINDOW;
    s.struggling = false;
    s.changes = 0;
}

/// `ObjA8`: the legs, under the body; grabbing while it drops.
fn legs(c: &mut Common, s: &mut Grabber, cx: &mut ObjCtx) {
    if c.routine == 0 {
        c.routine = 2;
        c.width_pixels = 0x10;
        c.collision_flags = LEGS_COLLISION;
        c.mapping_frame = 3;
        return;
    }
    let parent = s.parent.and_then(|i| cx.slots.get_mut(i)).filter(|o| is_body(o));
    match c.routine {
        2 => {
            let Some(Obj { common: pc, state: State::Grabber(body) }) = parent else {
                c.delete();
                return;
            };
            c.x_flip = pc.x_flip;
            c.mapping_frame = pc.mapping_frame + 3;
            let touched = std::mem::take(&mut c.collision_property);
            if touched & 3 != 0 && pc.routine_secondary == 4 {
                c.collision_flags = 0;
                c.routine = 4;
                body.grabbed = true;
                body.holding = true;
            }
            c.display();
        }
        4 => match parent {
            Some(Obj { state: State::Grabber(body), .. }) => {
                if !body.holding {
                    c.routine = 6;
                } else {
                    let p = &mut *cx.world.player;
                    p.x = (c.x & !0xFF) | (p.x & 0xFF);
                    p.y = (c.y & !0xFF) | (p.y & 0xFF);
                }
                c.display();
            }
            _ => {
                cx.world.player.object_control = 0;
                cx.world.player.air = true;
                c.delete();
            }
        },
        _ => {
            if parent.is_none() {
                c.delete();
            } else {
                c.display();
            }
        }
    }
}

impl crate::objects::runtime::object::ObjKind for Grabber {
    const READS_ON_SCREEN: bool = false;

    #[inline(always)]
    fn run(
        s: &mut Self,
        c: &mut crate::objects::runtime::object::Common,
        cx: &mut crate::objects::runtime::context::ObjCtx,
    ) -> Option<crate::objects::runtime::object::State> {
        // `ObjA7_Poof`: the body turns into an explosion in its slot.
        if run(c, s, cx) { Some(crate::objects::runtime::object::State::Explosion(Default::default())) } else { None }
    }

    fn name(&self) -> &'static str {
        "Grabber"
    }
}
