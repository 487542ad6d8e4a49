//! Air bubbles (s2disasm `Obj24`, Aquatic Ruin's bubbles: `Obj24_Init`, the rising bubble's routines and the
//! maker's at `loc_1F9C0`, the breathing check at `loc_1FB02`, `Ani_obj24`; `ResumeMusic`; SPG "Underwater").
//!
//! A maker (subtype bit 7 set; bits 0–6: how many sets it makes before one may hold a big bubble) sits under
//! water and, while on screen, makes sets of 1–6 bubbles with random pauses between them (`RandomNumber`):
//! each bubble 0–15 px either side of it, small (subtype 0) or medium (1), and in every set after the count
//! runs out, one big bubble (subtype 2). A bubble rises at $88 subpixels a frame, wobbling sideways along
//! `Obj0A_WobbleData`, and grows by its animation; a big one that has reached its full size (mapping frame 6,
//! 60 frames in) is breathable: a player (not object-controlled) whose centre is within 16 px either side of
//! it and 1–16 px below its centre breathes it in — his air is refilled (`ResumeMusic`), his speeds are 0, his
//! controls are locked $23 frames, he takes the breathing pose, stops jumping, pushing and roll-jumping, and
//! if curled Sonic stands up (radii 19 × 9, 5 px up; others get 15 × 9, 1 px up, still curled) — and the bubble
//! bursts. Bubbles burst at the surface and are deleted once off screen.

use crate::objects::runtime::animate::animate_sprite;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::game::GameState;
use crate::objects::{
    id,
    runtime::object::{Common, Obj, State},
};
use crate::player::{Player, Pose};

/// A rising bubble's speed (`move.w #-$88,y_vel`).
pub const RISE_SPEED: i16 = -0x88;
/// The big bubble's size index (subtype 2) and its breathable mapping frame.
pub const BIG: u8 = 2;
pub const BREATHABLE_FRAME: u8 = 6;
/// Controls locked after breathing (`move.w #$23,move_lock`).
pub const BREATHE_LOCK: u16 = 0x23;

/// `Obj0A_WobbleData`: the bubbles' sideways offset (pixels) for each step of their angle (128 steps).
pub const WOBBLE: [i8; 128] = [
    0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, -1, -2, -2, -2,
    -2, -2, -3, -3, -3, -3, -3, -3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
    -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
];

/// `byte_1FAF0`: the sizes of a set (0 small, 1 medium), four tables of six picked at random.
pub(crate) const SET_SIZES: [u8; 18] = [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0];

/// `Ani_obj24`: 0–2 the growing bubbles (frames every 15 game frames, then `$FC`: the next routine), 3–4
/// nothing shown, 5 the burst, 6 the maker.
const SCRIPTS: [&[u8]; 7] = [
    &[0x0E, 0, 1, 2, 0xFC],
    &[0x0E, 1, 2, 3, 4, 0xFC],
    &[0x0E, 2, 3, 4, 5, 6, 0xFC],
    &[4, 0xFC],
    &[4, 0xFC],
    &[4, 6, 7, 0xFC],
    &[0x0F, 0x0E, 0x0F, 0xFF],
];

/// Routines (`Obj24_Index`).
const GROWING: u8 = 2;
const RISING: u8 = 4;
const BURSTING: u8 = 6;
const MAKER: u8 = 0xA;

/// `Obj24`'s own fields.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AirBubbles {
    /// A bubble: `objoff_30`, the x it wobbles around (pixels); `objoff_2E`, breathable.
    pub origin_x: i16,
    pub breathable: bool,
    /// The maker's sets and clock.
    pub maker: MakerSets,
    /// A bubble's `angle`: its step through [`WOBBLE`].
    pub angle: u8,
}

/// A bubble maker's sets and clock (`Obj24`'s `loc_1F9C0`/`loc_1FA2A`; S3K's `Obj_Bubbler` runs the same code,
/// `loc_2E166`/`loc_2E1D0`): `objoff_32` sets left before a big bubble may come, `objoff_33` the count to start
/// again from, `objoff_34` bubbles left in this set, `objoff_36` its flags (bit 0 making a set, 7 a big one may
/// come, 6 the big one made), `objoff_38` the timer, and which size table the set uses (`objoff_3C`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MakerSets {
    pub sets_left: u8,
    pub sets: u8,
    pub in_set: u8,
    pub flags: u16,
    pub timer: i16,
    pub table: u8,
}

impl MakerSets {
    /// A maker of `subtype` (bits 0–6: the sets before a big bubble may come).
    pub fn new(subtype: u8) -> MakerSets {
        MakerSets { sets_left: subtype & 0x7F, sets: subtype & 0x7F, ..MakerSets::default() }
    }

