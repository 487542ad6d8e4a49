//! Emerald Hill Zone's boss, the drill car (s2disasm `Obj56`; `Boss_LoadExplosion` and the boss explosion `Obj58`; SPG
//! "Game Enemies" for bosses, "Hitboxes" for `Touch_Enemy_Part2`'s hit count).
//!
//! The level events ([`crate::objects::runtime::level_events`]) load it $5A frames after the arena closes. Its first
//! frame builds the pieces, each an `Obj56` with its own routine, in the slots after it: the flying vehicle's top
//! (Robotnik), the ground vehicle, two front wheels and a back wheel, the drill (spike) and the propeller. The flying
//! vehicle (this object, routine 2) starts at ($2AF0, $2F8) and comes down diagonally 1 px a frame to x $29D0, then
//! straight down to y $41E (the ground vehicle, wheels and drill roll in from the right 1 px a frame meanwhile), waits
//! 60 frames, then drives at 2 px a frame between x $28A0 and $2B08, turning at each end; its height follows the two
//! front wheels, which keep to the floor.
//!
//! Its hitbox is `collision_flags` $0F (an enemy, 24×24) with 8 hits (`collision_property`). A hit
//! (`Touch_Enemy_Part2`) bounces the player back, clears the flags and takes a hit; the car then stays untouchable for
//! 32 frames while palette entry 1 of line 2 flashes black and white, and takes its flags back on the 32nd. The drill
//! hurts ($8B); with one hit left it comes off and flies ahead at 3 px a frame once the car faces the player. When the
//! last hit is taken the car scores 1000, jumps (−$180) and falls for $B3 frames with explosions every 8th frame, rests
//! $C more, Robotnik takes off on a new propeller (the boss is beaten: `Boss_defeated_flag`), waits $32 frames, rises
//! for $60, then flies right at 6 px a frame while the camera's right limit opens 2 px a frame up to $2AB0; he is
//! deleted once off screen.
//!
//! The animations run as in the game ([`animate_sprite`]); the flash is kept as the colour it leaves ([`FlashColour`]).
//! Not modelled: sounds, music, art loading. `Vint_runcount` (which frames explode) is read as the level's frame
//! counter.

use crate::camera::SCREEN_WIDTH;
use crate::math::{add_px, px, set_px};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::slots::SlotsView;
use crate::objects::s2::boss_hit::{FlashColour, hit_flash};
use crate::objects::{
    id,
    runtime::object::{Common, NO_BALANCING, Obj, State},
};
use crate::player::Routine;

/// `ObjID_BossExplosion`: `Obj58`, run by this file.
pub const BOSS_EXPLOSION_ID: u8 = 0x58;

/// The car's hitbox (`collision_flags`: enemy, size $F = 24×24) and the hits it takes.
pub const COLLISION: u8 = 0x0F;
pub const HITS: u8 = 8;
/// The drill's hitbox: hurts, size $B (8×8).
pub const SPIKE_COLLISION: u8 = 0x8B;
/// Frames the car cannot be hit after a hit (`objoff_3E`).
pub const INVULNERABLE_FRAMES: u8 = 0x20;

/// The flying vehicle's start, where it meets the ground vehicle, and how low it lands.
pub const START_X: i16 = 0x2AF0;
pub const START_Y: i16 = 0x2F8;
pub const MEET_X: i16 = 0x29D0;
pub const LAND_Y: i16 = 0x41E;
/// Frames it waits on the ground before driving.
pub const WAIT: i16 = 60;
/// Driving speed and the x at which it turns.
pub const DRIVE_SPEED: i16 = -0x200;
pub const TURN_LEFT_X: i16 = 0x28A0;
pub const TURN_RIGHT_X: i16 = 0x2B08;
/// Where the wheels and the drill stop rolling in (`x_pos` ≤ this), by wheel subtype, and the drill's.
pub const WHEEL_STOP_X: [i16; 3] = [0x29EC, 0x29C4, 0x29A4];
pub const SPIKE_STOP_X: i16 = 0x299A;
/// The drill's offset from the car while attached (x mirrored when the car faces right) and its speed once
/// loose (px a frame).
pub const SPIKE_OFFSET: (i16, i16) = (-0x36, 0x10);
pub const SPIKE_SPEED: i16 = 3;
/// The camera's left limit from which the ground pieces roll in (the arena closed).
pub const ARENA_MIN_X: u16 = 0x28F0;

