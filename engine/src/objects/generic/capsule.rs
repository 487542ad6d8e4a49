//! The Sonic 1 end-of-act capsule (SPG "End of Level Capsules", Sonic 1; s1disasm `Obj3E`, `Pri_BodyMain`,
//! `Pri_Switched`, `Pri_Explosion`, `Pri_Animals`, `Pri_EndAct`, where the seed is silent). (The Sonic 2
//! capsule, with its lid, is `egg_prison.rs`.)
//!
//! Its first frame makes the switch, $28 px above the body, in the first free slot. The body is solid
//! ($2B × $18). The switch is solid ($17 × 8); stood on, it goes 8 px down, the level timer stops, the
//! controls lock holding Right (the player runs off to the right) and he is in the air. Then for 60 frames
//! an explosion every 8th frame at a random spot (x − $20 + 0..$3F, y + 0..$1F); then the body opens (a player
//! standing on it drops), and 8 animals appear $20 px lower in a row — from 28 px left of the centre, 7 px
//! apart — the leftmost waiting 154 frames, each next 8 fewer; then for 150 frames an animal every 8th frame
//! at a random x (±(0..$1F − 6)) waiting 12; once no animal is left the act ends. The seed's "60 steps" are
//! the code's 60 frames. The animals are Sonic 2's prison animals (`egg_prison.rs`).
//!
//! A Sonic 1 layout (Green Hill 3's) places the body (subtype 0) and the switch (subtype 1) as two objects, as
//! `Pri_Main` reads them (`Pri_Var`): loaded from such a placement (a Sonic 1 object, id $F0), the body makes
//! no switch and opens when any switch has opened its prison (`v_bossstatus` 2: `prison_opened`), and the
//! switch rests where it is placed.

use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::solid::{SolidBox, solid_object};
use crate::objects::s2::egg_prison::EggPrison as Animal;
use crate::objects::s2::explosion::ANIMAL_ID;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, STANDING, State},
};
use formats::inputs::Buttons;

/// Routines: the body, the switch, then the switch's later lives (`Pri_Index`).
pub mod routine {
    pub const INIT: u8 = 0;
    pub const BODY: u8 = 2;
    pub const SWITCH: u8 = 4;
    pub const EXPLOSIONS: u8 = 6;
    pub const ANIMALS: u8 = 0xC;
    pub const END: u8 = 0xE;
}

/// The switch's height above the body, the boxes (d1, d2 = d3) and how far the switch goes down.
pub const SWITCH_ABOVE: i32 = 0x28;
pub const BODY_BOX: (i16, i16) = (0x2B, 0x18);
pub const SWITCH_BOX: (i16, i16) = (0x17, 8);
pub const SWITCH_PRESS: i32 = 8;
/// Frames of explosions, frames of extra animals.
pub const EXPLOSION_FRAMES: u16 = 60;
pub const ANIMAL_FRAMES: u16 = 150;
/// The row of 8 animals: how much lower than the switch, x offsets, waits.
pub const ANIMALS_BELOW: i32 = 0x20;
pub const ANIMALS: u8 = 8;
pub const FIRST_ANIMAL_DX: i32 = -0x1C;
pub const ANIMAL_DX_STEP: i32 = 7;
pub const FIRST_ANIMAL_WAIT: u16 = 0x9A;
pub const ANIMAL_WAIT_STEP: u16 = 8;
pub const SPAWNED_ANIMAL_WAIT: u16 = 0xC;

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Capsule {
    /// The body's slot (for the switch) and whether the body is open.
    pub body: usize,
    pub open: bool,
    /// `pri_origY`: the switch's rest y (px).
    pub rest_y: i32,
    /// `obTimeFrame`.
    pub timer: u16,
}

pub fn run(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    match c.routine {
        routine::INIT => init(c, s, cx),
        routine::BODY => body(c, s, cx),
        routine::SWITCH => switch(c, s, cx),
        routine::EXPLOSIONS => explosions(c, s, cx),
        routine::ANIMALS => animals(c, s, cx),
        routine::END => end(c, cx),
        _ => {}
    }
    cx.mark_gone(c);
}

fn init(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    if c.id == id::SONIC1 {
        placed_init(c, s);
        return;
    }
    c.routine = routine::BODY;
    c.width_pixels = 0x20;
    let y = c.pixel_y() - SWITCH_ABOVE;
    let common = Common {
        id: id::CAPSULE,
        x: c.x,
        y: y << 8,
        routine: routine::SWITCH,
        width_pixels: 0xC,
        mapping_frame: 1,
        ..Default::default()
    };
    let state = Capsule { body: cx.current(), rest_y: y, ..Default::default() };
    cx.spawn(Obj { common, state: State::Capsule(state) });
}

