//! The glass container behind the Eggmobile, its floor, its filling and the gunk it drops (s2disasm
//! `Obj5D_Container` with `Obj5D_Container_Init`, `_Main`, `_Floor`, `_Extend`, `_Floor2`, `_FallOff`,
//! `loc_2E3F2`, `loc_2E464`, `loc_2E4CE`, `loc_2E552`; `Obj5D_Gunk` with `_Init`, `_Main`, `_OffScreen`,
//! `_6`, `_8`, `_Droplets`, `_Droplets_Move`).
//!
//! The container (routine $10, step 2) hangs $38 px above the Eggmobile, offset by its extension (−$10 px:
//! behind it; mirrored when the Eggmobile faces right). Its first frame makes its floor (step 4, once per
//! fight) and its "extension", the gunk inside (step 6), which shows nothing until the first drop and then
//! fills up a frame per drop (animations $C to $17: full after 12 drops, which ends the Eggmobile's wait and
//! tilts the container, [`status2::TILT`]). Tilted, the extension grows 1 px a frame to $58 px; from $40 px
//! on, a player 8–$20 px beyond its end makes the floor open ([`status2::OPENING`]: a second floor, step 8,
//! shows the opening for $24 frames) and $12 frames later the gunk is released: the extension object becomes
//! the gunk (routine $C, hurting, `collision_flags` $87). It falls with gravity $38 until `ObjCheckFloorDist`
//! (its `y_radius` $20 below it) finds the floor, or below y $518; then the Eggmobile flies to the other end
//! ([`status2::SWING_BACK`]) and the container swings back 1 px a frame; at −$10 px it starts over: a new
//! extension and a new pipe. Landed, the gunk bounces up at half its speed, shifted $C px forward and $18 px
//! down, and four more droplets fly off at random speeds (none hurts); each falls until it touches the floor.
//! Beaten, the container falls apart with up to three more pieces of glass, by how far it was out.

use super::{
    CpzBoss, GUNK_COLLISION, Link, PIECE_SCRIPTS, add_px, boss_mut, copy_render, fall_apart, grandparent, link, piece,
    px, random_fall, routine, set_px, status, status2, step,
};
use crate::objects::runtime::animate::animate_sprite_with_flips;
use crate::objects::runtime::context::ObjCtx;
use crate::objects::runtime::ground::floor_distance;
use crate::objects::runtime::object::{Common, NO_BALANCING, State};

/// The container's height above the Eggmobile, its extension at rest and at most (px).
pub const CONTAINER_HEIGHT: i16 = 0x38;
pub const EXTENSION_REST: i16 = -0x10;
pub const EXTENSION_MAX: i16 = -0x58;
/// The player's range beyond the container's end that makes it dump, and the frames the floor opens first.
pub const DUMP_RANGE: i16 = 0x18;
pub const OPEN_FRAMES: i16 = 0x12;
/// The opening floor's frames on screen.
pub const OPENING_FLOOR_FRAMES: i16 = 0x24;
/// The gunk's `y_radius` (the game's; the fixed value would be $16), the height below which it is deleted.
pub const GUNK_Y_RADIUS: u8 = 0x20;
pub const GUNK_DELETE_Y: i16 = 0x518;

/// `Obj5D_Container_States`.
pub mod part {
    pub const INIT: u8 = 0;
    pub const MAIN: u8 = 2;
    pub const FLOOR: u8 = 4;
    pub const EXTEND: u8 = 6;
    pub const FLOOR2: u8 = 8;
    pub const FALL_OFF: u8 = 0xA;
}

/// `Obj5D_Gunk_States`.
pub mod gunk_step {
    pub const INIT: u8 = 0;
    pub const FALL: u8 = 2;
    pub const DROPLETS: u8 = 4;
    pub const ON_BOSS: u8 = 6;
    pub const SPLASH: u8 = 8;
}