/// Score for beating it (`AddPoints` 100 = 1000 points) and its jump when beaten.
pub const DEFEAT_POINTS: u32 = 1000;
pub const DEFEAT_Y_VEL: i16 = -0x180;
/// Frames it falls and explodes, then rests, once beaten (`objoff_3C`, `objoff_2A`).
pub const DEFEAT_FALL: i16 = 0xB3;
pub const DEFEAT_REST: i16 = 0xC;
/// After the new propeller appears: frames before rising, frames rising (1 px a frame), then the speed
/// flying right, and the camera's right limit it opens to (`Camera_Max_X_pos`).
pub const FLY_WAIT: i16 = 0x32;
pub const FLY_RISE: i16 = 0x60;
pub const FLY_SPEED: i16 = 6;
pub const CAMERA_END_MAX_X: u16 = 0x2AB0;

/// `Obj56_Index`: what each piece is.
pub mod routine {
    pub const INIT: u8 = 0;
    pub const VEHICLE: u8 = 2;
    pub const PROPELLER: u8 = 4;
    pub const GROUND_VEHICLE: u8 = 6;
    pub const WHEEL: u8 = 8;
    pub const SPIKE: u8 = 0xA;
    pub const PROPELLER_RELOADED: u8 = 0xC;
    pub const VEHICLE_TOP: u8 = 0xE;
}

/// `objoff_2D` bits of the flying vehicle.
pub mod flag {
    /// Robotnik is on the ground (the propeller folds away).
    pub const ON_GROUND: u8 = 1 << 0;
    /// The fight is on: the car drives.
    pub const ACTIVE: u8 = 1 << 1;
    /// Robotnik flies off after the defeat.
    pub const FLYING_OFF: u8 = 1 << 2;
    /// The drill comes off.
    pub const SPIKE_LOOSE: u8 = 1 << 3;
}

/// The drill car as `LevEvents_EHZ2` loads it (at ($29D0, $426), subtype $81: the level events' constants).
pub fn spawned() -> Obj {
    use crate::objects::runtime::level_events::{EHZ2_BOSS_SUBTYPE, EHZ2_BOSS_X, EHZ2_BOSS_Y};
    Obj {
        common: Common::new(id::EHZ_BOSS, EHZ2_BOSS_SUBTYPE, EHZ2_BOSS_X, EHZ2_BOSS_Y, false, false),
        state: State::EhzBoss(Default::default()),
    }
}

/// One piece of the boss (which one: `routine`), or a boss explosion (id [`BOSS_EXPLOSION_ID`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct EhzBoss {
    /// `objoff_34`: the linked piece's slot — the flying vehicle's top for the flying vehicle, the flying
    /// vehicle for every other piece.
    pub link: Option<usize>,
    /// `objoff_2A`: a countdown.
    pub timer: i16,
    /// `objoff_2C`: the flying vehicle's third-level routine.
    pub step: u8,
    /// `objoff_2D`: the flying vehicle's [`flag`]s.
    pub flags: u8,
    /// `objoff_2E`: the front wheels' y added up this frame (the car's height next frame).
    pub wheel_y: u16,
    /// `objoff_3C`: the countdown once beaten.
    pub defeat_timer: i16,
    /// `objoff_3E`: frames left of the hit flash (untouchable).
    pub invulnerable: u8,
    /// `priority`: the front wheels (2) report their height, the back wheel (3) does not.
    pub priority: u8,
    pub flash: FlashColour,
}

/// `Obj56` and `Obj58`.
pub fn run(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if c.id == BOSS_EXPLOSION_ID {
        boss_explosion(c);
        return;
    }
    match c.routine {
        routine::INIT => init(c, s, cx),
        routine::VEHICLE => vehicle(c, s, cx),
        routine::PROPELLER => propeller(c, s, cx),
        routine::GROUND_VEHICLE => ground_vehicle(c, s, cx),
        routine::WHEEL => wheel(c, s, cx),
        routine::SPIKE => spike(c, s, cx),
        routine::PROPELLER_RELOADED => propeller_reloaded(c, s),
        routine::VEHICLE_TOP => vehicle_top(c, s, cx),
        _ => {}
    }
}