    /// The clock, one frame: whether a bubble comes now, or `None` when the maker is idle and not both under
    /// the water and on screen (`active`). Its timer running out starts a set: 1–6 bubbles, a size table, the
    /// count of sets down by one (at its end a big bubble may come).
    pub fn tick(&mut self, active: bool, game: &mut GameState) -> Option<bool> {
        if self.flags != 0 {
            self.timer = self.timer.wrapping_sub(1);
            return Some(self.timer < 0);
        }
        if !active {
            return None;
        }
        self.timer = self.timer.wrapping_sub(1);
        if self.timer >= 0 {
            return Some(false);
        }
        self.flags = 1;
        let d1 = loop {
            let r = game.random() as u16;
            if r & 7 < 6 {
                self.in_set = (r & 7) as u8;
                break r;
            }
        };
        self.table = (d1 & 0xC) as u8;
        self.sets_left = self.sets_left.wrapping_sub(1);
        if (self.sets_left as i8) < 0 {
            self.sets_left = self.sets;
            self.flags |= 0x80;
        }
        Some(true)
    }

    /// A bubble is due: the timer to the one after (0–31 frames). Then the caller takes a slot for it.
    pub fn due(&mut self, game: &mut GameState) {
        self.timer = (game.random() & 0x1F) as i16;
    }

    /// The bubble that got a slot: its x offset (−8…7) and subtype, from the set's size table or, once a big
    /// one may come, big at random or as the set's last. (With the slots full the caller skips this: no random
    /// numbers are drawn, as in the game.)
    pub fn bubble(&mut self, game: &mut GameState) -> (i32, u8) {
        let offset = (game.random() & 0xF) as i32 - 8;
        let mut subtype = SET_SIZES.get(usize::from(self.table) + usize::from(self.in_set)).copied().unwrap_or(0);
        if self.flags & 0x80 != 0 {
            if game.random() & 3 == 0 && self.flags & 0x40 == 0 {
                self.flags |= 0x40;
                subtype = BIG;
            }
            if self.in_set == 0 && self.flags & 0x40 == 0 {
                self.flags |= 0x40;
                subtype = BIG;
            }
        }
        (offset, subtype)
    }

    /// After each bubble, made or not: one fewer in the set; after the set, a pause of 128–255 frames more.
    pub fn made(&mut self, game: &mut GameState) {
        self.in_set = self.in_set.wrapping_sub(1);
        if (self.in_set as i8) < 0 {
            let pause = (game.random() & 0x7F) as i16 + 0x80;
            self.timer = self.timer.wrapping_add(pause);
            self.flags = 0;
        }
    }
}

pub fn run(c: &mut Common, s: &mut AirBubbles, cx: &mut ObjCtx) {
    if c.routine == 0 {
        init(c, s, cx);
        if c.routine == MAKER {
            maker(c, s, cx);
            return;
        }
    }
    match c.routine {
        GROWING => {
            animate_sprite(c, &SCRIPTS);
            if c.mapping_frame == BREATHABLE_FRAME {
                s.breathable = true;
            }
            rise(c, s, cx);
        }
        RISING => rise(c, s, cx),
        BURSTING => burst(c),
        MAKER => maker(c, s, cx),
        _ => c.delete(),
    }
}

/// `Obj24_Init`: a maker (bit 7) goes to its routine with its count; a bubble takes its size's animation, its
/// wobble origin, the rising speed and a random wobble phase.
fn init(c: &mut Common, s: &mut AirBubbles, cx: &mut ObjCtx) {
    c.routine = GROWING;
    c.width_pixels = 0x10;
    // `render_flags` is set with `on_screen`: a new bubble is not deleted before it was ever drawn.
    c.on_screen = true;
    if c.subtype & 0x80 != 0 {
        c.routine = MAKER;
        s.maker = MakerSets::new(c.subtype);
        c.anim = 6;
        return;
    }
    c.anim = c.subtype;
    s.origin_x = c.pixel_x() as i16;
    c.y_vel = RISE_SPEED;
    s.angle = cx.world.game.random() as u8;
}