/// `Obj5D_Container`.
pub(super) fn container(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    match c.routine_secondary {
        part::INIT | part::MAIN => container_main(c, s, cx),
        part::FLOOR => {
            if c.status & NO_BALANCING != 0 {
                c.delete();
                return;
            }
            let main = link(&cx.slots, grandparent(&cx.slots, s.parent));
            if main.status2 & status2::OPENING != 0 && c.anim == 9 {
                c.anim = 0xA;
            }
            floor_end(c, s, cx);
        }
        part::EXTEND => extend(c, s, cx),
        part::FLOOR2 => {
            if c.status & NO_BALANCING != 0 {
                c.delete();
                return;
            }
            s.timer2 = s.timer2.wrapping_sub(1);
            if s.timer2 == 0 {
                c.delete();
                return;
            }
            floor_end(c, s, cx);
        }
        _ => fall_off(c, s, cx),
    }
}

/// `Obj5D_Container_Init` (its floor once, its extension) and `Obj5D_Container_Main`.
fn container_main(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let me = Some(cx.current());
    if c.routine_secondary == part::INIT {
        let first = boss_mut(&mut cx.slots, s.parent).map(|(_, ms)| {
            let first = ms.status2 & status2::FLOOR_MADE == 0;
            ms.status2 |= status2::FLOOR_MADE;
            first
        });
        if first == Some(true) {
            let mut floor = piece(routine::CONTAINER, c.x, c.y, me);
            floor.common.routine_secondary = part::FLOOR;
            floor.common.anim = 9;
            cx.spawn_after(floor);
        }
        let mut extension = piece(routine::CONTAINER, c.x, c.y, me);
        extension.common.routine_secondary = part::EXTEND;
        cx.spawn_after(extension);
        c.routine_secondary = part::MAIN;
    }
    let main = link(&cx.slots, s.parent);
    set_px(&mut c.x, px(main.x));
    set_px(&mut c.y, px(main.y).wrapping_sub(CONTAINER_HEIGHT));
    if c.status & NO_BALANCING != 0 {
        c.routine_secondary = part::FALL_OFF;
    } else if main.status2 & status2::TILT != 0 {
        if !swing(c, s, cx, &main) {
            check_player(c, s, cx, &main);
        }
    } else if main.status2 & status2::OPENING != 0 {
        s.timer2 = s.timer2.wrapping_sub(1);
        if s.timer2 == 0
            && let Some((_, ms)) = boss_mut(&mut cx.slots, s.parent)
        {
            ms.status2 &= !status2::OPENING;
            ms.status2 |= status2::RELEASE | status2::SWING_BACK;
        }
    }
    // `loc_2E2AC`.
    let main = link(&cx.slots, s.parent);
    c.status = main.status;
    copy_render(c, &main);
    let dx = if c.x_flip { s.extension.wrapping_neg() } else { s.extension };
    add_px(&mut c.x, dx);
    animate_sprite_with_flips(c, &PIECE_SCRIPTS);
    c.display();
}

/// `loc_2E4CE`: the extension tilts out (−1 a frame) or, once the gunk is gone, swings back (+1); back at
/// −$10 the container starts over (a new extension next frame, and a new pipe). True when it started over
/// (then `loc_2E3F2` reads the new pipe, whose flags are clear: nothing happens).
fn swing(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx, main: &Link) -> bool {
    let back = main.status2 & status2::SWING_BACK != 0;
    let d0: i16 = if back { 1 } else { -1 };
    if s.extension == EXTENSION_REST && back {
        if let Some((_, ms)) = boss_mut(&mut cx.slots, s.parent) {
            ms.status2 &= !(status2::SWING_BACK | status2::TILT);
        }
        c.routine_secondary = part::INIT;
        cx.spawn_after(piece(routine::PIPE, c.x, c.y, s.parent));
        return true;
    }
    let d1 = s.extension;
    if d1 >= -0x28 {
        c.anim = 6;
    } else if d1 >= -0x40 {
        c.anim = 7;
    } else {
        c.anim = 8;
        if d1 < EXTENSION_MAX {
            s.extension = if c.x_flip { -EXTENSION_MAX } else { EXTENSION_MAX };
        } else if d1 == EXTENSION_MAX && !back {
            return false;
        }
    }
    s.extension = s.extension.wrapping_add(d0);
    false
}