/// `move.b render_flags(a1),render_flags(a0)`: the flips and the on-screen bit.
fn copy_render(dst: &mut Common, src: &Common) {
    dst.x_flip = src.x_flip;
    dst.y_flip = src.y_flip;
    dst.on_screen = src.on_screen;
}

/// `bchg` of the x-flip bits in `status` and `render_flags`.
fn toggle_x_flip(c: &mut Common) {
    c.status ^= 1;
    c.x_flip = !c.x_flip;
}

/// `Ani_obj56_a`: the propeller (spinning; folding away; unfolding).
const PROPELLER_SCRIPTS: [&[u8]; 3] = [
    &[1, 5, 6, 0xFF],
    &[1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF],
    &[1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 5, 6, 0xFE, 2],
];
/// `Ani_obj56_b`: the drill, a front wheel, the back wheel.
const GROUND_SCRIPTS: [&[u8]; 3] = [&[5, 1, 2, 3, 0xFF], &[1, 4, 5, 0xFF], &[1, 6, 7, 0xFF]];
/// `Ani_obj56_c`: the flying vehicle's bottom; Robotnik normal, hit, laughing, flying off.
const TOP_SCRIPTS: [&[u8]; 5] = [
    &[0xF, 0, 0xFF],
    &[7, 1, 2, 0xFF],
    &[7, 5, 5, 5, 5, 5, 5, 0xFD, 1],
    &[7, 3, 4, 3, 4, 3, 4, 0xFD, 1],
    &[0xF, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0xFD, 1],
];

/// A new piece linked to the flying vehicle in slot `parent`.
fn piece(parent: usize, routine: u8, x: i32, y: i32, width: u8, priority: u8) -> Obj {
    let common = Common { id: id::EHZ_BOSS, routine, x, y, width_pixels: width, ..Default::default() };
    let state = EhzBoss { link: Some(parent), priority, ..Default::default() };
    Obj { common, state: State::EhzBoss(state) }
}

/// The flying vehicle in slot `i`, if the slot still holds an `Obj56`.
fn boss_at<'a>(slots: &'a SlotsView<'_>, i: Option<usize>) -> Option<(&'a Common, &'a EhzBoss)> {
    let obj = slots.get(i?)?;
    match &obj.state {
        State::EhzBoss(s) if obj.common.id == id::EHZ_BOSS => Some((&obj.common, s)),
        _ => None,
    }
}

fn boss_at_mut<'a>(slots: &'a mut SlotsView<'_>, i: Option<usize>) -> Option<(&'a mut Common, &'a mut EhzBoss)> {
    let obj = slots.get_mut(i?)?;
    match &mut obj.state {
        State::EhzBoss(s) if obj.common.id == id::EHZ_BOSS => Some((&mut obj.common, s)),
        _ => None,
    }
}