/// `Pri_Main` for a Sonic 1 placement: subtype 1 is the switch (resting at its placed y), any other the
/// body.
fn placed_init(c: &mut Common, s: &mut Capsule) {
    if c.subtype == 1 {
        c.routine = routine::SWITCH;
        c.width_pixels = 0xC;
        c.mapping_frame = 1;
        *s = Capsule { body: usize::MAX, rest_y: c.pixel_y(), ..Default::default() };
    } else {
        c.routine = routine::BODY;
        c.width_pixels = 0x20;
    }
}

/// `Pri_BodyMain`: solid until open; open, it drops a player standing on it.
fn body(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    let open = s.open | ((c.id == id::SONIC1) & cx.world.game.events.prison_opened);
    if !open {
        let (w, h) = BODY_BOX;
        let b = SolidBox { half_width: w, half_height_air: h, half_height_ground: h, old_x: (c.x >> 8) as i16 };
        solid_object(c, cx.world.player, b);
        return;
    }
    if c.status & STANDING != 0 {
        c.status &= !STANDING;
        cx.world.player.on_object = false;
        cx.world.player.air = true;
    }
    c.mapping_frame = 2;
}

/// `Pri_Switched`: solid at its rest height; stood on, the sequence starts.
fn switch(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    let (w, h) = SWITCH_BOX;
    let b = SolidBox { half_width: w, half_height_air: h, half_height_ground: h, old_x: (c.x >> 8) as i16 };
    solid_object(c, cx.world.player, b);
    c.y = s.rest_y << 8;
    if c.status & STANDING != 0 {
        c.y = (s.rest_y + SWITCH_PRESS) << 8;
        c.routine = routine::EXPLOSIONS;
        s.timer = EXPLOSION_FRAMES;
        cx.world.game.timer_stopped = true;
        // Sonic 1's `f_lockscreen` (Green Hill 3's boss set it) is cleared.
        cx.world.game.events.lockscreen = false;
        cx.world.game.control_locked = true;
        cx.world.game.forced_buttons = Buttons::RIGHT;
        c.status &= !STANDING;
        cx.world.player.on_object = false;
        cx.world.player.air = true;
    }
}

/// `Pri_Explosion`: an explosion every 8th frame; after 60 frames the body opens and the first animals come.
fn explosions(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 7 == 0 {
        let r = cx.world.game.random();
        let x = c.pixel_x() + i32::from((r as u8) >> 2) - 0x20;
        let y = c.pixel_y() + i32::from(((r >> 8) as u8) >> 3);
        let explosion = Common { id: id::EXPLOSION, routine: 2, x: x << 8, y: y << 8, ..Default::default() };
        cx.spawn(Obj::new(explosion));
    }
    s.timer = s.timer.saturating_sub(1);
    if s.timer != 0 {
        return;
    }
    if let Some(o) = cx.slots.get_mut(s.body)
        && let State::Capsule(b) = &mut o.state
    {
        b.open = true;
    }
    // `v_bossstatus` 2: Sonic 1's bodies open.
    cx.world.game.events.prison_opened = true;
    c.routine = routine::ANIMALS;
    c.mapping_frame = 6;
    s.timer = ANIMAL_FRAMES;
    c.y = c.y.wrapping_add(ANIMALS_BELOW << 8);
    for k in 0..ANIMALS {
        let x = c.pixel_x() + FIRST_ANIMAL_DX + ANIMAL_DX_STEP * i32::from(k);
        let wait = FIRST_ANIMAL_WAIT - ANIMAL_WAIT_STEP * u16::from(k);
        if spawn_animal(cx, x, c.pixel_y(), wait).is_none() {
            break;
        }
    }
}

fn spawn_animal(cx: &mut ObjCtx, x: i32, y: i32, wait: u16) -> Option<usize> {
    let common = Common { id: ANIMAL_ID, x: x << 8, y: y << 8, ..Default::default() };
    cx.spawn(Obj { common, state: State::EggPrison(Animal { wait, ..Default::default() }) })
}

/// `Pri_Animals`: one more animal every 8th frame for 150 frames.
fn animals(c: &mut Common, s: &mut Capsule, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 7 == 0
        && let Some(i) = spawn_animal(cx, c.pixel_x(), c.pixel_y(), SPAWNED_ANIMAL_WAIT)
    {
        let r = cx.world.game.random();
        let mut dx = (r & 0x1F) as i32 - 6;
        if (cx.world.game.rng_seed as u16 as i16) < 0 {
            dx = -dx;
        }
        if let Some(obj) = cx.slots.get_mut(i) {
            obj.common.x = obj.common.x.wrapping_add(dx << 8);
        }
    }
    s.timer = s.timer.saturating_sub(1);
    if s.timer == 0 {
        c.routine = routine::END;
    }
}

/// `Pri_EndAct`: when no animal is left, the act is over.
fn end(c: &mut Common, cx: &mut ObjCtx) {
    if cx.slots.iter().any(|(_, o)| o.common.id == ANIMAL_ID) {
        return;
    }
    cx.world.game.act_clear = true;
    c.delete();
}

impl crate::objects::runtime::object::ObjKind for Capsule {
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
        "capsule"
    }
}