/// `loc_2E3F2`: tilted out by more than $40 px, the container dumps when the player is 8 to $20 px beyond
/// its end (on the side away from the Eggmobile); the floor starts opening (`loc_2E464`).
fn check_player(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx, main: &Link) {
    if main.status2 & (status2::RELEASE | status2::SWING_BACK) != 0 {
        return;
    }
    if s.extension >= -0x14 {
        if main.status_bits & status::SELF_DUMP == 0 {
            return;
        }
        if let Some((_, ms)) = boss_mut(&mut cx.slots, s.parent) {
            ms.status &= !status::SELF_DUMP;
            ms.status |= status::GUNK_ON_BOSS;
        }
    } else {
        if s.extension >= -0x40 {
            return;
        }
        let d1 = (cx.world.player.pixel_x() as i16).wrapping_sub(8);
        if c.x_flip {
            let d1 = d1.wrapping_add(s.extension).wrapping_sub(px(c.x));
            if !(-DUMP_RANGE..=0).contains(&d1) {
                return;
            }
        } else {
            let d1 = d1.wrapping_sub(s.extension).wrapping_sub(px(c.x));
            if !(0..=DUMP_RANGE).contains(&d1) {
                return;
            }
        }
    }
    // `loc_2E464`.
    if let Some((_, ms)) = boss_mut(&mut cx.slots, s.parent) {
        ms.status2 |= status2::OPENING;
        ms.status2 &= !status2::TILT;
    }
    s.timer2 = OPEN_FRAMES;
    let mut floor = piece(routine::CONTAINER, c.x, c.y, Some(cx.current()));
    floor.common.routine_secondary = part::FLOOR2;
    floor.common.anim = 0xB;
    if let State::CpzBoss(f) = &mut floor.state {
        f.timer2 = OPENING_FLOOR_FRAMES;
    }
    cx.spawn_after(floor);
}

/// `Obj5D_Container_FallOff`: beaten, the container becomes a falling part (frame $20, waiting $1E frames)
/// with one more piece (frame $21, 8 px lower) per $18 px it was out beyond −$18, at $18, $30, $48 px.
fn fall_off(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    s.timer = 0x1E;
    let main = link(&cx.slots, s.parent);
    set_px(&mut c.x, px(main.x));
    set_px(&mut c.y, px(main.y).wrapping_sub(CONTAINER_HEIGHT));
    let dx = if c.x_flip { s.extension.wrapping_neg() } else { s.extension };
    add_px(&mut c.x, dx);
    c.mapping_frame = 0x20;
    fall_apart(c, cx);
    let e = s.extension;
    let pieces: usize = if e.wrapping_add(0x18) >= 0 {
        0
    } else if e.wrapping_add(0x30) >= 0 {
        1
    } else if e.wrapping_add(0x48) >= 0 {
        2
    } else {
        3
    };
    for k in (0..pieces).rev() {
        let mut glass = piece(routine::FALLING_PART, (c.x >> 8) << 8, (c.y >> 8) << 8, None);
        glass.common.mapping_frame = 0x21;
        glass.common.x_flip = c.x_flip;
        glass.common.y_flip = c.y_flip;
        glass.common.on_screen = c.on_screen;
        add_px(&mut glass.common.y, 8);
        let dx = [0x18i16, 0x30, 0x48][k];
        add_px(&mut glass.common.x, if c.x_flip { -dx } else { dx });
        let Some(i) = cx.spawn(glass) else {
            c.delete();
            return;
        };
        let (x_vel, timer) = random_fall(cx);
        if let Some((gc, gs)) = boss_mut(&mut cx.slots, Some(i)) {
            gc.x_vel = x_vel;
            gc.y_vel = super::PART_Y_VEL;
            gs.timer = timer;
        }
    }
    c.display();
}