/// `Obj56_Init`: the flying vehicle's fields, then its pieces in the slots after it
/// (`AllocateObjectAfterCurrent`; a piece with no free slot is left out). No drawing this frame.
fn init(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    let me = cx.current();
    c.subtype = 0x81;
    set_px(&mut c.x, MEET_X);
    set_px(&mut c.y, 0x426);
    c.width_pixels = 0x20;
    c.y_radius = 0x14;
    s.priority = 4;
    c.collision_flags = COLLISION;
    c.collision_property = HITS;
    c.routine = routine::VEHICLE;

    let mut top = piece(me, routine::VEHICLE_TOP, c.x, c.y, 0x20, 4);
    top.common.anim = 1;
    copy_render(&mut top.common, c);
    if let Some(i) = cx.spawn_after(top) {
        s.link = Some(i);
    }

    let mut ground = piece(me, routine::GROUND_VEHICLE, i32::from(START_X) << 8, c.y, 0x30, 3);
    ground.common.y_radius = 0x10;
    cx.spawn_after(ground);

    // `loc_2F098`: the wheels (x offsets from $2AF0, front, front, back) and the drill, 12 and 8 px lower.
    for (subtype, dx, priority, frame, anim) in [(0u8, 0x1Ci16, 2u8, 4u8, 1u8), (1, -0xC, 2, 4, 1), (2, -0x2C, 3, 6, 2)]
    {
        let x = i32::from(START_X + dx) << 8;
        let mut wheel = piece(me, routine::WHEEL, x, c.y.wrapping_add(0xC << 8), 0x10, priority);
        wheel.common.subtype = subtype;
        wheel.common.x_radius = 0x10;
        wheel.common.y_radius = 0x10;
        wheel.common.mapping_frame = frame;
        wheel.common.anim = anim;
        if let State::EhzBoss(w) = &mut wheel.state {
            w.timer = 0xA;
        }
        cx.spawn_after(wheel);
    }
    let x = i32::from(START_X + SPIKE_OFFSET.0) << 8;
    let mut spike = piece(me, routine::SPIKE, x, c.y.wrapping_add(8 << 8), 0x20, 2);
    spike.common.mapping_frame = 1;
    cx.spawn_after(spike);

    set_px(&mut c.x, START_X);
    set_px(&mut c.y, START_Y);
    let mut propeller = piece(me, routine::PROPELLER, c.x, c.y, 0x40, 3);
    if let State::EhzBoss(p) = &mut propeller.state {
        p.timer = 0x1E;
    }
    cx.spawn_after(propeller);
}

/// `loc_2F262`: the flying vehicle (the boss proper), by `routine_secondary`.
fn vehicle(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        0 => {
            // Comes down diagonally, untouchable, to x $29D0.
            c.collision_flags = 0;
            if px(c.x) <= MEET_X {
                set_px(&mut c.x, MEET_X);
                c.routine_secondary = 2;
            } else {
                add_px(&mut c.x, -1);
                add_px(&mut c.y, 1);
            }
        }
        2 if s.step == 0 => {
            // Straight down to the ground vehicle.
            if px(c.y) >= LAND_Y {
                s.step = 2;
                s.flags |= flag::ON_GROUND;
                s.timer = WAIT;
            } else {
                add_px(&mut c.y, 1);
            }
        }
        2 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.x_vel = DRIVE_SPEED;
                c.routine_secondary = 4;
                c.collision_flags = COLLISION;
                s.flags |= flag::ACTIVE;
            }
        }
        4 => {
            handle_hits(c, s, cx);
            turn_at_ends(c);
            // The height follows the front wheels' mean (reported last frame), 20 px above it.
            c.y = (i32::from(((s.wheel_y >> 1) as i16).wrapping_sub(0x14)) << 8) | (c.y & 0xFF);
            s.wheel_y = 0;
            c.x = c.x.wrapping_add(i32::from(c.x_vel));
        }
        6 => {
            s.defeat_timer = s.defeat_timer.wrapping_sub(1);
            if s.defeat_timer < 0 {
                c.x_vel = 0;
                c.routine_secondary = 8;
                s.defeat_timer = -0x26;
                s.timer = DEFEAT_REST;
            } else {
                boss_load_explosion(c, cx);
                c.object_move_and_fall();
                let d1 = floor_distance(c, cx);
                if d1 < 0 {
                    c.y = c.y.wrapping_add(d1 << 8);
                    c.y_vel = 0;
                }
            }
        }
        8 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.routine_secondary = 0xA;
                s.step = 0;
            }
        }
        0xA => {
            let drawn = fly_off(c, s, cx);
            if !drawn {
                return;
            }
        }
        _ => {}
    }
    c.display();
}

/// `loc_2F4A6`: the hit handling while driving. The last hit (status bit 7, set by `Touch_Enemy_Part2`)
/// beats it; otherwise cleared collision flags mean a hit: the flash starts (32 frames), the palette entry
/// toggles each frame, and the flags come back when it ends.
fn handle_hits(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary >= 6 {
        return;
    }
    if c.status & NO_BALANCING != 0 {
        defeat(c, s, cx);
        return;
    }
    hit_flash(c, &mut s.invulnerable, &mut s.flash, INVULNERABLE_FRAMES, COLLISION);
}