/// `loc_1F93E`: at the surface it bursts; otherwise it wobbles, a breathable one is checked against both
/// players, it moves, and it is deleted once off screen.
fn rise(c: &mut Common, s: &mut AirBubbles, cx: &mut ObjCtx) {
    if (cx.world.env.water_level as u16) >= c.pixel_y() as u16 {
        start_burst(c);
        burst(c);
        return;
    }
    let step = s.angle;
    s.angle = s.angle.wrapping_add(1);
    let dx = i16::from(WOBBLE[usize::from(step & 0x7F)]);
    c.x = (i32::from(dx.wrapping_add(s.origin_x)) << 8) | (c.x & 0xFF);
    if s.breathable {
        breathe_check(c, cx.world.player);
        if let Some(p2) = cx.world.sidekick.as_deref_mut() {
            breathe_check(c, p2);
        }
        if c.routine == BURSTING {
            burst(c);
            return;
        }
    }
    c.object_move();
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

fn start_burst(c: &mut Common) {
    c.routine = BURSTING;
    c.anim = c.anim.wrapping_add(3);
}

/// `loc_1F99E`: the burst animation (its `$FC` moves on to deletion); deleted off screen.
fn burst(c: &mut Common) {
    animate_sprite(c, &SCRIPTS);
    if c.on_screen {
        c.display();
    } else {
        c.delete();
    }
}

/// `loc_1FB0C`: a player within the big bubble's reach breathes it in.
fn breathe_check(c: &mut Common, p: &mut Player) {
    if p.object_control & 0x80 != 0 {
        return;
    }
    let (px, py) = (p.pixel_x() as u16, p.pixel_y() as u16);
    let (bx, by) = (c.pixel_x() as u16, c.pixel_y() as u16);
    if bx.wrapping_sub(0x10) >= px || bx.wrapping_add(0x10) < px {
        return;
    }
    if by >= py || by.wrapping_add(0x10) < py {
        return;
    }
    breathe_in(p);
    if c.routine != BURSTING {
        start_burst(c);
    }
}

/// What breathing a big bubble does to the player (`loc_1FB0C` after the range test).
pub fn breathe_in(p: &mut Player) {
    p.breathe();
    p.x_speed = 0;
    p.y_speed = 0;
    p.ground_speed = 0;
    p.pose = Pose::Bubble;
    p.control_lock = BREATHE_LOCK;
    p.jumping = false;
    p.pushing = false;
    p.roll_jump = false;
    if p.rolling {
        if p.character == crate::character::Character::Sonic {
            p.rolling = false;
            (p.width_radius, p.height_radius) = (9, 19);
            p.y = p.y.wrapping_sub(5 << 8);
        } else {
            (p.width_radius, p.height_radius) = (9, 15);
            p.y = p.y.wrapping_sub(1 << 8);
        }
    }
}

/// `loc_1F9C0`: the maker. Above the water or off screen it only waits; its timer running out starts a set
/// (1–6 bubbles, a size table, the count of sets down by one: at the end of the count a big bubble may come);
/// within a set a bubble comes whenever the timer (0–31 frames, random) runs out; after the set a pause of
/// 128–255 frames more.
fn maker(c: &mut Common, s: &mut AirBubbles, cx: &mut ObjCtx) {
    let active = (cx.world.env.water_level as u16) < c.pixel_y() as u16 && c.on_screen;
    let Some(make) = s.maker.tick(active, cx.world.game) else {
        return end(c, cx);
    };
    if make {
        make_bubble(c, s, cx);
    }
    animate_sprite(c, &SCRIPTS);
    end(c, cx);
}

/// `loc_1FA2A`: the next bubble of the set and the timer to the one after. (With the slots full no bubble is
/// made and its random numbers are not drawn, as in the game.)
fn make_bubble(c: &mut Common, s: &mut AirBubbles, cx: &mut ObjCtx) {
    s.maker.due(cx.world.game);
    let placeholder = Common::new(id::AIR_BUBBLES, 0, c.pixel_x(), c.pixel_y(), false, false);
    if let Some(slot) = cx.spawn(Obj { common: placeholder, state: State::AirBubbles(AirBubbles::default()) }) {
        let (offset, subtype) = s.maker.bubble(cx.world.game);
        if let Some(obj) = cx.slots.get_mut(slot) {
            obj.common.x = obj.common.x.wrapping_add(offset << 8);
            obj.common.subtype = subtype;
        }
    }
    s.maker.made(cx.world.game);
}

/// `loc_1FACE`: out of range the maker is deleted (its respawn entry kept); it is drawn only under water.
fn end(c: &mut Common, cx: &mut ObjCtx) {
    if cx.out_of_range(c.pixel_x()) {
        c.delete();
    } else if (cx.world.env.water_level as u16) < c.pixel_y() as u16 {
        c.display();
    }
}

impl crate::objects::runtime::object::ObjKind for AirBubbles {
    const MAY_MOVE_PLAYERS: bool = false;

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
        "air bubbles"
    }
}