/// `Obj5D_Container_Extend`: the gunk in the container: released (it becomes the gunk), filled by a drop
/// (animations $C … $17; full at $17), or drawn once it has something in it.
fn extend(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    if c.status & NO_BALANCING != 0 {
        c.delete();
        return;
    }
    let Some(main_slot) = link(&cx.slots, s.parent).parent else {
        c.delete();
        return;
    };
    let main = link(&cx.slots, Some(main_slot));
    if main.status2 & status2::RELEASE != 0 {
        if let Some((_, ms)) = boss_mut(&mut cx.slots, Some(main_slot)) {
            ms.status2 &= !status2::RELEASE;
        }
        c.routine = routine::GUNK;
        c.routine_secondary = gunk_step::INIT;
        c.collision_flags = GUNK_COLLISION;
    } else if main.status2 & status2::DRIP != 0 {
        let full = {
            if c.anim == 0 {
                c.anim = 0xB;
            }
            c.anim = c.anim.wrapping_add(1);
            (c.anim as i8) >= 0x17
        };
        if let Some((_, ms)) = boss_mut(&mut cx.slots, Some(main_slot)) {
            ms.status2 &= !status2::DRIP;
            if full {
                ms.status2 &= !status2::FILLING;
                ms.status2 |= status2::TILT;
            }
        }
    } else if c.anim == 0 {
        return;
    }
    floor_end(c, s, cx);
}

/// `Obj5D_Container_Floor_End`: at the container, with its flips and status; animated and drawn.
fn floor_end(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let glass = link(&cx.slots, s.parent);
    set_px(&mut c.x, px(glass.x));
    set_px(&mut c.y, px(glass.y));
    copy_render(c, &glass);
    c.status = glass.status;
    animate_sprite_with_flips(c, &PIECE_SCRIPTS);
    c.display();
}

/// `Obj5D_Gunk`: falling (hurting), on the Eggmobile (never in the game), or a droplet.
pub(super) fn gunk(c: &mut Common, s: &mut CpzBoss, cx: &mut ObjCtx) {
    let main_slot = grandparent(&cx.slots, s.parent);
    match c.routine_secondary {
        gunk_step::INIT | gunk_step::FALL => {
            if c.routine_secondary == gunk_step::INIT {
                c.routine_secondary = gunk_step::FALL;
                c.y_radius = GUNK_Y_RADIUS;
                c.anim = 0x19;
                c.y_vel = 0;
                if let Some((_, ms)) = boss_mut(&mut cx.slots, main_slot)
                    && ms.status & status::GUNK_ON_BOSS != 0
                {
                    ms.status &= !status::GUNK_ON_BOSS;
                    c.routine_secondary = gunk_step::ON_BOSS;
                    s.timer2 = 9;
                }
            }
            fall(c, cx, main_slot);
        }
        gunk_step::DROPLETS => droplets(c, cx),
        gunk_step::ON_BOSS => {
            s.timer2 = s.timer2.wrapping_sub(1);
            if s.timer2 >= 0 {
                c.object_move();
                animate_sprite_with_flips(c, &PIECE_SCRIPTS);
                c.display();
                return;
            }
            c.mapping_frame = 0x25;
            let main = link(&cx.slots, main_slot);
            set_px(&mut c.x, px(main.x));
            set_px(&mut c.y, px(main.y));
            c.routine_secondary = gunk_step::SPLASH;
            c.anim_frame_duration = 8;
            splash(c, cx, main_slot);
        }
        _ => splash(c, cx, main_slot),
    }
}

/// The gunk is gone (landed or fallen out): the Eggmobile flies to the other end, the container swings back.
fn gunk_gone(cx: &mut ObjCtx, main_slot: Option<usize>) {
    if let Some((mc, ms)) = boss_mut(&mut cx.slots, main_slot) {
        ms.status2 |= status2::TILT | status2::SWING_BACK;
        mc.routine_secondary = step::MOVE_TO_TARGET;
    }
}