/// `loc_2F4EE`: beaten — 1000 points, stops and jumps, the drill comes off, Robotnik looks beaten.
fn defeat(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    cx.world.game.score = cx.world.game.score.wrapping_add(DEFEAT_POINTS);
    c.routine_secondary = 6;
    c.x_vel = 0;
    c.y_vel = DEFEAT_Y_VEL;
    s.defeat_timer = DEFEAT_FALL;
    s.flags |= flag::SPIKE_LOOSE;
    if let Some(top) = s.link.and_then(|i| cx.slots.get_mut(i)) {
        top.common.anim = 4;
        top.common.mapping_frame = 6;
    }
}

/// `loc_2F484`: at or past either end of the arena the piece turns round.
fn turn_at_ends(c: &mut Common) {
    let x = px(c.x);
    if x <= TURN_LEFT_X || x >= TURN_RIGHT_X {
        toggle_x_flip(c);
        c.x_vel = c.x_vel.wrapping_neg();
    }
}

/// `Boss_LoadExplosion`: every 8th frame a boss explosion in the first free slot, up to 32 px either way
/// from the car (two bytes of a random number, each divided by 4).
pub(crate) fn boss_load_explosion(c: &Common, cx: &mut ObjCtx) {
    if cx.world.game.frame_counter & 7 != 0 {
        return;
    }
    let mut e = Common { id: BOSS_EXPLOSION_ID, x: c.pixel_x() << 8, y: c.pixel_y() << 8, ..Default::default() };
    // The slot is taken before the random number is drawn; with no free slot no number is drawn.
    let Some(i) = cx.spawn(Obj { common: e.clone(), state: State::EhzBoss(EhzBoss::default()) }) else { return };
    let r = cx.world.game.random();
    add_px(&mut e.x, ((r & 0xFF) >> 2) as i16 - 0x20);
    add_px(&mut e.y, (((r >> 8) & 0xFF) >> 2) as i16 - 0x20);
    if let Some(obj) = cx.slots.get_mut(i) {
        obj.common.x = e.x;
        obj.common.y = e.y;
    }
}

/// `loc_2F38A`: Robotnik leaves. Returns whether to draw him (not once deleted).
fn fly_off(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) -> bool {
    match s.step {
        0 => {
            s.flags &= !flag::ON_GROUND;
            let mut p = piece(cx.current(), routine::PROPELLER_RELOADED, c.x, c.y.wrapping_add(0xC << 8), 0x20, 3);
            p.common.status = c.status;
            copy_render(&mut p.common, c);
            p.common.anim = 2;
            if let State::EhzBoss(ps) = &mut p.state {
                ps.timer = 0x10;
            }
            if cx.spawn_after(p).is_some() {
                s.timer = FLY_WAIT;
                s.step = 2;
                cx.world.game.events.boss_defeated = true;
            }
        }
        2 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                s.flags |= flag::FLYING_OFF;
                s.timer = FLY_RISE;
                s.step = 4;
            }
        }
        4 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.status |= 1;
                c.x_flip = true;
                add_px(&mut c.x, FLY_SPEED);
            } else {
                add_px(&mut c.y, -1);
            }
            let max_x = (cx.world.env.bounds.right - SCREEN_WIDTH) as u16;
            if max_x < CAMERA_END_MAX_X {
                cx.world.env.bounds.right += 2;
            } else if !c.on_screen {
                if let Some(top) = s.link.and_then(|i| cx.slots.get_mut(i)) {
                    top.common.delete();
                }
                c.delete();
                return false;
            }
        }
        _ => {}
    }
    true
}

/// `loc_2F54E`: the propeller follows the car; once Robotnik is on the ground it folds away (24 frames),
/// sinks 1 px a frame for 15 more and is deleted.
fn propeller(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        let Some((parent, ps)) = boss_at(&cx.slots, s.link) else {
            c.delete();
            return;
        };
        if ps.flags & flag::ON_GROUND != 0 {
            c.anim = 1;
            s.timer = 0x18;
            c.routine_secondary = 2;
        }
        set_px(&mut c.x, px(parent.x));
        set_px(&mut c.y, px(parent.y));
        c.status = parent.status;
        copy_render(c, parent);
        animate_sprite_with_flips(c, &PROPELLER_SCRIPTS);
        c.display();
        return;
    }
    s.timer = s.timer.wrapping_sub(1);
    if s.timer >= 0 {
        animate_sprite_with_flips(c, &PROPELLER_SCRIPTS);
    } else if s.timer <= -0x10 {
        c.delete();
        return;
    } else {
        s.priority = 4;
        add_px(&mut c.y, 1);
    }
    c.display();
}

/// `loc_2F52A`: the new propeller rises 1 px a frame for 17 frames, then is a normal propeller.
fn propeller_reloaded(c: &mut Common, s: &mut EhzBoss) {
    add_px(&mut c.y, -1);
    s.timer = s.timer.wrapping_sub(1);
    if s.timer < 0 {
        c.routine = routine::PROPELLER;
        animate_sprite_with_flips(c, &PROPELLER_SCRIPTS);
    }
    c.display();
}

/// Whether the camera's left limit has reached the arena (`Camera_Min_X_pos` ≥ $28F0).
fn arena_closed(cx: &ObjCtx) -> bool {
    cx.world.env.bounds.left as u16 >= ARENA_MIN_X
}

/// `loc_2F5F6`: the ground vehicle rolls in to x $29D0, then rides under the car (8 px lower) while it
/// drives, until Robotnik flies off.
fn ground_vehicle(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        if arena_closed(cx) {
            if px(c.x) <= MEET_X {
                set_px(&mut c.x, MEET_X);
                c.routine_secondary = 2;
            } else {
                add_px(&mut c.x, -1);
            }
        }
        c.display();
        return;
    }
    if let Some((parent, ps)) = boss_at(&cx.slots, s.link)
        && ps.flags & flag::ACTIVE != 0
        && ps.flags & flag::FLYING_OFF == 0
    {
        set_px(&mut c.x, px(parent.x));
        set_px(&mut c.y, px(parent.y).wrapping_add(8));
        c.status = parent.status;
        if c.status & 0x80 == 0 {
            copy_render(c, parent);
        }
    }
    c.display();
}

/// `loc_2F664`: a wheel rolls in, waits, then drives on the floor (turning at the ends on its own), the front
/// ones reporting their height to the car; once the car is beaten it waits 10 frames, hops off (−$300, the
/// back wheel the other way), waits 10 more and bounces away (−$200 on each landing).
fn wheel(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        0 => {
            if !arena_closed(cx) {
                c.display();
                return;
            }
            c.y_vel = 0x100;
            let stop = WHEEL_STOP_X[usize::from(c.subtype.min(2))];
            if px(c.x) <= stop {
                set_px(&mut c.x, stop);
                c.routine_secondary = 2;
            } else {
                add_px(&mut c.x, -1);
            }
            c.object_move_and_fall();
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
            }
            if c.routine_secondary != 0 {
                c.x_vel = DRIVE_SPEED;
            }
            animate_sprite_with_flips(c, &GROUND_SCRIPTS);
            c.display();
        }
        2 => {
            let Some((_, ps)) = boss_at(&cx.slots, s.link) else {
                c.delete();
                return;
            };
            if ps.flags & flag::ACTIVE != 0 {
                c.routine_secondary = 4;
                report_height(c, s, cx);
            }
            c.display();
        }
        4 => {
            let Some((parent, _)) = boss_at(&cx.slots, s.link) else {
                c.delete();
                return;
            };
            c.status = parent.status;
            copy_render(c, parent);
            if c.status & NO_BALANCING != 0 {
                c.routine_secondary = 6;
            }
            turn_at_ends(c);
            c.object_move_and_fall();
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y = c.y.wrapping_add(d1 << 8);
            }
            c.y_vel = 0x100;
            report_height(c, s, cx);
            animate_sprite_with_flips(c, &GROUND_SCRIPTS);
            c.display();
        }
        6 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer < 0 {
                c.routine_secondary = 8;
                s.timer = 0xA;
                c.y_vel = -0x300;
                if s.priority != 2 {
                    c.x_vel = c.x_vel.wrapping_neg();
                }
            }
            c.display();
        }
        8 => {
            s.timer = s.timer.wrapping_sub(1);
            if s.timer >= 0 {
                c.display();
                return;
            }
            c.object_move_and_fall();
            let d1 = floor_distance(c, cx);
            if d1 < 0 {
                c.y_vel = -0x200;
                c.y = c.y.wrapping_add(d1 << 8);
            }
            cx.mark_gone(c);
        }
        _ => {}
    }
}