/// `Obj5D_Gunk_Main`: falls with gravity $38 until the floor ($20 px below it) or below y $518.
fn fall(c: &mut Common, cx: &mut ObjCtx, main_slot: Option<usize>) {
    c.object_move_and_fall();
    let d1 = floor_distance(c, cx);
    if d1 < 0 {
        c.y = c.y.wrapping_add(d1 << 8);
        gunk_gone(cx, main_slot);
        c.routine_secondary = c.routine_secondary.wrapping_add(2);
        c.subtype = 0;
        c.display();
        return;
    }
    if px(c.y) >= GUNK_DELETE_Y {
        gunk_gone(cx, main_slot);
        c.delete();
        return;
    }
    animate_sprite_with_flips(c, &PIECE_SCRIPTS);
    c.display();
}

/// `Obj5D_Gunk_8`: the splash on the Eggmobile, frames $25 to $27 (8 frames each, the last $C more), then
/// gone as if fallen out.
fn splash(c: &mut Common, cx: &mut ObjCtx, main_slot: Option<usize>) {
    c.anim_frame_duration = c.anim_frame_duration.wrapping_sub(1);
    if (c.anim_frame_duration as i8) < 0 {
        c.mapping_frame = c.mapping_frame.wrapping_add(1);
        c.anim_frame_duration = 8;
        if (c.mapping_frame as i8) > 0x27 {
            gunk_gone(cx, main_slot);
            c.delete();
            return;
        }
        if c.mapping_frame == 0x27 {
            c.anim_frame_duration = c.anim_frame_duration.wrapping_add(0xC);
        }
    }
    let main = link(&cx.slots, main_slot);
    set_px(&mut c.x, px(main.x));
    set_px(&mut c.y, px(main.y));
    c.display();
}

/// `Obj5D_Gunk_Droplets`: the landed gunk (subtype 0) bounces up at half its speed, $C px forward and $18 px
/// down, at a random x speed (−$100 to −$1 or $100 to $2FF… as `RandomNumber` >> 6 gives), harmless, and
/// makes four droplets after it (random x speeds around 0, up to $3FF more upwards); then each falls
/// (`ObjectMoveAndFall`) until it touches the floor.
fn droplets(c: &mut Common, cx: &mut ObjCtx) {
    if c.subtype != 0 {
        c.object_move_and_fall();
        if floor_distance(c, cx) < 0 {
            c.delete();
        } else {
            cx.mark_gone(c);
        }
        return;
    }
    add_px(&mut c.y, 0x18);
    add_px(&mut c.x, 0xC);
    if c.x_flip {
        add_px(&mut c.x, -0x18);
    }
    c.y_radius = 4;
    c.x_radius = 4;
    c.subtype = 1;
    c.mapping_frame = 9;
    c.y_vel = ((c.y_vel as u16) >> 1).wrapping_neg() as i16;
    let r = cx.world.game.random();
    let mut v = (r as u16 as i16) >> 6;
    if v >= 0 {
        v += 0x200;
    }
    c.x_vel = v - 0x100;
    c.collision_flags = 0;
    let me = Some(cx.current());
    for _ in 0..4 {
        let mut drop = piece(routine::GUNK, c.x, c.y, me);
        drop.common.routine_secondary = gunk_step::DROPLETS;
        drop.common.subtype = 1;
        drop.common.y_radius = 4;
        drop.common.x_radius = 4;
        drop.common.mapping_frame = 9;
        drop.common.y_vel = c.y_vel;
        drop.common.collision_flags = c.collision_flags;
        let Some(i) = cx.spawn_after(drop) else { break };
        let r = cx.world.game.random();
        let mut v = (r as u16 as i16) >> 6;
        if v >= 0 {
            v += 0x80;
        }
        let lift = ((r >> 16) as u16 & 0x3FF) as i16;
        if let Some((dc, _)) = boss_mut(&mut cx.slots, Some(i)) {
            dc.x_vel = v - 0x80;
            dc.y_vel = dc.y_vel.wrapping_sub(lift);
        }
    }
    c.display();
}