/// A front wheel (priority 2) adds its y to the car's `objoff_2E`.
fn report_height(c: &Common, s: &EhzBoss, cx: &mut ObjCtx) {
    if s.priority != 2 {
        return;
    }
    if let Some(obj) = s.link.and_then(|i| cx.slots.get_mut(i))
        && let State::EhzBoss(ps) = &mut obj.state
    {
        ps.wheel_y = ps.wheel_y.wrapping_add(px(c.y) as u16);
    }
}

/// `loc_2F7F4`: the drill rolls in to x $299A, then rides in front of the car (hurting, $8B) while it
/// drives; with one hit left it comes off once the car faces the player, and flies on at 3 px a frame until
/// the car is gone.
fn spike(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if c.routine_secondary == 0 {
        if arena_closed(cx) {
            if px(c.x) <= SPIKE_STOP_X {
                set_px(&mut c.x, SPIKE_STOP_X);
                c.routine_secondary = 2;
            } else {
                add_px(&mut c.x, -1);
            }
        }
        c.display();
        return;
    }
    let player_x = px(cx.world.player.x);
    let Some((parent, ps)) = boss_at_mut(&mut cx.slots, s.link) else {
        c.delete();
        return;
    };
    if ps.flags & flag::SPIKE_LOOSE != 0 {
        let v = if c.status & 1 != 0 { -SPIKE_SPEED } else { SPIKE_SPEED };
        add_px(&mut c.x, -v);
        animate_sprite_with_flips(c, &GROUND_SCRIPTS);
        c.display();
        return;
    }
    // `loc_2F8AA`: one hit left and the car faces the player.
    if parent.collision_property == 1 {
        let facing_right = parent.status & 1 != 0;
        let player_left = px(c.x).wrapping_sub(player_x) >= 0;
        if player_left != facing_right {
            ps.flags |= flag::SPIKE_LOOSE;
        }
    }
    if ps.flags & flag::ACTIVE == 0 {
        c.display();
        return;
    }
    c.collision_flags = SPIKE_COLLISION;
    c.x = (i32::from(px(parent.x)) << 8) | (c.x & 0xFF);
    c.y = (i32::from(px(parent.y)) << 8) | (c.y & 0xFF);
    c.status = parent.status;
    copy_render(c, parent);
    add_px(&mut c.y, SPIKE_OFFSET.1);
    let dx = if c.status & 1 != 0 { -SPIKE_OFFSET.0 } else { SPIKE_OFFSET.0 };
    add_px(&mut c.x, dx);
    animate_sprite_with_flips(c, &GROUND_SCRIPTS);
    c.display();
}

/// `loc_2F8DA`: Robotnik's half of the flying vehicle sits on the car; he winces on a hit and laughs while
/// the player is hurt.
fn vehicle_top(c: &mut Common, s: &mut EhzBoss, cx: &mut ObjCtx) {
    if let Some(obj) = s.link.and_then(|i| cx.slots.get(i)) {
        let parent = &obj.common;
        c.x = parent.x;
        c.y = parent.y;
        c.status = parent.status;
        copy_render(c, parent);
        if matches!(&obj.state, State::EhzBoss(ps) if ps.invulnerable == INVULNERABLE_FRAMES - 1) {
            c.anim = 2;
        }
    }
    if cx.world.player.routine == Routine::Hurt && c.anim != 2 {
        c.anim = 3;
    }
    animate_sprite_with_flips(c, &TOP_SCRIPTS);
    c.display();
}

/// `Obj58`: a boss explosion shows 7 frames of 8 and is deleted (not drawn on its first frame).
fn boss_explosion(c: &mut Common) {
    if c.routine == 0 {
        c.routine = 2;
        c.collision_flags = 0;
        c.width_pixels = 0xC;
        c.anim_frame_duration = 7;
        c.mapping_frame = 0;
        return;
    }
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.anim_frame_duration = 7;
        c.mapping_frame += 1;
        if c.mapping_frame == 7 {
            c.delete();
            return;
        }
    }
    c.display();
}

impl crate::objects::runtime::object::ObjKind for EhzBoss {
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
        "EHZ boss"
    }
}
